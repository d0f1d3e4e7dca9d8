// Every tool takes `-o FILE` and `-o=FILE` alike, and says so when the file
// name is missing.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cmir-opt %s -o %t/a.mlir && cmir-opt %s -o=%t/b.mlir && cmp %t/a.mlir %t/b.mlir
// RUN: cmir-bc %s -o %t/a.cmbc && cmir-bc %s -o=%t/b.cmbc && cmp %t/a.cmbc %t/b.cmbc
// RUN: not cmir-opt %s -o 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: not cmir-bc %s -o 2>&1 | FileCheck %s --check-prefix=BC
// RUN: not cmir-translate --mlir-to-llvmir %s -o 2>&1 | FileCheck %s --check-prefix=TR
// RUN: not cmir-run %s -o 2>&1 | FileCheck %s --check-prefix=RUNNER

// OPT: cmir-opt: missing argument to -o
// BC: cmir-bc: missing argument to -o
// TR: cmir-translate: missing argument to -o
// RUNNER: cmir-run: missing argument to -o
func.func @f() {
  return
}
