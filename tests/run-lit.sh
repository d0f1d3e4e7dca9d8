#!/usr/bin/env bash
# tests/run-lit.sh - runs the lit suite (tests/lit/) and reports it as TAP,
# one test line per lit test, for `make check`.
#
#   PASS, FLAKYPASS, XFAIL        ok              (XFAIL: lit expected the failure)
#   UNSUPPORTED                   ok ... # SKIP   (a REQUIRES: feature is missing)
#   FAIL, XPASS, UNRESOLVED,
#   TIMEOUT                       not ok, followed by lit's output as `# ` lines
#
# Environment (set by make check; defaults suit an in-tree build):
#   CMIR_SRC_DIR, CMIR_BUILD_DIR   source and build trees
#   LIT                            lit.py (default: LLVM 19's)
#   LIT_JOBS                       parallel lit workers (default: nproc)
#   LIT_FILTER                     regular expression: run only matching tests
#   LIT_SUITE, LIT_RESULTS         the suite to run (a directory with a
#                                  lit.site.cfg.py) and lit's JSON results
#                                  (default: the build tree's)
set -u

here=$(cd "$(dirname "$0")" && pwd)
srcdir=${CMIR_SRC_DIR:-$(dirname "$here")}
builddir=${CMIR_BUILD_DIR:-$srcdir}
lit_py=${LIT:-/usr/lib/llvm-19/build/utils/lit/lit.py}
jobs=${LIT_JOBS:-$(nproc 2>/dev/null || echo 2)}

if [ ! -f "$lit_py" ]; then
  echo "1..0 # SKIP lit not installed ($lit_py; apt-get install llvm-19-tools)"
  exit 0
fi
if ! command -v python3 >/dev/null; then
  echo "1..0 # SKIP python3 not installed"
  exit 0
fi

# The configured site file is in the build tree; without one (script run by
# hand on an unconfigured tree) lit.cfg.py falls back to CMIR_BUILD_DIR.
suite=${LIT_SUITE:-$builddir/tests/lit}
[ -f "$suite/lit.site.cfg.py" ] || suite=$srcdir/tests/lit
export CMIR_BUILD_DIR=$builddir

mkdir -p "$builddir/tests/lit"
results=${LIT_RESULTS:-$builddir/tests/lit/lit-results.json}
output=$(mktemp "${TMPDIR:-/tmp}/cmir-lit.XXXXXX")
trap 'rm -f "$output"' EXIT
rm -f "$results"

filter=()
[ -n "${LIT_FILTER:-}" ] && filter=(--filter "$LIT_FILTER")
python3 "$lit_py" -v -j "$jobs" "${filter[@]}" -o "$results" "$suite" </dev/null >"$output" 2>&1
status=$?

python3 - "$results" "$status" "$output" <<'EOF'
import json
import os
import sys

results_path, status, output_path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
with open(output_path, errors="replace") as f:
    lit_output = f.read()

PASSING = {"PASS", "FLAKYPASS", "XFAIL"}
SKIPPED = {"UNSUPPORTED", "SKIPPED", "EXCLUDED"}
MAX_DIAG_LINES = 80


def comment(text, limit=MAX_DIAG_LINES):
    lines = text.rstrip("\n").split("\n")
    if len(lines) > limit:
        lines = lines[:limit] + ["... (%d more lines)" % (len(lines) - limit)]
    for line in lines:
        print("# " + line if line else "#")


def escape(name):
    return name.replace("\\", "\\\\").replace("#", "\\#")


tests = None
if os.path.exists(results_path):
    try:
        with open(results_path) as f:
            tests = json.load(f)["tests"]
    except (OSError, ValueError, KeyError) as e:
        tests = None
        print("# cannot read %s: %s" % (results_path, e))

if tests is None:
    if "did not discover any tests" in lit_output:
        print("1..0 # SKIP no lit tests found")
        sys.exit(0)
    print("1..1")
    print("not ok 1 - lit ran (exit status %d, no results written)" % status)
    comment(lit_output, 200)
    sys.exit(0)

tests.sort(key=lambda t: t["name"])
failed = 0
lines = []
for t in tests:
    name = t["name"].split(" :: ", 1)[-1]
    code = t["code"]
    if code in PASSING:
        lines.append(("ok", "%s%s" % (escape(name), " (XFAIL, as expected)" if code == "XFAIL" else ""), None))
    elif code in SKIPPED:
        reason = code
        out = (t.get("output") or "").strip()
        if out:
            reason += ": " + out.split("\n")[0]
        lines.append(("ok", "%s # SKIP %s" % (escape(name), reason), None))
    else:
        failed += 1
        lines.append(("not ok", "%s (%s)" % (escape(name), code), t.get("output") or ""))

# lit failed without any test failing (a configuration error, for instance):
# that is a failure too.
if status != 0 and failed == 0:
    lines.append(("not ok", "lit exited with status %d" % status, lit_output))

print("1..%d" % len(lines))
for i, (result, desc, out) in enumerate(lines, 1):
    print("%s %d - %s" % (result, i, desc))
    if result == "not ok":
        comment(out)
EOF
