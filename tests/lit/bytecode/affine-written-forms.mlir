// An affine map or set written in a form other than the one its printed
// text parses to (`s0 - 1 - d0` prints as `-d0 + s0 - 1`) goes through the
// bytecode and comes back printing the same text as the source does.
// RUN: cmir-bc %s -o %t.cmbc
// RUN: cmir-bc %t.cmbc > %t.from-bc.mlir
// RUN: cmir-opt %s > %t.from-text.mlir
// RUN: diff %t.from-text.mlir %t.from-bc.mlir
// RUN: FileCheck %s < %t.from-bc.mlir

// CHECK: #map = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0 * -3 + d1 * 2 + 1)>
// CHECK: #set = affine_set<(d0)[s0] : (-d0 + s0 - 1 >= 0)>

#map = affine_map<(d0)[s0] -> (s0 - 1 - d0)>
#map1 = affine_map<(d0, d1) -> (1 - d0 * 3 + d1 * 2)>
#set = affine_set<(d0)[s0] : (s0 - 1 - d0 >= 0)>
func.func @f(%a: index, %b: index) -> index attributes {s = #set} {
  %0 = affine.apply #map(%a)[%b]
  %1 = affine.apply #map1(%0, %a)
  return %1 : index
}
