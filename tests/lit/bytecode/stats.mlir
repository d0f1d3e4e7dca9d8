// --stats: bytes per section, counts of ops, types, attributes, strings.
// RUN: cmir-bc %s -o %t.cmbc
// RUN: cmir-bc --stats %t.cmbc | FileCheck %s
// RUN: cmir-bc --stats %s | FileCheck %s
// RUN: cmir-bc --stats --strip-locations %s | FileCheck %s --check-prefix=STRIP

// CHECK: bytecode version 1, producer "cmir {{[0-9.]+}}", with locations
// CHECK-NEXT: section bytes share
// CHECK-NEXT: header
// CHECK-NEXT: strings
// CHECK-NEXT: ops
// CHECK-NEXT: types
// CHECK-NEXT: attrs
// CHECK-NEXT: blobs
// CHECK-NEXT: ir
// CHECK-NEXT: bodies
// CHECK-NEXT: end
// CHECK-NEXT: total
// CHECK-NEXT: ops 5, opcodes 5, op names 5, types {{[0-9]+}}, attributes {{[0-9]+}}, strings {{[0-9]+}}, blobs 0, bodies 2
// STRIP: locations stripped
func.func @s(%a: f32) -> f32 {
  %0 = arith.addf %a, %a : f32
  %1 = arith.mulf %0, %a : f32
  return %1 : f32
}
