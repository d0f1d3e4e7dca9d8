// LLVM dialect folds under --canonicalize (see canonicalize-llvm.mlir).
llvm.func @use_i1(i1, i1, vector<4xi1>, i1, i1, i1)
llvm.func @use_ptr(!llvm.ptr, !llvm.ptr, !llvm.ptr<3>, !llvm.ptr, !llvm.ptr)
llvm.func @use_i32(i32, i32, i32, i32, i64, i64, i64)

llvm.func @compares(%a: i64, %v: vector<4xi16>) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %null = llvm.mlir.zero : !llvm.ptr
  %slot = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  %0 = llvm.icmp "eq" %a, %a : i64
  %1 = llvm.icmp "sle" %a, %a : i64
  %2 = llvm.icmp "ne" %v, %v : vector<4xi16>
  %3 = llvm.icmp "eq" %slot, %null : !llvm.ptr
  %4 = llvm.icmp "ne" %null, %slot : !llvm.ptr
  %5 = llvm.icmp "ult" %null, %slot : !llvm.ptr
  llvm.call @use_i1(%0, %1, %2, %3, %4, %5) : (i1, i1, vector<4xi1>, i1, i1, i1) -> ()
  llvm.return
}

llvm.func @casts(%p: !llvm.ptr, %q: !llvm.ptr<1>, %x: i64) -> f64 {
  %0 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  %1 = llvm.addrspacecast %q : !llvm.ptr<1> to !llvm.ptr<2>
  %2 = llvm.addrspacecast %1 : !llvm.ptr<2> to !llvm.ptr<3>
  %3 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<4>
  %4 = llvm.addrspacecast %3 : !llvm.ptr<4> to !llvm.ptr
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c7 = llvm.mlir.constant(7 : i16) : i16
  %big = llvm.mlir.constant(1099511627776 : i64) : i64
  %5 = llvm.getelementptr %p[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %6 = llvm.getelementptr %p[%c7, %x, 1] : (!llvm.ptr, i16, i64) -> !llvm.ptr, !llvm.array<4 x struct<(i8, i32)>>
  %7 = llvm.getelementptr %p[%big] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.call @use_ptr(%0, %5, %2, %6, %7) : (!llvm.ptr, !llvm.ptr, !llvm.ptr<3>, !llvm.ptr, !llvm.ptr) -> ()
  %8 = llvm.bitcast %x : i64 to vector<2xi32>
  %9 = llvm.bitcast %8 : vector<2xi32> to f64
  llvm.return %9 : f64
}

llvm.func @aggregates(%s: !llvm.struct<(i32, array<2 x i32>)>, %e: i32) -> i32 {
  %0 = llvm.insertvalue %e, %s[0] : !llvm.struct<(i32, array<2 x i32>)>
  %1 = llvm.insertvalue %e, %0[1, 1] : !llvm.struct<(i32, array<2 x i32>)>
  %2 = llvm.extractvalue %1[1] : !llvm.struct<(i32, array<2 x i32>)>
  %3 = llvm.extractvalue %2[0] : !llvm.array<2 x i32>
  %4 = llvm.extractvalue %1[0] : !llvm.struct<(i32, array<2 x i32>)>
  %k = llvm.mlir.constant(dense<[3, 5, 9]> : tensor<3xi32>) : !llvm.array<3 x i32>
  %5 = llvm.extractvalue %k[2] : !llvm.array<3 x i32>
  %6 = llvm.add %3, %4 : i32
  %7 = llvm.add %6, %5 : i32
  llvm.return %7 : i32
}

llvm.func @integers(%a: i32) {
  %z = llvm.mlir.zero : i32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c12 = llvm.mlir.constant(12 : i32) : i32
  %cm1 = llvm.mlir.constant(-1 : i32) : i32
  %c33 = llvm.mlir.constant(33 : i32) : i32
  %0 = llvm.shl %c3, %c12 : i32
  %1 = llvm.shl %c3, %c33 : i32
  %2 = llvm.or %c3, %c12 : i32
  %3 = llvm.or %a, %z : i32
  %4 = llvm.zext %cm1 : i32 to i64
  %5 = llvm.zext %z : i32 to i64
  %6 = llvm.zext %c0 : i32 to i64
  llvm.call @use_i32(%0, %1, %2, %3, %4, %5, %6) : (i32, i32, i32, i32, i64, i64, i64) -> ()
  llvm.return
}

llvm.func @loads(%p: !llvm.ptr) {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.load %p atomic unordered {alignment = 4 : i64} : !llvm.ptr -> i32
  %2 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %3 = llvm.load volatile %p : !llvm.ptr -> i32
  llvm.return
}
