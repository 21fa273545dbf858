/* clang-22 22.1.8 at every -O level: crash in instruction selection of g
 * ("fatal error: error in backend: Cannot implicitly convert a scalable
 * size to a fixed-width size in `TypeSize::operator ScalarTy()`").  A call
 * with 11 tuple arguments: two go in v8..v23, the others by reference, and
 * the ninth of those pointers no longer fits in a0..a7 but goes on the
 * stack.  With 10 tuple arguments, or 12 plain vint16m8_t ones, it
 * compiles; clang-19 compiles it.  Found by rif (segment loads and stores
 * in a call part), reduced by hand.  clang-22 --target=riscv64-linux-gnu
 * -march=rv64gcv -O0 -c tuple-args-on-stack.c */
#include <riscv_vector.h>

__attribute__((noinline)) void
f(vint8m4x2_t p0, vint8m4x2_t p1, vint8m4x2_t p2, vint8m4x2_t p3, vint8m4x2_t p4, vint8m4x2_t p5,
    vint8m4x2_t p6, vint8m4x2_t p7, vint8m4x2_t p8, vint8m4x2_t p9, vint8m4x2_t p10)
{
	(void)p0, (void)p1, (void)p2, (void)p3, (void)p4, (void)p5;
	(void)p6, (void)p7, (void)p8, (void)p9, (void)p10;
}

void
g(const int8_t *p, size_t vl)
{
	vint8m4x2_t t = __riscv_vlseg2e8_v_i8m4x2(p, vl);

	f(t, t, t, t, t, t, t, t, t, t, t);
}
