/*
 * A graph once made: freed, copied and compacted (rif reduce), its
 * operators in a random topological order and in phases (a reduction's
 * users run after it), counted, and drawn (--dot); the memory footprint
 * of its strided and indexed accesses checked (generator and reducer);
 * and the reducer's cuts: an op frozen into an input, or bypassed.
 */
#include <string.h>

#include "rif.h"

uint32_t
value_len(const Graph *g, int v)
{
	const Type *t = &g->v[v].t;

	return t->kind == K_SCAL ? 1 : g->part[g->v[v].part].len * (t->kind == K_TUP ? t->nf : 1u);
}

void
graph_free(Graph *g)
{
	if (!g)
		return;
	arena_free(g->ar);
	free(g->v);
	free(g->o);
	free(g);
}

int
graph_count_intrinsics(const Graph *g)
{
	int n = 0;

	for (int i = 0; i < g->no; i++)
		n += !g->o[i].init && !g->o[i].dead;
	return n;
}

static uint64_t *
copy_fixed(Arena *ar, const Value *v, uint32_t n)
{
	uint64_t *d;

	if (!v->fixed)
		return NULL;
	d = arena_alloc(ar, n * sizeof *d);
	memcpy(d, v->fixed, n * sizeof *d);
	return d;
}

static void
copy_parts(Graph *c, const Graph *g)
{
	c->npart = g->npart;
	c->part = arena_alloc(c->ar, (size_t)g->npart * sizeof *c->part);
	memcpy(c->part, g->part, (size_t)g->npart * sizeof *c->part);
}

/* a new graph's arena, and g's seed, length, options and parts */
static void
copy_head(Graph *c, const Graph *g)
{
	c->ar = arena_new();
	c->seed = g->seed;
	c->len = g->len;
	c->masks_first = g->masks_first;
	c->few_rm_probes = g->few_rm_probes;
	copy_parts(c, g);
}

Graph *
graph_clone(const Graph *g)
{
	Graph *c = xcalloc(1, sizeof *c);

	copy_head(c, g);
	c->nv = c->capv = g->nv;
	c->no = c->capo = g->no;
	c->v = xmalloc((size_t)(g->nv ? g->nv : 1) * sizeof *c->v);
	c->o = xmalloc((size_t)(g->no ? g->no : 1) * sizeof *c->o);
	memcpy(c->o, g->o, (size_t)g->no * sizeof *c->o);
	for (int v = 0; v < g->nv; v++) {
		c->v[v] = g->v[v];
		c->v[v].d = NULL;
		c->v[v].st = NULL;
		c->v[v].nalloc = 0;
		c->v[v].fixed = copy_fixed(c->ar, &g->v[v], value_len(g, v));
	}
	return c;
}

/* the values live ops use or define */
uint8_t *
live_values(const Graph *g)
{
	uint8_t *used = xcalloc((size_t)g->nv + 1, 1);

	for (int i = 0; i < g->no; i++) {
		const Op *o = &g->o[i];

		if (o->init || o->dead)
			continue;
		used[o->out] = 1;
		for (int k = 0; k < NROLE; k++)
			if (o->arg[k] >= 0)
				used[o->arg[k]] = 1;
	}
	return used;
}

/* does graph_compact keep op i (used: live_values) */
static int
compact_keeps(const Graph *g, const uint8_t *used, int i)
{
	return !g->o[i].dead && used[g->o[i].out];
}

/* Keep the live intrinsic ops, the values they use or define and the
 * initialise ops of those values; renumber all of them in order. */
Graph *
graph_compact(const Graph *g)
{
	Graph *c = xcalloc(1, sizeof *c);
	int *vmap = xmalloc((size_t)(g->nv + 1) * sizeof(int));
	uint8_t *used = live_values(g);

	copy_head(c, g);
	for (int v = 0; v < g->nv; v++) {
		vmap[v] = -1;
		if (!used[v])
			continue;
		vmap[v] = c->nv;
		grow(&c->v, &c->capv, c->nv + 1, sizeof *c->v);
		c->v[c->nv] = g->v[v];
		c->v[c->nv].d = NULL;
		c->v[c->nv].st = NULL;
		c->v[c->nv].nalloc = 0;
		c->v[c->nv].nuse = 0;
		c->v[c->nv].fixed = copy_fixed(c->ar, &g->v[v], value_len(g, v));
		c->nv++;
	}
	for (int i = 0; i < g->no; i++) {
		Op o = g->o[i];

		if (!compact_keeps(g, used, i))
			continue;
		o.out = vmap[o.out];
		for (int r = 0; r < NROLE; r++)
			if (o.arg[r] >= 0) {
				o.arg[r] = vmap[o.arg[r]];
				c->v[o.arg[r]].nuse++;
			}
		grow(&c->o, &c->capo, c->no + 1, sizeof *c->o);
		c->v[o.out].def = c->no;
		for (int p = 0; p < c->npart; p++)
			if (c->part[p].exit == EX_MASK && c->part[p].exit_op == i)
				c->part[p].exit_op = -c->no - 2;        /* renumbered below */
		c->o[c->no++] = o;
	}
	/* an exit whose mask op is gone goes with it */
	for (int p = 0; p < c->npart; p++)
		if (c->part[p].exit == EX_MASK && c->part[p].exit_op <= -2)
			c->part[p].exit_op = -c->part[p].exit_op - 2;
		else if (c->part[p].exit == EX_MASK) {
			c->part[p].exit = EX_NONE;
			c->part[p].exit_op = -1;
		}
	free(vmap);
	free(used);
	return c;
}

/* The op of g that graph_compact(g) numbers k (as a program emitted from
 * it names its ops: "rif: FAIL op k"), or -1 */
int
graph_compact_op(const Graph *g, int k)
{
	uint8_t *used = live_values(g);
	int n = 0, at = -1;

	for (int i = 0; i < g->no && at < 0 && k >= 0; i++)
		if (compact_keeps(g, used, i) && n++ == k)
			at = i;
	free(used);
	return at;
}

void
graph_topo(const Graph *g, Rng *r, int *out)
{
	int *pending = xcalloc((size_t)g->no, sizeof(int));
	int *ready = xmalloc((size_t)g->no * sizeof(int)), nready = 0, n = 0;
	int **users = xcalloc((size_t)g->nv, sizeof(int *));
	int *nusers = xcalloc((size_t)g->nv, sizeof(int)), *capusers = xcalloc((size_t)g->nv, sizeof(int));

	for (int i = 0; i < g->no; i++) {
		for (int role = 0; role < NROLE; role++) {
			int v = g->o[i].arg[role];

			if (v < 0 || g->o[i].dead)
				continue;
			pending[i]++;
			grow(&users[v], &capusers[v], nusers[v] + 1, sizeof(int));
			users[v][nusers[v]++] = i;
		}
		if (!pending[i])
			ready[nready++] = i;
	}
	while (nready) {
		int k = (int)rng_below(r, (uint64_t)nready), op = ready[k], v = g->o[op].out;

		ready[k] = ready[--nready];
		out[n++] = op;
		if (v < 0 || g->o[op].dead)
			continue;
		for (int j = 0; j < nusers[v]; j++)
			if (--pending[users[v][j]] == 0)
				ready[nready++] = users[v][j];
	}
	ensure(n == g->no);
	for (int v = 0; v < g->nv; v++)
		free(users[v]);
	free(users);
	free(nusers);
	free(capusers);
	free(pending);
	free(ready);
}

static int
op_red(const Op *o)
{
	return !o->init && shapes[fams[o->in.fam].shape].out == O_RED;
}

void
graph_phases(const Graph *g, int *phase)
{
	int *order = xmalloc(((size_t)g->no + 1) * sizeof(int));
	Rng r;

	rng_seed(&r, 0);
	graph_topo(g, &r, order);
	for (int k = 0; k < g->no; k++) {
		const Op *o = &g->o[order[k]];

		phase[order[k]] = 0;
		if (o->init || o->dead)
			continue;
		for (int role = 0; role < NROLE; role++) {
			int v = o->arg[role], d = v >= 0 ? g->v[v].def : -1, ph;

			if (d < 0 || g->o[d].init)
				continue;
			ph = (g->o[d].part == o->part ? phase[d] : 0) + op_red(&g->o[d]);
			if (ph > phase[order[k]])
				phase[order[k]] = ph;
		}
	}
	/* a fold pair's producer runs in its merge's phase (one loop) */
	for (int k = g->no - 1; k >= 0; k--) {
		const Op *o = &g->o[order[k]];

		for (int role = 0; role < NROLE && !o->init && !o->dead; role++) {
			int v = o->arg[role], d = v >= 0 ? g->v[v].def : -1;

			if (d >= 0 && g->v[v].fold && !g->o[d].init && g->o[d].part == o->part &&
			    phase[d] < phase[order[k]])
				phase[d] = phase[order[k]];
		}
	}
	free(order);
}

void
graph_dot(const Graph *g, const char *cmdline, Buf *b)
{
	char name[128], ts[32];

	buf_printf(b, "/* rif %s, seed 0x%016llx\n * command: %s\n * parts:", RIF_VERSION,
	    (unsigned long long)g->seed, cmdline);
	for (int p = 0; p < g->npart; p++)
		buf_printf(b, " %d %s (%u elements%s)", p, pshape_name[g->part[p].shape], g->part[p].len,
		    g->part[p].exit == EX_MASK ? ", an early exit" : "");
	buf_puts(b, " */\ndigraph rif {\n");
	for (int v = 0; v < g->nv; v++)
		buf_printf(b, "\tv%d [shape=box, label=\"v%d %s%s\"];\n", v, v,
		    type_suffix(g->v[v].t, ts), g->v[v].obs ? "" : " (in registers only)");
	for (int i = 0; i < g->no; i++) {
		const Op *o = &g->o[i];

		if (o->dead)
			continue;
		if (o->init)
			buf_printf(b, "\to%d [label=\"init\"];\n", i);
		else
			buf_printf(b, "\to%d [label=\"%d: %s%s, part %d%s\"];\n", i, i,
			    inst_name(&o->in, name) + 8,
			    o->n < g->part[o->part].len ? " (short vl)" : "", o->part,
			    g->part[o->part].exit == EX_MASK && g->part[o->part].exit_op == i ?
			    ", its loop's early exit (vfirst)" : "");
		for (int r = 0; r < NROLE; r++)
			if (o->arg[r] >= 0)
				buf_printf(b, "\tv%d -> o%d [label=\"%s\"];\n", o->arg[r], i,
				    role_name[r]);
		buf_printf(b, "\to%d -> v%d;\n", i, o->out);
	}
	buf_puts(b, "}\n");
}

/* Is op one of a fold pair: it defines a value made for a fold, or merges
 * one?  The emitter keeps such a pair in one block. */
int
op_fold(const Graph *g, int op)
{
	const Op *o = &g->o[op];

	if (o->init || o->dead)
		return 0;
	if (g->v[o->out].fold)
		return 1;
	for (int r = 0; r < NROLE; r++)
		if (o->arg[r] >= 0 && g->v[o->arg[r]].fold)
			return 1;
	return 0;
}

/* ---- strided and indexed accesses ---- */

int
op_mem(const Op *o)
{
	return !o->init && (shape_has(fams[o->in.fam].shape, 't') || shape_has(fams[o->in.fam].shape, 'x'));
}

int64_t
mem_elem(const Graph *g, const Op *o, uint32_t i)
{
	if (shape_has(fams[o->in.fam].shape, 't'))
		return (int64_t)o->mbase + (int64_t)i * o->mstep;
	if (shape_has(fams[o->in.fam].shape, 'x')) {
		const Value *x = &g->v[o->arg[R_IDX]];
		uint64_t off = x->fixed ? x->fixed[x->splat ? 0 : i] : ~(uint64_t)0, es = o->in.sew / 8u;

		return off % es || off / es > INT32_MAX ? -1 : (int64_t)(off / es);
	}
	return (int64_t)i * (o->in.nf ? o->in.nf : 1);
}

/* does element i of o access element i of its array (segment i, of a
 * tuple), for every i below vl? */
static int
mem_identity(const Graph *g, const Op *o)
{
	for (uint32_t i = 0; i < o->n; i++)
		if (mem_elem(g, o, i) != (int64_t)i * (o->in.nf ? o->in.nf : 1))
			return 0;
	return 1;
}

/* Every element below vl is in its array (then, under any VLEN, so is
 * every element accessed: a block runs its literal vl, a loop's strips
 * cover the same elements); a strided base is in the array too.  In a
 * strip-mined loop a store writes the element it is at (its array gets
 * the old contents strip by strip) and a load that reads other elements
 * reads an input (written before the loop). */
int
mem_ok(const Graph *g, const Op *o)
{
	int load = shapes[fams[o->in.fam].shape].out != O_MEM, v = load ? o->arg[R_SRC] : o->out;
	uint32_t len;

	if (!op_mem(o) || o->dead)
		return 1;
	if (v < 0)
		return 0;
	len = value_len(g, v);
	if (shape_has(fams[o->in.fam].shape, 't') && (o->mbase < 0 || (uint32_t)o->mbase > len))
		return 0;
	if (shape_has(fams[o->in.fam].shape, 'x') && (o->arg[R_IDX] < 0 || !g->v[o->arg[R_IDX]].fixed))
		return 0;
	for (uint32_t i = 0; i < o->n; i++) {
		int64_t e = mem_elem(g, o, i);

		if (e < 0 || e + (o->in.nf ? o->in.nf : 1) > len)
			return 0;
	}
	if (shape_strip(g->part[o->part].shape) && !mem_identity(g, o) &&
	    (!load || g->v[v].def < 0 || !g->o[g->v[v].def].init))
		return 0;
	return 1;
}

int
graph_mem_ok(const Graph *g)
{
	for (int i = 0; i < g->no; i++)
		if (!mem_ok(g, &g->o[i]))
			return 0;
	return 1;
}

/* ---- the reducer's cuts ---- */

/* the value op k defines becomes an input holding its current values */
void
graph_freeze(Graph *g, int k)
{
	Op *o = &g->o[k];
	int v = o->out, used = 0;
	Value *x = &g->v[v];
	uint32_t n = value_len(g, v);

	for (int i = 0; i < g->no && !used; i++)
		for (int r = 0; r < NROLE; r++)
			used |= !g->o[i].dead && i != k && g->o[i].arg[r] == v;
	o->dead = 1;
	o->out = -1;
	for (int r = 0; r < NROLE; r++)
		o->arg[r] = -1;
	if (!used)
		return;
	x->fixed = arena_alloc(g->ar, n * sizeof *x->fixed);
	for (uint32_t i = 0; i < n; i++)
		x->fixed[i] = x->st[i] == ST_UNK ? 0 : x->st[i] == ST_NAN ?
		    sf_canonical_nan(x->t.sew) : x->d[i];
	grow(&g->o, &g->capo, g->no + 1, sizeof *g->o);
	memset(&g->o[g->no], 0, sizeof g->o[g->no]);
	for (int r = 0; r < NROLE; r++)
		g->o[g->no].arg[r] = -1;
	g->o[g->no].init = 1;
	g->o[g->no].out = v;
	g->o[g->no].part = x->part;
	g->o[g->no].n = n;
	x->splat = 0;
	x->def = g->no++;
}

/* A copy of g without op k, whose users read its operand in role rl
 * instead of its result (of the same type, in the same part); NULL if it
 * cannot be (no such operand, a repeated op, a fold, a loop's exit) */
Graph *
graph_bypass(const Graph *g, int k, int rl)
{
	const Op *o = &g->o[k];
	const Value *u, *v;
	Graph *c;

	if (o->init || o->dead || rl == R_TRIP || o->arg[rl] < 0 || o->rep > 1 ||
	    op_fold(g, k) || o->arg[R_NVL] >= 0)
		return NULL;
	u = &g->v[o->arg[rl]];
	v = &g->v[o->out];
	if (memcmp(&u->t, &v->t, sizeof u->t) != 0 || u->part != v->part || u->merge1 || v->merge1 ||
	    u->index || v->index)
		return NULL;
	for (int p = 0; p < g->npart; p++)
		if (g->part[p].exit == EX_MASK && g->part[p].exit_op == k)
			return NULL;
	c = graph_clone(g);
	for (int i = 0; i < c->no; i++)
		for (int q = 0; q < NROLE && !c->o[i].dead && i != k; q++)
			if (c->o[i].arg[q] == o->out)
				c->o[i].arg[q] = o->arg[rl];
	c->v[o->arg[rl]].obs |= v->obs;
	c->v[o->arg[rl]].memsrc |= v->memsrc;      /* a load reads it: stored */
	c->o[k].dead = 1;
	c->o[k].out = -1;
	for (int q = 0; q < NROLE; q++)
		c->o[k].arg[q] = -1;
	return c;
}
