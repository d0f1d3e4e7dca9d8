// Functions inside an op that is not isolated from above are bodies of
// their own too: a read on several threads decodes them like the others,
// with and without verification, even a private one that would verify as
// a declaration without its body.
// RUN: cmir-bc --allow-unregistered-dialect %s -o %t.cmbc
// RUN: cmir-opt --allow-unregistered-dialect --mlir-disable-threading %t.cmbc -o %t.one.mlir
// RUN: cmir-opt --allow-unregistered-dialect --threads=2 %t.cmbc -o %t.two.mlir
// RUN: cmp %t.one.mlir %t.two.mlir
// RUN: FileCheck %s < %t.two.mlir
// RUN: cmir-opt --allow-unregistered-dialect --threads=2 --no-verify-each %t.cmbc | FileCheck %s

// CHECK: "x.wrap"() ({
// CHECK-NEXT: func.func private @p(%arg0: i32) -> i32 {
// CHECK-NEXT: arith.muli %arg0, %arg0 : i32
// CHECK: "x.inner"() ({
// CHECK-NEXT: func.func private @r() {
// CHECK-NEXT: return
// CHECK-LABEL: func.func @q()
"x.wrap"() ({
  func.func private @p(%a: i32) -> i32 {
    %0 = arith.muli %a, %a : i32
    return %0 : i32
  }
  "x.inner"() ({
    func.func private @r() {
      return
    }
    "x.end"() : () -> ()
  }) : () -> ()
  "x.end"() : () -> ()
}) : () -> ()
func.func @q() {
  return
}
