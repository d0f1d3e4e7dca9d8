// Inputs of sroa.mlir: aggregates split into their fields, or left.

// Fields reached by GEPs of the struct type, of bytes and by direct loads
// and stores: one alloca per field used, in the order the pointer's uses
// are met (its last use first); byte GEPs inside a field stay.
llvm.func @fields(%x: i32, %y: f64, %z: i16) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %one x !llvm.struct<"pair", (i32, f64, i16, i8)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %f1 = llvm.getelementptr inbounds %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"pair", (i32, f64, i16, i8)>
  %f2 = llvm.getelementptr %s[16] : (!llvm.ptr) -> !llvm.ptr, i8
  %f2hi = llvm.getelementptr %s[17] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %x, %s : i32, !llvm.ptr
  llvm.store %y, %f1 : f64, !llvm.ptr
  llvm.store %z, %f2 : i16, !llvm.ptr
  %hi = llvm.load %f2hi : !llvm.ptr -> i8
  %v = llvm.load %s : !llvm.ptr -> i32
  %h = llvm.zext %hi : i8 to i32
  %r = llvm.add %v, %h : i32
  llvm.return %r : i32
}

// Nested aggregates are split again in later rounds.
llvm.func @nested(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %one x !llvm.struct<(i8, array<4 x struct<(i16, i32)>>, i64)> : (i32) -> !llvm.ptr
  %a = llvm.getelementptr %s[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, array<4 x struct<(i16, i32)>>, i64)>
  %b = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i16, i32)>
  llvm.store %x, %b : i32, !llvm.ptr
  %c = llvm.getelementptr %s[0, 1, 2, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, array<4 x struct<(i16, i32)>>, i64)>
  %v = llvm.load %c : !llvm.ptr -> i32
  %d = llvm.getelementptr %s[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, array<4 x struct<(i16, i32)>>, i64)>
  %w = llvm.load %d : !llvm.ptr -> i64
  %t = llvm.trunc %w : i64 to i32
  %r = llvm.add %v, %t : i32
  llvm.return %r : i32
}

// Packed structs, an address space, a lifetime marker that goes away.
llvm.func @packed(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %s = llvm.alloca %one x !llvm.struct<packed (i8, i32, i8)> : (i64) -> !llvm.ptr<3>
  llvm.intr.lifetime.start 6, %s : !llvm.ptr<3>
  %f = llvm.getelementptr %s[0, 1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.struct<packed (i8, i32, i8)>
  llvm.store %x, %f : i32, !llvm.ptr<3>
  %g = llvm.getelementptr %s[0, 2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.struct<packed (i8, i32, i8)>
  %b = llvm.load %g : !llvm.ptr<3> -> i8
  %v = llvm.load %f : !llvm.ptr<3> -> i32
  llvm.return %v : i32
}

// Left: a dynamic index, a count other than one, an escaping pointer, an
// access over a field's end, padding, a volatile load, a big array.
llvm.func @kept(%i: i32, %n: i32, %q: !llvm.ptr) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %ai = llvm.getelementptr %a[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x i32>
  %va = llvm.load %ai : !llvm.ptr -> i32
  %b = llvm.alloca %n x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %bi = llvm.getelementptr %b[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %vb = llvm.load %bi : !llvm.ptr -> i32
  %c = llvm.alloca %one x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %ci = llvm.getelementptr %c[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.call @sink(%ci) : (!llvm.ptr) -> ()
  %d = llvm.alloca %one x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %di = llvm.getelementptr %d[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %vd = llvm.load %di : !llvm.ptr -> i64
  %e = llvm.alloca %one x !llvm.struct<(i8, i32)> : (i32) -> !llvm.ptr
  %ei = llvm.getelementptr %e[2] : (!llvm.ptr) -> !llvm.ptr, i8
  %ve = llvm.load %ei : !llvm.ptr -> i8
  %f = llvm.alloca %one x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %vf = llvm.load volatile %f : !llvm.ptr -> i32
  %g = llvm.alloca %one x !llvm.array<20 x i32> : (i32) -> !llvm.ptr
  %gi = llvm.getelementptr %g[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<20 x i32>
  %vg = llvm.load %gi : !llvm.ptr -> i32
  %r = llvm.add %va, %vb : i32
  llvm.return %r : i32
}
llvm.func @sink(!llvm.ptr)

// memref: small static memrefs accessed at constant indices.
func.func @memref_split(%x: f32, %y: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<2x3xf32>
  memref.store %x, %m[%c0, %c1] : memref<2x3xf32>
  memref.store %y, %m[%c1, %c0] : memref<2x3xf32>
  %v = memref.load %m[%c0, %c1] : memref<2x3xf32>
  %k = memref.alloca() : memref<4xi32>
  %kv = memref.load %k[%c1] : memref<4xi32>
  %u = memref.alloca() : memref<4xi32>
  memref.dealloc %u : memref<4xi32>
  return %v : f32
}
