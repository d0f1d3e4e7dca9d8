#!/usr/bin/env bash
# tests/conformance/run.sh - TAP: cmir-interp against MLIR 19's runner.
#
# Programs: tests/conformance/NAME.mlir, each with the output MLIR 19 gives
# for it stored in NAME.expected (heap addresses printed by printMemref
# masked as 0xADDR). An optional `// ARGS: ...` line gives runner flags
# (-entry-point-result=i32, ...). For each program, three tests:
#   (a) cmir-interp's output (masked) is NAME.expected, and it exits 0;
#   (b) oracle: mlir-opt-19 (the lowering below) + mlir-cpu-runner-19 with
#       the runner-utils libraries still give NAME.expected. Skipped when
#       the MLIR tools are not installed. CONFORMANCE_REGEN=1 rewrites the
#       .expected files from the oracle instead;
#   (c) cmir-lowered: cmir-opt runs the same lowering, mlir-translate-19
#       must accept its output and mlir-cpu-runner-19 must print
#       NAME.expected. Skipped without the MLIR tools, and for programs that
#       need what cmir does not lower (see lower_skip);
#   (d) lowered: cmir-interp runs the LLVM-dialect module mlir-opt-19 lowers
#       the program to and prints NAME.expected too. Skipped without
#       mlir-opt-19.
#
# UB corpus: tests/conformance/ub/*.mlir, each run by cmir-interp with its
# `// ARGS:` flags; it must exit with `// EXIT: N` (default 2) and its stderr
# must match the file's `// CHECK:` lines (FileCheck).
#
# Environment: CMIR_SRC_DIR, CMIR_BUILD_DIR (set by make check), CMIR_INTERP, CMIR_OPT,
# LLVM_TOOLS_DIR, CONFORMANCE_REGEN, CONFORMANCE_FILTER (regular expression),
# CONFORMANCE_WRAPPER (a command cmir-interp runs under, e.g.
# "valgrind -q --error-exitcode=99 --leak-check=full").
set -u

here=$(cd "$(dirname "$0")" && pwd)
srcdir=${CMIR_SRC_DIR:-$(cd "$here/../.." && pwd)}
builddir=${CMIR_BUILD_DIR:-$srcdir}
interp=${CMIR_INTERP:-$builddir/tools/cmir-interp}
cmir_opt=${CMIR_OPT:-$builddir/tools/cmir-opt}
llvm=${LLVM_TOOLS_DIR:-/usr/lib/llvm-19/bin}
libdir=/usr/lib/llvm-19/lib
filter=${CONFORMANCE_FILTER:-.}

# shellcheck source=tests/tap.sh
. "$srcdir/tests/tap.sh"
mlir_opt=$(find_tool mlir-opt)
translate=$(find_tool mlir-translate)
runner=$(find_tool mlir-cpu-runner)
filecheck=$(find_tool FileCheck)
have_oracle=
if [ -n "$mlir_opt" ] && [ -n "$runner" ] && [ -f "$libdir/libmlir_runner_utils.so" ] &&
  [ -f "$libdir/libmlir_c_runner_utils.so" ]; then
  have_oracle=1
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cmir-conf.XXXXXX")
trap 'rm -rf "$tmp"' EXIT


# lower F OUT: F lowered to the LLVM dialect by mlir-opt-19 in OUT.ll.mlir.
lower() {
  local f=$1 out=$2 extra=
  grep -qE 'arith\.(ceildiv|floordiv)' "$f" && extra=--arith-expand
  "$mlir_opt" "$f" --lower-affine --convert-scf-to-cf --expand-strided-metadata --lower-affine $extra \
    --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
    -o "$out.ll.mlir" 2>"$out.err"
}

# oracle F OUT: lowers and runs F with MLIR 19 (exit status of the runner).
oracle() {
  local f=$1 out=$2
  lower "$f" "$out" || return 99
  # shellcheck disable=SC2046
  timeout 120 "$runner" "$out.ll.mlir" -e main $(args_of "$f") \
    -shared-libs="$libdir/libmlir_runner_utils.so,$libdir/libmlir_c_runner_utils.so" \
    >"$out.raw" 2>>"$out.err" </dev/null
}

# cmir F OUT: lowers F with cmir-opt and runs it with MLIR 19's runner.
cmir_lowered() {
  local f=$1 out=$2 extra=
  grep -qE 'arith\.(ceildiv|floordiv)' "$f" && extra=--arith-expand
  timeout 300 "$cmir_opt" "$f" --lower-affine --convert-scf-to-cf --expand-strided-metadata --lower-affine $extra \
    --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
    -o "$out.ll.mlir" 2>"$out.err" || return 97
  "$translate" --mlir-to-llvmir "$out.ll.mlir" -o /dev/null 2>>"$out.err" || return 98
  # shellcheck disable=SC2046
  timeout 120 "$runner" "$out.ll.mlir" -e main $(args_of "$f") \
    -shared-libs="$libdir/libmlir_runner_utils.so,$libdir/libmlir_c_runner_utils.so" \
    >"$out.raw" 2>>"$out.err" </dev/null
}
# Why cmir cannot lower F (empty if it can): every program lowers today.
lower_skip() {
  :
}

mapfile -t progs < <(ls "$here"/*.mlir 2>/dev/null | grep -E "$filter")
mapfile -t ubs < <(ls "$here"/ub/*.mlir 2>/dev/null | grep -E "$filter")

# Oracle runs (or, without the runner, the lowerings) in parallel first
# (each spends most of its time in LLVM).
if [ -n "$mlir_opt" ]; then
  jobs=$(nproc 2>/dev/null || echo 2)
  for f in "${progs[@]}"; do
    name=$(basename "$f" .mlir)
    if [ -n "$have_oracle" ]; then
      (oracle "$f" "$tmp/$name.oracle"; echo $? >"$tmp/$name.oracle.rc") &
    else
      (lower "$f" "$tmp/$name.oracle"; echo $? >"$tmp/$name.lower.rc") &
    fi
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
    if [ -n "$translate" ] && [ -x "$cmir_opt" ] && [ -z "$(lower_skip "$f")" ]; then
      (cmir_lowered "$f" "$tmp/$name.cmir"; echo $? >"$tmp/$name.cmir.rc") &
    fi
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
  done
  wait
fi


echo "1..$((4 * ${#progs[@]} + ${#ubs[@]}))"
for f in "${progs[@]}"; do
  name=$(basename "$f" .mlir)
  exp=$here/$name.expected
  # (b) first, so a regenerated expectation is what (a) checks
  if [ -z "$have_oracle" ]; then
    skip "$name: oracle" "mlir-opt-19/mlir-cpu-runner-19 not installed"
  elif [ "$(cat "$tmp/$name.oracle.rc")" != 0 ]; then
    fail "$name: oracle failed (exit $(cat "$tmp/$name.oracle.rc"))"
    diag <"$tmp/$name.oracle.err"
  else
    mask "$tmp/$name.oracle.raw" >"$tmp/$name.oracle.out"
    if [ -n "${CONFORMANCE_REGEN:-}" ]; then
      cp "$tmp/$name.oracle.out" "$exp"
      pass "$name: oracle (expected output regenerated)"
    elif [ -f "$exp" ] && cmp -s "$tmp/$name.oracle.out" "$exp"; then
      pass "$name: oracle"
    else
      fail "$name: oracle output differs from $name.expected"
      diff "$exp" "$tmp/$name.oracle.out" 2>&1 | diag
    fi
  fi
  # (c)
  why=$(lower_skip "$f")
  if [ -z "$have_oracle" ] || [ -z "$translate" ]; then
    skip "$name: cmir-lowered" "mlir-translate-19/mlir-cpu-runner-19 not installed"
  elif [ ! -x "$cmir_opt" ]; then
    skip "$name: cmir-lowered" "no cmir-opt"
  elif [ -n "$why" ]; then
    skip "$name: cmir-lowered" "$why"
  elif [ "$(cat "$tmp/$name.cmir.rc")" != 0 ]; then
    fail "$name: cmir-lowered (exit $(cat "$tmp/$name.cmir.rc"))"
    diag <"$tmp/$name.cmir.err"
  else
    mask "$tmp/$name.cmir.raw" >"$tmp/$name.cmir.out"
    if [ -f "$exp" ] && cmp -s "$tmp/$name.cmir.out" "$exp"; then
      pass "$name: cmir-lowered"
    else
      fail "$name: cmir-lowered output differs from $name.expected"
      diff "$exp" "$tmp/$name.cmir.out" 2>&1 | diag
    fi
  fi
  # (a)
  # shellcheck disable=SC2046
  timeout 300 ${CONFORMANCE_WRAPPER:-} "$interp" "$f" $(args_of "$f") >"$tmp/$name.raw" 2>"$tmp/$name.err" </dev/null
  rc=$?
  mask "$tmp/$name.raw" >"$tmp/$name.out"
  if [ ! -f "$exp" ]; then
    fail "$name: no $name.expected"
  elif [ $rc -ne 0 ]; then
    fail "$name: cmir-interp exited with $rc"
    diag <"$tmp/$name.err"
  elif cmp -s "$tmp/$name.out" "$exp"; then
    pass "$name"
  else
    fail "$name: output differs from $name.expected"
    diff "$exp" "$tmp/$name.out" 2>&1 | diag
  fi
  # (d)
  ll=$tmp/$name.oracle.ll.mlir
  if [ -z "$mlir_opt" ]; then
    skip "$name: lowered" "mlir-opt-19 not installed"
  elif [ ! -s "$ll" ]; then
    fail "$name: lowered: mlir-opt-19 failed"
    diag <"$tmp/$name.oracle.err"
  else
    # shellcheck disable=SC2046
    timeout 300 ${CONFORMANCE_WRAPPER:-} "$interp" "$ll" $(args_of "$f") >"$tmp/$name.ll.raw" 2>"$tmp/$name.ll.err" </dev/null
    rc=$?
    mask "$tmp/$name.ll.raw" >"$tmp/$name.ll.out"
    if [ $rc -ne 0 ]; then
      fail "$name: lowered: cmir-interp exited with $rc"
      diag <"$tmp/$name.ll.err"
    elif [ -f "$exp" ] && cmp -s "$tmp/$name.ll.out" "$exp"; then
      pass "$name: lowered"
    else
      fail "$name: lowered: output differs from $name.expected"
      diff "$exp" "$tmp/$name.ll.out" 2>&1 | diag
    fi
  fi
done

for f in "${ubs[@]}"; do
  name=ub/$(basename "$f" .mlir)
  want=$(sed -n 's|^// EXIT: *||p' "$f" | head -n 1)
  want=${want:-2}
  # shellcheck disable=SC2046
  timeout 300 ${CONFORMANCE_WRAPPER:-} "$interp" "$f" $(args_of "$f") >"$tmp/ub.out" 2>"$tmp/ub.err" </dev/null
  rc=$?
  if [ $rc -ne "$want" ]; then
    fail "$name: exit code $rc, expected $want"
    diag <"$tmp/ub.err"
  elif [ -n "$filecheck" ]; then
    if "$filecheck" "$f" --allow-empty --input-file="$tmp/ub.err" >"$tmp/fc.out" 2>&1; then
      pass "$name"
    else
      fail "$name: diagnostics do not match"
      diag <"$tmp/fc.out" 40
    fi
  else
    # Without FileCheck: every CHECK line must appear as a substring.
    ok=1
    while IFS= read -r line; do
      grep -qF -- "$line" "$tmp/ub.err" || ok=
    done < <(sed -n 's|^// CHECK[-A-Z]*: *||p' "$f")
    if [ -n "$ok" ]; then pass "$name"; else fail "$name: diagnostics do not match"; diag <"$tmp/ub.err"; fi
  fi
done
