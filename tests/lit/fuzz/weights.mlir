// cmir-fuzz --weights FILE: `name = number` lines, comments and blank lines;
// unknown names and bad numbers are errors at file:line; --weight NAME=N.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf '# only integers\n\nscf_for = 0\nfloat_arith=0 # none\n' > %t/ok.w
// RUN: cmir-fuzz --seed 3 --weights %t/ok.w --emit > %t/ok.mlir
// RUN: cmir-opt %t/ok.mlir > /dev/null
// RUN: not grep -q scf.for %t/ok.mlir
// RUN: cmir-fuzz --seed 3 --weight scf_for=0 --weights %t/ok.w --weight scf_for=100 --emit > %t/loops.mlir
// RUN: grep -q scf.for %t/loops.mlir
// RUN: printf 'scf_for = 1\nno_such_thing = 3\n' > %t/bad1.w
// RUN: not cmir-fuzz --seed 3 --weights %t/bad1.w --emit 2>&1 | FileCheck %s --check-prefix=UNKNOWN -DFILE=%t/bad1.w
// RUN: printf '\n\nscf_for = -1\n' > %t/bad2.w
// RUN: not cmir-fuzz --seed 3 --weights %t/bad2.w --emit 2>&1 | FileCheck %s --check-prefix=NUMBER -DFILE=%t/bad2.w
// RUN: printf 'scf_for 4\n' > %t/bad3.w
// RUN: not cmir-fuzz --seed 3 --weights %t/bad3.w --emit 2>&1 | FileCheck %s --check-prefix=EQ -DFILE=%t/bad3.w
// RUN: not cmir-fuzz --seed 3 --weights %t/missing.w --emit 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not cmir-fuzz --seed 3 --weight scf_for=x --emit 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not cmir-fuzz --emit 2>&1 | FileCheck %s --check-prefix=NOSEED
// RUN: not cmir-fuzz --seed 3 --bogus 2>&1 | FileCheck %s --check-prefix=BOGUS
// RUN: cmir-fuzz --help | FileCheck %s --check-prefix=HELP

// UNKNOWN: [[FILE]]:2: error: unknown weight 'no_such_thing'
// NUMBER: [[FILE]]:3: error: expected a non-negative integer weight
// EQ: [[FILE]]:1: error: expected '=' after the weight name
// MISSING: cmir-fuzz: cannot open
// FLAG: --weight:1: error: expected a non-negative integer weight
// NOSEED: cmir-fuzz: --emit needs --seed N or --seeds A..B
// BOGUS: cmir-fuzz: unknown option '--bogus'
// HELP: usage: cmir-fuzz
// HELP: --weights FILE
// HELP: scf_for{{ *}}= 5
