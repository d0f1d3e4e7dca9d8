// hello.mlir - a small program in the dialects cmir implements (builtin,
// func, arith, cf, scf, memref), in the custom syntax of MLIR 19.
// tools/demo parses, verifies and prints it with cmir-opt, checks that
// mlir-opt-19 and cmir-opt read each other's output, lowers it to the LLVM
// dialect, and runs it on the interpreter and as native code.

module {
  // Fills a buffer with 0..n-1, returns the sum of the squares, capped at
  // 1000, and the mean as a float.
  func.func @sum_squares(%n: index) -> (i32, f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i32
    %buf = memref.alloc(%n) : memref<?xi32>
    scf.for %i = %c0 to %n step %c1 {
      %v = arith.index_cast %i : index to i32
      memref.store %v, %buf[%i] : memref<?xi32>
    }
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
      %v = memref.load %buf[%i] : memref<?xi32>
      %sq = arith.muli %v, %v : i32
      %next = arith.addi %acc, %sq : i32
      scf.yield %next : i32
    }
    memref.dealloc %buf : memref<?xi32>

    %count = arith.index_cast %n : index to i32
    %fsum = arith.sitofp %sum : i32 to f32
    %fcount = arith.sitofp %count : i32 to f32
    %mean = arith.divf %fsum, %fcount : f32

    %limit = arith.constant 1000 : i32
    %big = arith.cmpi sgt, %sum, %limit : i32
    cf.cond_br %big, ^clamp, ^done(%sum : i32)
  ^clamp:
    cf.br ^done(%limit : i32)
  ^done(%result: i32):
    return %result, %mean : i32, f32
  }

  func.func private @printI64(i64)
  func.func private @printF32(f32)
  func.func private @printNewline()

  // Prints the capped sum and the mean for n = 10, then returns the sum.
  func.func @main() -> i32 {
    %n = arith.constant 10 : index
    %r:2 = call @sum_squares(%n) : (index) -> (i32, f32)
    %wide = arith.extsi %r#0 : i32 to i64
    call @printI64(%wide) : (i64) -> ()
    call @printNewline() : () -> ()
    call @printF32(%r#1) : (f32) -> ()
    call @printNewline() : () -> ()
    return %r#0 : i32
  }
}
