// Inputs/affine-lowering.expected is seed 004's first listing as mlir-opt-19
// prints it.
// REQUIRES: mlir-opt
// RUN: mlir-opt --allow-unregistered-dialect %S/Inputs/seed-listing-1.mlir | sed -e 's/"toy.print"(%alloc) : (memref<3x2xf64>) -> ()/toy.print %alloc : memref<3x2xf64>/' | diff %S/Inputs/affine-lowering.expected -
