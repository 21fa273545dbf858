/* clang-19 19.1.7 at -O2, -O3 and -Os: crash (segmentation fault in
 * LiveRange::RenumberValues) in the Greedy Register Allocator on main.
 * clang-19 -O0 and -O1 and clang-22 22.1.8 at every level compile it.
 * One block of LMUL 4 values live at once, with a fault-only-first load
 * (vle8ff _tu, in a loop of two trips) whose new vl is the vl of a later
 * vssra _tumu, and a vsub _tumu under an if/else whose arms differ in vl.
 * The ingredients of clang19-vlsegff-loop-greedy-ra.c (a fault-only-first
 * load whose new vl is used later, heap corruption in the same allocator),
 * at another crash site, so it is kept apart as rif keeps crash sites
 * apart; both may be one bug. LLVM's tracker has a fault-only-first load
 * and a vsetvli crashing the register allocator's live-range splitting
 * (issue 166613, "range ends mid block with no uses", closed, reported
 * against trunk); nothing there names RenumberValues.
 * Found by rif (the hour-long campaign of seed 0x2811, failure 0104,
 * "compiler-crash clang-19 19.1.7 Running pass 'Greedy Register
 * Allocator' on function '@main' in llvm::LiveRange::RenumberValues";
 * rif reduce 65 -> 12 operators), then reduced by deleting lines and
 * top-level definitions while the crash stayed and clang-22 -O0 found no
 * uninitialised value; the empty data arrays and their copies stay (without
 * them clang-19 compiles it).
 *   clang-19 --target=riscv64-linux-gnu -march=rv64gcv_zvfh -O2 -c clang19-greedy-ra-renumbervalues.c */
#include <riscv_vector.h>
#include <stdio.h>
#include <string.h>
static void
rif_bad_vl(int op, const char *intr, size_t got, size_t exp)
{
	printf("rif: FAIL op %d %s: new_vl expected %zu got %zu\n", op, intr, exp, got);
}
static volatile int rif_on = 1;
#define LEN0 64
static int8_t in0[LEN0];
static uint8_t mask1[LEN0];
static int8_t in3[LEN0];
static uint8_t mask4[LEN0];
static int8_t in5[LEN0];
static int8_t in8[LEN0];
static int8_t in9[LEN0];
static uint8_t in10[LEN0];
static int8_t in12[LEN0];
static uint8_t vmsgtu13[LEN0];
static int8_t in14[LEN0];
static int8_t vmv16[LEN0];
static int8_t vsub20[LEN0];
static int8_t in21[LEN0];
static int8_t in22[LEN0];
static int8_t in23[LEN0];
static uint8_t in24[LEN0];
static int8_t vmacc25[LEN0];
static int8_t in26[LEN0];
static int8_t in27[LEN0];
static int8_t vrsub28[LEN0];
static int8_t vsub30[LEN0];
static uint8_t mask31[LEN0];
static int8_t in33[LEN0];
static int8_t vleff34[LEN0];
static int8_t in35[LEN0];
static uint8_t in36[LEN0];
static uint8_t vdivu37[LEN0];
static const uint8_t data_in0[LEN0] = {
};
static const uint8_t data_mask1[LEN0] = {
};
static const uint8_t data_in3[LEN0] = {
};
static const uint8_t data_in8[LEN0] = {
};
static const uint8_t data_in9[LEN0] = {
};
static const uint8_t data_in10[LEN0] = {
};
static const uint8_t data_in14[LEN0] = {
};
static const uint8_t data_in22[LEN0] = {
};
static const uint8_t data_in23[LEN0] = {
};
static const uint8_t data_in27[LEN0] = {
};
static const uint8_t data_mask31[LEN0] = {
};
static void
rif_init(void)
{
	memcpy(mask1, data_mask1, sizeof mask1);
	memcpy(in27, data_in27, sizeof in27);
	memcpy(mask31, data_mask31, sizeof mask31);
	memcpy(in3, data_in3, sizeof in3);
	memcpy(in8, data_in8, sizeof in8);
	memcpy(in9, data_in9, sizeof in9);
	memcpy(in10, data_in10, sizeof in10);
	memcpy(in14, data_in14, sizeof in14);
	memcpy(in22, data_in22, sizeof in22);
	memcpy(in23, data_in23, sizeof in23);
	memcpy(in0, data_in0, sizeof in0);
}
static void
block0(void)
{
	const size_t vl64_ = __riscv_vsetvl_e8m4(64);
	const size_t vl63_ = __riscv_vsetvl_e8m4(63);
	const size_t vl0_ = __riscv_vsetvl_e32mf2(0);
		vuint8m4_t r_in36 = __riscv_vle8_v_u8m4(in36, vl64_);
		vuint8m4_t r_vdivu37 = __riscv_vdivu_vx_u8m4(r_in36, (uint8_t)0x0u, vl63_);
		vint8m4_t r_in5 = __riscv_vle8_v_i8m4(in5, vl64_);
		size_t nvl10 = vl63_;
		vint8m4_t r_vleff34 = r_in5;
		for (int t = 0, tn = (rif_on) ? 2 : 0; t < tn; t++)
			r_vleff34 = __riscv_vle8ff_v_i8m4_tu(r_vleff34, in35, &nvl10, vl63_);
		if (nvl10 != vl63_)
			rif_bad_vl(10, "__riscv_vle8ff_v_i8m4_tu", nvl10, vl63_);
		vint8m4_t r_in22 = __riscv_vle8_v_i8m4(in22, vl64_);
		vint8m4_t r_vrsub28 = __riscv_vrsub_vx_i8m4(r_in22, (int8_t)0, vl64_);
		vint8m4_t r_in21 = __riscv_vle8_v_i8m4(in21, vl64_);
		vint8m4_t r_in9 = __riscv_vle8_v_i8m4(in9, vl64_);
		vint8m4_t r_vsub20 = __riscv_vsub_vv_i8m4(r_in21, r_in9, vl64_);
		vuint8m4_t r_in10 = __riscv_vle8_v_u8m4(in10, vl64_);
		vuint8m4_t r_in24 = __riscv_vle8_v_u8m4(in24, vl64_);
		vbool2_t r_vmsgtu13 = __riscv_vmsgtu_vv_u8m4_b2(r_in10, r_in24, vl64_);
		vint8m4_t r_in23 = __riscv_vle8_v_i8m4(in23, vl64_);
		vint8m4_t r_vmv16 = __riscv_vmv_v_v_i8m4(r_in23, vl64_);
		vint8m4_t r_in33 = __riscv_vle8_v_i8m4(in33, vl64_);
		vint8m1_t acc_vredmin32 = __riscv_vmv_s_x_i8m1((int8_t)0, 1);
		acc_vredmin32 = __riscv_vredmin_vs_i8m4_i8m1(r_in33, acc_vredmin32, vl64_);
		int8_t vredmin32_ = __riscv_vmv_x_s_i8m1_i8(acc_vredmin32);
		vbool2_t r_mask31 = __riscv_vmsne_vx_u8m4_b2(__riscv_vle8_v_u8m4(mask31, vl64_), 0, vl64_);
		vint8m4_t r_in14 = __riscv_vle8_v_i8m4(in14, vl64_);
		vint8m4_t r_in3 = __riscv_vlse8_v_i8m4(in3, 1, vl64_);
		vint8m4_t r_vsub30;
		if (vredmin32_ == (int8_t)0) {
			r_vsub30 = __riscv_vsub_vx_i8m4_tumu(r_mask31, r_in14, r_in3, vredmin32_, vl64_);
		} else {
			r_vsub30 = __riscv_vsub_vx_i8m4_tumu(r_mask31, r_in3, r_in14, vredmin32_, (vl64_) / 2);
		}
		vbool2_t r_mask4 = __riscv_vmsne_vx_u8m4_b2(__riscv_vle8_v_u8m4(mask4, vl64_), 0, vl64_);
		vint8m4_t r_in0 = __riscv_vlse8_v_i8m4(in0, 1, vl64_);
		vint8m4_t r_in12 = __riscv_vle8_v_i8m4(in12, vl64_);
		vint8m4_t r_vsub11 = __riscv_vsub_vv_i8m4_m(r_mask4, r_in0, r_in12, vl0_);
		vbool2_t r_mask1 = __riscv_vmsne_vx_u8m4_b2(__riscv_vle8_v_u8m4(mask1, vl64_), 0, vl64_);
		vint8m4_t r_in8 = __riscv_vle8_v_i8m4(in8, vl64_);
		vint8m4_t r_vssra17 = __riscv_vssra_vx_i8m4_tumu(r_mask1, r_vsub11, r_in8, (size_t)0u, __RISCV_VXRM_ROD, nvl10);
		vint8m4_t r_in27 = __riscv_vle8_v_i8m4(in27, vl64_);
		vint8m4_t r_in26 = __riscv_vlse8_v_i8m4(in26, 1, vl64_);
		vint8m4_t r_vmacc25 = __riscv_vmacc_vv_i8m4(r_vssra17, r_in26, r_in27, vl64_);
		__riscv_vsse8_v_u8m4(vdivu37, 1, r_vdivu37, vl64_);
		__riscv_vsse8_v_i8m4(vleff34, 1, r_vleff34, vl64_);
		__riscv_vse8_v_i8m4(vrsub28, r_vrsub28, vl64_);
		__riscv_vse8_v_i8m4(vsub20, r_vsub20, vl64_);
		{ vuint8m4_t z = __riscv_vmv_v_x_u8m4(0, vl64_); __riscv_vse8_v_u8m4(vmsgtu13, __riscv_vadd_vx_u8m4_mu(r_vmsgtu13, z, z, 1, vl64_), vl64_); }
		__riscv_vsse8_v_i8m4(vmv16, 1, r_vmv16, vl64_);
		__riscv_vse8_v_i8m4(vsub30, r_vsub30, vl64_);
		__riscv_vse8_v_i8m4(vmacc25, r_vmacc25, vl64_);
}
int
main(void)
{
	rif_init();
	block0();
}
