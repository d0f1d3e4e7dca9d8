// --strip-locations leaves every location out; they read back unknown.
// RUN: cmir-bc --strip-locations %s -o %t.cmbc
// RUN: cmir-bc --mlir-print-debuginfo %t.cmbc | FileCheck %s
// RUN: cmir-bc %s -o %t.full.cmbc
// RUN: cmir-bc --mlir-print-debuginfo %t.full.cmbc | FileCheck %s --check-prefix=FULL

// CHECK-NOT: strip-locations.mlir
// CHECK: #loc = loc(unknown)
// CHECK: func.func @l(%arg0: i32 loc(unknown))
// CHECK: return %arg0 : i32 loc(#loc)
// FULL: func.func @l(%arg0: i32 loc("{{.*}}strip-locations.mlir":[[@LINE+2]]:{{[0-9]+}}))
// FULL: return %arg0 : i32 loc(#loc{{[0-9]*}})
func.func @l(%x: i32) -> i32 {
  return %x : i32
}
