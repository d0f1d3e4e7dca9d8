#!/usr/bin/env bash
# tests/upstream/run.sh - tools/upstream-check on a hand-made file, offline,
# with stand-in tools (Inputs/fake-tool): that it splits as MLIR's
# --split-input-file does and puts each chunk run in its class. TAP.
set -u
here=$(cd "$(dirname "$0")" && pwd)
srcdir=${CMIR_SRC_DIR:-$(dirname "$(dirname "$here")")}
check=$srcdir/tools/upstream-check
# shellcheck source=tests/tap.sh
. "$srcdir/tests/tap.sh"

if ! command -v python3 >/dev/null; then
  echo "1..0 # SKIP python3 not installed"
  exit 0
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cmir-upstream-test.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
input=$here/Inputs/mlir-test/Sample/classes.mlir

# Splitting: chunk start lines and the near misses kept in their chunk.
python3 "$check" --dump-chunks "$input" >"$tmp/chunks" 2>&1
lines=$(sed -n 's/^=== chunk at line //p' "$tmp/chunks" | tr '\n' ' ')
if [ "$lines" = "1 9 12 15 18 21 24 29 " ]; then
  pass "chunks start where --split-input-file starts them"
else
  fail "chunks start where --split-input-file starts them (got: $lines)"
fi
if grep -q '^// ---- four dashes' "$tmp/chunks" && grep -q '^// -----0 so does' "$tmp/chunks"; then
  pass "near misses of the split marker stay in their chunk"
else
  fail "near misses of the split marker stay in their chunk"
  diag <"$tmp/chunks"
fi

# Classification, with the stand-ins for both sides.
cat >"$tmp/oracle" <<EOS
#!/bin/sh
FAKE_SIDE=oracle exec "$here/Inputs/fake-tool" "\$@"
EOS
cat >"$tmp/cmir" <<EOS
#!/bin/sh
FAKE_SIDE=cmir exec "$here/Inputs/fake-tool" "\$@"
EOS
chmod +x "$tmp/oracle" "$tmp/cmir"
if python3 "$check" --tests-dir "$here/Inputs/mlir-test" --files 'Sample/*.mlir' \
  --oracle-opt "$tmp/oracle" --cmir-opt "$tmp/cmir" --json "$tmp/out.json" >"$tmp/table" 2>&1; then
  pass "the harness runs offline on a local test directory"
else
  fail "the harness runs offline on a local test directory"
  diag <"$tmp/table"
fi
got=$(python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
print(" ".join("%d:%d:%s" % (r["run"], r["line"], r["class"]) for r in d["runs"]))
print(" ".join("%s=%d" % (k, d["totals"][k]) for k in ("same", "both-reject", "cmir-rejects", "accepts-invalid", "differ", "crash", "out-of-scope")))
print(len(d["skipped_run_lines"]))
' "$tmp/out.json" 2>&1)
want="0:1:same 0:9:both-reject 0:12:cmir-rejects 0:15:accepts-invalid 0:18:differ 0:21:crash 0:24:out-of-scope 0:29:same 1:1:out-of-scope
same=2 both-reject=1 cmir-rejects=1 accepts-invalid=1 differ=1 crash=1 out-of-scope=2
1"
if [ "$got" = "$want" ]; then
  pass "each chunk run is in its class; FileCheck-only RUN lines are not run"
else
  fail "each chunk run is in its class; FileCheck-only RUN lines are not run"
  printf 'got:\n%s\nwant:\n%s\n' "$got" "$want" | diag 20
fi
if grep -q '^total  *9  *2  *1  *1  *1  *1  *1  *2  *42.9%$' "$tmp/table"; then
  pass "the table's total line counts the classes"
else
  fail "the table's total line counts the classes"
  diag <"$tmp/table"
fi
echo "1..$n"
