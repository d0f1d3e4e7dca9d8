#!/usr/bin/env bash
# tests/fuzz/planted-find.sh - cmir-fuzz campaigns find the planted bugs
# (src/fuzz/planted.h) and cmir-reduce shrinks each find, as TAP for
# `make check`. tests/fuzz/cmir-fuzz-planted is cmir-fuzz with the planted
# code; CMIR_PLANT selects the bug.
#
# For each bug, a campaign over seeds 1..MAX with the legs that can see it:
#   1. ends with finds (exit 2), and every find's signature names the leg and,
#      for the lowering bugs, the pass with the bug as the first diverging
#      pass;
#   2. the program of the earliest find agrees on every leg without
#      CMIR_PLANT (the find is the planted bug's);
#   3. cmir-reduce (the planted build) shrinks that program to at most 15
#      ops while the find stays (--legs=interp,lowered for the lowering
#      bugs; for the translation bugs, --same-find with the find's signature
#      for sext-narrow, --legs=interp,native-O0 for gep-dyn-bytes).
# The program reduced is the earliest find's, among the finds where the
# legs ran to the end: a lowering that fails (subview-stride can make
# expand-strided-metadata write a result type that does not verify,
# `passes.error-HASH`) is a find too, but not a difference --legs can keep.
# Environment: CMIR_SRC_DIR, CMIR_BUILD_DIR (set by make check).
set -u
here=$(cd "$(dirname "$0")" && pwd)
srcdir=${CMIR_SRC_DIR:-$(dirname "$(dirname "$here")")}
builddir=${CMIR_BUILD_DIR:-$srcdir}
fuzz=$builddir/tests/fuzz/cmir-fuzz-planted
reduce=$builddir/tests/fuzz/cmir-reduce-planted
. "$srcdir/tests/tap.sh"
work=$(mktemp -d "${TMPDIR:-/tmp}/cmir-planted-find.XXXXXX")
trap 'rm -rf "$work"' EXIT

# bug, legs, the expected signature (a grep -E pattern), seeds searched,
# the generator's dialect, generator flags. The native rows leave out f16
# and bf16: LLVM 19's own bf16 bugs at -O0 (docs/fuzzing.md) would be
# finds of their own.
# cmpi-slt-fold is in a folder, so the first diverging pass is the first
# pass that folds the comparison: convert-scf-to-cf when the conversion
# folds it, else expand-strided-metadata (its greedy rewrite folds every op
# it visits), or convert-vector-to-llvm or convert-to-llvm for a comparison
# of constants that a lowering pass in between made (memref and vector
# programs make such comparisons).
bugs=(
  "scf-for-bound passes ^passes\.[a-z]+@convert-scf-to-cf$ 100 std"
  "cmpi-slt-fold passes ^passes\.[a-z]+@(convert-scf-to-cf|expand-strided-metadata|convert-vector-to-llvm|convert-to-llvm)$ 400 std"
  "sext-narrow native ^native-O0\.out(\+native-O2\.out)?$ 60 std --weight type_half=0"
  "gep-dyn-bytes native ^native-O0\.out(\+native-O2\.out)?$ 60 llvm --weight type_half=0"
  "affine-mod-sign passes ^passes\.[a-z]+@lower-affine$ 150 std"
  "subview-stride passes ^passes\.[a-z0-9-]+@expand-strided-metadata$ 60 std"
)
echo "1..$((3 * ${#bugs[@]}))"

native_built=yes
# Without LLVM, cmir-run says so and runs the program on the interpreter.
"$builddir/tools/cmir-run" "$srcdir/tests/fuzz/planted/cmpi-slt-fold.mlir" 2>&1 >/dev/null |
  grep -q 'not built' && native_built=


for row in "${bugs[@]}"; do
  read -r bug legs sig max dialect genflags <<<"$row"
  if [ "$legs" = native ] && [ -z "$native_built" ]; then
    for t in "found" "the find is the planted bug's" "reduced to at most 15 ops"; do
      skip "$bug: $t" "built without LLVM"
    done
    continue
  fi
  out=$work/$bug
  CMIR_PLANT=$bug "$fuzz" --seeds "1..$max" --dialect "$dialect" ${genflags:-} --legs "$legs" --no-progress --out "$out" \
    >"$work/$bug.log" 2>&1
  rc=$?
  sigs=$(ls "$out/finds" 2>/dev/null)
  first=
  ran=$(printf '%s\n' $sigs | grep -v '\.error-')
  for s in ${ran:-$sigs}; do
    f=$(head -n 1 "$out/finds/$s/seeds")
    if [ -z "$first" ] || [ "$f" -lt "$first" ]; then first=$f firstsig=$s; fi
  done
  if [ $rc = 2 ] && [ -n "$sigs" ] && ! printf '%s\n' "$sigs" | grep -Evq "$sig"; then
    pass "$bug: found in seeds 1..$max, first by seed $first; signatures: $(echo $sigs)"
  else
    fail "$bug: found in seeds 1..$max with signature $sig (exit $rc; signatures: $(echo $sigs))"
    diag <"$work/$bug.log"
    fail "$bug: the find is the planted bug's"
    fail "$bug: reduced to at most 15 ops"
    continue
  fi
  prog=$out/finds/$firstsig/program.mlir
  if env -u CMIR_PLANT "$fuzz" --input "$prog" --legs "$legs" --no-progress --out "$work/$bug.clean" \
    >/dev/null 2>&1; then
    pass "$bug: the find is the planted bug's (seed $first agrees on those legs without CMIR_PLANT)"
  else
    fail "$bug: the find is the planted bug's (seed $first differs without CMIR_PLANT)"
  fi
  if [ "$legs" = passes ]; then
    CMIR_PLANT=$bug "$reduce" --no-progress "$prog" --legs=interp,lowered -j 2 \
      -o "$work/$bug.min.mlir" 2>"$work/$bug.err"
  elif [ "$bug" = sext-narrow ]; then
    # the find's own signature, on the legs a campaign runs
    CMIR_PLANT=$bug "$reduce" --no-progress "$prog" --same-find="$firstsig" -j 2 \
      -o "$work/$bug.min.mlir" 2>"$work/$bug.err"
  else
    CMIR_PLANT=$bug "$reduce" --no-progress "$prog" --legs=interp,native-O0 -j 2 \
      -o "$work/$bug.min.mlir" 2>"$work/$bug.err"
  fi
  rc=$?
  line=$(grep '^cmir-reduce: [0-9]* -> [0-9]* ops' "$work/$bug.err")
  ops=$(printf '%s' "$line" | sed -n 's/^cmir-reduce: [0-9]* -> \([0-9]*\) ops.*/\1/p')
  if [ $rc = 0 ] && [ -n "$ops" ] && [ "$ops" -le 15 ]; then
    pass "$bug: reduced to at most 15 ops (${line#cmir-reduce: })"
  else
    fail "$bug: reduced to at most 15 ops (exit $rc, ${ops:-?} ops)"
    diag <"$work/$bug.err"
  fi
done
