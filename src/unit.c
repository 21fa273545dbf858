/*
 * The emitter's units (emit.c writes the program around them): the code
 * of a loop part's strip-mined loops, with their reductions and early
 * exits; of a block part's straight lines, with branch runs and decoy
 * arms; and of a call part's functions.  How values get into
 * registers (reg), back to their arrays (store), the calls themselves
 * (call) and the rounding-state probes that follow _rm calls are here too.
 * The shapes themselves are described at the top of emit.c.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "rif.h"

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
	uint64_t k = mix64(x->seed ^ e->g->o[x->def].key ^ (uint64_t)v ^ 0x666f726du) % 8;
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
static int
rebuilt_lratio(const Em *e, int v, int unit, int l)
{
	const Graph *g = e->g;

	if (!em_group_built(g, v) || e->unit[g->v[v].def] == unit)
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
	if (em_group_built(e->g, v)) {
		const Op *o = &e->g->o[x->def];
		Arg a[8];
		int na = inst_args(&o->in, a);
		char name[128];

		for (int k = 0; k < na; k++)
			if (a[k].role != R_IMM)
				reg(e, o->arg[a[k].role]);
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
static void
scalar_expr(Em *e, int v, int size_t_, char *buf)
{
	Value *x = &e->g->v[v];

	if (e->lit[v])
		em_literal(x->t, x->d[0], size_t_, buf);
	else
		sprintf(buf, "%s_", em_name(e, 's', v));
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

static void branch_cond(Em *e, int opi, char *cond);

/* does a repeated op's loop on a mask's bits run until the mask is empty? */
static int
vfirst_loop(const Em *e, int opi)
{
	return em_okey(e, opi, 0x76666972u) % 2;
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
			reg(e, v);
	}
	if (red && !in_loop) {
		scalar_expr(e, o->arg[R_VS1], 0, lit);
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
			branch_cond(e, opi, cond);
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
static int
branches(const Em *e, int opi)
{
	const Op *o = &e->g->o[opi];
	unsigned density = pshapes[e->g->part[o->part].shape].branchy;

	return !e->eo->no_branches && !em_is_store(o) && !em_is_red(o) && inst_has_vl(&o->in) &&
	    !shape_has(fams[o->in.fam].shape, 'f') && !op_fold(e->g, opi) &&
	    em_okey(e, opi, 0x62726eu) % 100 < density;
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
		    (em_is_input(g, v) || e->stored[v]) && g->v[v].st && g->v[v].st[0] == ST_OK &&
		    em_okey(e, opi, 0x636f6eu + (unsigned)v) % ++n == 0)
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
	int flip = em_okey(e, opi, 0x666c70u) % 2;

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
		buf_printf(&e->fn, "\t\t%s %s_;\n", type_cname(at, t), em_name(e, 's', o->out));
	else
		buf_printf(&e->fn, "\t\t%s %s;\n", type_cname(at, t), em_name(e, 'r', o->out));
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
		    em_okey(e, opi, 0x76736574u) % 3 == 0) {
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
	int m = 1, max = e->brun[o0->part] ? 2 + (int)(em_okey(e, ops[0], 0x6272756eu) % 5) : 1;
	int flip = em_okey(e, ops[0], 0x666c70u) % 2;
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
			buf_printf(&e->fn, "\t\t%s %s_;\n", type_cname(at, t), em_name(e, 's', o->out));
		else
			buf_printf(&e->fn, "\t\t%s %s;\n", type_cname(at, t), em_name(e, 'r', o->out));
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

	if (!e->stored[o->out] || em_is_store(o) || (em_is_red(o) && *e->ofs))
		return;
	if (em_is_red(o) || e->g->v[o->out].t.kind == K_SCAL)
		snprintf(r, sizeof r, "%s_", em_name(e, 's', o->out));
	else
		snprintf(r, sizeof r, "%s", em_name(e, 'r', o->out));
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
	    em_name(e, 'r', e->g->o[pt->exit_op].out), u->id, u->part, u->id);
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

/* the row of vaccs that loop op opi is accumulated by, or -1 (also for any op not a reduction) */
static int
vacc_row(const Em *e, int opi)
{
	const Op *o = &e->g->o[opi];

	for (size_t k = 0; k < NELEM(vaccs); k++)
		if (vaccs[k].red == o->in.fam && (vaccs[k].fold == vaccs[k].red || o->in.lmul <= 2))
			return em_okey(e, opi, 0x76616363u) % 2 ? (int)k : -1;
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
	em_literal(tscal(vt.cls, vt.sew), id, 0, lit);
	buf_printf(&e->fn, "\t%s v%s = __riscv_%s_%s(%s, __riscv_vsetvlmax_e%d%s());\n", type_cname(vt, t),
	    em_name(e, 'a', o->out), vt.cls == C_F ? "vfmv_v_f" : "vmv_v_x", type_suffix(vt, s), lit, vt.sew,
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
	buf_printf(&e->fn, "\t\tv%s = %s(", em_name(e, 'a', o->out), inst_name(&step, name));
	if (masked)
		buf_printf(&e->fn, "%s, ", em_name(e, 'r', o->arg[R_VM]));
	buf_printf(&e->fn, "v%s, v%s, %s, %s);\n", em_name(e, 'a', o->out), em_name(e, 'a', o->out),
	    em_name(e, 'r', o->arg[R_VS2]), vlx);
}

/* after the loop: the partial results folded into the start value */
static void
vacc_end(Em *e, int opi, int k)
{
	const Op *o = &e->g->o[opi];
	Inst step, fold;
	char name[128];

	vacc_insts(o, k, P_TU, &step, &fold);
	buf_printf(&e->fn, "\t%s = %s(v%s, %s, __riscv_vsetvlmax_e%d%s());\n", em_name(e, 'a', o->out),
	    inst_name(&fold, name), em_name(e, 'a', o->out), em_name(e, 'a', o->out), fold.sew, lmul_name(fold.lmul));
}

void
em_loop(Em *e, const Unit *u)
{
	Graph *g = e->g;
	const int *ops = e->sched + u->first;
	int n = u->n, part = u->part, ctl = ops[0], id = u->id, vr;
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

		if (!em_is_red(o))
			continue;
		scalar_expr(e, o->arg[R_VS1], 0, lit);
		buf_printf(&e->fn, "\t%s %s = __riscv_%s_%s(%s, 1);\n", type_cname(at, t),
		    em_name(e, 'a', o->out), at.cls == C_F ? "vfmv_s_f" : "vmv_s_x", type_suffix(at, s), lit);
		if ((vr = vacc_row(e, ops[k])) >= 0)
			vacc_start(e, ops[k], vr);
	}
	/* vl from vsetvl each strip, or VLMAX from vsetvlmax once and the
	 * last strip shorter (vl may then differ from what vsetvl gives for
	 * n - i between VLMAX and 2 VLMAX: the results do not) */
	if (em_pkey(e, part, 0x766c6d78u + (unsigned)u->first) % 3 == 0)
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
		if ((vr = vacc_row(e, ops[k])) >= 0)
			vacc_step(e, ops[k], vr, vlx);
		else
			branch_call(e, ops[k], vlx, 1);
		store_result(e, ops[k]);
	}
	exit_code(e, u);
	/* in half the loops with a fault-only-first load of the strip's
	 * whole vl, the strip advances by its new_vl, as strlen does (the
	 * loop's AVL then comes from the load's vl) */
	if (e->ffop >= 0 && strcmp(e->ffvl, "vl") == 0 && em_okey(e, e->ffop, 0x61647666u) % 2)
		buf_printf(&e->fn, "\t\tvl = nvl%d;\n", e->ffop);
	buf_puts(&e->fn, "\t}\n");
	for (int k = 0; k < n; k++) {
		Op *o = &g->o[ops[k]];
		Type at = inst_result(&o->in);

		if ((vr = vacc_row(e, ops[k])) >= 0)
			vacc_end(e, ops[k], vr);
		if (em_is_red(o))
			buf_printf(&e->fn, "\t%s = __riscv_%s_%s_%s(%s);\n", em_name(e, 's', o->out),
			    at.cls == C_F ? "vfmv_f_s" : "vmv_x_s", type_suffix(at, s),
			    type_suffix(tscal(at.cls, at.sew), t), em_name(e, 'a', o->out));
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
			if (!em_is_input(g, v) && e->unit[g->v[v].def] == e->unit[ops[k]])
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

	if (em_is_store(&g->o[last]) || g->v[v].t.kind == K_SCAL || !e->escapes[v])
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
	int viamem = em_okey(e, ops[0], 0x62726566u) % 3 == 0, outp, ffop = e->ffop, inl;

	np = group_params(e, ops, n, par);
	for (int j = 0; j < np; j++)
		byref[j] = viamem && g->v[par[j]].t.kind != K_SCAL && mix64(g->v[par[j]].seed ^ 0x627266u) % 2;
	/* --masks-first: the masks passed in registers before every other
	 * argument, in their order (GCC 14-16 pass a mask that follows a
	 * scalar or pointer argument in v0, on top of the first mask) */
	if (g->masks_first) {
		int k = 0;

		for (int j = 0; j < np; j++)
			if (g->v[par[j]].t.kind == K_MASK && !byref[j]) {
				int pv = par[j];
				uint8_t pb = byref[j];

				memmove(par + k + 1, par + k, (size_t)(j - k) * sizeof *par);
				memmove(byref + k + 1, byref + k, (size_t)(j - k));
				par[k] = pv;
				byref[k++] = pb;
			}
	}
	outp = viamem && ret >= 0;
	memcpy(inreg, e->inreg, (size_t)g->nv);
	memset(e->inreg, 0, (size_t)g->nv);
	e->fn = body;
	memcpy(ffvl, e->ffvl, sizeof ffvl);
	e->ffop = -1;
	/* static or external by its key: LLVM may change the calling convention
	 * of a static function (vector and tuple arguments then travel
	 * otherwise); a third are static inline helpers, always inlined, as
	 * a header's are: then the optimiser sees through the arguments
	 * (constant vls, vectors passed by pointer), and no call remains */
	inl = em_okey(e, ops[0], 0x696e6cu) % 3 == 0;
	buf_printf(&e->fn, "\n%s%s%s\nfn%d(", inl || em_okey(e, ops[0], 0x6c6e6bu) % 2 ? "static " : "",
	    inl ? "inline __attribute__((always_inline)) " : "__attribute__((noinline)) ", ret >= 0 && !outp ? type_cname(g->v[ret].t, t) : "void", id);
	for (int j = 0; j < np; j++) {
		Value *x = &g->v[par[j]];

		buf_printf(&e->fn, "%s%s%s %s%s%s", j ? ", " : "", byref[j] ? "const " : "", type_cname(x->t, t),
		    byref[j] ? "*" : "", em_name(e, x->t.kind == K_SCAL ? 's' : 'r', par[j]),
		    x->t.kind == K_SCAL ? "_" : byref[j] ? "_p" : "");
		e->inreg[par[j]] = 1;
	}
	/* each op's vl an argument; in half the functions ops of one active
	 * length share one (as one vl serves a real function: merges then
	 * fold into their producers) */
	share = em_okey(e, ops[0], 0x73766cu) % 2;
	/* half the functions take lengths and ask vsetvl for each vl, as a
	 * library function does (the length is at most the VLMAX at VLEN 128
	 * of the vsetvl's type, so vl is the length) */
	ask = em_okey(e, ops[0], 0x61736b76u) % 2;
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
			buf_printf(&e->fn, "\t\t%s %s = *%s_p;\n", type_cname(g->v[par[j]].t, t), em_name(e, 'r', par[j]),
			    em_name(e, 'r', par[j]));
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
		buf_printf(&e->fn, "\t\t*out = %s;\n", em_name(e, 'r', ret));
	else if (ret >= 0)
		buf_printf(&e->fn, "\t\treturn %s;\n", em_name(e, 'r', ret));
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
	wrap = !e->eo->no_branches && em_okey(e, ops[0], 0x63616c6cu) % 3 == 0;
	if (wrap) {
		branch_cond(e, ops[0], cond);
		if (ret >= 0)
			buf_printf(&e->fn, "\t\t%s %s;\n", type_cname(g->v[ret].t, t), em_name(e, 'r', ret));
		buf_printf(&e->fn, "\t\tif (%s) {\n", cond);
	} else if (outp)
		buf_printf(&e->fn, "\t\t%s %s;\n", type_cname(g->v[ret].t, t), em_name(e, 'r', ret));
	for (int arm = 0; arm < 1 + wrap; arm++) {
		if (ret >= 0 && !wrap && !outp)
			buf_printf(&e->fn, "\t\t%s %s = ", type_cname(g->v[ret].t, t), em_name(e, 'r', ret));
		else if (ret >= 0 && !outp)
			buf_printf(&e->fn, "\t\t\t%s = ", em_name(e, 'r', ret));
		else
			buf_puts(&e->fn, wrap ? "\t\t\t" : "\t\t");
		buf_printf(&e->fn, "fn%d(", id);
		for (int j = 0; j < np; j++) {
			Value *x = &g->v[par[j]];

			if (x->t.kind != K_SCAL)
				buf_printf(&e->fn, "%s%s%s", j ? ", " : "", byref[j] ? "&" : "", em_name(e, 'r', par[j]));
			else if (em_is_input(g, par[j]) && x->t.cls == C_F)
				buf_printf(&e->fn, "%srif_f%d(%s)", j ? ", " : "", x->t.sew, em_name(e, 's', par[j]));
			else
				buf_printf(&e->fn, "%s%s", j ? ", " : "", em_name(e, 's', par[j]));
		}
		/* the decoy: every vl halved */
		for (int k = 0; k < n; k++)
			if (vlp[k] == k)
				buf_printf(&e->fn, "%s%u", np || k ? ", " : "", g->o[ops[k]].n >> arm);
		if (outp)
			buf_printf(&e->fn, ", &%s", em_name(e, 'r', ret));
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
	if (em_okey(e, opi, 0x62766c74u) % 4 == 0) {
		/* another ratio: SEW 8..64 and LMUL with VLMAX(128) >= n */
		uint64_t r = em_okey(e, opi, 0x62766c72u);
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
	uint64_t key = em_pkey(e, u->part, 0x626c766cu + (unsigned)u->first);

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
		vl_set(e, o->n, vl_type(e, ops[k]), em_okey(e, ops[k], 0x70686976u));
	}
}

/* A block: its ops in order, or (call parts) its groups in functions.
 * Values from outside are loaded at the top (hoist) or at first use;
 * results are stored at once or at the end (sink). */
void
em_block(Em *e, const Unit *u, const Unit *groups, int ngroups)
{
	Graph *g = e->g;
	const int *ops = e->sched + u->first;
	int n = u->n, hoist = em_pkey(e, u->part, 0x686f6973u + (unsigned)u->first) % 2;
	int sink = em_pkey(e, u->part, 0x73696e6bu + (unsigned)u->first) % 2;

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

				if (v >= 0 && role != R_SRC && (em_is_input(g, v) || e->stored[v]) &&
				    (em_is_input(g, v) || e->unit[g->v[v].def] < u->id) && g->v[v].t.kind != K_SCAL)
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

