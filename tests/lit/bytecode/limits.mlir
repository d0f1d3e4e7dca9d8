// The writer refuses what the reader would reject (bytecode/limits.h): an
// exit code of 1, a located error, and no output file. One step inside each
// limit, the file is written and reads back.

// An affine sum whose deepest leaf is 1025 operations below its root (1025
// floordiv terms): refused; 1024 terms: written and read.
// RUN: rm -f %t.aff.cmbc %t.aff2.cmbc %t.attr.cmbc %t.type.cmbc %t.loc.cmbc
// RUN: python3 -c "print('func.func private @f() attributes {m = affine_map<(d0) -> (' + ' + '.join('d0 floordiv %%d' %% (i + 2) for i in range(1025)) + ')>}')" > %t.aff.mlir
// RUN: not cmir-bc %t.aff.mlir -o %t.aff.cmbc 2>&1 | FileCheck %s --check-prefix=AFF
// RUN: not test -e %t.aff.cmbc
// RUN: not cmir-opt --emit-bytecode %t.aff.mlir -o %t.aff.cmbc 2>&1 | FileCheck %s --check-prefix=AFF
// RUN: not test -e %t.aff.cmbc
// RUN: python3 -c "print('func.func private @f() attributes {m = affine_map<(d0) -> (' + ' + '.join('d0 floordiv %%d' %% (i + 2) for i in range(1024)) + ')>}')" | cmir-bc -o %t.aff.cmbc
// RUN: cmir-bc %t.aff.cmbc | FileCheck %s --check-prefix=AFF-OK
// The same with mod terms (1026 of them): refused.
// RUN: python3 -c "print('func.func private @f() attributes {m = affine_map<(d0) -> (' + ' + '.join('d0 mod %%d' %% (i + 2) for i in range(1026)) + ')>}')" | not cmir-bc -o %t.aff2.cmbc 2>&1 | FileCheck %s --check-prefix=AFF
// RUN: not test -e %t.aff2.cmbc

// AFF: :1:1: error: cannot write bytecode: an affine expression nested deeper than the format allows (1024 levels)
// AFF-OK: #map = affine_map<(d0) -> (d0 floordiv 2 + d0 floordiv 3 + {{.*}} + d0 floordiv 1025)>

// An attribute nested through aliases: the op's attribute dictionary, 1022
// arrays, an integer and its type are 1025 entries in a chain: refused; with
// 1021 arrays, 1024 entries: written and read.
// RUN: python3 -c "print('#a0 = [1]'); [print('#a%%d = [#a%%d]' %% (i, i - 1)) for i in range(1, 1022)]; print('func.func private @f() attributes {a = #a1021}')" > %t.attr.mlir
// RUN: not cmir-bc %t.attr.mlir -o %t.attr.cmbc 2>&1 | FileCheck %s --check-prefix=ATTR
// RUN: not test -e %t.attr.cmbc
// RUN: python3 -c "print('#a0 = [1]'); [print('#a%%d = [#a%%d]' %% (i, i - 1)) for i in range(1, 1021)]; print('func.func private @f() attributes {a = #a1020}')" | cmir-bc -o %t.attr.cmbc
// RUN: cmir-bc %t.attr.cmbc | FileCheck %s --check-prefix=ATTR-OK
// A type nested the same way (tuples through type aliases).
// RUN: python3 -c "print('!t0 = tuple<i32>'); [print('!t%%d = tuple<!t%%d>' %% (i, i - 1)) for i in range(1, 1100)]; print('func.func private @f() -> !t1099')" | not cmir-bc -o %t.type.cmbc 2>&1 | FileCheck %s --check-prefix=ATTR
// RUN: not test -e %t.type.cmbc

// ATTR: error: cannot write bytecode: types and attributes nested deeper than the format allows (1024 levels)
// ATTR-OK: func.func private @f() attributes {a = {{\[+}}1{{\]+}}}

// A location nested 2,000 deep through call sites (the text parser takes
// up to 4096 levels through aliases): refused (with --strip-locations it is
// not written, and the file is).
// RUN: python3 -c "print('#l0 = loc(\"f\":1:1)'); [print('#l%%d = loc(callsite(#l%%d at #l0))' %% (i, i - 1)) for i in range(1, 2000)]; print('func.func private @f() loc(#l1999)')" > %t.loc.mlir
// RUN: not cmir-bc %t.loc.mlir -o %t.loc.cmbc 2>&1 | FileCheck %s --check-prefix=LOC
// RUN: not test -e %t.loc.cmbc
// RUN: cmir-bc --strip-locations %t.loc.mlir -o %t.loc.cmbc
// RUN: cmir-bc %t.loc.cmbc | FileCheck %s --check-prefix=LOC-OK

// LOC: error: cannot write bytecode: types and attributes nested deeper than the format allows (1024 levels)
// LOC-OK: func.func private @f()
