/* rif: random tests for the RISC-V Vector C intrinsics.  One header for all
 * of rif, grouped by the file that defines each part. */
#ifndef RIF_H
#define RIF_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define RIF_VERSION "0.2.0"

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

/* util.c */
#if defined(__GNUC__)
#define PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define PRINTF(f, a)
#endif
_Noreturn void err(const char *fmt, ...) PRINTF(1, 2);  /* bad input: message, exit 2 */
extern void (*err_hook)(void);          /* if set, err() calls it before exiting */
_Noreturn void die_at(const char *file, int line, const char *fmt, ...) PRINTF(3, 4);
#define die(...) die_at(__FILE__, __LINE__, __VA_ARGS__)  /* broken invariant: abort */
#define ensure(c) ((c) ? (void)0 : die("invariant failed: %s", #c))
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
/* grow *p (an array of *cap elements of size sz) to hold at least n */
void grow(void *pp, int *cap, int n, size_t sz);

typedef struct Arena Arena;     /* bump allocator, freed at once */
Arena *arena_new(void);
void *arena_alloc(Arena *a, size_t n);   /* zeroed, 16-byte aligned */
void arena_free(Arena *a);

typedef struct { uint64_t s[4]; } Rng;   /* xoshiro256** */
void rng_seed(Rng *r, uint64_t seed);
uint64_t rng_next(Rng *r);
uint64_t rng_below(Rng *r, uint64_t n);  /* uniform in [0, n), n > 0 */
int rng_chance(Rng *r, unsigned percent);
int rng_weighted(Rng *r, const unsigned *w, int n);  /* index, or -1 if all weights are 0 */
uint64_t mix64(uint64_t x);              /* splitmix64 finaliser */
int bits_set(unsigned m);               /* how many bits of m are 1 */

typedef struct { char *s; size_t len, cap; } Buf;
extern Buf cmdline;                     /* rif's command line, quoted (record_cmdline) */
void record_cmdline(int argc, char **argv);
void buf_printf(Buf *b, const char *fmt, ...) PRINTF(2, 3);
void buf_puts(Buf *b, const char *s);
void buf_free(Buf *b);
/* write data to path through a temporary file and rename; err() on failure */
typedef struct { FILE *f; char *path, *tmp; } Out;
Out *out_try(const char *path);         /* NULL and errno on failure */
Out *out_open(const char *path);        /* err() on failure */
void out_commit(Out *o, const char *data, size_t len);
int out_close(Out *o, const char *data, size_t len);    /* out_commit that returns the errno */
int same_file(const char *a, const char *b);    /* do two paths name one file */
void out_abandon(Out *o);
void write_file(const char *path, const char *data, size_t len);
char *read_file(const char *path, size_t *len);   /* NULL if unreadable */
char *read_file_max(const char *path, size_t *len, size_t max);        /* NULL, EFBIG if larger */
#define MAXINPUT ((size_t)16 << 20)          /* rif's own files, lists of known bugs and deny lists */
#define MAXJOURNAL ((size_t)1 << 30)         /* a campaign's journal */
int next_kv(char **p, char **key, char **val);    /* "key value" lines, cut in place */
/* rif's own files read strictly: a header "<kind> <version>", then "key
 * value" lines; while a line is read err() names the file, line and key */
typedef struct { const char *path; char *text, *p; int line; char bad[400]; } KvFile;
extern char err_where[800];
void kv_open(KvFile *f, const char *path, const char *kind);    /* err() if unusable or unsealed */
void kv_seal(Buf *b);           /* the last line of each: the cksum of every line */
uint32_t cksum(const char *s, size_t n);        /* POSIX cksum(1)'s CRC */
int kv_next(KvFile *f, char **key, char **val);  /* 0 at the end */
void kv_verify(const char *path, const char *kind);     /* its header and seal, or err() */
uint64_t parse_num(const char *opt, const char *s, uint64_t lo, uint64_t hi);
typedef struct {
	int argc, i;
	char **argv;
	const char *val;
} Opt;
int opt(Opt *o, const char *name);      /* --name VALUE or --name=VALUE */
int flag(Opt *o, const char *name);
void mkdirs(const char *path);          /* mkdir -p; err() on failure */
void rmtree(const char *path);          /* rm -rf */
void child_tmpdir(const char *path);    /* mkdir -p, and TMPDIR for children */
int exists(const char *path);
int real_dir(const char *path, char *out, size_t n);  /* path's folder, resolved; 0 if none */
int dir_entries(const char *path);      /* besides . and ..; -1 if not a directory */
int in_path(const char *cmd);           /* an executable in PATH, or a path to one */
double parse_duration(const char *opt, const char *s);  /* 90s, 30m, 2h */
/* split a comma list; calls f(item, ctx) for each nonempty item */
void split_list(const char *s, void (*f)(const char *item, void *ctx), void *ctx);

/* types.c */
enum { C_I, C_U, C_F, C_M };            /* element class; C_M: of mask-based intrinsics (no elements) */
int class_bit(int cls);                 /* I, U, F or MK */
enum { K_VEC, K_MASK, K_SCAL, K_TUP };  /* value kind; a tuple: nf vectors of the same type */
typedef struct {
	uint8_t kind, cls, sew;         /* sew in bits; masks: 0 */
	int8_t lmul;                    /* log2 LMUL; masks: log2 of SEW/LMUL */
	uint8_t nf;                     /* a tuple's fields, 2..8 (nf * LMUL <= 8); else 0 */
} Type;
#define LMUL_MIN (-3)
#define LMUL_MAX 3
Type tvec(int cls, int sew, int lmul);
Type tmask(int lratio);
Type tscal(int cls, int sew);
Type ttup(Type field, int nf);           /* a tuple of nf fields */
Type tfield(Type tuple);                /* the type of a tuple's fields */
int type_eq(Type a, Type b);
/* classes of intrinsics (C_I..C_M) and of values (C_I..C_F), SEW 8..64, LMUL mf8..m8 */
enum { NCLS = 4, NVCLS = 3, NSEW = 4, NLMUL = 7 };
/* dense index < NTYPECODE: vectors (class, SEW, LMUL) and tuples (nf 2..8), masks (ratio), scalars (class, SEW) */
int type_code(Type t);
#define NTYPECODE (NVCLS * NSEW * NLMUL * 8 + NLMUL + NVCLS * NSEW)
int type_lratio(Type t);                /* log2 of SEW/LMUL (vectors, masks) */
int log2i(unsigned x);
int lmul_legal(int sew, int lmul);      /* with ELEN = 64 */
const char *lmul_name(int lmul);        /* "mf8" .. "m8" */
int lmul_parse(const char *s);          /* -99 if not a name */
/* "vint32m1_t", "vbool32_t", "int32_t"; suffix: "i32m1", "b32", "i32" */
char *type_cname(Type t, char *buf);
char *type_suffix(Type t, char *buf);
char *elem_cname(int cls, int sew, char *buf);  /* "int32_t" */
uint64_t sew_mask(int sew);

/* softfloat.c: IEEE 754 binary16/32/64 with RISC-V semantics (canonical
 * NaN, tininess after rounding, no flush to zero).  Floats are raw bit
 * patterns in uint64_t; w is the width 16, 32 or 64; flags are ORed into *fl. */
/* RISC-V frm encodings 0..4; RM_ROD = round to odd (narrowing conversion only). */
enum { RM_RNE, RM_RTZ, RM_RDN, RM_RUP, RM_RMM, RM_ROD };

/* RISC-V fflags bits. */
enum { FF_NX = 1, FF_UF = 2, FF_OF = 4, FF_DZ = 8, FF_NV = 16 };

/* a + b, correctly rounded in mode rm. */
uint64_t sf_add(int w, uint64_t a, uint64_t b, int rm, unsigned *fl);
/* a - b, correctly rounded in mode rm. */
uint64_t sf_sub(int w, uint64_t a, uint64_t b, int rm, unsigned *fl);
/* a * b, correctly rounded in mode rm. */
uint64_t sf_mul(int w, uint64_t a, uint64_t b, int rm, unsigned *fl);
/* a / b, correctly rounded in mode rm (DZ for finite nonzero / 0). */
uint64_t sf_div(int w, uint64_t a, uint64_t b, int rm, unsigned *fl);
/* sqrt(a), correctly rounded; sqrt(-0) = -0, sqrt(x < 0) = canonical NaN + NV. */
uint64_t sf_sqrt(int w, uint64_t a, int rm, unsigned *fl);
/* (±(a*b)) ± c with a single rounding: negprod negates the product, negc
   negates c.  RVV: vfmacc = (0,0), vfnmacc = (1,1), vfmsac = (0,1),
   vfnmsac = (1,0).  inf*0 raises NV even when c is a quiet NaN. */
uint64_t sf_fma(int w, uint64_t a, uint64_t b, uint64_t c, int negprod, int negc,
                int rm, unsigned *fl);
/* RISC-V fmin (minimumNumber): -0 < +0; one NaN -> the other operand;
   both NaN -> canonical NaN; NV if any operand is a signalling NaN. */
uint64_t sf_min(int w, uint64_t a, uint64_t b, unsigned *fl);
/* RISC-V fmax (maximumNumber), same NaN rules as sf_min. */
uint64_t sf_max(int w, uint64_t a, uint64_t b, unsigned *fl);
/* Sign injection, mode 0 sgnj, 1 sgnjn, 2 sgnjx: magnitude of a, sign
   derived from b; no flags, NaNs are not canonicalised. */
uint64_t sf_sgnj(int w, uint64_t a, uint64_t b, int mode);
/* RISC-V fclass 10-bit one-hot mask: bit0 -inf, 1 -normal, 2 -subnormal,
   3 -0, 4 +0, 5 +subnormal, 6 +normal, 7 +inf, 8 sNaN, 9 qNaN. */
unsigned sf_class(int w, uint64_t a);
/* Quiet equality: NV only for signalling NaN operands; NaN compares false. */
int sf_eq(int w, uint64_t a, uint64_t b, unsigned *fl);
/* Signalling a < b: NV for any NaN operand; NaN compares false. */
int sf_lt(int w, uint64_t a, uint64_t b, unsigned *fl);
/* Signalling a <= b: NV for any NaN operand; NaN compares false. */
int sf_le(int w, uint64_t a, uint64_t b, unsigned *fl);
/* Float (width w) -> integer of width ibits (8, 16, 32, 64), signed or
   unsigned, RISC-V saturation: NaN -> largest positive, +inf or too
   large -> max, -inf or too small -> min (0 for unsigned), NV raised in
   those cases (and no NX); otherwise NX if inexact.  A negative value that
   rounds to 0 gives 0 for unsigned with only NX.  The result is the
   integer's bit pattern zero-extended to 64 bits. */
uint64_t sf_to_int(int w, uint64_t a, int ibits, int is_signed, int rm, unsigned *fl);
/* Integer (ibits-wide bit pattern in x, signed or not) -> float width w,
   rounded in mode rm. */
uint64_t sf_from_int(int w, uint64_t x, int ibits, int is_signed, int rm, unsigned *fl);
/* Float width w -> float width wd.  Widening is exact; narrowing is
   rounded (RM_ROD allowed; with RM_ROD overflow gives the largest finite
   value of the sign).  Any NaN result is the canonical NaN, NV if the
   operand is a signalling NaN. */
uint64_t sf_cvt(int w, int wd, uint64_t a, int rm, unsigned *fl);
/* RVV vfrec7.v: 7-bit reciprocal estimate (rm matters only when the
   result overflows for tiny subnormal inputs). */
uint64_t sf_rec7(int w, uint64_t a, int rm, unsigned *fl);
/* RVV vfrsqrt7.v: 7-bit reciprocal square-root estimate. */
uint64_t sf_rsqrt7(int w, uint64_t a, unsigned *fl);
/* RISC-V canonical NaN: 0x7e00, 0x7fc00000, 0x7ff8000000000000. */
uint64_t sf_canonical_nan(int w);


/* table.c: families, expanded to concrete intrinsics */
enum { EXT_V };
/* class bits; MK: mask-based intrinsics, whose B is a mask (vmand_mm_b32),
 * expanded over the seven SEW/LMUL ratios b1..b64 */
enum { I = 1, U = 2, F = 4, MK = 8 };
enum { FV = 1, FX = 2 };                /* forms: vector or scalar second operand */
/* type rules, relative to the base type B of an intrinsic (the type in its name) */
enum {
	T_0,                            /* no such operand */
	T_B,                            /* B */
	T_U, T_I, T_F,                  /* B's SEW and LMUL as unsigned, signed, float */
	T_H, T_HI, T_HU, T_HF,          /* half SEW and LMUL: B's class, signed, unsigned, float */
	T_W, T_WI, T_WU, T_WF,          /* double SEW and LMUL */
	T_Q, T_E,                       /* quarter and eighth SEW and LMUL (vsext, vzext) */
	T_M,                            /* the mask of B's SEW/LMUL ratio */
	T_M1, T_WM1,                    /* B's class at LMUL 1: SEW, double SEW (reductions) */
	T_EI16,                         /* unsigned, SEW 16, B's SEW/LMUL ratio (vrgatherei16 indices) */
	T_XI,                           /* unsigned, SEW 8 << Inst.view, B's SEW/LMUL ratio (indexed: the offsets) */
	T_TB,                           /* a tuple of Inst.nf fields of type B */
	T_MB,                           /* a mask-based intrinsic's vuint8 (vlm, vsm: the bytes of mask bits) */
	T_S,                            /* B's element type as a scalar (vmv.x.s) */
	T_XU, T_X,                      /* XLEN scalars spelled unsigned long, long (vcpop, vfirst) */
	T_SZ,                           /* a size_t scalar (vsetvl) */
	/* views (FL_VIEW): the other type of a view, from the Inst's view number k */
	T_VC,                           /* B's SEW and LMUL, class k (I, U, F), not B's */
	T_VS,                           /* B's class and LMUL, SEW 8 << k, not B's */
	T_VU, T_VD,                     /* B's class and SEW, LMUL k - 3, above / below B's */
	T_VM,                           /* the mask of ratio 2^k (B is LMUL 1, 2^k >= SEW/8) */
};
enum { S_0, S_B, S_U, S_SZ, S_H, S_HU };        /* scalars: B's element, unsigned, size_t, half, half unsigned */
enum {
	FL_RM = 1 << 0,                 /* has _rm variants (explicit frm argument) */
	FL_CANON = 1 << 1,              /* NaN results are arithmetic: any NaN will do */
	FL_BITS = 1 << 2,               /* the result depends on NaN payloads or signs */
	FL_EEW = 1 << 3,                /* the mnemonic carries the element width */
	FL_XINT = 1 << 4,               /* scalar form only for integer classes */
	FL_RTZ = 1 << 5,                /* rounds toward zero (QEMU 7.2 aborts on these) */
	FL_ROD = 1 << 6,                /* rounds to odd */
	FL_VS1 = 1 << 7,                /* the scalar parameter is named vs1 */
	FL_UNORD = 1 << 8,              /* unordered reduction */
	FL_VXRM = 1 << 9,               /* takes a vxrm argument (fixed-point rounding) */
	FL_VIEW = 1 << 10,              /* a view: expanded over a second type (T_V*), named
					 * _<source>_<result>, no vl, no policies */
	FL_CROSS = 1 << 11,             /* an element reads other elements: only where one
					 * call covers a value (blocks, calls) */
	FL_PART = 1 << 12,              /* register-group parts: both LMULs at least 1 */
	FL_VTYPE = 1 << 13,             /* named by SEW and LMUL alone: _e32m1 */
	FL_IDX = 1 << 14,               /* indexed: expanded over the index EEW 8 << Inst.view,
					 * which the mnemonic carries: vluxei16 */
	FL_ORD = 1 << 15,               /* an ordered indexed store: the last active element wins */
	FL_SEG = 1 << 16,               /* segments: expanded over the fields nf (Inst.nf, 2..8,
					 * nf * LMUL <= 8), the tuple T_TB; named vlseg2e32 */
};
enum { P_NONE, P_M, P_TU, P_TUM, P_TUMU, P_MU, NPOL };
#define ALL6 0x3f
#define NOTU ((1 << P_NONE) | (1 << P_TU))
#define CMPP ((1 << P_NONE) | (1 << P_M) | (1 << P_MU))
#define STP ((1 << P_NONE) | (1 << P_M))
#define REDP ((1 << P_NONE) | (1 << P_M) | (1 << P_TU) | (1 << P_TUM))
#define NOPOL (1 << P_NONE)

/* The shape table: a family's argument layout, what it returns and how the
 * model computes it.  SHAPE(id, args, out, exec)
 *   args  the prototype's operands after vm (masked policies) and vd
 *         (undisturbed policies), one letter each: d vd, always a source
 *         (multiply-add, vslideup); a vs2; v vs2, spelled vs; b vs1 or rs1 by the operand
 *         form; m v0 (merge mask, carry in); p const pointer (load source);
 *         q pointer (store destination); 3 vs3 (the stored value).  Memory
 *         forms: t the byte stride rs2, a ptrdiff_t (Op.mstep elements); x
 *         rs2, a vector of byte offsets (T_XI), always an input; f new_vl,
 *         the size_t * output of a fault-only-first load.  Views:
 *         s vs2 spelled src; u vs2 spelled value; e dest (the result's type,
 *         a source); g the parts v0, v1, ... of a group (as many as fit);
 *         l avl, a size_t; i the immediate operand's place.  The immediate
 *         operand (frm, vxrm, index: the operand-kind table) follows if no i
 *         places it, and vl last, but no vl where the letters end with n.
 *   out   O_VEC a vector or mask (the family's res rule); O_RED a vector
 *         whose element 0 is the result, a scalar in the graph; O_SCAL a
 *         scalar (X_WHOLE: the kernel computes it once, as element 0); O_MEM nothing, it writes memory (in the graph: the array)
 *   exec  X_ELEM a per-element kernel run by the shared loop: emitted in
 *         strip-mined loops and blocks alike; X_WHOLE a whole-vector kernel
 *         (an element depends on other elements, on vl or on VLMAX) run by
 *         the shared loop: emitted only where one call covers the value, with
 *         a vl that is the same under every VLEN; X_RED a fold of the active
 *         elements into element 0: an accumulator carried from strip to strip;
 *         X_VIEW a view of registers (no vl, mask or tail): a whole-vector
 *         kernel computes every tracked element; in loops too unless the
 *         family is FL_CROSS (an element from other elements)
 */
#define SHAPES(X) \
	X(SH_BIN,   "ab",  O_VEC, X_ELEM)   /* r = op(vs2, vs1 | rs1) */ \
	X(SH_UN,    "v",   O_VEC, X_ELEM)   /* r = op(vs) */ \
	X(SH_UN2,   "a",   O_VEC, X_ELEM)   /* r = op(vs2) */ \
	X(SH_MAC,   "dba", O_VEC, X_ELEM)   /* r = op(vd, vs1 | rs1, vs2) */ \
	X(SH_MERGE, "abm", O_VEC, X_ELEM)   /* r = op(vs2, vs1 | rs1, v0) */ \
	X(SH_MV,    "b",   O_VEC, X_ELEM)   /* r = vs1 | rs1 */ \
	X(SH_LD,    "p",   O_VEC, X_ELEM)   /* r = memory */ \
	X(SH_ST,    "q3",  O_MEM, X_ELEM)   /* memory = vs3 */ \
	X(SH_LDS,   "pt",  O_VEC, X_ELEM)   /* r[i] = memory[base + i * stride] */ \
	X(SH_STS,   "qt3", O_MEM, X_ELEM)   /* memory[base + i * stride] = vs3[i] */ \
	X(SH_LDX,   "px",  O_VEC, X_ELEM)   /* r[i] = memory[offset[i]] */ \
	X(SH_STX,   "qx3", O_MEM, X_ELEM)   /* memory[offset[i]] = vs3[i] */ \
	X(SH_LDFF,  "pf",  O_VEC, X_ELEM)   /* r = memory, new_vl = vl (all readable) */ \
	X(SH_WLD,   "p",   O_VEC, X_WHOLE)  /* r = memory, across elements (mask bits from bytes) */ \
	X(SH_WST,   "q3",  O_MEM, X_WHOLE)  /* memory = vs3, across elements (bytes from mask bits) */ \
	X(SH_RED,   "ab",  O_RED, X_RED)    /* r[0] = fold(vs1[0], active vs2) */ \
	X(SH_WBIN,  "ab",  O_VEC, X_WHOLE)  /* r = op(vs2, vs1 | rs1), across elements */ \
	X(SH_WUP,   "dab", O_VEC, X_WHOLE)  /* r = op(vd, vs2, rs1): vd always a source */ \
	X(SH_WUN2,  "a",   O_VEC, X_WHOLE)  /* r = op(vs2), across elements */ \
	X(SH_WNONE, "",    O_VEC, X_WHOLE)  /* r = op(), from the index alone */ \
	X(SH_WMV,   "b",   O_VEC, X_WHOLE)  /* r[0] = rs1, the rest tail */ \
	X(SH_WGET,  "bn",  O_SCAL, X_WHOLE) /* scalar = op(vs1), no vl */ \
	X(SH_0,     "",    O_VEC, X_ELEM)   /* r = a constant */ \
	X(SH_UN2S,  "a",   O_SCAL, X_WHOLE) /* r = op(vs2 whole), a scalar */ \
	X(SH_VIEW,  "sn",  O_VEC, X_VIEW)   /* r = src seen as another type */ \
	X(SH_VVAL,  "un",  O_VEC, X_VIEW)   /* r = value in a smaller or larger group */ \
	X(SH_VGET,  "sin", O_VEC, X_VIEW)   /* r = part index of group src */ \
	X(SH_VSET,  "eiun", O_VEC, X_VIEW)  /* r = dest with part index replaced by value */ \
	X(SH_VMAKE, "gn",  O_VEC, X_VIEW)   /* r = the group of parts v0, v1, ... */ \
	X(SH_VNONE, "n",   O_VEC, X_VIEW)   /* r = undefined */ \
	X(SH_VL,    "ln",  O_SCAL, X_VIEW)  /* scalar = vl for avl */ \
	X(SH_VLMAX, "n",   O_SCAL, X_VIEW)  /* scalar = VLMAX */
enum { O_VEC, O_RED, O_SCAL, O_MEM };
enum { X_ELEM, X_WHOLE, X_RED, X_VIEW };
enum {
#define X(id, args, out, exec) id,
	SHAPES(X)
#undef X
	NSHAPE
};
typedef struct {
	const char *args;
	uint8_t out, exec;
} Shape;
extern const Shape shapes[NSHAPE];

/* The operand-kind table of immediate operands: arguments that must be
 * constants, one of a few named values.  IMM(id, C type, parameter, value names)
 *   frm   the rounding mode of an _rm variant (FL_RM), RISC-V frm encoding
 *   vxrm  the fixed-point rounding mode (FL_VXRM), vxrm encoding
 *   index a part of a register group (vget, vset): below the number of parts */
#define IMMS(X) \
	X(IM_FRM,  "unsigned int", "frm",  "__RISCV_FRM_RNE", "__RISCV_FRM_RTZ", "__RISCV_FRM_RDN", \
	    "__RISCV_FRM_RUP", "__RISCV_FRM_RMM") \
	X(IM_VXRM, "unsigned int", "vxrm", "__RISCV_VXRM_RNU", "__RISCV_VXRM_RNE", "__RISCV_VXRM_RDN", \
	    "__RISCV_VXRM_ROD") \
	X(IM_INDEX, "size_t", "index", "0", "1", "2", "3", "4", "5", "6", "7")
enum {
#define X(id, ...) id,
	IMMS(X)
#undef X
	NIMM
};
#define MAXIMMVAL 8
typedef struct {
	const char *ctype, *param;
	const char *name[MAXIMMVAL];    /* C spellings of the values 0, 1, ... */
} ImmKind;
extern const ImmKind imms[NIMM];
int imm_nvalues(int kind);

enum {
#define FAM(id, ...) F_##id,
#include "ops.h"
	NFAM
};

typedef struct {
	const char *name, *vform, *xform;
	const char *row;                /* the row's id in ops.h: VREINTERPRET_S */
	uint8_t shape, classes, res, a, b, s, pols;
	uint32_t flags;
	uint8_t ext;
	unsigned weight;
} Family;
extern const Family fams[NFAM];
extern const char *const pol_suffix[NPOL];   /* "", "_m", "_tu", ... */

/* argument roles, in no particular order */
enum { R_VM, R_VD, R_VS2, R_VS1, R_RS1, R_V0, R_SRC, R_DST, R_VS3, R_OLD, R_IMM,
	R_P1, R_P2, R_P3, R_P4, R_P5, R_P6, R_P7,       /* parts 1.. of a group (vcreate; part 0 is vs2) */
	R_TRIP,                         /* a repeated op's trip count: the set bits of this mask */
	R_STRIDE, R_IDX, R_NVL,         /* a strided access's stride (not a value: Op.mstep), an
					 * indexed one's offsets, a fault-only-first load's new_vl */
	NROLE };
extern const char *const role_name[NROLE];

/* one concrete intrinsic, and the value of its immediate operand */
typedef struct {
	uint16_t fam;
	uint8_t scal;                   /* 1: scalar second operand form */
	uint8_t pol;                    /* P_* */
	uint8_t cls, sew;               /* of B */
	int8_t lmul;
	uint8_t rmv;                    /* the _rm variant */
	uint8_t imm;                    /* its immediate operand's value (inst_imm) */
	uint8_t view;                   /* a view's second type (T_V* rules), an index EEW 8 << view */
	uint8_t nf;                     /* a segment's fields (FL_SEG), else 0 */
} Inst;
typedef struct {
	uint8_t role;
	uint8_t ptr;                    /* 1: pointer to the element type, 2: const pointer */
	uint8_t size_t_;                /* spelled size_t */
	Type t;
} Arg;
int pol_masked(int pol);
int pol_has_vd(int pol);
int pol_tu(int pol);                    /* tail undisturbed */
int pol_mu(int pol);                    /* mask undisturbed */
/* B as a vector type; for a mask-based intrinsic (class C_M, B a mask of
 * SEW/LMUL ratio 2^k) the type vsetvl sets for it: vuint8 with LMUL 8/2^k,
 * whose SEW and LMUL its Inst holds */
Type inst_base(const Inst *in);
/* log2 of B's SEW/LMUL, shared by all its vector operands; a view's
 * operands differ: the largest of theirs (the smallest VLMAX) */
int inst_lratio(const Inst *in);
int inst_args(const Inst *in, Arg out[8]);   /* prototype order, without vl */
Type inst_result(const Inst *in);       /* prototype result (stores: the memory's type, res) */
/* graph view: inputs that are values (with R_OLD of stores; a reduction's
 * start value and result are scalars, its vd is not an input) */
int inst_inputs(const Inst *in, Arg out[8]);
Type inst_output(const Inst *in);
int inst_has_role(const Inst *in, int role);
int shape_has(int shape, int letter);   /* does its args column have this letter? */
int inst_imm(const Inst *in);           /* kind of its immediate operand (IM_*), or -1 */
int inst_imm_n(const Inst *in);         /* how many values its immediate operand can take */
Type inst_view(const Inst *in);         /* a view's source: its 'a' operand (FL_VIEW) */
int inst_loops(const Inst *in);         /* may it run in a strip-mined loop? */
int inst_merge_like(const Inst *in, int role);  /* a passthrough, merge operand, vmv.v.v _tu source */
int inst_rm(const Inst *in);            /* the rounding mode it computes with (frm or vxrm) */
int inst_has_vl(const Inst *in);        /* does its prototype end with vl? */
int inst_zvfh(const Inst *in);          /* needs Zvfh (f16 vector arithmetic) */
int inst_f2i(const Inst *in);           /* converts floats to integers */
int inst_valid(const Inst *in);         /* do all its operand types exist? */
char *inst_name(const Inst *in, char *buf);  /* "__riscv_vadd_vv_i32m1_tu" */
char *inst_proto(const Inst *in, char *buf); /* full C prototype */
/* enumerate every concrete intrinsic of family f; returns the count */
int fam_insts(int f, Inst *out);
/* an intrinsic of a family with the type codes it uses and defines */
typedef struct {
	Inst in;
	int out, nin;
	int use[8];
	uint8_t role[8];
	/* what genopts_allow asks of it, once: inst_code, the bit of its SEW
	 * (log2(SEW) - 3), inst_loops, inst_lratio */
	int code;
	uint8_t sewbit, loops;
	int8_t lratio;
} FamInst;
const FamInst *fam_inst_table(int f, int *n);   /* fam_insts with types, once per process */
const uint64_t *fam_inst_needs(int f);  /* genopts_need of each entry of fam_inst_table(f) */
#define MAXFAMINST 8192
int fam_lookup(const char *name);       /* -1 if unknown */
int inst_lookup(const char *name, Inst *out);  /* 1 if name is a concrete intrinsic */
int inst_code(const Inst *in);          /* dense code < NINSTCODE */
/* the last factor: scalar form x _rm x policy, or a view's second type; and a segment's fields */
#define NINSTCODE (NFAM * NCLS * NSEW * NLMUL * 2 * 2 * NPOL * 8)

/* graph.c */
/* The program shapes: how the operators of one part of a program run.
 * PSHAPES(X): X(id, name, strip, funcs, branchy) with the properties the
 * code asks about: strip, strip-mined over the part's elements (each vl
 * depends on VLEN, so whole-vector families, known tails and views across
 * SEW stay out, and reductions are carried from strip to strip); funcs,
 * the operators run in outlined functions; branchy, the percent of
 * operators put in an arm of an if/else.
 *   loop   strip-mined loops over the part's LEN elements, vl from vsetvl;
 *          a loop may mix SEW/LMUL ratios (its vsetvl has the largest ratio)
 *   block  straight-line code, each operator with a literal vl at most the
 *          VLMAX of its type at VLEN 128, so that results do not depend on
 *          VLEN; whole-vector families run here
 *   call   a block whose operators run in noinline functions that take
 *          vectors, masks, scalars and vl as arguments and return a value
 *   branch a block whose operators mostly run in one arm of an if/else,
 *          the other arm a decoy that never runs (other parts have a few) */
#define PSHAPES(X) \
	X(SHP_LOOP,  "loop",   1, 0, 10) \
	X(SHP_BLOCK, "block",  0, 0, 10) \
	X(SHP_CALL,  "call",   0, 1, 10) \
	X(SHP_BRANCH, "branch", 0, 0, 70)
enum {
#define X(id, name, strip, funcs, branchy) id,
	PSHAPES(X)
#undef X
	NSHP
};
typedef struct {
	const char *name;
	uint8_t strip, funcs, branchy;
} PShape;
extern const PShape pshapes[NSHP];          /* expanded in genopts.c */
#define shape_strip(s) (pshapes[s].strip)      /* strip-mined loops */
extern const char *const pshape_name[NSHP];
/* A loop part's early exit (Part.exit): EX_NONE none; EX_TRY the
 * generator drew one, model_run picks its mask (or none); EX_MASK the loop
 * that computes exit_op's mask result m ends with a vfirst on m and a
 * break when a bit is set (as strlen and memchr kernels do) */
enum { EX_NONE, EX_TRY, EX_MASK };
typedef struct {
	uint8_t shape;                  /* SHP_* */
	uint32_t len;                   /* elements of its vector values */
	uint64_t key;                   /* random bits for the emitter's choices */
	uint8_t exit;                   /* EX_*: its strip-mined loop with an early exit */
	int exit_op;                    /* EX_MASK: the op whose mask result ends that loop */
	uint32_t exit_q;                /* model_run: the first element whose bit of that mask is
					 * set or unknown (len if none): strips past it may not run */
	int64_t exit_pos;               /* model_run: where the loop exits (the program's rif_exitN):
					 * exit_q, -1 if it runs to the end, -2 unknown */
	uint8_t inlined;                /* the reducer: a call part emitted as a block */
	uint8_t apart;                  /* the reducer: its blocks and loops never inlined into main */
	int base;                       /* the intrinsic ops of the parts before it, as generated:
					 * the emitter salts its units' choices with base and their
					 * place in the part, so that a program the reducer cut
					 * down elsewhere keeps them (Unit.salt) */
} Part;
typedef struct {
	Type t;
	int def;                        /* defining op */
	int part;                       /* the part of the program it belongs to */
	uint8_t obs;                    /* stored and checked (sinks always are) */
	uint8_t splat;                  /* an input: one constant in every element */
	uint8_t memsrc;                 /* a load reads it: it needs an array */
	uint8_t merge1;                 /* its first use is merge-like: the generator keeps it the only one */
	uint8_t fold;                   /* made for a fold: its one user is a merge (vmerge's true
					 * operand, vmv.v.v's source) in the same block; not reused */
	uint8_t index;                  /* byte offsets of an indexed access: an input of fixed data */
	int nuse;
	uint64_t *d;                    /* golden element values (model.c) */
	uint8_t *st;                    /* element status, ST_* */
	uint64_t seed;                  /* data seed of an initialised value */
	uint64_t *fixed;                /* or its data, given element by element */
	uint8_t small;                  /* initialised with small integers */
	uint32_t nalloc;                /* elements allocated in d and st */
	int num;                        /* its number as generated, which the reducer's compaction
					 * changes: the emitter salts its choices with this one */
} Value;
typedef struct {
	int init;                       /* 1: initialise op */
	int dead;                       /* removed (by the reducer): no inputs, no output */
	Inst in;
	int part;
	uint64_t key;                   /* random bits for the emitter's choices about this op:
					 * kept by the reducer, so a reduced program keeps them */
	int arg[NROLE];                 /* value per role, -1 if none */
	int out;                        /* defined value */
	uint32_t n;                     /* active length: elements >= n are tail */
	uint8_t rep;                    /* > 1: run rep times in a loop, each time with the */
	int8_t carry;                   /* operand in role carry the result of the time before */
	int32_t mbase, mstep;           /* a strided access: element i at element mbase + i * mstep
					 * of the array (an indexed one: at offset[i] / SEW bytes) */
	uint8_t plain;                  /* the reducer: no branch around it, its call or its vsetvl */
	uint8_t inl;                    /* the reducer: the function of the group it starts always inlined */
	int rank;                       /* the reducer: 1 + its place in the first program's
					 * schedule (0: not kept), which candidates keep */
	uint8_t half;                   /* the reducer: 1 or 2, the block of its part it was first
					 * emitted in (0: not kept; EmitOpts.keep_plan) */
	uint64_t lead;                  /* the reducer: the key of the first op of the function it
					 * was first emitted in (0: not kept): the ops of one lead
					 * stay in one function, whose choices are the lead's */
	uint64_t blead;                 /* the reducer: the same for the run of ops sharing one
					 * branch (unit.c, branch_run) */
} Op;
typedef struct {
	/* what the generator may use */
	unsigned famw[NFAM];            /* weights; 0 disables */
	uint8_t sews;                   /* bit log2(sew)-3 */
	uint8_t lmuls;                  /* bit lmul+3 */
	uint8_t pols;                   /* bit P_* */
	uint8_t classes;                /* I | U | F */
	int nodes;                      /* intrinsic operators to create */
	uint32_t len;                   /* elements per vector value; 0: random */
	int root_fam;                   /* -1: random */
	int root_inst;                  /* 1: root is exactly `root` */
	Inst root;
	unsigned reuse;                 /* percent: an operand reuses a value */
	unsigned partial;               /* percent: an op gets a short active length */
	int swarm;                      /* 1: a random subset of the above per seed */
	int rtz;                        /* 1: also the .rtz conversions */
	int whole;                      /* 1: also X_WHOLE families (where one call covers a value) */
	uint8_t shapes;                 /* bit SHP_*: the shapes a program may have */
	int shape_list;                 /* 1: --shape given: one part per shape in the list */
	int observe;                    /* percent of intermediate values checked; -1 drawn per test */
	int maxlratio;                  /* largest log2 of SEW/LMUL allowed (blocks: VLMAX at 128 >= len) */
	const uint8_t *deny;            /* NINSTCODE flags: intrinsics not to use */
	int masks_first;                /* 1: functions take masks before other arguments (--masks-first) */
	int few_rm_probes;              /* 1: a rounding-state probe after one _rm call in 16, not 2 */
} GenOpts;
typedef struct {
	Arena *ar;
	uint64_t seed;
	uint32_t len;                   /* the longest part's */
	int masks_first;                /* GenOpts.masks_first */
	int few_rm_probes;              /* GenOpts.few_rm_probes; 2: none (rif reduce) */
	Part *part; int npart;
	Value *v; int nv, capv;
	Op *o; int no, capo;
} Graph;
Graph *graph_generate(const GenOpts *g, uint64_t seed);
int block_lratio(uint32_t len);            /* largest log2 SEW/LMUL with VLMAX(128) >= len (<= 6) */

/* genopts.c: a generator's options, their filters, their parser */
/* the most operators of a test: generation and scheduling grow as the
 * square of them (10000: about 2 s; make bench prints the times) */
#define MAXNODES 10000
void genopts_default(GenOpts *g);
int filter_opt(Opt *o, GenOpts *g);     /* --ops, --sew, --lmul, --policy, --sign */
int shape_opt(Opt *o, GenOpts *g);      /* --shape, --observe */
/* the generator options of rif gen (with the filters); 1 if argv[o->i] was one */
int gen_opt(Opt *o, GenOpts *g, uint64_t *seed, int *len_mode);
uint8_t *read_deny(const char *path);   /* err() on bad input */
int genopts_allow(const GenOpts *g, const Inst *in);
int genopts_allow_fi(const GenOpts *g, const FamInst *x);     /* the same, from its table's fields */
/* the filters as bits (genopts_allow is built on them): those an
 * intrinsic needs, and those the options grant; it passes if need & ~grant
 * is 0, its family's weight is not 0 and --deny does not name it */
uint64_t genopts_need(const Inst *in, int sewbit, int loops, int lratio);
uint64_t genopts_grant(const GenOpts *g);
int genopts_any(const GenOpts *g);      /* does any intrinsic pass the filters? */
int fam_same_name(int f, int g);        /* rows of one mnemonic: one family for --ops, --root */

/* gutil.c: a graph once made */
uint32_t value_len(const Graph *g, int v);      /* elements: its part's length (times a tuple's fields), or 1 */
void graph_free(Graph *g);
Graph *graph_clone(const Graph *g);     /* without golden values */
Graph *graph_compact(const Graph *g);   /* only what live ops use, renumbered */
int graph_compact_op(const Graph *g, int k);     /* the op graph_compact numbers k, or -1 */
int graph_count_intrinsics(const Graph *g);
void graph_dot(const Graph *g, const char *cmdline, Buf *b);
uint8_t *live_values(const Graph *g);   /* per value: used or defined by a live intrinsic op */
/* a random topological order of the ops; out has g->no entries */
void graph_topo(const Graph *g, Rng *r, int *out);
/* per op, its phase in its part: one more than a reduction it uses (a
 * reduction's users run in a later strip-mined loop); phase has g->no entries */
void graph_phases(const Graph *g, int *phase);
/* The array element that element i of memory op o reads or writes (the
 * first of segment i's fields): -1 if not a whole element.  mem_ok: every access of elements
 * below o->n is to an element of its array (under every VLEN: the same
 * elements are accessed, only the strips differ); graph_mem_ok for all ops. */
int64_t mem_elem(const Graph *g, const Op *o, uint32_t i);
int mem_ok(const Graph *g, const Op *o);
int graph_mem_ok(const Graph *g);
int op_mem(const Op *o);                /* a strided or indexed access */
int op_fold(const Graph *g, int op);    /* defines or merges a Value.fold value */
/* the reducer's cuts: op k's value becomes an input holding its golden
 * values (d and st), or op k goes and its users read its operand in role rl */
void graph_freeze(Graph *g, int k);
Graph *graph_bypass(const Graph *g, int k, int rl);

/* model.c: the golden model, its shared loop, reductions and early exits */
enum { ST_OK, ST_AGN, ST_UNK, ST_NAN };  /* exact; d or all ones; unknown; some NaN */
#define ST_TAIL 4                       /* from a whole-vector kernel: a tail element */
void model_run(Graph *g);        /* fills d and st of every value */
void model_apply(Graph *g, const Op *o);        /* one intrinsic op */
uint64_t model_elem(uint64_t *state, int sew);   /* the data generator (prelude.h) */
typedef struct {
	uint64_t a, b, c;               /* vs2/vs/src/vs3, vs1/rs1, vd */
	unsigned m;                     /* v0 bit (vmerge) */
	int sew;                        /* of B; a reduction's result */
	int asew, bsew;                 /* of a and b */
	int rm;                         /* rounding mode */
} Elt;
typedef uint64_t ElemKernel(const Elt *e);     /* one active element from its operands */
/* A whole-vector kernel's view of an operator, for elements that depend on
 * other elements, on vl or on VLMAX: its operands whole, vl, and VLMAX.
 * The program runs under any VLEN from 128 to 1024, so VLMAX (VLEN >>
 * lratio) is vlmax_lo .. vlmax_hi: an element whose value would differ
 * between those VLENs is unknown.  The model tracks `len` elements of a
 * value; a register's elements from len on exist but are unknown. */
typedef struct {
	const Value *a, *b, *c, *vm;    /* vs2, vs1 | rs1, vd as a source, the mask */
	uint32_t n, len;                /* vl; elements of a value */
	uint32_t vlmax_lo, vlmax_hi;    /* VLMAX of B's type at VLEN 128 and 1024 */
	int lratio;                     /* log2 of B's SEW/LMUL: VLMAX = VLEN >> lratio */
	int sew, asew, bsew, rm;
	int rsew;                       /* of the result (views: 0 for a mask) */
	const Value *part[8];           /* a tuple's fields (vcreate: v0 .. v7) */
	int nf, index;                  /* a tuple's fields, the field an op reads or writes */
} Whole;
/* the value of active element i; *st: ST_OK, ST_NAN (some NaN, for bit
 * copies of a NaN of unknown bits), ST_UNK, or ST_TAIL when element i is in
 * the tail after all (vcompress) */
typedef uint64_t WholeKernel(const Whole *w, uint32_t i, int *st);
int value_kind(const Value *v);         /* data generator kind, RIF_* */

/* kernels.c: the model's kernels, one per ops.h row */
typedef struct {
	ElemKernel *elem;               /* per element, or NULL */
	WholeKernel *whole;             /* whole-vector, or NULL */
} Kernel;
extern const Kernel kernels[NFAM];
uint64_t model_kernel(int fam, const Elt *e);   /* one active element (X_ELEM families) */
int kernel_is_merge(int fam);           /* vmerge's: reads only the operand v0 selects */

/* main.c */

/* driver.c: subprocesses, and what they did */
#include <sys/types.h>
typedef struct {
	pid_t pid;
	int running, timed_out, status;         /* status: from waitpid */
	double start, end, deadline;
} Proc;
double now_sec(void);                   /* monotonic clock */
double cpu_sec(void);                   /* rif's own processor time (not its children's) */
void proc_init(void);                   /* block the signals proc_wait reports */
void argv_quote(Buf *b, char *const *argv);
int proc_start(Proc *p, char *const *argv, const char *outpath, double timeout,
    uint64_t mem, int verbose);         /* 0 or an errno value */
void proc_kill(Proc *p);                /* the whole process group */
void proc_kill_all(Proc **ps, int n);   /* and wait until they are gone */
int proc_wait(Proc **ps, int n, double wait);   /* a pending SIGINT/TERM/HUP, or 0 */
int proc_run(char *const *argv, const char *outpath, double timeout, uint64_t mem,
    int verbose, Proc *p);              /* 0, an errno value, or -signal if interrupted */
/* the commands avs, at most jobs at a time: ok[i], command i exited 0 */
int procs_ok(char **const *avs, int n, int jobs, double timeout, uint64_t mem, int verbose,
    unsigned char *ok);                 /* 0, an errno value, or -signal if interrupted */
void proc_describe(const Proc *p, double timeout, char *buf, size_t n);
enum { CO_OK, CO_CRASH, CO_TIMEOUT, CO_ERROR };
enum { RO_PASS, RO_MISMATCH, RO_EXIT, RO_CRASH, RO_TIMEOUT, RO_EMU, RO_NOSPAWN };
int build_outcome(const Proc *p, double timeout, const char *log, char *key, size_t nk,
    char *desc, size_t nd);
int run_outcome(const Proc *p, double timeout, const char *out, char *key, size_t nk,
    char *desc, size_t nd);
/* a message normalised for bucketing: no paths, numbers or addresses */
void normalise(const char *in, char *out, size_t n);
/* the first line of a file containing one of pats (in their order); 1 if any */
int grep_first(const char *file, const char *const *pats, char *line, size_t n);
int crash_key(const char *log, char *key, size_t n);   /* a compiler crash's key line */
/* an illegal instruction under QEMU: " at MNEMONIC" of the trapping one */
void sigill_site(char *const *av, const char *log, const char *out, double timeout, uint64_t mem, int verbose,
    char *key, size_t nk);

/* outcome.c: the outcome classes of a test, one row each; the enum, the
 * names, the precedence, the "is it a compiler bug" test, the status line,
 * the report's colours and legend and README's table expand from it.
 *   X(ID, name, status-line name, precedence, compiler bug, colour, meaning)
 * A test that shows several classes is filed under the one of lowest
 * precedence (a class whose signature is a known bug gives way to the next);
 * pass (0) is a test that shows none.  Compiler bugs decide rif fuzz's exit
 * status and lead the summaries. */
#define CLASSES(X) \
	X(CL_PASS, "pass", "pass", 0, 0, "#8fbc8f", \
	    "every build built and every run printed the expected values") \
	X(CL_WRONG, "wrong-code", "wrong-code", 6, 1, "#d62728", \
	    "a build fails (wrong result or bad exit) where an -O0 build passes at the same VLEN and " \
	    "fill; an -O0 build too, when another compiler's -O0 build passes") \
	X(CL_CRASH, "compiler-crash", "crash", 1, 1, "#9467bd", \
	    "a compiler died on a signal, printed a crash report (an internal compiler error), hung, or " \
	    "failed in its back end with an error that names no source line") \
	X(CL_CERR, "compile-error", "compile-error", 2, 0, "#ff7f0e", \
	    "a compiler rejected the program (a bug in rif unless the compiler is wrong)") \
	X(CL_RCRASH, "runtime-crash", "runtime-crash", 7, 0, "#8c564b", \
	    "a build crashes or times out under qemu where an -O0 build passes; an illegal instruction " \
	    "is named by the instruction that trapped") \
	X(CL_MODEL, "model-suspect", "model-suspect", 5, 0, "#e377c2", \
	    "a run fails and no -O0 build passes at the same VLEN and fill: rif's model, the emulator " \
	    "or every compiler's -O0 is wrong (rif reduce asks the other compilers)") \
	X(CL_EMU, "emulator-fault", "emulator-fault", 3, 0, "#7f7f7f", \
	    "qemu asserted or aborted") \
	X(CL_EMUDIS, "emulator-disagreement", "emulator-disagreement", 4, 0, "#17becf", \
	    "with two emulators, the same -O0 binary at the same VLEN and fill ended differently on them")
#define CLASS_ENUM(id, name, status, prec, bug, colour, meaning) id,
enum { CLASSES(CLASS_ENUM) NCLASS };
#undef CLASS_ENUM
const char *class_name(int cls);        /* "wrong-code", ... */
const char *class_status(int cls);      /* its name in the status line: "crash" */
const char *class_colour(int cls);      /* in the report's charts */
const char *class_meaning(int cls);     /* a line: README's table, the report's legend */
int class_bug(int cls);                 /* is it a compiler bug */
int class_by_precedence(int i);         /* the class of precedence i (1 ... NCLASS - 1) */
int class_lookup(const char *name);     /* -1 if unknown */

/* repro.c: a failure, how it shows (failure.cfg), and checking that it still does */
enum { MAXALT = 8, MAXOTHER = 16 };
typedef struct {
	int cls;                        /* CL_* */
	int res;                        /* CO_* of the failing build, or RO_* of the failing run */
	char key[256];                  /* its key: the family, the crash line ... */
	char *gen;                      /* rif gen's options that make the test */
	char **build, **run;            /* argv with @SRC@ and @BIN@; run: NULL for build failures */
	char **rbuild, **rrun;          /* the passing -O0 reference, or NULL */
	char **abuild[MAXALT], **arun[MAXALT];  /* model-suspect: the other compilers' -O0 builds */
	int nalt;                       /* and runs, none of which passed the test */
	char **obuild[MAXOTHER], **orun[MAXOTHER];      /* the campaign's other builds, untuned, */
	char oname[MAXOTHER][128];      /* and runs like the failing one (NULL: a build's failure) */
	int nother;                     /* which rif reduce asks about the reduced program */
	double ctime, rtime;
	uint64_t cmem, rmem;
} Repro;
void repro_alt(Repro *r, char *const *build, char *const *run);   /* one more alt-build, alt-run */
void repro_other(Repro *r, const char *name, char *const *build, char *const *run);   /* other ... */
void repro_set(Repro *r, int cls, int res, const char *key, char *const *build,
    char *const *run, char *const *rbuild, char *const *rrun);
void repro_save(const Repro *r, const char *path);      /* failure.cfg */
int repro_load(Repro *r, const char *path);
void repro_free(Repro *r);
int repro_check(const Repro *r, const char *src, const char *work, int verbose, int *failop, char *got,
    size_t ngot);
void repro_script(const Repro *r, const char *src, const char *title, int cd, Buf *b);
void fam_pattern(const char *key, char *out, size_t n);     /* grep BRE of a family's names */
void free_words(char **w);
char **copy_words(char *const *w);
/* n candidate programs screened in one (rif fuzz's batches): may[j] 0 if
 * candidate j passed there, 1 if it may fail (check it alone); 1 if the
 * screen ran, 0 if not, -1 if interrupted */
int repro_screen(const Repro *r, char *const *prog, int n, const char *work, int verbose, int *may);
int build_failing(const Repro *r);      /* the failure is a build's (a crash or an error) */
/* build src with build and run it with run (work/NAME.bin, .log, .out): the
 * run's RO_*, with its key; -1 if the build fails, -2 if interrupted */
int build_only(const Repro *r, char **build, const char *src, const char *work, const char *name, int verbose,
    char *key, size_t nk);
int build_run(const Repro *r, char **build, char **run, const char *src, const char *work, const char *name,
    int verbose, char *key, size_t nk);
/* rif gen's options of a failure (failure.cfg's gen), parsed; --deny's file in dir */
void gen_parse(const char *gen, const char *dir, GenOpts *g, uint64_t *seed, int *len_mode);
void script_argv(Buf *b, char **w, const char *src, const char *bin);  /* quoted, @SRC@/@BIN@ replaced */
/* the reduced program under the failure's other builds, a line each into b
 * (-1: interrupted); a model-suspect's other -O0 builds, one that passes
 * becoming rp's reference */
int repro_others(const Repro *rp, const char *src, const char *work, int verbose, Buf *b);
int repro_alts(Repro *rp, const char *src, const char *work, int verbose, Buf *b);
void creduce_script(const Repro *rp);    /* rif reduce --creduce-script: C-Reduce's test, on stdout */

/* reduce.c: rif reduce */
int cmd_reduce(int argc, char **argv);

/* bisect.c: the first bad pass of a reduced failure (bisect.txt) */
typedef struct {
	const Repro *rp;        /* the failure */
	const char *work;       /* the reduction's scratch folder */
	int verbose, quiet;
	double t0, budget;      /* no more builds once now_sec() - t0 > budget (0: no limit) */
	int stop;               /* interrupted or out of time (set, never cleared) */
} Bisect;
void bisect_pass(Bisect *b, const char *src);
int vsetvl_side(Bisect *b, const char *src);    /* GCC, the simple vsetvl strategy: 0 passes, 1 shows, 2 other */

/* fault.c: where the vsetvl pass and vxrm's writes went wrong, read from the assembly */
/* where the vsetvl pass went wrong, from the failing build's assembly and
 * the simple strategy's: 1 and fault "vl", "sew", "policy" or "ratio" and a
 * sentence in why, 0 if none is seen */
int vsetvl_fault(const char *bad, const char *simple, char *fault, size_t nf, Buf *why);
/* where the writes of vxrm went wrong, from the failing build's assembly
 * and the program's source: 1 and fault "vxrm-call" or "vxrm-value" and a
 * sentence in why, 0 if none is seen */
int vxrm_fault(const char *text, const char *csrc, char *fault, size_t nf, Buf *why);
/* the nth way (from 0) of mending the assembly text as its compiler meant
 * it: vxrm written right before every fixed-point instruction as its
 * intrinsics ask (one way for a mnemonic asked for one mode, a way for
 * each cut of its instructions into runs of the source's modes
 * otherwise), and again after every call before which it held one value;
 * 1 if that way exists and writes anything */
int vxrm_patch(const char *text, const char *csrc, long nth, Buf *out);

/* the campaign: its settings, matrix and state */
#define MAXCC 8
#define MAXL 8
#define MAXTUNE 16      /* tunings a campaign draws from (--tune) */

#define MAXEMU 4

/* a bucket of failures: one signature */
typedef struct Bucket {
	char *sig, *first;      /* the signature, the first failure's folder */
	int cls;
	long n;
	const char *known;      /* the note of the known bug it is, or NULL */
} Bucket;

typedef struct {
	char *spec;             /* as given: "clang-19 -mllvm -foo" */
	char *words;            /* spec, cut into argv */
	char *abs;              /* a relative path made absolute (argv[0] and name), or NULL */
	char *name;             /* its first word as given: "gcc-16", "clang-22" */
	char *argv[32];         /* argv[0]: the command run, exe */
	char exe[600];          /* the name resolved (cc_resolve): a short gcc-N to its path */
	int nargv, clang;       /* clang, else GCC */
	int major;              /* version */
	char version[160];      /* the first line of --version */
	char release[32];       /* "22.1.8" */
	int lld;                /* links with -fuse-ld=lld */
	char ldpath[256];       /* and --ld-path= this lld (the newest installed), or "" */
	char dynld[320];        /* links dynamically (dyn_detect): -Wl,--dynamic-linker=SYSROOT-LIB/ld.so, */
	char rpath[320];        /* and -Wl,-rpath,SYSROOT-LIB; "" links -static */
	uint32_t tunes;         /* the campaign's tunings it accepts (bit i: Camp.tune[i]) */
	int knobs;              /* GCC: the knobs it takes (bit i: gcc_knobs[i]; test_tune draws them) */
} Compiler;

/* an emulator: QEMU by name (qemu10, qemu7) or by path */
typedef struct {
	char *spec;             /* as given */
	char *path;
	int major;              /* QEMU's version */
	char version[160];
	const char *fp;         /* its -cpu flags for f16: Zfh=true (7.2), zfh=true,zvfh=true */
	int rtz;                /* runs the .rtz conversions (QEMU 7.2 aborts) */
} Emulator;

typedef struct { int cc, opt, march; } Conf;
typedef struct { int conf, vlen, fill, emu; } RunCfg;

typedef struct {
	uint8_t *deny;          /* NINSTCODE flags */
	int n;
} Api;

/* Known bugs (rif fuzz --known FILE, kept in the campaign as DIR/known):
 * lines "PATTERN<tab>NOTE", # comments; a bucket whose signature PATTERN
 * matches ('*' stands for any text, all else is literal) is that bug,
 * and NOTE says where it is reported or reproduced */
typedef struct {
	char **pat, **note;
	int n;
} Known;

typedef struct {
	char *dir;
	uint64_t seed;
	long count;
	double tlimit;
	int jobs, verbose, quiet;
	Compiler cc[MAXCC];
	int ncc;
	char *opt[MAXL], *march[MAXL];
	int nopt, nmarch;
	int vlen[MAXL], nvlen, fill[2], nfill;
	/* tunings (--tune): each test draws one per compiler for its optimised
	 * builds (-mtune=NAME), or none; tune_auto: the built-in list, less
	 * what no compiler accepts */
	char *tune[MAXTUNE];
	int ntune, tune_auto;
	char *tune_where;       /* campaign.txt's tune line, for errors on --resume, or NULL */
	Conf *conf;
	RunCfg *run;
	int nconf, nrun;
	double ctime, rtime;
	uint64_t cmem, rmem;
	Emulator emu[MAXEMU];
	int nemu;
	int nodes_lo, nodes_hi, swarm;
	GenOpts gen;
	Buf genargs;            /* generator filters as given, for gen commands */
	Api *api;               /* per (compiler, -march): what its probe rejected */
	Api common;             /* rejected by any of them */
	/* progress */
	FILE *journal;
	long next, started, done_now;
	int nfail;
	long nclass[NCLASS];
	struct Bucket *bk;
	int nbk, capbk;
	double t0, tself;       /* rif's own work: generation, model, emission, bookkeeping
				 * (processor time, cpu_sec: not the waits for a core
				 * the compilers hold) */
	double tspawn;          /* starting processes (processor time) */
	double tcompile, temulate;      /* wall time of the builds and of the runs, summed */
	long nbuild, nbuild_batch;      /* builds, and those of batches */
	double tasm;                    /* of compile time: the compiles to assembly (reach) */
	double tbatch;                  /* the wall time of batches' builds and runs, summed */
	long alone[4];                  /* a test's builds its batch passed ([0]), or that it
					 * built alone: the batch's build failed, a run of it
					 * ended otherwise than a batch does, the test failed */
	struct Test **active;
	int nactive, capactive;
	/* reductions of new buckets' representatives: at most rmax at once
	 * (half the jobs, at least one), each in one job slot; in the last
	 * quarter of a timed campaign, every slot (redq.c) */
	int reduce;
	double rbudget;
	char (*rq)[16];         /* failure ids waiting */
	int nrq, caprq;
	char (*rdone)[16];      /* and started, this run */
	int nrdone, caprdone;
	char (*ragain)[16];     /* waiting again, for the whole budget (red_ended) */
	int nragain, capragain;
	struct {
		Proc p;
		char fid[16];   /* the failure it reduces, or "" (a free slot) */
		int cut;        /* with a fifth of the budget, as like one reduced before */
	} *red;                 /* jobs entries */
	int rmax, nred;         /* slots, and how many run */
	int rlike;              /* the last one started was like one reduced before */
	/* known bugs: buckets whose signature a line of DIR/known matches */
	Known known;
	/* reach: every reach_every-th test is also compiled to assembly */
	int reach_every;
	struct Reach *reach;    /* per build configuration */
	/* batches: up to `batch` tests built and run as one program (batch.c) */
	int batch;
	/* shards: this directory holds shards `shards` ("3", merged "1-4,7",
	 * numbered from 1) of nshard; unsharded: nshard 0 */
	int nshard, shard;      /* shard: the one it runs, from 0; -1 for a merge */
	char *shards;
	uint8_t *inshard;       /* nshard flags */
	double last_report;     /* when report/ was last written */
} Camp;
/* a journal line: test number, seed, operators, class, failure folder or
 * "-", signature or "-", Unix time it ended, shapes, families */
typedef struct {
	long idx;
	uint64_t seed;
	int nodes, cls;
	char *fid, *sig;
	long long time;
	char *shapes, *fams;    /* "loop,block"; "vadd:3,vle:2"; "" if not recorded */
} JLine;

/* batch.c: several tests built and run as one program; a test's builds
 * and runs that the batch passed are done, the others it does alone */
struct Test *batch_new(Camp *c, struct Test **mem, int n, int round, int reach);
struct Test *batch_settle(Camp *c, struct Test *b);
void batch_keep(Camp *c, struct Test *t);

/* campaign.c: rif fuzz, the campaign's loop */
int cmd_fuzz(int argc, char **argv);

/* redq.c: a campaign's reductions, the queue and the job slots they take */
void red_init(Camp *c);                 /* the slots, once -j is known */
void red_queue(Camp *c, const char *fid);       /* a new bucket's first failure, unless reduced before */
int red_cap(const Camp *c, double wall);        /* how many may run now */
int red_pick(Camp *c, double left_s, double *budget);   /* which waits next (an index into rq), its budget */
void red_start(Camp *c, double left_s);         /* the next one, in a free slot */
void red_ended(Camp *c, int slot);              /* its slot is free; a new bug cut short waits again */

/* matrix.c: a campaign's settings (its options, campaign.txt written and
 * read back strictly, seeds and shards) and matrix (compilers, levels,
 * -march, VLENs, fills, emulators, tunings; the commands that build and
 * run a test) */
void load_config(Camp *c);              /* campaign.txt, strictly; err() names the line */
void save_config(Camp *c);              /* campaign.txt */
void parse_nodes(Camp *c, const char *v);       /* --nodes N or LO-HI */
int camp_opt(Camp *c, Opt *o);          /* a matrix or limit option of rif fuzz: 1 if argv[o->i] was one */
void camp_free(Camp *c);
/* c->dir/fmt, in one of four rotating buffers: use it at once or copy it */
char *camp_path(const Camp *c, const char *fmt, ...) PRINTF(2, 3);
uint64_t test_seed(const Camp *c, long idx);
long test_index(const Camp *c, long k);         /* the campaign's test number of this shard's k-th */
long shard_count(const Camp *c);               /* the tests this shard runs; -1: no limit */
int test_nodes(const Camp *c, uint64_t seed);
void parse_shards(Camp *c, const char *opt, const char *v, int one);   /* "K/N", "1-4,7/N" */
void shard_list(const uint8_t *in, int n, Buf *b);      /* "1-4,7" */
int shard_has(const Camp *c, long r);   /* is shard r (from 0) in c's directory? */
void add_compiler(Camp *c, const char *spec);
const char *cc_resolve(const char *name);       /* gcc-N: the GCC that make deps installs */
/* GCC's knobs a test draws beside a tuning */
#define NGCCKNOB 2
extern const char *const gcc_knobs[NGCCKNOB];
enum { L_CC, L_OPT, L_MARCH, L_VLEN, L_FILL, L_EMU, L_TUNE };
void parse_list(Camp *c, int kind, const char *val);     /* a comma-separated list */
void camp_tune(Camp *c, const char *val);       /* --tune auto, none or a list */
void build_matrix(Camp *c);
void conf_name(const Camp *c, int ci, const char *tune, char *buf, size_t n);  /* tune: a test's, or NULL */
void run_name(const Camp *c, int ri, const char *tune, char *buf, size_t n);
/* the argv of build ci (store: 512 bytes that outlive av); tune: a test's
 * tuning flags (test_tune) if the build optimises, NULL for none */
int compile_argv(const Camp *c, int ci, const char *tune, const char *src, const char *bin, char **av,
    char *store);
int link_arg(const char *a);             /* -static, -Wl,--dynamic-linker=, -Wl,-rpath,: compile_argv's link flags */
int drop_link_args(char **av);           /* av without them (-S, -fsyntax-only); its length */
const char *test_tune(const Camp *c, uint64_t seed, int ci);    /* a test's tuning flags of build ci, or NULL */
void run_argv(const Camp *c, int ri, const char *bin, char **av, char *cpu);
int conf_api(const Camp *c, int ci);   /* index of c->api */
const char *deny_name(int api);         /* probe/deny-common.txt, deny-N.txt */

/* toolchain.c: the compilers and emulators checked before a campaign builds anything */
const char *install_hint(const char *name);     /* where a missing compiler or emulator comes from */
void path_search(const char *cmd, char *out, size_t n);        /* the full path of a command, or "" */
void cc_detect(Camp *c, int k);         /* compiler k's family and version (probe/version-K.txt) */
void tune_detect(Camp *c);              /* the tunings each compiler accepts; err() if one none does */
void check_toolchain(Camp *c);         /* err() if a compiler or an emulator cannot do the job */
char *emu_resolve(const char *name);    /* the path of qemu10, qemu7 or a path; NULL if none */

/* probe.c: what each compiler can do, asked before the tests (cached) */
void probe_api(Camp *c);                /* the intrinsics each compiler rejects or crashes on */
void tune_check(Camp *c);       /* tunings that crash on rif's runtime are left out */
int cmd_probe(int argc, char **argv);

/* triage.c: a reduced failure's fingerprint (fingerprint.txt), and the bug it shows */
typedef struct {
	int cls;                /* CL_* */
	char cc[64];            /* the failing compiler: clang-22, gcc-14 */
	char family[32];        /* clang, gcc */
	char level[16];         /* -O2 */
	char tune[160];         /* the tuning flags the failure needs, or "" */
	char pass[160];         /* the first bad pass; "none": no pass can be left out; "": not known */
	char fault[16];         /* the fault read from the assembly (fault.c): the vsetvl pass's vl, sew,
				 * policy, ratio; vxrm's writes' vxrm-call, vxrm-value; "" none */
	char key[256];          /* the failure's key, versions, offsets and line numbers out */
	char ops[1024];         /* the reduced program's operators without types, sorted */
	char edges[4096];       /* producer>consumer:role between them, sorted */
	int nops;
} Fingerprint;
void fp_op_name(const Inst *in, char *out, size_t size);       /* vfmax_vf_m */
void fp_norm_key(const char *key, char *out, size_t size);
/* bisect: bisect.txt's text; tune: reduced.txt's tuning lines */
void fp_make(Fingerprint *f, const Repro *rp, const Graph *g, const char *bisect, const char *tune);
void fp_write(const Fingerprint *f, const char *path);
int fp_read(Fingerprint *f, const char *path);  /* 0: no such file; err() if malformed */
void fp_bug_key(const Fingerprint *f, char *out, size_t n);    /* one bug, one key */
int fp_field_match(const Fingerprint *f, const char *name, const char *p);    /* -1: no such field */
const char *known_fp_note(const Known *k, const Fingerprint *f);      /* by a "fingerprint" line */
const char *known_bucket(const Camp *c, const char *sig, const char *first);    /* by signature or failure.cfg */
/* A distinct bug: compiler-bug buckets of one bug key (fp_bug_key; a
 * known bug by its reproducer; an unreduced bucket alone) */
typedef struct {
	char key[600];
	int *bk, nbk, capbk;    /* its buckets (indexes into the array given) */
	long tests;
	int rep;                /* the bucket of its smallest reduced failure (or its first) */
	int has_fp;
	Fingerprint fp;         /* rep's, if any */
	const char *known;      /* the known bug's note, or NULL: new */
	char ccs[300], levels[64], tunes[600];  /* across its fingerprints */
	int tune_needed;        /* every fingerprint needs a tuning */
} Bug;
/* the compiler-bug buckets of bk as bugs: new ones first, the most
 * different first; then the known, largest first */
int camp_bugs(const Camp *c, const Bucket *bk, int nbk, Bug **out);
int bug_unreduced(const Bug *b);        /* a new bucket not reduced: no distinct bug yet */
int bug_flaky(const Camp *c, const Bug *b, const Bucket *bk); /* one not reduced: its failure did not show again */
void bugs_count(const Bug *b, int n, int *distinct, int *nnew, int *unreduced);
void bugs_phrase(const Bug *b, int n, Buf *out);        /* "N distinct compiler bugs, ..." */
void bugs_free(Bug *b, int n);
void bug_line(const Camp *c, const Bucket *bk, const Bug *b, Buf *out);

/* known.c */
void known_load(Known *k, const char *path, const char *what);  /* err() names the line */
const char *known_note(const Known *k, const char *sig);        /* NULL: not a known bug */
int glob_match(const char *p, const char *s);   /* the whole of s; '*' any text */
void known_free(Known *k);

/* cdir.c: the campaign directory read back, and the formats of a test's
 * files: the journal line and outcomes.txt, each writer beside its reader */
void camp_load(Camp *c, const char *dir, const char *what);    /* campaign.txt, the matrix, known */
void camp_lock(const Camp *c);          /* one rif per directory: err() names the other */
void camp_lock_note(const Camp *c);     /* DIR/lock: the holder's pid */
void load_versions(Camp *c, char ccver[][160], char emuver[][160]);    /* from probe/ */
void journal_append(FILE *f, const char *path, const JLine *j);        /* one line, fsync'ed */
void journal_seal(Buf *b, const char *fields, size_t n);       /* a line of fields, sealed */
void journal_load(Camp *c, void (*each)(Camp *, const JLine *));       /* to resume or summarise */
void journal_parse(const Camp *c, char *line, const char *path, long lineno, JLine *j);
/* the journal, strictly, in test order: each(line, the line as written, ctx) */
void journal_read(const Camp *c, void (*each)(const JLine *, const char *, void *), void *ctx);
/* one configuration's outcome in outcomes.txt */
typedef struct {
	char name[400], what[400], build[400];  /* build: a run's build's name */
	int run, status;        /* 0 ok, 1 bad, 2 skipped */
} Outcome;
void outcomes_head(Buf *b);
void outcomes_line(Buf *b, const Outcome *o);
void outcomes_test(Camp *c, struct Test *t, Buf *b);   /* a finished test's, from its tasks */
void reach_save(const Camp *c);         /* DIR/reach: the figures of the journalled tests */
void reach_load(Camp *c);               /* its strict reader (--resume) */
int outcomes_read(const Camp *c, const char *fid, Outcome **out);     /* 0 if it has none */

/* summary.c: a campaign's tallies, buckets and summary */
Bucket *camp_bucket(Camp *c, const char *sig, int cls, const char *first);
Bucket *camp_tally(Camp *c, int cls, const char *fid, const char *sig);  /* a line's class and bucket */
void write_summary(Camp *c, double wall);      /* summary.txt and .json; wall: this run's seconds */
void camp_summary(const char *dir);    /* summary.txt and .json from the files (a merge) */

/* report.c: rif report */
void report_write(const char *dir, const char *cmd);   /* report/index.html, bug-report.md */
int cmd_report(int argc, char **argv);

/* bugreport.c: a new bug's bug-report.md */
typedef struct {
	char name[400];
	long bad, good, skipped;
} Affect;       /* a build configuration: in how many failures it was bad (its build or a run), good, not built */
int affected(const Camp *c, char *const *fid, int nfid, Affect **out, int *seen);     /* per build */
const char *other_build(const char *s); /* reduced.txt's next "other build NAME: ..." line at or after s */
/* the report of the bucket whose first failure is FIRST (0: no failure.cfg) */
int bug_report(const Camp *c, const char *first, const char *sig, long ntests, const Affect *af, int naf,
    int seen, const char *cmd, Buf *out);

/* merge.c: rif merge */
int cmd_merge(int argc, char **argv);

/* reach.c: how much the optimiser transformed the tests */
typedef struct Reach {
	long tests;
	long src_calls, src_merges, src_vmvvv, src_vsetvl;      /* intrinsic calls in the source */
	long asm_vector, asm_vset, asm_merges, asm_vmvvv;       /* instructions in the assembly */
	long asm_vset_keep;                             /* vsetvli zero, zero: vtype changed, vl kept */
	long asm_spills, asm_copies;                    /* whole-register loads/stores, moves */
	long asm_blocks, asm_branches, asm_backedges;   /* control flow: labels, branches, loops */
} Reach;
void reach_source(const char *text, Reach *r);  /* count a test's C source */
int whole_register(const char *m);      /* 1 vs4r.v, vl2re32.v; 2 vmv8r.v; 0 neither */
int cond_branch(const char *m);         /* 1 beq, bnez, bltu ...; 0 j and the rest */
void reach_asm(const char *text, Reach *r);     /* count its assembly (-S) */
void reach_add(Reach *to, const Reach *r);
void reach_json(const Reach *r, Buf *b);
void reach_line(const Reach *r, Buf *b);

/* a test of a campaign, and its tasks: a build, a run or a compile to
 * assembly per configuration */
/* a task waits, runs, is done, is skipped, or waits for its batch's verdict */
enum { TK_WAIT, TK_RUNNING, TK_DONE, TK_SKIPPED, TK_BATCHED };
extern const char *const roname[];    /* a run outcome RO_* in words */



typedef struct {
	int state, res;
	int batched;            /* its outcome is its share of its batch's (batch.c) */
	Proc p;
	char desc[96];          /* how the process ended */
	char key[256];          /* crash key line, or the first wrong intrinsic */
} Task;

typedef struct Test {
	long idx;               /* -1: a batch */
	uint64_t seed;
	uint64_t tseed;         /* the seed its tunings are drawn from: its batch's first test's */
	int nodes;
	int api;                /* the API it keeps to: -1 common, else an index of Camp.api */
	char dir[600];
	Task *tc, *tr, *ta;     /* compile tasks, run tasks, compiles to assembly (reach) */
	Reach *rr;              /* each compile to assembly's counts (tests = 1 if it succeeded) */
	int left, complete, cls;
	char sig[400];
	Buf detail;
	Buf mix;                /* journal columns 8 and 9: its parts' shapes, its families */
	/* batches (batch.c): a batch's tests, and each build's share of
	 * them (a bit per test); a test's own part of the program, and its
	 * batch until the batch's verdict */
	struct Test **mem;
	int nmem, round;        /* round: 0, or a batch of what a crash of one left (batch.c) */
	int slot;               /* a test's number in its batches' programs (t<slot>_...) */
	unsigned *share;
	Buf part;
	struct Test *batch;
	char **bout;            /* per run: its share of its batch's output, if it passed there */
} Test;
void classify(Camp *c, Test *t);       /* outcome.c: t's class and signature, once it is complete */
/* repro.c: a failing test kept as failures/NNNN (id), with failure.txt, outcomes.txt,
 * commands.txt, failure.cfg and repro.sh; the rif gen command of a test */
void failure_keep(Camp *c, Test *t, char *id);
void test_gen_command(const Camp *c, const Test *t, Buf *b);
int same_run(const Camp *c, int ri, int rj);    /* the same VLEN, fill and emulator */

/* emit.c, unit.c, call.c: the emitter */
typedef struct {
	const char *cmdline;            /* recorded in the header */
	int len_volatile;               /* -1 random, 0 constant, 1 runtime */
	int one_loop;                   /* one loop per phase of a loop part, one block per block part */
	int no_calls;                   /* call parts emitted as blocks */
	int no_branches;                /* no op in a branch */
	int readable;                   /* value names that say what they are */
	const char *note;               /* an extra header line */
	int keep_plan;                  /* record in g's ops their order and how block and call
					 * parts are cut (Op.rank, Op.half, Op.lead, Op.blead), for
					 * later programs of fewer ops */
} EmitOpts;
void emit_c(Graph *g, const EmitOpts *eo, Buf *b);
/* batches (several tests in one program): test j's own part of a program
 * emit_c wrote, renamed t<j>_...; the program of n such parts */
void emit_member(const char *prog, int j, Buf *out);
void emit_batch(const char *const *member, const char *const *cmd, const int *id, int n, Buf *b);
/* test id's part of the output of a run of such a program (exited: the run
 * exited, not killed): 0 passed (*ok its output alone), 1 under way when
 * the run died, 2 failed, 3 not begun */
int emit_batch_part(const char *out, int exited, int id, char **ok);
/* the emitter's own, shared by emit.c (the program: declarations, data,
 * checks, main), unit.c (the code of its loops, blocks and functions) and
 * call.c (one operator's code, and the names of things); each calls only
 * the one after it */
/* A unit of emission: a loop, a block, or a function of a call part;
 * units are numbered in execution order, and a function's number follows
 * its block's.  ops: sched[first .. first + n).  salt: of the unit's own
 * choices, its part's base plus its first op's place in the part (as
 * generated, first itself) */
enum { U_LOOP, U_BLOCK, U_FUNC };
typedef struct {
	int kind, part, first, n, id, salt;
} Unit;

typedef struct {
	Graph *g;
	const EmitOpts *eo;
	Buf *b;                 /* the program */
	Buf fn;                 /* the function being written */
	uint8_t *inreg;         /* value has a register in the current unit */
	uint8_t *unset;         /* a branch run's result declared but not yet set in this arm */
	uint8_t *lit;           /* scalar input emitted as a literal */
	uint8_t *stored;        /* value is stored to its array (and checked) */
	uint8_t *escapes;       /* value is used by an op of another unit */
	int *unit;              /* per op: the unit that runs it */
	int *sched, nsched;     /* intrinsic ops in execution order */
	uint8_t *runtime_len;   /* per part: its length read from a volatile */
	Buf calls;              /* main's calls */
	const char *ofs;        /* " + i" in loops, "" in blocks */
	int *probe;             /* per op: its rounding-state probe, or -1 */
	struct Probe { int w, mul; uint64_t a, b, want; } *pr;
	int npr, cappr;
	int arm;                /* 1: writing an arm of a branch (the result is declared before);
				 * 2: its decoy arm, which never runs */
	int *phase;             /* per op: its phase (graph_phases) */
	int blockvl;            /* the block's vls: literals (0), from vsetvl (1), volatiles (2),
				 * a vsetvl before each op (3) */
	int lastvs;             /* blockvl 3: the op whose vsetvl was written last, or -1 */
	int blockpart;          /* the part of the block being written */
	uint8_t *runs;          /* per part: runs of one vtype (the schedule's and the
				 * hoisted loads' and sunk stores' order) */
	uint8_t *brun;          /* per part: branches of several ops (branch_run) */
	int ffop;               /* the last fault-only-first load whose new_vl is in scope, or -1 */
	char ffvl[64];          /* its vl expression */
} Em;
/* call.c: one operator's code, and the emitter's vocabulary */
const char *em_name(const Em *e, int kind, int v);     /* a value's C name in a role: 'r' register ... */
uint64_t em_okey(const Em *e, int op, unsigned salt);  /* an op's random key for a choice */
uint64_t em_pkey(const Em *e, int part, unsigned salt);        /* a part's */
Type em_mask_bytes(int lratio);         /* the u8 vector of one byte per element of a mask */
int em_is_red(const Op *o);
int em_is_store(const Op *o);
int em_is_input(const Graph *g, int v);
const char *em_len_name(const Em *e, int part);        /* the part's length as a C expression */
void em_literal(Type t, uint64_t v, int size_t_, char *buf);   /* a scalar literal of type t */
void em_mem_ptr(const Em *e, const Op *o, int v, char *buf);   /* a memory operand's pointer */
int em_stride_volatile(const Em *e, int opi);
int em_group_built(const Graph *g, int v);
int em_rebuilt_lratio(const Em *e, int v, int unit, int l);
void em_plan_probes(Em *e);             /* rounding-state probes after _rm calls */
void em_reg(Em *e, int v);              /* value v into its register, if it is not there */
void em_store_result(Em *e, int opi);   /* op opi's result to its array, if it is stored */
void em_scalar_expr(Em *e, int v, int size_t_, char *buf);
void em_scalar_reads(Em *e, const int *ops, int n, const char *indent);
void em_call(Em *e, int opi, const char *vlx, int in_loop);
int em_branches(const Em *e, int opi);  /* op opi runs in a branch */
void em_branch_cond(Em *e, int opi, char *cond);
void em_decoy_vl(const Graph *g, const Op *o, const char *vlx, char *dvl);
void em_branch_call(Em *e, int opi, const char *vlx, int in_loop);
/* unit.c */
void em_loop(Em *e, const Unit *u);
void em_block(Em *e, const Unit *u, const Unit *groups, int ngroups);

/* sched.c: the order of the operators (out: every op, g->no of them); runs[p]:
 * part p prefers runs of one vtype and vl */
void schedule(const Graph *g, const uint8_t *runs, int *out);
/* does part p prefer runs of one vtype and vl (three parts in four) */
int part_runs(const Graph *g, int p);
/* the live intrinsic ops in the order the emitter writes them (the reducer's
 * cuts): how many */
int program_order(const Graph *g, int *out);
/* sort values (ops = 0) or ops' results (ops = 1) by the vtype of their arrays' loads
 * and stores, stably (a block's hoisted loads and sunk stores in runs) */
void by_vtype(const Graph *g, int *a, int n, int ops);

#endif
