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
rif_fill(void *p, size_t n, int sew, uint64_t seed)
{
	unsigned char *q = p;

	for (size_t i = 0; i < n; i++) {
		uint64_t x = rif_elem(&seed, sew);

		memcpy(q + i * (size_t)(sew / 8), &x, (size_t)(sew / 8));
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

/* Compare n elements of `bytes` bytes.  st[i]: '0' exact, '1' agnostic (the
 * undisturbed value exp[i] or all ones), '2' unknown; NULL: all exact. */
static void
rif_check(int op, const char *intr, const char *val, const void *got,
    const void *exp, const char *st, size_t n, int bytes, int mask)
{
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
		if (gv == ev || (s == '1' && gv == ones)) {
			rif_nok++;
			continue;
		}
		if (s == '0') {
			if (bad++ < 8)
				printf("rif: FAIL op %d %s: %s[%zu] expected 0x%0*llx got 0x%0*llx\n",
				    op, intr, val, i, 2 * bytes, (unsigned long long)ev,
				    2 * bytes, (unsigned long long)gv);
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
