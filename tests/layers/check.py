#!/usr/bin/env python3
"""tests/layers/check.py - the layers of cmir point only down.

Each source directory has a layer; a file may use its own layer and the
layers below it, never one above, and never a sibling of the same rank:

  rank  layer        directories
  0     support      src/support/ (and src/cmir/io.h, its public part)
  1     ir           src/ir/ (and src/cmir/, the public API, see below)
  2     text         src/text/
  3     bytecode     bytecode/
  4     dialect      src/dialect/
  5     transforms   src/transforms/  (pass manager, dialect conversion)
  6     conversion   src/conversion/  (patterns built on transforms' framework)
  7     runtime      src/runtime/     (functions compiled programs call)
  8     target       src/target/      (LLVM translation, JIT, objects)
  8     interp       interp/
  9     toolkit      src/toolkit/     (what programs share: loading modules, ...)
  10    fuzz         src/fuzz/        (generator, legs, reducer: uses them all)
  11    tools        tools/, tests/   (programs: may use everything)

bytecode sits above text: as MLIR's bytecode does, it stores a type or an
attribute that has no binary encoding as its text, and reads it back with the
text parser.  target and interp are siblings (two ways to run a program).  The runtime
needs nothing of cmir (it is linked into compiled programs); the JIT and the
interpreter may use it (its output formatting is MLIR's runner libraries').
conversion sits above transforms because its patterns are written against
the dialect-conversion framework (src/transforms/conversion.h), as MLIR's
Conversion/ is built on Transforms/.

Two checks:
  includes  every `#include "..."` of a file is resolved (the file's own
            directory, then src/, then the top, as the build's -I flags do)
            and the header's layer compared with the file's;
  calls     with a build directory (--build or $CMIR_BUILD_DIR), every
            object's undefined symbols are looked up among the symbols the
            objects of libcmir and its sibling libraries define (nm), so a
            call through a declaration in the public header src/cmir/cmir.h
            is seen too.

src/cmir/cmir.h declares the API of every layer; including it says nothing
about what a file calls (the calls check sees that), so any layer from ir up
may include it.  src/fuzz/planted.h (test-only bugs, compiled only with
CMIR_PLANTED_BUGS, libc only) may be included anywhere.

Violations that exist today are listed in tests/layers/allowed.txt, one a
line (`FILE -> HEADER` or `FILE calls SYMBOL`); an entry that no longer
occurs fails the check too, so that the list only shrinks.

Output is TAP; with --report, one line per violation and exit status 1 if
there is any that the allow-list does not cover.
"""

import argparse
import glob
import os
import re
import subprocess
import sys

LAYERS = [
    # (directory prefix, layer, rank)
    ("src/support/", "support", 0),
    ("src/cmir/io.h", "support", 0),
    ("src/cmir/", "api", 1),
    ("src/ir/", "ir", 1),
    ("src/text/", "text", 2),
    ("bytecode/", "bytecode", 3),
    ("src/dialect/", "dialect", 4),
    ("src/transforms/", "transforms", 5),
    ("src/conversion/", "conversion", 6),
    ("src/runtime/", "runtime", 7),
    ("src/target/", "target", 8),
    ("interp/", "interp", 8),
    ("src/toolkit/", "toolkit", 9),
    ("src/fuzz/", "fuzz", 10),
    ("tools/", "tools", 11),
    ("tests/", "tools", 11),
]

# Headers any layer (from ir up, for the API) may include, and why.
EXEMPT_HEADERS = {
    "src/fuzz/planted.h",  # test-only planted bugs, libc only
}

SOURCE_DIRS = ["src", "interp", "bytecode", "tools", "tests/unit", "tests/fuzz"]
INCLUDE_RE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')


def layer_of(path):
    for prefix, name, rank in LAYERS:
        if path.startswith(prefix):
            return name, rank
    return None, None


def allowed_use(src, dst):
    """True if a file of layer src may use one of layer dst."""
    (sname, srank), (dname, drank) = src, dst
    if sname is None or dname is None or sname == dname:
        return True
    if dname == "api":
        return srank >= 1
    return drank < srank


def source_files(root):
    files = []
    for d in SOURCE_DIRS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, d)):
            dirnames[:] = [x for x in dirnames if x not in ("Output", "corpus")]
            for f in filenames:
                if f.endswith((".c", ".h", ".inc")):
                    files.append(os.path.relpath(os.path.join(dirpath, f), root))
    return sorted(files)


def resolve(root, path, header):
    for base in (os.path.dirname(path), "src", ""):
        cand = os.path.normpath(os.path.join(base, header))
        if os.path.isfile(os.path.join(root, cand)):
            return cand
    return None


def include_violations(root):
    out = []
    for path in source_files(root):
        me = layer_of(path)
        with open(os.path.join(root, path), encoding="utf-8", errors="replace") as f:
            for lineno, line in enumerate(f, 1):
                m = INCLUDE_RE.match(line)
                if not m:
                    continue
                target = resolve(root, path, m.group(1))
                if target is None or target in EXEMPT_HEADERS:
                    continue
                if not allowed_use(me, layer_of(target)):
                    key = "%s -> %s" % (path, m.group(1))
                    where = "%s:%d: includes %s (%s, layer %s above %s)" % (
                        path, lineno, m.group(1), target,
                        layer_of(target)[0], me[0])
                    out.append((key, where))
    return out


def object_sources(root, build):
    """(source file, object file) pairs of the library objects in build."""
    pairs = []
    for path in source_files(root):
        if not path.endswith(".c") or layer_of(path)[0] == "tools":
            continue
        d, base = os.path.split(path)
        stem = base[:-2]
        objs = [os.path.join(build, d, stem + ".o")]
        objs += glob.glob(os.path.join(build, d, "lib*_la-" + stem + ".o"))
        for o in objs:
            if os.path.isfile(o):
                pairs.append((path, o))
    return pairs


def nm(objs):
    """{object: (defined, undefined)} for every object, from one nm process
    per 200 objects: nm loads the LTO plugin each time it starts, which
    costs more than reading an object."""
    syms = {o: (set(), set()) for o in objs}
    for i in range(0, len(objs), 200):
        batch = objs[i:i + 200]
        res = subprocess.run(["nm", "-P", "-A"] + batch, capture_output=True,
                             text=True, check=True)
        for line in res.stdout.splitlines():
            obj, _, rest = line.partition(": ")
            parts = rest.split()
            if obj not in syms or len(parts) < 2:
                continue
            sym, kind = parts[0], parts[1]
            defined, undefined = syms[obj]
            if kind == "U":
                undefined.add(sym)
            elif kind in "TDBRVWGS":
                defined.add(sym)
    return syms


def first_use_line(root, path, sym):
    word = re.compile(r"\b%s\b" % re.escape(sym))
    with open(os.path.join(root, path), encoding="utf-8", errors="replace") as f:
        for lineno, line in enumerate(f, 1):
            if word.search(line):
                return lineno
    return 0


def call_violations(root, build):
    pairs = object_sources(root, build)
    definer = {}
    uses = []
    syms = nm([obj for _, obj in pairs])
    for path, obj in pairs:
        defined, undefined = syms[obj]
        for s in defined:
            definer.setdefault(s, path)
        uses.append((path, undefined))
    out = []
    seen = set()
    for path, undefined in uses:
        me = layer_of(path)
        for sym in sorted(undefined):
            dst = definer.get(sym)
            if dst is None or allowed_use(me, layer_of(dst)):
                continue
            key = "%s calls %s" % (path, sym)
            if key in seen:
                continue
            seen.add(key)
            where = "%s:%d: uses %s, defined in %s (layer %s above %s)" % (
                path, first_use_line(root, path, sym), sym, dst,
                layer_of(dst)[0], me[0])
            out.append((key, where))
    return out, len(pairs)


def read_allowed(path):
    allowed = []
    if path and os.path.isfile(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.split("#", 1)[0].strip()
                if line:
                    allowed.append(re.sub(r"\s+", " ", line))
    return allowed


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--root", default=os.environ.get(
        "CMIR_SRC_DIR", os.path.dirname(os.path.dirname(here))))
    ap.add_argument("--build", default=os.environ.get("CMIR_BUILD_DIR"))
    ap.add_argument("--allowed", default=os.path.join(here, "allowed.txt"))
    ap.add_argument("--no-calls", action="store_true",
                    help="check includes only")
    ap.add_argument("--no-plan", action="store_true",
                    help="TAP without the plan line (for tests/layers/run.sh)")
    ap.add_argument("--report", action="store_true",
                    help="print every violation, no TAP")
    args = ap.parse_args()

    allowed = read_allowed(args.allowed)
    inc = include_violations(args.root)
    calls, nobjs = [], 0
    have_calls = (not args.no_calls and args.build
                  and os.path.isdir(args.build))
    if have_calls:
        calls, nobjs = call_violations(args.root, args.build)
        have_calls = nobjs > 0

    if args.report:
        for _, where in inc + calls:
            print(where)
        print("%d upward includes, %d upward calls%s" % (
            len(inc), len(calls), "" if have_calls else " (calls not checked)"))
        new = [w for k, w in inc + calls if k not in allowed]
        return 1 if new else 0

    if not args.no_plan:
        print("1..3")
    ok = True
    new_inc = [w for k, w in inc if k not in allowed]
    if new_inc:
        ok = False
        print("not ok 1 - no file includes a header of a layer above its own")
        for w in new_inc:
            print("#   " + w)
    else:
        print("ok 1 - no file includes a header of a layer above its own"
              " (%d allowed)" % len(inc))
    if not have_calls:
        print("ok 2 - no object calls into a layer above its own"
              " # SKIP no built objects (--build)")
    else:
        new_calls = [w for k, w in calls if k not in allowed]
        if new_calls:
            ok = False
            print("not ok 2 - no object calls into a layer above its own")
            for w in new_calls:
                print("#   " + w)
        else:
            print("ok 2 - no object calls into a layer above its own"
                  " (%d objects, %d allowed)" % (nobjs, len(calls)))
    present = set(k for k, _ in inc)
    if have_calls:
        present |= set(k for k, _ in calls)
    stale = [a for a in allowed if a not in present
             and (have_calls or " calls " not in a)]
    if stale:
        ok = False
        print("not ok 3 - every allow-list entry still occurs"
              " (remove the fixed ones from %s)" % args.allowed)
        for a in stale:
            print("#   " + a)
    else:
        print("ok 3 - every allow-list entry still occurs (%d entries)"
              % len(allowed))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
