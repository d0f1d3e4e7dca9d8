#!/usr/bin/env bash
# tests/fuzz/generator.sh - TAP: the programs cmir-fuzz generates are valid.
#
#   - GEN_SEEDS (default 300) programs of each dialect (std, llvm) verify in
#     cmir-opt, and each runs on cmir-interp --check-uninit --check-leaks
#     with exit status 0 within GEN_TIMEOUT seconds: status 2 (undefined
#     behaviour, a read of memory never written, a leak) or 3 (step limit)
#     is a generator bug;
#   - GEN_MEMREF_SEEDS (default 100) programs made with memref weighed up
#     (--weight memref=60) pass the same check, verify in mlir-opt-19 and
#     together use every memref op the generator writes; the same for
#     GEN_AFFINE_SEEDS (default 100) with affine weighed up (affine=40) and
#     GEN_VECTOR_SEEDS (default 100) with vector weighed up (vector=40);
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
# The sanitizer build checks a third of the seeds of each dialect: the
# programs are the same bytes in every build, and the plain build checks all.
seeds=${GEN_SEEDS:-300}
[ "${CMIR_SANITIZERS:-no}" = yes ] && seeds=${GEN_SEEDS:-100}
mlir_seeds=${GEN_MLIR_SEEDS:-1000}
memref_seeds=${GEN_MEMREF_SEEDS:-100}
affine_seeds=${GEN_AFFINE_SEEDS:-100}
vector_seeds=${GEN_VECTOR_SEEDS:-100}
first=${GEN_FIRST_SEED:-1}
limit=${GEN_TIMEOUT:-10}
llvm=${LLVM_TOOLS_DIR:-/usr/lib/llvm-19/bin}

# shellcheck source=tests/tap.sh
. "$srcdir/tests/tap.sh"
mlir_opt=$(find_tool mlir-opt)

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cmir-gen.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

echo "1..12"

# check_interp FILE: cmir-interp runs FILE with status 0 in time; otherwise
# prints why and fails.
check_interp() {
  local f=$1 rc
  timeout "$limit" "$interp" --check-uninit --check-leaks "$f" -e main -entry-point-result=void >/dev/null 2>"$tmp/err"
  rc=$?
  if [ "$rc" != 0 ]; then
    echo "$f: cmir-interp exit status $rc: $(head -n 1 "$tmp/err")"
    return 1
  fi
  return 0
}

# check_runs FILE: cmir-opt verifies FILE and check_interp passes.
check_runs() {
  if ! "$opt" "$1" >/dev/null 2>"$tmp/err"; then
    echo "$1 does not verify: $(head -n 1 "$tmp/err")"
    return 1
  fi
  check_interp "$1"
}

# run_all DIALECT [N [FLAGS...]]: the programs of N seeds, written by one
# cmir-fuzz run, verify in one cmir-opt run (--split-input-file), and each
# one, in a file of its own, passes check_interp.
run_all() {
  local d=$1 n=${2:-$seeds} bad=0 s
  shift
  [ $# -gt 0 ] && shift
  local last=$((first + n - 1))
  rm -rf "$tmp/run" && mkdir "$tmp/run"
  if ! "$fuzz" --seeds "$first..$last" --dialect="$d" "$@" --emit -o "$tmp/run/all.mlir"; then
    echo "cmir-fuzz --seeds $first..$last failed"
    return 1
  fi
  if ! "$opt" --split-input-file "$tmp/run/all.mlir" >/dev/null 2>"$tmp/err"; then
    echo "cmir-opt --split-input-file does not verify them all: $(head -n 3 "$tmp/err")"
    bad=1
  fi
  # the programs are separated by `// -----` lines: one file per seed
  awk -v dir="$tmp/run" -v s="$first" '
    /^\/\/ -----$/ { close(f); s++; next }
    { f = dir "/" s ".mlir"; print > f }' "$tmp/run/all.mlir"
  for s in $(seq "$first" "$last"); do
    if ! check_interp "$tmp/run/$s.mlir" >"$tmp/why"; then
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

# heavy WHAT N WEIGHT OPS: programs with WEIGHT (--weight NAME=N) pass the
# same check, verify in mlir-opt-19 and together use every one of OPS (one
# text per line).
heavy() {
  local what=$1 count=$2 weight=$3 ops=$4 op missing="" mlir_ok=true
  if out=$(run_all std "$count" --weight "$weight" 2>&1); then
    pass "$count $what-heavy programs verify and run on cmir-interp with status 0"
  else
    fail "$count $what-heavy programs verify and run on cmir-interp with status 0"
    echo "$out" | diag
  fi
  "$fuzz" --seeds "$first..$((first + count - 1))" --weight "$weight" --emit -o "$tmp/heavy.mlir"
  while IFS= read -r op; do
    [ -z "$op" ] || grep -qF -- "$op" "$tmp/heavy.mlir" || missing="$missing '$op'"
  done <<<"$ops"
  if [ -n "$mlir_opt" ]; then
    if ! "$mlir_opt" --split-input-file "$tmp/heavy.mlir" >/dev/null 2>"$tmp/err" || [ -s "$tmp/err" ]; then
      mlir_ok=false
    fi
  fi
  if [ -z "$missing" ] && $mlir_ok; then
    pass "$what-heavy programs use every $what op and verify in mlir-opt-19 (if installed)"
  else
    fail "$what-heavy programs use every $what op and verify in mlir-opt-19 (if installed)"
    echo "missing:$missing" | diag
    $mlir_ok || diag <"$tmp/err"
  fi
}

memops=$(printf '%s\n' 'memref.alloc(' 'memref.alloca(' memref.global memref.get_global memref.load \
  memref.store memref.subview memref.reinterpret_cast memref.expand_shape memref.collapse_shape \
  memref.cast memref.copy memref.dim memref.rank memref.dealloc printMemrefI32 printMemrefI64 \
  printMemrefF32 printMemrefF64)
heavy memref "$memref_seeds" memref=60 "$memops"
# affine: loops with map bounds (max/min), steps, iter_args; ifs with
# results; every affine op
affops=$(printf '%s\n' affine.for affine.if affine.load affine.store affine.apply affine.min \
  affine.max affine.yield iter_args '= max affine_map' 'to min affine_map' ' step ' floordiv \
  ceildiv ' mod ' 'symbol(' 'affine_set<' '== 0' '>= 0')
heavy affine "$affine_seeds" affine=40 "$affops"
# vectors: every vector op the generator writes
vecops=$(printf '%s\n' vector.broadcast vector.splat vector.insert vector.insertelement \
  vector.extract vector.extractelement vector.shuffle vector.fma vector.reduction vector.bitcast \
  vector.shape_cast vector.print 'dense<[[' arith.select arith.cmpf arith.cmpi arith.extf \
  arith.truncf arith.sitofp arith.trunci vector.load vector.store vector.maskedload \
  vector.maskedstore vector.constant_mask vector.create_mask)
heavy vector "$vector_seeds" vector=40 "$vecops"

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
cat >"$tmp/uninit.mlir" <<'EOF'
func.func private @printI64(i64)
func.func @main() {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<2xi64>
  %x = memref.load %m[%c0] : memref<2xi64>
  func.call @printI64(%x) : (i64) -> ()
  return
}
EOF
cat >"$tmp/leak.mlir" <<'EOF'
func.func @main() {
  %m = memref.alloc() : memref<2xi64>
  return
}
EOF
caught=0
for f in ub bad loop uninit leak; do
  if limit=2 check_runs "$tmp/$f.mlir" >/dev/null; then
    echo "# the check accepted $f.mlir"
  else
    caught=$((caught + 1))
  fi
done
what="the check rejects programs with UB, that do not verify, hang, read memory never written, leak"
if [ "$caught" = 5 ]; then
  pass "$what"
else
  fail "$what"
fi
