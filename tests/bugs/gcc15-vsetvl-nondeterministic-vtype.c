/* GCC 15.3.0 and 16.2.0 at -O2 and -O3: wrong code in about half of the
 * builds of this file, the same file and command each time: GCC's output
 * changes from one run to the next (it depends on where the compiler's own
 * data lie in memory: under `setarch -R`, which turns address
 * randomisation off, every build here is wrong).  GCC 14.2.0 is right,
 * and so are -O1 and --param=vsetvl-strategy=simple; with
 * -fno-schedule-insns every build is wrong; clang-22 -O2 is right.
 * In f (inlined into main, its AVLs 3, 4, 4 on the branch taken) the
 * indexed store takes vl1 = __riscv_vsetvl_e32m2(4), and the vmorn in the
 * loop vl2 = __riscv_vsetvl_e8mf2(4).  In the wrong builds the vsetvl
 * pass puts the vsetvli of vl2 right before the store, after the store's
 * own vtype:
 *     vsetivli  zero,4,e32,m2,ta,ma
 *     vse32.v   v6,0(a5)
 *     vsetivli  a4,4,e8,mf2,ta,ma      <- vl2, and vtype e8
 *     vsoxei32.v v8,(a5),v4            <- so it stores bytes
 * so vsoxei32 stores 8-bit elements (an indexed store's data width is
 * vtype's SEW): bytes 1, 0, 0, 0 of the first word at byte offsets 12, 8,
 * 0, 4, and out[0] and out[2] become 0.  In the right builds the vsetivli
 * of vl2 comes before the store's vtype.  With -fno-schedule-insns the
 * vsetvli of vl2 is gone and the store's `vsetvli zero,a4,e32,m2` reads
 * a4 that nothing set: the eliminated vsetvl whose result is still read
 * of gcc15-vsetvl-eliminated-vl-still-read.c, which may be this bug's
 * cause; this one's build-to-build change and wrong vtype are new.
 * Found by rif: a 10-minute campaign of seed 0x51ed (runs/base10, failure
 * 0043, wrong-code gcc-16 vsoxei; every run of the test's own build
 * failed).  One `rif reduce` of it reached 3 operators (its builds
 * happened to be wrong); later ones called it flaky (a new build of the
 * same program was right).  Ten builds of the reduced program gave two
 * different outputs; then reduced by hand.  No report
 * found in GCC's tracker (searched, issues and pages: "RISC-V vsetvl pass
 * non-deterministic code generation different output between runs",
 * "riscv-vsetvl.cc nondeterministic output depends on address space
 * randomization", "vsetvl indexed store wrong SEW vsoxei executed with e8
 * vtype").
 * Build with riscv64-linux-gnu-gcc-16 -march=rv64gcv_zvfh -mabi=lp64d -O2
 * -static (or gcc-15; -O3), several times, and run under qemu-riscv64
 * -cpu rv64,v=true,vlen=128: a wrong build prints "0 0 1 (expected 1 1
 * 1)" and exits 1; a right one, GCC 14 and clang-22
 * --target=riscv64-linux-gnu -march=rv64gcv -O2 -fuse-ld=lld -static
 * print "1 1 1 (expected 1 1 1)" and exit 0. */
#include <riscv_vector.h>
#include <stdint.h>
#include <stdio.h>

static volatile int on = 1;
uint32_t off[4] = {12, 8, 0, 4};        /* byte offsets of the indexed store */
int32_t old[4] = {1, 1, 1, 1};
int16_t val[4] = {1, 1, 1, 1};
uint8_t zero[4];
int32_t out[4];
uint8_t mout[4];

static inline __attribute__((always_inline)) void
f(vbool16_t m8, vbool16_t m9, vbool64_t m0, vint16m1_t vval, vint32m2_t vold, vuint32m2_t voff,
    size_t avl0, size_t avl1, size_t avl2)
{
	size_t vl0 = __riscv_vsetvl_e32m2(avl0);
	size_t vl1 = __riscv_vsetvl_e32m2(avl1);
	size_t vl2 = __riscv_vsetvl_e8mf2(avl2);
	vint32m2_t v = __riscv_vwmul_vx_i32m2(vval, 1, vl0);
	__riscv_vse32_v_i32m2(out, vold, 4);
	__riscv_vsoxei32_v_i32m2(out, voff, v, vl1);
	vbool16_t r = m9;
	vbool64_t tm = m0;
	for (int t = 0; t < 2 && __riscv_vfirst_m_b64(tm, 4) >= 0; t++, tm = __riscv_vmandn_mm_b64(tm, __riscv_vmsof_m_b64(tm, 4), 4))
		r = __riscv_vmorn_mm_b16(m8, r, vl2);
	vuint8mf2_t z = __riscv_vmv_v_x_u8mf2(0, 4);
	__riscv_vse8_v_u8mf2(mout, __riscv_vadd_vx_u8mf2_mu(r, z, z, 1, 4), 4);
}

int
main(void)
{
	vbool16_t m8 = __riscv_vmsne_vx_u8mf2_b16(__riscv_vle8_v_u8mf2(zero, 4), 0, 4);
	vbool16_t m9 = __riscv_vmsne_vx_u8mf2_b16(__riscv_vle8_v_u8mf2(zero, 4), 0, 4);
	vbool64_t m0 = __riscv_vmsne_vx_u8mf8_b64(__riscv_vle8_v_u8mf8(zero, 4), 0, 4);
	vint16m1_t vval = __riscv_vlse16_v_i16m1(val, 2, 4);
	vint32m2_t vold = __riscv_vle32_v_i32m2(old, 4);
	vuint32m2_t voff = __riscv_vle32_v_u32m2(off, 4);

	if (on)
		f(m8, m9, m0, vval, vold, voff, 3, 4, 4);
	else
		f(m8, m9, m0, vval, vold, voff, 1, 2, 2);
	/* out[1] takes element 3 of v, past vl0: tail agnostic, unknown */
	printf("%d %d %d (expected 1 1 1)\n", (int)out[0], (int)out[2], (int)out[3]);
	return out[0] != 1 || out[2] != 1 || out[3] != 1;
}
