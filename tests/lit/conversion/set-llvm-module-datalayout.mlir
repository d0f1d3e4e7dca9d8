// RUN: cmir-opt %s --set-llvm-module-datalayout | FileCheck %s --check-prefix=EMPTY
// RUN: cmir-opt %s --set-llvm-module-datalayout='data-layout=e-p:32:32' | FileCheck %s --check-prefix=GIVEN
// RUN: not cmir-opt %s --set-llvm-module-datalayout='data-layout=q7' 2>&1 | FileCheck %s --check-prefix=BAD

// The module's llvm.data_layout is replaced by the option's string.

// EMPTY: module attributes {llvm.data_layout = ""}
// GIVEN: module attributes {llvm.data_layout = "e-p:32:32"}
// BAD: error: invalid data layout descriptor: Unknown specifier in datalayout string
module attributes {llvm.data_layout = "E"} {
  func.func @id(%x: i32) -> i32 {
    return %x : i32
  }
}
