llvm.func @ok()

// -----

func.func private @bad()
