// RUN: cmir-opt --emit-bytecode %s -o %t.cmbc
// RUN: cmir-interp %t.cmbc | FileCheck %s
// cmir-interp reads cmir bytecode as well as text.
func.func private @printI64(i64)
func.func @main() {
  %c = arith.constant 1234 : i64
  call @printI64(%c) : (i64) -> ()
  return
}
// CHECK: 1234
