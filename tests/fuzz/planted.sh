#!/usr/bin/env bash
# tests/fuzz/planted.sh - the planted bugs (src/fuzz/planted.h) are found and
# reduced, as TAP for `make check`.
#
# For each bug, tests/fuzz/planted/BUG.mlir is a program that reaches it:
#   1. the installed cmir-reduce and the test build without CMIR_PLANT find
#      nothing (the interpreter and the lowered program agree);
#   2. with CMIR_PLANT=BUG, `cmir-reduce --legs=interp,lowered` reduces it to
#      at most 15 ops, the pass list to the one pass with the bug, and the
#      result still verifies and runs without undefined behaviour;
# and the installed tools and library contain no planted code.
# Environment: CMIR_SRC_DIR, CMIR_BUILD_DIR (set by make check).
set -u
here=$(cd "$(dirname "$0")" && pwd)
srcdir=${CMIR_SRC_DIR:-$(dirname "$(dirname "$here")")}
builddir=${CMIR_BUILD_DIR:-$srcdir}
tools=$builddir/tools
planted_reduce=$builddir/tests/fuzz/cmir-reduce-planted
. "$srcdir/tests/tap.sh"
work=$(mktemp -d "${TMPDIR:-/tmp}/cmir-planted.XXXXXX")
trap 'rm -rf "$work"' EXIT

# bug, the pass that has it
bugs=(
  "scf-for-bound convert-scf-to-cf"
  "cmpi-slt-fold convert-to-llvm"
  "subview-stride expand-strided-metadata"
  "affine-mod-sign lower-affine"
)
echo "1..$((4 * ${#bugs[@]} + 2))"

for row in "${bugs[@]}"; do
  read -r bug pass <<<"$row"
  prog=$srcdir/tests/fuzz/planted/$bug.mlir
  "$tools/cmir-reduce" --no-progress "$prog" --legs=interp,lowered -o "$work/x.mlir" 2>/dev/null
  rc=$?
  if [ $rc = 2 ]; then pass "$bug: the installed cmir-reduce finds no difference"; else fail "$bug: the installed cmir-reduce finds no difference (exit $rc)"; fi
  env -u CMIR_PLANT "$planted_reduce" --no-progress "$prog" --legs=interp,lowered -o "$work/x.mlir" 2>/dev/null
  rc=$?
  if [ $rc = 2 ]; then pass "$bug: the test build without CMIR_PLANT finds no difference"; else fail "$bug: the test build without CMIR_PLANT finds no difference (exit $rc)"; fi

  CMIR_PLANT=$bug "$planted_reduce" --no-progress "$prog" --legs=interp,lowered -j 2 \
    -o "$work/$bug.mlir" 2>"$work/$bug.err"
  rc=$?
  ops=$(sed -n 's/^cmir-reduce: [0-9]* -> \([0-9]*\) ops.*/\1/p' "$work/$bug.err")
  passes=$(sed -n 's/^cmir-reduce: pass list: //p' "$work/$bug.err")
  if [ $rc = 0 ] && [ -n "$ops" ] && [ "$ops" -le 15 ] && [ "$passes" = "$pass" ]; then
    pass "$bug: reduced to $ops ops, pass list: $passes"
  else
    fail "$bug: reduced to at most 15 ops, pass list $pass (exit $rc, $ops ops, pass list '$passes')"
    diag <"$work/$bug.err"
  fi
  if "$tools/cmir-opt" "$work/$bug.mlir" >/dev/null 2>&1 &&
    "$tools/cmir-interp" "$work/$bug.mlir" >/dev/null 2>&1; then
    pass "$bug: the reduced program verifies and runs without undefined behaviour"
  else
    fail "$bug: the reduced program verifies and runs without undefined behaviour"
  fi
done

# No planted code outside the test build: the variable's name is in the
# test build (as a string) and nowhere else.
found=
for f in "$tools"/cmir-opt "$tools"/cmir-interp "$tools"/cmir-reduce "$tools"/cmir-run "$tools"/cmir-fuzz \
  "$builddir"/.libs/libcmir.so* "$builddir"/.libs/libcmir.a; do
  [ -f "$f" ] && grep -q CMIR_PLANT "$f" && found="$found $f"
done
if [ -z "$found" ]; then pass "no planted code in the installed tools and library"; else fail "planted code in:$found"; fi
if grep -q CMIR_PLANT "$planted_reduce"; then pass "the test build has the planted code"; else fail "the test build has the planted code"; fi
