// RUN: cmir-interp %s | FileCheck %s
// RUN: cmir-opt %s --arith-expand="include-bf16=true" | cmir-interp | FileCheck %s
// RUN: cmir-opt %s --arith-expand="include-bf16=true" | FileCheck %s --check-prefix=EXPANDED
// truncf f32 -> bf16 and extf bf16 -> f32 give the same bits with and
// without the integer expansion of include-bf16: zeros, infinities, the
// largest finite value (rounds to inf), subnormals, ties to even (odd and
// even lower half), just above a tie, and NaNs (printed as -1: the
// expansion makes every NaN the positive quiet NaN 0x7fc0).
// EXPANDED-NOT: arith.truncf
// EXPANDED-NOT: arith.extf
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @narrow(%bits: i32) {
  %x = arith.bitcast %bits : i32 to f32
  %y = arith.truncf %x : f32 to bf16
  %nan = arith.cmpf uno, %y, %y : bf16
  %b = arith.bitcast %y : bf16 to i16
  %e = arith.extui %b : i16 to i64
  %m1 = arith.constant -1 : i64
  %r = arith.select %nan, %m1, %e : i64
  call @printI64(%r) : (i64) -> ()
  call @printComma() : () -> ()
  return
}
func.func @widen(%bits: i16) {
  %x = arith.bitcast %bits : i16 to bf16
  %y = arith.extf %x : bf16 to f32
  %nan = arith.cmpf uno, %y, %y : f32
  %b = arith.bitcast %y : f32 to i32
  %e = arith.extui %b : i32 to i64
  %m1 = arith.constant -1 : i64
  %r = arith.select %nan, %m1, %e : i64
  call @printI64(%r) : (i64) -> ()
  call @printComma() : () -> ()
  return
}
func.func @main() {
  %a0 = arith.constant 0 : i32 // 0x00000000
  call @narrow(%a0) : (i32) -> ()
  %a1 = arith.constant -2147483648 : i32 // 0x80000000
  call @narrow(%a1) : (i32) -> ()
  %a2 = arith.constant 1065353216 : i32 // 0x3f800000
  call @narrow(%a2) : (i32) -> ()
  %a3 = arith.constant 2139095040 : i32 // 0x7f800000
  call @narrow(%a3) : (i32) -> ()
  %a4 = arith.constant -8388608 : i32 // 0xff800000
  call @narrow(%a4) : (i32) -> ()
  %a5 = arith.constant 2139095039 : i32 // 0x7f7fffff
  call @narrow(%a5) : (i32) -> ()
  %a6 = arith.constant 1 : i32 // 0x00000001
  call @narrow(%a6) : (i32) -> ()
  %a7 = arith.constant 32768 : i32 // 0x00008000
  call @narrow(%a7) : (i32) -> ()
  %a8 = arith.constant 98304 : i32 // 0x00018000
  call @narrow(%a8) : (i32) -> ()
  %a9 = arith.constant 8388607 : i32 // 0x007fffff
  call @narrow(%a9) : (i32) -> ()
  %a10 = arith.constant 1065385984 : i32 // 0x3f808000
  call @narrow(%a10) : (i32) -> ()
  %a11 = arith.constant 1065451520 : i32 // 0x3f818000
  call @narrow(%a11) : (i32) -> ()
  %a12 = arith.constant 1065385985 : i32 // 0x3f808001
  call @narrow(%a12) : (i32) -> ()
  %a13 = arith.constant -1082032128 : i32 // 0xbf818000
  call @narrow(%a13) : (i32) -> ()
  %a14 = arith.constant 2143289344 : i32 // 0x7fc00000
  call @narrow(%a14) : (i32) -> ()
  %a15 = arith.constant -4194303 : i32 // 0xffc00001
  call @narrow(%a15) : (i32) -> ()
  %a16 = arith.constant 2139095041 : i32 // 0x7f800001
  call @narrow(%a16) : (i32) -> ()
  call @printNewline() : () -> ()
  %b0 = arith.constant 0 : i16 // 0x0000
  call @widen(%b0) : (i16) -> ()
  %b1 = arith.constant -32768 : i16 // 0x8000
  call @widen(%b1) : (i16) -> ()
  %b2 = arith.constant 1 : i16 // 0x0001
  call @widen(%b2) : (i16) -> ()
  %b3 = arith.constant -32767 : i16 // 0x8001
  call @widen(%b3) : (i16) -> ()
  %b4 = arith.constant 127 : i16 // 0x007f
  call @widen(%b4) : (i16) -> ()
  %b5 = arith.constant 16256 : i16 // 0x3f80
  call @widen(%b5) : (i16) -> ()
  %b6 = arith.constant 32640 : i16 // 0x7f80
  call @widen(%b6) : (i16) -> ()
  %b7 = arith.constant -128 : i16 // 0xff80
  call @widen(%b7) : (i16) -> ()
  %b8 = arith.constant 32705 : i16 // 0x7fc1
  call @widen(%b8) : (i16) -> ()
  %b9 = arith.constant -127 : i16 // 0xff81
  call @widen(%b9) : (i16) -> ()
  call @printNewline() : () -> ()
  return
}
// CHECK: 0, 32768, 16256, 32640, 65408, 32640, 0, 0, 2, 128, 16256, 16258, 16257, 49026, -1, -1, -1,
// CHECK-NEXT: 0, 2147483648, 65536, 2147549184, 8323072, 1065353216, 2139095040, 4286578688, -1, -1,
