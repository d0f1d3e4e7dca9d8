// RUN: cmir-interp  %s | FileCheck %s
// Vector arithmetic, icmp, select, shufflevector, dynamic extract/insertelement, and the float and integer intrinsics.
// The expected output is what mlir-cpu-runner-19 prints for this module.
module {
  llvm.func @printI64(i64)
  llvm.func @printF32(f32)
  llvm.func @printF64(f64)
  llvm.func @printNewline()
  llvm.func @printComma()
  llvm.func @pi(%v: i64) {
    llvm.call @printI64(%v) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.return
  }
  llvm.func @pf(%v: f32) {
    llvm.call @printF32(%v) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %a = llvm.mlir.constant(dense<[1, -2, 3, 40]> : vector<4xi32>) : vector<4xi32>
    %b = llvm.mlir.constant(dense<[5, 6, -7, 8]> : vector<4xi32>) : vector<4xi32>
    %s = llvm.add %a, %b : vector<4xi32>
    %m = llvm.mul %s, %a : vector<4xi32>
    %lt = llvm.icmp "slt" %a, %b : vector<4xi32>
    %sel = llvm.select %lt, %a, %b : vector<4xi1>, vector<4xi32>
    %sh = llvm.shufflevector %m, %sel [7, 0, 5, 2] : vector<4xi32>
    %i = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %c4 = llvm.mlir.constant(4 : i64) : i64
    llvm.br ^loop(%i : i64)
  ^loop(%k: i64):
    %e = llvm.extractelement %sh[%k : i64] : vector<4xi32>
    %ee = llvm.sext %e : i32 to i64
    llvm.call @pi(%ee) : (i64) -> ()
    %k2 = llvm.add %k, %c1 : i64
    %more = llvm.icmp "ult" %k2, %c4 : i64
    llvm.cond_br %more, ^loop(%k2 : i64), ^done
  ^done:
    llvm.call @printNewline() : () -> ()
    %x = llvm.mlir.constant(dense<[2.0, -0.5]> : vector<2xf32>) : vector<2xf32>
    %y = llvm.mlir.constant(dense<[3.0, 4.0]> : vector<2xf32>) : vector<2xf32>
    %fm = llvm.intr.fma(%x, %y, %x) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %fa = llvm.intr.fabs(%fm) : (vector<2xf32>) -> vector<2xf32>
    %sq = llvm.intr.sqrt(%fa) : (vector<2xf32>) -> vector<2xf32>
    %ng = llvm.fneg %sq : vector<2xf32>
    %j = llvm.mlir.constant(1 : i32) : i32
    %ng0 = llvm.extractelement %ng[%i : i64] : vector<2xf32>
    %ins = llvm.insertelement %ng0, %x[%j : i32] : vector<2xf32>
    %e0 = llvm.extractelement %ins[%i : i64] : vector<2xf32>
    %e1 = llvm.extractelement %ins[%c1 : i64] : vector<2xf32>
    llvm.call @pf(%e0) : (f32) -> ()
    llvm.call @pf(%e1) : (f32) -> ()
    %cs = llvm.intr.copysign(%e0, %e1) : (f32, f32) -> f32
    llvm.call @pf(%cs) : (f32) -> ()
    %pw = llvm.intr.powi(%e0, %j) : (f32, i32) -> f32
    llvm.call @pf(%pw) : (f32) -> ()
    %fl = llvm.intr.floor(%e1) : (f32) -> f32
    llvm.call @pf(%fl) : (f32) -> ()
    %mx = llvm.intr.maxnum(%e0, %e1) : (f32, f32) -> f32
    llvm.call @pf(%mx) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    %n = llvm.mlir.constant(-12 : i64) : i64
    %n2 = llvm.mlir.constant(1000 : i64) : i64
    %ab = "llvm.intr.abs"(%n) <{is_int_min_poison = false}> : (i64) -> i64
    llvm.call @pi(%ab) : (i64) -> ()
    %lz = "llvm.intr.ctlz"(%n2) <{is_zero_poison = false}> : (i64) -> i64
    llvm.call @pi(%lz) : (i64) -> ()
    %tz = "llvm.intr.cttz"(%n2) <{is_zero_poison = false}> : (i64) -> i64
    llvm.call @pi(%tz) : (i64) -> ()
    %pc = llvm.intr.ctpop(%n) : (i64) -> i64
    llvm.call @pi(%pc) : (i64) -> ()
    %mn = llvm.intr.smin(%n, %n2) : (i64, i64) -> i64
    llvm.call @pi(%mn) : (i64) -> ()
    %um = llvm.intr.umax(%n, %n2) : (i64, i64) -> i64
    llvm.call @pi(%um) : (i64) -> ()
    %ov = "llvm.intr.uadd.with.overflow"(%n, %n2) : (i64, i64) -> !llvm.struct<(i64, i1)>
    %ov0 = llvm.extractvalue %ov[0] : !llvm.struct<(i64, i1)>
    %ov1 = llvm.extractvalue %ov[1] : !llvm.struct<(i64, i1)>
    %ov1e = llvm.zext %ov1 : i1 to i64
    llvm.call @pi(%ov0) : (i64) -> ()
    llvm.call @pi(%ov1e) : (i64) -> ()
    %b8 = llvm.mlir.constant(258 : i16) : i16
    %bs = llvm.intr.bswap(%b8) : (i16) -> i16
    %bse = llvm.zext %bs : i16 to i64
    llvm.call @pi(%bse) : (i64) -> ()
    %sat = llvm.intr.sadd.sat(%b8, %b8) : (i16, i16) -> i16
    %big = llvm.mlir.constant(30000 : i16) : i16
    %sat2 = llvm.intr.sadd.sat(%big, %big) : (i16, i16) -> i16
    %sate = llvm.sext %sat2 : i16 to i64
    llvm.call @pi(%sate) : (i64) -> ()
    %d = llvm.sitofp %n : i64 to f64
    %dd = llvm.fptrunc %d : f64 to f32
    %u = llvm.fptoui %dd : f32 to i8
    %ue = llvm.zext %u : i8 to i64
    llvm.call @printF64(%d) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

// CHECK: 8, 6, -2, -12, 
// CHECK-NEXT: 2, -2.82843, -2, 2, -3, 2, 
// CHECK-NEXT: 12, 54, 3, 61, -12, -12, 988, 1, 513, 32767, -12
