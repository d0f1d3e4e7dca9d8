#!/usr/bin/env bash
# tests/layers/run.sh - the layers point only down (tests/layers/check.py
# says what they are): the check on the tree and the build, then the same
# check shown to catch an upward include, an upward call and a stale
# allow-list entry planted in copies. TAP.
set -u
here=$(cd "$(dirname "$0")" && pwd)
srcdir=${CMIR_SRC_DIR:-$(dirname "$(dirname "$here")")}
builddir=${CMIR_BUILD_DIR:-$srcdir/build}
check=$here/check.py
# shellcheck source=tests/tap.sh
. "$srcdir/tests/tap.sh"

if ! command -v python3 >/dev/null; then
  echo "1..0 # SKIP python3 not installed"
  exit 0
fi
echo "1..6"
python3 "$check" --root "$srcdir" --build "$builddir" --no-plan
n=3

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cmir-layers-test.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# An include of the text layer planted at the end of src/ir/type.c.
mkdir -p "$tmp/root"
for d in src interp bytecode tools tests/unit; do
  mkdir -p "$tmp/root/$(dirname "$d")"
  cp -R "$srcdir/$d" "$tmp/root/$d"
done
echo '#include "text/text.h"' >>"$tmp/root/src/ir/type.c"
line=$(wc -l <"$tmp/root/src/ir/type.c")
if python3 "$check" --root "$tmp/root" --no-calls >"$tmp/out" 2>&1; then
  fail "a planted upward include is caught"
  diag <"$tmp/out"
elif grep -q "src/ir/type.c:$line: includes text/text.h" "$tmp/out"; then
  pass "a planted upward include is caught, with its file and line"
else
  fail "a planted upward include is caught, with its file and line"
  diag <"$tmp/out"
fi

# A call into the text layer planted in src/ir/type.c's object: the
# build's objects, with type.o replaced.
if [ ! -f "$builddir/src/ir/type.o" ] || ! command -v nm >/dev/null; then
  skip "a planted upward call is caught" "no build objects or no nm"
else
  (cd "$builddir" && find src interp bytecode -name '*.o') | while read -r o; do
    mkdir -p "$tmp/build/$(dirname "$o")"
    ln -s "$builddir/$o" "$tmp/build/$o"
  done
  rm -f "$tmp/build/src/ir/type.o"
  printf 'char *cmir_op_generic_str(const void *op);\n%s\n' \
    'char *cmir_type_planted(const void *op) { return cmir_op_generic_str(op); }' \
    >"$tmp/planted.c"
  if ! ${CC:-cc} -c -o "$tmp/build/src/ir/type.o" "$tmp/planted.c"; then
    fail "a planted upward call is caught (cannot compile the plant)"
  elif python3 "$check" --root "$srcdir" --build "$tmp/build" >"$tmp/out" 2>&1; then
    fail "a planted upward call is caught"
    diag <"$tmp/out"
  elif grep -q "src/ir/type.c:[0-9]*: uses cmir_op_generic_str, defined in src/text/printer.c" \
    "$tmp/out"; then
    pass "a planted upward call is caught, with the symbol and where it is defined"
  else
    fail "a planted upward call is caught, with the symbol and where it is defined"
    diag <"$tmp/out"
  fi
fi

# An allow-list entry that no longer occurs.
cp "$here/allowed.txt" "$tmp/allowed.txt"
echo 'src/ir/op.c -> text/text.h' >>"$tmp/allowed.txt"
if python3 "$check" --root "$srcdir" --no-calls --allowed "$tmp/allowed.txt" \
  >"$tmp/out" 2>&1; then
  fail "a stale allow-list entry fails the check"
  diag <"$tmp/out"
elif grep -q '^#   src/ir/op.c -> text/text.h' "$tmp/out"; then
  pass "a stale allow-list entry fails the check"
else
  fail "a stale allow-list entry fails the check"
  diag <"$tmp/out"
fi
