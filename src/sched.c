/*
 * The schedule: the order in which the emitter writes the operators.  A
 * topological order by the operators' random keys (so a program the
 * reducer cut down keeps its order), in some parts preferring runs of one
 * vtype and vl, with each fold pair's producer moved to just before its
 * merge; and the order of a block's hoisted loads and sunk stores in
 * those parts (by vtype).
 */
#include <limits.h>
#include <string.h>

#include "rif.h"

/* write op, after the fold producers it places (by[d] == op), theirs first */
static void
place_fold(const int *by, int nop, int op, int *out, int *n)
{
	for (int d = 0; d < nop; d++)
		if (by[d] == op)
			place_fold(by, nop, d, out, n);
	out[(*n)++] = op;
}

/* Move the producer of each fold pair (Value.fold) to just before the
 * merge that uses it: nothing between them, so no branch of another op
 * parts them into two basic blocks.  Its operands still come first. */
static void
sink_folds(const Graph *g, int *order, int n)
{
	int *tmp = xmalloc((size_t)n * sizeof(int)), *by = xmalloc((size_t)g->no * sizeof(int)), m = 0;

	/* by[d]: the op that places fold producer d, or -1 */
	for (int k = 0; k < g->no; k++)
		by[k] = -1;
	for (int k = 0; k < g->no; k++)
		for (int r = 0; r < NROLE && !g->o[k].dead && !g->o[k].init; r++) {
			int v = g->o[k].arg[r], d = v >= 0 ? g->v[v].def : -1;

			if (d >= 0 && g->v[v].fold && !g->o[d].init && !g->o[d].dead)
				by[d] = by[d] == -1 ? k : -2;   /* one user only */
		}
	for (int k = 0; k < n; k++)
		if (by[order[k]] < 0)
			place_fold(by, g->no, order[k], tmp, &m);
	ensure(m == n);
	memcpy(order, tmp, (size_t)n * sizeof(int));
	free(tmp);
	free(by);
}


/* How well op b continues after op a in one part (the last op scheduled
 * there): 2 the same vtype and vl, 1 the same SEW/LMUL ratio and vl (the
 * vl carries over: "vsetvli zero, zero"), 0 neither. */
static int
continues(const Graph *g, int a, int b)
{
	const Op *x = &g->o[a], *y = &g->o[b];
	Type tx = inst_base(&x->in), ty = inst_base(&y->in);

	if (x->n != y->n || !inst_has_vl(&x->in) || !inst_has_vl(&y->in))
		return 0;
	if (tx.sew == ty.sew && tx.lmul == ty.lmul)
		return 2;
	return inst_lratio(&x->in) == inst_lratio(&y->in);
}

/* A topological order of the ops in which, of the ops that are ready, the
 * one with the smallest key comes first; but in the parts marked in runs
 * (the emitter's swarm choice: three in four) an op that continues the
 * vtype and vl of the part's last op comes before the others: runs of one
 * vtype, as in real vector code, where the compiler's vsetvli insertion
 * keeps or drops state.  Which op continues changes with every op taken
 * out, so rif reduce keeps the first program's order (Op.rank, a
 * topological order of every graph it cuts from it) while every op has
 * its rank. */
void
schedule(const Graph *g, const uint8_t *runs, int *out)
{
	int *pending = xcalloc((size_t)g->no + 1, sizeof(int)), *ready = xmalloc(((size_t)g->no + 1) * sizeof(int));
	int *first = xmalloc(((size_t)g->nv + 1) * sizeof(int)), *next = xmalloc(((size_t)g->no * NROLE + 1) * sizeof(int));
	int *user = xmalloc(((size_t)g->no * NROLE + 1) * sizeof(int)), nr = 0, n = 0, nu = 0;
	int *last = xmalloc(((size_t)g->npart + 1) * sizeof(int)), kept = 1;

	for (int p = 0; p < g->npart; p++)
		last[p] = -1;
	for (int v = 0; v < g->nv; v++)
		first[v] = -1;
	for (int i = 0; i < g->no; i++)
		for (int r = 0; r < NROLE; r++) {
			int v = g->o[i].arg[r];

			if (v < 0 || g->o[i].dead)
				continue;
			pending[i]++;
			user[nu] = i;
			next[nu] = first[v];
			first[v] = nu++;
		}
	for (int i = 0; i < g->no; i++) {
		if (!pending[i])
			ready[nr++] = i;
		kept &= g->o[i].init || g->o[i].dead || g->o[i].rank > 0;
	}
	while (nr) {
		int best = 0, bs = INT_MIN, top, v;

		for (int k = 0; k < nr; k++) {
			const Op *o = &g->o[ready[k]];
			int sc = 0;

			if (kept)
				sc = o->init || o->dead ? INT_MAX : -o->rank;
			else if (!o->init && !o->dead && o->part >= 0 && o->part < g->npart && runs[o->part] &&
			    last[o->part] >= 0)
				sc = continues(g, last[o->part], ready[k]);
			if (sc > bs || (sc == bs && (o->key < g->o[ready[best]].key ||
			    (o->key == g->o[ready[best]].key && ready[k] < ready[best])))) {
				best = k;
				bs = sc;
			}
		}
		top = ready[best];
		ready[best] = ready[--nr];
		out[n++] = top;
		if (!g->o[top].init && !g->o[top].dead && g->o[top].part >= 0 && g->o[top].part < g->npart &&
		    inst_has_vl(&g->o[top].in))
			last[g->o[top].part] = top;
		v = g->o[top].out;
		if (v < 0 || g->o[top].dead)
			continue;
		for (int u = first[v]; u >= 0; u = next[u])
			if (--pending[user[u]] == 0)
				ready[nr++] = user[u];
	}
	ensure(n == g->no);
	sink_folds(g, out, n);
	free(pending);
	free(ready);
	free(first);
	free(next);
	free(user);
	free(last);
}

/* Does part p prefer runs of one vtype and vl?  The emitter's swarm
 * choice, three parts in four, drawn from the part's key. */
int
part_runs(const Graph *g, int p)
{
	return mix64(g->part[p].key ^ 0x72756e73u) % 4 != 0;
}

/* The live intrinsic ops in the order the emitter writes them
 * (emit_c, plan_loops, plan_blocks): the parts in order, each in its
 * schedule, a loop part's phase by phase.  Returns how many. */
int
program_order(const Graph *g, int *out)
{
	uint8_t *runs = xcalloc((size_t)g->npart + 1, 1);
	int *order = xmalloc(((size_t)g->no + 1) * sizeof(int)), n = 0;
	int *phase = xmalloc(((size_t)g->no + 1) * sizeof(int)), maxphase = 0;

	for (int p = 0; p < g->npart; p++)
		runs[p] = part_runs(g, p);
	schedule(g, runs, order);
	graph_phases(g, phase);
	for (int k = 0; k < g->no; k++)
		maxphase = phase[k] > maxphase ? phase[k] : maxphase;
	for (int p = 0; p < g->npart; p++)
		for (int ph = 0; ph <= maxphase; ph++)
			for (int k = 0; k < g->no; k++) {
				const Op *o = &g->o[order[k]];

				if (!o->init && !o->dead && o->part == p &&
				    (shape_strip(g->part[p].shape) ? phase[order[k]] : 0) == ph)
					out[n++] = order[k];
			}
	free(runs);
	free(order);
	free(phase);
	return n;
}

/* The vtype of the loads or stores of value v's array, as a sort key:
 * SEW/LMUL ratio, then SEW (a mask's bytes are SEW 8); scalars last. */
static int
vtype_key(const Graph *g, int v)
{
	Type t = g->v[v].t;

	if (t.kind == K_SCAL)
		return 1 << 12;
	return (type_lratio(t) + 8) * 16 + (t.kind == K_MASK ? 3 : log2i(t.sew));
}

/* Sort a block's hoisted loads (values) or sunk stores (ops: their
 * results) by vtype, stably: in parts with runs of one vtype the loads
 * and stores come in runs too, where the compiler can drop the vsetvli's
 * between them. */
void
by_vtype(const Graph *g, int *a, int n, int ops)
{
	for (int i = 1; i < n; i++) {
		int x = a[i], kx = vtype_key(g, ops ? g->o[x].out : x), j = i;

		for (; j > 0 && vtype_key(g, ops ? g->o[a[j - 1]].out : a[j - 1]) > kx; j--)
			a[j] = a[j - 1];
		a[j] = x;
	}
}
