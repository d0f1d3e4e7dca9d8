#!/usr/bin/env bash
# tests/bytecode/roundtrip.sh - text -> bytecode -> text round trips over the
# lit corpus and generated modules, reported as TAP for `make check`.
#
# For every input (each `// -----` chunk of the lit .mlir files that cmir-opt
# accepts, and modules of ../shared/bench/gen.py when it is there):
#   1. cmir-bc text -> bc -> text prints what cmir-opt prints (custom and
#      generic form);
#   2. bc -> generic text with locations -> bc gives identical bytes;
#   3. the same with --strip-locations (through generic text: the custom form
#      may drop default-valued properties, as MLIR's does).
# The sanitizer build checks every sixth chunk (counted over the whole
# corpus), where each of the nine runs per chunk costs ten times as much; the
# plain build checks them all.
# Environment: CMIR_SRC_DIR, CMIR_BUILD_DIR (set by make check),
# CMIR_SANITIZERS (set by make check).
set -u
here=$(cd "$(dirname "$0")" && pwd)
srcdir=${CMIR_SRC_DIR:-$(dirname "$(dirname "$here")")}
builddir=${CMIR_BUILD_DIR:-$srcdir}
tools=$builddir/tools
if ! command -v python3 >/dev/null; then
  echo "1..0 # SKIP python3 not installed"
  exit 0
fi
exec python3 - "$srcdir" "$tools" <<'PYEOF'
import glob, os, subprocess, sys, tempfile

srcdir, tools = sys.argv[1], sys.argv[2]
opt, bc = os.path.join(tools, "cmir-opt"), os.path.join(tools, "cmir-bc")
work = tempfile.mkdtemp(prefix="cmir-bc-rt.")
U = ["--allow-unregistered-dialect"]


def run(cmd, out=None):
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return r.returncode, r.stdout, r.stderr


def check_chunk(path):
    """Returns None if the round trips hold (or cmir-opt rejects the input),
    else a message."""
    rc, want, _ = run([opt] + U + [path])
    if rc != 0:
        return None  # an invalid-input test chunk
    _, want_generic, _ = run([opt] + U + ["--mlir-print-op-generic", path])
    b1 = path + ".cmbc"
    rc, _, err = run([bc] + U + [path, "-o", b1])
    if rc != 0:
        return "cmir-bc failed to write: " + err.decode(errors="replace")
    rc, got, err = run([bc] + U + [b1])
    if rc != 0 or got != want:
        return "text -> bc -> text differs (rc %d): %s" % (rc, err.decode(errors="replace"))
    rc, got, err = run([bc] + U + ["--mlir-print-op-generic", b1])
    if rc != 0 or got != want_generic:
        return "text -> bc -> generic text differs (rc %d)" % rc
    t2 = path + ".dbg.mlir"
    rc, txt, _ = run([bc] + U + ["--mlir-print-op-generic", "--mlir-print-debuginfo", b1])
    open(t2, "wb").write(txt)
    b2 = path + ".2.cmbc"
    rc, _, err = run([bc] + U + [t2, "-o", b2])
    if rc != 0 or open(b1, "rb").read() != open(b2, "rb").read():
        return "bc -> text -> bc gives different bytes (rc %d) %s" % (rc, err.decode(errors="replace"))
    s1, s2, t3 = path + ".s1", path + ".s2", path + ".s.mlir"
    run([bc] + U + ["--strip-locations", path, "-o", s1])
    rc, txt, _ = run([bc] + U + ["--mlir-print-op-generic", s1])
    open(t3, "wb").write(txt)
    run([bc] + U + ["--strip-locations", t3, "-o", s2])
    if open(s1, "rb").read() != open(s2, "rb").read():
        return "stripped bc -> text -> bc gives different bytes"
    return None


inputs = []
for f in sorted(glob.glob(os.path.join(srcdir, "tests", "lit", "**", "*.mlir"), recursive=True)):
    if "/Inputs/" in f or "/bytecode/" in f:
        continue
    chunks = open(f, errors="replace").read().split("\n// -----\n")
    inputs.append((os.path.relpath(f, srcdir), chunks))
gen = os.path.join(os.path.dirname(srcdir), "shared", "bench", "gen.py")
if os.path.exists(gen):
    for seed in (1, 2):
        r = subprocess.run([sys.executable, gen, "--total-ops", "5000", "--ops-per-func", "200",
                            "--seed", str(seed)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        if r.returncode == 0:
            inputs.append(("gen.py --total-ops 5000 --seed %d" % seed, [r.stdout.decode()]))

stride = 6 if os.environ.get("CMIR_SANITIZERS") == "yes" else 1
seen = 0
print("1..%d" % len(inputs))
for n, (name, chunks) in enumerate(inputs, 1):
    problems = []
    checked = 0
    for i, text in enumerate(chunks):
        seen += 1
        if (seen - 1) % stride:
            continue
        checked += 1
        p = os.path.join(work, "in%d_%d.mlir" % (n, i))
        # Keep line numbers: pad with the lines of the chunks before.
        open(p, "w").write(text)
        msg = check_chunk(p)
        if msg:
            problems.append("chunk %d: %s" % (i, msg.strip()))
    if problems:
        print("not ok %d - %s" % (n, name))
        for m in problems[:5]:
            for line in m.split("\n")[:6]:
                print("# " + line)
    else:
        print("ok %d - %s (%d of %d chunks)" % (n, name, checked, len(chunks)))
    sys.stdout.flush()
subprocess.run(["rm", "-rf", work])
PYEOF
