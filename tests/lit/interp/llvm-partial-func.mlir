// RUN: cmir-interp %s | FileCheck %s
// tests/conformance/func.mlir half lowered by mlir-opt-19 (--convert-scf-to-cf
// --convert-arith-to-llvm --convert-func-to-llvm --finalize-memref-to-llvm
// --convert-cf-to-llvm): function values cast to and from !llvm.ptr. Output as the
// unlowered program's.
module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @fib(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(2 : i64) : i64
    %1 = llvm.icmp "slt" %arg0, %0 : i64
    llvm.cond_br %1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.return %arg0 : i64
  ^bb2:  // pred: ^bb0
    %2 = llvm.mlir.constant(1 : i64) : i64
    %3 = llvm.sub %arg0, %2 : i64
    %4 = llvm.sub %arg0, %0 : i64
    %5 = llvm.call @fib(%3) : (i64) -> i64
    %6 = llvm.call @fib(%4) : (i64) -> i64
    %7 = llvm.add %5, %6 : i64
    llvm.return %7 : i64
  }
  llvm.func @is_even(%arg0: i64) -> i1 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.icmp "eq" %arg0, %0 : i64
    llvm.cond_br %1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %2 = llvm.mlir.constant(true) : i1
    llvm.br ^bb3(%2 : i1)
  ^bb2:  // pred: ^bb0
    %3 = llvm.mlir.constant(1 : i64) : i64
    %4 = llvm.sub %arg0, %3 : i64
    %5 = llvm.call @is_odd(%4) : (i64) -> i1
    llvm.br ^bb3(%5 : i1)
  ^bb3(%6: i1):  // 2 preds: ^bb1, ^bb2
    llvm.br ^bb4
  ^bb4:  // pred: ^bb3
    llvm.return %6 : i1
  }
  llvm.func @is_odd(%arg0: i64) -> i1 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.icmp "eq" %arg0, %0 : i64
    llvm.cond_br %1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %2 = llvm.mlir.constant(false) : i1
    llvm.br ^bb3(%2 : i1)
  ^bb2:  // pred: ^bb0
    %3 = llvm.mlir.constant(1 : i64) : i64
    %4 = llvm.sub %arg0, %3 : i64
    %5 = llvm.call @is_even(%4) : (i64) -> i1
    llvm.br ^bb3(%5 : i1)
  ^bb3(%6: i1):  // 2 preds: ^bb1, ^bb2
    llvm.br ^bb4
  ^bb4:  // pred: ^bb3
    llvm.return %6 : i1
  }
  llvm.func @deep(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.icmp "eq" %arg0, %0 : i64
    llvm.cond_br %2, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.return %0 : i64
  ^bb2:  // pred: ^bb0
    %3 = llvm.sub %arg0, %1 : i64
    %4 = llvm.call @deep(%3) : (i64) -> i64
    %5 = llvm.add %4, %arg0 : i64
    llvm.return %5 : i64
  }
  llvm.func @divmod(%arg0: i64, %arg1: i64) -> !llvm.struct<(i64, i64, i1)> {
    %0 = llvm.sdiv %arg0, %arg1  : i64
    %1 = llvm.srem %arg0, %arg1  : i64
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.icmp "eq" %1, %2 : i64
    %4 = llvm.mlir.undef : !llvm.struct<(i64, i64, i1)>
    %5 = llvm.insertvalue %0, %4[0] : !llvm.struct<(i64, i64, i1)> 
    %6 = llvm.insertvalue %1, %5[1] : !llvm.struct<(i64, i64, i1)> 
    %7 = llvm.insertvalue %3, %6[2] : !llvm.struct<(i64, i64, i1)> 
    llvm.return %7 : !llvm.struct<(i64, i64, i1)>
  }
  llvm.func @add(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.add %arg0, %arg1 : i64
    llvm.return %0 : i64
  }
  llvm.func @mul(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.mul %arg0, %arg1 : i64
    llvm.return %0 : i64
  }
  llvm.func @apply(%arg0: !llvm.ptr, %arg1: i64, %arg2: i64) -> i64 {
    %0 = llvm.call %arg0(%arg1, %arg2) : !llvm.ptr, (i64, i64) -> i64
    llvm.return %0 : i64
  }
  llvm.func @fill(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi64>
    %7 = builtin.unrealized_conversion_cast %6 : memref<?xi64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8 = llvm.mlir.constant(0 : index) : i64
    %9 = builtin.unrealized_conversion_cast %8 : i64 to index
    %10 = llvm.mlir.constant(1 : index) : i64
    %11 = llvm.mlir.constant(1 : index) : i64
    %12 = llvm.extractvalue %5[3] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.alloca %11 x !llvm.array<1 x i64> : (i64) -> !llvm.ptr
    llvm.store %12, %13 : !llvm.array<1 x i64>, !llvm.ptr
    %14 = llvm.getelementptr %13[0, %8] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1 x i64>
    %15 = llvm.load %14 : !llvm.ptr -> i64
    %16 = builtin.unrealized_conversion_cast %15 : i64 to index
    %17 = builtin.unrealized_conversion_cast %16 : index to i64
    llvm.br ^bb1(%8 : i64)
  ^bb1(%18: i64):  // 2 preds: ^bb0, ^bb2
    %19 = builtin.unrealized_conversion_cast %18 : i64 to index
    %20 = builtin.unrealized_conversion_cast %19 : index to i64
    %21 = llvm.icmp "slt" %20, %17 : i64
    llvm.cond_br %21, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %22 = llvm.add %20, %arg5 : i64
    %23 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.getelementptr %23[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %22, %24 : i64, !llvm.ptr
    %25 = llvm.add %20, %10 : i64
    %26 = builtin.unrealized_conversion_cast %25 : i64 to index
    llvm.br ^bb1(%25 : i64)
  ^bb3:  // pred: ^bb1
    llvm.return %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  }
  llvm.func @p(%arg0: i64) {
    llvm.call @printI64(%arg0) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(20 : i64) : i64
    %1 = llvm.call @fib(%0) : (i64) -> i64
    llvm.call @p(%1) : (i64) -> ()
    %2 = llvm.mlir.constant(7 : i64) : i64
    %3 = llvm.mlir.constant(10 : i64) : i64
    %4 = llvm.call @is_even(%2) : (i64) -> i1
    %5 = llvm.call @is_even(%3) : (i64) -> i1
    %6 = llvm.zext %4 : i1 to i64
    %7 = llvm.zext %5 : i1 to i64
    llvm.call @p(%6) : (i64) -> ()
    llvm.call @p(%7) : (i64) -> ()
    %8 = llvm.mlir.constant(20000 : i64) : i64
    %9 = llvm.call @deep(%8) : (i64) -> i64
    llvm.call @p(%9) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %10 = llvm.mlir.constant(-17 : i64) : i64
    %11 = llvm.mlir.constant(5 : i64) : i64
    %12 = llvm.call @divmod(%10, %11) : (i64, i64) -> !llvm.struct<(i64, i64, i1)>
    %13 = llvm.extractvalue %12[0] : !llvm.struct<(i64, i64, i1)> 
    %14 = llvm.extractvalue %12[1] : !llvm.struct<(i64, i64, i1)> 
    %15 = llvm.extractvalue %12[2] : !llvm.struct<(i64, i64, i1)> 
    %16 = llvm.zext %15 : i1 to i64
    llvm.call @p(%13) : (i64) -> ()
    llvm.call @p(%14) : (i64) -> ()
    llvm.call @p(%16) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %17 = llvm.mlir.addressof @add : !llvm.ptr
    %18 = builtin.unrealized_conversion_cast %17 : !llvm.ptr to (i64, i64) -> i64
    %19 = builtin.unrealized_conversion_cast %18 : (i64, i64) -> i64 to !llvm.ptr
    %20 = llvm.mlir.addressof @mul : !llvm.ptr
    %21 = builtin.unrealized_conversion_cast %20 : !llvm.ptr to (i64, i64) -> i64
    %22 = builtin.unrealized_conversion_cast %21 : (i64, i64) -> i64 to !llvm.ptr
    %23 = llvm.call @apply(%17, %10, %11) : (!llvm.ptr, i64, i64) -> i64
    %24 = llvm.call @apply(%20, %10, %11) : (!llvm.ptr, i64, i64) -> i64
    %25 = llvm.mlir.constant(true) : i1
    %26 = llvm.select %25, %22, %19 : i1, !llvm.ptr
    %27 = builtin.unrealized_conversion_cast %26 : !llvm.ptr to (i64, i64) -> i64
    %28 = llvm.call %26(%2, %3) : !llvm.ptr, (i64, i64) -> i64
    llvm.call @p(%23) : (i64) -> ()
    llvm.call @p(%24) : (i64) -> ()
    llvm.call @p(%28) : (i64) -> ()
    %29 = llvm.mlir.addressof @printI64 : !llvm.ptr
    llvm.call %29(%2) : !llvm.ptr, (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %30 = llvm.mlir.constant(4 : index) : i64
    %31 = builtin.unrealized_conversion_cast %30 : i64 to index
    %32 = llvm.mlir.constant(1 : index) : i64
    %33 = llvm.mlir.zero : !llvm.ptr
    %34 = llvm.getelementptr %33[%30] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %35 = llvm.ptrtoint %34 : !llvm.ptr to i64
    %36 = llvm.call @malloc(%35) : (i64) -> !llvm.ptr
    %37 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %38 = llvm.insertvalue %36, %37[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %39 = llvm.insertvalue %36, %38[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %40 = llvm.mlir.constant(0 : index) : i64
    %41 = llvm.insertvalue %40, %39[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %42 = llvm.insertvalue %30, %41[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %43 = llvm.insertvalue %32, %42[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %44 = builtin.unrealized_conversion_cast %43 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi64>
    %45 = builtin.unrealized_conversion_cast %44 : memref<?xi64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %46 = llvm.extractvalue %45[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %47 = llvm.extractvalue %45[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %48 = llvm.extractvalue %45[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %49 = llvm.extractvalue %45[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %50 = llvm.extractvalue %45[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %51 = llvm.call @fill(%46, %47, %48, %49, %50, %3) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %52 = builtin.unrealized_conversion_cast %51 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi64>
    %53 = llvm.mlir.constant(3 : index) : i64
    %54 = builtin.unrealized_conversion_cast %53 : i64 to index
    %55 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %56 = llvm.getelementptr %55[%53] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %57 = llvm.load %56 : !llvm.ptr -> i64
    llvm.call @p(%57) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %58 = llvm.extractvalue %43[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%58) : (!llvm.ptr) -> ()
    llvm.return
  }
}


// CHECK: 6765, 0, 1, 200010000, 
// CHECK-NEXT: -3, -2, 0, 
// CHECK-NEXT: -12, -85, 70, 7
// CHECK-NEXT: 13, 
