// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// Comdat errors, with mlir-opt-19's wording.

llvm.comdat @groups {
  // expected-error@+1 {{only comdat selector symbols can appear in a comdat region}}
  llvm.fence release
}

// -----

llvm.func @f() {
  // expected-error@+1 {{'llvm.comdat' op region #0 ('body') failed to verify constraint: region with 1 blocks}}
  llvm.comdat @empty {
  }
  llvm.return
}

// -----

llvm.comdat @groups {
  // expected-error@+1 {{expected string or keyword containing one of the following enum values for attribute 'comdat' [any, exactmatch, largest, nodeduplicate, samesize]}}
  llvm.comdat_selector @first smallest
}

// -----

llvm.mlir.global @plain(0 : i32) : i32
// expected-error@+1 {{expected comdat symbol}}
llvm.mlir.global @bad(0 : i32) comdat(@plain) : i32

// -----

llvm.comdat @groups {
  llvm.comdat_selector @first any
}
// expected-error@+1 {{expected comdat symbol}}
llvm.func @missing() comdat(@groups::@second)

// -----

// expected-error@+1 {{expected integer value}}
llvm.func @range() vscale_range(1, big)
