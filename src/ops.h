/*
 * The op table: one row per RVV intrinsic family.  Everything else in rif
 * (the family enum, names, prototypes, generator weights, model kernels,
 * emission) is an expansion of this table.  Concrete intrinsics are expanded
 * from a row over SEW, LMUL, signedness, operand form and policy variant.
 *
 * FAM(id, mnemonic, shape, classes, forms, vs1, rs1, policies, kernel, ext, weight)
 *   id        enum suffix: F_<id>
 *   mnemonic  instruction mnemonic in the intrinsic name (loads and stores
 *             append the element width: vle32)
 *   shape     operand layout (SH_*, see the shape table below)
 *   classes   element classes: I signed, U unsigned (bit set)
 *   forms     FV: vector second operand (.vv, .vvm, .v.v, or the only
 *             operand of unary shapes); FX: scalar second operand (.vx ...)
 *   vs1       type of a vector second operand: SAME or UNS (unsigned, same SEW)
 *   rs1       type of a scalar second operand: ELEM, UNS (unsigned element)
 *             or SIZE (size_t)
 *   policies  variants the API has (P_*): ALL6 = none _m _tu _tum _tumu _mu
 *   kernel    per-element semantics in model.c: k_<kernel>
 *   ext       extension needed
 *   weight    default generator weight
 * The comment after each row gives the semantics of one active element;
 * a = vs2 (or the only source), b = vs1 / rs1, c = vd.
 */
#ifndef FAM
#error "define FAM before including ops.h"
#endif

/* single-width integer add and subtract */
FAM(VADD,    "vadd",    SH_BIN,   I|U, FV|FX, SAME, ELEM, ALL6, add,    EXT_V, 10) /* a + b */
FAM(VSUB,    "vsub",    SH_BIN,   I|U, FV|FX, SAME, ELEM, ALL6, sub,    EXT_V, 8)  /* a - b */
FAM(VRSUB,   "vrsub",   SH_BIN,   I|U, FX,    SAME, ELEM, ALL6, rsub,   EXT_V, 4)  /* b - a */
FAM(VNEG,    "vneg",    SH_UN,    I,   FV,    SAME, ELEM, ALL6, neg,    EXT_V, 3)  /* 0 - a */
/* bitwise logical */
FAM(VAND,    "vand",    SH_BIN,   I|U, FV|FX, SAME, ELEM, ALL6, and,    EXT_V, 6)  /* a & b */
FAM(VOR,     "vor",     SH_BIN,   I|U, FV|FX, SAME, ELEM, ALL6, or,     EXT_V, 6)  /* a | b */
FAM(VXOR,    "vxor",    SH_BIN,   I|U, FV|FX, SAME, ELEM, ALL6, xor,    EXT_V, 6)  /* a ^ b */
FAM(VNOT,    "vnot",    SH_UN,    I|U, FV,    SAME, ELEM, ALL6, not,    EXT_V, 3)  /* ~a */
/* single-width shifts: the shift amount is b modulo SEW */
FAM(VSLL,    "vsll",    SH_BIN,   I|U, FV|FX, UNS,  SIZE, ALL6, sll,    EXT_V, 5)  /* a << (b % SEW) */
FAM(VSRL,    "vsrl",    SH_BIN,   U,   FV|FX, UNS,  SIZE, ALL6, srl,    EXT_V, 5)  /* a >> (b % SEW), zero fill */
FAM(VSRA,    "vsra",    SH_BIN,   I,   FV|FX, UNS,  SIZE, ALL6, sra,    EXT_V, 5)  /* a >> (b % SEW), sign fill */
/* min and max */
FAM(VMIN,    "vmin",    SH_BIN,   I,   FV|FX, SAME, ELEM, ALL6, min,    EXT_V, 4)  /* signed min(a, b) */
FAM(VMINU,   "vminu",   SH_BIN,   U,   FV|FX, SAME, ELEM, ALL6, minu,   EXT_V, 4)  /* unsigned min(a, b) */
FAM(VMAX,    "vmax",    SH_BIN,   I,   FV|FX, SAME, ELEM, ALL6, max,    EXT_V, 4)  /* signed max(a, b) */
FAM(VMAXU,   "vmaxu",   SH_BIN,   U,   FV|FX, SAME, ELEM, ALL6, maxu,   EXT_V, 4)  /* unsigned max(a, b) */
/* single-width multiply */
FAM(VMUL,    "vmul",    SH_BIN,   I|U, FV|FX, SAME, ELEM, ALL6, mul,    EXT_V, 6)  /* low SEW bits of a * b */
FAM(VMULH,   "vmulh",   SH_BIN,   I,   FV|FX, SAME, ELEM, ALL6, mulh,   EXT_V, 4)  /* high SEW bits of signed a * signed b */
FAM(VMULHU,  "vmulhu",  SH_BIN,   U,   FV|FX, SAME, ELEM, ALL6, mulhu,  EXT_V, 4)  /* high SEW bits of unsigned a * unsigned b */
FAM(VMULHSU, "vmulhsu", SH_BIN,   I,   FV|FX, UNS,  UNS,  ALL6, mulhsu, EXT_V, 4)  /* high SEW bits of signed a * unsigned b */
/* divide: x/0 = all ones, x%0 = x, MIN/-1 = MIN, MIN%-1 = 0 */
FAM(VDIV,    "vdiv",    SH_BIN,   I,   FV|FX, SAME, ELEM, ALL6, div,    EXT_V, 4)  /* signed a / b, rounded toward zero */
FAM(VDIVU,   "vdivu",   SH_BIN,   U,   FV|FX, SAME, ELEM, ALL6, divu,   EXT_V, 4)  /* unsigned a / b */
FAM(VREM,    "vrem",    SH_BIN,   I,   FV|FX, SAME, ELEM, ALL6, rem,    EXT_V, 4)  /* signed a % b, sign of a */
FAM(VREMU,   "vremu",   SH_BIN,   U,   FV|FX, SAME, ELEM, ALL6, remu,   EXT_V, 4)  /* unsigned a % b */
/* single-width multiply-add: the destination is also a source */
FAM(VMACC,   "vmacc",   SH_MAC,   I|U, FV|FX, SAME, ELEM, ALL6, macc,   EXT_V, 5)  /* c + b * a */
FAM(VNMSAC,  "vnmsac",  SH_MAC,   I|U, FV|FX, SAME, ELEM, ALL6, nmsac,  EXT_V, 4)  /* c - b * a */
FAM(VMADD,   "vmadd",   SH_MAC,   I|U, FV|FX, SAME, ELEM, ALL6, madd,   EXT_V, 4)  /* b * c + a */
FAM(VNMSUB,  "vnmsub",  SH_MAC,   I|U, FV|FX, SAME, ELEM, ALL6, nmsub,  EXT_V, 4)  /* a - b * c */
/* merge and move */
FAM(VMERGE,  "vmerge",  SH_MERGE, I|U, FV|FX, SAME, ELEM, NOTU, merge,  EXT_V, 5)  /* v0 ? b : a */
FAM(VMV,     "vmv",     SH_MV,    I|U, FV|FX, SAME, ELEM, NOTU, mv,     EXT_V, 3)  /* b */
/* integer compares: the result is a mask */
FAM(VMSEQ,   "vmseq",   SH_CMP,   I|U, FV|FX, SAME, ELEM, CMPP, seq,    EXT_V, 4)  /* a == b */
FAM(VMSNE,   "vmsne",   SH_CMP,   I|U, FV|FX, SAME, ELEM, CMPP, sne,    EXT_V, 4)  /* a != b */
FAM(VMSLT,   "vmslt",   SH_CMP,   I,   FV|FX, SAME, ELEM, CMPP, slt,    EXT_V, 3)  /* signed a < b */
FAM(VMSLTU,  "vmsltu",  SH_CMP,   U,   FV|FX, SAME, ELEM, CMPP, sltu,   EXT_V, 3)  /* unsigned a < b */
FAM(VMSLE,   "vmsle",   SH_CMP,   I,   FV|FX, SAME, ELEM, CMPP, sle,    EXT_V, 3)  /* signed a <= b */
FAM(VMSLEU,  "vmsleu",  SH_CMP,   U,   FV|FX, SAME, ELEM, CMPP, sleu,   EXT_V, 3)  /* unsigned a <= b */
FAM(VMSGT,   "vmsgt",   SH_CMP,   I,   FV|FX, SAME, ELEM, CMPP, sgt,    EXT_V, 3)  /* signed a > b */
FAM(VMSGTU,  "vmsgtu",  SH_CMP,   U,   FV|FX, SAME, ELEM, CMPP, sgtu,   EXT_V, 3)  /* unsigned a > b */
FAM(VMSGE,   "vmsge",   SH_CMP,   I,   FV|FX, SAME, ELEM, CMPP, sge,    EXT_V, 3)  /* signed a >= b */
FAM(VMSGEU,  "vmsgeu",  SH_CMP,   U,   FV|FX, SAME, ELEM, CMPP, sgeu,   EXT_V, 3)  /* unsigned a >= b */
/* unit-stride loads and stores */
FAM(VLE,     "vle",     SH_LD,    I|U, FV,    SAME, ELEM, ALL6, id,     EXT_V, 4)  /* a = memory[i] */
FAM(VSE,     "vse",     SH_ST,    I|U, FV,    SAME, ELEM, STP,  id,     EXT_V, 4)  /* memory[i] = a (vs3) */

#undef FAM
