// RUN: cmir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmir-translate --mlir-to-llvmir %s | llvm-as -o /dev/null
// REQUIRES: llvm-backend

// Linkage, visibility, unnamed_addr, calling conventions, passthrough
// attributes and the argument and result attributes LLVM knows.

// CHECK: @weak_g = weak hidden global i32 1
llvm.mlir.global weak hidden @weak_g(1 : i32) {addr_space = 0 : i32} : i32
// CHECK: @odr = linkonce_odr protected unnamed_addr constant i8 2
llvm.mlir.global linkonce_odr protected unnamed_addr constant @odr(2 : i8) {addr_space = 0 : i32} : i8
// CHECK: @common_g = common global i64 0
llvm.mlir.global common @common_g(0 : i64) {addr_space = 0 : i32} : i64
// CHECK: @ew = extern_weak global i32
llvm.mlir.global extern_weak @ew() {addr_space = 0 : i32} : i32

// CHECK: define private void @priv()
llvm.func private @priv() {
  llvm.return
}
// CHECK: define internal fastcc void @fast()
llvm.func internal fastcc @fast() {
  llvm.return
}
// CHECK: define weak_odr hidden void @vis()
llvm.func weak_odr hidden @vis() {
  llvm.return
}
// CHECK: define available_externally i32 @ae() local_unnamed_addr
llvm.func available_externally local_unnamed_addr @ae() -> i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}
// CHECK: declare extern_weak void @maybe()
llvm.func extern_weak @maybe()

// CHECK: define noalias nonnull ptr @args(ptr noalias align 16 %0, ptr nonnull dereferenceable(8) %1, i32 signext %2, ptr byval(i64) %3) #[[A:[0-9]+]]
llvm.func @args(%a: !llvm.ptr {llvm.noalias, llvm.align = 16 : i64},
                %b: !llvm.ptr {llvm.nonnull, llvm.dereferenceable = 8 : i64},
                %c: i32 {llvm.signext}, %d: !llvm.ptr {llvm.byval = i64})
    -> (!llvm.ptr {llvm.noalias, llvm.nonnull}) attributes {passthrough = ["noinline", "nounwind", ["alignstack", "16"], ["frame-pointer", "all"], "my-flag"]} {
  // CHECK: call fastcc void @fast()
  llvm.call fastcc @fast() : () -> ()
  // CHECK: tail call void @priv()
  llvm.call tail @priv() : () -> ()
  llvm.return %a : !llvm.ptr
}

// CHECK: define void @props() #[[B:[0-9]+]] {
llvm.func @props() attributes {no_inline, no_unwind, target_cpu = "x86-64", memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>} {
  llvm.return
}

// CHECK: define void @features() #[[C:[0-9]+]] !prof ![[P:[0-9]+]] {
llvm.func @features() attributes {target_features = #llvm.target_features<["+avx", "-sse4.1"]>, vscale_range = #llvm.vscale_range<minRange = 1 : i32, maxRange = 16 : i32>, function_entry_count = 42 : i64} {
  llvm.return
}

// CHECK: attributes #[[A]] = { noinline nounwind alignstack=16 "frame-pointer"="all" "my-flag" }
// CHECK: attributes #[[B]] = { noinline nounwind memory(argmem: read) "target-cpu"="x86-64" }
// CHECK: attributes #[[C]] = { vscale_range(1,16) "target-features"="+avx,-sse4.1" }
// CHECK: ![[P]] = !{!"function_entry_count", i64 42}
