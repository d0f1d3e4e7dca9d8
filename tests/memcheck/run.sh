#!/usr/bin/env bash
# tests/memcheck/run.sh - runs cmir-opt under valgrind on the lit corpus (round
# trips, invalid inputs, passes) and reports one TAP line per input: any
# memory error or definite/indirect leak fails. Skipped in sanitizer builds
# (ASan and valgrind do not mix) and when valgrind is not installed.
set -u
srcdir=${CMIR_SRC_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
builddir=${CMIR_BUILD_DIR:-$srcdir}
opt=$builddir/tools/cmir-opt

if [ "${CMIR_SANITIZERS:-no}" = yes ]; then
  echo "1..0 # SKIP sanitizer build (valgrind runs on the plain build)"
  exit 0
fi
if ! command -v valgrind >/dev/null; then
  echo "1..0 # SKIP valgrind not installed (apt-get install valgrind)"
  exit 0
fi

inputs=()
for f in "$srcdir"/tests/lit/roundtrip/*.mlir "$srcdir"/tests/lit/invalid/*.mlir \
  "$srcdir"/tests/lit/transforms/*.mlir; do
  [ -f "$f" ] && inputs+=("$f")
done
flip=$builddir/tests/bytecode/flip
echo "1..$((${#inputs[@]} + 2))"
n=0
for f in "${inputs[@]}"; do
  n=$((n + 1))
  args=(--split-input-file)
  case $f in
  */invalid/*) args+=(--verify-diagnostics) ;;
  */transforms/*) args+=(--canonicalize --cse) ;;
  esac
  grep -q allow-unregistered-dialect "$f" && args+=(--allow-unregistered-dialect)
  grep -q mlir-print-debuginfo "$f" && args+=(--mlir-print-debuginfo)
  log=$(valgrind -q --error-exitcode=99 --leak-check=full \
    --errors-for-leak-kinds=definite,indirect "$opt" "${args[@]}" "$f" 2>&1 >/dev/null)
  rc=$?
  name=${f#"$srcdir"/}
  if [ $rc -eq 99 ]; then
    echo "not ok $n - $name: valgrind reports errors"
    printf '%s\n' "$log" | grep '^==' | head -30 | sed 's/^/# /'
  else
    echo "ok $n - $name"
  fi
done

# The early exits (an input that cannot be read, an unknown option, an
# output that cannot be written, after pass options were collected) free
# what they took.
n=$((n + 1))
bad=0
for args in "--canonicalize --cse $srcdir/tests/missing-input.mlir" "--canonicalize --no-such-option x" \
  "--canonicalize $srcdir/tests/lit/roundtrip/func.mlir -o /nonexistent-dir/out.mlir"; do
  # shellcheck disable=SC2086
  valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect \
    "$opt" $args >/dev/null 2>&1
  [ $? -eq 99 ] && bad=1
done
if [ $bad -eq 0 ]; then
  echo "ok $n - early exits free their options"
else
  echo "not ok $n - early exits free their options: valgrind reports a leak"
fi
# The bytecode reader on damaged files: every 16th byte of the flip test's
# inputs (the whole test takes ~50 times longer under valgrind).
n=$((n + 1))
if [ ! -x "$flip" ]; then
  echo "ok $n - bytecode flips # SKIP $flip not built"
else
  log=$(CMIR_SRC_DIR=$srcdir valgrind -q --error-exitcode=99 --leak-check=full \
    --errors-for-leak-kinds=definite,indirect "$flip" --sample 16 2>&1)
  rc=$?
  if [ $rc -eq 0 ]; then
    echo "ok $n - bytecode flips (every 16th byte)"
  else
    echo "not ok $n - bytecode flips (every 16th byte): exit $rc"
    printf '%s\n' "$log" | grep -E '^(==|not ok)' | head -30 | sed 's/^/# /'
  fi
fi
