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
 *   call   A block whose operators run in noinline functions, called with
 *          their register operands and their vls as arguments.
 *
 * Values pass from intrinsic to intrinsic in registers.  A value is stored
 * to its array, and checked, when it is observed (Value.obs: the share
 * --observe), when it is a sink, or when a later loop, block or function
 * needs it; every other value lives only in registers, and a wrong value
 * shows at the checked values downstream (the check names the unchecked
 * operators that fed them).  Masks live in memory as one byte (0 or 1) per
 * element.
 */
#include <ctype.h>
#include <string.h>

#include "rif.h"
#include "prelude.inc"

/* A unit of emission: a loop, a block, or a function of a call part;
 * units are numbered in execution order, and a function's number follows
 * its block's.  ops: sched[first .. first + n). */
enum { U_LOOP, U_BLOCK, U_FUNC };
typedef struct {
	int kind, part, first, n, id;
} Unit;

typedef struct {
	Graph *g;
	const EmitOpts *eo;
	Buf *b;                 /* the program */
	Buf fn;                 /* the function being written */
	uint8_t *inreg;         /* value has a register in the current unit */
	uint8_t *unset;         /* a branch run's result declared but not yet set in this arm */
	uint8_t *lit;           /* scalar input emitted as a literal */
	uint8_t *stored;        /* value is stored to its array (and checked) */
	uint8_t *escapes;       /* value is used by an op of another unit */
	int *unit;              /* per op: the unit that runs it */
	int *sched, nsched;     /* intrinsic ops in execution order */
	uint8_t *runtime_len;   /* per part: its length read from a volatile */
	Buf calls;              /* main's calls */
	const char *ofs;        /* " + i" in loops, "" in blocks */
	int *probe;             /* per op: its rounding-state probe, or -1 */
	struct Probe { int w, mul; uint64_t a, b, want; } *pr;
	int npr, cappr;
	int arm;                /* 1: writing an arm of a branch (the result is declared before);
				 * 2: its decoy arm, which never runs */
	int *phase;             /* per op: its phase (graph_phases) */
	int blockvl;            /* the block's vls: literals (0), from vsetvl (1), volatiles (2),
				 * a vsetvl before each op (3) */
	int lastvs;             /* blockvl 3: the op whose vsetvl was written last, or -1 */
	int blockpart;          /* the part of the block being written */
	uint8_t *runs;          /* per part: runs of one vtype (the schedule's and the
				 * hoisted loads' and sunk stores' order) */
	uint8_t *brun;          /* per part: branches of several ops (branch_run) */
	int ffop;               /* the last fault-only-first load whose new_vl is in scope, or -1 */
	char ffvl[64];          /* its vl expression */
} Em;

/* The C name of value v in one of its roles: 'v' its array, 'r' its
 * register, 'x' its expected values, 'y' their status, 's' a scalar, 'a' a
 * reduction's accumulator, 'd' fixed data.  Plainly v7, r7, x7 ...; with
 * readable names, what the value is: in7 (input), vadd7, r_vadd7, want_vadd7. */
static const char *
N(const Em *e, int kind, int v)
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
static uint64_t
okey(const Em *e, int op, unsigned salt)
{
	return mix64(e->g->o[op].key ^ salt);
}

static uint64_t
pkey(const Em *e, int part, unsigned salt)
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
static Type
mask_bytes(int lratio)
{
	return tvec(C_U, 8, 3 - lratio);
}

static int
is_red(const Op *o)
{
	return !o->init && shapes[fams[o->in.fam].shape].out == O_RED;
}

static int
is_store(const Op *o)
{
	return !o->init && shapes[fams[o->in.fam].shape].out == O_MEM;
}

static int
is_input(const Graph *g, int v)
{
	return g->o[g->v[v].def].init;
}

/* the part's length as a C expression */
static const char *
len_name(const Em *e, int part)
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
		snprintf(buf[k], sizeof buf[k], "%d * %s", x->t.nf, len_name(e, x->part));
	else
		snprintf(buf[k], sizeof buf[k], "%s", len_name(e, x->part));
	return buf[k];
}

/* a scalar's value as a C expression */
static void
scalar_literal(Type t, uint64_t v, int size_t_, char *buf)
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
static void
mem_ptr(const Em *e, const Op *o, int v, char *buf)
{
	int st = o->mstep;

	if (shape_has(fams[o->in.fam].shape, 'x'))
		sprintf(buf, "%s", N(e, 'v', v));
	else if (!op_mem(o) && *e->ofs && e->g->v[v].t.kind == K_TUP)
		sprintf(buf, "%s + %d * i", N(e, 'v', v), e->g->v[v].t.nf);
	else if (!op_mem(o))
		sprintf(buf, "%s%s", N(e, 'v', v), e->ofs);
	else {
		buf += sprintf(buf, "%s", N(e, 'v', v));
		if (o->mbase)
			buf += sprintf(buf, " + %d", o->mbase);
		if (*e->ofs && (st == 1 || st == -1))
			sprintf(buf, " %c i", st < 0 ? '-' : '+');
		else if (*e->ofs && st)
			sprintf(buf, " %c %d * i", st < 0 ? '-' : '+', st < 0 ? -st : st);
	}
}

/* a strided access's stride in bytes: a literal, or a volatile for one op in four */
static int
stride_volatile(const Em *e, int opi)
{
	return shape_has(fams[e->g->o[opi].in.fam].shape, 't') && okey(e, opi, 0x737472u) % 4 == 0;
}

/* does value v need an array: an input that is loaded, or a stored value */
static int
has_array(const Em *e, int v)
{
	const Value *x = &e->g->v[v];

	if (x->t.kind == K_SCAL)
		return 0;
	return is_input(e->g, v) ? !x->splat : e->stored[v];
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
			buf_printf(e->b, "static %s %s[%s];\n", varray(x->t, t), N(e, 'v', v),
			    alen(e, v));
		else if (x->t.kind != K_SCAL)
			continue;
		else if (!is_input(g, v))
			buf_printf(e->b, "static %s %s;\n", type_cname(x->t, t), N(e, 's', v));
		else if (!e->lit[v] && x->t.cls == C_F)
			buf_printf(e->b, "static volatile uint%d_t %s = 0x%llxu;\n", x->t.sew, N(e, 's', v),
			    (unsigned long long)x->d[0]);
		else if (!e->lit[v]) {
			scalar_literal(x->t, x->d[0], 0, lit);
			buf_printf(e->b, "static volatile %s %s = %s;\n", type_cname(x->t, t), N(e, 's', v), lit);
		}
	}
	for (int v = 0; v < g->nv; v++) {
		Value *x = &g->v[v];
		uint32_t n = value_len(g, v);
		int col = 80;

		if (!x->fixed || !has_array(e, v))
			continue;
		buf_printf(e->b, "static const %s %s[%s] = {",
		    x->t.kind == K_MASK ? "uint8_t" : elem_cname(C_U, x->t.sew, t), N(e, 'd', v),
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
		if (stride_volatile(e, e->sched[k]))
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
		    x->t.kind == K_MASK ? "uint8_t" : elem_cname(C_U, x->t.sew, t), N(e, 'x', o->out),
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
			buf_printf(e->b, "static const char %s[] =\n\t\"", N(e, 'y', o->out));
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
			buf_printf(e->b, "\tmemcpy(%s, %s, sizeof %s);\n", N(e, 'v', o->out),
			    N(e, 'd', o->out), N(e, 'v', o->out));
		else if (x->t.kind == K_MASK)
			buf_printf(e->b, "\trif_fill_mask(%s, %s, 0x%llxu);\n", N(e, 'v', o->out),
			    alen(e, o->out), (unsigned long long)x->seed);
		else
			buf_printf(e->b, "\trif_fill(%s, %s, %d, 0x%llxu, %d);\n", N(e, 'v', o->out),
			    alen(e, o->out), x->t.sew, (unsigned long long)x->seed, value_kind(x));
	}
	buf_puts(e->b, "}\n");
}

/* ---- units: code inside a loop body, a block or a function ---- */

/* The vl expression of loads and stores of a part: the strip's vl in a
 * loop, the part's length in a block. */
static const char *
full_vl(const Em *e, int part)
{
	static char buf[4][32];
	static int k;

	if (*e->ofs)
		return "vl";
	if (!e->blockvl || part != e->blockpart)
		return len_name(e, part);
	k = (k + 1) % 4;
	snprintf(buf[k], sizeof buf[k], "vl%u_", e->g->part[part].len);
	return buf[k];
}

/* A tuple's memory forms: its segments one after the other (vlseg,
 * vsseg), strided with the segment size, or indexed with offsets i times
 * the segment size (SEW 8: strided). */
static void
tuple_form(Em *e, int v, int st, const char *src, const char *vl, uint64_t k)
{
	const Value *x = &e->g->v[v];
	char s[16], u[16], p[48];
	int nf = x->t.nf, es = x->t.sew / 8;

	type_suffix(x->t, s);
	if (*e->ofs)
		snprintf(p, sizeof p, "%s + %d * i", N(e, 'v', v), nf);
	else
		snprintf(p, sizeof p, "%s", N(e, 'v', v));
	if (k == 6 && x->t.sew == 8)
		k = 5;
	if (k == 5)
		buf_printf(&e->fn, "__riscv_v%ssseg%de%d_v_%s(%s, %d, ", st ? "s" : "l", nf, x->t.sew, s, p, nf * es);
	else if (k == 6) {
		type_suffix(tvec(C_U, x->t.sew, x->t.lmul), u);
		buf_printf(&e->fn, "__riscv_v%suxseg%dei%d_v_%s(%s, __riscv_vmul_vx_%s(__riscv_vid_v_%s(%s), %d, %s), ",
		    st ? "s" : "l", nf, x->t.sew, s, p, u, u, vl, nf * es, vl);
	} else
		buf_printf(&e->fn, "__riscv_v%sseg%de%d_v_%s(%s, ", st ? "s" : "l", nf, x->t.sew, s, p);
	if (st)
		buf_printf(&e->fn, "%s, ", src);
	buf_printf(&e->fn, "%s);\n", vl);
}

/* One value, many memory forms: the program's own loads and stores of a
 * vector (inputs, checked results, values crossing units) mostly run
 * unit-stride, else strided with the element size as the stride, or
 * indexed with offsets i times the element size computed in registers
 * (vid, a shift; SEW 8 has too few offsets for a long strip: strided), so
 * that different instructions carry the same values. */
static void
mem_form(Em *e, int v, int st, const char *src, const char *vl)
{
	const Value *x = &e->g->v[v];
	uint64_t k = mix64(x->seed ^ e->g->o[x->def].key ^ (uint64_t)v ^ 0x666f726du) % 8;
	char s[16], u[16], p[48];
	int es = x->t.sew / 8;

	type_suffix(x->t, s);
	snprintf(p, sizeof p, "%s%s", N(e, 'v', v), e->ofs);
	if (x->t.kind == K_TUP) {
		tuple_form(e, v, st, src, vl, k);
		return;
	}
	if (k == 6 && x->t.sew == 8)
		k = 5;
	if (k == 5 && st)
		buf_printf(&e->fn, "__riscv_vsse%d_v_%s(%s, %d, %s, %s);\n", x->t.sew, s, p, es, src, vl);
	else if (k == 5)
		buf_printf(&e->fn, "__riscv_vlse%d_v_%s(%s, %d, %s);\n", x->t.sew, s, p, es, vl);
	else if (k == 6) {
		type_suffix(tvec(C_U, x->t.sew, x->t.lmul), u);
		buf_printf(&e->fn, "__riscv_v%sxei%d_v_%s(%s, __riscv_vsll_vx_%s(__riscv_vid_v_%s(%s), %d, %s), ",
		    st ? "su" : "lu", x->t.sew, s, p, u, u, vl, log2i((unsigned)es), vl);
		if (st)
			buf_printf(&e->fn, "%s, ", src);
		buf_printf(&e->fn, "%s);\n", vl);
	} else if (st)
		buf_printf(&e->fn, "__riscv_vse%d_v_%s(%s, %s, %s);\n", x->t.sew, s, p, src, vl);
	else
		buf_printf(&e->fn, "__riscv_vle%d_v_%s(%s, %s);\n", x->t.sew, s, p, vl);
}

/* make value v available as a register in the current unit */
/* Is v a register group built by vset or vcreate?  Memory holds only its
 * first elements, but a vget may read another part: where it crosses
 * into another loop, block or function it is built again from its parts
 * (which are stored for that). */
static int
group_built(const Graph *g, int v)
{
	int d = g->v[v].def;

	return d >= 0 && !g->o[d].init && !g->o[d].dead &&
	    (g->o[d].in.fam == F_VSET || g->o[d].in.fam == F_VCREATE);
}

/* the largest SEW/LMUL ratio (at least l) of the parts from which unit
 * `unit` builds group v again (v crosses into it) */
static int
rebuilt_lratio(const Em *e, int v, int unit, int l)
{
	const Graph *g = e->g;

	if (!group_built(g, v) || e->unit[g->v[v].def] == unit)
		return l;
	for (int r = 0; r < NROLE; r++) {
		int p = g->o[g->v[v].def].arg[r];

		if (p >= 0 && g->v[p].t.kind != K_SCAL) {
			if (type_lratio(g->v[p].t) > l)
				l = type_lratio(g->v[p].t);
			l = rebuilt_lratio(e, p, unit, l);
		}
	}
	return l;
}

static void
reg(Em *e, int v)
{
	Value *x = &e->g->v[v];
	char t[32], s[16], lit[64];
	const char *vl = full_vl(e, x->part);

	if (e->inreg[v] || x->t.kind == K_SCAL)
		return;
	e->inreg[v] = 1;
	if (group_built(e->g, v)) {
		const Op *o = &e->g->o[x->def];
		Arg a[8];
		int na = inst_args(&o->in, a);
		char name[128];

		for (int k = 0; k < na; k++)
			if (a[k].role != R_IMM)
				reg(e, o->arg[a[k].role]);
		buf_printf(&e->fn, "\t\t%s %s = %s(", type_cname(x->t, t), N(e, 'r', v), inst_name(&o->in, name));
		for (int k = 0; k < na; k++)
			buf_printf(&e->fn, "%s%s", k ? ", " : "", a[k].role == R_IMM ?
			    imms[inst_imm(&o->in)].name[o->in.imm] : N(e, 'r', o->arg[a[k].role]));
		buf_puts(&e->fn, ");\n");
		return;
	}
	if (x->splat && x->t.kind == K_MASK) {
		/* a constant mask: the compiler may turn an op masked by all
		 * ones into an unmasked one, and one masked by none into its
		 * passthru */
		buf_printf(&e->fn, "\t\t%s %s = __riscv_vm%s_m_b%d(%s);\n", type_cname(x->t, t), N(e, 'r', v),
		    x->d[0] ? "set" : "clr", 1 << x->t.lmul, vl);
	} else if (x->splat) {
		scalar_literal(tscal(x->t.cls, x->t.sew), x->d[0], 0, lit);
		buf_printf(&e->fn, "\t\t%s %s = __riscv_%s_v_%s_%s(%s, %s);\n", type_cname(x->t, t),
		    N(e, 'r', v), x->t.cls == C_F ? "vfmv" : "vmv", x->t.cls == C_F ? "f" : "x",
		    type_suffix(x->t, s), lit, vl);
	} else if (x->t.kind == K_MASK) {
		type_suffix(mask_bytes(x->t.lmul), s);
		buf_printf(&e->fn, "\t\t%s %s = __riscv_vmsne_vx_%s_b%d(__riscv_vle8_v_%s(%s%s, %s), 0, %s);\n",
		    type_cname(x->t, t), N(e, 'r', v), s, 1 << x->t.lmul, s, N(e, 'v', v), e->ofs, vl, vl);
	} else {
		buf_printf(&e->fn, "\t\t%s %s = ", type_cname(x->t, t), N(e, 'r', v));
		mem_form(e, v, 0, NULL, vl);
	}
}

/* store register src to the array of value v */
static void
store(Em *e, int v, const char *src)
{
	Value *x = &e->g->v[v];
	const char *vl = full_vl(e, x->part);
	char s[16], t[32];

	if (x->t.kind == K_SCAL) {
		buf_printf(&e->fn, "\t\t%s = %s;\n", N(e, 's', v), src);
	} else if (x->t.kind == K_MASK) {
		type_suffix(mask_bytes(x->t.lmul), s);
		/* a masked add, not a merge: the assembly's merges are the test's */
		buf_printf(&e->fn, "\t\t{ %s z = __riscv_vmv_v_x_%s(0, %s); __riscv_vse8_v_%s(%s%s, "
		    "__riscv_vadd_vx_%s_mu(%s, z, z, 1, %s), %s); }\n", type_cname(mask_bytes(x->t.lmul), t),
		    s, vl, s, N(e, 'v', v), e->ofs, s, src, vl, vl);
	} else {
		buf_puts(&e->fn, "\t\t");
		mem_form(e, v, 1, src, vl);
	}
}

/* the C expression of a scalar operand */
static void
scalar_expr(Em *e, int v, int size_t_, char *buf)
{
	Value *x = &e->g->v[v];

	if (e->lit[v])
		scalar_literal(x->t, x->d[0], size_t_, buf);
	else
		sprintf(buf, "%s_", N(e, 's', v));
}

/* Read the scalar operands of ops that are not in registers yet: inputs
 * from their volatile, results from their static (at the start of a unit). */
static void
scalar_reads(Em *e, const int *ops, int n, const char *indent)
{
	Graph *g = e->g;
	char t[32];

	for (int k = 0; k < n; k++)
		for (int role = 0; role < NROLE; role++) {
			int v = g->o[ops[k]].arg[role];
			Value *x = v >= 0 ? &g->v[v] : NULL;

			if (!x || x->t.kind != K_SCAL || e->lit[v] || e->inreg[v])
				continue;
			/* defined in this unit: it is a local there */
			if (!is_input(g, v) && e->unit[x->def] == e->unit[ops[k]])
				continue;
			e->inreg[v] = 1;
			if (is_input(g, v) && x->t.cls == C_F)
				buf_printf(&e->fn, "%sconst %s %s_ = rif_f%d(%s);\n", indent, type_cname(x->t, t),
				    N(e, 's', v), x->t.sew, N(e, 's', v));
			else
				buf_printf(&e->fn, "%sconst %s %s_ = %s;\n", indent, type_cname(x->t, t),
				    N(e, 's', v), N(e, 's', v));
		}
}

/* ---- rounding state ---- */

/* Rounding-state probes: after an _rm call, scalar C code (a + b or a * b
 * on volatile floats) that rounds with the dynamic frm, which must be
 * RNE again: the compiler restores frm after each _rm intrinsic.  The
 * operands make the result inexact, so another rounding mode shows. */
static void
plan_probes(Em *e)
{
	for (int k = 0; k < e->nsched; k++) {
		int opi = e->sched[k];
		struct Probe p;
		unsigned fl = 0;
		Rng r;

		if (!e->g->o[opi].in.rmv || okey(e, opi, 0x70726f62u) % 2)
			continue;
		rng_seed(&r, okey(e, opi, 0x70726f63u));
		p.w = rng_chance(&r, 50) ? 32 : 64;
		p.mul = rng_chance(&r, 50);
		do {
			/* a in [1, 2), b in [1, 2) for products, tiny for sums */
			int mb = p.w == 32 ? 23 : 52, bias = p.w == 32 ? 127 : 1023;
			uint64_t m = rng_next(&r) & (((uint64_t)1 << mb) - 1);
			uint64_t m2 = rng_next(&r) & (((uint64_t)1 << mb) - 1);

			p.a = (uint64_t)bias << mb | m;
			p.b = (uint64_t)(bias - (p.mul ? 0 : 3 + (int)rng_below(&r, 20))) << mb | m2;
			if (rng_chance(&r, 50))
				p.b |= (uint64_t)1 << (p.w - 1);
			fl = 0;
			p.want = p.mul ? sf_mul(p.w, p.a, p.b, RM_RNE, &fl) : sf_add(p.w, p.a, p.b, RM_RNE, &fl);
		} while (!(fl & FF_NX));
		e->probe[opi] = e->npr;
		grow(&e->pr, &e->cappr, e->npr + 1, sizeof *e->pr);
		e->pr[e->npr++] = p;
	}
}

/* the probe of op opi, right after its call */
static void
probe_code(Em *e, int opi)
{
	int k = e->probe[opi];
	const struct Probe *p;

	if (k < 0)
		return;
	p = &e->pr[k];
	buf_printf(&e->fn, "\t\trif_p%d = rif_bits%d(rif_f%d(rif_pa%d) %c rif_f%d(rif_pb%d));\n", k, p->w,
	    p->w, k, p->mul ? '*' : '+', p->w, k);
}

static void branch_cond(Em *e, int opi, char *cond);

/* does a repeated op's loop on a mask's bits run until the mask is empty? */
static int
vfirst_loop(const Em *e, int opi)
{
	return okey(e, opi, 0x76666972u) % 2;
}

/* Emit op opi with vl expression vlx.  In a loop a reduction's accumulator
 * lives across strips (set up by the loop); elsewhere it is set up here and
 * its scalar result read at once. */
static void
call(Em *e, int opi, const char *vlx, int in_loop)
{
	Graph *g = e->g;
	Op *o = &g->o[opi];
	Arg a[8];
	int na = inst_args(&o->in, a), st = is_store(o), red = is_red(o);
	char name[128], t[32], lit[64], r[48], s[16], nvl[32];
	const char *vl0 = vlx;
	Type at = inst_result(&o->in);

	/* after a fault-only-first load, half the ops of its vl take its
	 * new_vl instead, as code that scans a string does: the compiler knows
	 * vl is set already (the load wrote it), and both are equal here */
	if (e->ffop >= 0 && e->arm != 2 && inst_has_vl(&o->in) && o->n == g->o[e->ffop].n &&
	    strcmp(vlx, e->ffvl) == 0 && okey(e, opi, 0x6e766cu) % 2) {
		sprintf(nvl, "nvl%d", e->ffop);
		vlx = nvl;
	}

	for (int k = 0; k < NROLE; k++) {
		int v = o->arg[k];

		/* a view's operands may have a smaller ratio (a larger VLMAX) */
		if (v >= 0 && g->v[v].t.kind != K_SCAL && k != R_SRC && k != R_TRIP)
			ensure((fams[o->in.fam].flags & FL_VIEW) ? type_lratio(g->v[v].t) <= inst_lratio(&o->in) :
			    type_lratio(g->v[v].t) == inst_lratio(&o->in));
		if (v >= 0 && k != R_SRC)
			reg(e, v);
	}
	if (red && !in_loop) {
		scalar_expr(e, o->arg[R_VS1], 0, lit);
		buf_printf(&e->fn, "\t\t%s %s = __riscv_%s_%s(%s, 1);\n", type_cname(at, t),
		    N(e, 'a', o->out), at.cls == C_F ? "vfmv_s_f" : "vmv_s_x", type_suffix(at, s), lit);
	}
	/* a fault-only-first load's new_vl: checked at once */
	if (shape_has(fams[o->in.fam].shape, 'f'))
		buf_printf(&e->fn, "\t\tsize_t nvl%d = %s;\n", opi, vlx);
	if (st) {
		/* the array first receives the old contents, then the store */
		snprintf(r, sizeof r, "%s", N(e, 'r', o->arg[R_OLD]));
		store(e, o->out, r);
		buf_puts(&e->fn, "\t\t");
	} else if (red) {
		/* with vl = 0 a tail-agnostic result would be undefined */
		if (in_loop && o->n < g->part[o->part].len)
			buf_printf(&e->fn, "\t\tif (%s)\n\t", vlx);
		else if (o->n == 0)
			buf_puts(&e->fn, "\t\tif (0)\n\t");
		buf_printf(&e->fn, "\t\t%s = ", N(e, 'a', o->out));
	} else if (o->rep > 1 && e->arm != 2) {
		/* a loop: the result starts as the carried operand, then each
		 * time the op runs on the result of the time before; its trip
		 * count, known here, is data to the compiler */
		char cond[128];

		if (e->arm)
			buf_printf(&e->fn, "\t\t\t%s = %s;\n", N(e, 'r', o->out), N(e, 'r', o->arg[o->carry]));
		else
			buf_printf(&e->fn, "\t\t%s %s = %s;\n", type_cname(at, t), N(e, 'r', o->out),
			    N(e, 'r', o->arg[o->carry]));
		/* trips from the set bits of a mask: counted with vcpop, or a
		 * loop until the mask is empty (vfirst) that clears its first
		 * set bit (vmsof, vmandn) each trip: a mask carried across the
		 * back-edge */
		if (o->arg[R_TRIP] >= 0 && vfirst_loop(e, opi)) {
			int b = 1 << g->v[o->arg[R_TRIP]].t.lmul;
			uint32_t n = g->part[o->part].len;

			buf_printf(&e->fn, "\t\t{ vbool%d_t tm = %s;\n\t\tfor (int t = 0; t < %d && "
			    "__riscv_vfirst_m_b%d(tm, %u) >= 0; t++, tm = __riscv_vmandn_mm_b%d(tm, "
			    "__riscv_vmsof_m_b%d(tm, %u), %u))\n\t\t\t%s = ", b, N(e, 'r', o->arg[R_TRIP]), o->rep,
			    b, n, b, b, n, n, N(e, 'r', o->out));
		} else if (o->arg[R_TRIP] >= 0)
			buf_printf(&e->fn, "\t\tfor (size_t t = 0, tn = __riscv_vcpop_m_b%d(%s, %u); t < tn && t < %d; t++)\n"
			    "\t\t\t%s = ", 1 << g->v[o->arg[R_TRIP]].t.lmul, N(e, 'r', o->arg[R_TRIP]),
			    g->part[o->part].len, o->rep, N(e, 'r', o->out));
		else {
			branch_cond(e, opi, cond);
			buf_printf(&e->fn, "\t\tfor (int t = 0, tn = (%s) ? %d : 0; t < tn; t++)\n\t\t\t%s = ",
			    cond, o->rep, N(e, 'r', o->out));
		}
	} else if (e->arm) {
		/* in a branch: the result is declared before it */
		buf_printf(&e->fn, "\t\t\t%s%s = ", N(e, g->v[o->out].t.kind == K_SCAL ? 's' : 'r', o->out),
		    g->v[o->out].t.kind == K_SCAL ? "_" : "");
	} else if (g->v[o->out].t.kind == K_SCAL) {
		/* a scalar result (vmv.x.s, vcpop): a local, like a reduction's */
		buf_printf(&e->fn, "\t\t%s %s_ = ", type_cname(at, t), N(e, 's', o->out));
	} else {
		buf_printf(&e->fn, "\t\t%s %s = ", type_cname(at, t), N(e, 'r', o->out));
	}
	buf_printf(&e->fn, "%s(", inst_name(&o->in, name));
	for (int k = 0; k < na; k++) {
		int v = o->arg[a[k].role];

		/* the decoy arm takes the next operand of the same type */
		if (e->arm == 2 && a[k].role != R_IMM && a[k].role != R_DST && a[k].role != R_SRC)
			for (int j = 1; j < na; j++) {
				const Arg *b = &a[(k + j) % na];

				if (b->role != R_IMM && b->role != R_DST && b->role != R_SRC && o->arg[b->role] >= 0 &&
				    type_eq(b->t, a[k].t) && b->size_t_ == a[k].size_t_ &&
				    !(red && (b->role == R_VD || b->role == R_VS1))) {
					v = o->arg[b->role];
					break;
				}
			}

		if (o->rep > 1 && e->arm != 2 && a[k].role == o->carry)
			buf_printf(&e->fn, "%s, ", N(e, 'r', o->out));
		else if (a[k].role == R_DST || a[k].role == R_SRC) {
			mem_ptr(e, o, a[k].role == R_DST ? o->out : v, lit);
			buf_printf(&e->fn, "%s, ", lit);
		} else if (a[k].role == R_STRIDE && stride_volatile(e, opi))
			buf_printf(&e->fn, "rif_stride%d, ", opi);
		else if (a[k].role == R_STRIDE)
			buf_printf(&e->fn, "%d, ", o->mstep * o->in.sew / 8);
		else if (a[k].role == R_NVL)
			buf_printf(&e->fn, "&nvl%d, ", opi);
		else if (a[k].role == R_IMM)
			buf_printf(&e->fn, "%s, ", imms[inst_imm(&o->in)].name[o->in.imm]);
		else if (red && (a[k].role == R_VD || a[k].role == R_VS1))
			buf_printf(&e->fn, "%s, ", N(e, 'a', o->out));
		else if (g->v[v].t.kind != K_SCAL)
			buf_printf(&e->fn, "%s, ", N(e, 'r', v));
		else {
			scalar_expr(e, v, a[k].size_t_, lit);
			buf_printf(&e->fn, "%s, ", lit);
		}
	}
	if (inst_has_vl(&o->in))
		buf_printf(&e->fn, "%s);\n", vlx);
	else {
		if (na)
			e->fn.len -= 2;         /* no vl: drop the ", " */
		buf_puts(&e->fn, ");\n");
	}
	if (o->rep > 1 && e->arm != 2 && o->arg[R_TRIP] >= 0 && vfirst_loop(e, opi))
		buf_puts(&e->fn, "\t\t}\n");
	if (e->arm == 2)
		return;
	probe_code(e, opi);
	if (shape_has(fams[o->in.fam].shape, 'f'))
		buf_printf(&e->fn, "\t\tif (nvl%d != %s)\n\t\t\trif_bad_vl(%d, \"%s\", nvl%d, %s);\n", opi, vlx, opi,
		    inst_name(&o->in, name), opi, vlx);
	if (red && !in_loop) {
		Type sc = tscal(at.cls, at.sew);

		buf_printf(&e->fn, "\t\t%s %s_ = __riscv_%s_%s_%s(%s);\n", type_cname(sc, t), N(e, 's', o->out),
		    at.cls == C_F ? "vfmv_f_s" : "vmv_x_s", type_suffix(at, s), type_suffix(sc, lit),
		    N(e, 'a', o->out));
		e->inreg[o->out] = 1;
	}
	if (!st && !red)
		e->inreg[o->out] = 1;
	/* its new_vl is in scope for the rest of the unit (outside arms) */
	if (shape_has(fams[o->in.fam].shape, 'f') && !e->arm && strlen(vl0) < sizeof e->ffvl) {
		e->ffop = opi;
		strcpy(e->ffvl, vl0);
	}
}

/* Branches: an op may run in one arm of an if/else whose condition the
 * compiler cannot fold (a scalar computed before, against its known value,
 * or a volatile flag) and whose other arm, which never runs, computes a
 * decoy of the same type: the same intrinsic on other operands and
 * another vl.  The result is a phi at the join; the model follows the arm
 * that runs.  Branch parts wrap most ops, other parts a few; never stores
 * and reductions.  The decoy's vl: half the real one, or the part's
 * length in blocks (at most VLMAX at VLEN 128). */
static int
branches(const Em *e, int opi)
{
	const Op *o = &e->g->o[opi];
	unsigned density = e->g->part[o->part].shape == SHP_BRANCH ? 70 : 10;

	return !e->eo->no_branches && !is_store(o) && !is_red(o) && inst_has_vl(&o->in) &&
	    !shape_has(fams[o->in.fam].shape, 'f') && !op_fold(e->g, opi) &&
	    okey(e, opi, 0x62726eu) % 100 < density;
}

/* a condition true in this run: a known integer scalar in scope compared
 * with its value, else the volatile flag.  The scalar is an input or a
 * checked result: a miscomputed one is reported as itself, not as the op
 * whose decoy arm it sent the program into.  Not a branch run's result
 * that this arm has not set yet (declared before the branch, it holds no
 * value there). */
static void
branch_cond(Em *e, int opi, char *cond)
{
	const Graph *g = e->g;
	int pick = -1, n = 0;
	char lit[64];

	for (int v = 0; v < g->nv; v++)
		if (g->v[v].t.kind == K_SCAL && g->v[v].t.cls != C_F && e->inreg[v] && !e->unset[v] && !e->lit[v] &&
		    (is_input(g, v) || e->stored[v]) && g->v[v].st && g->v[v].st[0] == ST_OK &&
		    okey(e, opi, 0x636f6eu + (unsigned)v) % ++n == 0)
			pick = v;
	if (pick < 0) {
		strcpy(cond, "rif_on");
		return;
	}
	scalar_literal(g->v[pick].t, g->v[pick].d[0], 0, lit);
	sprintf(cond, "%s_ == %s", N(e, 's', pick), lit);
}

/* the decoy arm's vl: half the real one, or in blocks (literal vl) the
 * part's length (at most VLMAX at VLEN 128) */
static void
decoy_vl(const Graph *g, const Op *o, const char *vlx, char *dvl)
{
	if (isdigit((unsigned char)vlx[0]))
		sprintf(dvl, "%u", (unsigned)atoi(vlx) == g->part[o->part].len ? g->part[o->part].len / 2 :
		    g->part[o->part].len);
	else
		sprintf(dvl, "(%s) / 2", vlx);
}

static void
branch_call(Em *e, int opi, const char *vlx, int in_loop)
{
	Graph *g = e->g;
	Op *o = &g->o[opi];
	Type at = inst_result(&o->in);
	char t[32], cond[128], dvl[64];
	int flip = okey(e, opi, 0x666c70u) % 2;

	if (!branches(e, opi)) {
		call(e, opi, vlx, in_loop);
		return;
	}
	for (int k = 0; k < NROLE; k++)
		if (o->arg[k] >= 0 && k != R_SRC)
			reg(e, o->arg[k]);
	branch_cond(e, opi, cond);
	decoy_vl(g, o, vlx, dvl);
	if (g->v[o->out].t.kind == K_SCAL)
		buf_printf(&e->fn, "\t\t%s %s_;\n", type_cname(at, t), N(e, 's', o->out));
	else
		buf_printf(&e->fn, "\t\t%s %s;\n", type_cname(at, t), N(e, 'r', o->out));
	buf_printf(&e->fn, "\t\tif (%s%s%s) {\n", flip ? "!(" : "", cond, flip ? ")" : "");
	for (int arm = 0; arm < 2; arm++) {
		e->arm = (arm == flip) ? 1 : 2;
		call(e, opi, e->arm == 1 ? vlx : dvl, in_loop);
		buf_puts(&e->fn, arm ? "\t\t}\n" : "\t\t} else {\n");
	}
	e->arm = 0;
}

static void store_result(Em *e, int opi);
static Type vl_type(const Em *e, int opi);

/* A block op's vl: its literal, or the block's variable for it, or (3)
 * the vl of a vsetvl written here: of a new length or type, or a third of
 * the time the same again (code that asks at every step). */
static void
block_vlx(Em *e, int opi, char *vlx)
{
	const Op *o = &e->g->o[opi];

	if (e->blockvl == 3 && inst_has_vl(&o->in)) {
		Type rt = vl_type(e, opi);

		if (e->lastvs < 0 || e->g->o[e->lastvs].n != o->n || !type_eq(vl_type(e, e->lastvs), rt) ||
		    okey(e, opi, 0x76736574u) % 3 == 0) {
			buf_printf(&e->fn, "\t\tconst size_t vs%d_ = __riscv_vsetvl_e%d%s(%u);\n", opi, rt.sew,
			    lmul_name(rt.lmul), o->n);
			e->lastvs = opi;
		}
		sprintf(vlx, "vs%d_", e->lastvs);
	} else if (e->blockvl)
		sprintf(vlx, "vl%u_", o->n);
	else
		sprintf(vlx, "%u", o->n);
}

/* Arms of several ops: in half the block parts, a run of up to six ops
 * that branch (consecutive in the schedule) shares one if/else, each arm
 * a straight line at its own vls (the real ones, and the decoys' halved
 * or the part's length), the results phis at the join.  The compiler's
 * vsetvli insertion then carries state through each arm and merges two
 * at the join, as in real code with a vector region per branch.  A run
 * ends after a result a load reads from memory (it is stored at once).
 * Returns the ops written (1: a single op, as branch_call). */
static int
branch_run(Em *e, const int *ops, int n, int sink)
{
	Graph *g = e->g;
	const Op *o0 = &g->o[ops[0]];
	int m = 1, max = e->brun[o0->part] ? 2 + (int)(okey(e, ops[0], 0x6272756eu) % 5) : 1;
	int flip = okey(e, ops[0], 0x666c70u) % 2;
	char cond[128], vlx[6][64], dvl[64], t[32];

	if (!branches(e, ops[0]))
		max = 1;
	while (m < n && m < max && branches(e, ops[m]) && g->o[ops[m]].part == o0->part &&
	    !g->v[g->o[ops[m - 1]].out].memsrc)
		m++;
	for (int j = 0; j < m; j++)
		block_vlx(e, ops[j], vlx[j]);
	if (m == 1) {
		branch_call(e, ops[0], vlx[0], 0);
		if (!sink || g->v[o0->out].memsrc)
			store_result(e, ops[0]);
		return 1;
	}
	/* operands from before the run, in registers before the branch */
	for (int j = 0; j < m; j++)
		for (int r = 0; r < NROLE; r++) {
			int v = g->o[ops[j]].arg[r], inside = 0;

			for (int i = 0; i < j && v >= 0; i++)
				inside |= g->o[ops[i]].out == v;
			if (v >= 0 && r != R_SRC && !inside)
				reg(e, v);
		}
	branch_cond(e, ops[0], cond);
	/* the results, declared before the branch, are phis after it */
	for (int j = 0; j < m; j++) {
		const Op *o = &g->o[ops[j]];
		Type at = inst_result(&o->in);

		if (g->v[o->out].t.kind == K_SCAL)
			buf_printf(&e->fn, "\t\t%s %s_;\n", type_cname(at, t), N(e, 's', o->out));
		else
			buf_printf(&e->fn, "\t\t%s %s;\n", type_cname(at, t), N(e, 'r', o->out));
		e->inreg[o->out] = 1;
	}
	buf_printf(&e->fn, "\t\tif (%s%s%s) {\n", flip ? "!(" : "", cond, flip ? ")" : "");
	for (int arm = 0; arm < 2; arm++) {
		e->arm = (arm == flip) ? 1 : 2;
		for (int j = 0; j < m; j++)
			e->unset[g->o[ops[j]].out] = 1;
		for (int j = 0; j < m; j++) {
			decoy_vl(g, &g->o[ops[j]], vlx[j], dvl);
			call(e, ops[j], e->arm == 1 ? vlx[j] : dvl, 0);
			e->unset[g->o[ops[j]].out] = 0;
		}
		buf_puts(&e->fn, arm ? "\t\t}\n" : "\t\t} else {\n");
	}
	e->arm = 0;
	for (int j = 0; j < m; j++)
		if (!sink || g->v[g->o[ops[j]].out].memsrc)
			store_result(e, ops[j]);
	return m;
}

/* the stores of op opi's result, if it is stored */
static void
store_result(Em *e, int opi)
{
	Op *o = &e->g->o[opi];
	char r[48];

	if (!e->stored[o->out] || is_store(o) || (is_red(o) && *e->ofs))
		return;
	if (is_red(o) || e->g->v[o->out].t.kind == K_SCAL)
		snprintf(r, sizeof r, "%s_", N(e, 's', o->out));
	else
		snprintf(r, sizeof r, "%s", N(e, 'r', o->out));
	store(e, o->out, r);
}

/* ---- loops ---- */

/* A loop part's early exit (Part.exit, chosen by the model), at the end of
 * the strip body of the loop that computes its mask m: the first set bit
 * of m in the strip ends the loop, and its element index is recorded in
 * rif_exitposN (-1 before: it stays so if the loop runs to the end), which
 * rif_verify checks.  The reductions' results are read after the loop as
 * always; elements of strips that did not run keep their arrays' zeros. */
static void
exit_code(Em *e, const Unit *u)
{
	const Part *pt = &e->g->part[u->part];

	if (pt->exit != EX_MASK || e->unit[pt->exit_op] != u->id)
		return;
	buf_printf(&e->fn, "\t\t/* early exit: the first set bit of op %d's mask */\n"
	    "\t\tlong f%d = __riscv_vfirst_m_b%d(%s, vl);\n\t\tif (f%d >= 0) {\n"
	    "\t\t\trif_exitpos%d = (int64_t)(i + (size_t)f%d);\n\t\t\tbreak;\n\t\t}\n",
	    pt->exit_op, u->id, 1 << e->g->v[e->g->o[pt->exit_op].out].t.lmul,
	    N(e, 'r', e->g->o[pt->exit_op].out), u->id, u->part, u->id);
}

/* Vector accumulation.  In half the loops' integer reductions, the
 * reduction runs as code that sums an array does: a vector of partial
 * results (vacc) starts as the identity over VLMAX, each strip folds its
 * elements in with the elementwise op, tail and mask undisturbed (the
 * last strip's shorter vl, and masked-off elements, leave the partial
 * results as they were), and one reduction over VLMAX after the loop folds
 * the partial results into the start value.  The operations are
 * associative and commutative modulo 2^SEW, so the result is the
 * reduction's for every VLEN and the model's value stands.  This carries a
 * vector across the back-edge, under a vl that changes on the last strip:
 * the loop phis of vsetvli insertion and the VL optimiser's demanded
 * lengths.  A widening sum accumulates at 2*SEW with vwadd.wv (LMUL at
 * most 4).  Float maxima and minima too: NaN loses, so a quiet NaN is the
 * identity and an all-NaN fold still gives the canonical NaN (sums are
 * not: their rounding depends on the grouping). */
enum { ID_ZERO, ID_ONES, ID_SMIN, ID_SMAX, ID_QNAN };
static const struct {
	uint16_t red, acc, fold;        /* families: the reduction, the step, the fold after */
	uint8_t ident;                  /* the step's identity */
} vaccs[] = {
	{F_VREDSUM, F_VADD, F_VREDSUM, ID_ZERO},        /* partial sums */
	{F_VREDAND, F_VAND, F_VREDAND, ID_ONES},        /* partial ands */
	{F_VREDOR, F_VOR, F_VREDOR, ID_ZERO},           /* partial ors */
	{F_VREDXOR, F_VXOR, F_VREDXOR, ID_ZERO},        /* partial xors */
	{F_VREDMAX, F_VMAX, F_VREDMAX, ID_SMIN},        /* partial signed maxima */
	{F_VREDMAXU, F_VMAXU, F_VREDMAXU, ID_ZERO},     /* partial unsigned maxima */
	{F_VREDMIN, F_VMIN, F_VREDMIN, ID_SMAX},        /* partial signed minima */
	{F_VREDMINU, F_VMINU, F_VREDMINU, ID_ONES},     /* partial unsigned minima */
	{F_VWREDSUM, F_VWADDW, F_VREDSUM, ID_ZERO},     /* partial sums at 2*SEW: vwadd.wv */
	{F_VWREDSUMU, F_VWADDUW, F_VREDSUM, ID_ZERO},   /* partial sums at 2*SEW: vwaddu.wv */
	{F_VFREDMAX, F_VFMAX, F_VFREDMAX, ID_QNAN},     /* partial float maxima */
	{F_VFREDMIN, F_VFMIN, F_VFREDMIN, ID_QNAN},     /* partial float minima */
};

/* the row of vaccs that loop op opi is accumulated by, or -1 */
static int
vacc_row(const Em *e, int opi)
{
	const Op *o = &e->g->o[opi];

	for (size_t k = 0; k < NELEM(vaccs); k++)
		if (vaccs[k].red == o->in.fam && (vaccs[k].fold == vaccs[k].red || o->in.lmul <= 2))
			return okey(e, opi, 0x76616363u) % 2 ? (int)k : -1;
	return -1;
}

/* the intrinsics of row k for reduction o: the step (pol) and the fold */
static void
vacc_insts(const Op *o, int k, int pol, Inst *step, Inst *fold)
{
	int wide = vaccs[k].fold != vaccs[k].red;     /* a widening sum */

	*step = (Inst){.fam = vaccs[k].acc, .pol = (uint8_t)pol, .cls = o->in.cls,
	    .sew = (uint8_t)(o->in.sew << wide), .lmul = (int8_t)(o->in.lmul + wide)};
	*fold = (Inst){.fam = vaccs[k].fold, .pol = P_NONE, .cls = o->in.cls, .sew = step->sew,
	    .lmul = step->lmul};
	ensure(inst_valid(step) && inst_valid(fold));
}

/* before the loop: the partial results, the identity over VLMAX */
static void
vacc_start(Em *e, int opi, int k)
{
	const Op *o = &e->g->o[opi];
	Inst step, fold;
	Type vt;
	uint64_t id;
	char t[32], s[16], lit[64];

	vacc_insts(o, k, P_TU, &step, &fold);
	vt = inst_base(&step);
	switch (vaccs[k].ident) {
	case ID_ZERO: id = 0; break;
	case ID_ONES: id = sew_mask(vt.sew); break;
	case ID_SMIN: id = (uint64_t)1 << (vt.sew - 1); break;
	case ID_SMAX: id = sew_mask(vt.sew) >> 1; break;
	default: id = vt.sew == 16 ? 0x7e00 : vt.sew == 32 ? 0x7fc00000 : 0x7ff8000000000000; /* qNaN */
	}
	scalar_literal(tscal(vt.cls, vt.sew), id, 0, lit);
	buf_printf(&e->fn, "\t%s v%s = __riscv_%s_%s(%s, __riscv_vsetvlmax_e%d%s());\n", type_cname(vt, t),
	    N(e, 'a', o->out), vt.cls == C_F ? "vfmv_v_f" : "vmv_v_x", type_suffix(vt, s), lit, vt.sew,
	    lmul_name(vt.lmul));
}

/* in the strip: fold its elements in, tail (and mask) undisturbed */
static void
vacc_step(Em *e, int opi, int k, const char *vlx)
{
	const Op *o = &e->g->o[opi];
	int masked = pol_masked(o->in.pol);
	Inst step, fold;
	char name[128];

	for (int r = 0; r < NROLE; r++)
		if (o->arg[r] >= 0 && r != R_VS1 && r != R_VD)
			reg(e, o->arg[r]);
	vacc_insts(o, k, masked ? P_TUMU : P_TU, &step, &fold);
	buf_printf(&e->fn, "\t\tv%s = %s(", N(e, 'a', o->out), inst_name(&step, name));
	if (masked)
		buf_printf(&e->fn, "%s, ", N(e, 'r', o->arg[R_VM]));
	buf_printf(&e->fn, "v%s, v%s, %s, %s);\n", N(e, 'a', o->out), N(e, 'a', o->out),
	    N(e, 'r', o->arg[R_VS2]), vlx);
}

/* after the loop: the partial results folded into the start value */
static void
vacc_end(Em *e, int opi, int k)
{
	const Op *o = &e->g->o[opi];
	Inst step, fold;
	char name[128];

	vacc_insts(o, k, P_TU, &step, &fold);
	buf_printf(&e->fn, "\t%s = %s(v%s, %s, __riscv_vsetvlmax_e%d%s());\n", N(e, 'a', o->out),
	    inst_name(&fold, name), N(e, 'a', o->out), N(e, 'a', o->out), fold.sew, lmul_name(fold.lmul));
}

static void
loop(Em *e, const Unit *u)
{
	Graph *g = e->g;
	const int *ops = e->sched + u->first;
	int n = u->n, part = u->part, ctl = ops[0], id = u->id;
	Type rt;
	char t[32], s[16], lit[64], vlx[32];

	/* the vsetvl type: the largest SEW/LMUL ratio, the smallest VLMAX */
	for (int k = 1; k < n; k++)
		if (inst_lratio(&g->o[ops[k]].in) > inst_lratio(&g->o[ctl].in))
			ctl = ops[k];
	/* a view's ratio may be its result's, and a group built again here
	 * has parts of a larger ratio: then SEW 8 with the largest ratio */
	rt = inst_base(&g->o[ctl].in);
	{
		int l = inst_lratio(&g->o[ctl].in), lv = l;

		for (int k = 0; k < n; k++)
			for (int r = 0; r < NROLE; r++)
				if (g->o[ops[k]].arg[r] >= 0)
					lv = rebuilt_lratio(e, g->o[ops[k]].arg[r], id, lv);
		if ((fams[g->o[ctl].in.fam].flags & FL_VIEW) || lv > l)
			rt = tvec(C_U, 8, 3 - lv);
	}
	e->fn.len = 0;
	e->ofs = " + i";
	e->ffop = -1;
	memset(e->inreg, 0, (size_t)g->nv);
	buf_printf(&e->fn, "\nstatic void\nloop%d(void)\n{\n", id);
	if (e->runtime_len[part])
		buf_printf(&e->fn, "\tconst size_t n = rif_len%d;\n", part);
	else
		buf_printf(&e->fn, "\tconst size_t n = LEN%d;\n", part);
	scalar_reads(e, ops, n, "\t");
	/* reduction accumulators: element 0 holds the start value */
	for (int k = 0; k < n; k++) {
		Op *o = &g->o[ops[k]];
		Type at = inst_result(&o->in);

		if (!is_red(o))
			continue;
		scalar_expr(e, o->arg[R_VS1], 0, lit);
		buf_printf(&e->fn, "\t%s %s = __riscv_%s_%s(%s, 1);\n", type_cname(at, t),
		    N(e, 'a', o->out), at.cls == C_F ? "vfmv_s_f" : "vmv_s_x", type_suffix(at, s), lit);
		if (vacc_row(e, ops[k]) >= 0)
			vacc_start(e, ops[k], vacc_row(e, ops[k]));
	}
	/* vl from vsetvl each strip, or VLMAX from vsetvlmax once and the
	 * last strip shorter (vl may then differ from what vsetvl gives for
	 * n - i between VLMAX and 2 VLMAX: the results do not) */
	if (pkey(e, part, 0x766c6d78u + (unsigned)u->first) % 3 == 0)
		buf_printf(&e->fn, "\tconst size_t vlmax = __riscv_vsetvlmax_e%d%s();\n"
		    "\n\tfor (size_t i = 0, vl; i < n; i += vl) {\n"
		    "\t\tvl = n - i < vlmax ? n - i : vlmax;\n", rt.sew, lmul_name(rt.lmul));
	else
		buf_printf(&e->fn, "\n\tfor (size_t i = 0, vl; i < n; i += vl) {\n"
		    "\t\tvl = __riscv_vsetvl_e%d%s(n - i);\n", rt.sew, lmul_name(rt.lmul));
	for (int k = 0; k < n; k++) {
		Op *o = &g->o[ops[k]];

		if (o->n >= g->part[part].len)
			strcpy(vlx, "vl");
		else {
			sprintf(vlx, "n%d", ops[k]);
			buf_printf(&e->fn, "\t\tsize_t n%d = rif_vl(i, vl, %u);\n", ops[k], o->n);
		}
		if (is_red(o) && vacc_row(e, ops[k]) >= 0)
			vacc_step(e, ops[k], vacc_row(e, ops[k]), vlx);
		else
			branch_call(e, ops[k], vlx, 1);
		store_result(e, ops[k]);
	}
	exit_code(e, u);
	/* in half the loops with a fault-only-first load of the strip's
	 * whole vl, the strip advances by its new_vl, as strlen does (the
	 * loop's AVL then comes from the load's vl) */
	if (e->ffop >= 0 && strcmp(e->ffvl, "vl") == 0 && okey(e, e->ffop, 0x61647666u) % 2)
		buf_printf(&e->fn, "\t\tvl = nvl%d;\n", e->ffop);
	buf_puts(&e->fn, "\t}\n");
	for (int k = 0; k < n; k++) {
		Op *o = &g->o[ops[k]];
		Type at = inst_result(&o->in);

		if (is_red(o) && vacc_row(e, ops[k]) >= 0)
			vacc_end(e, ops[k], vacc_row(e, ops[k]));
		if (is_red(o))
			buf_printf(&e->fn, "\t%s = __riscv_%s_%s_%s(%s);\n", N(e, 's', o->out),
			    at.cls == C_F ? "vfmv_f_s" : "vmv_x_s", type_suffix(at, s),
			    type_suffix(tscal(at.cls, at.sew), t), N(e, 'a', o->out));
	}
	buf_puts(&e->fn, "}\n");
	buf_puts(e->b, e->fn.s);
	buf_printf(&e->calls, "\tloop%d();\n", id);
}

/* ---- blocks and calls ---- */

/* The values an outlined group of ops uses from outside it: its
 * parameters, in order (vectors, masks and scalars alike). */
static int
group_params(Em *e, const int *ops, int n, int *par)
{
	Graph *g = e->g;
	int np = 0;

	for (int k = 0; k < n; k++)
		for (int role = 0; role < NROLE; role++) {
			int v = g->o[ops[k]].arg[role], dup = 0;

			if (v < 0 || role == R_SRC || (g->v[v].t.kind == K_SCAL && e->lit[v]))
				continue;
			if (!is_input(g, v) && e->unit[g->v[v].def] == e->unit[ops[k]])
				continue;
			for (int j = 0; j < np; j++)
				dup |= par[j] == v;
			if (!dup)
				par[np++] = v;
		}
	return np;
}

/* the value a function returns: its last op's, if an op outside uses it */
static int
func_result(const Em *e, const int *ops, int n)
{
	const Graph *g = e->g;
	int last = ops[n - 1], v = g->o[last].out;

	if (is_store(&g->o[last]) || g->v[v].t.kind == K_SCAL || !e->escapes[v])
		return -1;
	return v;
}

static Type vl_type(const Em *e, int opi);

/* An outlined function running ops[0..n) of a call part: its register
 * operands and each op's vl are arguments, the last op's result (if used
 * later) is returned; results needed elsewhere are stored inside. */
static void
func(Em *e, const int *ops, int n, int id)
{
	Graph *g = e->g;
	int *par = xmalloc((size_t)n * NROLE * sizeof(int)), np, ret = func_result(e, ops, n), wrap, share, ask;
	int *vlp = xmalloc((size_t)n * sizeof(int));   /* per op: the op whose vl argument it takes */
	char t[32], vlx[64], cond[128], ffvl[64];
	Buf body = {0}, saved = e->fn;
	uint8_t *inreg = xmalloc((size_t)g->nv), *byref = xcalloc((size_t)n * NROLE + 1, 1);
	/* in a third of the functions vectors, masks and tuples cross the call
	 * through memory: arguments by pointer, the result through an out
	 * pointer (whole-register loads and stores of sizeless types) */
	int viamem = okey(e, ops[0], 0x62726566u) % 3 == 0, outp, ffop = e->ffop;

	np = group_params(e, ops, n, par);
	for (int j = 0; j < np; j++)
		byref[j] = viamem && g->v[par[j]].t.kind != K_SCAL && mix64(g->v[par[j]].seed ^ 0x627266u) % 2;
	outp = viamem && ret >= 0;
	memcpy(inreg, e->inreg, (size_t)g->nv);
	memset(e->inreg, 0, (size_t)g->nv);
	e->fn = body;
	memcpy(ffvl, e->ffvl, sizeof ffvl);
	e->ffop = -1;
	/* static or external by its key: LLVM may change the calling convention
	 * of a static function (vector and tuple arguments then travel otherwise) */
	buf_printf(&e->fn, "\n%s__attribute__((noinline)) %s\nfn%d(",
	    okey(e, ops[0], 0x6c6e6bu) % 2 ? "static " : "", ret >= 0 && !outp ? type_cname(g->v[ret].t, t) : "void",
	    id);
	for (int j = 0; j < np; j++) {
		Value *x = &g->v[par[j]];

		buf_printf(&e->fn, "%s%s%s %s%s%s", j ? ", " : "", byref[j] ? "const " : "", type_cname(x->t, t),
		    byref[j] ? "*" : "", N(e, x->t.kind == K_SCAL ? 's' : 'r', par[j]),
		    x->t.kind == K_SCAL ? "_" : byref[j] ? "_p" : "");
		e->inreg[par[j]] = 1;
	}
	/* each op's vl an argument; in half the functions ops of one active
	 * length share one (as one vl serves a real function: merges then
	 * fold into their producers) */
	share = okey(e, ops[0], 0x73766cu) % 2;
	/* half the functions take lengths and ask vsetvl for each vl, as a
	 * library function does (the length is at most the VLMAX at VLEN 128
	 * of the vsetvl's type, so vl is the length) */
	ask = okey(e, ops[0], 0x61736b76u) % 2;
	for (int k = 0; k < n; k++) {
		vlp[k] = k;
		for (int j = 0; j < k && share; j++)
			if (vlp[j] == j && g->o[ops[j]].n == g->o[ops[k]].n) {
				vlp[k] = j;
				break;
			}
		if (vlp[k] == k)
			buf_printf(&e->fn, "%ssize_t %s%d", np || k ? ", " : "",
			    ask && inst_has_vl(&g->o[ops[k]].in) ? "avl" : "vl", k);
	}
	if (outp)
		buf_printf(&e->fn, ", %s *out", type_cname(g->v[ret].t, t));
	buf_puts(&e->fn, ")\n{\n");
	for (int j = 0; j < np; j++)
		if (byref[j])
			buf_printf(&e->fn, "\t\t%s %s = *%s_p;\n", type_cname(g->v[par[j]].t, t), N(e, 'r', par[j]),
			    N(e, 'r', par[j]));
	for (int k = 0; k < n; k++)
		if (vlp[k] == k && ask && inst_has_vl(&g->o[ops[k]].in)) {
			Type rt = vl_type(e, ops[k]);

			buf_printf(&e->fn, "\t\tconst size_t vl%d = __riscv_vsetvl_e%d%s(avl%d);\n", k, rt.sew,
			    lmul_name(rt.lmul), k);
		}
	for (int k = 0; k < n; k++) {
		sprintf(vlx, "vl%d", vlp[k]);
		branch_call(e, ops[k], vlx, 0);
		store_result(e, ops[k]);
	}
	if (outp)
		buf_printf(&e->fn, "\t\t*out = %s;\n", N(e, 'r', ret));
	else if (ret >= 0)
		buf_printf(&e->fn, "\t\treturn %s;\n", N(e, 'r', ret));
	buf_puts(&e->fn, "}\n");
	buf_puts(e->b, e->fn.s);
	buf_free(&e->fn);
	e->fn = saved;
	e->ffop = ffop;
	memcpy(e->ffvl, ffvl, sizeof ffvl);
	memcpy(e->inreg, inreg, (size_t)g->nv);
	/* the call: vector and mask arguments in the caller's registers,
	 * scalars read from their variables */
	for (int j = 0; j < np; j++)
		reg(e, par[j]);
	/* a third of the calls run in one arm of a branch, the decoy arm
	 * calling with other vls */
	wrap = !e->eo->no_branches && okey(e, ops[0], 0x63616c6cu) % 3 == 0;
	if (wrap) {
		branch_cond(e, ops[0], cond);
		if (ret >= 0)
			buf_printf(&e->fn, "\t\t%s %s;\n", type_cname(g->v[ret].t, t), N(e, 'r', ret));
		buf_printf(&e->fn, "\t\tif (%s) {\n", cond);
	} else if (outp)
		buf_printf(&e->fn, "\t\t%s %s;\n", type_cname(g->v[ret].t, t), N(e, 'r', ret));
	for (int arm = 0; arm < 1 + wrap; arm++) {
		if (ret >= 0 && !wrap && !outp)
			buf_printf(&e->fn, "\t\t%s %s = ", type_cname(g->v[ret].t, t), N(e, 'r', ret));
		else if (ret >= 0 && !outp)
			buf_printf(&e->fn, "\t\t\t%s = ", N(e, 'r', ret));
		else
			buf_puts(&e->fn, wrap ? "\t\t\t" : "\t\t");
		buf_printf(&e->fn, "fn%d(", id);
		for (int j = 0; j < np; j++) {
			Value *x = &g->v[par[j]];

			if (x->t.kind != K_SCAL)
				buf_printf(&e->fn, "%s%s%s", j ? ", " : "", byref[j] ? "&" : "", N(e, 'r', par[j]));
			else if (is_input(g, par[j]) && x->t.cls == C_F)
				buf_printf(&e->fn, "%srif_f%d(%s)", j ? ", " : "", x->t.sew, N(e, 's', par[j]));
			else
				buf_printf(&e->fn, "%s%s", j ? ", " : "", N(e, 's', par[j]));
		}
		/* the decoy: every vl halved */
		for (int k = 0; k < n; k++)
			if (vlp[k] == k)
				buf_printf(&e->fn, "%s%u", np || k ? ", " : "", g->o[ops[k]].n >> arm);
		if (outp)
			buf_printf(&e->fn, ", &%s", N(e, 'r', ret));
		buf_puts(&e->fn, ");\n");
		if (wrap)
			buf_puts(&e->fn, arm ? "\t\t}\n" : "\t\t} else {\n");
	}
	if (ret >= 0)
		e->inreg[ret] = 1;
	free(par);
	free(vlp);
	free(inreg);
	free(byref);
}

/* The type of the vsetvl that gives block op opi its vl n (n <= VLMAX at
 * VLEN 128 of the op's ratio, so vsetvl(n) = n under every VLEN): mostly
 * the op's own vtype (or SEW 8 at its ratio), a quarter of the time
 * another SEW and LMUL whose VLMAX at VLEN 128 holds n. */
static Type
vl_type(const Em *e, int opi)
{
	const Op *o = &e->g->o[opi];
	int l = inst_lratio(&o->in), lmax = block_lratio(o->n);
	Type rt = inst_base(&o->in);

	ensure((128u >> l) >= o->n);
	if (okey(e, opi, 0x62766c74u) % 4 == 0) {
		/* another ratio: SEW 8..64 and LMUL with VLMAX(128) >= n */
		uint64_t r = okey(e, opi, 0x62766c72u);
		int sew = 3 + (int)(r % 4);

		l = (int)((r >> 8) % (uint64_t)(lmax + 1));
		if (sew - l > 3)
			sew = l + 3;
		if (sew - l < -3)
			sew = l - 3;
		return tvec(C_U, 1 << sew, sew - l);
	}
	if ((fams[o->in.fam].flags & FL_VIEW) || rt.kind != K_VEC || type_lratio(rt) != l)
		rt = tvec(C_U, 8, 3 - l);
	return rt;
}

/* const size_t vlN_ = vsetvl of type rt (n <= its VLMAX at VLEN 128); a
 * third of the time (if branches are on) a phi of two vsetvl's of n, one
 * of them in an arm that never runs: of rt again (the compiler may treat
 * vl as known from either) or of SEW 8 at the largest ratio that holds n */
static void
vl_set(Em *e, uint32_t n, Type rt, uint64_t key)
{
	Type alt = key / 3 % 2 ? rt : tvec(C_U, 8, 3 - block_lratio(n));

	if (e->eo->no_branches || key % 3) {
		buf_printf(&e->fn, "\tconst size_t vl%u_ = __riscv_vsetvl_e%d%s(%u);\n", n, rt.sew,
		    lmul_name(rt.lmul), n);
		return;
	}
	buf_printf(&e->fn, "\tsize_t vl%u_;\n\tif (rif_on)\n\t\tvl%u_ = __riscv_vsetvl_e%d%s(%u);\n"
	    "\telse\n\t\tvl%u_ = __riscv_vsetvl_e%d%s(%u);\n", n, n, rt.sew, lmul_name(rt.lmul), n, n,
	    alt.sew, lmul_name(alt.lmul), n);
}

/* A block's vls (e->blockvl): the active length as a literal (0), or
 * one variable per active length that every op of that length uses, set
 * by vsetvl (1) or read from a volatile (2) at the top of the block, or
 * (3) a vsetvl before each op, as code that asks for vl at every step
 * (block_vlx): the compiler merges each with the vsetvli's of its users.
 * vsetvl(n) = n under every VLEN when n <= VLMAX at VLEN 128: its type is
 * mostly the first user's vtype (the compiler may then drop one of the
 * two vsetvli's), else one of another SEW/LMUL ratio whose VLMAX holds n
 * (each user then needs its own vsetvli, or keeps vl with "vsetvli
 * zero, zero" where the ratio is the same).  A volatile hides from the
 * compiler that vl <= VLMAX. */
static void
block_vls(Em *e, const Unit *u, const int *ops, int n)
{
	Graph *g = e->g;
	uint64_t key = pkey(e, u->part, 0x626c766cu + (unsigned)u->first);

	int lmax = 0;
	uint32_t len = g->part[u->part].len;

	e->blockvl = (int)(key % 4);
	e->lastvs = -1;
	e->blockpart = u->part;
	if (!e->blockvl)
		return;
	/* the part's length: the program's own loads and stores */
	lmax = block_lratio(len);
	if (e->blockvl == 2)
		buf_printf(&e->fn, "\tstatic volatile size_t rif_avl%u = %u;\n"
		    "\tconst size_t vl%u_ = rif_avl%u;\n", len, len, len, len);
	else
		vl_set(e, len, tvec(C_U, 8, 3 - lmax), mix64(key));
	if (e->blockvl == 3)
		return;         /* each op's vsetvl before it (block_vlx) */
	for (int k = 0; k < n; k++) {
		Op *o = &g->o[ops[k]];
		int dup = 0;

		for (int j = 0; j < k; j++)
			dup |= g->o[ops[j]].n == o->n && inst_has_vl(&g->o[ops[j]].in);
		dup |= o->n == len;
		if (dup || !inst_has_vl(&o->in))
			continue;
		if (e->blockvl == 2) {
			buf_printf(&e->fn, "\tstatic volatile size_t rif_avl%u = %u;\n"
			    "\tconst size_t vl%u_ = rif_avl%u;\n", o->n, o->n, o->n, o->n);
			continue;
		}
		vl_set(e, o->n, vl_type(e, ops[k]), okey(e, ops[k], 0x70686976u));
	}
}

/* A block: its ops in order, or (call parts) its groups in functions.
 * Values from outside are loaded at the top (hoist) or at first use;
 * results are stored at once or at the end (sink). */
static void
block(Em *e, const Unit *u, const Unit *groups, int ngroups)
{
	Graph *g = e->g;
	const int *ops = e->sched + u->first;
	int n = u->n, hoist = pkey(e, u->part, 0x686f6973u + (unsigned)u->first) % 2;
	int sink = pkey(e, u->part, 0x73696e6bu + (unsigned)u->first) % 2;

	e->fn.len = 0;
	e->ofs = "";
	e->blockvl = 0;
	e->ffop = -1;
	memset(e->inreg, 0, (size_t)g->nv);
	buf_printf(&e->fn, "\nstatic void\nblock%d(void)\n{\n", u->id);
	if (!ngroups) {
		scalar_reads(e, ops, n, "\t\t");
		block_vls(e, u, ops, n);
	}
	if (hoist) {
		int *hv = xmalloc(((size_t)n * NROLE + 1) * sizeof(int)), nh = 0;

		for (int k = 0; k < n; k++)
			for (int role = 0; role < NROLE; role++) {
				int v = g->o[ops[k]].arg[role];

				if (v >= 0 && role != R_SRC && (is_input(g, v) || e->stored[v]) &&
				    (is_input(g, v) || e->unit[g->v[v].def] < u->id) && g->v[v].t.kind != K_SCAL)
					hv[nh++] = v;
			}
		if (e->runs[u->part])
			by_vtype(g, hv, nh, 0);
		for (int k = 0; k < nh; k++)
			reg(e, hv[k]);
		free(hv);
	}
	for (int k = 0; k < ngroups; k++)
		func(e, e->sched + groups[k].first, groups[k].n, groups[k].id);
	for (int k = 0; k < n && !ngroups;)
		k += branch_run(e, ops + k, n - k, sink);
	if (sink && !ngroups) {
		int *so = xmalloc(((size_t)n + 1) * sizeof(int)), ns = 0;

		for (int k = 0; k < n; k++)
			if (!g->v[g->o[ops[k]].out].memsrc)
				so[ns++] = ops[k];
		if (e->runs[u->part])
			by_vtype(g, so, ns, 1);
		for (int k = 0; k < ns; k++)
			store_result(e, so[k]);
		free(so);
	}
	buf_puts(&e->fn, "}\n");
	buf_puts(e->b, e->fn.s);
	buf_printf(&e->calls, "\tblock%d();\n", u->id);
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

	if (!group_built(g, v))
		return;
	for (int r = 0; r < NROLE; r++) {
		int p = g->o[g->v[v].def].arg[r];

		if (p >= 0 && !is_input(g, p)) {
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
		e->stored[v] = !is_input(g, v) && (g->v[v].obs || !g->v[v].nuse || g->v[v].memsrc);
	for (int i = 0; i < g->no; i++) {
		const Op *o = &g->o[i];

		if (o->init || o->dead)
			continue;
		if (is_store(o) || (is_red(o) && units[e->unit[i]].kind == U_LOOP))
			e->stored[o->out] = 1;
		for (int role = 0; role < NROLE; role++) {
			int v = o->arg[role], d, ud, ui;

			if (v < 0 || is_input(g, v))
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
			    !is_store(&g->o[d]) && g->v[v].t.kind != K_SCAL && same_block(units, ud, ui))
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
		if (o->arg[r] >= 0 && !is_input(e->g, o->arg[r]) &&
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
	int mix = e->eo->one_loop || pkey(e, part, 0x6d6978u) % 2, maxphase = 0;
	static const unsigned limits[] = {1, 3, 8, 24, 0};
	unsigned limit = e->eo->one_loop ? 0 : limits[pkey(e, part, 0x6c696du) % NELEM(limits)];
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
			if (!u || (p != xph && limit && okey(e, op, 0x6c6f6f70u) % limit == 0 && !merges_in(e, op, u->id)) ||
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
	int cut = !e->eo->one_loop && n > 3 && pkey(e, part, 0x637574u) % 4 == 0 ?
	    1 + (int)(pkey(e, part, 0x63757432u) % (uint64_t)(n - 1)) : n;

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
		if (shape != SHP_CALL)
			continue;
		for (int k = lo; k < hi;) {
			int m = 1, fid = *nunits;

			while (k + m < hi && ((m < 4 && okey(e, ops[k + m], 0x67727075u) % 3) ||
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

			if (u < 0 || is_input(g, u) || e->stored[u] || seen[d = g->v[u].def])
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
		    inst_name(&g->o[opi].in, name), N(e, scal ? 's' : 'v', v), vb.s ? vb.s : "",
		    scal ? "&" : "", N(e, scal ? 's' : 'v', v), N(e, 'x', v));
		if (odd)
			buf_printf(e->b, "%s, ", N(e, 'y', v));
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
		e.runtime_len[p] = g->part[p].shape == SHP_LOOP &&
		    (eo->len_volatile < 0 ? (int)(pkey(&e, p, 0x6c656eu) % 2) : eo->len_volatile);
	for (int v = 0; v < g->nv; v++)
		e.lit[v] = g->v[v].t.kind == K_SCAL && is_input(g, v) &&
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
		e.runs[p] = pkey(&e, p, 0x72756e73u) % 4 != 0;
	schedule(g, e.runs, order);
	e.brun = xcalloc((size_t)g->npart + 1, 1);
	for (int p = 0; p < g->npart; p++)
		e.brun[p] = pkey(&e, p, 0x6272756eu) % 2;
	for (int p = 0; p < g->npart; p++) {
		int n = 0, shape = g->part[p].shape;

		for (int k = 0; k < g->no; k++) {
			Op *o = &g->o[order[k]];

			if (!o->init && !o->dead && o->part == p)
				ops[n++] = order[k];
		}
		if (shape == SHP_CALL && eo->no_calls)
			shape = SHP_BLOCK;
		if (!n)
			continue;
		if (shape == SHP_LOOP)
			plan_loops(&e, p, ops, n, units, &nunits);
		else
			plan_blocks(&e, p, shape, ops, n, units, &nunits);
	}
	decide_stores(&e, units);
	plan_probes(&e);

	header(&e, eo);
	data(&e);
	init_fn(&e);
	for (int u = 0; u < nunits; u++) {
		int ng = 0;

		if (units[u].kind == U_LOOP)
			loop(&e, &units[u]);
		else if (units[u].kind == U_BLOCK) {
			while (u + 1 + ng < nunits && units[u + 1 + ng].kind == U_FUNC)
				ng++;
			block(&e, &units[u], units + u + 1, ng);
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
