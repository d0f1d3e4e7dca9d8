// Large inputs: long blocks, many functions and wide ops work; nothing is
// quadratic enough to matter at this size.
// RUN: python3 -c "print('func.func @f(%%a: i32) -> i32 {'); [print('  %%v{} = arith.addi %%a, %%a : i32'.format(i)) for i in range(20000)]; print('  return %%v19999 : i32\n}')" | cmir-opt | FileCheck %s --check-prefix=LONG
// RUN: python3 -c "[print('func.func private @f{}(i32) -> i32'.format(i)) for i in range(20000)]" | cmir-opt | FileCheck %s --check-prefix=MANY
// RUN: python3 -c "print('func.func @f(%%a: i32) {\n  \"x.wide\"(' + ', '.join(['%%a'] * 20000) + ') : (' + ', '.join(['i32'] * 20000) + ') -> ()\n  return\n}')" | cmir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=WIDE

// LONG: %19999 = arith.addi %arg0, %arg0 : i32
// LONG-NEXT: return %19999 : i32
// MANY: func.func private @f19999(i32) -> i32
// WIDE: "x.wide"(%arg0, %arg0
