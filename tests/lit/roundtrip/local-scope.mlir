// --mlir-print-local-scope: affine maps, integer sets and (with
// --mlir-print-debuginfo) locations are printed where they are used, with no
// alias definitions, and the output does not end with an empty line.
// RUN: cmir-opt %s --mlir-print-local-scope | FileCheck %s --match-full-lines --strict-whitespace
// RUN: cmir-opt %s --mlir-print-local-scope --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// RUN: cmir-opt %s --mlir-print-local-scope | cmir-opt --mlir-print-local-scope | FileCheck %s --match-full-lines --strict-whitespace
// RUN: cmir-opt %s | FileCheck %s --check-prefix=ALIAS
// RUN: cmir-opt %s --mlir-print-local-scope | tail -n 1 | FileCheck %s --check-prefix=LAST
// RUN: cmir-opt %s | tail -n 1 | FileCheck %s --check-prefix=NOLOCAL

#map = affine_map<(d0) -> (d0 + 1)>
#set = affine_set<(d0) : (d0 - 2 >= 0)>
#loc = loc("here.mlir":3:4)

// CHECK:{{^}}module {
// CHECK-NEXT:  func.func @f(%arg0: index, %arg1: memref<4xf32>) -> index attributes {m = affine_map<(d0) -> (d0 + 1)>, s = affine_set<(d0) : (d0 - 2 >= 0)>} {
// CHECK-NEXT:    %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%arg0)
// CHECK-NEXT:    %1 = affine.apply affine_map<(d0) -> (d0 * 2)>(%0)
// CHECK-NEXT:    return %1 : index
// CHECK-NEXT:  }
// CHECK-NEXT:}

// The last line is the module's closing brace (without local scope: an
// empty line).
// LAST: {{^}}}{{$}}
// NOLOCAL-NOT: }

// LOC-NOT: #loc
// LOC: %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%arg0) loc("here.mlir":3:4)
// LOC: %1 = affine.apply affine_map<(d0) -> (d0 * 2)>(%0) loc(fused["x", "y"])

// ALIAS: #map = affine_map<(d0) -> (d0 + 1)>
// ALIAS: #set = affine_set<(d0) : (d0 - 2 >= 0)>
// ALIAS: %0 = affine.apply #map(%arg0)

func.func @f(%a: index, %m: memref<4xf32>) -> index attributes {m = #map, s = #set} {
  %0 = affine.apply #map(%a) loc(#loc)
  %1 = affine.apply affine_map<(d0) -> (d0 * 2)>(%0) loc(fused["x", "y"])
  return %1 : index
}
