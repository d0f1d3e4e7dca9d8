#!/usr/bin/env bash
# tests/fuzz/campaign.sh - TAP: cmir-fuzz campaigns, merges and the
# multi-host script.
#   - a short campaign (300 seeds, every in-process leg, 2 workers) gives one
#     valid JSON line per seed and a summary whose last lines count them;
#   - a worker that crashes or hangs in one program (CMIR_FUZZ_TEST_FAULT,
#     read only by campaign workers) costs only that program: it becomes a
#     find with the crashing leg in its signature, the rest of the batch runs;
#   - `cmir-fuzz merge` joins two shards and deduplicates their finds;
#   - --input runs hand-written programs, and one with undefined behaviour
#     counts as a generator bug, not a find;
#   - tools/fuzz-campaign shards a range over two "hosts" through GNU
#     parallel's --sshloginfile, with tests/fuzz/local-ssh as ssh.
# Environment: CMIR_SRC_DIR, CMIR_BUILD_DIR (set by make check).
set -u

here=$(cd "$(dirname "$0")" && pwd)
srcdir=${CMIR_SRC_DIR:-$(cd "$here/../.." && pwd)}
builddir=${CMIR_BUILD_DIR:-$srcdir}
fuzz=$builddir/tools/cmir-fuzz

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cmir-campaign.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# shellcheck source=tests/tap.sh
. "$srcdir/tests/tap.sh"

echo "1..18"
if "$fuzz" --seeds 1..1 --out "$tmp/probe" --legs=interp --no-progress 2>&1 |
  grep -q 'libjansson'; then
  for i in $(seq 18); do skip "campaign test $i" "cmir-fuzz built without libjansson"; done
  exit 0
fi

# check_json DIR FIRST LAST: results.jsonl has one valid line per seed
# FIRST..LAST, each with the fields docs/fuzzing.md lists; summary.json
# agrees.
check_json() {
  python3 - "$@" <<'EOF'
import json, sys
d, lo, hi = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
seeds = []
for n, line in enumerate(open(d + "/results.jsonl"), 1):
    o = json.loads(line)
    for k in ("seed", "gen", "verdict", "seconds", "legs"):
        assert k in o, "line %d has no %s" % (n, k)
    assert o["verdict"] in ("agree", "find", "generator-bug", "inconclusive"), o["verdict"]
    if o["verdict"] == "find":
        assert o.get("signature"), "a find without a signature on line %d" % n
    for leg, r in o["legs"].items():
        assert r["status"] in ("ok", "ub", "limit", "error", "crash", "timeout", "skipped"), r
        assert isinstance(r["seconds"], float) and isinstance(r["differs"], bool), r
    seeds.append(o["seed"])
assert sorted(seeds) == list(range(lo, hi + 1)), "seeds %s" % sorted(seeds)[:10]
s = json.load(open(d + "/summary.json"))
assert s["programs"] == hi - lo + 1, s
assert s["agree"] + s["finds"] + s["generator_bugs"] + s["inconclusive"] == s["programs"], s
EOF
}

# 1-3: a short campaign with every in-process leg
"$fuzz" --seeds 1..300 --jobs 2 --out "$tmp/c" --no-progress >"$tmp/c.out" 2>"$tmp/c.err"
rc=$?
if [ $rc -eq 0 ] || [ $rc -eq 2 ]; then pass "a 300-program campaign runs (exit $rc)"; else
  fail "a 300-program campaign exits with $rc"
  diag <"$tmp/c.err"
fi
if check_json "$tmp/c" 1 300 2>"$tmp/j.err"; then pass "one valid JSON line per program"; else
  fail "results.jsonl of the campaign"
  diag <"$tmp/j.err"
fi
if tail -n 4 "$tmp/c.out" | grep -q '^programs: 300 ' &&
  tail -n 4 "$tmp/c.out" | grep -q '^finds: ' &&
  tail -n 4 "$tmp/c.out" | grep -q '^generator bugs: [0-9]*; rate: [0-9.]* programs/s' &&
  grep -q '"native-O2"' "$tmp/c/results.jsonl" && grep -q '"bytecode"' "$tmp/c/results.jsonl"; then
  pass "the last four lines summarise programs, finds, generator bugs and rate"
else
  fail "the summary"
  diag <"$tmp/c.out"
fi

# 4-6: a crash in one program of a batch
CMIR_FUZZ_TEST_FAULT=crash@5 "$fuzz" --seeds 1..40 --batch 10 --legs=interp,passes,bytecode \
  --out "$tmp/a" --no-progress >"$tmp/a.out" 2>&1
rc=$?
sig=native-O2.crash-SIGSEGV
if [ $rc -eq 2 ] && check_json "$tmp/a" 1 40 2>"$tmp/j.err"; then
  pass "a worker crash costs one program: the 39 others have results"
else
  fail "a crashing worker (exit $rc)"
  diag <"$tmp/a.out"
  diag <"$tmp/j.err"
fi
if grep -q "\"seed\":5,.*\"verdict\":\"find\",\"signature\":\"$sig\"" "$tmp/a/results.jsonl" &&
  [ -f "$tmp/a/finds/$sig/program.mlir" ] && "$fuzz" --seed 5 --emit | cmp -s - "$tmp/a/finds/$sig/program.mlir" &&
  grep -q 'cmir-fuzz --seed 5 --emit' "$tmp/a/finds/$sig/report.md"; then
  pass "the crash is a find with its leg and signal, its program and report"
else
  fail "the crash's find"
  grep '"seed":5,' "$tmp/a/results.jsonl" | diag
  ls -R "$tmp/a/finds" | diag
fi
CMIR_FUZZ_TEST_FAULT=hang@3 "$fuzz" --seeds 1..6 --timeout 1 --legs=interp --out "$tmp/h" \
  --no-progress >"$tmp/h.out" 2>&1
if check_json "$tmp/h" 1 6 2>"$tmp/j.err" && [ -d "$tmp/h/finds/native-O2.timeout" ] &&
  grep -q '"seed":3,.*"timeout"' "$tmp/h/results.jsonl"; then
  pass "a program over the time limit is killed and recorded; the batch goes on"
else
  fail "a hanging worker"
  diag <"$tmp/h.out"
fi

# 7-9: merging two shards
CMIR_FUZZ_TEST_FAULT=crash@45 "$fuzz" --seeds 41..80 --legs=interp,passes,bytecode \
  --out "$tmp/b" --no-progress >"$tmp/b.out" 2>&1
"$fuzz" merge "$tmp/a" "$tmp/b" --out "$tmp/m" >"$tmp/m.out" 2>&1
rc=$?
if [ $rc -eq 2 ] && check_json "$tmp/m" 1 80 2>"$tmp/j.err"; then
  pass "merge joins the shards' results"
else
  fail "merge (exit $rc)"
  diag <"$tmp/m.out"
  diag <"$tmp/j.err"
fi
if [ "$(find "$tmp/m/finds" -mindepth 1 -maxdepth 1 | wc -l)" -eq 1 ] &&
  [ "$(sort -n "$tmp/m/finds/$sig/seeds" | tr '\n' ' ')" = "5 45 " ] &&
  grep -q '^finds: 2 programs, 1 distinct signatures' "$tmp/m.out"; then
  pass "merge deduplicates finds by signature and keeps every seed"
else
  fail "merged finds"
  ls -R "$tmp/m/finds" | diag
  diag <"$tmp/m.out"
fi
if "$fuzz" merge "$tmp/a" "$tmp/nonexistent" --out "$tmp/m2" >/dev/null 2>"$tmp/m2.err"; then
  fail "merge of a missing shard succeeds"
elif grep -q "cannot read" "$tmp/m2.err" && [ ! -e "$tmp/m2/results.jsonl" ]; then
  pass "merge of a missing shard fails and writes no results"
else
  fail "merge of a missing shard"
  diag <"$tmp/m2.err"
fi

# 10-11: hand-written programs
cat >"$tmp/ok.mlir" <<'EOF'
func.func private @printI64(i64)
func.func @main() {
  %a = arith.constant 40 : i64
  %b = arith.constant 2 : i64
  %c = arith.addi %a, %b : i64
  call @printI64(%c) : (i64) -> ()
  return
}
EOF
cat >"$tmp/ub.mlir" <<'EOF'
func.func private @printI64(i64)
func.func @main() {
  %a = arith.constant 40 : i64
  %z = arith.constant 0 : i64
  %c = arith.divsi %a, %z : i64
  call @printI64(%c) : (i64) -> ()
  return
}
EOF
"$fuzz" --input "$tmp/ok.mlir" "$tmp/ub.mlir" --out "$tmp/i" --no-progress >"$tmp/i.out" 2>&1
rc=$?
if [ $rc -eq 2 ] && grep -q '"seed":0,"input":"[^"]*ok.mlir",.*"verdict":"agree"' "$tmp/i/results.jsonl"; then
  pass "--input runs a hand-written program on every leg"
else
  fail "--input (exit $rc)"
  diag <"$tmp/i.out"
  diag <"$tmp/i/results.jsonl"
fi
if grep -q '"seed":1,.*"verdict":"generator-bug".*undefined behaviour' "$tmp/i/results.jsonl" &&
  grep -q '^generator bugs: 1;' "$tmp/i.out" && [ -z "$(ls "$tmp/i/finds")" ]; then
  pass "a program with undefined behaviour is a generator bug, not a find"
else
  fail "UB in a program"
  diag <"$tmp/i/results.jsonl"
fi

# 12: a find's report reproduces the program with the generator options
# the campaign was given
CMIR_FUZZ_TEST_FAULT=crash@2 "$fuzz" --seeds 1..3 --dialect llvm --ops 40 --weight int_div=0 \
  --legs=interp --out "$tmp/r" --no-progress >/dev/null 2>&1
cmd=$(grep -o 'cmir-fuzz --seed 2 --emit[^#]*-o program.mlir' "$tmp"/r/finds/*/report.md 2>/dev/null | head -n1)
if [ "$cmd" = "cmir-fuzz --seed 2 --emit --dialect llvm --ops 40 --weight int_div=0 -o program.mlir" ] &&
  "$fuzz" --seed 2 --emit --dialect llvm --ops 40 --weight int_div=0 | cmp -s - "$tmp"/r/finds/*/program.mlir; then
  pass "a report's command re-creates the program: dialect, size and weights"
else
  fail "the report's command: '$cmd'"
fi

# 13-15: the MLIR 19 oracle legs (mlir-opt-19's lowering run by
# mlir-cpu-runner-19 and by cmir-interp) run and are compared
if ! command -v mlir-opt-19 >/dev/null || ! command -v mlir-cpu-runner-19 >/dev/null; then
  skip "oracle legs" "mlir-opt-19 or mlir-cpu-runner-19 not installed"
  skip "a wrong oracle is a find" "mlir-opt-19 or mlir-cpu-runner-19 not installed"
  skip "an empty memref's data" "mlir-opt-19 or mlir-cpu-runner-19 not installed"
else
  "$fuzz" --seeds 1..4 --legs=interp,mlir --out "$tmp/o" --no-progress >"$tmp/o.out" 2>&1
  rc=$?
  if [ $rc -eq 0 ] && [ "$(grep -c '"mlir-runner":{"status":"ok"' "$tmp/o/results.jsonl")" = 4 ] &&
    [ "$(grep -c '"mlir-interp":{"status":"ok"' "$tmp/o/results.jsonl")" = 4 ]; then
    pass "--legs=interp,mlir: both MLIR 19 legs run and agree on 4 programs"
  else
    fail "oracle legs (exit $rc)"
    diag <"$tmp/o.out"
    diag <"$tmp/o/results.jsonl"
  fi
  # a runner that prints one line too many stands for a miscompilation
  mkdir -p "$tmp/bin"
  real=$(command -v mlir-cpu-runner-19)
  printf '#!/bin/sh\n"%s" "$@"\necho 1\n' "$real" >"$tmp/bin/mlir-cpu-runner-19"
  chmod +x "$tmp/bin/mlir-cpu-runner-19"
  PATH=$tmp/bin:$PATH "$fuzz" --seeds 1..2 --legs=interp,mlir --out "$tmp/o2" --no-progress >"$tmp/o2.out" 2>&1
  rc=$?
  if [ $rc -eq 2 ] && [ -d "$tmp/o2/finds/mlir-runner.out" ] &&
    [ "$(grep -c '"signature":"mlir-runner.out"' "$tmp/o2/results.jsonl")" = 2 ]; then
    pass "an oracle whose output differs is a find (mlir-runner.out)"
  else
    fail "a wrong oracle (exit $rc)"
    diag <"$tmp/o2.out"
    diag <"$tmp/o2/results.jsonl"
  fi
  # MLIR 19's printMemref shows an element of a memref with a size of 0, read
  # outside the buffer; a runner that prints garbage there is not a find
  printf '#!/bin/sh\n"%s" "$@" | sed "s/^\\[\\[0\\]/[[-4.2e-310]/"\n' "$real" \
    >"$tmp/bin/mlir-cpu-runner-19"
  "$fuzz" --input "$srcdir/tests/lit/run/print-empty-memref.mlir" --legs=interp,mlir \
    --out "$tmp/o3" --no-progress >"$tmp/o3.out" 2>&1
  rc1=$?
  PATH=$tmp/bin:$PATH "$fuzz" --input "$srcdir/tests/lit/run/print-empty-memref.mlir" \
    --legs=interp,mlir --out "$tmp/o4" --no-progress >"$tmp/o4.out" 2>&1
  rc2=$?
  if [ $rc1 -eq 0 ] && [ $rc2 -eq 0 ] && grep -q '"mlir-runner":{"status":"ok"' "$tmp/o4/results.jsonl"; then
    pass "an empty memref's data, which MLIR 19's printer reads out of bounds, is not a find"
  else
    fail "an empty memref's data (exit $rc1, $rc2)"
    diag <"$tmp/o4/results.jsonl"
  fi
fi

# 16-18: the multi-host script on two local "hosts"
if ! command -v parallel >/dev/null; then
  for t in 16 17 18; do skip "fuzz-campaign test $t" "GNU parallel not installed"; done
  exit 0
fi
printf '1/hostA\n1/hostB\n' >"$tmp/logins"
# Without SHELL (as under cron or a bare CI runner) the jobs must still run.
env -u SHELL LOCAL_SSH_LOG=$tmp/ssh.log CMIR_BUILD_DIR=$builddir "$srcdir/tools/fuzz-campaign" --seeds 100..159 \
  --shards 3 --out "$tmp/mc" --sshloginfile "$tmp/logins" --ssh "$srcdir/tests/fuzz/local-ssh" \
  -- --legs=interp,passes,bytecode >"$tmp/mc.out" 2>&1
rc=$?
if { [ $rc -eq 0 ] || [ $rc -eq 2 ]; } && check_json "$tmp/mc" 100 159 2>"$tmp/j.err"; then
  pass "fuzz-campaign: three shards over two hosts come back and merge"
else
  fail "fuzz-campaign (exit $rc)"
  diag <"$tmp/mc.out"
  diag <"$tmp/j.err"
fi
if [ "$(sort -u "$tmp/ssh.log" | tr '\n' ' ')" = "hostA hostB " ]; then
  pass "fuzz-campaign: the jobs went through the ssh command to both hosts"
else
  fail "fuzz-campaign: hosts used"
  diag <"$tmp/ssh.log"
fi
if grep -q '^programs: 60 ' "$tmp/mc.out" &&
  ! CMIR_BUILD_DIR=$builddir "$srcdir/tools/fuzz-campaign" --seeds 5..1 --out "$tmp/bad" \
    >/dev/null 2>&1; then
  pass "fuzz-campaign: summary, and a bad range is refused"
else
  fail "fuzz-campaign: summary or bad range"
  diag <"$tmp/mc.out"
fi
