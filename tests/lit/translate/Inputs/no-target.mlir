llvm.func @f()
