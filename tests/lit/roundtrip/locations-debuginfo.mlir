// RUN: cmir-opt --mlir-print-debuginfo %s | FileCheck %s
// RUN: cmir-opt --mlir-print-debuginfo %s | cmir-opt --mlir-print-debuginfo | FileCheck %s
// RUN: cmir-opt --mlir-print-debuginfo --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// With --mlir-print-debuginfo every operation gets a trailing `loc(...)`,
// mostly through `#locN` aliases. Operations without an explicit location
// carry the position where they were parsed; the implicit top-level module
// gets `"<file>":0:0`.

#callee = loc("callee")

func.func @f(%a: i32 loc("arg.mlir":1:2), %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32 loc("file.mlir":1:2)
  %1 = arith.muli %0, %0 : i32 loc(unknown)
  %2 = arith.subi %1, %0 : i32 loc(fused["a.mlir":1:1, "b.mlir":2:2])
  %3 = arith.subi %2, %0 : i32 loc(fused<"metadata">["a.mlir":1:1])
  %4 = arith.addi %3, %0 : i32 loc("name")
  %5 = arith.addi %4, %0 : i32 loc("name"("inner.mlir":3:4))
  %6 = arith.addi %5, %0 : i32 loc(callsite(#callee at "caller.mlir":5:6))
  %7 = arith.addi %6, %0 : i32
  return %7 : i32 loc("file.mlir":1:2)
} loc("func.mlir":1:1)

// Checks are kept below the input so that the line numbers above are stable.
// Location aliases are numbered in the order the locations are first visited
// (operation locations before nested regions), except that aliases referring
// to other aliases are numbered after all others. Locations of block
// arguments are printed inline, and their aliases are emitted before the
// module; all other aliases are emitted after it.

// CHECK:      #loc2 = loc("arg.mlir":1:2)
// CHECK-NEXT: #loc3 = loc("{{.*}}locations-debuginfo.mlir":12:43)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i32 loc("arg.mlir":1:2), %arg1: i32 loc("{{.*}}locations-debuginfo.mlir":12:43)) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32 loc(#loc4)
// CHECK-NEXT:     %1 = arith.muli %0, %0 : i32 loc(#loc5)
// CHECK-NEXT:     %2 = arith.subi %1, %0 : i32 loc(#loc13)
// CHECK-NEXT:     %3 = arith.subi %2, %0 : i32 loc(#loc14)
// CHECK-NEXT:     %4 = arith.addi %3, %0 : i32 loc(#loc8)
// CHECK-NEXT:     %5 = arith.addi %4, %0 : i32 loc(#loc15)
// CHECK-NEXT:     %6 = arith.addi %5, %0 : i32 loc(#loc16)
// CHECK-NEXT:     %7 = arith.addi %6, %0 : i32 loc(#loc12)
// CHECK-NEXT:     return %7 : i32 loc(#loc4)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}locations-debuginfo.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("func.mlir":1:1)
// CHECK-NEXT: #loc4 = loc("file.mlir":1:2)
// CHECK-NEXT: #loc5 = loc(unknown)
// CHECK-NEXT: #loc6 = loc("a.mlir":1:1)
// CHECK-NEXT: #loc7 = loc("b.mlir":2:2)
// CHECK-NEXT: #loc8 = loc("name")
// CHECK-NEXT: #loc9 = loc("inner.mlir":3:4)
// CHECK-NEXT: #loc10 = loc("callee")
// CHECK-NEXT: #loc11 = loc("caller.mlir":5:6)
// CHECK-NEXT: #loc12 = loc("{{.*}}locations-debuginfo.mlir":20:8)
// CHECK-NEXT: #loc13 = loc(fused[#loc6, #loc7])
// CHECK-NEXT: #loc14 = loc(fused<"metadata">[#loc6])
// CHECK-NEXT: #loc15 = loc("name"(#loc9))
// CHECK-NEXT: #loc16 = loc(callsite(#loc10 at #loc11))

// GENERIC:      #loc2 = loc("arg.mlir":1:2)
// GENERIC-NEXT: #loc3 = loc("{{.*}}locations-debuginfo.mlir":12:43)
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32 loc("arg.mlir":1:2), %arg1: i32 loc("{{.*}}locations-debuginfo.mlir":12:43)):
// GENERIC-NEXT:     %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc4)
// GENERIC:          "func.return"(%7) : (i32) -> () loc(#loc4)
// GENERIC-NEXT:   }) : () -> () loc(#loc1)
// GENERIC-NEXT: }) : () -> () loc(#loc)
// GENERIC-NEXT: #loc = loc("{{.*}}locations-debuginfo.mlir":0:0)
