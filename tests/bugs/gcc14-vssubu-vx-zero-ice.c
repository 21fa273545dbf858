/* GCC 14.2.0 at every -O level: internal compiler error.  A 64-bit
 * saturating unsigned subtract of the constant 0, vssubu_vx_u64*(v, 0,
 * vl) (any LMUL, masked or not), fails with "error: unrecognizable insn:"
 * and "internal compiler error: in extract_insn, at recog.cc:2812" during
 * RTL pass: vregs; the insn is (us_minus:RVVM1DI (reg) (vec_duplicate:
 * RVVM1DI (const_int 0))).  On RV64 the expander's sew64_scalar_helper
 * (riscv-v.cc) forces every scalar operand of an SEW=64 .vx pattern into
 * a register except const0_rtx, which it leaves for the "rJ" (x0)
 * alternative, and GCC 14's us_minus (vssubu) scalar pattern for 64-bit
 * elements does not accept the constant 0 (reading of the RTL; its
 * predicate not checked in the source).  Other constants (1, 5, -1,
 * 2^32), other widths (u8, u32), vssub, vsaddu and vsadd are fine.  A
 * scalar that is 0 only after optimisation does it too: rif's case was
 * vssubu_vx_u64m8_mu(m, a, b, s, vl) under if (s == 0), which crashed at
 * -O1 and -O2 (s propagated as 0) but not at -O0.  GCC 15.3.0 and 16.2.0
 * compile it (-O0: vssubu.vx v1,v1,zero; -O1 and up fold it to vmv.v.v).
 * No report found in GCC's tracker (searched: "RISC-V ICE unrecognizable
 * insn us_minus vec_duplicate const_int 0 vssubu_vx u64 extract_insn",
 * "gcc riscv vssubu vx zero scalar internal compiler error unrecognizable
 * insn vregs", "fix ICE vssubu.vx 64-bit element scalar zero reg_or_0
 * us_minus pattern"); fixed on the way to GCC 15.  Found by rif's
 * end-to-end test, seed 29 (GCC 14 -O2: "t.c:1058:1: error:
 * unrecognizable insn:" on the vssubu_vx_u64m8_mu of line 886), then
 * reduced by hand.  Build with riscv64-linux-gnu-gcc-14 -march=rv64gcv
 * -mabi=lp64d -O2 -static (any -O): the compiler crashes as above.  GCC
 * 15, 16 and clang-22 build it; under qemu-riscv64 -cpu
 * rv64,v=true,vlen=128 it prints "5 18446744073709551615 (want 5
 * 18446744073709551615)" and exits 0.  * The same 0 left in place crashes GCC 14 on the multiply-adds of 64-bit
 * elements with a scalar 0 (vmacc, vnmsac, vmadd, vnmsub _vx: "(plus
 * (mult (vec_duplicate (const_int 0)) ...))", unrecognizable in vregs, at
 * -O0 too; runs/hour2 failure 0063, vmacc_vx_u64m8(acc, 0, v, vl)).
 */
#include <riscv_vector.h>
#include <stdint.h>
#include <stdio.h>

uint64_t in[2] = {5, UINT64_MAX}, out[2];

int
main(void)
{
	vuint64m1_t v = __riscv_vle64_v_u64m1(in, 2);

	__riscv_vse64_v_u64m1(out, __riscv_vssubu_vx_u64m1(v, 0, 2), 2);
	printf("%llu %llu (want 5 18446744073709551615)\n",
	    (unsigned long long)out[0], (unsigned long long)out[1]);
	return !(out[0] == 5 && out[1] == UINT64_MAX);
}
