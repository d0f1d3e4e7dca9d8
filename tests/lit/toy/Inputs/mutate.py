"""Runs cmir-toy on byte mutations of Toy programs: every run must end with
status 0 or 1 (a located error), never a signal or another status.
usage: mutate.py CMIR_TOY COUNT FILE... (deterministic: seeded by COUNT)."""
import random
import subprocess
import sys
import tempfile

tool, count, files = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
rng = random.Random(count)
pieces = [b"(", b")", b"[", b"]", b"<", b">", b",", b";", b"{", b"}", b"var", b"def",
          b"return", b"print", b"transpose", b"#", b"1.5", b"0", b"-", b"*", b"+", b"=",
          b"\n", b"a", b"\xff", b"\x00", b"99999999999999999999", b".", b"[[1, 2], [3]]"]
bad = 0
with tempfile.TemporaryDirectory() as tmp:
    for i in range(count):
        src = bytearray(open(files[i % len(files)], "rb").read())
        for _ in range(rng.randint(1, 4)):
            pos = rng.randint(0, len(src))
            op = rng.random()
            if op < 0.4:
                src[pos:pos + rng.randint(1, 8)] = b""
            elif op < 0.8:
                src[pos:pos] = rng.choice(pieces)
            else:
                src[pos:pos] = src[rng.randint(0, len(src) - 1):][:rng.randint(1, 30)]
        path = "%s/m%d.toy" % (tmp, i)
        open(path, "wb").write(bytes(src))
        for emit in ("-emit=ast", "-emit=interp"):
            r = subprocess.run([tool, path, emit], stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, timeout=60)
            if r.returncode not in (0, 1):
                bad += 1
                sys.stderr.write("status %d on mutation %d (%s):\n%s\n%s\n" %
                                 (r.returncode, i, emit, bytes(src).decode("latin-1"),
                                  r.stderr.decode("latin-1")[-2000:]))
print("%d runs, %d bad" % (count * 2, bad))
sys.exit(1 if bad else 0)
