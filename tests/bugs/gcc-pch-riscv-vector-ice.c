/* GCC 14.2.0, 15.3.0 and 16.2.0 (Debian's riscv64-linux-gnu cross
 * compilers), any -O level: internal compiler error (segmentation fault)
 * on the first RVV intrinsic call of a translation unit that takes
 * riscv_vector.h from a precompiled header.  Not found by a campaign: rif's
 * benchmark tried a precompiled riscv_vector.h to cut GCC's start-up (the
 * header's "#pragma riscv intrinsic" registers every intrinsic: about
 * 320 ms of each compile).  Without the precompiled header the same file
 * compiles.  clang-16 and clang-19 take such a header but lose the
 * intrinsics ("call to undeclared function"; LLVM issue 109634, closed);
 * clang-22 compiles it.  Nothing about a precompiled riscv_vector.h was in
 * GCC's tracker when searched ("riscv_vector.h precompiled header ICE",
 * "PCH riscv vector intrinsics segmentation fault").
 *
 *   printf '#include <riscv_vector.h>\n' > rvv.h
 *   riscv64-linux-gnu-gcc-15 -march=rv64gcv -mabi=lp64d -O2 -x c-header rvv.h -o rvv.h.gch
 *   riscv64-linux-gnu-gcc-15 -march=rv64gcv -mabi=lp64d -O2 -include rvv.h -S gcc-pch-riscv-vector-ice.c
 *     gcc-pch-riscv-vector-ice.c:23:1: internal compiler error: Segmentation fault
 *   riscv64-linux-gnu-gcc-15 -march=rv64gcv -mabi=lp64d -O2 -include riscv_vector.h -S gcc-pch-riscv-vector-ice.c
 *     (compiles)
 */
#include <riscv_vector.h>

vint32m1_t f(vint32m1_t a, size_t vl) { return __riscv_vadd_vv_i32m1(a, a, vl); }
