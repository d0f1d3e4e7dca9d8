#!/usr/bin/env bash
# tests/native/run.sh - TAP: cmir-run on the conformance corpus.
#
# For each tests/conformance/NAME.mlir (with its `// ARGS:` runner flags):
#   (a) cmir-run -O0 prints NAME.expected (what mlir-cpu-runner-19 prints);
#   (b) cmir-run -O2 prints it too;
#   (c) cmir-interp runs cmir's own lowering of the program (the LLVM
#       dialect, as cmir-run compiles it) and prints it too;
#   (d) the object file of `cmir-run -c`, linked into an executable with
#       libcmir_runtime, prints it too;
#   (e) linked with MLIR 19's libmlir_runner_utils, libmlir_c_runner_utils
#       and libmlir_float16_utils instead, it prints it too (skipped without
#       them).
# (d) and (e) are for programs whose entry returns nothing (the runner, not
# the program, prints a result) and need the LLVM back end.
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

# shellcheck source=tests/tap.sh
. "$srcdir/tests/tap.sh"


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
native=
"$run" --help | grep -q -- '--emit-llvm' && [ -x "$run" ] && "$run" -c -o "$tmp/probe.o" - \
  </dev/null >/dev/null 2>&1 && native=1
runtime=$builddir/.libs/libcmir_runtime.so
mlirlib=/usr/lib/llvm-19/lib
cc=${CC:-cc}
# an instrumented runtime library needs the sanitizers' runtimes
[ "${CMIR_SANITIZERS:-}" = yes ] && cc="$cc -fsanitize=address,undefined"

# link NAME LABEL LIBS...: links $tmp/NAME.o with LIBS and runs it.
link_and_run() {
  local name=$1 label=$2
  shift 2
  if ! $cc -o "$tmp/$name.bin" "$tmp/$name.o" "$@" -lm 2>"$tmp/err"; then
    fail "$name: $label: cannot link"
    diag <"$tmp/err"
    return
  fi
  # the exit status is whatever main left in its return register
  timeout 300 "$tmp/$name.bin" >"$tmp/out.raw" 2>"$tmp/err" </dev/null
  check "$name" "$label" 0
}

echo "1..$((5 * ${#progs[@]}))"
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
  if ! "$opt" "$f" --lower-affine --convert-scf-to-cf --expand-strided-metadata --lower-affine \
    $extra --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
    -o "$lowered" 2>"$tmp/err"; then
    fail "$name: cmir-opt cannot lower it"
    diag <"$tmp/err"
    continue
  fi
  # shellcheck disable=SC2046
  timeout 300 "$interp" "$lowered" -e main $(args_of "$f") >"$tmp/out.raw" 2>"$tmp/err" </dev/null
  check "$name" "cmir-interp on cmir's lowering" $?

  if [ -z "$native" ]; then
    skip "$name: linked with libcmir_runtime" "built without LLVM"
    skip "$name: linked with MLIR's runner libraries" "built without LLVM"
    continue
  fi
  if [ "$(args_of "$f")" != " -entry-point-result=void" ]; then
    skip "$name: linked with libcmir_runtime" "the entry returns a value"
    skip "$name: linked with MLIR's runner libraries" "the entry returns a value"
    continue
  fi
  # for this machine's CPU, as the JIT compiles: LLVM leaves fmin(+0, -0)
  # to the target, and the expected output has what this CPU gives
  if ! "$run" -c -O2 --mcpu=native "$f" -o "$tmp/$name.o" 2>"$tmp/err"; then
    fail "$name: cmir-run -c failed"
    diag <"$tmp/err"
    fail "$name: cmir-run -c failed"
    continue
  fi
  link_and_run "$name" "linked with libcmir_runtime" "$runtime" -Wl,-rpath,"$(dirname "$runtime")"
  if [ -f "$mlirlib/libmlir_runner_utils.so" ] && [ -f "$mlirlib/libmlir_c_runner_utils.so" ]; then
    link_and_run "$name" "linked with MLIR's runner libraries" -L"$mlirlib" -lmlir_runner_utils \
      -lmlir_c_runner_utils -lmlir_float16_utils -Wl,-rpath,"$mlirlib"
  else
    skip "$name: linked with MLIR's runner libraries" "MLIR 19's runner libraries not installed"
  fi
done
