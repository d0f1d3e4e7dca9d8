#!/usr/bin/env bash
# tests/interop/run.sh - TAP: cmir-opt against mlir-opt-19 (the oracle).
#
# Inputs: every .mlir file in tests/lit/roundtrip/ and tests/interop/corpus/
# (not under Inputs/), and the modules of the shared generator
# (../shared/bench/gen.py --total-ops 10000 --ops-per-func 200, seeds 1..3);
# for the generated modules also: cmir-opt's whole lowering to the LLVM
# dialect is accepted by mlir-translate-19.
# For each input F, four tests:
#   (a) generic:  cmir-opt --mlir-print-op-generic F  is byte-identical to
#                 mlir-opt-19 --mlir-print-op-generic F
#   (b) to-mlir:  cmir-opt F | mlir-opt-19   succeeds (cmir's output is non-empty)
#   (c) from-mlir: mlir-opt-19 F | cmir-opt  succeeds (and prints something)
#   (d) fixpoint: cmir-opt F | cmir-opt      prints what cmir-opt F printed
# A file whose RUN lines use --split-input-file (or --allow-unregistered-dialect)
# is run with that flag by both tools. Without mlir-opt-19, (a) to (c) are reported as skipped.
#
# Environment (set by make check; defaults suit an in-tree build):
#   CMIR_SRC_DIR, CMIR_BUILD_DIR   source and build trees
#   CMIR_OPT                       cmir-opt to test (default: the build's)
#   MLIR_OPT                       oracle (default: mlir-opt-19 from PATH or LLVM 19)
#   CMIR_SHARED_DIR                shared dir with bench/gen.py (default: <src>/../shared)
#   INTEROP_TIMEOUT                seconds per command (default: 120)
set -u

here=$(cd "$(dirname "$0")" && pwd)
srcdir=${CMIR_SRC_DIR:-$(cd "$here/../.." && pwd)}
builddir=${CMIR_BUILD_DIR:-$srcdir}
cmir_opt=${CMIR_OPT:-$builddir/tools/cmir-opt}
shared=${CMIR_SHARED_DIR:-$srcdir/../shared}
limit=${INTEROP_TIMEOUT:-120}
seeds=(1 2 3)

mlir_opt=${MLIR_OPT:-}
if [ -z "$mlir_opt" ]; then
  if command -v mlir-opt-19 >/dev/null; then
    mlir_opt=$(command -v mlir-opt-19)
  elif [ -x /usr/lib/llvm-19/bin/mlir-opt ]; then
    mlir_opt=/usr/lib/llvm-19/bin/mlir-opt
  fi
fi
[ -n "$mlir_opt" ] && [ ! -x "$mlir_opt" ] && mlir_opt=

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cmir-interop.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

n=0
pipe_status=
say() { printf '%s\n' "$*"; }
# diag FILE [LINES]: the first lines of FILE as TAP comments.
diag() {
  [ -s "$1" ] || return 0
  head -n "${2:-20}" "$1" | sed 's/^/#   /'
}
pass() { n=$((n + 1)); say "ok $n - $1"; }
fail() { n=$((n + 1)); say "not ok $n - $1"; }
skip() { n=$((n + 1)); say "ok $n - $1 # SKIP $2"; }

# run OUT ERR CMD...: runs CMD with stdout to OUT and stderr to ERR, stdin
# from /dev/null, under the time limit; returns its exit status.
run() {
  local out=$1 err=$2
  shift 2
  timeout "$limit" "$@" </dev/null >"$out" 2>"$err"
}

# pipe OUT ERR1 ERR2 CMD1 -- CMD2: runs CMD1 | CMD2 through a real pipe;
# fails if either side fails. Sets pipe_status to "STATUS1 STATUS2" (141, or
# 74 from LLVM tools, on the left: the right side stopped reading early).
pipe() {
  local out=$1 err1=$2 err2=$3
  shift 3
  local -a lhs=()
  while [ "$1" != "--" ]; do lhs+=("$1"); shift; done
  shift
  timeout "$limit" "${lhs[@]}" </dev/null 2>"$err1" | timeout "$limit" "$@" >"$out" 2>"$err2"
  local -a st=("${PIPESTATUS[@]}")
  pipe_status="${st[0]} ${st[1]}"
  [ "${st[0]}" -eq 0 ] && [ "${st[1]}" -eq 0 ]
}

# check NAME FILE SPLIT: the four tests on one input.
check() {
  local name=$1 f=$2 split=$3 unreg=${4:-no}
  local -a flags=()
  [ "$split" = yes ] && flags=(--split-input-file)
  [ "$unreg" = yes ] && flags+=(--allow-unregistered-dialect)

  # (a) generic form, byte for byte
  if [ -z "$mlir_opt" ]; then
    skip "$name: generic form matches mlir-opt-19" "mlir-opt-19 not installed"
  elif ! run "$tmp/m.gen" "$tmp/m.err" "$mlir_opt" "${flags[@]}" --mlir-print-op-generic "$f"; then
    fail "$name: generic form matches mlir-opt-19"
    say "#   mlir-opt-19 rejects the input:"
    diag "$tmp/m.err"
  elif ! run "$tmp/c.gen" "$tmp/c.err" "$cmir_opt" "${flags[@]}" --mlir-print-op-generic "$f"; then
    fail "$name: generic form matches mlir-opt-19"
    say "#   cmir-opt --mlir-print-op-generic failed:"
    diag "$tmp/c.err"
  elif cmp -s "$tmp/m.gen" "$tmp/c.gen"; then
    pass "$name: generic form matches mlir-opt-19"
  elif [ ! -s "$tmp/c.gen" ]; then
    fail "$name: generic form matches mlir-opt-19"
    say "#   cmir-opt --mlir-print-op-generic printed nothing"
  else
    fail "$name: generic form matches mlir-opt-19"
    say "#   diff (- mlir-opt-19, + cmir-opt):"
    diff -u --label mlir-opt-19 --label cmir-opt "$tmp/m.gen" "$tmp/c.gen" >"$tmp/diff"
    diag "$tmp/diff" 40
  fi

  # cmir-opt's own output, used by (b) and (d)
  local cmir_ok=yes
  if ! run "$tmp/c.out" "$tmp/c.err" "$cmir_opt" "${flags[@]}" "$f"; then
    cmir_ok=no
  elif [ ! -s "$tmp/c.out" ]; then
    cmir_ok=empty
  fi

  # (b) mlir-opt-19 parses what cmir-opt prints
  if [ -z "$mlir_opt" ]; then
    skip "$name: mlir-opt-19 parses cmir-opt's output" "mlir-opt-19 not installed"
  elif [ "$cmir_ok" = no ]; then
    fail "$name: mlir-opt-19 parses cmir-opt's output"
    say "#   cmir-opt failed:"
    diag "$tmp/c.err"
  elif [ "$cmir_ok" = empty ]; then
    fail "$name: mlir-opt-19 parses cmir-opt's output"
    say "#   cmir-opt printed nothing"
  elif pipe "$tmp/b.out" "$tmp/b.err1" "$tmp/b.err2" cat "$tmp/c.out" -- "$mlir_opt" "${flags[@]}"; then
    pass "$name: mlir-opt-19 parses cmir-opt's output"
  else
    fail "$name: mlir-opt-19 parses cmir-opt's output"
    say "#   mlir-opt-19 rejects cmir-opt's output (exit statuses $pipe_status):"
    diag "$tmp/b.err2"
  fi

  # (c) cmir-opt parses what mlir-opt-19 prints
  if [ -z "$mlir_opt" ]; then
    skip "$name: cmir-opt parses mlir-opt-19's output" "mlir-opt-19 not installed"
  elif pipe "$tmp/x.out" "$tmp/x.err1" "$tmp/x.err2" "$mlir_opt" "${flags[@]}" "$f" -- "$cmir_opt" "${flags[@]}"; then
    if [ -s "$tmp/x.out" ]; then
      pass "$name: cmir-opt parses mlir-opt-19's output"
    else
      fail "$name: cmir-opt parses mlir-opt-19's output"
      say "#   cmir-opt printed nothing"
    fi
  else
    fail "$name: cmir-opt parses mlir-opt-19's output"
    say "#   exit statuses (mlir-opt-19 | cmir-opt): $pipe_status"
    diag "$tmp/x.err1"
    diag "$tmp/x.err2"
  fi

  # (d) printing is a fixed point
  if [ "$cmir_ok" = no ]; then
    fail "$name: cmir-opt output is a fixed point"
    say "#   cmir-opt failed:"
    diag "$tmp/c.err"
  elif [ "$cmir_ok" = empty ]; then
    fail "$name: cmir-opt output is a fixed point"
    say "#   cmir-opt printed nothing"
  elif ! pipe "$tmp/d.out" "$tmp/d.err1" "$tmp/d.err2" cat "$tmp/c.out" -- "$cmir_opt" "${flags[@]}"; then
    fail "$name: cmir-opt output is a fixed point"
    say "#   cmir-opt rejects its own output (exit statuses $pipe_status):"
    diag "$tmp/d.err2"
  elif cmp -s "$tmp/c.out" "$tmp/d.out"; then
    pass "$name: cmir-opt output is a fixed point"
  else
    fail "$name: cmir-opt output is a fixed point"
    say "#   diff (- cmir-opt F, + cmir-opt F | cmir-opt):"
    diff -u --label first --label second "$tmp/c.out" "$tmp/d.out" >"$tmp/diff"
    diag "$tmp/diff" 40
  fi
}

# The inputs, as paths relative to the source tree.
inputs=()
for dir in tests/lit/roundtrip tests/interop/corpus; do
  [ -d "$srcdir/$dir" ] || continue
  while IFS= read -r f; do inputs+=("$f"); done < <(
    cd "$srcdir" && find "$dir" -name Inputs -prune -o -name Output -prune -o -name '*.mlir' -type f -print | LC_ALL=C sort)
done
gen=$shared/bench/gen.py

mlir_translate=$(command -v mlir-translate-19 ||
  { [ -x /usr/lib/llvm-19/bin/mlir-translate ] && echo /usr/lib/llvm-19/bin/mlir-translate; })

# lowered NAME FILE: cmir-opt's whole lowering to the LLVM dialect is
# accepted by mlir-translate-19 --mlir-to-llvmir.
lowered() {
  local name="$1: cmir-opt's lowering is accepted by mlir-translate-19"
  if [ -z "$mlir_translate" ]; then
    skip "$name" "mlir-translate-19 not installed"
  elif ! run "$tmp/l.mlir" "$tmp/l.err" "$cmir_opt" "$2" --convert-scf-to-cf \
    --expand-strided-metadata --lower-affine --arith-expand --finalize-memref-to-llvm \
    --convert-to-llvm --reconcile-unrealized-casts; then
    fail "$name"
    diag "$tmp/l.err"
  elif ! run /dev/null "$tmp/t.err" "$mlir_translate" --mlir-to-llvmir "$tmp/l.mlir"; then
    fail "$name"
    diag "$tmp/t.err"
  else
    pass "$name"
  fi
}

say "1..$(( (${#inputs[@]} + ${#seeds[@]}) * 4 + ${#seeds[@]} ))"
say "# cmir-opt:    $cmir_opt"
say "# mlir-opt-19: ${mlir_opt:-not installed}"

if [ ! -x "$cmir_opt" ]; then
  say "Bail out! cmir-opt is not built: $cmir_opt"
  exit 1
fi

for rel in "${inputs[@]}"; do
  split=no
  grep -Eq '^[[:space:]]*//[[:space:]]*RUN:.*-split-input-file' "$srcdir/$rel" && split=yes
  unreg=no
  grep -Eq '^[[:space:]]*//[[:space:]]*RUN:.*-allow-unregistered-dialect' "$srcdir/$rel" && unreg=yes
  check "$rel" "$srcdir/$rel" "$split" "$unreg"
done

for seed in "${seeds[@]}"; do
  name="gen.py seed $seed"
  if [ ! -f "$gen" ]; then
    for what in "generic form matches mlir-opt-19" "mlir-opt-19 parses cmir-opt's output" \
                "cmir-opt parses mlir-opt-19's output" "cmir-opt output is a fixed point" \
                "cmir-opt's lowering is accepted by mlir-translate-19"; do
      skip "$name: $what" "$gen not found"
    done
  elif ! python3 "$gen" --total-ops 10000 --ops-per-func 200 --seed "$seed" >"$tmp/gen.mlir" 2>"$tmp/gen.err"; then
    for what in "generic form matches mlir-opt-19" "mlir-opt-19 parses cmir-opt's output" \
                "cmir-opt parses mlir-opt-19's output" "cmir-opt output is a fixed point" \
                "cmir-opt's lowering is accepted by mlir-translate-19"; do
      fail "$name: $what"
    done
    say "#   gen.py failed:"
    diag "$tmp/gen.err"
  else
    check "$name" "$tmp/gen.mlir" no
    lowered "$name" "$tmp/gen.mlir"
  fi
done
exit 0
