# shellcheck shell=bash
# tools/lib.sh - set-up shared by tools/check and tools/demo: Debian packages,
# autoreconf, configure, make. Source it from bash; it defines functions and
# the variables below and changes nothing until a function is called.
#
#   cmir_root       the source tree (absolute)
#   cmir_jobs       parallel make jobs (nproc)
#   cmir_packages   the Debian packages the build and the tests need

cmir_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cmir_jobs=$(nproc 2>/dev/null || echo 2)
cmir_packages=(build-essential autoconf automake libtool pkg-config libxxhash-dev
  llvm-19-dev llvm-19-tools mlir-19-tools libmlir-19-dev python3 valgrind libjansson-dev
  parallel)

export DEBIAN_FRONTEND=noninteractive

# cmir_say MESSAGE: a step, with the seconds since the script started (CI
# logs show where the time goes).
cmir_say() { printf '==> [%ds] %s\n' "$SECONDS" "$*"; }
cmir_die() {
  printf 'error: %s\n' "$*" >&2
  exit 1
}

# Installs missing Debian packages (as root), or prints the command that would
# and fails.
cmir_ensure_packages() {
  if ! command -v dpkg >/dev/null; then
    cmir_say "dpkg not found: not checking packages (${cmir_packages[*]})"
    return 0
  fi
  local p missing=()
  for p in "${cmir_packages[@]}"; do
    dpkg -s "$p" 2>/dev/null | grep -q '^Status: install ok installed' || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local cmd="apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"
  if [ "$(id -u)" -ne 0 ]; then
    printf 'error: missing Debian packages: %s\ninstall them as root with:\n  %s\n' \
      "${missing[*]}" "$cmd" >&2
    exit 1
  fi
  cmir_say "installing missing packages: ${missing[*]}"
  { apt-get update && apt-get install -y --no-install-recommends "${missing[@]}"; } </dev/null ||
    cmir_die "package installation failed"
}

# Runs autoreconf when configure or Makefile.in is missing or older than its
# input.
cmir_bootstrap() {
  (
    cd "$cmir_root" || exit 1
    if [ ! -f configure ] || [ ! -f Makefile.in ] || [ ! -f build-aux/tap-driver.sh ] ||
      [ configure.ac -nt configure ] || [ Makefile.am -nt Makefile.in ]; then
      cmir_say "autoreconf -fi"
      mkdir -p build-aux m4
      autoreconf -fi </dev/null || cmir_die "autoreconf failed"
    fi
  )
}

# The build directory tools use by default: the source tree itself if someone
# configured it in-tree (automake then refuses builds elsewhere), else build/.
cmir_default_builddir() {
  if [ -f "$cmir_root/config.status" ]; then
    printf '%s\n' "$cmir_root"
  else
    printf '%s\n' "$cmir_root/build"
  fi
}

# cmir_configure BUILDDIR [CONFIGURE-ARGS...]: configures BUILDDIR unless its
# config.status is newer than configure (an older one is re-run with the
# arguments it was first given).
cmir_configure() {
  local builddir=$1
  shift
  if [ "$builddir" != "$cmir_root" ] && [ -f "$cmir_root/config.status" ]; then
    cmir_die "the source tree is configured in-tree, so automake refuses the build directory
$builddir; run 'make distclean' in $cmir_root first"
  fi
  mkdir -p "$builddir" || cmir_die "cannot create $builddir"
  (
    cd "$builddir" || exit 1
    if [ ! -f config.status ]; then
      cmir_say "configure${*:+ $*} (in $builddir)"
      "$cmir_root/configure" "$@" </dev/null || cmir_die "configure failed (see $builddir/config.log)"
    elif [ "$cmir_root/configure" -nt config.status ]; then
      cmir_say "config.status --recheck (in $builddir)"
      { ./config.status --recheck && ./config.status; } </dev/null ||
        cmir_die "configure failed (see $builddir/config.log)"
    fi
  )
}

# cmir_make BUILDDIR [TARGETS...]
cmir_make() {
  local builddir=$1
  shift
  make -C "$builddir" --no-print-directory -j"$cmir_jobs" "$@" </dev/null
}

# cmir_setup BUILDDIR [CONFIGURE-ARGS...]: packages, autoreconf, configure,
# make. Exits if the set-up fails; returns make's status.
cmir_setup() {
  local builddir=$1
  shift
  cmir_ensure_packages
  cmir_bootstrap || exit 1
  cmir_configure "$builddir" "$@" || exit 1
  cmir_say "make -j$cmir_jobs (in $builddir)"
  cmir_make "$builddir"
}
