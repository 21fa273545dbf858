/* clang-19 19.1.7 at -O2: crash in the Greedy Register Allocator (a
 * release build: "malloc(): invalid size (unsorted)" or
 * "malloc_consolidate(): invalid chunk size", heap corruption; the
 * unreduced program crashed at -O3 too, with a segmentation fault), on a loop whose vl comes from vsetvl, holding a masked
 * fault-only-first segment load (vlseg3e16ff _mu, run twice by an inner
 * loop) whose new vl becomes the next trip's vl, and an early exit on
 * vfirst of a mask.  clang-19 -O0, -O1 and -O3 and clang-22.1.8 at every
 * level compile it.  The ingredients are those of clang19-vleff-vfirst-loop-crash.c
 * (there the crash is in the RISC-V Insert VSETVLI pass); both may be one
 * bug whose damage shows in different passes, but the crash sites differ,
 * so they are kept apart.  LLVM's tracker has a fault-only-first load and a
 * vsetvli crashing the register allocator's live-range splitting with an
 * assertion ("range ends mid block with no uses", issue 166613, closed),
 * which a release build would show as such corruption; nothing names
 * clang-19 and segment loads.
 * Found by rif 0.2.0 (a 5-minute default campaign, --seed 77: test 3;
 * rif reduce 66 -> 7 operators), then reduced by deleting top-level
 * definitions and lines while the crash stayed and clang-22 -Wall -Werror
 * compiled it.
 *   clang-19 --target=riscv64-linux-gnu -march=rv64gcv_zvfh -O2 -c clang19-vlsegff-loop-greedy-ra.c */
#include <riscv_vector.h>
#include <stdio.h>
#include <string.h>
static int
rif_isnan(uint64_t x, int bytes)
{
	return (x & 0x7ff0000000000000u) == 0x7ff0000000000000u && (x & 0xfffffffffffffu);
}
static unsigned long rif_nbad, rif_nagn, rif_nok;
static void
rif_check(int op, const char *intr, const char *val, const char *via, const void *got,
    const void *exp, const char *st, size_t n, int bytes, int kind)
{
	int mask = kind == 1, fp = kind == 2;
	const unsigned char *g = got, *e = exp;
	uint64_t ones = mask ? 1 : bytes == 8 ? ~(uint64_t)0 : ((uint64_t)1 << (8 * bytes)) - 1;
	unsigned long bad = 0, agn = 0;
	for (size_t i = 0; i < n; i++) {
		char s = st ? st[i] : '0';
		uint64_t gv = 0, ev = 0;
		if (s == '2')
			continue;
		memcpy(&gv, g + i * (size_t)bytes, (size_t)bytes);
		if (s == '3' ? rif_isnan(gv, bytes) : gv == ev || (s == '1' && gv == ones)) {
			if (bad++ < 8) {
			}
			printf("rif: note: op %d %s: agnostic %s[%zu] is 0x%0*llx, neither the "
			    "undisturbed 0x%0*llx nor all ones\n", op, intr, val, i, 2 * bytes,
			    (unsigned long long)gv, 2 * bytes, (unsigned long long)ev);
		}
	}
}
static void
rif_bad_vl(int op, const char *intr, size_t got, size_t exp)
{
	printf("rif: FAIL op %d %s: new_vl expected %zu got %zu\n", op, intr, exp, got);
}
static int
rif_exit(void)
{
	if (rif_nbad) {
	}
		printf("rif: note: %lu agnostic elements hold neither their old value nor all ones\n",
		    rif_nagn);
	return 0;
}
#define LEN0 1
static volatile size_t rif_len0 = LEN0;
static _Float16 vfsub1[LEN0];
static _Float16 in2[LEN0];
static uint8_t vmfeq4[LEN0];
static _Float16 in5[LEN0];
static _Float16 in6[LEN0];
static int16_t in15[LEN0];
static int16_t in16[LEN0];
static uint16_t vlsegff17[3 * LEN0];
static uint16_t in18[3 * LEN0];
static uint16_t in19[3 * LEN0];
static volatile int16_t k21 = (int16_t)0;
static int64_t rif_exitpos0 = -1;
static const uint16_t want_vfsub1[LEN0] = {
};
static void
loop0(void)
{
	const size_t n = rif_len0;
	const int16_t k21_ = k21;
	for (size_t i = 0, vl; i < n; i += vl) {
		vl = __riscv_vsetvl_e16mf4(n - i);
		vfloat16mf4_t r_in2 = __riscv_vlse16_v_f16mf4(in2 + i, 2, vl);
		vfloat16mf4_t r_vfsub1 = r_in2;
		for (int t = 0, tn = (k21_ == (int16_t)0) ? 2 : 0; t < tn; t++)
		__riscv_vsuxei16_v_f16mf4(vfsub1 + i, __riscv_vsll_vx_u16mf4(__riscv_vid_v_u16mf4(vl), 1, vl), r_vfsub1, vl);
		vfloat16mf4_t r_in5 = __riscv_vle16_v_f16mf4(in5 + i, vl);
		vfloat16mf4_t r_in6 = __riscv_vle16_v_f16mf4(in6 + i, vl);
		vbool64_t r_vmfeq4 = __riscv_vmfeq_vv_f16mf4_b64(r_in5, r_in6, vl);
		{ vuint8mf8_t z = __riscv_vmv_v_x_u8mf8(0, vl); __riscv_vse8_v_u8mf8(vmfeq4 + i, __riscv_vadd_vx_u8mf8_mu(r_vmfeq4, z, z, 1, vl), vl); }
		vint16mf4_t r_in15 = __riscv_vle16_v_i16mf4(in15 + i, vl);
		vint16mf4_t r_in16 = __riscv_vle16_v_i16mf4(in16 + i, vl);
		vbool64_t r_vmsle0 = __riscv_vmsle_vv_i16mf4_b64(r_in15, r_in16, vl);
		vuint16mf4x3_t r_in18 = __riscv_vlseg3e16_v_u16mf4x3(in18 + 3 * i, vl);
		size_t nvl5 = vl;
		vuint16mf4x3_t r_vlsegff17 = r_in18;
		for (int t = 0, tn = (k21_ == (int16_t)0) ? 2 : 0; t < tn; t++)
			r_vlsegff17 = __riscv_vlseg3e16ff_v_u16mf4x3_mu(r_vmsle0, r_vlsegff17, in19 + 3 * i, &nvl5, vl);
		if (nvl5 != vl)
			rif_bad_vl(5, "__riscv_vlseg3e16ff_v_u16mf4x3_mu", nvl5, vl);
		__riscv_vsseg3e16_v_u16mf4x3(vlsegff17 + 3 * i, r_vlsegff17, vl);
		long f0 = __riscv_vfirst_m_b64(r_vmfeq4, vl);
		if (f0 >= 0) {
			rif_exitpos0 = (int64_t)(i + (size_t)f0);
			break;
		}
		vl = nvl5;
	}
}
static void
rif_verify(void)
{
	{
		static const int64_t want = 0;
		rif_check(1, "__riscv_vfirst_m_b64: the early exit of loop part 0 on the mask of op 1 vmfeq_vv_f16mf4_b64", "rif_exitpos0", "", &rif_exitpos0, &want, NULL, 1, 8, 0);
	}
}
int
main(void)
{
	loop0();
	rif_verify();
}
