// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --strict-whitespace
// RUN: cmir-opt --mlir-print-op-generic %s | cmir-opt --mlir-print-op-generic | FileCheck %s --strict-whitespace

// The generic form of LLVM dialect operations: properties in `<{...}>`,
// including the defaults mlir-opt-19 stores (overflow and fast-math flags,
// `ordering`, calling convention, tail call kind, linkage, visibility and
// unnamed_addr as i64 enums, the global's address space), GEP's
// `rawConstantIndices` with the dynamic-index marker, and segment sizes.

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, alignment = 8 : i64, constant, global_type = !llvm.array<2 x i32>, linkage = #llvm.linkage<private>, sym_name = "g", unnamed_addr = 0 : i64, value = dense<[1, 2]> : tensor<2xi32>, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "callee", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<fastcc>, function_type = !llvm.func<i32 (ptr, i32, f32, i1)>, linkage = #llvm.linkage<internal>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg0: !llvm.ptr, %arg1: i32, %arg2: f32, %arg3: i1):
// CHECK-NEXT: %0 = "llvm.add"(%arg1, %arg1) <{overflowFlags = #llvm.overflow<nsw>}> : (i32, i32) -> i32
// CHECK-NEXT: %1 = "llvm.fadd"(%arg2, %arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %2 = "llvm.icmp"(%arg1, %arg1) <{predicate = 6 : i64}> : (i32, i32) -> i1
// CHECK-NEXT: %3 = "llvm.fcmp"(%arg2, %arg2) <{fastmathFlags = #llvm.fastmath<fast>, predicate = 3 : i64}> : (f32, f32) -> i1
// CHECK-NEXT: %4 = "llvm.getelementptr"(%arg0, %arg1) <{elem_type = !llvm.struct<(i32, f32)>, inbounds, rawConstantIndices = array<i32: -2147483648, 1>}> : (!llvm.ptr, i32) -> !llvm.ptr
// CHECK-NEXT: %5 = "llvm.load"(%4) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> f32
// CHECK-NEXT: "llvm.store"(%arg2, %arg0) <{ordering = 0 : i64, volatile_}> : (f32, !llvm.ptr) -> ()
// CHECK-NEXT: %6 = "llvm.alloca"(%arg1) <{alignment = 8 : i64, elem_type = i64}> : (i32) -> !llvm.ptr
// CHECK-NEXT: %7 = "llvm.call"(%arg1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @callee, fastmathFlags = #llvm.fastmath<none>}> : (i32) -> i32
// CHECK-NEXT: %8 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
// CHECK-NEXT: %9 = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, f32)>
// CHECK-NEXT: %10 = "llvm.insertvalue"(%9, %arg1) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
// CHECK-NEXT: %11 = "llvm.extractvalue"(%10) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>) -> f32
// CHECK-NEXT: %12 = "llvm.select"(%arg3, %arg1, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
// CHECK-NEXT: %13 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 1 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: "llvm.cond_br"(%arg3, %arg1)[^bb1, ^bb2] <{branch_weights = array<i32: 1, 2>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// CHECK-NEXT: ^bb1(%14: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "llvm.switch"(%14, %14)[^bb2, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<3> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "llvm.return"(%0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

llvm.mlir.global private constant @g(dense<[1, 2]> : tensor<2xi32>) {alignment = 8 : i64} : !llvm.array<2 x i32>
llvm.func @callee(i32) -> i32
llvm.func internal fastcc @f(%p: !llvm.ptr, %a: i32, %f: f32, %c: i1) -> i32 {
  %0 = llvm.add %a, %a overflow<nsw> : i32
  %1 = llvm.fadd %f, %f : f32
  %2 = llvm.icmp "ult" %a, %a : i32
  %3 = llvm.fcmp "oge" %f, %f {fastmathFlags = #llvm.fastmath<fast>} : f32
  %4 = llvm.getelementptr inbounds %p[%a, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %5 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.store volatile %f, %p : f32, !llvm.ptr
  %6 = llvm.alloca %a x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %7 = llvm.call @callee(%a) : (i32) -> i32
  %8 = llvm.mlir.addressof @g : !llvm.ptr
  %9 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %10 = llvm.insertvalue %a, %9[0] : !llvm.struct<(i32, f32)>
  %11 = llvm.extractvalue %10[1] : !llvm.struct<(i32, f32)>
  %12 = llvm.select %c, %a, %a : i1, i32
  %13 = llvm.atomicrmw add %p, %a monotonic : !llvm.ptr, i32
  llvm.cond_br %c weights([1, 2]), ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  llvm.switch %x : i32, ^bb2 [
    3: ^bb1(%x : i32)
  ]
^bb2:
  llvm.return %0 : i32
}
