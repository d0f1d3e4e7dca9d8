// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s

// The LLVM dialect types of the 'llvm' dialect document, printed in their
// canonical form (nested LLVM types without the `!llvm.` prefix).

// CHECK-LABEL: func.func private @pointers(!llvm.ptr, !llvm.ptr<1>, !llvm.ptr, !llvm.ptr<3>)
// The typed-pointer syntax of older documents is read and upgraded.
func.func private @pointers(!llvm.ptr, !llvm.ptr<1>, !llvm.ptr<i32>, !llvm.ptr<!llvm.ptr<i8>, 3>)

// CHECK-LABEL: func.func private @aggregates
// CHECK-SAME: !llvm.array<4 x i32>, !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-SAME: !llvm.struct<()>, !llvm.struct<(i32, f32)>, !llvm.struct<packed (i8, i32)>
// CHECK-SAME: !llvm.struct<(struct<(i32)>)>
func.func private @aggregates(!llvm.array<4 x i32>, !llvm.array<2 x array<3 x vector<4xf32>>>,
                              !llvm.struct<()>, !llvm.struct<(i32, f32)>,
                              !llvm.struct<packed (i8, i32)>, !llvm.struct<(struct<(i32)>)>)

// Identified structs: named, opaque, empty and recursive.
// CHECK-LABEL: func.func private @identified
// CHECK-SAME: !llvm.struct<"a", (ptr, struct<"a">)>, !llvm.struct<"o", opaque>
// CHECK-SAME: !llvm.struct<"e", ()>, !llvm.struct<"p", packed (i8, i32)>
func.func private @identified(!llvm.struct<"a", (ptr, struct<"a">)>, !llvm.struct<"o", opaque>,
                              !llvm.struct<"e", ()>, !llvm.struct<"p", packed (i8, i32)>)

// CHECK-LABEL: func.func private @functions
// CHECK-SAME: !llvm.func<void ()>, !llvm.func<i32 (f32, i32)>, !llvm.func<void (i32, ...)>
// CHECK-SAME: !llvm.func<ptr (ptr, i64)>
func.func private @functions(!llvm.func<void ()>, !llvm.func<i32 (f32, i32)>,
                             !llvm.func<void (i32, ...)>, !llvm.func<ptr (ptr, i64)>)

// CHECK-LABEL: func.func private @vectors
// CHECK-SAME: vector<42xi32>, !llvm.vec<42 x ptr>, !llvm.array<2 x vec<2 x ptr>>
func.func private @vectors(vector<42 x i32>, !llvm.vec<42 x ptr>, !llvm.array<2 x vec<2 x ptr>>)

// CHECK-LABEL: func.func private @simple
// CHECK-SAME: !llvm.void, !llvm.token, !llvm.metadata, !llvm.x86_mmx, !llvm.ppc_fp128, !llvm.label
func.func private @simple(!llvm.void, !llvm.token, !llvm.metadata, !llvm.x86_mmx, !llvm.ppc_fp128,
                          !llvm.label)
