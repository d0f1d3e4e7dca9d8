// Inputs of mem2reg.mlir: slots promoted or left, in the LLVM and memref
// dialects.

// Two slots meeting at one block: one argument each, in the order the
// slots are promoted; their undefs at the top of the entry block.
llvm.func @two_slots(%c: i1, %x: i32, %y: i64) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %b = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  llvm.cond_br %c, ^then, ^join
^then:
  llvm.store %x, %a : i32, !llvm.ptr
  llvm.store %y, %b : i64, !llvm.ptr
  llvm.br ^join
^join:
  %va = llvm.load %a : !llvm.ptr -> i32
  %vb = llvm.load %b : !llvm.ptr -> i64
  %t = llvm.trunc %vb : i64 to i32
  %s = llvm.add %va, %t : i32
  llvm.return %s : i32
}

// A counter in a loop: the header gets the argument, the unreachable
// block passes the default.
llvm.func @loop(%n: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %i = llvm.alloca %one x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.store %zero, %i {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.br ^head
^head:
  %v = llvm.load %i {alignment = 4 : i64} : !llvm.ptr -> i32
  %done = llvm.icmp "sge" %v, %n : i32
  llvm.cond_br %done, ^exit, ^body
^body:
  %w = llvm.load %i : !llvm.ptr -> i32
  %next = llvm.add %w, %one : i32
  llvm.store %next, %i : i32, !llvm.ptr
  llvm.br ^head
^dead:
  llvm.br ^head
^exit:
  %r = llvm.load %i : !llvm.ptr -> i32
  llvm.return %r : i32
}

// Stores and loads of other types than the slot's: casts, masks, truncs.
llvm.func @mixed_types(%f: f32, %p: !llvm.ptr, %b: i8) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  llvm.store %f, %s : f32, !llvm.ptr
  %lo = llvm.load %s : !llvm.ptr -> i32
  %q = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.store %p, %q : !llvm.ptr, !llvm.ptr
  %pi = llvm.load %q : !llvm.ptr -> i64
  %c = llvm.mlir.constant(9 : i8) : i8
  %w = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %c, %w : i8, !llvm.ptr
  llvm.store %b, %w : i8, !llvm.ptr
  %wv = llvm.load %w : !llvm.ptr -> i16
  %fs = llvm.alloca %one x f32 : (i32) -> !llvm.ptr
  llvm.store %f, %fs : f32, !llvm.ptr
  %back = llvm.load %fs : !llvm.ptr -> f32
  %bi = llvm.bitcast %back : f32 to i32
  %x = llvm.trunc %pi : i64 to i32
  %y = llvm.zext %wv : i16 to i32
  %s1 = llvm.add %lo, %x : i32
  %s2 = llvm.add %s1, %y : i32
  %s3 = llvm.add %s2, %bi : i32
  llvm.return %s3 : i32
}

// Left alone: a slot escaping into a call, a volatile access, a load wider
// than the slot, a struct reinterpreted, an unused alloca, an alloca out of
// the entry block.
llvm.func @kept(%c: i1) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %e = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.call @sink(%e) : (!llvm.ptr) -> ()
  %v = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store volatile %one, %v : i32, !llvm.ptr
  %w = llvm.alloca %one x i16 : (i32) -> !llvm.ptr
  %wl = llvm.load %w : !llvm.ptr -> i32
  %st = llvm.alloca %one x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %sl = llvm.load %st : !llvm.ptr -> i32
  %unused = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.br ^next
^next:
  %late = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %ll = llvm.load %late : !llvm.ptr -> i32
  %r = llvm.add %wl, %sl : i32
  %r2 = llvm.add %r, %ll : i32
  llvm.return %r2 : i32
}
llvm.func @sink(!llvm.ptr)

// Casts, a GEP of zeros and lifetime markers go with the slot; a pointer
// stored in another slot is promoted in a later round.
llvm.func @forwarders(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %pp = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.intr.lifetime.start 4, %a : !llvm.ptr
  %g = llvm.getelementptr %a[0] : (!llvm.ptr) -> !llvm.ptr, i32
  %ac = llvm.addrspacecast %g : !llvm.ptr to !llvm.ptr<1>
  llvm.intr.lifetime.end 4, %ac : !llvm.ptr<1>
  llvm.store %x, %a : i32, !llvm.ptr
  llvm.store %a, %pp : !llvm.ptr, !llvm.ptr
  %p = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}

// A switch and an invoke as predecessors of merge points.
llvm.func @switch_invoke(%k: i32, %x: i32) -> i32 attributes {personality = @pers} {
  %one = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.switch %k : i32, ^d [
    1: ^c1,
    2: ^c2
  ]
^c1:
  llvm.store %x, %s : i32, !llvm.ptr
  llvm.br ^d
^c2:
  %r = llvm.invoke @get() to ^ok unwind ^bad : () -> i32
^ok:
  llvm.store %r, %s : i32, !llvm.ptr
  llvm.br ^d
^bad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.br ^d
^d:
  %v = llvm.load %s : !llvm.ptr -> i32
  llvm.return %v : i32
}
llvm.func @get() -> i32
llvm.func @pers(...) -> i32

// memref: single-element slots of scalars and of memrefs; a default of
// zero; a two-element memref stays.
func.func @memref_slots(%c: i1, %x: f32) -> (f32, index, i32) {
  %m = memref.alloca() : memref<f32>
  %n = memref.alloca() : memref<1x1xindex>
  %z = memref.alloca() : memref<2xi32>
  %i0 = arith.constant 0 : index
  %seven = arith.constant 7 : i32
  memref.store %seven, %z[%i0] : memref<2xi32>
  cf.cond_br %c, ^a, ^b
^a:
  memref.store %x, %m[] : memref<f32>
  memref.store %i0, %n[%i0, %i0] : memref<1x1xindex>
  cf.br ^b
^b:
  %v = memref.load %m[] : memref<f32>
  %w = memref.load %n[%i0, %i0] : memref<1x1xindex>
  %u = memref.load %z[%i0] : memref<2xi32>
  return %v, %w, %u : f32, index, i32
}

func.func @memref_of_memref(%x: i64) -> i64 {
  %outer = memref.alloca() : memref<memref<i64>>
  %inner = memref.alloca() : memref<i64>
  memref.store %x, %inner[] : memref<i64>
  memref.store %inner, %outer[] : memref<memref<i64>>
  %l = memref.load %outer[] : memref<memref<i64>>
  %v = memref.load %l[] : memref<i64>
  return %v : i64
}
