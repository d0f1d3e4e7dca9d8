func.func private @use(i32)
func.func @chain(%c: i1, %a: i32, %m: memref<i32>) -> i32 {
  %x = arith.addi %a, %a : i32
  %y = arith.muli %x, %a : i32
  %z = arith.subi %y, %x : i32
  %l = memref.load %m[] : memref<i32>
  %w = arith.addi %a, %a : i32
  %r = scf.if %c -> i32 {
    %q = arith.addi %z, %l : i32
    scf.yield %q : i32
  } else {
    scf.yield %w : i32
  }
  func.call @use(%x) : (i32) -> ()
  return %r : i32
}
func.func @sw(%i: index, %a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  %y = arith.muli %a, %a : i32
  %k = arith.constant 5 : i32
  %r = scf.index_switch %i -> i32
  case 2 {
    %t = arith.addi %x, %k : i32
    scf.yield %t : i32
  }
  default {
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @nested(%c: i1, %a: i32) {
  scf.if %c {
    %x = arith.addi %a, %a : i32
    scf.if %c {
      %y = arith.muli %x, %x : i32
      func.call @use(%y) : (i32) -> ()
    }
  }
  %v = arith.addi %a, %a : i32
  %w = arith.muli %v, %v : i32
  scf.for %i = %v to %w step %v : i32 {
    scf.if %c {
      func.call @use(%w) : (i32) -> ()
    }
  }
  %u = arith.addi %a, %a : i32
  scf.for %i = %a to %a step %a : i32 {
    scf.if %c {
      func.call @use(%u) : (i32) -> ()
    }
  }
  %t = arith.constant true
  %p = arith.addi %a, %a : i32
  %e = scf.execute_region -> i32 {
    scf.yield %p : i32
  }
  scf.if %t {
    %s = scf.if %c -> i32 {
      scf.yield %e : i32
    } else {
      scf.yield %a : i32
    }
    func.call @use(%s) : (i32) -> ()
  }
  return
}
func.func @a(%c: i1, %a: i32) {
  %x = arith.addi %a, %a : i32
  scf.if %c {
    scf.if %c {
      func.call @use(%x) : (i32) -> ()
    } else {
      func.call @use(%x) : (i32) -> ()
    }
  }
  return
}
func.func @b(%c: i1, %a: i32) {
  %x = arith.addi %a, %a : i32
  scf.if %c {
    func.call @use(%x) : (i32) -> ()
    scf.if %c {
      func.call @use(%x) : (i32) -> ()
    }
  }
  return
}
func.func @d(%c: i1, %a: i32) {
  %x = arith.addi %a, %a : i32
  scf.if %c {
    scf.if %c {
      func.call @use(%x) : (i32) -> ()
    }
    func.call @use(%x) : (i32) -> ()
  }
  return
}
