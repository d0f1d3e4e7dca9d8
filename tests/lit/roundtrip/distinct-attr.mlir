// Distinct attributes: each distinct[n]<...> of an input is its own
// attribute, equal only to itself; the same n within one input names the
// same one. They print numbered from 0 in the order the printer meets them,
// alias definitions first; one that refers to something other than unit
// gets a #distinct alias, after the aliases it refers to.
// RUN: cmir-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: cmir-opt %s -allow-unregistered-dialect | cmir-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cmir-opt %s -allow-unregistered-dialect --mlir-print-op-generic | cmir-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cmir-bc %s -allow-unregistered-dialect -o %t.cmbc && cmir-bc -allow-unregistered-dialect %t.cmbc | FileCheck %s
// RUN: cmir-opt %s -allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: cmir-opt %s -allow-unregistered-dialect --cse | FileCheck %s --check-prefix=CSE

// Aliases are named in the order the printer meets them (a, b, c, ... in
// each attribute dictionary), the alias #first only where it is used.
// CHECK: #distinct = distinct[0]<7 : i32>
// CHECK-NEXT: #distinct1 = distinct[1]<"first">
// CHECK-NEXT: #distinct2 = distinct[2]<1 : i64>
// CHECK-NEXT: #distinct3 = distinct[3]<1 : i64>
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #distinct4 = distinct[4]<[#map]>
// CHECK-LABEL: func.func @distinct_forms
// CHECK: "test.use"() {a = #distinct, b = #distinct, c = #distinct1, d = distinct[5]<>, e = distinct[6]<>, m = #distinct4}
// LOCAL: "test.use"() {a = distinct[0]<7 : i32>, b = distinct[0]<7 : i32>, c = distinct[1]<"first">, d = distinct[2]<>, e = distinct[3]<>, m = distinct[4]<[affine_map<(d0) -> (d0 * 2)>]>}
#first = distinct[40]<"first">
func.func @distinct_forms() {
  "test.use"() {a = distinct[9]<7 : i32>, b = distinct[9]<7 : i32>, c = #first,
                d = distinct[3]<>, e = distinct[4]<>,
                m = distinct[5]<[affine_map<(d0) -> (d0 * 2)>]>} : () -> ()
  return
}

// Constants whose attributes differ only in distinct ones stay apart under
// CSE; the same distinct attribute makes them one.
// CHECK-LABEL: func.func @cse
// CHECK: arith.constant {k = #distinct2} 1 : index
// CHECK: arith.constant {k = #distinct3} 1 : index
// CHECK: arith.constant {k = #distinct3} 1 : index
// CSE-LABEL: func.func @cse
// CSE: %[[A:.*]] = arith.constant {k = #distinct2} 1 : index
// CSE: %[[B:.*]] = arith.constant {k = #distinct3} 1 : index
// CSE-NOT: arith.constant
// CSE: return %[[A]], %[[B]], %[[B]]
func.func @cse() -> (index, index, index) {
  %a = arith.constant {k = distinct[20]<1>} 1 : index
  %b = arith.constant {k = distinct[21]<1>} 1 : index
  %c = arith.constant {k = distinct[21]<1>} 1 : index
  return %a, %b, %c : index, index, index
}
