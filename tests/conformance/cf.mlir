// cf dialect: cf.br with block arguments, cf.cond_br (the same successor on
// both edges with different arguments), block arguments that swap and rotate
// (parallel moves), cf.switch on i32 and i8 flags (negative cases, the
// default, arguments per case), cf.assert that holds.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @pick(%c: i1, %a: i64, %b: i64) -> i64 {
  cf.cond_br %c, ^join(%a : i64), ^join(%b : i64)
^join(%x: i64):
  return %x : i64
}

// Swaps (a, b) and rotates (p, q, r) n times.
func.func @shuffle(%n: i64) -> (i64, i64, i64, i64, i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %c4 = arith.constant 4 : i64
  %c5 = arith.constant 5 : i64
  cf.br ^loop(%c1, %c2, %c3, %c4, %c5, %c0 : i64, i64, i64, i64, i64, i64)
^loop(%a: i64, %b: i64, %p: i64, %q: i64, %r: i64, %i: i64):
  %more = arith.cmpi slt, %i, %n : i64
  %i1 = arith.addi %i, %c1 : i64
  cf.cond_br %more, ^loop(%b, %a, %q, %r, %p, %i1 : i64, i64, i64, i64, i64, i64),
                    ^done(%a, %b, %p, %q, %r : i64, i64, i64, i64, i64)
^done(%x: i64, %y: i64, %u: i64, %v: i64, %w: i64):
  return %x, %y, %u, %v, %w : i64, i64, i64, i64, i64
}

func.func @classify(%x: i32) -> i64 {
  %c100 = arith.constant 100 : i64
  cf.switch %x : i32, [
    default: ^other(%c100 : i64),
    -7: ^neg,
    0: ^zero,
    42: ^other(%c100 : i64),
    2147483647: ^big
  ]
^neg:
  %m = arith.constant -1 : i64
  return %m : i64
^zero:
  %z = arith.constant 0 : i64
  return %z : i64
^big:
  %b = arith.constant 7 : i64
  return %b : i64
^other(%v: i64):
  %e = arith.extsi %x : i32 to i64
  %s = arith.addi %e, %v : i64
  return %s : i64
}

func.func @switch_i8(%x: i8) -> i64 {
  cf.switch %x : i8, [
    default: ^d,
    -1: ^one,
    3: ^three
  ]
^d:
  %c9 = arith.constant 9 : i64
  return %c9 : i64
^one:
  %c1 = arith.constant 11 : i64
  return %c1 : i64
^three:
  %c3 = arith.constant 33 : i64
  return %c3 : i64
}

func.func @p(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printComma() : () -> ()
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %a = arith.constant 10 : i64
  %b = arith.constant 20 : i64
  %r1 = call @pick(%t, %a, %b) : (i1, i64, i64) -> i64
  %r2 = call @pick(%f, %a, %b) : (i1, i64, i64) -> i64
  call @p(%r1) : (i64) -> ()
  call @p(%r2) : (i64) -> ()
  call @printNewline() : () -> ()
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c7 = arith.constant 7 : i64
  %c10 = arith.constant 10 : i64
  cf.br ^outer(%c0 : i64)
^outer(%n: i64):
  %x, %y, %u, %v, %w = call @shuffle(%n) : (i64) -> (i64, i64, i64, i64, i64)
  call @p(%x) : (i64) -> ()
  call @p(%y) : (i64) -> ()
  call @p(%u) : (i64) -> ()
  call @p(%v) : (i64) -> ()
  call @p(%w) : (i64) -> ()
  call @printNewline() : () -> ()
  %n1 = arith.addi %n, %c1 : i64
  %again = arith.cmpi slt, %n1, %c7 : i64
  cf.cond_br %again, ^outer(%n1 : i64), ^switches
^switches:
  %k0 = arith.constant -7 : i32
  %k1 = arith.constant 0 : i32
  %k2 = arith.constant 42 : i32
  %k3 = arith.constant 2147483647 : i32
  %k4 = arith.constant -2147483648 : i32
  %k5 = arith.constant 5 : i32
  %s0 = call @classify(%k0) : (i32) -> i64
  %s1 = call @classify(%k1) : (i32) -> i64
  %s2 = call @classify(%k2) : (i32) -> i64
  %s3 = call @classify(%k3) : (i32) -> i64
  %s4 = call @classify(%k4) : (i32) -> i64
  %s5 = call @classify(%k5) : (i32) -> i64
  call @p(%s0) : (i64) -> ()
  call @p(%s1) : (i64) -> ()
  call @p(%s2) : (i64) -> ()
  call @p(%s3) : (i64) -> ()
  call @p(%s4) : (i64) -> ()
  call @p(%s5) : (i64) -> ()
  call @printNewline() : () -> ()
  %i0 = arith.constant 0 : i8
  %i1 = arith.constant 255 : i8
  %i3 = arith.constant 3 : i8
  %q0 = call @switch_i8(%i0) : (i8) -> i64
  %q1 = call @switch_i8(%i1) : (i8) -> i64
  %q3 = call @switch_i8(%i3) : (i8) -> i64
  call @p(%q0) : (i64) -> ()
  call @p(%q1) : (i64) -> ()
  call @p(%q3) : (i64) -> ()
  call @printNewline() : () -> ()
  %ok = arith.cmpi slt, %c1, %c10 : i64
  cf.assert %ok, "one is less than ten"
  call @p(%c7) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
