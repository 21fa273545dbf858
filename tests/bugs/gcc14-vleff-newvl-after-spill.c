/* GCC 14.2.0 at -O0, -O1 and -O2: new_vl of a fault-only-first load is
 * VLMAX, not vl.  vle8ff_v_u8mf8 with vl 1 (nothing faults) must give
 * new_vl 1: RVV 1.0 section 7.7 lets vleff only trim vl (and element 0 is
 * always loaded or traps), so 1 <= new_vl <= vl.  The loaded value t is
 * live across the printf call, so GCC spills it; a fractional-LMUL value
 * is spilled with vse8.v at VLMAX (vsetvli a5,zero,e8,mf8,ta,ma), and GCC
 * 14 places that vsetvli between vle8ff.v and the csrr that reads new_vl
 * (-O2: vle8ff.v v1,0(a5); ...; vsetvli a5,zero,e8,mf8,ta,ma; csrr s0,vl),
 * so new_vl is VLMAX of e8mf8: 2 at VLEN 128, 4 at 256, 8 at 512.  At -O0
 * every value goes through the stack, so no call is needed there.  The
 * same for segment loads (rif's case: vlseg8e8ff_v_u8mf8x8, the tuple
 * stored field by field at VLMAX before csrr a5,vl); an LMUL 1 value
 * (m1x2) is spilled with whole-register stores, which need no vsetvli, and
 * is right.  GCC 15.3.0 and 16.2.0 read vl first (csrr a1,vl before the
 * vsetvli) and are right at every level, as is clang-22.  No report found
 * in GCC's tracker (searched: "RISC-V vleff new_vl vsetvl", "fault-only-
 * first read_vl vsetvli inserted before csrr vl spill", "vleff intrinsic
 * returns wrong new_vl VLMAX"); fixed on the way to GCC 15.  Found by rif:
 * a campaign with GCC beside clang-22 (rif's failure: GCC 14 -O0 and -O1,
 * where rif_bad_vl's call made the spill), rif reduce 91 -> 1 operators,
 * then by hand.  Build with riscv64-linux-gnu-gcc-14 -march=rv64gcv_zvfh
 * -mabi=lp64d -O2 -static and run under qemu-riscv64 -cpu
 * rv64,v=true,vlen=128: prints "2 (want 1)" and exits 1; GCC 15, 16 and
 * clang-22 print "1 (want 1)".  * The read of new_vl is, in GCC 14, an instruction of its own emitted when
 * the intrinsic is expanded, so anything that writes vl without saying so
 * in the RTL can land between it and the load: besides a spill's vsetvli,
 * a vsetvl intrinsic that the first scheduling pass moves there (rif's
 * end-to-end seed 29: -O2, vsetvl_e32m4(0) after vle32ff_v_i32m4, new_vl
 * 0; right with -fno-schedule-insns).  GCC 15's vsetvl pass emits the
 * read itself, right after the load.
 */
#include <riscv_vector.h>
#include <stdint.h>
#include <stdio.h>

uint8_t in[8], out[8];
volatile size_t avl = 1;

int
main(void)
{
	size_t vl = avl, new_vl;
	vuint8mf8_t t = __riscv_vle8ff_v_u8mf8(in, &new_vl, vl);

	/* t lives across this call: GCC spills it */
	printf("%zu (want 1)\n", new_vl);
	__riscv_vse8_v_u8mf8(out, t, vl);
	return new_vl != 1;
}
