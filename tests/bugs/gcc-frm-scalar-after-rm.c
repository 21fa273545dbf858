/* GCC 14.2.0, 15.3.0 and 16.2.0 at every -O level: wrong code.  Scalar C
 * floating point near an explicit-frm (_rm) vector intrinsic is rounded
 * with the intrinsic's static rounding mode instead of the dynamic one
 * (RNE by default).  Here q = a / b (1.0 / 3.0) comes out 0x3fd5555555555556
 * (rounded up) after __riscv_vfadd_vv_f32m1_rm(..., __RISCV_FRM_RUP, ...)
 * instead of 0x3fd5555555555555.  GCC's frm mode switching saves frm
 * (frrm), sets the static mode (fsrmi 3) before the vfadd and restores it
 * (fsrm) only before a call, at a return, or before an implicit-frm
 * vector instruction; the scalar FP patterns (divdf3, mulsf3...) neither
 * use FRM_REGNUM nor have an frm mode, so the mode-switching pass does not
 * restore frm for them: -O2 gives frrm a4; fsrmi 3; ... fdiv.d; ...
 * vfadd.vv; fsrm a4; call printf.  At -O2 even p = a / b written before
 * the intrinsic fails: mode_sw puts the fsrmi right after the fdiv.d, and
 * sched1 moves it above the fdiv.d (nothing orders them; with
 * -fno-schedule-insns -fno-schedule-insns2 p is right and q still wrong).
 * Seed 65 shows that side: its failing probe follows a vfredosum_rm with
 * RNE, but its fmul.d was scheduled under the fsrmi 1 (RTZ) of the
 * vfdiv_vf_f16mf4_rm_tu that comes after it.
 * No branch, loop, call, mask or reduction is needed; the masked _rm_m,
 * vfredosum_rm, an _rm in an if or a loop fail alike (rif's failures:
 * vfmsub_vf_f16m1_rm_m, vfredosum_vs_f16mf4_f16m1_rm_m, vfrdiv_vf_f16m8_rm,
 * vfwredosum_vs_f32m8_f64m1_rm_tu).  rif's programs passed at -O0 only
 * because their scalar probe sits between calls of rif_f32 and
 * rif_bits32, and GCC restores frm before every call.  By the intrinsics
 * spec (rvv-intrinsic-doc, "Control of frm") this is a compiler bug:
 * implicit-frm intrinsics "behave like any C-language floating-point
 * expressions, using the default rounding mode when FENV_ACCESS is off",
 * "Both GNU and LLVM compilers generate scalar floating-point instructions
 * using dynamic rounding mode, relying on the kernel initialization to
 * set frm to RNE", and the explicit-frm intrinsics "are intended to be
 * used when FENV_ACCESS is off" (with it on they "will still work
 * correctly, but is expected to lead to extra saving/restoring of frm").
 * The program never changes the rounding mode; the _rm operand selects
 * the rounding of that one intrinsic, so a / b, a C expression under
 * FENV_ACCESS off, must round to nearest.  GCC itself restores frm before
 * an implicit-frm vfdiv.vf that follows the _rm op; it forgets only its
 * scalar FP.  clang-22 brackets the vector instruction alone (fsrmi a0,3;
 * vfadd.vv; fsrm a0).
 * No report found in GCC's tracker (searched: "RISC-V vector _rm
 * intrinsic static rounding mode frm not restored before scalar floating
 * point instruction", "riscv fsrmi hoisted function entry scalar fmul uses
 * static rounding mode", "scalar FP instructions do not depend on FRM in
 * mode switching", "frm static rounding mode leaks into scalar float
 * operation").  Found by rif's end-to-end test (its frm_restored probe
 * after an _rm intrinsic), seeds 17, 65, 69 and 81, then reduced by hand.
 * Build with riscv64-linux-gnu-gcc-16 -march=rv64gcv -mabi=lp64d -O2
 * -static (or gcc-14, gcc-15; any -O) and run under qemu-riscv64 -cpu
 * rv64,v=true,vlen=128: at -O2 prints
 * "3fd5555555555556 3fd5555555555556 (want 3fd5555555555555 twice)" and
 * exits 1 (at -O0 and -O1, without sched1, only the second is wrong);
 * clang-22 --target=riscv64-linux-gnu -march=rv64gcv -fuse-ld=lld
 * -static (any -O) prints "3fd5555555555555 3fd5555555555555 (want
 * 3fd5555555555555 twice)" and exits 0. */
#include <riscv_vector.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

volatile double a = 1.0, b = 3.0;
double p, q;
float in[4] = {1, 2, 3, 4}, out[4];

static uint64_t
bits(double d)
{
	uint64_t u;

	memcpy(&u, &d, sizeof u);
	return u;
}

int
main(void)
{
	vfloat32m1_t v = __riscv_vle32_v_f32m1(in, 4);

	p = a / b;      /* before the _rm intrinsic */
	v = __riscv_vfadd_vv_f32m1_rm(v, v, __RISCV_FRM_RUP, 4);
	q = a / b;      /* after it */
	__riscv_vse32_v_f32m1(out, v, 4);
	printf("%016llx %016llx (want 3fd5555555555555 twice)\n",
	    (unsigned long long)bits(p), (unsigned long long)bits(q));
	return !(bits(p) == 0x3fd5555555555555u && bits(q) == 0x3fd5555555555555u);
}
