#!/usr/bin/env bash
# tests/fuzz/reduce.sh - cmir-reduce as a process, as TAP for `make check`
# (the reductions themselves are lit tests in tests/lit/reduce/):
#   1. SIGINT while reducing: exit 130, the best program so far is written,
#      verifies, and is no larger than the input;
#   2. an input that is not interesting leaves no output file behind.
# Environment: CMIR_SRC_DIR, CMIR_BUILD_DIR (set by make check).
set -u
here=$(cd "$(dirname "$0")" && pwd)
srcdir=${CMIR_SRC_DIR:-$(dirname "$(dirname "$here")")}
builddir=${CMIR_BUILD_DIR:-$srcdir}
tools=$builddir/tools
. "$srcdir/tests/tap.sh"
work=$(mktemp -d "${TMPDIR:-/tmp}/cmir-reduce.XXXXXX")
trap 'rm -rf "$work"' EXIT
echo "1..4"

prog=$srcdir/tests/lit/reduce/determinism.mlir
# A slow test: every candidate takes 0.2 s and stays interesting if it
# still prints.
cat >"$work/slow.sh" <<'SH'
#!/bin/sh
sleep 0.2
grep -q printI64 "$1"
SH
chmod +x "$work/slow.sh"
mkdir "$work/tmp"
TMPDIR=$work/tmp "$tools/cmir-reduce" --no-progress "$prog" --test="$work/slow.sh" -o "$work/best.mlir" 2>"$work/err" &
pid=$!
sleep 1.5
kill -INT $pid
wait $pid
rc=$?
if [ $rc = 130 ] && grep -q interrupted "$work/err"; then pass "SIGINT: exit 130"; else fail "SIGINT: exit 130 (exit $rc)"; diag <"$work/err"; fi
before=$(grep -c '=' "$prog")
after=$(grep -c '=' "$work/best.mlir" 2>/dev/null)
if "$tools/cmir-opt" "$work/best.mlir" >/dev/null 2>&1 && [ "$after" -lt "$before" ]; then
  pass "SIGINT: the best program so far is written and verifies ($after of $before value-defining lines)"
else
  fail "SIGINT: the best program so far is written and verifies"
fi
sleep 0.3 # a script that was running has ended
if [ -z "$(ls -A "$work/tmp")" ]; then pass "SIGINT: no candidate files left"; else fail "SIGINT: no candidate files left"; ls -R "$work/tmp" | diag; fi

cat >"$work/never.sh" <<'SH'
#!/bin/sh
exit 1
SH
chmod +x "$work/never.sh"
"$tools/cmir-reduce" --no-progress "$prog" --test="$work/never.sh" -o "$work/none.mlir" 2>/dev/null
rc=$?
if [ $rc = 2 ] && [ ! -e "$work/none.mlir" ]; then pass "not interesting: exit 2, no output file"; else fail "not interesting: exit 2, no output file (exit $rc)"; fi
