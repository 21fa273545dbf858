/* clang-22 22.1.8 at -O1 and up: a segmentation fault in instruction
 * selection of f ("Running pass 'RISC-V DAG->DAG Pattern Instruction
 * Selection' on function '@f'").  A static noinline function that takes a
 * tuple: without `static` it compiles, and at -O0 too; clang-19 compiles
 * it.  (With a masked segment load in f and the call in both arms of an
 * if, the crash moves to 'Post-RA pseudo instruction expansion pass' on
 * main.)  Found by rif (a tuple passed to a function of a call part),
 * reduced by rif reduce to one operator and by hand.
 * clang-22 --target=riscv64-linux-gnu -march=rv64gcv -O1 -c static-tuple-arg.c */
#include <riscv_vector.h>

static int8_t in[8], out[8];

static __attribute__((noinline)) void
f(vint8mf8x2_t t, size_t vl)
{
	__riscv_vsseg2e8_v_i8mf8x2(out, t, vl);
}

int
main(void)
{
	f(__riscv_vlseg2e8_v_i8mf8x2(in, 1), 1);
	return 0;
}
