#!/usr/bin/env bash
# tests/output/run.sh - TAP: where the tools' output files go (-o of
# cmir-opt, cmir-bc, cmir-translate, cmir-run -c and --emit-llvm, and
# cmir-run's object cache), and that nothing is clobbered or left behind:
#   - a device, a FIFO, a symbolic link's target are written, never replaced
#     (as root, on private device nodes: the machine's /dev is never at risk);
#   - a regular file keeps its mode and its hard links;
#   - a 250-byte file name works (the temporary name fits NAME_MAX);
#   - links planted at the names the temporary file once had are not followed;
#   - SIGINT, SIGTERM and SIGHUP during a write leave the old file and no
#     temporary file;
#   - a damaged cache entry (a stride of single-byte flips: every byte of
#     the header and every 61st byte of the object), a FIFO or a link to
#     /dev/zero at its name is never run: cmir-run recompiles, prints the
#     right result and replaces the entry. (Every flip of every byte is in
#     tests/unit/test_output.)
#
# Environment: CMIR_SRC_DIR, CMIR_BUILD_DIR (set by make check).
set -u

here=$(cd "$(dirname "$0")" && pwd)
srcdir=${CMIR_SRC_DIR:-$(cd "$here/../.." && pwd)}
builddir=${CMIR_BUILD_DIR:-$srcdir}
tools=$builddir/tools

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cmir-output.XXXXXX")
trap 'exec 3>&- 2>/dev/null; rm -rf "$tmp"' EXIT

# shellcheck source=tests/tap.sh
. "$srcdir/tests/tap.sh"

cat >"$tmp/p.mlir" <<'MLIR'
func.func private @printI64(i64)
func.func @main() {
  %a = arith.constant 40 : i64
  %b = arith.constant 2 : i64
  %c = arith.addi %a, %b : i64
  call @printI64(%c) : (i64) -> ()
  return
}
MLIR
cat >"$tmp/p-llvm.mlir" <<'MLIR'
llvm.func @main() -> i32 {
  %0 = llvm.mlir.constant(42 : i32) : i32
  llvm.return %0 : i32
}
MLIR

native=
"$tools/cmir-run" -c -o "$tmp/probe.o" "$tmp/p.mlir" >/dev/null 2>&1 && native=1
rm -f "$tmp/probe.o"

# The tools that take -o, as "label|command" (-o DEST is appended).
writers=("cmir-opt|$tools/cmir-opt $tmp/p.mlir"
  "cmir-bc|$tools/cmir-bc $tmp/p.mlir"
  "cmir-opt --emit-bytecode|$tools/cmir-opt --emit-bytecode $tmp/p.mlir")
if [ -n "$native" ]; then
  writers+=("cmir-translate|$tools/cmir-translate --mlir-to-llvmir $tmp/p-llvm.mlir"
    "cmir-run -c|$tools/cmir-run -c $tmp/p.mlir"
    "cmir-run --emit-llvm|$tools/cmir-run --emit-llvm $tmp/p.mlir")
fi

# w CMD DEST: runs CMD -o DEST.
w() { $1 -o "$2" 2>"$tmp/err" </dev/null; }

# The files under $tmp/d other than those named.
leftovers() { (cd "$tmp/d" && ls -A | grep -v -x -F "$(printf '%s\n' "$@")"); }

# same_file A B: A and B are one inode
same_file() { [ "$(stat -c %d:%i "$1")" = "$(stat -c %d:%i "$2")" ]; }

root=
[ "$(id -u)" -eq 0 ] && root=1

for entry in "${writers[@]}"; do
  label=${entry%%|*} cmd=${entry#*|}
  rm -rf "$tmp/d" && mkdir "$tmp/d"
  d=$tmp/d
  if ! w "$cmd" "$d/expected"; then
    fail "$label: writes a regular file"
    diag <"$tmp/err"
    continue
  fi
  pass "$label: writes a regular file"

  # A FIFO is written through: a reader gets the output, the FIFO stays.
  mkfifo "$d/fifo"
  timeout 60 cat "$d/fifo" >"$d/from-fifo" &
  reader=$!
  timeout 60 $cmd -o "$d/fifo" 2>"$tmp/err" </dev/null
  rc=$?
  wait $reader
  if [ $rc -eq 0 ] && [ -p "$d/fifo" ] && cmp -s "$d/expected" "$d/from-fifo"; then
    pass "$label: a FIFO is written through and stays a FIFO"
  else
    fail "$label: a FIFO is written through and stays a FIFO (exit $rc)"
    diag <"$tmp/err"
  fi

  # Character devices. As root, private copies of /dev/null and /dev/full
  # (made with mknod), so that a tool that replaced them would not break
  # the machine's; as anyone else the real ones (which cannot be replaced).
  null=/dev/null full=/dev/full
  if [ -n "$root" ]; then
    null= full=
    mknod "$d/null" c 1 3 2>/dev/null && null=$d/null
    mknod "$d/full" c 1 7 2>/dev/null && full=$d/full
  fi
  if [ -z "$null" ]; then
    skip "$label: -o a null device stays a character device" "mknod failed"
  elif w "$cmd" "$null" && [ -c "$null" ]; then
    pass "$label: -o a null device ($null) stays a character device"
  else
    fail "$label: -o a null device ($null) stays a character device"
    diag <"$tmp/err"
  fi
  if [ -z "$full" ] || [ ! -c "$full" ]; then
    skip "$label: -o a full device is an error and stays a device" "no full device"
  elif ! w "$cmd" "$full" && [ -c "$full" ] && grep -q "cannot write" "$tmp/err"; then
    pass "$label: -o a full device ($full) is an error (no space) and stays a device"
  else
    fail "$label: -o a full device ($full) is an error (no space) and stays a device"
    diag <"$tmp/err"
  fi

  # A symbolic link: its target gets the output, the link stays.
  echo old >"$d/target"
  ln -s target "$d/link"
  if w "$cmd" "$d/link" && [ -L "$d/link" ] && [ "$(readlink "$d/link")" = target ] &&
    cmp -s "$d/expected" "$d/target"; then
    pass "$label: a symbolic link's target is written, the link kept"
  else
    fail "$label: a symbolic link's target is written, the link kept"
    diag <"$tmp/err"
  fi
  # A dangling link: the file it names is created.
  ln -s created "$d/dangling"
  if w "$cmd" "$d/dangling" && [ -L "$d/dangling" ] && cmp -s "$d/expected" "$d/created"; then
    pass "$label: a dangling link's target is created"
  else
    fail "$label: a dangling link's target is created"
    diag <"$tmp/err"
  fi

  # Modes are kept; a new file gets 0666 minus the umask.
  echo old >"$d/private" && chmod 600 "$d/private"
  echo old >"$d/shared" && chmod 664 "$d/shared"
  if w "$cmd" "$d/private" && w "$cmd" "$d/shared" &&
    [ "$(stat -c %a "$d/private")" = 600 ] && [ "$(stat -c %a "$d/shared")" = 664 ] &&
    cmp -s "$d/expected" "$d/private"; then
    pass "$label: a file's mode is kept (0600 stays 0600, 0664 stays 0664)"
  else
    fail "$label: a file's mode is kept ($(stat -c %a "$d/private") $(stat -c %a "$d/shared"))"
    diag <"$tmp/err"
  fi
  rm -f "$d/new"
  (umask 027 && w "$cmd" "$d/new")
  if [ "$(stat -c %a "$d/new" 2>/dev/null)" = 640 ]; then
    pass "$label: a new file's mode is 0666 minus the umask"
  else
    fail "$label: a new file's mode is 0666 minus the umask ($(stat -c %a "$d/new" 2>&1))"
  fi

  # Hard links stay one file.
  echo old >"$d/h1" && ln "$d/h1" "$d/h2"
  if w "$cmd" "$d/h1" && same_file "$d/h1" "$d/h2" && cmp -s "$d/expected" "$d/h2"; then
    pass "$label: a file with a hard link is written in place, the link kept"
  else
    fail "$label: a file with a hard link is written in place, the link kept"
    diag <"$tmp/err"
  fi

  # A 250-byte name.
  long=$(printf 'n%.0s' $(seq 250))
  if w "$cmd" "$d/$long" && cmp -s "$d/expected" "$d/$long"; then
    pass "$label: a 250-byte file name"
  else
    fail "$label: a 250-byte file name"
    diag <"$tmp/err"
  fi

  # Links planted at OUT.tmp.PID for the next few hundred process ids (the
  # temporary names once used) point at a file that must not change.
  echo victim >"$d/victim"
  last=$(cat /proc/sys/kernel/ns_last_pid 2>/dev/null || echo $$)
  for i in $(seq 1 300); do ln -s victim "$d/planted.tmp.$((last + i))"; done
  if w "$cmd" "$d/planted" && [ "$(cat "$d/victim")" = victim ] && cmp -s "$d/expected" "$d/planted"; then
    pass "$label: links planted at predictable temporary names are not followed"
  else
    fail "$label: links planted at predictable temporary names are not followed"
    diag <"$tmp/err"
  fi
  rm -f "$d"/planted.tmp.*

  # Nothing else is left in the directory.
  left=$(leftovers expected fifo from-fifo null full target link created dangling private shared \
    new h1 h2 "$long" victim planted)
  if [ -z "$left" ]; then
    pass "$label: no temporary file is left"
  else
    fail "$label: no temporary file is left"
    echo "$left" | diag
  fi
done

# Signals during a write: cmir-opt writes the output as it goes and the
# diagnostics of each chunk to stderr, a FIFO nobody reads: after 64 KiB of
# them it blocks with the temporary file open. The signal must remove it.
rm -rf "$tmp/d" && mkdir "$tmp/d"
for i in $(seq 1 2000); do
  printf 'func.func @f%d() {\n  "bad.op"() : () -> ()\n  return\n}\n// -----\n' "$i"
done >"$tmp/chunks.mlir"
mkfifo "$tmp/stderr"
exec 3<>"$tmp/stderr"
# Job control, or the shell starts background commands with SIGINT ignored.
set -m
# A signal ignored when the shell started (SIGHUP under nohup) stays ignored
# in what it starts: cmir-opt then rightly ignores it too.
ignored=$(awk '/^SigIgn:/ { print $2 }' /proc/$$/status 2>/dev/null)
for sig in INT TERM HUP; do
  num=$(kill -l "$sig")
  if [ -n "$ignored" ] && (((0x$ignored >> (num - 1)) & 1)); then
    skip "SIG$sig during a write" "SIG$sig is ignored by this shell"
    continue
  fi
  echo old >"$tmp/d/out.mlir"
  "$tools/cmir-opt" --split-input-file "$tmp/chunks.mlir" -o "$tmp/d/out.mlir" 2>"$tmp/stderr" &
  pid=$!
  # wait (at most 60 s) until the temporary file exists
  for _ in $(seq 1 600); do
    [ "$(ls -A "$tmp/d" | wc -l)" -gt 1 ] && break
    sleep 0.1
  done
  before=$(ls -A "$tmp/d" | wc -l)
  kill -s "$sig" $pid
  wait $pid
  rc=$?
  want=$((128 + $(kill -l "$sig")))
  # drain what is left in the FIFO
  timeout 5 cat <&3 >/dev/null &
  sleep 0.2
  kill $! 2>/dev/null
  wait $! 2>/dev/null
  left=$(cd "$tmp/d" && ls -A | grep -v -x out.mlir)
  if [ "$before" -eq 2 ] && [ $rc -eq $want ] && [ -z "$left" ] && [ "$(cat "$tmp/d/out.mlir")" = old ]; then
    pass "SIG$sig during a write: the old file stays, no temporary file is left"
  else
    fail "SIG$sig during a write: the old file stays, no temporary file is left (files before $before, exit $rc, want $want)"
    echo "$left" | diag
  fi
done
set +m
exec 3>&-

# The object cache.
if [ -z "$native" ]; then
  skip "cmir-run's cache" "no LLVM back end"
  echo "1..$n"
  exit 0
fi
cache=$tmp/cache
run() { timeout 120 "$tools/cmir-run" --cache-dir "$cache" -v "$tmp/p.mlir" >"$tmp/out" 2>"$tmp/err" </dev/null; }
if run && [ "$(cat "$tmp/out")" = 42 ] && run && grep -q "cache hit" "$tmp/err"; then
  pass "cache: an entry is written and used"
else
  fail "cache: an entry is written and used"
  diag <"$tmp/err"
fi
entry=$(ls "$cache"/*.o | head -n 1)
cp "$entry" "$tmp/good"
size=$(stat -c %s "$tmp/good")
bad=0 tried=0
for ((i = 0; i < size; i += (i < 32 ? 1 : 61))); do
  python3 -c "import sys; b = bytearray(open(sys.argv[1], 'rb').read()); b[int(sys.argv[3])] ^= 0x40; open(sys.argv[2], 'wb').write(b)" \
    "$tmp/good" "$entry" "$i"
  tried=$((tried + 1))
  run
  rc=$?
  if [ $rc -ne 0 ] || [ "$(cat "$tmp/out")" != 42 ] || ! grep -q "cache miss" "$tmp/err" ||
    ! cmp -s "$entry" "$tmp/good"; then
    bad=$((bad + 1))
    [ $bad -le 5 ] && echo "byte $i: exit $rc, output $(head -c 100 "$tmp/out")" | diag
    [ $bad -le 5 ] && diag 5 <"$tmp/err"
    cp "$tmp/good" "$entry"
  fi
done
if [ $bad -eq 0 ] && [ $tried -gt 40 ]; then
  pass "cache: $tried damaged entries (of $size bytes) are detected, recompiled, run right and replaced"
else
  fail "cache: $bad of $tried damaged entries were not detected, recompiled and replaced"
fi
for kind in FIFO "link to /dev/zero"; do
  rm -f "$entry"
  if [ "$kind" = FIFO ]; then mkfifo "$entry"; else ln -s /dev/zero "$entry"; fi
  run
  rc=$?
  if [ $rc -eq 0 ] && [ "$(cat "$tmp/out")" = 42 ] && [ -f "$entry" ] && [ ! -L "$entry" ] &&
    cmp -s "$entry" "$tmp/good"; then
    pass "cache: a $kind at the key is replaced by a good entry"
  else
    fail "cache: a $kind at the key is replaced by a good entry (exit $rc)"
    diag <"$tmp/err"
  fi
done
echo "1..$n"
