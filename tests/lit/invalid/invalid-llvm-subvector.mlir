// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// Verifier errors of llvm.intr.vector.insert / extract / interleave2.

llvm.func @insert_too_wide(%a : vector<4xi64>, %b : vector<2049xi64>) {
  // expected-error@+1 {{op failed to verify that vectors are not bigger than 2^17 bits.}}
  %0 = llvm.intr.vector.insert %a, %b[0] : vector<4xi64> into vector<2049xi64>
  llvm.return
}

// -----

llvm.func @insert_scalable_in_fixed(%a : vector<[2]xi8>, %b : vector<8xi8>) {
  // expected-error@+1 {{op failed to verify that it is not inserting scalable into fixed-length vectors.}}
  %0 = llvm.intr.vector.insert %a, %b[0] : vector<[2]xi8> into vector<8xi8>
  llvm.return
}

// -----

llvm.func @extract_too_wide(%a : vector<[4097]xi32>) {
  // expected-error@+1 {{op failed to verify that vectors are not bigger than 2^17 bits.}}
  %0 = llvm.intr.vector.extract %a[0] : vector<4xi32> from vector<[4097]xi32>
  llvm.return
}

// -----

llvm.func @extract_scalable_from_fixed(%a : vector<8xi8>) {
  // expected-error@+1 {{op failed to verify that it is not extracting scalable from fixed-length vectors.}}
  %0 = llvm.intr.vector.extract %a[0] : vector<[2]xi8> from vector<8xi8>
  llvm.return
}

// -----

llvm.func @interleave_operands_differ(%a : vector<2xi8>, %b : vector<3xi8>) {
  // expected-error@+1 {{op failed to verify that all of {vec1, vec2} have same type}}
  %0 = "llvm.intr.vector.interleave2"(%a, %b) : (vector<2xi8>, vector<3xi8>) -> vector<4xi8>
  llvm.return
}

// -----

llvm.func @interleave_scalable_result(%a : vector<2xi8>) {
  // expected-error@+1 {{op failed to verify that result has twice as many elements as 'vec1'}}
  %0 = "llvm.intr.vector.interleave2"(%a, %a) : (vector<2xi8>, vector<2xi8>) -> vector<[4]xi8>
  llvm.return
}

// -----

llvm.func @interleave_other_element(%a : vector<2xi8>) {
  // expected-error@+1 {{op failed to verify that result has twice as many elements as 'vec1'}}
  %0 = "llvm.intr.vector.interleave2"(%a, %a) : (vector<2xi8>, vector<2xi8>) -> vector<4xi16>
  llvm.return
}
