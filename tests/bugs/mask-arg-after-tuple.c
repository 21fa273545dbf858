/* clang-22 22.1.8 at -O0: wrong code in a call.  Every vector argument
 * register is taken (m0 in v0, a, b in v8..v23), so d, m1 and the tuple e
 * are passed by reference; in f the mask m1 holds bits of the tuple e (all
 * 1) where the caller passed all 0 (its -O0 code takes m1 from a register
 * that holds a field of e).
 * clang-22 -O1/-O2 and clang-19 print 0 0 0 0; with plain vectors for e,
 * or without d, clang-22 -O0 is right too.  The cause, read in the caller's
 * -O0 assembly: it writes a fractional-LMUL tuple passed by reference to
 * its stack slot one field per VLENB (e's 4 fields span 4 VLENB), but the
 * slot is smaller, and the next by-reference argument's slot starts inside
 * that span (m1's at 3 VLENB): e's last field, written after m1, lands on
 * m1.  Written the other way round, the later argument lands on the tuple:
 * a campaign found f(vuint16m8_t, vuint16m8_t, vuint16m4_t c,
 * vuint16m4_t d, vuint8mf2x7_t t) storing t with fields 4 and 5 holding d
 * (d's slot at 4 VLENB, inside t's 7).  Found by rif (a segment-store
 * test in a call part), reduced by hand.  Run under qemu-riscv64 -cpu
 * rv64,v=true,vlen=128 (any VLEN): prints "1 0 0 0 (want 0 0 0 0)". */
#include <riscv_vector.h>
#include <stdint.h>
#include <stdio.h>

uint8_t m0bits[4] = {1, 0, 1, 1}, m1bits[4] = {0, 0, 0, 0}, ebytes[16] = {
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, seen[4];
int16_t zero[64];

__attribute__((noinline)) void
f(vbool8_t m0, vint16m8_t a, vint16m8_t b, vint16m8_t d, vbool32_t m1, vuint8mf4x4_t e)
{
	(void)m0, (void)a, (void)b, (void)d, (void)e;
	__riscv_vse8_v_u8mf4(seen, __riscv_vmerge_vxm_u8mf4(__riscv_vmv_v_x_u8mf4(0, 4), 1, m1, 4), 4);
}

int
main(void)
{
	vbool8_t m0 = __riscv_vmsne_vx_u8m1_b8(__riscv_vle8_v_u8m1(m0bits, 4), 0, 4);
	vbool32_t m1 = __riscv_vmsne_vx_u8mf4_b32(__riscv_vle8_v_u8mf4(m1bits, 4), 0, 4);
	vint16m8_t a = __riscv_vle16_v_i16m8(zero, 4);
	vuint8mf4x4_t e = __riscv_vlseg4e8_v_u8mf4x4(ebytes, 4);

	f(m0, a, a, a, m1, e);
	printf("%d %d %d %d (want 0 0 0 0)\n", seen[0], seen[1], seen[2], seen[3]);
	return seen[0] | seen[1] | seen[2] | seen[3];
}
