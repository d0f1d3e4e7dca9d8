// A `memory` property that the generic form gives as an integer (MLIR's
// property conversion rejects it; cmir's translation does).
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, memory = 5, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  "llvm.return"() : () -> ()
}) : () -> ()
