/*
 * One operator's code, for the emitter's units (unit.c): how values get
 * into registers (reg) and back to their arrays (store), the intrinsic
 * calls themselves (call), in the arms of a branch (branch_call) or
 * alone, and the rounding-state probes that follow _rm calls; and the
 * emitter's vocabulary: the C names of values, literals, memory
 * operands and the random keys of choices.  The shapes are described at
 * the top of emit.c.
 */
#include <ctype.h>
#include <string.h>

#include "rif.h"

/* ---- names, literals and keys ---- */

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
 * choices for the ops and parts it kept (a unit's by Unit.salt, a value's
 * by its number as generated, Value.num). */
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
		return em_len_name(e, part);
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
		snprintf(p, sizeof p, "%s + %d * i", em_name(e, 'v', v), nf);
	else
		snprintf(p, sizeof p, "%s", em_name(e, 'v', v));
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
	uint64_t k = mix64(x->seed ^ e->g->o[x->def].key ^ (uint64_t)x->num ^ 0x666f726du) % 8;
	char s[16], u[16], p[48];
	int es = x->t.sew / 8;

	type_suffix(x->t, s);
	snprintf(p, sizeof p, "%s%s", em_name(e, 'v', v), e->ofs);
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
int
em_group_built(const Graph *g, int v)
{
	int d = g->v[v].def;

	return d >= 0 && !g->o[d].init && !g->o[d].dead &&
	    (g->o[d].in.fam == F_VSET || g->o[d].in.fam == F_VCREATE);
}

/* the largest SEW/LMUL ratio (at least l) of the parts from which unit
 * `unit` builds group v again (v crosses into it) */
int
em_rebuilt_lratio(const Em *e, int v, int unit, int l)
{
	const Graph *g = e->g;

	if (!em_group_built(g, v) || e->unit[g->v[v].def] == unit)
		return l;
	for (int r = 0; r < NROLE; r++) {
		int p = g->o[g->v[v].def].arg[r];

		if (p >= 0 && g->v[p].t.kind != K_SCAL) {
			if (type_lratio(g->v[p].t) > l)
				l = type_lratio(g->v[p].t);
			l = em_rebuilt_lratio(e, p, unit, l);
		}
	}
	return l;
}

void
em_reg(Em *e, int v)
{
	Value *x = &e->g->v[v];
	char t[32], s[16], lit[64];
	const char *vl = full_vl(e, x->part);

	if (e->inreg[v] || x->t.kind == K_SCAL)
		return;
	e->inreg[v] = 1;
	if (em_group_built(e->g, v)) {
		const Op *o = &e->g->o[x->def];
		Arg a[8];
		int na = inst_args(&o->in, a);
		char name[128];

		for (int k = 0; k < na; k++)
			if (a[k].role != R_IMM)
				em_reg(e, o->arg[a[k].role]);
		buf_printf(&e->fn, "\t\t%s %s = %s(", type_cname(x->t, t), em_name(e, 'r', v), inst_name(&o->in, name));
		for (int k = 0; k < na; k++)
			buf_printf(&e->fn, "%s%s", k ? ", " : "", a[k].role == R_IMM ?
			    imms[inst_imm(&o->in)].name[o->in.imm] : em_name(e, 'r', o->arg[a[k].role]));
		buf_puts(&e->fn, ");\n");
		return;
	}
	if (x->splat && x->t.kind == K_MASK) {
		/* a constant mask: the compiler may turn an op masked by all
		 * ones into an unmasked one, and one masked by none into its
		 * passthru */
		buf_printf(&e->fn, "\t\t%s %s = __riscv_vm%s_m_b%d(%s);\n", type_cname(x->t, t), em_name(e, 'r', v),
		    x->d[0] ? "set" : "clr", 1 << x->t.lmul, vl);
	} else if (x->splat) {
		em_literal(tscal(x->t.cls, x->t.sew), x->d[0], 0, lit);
		buf_printf(&e->fn, "\t\t%s %s = __riscv_%s_v_%s_%s(%s, %s);\n", type_cname(x->t, t),
		    em_name(e, 'r', v), x->t.cls == C_F ? "vfmv" : "vmv", x->t.cls == C_F ? "f" : "x",
		    type_suffix(x->t, s), lit, vl);
	} else if (x->t.kind == K_MASK) {
		type_suffix(em_mask_bytes(x->t.lmul), s);
		buf_printf(&e->fn, "\t\t%s %s = __riscv_vmsne_vx_%s_b%d(__riscv_vle8_v_%s(%s%s, %s), 0, %s);\n",
		    type_cname(x->t, t), em_name(e, 'r', v), s, 1 << x->t.lmul, s, em_name(e, 'v', v), e->ofs, vl, vl);
	} else {
		buf_printf(&e->fn, "\t\t%s %s = ", type_cname(x->t, t), em_name(e, 'r', v));
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
		buf_printf(&e->fn, "\t\t%s = %s;\n", em_name(e, 's', v), src);
	} else if (x->t.kind == K_MASK) {
		type_suffix(em_mask_bytes(x->t.lmul), s);
		/* a masked add, not a merge: the assembly's merges are the test's */
		buf_printf(&e->fn, "\t\t{ %s z = __riscv_vmv_v_x_%s(0, %s); __riscv_vse8_v_%s(%s%s, "
		    "__riscv_vadd_vx_%s_mu(%s, z, z, 1, %s), %s); }\n", type_cname(em_mask_bytes(x->t.lmul), t),
		    s, vl, s, em_name(e, 'v', v), e->ofs, s, src, vl, vl);
	} else {
		buf_puts(&e->fn, "\t\t");
		mem_form(e, v, 1, src, vl);
	}
}

/* the C expression of a scalar operand */
void
em_scalar_expr(Em *e, int v, int size_t_, char *buf)
{
	Value *x = &e->g->v[v];

	if (e->lit[v])
		em_literal(x->t, x->d[0], size_t_, buf);
	else
		sprintf(buf, "%s_", em_name(e, 's', v));
}

/* Read the scalar operands of ops that are not in registers yet: inputs
 * from their volatile, results from their static (at the start of a unit). */
void
em_scalar_reads(Em *e, const int *ops, int n, const char *indent)
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
			if (!em_is_input(g, v) && e->unit[x->def] == e->unit[ops[k]])
				continue;
			e->inreg[v] = 1;
			if (em_is_input(g, v) && x->t.cls == C_F)
				buf_printf(&e->fn, "%sconst %s %s_ = rif_f%d(%s);\n", indent, type_cname(x->t, t),
				    em_name(e, 's', v), x->t.sew, em_name(e, 's', v));
			else
				buf_printf(&e->fn, "%sconst %s %s_ = %s;\n", indent, type_cname(x->t, t),
				    em_name(e, 's', v), em_name(e, 's', v));
		}
}

/* ---- rounding state ---- */

/* Rounding-state probes: after an _rm call, scalar C code (a + b or a * b
 * on volatile floats) that rounds with the dynamic frm, which must be
 * RNE again: the compiler restores frm after each _rm intrinsic.  The
 * operands make the result inexact, so another rounding mode shows. */
void
em_plan_probes(Em *e)
{
	if (e->g->few_rm_probes == 2)
		return;         /* none (rif reduce) */
	for (int k = 0; k < e->nsched; k++) {
		int opi = e->sched[k];
		struct Probe p;
		unsigned fl = 0;
		Rng r;

		if (!e->g->o[opi].in.rmv || em_okey(e, opi, 0x70726f62u) % 2 ||
		    (e->g->few_rm_probes && em_okey(e, opi, 0x66657770u) % 8))
			continue;
		rng_seed(&r, em_okey(e, opi, 0x70726f63u));
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


/* does a repeated op's loop on a mask's bits run until the mask is empty? */
static int
vfirst_loop(const Em *e, int opi)
{
	return em_okey(e, opi, 0x76666972u) % 2;
}

/* Emit op opi with vl expression vlx.  In a loop a reduction's accumulator
 * lives across strips (set up by the loop); elsewhere it is set up here and
 * its scalar result read at once. */
void
em_call(Em *e, int opi, const char *vlx, int in_loop)
{
	Graph *g = e->g;
	Op *o = &g->o[opi];
	Arg a[8];
	int na = inst_args(&o->in, a), st = em_is_store(o), red = em_is_red(o);
	char name[128], t[32], lit[64], r[48], s[16], nvl[32];
	const char *vl0 = vlx;
	Type at = inst_result(&o->in);

	/* after a fault-only-first load, half the ops of its vl take its
	 * new_vl instead, as code that scans a string does: the compiler knows
	 * vl is set already (the load wrote it), and both are equal here */
	if (e->ffop >= 0 && e->arm != 2 && inst_has_vl(&o->in) && o->n == g->o[e->ffop].n &&
	    strcmp(vlx, e->ffvl) == 0 && em_okey(e, opi, 0x6e766cu) % 2) {
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
			em_reg(e, v);
	}
	if (red && !in_loop) {
		em_scalar_expr(e, o->arg[R_VS1], 0, lit);
		buf_printf(&e->fn, "\t\t%s %s = __riscv_%s_%s(%s, 1);\n", type_cname(at, t),
		    em_name(e, 'a', o->out), at.cls == C_F ? "vfmv_s_f" : "vmv_s_x", type_suffix(at, s), lit);
	}
	/* a fault-only-first load's new_vl: checked at once */
	if (shape_has(fams[o->in.fam].shape, 'f'))
		buf_printf(&e->fn, "\t\tsize_t nvl%d = %s;\n", opi, vlx);
	if (st) {
		/* the array first receives the old contents, then the store */
		snprintf(r, sizeof r, "%s", em_name(e, 'r', o->arg[R_OLD]));
		store(e, o->out, r);
		buf_puts(&e->fn, "\t\t");
	} else if (red) {
		/* with vl = 0 a tail-agnostic result would be undefined */
		if (in_loop && o->n < g->part[o->part].len)
			buf_printf(&e->fn, "\t\tif (%s)\n\t", vlx);
		else if (o->n == 0)
			buf_puts(&e->fn, "\t\tif (0)\n\t");
		buf_printf(&e->fn, "\t\t%s = ", em_name(e, 'a', o->out));
	} else if (o->rep > 1 && e->arm != 2) {
		/* a loop: the result starts as the carried operand, then each
		 * time the op runs on the result of the time before; its trip
		 * count, known here, is data to the compiler */
		char cond[128];

		if (e->arm)
			buf_printf(&e->fn, "\t\t\t%s = %s;\n", em_name(e, 'r', o->out), em_name(e, 'r', o->arg[o->carry]));
		else
			buf_printf(&e->fn, "\t\t%s %s = %s;\n", type_cname(at, t), em_name(e, 'r', o->out),
			    em_name(e, 'r', o->arg[o->carry]));
		/* trips from the set bits of a mask: counted with vcpop, or a
		 * loop until the mask is empty (vfirst) that clears its first
		 * set bit (vmsof, vmandn) each trip: a mask carried across the
		 * back-edge */
		if (o->arg[R_TRIP] >= 0 && vfirst_loop(e, opi)) {
			int b = 1 << g->v[o->arg[R_TRIP]].t.lmul;
			uint32_t n = g->part[o->part].len;

			buf_printf(&e->fn, "\t\t{ vbool%d_t tm = %s;\n\t\tfor (int t = 0; t < %d && "
			    "__riscv_vfirst_m_b%d(tm, %u) >= 0; t++, tm = __riscv_vmandn_mm_b%d(tm, "
			    "__riscv_vmsof_m_b%d(tm, %u), %u))\n\t\t\t%s = ", b, em_name(e, 'r', o->arg[R_TRIP]), o->rep,
			    b, n, b, b, n, n, em_name(e, 'r', o->out));
		} else if (o->arg[R_TRIP] >= 0)
			buf_printf(&e->fn, "\t\tfor (size_t t = 0, tn = __riscv_vcpop_m_b%d(%s, %u); t < tn && t < %d; t++)\n"
			    "\t\t\t%s = ", 1 << g->v[o->arg[R_TRIP]].t.lmul, em_name(e, 'r', o->arg[R_TRIP]),
			    g->part[o->part].len, o->rep, em_name(e, 'r', o->out));
		else {
			em_branch_cond(e, opi, cond);
			buf_printf(&e->fn, "\t\tfor (int t = 0, tn = (%s) ? %d : 0; t < tn; t++)\n\t\t\t%s = ",
			    cond, o->rep, em_name(e, 'r', o->out));
		}
	} else if (e->arm) {
		/* in a branch: the result is declared before it */
		buf_printf(&e->fn, "\t\t\t%s%s = ", em_name(e, g->v[o->out].t.kind == K_SCAL ? 's' : 'r', o->out),
		    g->v[o->out].t.kind == K_SCAL ? "_" : "");
	} else if (g->v[o->out].t.kind == K_SCAL) {
		/* a scalar result (vmv.x.s, vcpop): a local, like a reduction's */
		buf_printf(&e->fn, "\t\t%s %s_ = ", type_cname(at, t), em_name(e, 's', o->out));
	} else {
		buf_printf(&e->fn, "\t\t%s %s = ", type_cname(at, t), em_name(e, 'r', o->out));
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
			buf_printf(&e->fn, "%s, ", em_name(e, 'r', o->out));
		else if (a[k].role == R_DST || a[k].role == R_SRC) {
			em_mem_ptr(e, o, a[k].role == R_DST ? o->out : v, lit);
			buf_printf(&e->fn, "%s, ", lit);
		} else if (a[k].role == R_STRIDE && em_stride_volatile(e, opi))
			buf_printf(&e->fn, "rif_stride%d, ", opi);
		else if (a[k].role == R_STRIDE)
			buf_printf(&e->fn, "%d, ", o->mstep * o->in.sew / 8);
		else if (a[k].role == R_NVL)
			buf_printf(&e->fn, "&nvl%d, ", opi);
		else if (a[k].role == R_IMM)
			buf_printf(&e->fn, "%s, ", imms[inst_imm(&o->in)].name[o->in.imm]);
		else if (red && (a[k].role == R_VD || a[k].role == R_VS1))
			buf_printf(&e->fn, "%s, ", em_name(e, 'a', o->out));
		else if (g->v[v].t.kind != K_SCAL)
			buf_printf(&e->fn, "%s, ", em_name(e, 'r', v));
		else {
			em_scalar_expr(e, v, a[k].size_t_, lit);
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

		buf_printf(&e->fn, "\t\t%s %s_ = __riscv_%s_%s_%s(%s);\n", type_cname(sc, t), em_name(e, 's', o->out),
		    at.cls == C_F ? "vfmv_f_s" : "vmv_x_s", type_suffix(at, s), type_suffix(sc, lit),
		    em_name(e, 'a', o->out));
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
int
em_branches(const Em *e, int opi)
{
	const Op *o = &e->g->o[opi];
	unsigned density = pshapes[e->g->part[o->part].shape].branchy;

	return !e->eo->no_branches && !o->plain && !em_is_store(o) && !em_is_red(o) && inst_has_vl(&o->in) &&
	    !shape_has(fams[o->in.fam].shape, 'f') && !op_fold(e->g, opi) &&
	    em_okey(e, opi, 0x62726eu) % 100 < density;
}

/* a condition true in this run: a known integer scalar in scope compared
 * with its value, else the volatile flag.  The scalar is an input or a
 * checked result: a miscomputed one is reported as itself, not as the op
 * whose decoy arm it sent the program into.  Not a branch run's result
 * that this arm has not set yet (declared before the branch, it holds no
 * value there). */
void
em_branch_cond(Em *e, int opi, char *cond)
{
	const Graph *g = e->g;
	int pick = -1, n = 0;
	char lit[64];

	for (int v = 0; v < g->nv; v++)
		if (g->v[v].t.kind == K_SCAL && g->v[v].t.cls != C_F && e->inreg[v] && !e->unset[v] && !e->lit[v] &&
		    (em_is_input(g, v) || e->stored[v]) && g->v[v].st && g->v[v].st[0] == ST_OK &&
		    em_okey(e, opi, 0x636f6eu + (unsigned)g->v[v].num) % ++n == 0)
			pick = v;
	if (pick < 0) {
		strcpy(cond, "rif_on");
		return;
	}
	em_literal(g->v[pick].t, g->v[pick].d[0], 0, lit);
	sprintf(cond, "%s_ == %s", em_name(e, 's', pick), lit);
}

/* the decoy arm's vl: half the real one, or in blocks (literal vl) the
 * part's length (at most VLMAX at VLEN 128) */
void
em_decoy_vl(const Graph *g, const Op *o, const char *vlx, char *dvl)
{
	if (isdigit((unsigned char)vlx[0]))
		sprintf(dvl, "%u", (unsigned)atoi(vlx) == g->part[o->part].len ? g->part[o->part].len / 2 :
		    g->part[o->part].len);
	else
		sprintf(dvl, "(%s) / 2", vlx);
}

void
em_branch_call(Em *e, int opi, const char *vlx, int in_loop)
{
	Graph *g = e->g;
	Op *o = &g->o[opi];
	Type at = inst_result(&o->in);
	char t[32], cond[128], dvl[64];
	int flip = em_okey(e, opi, 0x666c70u) % 2;

	if (!em_branches(e, opi)) {
		em_call(e, opi, vlx, in_loop);
		return;
	}
	for (int k = 0; k < NROLE; k++)
		if (o->arg[k] >= 0 && k != R_SRC)
			em_reg(e, o->arg[k]);
	em_branch_cond(e, opi, cond);
	em_decoy_vl(g, o, vlx, dvl);
	if (g->v[o->out].t.kind == K_SCAL)
		buf_printf(&e->fn, "\t\t%s %s_;\n", type_cname(at, t), em_name(e, 's', o->out));
	else
		buf_printf(&e->fn, "\t\t%s %s;\n", type_cname(at, t), em_name(e, 'r', o->out));
	buf_printf(&e->fn, "\t\tif (%s%s%s) {\n", flip ? "!(" : "", cond, flip ? ")" : "");
	for (int arm = 0; arm < 2; arm++) {
		e->arm = (arm == flip) ? 1 : 2;
		em_call(e, opi, e->arm == 1 ? vlx : dvl, in_loop);
		buf_puts(&e->fn, arm ? "\t\t}\n" : "\t\t} else {\n");
	}
	e->arm = 0;
}

/* the stores of op opi's result, if it is stored */
void
em_store_result(Em *e, int opi)
{
	Op *o = &e->g->o[opi];
	char r[48];

	if (!e->stored[o->out] || em_is_store(o) || (em_is_red(o) && *e->ofs))
		return;
	if (em_is_red(o) || e->g->v[o->out].t.kind == K_SCAL)
		snprintf(r, sizeof r, "%s_", em_name(e, 's', o->out));
	else
		snprintf(r, sizeof r, "%s", em_name(e, 'r', o->out));
	store(e, o->out, r);
}

