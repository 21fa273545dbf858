/* rif runtime.  The data generator below is compiled into rif, whose model
 * produces the same input data, and copied into every generated program
 * together with the checker that follows it. */

/* splitmix64: the input data stream of one value */
static uint64_t
rif_next(uint64_t *s)
{
	uint64_t x = (*s += 0x9e3779b97f4a7c15u);

	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9u;
	x = (x ^ (x >> 27)) * 0x94d049bb133111ebu;
	return x ^ (x >> 31);
}

/* one element of `sew` bits, biased toward edge values */
static uint64_t
rif_elem(uint64_t *s, int sew)
{
	uint64_t r = rif_next(s);
	uint64_t m = sew >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << sew) - 1;
	uint64_t min = (uint64_t)1 << (sew - 1), p = (uint64_t)1 << ((r >> 32) % (unsigned)sew);

	switch (r >> 60) {
	case 0: return 0;
	case 1: return 1;
	case 2: return m;                               /* -1 */
	case 3: return min;                             /* signed minimum */
	case 4: return min - 1;                         /* signed maximum */
	case 5: return p;                               /* a power of two */
	case 6: return (p - 1 + (r & 2)) & m;           /* 2^k - 1 or 2^k + 1 */
	case 7: return (r & 1 ? 0x5555555555555555u : 0xaaaaaaaaaaaaaaaau) & m;
	case 8: return ((r & 15) - 8) & m;              /* -8 .. 7 */
	case 9: return (r & 1 ? min + (r >> 1 & 3) : min - 1 - (r >> 1 & 3)) & m;
	case 10: return ~p & m;
	default: return r & m;
	}
}

/* the exact float of width w (16, 32, 64) for a small integer magnitude */
static uint64_t
rif_fint(uint64_t mag, int neg, int w)
{
	int mb = w == 16 ? 10 : w == 32 ? 23 : 52, e = 63;
	uint64_t bias = ((uint64_t)1 << (w - 2 - mb)) - 1, sign = (uint64_t)neg << (w - 1);

	if (!mag)
		return sign;
	while (!(mag >> e))
		e--;
	return sign | (bias + (uint64_t)e) << mb | ((mag << (mb - e)) & (((uint64_t)1 << mb) - 1));
}

/* one float of width w, biased toward the hard cases: signed zeros,
 * infinities, quiet and signalling NaNs, subnormals, the normal and
 * overflow boundaries, 1 and its neighbours, ties, integer bounds */
static uint64_t
rif_felem(uint64_t *s, int w)
{
	uint64_t r = rif_next(s), x = r >> 12;
	int mb = w == 16 ? 10 : w == 32 ? 23 : 52;
	uint64_t sgn = (r & 1) << (w - 1), m = ((uint64_t)1 << mb) - 1, q = (uint64_t)1 << (mb - 1);
	uint64_t emax = ((uint64_t)1 << (w - 1 - mb)) - 1, bias = emax >> 1, k;

	switch ((r >> 1 & 0xff) % 26) {
	case 0: return sgn;                                     /* +-0 */
	case 1: return sgn | emax << mb;                        /* +-inf */
	case 2: return emax << mb | q;                          /* canonical NaN */
	case 3: return sgn | emax << mb | ((x & (q - 1)) | 1);  /* signalling NaN */
	case 4: return sgn | emax << mb | q | (x & (q - 1));    /* quiet NaN, payload */
	case 5: return sgn | 1;                                 /* smallest subnormal */
	case 6: return sgn | m;                                 /* largest subnormal */
	case 7: return sgn | (x & m);                           /* a subnormal */
	case 8: return sgn | (uint64_t)1 << mb;                 /* smallest normal */
	case 9: return sgn | (emax - 1) << mb | m;              /* largest finite */
	case 10: return sgn | (emax - 1) << mb | (x & m);       /* near overflow */
	case 11: return sgn | bias << mb;                       /* +-1 */
	case 12: return sgn | bias << mb | (x & 3);             /* 1 and up */
	case 13: return sgn | (bias - 1) << mb | (m - (x & 1)); /* just below 1 */
	case 14: case 15: return rif_fint(x % 33, (int)(r & 1), w);          /* -32 .. 32 */
	case 16: return rif_fint(2 * (x % 20) + 1, (int)(r & 1), w) - ((uint64_t)1 << mb); /* n + 1/2 */
	case 17: case 18:                                       /* 2^k and just below, k = 7..64 */
		k = (uint64_t)(7 + x % 58);
		if (k >= bias)
			k = bias - 1;
		return sgn | (bias + k - (r >> 9 & 1)) << mb | ((r >> 9 & 1) ? m : 0);
	case 19: case 20:                                       /* near 1, random significand */
		return sgn | (bias - 4 + (r >> 9) % 9) << mb | (x & m);
	default: return r & (w == 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1);
	}
}

enum { RIF_INT, RIF_FLOAT, RIF_ISMALL, RIF_FSMALL };

/* one element of a value: kind RIF_INT, RIF_FLOAT, or small integers
 * (-8 .. 8) as integers or floats, whose sums are exact in any order */
static uint64_t
rif_value(uint64_t *s, int sew, int kind)
{
	uint64_t r;

	switch (kind) {
	case RIF_FLOAT:
		return rif_felem(s, sew);
	case RIF_ISMALL:
		r = rif_next(s);
		return ((r % 17) - 8) & (sew >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << sew) - 1);
	case RIF_FSMALL:
		r = rif_next(s);
		return rif_fint(r % 9, (int)(r >> 32 & 1), sew);
	default:
		return rif_elem(s, sew);
	}
}

/* one mask bit of element i; `mode` is fixed per value */
static unsigned
rif_bit(uint64_t *s, unsigned mode, uint64_t i)
{
	uint64_t r = rif_next(s);

	switch (mode % 8) {
	case 0: return 0;
	case 1: return 1;
	case 2: return (unsigned)(i & 1);
	case 3: return (r >> 40) % 8 == 0;             /* sparse */
	case 4: return (r >> 40) % 8 != 0;             /* dense */
	default: return (unsigned)(r >> 40) & 1;
	}
}

#ifndef RIF_MODEL
/* the active length of an operator with n active elements in the strip [i, i + vl) */
static size_t
rif_vl(size_t i, size_t vl, size_t n)
{
	return i >= n ? 0 : n - i < vl ? n - i : vl;
}

static void
rif_fill(void *p, size_t n, int sew, uint64_t seed, int kind)
{
	unsigned char *q = p;

	for (size_t i = 0; i < n; i++) {
		uint64_t x = rif_value(&seed, sew, kind);

		memcpy(q + i * (size_t)(sew / 8), &x, (size_t)(sew / 8));
	}
}

/* float scalars from their bits (sNaN payloads survive) */
static float
rif_f32(uint32_t b)
{
	float f;

	memcpy(&f, &b, 4);
	return f;
}

static double
rif_f64(uint64_t b)
{
	double f;

	memcpy(&f, &b, 8);
	return f;
}

static uint32_t
rif_bits32(float f)
{
	uint32_t b;

	memcpy(&b, &f, 4);
	return b;
}

static uint64_t
rif_bits64(double f)
{
	uint64_t b;

	memcpy(&b, &f, 8);
	return b;
}

#ifdef __FLT16_MAX__
static _Float16
rif_f16(uint16_t b)
{
	_Float16 f;

	memcpy(&f, &b, 2);
	return f;
}
#endif

static int
rif_isnan(uint64_t x, int bytes)
{
	if (bytes == 2)
		return (x & 0x7c00) == 0x7c00 && (x & 0x3ff);
	if (bytes == 4)
		return (x & 0x7f800000) == 0x7f800000 && (x & 0x7fffff);
	return (x & 0x7ff0000000000000u) == 0x7ff0000000000000u && (x & 0xfffffffffffffu);
}

/* a float's value, for messages */
static double
rif_fval(uint64_t x, int bytes)
{
	if (bytes == 8)
		return rif_f64(x);
	if (bytes == 4)
		return rif_f32((uint32_t)x);
	if ((x & 0x7c00) == 0x7c00)
		return rif_f32((uint32_t)((x & 0x8000) << 16 | 0x7f800000 | (x & 0x3ff) << 13));
	{
		double v = (double)(x & 0x3ff) / 1024 + ((x & 0x7c00) ? 1 : 0);
		int e = (x & 0x7c00) ? (int)(x >> 10 & 31) - 15 : -14;

		for (; e > 0; e--)
			v *= 2;
		for (; e < 0; e++)
			v /= 2;
		return x & 0x8000 ? -v : v;
	}
}

static void
rif_fill_mask(uint8_t *p, size_t n, uint64_t seed)
{
	unsigned mode = (unsigned)(seed >> 61);

	for (size_t i = 0; i < n; i++)
		p[i] = (uint8_t)rif_bit(&seed, mode, i);
}

static unsigned long rif_nbad, rif_nagn, rif_nok;

static void
rif_show(const char *what, uint64_t x, int bytes, int fp)
{
	printf(" %s 0x%0*llx", what, 2 * bytes, (unsigned long long)x);
	if (fp)
		printf(" (%g)", rif_fval(x, bytes));
}

/* Compare n elements of `bytes` bytes.  st[i]: '0' exact, '1' agnostic (the
 * undisturbed value exp[i] or all ones), '2' unknown, '3' any NaN; NULL:
 * all exact.  kind: 0 integer, 1 mask (one byte per bit), 2 float.  via:
 * the operators whose results fed this one in registers only, unchecked
 * (a wrong value may come from any of them), or "". */
static void
rif_check(int op, const char *intr, const char *val, const char *via, const void *got,
    const void *exp, const char *st, size_t n, int bytes, int kind)
{
	int mask = kind == 1, fp = kind == 2;
	const unsigned char *g = got, *e = exp;
	uint64_t ones = mask ? 1 : bytes == 8 ? ~(uint64_t)0 : ((uint64_t)1 << (8 * bytes)) - 1;
	unsigned long bad = 0, agn = 0;

	for (size_t i = 0; i < n; i++) {
		char s = st ? st[i] : '0';
		uint64_t gv = 0, ev = 0;

		if (s == '2')
			continue;
		memcpy(&gv, g + i * (size_t)bytes, (size_t)bytes);
		memcpy(&ev, e + i * (size_t)bytes, (size_t)bytes);
		if (s == '3' ? rif_isnan(gv, bytes) : gv == ev || (s == '1' && gv == ones)) {
			rif_nok++;
			continue;
		}
		if (s != '1') {
			if (bad++ < 8) {
				printf("rif: FAIL op %d %s: %s[%zu]", op, intr, val, i);
				if (s == '3')
					printf(" expected a NaN");
				else
					rif_show("expected", ev, bytes, fp);
				rif_show("got", gv, bytes, fp);
				if (*via)
					printf(" (computed from unchecked values of %s)", via);
				printf("\n");
			}
		} else if (agn++ < 8) {
			printf("rif: note: op %d %s: agnostic %s[%zu] is 0x%0*llx, neither the "
			    "undisturbed 0x%0*llx nor all ones\n", op, intr, val, i, 2 * bytes,
			    (unsigned long long)gv, 2 * bytes, (unsigned long long)ev);
		}
	}
	if (bad > 8 || agn > 8)
		printf("rif: op %d %s: %lu elements wrong, %lu agnostic elements odd\n",
		    op, intr, bad, agn);
	rif_nbad += bad;
	rif_nagn += agn;
}

/* a fault-only-first load whose elements are all readable: new_vl is vl */
static void
rif_bad_vl(int op, const char *intr, size_t got, size_t exp)
{
	printf("rif: FAIL op %d %s: new_vl expected %zu got %zu\n", op, intr, exp, got);
	rif_nbad++;
}

/* Exit status: 1 if an element is wrong, else 0.  The intrinsics spec
 * gives no guarantee for agnostic elements, so an agnostic element that
 * holds neither its old value nor all ones (as the ISA would leave it) is
 * only a note, or exit status 3 when built with -DRIF_STRICT_AGNOSTIC, for
 * checking an emulator at -O0. */
static int
rif_exit(void)
{
	if (rif_nbad) {
		printf("rif: %lu wrong elements\n", rif_nbad);
		return 1;
	}
	if (rif_nagn)
		printf("rif: note: %lu agnostic elements hold neither their old value nor all ones\n",
		    rif_nagn);
#ifdef RIF_STRICT_AGNOSTIC
	if (rif_nagn)
		return 3;
#endif
	printf("rif: ok, %lu elements checked\n", rif_nok);
	return 0;
}
#endif /* RIF_MODEL */
