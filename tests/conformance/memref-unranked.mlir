// Unranked memrefs (rank, pointer to a ranked descriptor): made by casts in
// callees and returned (the descriptor must outlive the callee's frame),
// passed down, made in a loop, ranked again by cast, and reinterpreted;
// rank and dim of unranked values; dealloc through an unranked memref.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @make(%n: index, %v: f32) -> memref<*xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %x = arith.addf %f, %v : f32
    memref.store %x, %m[%i] : memref<?xf32>
  }
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  return %u : memref<*xf32>
}

// two unranked results at once, made in different orders
func.func @pair(%n: index) -> (memref<*xf32>, memref<*xf32>) {
  %a = arith.constant 100.0 : f32
  %b = arith.constant 200.0 : f32
  %y = call @make(%n, %b) : (index, f32) -> memref<*xf32>
  %x = call @make(%n, %a) : (index, f32) -> memref<*xf32>
  return %x, %y : memref<*xf32>, memref<*xf32>
}

func.func @info(%u: memref<*xf32>) {
  %c0 = arith.constant 0 : index
  %r = memref.rank %u : memref<*xf32>
  %d = memref.dim %u, %c0 : memref<*xf32>
  %ri = arith.index_cast %r : index to i64
  %di = arith.index_cast %d : index to i64
  call @printI64(%ri) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%di) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %f = arith.constant 0.5 : f32
  %u = call @make(%c3, %f) : (index, f32) -> memref<*xf32>
  call @info(%u) : (memref<*xf32>) -> ()
  %x, %y = call @pair(%c2) : (index) -> (memref<*xf32>, memref<*xf32>)
  call @info(%x) : (memref<*xf32>) -> ()
  call @info(%y) : (memref<*xf32>) -> ()
  // unranked values made in a loop, each printed and freed
  scf.for %i = %c1 to %c3 step %c1 {
    %v = func.call @make(%i, %f) : (index, f32) -> memref<*xf32>
    func.call @printMemrefF32(%v) : (memref<*xf32>) -> ()
    memref.dealloc %v : memref<*xf32>
  }
  // back to ranked, and reinterpreted as 2-D
  %r = memref.cast %u : memref<*xf32> to memref<?xf32>
  %e = memref.load %r[%c2] : memref<?xf32>
  %ei = arith.fptosi %e : f32 to i64
  call @printI64(%ei) : (i64) -> ()
  call @printNewline() : () -> ()
  %six = arith.constant 6 : index
  %w = call @make(%six, %f) : (index, f32) -> memref<*xf32>
  %w2 = memref.reinterpret_cast %w to offset: [0], sizes: [2, 3], strides: [3, 1] : memref<*xf32> to memref<2x3xf32>
  %uw2 = memref.cast %w2 : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%uw2) : (memref<*xf32>) -> ()
  memref.dealloc %r : memref<?xf32>
  memref.dealloc %x : memref<*xf32>
  memref.dealloc %y : memref<*xf32>
  memref.dealloc %w2 : memref<2x3xf32>
  return
}
