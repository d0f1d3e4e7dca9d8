#!/usr/bin/env bash
# tests/fuzz/regress/copy-overlap.sh - TAP: a memref.copy between views
# that share elements (tests/fuzz/regress/ub/copy-overlap.mlir) is
# undefined behaviour to the interpreter, reported at the copy, before and
# after the lowering (cmir's and, when installed, mlir-opt-19's, where it
# is an llvm.intr.memcpy of overlapping ranges), and cmir-fuzz counts such
# a program as a generator bug. The copies between views of one buffer
# that share nothing (copy-disjoint-views.mlir, which run.sh runs on every
# leg) run. Environment: CMIR_SRC_DIR, CMIR_BUILD_DIR (set by make check).
set -u

here=$(cd "$(dirname "$0")" && pwd)
srcdir=${CMIR_SRC_DIR:-$(cd "$here/../../.." && pwd)}
builddir=${CMIR_BUILD_DIR:-$srcdir}
interp=$builddir/tools/cmir-interp
opt=$builddir/tools/cmir-opt
fuzz=$builddir/tools/cmir-fuzz

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cmir-copy-overlap.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# shellcheck source=tests/tap.sh
. "$srcdir/tests/tap.sh"

ub=$srcdir/tests/fuzz/regress/ub/copy-overlap.mlir
ok=$srcdir/tests/fuzz/regress/copy-disjoint-views.mlir
line=$(grep -n '^ *memref.copy' "$ub" | cut -d: -f1)
pipeline=(--convert-scf-to-cf --expand-strided-metadata --finalize-memref-to-llvm
  --convert-to-llvm --reconcile-unrealized-casts)
run() { "$interp" "$1" -e main -entry-point-result=void --check-uninit >"$tmp/out" 2>&1; }
echo "1..6"

# expect_ub NAME FILE PATTERN: cmir-interp FILE exits 2 with PATTERN.
expect_ub() {
  run "$2"
  local rc=$?
  if [ $rc -eq 2 ] && grep -q -- "$3" "$tmp/out"; then
    pass "$1"
  else
    fail "$1 (exit $rc)"
    diag 10 <"$tmp/out"
  fi
}

expect_ub "the interpreter reports the overlapping copy at its location" "$ub" \
  "copy-overlap.mlir:$line:3: error: undefined behaviour in 'memref.copy': memref.copy between overlapping views: element \[0\] of the target is element \[1\] of the source"

if "$opt" "$ub" "${pipeline[@]}" -o "$tmp/lowered.mlir" 2>"$tmp/out"; then
  expect_ub "after cmir's lowering: an llvm.intr.memcpy of overlapping ranges" \
    "$tmp/lowered.mlir" "error: undefined behaviour in 'llvm.intr.memcpy': memcpy of overlapping ranges (24 bytes, 8 apart)"
else
  fail "cmir-opt lowers the program"
  diag 10 <"$tmp/out"
fi

mlir_opt=$(find_tool mlir-opt)
if [ -z "$mlir_opt" ]; then
  skip "after mlir-opt-19's lowering" "mlir-opt-19 not installed"
elif "$mlir_opt" "$ub" "${pipeline[@]}" -o "$tmp/lowered19.mlir" 2>"$tmp/out"; then
  expect_ub "after mlir-opt-19's lowering: an llvm.intr.memcpy of overlapping ranges" \
    "$tmp/lowered19.mlir" "error: undefined behaviour in 'llvm.intr.memcpy': memcpy of overlapping ranges (24 bytes, 8 apart)"
else
  fail "mlir-opt-19 lowers the program"
  diag 10 <"$tmp/out"
fi

if "$fuzz" --seeds 1..1 --out "$tmp/probe" --legs=interp --no-progress 2>&1 |
  grep -q 'libjansson'; then
  skip "cmir-fuzz counts it as a generator bug" "cmir-fuzz built without libjansson"
else
  "$fuzz" --input "$ub" --out "$tmp/fuzz" --legs=interp --no-progress >"$tmp/out" 2>&1
  rc=$?
  if [ $rc -ne 0 ] && grep -q '"verdict":"generator-bug"' "$tmp/fuzz/results.jsonl" &&
    grep -q '^generator bugs: 1' "$tmp/out"; then
    pass "cmir-fuzz counts it as a generator bug"
  else
    fail "cmir-fuzz counts it as a generator bug (exit $rc)"
    diag 10 <"$tmp/out"
  fi
fi

run "$ok"
rc=$?
if [ $rc -eq 0 ] && [ "$(grep -c '^\[\[-0.25,   0,   2,   2\], *$' "$tmp/out")" = 1 ]; then
  pass "copies between views of one buffer that share nothing run"
else
  fail "copies between views of one buffer that share nothing run (exit $rc)"
  diag 10 <"$tmp/out"
fi

"$opt" "$ok" "${pipeline[@]}" -o "$tmp/ok-lowered.mlir" 2>"$tmp/out" && run "$tmp/ok-lowered.mlir"
rc=$?
if [ $rc -eq 0 ] && grep -q '^\[\[-0.25,   0,   2,   2\], *$' "$tmp/out"; then
  pass "and run after cmir's lowering"
else
  fail "and run after cmir's lowering (exit $rc)"
  diag 10 <"$tmp/out"
fi
