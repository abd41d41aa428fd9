#include "encoder/symex_events.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "base/vec.h"

void sx_events_init(sx_events *e) { memset(e, 0, sizeof *e); }

static void sx_events_free_list(sx_event *list, size_t n) {
  for (size_t i = 0; i < n; i++)
    free(list[i].reason);
  free(list);
}

void sx_events_release(sx_events *e) {
  sx_events_free_list(e->errors, e->num_errors);
  sx_events_free_list(e->incomplete, e->num_incomplete);
  sx_events_free_list(e->uncertain, e->num_uncertain);
  free(e->steps);
  free(e->switches);
  memset(e, 0, sizeof *e);
}

static void sx_events_push(sx_events *e, sx_event **list, size_t *n, size_t *cap, aig_lit guard,
                           int kind, const char *reason, LLVMValueRef location) {
  assert(reason);
  if (guard == AIG_FALSE)
    return; /* happens on no path */
  CB_GROW(*list, *n, *cap, 16);
  (*list)[(*n)++] = (sx_event){guard, kind, 0, cb_strdup(reason), location, e->thread, e->round, NULL, NULL};
}

void sx_events_error(sx_events *e, aig_lit guard, enc_error_class cls, const char *reason,
                     LLVMValueRef location) {
  assert(cls);
  size_t before = e->num_errors;
  sx_events_push(e, &e->errors, &e->num_errors, &e->cap_errors, guard, 0, reason, location);
  if (e->num_errors > before)
    e->errors[before].error_class = cls;
}

void sx_events_incomplete(sx_events *e, aig_lit guard, sx_incomplete_kind kind,
                          const char *reason, LLVMValueRef location) {
  sx_events_push(e, &e->incomplete, &e->num_incomplete, &e->cap_incomplete, guard, (int)kind,
                 reason, location);
}

void sx_events_step(sx_events *e, const sx_step *step) {
  if (step->guard == AIG_FALSE)
    return;
  CB_GROW(e->steps, e->num_steps, e->cap_steps, 256);
  e->steps[e->num_steps] = *step;
  e->steps[e->num_steps].thread = e->thread;
  e->steps[e->num_steps++].round = e->round;
}

void sx_events_uncertain(sx_events *e, aig_lit guard, const char *name, LLVMValueRef location) {
  sx_events_push(e, &e->uncertain, &e->num_uncertain, &e->cap_uncertain, guard, 0, name, location);
}

void sx_events_switch(sx_events *e, aig_lit guard, sx_switch_kind kind) {
  if (guard == AIG_FALSE)
    return;
  CB_GROW(e->switches, e->num_switches, e->cap_switches, 64);
  e->switches[e->num_switches++] = (sx_switch){guard, kind, e->thread, e->round};
}
