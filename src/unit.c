/*
 * The emitter's units (emit.c writes the program around them): the code
 * of a loop part's strip-mined loops, with their reductions and early
 * exits; of a block part's straight lines, with branch runs and decoy
 * arms; and of a call part's functions.  Each operator's own code comes
 * from call.c.  The shapes themselves are described at the top of emit.c.
 */
#include <stdlib.h>
#include <string.h>

#include "rif.h"

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
	/* a run rif reduce kept (Op.blead): its ops left, with its choices */
	uint64_t bk = o0->blead ? o0->blead : o0->key;
	int m = 1, max = e->brun[o0->part] ? 2 + (int)(mix64(bk ^ 0x6272756eu) % 5) : 1;
	int flip = mix64(bk ^ 0x666c70u) % 2;
	char cond[128], vlx[6][64], dvl[64], t[32];

	if (!em_branches(e, ops[0]))
		max = 1;
	while (m < n && m < max && (!o0->blead || g->o[ops[m]].blead == o0->blead) &&
	    em_branches(e, ops[m]) && g->o[ops[m]].part == o0->part && !g->v[g->o[ops[m - 1]].out].memsrc)
		m++;
	if (e->eo->keep_plan)
		for (int j = 0; j < m; j++)
			g->o[ops[j]].blead = bk;
	for (int j = 0; j < m; j++)
		block_vlx(e, ops[j], vlx[j]);
	if (m == 1) {
		em_branch_call(e, ops[0], vlx[0], 0);
		if (!sink || g->v[o0->out].memsrc)
			em_store_result(e, ops[0]);
		return 1;
	}
	/* operands from before the run, in registers before the branch */
	for (int j = 0; j < m; j++)
		for (int r = 0; r < NROLE; r++) {
			int v = g->o[ops[j]].arg[r], inside = 0;

			for (int i = 0; i < j && v >= 0; i++)
				inside |= g->o[ops[i]].out == v;
			if (v >= 0 && r != R_SRC && !inside)
				em_reg(e, v);
		}
	em_branch_cond(e, ops[0], cond);
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
			em_decoy_vl(g, &g->o[ops[j]], vlx[j], dvl);
			em_call(e, ops[j], e->arm == 1 ? vlx[j] : dvl, 0);
			e->unset[g->o[ops[j]].out] = 0;
		}
		buf_puts(&e->fn, arm ? "\t\t}\n" : "\t\t} else {\n");
	}
	e->arm = 0;
	for (int j = 0; j < m; j++)
		if (!sink || g->v[g->o[ops[j]].out].memsrc)
			em_store_result(e, ops[j]);
	return m;
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
			em_reg(e, o->arg[r]);
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
					lv = em_rebuilt_lratio(e, g->o[ops[k]].arg[r], id, lv);
		if ((fams[g->o[ctl].in.fam].flags & FL_VIEW) || lv > l)
			rt = tvec(C_U, 8, 3 - lv);
	}
	e->fn.len = 0;
	e->ofs = " + i";
	e->ffop = -1;
	memset(e->inreg, 0, (size_t)g->nv);
	buf_printf(&e->fn, "\nstatic %svoid\nloop%d(void)\n{\n",
	    g->part[part].apart ? "__attribute__((noinline)) " : "", id);
	if (e->runtime_len[part])
		buf_printf(&e->fn, "\tconst size_t n = rif_len%d;\n", part);
	else
		buf_printf(&e->fn, "\tconst size_t n = LEN%d;\n", part);
	em_scalar_reads(e, ops, n, "\t");
	/* reduction accumulators: element 0 holds the start value */
	for (int k = 0; k < n; k++) {
		Op *o = &g->o[ops[k]];
		Type at = inst_result(&o->in);

		if (!em_is_red(o))
			continue;
		em_scalar_expr(e, o->arg[R_VS1], 0, lit);
		buf_printf(&e->fn, "\t%s %s = __riscv_%s_%s(%s, 1);\n", type_cname(at, t),
		    em_name(e, 'a', o->out), at.cls == C_F ? "vfmv_s_f" : "vmv_s_x", type_suffix(at, s), lit);
		if ((vr = vacc_row(e, ops[k])) >= 0)
			vacc_start(e, ops[k], vr);
	}
	/* vl from vsetvl each strip, or VLMAX from vsetvlmax once and the
	 * last strip shorter (vl may then differ from what vsetvl gives for
	 * n - i between VLMAX and 2 VLMAX: the results do not) */
	if (em_pkey(e, part, 0x766c6d78u + (unsigned)u->salt) % 3 == 0)
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
			em_branch_call(e, ops[k], vlx, 1);
		em_store_result(e, ops[k]);
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
	/* the function's choices: by its first op as first emitted (Op.lead) */
	uint64_t fk = g->o[ops[0]].lead ? g->o[ops[0]].lead : g->o[ops[0]].key;
	int viamem = mix64(fk ^ 0x62726566u) % 3 == 0, outp, ffop = e->ffop, inl;

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
	inl = g->o[ops[0]].inl || mix64(fk ^ 0x696e6cu) % 3 == 0;
	buf_printf(&e->fn, "\n%s%s%s\nfn%d(", inl || mix64(fk ^ 0x6c6e6bu) % 2 ? "static " : "",
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
	share = mix64(fk ^ 0x73766cu) % 2;
	/* half the functions take lengths and ask vsetvl for each vl, as a
	 * library function does (the length is at most the VLMAX at VLEN 128
	 * of the vsetvl's type, so vl is the length) */
	ask = mix64(fk ^ 0x61736b76u) % 2;
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
		em_branch_call(e, ops[k], vlx, 0);
		em_store_result(e, ops[k]);
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
		em_reg(e, par[j]);
	/* a third of the calls run in one arm of a branch, the decoy arm
	 * calling with other vls */
	wrap = !e->eo->no_branches && !g->o[ops[0]].plain && mix64(fk ^ 0x63616c6cu) % 3 == 0;
	if (wrap) {
		em_branch_cond(e, ops[0], cond);
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
 * third of the time (if branches are on and the op it is for is not
 * plain) a phi of two vsetvl's of n, one of them in an arm that never
 * runs: of rt again (the compiler may treat vl as known from either) or
 * of SEW 8 at the largest ratio that holds n */
static void
vl_set(Em *e, uint32_t n, Type rt, uint64_t key, int plain)
{
	Type alt = key / 3 % 2 ? rt : tvec(C_U, 8, 3 - block_lratio(n));

	if (e->eo->no_branches || plain || key % 3) {
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
	uint64_t key = em_pkey(e, u->part, 0x626c766cu + (unsigned)u->salt);

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
		vl_set(e, len, tvec(C_U, 8, 3 - lmax), mix64(key), 0);
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
		vl_set(e, o->n, vl_type(e, ops[k]), em_okey(e, ops[k], 0x70686976u), o->plain);
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
	int n = u->n, hoist = em_pkey(e, u->part, 0x686f6973u + (unsigned)u->salt) % 2;
	int sink = em_pkey(e, u->part, 0x73696e6bu + (unsigned)u->salt) % 2;

	e->fn.len = 0;
	e->ofs = "";
	e->blockvl = 0;
	e->ffop = -1;
	memset(e->inreg, 0, (size_t)g->nv);
	buf_printf(&e->fn, "\nstatic %svoid\nblock%d(void)\n{\n",
	    g->part[u->part].apart ? "__attribute__((noinline)) " : "", u->id);
	if (!ngroups) {
		em_scalar_reads(e, ops, n, "\t\t");
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
			em_reg(e, hv[k]);
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
			em_store_result(e, so[k]);
		free(so);
	}
	buf_puts(&e->fn, "}\n");
	buf_puts(e->b, e->fn.s);
	buf_printf(&e->calls, "\tblock%d();\n", u->id);
}

