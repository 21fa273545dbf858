/*
 * The golden model: the exact result of every operator, per the RVV 1.0
 * spec.  Each family has a per-element kernel; one shared loop (apply)
 * alone handles the active length, the mask, masked-off and tail elements
 * and the policies.  All arithmetic is on unsigned types: values are SEW-bit
 * patterns held in uint64_t.
 *
 * Every element carries a status: ST_OK (exact), ST_AGN (agnostic: the
 * undisturbed value d or all ones) or ST_UNK (anything).  Only ST_OK
 * elements are known to later operators.
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
#undef M
#undef SH

static uint64_t (*const kernels[NFAM])(const Elt *) = {
#define FAM(id, name, shape, classes, forms, vs1, rs1, pols, kernel, ext, weight) k_##kernel,
#include "ops.h"
};

uint64_t
model_kernel(int fam, const Elt *e)
{
	ensure(fam >= 0 && fam < NFAM);
	return kernels[fam](e);
}

static void
init_value(Graph *g, Value *v)
{
	uint64_t s = v->seed;
	uint32_t n = v->t.kind == K_SCAL ? 1 : g->len;
	unsigned mode = (unsigned)(v->seed >> 61);

	for (uint32_t i = 0; i < n; i++) {
		v->d[i] = v->t.kind == K_MASK ? rif_bit(&s, mode, i) : rif_elem(&s, v->t.sew);
		v->st[i] = ST_OK;
	}
}

static const Value *
argv_(const Graph *g, const Op *o, int role)
{
	return o->arg[role] >= 0 ? &g->v[o->arg[role]] : NULL;
}

/* element i of an operand: scalars have one element */
static uint64_t
el(const Value *v, uint32_t i, int *known)
{
	if (!v)
		return 0;
	if (v->t.kind == K_SCAL)
		i = 0;
	if (v->st[i] != ST_OK)
		*known = 0;
	return v->d[i];
}

/* The shared loop: element i is in the body if i < o->n, else in the tail;
 * a body element is active unless masked off.  Inactive elements take the
 * undisturbed value (vd, or the old memory for stores) under an undisturbed
 * policy, else they are agnostic. */
void
model_apply(Graph *g, const Op *o)
{
	const Family *f = &fams[o->in.fam];
	Value *out = &g->v[o->out];
	const Value *vm = argv_(g, o, R_VM), *und = argv_(g, o, R_VD);
	const Value *a = argv_(g, o, R_VS2), *b = argv_(g, o, R_VS1), *c = NULL;
	const Value *v0 = argv_(g, o, R_V0);
	int store = f->shape == SH_ST, maskres = f->shape == SH_CMP;
	int tu = store || (!maskres && pol_tu(o->in.pol));
	int mu = store || pol_mu(o->in.pol);
	/* a mask result's tail may also hold results computed past vl */
	int tail_unknown = maskres;

	if (!a)
		a = argv_(g, o, f->shape == SH_LD ? R_SRC : R_VS3);
	if (!b)
		b = argv_(g, o, R_RS1);
	if (f->shape == SH_MAC)
		c = und;
	if (store)
		und = argv_(g, o, R_OLD);
	for (uint32_t i = 0; i < g->len; i++) {
		int known = 1, undisturbed;

		if (i < o->n && !vm) {
			goto active;
		} else if (i < o->n) {
			if (vm->st[i] != ST_OK) {
				out->d[i] = 0;
				out->st[i] = ST_UNK;
				continue;
			}
			if (vm->d[i])
				goto active;
			undisturbed = mu;
		} else {
			undisturbed = tu;
			if (tail_unknown) {
				out->d[i] = 0;
				out->st[i] = ST_UNK;
				continue;
			}
		}
		/* inactive element */
		if (undisturbed) {
			ensure(und);
			out->d[i] = und->d[i];
			out->st[i] = und->st[i];
		} else if (und && und->st[i] == ST_OK) {
			out->d[i] = und->d[i];
			out->st[i] = ST_AGN;
		} else {
			out->d[i] = 0;
			out->st[i] = ST_UNK;
		}
		continue;
active:
		{
			Elt e;

			e.a = el(a, i, &known);
			e.b = el(b, i, &known);
			e.c = el(c, i, &known);
			e.m = (unsigned)el(v0, i, &known);
			e.sew = o->in.sew;
			out->d[i] = kernels[o->in.fam](&e);
			out->st[i] = known ? ST_OK : ST_UNK;
			if (!known)
				out->d[i] = 0;
		}
	}
}

void
model_run(Graph *g)
{
	int *order = xmalloc((size_t)g->no * sizeof(int));
	Rng r;

	for (int v = 0; v < g->nv; v++) {
		size_t n = g->v[v].t.kind == K_SCAL ? 1 : g->len;

		g->v[v].d = arena_alloc(g->ar, n * sizeof(uint64_t));
		g->v[v].st = arena_alloc(g->ar, n);
	}
	rng_seed(&r, 0);
	graph_topo(g, &r, order);
	for (int k = 0; k < g->no; k++) {
		const Op *o = &g->o[order[k]];

		if (o->init)
			init_value(g, &g->v[o->out]);
		else
			model_apply(g, o);
	}
	free(order);
}
