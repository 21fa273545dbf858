/* clang-19 19.1.7 at -O2: wrong code (clang-22 is right).  A fault-only-
 * first load in a loop that runs no time (no mask bit is set) still
 * overwrites new_vl: nvl, initialised to 32, prints 0 (in rif's campaign
 * test, 150: another strip's vl).  Found by rif (a vle32ff_v_f32m8_tu
 * repeated on a mask's bits; rif reduce 63 -> 26 operators), reduced by
 * hand.  Run under qemu-riscv64 -cpu rv64,v=true,vlen=128: prints
 * "new_vl 0 (want 32)". */
#include <riscv_vector.h>
#include <stdio.h>

float src[32], out[32];
uint8_t mbits[32];

int
main(void)
{
	vbool4_t m = __riscv_vmsne_vx_u8m2_b4(__riscv_vle8_v_u8m2(mbits, 32), 0, 32);   /* no bit set */
	vfloat32m8_t r = __riscv_vfmv_v_f_f32m8(1.0f, 32);
	size_t nvl = 32;

	for (size_t t = 0, tn = __riscv_vcpop_m_b4(m, 32); t < tn && t < 2; t++)
		r = __riscv_vle32ff_v_f32m8_tu(r, src, &nvl, 32);
	__riscv_vse32_v_f32m8(out, r, 32);
	printf("new_vl %zu (want 32)\n", nvl);
	return nvl != 32;
}
