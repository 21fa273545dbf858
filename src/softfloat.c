/*
 * IEEE 754 binary16/32/64 soft-float with RISC-V semantics.
 *
 * Internal model: a finite nonzero operand is an integer significand S and
 * the exponent E of its least significant bit (value = S * 2^E).  Each
 * operation forms the exact result, or a value that differs from it only
 * below a "sticky" bit that lies far beneath the rounding position, and
 * hands it to round_pack(), the single place where rounding, overflow,
 * underflow (tininess after rounding) and inexactness are decided.
 * All integer work is done on unsigned types; 128-bit intermediates use a
 * small two-word helper so the code is plain C11.
 */
#include "rif.h"

/* ------------------------------------------------------------------ */
/* Formats                                                             */
/* ------------------------------------------------------------------ */

typedef struct {
	int w;      /* total width */
	int ebits;  /* exponent field width */
	int mbits;  /* fraction field width (precision - 1) */
	int bias;
} fmt_t;

static const fmt_t FMT16 = {16, 5, 10, 15};
static const fmt_t FMT32 = {32, 8, 23, 127};
static const fmt_t FMT64 = {64, 11, 52, 1023};

static const fmt_t *fmt_of(int w)
{
	if (w == 16)
		return &FMT16;
	if (w == 32)
		return &FMT32;
	return &FMT64;
}

static uint64_t width_mask(int n)
{
	return n >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << n) - 1);
}

static uint64_t sign_bit(const fmt_t *f) { return (uint64_t)1 << (f->w - 1); }
static uint64_t frac_mask(const fmt_t *f) { return ((uint64_t)1 << f->mbits) - 1; }
static uint64_t exp_max(const fmt_t *f) { return ((uint64_t)1 << f->ebits) - 1; }
static uint64_t exp_field(const fmt_t *f, uint64_t a) { return (a >> f->mbits) & exp_max(f); }
static uint64_t inf_bits(const fmt_t *f) { return exp_max(f) << f->mbits; }
static uint64_t max_finite(const fmt_t *f) { return inf_bits(f) - 1; }

uint64_t sf_canonical_nan(int w)
{
	const fmt_t *f = fmt_of(w);
	return inf_bits(f) | ((uint64_t)1 << (f->mbits - 1));
}

static int is_nan(const fmt_t *f, uint64_t a)
{
	return exp_field(f, a) == exp_max(f) && (a & frac_mask(f)) != 0;
}

static int is_snan(const fmt_t *f, uint64_t a)
{
	return is_nan(f, a) && ((a >> (f->mbits - 1)) & 1) == 0;
}

enum { C_ZERO, C_FINITE, C_INF, C_NAN };

typedef struct {
	int cls;
	int sign;
	int32_t e;    /* exponent of the least significant bit of s */
	uint64_t s;   /* integer significand (nonzero for C_FINITE) */
	int snan;
} unpacked_t;

static unpacked_t unpack(const fmt_t *f, uint64_t a)
{
	unpacked_t u;
	uint64_t ef = exp_field(f, a), fr = a & frac_mask(f);
	u.sign = (int)((a >> (f->w - 1)) & 1);
	u.e = 0;
	u.s = 0;
	u.snan = 0;
	if (ef == exp_max(f)) {
		u.cls = fr ? C_NAN : C_INF;
		u.snan = fr && !((fr >> (f->mbits - 1)) & 1);
	} else if (ef == 0) {
		u.cls = fr ? C_FINITE : C_ZERO;
		u.s = fr;
		u.e = 1 - f->bias - f->mbits;
	} else {
		u.cls = C_FINITE;
		u.s = fr | ((uint64_t)1 << f->mbits);
		u.e = (int32_t)ef - f->bias - f->mbits;
	}
	return u;
}

static uint64_t pack_zero(const fmt_t *f, int sign) { return sign ? sign_bit(f) : 0; }
static uint64_t pack_inf(const fmt_t *f, int sign) { return pack_zero(f, sign) | inf_bits(f); }

/* ------------------------------------------------------------------ */
/* Integer helpers                                                     */
/* ------------------------------------------------------------------ */

/* Number of significant bits of x (0 for x == 0). */
static int bitlen64(uint64_t x)
{
	int n = 0;
	if (x >> 32) { n += 32; x >>= 32; }
	if (x >> 16) { n += 16; x >>= 16; }
	if (x >> 8) { n += 8; x >>= 8; }
	if (x >> 4) { n += 4; x >>= 4; }
	if (x >> 2) { n += 2; x >>= 2; }
	if (x >> 1) { n += 1; x >>= 1; }
	return n + (int)x;
}

typedef struct {
	uint64_t hi, lo;
} u128;

static u128 u128_make(uint64_t hi, uint64_t lo)
{
	u128 r;
	r.hi = hi;
	r.lo = lo;
	return r;
}

static int u128_bitlen(u128 x)
{
	return x.hi ? 64 + bitlen64(x.hi) : bitlen64(x.lo);
}

static int u128_is_zero(u128 x) { return (x.hi | x.lo) == 0; }

static int u128_cmp(u128 a, u128 b)
{
	if (a.hi != b.hi)
		return a.hi < b.hi ? -1 : 1;
	if (a.lo != b.lo)
		return a.lo < b.lo ? -1 : 1;
	return 0;
}

static u128 u128_add(u128 a, u128 b)
{
	u128 r;
	r.lo = a.lo + b.lo;
	r.hi = a.hi + b.hi + (r.lo < a.lo);
	return r;
}

/* a - b, requires a >= b */
static u128 u128_sub(u128 a, u128 b)
{
	u128 r;
	r.lo = a.lo - b.lo;
	r.hi = a.hi - b.hi - (a.lo < b.lo);
	return r;
}

/* Left shift, 0 <= n < 128. */
static u128 u128_shl(u128 x, int n)
{
	if (n <= 0)
		return x;
	if (n >= 64)
		return u128_make(x.lo << (n - 64), 0);
	return u128_make((x.hi << n) | (x.lo >> (64 - n)), x.lo << n);
}

/* Right shift by any n >= 0; bits shifted out are ORed into bit 0. */
static u128 u128_shr_jam(u128 x, int32_t n)
{
	uint64_t lost;
	if (n <= 0)
		return x;
	if (n >= 128)
		return u128_make(0, !u128_is_zero(x));
	if (n >= 64) {
		int k = n - 64;
		lost = x.lo | (k ? (x.hi & (((uint64_t)1 << k) - 1)) : 0);
		return u128_make(0, (x.hi >> k) | (lost != 0));
	}
	lost = x.lo & (((uint64_t)1 << n) - 1);
	return u128_make(x.hi >> n, ((x.lo >> n) | (x.hi << (64 - n))) | (lost != 0));
}

static u128 mul64x64(uint64_t a, uint64_t b)
{
	uint64_t a0 = a & 0xffffffffu, a1 = a >> 32;
	uint64_t b0 = b & 0xffffffffu, b1 = b >> 32;
	uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
	uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
	return u128_make(p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32),
					 (p00 & 0xffffffffu) | (mid << 32));
}

/* ------------------------------------------------------------------ */
/* Rounding                                                            */
/* ------------------------------------------------------------------ */

static int norm_rm(int rm)
{
	return (rm >= RM_RNE && rm <= RM_ROD) ? rm : RM_RNE;
}

/* Drop the low `shift` (>= 1) bits of m; report the first dropped bit
   (half) and whether any lower dropped bit is set (rest). */
static uint64_t drop_bits(uint64_t m, int32_t shift, int *half, int *rest)
{
	if (shift > 64) {
		*half = 0;
		*rest = m != 0;
		return 0;
	}
	if (shift == 64) {
		*half = (int)(m >> 63);
		*rest = (m << 1) != 0;
		return 0;
	}
	*half = (int)((m >> (shift - 1)) & 1);
	*rest = (m & (((uint64_t)1 << (shift - 1)) - 1)) != 0;
	return m >> shift;
}

/* Whether to add one unit in the last kept place (magnitude rounding). */
static int round_up_p(int rm, int sign, uint64_t kept, int half, int rest)
{
	switch (rm) {
	case RM_RNE: return half && (rest || (kept & 1));
	case RM_RMM: return half;
	case RM_RDN: return sign && (half || rest);
	case RM_RUP: return !sign && (half || rest);
	default: return 0; /* RTZ, ROD */
	}
}

/* Round (-1)^sign * m * 2^(e-63) to format f.  m must have bit 63 set (so
   the value lies in [2^e, 2^(e+1))); bit 0 of m may be a sticky bit. */
static uint64_t round_pack(const fmt_t *f, int sign, int32_t e, uint64_t m, int rm,
						   unsigned *fl)
{
	const int p = f->mbits + 1;
	const int32_t emin = 1 - f->bias, emax = f->bias;
	int half, rest, tiny = 0, inexact;
	int32_t shift;
	uint64_t kept;

	rm = norm_rm(rm);
	if (e < emin) {
		/* Tiny after rounding unless rounding to p bits with an unbounded
		   exponent carries the value up to 2^emin. */
		tiny = 1;
		if (e == emin - 1) {
			uint64_t k = drop_bits(m, 64 - p, &half, &rest);
			if (round_up_p(rm, sign, k, half, rest) && k + 1 == ((uint64_t)1 << p))
				tiny = 0;
		}
		shift = (emin - e > 64) ? 65 : (64 - p) + (emin - e);
		if (shift > 65)
			shift = 65;
	} else {
		shift = 64 - p;
	}

	kept = drop_bits(m, shift, &half, &rest);
	inexact = half || rest;
	if (round_up_p(rm, sign, kept, half, rest))
		kept++;
	else if (rm == RM_ROD && inexact)
		kept |= 1;

	if (e >= emin) {
		if (kept >> p) { /* carried into a new binade */
			kept >>= 1;
			e++;
		}
		if (e > emax) {
			int to_inf = rm == RM_RNE || rm == RM_RMM || (rm == RM_RUP && !sign) ||
						 (rm == RM_RDN && sign);
			*fl |= FF_OF | FF_NX;
			return to_inf ? pack_inf(f, sign) : (pack_zero(f, sign) | max_finite(f));
		}
		if (inexact)
			*fl |= FF_NX;
		return pack_zero(f, sign) | ((uint64_t)(e + f->bias) << f->mbits) |
			   (kept & frac_mask(f));
	}
	/* Subnormal (or rounded up to the smallest normal: the carry lands in
	   the exponent field, which encodes it correctly). */
	if (inexact) {
		*fl |= FF_NX;
		if (tiny)
			*fl |= FF_UF;
	}
	return pack_zero(f, sign) | kept;
}

/* Round (-1)^sign * (M + sticky*tiny) * 2^E, M != 0. */
static uint64_t round_u128(const fmt_t *f, int sign, u128 M, int32_t E, int sticky, int rm,
						   unsigned *fl)
{
	int L = u128_bitlen(M) - 1;
	uint64_t m;
	if (L >= 63)
		m = u128_shr_jam(M, L - 63).lo;
	else
		m = u128_shl(M, 63 - L).lo;
	if (sticky)
		m |= 1;
	return round_pack(f, sign, E + L, m, rm, fl);
}

static uint64_t round_u64(const fmt_t *f, int sign, uint64_t M, int32_t E, int sticky, int rm,
						  unsigned *fl)
{
	return round_u128(f, sign, u128_make(0, M), E, sticky, rm, fl);
}

/* Exact zero produced by cancellation: +0, or -0 when rounding down. */
static uint64_t cancel_zero(const fmt_t *f, int rm)
{
	return pack_zero(f, norm_rm(rm) == RM_RDN);
}

/* Sum of two exact nonzero values (-1)^sx X 2^Ex + (-1)^sy Y 2^Ey, where X
   and Y have at most 120 significant bits.  Both are placed with their
   leading bit at position 125; the one with the smaller exponent is shifted
   right with its lost bits jammed into bit 0.  A shift of 0 or 1 loses
   nothing (the low bits are zero), and a shift of 2 or more leaves the
   result's leading bit at position >= 124, far above the jammed bit, so
   the rounding decision is that of the exact sum. */
static uint64_t add_exact(const fmt_t *f, int sx, u128 X, int32_t Ex, int sy, u128 Y, int32_t Ey,
						  int rm, unsigned *fl)
{
	int lx = u128_bitlen(X), ly = u128_bitlen(Y);
	int32_t E;
	u128 R;
	int sign;

	X = u128_shl(X, 126 - lx);
	Ex -= 126 - lx;
	Y = u128_shl(Y, 126 - ly);
	Ey -= 126 - ly;
	if (Ex >= Ey) {
		Y = u128_shr_jam(Y, Ex - Ey);
		E = Ex;
	} else {
		X = u128_shr_jam(X, Ey - Ex);
		E = Ey;
	}
	if (sx == sy) {
		R = u128_add(X, Y);
		sign = sx;
	} else {
		int c = u128_cmp(X, Y);
		if (c == 0)
			return cancel_zero(f, rm);
		if (c > 0) {
			R = u128_sub(X, Y);
			sign = sx;
		} else {
			R = u128_sub(Y, X);
			sign = sy;
		}
	}
	return round_u128(f, sign, R, E, 0, rm, fl);
}

/* ------------------------------------------------------------------ */
/* Arithmetic                                                          */
/* ------------------------------------------------------------------ */

static uint64_t nan_result(const fmt_t *f, int invalid, unsigned *fl)
{
	if (invalid)
		*fl |= FF_NV;
	return sf_canonical_nan(f->w);
}

static uint64_t add_signed(const fmt_t *f, uint64_t a, uint64_t b, int flipb, int rm,
						   unsigned *fl)
{
	unpacked_t x = unpack(f, a), y = unpack(f, b);
	y.sign ^= flipb;
	if (x.cls == C_NAN || y.cls == C_NAN)
		return nan_result(f, x.snan || y.snan, fl);
	if (x.cls == C_INF || y.cls == C_INF) {
		if (x.cls == C_INF && y.cls == C_INF && x.sign != y.sign)
			return nan_result(f, 1, fl);
		return pack_inf(f, x.cls == C_INF ? x.sign : y.sign);
	}
	if (x.cls == C_ZERO && y.cls == C_ZERO) {
		if (x.sign == y.sign)
			return pack_zero(f, x.sign);
		return cancel_zero(f, rm);
	}
	if (x.cls == C_ZERO)
		return (b & (sign_bit(f) - 1)) | pack_zero(f, y.sign);
	if (y.cls == C_ZERO)
		return a;
	return add_exact(f, x.sign, u128_make(0, x.s), x.e, y.sign, u128_make(0, y.s), y.e, rm, fl);
}

uint64_t sf_add(int w, uint64_t a, uint64_t b, int rm, unsigned *fl)
{
	const fmt_t *f = fmt_of(w);
	return add_signed(f, a & width_mask(w), b & width_mask(w), 0, rm, fl);
}

uint64_t sf_sub(int w, uint64_t a, uint64_t b, int rm, unsigned *fl)
{
	const fmt_t *f = fmt_of(w);
	return add_signed(f, a & width_mask(w), b & width_mask(w), 1, rm, fl);
}

uint64_t sf_mul(int w, uint64_t a, uint64_t b, int rm, unsigned *fl)
{
	const fmt_t *f = fmt_of(w);
	unpacked_t x = unpack(f, a & width_mask(w)), y = unpack(f, b & width_mask(w));
	int sign = x.sign ^ y.sign;
	if (x.cls == C_NAN || y.cls == C_NAN)
		return nan_result(f, x.snan || y.snan, fl);
	if (x.cls == C_INF || y.cls == C_INF) {
		if (x.cls == C_ZERO || y.cls == C_ZERO)
			return nan_result(f, 1, fl);
		return pack_inf(f, sign);
	}
	if (x.cls == C_ZERO || y.cls == C_ZERO)
		return pack_zero(f, sign);
	return round_u128(f, sign, mul64x64(x.s, y.s), x.e + y.e, 0, rm, fl);
}

/* Shift a nonzero significand so its leading bit is at position mbits. */
static void normalize(const fmt_t *f, unpacked_t *u)
{
	int sh = f->mbits + 1 - bitlen64(u->s);
	if (sh > 0) {
		u->s <<= sh;
		u->e -= sh;
	}
}

uint64_t sf_div(int w, uint64_t a, uint64_t b, int rm, unsigned *fl)
{
	const fmt_t *f = fmt_of(w);
	unpacked_t x = unpack(f, a & width_mask(w)), y = unpack(f, b & width_mask(w));
	int sign = x.sign ^ y.sign, i, n;
	uint64_t q = 0, r;
	int32_t E;

	if (x.cls == C_NAN || y.cls == C_NAN)
		return nan_result(f, x.snan || y.snan, fl);
	if (x.cls == C_INF)
		return y.cls == C_INF ? nan_result(f, 1, fl) : pack_inf(f, sign);
	if (y.cls == C_INF)
		return pack_zero(f, sign);
	if (y.cls == C_ZERO) {
		if (x.cls == C_ZERO)
			return nan_result(f, 1, fl);
		*fl |= FF_DZ;
		return pack_inf(f, sign);
	}
	if (x.cls == C_ZERO)
		return pack_zero(f, sign);

	normalize(f, &x);
	normalize(f, &y);
	/* Restoring division producing n = p + 2 quotient bits; the remainder
	   supplies the sticky bit. */
	r = x.s;
	E = x.e - y.e;
	if (r < y.s) {
		r <<= 1;
		E--;
	}
	n = f->mbits + 3;
	for (i = 0; i < n; i++) {
		q <<= 1;
		if (r >= y.s) {
			r -= y.s;
			q |= 1;
		}
		r <<= 1;
	}
	return round_u64(f, sign, q, E - (n - 1), r != 0, rm, fl);
}

uint64_t sf_sqrt(int w, uint64_t a, int rm, unsigned *fl)
{
	const fmt_t *f = fmt_of(w);
	unpacked_t x = unpack(f, a & width_mask(w));
	int T, k, i;
	uint64_t rem = 0, root = 0;

	if (x.cls == C_NAN)
		return nan_result(f, x.snan, fl);
	if (x.cls == C_ZERO)
		return pack_zero(f, x.sign);
	if (x.sign)
		return nan_result(f, 1, fl);
	if (x.cls == C_INF)
		return pack_inf(f, 0);

	normalize(f, &x);
	/* N = s << k has 2T-1 or 2T bits (T = p + 2) and x.e - k is even, so
	   sqrt(x) = sqrt(N) * 2^((x.e - k) / 2) with a T-bit integer root. */
	T = f->mbits + 3;
	k = f->mbits + 5;
	if (((x.e - k) % 2) != 0)
		k--;
	for (i = T - 1; i >= 0; i--) {
		int j, b;
		unsigned pair = 0;
		for (b = 1; b >= 0; b--) {
			j = 2 * i + b - k;
			pair = (pair << 1) | (unsigned)((j >= 0 && j < 64) ? ((x.s >> j) & 1) : 0);
		}
		rem = (rem << 2) | pair;
		if (rem >= ((root << 2) | 1)) {
			rem -= (root << 2) | 1;
			root = (root << 1) | 1;
		} else {
			root <<= 1;
		}
	}
	return round_u64(f, 0, root, (x.e - k) / 2, rem != 0, rm, fl);
}

uint64_t sf_fma(int w, uint64_t a, uint64_t b, uint64_t c, int negprod, int negc, int rm,
				unsigned *fl)
{
	const fmt_t *f = fmt_of(w);
	uint64_t cm = c & width_mask(w);
	unpacked_t x = unpack(f, a & width_mask(w)), y = unpack(f, b & width_mask(w));
	unpacked_t z = unpack(f, cm);
	int ps = x.sign ^ y.sign ^ (negprod != 0);
	int zs = z.sign ^ (negc != 0);
	int prod_inf, prod_zero;

	/* inf * 0 is invalid even when c is a quiet NaN (RISC-V). */
	if ((x.cls == C_INF && y.cls == C_ZERO) || (x.cls == C_ZERO && y.cls == C_INF))
		return nan_result(f, 1, fl);
	if (x.cls == C_NAN || y.cls == C_NAN || z.cls == C_NAN)
		return nan_result(f, x.snan || y.snan || z.snan, fl);
	prod_inf = x.cls == C_INF || y.cls == C_INF;
	prod_zero = x.cls == C_ZERO || y.cls == C_ZERO;
	if (prod_inf) {
		if (z.cls == C_INF && zs != ps)
			return nan_result(f, 1, fl);
		return pack_inf(f, ps);
	}
	if (z.cls == C_INF)
		return pack_inf(f, zs);
	if (prod_zero) {
		if (z.cls == C_ZERO)
			return ps == zs ? pack_zero(f, ps) : cancel_zero(f, rm);
		return (cm & (sign_bit(f) - 1)) | pack_zero(f, zs);
	}
	if (z.cls == C_ZERO)
		return round_u128(f, ps, mul64x64(x.s, y.s), x.e + y.e, 0, rm, fl);
	return add_exact(f, ps, mul64x64(x.s, y.s), x.e + y.e, zs, u128_make(0, z.s), z.e, rm, fl);
}

/* ------------------------------------------------------------------ */
/* Comparisons, min/max, class, sign injection                         */
/* ------------------------------------------------------------------ */

/* a < b for non-NaN operands; -0 < +0 unless zeros_equal. */
static int ordered_lt(const fmt_t *f, uint64_t a, uint64_t b, int zeros_equal)
{
	uint64_t mag = sign_bit(f) - 1;
	int sa = (a & sign_bit(f)) != 0, sb = (b & sign_bit(f)) != 0;
	if (zeros_equal && (a & mag) == 0 && (b & mag) == 0)
		return 0;
	if (sa != sb)
		return sa;
	return sa ? (a & mag) > (b & mag) : (a & mag) < (b & mag);
}

static uint64_t minmax(int w, uint64_t a, uint64_t b, int want_max, unsigned *fl)
{
	const fmt_t *f = fmt_of(w);
	int na, nb;
	a &= width_mask(w);
	b &= width_mask(w);
	na = is_nan(f, a);
	nb = is_nan(f, b);
	if (is_snan(f, a) || is_snan(f, b))
		*fl |= FF_NV;
	if (na && nb)
		return sf_canonical_nan(w);
	if (na)
		return b;
	if (nb)
		return a;
	if (want_max)
		return ordered_lt(f, a, b, 0) ? b : a;
	return ordered_lt(f, b, a, 0) ? b : a;
}

uint64_t sf_min(int w, uint64_t a, uint64_t b, unsigned *fl) { return minmax(w, a, b, 0, fl); }
uint64_t sf_max(int w, uint64_t a, uint64_t b, unsigned *fl) { return minmax(w, a, b, 1, fl); }

uint64_t sf_sgnj(int w, uint64_t a, uint64_t b, int mode)
{
	const fmt_t *f = fmt_of(w);
	uint64_t sb = sign_bit(f), s;
	a &= width_mask(w);
	b &= width_mask(w);
	if (mode == 1)
		s = ~b & sb;
	else if (mode == 2)
		s = (a ^ b) & sb;
	else
		s = b & sb;
	return (a & ~sb) | s;
}

unsigned sf_class(int w, uint64_t a)
{
	const fmt_t *f = fmt_of(w);
	uint64_t ef, fr;
	int neg;
	a &= width_mask(w);
	ef = exp_field(f, a);
	fr = a & frac_mask(f);
	neg = (a & sign_bit(f)) != 0;
	if (ef == exp_max(f)) {
		if (fr == 0)
			return neg ? 1u << 0 : 1u << 7;
		return ((fr >> (f->mbits - 1)) & 1) ? 1u << 9 : 1u << 8;
	}
	if (ef == 0) {
		if (fr == 0)
			return neg ? 1u << 3 : 1u << 4;
		return neg ? 1u << 2 : 1u << 5;
	}
	return neg ? 1u << 1 : 1u << 6;
}

int sf_eq(int w, uint64_t a, uint64_t b, unsigned *fl)
{
	const fmt_t *f = fmt_of(w);
	uint64_t mag = sign_bit(f) - 1;
	a &= width_mask(w);
	b &= width_mask(w);
	if (is_nan(f, a) || is_nan(f, b)) {
		if (is_snan(f, a) || is_snan(f, b))
			*fl |= FF_NV;
		return 0;
	}
	return a == b || ((a & mag) == 0 && (b & mag) == 0);
}

int sf_lt(int w, uint64_t a, uint64_t b, unsigned *fl)
{
	const fmt_t *f = fmt_of(w);
	a &= width_mask(w);
	b &= width_mask(w);
	if (is_nan(f, a) || is_nan(f, b)) {
		*fl |= FF_NV;
		return 0;
	}
	return ordered_lt(f, a, b, 1);
}

int sf_le(int w, uint64_t a, uint64_t b, unsigned *fl)
{
	const fmt_t *f = fmt_of(w);
	a &= width_mask(w);
	b &= width_mask(w);
	if (is_nan(f, a) || is_nan(f, b)) {
		*fl |= FF_NV;
		return 0;
	}
	return !ordered_lt(f, b, a, 1);
}

/* ------------------------------------------------------------------ */
/* Conversions                                                         */
/* ------------------------------------------------------------------ */

uint64_t sf_to_int(int w, uint64_t a, int ibits, int is_signed, int rm, unsigned *fl)
{
	const fmt_t *f = fmt_of(w);
	unpacked_t x = unpack(f, a & width_mask(w));
	const uint64_t imask = width_mask(ibits);
	const uint64_t smax = imask >> 1;     /* 2^(n-1) - 1 */
	const uint64_t smin_mag = smax + 1;   /* 2^(n-1) */
	const uint64_t vmax = is_signed ? smax : imask;
	const uint64_t vmin = is_signed ? smin_mag : 0; /* bit pattern of the minimum */
	uint64_t mag = 0;
	int inexact = 0, too_big = 0;

	rm = norm_rm(rm);
	if (x.cls == C_NAN) {
		*fl |= FF_NV;
		return vmax;
	}
	if (x.cls == C_INF) {
		*fl |= FF_NV;
		return x.sign ? vmin : vmax;
	}
	if (x.cls == C_ZERO)
		return 0;

	if (x.e >= 0) {
		if (bitlen64(x.s) + x.e > 64)
			too_big = 1;
		else
			mag = x.s << x.e;
	} else {
		int half, rest;
		mag = drop_bits(x.s, -x.e, &half, &rest);
		inexact = half || rest;
		if (round_up_p(rm, x.sign, mag, half, rest))
			mag++;
		else if (rm == RM_ROD && inexact)
			mag |= 1;
	}

	if (x.sign) {
		if (too_big || mag > (is_signed ? smin_mag : 0)) {
			*fl |= FF_NV;
			return vmin;
		}
		if (inexact)
			*fl |= FF_NX;
		return (~mag + 1) & imask;
	}
	if (too_big || mag > vmax) {
		*fl |= FF_NV;
		return vmax;
	}
	if (inexact)
		*fl |= FF_NX;
	return mag;
}

uint64_t sf_from_int(int w, uint64_t x, int ibits, int is_signed, int rm, unsigned *fl)
{
	const fmt_t *f = fmt_of(w);
	const uint64_t imask = width_mask(ibits);
	int neg;
	uint64_t mag;
	x &= imask;
	neg = is_signed && ((x >> (ibits - 1)) & 1);
	mag = neg ? ((~x + 1) & imask) : x;
	if (mag == 0)
		return 0;
	return round_u64(f, neg, mag, 0, 0, rm, fl);
}

uint64_t sf_cvt(int w, int wd, uint64_t a, int rm, unsigned *fl)
{
	const fmt_t *fs = fmt_of(w), *fd = fmt_of(wd);
	unpacked_t x = unpack(fs, a & width_mask(w));
	if (x.cls == C_NAN)
		return nan_result(fd, x.snan, fl);
	if (x.cls == C_INF)
		return pack_inf(fd, x.sign);
	if (x.cls == C_ZERO)
		return pack_zero(fd, x.sign);
	return round_u64(fd, x.sign, x.s, x.e, 0, rm, fl);
}

/* ------------------------------------------------------------------ */
/* RVV reciprocal and reciprocal square-root estimates                 */
/* ------------------------------------------------------------------ */

/* vfrec7.v table: 7 MSBs of the normalized input significand -> 7 MSBs
   of the output significand. */
static const uint8_t rec7_table[128] = {
	127, 125, 123, 121, 119, 117, 116, 114, 112, 110, 109, 107, 105, 104, 102, 100,
	99,  97,  96,  94,  93,  91,  90,  88,  87,  85,  84,  83,  81,  80,  79,  77,
	76,  75,  74,  72,  71,  70,  69,  68,  66,  65,  64,  63,  62,  61,  60,  59,
	58,  57,  56,  55,  54,  53,  52,  51,  50,  49,  48,  47,  46,  45,  44,  43,
	42,  41,  40,  40,  39,  38,  37,  36,  35,  35,  34,  33,  32,  31,  31,  30,
	29,  28,  28,  27,  26,  25,  25,  24,  23,  23,  22,  21,  21,  20,  19,  19,
	18,  17,  17,  16,  15,  15,  14,  14,  13,  12,  12,  11,  11,  10,  9,   9,
	8,   8,   7,   7,   6,   5,   5,   4,   4,   3,   3,   2,   2,   1,   1,   0,
};

/* vfrsqrt7.v table: index {exponent LSB, 6 significand MSBs} -> 7 MSBs of
   the output significand. */
static const uint8_t rsqrt7_table[128] = {
	52,  51,  50,  48,  47,  46,  44,  43,  42,  41,  40,  39,  38,  36,  35,  34,
	33,  32,  31,  30,  30,  29,  28,  27,  26,  25,  24,  23,  23,  22,  21,  20,
	19,  19,  18,  17,  16,  16,  15,  14,  14,  13,  12,  12,  11,  10,  10,  9,
	9,   8,   7,   7,   6,   6,   5,   4,   4,   3,   3,   2,   2,   1,   1,   0,
	127, 125, 123, 121, 119, 118, 116, 114, 113, 111, 109, 108, 106, 105, 103, 102,
	100, 99,  97,  96,  95,  93,  92,  91,  90,  88,  87,  86,  85,  84,  83,  82,
	80,  79,  78,  77,  76,  75,  74,  73,  72,  71,  70,  70,  69,  68,  67,  66,
	65,  64,  63,  63,  62,  61,  60,  59,  59,  58,  57,  56,  56,  55,  54,  53,
};

/* Normalized exponent and fraction of a finite nonzero value as defined by
   the RVV spec: a subnormal's exponent is minus the number of leading zeros
   of its fraction field, and its fraction is shifted left by 1 - exponent
   with the leading one dropped. */
static void estimate_normalize(const fmt_t *f, uint64_t a, int32_t *ne, uint64_t *nsig)
{
	uint64_t ef = exp_field(f, a), fr = a & frac_mask(f);
	if (ef != 0) {
		*ne = (int32_t)ef;
		*nsig = fr;
	} else {
		int lz = f->mbits - bitlen64(fr);
		*ne = -lz;
		*nsig = (fr << (lz + 1)) & frac_mask(f);
	}
}

uint64_t sf_rec7(int w, uint64_t a, int rm, unsigned *fl)
{
	const fmt_t *f = fmt_of(w);
	unpacked_t x;
	int32_t ne, oe;
	uint64_t nsig, osig;

	a &= width_mask(w);
	x = unpack(f, a);
	rm = norm_rm(rm);
	if (x.cls == C_NAN)
		return nan_result(f, x.snan, fl);
	if (x.cls == C_INF)
		return pack_zero(f, x.sign);
	if (x.cls == C_ZERO) {
		*fl |= FF_DZ;
		return pack_inf(f, x.sign);
	}
	estimate_normalize(f, a, &ne, &nsig);
	oe = 2 * f->bias - 1 - ne;
	if (oe > 2 * f->bias) {
		/* Tiny subnormal input: the reciprocal overflows. */
		int to_max = rm == RM_RTZ || rm == RM_ROD || (rm == RM_RDN && !x.sign) ||
					 (rm == RM_RUP && x.sign);
		*fl |= FF_OF | FF_NX;
		return to_max ? (pack_zero(f, x.sign) | max_finite(f)) : pack_inf(f, x.sign);
	}
	osig = (uint64_t)rec7_table[nsig >> (f->mbits - 7)] << (f->mbits - 7);
	if (oe <= 0) {
		/* Subnormal output (oe is 0 or -1); no exception is raised. */
		osig = (osig | ((uint64_t)1 << f->mbits)) >> (1 - oe);
		oe = 0;
	}
	return pack_zero(f, x.sign) | ((uint64_t)oe << f->mbits) | osig;
}

uint64_t sf_rsqrt7(int w, uint64_t a, unsigned *fl)
{
	const fmt_t *f = fmt_of(w);
	unpacked_t x;
	int32_t ne, oe;
	uint64_t nsig;
	unsigned idx;

	a &= width_mask(w);
	x = unpack(f, a);
	if (x.cls == C_NAN)
		return nan_result(f, x.snan, fl);
	if (x.cls == C_ZERO) {
		*fl |= FF_DZ;
		return pack_inf(f, x.sign);
	}
	if (x.sign)
		return nan_result(f, 1, fl);
	if (x.cls == C_INF)
		return 0;
	estimate_normalize(f, a, &ne, &nsig);
	idx = ((ne % 2) != 0 ? 64u : 0u) | (unsigned)(nsig >> (f->mbits - 6));
	oe = (3 * f->bias - 1 - ne) / 2;
	return ((uint64_t)oe << f->mbits) | ((uint64_t)rsqrt7_table[idx] << (f->mbits - 7));
}
