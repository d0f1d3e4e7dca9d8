// A single-case enum attribute may spell its case as a string; it prints as
// a keyword when the case is one, quoted otherwise.
// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s

// CHECK: llvm.func @kinds() attributes {frame_pointer = #llvm.framePointerKind<"non-leaf">, other = #llvm.framePointerKind<all>, where = #llvm.linkage<weak>}
llvm.func @kinds() attributes {frame_pointer = #llvm.framePointerKind<"non-leaf">, other = #llvm.framePointerKind<"all">, where = #llvm.linkage<"weak">} {
  llvm.return
}
