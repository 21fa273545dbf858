/* Unit tests of rif's model and tables.  Every expectation here was worked
 * out by hand from the RVV 1.0 spec, not computed by rif. */
#include <ctype.h>
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rif.h"

static int npass, nfail;

static void
expect(const char *what, uint64_t got, uint64_t want)
{
	if (got == want) {
		npass++;
		return;
	}
	nfail++;
	printf("FAIL %s: got 0x%llx, want 0x%llx\n", what, (unsigned long long)got,
	    (unsigned long long)want);
}

/* kernel case: family, sew, a (vs2), b (vs1/rs1), c (vd), v0 bit, expected */
static const struct kcase {
	int fam, sew;
	uint64_t a, b, c;
	unsigned m;
	uint64_t want;
	const char *note;
} kcases[] = {
	{F_VADD, 8, 0x7f, 0x01, 0, 0, 0x80, "signed overflow wraps"},
	{F_VADD, 8, 0xff, 0x01, 0, 0, 0x00, "carry out is dropped"},
	{F_VADD, 64, 0xffffffffffffffff, 2, 0, 0, 1, "64-bit wrap"},
	{F_VSUB, 8, 0x00, 0x01, 0, 0, 0xff, "0 - 1"},
	{F_VSUB, 16, 0x8000, 0x0001, 0, 0, 0x7fff, "MIN - 1"},
	{F_VRSUB, 8, 3, 1, 0, 0, 0xfe, "rs1 - vs2 = 1 - 3"},
	{F_VNEG, 8, 0x80, 0, 0, 0, 0x80, "-MIN = MIN"},
	{F_VNEG, 32, 1, 0, 0, 0, 0xffffffff, "-1"},
	{F_VAND, 8, 0xf0, 0x3c, 0, 0, 0x30, "and"},
	{F_VOR, 8, 0xf0, 0x0f, 0, 0, 0xff, "or"},
	{F_VXOR, 16, 0xff00, 0x0ff0, 0, 0, 0xf0f0, "xor"},
	{F_VNOT, 8, 0x0f, 0, 0, 0, 0xf0, "not"},
	{F_VNOT, 64, 0, 0, 0, 0, 0xffffffffffffffff, "not 0"},
	{F_VSLL, 8, 1, 9, 0, 0, 2, "shift amount 9 mod 8 = 1"},
	{F_VSLL, 32, 1, 33, 0, 0, 2, "shift amount 33 mod 32"},
	{F_VSLL, 64, 1, 63, 0, 0, 0x8000000000000000, "shift by 63"},
	{F_VSLL, 64, 1, 64, 0, 0, 1, "shift amount 64 mod 64 = 0"},
	{F_VSLL, 8, 0x81, 1, 0, 0, 0x02, "bits shifted out"},
	{F_VSRL, 8, 0x80, 7, 0, 0, 0x01, "logical right"},
	{F_VSRL, 8, 0x80, 15, 0, 0, 0x01, "15 mod 8 = 7"},
	{F_VSRL, 16, 0x8000, 16, 0, 0, 0x8000, "16 mod 16 = 0"},
	{F_VSRA, 8, 0x80, 7, 0, 0, 0xff, "arithmetic right of MIN"},
	{F_VSRA, 8, 0x80, 1, 0, 0, 0xc0, "sign fill"},
	{F_VSRA, 8, 0x40, 1, 0, 0, 0x20, "positive"},
	{F_VSRA, 64, 0x8000000000000000, 63, 0, 0, 0xffffffffffffffff, "64-bit sign fill"},
	{F_VSRA, 64, 0x8000000000000000, 64, 0, 0, 0x8000000000000000, "64 mod 64 = 0"},
	{F_VSRA, 32, 0xfffffff0, 2, 0, 0, 0xfffffffc, "-16 >> 2 = -4"},
	{F_VMIN, 8, 0x80, 0x7f, 0, 0, 0x80, "signed min"},
	{F_VMINU, 8, 0x80, 0x7f, 0, 0, 0x7f, "unsigned min"},
	{F_VMAX, 8, 0x80, 0x7f, 0, 0, 0x7f, "signed max"},
	{F_VMAXU, 8, 0x80, 0x7f, 0, 0, 0x80, "unsigned max"},
	{F_VMIN, 8, 0xff, 0x01, 0, 0, 0xff, "min(-1, 1)"},
	{F_VMAX, 64, 0x8000000000000000, 0xffffffffffffffff, 0, 0, 0xffffffffffffffff, "max(MIN, -1)"},
	{F_VMUL, 8, 0x10, 0x10, 0, 0, 0x00, "0x100 truncated"},
	{F_VMUL, 8, 0xff, 0xff, 0, 0, 0x01, "0xfe01 truncated"},
	{F_VMUL, 64, 0x100000000, 0x100000000, 0, 0, 0, "2^64 truncated"},
	{F_VMULH, 8, 0x80, 0x80, 0, 0, 0x40, "-128 * -128 = 0x4000"},
	{F_VMULH, 8, 0xff, 0x01, 0, 0, 0xff, "-1 * 1 = 0xffff"},
	{F_VMULH, 8, 0x7f, 0x7f, 0, 0, 0x3f, "127 * 127 = 0x3f01"},
	{F_VMULH, 32, 0x80000000, 0x80000000, 0, 0, 0x40000000, "MIN * MIN"},
	{F_VMULH, 32, 0x7fffffff, 0x80000000, 0, 0, 0xc0000000, "MAX * MIN = 0xc000000080000000"},
	{F_VMULH, 64, 0xffffffffffffffff, 0xffffffffffffffff, 0, 0, 0, "-1 * -1 = 1"},
	{F_VMULH, 64, 0x8000000000000000, 0x8000000000000000, 0, 0, 0x4000000000000000, "2^126"},
	{F_VMULH, 64, 0x8000000000000000, 1, 0, 0, 0xffffffffffffffff, "MIN * 1"},
	{F_VMULHU, 8, 0xff, 0xff, 0, 0, 0xfe, "255 * 255 = 0xfe01"},
	{F_VMULHU, 64, 0xffffffffffffffff, 0xffffffffffffffff, 0, 0, 0xfffffffffffffffe, "(2^64-1)^2"},
	{F_VMULHU, 64, 0x100000000, 0x100000000, 0, 0, 1, "2^64"},
	{F_VMULHSU, 8, 0xff, 0xff, 0, 0, 0xff, "-1 * 255 = 0xff01"},
	{F_VMULHSU, 8, 0x80, 0x80, 0, 0, 0xc0, "-128 * 128 = 0xc000"},
	{F_VMULHSU, 8, 0x7f, 0xff, 0, 0, 0x7e, "127 * 255 = 0x7e81"},
	{F_VMULHSU, 16, 0xffff, 0x0001, 0, 0, 0xffff, "-1 * 1"},
	{F_VMULHSU, 64, 0xffffffffffffffff, 0xffffffffffffffff, 0, 0, 0xffffffffffffffff, "-1 * (2^64-1)"},
	{F_VMULHSU, 64, 0x8000000000000000, 0xffffffffffffffff, 0, 0, 0x8000000000000000, "MIN * (2^64-1)"},
	{F_VDIV, 8, 7, 2, 0, 0, 3, "7 / 2"},
	{F_VDIV, 8, 0xf9, 2, 0, 0, 0xfd, "-7 / 2 = -3"},
	{F_VDIV, 8, 7, 0xfe, 0, 0, 0xfd, "7 / -2 = -3"},
	{F_VDIV, 8, 0xf9, 0xfe, 0, 0, 3, "-7 / -2 = 3"},
	{F_VDIV, 8, 5, 0, 0, 0, 0xff, "x / 0 = -1"},
	{F_VDIV, 8, 0x80, 0xff, 0, 0, 0x80, "MIN / -1 = MIN"},
	{F_VDIV, 64, 0x8000000000000000, 0xffffffffffffffff, 0, 0, 0x8000000000000000, "MIN64 / -1"},
	{F_VDIV, 16, 0x8000, 0x0002, 0, 0, 0xc000, "MIN / 2"},
	{F_VDIVU, 8, 0xff, 0, 0, 0, 0xff, "x / 0 = all ones"},
	{F_VDIVU, 8, 200, 7, 0, 0, 28, "200 / 7"},
	{F_VDIVU, 64, 0xffffffffffffffff, 0xfffffffffffffffe, 0, 0, 1, "large"},
	{F_VREM, 8, 0xf9, 2, 0, 0, 0xff, "-7 % 2 = -1"},
	{F_VREM, 8, 7, 0xfe, 0, 0, 1, "7 % -2 = 1"},
	{F_VREM, 8, 0x85, 0, 0, 0, 0x85, "x % 0 = x"},
	{F_VREM, 8, 0x80, 0xff, 0, 0, 0, "MIN % -1 = 0"},
	{F_VREM, 64, 0x8000000000000000, 0xffffffffffffffff, 0, 0, 0, "MIN64 % -1"},
	{F_VREMU, 8, 200, 7, 0, 0, 4, "200 % 7"},
	{F_VREMU, 16, 0xabcd, 0, 0, 0, 0xabcd, "x % 0 = x"},
	{F_VMACC, 8, 3, 2, 1, 0, 7, "1 + 2 * 3"},
	{F_VMACC, 8, 0x10, 0x10, 0xff, 0, 0xff, "0xff + 0x100"},
	{F_VNMSAC, 8, 1, 2, 1, 0, 0xff, "1 - 2 * 1"},
	{F_VMADD, 8, 5, 3, 4, 0, 0x11, "3 * 4 + 5"},
	{F_VNMSUB, 8, 5, 3, 4, 0, 0xf9, "5 - 3 * 4"},
	{F_VMADD, 32, 1, 0x10000, 0x10000, 0, 1, "2^32 + 1 truncated"},
	{F_VMERGE, 8, 0x11, 0x22, 0, 1, 0x22, "v0 = 1 takes vs1"},
	{F_VMERGE, 8, 0x11, 0x22, 0, 0, 0x11, "v0 = 0 takes vs2"},
	{F_VMV, 16, 0x1111, 0x2222, 0, 0, 0x2222, "vmv takes vs1 / rs1"},
	{F_VMSEQ, 8, 0x80, 0x80, 0, 0, 1, "equal"},
	{F_VMSNE, 8, 0x80, 0x80, 0, 0, 0, "not not-equal"},
	{F_VMSLT, 8, 0x80, 0x7f, 0, 0, 1, "-128 < 127"},
	{F_VMSLTU, 8, 0x80, 0x7f, 0, 0, 0, "128 < 127 unsigned"},
	{F_VMSLE, 8, 0x05, 0x05, 0, 0, 1, "5 <= 5"},
	{F_VMSLE, 8, 0x00, 0xff, 0, 0, 0, "0 <= -1"},
	{F_VMSLEU, 8, 0x00, 0xff, 0, 0, 1, "0 <= 255"},
	{F_VMSGT, 8, 0x7f, 0x80, 0, 0, 1, "127 > -128"},
	{F_VMSGTU, 8, 0x7f, 0x80, 0, 0, 0, "127 > 128 unsigned"},
	{F_VMSGE, 8, 0x80, 0x80, 0, 0, 1, "MIN >= MIN"},
	{F_VMSGE, 64, 0xffffffffffffffff, 0, 0, 0, 0, "-1 >= 0"},
	{F_VMSGEU, 8, 0, 1, 0, 0, 0, "0 >= 1"},
	{F_VMSGEU, 64, 0xffffffffffffffff, 0, 0, 0, 1, "max >= 0"},
};

static void
test_kernels(void)
{
	for (size_t i = 0; i < NELEM(kcases); i++) {
		const struct kcase *k = &kcases[i];
		Elt e = {k->a, k->b, k->c, k->m, k->sew, k->sew, k->sew, RM_RNE};
		char what[128];

		snprintf(what, sizeof what, "%s sew %d: %s", fams[k->fam].name, k->sew, k->note);
		expect(what, model_kernel(k->fam, &e), k->want);
	}
}

/* floating point, and integer ops whose operands differ in width: family,
 * SEW (of B, or of a reduction's result), widths of a and b, rounding mode,
 * a, b, c, expected bits */
static const struct fcase {
	int fam, sew, asew, bsew, rm;
	uint64_t a, b, c, want;
	const char *note;
} fcases[] = {
	{F_VFADD, 32, 32, 32, RM_RNE, 0x3f800000, 0x33800000, 0, 0x3f800000, "1 + 2^-24: tie to even"},
	{F_VFADD, 32, 32, 32, RM_RUP, 0x3f800000, 0x33800000, 0, 0x3f800001, "1 + 2^-24 rounded up"},
	{F_VFADD, 32, 32, 32, RM_RMM, 0x3f800000, 0x33800000, 0, 0x3f800001, "1 + 2^-24: tie away"},
	{F_VFADD, 32, 32, 32, RM_RTZ, 0x3f800000, 0x33800000, 0, 0x3f800000, "1 + 2^-24 truncated"},
	{F_VFADD, 16, 16, 16, RM_RNE, 0x7bff, 0x4c00, 0, 0x7c00, "65504 + 16 overflows to inf"},
	{F_VFADD, 16, 16, 16, RM_RTZ, 0x7bff, 0x4c00, 0, 0x7bff, "65504 + 16 stays finite in RTZ"},
	{F_VFSUB, 32, 32, 32, RM_RDN, 0x3fc00000, 0x3fc00000, 0, 0x80000000, "x - x = -0 in RDN"},
	{F_VFSUB, 32, 32, 32, RM_RNE, 0x3fc00000, 0x3fc00000, 0, 0x00000000, "x - x = +0 in RNE"},
	{F_VFRDIV, 32, 32, 32, RM_RNE, 0x40000000, 0x3f800000, 0, 0x3f000000, "1 / 2"},
	{F_VFADD, 64, 64, 64, RM_RNE, 0x7ff0000000000001, 0x3ff0000000000000, 0, 0x7ff8000000000000, "sNaN + 1 = canonical NaN"},
	{F_VFMACC, 32, 32, 32, RM_RNE, 0x40400000, 0x40000000, 0x3f800000, 0x40e00000, "1 + 2 * 3"},
	{F_VFNMACC, 32, 32, 32, RM_RNE, 0x40400000, 0x40000000, 0x3f800000, 0xc0e00000, "-(2 * 3) - 1"},
	{F_VFMSAC, 32, 32, 32, RM_RNE, 0x40400000, 0x40000000, 0x3f800000, 0x40a00000, "2 * 3 - 1"},
	{F_VFNMSAC, 32, 32, 32, RM_RNE, 0x40400000, 0x40000000, 0x3f800000, 0xc0a00000, "-(2 * 3) + 1"},
	{F_VFMADD, 32, 32, 32, RM_RNE, 0x40400000, 0x40000000, 0x3f800000, 0x40a00000, "2 * 1 + 3"},
	{F_VFNMADD, 32, 32, 32, RM_RNE, 0x40400000, 0x40000000, 0x3f800000, 0xc0a00000, "-(2 * 1) - 3"},
	{F_VFMSUB, 32, 32, 32, RM_RNE, 0x40400000, 0x40000000, 0x3f800000, 0xbf800000, "2 * 1 - 3"},
	{F_VFNMSUB, 32, 32, 32, RM_RNE, 0x40400000, 0x40000000, 0x3f800000, 0x3f800000, "-(2 * 1) + 3"},
	{F_VFMIN, 32, 32, 32, RM_RNE, 0x80000000, 0x00000000, 0, 0x80000000, "min(-0, +0) = -0"},
	{F_VFMAX, 32, 32, 32, RM_RNE, 0x80000000, 0x00000000, 0, 0x00000000, "max(-0, +0) = +0"},
	{F_VFMIN, 32, 32, 32, RM_RNE, 0x7fc00000, 0x3f800000, 0, 0x3f800000, "min(NaN, 1) = 1"},
	{F_VFMAX, 32, 32, 32, RM_RNE, 0x7f800001, 0x7fc00001, 0, 0x7fc00000, "max(sNaN, qNaN) = canonical"},
	{F_VFSGNJN, 32, 32, 32, RM_RNE, 0x3f800000, 0x3f800000, 0, 0xbf800000, "1 with the sign of -1"},
	{F_VFSGNJX, 32, 32, 32, RM_RNE, 0xbf800000, 0xc0000000, 0, 0x3f800000, "-1 xor the sign of -2"},
	{F_VFNEG, 64, 64, 64, RM_RNE, 0x7ff0000000000001, 0, 0, 0xfff0000000000001, "-sNaN keeps its payload"},
	{F_VFCLASS, 32, 32, 32, RM_RNE, 0x7f800000, 0, 0, 0x80, "class of +inf"},
	{F_VFCLASS, 32, 32, 32, RM_RNE, 0x7f800001, 0, 0, 0x100, "class of sNaN"},
	{F_VFCLASS, 16, 16, 16, RM_RNE, 0x8000, 0, 0, 0x8, "class of -0"},
	{F_VFCLASS, 64, 64, 64, RM_RNE, 1, 0, 0, 0x20, "class of a positive subnormal"},
	{F_VMFEQ, 32, 32, 32, RM_RNE, 0x7fc00000, 0x7fc00000, 0, 0, "NaN == NaN is false"},
	{F_VMFNE, 32, 32, 32, RM_RNE, 0x7fc00000, 0x7fc00000, 0, 1, "NaN != NaN"},
	{F_VMFLE, 32, 32, 32, RM_RNE, 0x80000000, 0x00000000, 0, 1, "-0 <= +0"},
	{F_VMFLT, 32, 32, 32, RM_RNE, 0x80000000, 0x00000000, 0, 0, "-0 < +0 is false"},
	{F_VMFGT, 32, 32, 32, RM_RNE, 0x40000000, 0x3f800000, 0, 1, "2 > 1"},
	{F_VFCVT_X_F, 32, 32, 0, RM_RNE, 0x40200000, 0, 0, 2, "2.5 to even"},
	{F_VFCVT_X_F, 32, 32, 0, RM_RMM, 0x40200000, 0, 0, 3, "2.5 away from zero"},
	{F_VFCVT_X_F, 32, 32, 0, RM_RMM, 0xc0200000, 0, 0, 0xfffffffd, "-2.5 away from zero"},
	{F_VFCVT_X_F, 32, 32, 0, RM_RDN, 0xc0200000, 0, 0, 0xfffffffd, "-2.5 down"},
	{F_VFCVT_X_F, 32, 32, 0, RM_RNE, 0x7fc00000, 0, 0, 0x7fffffff, "NaN to the largest integer"},
	{F_VFCVT_X_F, 32, 32, 0, RM_RNE, 0xff800000, 0, 0, 0x80000000, "-inf to the smallest"},
	{F_VFCVT_X_F, 32, 32, 0, RM_RNE, 0x501502f9, 0, 0, 0x7fffffff, "1e10 saturates"},
	{F_VFCVT_XU_F, 32, 32, 0, RM_RTZ, 0xbfc00000, 0, 0, 0, "-1.5 to unsigned is 0"},
	{F_VFNCVT_ROD_F_F, 32, 64, 0, RM_ROD, 0x3ff0000000400000, 0, 0, 0x3f800001, "1 + 2^-30 to odd"},
	{F_VFNCVT_F_F, 32, 64, 0, RM_RNE, 0x3ff0000000400000, 0, 0, 0x3f800000, "1 + 2^-30 to nearest"},
	{F_VFWCVT_F_X, 16, 8, 0, RM_RNE, 0x80, 0, 0, 0xd800, "-128 to f16"},
	{F_VFWCVT_F_F, 64, 32, 0, RM_RNE, 0x7f800001, 0, 0, 0x7ff8000000000000, "widened sNaN is canonical"},
	{F_VFWADD, 32, 16, 16, RM_RNE, 0x3c00, 0x0001, 0, 0x3f800000, "f16 1 + 2^-24 in f32: tie to even"},
	{F_VFWADD, 32, 16, 16, RM_RUP, 0x3c00, 0x0001, 0, 0x3f800001, "f16 1 + 2^-24 in f32 rounded up"},
	{F_VFWMACC, 64, 32, 32, RM_RNE, 0x3f800001, 0x3f800001, 0xbff0000000000000, 0x3e90000010000000, "(1+2^-23)^2 - 1 = 2^-22 + 2^-46"},
	/* widening integer: narrow operands are sign- or zero-extended first */
	{F_VWADD, 16, 8, 8, RM_RNE, 0xff, 0x80, 0, 0xff7f, "-1 + -128 = -129"},
	{F_VWADD, 64, 32, 32, RM_RNE, 0x80000000, 0x80000000, 0, 0xffffffff00000000, "MIN + MIN = -2^32"},
	{F_VWADDU, 16, 8, 8, RM_RNE, 0xff, 0xff, 0, 0x1fe, "255 + 255 = 510"},
	{F_VWADDW, 16, 16, 8, RM_RNE, 0x0001, 0xff, 0, 0x0000, "1 + -1 (b narrow)"},
	{F_VWADDUW, 16, 16, 8, RM_RNE, 0xffff, 0xff, 0, 0x00fe, "65535 + 255 wraps"},
	{F_VWSUB, 16, 8, 8, RM_RNE, 0x80, 0x7f, 0, 0xff01, "-128 - 127 = -255"},
	{F_VWSUBU, 16, 8, 8, RM_RNE, 0x00, 0xff, 0, 0xff01, "0 - 255 wraps"},
	{F_VWSUBW, 32, 32, 16, RM_RNE, 0x00000000, 0x8000, 0, 0x00008000, "0 - -32768"},
	{F_VWMUL, 16, 8, 8, RM_RNE, 0x80, 0x80, 0, 0x4000, "-128 * -128 = 16384"},
	{F_VWMUL, 16, 8, 8, RM_RNE, 0x80, 0x7f, 0, 0xc080, "-128 * 127 = -16256"},
	{F_VWMUL, 64, 32, 32, RM_RNE, 0x80000000, 0x80000000, 0, 0x4000000000000000, "MIN * MIN = 2^62"},
	{F_VWMULU, 16, 8, 8, RM_RNE, 0xff, 0xff, 0, 0xfe01, "255 * 255"},
	{F_VWMULU, 64, 32, 32, RM_RNE, 0xffffffff, 0xffffffff, 0, 0xfffffffe00000001, "(2^32-1)^2"},
	{F_VWMULSU, 16, 8, 8, RM_RNE, 0xff, 0xff, 0, 0xff01, "signed -1 * unsigned 255 = -255"},
	{F_VWMULSU, 16, 8, 8, RM_RNE, 0x7f, 0x80, 0, 0x3f80, "127 * unsigned 128"},
	{F_VWMACC, 16, 8, 8, RM_RNE, 0x02, 0xff, 0x0001, 0xffff, "1 + -1 * 2 = -1"},
	{F_VWMACCU, 16, 8, 8, RM_RNE, 0xff, 0xff, 0x01ff, 0x0000, "511 + 255 * 255 wraps to 0"},
	{F_VWMACCSU, 16, 8, 8, RM_RNE, 0xff, 0xff, 0, 0xff01, "signed b -1 * unsigned a 255"},
	{F_VWMACCUS, 16, 8, 8, RM_RNE, 0xff, 0xff, 0, 0xff01, "unsigned b 255 * signed a -1"},
	{F_VWMACCUS, 16, 8, 8, RM_RNE, 0x7f, 0x80, 0x0100, 0x4080, "256 + 128 * 127"},
	{F_VSEXT2, 16, 8, 0, RM_RNE, 0x80, 0, 0, 0xff80, "sext -128"},
	{F_VSEXT4, 32, 8, 0, RM_RNE, 0x80, 0, 0, 0xffffff80, "sext -128 to 32 bits"},
	{F_VSEXT8, 64, 8, 0, RM_RNE, 0xfe, 0, 0, 0xfffffffffffffffe, "sext -2 to 64 bits"},
	{F_VSEXT4, 64, 16, 0, RM_RNE, 0x7fff, 0, 0, 0x7fff, "sext a positive value"},
	{F_VZEXT8, 64, 8, 0, RM_RNE, 0xfe, 0, 0, 0xfe, "zext 254"},
	{F_VWCVT, 32, 16, 0, RM_RNE, 0x8000, 0, 0, 0xffff8000, "vwcvt -32768"},
	{F_VWCVTU, 32, 16, 0, RM_RNE, 0x8000, 0, 0, 0x8000, "vwcvtu 32768"},
	/* narrowing: a is twice as wide, the shift amount is b modulo 2*SEW */
	{F_VNSRL, 8, 16, 8, RM_RNE, 0xabcd, 4, 0, 0xbc, "0xabcd >> 4, low byte"},
	{F_VNSRL, 8, 16, 8, RM_RNE, 0xabcd, 20, 0, 0xbc, "shift 20 mod 16 = 4"},
	{F_VNSRL, 8, 16, 64, RM_RNE, 0xabcd, 16, 0, 0xcd, "shift 16 mod 16 = 0 (not 16 mod 8)"},
	{F_VNSRL, 32, 64, 64, RM_RNE, 0x8000000000000000, 63, 0, 1, "64-bit source >> 63"},
	{F_VNSRA, 8, 16, 8, RM_RNE, 0x8000, 8, 0, 0x80, "0x8000 >> 8 = 0xff80, low byte"},
	{F_VNSRA, 8, 16, 8, RM_RNE, 0x8000, 15, 0, 0xff, "sign fill"},
	{F_VNSRA, 8, 16, 8, RM_RNE, 0x4000, 15, 0, 0x00, "positive"},
	{F_VNSRA, 32, 64, 64, RM_RNE, 0x8000000000000000, 63, 0, 0xffffffff, "64-bit sign fill"},
	{F_VNSRA, 32, 64, 64, RM_RNE, 0x8000000000000000, 64, 0, 0x00000000, "shift 64 mod 64 = 0"},
	{F_VNCVT, 8, 16, 0, RM_RNE, 0x1234, 0, 0, 0x34, "low byte"},
	/* reduction steps: b is the accumulator, a the next element */
	{F_VREDSUM, 8, 8, 8, RM_RNE, 0x02, 0xff, 0, 0x01, "-1 + 2 wraps"},
	{F_VREDMAX, 8, 8, 8, RM_RNE, 0x80, 0x7f, 0, 0x7f, "signed max(127, -128)"},
	{F_VREDMAXU, 8, 8, 8, RM_RNE, 0x80, 0x7f, 0, 0x80, "unsigned max(127, 128)"},
	{F_VREDMINU, 8, 8, 8, RM_RNE, 0x80, 0x7f, 0, 0x7f, "unsigned min"},
	{F_VREDAND, 16, 16, 16, RM_RNE, 0xff0f, 0x0ff0, 0, 0x0f00, "and"},
	{F_VWREDSUM, 16, 8, 16, RM_RNE, 0xff, 0x0000, 0, 0xffff, "0 + sext(-1)"},
	{F_VWREDSUM, 16, 8, 16, RM_RNE, 0x80, 0x8000, 0, 0x7f80, "-32768 + -128 wraps"},
	{F_VWREDSUMU, 16, 8, 16, RM_RNE, 0xff, 0x0000, 0, 0x00ff, "0 + zext(255)"},
};

static void
test_float_kernels(void)
{
	for (size_t i = 0; i < NELEM(fcases); i++) {
		const struct fcase *k = &fcases[i];
		Elt e = {k->a, k->b, k->c, 0, k->sew, k->asew, k->bsew, k->rm};
		char what[160];

		snprintf(what, sizeof what, "%s sew %d: %s", fams[k->fam].name, k->sew, k->note);
		expect(what, model_kernel(k->fam, &e), k->want);
	}
}

/* The shared loop: a graph of hand-built values around one op. */
static Graph *
mkgraph(uint32_t len)
{
	Graph *g = xcalloc(1, sizeof *g);

	g->ar = arena_new();
	g->len = len;
	g->npart = 1;
	g->part = arena_alloc(g->ar, sizeof *g->part);
	g->part[0] = (Part){.shape = SHP_BLOCK, .len = len};
	return g;
}

/* a value of type t; d and st may be NULL (zeros / all known) */
static int
mkval(Graph *g, Type t, const uint64_t *d, const char *st)
{
	int id = g->nv;
	uint32_t n = t.kind == K_SCAL ? 1 : g->len * (t.kind == K_TUP ? t.nf : 1u);

	grow(&g->v, &g->capv, g->nv + 1, sizeof *g->v);
	memset(&g->v[id], 0, sizeof g->v[id]);
	g->v[id].t = t;
	g->v[id].def = -1;
	g->v[id].d = arena_alloc(g->ar, n * sizeof(uint64_t));
	g->v[id].st = arena_alloc(g->ar, n);
	for (uint32_t i = 0; i < n; i++) {
		g->v[id].d[i] = d ? d[i] : 0;
		g->v[id].st[i] = st ? (uint8_t)(st[i] - '0') : ST_OK;
	}
	g->nv++;
	return id;
}

/* run `name` on args; want: expected d and st ("0" ok, "1" agnostic, "2" unknown) */
static void
loopcase(const char *what, Graph *g, const char *name, const int *roles, const int *vals,
    int nargs, uint32_t n, const uint64_t *want, const char *wantst)
{
	Op o;
	char buf[256];

	memset(&o, 0, sizeof o);
	for (int r = 0; r < NROLE; r++)
		o.arg[r] = -1;
	if (!inst_lookup(name, &o.in)) {
		nfail++;
		printf("FAIL %s: no intrinsic %s\n", what, name);
		return;
	}
	for (int k = 0; k < nargs; k++)
		o.arg[roles[k]] = vals[k];
	o.n = n;
	o.out = mkval(g, inst_result(&o.in), NULL, NULL);
	model_apply(g, &o);
	for (uint32_t i = 0; i < g->len; i++) {
		Value *v = &g->v[o.out];

		snprintf(buf, sizeof buf, "%s: status of element %u", what, i);
		expect(buf, v->st[i], (uint64_t)(wantst[i] - '0'));
		if (v->st[i] != ST_UNK && wantst[i] != '2') {
			snprintf(buf, sizeof buf, "%s: element %u", what, i);
			expect(buf, v->d[i], want[i]);
		}
	}
}

static void
test_loop(void)
{
	Graph *g = mkgraph(4);
	Type t = tvec(C_I, 8, -3), m = tmask(6);
	static const uint64_t mk[] = {1, 0, 1, 1}, vd[] = {10, 11, 12, 13};
	static const uint64_t a[] = {1, 2, 3, 4}, b[] = {1, 1, 1, 1};
	int vm = mkval(g, m, mk, NULL), d = mkval(g, t, vd, NULL);
	int va = mkval(g, t, a, NULL), vb = mkval(g, t, b, NULL);
	int ua = mkval(g, t, a, "0200");          /* element 1 unknown */
	int um = mkval(g, m, mk, "2000");         /* mask bit 0 unknown */

	/* vl = 3: element 3 is the tail; mask 1,0,1: element 1 is masked off */
	{
		int r[] = {R_VM, R_VD, R_VS2, R_VS1}, v[] = {vm, d, va, vb};
		static const uint64_t w[] = {2, 11, 4, 13};

		loopcase("tumu", g, "vadd_vv_i8mf8_tumu", r, v, 4, 3, w, "0000");
		loopcase("tum", g, "vadd_vv_i8mf8_tum", r, v, 4, 3, w, "0100");
		loopcase("mu", g, "vadd_vv_i8mf8_mu", r, v, 4, 3, w, "0001");
	}
	{
		int r[] = {R_VM, R_VS2, R_VS1}, v[] = {vm, va, vb};
		static const uint64_t w[] = {2, 0, 4, 0};

		loopcase("_m: no undisturbed value", g, "vadd_vv_i8mf8_m", r, v, 3, 3, w, "0202");
	}
	{
		int r[] = {R_VD, R_VS2, R_VS1}, v[] = {d, va, vb};
		static const uint64_t w[] = {2, 3, 12, 13};

		loopcase("tu", g, "vadd_vv_i8mf8_tu", r, v, 3, 2, w, "0000");
	}
	{
		int r[] = {R_VS2, R_VS1}, v[] = {va, vb};
		static const uint64_t w[] = {2, 3, 0, 0};

		loopcase("ta", g, "vadd_vv_i8mf8", r, v, 2, 2, w, "0022");
	}
	{
		int r[] = {R_VD, R_VS2, R_VS1}, v[] = {d, va, vb};
		static const uint64_t w[] = {10, 11, 12, 13};

		loopcase("tu with vl = 0", g, "vadd_vv_i8mf8_tu", r, v, 3, 0, w, "0000");
	}
	{
		int r[] = {R_VS2, R_VS1}, v[] = {ua, vb};
		static const uint64_t w[] = {2, 0, 4, 5};

		loopcase("unknown operand", g, "vadd_vv_i8mf8", r, v, 2, 4, w, "0200");
	}
	{
		int r[] = {R_VM, R_VD, R_VS2, R_VS1}, v[] = {um, d, va, vb};
		static const uint64_t w[] = {0, 11, 4, 5};

		loopcase("unknown mask bit", g, "vadd_vv_i8mf8_tumu", r, v, 4, 4, w, "2000");
	}
	{
		/* the accumulator is vd: vmacc's tail is agnostic with vd known */
		int r[] = {R_VD, R_VS1, R_VS2}, v[] = {d, vb, va};
		static const uint64_t w[] = {11, 13, 12, 13};

		loopcase("vmacc ta", g, "vmacc_vv_i8mf8", r, v, 3, 2, w, "0011");
	}
	{
		int r[] = {R_VM, R_VD, R_VS1, R_VS2}, v[] = {vm, d, vb, va};
		static const uint64_t w[] = {11, 11, 15, 13};

		loopcase("vmacc _m", g, "vmacc_vv_i8mf8_m", r, v, 4, 3, w, "0101");
	}
	{
		/* compares: masked-off under mu keep vd; the tail is always unknown */
		static const uint64_t md[] = {0, 1, 0, 1};
		int mvd = mkval(g, m, md, NULL);
		int r[] = {R_VM, R_VD, R_VS2, R_VS1}, v[] = {vm, mvd, va, vb};
		static const uint64_t w[] = {1, 1, 0, 0};

		loopcase("vmseq mu", g, "vmseq_vv_i8mf8_b64_mu", r, v, 4, 3, w, "0002");
	}
	{
		int r[] = {R_VM, R_VS2, R_VS1}, v[] = {vm, va, vb};
		static const uint64_t w[] = {1, 0, 0, 0};

		loopcase("vmseq m", g, "vmseq_vv_i8mf8_b64_m", r, v, 3, 3, w, "0202");
	}
	{
		/* a masked store leaves masked-off and tail elements of memory */
		int r[] = {R_VM, R_OLD, R_VS3}, v[] = {vm, d, va};
		static const uint64_t w[] = {1, 11, 3, 13};

		loopcase("vse _m", g, "vse8_v_i8mf8_m", r, v, 3, 3, w, "0000");
	}
	{
		int r[] = {R_VD, R_VS2, R_VS1, R_V0}, v[] = {d, va, vb, vm};
		static const uint64_t w[] = {1, 2, 1, 13};

		loopcase("vmerge tu", g, "vmerge_vvm_i8mf8_tu", r, v, 4, 3, w, "0000");
	}
	{
		/* a merge does not need the operand v0 does not select */
		int r[] = {R_VS2, R_VS1, R_V0}, v[] = {vb, ua, vm};
		static const uint64_t w[] = {1, 1, 3, 4};

		loopcase("vmerge ignores the unselected operand", g, "vmerge_vvm_i8mf8", r, v, 3, 4, w,
		    "0000");
	}
	{
		int rs = mkval(g, tscal(C_I, 8), (const uint64_t[]){0x80}, NULL);
		int r[] = {R_VS2, R_RS1}, v[] = {va, rs};
		static const uint64_t w[] = {0x81, 0x82, 0x83, 0x84};

		loopcase("vx form", g, "vadd_vx_i8mf8", r, v, 2, 4, w, "0000");
	}
	{
		int r[] = {R_VM, R_VD, R_SRC}, v[] = {vm, d, va};
		static const uint64_t w[] = {1, 11, 3, 13};

		loopcase("vle tumu", g, "vle8_v_i8mf8_tumu", r, v, 3, 3, w, "0000");
	}
	/* widening and narrowing keep the mask's SEW/LMUL ratio: i8mf8 <-> i16mf4 */
	{
		Type w16 = tvec(C_I, 16, -2);
		static const uint64_t na[] = {0xff, 0x80, 0x7f, 0x01}, nb[] = {0xff, 0x80, 0x01, 0x01};
		static const uint64_t wd[] = {0x1111, 0x2222, 0x3333, 0x4444};
		static const uint64_t wa[] = {0x8000, 0x1234, 0xff00, 0x0010};
		int xa = mkval(g, t, na, NULL), xb = mkval(g, t, nb, NULL);
		int xd = mkval(g, w16, wd, NULL), xw = mkval(g, w16, wa, NULL);
		int sh = mkval(g, tscal(C_U, 64), (const uint64_t[]){4}, NULL);
		int r[] = {R_VM, R_VD, R_VS2, R_VS1}, v[] = {vm, xd, xa, xb};
		int rn[] = {R_VM, R_VD, R_VS2, R_RS1}, vn[] = {vm, d, xw, sh};
		/* -1 + -1; masked off (agnostic); 127 + 1; the tail keeps vd */
		static const uint64_t w[] = {0xfffe, 0x2222, 0x0080, 0x4444};
		/* 0x8000 >> 4 = 0xf800; masked off keeps vd; 0xff00 >> 4 = 0xfff0; tail agnostic */
		static const uint64_t wn[] = {0x00, 11, 0xf0, 13};
		Op o;

		loopcase("vwadd tum", g, "vwadd_vv_i16mf4_tum", r, v, 4, 3, w, "0100");
		loopcase("vnsra mu", g, "vnsra_wx_i8mf8_mu", rn, vn, 4, 3, wn, "0001");
		/* a masked widening sum: 0x100 + -1 + 127 + 1 (element 1 masked off) */
		memset(&o, 0, sizeof o);
		for (int k = 0; k < NROLE; k++)
			o.arg[k] = -1;
		ensure(inst_lookup("vwredsum_vs_i8mf8_i16m1_m", &o.in));
		o.arg[R_VM] = vm;
		o.arg[R_VS2] = xa;
		o.arg[R_VS1] = mkval(g, tscal(C_I, 16), (const uint64_t[]){0x100}, NULL);
		o.n = 4;
		o.out = mkval(g, tscal(C_I, 16), NULL, NULL);
		model_apply(g, &o);
		expect("vwredsum masked: known", g->v[o.out].st[0], ST_OK);
		expect("vwredsum masked: 383", g->v[o.out].d[0], 0x17f);
	}
	graph_free(g);
}

/* NaN tracking and reductions */
static void
test_float_loop(void)
{
	Graph *g = mkgraph(4);
	Type t = tvec(C_F, 32, 0);
	static const uint64_t x[] = {0x3f800000, 0x7f800001, 0x7fc00000, 0x40000000};
	static const uint64_t one[] = {0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000};
	int vx = mkval(g, t, x, NULL), v1 = mkval(g, t, one, NULL);
	int vn = mkval(g, t, x, "0303");    /* elements 1 and 3 are "some NaN" */

	{
		/* arithmetic NaN results may be any NaN: status 3 */
		int r[] = {R_VS2, R_VS1}, v[] = {vx, v1};
		static const uint64_t w[] = {0x40000000, 0x7fc00000, 0x7fc00000, 0x40400000};

		loopcase("vfadd: NaN results", g, "vfadd_vv_f32m1", r, v, 2, 4, w, "0330");
	}
	{
		/* a copy keeps NaN bits exactly */
		int r[] = {R_VS1}, v[] = {vx};
		static const uint64_t w[] = {0x3f800000, 0x7f800001, 0x7fc00000, 0x40000000};

		loopcase("vmv.v.v of NaNs", g, "vmv_v_v_f32m1", r, v, 1, 4, w, "0000");
	}
	{
		/* min with a NaN of unknown bits is the other operand */
		int r[] = {R_VS2, R_VS1}, v[] = {vn, v1};
		static const uint64_t w[] = {0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000};

		loopcase("vfmin: some NaN loses", g, "vfmin_vv_f32m1", r, v, 2, 4, w, "0000");
	}
	{
		/* the sign of a NaN of unknown bits is unknown */
		int r[] = {R_VS2, R_VS1}, v[] = {v1, vn};
		static const uint64_t w[] = {0x3f800000, 0, 0x3f800000, 0};

		loopcase("vfsgnj: sign from some NaN", g, "vfsgnj_vv_f32m1", r, v, 2, 4, w, "0202");
	}
	{
		/* a compare with some NaN is false */
		int r[] = {R_VS2, R_VS1}, v[] = {vn, v1};
		static const uint64_t w[] = {1, 0, 0, 0};

		loopcase("vmfeq with some NaN", g, "vmfeq_vv_f32m1_b32", r, v, 2, 4, w, "0000");
	}
	graph_free(g);

	/* reductions: the ordered sum in element order; an unordered one only
	 * when every order gives the same bits */
	g = mkgraph(4);
	{
		static const uint64_t small[] = {0x3f800000, 0x40000000, 0xc0400000, 0x41000000};
		static const uint64_t big[] = {0x4b800000, 0x3f800000, 0x3f800000, 0xcb800000};
		int vs = mkval(g, t, small, NULL), vb = mkval(g, t, big, NULL);
		int s0 = mkval(g, tscal(C_F, 32), (const uint64_t[]){0x3f000000}, NULL);
		int r[] = {R_VS2, R_VS1}, v[] = {vs, s0};
		Op o;
		Inst in;

		memset(&o, 0, sizeof o);
		for (int k = 0; k < NROLE; k++)
			o.arg[k] = -1;
		/* 0.5 + 1 + 2 - 3 + 8 = 8.5 in any order */
		ensure(inst_lookup("vfredusum_vs_f32m1_f32m1", &in));
		o.in = in;
		o.arg[r[0]] = v[0];
		o.arg[r[1]] = v[1];
		o.n = 4;
		o.out = mkval(g, tscal(C_F, 32), NULL, NULL);
		model_apply(g, &o);
		expect("vfredusum of small integers: known", g->v[o.out].st[0], ST_OK);
		expect("vfredusum of small integers: 8.5", g->v[o.out].d[0], 0x41080000);
		/* 2^24 + 1 + 1 - 2^24: the order decides (0 + 0.5 or 2 + 0.5) */
		o.arg[R_VS2] = vb;
		o.out = mkval(g, tscal(C_F, 32), NULL, NULL);
		model_apply(g, &o);
		expect("vfredusum of 2^24, 1, 1, -2^24: unknown", g->v[o.out].st[0], ST_UNK);
		ensure(inst_lookup("vfredosum_vs_f32m1_f32m1", &in));
		o.in = in;
		o.out = mkval(g, tscal(C_F, 32), NULL, NULL);
		model_apply(g, &o);
		/* ((((0.5 + 2^24) + 1) + 1) - 2^24) = 2^24 + 0 + 0 ... = 0 + ... in RNE:
		 * 0.5 + 2^24 = 2^24; + 1 = 2^24 (tie to even); + 1 = 2^24; - 2^24 = 0 */
		expect("vfredosum in order: known", g->v[o.out].st[0], ST_OK);
		expect("vfredosum in order: +0", g->v[o.out].d[0], 0);
	}
	graph_free(g);
}

/* Whole-vector families.  Most cases use i32m1 (SEW/LMUL 32, so VLMAX is 4
 * at VLEN 128 and 32 at VLEN 1024) on values of 4 tracked elements, vl 3:
 * element 3 is the tail, and a source element 3 is past vl but below VLMAX
 * under every VLEN. */
static const uint64_t w_vd[] = {20, 21, 22, 23}, w_vs[] = {10, 11, 12, 13};

/* a size_t scalar operand (an offset or an index) */
static int
szval(Graph *g, uint64_t x)
{
	return mkval(g, tscal(C_U, 64), &x, NULL);
}

static void
test_slides(void)
{
	Graph *g = mkgraph(4);
	Type t = tvec(C_I, 32, 0);
	static const uint64_t mk[] = {1, 0, 1, 1};
	int vd = mkval(g, t, w_vd, NULL), vs = mkval(g, t, w_vs, NULL);
	int vm = mkval(g, tmask(5), mk, NULL);
	char what[96];

	/* vslidedown by off: vs2[i + off], 0 from VLMAX on; vl 3, element 3 tail (ta: unknown) */
	{
		static const struct { uint64_t off; uint64_t w[4]; const char *st, *note; } c[] = {
			{0, {10, 11, 12, 0}, "0002", "offset 0"},
			{1, {11, 12, 13, 0}, "0002", "offset 1: element 2 reads vs2[3], past vl"},
			{2, {12, 13, 0, 0}, "0022", "offset vl-1: vs2[4] is VLMAX-dependent"},
			{3, {13, 0, 0, 0}, "0222", "offset vl"},
			{4, {0, 0, 0, 0}, "2222", "offset vlmax_lo: vs2[4..] is 0 or untracked"},
			{31, {0, 0, 0, 0}, "2002", "offset 31: vs2[31] unknown, 32 and 33 >= vlmax_hi are 0"},
			{32, {0, 0, 0, 0}, "0002", "offset vlmax_hi: all 0"},
			{(uint64_t)1 << 63, {0, 0, 0, 0}, "0002", "offset 2^63: 0, not cut to SEW"},
			{~(uint64_t)0, {0, 0, 0, 0}, "0002", "offset 2^64-1: i + off must not wrap"},
		};

		for (size_t k = 0; k < NELEM(c); k++) {
			int r[] = {R_VS2, R_RS1}, v[] = {vs, szval(g, c[k].off)};

			snprintf(what, sizeof what, "vslidedown %s", c[k].note);
			loopcase(what, g, "vslidedown_vx_i32m1", r, v, 2, 3, c[k].w, c[k].st);
		}
	}
	/* vslideup by off: below off vd stays; vd is always an argument, so the
	 * ta tail is agnostic (vd or all ones) */
	{
		static const struct { uint64_t off; uint64_t w[4]; const char *st, *note; } c[] = {
			{0, {10, 11, 12, 23}, "0001", "offset 0"},
			{1, {20, 10, 11, 23}, "0001", "offset 1"},
			{2, {20, 21, 10, 23}, "0001", "offset vl-1"},
			{3, {20, 21, 22, 23}, "0001", "offset vl: nothing written"},
			{4, {20, 21, 22, 23}, "0001", "offset vlmax_lo"},
			{(uint64_t)1 << 63, {20, 21, 22, 23}, "0001", "offset 2^63"},
		};

		for (size_t k = 0; k < NELEM(c); k++) {
			int r[] = {R_VD, R_VS2, R_RS1}, v[] = {vd, vs, szval(g, c[k].off)};

			snprintf(what, sizeof what, "vslideup %s", c[k].note);
			loopcase(what, g, "vslideup_vx_i32m1", r, v, 3, 3, c[k].w, c[k].st);
		}
	}
	{
		int r[] = {R_VD, R_VS2, R_RS1}, v[] = {vd, vs, szval(g, 1)};
		static const uint64_t w[] = {20, 10, 11, 23};

		loopcase("vslideup tu: the tail keeps vd", g, "vslideup_vx_i32m1_tu", r, v, 3, 3, w, "0000");
	}
	{
		/* mask 1,0,1: element 0 is below the offset, 1 masked off keeps vd (mu) */
		int r[] = {R_VM, R_VD, R_VS2, R_RS1}, v[] = {vm, vd, vs, szval(g, 1)};
		static const uint64_t w[] = {20, 21, 11, 23};

		loopcase("vslideup mu", g, "vslideup_vx_i32m1_mu", r, v, 4, 3, w, "0001");
	}
	{
		/* ma: the masked-off element 1 is below the offset, where the spec
		 * keeps vd; the model says agnostic (vd accepted), less known */
		int r[] = {R_VM, R_VD, R_VS2, R_RS1}, v[] = {vm, vd, vs, szval(g, 2)};
		static const uint64_t w[] = {20, 21, 10, 23};

		loopcase("vslideup m", g, "vslideup_vx_i32m1_m", r, v, 4, 3, w, "0101");
	}
	{
		int off = mkval(g, tscal(C_U, 64), NULL, "2");
		int r[] = {R_VD, R_VS2, R_RS1}, v[] = {vd, vs, off};
		static const uint64_t w[] = {0, 0, 0, 23};

		loopcase("vslideup by an unknown offset", g, "vslideup_vx_i32m1_tu", r, v, 3, 3, w, "2220");
	}
	/* v[f]slide1up/down: rs1 = 99 lands at element 0 / vl-1 */
	{
		int rs = mkval(g, tscal(C_I, 32), (const uint64_t[]){99}, NULL);
		static const uint64_t m0[] = {0, 1, 1, 1}, m2[] = {1, 1, 0, 1};
		int vm0 = mkval(g, tmask(5), m0, NULL), vm2 = mkval(g, tmask(5), m2, NULL);
		int r[] = {R_VS2, R_RS1}, v[] = {vs, rs};
		int rm[] = {R_VM, R_VD, R_VS2, R_RS1}, v0[] = {vm0, vd, vs, rs}, v2[] = {vm2, vd, vs, rs};
		static const uint64_t up[] = {99, 10, 11, 0}, upm[] = {20, 10, 11, 23};
		static const uint64_t dn[] = {11, 12, 99, 0}, dnm[] = {11, 12, 22, 23};
		static const uint64_t dn4[] = {11, 12, 13, 99}, up1[] = {99, 0, 0, 0};

		loopcase("vslide1up", g, "vslide1up_vx_i32m1", r, v, 2, 3, up, "0002");
		loopcase("vslide1up vl 1: only the scalar", g, "vslide1up_vx_i32m1", r, v, 2, 1, up1, "0222");
		loopcase("vslide1up mu: element 0 masked off keeps vd", g, "vslide1up_vx_i32m1_mu",
		    rm, v0, 4, 3, upm, "0001");
		loopcase("vslide1down", g, "vslide1down_vx_i32m1", r, v, 2, 3, dn, "0002");
		loopcase("vslide1down vl 4: the scalar at 3", g, "vslide1down_vx_i32m1", r, v, 2, 4, dn4,
		    "0000");
		loopcase("vslide1down mu: element vl-1 masked off keeps vd", g,
		    "vslide1down_vx_i32m1_mu", rm, v2, 4, 3, dnm, "0001");
	}
	graph_free(g);
}

/* unknown and NaN elements reach only the elements that read them */
static void
test_whole_status(void)
{
	Graph *g = mkgraph(4);
	Type t = tvec(C_F, 32, 0);
	static const uint64_t x[] = {0x3f800000, 0, 0, 0x7f800001};   /* 1.0, NaN, unknown, sNaN */
	int vx = mkval(g, t, x, "0320");
	int one = mkval(g, tscal(C_F, 32), (const uint64_t[]){0x40000000}, NULL);
	int snan = mkval(g, tscal(C_F, 32), (const uint64_t[]){0x7f800001}, NULL);
	int some = mkval(g, tscal(C_F, 32), NULL, "3");

	{
		int r[] = {R_VS2, R_RS1}, v[] = {vx, one};
		/* 2.0, 1.0, some NaN (read as the canonical NaN), unknown */
		static const uint64_t w[] = {0x40000000, 0x3f800000, 0x7fc00000, 0};

		loopcase("vfslide1up: statuses move with the elements", g, "vfslide1up_vf_f32m1", r, v, 2,
		    4, w, "0032");
	}
	{
		/* a copy keeps the bits of a known sNaN; some NaN stays some NaN */
		int r[] = {R_VS2, R_RS1}, v[] = {vx, snan}, vn[] = {vx, some};
		static const uint64_t w[] = {0x7fc00000, 0, 0x7f800001, 0x7f800001};
		static const uint64_t wn[] = {0x7fc00000, 0, 0x7f800001, 0x7fc00000};

		loopcase("vfslide1down of a known sNaN scalar", g, "vfslide1down_vf_f32m1", r, v, 2, 4, w,
		    "3200");
		loopcase("vfslide1down of some NaN scalar", g, "vfslide1down_vf_f32m1", r, vn, 2, 4, wn,
		    "3203");
	}
	{
		/* indices 3, 0, 1, 0: only element 2 reads the NaN */
		static const uint64_t ix[] = {3, 0, 1, 0};
		int vi = mkval(g, tvec(C_U, 32, 0), ix, NULL);
		int r[] = {R_VS2, R_VS1}, v[] = {vx, vi};
		static const uint64_t w[] = {0x7f800001, 0x3f800000, 0x7fc00000, 0x3f800000};

		loopcase("vrgather of NaNs", g, "vrgather_vv_f32m1", r, v, 2, 4, w, "0030");
	}
	{
		/* an unknown index makes only its own element unknown */
		static const uint64_t ix[] = {0, 0, 3, 0};
		int vi = mkval(g, tvec(C_U, 32, 0), ix, "0200");
		int r[] = {R_VS2, R_VS1}, v[] = {vx, vi};
		static const uint64_t w[] = {0x3f800000, 0, 0x7f800001, 0x3f800000};

		loopcase("vrgather by an unknown index", g, "vrgather_vv_f32m1", r, v, 2, 4, w, "0200");
	}
	graph_free(g);
}

static void
test_gathers(void)
{
	Graph *g = mkgraph(4);
	Type t = tvec(C_I, 32, 0);
	int vd = mkval(g, t, w_vd, NULL), vs = mkval(g, t, w_vs, NULL);
	char what[96];

	{
		/* indices 0, vl-1, vl (past vl, below VLMAX: vs2[3] is tracked) */
		static const uint64_t ix[] = {0, 2, 3, 0};
		int vi = mkval(g, tvec(C_U, 32, 0), ix, NULL);
		int r[] = {R_VD, R_VS2, R_VS1}, v[] = {vd, vs, vi};
		static const uint64_t w[] = {10, 12, 13, 23};

		loopcase("vrgather indices 0, vl-1, vl", g, "vrgather_vv_i32m1_tu", r, v, 3, 3, w, "0000");
	}
	{
		/* 4 = vlmax_lo: 0 at VLEN 128, vs2[4] above; 31 likewise; 32 = vlmax_hi: 0 */
		static const uint64_t ix[] = {4, 31, 32, 0xffffffff};
		int vi = mkval(g, tvec(C_U, 32, 0), ix, NULL);
		int r[] = {R_VS2, R_VS1}, v[] = {vs, vi};
		static const uint64_t w[] = {0, 0, 0, 0};

		loopcase("vrgather indices 4, 31, 32, 2^32-1", g, "vrgather_vv_i32m1", r, v, 2, 4, w, "2200");
	}
	{
		static const struct { uint64_t x; uint64_t w; const char *st; } c[] = {
			{0, 10, "0002"}, {2, 12, "0002"}, {3, 13, "0002"}, {4, 0, "2222"},
			{31, 0, "2222"}, {32, 0, "0002"}, {(uint64_t)1 << 63, 0, "0002"},
		};

		for (size_t k = 0; k < NELEM(c); k++) {
			int r[] = {R_VS2, R_RS1}, v[] = {vs, szval(g, c[k].x)};
			uint64_t w[4] = {c[k].w, c[k].w, c[k].w, 0};

			snprintf(what, sizeof what, "vrgather.vx index %llu", (unsigned long long)c[k].x);
			loopcase(what, g, "vrgather_vx_i32m1", r, v, 2, 3, w, c[k].st);
		}
	}
	{
		/* vrgatherei16: u16mf2 indices for i32m1 (EMUL = 16/32 * 1) */
		static const uint64_t ix[] = {3, 0, 32, 4}, ix2[] = {0xffff, 2, 31, 1};
		int vi = mkval(g, tvec(C_U, 16, -1), ix, NULL), vi2 = mkval(g, tvec(C_U, 16, -1), ix2, NULL);
		int r[] = {R_VS2, R_VS1}, v[] = {vs, vi}, v2[] = {vs, vi2};
		static const uint64_t w[] = {13, 10, 0, 0}, w2[] = {0, 12, 0, 11};

		loopcase("vrgatherei16 indices 3, 0, 32, 4", g, "vrgatherei16_vv_i32m1", r, v, 2, 4, w, "0002");
		loopcase("vrgatherei16 indices 65535, 2, 31, 1", g, "vrgatherei16_vv_i32m1", r, v2, 2, 4, w2,
		    "0020");
	}
	graph_free(g);

	/* i64m1: VLMAX 2 at VLEN 128, 16 at 1024; 4 tracked elements, so
	 * elements 2 and 3 of a value exist only from VLEN 256 on */
	g = mkgraph(4);
	{
		Type t64 = tvec(C_I, 64, 0);
		static const uint64_t s[] = {5, 6, 0, 7}, ix[] = {1, 2, 3, (uint64_t)1 << 63};
		int v64 = mkval(g, t64, s, NULL), vi = mkval(g, tvec(C_U, 64, 0), ix, NULL);
		int r[] = {R_VS2, R_VS1}, v[] = {v64, vi};
		/* 1: 6; 2: 0 at VLEN 128, vs2[2] = 0 above: 0; 3: 0 or 7: unknown; 2^63: 0 */
		static const uint64_t w[] = {6, 0, 0, 0};
		static const uint64_t ie[] = {2, 0, 0, 0};
		int vie = mkval(g, tvec(C_U, 16, -2), ie, NULL);
		int re[] = {R_VS2, R_VS1}, ve[] = {v64, vie};
		static const uint64_t we[] = {0, 5, 5, 5};

		loopcase("vrgather i64m1: a known 0 past vlmax_lo", g, "vrgather_vv_i64m1", r, v, 2, 4, w,
		    "0020");
		loopcase("vrgatherei16 i64m1 (u16mf4 indices)", g, "vrgatherei16_vv_i64m1", re, ve, 2, 4,
		    we, "0000");
	}
	graph_free(g);
}

static void
test_compress(void)
{
	Graph *g = mkgraph(4);
	Type t = tvec(C_I, 32, 0);
	int vd = mkval(g, t, w_vd, NULL), vs = mkval(g, t, w_vs, NULL);
	static const uint64_t none[] = {0, 0, 0, 1}, all[] = {1, 1, 1, 1}, some[] = {1, 0, 1, 1};
	int mn = mkval(g, tmask(5), none, NULL), ma = mkval(g, tmask(5), all, NULL);
	int ms = mkval(g, tmask(5), some, NULL), mu = mkval(g, tmask(5), some, "0200");
	int r[] = {R_VS2, R_VS1}, rt[] = {R_VD, R_VS2, R_VS1};

	{
		/* vl 3: bit 3 is past vl and does not count */
		int v[] = {vd, vs, mn};
		static const uint64_t w[] = {20, 21, 22, 23};

		loopcase("vcompress none selected, tu", g, "vcompress_vm_i32m1_tu", rt, v, 3, 3, w, "0000");
	}
	{
		int v[] = {vs, ma};
		static const uint64_t w[] = {10, 11, 12, 13};

		loopcase("vcompress all selected", g, "vcompress_vm_i32m1", r, v, 2, 4, w, "0000");
	}
	{
		/* bits 0 and 2 below vl 3: 10, 12, then tail */
		int v[] = {vs, ms}, vt[] = {vd, vs, ms};
		static const uint64_t w[] = {10, 12, 0, 0}, wt[] = {10, 12, 22, 23};

		loopcase("vcompress some, ta", g, "vcompress_vm_i32m1", r, v, 2, 3, w, "0022");
		loopcase("vcompress some, tu", g, "vcompress_vm_i32m1_tu", rt, vt, 3, 3, wt, "0000");
	}
	{
		/* bit 1 unknown: element 0 (bit 0) is known, the rest are not */
		int v[] = {vd, vs, mu};
		static const uint64_t w[] = {10, 0, 0, 23};

		loopcase("vcompress with an unknown bit", g, "vcompress_vm_i32m1_tu", rt, v, 3, 3, w, "0220");
	}
	graph_free(g);
}

static void
test_vid_iota(void)
{
	Graph *g = mkgraph(8);
	Type t = tvec(C_U, 32, 0);
	static const uint64_t vd8[] = {2, 3, 4, 5, 6, 7, 8, 9};
	/* the spec's viota.m example, elements 0..7 */
	static const uint64_t v2[] = {1, 0, 0, 0, 1, 0, 0, 1}, v0[] = {1, 1, 0, 1, 0, 1, 1, 1};
	int vd = mkval(g, t, vd8, NULL);
	int m2 = mkval(g, tmask(5), v2, NULL), m0 = mkval(g, tmask(5), v0, NULL);
	int mu = mkval(g, tmask(5), v2, "00002000");   /* bit 4 unknown */

	{
		int r[] = {R_VS2}, v[] = {m2};
		static const uint64_t w[] = {0, 1, 1, 1, 1, 2, 2, 2};

		loopcase("viota unmasked (the spec's example)", g, "viota_m_u32m1", r, v, 1, 8, w,
		    "00000000");
	}
	{
		/* masked-off elements 2 and 4 keep vd and do not count */
		int r[] = {R_VM, R_VD, R_VS2}, v[] = {m0, vd, m2};
		static const uint64_t w[] = {0, 1, 4, 1, 6, 1, 1, 1};

		loopcase("viota masked, mu (the spec's example)", g, "viota_m_u32m1_mu", r, v, 3, 8, w,
		    "00000000");
	}
	{
		/* vl 6: the tail keeps vd under tu; bit 4 unknown reaches elements 5.. only */
		int r[] = {R_VD, R_VS2}, v[] = {vd, mu};
		static const uint64_t w[] = {0, 1, 1, 1, 1, 0, 8, 9};

		loopcase("viota with an unknown bit, tu", g, "viota_m_u32m1_tu", r, v, 2, 6, w, "00000200");
	}
	{
		int r[] = {R_VM, R_VD}, v[] = {m0, vd}, rm[] = {R_VM}, vm[] = {m0};
		static const uint64_t w[] = {0, 1, 4, 3, 6, 7, 8, 9}, wm[] = {0, 1, 0, 3, 0, 0, 0, 0};

		loopcase("vid masked, tumu, vl 5", g, "vid_v_u32m1_tumu", r, v, 2, 5, w, "00000000");
		loopcase("vid masked, _m, vl 5", g, "vid_v_u32m1_m", rm, vm, 1, 5, wm, "00202222");
	}
	graph_free(g);

	/* vid keeps the low SEW bits: element 257 of a u8 vector is 1 */
	g = mkgraph(260);
	{
		Op o;

		memset(&o, 0, sizeof o);
		for (int k = 0; k < NROLE; k++)
			o.arg[k] = -1;
		ensure(inst_lookup("vid_v_u8m8", &o.in));
		o.n = 260;
		o.out = mkval(g, tvec(C_U, 8, 3), NULL, NULL);
		model_apply(g, &o);
		expect("vid u8: element 255", g->v[o.out].d[255], 255);
		expect("vid u8: element 257 wraps to 1", g->v[o.out].d[257], 1);
		expect("vid u8: element 257 known", g->v[o.out].st[257], ST_OK);
	}
	graph_free(g);
}

/* run a scalar-result intrinsic; want its value and status */
static void
scalcase(const char *what, Graph *g, const char *name, int role, int val, uint32_t n,
    uint64_t want, int wantst)
{
	Op o;
	char buf[160];

	memset(&o, 0, sizeof o);
	for (int r = 0; r < NROLE; r++)
		o.arg[r] = -1;
	ensure(inst_lookup(name, &o.in));
	o.arg[role] = val;
	o.n = n;
	o.out = mkval(g, inst_result(&o.in), NULL, NULL);
	model_apply(g, &o);
	snprintf(buf, sizeof buf, "%s: status", what);
	expect(buf, g->v[o.out].st[0], (uint64_t)wantst);
	if (wantst != ST_UNK) {
		snprintf(buf, sizeof buf, "%s: value", what);
		expect(buf, g->v[o.out].d[0], want);
	}
}

static void
test_scalar_moves(void)
{
	Graph *g = mkgraph(4);
	Type t = tvec(C_I, 32, 0), f = tvec(C_F, 32, 0);
	int vd = mkval(g, t, w_vd, NULL), vs = mkval(g, t, w_vs, NULL);
	int vu = mkval(g, t, w_vs, "2000"), vn = mkval(g, f, w_vs, "3000");
	int vf = mkval(g, f, (const uint64_t[]){0x7f800001, 0, 0, 0}, NULL);
	int rs = mkval(g, tscal(C_I, 32), (const uint64_t[]){99}, NULL);
	int rt[] = {R_VD, R_RS1}, vt[] = {vd, rs}, r[] = {R_RS1}, v[] = {rs};
	static const uint64_t w0[] = {20, 21, 22, 23}, w2[] = {99, 21, 22, 23}, wa[] = {99, 0, 0, 0};

	loopcase("vmv.s.x tu, vl 0: vd unchanged", g, "vmv_s_x_i32m1_tu", rt, vt, 2, 0, w0, "0000");
	loopcase("vmv.s.x ta, vl 0: nothing known", g, "vmv_s_x_i32m1", r, v, 1, 0, w0, "2222");
	loopcase("vmv.s.x tu, vl 2: element 0 only", g, "vmv_s_x_i32m1_tu", rt, vt, 2, 2, w2, "0000");
	loopcase("vmv.s.x ta, vl 2: the rest is tail", g, "vmv_s_x_i32m1", r, v, 1, 2, wa, "0222");
	scalcase("vmv.x.s", g, "vmv_x_s_i32m1_i32", R_VS1, vs, 3, 10, ST_OK);
	scalcase("vmv.x.s ignores vl 0", g, "vmv_x_s_i32m1_i32", R_VS1, vs, 0, 10, ST_OK);
	scalcase("vmv.x.s of an unknown element 0", g, "vmv_x_s_i32m1_i32", R_VS1, vu, 3, 0, ST_UNK);
	scalcase("vfmv.f.s keeps sNaN bits", g, "vfmv_f_s_f32m1_f32", R_VS1, vf, 1, 0x7f800001, ST_OK);
	scalcase("vfmv.f.s of some NaN", g, "vfmv_f_s_f32m1_f32", R_VS1, vn, 1, 0x7fc00000, ST_NAN);
	graph_free(g);
}

/* each prototype, copied from the API list, is the one rif prints */
static void
check_protos(const char *const *protos, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		const char *p = strstr(protos[i], "__riscv_");
		char name[128], got[512];
		Inst in;

		snprintf(name, sizeof name, "%.*s", (int)(strchr(p, '(') - p), p);
		if (!inst_lookup(name, &in)) {
			nfail++;
			printf("FAIL no intrinsic %s\n", name);
			continue;
		}
		inst_proto(&in, got);
		if (strcmp(got, protos[i]) == 0)
			npass++;
		else {
			nfail++;
			printf("FAIL prototype of %s:\n  got  %s\n  want %s\n", name, got, protos[i]);
		}
	}
}

/* prototypes of the whole-vector families, from the API list */
static void
test_whole_names(void)
{
	static const char *const protos[] = {
		"vint32m1_t __riscv_vslideup_vx_i32m1_m(vbool32_t vm, vint32m1_t vd, vint32m1_t vs2, size_t rs1, size_t vl);",
		"vfloat32m1_t __riscv_vslidedown_vx_f32m1_tu(vfloat32m1_t vd, vfloat32m1_t vs2, size_t rs1, size_t vl);",
		"vuint16m2_t __riscv_vslide1down_vx_u16m2_mu(vbool8_t vm, vuint16m2_t vd, vuint16m2_t vs2, uint16_t rs1, size_t vl);",
		"vfloat32m1_t __riscv_vfslide1up_vf_f32m1_tum(vbool32_t vm, vfloat32m1_t vd, vfloat32m1_t vs2, float rs1, size_t vl);",
		"vfloat32m1_t __riscv_vrgather_vx_f32m1(vfloat32m1_t vs2, size_t vs1, size_t vl);",
		"vint8mf8_t __riscv_vrgatherei16_vv_i8mf8(vint8mf8_t vs2, vuint16mf4_t vs1, size_t vl);",
		"vint32m1_t __riscv_vcompress_vm_i32m1_tu(vint32m1_t vd, vint32m1_t vs2, vbool32_t vs1, size_t vl);",
		"vuint32m1_t __riscv_vid_v_u32m1_m(vbool32_t vm, size_t vl);",
		"vuint16m2_t __riscv_viota_m_u16m2_tum(vbool8_t vm, vuint16m2_t vd, vbool8_t vs2, size_t vl);",
		"int32_t __riscv_vmv_x_s_i32m1_i32(vint32m1_t vs1);",
		"float __riscv_vfmv_f_s_f32m1_f32(vfloat32m1_t vs1);",
		"vint32m1_t __riscv_vmv_s_x_i32m1_tu(vint32m1_t vd, int32_t rs1, size_t vl);",
		"vfloat32m1_t __riscv_vfmv_s_f_f32m1(float rs1, size_t vl);",
	};

	check_protos(protos, NELEM(protos));
	/* EMUL = 16/8 * 8 = 16 is illegal */
	expect("no vrgatherei16 for i8m8", (uint64_t)inst_lookup("vrgatherei16_vv_i8m8", &(Inst){0}), 0);
	expect("no masked vcompress", (uint64_t)inst_lookup("vcompress_vm_i32m1_m", &(Inst){0}), 0);
}

/* repro.sh's grep for a wrong value of a family: the intrinsic names of
 * failure lines, written by hand, that each family's pattern must match,
 * and those of other families it must not */
static void
test_fam_pattern(void)
{
	static const struct { const char *key, *yes, *no; } t[] = {
		{"vadd", "__riscv_vadd_vv_i32m1_tu", "__riscv_vaddu_vv_u32m1"},
		{"vsseg", "__riscv_vsseg7e8_v_i8mf2x7", "__riscv_vssseg7e8_v_i8mf2x7"},
		{"vse", "__riscv_vse16_v_u16m8", "__riscv_vsetvl_e8m1"},
		{"vle", "__riscv_vle8_v_u8mf2", "__riscv_vle8ff_v_u8mf2"},
		{"vleff", "__riscv_vle64ff_v_f64m2_tu", "__riscv_vle64_v_f64m2"},
		{"vlsegff", "__riscv_vlseg2e8ff_v_i8mf8x2", "__riscv_vlseg2e8_v_i8mf8x2"},
		{"vluxseg", "__riscv_vluxseg3ei16_v_u32m1x3_m", "__riscv_vloxseg3ei16_v_u32m1x3"},
		{"vsoxei", "__riscv_vsoxei64_v_i8m1", "__riscv_vsoxseg2ei64_v_i8m1x2"},
		{"vlsseg", "__riscv_vlsseg8e32_v_f32mf2x8", "__riscv_vlseg8e32_v_f32mf2x8"},
	};
	for (size_t i = 0; i < NELEM(t); i++) {
		char pat[300], re[400], line[200];
		regex_t x;
		int ok;

		fam_pattern(t[i].key, pat, sizeof pat);
		snprintf(re, sizeof re, "^rif: FAIL op [0-9]* __riscv_%s_", pat);
		ok = regcomp(&x, re, REG_NOSUB) == 0;
		expect("fam_pattern: a basic regular expression", ok, 1);
		if (!ok)
			continue;
		snprintf(line, sizeof line, "rif: FAIL op 4 %s: x[1] expected 0x00 got 0x01", t[i].yes);
		expect(t[i].yes, regexec(&x, line, 0, NULL, 0) == 0, 1);
		snprintf(line, sizeof line, "rif: FAIL op 4 %s: x[1] expected 0x00 got 0x01", t[i].no);
		expect(t[i].no, regexec(&x, line, 0, NULL, 0) == 0, 0);
		regfree(&x);
	}
}

/* names and prototypes, checked against the API document's examples */
static void
test_names(void)
{
	static const char *const protos[] = {
		"vint32m1_t __riscv_vadd_vv_i32m1_tumu(vbool32_t vm, vint32m1_t vd, vint32m1_t vs2, vint32m1_t vs1, size_t vl);",
		"vuint8mf8_t __riscv_vsll_vx_u8mf8(vuint8mf8_t vs2, size_t rs1, size_t vl);",
		"vint64m8_t __riscv_vmulhsu_vv_i64m8_mu(vbool8_t vm, vint64m8_t vd, vint64m8_t vs2, vuint64m8_t vs1, size_t vl);",
		"vbool1_t __riscv_vmsgeu_vx_u8m8_b1_mu(vbool1_t vm, vbool1_t vd, vuint8m8_t vs2, uint8_t rs1, size_t vl);",
		"vint16mf4_t __riscv_vmacc_vx_i16mf4(vint16mf4_t vd, int16_t rs1, vint16mf4_t vs2, size_t vl);",
		"vuint32m2_t __riscv_vmerge_vxm_u32m2_tu(vuint32m2_t vd, vuint32m2_t vs2, uint32_t rs1, vbool16_t v0, size_t vl);",
		"void __riscv_vse64_v_u64m4_m(vbool16_t vm, uint64_t *rs1, vuint64m4_t vs3, size_t vl);",
		"vint8m1_t __riscv_vle8_v_i8m1_tum(vbool8_t vm, vint8m1_t vd, const int8_t *rs1, size_t vl);",
		"vint32mf2_t __riscv_vneg_v_i32mf2_tu(vint32mf2_t vd, vint32mf2_t vs, size_t vl);",
		"vuint16m1_t __riscv_vmv_v_x_u16m1(uint16_t rs1, size_t vl);",
	};

	check_protos(protos, NELEM(protos));
	expect("vi forms do not exist in the API", (uint64_t)!inst_lookup("vadd_vi_i32m1", &(Inst){0}), 1);
	expect("e64 needs LMUL >= 1 with ELEN 64", (uint64_t)lmul_legal(64, -1), 0);
	expect("e8mf8 is legal", (uint64_t)lmul_legal(8, -3), 1);
}

/* known bugs: a hand-written list, and signatures that match it or not */
static int
note_is(const Known *k, const char *sig, const char *want)
{
	const char *n = known_note(k, sig);

	return want ? n && strcmp(n, want) == 0 : n == NULL;
}

/* tunings: drawn per test and compiler among those it accepts, none a
 * third of the time, never at -O0 or for a compiler that accepts none */
static void
test_tunings(void)
{
	Camp c;
	int none = 0, bad = 0, seen[3] = {0}, o0 = 0, other = 0;

	memset(&c, 0, sizeof c);
	c.ncc = 2;
	c.cc[0].tunes = 0x15;   /* tunings 0, 2 and 4 of 5 */
	c.cc[1].tunes = 0;
	c.nopt = 2;
	c.opt[0] = "O0";
	c.opt[1] = "O2";
	c.ntune = 5;
	for (int i = 0; i < 5; i++)
		c.tune[i] = (char *[]){"t0", "t1", "t2", "t3", "t4"}[i];
	c.nconf = 4;
	c.conf = (Conf[]){{0, 0, 0}, {0, 1, 0}, {1, 0, 0}, {1, 1, 0}};
	for (uint64_t seed = 0; seed < 3000; seed++) {
		const char *t = test_tune(&c, mix64(seed), 1);

		if (t && strncmp(t, "-mtune=", 7) == 0)    /* the flags a build gets */
			t += 7;

		o0 += test_tune(&c, mix64(seed), 0) != NULL;
		other += test_tune(&c, mix64(seed), 2) != NULL || test_tune(&c, mix64(seed), 3) != NULL;
		if (!t)
			none++;
		else if (strcmp(t, "t0") == 0 || strcmp(t, "t2") == 0 || strcmp(t, "t4") == 0)
			seen[(t[1] - '0') / 2]++;
		else
			bad++;
	}
	expect("tune: never at -O0", (uint64_t)o0, 0);
	expect("tune: none for a compiler that accepts none", (uint64_t)other, 0);
	expect("tune: only accepted tunings", (uint64_t)bad, 0);
	/* a GCC draws its vsetvl strategy beside its tuning, a third of the
	 * time, each strategy as often; a clang never */
	{
		int knob[2] = {0, 0}, clang = 0, both = 0;

		c.cc[1].knobs = 3;
		c.cc[0].clang = 1;
		c.cc[0].knobs = 3;
		c.cc[1].tunes = 0x2;
		for (uint64_t seed = 0; seed < 3000; seed++) {
			const char *t = test_tune(&c, mix64(seed), 3), *k;

			clang += (k = test_tune(&c, mix64(seed), 1)) && strstr(k, "--param");
			if (t && (k = strstr(t, "--param=vsetvl-strategy="))) {
				knob[strcmp(k + 24, "simple") == 0]++;
				both += strncmp(t, "-mtune=t1 ", 10) == 0;
			}
		}
		expect("tune: no vsetvl strategy for clang", (uint64_t)clang, 0);
		expect("tune: optim-no-fusion about a sixth", knob[0] > 400 && knob[0] < 600, 1);
		expect("tune: simple about a sixth", knob[1] > 400 && knob[1] < 600, 1);
		expect("tune: a strategy beside a tuning", both > 100, 1);
		c.cc[0].clang = 0;
		c.cc[0].knobs = c.cc[1].knobs = 0;
		c.cc[1].tunes = 0;
	}
	/* a third of 3000: 1000 +- 5 sigma (about 130); the rest shared by three */
	expect("tune: none a third of the time", none > 870 && none < 1130, 1);
	expect("tune: each accepted one drawn", seen[0] > 550 && seen[1] > 550 && seen[2] > 550, 1);
}

static void
test_known(void)
{
	static const char list[] =
	    "# comment\n\n"
	    "compiler-crash clang-* error: *ran out of registers*\tregs.c\n"
	    "compiler-crash clang-22 22.1.8 Running pass 'X' on function '@*' in f[1]\t  tuple.c  \r\n"
	    "*vmerge\tany vmerge\n";
	char path[] = "/tmp/rif-unit-known-XXXXXX";
	int fd = mkstemp(path);
	Known k;

	if (fd < 0 || write(fd, list, sizeof list - 1) != (ssize_t)(sizeof list - 1) || close(fd) != 0) {
		expect("writing the list of known bugs", 0, 1);
		return;
	}
	known_load(&k, path, "unit");
	unlink(path);
	expect("known: lines", (uint64_t)k.n, 3);
	expect("known: stars in the middle and at the end",
	    note_is(&k, "compiler-crash clang-19 19.1.7 error: ran out of registers during RA", "regs.c"), 1);
	expect("known: brackets are literal, the note trimmed",
	    note_is(&k, "compiler-crash clang-22 22.1.8 Running pass 'X' on function '@main' in f[1]", "tuple.c"), 1);
	expect("known: the whole signature must match",
	    note_is(&k, "compiler-crash clang-22 22.1.8 Running pass 'X' on function '@main' in f[1]x", NULL), 1);
	expect("known: a star that matches nothing", note_is(&k, "vmerge", "any vmerge"), 1);
	expect("known: no line", note_is(&k, "wrong-code clang-22 22.1.8 vadd", NULL), 1);
	expect("known: a star backtracks",
	    note_is(&k, "compiler-crash clang-16 ran out of registers error: ran out of registers", "regs.c"), 1);
	known_free(&k);
}

/* crash keys: hand-written stack dumps of clang */
/* crash_key of a compiler's log text (a then b) must be want */
static void
crash_key_case(const char *what, const char *a, const char *b, const char *want)
{
	char path[] = "/tmp/rif-unit-crash-XXXXXX", key[300] = "";
	int fd = mkstemp(path);
	FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;

	if (!f) {
		expect("writing a compiler's log", 0, 1);
		return;
	}
	fputs(a, f);
	fputs(b, f);
	fclose(f);
	expect(what, (uint64_t)crash_key(path, key, sizeof key), 1);
	unlink(path);
	if (strcmp(key, want) != 0)
		printf("%s: '%s', want '%s'\n", what, key, want);
	expect(what, strcmp(key, want) == 0, 1);
}

/* the table of outcome classes: every precedence from 1 to NCLASS - 1 once,
 * pass none; the compiler bugs are wrong code and crashes (by hand) */
static void
test_classes(void)
{
	int seen[NCLASS] = {0}, bugs = 0;

	for (int i = 1; i < NCLASS; i++)
		seen[class_by_precedence(i)]++;
	for (int k = 1; k < NCLASS; k++)
		expect("classes: each class but pass has one precedence", (uint64_t)seen[k], 1);
	expect("classes: pass has none", (uint64_t)seen[CL_PASS], 0);
	for (int k = 0; k < NCLASS; k++)
		bugs += class_bug(k);
	expect("classes: two are compiler bugs", (uint64_t)bugs, 2);
	expect("classes: wrong-code is one", (uint64_t)class_bug(class_lookup("wrong-code")), 1);
	expect("classes: compiler-crash is one", (uint64_t)class_bug(class_lookup("compiler-crash")), 1);
	expect("classes: compiler-crash first", (uint64_t)class_by_precedence(1), CL_CRASH);
	expect("classes: runtime-crash last", (uint64_t)class_by_precedence(NCLASS - 1), CL_RCRASH);
	expect("classes: status name of a crash", strcmp(class_status(CL_CRASH), "crash") == 0, 1);
}

/* GCC's internal compiler errors, as GCC 14 and 16 print them (hand-copied
 * from real ones, paths of the test's source changed): the site with its
 * line, the error before it, the pass; the test's own name and line gone */
static void
test_gcc_ice_key(void)
{
	static const struct { const char *log, *want; } t[] = {
		{"during RTL pass: sched1\n"
		 "/tmp/c1/work/000001/test.c: In function \xe2\x80\x98rif_show\xe2\x80\x99:\n"
		 "/tmp/c1/work/000001/test.c:261:1: internal compiler error: in riscv_sched_variable_issue, at config/riscv/riscv.cc:8603\n"
		 "  261 | }\n      | ^\n0x7f5806fcfd64 __libc_start_main\n\t???:0\n"
		 "Please submit a full bug report, with preprocessed source (by using -freport-bug).\n",
		 "internal compiler error: in riscv_sched_variable_issue, at riscv.cc:8603 (during RTL pass: sched1)"},
		{"reduced.c: In function 'fn2':\n"
		 "reduced.c:40:1: error: unrecognizable insn:\n"
		 "(insn 23 22 24 2 (set (reg:RVVM1SI 134)) \"reduced.c\":38:10 -1 (nil))\n"
		 "during RTL pass: vregs\n"
		 "reduced.c:40:1: internal compiler error: in extract_insn, at recog.cc:2812\n",
		 "internal compiler error: in extract_insn, at recog.cc:2812 (unrecognizable insn:, during RTL pass: vregs)"},
		{"t.c:44:1: error: unrecognizable insn:\n"
		 "(insn 8 7 9 2 (set (reg:RVVM1DI 134 [ _1 ])\n"
		 "        (if_then_else:RVVM1DI (unspec:RVVMF64BI [\n"
		 "                    (const_vector:RVVMF64BI repeat [\n"
		 "                            (const_int 1 [0x1])\n"
		 "                        ])\n"
		 "                    (reg:SI 66 vl)\n"
		 "                ] UNSPEC_VPREDICATE)\n"
		 "            (us_minus:RVVM1DI (reg/v:RVVM1DI 139 [ v ])\n"
		 "                (vec_duplicate:RVVM1DI (const_int 0 [0])))\n"
		 "            (unspec:RVVM1DI [(reg:DI 0 zero)] UNSPEC_VUNDEF))) \"t.c\":40:2 -1\n"
		 "     (nil))\n"
		 "during RTL pass: vregs\n"
		 "t.c:44:1: internal compiler error: in extract_insn, at recog.cc:2812\n",
		 "internal compiler error: in extract_insn, at recog.cc:2812 (unrecognizable insn: us_minus, during RTL pass: vregs)"},
		{"during GIMPLE pass: vect\n"
		 "t.c: In function 'f':\n"
		 "t.c:5:6: internal compiler error: Segmentation fault\n",
		 "internal compiler error: Segmentation fault (during GIMPLE pass: vect)"},
	};
	for (size_t i = 0; i < NELEM(t); i++)
		crash_key_case("GCC crash key", t[i].log, "", t[i].want);
}

static void
test_crash_key(void)
{
	static const char head[] =
	    "PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/\n"
	    "Stack dump:\n"
	    "0.\tProgram arguments: /usr/lib/llvm-19/bin/clang -cc1 -O2 t.c\n"
	    "4.\tRunning pass 'RISC-V Insert VSETVLI pass' on function '@fn12'\n"
	    " #0 0x00007f5ce3cb73c6 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/usr/lib/llvm-19/bin/../lib/libLLVM.so.19.1+0xeb73c6)\n"
	    " #1 0x00007f5ce3cb5070 llvm::sys::RunSignalHandlers() (/usr/lib/llvm-19/bin/../lib/libLLVM.so.19.1+0xeb5070)\n"
	    " #2 0x00007f5ce3cb7a8b (/usr/lib/llvm-19/bin/../lib/libLLVM.so.19.1+0xeb7a8b)\n"
	    " #3 0x00007f5ce2c5a050 (/lib/x86_64-linux-gnu/libc.so.6+0x3c050)\n";
	static const struct { const char *frames, *want; } t[] = {
		{" #4 0x00007f5ce684fe4c (/usr/lib/llvm-19/bin/../lib/libLLVM.so.19.1+0x3a4fe4c)\n"
		 " #5 0x00007f5ce409bb58 llvm::MachineFunctionPass::runOnFunction(llvm::Function&) (/usr/lib/llvm-19/bin/../lib/libLLVM.so.19.1+0x129bb58)\n",
		 "Running pass 'RISC-V Insert VSETVLI pass' on function '@fn#' in libLLVM.so.#.#+0x3a4fe4c called from "
		 "llvm::MachineFunctionPass::runOnFunction"},
		{" #4 0x00007f5ce409bb58 llvm::LiveRange::find(llvm::SlotIndex) (/usr/lib/llvm-19/bin/../lib/libLLVM.so.19.1+0x129bb58)\n",
		 "Running pass 'RISC-V Insert VSETVLI pass' on function '@fn#' in llvm::LiveRange::find"},
	};
	for (size_t i = 0; i < NELEM(t); i++)
		crash_key_case("crash key", head, t[i].frames, t[i].want);
	/* clang-19 -O2 -mtune=sifive-7-series (seed 0xf35f5cedaba16589): a
	 * back-end error, then a crash whose pass line the driver's message
	 * cut; the key is the error */
	crash_key_case("crash key: after a back-end error",
	    "error: ran out of registers during register allocation\n"
	    "PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/\nStack dump:\n"
	    "0.\tProgram arguments: /usr/lib/llvm-19/bin/clang -cc1 -O2 t.c\n"
	    "1.\t<eof> parser at end of file\n2.\tCode generation\n",
	    "3.\tRunning pass 'clang-19: error: unable to execute command: Segmentation fault\n"
	    "clang-19: error: clang frontend command failed due to signal (use -v to see invocation)\n",
	    "error: ran out of registers during register allocation");
	/* a pass line cut off: the frames alone */
	crash_key_case("crash key: a pass line cut off", head,
	    "5.\tRunning pass 'Greedy Reg\n"
	    " #4 0x00007f5ce409bb58 llvm::LiveRange::find(llvm::SlotIndex) (/usr/lib/llvm-19/bin/../lib/libLLVM.so.19.1+0x129bb58)\n",
	    "Running pass 'RISC-V Insert VSETVLI pass' on function '@fn#' in llvm::LiveRange::find");
}

/* reach: counts of a hand-written source and assembly */
/* A test's part in a batch: every name the part declares at file scope
 * (a macro, data, functions) renamed, nothing else: not the prelude's
 * names it uses, the intrinsics, locals unlike them, strings, comments */
static void
test_batch_member(void)
{
	static const char prog[] =
	    "/* header */\nstatic int rif_nok;\n"
	    "\n/* branch conditions the compiler cannot fold */\nstatic volatile int rif_on = 1;\n\n"
	    "#define LEN0 8\n"
	    "static int8_t v1[LEN0], s2 = (int8_t)3;\n"
	    "static const char y1[] = \"v1 'y1' LEN0\";\n"
	    "static inline __attribute__((always_inline)) vint8m1_t\n"
	    "fn3(vint8m1_t r4, size_t vl0)\n{\n\treturn __riscv_vadd_vx_i8m1(r4, s2, vl0); /* v1 */\n}\n"
	    "\nstatic void\nrif_init(void)\n{\n\tmemcpy(v1, y1, sizeof v1);\n}\n"
	    "\nstatic void\nblock0(void)\n{\n\tsize_t fn3x = LEN0;\n\tif (rif_on) rif_nok += fn3x;\n}\n"
	    "\nint\nmain(void)\n{\n\trif_init();\n\tblock0();\n\trif_verify();\n\treturn rif_exit();\n}\n";
	static const char want[] =
	    "\n/* ---- test 3 ---- */\n"
	    "#define t3_LEN0 8\n"
	    "static int8_t t3_v1[t3_LEN0], t3_s2 = (int8_t)3;\n"
	    "static const char t3_y1[] = \"v1 'y1' LEN0\";\n"
	    "static inline __attribute__((always_inline)) vint8m1_t\n"
	    "t3_fn3(vint8m1_t r4, size_t vl0)\n{\n\treturn __riscv_vadd_vx_i8m1(r4, t3_s2, vl0); /* v1 */\n}\n"
	    "\nstatic void\nt3_rif_init(void)\n{\n\tmemcpy(t3_v1, t3_y1, sizeof t3_v1);\n}\n"
	    "\nstatic void\nt3_block0(void)\n{\n\tsize_t fn3x = t3_LEN0;\n\tif (rif_on) rif_nok += fn3x;\n}\n"
	    "\nstatic __attribute__((noinline)) void\nt3_rif_run(void)\n{\n\tt3_rif_init();\n\tt3_block0();\n"
	    "\trif_verify();\n}\n";
	Buf b = {0};

	emit_member(prog, 3, &b);
	if (strcmp(b.s, want) == 0)
		npass++;
	else {
		nfail++;
		printf("FAIL batch member: got\n%s\nwant\n%s\n", b.s, want);
	}
	buf_free(&b);
}

/* a batch's output read back per test: written by hand in the form
 * emit_batch's programs print */
static void
test_batch_part(void)
{
	static const char whole[] =
	    "rif: test 4\nrif: ok, 16 elements checked\n"
	    "rif: test 7\nrif: FAIL op 2 __riscv_vadd_vv_i8m1: v3[1] expected 0x01 got 0x02\n"
	    "rif: 1 wrong elements\n"
	    "rif: test 9\nrif: note: 2 agnostic elements hold neither their old value nor all ones\n"
	    "rif: ok, 8 elements checked\n"
	    "rif: end\n";
	static const char died[] =
	    "rif: test 4\nrif: ok, 16 elements checked\nrif: test 7\nrif: test 17\n";
	static const struct {
		const char *out;
		int exited, id, want;
		const char *ok;
	} c[] = {
		{whole, 1, 4, 0, "rif: ok, 16 elements checked\n"},
		{whole, 1, 7, 2, NULL},
		{whole, 1, 9, 0, "rif: note: 2 agnostic elements hold neither their old value nor all ones\n"
		    "rif: ok, 8 elements checked\n"},
		{whole, 1, 5, 1, NULL},         /* not in the batch: no whole part */
		{whole, 0, 9, 1, NULL},         /* killed after "rif: end": its part is not known whole */
		{died, 0, 4, 0, "rif: ok, 16 elements checked\n"},
		{died, 0, 7, 2, NULL},          /* whole (the next test began), without "ok" */
		{died, 0, 17, 1, NULL},         /* under way when the run died */
		{died, 0, 1, 3, NULL},          /* never began ("rif: test 17" is not test 1) */
	};

	for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
		char *ok;
		int got = emit_batch_part(c[i].out, c[i].exited, c[i].id, &ok);

		if (got == c[i].want && (ok == NULL) == (c[i].ok == NULL) && (!ok || strcmp(ok, c[i].ok) == 0))
			npass++;
		else {
			nfail++;
			printf("FAIL batch part %zu: got %d '%s', want %d '%s'\n", i, got, ok ? ok : "",
			    c[i].want, c[i].ok ? c[i].ok : "");
		}
		free(ok);
	}
}

static void
test_reach(void)
{
	static const char src[] =
	    "vl = __riscv_vsetvl_e32m1(n - i);\n"
	    "r1 = __riscv_vadd_vv_i32m1(a, b, vl);\n"
	    "r2 = __riscv_vmerge_vvm_i32m1(r1, c, m, vl);\n"
	    "r3 = __riscv_vmv_v_v_i32m1_tu(r2, r1, 3);\n"
	    "__riscv_vse32_v_i32m1(v3 + i, r3, vl);\n"
	    "rif_check(2, \"__riscv_vmerge_vvm_i32m1\", \"v2\", \"op 1 \\\"__riscv_vadd\", v2);\n"
	    "/* __riscv_vmerge_vvm_i32m1 */ // __riscv_vmv_v_v_i32m1\n";
	static const char as[] =
	    "loop0:                                  # @loop0\n"
	    "# %bb.0:\n"
	    "\tvsetvli\ta0, a1, e32, m1, ta, ma\n"
	    "\tvadd.vv\tv8, v8, v9\n"
	    "\tvsetivli\tzero, 3, e32, m1, tu, mu\n"
	    "\tvmerge.vvm\tv10, v8, v9, v0\n"
	    "\tvmerge.vim\tv11, v11, 1, v0\n"
	    "\tvs8r.v\tv16, (a0)\n"
	    "\tvl8re64.v\tv16, (a0)\n"
	    "\tvmv2r.v\tv12, v14\n"
	    "\tvse32.v\tv10, (a2)\n"
	    "\t.section\t.rodata\n"
	    "vtable:\n";
	Reach r = {0};

	reach_source(src, &r);
	reach_asm(as, &r);
	expect("reach: tests", (uint64_t)r.tests, 1);
	expect("reach: intrinsic calls (vsetvl apart)", (uint64_t)r.src_calls, 4);
	expect("reach: vsetvl calls", (uint64_t)r.src_vsetvl, 1);
	expect("reach: merges in the source", (uint64_t)r.src_merges, 1);
	expect("reach: vmv.v.v in the source", (uint64_t)r.src_vmvvv, 1);
	expect("reach: vector instructions", (uint64_t)r.asm_vector, 9);
	expect("reach: vsetvli and vsetivli", (uint64_t)r.asm_vset, 2);
	expect("reach: merges in the assembly (vmerge.vim apart)", (uint64_t)r.asm_merges, 1);
	expect("reach: whole-register stores and loads", (uint64_t)r.asm_spills, 2);
	expect("reach: whole-register moves", (uint64_t)r.asm_copies, 1);
	/* vl kept: "vsetvli zero, zero" only (not vsetvli zero, a1 nor a0, zero) */
	{
		static const char ks[] =
		    "\tvsetvli\tzero, zero, e16, mf2, ta, ma\n"
		    "\tvsetvli zero,zero,e8,m1,ta,ma\n"
		    "\tvsetvli\tzero, a1, e32, m1, ta, ma\n"
		    "\tvsetvli\ta0, zero, e64, m1, ta, ma\n"
		    "\tvsetivli\tzero, 4, e8, m1, ta, ma\n";
		Reach k = {0};

		reach_asm(ks, &k);
		expect("reach: vsetvli's", (uint64_t)k.asm_vset, 5);
		expect("reach: vsetvli's that keep vl", (uint64_t)k.asm_vset_keep, 2);
	}
	/* control flow: two labels, a forward bnez, a backward bltu (a loop)
	 * and a backward j; a forward j is no back-edge */
	{
		static const char cf[] =
		    "f:\n"
		    "\tbnez\ta0, .LBB3_2\n"
		    ".LBB3_1:                                # =>This Loop Header: Depth=1\n"
		    "\taddi\ta1, a1, 1\n"
		    "\tbltu\ta1, a2, .LBB3_1\n"
		    "\tj\t.LBB3_3\n"
		    ".LBB3_2:\n"
		    "\tj\t.LBB3_1\n"
		    ".LBB3_3:\n"
		    "\tret\n";
		Reach c = {0};

		reach_asm(cf, &c);
		expect("reach: basic blocks (labels)", (uint64_t)c.asm_blocks, 3);
		expect("reach: conditional branches", (uint64_t)c.asm_branches, 2);
		expect("reach: back-edges (bltu and j to .LBB3_1)", (uint64_t)c.asm_backedges, 2);
	}
}

/* Fixed point and carry, element by element.  vxrm: RNU rounds half up,
 * RNE half to even, RDN down (truncates), ROD to odd (jams the bits
 * shifted out into the lowest bit).  v = the exact value before rounding. */
enum { XRNU, XRNE, XRDN, XROD };
static const struct xcase {
	int fam, sew, asew, rm;
	uint64_t a, b;
	unsigned m;                     /* v0: carry or borrow in */
	uint64_t want;
	const char *note;
} xcases[] = {
	/* saturating add and subtract, both ends */
	{F_VSADD, 8, 8, 0, 0x7f, 0x01, 0, 0x7f, "127 + 1 saturates to MAX"},
	{F_VSADD, 8, 8, 0, 0x40, 0x40, 0, 0x7f, "64 + 64 saturates to MAX"},
	{F_VSADD, 8, 8, 0, 0x80, 0xff, 0, 0x80, "-128 + -1 saturates to MIN"},
	{F_VSADD, 8, 8, 0, 0xc0, 0xc0, 0, 0x80, "-64 + -64 = -128, no overflow"},
	{F_VSADD, 8, 8, 0, 0x80, 0x7f, 0, 0xff, "-128 + 127 = -1"},
	{F_VSADD, 64, 64, 0, 0x7fffffffffffffff, 1, 0, 0x7fffffffffffffff, "MAX64 + 1"},
	{F_VSADD, 64, 64, 0, 0x8000000000000000, 0xffffffffffffffff, 0, 0x8000000000000000, "MIN64 + -1"},
	{F_VSADDU, 8, 8, 0, 0xff, 0x01, 0, 0xff, "255 + 1 saturates"},
	{F_VSADDU, 8, 8, 0, 0xfe, 0x01, 0, 0xff, "254 + 1 = 255 exactly"},
	{F_VSADDU, 64, 64, 0, 0xffffffffffffffff, 0xffffffffffffffff, 0, 0xffffffffffffffff, "max64 + max64"},
	{F_VSADDU, 64, 64, 0, 0x8000000000000000, 0x7fffffffffffffff, 0, 0xffffffffffffffff, "2^63 + 2^63-1, exact"},
	{F_VSSUB, 8, 8, 0, 0x80, 0x01, 0, 0x80, "-128 - 1 saturates to MIN"},
	{F_VSSUB, 8, 8, 0, 0x7f, 0xff, 0, 0x7f, "127 - -1 saturates to MAX"},
	{F_VSSUB, 8, 8, 0, 0x00, 0x80, 0, 0x7f, "0 - -128 saturates to MAX"},
	{F_VSSUB, 8, 8, 0, 0xff, 0x7f, 0, 0x80, "-1 - 127 = -128 exactly"},
	{F_VSSUB, 64, 64, 0, 0x8000000000000000, 1, 0, 0x8000000000000000, "MIN64 - 1"},
	{F_VSSUB, 64, 64, 0, 0, 0x8000000000000000, 0, 0x7fffffffffffffff, "0 - MIN64"},
	{F_VSSUBU, 8, 8, 0, 0x00, 0x01, 0, 0x00, "0 - 1 saturates to 0"},
	{F_VSSUBU, 8, 8, 0, 0x05, 0x03, 0, 0x02, "5 - 3"},
	{F_VSSUBU, 64, 64, 0, 1, 0xffffffffffffffff, 0, 0, "1 - max64 saturates to 0"},
	/* vaadd 1 + 2 = 3: v = 1.5 */
	{F_VAADD, 8, 8, XRNU, 1, 2, 0, 2, "(1 + 2) / 2 RNU: 1.5 up"},
	{F_VAADD, 8, 8, XRNE, 1, 2, 0, 2, "(1 + 2) / 2 RNE: 1.5 to even 2"},
	{F_VAADD, 8, 8, XRDN, 1, 2, 0, 1, "(1 + 2) / 2 RDN: 1"},
	{F_VAADD, 8, 8, XROD, 1, 2, 0, 1, "(1 + 2) / 2 ROD: 1 is odd"},
	/* vaadd 1 + 0: v = 0.5 */
	{F_VAADD, 8, 8, XRNU, 1, 0, 0, 1, "0.5 RNU: 1"},
	{F_VAADD, 8, 8, XRNE, 1, 0, 0, 0, "0.5 RNE: to even 0"},
	{F_VAADD, 8, 8, XRDN, 1, 0, 0, 0, "0.5 RDN: 0"},
	{F_VAADD, 8, 8, XROD, 1, 0, 0, 1, "0.5 ROD: jam to 1"},
	/* vaadd -1 + -2 = -3: v = -1.5 */
	{F_VAADD, 8, 8, XRNU, 0xff, 0xfe, 0, 0xff, "-1.5 RNU: up to -1"},
	{F_VAADD, 8, 8, XRNE, 0xff, 0xfe, 0, 0xfe, "-1.5 RNE: to even -2"},
	{F_VAADD, 8, 8, XRDN, 0xff, 0xfe, 0, 0xfe, "-1.5 RDN: down to -2"},
	{F_VAADD, 8, 8, XROD, 0xff, 0xfe, 0, 0xff, "-1.5 ROD: odd -1"},
	/* vaadd 127 + -128 = -1: v = -0.5 */
	{F_VAADD, 8, 8, XRNU, 0x7f, 0x80, 0, 0x00, "-0.5 RNU: 0"},
	{F_VAADD, 8, 8, XRNE, 0x7f, 0x80, 0, 0x00, "-0.5 RNE: to even 0"},
	{F_VAADD, 8, 8, XRDN, 0x7f, 0x80, 0, 0xff, "-0.5 RDN: -1"},
	{F_VAADD, 8, 8, XROD, 0x7f, 0x80, 0, 0xff, "-0.5 ROD: -1 is odd"},
	{F_VAADD, 8, 8, XRNU, 0x7f, 0x7f, 0, 0x7f, "(127 + 127) / 2: no overflow in 9 bits"},
	{F_VAADD, 8, 8, XRNU, 0x80, 0x80, 0, 0x80, "(-128 + -128) / 2"},
	/* SEW 64: the sum has 65 bits */
	{F_VAADD, 64, 64, XRNU, 0x7fffffffffffffff, 0x7fffffffffffffff, 0, 0x7fffffffffffffff, "(MAX + MAX) / 2 = MAX"},
	{F_VAADD, 64, 64, XRNU, 0x7fffffffffffffff, 0x7ffffffffffffffe, 0, 0x7fffffffffffffff, "(MAX + MAX-1) / 2 = MAX - 0.5 RNU: MAX"},
	{F_VAADD, 64, 64, XRNE, 0x7fffffffffffffff, 0x7ffffffffffffffe, 0, 0x7ffffffffffffffe, "MAX - 0.5 RNE: even MAX-1"},
	{F_VAADD, 64, 64, XRDN, 0x7fffffffffffffff, 0x7ffffffffffffffe, 0, 0x7ffffffffffffffe, "MAX - 0.5 RDN"},
	{F_VAADD, 64, 64, XROD, 0x7fffffffffffffff, 0x7ffffffffffffffe, 0, 0x7fffffffffffffff, "MAX - 0.5 ROD: odd MAX"},
	{F_VAADD, 64, 64, XRNU, 0x8000000000000000, 0x8000000000000000, 0, 0x8000000000000000, "(MIN + MIN) / 2 = MIN"},
	{F_VAADD, 64, 64, XRNE, 0x8000000000000000, 0xffffffffffffffff, 0, 0xc000000000000000, "(MIN - 1) / 2 = -2^62 - 0.5 RNE: -2^62"},
	{F_VAADD, 64, 64, XRDN, 0x8000000000000000, 0xffffffffffffffff, 0, 0xbfffffffffffffff, "-2^62 - 0.5 RDN: -2^62 - 1"},
	{F_VAADDU, 64, 64, XRNU, 0xffffffffffffffff, 0xffffffffffffffff, 0, 0xffffffffffffffff, "(max + max) / 2 = max"},
	{F_VAADDU, 64, 64, XRNU, 0xffffffffffffffff, 0xfffffffffffffffe, 0, 0xffffffffffffffff, "max - 0.5 RNU: max"},
	{F_VAADDU, 64, 64, XRNE, 0xffffffffffffffff, 0xfffffffffffffffe, 0, 0xfffffffffffffffe, "max - 0.5 RNE: even"},
	{F_VAADDU, 64, 64, XROD, 0xffffffffffffffff, 0xfffffffffffffffe, 0, 0xffffffffffffffff, "max - 0.5 ROD: odd"},
	{F_VAADDU, 8, 8, XRNU, 0xff, 0x00, 0, 0x80, "255 / 2 = 127.5 RNU: 128"},
	{F_VAADDU, 8, 8, XRDN, 0xff, 0x00, 0, 0x7f, "127.5 RDN: 127"},
	/* vasub: the difference has SEW+1 bits, the result wraps */
	{F_VASUB, 8, 8, XRNU, 1, 2, 0, 0x00, "(1 - 2) / 2 = -0.5 RNU: 0"},
	{F_VASUB, 8, 8, XRNE, 1, 2, 0, 0x00, "-0.5 RNE: 0"},
	{F_VASUB, 8, 8, XRDN, 1, 2, 0, 0xff, "-0.5 RDN: -1"},
	{F_VASUB, 8, 8, XROD, 1, 2, 0, 0xff, "-0.5 ROD: -1"},
	{F_VASUB, 8, 8, XRNU, 0x7f, 0x80, 0, 0x80, "(127 - -128) / 2 = 127.5 RNU: 128 wraps"},
	{F_VASUB, 8, 8, XRDN, 0x7f, 0x80, 0, 0x7f, "127.5 RDN: 127"},
	{F_VASUB, 8, 8, XRNU, 0x80, 0x7f, 0, 0x81, "(-128 - 127) / 2 = -127.5 RNU: -127"},
	{F_VASUB, 8, 8, XRNE, 0x80, 0x7f, 0, 0x80, "-127.5 RNE: even -128"},
	{F_VASUB, 8, 8, XROD, 0x80, 0x7f, 0, 0x81, "-127.5 ROD: odd -127"},
	{F_VASUB, 64, 64, XRNU, 0x7fffffffffffffff, 0x8000000000000000, 0, 0x8000000000000000, "(MAX - MIN) / 2 RNU: 2^63 wraps"},
	{F_VASUB, 64, 64, XRDN, 0x7fffffffffffffff, 0x8000000000000000, 0, 0x7fffffffffffffff, "(MAX - MIN) / 2 RDN"},
	{F_VASUB, 64, 64, XRNU, 0x8000000000000000, 0x7fffffffffffffff, 0, 0x8000000000000001, "(MIN - MAX) / 2 = -2^63 + 0.5 RNU"},
	{F_VASUB, 64, 64, XRNE, 0x8000000000000000, 0x7fffffffffffffff, 0, 0x8000000000000000, "-2^63 + 0.5 RNE: even"},
	{F_VASUBU, 8, 8, XRNU, 0, 1, 0, 0x00, "(0 - 1) / 2: 0x1ff >> 1 = 0xff, +1 wraps"},
	{F_VASUBU, 8, 8, XRDN, 0, 1, 0, 0xff, "(0 - 1) / 2 RDN: 0xff"},
	{F_VASUBU, 8, 8, XROD, 0, 1, 0, 0xff, "(0 - 1) / 2 ROD: odd"},
	{F_VASUBU, 8, 8, XRNU, 5, 1, 0, 2, "(5 - 1) / 2"},
	{F_VASUBU, 64, 64, XRNU, 0, 0xffffffffffffffff, 0, 0x8000000000000001, "(0 - max64) / 2: 2^63 + 0.5 RNU"},
	{F_VASUBU, 64, 64, XRNE, 0, 0xffffffffffffffff, 0, 0x8000000000000000, "2^63 + 0.5 RNE: even"},
	/* vsmul: (a * b) >> (SEW-1), rounded, saturated */
	{F_VSMUL, 8, 8, XRNU, 0x80, 0x80, 0, 0x7f, "MIN * MIN = 2^14 >> 7 = 128 saturates"},
	{F_VSMUL, 8, 8, XRDN, 0x80, 0x80, 0, 0x7f, "MIN * MIN saturates in RDN too"},
	{F_VSMUL, 8, 8, XRNU, 0x40, 0x40, 0, 0x20, "0.5 * 0.5 = 0.25 exactly"},
	{F_VSMUL, 8, 8, XRNU, 0x80, 0x7f, 0, 0x81, "MIN * MAX = -16256 >> 7 = -127 exactly"},
	{F_VSMUL, 8, 8, XRNU, 0x40, 0x01, 0, 1, "64 >> 7 = 0.5 RNU: 1"},
	{F_VSMUL, 8, 8, XRNE, 0x40, 0x01, 0, 0, "0.5 RNE: 0"},
	{F_VSMUL, 8, 8, XRDN, 0x40, 0x01, 0, 0, "0.5 RDN: 0"},
	{F_VSMUL, 8, 8, XROD, 0x40, 0x01, 0, 1, "0.5 ROD: 1"},
	{F_VSMUL, 8, 8, XRNU, 0xc0, 0x01, 0, 0x00, "-64 >> 7 = -0.5 RNU: 0"},
	{F_VSMUL, 8, 8, XRNE, 0xc0, 0x01, 0, 0x00, "-0.5 RNE: 0"},
	{F_VSMUL, 8, 8, XRDN, 0xc0, 0x01, 0, 0xff, "-0.5 RDN: -1"},
	{F_VSMUL, 8, 8, XROD, 0xc0, 0x01, 0, 0xff, "-0.5 ROD: -1"},
	{F_VSMUL, 8, 8, XRNU, 0x7f, 0x7f, 0, 0x7e, "16129 >> 7 = 126 + 1/128 RNU: 126"},
	{F_VSMUL, 8, 8, XROD, 0x7f, 0x7f, 0, 0x7f, "126 + 1/128 ROD: 127"},
	{F_VSMUL, 64, 64, XRNU, 0x8000000000000000, 0x8000000000000000, 0, 0x7fffffffffffffff, "MIN64 * MIN64 saturates"},
	{F_VSMUL, 64, 64, XRNU, 0x8000000000000000, 0x7fffffffffffffff, 0, 0x8000000000000001, "MIN64 * MAX64 >> 63 = MIN + 1"},
	{F_VSMUL, 64, 64, XRNU, 0x4000000000000000, 3, 0, 2, "3 * 2^62 >> 63 = 1.5 RNU: 2"},
	{F_VSMUL, 64, 64, XRNE, 0x4000000000000000, 3, 0, 2, "1.5 RNE: 2"},
	{F_VSMUL, 64, 64, XRDN, 0x4000000000000000, 3, 0, 1, "1.5 RDN: 1"},
	{F_VSMUL, 64, 64, XROD, 0x4000000000000000, 3, 0, 1, "1.5 ROD: 1"},
	{F_VSMUL, 64, 64, XROD, 0xffffffffffffffff, 0xffffffffffffffff, 0, 1, "-1 * -1 = 1 >> 63: 2^-63 ROD: 1"},
	{F_VSMUL, 64, 64, XRNU, 0xffffffffffffffff, 0xffffffffffffffff, 0, 0, "2^-63 RNU: 0"},
	{F_VSMUL, 64, 64, XRNU, 0x8000000000000000, 0xffffffffffffffff, 0, 1, "MIN64 * -1 = 2^63 >> 63 = 1"},
	/* vssrl: 6 >> 2 = 1.5, 10 >> 2 = 2.5, 9 >> 2 = 2.25 */
	{F_VSSRL, 8, 8, XRNU, 6, 2, 0, 2, "0b110 >> 2 = 1.5 RNU: 2"},
	{F_VSSRL, 8, 8, XRNE, 6, 2, 0, 2, "1.5 RNE: 2"},
	{F_VSSRL, 8, 8, XRDN, 6, 2, 0, 1, "1.5 RDN: 1"},
	{F_VSSRL, 8, 8, XROD, 6, 2, 0, 1, "1.5 ROD: 1"},
	{F_VSSRL, 8, 8, XRNU, 10, 2, 0, 3, "0b1010 >> 2 = 2.5 RNU: 3"},
	{F_VSSRL, 8, 8, XRNE, 10, 2, 0, 2, "2.5 RNE: 2"},
	{F_VSSRL, 8, 8, XRDN, 10, 2, 0, 2, "2.5 RDN: 2"},
	{F_VSSRL, 8, 8, XROD, 10, 2, 0, 3, "2.5 ROD: 3"},
	{F_VSSRL, 8, 8, XRNU, 9, 2, 0, 2, "0b1001 >> 2 = 2.25 RNU: 2"},
	{F_VSSRL, 8, 8, XROD, 9, 2, 0, 3, "2.25 ROD: 3"},
	{F_VSSRL, 8, 8, XRNU, 0xff, 8, 0, 0xff, "shift 8 mod 8 = 0: nothing rounded"},
	{F_VSSRL, 8, 8, XROD, 0xff, 8, 0, 0xff, "shift 0 in ROD: unchanged"},
	{F_VSSRL, 8, 8, XRNU, 0xff, 15, 0, 2, "0xff >> 7 (15 mod 8) = 1.99 RNU: 2"},
	{F_VSSRL, 64, 64, XRNU, 0xffffffffffffffff, 1, 0, 0x8000000000000000, "max64 >> 1 = 2^63 - 0.5 RNU"},
	{F_VSSRL, 64, 64, XRDN, 0xffffffffffffffff, 65, 0, 0x7fffffffffffffff, "shift 65 mod 64 = 1, RDN"},
	/* vssra: -6 >> 2 = -1.5 */
	{F_VSSRA, 8, 8, XRNU, 0xfa, 2, 0, 0xff, "-6 >> 2 = -1.5 RNU: -1"},
	{F_VSSRA, 8, 8, XRNE, 0xfa, 2, 0, 0xfe, "-1.5 RNE: -2"},
	{F_VSSRA, 8, 8, XRDN, 0xfa, 2, 0, 0xfe, "-1.5 RDN: -2"},
	{F_VSSRA, 8, 8, XROD, 0xfa, 2, 0, 0xff, "-1.5 ROD: -1"},
	{F_VSSRA, 8, 8, XRNU, 0x80, 7, 0, 0xff, "-128 >> 7 = -1"},
	{F_VSSRA, 8, 8, XRNU, 0x80, 8, 0, 0x80, "shift 8 mod 8 = 0"},
	{F_VSSRA, 64, 64, XRNU, 0x8000000000000000, 63, 0, 0xffffffffffffffff, "MIN64 >> 63 = -1"},
	{F_VSSRA, 64, 64, XRNU, 0x8000000000000001, 1, 0, 0xc000000000000001, "(MIN + 1) >> 1 = -2^62 + 0.5 RNU"},
	{F_VSSRA, 64, 64, XRNE, 0x8000000000000001, 1, 0, 0xc000000000000000, "-2^62 + 0.5 RNE: even"},
	/* vnclipu: a has 2*SEW bits, the shift amount is b mod 2*SEW */
	{F_VNCLIPU, 8, 16, XRNU, 0x1234, 4, 0, 0xff, "0x1234 >> 4 = 0x123 saturates to 255"},
	{F_VNCLIPU, 8, 16, XRNU, 0x0ff8, 4, 0, 0xff, "0xff.8 RNU: 0x100 saturates"},
	{F_VNCLIPU, 8, 16, XRDN, 0x0ff8, 4, 0, 0xff, "0xff.8 RDN: 0xff"},
	{F_VNCLIPU, 8, 16, XRNU, 0x0028, 4, 0, 3, "0x28 >> 4 = 2.5 RNU: 3"},
	{F_VNCLIPU, 8, 16, XRNE, 0x0028, 4, 0, 2, "2.5 RNE: 2"},
	{F_VNCLIPU, 8, 16, XRDN, 0x0028, 4, 0, 2, "2.5 RDN: 2"},
	{F_VNCLIPU, 8, 16, XROD, 0x0028, 4, 0, 3, "2.5 ROD: 3"},
	{F_VNCLIPU, 8, 16, XROD, 0x0028, 20, 0, 3, "shift 20 mod 16 = 4"},
	{F_VNCLIPU, 8, 16, XRNU, 0x0042, 0, 0, 0x42, "shift 0: fits"},
	{F_VNCLIPU, 8, 16, XRNU, 0x0100, 16, 0, 0xff, "shift 16 mod 16 = 0: 256 saturates"},
	{F_VNCLIPU, 8, 16, XRNU, 0x0000, 3, 0, 0x00, "0 stays 0 (the low end)"},
	{F_VNCLIPU, 32, 64, XRNU, 0xffffffffffffffff, 32, 0, 0xffffffff, "2^32 - 2^-32 RNU: 2^32 saturates"},
	{F_VNCLIPU, 32, 64, XRNU, 0xffffffffffffffff, 33, 0, 0x80000000, ">> 33 = 2^31 - 2^-33 RNU: 2^31"},
	{F_VNCLIPU, 32, 64, XRDN, 0xffffffffffffffff, 33, 0, 0x7fffffff, ">> 33 RDN"},
	/* vnclip: saturation at both ends */
	{F_VNCLIP, 8, 16, XRNU, 0x7fff, 0, 0, 0x7f, "32767 saturates to MAX"},
	{F_VNCLIP, 8, 16, XRNU, 0x8000, 0, 0, 0x80, "-32768 saturates to MIN"},
	{F_VNCLIP, 8, 16, XRNU, 0x8000, 16, 0, 0x80, "shift 16 mod 16 = 0"},
	{F_VNCLIP, 8, 16, XRNU, 0x8000, 8, 0, 0x80, "-32768 >> 8 = -128 exactly"},
	{F_VNCLIP, 8, 16, XRNU, 0x8000, 7, 0, 0x80, "-32768 >> 7 = -256 saturates"},
	{F_VNCLIP, 8, 16, XRDN, 0x7fff, 8, 0, 0x7f, "32767 >> 8 = 127.996 RDN: 127"},
	{F_VNCLIP, 8, 16, XRNU, 0x7fff, 8, 0, 0x7f, "127.996 RNU: 128 saturates"},
	{F_VNCLIP, 8, 16, XRNU, 0xff80, 1, 0, 0xc0, "-128 >> 1 = -64"},
	{F_VNCLIP, 8, 16, XRNU, 0xffd8, 4, 0, 0xfe, "-40 >> 4 = -2.5 RNU: -2"},
	{F_VNCLIP, 8, 16, XRNE, 0xffd8, 4, 0, 0xfe, "-2.5 RNE: -2"},
	{F_VNCLIP, 8, 16, XRDN, 0xffd8, 4, 0, 0xfd, "-2.5 RDN: -3"},
	{F_VNCLIP, 8, 16, XROD, 0xffd8, 4, 0, 0xfd, "-2.5 ROD: -3"},
	{F_VNCLIP, 32, 64, XRNU, 0x8000000000000000, 63, 0, 0xffffffff, "MIN64 >> 63 = -1"},
	{F_VNCLIP, 32, 64, XRNU, 0x7fffffffffffffff, 32, 0, 0x7fffffff, "2^31 - 2^-32 RNU: 2^31 saturates"},
	{F_VNCLIP, 32, 64, XRDN, 0x7fffffffffffffff, 32, 0, 0x7fffffff, "2^31 - 2^-32 RDN"},
	{F_VNCLIP, 32, 64, XRNU, 0x7fffffffffffffff, 64, 0, 0x7fffffff, "shift 64 mod 64 = 0 saturates"},
	{F_VNCLIP, 32, 64, XRNU, 0x8000000000000000, 31, 0, 0x80000000, "-2^63 >> 31 = -2^32 saturates"},
	/* carry in and out of the top bit */
	{F_VADC, 8, 8, 0, 0xff, 0x00, 1, 0x00, "255 + 0 + 1 wraps"},
	{F_VADC, 8, 8, 0, 0x7f, 0x80, 0, 0xff, "127 + 128 + 0"},
	{F_VADC, 64, 64, 0, 0xffffffffffffffff, 0xffffffffffffffff, 1, 0xffffffffffffffff, "2^65 - 1 mod 2^64"},
	{F_VSBC, 8, 8, 0, 0x00, 0x00, 1, 0xff, "0 - 0 - 1"},
	{F_VSBC, 8, 8, 0, 0x05, 0x03, 1, 0x01, "5 - 3 - 1"},
	{F_VSBC, 64, 64, 0, 0, 0xffffffffffffffff, 1, 0, "0 - max - 1 = -2^64 wraps to 0"},
	{F_VMADCM, 8, 8, 0, 0xff, 0x00, 1, 1, "255 + 0 + 1 carries"},
	{F_VMADCM, 8, 8, 0, 0xff, 0x00, 0, 0, "255 + 0 + 0 does not"},
	{F_VMADCM, 8, 8, 0, 0x80, 0x7f, 1, 1, "128 + 127 + 1 = 256"},
	{F_VMADCM, 8, 8, 0, 0x80, 0x7f, 0, 0, "128 + 127 = 255"},
	{F_VMADCM, 64, 64, 0, 0xffffffffffffffff, 0xffffffffffffffff, 1, 1, "max64 + max64 + 1"},
	{F_VMADCM, 64, 64, 0, 0xffffffffffffffff, 0, 1, 1, "max64 + 0 + 1"},
	{F_VMADCM, 64, 64, 0, 0xfffffffffffffffe, 0, 1, 0, "max64 - 1 + 0 + 1"},
	{F_VMADC, 8, 8, 0, 0xff, 0x01, 0, 1, "255 + 1 carries (no carry in)"},
	{F_VMADC, 8, 8, 0, 0xfe, 0x01, 0, 0, "254 + 1 does not"},
	{F_VMADC, 64, 64, 0, 0x8000000000000000, 0x8000000000000000, 0, 1, "2^63 + 2^63"},
	{F_VMSBCM, 8, 8, 0, 0, 0, 1, 1, "0 - 0 - 1 borrows"},
	{F_VMSBCM, 8, 8, 0, 0, 0, 0, 0, "0 - 0 - 0 does not"},
	{F_VMSBCM, 8, 8, 0, 5, 5, 1, 1, "5 - 5 - 1 borrows"},
	{F_VMSBCM, 8, 8, 0, 6, 5, 1, 0, "6 - 5 - 1 = 0"},
	{F_VMSBCM, 64, 64, 0, 0xffffffffffffffff, 0xffffffffffffffff, 1, 1, "max - max - 1 borrows"},
	{F_VMSBC, 8, 8, 0, 5, 6, 0, 1, "5 - 6 borrows"},
	{F_VMSBC, 8, 8, 0, 0x80, 0x7f, 0, 0, "128 - 127 unsigned: no borrow"},
	{F_VMSBC, 64, 64, 0, 0, 0xffffffffffffffff, 0, 1, "0 - max64 borrows"},
};

static void
test_fixed_kernels(void)
{
	for (size_t i = 0; i < NELEM(xcases); i++) {
		const struct xcase *k = &xcases[i];
		Elt e = {k->a, k->b, 0, k->m, k->sew, k->asew, 64, k->rm};
		char what[160];

		snprintf(what, sizeof what, "%s sew %d: %s", fams[k->fam].name, k->sew, k->note);
		expect(what, model_kernel(k->fam, &e), k->want);
	}
}

/* one op on hand-built values, with the immediate operand imm; returns
 * the value it defines (a scalar for vcpop and vfirst) */
static int
runop(Graph *g, const char *name, int imm, const int *roles, const int *vals, int nargs, uint32_t n)
{
	Op o;

	memset(&o, 0, sizeof o);
	for (int r = 0; r < NROLE; r++)
		o.arg[r] = -1;
	ensure(inst_lookup(name, &o.in));
	o.in.imm = (uint8_t)imm;
	for (int k = 0; k < nargs; k++)
		o.arg[roles[k]] = vals[k];
	o.n = n;
	o.out = mkval(g, inst_output(&o.in), NULL, NULL);
	model_apply(g, &o);
	return o.out;
}

/* value v against want (d) and wantst (status digits); unknown elements' d is not compared */
static void
checkval(const char *what, Graph *g, int v, const uint64_t *want, const char *wantst)
{
	uint32_t n = g->v[v].t.kind == K_SCAL ? 1 : g->len;
	char buf[256];

	for (uint32_t i = 0; i < n; i++) {
		snprintf(buf, sizeof buf, "%s: status of element %u", what, i);
		expect(buf, g->v[v].st[i], (uint64_t)(wantst[i] - '0'));
		if (g->v[v].st[i] != ST_UNK && wantst[i] != '2') {
			snprintf(buf, sizeof buf, "%s: element %u", what, i);
			expect(buf, g->v[v].d[i], want[i]);
		}
	}
}

/* fixed point and carry through the shared loop */
static void
test_fixed_loop(void)
{
	Graph *g = mkgraph(4);
	Type t = tvec(C_I, 8, -3), m = tmask(6);
	static const uint64_t mk[] = {1, 0, 1, 1}, vd[] = {10, 11, 12, 13};
	static const uint64_t a[] = {1, 2, 0xff, 5}, b[] = {2, 2, 0xfe, 6};
	int vm = mkval(g, m, mk, NULL), d = mkval(g, t, vd, NULL);
	int va = mkval(g, t, a, NULL), vb = mkval(g, t, b, NULL);
	int ua = mkval(g, t, a, "0200");          /* element 1 unknown */
	int r[] = {R_VM, R_VD, R_VS2, R_VS1}, v[] = {vm, d, va, vb};

	{
		/* vl 3, element 1 masked off (agnostic), element 3 tail
		 * (undisturbed); (1 + 2) / 2 = 1.5 and (-1 + -2) / 2 = -1.5 */
		static const uint64_t rne[] = {2, 11, 0xfe, 13}, rnu[] = {2, 11, 0xff, 13};
		static const uint64_t rdn[] = {1, 11, 0xfe, 13};

		checkval("vaadd tum RNE", g, runop(g, "vaadd_vv_i8mf8_tum", XRNE, r, v, 4, 3), rne, "0100");
		checkval("vaadd tum RNU", g, runop(g, "vaadd_vv_i8mf8_tum", XRNU, r, v, 4, 3), rnu, "0100");
		checkval("vaadd tum RDN", g, runop(g, "vaadd_vv_i8mf8_tum", XRDN, r, v, 4, 3), rdn, "0100");
	}
	{
		/* vnclip of i16 by rs1 4 under _mu, vl 4: masked-off element 1 keeps vd */
		static const uint64_t wa[] = {0x7fff, 0x1234, 0xffd8, 0x0028};
		static const uint64_t w[] = {0x7f, 11, 0xfe, 2};
		int xw = mkval(g, tvec(C_I, 16, -2), wa, NULL);
		int sh = mkval(g, tscal(C_U, 64), (const uint64_t[]){4}, NULL);
		int rn[] = {R_VM, R_VD, R_VS2, R_RS1}, vn[] = {vm, d, xw, sh};

		checkval("vnclip mu RNE", g, runop(g, "vnclip_wx_i8mf8_mu", XRNE, rn, vn, 4, 4), w, "0000");
	}
	{
		/* vadc reads both operands whatever v0 is (a merge would not
		 * need the unknown element 1 where v0 is 0); tail undisturbed */
		int rc[] = {R_VD, R_VS2, R_VS1, R_V0}, vc[] = {d, ua, vb, vm};
		static const uint64_t w[] = {4, 0, 0xfe, 13};

		checkval("vadc tu: an unknown operand", g, runop(g, "vadc_vvm_i8mf8_tu", 0, rc, vc, 4, 3), w, "0200");
	}
	{
		/* vmadc with carry in: a mask, its tail unknown: 1+2+1, 2+2+0, 255+254+1 */
		int rc[] = {R_VS2, R_VS1, R_V0}, vc[] = {va, vb, vm};
		static const uint64_t w[] = {0, 0, 1, 0};

		checkval("vmadc vvm", g, runop(g, "vmadc_vvm_i8mf8_b64", 0, rc, vc, 3, 3), w, "0002");
	}
	graph_free(g);
}

/* mask logical, every truth table: a = vs2 = 0011, b = vs1 = 0101, vl 4 */
static void
test_mask_logical(void)
{
	static const struct { const char *name; uint64_t want[4]; } tt[] = {
		{"vmand_mm_b8", {0, 0, 0, 1}},
		{"vmnand_mm_b8", {1, 1, 1, 0}},
		{"vmandn_mm_b8", {0, 0, 1, 0}},         /* a & !b */
		{"vmxor_mm_b8", {0, 1, 1, 0}},
		{"vmor_mm_b8", {0, 1, 1, 1}},
		{"vmnor_mm_b8", {1, 0, 0, 0}},
		{"vmorn_mm_b8", {1, 0, 1, 1}},          /* a | !b */
		{"vmxnor_mm_b8", {1, 0, 0, 1}},
	};
	Graph *g = mkgraph(4);
	static const uint64_t a[] = {0, 0, 1, 1}, b[] = {0, 1, 0, 1};
	int va = mkval(g, tmask(3), a, NULL), vb = mkval(g, tmask(3), b, NULL);
	int r[] = {R_VS2, R_VS1}, v[] = {va, vb};

	for (size_t i = 0; i < NELEM(tt); i++)
		checkval(tt[i].name, g, runop(g, tt[i].name, 0, r, v, 2, 4), tt[i].want, "0000");
	{
		static const uint64_t not[] = {1, 1, 0, 0}, zero[] = {0, 0, 0, 0}, one[] = {1, 1, 1, 1};

		checkval("vmmv", g, runop(g, "vmmv_m_b8", 0, r, v, 1, 4), a, "0000");
		checkval("vmnot", g, runop(g, "vmnot_m_b8", 0, r, v, 1, 4), not, "0000");
		checkval("vmclr", g, runop(g, "vmclr_m_b8", 0, r, v, 0, 4), zero, "0000");
		checkval("vmset, vl 2: a mask's tail is unknown", g, runop(g, "vmset_m_b8", 0, r, v, 0, 2), one,
		    "0022");
	}
	expect("vmand b1 is the ratio of e8m8", (uint64_t)inst_lookup("vmand_mm_b1", &(Inst){0}), 1);
	expect("no vmand_mm_b128", (uint64_t)!inst_lookup("vmand_mm_b128", &(Inst){0}), 1);
	graph_free(g);
}

/* vcpop, vfirst, vmsbf, vmsif, vmsof: whole-vector kernels over the mask's
 * active elements */
static void
test_mask_whole(void)
{
	Graph *g = mkgraph(8);
	Type m = tmask(2);
	static const uint64_t none[8], all[] = {1, 1, 1, 1, 1, 1, 1, 1};
	static const uint64_t some[] = {1, 0, 1, 1, 0, 0, 1, 0};
	static const uint64_t at0[] = {1, 0, 0, 0, 0, 0, 0, 0}, at7[] = {0, 0, 0, 0, 0, 0, 0, 1};
	static const uint64_t two[] = {0, 0, 1, 0, 1, 0, 0, 0};
	static const uint64_t hide2[] = {1, 1, 0, 1, 1, 1, 0, 1};
	static const uint64_t vdm[] = {1, 0, 1, 0, 1, 0, 1, 0};
	int vnone = mkval(g, m, none, NULL), vall = mkval(g, m, all, NULL), vsome = mkval(g, m, some, NULL);
	int v0 = mkval(g, m, at0, NULL), v7 = mkval(g, m, at7, NULL), vtwo = mkval(g, m, two, NULL);
	int vhide = mkval(g, m, hide2, NULL), vd = mkval(g, m, vdm, NULL);
	int usome = mkval(g, m, some, "00200000");      /* bit 2 unknown */
	int r[] = {R_VS2}, rm[] = {R_VM, R_VS2}, rmu[] = {R_VM, R_VD, R_VS2};
#define POP(what, name, n, want, st, ...) do { \
		int v_[] = {__VA_ARGS__}; \
		checkval(what, g, runop(g, name, 0, NELEM(v_) == 1 ? r : rm, v_, (int)NELEM(v_), n), \
		    (const uint64_t[]){want}, st); \
	} while (0)

	POP("vcpop of no set bit", "vcpop_m_b4", 8, 0, "0", vnone);
	POP("vcpop of all, vl 8", "vcpop_m_b4", 8, 8, "0", vall);
	POP("vcpop of all, vl 5", "vcpop_m_b4", 5, 5, "0", vall);
	POP("vcpop of 10110010", "vcpop_m_b4", 8, 4, "0", vsome);
	POP("vcpop of 10110010, vl 3", "vcpop_m_b4", 3, 2, "0", vsome);
	POP("vcpop, vl 0", "vcpop_m_b4", 0, 0, "0", vall);
	POP("vcpop masked: elements 2 and 6 off", "vcpop_m_b4_m", 8, 2, "0", vhide, vsome);
	POP("vcpop with an unknown bit", "vcpop_m_b4", 8, 0, "2", usome);
	POP("vcpop: the unknown bit masked off", "vcpop_m_b4_m", 8, 2, "0", vhide, usome);
	POP("vfirst of no set bit: -1", "vfirst_m_b4", 8, 0xffffffffffffffff, "0", vnone);
	POP("vfirst of 00101000", "vfirst_m_b4", 8, 2, "0", vtwo);
	POP("vfirst: the first set bit at vl", "vfirst_m_b4", 2, 0xffffffffffffffff, "0", vtwo);
	POP("vfirst: the mask hides bit 2", "vfirst_m_b4_m", 8, 4, "0", vhide, vtwo);
	POP("vfirst: set bit 0", "vfirst_m_b4", 8, 0, "0", vall);
	POP("vfirst: unknown bit 2 after the first set bit 0", "vfirst_m_b4", 8, 0, "0", usome);
	POP("vfirst of all, vm hides 2 and 6", "vfirst_m_b4_m", 8, 0, "0", vhide, vall);
#undef POP
	{
		static const uint64_t u4[] = {0, 0, 0, 1, 0, 0, 0, 0};
		int uu = mkval(g, m, u4, "02000000");    /* bit 1 unknown before the first set bit 3 */
		static const uint64_t w[] = {0xffffffffffffffff};

		checkval("vfirst: an unknown bit before the first", g, runop(g, "vfirst_m_b4", 0, r, &uu, 1, 8),
		    w, "2");
	}
	{
		static const uint64_t ones[] = {1, 1, 1, 1, 1, 1, 1, 1}, zeros[8];
		static const uint64_t sbf7[] = {1, 1, 1, 1, 1, 1, 1, 0}, of7[] = {0, 0, 0, 0, 0, 0, 0, 1};
		static const uint64_t sbf2[] = {1, 1, 0, 0, 0, 0, 0, 0}, sif2[] = {1, 1, 1, 0, 0, 0, 0, 0};
		static const uint64_t sof2[] = {0, 0, 1, 0, 0, 0, 0, 0};

		checkval("vmsbf of none: all 1", g, runop(g, "vmsbf_m_b4", 0, r, &vnone, 1, 8), ones, "00000000");
		checkval("vmsif of none: all 1", g, runop(g, "vmsif_m_b4", 0, r, &vnone, 1, 8), ones, "00000000");
		checkval("vmsof of none: all 0", g, runop(g, "vmsof_m_b4", 0, r, &vnone, 1, 8), zeros, "00000000");
		checkval("vmsbf set at 0", g, runop(g, "vmsbf_m_b4", 0, r, &v0, 1, 8), zeros, "00000000");
		checkval("vmsif set at 0", g, runop(g, "vmsif_m_b4", 0, r, &v0, 1, 8), at0, "00000000");
		checkval("vmsof set at 0", g, runop(g, "vmsof_m_b4", 0, r, &v0, 1, 8), at0, "00000000");
		checkval("vmsbf set at the last", g, runop(g, "vmsbf_m_b4", 0, r, &v7, 1, 8), sbf7, "00000000");
		checkval("vmsif set at the last", g, runop(g, "vmsif_m_b4", 0, r, &v7, 1, 8), ones, "00000000");
		checkval("vmsof set at the last", g, runop(g, "vmsof_m_b4", 0, r, &v7, 1, 8), of7, "00000000");
		checkval("vmsbf of 00101000", g, runop(g, "vmsbf_m_b4", 0, r, &vtwo, 1, 8), sbf2, "00000000");
		checkval("vmsif of 00101000", g, runop(g, "vmsif_m_b4", 0, r, &vtwo, 1, 8), sif2, "00000000");
		checkval("vmsof of 00101000", g, runop(g, "vmsof_m_b4", 0, r, &vtwo, 1, 8), sof2, "00000000");
		/* vl 7: the set bit 7 is past vl, the tail (7) unknown */
		checkval("vmsof, set bit past vl", g, runop(g, "vmsof_m_b4", 0, r, &v7, 1, 7), zeros, "00000002");
	}
	{
		/* a = 00101011 with vm = 11011111 (2 off) and vl 6: the first
		 * active set bit is 4; element 2 is inactive, 6 and 7 tail */
		static const uint64_t av[] = {0, 0, 1, 0, 1, 0, 1, 1};
		int x = mkval(g, m, av, NULL), vmv[] = {vhide, x}, vmuv[] = {vhide, vd, x};
		static const uint64_t sbf[] = {1, 1, 0, 1, 0, 0, 0, 0}, sbfu[] = {1, 1, 1, 1, 0, 0, 0, 0};
		static const uint64_t sifu[] = {1, 1, 1, 1, 1, 0, 0, 0}, sofu[] = {0, 0, 1, 0, 1, 0, 0, 0};

		checkval("vmsbf _m", g, runop(g, "vmsbf_m_b4_m", 0, rm, vmv, 2, 6), sbf, "00200022");
		checkval("vmsbf _mu", g, runop(g, "vmsbf_m_b4_mu", 0, rmu, vmuv, 3, 6), sbfu, "00000022");
		checkval("vmsif _mu", g, runop(g, "vmsif_m_b4_mu", 0, rmu, vmuv, 3, 6), sifu, "00000022");
		checkval("vmsof _mu", g, runop(g, "vmsof_m_b4_mu", 0, rmu, vmuv, 3, 6), sofu, "00000022");
	}
	{
		/* an unknown bit 2 of 10?10010: vmsbf is 0 from bit 0 on anyway,
		 * vmsof known everywhere (bit 0 comes first) */
		static const uint64_t zeros[8], sof[] = {1, 0, 0, 0, 0, 0, 0, 0};
		static const uint64_t late[] = {0, 0, 0, 0, 1, 0, 0, 0};
		int ul = mkval(g, m, late, "00200000");
		/* 00?01000: the known set bit 4 decides the elements after it */
		static const uint64_t sbfl[] = {1, 1, 0, 0, 0, 0, 0, 0}, sifl[] = {1, 1, 1, 0, 0, 0, 0, 0};

		checkval("vmsbf with an unknown bit after the first", g, runop(g, "vmsbf_m_b4", 0, r, &usome, 1, 8),
		    zeros, "00000000");
		checkval("vmsof with an unknown bit after the first", g, runop(g, "vmsof_m_b4", 0, r, &usome, 1, 8),
		    sof, "00000000");
		checkval("vmsbf with an unknown bit first", g, runop(g, "vmsbf_m_b4", 0, r, &ul, 1, 8),
		    sbfl, "00220000");
		checkval("vmsif with an unknown bit first", g, runop(g, "vmsif_m_b4", 0, r, &ul, 1, 8),
		    sifl, "00022000");
		checkval("vmsof with an unknown bit first", g, runop(g, "vmsof_m_b4", 0, r, &ul, 1, 8),
		    zeros, "00202000");
	}
	graph_free(g);
}

/* prototypes of the new classes, as in the API list */
static void
test_mask_names(void)
{
	static const char *const protos[] = {
		"vbool32_t __riscv_vmand_mm_b32(vbool32_t vs2, vbool32_t vs1, size_t vl);",
		"vbool1_t __riscv_vmnot_m_b1(vbool1_t vs, size_t vl);",
		"vbool64_t __riscv_vmclr_m_b64(size_t vl);",
		"unsigned long __riscv_vcpop_m_b32_m(vbool32_t vm, vbool32_t vs2, size_t vl);",
		"long __riscv_vfirst_m_b8(vbool8_t vs2, size_t vl);",
		"vbool16_t __riscv_vmsof_m_b16_mu(vbool16_t vm, vbool16_t vd, vbool16_t vs2, size_t vl);",
		"vint32m1_t __riscv_vaadd_vv_i32m1_tumu(vbool32_t vm, vint32m1_t vd, vint32m1_t vs2, vint32m1_t vs1, unsigned int vxrm, size_t vl);",
		"vuint8mf8_t __riscv_vnclipu_wx_u8mf8(vuint16mf4_t vs2, size_t rs1, unsigned int vxrm, size_t vl);",
		"vint64m8_t __riscv_vadc_vxm_i64m8_tu(vint64m8_t vd, vint64m8_t vs2, int64_t rs1, vbool8_t v0, size_t vl);",
		"vbool8_t __riscv_vmsbc_vvm_u64m8_b8(vuint64m8_t vs2, vuint64m8_t vs1, vbool8_t v0, size_t vl);",
	};

	check_protos(protos, NELEM(protos));
	expect("vmadc has no _tu", (uint64_t)!inst_lookup("vmadc_vvm_i8m1_b8_tu", &(Inst){0}), 1);
	expect("vadc has no _m", (uint64_t)!inst_lookup("vadc_vvm_i8m1_m", &(Inst){0}), 1);
	expect("vcpop has no _mu", (uint64_t)!inst_lookup("vcpop_m_b8_mu", &(Inst){0}), 1);
}

/* A view op added to the graph (a vget finds its part through the ops that
 * built the group); its result value's id. */
static int
viewop(Graph *g, const char *name, const int *roles, const int *vals, int nargs, int imm)
{
	Op *o;
	int id = g->no;

	grow(&g->o, &g->capo, g->no + 1, sizeof *g->o);
	o = &g->o[g->no++];
	memset(o, 0, sizeof *o);
	for (int r = 0; r < NROLE; r++)
		o->arg[r] = -1;
	ensure(inst_lookup(name, &o->in));
	o->in.imm = (uint8_t)imm;
	for (int k = 0; k < nargs; k++)
		o->arg[roles[k]] = vals[k];
	o->n = g->len;
	o->out = mkval(g, inst_result(&o->in), NULL, NULL);
	g->v[o->out].def = id;
	model_apply(g, o);
	return o->out;
}

/* a view's result against d and status st ("0" known, "2" unknown) */
static void
viewcheck(const char *what, Graph *g, int v, const uint64_t *d, const char *st)
{
	char buf[160];

	for (uint32_t i = 0; i < g->len; i++) {
		snprintf(buf, sizeof buf, "%s: status of element %u", what, i);
		expect(buf, g->v[v].st[i], (uint64_t)(st[i] - '0'));
		if (st[i] == '0') {
			snprintf(buf, sizeof buf, "%s: element %u", what, i);
			expect(buf, g->v[v].d[i], d[i]);
		}
	}
}

/* Views: reinterprets, LMUL extension and truncation, vget, vset, vcreate,
 * vundefined, and vsetvl, on a block of 4 tracked elements (8 for masks
 * seen as bytes).  Values are little-endian bytes of the register. */
static void
test_views(void)
{
	Graph *g = mkgraph(4);
	int s[] = {R_VS2}, sd[] = {R_VD, R_VS2}, parts[] = {R_VS2, R_P1, R_P2, R_P3};
	int f = mkval(g, tvec(C_F, 32, 0), (const uint64_t[]){0x3f800000, 0x7f800001, 5, 0}, "0003");
	int i32 = mkval(g, tvec(C_I, 32, 0), (const uint64_t[]){0x7f800001, 0xffffffff, 7, 9}, "0020");
	int u8 = mkval(g, tvec(C_U, 8, 0), (const uint64_t[]){0x11, 0x22, 0x33, 0x44}, NULL);
	int u32 = mkval(g, tvec(C_U, 32, 0), (const uint64_t[]){0x44332211, 0x88776655, 1, 2}, NULL);
	int u32x = mkval(g, tvec(C_U, 32, 0), (const uint64_t[]){0x44332211, 0x88776655, 1, 2}, "2000");
	int m4[4], d4, v, x;

	/* the same bits as another class: a NaN of unknown bits is no integer */
	v = viewop(g, "vreinterpret_v_f32m1_i32m1", s, &f, 1, 0);
	viewcheck("f32 as i32: bits kept, some-NaN unknown", g, v,
	    (const uint64_t[]){0x3f800000, 0x7f800001, 5, 0}, "0002");
	v = viewop(g, "vreinterpret_v_i32m1_f32m1", s, &i32, 1, 0);
	viewcheck("i32 as f32: an sNaN's bits are known", g, v,
	    (const uint64_t[]){0x7f800001, 0xffffffff, 0, 9}, "0020");
	/* across SEW: u8 {11 22 33 44} is u32 0x44332211; u32 elements 1..
	 * need bytes 4.. (untracked) */
	v = viewop(g, "vreinterpret_v_u8m1_u32m1", s, &u8, 1, 0);
	viewcheck("u8 as u32", g, v, (const uint64_t[]){0x44332211, 0, 0, 0}, "0222");
	v = viewop(g, "vreinterpret_v_u32m1_u8m1", s, &u32, 1, 0);
	viewcheck("u32 as u8: the bytes of element 0", g, v, (const uint64_t[]){0x11, 0x22, 0x33, 0x44}, "0000");
	v = viewop(g, "vreinterpret_v_u32m1_u16m1", s, &u32, 1, 0);
	viewcheck("u32 as u16", g, v, (const uint64_t[]){0x2211, 0x4433, 0x6655, 0x8877}, "0000");
	v = viewop(g, "vreinterpret_v_u32m1_u8m1", s, &u32x, 1, 0);
	viewcheck("u32 as u8, element 0 unknown", g, v, (const uint64_t[]){0}, "2222");
	/* integers as a mask: bit i is bit i % 8 of byte i / 8; 0x11 = 10001000 from bit 0 */
	v = viewop(g, "vreinterpret_v_u8m1_b8", s, &u8, 1, 0);
	viewcheck("u8 as b8", g, v, (const uint64_t[]){1, 0, 0, 0}, "0000");
	/* LMUL extension and truncation: element i stays element i */
	v = viewop(g, "vlmul_ext_v_i32m1_i32m4", s, &i32, 1, 0);
	viewcheck("vlmul_ext", g, v, (const uint64_t[]){0x7f800001, 0xffffffff, 0, 9}, "0020");
	x = v;
	v = viewop(g, "vlmul_trunc_v_i32m4_i32mf2", s, &x, 1, 0);
	viewcheck("vlmul_trunc", g, v, (const uint64_t[]){0x7f800001, 0xffffffff, 0, 9}, "0020");
	/* vset: part 0 is value, elements below len of any other part leave dest */
	for (int k = 0; k < 4; k++)
		m4[k] = mkval(g, tvec(C_I, 32, 0), (const uint64_t[]){k * 10 + 0, k * 10 + 1, k * 10 + 2, k * 10 + 3}, NULL);
	d4 = mkval(g, tvec(C_I, 32, 2), (const uint64_t[]){100, 101, 102, 103}, NULL);
	x = viewop(g, "vset_v_i32m1_i32m4", sd, (const int[]){d4, m4[1]}, 2, 0);
	viewcheck("vset index 0: value", g, x, (const uint64_t[]){10, 11, 12, 13}, "0000");
	x = viewop(g, "vset_v_i32m1_i32m4", sd, (const int[]){d4, m4[2]}, 2, 2);
	viewcheck("vset index 2: dest below len", g, x, (const uint64_t[]){100, 101, 102, 103}, "0000");
	/* vget finds part 2 in that vset; part 1 is dest's, an input: unknown;
	 * part 0 is the group's own first elements */
	v = viewop(g, "vget_v_i32m4_i32m1", s, &x, 1, 2);
	viewcheck("vget index 2 of vset index 2", g, v, (const uint64_t[]){20, 21, 22, 23}, "0000");
	v = viewop(g, "vget_v_i32m4_i32m1", s, &x, 1, 1);
	viewcheck("vget index 1 of an input group", g, v, (const uint64_t[]){0}, "2222");
	v = viewop(g, "vget_v_i32m4_i32m1", s, &x, 1, 0);
	viewcheck("vget index 0", g, v, (const uint64_t[]){100, 101, 102, 103}, "0000");
	/* a vset over a vset: part 1 (m1) passes the vset of part 2 to the first */
	{
		int y = viewop(g, "vset_v_i32m1_i32m4", sd, (const int[]){x, m4[1]}, 2, 1);

		v = viewop(g, "vget_v_i32m4_i32m1", s, &y, 1, 2);
		viewcheck("vget index 2 through a vset of part 1", g, v, (const uint64_t[]){20, 21, 22, 23}, "0000");
		v = viewop(g, "vget_v_i32m4_i32m2", s, &y, 1, 1);
		viewcheck("vget m2 index 1: registers 2-3, part 2 is one of them", g, v, (const uint64_t[]){0}, "2222");
	}
	/* vcreate of four m1 parts: part k is m4[k]; an m2 part is two */
	x = viewop(g, "vcreate_v_i32m1_i32m4", parts, m4, 4, 0);
	viewcheck("vcreate: part 0 below len", g, x, (const uint64_t[]){0, 1, 2, 3}, "0000");
	v = viewop(g, "vget_v_i32m4_i32m1", s, &x, 1, 3);
	viewcheck("vget index 3 of vcreate", g, v, (const uint64_t[]){30, 31, 32, 33}, "0000");
	v = viewop(g, "vget_v_i32m4_i32m2", s, &x, 1, 1);
	viewcheck("vget m2 index 1 of m1 parts", g, v, (const uint64_t[]){0}, "2222");
	/* vset of an m2 part at index 1 covers m1 parts 2 and 3: part 2 starts there */
	{
		int m2 = mkval(g, tvec(C_I, 32, 1), (const uint64_t[]){50, 51, 52, 53}, NULL);
		int y = viewop(g, "vset_v_i32m2_i32m4", sd, (const int[]){d4, m2}, 2, 1);

		v = viewop(g, "vget_v_i32m4_i32m1", s, &y, 1, 2);
		viewcheck("vget m1 index 2 of a vset m2 index 1", g, v, (const uint64_t[]){50, 51, 52, 53}, "0000");
		v = viewop(g, "vget_v_i32m4_i32m1", s, &y, 1, 3);
		viewcheck("vget m1 index 3: inside the m2 part, at a VLEN-dependent place", g, v,
		    (const uint64_t[]){0}, "2222");
	}
	v = viewop(g, "vundefined_i32m4", s, &x, 0, 0);
	viewcheck("vundefined", g, v, (const uint64_t[]){0}, "2222");
	/* vsetvl: avl if at most VLMAX at VLEN 128 (e32m1: 4, e8m8: 128) */
	scalcase("vsetvl e32m1 avl 3", g, "vsetvl_e32m1", R_RS1, szval(g, 3), 0, 3, ST_OK);
	scalcase("vsetvl e32m1 avl 4", g, "vsetvl_e32m1", R_RS1, szval(g, 4), 0, 4, ST_OK);
	scalcase("vsetvl e32m1 avl 5: 4 or 5 by VLEN", g, "vsetvl_e32m1", R_RS1, szval(g, 5), 0, 0, ST_UNK);
	scalcase("vsetvl e8m8 avl 128", g, "vsetvl_e8m8", R_RS1, szval(g, 128), 0, 128, ST_OK);
	scalcase("vsetvlmax depends on VLEN", g, "vsetvlmax_e8m1", R_RS1, szval(g, 0), 0, 0, ST_UNK);
	graph_free(g);
	/* a mask as bytes: 8 tracked bits make byte 0 */
	g = mkgraph(8);
	x = mkval(g, tmask(3), (const uint64_t[]){1, 0, 0, 1, 1, 1, 0, 1}, NULL);
	v = viewop(g, "vreinterpret_v_b8_u8m1", s, &x, 1, 0);
	viewcheck("b8 as u8: bits 0..7 = 0xb9", g, v, (const uint64_t[]){0xb9}, "02222222");
	x = mkval(g, tmask(3), (const uint64_t[]){1, 0, 0, 1, 1, 1, 0, 1}, "00000020");
	v = viewop(g, "vreinterpret_v_b8_u8m1", s, &x, 1, 0);
	viewcheck("b8 as u8, bit 6 unknown", g, v, (const uint64_t[]){0}, "22222222");
	graph_free(g);
}

/* prototypes of the views, from the API list; their immediate's range */
static void
test_view_names(void)
{
	static const char *const protos[] = {
		"vuint64m1_t __riscv_vreinterpret_v_b8_u64m1(vbool8_t src);",
		"vbool64_t __riscv_vreinterpret_v_i8m1_b64(vint8m1_t src);",
		"vuint16mf4_t __riscv_vreinterpret_v_u8mf4_u16mf4(vuint8mf4_t src);",
		"vfloat16mf4_t __riscv_vreinterpret_v_u16mf4_f16mf4(vuint16mf4_t src);",
		"vint32m1_t __riscv_vreinterpret_v_i8m1_i32m1(vint8m1_t src);",
		"vuint64m8_t __riscv_vlmul_ext_v_u64m4_u64m8(vuint64m4_t value);",
		"vfloat16mf4_t __riscv_vlmul_trunc_v_f16m1_f16mf4(vfloat16m1_t value);",
		"vuint64m4_t __riscv_vget_v_u64m8_u64m4(vuint64m8_t src, size_t index);",
		"vfloat16m8_t __riscv_vset_v_f16m1_f16m8(vfloat16m8_t dest, size_t index, vfloat16m1_t value);",
		"vfloat16m4_t __riscv_vcreate_v_f16m1_f16m4(vfloat16m1_t v0, vfloat16m1_t v1, vfloat16m1_t v2, vfloat16m1_t v3);",
		"vuint64m8_t __riscv_vundefined_u64m8();",
		"size_t __riscv_vsetvl_e8mf4(size_t avl);",
		"size_t __riscv_vsetvlmax_e64m8();",
	};
	Inst in;

	check_protos(protos, NELEM(protos));
	expect("vget m4 of m8: 2 parts", (uint64_t)(inst_lookup("vget_v_i32m8_i32m4", &in) ? inst_imm_n(&in) : 0), 2);
	expect("vset m1 into m8: 8 parts", (uint64_t)(inst_lookup("vset_v_u8m1_u8m8", &in) ? inst_imm_n(&in) : 0), 8);
	/* b1 holds VLEN bits, i16m1 VLEN/16 elements: no such reinterpret in the API */
	expect("no b1 as i16m1", (uint64_t)inst_lookup("vreinterpret_v_b1_i16m1", &in), 0);
	expect("no fractional parts", (uint64_t)inst_lookup("vget_v_i32m1_i32mf2", &in), 0);
	expect("vsetvl runs in blocks only", (uint64_t)(inst_lookup("vsetvl_e8m1", &in) && !inst_loops(&in)), 1);
	expect("vlmul_ext runs in loops", (uint64_t)(inst_lookup("vlmul_ext_v_i8m1_i8m2", &in) && inst_loops(&in)), 1);
	expect("u8 as u32 runs in blocks only", (uint64_t)(inst_lookup("vreinterpret_v_u8m1_u32m1", &in) && !inst_loops(&in)), 1);
}

/* Repeated ops (a loop in the program): each trip takes the result of the
 * one before in the carried role; trip: a mask whose set bits count the
 * trips (at most rep), or -1 */
static void
repcase(const char *what, Graph *g, const char *name, const int *roles, const int *vals, int nargs,
    uint32_t n, int rep, int carry, int trip, const uint64_t *want, const char *st)
{
	Op o;

	memset(&o, 0, sizeof o);
	for (int r = 0; r < NROLE; r++)
		o.arg[r] = -1;
	ensure(inst_lookup(name, &o.in));
	for (int k = 0; k < nargs; k++)
		o.arg[roles[k]] = vals[k];
	o.n = n;
	o.rep = (uint8_t)rep;
	o.carry = (int8_t)carry;
	o.arg[R_TRIP] = trip;
	o.out = mkval(g, inst_result(&o.in), NULL, NULL);
	model_apply(g, &o);
	viewcheck(what, g, o.out, want, st);
}

static void
test_repeat(void)
{
	Graph *g = mkgraph(4);
	Type t = tvec(C_I, 32, 0);
	int vd = mkval(g, t, w_vd, NULL), vs = mkval(g, t, w_vs, NULL);
	int x = mkval(g, t, (const uint64_t[]){1, 2, 3, 4}, "0020");
	int three = mkval(g, tscal(C_I, 32), (const uint64_t[]){3}, NULL), one = szval(g, 1);
	int ax[] = {R_VS2, R_RS1}, mac[] = {R_VS2, R_VD, R_RS1}, sl[] = {R_VD, R_VS2, R_RS1};

	/* vadd.vx x, 3 three times: x + 9 */
	repcase("vadd.vx 3, three trips", g, "vadd_vx_i32m1", ax, (const int[]){x, three}, 2, 4, 3, R_VS2, -1,
	    (const uint64_t[]){10, 11, 0, 13}, "0020");
	/* vmacc.vx vd += 3 * vs, twice, carrying vd: 20 + 30 + 30 ...; vl 3 _tu: element 3 keeps 23 */
	repcase("vmacc.vx, two trips carrying vd", g, "vmacc_vx_i32m1_tu", mac, (const int[]){vs, vd, three}, 3,
	    3, 2, R_VD, -1, (const uint64_t[]){80, 87, 94, 23}, "0000");
	/* vslidedown by 1, twice, carrying vs2: trip 1 gives 11 12 13 ? (vs[4]
	 * is VLMAX-dependent), trip 2 12 13 ? ? */
	repcase("vslidedown 1, two trips", g, "vslidedown_vx_i32m1_tu", sl, (const int[]){vd, vs, one}, 3, 4, 2,
	    R_VS2, -1, (const uint64_t[]){12, 13, 0, 0}, "0022");
	/* trips from the set bits of a mask, at most rep: 2 bits of 4 -> two
	 * trips; no bit: the carried operand; an unknown bit: nothing known */
	repcase("vadd.vx 3, trips = 2 set bits", g, "vadd_vx_i32m1", ax, (const int[]){x, three}, 2, 4, 4, R_VS2,
	    mkval(g, tmask(5), (const uint64_t[]){0, 1, 1, 0}, NULL), (const uint64_t[]){7, 8, 0, 10}, "0020");
	repcase("no set bit: the loop does not run", g, "vadd_vx_i32m1", ax, (const int[]){x, three}, 2, 4, 4,
	    R_VS2, mkval(g, tmask(5), (const uint64_t[]){0, 0, 0, 0}, NULL), (const uint64_t[]){1, 2, 0, 4}, "0020");
	repcase("an unknown bit: unknown trips", g, "vadd_vx_i32m1", ax, (const int[]){x, three}, 2, 4, 4, R_VS2,
	    mkval(g, tmask(5), (const uint64_t[]){1, 0, 0, 0}, "0200"), (const uint64_t[]){0}, "2222");
	graph_free(g);
}

/* A memory op added to the graph: base and stride in elements (strided),
 * n elements below vl; its result value's id (a store's: the new array). */
static int
memop(Graph *g, const char *name, const int *roles, const int *vals, int nargs, int32_t base,
    int32_t step, uint32_t n)
{
	Op *o;
	int id = g->no;

	grow(&g->o, &g->capo, g->no + 1, sizeof *g->o);
	o = &g->o[g->no++];
	memset(o, 0, sizeof *o);
	for (int r = 0; r < NROLE; r++)
		o->arg[r] = -1;
	ensure(inst_lookup(name, &o->in));
	for (int k = 0; k < nargs; k++)
		o->arg[roles[k]] = vals[k];
	o->mbase = base, o->mstep = step, o->n = n;
	o->out = mkval(g, inst_output(&o->in), NULL, NULL);
	g->v[o->out].def = id;
	model_apply(g, o);
	return o->out;
}

/* Strided and indexed loads and stores, fault-only-first: 8 elements of
 * 32 bits; the array holds 10 + i, a vd 20 + i, old memory 50 + i. */
static void
test_memory(void)
{
	Graph *g = mkgraph(8);
	Type t = tvec(C_U, 32, 0), x16 = tvec(C_U, 16, -1), x8 = tvec(C_U, 8, -2), m = tmask(5);
	static const uint64_t mem[] = {10, 11, 12, 13, 14, 15, 16, 17}, vd[] = {20, 21, 22, 23, 24, 25, 26, 27};
	static const uint64_t old[] = {50, 51, 52, 53, 54, 55, 56, 57}, vs3[] = {1, 2, 3, 4, 5, 6, 7, 8};
	int a = mkval(g, t, mem, NULL), d = mkval(g, t, vd, NULL), o = mkval(g, t, old, NULL);
	int s = mkval(g, t, vs3, NULL);
	int mk = mkval(g, m, (const uint64_t[]){1, 0, 1, 0, 1, 1, 1, 1}, "00020000");
	int ld[] = {R_SRC}, ldtu[] = {R_VD, R_SRC}, ldm[] = {R_VM, R_SRC}, ldx[] = {R_SRC, R_IDX};
	int st[] = {R_VS3, R_OLD}, stm[] = {R_VM, R_VS3, R_OLD}, stx[] = {R_IDX, R_VS3, R_OLD}, v;

	/* base 6, stride -2 elements (-8 bytes): elements 6, 4, 2, 0; the tail agnostic, no vd */
	v = memop(g, "vlse32_v_u32m1", ld, &a, 1, 6, -2, 4);
	viewcheck("vlse stride -8 bytes from element 6", g, v, (const uint64_t[]){16, 14, 12, 10}, "00002222");
	/* stride 0: element 3 three times */
	v = memop(g, "vlse32_v_u32m1", ld, &a, 1, 3, 0, 3);
	viewcheck("vlse stride 0", g, v, (const uint64_t[]){13, 13, 13}, "00022222");
	/* stride 12 bytes from element 1, tail undisturbed */
	v = memop(g, "vlse32_v_u32m1_tu", ldtu, (const int[]){d, a}, 2, 1, 3, 3);
	viewcheck("vlse_tu stride 12 bytes", g, v, (const uint64_t[]){11, 14, 17, 23, 24, 25, 26, 27},
	    "00000000");
	/* masked, mask agnostic without vd: inactive elements unknown, mask bit 3 unknown */
	v = memop(g, "vlse32_v_u32m1_m", ldm, (const int[]){mk, a}, 2, 0, 1, 5);
	viewcheck("vlse_m stride 4 bytes", g, v, (const uint64_t[]){10, 0, 12, 0, 14}, "02020222");
	/* byte offsets 28, 0, 4, 4 (16-bit indices): elements 7, 0, 1, 1 */
	{
		int ix = mkval(g, x16, (const uint64_t[]){28, 0, 4, 4, 8, 12, 16, 20}, NULL);

		g->v[ix].fixed = g->v[ix].d;
		v = memop(g, "vluxei16_v_u32m1", ldx, (const int[]){a, ix}, 2, 0, 0, 4);
		viewcheck("vluxei16 offsets 28 0 4 4", g, v, (const uint64_t[]){17, 10, 11, 11}, "00002222");
		v = memop(g, "vloxei16_v_u32m1_tu", (const int[]){R_VD, R_SRC, R_IDX}, (const int[]){d, a, ix}, 3,
		    0, 0, 2);
		viewcheck("vloxei16_tu offsets 28 0", g, v, (const uint64_t[]){17, 10, 22, 23, 24, 25, 26, 27},
		    "00000000");
	}
	/* ordered store, offsets 4 4 0 (8-bit): element 1 gets 1 then 2, element 0 gets 3 */
	{
		int ix = mkval(g, x8, (const uint64_t[]){4, 4, 0, 0, 0, 0, 0, 0}, NULL);
		int same = mkval(g, t, (const uint64_t[]){9, 9, 3, 4, 5, 6, 7, 8}, NULL);

		g->v[ix].fixed = g->v[ix].d;
		v = memop(g, "vsoxei8_v_u32m1", stx, (const int[]){ix, s, o}, 3, 0, 0, 3);
		viewcheck("vsoxei8 offsets 4 4 0: the last wins", g, v,
		    (const uint64_t[]){3, 2, 52, 53, 54, 55, 56, 57}, "00000000");
		v = memop(g, "vsuxei8_v_u32m1", stx, (const int[]){ix, s, o}, 3, 0, 0, 3);
		viewcheck("vsuxei8 offsets 4 4 0: either of two values", g, v,
		    (const uint64_t[]){3, 0, 52, 53, 54, 55, 56, 57}, "02000000");
		v = memop(g, "vsuxei8_v_u32m1", stx, (const int[]){ix, same, o}, 3, 0, 0, 3);
		viewcheck("vsuxei8 offsets 4 4 0: one value twice", g, v,
		    (const uint64_t[]){3, 9, 52, 53, 54, 55, 56, 57}, "00000000");
	}
	/* masked strided store, stride 8 bytes: element 0 <- 1, element 1 inactive (2 is
	 * not written), element 4 <- 3, mask bit 3 unknown: element 6 unknown */
	v = memop(g, "vsse32_v_u32m1_m", stm, (const int[]){mk, s, o}, 3, 0, 2, 4);
	viewcheck("vsse_m stride 8 bytes", g, v, (const uint64_t[]){1, 51, 52, 53, 3, 55, 0, 57}, "00000020");
	/* stride -4 bytes from element 7: the elements reversed */
	v = memop(g, "vsse32_v_u32m1", st, (const int[]){s, o}, 2, 7, -1, 8);
	viewcheck("vsse stride -4 bytes from element 7", g, v, (const uint64_t[]){8, 7, 6, 5, 4, 3, 2, 1},
	    "00000000");
	/* fault-only-first: a unit-stride load */
	v = memop(g, "vle32ff_v_u32m1_tu", ldtu, (const int[]){d, a}, 2, 0, 0, 6);
	viewcheck("vle32ff_tu", g, v, (const uint64_t[]){10, 11, 12, 13, 14, 15, 26, 27}, "00000000");

	/* mem_ok: every element below vl in the array */
	{
		Op k;

		memset(&k, 0, sizeof k);
		for (int r = 0; r < NROLE; r++)
			k.arg[r] = -1;
		ensure(inst_lookup("vlse32_v_u32m1", &k.in));
		k.arg[R_SRC] = a;
		k.mbase = 5, k.mstep = 1, k.n = 4;
		expect("mem_ok: elements 5..8 of 8", (uint64_t)mem_ok(g, &k), 0);
		k.n = 3;
		expect("mem_ok: elements 5..7 of 8", (uint64_t)mem_ok(g, &k), 1);
		k.mbase = 7, k.mstep = -2, k.n = 4;
		expect("mem_ok: elements 7, 5, 3, 1", (uint64_t)mem_ok(g, &k), 1);
		k.n = 5;
		expect("mem_ok: elements 7 .. -1", (uint64_t)mem_ok(g, &k), 0);
		k.mbase = 9, k.mstep = 0, k.n = 0;
		expect("mem_ok: base past the array", (uint64_t)mem_ok(g, &k), 0);
		ensure(inst_lookup("vluxei8_v_u32m1", &k.in));
		k.arg[R_IDX] = mkval(g, x8, (const uint64_t[]){0, 2, 0, 0, 0, 0, 0, 0}, NULL);
		g->v[k.arg[R_IDX]].fixed = g->v[k.arg[R_IDX]].d;
		k.n = 1;
		expect("mem_ok: offset 0", (uint64_t)mem_ok(g, &k), 1);
		k.n = 2;
		expect("mem_ok: offset 2 of 4-byte elements", (uint64_t)mem_ok(g, &k), 0);
		expect("mem_elem: offset 2 of 4-byte elements", (uint64_t)mem_elem(g, &k, 1), (uint64_t)-1);
	}
	graph_free(g);
}

/* prototypes of the memory forms, as in the API list */
static void
test_memory_names(void)
{
	static const char *const protos[] = {
		"vint32m1_t __riscv_vlse32_v_i32m1_tum(vbool32_t vm, vint32m1_t vd, const int32_t *rs1, ptrdiff_t rs2, size_t vl);",
		"void __riscv_vsse16_v_f16m2_m(vbool8_t vm, _Float16 *rs1, ptrdiff_t rs2, vfloat16m2_t vs3, size_t vl);",
		"vint8m1_t __riscv_vloxei64_v_i8m1(const int8_t *rs1, vuint64m8_t rs2, size_t vl);",
		"void __riscv_vsuxei8_v_u64m8(uint64_t *rs1, vuint8m1_t rs2, vuint64m8_t vs3, size_t vl);",
		"vfloat64m1_t __riscv_vle64ff_v_f64m1_mu(vbool64_t vm, vfloat64m1_t vd, const double *rs1, size_t *new_vl, size_t vl);",
	};

	check_protos(protos, NELEM(protos));
	expect("no vluxei64 for e8 m2 (EMUL 16)", (uint64_t)!inst_lookup("vluxei64_v_i8m2", &(Inst){0}), 1);
	expect("vsoxei has no _tu", (uint64_t)!inst_lookup("vsoxei8_v_i8m1_tu", &(Inst){0}), 1);
}

/* 1,000 programs; 100 under the sanitizers (the same code, 10 times slower) */
#ifdef __SANITIZE_ADDRESS__
#define NBOUNDS 100
#else
#define NBOUNDS 1000
#endif

/* the program for seed under o: its graph generated, modelled and emitted
 * into b (the caller frees both) */
static Graph *
emitted(const GenOpts *o, uint64_t seed, Buf *b)
{
	Graph *g = graph_generate(o, seed);
	EmitOpts eo = {0};

	eo.len_volatile = -1;
	model_run(g);
	emit_c(g, &eo, b);
	return g;
}

/* Fold pairs (graph.c fold_producer) in 200 generated programs: the
 * value made for a fold has one user, a vmerge.vvm or vmv.v.v taking it as
 * its true operand or source, in its part; neither runs in a carried loop;
 * the producer's passthru or accumulator, if any, is the merge's false
 * operand, its mask the merge's mask; in a loop it has the merge's vl, in
 * a block at least it.  In the program the producer's call and the
 * merge's are each written once (no decoy arm), with no brace (branch,
 * loop or function boundary) between them. */
static void
test_fold_pairs(void)
{
	GenOpts o;
	long pairs = 0, bad = 0, masked = 0, tu = 0;

	genopts_default(&o);
	for (uint64_t seed = 1; seed <= 200; seed++) {
		Buf b = {0};
		Graph *g = emitted(&o, seed, &b);

		for (int v = 0; v < g->nv; v++) {
			int user = -1, uses = 0, fals;
			const Op *d, *m;
			char def[32], use[32];
			const char *pd, *pm;

			if (!g->v[v].fold || g->v[v].def < 0)
				continue;
			for (int k = 0; k < g->no; k++)
				for (int r = 0; r < NROLE; r++)
					if (g->o[k].arg[r] == v) {
						uses++;
						user = r == R_VS1 ? k : -2;
					}
			pairs++;
			if (uses != 1 || user < 0) {
				if (bad++ < 5)
					printf("FAIL fold pairs: seed %d r%d has %d uses\n", (int)seed, v, uses);
				continue;
			}
			d = &g->o[g->v[v].def];
			m = &g->o[user];
			fals = m->in.fam == F_VMERGE ? m->arg[R_VS2] : m->arg[R_VD];
			masked += d->arg[R_VM] >= 0;
			tu += d->in.pol == P_TU;
			if ((m->in.fam != F_VMERGE && m->in.fam != F_VMV) || d->part != m->part || d->rep || m->rep ||
			    (fals >= 0 && d->arg[R_VD] >= 0 && d->arg[R_VD] != fals) ||
			    (m->in.fam == F_VMERGE && d->arg[R_VM] >= 0 && d->arg[R_VM] != m->arg[R_V0]) ||
			    (inst_has_vl(&d->in) && !op_mem(d) && (g->part[d->part].shape == SHP_LOOP ?
			    d->n != m->n : d->n < m->n))) {
				if (bad++ < 5)
					printf("FAIL fold pairs: seed %d r%d: op %d (%s) and op %d (%s)\n", (int)seed, v,
					    g->v[v].def, fams[d->in.fam].name, user, fams[m->in.fam].name);
				continue;
			}
			snprintf(def, sizeof def, " r%d = __riscv_", v);
			snprintf(use, sizeof use, " r%d, ", v);
			pd = strstr(b.s, def);
			pm = pd ? strstr(pd, use) : NULL;
			if (!pm && pd) {
				use[0] = '(';
				pm = strstr(pd, use);
			}
			if (!pd || !pm || strstr(pd + 1, def) || strstr(pm + 1, use) ||
			    memchr(pd, '{', (size_t)(pm - pd)) || memchr(pd, '}', (size_t)(pm - pd))) {
				if (bad++ < 5)
					printf("FAIL fold pairs: seed %d r%d: not one call each in one block\n", (int)seed, v);
			}
		}
		buf_free(&b);
		graph_free(g);
	}
	printf("unit: fold pairs: %ld in 200 programs (%ld masked, %ld tail undisturbed)\n", pairs, masked, tu);
	expect("fold pairs: programs have them", pairs >= 200, 1);
	expect("fold pairs: one user, one block, the merge's operands", (uint64_t)bad, 0);
}

/* VLMAX at VLEN 128 of SEW sew and LMUL "m"/"mf" lmul, as an intrinsic's
 * name spells them: 128 * LMUL / SEW */
static unsigned
vlmax128(unsigned sew, const char *f, unsigned lmul)
{
	return strcmp(f, "mf") == 0 ? 128 / lmul / sew : 128 * lmul / sew;
}

/* Blocks' vl variables: in 300 block programs every vsetvl with a
 * literal AVL n gets n under every VLEN (n <= VLMAX of its type at VLEN
 * 128, worked out here from the name), and every vl variable is set once
 * per block, by vsetvl of its own length (or by either of two, a phi) or
 * from a volatile holding it; so is every vsetvl written before an op
 * (blocks that ask at each step). */
static void
test_block_vls(void)
{
	GenOpts o;
	long nset = 0, nvol = 0, nstep = 0, nphi = 0, bad = 0;

	genopts_default(&o);
	o.shapes = 1u << SHP_BLOCK;
	for (uint64_t seed = 1; seed <= 300; seed++) {
		Buf b = {0};
		Graph *g = emitted(&o, seed, &b);

		for (const char *p = b.s; (p = strstr(p, "const size_t v")); p++) {
			unsigned n, avl, sew, lmul;
			char f[3] = "";
			int k = 0;

			/* a vsetvl before an op: n <= VLMAX at VLEN 128 too (that
			 * its op's vl is n, the end-to-end runs check) */
			if (sscanf(p, "const size_t vs%u_ = __riscv_vsetvl_e%u%2[mf]%u(%u);%n", &n, &sew, f, &lmul,
			    &avl, &k) == 5 && k) {
				unsigned vlmax = vlmax128(sew, f, lmul);

				nstep++;
				if (avl > vlmax && bad++ < 5)
					printf("FAIL block vls: seed %d: %.60s (VLMAX at 128: %u)\n", (int)seed, p, vlmax);
			} else if (sscanf(p, "const size_t vl%u_ = __riscv_vsetvl_e%u%2[mf]%u(%u);%n", &n, &sew, f, &lmul,
			    &avl, &k) == 5 && k) {
				unsigned vlmax = vlmax128(sew, f, lmul);

				nset++;
				if (avl != n || avl > vlmax) {
					if (bad++ < 5)
						printf("FAIL block vls: seed %d: %.60s (VLMAX at 128: %u)\n", (int)seed, p,
						    vlmax);
				}
			} else if (sscanf(p, "const size_t vl%u_ = rif_avl%u;%n", &n, &avl, &k) == 2 && k) {
				char want[64];

				nvol++;
				snprintf(want, sizeof want, "static volatile size_t rif_avl%u = %u;", n, n);
				if (avl != n || !strstr(b.s, want)) {
					if (bad++ < 5)
						printf("FAIL block vls: seed %d: %.50s\n", (int)seed, p);
				}
			}
		}
		/* a phi of two vsetvl's of n, each n under every VLEN */
		for (const char *p = b.s; (p = strstr(p, "\tsize_t vl")); p++) {
			unsigned n, m[2], avl[2], sew[2], lmul[2];
			char f[2][3] = {"", ""};
			int k = 0;

			if (sscanf(p, "\tsize_t vl%u_;\n\tif (rif_on)\n\t\tvl%u_ = __riscv_vsetvl_e%u%2[mf]%u(%u);\n"
			    "\telse\n\t\tvl%u_ = __riscv_vsetvl_e%u%2[mf]%u(%u);\n%n", &n, &m[0], &sew[0], f[0], &lmul[0],
			    &avl[0], &m[1], &sew[1], f[1], &lmul[1], &avl[1], &k) != 11 || !k) {
				if (bad++ < 5)
					printf("FAIL block vls: seed %d: %.60s\n", (int)seed, p);
				continue;
			}
			nphi++;
			for (int a = 0; a < 2; a++) {
				unsigned vlmax = vlmax128(sew[a], f[a], lmul[a]);

				if ((m[a] != n || avl[a] != n || avl[a] > vlmax) && bad++ < 5)
					printf("FAIL block vls: seed %d: %.60s (VLMAX at 128: %u)\n", (int)seed, p, vlmax);
			}
		}
		buf_free(&b);
		graph_free(g);
	}
	printf("unit: block vls: %ld from vsetvl (%ld of them phis), %ld from volatiles, %ld vsetvl before an op "
	    "in 300 programs\n", nset + nphi, nphi, nvol, nstep);
	expect("block vls: programs have all three kinds, and phis", nset >= 100 && nvol >= 100 && nstep >= 100 &&
	    nphi >= 30, 1);
	expect("block vls: vsetvl(n) = n under every VLEN", (uint64_t)bad, 0);
}

/* the intrinsic a statement line calls ("r5 = __riscv_vadd_vv_i32m1(...)"),
 * or "" if none */
static void
called(const char *line, char *name, size_t size)
{
	const char *end = strchr(line, '\n'), *p = strstr(line, "__riscv_"), *q = p;

	name[0] = 0;
	if (!p || (end && p > end) || strncmp(line, "\t\t\t", 3) != 0)
		return;
	while (*q && *q != '(')
		q++;
	snprintf(name, size, "%.*s", (int)(q - p), p);
}

/* In 300 branch programs, every if/else of a block's ops has the same
 * intrinsics in the same order in both arms (the decoy runs the real
 * arm's intrinsics at other vls), and some arms hold several ops. */
static void
test_branch_runs(void)
{
	GenOpts o;
	long nif = 0, nrun = 0, bad = 0;

	genopts_default(&o);
	o.shapes = 1u << SHP_BRANCH;
	for (uint64_t seed = 1; seed <= 300; seed++) {
		Buf b = {0};
		Graph *g = emitted(&o, seed, &b);

		for (const char *p = b.s; (p = strstr(p, "\n\t\tif (")); p++) {
			char arm[2][16][128];
			int n[2] = {0, 0}, a = 0, ok = 1;
			const char *l = strchr(p + 1, '\n');

			if (!l || l[-1] != '{')
				continue;       /* not an if/else of ops ("if (0)", checks) */

			/* the arms: lines up to "} else {" and to the closing "}" */
			for (int depth = 1; l && depth > 0; l = strchr(l + 1, '\n')) {
				char name[128];
				const char *end = strchr(l + 1, '\n');

				if (depth == 1 && strncmp(l, "\n\t\t} else {", 11) == 0) {
					a = 1;
					continue;
				}
				for (const char *c = l + 1; c < end; c++)
					depth += (*c == '{') - (*c == '}');
				if (depth == 0)
					ok = a == 1;    /* an if with no else: not a branch */
				called(l + 1, name, sizeof name);
				/* (a repeated op's loop, in the real arm only, is not a call) */
				if (name[0] && depth > 0 && n[a] < 16)
					snprintf(arm[a][n[a]++], 128, "%s", name);
			}
			if (!ok || !n[0] || !n[1])
				continue;
			nif++;
			nrun += n[0] > 1 && n[1] > 1;
			ok = n[0] == n[1];
			for (int k = 0; k < n[0] && k < n[1] && ok; k++)
				ok = strcmp(arm[0][k], arm[1][k]) == 0;
			if (!ok && bad++ < 3)
				printf("FAIL branch runs: seed %d (%d, %d ops): %.400s\n", (int)seed, n[0], n[1], p + 1);
		}
		buf_free(&b);
		graph_free(g);
	}
	printf("unit: branch runs: %ld if/else, %ld with several ops per arm\n", nif, nrun);
	expect("branch runs: some arms hold several ops", nrun >= 100, 1);
	expect("branch runs: both arms call the same intrinsics in order", (uint64_t)bad, 0);
}

/* New vl of fault-only-first loads, in 400 programs: an op that takes
 * load K's new_vl (nvlK) as its vl comes after K's declaration in the same
 * function, K is such a load, and the op (one with a result) has K's
 * active length, so that new_vl = vl gives it the vl the model used; a
 * strip that advances by nvlK sets vl from it last thing in the loop
 * body, and K's vl was the strip's. */
static void
test_ff_vl(void)
{
	GenOpts o;
	long uses = 0, strips = 0, bad = 0;

	genopts_default(&o);
	for (uint64_t seed = 1; seed <= 400; seed++) {
		Buf b = {0};
		Graph *g = emitted(&o, seed, &b);

		for (const char *p = b.s; (p = strstr(p, ", nvl")); p++) {
			int k = -1, n = 0, v = -1, ok;
			char decl[48];
			const char *l = p, *d;

			if (sscanf(p, ", nvl%d);%n", &k, &n) != 1 || !n)
				continue;       /* a load's own &nvlK, or a check */
			uses++;
			while (l > b.s && l[-1] != '\n')
				l--;
			snprintf(decl, sizeof decl, "size_t nvl%d = ", k);
			d = strstr(b.s, decl);
			/* the same function: no function's end between them */
			ok = k >= 0 && k < g->no && shape_has(fams[g->o[k].in.fam].shape, 'f') && d && d < l;
			for (const char *q = d; ok && (q = strstr(q, "\n}\n")) && q < l; q++)
				ok = 0;
			/* "\t\tTYPE rV = " or "\t\trV = ": V's op has K's vl */
			if (ok && (sscanf(l, "%*[\t ]%*s r%d = ", &v) == 1 || sscanf(l, "%*[\t ]r%d = ", &v) == 1) &&
			    v >= 0 && v < g->nv && g->v[v].def >= 0)
				ok = g->o[g->v[v].def].n == g->o[k].n;
			if (!ok && bad++ < 3)
				printf("FAIL new_vl as vl: seed %d: %.120s\n", (int)seed, l);
		}
		/* a strip that advances by new_vl: the load's vl was the strip's */
		for (const char *p = b.s; (p = strstr(p, "\n\t\tvl = nvl")); p++) {
			int k = -1, n = 0, ok;
			char decl[48];
			const char *d, *end;

			strips++;
			ok = sscanf(p, "\n\t\tvl = nvl%d;\n\t}\n%n", &k, &n) == 1 && n;
			snprintf(decl, sizeof decl, "size_t nvl%d = vl;", k);
			d = strstr(b.s, decl);
			ok = ok && k >= 0 && k < g->no && shape_has(fams[g->o[k].in.fam].shape, 'f') && d && d < p;
			end = d ? strstr(d, "\n}\n") : NULL;
			ok = ok && end && end > p;
			if (!ok && bad++ < 3)
				printf("FAIL new_vl as a strip's vl: seed %d: %.80s\n", (int)seed, p + 1);
		}
		buf_free(&b);
		graph_free(g);
	}
	printf("unit: new_vl of fault-only-first loads as the vl of %ld later ops, %ld strips\n", uses, strips);
	expect("new_vl as vl: some ops take it", uses >= 20, 1);
	expect("new_vl as vl: some strips advance by it", strips >= 5, 1);
	expect("new_vl as vl: declared before, in the same function, of the same length", (uint64_t)bad, 0);
}

/* Vector accumulation (emit.c vaccs) in 300 loop programs rich in
 * reductions: each "vaccV" declared before its loop as the identity of its
 * reduction over VLMAX (the identities and steps written here by hand),
 * stepped in the loop by its elementwise op, tail undisturbed (and mask
 * undisturbed where the reduction is masked) on the reduction's source,
 * and folded into accV after the loop by a reduction over VLMAX. */
static void
test_vacc(void)
{
	static const struct { const char *red, *step, *fold; int ident; } want[] = {
		{"vredsum", "vadd_vv", "vredsum", 0}, {"vredand", "vand_vv", "vredand", 1},
		{"vredor", "vor_vv", "vredor", 0}, {"vredxor", "vxor_vv", "vredxor", 0},
		{"vredmax", "vmax_vv", "vredmax", 2}, {"vredmaxu", "vmaxu_vv", "vredmaxu", 0},
		{"vredmin", "vmin_vv", "vredmin", 3}, {"vredminu", "vminu_vv", "vredminu", 1},
		{"vwredsum", "vwadd_wv", "vredsum", 0}, {"vwredsumu", "vwaddu_wv", "vredsum", 0},
		{"vfredmax", "vfmax_vv", "vfredmax", 4}, {"vfredmin", "vfmin_vv", "vfredmin", 4},
	};
	/* a quiet NaN by SEW 16, 32, 64 */
	static const uint64_t qnan[3] = {0x7e00, 0x7fc00000, 0x7ff8000000000000};
	GenOpts o;
	long n = 0, masked = 0, wide = 0, nan = 0, bad = 0;

	genopts_default(&o);
	o.shapes = 1u << SHP_LOOP;
	for (size_t k = 0; k < NELEM(want); k++)
		o.famw[fam_lookup(want[k].red)] *= 20;
	for (uint64_t seed = 1; seed <= 300; seed++) {
		Buf b = {0};
		Graph *g = emitted(&o, seed, &b);

		for (const char *p = b.s; (p = strstr(p, "\n\tv")); p++) {
			int v = -1, len = 0, ok = 1, sew = 0;
			char ty[32], suf[16], lit[64], line[200], *q;
			const char *loop, *end, *st;
			const Op *r;
			size_t k;

			if ((sscanf(p, "\n\t%31s vacc%d = __riscv_vmv_v_x_%15[^(](%63[^,], __riscv_vsetvlmax_e%d%n",
			    ty, &v, suf, lit, &sew, &len) != 5 || !len) &&
			    (sscanf(p, "\n\t%31s vacc%d = __riscv_vfmv_v_f_%15[^(](%63[^,], __riscv_vsetvlmax_e%d%n",
			    ty, &v, suf, lit, &sew, &len) != 5 || !len))
				continue;
			n++;
			ok = v >= 0 && v < g->nv && g->v[v].def >= 0;
			r = ok ? &g->o[g->v[v].def] : NULL;
			for (k = 0; ok && k < NELEM(want) && strcmp(fams[r->in.fam].name, want[k].red); k++)
				;
			ok = ok && k < NELEM(want);
			if (ok) {       /* the identity: 0, all ones, the signed minimum or maximum */
				/* "(int32_t)-1", "(uint8_t)0xffu", "INT16_MIN", "rif_f32(0x7fc00000u)" */
				const char *num = strncmp(lit, "rif_f", 5) == 0 ? strchr(lit, '(') + 1 :
				    strchr(lit, ')') ? strchr(lit, ')') + 1 : lit;
				int bits = (int)r->in.sew << (want[k].step[1] == 'w');
				uint64_t m = bits == 64 ? ~0ull : (1ull << bits) - 1;
				uint64_t got = (*num == '-' ? (uint64_t)strtoll(num, NULL, 0) : strtoull(num, NULL, 0)) & m;

				if (strncmp(lit, "INT", 3) == 0)       /* INTn_MIN */
					got = 1ull << (bits - 1);
				ok = got == (want[k].ident == 0 ? 0 : want[k].ident == 1 ? m :
				    want[k].ident == 2 ? 1ull << (bits - 1) : want[k].ident == 3 ? m >> 1 :
				    qnan[bits == 16 ? 0 : bits == 32 ? 1 : 2]);
				nan += want[k].ident == 4;
				wide += want[k].step[1] == 'w';
			}
			/* its loop: the next "for (", up to the function's end */
			loop = strstr(p, "\n\tfor (");
			end = strstr(p, "\n}\n");
			ok = ok && loop && end && loop < end;
			/* the step, in the loop */
			snprintf(line, sizeof line, "\t\tvacc%d = __riscv_%s_%s_%s(", v, ok ? want[k].step : "", suf,
			    ok && pol_masked(r->in.pol) ? "tumu" : "tu");
			st = ok ? strstr(loop, line) : NULL;
			ok = ok && st && st < end;
			if (ok) {
				snprintf(line, sizeof line, "vacc%d, vacc%d, ", v, v);
				q = strstr(st, line);
				ok = q && q < strchr(st, '\n');
				masked += pol_masked(r->in.pol);
			}
			/* the fold, after the loop */
			if (ok) {
				char fold[200];

				snprintf(fold, sizeof fold, "\n\tacc%d = __riscv_%s_vs_%s_", v, want[k].fold, suf);
				q = strstr(st, fold);
				snprintf(fold, sizeof fold, "(vacc%d, acc%d, __riscv_vsetvlmax_e%d", v, v, sew);
				ok = q && q < end && strstr(q, fold) && strstr(q, fold) < strchr(q + 1, '\n');
			}
			if (!ok && bad++ < 3)
				printf("FAIL vector accumulation: seed %d: %.100s\n", (int)seed, p + 1);
		}
		buf_free(&b);
		graph_free(g);
	}
	printf("unit: vector accumulation: %ld reductions (%ld masked, %ld widening, %ld float)\n", n, masked,
	    wide, nan);
	expect("vector accumulation: some", n >= 100, 1);
	expect("vector accumulation: some masked", masked >= 10, 1);
	expect("vector accumulation: some widening", wide >= 10, 1);
	expect("vector accumulation: some float", nan >= 10, 1);
	expect("vector accumulation: identity, step and fold", (uint64_t)bad, 0);
}

/* Functions that ask vsetvl for their vls, in 300 call programs: for each
 * "const size_t vlK = __riscv_vsetvl_eS(L)(avlK);" of function fnN, every
 * call of fnN passes as avlK a literal at most the VLMAX at VLEN 128 of
 * that SEW and LMUL (so vl is the length under every VLEN). */
static void
test_func_vsetvl(void)
{
	GenOpts o;
	long asks = 0, calls = 0, bad = 0;

	genopts_default(&o);
	o.shapes = 1u << SHP_CALL;
	for (uint64_t seed = 1; seed <= 300; seed++) {
		Buf b = {0};
		Graph *g = emitted(&o, seed, &b);

		for (const char *p = b.s; (p = strstr(p, "\nfn")); p++) {
			int id, pos = -1, npar = 0, m = 0;
			const char *q, *body, *end;
			char pat[32];

			if (sscanf(p, "\nfn%d(%n", &id, &m) != 1 || !m)
				continue;
			body = strstr(p, "\n{\n");
			end = body ? strstr(body, "\n}\n") : NULL;
			if (!end)
				continue;
			for (q = strstr(body, "const size_t vl"); q && q < end; q = strstr(q + 1, "const size_t vl")) {
				unsigned k, k2, sew, lmul, vlmax;
				char f[3] = "";
				int n = 0;

				if (sscanf(q, "const size_t vl%u = __riscv_vsetvl_e%u%2[mf]%u(avl%u);%n", &k, &sew, f, &lmul,
				    &k2, &n) != 5 || !n)
					continue;
				asks++;
				vlmax = vlmax128(sew, f, lmul);
				/* avlK's position among the parameters */
				snprintf(pat, sizeof pat, "size_t avl%u", k);
				pos = -1, npar = 0;
				for (const char *c = p + m; c < body && *c != ')'; c++) {
					if (strncmp(c, pat, strlen(pat)) == 0 && (c[strlen(pat)] == ',' || c[strlen(pat)] == ')'))
						pos = npar;
					npar += *c == ',';
				}
				/* every call: "fnN(" after the function, its argument at pos */
				snprintf(pat, sizeof pat, "fn%d(", id);
				for (const char *c = strstr(end, pat); c; c = strstr(c + 1, pat)) {
					int arg = 0, depth = 0;
					unsigned val;

					if (isalnum((unsigned char)c[-1]))
						continue;       /* fn12( is not fn1( */
					calls++;
					for (c += strlen(pat); *c && (depth || *c != ')'); c++) {
						if (!depth && arg == pos)
							break;
						depth += (*c == '(') - (*c == ')');
						arg += !depth && *c == ',';
						if (!depth && *c == ',')
							while (c[1] == ' ')
								c++;
					}
					if ((k != k2 || pos < 0 || sscanf(c, "%u", &val) != 1 || val > vlmax) && bad++ < 5)
						printf("FAIL function vsetvl: seed %d fn%d avl%u (VLMAX at 128 %u): %.40s\n",
						    (int)seed, id, k, vlmax, c);
				}
			}
		}
		buf_free(&b);
		graph_free(g);
	}
	printf("unit: functions ask vsetvl for %ld vls, called %ld times, in 300 programs\n", asks, calls);
	expect("function vsetvl: some functions ask", asks >= 100 && calls >= asks, 1);
	expect("function vsetvl: each call passes at most VLMAX at VLEN 128", (uint64_t)bad, 0);
}

/* Focus: in 400 programs (swarm), parts of 10 or more vector ops that use
 * one or two SEWs and one or two LMULs: 65% of them; 45% without focus
 * (the swarm alone narrows some tests). */
static void
test_focus(void)
{
	GenOpts o;
	long nparts = 0, nfocused = 0;

	genopts_default(&o);
	o.swarm = 1;
	for (uint64_t seed = 1; seed <= 400; seed++) {
		Graph *g = graph_generate(&o, seed);

		for (int p = 0; p < g->npart; p++) {
			unsigned sews = 0, lmuls = 0, n = 0, ns = 0, nl = 0;

			for (int k = 0; k < g->no; k++) {
				const Op *op = &g->o[k];

				if (op->part != p || op->init || op->dead || inst_result(&op->in).kind != K_VEC)
					continue;
				n++;
				sews |= 1u << log2i(op->in.sew);
				lmuls |= 1u << (op->in.lmul + 3);
			}
			for (int b = 0; b < 16; b++)
				ns += sews >> b & 1, nl += lmuls >> b & 1;
			if (n >= 10) {
				nparts++;
				nfocused += ns <= 2 && nl <= 2;
			}
		}
		graph_free(g);
	}
	printf("unit: focus: %ld of %ld parts use at most two SEWs and two LMULs\n", nfocused, nparts);
	expect("focus: more than half the parts (without focus 45%)", nfocused * 100 >= nparts * 55, 1);
	expect("focus: not every part", nfocused < nparts, 1);
}

/* For 1,000 generated programs, every address a strided, indexed or
 * unit-stride access can touch, computed here from the bytes the program
 * passes (base, stride, offsets; a segment's fields after its first)
 * strip by strip under every VLEN from 128 to 1024, is inside its array; in a strip-mined loop a store writes the
 * element it is at and a load that reads other elements reads an input. */
static void
test_memory_bounds(void)
{
	static const int memfams[] = {F_VLE, F_VSE, F_VLSE, F_VSSE, F_VLUXEI, F_VLOXEI, F_VSUXEI,
		F_VSOXEI, F_VLEFF, F_VADD, F_VMERGE, F_VLSEG, F_VSSEG, F_VLSSEG, F_VSSSEG, F_VLUXSEG, F_VLOXSEG,
		F_VSUXSEG, F_VSOXSEG, F_VLSEGFF, F_VGET_T, F_VCREATE_T};
	GenOpts o;
	long nops = 0, nacc = 0, bad = 0, nseg = 0;

	genopts_default(&o);
	for (int f = 0; f < NFAM; f++)
		o.famw[f] = 0;
	for (size_t k = 0; k < NELEM(memfams); k++)
		o.famw[memfams[k]] = 5;
	o.nodes = 30;
	for (uint64_t seed = 1; seed <= NBOUNDS; seed++) {
		Graph *g = graph_generate(&o, seed);

		for (int k = 0; k < g->no; k++) {
			const Op *op = &g->o[k];
			const Shape *sh = &shapes[fams[op->in.fam].shape];
			int load = strchr(sh->args, 'p') != NULL, arr = load ? op->arg[R_SRC] : op->out;
			int strided = strchr(sh->args, 't') != NULL, indexed = strchr(sh->args, 'x') != NULL;
			int loop = g->part[op->part].shape == SHP_LOOP, others = 0;
			int64_t es = op->in.sew / 8, seg = es * (op->in.nf ? op->in.nf : 1), size;

			if (op->init || (!load && !strchr(sh->args, 'q')))
				continue;
			nops++;
			nseg += op->in.nf != 0;
			size = (int64_t)value_len(g, arr) * es;
			for (int vlen = 128; vlen <= 1024; vlen *= 2) {
				/* VLMAX of the op's type; a loop's strips may be shorter */
				uint32_t vlmax = (uint32_t)(vlen / op->in.sew) << (op->in.lmul + 3) >> 3;

				for (uint32_t ofs = 0; ofs < op->n; ofs += loop ? vlmax : op->n) {
					int64_t ptr = strided ? (op->mbase + (loop ? (int64_t)op->mstep * ofs : 0)) * es :
					    indexed ? 0 : (int64_t)(loop ? ofs : 0) * seg;

					for (uint32_t j = 0; j < (loop ? vlmax : op->n) && ofs + j < op->n; j++) {
						int64_t at = strided ? ptr + (int64_t)j * op->mstep * es :
						    indexed ? (int64_t)g->v[op->arg[R_IDX]].fixed[ofs + j] : ptr + j * seg;

						nacc++;
						if ((at < 0 || at + seg > size || at % es) && bad++ < 3)
							printf("FAIL seed %d op %d %s: byte %lld of %lld\n", (int)seed, k,
							    fams[op->in.fam].name, (long long)at, (long long)size);
						others |= at != (int64_t)(ofs + j) * seg;
						if (indexed && g->v[op->arg[R_IDX]].t.sew < 64 && (uint64_t)at >> g->v[op->arg[R_IDX]].t.sew)
							bad++;
					}
				}
			}
			if (loop && others && (!load || !g->o[g->v[arr].def].init))
				bad++;
		}
		graph_free(g);
	}
	printf("unit: memory bounds: %ld accesses of %ld memory operations (%ld of segments) in %d programs\n",
	    nacc, nops, nseg, NBOUNDS);
	expect("memory accesses outside their arrays (or in loops, of other elements)", (uint64_t)bad, 0);
	expect("memory operations generated", nops > 5 * NBOUNDS, 1);
}

/* Tuples and segments, 4 segments of 2 fields of 32 bits: element p of a
 * tuple (and of its array) is field p % 2 of segment p / 2. */
static void
test_tuples(void)
{
	Graph *g = mkgraph(4);
	Type t = tvec(C_U, 32, 0), tt = ttup(t, 2), x8 = tvec(C_U, 8, -2), m = tmask(5);
	/* memory holds segments (10, 11) (12, 13) (14, 15) (16, 17) */
	static const uint64_t mem[] = {10, 11, 12, 13, 14, 15, 16, 17}, vd[] = {20, 21, 22, 23, 24, 25, 26, 27};
	static const uint64_t f0[] = {1, 2, 3, 4}, f1[] = {5, 6, 7, 8};
	int a = mkval(g, tt, NULL, NULL), d = mkval(g, tt, NULL, NULL), p0 = mkval(g, t, f0, NULL);
	int p1 = mkval(g, t, f1, NULL), v, mk = mkval(g, m, (const uint64_t[]){1, 0, 1, 1}, "0002");

	for (int i = 0; i < 8; i++) {
		g->v[a].d[i] = mem[i];
		g->v[d].d[i] = vd[i];
	}
	expect("value_len of a tuple of 2 fields, 4 segments", value_len(g, a), 8);
	v = viewop(g, "vget_v_u32m1x2_u32m1", (const int[]){R_VS2}, &a, 1, 1);
	viewcheck("vget field 1", g, v, (const uint64_t[]){11, 13, 15, 17}, "0000");
	v = viewop(g, "vcreate_v_u32m1x2", (const int[]){R_VS2, R_P1}, (const int[]){p0, p1}, 2, 0);
	for (int i = 0; i < 8; i++) {
		char what[64];

		snprintf(what, sizeof what, "vcreate (1 2 3 4) (5 6 7 8): element %d", i);
		expect(what, g->v[v].d[i], (uint64_t[]){1, 5, 2, 6, 3, 7, 4, 8}[i]);
	}
	v = viewop(g, "vset_v_u32m1_u32m1x2", (const int[]){R_VD, R_VS2}, (const int[]){a, p1}, 2, 0);
	for (int i = 0; i < 8; i++) {
		char what[64];

		snprintf(what, sizeof what, "vset field 0 to (5 6 7 8): element %d", i);
		expect(what, g->v[v].d[i], (uint64_t[]){5, 11, 6, 13, 7, 15, 8, 17}[i]);
	}
	/* a unit-stride segment load, vl 3, tail undisturbed: segment 3 from vd */
	v = memop(g, "vlseg2e32_v_u32m1x2_tu", (const int[]){R_VD, R_SRC}, (const int[]){d, a}, 2, 0, 0, 3);
	{
		static const uint64_t want[] = {10, 11, 12, 13, 14, 15, 26, 27};

		for (int i = 0; i < 8; i++) {
			char what[64];

			snprintf(what, sizeof what, "vlseg2e32_tu vl 3: element %d", i);
			expect(what, g->v[v].d[i], want[i]);
			expect(what, g->v[v].st[i], ST_OK);
		}
	}
	/* masked, mask undisturbed: segment 1 (mask 0) from vd, segment 3 (mask unknown) unknown */
	v = memop(g, "vlseg2e32_v_u32m1x2_mu", (const int[]){R_VM, R_VD, R_SRC}, (const int[]){mk, d, a}, 3, 0, 0, 4);
	viewcheck("vlseg2e32_mu", g, v, (const uint64_t[]){10, 11, 22, 23}, "0000");
	expect("vlseg2e32_mu: segment 2 field 0", g->v[v].d[4], 14);
	expect("vlseg2e32_mu: segment 3 field 1 unknown", g->v[v].st[7], ST_UNK);
	/* strided segments: base element 6, stride -2 elements (-8 bytes): segments 3, 2, 1 */
	v = memop(g, "vlsseg2e32_v_u32m1x2", (const int[]){R_SRC}, &a, 1, 6, -2, 3);
	viewcheck("vlsseg2e32 stride -8 bytes", g, v, (const uint64_t[]){16, 17, 14, 15}, "0000");
	expect("vlsseg2e32 stride -8 bytes: segment 2 field 1", g->v[v].d[5], 13);
	/* overlapping segments: stride 4 bytes (one element): (10 11) (11 12) */
	v = memop(g, "vlsseg2e32_v_u32m1x2", (const int[]){R_SRC}, &a, 1, 0, 1, 2);
	viewcheck("vlsseg2e32 stride 4 bytes", g, v, (const uint64_t[]){10, 11, 11, 12}, "0000");
	/* indexed segments: offsets 24 0 (bytes): segments 3 and 0 */
	{
		int ix = mkval(g, x8, (const uint64_t[]){24, 0, 0, 0}, NULL);

		g->v[ix].fixed = g->v[ix].d;
		v = memop(g, "vluxseg2ei8_v_u32m1x2", (const int[]){R_SRC, R_IDX}, (const int[]){a, ix}, 2, 0, 0, 2);
		viewcheck("vluxseg2ei8 offsets 24 0", g, v, (const uint64_t[]){16, 17, 10, 11}, "0000");
		/* an ordered store of 2 segments to offset 8: the second wins */
		g->v[ix].d[0] = 8, g->v[ix].d[1] = 8;
		v = memop(g, "vsoxseg2ei8_v_u32m1x2", (const int[]){R_IDX, R_VS3, R_OLD}, (const int[]){ix, d, a}, 3,
		    0, 0, 2);
		viewcheck("vsoxseg2ei8 offsets 8 8", g, v, (const uint64_t[]){10, 11, 22, 23}, "0000");
	}
	/* a masked segment store: segment 1 masked off, segment 3 under an unknown bit */
	v = memop(g, "vsseg2e32_v_u32m1x2_m", (const int[]){R_VM, R_VS3, R_OLD}, (const int[]){mk, d, a}, 3, 0, 0, 4);
	viewcheck("vsseg2e32_m", g, v, (const uint64_t[]){20, 21, 12, 13}, "0000");
	expect("vsseg2e32_m: segment 3 unknown", g->v[v].st[6], ST_UNK);
	expect("vsseg2e32_m: segment 2", g->v[v].d[4], 24);
	graph_free(g);
}

/* ---- early exits from strip-mined loops ---- */

/* an input of the hand-built program: value and its initialise op */
static int
xinit(Graph *g, Type t, uint64_t *d)
{
	int v = mkval(g, t, NULL, NULL), k = g->no;

	grow(&g->o, &g->capo, g->no + 1, sizeof *g->o);
	memset(&g->o[k], 0, sizeof g->o[k]);
	for (int r = 0; r < NROLE; r++)
		g->o[k].arg[r] = -1;
	g->o[k].init = 1;
	g->o[k].out = v;
	g->v[v].def = k;
	g->v[v].fixed = d;
	g->no++;
	return v;
}

/* an op of the hand-built program (part 0), active length n; returns its op */
static int
xop(Graph *g, const char *name, const int *roles, const int *vals, int nargs, uint32_t n)
{
	int k = g->no;
	Op *o;

	grow(&g->o, &g->capo, g->no + 1, sizeof *g->o);
	o = &g->o[k];
	memset(o, 0, sizeof *o);
	for (int r = 0; r < NROLE; r++)
		o->arg[r] = -1;
	ensure(inst_lookup(name, &o->in));
	for (int j = 0; j < nargs; j++)
		o->arg[roles[j]] = vals[j];
	o->n = n;
	o->key = (uint64_t)k;
	g->no++;
	o->out = mkval(g, inst_output(&o->in), NULL, NULL);
	g->v[o->out].def = k;
	return k;
}

/* op i removed as the reducer removes one: dead, no operands, no result */
static void
remove_op(Graph *g, int i)
{
	g->o[i].dead = 1;
	g->o[i].out = -1;
	for (int r = 0; r < NROLE; r++)
		g->o[i].arg[r] = -1;
}

/* the text of the last function before rif_verify, without digits (the
 * names of values and units are renumbered when ops go), into out */
static void
last_unit_text(const char *prog, Buf *out)
{
	const char *end = strstr(prog, "\nstatic void\nrif_verify(void)"), *p = prog, *q;

	out->len = 0;
	if (!end)
		return;
	for (q = prog; (q = strstr(q, "(void)\n{")) && q < end; q++)
		p = q;
	for (; p < end; p++)
		if (*p < '0' || *p > '9')
			buf_printf(out, "%c", *p);
}

/* The emitter's choices for a part hang on nothing outside it: in 400
 * generated programs, those whose first part's values no other part
 * uses, the last unit's code (its digits aside) is the same with every
 * op of the first part removed, as the reducer removes them, and the
 * graph compacted (values renumbered) as the reducer emits it. */
static void
test_local_choices(void)
{
	GenOpts o;
	long n = 0, bad = 0;

	genopts_default(&o);
	for (uint64_t seed = 1; seed <= 400; seed++) {
		Graph *g = graph_generate(&o, seed), *c;
		Buf a = {0}, b = {0}, ta = {0}, tb = {0};
		EmitOpts eo = {0};
		int cross = g->npart < 2, last = -1;

		for (int i = 0; i < g->no; i++) {
			const Op *x = &g->o[i];

			if (x->init)
				continue;
			last = x->part > last ? x->part : last;
			for (int r = 0; r < NROLE; r++) {
				int v = x->arg[r], d = v >= 0 ? g->v[v].def : -1;

				cross |= d >= 0 && !g->o[d].init && (g->o[d].part == 0) != (x->part == 0);
			}
		}
		if (cross || last <= 0) {
			graph_free(g);
			continue;
		}
		eo.len_volatile = -1;
		c = graph_compact(g);
		model_run(c);
		emit_c(c, &eo, &a);
		graph_free(c);
		for (int i = 0; i < g->no; i++)
			if (!g->o[i].init && g->o[i].part == 0)
				remove_op(g, i);
		c = graph_compact(g);
		model_run(c);
		emit_c(c, &eo, &b);
		last_unit_text(a.s, &ta);
		last_unit_text(b.s, &tb);
		n++;
		bad += !ta.len || ta.len != tb.len || memcmp(ta.s, tb.s, ta.len) != 0;
		graph_free(c);
		graph_free(g);
		buf_free(&a);
		buf_free(&b);
		buf_free(&ta);
		buf_free(&tb);
	}
	expect("last units changed by removing the first part", (uint64_t)bad, 0);
	expect("programs compared (some)", n >= 20, 1);
}

/* the functions of a program (each from its attribute line to its
 * closing brace), digits taken out, into f[0 .. return) */
static int
func_texts(const char *prog, Buf *f, int max)
{
	int n = 0;

	for (const char *p = prog; (p = strstr(p, "\nfn")) && n < max; p++) {
		const char *a = p, *end = strstr(p, "\n}\n");

		if (p[3] < '0' || p[3] > '9' || !end)
			continue;
		while (a > prog && a[-1] != '\n')
			a--;
		f[n].len = 0;
		for (; a < end; a++)
			if (*a < '0' || *a > '9')
				buf_printf(&f[n], "%c", *a);
		n++;
	}
	return n;
}

/* rif reduce keeps the cuts of the first program (EmitOpts.keep_plan):
 * in 200 programs of call parts, with one op removed whose operands are
 * inputs and whose result nothing reads, every function but that op's
 * own is the same (digits
 * aside).  Without the kept cuts, an op removed moves the ops after it
 * into other functions, with other choices (in 0232 of a campaign of
 * seed 0x7a11, GCC 15's vsetvl failure stalled at 11 operators). */
static void
test_kept_plan(void)
{
	GenOpts o;
	long n = 0, bad = 0;
	enum { MAXF = 256 };
	Buf *fa = xcalloc(MAXF, sizeof *fa), *fb = xcalloc(MAXF, sizeof *fb);

	genopts_default(&o);
	o.shapes = 1u << SHP_CALL;
	for (uint64_t seed = 1; seed <= 200; seed++) {
		Graph *g = graph_generate(&o, seed), *c;
		Buf a = {0}, b = {0};
		EmitOpts eo = {0};
		int na, nb, lost = 0, k = -1, m = 0;

		eo.len_volatile = -1;
		model_run(g);
		eo.keep_plan = 1;
		emit_c(g, &eo, &a);
		eo.keep_plan = 0;
		a.len = 0;
		emit_c(g, &eo, &a);
		/* an op, by the seed, whose result no op reads and whose
		 * operands are inputs (its removal changes no other op's
		 * function through the data) */
		for (int i = 0; i < g->no; i++) {
			int used = g->o[i].init;

			for (int j = 0; j < g->no && !used; j++)
				for (int r = 0; r < NROLE; r++)
					used |= g->o[j].arg[r] == g->o[i].out ||
					    (j == i && g->o[i].arg[r] >= 0 && !g->o[g->v[g->o[i].arg[r]].def].init);
			if (!used && mix64(seed ^ (uint64_t)i) % ++m == 0)
				k = i;
		}
		if (k >= 0) {
			remove_op(g, k);
			c = graph_compact(g);
			model_run(c);
			emit_c(c, &eo, &b);
			na = func_texts(a.s, fa, MAXF);
			nb = func_texts(b.s, fb, MAXF);
			for (int i = 0; i < na; i++) {
				int same = 0;

				for (int j = 0; j < nb && !same; j++)
					same = fa[i].len == fb[j].len && memcmp(fa[i].s, fb[j].s, fa[i].len) == 0;
				lost += !same;
			}
			n += na > 2;
			bad += lost > 1 || nb < na - 1;
			graph_free(c);
		}
		graph_free(g);
		buf_free(&a);
		buf_free(&b);
	}
	for (int i = 0; i < MAXF; i++) {
		buf_free(&fa[i]);
		buf_free(&fb[i]);
	}
	free(fa);
	free(fb);
	expect("functions changed by removing another function's op", (uint64_t)bad, 0);
	expect("programs of three functions or more compared (some)", n >= 100, 1);
}

/* graph_compact_op, the reducer's way from "rif: FAIL op k" (the emitted,
 * compacted graph's number) back to its graph: in 50 graphs with every
 * third intrinsic op removed as the reducer removes one (dead, no
 * operands, no result), op k of the compacted graph is the op the
 * function names, with the same intrinsic and key; past the last, -1. */
static void
test_compact_op(void)
{
	GenOpts o;
	long bad = 0, n = 0;

	genopts_default(&o);
	for (uint64_t seed = 1; seed <= 50; seed++) {
		Graph *g = graph_generate(&o, seed), *c;
		int m = 0;

		for (int i = 0; i < g->no; i++)
			if (!g->o[i].init && m++ % 3 == 1)
				remove_op(g, i);
		c = graph_compact(g);
		for (int k = 0; k < c->no; k++) {
			int i = graph_compact_op(g, k);

			n++;
			bad += i < 0 || g->o[i].key != c->o[k].key || g->o[i].init != c->o[k].init ||
			    (!c->o[k].init && g->o[i].in.fam != c->o[k].in.fam);
		}
		bad += graph_compact_op(g, c->no) != -1;
		graph_free(c);
		graph_free(g);
	}
	expect("compacted ops mapped back to a wrong op", (uint64_t)bad, 0);
	expect("compacted ops checked (some)", n > 1000, 1);
}

/* A loop part of 8 elements that tries an exit (EX_TRY), worked out by hand:
 *   a = 1 2 3 4 5 6 7 8, b = 0 0 0 0 5 0 0 8 (i32), s = 100
 *   m   = vmseq(a, b)  = 0 0 0 0 1 0 0 1: first set bit q = 4, known, at
 *         least len / 4: the exit (taken at 4: pos = 4)
 *   lt  = vmslt(a, b)  = all clear: a loop that never exits, not preferred
 *   x   = vsub(a, b)   = 1 2 3 4 0 6 7 0: elements 0..4 known; 5 and 6 the new
 *         value or the zero the array held before the loop: unknown; 7 is
 *         0 either way: known
 *   r   = vredsum(x, s), vl 8: 100 + 23 if every strip ran; the strips past
 *         element 4 may not have: unknown
 *   r5  = vredsum(x, s), vl 5: folds elements 0..4 only, all in strips that
 *         ran: 100 + 10 = 110, known
 *   y   = vadd(x, r5), a later loop (it uses a reduction) that runs to the
 *         end: 111 112 113 114 110 ? ? 110 (x's unknown elements stay so)
 * With the exit removed (EX_NONE, as the reducer does), r is 123 and x, y
 * are known throughout. */
static void
test_early_exit(void)
{
	static uint64_t a[] = {1, 2, 3, 4, 5, 6, 7, 8}, b[] = {0, 0, 0, 0, 5, 0, 0, 8}, s[] = {100};
	Type t = tvec(C_I, 32, 0);

	for (int pass = 0; pass < 2; pass++) {
		Graph *g = mkgraph(8);
		int va, vb, vs, m, lt, x, r, r5, y;

		g->part[0] = (Part){.shape = SHP_LOOP, .len = 8, .exit = pass ? EX_NONE : EX_TRY, .exit_op = -1};
		va = xinit(g, t, a);
		vb = xinit(g, t, b);
		vs = xinit(g, tscal(C_I, 32), s);
		lt = xop(g, "vmslt_vv_i32m1_b32", (const int[]){R_VS2, R_VS1}, (const int[]){va, vb}, 2, 8);
		m = xop(g, "vmseq_vv_i32m1_b32", (const int[]){R_VS2, R_VS1}, (const int[]){va, vb}, 2, 8);
		x = xop(g, "vsub_vv_i32m1", (const int[]){R_VS2, R_VS1}, (const int[]){va, vb}, 2, 8);
		r = xop(g, "vredsum_vs_i32m1_i32m1", (const int[]){R_VS2, R_VS1},
		    (const int[]){g->o[x].out, vs}, 2, 8);
		r5 = xop(g, "vredsum_vs_i32m1_i32m1", (const int[]){R_VS2, R_VS1},
		    (const int[]){g->o[x].out, vs}, 2, 5);
		y = xop(g, "vadd_vx_i32m1", (const int[]){R_VS2, R_RS1},
		    (const int[]){g->o[x].out, g->o[r5].out}, 2, 8);
		(void)lt;
		model_run(g);
		if (pass) {
			expect("no exit: none chosen", g->part[0].exit, EX_NONE);
			checkval("no exit: vsub", g, g->o[x].out, (const uint64_t[]){1, 2, 3, 4, 0, 6, 7, 0}, "00000000");
			checkval("no exit: vredsum", g, g->o[r].out, (const uint64_t[]){123}, "0");
			checkval("no exit: vadd", g, g->o[y].out,
			    (const uint64_t[]){111, 112, 113, 114, 110, 116, 117, 110}, "00000000");
		} else {
			expect("exit: on vmseq's mask", g->part[0].exit == EX_MASK && g->part[0].exit_op == m, 1);
			expect("exit: q", g->part[0].exit_q, 4);
			expect("exit: position", (uint64_t)g->part[0].exit_pos, 4);
			checkval("exit: vsub", g, g->o[x].out, (const uint64_t[]){1, 2, 3, 4, 0, 0, 0, 0}, "00000220");
			checkval("exit: vredsum, vl 8", g, g->o[r].out, (const uint64_t[]){0}, "2");
			checkval("exit: vredsum, vl 5", g, g->o[r5].out, (const uint64_t[]){110}, "0");
			checkval("exit: vadd in the next loop", g, g->o[y].out,
			    (const uint64_t[]){111, 112, 113, 114, 110, 0, 0, 110}, "00000220");
			/* the mask itself past q: bit 7 set, may not be computed */
			checkval("exit: vmseq", g, g->o[m].out, (const uint64_t[]){0, 0, 0, 0, 1, 0, 0, 0}, "00000002");
		}
		graph_free(g);
	}
}

/* prototypes of segments and tuples, as in the API list */
static void
test_tuple_names(void)
{
	static const char *const protos[] = {
		"vint32m1x2_t __riscv_vlseg2e32_v_i32m1x2(const int32_t *rs1, size_t vl);",
		"vint32m1x2_t __riscv_vlseg2e32ff_v_i32m1x2_tumu(vbool32_t vm, vint32m1x2_t vd, const int32_t *rs1, size_t *new_vl, size_t vl);",
		"vfloat16mf2x3_t __riscv_vlsseg3e16_v_f16mf2x3_m(vbool32_t vm, const _Float16 *rs1, ptrdiff_t rs2, size_t vl);",
		"void __riscv_vsuxseg2ei8_v_i32m1x2_m(vbool32_t vm, int32_t *rs1, vuint8mf4_t vs2, vint32m1x2_t vs3, size_t vl);",
		"vint32m1x2_t __riscv_vloxseg2ei16_v_i32m1x2(const int32_t *rs1, vuint16mf2_t rs2, size_t vl);",
		"vint32m1_t __riscv_vget_v_i32m1x2_i32m1(vint32m1x2_t src, size_t index);",
		"vint32m1x2_t __riscv_vset_v_i32m1_i32m1x2(vint32m1x2_t dest, size_t index, vint32m1_t value);",
		"vint32m1x2_t __riscv_vcreate_v_i32m1x2(vint32m1_t v0, vint32m1_t v1);",
		"vint32m1x2_t __riscv_vundefined_i32m1x2();",
	};

	check_protos(protos, NELEM(protos));
	expect("no m4 tuple of 3 fields", (uint64_t)!inst_lookup("vlseg3e32_v_i32m4x3", &(Inst){0}), 1);
	expect("an m4 tuple of 2 fields", (uint64_t)inst_lookup("vlseg2e32_v_i32m4x2", &(Inst){0}), 1);
}

/* fingerprints: names without types and keys without versions, worked out
 * by hand; a fingerprint line of the known list */
static void
test_fingerprint(void)
{
	static const struct { const char *name, *want; } names[] = {
		{"vfmax_vf_f16mf4_m", "vfmax_vf_m"},
		{"vredsum_vs_i8mf2_i8m1", "vredsum_vs"},
		{"vmsge_vv_i8m4_b2_m", "vmsge_vv_m"},
		{"vle64ff_v_f64m2_tumu", "vle64ff_v_tumu"},
		{"vlseg2e32ff_v_i32mf2x2", "vlseg2e32ff_v"},
		{"vfnmacc_vv_f16mf4_rm", "vfnmacc_vv_rm"},
		{"vmv_x_s_u16mf4_u16", "vmv_x_s_u16"},      /* a scalar type is no vector type */
	};
	char out[128], key[300];
	Fingerprint f = {0};
	Known k;
	char path[] = "/tmp/rif-unit-fp-XXXXXX";
	static const char list[] =
	    "fingerprint class=wrong-code family=clang pass=riscv-vector-peephole key=vmerge edge=*_m>vmerge_vvm:vs1\tpeep\n"
	    "fingerprint class=wrong-code family=gcc key=frm\tfrm\n";
	int fd = mkstemp(path);

	for (size_t i = 0; i < NELEM(names); i++) {
		Inst in;

		if (!inst_lookup(names[i].name, &in)) {
			printf("FAIL fingerprint: %s is no intrinsic\n", names[i].name);
			nfail++;
			continue;
		}
		fp_op_name(&in, out, sizeof out);
		if (strcmp(out, names[i].want) == 0)
			npass++;
		else {
			nfail++;
			printf("FAIL fingerprint: %s is '%s', want '%s'\n", names[i].name, out, names[i].want);
		}
	}
	fp_norm_key("internal compiler error: in extract_insn, at recog.cc:2812 (unrecognizable insn: plus)",
	    key, sizeof key);
	expect("fingerprint: line numbers out", (uint64_t)strcmp(key,
	    "internal compiler error: in extract_insn, at recog.cc:# (unrecognizable insn: plus)"), 0);
	fp_norm_key("in libLLVM.so.#.#+0x5796188 called from X", key, sizeof key);
	expect("fingerprint: offsets out", (uint64_t)strcmp(key, "in libLLVM.so.#.#+# called from X"), 0);

	if (fd < 0 || write(fd, list, sizeof list - 1) != (ssize_t)(sizeof list - 1) || close(fd) != 0) {
		expect("writing the list of known bugs", 0, 1);
		return;
	}
	known_load(&k, path, "unit");
	unlink(path);
	f.cls = CL_WRONG;
	strcpy(f.family, "clang");
	strcpy(f.pass, "riscv-vector-peephole");
	strcpy(f.key, "vmerge");
	strcpy(f.ops, "vfmax_vf_m vmerge_vvm");
	strcpy(f.edges, "vadd_vv>vfmax_vf_m:vs2 vfmax_vf_m>vmerge_vvm:vs1");
	expect("fingerprint: known by every term, an edge among others",
	    (uint64_t)(known_fp_note(&k, &f) && strcmp(known_fp_note(&k, &f), "peep") == 0), 1);
	strcpy(f.edges, "vfmax_vf_m>vmerge_vvm:vs2");
	expect("fingerprint: another role is another bug", (uint64_t)(known_fp_note(&k, &f) == NULL), 1);
	strcpy(f.family, "gcc");
	strcpy(f.key, "frm");
	expect("fingerprint: a line of fewer terms", (uint64_t)(known_fp_note(&k, &f) &&
	    strcmp(known_fp_note(&k, &f), "frm") == 0), 1);
	expect("fingerprint: signatures do not match fingerprint lines",
	    (uint64_t)(known_note(&k, "fingerprint class=wrong-code family=gcc key=frm") == NULL), 1);
	known_free(&k);
}

/* one fault case: r and fault as a reader gave them, want "" for none */
static void
fault_case(const char *reader, const char *what, int r, const char *fault, const Buf *why, const char *want)
{
	if (r == (want[0] != 0) && strcmp(fault, want) == 0)
		npass++;
	else {
		nfail++;
		printf("FAIL %s fault: %s: got %d '%s' (%s), want '%s'\n", reader, what, r, fault,
		    why->s ? why->s : "", want);
	}
}

/* The vsetvl pass's fault, read from two assemblies written by hand after
 * GCC's (tests/bugs: gcc14-vsetvl-stale-before-reduction.c at -O1,
 * gcc-vsetvl-result-dropped.c, gcc-mu-lost-after-vsetvl.c,
 * gcc-masked-reload-wrong-lmul.c), the failing build's and the simple
 * strategy's; the answers are the reproducers' own, read by hand */
static void
test_vsetvl_fault(void)
{
	static const struct { const char *what, *bad, *simple, *want; } c[] = {
		{"a ratio-only vsetvl before a reduction: sew",
		    "main:\n\tvsetivli\ta5,1,e8,mf8,ta,ma\n\tvsetvli\tzero,a5,e64,m2,ta,ma\n\tvid.v\tv2\n"
		    "\tvsetivli\tzero,1,e8,mf4,ta,ma\n\tvredmax.vs\tv2,v2,v1\n",
		    "main:\n\tvsetivli\ta5,1,e8,mf8,ta,ma\n\tvsetvli\tzero,a5,e64,m2,ta,ma\n\tvid.v\tv2\n"
		    "\tvsetivli\ta4,1,e8,mf4,ta,ma\n\tvsetvli\tzero,a4,e64,m2,ta,ma\n\tvredmax.vs\tv2,v2,v1\n", "sew"},
		{"a vsetvl's result never written: vl",
		    "main:\n\tli\ta5,100\n\tvsetvli\tzero,a5,e8,m8,ta,ma\n\tvle8.v\tv0,0(s7)\n"
		    "\tvsetvli\tzero,a3,e8,m8,ta,ma\n\tvmseq.vv\tv0,v0,v16\n",
		    "main:\n\tli\ta5,100\n\tvsetvli\tzero,a5,e8,m8,ta,ma\n\tvle8.v\tv0,0(s7)\n"
		    "\tvsetvli\ta3,a5,e8,m8,ta,ma\n\tvsetvli\tzero,a3,e8,m8,ta,ma\n\tvmseq.vv\tv0,v0,v16\n", "vl"},
		{"a vsetvl's result register holding an address: vl",
		    "main:\n\tlla\ta4,in4\n\tvsetvli\tzero,a4,e8,m2,ta,ma\n\tvredsum.vs\tv4,v4,v6\n",
		    "main:\n\tlla\ta4,in4\n\tvsetvli\ta4,a6,e8,m2,ta,ma\n\tvsetvli\tzero,a4,e8,m2,ta,ma\n"
		    "\tvredsum.vs\tv4,v4,v6\n", "vl"},
		{"mask undisturbed lost: policy",
		    "main:\n\tvsetvli\tzero,a5,e8,m2,ta,mu\n\tvmv.v.i\tv8,0\n\tvsetvli\ta4,a5,e8,m2,ta,ma\n"
		    "\tvadd.vi\tv8,v8,1,v0.t\n",
		    "main:\n\tvsetvli\tzero,a5,e8,m2,ta,ma\n\tvmv.v.i\tv8,0\n\tvsetvli\ta4,a5,e8,m2,ta,ma\n"
		    "\tvsetvli\tzero,a5,e8,m2,ta,mu\n\tvadd.vi\tv8,v8,1,v0.t\n", "policy"},
		{"a load under another ratio: ratio",
		    "f:\n\tvsetvli\tzero,a2,e8,m4,tu,mu\n\tvle8.v\tv1,0(a3),v0.t\n",
		    "f:\n\tvsetvli\tzero,a2,e8,mf2,ta,ma\n\tvle8.v\tv1,0(a3),v0.t\n", "ratio"},
		{"a vsetvl fused into the next vsetvli of its ratio: right",
		    "main:\n\tsub\ta5,a6,a3\n\tvsetvli\ta5,a5,e32,mf2,ta,ma\n\tvid.v\tv1\n",
		    "main:\n\tsub\ta5,a6,a3\n\tvsetvli\ta5,a5,e8,mf8,ta,ma\n\tvsetvli\tzero,a5,e32,mf2,ta,ma\n"
		    "\tvid.v\tv1\n", ""},
		{"what only the SEW, the ratio or nothing matters to, and another order: right",
		    "main:\n\tvsetvli\tzero,a1,e8,m1,ta,ma\n\tvle8.v\tv2,0(a1)\n\tvle8.v\tv1,0(a0)\n"
		    "\tvsetivli\tzero,1,e32,m8,ta,ma\n\tvmv.x.s\ta3,v1\n\tvl8re64.v\tv8,0(sp)\n",
		    "main:\n\tvsetvli\tzero,a1,e16,m2,ta,ma\n\tvle8.v\tv1,0(a0)\n\tvle8.v\tv2,0(a1)\n"
		    "\tvsetivli\tzero,1,e32,m1,ta,ma\n\tvmv.x.s\ta3,v1\n\tvsetivli\tzero,1,e64,m8,tu,mu\n"
		    "\tvl8re64.v\tv8,0(sp)\n", ""},
		{"a vsetvl's AVL used in place of its vl, at its own ratio: right",
		    "fn10:\n\tvsetvli\tzero,a1,e8,m2,ta,mu\n\tvminu.vx\tv10,v12,a0,v0.t\n",
		    "fn10:\n\tvsetvli\ta1,a1,e8,m2,ta,ma\n\tvsetvli\tzero,a1,e8,m2,ta,mu\n\tvminu.vx\tv10,v12,a0,v0.t\n", ""},
		{"a vsetvl's result read as a scalar (an equal constant), merged into a vsetvl of another AVL: vl",
		    "main:\n\tvsetivli\ta4,2,e8,m4,tu,ma\n\tvmv.s.x\tv1,a4\n",
		    "main:\n\tvsetivli\ta4,1,e8,mf2,ta,ma\n\tvsetivli\tzero,3,e8,mf2,tu,ma\n\tvmv.s.x\tv1,a4\n", "vl"},
		{"a vsetvl's result read as a scalar, its vsetvl deleted: vl",
		    "main:\n\tli\ta4,7\n\tvsetivli\tzero,3,e8,mf2,ta,ma\n\tvadd.vx\tv1,v2,a4\n",
		    "main:\n\tli\ta4,7\n\tvsetivli\ta4,1,e8,mf2,ta,ma\n\tvsetivli\tzero,3,e8,mf2,ta,ma\n"
		    "\tvadd.vx\tv1,v2,a4\n", "vl"},
		{"a vsetvl's vl of a register AVL read as a scalar and stored, its vsetvl deleted: vl",
		    "fn1:\n\tvsetivli\ta5,25,e8,m2,ta,ma\n\tsd\ta2,64(a4)\n\tvnsra.wx\tv4,v4,a2\n",
		    "fn1:\n\tvsetivli\ta5,25,e8,m2,ta,ma\n\tvsetvli\ta2,a5,e8,m2,ta,ma\n\tsd\ta2,64(a4)\n"
		    "\tvsetvli\tzero,a0,e8,m2,ta,ma\n\tvnsra.wx\tv4,v4,a2\n", "vl"},
		{"a vsetvl's result read as a scalar, loaded as that constant here: right",
		    "main:\n\tli\ta4,1\n\tvsetivli\tzero,3,e8,mf2,ta,ma\n\tvadd.vx\tv1,v2,a4\n",
		    "main:\n\tli\ta4,7\n\tvsetivli\ta4,1,e8,mf2,ta,ma\n\tvsetivli\tzero,3,e8,mf2,ta,ma\n"
		    "\tvadd.vx\tv1,v2,a4\n", ""},
		{"a vsetvl's result of a register AVL read as a scalar, an li of 0 here: vl (0 is no register's value)",
		    "main:\n\tli\ta4,0\n\tvsetivli\tzero,3,e8,mf2,ta,ma\n\tvadd.vx\tv1,v2,a4\n",
		    "main:\n\tvsetvli\ta4,a1,e8,mf2,ta,ma\n\tvsetivli\tzero,3,e8,mf2,ta,ma\n"
		    "\tvadd.vx\tv1,v2,a4\n", "vl"},
		{"a vsetvl deleted on one arm, its register left as an earlier vsetvl of another ratio set it, AVL 1 on both arms (rerun of 0x7a11's 0202): vl",
		    "fn1:\n\tbeq\ta0,zero,.L2\n\tvsetivli\ta5,1,e8,mf8,ta,ma\n"
		    ".L5:\n\tvsetvli\tzero,a5,e16,m1,ta,ma\n\tvmadc.vv\tv0,v4,v4\n\tret\n.L2:\n\tvsetivli\ta5,0,e8,mf8,ta,ma\n\tvsetivli\ta5,1,e8,mf2,ta,ma\n\tj\t.L5\n",
		    "fn1:\n\tbeq\ta0,zero,.L2\n\tvsetivli\ta5,1,e8,mf8,ta,ma\n\tvsetivli\ta5,2,e8,mf2,ta,ma\n"
		    ".L5:\n\tvsetvli\tzero,a5,e16,m1,ta,ma\n\tvmadc.vv\tv0,v4,v4\n\tret\n.L2:\n\tvsetivli\ta5,0,e8,mf8,ta,ma\n\tvsetivli\ta5,1,e8,mf2,ta,ma\n\tj\t.L5\n", "vl"},
		{"the same vsetvl kept on one arm in another ratio, its vl the same at every VLEN: right",
		    "fn1:\n\tbeq\ta0,zero,.L2\n\tvsetivli\ta5,2,e16,m1,ta,ma\n"
		    ".L5:\n\tvsetvli\tzero,a5,e16,m1,ta,ma\n\tvmadc.vv\tv0,v4,v4\n\tret\n.L2:\n\tvsetivli\ta5,0,e8,mf8,ta,ma\n\tvsetivli\ta5,1,e8,mf2,ta,ma\n\tj\t.L5\n",
		    "fn1:\n\tbeq\ta0,zero,.L2\n\tvsetivli\ta5,1,e8,mf8,ta,ma\n\tvsetivli\ta5,2,e8,mf2,ta,ma\n"
		    ".L5:\n\tvsetvli\tzero,a5,e16,m1,ta,ma\n\tvmadc.vv\tv0,v4,v4\n\tret\n.L2:\n\tvsetivli\ta5,0,e8,mf8,ta,ma\n\tvsetivli\ta5,1,e8,mf2,ta,ma\n\tj\t.L5\n", ""},
		{"a vsetvl of an AVL past its VLMAX at VLEN 128 on one arm (its vl depends on VLEN): right",
		    "fn1:\n\tbeq\ta0,zero,.L2\n\tvsetivli\ta5,9,e8,mf8,ta,ma\n"
		    ".L5:\n\tvsetvli\tzero,a5,e16,m1,ta,ma\n\tvmadc.vv\tv0,v4,v4\n\tret\n.L2:\n\tvsetivli\ta5,0,e8,mf8,ta,ma\n\tvsetivli\ta5,1,e8,mf2,ta,ma\n\tj\t.L5\n",
		    "fn1:\n\tbeq\ta0,zero,.L2\n\tvsetivli\ta5,9,e8,mf2,ta,ma\n"
		    ".L5:\n\tvsetvli\tzero,a5,e16,m1,ta,ma\n\tvmadc.vv\tv0,v4,v4\n\tret\n.L2:\n\tvsetivli\ta5,0,e8,mf8,ta,ma\n\tvsetivli\ta5,1,e8,mf2,ta,ma\n\tj\t.L5\n", ""},
		{"the vsetvli before a join, another path's own vsetvli of another AVL: right (its values are one path's)",
		    "fn1:\n\tbeq\ta0,zero,.L2\n\tli\ta5,32\n\tvsetvli\tzero,a5,e8,m4,tu,mu\n"
		    ".L3:\n\tvmv.v.x\tv8,a4\n\tret\n.L2:\n\tli\ta5,64\n\tvsetvli\tzero,a5,e8,m4,ta,ma\n\tj\t.L3\n",
		    "fn1:\n\tbeq\ta0,zero,.L2\n\tli\ta5,32\n"
		    ".L3:\n\tvsetvli\tzero,a5,e8,m4,tu,ma\n\tvmv.v.x\tv8,a4\n\tret\n.L2:\n\tli\ta5,64\n\tj\t.L3\n", ""},
		{"a vsetvl's result read as a scalar, its vsetvl kept with its AVL: right",
		    "main:\n\tvsetivli\ta4,1,e8,m4,tu,ma\n\tvmv.s.x\tv1,a4\n",
		    "main:\n\tvsetivli\ta4,1,e8,mf2,ta,ma\n\tvsetivli\tzero,3,e8,mf2,tu,ma\n\tvmv.s.x\tv1,a4\n", ""},
		{"a vsetvl's vl read as a scalar where the simple strategy loads another constant: vl",
		    "main:\n\tvsetivli\ta4,2,e8,m4,tu,ma\n\tvmv.s.x\tv1,a4\n",
		    "main:\n\tli\ta4,1\n\tvsetivli\tzero,3,e8,mf2,tu,ma\n\tvmv.s.x\tv1,a4\n", "vl"},
		{"a vsetvl's vl read as a scalar where the simple strategy loads the same constant: right",
		    "main:\n\tvsetivli\ta4,1,e8,m4,tu,ma\n\tvmv.s.x\tv1,a4\n",
		    "main:\n\tli\ta4,1\n\tvsetivli\tzero,3,e8,mf2,tu,ma\n\tvmv.s.x\tv1,a4\n", ""},
		{"a vsetvl's vl read as a scalar, its AVL past VLMAX at VLEN 128 (the vl depends on VLEN): right",
		    "main:\n\tvsetivli\ta4,9,e32,m1,tu,ma\n\tvmv.s.x\tv1,a4\n",
		    "main:\n\tli\ta4,1\n\tvsetivli\tzero,3,e32,m1,tu,ma\n\tvmv.s.x\tv1,a4\n", ""},
		{"a vsetvl's result stored where its vsetvli was deleted (0220 of the hour of seed 0x7a11, GCC 16): vl",
		    "main:\n\tvsetivli\ta5,25,e8,m2,ta,ma\n\tvle8.v\tv4,0(a3)\n\tsd\ta5,96(a4)\n\tsd\ta2,104(a4)\n",
		    "main:\n\tvsetivli\ta5,25,e8,m2,ta,ma\n\tvle8.v\tv4,0(a3)\n\tvsetvli\ta2,a5,e8,m2,ta,ma\n"
		    "\tsd\ta5,96(a4)\n\tsd\ta2,104(a4)\n", "vl"},
		{"a vsetvl's result stored, its vsetvli kept or the same constant loaded: right",
		    "main:\n\tvsetivli\ta5,25,e8,m2,ta,ma\n\tsd\ta5,96(a4)\n\tli\ta2,25\n\tsd\ta2,104(a4)\n"
		    "\tsw\ta3,0(a4)\n",
		    "main:\n\tvsetivli\ta5,25,e8,m2,ta,ma\n\tsd\ta5,96(a4)\n\tvsetivli\ta2,25,e8,m2,ta,ma\n"
		    "\tsd\ta2,104(a4)\n\tsw\ta3,0(a4)\n", ""},
		{"a slide under its ratio with another SEW: sew (no EEW in its name)",
		    "main:\n\tvsetivli\tzero,4,e8,mf4,ta,ma\n\tvslide1up.vx\tv1,v2,a0\n",
		    "main:\n\tvsetivli\tzero,4,e32,m1,ta,ma\n\tvslide1up.vx\tv1,v2,a0\n", "sew"},
		{"an indexed load under its ratio with another SEW: sew (data EEW is SEW)",
		    "main:\n\tvsetivli\tzero,4,e8,m4,ta,ma\n\tvluxei16.v\tv0,(a1),v16\n",
		    "main:\n\tvsetivli\tzero,4,e16,m8,ta,ma\n\tvluxei16.v\tv0,(a1),v16\n", "sew"},
		{"a fault-only-first and a segment load under their ratio: right",
		    "main:\n\tvsetivli\tzero,4,e8,m1,ta,ma\n\tvle16ff.v\tv1,(a1)\n\tvlseg2e16.v\tv2,(a1)\n",
		    "main:\n\tvsetivli\tzero,4,e16,m2,ta,ma\n\tvle16ff.v\tv1,(a1)\n\tvlseg2e16.v\tv2,(a1)\n", ""},
		{"an earlier vsetvl's result where a later one of another AVL was deleted (h7a11's 0109): vl",
		    "main:\n\tvsetivli\ta5,2,e8,mf8,ta,ma\n\tvsetvli\tzero,a5,e32,m1,ta,ma\n\tvle32.v\tv1,0(s1)\n"
		    "\tvsetvli\tzero,a5,e32,m1,ta,ma\n\tvredsum.vs\tv1,v1,v2\n",
		    "main:\n\tvsetivli\ta5,2,e8,mf8,ta,ma\n\tvsetvli\tzero,a5,e32,m1,ta,ma\n\tvle32.v\tv1,0(s1)\n"
		    "\tvsetivli\ta5,1,e8,mf8,ta,ma\n\tvsetvli\tzero,a5,e32,m1,ta,ma\n\tvredsum.vs\tv1,v1,v2\n", "vl"},
		{"a block after a return, reached by a branch under its own vtype: right",
		    "main:\n\tvsetvli\tzero,a5,e8,m8,tu,ma\n\tbne\ta5,zero,.L58\n\tvsetvli\tzero,s1,e8,m8,ta,mu\n"
		    "\tvadd.vi\tv8,v8,1,v0.t\n\tjr\tra\n.L58:\n\tvand.vv\tv8,v0,v24\n",
		    "main:\n\tvsetvli\tzero,a5,e8,m8,tu,ma\n\tbne\ta5,zero,.L58\n\tvsetvli\tzero,s1,e8,m8,ta,mu\n"
		    "\tvadd.vi\tv8,v8,1,v0.t\n\tjr\tra\n.L58:\n\tvsetvli\tzero,a5,e8,m8,tu,ma\n"
		    "\tvand.vv\tv8,v0,v24\n", ""},
		{"a register a call may change: right",
		    "main:\n\tvsetvli\ta5,a4,e8,m1,ta,ma\n\tcall\tg\n\tvsetvli\tzero,a5,e8,m1,ta,ma\n\tvadd.vv\tv1,v1,v2\n",
		    "main:\n\tvsetvli\ta5,a4,e8,m1,ta,ma\n\tcall\tg\n\tvsetvli\tzero,a5,e8,m1,ta,ma\n\tvadd.vv\tv1,v1,v2\n",
		    ""},
		{"a vsetvl's result written on one path to a join only (h2811's 0029, GCC 16): vl",
		    "main:\n\tli\ta5,128\n\tvsetvli\tzero,a5,e8,m8,ta,ma\n\tvmv.v.i\tv24,0\n\tbne\ta4,zero,.L72\n"
		    "\tli\ta3,64\n\tvsetvli\ta3,a3,e8,m8,ta,ma\n.L72:\n\tvsetvli\tzero,a3,e8,m8,ta,ma\n"
		    "\tvmsof.m\tv0,v1\n",
		    "main:\n\tli\ta5,128\n\tvsetvli\tzero,a5,e8,m8,ta,ma\n\tvmv.v.i\tv24,0\n\tbeq\ta4,zero,.L53\n"
		    "\tvsetvli\ta3,a5,e8,m8,ta,ma\n.L72:\n\tvsetvli\tzero,a3,e8,m8,ta,ma\n\tvmsof.m\tv0,v1\n"
		    "\tret\n.L53:\n\tli\ta3,64\n\tvsetvli\ta3,a3,e8,m8,ta,ma\n\tj\t.L72\n", "vl"},
		{"a vsetvl's result written on both paths to a join, one of them a jump back: right",
		    "main:\n\tli\ta5,128\n\tbeq\ta4,zero,.L53\n\tvsetvli\ta3,a5,e8,m8,ta,ma\n.L72:\n"
		    "\tvsetvli\tzero,a3,e8,m8,ta,ma\n\tvmsof.m\tv0,v1\n\tret\n.L53:\n\tli\ta3,64\n"
		    "\tvsetvli\ta3,a3,e8,m8,ta,ma\n\tj\t.L72\n",
		    "main:\n\tli\ta5,128\n\tbeq\ta4,zero,.L53\n\tvsetvli\ta3,a5,e8,m8,ta,ma\n.L72:\n"
		    "\tvsetvli\tzero,a3,e8,m8,ta,ma\n\tvmsof.m\tv0,v1\n\tret\n.L53:\n\tli\ta3,64\n"
		    "\tvsetvli\ta3,a3,e8,m8,ta,ma\n\tj\t.L72\n", ""},
		{"a loop whose back edge keeps the vsetvl's result: right",
		    "f:\n\tvsetvli\ta3,a0,e32,m1,ta,ma\n.L3:\n\tvsetvli\tzero,a3,e32,m1,ta,ma\n\tvadd.vv\tv1,v1,v2\n"
		    "\taddi\ta1,a1,4\n\tbne\ta1,a2,.L3\n\tret\n",
		    "f:\n\tvsetvli\ta3,a0,e32,m1,ta,ma\n.L3:\n\tvsetvli\tzero,a3,e32,m1,ta,ma\n\tvadd.vv\tv1,v1,v2\n"
		    "\taddi\ta1,a1,4\n\tbne\ta1,a2,.L3\n\tret\n", ""},
		{"a loop whose back edge brings another value: vl",
		    "f:\n\tvsetvli\ta3,a0,e32,m1,ta,ma\n.L3:\n\tvsetvli\tzero,a3,e32,m1,ta,ma\n\tvadd.vv\tv1,v1,v2\n"
		    "\taddi\ta3,a3,-1\n\tbne\ta3,zero,.L3\n\tret\n",
		    "f:\n.L3:\n\tvsetvli\ta3,a0,e32,m1,ta,ma\n\tvsetvli\tzero,a3,e32,m1,ta,ma\n\tvadd.vv\tv1,v1,v2\n"
		    "\taddi\ta4,a4,-1\n\tbne\ta4,zero,.L3\n\tret\n", "vl"},
	};

	/* text that is no assembly rif expects: no fault, and no read past it
	 * (under ASan) */
	static const char *odd[] = {"", "\n\n", "\tv\n", "\tvsetvli\n\tvadd.vv\n", "\tvsetvli a5\n\tvle8.v\n",
	    "main:\n\tvsetvli zero,zero\n\tvmv.x.s\n", "\tvsetvli a5,a4,e,mf,m\n\tvadd.vv v1,v1,v1",
	    "\tvsetvli\ta5,a4,e8,mf0,ta,ma\n\tvadd.vv\tv1,v1,v1\n",
	    "\t.word 1\n\tli a5,1 # comment, vsetvli a5,a5,e8,m1\n\tcall\n\tvsetivli ,,,,,,,,,,,,\n\tvid.v ,\n"};
	char longline[600];

	memset(longline, 'v', sizeof longline - 1);
	longline[0] = '\t';
	longline[sizeof longline - 1] = 0;
	for (size_t i = 0; i < NELEM(odd) + 1; i++) {
		const char *t = i < NELEM(odd) ? odd[i] : longline;
		char fault[16] = "";
		Buf why = {0};

		expect("vsetvl fault: odd text", (uint64_t)vsetvl_fault(t, odd[NELEM(odd) - 1 - i % NELEM(odd)], fault,
		    sizeof fault, &why), 0);
		buf_free(&why);
	}
	for (size_t i = 0; i < NELEM(c); i++) {
		char fault[16] = "";
		Buf why = {0};
		int r = vsetvl_fault(c[i].bad, c[i].simple, fault, sizeof fault, &why);

		fault_case("vsetvl", c[i].what, r, fault, &why, c[i].want);
		buf_free(&why);
	}
}

/* The writes of vxrm, read from assembly written by hand after GCC's and
 * clang's (tests/bugs/gcc-vxrm-lost-after-call.c: GCC 15's csrwi vxrm,2 at
 * entry and none after the call; clang22-vxrm-loop-exit-write.c: the write
 * of 3 for the op after the loop put inside it), with the source's
 * intrinsics; each answer is the reproducer's header's, read by hand */
static void
test_vxrm_fault(void)
{
	static const char rdn[] = "x = __riscv_vssrl_vx_u8m1(y, 1, __RISCV_VXRM_RDN, vl);\n",
	    two[] = "a = __riscv_vaadd_vv_i8m1(b, c, __RISCV_VXRM_RNU, vl);\n"
		"d = __riscv_vaadd_vv_i8m1(e, f, __RISCV_VXRM_RDN, vl);\n",
	    loop[] = "r = __riscv_vasubu_vv_u8mf8(x, y, __RISCV_VXRM_RNE, vl);\n"
		"s = __riscv_vssrl_vx_u8m1(z, 1, __RISCV_VXRM_ROD, 8);\n";
	static const struct { const char *what, *text, *src, *want; } c[] = {
		{"written at entry, a call, then used: call",
		    "\t.globl\tg2\ng2:\n\tcsrwi\tvxrm,2\n\tvssrl.vi\tv1,v2,2\n\tbeq\ta5,zero,.L5\n"
		    "\tvssrl.vi\tv1,v2,1\n.L5:\n\tcall\tf\n\tvssrl.vi\tv1,v2,2\n\tret\n", rdn, "vxrm-call"},
		{"written again after the call: right",
		    "\t.globl\tg2\ng2:\n\tcsrwi\tvxrm,2\n\tvssrl.vi\tv1,v2,2\n\tcall\tf\n\tcsrwi\tvxrm,2\n"
		    "\tvssrl.vi\tv1,v2,2\n\tret\n", rdn, ""},
		{"written in one arm only: call (from the entry)",
		    "\t.globl\tmain\nmain:\n\tbnez\ta0,.L2\n\tcsrwi\tvxrm,2\n.L2:\n\tvssrl.vx\tv1,v2,a1\n\tret\n",
		    rdn, "vxrm-call"},
		{"written in both arms: right",
		    "\t.globl\tmain\nmain:\n\tbnez\ta0,.L2\n\tcsrwi\tvxrm,2\n\tj\t.L3\n.L2:\n\tcsrwi\tvxrm,2\n"
		    ".L3:\n\tvssrl.vx\tv1,v2,a1\n\tret\n", rdn, ""},
		{"the next op's write inside the loop, clang's spelling: value",
		    "\t.globl\tmain\nmain:\n\tcsrwi\tvxrm, 1\n.LBB0_1:\n\tvasubu.vv\tv8, v8, v9\n"
		    "\tcsrwi\tvxrm, 3\n\tbnez\ta0, .LBB0_1\n\tvssrl.vx\tv8, v8, a1\n\tret\n", loop, "vxrm-value"},
		{"the same loop with the write after it: right",
		    "\t.globl\tmain\nmain:\n\tcsrwi\tvxrm, 1\n.LBB0_1:\n\tvasubu.vv\tv8, v8, v9\n"
		    "\tbnez\ta0, .LBB0_1\n\tcsrwi\tvxrm, 3\n\tvssrl.vx\tv8, v8, a1\n\tret\n", loop, ""},
		{"a local function's entry (no .globl): right",
		    "fn1:\n\tvssrl.vi\tv1,v2,2\n\tret\n", rdn, ""},
		{"written from a register: right",
		    "\t.globl\tmain\nmain:\n\tcall\tf\n\tcsrw\tvxrm,a0\n\tvssrl.vi\tv1,v2,2\n\tret\n", rdn, ""},
		{"intrinsics of several modes, one instruction: cannot tell",
		    "\t.globl\tmain\nmain:\n\tcsrwi\tvxrm,0\n\tvaadd.vv\tv1,v2,v3\n\tret\n", two, ""},
		{"two modes of one form, a value neither asks for: value",
		    "\t.globl\tmain\nmain:\n\tcsrwi\tvxrm,0\n\tvaadd.vv\tv1,v2,v3\n\tcsrwi\tvxrm,3\n"
		    "\tvaadd.vv\tv1,v2,v3\n\tret\n", two, "vxrm-value"},
		{"two modes of one form, each loop's write before it: right",
		    "\t.globl\tmain\nmain:\n\tcsrwi\tvxrm, 2\n.LBB0_2:\n\tvaadd.vv\tv9, v9, v10\n"
		    "\tbltu\ta1, a0, .LBB0_2\n\tcsrwi\tvxrm, 0\n.LBB0_7:\n\tvaadd.vv\tv8, v9, v8\n"
		    "\tvaadd.vv\tv8, v9, v8\n\tbltu\ta3, a1, .LBB0_7\n\tret\n", two, ""},
		{"the second mode's write hoisted over the first loop (h2811's 0076): value",
		    "\t.globl\tmain\nmain:\n\tcsrwi\tvxrm, 2\n\tcsrwi\tvxrm, 0\n.LBB0_2:\n"
		    "\tvaadd.vv\tv9, v9, v10\n\tbltu\ta1, a0, .LBB0_2\n\tcsrwi\tvxrm, 0\n.LBB0_7:\n"
		    "\tvaadd.vv\tv8, v9, v8\n\tvaadd.vv\tv8, v9, v8\n\tbltu\ta3, a1, .LBB0_7\n\tret\n",
		    two, "vxrm-value"},
		{"a later function starts afresh",
		    "\t.globl\tmain\nmain:\n\tcsrwi\tvxrm,2\n\tret\n\t.globl\th\nh:\n\tvssrl.vi\tv1,v2,2\n\tret\n",
		    rdn, "vxrm-call"},
		{"one mnemonic, two forms of two modes (h7a11's 0048): value",
		    "\t.globl\tmain\nmain:\n\tcsrwi\tvxrm, 3\n.LBB0_1:\n\tvaaddu.vx\tv8, v8, zero\n"
		    "\tvaaddu.vv\tv9, v9, v10\n\tbnez\ta0, .LBB0_1\n\tret\n",
		    "a = __riscv_vaaddu_vx_u8mf4(r, (uint8_t)0x0u, __RISCV_VXRM_RNE, vl);\n"
		    "b = __riscv_vaaddu_vv_u16mf4(x, y, __RISCV_VXRM_ROD, vl);\n", "vxrm-value"},
		{"a value that is no fixed-point instruction's concern: right",
		    "\t.globl\tmain\nmain:\n\tcall\tf\n\tvadd.vv\tv1,v2,v3\n\tvsadd.vv\tv1,v2,v3\n\tret\n", rdn, ""},
	};
	static const char *odd[] = {"", "\n\n", "\tv\n", "main:\n", ":\n\tvssrl.vi\n", "\tcsrwi\tvxrm\n\tvaadd.\n",
	    "\t.globl\tm\nm:\n\tj\n\tbnez\n\tcsrwi vxrm,9\n\tvssrl.vi v1,v1,1\n\tcsrrwi a0,vxrm,\n\tvnclip.wi\n",
	    "m:\n.L1:\n\tj\t.L1\n\tvsmul.vv\tv1,v1,v1"};

	for (size_t i = 0; i < NELEM(odd); i++) {
		char fault[16] = "";
		Buf why = {0};

		vxrm_fault(odd[i], odd[NELEM(odd) - 1 - i], fault, sizeof fault, &why);
		expect("vxrm fault: odd text is read to its end", 1, 1);
		buf_free(&why);
	}
	for (size_t i = 0; i < NELEM(c); i++) {
		char fault[16] = "";
		Buf why = {0};
		int r = vxrm_fault(c[i].text, c[i].src, fault, sizeof fault, &why);

		fault_case("vxrm", c[i].what, r, fault, &why, c[i].want);
		buf_free(&why);
	}
}

/* The ways vxrm_patch mends a text, each written out by hand: one
 * instruction of one mode, written before it; two modes (rnu, then rdn in
 * the source) over three instructions, cut after the first, then after
 * the second, and no third way; the mode held before a call written
 * again after it */
static void
test_vxrm_patch(void)
{
	static const struct { const char *what, *text, *src; long nth; const char *want; } c[] = {
		{"one mode", "\t.globl\tmain\nmain:\n\tvssrl.vi\tv1,v2,2\n\tret\n",
		    "x = __riscv_vssrl_vx_u8m1(y, 1, __RISCV_VXRM_RDN, vl);\n", 0,
		    "\t.globl\tmain\nmain:\n\tcsrwi\tvxrm,2\n\tvssrl.vi\tv1,v2,2\n\tret\n"},
		{"one mode, no second way", "\t.globl\tmain\nmain:\n\tvssrl.vi\tv1,v2,2\n\tret\n",
		    "x = __riscv_vssrl_vx_u8m1(y, 1, __RISCV_VXRM_RDN, vl);\n", 1, NULL},
		{"two modes, the first way",
		    "main:\n\tvaadd.vv\tv1,v2,v3\n\tvaadd.vv\tv4,v5,v6\n\tvaadd.vv\tv7,v8,v9\n",
		    "a = __riscv_vaadd_vv_i8m1(b, c, __RISCV_VXRM_RNU, vl);\n"
		    "d = __riscv_vaadd_vv_i8m1(e, f, __RISCV_VXRM_RDN, vl);\n", 0,
		    "main:\n\tcsrwi\tvxrm,0\n\tvaadd.vv\tv1,v2,v3\n\tcsrwi\tvxrm,2\n\tvaadd.vv\tv4,v5,v6\n"
		    "\tcsrwi\tvxrm,2\n\tvaadd.vv\tv7,v8,v9\n"},
		{"two modes, the second way",
		    "main:\n\tvaadd.vv\tv1,v2,v3\n\tvaadd.vv\tv4,v5,v6\n\tvaadd.vv\tv7,v8,v9\n",
		    "a = __riscv_vaadd_vv_i8m1(b, c, __RISCV_VXRM_RNU, vl);\n"
		    "d = __riscv_vaadd_vv_i8m1(e, f, __RISCV_VXRM_RDN, vl);\n", 1,
		    "main:\n\tcsrwi\tvxrm,0\n\tvaadd.vv\tv1,v2,v3\n\tcsrwi\tvxrm,0\n\tvaadd.vv\tv4,v5,v6\n"
		    "\tcsrwi\tvxrm,2\n\tvaadd.vv\tv7,v8,v9\n"},
		{"two modes, no third way",
		    "main:\n\tvaadd.vv\tv1,v2,v3\n\tvaadd.vv\tv4,v5,v6\n\tvaadd.vv\tv7,v8,v9\n",
		    "a = __riscv_vaadd_vv_i8m1(b, c, __RISCV_VXRM_RNU, vl);\n"
		    "d = __riscv_vaadd_vv_i8m1(e, f, __RISCV_VXRM_RDN, vl);\n", 2, NULL},
		{"the mode before a call, again after it",
		    "\t.globl\tmain\nmain:\n\tcsrwi\tvxrm,1\n\tcall\tf\n\tret\n",
		    "x = __riscv_vsmul_vv_i8m1(y, z, __RISCV_VXRM_RNE, vl);\n", 0,
		    "\t.globl\tmain\nmain:\n\tcsrwi\tvxrm,1\n\tcall\tf\n\tcsrwi\tvxrm,1\n\tret\n"},
	};

	for (size_t i = 0; i < NELEM(c); i++) {
		Buf out = {0};
		int r = vxrm_patch(c[i].text, c[i].src, c[i].nth, &out);
		char what[160];

		snprintf(what, sizeof what, "vxrm patch: %s", c[i].what);
		expect(what, (uint64_t)r, c[i].want != NULL);
		if (c[i].want && r && strcmp(out.s, c[i].want) != 0)
			fprintf(stderr, "unit: %s: got\n%s", what, out.s);
		if (c[i].want && r)
			expect(what, (uint64_t)strcmp(out.s, c[i].want), 0);
		buf_free(&out);
	}
}

/* one bug key for a fault, whichever value shows it and how */
static void
test_fault_key(void)
{
	Fingerprint a = {0}, b = {0};
	char ka[600], kb[600];

	a.cls = CL_WRONG;
	strcpy(a.family, "gcc");
	strcpy(a.pass, "vsetvl");
	strcpy(a.fault, "sew");
	strcpy(a.key, "vredmax");
	b = a;
	b.cls = CL_RCRASH;
	strcpy(b.fault, "policy");
	strcpy(b.key, "signal 4 at vfredmax.vs");
	fp_bug_key(&a, ka, sizeof ka);
	fp_bug_key(&b, kb, sizeof kb);
	expect("fault: sew and policy, wrong code and a trap, are one bug", (uint64_t)strcmp(ka, kb), 0);
	strcpy(b.fault, "vl");
	fp_bug_key(&b, kb, sizeof kb);
	expect("fault: vl is another", (uint64_t)(strcmp(ka, kb) != 0), 1);
	strcpy(b.fault, "ratio");
	fp_bug_key(&b, kb, sizeof kb);
	expect("fault: ratio is another", (uint64_t)(strcmp(ka, kb) != 0), 1);
	a.fault[0] = b.fault[0] = 0;
	b.cls = CL_WRONG;
	fp_bug_key(&a, ka, sizeof ka);
	fp_bug_key(&b, kb, sizeof kb);
	expect("fault: none seen, the key tells", (uint64_t)(strcmp(ka, kb) != 0), 1);
	/* vxrm's: the pass (GCC's search found none, or ran out) and the key
	 * left out */
	strcpy(a.fault, "vxrm-call");
	strcpy(a.key, "vssra");
	strcpy(a.pass, "none");
	b = a;
	strcpy(b.key, "vmsgt");
	b.pass[0] = 0;
	fp_bug_key(&a, ka, sizeof ka);
	fp_bug_key(&b, kb, sizeof kb);
	expect("fault: vxrm-call, whichever value shows it and whatever pass", (uint64_t)strcmp(ka, kb), 0);
	strcpy(b.fault, "vxrm-value");
	fp_bug_key(&b, kb, sizeof kb);
	expect("fault: vxrm-value is another", (uint64_t)(strcmp(ka, kb) != 0), 1);
}

/* The grouping of buckets into bugs against hand labels (tests/triage/NAME/
 * labels.tsv: a failure folder, the bug a person found by reading its
 * reduced program and assembly, the bucket's class and signature; its
 * fingerprint.txt beside): rif may split a labelled bug (the figure is
 * printed and may not grow) but never merges two. */
static void
triage_case(const char *name, const char *known, int max_bugs)
{
	char dir[200], path[300], *text, *line, *next;
	Camp c;
	Bucket *bk = NULL;
	char (*label)[64] = NULL;
	int nbk = 0, cap = 0, capl = 0, nlabel = 0, merged = 0, nbug;
	Bug *bug;

	snprintf(dir, sizeof dir, "tests/triage/%s", name);
	snprintf(path, sizeof path, "%s/labels.tsv", dir);
	if (!(text = read_file(path, NULL))) {
		expect("triage: the labels", 0, 1);
		return;
	}
	memset(&c, 0, sizeof c);
	c.dir = dir;
	if (known)
		known_load(&c.known, known, "unit");
	for (line = text; *line; line = next) {
		char *f[4];
		int n = 0;

		next = line + strcspn(line, "\n");
		if (*next)
			*next++ = 0;
		for (char *p = line; n < 4; n++) {
			f[n] = p;
			p += strcspn(p, "\t");
			if (*p)
				*p++ = 0;
		}
		grow(&bk, &cap, nbk + 1, sizeof *bk);
		grow(&label, &capl, nbk + 1, sizeof *label);
		bk[nbk] = (Bucket){f[3], f[0], class_lookup(f[2]), 1, known_note(&c.known, f[3])};
		snprintf(label[nbk++], sizeof *label, "%s", f[1]);
	}
	/* the bugs by hand among the failures rif counts as compiler bugs */
	for (int i = 0; i < nbk; i++) {
		int seen = !class_bug(bk[i].cls);

		for (int k = 0; k < i; k++)
			seen |= class_bug(bk[k].cls) && strcmp(label[k], label[i]) == 0;
		nlabel += !seen;
	}
	nbug = camp_bugs(&c, bk, nbk, &bug);
	for (int k = 0; k < nbug; k++)
		for (int i = 1; i < bug[k].nbk; i++)
			if (strcmp(label[bug[k].bk[i]], label[bug[k].bk[0]]) != 0) {
				merged++;
				printf("FAIL triage %s: bug %d merges %s (%s) and %s (%s)\n", name, k + 1,
				    bk[bug[k].bk[0]].first, label[bug[k].bk[0]], bk[bug[k].bk[i]].first,
				    label[bug[k].bk[i]]);
			}
	/* each labelled bug rif splits, with the groups it falls into */
	for (int i = 0; i < nbk; i++) {
		int first = 1, ngroup = 0;
		char groups[400] = "";

		for (int k = 0; k < i; k++)
			first &= strcmp(label[k], label[i]) != 0;
		if (!first)
			continue;
		for (int k = 0; k < nbug; k++) {
			int has = 0;

			for (int j = 0; j < bug[k].nbk; j++)
				has |= strcmp(label[bug[k].bk[j]], label[i]) == 0;
			ngroup += has;
			if (has && strlen(groups) + 40 < sizeof groups) {
				char *end = groups + strlen(groups);

				sprintf(end, " %s", bk[bug[k].bk[0]].first);
				for (int j = 1; j < bug[k].nbk; j++)
					sprintf(end + strlen(end), "+%s", bk[bug[k].bk[j]].first);
			}
		}
		if (ngroup > 1)
			printf("triage: %s%s: %s split into %d:%s\n", name, known ? " (known list)" : "", label[i],
			    ngroup, groups);
	}
	printf("triage: %s%s: %d failures, %d bugs by hand, %d by rif (%d split off), %d wrongly merged\n", name,
	    known ? " with the known list" : "", nbk, nlabel, nbug, nbug - nlabel, merged);
	expect("triage: no two bugs merged", (uint64_t)merged, 0);
	expect("triage: no more splits than before", (uint64_t)(nbug <= max_bugs), 1);
	bugs_free(bug, nbug);
	if (known)
		known_free(&c.known);
	free(bk);
	free(label);
	free(text);
}

/* the headline's counts: a known bug and a reduced new one are distinct
 * bugs, a new bucket not reduced is counted apart */
static void
test_bug_phrase(void)
{
	Bug b[4];
	Buf p = {0};
	int d, n, u;

	memset(b, 0, sizeof b);
	b[0].has_fp = 1;                /* new, reduced */
	b[1].known = "x.c";             /* known by its signature */
	b[2].known = "y.c";             /* known by its fingerprint */
	b[2].has_fp = 1;
	/* b[3]: new, not reduced */
	bugs_count(b, 4, &d, &n, &u);
	expect("bugs: distinct", (uint64_t)d, 3);
	expect("bugs: new", (uint64_t)n, 1);
	expect("bugs: not reduced", (uint64_t)u, 1);
	expect("bugs: a new bucket not reduced", (uint64_t)(bug_unreduced(&b[3]) && !bug_unreduced(&b[1])), 1);
	bugs_phrase(b, 4, &p);
	expect("bugs: the phrase", strcmp(p.s, "3 distinct compiler bugs, 1 of them new, and 1 bucket not reduced") == 0, 1);
	p.len = 0;
	bugs_phrase(b, 1, &p);
	expect("bugs: the phrase, all reduced", strcmp(p.s, "1 distinct compiler bug, 1 of them new") == 0, 1);
	buf_free(&p);
}

/* A reduction cut to a fifth of the budget (like one reduced before) that
 * its budget stopped, and whose fingerprint is no other reduction's bug,
 * waits again and is then picked first, with the whole budget; one of a
 * bug found before, or one that ended before its budget, does not. */
static void
test_redq(void)
{
	static char dir[] = "build/unit-redq";
	static const char *const fid[] = {"0001", "0002", "0003", "0004"};
	/* 0002: another pass than 0001's; 0003: 0001's bug; 0004: another
	 * pass, but the reduction ended within its budget */
	static const char *const pass[] = {"vsetvl", "rtl-sched1", "vsetvl", "rtl-sched2"};
	static const int stopped[] = {0, 1, 1, 0};
	Camp c;
	Fingerprint f;
	double budget;

	memset(&c, 0, sizeof c);
	c.dir = dir;
	c.jobs = 2;
	c.rbudget = 300;
	red_init(&c);
	for (int i = 0; i < 4; i++) {
		char path[200];

		snprintf(path, sizeof path, "%s/failures/%s", dir, fid[i]);
		mkdirs(path);
		memset(&f, 0, sizeof f);
		f.cls = CL_WRONG;
		snprintf(f.cc, sizeof f.cc, "gcc-14");
		snprintf(f.family, sizeof f.family, "gcc");
		snprintf(f.level, sizeof f.level, "-O2");
		snprintf(f.pass, sizeof f.pass, "%s", pass[i]);
		snprintf(f.key, sizeof f.key, "vredxor");
		f.nops = 1;
		snprintf(f.ops, sizeof f.ops, "vredxor_vs");
		fp_write(&f, camp_path(&c, "failures/%s/fingerprint.txt", fid[i]));
		const char *txt = stopped[i] ?
		    "operators 41 -> 20\nseconds 61.0\nbudget 60 s\nstopped early (time budget or interrupt)\n" :
		    "operators 41 -> 20\nseconds 31.0\nbudget 60 s\n";

		write_file(camp_path(&c, "failures/%s/reduced.txt", fid[i]), txt, strlen(txt));
		grow(&c.rdone, &c.caprdone, c.nrdone + 1, sizeof *c.rdone);
		snprintf(c.rdone[c.nrdone++], sizeof *c.rdone, "%s", fid[i]);
	}
	for (int i = 1; i < 4; i++) {
		snprintf(c.red[0].fid, sizeof c.red[0].fid, "%s", fid[i]);
		c.red[0].cut = 1;
		c.nred = 1;
		red_ended(&c, 0);
	}
	expect("redq: a new bug cut short waits again, alone", (uint64_t)c.nrq, 1);
	expect("redq: it is 0002", c.nrq == 1 && strcmp(c.rq[0], "0002") == 0, 1);
	/* another like one waits first in the queue: 0002 goes first, whole
	 * (on an unlike one's turn: the last one started was like) */
	grow(&c.rq, &c.caprq, c.nrq + 1, sizeof *c.rq);
	memmove(c.rq + 1, c.rq, sizeof *c.rq);
	snprintf(c.rq[0], sizeof *c.rq, "0005");
	c.nrq = 2;
	c.rlike = 1;
	expect("redq: picked first", (uint64_t)red_pick(&c, -1, &budget), 1);
	expect("redq: with the whole budget", (uint64_t)budget, 300);
	/* picked for the whole budget, it does not wait again */
	snprintf(c.red[0].fid, sizeof c.red[0].fid, "0002");
	c.red[0].cut = 0;
	c.nred = 1;
	red_ended(&c, 0);
	expect("redq: not a third time", (uint64_t)c.nrq, 2);
	free(c.rq);
	free(c.rdone);
	free(c.ragain);
	free(c.red);
}

static void
test_triage(void)
{
	test_redq();
	triage_case("hour2", NULL, 16);
	triage_case("hour2", "tests/bugs/known.txt", 11);
	triage_case("hour3", NULL, 19);
	triage_case("hour3", "tests/bugs/known.txt", 12);
	triage_case("m40", NULL, 2);
	triage_case("m40", "tests/bugs/known.txt", 2);
	triage_case("h7a11", NULL, 19);
	triage_case("h7a11", "tests/bugs/known.txt", 14);
	triage_case("h2811", NULL, 14);
	triage_case("h2811", "tests/bugs/known.txt", 10);
}

/* the seal of rif's files: cksum values as coreutils' cksum(1) prints them */
static void
test_seal(void)
{
	char big[300];
	Buf b = {0};

	memset(big, 'x', sizeof big);
	expect("cksum of nothing", cksum("", 0), 4294967295u);
	expect("cksum of 'abc\\n'", cksum("abc\n", 4), 1112837078u);
	expect("cksum of a header", cksum("rif-campaign 0.1.0\n", 19), 825717467u);
	expect("cksum of 300 x (a two-byte length)", cksum(big, sizeof big), 3786917833u);
	buf_puts(&b, "abc\n\n");
	kv_seal(&b);
	expect("the seal of two lines", strcmp(b.s, "abc\n\ncheck 1112837078 3515105045\n") == 0, 1);
	buf_free(&b);
	b.len = 0;
	journal_seal(&b, "abc", 3);
	expect("a journal line's seal", strcmp(b.s, "abc\t1112837078\n") == 0, 1);
	buf_free(&b);
}

/* the generator's filters (genopts_allow, on bits): each filter lets
 * through what the options name and no more, worked out by hand from the
 * intrinsics' names (LMUL ratio: log2(SEW) - log2(LMUL)) */
static void
test_filters(void)
{
	static const struct {
		const char *name;
		int opt;        /* 0 default; 1 SEW 8 only; 2 no m1; 3 LMUL ratio <= 4;
				 * 4 floats only; 5 --rtz; 6 unmasked only; 7 whole-vector
				 * families allowed; 8 vadd's weight 0 */
		int want;
	} c[] = {
		{"vadd_vv_i32m1", 0, 1},        /* ratio 5 - 0 = 5 <= 6 */
		{"vadd_vv_i32mf2", 0, 1},       /* 5 + 1 = 6 */
		{"vadd_vv_i32mf2", 3, 0},
		{"vadd_vv_i8mf8", 0, 1},        /* 3 + 3 = 6 */
		{"vadd_vv_i8mf8", 3, 0},
		{"vadd_vv_i32m1", 1, 0},
		{"vadd_vv_i8m1", 1, 1},
		{"vadd_vv_i32m1", 2, 0},
		{"vadd_vv_i32m2", 2, 1},
		{"vadd_vv_i32m1", 3, 0},        /* 5 > 4 */
		{"vadd_vv_i32m2", 3, 1},        /* 4 */
		{"vadd_vv_i32m1", 4, 0},
		{"vfadd_vv_f32m1", 4, 1},
		{"vfcvt_rtz_x_f_v_i32m1", 0, 0},
		{"vfcvt_rtz_x_f_v_i32m1", 5, 1},
		{"vadd_vv_i32m1_tu", 6, 0},
		{"vadd_vv_i32m1", 6, 1},
		{"vlm_v_b8", 0, 0},             /* bits across elements: no loop */
		{"vlm_v_b8", 7, 1},
		{"vadd_vv_i32m1", 8, 0},
		{"vsub_vv_i32m1", 8, 1},
	};

	for (size_t i = 0; i < NELEM(c); i++) {
		GenOpts o;
		Inst in;
		char what[100];

		genopts_default(&o);
		switch (c[i].opt) {
		case 1: o.sews = 0x1; break;
		case 2: o.lmuls = 0x77; break;
		case 3: o.maxlratio = 4; break;
		case 4: o.classes = F; break;
		case 5: o.rtz = 1; break;
		case 6: o.pols = 1 << P_NONE; break;
		case 7: o.whole = 1; break;
		case 8: o.famw[F_VADD] = 0; break;
		}
		snprintf(what, sizeof what, "filters: %s under options %d", c[i].name, c[i].opt);
		if (!inst_lookup(c[i].name, &in)) {
			expect(what, 0, 1);
			continue;
		}
		expect(what, (uint64_t)genopts_allow(&o, &in), (uint64_t)c[i].want);
	}
}

int
main(void)
{
	test_seal();
	test_filters();
	test_fingerprint();
	test_vsetvl_fault();
	test_vxrm_fault();
	test_vxrm_patch();
	test_fault_key();
	test_triage();
	test_bug_phrase();
	test_reach();
	test_batch_member();
	test_batch_part();
	test_known();
	test_tunings();
	test_crash_key();
	test_gcc_ice_key();
	test_classes();
	test_kernels();
	test_float_kernels();
	test_loop();
	test_float_loop();
	test_slides();
	test_gathers();
	test_compress();
	test_vid_iota();
	test_scalar_moves();
	test_whole_status();
	test_whole_names();
	test_names();
	test_fixed_kernels();
	test_fixed_loop();
	test_mask_logical();
	test_mask_whole();
	test_mask_names();
	test_views();
	test_view_names();
	test_repeat();
	test_memory();
	test_memory_names();
	test_tuples();
	test_tuple_names();
	test_fold_pairs();
	test_block_vls();
	test_branch_runs();
	test_ff_vl();
	test_vacc();
	test_func_vsetvl();
	test_focus();
	test_fam_pattern();
	test_memory_bounds();
	test_early_exit();
	test_compact_op();
	test_local_choices();
	test_kept_plan();
	printf("unit: %d passed, %d failed\n", npass, nfail);
	return nfail != 0;
}
