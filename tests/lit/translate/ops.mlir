// RUN: cmir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmir-translate --mlir-to-llvmir %s | llvm-as -o /dev/null
// REQUIRES: llvm-backend

// The LLVM dialect's ops, one LLVM instruction each (multi-index
// insertvalue/extractvalue excepted: LLVM's C API builds one level at a time).

// CHECK-LABEL: define i32 @arith(i32 %0, i32 %1)
// CHECK-NEXT: %3 = add nsw i32 %0, %1
// CHECK-NEXT: %4 = sub nuw i32 %3, %1
// CHECK-NEXT: %5 = mul nuw nsw i32 %4, %1
// CHECK-NEXT: %6 = shl i32 %5, %1
// CHECK-NEXT: %7 = sdiv i32 %6, %1
// CHECK-NEXT: %8 = udiv i32 %7, %1
// CHECK-NEXT: %9 = srem i32 %8, %1
// CHECK-NEXT: %10 = urem i32 %9, %1
// CHECK-NEXT: %11 = and i32 %10, %1
// CHECK-NEXT: %12 = or i32 %11, %1
// CHECK-NEXT: %13 = xor i32 %12, %1
// CHECK-NEXT: %14 = lshr i32 %13, %1
// CHECK-NEXT: %15 = ashr i32 %14, %1
llvm.func @arith(%a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %b overflow<nsw> : i32
  %1 = llvm.sub %0, %b overflow<nuw> : i32
  %2 = llvm.mul %1, %b overflow<nsw, nuw> : i32
  %3 = llvm.shl %2, %b : i32
  %4 = llvm.sdiv %3, %b : i32
  %5 = llvm.udiv %4, %b : i32
  %6 = llvm.srem %5, %b : i32
  %7 = llvm.urem %6, %b : i32
  %8 = llvm.and %7, %b : i32
  %9 = llvm.or %8, %b : i32
  %10 = llvm.xor %9, %b : i32
  %11 = llvm.lshr %10, %b : i32
  %12 = llvm.ashr %11, %b : i32
  llvm.return %12 : i32
}

// CHECK-LABEL: define double @floats(double %0, double %1)
// CHECK-NEXT: %3 = fadd nnan ninf double %0, %1
// CHECK-NEXT: %4 = fsub fast double %3, %1
// CHECK-NEXT: %5 = fmul double %4, %1
// CHECK-NEXT: %6 = fdiv arcp double %5, %1
// CHECK-NEXT: %7 = frem double %6, %1
// CHECK-NEXT: %8 = fneg double %7
// CHECK-NEXT: %9 = fcmp uno double %8, %1
// CHECK-NEXT: %10 = fcmp nnan ult double %8, %1
// CHECK-NEXT: %11 = fcmp ord double %8, %1
// CHECK-NEXT: %12 = icmp sge i1 %9, %10
// CHECK-NEXT: %13 = icmp ugt i1 %9, %11
// CHECK-NEXT: %14 = select nsz i1 %12, double %8, double %1
// CHECK-NEXT: %15 = freeze double %14
llvm.func @floats(%a: f64, %b: f64) -> f64 {
  %0 = llvm.fadd %a, %b {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
  %1 = llvm.fsub %0, %b {fastmathFlags = #llvm.fastmath<fast>} : f64
  %2 = llvm.fmul %1, %b : f64
  %3 = llvm.fdiv %2, %b {fastmathFlags = #llvm.fastmath<arcp>} : f64
  %4 = llvm.frem %3, %b : f64
  %5 = llvm.fneg %4 : f64
  %6 = llvm.fcmp "uno" %5, %b : f64
  %7 = llvm.fcmp "ult" %5, %b {fastmathFlags = #llvm.fastmath<nnan>} : f64
  %8 = llvm.fcmp "ord" %5, %b : f64
  %9 = llvm.icmp "sge" %6, %7 : i1
  %10 = llvm.icmp "ugt" %6, %8 : i1
  %11 = llvm.select %9, %5, %b {fastmathFlags = #llvm.fastmath<nsz>} : i1, f64
  %12 = llvm.freeze %11 : f64
  llvm.return %12 : f64
}

// CHECK-LABEL: define i64 @casts(i32 %0, ptr %1, float %2)
// CHECK-NEXT: %4 = sext i32 %0 to i64
// CHECK-NEXT: %5 = zext i32 %0 to i64
// CHECK-NEXT: %6 = trunc i64 %5 to i16
// CHECK-NEXT: %7 = sitofp i16 %6 to double
// CHECK-NEXT: %8 = uitofp i32 %0 to float
// CHECK-NEXT: %9 = fptosi double %7 to i32
// CHECK-NEXT: %10 = fptoui float %2 to i8
// CHECK-NEXT: %11 = fpext float %8 to double
// CHECK-NEXT: %12 = fptrunc double %11 to half
// CHECK-NEXT: %13 = bitcast half %12 to i16
// CHECK-NEXT: %14 = ptrtoint ptr %1 to i64
// CHECK-NEXT: %15 = inttoptr i64 %4 to ptr
// CHECK-NEXT: %16 = addrspacecast ptr %15 to ptr addrspace(1)
llvm.func @casts(%i: i32, %p: !llvm.ptr, %f: f32) -> i64 {
  %0 = llvm.sext %i : i32 to i64
  %1 = llvm.zext %i : i32 to i64
  %2 = llvm.trunc %1 : i64 to i16
  %3 = llvm.sitofp %2 : i16 to f64
  %4 = llvm.uitofp %i : i32 to f32
  %5 = llvm.fptosi %3 : f64 to i32
  %6 = llvm.fptoui %f : f32 to i8
  %7 = llvm.fpext %4 : f32 to f64
  %8 = llvm.fptrunc %7 : f64 to f16
  %9 = llvm.bitcast %8 : f16 to i16
  %10 = llvm.ptrtoint %p : !llvm.ptr to i64
  %11 = llvm.inttoptr %0 : i64 to !llvm.ptr
  %12 = llvm.addrspacecast %11 : !llvm.ptr to !llvm.ptr<1>
  llvm.return %10 : i64
}

// CHECK-LABEL: define void @memory(ptr %0, i64 %1, i32 %2)
// CHECK-NEXT: %4 = alloca [4 x i32], i64 %1, align 16
// CHECK-NEXT: %5 = getelementptr [4 x i32], ptr %4, i64 %1, i32 2
// CHECK-NEXT: %6 = getelementptr inbounds i32, ptr %0, i32 -1
// CHECK-NEXT: %7 = load volatile i32, ptr %5, align 2
// CHECK-NEXT: store i32 %7, ptr %6, align 4, !nontemporal ![[NT:[0-9]+]]
// CHECK-NEXT: %8 = load atomic i32, ptr %0 acquire, align 4
// CHECK-NEXT: store atomic i32 %8, ptr %0 release, align 4
// CHECK-NEXT: %9 = atomicrmw add ptr %0, i32 %2 seq_cst, align 4
// CHECK-NEXT: %10 = atomicrmw volatile umax ptr %0, i32 %2 monotonic, align 4
// CHECK-NEXT: %11 = cmpxchg weak ptr %0, i32 %2, i32 %9 acq_rel monotonic, align 4
// CHECK-NEXT: fence syncscope("singlethread") seq_cst
llvm.func @memory(%p: !llvm.ptr, %n: i64, %v: i32) {
  %a = llvm.alloca %n x !llvm.array<4 x i32> {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %g = llvm.getelementptr %a[%n, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
  %h = llvm.getelementptr inbounds %p[-1] : (!llvm.ptr) -> !llvm.ptr, i32
  %x = llvm.load volatile %g {alignment = 2 : i64} : !llvm.ptr -> i32
  llvm.store %x, %h {nontemporal} : i32, !llvm.ptr
  %y = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %y, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  %r = llvm.atomicrmw add %p, %v seq_cst : !llvm.ptr, i32
  %s = llvm.atomicrmw volatile umax %p, %v monotonic : !llvm.ptr, i32
  %c = llvm.cmpxchg weak %p, %v, %r acq_rel monotonic : !llvm.ptr, i32
  llvm.fence syncscope("singlethread") seq_cst
  llvm.return
}

// CHECK-LABEL: define <4 x float> @vectors(<4 x float> %0, float %1, i32 %2, { i32, [2 x float] } %3)
// CHECK-NEXT: %5 = insertelement <4 x float> %0, float %1, i32 %2
// CHECK-NEXT: %6 = extractelement <4 x float> %5, i32 %2
// CHECK-NEXT: %7 = shufflevector <4 x float> %5, <4 x float> %0, <4 x i32> <i32 0, i32 5, i32 poison, i32 3>
// CHECK-NEXT: %8 = extractvalue { i32, [2 x float] } %3, 1
// CHECK-NEXT: %9 = extractvalue [2 x float] %8, 0
llvm.func @vectors(%v: vector<4xf32>, %f: f32, %i: i32, %s: !llvm.struct<(i32, array<2 x f32>)>) -> vector<4xf32> {
  %0 = llvm.insertelement %f, %v[%i : i32] : vector<4xf32>
  %1 = llvm.extractelement %0[%i : i32] : vector<4xf32>
  %2 = llvm.shufflevector %0, %v [0, 5, -1, 3] : vector<4xf32>
  %3 = llvm.extractvalue %s[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  llvm.return %2 : vector<4xf32>
}

// CHECK-LABEL: define void @constants(ptr %0)
// CHECK-NEXT: store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %0, align 16
// CHECK-NEXT: store <2 x double> <double 5.000000e-01, double 5.000000e-01>, ptr %0, align 16
// CHECK-NEXT: store [2 x [2 x i16]] {{\[}}[2 x i16] [i16 1, i16 2], [2 x i16] [i16 3, i16 4]], ptr %0, align 2
// CHECK-NEXT: store i128 -1, ptr %0, align 4
// CHECK-NEXT: store i1 true, ptr %0, align 1
// CHECK-NEXT: store half 0xH3C00, ptr %0, align 2
// CHECK-NEXT: store x86_fp80 0xK3FFF8000000000000000, ptr %0, align 16
// CHECK-NEXT: store i32 undef, ptr %0, align 4
// CHECK-NEXT: store i32 poison, ptr %0, align 4
// CHECK-NEXT: store { i32, ptr } zeroinitializer, ptr %0, align 8
llvm.func @constants(%p: !llvm.ptr) {
  %0 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  llvm.store %0, %p : vector<4xi32>, !llvm.ptr
  %1 = llvm.mlir.constant(dense<5.000000e-01> : vector<2xf64>) : vector<2xf64>
  llvm.store %1, %p : vector<2xf64>, !llvm.ptr
  %2 = llvm.mlir.constant(dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>) : !llvm.array<2 x array<2 x i16>>
  llvm.store %2, %p : !llvm.array<2 x array<2 x i16>>, !llvm.ptr
  %3 = llvm.mlir.constant(-1 : i128) : i128
  llvm.store %3, %p : i128, !llvm.ptr
  %4 = llvm.mlir.constant(true) : i1
  llvm.store %4, %p : i1, !llvm.ptr
  %5 = llvm.mlir.constant(1.0 : f16) : f16
  llvm.store %5, %p : f16, !llvm.ptr
  %6 = llvm.mlir.constant(1.0 : f80) : f80
  llvm.store %6, %p : f80, !llvm.ptr
  %7 = llvm.mlir.undef : i32
  llvm.store %7, %p : i32, !llvm.ptr
  %8 = llvm.mlir.poison : i32
  llvm.store %8, %p : i32, !llvm.ptr
  %9 = llvm.mlir.zero : !llvm.struct<(i32, ptr)>
  llvm.store %9, %p : !llvm.struct<(i32, ptr)>, !llvm.ptr
  llvm.return
}

// Exceptions: invoke with normal and unwind destinations, landingpad.
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @may_throw(i32) -> i32
// CHECK-LABEL: define i32 @catcher(i32 %0) personality ptr @__gxx_personality_v0
// CHECK-NEXT: %2 = invoke i32 @may_throw(i32 %0)
// CHECK-NEXT: to label %[[OK:[0-9]+]] unwind label %[[BAD:[0-9]+]]
// CHECK: [[OK]]:
// CHECK-NEXT: phi i32 [ 7, %1 ]
// CHECK: [[BAD]]:
// CHECK-NEXT: %{{[0-9]+}} = landingpad { ptr, i32 }
// CHECK-NEXT: cleanup
// CHECK-NEXT: catch ptr null
llvm.func @catcher(%x: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %null = llvm.mlir.zero : !llvm.ptr
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %r = llvm.invoke @may_throw(%x) to ^ok(%c7 : i32) unwind ^bad : (i32) -> i32
^ok(%v: i32):
  %s = llvm.add %v, %r : i32
  llvm.return %s : i32
^bad:
  %lp = llvm.landingpad cleanup (catch %null : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

// CHECK: ![[NT]] = !{i32 1}
