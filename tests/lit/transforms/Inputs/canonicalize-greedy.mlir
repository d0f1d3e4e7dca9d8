func.func @hoist(%x: i32) -> (i32, i32) {
  %a = arith.addi %x, %x : i32
  %c1 = arith.constant 1 : i32
  %b = arith.addi %a, %c1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c1b = arith.constant 1 : i32
  %e = arith.muli %b, %c1b : i32
  %g = arith.addi %c2, %c3 : i32
  return %e, %g : i32, i32
}

func.func @nested(%x: i32, %p: i1) -> i32 {
  %r = scf.if %p -> i32 {
    %c7 = arith.constant 7 : i32
    %y = arith.addi %x, %c7 : i32
    scf.yield %y : i32
  } else {
    %c8 = arith.constant 8 : i32
    %c9 = arith.constant 9 : i32
    %y = arith.addi %c8, %c9 : i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @cmp_swap(%x: i64) -> (i1, i1, i1) {
  %c5 = arith.constant 5 : i64
  %0 = arith.cmpi slt, %c5, %x : i64
  %1 = arith.cmpi uge, %c5, %x : i64
  %2 = arith.cmpi eq, %c5, %x : i64
  return %0, %1, %2 : i1, i1, i1
}

func.func @ext_chains(%b: i1, %x: i16, %y: i16) -> (i1, i64, i64, i16, i8, i1) {
  %c0 = arith.constant 0 : i32
  %e = arith.extui %b : i1 to i32
  %ne = arith.cmpi ne, %e, %c0 : i32
  %u = arith.extui %x : i16 to i32
  %uu = arith.extui %u : i32 to i64
  %s = arith.extui %x : i16 to i32
  %su = arith.extsi %s : i32 to i64
  %t = arith.trunci %u : i32 to i16
  %t8 = arith.trunci %u : i32 to i8
  %ey = arith.extsi %y : i16 to i32
  %ex = arith.extsi %x : i16 to i32
  %eq = arith.cmpi eq, %ex, %ey : i32
  return %ne, %uu, %su, %t, %t8, %eq : i1, i64, i64, i16, i8, i1
}

func.func @logic(%x: i8, %y: i8, %z: i32) -> (i32, i32, i32, i32) {
  %ex = arith.extui %x : i8 to i32
  %ey = arith.extui %y : i8 to i32
  %o = arith.ori %ex, %ey : i32
  %m1 = arith.constant -1 : i32
  %nz = arith.xori %z, %m1 : i32
  %a = arith.andi %z, %nz : i32
  %xx = arith.xori %z, %m1 : i32
  %back = arith.xori %xx, %m1 : i32
  %mx = arith.constant 2147483647 : i32
  %big = arith.maxsi %z, %mx : i32
  return %o, %a, %back, %big : i32, i32, i32, i32
}

func.func @select(%c: i1, %a: i32, %b: i32, %d: i32) -> (i32, i64, i1, i32) {
  %s0 = arith.select %c, %a, %b : i32
  %s1 = arith.select %c, %s0, %d : i32
  %one = arith.constant 1 : i64
  %zero = arith.constant 0 : i64
  %e = arith.select %c, %zero, %one : i64
  %t = arith.constant true
  %f = arith.constant false
  %n = arith.select %c, %f, %t : i1
  %nc = arith.xori %c, %t : i1
  %sw = arith.select %nc, %a, %b : i32
  return %s1, %e, %n, %sw : i32, i64, i1, i32
}

func.func @floats(%x: f32) -> (f32, f32, f32, i32, i1, i1) {
  %m0 = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %a = arith.addf %x, %m0 : f32
  %d = arith.divf %a, %one : f32
  %two = arith.constant 2.0 : f32
  %n = arith.negf %two : f32
  %nn = arith.negf %x : f32
  %nnn = arith.negf %nn : f32
  %bits = arith.bitcast %n : f32 to i32
  %nan = arith.constant 0x7FC00000 : f32
  %lt = arith.cmpf olt, %x, %nan : f32
  %ug = arith.cmpf ugt, %nan, %x : f32
  return %d, %n, %nnn, %bits, %lt, %ug : f32, f32, f32, i32, i1, i1
}

func.func @more(%a: i32, %b: i32, %f: f32, %g: f32, %v: vector<4xi32>, %e: i1) -> (i32, f32, vector<4xi32>, vector<4xi32>, vector<4xi1>, i1, f32) {
  %ab = arith.andi %a, %b : i32
  %aab = arith.andi %ab, %a : i32
  %nf = arith.negf %f : f32
  %ng = arith.negf %g : f32
  %m = arith.mulf %nf, %ng : f32
  %d1 = arith.constant dense<[7, 8, 9, 10]> : vector<4xi32>
  %d2 = arith.constant dense<[2, 3, 4, 5]> : vector<4xi32>
  %s = arith.subi %d1, %d2 : vector<4xi32>
  %ones = arith.constant dense<1> : vector<4xi32>
  %r = arith.remui %v, %ones : vector<4xi32>
  %lt = arith.cmpi ult, %d2, %d1 : vector<4xi32>
  %x = arith.extsi %e : i1 to i64
  %z = arith.constant 0 : i64
  %ne = arith.cmpi ne, %x, %z : i64
  %three = arith.constant 3.0 : f32
  %two = arith.constant 2.0 : f32
  %rf = arith.remf %three, %two : f32
  return %aab, %m, %s, %r, %lt, %ne, %rf : i32, f32, vector<4xi32>, vector<4xi32>, vector<4xi1>, i1, f32
}
