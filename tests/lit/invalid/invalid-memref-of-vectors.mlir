// Memrefs of vectors: the element type must be a vector (not a tensor), and
// loads and stores must use the memref's vector element type.
// RUN: cmir-opt -split-input-file -verify-diagnostics %s

// expected-error @+1 {{invalid memref element type}}
func.func private @tensor_elem(memref<4xtensor<4xf32>>)

// -----

func.func @store_wrong_lanes(%m: memref<4xvector<4xf32>>, %v: vector<8xf32>, %i: index) {
  // expected-error @+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%v, %m, %i) : (vector<8xf32>, memref<4xvector<4xf32>>, index) -> ()
  return
}

// -----

func.func @load_scalar(%m: memref<4xvector<4xf32>>, %i: index) {
  // expected-error @+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %x = "memref.load"(%m, %i) : (memref<4xvector<4xf32>>, index) -> f32
  return
}
