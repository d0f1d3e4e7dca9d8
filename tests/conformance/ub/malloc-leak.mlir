// ARGS: --check-leaks
// malloc'd memory never freed; aligned_alloc'd memory freed.
func.func private @malloc(i64) -> !llvm.ptr
func.func private @aligned_alloc(i64, i64) -> !llvm.ptr
func.func private @free(!llvm.ptr)
func.func @main() {
  %c24 = arith.constant 24 : i64
  %c64 = arith.constant 64 : i64
  // CHECK: malloc-leak.mlir:[[@LINE+1]]:8: error: leak: 24 bytes allocated here are never deallocated
  %p = call @malloc(%c24) : (i64) -> !llvm.ptr
  %q = call @aligned_alloc(%c64, %c64) : (i64, i64) -> !llvm.ptr
  call @free(%q) : (!llvm.ptr) -> ()
  return
}
