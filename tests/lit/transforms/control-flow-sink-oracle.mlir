// REQUIRES: mlir-opt
// control-flow-sink prints exactly what mlir-opt-19 prints.
// RUN: cmir-opt --control-flow-sink --mlir-print-debuginfo %S/Inputs/control-flow-sink.mlir > %t.cmir
// RUN: mlir-opt --control-flow-sink --mlir-print-debuginfo %S/Inputs/control-flow-sink.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --control-flow-sink %S/Inputs/control-flow-sink-run.mlir > %t.cmir
// RUN: mlir-opt --control-flow-sink %S/Inputs/control-flow-sink-run.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --control-flow-sink --split-input-file %S/control-flow-sink.mlir > %t.cmir
// RUN: mlir-opt --control-flow-sink --split-input-file %S/control-flow-sink.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
