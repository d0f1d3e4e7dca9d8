# tests/lit/lit.site.cfg.py.  Generated from lit.site.cfg.py.in by configure.
# lit.site.cfg.py - where this build of cmir is; configure writes it into the
# build tree (tests/lit/), then it loads the suite's lit.cfg.py from the
# sources. Run the suite from the build tree: lit <builddir>/tests/lit
import os

config.cmir_src_root = r"/work/wt/opid/build2/.."
config.cmir_obj_root = r"/work/wt/opid/build2"
config.cmir_tools_dir = os.path.join(config.cmir_obj_root, "tools")
config.llvm_tools_dir = r"/usr/lib/llvm-19/bin"
config.cmir_sanitizers = "no" == "yes"
config.cmir_have_llvm = "yes" == "yes"

lit_config.load_config(config, os.path.join(config.cmir_src_root, "tests", "lit", "lit.cfg.py"))
