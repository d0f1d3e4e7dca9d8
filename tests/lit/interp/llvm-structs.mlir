// RUN: cmir-interp --check-leaks %s | FileCheck %s
// Struct layout, getelementptr into structs and arrays, aggregate loads and stores, pointers kept in memory (also through memcpy), ptrtoint/inttoptr round trips, vector bitcasts.
// The expected output is what mlir-cpu-runner-19 prints for this module.
module {
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.func @printComma()
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @show(%v: i64) {
    llvm.call @printI64(%v) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %one = llvm.mlir.constant(1 : i64) : i64
    %s = llvm.alloca %one x !llvm.struct<(i8, i64, array<3 x i16>)> : (i64) -> !llvm.ptr
    %c7 = llvm.mlir.constant(7 : i8) : i8
    %c9 = llvm.mlir.constant(-9 : i64) : i64
    %c5 = llvm.mlir.constant(5 : i16) : i16
    %f0 = llvm.getelementptr %s[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, array<3 x i16>)>
    llvm.store %c7, %f0 : i8, !llvm.ptr
    %f1 = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, array<3 x i16>)>
    llvm.store %c9, %f1 : i64, !llvm.ptr
    %i2 = llvm.mlir.constant(2 : i32) : i32
    %f2 = llvm.getelementptr %s[0, 2, %i2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i8, i64, array<3 x i16>)>
    %z = llvm.mlir.zero : !llvm.struct<(i8, i64, array<3 x i16>)>
    %zp = llvm.getelementptr %s[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, array<3 x i16>)>
    %za = llvm.mlir.zero : !llvm.array<3 x i16>
    llvm.store %za, %zp : !llvm.array<3 x i16>, !llvm.ptr
    llvm.store %c5, %f2 : i16, !llvm.ptr
    %v = llvm.load %s : !llvm.ptr -> !llvm.struct<(i8, i64, array<3 x i16>)>
    %a = llvm.extractvalue %v[0] : !llvm.struct<(i8, i64, array<3 x i16>)>
    %b = llvm.extractvalue %v[1] : !llvm.struct<(i8, i64, array<3 x i16>)>
    %c = llvm.extractvalue %v[2, 2] : !llvm.struct<(i8, i64, array<3 x i16>)>
    %d = llvm.extractvalue %v[2, 1] : !llvm.struct<(i8, i64, array<3 x i16>)>
    %ae = llvm.sext %a : i8 to i64
    %ce = llvm.zext %c : i16 to i64
    %de = llvm.zext %d : i16 to i64
    llvm.call @show(%ae) : (i64) -> ()
    llvm.call @show(%b) : (i64) -> ()
    llvm.call @show(%ce) : (i64) -> ()
    llvm.call @show(%de) : (i64) -> ()
    // the size of the struct via the null-gep idiom
    %null = llvm.mlir.zero : !llvm.ptr
    %end = llvm.getelementptr %null[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, array<3 x i16>)>
    %size = llvm.ptrtoint %end : !llvm.ptr to i64
    llvm.call @show(%size) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    // insertvalue and a whole-struct store, then a pointer kept in memory
    %w = llvm.insertvalue %c9, %z[1] : !llvm.struct<(i8, i64, array<3 x i16>)>
    %n24 = llvm.mlir.constant(24 : i64) : i64
    %h = llvm.call @malloc(%n24) : (i64) -> !llvm.ptr
    llvm.store %w, %h : !llvm.struct<(i8, i64, array<3 x i16>)>, !llvm.ptr
    %cell = llvm.alloca %one x !llvm.struct<(ptr, i64)> : (i64) -> !llvm.ptr
    %pv = llvm.mlir.undef : !llvm.struct<(ptr, i64)>
    %pv1 = llvm.insertvalue %h, %pv[0] : !llvm.struct<(ptr, i64)>
    %pv2 = llvm.insertvalue %one, %pv1[1] : !llvm.struct<(ptr, i64)>
    llvm.store %pv2, %cell : !llvm.struct<(ptr, i64)>, !llvm.ptr
    %copy = llvm.alloca %one x !llvm.struct<(ptr, i64)> : (i64) -> !llvm.ptr
    %n16 = llvm.mlir.constant(16 : i64) : i64
    "llvm.intr.memcpy"(%copy, %cell, %n16) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %back = llvm.load %copy : !llvm.ptr -> !llvm.struct<(ptr, i64)>
    %hp = llvm.extractvalue %back[0] : !llvm.struct<(ptr, i64)>
    %hf1 = llvm.getelementptr %hp[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, array<3 x i16>)>
    %got = llvm.load %hf1 : !llvm.ptr -> i64
    llvm.call @show(%got) : (i64) -> ()
    // ptrtoint, arithmetic, inttoptr: the same allocation again
    %hi = llvm.ptrtoint %hp : !llvm.ptr to i64
    %c8 = llvm.mlir.constant(8 : i64) : i64
    %hi8 = llvm.add %hi, %c8 : i64
    %hq = llvm.inttoptr %hi8 : i64 to !llvm.ptr
    %got2 = llvm.load %hq : !llvm.ptr -> i64
    llvm.call @show(%got2) : (i64) -> ()
    %eq = llvm.icmp "eq" %hq, %hf1 : !llvm.ptr
    %eqe = llvm.zext %eq : i1 to i64
    llvm.call @show(%eqe) : (i64) -> ()
    // a vector through memory, and a bitcast
    %vv = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
    llvm.store %vv, %h : vector<2xi32>, !llvm.ptr
    %l = llvm.load %h : !llvm.ptr -> i64
    llvm.call @show(%l) : (i64) -> ()
    %bc = llvm.bitcast %vv : vector<2xi32> to i64
    llvm.call @printI64(%bc) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @free(%h) : (!llvm.ptr) -> ()
    llvm.return
  }
}

// CHECK: 7, -9, 5, 0, 24, 
// CHECK-NEXT: -9, -9, 1, 8589934593, 8589934593
