// printString with constant string globals (llvm.mlir.global +
// llvm.mlir.addressof), and malloc/aligned_alloc/free declared by the
// program, with !llvm.ptr values flowing through calls, returns, block
// arguments, scf.if/scf.for/scf.while results, cf branches and
// call_indirect.
llvm.mlir.global internal constant @hello("hello, world\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @even("even\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @odd("odd\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @empty("\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @cut("ab\00cd\00") {addr_space = 0 : i32}
llvm.mlir.global private constant @sep(", \00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @tabs("\09tab\09\22quoted\22 \5Cbackslash\0A\00") {addr_space = 0 : i32}

func.func private @printString(!llvm.ptr)
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @malloc(i64) -> !llvm.ptr
func.func private @aligned_alloc(i64, i64) -> !llvm.ptr
func.func private @free(!llvm.ptr)

func.func @parity(%i: index) -> !llvm.ptr {
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %r = arith.remui %i, %c2 : index
  %z = arith.cmpi eq, %r, %c0 : index
  %p = scf.if %z -> !llvm.ptr {
    %e = llvm.mlir.addressof @even : !llvm.ptr
    scf.yield %e : !llvm.ptr
  } else {
    %o = llvm.mlir.addressof @odd : !llvm.ptr
    scf.yield %o : !llvm.ptr
  }
  return %p : !llvm.ptr
}

func.func @pick(%b: i1, %x: !llvm.ptr, %y: !llvm.ptr) -> (!llvm.ptr, i64) {
  cf.cond_br %b, ^t(%x, %y : !llvm.ptr, !llvm.ptr), ^t(%y, %x : !llvm.ptr, !llvm.ptr)
^t(%p: !llvm.ptr, %q: !llvm.ptr):
  %c7 = arith.constant 7 : i64
  func.call @printString(%q) : (!llvm.ptr) -> ()
  return %p, %c7 : !llvm.ptr, i64
}

func.func @main() {
  %h = llvm.mlir.addressof @hello : !llvm.ptr
  call @printString(%h) : (!llvm.ptr) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %sep = llvm.mlir.addressof @sep : !llvm.ptr
  scf.for %i = %c0 to %c5 step %c1 {
    %p = func.call @parity(%i) : (index) -> !llvm.ptr
    func.call @printString(%p) : (!llvm.ptr) -> ()
    func.call @printString(%sep) : (!llvm.ptr) -> ()
  }
  call @printNewline() : () -> ()
  // the last string an scf.for carries
  %e = llvm.mlir.addressof @empty : !llvm.ptr
  %last = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %e) -> (!llvm.ptr) {
    %p = func.call @parity(%i) : (index) -> !llvm.ptr
    func.call @printString(%acc) : (!llvm.ptr) -> ()
    scf.yield %p : !llvm.ptr
  }
  call @printString(%last) : (!llvm.ptr) -> ()
  call @printNewline() : () -> ()
  %cut = llvm.mlir.addressof @cut : !llvm.ptr
  call @printString(%cut) : (!llvm.ptr) -> ()
  call @printNewline() : () -> ()
  %tabs = llvm.mlir.addressof @tabs : !llvm.ptr
  call @printString(%tabs) : (!llvm.ptr) -> ()
  %true = arith.constant true
  %false = arith.constant false
  %a, %n = call @pick(%true, %h, %cut) : (i1, !llvm.ptr, !llvm.ptr) -> (!llvm.ptr, i64)
  call @printString(%a) : (!llvm.ptr) -> ()
  %b, %m = call @pick(%false, %h, %cut) : (i1, !llvm.ptr, !llvm.ptr) -> (!llvm.ptr, i64)
  call @printString(%b) : (!llvm.ptr) -> ()
  call @printNewline() : () -> ()
  call @printI64(%m) : (i64) -> ()
  call @printNewline() : () -> ()

  // malloc/aligned_alloc/free, pointers carried by scf.while and returned
  %c16 = arith.constant 16 : i64
  %c64 = arith.constant 64 : i64
  %c256 = arith.constant 256 : i64
  %p0 = call @malloc(%c16) : (i64) -> !llvm.ptr
  %p1 = call @aligned_alloc(%c64, %c256) : (i64, i64) -> !llvm.ptr
  %z = arith.constant 0 : i64
  %p2 = call @malloc(%z) : (i64) -> !llvm.ptr
  %r:3 = scf.while (%k = %c0, %x = %p0, %y = %p1) : (index, !llvm.ptr, !llvm.ptr) -> (index, !llvm.ptr, !llvm.ptr) {
    %go = arith.cmpi slt, %k, %c5 : index
    scf.condition(%go) %k, %x, %y : index, !llvm.ptr, !llvm.ptr
  } do {
  ^bb0(%k: index, %x: !llvm.ptr, %y: !llvm.ptr):
    %k1 = arith.addi %k, %c1 : index
    scf.yield %k1, %y, %x : index, !llvm.ptr, !llvm.ptr
  }
  call @free(%r#1) : (!llvm.ptr) -> ()
  call @free(%r#2) : (!llvm.ptr) -> ()
  call @free(%p2) : (!llvm.ptr) -> ()
  // through call_indirect
  %fm = func.constant @malloc : (i64) -> !llvm.ptr
  %ff = func.constant @free : (!llvm.ptr) -> ()
  %fp = func.constant @printString : (!llvm.ptr) -> ()
  %p3 = func.call_indirect %fm(%c16) : (i64) -> !llvm.ptr
  func.call_indirect %ff(%p3) : (!llvm.ptr) -> ()
  func.call_indirect %fp(%h) : (!llvm.ptr) -> ()
  %i = arith.index_cast %r#0 : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
