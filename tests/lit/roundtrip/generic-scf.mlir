// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// scf operations in the generic form, with explicit terminators and entry
// block arguments. The custom printer elides operand-less scf.yield
// terminators of scf.for and scf.if.

// CHECK-LABEL: func.func @scf(%arg0: index, %arg1: f32, %arg2: i1) -> f32 {
"func.func"() <{function_type = (index, f32, i1) -> f32, sym_name = "scf"}> ({
^bb0(%n: index, %x: f32, %c: i1):
  // CHECK-NEXT: %0 = scf.for %arg3 = %arg0 to %arg0 step %arg0 iter_args(%arg4 = %arg1) -> (f32) {
  // CHECK-NEXT:   %4 = arith.addf %arg4, %arg4 : f32
  // CHECK-NEXT:   scf.yield %4 : f32
  // CHECK-NEXT: }
  // GENERIC:      "scf.for"(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) ({
  // GENERIC-NEXT: ^bb0(%{{[^ ,)]+}}: index, %{{[^ ,)]+}}: f32):
  %0 = "scf.for"(%n, %n, %n, %x) ({
  ^bb0(%iv: index, %acc: f32):
    %s = "arith.addf"(%acc, %acc) : (f32, f32) -> f32
    "scf.yield"(%s) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  // CHECK-NEXT: scf.for %arg3 = %arg0 to %arg0 step %arg0 {
  // CHECK-NEXT:   %4 = arith.muli %arg3, %arg3 : index
  // CHECK-NEXT: }
  "scf.for"(%n, %n, %n) ({
  ^bb0(%iv: index):
    %m = "arith.muli"(%iv, %iv) : (index, index) -> index
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  // CHECK-NEXT: %1 = scf.if %arg2 -> (f32) {
  // CHECK-NEXT:   scf.yield %0 : f32
  // CHECK-NEXT: } else {
  // CHECK-NEXT:   scf.yield %arg1 : f32
  // CHECK-NEXT: }
  // GENERIC:      "scf.if"(%{{[^ ,)]+}}) ({
  // GENERIC-NEXT:   "scf.yield"(%{{[^ ,)]+}}) : (f32) -> ()
  // GENERIC-NEXT: }, {
  // GENERIC-NEXT:   "scf.yield"(%{{[^ ,)]+}}) : (f32) -> ()
  // GENERIC-NEXT: }) : (i1) -> f32
  %1 = "scf.if"(%c) ({
    "scf.yield"(%0) : (f32) -> ()
  }, {
    "scf.yield"(%x) : (f32) -> ()
  }) : (i1) -> f32
  // An scf.if without else has an empty second region.
  // CHECK-NEXT: scf.if %arg2 {
  // CHECK-NEXT: }
  // GENERIC:      "scf.if"(%{{[^ ,)]+}}) ({
  // GENERIC-NEXT:   "scf.yield"() : () -> ()
  // GENERIC-NEXT: }, {
  // GENERIC-NEXT: }) : (i1) -> ()
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  // CHECK-NEXT: %2 = scf.while (%arg3 = %arg1) : (f32) -> f32 {
  // CHECK-NEXT:   scf.condition(%arg2) %arg3 : f32
  // CHECK-NEXT: } do {
  // CHECK-NEXT: ^bb0(%arg3: f32):
  // CHECK-NEXT:   scf.yield %arg3 : f32
  // CHECK-NEXT: }
  %2 = "scf.while"(%x) ({
  ^bb0(%b: f32):
    "scf.condition"(%c, %b) : (i1, f32) -> ()
  }, {
  ^bb0(%b: f32):
    "scf.yield"(%b) : (f32) -> ()
  }) : (f32) -> f32
  // CHECK-NEXT: %3 = scf.index_switch %arg0 -> f32
  // CHECK-NEXT: case 3 {
  // CHECK-NEXT:   scf.yield %2 : f32
  // CHECK-NEXT: }
  // CHECK-NEXT: default {
  // CHECK-NEXT:   scf.yield %arg1 : f32
  // CHECK-NEXT: }
  // The default region comes first in the generic form.
  %3 = "scf.index_switch"(%n) <{cases = array<i64: 3>}> ({
    "scf.yield"(%x) : (f32) -> ()
  }, {
    "scf.yield"(%2) : (f32) -> ()
  }) : (index) -> f32
  // CHECK-NEXT: return %3 : f32
  "func.return"(%3) : (f32) -> ()
}) : () -> ()
