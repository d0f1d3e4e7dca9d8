/* Fuzzing campaigns and their merge (campaign.h): forked workers running
 * batches of programs through the legs, watched by the parent through
 * shared memory; one JSON line per program (libjansson); finds saved once
 * per signature with a report. */
#include "fuzz/campaign.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef CMIR_HAVE_JANSSON

static int no_jansson(void) {
  fputs("cmir-fuzz: campaigns and merges write and read JSON with libjansson, which this\n"
        "build does not have: install it (apt-get install libjansson-dev), then run\n"
        "configure again and rebuild\n",
        stderr);
  return 1;
}

int cmir_fuzz_campaign(const CmirFuzzCampaign *c) {
  (void)c;
  return no_jansson();
}

int cmir_fuzz_merge(const char *const *dirs, size_t n, const char *out_dir) {
  (void)dirs, (void)n, (void)out_dir;
  return no_jansson();
}

#else

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <poll.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define TOOL "cmir-fuzz"

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static char *path_join(const char *a, const char *b) {
  size_t n = strlen(a) + strlen(b) + 2;
  char *p = malloc(n);
  snprintf(p, n, "%s/%s", a, b);
  return p;
}

static int make_dir(const char *path) {
  if (mkdir(path, 0777) && errno != EEXIST) {
    fprintf(stderr, TOOL ": cannot create directory '%s': %s\n", path, strerror(errno));
    return 1;
  }
  return 0;
}

/* Writes a file of dir (through a temporary file and a rename). */
static void put_file(const char *dir, const char *name, const char *data, size_t len) {
  char *p = path_join(dir, name);
  cmir_tool_write_output(TOOL, p, data, len);
  free(p);
}

/* Appends a line to a file of dir (one write: lines from several workers
 * do not interleave). */
static void append_line(const char *dir, const char *name, const char *line) {
  char *p = path_join(dir, name);
  int fd = open(p, O_WRONLY | O_CREAT | O_APPEND, 0666);
  if (fd >= 0) {
    size_t n = strlen(line);
    char *buf = malloc(n + 1);
    memcpy(buf, line, n);
    buf[n] = '\n';
    if (write(fd, buf, n + 1) < 0)
      fprintf(stderr, TOOL ": cannot write '%s': %s\n", p, strerror(errno));
    free(buf);
    close(fd);
  }
  free(p);
}

/* ---- programs ---- */

static uint64_t program_count(const CmirFuzzCampaign *c) {
  return c->inputs ? c->ninputs : c->seed_hi - c->seed_lo + 1;
}

static uint64_t program_seed(const CmirFuzzCampaign *c, uint64_t i) {
  return c->inputs ? i : c->seed_lo + i;
}

/* Program i's text (malloc'd, *len bytes) and its name in diagnostics;
 * NULL if an input file cannot be read. */
static char *program_text(const CmirFuzzCampaign *c, uint64_t i, size_t *len, char *name,
                          size_t name_size) {
  if (c->inputs) {
    snprintf(name, name_size, "%s", c->inputs[i]);
    return cmir_tool_read_input(TOOL, c->inputs[i], len);
  }
  uint64_t seed = program_seed(c, i);
  snprintf(name, name_size, "seed-%llu.mlir", (unsigned long long)seed);
  CmirStrBuf sb;
  cmir_sb_init(&sb);
  cmir_fuzz_generate(seed, c->gen, &sb);
  cmir_sb_cstr(&sb);
  *len = sb.len;
  return sb.data;
}

/* ---- reports ---- */

/* " --pass-a --pass-b" for the first n passes of the pipeline that apply
 * (applies: cmir_fuzz_passes_applying). */
static void pipeline_flags(CmirStrBuf *sb, int n, unsigned applies) {
  for (int i = 0; i < n && cmir_fuzz_pipeline[i]; i++)
    if (applies >> i & 1)
      cmir_sb_printf(sb, " --%s", cmir_fuzz_pipeline[i]);
}

/* The commands that reproduce a find, with cmir and with MLIR 19's tools. */
static void report_commands(CmirStrBuf *r, const CmirFuzzCampaign *c, uint64_t i, int pass,
                            unsigned applies) {
  cmir_sb_printf(r, "## Reproduce\n\n```sh\n");
  if (c->inputs)
    cmir_sb_printf(r, "cp %s program.mlir\n", c->inputs[i]);
  else {
    cmir_sb_printf(r, "cmir-fuzz --seed %llu --emit", (unsigned long long)program_seed(c, i));
    if (c->gen && c->gen->dialect == CMIR_FUZZ_DIALECT_LLVM)
      cmir_sb_printf(r, " --dialect llvm");
    if (c->gen && c->gen->ops)
      cmir_sb_printf(r, " --ops %u", c->gen->ops);
    if (c->gen && c->gen->weights) {
      CmirFuzzWeights def;
      cmir_fuzz_weights_default(&def);
      for (int w = 0; w < CMIR_FUZZ_W_COUNT; w++)
        if (c->gen->weights->w[w] != def.w[w])
          cmir_sb_printf(r, " --weight %s=%u", cmir_fuzz_weight_name(w), c->gen->weights->w[w]);
    }
    cmir_sb_printf(r, " -o program.mlir   # generator version %d\n", CMIR_FUZZ_GEN_VERSION);
  }
  cmir_sb_printf(r, "cmir-interp program.mlir -e main -entry-point-result=void --check-uninit\n");
  if (pass >= 0) {
    cmir_sb_printf(r, "cmir-opt program.mlir");
    pipeline_flags(r, pass, applies);
    cmir_sb_printf(r, " -o before.mlir\ncmir-opt before.mlir --%s -o after.mlir\n",
                   cmir_fuzz_pipeline[pass]);
    cmir_sb_printf(r, "cmir-interp before.mlir -e main -entry-point-result=void --check-uninit\n"
                      "cmir-interp after.mlir -e main -entry-point-result=void --check-uninit\n");
    cmir_sb_printf(r, "mlir-opt-19 before.mlir --%s -o after-mlir19.mlir\n",
                   cmir_fuzz_pipeline[pass]);
  }
  cmir_sb_printf(r, "cmir-opt program.mlir");
  pipeline_flags(r, 99, applies);
  cmir_sb_printf(r, " -o lowered.mlir\n"
                    "cmir-run program.mlir -O0\ncmir-run program.mlir -O2\n");
  cmir_sb_printf(r, "mlir-opt-19 program.mlir");
  pipeline_flags(r, 99, applies);
  cmir_sb_printf(r, " -o lowered-mlir19.mlir\n"
                    "mlir-cpu-runner-19 lowered-mlir19.mlir -e main -entry-point-result=void \\\n"
                    "  -shared-libs=/usr/lib/llvm-19/lib/libmlir_runner_utils.so,"
                    "/usr/lib/llvm-19/lib/libmlir_c_runner_utils.so\n```\n");
}

/* Prints the module of text lowered through its first n passes into sb;
 * the pass's diagnostics go to sb too when it fails. */
static void lowered_text(const char *text, size_t len, int n, CmirStrBuf *sb) {
  CmirContext *ctx = cmir_context_create();
  cmir_dialects_register_all(ctx);
  cmir_passes_register_all(ctx);
  const CmirIdent *file = cmir_ident(ctx, "program.mlir");
  cmir_context_add_source(ctx, file, text, len);
  CmirOp *m = cmir_tool_load(ctx, file->str, text, len, 0);
  if (!m)
    cmir_sb_printf(sb, "(the program does not load)\n");
  else if (cmir_fuzz_lower(ctx, m, n))
    cmir_sb_printf(sb, "(the lowering fails: see the passes leg)\n");
  else
    cmir_print_op(sb, m, NULL);
  if (m)
    cmir_op_destroy(m);
  cmir_context_destroy(ctx);
}

/* The report of a find, in the form MLIR's maintainers ask for. */
static void write_report(const char *dir, const CmirFuzzCampaign *c, uint64_t i, const char *text,
                         size_t len, const char *sig, const CmirFuzzResult *res) {
  unsigned applies = cmir_fuzz_passes_applying_text(text);
  int pass = res ? res->diverging_pass : -1;
  CmirStrBuf r;
  cmir_sb_init(&r);
  cmir_sb_printf(&r, "# Find %s\n\n", sig);
  if (c->inputs)
    cmir_sb_printf(&r, "Program: %s\n\n", c->inputs[i]);
  else
    cmir_sb_printf(&r, "Program: seed %llu, generator version %d (program.mlir)\n\n",
                   (unsigned long long)program_seed(c, i), CMIR_FUZZ_GEN_VERSION);
  if (res) {
    cmir_sb_printf(&r, "| leg | status | differs | seconds |\n|---|---|---|---|\n");
    for (int l = 0; l < CMIR_FUZZ_NLEGS; l++) {
      const CmirFuzzLegResult *g = &res->legs[l];
      if (g->status == CMIR_FUZZ_SKIPPED && !g->message)
        continue;
      cmir_sb_printf(&r, "| %s | %s | %s | %.4f |\n", cmir_fuzz_leg_name(l),
                     cmir_fuzz_status_name(g->status), g->differs ? "yes" : "no", g->seconds);
    }
    cmir_sb_printf(&r, "\nEach leg's output is in out.LEG.txt; messages:\n\n");
    for (int l = 0; l < CMIR_FUZZ_NLEGS; l++)
      if (res->legs[l].message)
        cmir_sb_printf(&r, "### %s\n\n```\n%s\n```\n\n", cmir_fuzz_leg_name(l),
                       res->legs[l].message);
  }
  if (pass >= 0) {
    cmir_sb_printf(&r,
                   "## First diverging pass: %s\n\nThe IR before it (before.mlir):\n\n```mlir\n",
                   cmir_fuzz_pipeline[pass]);
    CmirStrBuf b;
    cmir_sb_init(&b);
    lowered_text(text, len, pass, &b);
    cmir_sb_printf(&r, "%s```\n\nand after it (after.mlir):\n\n```mlir\n", cmir_sb_cstr(&b));
    put_file(dir, "before.mlir", b.data, b.len);
    b.len = 0;
    lowered_text(text, len, pass + 1, &b);
    cmir_sb_printf(&r, "%s```\n\n", cmir_sb_cstr(&b));
    put_file(dir, "after.mlir", b.data, b.len);
    cmir_sb_free(&b);
  } else {
    CmirStrBuf b;
    cmir_sb_init(&b);
    lowered_text(text, len, 99, &b);
    put_file(dir, "lowered.mlir", b.data, b.len);
    cmir_sb_free(&b);
    cmir_sb_printf(&r,
                   "The lowered module (what native code is compiled from) is lowered.mlir.\n\n");
  }
  report_commands(&r, c, i, pass, applies);
  put_file(dir, "report.md", r.data, r.len);
  cmir_sb_free(&r);
}

/* Saves a find in DIR/finds/SIG unless one with that signature is there
 * already (mkdir decides, so concurrent workers save it once); appends the
 * seed to its `seeds` either way. */
static void save_find(const CmirFuzzCampaign *c, uint64_t i, const char *text, size_t len,
                      const char *sig, const CmirFuzzResult *res) {
  char *finds = path_join(c->out_dir, "finds");
  char *dir = path_join(finds, sig);
  char seed[32];
  snprintf(seed, sizeof seed, "%llu", (unsigned long long)program_seed(c, i));
  if (!mkdir(dir, 0777)) {
    put_file(dir, "program.mlir", text, len);
    if (res)
      for (int l = 0; l < CMIR_FUZZ_NLEGS; l++)
        if (res->legs[l].status != CMIR_FUZZ_SKIPPED || res->legs[l].len) {
          char name[64];
          snprintf(name, sizeof name, "out.%s.txt", cmir_fuzz_leg_name(l));
          put_file(dir, name, res->legs[l].output, res->legs[l].len);
        }
    write_report(dir, c, i, text, len, sig, res);
  }
  append_line(dir, "seeds", seed);
  free(dir);
  free(finds);
}

/* ---- JSON lines ---- */

/* The first line of a message, at most 300 bytes. */
static json_t *short_message(const char *m) {
  size_t n = strcspn(m, "\n");
  if (n > 300)
    n = 300;
  return json_stringn_nocheck(m, n);
}

static json_t *result_json(const CmirFuzzCampaign *c, uint64_t i, const CmirFuzzResult *res,
                           double seconds) {
  json_t *o = json_object();
  json_object_set_new(o, "seed", json_integer((json_int_t)program_seed(c, i)));
  if (c->inputs)
    json_object_set_new(o, "input", json_string(c->inputs[i]));
  json_object_set_new(o, "gen", json_integer(CMIR_FUZZ_GEN_VERSION));
  json_object_set_new(o, "verdict", json_string(cmir_fuzz_verdict_name(res->verdict)));
  if (res->signature)
    json_object_set_new(o, "signature", json_string(res->signature));
  if (res->diverging_pass >= 0)
    json_object_set_new(o, "first_diverging_pass",
                        json_string(cmir_fuzz_pipeline[res->diverging_pass]));
  json_object_set_new(o, "seconds", json_real(seconds));
  json_t *legs = json_object();
  for (int l = 0; l < CMIR_FUZZ_NLEGS; l++) {
    const CmirFuzzLegResult *g = &res->legs[l];
    if (g->status == CMIR_FUZZ_SKIPPED && !g->message)
      continue;
    json_t *lo = json_object();
    json_object_set_new(lo, "status", json_string(cmir_fuzz_status_name(g->status)));
    json_object_set_new(lo, "seconds", json_real(g->seconds));
    json_object_set_new(lo, "differs", json_boolean(g->differs));
    if (g->message)
      json_object_set_new(lo, "message", short_message(g->message));
    json_object_set_new(legs, cmir_fuzz_leg_name(l), lo);
  }
  json_object_set_new(o, "legs", legs);
  return o;
}

/* Writes o (consumed) as one line to fd. */
static void write_json_line(int fd, json_t *o) {
  char *s = json_dumps(o, JSON_COMPACT | JSON_ENSURE_ASCII);
  json_decref(o);
  size_t n = strlen(s);
  s[n] = '\n';
  for (size_t off = 0; off < n + 1;) {
    ssize_t w = write(fd, s + off, n + 1 - off);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0)
      break;
    off += (size_t)w;
  }
  free(s);
}

/* ---- workers ---- */

/* What a worker shares with the parent (a MAP_SHARED page). */
typedef struct Shared {
  CmirFuzzProgress progress; /* index: the program running; leg/pass: where */
} Shared;

/* Runs programs [lo, hi) and writes their JSON lines to fd; stops after
 * the program during which deadline (if any) passes. */
static void worker(const CmirFuzzCampaign *c, uint64_t lo, uint64_t hi, int fd, Shared *sh,
                   double deadline) {
  signal(SIGINT, SIG_IGN);
  signal(SIGTERM, SIG_DFL);
  signal(SIGPIPE, SIG_DFL);
  CmirFuzzOptions lo_opts = c->legs;
  lo_opts.progress = &sh->progress;
  CmirFuzzSession *s = cmir_fuzz_session_create(&lo_opts);
  if (!s)
    _exit(1);
  /* The test suite's way to check that a crash or a hang in one program
   * costs only that program: CMIR_FUZZ_TEST_FAULT=crash@SEED or hang@SEED
   * crashes or hangs the worker in native-O2 when it reaches that seed. */
  const char *fault = getenv("CMIR_FUZZ_TEST_FAULT");
  const char *at = fault ? strchr(fault, '@') : NULL;
  long long fault_seed = at ? atoll(at + 1) : -1;
  for (uint64_t i = lo; i < hi; i++) {
    sh->progress.index = i;
    if (fault_seed >= 0 && program_seed(c, i) == (uint64_t)fault_seed) {
      sh->progress.leg = CMIR_FUZZ_NATIVE_O2;
      if (!strncmp(fault, "crash@", 6)) {
        signal(SIGSEGV, SIG_DFL); /* not a sanitizer's handler: a plain crash */
        raise(SIGSEGV);
      } else if (!strncmp(fault, "hang@", 5))
        for (;;)
          pause();
    }
    size_t len;
    char name[256];
    char *text = program_text(c, i, &len, name, sizeof name);
    if (!text)
      continue;
    double t0 = now();
    CmirFuzzResult res;
    cmir_fuzz_run(s, name, text, len, &res);
    double t = now() - t0;
    if (res.verdict == CMIR_FUZZ_FIND)
      save_find(c, i, text, len, res.signature, &res);
    write_json_line(fd, result_json(c, i, &res, t));
    cmir_fuzz_result_free(&res);
    free(text);
    if (deadline > 0 && now() > deadline)
      break;
  }
  cmir_fuzz_session_destroy(s);
  /* the JIT's and LLVM's static destructors are not needed */
  _exit(0);
}

/* ---- the tally (campaigns and merges) ---- */

typedef struct Tally {
  uint64_t programs, agree, finds, generator_bugs, inconclusive;
  double leg_seconds[CMIR_FUZZ_NLEGS];
  CmirStrMap signatures; /* signature -> (void *)1 */
  uint64_t nsignatures;
  FILE *results; /* results.jsonl being written */
} Tally;

/* Counts one JSON line and appends it to the results; returns its seed
 * (-1 if it is not a result). */
static long long tally_line(Tally *t, const char *line, size_t len) {
  json_error_t err;
  json_t *o = json_loadb(line, len, 0, &err);
  if (!o || !json_is_object(o)) {
    fprintf(stderr, TOOL ": warning: skipping a result line that is not JSON: %s\n", err.text);
    json_decref(o);
    return -1;
  }
  t->programs++;
  json_t *js = json_object_get(o, "seed");
  long long seed = json_is_integer(js) ? (long long)json_integer_value(js) : -1;
  const char *v = json_string_value(json_object_get(o, "verdict"));
  const char *sig = json_string_value(json_object_get(o, "signature"));
  if (v && !strcmp(v, "find")) {
    t->finds++;
    if (sig && !cmir_strmap_get(&t->signatures, sig, strlen(sig))) {
      cmir_strmap_put(&t->signatures, sig, strlen(sig), (void *)1);
      t->nsignatures++;
    }
  } else if (v && !strcmp(v, "generator-bug")) {
    t->generator_bugs++;
  } else if (v && !strcmp(v, "inconclusive")) {
    t->inconclusive++;
  } else {
    t->agree++;
  }
  json_t *legs = json_object_get(o, "legs");
  for (int l = 0; l < CMIR_FUZZ_NLEGS; l++) {
    json_t *g = json_object_get(legs, cmir_fuzz_leg_name(l));
    if (g)
      t->leg_seconds[l] += json_number_value(json_object_get(g, "seconds"));
  }
  json_decref(o);
  if (t->results) {
    fwrite(line, 1, len, t->results);
    fputc('\n', t->results);
  }
  return seed;
}

static void tally_free(Tally *t) { cmir_strmap_free(&t->signatures); }

/* summary.json and the summary's last four lines on stdout. */
static int finish(Tally *t, const char *out_dir, double seconds, unsigned jobs) {
  double leg_total = 0;
  for (int l = 0; l < CMIR_FUZZ_NLEGS; l++)
    leg_total += t->leg_seconds[l];
  if (out_dir) {
    json_t *o = json_object();
    json_object_set_new(o, "programs", json_integer((json_int_t)t->programs));
    json_object_set_new(o, "agree", json_integer((json_int_t)t->agree));
    json_object_set_new(o, "finds", json_integer((json_int_t)t->finds));
    json_object_set_new(o, "signatures", json_integer((json_int_t)t->nsignatures));
    json_object_set_new(o, "generator_bugs", json_integer((json_int_t)t->generator_bugs));
    json_object_set_new(o, "inconclusive", json_integer((json_int_t)t->inconclusive));
    json_object_set_new(o, "seconds", json_real(seconds));
    json_object_set_new(o, "jobs", json_integer(jobs));
    json_t *legs = json_object();
    for (int l = 0; l < CMIR_FUZZ_NLEGS; l++)
      if (t->leg_seconds[l] > 0)
        json_object_set_new(legs, cmir_fuzz_leg_name(l), json_real(t->leg_seconds[l]));
    json_object_set_new(o, "leg_seconds", legs);
    char *s = json_dumps(o, JSON_INDENT(2));
    json_decref(o);
    size_t n = strlen(s);
    s[n] = '\n';
    put_file(out_dir, "summary.json", s, n + 1);
    free(s);
  }
  printf("legs: ");
  bool first = true;
  for (int l = 0; l < CMIR_FUZZ_NLEGS; l++)
    if (t->leg_seconds[l] > 0) {
      printf("%s%s %.0f%%", first ? "" : ", ", cmir_fuzz_leg_name(l),
             100.0 * t->leg_seconds[l] / (leg_total > 0 ? leg_total : 1));
      first = false;
    }
  printf("%s\n", first ? "none ran" : " of the time");
  printf("programs: %llu (%llu agree, %llu inconclusive at the step limit)\n",
         (unsigned long long)t->programs, (unsigned long long)t->agree,
         (unsigned long long)t->inconclusive);
  printf("finds: %llu programs, %llu distinct signatures%s%s%s\n", (unsigned long long)t->finds,
         (unsigned long long)t->nsignatures, out_dir ? " (in " : "", out_dir ? out_dir : "",
         out_dir ? "/finds)" : "");
  printf("generator bugs: %llu; rate: %.1f programs/s", (unsigned long long)t->generator_bugs,
         seconds > 0 ? (double)t->programs / seconds : 0.0);
  if (jobs)
    printf(" with %u jobs (%.1f per job), %.1f s", jobs,
           seconds > 0 ? (double)t->programs / seconds / jobs : 0.0, seconds);
  printf("\n");
  fflush(stdout);
  return t->finds || t->generator_bugs ? 2 : 0;
}

/* ---- the parent ---- */

typedef struct Worker {
  pid_t pid;   /* 0: free slot */
  int fd;      /* read end of its pipe */
  uint64_t hi; /* its batch ends before hi */
  Shared *sh;  /* shared page */
  char *line;  /* partial line read */
  size_t nline, capline;
  uint64_t seen_index; /* progress index when last looked at */
  double seen_time;    /* when it changed */
  bool timed_out;      /* killed for the time limit */
  bool have_last;      /* a line arrived for last_index */
  uint64_t last_index;
} Worker;

static volatile sig_atomic_t interrupted;
static void on_interrupt(int sig) {
  (void)sig;
  interrupted = 1;
}

static int spawn_worker(const CmirFuzzCampaign *c, Worker *w, uint64_t lo, uint64_t hi,
                        double deadline) {
  int p[2];
  if (pipe(p)) {
    perror(TOOL ": pipe");
    return 1;
  }
  memset(w->sh, 0, sizeof *w->sh);
  w->sh->progress.index = lo;
  w->sh->progress.leg = -1;
  w->sh->progress.pass = -1;
  fflush(NULL);
  pid_t pid = fork();
  if (pid < 0) {
    perror(TOOL ": fork");
    close(p[0]);
    close(p[1]);
    return 1;
  }
  if (!pid) {
    close(p[0]);
    worker(c, lo, hi, p[1], w->sh, deadline);
  }
  close(p[1]);
  w->pid = pid;
  w->fd = p[0];
  w->hi = hi;
  w->nline = 0;
  w->seen_index = lo;
  w->seen_time = now();
  w->timed_out = false;
  w->have_last = false;
  return 0;
}

/* A worker died in program i (a signal, an exit code or the time limit):
 * the find is recorded by the parent, with the leg the worker was in. */
static void record_death(const CmirFuzzCampaign *c, Tally *t, Worker *w, uint64_t i, int ws) {
  int leg = w->sh->progress.leg, pass = w->sh->progress.pass;
  CmirFuzzResult res;
  memset(&res, 0, sizeof res);
  for (int l = 0; l < CMIR_FUZZ_NLEGS; l++)
    res.legs[l].status = CMIR_FUZZ_SKIPPED;
  res.verdict = CMIR_FUZZ_FIND;
  res.diverging_pass = leg == CMIR_FUZZ_PASSES ? pass : -1;
  char msg[128], sig[160];
  const char *legname = leg >= 0 ? cmir_fuzz_leg_name(leg) : "worker";
  if (w->timed_out) {
    snprintf(msg, sizeof msg, "no result after %.0f s: killed", c->program_timeout);
    snprintf(sig, sizeof sig, "%s.timeout", legname);
  } else if (WIFSIGNALED(ws)) {
    snprintf(msg, sizeof msg, "killed by signal %d (%s)", WTERMSIG(ws), strsignal(WTERMSIG(ws)));
    const char *sn = cmir_fuzz_signal_name(WTERMSIG(ws));
    snprintf(sig, sizeof sig, "%s.crash-%s", legname, sn ? sn : "signal");
  } else {
    snprintf(msg, sizeof msg, "the worker exited with status %d", WEXITSTATUS(ws));
    snprintf(sig, sizeof sig, "%s.exit-%d", legname, WEXITSTATUS(ws));
  }
  if (res.diverging_pass >= 0) {
    size_t n = strlen(sig);
    snprintf(sig + n, sizeof sig - n, "@%s", cmir_fuzz_pipeline[pass]);
  }
  if (leg >= 0) {
    res.legs[leg].status = w->timed_out ? CMIR_FUZZ_TIMEOUT : CMIR_FUZZ_CRASH;
    res.legs[leg].message = strdup(msg);
    res.legs[leg].differs = true;
  }
  for (int l = 0; l < CMIR_FUZZ_NLEGS; l++)
    if (!res.legs[l].output)
      res.legs[l].output = strdup("");
  res.signature = strdup(sig);
  size_t len;
  char name[256];
  char *text = program_text(c, i, &len, name, sizeof name);
  if (text)
    save_find(c, i, text, len, sig, &res);
  free(text);
  json_t *o = result_json(c, i, &res, w->timed_out ? c->program_timeout : 0);
  json_object_set_new(o, "worker", json_string(msg));
  char *s = json_dumps(o, JSON_COMPACT | JSON_ENSURE_ASCII);
  json_decref(o);
  tally_line(t, s, strlen(s));
  free(s);
  cmir_fuzz_result_free(&res);
}

/* Takes the complete lines out of what a worker sent. */
static void take_lines(const CmirFuzzCampaign *c, Tally *t, Worker *w) {
  size_t start = 0;
  for (size_t k = 0; k < w->nline; k++)
    if (w->line[k] == '\n') {
      long long seed = tally_line(t, w->line + start, k - start);
      if (seed >= 0) {
        w->have_last = true;
        w->last_index = (uint64_t)seed - (c->inputs ? 0 : c->seed_lo);
      }
      start = k + 1;
    }
  memmove(w->line, w->line + start, w->nline - start);
  w->nline -= start;
}

static void progress_line(const Tally *t, double t0, bool final) {
  double dt = now() - t0;
  fprintf(stderr,
          "\r" TOOL ": %llu programs, %.1f/s, %llu finds (%llu distinct), %llu generator "
          "bugs ",
          (unsigned long long)t->programs, dt > 0 ? (double)t->programs / dt : 0.0,
          (unsigned long long)t->finds, (unsigned long long)t->nsignatures,
          (unsigned long long)t->generator_bugs);
  if (final)
    fputc('\n', stderr);
  fflush(stderr);
}

int cmir_fuzz_campaign(const CmirFuzzCampaign *c0) {
  CmirFuzzCampaign c = *c0;
  if (!c.jobs)
    c.jobs = 1;
  if (!c.batch)
    c.batch = 200;
  if (c.program_timeout <= 0)
    c.program_timeout = 20;
  if (!c.out_dir) {
    fputs(TOOL ": a campaign needs --out DIR\n", stderr);
    return 1;
  }
  char *finds = path_join(c.out_dir, "finds");
  if (make_dir(c.out_dir) || make_dir(finds)) {
    free(finds);
    return 1;
  }
  free(finds);
  char *part = path_join(c.out_dir, "results.jsonl.part");
  char *final_path = path_join(c.out_dir, "results.jsonl");
  Tally t;
  memset(&t, 0, sizeof t);
  cmir_strmap_init(&t.signatures);
  if (!(t.results = fopen(part, "w"))) {
    fprintf(stderr, TOOL ": cannot write '%s': %s\n", part, strerror(errno));
    free(part);
    free(final_path);
    return 1;
  }
  bool show = c.progress > 0 || (c.progress < 0 && isatty(2));
  struct sigaction sa = {.sa_handler = on_interrupt}, old_int, old_term;
  sigaction(SIGINT, &sa, &old_int);
  sigaction(SIGTERM, &sa, &old_term);
  interrupted = 0;

  Worker *ws = calloc(c.jobs, sizeof *ws);
  Shared *shm = mmap(NULL, c.jobs * sizeof(Shared), PROT_READ | PROT_WRITE,
                     MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  for (unsigned k = 0; k < c.jobs; k++)
    ws[k].sh = &shm[k];
  struct pollfd *pfd = calloc(c.jobs, sizeof *pfd);
  uint64_t total = program_count(&c), next = 0;
  double t0 = now(), last_show = 0;
  double deadline = c.time_limit > 0 ? t0 + c.time_limit : 0;
  int rc = 0;
  for (;;) {
    /* hand out batches */
    bool stop = interrupted || (deadline > 0 && now() > deadline);
    unsigned running = 0;
    for (unsigned k = 0; k < c.jobs; k++) {
      if (!ws[k].pid && next < total && !stop) {
        uint64_t hi = next + c.batch < total ? next + c.batch : total;
        if (spawn_worker(&c, &ws[k], next, hi, deadline)) {
          rc = 1;
          interrupted = 1;
          break;
        }
        next = hi;
      }
      running += ws[k].pid != 0;
    }
    if (!running)
      break;
    unsigned np = 0;
    for (unsigned k = 0; k < c.jobs; k++)
      if (ws[k].pid) {
        pfd[np].fd = ws[k].fd;
        pfd[np].events = POLLIN;
        pfd[np].revents = 0;
        np++;
      }
    poll(pfd, np, 100);
    double tnow = now();
    for (unsigned k = 0, q = 0; k < c.jobs; k++) {
      Worker *w = &ws[k];
      if (!w->pid)
        continue;
      struct pollfd *p = &pfd[q++];
      if (interrupted) {
        kill(w->pid, SIGKILL);
      } else if (w->sh->progress.index != w->seen_index) {
        w->seen_index = w->sh->progress.index;
        w->seen_time = tnow;
      } else if (tnow - w->seen_time > c.program_timeout && !w->timed_out) {
        w->timed_out = true;
        kill(w->pid, SIGKILL);
      }
      if (!(p->revents & (POLLIN | POLLHUP | POLLERR)))
        continue;
      if (w->capline - w->nline < 65536) {
        w->capline = w->capline * 2 + 65536;
        w->line = realloc(w->line, w->capline);
      }
      ssize_t n = read(w->fd, w->line + w->nline, w->capline - w->nline);
      if (n > 0) {
        w->nline += (size_t)n;
        take_lines(&c, &t, w);
        continue;
      }
      if (n < 0 && errno == EINTR)
        continue;
      /* end of the pipe: the worker is gone */
      close(w->fd);
      int st = 0;
      while (waitpid(w->pid, &st, 0) < 0 && errno == EINTR)
        ;
      w->pid = 0;
      uint64_t i = w->sh->progress.index;
      bool clean = !w->timed_out && WIFEXITED(st) && WEXITSTATUS(st) == 0;
      if (interrupted)
        continue;
      if (clean)
        continue;
      if (w->have_last && w->last_index == i && !w->timed_out) {
        fprintf(stderr, TOOL ": warning: a worker died after program %llu (status %d)\n",
                (unsigned long long)program_seed(&c, i), st);
        i++;
      } else {
        record_death(&c, &t, w, i, st);
        i++;
      }
      /* the rest of its batch in a new worker */
      if (i < w->hi && !(deadline > 0 && now() > deadline) &&
          spawn_worker(&c, w, i, w->hi, deadline)) {
        rc = 1;
        interrupted = 1;
      }
    }
    if (show && tnow - last_show > 0.5) {
      progress_line(&t, t0, false);
      last_show = tnow;
    }
  }
  if (show)
    progress_line(&t, t0, true);
  sigaction(SIGINT, &old_int, NULL);
  sigaction(SIGTERM, &old_term, NULL);
  bool ok = !ferror(t.results);
  if (fclose(t.results) || !ok || rename(part, final_path)) {
    fprintf(stderr, TOOL ": cannot write '%s': %s\n", final_path, strerror(errno));
    rc = 1;
  }
  t.results = NULL;
  if (interrupted && !rc)
    fprintf(stderr, TOOL ": interrupted; the results so far are in %s\n", final_path);
  int frc = finish(&t, c.out_dir, now() - t0, c.jobs);
  for (unsigned k = 0; k < c.jobs; k++)
    free(ws[k].line);
  munmap(shm, c.jobs * sizeof(Shared));
  free(ws);
  free(pfd);
  free(part);
  free(final_path);
  tally_free(&t);
  return rc ? rc : interrupted ? 1 : frc;
}

/* ---- merge ---- */

/* Copies the regular files of directory from into directory to. */
static int copy_dir(const char *from, const char *to) {
  DIR *d = opendir(from);
  if (!d)
    return 1;
  make_dir(to);
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.')
      continue;
    char *src = path_join(from, e->d_name);
    size_t len;
    char *buf = cmir_tool_read_input(TOOL, src, &len);
    if (buf)
      put_file(to, e->d_name, buf, len);
    free(buf);
    free(src);
  }
  closedir(d);
  return 0;
}

int cmir_fuzz_merge(const char *const *dirs, size_t n, const char *out_dir) {
  Tally t;
  memset(&t, 0, sizeof t);
  cmir_strmap_init(&t.signatures);
  char *part = NULL, *final_path = NULL, *out_finds = NULL;
  int rc = 0;
  if (out_dir) {
    out_finds = path_join(out_dir, "finds");
    if (make_dir(out_dir) || make_dir(out_finds))
      return free(out_finds), 1;
    part = path_join(out_dir, "results.jsonl.part");
    final_path = path_join(out_dir, "results.jsonl");
    if (!(t.results = fopen(part, "w"))) {
      fprintf(stderr, TOOL ": cannot write '%s': %s\n", part, strerror(errno));
      rc = 1;
      goto out;
    }
  }
  double seconds = 0;
  for (size_t k = 0; k < n; k++) {
    if (out_dir && !strcmp(dirs[k], out_dir)) {
      fprintf(stderr, TOOL ": merge: the output directory '%s' is also an input\n", out_dir);
      rc = 1;
      goto out;
    }
    char *res = path_join(dirs[k], "results.jsonl");
    FILE *f = fopen(res, "r");
    if (!f) {
      fprintf(stderr, TOOL ": cannot read '%s': %s\n", res, strerror(errno));
      free(res);
      rc = 1;
      goto out;
    }
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    while ((len = getline(&line, &cap, f)) > 0) {
      while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
        len--;
      if (len)
        tally_line(&t, line, (size_t)len);
    }
    free(line);
    fclose(f);
    free(res);
    /* the shard's wall time: campaigns ran side by side, the longest counts */
    char *sum = path_join(dirs[k], "summary.json");
    json_error_t err;
    json_t *s = json_load_file(sum, 0, &err);
    double sec = json_number_value(json_object_get(s, "seconds"));
    if (sec > seconds)
      seconds = sec;
    json_decref(s);
    free(sum);
    if (!out_dir)
      continue;
    char *finds = path_join(dirs[k], "finds");
    DIR *d = opendir(finds);
    struct dirent *e;
    while (d && (e = readdir(d))) {
      if (e->d_name[0] == '.')
        continue;
      char *from = path_join(finds, e->d_name);
      char *to = path_join(out_finds, e->d_name);
      struct stat sb;
      if (stat(to, &sb)) {
        copy_dir(from, to);
      } else {
        /* known already: only its seeds join */
        char *seeds = path_join(from, "seeds");
        size_t len2;
        FILE *sf = fopen(seeds, "r");
        if (sf) {
          fclose(sf);
          char *buf = cmir_tool_read_input(TOOL, seeds, &len2);
          char *save = NULL;
          for (char *tok = strtok_r(buf, "\n", &save); tok; tok = strtok_r(NULL, "\n", &save))
            append_line(to, "seeds", tok);
          free(buf);
        }
        free(seeds);
      }
      free(from);
      free(to);
    }
    if (d)
      closedir(d);
    free(finds);
  }
  if (t.results) {
    bool ok = !ferror(t.results);
    if (fclose(t.results) || !ok || rename(part, final_path)) {
      fprintf(stderr, TOOL ": cannot write '%s': %s\n", final_path, strerror(errno));
      rc = 1;
    }
    t.results = NULL;
  }
  if (!rc)
    rc = finish(&t, out_dir, seconds, 0);
out:
  if (t.results) {
    fclose(t.results);
    unlink(part);
  }
  free(part);
  free(final_path);
  free(out_finds);
  tally_free(&t);
  return rc;
}

#endif
