/* GCC 15.3.0 and 16.2.0 at -O1 and up: wrong code.  A mask-undisturbed
 * (_mu) intrinsic that follows a __riscv_vsetvl_* intrinsic with the same
 * AVL and SEW/LMUL ratio runs under "ma": its masked-off elements are not
 * kept.  Here z = vmv_v_x_u8m2(0, 32); vl = vsetvl_e8m2(32);
 * z = vadd_vx_u8m2_mu(m, z, z, 1, 32) with m all false must leave z all 0;
 * GCC 15 -O2 emits
 *     vsetvli zero,a5,e8,m2,ta,mu     (a5 = 32)
 *     vmv.v.i v8,0
 *     vsetvli a4,a5,e8,m2,ta,ma       <- the user's vsetvl_e8m2(32)
 *     vadd.vi v8,v8,1,v0.t            <- runs under ma
 * The vsetvl pass (rtl-vsetvl) puts the vadd's demand (e8, m2, AVL a5,
 * mask undisturbed) on the vsetvli it inserts for the vmv.v.i and
 * considers the vadd satisfied by it, although the user's vsetvl, kept
 * because its result is used, comes in between and rewrites vtype with
 * its own "any" policy, which GCC emits as ta,ma (the vsetvl intrinsic is
 * defined with any tail and mask policy; the RTL dump shows its vsetvldi
 * with policy operands 2, "any", and no vsetvl inserted before the vadd).
 * -fdump-rtl-vsetvl shows the inserted vsetvl before the vmv.v.i with
 * "MASK_POLICY=undisturbed".  --param=vsetvl-strategy=simple gives right
 * code; optim-no-fusion is wrong too.  With a different AVL in the
 * vsetvl (a function argument) GCC inserts vsetvli ...,ta,mu before the
 * vadd and is right.  The wrong value shows only where "ma" really
 * changes masked-off elements: QEMU with rvv_ma_all_1s=true writes them
 * all ones, so this prints 255; on QEMU's default (masked-off elements
 * left alone) the program passes; hardware may do either.
 * GCC 14.2.0 is right at every level and tuning (vsetvli ...,ta,mu before
 * the vadd).  GCC 15: -O1, -O2, -O3, untuned or -mtune=sifive-7-series.
 * GCC 16: -O1 (any tuning) and -O2/-O3 untuned; -O2 -mtune=sifive-7-series
 * happens to schedule the vmv.v.i after the vsetvl and is right.  -O0 is
 * right.  rif's failure 0007 had the vsetvl first in the source (vl1 =
 * vsetvl_e16m4(avl1), same ratio as e8m2) and needed ipa-cp (to make
 * avl1 the constant 32, the vadd's AVL) and sched1 with
 * -mtune=sifive-7-series (to move the vmv.v.i above the vsetvl), hence
 * its bisect (first bad pass rtl-sched1); the bug itself is in the vsetvl
 * pass, and with the order written in the source no scheduling is needed.
 * No report found in GCC's tracker (searched: "RISC-V vsetvl pass mask
 * undisturbed policy lost vsetvl intrinsic mu becomes ma wrong code",
 * "gcc bugzilla riscv vsetvl mask policy undisturbed ignored after
 * __riscv_vsetvl wrong code", "riscv vsetvl fuse mask policy undisturbed
 * vsetvl intrinsic between vmv.v.i and masked vadd", "gcc RISC-V vsetvl
 * pass wrong mask policy _mu intrinsic emitted with ma GCC 15").
 * Found by rif: a campaign with GCC beside clang (failure 0007 of
 * runs/hour1-six), rif reduce 29 -> 2 operators, then by hand.
 * Build with riscv64-linux-gnu-gcc-15 -march=rv64gcv_zvfh -mabi=lp64d -O2
 * -static (or gcc-16 -O1) and run under qemu-riscv64 -cpu
 * rv64,v=true,vlen=128,rvv_ma_all_1s=true (128, 256, 512 alike): prints
 * "255 255 (want 0 0)" and exits 1; GCC 14 and clang-22
 * --target=riscv64-linux-gnu -march=rv64gcv_zvfh -fuse-ld=lld -static
 * print "0 0 (want 0 0)" and exit 0.  * The same kept user vsetvl can cost the SEW instead of the policy: in a
 * campaign's GCC 15 -O2 -mtune=sifive-7-series build a user
 * vsetvl_e16mf2(1), kept in its ratio-only form e8mf4, landed before a
 * vredxor and a vsoxei64 that then ran at SEW 8 (a stored 0xd9b3 became
 * 0x00b3); GCC 16's output for such a program changes from one run of the
 * compiler to the next (the vsetvl pass's entry sets differ between runs,
 * like an uninitialised bitmap), and one of the outputs fails (a vredand
 * accumulator given its low byte only): rif reduce calls it flaky.
 */
#include <riscv_vector.h>
#include <stdint.h>
#include <stdio.h>

uint8_t out8[32];

__attribute__((noinline)) void
f(vbool4_t m)
{
	vuint8m2_t z = __riscv_vmv_v_x_u8m2(0, 32);
	size_t vl = __riscv_vsetvl_e8m2(32);

	z = __riscv_vadd_vx_u8m2_mu(m, z, z, 1, 32);  /* m all false: z stays 0 */
	__riscv_vse8_v_u8m2(out8, z, vl);
}

int
main(void)
{
	f(__riscv_vmclr_m_b4(32));
	printf("%u %u (want 0 0)\n", out8[0], out8[31]);
	return !(out8[0] == 0 && out8[31] == 0);
}
