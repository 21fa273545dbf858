/* clang-22 22.1.8 at -O1 and up: wrong code.  The vmerge's true operand is a
 * _tum op with the same mask; riscv-vector-peephole folds the merge into it and
 * keeps its mask-agnostic policy, so element 1 (masked off) is not taken from
 * vpt.  Upstream: llvm/llvm-project PR #197937 (trunk, May 2026).  Run under
 * qemu-riscv64 -cpu rv64,v=true,vlen=128,rvv_ta_all_1s=true,rvv_ma_all_1s=true:
 * prints 5 4294967295; clang-19 and clang-22 -O0 print 5 2. */
#include <riscv_vector.h>
#include <stdint.h>
#include <stdio.h>

uint32_t a[4] = {10, 20, 30, 40}, pt[4] = {1, 2, 3, 4}, out[4];
uint8_t m[4] = {1, 0, 1, 0};

int
main(void)
{
	size_t vl = 2;   /* at most VLMAX of u32mf2 at VLEN 128 */
	vbool64_t mask = __riscv_vmsne_vx_u8mf8_b64(__riscv_vle8_v_u8mf8(m, vl), 0, vl);
	vuint32mf2_t vpt = __riscv_vle32_v_u32mf2(pt, vl);
	vuint32mf2_t va = __riscv_vle32_v_u32mf2(a, vl);
	/* masked-off elements of x are agnostic ... */
	vuint32mf2_t x = __riscv_vssubu_vx_u32mf2_tum(mask, vpt, va, 5, vl);
	/* ... but the merge takes vpt there: every element is defined */
	vuint32mf2_t r = __riscv_vmerge_vvm_u32mf2_tu(x, vpt, x, mask, vl);

	__riscv_vse32_v_u32mf2(out, r, vl);
	printf("%u %u (want 5 2)\n", out[0], out[1]);
	return !(out[0] == 5 && out[1] == 2);
}
