#!/usr/bin/env bash
# tests/translate/run.sh - TAP: cmir-translate --mlir-to-llvmir against LLVM 19.
#
# (a) Every file of tests/interop/corpus/ is translated by cmir-translate and
#     by mlir-translate-19: both must accept it or both reject it, and what
#     cmir-translate writes must be accepted by llvm-as-19.
# (b) Every program of tests/conformance/ is lowered by mlir-opt-19 (the
#     pipeline of tests/conformance/run.sh), translated by cmir-translate,
#     checked by llvm-as-19 and run by lli-19 with MLIR's runner-utils
#     libraries; its output must be NAME.expected. Programs whose `main`
#     returns a value (`// ARGS: -entry-point-result=T`) run through a small
#     wrapper module that prints the result as mlir-cpu-runner does.
# (d) cmir-translate's and mlir-translate-19's LLVM IR for the lowered
#     conformance programs and the inputs of tests/lit/translate/ must have
#     the same instructions, once the known differences are normalized away
#     (multi-index insertvalue/extractvalue, alignments of the default data
#     layout, dso_local, value and metadata numbers; see docs/translation.md).
# (c) The same with cmir-opt's own lowering (the same pipeline) instead of
#     mlir-opt-19's.
# Skipped when cmir-translate is built without LLVM or the LLVM 19 tools
# are missing.
#
# Environment: CMIR_SRC_DIR, CMIR_BUILD_DIR, LLVM_TOOLS_DIR (set by make
# check), TRANSLATE_FILTER (regular expression on file names),
# TRANSLATE_WRAPPER (a command cmir-translate runs under, e.g.
# "valgrind -q --error-exitcode=99 --leak-check=full").
set -u

here=$(cd "$(dirname "$0")" && pwd)
srcdir=${CMIR_SRC_DIR:-$(cd "$here/../.." && pwd)}
builddir=${CMIR_BUILD_DIR:-$srcdir}
translate=$builddir/tools/cmir-translate
opt=$builddir/tools/cmir-opt
llvm=${LLVM_TOOLS_DIR:-/usr/lib/llvm-19/bin}
libdir=/usr/lib/llvm-19/lib
filter=${TRANSLATE_FILTER:-.}

# shellcheck source=tests/tap.sh
. "$srcdir/tests/tap.sh"
mlir_opt=$(find_tool mlir-opt)
mlir_translate=$(find_tool mlir-translate)
llvm_as=$(find_tool llvm-as)
lli=$(find_tool lli)

mapfile -t corpus < <(ls "$srcdir"/tests/interop/corpus/*.mlir 2>/dev/null | grep -E "$filter")
mapfile -t progs < <(ls "$srcdir"/tests/conformance/*.mlir 2>/dev/null | grep -E "$filter")
# Inputs of tests/lit/translate/ that translate (no `not`, no split chunks).
mapfile -t lits < <(grep -L -e 'not cmir-translate' -e 'split-input-file' \
  "$srcdir"/tests/lit/translate/*.mlir 2>/dev/null | grep -E "$filter")
echo "1..$((${#corpus[@]} + 3 * ${#progs[@]} + ${#lits[@]}))"


why=
if [ ! -x "$translate" ] || ! "$translate" --version 2>/dev/null | grep -q 'LLVM 19'; then
  why="cmir-translate is built without LLVM"
elif [ -z "$mlir_opt" ] || [ -z "$mlir_translate" ] || [ -z "$llvm_as" ] || [ -z "$lli" ] ||
  [ ! -f "$libdir/libmlir_runner_utils.so" ] || [ ! -f "$libdir/libmlir_c_runner_utils.so" ]; then
  why="mlir-opt-19, mlir-translate-19, llvm-as-19, lli-19 or the runner libraries are missing"
fi
if [ -n "$why" ]; then
  for f in "${corpus[@]}" "${progs[@]}" "${progs[@]}" "${progs[@]}" "${lits[@]}"; do
    skip "$(basename "$f" .mlir)" "$why"
  done
  exit 0
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cmir-translate.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

for f in "${corpus[@]}"; do
  name=corpus/$(basename "$f" .mlir)
  ${TRANSLATE_WRAPPER:-} "$translate" --mlir-to-llvmir "$f" -o "$tmp/c.ll" 2>"$tmp/c.err"
  crc=$?
  "$mlir_translate" --mlir-to-llvmir "$f" -o "$tmp/m.ll" 2>"$tmp/m.err"
  mrc=$?
  if [ $crc -gt 1 ]; then
    fail "$name: cmir-translate exited with $crc"
    diag <"$tmp/c.err"
  elif [ $crc -ne 0 ] && [ $mrc -ne 0 ]; then
    pass "$name (rejected by both)"
  elif [ $crc -ne 0 ]; then
    fail "$name: cmir-translate rejects what mlir-translate-19 accepts"
    diag <"$tmp/c.err"
  elif [ $mrc -ne 0 ] && grep -q 'unregistered dialect' "$tmp/m.err"; then
    # mlir-translate-19 loads no arith dialect for discardable attributes
    # such as {fastmath = #arith.fastmath<...>} that the lowering leaves.
    if "$llvm_as" "$tmp/c.ll" -o /dev/null 2>"$tmp/as.err"; then
      pass "$name (mlir-translate-19 rejects an attribute of an unloaded dialect)"
    else
      fail "$name: llvm-as-19 rejects the output"
      diag <"$tmp/as.err"
    fi
  elif [ $mrc -ne 0 ]; then
    fail "$name: cmir-translate accepts what mlir-translate-19 rejects"
    diag <"$tmp/m.err"
  elif ! "$llvm_as" "$tmp/c.ll" -o /dev/null 2>"$tmp/as.err"; then
    fail "$name: llvm-as-19 rejects the output"
    diag <"$tmp/as.err"
  else
    pass "$name"
  fi
done

# arith-float prints maxnumf and minnumf just before the last (bits) column. For +0
# and -0 LLVM's LangRef lets them return either zero, and which one the code
# generator picks depends on the shape of the IR around them (cmir-translate
# spells a multi-index insertvalue as several instructions), so the sign of
# a zero there is not compared.
unsign_minmax() {
  awk -F', ' 'BEGIN { OFS = ", " } NF >= 10 { for (i = NF - 3; i <= NF - 2; i++) if ($i == "-0") $i = "0" } { print }' "$1"
}

# wrapper RESULT-KIND: an LLVM module whose @cmir_entry calls @main and
# prints its result the way mlir-cpu-runner does.
wrapper() {
  local ty fmt conv=
  case $1 in
    i32) ty=i32 fmt='%d' ;;
    i64) ty=i64 fmt='%ld' ;;
    f32) ty=float fmt='%e' conv=1 ;;
    f64) ty=double fmt='%e' ;;
  esac
  echo 'declare i32 @printf(ptr, ...)'
  echo "declare $ty @main()"
  echo "@fmt = private constant [$((${#fmt} + 2)) x i8] c\"$fmt\\0A\\00\""
  echo 'define i32 @cmir_entry() {'
  echo "  %r = call $ty @main()"
  if [ -n "$conv" ]; then
    echo '  %d = fpext float %r to double'
    echo '  %p = call i32 (ptr, ...) @printf(ptr @fmt, double %d)'
  else
    echo "  %p = call i32 (ptr, ...) @printf(ptr @fmt, $ty %r)"
  fi
  echo '  ret i32 0'
  echo '}'
}

# check NAME PROGRAM LOWERED: translates LOWERED (PROGRAM in the LLVM
# dialect), checks it with llvm-as-19, runs it with lli-19 and compares the
# output with PROGRAM's .expected file.
check() {
  local name=$1 f=$2 lowered=$3 exp=${2%.mlir}.expected kind rc
  if ! ${TRANSLATE_WRAPPER:-} "$translate" --mlir-to-llvmir "$lowered" -o "$tmp/p.ll" 2>"$tmp/p.err"; then
    fail "$name: cmir-translate failed"
    diag <"$tmp/p.err"
    return
  fi
  if ! "$llvm_as" "$tmp/p.ll" -o /dev/null 2>"$tmp/p.err"; then
    fail "$name: llvm-as-19 rejects the output"
    diag <"$tmp/p.err"
    return
  fi
  kind=$(sed -n 's|^// ARGS:.*-entry-point-result=\([a-z0-9]*\).*|\1|p' "$f" | head -n 1)
  set -- --dlopen="$libdir/libmlir_runner_utils.so" --dlopen="$libdir/libmlir_c_runner_utils.so"
  if [ -n "$kind" ] && [ "$kind" != void ]; then
    wrapper "$kind" >"$tmp/w.ll"
    set -- "$@" --extra-module="$tmp/w.ll" --entry-function=cmir_entry
  fi
  timeout 120 "$lli" "$@" "$tmp/p.ll" >"$tmp/p.raw" 2>"$tmp/p.err" </dev/null
  rc=$?
  mask "$tmp/p.raw" >"$tmp/p.out"
  # A void main leaves an arbitrary exit status; only a signal is a failure.
  if [ $rc -ge 124 ]; then
    fail "$name: lli-19 exited with $rc"
    diag <"$tmp/p.err"
  elif cmp -s "$tmp/p.out" "$exp"; then
    pass "$name"
  elif [ "$(basename "$f")" = arith-float.mlir ] &&
    cmp -s <(unsign_minmax "$tmp/p.out") <(unsign_minmax "$exp"); then
    pass "$name (the sign of zero results of maxnum/minnum differs)"
  else
    fail "$name: lli-19 output differs from $(basename "$exp")"
    diff "$exp" "$tmp/p.out" 2>&1 | diag
  fi
}

for f in "${progs[@]}"; do
  base=$(basename "$f" .mlir)
  # Lowered by mlir-opt-19 (the pipeline of tests/conformance/run.sh).
  extra=
  grep -qE 'arith\.(ceildiv|floordiv)' "$f" && extra=--arith-expand
  if "$mlir_opt" "$f" --lower-affine --convert-scf-to-cf --expand-strided-metadata --lower-affine $extra \
    --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
    -o "$tmp/p.mlir" 2>"$tmp/p.err"; then
    check "conformance/$base" "$f" "$tmp/p.mlir"
    cp "$tmp/p.mlir" "$tmp/lowered-$base.mlir"
  else
    fail "conformance/$base: mlir-opt-19 failed"
    diag <"$tmp/p.err"
  fi
  # Lowered by cmir-opt, with the same pipeline.
  if "$opt" "$f" --lower-affine --convert-scf-to-cf --expand-strided-metadata --lower-affine $extra \
    --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
    -o "$tmp/q.mlir" 2>"$tmp/p.err"; then
    check "cmir-opt/$base" "$f" "$tmp/q.mlir"
  else
    fail "cmir-opt/$base: cmir-opt cannot lower it"
    diag <"$tmp/p.err"
  fi
done

# Instructions of an LLVM IR file, with the known differences normalized.
normalize() {
  sed -E -e '/^(;|source_filename|target |!|attributes #|$)/d' \
    -e '/(insertvalue|extractvalue)/d' -e '/^[0-9]+:/d' \
    -e 's/%[0-9]+/%v/g; s/#[0-9]+/#A/g; s/![0-9]+/!M/g' \
    -e 's/, align [0-9]+//g; s/dso_local //g; s/[[:space:]]+;.*$//' "$1"
}

compare() {
  local name=$1 f=$2
  if ! "$mlir_translate" --mlir-to-llvmir "$f" -o "$tmp/m.ll" 2>"$tmp/m.err"; then
    skip "$name" "mlir-translate-19 rejects it"
  elif ! "$translate" --mlir-to-llvmir "$f" -o "$tmp/c.ll" 2>"$tmp/c.err"; then
    fail "$name: cmir-translate failed"
    diag <"$tmp/c.err"
  elif cmp -s <(normalize "$tmp/m.ll") <(normalize "$tmp/c.ll"); then
    pass "$name"
  else
    fail "$name: instructions differ from mlir-translate-19's"
    diff <(normalize "$tmp/m.ll") <(normalize "$tmp/c.ll") 2>&1 | diag
  fi
}

for f in "${progs[@]}"; do
  base=$(basename "$f" .mlir)
  if [ -f "$tmp/lowered-$base.mlir" ]; then
    compare "compare/conformance/$base" "$tmp/lowered-$base.mlir"
  else
    skip "compare/conformance/$base" "mlir-opt-19 failed"
  fi
done
for f in "${lits[@]}"; do
  compare "compare/lit/$(basename "$f" .mlir)" "$f"
done
