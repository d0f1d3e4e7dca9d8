// mlir-opt-19 --convert-math-to-llvm --convert-math-to-libm --arith-expand --convert-to-llvm --reconcile-unrealized-casts on math and arith ops: LLVM dialect IR that cmir must read and print back byte for byte.
module {
  llvm.func @erff(f32) -> f32 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, sym_visibility = "private"}
  llvm.func @atanf(f32) -> f32 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, sym_visibility = "private"}
  llvm.func @tanhf(f32) -> f32 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, sym_visibility = "private"}
  llvm.func @m(%arg0: f32, %arg1: f32, %arg2: f64, %arg3: i32, %arg4: i32, %arg5: vector<4xf32>, %arg6: vector<4xi32>) -> f32 {
    %0 = llvm.intr.fabs(%arg0)  : (f32) -> f32
    %1 = llvm.intr.sqrt(%arg0)  : (f32) -> f32
    %2 = llvm.intr.exp(%arg0)  : (f32) -> f32
    %3 = llvm.intr.exp2(%arg2)  : (f64) -> f64
    %4 = llvm.intr.log(%arg0)  : (f32) -> f32
    %5 = llvm.intr.log2(%arg0)  : (f32) -> f32
    %6 = llvm.intr.log10(%arg0)  : (f32) -> f32
    %7 = llvm.intr.sin(%arg0)  : (f32) -> f32
    %8 = llvm.intr.cos(%arg0)  : (f32) -> f32
    %9 = llvm.intr.ceil(%arg0)  : (f32) -> f32
    %10 = llvm.intr.floor(%arg0)  : (f32) -> f32
    %11 = llvm.intr.trunc(%arg0)  : (f32) -> f32
    %12 = llvm.intr.round(%arg0)  : (f32) -> f32
    %13 = llvm.intr.roundeven(%arg0)  : (f32) -> f32
    %14 = llvm.intr.copysign(%arg0, %arg1)  : (f32, f32) -> f32
    %15 = llvm.intr.pow(%arg0, %arg1)  : (f32, f32) -> f32
    %16 = llvm.intr.fma(%arg0, %arg1, %arg0)  : (f32, f32, f32) -> f32
    %17 = "llvm.intr.abs"(%arg3) <{is_int_min_poison = false}> : (i32) -> i32
    %18 = "llvm.intr.ctlz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
    %19 = "llvm.intr.cttz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
    %20 = llvm.intr.ctpop(%arg3)  : (i32) -> i32
    %21 = llvm.intr.powi(%arg0, %arg3)  : (f32, i32) -> f32
    %22 = llvm.intr.sqrt(%arg5)  : (vector<4xf32>) -> vector<4xf32>
    %23 = llvm.intr.fabs(%arg5)  {fastmathFlags = #llvm.fastmath<fast>} : (vector<4xf32>) -> vector<4xf32>
    %24 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %25 = llvm.intr.sqrt(%arg0)  : (f32) -> f32
    %26 = llvm.fdiv %24, %25  : f32
    %27 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %28 = llvm.intr.exp(%arg0)  : (f32) -> f32
    %29 = llvm.fsub %28, %27  : f32
    %30 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %31 = llvm.fadd %30, %arg0  : f32
    %32 = llvm.intr.log(%31)  : (f32) -> f32
    %33 = llvm.intr.fma(%arg5, %arg5, %arg5)  {fastmathFlags = #llvm.fastmath<nnan, contract>} : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %34 = llvm.fcmp "ugt" %arg0, %arg1 : f32
    %35 = llvm.select %34, %arg0, %arg1 : i1, f32
    %36 = llvm.fcmp "uno" %arg0, %arg0 : f32
    %37 = llvm.select %36, %arg1, %35 : i1, f32
    %38 = llvm.fcmp "ult" %arg0, %arg1 : f32
    %39 = llvm.select %38, %arg0, %arg1 : i1, f32
    %40 = llvm.fcmp "uno" %arg0, %arg0 : f32
    %41 = llvm.select %40, %arg1, %39 : i1, f32
    %42 = llvm.fcmp "ugt" %arg0, %arg1 : f32
    %43 = llvm.select %42, %arg0, %arg1 : i1, f32
    %44 = llvm.fcmp "uno" %arg1, %arg1 : f32
    %45 = llvm.select %44, %arg1, %43 : i1, f32
    %46 = llvm.fcmp "ult" %arg0, %arg1 : f32
    %47 = llvm.select %46, %arg0, %arg1 : i1, f32
    %48 = llvm.fcmp "uno" %arg1, %arg1 : f32
    %49 = llvm.select %48, %arg1, %47 : i1, f32
    %50 = llvm.icmp "sgt" %arg3, %arg4 : i32
    %51 = llvm.select %50, %arg3, %arg4 : i1, i32
    %52 = "llvm.intr.uadd.with.overflow"(%arg3, %arg4) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %53 = llvm.extractvalue %52[0] : !llvm.struct<(i32, i1)> 
    %54 = llvm.extractvalue %52[1] : !llvm.struct<(i32, i1)> 
    %55 = llvm.zext %arg3 : i32 to i64
    %56 = llvm.zext %arg4 : i32 to i64
    %57 = llvm.mul %55, %56 : i64
    %58 = llvm.trunc %57 : i64 to i32
    %59 = llvm.mlir.constant(32 : i64) : i64
    %60 = llvm.lshr %57, %59  : i64
    %61 = llvm.trunc %60 : i64 to i32
    %62 = llvm.sext %arg3 : i32 to i64
    %63 = llvm.sext %arg4 : i32 to i64
    %64 = llvm.mul %62, %63 : i64
    %65 = llvm.trunc %64 : i64 to i32
    %66 = llvm.mlir.constant(32 : i64) : i64
    %67 = llvm.lshr %64, %66  : i64
    %68 = llvm.trunc %67 : i64 to i32
    %69 = llvm.mlir.constant(1 : i32) : i32
    %70 = llvm.mlir.constant(0 : i32) : i32
    %71 = llvm.mlir.constant(-1 : i32) : i32
    %72 = llvm.icmp "sgt" %arg4, %70 : i32
    %73 = llvm.select %72, %71, %69 : i1, i32
    %74 = llvm.add %73, %arg3 : i32
    %75 = llvm.sdiv %74, %arg4  : i32
    %76 = llvm.add %75, %69 : i32
    %77 = llvm.sub %70, %arg3 : i32
    %78 = llvm.sdiv %77, %arg4  : i32
    %79 = llvm.sub %70, %78 : i32
    %80 = llvm.icmp "slt" %arg3, %70 : i32
    %81 = llvm.icmp "sgt" %arg3, %70 : i32
    %82 = llvm.icmp "slt" %arg4, %70 : i32
    %83 = llvm.icmp "sgt" %arg4, %70 : i32
    %84 = llvm.and %80, %82  : i1
    %85 = llvm.and %81, %83  : i1
    %86 = llvm.or %84, %85  : i1
    %87 = llvm.select %86, %76, %79 : i1, i32
    %88 = llvm.sdiv %arg3, %arg4  : i32
    %89 = llvm.mul %88, %arg4 : i32
    %90 = llvm.icmp "ne" %arg3, %89 : i32
    %91 = llvm.mlir.constant(0 : i32) : i32
    %92 = llvm.icmp "slt" %arg3, %91 : i32
    %93 = llvm.icmp "slt" %arg4, %91 : i32
    %94 = llvm.icmp "ne" %92, %93 : i1
    %95 = llvm.and %90, %94  : i1
    %96 = llvm.mlir.constant(-1 : i32) : i32
    %97 = llvm.add %88, %96 : i32
    %98 = llvm.select %95, %97, %88 : i1, i32
    %99 = llvm.mlir.constant(0 : i32) : i32
    %100 = llvm.icmp "eq" %arg3, %99 : i32
    %101 = llvm.mlir.constant(1 : i32) : i32
    %102 = llvm.sub %arg3, %101 : i32
    %103 = llvm.udiv %102, %arg4  : i32
    %104 = llvm.add %103, %101 : i32
    %105 = llvm.select %100, %99, %104 : i1, i32
    %106 = llvm.frem %arg0, %arg1  : f32
    %107 = llvm.fneg %arg5  : vector<4xf32>
    %108 = llvm.fcmp "ult" %arg5, %arg5 : vector<4xf32>
    %109 = llvm.bitcast %arg0 : f32 to i32
    %110 = llvm.sext %arg3 : i32 to i64
    %111 = llvm.fptrunc %arg2 : f64 to f32
    %112 = llvm.fpext %arg0 {fastmath = #arith.fastmath<fast>} : f32 to f64
    %113 = llvm.uitofp %arg6 : vector<4xi32> to vector<4xf32>
    %114 = llvm.mlir.constant(dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>) : vector<4xf32>
    %115 = llvm.fadd %arg5, %114  {fastmathFlags = #llvm.fastmath<nsz, reassoc>} : vector<4xf32>
    %116 = llvm.add %arg3, %arg4 overflow<nsw, nuw> : i32
    %117 = llvm.shl %arg3, %arg4 overflow<nuw> : i32
    %118 = llvm.mlir.constant(dense<7> : vector<2x3xi32>) : !llvm.array<2 x vector<3xi32>>
    %119 = llvm.mlir.constant(dense<14> : vector<2x3xi32>) : !llvm.array<2 x vector<3xi32>>
    %120 = llvm.call @tanhf(%arg0) : (f32) -> f32
    %121 = llvm.call @atanf(%arg0) : (f32) -> f32
    %122 = llvm.call @erff(%arg0) : (f32) -> f32
    llvm.return %0 : f32
  }
}

