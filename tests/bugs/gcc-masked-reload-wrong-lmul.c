/* GCC 14.2.0 and 15.3.0 at -O1 and up, any -mtune: a runtime crash
 * (SIGILL, a reserved encoding).  vor_vx_u8mf2_m(mk, u, 0, vl) is a
 * masked copy of u; when u was spilled, the register allocator rewrites it
 * as a masked load from the spill slot (*pred_movrvvmf2qi with a memory
 * source: vle8.v v1,(a3),v0.t, an e8/mf2 load), and the vsetvl pass runs
 * that load under the vtype of the next vector instruction, the e8/m4
 * tumu vmulhsu: GCC 15 -O1 emits
 *     vsetvli a4,zero,e8,mf2,ta,ma
 *     vse8.v  v1,0(a3)                 (the spill)
 *     vsetivli zero,8,e8,m4,tu,mu
 *     vle8.v  v1,0(a3),v0.t            <- an mf2 value loaded at LMUL 4
 *     ...
 *     vmulhsu.vx v8,v4,a4,v0.t
 * -fdump-rtl-vsetvl shows "Insert vsetvl info before insn 30" (the masked
 * load) with SEW=8, VLMUL=m4, RATIO=2, demand_sew_lmul
 * demand_tail_mask_policy: the load's own demand (ratio 16) was fused
 * with the vmulhsu's.  With SEW 8 and LMUL 4 the load's EMUL is 4, so its
 * destination must be a multiple of 4; v1 is not, and the RVV 1.0 spec
 * (section 3.4.2 "Vector Register Grouping", and section 7.3: "if ... the
 * vector register numbers are not multiples of EMUL, the instruction
 * encoding is reserved") makes the encoding reserved: QEMU raises an
 * illegal instruction exception.  (Even with an aligned register the
 * vtype is wrong; here vl = 8 either way.)  GCC 16.2.0 emits vsetivli
 * a5,8,e8,mf2,ta,ma before the load and is right at every level.
 * rif's failure had the same shape (vl8 = vsetvl_e8mf2(8), e8m4 and
 * e8mf2 values, a vsetvl_e8m1 of a runtime 0 choosing the arms);
 * 0021's SIGILL at "vsetivli a3,8,e8,m4,tu,mu; vle8.v v3,(a3),v0.t".
 * No report found in GCC's tracker (searched: "RISC-V vsetvl wrong LMUL
 * masked load pred_mov spill reload illegal instruction vle8.v misaligned
 * register group", "gcc riscv vsetvl fuse incompatible ratio pred_mov
 * mask load illegal instruction qemu LMUL m4 mf2"); fixed by GCC 16.
 * Found by rif: a campaign with GCC beside clang (failure 0021 of
 * runs/hour1-six), rif reduce 38 -> 24 operators, then by hand.
 * Build with riscv64-linux-gnu-gcc-15 -march=rv64gcv_zvfh -mabi=lp64d -O1
 * -static (or -O2, -O3, any -mtune; or gcc-14) and run under qemu-riscv64
 * -cpu rv64,v=true,vlen=128: dies of SIGILL (exit status 132 from a
 * shell); gcc-16 and clang-22 --target=riscv64-linux-gnu
 * -march=rv64gcv_zvfh -fuse-ld=lld -static print "1 2 (want 1 2)" and
 * exit 0. */
#include <riscv_vector.h>
#include <stdint.h>
#include <stdio.h>

int8_t a4[64], b4[64], o4[64];
uint8_t m4[64], u8[8] = {1, 2, 3, 4, 5, 6, 7, 8}, m8[8] = {1, 1, 1, 1, 1, 1, 1, 1}, o8[8];
uint64_t n = 0;

int
main(void)
{
	size_t vl = __riscv_vsetvl_e8mf2(8);
	vint8m4_t b = __riscv_vle8_v_i8m4(b4, vl);
	vbool2_t mk4 = __riscv_vmsne_vx_u8m4_b2(__riscv_vle8_v_u8m4(m4, vl), 0, vl);
	vint8m4_t a = __riscv_vlse8_v_i8m4(a4, 1, vl);
	vuint8mf2_t u = __riscv_vle8_v_u8mf2(u8, vl);
	vbool16_t mk = __riscv_vmsne_vx_u8mf2_b16(__riscv_vle8_v_u8mf2(m8, vl), 0, vl);
	size_t k = __riscv_vsetvl_e8m1(n);      /* 0 */
	vint8m4_t s = __riscv_vssra_vx_i8m4(b, k, __RISCV_VXRM_RNE, vl);
	vuint8mf2_t r;
	vint8m4_t z;

	if (k == 0)
		r = __riscv_vor_vx_u8mf2_m(mk, u, 0, vl);
	else
		r = __riscv_vor_vx_u8mf2_m(mk, u, 0, vl / 2);
	__riscv_vse8_v_u8mf2(o8, r, vl);
	uint8_t x = __riscv_vmv_x_s_u8m1_u8(__riscv_vmv_s_x_u8m1(0, 1));
	if (k == 0)
		z = __riscv_vmulhsu_vx_i8m4_tumu(mk4, a, s, x, vl);
	else
		z = __riscv_vmulhsu_vx_i8m4_tumu(mk4, s, a, x, vl / 2);
	__riscv_vse8_v_i8m4(o4, z, vl);
	printf("%u %u (want 1 2)\n", o8[0], o8[1]);
	return !(o8[0] == 1 && o8[1] == 2);
}
