/* cmir-fuzz: the differential fuzzer's command line. `--seed N --emit`
 * prints generated program N (src/fuzz/gen.c); each mode has its own run_*
 * function below, and every option is one row of opt_rows[]. Exit codes:
 * 0 ok, 1 bad usage or input. */
#include "cmir/cmir.h"
#include "fuzz/fuzz.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MODE_NONE, MODE_EMIT };

typedef struct FuzzArgs {
  int mode;
  bool have_seed, have_seeds;
  uint64_t seed;             /* --seed */
  uint64_t seed_lo, seed_hi; /* --seeds A..B (inclusive) */
  CmirFuzzGenOptions gen;    /* --dialect, --ops; gen.weights points at weights */
  CmirFuzzWeights weights;   /* defaults, then --weights FILE, then --weight NAME=N */
  const char *out;           /* -o FILE / --out DIR */
} FuzzArgs;

static bool parse_u64(const char *s, uint64_t *out) {
  if (!s || *s < '0' || *s > '9')
    return false;
  errno = 0;
  char *end;
  unsigned long long v = strtoull(s, &end, 10);
  if (errno || *end)
    return false;
  *out = v;
  return true;
}

/* ---- option handlers: each returns 0 or prints an error and returns 1 ---- */

static int opt_seed(FuzzArgs *a, const char *v) {
  if (!parse_u64(v, &a->seed))
    return fprintf(stderr, "cmir-fuzz: --seed wants a non-negative integer, not '%s'\n", v), 1;
  a->have_seed = true;
  return 0;
}

static int opt_seeds(FuzzArgs *a, const char *v) {
  const char *dots = strstr(v, "..");
  char lo[32];
  size_t n = dots ? (size_t)(dots - v) : 0;
  if (!dots || n >= sizeof lo)
    return fprintf(stderr, "cmir-fuzz: --seeds wants A..B, not '%s'\n", v), 1;
  memcpy(lo, v, n);
  lo[n] = 0;
  if (!parse_u64(lo, &a->seed_lo) || !parse_u64(dots + 2, &a->seed_hi) || a->seed_hi < a->seed_lo)
    return fprintf(stderr, "cmir-fuzz: --seeds wants A..B with A <= B, not '%s'\n", v), 1;
  a->have_seeds = true;
  return 0;
}

static int opt_emit(FuzzArgs *a, const char *v) {
  (void)v;
  a->mode = MODE_EMIT;
  return 0;
}

static int opt_dialect(FuzzArgs *a, const char *v) {
  if (!strcmp(v, "std"))
    a->gen.dialect = CMIR_FUZZ_DIALECT_STD;
  else if (!strcmp(v, "llvm"))
    a->gen.dialect = CMIR_FUZZ_DIALECT_LLVM;
  else
    return fprintf(stderr, "cmir-fuzz: --dialect is std or llvm, not '%s'\n", v), 1;
  return 0;
}

static int opt_ops(FuzzArgs *a, const char *v) {
  uint64_t n;
  if (!parse_u64(v, &n) || n == 0 || n > 1000000)
    return fprintf(stderr, "cmir-fuzz: --ops wants a number from 1 to 1000000, not '%s'\n", v), 1;
  a->gen.ops = (unsigned)n;
  return 0;
}

static int opt_weights(FuzzArgs *a, const char *v) {
  size_t len;
  char *text = cmir_tool_read_input("cmir-fuzz", v, &len);
  if (!text)
    return 1;
  CmirStrBuf err;
  cmir_sb_init(&err);
  bool ok = cmir_fuzz_weights_parse(v, text, len, &a->weights, &err);
  if (!ok)
    fputs(cmir_sb_cstr(&err), stderr);
  cmir_sb_free(&err);
  free(text);
  return ok ? 0 : 1;
}

/* --weight NAME=N: one weight, after any --weights file. */
static int opt_weight(FuzzArgs *a, const char *v) {
  CmirStrBuf err;
  cmir_sb_init(&err);
  bool ok = cmir_fuzz_weights_parse("--weight", v, strlen(v), &a->weights, &err);
  if (!ok)
    fputs(cmir_sb_cstr(&err), stderr);
  cmir_sb_free(&err);
  return ok ? 0 : 1;
}

static int opt_out(FuzzArgs *a, const char *v) {
  a->out = v;
  return 0;
}

static int opt_help(FuzzArgs *a, const char *v);

static int opt_version(FuzzArgs *a, const char *v) {
  (void)a, (void)v;
  printf("cmir-fuzz %s (generator version %d)\n", CMIR_VERSION_STRING, CMIR_FUZZ_GEN_VERSION);
  exit(0);
}

/* The options: name, metavariable of its value (NULL: a flag), handler,
 * help. Options with a value take it as `--name=V` or `--name V`. */
static const struct OptRow {
  const char *name, *meta;
  int (*set)(FuzzArgs *, const char *);
  const char *help;
} opt_rows[] = {
    {"seed", "N", opt_seed, "the program's seed"},
    {"seeds", "A..B", opt_seeds, "a range of seeds (inclusive)"},
    {"emit", NULL, opt_emit, "print program --seed N (MLIR text), or those of --seeds A..B"},
    {"dialect", "std|llvm", opt_dialect, "generate func/arith/cf/scf/memref (default) or LLVM"},
    {"ops", "N", opt_ops, "approximate op count of a program (default 100)"},
    {"weights", "FILE", opt_weights, "generator weights, `name = number` lines"},
    {"weight", "NAME=N", opt_weight, "set one generator weight (after --weights)"},
    {"o", "FILE", opt_out, "output file (--emit; default stdout)"},
    {"help", NULL, opt_help, "this help, with the weights and their defaults"},
    {"version", NULL, opt_version, "print the version and the generator version"},
};

static int opt_help(FuzzArgs *a, const char *v) {
  (void)a, (void)v;
  puts("usage: cmir-fuzz --seed N --emit [options]\n"
       "\n"
       "Generates well-typed, terminating, UB-free MLIR programs for differential\n"
       "testing (docs/fuzzing.md).\n"
       "\n"
       "options:");
  for (size_t i = 0; i < sizeof opt_rows / sizeof opt_rows[0]; i++) {
    char head[48];
    snprintf(head, sizeof head, "%s%s%s%s", opt_rows[i].name[1] ? "--" : "-", opt_rows[i].name,
             opt_rows[i].meta ? " " : "", opt_rows[i].meta ? opt_rows[i].meta : "");
    printf("  %-24s %s\n", head, opt_rows[i].help);
  }
  puts("\nweights (name = default: what it weighs):");
  CmirFuzzWeights w;
  cmir_fuzz_weights_default(&w);
  for (int i = 0; i < CMIR_FUZZ_W_COUNT; i++)
    printf("  %-14s = %-3u %s\n", cmir_fuzz_weight_name(i), w.w[i], cmir_fuzz_weight_doc(i));
  puts("\nexit codes: 0 ok, 1 bad usage or input");
  exit(0);
}

static int parse_args(int argc, char **argv, FuzzArgs *a) {
  memset(a, 0, sizeof *a);
  cmir_fuzz_weights_default(&a->weights);
  a->gen.weights = &a->weights;
  for (int i = 1; i < argc; i++) {
    const char *arg = argv[i];
    if (arg[0] != '-' || !arg[1]) {
      fprintf(stderr, "cmir-fuzz: unexpected argument '%s' (see --help)\n", arg);
      return 1;
    }
    const char *name = arg + 1 + (arg[1] == '-');
    const struct OptRow *row = NULL;
    const char *val = NULL;
    for (size_t k = 0; k < sizeof opt_rows / sizeof opt_rows[0] && !row; k++) {
      size_t n = strlen(opt_rows[k].name);
      if (strncmp(name, opt_rows[k].name, n) || (name[n] && name[n] != '='))
        continue;
      row = &opt_rows[k];
      if (!row->meta && name[n]) {
        fprintf(stderr, "cmir-fuzz: option '%s' takes no value\n", arg);
        return 1;
      }
      if (row->meta) {
        if (name[n] == '=')
          val = name + n + 1;
        else if (i + 1 < argc)
          val = argv[++i];
        else {
          fprintf(stderr, "cmir-fuzz: option '%s' needs a value (%s)\n", arg, row->meta);
          return 1;
        }
      }
    }
    if (!row) {
      fprintf(stderr, "cmir-fuzz: unknown option '%s' (see --help)\n", arg);
      return 1;
    }
    if (row->set(a, val))
      return 1;
  }
  return 0;
}

/* ---- modes ---- */

/* --emit: program --seed N to stdout or -o FILE; with --seeds A..B, the
 * programs of the range separated by `// -----` lines (the input of
 * cmir-opt --split-input-file). */
static int run_emit(const FuzzArgs *a) {
  if (!a->have_seed && !a->have_seeds) {
    fputs("cmir-fuzz: --emit needs --seed N or --seeds A..B\n", stderr);
    return 1;
  }
  CmirStrBuf sb;
  cmir_sb_init(&sb);
  if (a->have_seed) {
    cmir_fuzz_generate(a->seed, &a->gen, &sb);
  } else {
    for (uint64_t s = a->seed_lo;; s++) {
      if (s != a->seed_lo)
        cmir_sb_puts(&sb, "// -----\n");
      cmir_fuzz_generate(s, &a->gen, &sb);
      if (s == a->seed_hi)
        break;
    }
  }
  int rc = cmir_tool_write_output("cmir-fuzz", a->out, sb.data, sb.len);
  cmir_sb_free(&sb);
  return rc;
}

int main(int argc, char **argv) {
  FuzzArgs a;
  if (parse_args(argc, argv, &a))
    return 1;
  switch (a.mode) {
  case MODE_EMIT:
    return run_emit(&a);
  default:
    fputs("cmir-fuzz: nothing to do: give --seed N --emit (see --help)\n", stderr);
    return 1;
  }
}
