/* clang-22 22.1.8 at -O1 and up: "fatal error: error in backend: Unknown
 * mismatch in getCopyFromParts!".  A static noinline function (internal,
 * so it gets LLVM's fast calling convention) that takes three LMUL-4
 * vectors, three masks, an LMUL-4 tuple and another LMUL-4 vector, more
 * than the vector argument registers hold.  Without `static` it compiles,
 * and at -O0 too; clang-19 compiles it.  The same family as
 * static-tuple-arg.c (a tuple passed to a static function), another crash
 * site.  Found by rif (a call part's function; rif reduce 82 -> 4
 * operators), reduced by hand.
 * clang-22 --target=riscv64-linux-gnu -march=rv64gcv -O1 -c static-tuple-arg-copyfromparts.c */
#include <riscv_vector.h>

int8_t out[64], seg[128], r;

static __attribute__((noinline)) void
f(vint8m4_t a, vint8m4_t b, vint8m4_t c, vbool2_t m0, vbool2_t m1, vbool2_t m2, vint8m4x2_t t,
    vuint8m4_t idx, size_t vl)
{
	r = __riscv_vmv_x_s_i8m1_i8(__riscv_vredor_vs_i8m4_i8m1(a, __riscv_vmv_s_x_i8m1(0, 1), vl));
	__riscv_vse8_v_i8m4(out, __riscv_vxor_vv_i8m4(b, c, vl), vl);
	vbool2_t k = __riscv_vmsof_m_b2_mu(m0, m1, m2, vl);
	__riscv_vsuxseg2ei8_v_i8m4x2_m(k, seg, idx, t, vl);
}

int
main(void)
{
	vint8m4_t a = __riscv_vle8_v_i8m4(out, 4);
	vint8m4x2_t t = __riscv_vlseg2e8_v_i8m4x2(seg, 4);
	vbool2_t m = __riscv_vmsne_vx_i8m4_b2(a, 0, 4);
	f(a, a, a, m, m, m, t, __riscv_vreinterpret_v_i8m4_u8m4(a), 4);
	return 0;
}
