/*
 * The golden model's kernels, one per row of ops.h (its kernel column,
 * k_<kernel>): per element (Elt: the operands of one element, SEW-bit
 * patterns in uint64_t) or whole-vector (Whole: permutations, vid, viota,
 * scalar moves, mask population counts and the like, which read other
 * elements).  model.c's shared loop applies them under vl, masks and
 * policies.  All arithmetic is on unsigned types, free of undefined
 * behaviour; an element that depends on VLEN is ST_UNK.
 */
#include <string.h>

#include "rif.h"

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

/* merge an element status into *st: ST_OK, then ST_NAN, then ST_UNK */
static void
stmerge(int *st, int s)
{
	if (s == ST_UNK || (s == ST_NAN && *st == ST_OK))
		*st = s;
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

/* each row's kernel k_<kernel>, per element or whole-vector by its type */
const Kernel kernels[NFAM] = {
#define FAM(id, name, vform, xform, shape, classes, res, a, b, s, pols, flags, kernel, ext, weight) \
	{_Generic(k_##kernel, ElemKernel *: k_##kernel, default: NULL), \
	 _Generic(k_##kernel, WholeKernel *: k_##kernel, default: NULL)},
#include "ops.h"
};

uint64_t
model_kernel(int fam, const Elt *e)
{
	ensure(fam >= 0 && fam < NFAM && kernels[fam].elem);
	return kernels[fam].elem(e);
}

/* is fam's kernel vmerge's (which reads only the operand the mask selects)? */
int
kernel_is_merge(int fam)
{
	return kernels[fam].elem == k_merge;
}
