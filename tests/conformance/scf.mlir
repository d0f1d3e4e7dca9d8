// scf dialect: scf.for (iter_args, zero and negative trip counts, steps past
// the bound, i32 and i64 induction variables with negative bounds, nested,
// yields that swap iteration values), scf.if (with and without else, with
// results), scf.while (before/after regions with different types),
// scf.execute_region with several blocks, scf.index_switch.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @p(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printComma() : () -> ()
  return
}

func.func @pi(%x: index) {
  %e = arith.index_cast %x : index to i64
  call @p(%e) : (i64) -> ()
  return
}

// sum of lb, lb+step, ... below ub, and the number of iterations
func.func @sum(%lb: index, %ub: index, %step: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%s = %c0, %n = %c0) -> (index, index) {
    %s2 = arith.addi %s, %i : index
    %n2 = arith.addi %n, %c1 : index
    scf.yield %s2, %n2 : index, index
  }
  return %r#0, %r#1 : index, index
}

func.func @sum_i32(%lb: i32, %ub: i32, %step: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%s = %c0) -> (i32) : i32 {
    %s2 = arith.addi %s, %i : i32
    scf.yield %s2 : i32
  }
  return %r : i32
}

// Fibonacci by swapping iteration values
func.func @fib(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a0 = arith.constant 0 : i64
  %b0 = arith.constant 1 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %a0, %b = %b0) -> (i64, i64) {
    %c = arith.addi %a, %b : i64
    scf.yield %b, %c : i64, i64
  }
  return %r#0 : i64
}

func.func @sign(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %neg = arith.cmpi slt, %x, %c0 : i64
  %r = scf.if %neg -> (i64) {
    %m = arith.constant -1 : i64
    scf.yield %m : i64
  } else {
    %pos = arith.cmpi sgt, %x, %c0 : i64
    %q = scf.if %pos -> (i64) {
      %one = arith.constant 1 : i64
      scf.yield %one : i64
    } else {
      scf.yield %c0 : i64
    }
    scf.yield %q : i64
  }
  return %r : i64
}

// gcd with scf.while; the after region takes different types than results
func.func @gcd(%a: i64, %b: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %r:2 = scf.while (%x = %a, %y = %b) : (i64, i64) -> (i64, i64) {
    %nz = arith.cmpi ne, %y, %c0 : i64
    scf.condition(%nz) %x, %y : i64, i64
  } do {
  ^bb0(%x: i64, %y: i64):
    %m = arith.remui %x, %y : i64
    scf.yield %y, %m : i64, i64
  }
  return %r#0 : i64
}

// count collatz steps with a do-while style loop
func.func @steps(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %r:2 = scf.while (%x = %n, %k = %c0) : (i64, i64) -> (i64, i64) {
    %odd = arith.andi %x, %c1 : i64
    %isodd = arith.cmpi ne, %odd, %c0 : i64
    %x3 = arith.muli %x, %c3 : i64
    %x31 = arith.addi %x3, %c1 : i64
    %xh = arith.divui %x, %c2 : i64
    %nx = arith.select %isodd, %x31, %xh : i64
    %k1 = arith.addi %k, %c1 : i64
    %go = arith.cmpi ne, %nx, %c1 : i64
    scf.condition(%go) %nx, %k1 : i64, i64
  } do {
  ^bb0(%x: i64, %k: i64):
    scf.yield %x, %k : i64, i64
  }
  return %r#1 : i64
}

func.func @region(%x: i64) -> i64 {
  %r = scf.execute_region -> i64 {
    %c10 = arith.constant 10 : i64
    %big = arith.cmpi sgt, %x, %c10 : i64
    cf.cond_br %big, ^a, ^b(%x : i64)
  ^a:
    %d = arith.subi %x, %c10 : i64
    cf.br ^b(%d : i64)
  ^b(%v: i64):
    %w = arith.muli %v, %v : i64
    scf.yield %w : i64
  }
  return %r : i64
}

func.func @sw(%x: index) -> i64 {
  %r = scf.index_switch %x -> i64
  case 0 {
    %a = arith.constant 100 : i64
    scf.yield %a : i64
  }
  case 5 {
    %b = arith.constant 500 : i64
    scf.yield %b : i64
  }
  default {
    %c = arith.constant -1 : i64
    scf.yield %c : i64
  }
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  %c100 = arith.constant 100 : index
  %m5 = arith.constant -5 : index
  %m20 = arith.constant -20 : index
  // normal, zero-trip, negative-trip, step past the bound, negative bounds
  %s1:2 = call @sum(%c0, %c10, %c1) : (index, index, index) -> (index, index)
  %s2:2 = call @sum(%c5, %c5, %c1) : (index, index, index) -> (index, index)
  %s3:2 = call @sum(%c10, %c0, %c1) : (index, index, index) -> (index, index)
  %s4:2 = call @sum(%c0, %c3, %c100) : (index, index, index) -> (index, index)
  %s5:2 = call @sum(%m20, %m5, %c3) : (index, index, index) -> (index, index)
  %s6:2 = call @sum(%m5, %c7, %c5) : (index, index, index) -> (index, index)
  call @pi(%s1#0) : (index) -> ()
  call @pi(%s1#1) : (index) -> ()
  call @pi(%s2#0) : (index) -> ()
  call @pi(%s2#1) : (index) -> ()
  call @pi(%s3#0) : (index) -> ()
  call @pi(%s3#1) : (index) -> ()
  call @pi(%s4#0) : (index) -> ()
  call @pi(%s4#1) : (index) -> ()
  call @pi(%s5#0) : (index) -> ()
  call @pi(%s5#1) : (index) -> ()
  call @pi(%s6#0) : (index) -> ()
  call @pi(%s6#1) : (index) -> ()
  call @printNewline() : () -> ()
  %i_m9 = arith.constant -9 : i32
  %i_4 = arith.constant 4 : i32
  %i_2 = arith.constant 2 : i32
  %i_big = arith.constant 2147483600 : i32
  %i_ub = arith.constant 2147483630 : i32
  %i_10 = arith.constant 10 : i32
  %t1 = call @sum_i32(%i_m9, %i_4, %i_2) : (i32, i32, i32) -> i32
  %t2 = call @sum_i32(%i_big, %i_ub, %i_10) : (i32, i32, i32) -> i32
  %t1e = arith.extsi %t1 : i32 to i64
  %t2e = arith.extsi %t2 : i32 to i64
  call @p(%t1e) : (i64) -> ()
  call @p(%t2e) : (i64) -> ()
  call @printNewline() : () -> ()
  // nested loops: triangle numbers
  %tri = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %c0) -> (index) {
    %in = scf.for %j = %c0 to %i step %c1 iter_args(%a2 = %acc) -> (index) {
      %a3 = arith.addi %a2, %c1 : index
      scf.yield %a3 : index
    }
    scf.yield %in : index
  }
  call @pi(%tri) : (index) -> ()
  %c50 = arith.constant 50 : index
  %f50 = call @fib(%c50) : (index) -> i64
  call @p(%f50) : (i64) -> ()
  call @printNewline() : () -> ()
  %v1 = arith.constant -42 : i64
  %v2 = arith.constant 0 : i64
  %v3 = arith.constant 17 : i64
  %g1 = call @sign(%v1) : (i64) -> i64
  %g2 = call @sign(%v2) : (i64) -> i64
  %g3 = call @sign(%v3) : (i64) -> i64
  call @p(%g1) : (i64) -> ()
  call @p(%g2) : (i64) -> ()
  call @p(%g3) : (i64) -> ()
  // scf.if without results and without else
  %cond = arith.cmpi sgt, %v3, %v2 : i64
  scf.if %cond {
    func.call @p(%v3) : (i64) -> ()
  }
  %ncond = arith.cmpi slt, %v3, %v2 : i64
  scf.if %ncond {
    func.call @p(%v1) : (i64) -> ()
  }
  call @printNewline() : () -> ()
  %a = arith.constant 1071 : i64
  %b = arith.constant 462 : i64
  %g = call @gcd(%a, %b) : (i64, i64) -> i64
  call @p(%g) : (i64) -> ()
  %st = arith.constant 27 : i64
  %ns = call @steps(%st) : (i64) -> i64
  call @p(%ns) : (i64) -> ()
  %e1 = call @region(%v3) : (i64) -> i64
  %e2 = call @region(%st) : (i64) -> i64
  %e3 = arith.constant 4 : i64
  %e4 = call @region(%e3) : (i64) -> i64
  call @p(%e1) : (i64) -> ()
  call @p(%e2) : (i64) -> ()
  call @p(%e4) : (i64) -> ()
  %w0 = call @sw(%c0) : (index) -> i64
  %w5 = call @sw(%c5) : (index) -> i64
  %w7 = call @sw(%c7) : (index) -> i64
  call @p(%w0) : (i64) -> ()
  call @p(%w5) : (i64) -> ()
  call @p(%w7) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
