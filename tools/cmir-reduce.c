/* cmir-reduce: shrinks a program while a test says it is still interesting
 * (src/fuzz/reduce.h does the work). Exit codes: 0 reduced, 1 bad usage or
 * input, 2 the input itself is not interesting (or has undefined
 * behaviour), 130 interrupted (the best program so far is written). */
#include "fuzz/legs.h"
#include "fuzz/reduce.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static const char usage[] =
    "usage: cmir-reduce [options] input.mlir\n"
    "         (--test=SCRIPT | --legs=A,B | --crash=LEG | --same-find=SIGNATURE)\n"
    "\n"
    "Shrinks a program while a test still says it is interesting. Every\n"
    "candidate verifies and runs on the interpreter without undefined\n"
    "behaviour before it is tested.\n"
    "\n"
    "tests:\n"
    "  --test=SCRIPT        an executable run with the candidate's path as its\n"
    "                       argument: exit 0 means still interesting (with\n"
    "                       --pipeline, CMIR_REDUCE_PIPELINE holds the pass list)\n"
    "  --legs=A,B           legs A and B run the program and disagree (output or\n"
    "                       status); legs: interp, lowered (the interpreter after\n"
    "                       the pass list, by default the whole lowering), or\n"
    "                       interp and one of cmir-fuzz's legs (passes, bytecode,\n"
    "                       native-O0, native-O2, mlir-runner, mlir-interp)\n"
    "  --crash=LEG          the leg dies of a signal (interp, lowered)\n"
    "  --same-find=SIG      cmir-fuzz's legs, run as in a campaign, give the find\n"
    "                       with signature SIG (a finds/ directory's name, e.g.\n"
    "                       native-O0.out or passes.out@convert-scf-to-cf)\n"
    "options:\n"
    "  -o FILE              output (default: stdout); written when done or\n"
    "                       interrupted, never half-written\n"
    "  -j N                 candidates tested at once (default 1; the result\n"
    "                       does not depend on N)\n"
    "  --pipeline=P1,P2,... the pass list to reduce too (the `lowered` leg's\n"
    "                       passes; default for --legs with lowered: the lowering)\n"
    "  --reductions=R1,...  only these reductions (default: all, in this order:\n"
    "                       remove-func, erase-op, inline, branch, thread,\n"
    "                       merge-block, block-arg, constant, memref-shape,\n"
    "                       subview, attributes, canonicalize, passes)\n"
    "  -e NAME              entry function (default: main)\n"
    "  --timeout=S          seconds per candidate (default 20)\n"
    "  --max-steps=N        interpreter step limit per run (default 10000000)\n"
    "  --no-progress        no progress line (there is one on a terminal)\n"
    "  --help, --version\n"
    "\n"
    "exit codes: 0 reduced, 1 bad usage or input, 2 input not interesting,\n"
    "130 interrupted (the best program so far is written)\n";

static volatile sig_atomic_t stop_flag;
static void on_signal(int sig) {
  (void)sig;
  stop_flag = 1;
}

/* --test=SCRIPT: the candidate goes to a file in tmpdir. */
typedef struct ScriptTest {
  const char *script, *tmpdir;
} ScriptTest;

/* A time-out, or the reducer stopping: the script's process group goes,
 * and so does the candidate's file. */
static pid_t script_pid;
static char script_path[4096];
static void on_alarm(int sig) {
  (void)sig;
  if (script_pid > 0)
    kill(-script_pid, SIGKILL);
  unlink(script_path);
  _exit(1);
}

static bool test_script(const CmirReduceCandidate *c, void *user) {
  const ScriptTest *t = user;
  char *path = script_path;
  snprintf(path, sizeof script_path, "%s/candidate-%ld.mlir", t->tmpdir, (long)getpid());
  FILE *f = fopen(path, "w");
  if (!f)
    return false;
  bool ok = fwrite(c->text, 1, c->len, f) == c->len;
  if (fclose(f) || !ok)
    return false;
  if (c->pipeline)
    setenv("CMIR_REDUCE_PIPELINE", c->pipeline, 1);
  signal(SIGALRM, on_alarm);
  signal(SIGTERM, on_alarm);
  pid_t pid = fork();
  if (pid == 0) {
    setpgid(0, 0);
    int fd = open("/dev/null", O_WRONLY);
    if (fd >= 0) {
      dup2(fd, 1);
      dup2(fd, 2);
    }
    execl(t->script, t->script, path, (char *)NULL);
    _exit(127);
  }
  script_pid = pid;
  int st = 1 << 8;
  while (pid > 0 && waitpid(pid, &st, 0) < 0 && errno == EINTR)
    ;
  unlink(path);
  return pid > 0 && WIFEXITED(st) && WEXITSTATUS(st) == 0;
}

/* --crash=LEG: the leg, in a process of its own, dies of a signal. */
typedef struct CrashTest {
  CmirReduceLegsTest legs; /* legs[0] is the leg */
} CrashTest;

static bool test_crash(const CmirReduceCandidate *c, void *user) {
  CrashTest *t = user;
  pid_t pid = fork();
  if (pid == 0) {
    CmirReduceLegsTest one = t->legs;
    one.legs[1] = one.legs[0];
    cmir_reduce_test_legs(c, &one);
    _exit(0);
  }
  int st;
  if (pid < 0 || waitpid(pid, &st, 0) < 0)
    return false;
  return WIFSIGNALED(st) && WTERMSIG(st) != SIGALRM && WTERMSIG(st) != SIGKILL;
}

/* --same-find=SIGNATURE, and --legs=interp,LEG with one of cmir-fuzz's
 * legs: the candidate runs on those legs as a campaign runs a program
 * (src/fuzz/legs.h), in the child that tests it. */
typedef struct FuzzTest {
  CmirFuzzOptions opts;
  const char *signature; /* --same-find */
  int leg;               /* --legs: the leg that must differ from interp */
} FuzzTest;

static bool test_fuzz(const CmirReduceCandidate *c, void *user) {
  const FuzzTest *t = user;
  CmirFuzzSession *s = cmir_fuzz_session_create(&t->opts);
  if (!s)
    return false;
  CmirFuzzResult r;
  cmir_fuzz_run(s, "candidate", c->text, c->len, &r);
  bool yes =
      r.verdict == CMIR_FUZZ_FIND &&
      (t->signature ? r.signature && !strcmp(r.signature, t->signature) : r.legs[t->leg].differs);
  cmir_fuzz_result_free(&r);
  cmir_fuzz_session_destroy(s);
  return yes;
}

/* The legs a signature names ("passes.out@x+native-O0.out": passes,
 * native-O0) into t->opts.legs; false with a message if it names none or
 * an unknown one. */
static bool signature_legs(const char *sig, FuzzTest *t) {
  char list[256] = "interp";
  size_t n = strlen(list);
  for (const char *p = sig; *p;) {
    const char *end = strchr(p, '+'), *dot = strchr(p, '.');
    if (!end)
      end = p + strlen(p);
    if (!dot || dot > end || dot == p || n + (size_t)(dot - p) + 2 > sizeof list)
      return false;
    list[n++] = ',';
    memcpy(list + n, p, (size_t)(dot - p));
    n += (size_t)(dot - p);
    list[n] = 0;
    p = *end ? end + 1 : end;
  }
  return n > strlen("interp") && cmir_fuzz_parse_legs(list, &t->opts.legs) == 0;
}

int main(int argc, char **argv) {
  const char *input = NULL, *output = NULL, *script = NULL, *legs = NULL, *crash = NULL,
             *same = NULL;
  CmirReduceOptions o = {0};
  bool no_progress = false;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v;
    if (a[0] == '-' && a[1] == '-')
      a++;
    if (!strcmp(a, "-help") || !strcmp(a, "-h")) {
      fputs(usage, stdout);
      return 0;
    } else if (!strcmp(a, "-version")) {
      printf("cmir-reduce %s\n", CMIR_VERSION_STRING);
      return 0;
    } else if ((v = cmir_tool_flag_value(a, "-test", &i, argc, argv))) {
      script = v;
    } else if ((v = cmir_tool_flag_value(a, "-legs", &i, argc, argv))) {
      legs = v;
    } else if ((v = cmir_tool_flag_value(a, "-crash", &i, argc, argv))) {
      crash = v;
    } else if ((v = cmir_tool_flag_value(a, "-same-find", &i, argc, argv))) {
      same = v;
    } else if ((v = cmir_tool_flag_value(a, "-o", &i, argc, argv))) {
      output = v;
    } else if ((v = cmir_tool_flag_value(a, "-j", &i, argc, argv))) {
      char *end;
      long n = strtol(v, &end, 10);
      if (*end || n < 1 || n > 256)
        return cmir_tool_fail("cmir-reduce", "-j wants a number from 1 to 256");
      o.jobs = (unsigned)n;
    } else if ((v = cmir_tool_flag_value(a, "-pipeline", &i, argc, argv))) {
      o.pipeline = v;
    } else if ((v = cmir_tool_flag_value(a, "-reductions", &i, argc, argv))) {
      if (!cmir_reduce_known_names(v)) {
        fprintf(stderr, "cmir-reduce: unknown reduction in '%s' (reductions: %s)\n", v,
                cmir_reduce_names);
        return 1;
      }
      o.reductions = v;
    } else if ((v = cmir_tool_flag_value(a, "-e", &i, argc, argv))) {
      o.entry = v;
    } else if ((v = cmir_tool_flag_value(a, "-timeout", &i, argc, argv))) {
      o.timeout = (unsigned)strtoul(v, NULL, 10);
    } else if ((v = cmir_tool_flag_value(a, "-max-steps", &i, argc, argv))) {
      o.max_steps = strtoull(v, NULL, 10);
    } else if (!strcmp(a, "-no-progress")) {
      no_progress = true;
    } else if (argv[i][0] == '-' && argv[i][1]) {
      fprintf(stderr, "cmir-reduce: unknown option '%s' (see --help)\n", argv[i]);
      return 1;
    } else {
      if (input)
        return cmir_tool_fail("cmir-reduce", "more than one input file given");
      input = argv[i];
    }
  }
  if (!input)
    return cmir_tool_fail("cmir-reduce", "no input file (see --help)");
  if (!!script + !!legs + !!crash + !!same != 1)
    return cmir_tool_fail("cmir-reduce", "give one of --test, --legs, --crash and --same-find");

  ScriptTest st = {script, NULL};
  CrashTest ct = {{{NULL, NULL}, o.entry, o.max_steps}};
  CmirReduceLegsTest lt = {{NULL, NULL}, o.entry, o.max_steps};
  FuzzTest ft = {{.max_steps = o.max_steps}, NULL, -1};
  char legbuf[64], tmpl[4096];
  if (legs) {
    const char *comma = strchr(legs, ',');
    if (!comma || strlen(legs) >= sizeof legbuf)
      return cmir_tool_fail("cmir-reduce", "--legs wants two legs, e.g. --legs=interp,lowered");
    strcpy(legbuf, legs);
    legbuf[comma - legs] = 0;
    lt.legs[0] = legbuf;
    lt.legs[1] = legbuf + (comma - legs) + 1;
    int fuzz_leg = -1;
    for (int k = 0; k < 2; k++) {
      if (cmir_reduce_legs_known(lt.legs[k]))
        continue;
      for (int l = CMIR_FUZZ_PASSES; l < CMIR_FUZZ_NLEGS; l++)
        if (!strcmp(lt.legs[k], cmir_fuzz_leg_name((CmirFuzzLeg)l)))
          fuzz_leg = l;
      if (fuzz_leg < 0 || strcmp(lt.legs[!k], "interp")) {
        fprintf(stderr,
                "cmir-reduce: unknown leg pair '%s' (legs: interp, lowered; or interp and one "
                "of passes, bytecode, native-O0, native-O2, mlir-runner, mlir-interp)\n",
                legs);
        return 1;
      }
      break;
    }
    if (fuzz_leg >= 0) {
      ft.opts.legs = CMIR_FUZZ_LEG_BIT(CMIR_FUZZ_INTERP) | CMIR_FUZZ_LEG_BIT(fuzz_leg);
      ft.leg = fuzz_leg;
      o.test = test_fuzz;
      o.user = &ft;
    } else {
      if (!o.pipeline && (!strcmp(lt.legs[0], "lowered") || !strcmp(lt.legs[1], "lowered")))
        o.pipeline = cmir_reduce_lowering_pipeline;
      o.test = cmir_reduce_test_legs;
      o.user = &lt;
    }
  } else if (same) {
    if (!signature_legs(same, &ft)) {
      fprintf(stderr, "cmir-reduce: '%s' is not a find's signature (e.g. native-O0.out)\n", same);
      return 1;
    }
    ft.signature = same;
    o.test = test_fuzz;
    o.user = &ft;
  } else if (crash) {
    if (!cmir_reduce_legs_known(crash)) {
      fprintf(stderr, "cmir-reduce: unknown leg '%s' (legs: interp, lowered)\n", crash);
      return 1;
    }
    ct.legs.legs[0] = crash;
    o.no_ub_check = !strcmp(crash, "interp");
    o.test = test_crash;
    o.user = &ct;
  } else {
    if (access(script, X_OK))
      return cmir_tool_fail("cmir-reduce", "--test wants an executable script");
    const char *tmp = getenv("TMPDIR");
    snprintf(tmpl, sizeof tmpl, "%s/cmir-reduce-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(tmpl))
      return cmir_tool_fail("cmir-reduce", "cannot create a temporary directory");
    st.tmpdir = tmpl;
    o.test = test_script;
    o.user = &st;
  }

  size_t len;
  char *buf = cmir_tool_read_input("cmir-reduce", input, &len);
  int rc = 1;
  if (buf) {
    struct sigaction sa = {0};
    sa.sa_handler = on_signal; /* no SA_RESTART: waiting stops */
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    o.stop = &stop_flag;
    o.progress = !no_progress && isatty(2);
    CmirReduceResult res;
    CmirReduceStatus s = cmir_reduce(input, buf, len, &o, &res);
    if (s == CMIR_REDUCE_NOT_INTERESTING) {
      fprintf(stderr, "cmir-reduce: %s is not interesting%s\n", input,
              o.no_ub_check ? "" : " (or has undefined behaviour on the interpreter)");
      rc = 2;
    } else if (s == CMIR_REDUCE_OK) {
      rc = cmir_tool_write_output("cmir-reduce", output, res.text, res.len);
      if (!rc)
        rc = res.interrupted ? 130 : 0;
      fprintf(stderr,
              "cmir-reduce: %llu -> %llu ops (%llu candidates tested, %llu with UB or "
              "no end, %llu accepted)%s\n",
              (unsigned long long)res.ops_before, (unsigned long long)res.ops_after,
              (unsigned long long)res.tested, (unsigned long long)res.rejected_ub,
              (unsigned long long)res.accepted, res.interrupted ? ", interrupted" : "");
      if (res.pipeline)
        fprintf(stderr, "cmir-reduce: pass list: %s\n", res.pipeline);
      cmir_reduce_result_free(&res);
    }
    free(buf);
  }
  if (st.tmpdir)
    rmdir(st.tmpdir);
  return rc;
}
