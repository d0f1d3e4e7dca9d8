// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// cf operations in the generic form: successor operands are ordinary operands
// split by operandSegmentSizes.

// CHECK-LABEL: func.func @cf(%arg0: i1, %arg1: i32, %arg2: i64) -> i32 {
// CHECK-NEXT:    cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%0 : i32), ^bb2(%arg2, %0 : i64, i32)
// CHECK-NEXT:  ^bb2(%1: i64, %2: i32):  // pred: ^bb1
// CHECK-NEXT:    cf.assert %arg0, "ok"
// CHECK-NEXT:    cf.switch %2 : i32, [
// CHECK-NEXT:      default: ^bb3(%2 : i32),
// CHECK-NEXT:      1: ^bb4,
// CHECK-NEXT:      2: ^bb3(%arg1 : i32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb3(%3: i32):  // 2 preds: ^bb2, ^bb2
// CHECK-NEXT:    return %3 : i32
// CHECK-NEXT:  ^bb4:  // pred: ^bb2
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  }
// GENERIC-LABEL: sym_name = "cf"
// GENERIC:       "cf.br"(%{{[^ ,)]+}})[^bb1] : (i32) -> ()
// GENERIC:       "cf.cond_br"(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}})[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i32, i64, i32) -> ()
// GENERIC:       "cf.assert"(%{{[^ ,)]+}}) <{msg = "ok"}> : (i1) -> ()
// GENERIC-NEXT:  "cf.switch"(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}})[^bb3, ^bb4, ^bb3] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
"func.func"() <{function_type = (i1, i32, i64) -> i32, sym_name = "cf"}> ({
^bb0(%c: i1, %x: i32, %y: i64):
  "cf.br"(%x)[^loop] : (i32) -> ()
^loop(%v: i32):
  "cf.cond_br"(%c, %v, %y, %v)[^loop, ^exit] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i32, i64, i32) -> ()
^exit(%p: i64, %q: i32):
  "cf.assert"(%c) <{msg = "ok"}> : (i1) -> ()
  "cf.switch"(%q, %q, %x)[^ret, ^other, ^ret] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
^ret(%r: i32):
  "func.return"(%r) : (i32) -> ()
^other:
  "func.return"(%x) : (i32) -> ()
}) : () -> ()
