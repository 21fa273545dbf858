/* clang-22 22.1.8 at -O1 and up with -mcpu=spacemit-x60, -mtune=spacemit-x60
 * or -mtune=sifive-p670 (the tunings with the vxrm-pipeline-flush feature;
 * -Xclang -target-feature -Xclang +vxrm-pipeline-flush alone shows it too):
 * wrong code.  The loop's vasubu rounds to nearest even (vxrm 1); the op after
 * the loop rounds to odd (vxrm 3).  RISC-V Insert Write VXRM, hoisting writes
 * for such cores, puts a write of 3 at the end of the loop's first block,
 * before the early-exit branch, so every strip after the first runs with vxrm
 * 3; post-RA MachineLICM then hoists that write out of the loop, after the
 * write of 1, and every strip is wrong.  Run under qemu-riscv64 -cpu
 * rv64,v=true,vlen=256: prints 255 for each element (the p670 tuning at -O2:
 * 0 0 0 0 255 255 255 255); clang-22 without these tunings, clang-19 with
 * them and clang-22 -O0 print 0 0 0 0 0 0 0 0.  Found by rif fuzz with
 * tunings; rif reduce: 29 -> 3 operators. */
#include <riscv_vector.h>
#include <stdint.h>
#include <stdio.h>

uint8_t a[8], b[8] = {1, 1, 1, 1, 1, 1, 1, 1}, r[8], s[8];
volatile int stop = 0;

int
main(void)
{
	for (size_t i = 0, vl; i < 8; i += vl) {
		vl = __riscv_vsetvl_e8mf8(8 - i);
		vuint8mf8_t x = __riscv_vle8_v_u8mf8(a + i, vl);
		vuint8mf8_t y = __riscv_vle8_v_u8mf8(b + i, vl);
		/* (0 - 1) / 2, rounded to nearest, ties to even: 0 */
		__riscv_vse8_v_u8mf8(r + i, __riscv_vasubu_vv_u8mf8(x, y, __RISCV_VXRM_RNE, vl), vl);
		if (stop)
			break;
	}
	/* after the loop, an op that rounds to odd */
	vuint8m1_t z = __riscv_vle8_v_u8m1(a, 8);
	__riscv_vse8_v_u8m1(s, __riscv_vssrl_vx_u8m1(z, 1, __RISCV_VXRM_ROD, 8), 8);
	printf("%u %u %u %u %u %u %u %u (want 0 0 0 0 0 0 0 0)\n", r[0], r[1], r[2], r[3], r[4], r[5],
	    r[6], r[7]);
	return r[0] | r[1] | r[2] | r[3] | r[4] | r[5] | r[6] | r[7];
}
