// Source of the frozen version-1 file v1.cmbc (written by cmir-bc of bytecode
// version 1 with --allow-unregistered-dialect). Never regenerate v1.cmbc:
// later readers must still read it (version.mlir).
#map = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>
module attributes {v1.string = "frozen", v1.array = [1, 2.5 : f32, "x"]} {
  func.func private @decl(memref<4x4xf32, #map>, tensor<?xi8, "enc">, vector<[4]xi1>) -> tuple<i32, complex<f64>>
  func.func @body(%a: i32, %m: memref<?xf32>, %n: index) -> (i32, f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %f = arith.constant 1.500000e+00 : f32
    %d = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
    %b = arith.addi %a, %a overflow<nsw> : i32
    %lt = arith.cmpi slt, %b, %a : i32
    cf.cond_br %lt, ^bb1(%b : i32), ^bb2
  ^bb1(%x: i32):
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %f) -> (f32) {
      %v = memref.load %m[%i] : memref<?xf32>
      %s = arith.addf %acc, %v fastmath<fast> : f32
      scf.yield %s : f32
    }
    return %x, %r : i32, f32
  ^bb2:
    %u = "v1.unregistered"(%a) <{p = array<i64: 1, -2>}> ({
    ^bb0(%y: i32):
      "v1.end"(%y) : (i32) -> ()
    }) {q = #v1.opaque<"a">} : (i32) -> !v1.type loc("name"("v1.c":3:4))
    return %a, %f : i32, f32
  }
}
