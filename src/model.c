/*
 * The golden model: the exact result of every operator, per the RVV 1.0
 * spec.  Each family has a kernel (kernels.c); one shared loop (apply)
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

/* the floating-point exception flags, which the model does not keep */
static unsigned fflags;

static int
is_nan(Type t, uint64_t x)
{
	return t.cls == C_F && t.kind != K_MASK && (sf_class(t.sew, x) & 0x300);
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
		if (v0 && known && kernel_is_merge(o->in.fam)) {
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
