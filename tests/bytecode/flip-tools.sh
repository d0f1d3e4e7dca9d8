#!/usr/bin/env bash
# tests/bytecode/flip-tools.sh - damaged bytecode with recomputed checksums
# through the tools, reported as TAP for `make check`.
#
# tests/bytecode/flip checks every flipped byte in one process through the
# library; this checks a sample of them through the programs a user runs.
# For every STEP-th byte of a few files (written from lit inputs read on
# stdin, so the bytes do not depend on where the checkout is), each flip
# (xor 0x01, xor 0xff) gets its checksums recomputed (`flip --fix`) and is
# read by `cmir-bc`, `cmir-bc --threads=2` and `cmir-bc --only-symbol=NAME`.
# Each must exit 1 with an `error:` diagnostic (or, for a symbol the flip
# renamed, "no symbol"), or exit 0 with text that
# cmir-opt accepts; for the whole reads, the bytes cmir-bc writes from the
# file (--emit-bytecode) must equal those it writes from its own generic
# text with locations. A crash or a sanitizer report is an exit code other
# than 0 and 1.
# Environment: CMIR_SRC_DIR, CMIR_BUILD_DIR (set by make check);
# FLIP_STEP (default 5; 27 in the sanitizer build, where every read costs
# ten times as much, the plain build reads every fifth byte and
# tests/bytecode/flip reads every byte through the library).
set -u
here=$(cd "$(dirname "$0")" && pwd)
srcdir=${CMIR_SRC_DIR:-$(dirname "$(dirname "$here")")}
builddir=${CMIR_BUILD_DIR:-$srcdir}
if ! command -v python3 >/dev/null; then
  echo "1..0 # SKIP python3 not installed"
  exit 0
fi
if [ ! -x "$builddir/tests/bytecode/flip" ]; then
  echo "1..0 # SKIP $builddir/tests/bytecode/flip not built"
  exit 0
fi
step=${FLIP_STEP:-5}
[ "${CMIR_SANITIZERS:-no}" = yes ] && step=${FLIP_STEP:-27}
exec python3 - "$srcdir" "$builddir" "$step" <<'PYEOF'
import os, shutil, subprocess, sys, tempfile

srcdir, builddir, step = sys.argv[1], sys.argv[2], int(sys.argv[3])
bc = os.path.join(builddir, "tools", "cmir-bc")
opt = os.path.join(builddir, "tools", "cmir-opt")
fix = os.path.join(builddir, "tests", "bytecode", "flip")
work = tempfile.mkdtemp(prefix="cmir-flip-tools.")
# (lit input, the symbol read lazily)
inputs = [("tests/lit/bytecode/strict.mlir", "g"), ("tests/lit/roundtrip/affine.mlir", "maps"),
          ("tests/lit/bytecode/bytes.mlir", "f")]


def run(cmd, stdin=None):
    r = subprocess.run(cmd, input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return r.returncode, r.stdout, r.stderr


def check_read(args, path, whole):
    """("clean" | "accepted", None) if the read of path with args keeps the
    rules, else (None, what went wrong)."""
    rc, out, err = run([bc] + args + [path])
    if rc == 1:
        # A flip may rename the symbol: "cmir-bc: no symbol 'f' at the top level".
        good = b"error:" in err or b"no symbol" in err
        return ("clean", None) if good else (None, "exit 1 without an error")
    if rc != 0:
        return None, "exit %d: %s" % (rc, err.decode(errors="replace")[-300:])
    rc2, _, err2 = run([opt, "-"], out)
    if rc2 != 0:
        return None, "cmir-opt rejects the text printed: " + err2.decode(errors="replace")[:300]
    if not whole:
        return "accepted", None
    rc, b1, err = run([bc] + args + ["--emit-bytecode", path, "-o", "-"])
    if rc != 0:
        return None, "the IR read cannot be written (exit %d)" % rc
    rc, gen, _ = run([bc] + args + ["--mlir-print-op-generic", "--mlir-print-debuginfo", path])
    rc2, b2, err2 = run([bc, "-", "-o", "-"], gen)
    if rc != 0 or rc2 != 0 or b1 != b2:
        return None, "bytecode -> generic text -> bytecode gives other bytes"
    return "accepted", None


n = 0
failed = False
print("1..%d" % len(inputs))
for rel, sym in inputs:
    n += 1
    name = os.path.basename(rel)
    orig = os.path.join(work, name + ".cmbc")
    with open(os.path.join(srcdir, rel), "rb") as f:
        rc, _, err = run([bc, "-", "-o", orig], f.read())
    if rc != 0:
        print("not ok %d - %s: cannot write it: %s" % (n, name, err.decode(errors="replace")))
        failed = True
        continue
    data = open(orig, "rb").read()
    flips = reads = clean = accepted = 0
    bad = []
    path = os.path.join(work, "flipped.cmbc")
    for off in range(0, len(data), step):
        for mask in (0x01, 0xFF):
            d = bytearray(data)
            d[off] ^= mask
            open(path, "wb").write(d)
            run([fix, "--fix", path])  # frames that cannot be followed stay as they are
            flips += 1
            for args, whole in (([], True), (["--threads=2"], True), (["--only-symbol=" + sym], False)):
                reads += 1
                verdict, why = check_read(args, path, whole)
                if why:
                    bad.append("byte %d ^ 0x%02x, cmir-bc %s: %s" % (off, mask, " ".join(args), why))
                elif verdict == "clean":
                    clean += 1
                else:
                    accepted += 1
    status = "ok" if not bad else "not ok"
    failed |= bool(bad)
    print("%s %d - %s: %d bytes, %d flips (bytes 0, %d, ...), %d reads: %d clean errors, %d accepted and "
          "round-tripped" % (status, n, name, len(data), flips, step, reads, clean, accepted))
    for b in bad[:10]:
        print("# " + b)
shutil.rmtree(work, ignore_errors=True)
sys.exit(1 if failed else 0)
PYEOF
