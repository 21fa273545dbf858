/* clang-19 19.1.7 at -O2: wrong code (clang-19 -O0 and clang-22 -O0/-O2 are right).
 * `vs20_ = __riscv_vsetvl_e8m8(12)` gives a vmsbc its vl in one arm of an
 * if/else and half of it in the other.  In the assembly the arm that runs
 * takes that vl from a stack slot that nothing ever writes
 * (`ld a4, 16(sp)  # 8-byte Folded Reload`, the only access to 16(sp)),
 * while its `vsetivli zero, 12, e8, m8` dropped the result register;
 * vmsbc.vx then runs with whatever vl the slot held.  opt-bisect names
 * "RISC-V Dead register definitions" as the first pass whose skipping
 * makes the failure vanish.  Needs its register pressure (LMUL 8 values)
 * and the ifs on the same conditions; found by rif's end-to-end test (a
 * branch test whose blocks ask for vl at each step), rif reduce 40 -> 22
 * operators, then removal of whole statements keeping the failure.
 * Build: clang-19 --target=riscv64-linux-gnu -march=rv64gcv -O2 -static
 * Run: qemu-riscv64 -cpu rv64,v=true,vlen=128 (any VLEN): prints "wrong". */
#include <riscv_vector.h>
#include <stdio.h>
#include <string.h>
#define LEN0 16
static uint8_t in0[LEN0];
static uint8_t vnmsub1[LEN0];
static uint8_t vadc3[LEN0];
static int64_t vfwcvt5[LEN0];
static uint8_t mask6[LEN0];
static int64_t in7[LEN0];
static float in8[LEN0];
static int64_t in9[LEN0];
static int8_t in12[LEN0];
static uint8_t mask15[LEN0];
static uint8_t mask20[LEN0];
static int8_t in22[LEN0];
static uint8_t mask24[LEN0];
static volatile uint8_t k27 = (uint8_t)0x7fu;
static int8_t vmulh28[LEN0];
static uint8_t mask29[LEN0];
static int8_t in30[LEN0];
static uint8_t vxor32[LEN0];
static uint8_t in33[LEN0];
static uint8_t vmul40[LEN0];
static uint8_t in41[LEN0];
static uint8_t in42[LEN0];
static uint8_t in43[LEN0];
static int8_t vnmsub44[LEN0];
static int8_t in45[LEN0];
static uint8_t vmsbc46[LEN0];
static uint8_t in47[LEN0];
static uint8_t vmsbc48[LEN0];
static uint8_t in50[LEN0];
static uint8_t mask52[LEN0];
static uint8_t in54[LEN0];
static uint8_t in55[LEN0];
static uint8_t in56[LEN0];
static uint8_t in57[LEN0];
static int64_t vdiv59[LEN0];
static int64_t in60[LEN0];
static void
rif_init(void)
{
	memset(mask6, 1, sizeof mask6);
	memset(in7, 0, sizeof in7);
	memset(in8, 0, sizeof in8);
	memset(in12, 0, sizeof in12);
	memset(mask20, 1, sizeof mask20);
	memset(in22, 0, sizeof in22);
	memset(in45, 0, sizeof in45);
	memset(in47, 0, sizeof in47);
	memset(mask52, 0, sizeof mask52);
	memset(in55, 0, sizeof in55);
	memset(in56, 0, sizeof in56);
	memset(in60, 0, sizeof in60);
	memset(in42, 0, sizeof in42);
	memset(in0, 0, sizeof in0);
	memset(in9, 0, sizeof in9);
	memset(in33, 0, sizeof in33);
	memset(in54, 0, sizeof in54);
	memset(mask29, 0, sizeof mask29);
}
static void
block0(void)
{
	const uint8_t k27_ = k27;
	const size_t vl16_ = __riscv_vsetvl_e8m1(16);
	vbool1_t r_mask24 = __riscv_vmsne_vx_u8m8_b1(__riscv_vle8_v_u8m8(mask24, vl16_), 0, vl16_);
	vuint8m8_t r_in0 = __riscv_vlse8_v_u8m8(in0, 1, vl16_);
	vuint8m8_t r_in33 = __riscv_vle8_v_u8m8(in33, vl16_);
	vuint8m8_t r_in41 = __riscv_vle8_v_u8m8(in41, vl16_);
	vuint8m8_t r_in42 = __riscv_vle8_v_u8m8(in42, vl16_);
	vuint8m8_t r_in43 = __riscv_vle8_v_u8m8(in43, vl16_);
	vuint8m8_t r_in57 = __riscv_vle8_v_u8m8(in57, vl16_);
	vuint8m8_t r_in47 = __riscv_vle8_v_u8m8(in47, vl16_);
	vuint8m8_t r_in55 = __riscv_vle8_v_u8m8(in55, vl16_);
	vuint8m8_t r_in56 = __riscv_vle8_v_u8m8(in56, vl16_);
	vuint8m8_t r_in54 = __riscv_vle8_v_u8m8(in54, vl16_);
	vuint8m2_t r_in50 = __riscv_vlse8_v_u8m2(in50, 1, vl16_);
	vbool4_t r_mask52 = __riscv_vmsne_vx_u8m2_b4(__riscv_vle8_v_u8m2(mask52, vl16_), 0, vl16_);
	vbool8_t r_mask6 = __riscv_vmsne_vx_u8m1_b8(__riscv_vle8_v_u8m1(mask6, vl16_), 0, vl16_);
	vbool8_t r_mask15 = __riscv_vmsne_vx_u8m1_b8(__riscv_vle8_v_u8m1(mask15, vl16_), 0, vl16_);
	vint8m1_t r_in12 = __riscv_vlse8_v_i8m1(in12, 1, vl16_);
	vint8m1_t r_in22 = __riscv_vlse8_v_i8m1(in22, 1, vl16_);
	vbool8_t r_mask29 = __riscv_vmsne_vx_u8m1_b8(__riscv_vle8_v_u8m1(mask29, vl16_), 0, vl16_);
	vint8m1_t r_in30 = __riscv_vle8_v_i8m1(in30, vl16_);
	vbool8_t r_mask20 = __riscv_vmsne_vx_u8m1_b8(__riscv_vle8_v_u8m1(mask20, vl16_), 0, vl16_);
	vint8m1_t r_in45 = __riscv_vle8_v_i8m1(in45, vl16_);
	vfloat32m4_t r_in8 = __riscv_vle32_v_f32m4(in8, vl16_);
	vint64m8_t r_in60 = __riscv_vlse64_v_i64m8(in60, 8, vl16_);
	vint64m8_t r_in9 = __riscv_vle64_v_i64m8(in9, vl16_);
	vint64m8_t r_in7 = __riscv_vle64_v_i64m8(in7, vl16_);
	const size_t vs21_ = __riscv_vsetvl_e64m8(16);
	vint64m8_t r_vdiv59 = __riscv_vdiv_vv_i64m8(r_in60, r_in9, vs21_);
	const size_t vs1_ = __riscv_vsetvl_e32m4(16);
	vint64m8_t r_vfwcvt5 = __riscv_vfwcvt_x_f_v_i64m8_tumu(r_mask6, r_in7, r_in8, vs1_);
	vuint8m1_t acc_vredand18 = __riscv_vmv_s_x_u8m1(k27_, 1);
	uint8_t vredand18_ = __riscv_vmv_x_s_u8m1_u8(acc_vredand18);
	const size_t vs10_ = __riscv_vsetvl_e8m2(16);
	vint8m1_t r_vmv13;
	if (k27_ == (uint8_t)0x7fu) {
		r_vmv13 = __riscv_vmv_v_x_i8m1((int8_t)0, vs10_);
	} else {
		r_vmv13 = __riscv_vmv_v_x_i8m1((int8_t)0, (vs10_) / 2);
	}
	const size_t vs3_ = __riscv_vsetvl_e8m1(16);
	vint8m1_t r_vmerge11 = __riscv_vmerge_vxm_i8m1(r_vmv13, (int8_t)0, r_mask15, vs3_);
	const size_t vs2_ = __riscv_vsetvl_e8m1(16);
	vint8m1_t r_vrem10 = __riscv_vrem_vv_i8m1(r_vmerge11, r_in12, vs2_);
	const size_t vs5_ = __riscv_vsetvl_e8m1(16);
	vint8m1_t r_vor19;
	if (vredand18_ == (uint8_t)0x7fu) {
		r_vor19 = __riscv_vor_vv_i8m1(r_in22, r_vrem10, vs5_);
	} else {
		r_vor19 = __riscv_vor_vv_i8m1(r_vrem10, r_in22, (vs5_) / 2);
	}
	const size_t vs11_ = __riscv_vsetvl_e8m1(16);
	vint8m1_t r_vmulh28;
	if (!(k27_ == (uint8_t)0x7fu)) {
		r_vmulh28 = __riscv_vmulh_vx_i8m1_tumu(r_mask29, r_vor19, r_in30, (int8_t)0, (vs11_) / 2);
	} else {
		r_vmulh28 = __riscv_vmulh_vx_i8m1_tumu(r_mask29, r_in30, r_vor19, (int8_t)0, vs11_);
	}
	vint8m1_t acc_vredmin49 = __riscv_vmv_s_x_i8m1((int8_t)0, 1);
	int8_t vredmin49_ = __riscv_vmv_x_s_i8m1_i8(acc_vredmin49);
	vint8m1_t r_vnmsub44;
	if (k27_ == (uint8_t)0x7fu) {
		r_vnmsub44 = __riscv_vnmsub_vv_i8m1_m(r_mask20, r_vmerge11, r_vmerge11, r_in45, vs11_);
	} else {
		r_vnmsub44 = __riscv_vnmsub_vv_i8m1_m(r_mask20, r_vmerge11, r_in45, r_vmerge11, (vs11_) / 2);
	}
	vuint8m1_t acc_vredsum4 = __riscv_vmv_s_x_u8m1(vredand18_, 1);
	uint8_t vredsum4_ = __riscv_vmv_x_s_u8m1_u8(acc_vredsum4);
	const size_t vs12_ = __riscv_vsetvl_e8m8(16);
	vuint8m8_t r_vlse23 = __riscv_vlse8_v_u8m8_tumu(r_mask24, r_in0, in0, 1, vs12_);
	vuint8m8_t r_vxor32;
	if (!(k27_ == (uint8_t)0x7fu)) {
		r_vxor32 = __riscv_vxor_vx_u8m8_tu(r_vlse23, r_in33, k27_, (vs12_) / 2);
	} else {
		r_vxor32 = __riscv_vxor_vx_u8m8_tu(r_in33, r_vlse23, k27_, vs12_);
	}
	const size_t vs13_ = __riscv_vsetvl_e8m8(16);
	vuint8m8_t r_vmul40;
	if (vredmin49_ == (int8_t)0) {
		r_vmul40 = __riscv_vmul_vv_u8m8_tu(r_in41, r_in42, r_in43, vs13_);
	} else {
		r_vmul40 = __riscv_vmul_vv_u8m8_tu(r_in42, r_in43, r_in41, (vs13_) / 2);
	}
	const size_t vs17_ = __riscv_vsetvl_e8m4(16);
	vuint8m2_t r_vadc3;
	if (!(vredmin49_ == (int8_t)0)) {
		r_vadc3 = __riscv_vadc_vxm_u8m2(r_in50, (uint8_t)0x0u, r_mask52, (vs17_) / 2);
	} else {
		r_vadc3 = __riscv_vadc_vxm_u8m2(r_in50, (uint8_t)0x0u, r_mask52, vs17_);
	}
	vuint8m1_t acc_vredsum2 = __riscv_vmv_s_x_u8m1(vredsum4_, 1);
	uint8_t vredsum2_ = __riscv_vmv_x_s_u8m1_u8(acc_vredsum2);
	const size_t vs20_ = __riscv_vsetvl_e8m8(12);
	vbool1_t r_vmsbc48;
	if (!(vredmin49_ == (int8_t)0)) {
		r_vmsbc48 = __riscv_vmsbc_vx_u8m8_b1(r_in57, (uint8_t)0x1u, (vs20_) / 2);
	} else {
		r_vmsbc48 = __riscv_vmsbc_vx_u8m8_b1(r_in57, (uint8_t)0x1u, vs20_);
	}
	const size_t vs15_ = __riscv_vsetvl_e8m8(16);
	vbool1_t r_vmsbc46;
	if (k27_ == (uint8_t)0x7fu) {
		r_vmsbc46 = __riscv_vmsbc_vvm_u8m8_b1(r_in47, r_in0, r_vmsbc48, vs15_);
	} else {
		r_vmsbc46 = __riscv_vmsbc_vvm_u8m8_b1(r_in0, r_in47, r_vmsbc48, (vs15_) / 2);
	}
	const size_t vs19_ = __riscv_vsetvl_e8m8(1);
	vuint8m8_t r_vdivu53;
	if (!(vredsum2_ == (uint8_t)0x7fu)) {
		r_vdivu53 = __riscv_vdivu_vv_u8m8(r_in56, r_in55, (vs19_) / 2);
	} else {
		r_vdivu53 = __riscv_vdivu_vv_u8m8(r_in55, r_in56, vs19_);
	}
	const size_t vs18_ = __riscv_vsetvl_e8m8(16);
	vuint8m8_t r_vnmsub1;
	if (vredsum2_ == (uint8_t)0x7fu) {
		r_vnmsub1 = __riscv_vnmsub_vx_u8m8(r_vdivu53, vredsum2_, r_in54, vs18_);
	} else {
		r_vnmsub1 = __riscv_vnmsub_vx_u8m8(r_in54, vredsum2_, r_vdivu53, (vs18_) / 2);
	}
	__riscv_vse8_v_u8m8(vxor32, r_vxor32, vl16_);
	__riscv_vsse8_v_u8m8(vmul40, 1, r_vmul40, vl16_);
	{ vuint8m8_t z = __riscv_vmv_v_x_u8m8(0, vl16_); __riscv_vse8_v_u8m8(vmsbc48, __riscv_vadd_vx_u8m8_mu(r_vmsbc48, z, z, 1, vl16_), vl16_); }
	{ vuint8m8_t z = __riscv_vmv_v_x_u8m8(0, vl16_); __riscv_vse8_v_u8m8(vmsbc46, __riscv_vadd_vx_u8m8_mu(r_vmsbc46, z, z, 1, vl16_), vl16_); }
	__riscv_vse8_v_u8m8(vnmsub1, r_vnmsub1, vl16_);
	__riscv_vse8_v_u8m2(vadc3, r_vadc3, vl16_);
	__riscv_vse8_v_i8m1(vmulh28, r_vmulh28, vl16_);
	__riscv_vse8_v_i8m1(vnmsub44, r_vnmsub44, vl16_);
	__riscv_vse64_v_i64m8(vdiv59, r_vdiv59, vl16_);
	__riscv_vsuxei64_v_i64m8(vfwcvt5, __riscv_vsll_vx_u64m8(__riscv_vid_v_u64m8(vl16_), 3, vl16_), r_vfwcvt5, vl16_);
}
int
main(void)
{
	int bad = 0;

	rif_init();
	block0();
	for (int i = 0; i < 12; i++)
		bad |= vmsbc48[i] != 1;
	printf("%s\n", bad ? "wrong" : "ok");
	return bad;
}
