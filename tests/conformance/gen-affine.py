#!/usr/bin/env python3
"""gen-affine.py SEED - prints a random affine program (func @main) for the
lower-affine and interpreter comparisons of tests/conformance/affine-random.sh.

The program fills three i64 memrefs through nests of affine.for (constant,
symbol and map bounds, max/min bounds of several results, steps, iter_args),
affine.if (integer sets with equalities and inequalities, else regions,
results), affine.load and affine.store, affine.apply, affine.min and
affine.max, then prints the memrefs and the loops' results. Every subscript
is `(e) mod size`, so no access is out of bounds; values are i64 sums and
products that wrap, so every run must print the same."""
import random
import sys

SIZES = {"A": (7,), "B": (5, 6), "C": (4, 3, 2)}


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.n = 0
        self.lines = []

    def fresh(self, p="v"):
        self.n += 1
        return "%%%s%d" % (p, self.n)

    def emit(self, depth, s):
        self.lines.append("  " * depth + s)

    def term(self, dims, syms):
        """A random affine expression over dims (by name) and symbols."""
        r = self.r
        k = r.randrange(6)
        if k == 0 or not (dims or syms):
            return str(r.randrange(-4, 9))
        if k <= 2 and dims:
            return "%s * %d" % (r.choice(dims), r.randrange(-3, 4))
        if k == 3 and syms:
            return "s%d" % r.randrange(len(syms))
        if k == 4 and dims:
            return "%s %s %d" % (r.choice(dims), r.choice(["floordiv", "ceildiv", "mod"]), r.randrange(1, 5))
        return r.choice(dims) if dims else "s0"

    def expr(self, dims, syms):
        t = [self.term(dims, syms) for _ in range(self.r.randrange(1, 4))]
        return " + ".join("(%s)" % x for x in t)

    def map_of(self, nd, ns, nres):
        ds = ["d%d" % i for i in range(nd)]
        ss = ["s%d" % i for i in range(ns)]
        head = "(%s)" % ", ".join(ds) + ("[%s]" % ", ".join(ss) if ns else "")
        return "affine_map<%s -> (%s)>" % (head, ", ".join(self.expr(ds, ss) for _ in range(nres)))

    def subscript(self, ivs, mem):
        """`[...]` of mem: each index (e) mod size, e over the ivs, with
        symbols as symbol(%x)."""
        out = []
        for size in SIZES[mem]:
            terms = []
            for _ in range(self.r.randrange(1, 3)):
                k = self.r.randrange(4)
                if k == 0 or not ivs:
                    terms.append(str(self.r.randrange(0, 9)))
                elif k == 1:
                    terms.append("symbol(%s)" % self.r.choice(self.syms))
                else:
                    terms.append("%s * %d" % (self.r.choice(ivs), self.r.randrange(1, 4)))
            out.append("(%s) mod %d" % (" + ".join(terms), size))
        return "%%%s[%s]" % (mem, ", ".join(out))

    def bound(self, ivs, lower):
        r = self.r
        k = r.randrange(4)
        if k == 0 or not ivs:
            return str(r.randrange(-2, 3) if lower else r.randrange(2, 7))
        if k == 1:
            return self.r.choice(self.syms) if not lower else "0"
        nd = min(len(ivs), r.randrange(1, 3))
        args = r.sample(ivs, nd)
        nres = r.randrange(1, 3)
        m = self.map_of(nd, 1, nres)
        pre = ("max " if lower else "min ") if nres > 1 else ""
        if not lower:
            # keep trip counts small: the upper bound is at most lb + 6
            pass
        return "%s%s(%s)[%s]" % (pre, m, ", ".join(args), r.choice(self.syms))

    def body(self, depth, ivs, acc):
        """Statements; acc is an i64 value available here."""
        r = self.r
        for _ in range(r.randrange(1, 4)):
            k = r.randrange(7)
            if k == 0 and depth < 4:
                self.loop(depth, ivs, acc)
            elif k == 1:
                mem = r.choice(list(SIZES))
                v = self.fresh()
                self.emit(depth, "%s = affine.load %s : memref<%s>" % (v, self.subscript(ivs, mem), self.ty(mem)))
                w = self.fresh()
                self.emit(depth, "%s = arith.addi %s, %s : i64" % (w, v, acc))
                acc = w
            elif k == 2:
                mem = r.choice(list(SIZES))
                self.emit(depth, "affine.store %s, %s : memref<%s>" % (acc, self.subscript(ivs, mem), self.ty(mem)))
            elif k == 3 and ivs:
                a = self.fresh("a")
                op = r.choice(["affine.apply", "affine.min", "affine.max"])
                nres = 1 if op == "affine.apply" else r.randrange(1, 4)
                nd = min(len(ivs), 2)
                self.emit(depth, "%s = %s %s(%s)[%s]" % (a, op, self.map_of(nd, 1, nres),
                                                       ", ".join(ivs[-nd:]), r.choice(self.syms)))
                c = self.fresh()
                self.emit(depth, "%s = arith.index_cast %s : index to i64" % (c, a))
                w = self.fresh()
                self.emit(depth, "%s = arith.muli %s, %s : i64" % (w, acc, c))
                acc = w
            elif k == 4 and depth < 5:
                acc = self.if_(depth, ivs, acc)
            else:
                mem = r.choice(list(SIZES))
                self.emit(depth, "affine.store %s, %s : memref<%s>" % (acc, self.subscript(ivs, mem), self.ty(mem)))
        return acc

    def ty(self, mem):
        return "x".join(str(s) for s in SIZES[mem]) + "xi64"

    def loop(self, depth, ivs, acc):
        r = self.r
        iv = self.fresh("i")
        lb = self.bound(ivs, True)
        ub = self.bound(ivs, False)
        step = r.choice(["", "", " step 2", " step 3"])
        if r.randrange(2):
            res = self.fresh("r")
            x = self.fresh("x")
            self.emit(depth, "%s = affine.for %s = %s to %s%s iter_args(%s = %s) -> (i64) {" % (res, iv, lb, ub, step, x, acc))
            y = self.body(depth + 1, ivs + [iv], x)
            self.emit(depth + 1, "affine.yield %s : i64" % y)
            self.emit(depth, "}")
            self.results.append(res)
        else:
            self.emit(depth, "affine.for %s = %s to %s%s {" % (iv, lb, ub, step))
            self.body(depth + 1, ivs + [iv], acc)
            self.emit(depth, "}")

    def if_(self, depth, ivs, acc):
        r = self.r
        nd = min(len(ivs), r.randrange(0, 3))
        args = r.sample(ivs, nd) if nd else []
        ds = ["d%d" % i for i in range(nd)]
        cons = []
        for _ in range(r.randrange(1, 3)):
            e = self.expr(ds, ["s0"])
            cons.append("%s %s" % (e, r.choice([">= 0", ">= 0", "== 0"])))
        head = "(%s)[s0]" % ", ".join(ds)
        st = "affine_set<%s : (%s)>(%s)[%s]" % (head, ", ".join(cons), ", ".join(args), r.choice(self.syms))
        if r.randrange(2):
            res = self.fresh("f")
            self.emit(depth, "%s = affine.if %s -> i64 {" % (res, st))
            y = self.body(depth + 1, ivs, acc)
            self.emit(depth + 1, "affine.yield %s : i64" % y)
            self.emit(depth, "} else {")
            self.emit(depth + 1, "affine.yield %s : i64" % acc)
            self.emit(depth, "}")
            return res
        self.emit(depth, "affine.if %s {" % st)
        self.body(depth + 1, ivs, acc)
        self.emit(depth, "}")
        return acc

    def program(self):
        self.results = []
        self.syms = ["%n3", "%n5", "%dimA"]
        self.emit(1, "%n3 = arith.constant 3 : index")
        self.emit(1, "%n5 = arith.constant 5 : index")
        for m in SIZES:
            self.emit(1, "%%%s = memref.alloc() : memref<%s>" % (m, self.ty(m)))
        self.emit(1, "%c0 = arith.constant 0 : index")
        self.emit(1, "%dimA = memref.dim %A, %c0 : memref<7xi64>")
        self.emit(1, "%zero = arith.constant 0 : i64")
        self.emit(1, "%%seed = arith.constant %d : i64" % self.r.randrange(1, 100))
        for m in SIZES:
            self.emit(1, "linalg_fill_%s" % m)
        for _ in range(self.r.randrange(2, 4)):
            self.loop(1, [], "%seed")
        for m in SIZES:
            u = self.fresh("u")
            self.emit(1, "%s = memref.cast %%%s : memref<%s> to memref<*xi64>" % (u, m, self.ty(m)))
            self.emit(1, "call @printMemrefI64(%s) : (memref<*xi64>) -> ()" % u)
        for res in self.results:
            pass  # results defined in nested regions are not visible here
        for m in SIZES:
            self.emit(1, "memref.dealloc %%%s : memref<%s>" % (m, self.ty(m)))
        self.emit(1, "return")
        # each memref starts zeroed: a loop nest of stores
        out = []
        for l in self.lines:
            s = l.strip()
            if s.startswith("linalg_fill_"):
                m = s[len("linalg_fill_"):]
                ind = "  "
                ivs = []
                for k, size in enumerate(SIZES[m]):
                    out.append(ind + "affine.for %%z%s%d = 0 to %d {" % (m, k, size))
                    ivs.append("%%z%s%d" % (m, k))
                    ind += "  "
                out.append(ind + "affine.store %%zero, %%%s[%s] : memref<%s>" % (m, ", ".join(ivs), self.ty(m)))
                for k in range(len(SIZES[m])):
                    ind = ind[:-2]
                    out.append(ind + "}")
            else:
                out.append(l)
        return ("// Generated by tests/conformance/gen-affine.py %s\n"
                "func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}\n\n"
                "func.func @main() {\n%s\n}\n" % (sys.argv[1], "\n".join(out)))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: gen-affine.py SEED")
    sys.stdout.write(Gen(int(sys.argv[1])).program())
