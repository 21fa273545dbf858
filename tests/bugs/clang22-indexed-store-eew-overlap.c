/* clang-22 22.1.8 at -O1 and up: a reserved encoding.  An ordered indexed
 * store of u64 m2 data with u8 mf4 offsets (vsoxei8 under e64, m2) gets
 * its offsets in v13, inside the data group v12-v13: one register read
 * with two EEWs, which RVV 1.0 (section 5.2) reserves.  QEMU 10 raises
 * an illegal instruction (SIGILL); QEMU 7.2 does not check and runs it.
 * Found by rif (a 1-hour campaign: "runtime-crash clang-22 signal 4";
 * rif reduce 57 -> 1 operator), reduced by hand.  Build with
 * clang-22 --target=riscv64-linux-gnu -march=rv64gcv -O2 -static and run
 * under qemu-riscv64 (QEMU 10) -cpu rv64,v=true,vlen=128: prints
 * "ok" when the encoding is legal. */
#include <riscv_vector.h>
#include <stdio.h>

uint64_t out[4];
uint8_t offs[4];

int
main(void)
{
	vuint64m2_t v = __riscv_vmv_v_x_u64m2(0x5555555555555555u, 1);
	vuint8mf4_t o = __riscv_vle8_v_u8mf4(offs, 1);

	__riscv_vsoxei8_v_u64m2(out, o, v, 1);
	printf("%s\n", out[0] == 0x5555555555555555u ? "ok" : "wrong");
	return out[0] != 0x5555555555555555u;
}
