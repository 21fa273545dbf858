/* RVV value types: vectors (element class, SEW, LMUL), masks (SEW/LMUL
 * ratio) and scalars, with their C spellings. */
#include <string.h>

#include "rif.h"

static const char *const lmuls[] = {"mf8", "mf4", "mf2", "m1", "m2", "m4", "m8"};

Type
tvec(int cls, int sew, int lmul)
{
	return (Type){K_VEC, (uint8_t)cls, (uint8_t)sew, (int8_t)lmul, 0};
}

Type
tmask(int lratio)
{
	return (Type){K_MASK, 0, 0, (int8_t)lratio, 0};
}

Type
tscal(int cls, int sew)
{
	return (Type){K_SCAL, (uint8_t)cls, (uint8_t)sew, 0, 0};
}

Type
ttup(Type field, int nf)
{
	return (Type){K_TUP, field.cls, field.sew, field.lmul, (uint8_t)nf};
}

Type
tfield(Type tuple)
{
	return tvec(tuple.cls, tuple.sew, tuple.lmul);
}

int
type_eq(Type a, Type b)
{
	return a.kind == b.kind && a.cls == b.cls && a.sew == b.sew && a.lmul == b.lmul && a.nf == b.nf;
}

int
log2i(unsigned x)
{
	int n = 0;

	while (x > 1) {
		x >>= 1;
		n++;
	}
	return n;
}

int
type_code(Type t)
{
	int s = log2i(t.sew) - 3, l = t.lmul - LMUL_MIN, c;

	switch (t.kind) {
	case K_VEC: case K_TUP:
		ensure(t.cls < NVCLS && s >= 0 && s < NSEW && l >= 0 && l < NLMUL && t.nf <= 8);
		c = ((t.cls * NSEW + s) * NLMUL + l) * 8 + (t.kind == K_TUP ? t.nf - 1 : 0);
		break;
	case K_MASK:
		ensure(t.lmul >= 0 && t.lmul < NLMUL);
		c = NVCLS * NSEW * NLMUL * 8 + t.lmul;
		break;
	case K_SCAL:
		ensure(t.cls < NVCLS && s >= 0 && s < NSEW);
		c = NVCLS * NSEW * NLMUL * 8 + NLMUL + t.cls * NSEW + s;
		break;
	default:
		die("bad type kind %d", t.kind);
	}
	ensure(c >= 0 && c < NTYPECODE);
	return c;
}

int
type_lratio(Type t)
{
	if (t.kind == K_MASK)
		return t.lmul;
	ensure(t.kind == K_VEC || t.kind == K_TUP);
	return log2i(t.sew) - t.lmul;
}

int
lmul_legal(int sew, int lmul)
{
	return lmul <= LMUL_MAX && lmul >= log2i((unsigned)sew) - 6 && lmul >= LMUL_MIN;
}

const char *
lmul_name(int lmul)
{
	ensure(lmul >= LMUL_MIN && lmul <= LMUL_MAX);
	return lmuls[lmul + 3];
}

int
lmul_parse(const char *s)
{
	for (int i = 0; i < 7; i++)
		if (strcmp(s, lmuls[i]) == 0)
			return i - 3;
	return -99;
}

uint64_t
sew_mask(int sew)
{
	return sew >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << sew) - 1;
}

static const char *
cls_letter(int cls)
{
	return cls == C_I ? "i" : cls == C_U ? "u" : "f";
}

char *
elem_cname(int cls, int sew, char *buf)
{
	if (cls == C_F)
		strcpy(buf, sew == 16 ? "_Float16" : sew == 32 ? "float" : "double");
	else
		sprintf(buf, "%sint%d_t", cls == C_U ? "u" : "", sew);
	return buf;
}

char *
type_suffix(Type t, char *buf)
{
	switch (t.kind) {
	case K_VEC:
		sprintf(buf, "%s%d%s", cls_letter(t.cls), t.sew, lmul_name(t.lmul));
		break;
	case K_TUP:
		sprintf(buf, "%s%d%sx%d", cls_letter(t.cls), t.sew, lmul_name(t.lmul), t.nf);
		break;
	case K_MASK:
		sprintf(buf, "b%d", 1 << t.lmul);
		break;
	default:
		sprintf(buf, "%s%d", cls_letter(t.cls), t.sew);
	}
	return buf;
}

char *
type_cname(Type t, char *buf)
{
	static const char *const base[] = {"int", "uint", "float"};

	switch (t.kind) {
	case K_VEC:
		sprintf(buf, "v%s%d%s_t", base[t.cls], t.sew, lmul_name(t.lmul));
		break;
	case K_TUP:
		sprintf(buf, "v%s%d%sx%d_t", base[t.cls], t.sew, lmul_name(t.lmul), t.nf);
		break;
	case K_MASK:
		sprintf(buf, "vbool%d_t", 1 << t.lmul);
		break;
	default:
		elem_cname(t.cls, t.sew, buf);
	}
	return buf;
}
