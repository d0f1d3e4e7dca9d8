// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cmir-opt %s | FileCheck %s --check-prefix=NOLOC
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=NOLOC

// Locations are parsed (including location aliases) and are not printed by
// default.

// NOLOC-NOT: loc(
// NOLOC-NOT: #loc

#loc0 = loc("alias.mlir":10:3)
#loc_name = loc("callee")
#fused = loc(fused[#loc0, #loc_name])

// CHECK-LABEL: module @locs {
// GENERIC-LABEL: "builtin.module"() <{sym_name = "locs"}> ({
module @locs {
  // CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  // GENERIC-LABEL: "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({
  // GENERIC-NEXT: ^bb0(%arg0: i32, %arg1: i32):
  func.func @f(%a: i32 loc("arg.mlir":1:2), %b: i32 loc(unknown)) -> i32 {
    // CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
    // GENERIC-NEXT: %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %0 = arith.addi %a, %b : i32 loc("file.mlir":1:2)
    // CHECK-NEXT: %1 = arith.muli %0, %0 : i32
    %1 = arith.muli %0, %0 : i32 loc(unknown)
    // CHECK-NEXT: %2 = arith.subi %1, %0 : i32
    %2 = arith.subi %1, %0 : i32 loc(fused["a.mlir":1:1, "b.mlir":2:2])
    // CHECK-NEXT: %3 = arith.subi %2, %0 : i32
    %3 = arith.subi %2, %0 : i32 loc(fused<"metadata">["a.mlir":1:1])
    // CHECK-NEXT: %4 = arith.addi %3, %0 : i32
    %4 = arith.addi %3, %0 : i32 loc("name")
    // CHECK-NEXT: %5 = arith.addi %4, %0 : i32
    %5 = arith.addi %4, %0 : i32 loc("name"("inner.mlir":3:4))
    // CHECK-NEXT: %6 = arith.addi %5, %0 : i32
    %6 = arith.addi %5, %0 : i32 loc(callsite("callee" at "caller.mlir":5:6))
    // CHECK-NEXT: %7 = arith.addi %6, %0 : i32
    %7 = arith.addi %6, %0 : i32 loc(#loc0)
    // CHECK-NEXT: %8 = arith.addi %7, %0 : i32
    %8 = arith.addi %7, %0 : i32 loc(callsite(#loc_name at #loc0))
    // CHECK-NEXT: %9 = arith.addi %8, %0 : i32
    %9 = arith.addi %8, %0 : i32 loc(#fused)
    // CHECK-NEXT: %10 = arith.addi %9, %0 : i32
    %10 = arith.addi %9, %0 : i32 loc(fused[])
    // CHECK-NEXT: %11 = arith.addi %10, %0 : i32
    %11 = arith.addi %10, %0 : i32 loc(callsite("f" at callsite("g" at "h.mlir":1:1)))
    // CHECK-NEXT: cf.br ^bb1(%11 : i32)
    cf.br ^bb1(%11 : i32) loc("br.mlir":2:2)
  // CHECK-NEXT: ^bb1(%12: i32):  // pred: ^bb0
  ^bb1(%x: i32 loc("blockarg.mlir":1:1)):
    // CHECK-NEXT: return %12 : i32
    // CHECK-NEXT: }
    // GENERIC: "func.return"(%{{.*}}) : (i32) -> ()
    // GENERIC-NEXT: }) : () -> ()
    return %x : i32 loc("ret.mlir":3:1)
  } loc("func.mlir":1:1)
  // CHECK-NEXT: }
} loc(#loc_name)
