// mlir-opt-19 --expand-strided-metadata --lower-affine --arith-expand --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts on shared/bench/kernels/matmul.mlir: LLVM dialect IR that cmir must read and print back byte for byte.
module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printF32(f32) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printF64(f64) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @main() {
    %0 = llvm.mlir.constant(255 : index) : i64
    %1 = llvm.mlir.constant(4 : index) : i64
    %2 = llvm.mlir.constant(0 : index) : i64
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.constant(2 : index) : i64
    %5 = llvm.mlir.constant(3 : index) : i64
    %6 = llvm.mlir.constant(13 : index) : i64
    %7 = llvm.mlir.constant(17 : index) : i64
    %8 = llvm.mlir.constant(256 : index) : i64
    %9 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %10 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %11 = llvm.mlir.constant(6.250000e-02 : f32) : f32
    %12 = llvm.mlir.constant(1.250000e-01 : f32) : f32
    %13 = llvm.mlir.constant(256 : index) : i64
    %14 = llvm.mlir.constant(256 : index) : i64
    %15 = llvm.mlir.constant(1 : index) : i64
    %16 = llvm.mlir.constant(65536 : index) : i64
    %17 = llvm.mlir.zero : !llvm.ptr
    %18 = llvm.getelementptr %17[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %19 = llvm.ptrtoint %18 : !llvm.ptr to i64
    %20 = llvm.call @malloc(%19) : (i64) -> !llvm.ptr
    %21 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %22 = llvm.insertvalue %20, %21[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %20, %22[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.mlir.constant(0 : index) : i64
    %25 = llvm.insertvalue %24, %23[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.insertvalue %13, %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %14, %26[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.insertvalue %14, %27[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %15, %28[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.mlir.constant(256 : index) : i64
    %31 = llvm.mlir.constant(256 : index) : i64
    %32 = llvm.mlir.constant(1 : index) : i64
    %33 = llvm.mlir.constant(65536 : index) : i64
    %34 = llvm.mlir.zero : !llvm.ptr
    %35 = llvm.getelementptr %34[%33] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %36 = llvm.ptrtoint %35 : !llvm.ptr to i64
    %37 = llvm.call @malloc(%36) : (i64) -> !llvm.ptr
    %38 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %39 = llvm.insertvalue %37, %38[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.insertvalue %37, %39[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %41 = llvm.mlir.constant(0 : index) : i64
    %42 = llvm.insertvalue %41, %40[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %43 = llvm.insertvalue %30, %42[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %44 = llvm.insertvalue %31, %43[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %45 = llvm.insertvalue %31, %44[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %46 = llvm.insertvalue %32, %45[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %47 = llvm.mlir.constant(256 : index) : i64
    %48 = llvm.mlir.constant(256 : index) : i64
    %49 = llvm.mlir.constant(1 : index) : i64
    %50 = llvm.mlir.constant(65536 : index) : i64
    %51 = llvm.mlir.zero : !llvm.ptr
    %52 = llvm.getelementptr %51[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %53 = llvm.ptrtoint %52 : !llvm.ptr to i64
    %54 = llvm.call @malloc(%53) : (i64) -> !llvm.ptr
    %55 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %56 = llvm.insertvalue %54, %55[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.insertvalue %54, %56[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %58 = llvm.mlir.constant(0 : index) : i64
    %59 = llvm.insertvalue %58, %57[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %60 = llvm.insertvalue %47, %59[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %61 = llvm.insertvalue %48, %60[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %62 = llvm.insertvalue %48, %61[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %63 = llvm.insertvalue %49, %62[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb1(%2 : i64)
  ^bb1(%64: i64):  // 2 preds: ^bb0, ^bb5
    %65 = llvm.icmp "slt" %64, %8 : i64
    llvm.cond_br %65, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%2 : i64)
  ^bb3(%66: i64):  // 2 preds: ^bb2, ^bb4
    %67 = llvm.icmp "slt" %66, %8 : i64
    llvm.cond_br %67, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %68 = llvm.mul %64, %5 : i64
    %69 = llvm.add %68, %66 : i64
    %70 = llvm.urem %69, %7  : i64
    %71 = llvm.trunc %70 : i64 to i32
    %72 = llvm.sitofp %71 : i32 to f32
    %73 = llvm.fmul %72, %11  : f32
    %74 = llvm.extractvalue %29[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %75 = llvm.mlir.constant(256 : index) : i64
    %76 = llvm.mul %64, %75 : i64
    %77 = llvm.add %76, %66 : i64
    %78 = llvm.getelementptr %74[%77] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %73, %78 : f32, !llvm.ptr
    %79 = llvm.mul %66, %4 : i64
    %80 = llvm.add %64, %79 : i64
    %81 = llvm.urem %80, %6  : i64
    %82 = llvm.trunc %81 : i64 to i32
    %83 = llvm.sitofp %82 : i32 to f32
    %84 = llvm.fmul %83, %12  : f32
    %85 = llvm.extractvalue %46[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %86 = llvm.mlir.constant(256 : index) : i64
    %87 = llvm.mul %64, %86 : i64
    %88 = llvm.add %87, %66 : i64
    %89 = llvm.getelementptr %85[%88] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %84, %89 : f32, !llvm.ptr
    %90 = llvm.add %66, %3 : i64
    llvm.br ^bb3(%90 : i64)
  ^bb5:  // pred: ^bb3
    %91 = llvm.add %64, %3 : i64
    llvm.br ^bb1(%91 : i64)
  ^bb6:  // pred: ^bb1
    llvm.br ^bb7(%2 : i64)
  ^bb7(%92: i64):  // 2 preds: ^bb6, ^bb14
    %93 = llvm.icmp "slt" %92, %8 : i64
    llvm.cond_br %93, ^bb8, ^bb15
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9(%2 : i64)
  ^bb9(%94: i64):  // 2 preds: ^bb8, ^bb13
    %95 = llvm.icmp "slt" %94, %8 : i64
    llvm.cond_br %95, ^bb10, ^bb14
  ^bb10:  // pred: ^bb9
    llvm.br ^bb11(%2, %9 : i64, f32)
  ^bb11(%96: i64, %97: f32):  // 2 preds: ^bb10, ^bb12
    %98 = llvm.icmp "slt" %96, %8 : i64
    llvm.cond_br %98, ^bb12, ^bb13
  ^bb12:  // pred: ^bb11
    %99 = llvm.extractvalue %29[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %100 = llvm.mlir.constant(256 : index) : i64
    %101 = llvm.mul %92, %100 : i64
    %102 = llvm.add %101, %96 : i64
    %103 = llvm.getelementptr %99[%102] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %104 = llvm.load %103 : !llvm.ptr -> f32
    %105 = llvm.extractvalue %46[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %106 = llvm.mlir.constant(256 : index) : i64
    %107 = llvm.mul %96, %106 : i64
    %108 = llvm.add %107, %94 : i64
    %109 = llvm.getelementptr %105[%108] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %110 = llvm.load %109 : !llvm.ptr -> f32
    %111 = llvm.fmul %104, %110  : f32
    %112 = llvm.fadd %97, %111  : f32
    %113 = llvm.add %96, %3 : i64
    llvm.br ^bb11(%113, %112 : i64, f32)
  ^bb13:  // pred: ^bb11
    %114 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %115 = llvm.mlir.constant(256 : index) : i64
    %116 = llvm.mul %92, %115 : i64
    %117 = llvm.add %116, %94 : i64
    %118 = llvm.getelementptr %114[%117] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %97, %118 : f32, !llvm.ptr
    %119 = llvm.add %94, %3 : i64
    llvm.br ^bb9(%119 : i64)
  ^bb14:  // pred: ^bb9
    %120 = llvm.add %92, %3 : i64
    llvm.br ^bb7(%120 : i64)
  ^bb15:  // pred: ^bb7
    llvm.br ^bb16(%2, %10 : i64, f64)
  ^bb16(%121: i64, %122: f64):  // 2 preds: ^bb15, ^bb20
    %123 = llvm.icmp "slt" %121, %8 : i64
    llvm.cond_br %123, ^bb17, ^bb21
  ^bb17:  // pred: ^bb16
    llvm.br ^bb18(%2, %122 : i64, f64)
  ^bb18(%124: i64, %125: f64):  // 2 preds: ^bb17, ^bb19
    %126 = llvm.icmp "slt" %124, %8 : i64
    llvm.cond_br %126, ^bb19, ^bb20
  ^bb19:  // pred: ^bb18
    %127 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %128 = llvm.mlir.constant(256 : index) : i64
    %129 = llvm.mul %121, %128 : i64
    %130 = llvm.add %129, %124 : i64
    %131 = llvm.getelementptr %127[%130] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %132 = llvm.load %131 : !llvm.ptr -> f32
    %133 = llvm.fpext %132 : f32 to f64
    %134 = llvm.fadd %125, %133  : f64
    %135 = llvm.add %124, %3 : i64
    llvm.br ^bb18(%135, %134 : i64, f64)
  ^bb20:  // pred: ^bb18
    %136 = llvm.add %121, %3 : i64
    llvm.br ^bb16(%136, %125 : i64, f64)
  ^bb21:  // pred: ^bb16
    llvm.br ^bb22(%2 : i64)
  ^bb22(%137: i64):  // 2 preds: ^bb21, ^bb26
    %138 = llvm.icmp "slt" %137, %1 : i64
    llvm.cond_br %138, ^bb23, ^bb27
  ^bb23:  // pred: ^bb22
    llvm.br ^bb24(%2 : i64)
  ^bb24(%139: i64):  // 2 preds: ^bb23, ^bb25
    %140 = llvm.icmp "slt" %139, %1 : i64
    llvm.cond_br %140, ^bb25, ^bb26
  ^bb25:  // pred: ^bb24
    %141 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %142 = llvm.mlir.constant(256 : index) : i64
    %143 = llvm.mul %137, %142 : i64
    %144 = llvm.add %143, %139 : i64
    %145 = llvm.getelementptr %141[%144] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %146 = llvm.load %145 : !llvm.ptr -> f32
    llvm.call @printF32(%146) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %147 = llvm.add %139, %3 : i64
    llvm.br ^bb24(%147 : i64)
  ^bb26:  // pred: ^bb24
    llvm.call @printNewline() : () -> ()
    %148 = llvm.add %137, %3 : i64
    llvm.br ^bb22(%148 : i64)
  ^bb27:  // pred: ^bb22
    %149 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %150 = llvm.mlir.constant(256 : index) : i64
    %151 = llvm.mul %0, %150 : i64
    %152 = llvm.add %151, %0 : i64
    %153 = llvm.getelementptr %149[%152] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %154 = llvm.load %153 : !llvm.ptr -> f32
    %155 = llvm.fpext %154 : f32 to f64
    llvm.call @printF64(%155) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printF64(%122) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    %156 = llvm.extractvalue %29[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%156) : (!llvm.ptr) -> ()
    %157 = llvm.extractvalue %46[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%157) : (!llvm.ptr) -> ()
    %158 = llvm.extractvalue %63[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%158) : (!llvm.ptr) -> ()
    llvm.return
  }
}

