/* clang-19 19.1.7 at -O2: crash (segfault) in the RISC-V Insert VSETVLI pass (clang-22
 * and clang-19 -O0/-O1 compile it).  A fault-only-first load, tail
 * undisturbed, in a loop that runs until a mask is empty (vfirst, clearing
 * the first set bit each trip), in a function whose vl is an argument.
 * Found by rif (a 15-minute campaign; rif reduce 26 -> 1 operator), reduced
 * by hand.  clang-19 --target=riscv64-linux-gnu -march=rv64gcv -O2 -c */
#include <riscv_vector.h>

int32_t src[64], dst[64];
void bad(size_t);

__attribute__((noinline)) void
f(vint32mf2_t v, vbool64_t m, size_t vl)
{
	size_t nvl = vl;

	for (int t = 0; t < 4 && __riscv_vfirst_m_b64(m, 1) >= 0; t++,
	    m = __riscv_vmandn_mm_b64(m, __riscv_vmsof_m_b64(m, 1), 1))
		v = __riscv_vle32ff_v_i32mf2_tu(v, src, &nvl, vl);
	if (nvl != vl)
		bad(nvl);
	__riscv_vse32_v_i32mf2(dst, v, 2);
}
