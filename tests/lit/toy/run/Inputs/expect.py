"""What the Toy programs of tests/lit/toy/run/ print, computed here with
Python lists, independently of cmir: `python3 expect.py NAME` prints the
output of NAME.toy."""
import sys


def T(m): return [list(r) for r in zip(*m)]
def ew(a, b, f):
    if isinstance(a, list): return [ew(x, y, f) for x, y in zip(a, b)]
    return f(a, b)
def add(a, b): return ew(a, b, lambda x, y: x + y)
def mul(a, b): return ew(a, b, lambda x, y: x * y)
def flat(a): return sum((flat(x) for x in a), []) if isinstance(a, list) else [a]
def reshape(a, shape):
    f = flat(a)
    def build(f, shape):
        if not shape: return f.pop(0)
        return [build(f, shape[1:]) for _ in range(shape[0])]
    return build(list(f), shape)
def show(a):
    """a as toyc prints it: each element "%f ", a newline after each row of
    every dimension but the last."""
    out = []
    def p(x, rank):
        if rank == 0:
            out.append("%f " % x)
            return
        for e in x:
            p(e, rank - 1)
            if rank > 1:
                out.append("\n")
    rank, y = 0, a
    while isinstance(y, list):
        rank, y = rank + 1, y[0]
    p(a, rank)
    return "".join(out)


progs = {}
# transpose.toy
a = [[1, 2, 3], [4, 5, 6]]
progs["transpose"] = show(T(a)) + show(T(T(a))) + show(T([[7, 8]]))
# arith.toy
a = [[1.5, 2], [3, 4]]; b = [[2, 0.5], [1, 10]]; c = [[100, 200], [300, 400]]
progs["arith"] = show(add(mul(a, b), c)) + show(mul(add(a, b), add(b, c))) + show(add(add(a, a), a))
# reshape.toy
r = reshape([1, 2, 3, 4, 5, 6], [3, 2])
progs["reshape"] = show(r) + show(reshape(T(r), [6])) + show(reshape(mul(r, r), [2, 3]))
# calls.toy
def mt(x, y): return mul(T(x), T(y))
def twice(x): return add(x, x)
a = [[1, 2, 3], [4, 5, 6]]; b = reshape([6, 5, 4, 3, 2, 1], [2, 3])
c = mt(a, b); d = mt(b, a); e = mt(c, d)
progs["calls"] = show(c) + show(e) + show(twice(mt(T(a), T(b)))) + show(twice([1, 2, 3, 4]))
# scalar.toy
x = 3; progs["scalar"] = show(x * x + x)
sys.stdout.write(progs[sys.argv[1]])
