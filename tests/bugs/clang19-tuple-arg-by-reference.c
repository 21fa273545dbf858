/* clang-19 19.1.7 at -O1 and up: wrong code (clang-19 -O0 and clang-22
 * are right).  f takes four LMUL-4 vectors, which fill the argument
 * registers v8..v23, and a vfloat64m4x2_t, which therefore travels by
 * reference through a stack slot.  Called in both arms of an if/else, the
 * caller stores field 1 over field 0 (vs4r.v v28 to the slot's first
 * address, after the join), so f's vfredmax over field 0 sees field 1.
 * clang-19 -O0 shows it too in another program: three LMUL-4 vectors and
 * a vfloat64m4x2_t, whose vget of field 1 reads a stack address (the rerun
 * of seed 0x7a11 on 2026-11-28, failure 0004, 2 operators: -O0's caller
 * stores both fields with vs4r.v to the slot's first address).
 * Found by rif (a 15-minute campaign; rif reduce 81 -> 4 operators; the
 * stores read in the assembly), reduced by hand.  Run under qemu-riscv64
 * -cpu rv64,v=true,vlen=128: prints "max 112 (want 112)" when right,
 * "max 113" when field 1 is read. */
#include <riscv_vector.h>
#include <stdio.h>

double a[8], b[8], c[8], d[8], t[16], out;
volatile int on = 1;

__attribute__((noinline)) void
f(vfloat64m4_t va, vfloat64m4_t vb, vfloat64m4_t vc, vfloat64m4_t vd, vfloat64m4x2_t vt, size_t vl0, size_t vl1, size_t vl2, size_t vl3)
{
	vfloat64m1_t s = __riscv_vfmv_s_f_f64m1(0, 1);

	s = __riscv_vfredusum_vs_f64m4_f64m1(va, s, vl0);
	__riscv_vse64_v_f64m4(c, __riscv_vfnmsac_vv_f64m4(vb, vc, vd, vl1), 8);
	s = __riscv_vfredmax_vs_f64m4_f64m1(__riscv_vget_v_f64m4x2_f64m4(vt, 0), s, vl3);
	out = __riscv_vfmv_f_s_f64m1_f64(s);
}

int
main(void)
{
	vfloat64m4x2_t vt;

	for (int i = 0; i < 16; i++)
		t[i] = 100 + i;         /* field 0: 100 102 .. 114, field 1: 101 103 .. 115 */
	vt = __riscv_vlseg2e64_v_f64m4x2(t, 8);
	if (on)
		f(__riscv_vle64_v_f64m4(a, 8), __riscv_vle64_v_f64m4(b, 8), __riscv_vle64_v_f64m4(c, 8),
		    __riscv_vle64_v_f64m4(d, 8), vt, 7, 7, 7, 7);
	else
		f(__riscv_vle64_v_f64m4(a, 8), __riscv_vle64_v_f64m4(b, 8), __riscv_vle64_v_f64m4(c, 8),
		    __riscv_vle64_v_f64m4(d, 8), vt, 3, 3, 3, 3);
	printf("max %g (want 112)\n", out);
	return out != 112;
}
