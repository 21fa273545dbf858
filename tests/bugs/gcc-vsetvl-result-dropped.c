/* GCC 14.2.0, 15.3.0 and 16.2.0 at -O2, -O3 and -Os, any -mtune: wrong
 * code.  The vl returned by __riscv_vsetvl_* is lost when the vsetvl pass
 * turns that vsetvl into a vtype-only change.  In g, each arm of the if
 * computes vl = vsetvl_e32m4(1) or vsetvl_e32m4(0) (inlined f) and both
 * join on the _tum vadd and the masked store, which use vl as their AVL.
 * Before the branch vl is already 1 at the same SEW/LMUL ratio (the
 * vle32 of x), so the vsetvl pass rewrites the then-arm's vsetvli a4,1
 * (insn {vsetvldi}, which sets a4, vl and vtype) into
 * {vsetvl_vtype_change_only}, "vsetvli zero,zero,e32,m4,tu,ma" (dump
 * -fdump-rtl-vsetvl-details, Phase 4: "Change insn 68 ... change vtype
 * only"), which no longer writes a4; the else arm keeps vsetivli a4,0.
 * The masked store after the join still reads a4: GCC 15 -O2 emits
 *     lw      a5,on
 *     lla     a4,a                    <- a4: the address of a
 *     vsetivli zero,1,e32,m4,ta,ma
 *     vle32.v v12,0(a4)
 *     beq     a5,zero,.L2
 *     vsetvli zero,zero,e32,m4,tu,ma  <- was vsetivli a4,1,...
 *     vadd.vi v12,v8,10,v0.t
 *     ...
 *     vsetvli zero,a4,e32,m4,ta,ma    <- AVL a4 = &a: vl = VLMAX
 *     vse32.v v8,0(a5),v0.t
 * so the store writes 16 elements (VLEN 128) instead of 1.  Before the
 * vsetvl pass the RTL is right (a4 = vsetvl(1) in the then arm, used by
 * the vadd and the store).  With -mtune=sifive-7-series, sifive-x280,
 * sifive-p600-series, spacemit-x60 or xiangshan-nanhu (and -Os) a4 or a5
 * instead still holds the value of `on` there (the register the branch
 * tested), so the store runs with vl = on: right by luck when on is 1,
 * wrong here where on is 3.  -O0 and -O1 are right (at -O1 the vl is
 * propagated as the constant 1); --param=vsetvl-strategy=simple is right.
 * -fno-schedule-insns does not help.  rif's failure was the same: fn2
 * inlined into both arms of if (rif_on) (avl 1 or 0), its vsub_vx_tum
 * and vsseg2e32_v_i32m4x2_m using vl0, the then-arm vsetvl dropped, and
 * the segment store ran at VLMAX with the address in a5, overwriting the
 * next globals (in36, whose zero then made vmsge_vv_i32m4_b8_m wrong);
 * its bisect (tree-pre, rtl-combine, rtl-sched1) only shaped the code.
 * No report found in GCC's tracker (searched, issues and pages: "RISC-V
 * vsetvl pass change vtype only drops vsetvl intrinsic vl result
 * register still used", "gcc riscv vsetvl_vtype_change_only vl output
 * lost wrong code", "riscv vsetvl intrinsic result used as AVL after
 * branch deleted wrong vl register holds address", "RISC-V GCC wrong
 * code __riscv_vsetvl result register lost vsetvli zero,zero vl avl
 * wrong").  Found by rif: a campaign with GCC beside clang (runs/hour2,
 * failure 0019), rif reduce 48 -> 12 operators, then by hand.
 * Build with riscv64-linux-gnu-gcc-16 -march=rv64gcv_zvfh -mabi=lp64d -O2
 * -static (or gcc-14, gcc-15; -O2, -O3, -Os; any -mtune) and run under
 * qemu-riscv64 -cpu rv64,v=true,vlen=128 (or 512): prints "1 2 (want 1
 * 0)" and exits 1; GCC at -O0/-O1 and clang-22 --target=riscv64-linux-gnu
 * -march=rv64gcv_zvfh -fuse-ld=lld -static print "1 0 (want 1 0)" and
 * exit 0. */
#include <riscv_vector.h>
#include <stdint.h>
#include <stdio.h>

static volatile int on = 3;
int32_t a[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}, b[16], c[16];

static inline __attribute__((always_inline)) void
f(vbool8_t m, vint32m4_t x, vint32m4_t z, size_t avl)
{
	size_t vl = __riscv_vsetvl_e32m4(avl);
	vint32m4_t y = __riscv_vadd_vx_i32m4_tum(m, x, z, 10, vl);

	__riscv_vse32_v_i32m4(b, y, 1);
	__riscv_vse32_v_i32m4_m(m, c, z, vl);   /* vl is 1: only c[0] */
}

__attribute__((noinline)) void
g(vbool8_t m, vint32m4_t z)
{
	vint32m4_t x = __riscv_vle32_v_i32m4(a, 1);

	if (on)
		f(m, x, z, 1);
	else
		f(m, x, z, 0);
}

int
main(void)
{
	g(__riscv_vmset_m_b8(16), __riscv_vle32_v_i32m4(a, 16));
	printf("%d %d (want 1 0)\n", c[0], c[1]);
	return !(c[0] == 1 && c[1] == 0);
}
