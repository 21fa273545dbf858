/* GCC 14.2.0, 15.3.0 and 16.2.0 at every -O level: wrong code in a call
 * (an ABI bug).  f(vbool64_t a, int k, vbool64_t b): GCC passes both masks
 * in v0.  The psABI's vector calling convention passes the first mask
 * argument in v0 and every later one like a data argument (v8..v23), so b
 * belongs in v8, where clang-22 puts and reads it.  GCC's callee reads b
 * from v0 (vadd.vx v8,v8,a0,v0.t, no vmv1r.v v0,v8) and its caller sets v0
 * to a (vmclr.m v0) and never materialises b, so b is lost; at -O0 the
 * caller loads a and b each into v0 in turn.  Any scalar argument (int,
 * double, pointer) between the first mask and a later one does it:
 * f(a, b), f(a, vuint8mf8_t v, b), f(int k, a, b) are right;
 * f(a, c, int k, b) is wrong too.  The scalar argument seems to reset
 * GCC's record that v0 is taken.  GCC agrees with itself, so only the
 * value is lost; a GCC-16 main linked with a clang-22-compiled f prints
 * 0 0 as well (clang reads b from v8, where GCC put nothing).  Not a vl or vtype issue: rif's failures 0002
 * (vmsif_m_b64_mu, vl 0 from vsetvl_e32m4(0) just before) and 0003
 * (vfadd_vv_f16mf4_tum) both had fn1(vbool64_t, vectors, a uint8_t or
 * uint16_t, vbool64_t mask, ...) and their masked op used the later mask;
 * moving the scalar in front of the first mask fixes both; their bisects
 * (tree-eh, rtl-vsetvl) were misleading.  No report found in GCC's
 * tracker (searched: "vector mask argument calling convention riscv gcc
 * wrong code", "mask argument scalar argument between both passed in v0",
 * "riscv_get_vector_arg mask v0").  Found by rif: a campaign with GCC
 * beside clang-22, rif reduce 52 -> 3 and 67 -> 3 operators, then by hand.
 * Build with riscv64-linux-gnu-gcc-16 -march=rv64gcv_zvfh -mabi=lp64d -O2
 * -static (or gcc-14, gcc-15; any -O) and run under qemu-riscv64 -cpu
 * rv64,v=true,vlen=128 (128, 256, 512 alike): prints "0 0 (want 1 1)" and
 * exits 1; clang-22 prints "1 1 (want 1 1)". */
#include <riscv_vector.h>
#include <stdint.h>
#include <stdio.h>

uint8_t out[2];

__attribute__((noinline)) void
f(vbool64_t a, int k, vbool64_t b)
{
	vuint8mf8_t z = __riscv_vmv_v_x_u8mf8(0, 2);

	(void)a;
	__riscv_vse8_v_u8mf8(out, __riscv_vadd_vx_u8mf8_mu(b, z, z, k, 2), 2);
}

int
main(void)
{
	vbool64_t a = __riscv_vmclr_m_b64(2);   /* all false */
	vbool64_t b = __riscv_vmset_m_b64(2);   /* all true */

	f(a, 1, b);
	printf("%u %u (want 1 1)\n", out[0], out[1]);
	return !(out[0] == 1 && out[1] == 1);
}
