/* cmir-opt: parse, verify, transform and print MLIR, like mlir-opt. */
#include "cmir/cmir.h"
#include "support/support.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>
#include <time.h>

static const char usage[] =
    "usage: cmir-opt [options] [input-file|-]\n"
    "\n"
    "Parses MLIR text, verifies it, runs passes and prints the result.\n"
    "\n"
    "options:\n"
    "  -o FILE                       write output to FILE (atomically; '-' is stdout)\n"
    "  --mlir-print-op-generic       print every op in generic form\n"
    "  --mlir-print-debuginfo        print locations\n"
    "  --mlir-pretty-debuginfo       print locations in MLIR's pretty form (always\n"
    "                                inline; with --mlir-print-debuginfo)\n"
    "  --mlir-print-local-scope      print affine maps, integer sets and locations\n"
    "                                where they are used, without aliases\n"
    "  --mlir-print-skip-regions     print regions as {...}\n"
    "  --mlir-print-unique-ssa-ids   never reuse a value's number or name in a\n"
    "                                sibling region\n"
    "  --mlir-print-elementsattrs-with-hex-if-larger=N\n"
    "                                dense elements of more than N elements as hex\n"
    "                                (default 100, -1 never)\n"
    "  --emit-bytecode               write cmir bytecode instead of text (bytecode\n"
    "                                input is recognized by itself)\n"
    "  --split-input-file            split the input at '// -----' lines and process\n"
    "                                each chunk separately\n"
    "  --verify-diagnostics          check '// expected-error {{...}}' annotations\n"
    "                                instead of printing diagnostics\n"
    "  --allow-unregistered-dialect  accept ops of dialects cmir does not know\n"
    "  --no-implicit-module          the input must be one top-level op, which is\n"
    "                                not wrapped in a builtin.module\n"
    "  --pass-pipeline=PIPELINE      run passes, e.g. 'builtin.module(canonicalize,cse)'\n"
    "  --no-verify-each              do not verify after each pass\n"
    "  --mlir-timing                 print the time spent in each phase to stderr\n"
    "                                (bytecode is verified while read: in 'parse'),\n"
    "                                and the new memory the parse phase touched\n"
    "  --mlir-disable-threading      read bytecode on one thread\n"
    "  --threads=N                   read bytecode with N threads (default: one per\n"
    "                                CPU for large files)\n"
    "  --help                        print this help\n"
    "  --version                     print the version\n"
    "\n"
    "passes (also usable as --NAME):\n";

typedef struct Options {
  const char *input;
  const char *output;
  bool hex_limit_given;
  int64_t hex_limit;
  bool generic, debug_info, local_scope, skip_regions, unique_ids, pretty_debuginfo,
      no_implicit_module, split, verify_diags, allow_unreg, no_verify_each, timing, emit_bc;
  bool discard_consumed; /* the input is a file mapping the parser may drop */
  unsigned threads;      /* bytecode reading: 0 automatic */
  double t_parse, t_verify, t_passes, t_print, t_free; /* --mlir-timing */
  long parse_pages; /* pages first touched while parsing (minor faults) */
  CMIR_VEC(char *) pipeline; /* pass pipeline pieces in order */
} Options;

static int parse_args(int argc, char **argv, Options *o) {
  memset(o, 0, sizeof *o);
  size_t npasses;
  const CmirPassInfo *passes = cmir_passes(&npasses);
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v;
    if (a[0] == '-' && a[1] == '-')
      a++; /* accept -flag and --flag alike, as LLVM tools do */
    if (!strcmp(a, "-help") || !strcmp(a, "-h")) {
      fputs(usage, stdout);
      for (size_t k = 0; k < npasses; k++)
        printf("  --%-28s%s\n", passes[k].name, passes[k].summary);
      exit(0);
    } else if (!strcmp(a, "-version")) {
      printf("cmir-opt %s (MLIR 19 compatible syntax)\n", CMIR_VERSION_STRING);
      exit(0);
    } else if (!strcmp(a, "-o") || !strncmp(a, "-o=", 3)) {
      if (!(v = cmir_tool_flag_value(a, "-o", &i, argc, argv)))
        return cmir_tool_fail("cmir-opt", "missing argument to -o");
      o->output = v;
    } else if (!strcmp(a, "-mlir-print-op-generic")) {
      o->generic = true;
    } else if (!strcmp(a, "-mlir-print-debuginfo")) {
      o->debug_info = true;
    } else if (!strcmp(a, "-mlir-print-local-scope")) {
      o->local_scope = true;
    } else if (!strcmp(a, "-mlir-pretty-debuginfo")) {
      o->pretty_debuginfo = true;
    } else if (!strcmp(a, "-mlir-print-unique-ssa-ids")) {
      o->unique_ids = true;
    } else if (!strcmp(a, "-mlir-print-skip-regions")) {
      o->skip_regions = true;
    } else if ((v = cmir_tool_flag_value(a, "-mlir-print-elementsattrs-with-hex-if-larger", &i,
                                         argc, argv))) {
      char *end;
      long long n = strtoll(v, &end, 10);
      if (!*v || *end || n < -1)
        return cmir_tool_fail(
            "cmir-opt", "--mlir-print-elementsattrs-with-hex-if-larger wants an integer >= -1");
      o->hex_limit_given = true;
      o->hex_limit = n;
    } else if (!strcmp(a, "-no-implicit-module")) {
      o->no_implicit_module = true;
    } else if (!strcmp(a, "-emit-bytecode")) {
      o->emit_bc = true;
    } else if (!strcmp(a, "-split-input-file")) {
      o->split = true;
    } else if (!strcmp(a, "-verify-diagnostics")) {
      o->verify_diags = true;
    } else if (!strcmp(a, "-allow-unregistered-dialect")) {
      o->allow_unreg = true;
    } else if (!strcmp(a, "-mlir-timing")) {
      o->timing = true;
    } else if (!strcmp(a, "-mlir-disable-threading")) {
      o->threads = 1;
    } else if ((v = cmir_tool_flag_value(a, "-threads", &i, argc, argv))) {
      if (cmir_tool_parse_threads("cmir-opt", v, &o->threads))
        return 1;
    } else if (!strcmp(a, "-no-verify-each") || !strcmp(a, "-verify-each=false")) {
      o->no_verify_each = true;
    } else if (!strncmp(a, "-pass-pipeline=", 15)) {
      cmir_vec_push(&o->pipeline, strdup(a + 15));
    } else if (!strcmp(a, "-pass-pipeline")) {
      if (++i >= argc)
        return cmir_tool_fail("cmir-opt", "missing argument to --pass-pipeline");
      cmir_vec_push(&o->pipeline, strdup(argv[i]));
    } else if (a[0] == '-' && a[1]) {
      bool found = false;
      for (size_t k = 0; k < npasses && !found; k++) {
        size_t n = strlen(passes[k].name);
        if (!strncmp(a + 1, passes[k].name, n) && (a[1 + n] == 0 || a[1 + n] == '=')) {
          char buf[512];
          if (a[1 + n] == '=')
            snprintf(buf, sizeof buf, "%s{%s}", passes[k].name, a + 2 + n);
          else
            snprintf(buf, sizeof buf, "%s", passes[k].name);
          cmir_vec_push(&o->pipeline, strdup(buf));
          found = true;
        }
      }
      if (!found) {
        fprintf(stderr, "cmir-opt: unknown option '%s' (see --help)\n", argv[i]);
        return 1;
      }
    } else {
      if (o->input)
        return cmir_tool_fail("cmir-opt", "more than one input file given");
      o->input = argv[i];
    }
  }
  if (!o->input)
    o->input = "-";
  return 0;
}

static long minor_faults(void) {
  struct rusage ru;
  return getrusage(RUSAGE_SELF, &ru) == 0 ? ru.ru_minflt : 0;
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Runs one chunk; appends its output. Returns 0 or 1. */
static int process(CmirContext *ctx, Options *o, const CmirIdent *file, const char *buf,
                   size_t len, uint32_t line_offset, CmirStrBuf *out) {
  CmirParseOptions po = {file->str, line_offset, o->discard_consumed, o->no_implicit_module};
  long f0 = minor_faults();
  double t0 = now();
  /* Bytecode is verified while it is read (function bodies in parallel):
   * its verify time is part of the parse time. */
  bool bc = cmir_bc_is_bytecode(buf, len);
  CmirBcReadOptions bo = {.filename = file->str, .verify = !o->verify_diags, .threads = o->threads};
  CmirOp *module = bc ? cmir_bc_read(ctx, buf, len, &bo) : cmir_parse_source(ctx, buf, len, &po);
  double t1 = now();
  o->t_parse += t1 - t0;
  o->parse_pages += minor_faults() - f0;
  if (!module)
    return 1;
  int rc = 0;
  bool bad = !bo.verify || !bc ? cmir_verify_ex(module, !o->verify_diags) != CMIR_OK : false;
  double t2 = now();
  o->t_verify += t2 - t1;
  if (bad) {
    rc = 1;
  } else if (o->pipeline.len) {
    CmirPassManager *pm = cmir_pm_create(ctx);
    cmir_pm_set_verify_each(pm, !o->no_verify_each);
    for (uint32_t i = 0; i < o->pipeline.len && !rc; i++)
      if (cmir_pm_parse_pipeline(pm, o->pipeline.data[i]))
        rc = 1;
    if (!rc && cmir_pm_run(pm, module))
      rc = 1;
    cmir_pm_destroy(pm);
  }
  double t3 = now();
  o->t_passes += t3 - t2;
  if (!rc && o->emit_bc) {
    void *data;
    size_t n;
    if (cmir_bc_write(module, NULL, &data, &n) == CMIR_OK) {
      cmir_sb_putn(out, data, n);
      free(data);
    } else {
      rc = 1;
    }
  } else if (!rc) {
    CmirPrintOptions popts = {o->generic,      o->debug_info,      o->local_scope,
                              o->skip_regions, o->hex_limit_given, o->hex_limit,
                              o->unique_ids,   o->pretty_debuginfo};
    cmir_print_op(out, module, &popts);
    if (!o->local_scope)
      cmir_sb_putc(out, '\n'); /* MLIR ends with an empty line, but not in local scope */
  }
  double t4 = now();
  o->t_print += t4 - t3;
  cmir_op_destroy(module);
  o->t_free += now() - t4;
  return rc;
}

static void free_options(Options *o) {
  for (uint32_t i = 0; i < o->pipeline.len; i++)
    free(o->pipeline.data[i]);
  cmir_vec_free(&o->pipeline);
}

int main(int argc, char **argv) {
  cmir_tool_tune_heap();
  Options o;
  if (parse_args(argc, argv, &o)) {
    free_options(&o);
    return 1;
  }
  size_t len;
  bool mapped;
  char *buf = cmir_tool_map_input("cmir-opt", o.input, &len, &mapped);
  if (!buf) {
    free_options(&o);
    return 1;
  }
  o.discard_consumed = mapped;
  CmirContext *ctx = cmir_context_create();
  cmir_dialects_register_all(ctx);
  cmir_passes_register_all(ctx);
  cmir_context_allow_unregistered(ctx, o.allow_unreg);
  const char *fname = strcmp(o.input, "-") ? o.input : "<stdin>";
  const CmirIdent *file = cmir_ident(ctx, fname);
  cmir_context_add_source(ctx, file, buf, len);
  CmirDiagCollector dc;
  if (o.verify_diags)
    cmir_diag_collector_install(&dc, ctx);
  CmirOutput dest;
  if (cmir_tool_output_open("cmir-opt", o.output, &dest)) {
    free_options(&o);
    cmir_context_destroy(ctx);
    cmir_tool_release_input(buf, len, mapped);
    return 1;
  }
  /* Output streams to its destination; on failure a file output is
   * removed, so the previous file stays intact. */
  CmirStrBuf out;
  cmir_sb_init(&out);
  cmir_sb_set_sink(&out, dest.f);
  int rc = 0;
  CmirChunk *chunks;
  size_t nchunks = cmir_tool_split(buf, len, o.split && !cmir_bc_is_bytecode(buf, len), &chunks);
  if (o.emit_bc && nchunks > 1) {
    fprintf(stderr, "cmir-opt: --emit-bytecode writes one module; it cannot be combined "
                    "with --split-input-file\n");
    rc = 1;
    nchunks = 0;
  }
  for (size_t i = 0; i < nchunks; i++) {
    if (i)
      cmir_sb_puts(&out, "// -----\n");
    if (process(ctx, &o, file, chunks[i].start, chunks[i].len, chunks[i].line_offset, &out))
      rc = 1;
  }
  free(chunks);
  if (o.verify_diags) {
    rc = cmir_diag_collector_check(&dc, ctx, file, buf, len) ? 1 : 0;
    cmir_diag_collector_free(&dc);
  }
  if (!cmir_sb_flush(&out) && rc == 0) {
    fprintf(stderr, "cmir-opt: cannot write output\n");
    rc = 1;
  }
  if (cmir_tool_output_close("cmir-opt", &dest, rc == 0))
    rc = 1;
  if (o.timing)
    fprintf(stderr,
            "cmir-opt timing (s): parse %.4f  verify %.4f  passes %.4f  print %.4f  free %.4f\n",
            o.t_parse, o.t_verify, o.t_passes, o.t_print, o.t_free);
  if (o.timing)
    fprintf(stderr, "cmir-opt memory: parse touched %.1f MiB of new pages\n",
            (double)o.parse_pages * (double)sysconf(_SC_PAGESIZE) / (1024.0 * 1024.0));
  cmir_sb_free(&out);
  free_options(&o);
  cmir_context_destroy(ctx);
  cmir_tool_release_input(buf, len, mapped);
  return rc;
}
