// Calls the inliner replaces, keeps and erases; inline-oracle.mlir checks
// that cmir-opt --inline prints what mlir-opt-19 prints.

// A private callee with one call: inlined and erased; the constants of the
// result are uniqued and hoisted to the entry block.
func.func private @square_plus(%a: i32) -> i32 {
  %c = arith.constant 3 : i32
  %s = arith.muli %a, %a : i32
  %r = arith.addi %s, %c : i32
  return %r : i32
}

// A public callee: inlined at both calls and kept.
func.func @twice(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}

func.func @caller(%x: i32) -> i32 {
  %0 = call @square_plus(%x) : (i32) -> i32
  %c = arith.constant 3 : i32
  %m = arith.muli %x, %c : i32
  %1 = arith.xori %0, %m : i32
  %2 = call @twice(%1) : (i32) -> i32
  %3 = call @twice(%2) : (i32) -> i32
  return %3 : i32
}

// Private and never called: erased.
func.func private @unused(%a: i32) -> i32 {
  return %a : i32
}

// A callee of several blocks inside scf.for (a single-block region of
// another op): not inlined. A single-block callee there is.
func.func private @pick(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  %z = arith.constant 0 : i32
  return %z : i32
}

func.func @loop(%c: i1, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> i32 {
    %p = func.call @pick(%c, %acc) : (i1, i32) -> i32
    %t = func.call @twice(%p) : (i32) -> i32
    scf.yield %t : i32
  }
  return %r : i32
}

// Recursion: a self-recursive callee is never inlined.
func.func @fact(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %le = arith.cmpi sle, %n, %c1 : i32
  %r = scf.if %le -> i32 {
    scf.yield %c1 : i32
  } else {
    %m = arith.subi %n, %c1 : i32
    %f = func.call @fact(%m) : (i32) -> i32
    %p = arith.muli %n, %f : i32
    scf.yield %p : i32
  }
  return %r : i32
}

func.func @use_fact(%n: i32) -> i32 {
  %r = call @fact(%n) : (i32) -> i32
  return %r : i32
}

// An op of a dialect without inliner support keeps the call.
func.func private @casts(%a: i32) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  return %0 : i64
}

func.func @use_casts(%a: i32) -> i64 {
  %0 = call @casts(%a) : (i32) -> i64
  return %0 : i64
}

// LLVM: inlined, and kept though private (llvm.func is never discarded).
llvm.func private @add(%a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %b : i32
  llvm.return %0 : i32
}

llvm.func @llvm_caller(%a: i32) -> i32 {
  %0 = llvm.call @add(%a, %a) : (i32, i32) -> i32
  llvm.return %0 : i32
}

// LLVM callees the inliner must leave alone.
llvm.func @no_inl() -> i32 attributes {no_inline} {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

llvm.func @strict() -> i32 attributes {passthrough = ["strictfp"]} {
  %0 = llvm.mlir.constant(2 : i32) : i32
  llvm.return %0 : i32
}

llvm.func @other_attr() -> i32 attributes {passthrough = ["nounwind"]} {
  %0 = llvm.mlir.constant(3 : i32) : i32
  llvm.return %0 : i32
}

llvm.func @llvm_kept() -> i32 {
  %0 = llvm.call @no_inl() : () -> i32
  %1 = llvm.call @strict() : () -> i32
  %2 = llvm.call @other_attr() : () -> i32
  %3 = llvm.add %0, %1 : i32
  %4 = llvm.add %3, %2 : i32
  llvm.return %4 : i32
}

// A callee of several LLVM blocks: the caller's block is split, the result
// arrives as a block argument.
llvm.func @llvm_select(%c: i1, %a: i32, %b: i32) -> i32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.return %a : i32
^bb2:
  llvm.return %b : i32
}

llvm.func @llvm_multi(%c: i1, %a: i32) -> i32 {
  %k = llvm.mlir.constant(7 : i32) : i32
  %0 = llvm.call @llvm_select(%c, %a, %k) : (i1, i32, i32) -> i32
  %1 = llvm.mul %0, %0 : i32
  llvm.return %1 : i32
}

// LLVM: a static alloca of the inlined entry block moves to the caller's
// entry block with lifetime markers around the body; a dynamic one gets a
// stacksave before the body and a stackrestore at each of its returns.
llvm.func @fixed(%c: i1, %v: f32) -> f32 {
  %n = llvm.mlir.constant(2 : i32) : i32
  %p = llvm.alloca %n x f32 : (i32) -> !llvm.ptr
  llvm.store %v, %p : f32, !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %l = llvm.load %p : !llvm.ptr -> f32
  llvm.return %l : f32
^bb2:
  llvm.return %v : f32
}
llvm.func @sized(%n: i32, %v: f32) -> f32 {
  %p = llvm.alloca %n x f32 : (i32) -> !llvm.ptr
  llvm.store %v, %p : f32, !llvm.ptr
  %l = llvm.load %p : !llvm.ptr -> f32
  llvm.return %l : f32
}
llvm.func @marked() -> i32 {
  %n = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  llvm.intr.lifetime.start 4, %p : !llvm.ptr
  llvm.store %n, %p : i32, !llvm.ptr
  %l = llvm.load %p : !llvm.ptr -> i32
  llvm.intr.lifetime.end 4, %p : !llvm.ptr
  llvm.return %l : i32
}
llvm.func @allocas(%c: i1, %n: i32, %v: f32) -> f32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = llvm.call @fixed(%c, %v) : (i1, f32) -> f32
  %m = llvm.call @marked() : () -> i32
  llvm.br ^bb3(%a : f32)
^bb2:
  %b = llvm.call @sized(%n, %v) : (i32, f32) -> f32
  llvm.br ^bb3(%b : f32)
^bb3(%r: f32):
  llvm.return %r : f32
}

// byval arguments: a copy (alloca in the caller's entry block, memcpy at
// the call) unless the callee only reads argument memory and the pointer
// is aligned enough, an alloca being realigned to make it so.
llvm.func @use_ptr(!llvm.ptr)
llvm.func @byval_copy(%p: !llvm.ptr {llvm.byval = i64}) {
  llvm.call @use_ptr(%p) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func @byval_read(%p: !llvm.ptr {llvm.byval = i32, llvm.align = 8}) attributes {memory = #llvm.memory_effects<other = readwrite, argMem = read, inaccessibleMem = readwrite>} {
  llvm.call @use_ptr(%p) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func @byval_calls(%p: !llvm.ptr) {
  %n = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %n x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  llvm.call @byval_copy(%p) : (!llvm.ptr) -> ()
  llvm.call @byval_read(%p) : (!llvm.ptr) -> ()
  llvm.call @byval_read(%a) : (!llvm.ptr) -> ()
  llvm.return
}
