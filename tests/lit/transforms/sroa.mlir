// sroa splits an alloca of a struct or small array into one alloca per
// field used (no alignment, address space 0; in the order the pointer's use
// list meets them, its last use first), rewiring GEPs into the fields (byte
// GEPs, folded at offset 0) and loads and stores of the first field.
// RUN: cmir-opt --sroa %s | FileCheck %s
// RUN: not cmir-opt --sroa=bogus %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: bogus

// CHECK-LABEL: llvm.func @split
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A:.*]] = llvm.alloca %[[ONE]] x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: %[[C:.*]] = llvm.alloca %[[ONE]] x i16 : (i32) -> !llvm.ptr
// CHECK-NEXT: %[[CHI:.*]] = llvm.getelementptr %[[C]][1] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %arg0, %[[A]] : i32, !llvm.ptr
// CHECK-NEXT: llvm.load %[[CHI]] : !llvm.ptr -> i8
llvm.func @split(%x: i32) -> i8 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %one x !llvm.struct<(i32, f64, i16)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %hi = llvm.getelementptr %s[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64, i16)>
  %hi1 = llvm.getelementptr %hi[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %x, %s : i32, !llvm.ptr
  %v = llvm.load %hi1 : !llvm.ptr -> i8
  llvm.return %v : i8
}

// CHECK-LABEL: llvm.func @over_the_end
// CHECK: llvm.alloca %{{.*}} x !llvm.array<2 x i32>
llvm.func @over_the_end() -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x !llvm.array<2 x i32> : (i32) -> !llvm.ptr
  %e = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i32>
  %v = llvm.load %e : !llvm.ptr -> i64
  llvm.return %v : i64
}

// CHECK-LABEL: func.func @memref
// CHECK-NEXT: %{{.*}} = arith.constant 1 : index
// CHECK-NEXT: %[[M:.*]] = memref.alloca() : memref<f32>
// CHECK-NEXT: memref.store %arg0, %[[M]][] : memref<f32>
func.func @memref(%x: f32) {
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<3xf32>
  memref.store %x, %m[%c1] : memref<3xf32>
  return
}
