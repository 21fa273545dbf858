/* GCC 14.2.0 with -mtune=xiangshan-nanhu (or -mcpu=xiangshan-nanhu) at -O2,
 * -O3 and -Os: internal compiler error: in riscv_sched_variable_issue, at
 * config/riscv/riscv.cc:8603 (during RTL pass: sched1; sched2 at -Os or
 * with -fno-schedule-insns).  Any scalar int <-> float conversion does it
 * (fcvt.d.l, fcvt.d.w, fcvt.s.w, fcvt.d.lu, fcvt.l.d, fcvt.w.s); float <->
 * double (fcvt.d.s, fcvt.s.d) does not, and V is not needed (-march=rv64gc
 * crashes too).  GCC 14 -O0/-O1 (no scheduling), every other GCC 14 -mtune,
 * and GCC 15.3.0 and 16.2.0 with any -mtune build it.  The cause: the insn
 * (floatdidf2, and fix_trunc*) has type fcvt_i2f or fcvt_f2i, and GCC 14's
 * xiangshan.md has no insn reservation for those two types (it maps only
 * "fcvt,fmove" and "mtc"), so riscv_sched_variable_issue's
 * gcc_assert (insn_has_dfa_reservation_p (insn)) fires.  GCC 15's
 * xiangshan.md lists fcvt_i2f in xiangshan_i2f and fcvt_f2i in
 * xiangshan_f2f.  No report found in GCC's tracker (searched:
 * "riscv_sched_variable_issue ICE xiangshan-nanhu", "xiangshan fcvt_i2f
 * fcvt_f2i reservation"); fixed on the way to GCC 15.  Found by rif: a
 * campaign with GCC beside clang-22 ("compiler-crash gcc-14 14.2.0 internal
 * compiler error: in riscv_sched_variable_issue" on rif's own runtime
 * function rif_show, whose (double)/(int) conversions trip it), then by
 * hand.  Build with riscv64-linux-gnu-gcc-14 -march=rv64gcv_zvfh
 * -mabi=lp64d -O2 -mtune=xiangshan-nanhu -static: the ICE; where it builds,
 * qemu-riscv64 -cpu rv64,v=true,vlen=128 prints "3 2 (want 3 2)". */
#include <stdio.h>
#include <stdint.h>

volatile long n = 3;
volatile double d = 2.5;

int
main(void)
{
	double x = (double)n;   /* fcvt.d.l: type fcvt_i2f */
	long y = (long)d;       /* fcvt.l.d: type fcvt_f2i */

	printf("%g %ld (want 3 2)\n", x, y);
	return !(x == 3 && y == 2);
}
