/* Bytecode reader: the string table (docs/bytecode.md), strings and
 * identifiers by index. */
#include "reader.h"

bool cmir_bcr_string(CmirBcReader *r, BcCursor *c, const uint8_t **s, uint32_t *n) {
  uint64_t i = bc_rvarint(c);
  if (bc_failed(c))
    return false;
  if (i >= r->nstrings)
    return bc_fail(c, "string index %llu out of range (%u strings)", (unsigned long long)i,
                   r->nstrings);
  *s = r->str_p[i];
  *n = r->str_len[i];
  return true;
}

/* String i as an identifier, interned on first use (by any thread). */
const CmirIdent *cmir_bcr_ident_at(CmirBcReader *r, uint32_t i) {
  const CmirIdent *id = __atomic_load_n(&r->idents[i], __ATOMIC_ACQUIRE);
  if (!id) {
    id = cmir_ident_get(r->ctx, (const char *)r->str_p[i], r->str_len[i]);
    __atomic_store_n(&r->idents[i], id, __ATOMIC_RELEASE);
  }
  return id;
}

const CmirIdent *cmir_bcr_ident(CmirBcReader *r, BcCursor *c) {
  uint64_t i = bc_rvarint(c);
  if (bc_failed(c))
    return NULL;
  if (i >= r->nstrings)
    return bc_fail(c, "string index %llu out of range (%u strings)", (unsigned long long)i,
                   r->nstrings),
           NULL;
  return cmir_bcr_ident_at(r, (uint32_t)i);
}
