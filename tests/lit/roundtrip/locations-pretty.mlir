// --mlir-pretty-debuginfo: locations without loc(...), file names without
// quotes, fused locations without the word `fused`, and a call site chain
// over several lines, as MLIR 19 prints them; always inline.
// RUN: cmir-opt --mlir-print-debuginfo --mlir-pretty-debuginfo --mlir-print-local-scope %s | FileCheck %s --strict-whitespace
// RUN: cmir-opt --mlir-print-debuginfo --mlir-pretty-debuginfo %s | FileCheck %s --strict-whitespace
// Without --mlir-print-debuginfo it prints no location at all.
// RUN: cmir-opt --mlir-pretty-debuginfo %s | FileCheck %s --check-prefix=NOLOC

// CHECK-LABEL: func.func @pretty(%arg0: i32 "x"(y.c:1:2)) -> i32 {
// CHECK-NEXT:  {{^    }}%0 = arith.addi %arg0, %arg0 : i32 "n"(f.c:3:4){{$}}
// CHECK-NEXT:  {{^    }}%1 = arith.addi %0, %arg0 : i32 "q"{{$}}
// CHECK-NEXT:  {{^    }}%2 = arith.addi %1, %arg0 : i32 "a" at b.c:1:1{{$}}
// CHECK-NEXT:  {{^}} at c.c:2:2{{$}}
// CHECK-NEXT:  {{^    }}%3 = arith.addi %2, %arg0 : i32 "a"(z.c:5:5) at b.c:1:1{{$}}
// CHECK-NEXT:  {{^    }}%4 = arith.addi %3, %arg0 : i32 "a\22b"{{$}}
// CHECK-NEXT:  {{^    }}affine.for %arg1 loop.c:7:7 = 0 to 4 {
// CHECK-NEXT:  {{^    }}} <"m">[f.c:8:8, f.c:9:9]{{$}}
// CHECK-NEXT:  {{^    }}return %4 : i32 [unknown]{{$}}
// CHECK-NEXT:  {{^  }}} f.c:1:1{{$}}
// CHECK-NOT: #loc

// NOLOC: func.func @pretty(%arg0: i32) -> i32 {
// NOLOC-NOT: f.c

func.func @pretty(%a: i32 loc("x"("y.c":1:2))) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("n"("f.c":3:4))
  %1 = arith.addi %0, %a : i32 loc(fused[unknown, "q"])
  %2 = arith.addi %1, %a : i32 loc(callsite(callsite("a" at "b.c":1:1) at "c.c":2:2))
  %3 = arith.addi %2, %a : i32 loc(callsite("a"("z.c":5:5) at "b.c":1:1))
  %4 = arith.addi %3, %a : i32 loc("a\"b")
  affine.for %i loc("loop.c":7:7) = 0 to 4 {
  } loc(fused<"m">["f.c":8:8, unknown, "f.c":9:9, "f.c":8:8])
  return %4 : i32 loc(unknown)
} loc("f.c":1:1)
