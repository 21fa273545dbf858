/* clang-19 19.1.7 at -O1 and up: wrong code (clang-19 -O0 and clang-22 are
 * right).  A strip loop that advances by the new_vl of a fault-only-first
 * load, as string-scanning code does.  clang-19 gives the loop index i and
 * new_vl one register and loses i's initial 0: the loop's first test reads
 * the register while it still holds the address of b, so the loop never
 * runs.  opt-bisect names the Machine Instruction Scheduler (removing
 * `li a5, 0`).  Other programs of this shape made clang-19 -O2 lose the
 * index in Machine code sinking (`csrr` of new_vl overwrites i, which then
 * doubles every trip: a loop that never ends) and in Machine Copy
 * Propagation.  Found by rif (campaigns once strips advanced by new_vl;
 * rif reduce 71 -> 2 operators), reduced by hand.
 * Build: clang-19 --target=riscv64-linux-gnu -march=rv64gcv -O2 -static
 * Run: qemu-riscv64 -cpu rv64,v=true,vlen=128 (any VLEN): prints
 * "first -1 (want 0)"; a right build prints "first 0 (want 0)". */
#include <riscv_vector.h>
#include <stdio.h>

static uint8_t in[1], out[1], a[1] = {1}, b[1];

int
main(void)
{
	const size_t n = 1;
	long pos = -1;

	for (size_t i = 0, vl; i < n; i += vl) {
		vl = __riscv_vsetvl_e8mf8(n - i);
		size_t new_vl = vl;
		vuint8mf8_t x = __riscv_vle8ff_v_u8mf8(in + i, &new_vl, vl);
		__riscv_vse8_v_u8mf8(out + i, x, vl);
		vbool64_t ma = __riscv_vmseq_vx_u8mf8_b64(__riscv_vle8_v_u8mf8(a + i, vl), 0, vl);
		vbool64_t mb = __riscv_vmseq_vx_u8mf8_b64(__riscv_vle8_v_u8mf8(b + i, vl), 0, vl);
		long f = __riscv_vfirst_m_b64(__riscv_vmnand_mm_b64(ma, mb, vl), vl);
		if (f >= 0) {
			pos = (long)(i + (size_t)f);
			break;
		}
		vl = new_vl;
	}
	printf("first %ld (want 0)\n", pos);
	return 0;
}
