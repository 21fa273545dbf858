/* clang-19 19.1.7 (and clang-16) at -O1 and up: wrong code.  A vmv.v.v
 * whose VL is smaller than its source's is folded into the source, a
 * vfslide1down, by giving the slide the vmv's VL; but a slide1down puts
 * its scalar at element VL-1, so with VL 1 instead of 2 the scalar 1.0
 * lands in element 0, which the vmv.v.v keeps.  Here x = {0, 0}:
 *     s = vfslide1down(x, 1.0, 2)     -> {0, 1.0}
 *     m = vmv_v_v(s, 1)               -> {0, ...}
 *     r = vfnmadd_vf(m, 1.0, x, 2)    -> r[0] = -(0 * 1) - 0 = -0
 * clang-19 -O2 emits
 *     vsetivli zero, 1, e16, mf4, ta, ma
 *     vfslide1down.vf v9, v8, fa5     <- VL 1: v9[0] = 1.0
 *     vsetivli zero, 2, e16, mf4, ta, ma
 *     vfnmadd.vf v9, fa5, v8          <- r[0] = -1
 * and prints -1; clang-19 -O0 and clang-22 22.1.8 (-O0 to -O3) print -0.
 * Run: qemu-riscv64 -cpu rv64,v=true,vlen=128,zfh=true,zvfh=true.
 * Upstream: LLVM issue 106109 ("[RISCV] vfslide1down+vmerge miscompile",
 * closed, fixed in August 2024 for LLVM 20) is the same flaw through a
 * vmerge: the fold must not shrink the VL of an instruction whose
 * elements depend on VL (v[f]slide1down); LLVM 19's release has it.
 * Found by rif fuzz (campaign h7a11, seed 0x7a11, failure 0052: 90 -> 3
 * operators, first bad pass "SROAPass" by opt-bisect, which only marks
 * the inlining that made the VLs constants). */
#include <riscv_vector.h>
#include <stdio.h>

_Float16 in[2], out[2];

static inline __attribute__((always_inline)) void
f(size_t vl0, size_t vl1, size_t vl2)
{
	vfloat16mf4_t x = __riscv_vle16_v_f16mf4(in, 2);
	vfloat16mf4_t s = __riscv_vfslide1down_vf_f16mf4(x, 1.0, vl0);
	vfloat16mf4_t m = __riscv_vmv_v_v_f16mf4(s, vl1);
	__riscv_vse16_v_f16mf4(out, __riscv_vfnmadd_vf_f16mf4(m, 1.0, x, vl2), 1);
}

int
main(void)
{
	f(2, 1, 2);
	printf("%g (want -0)\n", (double)out[0]);
	return out[0] != 0;
}
