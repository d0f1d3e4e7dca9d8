/* cmir-interp: runs a func/arith/cf/scf/memref/llvm program (text or cmir
 * bytecode) with the reference interpreter, taking mlir-cpu-runner-19's
 * flags. Exit codes: 0 ok, 1 bad input, 2 undefined behaviour detected,
 * 3 step or call depth limit. */
#include "cmir/cmir.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char usage[] =
    "usage: cmir-interp [options] [input-file|-]\n"
    "\n"
    "Runs an MLIR program (func, arith, cf, scf, memref, llvm, or a mix) with\n"
    "the reference interpreter, as mlir-cpu-runner-19 runs its lowered form.\n"
    "\n"
    "options:\n"
    "  -e NAME                       entry function (default: main)\n"
    "  -entry-point-result=KIND      void, i32, i64, f32 or f64 (default: void)\n"
    "  --check-uninit                reading memory never written is an error\n"
    "  --check-leaks                 heap memory not freed at exit is an error\n"
    "  --max-steps N                 stop after N executed ops (exit code 3)\n"
    "  --max-depth N                 call depth limit (default 100000; exit code 3)\n"
    "  --trace                       print each executed op on stderr\n"
    "  --stats                       print executed ops and time on stderr\n"
    "  --dump-code                   print the interpreter's code for each function\n"
    "  -shared-libs=..., -O0..-O3    accepted for compatibility, ignored\n"
    "  --help, --version\n"
    "\n"
    "exit codes: 0 ok, 1 bad input, 2 undefined behaviour, 3 step/depth limit\n";

typedef struct Options {
  const char *input, *entry;
  CmirInterpResult result;
  CmirInterpOptions io;
  bool stats;
} Options;

/* A count flag's value: decimal digits only, from 1 to max; else an error
 * naming the flag. */
static int parse_count(const char *flag, const char *v, uint64_t max, uint64_t *out) {
  uint64_t n = 0;
  bool ok = *v != 0;
  for (const char *p = v; ok && *p; p++) {
    unsigned d = (unsigned)(*p - '0');
    if (d > 9 || n > (max - d) / 10)
      ok = false;
    else
      n = n * 10 + d;
  }
  if (!ok || n == 0) {
    fprintf(stderr, "cmir-interp: bad %s value '%s' (a whole number from 1 to %llu)\n", flag, v,
            (unsigned long long)max);
    return 1;
  }
  *out = n;
  return 0;
}

static int parse_args(int argc, char **argv, Options *o) {
  memset(o, 0, sizeof *o);
  o->entry = "main";
  o->result = CMIR_INTERP_VOID;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v;
    if (a[0] == '-' && a[1] == '-')
      a++; /* -flag and --flag alike, as LLVM tools */
    if (!strcmp(a, "-help") || !strcmp(a, "-h")) {
      fputs(usage, stdout);
      exit(0);
    } else if (!strcmp(a, "-version")) {
      printf("cmir-interp %s (MLIR 19 semantics)\n", CMIR_VERSION_STRING);
      exit(0);
    } else if ((v = cmir_tool_flag_value(a, "-entry-point-result", &i, argc, argv))) {
      if (cmir_tool_parse_entry_result("cmir-interp", v, &o->result))
        return 1;
    } else if ((v = cmir_tool_flag_value(a, "-e", &i, argc, argv))) {
      o->entry = v;
    } else if ((v = cmir_tool_flag_value(a, "-max-steps", &i, argc, argv))) {
      if (parse_count("--max-steps", v, UINT64_MAX, &o->io.max_steps))
        return 1;
    } else if ((v = cmir_tool_flag_value(a, "-max-depth", &i, argc, argv))) {
      uint64_t n;
      if (parse_count("--max-depth", v, UINT32_MAX, &n))
        return 1;
      o->io.max_depth = (uint32_t)n;
    } else if (!strcmp(a, "-check-uninit")) {
      o->io.check_uninit = true;
    } else if (!strcmp(a, "-check-leaks")) {
      o->io.check_leaks = true;
    } else if (!strcmp(a, "-trace")) {
      o->io.trace = true;
    } else if (!strcmp(a, "-stats")) {
      o->stats = true;
    } else if (!strcmp(a, "-dump-code")) {
      o->io.dump_code = true;
    } else if (!strncmp(a, "-shared-libs", 12) || (a[1] == 'O' && a[2] && !a[3])) {
      if (!strcmp(a, "-shared-libs"))
        i++;
    } else if (a[0] == '-' && a[1]) {
      fprintf(stderr, "cmir-interp: unknown option '%s' (see --help)\n", argv[i]);
      return 1;
    } else {
      if (o->input)
        return cmir_tool_fail("cmir-interp", "more than one input file given");
      o->input = argv[i];
    }
  }
  if (!o->input)
    o->input = "-";
  return 0;
}

int main(int argc, char **argv) {
  cmir_tool_tune_heap();
  Options o;
  if (parse_args(argc, argv, &o))
    return 1;
  size_t len;
  char *buf = cmir_tool_read_input("cmir-interp", o.input, &len);
  if (!buf)
    return 1;
  if (len >= 4 && !memcmp(buf, "ML\xef\x52", 4)) {
    free(buf);
    return cmir_tool_fail("cmir-interp", "MLIR's own bytecode is not supported: convert it to "
                                         "text or cmir bytecode first");
  }
  CmirContext *ctx = cmir_context_create();
  cmir_dialects_register_all(ctx);
  cmir_passes_register_all(ctx);
  const char *fname = strcmp(o.input, "-") ? o.input : "<stdin>";
  const CmirIdent *file = cmir_ident(ctx, fname);
  cmir_context_add_source(ctx, file, buf, len);
  CmirOp *module = cmir_tool_load(ctx, file->str, buf, len, 0);
  int rc = 1;
  if (module && !cmir_tool_prepare_for_interp(ctx, module)) {
    CmirInterp *interp = NULL;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    CmirInterpStatus st = cmir_interp_create(module, &o.io, &interp);
    CmirInterpValue result = {0};
    if (!st)
      st = cmir_interp_run(interp, o.entry, o.result, &result);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    if (!st)
      cmir_tool_print_entry_result(stdout, o.result, result);
    fflush(stdout);
    if (o.stats && interp) {
      double secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
      uint64_t steps = cmir_interp_steps(interp);
      fprintf(stderr, "cmir-interp: %llu ops in %.3f s (%.1f M ops/s)\n", (unsigned long long)steps,
              secs, secs > 0 ? (double)steps / secs / 1e6 : 0.0);
    }
    cmir_interp_destroy(interp);
    rc = (int)st;
  }
  if (module)
    cmir_op_destroy(module);
  cmir_context_destroy(ctx);
  free(buf);
  return rc;
}
