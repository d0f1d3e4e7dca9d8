#!/usr/bin/env python3
"""gen-toy.py SEED - prints a random Toy program (def main) for
tests/conformance/toy-opt-random.sh: two literal matrices of 2x3 or 3x2,
then variables defined by sums, products and transposes of them and of
earlier variables, some printed. Lowered to affine, every operation is a
loop nest, which -opt fuses."""
import random
import sys

r = random.Random(int(sys.argv[1]))
shapes = {}  # variable -> (rows, cols)
lines = []


def literal(shape):
    rows, cols = shape
    return "[%s]" % ", ".join(
        "[%s]" % ", ".join(str(r.randint(0, 9)) for _ in range(cols)) for _ in range(rows))


def expr(shape, depth):
    same = [v for v, s in shapes.items() if s == shape]
    flipped = [v for v, s in shapes.items() if s == (shape[1], shape[0])]
    c = r.random()
    if depth <= 0 or c < 0.3:
        if same and r.random() < 0.7:
            return r.choice(same)
        if flipped:
            return "transpose(%s)" % r.choice(flipped)
        return literal(shape)
    if c < 0.5:
        return "transpose(%s)" % expr((shape[1], shape[0]), depth - 1)
    return "(%s %s %s)" % (expr(shape, depth - 1), r.choice("+*"), expr(shape, depth - 1))


for i in range(2):
    shape = r.choice([(2, 3), (3, 2)])
    name = "v%d" % (len(shapes) + 1)
    lines.append("  var %s = %s;" % (name, literal(shape)))
    shapes[name] = shape
for _ in range(r.randint(2, 6)):
    shape = r.choice([(2, 3), (3, 2)])
    e = expr(shape, r.randint(1, 3))
    name = "v%d" % (len(shapes) + 1)
    lines.append("  var %s = %s;" % (name, e))
    shapes[name] = shape
    if r.random() < 0.3:
        lines.append("  print(%s);" % name)
lines.append("  print(%s);" % name)
print("def main() {\n%s\n}" % "\n".join(lines))
