// The input kind comes from the first bytes, never from the file name.
// RUN: cmir-bc %s -o %t.mlir
// RUN: cmir-opt %t.mlir | FileCheck %s
// RUN: cmir-bc %t.mlir | FileCheck %s
// RUN: cat %s > %t.cmbc
// RUN: cmir-bc --emit-text %t.cmbc | FileCheck %s
// RUN: cmir-opt %t.cmbc | FileCheck %s

// CHECK: func.func @g() -> index
// CHECK-NEXT: %[[C:.*]] = arith.constant 7 : index
// CHECK-NEXT: return %[[C]] : index
func.func @g() -> index {
  %c7 = arith.constant 7 : index
  return %c7 : index
}
