/* GCC 14.2.0 (at -O1 and -Os with any -mtune; rif's case at -O2, a
 * variant of it at -O2 and -O3, with -mtune=generic-ooo): a runtime
 * crash (SIGILL: a floating-point reduction run with SEW=8), or for an
 * integer reduction a wrong result.
 * vl = __riscv_vsetvl_e32mf2(2) feeds a masked tail-undisturbed
 * vfredmax_vs_f32mf2_f32m1_tum whose accumulator comes from
 * vfmv_s_f_f32m1.  GCC represents a vsetvl intrinsic that only produces a
 * vl by its SEW/LMUL ratio (e8,mf8 for ratio 64), and after the split of
 * the intrinsic it sits between the scalar move and the reduction.  The
 * vsetvl pass's local fusion (-fdump-rtl-vsetvl-details, phase 1) fuses
 * the intrinsic's demand (demand_ratio_only, e8/mf8) and then the
 * reduction's (demand_sew_lmul, e32/mf2, tu) into the vsetvli it inserts
 * before the vfmv.s.f, but leaves the intrinsic's own vsetvli in place,
 * unchanged, right before the reduction; GCC 14 -O1 emits
 *     vsetvli  zero,zero,e32,mf2,tu,ma    (the fused vtype)
 *     vfmv.s.f v1,fa5
 *     vsetivli zero,2,e8,mf8,ta,ma        <- the vsetvl_e32mf2 intrinsic
 *     vfredmax.vs v1,v2,v1,v0.t           <- run at SEW=8
 * RVV 1.0 section 13 (Vector Floating-Point Instructions): when SEW does
 * not name a supported floating-point format (there is no 8-bit one) the
 * instruction raises an illegal-instruction exception, which QEMU does.
 * The same shape with vredsum_vs_u32mf2_u32m1_tum and vmv_s_x does not
 * trap but sums bytes: it prints 0x2 instead of 0x303 (silent wrong code;
 * the policy is also ta instead of tu).  At -O2 GCC 14's scheduler
 * usually puts the intrinsic before the scalar move and the code is
 * right; rif's failure had the vsetvl_e32mf2 of an inlined function
 * scheduled after the vfmv.s.f (-O2 -mtune=generic-ooo; rif reduce's
 * bisect named rtl-sched1).  GCC 15.3.0 and 16.2.0 are right at -O1, -O2,
 * -O3 and -Os with every tuning tried (generic, generic-ooo, rocket,
 * sifive-u74, sifive-7-series, sifive-p400-series, sifive-p670, size).
 * The same flaw of the vsetvl pass as gcc-mu-lost-after-vsetvl.c (a
 * consumer's demand hung on an earlier inserted vsetvli while the user's
 * vsetvl, kept in its ratio-only form, sits in between and rewrites
 * vtype; that file's note describes GCC 15 reductions run at SEW 8 this
 * way), here in GCC 14, which that file's program does not make fail;
 * GCC 15 and 16 drop this program's vsetvl (its result is only the
 * reduction's vl), so nothing is left in between.  Not the bug of
 * gcc-masked-reload-wrong-lmul.c (there the fused demand itself is wrong).
 * No report found in GCC's tracker (searched: "RISC-V vsetvl intrinsic
 * left between fused vsetvli reduction wrong SEW e8 mf8 vfredmax illegal
 * instruction", "RISC-V VSETVL PASS fuse vsetvl insn demand ratio only
 * reduction vredsum tum wrong result e8mf8", "gcc riscv vsetvl pass
 * vmv.s.x vredsum wrong vtype vsetvl intrinsic fused GCC 14", "PR target
 * RISC-V VSETVL local fuse vsetvl insn with used vl result not removed
 * wrong vtype reduction vmv.s.x before vsetvl").  This program passes
 * with GCC 15 and 16, but the flaw is not fixed there (see above).
 * Found by rif: a campaign with GCC beside clang (runs/hour2, failure
 * 0010), rif reduce 92 -> 12 operators, then by hand.
 * Build with riscv64-linux-gnu-gcc-14 -march=rv64gcv_zvfh -mabi=lp64d -O1
 * -static (or -Os, any -mtune) and run under qemu-riscv64 -cpu
 * rv64,v=true,vlen=128,zvfh=true: dies of SIGILL (exit status 132 from a
 * shell) at vfredmax.vs; gcc-15, gcc-16 and clang-22
 * --target=riscv64-linux-gnu -march=rv64gcv_zvfh -fuse-ld=lld -static
 * print "2 (want 2)" and exit 0. */
#include <riscv_vector.h>
#include <stdint.h>
#include <stdio.h>

float in[2] = {1, 2}, out;
uint8_t m8[2] = {1, 1};

int
main(void)
{
	vbool64_t mk = __riscv_vmsne_vx_u8mf8_b64(__riscv_vle8_v_u8mf8(m8, 2), 0, 2);
	vfloat32mf2_t c = __riscv_vle32_v_f32mf2(in, 2);
	size_t vl = __riscv_vsetvl_e32mf2(2);
	vfloat32m1_t acc = __riscv_vfmv_s_f_f32m1(0.5f, 1);

	acc = __riscv_vfredmax_vs_f32mf2_f32m1_tum(mk, acc, c, acc, vl);
	out = __riscv_vfmv_f_s_f32m1_f32(acc);
	printf("%g (want 2)\n", out);
	return out != 2.0f;
}
