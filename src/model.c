/*
 * The golden model: the exact result of every operator, per the RVV 1.0
 * spec.  Each family has a per-element kernel; one shared loop (apply)
 * alone handles the active length, the mask, masked-off and tail elements
 * and the policies.  All arithmetic is on unsigned types: values are SEW-bit
 * patterns held in uint64_t.
 *
 * Every element carries a status: ST_OK (exact), ST_AGN (agnostic: the
 * undisturbed value d or all ones), ST_NAN (some NaN: compilers may fold
 * arithmetic with any NaN result, LLVM's semantics do not keep RISC-V's
 * canonical NaN) or ST_UNK (anything).  Only ST_OK elements are known to
 * later operators; ST_NAN ones are known to be NaN.
 */
#include <string.h>

#include "rif.h"
#define RIF_MODEL
#include "prelude.h"

uint64_t
model_elem(uint64_t *state, int sew)
{
	return rif_elem(state, sew);
}

/* helpers on SEW-bit patterns */
static uint64_t
sbit(int sew)
{
	return (uint64_t)1 << (sew - 1);
}

static int
neg(uint64_t x, int sew)
{
	return (x & sbit(sew)) != 0;
}

static uint64_t
sext(uint64_t x, int sew)               /* to a 64-bit two's complement pattern */
{
	return (x ^ sbit(sew)) - sbit(sew);
}

static int
slt(uint64_t a, uint64_t b, int sew)    /* signed a < b */
{
	return (a ^ sbit(sew)) < (b ^ sbit(sew));
}

/* 64 x 64 -> 128 unsigned multiply: returns the low half, *hi the high half */
static uint64_t
mul128(uint64_t a, uint64_t b, uint64_t *hi)
{
	uint64_t al = a & 0xffffffffu, ah = a >> 32, bl = b & 0xffffffffu, bh = b >> 32;
	uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
	uint64_t mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);

	*hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
	return (mid << 32) | (ll & 0xffffffffu);
}

/* bits [sew, 2*sew) of a * b, with a and b signed (sa, sb) or unsigned */
static uint64_t
mulhigh(uint64_t a, uint64_t b, int sa, int sb, int sew)
{
	uint64_t x = sa ? sext(a, sew) : a, y = sb ? sext(b, sew) : b, hi, lo;

	lo = mul128(x, y, &hi);
	/* the unsigned product of the 64-bit patterns, corrected to signed */
	if (sa && neg(a, sew))
		hi -= y;
	if (sb && neg(b, sew))
		hi -= x;
	if (sew == 64)
		return hi;
	return (lo >> sew) & sew_mask(sew);
}

#define M (sew_mask(e->sew))
#define SH ((unsigned)(e->b & (uint64_t)(e->sew - 1)))

static uint64_t k_add(const Elt *e) { return (e->a + e->b) & M; }
static uint64_t k_sub(const Elt *e) { return (e->a - e->b) & M; }
static uint64_t k_rsub(const Elt *e) { return (e->b - e->a) & M; }
static uint64_t k_neg(const Elt *e) { return (0 - e->a) & M; }
static uint64_t k_and(const Elt *e) { return e->a & e->b; }
static uint64_t k_or(const Elt *e) { return e->a | e->b; }
static uint64_t k_xor(const Elt *e) { return e->a ^ e->b; }
static uint64_t k_not(const Elt *e) { return ~e->a & M; }
static uint64_t k_sll(const Elt *e) { return (e->a << SH) & M; }
static uint64_t k_srl(const Elt *e) { return e->a >> SH; }
static uint64_t k_sra(const Elt *e) { return (sext(e->a, e->sew) >> SH | (neg(e->a, e->sew) ? ~(~(uint64_t)0 >> SH) : 0)) & M; }
static uint64_t k_min(const Elt *e) { return slt(e->a, e->b, e->sew) ? e->a : e->b; }
static uint64_t k_max(const Elt *e) { return slt(e->a, e->b, e->sew) ? e->b : e->a; }
static uint64_t k_minu(const Elt *e) { return e->a < e->b ? e->a : e->b; }
static uint64_t k_maxu(const Elt *e) { return e->a < e->b ? e->b : e->a; }
static uint64_t k_mul(const Elt *e) { return (e->a * e->b) & M; }
static uint64_t k_mulh(const Elt *e) { return mulhigh(e->a, e->b, 1, 1, e->sew); }
static uint64_t k_mulhu(const Elt *e) { return mulhigh(e->a, e->b, 0, 0, e->sew); }
static uint64_t k_mulhsu(const Elt *e) { return mulhigh(e->a, e->b, 1, 0, e->sew); }

/* division by zero gives all ones; MIN / -1 overflows to MIN */
static uint64_t
k_div(const Elt *e)
{
	int na = neg(e->a, e->sew), nb = neg(e->b, e->sew);
	uint64_t ua = na ? (0 - e->a) & M : e->a, ub = nb ? (0 - e->b) & M : e->b, q;

	if (e->b == 0)
		return M;
	if (e->a == sbit(e->sew) && e->b == M)
		return e->a;
	q = ua / ub;
	return (na != nb ? 0 - q : q) & M;
}

static uint64_t k_divu(const Elt *e) { return e->b == 0 ? M : e->a / e->b; }

/* remainder by zero gives the dividend; MIN % -1 is 0; the sign is the dividend's */
static uint64_t
k_rem(const Elt *e)
{
	int na = neg(e->a, e->sew), nb = neg(e->b, e->sew);
	uint64_t ua = na ? (0 - e->a) & M : e->a, ub = nb ? (0 - e->b) & M : e->b, r;

	if (e->b == 0)
		return e->a;
	if (e->a == sbit(e->sew) && e->b == M)
		return 0;
	r = ua % ub;
	return (na ? 0 - r : r) & M;
}

static uint64_t k_remu(const Elt *e) { return e->b == 0 ? e->a : e->a % e->b; }
static uint64_t k_macc(const Elt *e) { return (e->c + e->b * e->a) & M; }
static uint64_t k_nmsac(const Elt *e) { return (e->c - e->b * e->a) & M; }
static uint64_t k_madd(const Elt *e) { return (e->b * e->c + e->a) & M; }
static uint64_t k_nmsub(const Elt *e) { return (e->a - e->b * e->c) & M; }
static uint64_t k_merge(const Elt *e) { return e->m ? e->b : e->a; }
static uint64_t k_mv(const Elt *e) { return e->b; }
static uint64_t k_id(const Elt *e) { return e->a; }
static uint64_t k_seq(const Elt *e) { return e->a == e->b; }
static uint64_t k_sne(const Elt *e) { return e->a != e->b; }
static uint64_t k_slt(const Elt *e) { return slt(e->a, e->b, e->sew); }
static uint64_t k_sltu(const Elt *e) { return e->a < e->b; }
static uint64_t k_sle(const Elt *e) { return !slt(e->b, e->a, e->sew); }
static uint64_t k_sleu(const Elt *e) { return e->a <= e->b; }
static uint64_t k_sgt(const Elt *e) { return slt(e->b, e->a, e->sew); }
static uint64_t k_sgtu(const Elt *e) { return e->a > e->b; }
static uint64_t k_sge(const Elt *e) { return !slt(e->a, e->b, e->sew); }
static uint64_t k_sgeu(const Elt *e) { return e->a >= e->b; }
/* widening: an operand narrower than SEW is sign-extended (SX); zero
 * extension needs nothing, as elements are held zero-extended */
#define SX(x, w) ((w) < e->sew ? sext((x), (w)) & M : (x))
static uint64_t k_wadd(const Elt *e) { return (SX(e->a, e->asew) + SX(e->b, e->bsew)) & M; }
static uint64_t k_wsub(const Elt *e) { return (SX(e->a, e->asew) - SX(e->b, e->bsew)) & M; }
static uint64_t k_wmul(const Elt *e) { return (SX(e->a, e->asew) * SX(e->b, e->bsew)) & M; }
static uint64_t k_wmulsu(const Elt *e) { return (SX(e->a, e->asew) * e->b) & M; }
static uint64_t k_wmacc(const Elt *e) { return (e->c + SX(e->b, e->bsew) * SX(e->a, e->asew)) & M; }
static uint64_t k_wmaccsu(const Elt *e) { return (e->c + SX(e->b, e->bsew) * e->a) & M; }
static uint64_t k_wmaccus(const Elt *e) { return (e->c + e->b * SX(e->a, e->asew)) & M; }
static uint64_t k_sext(const Elt *e) { return SX(e->a, e->asew); }
static uint64_t k_trunc(const Elt *e) { return e->a & M; }
#undef SX
/* narrowing: a has 2*SEW bits, the shift amount is b modulo 2*SEW */
#define NSH ((unsigned)(e->b & (uint64_t)(e->asew - 1)))
static uint64_t k_nsrl(const Elt *e) { return (e->a >> NSH) & M; }
static uint64_t k_nsra(const Elt *e) { return (sext(e->a, e->asew) >> NSH | (neg(e->a, e->asew) ? ~(~(uint64_t)0 >> NSH) : 0)) & M; }
#undef NSH
#undef M
#undef SH

/* fixed point: vxrm rounding modes, the values of the vxrm argument */
enum { VX_RNU, VX_RNE, VX_RDN, VX_ROD };
#define M (sew_mask(e->sew))
#define SMAX (sbit(e->sew) - 1)
#define SMIN (sbit(e->sew))

/* The rounding increment r of roundoff(v, d) = (v >> d) + r: from bit d
 * of v, bit d-1 and whether bits d-2..0 are nonzero (0 <= d <= 63; d = 0
 * rounds nothing off, r = 0) */
static uint64_t
rinc(uint64_t v, unsigned d, int rm)
{
	uint64_t half, rest, lsb;

	if (d == 0)
		return 0;
	half = v >> (d - 1) & 1;
	rest = (v & (((uint64_t)1 << (d - 1)) - 1)) != 0;
	lsb = v >> d & 1;
	switch (rm) {
	case VX_RNU: return half;
	case VX_RNE: return half & (rest | lsb);
	case VX_RDN: return 0;
	default: return !lsb && (half | rest);
	}
}

/* 64-bit arithmetic shift right of a 64-bit pattern by d < 64 */
static uint64_t
sra64(uint64_t x, unsigned d)
{
	return x >> d | (x >> 63 && d ? ~(~(uint64_t)0 >> d) : 0);
}

/* a 64-bit two's complement q clipped to SEW bits signed */
static uint64_t
sclip(uint64_t q, int sew)
{
	uint64_t t = (uint64_t)1 << 63, max = sbit(sew) - 1, min = 0 - sbit(sew);

	if ((q ^ t) > (max ^ t))
		return max;
	if ((q ^ t) < (min ^ t))
		return sbit(sew);
	return q & sew_mask(sew);
}

static uint64_t
k_sadd(const Elt *e)
{
	uint64_t s = (e->a + e->b) & M;

	if (neg(e->a, e->sew) == neg(e->b, e->sew) && neg(s, e->sew) != neg(e->a, e->sew))
		return neg(e->a, e->sew) ? SMIN : SMAX;
	return s;
}

static uint64_t
k_ssub(const Elt *e)
{
	uint64_t s = (e->a - e->b) & M;

	if (neg(e->a, e->sew) != neg(e->b, e->sew) && neg(s, e->sew) != neg(e->a, e->sew))
		return neg(e->a, e->sew) ? SMIN : SMAX;
	return s;
}

static uint64_t k_saddu(const Elt *e) { return e->b > M - e->a ? M : e->a + e->b; }
static uint64_t k_ssubu(const Elt *e) { return e->a < e->b ? 0 : e->a - e->b; }

/* Averaging: v = a + b or a - b in SEW+1 bits, never formed: v >> 1 is
 * the sum or difference of the halves (arithmetic or logical shifts) plus
 * the carry or borrow of the low bits, v's bit 0 is a0 ^ b0; the result
 * is its low SEW bits plus r. */
static uint64_t
avg(const Elt *e, int sub, int sgn)
{
	uint64_t a0 = e->a & 1, b0 = e->b & 1, ha = e->a >> 1, hb = e->b >> 1, h;

	if (sgn) {
		ha |= e->a & sbit(e->sew);
		hb |= e->b & sbit(e->sew);
	}
	h = sub ? ha - hb - (~a0 & b0) : ha + hb + (a0 & b0);
	return (h + rinc(h << 1 | (a0 ^ b0), 1, e->rm)) & M;
}

static uint64_t k_aadd(const Elt *e) { return avg(e, 0, 1); }
static uint64_t k_aaddu(const Elt *e) { return avg(e, 0, 0); }
static uint64_t k_asub(const Elt *e) { return avg(e, 1, 1); }
static uint64_t k_asubu(const Elt *e) { return avg(e, 1, 0); }

/* The 2*SEW-bit product a * b (signed) is hi:lo as 128 bits; roundoff by
 * SEW-1 bits, q the low 64 bits of (hi:lo) >> (SEW-1).  |q| <= 2^(SEW-1),
 * so only a positive q + r can exceed MAX (MIN * MIN). */
static uint64_t
k_smul(const Elt *e)
{
	uint64_t x = sext(e->a, e->sew), y = sext(e->b, e->sew), hi, lo, q;
	unsigned d = (unsigned)e->sew - 1;

	lo = mul128(x, y, &hi);
	if (x >> 63)
		hi -= y;
	if (y >> 63)
		hi -= x;
	q = (lo >> d | hi << (64 - d)) + rinc(lo, d, e->rm);
	if (!(hi >> 63) && q > SMAX)
		return SMAX;
	return q & M;
}

#define SH ((unsigned)(e->b & (uint64_t)(e->sew - 1)))
#define NSH ((unsigned)(e->b & (uint64_t)(e->asew - 1)))
static uint64_t k_ssrl(const Elt *e) { return (e->a >> SH) + rinc(e->a, SH, e->rm); }
static uint64_t k_ssra(const Elt *e) { return (sra64(sext(e->a, e->sew), SH) + rinc(e->a, SH, e->rm)) & M; }

static uint64_t
k_nclipu(const Elt *e)
{
	uint64_t q = (e->a >> NSH) + rinc(e->a, NSH, e->rm);

	return q > M ? M : q;
}

static uint64_t k_nclip(const Elt *e) { return sclip(sra64(sext(e->a, e->asew), NSH) + rinc(e->a, NSH, e->rm), e->sew); }
#undef SH
#undef NSH

/* carry and borrow: m is v0's bit, 0 when there is no carry in */
static uint64_t k_adc(const Elt *e) { return (e->a + e->b + e->m) & M; }
static uint64_t k_sbc(const Elt *e) { return (e->a - e->b - e->m) & M; }
static uint64_t k_madc(const Elt *e) { return e->m ? e->b >= M - e->a : e->b > M - e->a; }
static uint64_t k_msbc(const Elt *e) { return e->m ? e->a <= e->b : e->a < e->b; }
#undef M
#undef SMAX
#undef SMIN

/* mask logical: elements are single bits */
static uint64_t k_mand(const Elt *e) { return e->a & e->b & 1; }
static uint64_t k_mnand(const Elt *e) { return ~(e->a & e->b) & 1; }
static uint64_t k_mandn(const Elt *e) { return e->a & ~e->b & 1; }
static uint64_t k_mxor(const Elt *e) { return (e->a ^ e->b) & 1; }
static uint64_t k_mor(const Elt *e) { return (e->a | e->b) & 1; }
static uint64_t k_mnor(const Elt *e) { return ~(e->a | e->b) & 1; }
static uint64_t k_morn(const Elt *e) { return (e->a | ~e->b) & 1; }
static uint64_t k_mxnor(const Elt *e) { return ~(e->a ^ e->b) & 1; }
static uint64_t k_mnot(const Elt *e) { return ~e->a & 1; }
static uint64_t k_mclr(const Elt *e) { (void)e; return 0; }
static uint64_t k_mset(const Elt *e) { (void)e; return 1; }

static uint64_t wel(const Value *v, uint32_t j, uint32_t len, int *st);

/* Element j of the mask a taken by a mask-based whole-vector op: 1 if it
 * is active (j < vl, and vm's bit set if masked) and set, else 0; ST_UNK
 * in *st if that depends on an unknown bit (a known-clear vm or a bit
 * needs nothing of the other). */
static uint64_t
mbit(const Whole *w, uint32_t j, int *st)
{
	int sm = ST_OK, sa = ST_OK;
	uint64_t m = w->vm ? wel(w->vm, j, w->len, &sm) : 1, a;

	if (j >= w->n || (sm == ST_OK && !m))
		return 0;
	a = wel(w->a, j, w->len, &sa);
	if (sa == ST_OK && !a)
		return 0;
	if (sm != ST_OK || sa != ST_OK)
		*st = ST_UNK;
	return 1;
}

/* the first j < end with mbit(j) set, or end; *st ST_UNK if an unknown bit
 * comes first */
static uint32_t
mfirst(const Whole *w, uint32_t end, int *st)
{
	for (uint32_t j = 0; j < end; j++) {
		int s = ST_OK;

		if (mbit(w, j, &s)) {
			*st = s;
			return j;
		}
	}
	return end;
}

/* Scalar results (vcpop, vfirst: O_SCAL): the shared loop calls these once
 * for "element 0"; they read vl and the mask themselves. */
static uint64_t
k_cpop(const Whole *w, uint32_t i, int *st)
{
	uint64_t n = 0;

	(void)i;
	for (uint32_t j = 0; j < w->n; j++)
		n += mbit(w, j, st);
	return n;
}

static uint64_t
k_first(const Whole *w, uint32_t i, int *st)
{
	uint32_t j = mfirst(w, w->n, st);

	(void)i;
	return j < w->n ? j : ~(uint64_t)0;
}

/* Is any active element of a below end set?  ST_UNK in *st if that
 * depends on unknown bits (one known set bit decides it). */
static uint64_t
many(const Whole *w, uint32_t end, int *st)
{
	int unk = 0;

	for (uint32_t j = 0; j < end; j++) {
		int s = ST_OK;

		if (mbit(w, j, &s) && s == ST_OK)
			return 1;
		unk |= s != ST_OK;
	}
	if (unk)
		*st = ST_UNK;
	return 0;
}

/* active element i of vmsbf, vmsif, vmsof (the shared loop does the
 * inactive and tail elements): 1 before the first active set bit, up to
 * and including it, only at it */
static uint64_t k_msbf(const Whole *w, uint32_t i, int *st) { return !many(w, i + 1, st); }
static uint64_t k_msif(const Whole *w, uint32_t i, int *st) { return !many(w, i, st); }

static uint64_t
k_msof(const Whole *w, uint32_t i, int *st)
{
	int si = ST_OK, sb = ST_OK;
	uint64_t x = mbit(w, i, &si), before = many(w, i, &sb);

	if (!x)
		return 0;               /* a[i] known clear */
	if (si == ST_OK) {
		*st = sb;
		return !before;
	}
	if (sb == ST_OK && before)
		return 0;               /* a set bit came before i */
	*st = ST_UNK;
	return 0;
}

/* floating point: exception flags are not modelled (the API has no access
 * to them); a and b are widened exactly to SEW when they are narrower */
static unsigned fflags;
#define W(x, w) ((w) < e->sew ? sf_cvt((w), e->sew, (x), RM_RNE, &fflags) : (x))
#define A W(e->a, e->asew)
#define B W(e->b, e->bsew)
static uint64_t k_fadd(const Elt *e) { return sf_add(e->sew, A, B, e->rm, &fflags); }
static uint64_t k_fsub(const Elt *e) { return sf_sub(e->sew, A, B, e->rm, &fflags); }
static uint64_t k_frsub(const Elt *e) { return sf_sub(e->sew, B, A, e->rm, &fflags); }
static uint64_t k_fmul(const Elt *e) { return sf_mul(e->sew, A, B, e->rm, &fflags); }
static uint64_t k_fdiv(const Elt *e) { return sf_div(e->sew, A, B, e->rm, &fflags); }
static uint64_t k_frdiv(const Elt *e) { return sf_div(e->sew, B, A, e->rm, &fflags); }
static uint64_t k_fsqrt(const Elt *e) { return sf_sqrt(e->sew, A, e->rm, &fflags); }
static uint64_t k_fmacc(const Elt *e) { return sf_fma(e->sew, B, A, e->c, 0, 0, e->rm, &fflags); }
static uint64_t k_fnmacc(const Elt *e) { return sf_fma(e->sew, B, A, e->c, 1, 1, e->rm, &fflags); }
static uint64_t k_fmsac(const Elt *e) { return sf_fma(e->sew, B, A, e->c, 0, 1, e->rm, &fflags); }
static uint64_t k_fnmsac(const Elt *e) { return sf_fma(e->sew, B, A, e->c, 1, 0, e->rm, &fflags); }
static uint64_t k_fmadd(const Elt *e) { return sf_fma(e->sew, B, e->c, A, 0, 0, e->rm, &fflags); }
static uint64_t k_fnmadd(const Elt *e) { return sf_fma(e->sew, B, e->c, A, 1, 1, e->rm, &fflags); }
static uint64_t k_fmsub(const Elt *e) { return sf_fma(e->sew, B, e->c, A, 0, 1, e->rm, &fflags); }
static uint64_t k_fnmsub(const Elt *e) { return sf_fma(e->sew, B, e->c, A, 1, 0, e->rm, &fflags); }
static uint64_t k_fmin(const Elt *e) { return sf_min(e->sew, A, B, &fflags); }
static uint64_t k_fmax(const Elt *e) { return sf_max(e->sew, A, B, &fflags); }
static uint64_t k_fsgnj(const Elt *e) { return sf_sgnj(e->sew, A, B, 0); }
static uint64_t k_fsgnjn(const Elt *e) { return sf_sgnj(e->sew, A, B, 1); }
static uint64_t k_fsgnjx(const Elt *e) { return sf_sgnj(e->sew, A, B, 2); }
static uint64_t k_fneg(const Elt *e) { return sf_sgnj(e->sew, A, A, 1); }
static uint64_t k_fabs(const Elt *e) { return sf_sgnj(e->sew, A, A, 2); }
static uint64_t k_fclass(const Elt *e) { return sf_class(e->asew, e->a); }
static uint64_t k_frec7(const Elt *e) { return sf_rec7(e->sew, A, e->rm, &fflags); }
static uint64_t k_frsqrt7(const Elt *e) { return sf_rsqrt7(e->sew, A, &fflags); }
static uint64_t k_feq(const Elt *e) { return (uint64_t)sf_eq(e->sew, A, B, &fflags); }
static uint64_t k_fne(const Elt *e) { return (uint64_t)!sf_eq(e->sew, A, B, &fflags); }
static uint64_t k_flt(const Elt *e) { return (uint64_t)sf_lt(e->sew, A, B, &fflags); }
static uint64_t k_fle(const Elt *e) { return (uint64_t)sf_le(e->sew, A, B, &fflags); }
static uint64_t k_fgt(const Elt *e) { return (uint64_t)sf_lt(e->sew, B, A, &fflags); }
static uint64_t k_fge(const Elt *e) { return (uint64_t)sf_le(e->sew, B, A, &fflags); }
/* conversions: a is asew bits wide, the result sew */
static uint64_t k_fcvt_x(const Elt *e) { return sf_to_int(e->asew, e->a, e->sew, 1, e->rm, &fflags); }
static uint64_t k_fcvt_xu(const Elt *e) { return sf_to_int(e->asew, e->a, e->sew, 0, e->rm, &fflags); }
static uint64_t k_fcvt_f_x(const Elt *e) { return sf_from_int(e->sew, e->a, e->asew, 1, e->rm, &fflags); }
static uint64_t k_fcvt_f_xu(const Elt *e) { return sf_from_int(e->sew, e->a, e->asew, 0, e->rm, &fflags); }
static uint64_t k_fcvt_f_f(const Elt *e) { return sf_cvt(e->asew, e->sew, e->a, e->rm, &fflags); }
/* reduction steps: b is the accumulator, a the next element */
static uint64_t k_fredsum(const Elt *e) { return sf_add(e->sew, B, A, e->rm, &fflags); }
static uint64_t k_fredmax(const Elt *e) { return sf_max(e->sew, B, A, &fflags); }
static uint64_t k_fredmin(const Elt *e) { return sf_min(e->sew, B, A, &fflags); }
#undef A
#undef B
#undef W

/* whole-vector kernels: permutations, vid, viota and scalar moves.  Each
 * computes active element i < vl; an operand element j comes from wel()
 * (tracked elements j < len only).  A register holds VLMAX = VLEN >> lratio
 * elements, vlmax_lo at VLEN 128 to vlmax_hi at 1024: an element whose value
 * would differ between those VLENs is unknown. */
static uint64_t wel(const Value *v, uint32_t j, uint32_t len, int *st);

/* merge an element status into *st: ST_OK, then ST_NAN, then ST_UNK */
static void
stmerge(int *st, int s)
{
	if (s == ST_UNK || (s == ST_NAN && *st == ST_OK))
		*st = s;
}

/* a known integer operand (an offset or an index): element j of v, or 0
 * with *st = ST_UNK if it is not known */
static uint64_t
wint(const Whole *w, const Value *v, uint32_t j, int *st)
{
	int s = ST_OK;
	uint64_t x = wel(v, j, w->len, &s);

	if (s != ST_OK) {
		*st = ST_UNK;
		return 0;
	}
	return x;
}

/* element j of vs2 as a gather or slide-down reads it: vs2[j] if j < VLMAX,
 * else 0.  Below vlmax_lo that is vs2[j] under every VLEN, from vlmax_hi on
 * 0 under every VLEN; in between it is vs2[j] or 0 by VLEN, known only if
 * vs2[j] is a known 0.  (Elements past vl are read too: known if tracked.) */
static uint64_t
wsrc(const Whole *w, uint64_t j, int *st)
{
	int s = ST_OK;
	uint64_t x;

	if (j >= w->vlmax_hi)
		return 0;
	x = wel(w->a, (uint32_t)j, w->len, &s);
	if (j >= w->vlmax_lo && !(s == ST_OK && x == 0))
		s = ST_UNK;
	stmerge(st, s);
	return s == ST_UNK ? 0 : x;
}

/* vslideup: elements below the offset keep vd, even when masked off (the
 * shared loop makes those agnostic: less known, never wrong) */
static uint64_t
k_slideup(const Whole *w, uint32_t i, int *st)
{
	uint64_t off = wint(w, w->b, 0, st);

	if (*st == ST_UNK)
		return 0;
	if (i < off)
		return wel(w->c, i, w->len, st);
	return wel(w->a, (uint32_t)(i - off), w->len, st);
}

/* vslidedown: vs2[i + off], 0 from VLMAX on (off is 64 bits, not cut to SEW) */
static uint64_t
k_slidedown(const Whole *w, uint32_t i, int *st)
{
	uint64_t off = wint(w, w->b, 0, st);

	if (*st == ST_UNK)
		return 0;
	if (off >= w->vlmax_hi)
		return 0;
	return wsrc(w, i + off, st);
}

/* v[f]slide1up: the scalar lands at element 0 */
static uint64_t
k_slide1up(const Whole *w, uint32_t i, int *st)
{
	return i == 0 ? wel(w->b, 0, w->len, st) : wel(w->a, i - 1, w->len, st);
}

/* v[f]slide1down: the scalar lands at element vl - 1 */
static uint64_t
k_slide1down(const Whole *w, uint32_t i, int *st)
{
	return i + 1 == w->n ? wel(w->b, 0, w->len, st) : wel(w->a, i + 1, w->len, st);
}

/* vrgather, vrgatherei16: the index is vs1[i] (unsigned SEW or 16 bits) or
 * rs1 (64 bits); an index from VLMAX on gives 0 */
static uint64_t
k_rgather(const Whole *w, uint32_t i, int *st)
{
	uint64_t x = wint(w, w->b, i, st);

	if (*st == ST_UNK)
		return 0;
	return wsrc(w, x, st);
}

/* vcompress: element i is vs2[j] for the (i+1)-th set bit j < vl of the mask
 * vs1; elements from the count of set bits on are tail.  An unknown bit
 * before that one makes it unknown. */
static uint64_t
k_compress(const Whole *w, uint32_t i, int *st)
{
	uint32_t k = 0;

	for (uint32_t j = 0; j < w->n; j++) {
		uint64_t bit = wint(w, w->b, j, st);

		if (*st == ST_UNK)
			return 0;
		if (bit && k++ == i)
			return wel(w->a, j, w->len, st);
	}
	*st = ST_TAIL;
	return 0;
}

/* vid: the index, its low SEW bits */
static uint64_t
k_vid(const Whole *w, uint32_t i, int *st)
{
	(void)st;
	return i & sew_mask(w->sew);
}

/* viota: the set bits of the mask vs2 below i, counting only active
 * elements when masked (the spec's example: masked-off ones do not count) */
static uint64_t
k_iota(const Whole *w, uint32_t i, int *st)
{
	uint64_t k = 0;

	for (uint32_t j = 0; j < i; j++) {
		if (w->vm) {
			uint64_t on = wint(w, w->vm, j, st);

			if (*st == ST_UNK)
				return 0;
			if (!on)
				continue;
		}
		k += wint(w, w->a, j, st);
		if (*st == ST_UNK)
			return 0;
	}
	return k & sew_mask(w->sew);
}

/* v[f]mv.s.x: rs1 into element 0 (when vl > 0); the others are tail */
static uint64_t
k_mv_s(const Whole *w, uint32_t i, int *st)
{
	if (i > 0) {
		*st = ST_TAIL;
		return 0;
	}
	return wel(w->b, 0, w->len, st);
}

/* v[f]mv.x.s: element 0 of vs1, even when vl = 0 (a scalar result) */
static uint64_t
k_mv_x(const Whole *w, uint32_t i, int *st)
{
	ensure(i == 0);
	return wel(w->b, 0, w->len, st);
}

/* Views (X_VIEW): the register of operand a seen as another type, or
 * parts of a register group; every tracked element, no vl, mask or tail.
 * In a block, len is at most VLMAX at VLEN 128 of every type of the view,
 * and in a loop each strip's vl is at most the VLMAX of each: element i of
 * the same SEW is element i of the source. */
static uint64_t
k_view(const Whole *w, uint32_t i, int *st)
{
	return wel(w->a, i, w->len, st);
}

/* vset: part 0 of the group is value (a), the rest is dest (c): below len
 * every element is in part 0 */
static uint64_t
k_vset(const Whole *w, uint32_t i, int *st)
{
	return wel(w->rm ? w->c : w->a, i, w->len, st);
}


/* tuples: element p of a tuple is field p % nf of segment p / nf, and
 * every element is tracked (no element depends on VLEN) */
static uint64_t
tel(const Value *v, uint32_t p, int *st)
{
	if (!v || v->st[p] == ST_UNK || v->st[p] == ST_AGN) {
		*st = ST_UNK;
		return 0;
	}
	if (v->st[p] == ST_NAN)
		*st = ST_NAN;
	return v->d[p];
}

/* vget: element i of field index */
static uint64_t
k_tget(const Whole *w, uint32_t i, int *st)
{
	return tel(w->a, i * (uint32_t)w->nf + (uint32_t)w->index, st);
}

/* vset: field index is value (a), the others are dest's (c) */
static uint64_t
k_tset(const Whole *w, uint32_t p, int *st)
{
	return p % (uint32_t)w->nf == (uint32_t)w->index ? tel(w->a, p / (uint32_t)w->nf, st) : tel(w->c, p, st);
}

/* vcreate: field f is part f */
static uint64_t
k_tcreate(const Whole *w, uint32_t p, int *st)
{
	return tel(w->part[p % (uint32_t)w->nf], p / (uint32_t)w->nf, st);
}


/* vlm: mask bit i is bit i % 8 of byte i / 8 */
static uint64_t
k_vlm(const Whole *w, uint32_t i, int *st)
{
	return wel(w->a, i / 8, w->len, st) >> (i % 8) & 1;
}

/* vsm: byte i holds mask bits 8i .. 8i+7; the bytes from ceil(vl/8) on
 * are not written (the tail), the bits from vl on in the last byte
 * written are the register's tail (unknown) */
static uint64_t
k_vsm(const Whole *w, uint32_t i, int *st)
{
	uint64_t r = 0;

	if (i >= (w->n + 7) / 8) {
		*st = ST_TAIL;
		return 0;
	}
	for (uint32_t k = 0; k < 8; k++) {
		if (8 * i + k >= w->n) {
			*st = ST_UNK;
			return 0;
		}
		r |= (wel(w->a, 8 * i + k, w->len, st) & 1) << k;
	}
	return r;
}

/* vundefined: nothing is known */
static uint64_t
k_undef(const Whole *w, uint32_t i, int *st)
{
	(void)w, (void)i;
	*st = ST_UNK;
	return 0;
}

/* another SEW, the same LMUL: result element i is bytes i * rsew/8 .. of
 * the register, source elements little-endian */
static uint64_t
k_reinterpret(const Whole *w, uint32_t i, int *st)
{
	int s = w->asew, d = w->rsew;
	uint64_t r = 0;

	if (d < s)
		return wel(w->a, i / (uint32_t)(s / d), w->len, st) >> (i % (uint32_t)(s / d) * (uint32_t)d) &
		    sew_mask(d);
	for (int k = 0; k < d / s; k++)
		r |= wel(w->a, i * (uint32_t)(d / s) + (uint32_t)k, w->len, st) << (k * s);
	return r;
}

/* a mask seen as integers: element i holds mask bits i * rsew .. (bit 0 lowest) */
static uint64_t
k_mask_int(const Whole *w, uint32_t i, int *st)
{
	uint64_t r = 0;

	for (int k = 0; k < w->rsew; k++)
		r |= (wel(w->a, i * (uint32_t)w->rsew + (uint32_t)k, w->len, st) & 1) << k;
	return r;
}

/* integers seen as a mask: bit i is bit i % asew of element i / asew */
static uint64_t
k_int_mask(const Whole *w, uint32_t i, int *st)
{
	return wel(w->a, i / (uint32_t)w->asew, w->len, st) >> (i % (uint32_t)w->asew) & 1;
}

/* vsetvl: vl = avl when avl <= VLMAX under every VLEN; beyond, it depends
 * on VLMAX (and between VLMAX and 2 VLMAX on the implementation) */
static uint64_t
k_setvl(const Whole *w, uint32_t i, int *st)
{
	uint64_t avl = wint(w, w->b, 0, st);

	ensure(i == 0);
	if (*st == ST_OK && avl > w->vlmax_lo)
		*st = ST_UNK;
	return *st == ST_OK ? avl : 0;
}

/* vsetvlmax: VLMAX, which depends on VLEN */
static uint64_t
k_setvlmax(const Whole *w, uint32_t i, int *st)
{
	(void)w, (void)i;
	*st = ST_UNK;
	return 0;
}

/* vget's source: the value whose register holds the part it reads.  Part 0
 * is src itself (its elements below len are in part 0); another part is
 * found through the vset and vcreate that built the group, when they put a
 * register at the same place; anything else is unknown (NULL). */
static const Value *
vget_source(const Graph *g, const Op *o)
{
	int v = o->arg[R_VS2], size = 1 << inst_result(&o->in).lmul, start = o->in.imm * size;

	while (start) {
		const Op *d = g->v[v].def >= 0 ? &g->o[g->v[v].def] : NULL;
		int n, at;

		if (!d || d->init || d->dead || (d->in.fam != F_VCREATE && d->in.fam != F_VSET))
			return NULL;
		n = 1 << inst_view(&d->in).lmul;        /* registers per part */
		if (d->in.fam == F_VCREATE) {
			at = start / n;
			if (start % n || size > n)
				return NULL;
			return &g->v[d->arg[at ? R_P1 + at - 1 : R_VS2]];
		}
		at = d->in.imm * n;
		if (start == at && size <= n)
			return &g->v[d->arg[R_VS2]];
		if (start + size > at && start < at + n)
			return NULL;    /* overlapping at another place */
		v = d->arg[R_VD];
	}
	return &g->v[v];
}

/* each row's kernel k_<kernel>, per element or whole-vector by its type */
static const struct {
	ElemKernel *elem;
	WholeKernel *whole;
} kernels[NFAM] = {
#define FAM(id, name, vform, xform, shape, classes, res, a, b, s, pols, flags, kernel, ext, weight) \
	{_Generic(k_##kernel, ElemKernel *: k_##kernel, default: NULL), \
	 _Generic(k_##kernel, WholeKernel *: k_##kernel, default: NULL)},
#include "ops.h"
};

static int
is_nan(Type t, uint64_t x)
{
	return t.cls == C_F && t.kind != K_MASK && (sf_class(t.sew, x) & 0x300);
}

uint64_t
model_kernel(int fam, const Elt *e)
{
	ensure(fam >= 0 && fam < NFAM && kernels[fam].elem);
	return kernels[fam].elem(e);
}

/* the data generator's kind (prelude.h) for an initialised value */
int
value_kind(const Value *v)
{
	if (v->t.cls == C_F)
		return v->small ? RIF_FSMALL : RIF_FLOAT;
	return v->small ? RIF_ISMALL : RIF_INT;
}

/* an input: its data, or one value in every element (a splat) */
static void
init_value(Graph *g, int vi)
{
	Value *v = &g->v[vi];
	uint64_t s = v->seed;
	uint32_t n = value_len(g, vi);
	unsigned mode = (unsigned)(v->seed >> 61);

	for (uint32_t i = 0; i < n; i++) {
		if (v->fixed)
			v->d[i] = v->fixed[v->splat ? 0 : i];
		else if (v->splat && i)
			v->d[i] = v->d[0];
		else
			v->d[i] = v->t.kind == K_MASK ? rif_bit(&s, mode, i) :
			    rif_value(&s, v->t.sew, value_kind(v));
		v->st[i] = ST_OK;
	}
}

static void reduce(Graph *g, const Op *o);

static const Value *
argv_(const Graph *g, const Op *o, int role)
{
	return o->arg[role] >= 0 ? &g->v[o->arg[role]] : NULL;
}

/* an operand, or `carried` in the role a repeated op carries */
static const Value *
argc_(const Graph *g, const Op *o, const Value *carried, int role)
{
	return carried && role == o->carry ? carried : argv_(g, o, role);
}

/* element i of an operand (scalars have one): its value, with unknown
 * elements noted in *known and NaNs of unknown bits (ST_NAN) replaced by
 * the canonical NaN and noted in *nan */
static uint64_t
el(const Value *v, uint32_t i, int *known, int *nan)
{
	if (!v)
		return 0;
	if (v->t.kind == K_SCAL)
		i = 0;
	if (v->st[i] == ST_NAN) {
		*nan = 1;
		return sf_canonical_nan(v->t.sew);
	}
	if (v->st[i] != ST_OK)
		*known = 0;
	return v->d[i];
}

/* For whole-vector kernels: element j of v (scalars have one), merging its
 * status into *st (ST_OK, then ST_NAN, then ST_UNK, the worst wins).  An
 * element the model does not track (j >= len) is unknown. */
static uint64_t
wel(const Value *v, uint32_t j, uint32_t len, int *st)
{
	int s;

	if (!v) {
		*st = ST_UNK;
		return 0;
	}
	if (v->t.kind == K_SCAL)
		j = 0;
	else if (j >= len) {
		*st = ST_UNK;
		return 0;
	}
	s = v->st[j] == ST_OK ? ST_OK : v->st[j] == ST_NAN ? ST_NAN : ST_UNK;
	stmerge(st, s);
	return s == ST_NAN ? sf_canonical_nan(v->t.sew) : v->d[j];
}

static void
set(Value *v, uint32_t i, uint64_t d, int st)
{
	v->d[i] = st == ST_UNK ? 0 : d;
	v->st[i] = (uint8_t)st;
}

/* the status of a computed element: NaN results of arithmetic, or NaNs
 * coming from NaN operands, are "some NaN" */
static int
result_status(const Family *f, Type t, uint64_t r, int known, int nan)
{
	if (!known || (nan && (f->flags & FL_BITS)))
		return ST_UNK;
	if (is_nan(t, r) && (nan || (f->flags & FL_CANON)))
		return ST_NAN;
	return ST_OK;
}

/* the status of an element a whole-vector kernel computed with status st */
static int
whole_status(const Family *f, Type t, uint64_t r, int st)
{
	if (st == ST_OK)
		return result_status(f, t, r, 1, 0);
	return st == ST_NAN ? ST_NAN : ST_UNK;
}

static int
vsew(const Value *v)
{
	return v ? v->t.sew : 0;
}

/* A strided or indexed load reads element mem_elem(i) of its source: the
 * shared loop then runs on these gathered elements.  (mem_ok holds: every
 * element below vl is in the array.) */
static Value
gathered(const Graph *g, const Op *o, const Value *src, uint32_t len)
{
	Value x = *src;
	uint32_t slen = value_len(g, o->arg[R_SRC]), nf = o->in.nf ? o->in.nf : 1;

	(void)len;
	x.d = xmalloc(slen * sizeof *x.d);
	x.st = xmalloc(slen);
	/* element i of a tuple: field i % nf of segment i / nf */
	for (uint32_t i = 0; i < slen; i++) {
		int64_t e = i / nf < o->n ? mem_elem(g, o, i / nf) + i % nf : i;

		ensure(e >= 0 && e < slen);
		x.d[i] = src->d[e];
		x.st[i] = src->st[e];
	}
	return x;
}

/* A strided or indexed store: the array's old contents, then the active
 * elements below vl written in order, each to element mem_elem(i).  An
 * element under a mask bit not known may or may not be written; two
 * elements written to one place leave it unknown unless the store is
 * ordered (the last wins) or they are equal. */
static void
scatter(Graph *g, const Op *o, Value *out, const Value *vs3, const Value *old, const Value *vm)
{
	uint32_t len = value_len(g, o->out), nf = o->in.nf ? o->in.nf : 1;
	int ordered = (fams[o->in.fam].flags & FL_ORD) != 0;
	uint8_t *written = xcalloc(len, 1);

	for (uint32_t i = 0; i < len; i++)
		set(out, i, old->d[i], old->st[i]);
	/* element p of the stored tuple: field p % nf of segment p / nf */
	for (uint32_t p = 0; p / nf < o->n && p < len; p++) {
		uint32_t i = p / nf;
		int64_t e = mem_elem(g, o, i) + p % nf;

		ensure(e >= 0 && e < len);
		if (vm && vm->st[i] != ST_OK)
			set(out, (uint32_t)e, 0, ST_UNK);
		else if (vm && !vm->d[i])
			continue;
		else if (written[e] && !ordered && (out->d[e] != vs3->d[p] || out->st[e] != vs3->st[p]))
			set(out, (uint32_t)e, 0, ST_UNK);
		else
			set(out, (uint32_t)e, vs3->d[p], vs3->st[p]);
		written[e] = 1;
	}
	free(written);
}

/* The shared loop: element i is in the body if i < o->n, else in the tail;
 * a body element is active unless masked off.  Inactive elements take the
 * undisturbed value (vd, or the old memory for stores) under an undisturbed
 * policy, else they are agnostic.  A family whose result is a scalar
 * (O_SCAL: vcpop, vfirst) has a whole-vector kernel called once, for
 * element 0 of the scalar; it reads vl and the mask itself. */
static void
apply_once(Graph *g, const Op *o, const Value *carried)
{
	const Family *f = &fams[o->in.fam];
	const Shape *sh = &shapes[f->shape];
	Value *out = &g->v[o->out];
	const Value *vm = argc_(g, o, carried, R_VM), *und = argc_(g, o, carried, R_VD);
	const Value *a = argc_(g, o, carried, R_VS2), *b = argc_(g, o, carried, R_VS1), *c = NULL;
	const Value *v0 = argc_(g, o, carried, R_V0);
	int store = sh->out == O_MEM, maskres = out->t.kind == K_MASK;
	int tu = store || (!maskres && pol_tu(o->in.pol));
	int mu = store || pol_mu(o->in.pol);
	uint32_t len;
	Whole w;
	Elt e;
	Value gs = {0};
	uint32_t nf = out->t.kind == K_TUP ? out->t.nf : 1;

	if (sh->exec == X_RED) {
		reduce(g, o);
		return;
	}
	ensure(sh->exec == X_WHOLE || sh->exec == X_VIEW ? kernels[o->in.fam].whole != NULL :
	    kernels[o->in.fam].elem != NULL);
	if (!a)
		a = argc_(g, o, carried, shape_has(f->shape, 'p') ? R_SRC : R_VS3);
	if (!b)
		b = argc_(g, o, carried, R_RS1);
	if (shape_has(f->shape, 'd') || shape_has(f->shape, 'e'))
		c = und;
	if (store)
		und = argc_(g, o, carried, R_OLD);
	e.sew = o->in.sew;
	e.asew = vsew(a);
	e.bsew = vsew(b);
	e.rm = inst_rm(&o->in);
	/* the operands' length: the part's (a scalar result has one element) */
	len = g->part[o->part].len;
	if (op_mem(o) && store) {
		scatter(g, o, out, a, und, vm);
		return;
	}
	if (op_mem(o)) {
		gs = gathered(g, o, a, len);
		a = &gs;
	}
	w = (Whole){a, b, c, vm, o->n, len, 128u >> inst_lratio(&o->in), 1024u >> inst_lratio(&o->in),
	    inst_lratio(&o->in), e.sew, e.asew, e.bsew, e.rm, out->t.kind == K_MASK ? 0 : out->t.sew,
	    {0}, out->t.kind == K_TUP ? out->t.nf : a && a->t.kind == K_TUP ? a->t.nf : 1, o->in.imm};
	for (int k = 0; k < 8; k++)
		w.part[k] = argc_(g, o, carried, k ? R_P1 + k - 1 : R_VS2);
	if (sh->out == O_SCAL) {
		/* A scalar result (vmv.x.s): the whole kernel, called once as
		 * for element 0, computes it from its operands, vl and mask
		 * (masks and tails of the loop below do not apply). */
		int st = ST_OK;
		uint64_t r = kernels[o->in.fam].whole(&w, 0, &st);

		ensure((sh->exec == X_WHOLE || sh->exec == X_VIEW) && st != ST_TAIL);
		set(out, 0, r, whole_status(f, out->t, r, st));
		return;
	}
	if (sh->exec == X_VIEW) {
		if (o->in.fam == F_VGET)
			w.a = vget_source(g, o);
		for (uint32_t i = 0; i < value_len(g, o->out); i++) {
			int st = ST_OK;
			uint64_t r = kernels[o->in.fam].whole(&w, i, &st);

			/* the bits of a NaN seen as integers are not known */
			if (st == ST_NAN && (out->t.kind == K_MASK || out->t.cls != C_F))
				st = ST_UNK;
			set(out, i, r, whole_status(f, out->t, r, st));
		}
		return;
	}
	/* a tuple's element p is field p % nf of segment p / nf: the segment's
	 * mask bit, vl and tail */
	for (uint32_t p = 0; p < len * nf; p++) {
		uint32_t i = p / nf;
		int known = 1, nan = 0, undisturbed, st = ST_OK;

		if (i < o->n && !vm) {
			goto active;
		} else if (i < o->n) {
			if (vm->st[i] != ST_OK) {
				set(out, p, 0, ST_UNK);
				continue;
			}
			if (vm->d[i])
				goto active;
			undisturbed = mu;
		} else {
tail:
			/* a mask result's tail may also hold results computed past vl */
			if (maskres) {
				set(out, p, 0, ST_UNK);
				continue;
			}
			undisturbed = tu;
		}
		/* inactive element */
		if (undisturbed) {
			ensure(und);
			set(out, p, und->d[p], und->st[p]);
		} else if (und && und->st[p] == ST_OK)
			set(out, p, und->d[p], ST_AGN);
		else
			set(out, p, 0, ST_UNK);
		continue;
active:
		if (sh->exec == X_WHOLE) {
			uint64_t r = kernels[o->in.fam].whole(&w, i, &st);

			if (st == ST_TAIL)
				goto tail;
			set(out, p, r, whole_status(f, out->t, r, st));
			continue;
		}
		e.m = (unsigned)el(v0, i, &known, &nan);
		if (v0 && known && kernels[o->in.fam].elem == k_merge) {
			/* a merge reads only the operand v0 selects */
			int ka = 1, kb = 1, na = 0, nb = 0;

			e.a = el(a, p, &ka, &na);
			e.b = el(b, p, &kb, &nb);
			known = e.m ? kb : ka;
			nan = e.m ? nb : na;
		} else {
			e.a = el(a, p, &known, &nan);
			e.b = el(b, p, &known, &nan);
		}
		e.c = el(c, p, &known, &nan);
		e.a = kernels[o->in.fam].elem(&e);
		set(out, p, e.a, result_status(f, out->t, e.a, known, nan));
	}
	free(gs.d);
	free(gs.st);
}

/* An op repeated (Op.rep > 1, a loop in the program): each time its
 * carried operand is the result of the time before. */
void
model_apply(Graph *g, const Op *o)
{
	Value *out = &g->v[o->out];
	uint32_t n = value_len(g, o->out);
	int trips = o->rep;
	Value tmp;

	/* trips from data: the set bits of a mask below the part's length,
	 * at most rep; none at all leaves the carried operand */
	if (o->rep > 1 && o->arg[R_TRIP] >= 0) {
		const Value *m = &g->v[o->arg[R_TRIP]];
		int bits = 0;

		for (uint32_t i = 0; i < value_len(g, o->arg[R_TRIP]); i++) {
			if (m->st[i] != ST_OK) {
				for (uint32_t j = 0; j < n; j++)
					set(out, j, 0, ST_UNK);
				return;
			}
			bits += m->d[i] != 0;
		}
		trips = bits < trips ? bits : trips;
		if (!trips) {
			const Value *c = &g->v[o->arg[o->carry]];

			memcpy(out->d, c->d, n * sizeof *out->d);
			memcpy(out->st, c->st, n);
			return;
		}
	}
	apply_once(g, o, NULL);
	for (int t = 1; t < trips; t++) {
		tmp = *out;
		tmp.d = xmalloc(n * sizeof *tmp.d);
		tmp.st = xmalloc(n);
		memcpy(tmp.d, out->d, n * sizeof *tmp.d);
		memcpy(tmp.st, out->st, n);
		apply_once(g, o, &tmp);
		free(tmp.d);
		free(tmp.st);
	}
}

/* the parts of a finite float: value = (-1)^neg * m * 2^e, m odd or 0 */
static void
fparts(int w, uint64_t x, int *neg, uint64_t *m, int *e)
{
	int mb = w == 16 ? 10 : w == 32 ? 23 : 52, eb = w - 1 - mb, bias = (1 << (eb - 1)) - 1;
	int ex = (int)(x >> mb & ((1u << eb) - 1));

	*neg = (int)(x >> (w - 1) & 1);
	*m = x & (((uint64_t)1 << mb) - 1);
	if (ex)
		*m |= (uint64_t)1 << mb;
	*e = (ex ? ex : 1) - bias - mb;
	while (*m && !(*m & 1)) {      /* the unit is the lowest set bit */
		*m >>= 1;
		++*e;
	}
}

/* Does every order of summing these w-bit floats give the same result?
 * Yes if a NaN or an infinity is among them (the result is NaN or that
 * infinity whatever the order), or if all are finite and every partial
 * sum is exact: their sum of magnitudes, counted in units of the smallest
 * LSB, stays below 2^precision.  The sign of a zero result is then also
 * independent of the order. */
static int
order_free(int w, const uint64_t *x, int n)
{
	int p = w == 16 ? 11 : w == 32 ? 24 : 53, emin = 1 << 20;
	uint64_t sum = 0;

	for (int k = 0; k < n; k++) {
		unsigned cl = sf_class(w, x[k]);

		if (cl & 0x381)         /* NaN or infinity */
			return 1;
	}
	for (int k = 0; k < n; k++) {
		int neg, e;
		uint64_t m;

		fparts(w, x[k], &neg, &m, &e);
		if (m && e < emin)
			emin = e;
	}
	for (int k = 0; k < n; k++) {
		int neg, e;
		uint64_t m;

		fparts(w, x[k], &neg, &m, &e);
		if (!m)
			continue;
		if (e - emin >= p)
			return 0;
		sum += m << (e - emin);
		if (sum >> p)
			return 0;
	}
	return 1;
}

/* Reductions: the result (a scalar here, element 0 of the vector the
 * intrinsic returns) folds the start value b and the active elements of a
 * in index order.  Strip-mining keeps that order for the ordered sums; an
 * unordered sum is checked only when every order gives the same bits. */
static void
reduce(Graph *g, const Op *o)
{
	const Family *f = &fams[o->in.fam];
	Value *out = &g->v[o->out];
	const Value *vm = argv_(g, o, R_VM), *a = argv_(g, o, R_VS2), *b = argv_(g, o, R_VS1);
	int known = 1, nan = 0, n = 0;
	uint32_t len = value_len(g, o->arg[R_VS2]);
	uint64_t *terms = xmalloc(((size_t)len + 1) * sizeof(uint64_t)), acc;
	Elt e;

	e.sew = out->t.sew;
	e.asew = a->t.sew;
	e.bsew = out->t.sew;
	e.rm = inst_rm(&o->in);
	e.c = 0;
	e.m = 0;
	acc = el(b, 0, &known, &nan);
	terms[n++] = acc;       /* the terms of an unordered float sum, widened */
	for (uint32_t i = 0; i < o->n && i < len; i++) {
		if (vm && vm->st[i] != ST_OK)
			known = 0;
		if (vm && !vm->d[i])
			continue;
		e.a = el(a, i, &known, &nan);
		e.b = acc;
		acc = kernels[o->in.fam].elem(&e);
		if (f->flags & FL_UNORD)
			terms[n++] = e.asew < e.sew ? sf_cvt(e.asew, e.sew, e.a, RM_RNE, &fflags) : e.a;
	}
	if ((f->flags & FL_UNORD) && known && !order_free(e.sew, terms, n))
		known = 0;
	set(out, 0, acc, result_status(f, out->t, acc, known, nan));
	free(terms);
}

/* ---- strip-mined loops with an early exit ---- */

/* The first element below len whose bit of mask m is set or unknown, or len. */
static uint32_t
exit_first(const Value *m, uint32_t len)
{
	uint32_t j = 0;

	while (j < len && m->st[j] == ST_OK && !m->d[j])
		j++;
	return j;
}

/* Pick the mask of a part that tries an early exit (EX_TRY) among the mask
 * results of one phase (one strip-mined loop then holds all its ops): the
 * one whose first set bit is known and latest, if at len / 4 or later (the
 * loop exits late: most elements are still checked; ties go by the ops'
 * keys), else, by the ops' keys, one with every bit below len known clear
 * (the loop never exits; its branch is compiled all the same).  None: the
 * part may try its next phase. */
static void
exit_pick(Graph *g, int part, const int *phase, int ph)
{
	Part *pt = &g->part[part];
	uint64_t best[2] = {0, ~(uint64_t)0};
	uint32_t bestq = 0;
	int pick[2] = {-1, -1};

	for (int i = 0; i < g->no; i++) {
		const Op *o = &g->o[i];
		uint32_t q;
		uint64_t k = mix64(o->key ^ 0x65786974u);

		if (o->init || o->dead || o->part != part || phase[i] != ph || g->v[o->out].t.kind != K_MASK)
			continue;
		q = exit_first(&g->v[o->out], pt->len);
		if (q == pt->len && k < best[1]) {
			best[1] = k;
			pick[1] = i;
		} else if (q < pt->len && q >= pt->len / 4 && g->v[o->out].st[q] == ST_OK &&
		    (pick[0] < 0 || q > bestq || (q == bestq && k < best[0]))) {
			best[0] = k;
			bestq = q;
			pick[0] = i;
		}
	}
	if (pick[0] >= 0 || pick[1] >= 0) {
		pt->exit = EX_MASK;
		pt->exit_op = pick[0] >= 0 ? pick[0] : pick[1];
	}
}

/* An element j > q of a value the exit loop computes was computed under
 * some VLENs and not under others (where the exiting strip ends depends on
 * VLMAX): the program's array holds the new value or what it held before
 * the loop, zero (every array a loop writes is a static written only by
 * that loop): known only if the new value is zero.  A reduction has folded
 * the elements of the strips that ran: known only if those are all it
 * folds. */
static void
exit_apply(Graph *g, int part, const int *phase, int ph)
{
	Part *pt = &g->part[part];
	const Value *m = &g->v[g->o[pt->exit_op].out];
	uint32_t q = exit_first(m, pt->len);

	pt->exit_q = q;
	pt->exit_pos = q == pt->len ? -1 : m->st[q] == ST_OK ? (int64_t)q : -2;
	if (q + 1 >= pt->len)
		return;
	for (int i = 0; i < g->no; i++) {
		const Op *o = &g->o[i];
		Value *x = &g->v[o->out];
		uint32_t nf = x->t.kind == K_TUP ? x->t.nf : 1;

		if (o->init || o->dead || o->part != part || phase[i] != ph)
			continue;
		if (shapes[fams[o->in.fam].shape].out == O_RED) {
			if (o->n > q + 1)
				set(x, 0, 0, ST_UNK);
			continue;
		}
		ensure(x->t.kind != K_SCAL);
		for (uint32_t p = (q + 1) * nf; p < value_len(g, o->out); p++)
			if (x->d[p] != 0 || (x->st[p] != ST_OK && x->st[p] != ST_AGN))
				set(x, p, 0, ST_UNK);
	}
}

/* The order in which model_run evaluates the ops: the inputs, then part by
 * part and phase by phase (a topological order still), so that an early
 * exit's effect on a loop's values is applied before any later loop or
 * part reads them.  Returns the ops in out (the inputs and dead ops first). */
static void
stage_order(const Graph *g, const int *phase, int *out)
{
	int *topo = xmalloc(((size_t)g->no + 1) * sizeof(int)), n = 0, maxph = 0;
	Rng r;

	rng_seed(&r, 0);
	graph_topo(g, &r, topo);
	for (int k = 0; k < g->no; k++)
		if (g->o[topo[k]].init || g->o[topo[k]].dead)
			out[n++] = topo[k];
		else if (phase[topo[k]] > maxph)
			maxph = phase[topo[k]];
	for (int p = 0; p < g->npart; p++)
		for (int ph = 0; ph <= maxph; ph++)
			for (int k = 0; k < g->no; k++) {
				const Op *o = &g->o[topo[k]];

				if (!o->init && !o->dead && o->part == p && phase[topo[k]] == ph)
					out[n++] = topo[k];
			}
	ensure(n == g->no);
	free(topo);
}

/* does the exit of part p (EX_MASK) still have a mask op of its own? */
static int
exit_valid(const Graph *g, int p)
{
	int k = g->part[p].exit_op;

	return k >= 0 && k < g->no && !g->o[k].init && !g->o[k].dead && g->o[k].part == p &&
	    g->v[g->o[k].out].t.kind == K_MASK && shape_strip(g->part[p].shape);
}

void
model_run(Graph *g)
{
	int *order = xmalloc(((size_t)g->no + 1) * sizeof(int)), *phase = xmalloc(((size_t)g->no + 1) * sizeof(int));
	uint8_t *done = xcalloc((size_t)g->nv + 1, 1);

	for (int v = 0; v < g->nv; v++) {
		uint32_t n = value_len(g, v);

		if (g->v[v].nalloc < n) {
			g->v[v].d = arena_alloc(g->ar, n * sizeof(uint64_t));
			g->v[v].st = arena_alloc(g->ar, n);
			g->v[v].nalloc = n;
		}
	}
	for (int p = 0; p < g->npart; p++)
		if (g->part[p].exit == EX_MASK && !exit_valid(g, p)) {
			g->part[p].exit = EX_NONE;
			g->part[p].exit_op = -1;
		} else if (g->part[p].exit == EX_TRY && !shape_strip(g->part[p].shape))
			g->part[p].exit = EX_NONE;
	graph_phases(g, phase);
	stage_order(g, phase, order);
	for (int k = 0; k < g->no; k++) {
		const Op *o = &g->o[order[k]];
		Part *pt = &g->part[o->part];
		int last;

		if (o->dead)
			continue;
		/* every part reads only inputs and values of its own and earlier parts */
		for (int role = 0; role < NROLE; role++)
			ensure(o->arg[role] < 0 || done[o->arg[role]]);
		if (o->init)
			init_value(g, o->out);
		else
			model_apply(g, o);
		done[o->out] = 1;
		/* the last op of its phase: a loop with an exit ends here */
		last = k + 1 == g->no || g->o[order[k + 1]].init || g->o[order[k + 1]].part != o->part ||
		    phase[order[k + 1]] != phase[order[k]];
		if (o->init || !last)
			continue;
		if (pt->exit == EX_TRY)
			exit_pick(g, o->part, phase, phase[order[k]]);
		if (pt->exit == EX_MASK && phase[pt->exit_op] == phase[order[k]])
			exit_apply(g, o->part, phase, phase[order[k]]);
	}
	for (int p = 0; p < g->npart; p++)
		if (g->part[p].exit == EX_TRY)
			g->part[p].exit = EX_NONE;
	free(order);
	free(phase);
	free(done);
}
