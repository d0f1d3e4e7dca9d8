#!/usr/bin/env bash
# Run the `// RUN:` lines of lit test files, with the tool names substituted.
#
# Usage: tests/lit/check-with-oracle.sh [-v] [--cmir] FILE.mlir...
#   (no FILE arguments: every *.mlir under tests/lit/)
#
# By default `cmir-opt` is replaced with the oracle `mlir-opt-19` and
# `FileCheck` with `FileCheck-19`.  With --cmir (or CMIR_OPT=/path/to/cmir-opt)
# the cmir tool is used instead, so the same script checks the implementation.
# Environment overrides: ORACLE (default mlir-opt-19), FILECHECK (default
# FileCheck-19), NOT (default /usr/lib/llvm-19/bin/not).
# `%s` is replaced with the file path.  Each RUN line is run with
# `bash -o pipefail`.  Exit status is non-zero if any RUN line fails.
set -u
here="$(cd "$(dirname "$0")" && pwd)"
verbose=0
tool="${ORACLE:-mlir-opt-19}"
if [ -n "${CMIR_OPT:-}" ]; then tool="$CMIR_OPT"; fi
filecheck="${FILECHECK:-FileCheck-19}"
notcmd="${NOT:-/usr/lib/llvm-19/bin/not}"
files=()
while [ $# -gt 0 ]; do
  case "$1" in
    -v) verbose=1 ;;
    --cmir) tool="${CMIR_OPT:-cmir-opt}" ;;
    *) files+=("$1") ;;
  esac
  shift
done
if [ ${#files[@]} -eq 0 ]; then
  while IFS= read -r f; do files+=("$f"); done < <(find "$here" -name '*.mlir' | sort)
fi
pass=0; fail=0
for f in "${files[@]}"; do
  ok=1
  # Join continuation lines ending in '\'.
  runs="$(sed -n 's|^[[:space:]]*//[[:space:]]*RUN:[[:space:]]*||p' "$f" | \
          awk '{ if (sub(/\\[[:space:]]*$/, "")) { acc = acc $0 } else { print acc $0; acc = "" } }')"
  if [ -z "$runs" ]; then echo "NO RUN LINES: $f"; fail=$((fail+1)); continue; fi
  while IFS= read -r line; do
    cmd="$line"
    cmd="${cmd//%s/$f}"
    cmd="$(printf '%s' "$cmd" | sed -E \
        -e "s#(^|[|;&[:space:]])cmir-opt([[:space:]]|$)#\\1${tool}\\2#g" \
        -e "s#(^|[|;&[:space:]])FileCheck([[:space:]]|$)#\\1${filecheck}\\2#g" \
        -e "s#(^|[|;&[:space:]])not([[:space:]]|$)#\\1${notcmd}\\2#g")"
    [ $verbose -eq 1 ] && echo "  RUN: $cmd"
    out="$(bash -o pipefail -c "$cmd" 2>&1 < /dev/null)"
    rc=$?
    if [ $rc -ne 0 ]; then
      ok=0
      echo "FAIL: $f"
      echo "  RUN: $cmd"
      printf '%s\n' "$out" | head -40 | sed 's/^/    /'
    fi
  done <<< "$runs"
  if [ $ok -eq 1 ]; then pass=$((pass+1)); [ $verbose -eq 1 ] && echo "PASS: $f"; else fail=$((fail+1)); fi
done
echo "passed: $pass  failed: $fail"
[ $fail -eq 0 ]
