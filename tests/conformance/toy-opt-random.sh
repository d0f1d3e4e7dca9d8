#!/usr/bin/env bash
# tests/conformance/toy-opt-random.sh - TAP: -opt's affine-loop-fusion and
# affine-scalrep on random Toy programs (gen-toy.py).
#
# For each seed: cmir-toy -emit=interp prints the same with and without
# -opt. With mlir-opt-19 installed, a last comment line also tells how many
# programs' -emit=mlir-affine -opt output is the text mlir-opt-19's
# affine-loop-fusion and affine-scalrep make of the unoptimized lowering
# (fusion may order several producers' bodies differently: not a failure).
#
# Usage: tests/conformance/toy-opt-random.sh [FIRST [COUNT]] (default: seeds
# 1..20; TOY_SEEDS=N sets COUNT). Environment: CMIR_SRC_DIR, CMIR_BUILD_DIR
# (set by make check).
set -u

here=$(cd "$(dirname "$0")" && pwd)
srcdir=${CMIR_SRC_DIR:-$(cd "$here/../.." && pwd)}
builddir=${CMIR_BUILD_DIR:-$srcdir}
tools=$builddir/tools
llvm=${LLVM_TOOLS_DIR:-/usr/lib/llvm-19/bin}
first=${1:-1}
count=${2:-${TOY_SEEDS:-20}}

# shellcheck source=tests/tap.sh
. "$srcdir/tests/tap.sh"
mlir_opt=$(find_tool mlir-opt)
echo "1..$count"
if ! command -v python3 >/dev/null; then
  for ((s = first; s < first + count; s++)); do skip "seed $s" "python3 not installed"; done
  exit 0
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cmir-toy-opt.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
same=0
for ((s = first; s < first + count; s++)); do
  p=$tmp/p$s.toy
  python3 "$here/gen-toy.py" "$s" >"$p"
  bad=
  "$tools/cmir-toy" "$p" -emit=interp >"$tmp/plain" 2>"$tmp/err" || bad="cmir-toy failed;"
  "$tools/cmir-toy" "$p" -emit=interp -opt >"$tmp/opt" 2>>"$tmp/err" || bad="$bad cmir-toy -opt failed;"
  cmp -s "$tmp/plain" "$tmp/opt" || bad="$bad -opt prints differently;"
  if [ -z "$bad" ]; then
    pass "seed $s"
  else
    fail "seed $s:$bad"
    { diag <"$tmp/err"; diff "$tmp/plain" "$tmp/opt" | diag; }
  fi
  if [ -n "$mlir_opt" ]; then
    "$tools/cmir-toy" "$p" -emit=mlir-affine -opt >"$tmp/c.mlir" 2>/dev/null
    "$tools/cmir-toy" "$p" -emit=mlir-affine --mlir-print-op-generic 2>/dev/null |
      "$mlir_opt" --allow-unregistered-dialect \
        --pass-pipeline='builtin.module(func.func(affine-loop-fusion,affine-scalrep))' 2>/dev/null |
      sed -E 's/"toy.print"\((%[a-z_0-9]+)\) : \((.*)\) -> \(\)/toy.print \1 : \2/' >"$tmp/m.mlir"
    cmp -s "$tmp/c.mlir" "$tmp/m.mlir" && same=$((same + 1))
  fi
done
[ -n "$mlir_opt" ] && echo "# -emit=mlir-affine -opt as mlir-opt-19 prints it: $same of $count programs"
exit 0
