// RUN: cmir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmir-translate --mlir-to-llvmir %s | llvm-as -o /dev/null
// REQUIRES: llvm-backend

// Unit properties of llvm.func that are LLVM function attributes.

// CHECK: define void @a() #[[A:[0-9]+]]
// CHECK: define void @b() #[[B:[0-9]+]]
// CHECK: define void @c() #[[C:[0-9]+]]
// CHECK: define void @d() #[[D:[0-9]+]]
// CHECK: define void @e() #[[E:[0-9]+]]
// CHECK: define void @f() #[[F:[0-9]+]]
llvm.func @a() attributes {arm_streaming} {
  llvm.return
}
llvm.func @b() attributes {arm_locally_streaming, arm_new_za} {
  llvm.return
}
llvm.func @c() attributes {arm_streaming_compatible, arm_in_za} {
  llvm.return
}
llvm.func @d() attributes {arm_out_za} {
  llvm.return
}
llvm.func @e() attributes {arm_inout_za} {
  llvm.return
}
llvm.func @f() attributes {arm_preserves_za, optimize_none, no_inline, will_return, convergent} {
  llvm.return
}
// CHECK: attributes #[[A]] = { "aarch64_pstate_sm_enabled" }
// CHECK: attributes #[[B]] = { "aarch64_new_za" "aarch64_pstate_sm_body" }
// CHECK: attributes #[[C]] = { "aarch64_in_za" "aarch64_pstate_sm_compatible" }
// CHECK: attributes #[[D]] = { "aarch64_out_za" }
// CHECK: attributes #[[E]] = { "aarch64_inout_za" }
// CHECK: attributes #[[F]] = { convergent noinline optnone willreturn "aarch64_preserves_za" }
