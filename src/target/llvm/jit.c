/* Native code from LLVM modules (jit.h): target machines, LLVM's pass
 * pipelines, object emission and an LLJIT session that runs many objects
 * one after the other. */
#include "target/llvm/jit.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Error.h>
#include <llvm-c/LLJIT.h>
#include <llvm-c/Target.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "runtime/cmir_runtime.h"

struct CmirJit {
  LLVMOrcLLJITRef lljit;
  LLVMOrcJITDylibRef jd; /* the main library: the programs */
  char prefix;           /* the platform's prefix of global names ('\0' for ELF) */
};

/* *err = "what: msg" (msg disposed with LLVMDisposeMessage); returns 1. */
static int fail_msg(char **err, const char *what, char *msg) {
  const char *m = msg ? msg : "unknown error";
  size_t n = strlen(what) + strlen(m) + 3;
  *err = malloc(n);
  if (*err)
    snprintf(*err, n, "%s: %s", what, m);
  LLVMDisposeMessage(msg);
  return 1;
}

/* The same for an LLVMErrorRef, consumed (its message has its own
 * deallocator, LLVMDisposeErrorMessage). */
static int fail_error(char **err, const char *what, LLVMErrorRef e) {
  char *msg = LLVMGetErrorMessage(e);
  const char *m = msg ? msg : "unknown error";
  size_t n = strlen(what) + strlen(m) + 3;
  *err = malloc(n);
  if (*err)
    snprintf(*err, n, "%s: %s", what, m);
  LLVMDisposeErrorMessage(msg);
  return 1;
}

void cmir_jit_init_native(void) {
  LLVMInitializeNativeTarget();
  LLVMInitializeNativeAsmPrinter();
}

LLVMTargetMachineRef cmir_jit_target_machine(LLVMModuleRef mod, const char *mcpu, unsigned codegen,
                                             char **err) {
  char *triple = strdup(LLVMGetTarget(mod));
  if (!*triple) {
    free(triple);
    char *t = LLVMGetDefaultTargetTriple();
    triple = strdup(t);
    LLVMDisposeMessage(t);
    LLVMSetTarget(mod, triple);
  }
  LLVMTargetRef target;
  char *msg = NULL;
  if (LLVMGetTargetFromTriple(triple, &target, &msg)) {
    free(triple);
    fail_msg(err, "no target for the triple", msg);
    return NULL;
  }
  static const LLVMCodeGenOptLevel levels[] = {LLVMCodeGenLevelNone, LLVMCodeGenLevelLess,
                                               LLVMCodeGenLevelDefault, LLVMCodeGenLevelAggressive};
  bool ieee = !strcmp(mcpu, "native-ieee"), native = ieee || !strcmp(mcpu, "native");
  char *cpu = native ? LLVMGetHostCPUName() : NULL;
  char *features = native ? LLVMGetHostCPUFeatures() : NULL;
  /* x86's f32-to-bf16 conversion instructions flush denormals whatever the
   * FP mode; LLVM selects them for fptrunc when the CPU has them. */
  static const char no_ftz[] = ",-avx512bf16,-avxneconvert";
  char *feat = native ? malloc(strlen(features) + sizeof no_ftz) : NULL;
  if (feat)
    sprintf(feat, "%s%s", features, ieee ? no_ftz : "");
  LLVMTargetMachineRef tm = LLVMCreateTargetMachine(
      target, triple, native ? cpu : mcpu, feat ? feat : "",
      levels[codegen > 3 ? 3 : codegen], LLVMRelocPIC, LLVMCodeModelDefault);
  if (native) {
    LLVMDisposeMessage(cpu);
    LLVMDisposeMessage(features);
    free(feat);
  }
  free(triple);
  if (!tm) {
    *err = strdup("cannot create a target machine for the host");
    return NULL;
  }
  if (!*LLVMGetDataLayoutStr(mod)) {
    LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
    LLVMSetModuleDataLayout(mod, td);
    LLVMDisposeTargetData(td);
  }
  return tm;
}

int cmir_jit_optimize(LLVMModuleRef mod, LLVMTargetMachineRef tm, unsigned opt, char **err) {
  char passes[16];
  snprintf(passes, sizeof passes, "default<O%u>", opt);
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMErrorRef e = LLVMRunPasses(mod, passes, tm, po);
  LLVMDisposePassBuilderOptions(po);
  return e ? fail_error(err, "optimization failed", e) : 0;
}

LLVMMemoryBufferRef cmir_jit_emit(LLVMModuleRef mod, LLVMTargetMachineRef tm, bool assembly,
                                  char **err) {
  char *msg = NULL;
  LLVMMemoryBufferRef obj = NULL;
  if (LLVMTargetMachineEmitToMemoryBuffer(tm, mod, assembly ? LLVMAssemblyFile : LLVMObjectFile,
                                          &msg, &obj)) {
    fail_msg(err, "code generation failed", msg);
    return NULL;
  }
  return obj;
}

void *cmir_jit_runtime_symbol(const char *name) {
  for (const CmirRuntimeSymbol *s = cmir_runtime_symbols; s->name; s++)
    if (!strcmp(s->name, name)) {
      void *p;
      memcpy(&p, &s->address, sizeof p);
      return p;
    }
  return NULL;
}

/* A definition generator for libcmir_runtime's functions: defines, as
 * absolute symbols, those of the names a lookup failed to find that the
 * runtime has. Being a generator, it is asked only for names no program
 * defines, so a program's own printI64 wins, as with MLIR's runner. */
static LLVMErrorRef runtime_generate(LLVMOrcDefinitionGeneratorRef gen, void *ctx,
                                     LLVMOrcLookupStateRef *state, LLVMOrcLookupKind kind,
                                     LLVMOrcJITDylibRef jd, LLVMOrcJITDylibLookupFlags flags,
                                     LLVMOrcCLookupSet set, size_t nset) {
  (void)gen, (void)state, (void)kind, (void)flags;
  char prefix = *(const char *)ctx;
  LLVMOrcCSymbolMapPair *pairs = calloc(nset ? nset : 1, sizeof *pairs);
  size_t n = 0;
  for (size_t i = 0; i < nset; i++) {
    const char *name = LLVMOrcSymbolStringPoolEntryStr(set[i].Name);
    if (prefix && *name++ != prefix)
      continue;
    void *p = cmir_jit_runtime_symbol(name);
    if (!p)
      continue;
    LLVMOrcRetainSymbolStringPoolEntry(set[i].Name);
    pairs[n].Name = set[i].Name;
    pairs[n].Sym.Address = (LLVMOrcExecutorAddress)(uintptr_t)p;
    pairs[n].Sym.Flags.GenericFlags =
        LLVMJITSymbolGenericFlagsExported | LLVMJITSymbolGenericFlagsCallable;
    n++;
  }
  LLVMErrorRef e = NULL;
  if (n) {
    LLVMOrcMaterializationUnitRef mu = LLVMOrcAbsoluteSymbols(pairs, n);
    if ((e = LLVMOrcJITDylibDefine(jd, mu)))
      LLVMOrcDisposeMaterializationUnit(mu);
  }
  free(pairs);
  return e;
}

CmirJit *cmir_jit_create(const char *const *paths, size_t npaths, char **err) {
  LLVMOrcLLJITRef lljit = NULL;
  LLVMErrorRef e = LLVMOrcCreateLLJIT(&lljit, LLVMOrcCreateLLJITBuilder());
  if (e) {
    fail_error(err, "cannot create the JIT", e);
    return NULL;
  }
  CmirJit *jit = calloc(1, sizeof *jit);
  jit->lljit = lljit;
  jit->jd = LLVMOrcLLJITGetMainJITDylib(lljit);
  jit->prefix = LLVMOrcLLJITGetGlobalPrefix(lljit);
  /* The generators go on the platform library that the main one links
   * to: what they define there stays out of the main library, so a later
   * program may define the same names. (The main library itself if LLJIT
   * has no platform library.) */
  LLVMOrcJITDylibRef lib = LLVMOrcExecutionSessionGetJITDylibByName(
      LLVMOrcLLJITGetExecutionSession(lljit), "<Platform>");
  if (!lib)
    lib = jit->jd;
  LLVMOrcJITDylibAddGenerator(
      lib, LLVMOrcCreateCustomCAPIDefinitionGenerator(runtime_generate, &jit->prefix, NULL));
  for (size_t i = 0; i < npaths; i++) {
    LLVMOrcDefinitionGeneratorRef gen;
    if ((e = LLVMOrcCreateDynamicLibrarySearchGeneratorForPath(&gen, paths[i], jit->prefix, NULL,
                                                               NULL))) {
      fail_error(err, paths[i], e);
      goto fail;
    }
    LLVMOrcJITDylibAddGenerator(lib, gen);
  }
  LLVMOrcDefinitionGeneratorRef gen;
  if ((e = LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(&gen, jit->prefix, NULL, NULL))) {
    fail_error(err, "cannot search the process for symbols", e);
    goto fail;
  }
  LLVMOrcJITDylibAddGenerator(lib, gen);
  return jit;
fail:
  if ((e = LLVMOrcDisposeLLJIT(lljit)))
    LLVMConsumeError(e);
  free(jit);
  return NULL;
}

int cmir_jit_destroy(CmirJit *jit, char **err) {
  if (!jit)
    return 0;
  LLVMErrorRef e = LLVMOrcDisposeLLJIT(jit->lljit);
  free(jit);
  return e ? fail_error(err, "cannot tear down the JIT", e) : 0;
}

int cmir_jit_add(CmirJit *jit, LLVMMemoryBufferRef obj, const char *entry, void **addr,
                 LLVMOrcResourceTrackerRef *rt, char **err) {
  *rt = LLVMOrcJITDylibCreateResourceTracker(jit->jd);
  LLVMErrorRef e = LLVMOrcLLJITAddObjectFileWithRT(jit->lljit, *rt, obj);
  if (e) {
    fail_error(err, "cannot load the object code", e);
  } else {
    LLVMOrcExecutorAddress a;
    if (!(e = LLVMOrcLLJITLookup(jit->lljit, &a, entry))) {
      *addr = (void *)(uintptr_t)a;
      return 0;
    }
    fail_error(err, "cannot link the program", e);
  }
  char *ignored = NULL;
  cmir_jit_remove(*rt, &ignored);
  free(ignored);
  *rt = NULL;
  return 1;
}

int cmir_jit_remove(LLVMOrcResourceTrackerRef rt, char **err) {
  LLVMErrorRef e = LLVMOrcResourceTrackerRemove(rt);
  LLVMOrcReleaseResourceTracker(rt);
  return e ? fail_error(err, "cannot unlink the program", e) : 0;
}

void cmir_jit_call(void *addr, CmirInterpResult kind, CmirInterpValue *out) {
  CmirInterpValue v = {0};
  switch (kind) {
  case CMIR_INTERP_VOID:
    ((void (*)(void))addr)();
    break;
  case CMIR_INTERP_I32:
    v.i = ((int32_t(*)(void))addr)();
    break;
  case CMIR_INTERP_I64:
    v.i = ((int64_t(*)(void))addr)();
    break;
  case CMIR_INTERP_F32:
    v.f = ((float (*)(void))addr)();
    break;
  case CMIR_INTERP_F64:
    v.d = ((double (*)(void))addr)();
    break;
  }
  *out = v;
}
