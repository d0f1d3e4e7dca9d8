// convert-vector-to-llvm on what the oracle test cannot compare: integer
// reductions (their intrinsics print generically in MLIR 19, and in a
// custom form in cmir), and bad options.
// RUN: cmir-opt --convert-vector-to-llvm --mlir-print-op-generic %s | FileCheck %s
// RUN: not cmir-opt --convert-vector-to-llvm=no-such-option %s 2>&1 | FileCheck %s --check-prefix=OPT

// CHECK-LABEL: sym_name = "int_reductions"
// CHECK-NEXT: ^bb0(%[[V:.*]]: vector<4xi32>, %[[A:.*]]: i32):
// CHECK: %[[ADD:.*]] = "llvm.intr.vector.reduce.add"(%[[V]]) : (vector<4xi32>) -> i32
// CHECK: "llvm.add"(%[[A]], %[[ADD]])
// CHECK: %[[MIN:.*]] = "llvm.intr.vector.reduce.smin"(%[[V]]) : (vector<4xi32>) -> i32
// CHECK: %[[C:.*]] = "llvm.icmp"(%[[A]], %[[MIN]]) <{predicate = 3 : i64}>
// CHECK: "llvm.select"(%[[C]], %[[A]], %[[MIN]])
// CHECK: "llvm.intr.vector.reduce.umax"(%[[V]])
// CHECK: "llvm.icmp"(%[[A]], %{{.*}}) <{predicate = 9 : i64}>
// CHECK: "llvm.intr.vector.reduce.xor"(%[[V]])
// CHECK-NOT: llvm.xor
// CHECK: "func.return"
func.func @int_reductions(%v: vector<4xi32>, %a: i32) -> (i32, i32, i32, i32) {
  %0 = vector.reduction <add>, %v, %a : vector<4xi32> into i32
  %1 = vector.reduction <minsi>, %v, %a : vector<4xi32> into i32
  %2 = vector.reduction <maxui>, %v, %a : vector<4xi32> into i32
  %3 = vector.reduction <xor>, %v : vector<4xi32> into i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// OPT: <Pass-Options-Parser>: no such option no-such-option
