# lit.cfg.py - the lit test suite of cmir: every .mlir file under tests/lit/
# (but not under Inputs/) is a test, run by its `// RUN:` lines with lit's
# internal shell. Tests call the tools by name: cmir-opt from this build,
# FileCheck, not, count, split-file and mlir-opt from LLVM 19.
#
# Toy programs (.toy, tests/lit/toy/) are tests too, with `# RUN:` lines.
#
# `// REQUIRES: mlir-opt` marks a test that needs the MLIR 19 tools;
# `// REQUIRES: llvm-backend` one that needs the LLVM back end.
#
# Normally loaded by the lit.site.cfg.py that configure writes into the build
# tree. Run directly on the sources (lit tests/lit/foo.mlir) it assumes an
# in-tree build, or the build directory named by $CMIR_BUILD_DIR.
import os

import lit.formats

config.name = "cmir"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".toy"]
config.excludes = ["Inputs", "Output", "lit.cfg.py", "lit.site.cfg.py"]

config.test_source_root = os.path.dirname(os.path.abspath(__file__))
if not hasattr(config, "cmir_obj_root"):
    src_root = os.path.dirname(os.path.dirname(config.test_source_root))
    config.cmir_src_root = src_root
    config.cmir_obj_root = os.path.abspath(os.environ.get("CMIR_BUILD_DIR", src_root))
    config.cmir_tools_dir = os.path.join(config.cmir_obj_root, "tools")
    config.llvm_tools_dir = os.environ.get("LLVM_TOOLS_DIR", "/usr/lib/llvm-19/bin")
    config.cmir_sanitizers = False
    config.cmir_have_llvm = True
# Where lit's Output directories go (%t): the build tree, unless the site
# file says (tests/lit-relocated.sh runs the suite from elsewhere).
config.test_exec_root = getattr(config, "cmir_exec_root", None) or os.path.join(
    config.cmir_obj_root, "tests", "lit")

if not os.path.exists(os.path.join(config.cmir_tools_dir, "cmir-opt")):
    lit_config.warning("cmir-opt is not built in %s; run make first" % config.cmir_tools_dir)

# The build's tools first, then LLVM 19's (FileCheck, not, count, split-file,
# mlir-opt), then the rest of the PATH.
path = [config.cmir_tools_dir, config.llvm_tools_dir, "/usr/lib/llvm-19/bin"]
config.environment["PATH"] = os.pathsep.join(path + [config.environment.get("PATH", os.environ.get("PATH", ""))])

for var in ["ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS", "TMPDIR"]:
    if var in os.environ:
        config.environment[var] = os.environ[var]

if any(os.path.exists(os.path.join(d, "mlir-opt")) for d in path[1:]):
    config.available_features.add("mlir-opt")
# cmir-run and cmir-translate compile through LLVM (not --without-llvm).
if getattr(config, "cmir_have_llvm", False):
    config.available_features.add("llvm-backend")
if config.cmir_sanitizers:
    config.available_features.add("asan")

# Linking object files that cmir-run -c writes: %host_cc is the C compiler
# (with the sanitizers' runtimes when the libraries are instrumented),
# %cmir_libdir the build's libcmir_runtime (.a and .so); %llvm_libdir has
# MLIR's runner libraries (for mlir-cpu-runner -shared-libs=).
config.substitutions.append(
    ("%host_cc", "cc -fsanitize=address,undefined" if config.cmir_sanitizers else "cc"))
config.substitutions.append(("%cmir_libdir", os.path.join(config.cmir_obj_root, ".libs")))
config.substitutions.append(
    ("%llvm_libdir", os.path.join(os.path.dirname(config.llvm_tools_dir), "lib")))
