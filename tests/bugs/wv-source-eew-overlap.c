/* clang-22 22.1.8 and clang-19 19.1.7 at -O1 and up: a reserved encoding.
 * w is an m2 value of which only element 0 is set (vmv.s.x, vl 1): it is
 * computed at m1 into v8, and the register allocator puts n, an m1 value,
 * in v9, the other half of w's group.  vwsubu.wv v10, v8, v9 then reads
 * v9 with two EEWs (32 as part of vs2, 16 as vs1), which RVV 1.0 (section
 * 5.2) reserves.  QEMU 10 raises an illegal instruction (SIGILL); QEMU 7.2
 * does not check and prints the right values.  Without the vmadc (w's
 * second use) n goes elsewhere.  LLVM issue #80099 ("Sources with different
 * EEW must use different registers", open) names the class; here no
 * reinterpret or LMUL cast is needed.  Found by rif (a 1-hour campaign:
 * "runtime-crash clang-19 19.1.7 -mtune=sifive-7-series signal 4"; rif
 * reduce 20 -> 3 operators; untuned clang-22 fails it too), reduced by
 * hand.  Build with clang-22 --target=riscv64-linux-gnu -march=rv64gcv -O2
 * -static and run under qemu-riscv64 (QEMU 10) -cpu rv64,v=true,vlen=128:
 * prints "4294967295 0 (want 4294967295 0)" when the encoding is legal. */
#include <riscv_vector.h>
#include <stdio.h>

uint32_t out[4];
uint8_t carry[4];

int
main(void)
{
	vuint32m2_t w = __riscv_vmv_s_x_u32m2(0, 1);
	vuint16m1_t n = __riscv_vmv_v_x_u16m1(1, 8);
	vuint32m2_t d = __riscv_vwsubu_wv_u32m2(w, n, 1);
	vbool16_t c = __riscv_vmadc_vv_u32m2_b16(w, w, 1);

	__riscv_vse8_v_u8mf2(carry, __riscv_vmerge_vxm_u8mf2(__riscv_vmv_v_x_u8mf2(0, 1), 1, c, 1), 1);
	__riscv_vse32_v_u32m2(out, d, 1);
	printf("%u %u (want 4294967295 0)\n", out[0], carry[0]);
	return 0;
}
