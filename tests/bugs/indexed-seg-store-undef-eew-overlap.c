/* clang-19 19.1.7 and clang-22 22.1.8 at -O1 and up: a reserved encoding.
 * An ordered indexed segment store of an undefined u16 mf4 pair
 * (__riscv_vundefined_u16mf4x2) with u32 mf2 offsets becomes
 * vsoxseg2ei32.v v8, (a0), v8: the register allocator gives the undefined
 * data any register, and takes the offsets' v8.  v8 is then read with two
 * EEWs (16 as the first field, 32 as the offsets), which RVV 1.0 (section
 * 5.2) reserves.  QEMU 10 raises an illegal instruction (SIGILL); QEMU 7.2
 * does not check and runs it.  At -O0 both put the offsets in v10; GCC 14,
 * 15 and 16 (v2 and v1 at -O0 and -O2) keep them apart; clang-16 has no
 * tuple types.  Same class as clang22-indexed-store-eew-overlap.c (defined
 * data there, and only clang-22) and LLVM issue #80099 ("Sources with
 * different EEW must use different registers", open, which names indexed
 * stores); nothing upstream names an undefined data operand.  Found by rif
 * (a 1-hour campaign, h2811's 0089: "runtime-crash clang-19 19.1.7
 * -mtune=sifive-x280 signal 4 at vsoxei32.v"; rif reduce 40 -> 2
 * operators, the tuning not needed, first bad pass SROA), reduced by hand.
 * Build with clang-19 --target=riscv64-linux-gnu -march=rv64gcv -O2
 * -static and run under qemu-riscv64 (QEMU 10) -cpu rv64,v=true,vlen=128:
 * prints "ok" when the encoding is legal. */
#include <riscv_vector.h>
#include <stdio.h>

uint16_t out[8];
uint32_t offs[4];

int
main(void)
{
	vuint16mf4x2_t t = __riscv_vundefined_u16mf4x2();
	vuint32mf2_t o = __riscv_vle32_v_u32mf2(offs, 1);

	__riscv_vsoxseg2ei32_v_u16mf4x2(out, o, t, 1);
	printf("ok\n");
	return 0;
}
