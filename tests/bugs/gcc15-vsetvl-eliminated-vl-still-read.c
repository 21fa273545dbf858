/* GCC 15.3.0 and 16.2.0 at -O2 and -O3 (untuned and -mtune=generic-ooo;
 * GCC 15 also -mtune=sifive-7-series): wrong code.  GCC 14.2.0 is right at
 * every level; -O1, -Os, --param=vsetvl-strategy=simple, -fno-ipa-cp and
 * -fno-schedule-insns are right, and GCC 16 with -mtune=sifive-7-series.
 * In f (noinline, its AVLs made constants by ipa-cp) vl1 =
 * __riscv_vsetvl_e32mf2(1) is the AVL of the vredor, and vl2 =
 * __riscv_vsetvl_e32m8(2) that of the vredand.  Register allocation puts
 * vl1 and vl2 in a5.  The vsetvl pass then deletes the vsetvl intrinsic of
 * vl1 (-fdump-rtl-vsetvl-details, Phase 4: "Eliminate insn 49", the
 * vsetvldi setting a5 to vsetvl(1)) though the vredor's vsetvli still
 * takes a5 as its AVL; GCC 16 -O2 emits
 *     f.constprop.0:
 *     vsetivli zero,1,e16,mf4,ta,ma
 *     vmv.s.x  v11,zero
 *     vsetvli  zero,a5,e16,mf2,ta,ma   <- a5: vl1 was never set
 *     vredor.vs v9,v9,v11
 *     vsetivli a5,2,e8,m2,ta,ma        <- vl2 (ratio 4)
 * so the vredor runs with whatever the caller left in a5 (here VLMAX: 4
 * elements at VLEN 128) and ORs b[0..3] = 15 instead of b[0] = 1.  The
 * same kind of lost vl register as gcc-vsetvl-result-dropped.c (where the
 * vsetvl pass turns the vsetvl into a vtype-only change, in GCC 14 too),
 * here by another path (the elimination of a vsetvl whose output is still
 * read) that GCC 14 does not take.
 * Found by rif: the hour-long campaign of seed 0x51ed (runs/hour5,
 * failures 0094, a vredand_vs checked after the vredor, reduced 21 -> 3
 * operators, and 0116, a vfredmax_vs_tum reading an eliminated vs0_ =
 * vsetvl(1), 40 -> 6 operators: two buckets, one bug), then by hand.
 * No report found in GCC's tracker (searched, issues and pages: "RISC-V
 * vsetvl pass eliminates vsetvl intrinsic whose vl result register is
 * still used wrong code", "gcc bugzilla riscv vsetvl Eliminate insn vl
 * output used later wrong AVL ipa-cp constant avl").
 * Build with riscv64-linux-gnu-gcc-16 -march=rv64gcv_zvfh -mabi=lp64d -O2
 * -static (or gcc-15; -O3) and run under qemu-riscv64 -cpu
 * rv64,v=true,vlen=128: prints "15 (expected 1 ...)" and exits 1; GCC 14,
 * GCC 15 and 16 at -O1 and clang-22 --target=riscv64-linux-gnu
 * -march=rv64gcv -O2 -fuse-ld=lld -static print "1 (expected 1 ...)" and
 * exit 0. */
#include <riscv_vector.h>
#include <stdint.h>
#include <stdio.h>

int16_t a[4] = {5, 6, 7, 8}, b[4] = {1, 2, 4, 8}, c[4] = {-1, -1, -1, -1};
uint8_t mk[8] = {1, 0, 1, 0};
int16_t out[8], res;

__attribute__((noinline)) static void
f(vbool64_t m, vint16mf4_t va, vint16mf2_t vb, vint16mf4_t vc, size_t avl0, size_t avl1, size_t avl2)
{
	size_t vl0 = __riscv_vsetvl_e16mf4(avl0);
	size_t vl1 = __riscv_vsetvl_e32mf2(avl1);
	size_t vl2 = __riscv_vsetvl_e32m8(avl2);
	vint16mf4_t r = __riscv_vmerge_vxm_i16mf4(va, 0, m, vl0);
	__riscv_vsse16_v_i16mf4(out, 2, r, 2);
	vint16m1_t acc = __riscv_vmv_s_x_i16m1(0, 1);
	acc = __riscv_vredor_vs_i16mf2_i16m1(vb, acc, vl1);     /* b[0] alone */
	int16_t x = __riscv_vmv_x_s_i16m1_i16(acc);
	vint16m1_t acc2 = __riscv_vmv_s_x_i16m1(x, 1);
	acc2 = __riscv_vredand_vs_i16mf4_i16m1(vc, acc2, vl2);
	res = __riscv_vmv_x_s_i16m1_i16(acc2);
}

int
main(void)
{
	vbool64_t m = __riscv_vmsne_vx_u8mf8_b64(__riscv_vle8_v_u8mf8(mk, 2), 0, 2);

	f(m, __riscv_vle16_v_i16mf4(a, 2), __riscv_vle16_v_i16mf2(b, 4), __riscv_vle16_v_i16mf4(c, 2), 2, 1, 2);
	printf("%d (expected 1: the vredor of b[0] alone, vl = vsetvl_e32mf2(1))\n", res);
	return res != 1;
}
