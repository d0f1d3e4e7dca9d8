// cmir-fuzz --emit: the same seed gives the same bytes, other seeds other
// programs; the first line names the generator version and the seed, and the
// program verifies.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cmir-fuzz --seed 7 --emit > %t/a.mlir
// RUN: cmir-fuzz --seed=7 --emit -o %t/b.mlir
// RUN: cmp %t/a.mlir %t/b.mlir
// RUN: cmir-fuzz --seed 8 --emit > %t/c.mlir
// RUN: not cmp -s %t/a.mlir %t/c.mlir
// RUN: cmir-fuzz --seed 7 --emit --ops 300 > %t/d.mlir
// RUN: not cmp -s %t/a.mlir %t/d.mlir
// RUN: FileCheck %s --check-prefix=HEAD < %t/a.mlir
// RUN: cmir-opt %t/a.mlir > /dev/null
// RUN: cmir-opt %t/d.mlir > /dev/null
// RUN: cmir-fuzz --version | FileCheck %s --check-prefix=VERSION

// HEAD: {{^}}// cmir-fuzz generator 6 seed 7 dialect std ops 100{{$}}
// HEAD-NEXT: func.func private @printI64(i64)
// HEAD: func.func @main() {
// VERSION: cmir-fuzz {{.*}}(generator version 6)

// --seeds A..B --emit: the programs of the range, each as --seed N gives it,
// separated by `// -----`.
// RUN: cmir-fuzz --seeds 6..8 --emit > %t/range.mlir
// RUN: cmir-fuzz --seed 6 --emit > %t/range.expected
// RUN: echo '// -----' >> %t/range.expected
// RUN: cat %t/a.mlir >> %t/range.expected
// RUN: echo '// -----' >> %t/range.expected
// RUN: cat %t/c.mlir >> %t/range.expected
// RUN: cmp %t/range.mlir %t/range.expected
// RUN: cmir-opt --split-input-file %t/range.mlir > /dev/null
