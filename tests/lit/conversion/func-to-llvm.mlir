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

// -----

// Seed 001, "Memrefs as Function Arguments": a memref argument becomes the
// scalar components of its descriptor (2 pointers, offset, then rank sizes
// and rank strides); unranked ones a rank and a pointer. Memref results stay
// descriptors, packed into a struct when there are several.
// CHECK-LABEL: llvm.func @rank0(!llvm.ptr, !llvm.ptr, i64) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @mixed_list(!llvm.ptr, !llvm.ptr, i64, f32) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @rank2(!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @unranked(i64, !llvm.ptr) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @result() -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @results() -> !llvm.struct<(struct<(ptr, ptr, i64)>, struct<(ptr, ptr, i64)>)> attributes {sym_visibility = "private"}
func.func private @rank0(memref<f32>) -> ()
func.func private @mixed_list(memref<f32>, f32) -> ()
func.func private @rank2(memref<?x?xf32>) -> ()
func.func private @unranked(memref<*xf32>) -> ()
func.func private @result() -> (memref<?xf32>)
func.func private @results() -> (memref<f32>, memref<f64>)

// -----

// Seed 003, "Calling Convention for Ranked memref": the callee rebuilds the
// descriptor from its components; the caller passes the components.
// CHECK-LABEL: llvm.func @foo(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) {
// CHECK-NEXT:   %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT:   %7 = builtin.unrealized_conversion_cast %6 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   "use"(%6) : (memref<?xf32>) -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @bar() {
// CHECK-NEXT:   %0 = "get"() : () -> memref<?xf32>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %4 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %5 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %6 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   llvm.call @foo(%2, %3, %4, %5, %6) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
func.func @foo(%arg0: memref<?xf32>) -> () {
  "use"(%arg0) : (memref<?xf32>) -> ()
  return
}
func.func @bar() {
  %0 = "get"() : () -> (memref<?xf32>)
  call @foo(%0) : (memref<?xf32>) -> ()
  return
}

// -----

// Seed 003, "Calling Convention for Unranked memref".
// CHECK-LABEL: llvm.func @foo(%arg0: i64, %arg1: !llvm.ptr) {
// CHECK-NEXT:   %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT:   %4 = builtin.unrealized_conversion_cast %3 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   "use"(%3) : (memref<*xf32>) -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @bar() {
// CHECK-NEXT:   %0 = "get"() : () -> memref<*xf32>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %2 = llvm.extractvalue %1[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %3 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   llvm.call @foo(%2, %3) : (i64, !llvm.ptr) -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
func.func @foo(%arg0: memref<*xf32>) -> () {
  "use"(%arg0) : (memref<*xf32>) -> ()
  return
}
func.func @bar() {
  %0 = "get"() : () -> (memref<*xf32>)
  call @foo(%0) : (memref<*xf32>) -> ()
  return
}

// -----

// A memref returned with a scalar: the descriptor is a member of the result struct.
// CHECK-LABEL: llvm.func @pair(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: f32) -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, f32)> {
// CHECK-NEXT:   %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK-NEXT:   %7 = builtin.unrealized_conversion_cast %6 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %8 = llvm.mlir.undef : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, f32)>
// CHECK-NEXT:   %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, f32)>
// CHECK-NEXT:   %10 = llvm.insertvalue %arg5, %9[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, f32)>
// CHECK-NEXT:   llvm.return %10 : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, f32)>
// CHECK-NEXT: }
func.func @pair(%m: memref<4xf32>, %x: f32) -> (memref<4xf32>, f32) {
  return %m, %x : memref<4xf32>, f32
}

// -----

// Seed 003, "Lifetime": an unranked memref result is copied to the heap by
// the callee before it returns (malloc, memcpy of
// 2 * sizeof(ptr) + (1 + 2 * rank) * sizeof(index) bytes), and to the
// caller's stack after the call, which frees the heap copy.
// CHECK-LABEL: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: llvm.func @ret(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(i64, ptr)> {
// CHECK-NEXT:   %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT:   %4 = builtin.unrealized_conversion_cast %3 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %6 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %7 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:   %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:   %9 = llvm.mul %6, %8 : i64
// CHECK-NEXT:   %10 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %11 = llvm.mul %6, %10 : i64
// CHECK-NEXT:   %12 = llvm.add %11, %5 : i64
// CHECK-NEXT:   %13 = llvm.mul %12, %7 : i64
// CHECK-NEXT:   %14 = llvm.add %9, %13 : i64
// CHECK-NEXT:   %15 = llvm.call @malloc(%14) : (i64) -> !llvm.ptr
// CHECK-NEXT:   %16 = llvm.extractvalue %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   "llvm.intr.memcpy"(%15, %16, %14) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:   %17 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %18 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %19 = llvm.insertvalue %18, %17[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %20 = llvm.insertvalue %15, %19[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   llvm.return %20 : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @caller(%arg0: i64, %arg1: !llvm.ptr) {
// CHECK-NEXT:   %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT:   %4 = builtin.unrealized_conversion_cast %3 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %5 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %6 = llvm.extractvalue %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %7 = llvm.call @ret(%5, %6) : (i64, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %9 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %10 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:   %11 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:   %12 = llvm.mul %9, %11 : i64
// CHECK-NEXT:   %13 = llvm.extractvalue %7[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %14 = llvm.mul %9, %13 : i64
// CHECK-NEXT:   %15 = llvm.add %14, %8 : i64
// CHECK-NEXT:   %16 = llvm.mul %15, %10 : i64
// CHECK-NEXT:   %17 = llvm.add %12, %16 : i64
// CHECK-NEXT:   %18 = llvm.alloca %17 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:   %19 = llvm.extractvalue %7[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   "llvm.intr.memcpy"(%18, %19, %17) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:   llvm.call @free(%19) : (!llvm.ptr) -> ()
// CHECK-NEXT:   %20 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %21 = llvm.extractvalue %7[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %22 = llvm.insertvalue %21, %20[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %23 = llvm.insertvalue %18, %22[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %24 = builtin.unrealized_conversion_cast %23 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT:   "test.use"(%24) : (memref<*xf32>) -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
func.func @ret(%m: memref<*xf32>) -> memref<*xf32> {
  return %m : memref<*xf32>
}
func.func @caller(%m: memref<*xf32>) {
  %r = call @ret(%m) : (memref<*xf32>) -> memref<*xf32>
  "test.use"(%r) : (memref<*xf32>) -> ()
  return
}

// -----

// Source materializations for results that survive go where the replaced op
// was, in result order.
// CHECK-LABEL: llvm.func @two() -> !llvm.struct<(i64, i64)> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @f() {
// CHECK-NEXT:   %0 = llvm.call @two() : () -> !llvm.struct<(i64, i64)>
// CHECK-NEXT:   %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, i64)>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, i64)>
// CHECK-NEXT:   %3 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT:   %4 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT:   "test.use"(%3, %4) : (index, index) -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
func.func private @two() -> (index, index)
func.func @f() {
  %r:2 = call @two() : () -> (index, index)
  "test.use"(%r#0, %r#1) : (index, index) -> ()
  return
}
