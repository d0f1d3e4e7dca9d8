// What LLVM's code generator would abort on is a located error instead
// (exit 1, no LLVM ERROR), for running, -c and --emit-asm alike; --emit-llvm
// still prints the IR.
// REQUIRES: llvm-backend
// RUN: rm -rf %t && split-file %s %t
// RUN: not cmir-run -c %t/linker.mlir -o %t/linker.o 2>&1 | FileCheck %s --check-prefix=LINKER
// RUN: not cmir-run %t/linker.mlir 2>&1 | FileCheck %s --check-prefix=LINKER
// RUN: not cmir-run --emit-asm %t/linker.mlir 2>&1 | FileCheck %s --check-prefix=LINKER
// RUN: cmir-run --emit-llvm %t/linker.mlir | FileCheck %s --check-prefix=LINKER-IR
// RUN: cmir-run -c %t/pair.mlir -o %t/pair.o && cmir-run %t/pair.mlir
// RUN: not cmir-run -c %t/appending.mlir -o %t/appending.o 2>&1 | FileCheck %s --check-prefix=APPENDING
// RUN: not cmir-run %t/appending.mlir 2>&1 | FileCheck %s --check-prefix=APPENDING
// RUN: not cmir-run -c %t/splat.mlir -o %t/splat.o 2>&1 | FileCheck %s --check-prefix=SPLAT
// RUN: not cmir-run %t/splat.mlir 2>&1 | FileCheck %s --check-prefix=SPLAT
// RUN: not cmir-translate --mlir-to-llvmir %t/splat.mlir 2>&1 | FileCheck %s --check-prefix=SPLAT
// RUN: not ls %t/linker.o %t/appending.o %t/splat.o

// LINKER: linker.mlir:2:3: error: linker options in an ELF object are pairs (a key and a value); this op has 1 string
// LINKER-NOT: LLVM ERROR
// LINKER-IR: !llvm.linker.options = !{
// APPENDING: appending.mlir:2:3: error: appending linkage is only for llvm.global_ctors, llvm.global_dtors and llvm.used; code generation cannot emit @arr
// APPENDING-NOT: LLVM ERROR
// SPLAT: splat.mlir:2:3: error: dense constant too large to translate (more than 134217728 elements)
// SPLAT-NOT: out of memory

//--- linker.mlir
module {
  llvm.linker_options ["-lm"]
  llvm.func @main() {
    llvm.return
  }
}

//--- pair.mlir
module {
  llvm.linker_options ["key", "value"]
  llvm.func @main() {
    llvm.return
  }
}

//--- appending.mlir
module {
  llvm.mlir.global appending @arr(dense<[1, 2]> : tensor<2xi32>) {addr_space = 0 : i32} : !llvm.array<2 x i32>
  llvm.func @main() {
    llvm.return
  }
}

//--- splat.mlir
module {
  llvm.mlir.global @big(dense<1> : tensor<400000000000xi8>) {addr_space = 0 : i32} : !llvm.array<400000000000 x i8>
  llvm.func @main() {
    llvm.return
  }
}
