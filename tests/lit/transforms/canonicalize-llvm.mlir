// RUN: cmir-opt --canonicalize %S/Inputs/canonicalize-llvm.mlir | FileCheck %s

// icmp eq/ne of a value with itself, and of an alloca with null (null moved
// to the right first); other predicates stay. Folded results are LLVM
// constants, uniqued at the top of the function.
// CHECK-LABEL: llvm.func @compares
// CHECK-DAG:   %[[F:.*]] = llvm.mlir.constant(false) : i1
// CHECK-DAG:   %[[FV:.*]] = llvm.mlir.constant(dense<false> : vector<4xi1>) : vector<4xi1>
// CHECK-DAG:   %[[T:.*]] = llvm.mlir.constant(true) : i1
// CHECK:       %[[SLE:.*]] = llvm.icmp "sle" %arg0, %arg0 : i64
// CHECK:       %[[ULT:.*]] = llvm.icmp "ult"
// CHECK:       llvm.call @use_i1(%[[T]], %[[SLE]], %[[FV]], %[[F]], %[[T]], %[[ULT]])

// Cast chains collapse; a gep by one zero index is its base; constant
// indices that fit become static, a too large one stays dynamic.
// CHECK-LABEL: llvm.func @casts
// CHECK:       %[[BIG:.*]] = llvm.mlir.constant(1099511627776 : i64) : i64
// CHECK:       %[[AS:.*]] = llvm.addrspacecast %arg1 : !llvm.ptr<1> to !llvm.ptr<3>
// CHECK:       %[[G:.*]] = llvm.getelementptr %arg0[7, %arg2, 1] : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK:       %[[G2:.*]] = llvm.getelementptr %arg0[%[[BIG]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK:       llvm.call @use_ptr(%arg0, %arg0, %[[AS]], %[[G]], %[[G2]])
// CHECK:       %[[BC:.*]] = llvm.bitcast %arg2 : i64 to f64
// CHECK:       llvm.return %[[BC]] : f64

// extractvalue looks through inserts at disjoint positions only.
// CHECK-LABEL: llvm.func @aggregates
// CHECK:       llvm.insertvalue
// CHECK:       llvm.insertvalue
// CHECK:       %[[X:.*]] = llvm.extractvalue %{{.*}}[1]
// CHECK:       %[[Y:.*]] = llvm.extractvalue %[[X]][0]
// CHECK:       llvm.add %[[Y]], %arg1 : i32

// shl and or of constants fold (not a shift by the width or more); zext of
// a constant, llvm.mlir.zero included, folds; zero : i32 and 0 : i32 are one
// constant.
// CHECK-LABEL: llvm.func @integers
// CHECK-DAG:   %[[Z64:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-DAG:   %[[M:.*]] = llvm.mlir.constant(4294967295 : i64) : i64
// CHECK-DAG:   %[[OR:.*]] = llvm.mlir.constant(15 : i32) : i32
// CHECK-DAG:   %[[Z:.*]] = llvm.mlir.zero : i32
// CHECK-DAG:   %[[SHL:.*]] = llvm.mlir.constant(12288 : i32) : i32
// CHECK-NOT:   llvm.mlir.constant(0 : i32)
// CHECK:       %[[S:.*]] = llvm.shl
// CHECK:       %[[O:.*]] = llvm.or %arg0, %[[Z]]
// CHECK:       llvm.call @use_i32(%[[SHL]], %[[S]], %[[OR]], %[[O]], %[[M]], %[[Z64]], %[[Z64]])

// Unused plain and unordered loads go; acquire and volatile ones stay.
// CHECK-LABEL: llvm.func @loads
// CHECK-NEXT:  llvm.load %arg0 atomic acquire
// CHECK-NEXT:  llvm.load volatile
// CHECK-NEXT:  llvm.return
