// The LLVM dialect's enum attributes whose parsers MLIR writes by hand name
// their parameter and say which specification is invalid; a variadic
// function's `...` must come last.
// RUN: cmir-opt %s -split-input-file -verify-diagnostics

// expected-error@+2 {{invalid Calling Conventions specification: cc_12}}
// expected-error@+1 {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
module attributes {x = #llvm.cconv<cc_12>} {}

// -----

// expected-error@+2 {{invalid LLVM linkage types specification: foo}}
// expected-error@+1 {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
module attributes {x = #llvm.linkage<foo>} {}

// -----

// expected-error@+2 {{invalid Tail Call Kind specification: always}}
// expected-error@+1 {{failed to parse TailCallKindAttr parameter 'tailCallKind' which is to be a `TailCallKind`}}
module attributes {x = #llvm.tailcallkind<always>} {}

// -----

// expected-error@+2 {{invalid LLVM FramePointerKind specification: some}}
// expected-error@+1 {{failed to parse FramePointerKindAttr parameter 'framePointerKind' which is to be a `framePointerKind::FramePointerKind`}}
module attributes {x = #llvm.framePointerKind<some>} {}

// -----

// Enum attributes with generated parsers keep the list of cases.
// expected-error@+2 {{expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast}}
// expected-error@+1 {{failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`}}
module attributes {x = #llvm.fastmath<fastest>} {}

// -----

module {
  // expected-error@+1 {{variadic arguments must be in the end of the argument list}}
  llvm.func @variadic_inside(%arg0: i32, ..., %arg1: i32)
}

// -----

// The variadic `...` last is fine.
llvm.func @variadic_last(%arg0: i32, ...)
