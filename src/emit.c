/*
 * The emitter: a self-checking, vector-length-agnostic C program.
 *
 * A program has parts (graph.c), each emitted in its shape:
 *
 *   loop   Strip-mined loops over the part's LEN elements.  A loop runs a
 *          chunk of operators in a random topological order; its vl comes
 *          from vsetvl of the type with the largest SEW/LMUL ratio among
 *          them (the smallest VLMAX), which every other operator can use, so
 *          one loop body may mix ratios.  An operator with a short active
 *          length n runs with rif_vl(i, vl, n) elements, so that elements
 *          >= n are its tail under any VLEN.  A reduction carries its
 *          accumulator from strip to strip; its users run in a later loop.
 *          A part may have an early exit (Part.exit, its mask chosen by the
 *          model): the loop that computes mask m (all the ops of m's phase)
 *          ends each strip with vfirst on m and breaks at the first set bit,
 *          recording its index in rif_exitposN (-1 if it never exits),
 *          which is checked; elements past it are the model's unknowns
 *          unless every VLEN gives the same.
 *   block  Straight-line code: every operator runs once with a literal vl
 *          (its active length), at most the VLMAX of its type at VLEN 128,
 *          so results do not depend on VLEN.  Loads may all be hoisted to
 *          the top and stores sunk to the end (register pressure), in
 *          runs of one vtype where the part has runs.  In a branch part
 *          most ops run in an arm of an if/else, alone or (branch_run) a
 *          straight line of several in each arm.
 *   call   A block whose operators run in functions, called with their
 *          register operands and their vls as arguments: noinline (values
 *          cross the calling convention, vl is no constant there), or in a
 *          third of them static inline helpers, always inlined.
 *
 * Values pass from intrinsic to intrinsic in registers.  A value is stored
 * to its array, and checked, when it is observed (Value.obs: the share
 * --observe), when it is a sink, or when a later loop, block or function
 * needs it; every other value lives only in registers, and a wrong value
 * shows at the checked values downstream (the check names the unchecked
 * operators that fed them).  Masks live in memory as one byte (0 or 1) per
 * element.
 */
#include <string.h>

#include "rif.h"
#include "prelude.inc"

/* The C name of value v in one of its roles: 'v' its array, 'r' its
 * register, 'x' its expected values, 'y' their status, 's' a scalar, 'a' a
 * reduction's accumulator, 'd' fixed data.  Plainly v7, r7, x7 ...; with
 * readable names, what the value is: in7 (input), vadd7, r_vadd7, want_vadd7. */
const char *
em_name(const Em *e, int kind, int v)
{
	static char buf[8][64];
	static int k;
	const Graph *g = e->g;
	const Op *d = &g->o[g->v[v].def];
	char base[48];

	k = (k + 1) % 8;
	if (!e->eo->readable) {
		if (kind == 'a')
			snprintf(buf[k], sizeof buf[k], "acc%d", v);
		else
			snprintf(buf[k], sizeof buf[k], "%c%d", kind, v);
		return buf[k];
	}
	if (d->init)
		snprintf(base, sizeof base, "%s%d", g->v[v].t.kind == K_MASK ? "mask" :
		    g->v[v].t.kind == K_SCAL ? "k" : "in", v);
	else
		snprintf(base, sizeof base, "%s%d", fams[d->in.fam].name, v);
	switch (kind) {
	case 'r': snprintf(buf[k], sizeof buf[k], "r_%s", base); break;
	case 'x': snprintf(buf[k], sizeof buf[k], "want_%s", base); break;
	case 'y': snprintf(buf[k], sizeof buf[k], "how_%s", base); break;
	case 'a': snprintf(buf[k], sizeof buf[k], "acc_%s", base); break;
	case 'd': snprintf(buf[k], sizeof buf[k], "data_%s", base); break;
	default: snprintf(buf[k], sizeof buf[k], "%s", base);
	}
	return buf[k];
}

/* The emitter's choices come from per-op and per-part random keys, not
 * from a stream of draws: a program the reducer cut down makes the same
 * choices for the ops and parts it kept. */
uint64_t
em_okey(const Em *e, int op, unsigned salt)
{
	return mix64(e->g->o[op].key ^ salt);
}

uint64_t
em_pkey(const Em *e, int part, unsigned salt)
{
	return mix64(e->g->part[part].key ^ salt);
}

static char *
varray(Type t, char *buf)
{
	if (t.kind == K_MASK)
		return strcpy(buf, "uint8_t");
	return elem_cname(t.cls, t.sew, buf);
}

/* the u8 vector type holding one byte per element of a mask of ratio lr */
Type
em_mask_bytes(int lratio)
{
	return tvec(C_U, 8, 3 - lratio);
}

int
em_is_red(const Op *o)
{
	return !o->init && shapes[fams[o->in.fam].shape].out == O_RED;
}

int
em_is_store(const Op *o)
{
	return !o->init && shapes[fams[o->in.fam].shape].out == O_MEM;
}

int
em_is_input(const Graph *g, int v)
{
	return g->o[g->v[v].def].init;
}

/* the part's length as a C expression */
const char *
em_len_name(const Em *e, int part)
{
	static char buf[4][32];
	static int k;

	k = (k + 1) % 4;
	snprintf(buf[k], sizeof buf[k], "LEN%d", part);
	(void)e;
	return buf[k];
}

/* the elements of value v's array: a tuple's nf per element */
static const char *
alen(const Em *e, int v)
{
	static char buf[4][40];
	static int k;
	const Value *x = &e->g->v[v];

	k = (k + 1) % 4;
	if (x->t.kind == K_TUP)
		snprintf(buf[k], sizeof buf[k], "%d * %s", x->t.nf, em_len_name(e, x->part));
	else
		snprintf(buf[k], sizeof buf[k], "%s", em_len_name(e, x->part));
	return buf[k];
}

/* a scalar's value as a C expression */
void
em_literal(Type t, uint64_t v, int size_t_, char *buf)
{
	if (size_t_)
		sprintf(buf, "(size_t)%lluu", (unsigned long long)v);
	else if (t.cls == C_F)
		sprintf(buf, "rif_f%d(0x%llxu)", t.sew, (unsigned long long)v);
	else if (t.cls == C_U)
		sprintf(buf, "(uint%d_t)0x%llxu", t.sew, (unsigned long long)v);
	else if (v == ((uint64_t)1 << (t.sew - 1)))
		sprintf(buf, "INT%d_MIN", t.sew);
	else if (v >> (t.sew - 1) & 1)
		sprintf(buf, "(int%d_t)-%llu", t.sew,
		    (unsigned long long)((0 - v) & sew_mask(t.sew)));
	else
		sprintf(buf, "(int%d_t)%llu", t.sew, (unsigned long long)v);
}

static void
header(Em *e, const EmitOpts *eo)
{
	Graph *g = e->g;
	int f16 = 0, nobs = 0, nval = 0;

	for (int i = 0; i < g->no; i++)
		f16 |= !g->o[i].init && inst_zvfh(&g->o[i].in);
	for (int k = 0; k < e->nsched; k++) {
		nval++;
		nobs += e->stored[g->o[e->sched[k]].out];
	}
	buf_printf(e->b,
	    "/* Generated by rif %s, a random test of the RISC-V Vector C intrinsics.\n"
	    " * Do not edit: regenerate with the command below.\n"
	    " * seed: 0x%016llx\n"
	    " * command: %s\n"
	    " * %d operators, %d of %d results checked%s; parts:",
	    RIF_VERSION, (unsigned long long)g->seed, eo->cmdline ? eo->cmdline : "(none)",
	    graph_count_intrinsics(g), nobs, nval,
	    f16 ? "; f16 vector arithmetic: -march=rv64gcv_zvfh" : "");
	for (int p = 0; p < g->npart; p++)
		buf_printf(e->b, "%s %s of %u elements%s", p ? "," : "", pshape_name[g->part[p].shape],
		    g->part[p].len, g->part[p].exit == EX_MASK ? " with an early exit" : "");
	buf_printf(e->b, ".\n%s"
	    " * Exit status: 0 all results match, 1 a wrong result; with -DRIF_STRICT_AGNOSTIC,\n"
	    " * 3 if an agnostic element holds neither its old value nor all ones. */\n"
	    "#include <riscv_vector.h>\n#include <stddef.h>\n#include <stdint.h>\n"
	    "#include <stdio.h>\n#include <string.h>\n\n", eo->note ? eo->note : "");
	buf_puts(e->b, prelude_text);
	buf_puts(e->b, "\n/* branch conditions the compiler cannot fold */\nstatic volatile int rif_on = 1;\n\n");
	for (int p = 0; p < g->npart; p++) {
		buf_printf(e->b, "#define LEN%d %u\n", p, g->part[p].len);
		if (e->runtime_len[p])
			buf_printf(e->b, "static volatile size_t rif_len%d = LEN%d;\n", p, p);
	}
}

/* The pointer argument of a load or store of array v: at the strip in a
 * loop; a strided access at its base element (and, in a loop, its stride
 * times the strip's first element); an indexed one at the array (its
 * offsets say where). */
void
em_mem_ptr(const Em *e, const Op *o, int v, char *buf)
{
	int st = o->mstep;

	if (shape_has(fams[o->in.fam].shape, 'x'))
		sprintf(buf, "%s", em_name(e, 'v', v));
	else if (!op_mem(o) && *e->ofs && e->g->v[v].t.kind == K_TUP)
		sprintf(buf, "%s + %d * i", em_name(e, 'v', v), e->g->v[v].t.nf);
	else if (!op_mem(o))
		sprintf(buf, "%s%s", em_name(e, 'v', v), e->ofs);
	else {
		buf += sprintf(buf, "%s", em_name(e, 'v', v));
		if (o->mbase)
			buf += sprintf(buf, " + %d", o->mbase);
		if (*e->ofs && (st == 1 || st == -1))
			sprintf(buf, " %c i", st < 0 ? '-' : '+');
		else if (*e->ofs && st)
			sprintf(buf, " %c %d * i", st < 0 ? '-' : '+', st < 0 ? -st : st);
	}
}

/* a strided access's stride in bytes: a literal, or a volatile for one op in four */
int
em_stride_volatile(const Em *e, int opi)
{
	return shape_has(fams[e->g->o[opi].in.fam].shape, 't') && em_okey(e, opi, 0x737472u) % 4 == 0;
}

/* does value v need an array: an input that is loaded, or a stored value */
static int
has_array(const Em *e, int v)
{
	const Value *x = &e->g->v[v];

	if (x->t.kind == K_SCAL)
		return 0;
	return em_is_input(e->g, v) ? !x->splat : e->stored[v];
}

static void
data(Em *e)
{
	Graph *g = e->g;
	char t[32], lit[64];

	buf_puts(e->b, "\n/* values */\n");
	for (int v = 0; v < g->nv; v++) {
		Value *x = &g->v[v];

		if (has_array(e, v))
			buf_printf(e->b, "static %s %s[%s];\n", varray(x->t, t), em_name(e, 'v', v),
			    alen(e, v));
		else if (x->t.kind != K_SCAL)
			continue;
		else if (!em_is_input(g, v))
			buf_printf(e->b, "static %s %s;\n", type_cname(x->t, t), em_name(e, 's', v));
		else if (!e->lit[v] && x->t.cls == C_F)
			buf_printf(e->b, "static volatile uint%d_t %s = 0x%llxu;\n", x->t.sew, em_name(e, 's', v),
			    (unsigned long long)x->d[0]);
		else if (!e->lit[v]) {
			em_literal(x->t, x->d[0], 0, lit);
			buf_printf(e->b, "static volatile %s %s = %s;\n", type_cname(x->t, t), em_name(e, 's', v), lit);
		}
	}
	for (int v = 0; v < g->nv; v++) {
		Value *x = &g->v[v];
		uint32_t n = value_len(g, v);
		int col = 80;

		if (!x->fixed || !has_array(e, v))
			continue;
		buf_printf(e->b, "static const %s %s[%s] = {",
		    x->t.kind == K_MASK ? "uint8_t" : elem_cname(C_U, x->t.sew, t), em_name(e, 'd', v),
		    alen(e, v));
		for (uint32_t i = 0; i < n; i++) {
			uint64_t d = x->fixed[x->splat ? 0 : i];

			if (col > 72) {
				buf_puts(e->b, "\n\t");
				col = 8;
			}
			col += sprintf(lit, d < 10 ? "%llu," : " 0x%llx,", (unsigned long long)d);
			buf_puts(e->b, lit);
		}
		buf_puts(e->b, "\n};\n");
	}
	for (int p = 0; p < g->npart; p++)
		if (g->part[p].exit == EX_MASK)
			buf_printf(e->b, "static int64_t rif_exitpos%d = -1;  /* where loop part %d exits "
			    "early: %lld%s */\n", p, p, (long long)g->part[p].exit_pos,
			    g->part[p].exit_pos == -1 ? ", it does not" : g->part[p].exit_pos == -2 ?
			    ", unknown (not checked)" : "");
	for (int k = 0; k < e->nsched; k++)
		if (em_stride_volatile(e, e->sched[k]))
			buf_printf(e->b, "static volatile ptrdiff_t rif_stride%d = %d;\n", e->sched[k],
			    g->o[e->sched[k]].mstep * g->o[e->sched[k]].in.sew / 8);
	if (e->npr)
		buf_puts(e->b, "\n/* rounding-state probes: scalar code after _rm calls, rounded with frm = RNE */\n");
	for (int k = 0; k < e->npr; k++)
		buf_printf(e->b, "static volatile uint%d_t rif_pa%d = 0x%llxu, rif_pb%d = 0x%llxu;\n"
		    "static uint%d_t rif_p%d;\nstatic const uint%d_t rif_pw%d = 0x%llxu;\n", e->pr[k].w, k,
		    (unsigned long long)e->pr[k].a, k, (unsigned long long)e->pr[k].b, e->pr[k].w, k,
		    e->pr[k].w, k, (unsigned long long)e->pr[k].want);
	buf_puts(e->b, "\n/* expected results; y: '0' exact, '1' old value or all ones, "
	    "'2' unknown, '3' a NaN */\n");
	for (int k = 0; k < e->nsched; k++) {
		Op *o = &g->o[e->sched[k]];
		Value *x = &g->v[o->out];
		uint32_t n = value_len(g, o->out);
		int odd = 0, col;

		if (!e->stored[o->out])
			continue;
		buf_printf(e->b, "static const %s %s[%s] = {",
		    x->t.kind == K_MASK ? "uint8_t" : elem_cname(C_U, x->t.sew, t), em_name(e, 'x', o->out),
		    x->t.kind == K_SCAL ? "1" : alen(e, o->out));
		col = 80;
		for (uint32_t i = 0; i < n; i++) {
			uint64_t d = x->st[i] == ST_UNK ? 0 : x->d[i];

			if (col > 72) {
				buf_puts(e->b, "\n\t");
				col = 8;
			}
			if (d < 10)
				col += 2 + sprintf(lit, "%llu,", (unsigned long long)d);
			else
				col += 1 + sprintf(lit, " 0x%llx,", (unsigned long long)d);
			buf_puts(e->b, lit);
			odd |= x->st[i] != ST_OK;
		}
		buf_puts(e->b, "\n};\n");
		if (odd) {
			buf_printf(e->b, "static const char %s[] =\n\t\"", em_name(e, 'y', o->out));
			for (uint32_t i = 0; i < n; i++) {
				if (i && i % 64 == 0)
					buf_puts(e->b, "\"\n\t\"");
				buf_printf(e->b, "%c", '0' + x->st[i]);
			}
			buf_puts(e->b, "\";\n");
		}
	}
}

static void
init_fn(Em *e)
{
	Graph *g = e->g;

	buf_puts(e->b, "\nstatic void\nrif_init(void)\n{\n");
	for (int i = 0; i < g->no; i++) {
		Op *o = &g->o[i];
		Value *x = &g->v[o->out];

		if (!o->init || !has_array(e, o->out))
			continue;
		if (x->fixed)
			buf_printf(e->b, "\tmemcpy(%s, %s, sizeof %s);\n", em_name(e, 'v', o->out),
			    em_name(e, 'd', o->out), em_name(e, 'v', o->out));
		else if (x->t.kind == K_MASK)
			buf_printf(e->b, "\trif_fill_mask(%s, %s, 0x%llxu);\n", em_name(e, 'v', o->out),
			    alen(e, o->out), (unsigned long long)x->seed);
		else
			buf_printf(e->b, "\trif_fill(%s, %s, %d, 0x%llxu, %d);\n", em_name(e, 'v', o->out),
			    alen(e, o->out), x->t.sew, (unsigned long long)x->seed, value_kind(x));
	}
	buf_puts(e->b, "}\n");
}

/* ---- units ---- */

/* are units a and b functions of one block? (they follow it in order) */
static int
same_block(const Unit *units, int a, int b)
{
	int lo = a < b ? a : b, hi = a < b ? b : a;

	for (int u = lo + 1; u <= hi; u++)
		if (units[u].kind != U_FUNC)
			return 0;
	return 1;
}

/* Which values are stored (and checked): observed values, sinks, and
 * values an op of another unit uses, but for a function's result that the
 * functions of its block pass in registers; and results of stores and of
 * reductions in loops (their users run after the loop). */
/* a group that crosses is built again from its parts: they are stored */
static void
store_parts(Em *e, int v)
{
	const Graph *g = e->g;

	if (!em_group_built(g, v))
		return;
	for (int r = 0; r < NROLE; r++) {
		int p = g->o[g->v[v].def].arg[r];

		if (p >= 0 && !em_is_input(g, p)) {
			e->stored[p] = 1;
			store_parts(e, p);
		}
	}
}

static void
decide_stores(Em *e, const Unit *units)
{
	Graph *g = e->g;

	/* a load's source is memory */
	for (int v = 0; v < g->nv; v++)
		e->stored[v] = !em_is_input(g, v) && (g->v[v].obs || !g->v[v].nuse || g->v[v].memsrc);
	for (int i = 0; i < g->no; i++) {
		const Op *o = &g->o[i];

		if (o->init || o->dead)
			continue;
		if (em_is_store(o) || (em_is_red(o) && units[e->unit[i]].kind == U_LOOP))
			e->stored[o->out] = 1;
		for (int role = 0; role < NROLE; role++) {
			int v = o->arg[role], d, ud, ui;

			if (v < 0 || em_is_input(g, v))
				continue;
			d = g->v[v].def;
			ud = e->unit[d];
			ui = e->unit[i];
			if (ud == ui)
				continue;
			e->escapes[v] = 1;
			/* a function's returned value, used in the same block */
			if (units[ud].kind == U_FUNC && units[ui].kind == U_FUNC &&
			    units[ud].part == units[ui].part && e->sched[units[ud].first + units[ud].n - 1] == d &&
			    !em_is_store(&g->o[d]) && g->v[v].t.kind != K_SCAL && same_block(units, ud, ui))
				continue;
			e->stored[v] = 1;
			store_parts(e, v);
		}
	}
}

/* Does op merge (a merge-like use, or the use of a value made for a fold)
 * a value that unit `unit` computes?  A loop is not cut there: an
 * optimiser folds the merge into the producer. */
static int
merges_in(const Em *e, int op, int unit)
{
	const Op *o = &e->g->o[op];

	for (int r = 0; r < NROLE; r++)
		if (o->arg[r] >= 0 && !em_is_input(e->g, o->arg[r]) &&
		    (inst_merge_like(&o->in, r) || e->g->v[o->arg[r]].fold) &&
		    e->unit[e->g->v[o->arg[r]].def] == unit)
			return 1;
	return 0;
}

/* Would a cut between ops[lo .. cut) and ops[cut .. hi) part a fold pair? */
static int
splits_fold(const Em *e, const int *ops, int lo, int cut, int hi)
{
	const Graph *g = e->g;

	for (int j = cut; j < hi; j++)
		for (int r = 0; r < NROLE; r++) {
			int v = g->o[ops[j]].arg[r];

			if (v < 0 || !g->v[v].fold)
				continue;
			for (int k = lo; k < cut; k++)
				if (g->v[v].def == ops[k])
					return 1;
		}
	return 0;
}

/* Cut the ops of a loop part, in topological order, into loops.  Phase:
 * an op that uses a reduction's result runs in a later loop.  Half the
 * parts keep one SEW/LMUL ratio per loop, the others mix them.  An op
 * starts a new loop by its key (about one in `limit`), or if its ratio
 * differs where ratios are not mixed. */
static void
plan_loops(Em *e, int part, const int *ops, int n, Unit *units, int *nunits)
{
	Graph *g = e->g;
	const int *phase = e->phase;
	int mix = e->eo->one_loop || em_pkey(e, part, 0x6d6978u) % 2, maxphase = 0;
	static const unsigned limits[] = {1, 3, 8, 24, 0};
	unsigned limit = e->eo->one_loop ? 0 : limits[em_pkey(e, part, 0x6c696du) % NELEM(limits)];
	/* the phase whose loop has the early exit: one loop (the model's) */
	int xph = g->part[part].exit == EX_MASK ? phase[g->part[part].exit_op] : -1;

	for (int k = 0; k < n; k++)
		if (phase[ops[k]] > maxphase)
			maxphase = phase[ops[k]];
	for (int p = 0; p <= maxphase; p++) {
		Unit *u = NULL;

		for (int k = 0; k < n; k++) {
			int op = ops[k];

			if (phase[op] != p)
				continue;
			if (!u || (p != xph && limit && em_okey(e, op, 0x6c6f6f70u) % limit == 0 && !merges_in(e, op, u->id)) ||
			    (p != xph && !mix && inst_lratio(&g->o[op].in) != inst_lratio(&g->o[e->sched[u->first]].in))) {
				u = &units[*nunits];
				*u = (Unit){U_LOOP, part, e->nsched, 0, (*nunits)++};
			}
			e->sched[e->nsched++] = op;
			e->unit[op] = u->id;
			u->n++;
		}
	}
}

/* a block part: one block, or two (values crossing are stored); a call
 * part's block is cut into groups of ops, each a function: an op starts
 * a group by its key, and a group has at most four ops */
static void
plan_blocks(Em *e, int part, int shape, const int *ops, int n, Unit *units, int *nunits)
{
	int cut = !e->eo->one_loop && n > 3 && em_pkey(e, part, 0x637574u) % 4 == 0 ?
	    1 + (int)(em_pkey(e, part, 0x63757432u) % (uint64_t)(n - 1)) : n;

	if (splits_fold(e, ops, 0, cut, n))
		cut = n;

	for (int b = 0; b < 2; b++) {
		int lo = b ? cut : 0, hi = b ? n : cut, id = *nunits;

		if (lo == hi)
			continue;
		units[(*nunits)++] = (Unit){U_BLOCK, part, e->nsched, hi - lo, id};
		for (int k = lo; k < hi; k++) {
			e->unit[ops[k]] = id;
			e->sched[e->nsched++] = ops[k];
		}
		if (!pshapes[shape].funcs)
			continue;
		for (int k = lo; k < hi;) {
			int m = 1, fid = *nunits;

			while (k + m < hi && ((m < 4 && em_okey(e, ops[k + m], 0x67727075u) % 3) ||
			    splits_fold(e, ops, k, k + m, hi)))
				m++;
			units[(*nunits)++] = (Unit){U_FUNC, part, units[id].first + (k - lo), m, fid};
			for (int j = k; j < k + m; j++)
				e->unit[ops[j]] = fid;
			k += m;
		}
	}
}

/* which ops fed value v's op in registers only, unchecked: "op 7 vadd_vv_i32m1, ..." */
static void
via(const Em *e, int opi, Buf *b)
{
	const Graph *g = e->g;
	int *stack = xmalloc((size_t)g->no * sizeof(int)), ns = 0, nvia = 0;
	uint8_t *seen = xcalloc((size_t)g->no, 1);
	char name[128];

	stack[ns++] = opi;
	while (ns) {
		const Op *o = &g->o[stack[--ns]];

		for (int role = 0; role < NROLE; role++) {
			int u = o->arg[role], d;

			if (u < 0 || em_is_input(g, u) || e->stored[u] || seen[d = g->v[u].def])
				continue;
			seen[d] = 1;
			stack[ns++] = d;
			if (nvia++ < 6)
				buf_printf(b, "%sop %d %s", b->len ? ", " : "", d, inst_name(&g->o[d].in, name) + 8);
			else if (nvia == 7)
				buf_puts(b, ", ...");
		}
	}
	free(stack);
	free(seen);
}

/* the checks of the early exits' positions (where known); a wrong one
 * names vfirst, the exit's mask op and the unchecked ops that fed it */
static void
exit_checks(Em *e)
{
	const Graph *g = e->g;
	char name[128];

	for (int p = 0; p < g->npart; p++) {
		const Part *pt = &g->part[p];
		Buf vb = {0};

		if (pt->exit != EX_MASK || pt->exit_pos == -2)
			continue;
		if (!e->stored[g->o[pt->exit_op].out])
			buf_printf(&vb, "op %d %s", pt->exit_op, inst_name(&g->o[pt->exit_op].in, name) + 8);
		via(e, pt->exit_op, &vb);
		buf_printf(e->b, "\t{\n\t\tstatic const int64_t want = %lld;\n\n\t\trif_check(%d, "
		    "\"__riscv_vfirst_m_b%d: the early exit of loop part %d on the mask of op %d %s\", "
		    "\"rif_exitpos%d\", \"%s\", &rif_exitpos%d, &want, NULL, 1, 8, 0);\n\t}\n",
		    (long long)pt->exit_pos, pt->exit_op, 1 << g->v[g->o[pt->exit_op].out].t.lmul, p,
		    pt->exit_op, inst_name(&g->o[pt->exit_op].in, name) + 8, p, vb.s ? vb.s : "", p);
		buf_free(&vb);
	}
}

static void
verify_fn(Em *e)
{
	Graph *g = e->g;
	char name[128];

	buf_puts(e->b, "\nstatic void\nrif_verify(void)\n{\n");
	for (int k = 0; k < e->nsched; k++) {
		int opi = e->sched[k], v = g->o[opi].out, odd = 0, scal;
		Type t = g->v[v].t;
		uint32_t n = value_len(g, v);
		Buf vb = {0};

		if (!e->stored[v])
			continue;
		scal = t.kind == K_SCAL;
		for (uint32_t i = 0; i < n; i++)
			odd |= g->v[v].st[i] != ST_OK;
		via(e, opi, &vb);
		buf_printf(e->b, "\trif_check(%d, \"%s\", \"%s\", \"%s\", %s%s, %s, ", opi,
		    inst_name(&g->o[opi].in, name), em_name(e, scal ? 's' : 'v', v), vb.s ? vb.s : "",
		    scal ? "&" : "", em_name(e, scal ? 's' : 'v', v), em_name(e, 'x', v));
		if (odd)
			buf_printf(e->b, "%s, ", em_name(e, 'y', v));
		else
			buf_puts(e->b, "NULL, ");
		buf_printf(e->b, "%s, %d, %d);\n", scal ? "1" : alen(e, v),
		    t.kind == K_MASK ? 1 : t.sew / 8, t.kind == K_MASK ? 1 : t.cls == C_F ? 2 : 0);
		buf_free(&vb);
	}
	exit_checks(e);
	for (int k = 0; k < e->nsched; k++) {
		int opi = e->sched[k], j = e->probe[opi];

		if (j >= 0)
			buf_printf(e->b, "\trif_check(%d, \"__riscv_frm_restored_after_%s: scalar f%s.%c\", "
			    "\"rif_p%d\", \"\", &rif_p%d, &rif_pw%d, NULL, 1, %d, 2);\n", opi,
			    inst_name(&g->o[opi].in, name) + 8, e->pr[j].mul ? "mul" : "add",
			    e->pr[j].w == 32 ? 's' : 'd', j, j, j, e->pr[j].w / 8);
	}
	buf_puts(e->b, "}\n");
}


void
emit_c(Graph *g, const EmitOpts *eo, Buf *b)
{
	Em e;
	int *order, *ops, nunits = 0;
	Unit *units;

	memset(&e, 0, sizeof e);
	e.g = g;
	e.eo = eo;
	e.b = b;
	e.inreg = xcalloc((size_t)g->nv + 1, 1);
	e.unset = xcalloc((size_t)g->nv + 1, 1);
	e.lit = xcalloc((size_t)g->nv + 1, 1);
	e.stored = xcalloc((size_t)g->nv + 1, 1);
	e.escapes = xcalloc((size_t)g->nv + 1, 1);
	e.unit = xmalloc(((size_t)g->no + 1) * sizeof(int));
	e.sched = xmalloc(((size_t)g->no + 1) * sizeof(int));
	e.runtime_len = xcalloc((size_t)g->npart + 1, 1);
	order = xmalloc(((size_t)g->no + 1) * sizeof(int));
	ops = xmalloc(((size_t)g->no + 1) * sizeof(int));
	units = xmalloc(((size_t)g->no * 2 + 2) * sizeof *units);
	for (int p = 0; p < g->npart; p++)
		e.runtime_len[p] = shape_strip(g->part[p].shape) &&
		    (eo->len_volatile < 0 ? (int)(em_pkey(&e, p, 0x6c656eu) % 2) : eo->len_volatile);
	for (int v = 0; v < g->nv; v++)
		e.lit[v] = g->v[v].t.kind == K_SCAL && em_is_input(g, v) &&
		    (g->v[v].fixed || mix64(g->v[v].seed ^ 0x6c6974u) % 2);
	e.probe = xmalloc(((size_t)g->no + 1) * sizeof(int));
	for (int i = 0; i < g->no; i++)
		e.unit[i] = e.probe[i] = -1;
	e.phase = xmalloc(((size_t)g->no + 1) * sizeof(int));
	graph_phases(g, e.phase);

	/* schedule: the parts in order, each cut into units; in three
	 * parts of four runs of one vtype */
	e.ffop = -1;
	e.runs = xcalloc((size_t)g->npart + 1, 1);
	for (int p = 0; p < g->npart; p++)
		e.runs[p] = em_pkey(&e, p, 0x72756e73u) % 4 != 0;
	schedule(g, e.runs, order);
	e.brun = xcalloc((size_t)g->npart + 1, 1);
	for (int p = 0; p < g->npart; p++)
		e.brun[p] = em_pkey(&e, p, 0x6272756eu) % 2;
	for (int p = 0; p < g->npart; p++) {
		int n = 0, shape = g->part[p].shape;

		for (int k = 0; k < g->no; k++) {
			Op *o = &g->o[order[k]];

			if (!o->init && !o->dead && o->part == p)
				ops[n++] = order[k];
		}
		if (pshapes[shape].funcs && eo->no_calls)
			shape = SHP_BLOCK;
		if (!n)
			continue;
		if (shape_strip(shape))
			plan_loops(&e, p, ops, n, units, &nunits);
		else
			plan_blocks(&e, p, shape, ops, n, units, &nunits);
	}
	decide_stores(&e, units);
	em_plan_probes(&e);

	header(&e, eo);
	data(&e);
	init_fn(&e);
	for (int u = 0; u < nunits; u++) {
		int ng = 0;

		if (units[u].kind == U_LOOP)
			em_loop(&e, &units[u]);
		else if (units[u].kind == U_BLOCK) {
			while (u + 1 + ng < nunits && units[u + 1 + ng].kind == U_FUNC)
				ng++;
			em_block(&e, &units[u], units + u + 1, ng);
			u += ng;
		}
	}
	verify_fn(&e);
	buf_printf(b, "\nint\nmain(void)\n{\n\trif_init();\n%s\trif_verify();\n\treturn rif_exit();\n}\n",
	    e.calls.s ? e.calls.s : "");
	buf_free(&e.calls);
	buf_free(&e.fn);
	free(e.inreg);
	free(e.unset);
	free(e.lit);
	free(e.stored);
	free(e.escapes);
	free(e.unit);
	free(e.sched);
	free(e.runtime_len);
	free(e.probe);
	free(e.phase);
	free(e.runs);
	free(e.brun);
	free(e.pr);
	free(order);
	free(ops);
	free(units);
}
