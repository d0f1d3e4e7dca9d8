#!/usr/bin/env bash
# tests/native/run.sh - TAP: cmir-run on the conformance corpus.
#
# For each tests/conformance/NAME.mlir (with its `// ARGS:` runner flags):
#   (a) cmir-run -O0 prints NAME.expected (what mlir-cpu-runner-19 prints);
#   (b) cmir-run -O2 prints it too;
#   (c) cmir-interp runs cmir's own lowering of the program (the LLVM
#       dialect, as cmir-run compiles it) and prints it too.
# With tests/conformance (cmir-interp on the program, and mlir-cpu-runner-19
# on both lowerings) the program agrees before lowering, after lowering and
# natively. Built without LLVM, cmir-run runs the interpreter, which must
# print the same.
#
# Environment: CMIR_SRC_DIR, CMIR_BUILD_DIR (set by make check),
# LLVM_TOOLS_DIR, CONFORMANCE_FILTER (regular expression).
set -u

here=$(cd "$(dirname "$0")" && pwd)
srcdir=${CMIR_SRC_DIR:-$(cd "$here/../.." && pwd)}
builddir=${CMIR_BUILD_DIR:-$srcdir}
corpus=$srcdir/tests/conformance
run=$builddir/tools/cmir-run
opt=$builddir/tools/cmir-opt
interp=$builddir/tools/cmir-interp
filter=${CONFORMANCE_FILTER:-.}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cmir-native.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

mask() { sed -E 's/base@ = 0x[0-9a-f]+/base@ = 0xADDR/g' "$1"; }
args_of() {
  local a
  a=$(sed -n 's|^// ARGS: *||p' "$1" | head -n 1)
  case $a in *entry-point-result*) ;; *) a="$a -entry-point-result=void" ;; esac
  echo "$a"
}

n=0
pass() { n=$((n + 1)); echo "ok $n - $1"; }
fail() { n=$((n + 1)); echo "not ok $n - $1"; }
skip() { n=$((n + 1)); echo "ok $n - $1 # SKIP $2"; }
diag() { sed 's/^/#   /' | head -n 30; }

# check NAME LABEL RC: compares $tmp/out.raw (exit status RC) with NAME.expected.
check() {
  local name=$1 label=$2 rc=$3
  mask "$tmp/out.raw" >"$tmp/out"
  if [ "$rc" -ne 0 ]; then
    fail "$name: $label exited with $rc"
    diag <"$tmp/err"
  elif cmp -s "$tmp/out" "$corpus/$name.expected"; then
    pass "$name: $label"
  else
    fail "$name: $label output differs from $name.expected"
    diff "$corpus/$name.expected" "$tmp/out" 2>&1 | diag
  fi
}

mapfile -t progs < <(ls "$corpus"/*.mlir | grep -E "$filter")
echo "1..$((3 * ${#progs[@]}))"
for f in "${progs[@]}"; do
  name=$(basename "$f" .mlir)
  for o in -O0 -O2; do
    # shellcheck disable=SC2046
    timeout 300 "$run" $o "$f" -e main $(args_of "$f") >"$tmp/out.raw" 2>"$tmp/err" </dev/null
    check "$name" "cmir-run $o" $?
  done
  lowered=$tmp/$name.llvm.mlir
  extra=
  grep -qE 'arith\.(ceildiv|floordiv)' "$f" && extra=--arith-expand
  if ! "$opt" "$f" --convert-scf-to-cf --expand-strided-metadata --lower-affine \
    $extra --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
    -o "$lowered" 2>"$tmp/err"; then
    fail "$name: cmir-opt cannot lower it"
    diag <"$tmp/err"
    continue
  fi
  # shellcheck disable=SC2046
  timeout 300 "$interp" "$lowered" -e main $(args_of "$f") >"$tmp/out.raw" 2>"$tmp/err" </dev/null
  check "$name" "cmir-interp on cmir's lowering" $?
done
