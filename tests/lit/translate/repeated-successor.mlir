// RUN: cmir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmir-translate --mlir-to-llvmir %s | llvm-as -o /dev/null
// REQUIRES: llvm-backend

// A terminator naming one block twice with different arguments: a PHI can
// take only one value per predecessor, so the second edge goes through a
// new block (llvm-legalize-for-export) appended to the function.

// CHECK-LABEL: define i32 @both(i1 %0, i32 %1, i32 %2)
// CHECK: br i1 %0, label %[[JOIN:[0-9]+]], label %[[FWD:[0-9]+]]
// CHECK: [[JOIN]]:
// CHECK-NEXT: %[[R:[0-9]+]] = phi i32 [ %[[A:[0-9]+]], %[[FWD]] ], [ %1, %3 ]
// CHECK-NEXT: ret i32 %[[R]]
// CHECK: [[FWD]]:
// CHECK-NEXT: %[[A]] = phi i32 [ %2, %3 ]
// CHECK-NEXT: br label %[[JOIN]]
llvm.func @both(%c: i1, %x: i32, %y: i32) -> i32 {
  llvm.cond_br %c, ^join(%x : i32), ^join(%y : i32)
^join(%r: i32):
  llvm.return %r : i32
}

// Without block arguments nothing is added.
// CHECK-LABEL: define void @plain(i1 %0)
// CHECK: br i1 %0, label %[[B:[0-9]+]], label %[[B]]
// CHECK-NOT: phi
llvm.func @plain(%c: i1) {
  llvm.cond_br %c, ^b, ^b
^b:
  llvm.return
}
