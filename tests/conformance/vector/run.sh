#!/usr/bin/env bash
# tests/conformance/vector/run.sh - TAP: vector programs (vector.print
# output) on cmir-interp against MLIR 19's runner.
#
# Programs: tests/conformance/vector/NAME.mlir with MLIR 19's output in
# NAME.expected. MLIR lowers the vector dialect with convert-vector-to-scf
# (vector.print of vectors becomes loops over the lanes) and
# convert-vector-to-llvm before the pipeline of tests/conformance/run.sh
# (with --lower-affine after convert-vector-to-scf, whose transfer loops
# index with affine.apply).
# For each program:
#   (a) cmir-interp runs it and prints NAME.expected;
#   (b) oracle: mlir-opt-19 with that pipeline and mlir-cpu-runner-19 print
#       NAME.expected (skipped without the MLIR tools; CONFORMANCE_REGEN=1
#       rewrites NAME.expected);
#   (c) lowered: cmir-interp runs mlir-opt-19's lowering (arrays of 1-D
#       vectors, llvm.intr.vector.reduce.*, the runtime's print functions)
#       and prints NAME.expected;
#   (d) cmir-lowered: cmir-opt lowers it with the same pipeline, and
#       cmir-interp prints NAME.expected from that;
#   (e) cmir-lowered, runner: mlir-cpu-runner-19 runs cmir-opt's lowering
#       (in the generic form: cmir prints the integer reduction intrinsics
#       in a custom form MLIR 19 does not parse) and prints NAME.expected;
#   (f) cmir-run prints NAME.expected, unless the program has a
#       `// CMIR-RUN: skip REASON` line.
#
# Environment: CMIR_SRC_DIR, CMIR_BUILD_DIR, CMIR_INTERP, LLVM_TOOLS_DIR,
# CONFORMANCE_REGEN, CONFORMANCE_WRAPPER (as tests/conformance/run.sh).
set -u

here=$(cd "$(dirname "$0")" && pwd)
srcdir=${CMIR_SRC_DIR:-$(cd "$here/../../.." && pwd)}
builddir=${CMIR_BUILD_DIR:-$srcdir}
interp=${CMIR_INTERP:-$builddir/tools/cmir-interp}
opt=${CMIR_OPT:-$builddir/tools/cmir-opt}
run=$builddir/tools/cmir-run
llvm=${LLVM_TOOLS_DIR:-/usr/lib/llvm-19/bin}
libdir=/usr/lib/llvm-19/lib

# shellcheck source=tests/tap.sh
. "$srcdir/tests/tap.sh"
mlir_opt=$(find_tool mlir-opt)
runner=$(find_tool mlir-cpu-runner)

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cmir-vconf.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

mapfile -t progs < <(ls "$here"/*.mlir 2>/dev/null)
pipeline=(--convert-vector-to-scf --lower-affine --convert-scf-to-cf --convert-vector-to-llvm
  --expand-strided-metadata --finalize-memref-to-llvm --convert-to-llvm
  --reconcile-unrealized-casts)

# same NAME LABEL STATUS OUT: OUT (exit STATUS) is NAME.expected.
same() {
  if [ "$3" -ne 0 ]; then
    fail "$1: $2 exited with $3"
    diag <"$tmp/err"
  elif cmp -s "$4" "$here/$1.expected"; then
    pass "$1: $2"
  else
    fail "$1: $2: output differs from $1.expected"
    diff "$here/$1.expected" "$4" 2>&1 | diag
  fi
}

echo "1..$((6 * ${#progs[@]}))"
for f in "${progs[@]}"; do
  name=$(basename "$f" .mlir)
  exp=$here/$name.expected
  ll=$tmp/$name.ll.mlir
  # (b)
  if [ -z "$mlir_opt" ] || [ -z "$runner" ] || [ ! -f "$libdir/libmlir_c_runner_utils.so" ]; then
    skip "$name: oracle" "mlir-opt-19/mlir-cpu-runner-19 not installed"
  elif ! "$mlir_opt" "$f" "${pipeline[@]}" -o "$ll" 2>"$tmp/err"; then
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
  else
    # shellcheck disable=SC2046
    timeout 300 ${CONFORMANCE_WRAPPER:-} "$interp" "$ll" $(args_of "$f") >"$tmp/$name.ll.out" \
      2>"$tmp/err" </dev/null
    same "$name" "lowered" $? "$tmp/$name.ll.out"
  fi
  # (d)
  cl=$tmp/$name.cmir.mlir
  if ! "$opt" "$f" "${pipeline[@]}" --mlir-print-op-generic -o "$cl" 2>"$tmp/err"; then
    fail "$name: cmir-lowered: cmir-opt failed"
    diag <"$tmp/err"
    skip "$name: cmir-lowered, runner" "cmir-opt failed"
  else
    # shellcheck disable=SC2046
    timeout 300 ${CONFORMANCE_WRAPPER:-} "$interp" "$cl" $(args_of "$f") >"$tmp/$name.cl.out" \
      2>"$tmp/err" </dev/null
    same "$name" "cmir-lowered" $? "$tmp/$name.cl.out"
    # (e)
    if [ -z "$runner" ] || [ ! -f "$libdir/libmlir_c_runner_utils.so" ]; then
      skip "$name: cmir-lowered, runner" "mlir-cpu-runner-19 not installed"
    else
      # shellcheck disable=SC2046
      timeout 120 "$runner" "$cl" -e main $(args_of "$f") \
        -shared-libs="$libdir/libmlir_runner_utils.so,$libdir/libmlir_c_runner_utils.so" \
        >"$tmp/$name.clr.out" 2>"$tmp/err" </dev/null
      same "$name" "cmir-lowered, runner" $? "$tmp/$name.clr.out"
    fi
  fi
  # (f)
  why=$(sed -n 's|^// CMIR-RUN: skip *||p' "$f" | head -n 1)
  if [ -n "$why" ]; then
    skip "$name: cmir-run" "$why"
  elif [ ! -x "$run" ]; then
    skip "$name: cmir-run" "no cmir-run"
  else
    # shellcheck disable=SC2046
    timeout 300 "$run" "$f" $(args_of "$f") >"$tmp/$name.run.out" 2>"$tmp/err" </dev/null
    same "$name" "cmir-run" $? "$tmp/$name.run.out"
  fi
done
