// Matmul kernel of ../shared/bench/kernels at 48x48: f32, scf loops on memref.
// A[i][j] = ((3i + j) mod 17) / 16,  B[i][j] = ((i + 2j) mod 13) / 8, C = A*B.
// All products/sums are exact in f32, so the result is independent of order.
// Prints C[0:4,0:4] (printF32), then C[47][47] and sum(C) as f64.
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printF64(f64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c13 = arith.constant 13 : index
  %c17 = arith.constant 17 : index
  %n = arith.constant 48 : index
  %f0 = arith.constant 0.0 : f32
  %d0 = arith.constant 0.0 : f64
  %inv16 = arith.constant 0.0625 : f32
  %inv8 = arith.constant 0.125 : f32
  %A = memref.alloc() : memref<48x48xf32>
  %B = memref.alloc() : memref<48x48xf32>
  %C = memref.alloc() : memref<48x48xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %i3 = arith.muli %i, %c3 : index
      %a0 = arith.addi %i3, %j : index
      %a1 = arith.remui %a0, %c17 : index
      %a2 = arith.index_cast %a1 : index to i32
      %a3 = arith.sitofp %a2 : i32 to f32
      %a4 = arith.mulf %a3, %inv16 : f32
      memref.store %a4, %A[%i, %j] : memref<48x48xf32>
      %j2 = arith.muli %j, %c2 : index
      %b0 = arith.addi %i, %j2 : index
      %b1 = arith.remui %b0, %c13 : index
      %b2 = arith.index_cast %b1 : index to i32
      %b3 = arith.sitofp %b2 : i32 to f32
      %b4 = arith.mulf %b3, %inv8 : f32
      memref.store %b4, %B[%i, %j] : memref<48x48xf32>
    }
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %acc = scf.for %k = %c0 to %n step %c1 iter_args(%s = %f0) -> (f32) {
        %a = memref.load %A[%i, %k] : memref<48x48xf32>
        %b = memref.load %B[%k, %j] : memref<48x48xf32>
        %p = arith.mulf %a, %b : f32
        %s2 = arith.addf %s, %p : f32
        scf.yield %s2 : f32
      }
      memref.store %acc, %C[%i, %j] : memref<48x48xf32>
    }
  }
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%t = %d0) -> (f64) {
    %r = scf.for %j = %c0 to %n step %c1 iter_args(%u = %t) -> (f64) {
      %v = memref.load %C[%i, %j] : memref<48x48xf32>
      %vd = arith.extf %v : f32 to f64
      %u2 = arith.addf %u, %vd : f64
      scf.yield %u2 : f64
    }
    scf.yield %r : f64
  }
  // print C[0:4,0:4] row by row with printF32 (printMemrefF32 would need an
  // unranked descriptor, which lli --force-interpreter cannot handle)
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %e = memref.load %C[%i, %j] : memref<48x48xf32>
      func.call @printF32(%e) : (f32) -> ()
      func.call @printComma() : () -> ()
    }
    func.call @printNewline() : () -> ()
  }
  %c255 = arith.constant 47 : index
  %last = memref.load %C[%c255, %c255] : memref<48x48xf32>
  %lastd = arith.extf %last : f32 to f64
  call @printF64(%lastd) : (f64) -> ()
  call @printNewline() : () -> ()
  call @printF64(%sum) : (f64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %A : memref<48x48xf32>
  memref.dealloc %B : memref<48x48xf32>
  memref.dealloc %C : memref<48x48xf32>
  return
}
