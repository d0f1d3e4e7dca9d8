// RUN: cmir-interp --check-leaks %s | FileCheck %s
// A vector program (vector.load/store, arith and math on vectors, reductions,
// vector.print) lowered by mlir-opt-19 (--convert-vector-to-scf --convert-scf-to-cf
// --expand-strided-metadata --convert-vector-to-llvm --convert-math-to-llvm
// --convert-math-to-libm --finalize-memref-to-llvm --convert-to-llvm
// --reconcile-unrealized-casts). The expected output is mlir-cpu-runner-19's.
module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.func @printClose()
  llvm.func @printComma()
  llvm.func @printF32(f32)
  llvm.func @printOpen()
  llvm.func @main() {
    %0 = llvm.mlir.constant(3 : index) : i64
    %1 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
    %2 = llvm.mlir.constant(dense<0.000000e+00> : vector<4xf32>) : vector<4xf32>
    %3 = llvm.mlir.constant(7.500000e-01 : f32) : f32
    %4 = llvm.mlir.constant(2 : i32) : i32
    %5 = llvm.mlir.constant(5 : i32) : i32
    %6 = llvm.mlir.constant(7 : i32) : i32
    %7 = llvm.mlir.constant(16 : index) : i64
    %8 = llvm.mlir.constant(4 : index) : i64
    %9 = llvm.mlir.constant(1 : index) : i64
    %10 = llvm.mlir.constant(0 : index) : i64
    %11 = llvm.mlir.constant(16 : index) : i64
    %12 = llvm.mlir.constant(1 : index) : i64
    %13 = llvm.mlir.zero : !llvm.ptr
    %14 = llvm.getelementptr %13[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %15 = llvm.ptrtoint %14 : !llvm.ptr to i64
    %16 = llvm.call @malloc(%15) : (i64) -> !llvm.ptr
    %17 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %18 = llvm.insertvalue %16, %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.insertvalue %16, %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.mlir.constant(0 : index) : i64
    %21 = llvm.insertvalue %20, %19[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.insertvalue %11, %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.insertvalue %12, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.mlir.constant(16 : index) : i64
    %25 = llvm.mlir.constant(1 : index) : i64
    %26 = llvm.mlir.zero : !llvm.ptr
    %27 = llvm.getelementptr %26[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %28 = llvm.ptrtoint %27 : !llvm.ptr to i64
    %29 = llvm.call @malloc(%28) : (i64) -> !llvm.ptr
    %30 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %31 = llvm.insertvalue %29, %30[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %32 = llvm.insertvalue %29, %31[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.mlir.constant(0 : index) : i64
    %34 = llvm.insertvalue %33, %32[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.insertvalue %24, %34[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %36 = llvm.insertvalue %25, %35[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb1(%10 : i64)
  ^bb1(%37: i64):  // 2 preds: ^bb0, ^bb2
    %38 = llvm.icmp "slt" %37, %7 : i64
    llvm.cond_br %38, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %39 = llvm.trunc %37 : i64 to i32
    %40 = llvm.mul %39, %6 : i32
    %41 = llvm.srem %40, %5  : i32
    %42 = llvm.sub %41, %4 : i32
    %43 = llvm.extractvalue %36[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %44 = llvm.getelementptr %43[%37] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %42, %44 : i32, !llvm.ptr
    %45 = llvm.sitofp %42 : i32 to f32
    %46 = llvm.fmul %45, %3  : f32
    %47 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %48 = llvm.getelementptr %47[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %46, %48 : f32, !llvm.ptr
    %49 = llvm.add %37, %9 : i64
    llvm.br ^bb1(%49 : i64)
  ^bb3:  // pred: ^bb1
    llvm.br ^bb4(%10, %2, %1 : i64, vector<4xf32>, vector<4xi32>)
  ^bb4(%50: i64, %51: vector<4xf32>, %52: vector<4xi32>):  // 2 preds: ^bb3, ^bb5
    %53 = llvm.icmp "slt" %50, %7 : i64
    llvm.cond_br %53, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %54 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %55 = llvm.getelementptr %54[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %56 = llvm.load %55 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
    %57 = llvm.extractvalue %36[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %58 = llvm.getelementptr %57[%50] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %59 = llvm.load %58 {alignment = 4 : i64} : !llvm.ptr -> vector<4xi32>
    %60 = llvm.fmul %56, %56  : vector<4xf32>
    %61 = llvm.fadd %51, %60  : vector<4xf32>
    %62 = llvm.intr.smax(%52, %59)  : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %63 = "llvm.intr.abs"(%59) <{is_int_min_poison = false}> : (vector<4xi32>) -> vector<4xi32>
    %64 = llvm.add %62, %63 : vector<4xi32>
    %65 = llvm.fneg %56  : vector<4xf32>
    %66 = llvm.fcmp "olt" %65, %56 : vector<4xf32>
    %67 = llvm.select %66, %56, %65 : vector<4xi1>, vector<4xf32>
    %68 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %69 = llvm.getelementptr %68[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %67, %69 {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
    %70 = llvm.add %50, %8 : i64
    llvm.br ^bb4(%70, %61, %64 : i64, vector<4xf32>, vector<4xi32>)
  ^bb6:  // pred: ^bb4
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb7(%10 : i64)
  ^bb7(%71: i64):  // 2 preds: ^bb6, ^bb10
    %72 = llvm.icmp "slt" %71, %8 : i64
    llvm.cond_br %72, ^bb8, ^bb11
  ^bb8:  // pred: ^bb7
    %73 = llvm.extractelement %51[%71 : i64] : vector<4xf32>
    llvm.call @printF32(%73) : (f32) -> ()
    %74 = llvm.icmp "ult" %71, %0 : i64
    llvm.cond_br %74, ^bb9, ^bb10
  ^bb9:  // pred: ^bb8
    llvm.call @printComma() : () -> ()
    llvm.br ^bb10
  ^bb10:  // 2 preds: ^bb8, ^bb9
    %75 = llvm.add %71, %9 : i64
    llvm.br ^bb7(%75 : i64)
  ^bb11:  // pred: ^bb7
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb12(%10 : i64)
  ^bb12(%76: i64):  // 2 preds: ^bb11, ^bb15
    %77 = llvm.icmp "slt" %76, %8 : i64
    llvm.cond_br %77, ^bb13, ^bb16
  ^bb13:  // pred: ^bb12
    %78 = llvm.extractelement %52[%76 : i64] : vector<4xi32>
    %79 = llvm.sext %78 : i32 to i64
    llvm.call @printI64(%79) : (i64) -> ()
    %80 = llvm.icmp "ult" %76, %0 : i64
    llvm.cond_br %80, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    llvm.call @printComma() : () -> ()
    llvm.br ^bb15
  ^bb15:  // 2 preds: ^bb13, ^bb14
    %81 = llvm.add %76, %9 : i64
    llvm.br ^bb12(%81 : i64)
  ^bb16:  // pred: ^bb12
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    %82 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %83 = "llvm.intr.vector.reduce.fadd"(%82, %51) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
    llvm.call @printF32(%83) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    %84 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %85 = llvm.getelementptr %84[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %86 = llvm.load %85 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
    %87 = llvm.mlir.constant(1 : i64) : i64
    %88 = llvm.extractelement %86[%87 : i64] : vector<4xf32>
    llvm.call @printF32(%88) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    %89 = llvm.sitofp %52 : vector<4xi32> to vector<4xf32>
    %90 = llvm.intr.exp(%89)  : (vector<4xf32>) -> vector<4xf32>
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb17(%10 : i64)
  ^bb17(%91: i64):  // 2 preds: ^bb16, ^bb20
    %92 = llvm.icmp "slt" %91, %8 : i64
    llvm.cond_br %92, ^bb18, ^bb21
  ^bb18:  // pred: ^bb17
    %93 = llvm.extractelement %90[%91 : i64] : vector<4xf32>
    llvm.call @printF32(%93) : (f32) -> ()
    %94 = llvm.icmp "ult" %91, %0 : i64
    llvm.cond_br %94, ^bb19, ^bb20
  ^bb19:  // pred: ^bb18
    llvm.call @printComma() : () -> ()
    llvm.br ^bb20
  ^bb20:  // 2 preds: ^bb18, ^bb19
    %95 = llvm.add %91, %9 : i64
    llvm.br ^bb17(%95 : i64)
  ^bb21:  // pred: ^bb17
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    %96 = llvm.extractvalue %23[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%96) : (!llvm.ptr) -> ()
    %97 = llvm.extractvalue %36[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%97) : (!llvm.ptr) -> ()
    llvm.return
  }
}


// CHECK: ( 5.625, 3.375, 5.0625, 5.0625 )
// CHECK-NEXT: ( 6, 4, 7, 6 )
// CHECK-NEXT: 19.125
// CHECK-NEXT: 1.5
// CHECK-NEXT: ( 403.429, 54.5981, 1096.63, 403.429 )
