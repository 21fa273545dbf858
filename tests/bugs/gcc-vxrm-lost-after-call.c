/* GCC 14.2.0 and 15.3.0 at every -O level (-O0 too), any -mtune: wrong
 * code.  A fixed-point intrinsic with an explicit vxrm operand runs with
 * the rounding mode a called function left in vxrm.  vxrm is not
 * preserved across calls (psABI; GCC's own f sets it with csrwi vxrm,0
 * and returns without restoring it), so after a call the caller must set
 * vxrm again before its next vxrm user.  GCC's vxrm mode switching
 * (mode_sw) does so when the user is in the call's basic block, but not
 * when it is in a later block: the block with the call and no vxrm user
 * is treated as keeping the mode, so the csrwi vxrm,2 at g2's entry is
 * taken to still hold in the arms of the second if.  GCC 15 -O2:
 *     g2: csrwi   vxrm,2
 *         vssrl.vi v1,v2,2
 *         beq     a5,zero,.L5
 *         vssrl.vi v1,v2,1
 *     .L5: call   f                       <- f: csrwi vxrm,0
 *         vssrl.vi v1,v2,2                <- runs under RNU
 *         beq     a5,zero,.L7
 *         vssrl.vi v1,v2,1                <- runs under RNU
 * and -O0 is the same (csrwi vxrm,2 only at entry, the vssrl.vi in the
 * then and else blocks).  1 >> 1 with RDN is 0, with RNU 1: r[2] is 1.
 * GCC 16.2.0 emits csrwi vxrm,2 right after the call and is right at every
 * level, as are clang-22 (-O0, -O2).  A straight-line use after the call
 * (no if) is right in GCC 14 and 15 in most shapes; but GCC 15 also
 * failed main(){ y = vle16(b, 1); f(); vssrl_vx(y, 1, RDN, 1); printf }
 * at every level (its csrwi vxrm,2 hoisted to main's entry, before f;
 * GCC 14 and 16 set vxrm after f), a shape that the same code in another
 * function did not always repeat.  No scheduling pass is involved
 * (-fno-schedule-insns -fno-schedule-insns2 fails alike); rif's bisect
 * found no pass (it is mode_sw, which -O0 runs too).  The expectation is
 * right: the intrinsic's vxrm operand (__RISCV_VXRM_RDN) fixes the
 * rounding of that one operation (rvv-intrinsic-doc, fixed-point
 * intrinsics "model rounding mode control"), whatever a callee did.
 * rif's failure: vsmul_vv_i16m8_m(..., __RISCV_VXRM_RNU, ...) in fn11
 * (noinline, called in both arms of if (rif_on)), then several calls,
 * then vssrl_vx_u16m8_tu(..., 14, __RISCV_VXRM_RDN, ...) inlined in both
 * arms of another if: GCC 14 -O0 has no csrwi before it at all (the last
 * csrwi vxrm,2 was for an earlier vssrl before the calls); rif reduce
 * kept the vsmul in a noinline fn1 and the vssrl after it.
 * No report found in GCC's tracker (searched, issues and pages: "RISC-V
 * vxrm not restored after function call mode switching fixed-point
 * rounding mode wrong", "gcc riscv vxrm mode switching call clobber csrwi
 * vxrm missing after call", "RISC-V fix VXRM mode switching call_insn
 * vxrm_unknown_p PR target", "gcc riscv fixed-point intrinsic vxrm wrong
 * after call vssrl vaadd rounding mode lost"); fixed on the way to GCC 16.
 * Found by rif: a campaign with GCC beside clang (runs/hour2, failure
 * 0006), rif reduce 85 -> 2 operators, then by hand.
 * Build with riscv64-linux-gnu-gcc-15 -march=rv64gcv_zvfh -mabi=lp64d -O2
 * -static (or gcc-14; any -O, -O0 included; any -mtune) and run under
 * qemu-riscv64 -cpu rv64,v=true,vlen=128: prints "0 1 (want 0 0)" and
 * exits 1; GCC 16 and clang-22 --target=riscv64-linux-gnu
 * -march=rv64gcv_zvfh -fuse-ld=lld -static print "0 0 (want 0 0)" and
 * exit 0. */
#include <riscv_vector.h>
#include <stdint.h>
#include <stdio.h>

static volatile int on = 1;
int16_t a[1] = {1}, s[1];
uint16_t b[1] = {1}, r[3];

/* its vsmul sets vxrm to RNU (0), and it returns with vxrm so */
__attribute__((noinline)) void
f(void)
{
	vint16m1_t x = __riscv_vle16_v_i16m1(a, 1);

	__riscv_vse16_v_i16m1(s, __riscv_vsmul_vv_i16m1(x, x, __RISCV_VXRM_RNU, 1), 1);
}

/* 1 >> 1 rounded down (RDN) is 0; rounded to nearest, up (RNU), 1 */
__attribute__((noinline)) void
g2(void)
{
	vuint16m1_t y = __riscv_vle16_v_u16m1(b, 1), z;

	if (on)
		z = __riscv_vssrl_vx_u16m1(y, 1, __RISCV_VXRM_RDN, 1);
	else
		z = __riscv_vssrl_vx_u16m1(y, 2, __RISCV_VXRM_RDN, 1);
	__riscv_vse16_v_u16m1(&r[1], z, 1);
	f();
	y = __riscv_vle16_v_u16m1(b, 1);
	if (on)
		z = __riscv_vssrl_vx_u16m1(y, 1, __RISCV_VXRM_RDN, 1);
	else
		z = __riscv_vssrl_vx_u16m1(y, 2, __RISCV_VXRM_RDN, 1);
	__riscv_vse16_v_u16m1(&r[2], z, 1);
}

int
main(void)
{
	g2();
	printf("%u %u (want 0 0)\n", r[1], r[2]);
	return !(r[1] == 0 && r[2] == 0);
}
