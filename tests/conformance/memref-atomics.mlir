// memref.atomic_rmw (each kind LLVM has: addi, maxs, assign, addf, andi)
// and memref.generic_atomic_rmw with an arith body; each returns the value
// the memory held before. Lowered by finalize-memref-to-llvm (atomic_rmw)
// and convert-to-llvm (generic_atomic_rmw, whose body is arith).
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @printComma()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xi64>
  %f = memref.alloc() : memref<f64>
  %a = arith.constant 40 : i64
  %b = arith.constant 2 : i64
  %x = arith.constant 1.5 : f64
  memref.store %a, %m[%c0] : memref<2xi64>
  memref.store %b, %m[%c1] : memref<2xi64>
  memref.store %x, %f[] : memref<f64>
  %o1 = memref.atomic_rmw addi %b, %m[%c0] : (i64, memref<2xi64>) -> i64
  %o2 = memref.atomic_rmw maxs %a, %m[%c1] : (i64, memref<2xi64>) -> i64
  %o3 = memref.atomic_rmw assign %a, %m[%c1] : (i64, memref<2xi64>) -> i64
  %o4 = memref.atomic_rmw addf %x, %f[] : (f64, memref<f64>) -> f64
  %o5 = memref.atomic_rmw andi %b, %m[%c0] : (i64, memref<2xi64>) -> i64
  %g = memref.generic_atomic_rmw %m[%c1] : memref<2xi64> {
  ^bb0(%cur: i64):
    %t = arith.muli %cur, %b : i64
    %u = arith.addi %t, %a : i64
    memref.atomic_yield %u : i64
  }
  %v0 = memref.load %m[%c0] : memref<2xi64>
  %v1 = memref.load %m[%c1] : memref<2xi64>
  %vf = memref.load %f[] : memref<f64>
  call @printI64(%o1) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%o2) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%o3) : (i64) -> ()
  call @printComma() : () -> ()
  call @printF64(%o4) : (f64) -> ()
  call @printComma() : () -> ()
  call @printI64(%o5) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%g) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%v0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%v1) : (i64) -> ()
  call @printComma() : () -> ()
  call @printF64(%vf) : (f64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<2xi64>
  memref.dealloc %f : memref<f64>
  return
}
