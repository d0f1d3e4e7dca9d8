// -o writes through a temporary file: a failing run leaves the previous
// output untouched and no temporary file behind.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cmir-opt %s -o %t/out.mlir
// RUN: FileCheck %s --input-file %t/out.mlir
// RUN: echo 'func.func @broken(' | not cmir-opt - -o %t/out.mlir 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: FileCheck %s --input-file %t/out.mlir
// RUN: ls %t | count 1
// A missing input file or output directory is a clean error.
// RUN: not cmir-opt %t/missing.mlir 2>&1 | FileCheck %s --check-prefix=NOFILE
// RUN: not cmir-opt %s -o %t/no/such/dir/out.mlir 2>&1 | FileCheck %s --check-prefix=NODIR
// RUN: cmir-opt --help | FileCheck %s --check-prefix=HELP

// CHECK: func.func @kept
// ERR: error:
// NOFILE: cmir-opt: cannot open '{{.*}}missing.mlir': No such file or directory
// NODIR: cmir-opt: cannot write '{{.*}}out.mlir'
// HELP: usage: cmir-opt
// HELP: --canonicalize
func.func @kept() {
  return
}
