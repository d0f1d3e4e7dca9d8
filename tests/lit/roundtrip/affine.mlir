// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cmir-opt %s --canonicalize | FileCheck %s --check-prefix=FOLD

// affine.apply/min/max print their map (as an alias), the dimensions in
// parentheses (always) and the symbols in brackets (when there are any).
// CHECK-DAG: #[[M0:.*]] = affine_map<(d0)[s0] -> (d0 * 4 + s0 floordiv 2)>
// CHECK-DAG: #[[M1:.*]] = affine_map<()[s0, s1] -> (s0 mod 3 + s1 ceildiv 4)>
// CHECK-DAG: #[[M2:.*]] = affine_map<(d0, d1) -> (d0, d1, 8)>
// CHECK-DAG: #[[M3:.*]] = affine_map<()[s0] -> (s0, 2)>
// CHECK: %0 = affine.apply #[[M0]](%arg0)[%arg1]
// CHECK: %1 = affine.apply #[[M1]]()[%arg0, %arg1] {tag}
// CHECK: %2 = affine.min #[[M2]](%arg0, %arg1)
// CHECK: %3 = affine.max #[[M3]]()[%arg0]
// GENERIC: "affine.apply"(%{{.*}}, %{{.*}}) <{map = #{{.*}}}> : (index, index) -> index
// GENERIC: "affine.apply"(%{{.*}}, %{{.*}}) <{map = #{{.*}}}> {tag} : (index, index) -> index
// GENERIC: "affine.min"(%{{.*}}, %{{.*}}) <{map = #{{.*}}}> : (index, index) -> index
// GENERIC: "affine.max"(%{{.*}}) <{map = #{{.*}}}> : (index) -> index
func.func @maps(%a: index, %b: index) -> (index, index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0 floordiv 2)>(%a)[%b]
  %1 = affine.apply affine_map<()[s0, s1] -> (s0 mod 3 + s1 ceildiv 4)>()[%a, %b] {tag}
  %2 = affine.min affine_map<(d0, d1) -> (d0, d1, 8)>(%a, %b)
  %3 = affine.max affine_map<()[s0] -> (s0, 2)>()[%a]
  return %0, %1, %2, %3 : index, index, index, index
}

// affine.apply folds on constant operands (floordiv rounds down) and to a
// bare dimension or symbol operand.
// FOLD-LABEL: func.func @fold
// FOLD: %[[C:.*]] = arith.constant -2 : index
// FOLD: return %[[C]], %arg0 : index, index
func.func @fold(%x: index) -> (index, index) {
  %c7 = arith.constant 7 : index
  %cm5 = arith.constant -5 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 2 + s0 floordiv 4)>(%cm5)[%c7]
  %1 = affine.apply affine_map<()[s0] -> (s0)>()[%x]
  return %0, %1 : index, index
}
