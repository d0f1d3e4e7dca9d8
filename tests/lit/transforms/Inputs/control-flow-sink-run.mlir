func.func private @printI64(i64)
func.func private @printNewline()

func.func @pick(%c: i1, %i: index, %a: i64) -> i64 {
  %x = arith.addi %a, %a : i64
  %y = arith.muli %x, %a : i64
  %k = arith.constant 7 : i64
  %r = scf.if %c -> i64 {
    %s = scf.index_switch %i -> i64
    case 1 {
      %t = arith.subi %y, %k : i64
      scf.yield %t : i64
    }
    default {
      scf.yield %x : i64
    }
    scf.yield %s : i64
  } else {
    scf.yield %k : i64
  }
  return %r : i64
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant 5 : i64
  %r0 = func.call @pick(%t, %c1, %a) : (i1, index, i64) -> i64
  func.call @printI64(%r0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r1 = func.call @pick(%t, %c0, %a) : (i1, index, i64) -> i64
  func.call @printI64(%r1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r2 = func.call @pick(%f, %c1, %a) : (i1, index, i64) -> i64
  func.call @printI64(%r2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
