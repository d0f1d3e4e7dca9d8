// llvm.call_intrinsic is checked against the intrinsic's LLVM signature
// with MLIR 19's messages, each followed by "LLVM Translation failed";
// overloaded intrinsics get the overload types their operands and result
// call for, and a variadic one is called as variadic.
// RUN: cmir-translate --mlir-to-llvmir --split-input-file --verify-diagnostics %s | FileCheck %s
// REQUIRES: llvm-backend

// CHECK: call void @llvm.lifetime.start.p0(i64 4, ptr %1)
// CHECK: call void (...) @llvm.localescape(ptr %1, ptr %1)
llvm.func @good() {
  %0 = llvm.mlir.constant(4 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i8) : i8
  %1 = llvm.alloca %c1 x f32 : (i8) -> !llvm.ptr
  llvm.call_intrinsic "llvm.lifetime.start"(%0, %1) : (i64, !llvm.ptr) -> ()
  llvm.call_intrinsic "llvm.localescape"(%1, %1) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @overload_kind() {
  %0 = llvm.mlir.constant(1 : i16) : i16
  // expected-error@below {{call intrinsic signature i16 (i16) to overloaded intrinsic "llvm.fabs" does not match any of the overloads}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  %1 = llvm.call_intrinsic "llvm.fabs"(%0) : (i16) -> i16
  llvm.return
}

// -----

llvm.func @result() -> i32 {
  // expected-error@below {{intrinsic call returns i32 but "llvm.trap" actually returns void}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  %0 = llvm.call_intrinsic "llvm.trap"() : () -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @count(%a: i32) {
  // expected-error@below {{intrinsic call has 1 operands but "llvm.trap" expects 0}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  llvm.call_intrinsic "llvm.trap"(%a) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @operand(%a: i32) {
  // expected-error@below {{intrinsic call operand #0 has type i32 but "llvm.ubsantrap" expects i8}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  llvm.call_intrinsic "llvm.ubsantrap"(%a) : (i32) -> ()
  llvm.return
}
