/* timeline.c: grouping the steps of a trace into the numbered events of its text form. */
#include "driver/timeline.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "driver/trace.h"

/* Which step of an event shows its place: the failure first, then a call or return
   (a line followed by a call on it is shown by the call), then a line, then a value. */
static int tl_rank(enc_step_kind kind) {
  switch (kind) {
  case ENC_STEP_ERROR:
    return 3;
  case ENC_STEP_CALL:
  case ENC_STEP_RETURN:
    return 2;
  case ENC_STEP_LINE:
    return 1;
  case ENC_STEP_VALUE:
    break;
  }
  return 0;
}

bool tl_is_call(const tl_event *e) { return e->head->kind == ENC_STEP_CALL; }
bool tl_is_return(const tl_event *e) { return e->head->kind == ENC_STEP_RETURN; }

/* step (an error, or a value with a note) is the next note of e. The notes of one event
   are consecutive in note_array, which grows in step order. */
static void tl_add_note(tl_event *e, const enc_step *step) {
  assert(e->notes[e->num_notes] == step);
  e->error |= step->kind == ENC_STEP_ERROR;
  e->race |= step->note_kind == ENC_NOTE_RACE;
  e->num_notes++;
}

static unsigned tl_thread(const enc_step *step) { return step->round ? step->thread : 0; }

/* A new event for step (thread and round of step, depth of its thread). */
static tl_event *tl_open(tl_timeline *t, const enc_step *step, unsigned number,
                         unsigned depth) {
  tl_event *e = &t->events[t->num_events++];
  memset(e, 0, sizeof *e);
  e->number = number;
  e->head = step;
  e->thread = tl_thread(step);
  e->round = step->round;
  e->depth = depth;
  if (t->num_events > 1) {
    const tl_event *before = e - 1;
    e->switch_before = before->thread != e->thread || before->round != e->round;
  }
  if (e->thread + 1 > t->num_threads)
    t->num_threads = e->thread + 1;
  return e;
}

/* The start function of each thread, from its steps. */
static void tl_name_threads(tl_timeline *t, const rep_report *r) {
  t->thread_names = cb_calloc(t->num_threads ? t->num_threads : 1, sizeof *t->thread_names);
  for (size_t i = 0; i < r->trace_len; i++) {
    const enc_step *step = &r->trace[i];
    unsigned thread = tl_thread(step);
    if (thread < t->num_threads && !t->thread_names[thread])
      t->thread_names[thread] = step->thread_function;
  }
  if (t->num_threads && !t->thread_names[0])
    t->thread_names[0] = "main";
}

/* Each event's notes: the range of note_array filled while its steps were read. */
static void tl_fill(tl_timeline *t, const rep_report *r, const unsigned *numbers) {
  unsigned threads = 1;
  for (size_t i = 0; i < r->trace_len; i++)
    if (tl_thread(&r->trace[i]) >= threads)
      threads = tl_thread(&r->trace[i]) + 1;
  unsigned *depths = cb_calloc(threads, sizeof *depths); /* per thread, as trace.c counts */
  size_t num_notes = 0;
  tl_event *e = NULL;
  for (size_t i = 0; i < r->trace_len; i++) {
    const enc_step *step = &r->trace[i];
    if (!numbers[i])
      continue;
    unsigned *depth = &depths[tl_thread(step)];
    if (step->kind == ENC_STEP_RETURN && *depth)
      (*depth)--;
    if (!e || e->number != numbers[i]) {
      e = tl_open(t, step, numbers[i], *depth);
      e->notes = &t->note_array[num_notes];
    } else if (tl_rank(step->kind) > tl_rank(e->head->kind)) {
      e->head = step;
    }
    if (step->kind == ENC_STEP_CALL)
      (*depth)++;
    if (step->kind == ENC_STEP_ERROR || (step->kind == ENC_STEP_VALUE && step->note)) {
      t->note_array[num_notes++] = step;
      tl_add_note(e, step);
    }
  }
  free(depths);
}

void tl_build(const rep_report *r, tl_timeline *t) {
  memset(t, 0, sizeof *t);
  if (r->verdict != ENC_UNSAFE || !r->trace_len)
    return;
  unsigned *numbers = cb_calloc(r->trace_len, sizeof *numbers);
  trc_step_numbers(r->trace, r->trace_len, r->full_trace, numbers);
  t->events = cb_calloc(r->trace_len, sizeof *t->events);
  t->note_array = cb_calloc(r->trace_len, sizeof *t->note_array);
  tl_fill(t, r, numbers);
  free(numbers);
  tl_name_threads(t, r);
  if (r->deadlock)
    tl_mark_deadlock(t, r->deadlock);
}

void tl_free(tl_timeline *t) {
  free(t->events);
  free(t->note_array);
  free(t->thread_names);
  memset(t, 0, sizeof *t);
}
