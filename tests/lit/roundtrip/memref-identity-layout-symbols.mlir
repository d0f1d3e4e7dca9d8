// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s

// A layout map whose results are its dimensions in order is the identity
// layout, whatever symbols it declares, and is dropped from the type.

#ident_sym = affine_map<(a, b)[n, m] -> (a, b)>
#swapped = affine_map<(a, b)[n] -> (b, a)>

// CHECK-NOT: #map = affine_map<(d0, d1)[s0, s1]
// CHECK: #map = affine_map<(d0, d1)[s0] -> (d1, d0)>
// CHECK-LABEL: func.func private @ident(memref<3x5xf32, 2>)
func.func private @ident(memref<3x5xf32, #ident_sym, 2>)
// CHECK-LABEL: func.func private @swapped(memref<3x5xf32, #map>)
func.func private @swapped(memref<3x5xf32, #swapped>)
// CHECK-LABEL: func.func private @one_dim(memref<7xi8>)
func.func private @one_dim(memref<7xi8, affine_map<(d0)[s0] -> (d0)>>)
