/*
 * timeline.h: an UNSAFE trace as numbered events, for the writers that show it per
 * thread (--sarif's thread flows, --html's swim lanes).
 *
 * An event is one numbered line of the text trace (docs/output.md): a source line, a
 * call `-> f`, a return `<- f` or the failing line, with the notes shown under it
 * (values, writes, synchronization, the race's accesses, the error). The events are in
 * execution order, across threads; they are the steps the report's trace mode shows
 * (compact or full), numbered as the text trace and the JSON report number them.
 *
 * Ownership: tl_build() fills a timeline that points into the report (borrowed: it must
 * outlive the timeline) and owns its arrays; tl_free() releases them.
 */
#ifndef CB_DRIVER_TIMELINE_H
#define CB_DRIVER_TIMELINE_H

#include <stdbool.h>
#include <stddef.h>

#include "driver/report.h"

typedef struct tl_event {
  unsigned number;         /* the text trace's step number, 1, 2, ... */
  const enc_step *head;    /* the step whose place the event shows (its location, its
                              kind: line, call, return, error; or a value's) */
  const enc_step **notes;  /* the steps shown under it that carry a note (values, the
                              error), in order; points into the timeline's own array */
  size_t num_notes;
  unsigned thread, round;  /* round 0: a program without threads */
  unsigned depth;          /* calls the thread has entered and not yet returned from */
  bool error;              /* the failing step */
  bool race;               /* an access of the data race */
  bool switch_before;      /* another thread or round ran before it (a context switch) */
  /* A deadlock (timeline_deadlock.c): the blocking call of a blocked thread, and the
     event it waits for (the holder's acquisition of the object, or the last event of
     the thread it joins; 0: none in the trace); an acquisition a blocked thread holds. */
  bool blocked;
  unsigned waits_for;
  bool held;
} tl_event;

typedef struct tl_timeline {
  tl_event *events;
  size_t num_events;
  unsigned num_threads;        /* 1 + the largest thread number of an event */
  const char **thread_names;   /* num_threads start functions ("main", "customer"), NULL
                                  where unknown */
  const enc_step **note_array; /* owned: what the events' notes point into */
} tl_timeline;

/* The events of r's trace (none unless r is UNSAFE with a trace). */
void tl_build(const rep_report *r, tl_timeline *timeline);
void tl_free(tl_timeline *timeline);

/* Marks the blocked calls, what they wait for and the acquisitions held, of the
   deadlock's account (deadlock_report.h). */
void tl_mark_deadlock(tl_timeline *timeline, const dl_account *deadlock);

/* Whether the event is a call, a return. */
bool tl_is_call(const tl_event *e);
bool tl_is_return(const tl_event *e);

#endif
