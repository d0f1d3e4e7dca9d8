#!/usr/bin/env bash
# tests/conformance/vector/run.sh - TAP: vector programs (vector.print
# output) on cmir-interp against MLIR 19's runner.
#
# Programs: tests/conformance/vector/NAME.mlir with MLIR 19's output in
# NAME.expected. MLIR lowers the vector dialect with convert-vector-to-scf
# (vector.print of vectors becomes loops over the lanes) and
# convert-vector-to-llvm before the pipeline of tests/conformance/run.sh.
# For each program:
#   (a) cmir-interp runs it and prints NAME.expected;
#   (b) oracle: mlir-opt-19 with that pipeline and mlir-cpu-runner-19 print
#       NAME.expected (skipped without the MLIR tools; CONFORMANCE_REGEN=1
#       rewrites NAME.expected);
#   (c) lowered: cmir-interp runs mlir-opt-19's lowering (arrays of 1-D
#       vectors, llvm.intr.vector.reduce.*, the runtime's print functions)
#       and prints NAME.expected.
#
# Environment: CMIR_SRC_DIR, CMIR_BUILD_DIR, CMIR_INTERP, LLVM_TOOLS_DIR,
# CONFORMANCE_REGEN, CONFORMANCE_WRAPPER (as tests/conformance/run.sh).
set -u

here=$(cd "$(dirname "$0")" && pwd)
srcdir=${CMIR_SRC_DIR:-$(cd "$here/../../.." && pwd)}
builddir=${CMIR_BUILD_DIR:-$srcdir}
interp=${CMIR_INTERP:-$builddir/tools/cmir-interp}
llvm=${LLVM_TOOLS_DIR:-/usr/lib/llvm-19/bin}
libdir=/usr/lib/llvm-19/lib

# shellcheck source=tests/tap.sh
. "$srcdir/tests/tap.sh"
mlir_opt=$(find_tool mlir-opt)
runner=$(find_tool mlir-cpu-runner)

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cmir-vconf.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

mapfile -t progs < <(ls "$here"/*.mlir 2>/dev/null)
echo "1..$((3 * ${#progs[@]}))"
for f in "${progs[@]}"; do
  name=$(basename "$f" .mlir)
  exp=$here/$name.expected
  ll=$tmp/$name.ll.mlir
  # (b)
  if [ -z "$mlir_opt" ] || [ -z "$runner" ] || [ ! -f "$libdir/libmlir_c_runner_utils.so" ]; then
    skip "$name: oracle" "mlir-opt-19/mlir-cpu-runner-19 not installed"
  elif ! "$mlir_opt" "$f" --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm \
    --expand-strided-metadata --finalize-memref-to-llvm --convert-to-llvm \
    --reconcile-unrealized-casts -o "$ll" 2>"$tmp/err"; then
    fail "$name: oracle: mlir-opt-19 failed"
    diag <"$tmp/err"
  else
    # shellcheck disable=SC2046
    timeout 120 "$runner" "$ll" -e main $(args_of "$f") \
      -shared-libs="$libdir/libmlir_runner_utils.so,$libdir/libmlir_c_runner_utils.so" \
      >"$tmp/$name.oracle" 2>"$tmp/err" </dev/null
    if [ -n "${CONFORMANCE_REGEN:-}" ]; then
      cp "$tmp/$name.oracle" "$exp"
      pass "$name: oracle (expected output regenerated)"
    elif cmp -s "$tmp/$name.oracle" "$exp"; then
      pass "$name: oracle"
    else
      fail "$name: oracle output differs from $name.expected"
      diff "$exp" "$tmp/$name.oracle" 2>&1 | diag
    fi
  fi
  # (a)
  # shellcheck disable=SC2046
  timeout 300 ${CONFORMANCE_WRAPPER:-} "$interp" "$f" $(args_of "$f") >"$tmp/$name.out" \
    2>"$tmp/err" </dev/null
  rc=$?
  if [ $rc -ne 0 ]; then
    fail "$name: cmir-interp exited with $rc"
    diag <"$tmp/err"
  elif cmp -s "$tmp/$name.out" "$exp"; then
    pass "$name"
  else
    fail "$name: output differs from $name.expected"
    diff "$exp" "$tmp/$name.out" 2>&1 | diag
  fi
  # (c)
  if [ ! -s "$ll" ]; then
    skip "$name: lowered" "no lowering by mlir-opt-19"
    continue
  fi
  # shellcheck disable=SC2046
  timeout 300 ${CONFORMANCE_WRAPPER:-} "$interp" "$ll" $(args_of "$f") >"$tmp/$name.ll.out" \
    2>"$tmp/err" </dev/null
  rc=$?
  if [ $rc -ne 0 ]; then
    fail "$name: lowered: cmir-interp exited with $rc"
    diag <"$tmp/err"
  elif cmp -s "$tmp/$name.ll.out" "$exp"; then
    pass "$name: lowered"
  else
    fail "$name: lowered: output differs from $name.expected"
    diff "$exp" "$tmp/$name.ll.out" 2>&1 | diag
  fi
done
