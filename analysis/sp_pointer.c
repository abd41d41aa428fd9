/* sp_pointer.c: pointers of the static range analysis (see sp_pointer.h). */
#include "analysis/sp_pointer.h"

sp_ptr sp_ptr_empty(void) { return (sp_ptr){.unknown = false}; }
sp_ptr sp_ptr_unknown(void) { return (sp_ptr){.unknown = true}; }
sp_ptr sp_ptr_null(void) { return (sp_ptr){.null = true}; }

sp_ptr sp_ptr_object(unsigned object, itv offset) {
  sp_ptr p = {.count = 1};
  p.target[0] = (sp_target){object, offset};
  return p;
}

bool sp_ptr_is_empty(const sp_ptr *p) { return !p->unknown && !p->null && !p->count; }

static bool sp_ptr_join_target(sp_ptr *a, const sp_target *t, bool widen) {
  for (unsigned i = 0; i < a->count; i++) {
    if (a->target[i].object != t->object)
      continue;
    itv old = a->target[i].offset;
    itv now = widen ? itv_widen(old, t->offset, 64) : itv_join(old, t->offset);
    a->target[i].offset = now;
    return !itv_equal(old, now);
  }
  if (a->count == SP_TARGETS) {
    a->unknown = true;
    return true;
  }
  a->target[a->count++] = *t;
  return true;
}

bool sp_ptr_join(sp_ptr *a, const sp_ptr *b, bool widen) {
  if (a->unknown)
    return false;
  if (b->unknown) {
    *a = sp_ptr_unknown();
    return true;
  }
  bool changed = b->null && !a->null;
  a->null |= b->null;
  for (unsigned i = 0; i < b->count && !a->unknown; i++)
    changed |= sp_ptr_join_target(a, &b->target[i], widen);
  if (a->unknown)
    *a = sp_ptr_unknown();
  return changed;
}

sp_ptr sp_ptr_offset(const sp_ptr *p, itv delta) {
  sp_ptr q = *p;
  if (q.unknown)
    return q;
  if (itv_is_empty(delta))
    return sp_ptr_empty();
  for (unsigned i = 0; i < q.count; i++)
    q.target[i].offset = itv_add(q.target[i].offset, delta, 64);
  return q;
}

static bool sp_grows_too_often(sp_growth *g, unsigned stamp) {
  if (!stamp || g->last != stamp)
    g->times++;
  g->last = stamp;
  return g->times > SP_WIDEN_AFTER;
}

bool sp_update_int(itv *old, itv v, unsigned width, sp_growth *g, unsigned stamp) {
  itv next = itv_join(*old, v);
  if (itv_equal(next, *old))
    return false;
  *old = sp_grows_too_often(g, stamp) ? itv_widen(*old, v, width) : next;
  return true;
}

bool sp_update_ptr(sp_ptr *old, const sp_ptr *v, sp_growth *g, unsigned stamp) {
  sp_ptr next = *old;
  if (!sp_ptr_join(&next, v, false))
    return false;
  if (sp_grows_too_often(g, stamp))
    sp_ptr_join(old, v, true);
  else
    *old = next;
  return true;
}
