// Affine expressions are simplified as MLIR simplifies them when it builds
// them (like terms collected, constants folded and moved right, symbolic
// operands after dimensional ones, x - (x floordiv c) * c as x mod c).
// The CHECK lines are what mlir-opt-19 prints.
// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

#m0 = affine_map<(d0)[s0] -> (d0 + d0 * 3 + 4, s0 - s0, (s0 + d0) floordiv 2)>
#m1 = affine_map<(d0, d1) -> (d0 * 2 + d1 - d0 * 2, 3 + d0, d0 + d1 + 2)>
#m2 = affine_map<(d0)[s0] -> (s0 + d0, s0 * 4 + d0 * 2 + s0 * -4)>
#m3 = affine_map<(d0) -> (d0 - (d0 floordiv 4) * 4, d0 - (d0 floordiv 8) * 8 + 1)>
#m4 = affine_map<(d0)[s0] -> (d0 - (d0 floordiv s0) * s0)>
#m5 = affine_map<(d0) -> ((d0 * 6) floordiv 3, (d0 * 6) ceildiv 4, (d0 * 8 + 3) floordiv 4, (d0 * 8 + 3) ceildiv 4)>
#m6 = affine_map<(d0) -> ((d0 * 6) floordiv -2, (d0 * 6) ceildiv -3, (-d0 - 48) floordiv -2, 128 ceildiv -2, 7 floordiv -2)>
#m7 = affine_map<(d0) -> ((d0 * 8) mod 4, (d0 * 8 + d0) mod 4, (d0 mod 16) mod 4, (d0 mod 6) mod 4, d0 mod 1, 7 mod -2, 4 mod 0)>
#m8 = affine_map<(d0)[s0] -> ((d0 * 2) * 3, (d0 * 2) * s0, s0 * d0, 3 * (s0 * 5), d0 * 0, d0 * 1)>
#m9 = affine_map<() -> (9223372036854775807 + 1, 4611686018427387904 * 4, -7 floordiv 2, -7 ceildiv 2, -7 mod 2)>
#m10 = affine_map<(d0, d1)[s0] -> (((d0 + 2) + 3) + d1, (d0 + 2) + d1, d1 floordiv 1, (d0 floordiv -2) * 4 mod 2)>

func.func private @f() attributes {
  a0 = #m0,
  a1 = #m1,
  a2 = #m2,
  a3 = #m3,
  a4 = #m4,
  a5 = #m5,
  a6 = #m6,
  a7 = #m7,
  a8 = #m8,
  a9 = #m9,
  a10 = #m10,
  z = 0 : i32
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 * 4 + 4, 0, (d0 + s0) floordiv 2)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0 * 2 + d1 - d0 * 2, d0 + 3, d0 + d1 + 2)>
// CHECK: #map2 = affine_map<(d0, d1)[s0] -> (d0 + d1 + 5, d0 + d1 + 2, d1, 0)>
// CHECK: #map3 = affine_map<(d0)[s0] -> (d0 + s0, d0 * 2 + s0 * 4 - s0 * 4)>
// CHECK: #map4 = affine_map<(d0) -> (d0 mod 4, d0 mod 8 + 1)>
// CHECK: #map5 = affine_map<(d0)[s0] -> (d0 mod s0)>
// CHECK: #map6 = affine_map<(d0) -> (d0 * 2, (d0 * 6) ceildiv 4, d0 * 2, (d0 * 8 + 3) ceildiv 4)>
// CHECK: #map7 = affine_map<(d0) -> (d0 * -3, d0 * -2, (-d0) floordiv -2 + 24, -64, -4)>
// CHECK: #map8 = affine_map<(d0) -> (0, (d0 * 9) mod 4, d0 mod 4, (d0 mod 6) mod 4, 0, 7 mod -2, 4 mod 0)>
// CHECK: #map9 = affine_map<(d0)[s0] -> (d0 * 6, (d0 * s0) * 2, d0 * s0, s0 * 15, 0, d0)>
// CHECK: #map10 = affine_map<() -> (9223372036854775807 + 1, 4611686018427387904 * 4, -4, -3, 1)>
// CHECK: func.func private @f() attributes {a0 = #map, a1 = #map1, a10 = #map2, a2 = #map3
// GENERIC: #map = affine_map<(d0)[s0] -> (d0 * 4 + 4, 0, (d0 + s0) floordiv 2)>
// GENERIC: #map10 = affine_map<() -> (9223372036854775807 + 1, 4611686018427387904 * 4, -4, -3, 1)>
