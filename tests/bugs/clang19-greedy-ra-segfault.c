/* clang-19 19.1.7 at -O2: crash (segfault in LiveRange::find) in the Greedy
 * Register Allocator (clang-22 and clang-19 -O0 compile it).  A block of
 * LMUL 8 values (and masks) live at once, three of them phis of if/else
 * arms whose vls differ, with vl read from a volatile.
 * Found by rif's end-to-end test (seed 83 of a program whose block vl is a
 * variable; rif reduce 40 -> 12 operators), then reduced by a script that
 * deleted lines while the crash stayed and -Wall -Werror stayed clean (no
 * uninitialised value).  clang-19 --target=riscv64-linux-gnu
 * -march=rv64gcv_zvfh -O2 -c */
#include <riscv_vector.h>
#include <stddef.h>

uint8_t mask0[64];
uint8_t in1[64];
int8_t vsll6[64];
int8_t vmerge12[64];
uint8_t in13[64];
int8_t in15[64];
uint8_t vsub17[64];
uint8_t mask18[64];
uint8_t in19[64];
uint8_t in20[64];
int16_t vwsub21[64];
uint8_t mask22[64];
int16_t in23[64];
int8_t in24[64];
static volatile int8_t k25 = (int8_t)0;
int8_t in26[64];
uint8_t mask27[64];
uint8_t mask30[64];
float in31[64];
float vfdiv32[64];
uint8_t mask33[64];
float in34[64];
float in35[64];
static volatile int8_t k39 = (int8_t)32;
static volatile ptrdiff_t stride = -4;
static volatile size_t avl = 32;

void
f(void)
{
	const int8_t k39v = k39;
	const int8_t k25v = k25;
	const size_t vl = avl;
	vbool4_t r_mask30 = __riscv_vmsne_vx_u8m2_b4(__riscv_vle8_v_u8m2(mask30, vl), 0, vl);
	vbool1_t r_mask18 = __riscv_vmsne_vx_u8m8_b1(__riscv_vle8_v_u8m8(mask18, vl), 0, vl);
	vuint8m8_t r_in13 = __riscv_vle8_v_u8m8(in13, vl);
	vuint8m8_t r_in19 = __riscv_vle8_v_u8m8(in19, vl);
	vuint8m8_t r_in20 = __riscv_vle8_v_u8m8(in20, vl);
	vbool4_t r_mask33 = __riscv_vmsne_vx_u8m2_b4(__riscv_vle8_v_u8m2(mask33, vl), 0, vl);
	vfloat32m8_t r_in34 = __riscv_vle32_v_f32m8(in34, vl);
	vfloat32m8_t r_in35 = __riscv_vle32_v_f32m8(in35, vl);
	vint8m2_t r_in15 = __riscv_vle8_v_i8m2(in15, vl);
	vbool1_t r_mask0 = __riscv_vmsne_vx_u8m8_b1(__riscv_vle8_v_u8m8(mask0, vl), 0, vl);
	vuint8m8_t r_in1 = __riscv_vlse8_v_u8m8(in1, 1, vl);
	vint8m8_t r_in26 = __riscv_vle8_v_i8m8(in26, vl);
	vbool1_t r_mask27 = __riscv_vmsne_vx_u8m8_b1(__riscv_vle8_v_u8m8(mask27, vl), 0, vl);
	vbool2_t r_mask22 = __riscv_vmsne_vx_u8m4_b2(__riscv_vle8_v_u8m4(mask22, vl), 0, vl);
	vint16m8_t r_in23 = __riscv_vluxei16_v_i16m8(in23, __riscv_vsll_vx_u16m8(__riscv_vid_v_u16m8(vl), 1, vl), vl);
	vint8m4_t r_in24 = __riscv_vle8_v_i8m4(in24, vl);
	vfloat32m8_t r_vlse29;
	r_vlse29 = __riscv_vlse32_v_f32m8_m(r_mask30, in31 + 31, stride, vl);
	vuint8m8_t r_vsub17;
	if (!(k39v == (int8_t)32)) {
		r_vsub17 = __riscv_vsub_vv_u8m8_tum(r_mask18, r_in19, r_in20, r_in13, (vl) / 2);
	} else {
		r_vsub17 = __riscv_vsub_vv_u8m8_tum(r_mask18, r_in13, r_in19, r_in20, vl);
	}
	vfloat32m8_t r_vfdiv32;
	if (!(k25v == (int8_t)0)) {
		r_vfdiv32 = __riscv_vfdiv_vf_f32m8_tumu(r_mask33, r_in35, r_in34, 0.0f, (vl) / 2);
	} else {
		r_vfdiv32 = __riscv_vfdiv_vf_f32m8_tumu(r_mask33, r_in34, r_in35, 0.0f, vl);
	}
	vint8m8_t r_vlmul_ext7 = __riscv_vlmul_ext_v_i8m2_i8m8(r_in15);
	vint8m8_t r_vsll6 = __riscv_vsll_vv_i8m8_m(r_mask0, r_vlmul_ext7, r_in1, vl);
	vint8m8_t r_vmerge12;
	if (!(k25v == (int8_t)0)) {
		r_vmerge12 = __riscv_vmerge_vvm_i8m8(r_in26, r_vlmul_ext7, r_mask27, (vl) / 2);
	} else {
		r_vmerge12 = __riscv_vmerge_vvm_i8m8(r_vlmul_ext7, r_in26, r_mask27, vl);
	}
	vint16m8_t r_vwsub21;
	r_vwsub21 = __riscv_vwsub_vx_i16m8_mu(r_mask22, r_in23, r_in24, k25v, vl);
	__riscv_vse8_v_u8m8(vsub17, r_vsub17, vl);
	__riscv_vse32_v_f32m8(vfdiv32, r_vfdiv32, vl);
	__riscv_vse8_v_i8m8(vsll6, r_vsll6, vl);
	__riscv_vse8_v_i8m8(vmerge12, r_vmerge12, vl);
	__riscv_vse16_v_i16m8(vwsub21, r_vwsub21, vl);
}
