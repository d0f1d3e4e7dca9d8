/* test_tap.c - tests tests/unit/tap.h itself: passing checks print `ok`,
 * failing ones print `not ok` with a located diagnostic and are counted, and
 * done_testing() turns the counts into the exit status. Failing checks are run
 * with the output captured in a temporary file, so this program still passes. */
#include "tap.h"

/* Runs the checks of `body` with TAP output going to a temporary file, then
 * puts the state back. `*pCaptured` gets the state after `body`, `zOut` the
 * text printed (truncated to nOut-1 characters). */
static void capture(void (*body)(void), TapState *pCaptured, char *zOut, size_t nOut) {
  TapState saved = *tap_state();
  FILE *f = tmpfile();
  if (!f)
    bail_out("tmpfile() failed");
  tap_state()->out = f;
  tap_state()->nPlanned = -1;
  tap_state()->nRun = 0;
  tap_state()->nFailed = 0;
  body();
  *pCaptured = *tap_state();
  *tap_state() = saved;
  rewind(f);
  size_t n = fread(zOut, 1, nOut - 1, f);
  zOut[n] = '\0';
  fclose(f);
}

static void failing_checks(void) {
  ok(0, "a false condition");
  is_int(2 + 2, 5, "arithmetic");
  is_str("abc", "abd", "strings");
  is_str(NULL, "x", "NULL string");
  ok(1, "a true one");
}

static void planned_but_short(void) {
  plan(3);
  ok(1, "only one");
}

static int gStatus;

static void status_all_passed(void) {
  ok(1, "one");
  ok(1, "two");
  gStatus = done_testing();
}

static void status_one_failed(void) {
  ok(1, "one");
  ok(0, "two");
  gStatus = done_testing();
}

static void status_short(void) {
  planned_but_short();
  gStatus = done_testing();
}

int main(void) {
  /* Passing checks, in the real output. */
  ok(1, "ok passes on a true condition");
  ok(3 > 2, "ok with format arguments: %d > %d", 3, 2);
  is_int(-7, -7, "is_int on equal integers");
  is_int(1LL << 40, 1LL << 40, "is_int keeps 64 bits");
  is_str("arith.addi", "arith.addi", "is_str on equal strings");
  is_str(NULL, NULL, "is_str on two NULLs");
  diag("diag prints a comment line,\nand one per line of its text");
  skip(2, "skip prints %s", "this reason");

  TapState st;
  char zOut[4096];

  capture(failing_checks, &st, zOut, sizeof zOut);
  is_int(st.nRun, 5, "captured: five checks ran");
  is_int(st.nFailed, 4, "captured: four failed");
  ok(strstr(zOut, "not ok 1 - a false condition\n") != NULL, "ok(0) prints not ok");
  ok(strstr(zOut, "#   Failed test at ") != NULL && strstr(zOut, "test_tap.c:") != NULL,
     "a failure names the file and line");
  ok(strstr(zOut, "#          got: 4\n#     expected: 5\n") != NULL, "is_int shows both values");
  ok(strstr(zOut, "#          got: \"abc\"\n#     expected: \"abd\"\n") != NULL,
     "is_str shows both strings");
  ok(strstr(zOut, "#          got: NULL\n") != NULL, "is_str shows NULL");
  ok(strstr(zOut, "ok 5 - a true one\n") != NULL, "numbering continues after failures");

  capture(planned_but_short, &st, zOut, sizeof zOut);
  ok(strncmp(zOut, "1..3\n", 5) == 0, "plan prints the plan first");

  capture(status_all_passed, &st, zOut, sizeof zOut);
  is_int(gStatus, 0, "done_testing returns 0 when all passed");
  ok(strstr(zOut, "1..2\n") != NULL, "done_testing prints a missing plan");

  capture(status_one_failed, &st, zOut, sizeof zOut);
  is_int(gStatus, 1, "done_testing returns 1 after a failure");

  capture(status_short, &st, zOut, sizeof zOut);
  is_int(gStatus, 1, "done_testing returns 1 when fewer tests ran than planned");
  ok(strstr(zOut, "# planned 3 tests but ran 1\n") != NULL, "and says so");

  return done_testing();
}
