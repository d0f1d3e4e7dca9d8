// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// Builtin attributes, attached as discardable attributes to functions.
// Attribute dictionaries are printed sorted by name. Affine maps and integer
// sets are printed through aliases defined at the top of the output, numbered
// in the order in which they are first printed.

// CHECK: #[[MAP0:map]] = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 floordiv 4, d1 mod 3, d0 ceildiv 2)>
// CHECK-NEXT: #[[MAP1:map1]] = affine_map<() -> (0)>
// CHECK-NEXT: #[[MAP2:map2]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #[[MAP3:map3]] = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1 - 1, -d0)>
// CHECK-NEXT: #[[SET0:set]] = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
// CHECK-NEXT: #[[SET1:set1]] = affine_set<() : (0 == 0)>
// CHECK-NEXT: module {
// GENERIC: #map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 floordiv 4, d1 mod 3, d0 ceildiv 2)>
// GENERIC: "builtin.module"() ({

// An integer without a type is i64; a float without a type is f64. Both print
// their type. Signless integers print as signed values, unsigned integers as
// unsigned values.
// CHECK-LABEL: func.func private @integers()
// CHECK-SAME: attributes {
// CHECK-SAME: my.big = 123456789012345678901234567890 : i128,
// CHECK-SAME: my.f = false,
// CHECK-SAME: my.hex = 255 : i32,
// CHECK-SAME: my.i1 = true,
// CHECK-SAME: my.i8 = -3 : i8,
// CHECK-SAME: my.i8wrap = -1 : i8,
// CHECK-SAME: my.idx = 7 : index,
// CHECK-SAME: my.int = 42 : i64,
// CHECK-SAME: my.neg = -42 : i64,
// CHECK-SAME: my.si = -5 : si16,
// CHECK-SAME: my.t = true,
// CHECK-SAME: my.ui = 200 : ui8,
// CHECK-SAME: my.ui64 = 18446744073709551615 : ui64}
// GENERIC-LABEL: sym_name = "integers"
// GENERIC-NEXT: }) {my.big = 123456789012345678901234567890 : i128, my.f = false, my.hex = 255 : i32, my.i1 = true, my.i8 = -3 : i8, my.i8wrap = -1 : i8, my.idx = 7 : index, my.int = 42 : i64, my.neg = -42 : i64, my.si = -5 : si16, my.t = true, my.ui = 200 : ui8, my.ui64 = 18446744073709551615 : ui64} : () -> ()
func.func private @integers() attributes {
  my.int = 42, my.neg = -42, my.i8 = -3 : i8, my.i8wrap = 255 : i8, my.t = true, my.f = false,
  my.i1 = 1 : i1, my.idx = 7 : index, my.ui = 200 : ui8, my.si = -5 : si16,
  my.ui64 = 18446744073709551615 : ui64, my.big = 123456789012345678901234567890 : i128,
  my.hex = 0xFF : i32
}

// CHECK-LABEL: func.func private @floats()
// CHECK-SAME: attributes {
// CHECK-SAME: my.bf = 1.000000e+00 : bf16,
// CHECK-SAME: my.f = 1.500000e+00 : f64,
// CHECK-SAME: my.f16 = 5.000000e-01 : f16,
// CHECK-SAME: my.f32 = 2.000000e+00 : f32,
// CHECK-SAME: my.from_int = 3.000000e+00 : f32,
// CHECK-SAME: my.hex_inf = 0x7F800000 : f32,
// CHECK-SAME: my.hex_nan = 0x7FC00000 : f32,
// CHECK-SAME: my.hex_one = 1.000000e+00 : f64,
// CHECK-SAME: my.neg = -1.000000e-03 : f64,
// CHECK-SAME: my.negzero = -0.000000e+00 : f64,
// CHECK-SAME: my.pi = 3.1415926535897931 : f64,
// CHECK-SAME: my.tenth = 1.000000e-01 : f32}
func.func private @floats() attributes {
  my.f = 1.5, my.f32 = 2.0 : f32, my.f16 = 0.5 : f16, my.bf = 1.0 : bf16,
  my.hex_nan = 0x7FC00000 : f32, my.hex_inf = 0x7F800000 : f32, my.hex_one = 0x3FF0000000000000 : f64,
  my.neg = -1.0e-3 : f64, my.negzero = -0.0, my.pi = 3.141592653589793, my.tenth = 0.1 : f32,
  my.from_int = 3.0 : f32
}

// Non-printable characters, quotes and backslashes are escaped as \XX.
// CHECK-LABEL: func.func private @strings()
// CHECK-SAME: attributes {
// CHECK-SAME: my.empty = "",
// CHECK-SAME: my.esc = "tab\09nl\0Aquote\22back\\slash\01\7F\C3\A9",
// CHECK-SAME: my.plain = "hello world",
// CHECK-SAME: my.typed = "abc" : i32}
// GENERIC-LABEL: sym_name = "strings"
// GENERIC-NEXT: }) {my.empty = "", my.esc = "tab\09nl\0Aquote\22back\\slash\01\7F\C3\A9", my.plain = "hello world", my.typed = "abc" : i32} : () -> ()
func.func private @strings() attributes {
  my.plain = "hello world", my.esc = "tab\tnl\nquote\"back\\slash\01\7Fé", my.empty = "",
  my.typed = "abc" : i32
}

// Unit attributes print as a bare name, also inside nested dictionaries.
// Keys that are valid bare identifiers (dots allowed) are printed unquoted.
// CHECK-LABEL: func.func private @containers()
// CHECK-SAME: attributes {
// CHECK-SAME: my.arr = [1, "two", 3.000000e+00 : f32, [4, [5]]],
// CHECK-SAME: my.dict = {a = "x", b = 1 : i64, c = {d, e = [unit]}},
// CHECK-SAME: my.earr = [],
// CHECK-SAME: my.edict = {},
// CHECK-SAME: my.quoted = {"key with space" = 1 : i64, x.y = 2 : i64},
// CHECK-SAME: my.unit,
// CHECK-SAME: my.unit2}
// GENERIC-LABEL: sym_name = "containers"
// GENERIC-NEXT: }) {my.arr = [1, "two", 3.000000e+00 : f32, [4, [5]]], my.dict = {a = "x", b = 1 : i64, c = {d, e = [unit]}}, my.earr = [], my.edict = {}, my.quoted = {"key with space" = 1 : i64, x.y = 2 : i64}, my.unit, my.unit2} : () -> ()
func.func private @containers() attributes {
  my.arr = [1, "two", 3.0 : f32, [4, [5]]], my.earr = [],
  my.dict = {b = 1, a = "x", c = {d = unit, e = [unit]}}, my.edict = {},
  my.quoted = {"key with space" = 1, "x.y" = 2},
  my.unit, my.unit2 = unit
}

// Types as attributes, and symbol references.
// CHECK-LABEL: func.func private @types_and_symbols()
// CHECK-SAME: attributes {
// CHECK-SAME: my.ftype = (i32) -> f32,
// CHECK-SAME: my.idx = index,
// CHECK-SAME: my.nested = @a::@b::@c,
// CHECK-SAME: my.none = none,
// CHECK-SAME: my.quoted = @"with space",
// CHECK-SAME: my.quoted_nested = @outer::@"in ner",
// CHECK-SAME: my.sym = @foo,
// CHECK-SAME: my.syms = [@x, @y::@z],
// CHECK-SAME: my.ttype = tensor<?xf32>,
// CHECK-SAME: my.type = i32,
// CHECK-SAME: my.vtype = vector<[4]xi1>}
func.func private @types_and_symbols() attributes {
  my.type = i32, my.ftype = (i32) -> f32, my.ttype = tensor<?xf32>, my.idx = index, my.none = none,
  my.vtype = vector<[4]xi1>,
  my.sym = @foo, my.nested = @a::@b::@c, my.quoted = @"with space", my.quoted_nested = @outer::@"in ner",
  my.syms = [@x, @y::@z]
}

// CHECK-LABEL: func.func private @affine()
// CHECK-SAME: attributes {
// CHECK-SAME: my.map = #[[MAP0]],
// CHECK-SAME: my.map_const = #[[MAP1]],
// CHECK-SAME: my.map_perm = #[[MAP2]],
// CHECK-SAME: my.map_same = #[[MAP0]],
// CHECK-SAME: my.map_sym = #[[MAP3]],
// CHECK-SAME: my.maps = [#[[MAP2]], #[[MAP1]]],
// CHECK-SAME: my.set = #[[SET0]],
// CHECK-SAME: my.set_empty = #[[SET1]]}
// GENERIC-LABEL: sym_name = "affine"
// GENERIC-NEXT: }) {my.map = #map, my.map_const = #map1, my.map_perm = #map2, my.map_same = #map, my.map_sym = #map3, my.maps = [#map2, #map1], my.set = #set, my.set_empty = #set1} : () -> ()
func.func private @affine() attributes {
  my.map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 floordiv 4, d1 mod 3, d0 ceildiv 2)>,
  my.map_same = affine_map<(i, j)[N] -> (i + N, j * 2, i floordiv 4, j mod 3, i ceildiv 2)>,
  my.map_const = affine_map<() -> (0)>,
  my.map_perm = affine_map<(d0, d1) -> (d1, d0)>,
  my.map_sym = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1 - 1, -d0)>,
  my.maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<() -> (0)>],
  my.set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>,
  my.set_empty = affine_set<() : (0 == 0)>
}

// Strided layouts and dense arrays.
// CHECK-LABEL: func.func private @layouts_and_arrays()
// CHECK-SAME: attributes {
// CHECK-SAME: my.af32 = array<f32: 1.000000e+00, 2.500000e+00>,
// CHECK-SAME: my.af64 = array<f64: 1.000000e-01>,
// CHECK-SAME: my.ai1 = array<i1: true, false>,
// CHECK-SAME: my.ai16 = array<i16: -1>,
// CHECK-SAME: my.ai32 = array<i32>,
// CHECK-SAME: my.ai64 = array<i64: 1, -2, 3>,
// CHECK-SAME: my.ai8 = array<i8: 127, -128>,
// CHECK-SAME: my.strided = strided<[4, 1], offset: ?>,
// CHECK-SAME: my.strided0 = strided<[]>,
// CHECK-SAME: my.strided1 = strided<[?, 1]>,
// CHECK-SAME: my.strided2 = strided<[2], offset: 5>}
// GENERIC-LABEL: sym_name = "layouts_and_arrays"
// GENERIC-NEXT: }) {my.af32 = array<f32: 1.000000e+00, 2.500000e+00>, my.af64 = array<f64: 1.000000e-01>, my.ai1 = array<i1: true, false>, my.ai16 = array<i16: -1>, my.ai32 = array<i32>, my.ai64 = array<i64: 1, -2, 3>, my.ai8 = array<i8: 127, -128>, my.strided = strided<[4, 1], offset: ?>, my.strided0 = strided<[]>, my.strided1 = strided<[?, 1]>, my.strided2 = strided<[2], offset: 5>} : () -> ()
func.func private @layouts_and_arrays() attributes {
  my.strided = strided<[4, 1], offset: ?>, my.strided0 = strided<[], offset: 0>,
  my.strided1 = strided<[?, 1]>, my.strided2 = strided<[2], offset: 5>,
  my.ai64 = array<i64: 1, -2, 3>, my.ai32 = array<i32>, my.ai1 = array<i1: true, false>,
  my.af32 = array<f32: 1.0, 2.5>, my.ai8 = array<i8: 127, -128>, my.af64 = array<f64: 0.1>,
  my.ai16 = array<i16: 65535>
}

// Dense elements: splats, nested lists, hex input. Complex elements print
// without a space after the comma.
// CHECK-LABEL: func.func private @dense()
// CHECK-SAME: attributes {
// CHECK-SAME: my.bools = dense<[true, false, true]> : tensor<3xi1>,
// CHECK-SAME: my.complex = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>,
// CHECK-SAME: my.complex2 = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>,
// CHECK-SAME: my.empty = dense<> : tensor<0x4xf32>,
// CHECK-SAME: my.fsplat = dense<1.000000e+00> : tensor<2x3xf32>,
// CHECK-SAME: my.hex = dense<[1, 2]> : tensor<2xi32>,
// CHECK-SAME: my.hexsplat = dense<5> : tensor<4xi32>,
// CHECK-SAME: my.int2d = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi64>,
// CHECK-SAME: my.isplat = dense<-1> : tensor<1000xi8>,
// CHECK-SAME: my.nested = [dense<1> : vector<2xi32>, {d = dense<0.000000e+00> : tensor<f64>}],
// CHECK-SAME: my.scalar = dense<42> : tensor<i32>,
// CHECK-SAME: my.vec = dense<[1, 2]> : vector<2xi8>,
// CHECK-SAME: my.vsplat = dense<1> : tensor<2xindex>}
func.func private @dense() attributes {
  my.fsplat = dense<1.0> : tensor<2x3xf32>, my.int2d = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>,
  my.vec = dense<[1, 2]> : vector<2xi8>, my.isplat = dense<255> : tensor<1000xi8>,
  my.bools = dense<[true, false, true]> : tensor<3xi1>, my.scalar = dense<42> : tensor<i32>,
  my.empty = dense<> : tensor<0x4xf32>, my.vsplat = dense<[1, 1]> : tensor<2xindex>,
  my.hex = dense<"0x0100000002000000"> : tensor<2xi32>, my.hexsplat = dense<"0x05000000"> : tensor<4xi32>,
  my.complex = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>,
  my.complex2 = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>,
  my.nested = [dense<1> : vector<2xi32>, {d = dense<0.0> : tensor<f64>}]
}

// Elements attributes with more than 100 elements (and not splat) are printed
// as a hex string of their raw little-endian storage; i1 elements are
// bit-packed. Up to 100 elements print as a list.
// CHECK-LABEL: func.func private @large_dense()
// CHECK-SAME: attributes {
// CHECK-SAME: my.big = dense<"0x000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F606162636465666768696A6B6C6D6E6F707172737475767778797A7B7C7D7E7F"> : tensor<128xi8>,
// CHECK-SAME: my.bits = dense<"0x49922449922449922449922409"> : tensor<101xi1>,
// CHECK-SAME: my.hundred = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi16>,
// CHECK-SAME: my.splat = dense<7> : tensor<1000xi32>}
// GENERIC-LABEL: sym_name = "large_dense"
// GENERIC-NEXT: }) {my.big = dense<"0x000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F606162636465666768696A6B6C6D6E6F707172737475767778797A7B7C7D7E7F"> : tensor<128xi8>, my.bits = dense<"0x49922449922449922449922409"> : tensor<101xi1>, my.hundred = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi16>, my.splat = dense<7> : tensor<1000xi32>} : () -> ()
func.func private @large_dense() attributes {
  my.big = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127]> : tensor<128xi8>,
  my.bits = dense<[true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false]> : tensor<101xi1>,
  my.hundred = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi16>,
  my.splat = dense<7> : tensor<1000xi32>
}
