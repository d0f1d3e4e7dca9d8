#!/usr/bin/env bash
# tests/memcheck/run.sh - runs cmir-opt under valgrind on the lit corpus (round
# trips, invalid inputs, passes) and reports one TAP line per input: any
# memory error or definite/indirect leak fails. The inputs that take the same
# options run joined, in one process (see below). Skipped in sanitizer builds
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
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# Prints valgrind's report (stderr) only.
memcheck() {
  # shellcheck disable=SC2069
  valgrind -q --error-exitcode=99 --leak-check=full \
    --errors-for-leak-kinds=definite,indirect "$opt" "$@" 2>&1 >/dev/null
}

# The options for one input, as one word per option.
options() {
  local f=$1
  printf '%s\n' --split-input-file
  case $f in
  */invalid/*) printf '%s\n' --verify-diagnostics ;;
  */transforms/*) printf '%s\n' --canonicalize --cse ;;
  esac
  grep -q allow-unregistered-dialect "$f" && printf '%s\n' --allow-unregistered-dialect
  grep -q mlir-print-debuginfo "$f" && printf '%s\n' --mlir-print-debuginfo
}

# Starting valgrind costs about a second per process (it translates the
# program's code afresh each time), against a tenth of that for the input
# itself: the inputs that take the same options run as one input, their
# chunks joined with `// -----`. Only when valgrind reports errors on a group
# does each of its files run alone, to name the ones at fault.
declare -A group_files=()
keys=()
for f in "${inputs[@]}"; do
  key=$(options "$f" | tr '\n' ' ')
  [ -n "${group_files[$key]+set}" ] || keys+=("$key")
  group_files[$key]+="$f"$'\n'
done

echo "1..$((${#inputs[@]} + 2))"
n=0
g=0
for key in "${keys[@]}"; do
  g=$((g + 1))
  mapfile -t files < <(printf '%s' "${group_files[$key]}")
  joined=$tmp/group$g.mlir
  for f in "${files[@]}"; do
    cat "$f"
    printf '\n// -----\n'
  done >"$joined"
  read -r -a args <<<"$key"
  memcheck "${args[@]}" "$joined" >/dev/null
  group_rc=$?
  found=0
  last=${#files[@]}
  i=0
  for f in "${files[@]}"; do
    n=$((n + 1))
    i=$((i + 1))
    name=${f#"$srcdir"/}
    if [ $group_rc -ne 99 ]; then
      echo "ok $n - $name"
      continue
    fi
    log=$(memcheck "${args[@]}" "$f")
    if [ $? -eq 99 ]; then
      found=1
      echo "not ok $n - $name: valgrind reports errors"
      printf '%s\n' "$log" | grep '^==' | head -30 | sed 's/^/# /'
    elif [ $i -eq "$last" ] && [ $found -eq 0 ]; then
      # No file alone, only the group: say so on the group's last line.
      echo "not ok $n - $name: valgrind reports errors on the $last inputs with options '$key'" \
        "joined, on none alone"
    else
      echo "ok $n - $name"
    fi
  done
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
