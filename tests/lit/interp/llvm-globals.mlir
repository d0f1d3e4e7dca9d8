// RUN: cmir-interp -entry-point-result=i32 %s | FileCheck %s
// llvm.mlir.global with values and initializer regions, a mutable global, a table of function pointers called indirectly, llvm.switch with block arguments.
// The expected output is what mlir-cpu-runner-19 prints for this module.
module {
  llvm.func @printI64(i64)
  llvm.func @printF64(f64)
  llvm.func @printNewline()
  llvm.func @printComma()
  llvm.mlir.global internal constant @table(dense<[10, 20, 30, 40]> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
  llvm.mlir.global internal @counter(5 : i64) {addr_space = 0 : i32} : i64
  llvm.mlir.global internal @zeroed() {addr_space = 0 : i32} : !llvm.array<2 x f64> {
    %z = llvm.mlir.zero : !llvm.array<2 x f64>
    %h = llvm.mlir.constant(0.5 : f64) : f64
    %a = llvm.insertvalue %h, %z[1] : !llvm.array<2 x f64>
    llvm.return %a : !llvm.array<2 x f64>
  }
  llvm.func @twice(%x: i64) -> i64 {
    %r = llvm.add %x, %x : i64
    llvm.return %r : i64
  }
  llvm.func @square(%x: i64) -> i64 {
    %r = llvm.mul %x, %x : i64
    llvm.return %r : i64
  }
  // a table of function pointers, built by an initializer region
  llvm.mlir.global internal constant @ops() {addr_space = 0 : i32} : !llvm.array<2 x ptr> {
    %u = llvm.mlir.undef : !llvm.array<2 x ptr>
    %f = llvm.mlir.addressof @twice : !llvm.ptr
    %g = llvm.mlir.addressof @square : !llvm.ptr
    %a = llvm.insertvalue %f, %u[0] : !llvm.array<2 x ptr>
    %b = llvm.insertvalue %g, %a[1] : !llvm.array<2 x ptr>
    llvm.return %b : !llvm.array<2 x ptr>
  }
  llvm.func @bump() -> i64 {
    %p = llvm.mlir.addressof @counter : !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %w = llvm.add %v, %one : i64
    llvm.store %w, %p : i64, !llvm.ptr
    llvm.return %w : i64
  }
  llvm.func @main() -> i32 {
    %t = llvm.mlir.addressof @table : !llvm.ptr
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %zero = llvm.mlir.constant(0 : i64) : i64
    llvm.br ^loop(%c0, %zero : i64, i64)
  ^loop(%i: i64, %acc: i64):
    %done = llvm.icmp "sge" %i, %c4 : i64
    llvm.cond_br %done, ^exit, ^body
  ^body:
    %p = llvm.getelementptr inbounds %t[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
    %v = llvm.load %p : !llvm.ptr -> i32
    %ve = llvm.sext %v : i32 to i64
    %acc2 = llvm.add %acc, %ve overflow<nsw> : i64
    %i2 = llvm.add %i, %c1 : i64
    llvm.br ^loop(%i2, %acc2 : i64, i64)
  ^exit:
    llvm.call @printI64(%acc) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %b1 = llvm.call @bump() : () -> i64
    %b2 = llvm.call @bump() : () -> i64
    llvm.call @printI64(%b2) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %zp = llvm.mlir.addressof @zeroed : !llvm.ptr
    %zq = llvm.getelementptr %zp[1] : (!llvm.ptr) -> !llvm.ptr, f64
    %zv = llvm.load %zq : !llvm.ptr -> f64
    llvm.call @printF64(%zv) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    %opsp = llvm.mlir.addressof @ops : !llvm.ptr
    %c7 = llvm.mlir.constant(7 : i64) : i64
    %k = llvm.mlir.constant(1 : i32) : i32
    llvm.switch %k : i32, ^d [
      0: ^s0,
      1: ^s1(%c7 : i64)
    ]
  ^s0:
    llvm.br ^d
  ^s1(%arg: i64):
    %fp0 = llvm.load %opsp : !llvm.ptr -> !llvm.ptr
    %r0 = llvm.call %fp0(%arg) : !llvm.ptr, (i64) -> i64
    llvm.call @printI64(%r0) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %fq = llvm.getelementptr %opsp[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x ptr>
    %fp1 = llvm.load %fq : !llvm.ptr -> !llvm.ptr
    %r1 = llvm.call %fp1(%arg) : !llvm.ptr, (i64) -> i64
    llvm.call @printI64(%r1) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.br ^d
  ^d:
    %ret = llvm.mlir.constant(3 : i32) : i32
    llvm.return %ret : i32
  }
}

// CHECK: 100, 7, 0.5
// CHECK-NEXT: 14, 49
// CHECK-NEXT: 3
