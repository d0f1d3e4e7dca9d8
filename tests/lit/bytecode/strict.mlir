// The reader takes only what the text parser takes, also when a file is
// damaged and its checksums still match (--no-checksums stands for
// recomputed ones): each damage below is a located error and exit code 1 on
// the one-thread, the two-thread and the lazy (--only-symbol) read, never a
// crash and never IR that prints text cmir-opt rejects.
// RUN: cmir-bc --strip-locations %s -o %t.cmbc
// RUN: cmir-bc %t.cmbc | FileCheck %s --check-prefix=GOOD

// A property renamed: func.func's printer used to crash on it.
// RUN: python3 %S/Inputs/patch.py %t.cmbc %t.prop.cmbc 66756e6374696f6e5f74797065 67756e6374696f6e5f74797065
// RUN: not cmir-bc --no-checksums %t.prop.cmbc 2>&1 | FileCheck %s --check-prefix=PROP
// RUN: not cmir-bc --no-checksums --threads=2 %t.prop.cmbc 2>&1 | FileCheck %s --check-prefix=PROP
// RUN: not cmir-bc --no-checksums --only-symbol=p %t.prop.cmbc 2>&1 | FileCheck %s --check-prefix=PROP
// PROP: error: in bytecode section 'bodies' at offset {{[0-9]+}}: op 'func.func' has no property 'gunction_type'

// d0 * s0 made d0 * d0: not affine.
// RUN: python3 %S/Inputs/patch.py %t.cmbc %t.aff.cmbc 080101010106000700 080101010106000600
// RUN: not cmir-bc --no-checksums %t.aff.cmbc 2>&1 | FileCheck %s --check-prefix=AFF
// RUN: not cmir-bc --no-checksums --threads=2 %t.aff.cmbc 2>&1 | FileCheck %s --check-prefix=AFF
// RUN: not cmir-bc --no-checksums --only-symbol=g %t.aff.cmbc 2>&1 | FileCheck %s --check-prefix=AFF
// AFF: error: in bytecode section 'attrs' at offset {{[0-9]+}}: non-affine expression: a product of dims

// array<i16: ...> made array<si16: ...>, which the text form cannot spell.
// RUN: python3 %S/Inputs/patch.py %t.cmbc %t.arr.cmbc 020040 020041
// RUN: not cmir-bc --no-checksums %t.arr.cmbc 2>&1 | FileCheck %s --check-prefix=ARR
// RUN: not cmir-bc --no-checksums --threads=2 %t.arr.cmbc 2>&1 | FileCheck %s --check-prefix=ARR
// RUN: not cmir-bc --no-checksums --only-symbol=p %t.arr.cmbc 2>&1 | FileCheck %s --check-prefix=ARR
// ARR: error: in bytecode section 'attrs' at offset {{[0-9]+}}: dense array of an invalid element type

// An i7 element with its eighth bit set.
// RUN: python3 %S/Inputs/patch.py %t.cmbc %t.bits.cmbc 552a d52a
// RUN: not cmir-bc --no-checksums %t.bits.cmbc 2>&1 | FileCheck %s --check-prefix=BITS
// RUN: not cmir-bc --no-checksums --threads=2 %t.bits.cmbc 2>&1 | FileCheck %s --check-prefix=BITS
// BITS: error: in bytecode section 'attrs' at offset {{[0-9]+}}: dense element bits do not fit the element type

// "private" made "privatx": the verifier's error, also on the lazy path,
// which used to print the function without verifying it.
// RUN: python3 %S/Inputs/patch.py %t.cmbc %t.vis.cmbc 70726976617465 70726976617478
// RUN: not cmir-bc --no-checksums %t.vis.cmbc 2>&1 | FileCheck %s --check-prefix=VIS
// RUN: not cmir-bc --no-checksums --threads=2 %t.vis.cmbc 2>&1 | FileCheck %s --check-prefix=VIS
// RUN: not cmir-bc --no-checksums --only-symbol=p %t.vis.cmbc 2>&1 | FileCheck %s --check-prefix=VIS
// RUN: not cmir-bc --no-checksums --only-symbol=p %t.vis.cmbc 2>/dev/null | FileCheck %s --allow-empty --check-prefix=NOTHING --implicit-check-not=func
// RUN: cmir-bc --no-checksums --only-symbol=p --no-verify %t.vis.cmbc | FileCheck %s --check-prefix=NOVERIFY
// A declaration has no body to load: it is verified when looked up.
// RUN: not cmir-bc --no-checksums --only-symbol=h %t.vis.cmbc 2>&1 | FileCheck %s --check-prefix=VIS
// VIS: error: 'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "privatx"
// NOVERIFY: func.func privatx @p() {
// NOTHING-NOT: {{.}}

// GOOD: #map = affine_map<(d0)[s0] -> (d0 * s0)>
// GOOD: func.func private @h() attributes {a = array<i16: 1, 2>, b = dense<[-43, 42]> : tensor<2xi7>}
func.func @f() {
  return
}
func.func @g(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%a)[%b]
  return %0 : index
}
func.func private @h() attributes {a = array<i16: 1, 2>, b = dense<[85, 42]> : tensor<2xi7>}
func.func private @p() {
  return
}
