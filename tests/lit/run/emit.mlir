// -c writes an object file, --emit-llvm the optimized IR, --emit-asm the
// assembly; --cache-dir reuses object code for the same module and options.
// REQUIRES: llvm-backend
// RUN: rm -rf %t && mkdir -p %t
// RUN: cmir-run -c %s -o %t/prog.o && od -An -c -N4 %t/prog.o | FileCheck %s --check-prefix=ELF
// RUN: cmir-run --emit-llvm -O2 %s | FileCheck %s --check-prefix=IR
// RUN: cmir-run --emit-llvm -O0 %s | FileCheck %s --check-prefix=IR0
// RUN: cmir-run --emit-asm %s -o %t/prog.s && FileCheck %s --check-prefix=ASM < %t/prog.s
// RUN: cmir-run -v --cache-dir %t/cache -entry-point-result=i64 %s 2>&1 | FileCheck %s --check-prefix=MISS
// RUN: cmir-run -v --cache-dir %t/cache -entry-point-result=i64 %s 2>&1 | FileCheck %s --check-prefix=HIT
// RUN: cmir-run -v --cache-dir %t/cache -O1 -entry-point-result=i64 %s 2>&1 | FileCheck %s --check-prefix=MISS
// A damaged cache entry is compiled again (and replaced).
// RUN: sh -c 'for f in %t/cache/*.o; do echo damaged > "$f"; done'
// RUN: cmir-run -v --cache-dir %t/cache -entry-point-result=i64 %s 2>&1 | FileCheck %s --check-prefix=MISS
// RUN: cmir-run -v --cache-dir %t/cache -entry-point-result=i64 %s 2>&1 | FileCheck %s --check-prefix=HIT

// ELF: 177 E L F
// The loop folds away at -O2, not at -O0.
// IR: define {{.*}}i64 @main()
// IR-NEXT: ret i64 5050
// IR0: define i64 @main()
// IR0: br label
// ASM: main:
// MISS: cmir-run: cache miss: {{.*}}cache/{{[0-9a-f]+}}.o
// MISS-NEXT: 5050
// HIT: cmir-run: cache hit: {{.*}}cache/{{[0-9a-f]+}}.o
// HIT-NEXT: 5050
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c101 = arith.constant 101 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c101 step %c1 iter_args(%acc = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %a = arith.addi %acc, %ii : i64
    scf.yield %a : i64
  }
  return %s : i64
}
