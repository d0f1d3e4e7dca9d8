// RUN: cmir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmir-translate --mlir-to-llvmir %s | llvm-as -o /dev/null
// REQUIRES: llvm-backend

// Identified structs (recursive, packed, opaque), literal structs, arrays
// and vectors.

// CHECK-DAG: %list = type { i32, ptr }
// CHECK-DAG: %pair = type <{ i8, i64 }>
// CHECK-DAG: %opaque = type opaque
// CHECK-DAG: %node = type { %pair, [2 x %list] }
// CHECK-DAG: %rec = type { i32, [1 x %rec] }

// CHECK-LABEL: define i32 @head(ptr %0)
// CHECK-NEXT: %2 = getelementptr inbounds %list, ptr %0, i32 0, i32 0
// CHECK-NEXT: %3 = load i32, ptr %2, align 4
llvm.func @head(%l: !llvm.ptr) -> i32 {
  %p = llvm.getelementptr inbounds %l[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"list", (i32, ptr)>
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}

// CHECK-LABEL: define { i32, { float, [3 x i8] } } @literal({ i32, { float, [3 x i8] } } %0, i8 %1)
// CHECK-NEXT: %3 = extractvalue { i32, { float, [3 x i8] } } %0, 1
// CHECK-NEXT: %4 = extractvalue { float, [3 x i8] } %3, 1
// CHECK-NEXT: %5 = insertvalue [3 x i8] %4, i8 %1, 2
// CHECK-NEXT: %6 = insertvalue { float, [3 x i8] } %3, [3 x i8] %5, 1
// CHECK-NEXT: %7 = insertvalue { i32, { float, [3 x i8] } } %0, { float, [3 x i8] } %6, 1
llvm.func @literal(%s: !llvm.struct<(i32, struct<(f32, array<3 x i8>)>)>, %b: i8)
    -> !llvm.struct<(i32, struct<(f32, array<3 x i8>)>)> {
  %r = llvm.insertvalue %b, %s[1, 1, 2] : !llvm.struct<(i32, struct<(f32, array<3 x i8>)>)>
  llvm.return %r : !llvm.struct<(i32, struct<(f32, array<3 x i8>)>)>
}

// CHECK-LABEL: define void @uses(ptr %0, %node %1, <{ i8, i32 }> %2, <4 x float> %3, <vscale x 4 x i32> %4, <2 x ptr> %5)
llvm.func @uses(%o: !llvm.ptr, %n: !llvm.struct<"node", (struct<"pair", packed (i8, i64)>, array<2 x struct<"list", (i32, ptr)>>)>,
                %p: !llvm.struct<packed (i8, i32)>, %v: vector<4xf32>, %s: vector<[4]xi32>,
                %vp: !llvm.vec<2 x ptr>) {
  llvm.return
}

// CHECK-LABEL: declare void @take_opaque(ptr, %opaque)
llvm.func @take_opaque(!llvm.ptr, !llvm.struct<"opaque", opaque>)

// A struct that refers to itself (%rec above) is named before its body is
// translated.
// CHECK-LABEL: declare %rec @make_rec(ptr)
llvm.func @make_rec(!llvm.ptr) -> !llvm.struct<"rec", (i32, array<1 x struct<"rec">>)>
