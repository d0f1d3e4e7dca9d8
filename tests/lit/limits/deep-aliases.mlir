// Structures that nest through aliases or without brackets, beyond what the
// parser's direct nesting limit sees: a located diagnostic, never a stack
// overflow. Aliases add their levels where they are used (4096 at most);
// an affine expression has at most 4096 binary operations from its root.
// The inputs are generated; each stops being read at the limit.

// Locations: 50,000 call sites nested directly, and through 50,000 aliases.
// RUN: python3 -c "n = 50000; print('func.func @f() {\n  return loc(' + 'callsite(' * n + '\"a\":1:1' + ' at \"b\":2:2)' * n + ')\n}')" \
// RUN:   | not cmir-opt 2>&1 | FileCheck %s --check-prefix=DIRECT
// RUN: python3 -c "n = 50000; print('#loc0 = loc(\"a\":1:1)'); [print('#loc%%d = loc(callsite(#loc%%d at \"b\":2:2))' %% (i, i - 1)) for i in range(1, n)]; print('func.func @f() {\n  return loc(#loc%%d)\n}' %% (n - 1))" \
// RUN:   | not cmir-opt --mlir-print-debuginfo 2>&1 | FileCheck %s --check-prefix=LOC
// 100,000 attribute aliases, each an array of the previous one.
// RUN: python3 -c "n = 100000; print('#a0 = 1 : i32'); [print('#a%%d = [#a%%d]' %% (i, i - 1)) for i in range(1, n)]; print('func.func private @f() attributes {x = #a%%d}' %% (n - 1))" \
// RUN:   | not cmir-opt 2>&1 | FileCheck %s --check-prefix=ATTR
// 100,000 aliases of aliases (no nesting at all): accepted.
// RUN: python3 -c "n = 100000; print('#a0 = 1 : i32'); [print('#a%%d = #a%%d' %% (i, i - 1)) for i in range(1, n)]; print('func.func private @f() attributes {x = #a%%d}' %% (n - 1))" \
// RUN:   | cmir-opt | FileCheck %s --check-prefix=FLAT
// 300,000 type aliases, each a tuple of the previous one.
// RUN: python3 -c "n = 300000; print('!t0 = i32'); [print('!t%%d = tuple<!t%%d>' %% (i, i - 1)) for i in range(1, n)]; print('func.func private @f() -> !t%%d' %% (n - 1))" \
// RUN:   | not cmir-opt 2>&1 | FileCheck %s --check-prefix=TYPE
// An affine sum of 150,000 terms (no parentheses); 4,000 terms print.
// RUN: python3 -c "print('#m = affine_map<(d0) -> (' + ' + '.join('d0 floordiv %%d' %% (i + 2) for i in range(150000)) + ')>'); print('func.func private @f() attributes {m = #m}')" \
// RUN:   | not cmir-opt 2>&1 | FileCheck %s --check-prefix=AFFINE
// RUN: python3 -c "print('#m = affine_map<(d0) -> (' + ' + '.join('d0 floordiv %%d' %% (i + 2) for i in range(4000)) + ')>'); print('func.func private @f() attributes {m = #m}')" \
// RUN:   | cmir-opt --canonicalize | FileCheck %s --check-prefix=AFFINE-OK
// A product nested inside a sum of 150,000 terms, in parentheses.
// RUN: python3 -c "print('#m = affine_map<(d0)[s0] -> ((' + ' + '.join('s0 floordiv %%d' %% (i + 2) for i in range(150000)) + ') * d0)>'); print('func.func private @f() attributes {m = #m}')" \
// RUN:   | not cmir-opt 2>&1 | FileCheck %s --check-prefix=AFFINE

// DIRECT: <stdin>:2:2309: error: exceeded maximum nesting depth
// LOC: <stdin>:4096:25: error: exceeded maximum nesting depth (4096 levels through aliases)
// ATTR: <stdin>:4096:11: error: exceeded maximum nesting depth (4096 levels through aliases)
// FLAT: func.func private @f() attributes {x = 1 : i32}
// TYPE: <stdin>:4097:16: error: exceeded maximum nesting depth (4096 levels through aliases)
// AFFINE: <stdin>:1:{{[0-9]+}}: error: exceeded maximum nesting depth
// AFFINE-OK: #map = affine_map<(d0) -> (d0 floordiv 2 + d0 floordiv 3 + {{.*}} + d0 floordiv 4001)>
