"""Replaces the one occurrence of a byte sequence in a file (hex arguments):
patch.py IN OUT OLD NEW. Fails if OLD occurs other than once, so a test
whose input no longer has the bytes it damages fails instead of passing."""
import sys

src, dst, old, new = sys.argv[1], sys.argv[2], bytes.fromhex(sys.argv[3]), bytes.fromhex(sys.argv[4])
data = open(src, "rb").read()
if data.count(old) != 1:
    sys.exit("patch.py: %s occurs %d times in %s" % (sys.argv[3], data.count(old), src))
open(dst, "wb").write(data.replace(old, new))
