// Dense elements print as hex beyond a number of elements (100 unless
// --mlir-print-elementsattrs-with-hex-if-larger says otherwise; -1 never).
// Equal elements are a splat however they were written, hex included.
// RUN: cmir-opt %s -allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=2 | FileCheck %s --check-prefix=HEX2
// RUN: cmir-opt %s -allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=-1 | FileCheck %s --check-prefix=NEVER
// RUN: cmir-opt %s -allow-unregistered-dialect | FileCheck %s --check-prefix=DEFAULT
// RUN: not cmir-opt %s --mlir-print-elementsattrs-with-hex-if-larger=many 2>&1 | FileCheck %s --check-prefix=BAD

// HEX2: a = dense<[1, 2]> : tensor<2xi16>
// HEX2-SAME: b = dense<"0x010002000300"> : tensor<3xi16>
// HEX2-SAME: c = dense<7> : tensor<3xi16>
// HEX2-SAME: d = dense<(2.500000e-01,-1.000000e+00)> : tensor<3xcomplex<f32>>
// NEVER: a = dense<[1, 2]> : tensor<2xi16>, b = dense<[1, 2, 3]> : tensor<3xi16>, c = dense<7> : tensor<3xi16>
// DEFAULT: b = dense<[1, 2, 3]> : tensor<3xi16>
// BAD: --mlir-print-elementsattrs-with-hex-if-larger wants an integer >= -1
"my.consts"() {a = dense<[1, 2]> : tensor<2xi16>, b = dense<"0x010002000300"> : tensor<3xi16>, c = dense<"0x070007000700"> : tensor<3xi16>, d = dense<[(0.25, -1.0), (0.25, -1.0), (0.25, -1.0)]> : tensor<3xcomplex<f32>>} : () -> ()
