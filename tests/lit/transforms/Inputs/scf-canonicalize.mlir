func.func private @effect(index) -> index

func.func @if_results_unused(%c: i1, %n: index) {
  %a, %b = scf.if %c -> (index, index) {
    %x = func.call @effect(%n) : (index) -> index
    scf.yield %x, %n : index, index
  } else {
    scf.yield %n, %n : index, index
  }
  return
}

func.func @if_pure_dead(%c: i1, %n: index) {
  %a = scf.if %c -> (index) {
    %x = arith.addi %n, %n : index
    scf.yield %x : index
  } else {
    scf.yield %n : index
  }
  scf.if %c {
  } else {
  }
  return
}

func.func @if_selects(%c: i1, %p: index, %q: index) -> (index, index, index) {
  %a, %b, %d = scf.if %c -> (index, index, index) {
    %x = arith.muli %p, %q : index
    scf.yield %p, %x, %q : index, index, index
  } else {
    scf.yield %q, %p, %q : index, index, index
  }
  return %a, %b, %d : index, index, index
}

func.func @if_cond_values(%c: i1, %m: memref<i1>) -> (i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %a, %b = scf.if %c -> (i1, i1) {
    memref.store %c, %m[] : memref<i1>
    scf.yield %t, %f : i1, i1
  } else {
    memref.store %c, %m[] : memref<i1>
    scf.yield %f, %t : i1, i1
  }
  return %a, %b : i1, i1
}

func.func @if_not(%c: i1, %m: memref<index>, %p: index, %q: index) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %n {
    memref.store %p, %m[] : memref<index>
  } else {
    memref.store %q, %m[] : memref<index>
  }
  return
}

func.func @if_static(%m: memref<index>, %p: index) -> index {
  %t = arith.constant true
  %f = arith.constant false
  scf.if %f {
    memref.store %p, %m[] : memref<index>
  }
  %r = scf.if %t -> (index) {
    %x = arith.addi %p, %p : index
    memref.store %x, %m[] : memref<index>
    scf.yield %x : index
  } else {
    scf.yield %p : index
  }
  return %r : index
}

func.func @for_args(%lb: index, %ub: index, %s: index, %v: i64, %w: i64) -> (i64, i64, i64) {
  %r:3 = scf.for %i = %lb to %ub step %s iter_args(%a = %v, %b = %w, %c = %v) -> (i64, i64, i64) {
    %n = arith.addi %b, %b : i64
    scf.yield %a, %n, %v : i64, i64, i64
  }
  return %r#0, %r#1, %r#2 : i64, i64, i64
}

func.func @for_trips(%m: memref<index>, %lb: index, %v: index) -> index {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %ub = arith.addi %lb, %c4 : index
  scf.for %i = %lb to %lb step %c4 {
    memref.store %i, %m[] : memref<index>
  }
  scf.for %i = %c8 to %c4 step %c4 {
    memref.store %i, %m[] : memref<index>
  }
  %r = scf.for %i = %lb to %ub step %c8 iter_args(%a = %v) -> (index) {
    memref.store %i, %m[] : memref<index>
    %n = arith.addi %a, %i : index
    scf.yield %n : index
  }
  %q = scf.for %i = %c0 to %c8 step %c4 iter_args(%a = %v) -> (index) {
    scf.yield %lb : index
  }
  %s = arith.addi %r, %q : index
  return %s : index
}

func.func @par(%m: memref<?x?xindex>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.parallel (%i, %j) = (%c0, %c5) to (%n, %c0) step (%c1, %c1) {
    memref.store %i, %m[%i, %j] : memref<?x?xindex>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c5, %c0) to (%n, %c1) step (%c1, %c5) {
    memref.store %i, %m[%i, %j] : memref<?x?xindex>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c5) {
      memref.store %j, %m[%i, %j] : memref<?x?xindex>
      scf.reduce
    }
    scf.reduce
  }
  %r = scf.parallel (%i) = (%c1) to (%c5) step (%c5) init(%n) -> index {
    %x = arith.muli %i, %i : index
    scf.reduce(%x : index) {
    ^bb0(%l: index, %r: index):
      %y = arith.maxui %l, %r : index
      scf.reduce.return %y : index
    }
  }
  return %r : index
}

func.func @switch(%m: memref<index>) -> index {
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %r = scf.index_switch %c3 -> index
  case 2 {
    scf.yield %c7 : index
  }
  case 3 {
    memref.store %c3, %m[] : memref<index>
    scf.yield %c3 : index
  }
  default {
    scf.yield %c7 : index
  }
  return %r : index
}
