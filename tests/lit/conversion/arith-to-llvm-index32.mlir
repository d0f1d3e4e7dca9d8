// RUN: cmir-opt %s --convert-arith-to-llvm=index-bitwidth=32 --split-input-file | FileCheck %s

// index-bitwidth=32: index becomes i32.
// CHECK-LABEL: func.func @index32(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// CHECK-NEXT:   %2 = llvm.mlir.constant(3 : index) : i32
// CHECK-NEXT:   %3 = llvm.add %1, %2 : i32
// CHECK-NEXT:   %4 = llvm.mul %3, %0 : i32
// CHECK-NEXT:   %5 = builtin.unrealized_conversion_cast %4 : i32 to index
// CHECK-NEXT:   return %5 : index
// CHECK-NEXT: }
func.func @index32(%a: index, %b: index) -> index {
  %c = arith.constant 3 : index
  %0 = arith.addi %a, %c : index
  %1 = arith.muli %0, %b : index
  return %1 : index
}
