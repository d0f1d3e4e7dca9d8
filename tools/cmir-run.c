/* cmir-run: compiles an MLIR program to native code with LLVM and runs it,
 * taking mlir-cpu-runner-19's flags and printing what it prints. A program
 * not yet in the LLVM dialect is lowered first (the pipeline below). It can
 * also write the object file, the optimized LLVM IR or the assembly instead
 * of running. Built without LLVM, it runs the program on the interpreter.
 *
 * The way to native code: cmir's lowering, translation through the LLVM-C
 * API (src/target/llvm/), LLVM's new pass manager (`default<ON>`), code
 * generation to an object file for the host, and ORC's LLJIT to link that
 * object in memory against libcmir_runtime, the process and --shared-libs.
 * With --cache-dir the object file is kept (src/target/llvm/object.c).
 *
 * Exit codes: 0 ok, 1 bad input or compile/link error; without LLVM, those
 * of cmir-interp. */
#include "cmir/cmir.h"
#include "dialect/ops.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef CMIR_HAVE_LLVM
#include <dlfcn.h>
#include <llvm-c/Core.h>

#include "target/llvm/jit.h"
#include "target/llvm/object.h"
#include "target/llvm/translate.h"
#include "transforms/transforms.h"
#endif

static const char usage[] =
    "usage: cmir-run [options] [input-file|-]\n"
    "\n"
    "Compiles an MLIR program (text or cmir bytecode) to native code with LLVM\n"
    "and runs it, as mlir-cpu-runner-19 does. A program that is not yet in the\n"
    "LLVM dialect is lowered first with\n"
    "  lower-affine, convert-vector-to-scf, convert-scf-to-cf,\n"
    "  expand-strided-metadata, lower-affine, finalize-memref-to-llvm,\n"
    "  convert-vector-to-llvm, convert-to-llvm, reconcile-unrealized-casts\n"
    "(ceildivsi, ceildivui and floordivsi, which only arith-expand lowers, are\n"
    "expanded first; the other ops arith-expand rewrites are left alone)\n"
    "\n"
    "options:\n"
    "  -e NAME                   entry function (default: main)\n"
    "  -entry-point-result=KIND  void, i32, i64, f32 or f64 (default: void)\n"
    "  -O0 -O1 -O2 -O3           optimization level (default: -O2)\n"
    "  -shared-libs=A.so,B.so    libraries to resolve external symbols in\n"
    "  --no-lower                refuse input that is not in the LLVM dialect\n"
    "  -c                        write an object file instead of running\n"
    "  --emit-llvm               print the optimized LLVM IR instead of running\n"
    "  --emit-asm                print the assembly instead of running\n"
    "  -o FILE                   output of -c/--emit-llvm/--emit-asm\n"
    "                            (default: INPUT.o for -c, stdout otherwise)\n"
    "  --mcpu=NAME               CPU to compile for: 'native' is this machine's\n"
    "                            (default when running), 'generic' any CPU of the\n"
    "                            triple (default for -c, --emit-llvm, --emit-asm)\n"
    "  --cache-dir DIR           reuse object code compiled earlier (kept in DIR)\n"
    "  -v, --verbose             say on stderr whether the cache was used\n"
    "  --mlir-timing             print the time spent in each phase to stderr\n"
    "  --help, --version\n"
    "\n"
    "The functions of MLIR's runner libraries (printI64, printMemrefF32, ...)\n"
    "are built in (libcmir_runtime); -shared-libs may name MLIR's own too.\n"
    "exit codes: 0 ok, 1 bad input, compile or link error\n";

typedef enum Action { RUN, EMIT_OBJ, EMIT_LLVM, EMIT_ASM } Action;

typedef struct Options {
  const char *input, *output, *entry, *cache_dir, *mcpu;
  char *shared_libs; /* comma-separated, owned by argv */
  CmirInterpResult result;
  unsigned opt;
  Action action;
  bool no_lower, verbose, timing;
} Options;

#define TOOL "cmir-run"

/* --mlir-timing: seconds spent in each phase, printed to stderr at the end.
 * "startup" is the CPU time the process used before main (loading and
 * relocating the shared libraries, their static constructors). */
enum { T_STARTUP, T_PARSE, T_LOWER, T_TRANSLATE, T_OPTIMIZE, T_CODEGEN, T_RUN, T_WRITE, T_N };
static const char *const phase_names[T_N] = {"startup",  "parse",   "lower", "translate",
                                             "optimize", "codegen", "run",   "write"};
static double phase_time[T_N], phase_mark;

static double now(clockid_t clock) {
  struct timespec ts;
  clock_gettime(clock, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Charges the time since the previous mark to phase. */
static void mark(int phase) {
  double t = now(CLOCK_MONOTONIC);
  phase_time[phase] += t - phase_mark;
  phase_mark = t;
}

static void print_timing(void) {
  fputs(TOOL " timing (s):", stderr);
  for (int i = 0; i < T_N; i++)
    fprintf(stderr, " %s %.4f", phase_names[i], phase_time[i]);
  fputc('\n', stderr);
}

static int parse_args(int argc, char **argv, Options *o) {
  memset(o, 0, sizeof *o);
  o->entry = "main";
  o->result = CMIR_INTERP_VOID;
  o->opt = 2;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v;
    if (a[0] == '-' && a[1] == '-')
      a++; /* -flag and --flag alike, as LLVM tools */
    if (!strcmp(a, "-help") || !strcmp(a, "-h")) {
      fputs(usage, stdout);
      exit(0);
    } else if (!strcmp(a, "-version")) {
      printf(TOOL " %s (MLIR 19 semantics)\n", CMIR_VERSION_STRING);
      exit(0);
    } else if ((v = cmir_tool_flag_value(a, "-entry-point-result", &i, argc, argv))) {
      if (cmir_tool_parse_entry_result(TOOL, v, &o->result))
        return 1;
    } else if ((v = cmir_tool_flag_value(a, "-shared-libs", &i, argc, argv))) {
      o->shared_libs = (char *)v;
    } else if ((v = cmir_tool_flag_value(a, "-cache-dir", &i, argc, argv))) {
      o->cache_dir = v;
    } else if ((v = cmir_tool_flag_value(a, "-mcpu", &i, argc, argv))) {
      o->mcpu = v;
    } else if ((v = cmir_tool_flag_value(a, "-e", &i, argc, argv))) {
      o->entry = v;
    } else if (!strcmp(a, "-o") || !strncmp(a, "-o=", 3)) {
      if (!(v = cmir_tool_flag_value(a, "-o", &i, argc, argv)))
        return cmir_tool_fail(TOOL, "missing argument to -o");
      o->output = v;
    } else if (a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && !a[3]) {
      o->opt = (unsigned)(a[2] - '0');
    } else if (!strcmp(a, "-c")) {
      o->action = EMIT_OBJ;
    } else if (!strcmp(a, "-emit-llvm")) {
      o->action = EMIT_LLVM;
    } else if (!strcmp(a, "-emit-asm")) {
      o->action = EMIT_ASM;
    } else if (!strcmp(a, "-no-lower")) {
      o->no_lower = true;
    } else if (!strcmp(a, "-mlir-timing")) {
      o->timing = true;
    } else if (!strcmp(a, "-v") || !strcmp(a, "-verbose")) {
      o->verbose = true;
    } else if (a[0] == '-' && a[1]) {
      fprintf(stderr, TOOL ": unknown option '%s' (see --help)\n", argv[i]);
      return 1;
    } else {
      if (o->input)
        return cmir_tool_fail(TOOL, "more than one input file given");
      o->input = argv[i];
    }
  }
  if (!o->input)
    o->input = "-";
  return 0;
}

#ifdef CMIR_HAVE_LLVM

static const char lowering[] = "lower-affine,convert-vector-to-scf,convert-scf-to-cf,"
                               "expand-strided-metadata,lower-affine,finalize-memref-to-llvm,"
                               "convert-vector-to-llvm,convert-to-llvm,reconcile-unrealized-casts";

/* True for ops of the LLVM dialect and the module itself. */
static bool in_llvm_dialect(CmirOp *op, void *user) {
  CmirOp **first = user;
  if (!strncmp(cmir_op_name(op), "llvm.", 5) || cmir_op_isa(op, CMIR_OP_BUILTIN_MODULE))
    return true;
  *first = op;
  return false;
}

/* The first op outside the LLVM dialect that is not a cast the lowering
 * left (first[0]), else the first such cast (first[1]). */
static bool unlowered(CmirOp *op, void *user) {
  CmirOp **first = user;
  if (!strncmp(cmir_op_name(op), "llvm.", 5) || cmir_op_isa(op, CMIR_OP_BUILTIN_MODULE))
    return true;
  if (!cmir_op_isa(op, CMIR_OP_BUILTIN_UNREALIZED_CONVERSION_CAST)) {
    first[0] = op;
    return false;
  }
  if (!first[1])
    first[1] = op;
  return true;
}

/* Lowers module to the LLVM dialect unless it is there already. */
static int lower(CmirContext *ctx, CmirOp *module, const Options *o) {
  CmirOp *first = NULL;
  cmir_op_walk(module, in_llvm_dialect, &first);
  if (!first)
    return 0;
  if (o->no_lower) {
    cmir_op_error(first, "'%s' is not in the LLVM dialect (--no-lower)", cmir_op_name(first));
    return 1;
  }
  /* Only the divisions: arith-expand's float min/max would replace
   * convert-arith-to-llvm's intrinsics for the whole module. */
  if (cmir_arith_expand_divisions(module))
    return 1;
  CmirPassManager *pm = cmir_pm_create(ctx);
  CmirStatus st = cmir_pm_parse_pipeline(pm, lowering);
  if (!st)
    st = cmir_pm_run(pm, module);
  cmir_pm_destroy(pm);
  if (st)
    return 1;
  /* An op no pattern lowered stays, with casts of its operands and results
   * the lowering could not reconcile: name the op, not a cast located at
   * whatever defined a value it uses. */
  CmirOp *left[2] = {NULL, NULL};
  cmir_op_walk(module, unlowered, left);
  if (left[0]) {
    cmir_op_error(left[0], "'%s' was not lowered to the LLVM dialect", cmir_op_name(left[0]));
    return 1;
  }
  if (left[1]) {
    cmir_op_error(left[1], "the lowering left a 'builtin.unrealized_conversion_cast' it could not "
                           "reconcile");
    return 1;
  }
  return 0;
}

/* ---- symbols ---- */

/* The shared libraries of -shared-libs, opened to check symbols. */
typedef struct Libs {
  void **handles;
  char **paths;
  size_t n;
} Libs;

static int open_libs(const Options *o, Libs *libs) {
  memset(libs, 0, sizeof *libs);
  if (!o->shared_libs || !*o->shared_libs)
    return 0;
  size_t cap = 1;
  for (const char *p = o->shared_libs; *p; p++)
    cap += *p == ',';
  libs->handles = calloc(cap, sizeof *libs->handles);
  libs->paths = calloc(cap, sizeof *libs->paths);
  const char *p = o->shared_libs;
  while (*p) {
    size_t len = strcspn(p, ",");
    if (len) {
      char *path = strndup(p, len);
      void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
      if (!h) {
        fprintf(stderr, TOOL ": cannot load shared library '%s': %s\n", path, dlerror());
        free(path);
        return 1;
      }
      libs->paths[libs->n] = path;
      libs->handles[libs->n++] = h;
    }
    p += len + (p[len] == ',');
  }
  return 0;
}

static void close_libs(Libs *libs) {
  for (size_t i = 0; i < libs->n; i++) {
    dlclose(libs->handles[i]);
    free(libs->paths[i]);
  }
  free(libs->handles);
  free(libs->paths);
}

static bool resolvable(const Libs *libs, const char *name) {
  if (cmir_jit_runtime_symbol(name) || dlsym(RTLD_DEFAULT, name))
    return true;
  for (size_t i = 0; i < libs->n; i++)
    if (dlsym(libs->handles[i], name))
      return true;
  return false;
}

static const char *sym_name(CmirOp *op) {
  const CmirAttr *a = cmir_op_get(op, "sym_name");
  return a && a->kind == CMIR_ATTR_STRING ? a->str.s : NULL;
}

/* "undefined symbol @name" at every external function or global the
 * runtime, the process and the shared libraries do not define. Checked
 * before JIT linking, which would only name the symbols. */
static int check_symbols(CmirOp *module, const Libs *libs) {
  int bad = 0;
  CmirRegion *r = &cmir_op_regions(module)[0];
  for (CmirOp *op = r->first ? r->first->first : NULL; op; op = op->next) {
    bool external;
    if (cmir_op_isa(op, CMIR_OP_LLVM_FUNC))
      external = !cmir_op_regions(op)[0].first;
    else if (cmir_op_isa(op, CMIR_OP_LLVM_MLIR_GLOBAL))
      external = !cmir_op_regions(op)[0].first && !cmir_op_get(op, "value");
    else
      continue;
    const char *name = sym_name(op);
    if (external && name && !resolvable(libs, name)) {
      cmir_op_error(op, "undefined symbol @%s", name);
      bad = 1;
    }
  }
  return bad;
}

/* The entry function must exist, take nothing and return the kind asked. */
static int check_entry(CmirOp *module, const Options *o) {
  CmirRegion *r = &cmir_op_regions(module)[0];
  CmirOp *fn = NULL;
  for (CmirOp *op = r->first ? r->first->first : NULL; op; op = op->next) {
    const char *name = sym_name(op);
    if (cmir_op_isa(op, CMIR_OP_LLVM_FUNC) && name && !strcmp(name, o->entry))
      fn = op;
  }
  if (!fn || !cmir_op_regions(fn)[0].first) {
    fprintf(stderr, TOOL ": error: entry point @%s not found%s\n", o->entry,
            fn ? " (it is only declared)" : "");
    return 1;
  }
  const CmirAttr *ta = cmir_op_get(fn, "function_type");
  const CmirType *t = ta && ta->kind == CMIR_ATTR_TYPE ? ta->type.type : NULL;
  if (!t || t->kind != CMIR_TYPE_LLVM_FUNC)
    return cmir_op_error(fn, "entry point has no function type"), 1;
  const CmirType *ret = t->lfn.ret;
  bool fits;
  switch (o->result) {
  case CMIR_INTERP_VOID:
    fits = ret->kind == CMIR_TYPE_LLVM_VOID;
    break;
  case CMIR_INTERP_I32:
    fits = cmir_type_is_signless_int(ret, 32);
    break;
  case CMIR_INTERP_I64:
    fits = cmir_type_is_signless_int(ret, 64);
    break;
  case CMIR_INTERP_F32:
    fits = ret->kind == CMIR_TYPE_FLOAT && ret->flt.fk == CMIR_F_F32;
    break;
  default:
    fits = ret->kind == CMIR_TYPE_FLOAT && ret->flt.fk == CMIR_F_F64;
    break;
  }
  if (t->lfn.n || (t->flags & 1) || !fits) {
    const char *kind = cmir_tool_entry_result_name(o->result);
    cmir_op_error(fn,
                  "entry point @%s must take no arguments and return %s "
                  "(-entry-point-result=%s)",
                  o->entry, o->result ? kind : "nothing", kind);
    return 1;
  }
  return 0;
}

/* ---- compiling ---- */

/* What LLVM's code generator for ELF aborts on (report_fatal_error) rather
 * than reports, as located errors: a linker option that is not a key and a
 * value (the .linker-options section holds pairs), and a global with
 * appending linkage that is not one of the lists LLVM knows (ctors, dtors,
 * llvm.used) or in section "llvm.metadata". Only for code generation:
 * --emit-llvm prints them as they are. */
static int check_codegen(CmirOp *module) {
  int bad = 0;
  CmirRegion *r = &cmir_op_regions(module)[0];
  for (CmirOp *op = r->first ? r->first->first : NULL; op; op = op->next) {
    if (cmir_op_isa(op, CMIR_OP_LLVM_LINKER_OPTIONS)) {
      const CmirAttr *a = cmir_op_get_prop(op, "options");
      if (a && a->kind == CMIR_ATTR_ARRAY && a->arr.n != 2) {
        cmir_op_error(op, "linker options in an ELF object are pairs (a key and a value); "
                          "this op has %u string%s", a->arr.n, a->arr.n == 1 ? "" : "s");
        bad = 1;
      }
    } else if (cmir_op_isa(op, CMIR_OP_LLVM_MLIR_GLOBAL)) {
      const CmirAttr *l = cmir_op_get_prop(op, "linkage");
      const CmirAttr *sec = cmir_op_get_prop(op, "section");
      const char *name = sym_name(op);
      bool appending = l && l->kind == CMIR_ATTR_ENUM && l->en.value == 6;
      bool metadata = sec && sec->kind == CMIR_ATTR_STRING && sec->str.len == 13 &&
                      !memcmp(sec->str.s, "llvm.metadata", 13);
      if (appending && !metadata &&
          (!name || (strcmp(name, "llvm.global_ctors") && strcmp(name, "llvm.global_dtors") &&
                     strcmp(name, "llvm.used")))) {
        cmir_op_error(op, "appending linkage is only for llvm.global_ctors, "
                          "llvm.global_dtors and llvm.used; code generation cannot "
                          "emit @%s", name ? name : "?");
        bad = 1;
      }
    }
  }
  return bad;
}

/* Prints "cmir-run: error: MSG" and frees msg; returns 1. */
static int jit_fail(char *msg) {
  fprintf(stderr, TOOL ": error: %s\n", msg ? msg : "unknown error");
  free(msg);
  return 1;
}

/* The CPU compiled for: this machine's when running (as mlir-cpu-runner), a
 * portable one otherwise, unless --mcpu says. */
static const char *target_cpu(const Options *o) {
  return o->mcpu ? o->mcpu : o->action == RUN ? "native" : "generic";
}

static void optimized(void) { mark(T_OPTIMIZE); }

/* Module to an object file (or, for --emit-*, the requested text into
 * *text). Consumes mod. */
static LLVMMemoryBufferRef codegen(LLVMModuleRef mod, const Options *o, char **text) {
  /* Code generation at the -O level for files, as llc; when running, at
   * LLVM's default level or above whatever -O says, as mlir-cpu-runner-19's
   * JIT compiles (its -O0 and -O1 only choose the IR pipeline). */
  unsigned level = o->action == RUN && o->opt < 2 ? 2 : o->opt;
  CmirObjectKind kind = o->action == EMIT_LLVM  ? CMIR_OBJECT_IR
                        : o->action == EMIT_ASM ? CMIR_OBJECT_ASM
                                                : CMIR_OBJECT_FILE;
  char *err = NULL;
  LLVMMemoryBufferRef obj =
      cmir_object_compile(mod, target_cpu(o), o->opt, level, kind, text, &err, optimized);
  if (!obj && !*text)
    jit_fail(err);
  mark(T_CODEGEN);
  return obj;
}

/* ---- running ---- */

/* Links obj (consumed) in an LLJIT with the runtime, the shared libraries
 * and the process, then calls the entry and prints its result. */
static int run(LLVMMemoryBufferRef obj, const Options *o, const Libs *libs) {
  char *err = NULL;
  CmirJit *jit = cmir_jit_create((const char *const *)libs->paths, libs->n, &err);
  if (!jit) {
    LLVMDisposeMemoryBuffer(obj);
    return jit_fail(err);
  }
  void *fn;
  LLVMOrcResourceTrackerRef rt;
  int rc = 1;
  if (cmir_jit_add(jit, obj, o->entry, &fn, &rt, &err)) {
    jit_fail(err);
  } else {
    CmirInterpValue v;
    cmir_jit_call(fn, o->result, &v);
    fflush(stdout);
    cmir_tool_print_entry_result(stdout, o->result, v);
    fflush(stdout);
    LLVMOrcReleaseResourceTracker(rt);
    rc = 0;
  }
  if (cmir_jit_destroy(jit, &err))
    rc = jit_fail(err);
  return rc;
}

static char *default_object_name(const char *input) {
  if (!strcmp(input, "-"))
    return strdup("a.o");
  const char *base = strrchr(input, '/');
  base = base ? base + 1 : input;
  const char *dot = strrchr(base, '.');
  size_t n = dot && dot != base ? (size_t)(dot - base) : strlen(base);
  char *out = malloc(n + 3);
  memcpy(out, base, n);
  memcpy(out + n, ".o", 3);
  return out;
}

/* Everything after parsing: lower, check, compile (or load from the
 * cache), then run or write. */
static int native(CmirContext *ctx, CmirOp *module, const Options *o) {
  int lowered = lower(ctx, module, o);
  mark(T_LOWER);
  if (lowered)
    return 1;
  Libs libs;
  if (open_libs(o, &libs)) {
    close_libs(&libs);
    return 1;
  }
  int rc = 1;
  char *path = NULL, key[33];
  if (o->action == RUN && (check_entry(module, o) || check_symbols(module, &libs)))
    goto out;
  if (o->action != EMIT_LLVM && check_codegen(module))
    goto out;

  cmir_jit_init_native();
  LLVMMemoryBufferRef obj = NULL;
  if (o->cache_dir && o->action != EMIT_LLVM && o->action != EMIT_ASM) {
    char config[64];
    snprintf(config, sizeof config, "O%u %s", o->opt, o->action == RUN ? "jit" : "file");
    if (cmir_object_cache_key(module, config, target_cpu(o), key))
      goto out;
    obj = cmir_object_cache_load(o->cache_dir, key, &path);
    if (o->verbose)
      fprintf(stderr, TOOL ": cache %s: %s\n", obj ? "hit" : "miss", path);
  }
  if (!obj) {
    LLVMContextRef llctx = LLVMContextCreate();
    LLVMModuleRef mod = cmir_llvm_translate_for_host(module, llctx);
    mark(T_TRANSLATE);
    char *text = NULL;
    if (mod)
      obj = codegen(mod, o, &text);
    if (text) {
      rc = cmir_tool_write_output(TOOL, o->output, text, strlen(text));
      LLVMDisposeMessage(text);
    }
    LLVMContextDispose(llctx);
    if (!obj)
      goto out;
    if (path)
      cmir_object_cache_store(TOOL, o->cache_dir, path, key, obj);
  }
  if (o->action == RUN) {
    rc = run(obj, o, &libs);
    mark(T_RUN);
  } else {
    char *name = o->output || o->action != EMIT_OBJ ? NULL : default_object_name(o->input);
    rc = cmir_tool_write_output(TOOL, name ? name : o->output, LLVMGetBufferStart(obj),
                                LLVMGetBufferSize(obj));
    free(name);
    LLVMDisposeMemoryBuffer(obj);
    mark(T_WRITE);
  }
out:
  free(path);
  close_libs(&libs);
  return rc;
}

#else /* !CMIR_HAVE_LLVM */

static int native(CmirContext *ctx, CmirOp *module, const Options *o) {
  if (o->action != RUN) {
    fputs(TOOL ": error: the native backend is not built (configured --without-llvm); "
               "-c, --emit-llvm and --emit-asm need it\n",
          stderr);
    return 1;
  }
  fputs(TOOL ": the native backend is not built; running the program on the interpreter\n", stderr);
  CmirInterpOptions io;
  memset(&io, 0, sizeof io);
  CmirInterp *interp = NULL;
  if (cmir_tool_prepare_for_interp(ctx, module))
    return 1;
  CmirInterpStatus st = cmir_interp_create(module, &io, &interp);
  CmirInterpValue result = {0};
  if (!st)
    st = cmir_interp_run(interp, o->entry, o->result, &result);
  fflush(stdout);
  mark(T_RUN);
  if (!st)
    cmir_tool_print_entry_result(stdout, o->result, result);
  cmir_interp_destroy(interp);
  return (int)st;
}

#endif

int main(int argc, char **argv) {
  cmir_tool_tune_heap();
  phase_time[T_STARTUP] = now(CLOCK_PROCESS_CPUTIME_ID);
  phase_mark = now(CLOCK_MONOTONIC);
  Options o;
  if (parse_args(argc, argv, &o))
    return 1;
  size_t len;
  char *buf = cmir_tool_read_input(TOOL, o.input, &len);
  if (!buf)
    return 1;
  CmirContext *ctx = cmir_context_create();
  cmir_dialects_register_all(ctx);
  cmir_passes_register_all(ctx);
  const char *fname = strcmp(o.input, "-") ? o.input : "<stdin>";
  const CmirIdent *file = cmir_ident(ctx, fname);
  cmir_context_add_source(ctx, file, buf, len);
  CmirOp *module = cmir_tool_load(ctx, file->str, buf, len, 0);
  int rc = 1;
  if (module) {
    mark(T_PARSE);
    rc = native(ctx, module, &o);
  }
  if (module)
    cmir_op_destroy(module);
  cmir_context_destroy(ctx);
  free(buf);
  if (o.timing)
    print_timing();
  return rc;
}
