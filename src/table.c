/* The family table expanded into concrete intrinsics: names, argument
 * lists and prototypes, all derived from the rows of ops.h. */
#include <string.h>

#include "rif.h"

const Family fams[NFAM] = {
#define FAM(id, name, shape, classes, forms, vs1, rs1, pols, kernel, ext, weight) \
	{name, shape, classes, forms, vs1, rs1, pols, ext, weight},
#include "ops.h"
};

static const struct {
	const char *vsuf, *xsuf;
	int result;
} shapes[NSHAPE] = {
#define X(id, v, x, k) {v, x, k},
	SHAPES(X)
#undef X
};

const char *const pol_suffix[NPOL] = {"", "_m", "_tu", "_tum", "_tumu", "_mu"};
const char *const role_name[NROLE] = {
	"vm", "vd", "vs2", "vs1", "rs1", "v0", "src", "dst", "vs3", "old",
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

static int
cls_of(int bit)
{
	return bit == I ? C_I : C_U;
}

int
inst_args(const Inst *in, Arg out[8])
{
	const Family *f = &fams[in->fam];
	Type vt = tvec(in->cls, in->sew, in->lmul);
	Type mt = tmask(type_lratio(vt));
	Type second = in->scal ? tscal(in->cls, in->sew) : vt;
	int n = 0, sz = 0;

	if (in->scal && f->rs1 == UNS)
		second = tscal(C_U, in->sew);
	else if (in->scal && f->rs1 == SIZE)
		second = tscal(C_U, 64), sz = 1;
	else if (!in->scal && f->vs1 == UNS)
		second = tvec(C_U, in->sew, in->lmul);

#define ARG(r, ty) (out[n++] = (Arg){r, 0, 0, ty})
	if (pol_masked(in->pol))
		ARG(R_VM, mt);
	if (pol_has_vd(in->pol) || f->shape == SH_MAC)
		ARG(R_VD, f->shape == SH_CMP ? mt : vt);
	switch (f->shape) {
	case SH_BIN:
	case SH_CMP:
		ARG(R_VS2, vt);
		ARG(in->scal ? R_RS1 : R_VS1, second);
		break;
	case SH_UN:
		ARG(R_VS2, vt);
		break;
	case SH_MAC:
		ARG(in->scal ? R_RS1 : R_VS1, second);
		ARG(R_VS2, vt);
		break;
	case SH_MERGE:
		ARG(R_VS2, vt);
		ARG(in->scal ? R_RS1 : R_VS1, second);
		ARG(R_V0, mt);
		break;
	case SH_MV:
		ARG(in->scal ? R_RS1 : R_VS1, second);
		break;
	case SH_LD:
		ARG(R_SRC, vt);
		out[n - 1].ptr = 2;
		break;
	case SH_ST:
		ARG(R_DST, vt);
		out[n - 1].ptr = 1;
		ARG(R_VS3, vt);
		break;
	default:
		die("bad shape %d", f->shape);
	}
#undef ARG
	for (int i = 0; i < n; i++)
		if (out[i].role == R_RS1)
			out[i].size_t_ = (uint8_t)sz;
	return n;
}

Type
inst_result(const Inst *in)
{
	Type vt = tvec(in->cls, in->sew, in->lmul);

	if (shapes[fams[in->fam].shape].result == K_MASK)
		return tmask(type_lratio(vt));
	return vt;
}

int
inst_has_role(const Inst *in, int role)
{
	Arg a[8];
	int n = inst_args(in, a);

	if (role == R_OLD)
		return fams[in->fam].shape == SH_ST;
	for (int i = 0; i < n; i++)
		if (a[i].role == role)
			return 1;
	return 0;
}

char *
inst_name(const Inst *in, char *buf)
{
	const Family *f = &fams[in->fam];
	Type vt = tvec(in->cls, in->sew, in->lmul);
	char ts[16], *p = buf;

	p += sprintf(p, "__riscv_%s", f->name);
	if (f->shape == SH_LD || f->shape == SH_ST)
		p += sprintf(p, "%d", in->sew);
	p += sprintf(p, "_%s_%s", in->scal ? shapes[f->shape].xsuf : shapes[f->shape].vsuf,
	    type_suffix(vt, ts));
	if (f->shape == SH_CMP)
		p += sprintf(p, "_b%d", 1 << type_lratio(vt));
	strcpy(p, pol_suffix[in->pol]);
	return buf;
}

static const char *
param_name(const Inst *in, int role)
{
	if (role == R_VS2 && fams[in->fam].shape == SH_UN)
		return "vs";
	if (role == R_SRC || role == R_DST)
		return "rs1";
	return role_name[role];
}

char *
inst_proto(const Inst *in, char *buf)
{
	Arg a[8];
	int n = inst_args(in, a);
	char t[32], *p = buf;

	if (fams[in->fam].shape == SH_ST)
		p += sprintf(p, "void ");
	else
		p += sprintf(p, "%s ", type_cname(inst_result(in), t));
	inst_name(in, p);
	p += strlen(p);
	*p++ = '(';
	for (int i = 0; i < n; i++) {
		if (a[i].ptr)
			p += sprintf(p, "%s%s *", a[i].ptr == 2 ? "const " : "",
			    elem_cname(a[i].t.cls, a[i].t.sew, t));
		else if (a[i].size_t_)
			p += sprintf(p, "size_t ");
		else
			p += sprintf(p, "%s ", type_cname(a[i].t, t));
		p += sprintf(p, "%s, ", param_name(in, a[i].role));
	}
	sprintf(p, "size_t vl);");
	return buf;
}

int
fam_insts(int fi, Inst *out)
{
	const Family *f = &fams[fi];
	int n = 0;

	for (int sew = 8; sew <= 64; sew *= 2)
		for (int lmul = LMUL_MIN; lmul <= LMUL_MAX; lmul++) {
			if (!lmul_legal(sew, lmul))
				continue;
			for (int cb = I; cb <= U; cb <<= 1) {
				if (!(f->classes & cb))
					continue;
				for (int fm = FV; fm <= FX; fm <<= 1) {
					if (!(f->forms & fm))
						continue;
					for (int pol = 0; pol < NPOL; pol++) {
						if (!(f->pols & (1 << pol)))
							continue;
						ensure(n < MAXFAMINST);
						out[n++] = (Inst){(uint16_t)fi, fm == FX, (uint8_t)pol,
						    (uint8_t)cls_of(cb), (uint8_t)sew, (int8_t)lmul};
					}
				}
			}
		}
	return n;
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
	int c = in->fam;

	c = c * 4 + log2i(in->sew) - 3;
	c = c * 7 + in->lmul + 3;
	c = c * 2 + (in->cls == C_U);
	c = c * 2 + in->scal;
	return c * NPOL + in->pol;
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
