// RUN: cmir-opt %s --convert-func-to-llvm --split-input-file --allow-unregistered-dialect | FileCheck %s

// Seed 001, "Function Types": () -> () becomes a void function, one result
// stays one result, several results are packed into a literal struct.
// CHECK-LABEL: llvm.func @foo() attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @bar(i32) -> i64 attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @baz(i32, f32) -> i64 attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @qux(i32, f32) -> !llvm.struct<(i64, f64)> attributes {sym_visibility = "private"}
func.func private @foo() -> ()
func.func private @bar(i32) -> (i64)
func.func private @baz(i32, f32) -> (i64)
func.func private @qux(i32, f32) -> (i64, f64)

// -----

// Seed 001, "Functions as Function Arguments or Results": function-typed
// arguments and results become pointers.
// CHECK-LABEL: llvm.func @quux(!llvm.ptr) -> !llvm.ptr attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @nested(!llvm.ptr) attributes {sym_visibility = "private"}
func.func private @quux(() -> ()) -> (() -> ())
func.func private @nested(((i32) -> (i64)) -> ()) -> ()

// -----

// Seed 000, "Result Packing": the callee inserts its results into a struct,
// the call site extracts them.
// CHECK-LABEL: llvm.func @foo(%arg0: i32, %arg1: i64) -> !llvm.struct<(i32, i64)> {
// CHECK-NEXT:   %0 = llvm.mlir.undef : !llvm.struct<(i32, i64)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:   llvm.return %2 : !llvm.struct<(i32, i64)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @bar() {
// CHECK-NEXT:   %0 = llvm.mlir.constant(42 : i32) : i32
// CHECK-NEXT:   %1 = llvm.mlir.constant(17 : i64) : i64
// CHECK-NEXT:   %2 = llvm.call @foo(%0, %1) : (i32, i64) -> !llvm.struct<(i32, i64)>
// CHECK-NEXT:   %3 = llvm.extractvalue %2[0] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:   %4 = llvm.extractvalue %2[1] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:   "use_i32"(%3) : (i32) -> ()
// CHECK-NEXT:   "use_i64"(%4) : (i64) -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
func.func @foo(%arg0: i32, %arg1: i64) -> (i32, i64) {
  return %arg0, %arg1 : i32, i64
}
func.func @bar() {
  %0 = arith.constant 42 : i32
  %1 = arith.constant 17 : i64
  %2:2 = call @foo(%0, %1) : (i32, i64) -> (i32, i64)
  "use_i32"(%2#0) : (i32) -> ()
  "use_i64"(%2#1) : (i64) -> ()
  return
}

// -----

// Index arguments and results follow the index bitwidth; the arith and cf
// patterns run in the same conversion, block signatures included.
// CHECK-LABEL: llvm.func @loop(%arg0: i64) -> i64 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   llvm.br ^bb1(%0, %0 : i64, i64)
// CHECK-NEXT: ^bb1(%2: i64, %3: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %4 = llvm.icmp "sge" %2, %arg0 : i64
// CHECK-NEXT:   llvm.cond_br %4, ^bb3, ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %5 = llvm.add %3, %2 : i64
// CHECK-NEXT:   %6 = llvm.add %2, %1 : i64
// CHECK-NEXT:   llvm.br ^bb1(%6, %5 : i64, i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   llvm.return %3 : i64
// CHECK-NEXT: }
func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %c0 : index, index)
^bb1(%i: index, %acc: index):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^bb3, ^bb2
^bb2:
  %acc2 = arith.addi %acc, %i : index
  %i2 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i2, %acc2 : index, index)
^bb3:
  return %acc : index
}

// -----

// Indirect calls go through a function pointer; func.constant takes the
// address of a function.
// CHECK-LABEL: llvm.func @callee(i32) -> i32 attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @indirect(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.addressof @callee : !llvm.ptr
// CHECK-NEXT:   %1 = llvm.call %0(%arg0) : !llvm.ptr, (i32) -> i32
// CHECK-NEXT:   llvm.return %1 : i32
// CHECK-NEXT: }
func.func private @callee(i32) -> i32
func.func @indirect(%x: i32) -> i32 {
  %f = constant @callee : (i32) -> i32
  %r = call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}

// -----

// Attributes: visibility and discardable attributes are kept, argument
// attributes follow their arguments.
// CHECK-LABEL: llvm.func @decl(i32 {llvm.noundef}) -> i32 attributes {my.attr = 1 : i32, sym_visibility = "private"}
// CHECK-LABEL: llvm.func @def(%arg0: i32 {llvm.noundef}) -> (i32 {llvm.noundef}) {
// CHECK-NEXT:   llvm.return %arg0 : i32
// CHECK-NEXT: }
func.func private @decl(i32 {llvm.noundef}) -> i32 attributes {my.attr = 1 : i32}
func.func @def(%a: i32 {llvm.noundef}) -> (i32 {llvm.noundef}) {
  return %a : i32
}

// -----

// Ops the conversion does not handle stay, connected by unrealized casts.
// CHECK-LABEL: llvm.func @mixed(%arg0: i64) -> i64 {
// CHECK-NEXT:   %0 = llvm.add %arg0, %arg0 : i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// CHECK-NEXT:   %2 = "test.opaque"(%1) : (index) -> index
// CHECK-NEXT:   %3 = builtin.unrealized_conversion_cast %2 : index to i64
// CHECK-NEXT:   llvm.return %3 : i64
// CHECK-NEXT: }
func.func @mixed(%a: index) -> index {
  %0 = arith.addi %a, %a : index
  %1 = "test.opaque"(%0) : (index) -> index
  return %1 : index
}
