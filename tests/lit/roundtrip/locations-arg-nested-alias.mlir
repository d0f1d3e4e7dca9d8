// A block argument's location is printed inline; the aliases inside it are
// defined before the op (with the other early aliases), so the output reads
// back with the same locations, as in mlir-opt-19.
// RUN: cmir-opt --mlir-print-debuginfo %s | FileCheck %s
// RUN: cmir-opt --mlir-print-debuginfo %s | cmir-opt --mlir-print-debuginfo | FileCheck %s
// RUN: cmir-opt --mlir-print-debuginfo --mlir-print-op-generic %s | cmir-opt --mlir-print-debuginfo | FileCheck %s

// CHECK: #[[FILE:loc[0-9]+]] = loc("y.c":1:2)
// CHECK: #[[NAME:loc[0-9]+]] = loc("x"(#[[FILE]]))
// CHECK: module {
// CHECK: func.func @f(%arg0: i32 loc("x"(#[[FILE]])))

func.func @f(%a: i32 loc("x"("y.c":1:2))) {
  return
}
