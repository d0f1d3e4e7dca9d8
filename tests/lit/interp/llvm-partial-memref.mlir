// RUN: cmir-interp %s | FileCheck %s
// tests/conformance/memref-view-reshape.mlir half lowered by mlir-opt-19 (--convert-scf-to-cf
// --expand-strided-metadata --lower-affine --finalize-memref-to-llvm): func and arith
// ops on memref descriptors in LLVM structs, unranked memrefs cast from descriptors
// the lowering fills after the cast. Output as the unlowered program's.
module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func @main() {
    %c0 = arith.constant 0 : index
    %0 = builtin.unrealized_conversion_cast %c0 : index to i64
    %c1 = arith.constant 1 : index
    %1 = builtin.unrealized_conversion_cast %c1 : index to i64
    %c2 = arith.constant 2 : index
    %2 = builtin.unrealized_conversion_cast %c2 : index to i64
    %c3 = arith.constant 3 : index
    %3 = builtin.unrealized_conversion_cast %c3 : index to i64
    %c6 = arith.constant 6 : index
    %c16 = arith.constant 16 : index
    %4 = builtin.unrealized_conversion_cast %c16 : index to i64
    %5 = llvm.mlir.constant(64 : index) : i64
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.mlir.zero : !llvm.ptr
    %8 = llvm.getelementptr %7[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %9 = llvm.ptrtoint %8 : !llvm.ptr to i64
    %10 = llvm.call @malloc(%9) : (i64) -> !llvm.ptr
    %11 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.insertvalue %10, %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.mlir.constant(0 : index) : i64
    %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.insertvalue %5, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %6, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %19 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.insertvalue %19, %18[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.getelementptr %21[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %23 = llvm.insertvalue %22, %20[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.mlir.constant(0 : index) : i64
    %25 = llvm.insertvalue %24, %23[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.mlir.constant(3 : index) : i64
    %27 = llvm.insertvalue %26, %25[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.mlir.constant(1 : index) : i64
    %29 = llvm.insertvalue %28, %27[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %2, %29[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.mlir.constant(3 : index) : i64
    %32 = llvm.insertvalue %31, %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    cf.br ^bb1(%c0 : index)
  ^bb1(%33: index):  // 2 preds: ^bb0, ^bb5
    %34 = builtin.unrealized_conversion_cast %33 : index to i64
    %35 = arith.cmpi slt, %33, %c2 : index
    cf.cond_br %35, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    cf.br ^bb3(%c0 : index)
  ^bb3(%36: index):  // 2 preds: ^bb2, ^bb4
    %37 = builtin.unrealized_conversion_cast %36 : index to i64
    %38 = arith.cmpi slt, %36, %c3 : index
    cf.cond_br %38, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %39 = arith.muli %33, %c3 : index
    %40 = arith.addi %39, %36 : index
    %41 = arith.index_cast %40 : index to i32
    %42 = arith.sitofp %41 : i32 to f32
    %43 = llvm.extractvalue %32[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %44 = llvm.mlir.constant(3 : index) : i64
    %45 = llvm.mul %34, %44 : i64
    %46 = llvm.add %45, %37 : i64
    %47 = llvm.getelementptr %43[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %42, %47 : f32, !llvm.ptr
    %48 = arith.addi %36, %c1 : index
    cf.br ^bb3(%48 : index)
  ^bb5:  // pred: ^bb3
    %49 = arith.addi %33, %c1 : index
    cf.br ^bb1(%49 : index)
  ^bb6:  // pred: ^bb1
    %50 = llvm.mlir.constant(1 : index) : i64
    %51 = llvm.alloca %50 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %32, %51 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %52 = llvm.mlir.constant(2 : index) : i64
    %53 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %54 = llvm.insertvalue %52, %53[0] : !llvm.struct<(i64, ptr)> 
    %55 = llvm.insertvalue %51, %54[1] : !llvm.struct<(i64, ptr)> 
    %56 = builtin.unrealized_conversion_cast %55 : !llvm.struct<(i64, ptr)> to memref<*xf32>
    call @printMemrefF32(%56) : (memref<*xf32>) -> ()
    %57 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %58 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %59 = llvm.insertvalue %58, %57[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %60 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %61 = llvm.getelementptr %60[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %62 = llvm.insertvalue %61, %59[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %63 = llvm.mlir.constant(0 : index) : i64
    %64 = llvm.insertvalue %63, %62[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %65 = llvm.mlir.constant(6 : index) : i64
    %66 = llvm.insertvalue %65, %64[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %67 = llvm.mlir.constant(1 : index) : i64
    %68 = llvm.insertvalue %67, %66[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %69 = llvm.mlir.constant(1 : index) : i64
    %70 = llvm.alloca %69 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %68, %70 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %71 = llvm.mlir.constant(1 : index) : i64
    %72 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %73 = llvm.insertvalue %71, %72[0] : !llvm.struct<(i64, ptr)> 
    %74 = llvm.insertvalue %70, %73[1] : !llvm.struct<(i64, ptr)> 
    %75 = builtin.unrealized_conversion_cast %74 : !llvm.struct<(i64, ptr)> to memref<*xi32>
    call @printMemrefI32(%75) : (memref<*xi32>) -> ()
    %76 = llvm.mlir.constant(2 : index) : i64
    %77 = llvm.mlir.constant(1 : index) : i64
    %78 = llvm.mlir.zero : !llvm.ptr
    %79 = llvm.getelementptr %78[%76] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %80 = llvm.ptrtoint %79 : !llvm.ptr to i64
    %81 = llvm.call @malloc(%80) : (i64) -> !llvm.ptr
    %82 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %83 = llvm.insertvalue %81, %82[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %84 = llvm.insertvalue %81, %83[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %85 = llvm.mlir.constant(0 : index) : i64
    %86 = llvm.insertvalue %85, %84[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %87 = llvm.insertvalue %76, %86[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %88 = llvm.insertvalue %77, %87[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %89 = llvm.extractvalue %88[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %90 = llvm.getelementptr %89[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %3, %90 : i64, !llvm.ptr
    %91 = llvm.extractvalue %88[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %92 = llvm.getelementptr %91[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %2, %92 : i64, !llvm.ptr
    %93 = llvm.mlir.constant(6 : index) : i64
    %94 = llvm.mlir.constant(1 : index) : i64
    %95 = llvm.mlir.zero : !llvm.ptr
    %96 = llvm.getelementptr %95[%93] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %97 = llvm.ptrtoint %96 : !llvm.ptr to i64
    %98 = llvm.call @malloc(%97) : (i64) -> !llvm.ptr
    %99 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %100 = llvm.insertvalue %98, %99[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %101 = llvm.insertvalue %98, %100[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %102 = llvm.mlir.constant(0 : index) : i64
    %103 = llvm.insertvalue %102, %101[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %104 = llvm.insertvalue %93, %103[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %105 = llvm.insertvalue %94, %104[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    cf.br ^bb7(%c0 : index)
  ^bb7(%106: index):  // 2 preds: ^bb6, ^bb8
    %107 = builtin.unrealized_conversion_cast %106 : index to i64
    %108 = arith.cmpi slt, %106, %c6 : index
    cf.cond_br %108, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %109 = arith.index_cast %106 : index to i32
    %110 = arith.sitofp %109 : i32 to f32
    %111 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %112 = llvm.getelementptr %111[%107] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %110, %112 : f32, !llvm.ptr
    %113 = arith.addi %106, %c1 : index
    cf.br ^bb7(%113 : index)
  ^bb9:  // pred: ^bb7
    %114 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %115 = llvm.extractvalue %105[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %116 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %117 = llvm.insertvalue %115, %114[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %118 = llvm.insertvalue %116, %117[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %119 = llvm.mlir.constant(0 : index) : i64
    %120 = llvm.insertvalue %119, %118[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %121 = llvm.mlir.constant(1 : index) : i64
    %122 = llvm.mlir.constant(2 : index) : i64
    %123 = llvm.insertvalue %122, %120[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %124 = llvm.insertvalue %121, %123[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %125 = llvm.mul %121, %122 : i64
    %126 = llvm.mlir.constant(2 : index) : i64
    %127 = llvm.mlir.constant(3 : index) : i64
    %128 = llvm.insertvalue %127, %124[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %129 = llvm.insertvalue %126, %128[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %130 = llvm.mul %126, %127 : i64
    %131 = llvm.mlir.constant(1 : index) : i64
    %132 = llvm.alloca %131 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %129, %132 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %133 = llvm.mlir.constant(2 : index) : i64
    %134 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %135 = llvm.insertvalue %133, %134[0] : !llvm.struct<(i64, ptr)> 
    %136 = llvm.insertvalue %132, %135[1] : !llvm.struct<(i64, ptr)> 
    %137 = builtin.unrealized_conversion_cast %136 : !llvm.struct<(i64, ptr)> to memref<*xf32>
    call @printMemrefF32(%137) : (memref<*xf32>) -> ()
    %138 = llvm.extractvalue %88[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %139 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
    %140 = llvm.insertvalue %138, %139[0] : !llvm.struct<(i64, ptr)> 
    %141 = llvm.mlir.constant(1 : index) : i64
    %142 = llvm.mlir.constant(2 : index) : i64
    %143 = llvm.mlir.constant(8 : index) : i64
    %144 = llvm.mlir.constant(8 : index) : i64
    %145 = llvm.mul %142, %144 : i64
    %146 = llvm.extractvalue %140[0] : !llvm.struct<(i64, ptr)> 
    %147 = llvm.mul %142, %146 : i64
    %148 = llvm.add %147, %141 : i64
    %149 = llvm.mul %148, %143 : i64
    %150 = llvm.add %145, %149 : i64
    %151 = llvm.alloca %150 x i8 : (i64) -> !llvm.ptr
    %152 = llvm.insertvalue %151, %140[1] : !llvm.struct<(i64, ptr)> 
    %153 = llvm.extractvalue %105[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %154 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %155 = llvm.extractvalue %105[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.store %153, %151 : !llvm.ptr, !llvm.ptr
    %156 = llvm.getelementptr %151[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    llvm.store %154, %156 : !llvm.ptr, !llvm.ptr
    %157 = llvm.getelementptr %151[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    llvm.store %155, %157 : i64, !llvm.ptr
    %158 = llvm.getelementptr %151[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
    %159 = llvm.getelementptr %158[%138] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %160 = llvm.extractvalue %88[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %161 = llvm.mlir.constant(1 : index) : i64
    %162 = llvm.sub %138, %161 : i64
    %163 = builtin.unrealized_conversion_cast %152 : !llvm.struct<(i64, ptr)> to memref<*xf32>
    llvm.br ^bb10(%162, %161 : i64, i64)
  ^bb10(%164: i64, %165: i64):  // 2 preds: ^bb9, ^bb11
    %166 = llvm.mlir.constant(0 : index) : i64
    %167 = llvm.icmp "sge" %164, %166 : i64
    llvm.cond_br %167, ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    %168 = llvm.getelementptr %160[%164] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %169 = llvm.load %168 : !llvm.ptr -> i64
    %170 = llvm.getelementptr %158[%164] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %169, %170 : i64, !llvm.ptr
    %171 = llvm.getelementptr %159[%164] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %165, %171 : i64, !llvm.ptr
    %172 = llvm.mul %165, %169 : i64
    %173 = llvm.sub %164, %161 : i64
    llvm.br ^bb10(%173, %172 : i64, i64)
  ^bb12:  // pred: ^bb10
    call @printMemrefF32(%163) : (memref<*xf32>) -> ()
    %174 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%174) : (!llvm.ptr) -> ()
    %175 = llvm.extractvalue %88[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%175) : (!llvm.ptr) -> ()
    %176 = llvm.extractvalue %105[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%176) : (!llvm.ptr) -> ()
    return
  }
}


// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = 
// CHECK-NEXT: {{\[\[}}0,   1,   2], 
// CHECK-NEXT:  [3,   4,   5]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [6] strides = [1] data = 
// CHECK-NEXT: [0,  1065353216,  1073741824,  1077936128,  1082130432,  1084227584]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data = 
// CHECK-NEXT: {{\[\[}}0,   1], 
// CHECK-NEXT:  [2,   3], 
// CHECK-NEXT:  [4,   5]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data = 
// CHECK-NEXT: {{\[\[}}0,   1], 
// CHECK-NEXT:  [2,   3], 
// CHECK-NEXT:  [4,   5]]
