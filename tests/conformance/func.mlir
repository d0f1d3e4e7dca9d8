// func dialect: recursion (fib, mutual recursion, depth 20000), multiple
// results, func.constant + func.call_indirect (also of a runtime function),
// functions selected at run time, calls passing memrefs.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @fib(%n: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %small = arith.cmpi slt, %n, %c2 : i64
  cf.cond_br %small, ^base, ^rec
^base:
  return %n : i64
^rec:
  %c1 = arith.constant 1 : i64
  %n1 = arith.subi %n, %c1 : i64
  %n2 = arith.subi %n, %c2 : i64
  %a = call @fib(%n1) : (i64) -> i64
  %b = call @fib(%n2) : (i64) -> i64
  %s = arith.addi %a, %b : i64
  return %s : i64
}

func.func @is_even(%n: i64) -> i1 {
  %c0 = arith.constant 0 : i64
  %z = arith.cmpi eq, %n, %c0 : i64
  %r = scf.if %z -> i1 {
    %t = arith.constant true
    scf.yield %t : i1
  } else {
    %c1 = arith.constant 1 : i64
    %m = arith.subi %n, %c1 : i64
    %o = func.call @is_odd(%m) : (i64) -> i1
    scf.yield %o : i1
  }
  return %r : i1
}

func.func @is_odd(%n: i64) -> i1 {
  %c0 = arith.constant 0 : i64
  %z = arith.cmpi eq, %n, %c0 : i64
  %r = scf.if %z -> i1 {
    %f = arith.constant false
    scf.yield %f : i1
  } else {
    %c1 = arith.constant 1 : i64
    %m = arith.subi %n, %c1 : i64
    %e = func.call @is_even(%m) : (i64) -> i1
    scf.yield %e : i1
  }
  return %r : i1
}

// depth-first sum 1..n through n nested calls
func.func @deep(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %z = arith.cmpi eq, %n, %c0 : i64
  cf.cond_br %z, ^done, ^more
^done:
  return %c0 : i64
^more:
  %m = arith.subi %n, %c1 : i64
  %r = call @deep(%m) : (i64) -> i64
  %s = arith.addi %r, %n : i64
  return %s : i64
}

func.func @divmod(%a: i64, %b: i64) -> (i64, i64, i1) {
  %q = arith.divsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  %c0 = arith.constant 0 : i64
  %ex = arith.cmpi eq, %r, %c0 : i64
  return %q, %r, %ex : i64, i64, i1
}

func.func @add(%a: i64, %b: i64) -> i64 {
  %s = arith.addi %a, %b : i64
  return %s : i64
}

func.func @mul(%a: i64, %b: i64) -> i64 {
  %s = arith.muli %a, %b : i64
  return %s : i64
}

func.func @apply(%f: (i64, i64) -> i64, %x: i64, %y: i64) -> i64 {
  %r = func.call_indirect %f(%x, %y) : (i64, i64) -> i64
  return %r : i64
}

func.func @fill(%m: memref<?xi64>, %v: i64) -> memref<?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %x = arith.addi %ii, %v : i64
    memref.store %x, %m[%i] : memref<?xi64>
  }
  return %m : memref<?xi64>
}

func.func @p(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printComma() : () -> ()
  return
}

func.func @main() {
  %c20 = arith.constant 20 : i64
  %f = call @fib(%c20) : (i64) -> i64
  call @p(%f) : (i64) -> ()
  %c7 = arith.constant 7 : i64
  %c10 = arith.constant 10 : i64
  %e7 = call @is_even(%c7) : (i64) -> i1
  %e10 = call @is_even(%c10) : (i64) -> i1
  %e7x = arith.extui %e7 : i1 to i64
  %e10x = arith.extui %e10 : i1 to i64
  call @p(%e7x) : (i64) -> ()
  call @p(%e10x) : (i64) -> ()
  %depth = arith.constant 20000 : i64
  %d = call @deep(%depth) : (i64) -> i64
  call @p(%d) : (i64) -> ()
  call @printNewline() : () -> ()
  %a = arith.constant -17 : i64
  %b = arith.constant 5 : i64
  %q, %r, %ex = call @divmod(%a, %b) : (i64, i64) -> (i64, i64, i1)
  %exx = arith.extui %ex : i1 to i64
  call @p(%q) : (i64) -> ()
  call @p(%r) : (i64) -> ()
  call @p(%exx) : (i64) -> ()
  call @printNewline() : () -> ()
  %fadd = func.constant @add : (i64, i64) -> i64
  %fmul = func.constant @mul : (i64, i64) -> i64
  %r1 = call @apply(%fadd, %a, %b) : ((i64, i64) -> i64, i64, i64) -> i64
  %r2 = call @apply(%fmul, %a, %b) : ((i64, i64) -> i64, i64, i64) -> i64
  %lt = arith.cmpi slt, %a, %b : i64
  %fsel = arith.select %lt, %fmul, %fadd : (i64, i64) -> i64
  %r3 = func.call_indirect %fsel(%c7, %c10) : (i64, i64) -> i64
  call @p(%r1) : (i64) -> ()
  call @p(%r2) : (i64) -> ()
  call @p(%r3) : (i64) -> ()
  %fp = func.constant @printI64 : (i64) -> ()
  func.call_indirect %fp(%c7) : (i64) -> ()
  call @printNewline() : () -> ()
  %c4 = arith.constant 4 : index
  %m = memref.alloc(%c4) : memref<?xi64>
  %m2 = call @fill(%m, %c10) : (memref<?xi64>, i64) -> memref<?xi64>
  %c3 = arith.constant 3 : index
  %v = memref.load %m2[%c3] : memref<?xi64>
  call @p(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<?xi64>
  return
}
