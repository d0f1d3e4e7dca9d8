// cmir-opt --mlir-timing reports each phase's seconds and the new memory the
// parse phase touched, on stderr after the output, for text and bytecode
// input alike; stdout is unchanged.
// RUN: cmir-opt --mlir-timing %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=TIME < %t.err
// RUN: cmir-bc %s -o %t.cmbc
// RUN: cmir-opt --mlir-timing %t.cmbc 2>&1 >/dev/null | FileCheck %s --check-prefix=TIME

// CHECK: func.func @twice
// CHECK-NOT: timing
// TIME: cmir-opt timing (s): parse {{[0-9.]+}}  verify {{[0-9.]+}}  passes {{[0-9.]+}}  print {{[0-9.]+}}  free {{[0-9.]+}}
// TIME-NEXT: cmir-opt memory: parse touched {{[0-9]+\.[0-9]}} MiB of new pages
// TIME-NOT: cmir-opt
func.func @twice(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}
