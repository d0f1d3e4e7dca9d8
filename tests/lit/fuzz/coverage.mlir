// cmir-fuzz --coverage: the ops (against the op registry), value type
// classes and conversion patterns that the programs of a seed range and
// their lowering reach, with counts, and the lists of those never reached.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cmir-fuzz --coverage --seeds 1..30 | FileCheck %s
// RUN: cmir-fuzz --coverage --seeds 1..30 --weight scf_for=0 --weight affine=0 --weight vector=0 | FileCheck %s --check-prefix=NOFOR
// RUN: cmir-fuzz --coverage --seeds 1..10 --dialect=llvm -o %t/llvm.txt
// RUN: FileCheck %s --check-prefix=LLVM < %t/llvm.txt
// RUN: cmir-fuzz --coverage --seed 3 | FileCheck %s --check-prefix=ONE
// RUN: not cmir-fuzz --coverage 2>&1 | FileCheck %s --check-prefix=USAGE

// CHECK: {{^}}coverage of seeds 1..30 (generator version {{[0-9]+}}, dialect std): 30 programs, 0 not loaded, 0 lowerings failed
// CHECK: {{^}}ops: {{[1-9][0-9]*}} of {{[1-9][0-9]*}} registered ops reached
// CHECK: {{^ +[1-9][0-9]* +0  affine.for$}}
// CHECK: {{^ +[1-9][0-9]* +[1-9][0-9]*  arith.addi$}}
// CHECK: {{^}}ops never reached ({{[1-9][0-9]*}}):
// CHECK-NOT: {{^  (arith.addi|scf.for)$}}
// CHECK: {{^  memref.realloc$}}
// CHECK: {{^}}types: {{[1-9][0-9]*}} of {{[1-9][0-9]*}} classes reached
// CHECK: {{^ +[1-9][0-9]* +[1-9][0-9]*  i64$}}
// CHECK: {{^ +0 +[1-9][0-9]*  !llvm.ptr$}}
// CHECK: {{^}}type classes never reached
// CHECK: {{^  tensor$}}
// CHECK: {{^}}patterns: {{[1-9][0-9]*}} of {{[1-9][0-9]*}} conversion patterns of the pipeline applied
// CHECK: {{^ +[1-9][0-9]*  convert-scf-to-cf: scf.for$}}
// CHECK: {{^}}patterns never applied
// CHECK-NOT: {{^  convert-scf-to-cf: scf.for$}}
// CHECK: {{^  convert-scf-to-cf: scf.index_switch$}}
// CHECK: {{^}}passes:
// CHECK-NEXT: {{^ +[1-9][0-9]* +[1-9][0-9]*  lower-affine$}}
// CHECK-NEXT: {{^ +[1-9][0-9]* +[1-9][0-9]*  convert-vector-to-scf$}}
// CHECK-NEXT: {{^ +30 +[1-9][0-9]*  convert-scf-to-cf$}}

// With scf.for weighed 0 (and affine.for and vectors, which lower-affine and
// convert-vector-to-scf make scf.for loops of),
// no program has one and its pattern never applies.
// NOFOR: {{^}}ops never reached
// NOFOR: {{^  scf.for$}}
// NOFOR: {{^}}patterns never applied
// NOFOR: {{^  convert-scf-to-cf: scf.for$}}

// LLVM: dialect llvm): 10 programs
// LLVM: {{^ +[1-9][0-9]* +[1-9][0-9]*  llvm.add$}}
// LLVM: {{^ +[1-9][0-9]* +[1-9][0-9]*  llvm.alloca$}}
// LLVM: {{^ +[1-9][0-9]* +[1-9][0-9]*  llvm.getelementptr$}}
// LLVM: {{^ +[1-9][0-9]* +[1-9][0-9]*  llvm.load$}}
// LLVM: {{^ +[1-9][0-9]* +[1-9][0-9]*  llvm.store$}}
// LLVM: {{^}}ops never reached
// LLVM: {{^  scf.for$}}

// ONE: {{^}}coverage of seeds 3..3 ({{.*}}): 1 programs

// USAGE: cmir-fuzz: --coverage needs --seed N or --seeds A..B
