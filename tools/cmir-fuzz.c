/* cmir-fuzz: the differential fuzzer's command line. `--seed N --emit`
 * prints generated program N (src/fuzz/gen.c); `--seeds A..B --out DIR`
 * runs a campaign over the legs (src/fuzz/campaign.h, legs.h); `merge
 * DIR...` joins campaign shards; `--coverage --seeds A..B` reports what
 * the programs reach (src/fuzz/coverage.h). Each mode has its own run_* function
 * below, and every option is one row of opt_rows[]. Exit codes: 0 ok (a
 * campaign without finds), 1 bad usage or input, 2 a campaign with finds
 * or generator bugs. */
#include "cmir/cmir.h"
#include "fuzz/campaign.h"
#include "fuzz/coverage.h"
#include "fuzz/fuzz.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MODE_NONE, MODE_EMIT, MODE_CAMPAIGN, MODE_COVERAGE };

typedef struct FuzzArgs {
  int mode;
  bool have_seed, have_seeds;
  uint64_t seed;             /* --seed */
  uint64_t seed_lo, seed_hi; /* --seeds A..B (inclusive) */
  CmirFuzzGenOptions gen;    /* --dialect, --ops; gen.weights points at weights */
  CmirFuzzWeights weights;   /* defaults, then --weights FILE, then --weight NAME=N */
  const char *out;           /* -o FILE / --out DIR */
  /* campaigns */
  unsigned jobs, batch;       /* --jobs, --batch */
  double time_limit, timeout; /* --time, --timeout (seconds) */
  CmirFuzzOptions legs;       /* --legs, --oracle, --max-steps */
  const char **inputs;        /* --input FILE (repeatable) */
  size_t ninputs;
  int progress; /* --progress / --no-progress; -1 if a tty */
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

static int opt_coverage(FuzzArgs *a, const char *v) {
  (void)v;
  a->mode = MODE_COVERAGE;
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

static bool parse_seconds(const char *s, double *out) {
  char *end;
  errno = 0;
  double v = s && *s ? strtod(s, &end) : -1;
  if (!s || !*s || errno || *end || !(v > 0) || v > 1e7)
    return false;
  *out = v;
  return true;
}

static int opt_jobs(FuzzArgs *a, const char *v) {
  uint64_t n;
  if (!parse_u64(v, &n) || n == 0 || n > 256)
    return fprintf(stderr, "cmir-fuzz: --jobs wants a number from 1 to 256, not '%s'\n", v), 1;
  a->jobs = (unsigned)n;
  return 0;
}

static int opt_batch(FuzzArgs *a, const char *v) {
  uint64_t n;
  if (!parse_u64(v, &n) || n == 0 || n > 1000000)
    return fprintf(stderr, "cmir-fuzz: --batch wants a number from 1 to 1000000, not '%s'\n", v), 1;
  a->batch = (unsigned)n;
  return 0;
}

static int opt_time(FuzzArgs *a, const char *v) {
  if (!parse_seconds(v, &a->time_limit))
    return fprintf(stderr, "cmir-fuzz: --time wants a positive number of seconds, not '%s'\n", v),
           1;
  return 0;
}

static int opt_timeout(FuzzArgs *a, const char *v) {
  if (!parse_seconds(v, &a->timeout))
    return fprintf(stderr, "cmir-fuzz: --timeout wants a positive number of seconds, not '%s'\n",
                   v),
           1;
  return 0;
}

static int opt_legs(FuzzArgs *a, const char *v) {
  if (cmir_fuzz_parse_legs(v, &a->legs.legs)) {
    fputs("cmir-fuzz: bad --legs (see --help)\n", stderr);
    return 1;
  }
  return 0;
}

static int opt_oracle(FuzzArgs *a, const char *v) {
  if (strcmp(v, "mlir"))
    return fprintf(stderr, "cmir-fuzz: --oracle is 'mlir', not '%s'\n", v), 1;
  if (!a->legs.legs)
    a->legs.legs = CMIR_FUZZ_IN_PROCESS;
  a->legs.legs |= CMIR_FUZZ_ORACLE;
  return 0;
}

static int opt_max_steps(FuzzArgs *a, const char *v) {
  if (!parse_u64(v, &a->legs.max_steps) || !a->legs.max_steps)
    return fprintf(stderr, "cmir-fuzz: --max-steps wants a positive number, not '%s'\n", v), 1;
  return 0;
}

static int opt_input(FuzzArgs *a, const char *v) {
  a->inputs = realloc(a->inputs, (a->ninputs + 1) * sizeof *a->inputs);
  a->inputs[a->ninputs++] = v;
  return 0;
}

static int opt_progress(FuzzArgs *a, const char *v) {
  (void)v;
  a->progress = 1;
  return 0;
}

static int opt_no_progress(FuzzArgs *a, const char *v) {
  (void)v;
  a->progress = 0;
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
    {"coverage", NULL, opt_coverage,
     "print the ops, types and conversion patterns the programs of\n"
     "                           --seeds A..B (or --seed N) and their lowering reach,\n"
     "                           and those they never reach (-o FILE)"},
    {"dialect", "std|llvm", opt_dialect, "generate func/arith/cf/scf/memref (default) or LLVM"},
    {"ops", "N", opt_ops, "approximate op count of a program (default 100)"},
    {"weights", "FILE", opt_weights, "generator weights, `name = number` lines"},
    {"weight", "NAME=N", opt_weight, "set one generator weight (after --weights)"},
    {"o", "FILE", opt_out, "output file (--emit; default stdout)"},
    {"out", "DIR", opt_out, "campaign: the output directory (results, finds)"},
    {"jobs", "N", opt_jobs, "campaign: worker processes at a time (default 1)"},
    {"time", "T", opt_time, "campaign: stop after T seconds (default: all seeds)"},
    {"timeout", "T", opt_timeout, "campaign: seconds one program may take (default 20)"},
    {"batch", "N", opt_batch, "campaign: programs per worker process (default 200)"},
    {"legs", "LIST", opt_legs,
     "campaign: legs to run, comma-separated: all (default), interp,\n"
     "                           passes, bytecode, native (native-O0, native-O2), mlir"},
    {"oracle", "mlir", opt_oracle, "campaign: add the MLIR 19 legs (mlir-runner, mlir-interp)"},
    {"max-steps", "N", opt_max_steps, "campaign: interpreter step limit (default 50000000)"},
    {"input", "FILE", opt_input,
     "campaign: run FILE (and the files after it) instead of\n"
     "                           generated programs"},
    {"progress", NULL, opt_progress, "campaign: a progress line on stderr (default: on a tty)"},
    {"no-progress", NULL, opt_no_progress, "campaign: no progress line"},
    {"help", NULL, opt_help, "this help, with the weights and their defaults"},
    {"version", NULL, opt_version, "print the version and the generator version"},
};

static int opt_help(FuzzArgs *a, const char *v) {
  (void)a, (void)v;
  puts("usage: cmir-fuzz --seed N --emit [options]\n"
       "       cmir-fuzz --coverage --seeds A..B [options]\n"
       "       cmir-fuzz --seeds A..B --out DIR [--jobs N] [--time T] [--legs LIST]\n"
       "                 [--oracle=mlir] [options]\n"
       "       cmir-fuzz --input FILE... --out DIR [options]\n"
       "       cmir-fuzz merge DIR... [--out DIR]\n"
       "\n"
       "Generates well-typed, terminating, UB-free MLIR programs for differential\n"
       "testing, and runs campaigns: each program on the interpreter, after every\n"
       "lowering pass, from bytecode and as native code (-O0, -O2), the results\n"
       "compared; disagreements are saved in DIR/finds (docs/fuzzing.md).\n"
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
  puts("\nexit codes: 0 ok (a campaign without finds), 1 bad usage or input,\n"
       "2 a campaign or merge with finds or generator bugs");
  exit(0);
}

static int parse_args(int argc, char **argv, FuzzArgs *a) {
  memset(a, 0, sizeof *a);
  a->progress = -1;
  cmir_fuzz_weights_default(&a->weights);
  a->gen.weights = &a->weights;
  for (int i = 1; i < argc; i++) {
    const char *arg = argv[i];
    if (arg[0] != '-' || !arg[1]) {
      if (a->ninputs) { /* --input A B C */
        opt_input(a, arg);
        continue;
      }
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

/* --coverage: the report of src/fuzz/coverage.h for --seed N or --seeds
 * A..B, to stdout or -o FILE (written whole, through a temporary file). */
static int run_coverage(const FuzzArgs *a) {
  if (!a->have_seed && !a->have_seeds) {
    fputs("cmir-fuzz: --coverage needs --seed N or --seeds A..B\n", stderr);
    return 1;
  }
  uint64_t lo = a->have_seeds ? a->seed_lo : a->seed, hi = a->have_seeds ? a->seed_hi : a->seed;
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  if (!f) {
    perror("cmir-fuzz");
    return 1;
  }
  int rc = cmir_fuzz_coverage(lo, hi, &a->gen, f);
  fclose(f);
  if (!rc)
    rc = cmir_tool_write_output("cmir-fuzz", a->out, text, len);
  free(text);
  return rc;
}

/* --seeds A..B or --input FILE...: a campaign into --out DIR. */
static int run_campaign(const FuzzArgs *a) {
  if (!a->out) {
    fputs("cmir-fuzz: a campaign needs --out DIR\n", stderr);
    return 1;
  }
  if (a->have_seeds && a->ninputs) {
    fputs("cmir-fuzz: give --seeds or --input, not both\n", stderr);
    return 1;
  }
  CmirFuzzCampaign c = {.seed_lo = a->seed_lo,
                        .seed_hi = a->seed_hi,
                        .inputs = a->ninputs ? a->inputs : NULL,
                        .ninputs = a->ninputs,
                        .gen = &a->gen,
                        .jobs = a->jobs,
                        .batch = a->batch,
                        .time_limit = a->time_limit,
                        .program_timeout = a->timeout,
                        .out_dir = a->out,
                        .legs = a->legs,
                        .progress = a->progress};
  return cmir_fuzz_campaign(&c);
}

/* merge DIR... [--out DIR] */
static int run_merge(int argc, char **argv) {
  const char **dirs = calloc((size_t)argc, sizeof *dirs);
  size_t n = 0;
  const char *out = NULL;
  for (int i = 2; i < argc; i++) {
    const char *v;
    if ((v = cmir_tool_flag_value(argv[i] + (argv[i][0] == '-' && argv[i][1] == '-'), "-out", &i,
                                  argc, argv))) {
      out = v;
    } else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
      puts("usage: cmir-fuzz merge DIR... [--out DIR]\n\n"
           "Joins the results of campaign directories: results.jsonl concatenated, finds\n"
           "deduplicated by signature, a new summary (written to --out DIR when given).");
      free(dirs);
      return 0;
    } else if (argv[i][0] == '-') {
      fprintf(stderr, "cmir-fuzz: merge: unknown option '%s'\n", argv[i]);
      free(dirs);
      return 1;
    } else {
      dirs[n++] = argv[i];
    }
  }
  int rc;
  if (!n) {
    fputs("cmir-fuzz: merge needs at least one campaign directory\n", stderr);
    rc = 1;
  } else {
    rc = cmir_fuzz_merge(dirs, n, out);
  }
  free(dirs);
  return rc;
}

int main(int argc, char **argv) {
  if (argc > 1 && !strcmp(argv[1], "merge"))
    return run_merge(argc, argv);
  FuzzArgs a;
  if (parse_args(argc, argv, &a))
    return 1;
  if (a.mode == MODE_NONE && (a.have_seeds || a.ninputs))
    a.mode = MODE_CAMPAIGN;
  int rc;
  switch (a.mode) {
  case MODE_EMIT:
    rc = run_emit(&a);
    break;
  case MODE_CAMPAIGN:
    rc = run_campaign(&a);
    break;
  case MODE_COVERAGE:
    rc = run_coverage(&a);
    break;
  default:
    fputs("cmir-fuzz: nothing to do: give --seed N --emit, --seeds A..B --out DIR or\n"
          "--input FILE --out DIR (see --help)\n",
          stderr);
    rc = 1;
  }
  free(a.inputs);
  return rc;
}
