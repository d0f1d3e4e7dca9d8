// RUN: cmir-opt %s | FileCheck %s --strict-whitespace
// RUN: cmir-opt %s | cmir-opt | FileCheck %s --strict-whitespace
// RUN: cmir-opt --mlir-print-op-generic %s | cmir-opt | FileCheck %s --strict-whitespace

// The operations of the LLVM dialect (seed 002) in their custom forms, as
// mlir-opt-19 prints them: integer arithmetic with overflow flags, float
// arithmetic with fast-math flags (custom<LLVMOpAttrs> prints a space even
// without attributes: `llvm.fadd %a, %b  : f32`), comparisons, casts,
// memory, aggregates, vectors, constants and intrinsics.

// CHECK-LABEL: llvm.func @integer(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>) -> i32 {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg1 : i32
// CHECK-NEXT: %1 = llvm.add %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = llvm.sub %arg0, %arg1 overflow<nsw, nuw> {my.attr} : i32
// CHECK-NEXT: %3 = llvm.mul %arg2, %arg2 overflow<nuw> : vector<4xi32>
// CHECK-NEXT: %4 = llvm.shl %arg0, %arg1 : i32
// CHECK-NEXT: %5 = llvm.udiv %arg0, %arg1  : i32
// CHECK-NEXT: %6 = llvm.sdiv %arg0, %arg1  : i32
// CHECK-NEXT: %7 = llvm.urem %arg0, %arg1  : i32
// CHECK-NEXT: %8 = llvm.srem %arg0, %arg1  : i32
// CHECK-NEXT: %9 = llvm.and %arg0, %arg1  : i32
// CHECK-NEXT: %10 = llvm.or %arg0, %arg1  : i32
// CHECK-NEXT: %11 = llvm.xor %arg2, %arg2  : vector<4xi32>
// CHECK-NEXT: %12 = llvm.lshr %arg0, %arg1  : i32
// CHECK-NEXT: %13 = llvm.ashr %arg0, %arg1  {my.attr = 1 : i64} : i32
// CHECK-NEXT: %14 = llvm.icmp "slt" %arg0, %arg1 : i32
// CHECK-NEXT: %15 = llvm.icmp "uge" %arg2, %arg2 : vector<4xi32>
// CHECK-NEXT: %16 = llvm.select %14, %arg0, %arg1 : i1, i32
// CHECK-NEXT: %17 = llvm.select %15, %arg2, %arg2 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %18 = llvm.freeze %arg0 : i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
llvm.func @integer(%a: i32, %b: i32, %v: vector<4xi32>) -> i32 {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.add %a, %b overflow<nsw> : i32
  %2 = llvm.sub %a, %b overflow<nsw, nuw> {my.attr} : i32
  %3 = llvm.mul %v, %v overflow<nuw> : vector<4xi32>
  %4 = llvm.shl %a, %b : i32
  %5 = llvm.udiv %a, %b : i32
  %6 = llvm.sdiv %a, %b : i32
  %7 = llvm.urem %a, %b : i32
  %8 = llvm.srem %a, %b : i32
  %9 = llvm.and %a, %b : i32
  %10 = llvm.or %a, %b : i32
  %11 = llvm.xor %v, %v : vector<4xi32>
  %12 = llvm.lshr %a, %b : i32
  %13 = llvm.ashr %a, %b {my.attr = 1 : i64} : i32
  %14 = llvm.icmp "slt" %a, %b : i32
  %15 = llvm.icmp "uge" %v, %v : vector<4xi32>
  %16 = llvm.select %14, %a, %b : i1, i32
  %17 = llvm.select %15, %v, %v : vector<4xi1>, vector<4xi32>
  %18 = llvm.freeze %a : i32
  llvm.return %0 : i32
}

// CHECK-LABEL: llvm.func @float(%arg0: f32, %arg1: f32, %arg2: vector<4xf32>) -> f32 {
// CHECK-NEXT: %0 = llvm.fadd %arg0, %arg1  : f32
// CHECK-NEXT: %1 = llvm.fsub %arg0, %arg1  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %2 = llvm.fmul %arg2, %arg2  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : vector<4xf32>
// CHECK-NEXT: %3 = llvm.fdiv %arg0, %arg1  : f32
// CHECK-NEXT: %4 = llvm.frem %arg0, %arg1  {fastmathFlags = #llvm.fastmath<nnan, ninf, nsz, arcp, contract, afn>} : f32
// CHECK-NEXT: %5 = llvm.fneg %arg0  : f32
// CHECK-NEXT: %6 = llvm.fneg %arg2  {fastmathFlags = #llvm.fastmath<nsz>} : vector<4xf32>
// CHECK-NEXT: %7 = llvm.fcmp "olt" %arg0, %arg1 : f32
// CHECK-NEXT: %8 = llvm.fcmp "_true" %arg0, %arg1 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %9 = llvm.fcmp "uno" %arg2, %arg2 : vector<4xf32>
// CHECK-NEXT: %10 = llvm.select %7, %arg0, %arg1 {fastmathFlags = #llvm.fastmath<nnan>} : i1, f32
// CHECK-NEXT: llvm.return %0 : f32
// CHECK-NEXT: }
llvm.func @float(%a: f32, %b: f32, %v: vector<4xf32>) -> f32 {
  %0 = llvm.fadd %a, %b : f32
  %1 = llvm.fsub %a, %b {fastmathFlags = #llvm.fastmath<fast>} : f32
  %2 = llvm.fmul %v, %v {fastmathFlags = #llvm.fastmath<nnan, ninf>} : vector<4xf32>
  %3 = llvm.fdiv %a, %b : f32
  %4 = llvm.frem %a, %b {fastmathFlags = #llvm.fastmath<nnan, ninf, nsz, arcp, contract, afn>} : f32
  %5 = llvm.fneg %a : f32
  %6 = llvm.fneg %v {fastmathFlags = #llvm.fastmath<nsz>} : vector<4xf32>
  %7 = llvm.fcmp "olt" %a, %b : f32
  %8 = llvm.fcmp "_true" %a, %b {fastmathFlags = #llvm.fastmath<fast>} : f32
  %9 = llvm.fcmp "uno" %v, %v : vector<4xf32>
  %10 = llvm.select %7, %a, %b {fastmathFlags = #llvm.fastmath<nnan>} : i1, f32
  llvm.return %0 : f32
}

// CHECK-LABEL: llvm.func @casts(%arg0: i32, %arg1: f32, %arg2: f64, %arg3: !llvm.ptr, %arg4: vector<2xi32>) {
// CHECK-NEXT: %0 = llvm.trunc %arg0 : i32 to i8
// CHECK-NEXT: %1 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT: %2 = llvm.sext %arg4 : vector<2xi32> to vector<2xi64>
// CHECK-NEXT: %3 = llvm.fptrunc %arg2 : f64 to f32
// CHECK-NEXT: %4 = llvm.fpext %arg1 : f32 to f64
// CHECK-NEXT: %5 = llvm.fptosi %arg1 : f32 to i32
// CHECK-NEXT: %6 = llvm.fptoui %arg2 : f64 to i64
// CHECK-NEXT: %7 = llvm.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %8 = llvm.uitofp %arg0 : i32 to f64
// CHECK-NEXT: %9 = llvm.bitcast %arg1 : f32 to i32
// CHECK-NEXT: %10 = llvm.ptrtoint %arg3 : !llvm.ptr to i64
// CHECK-NEXT: %11 = llvm.inttoptr %1 : i64 to !llvm.ptr<1>
// CHECK-NEXT: %12 = llvm.addrspacecast %11 : !llvm.ptr<1> to !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @casts(%i: i32, %f: f32, %d: f64, %p: !llvm.ptr, %v: vector<2xi32>) {
  %0 = llvm.trunc %i : i32 to i8
  %1 = llvm.zext %i : i32 to i64
  %2 = llvm.sext %v : vector<2xi32> to vector<2xi64>
  %3 = llvm.fptrunc %d : f64 to f32
  %4 = llvm.fpext %f : f32 to f64
  %5 = llvm.fptosi %f : f32 to i32
  %6 = llvm.fptoui %d : f64 to i64
  %7 = llvm.sitofp %i : i32 to f32
  %8 = llvm.uitofp %i : i32 to f64
  %9 = llvm.bitcast %f : f32 to i32
  %10 = llvm.ptrtoint %p : !llvm.ptr to i64
  %11 = llvm.inttoptr %1 : i64 to !llvm.ptr<1>
  %12 = llvm.addrspacecast %11 : !llvm.ptr<1> to !llvm.ptr
  llvm.return
}

// CHECK-LABEL: llvm.func @memory(%arg0: !llvm.ptr, %arg1: i64, %arg2: i32, %arg3: f32) {
// CHECK-NEXT: %0 = llvm.alloca %arg1 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %1 = llvm.alloca %arg2 x !llvm.struct<(i32, f32)> {alignment = 16 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.alloca inalloca %arg1 x i8 : (i64) -> !llvm.ptr<5>
// CHECK-NEXT: %3 = llvm.load %arg0 : !llvm.ptr -> f32
// CHECK-NEXT: %4 = llvm.load volatile %arg0 {alignment = 4 : i64, nontemporal} : !llvm.ptr -> i32
// CHECK-NEXT: %5 = llvm.load %arg0 invariant : !llvm.ptr -> i64
// CHECK-NEXT: %6 = llvm.load %arg0 atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: llvm.store %arg3, %arg0 : f32, !llvm.ptr
// CHECK-NEXT: llvm.store volatile %arg3, %2 {alignment = 4 : i64} : f32, !llvm.ptr<5>
// CHECK-NEXT: llvm.store %arg2, %arg0 atomic syncscope("agent") release {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT: %7 = llvm.getelementptr %arg0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %8 = llvm.getelementptr inbounds %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
// CHECK-NEXT: %9 = llvm.getelementptr %arg0[%arg2, 1, %arg1] : (!llvm.ptr, i32, i64) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
// CHECK-NEXT: %10 = llvm.atomicrmw add %arg0, %arg2 monotonic : !llvm.ptr, i32
// CHECK-NEXT: %11 = llvm.atomicrmw volatile fadd %arg0, %arg3 syncscope("agent") seq_cst {alignment = 4 : i64} : !llvm.ptr, f32
// CHECK-NEXT: %12 = llvm.cmpxchg %arg0, %arg2, %arg2 acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT: %13 = llvm.cmpxchg weak volatile %arg0, %arg2, %arg2 syncscope("x") acquire acquire : !llvm.ptr, i32
// CHECK-NEXT: llvm.fence acquire
// CHECK-NEXT: llvm.fence syncscope("agent") seq_cst
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @memory(%p: !llvm.ptr, %n: i64, %i: i32, %f: f32) {
  %0 = llvm.alloca %n x f32 : (i64) -> !llvm.ptr
  %1 = llvm.alloca %i x !llvm.struct<(i32, f32)> {alignment = 16 : i64} : (i32) -> !llvm.ptr
  %2 = llvm.alloca inalloca %n x i8 {alignment = 0 : i64} : (i64) -> !llvm.ptr<5>
  %3 = llvm.load %p : !llvm.ptr -> f32
  %4 = llvm.load volatile %p {alignment = 4 : i64, nontemporal} : !llvm.ptr -> i32
  %5 = llvm.load %p invariant : !llvm.ptr -> i64
  %6 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %f, %p : f32, !llvm.ptr
  llvm.store volatile %f, %2 {alignment = 4 : i64} : f32, !llvm.ptr<5>
  llvm.store %i, %p atomic syncscope("agent") release {alignment = 4 : i64} : i32, !llvm.ptr
  %7 = llvm.getelementptr %p[%n] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %8 = llvm.getelementptr inbounds %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %9 = llvm.getelementptr %p[%i, 1, %n] : (!llvm.ptr, i32, i64) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
  %10 = llvm.atomicrmw add %p, %i monotonic : !llvm.ptr, i32
  %11 = llvm.atomicrmw volatile fadd %p, %f syncscope("agent") seq_cst {alignment = 4 : i64} : !llvm.ptr, f32
  %12 = llvm.cmpxchg %p, %i, %i acq_rel monotonic : !llvm.ptr, i32
  %13 = llvm.cmpxchg weak volatile %p, %i, %i syncscope("x") acquire acquire : !llvm.ptr, i32
  llvm.fence acquire
  llvm.fence syncscope("agent") seq_cst
  llvm.return
}

// CHECK-LABEL: llvm.func @aggregates(%arg0: !llvm.struct<(i32, array<2 x f32>)>, %arg1: vector<4xf32>, %arg2: i32, %arg3: f32) {
// CHECK-NEXT: %0 = llvm.extractvalue %arg0[0] : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT: %1 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg3, %arg0[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT: %3 = llvm.extractelement %arg1[%arg2 : i32] : vector<4xf32>
// CHECK-NEXT: %4 = llvm.insertelement %arg3, %arg1[%arg2 : i32] : vector<4xf32>
// CHECK-NEXT: %5 = llvm.shufflevector %arg1, %arg1 [0, 1, -1] : vector<4xf32>
// CHECK-NEXT: %6 = llvm.mlir.poison : !llvm.vec<2 x ptr>
// CHECK-NEXT: %7 = llvm.extractelement %6[%arg2 : i32] : !llvm.vec<2 x ptr>
// CHECK-NEXT: %8 = llvm.shufflevector %6, %6 [1, 0, 1] : !llvm.vec<2 x ptr>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @aggregates(%s: !llvm.struct<(i32, array<2 x f32>)>, %v: vector<4xf32>, %i: i32, %f: f32) {
  %0 = llvm.extractvalue %s[0] : !llvm.struct<(i32, array<2 x f32>)>
  %1 = llvm.extractvalue %s[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
  %2 = llvm.insertvalue %f, %s[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  %3 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  %4 = llvm.insertelement %f, %v[%i : i32] : vector<4xf32>
  %5 = llvm.shufflevector %v, %v [0, 1, -1] : vector<4xf32>
  %6 = llvm.mlir.poison : !llvm.vec<2 x ptr>
  %7 = llvm.extractelement %6[%i : i32] : !llvm.vec<2 x ptr>
  %8 = llvm.shufflevector %6, %6 [1, 0, 1] : !llvm.vec<2 x ptr>
  llvm.return
}

// CHECK-LABEL: llvm.func @constants() {
// CHECK-NEXT: %0 = llvm.mlir.constant(42 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(42 : i64) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %4 = llvm.mlir.constant(-1 : i8) : i8
// CHECK-NEXT: %5 = llvm.mlir.constant(2.500000e+00 : f32) : f32
// CHECK-NEXT: %6 = llvm.mlir.constant(0x7FC00000 : f32) : f32
// CHECK-NEXT: %7 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %8 = llvm.mlir.constant(dense<[1, 2, 3]> : vector<3xi64>) : vector<3xi64>
// CHECK-NEXT: %9 = llvm.mlir.constant(dense<0.000000e+00> : tensor<2x2xf32>) : !llvm.array<2 x array<2 x f32>>
// CHECK-NEXT: %10 = llvm.mlir.constant("hello\0A") : !llvm.array<6 x i8>
// CHECK-NEXT: %11 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %12 = llvm.mlir.poison : i32
// CHECK-NEXT: %13 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %14 = llvm.mlir.zero : !llvm.struct<(i32, f64)>
// CHECK-NEXT: %15 = llvm.mlir.none : !llvm.token
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @constants() {
  %0 = llvm.mlir.constant(42 : i32) : i32
  %1 = llvm.mlir.constant(42) : i64
  %2 = llvm.mlir.constant(1 : index) : i64
  %3 = llvm.mlir.constant(true) : i1
  %4 = llvm.mlir.constant(-1 : i8) : i8
  %5 = llvm.mlir.constant(2.5 : f32) : f32
  %6 = llvm.mlir.constant(0x7FC00000 : f32) : f32
  %7 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
  %8 = llvm.mlir.constant(dense<[1, 2, 3]> : vector<3xi64>) : vector<3xi64>
  %9 = llvm.mlir.constant(dense<0.0> : tensor<2x2xf32>) : !llvm.array<2 x array<2 x f32>>
  %10 = llvm.mlir.constant("hello\0A") : !llvm.array<6 x i8>
  %11 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %12 = llvm.mlir.poison : i32
  %13 = llvm.mlir.zero : !llvm.ptr
  %14 = llvm.mlir.zero : !llvm.struct<(i32, f64)>
  %15 = llvm.mlir.none : !llvm.token
  llvm.return
}

// CHECK-LABEL: llvm.func @intrinsics(%arg0: f32, %arg1: f32, %arg2: i32, %arg3: i32, %arg4: vector<4xf32>, %arg5: !llvm.ptr, %arg6: i64) {
// CHECK-NEXT: %0 = llvm.intr.fabs(%arg0)  : (f32) -> f32
// CHECK-NEXT: %1 = llvm.intr.sqrt(%arg4)  : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %2 = llvm.intr.copysign(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: %3 = llvm.intr.maxnum(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: %4 = llvm.intr.minnum(%arg0, %arg1)  {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32
// CHECK-NEXT: %5 = llvm.intr.maximum(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: %6 = llvm.intr.minimum(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: %7 = llvm.intr.fma(%arg0, %arg1, %arg0)  {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
// CHECK-NEXT: %8 = llvm.intr.smax(%arg2, %arg3)  : (i32, i32) -> i32
// CHECK-NEXT: %9 = llvm.intr.smin(%arg2, %arg3)  : (i32, i32) -> i32
// CHECK-NEXT: %10 = llvm.intr.umax(%arg2, %arg3)  : (i32, i32) -> i32
// CHECK-NEXT: %11 = llvm.intr.umin(%arg2, %arg3)  : (i32, i32) -> i32
// CHECK-NEXT: %12 = llvm.intr.exp(%arg0)  : (f32) -> f32
// CHECK-NEXT: %13 = llvm.intr.log2(%arg0)  : (f32) -> f32
// CHECK-NEXT: %14 = llvm.intr.floor(%arg0)  : (f32) -> f32
// CHECK-NEXT: %15 = llvm.intr.powi(%arg0, %arg2)  : (f32, i32) -> f32
// CHECK-NEXT: %16 = llvm.intr.ctpop(%arg2)  : (i32) -> i32
// CHECK-NEXT: %17 = llvm.intr.vector.reduce.fmax(%arg4)  : (vector<4xf32>) -> f32
// CHECK-NEXT: %18 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: llvm.intr.stackrestore %18 : !llvm.ptr
// CHECK-NEXT: "llvm.intr.memcpy"(%arg5, %arg5, %arg6) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %19 = llvm.trunc %arg2 : i32 to i8
// CHECK-NEXT: "llvm.intr.memset"(%arg5, %19, %arg6) <{isVolatile = true}> : (!llvm.ptr, i8, i64) -> ()
// CHECK-NEXT: %20 = "llvm.intr.abs"(%arg2) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT: %21 = "llvm.intr.ctlz"(%arg2) <{is_zero_poison = true}> : (i32) -> i32
// CHECK-NEXT: %22 = "llvm.intr.uadd.with.overflow"(%arg2, %arg3) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: %23 = "llvm.intr.not_registered"(%arg2) : (i32) -> i32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @intrinsics(%a: f32, %b: f32, %i: i32, %j: i32, %v: vector<4xf32>, %p: !llvm.ptr, %n: i64) {
  %0 = llvm.intr.fabs(%a) : (f32) -> f32
  %1 = llvm.intr.sqrt(%v) : (vector<4xf32>) -> vector<4xf32>
  %2 = llvm.intr.copysign(%a, %b) : (f32, f32) -> f32
  %3 = llvm.intr.maxnum(%a, %b) : (f32, f32) -> f32
  %4 = llvm.intr.minnum(%a, %b) {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32
  %5 = llvm.intr.maximum(%a, %b) : (f32, f32) -> f32
  %6 = llvm.intr.minimum(%a, %b) : (f32, f32) -> f32
  %7 = llvm.intr.fma(%a, %b, %a) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
  %8 = llvm.intr.smax(%i, %j) : (i32, i32) -> i32
  %9 = llvm.intr.smin(%i, %j) : (i32, i32) -> i32
  %10 = llvm.intr.umax(%i, %j) : (i32, i32) -> i32
  %11 = llvm.intr.umin(%i, %j) : (i32, i32) -> i32
  %12 = llvm.intr.exp(%a) : (f32) -> f32
  %13 = llvm.intr.log2(%a) : (f32) -> f32
  %14 = llvm.intr.floor(%a) : (f32) -> f32
  %15 = llvm.intr.powi(%a, %i) : (f32, i32) -> f32
  %16 = llvm.intr.ctpop(%i) : (i32) -> i32
  %17 = llvm.intr.vector.reduce.fmax(%v) : (vector<4xf32>) -> f32
  %18 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %18 : !llvm.ptr
  "llvm.intr.memcpy"(%p, %p, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %b8 = llvm.trunc %i : i32 to i8
  "llvm.intr.memset"(%p, %b8, %n) <{isVolatile = true}> : (!llvm.ptr, i8, i64) -> ()
  %19 = "llvm.intr.abs"(%i) <{is_int_min_poison = false}> : (i32) -> i32
  %20 = "llvm.intr.ctlz"(%i) <{is_zero_poison = true}> : (i32) -> i32
  %21 = "llvm.intr.uadd.with.overflow"(%i, %j) : (i32, i32) -> !llvm.struct<(i32, i1)>
  // Operations the dialect does not register are accepted, as in MLIR.
  %22 = "llvm.intr.not_registered"(%i) : (i32) -> i32
  llvm.return
}
