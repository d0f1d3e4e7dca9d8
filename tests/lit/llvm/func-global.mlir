// RUN: cmir-opt %s | FileCheck %s --strict-whitespace
// RUN: cmir-opt %s | cmir-opt | FileCheck %s --strict-whitespace
// RUN: cmir-opt --mlir-print-op-generic %s | cmir-opt | FileCheck %s --strict-whitespace

// llvm.func and llvm.mlir.global as mlir-opt-19 prints them: linkage (the
// default `external` is elided on functions but printed on globals),
// visibility, unnamed_addr, calling conventions, variadic signatures,
// argument and result attributes, `passthrough` and other function
// attributes, global initializers (attribute or region), string globals
// (the type is implied), alignment and address spaces. Globals print their
// default `addr_space = 0 : i32`: their printer is hand-written.

// CHECK: module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
// CHECK-LABEL: llvm.func @declaration(i32, !llvm.ptr) -> f32
llvm.func @declaration(i32, !llvm.ptr) -> f32
// CHECK-LABEL: llvm.func @variadic(!llvm.ptr, ...) -> i32
llvm.func @variadic(!llvm.ptr, ...) -> i32
// CHECK-LABEL: llvm.func @only_variadic(...)
llvm.func @only_variadic(...)
// CHECK-LABEL: llvm.func local_unnamed_addr @unnamed(!llvm.ptr)
llvm.func local_unnamed_addr @unnamed(!llvm.ptr)
// CHECK-LABEL: llvm.func extern_weak hidden unnamed_addr fastcc @weak_decl() attributes {sym_visibility = "private"}
llvm.func extern_weak hidden unnamed_addr fastcc @weak_decl() attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func extern_weak protected @protected_decl()
llvm.func extern_weak protected @protected_decl()
// CHECK-LABEL: llvm.func @returns_struct(i32, ...) -> !llvm.struct<(i32, f32)>
llvm.func @returns_struct(i32, ...) -> !llvm.struct<(i32, f32)>

// CHECK-LABEL: llvm.func @arg_attrs(%arg0: i32 {llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 8 : i64, llvm.nonnull}) -> (i32 {llvm.zeroext}) attributes {dso_local, no_inline} {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
llvm.func @arg_attrs(%a: i32 {llvm.noundef}, %p: !llvm.ptr {llvm.nonnull, llvm.align = 8 : i64}) -> (i32 {llvm.zeroext}) attributes {dso_local, no_inline} {
  llvm.return %a : i32
}

// CHECK-LABEL: llvm.func internal @passthrough() attributes {passthrough = ["noinline", ["alignstack", "4"], ["other", "attr"]]} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func internal @passthrough() attributes {passthrough = ["noinline", ["alignstack", "4"], ["other", "attr"]]} {
  llvm.return
}

// CHECK-LABEL: llvm.func linkonce_odr @frame_pointer(%arg0: f32) attributes {frame_pointer = #llvm.framePointerKind<all>, target_cpu = "x86-64"} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func linkonce_odr @frame_pointer(%x: f32) attributes {frame_pointer = #llvm.framePointerKind<all>, target_cpu = "x86-64"} {
  llvm.return
}

// CHECK-LABEL: llvm.func private coldcc @cold(%arg0: i64) -> i64 {
// CHECK-NEXT: llvm.return %arg0 : i64
// CHECK-NEXT: }
llvm.func private coldcc @cold(%x: i64) -> i64 {
  llvm.return %x : i64
}

// CHECK-LABEL: llvm.func @erff(f32) -> f32 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, sym_visibility = "private"}
llvm.func @erff(f32) -> f32 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, sym_visibility = "private"}

// CHECK-LABEL: llvm.mlir.global internal @counter(0 : i32) {addr_space = 0 : i32, alignment = 8 : i64} : i32
llvm.mlir.global internal @counter(0 : i32) {alignment = 8 : i64} : i32
// CHECK-LABEL: llvm.mlir.global external @string("abc") {addr_space = 0 : i32}
llvm.mlir.global @string("abc")
// CHECK-LABEL: llvm.mlir.global external constant @string_typed("ab\00") {addr_space = 0 : i32}
llvm.mlir.global constant @string_typed("ab\00") : !llvm.array<3 x i8>
// CHECK-LABEL: llvm.mlir.global private local_unnamed_addr constant @in_space(1.500000e+00 : f64) {addr_space = 1 : i32} : f64
llvm.mlir.global private local_unnamed_addr constant @in_space(1.5 : f64) {addr_space = 1 : i32} : f64
// CHECK-LABEL: llvm.mlir.global external thread_local @tls() {addr_space = 0 : i32} : i64
llvm.mlir.global external thread_local @tls() : i64
// CHECK-LABEL: llvm.mlir.global common @zero_init(0 : i32) {addr_space = 0 : i32, dso_local} : i32
llvm.mlir.global common @zero_init(0 : i32) {dso_local} : i32
// CHECK-LABEL: llvm.mlir.global appending @appended() {addr_space = 0 : i32} : !llvm.array<2 x i32>
llvm.mlir.global appending @appended() : !llvm.array<2 x i32>
// CHECK-LABEL: llvm.mlir.global weak_odr @vector(dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>) {addr_space = 0 : i32, alignment = 8 : i64} : vector<2xf32>
llvm.mlir.global weak_odr @vector(dense<[1.0, 2.0]> : vector<2xf32>) {alignment = 8 : i64} : vector<2xf32>
// CHECK-LABEL: llvm.mlir.global private constant @dense(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 0 : i32, alignment = 16 : i64} : !llvm.array<4 x i32>
llvm.mlir.global private constant @dense(dense<[1, 2, 3, 4]> : tensor<4xi32>) {alignment = 16 : i64} : !llvm.array<4 x i32>
// CHECK-LABEL: llvm.mlir.global private constant @splat(dense<0> : tensor<1xi8>) {addr_space = 0 : i32} : !llvm.array<1 x i8>
llvm.mlir.global private constant @splat(dense<0> : tensor<1xi8>) : !llvm.array<1 x i8>

// CHECK-LABEL: llvm.mlir.global linkonce hidden unnamed_addr @region() {addr_space = 0 : i32, section = ".data"} : !llvm.struct<(i32, ptr)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %1 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT: %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %3 = llvm.mlir.addressof @region : !llvm.ptr
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: llvm.return %4 : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: }
llvm.mlir.global linkonce hidden unnamed_addr @region() {section = ".data"} : !llvm.struct<(i32, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
  %1 = llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
  %3 = llvm.mlir.addressof @region : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
  llvm.return %4 : !llvm.struct<(i32, ptr)>
}

// CHECK-LABEL: llvm.func @addresses() -> !llvm.ptr<1> {
// CHECK-NEXT: %0 = llvm.mlir.addressof @counter : !llvm.ptr
// CHECK-NEXT: %1 = llvm.mlir.addressof @declaration : !llvm.ptr
// CHECK-NEXT: %2 = llvm.mlir.addressof @in_space : !llvm.ptr<1>
// CHECK-NEXT: llvm.return %2 : !llvm.ptr<1>
// CHECK-NEXT: }
llvm.func @addresses() -> !llvm.ptr<1> {
  %0 = llvm.mlir.addressof @counter : !llvm.ptr
  %1 = llvm.mlir.addressof @declaration : !llvm.ptr
  %2 = llvm.mlir.addressof @in_space : !llvm.ptr<1>
  llvm.return %2 : !llvm.ptr<1>
}

}
