#!/usr/bin/env bash
# tests/fuzz/generator.sh - TAP: the programs cmir-fuzz generates are valid.
#
#   - GEN_SEEDS (default 300) programs of each dialect (std, llvm) verify in
#     cmir-opt, and each runs on cmir-interp with exit status 0 within
#     GEN_TIMEOUT seconds: status 2 (undefined behaviour) or 3 (step limit)
#     is a generator bug;
#   - GEN_MLIR_SEEDS (default 1000) std programs and GEN_SEEDS llvm ones
#     verify in mlir-opt-19 (skipped without it);
#   - the check itself catches a program with undefined behaviour, one that
#     does not verify and one that does not end (planted faults).
#
# Environment: CMIR_SRC_DIR, CMIR_BUILD_DIR (set by make check), GEN_SEEDS,
# GEN_MLIR_SEEDS, GEN_FIRST_SEED (default 1), GEN_TIMEOUT (default 10).
set -u

here=$(cd "$(dirname "$0")" && pwd)
srcdir=${CMIR_SRC_DIR:-$(cd "$here/../.." && pwd)}
builddir=${CMIR_BUILD_DIR:-$srcdir}
fuzz=$builddir/tools/cmir-fuzz
opt=$builddir/tools/cmir-opt
interp=$builddir/tools/cmir-interp
seeds=${GEN_SEEDS:-300}
mlir_seeds=${GEN_MLIR_SEEDS:-1000}
first=${GEN_FIRST_SEED:-1}
limit=${GEN_TIMEOUT:-10}
llvm=${LLVM_TOOLS_DIR:-/usr/lib/llvm-19/bin}

# shellcheck source=tests/tap.sh
. "$srcdir/tests/tap.sh"
mlir_opt=$(find_tool mlir-opt)

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cmir-gen.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

echo "1..6"

# check_runs FILE: cmir-opt verifies FILE and cmir-interp runs it with
# status 0 in time; otherwise prints why and fails.
check_runs() {
  local f=$1 rc
  if ! "$opt" "$f" >/dev/null 2>"$tmp/err"; then
    echo "$f does not verify: $(head -n 1 "$tmp/err")"
    return 1
  fi
  timeout "$limit" "$interp" "$f" -e main -entry-point-result=void >/dev/null 2>"$tmp/err"
  rc=$?
  if [ "$rc" != 0 ]; then
    echo "$f: cmir-interp exit status $rc: $(head -n 1 "$tmp/err")"
    return 1
  fi
  return 0
}

# run_all DIALECT: every seed's program through check_runs.
run_all() {
  local d=$1 bad=0 s last=$((first + seeds - 1))
  for s in $(seq "$first" "$last"); do
    "$fuzz" --seed "$s" --dialect="$d" --emit -o "$tmp/p.mlir" || {
      echo "seed $s: cmir-fuzz failed"
      bad=$((bad + 1))
      continue
    }
    if ! check_runs "$tmp/p.mlir" >"$tmp/why"; then
      echo "seed $s ($d): $(cat "$tmp/why")"
      bad=$((bad + 1))
    fi
  done
  return "$bad"
}

for d in std llvm; do
  if out=$(run_all "$d" 2>&1); then
    pass "$seeds $d programs verify and run on cmir-interp with status 0"
  else
    fail "$seeds $d programs verify and run on cmir-interp with status 0"
    echo "$out" | diag
  fi
done

# The same in one cmir-opt process (--split-input-file).
last=$((first + seeds - 1))
"$fuzz" --seeds "$first..$last" --emit -o "$tmp/all.mlir"
if "$opt" --split-input-file "$tmp/all.mlir" >/dev/null 2>"$tmp/err"; then
  pass "cmir-opt --split-input-file verifies the $seeds std programs at once"
else
  fail "cmir-opt --split-input-file verifies the $seeds std programs at once"
  diag <"$tmp/err"
fi

# mlir-opt-19
if [ -z "$mlir_opt" ]; then
  skip "mlir-opt-19 verifies $mlir_seeds std programs" "mlir-opt-19 not installed"
  skip "mlir-opt-19 verifies $seeds llvm programs" "mlir-opt-19 not installed"
else
  for spec in "std $mlir_seeds" "llvm $seeds"; do
    set -- $spec
    "$fuzz" --seeds "$first..$((first + $2 - 1))" --dialect="$1" --emit -o "$tmp/m.mlir"
    if "$mlir_opt" --split-input-file "$tmp/m.mlir" >/dev/null 2>"$tmp/err" && [ ! -s "$tmp/err" ]; then
      pass "mlir-opt-19 verifies $2 $1 programs"
    else
      fail "mlir-opt-19 verifies $2 $1 programs"
      diag <"$tmp/err"
    fi
  done
fi

# Planted faults: the check must reject each.
cat >"$tmp/ub.mlir" <<'EOF'
func.func private @printI64(i64)
func.func @main() {
  %a = arith.constant 7 : i64
  %z = arith.constant 0 : i64
  %q = arith.divsi %a, %z : i64
  func.call @printI64(%q) : (i64) -> ()
  return
}
EOF
cat >"$tmp/bad.mlir" <<'EOF'
func.func @main() {
  %a = arith.constant 7 : i64
  %b = arith.addi %a, %a : i32
  return
}
EOF
cat >"$tmp/loop.mlir" <<'EOF'
func.func @main() {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
}
EOF
caught=0
for f in ub bad loop; do
  if limit=2 check_runs "$tmp/$f.mlir" >/dev/null; then
    echo "# the check accepted $f.mlir"
  else
    caught=$((caught + 1))
  fi
done
if [ "$caught" = 3 ]; then
  pass "the check rejects a program with UB, one that does not verify and one that hangs"
else
  fail "the check rejects a program with UB, one that does not verify and one that hangs"
fi
