// RUN: cmir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s

// Locations after a dialect body that spans lines: the body is skipped as
// characters, and the lines it holds are counted.
// CHECK: "x.a"() {a = #x<
// CHECK: loc(#[[L1:loc[0-9]*]])
// CHECK: "x.b"() : () -> () loc(#[[L2:loc[0-9]*]])
// CHECK: #[[L1]] = loc("{{.*}}dialect-symbols-loc.mlir":10:1)
// CHECK: #[[L2]] = loc("{{.*}}dialect-symbols-loc.mlir":13:3)
"x.a"() {a = #x<
  "two",
  lines>} : () -> ()
  "x.b"() : () -> ()
