/* QEMU 10.0.2 (Debian's bookworm-backports qemu-user) aborts: "ERROR:accel/
 * tcg/user-exec.c:832:probe_access_flags: assertion failed: (-(addr |
 * TARGET_PAGE_MASK) >= size)".  A fault-only-first segment load
 * (vlseg5e64ff.v, masked or not) whose 16 segments of 40 bytes cross a page
 * boundary, all of it mapped; QEMU 7.2 gives new_vl 16.  Found by rif (a
 * vlseg5e64ff in a strip-mined loop at VLEN 1024), reduced by hand.  Build
 * with clang -march=rv64gcv -static; run under qemu-riscv64 -cpu
 * rv64,v=true,vlen=1024: aborts (want "new_vl 16"). */
#include <riscv_vector.h>
#include <stdio.h>

static uint64_t buf[3 * 512] __attribute__((aligned(4096)));

int
main(void)
{
	size_t nvl = 0;
	vuint64m1x5_t t = __riscv_vlseg5e64ff_v_u64m1x5(buf + 440, &nvl, 16);   /* bytes 3520 .. 4159 */

	(void)t;
	printf("new_vl %zu\n", nvl);
	return nvl != 16;
}
