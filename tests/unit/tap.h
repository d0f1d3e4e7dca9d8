/* tap.h - a header-only producer of TAP (Test Anything Protocol) for cmir's
 * C unit tests. `make check` reads the output through Automake's TAP driver.
 *
 *   #include "tap.h"
 *   int main(void) {
 *     plan(3);                       // optional: or let done_testing() print it
 *     ok(1 + 1 == 2, "addition");
 *     is_int(cmir_thing_count(t), 4, "four things");
 *     is_str(name, "arith.addi", "name of %s", "op");
 *     return done_testing();         // 0 iff every test passed and the plan held
 *   }
 *
 * Every check takes a printf-style description and returns its own result,
 * so a test can stop early: `if (!ok(p != NULL, "alloc")) return done_testing();`.
 * Output goes to stdout (diagnostics as `# ` lines), flushed after each line,
 * so it interleaves correctly with anything the code under test prints. */
#ifndef CMIR_TESTS_TAP_H
#define CMIR_TESTS_TAP_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GNUC__)
#define TAP_PRINTF(fmt, args) __attribute__((format(printf, fmt, args)))
#else
#define TAP_PRINTF(fmt, args)
#endif

/* The state of one test program. */
typedef struct TapState {
  FILE *out;    /* where TAP goes; NULL means stdout */
  int nPlanned; /* number of tests announced by plan(), -1 if none yet */
  int nRun;     /* number of test lines printed so far */
  int nFailed;  /* number of `not ok` lines printed so far */
} TapState;

/* The one state of this program (a function-local static, so a test that
 * includes tap.h but uses only part of it gets no unused-variable warning). */
static inline TapState *tap_state(void) {
  static TapState state = {NULL, -1, 0, 0};
  return &state;
}

static inline FILE *tap_out(void) { return tap_state()->out ? tap_state()->out : stdout; }

/* Prints `prefix` then the formatted text, each line of it starting with
 * `prefix` again (used for `# ` diagnostics). */
static inline void tap_vprint_lines(const char *prefix, const char *fmt, va_list ap) {
  char buf[4096];
  vsnprintf(buf, sizeof buf, fmt, ap);
  FILE *out = tap_out();
  const char *line = buf;
  for (;;) {
    const char *nl = strchr(line, '\n');
    int len = nl ? (int)(nl - line) : (int)strlen(line);
    fprintf(out, "%s%.*s\n", prefix, len, line);
    if (!nl || nl[1] == '\0')
      break;
    line = nl + 1;
  }
  fflush(out);
}

/* Announces that the program will run `n` tests. Call it at most once,
 * before any test; or never, and let done_testing() print the plan. */
static inline void plan(int n) {
  TapState *s = tap_state();
  s->nPlanned = n;
  fprintf(tap_out(), "1..%d\n", n);
  fflush(tap_out());
}

/* Prints a diagnostic line (`# ...`); it does not count as a test. */
TAP_PRINTF(1, 2)
static inline void diag(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  tap_vprint_lines("# ", fmt, ap);
  va_end(ap);
}

/* Prints one result line; on failure also where the check is. */
static inline int tap_vok(int pass, const char *file, int line, const char *fmt, va_list ap) {
  TapState *s = tap_state();
  FILE *out = tap_out();
  char desc[1024];
  vsnprintf(desc, sizeof desc, fmt, ap);
  /* A `#` in the description would start a TAP directive: escape it. */
  char escaped[2048];
  size_t n = 0;
  for (const char *p = desc; *p && n + 2 < sizeof escaped; p++) {
    if (*p == '#' || *p == '\\')
      escaped[n++] = '\\';
    escaped[n++] = *p == '\n' ? ' ' : *p;
  }
  escaped[n] = '\0';
  s->nRun++;
  if (!pass)
    s->nFailed++;
  fprintf(out, "%s %d%s%s\n", pass ? "ok" : "not ok", s->nRun, escaped[0] ? " - " : "", escaped);
  if (!pass)
    fprintf(out, "#   Failed test at %s:%d.\n", file, line);
  fflush(out);
  return pass;
}

TAP_PRINTF(4, 5)
static inline int tap_ok(int pass, const char *file, int line, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = tap_vok(pass, file, line, fmt, ap);
  va_end(ap);
  return r;
}

TAP_PRINTF(5, 6)
static inline int tap_is_int(long long got, long long want, const char *file, int line,
                             const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = tap_vok(got == want, file, line, fmt, ap);
  va_end(ap);
  if (!r) {
    diag("         got: %lld", got);
    diag("    expected: %lld", want);
  }
  return r;
}

TAP_PRINTF(5, 6)
static inline int tap_is_str(const char *got, const char *want, const char *file, int line,
                             const char *fmt, ...) {
  int pass = (got == NULL || want == NULL) ? got == want : strcmp(got, want) == 0;
  va_list ap;
  va_start(ap, fmt);
  int r = tap_vok(pass, file, line, fmt, ap);
  va_end(ap);
  if (!r) {
    if (got)
      diag("         got: \"%s\"", got);
    else
      diag("         got: NULL");
    if (want)
      diag("    expected: \"%s\"", want);
    else
      diag("    expected: NULL");
  }
  return r;
}

/* ok(cond, fmt, ...): passes if `cond` is true. */
#define ok(cond, ...) tap_ok(!!(cond), __FILE__, __LINE__, __VA_ARGS__)
/* is_int(got, want, fmt, ...): passes if the two integers are equal. */
#define is_int(got, want, ...)                                                                     \
  tap_is_int((long long)(got), (long long)(want), __FILE__, __LINE__, __VA_ARGS__)
/* is_str(got, want, fmt, ...): passes if the strings are equal (or both NULL). */
#define is_str(got, want, ...) tap_is_str((got), (want), __FILE__, __LINE__, __VA_ARGS__)

/* Records `n` tests as skipped, for `reason`. */
TAP_PRINTF(2, 3)
static inline void skip(int n, const char *fmt, ...) {
  TapState *s = tap_state();
  FILE *out = tap_out();
  char reason[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(reason, sizeof reason, fmt, ap);
  va_end(ap);
  for (int i = 0; i < n; i++)
    fprintf(out, "ok %d # SKIP %s\n", ++s->nRun, reason);
  fflush(out);
}

/* Stops the whole test run: the harness reports an error. */
TAP_PRINTF(1, 2)
static inline void bail_out(const char *fmt, ...) {
  char reason[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(reason, sizeof reason, fmt, ap);
  va_end(ap);
  fprintf(tap_out(), "Bail out! %s\n", reason);
  fflush(tap_out());
  exit(255);
}

/* Ends the program's tests: prints the plan if plan() was not called, and
 * returns the exit status for main(): 0 if every test passed and as many ran
 * as planned, 1 otherwise. */
static inline int done_testing(void) {
  TapState *s = tap_state();
  if (s->nPlanned < 0) {
    fprintf(tap_out(), "1..%d\n", s->nRun);
    s->nPlanned = s->nRun;
  } else if (s->nPlanned != s->nRun) {
    diag("planned %d tests but ran %d", s->nPlanned, s->nRun);
  }
  if (s->nFailed)
    diag("failed %d of %d tests", s->nFailed, s->nRun);
  fflush(tap_out());
  return s->nFailed == 0 && s->nPlanned == s->nRun ? 0 : 1;
}

#endif /* CMIR_TESTS_TAP_H */
