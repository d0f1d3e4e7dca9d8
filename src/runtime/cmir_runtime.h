/* libcmir_runtime: MLIR's runner-library functions (printI64, printF32,
 * _mlir_ciface_printMemrefF32, memrefCopy, rtclock, mlirAlignedAlloc, ...)
 * for native code, and a table of them for a JIT to resolve against. */
#ifndef CMIR_RUNTIME_LIB_H
#define CMIR_RUNTIME_LIB_H

typedef struct CmirRuntimeSymbol {
  const char *name;
  void (*address)(void);
} CmirRuntimeSymbol;

/* Every function the library exports, ended by {NULL, NULL}. */
extern const CmirRuntimeSymbol cmir_runtime_symbols[];

#endif
