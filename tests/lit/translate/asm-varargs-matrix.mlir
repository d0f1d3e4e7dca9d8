// RUN: cmir-translate --mlir-to-llvmir %s --split-input-file | FileCheck %s
// REQUIRES: llvm-backend

// Inline assembly, variadic argument intrinsics, exception type ids,
// column-major matrices (aligned as their element type), debug intrinsics
// (dropped: there is no debug location), fences in a named sync scope and
// branch weights on calls.

llvm.func @fn() -> i32

// CHECK-LABEL: define void @f(i32 %0, ptr %1, <4 x float> %2, i64 %3, ...)
// CHECK: fence syncscope("agent") release
// CHECK: fence release
// CHECK: fence syncscope("singlethread") seq_cst
// CHECK: call i32 @fn(), !prof ![[W:[0-9]+]]
// CHECK: call void asm "foo", "r"(i32 %0)
// CHECK: call i8 asm sideeffect "foo", "=r,r,r"(i32 %0, i32 %0)
// CHECK: call i8 asm alignstack inteldialect "foo", "=r,r,r"(i32 %0, i32 %0)
// CHECK: call { i8, i8 } asm "foo", "=r,=r,r"(i32 %0)
// CHECK: call void @llvm.va_start.p0(ptr %1)
// CHECK: call void @llvm.va_copy.p0(ptr %1, ptr %1)
// CHECK: call void @llvm.va_end.p0(ptr %1)
// CHECK: call i32 @llvm.eh.typeid.for.p0(ptr %1)
// CHECK: call <4 x float> @llvm.matrix.column.major.load.v4f32.i64(ptr align 4 %1, i64 %3, i1 true, i32 2, i32 2)
// CHECK: call void @llvm.matrix.column.major.store.v4f32.i64(<4 x float> %2, ptr align 4 %1, i64 %3, i1 false, i32 2, i32 2)
// CHECK-NEXT: ret void
// CHECK: ![[W]] = !{!"branch_weights", i32 42}
llvm.func @f(%arg0: i32, %p: !llvm.ptr, %v: vector<4xf32>, %s: i64, ...) {
  llvm.fence syncscope("agent") release
  llvm.fence syncscope("") release
  llvm.fence syncscope("singlethread") seq_cst
  %r = llvm.call @fn() {branch_weights = array<i32 : 42>} : () -> i32
  llvm.inline_asm "foo", "r" %arg0 : (i32) -> ()
  %0 = llvm.inline_asm has_side_effects "foo", "=r,r,r" %arg0, %arg0 : (i32, i32) -> i8
  %1 = llvm.inline_asm is_align_stack asm_dialect = "intel" "foo", "=r,r,r" %arg0, %arg0 : (i32, i32) -> i8
  %2 = llvm.inline_asm "foo", "=r,=r,r" %arg0 : (i32) -> !llvm.struct<(i8, i8)>
  llvm.intr.vastart %p : !llvm.ptr
  llvm.intr.vacopy %p to %p : !llvm.ptr, !llvm.ptr
  llvm.intr.vaend %p : !llvm.ptr
  %3 = llvm.intr.eh.typeid.for %p : (!llvm.ptr) -> i32
  %4 = llvm.intr.matrix.column.major.load %p, <stride=%s> { isVolatile = 1: i1, rows = 2: i32, columns = 2: i32} : vector<4xf32> from !llvm.ptr stride i64
  llvm.intr.matrix.column.major.store %v, %p, <stride=%s> { isVolatile = 0: i1, rows = 2: i32, columns = 2: i32} : vector<4xf32> to !llvm.ptr stride i64
  llvm.intr.dbg.value #llvm.di_local_variable<scope = #llvm.di_subprogram<scope = #llvm.di_file<"a.c" in "">, name = "f", file = #llvm.di_file<"a.c" in "">, subprogramFlags = Optimized>, name = "x"> = %arg0 : i32
  llvm.return
}

// -----

// A Windows MSVC target asks for CodeView debug info.

// CHECK: target triple = "x86_64-pc-windows-msvc"
// CHECK: !llvm.module.flags = !{!0, !1}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK: !1 = !{i32 2, !"CodeView", i32 1}
module attributes {llvm.target_triple = "x86_64-pc-windows-msvc"} {}

// -----

// CHECK: target triple = "x86_64-pc-windows-gnu"
// CHECK: !llvm.module.flags = !{!0}
// CHECK-NOT: CodeView
module attributes {llvm.target_triple = "x86_64-pc-windows-gnu"} {}

// -----

// CHECK-LABEL: define void @gather(<7 x ptr> %0, <7 x i1> %1)
// CHECK: %3 = call <7 x float> @llvm.masked.gather.v7f32.v7p0(<7 x ptr> %0, i32 1, <7 x i1> %1, <7 x float> poison)
// CHECK: %4 = call <7 x float> @llvm.masked.gather.v7f32.v7p0(<7 x ptr> %0, i32 1, <7 x i1> %1, <7 x float> %3)
// CHECK: call void @llvm.masked.scatter.v7f32.v7p0(<7 x float> %4, <7 x ptr> %0, i32 1, <7 x i1> %1)
llvm.func @gather(%M: !llvm.vec<7 x ptr>, %mask: vector<7xi1>) {
  %a = llvm.intr.masked.gather %M, %mask { alignment = 1: i32} : (!llvm.vec<7 x ptr>, vector<7xi1>) -> vector<7xf32>
  %b = llvm.intr.masked.gather %M, %mask, %a { alignment = 1: i32} : (!llvm.vec<7 x ptr>, vector<7xi1>, vector<7xf32>) -> vector<7xf32>
  llvm.intr.masked.scatter %b, %M, %mask { alignment = 1: i32} : vector<7xf32>, vector<7xi1> into !llvm.vec<7 x ptr>
  llvm.return
}
