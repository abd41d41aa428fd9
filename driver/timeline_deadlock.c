/* timeline_deadlock.c: a deadlock's cycle on the timeline's events (timeline.h). */
#include "driver/timeline.h"

#include <string.h>

static bool tl_same_place(const enc_loc *a, const enc_loc *b) {
  return a->line == b->line && a->file && b->file && !strcmp(a->file, b->file);
}

/* The last event of `thread` before event index `before` at `loc`, or NULL. */
static tl_event *tl_last_at(tl_timeline *t, unsigned thread, const enc_loc *loc, size_t before) {
  for (size_t i = before; i-- > 0;) {
    tl_event *e = &t->events[i];
    if (e->thread == thread && tl_same_place(&e->head->loc, loc))
      return e;
  }
  return NULL;
}

static tl_event *tl_last_of(tl_timeline *t, unsigned thread) {
  for (size_t i = t->num_events; i-- > 0;)
    if (t->events[i].thread == thread)
      return &t->events[i];
  return NULL;
}

static const dl_thread *tl_blocked_thread(const dl_account *d, unsigned thread) {
  for (size_t i = 0; i < d->num_threads; i++)
    if (d->threads[i].thread == thread)
      return &d->threads[i];
  return NULL;
}

/* The event of thread w's blocking call, or NULL. */
static tl_event *tl_blocking_event(tl_timeline *t, const dl_thread *w) {
  return tl_last_at(t, w->thread, &w->loc, t->num_events);
}

/* What w waits for: the holder's acquisition of the object it wants, or else (a join,
   or an acquisition outside the trace) the holder's blocking call or last event. */
static tl_event *tl_waited_event(tl_timeline *t, const dl_account *d, const dl_thread *w) {
  if (w->holder < 0)
    return NULL;
  unsigned holder = (unsigned)w->holder;
  const dl_thread *h = tl_blocked_thread(d, holder);
  tl_event *blocking = h ? tl_blocking_event(t, h) : NULL;
  size_t before = blocking ? (size_t)(blocking - t->events) : t->num_events;
  for (size_t k = 0; h && strcmp(w->kind, "thread") != 0 && k < h->num_holds; k++)
    if (h->holds[k].object && w->object && !strcmp(h->holds[k].object, w->object)) {
      tl_event *taken = tl_last_at(t, holder, &h->holds[k].loc, before);
      if (taken)
        return taken;
    }
  return blocking ? blocking : tl_last_of(t, holder);
}

void tl_mark_deadlock(tl_timeline *t, const dl_account *d) {
  for (size_t i = 0; i < d->num_threads; i++) {
    const dl_thread *w = &d->threads[i];
    tl_event *blocked = tl_blocking_event(t, w);
    if (!blocked)
      continue;
    blocked->blocked = true;
    size_t before = (size_t)(blocked - t->events);
    for (size_t k = 0; k < w->num_holds; k++) {
      tl_event *taken = tl_last_at(t, w->thread, &w->holds[k].loc, before);
      if (taken)
        taken->held = true;
    }
    tl_event *waited = tl_waited_event(t, d, w);
    if (waited && waited != blocked)
      blocked->waits_for = waited->number;
  }
}
