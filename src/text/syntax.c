/* The text layer's side of the IR core: the hooks through which the core
 * parses property defaults, compiles assembly formats and shows an op in
 * diagnostics without depending on the parser and the printer. */
#include "text/text.h"

static const CmirSyntaxHooks text_hooks = {
    .parse_attr = cmir_parse_attr_str,
    .compile_format = cmir_asmfmt_compile,
    .free_format = cmir_asmfmt_free,
    .op_generic_str = cmir_op_generic_str,
};

void cmir_text_install(CmirContext *ctx) { ctx->syntax = &text_hooks; }
