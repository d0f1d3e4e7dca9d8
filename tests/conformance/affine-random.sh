#!/usr/bin/env bash
# tests/conformance/affine-random.sh - TAP: lower-affine and the affine ops'
# execution against MLIR 19 on random affine programs (gen-affine.py).
#
# For each seed, two tests:
#   (a) text: cmir-opt --lower-affine prints exactly what
#       mlir-opt-19 --lower-affine prints;
#   (b) runs: cmir-interp on the program (the affine ops run directly),
#       cmir-interp on cmir-opt's --lower-affine output, cmir-run (native,
#       when built with LLVM) and mlir-cpu-runner-19 on mlir-opt-19's
#       lowering all print the same (heap addresses masked).
# Skipped without mlir-opt-19 / mlir-cpu-runner-19.
#
# Usage: tests/conformance/affine-random.sh [FIRST [COUNT]] (default: seeds
# 1..12; AFFINE_SEEDS=N sets COUNT). Environment: CMIR_SRC_DIR,
# CMIR_BUILD_DIR (set by make check).
set -u

here=$(cd "$(dirname "$0")" && pwd)
srcdir=${CMIR_SRC_DIR:-$(cd "$here/../.." && pwd)}
builddir=${CMIR_BUILD_DIR:-$srcdir}
tools=$builddir/tools
llvm=${LLVM_TOOLS_DIR:-/usr/lib/llvm-19/bin}
libdir=/usr/lib/llvm-19/lib
first=${1:-1}
count=${2:-${AFFINE_SEEDS:-12}}

# shellcheck source=tests/tap.sh
. "$srcdir/tests/tap.sh"
mlir_opt=$(find_tool mlir-opt)
runner=$(find_tool mlir-cpu-runner)
echo "1..$((2 * count))"
if [ -z "$mlir_opt" ] || [ -z "$runner" ] || ! command -v python3 >/dev/null ||
  [ ! -f "$libdir/libmlir_runner_utils.so" ]; then
  for ((s = first; s < first + count; s++)); do
    skip "seed $s: text" "mlir-opt-19, mlir-cpu-runner-19 or python3 not installed"
    skip "seed $s: runs" "mlir-opt-19, mlir-cpu-runner-19 or python3 not installed"
  done
  exit 0
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cmir-affine.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
libs="$libdir/libmlir_runner_utils.so,$libdir/libmlir_c_runner_utils.so"
lowering=(--lower-affine --convert-scf-to-cf --expand-strided-metadata --lower-affine
  --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts)

for ((s = first; s < first + count; s++)); do
  p=$tmp/p$s.mlir
  python3 "$here/gen-affine.py" "$s" >"$p"
  # (a)
  "$tools/cmir-opt" --lower-affine "$p" -o "$tmp/c.mlir" 2>"$tmp/err"
  "$mlir_opt" --lower-affine "$p" -o "$tmp/m.mlir" 2>>"$tmp/err"
  if cmp -s "$tmp/c.mlir" "$tmp/m.mlir"; then
    pass "seed $s: text"
  else
    fail "seed $s: text"
    diff "$tmp/m.mlir" "$tmp/c.mlir" | diag
  fi
  # (b)
  "$mlir_opt" "${lowering[@]}" "$p" -o "$tmp/ll.mlir" 2>"$tmp/err" &&
    timeout 120 "$runner" "$tmp/ll.mlir" -e main -entry-point-result=void -shared-libs="$libs" \
      >"$tmp/raw" 2>>"$tmp/err" </dev/null
  rc=$?
  mask "$tmp/raw" >"$tmp/want"
  bad=
  [ $rc = 0 ] || bad="mlir-cpu-runner-19 failed (exit $rc)"
  timeout 120 "$tools/cmir-interp" "$p" >"$tmp/raw" 2>>"$tmp/err" </dev/null || bad="$bad cmir-interp failed;"
  mask "$tmp/raw" | cmp -s - "$tmp/want" || bad="$bad cmir-interp differs;"
  timeout 120 "$tools/cmir-interp" "$tmp/c.mlir" >"$tmp/raw" 2>>"$tmp/err" </dev/null ||
    bad="$bad cmir-interp after lower-affine failed;"
  mask "$tmp/raw" | cmp -s - "$tmp/want" || bad="$bad cmir-interp after lower-affine differs;"
  if [ -x "$tools/cmir-run" ]; then
    timeout 120 "$tools/cmir-run" "$p" -e main >"$tmp/raw" 2>>"$tmp/err" </dev/null ||
      bad="$bad cmir-run failed;"
    mask "$tmp/raw" | cmp -s - "$tmp/want" || bad="$bad cmir-run differs;"
  fi
  if [ -z "$bad" ]; then
    pass "seed $s: runs"
  else
    fail "seed $s: runs:$bad"
    diag <"$tmp/err"
  fi
done
