/* GCC 16.2.0 at -O2 and -O3: internal compiler error.  "error: insn does
 * not satisfy its constraints:" on (parallel [(set (reg:RVVM1BI 97 v1)
 * (reg:RVVM1BI 104 v8)) (clobber (scratch:DI))]) {*movrvvm1bidi_lra},
 * then "internal compiler error: in extract_constrain_insn, at
 * recog.cc:2793" during RTL pass: postreload.  The second mask argument
 * m1 arrives in v8, but the _tum vadd needs v8-v15 for z (x holds
 * v16-v23, y v24-v31, m0 v0), so LRA splits m1's hard register ("Splitting
 * a hard reg after assignment": newreg r169, class VD_REGS, moves
 * r169=v8 before and v8=r169 after the vadd) and gives r169 v1.  Those
 * split moves go through the mask mov expander, which during LRA emits
 * *mov<VB:mode><P:mode>_lra with (clobber (scratch)), and LRA does not
 * reload them, so the scratch is never given a register.  GCC 14 and 15
 * accept that: their pattern's register-to-register alternative has the
 * scratch constraint "X" (cc1's constraint strings "=vr,m,vr" then
 * "=&r,&r,X"; GCC 15 splits the same way and emits vmv1r.v v1,v8).  In
 * GCC 16 the string after "=vr,m,vr" is "=&r,&r,r": the register move
 * alternative wants a GPR scratch too (the v0=v8 move LRA reloads itself
 * gets (clobber (reg:DI 14 a4))), so the split move fails its constraints
 * (reading of the -fdump-rtl-reload dump and of cc1's strings; GCC 16's
 * vector.md not checked).  Each part is needed: without the second masked
 * operation, with m1 stored by vsm, with the store of p unmasked, with y
 * or z reused for p, or with fewer LMUL-8 values there is no split and no
 * crash.  -O0, -O1, -Os and -Og compile it; GCC 14.2.0 and 15.3.0 compile
 * it at every level, and so does clang-22.
 * No report found in GCC's tracker (searched, issues and pages: "RISC-V
 * insn does not satisfy its constraints movrvvm1bidi_lra postreload",
 * "gcc riscv ICE extract_constrain_insn mov_lra clobber scratch vector
 * mask split hard reg LRA", "RISC-V vector ICE insn does not satisfy its
 * constraints extract_constrain_insn recog.cc postreload", "riscv vector
 * mask vbool register move LRA split hard reg ICE gcc 16 movrvvm1bi",
 * "RISC-V mov_lra match_scratch =&r,&r,r vector fractional mask move
 * LRA").  Found by rif's end-to-end test, seed 97 (GCC 16 -O2:
 * "t.c:1006:1: error: insn does not satisfy its constraints:" in fn13, a
 * vadd_vv_i8m8_tum under r81 then a vsub_vv_u8m8_tumu under r109, with
 * six LMUL-8 arguments), then reduced by hand.  Build with
 * riscv64-linux-gnu-gcc-16 -march=rv64gcv -mabi=lp64d -O2 -static (or
 * -O3): the compiler crashes as above.  GCC 14, GCC 15 (any -O), GCC 16
 * at -O0/-O1 and clang-22 --target=riscv64-linux-gnu -march=rv64gcv
 * -fuse-ld=lld -static build it; under qemu-riscv64 -cpu
 * rv64,v=true,vlen=128 it prints "a[0..3] 100 201 102 203 b[0..3] 50 7 7
 * 53 (want 100 201 102 203 50 7 7 53)" and exits 0. */
#include <riscv_vector.h>
#include <stdint.h>
#include <stdio.h>

#define N 16

uint8_t a[N], b[N], xs[N], ys[N], zs[N], ps[N], m0s[N], m1s[N];

/* two masks (v0, v8) and four LMUL-8 values (x in v16, y, z, p by
 * reference): z needs v8-v15, so LRA splits m1 out of v8 */
__attribute__((noinline)) void
f(vbool1_t m0, vbool1_t m1, vuint8m8_t x, vuint8m8_t y, vuint8m8_t z, vuint8m8_t p, size_t vl)
{
	__riscv_vse8_v_u8m8(a, __riscv_vadd_vv_u8m8_tum(m0, x, y, z, vl), vl);
	__riscv_vse8_v_u8m8_m(m1, b, p, vl);
}

int
main(void)
{
	int bad = 0;

	for (int i = 0; i < N; i++) {
		xs[i] = 200 + i;
		ys[i] = i;
		zs[i] = 100;
		ps[i] = 50 + i;
		b[i] = 7;
		m0s[i] = i % 2 == 0;
		m1s[i] = i % 3 == 0;
	}
	f(__riscv_vmsne_vx_u8m8_b1(__riscv_vle8_v_u8m8(m0s, N), 0, N),
	    __riscv_vmsne_vx_u8m8_b1(__riscv_vle8_v_u8m8(m1s, N), 0, N),
	    __riscv_vle8_v_u8m8(xs, N), __riscv_vle8_v_u8m8(ys, N),
	    __riscv_vle8_v_u8m8(zs, N), __riscv_vle8_v_u8m8(ps, N), N);
	for (int i = 0; i < N; i++) {
		bad |= a[i] != (i % 2 == 0 ? 100 + i : 200 + i);
		bad |= b[i] != (i % 3 == 0 ? 50 + i : 7);
	}
	printf("a[0..3] %d %d %d %d b[0..3] %d %d %d %d (want 100 201 102 203 50 7 7 53)\n",
	    a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3]);
	return bad;
}
