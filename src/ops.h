/*
 * The op table: one row per RVV intrinsic family.  Everything else in rif
 * (the family enum, names, prototypes, generator weights, model kernels,
 * emission) is an expansion of this table.  Concrete intrinsics are expanded
 * from a row over the base type B (class, SEW, LMUL: the type in the
 * intrinsic's name), the operand form, the policy variant and, for FL_RM
 * rows, the explicit rounding-mode (_rm) variant.
 *
 * FAM(id, mnemonic, vform, xform, shape, classes, res, a, b, s, policies, flags, kernel, ext, weight)
 *   mnemonic  as in the name (FL_EEW: the element width is appended: vle32)
 *   vform     operand mnemonic of the form with a vector second operand, or
 *             of the only form of a unary op ("vv", "v", "x_f_v", "vs");
 *             "" if the API has none
 *   xform     operand mnemonic of the scalar form ("vx", "vf", "vfm"), or ""
 *   shape     argument layout (SH_*)
 *   classes   element classes of B: I signed, U unsigned, F float (bit set);
 *             MK: B is a mask, expanded over the ratios b1..b64
 *   res, a, b type rules (T_*, relative to B) of the result (a store: of the
 *             memory it writes), of a (vs2, vs,
 *             the load source or the stored vs3) and of b (vs1)
 *   s         type rule of the scalar operand rs1 (S_*)
 *   policies  variants the API has (P_* bits): ALL6 = none _m _tu _tum _tumu _mu
 *   flags     FL_*: RM has _rm variants; CANON NaN results are arithmetic
 *             (any NaN is accepted); BITS reads NaN payloads; EEW; XINT the
 *             scalar form exists only for integer B; RTZ/ROD fixed rounding;
 *             VS1 the scalar parameter is named vs1; UNORD unordered reduction;
 *             VXRM takes a vxrm argument (fixed-point rounding, random per call)
 *   kernel    per-element semantics in model.c: k_<kernel>
 *   ext       extension: EXT_V (f16 types also need Zvfh)
 *   weight    default generator weight
 * The comment after each row gives the semantics of one active element;
 * a = vs2 (or the only source), b = vs1 / rs1, c = vd, v0 the merge mask.
 */
#ifndef FAM
#error "define FAM before including ops.h"
#endif

/* single-width integer add and subtract */
FAM(VADD,    "vadd",    "vv",  "vx",  SH_BIN,   I|U,   T_B, T_B, T_B, S_B,  ALL6, 0, add,    EXT_V, 10) /* a + b */
FAM(VSUB,    "vsub",    "vv",  "vx",  SH_BIN,   I|U,   T_B, T_B, T_B, S_B,  ALL6, 0, sub,    EXT_V, 8)  /* a - b */
FAM(VRSUB,   "vrsub",   "",    "vx",  SH_BIN,   I|U,   T_B, T_B, T_B, S_B,  ALL6, 0, rsub,   EXT_V, 4)  /* b - a */
FAM(VNEG,    "vneg",    "v",   "",    SH_UN,    I,     T_B, T_B, 0,   0,    ALL6, 0, neg,    EXT_V, 3)  /* 0 - a */
/* bitwise logical */
FAM(VAND,    "vand",    "vv",  "vx",  SH_BIN,   I|U,   T_B, T_B, T_B, S_B,  ALL6, 0, and,    EXT_V, 6)  /* a & b */
FAM(VOR,     "vor",     "vv",  "vx",  SH_BIN,   I|U,   T_B, T_B, T_B, S_B,  ALL6, 0, or,     EXT_V, 6)  /* a | b */
FAM(VXOR,    "vxor",    "vv",  "vx",  SH_BIN,   I|U,   T_B, T_B, T_B, S_B,  ALL6, 0, xor,    EXT_V, 6)  /* a ^ b */
FAM(VNOT,    "vnot",    "v",   "",    SH_UN,    I|U,   T_B, T_B, 0,   0,    ALL6, 0, not,    EXT_V, 3)  /* ~a */
/* single-width shifts: the shift amount is b modulo SEW */
FAM(VSLL,    "vsll",    "vv",  "vx",  SH_BIN,   I|U,   T_B, T_B, T_U, S_SZ, ALL6, 0, sll,    EXT_V, 5)  /* a << (b % SEW) */
FAM(VSRL,    "vsrl",    "vv",  "vx",  SH_BIN,   U,     T_B, T_B, T_U, S_SZ, ALL6, 0, srl,    EXT_V, 5)  /* a >> (b % SEW), zero fill */
FAM(VSRA,    "vsra",    "vv",  "vx",  SH_BIN,   I,     T_B, T_B, T_U, S_SZ, ALL6, 0, sra,    EXT_V, 5)  /* a >> (b % SEW), sign fill */
/* min and max */
FAM(VMIN,    "vmin",    "vv",  "vx",  SH_BIN,   I,     T_B, T_B, T_B, S_B,  ALL6, 0, min,    EXT_V, 4)  /* signed min(a, b) */
FAM(VMINU,   "vminu",   "vv",  "vx",  SH_BIN,   U,     T_B, T_B, T_B, S_B,  ALL6, 0, minu,   EXT_V, 4)  /* unsigned min(a, b) */
FAM(VMAX,    "vmax",    "vv",  "vx",  SH_BIN,   I,     T_B, T_B, T_B, S_B,  ALL6, 0, max,    EXT_V, 4)  /* signed max(a, b) */
FAM(VMAXU,   "vmaxu",   "vv",  "vx",  SH_BIN,   U,     T_B, T_B, T_B, S_B,  ALL6, 0, maxu,   EXT_V, 4)  /* unsigned max(a, b) */
/* single-width multiply */
FAM(VMUL,    "vmul",    "vv",  "vx",  SH_BIN,   I|U,   T_B, T_B, T_B, S_B,  ALL6, 0, mul,    EXT_V, 6)  /* low SEW bits of a * b */
FAM(VMULH,   "vmulh",   "vv",  "vx",  SH_BIN,   I,     T_B, T_B, T_B, S_B,  ALL6, 0, mulh,   EXT_V, 4)  /* high SEW bits of signed a * signed b */
FAM(VMULHU,  "vmulhu",  "vv",  "vx",  SH_BIN,   U,     T_B, T_B, T_B, S_B,  ALL6, 0, mulhu,  EXT_V, 4)  /* high SEW bits of unsigned a * unsigned b */
FAM(VMULHSU, "vmulhsu", "vv",  "vx",  SH_BIN,   I,     T_B, T_B, T_U, S_U,  ALL6, 0, mulhsu, EXT_V, 4)  /* high SEW bits of signed a * unsigned b */
/* divide: x/0 = all ones, x%0 = x, MIN/-1 = MIN, MIN%-1 = 0 */
FAM(VDIV,    "vdiv",    "vv",  "vx",  SH_BIN,   I,     T_B, T_B, T_B, S_B,  ALL6, 0, div,    EXT_V, 4)  /* signed a / b, rounded toward zero */
FAM(VDIVU,   "vdivu",   "vv",  "vx",  SH_BIN,   U,     T_B, T_B, T_B, S_B,  ALL6, 0, divu,   EXT_V, 4)  /* unsigned a / b */
FAM(VREM,    "vrem",    "vv",  "vx",  SH_BIN,   I,     T_B, T_B, T_B, S_B,  ALL6, 0, rem,    EXT_V, 4)  /* signed a % b, sign of a */
FAM(VREMU,   "vremu",   "vv",  "vx",  SH_BIN,   U,     T_B, T_B, T_B, S_B,  ALL6, 0, remu,   EXT_V, 4)  /* unsigned a % b */
/* single-width multiply-add: the destination is also a source */
FAM(VMACC,   "vmacc",   "vv",  "vx",  SH_MAC,   I|U,   T_B, T_B, T_B, S_B,  ALL6, 0, macc,   EXT_V, 5)  /* c + b * a */
FAM(VNMSAC,  "vnmsac",  "vv",  "vx",  SH_MAC,   I|U,   T_B, T_B, T_B, S_B,  ALL6, 0, nmsac,  EXT_V, 4)  /* c - b * a */
FAM(VMADD,   "vmadd",   "vv",  "vx",  SH_MAC,   I|U,   T_B, T_B, T_B, S_B,  ALL6, 0, madd,   EXT_V, 4)  /* b * c + a */
FAM(VNMSUB,  "vnmsub",  "vv",  "vx",  SH_MAC,   I|U,   T_B, T_B, T_B, S_B,  ALL6, 0, nmsub,  EXT_V, 4)  /* a - b * c */
/* merge and move (vector forms also for floats) */
FAM(VMERGE,  "vmerge",  "vvm", "vxm", SH_MERGE, I|U|F, T_B, T_B, T_B, S_B,  NOTU, FL_XINT, merge, EXT_V, 5) /* v0 ? b : a */
FAM(VMV,     "vmv",     "v_v", "v_x", SH_MV,    I|U|F, T_B, 0,   T_B, S_B,  NOTU, FL_XINT, mv,    EXT_V, 3) /* b */
/* integer compares: the result is a mask */
FAM(VMSEQ,   "vmseq",   "vv",  "vx",  SH_BIN,   I|U,   T_M, T_B, T_B, S_B,  CMPP, 0, seq,    EXT_V, 4)  /* a == b */
FAM(VMSNE,   "vmsne",   "vv",  "vx",  SH_BIN,   I|U,   T_M, T_B, T_B, S_B,  CMPP, 0, sne,    EXT_V, 4)  /* a != b */
FAM(VMSLT,   "vmslt",   "vv",  "vx",  SH_BIN,   I,     T_M, T_B, T_B, S_B,  CMPP, 0, slt,    EXT_V, 3)  /* signed a < b */
FAM(VMSLTU,  "vmsltu",  "vv",  "vx",  SH_BIN,   U,     T_M, T_B, T_B, S_B,  CMPP, 0, sltu,   EXT_V, 3)  /* unsigned a < b */
FAM(VMSLE,   "vmsle",   "vv",  "vx",  SH_BIN,   I,     T_M, T_B, T_B, S_B,  CMPP, 0, sle,    EXT_V, 3)  /* signed a <= b */
FAM(VMSLEU,  "vmsleu",  "vv",  "vx",  SH_BIN,   U,     T_M, T_B, T_B, S_B,  CMPP, 0, sleu,   EXT_V, 3)  /* unsigned a <= b */
FAM(VMSGT,   "vmsgt",   "vv",  "vx",  SH_BIN,   I,     T_M, T_B, T_B, S_B,  CMPP, 0, sgt,    EXT_V, 3)  /* signed a > b */
FAM(VMSGTU,  "vmsgtu",  "vv",  "vx",  SH_BIN,   U,     T_M, T_B, T_B, S_B,  CMPP, 0, sgtu,   EXT_V, 3)  /* unsigned a > b */
FAM(VMSGE,   "vmsge",   "vv",  "vx",  SH_BIN,   I,     T_M, T_B, T_B, S_B,  CMPP, 0, sge,    EXT_V, 3)  /* signed a >= b */
FAM(VMSGEU,  "vmsgeu",  "vv",  "vx",  SH_BIN,   U,     T_M, T_B, T_B, S_B,  CMPP, 0, sgeu,   EXT_V, 3)  /* unsigned a >= b */
/* widening integer arithmetic: B is the double-width result; narrow operands are sign- or zero-extended */
FAM(VWADD,   "vwadd",   "vv",  "vx",  SH_BIN,   I,     T_B, T_H, T_H, S_H,  ALL6, 0, wadd,    EXT_V, 3) /* sext(a) + sext(b) */
FAM(VWADDU,  "vwaddu",  "vv",  "vx",  SH_BIN,   U,     T_B, T_H, T_H, S_H,  ALL6, 0, add,     EXT_V, 3) /* zext(a) + zext(b) */
FAM(VWADDW,  "vwadd",   "wv",  "wx",  SH_BIN,   I,     T_B, T_B, T_H, S_H,  ALL6, 0, wadd,    EXT_V, 2) /* a + sext(b) */
FAM(VWADDUW, "vwaddu",  "wv",  "wx",  SH_BIN,   U,     T_B, T_B, T_H, S_H,  ALL6, 0, add,     EXT_V, 2) /* a + zext(b) */
FAM(VWSUB,   "vwsub",   "vv",  "vx",  SH_BIN,   I,     T_B, T_H, T_H, S_H,  ALL6, 0, wsub,    EXT_V, 3) /* sext(a) - sext(b) */
FAM(VWSUBU,  "vwsubu",  "vv",  "vx",  SH_BIN,   U,     T_B, T_H, T_H, S_H,  ALL6, 0, sub,     EXT_V, 3) /* zext(a) - zext(b) */
FAM(VWSUBW,  "vwsub",   "wv",  "wx",  SH_BIN,   I,     T_B, T_B, T_H, S_H,  ALL6, 0, wsub,    EXT_V, 2) /* a - sext(b) */
FAM(VWSUBUW, "vwsubu",  "wv",  "wx",  SH_BIN,   U,     T_B, T_B, T_H, S_H,  ALL6, 0, sub,     EXT_V, 2) /* a - zext(b) */
FAM(VWMUL,   "vwmul",   "vv",  "vx",  SH_BIN,   I,     T_B, T_H, T_H, S_H,  ALL6, 0, wmul,    EXT_V, 3) /* sext(a) * sext(b), exact */
FAM(VWMULU,  "vwmulu",  "vv",  "vx",  SH_BIN,   U,     T_B, T_H, T_H, S_H,  ALL6, 0, mul,     EXT_V, 3) /* zext(a) * zext(b), exact */
FAM(VWMULSU, "vwmulsu", "vv",  "vx",  SH_BIN,   I,     T_B, T_H, T_HU, S_HU, ALL6, 0, wmulsu, EXT_V, 3) /* sext(a) * zext(b), exact */
FAM(VWMACC,  "vwmacc",  "vv",  "vx",  SH_MAC,   I,     T_B, T_H, T_H, S_H,  ALL6, 0, wmacc,   EXT_V, 3) /* c + sext(b) * sext(a) */
FAM(VWMACCU, "vwmaccu", "vv",  "vx",  SH_MAC,   U,     T_B, T_H, T_H, S_H,  ALL6, 0, macc,    EXT_V, 3) /* c + zext(b) * zext(a) */
FAM(VWMACCSU,"vwmaccsu","vv",  "vx",  SH_MAC,   I,     T_B, T_HU, T_H, S_H, ALL6, 0, wmaccsu, EXT_V, 2) /* c + sext(b) * zext(a) */
FAM(VWMACCUS,"vwmaccus","",    "vx",  SH_MAC,   I,     T_B, T_H, 0,   S_HU, ALL6, 0, wmaccus, EXT_V, 2) /* c + zext(b) * sext(a) */
/* integer extension: the source has SEW/2, SEW/4 or SEW/8 and LMUL to match */
FAM(VSEXT2,  "vsext",   "vf2", "",    SH_UN2,   I,     T_B, T_H, 0,   0,    ALL6, 0, sext,    EXT_V, 2) /* sext(a) */
FAM(VSEXT4,  "vsext",   "vf4", "",    SH_UN2,   I,     T_B, T_Q, 0,   0,    ALL6, 0, sext,    EXT_V, 2) /* sext(a) */
FAM(VSEXT8,  "vsext",   "vf8", "",    SH_UN2,   I,     T_B, T_E, 0,   0,    ALL6, 0, sext,    EXT_V, 2) /* sext(a) */
FAM(VZEXT2,  "vzext",   "vf2", "",    SH_UN2,   U,     T_B, T_H, 0,   0,    ALL6, 0, id,      EXT_V, 2) /* zext(a) */
FAM(VZEXT4,  "vzext",   "vf4", "",    SH_UN2,   U,     T_B, T_Q, 0,   0,    ALL6, 0, id,      EXT_V, 2) /* zext(a) */
FAM(VZEXT8,  "vzext",   "vf8", "",    SH_UN2,   U,     T_B, T_E, 0,   0,    ALL6, 0, id,      EXT_V, 2) /* zext(a) */
FAM(VWCVT,   "vwcvt",   "x_x_v", "",  SH_UN2,   I,     T_B, T_H, 0,   0,    ALL6, 0, sext,    EXT_V, 1) /* sext(a) (vwadd.vx with 0) */
FAM(VWCVTU,  "vwcvtu",  "x_x_v", "",  SH_UN2,   U,     T_B, T_H, 0,   0,    ALL6, 0, id,      EXT_V, 1) /* zext(a) (vwaddu.vx with 0) */
/* narrowing: B is the result, a has twice its SEW; the shift amount is b modulo 2*SEW */
FAM(VNSRL,   "vnsrl",   "wv",  "wx",  SH_BIN,   U,     T_B, T_W, T_U, S_SZ, ALL6, 0, nsrl,    EXT_V, 3) /* low SEW bits of a >> (b % 2SEW), zero fill */
FAM(VNSRA,   "vnsra",   "wv",  "wx",  SH_BIN,   I,     T_B, T_W, T_U, S_SZ, ALL6, 0, nsra,    EXT_V, 3) /* low SEW bits of a >> (b % 2SEW), sign fill */
FAM(VNCVT,   "vncvt",   "x_x_w", "",  SH_UN2,   I|U,   T_B, T_W, 0,   0,    ALL6, 0, trunc,    EXT_V, 2) /* low SEW bits of a (vnsrl.wx by 0) */
/* integer reductions over the active elements; b (vs1[0]) is the start value, the result is element 0 */
FAM(VREDSUM,  "vredsum",  "vs", "", SH_RED, I|U, T_M1,  T_B, T_M1,  0, REDP, 0, add,  EXT_V, 3) /* b + a0 + a1 + ... modulo 2^SEW */
FAM(VREDAND,  "vredand",  "vs", "", SH_RED, I|U, T_M1,  T_B, T_M1,  0, REDP, 0, and,  EXT_V, 2) /* b & a0 & a1 ... */
FAM(VREDOR,   "vredor",   "vs", "", SH_RED, I|U, T_M1,  T_B, T_M1,  0, REDP, 0, or,   EXT_V, 2) /* b | a0 | a1 ... */
FAM(VREDXOR,  "vredxor",  "vs", "", SH_RED, I|U, T_M1,  T_B, T_M1,  0, REDP, 0, xor,  EXT_V, 2) /* b ^ a0 ^ a1 ... */
FAM(VREDMAX,  "vredmax",  "vs", "", SH_RED, I,   T_M1,  T_B, T_M1,  0, REDP, 0, max,  EXT_V, 2) /* signed max(b, a...) */
FAM(VREDMAXU, "vredmaxu", "vs", "", SH_RED, U,   T_M1,  T_B, T_M1,  0, REDP, 0, maxu, EXT_V, 2) /* unsigned max(b, a...) */
FAM(VREDMIN,  "vredmin",  "vs", "", SH_RED, I,   T_M1,  T_B, T_M1,  0, REDP, 0, min,  EXT_V, 2) /* signed min(b, a...) */
FAM(VREDMINU, "vredminu", "vs", "", SH_RED, U,   T_M1,  T_B, T_M1,  0, REDP, 0, minu, EXT_V, 2) /* unsigned min(b, a...) */
FAM(VWREDSUM, "vwredsum", "vs", "", SH_RED, I,   T_WM1, T_B, T_WM1, 0, REDP, 0, wadd, EXT_V, 2) /* b + sext(a0) + ... modulo 2^2SEW */
FAM(VWREDSUMU,"vwredsumu","vs", "", SH_RED, U,   T_WM1, T_B, T_WM1, 0, REDP, 0, add,  EXT_V, 2) /* b + zext(a0) + ... modulo 2^2SEW */
/* unit-stride loads and stores */
FAM(VLE,     "vle",     "v",   "",    SH_LD,    I|U|F, T_B, T_B, 0,   0,    ALL6, FL_EEW, id, EXT_V, 4)  /* a = memory[i] */
FAM(VSE,     "vse",     "v",   "",    SH_ST,    I|U|F, T_B, T_B, 0,   0,    STP,  FL_EEW, id, EXT_V, 4)  /* memory[i] = a (vs3) */
/* strided, indexed and fault-only-first: an access of element i is to element
 * mbase + i * mstep of the array (strided), or at byte offset[i] (indexed, the
 * offsets an input of whole, in-bounds element offsets); the generator keeps
 * every access of an element below vl inside its array (mem_ok) */
FAM(VLSE,    "vlse",    "v",   "",    SH_LDS,   I|U|F, T_B, T_B, 0,    0,   ALL6, FL_EEW, id, EXT_V, 3)  /* a = memory[base + i * stride] */
FAM(VSSE,    "vsse",    "v",   "",    SH_STS,   I|U|F, T_B, T_B, 0,    0,   STP,  FL_EEW, id, EXT_V, 3)  /* memory[base + i * stride] = a (vs3): no two elements at one address */
FAM(VLUXEI,  "vluxei",  "v",   "",    SH_LDX,   I|U|F, T_B, T_B, T_XI, 0,   ALL6, FL_IDX, id, EXT_V, 2)  /* a = memory[offset[i]] */
FAM(VLOXEI,  "vloxei",  "v",   "",    SH_LDX,   I|U|F, T_B, T_B, T_XI, 0,   ALL6, FL_IDX, id, EXT_V, 2)  /* a = memory[offset[i]], accessed in order */
FAM(VSUXEI,  "vsuxei",  "v",   "",    SH_STX,   I|U|F, T_B, T_B, T_XI, 0,   STP,  FL_IDX, id, EXT_V, 2)  /* memory[offset[i]] = a (vs3): distinct offsets */
FAM(VSOXEI,  "vsoxei",  "v",   "",    SH_STX,   I|U|F, T_B, T_B, T_XI, 0,   STP,  FL_IDX | FL_ORD, id, EXT_V, 2)  /* memory[offset[i]] = a in element order: the last active one wins */
FAM(VLEFF,   "vleff",   "v",   "",    SH_LDFF,  I|U|F, T_B, T_B, 0,    0,   ALL6, FL_EEW, id, EXT_V, 3)  /* a = memory[i]; new_vl = vl (every element readable) */
/* mask loads and stores (class MK, B a mask): the mask's bits in bytes, bit i
 * in bit i % 8 of byte i / 8 (the memory is a vuint8 value, T_MB) */
FAM(VLM,     "vlm",     "v",   "",    SH_WLD,   MK,    T_B,  T_MB, 0,   0,    NOPOL, FL_CROSS, vlm, EXT_V, 2)  /* bit i of the bytes */
FAM(VSM,     "vsm",     "v",   "",    SH_WST,   MK,    T_MB, T_B,  0,   0,    NOPOL, FL_CROSS, vsm, EXT_V, 2)  /* the bytes of bits below vl; the last byte's bits from vl on unknown */
/* segments (FL_SEG, over nf = 2..8 fields): segment i is fields 0..nf-1 of
 * element i, in memory one after the other; a tuple value's array holds its
 * segments so.  Field f of segment i is at element f of the segment at
 * element i * nf (unit stride), mbase + i * mstep (strided) or offset[i]
 * (indexed) of the array */
FAM(VLSEG,   "vlseg",   "v",   "",    SH_LD,    I|U|F, T_TB, T_TB, 0,   0,    ALL6, FL_EEW | FL_SEG, id, EXT_V, 2)  /* a = the segments */
FAM(VSSEG,   "vsseg",   "v",   "",    SH_ST,    I|U|F, T_TB, T_TB, 0,   0,    STP,  FL_EEW | FL_SEG, id, EXT_V, 2)  /* the segments = a (vs3) */
FAM(VLSSEG,  "vlsseg",  "v",   "",    SH_LDS,   I|U|F, T_TB, T_TB, 0,   0,    ALL6, FL_EEW | FL_SEG, id, EXT_V, 1)  /* a = the segments at base + i * stride */
FAM(VSSSEG,  "vssseg",  "v",   "",    SH_STS,   I|U|F, T_TB, T_TB, 0,   0,    STP,  FL_EEW | FL_SEG, id, EXT_V, 1)  /* the segments at base + i * stride = a */
FAM(VLUXSEG, "vluxseg", "v",   "",    SH_LDX,   I|U|F, T_TB, T_TB, T_XI, 0,   ALL6, FL_IDX | FL_SEG, id, EXT_V, 1)  /* a = the segments at offset[i] */
FAM(VLOXSEG, "vloxseg", "v",   "",    SH_LDX,   I|U|F, T_TB, T_TB, T_XI, 0,   ALL6, FL_IDX | FL_SEG, id, EXT_V, 1)  /* a = the segments at offset[i], in order */
FAM(VSUXSEG, "vsuxseg", "v",   "",    SH_STX,   I|U|F, T_TB, T_TB, T_XI, 0,   STP,  FL_IDX | FL_SEG, id, EXT_V, 1)  /* the segments at offset[i] = a: distinct offsets */
FAM(VSOXSEG, "vsoxseg", "v",   "",    SH_STX,   I|U|F, T_TB, T_TB, T_XI, 0,   STP,  FL_IDX | FL_SEG | FL_ORD, id, EXT_V, 1)  /* the segments at offset[i] = a, in order */
FAM(VLSEGFF, "vlsegff", "v",   "",    SH_LDFF,  I|U|F, T_TB, T_TB, 0,   0,    ALL6, FL_EEW | FL_SEG, id, EXT_V, 1)  /* a = the segments; new_vl = vl */
/* fixed point: saturating add and subtract; the result is clipped to the range of B */
FAM(VSADD,   "vsadd",   "vv",  "vx",  SH_BIN,   I,     T_B, T_B, T_B, S_B,  ALL6, 0, sadd,    EXT_V, 4) /* a + b, saturated to [MIN, MAX] */
FAM(VSADDU,  "vsaddu",  "vv",  "vx",  SH_BIN,   U,     T_B, T_B, T_B, S_B,  ALL6, 0, saddu,   EXT_V, 4) /* a + b, saturated to MAX */
FAM(VSSUB,   "vssub",   "vv",  "vx",  SH_BIN,   I,     T_B, T_B, T_B, S_B,  ALL6, 0, ssub,    EXT_V, 4) /* a - b, saturated to [MIN, MAX] */
FAM(VSSUBU,  "vssubu",  "vv",  "vx",  SH_BIN,   U,     T_B, T_B, T_B, S_B,  ALL6, 0, ssubu,   EXT_V, 4) /* a - b, saturated to 0 */
/* fixed point with a vxrm argument: roundoff(v, d) = (v >> d) + r, r by vxrm from the d bits shifted out */
FAM(VAADD,   "vaadd",   "vv",  "vx",  SH_BIN,   I,     T_B, T_B, T_B, S_B,  ALL6, FL_VXRM, aadd,  EXT_V, 4) /* roundoff_signed(a + b, 1), a + b in SEW+1 bits */
FAM(VAADDU,  "vaaddu",  "vv",  "vx",  SH_BIN,   U,     T_B, T_B, T_B, S_B,  ALL6, FL_VXRM, aaddu, EXT_V, 4) /* roundoff_unsigned(a + b, 1), a + b in SEW+1 bits */
FAM(VASUB,   "vasub",   "vv",  "vx",  SH_BIN,   I,     T_B, T_B, T_B, S_B,  ALL6, FL_VXRM, asub,  EXT_V, 4) /* roundoff_signed(a - b, 1), low SEW bits */
FAM(VASUBU,  "vasubu",  "vv",  "vx",  SH_BIN,   U,     T_B, T_B, T_B, S_B,  ALL6, FL_VXRM, asubu, EXT_V, 4) /* roundoff_unsigned(a - b, 1), low SEW bits */
FAM(VSMUL,   "vsmul",   "vv",  "vx",  SH_BIN,   I,     T_B, T_B, T_B, S_B,  ALL6, FL_VXRM, smul,  EXT_V, 4) /* clip(roundoff_signed(a * b, SEW-1)): MIN * MIN = MAX */
FAM(VSSRL,   "vssrl",   "vv",  "vx",  SH_BIN,   U,     T_B, T_B, T_U, S_SZ, ALL6, FL_VXRM, ssrl,  EXT_V, 4) /* roundoff_unsigned(a, b % SEW) */
FAM(VSSRA,   "vssra",   "vv",  "vx",  SH_BIN,   I,     T_B, T_B, T_U, S_SZ, ALL6, FL_VXRM, ssra,  EXT_V, 4) /* roundoff_signed(a, b % SEW) */
FAM(VNCLIPU, "vnclipu", "wv",  "wx",  SH_BIN,   U,     T_B, T_W, T_U, S_SZ, ALL6, FL_VXRM, nclipu, EXT_V, 3) /* roundoff_unsigned(a, b % 2SEW) saturated to [0, MAX] */
FAM(VNCLIP,  "vnclip",  "wv",  "wx",  SH_BIN,   I,     T_B, T_W, T_U, S_SZ, ALL6, FL_VXRM, nclip, EXT_V, 3) /* roundoff_signed(a, b % 2SEW) saturated to [MIN, MAX] */
/* add with carry, subtract with borrow: v0 is the carry or borrow in (m) */
FAM(VADC,    "vadc",    "vvm", "vxm", SH_MERGE, I|U,   T_B, T_B, T_B, S_B,  NOTU,  0, adc,    EXT_V, 3) /* a + b + m */
FAM(VSBC,    "vsbc",    "vvm", "vxm", SH_MERGE, I|U,   T_B, T_B, T_B, S_B,  NOTU,  0, sbc,    EXT_V, 3) /* a - b - m */
FAM(VMADCM,  "vmadc",   "vvm", "vxm", SH_MERGE, I|U,   T_M, T_B, T_B, S_B,  NOPOL, 0, madc,   EXT_V, 2) /* carry out of a + b + m */
FAM(VMADC,   "vmadc",   "vv",  "vx",  SH_BIN,   I|U,   T_M, T_B, T_B, S_B,  NOPOL, 0, madc,   EXT_V, 2) /* carry out of a + b */
FAM(VMSBCM,  "vmsbc",   "vvm", "vxm", SH_MERGE, I|U,   T_M, T_B, T_B, S_B,  NOPOL, 0, msbc,   EXT_V, 2) /* borrow out of a - b - m */
FAM(VMSBC,   "vmsbc",   "vv",  "vx",  SH_BIN,   I|U,   T_M, T_B, T_B, S_B,  NOPOL, 0, msbc,   EXT_V, 2) /* borrow out of a - b */
/* mask-register logical: B is a mask (class MK, one row per ratio b1..b64); a = vs2 (vs), b = vs1 */
FAM(VMAND,   "vmand",   "mm",  "",    SH_BIN,   MK,    T_B, T_B, T_B, 0,    NOPOL, 0, mand,   EXT_V, 2) /* a & b */
FAM(VMNAND,  "vmnand",  "mm",  "",    SH_BIN,   MK,    T_B, T_B, T_B, 0,    NOPOL, 0, mnand,  EXT_V, 2) /* !(a & b) */
FAM(VMANDN,  "vmandn",  "mm",  "",    SH_BIN,   MK,    T_B, T_B, T_B, 0,    NOPOL, 0, mandn,  EXT_V, 2) /* a & !b */
FAM(VMXOR,   "vmxor",   "mm",  "",    SH_BIN,   MK,    T_B, T_B, T_B, 0,    NOPOL, 0, mxor,   EXT_V, 2) /* a ^ b */
FAM(VMOR,    "vmor",    "mm",  "",    SH_BIN,   MK,    T_B, T_B, T_B, 0,    NOPOL, 0, mor,    EXT_V, 2) /* a | b */
FAM(VMNOR,   "vmnor",   "mm",  "",    SH_BIN,   MK,    T_B, T_B, T_B, 0,    NOPOL, 0, mnor,   EXT_V, 2) /* !(a | b) */
FAM(VMORN,   "vmorn",   "mm",  "",    SH_BIN,   MK,    T_B, T_B, T_B, 0,    NOPOL, 0, morn,   EXT_V, 2) /* a | !b */
FAM(VMXNOR,  "vmxnor",  "mm",  "",    SH_BIN,   MK,    T_B, T_B, T_B, 0,    NOPOL, 0, mxnor,  EXT_V, 2) /* !(a ^ b) */
FAM(VMMV,    "vmmv",    "m",   "",    SH_UN,    MK,    T_B, T_B, 0,   0,    NOPOL, 0, id,     EXT_V, 1) /* a (vmand a, a) */
FAM(VMNOT,   "vmnot",   "m",   "",    SH_UN,    MK,    T_B, T_B, 0,   0,    NOPOL, 0, mnot,   EXT_V, 2) /* !a (vmnand a, a) */
FAM(VMCLR,   "vmclr",   "m",   "",    SH_0,     MK,    T_B, 0,   0,   0,    NOPOL, 0, mclr,   EXT_V, 1) /* 0 (vmxor vd, vd) */
FAM(VMSET,   "vmset",   "m",   "",    SH_0,     MK,    T_B, 0,   0,   0,    NOPOL, 0, mset,   EXT_V, 1) /* 1 (vmxnor vd, vd) */
/* mask-based, whole-vector: over the active elements of a (vs2) below vl, in index order */
FAM(VCPOP,   "vcpop",   "m",   "",    SH_UN2S,  MK,    T_XU, T_B, 0,  0,    STP,  0, cpop,    EXT_V, 2) /* the number of active set bits */
FAM(VFIRST,  "vfirst",  "m",   "",    SH_UN2S,  MK,    T_X, T_B, 0,   0,    STP,  0, first,   EXT_V, 2) /* the index of the first active set bit, -1 if none */
FAM(VMSBF,   "vmsbf",   "m",   "",    SH_WUN2,  MK,    T_B, T_B, 0,   0,    CMPP, 0, msbf,    EXT_V, 2) /* 1 if no active set bit at or before i */
FAM(VMSIF,   "vmsif",   "m",   "",    SH_WUN2,  MK,    T_B, T_B, 0,   0,    CMPP, 0, msif,    EXT_V, 2) /* 1 if no active set bit before i */
FAM(VMSOF,   "vmsof",   "m",   "",    SH_WUN2,  MK,    T_B, T_B, 0,   0,    CMPP, 0, msof,    EXT_V, 2) /* 1 if a[i] is the first active set bit */

/* floating point: single-width arithmetic, rounded per frm (RNE) or the _rm argument */
FAM(VFADD,   "vfadd",   "vv",  "vf",  SH_BIN,   F,     T_B, T_B, T_B, S_B,  ALL6, FL_RM|FL_CANON, fadd,  EXT_V, 8) /* a + b */
FAM(VFSUB,   "vfsub",   "vv",  "vf",  SH_BIN,   F,     T_B, T_B, T_B, S_B,  ALL6, FL_RM|FL_CANON, fsub,  EXT_V, 6) /* a - b */
FAM(VFRSUB,  "vfrsub",  "",    "vf",  SH_BIN,   F,     T_B, T_B, T_B, S_B,  ALL6, FL_RM|FL_CANON, frsub, EXT_V, 3) /* b - a */
FAM(VFMUL,   "vfmul",   "vv",  "vf",  SH_BIN,   F,     T_B, T_B, T_B, S_B,  ALL6, FL_RM|FL_CANON, fmul,  EXT_V, 6) /* a * b */
FAM(VFDIV,   "vfdiv",   "vv",  "vf",  SH_BIN,   F,     T_B, T_B, T_B, S_B,  ALL6, FL_RM|FL_CANON, fdiv,  EXT_V, 4) /* a / b */
FAM(VFRDIV,  "vfrdiv",  "",    "vf",  SH_BIN,   F,     T_B, T_B, T_B, S_B,  ALL6, FL_RM|FL_CANON, frdiv, EXT_V, 3) /* b / a */
FAM(VFSQRT,  "vfsqrt",  "v",   "",    SH_UN2,   F,     T_B, T_B, 0,   0,    ALL6, FL_RM|FL_CANON, fsqrt, EXT_V, 3) /* sqrt(a) */
/* fused multiply-add, one rounding */
FAM(VFMACC,  "vfmacc",  "vv",  "vf",  SH_MAC,   F,     T_B, T_B, T_B, S_B,  ALL6, FL_RM|FL_CANON, fmacc,  EXT_V, 4) /* +(b * a) + c */
FAM(VFNMACC, "vfnmacc", "vv",  "vf",  SH_MAC,   F,     T_B, T_B, T_B, S_B,  ALL6, FL_RM|FL_CANON, fnmacc, EXT_V, 3) /* -(b * a) - c */
FAM(VFMSAC,  "vfmsac",  "vv",  "vf",  SH_MAC,   F,     T_B, T_B, T_B, S_B,  ALL6, FL_RM|FL_CANON, fmsac,  EXT_V, 3) /* +(b * a) - c */
FAM(VFNMSAC, "vfnmsac", "vv",  "vf",  SH_MAC,   F,     T_B, T_B, T_B, S_B,  ALL6, FL_RM|FL_CANON, fnmsac, EXT_V, 3) /* -(b * a) + c */
FAM(VFMADD,  "vfmadd",  "vv",  "vf",  SH_MAC,   F,     T_B, T_B, T_B, S_B,  ALL6, FL_RM|FL_CANON, fmadd,  EXT_V, 3) /* +(b * c) + a */
FAM(VFNMADD, "vfnmadd", "vv",  "vf",  SH_MAC,   F,     T_B, T_B, T_B, S_B,  ALL6, FL_RM|FL_CANON, fnmadd, EXT_V, 3) /* -(b * c) - a */
FAM(VFMSUB,  "vfmsub",  "vv",  "vf",  SH_MAC,   F,     T_B, T_B, T_B, S_B,  ALL6, FL_RM|FL_CANON, fmsub,  EXT_V, 3) /* +(b * c) - a */
FAM(VFNMSUB, "vfnmsub", "vv",  "vf",  SH_MAC,   F,     T_B, T_B, T_B, S_B,  ALL6, FL_RM|FL_CANON, fnmsub, EXT_V, 3) /* -(b * c) + a */
/* min/max (IEEE 754-2019 minimumNumber/maximumNumber), sign injection, class */
FAM(VFMIN,   "vfmin",   "vv",  "vf",  SH_BIN,   F,     T_B, T_B, T_B, S_B,  ALL6, FL_CANON, fmin,   EXT_V, 3) /* min(a, b), -0 < +0, NaN loses */
FAM(VFMAX,   "vfmax",   "vv",  "vf",  SH_BIN,   F,     T_B, T_B, T_B, S_B,  ALL6, FL_CANON, fmax,   EXT_V, 3) /* max(a, b), -0 < +0, NaN loses */
FAM(VFSGNJ,  "vfsgnj",  "vv",  "vf",  SH_BIN,   F,     T_B, T_B, T_B, S_B,  ALL6, FL_BITS, fsgnj,   EXT_V, 2) /* |a| with the sign of b */
FAM(VFSGNJN, "vfsgnjn", "vv",  "vf",  SH_BIN,   F,     T_B, T_B, T_B, S_B,  ALL6, FL_BITS, fsgnjn,  EXT_V, 2) /* |a| with the opposite sign of b */
FAM(VFSGNJX, "vfsgnjx", "vv",  "vf",  SH_BIN,   F,     T_B, T_B, T_B, S_B,  ALL6, FL_BITS, fsgnjx,  EXT_V, 2) /* a with its sign xor b's */
FAM(VFNEG,   "vfneg",   "v",   "",    SH_UN,    F,     T_B, T_B, 0,   0,    ALL6, 0, fneg,          EXT_V, 2) /* a with its sign flipped */
FAM(VFABS,   "vfabs",   "v",   "",    SH_UN2,   F,     T_B, T_B, 0,   0,    ALL6, 0, fabs,          EXT_V, 2) /* a with its sign cleared */
FAM(VFCLASS, "vfclass", "v",   "",    SH_UN2,   U,     T_B, T_F, 0,   0,    ALL6, FL_BITS, fclass,  EXT_V, 2) /* fclass bits of float a */
/* 7-bit estimates (spec tables) */
FAM(VFREC7,  "vfrec7",  "v",   "",    SH_UN2,   F,     T_B, T_B, 0,   0,    ALL6, FL_RM|FL_CANON, frec7,   EXT_V, 2) /* ~1/a */
FAM(VFRSQRT7,"vfrsqrt7","v",   "",    SH_UN2,   F,     T_B, T_B, 0,   0,    ALL6, FL_CANON, frsqrt7,       EXT_V, 2) /* ~1/sqrt(a) */
/* merge and move of a float scalar */
FAM(VFMERGE, "vfmerge", "",    "vfm", SH_MERGE, F,     T_B, T_B, 0,   S_B,  NOTU, 0, merge,         EXT_V, 3) /* v0 ? b : a */
FAM(VFMV,    "vfmv",    "",    "v_f", SH_MV,    F,     T_B, 0,   0,   S_B,  NOTU, 0, mv,            EXT_V, 2) /* b */
/* float compares: the result is a mask; NaN compares false (unequal) */
FAM(VMFEQ,   "vmfeq",   "vv",  "vf",  SH_BIN,   F,     T_M, T_B, T_B, S_B,  CMPP, 0, feq,           EXT_V, 3) /* a == b */
FAM(VMFNE,   "vmfne",   "vv",  "vf",  SH_BIN,   F,     T_M, T_B, T_B, S_B,  CMPP, 0, fne,           EXT_V, 3) /* a != b */
FAM(VMFLT,   "vmflt",   "vv",  "vf",  SH_BIN,   F,     T_M, T_B, T_B, S_B,  CMPP, 0, flt,           EXT_V, 3) /* a < b */
FAM(VMFLE,   "vmfle",   "vv",  "vf",  SH_BIN,   F,     T_M, T_B, T_B, S_B,  CMPP, 0, fle,           EXT_V, 3) /* a <= b */
FAM(VMFGT,   "vmfgt",   "vv",  "vf",  SH_BIN,   F,     T_M, T_B, T_B, S_B,  CMPP, 0, fgt,           EXT_V, 3) /* a > b */
FAM(VMFGE,   "vmfge",   "vv",  "vf",  SH_BIN,   F,     T_M, T_B, T_B, S_B,  CMPP, 0, fge,           EXT_V, 3) /* a >= b */
/* widening: B is the double-width result, H its half */
FAM(VFWADD,  "vfwadd",  "vv",  "vf",  SH_BIN,   F,     T_B, T_H, T_H, S_H,  ALL6, FL_RM|FL_CANON, fadd,  EXT_V, 3) /* a + b, both widened */
FAM(VFWADDW, "vfwadd",  "wv",  "wf",  SH_BIN,   F,     T_B, T_B, T_H, S_H,  ALL6, FL_RM|FL_CANON, fadd,  EXT_V, 3) /* a + b, b widened */
FAM(VFWSUB,  "vfwsub",  "vv",  "vf",  SH_BIN,   F,     T_B, T_H, T_H, S_H,  ALL6, FL_RM|FL_CANON, fsub,  EXT_V, 3) /* a - b, both widened */
FAM(VFWSUBW, "vfwsub",  "wv",  "wf",  SH_BIN,   F,     T_B, T_B, T_H, S_H,  ALL6, FL_RM|FL_CANON, fsub,  EXT_V, 3) /* a - b, b widened */
FAM(VFWMUL,  "vfwmul",  "vv",  "vf",  SH_BIN,   F,     T_B, T_H, T_H, S_H,  ALL6, FL_RM|FL_CANON, fmul,  EXT_V, 3) /* a * b, both widened */
FAM(VFWMACC, "vfwmacc", "vv",  "vf",  SH_MAC,   F,     T_B, T_H, T_H, S_H,  ALL6, FL_RM|FL_CANON|FL_VS1, fmacc,  EXT_V, 3) /* +(b * a) + c */
FAM(VFWNMACC,"vfwnmacc","vv",  "vf",  SH_MAC,   F,     T_B, T_H, T_H, S_H,  ALL6, FL_RM|FL_CANON|FL_VS1, fnmacc, EXT_V, 2) /* -(b * a) - c */
FAM(VFWMSAC, "vfwmsac", "vv",  "vf",  SH_MAC,   F,     T_B, T_H, T_H, S_H,  ALL6, FL_RM|FL_CANON|FL_VS1, fmsac,  EXT_V, 2) /* +(b * a) - c */
FAM(VFWNMSAC,"vfwnmsac","vv",  "vf",  SH_MAC,   F,     T_B, T_H, T_H, S_H,  ALL6, FL_RM|FL_CANON|FL_VS1, fnmsac, EXT_V, 2) /* -(b * a) + c */
/* conversions: B is the result; RISC-V saturation and NaN -> max integer */
FAM(VFCVT_X_F,      "vfcvt",  "x_f_v",      "", SH_UN2, I, T_B, T_F,  0, 0, ALL6, FL_RM, fcvt_x,  EXT_V, 2) /* float a -> signed, rounded */
FAM(VFCVT_XU_F,     "vfcvt",  "xu_f_v",     "", SH_UN2, U, T_B, T_F,  0, 0, ALL6, FL_RM, fcvt_xu, EXT_V, 2) /* float a -> unsigned, rounded */
FAM(VFCVT_RTZ_X_F,  "vfcvt",  "rtz_x_f_v",  "", SH_UN2, I, T_B, T_F,  0, 0, ALL6, FL_RTZ, fcvt_x, EXT_V, 1) /* float a -> signed, truncated */
FAM(VFCVT_RTZ_XU_F, "vfcvt",  "rtz_xu_f_v", "", SH_UN2, U, T_B, T_F,  0, 0, ALL6, FL_RTZ, fcvt_xu, EXT_V, 1) /* float a -> unsigned, truncated */
FAM(VFCVT_F_X,      "vfcvt",  "f_x_v",      "", SH_UN2, F, T_B, T_I,  0, 0, ALL6, FL_RM, fcvt_f_x,  EXT_V, 2) /* signed a -> float, rounded */
FAM(VFCVT_F_XU,     "vfcvt",  "f_xu_v",     "", SH_UN2, F, T_B, T_U,  0, 0, ALL6, FL_RM, fcvt_f_xu, EXT_V, 2) /* unsigned a -> float, rounded */
FAM(VFWCVT_F_F,     "vfwcvt", "f_f_v",      "", SH_UN2, F, T_B, T_H,  0, 0, ALL6, FL_CANON, fcvt_f_f, EXT_V, 2) /* float a -> wider float, exact */
FAM(VFWCVT_F_X,     "vfwcvt", "f_x_v",      "", SH_UN2, F, T_B, T_HI, 0, 0, ALL6, 0, fcvt_f_x,  EXT_V, 2) /* signed a -> wider float, exact */
FAM(VFWCVT_F_XU,    "vfwcvt", "f_xu_v",     "", SH_UN2, F, T_B, T_HU, 0, 0, ALL6, 0, fcvt_f_xu, EXT_V, 2) /* unsigned a -> wider float, exact */
FAM(VFWCVT_X_F,     "vfwcvt", "x_f_v",      "", SH_UN2, I, T_B, T_HF, 0, 0, ALL6, FL_RM, fcvt_x,  EXT_V, 2) /* float a -> wider signed, rounded */
FAM(VFWCVT_XU_F,    "vfwcvt", "xu_f_v",     "", SH_UN2, U, T_B, T_HF, 0, 0, ALL6, FL_RM, fcvt_xu, EXT_V, 2) /* float a -> wider unsigned, rounded */
FAM(VFWCVT_RTZ_X_F, "vfwcvt", "rtz_x_f_v",  "", SH_UN2, I, T_B, T_HF, 0, 0, ALL6, FL_RTZ, fcvt_x, EXT_V, 1) /* float a -> wider signed, truncated */
FAM(VFWCVT_RTZ_XU_F,"vfwcvt", "rtz_xu_f_v", "", SH_UN2, U, T_B, T_HF, 0, 0, ALL6, FL_RTZ, fcvt_xu, EXT_V, 1) /* float a -> wider unsigned, truncated */
FAM(VFNCVT_F_F,     "vfncvt", "f_f_w",      "", SH_UN2, F, T_B, T_W,  0, 0, ALL6, FL_RM|FL_CANON, fcvt_f_f, EXT_V, 2) /* float a -> narrower float, rounded */
FAM(VFNCVT_ROD_F_F, "vfncvt", "rod_f_f_w",  "", SH_UN2, F, T_B, T_W,  0, 0, ALL6, FL_ROD|FL_CANON, fcvt_f_f, EXT_V, 2) /* float a -> narrower float, round to odd */
FAM(VFNCVT_X_F,     "vfncvt", "x_f_w",      "", SH_UN2, I, T_B, T_WF, 0, 0, ALL6, FL_RM, fcvt_x,  EXT_V, 2) /* float a -> narrower signed, rounded */
FAM(VFNCVT_XU_F,    "vfncvt", "xu_f_w",     "", SH_UN2, U, T_B, T_WF, 0, 0, ALL6, FL_RM, fcvt_xu, EXT_V, 2) /* float a -> narrower unsigned, rounded */
FAM(VFNCVT_RTZ_X_F, "vfncvt", "rtz_x_f_w",  "", SH_UN2, I, T_B, T_WF, 0, 0, ALL6, FL_RTZ, fcvt_x, EXT_V, 1) /* float a -> narrower signed, truncated */
FAM(VFNCVT_RTZ_XU_F,"vfncvt", "rtz_xu_f_w", "", SH_UN2, U, T_B, T_WF, 0, 0, ALL6, FL_RTZ, fcvt_xu, EXT_V, 1) /* float a -> narrower unsigned, truncated */
FAM(VFNCVT_F_X,     "vfncvt", "f_x_w",      "", SH_UN2, F, T_B, T_WI, 0, 0, ALL6, FL_RM, fcvt_f_x,  EXT_V, 2) /* wider signed a -> float, rounded */
FAM(VFNCVT_F_XU,    "vfncvt", "f_xu_w",     "", SH_UN2, F, T_B, T_WU, 0, 0, ALL6, FL_RM, fcvt_f_xu, EXT_V, 2) /* wider unsigned a -> float, rounded */
/* reductions over the active elements; b (vs1[0]) is the start value, the result is element 0 */
FAM(VFREDOSUM,  "vfredosum",  "vs", "", SH_RED, F, T_M1,  T_B, T_M1,  0, REDP, FL_RM|FL_CANON, fredsum, EXT_V, 3) /* ((b + a0) + a1) + ... in order */
FAM(VFREDUSUM,  "vfredusum",  "vs", "", SH_RED, F, T_M1,  T_B, T_M1,  0, REDP, FL_RM|FL_CANON|FL_UNORD, fredsum, EXT_V, 3) /* b + sum(a), any order */
FAM(VFREDMAX,   "vfredmax",   "vs", "", SH_RED, F, T_M1,  T_B, T_M1,  0, REDP, FL_CANON, fredmax, EXT_V, 2) /* max(b, a...) */
FAM(VFREDMIN,   "vfredmin",   "vs", "", SH_RED, F, T_M1,  T_B, T_M1,  0, REDP, FL_CANON, fredmin, EXT_V, 2) /* min(b, a...) */
FAM(VFWREDOSUM, "vfwredosum", "vs", "", SH_RED, F, T_WM1, T_B, T_WM1, 0, REDP, FL_RM|FL_CANON, fredsum, EXT_V, 2) /* b + widened a0 + ... in order */
FAM(VFWREDUSUM, "vfwredusum", "vs", "", SH_RED, F, T_WM1, T_B, T_WM1, 0, REDP, FL_RM|FL_CANON|FL_UNORD, fredsum, EXT_V, 2) /* b + sum of widened a, any order */

/* whole-vector families: an element depends on other elements, on vl or on
 * VLMAX (model.c's whole-vector kernels; elements that differ between VLEN
 * 128 and 1024 are unknown).  off = rs1, VLMAX = VLEN * LMUL / SEW. */
FAM(VSLIDEUP,    "vslideup",    "",   "vx",  SH_WUP,   I|U|F, T_B, T_B, 0,      S_SZ, ALL6, 0, slideup,   EXT_V, 2) /* i < off: c[i] (vd, kept); else a[i - off] */
FAM(VSLIDEDOWN,  "vslidedown",  "",   "vx",  SH_WBIN,  I|U|F, T_B, T_B, 0,      S_SZ, ALL6, 0, slidedown, EXT_V, 2) /* i + off < VLMAX ? a[i + off] : 0 (a read past vl) */
FAM(VSLIDE1UP,   "vslide1up",   "",   "vx",  SH_WBIN,  I|U,   T_B, T_B, 0,      S_B,  ALL6, 0, slide1up,  EXT_V, 2) /* i == 0 ? b : a[i - 1] */
FAM(VSLIDE1DOWN, "vslide1down", "",   "vx",  SH_WBIN,  I|U,   T_B, T_B, 0,      S_B,  ALL6, 0, slide1down, EXT_V, 2) /* i == vl - 1 ? b : a[i + 1] */
FAM(VFSLIDE1UP,  "vfslide1up",  "",   "vf",  SH_WBIN,  F,     T_B, T_B, 0,      S_B,  ALL6, 0, slide1up,  EXT_V, 2) /* i == 0 ? b : a[i - 1] */
FAM(VFSLIDE1DOWN,"vfslide1down","",   "vf",  SH_WBIN,  F,     T_B, T_B, 0,      S_B,  ALL6, 0, slide1down, EXT_V, 2) /* i == vl - 1 ? b : a[i + 1] */
FAM(VRGATHER,    "vrgather",    "vv", "vx",  SH_WBIN,  I|U|F, T_B, T_B, T_U,    S_SZ, ALL6, FL_VS1, rgather, EXT_V, 2) /* x = b[i] (vv) or b (vx): x < VLMAX ? a[x] : 0 */
FAM(VRGATHEREI16,"vrgatherei16","vv", "",    SH_WBIN,  I|U|F, T_B, T_B, T_EI16, 0,    ALL6, 0, rgather,   EXT_V, 2) /* x = b[i], 16 bits: x < VLMAX ? a[x] : 0 */
FAM(VCOMPRESS,   "vcompress",   "vm", "",    SH_WBIN,  I|U|F, T_B, T_B, T_M,    0,    NOTU, 0, compress,  EXT_V, 2) /* a[j] for the i-th set bit j < vl of mask b; past the count, tail */
FAM(VID,         "vid",         "v",  "",    SH_WNONE, U,     T_B, 0,   0,      0,    ALL6, 0, vid,       EXT_V, 2) /* i */
FAM(VIOTA,       "viota",       "m",  "",    SH_WUN2,  U,     T_B, T_M, 0,      0,    ALL6, 0, iota,      EXT_V, 2) /* set bits of mask a at active j < i */
FAM(VMV_S_X,     "vmv",         "",   "s_x", SH_WMV,   I|U,   T_B, 0,   0,      S_B,  NOTU, 0, mv_s,      EXT_V, 2) /* i == 0 ? b : tail */
FAM(VFMV_S_F,    "vfmv",        "",   "s_f", SH_WMV,   F,     T_B, 0,   0,      S_B,  NOTU, 0, mv_s,      EXT_V, 2) /* i == 0 ? b : tail */
FAM(VMV_X_S,     "vmv",         "x_s", "",   SH_WGET,  I|U,   T_S, 0,   T_B,    0,    NOPOL, 0, mv_x,     EXT_V, 2) /* scalar b[0], whatever vl */
FAM(VFMV_F_S,    "vfmv",        "f_s", "",   SH_WGET,  F,     T_S, 0,   T_B,    0,    NOPOL, 0, mv_x,     EXT_V, 2) /* scalar b[0], whatever vl */

/* views (X_VIEW, FL_VIEW): the same registers as another type, no vl; named
 * _<source>_<result>; k is the view number of the second type (T_V*) */
FAM(VREINTERPRET,   "vreinterpret", "v", "", SH_VIEW,  I|U|F, T_VC, T_B,  0, 0, NOPOL, FL_VIEW, view, EXT_V, 2) /* the same bits, class k */
FAM(VREINTERPRET_S, "vreinterpret", "v", "", SH_VIEW,  I|U,   T_VS, T_B,  0, 0, NOPOL, FL_VIEW|FL_CROSS, reinterpret, EXT_V, 2) /* SEW 8<<k: bytes in memory order */
FAM(VREINTERPRET_M, "vreinterpret", "v", "", SH_VIEW,  I|U,   T_VM, T_B,  0, 0, NOPOL, FL_VIEW|FL_CROSS, int_mask, EXT_V, 1) /* mask bit i = bit i%SEW of a[i/SEW] */
FAM(VREINTERPRET_B, "vreinterpret", "v", "", SH_VIEW,  I|U,   T_B,  T_VM, 0, 0, NOPOL, FL_VIEW|FL_CROSS, mask_int, EXT_V, 1) /* element i = mask bits i*SEW .. */
FAM(VLMUL_EXT,      "vlmul_ext",    "v", "", SH_VVAL,  I|U|F, T_VU, T_B,  0, 0, NOPOL, FL_VIEW, view, EXT_V, 2) /* a in a larger group (the rest undefined) */
FAM(VLMUL_TRUNC,    "vlmul_trunc",  "v", "", SH_VVAL,  I|U|F, T_VD, T_B,  0, 0, NOPOL, FL_VIEW, view, EXT_V, 2) /* the low part of group a */
FAM(VGET,           "vget",         "v", "", SH_VGET,  I|U|F, T_VD, T_B,  0, 0, NOPOL, FL_VIEW|FL_PART, view, EXT_V, 2) /* part index of group a */
FAM(VSET,           "vset",         "v", "", SH_VSET,  I|U|F, T_VU, T_B,  0, 0, NOPOL, FL_VIEW|FL_PART, vset, EXT_V, 2) /* group c with part index = a */
FAM(VCREATE,        "vcreate",      "v", "", SH_VMAKE, I|U|F, T_VU, T_B,  0, 0, NOPOL, FL_VIEW|FL_PART, view, EXT_V, 2) /* the group of parts v0 (a), v1, ... */
FAM(VUNDEFINED,     "vundefined",   "",  "", SH_VNONE, I|U|F, T_B,  0,    0, 0, NOPOL, 0, undef, EXT_V, 1) /* undefined */
/* tuples (FL_SEG views): fields of a tuple, every element known */
FAM(VGET_T,       "vget",       "v", "", SH_VGET,  I|U|F, T_B,  T_TB, 0, 0, NOPOL, FL_VIEW | FL_SEG, tget, EXT_V, 2) /* field index of tuple a */
FAM(VSET_T,       "vset",       "v", "", SH_VSET,  I|U|F, T_TB, T_B,  0, 0, NOPOL, FL_VIEW | FL_SEG, tset, EXT_V, 2) /* tuple c with field index = a */
FAM(VCREATE_T,    "vcreate",    "v", "", SH_VMAKE, I|U|F, T_TB, T_B,  0, 0, NOPOL, FL_VIEW | FL_SEG, tcreate, EXT_V, 2) /* the tuple of fields v0 (a), v1, ... */
FAM(VUNDEFINED_T, "vundefined", "",  "", SH_VNONE, I|U|F, T_TB, 0,    0, 0, NOPOL, FL_SEG, undef, EXT_V, 1) /* undefined */
FAM(VSETVL,         "vsetvl",       "",  "", SH_VL,    U,     T_SZ, 0,    0, 0, NOPOL, FL_VTYPE, setvl, EXT_V, 1) /* vl for avl b: b if b <= VLMAX */
FAM(VSETVLMAX,      "vsetvlmax",    "",  "", SH_VLMAX, U,     T_SZ, 0,    0, 0, NOPOL, FL_VTYPE, setvlmax, EXT_V, 1) /* VLMAX */

#undef FAM
