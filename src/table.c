/* The family table expanded into concrete intrinsics: names, argument
 * lists and prototypes, all derived from the rows of ops.h. */
#include <string.h>

#include "rif.h"

const Family fams[NFAM] = {
#define FAM(id, name, vform, xform, shape, classes, res, a, b, s, pols, flags, kernel, ext, weight) \
	{name, vform, xform, #id, shape, classes, res, a, b, s, pols, flags, ext, weight},
#include "ops.h"
};

const Shape shapes[NSHAPE] = {
#define X(id, args, out, exec) {args, out, exec},
	SHAPES(X)
#undef X
};

const ImmKind imms[NIMM] = {
#define X(id, ctype, param, ...) {ctype, param, {__VA_ARGS__}},
	IMMS(X)
#undef X
};

int
imm_nvalues(int kind)
{
	int n = 0;

	ensure(kind >= 0 && kind < NIMM);
	while (n < MAXIMMVAL && imms[kind].name[n])
		n++;
	return n;
}

const char *const pol_suffix[NPOL] = {"", "_m", "_tu", "_tum", "_tumu", "_mu"};
const char *const role_name[NROLE] = {
	"vm", "vd", "vs2", "vs1", "rs1", "v0", "src", "dst", "vs3", "old", "imm",
	"p1", "p2", "p3", "p4", "p5", "p6", "p7", "trip", "stride", "offsets", "new_vl",
};

int
pol_masked(int pol)
{
	return pol == P_M || pol == P_TUM || pol == P_TUMU || pol == P_MU;
}

int
pol_has_vd(int pol)
{
	return pol == P_TU || pol == P_TUM || pol == P_TUMU || pol == P_MU;
}

int
pol_tu(int pol)
{
	return pol == P_TU || pol == P_TUM || pol == P_TUMU;
}

int
pol_mu(int pol)
{
	return pol == P_TUMU || pol == P_MU;
}

int
class_bit(int cls)
{
	return cls == C_I ? I : cls == C_U ? U : cls == C_F ? F : MK;
}

/* a mask-based intrinsic's Inst holds SEW 8 and the LMUL of its ratio */
static int
sew_legal(int cls, int sew)
{
	if (cls == C_M)
		return sew == 8;
	return sew >= (cls == C_F ? 16 : 8) && sew <= 64;
}

Type
inst_base(const Inst *in)
{
	return tvec(in->cls == C_M ? C_U : in->cls, in->sew, in->lmul);
}

static Type rule_type(int rule, const Inst *in);

int
inst_lratio(const Inst *in)
{
	int l = log2i(in->sew) - in->lmul;

	if (fams[in->fam].flags & FL_VIEW) {
		Type a = inst_view(in), r = inst_result(in);

		l = type_lratio(a) > type_lratio(r) ? type_lratio(a) : type_lratio(r);
	}
	return l;
}

Type
inst_view(const Inst *in)
{
	return rule_type(fams[in->fam].a, in);
}

/* a view's other type from its view number k (T_V* rules) */
static Type
view_type(int rule, const Inst *in)
{
	Type none = {0xff, 0, 0, 0, 0};
	int k = in->view, c = in->cls, sew = in->sew, lmul = in->lmul;

	switch (rule) {
	case T_VC:
		if (k > C_F || k == in->cls)
			return none;
		c = k;
		break;
	case T_VS:
		if (k > 3 || (8 << k) == sew)
			return none;
		sew = 8 << k;
		break;
	case T_VU: case T_VD:
		if (k >= NLMUL || (rule == T_VU ? k - 3 <= lmul : k - 3 >= lmul))
			return none;
		lmul = k - 3;
		break;
	case T_VM:
		if (lmul != 0 || k > 6 || k < log2i((unsigned)sew) - 3)
			return none;
		return tmask(k);
	}
	if (!sew_legal(c, sew) || !lmul_legal(sew, lmul))
		return none;
	if ((fams[in->fam].flags & FL_PART) && (lmul < 0 || in->lmul < 0))
		return none;
	return tvec(c, sew, lmul);
}

/* the type a rule gives for B; kind 0xff if it does not exist */
static Type
rule_type(int rule, const Inst *in)
{
	static const signed char cls[] = {
		[T_B] = -1, [T_U] = C_U, [T_I] = C_I, [T_F] = C_F,
		[T_H] = -1, [T_HI] = C_I, [T_HU] = C_U, [T_HF] = C_F,
		[T_W] = -1, [T_WI] = C_I, [T_WU] = C_U, [T_WF] = C_F,
		[T_Q] = -1, [T_E] = -1, [T_M1] = -1, [T_WM1] = -1,
		[T_EI16] = C_U, [T_XI] = C_U, [T_TB] = -1, [T_MB] = -1, [T_S] = -1,
	};
	int c, sew = in->sew, lmul = in->lmul;
	Type none = {0xff, 0, 0, 0, 0};

	if (rule == T_XU || rule == T_X || rule == T_SZ)
		return tscal(rule == T_X ? C_I : C_U, 64);
	if (rule >= T_VC && rule <= T_VM)
		return view_type(rule, in);
	if (rule == T_MB)
		return in->cls == C_M ? inst_base(in) : none;
	if (rule == T_M || (rule == T_B && in->cls == C_M))
		return tmask(inst_lratio(in));
	if (in->cls == C_M)
		return none;    /* a mask-based intrinsic has no element type */
	c = cls[rule] < 0 ? in->cls : cls[rule];
	switch (rule) {
	case T_H: case T_HI: case T_HU: case T_HF:
		sew /= 2, lmul--;
		break;
	case T_W: case T_WI: case T_WU: case T_WF:
		sew *= 2, lmul++;
		break;
	case T_Q:
		sew /= 4, lmul -= 2;
		break;
	case T_E:
		sew /= 8, lmul -= 3;
		break;
	case T_M1:
		lmul = 0;
		break;
	case T_WM1:
		sew *= 2, lmul = 0;
		break;
	case T_EI16:            /* EMUL = 16/SEW * LMUL */
		lmul += log2i(16) - log2i((unsigned)sew), sew = 16;
		break;
	case T_TB:              /* nf fields of B: nf * LMUL <= 8 */
		if (in->nf < 2 || in->nf > 8 || (lmul > 0 && in->nf << lmul > 8) || !sew_legal(c, sew) ||
		    !lmul_legal(sew, lmul))
			return none;
		return ttup(tvec(c, sew, lmul), in->nf);
	case T_XI:              /* EMUL = EEW/SEW * LMUL */
		if (in->view > 3)
			return none;
		lmul += in->view + 3 - log2i((unsigned)sew), sew = 8 << in->view;
		break;
	case T_S:
		return tscal(c, sew);
	}
	if (!sew_legal(c, sew) || !lmul_legal(sew, lmul))
		return none;
	return tvec(c, sew, lmul);
}

static Type
scalar_type(int rule, const Inst *in)
{
	Type none = {0xff, 0, 0, 0, 0};

	switch (rule) {
	case S_B: return tscal(in->cls, in->sew);
	case S_U: return tscal(C_U, in->sew);
	case S_SZ: return tscal(C_U, 64);
	case S_H: return sew_legal(in->cls, in->sew / 2) ? tscal(in->cls, in->sew / 2) : none;
	case S_HU: return sew_legal(C_U, in->sew / 2) ? tscal(C_U, in->sew / 2) : none;
	}
	return none;
}

/* the role of an argument letter of the shape table */
static int
letter_role(int c, int scal)
{
	switch (c) {
	case 'd': return R_VD;
	case 'a': case 'v': return R_VS2;
	case 'b': return scal ? R_RS1 : R_VS1;
	case 'm': return R_V0;
	case 'p': return R_SRC;
	case 'q': return R_DST;
	case '3': return R_VS3;
	case 's': case 'u': case 'g': return R_VS2;
	case 'e': return R_VD;
	case 'l': return R_RS1;
	case 'i': return R_IMM;
	case 't': return R_STRIDE;
	case 'x': return R_IDX;
	case 'f': return R_NVL;
	case 'n': return -1;    /* not an operand: no vl */
	}
	die("bad argument letter '%c' in the shape table", c);
}

int
shape_has(int shape, int letter)
{
	return strchr(shapes[shape].args, letter) != NULL;
}

int
inst_args(const Inst *in, Arg out[8])
{
	const Family *f = &fams[in->fam];
	Type res = rule_type(f->res, in), a = rule_type(f->a, in);
	Type second = in->scal ? scalar_type(f->s, in) : rule_type(f->b, in);
	int n = 0, imm = inst_imm(in);
	Arg immarg = {R_IMM, 0, 0, tscal(C_U, 32)};

	if (imm >= 0)
		immarg.size_t_ = strcmp(imms[imm].ctype, "size_t") == 0;

	if (pol_masked(in->pol))
		out[n++] = (Arg){R_VM, 0, 0, tmask(inst_lratio(in))};
	if (pol_has_vd(in->pol) && !shape_has(f->shape, 'd'))
		out[n++] = (Arg){R_VD, 0, 0, res};
	for (const char *l = shapes[f->shape].args; *l; l++) {
		int role = letter_role(*l, in->scal);
		Arg x = {0, 0, 0, a};

		if (role < 0)
			continue;
		x.role = (uint8_t)role;
		switch (*l) {
		case 'd': case 'e': x.t = res; break;
		case 'b': x.t = second; x.size_t_ = in->scal && f->s == S_SZ; break;
		case 'm': x.t = tmask(inst_lratio(in)); break;
		case 'p': x.ptr = 2; break;
		case 'q': x.ptr = 1; x.t = res; break;       /* the memory's type */
		case 'l': x.t = tscal(C_U, 64); x.size_t_ = 1; break;
		case 't': x.t = tscal(C_I, 64); x.size_t_ = 2; break;      /* ptrdiff_t */
		case 'x': x.t = second; break;
		case 'f': x.t = tscal(C_U, 64); x.size_t_ = 1; x.ptr = 1; break;
		case 'i': x = immarg; break;
		case 'g':
			/* parts v0 (vs2), v1 (p1) ...: the group holds 2^(its LMUL - theirs) */
			for (int k = 0; k < (res.kind == K_TUP ? res.nf : 1 << (res.lmul - a.lmul)); k++) {
				x.role = (uint8_t)(k ? R_P1 + k - 1 : R_VS2);
				ensure(n < 8);
				out[n++] = x;
			}
			continue;
		}
		ensure(n < 8);
		out[n++] = x;
	}
	if (imm >= 0 && !shape_has(f->shape, 'i'))
		out[n++] = immarg;
	return n;
}

Type
inst_result(const Inst *in)
{
	if (shapes[fams[in->fam].shape].out == O_MEM)
		return rule_type(fams[in->fam].res, in);  /* the memory's */
	return rule_type(fams[in->fam].res, in);
}

Type
inst_output(const Inst *in)
{
	Type t = inst_result(in);

	return shapes[fams[in->fam].shape].out == O_RED ? tscal(t.cls, t.sew) : t;
}

/* A reduction's vd (its start value's register) is not an input; its vs1
 * is the start value, a scalar in the graph.  A store's input R_OLD is the
 * array's contents before it. */
int
inst_inputs(const Inst *in, Arg out[8])
{
	Arg a[8];
	int na = inst_args(in, a), n = 0, red = shapes[fams[in->fam].shape].out == O_RED;

	for (int i = 0; i < na; i++) {
		if (a[i].role == R_DST || a[i].role == R_IMM ||
		    a[i].role == R_STRIDE || a[i].role == R_NVL || (red && a[i].role == R_VD))
			continue;
		out[n] = a[i];
		if (red && a[i].role == R_VS1)
			out[n].t = tscal(a[i].t.cls, a[i].t.sew);
		n++;
	}
	if (shapes[fams[in->fam].shape].out == O_MEM)
		out[n++] = (Arg){R_OLD, 0, 0, rule_type(fams[in->fam].res, in)};
	return n;
}

int
inst_has_role(const Inst *in, int role)
{
	Arg a[8];
	int n = inst_inputs(in, a);

	for (int i = 0; i < n; i++)
		if (a[i].role == role)
			return 1;
	return 0;
}

int
inst_imm(const Inst *in)
{
	const Family *f = &fams[in->fam];

	if (f->flags & FL_VXRM)
		return IM_VXRM;
	if (shape_has(f->shape, 'i'))
		return IM_INDEX;
	return in->rmv ? IM_FRM : -1;
}

int
inst_imm_n(const Inst *in)
{
	int k = inst_imm(in);

	if (k == IM_INDEX) {
		/* the parts of the group: the larger LMUL over the smaller */
		Type a = inst_view(in), r = inst_result(in);

		if (r.kind == K_TUP || a.kind == K_TUP)
			return r.kind == K_TUP ? r.nf : a.nf;    /* the fields of a tuple */
		return 1 << (a.lmul > r.lmul ? a.lmul - r.lmul : r.lmul - a.lmul);
	}
	return k >= 0 ? imm_nvalues(k) : 0;
}

/* Is role `role` of this intrinsic merge-like: a passthrough (vd of a policy
 * variant), a merge's operand, or the source of vmv.v.v _tu?  Optimisers
 * fold such a user into the producer of its operand. */
int
inst_merge_like(const Inst *in, int role)
{
	int f = in->fam;

	if (role == R_VD && pol_has_vd(in->pol))
		return 1;
	if (f == F_VMERGE || f == F_VFMERGE)
		return role == R_VS2 || role == R_VS1 || role == R_V0;
	return f == F_VMV && role == R_VS1 && in->pol == P_TU;
}

/* Views of another SEW or of masks move elements across positions, and
 * scalar results and whole-vector families need one call to cover a value:
 * those run in blocks and calls only. */
int
inst_loops(const Inst *in)
{
	const Family *f = &fams[in->fam];
	const Shape *sh = &shapes[f->shape];

	return sh->exec != X_WHOLE && !(f->flags & FL_CROSS) &&
	    !(sh->exec == X_VIEW && sh->out == O_SCAL);
}

int
inst_has_vl(const Inst *in)
{
	return !shape_has(fams[in->fam].shape, 'n');
}

int
inst_rm(const Inst *in)
{
	const Family *f = &fams[in->fam];

	if (f->flags & FL_RTZ)
		return RM_RTZ;
	if (f->flags & FL_ROD)
		return RM_ROD;
	return inst_imm(in) >= 0 ? in->imm : RM_RNE;
}

int
inst_f2i(const Inst *in)
{
	Type r = inst_result(in);

	return rule_type(fams[in->fam].a, in).cls == C_F && r.kind == K_VEC && r.cls != C_F;
}

int
inst_zvfh(const Inst *in)
{
	Arg a[8];
	int n = inst_args(in, a);
	Type r = inst_result(in);

	if (r.cls == C_F && r.sew == 16 && r.kind != K_MASK)
		return 1;
	for (int i = 0; i < n; i++)
		if (a[i].t.cls == C_F && a[i].t.sew == 16 && a[i].t.kind != K_MASK)
			return 1;
	return 0;
}

char *
inst_name(const Inst *in, char *buf)
{
	const Family *f = &fams[in->fam];
	Type res = inst_result(in), b = in->cls == C_M ? rule_type(T_B, in) : inst_base(in);
	const char *form = in->scal ? f->xform : f->vform;
	char ts[16], ts2[16], *p = buf;
	int ff = shape_has(f->shape, 'f');

	/* the fields of a segment (vlseg2e, vloxseg2ei), the element or the
	 * index width, then the ff of a fault-only-first load: vlseg2e32ff */
	p += sprintf(p, "__riscv_%.*s", (int)strlen(f->name) - 2 * ff, f->name);
	if ((f->flags & FL_SEG) && (f->flags & (FL_EEW | FL_IDX)))
		p += sprintf(p, "%d%s", in->nf, (f->flags & FL_IDX) ? "ei" : "e");
	if (f->flags & FL_EEW)
		p += sprintf(p, "%d", in->sew);
	if (f->flags & FL_IDX)
		p += sprintf(p, "%d", 8 << in->view);
	if (ff)
		p += sprintf(p, "ff");
	if (*form)
		p += sprintf(p, "_%s", form);
	if (f->flags & FL_VTYPE)
		return sprintf(p, "_e%d%s", in->sew, lmul_name(in->lmul)), buf;
	/* a tuple from its fields names only the tuple: vcreate_v_i32m1x2 */
	if ((f->flags & FL_VIEW) && res.kind == K_TUP && f->shape == SH_VMAKE)
		return sprintf(p, "_%s", type_suffix(res, ts)), buf;
	if (f->flags & FL_VIEW)
		return sprintf(p, "_%s_%s", type_suffix(inst_view(in), ts), type_suffix(res, ts2)), buf;
	/* segments name the tuple */
	if (f->flags & FL_SEG)
		b = rule_type(T_TB, in);
	p += sprintf(p, "_%s", type_suffix(b, ts));
	/* reductions and scalar reads (vmv.x.s) name their result type too */
	if (shapes[f->shape].out == O_RED || f->res == T_S)
		p += sprintf(p, "_%s", type_suffix(res, ts));
	if (res.kind == K_MASK && b.kind != K_MASK)
		p += sprintf(p, "_b%d", 1 << res.lmul);
	if (in->rmv)
		p += sprintf(p, "_rm");
	strcpy(p, pol_suffix[in->pol]);
	return buf;
}

static const char *
param_name(const Inst *in, int role)
{
	const Family *f = &fams[in->fam];

	static const char *const part[] = {"v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7"};

	if (role == R_VS2 && shape_has(f->shape, 'v'))
		return "vs";
	if (role == R_VS2 && (shape_has(f->shape, 's') || shape_has(f->shape, 'u')))
		return shape_has(f->shape, 's') ? "src" : "value";
	if (role == R_VS2 && shape_has(f->shape, 'g'))
		return part[0];
	if (role >= R_P1 && role <= R_P7)
		return part[role - R_P1 + 1];
	if (role == R_VD && shape_has(f->shape, 'e'))
		return "dest";
	if (role == R_RS1 && shape_has(f->shape, 'l'))
		return "avl";
	if (role == R_IMM)
		return imms[inst_imm(in)].param;
	if (role == R_SRC || role == R_DST)
		return "rs1";
	if (role == R_IDX && (f->flags & FL_SEG) && shapes[f->shape].out == O_MEM)
		return "vs2";      /* so the API names it */
	if (role == R_STRIDE || role == R_IDX)
		return "rs2";
	if (role == R_RS1 && (f->flags & FL_VS1))
		return "vs1";
	return role_name[role];
}

char *
inst_proto(const Inst *in, char *buf)
{
	Arg a[8];
	int n = inst_args(in, a);
	char t[32], *p = buf;

	if (shapes[fams[in->fam].shape].out == O_MEM)
		p += sprintf(p, "void ");
	else if (fams[in->fam].res == T_XU || fams[in->fam].res == T_X)
		p += sprintf(p, "%slong ", fams[in->fam].res == T_XU ? "unsigned " : "");
	else if (fams[in->fam].res == T_SZ)
		p += sprintf(p, "size_t ");
	else
		p += sprintf(p, "%s ", type_cname(inst_result(in), t));
	inst_name(in, p);
	p += strlen(p);
	*p++ = '(';
	for (int i = 0; i < n; i++) {
		if (a[i].role == R_NVL)
			p += sprintf(p, "size_t *");
		else if (a[i].ptr)
			p += sprintf(p, "%s%s *", a[i].ptr == 2 ? "const " : "",
			    elem_cname(a[i].t.cls, a[i].t.sew, t));
		else if (a[i].size_t_)
			p += sprintf(p, a[i].size_t_ == 2 ? "ptrdiff_t " : "size_t ");
		else if (a[i].role == R_IMM)
			p += sprintf(p, "%s ", imms[inst_imm(in)].ctype);
		else
			p += sprintf(p, "%s ", type_cname(a[i].t, t));
		p += sprintf(p, "%s%s", param_name(in, a[i].role), i + 1 < n ? ", " : "");
	}
	if (inst_has_vl(in))
		p += sprintf(p, "%ssize_t vl", n ? ", " : "");
	strcpy(p, ");");
	return buf;
}

/* do all the operand types of this instance exist? */
int
inst_valid(const Inst *in)
{
	const Family *f = &fams[in->fam];
	int rules[] = {f->res, f->a, in->scal ? 0 : f->b};

	for (size_t i = 0; i < NELEM(rules); i++)
		if (rules[i] && rule_type(rules[i], in).kind == 0xff)
			return 0;
	if (!(f->flags & (FL_VIEW | FL_IDX)) && in->view)
		return 0;
	if (!(f->flags & FL_SEG) != !in->nf)
		return 0;
	return !in->scal || scalar_type(f->s, in).kind != 0xff;
}

int
fam_insts(int fi, Inst *out)
{
	const Family *f = &fams[fi];
	int n = 0;
	/* a view's second type, an index EEW */
	int nk = (f->flags & FL_VIEW) && !(f->flags & FL_SEG) ? 8 : (f->flags & FL_IDX) ? 4 : 1;
	int nf0 = (f->flags & FL_SEG) ? 2 : 0, nf1 = (f->flags & FL_SEG) ? 8 : 0;

	for (int sew = 8; sew <= 64; sew *= 2)
		for (int lmul = LMUL_MIN; lmul <= LMUL_MAX; lmul++) {
			if (!lmul_legal(sew, lmul))
				continue;
			for (int cls = C_I; cls <= C_M; cls++) {
				if (!(f->classes & class_bit(cls)) || !sew_legal(cls, sew))
					continue;
				for (int fm = FV; fm <= FX; fm <<= 1) {
					/* no form at all (vundefined, vsetvl): one, FV */
					if (!*(fm == FV ? f->vform : f->xform) && (fm == FX || *f->xform))
						continue;
					if (fm == FX && (f->flags & FL_XINT) && cls == C_F)
						continue;
					for (int rmv = 0; rmv <= ((f->flags & FL_RM) != 0); rmv++)
						for (int pol = 0; pol < NPOL; pol++)
							for (int k = 0; k < nk; k++)
							for (int nf = nf0; nf <= nf1; nf++) {
								Inst in = {(uint16_t)fi, fm == FX, (uint8_t)pol,
								    (uint8_t)cls, (uint8_t)sew, (int8_t)lmul,
								    (uint8_t)rmv, 0, (uint8_t)k, (uint8_t)nf};

								if (!(f->pols & (1 << pol)) || !inst_valid(&in))
									continue;
								ensure(n < MAXFAMINST);
								out[n++] = in;
							}
				}
			}
		}
	return n;
}

static uint64_t *needs[NFAM];          /* fam_inst_needs */

/* fam_insts of every family with the type codes each intrinsic uses and
 * defines: a function of the tables alone, enumerated once per process
 * (the generator asks for it for each part of every test) */
const FamInst *
fam_inst_table(int f, int *n)
{
	static FamInst *tab[NFAM];
	static int ntab[NFAM];
	static Inst tmp[MAXFAMINST];

	if (!tab[f]) {
		ntab[f] = fam_insts(f, tmp);
		tab[f] = xcalloc((size_t)ntab[f] + 1, sizeof *tab[f]);
		needs[f] = xcalloc((size_t)ntab[f] + 1, sizeof *needs[f]);
		for (int i = 0; i < ntab[f]; i++) {
			FamInst *x = &tab[f][i];
			Arg a[8];

			x->in = tmp[i];
			x->nin = inst_inputs(&tmp[i], a);
			for (int j = 0; j < x->nin; j++) {
				x->use[j] = type_code(a[j].t);
				x->role[j] = (uint8_t)a[j].role;
			}
			x->out = type_code(inst_output(&tmp[i]));
			x->code = inst_code(&tmp[i]);
			x->sewbit = (uint8_t)(log2i(tmp[i].sew) - 3);
			x->loops = (uint8_t)inst_loops(&tmp[i]);
			x->lratio = (int8_t)inst_lratio(&tmp[i]);
			needs[f][i] = genopts_need(&tmp[i], x->sewbit, x->loops, x->lratio);
		}
	}
	*n = ntab[f];
	return tab[f];
}

/* kept apart from the table, whose entries are large: the generator
 * reads every one of them for each part of every test */
const uint64_t *
fam_inst_needs(int f)
{
	int n;

	fam_inst_table(f, &n);
	return needs[f];
}

int
fam_lookup(const char *name)
{
	for (int f = 0; f < NFAM; f++)
		if (strcmp(fams[f].name, name) == 0)
			return f;
	return -1;
}

int
inst_code(const Inst *in)
{
	int s = log2i(in->sew) - 3, l = in->lmul - LMUL_MIN, c;

	ensure(in->fam < NFAM && in->cls < NCLS && s >= 0 && s < NSEW && l >= 0 && l < NLMUL &&
	    in->scal < 2 && in->rmv < 2 && in->pol < NPOL && in->view < 2 * 2 * NPOL && in->nf <= 8);
	c = in->fam;
	c = c * NCLS + in->cls;
	c = c * NSEW + s;
	c = c * NLMUL + l;
	/* a view has no scalar form, _rm or policy: its second type instead;
	 * an indexed access no scalar form or _rm: its index EEW */
	if (fams[in->fam].flags & FL_VIEW)
		c = c * 2 * 2 * NPOL + in->view;
	else if (fams[in->fam].flags & FL_IDX)
		c = c * 2 * 2 * NPOL + in->view * NPOL + in->pol;
	else
		c = ((c * 2 + in->scal) * 2 + in->rmv) * NPOL + in->pol;
	c = c * 8 + (in->nf ? in->nf - 1 : 0);
	ensure(c >= 0 && c < NINSTCODE);
	return c;
}

/* every concrete intrinsic, sorted by name, for lookups */
static struct named { char *name; Inst in; } *names;
static int nnames;

static int
cmpnamed(const void *a, const void *b)
{
	return strcmp(((const struct named *)a)->name, ((const struct named *)b)->name);
}

static void
build_names(void)
{
	static Inst tmp[MAXFAMINST];
	char buf[128];
	int cap = 0;

	for (int f = 0; f < NFAM; f++) {
		int n = fam_insts(f, tmp);

		for (int i = 0; i < n; i++) {
			grow(&names, &cap, nnames + 1, sizeof *names);
			names[nnames].name = xstrdup(inst_name(&tmp[i], buf));
			names[nnames++].in = tmp[i];
		}
	}
	qsort(names, (size_t)nnames, sizeof *names, cmpnamed);
}

int
inst_lookup(const char *name, Inst *out)
{
	char buf[128];
	struct named key, *hit;

	if (strncmp(name, "__riscv_", 8) != 0) {
		if (strlen(name) > 100)
			return 0;
		snprintf(buf, sizeof buf, "__riscv_%s", name);
		name = buf;
	}
	if (!names)
		build_names();
	key.name = (char *)name;
	hit = bsearch(&key, names, (size_t)nnames, sizeof *names, cmpnamed);
	if (hit)
		*out = hit->in;
	return hit != NULL;
}
