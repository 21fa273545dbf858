/* clang-22 22.1.8 and clang-19 at -O1 and up: "ran out of registers during
 * register allocation" on this valid function (-O0 builds it).  Build:
 * clang-22 --target=riscv64-linux-gnu -march=rv64gcv_zvfh -O1 -S ran-out-of-registers.c */
#include <riscv_vector.h>
#include <stddef.h>

_Float16 f(vbool4_t u0, vbool2_t m, vfloat16m8_t vd, vfloat16m8_t vs2, vfloat16m8_t vs1,
    vbool2_t m2, size_t vl1, size_t vl2)
{
	vfloat16m8_t r = __riscv_vfmacc_vv_f16m8_tum(m, vd, vs1, vs2, vl1);
	vfloat16m1_t acc = __riscv_vfmv_s_f_f16m1((_Float16)0, 1);
	acc = __riscv_vfredmax_vs_f16m8_f16m1_m(m2, r, acc, vl2);
	return __riscv_vfmv_f_s_f16m1_f16(acc);
}
