/* Native code from LLVM modules: target machines for the host, LLVM's new
 * pass manager (`default<ON>`), object and assembly emission, and an ORC
 * LLJIT session that links objects against libcmir_runtime, the process and
 * shared libraries, then calls their entry. cmir-run compiles one program
 * per session; cmir-fuzz many, each object added under its own resource
 * tracker and removed after it ran, so LLVM's start-up is paid once.
 *
 * Built only with LLVM (CMIR_HAVE_LLVM), into libcmir_llvm. Errors come
 * back as a malloc'd "what: reason" message in *err (the caller frees it). */
#ifndef CMIR_TARGET_LLVM_JIT_H
#define CMIR_TARGET_LLVM_JIT_H

#include "cmir/cmir.h"

#include <llvm-c/Core.h>
#include <llvm-c/Orc.h>
#include <llvm-c/TargetMachine.h>

/* Initializes the host target and its assembly printer (idempotent). */
void cmir_jit_init_native(void);

/* A target machine for mod's triple (the host's if it has none, then set on
 * mod), for CPU mcpu ("native" is this machine's CPU and features,
 * "native-ieee" the same without the conversions that flush bf16 denormals,
 * else a name such as "generic"), generating code at level codegen (0 to 3); sets
 * mod's data layout from it if mod has none. NULL with *err on failure. */
LLVMTargetMachineRef cmir_jit_target_machine(LLVMModuleRef mod, const char *mcpu, unsigned codegen,
                                             char **err);

/* Runs LLVM's `default<O{opt}>` pipeline on mod. 0 or 1 with *err. */
int cmir_jit_optimize(LLVMModuleRef mod, LLVMTargetMachineRef tm, unsigned opt, char **err);

/* mod (not consumed) to an object file or assembly text in memory, NULL
 * with *err on failure. */
LLVMMemoryBufferRef cmir_jit_emit(LLVMModuleRef mod, LLVMTargetMachineRef tm, bool assembly,
                                  char **err);

/* The address of a libcmir_runtime function, NULL if it has none. */
void *cmir_jit_runtime_symbol(const char *name);

typedef struct CmirJit CmirJit;

/* An LLJIT whose programs' undefined names resolve to libcmir_runtime's
 * functions, then the shared libraries at paths[0..npaths) in that order,
 * then the process. A program's own definition of such a name (printI64)
 * wins, as with mlir-cpu-runner. NULL with *err on failure. */
CmirJit *cmir_jit_create(const char *const *paths, size_t npaths, char **err);
/* Tears the session down; 0 or 1 with *err. */
int cmir_jit_destroy(CmirJit *jit, char **err);

/* Links obj (consumed) into the session under a new resource tracker and
 * returns entry's address in *addr. The tracker goes into *rt for
 * cmir_jit_remove (names can then be defined again); 0 or 1 with *err (then
 * nothing stays linked). */
int cmir_jit_add(CmirJit *jit, LLVMMemoryBufferRef obj, const char *entry, void **addr,
                 LLVMOrcResourceTrackerRef *rt, char **err);
/* Unlinks what cmir_jit_add linked under rt; 0 or 1 with *err. */
int cmir_jit_remove(LLVMOrcResourceTrackerRef rt, char **err);

/* Calls the argument-less function at addr returning kind; its result (if
 * any) into *out. */
void cmir_jit_call(void *addr, CmirInterpResult kind, CmirInterpValue *out);

#endif
