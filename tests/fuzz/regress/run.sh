#!/usr/bin/env bash
# tests/fuzz/regress/run.sh - TAP: the reduced programs of cmir-fuzz's
# finds (tests/fuzz/regress/*.mlir) run on every in-process leg through
# `cmir-fuzz --input` and must agree: exit status 0 and verdict "agree".
# Each program's header comment says which find it comes from and what the
# bug was. Environment: CMIR_SRC_DIR, CMIR_BUILD_DIR (set by make check).
set -u

here=$(cd "$(dirname "$0")" && pwd)
srcdir=${CMIR_SRC_DIR:-$(cd "$here/../../.." && pwd)}
builddir=${CMIR_BUILD_DIR:-$srcdir}
fuzz=$builddir/tools/cmir-fuzz

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cmir-regress.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# shellcheck source=tests/tap.sh
. "$srcdir/tests/tap.sh"

progs=("$srcdir"/tests/fuzz/regress/*.mlir)
echo "1..${#progs[@]}"
if "$fuzz" --seeds 1..1 --out "$tmp/probe" --legs=interp --no-progress 2>&1 |
  grep -q 'libjansson'; then
  for p in "${progs[@]}"; do skip "$(basename "$p")" "cmir-fuzz built without libjansson"; done
  exit 0
fi

i=0
for p in "${progs[@]}"; do
  i=$((i + 1))
  name=$(basename "$p" .mlir)
  "$fuzz" --input "$p" --out "$tmp/$i" --no-progress >"$tmp/$i.log" 2>&1
  rc=$?
  if [ $rc -eq 0 ] && grep -q '"verdict":"agree"' "$tmp/$i/results.jsonl" 2>/dev/null; then
    pass "$name: every leg agrees"
  else
    fail "$name: cmir-fuzz --input exits $rc"
    diag 40 <"$tmp/$i.log"
    cat "$tmp/$i/results.jsonl" 2>/dev/null | diag 5
  fi
done
