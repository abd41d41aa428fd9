/* json.c: the report as a cJSON document. */
#include "driver/json.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "base/msg.h"
#include "driver/trace.h"
#include "base/alloc.h"

static void js_string(cJSON *object, const char *key, const char *value) {
  if (value)
    cJSON_AddStringToObject(object, key, value);
  else
    cJSON_AddNullToObject(object, key);
}

static const char *js_step_kind(enc_step_kind kind) {
  switch (kind) {
  case ENC_STEP_LINE:
    return "line";
  case ENC_STEP_CALL:
    return "call";
  case ENC_STEP_RETURN:
    return "return";
  case ENC_STEP_VALUE:
    return "value";
  case ENC_STEP_ERROR:
    break;
  }
  return "error";
}

static void js_location(cJSON *root, const enc_loc *where) {
  if (!where->file) {
    cJSON_AddNullToObject(root, "location");
    return;
  }
  cJSON *location = cJSON_AddObjectToObject(root, "location");
  js_string(location, "file", where->file);
  js_string(location, "dir", where->dir);
  cJSON_AddNumberToObject(location, "line", where->line);
  cJSON_AddNumberToObject(location, "column", where->column);
}

static void js_bounds(cJSON *root, const rep_report *r) {
  cJSON *bounds = cJSON_AddObjectToObject(root, "bounds");
  cJSON_AddNumberToObject(bounds, "rounds", r->rounds);
  cJSON_AddBoolToObject(bounds, "iterate_rounds", r->iterate_rounds);
  if (r->preemptions == ENC_NO_BOUND)
    cJSON_AddNullToObject(bounds, "preemptions");
  else
    cJSON_AddNumberToObject(bounds, "preemptions", r->preemptions);
  cJSON_AddNumberToObject(bounds, "unwind", r->unwind);
  cJSON_AddNumberToObject(bounds, "threads", r->threads);
  if (r->quantum)
    cJSON_AddNumberToObject(bounds, "quantum", r->quantum);
  else
    cJSON_AddNullToObject(bounds, "quantum");
  cJSON_AddBoolToObject(bounds, "unwinding_assertions", r->unwinding_assertions);
  cJSON_AddBoolToObject(bounds, "unroll_forced", r->unroll_forced);
  cJSON_AddBoolToObject(bounds, "unwinding_unchecked", r->unwinding_unchecked);
}

/* What a step's note says (null: a line, call, return, error or an unclassified note). */
static const char *js_event(enc_note_kind kind) {
  switch (kind) {
  case ENC_NOTE_LOCAL:
    return "local";
  case ENC_NOTE_INPUT:
    return "input";
  case ENC_NOTE_WRITE:
    return "write";
  case ENC_NOTE_LOCAL_WRITE:
    return "local_write";
  case ENC_NOTE_SYNC:
    return "sync";
  case ENC_NOTE_THREAD:
    return "thread";
  case ENC_NOTE_RACE:
    return "race";
  case ENC_NOTE_OTHER:
    break;
  }
  return NULL;
}

/* The fields of issue 5's readable traces: what the step did, and with threads whose
   start function ran it. */
static void js_step_event(cJSON *item, const enc_step *step) {
  js_string(item, "event", js_event(step->note_kind));
  if (step->note_kind == ENC_NOTE_WRITE || step->note_kind == ENC_NOTE_LOCAL_WRITE) {
    js_string(item, "lvalue", step->lvalue);
    js_string(item, "value", step->value);
  } else if (step->note_kind == ENC_NOTE_SYNC) {
    js_string(item, "object", step->lvalue);
  } else if (step->note_kind == ENC_NOTE_THREAD) {
    cJSON_AddNumberToObject(item, "other_thread", step->other_thread);
  }
}

static void js_trace(cJSON *root, const rep_report *r) {
  cJSON *trace = cJSON_AddArrayToObject(root, "trace");
  /* The number of the text trace's line each step is shown on (0: not shown). */
  unsigned *numbers = cb_calloc(r->trace_len ? r->trace_len : 1, sizeof *numbers);
  trc_step_numbers(r->trace, r->trace_len, r->full_trace, numbers);
  for (size_t i = 0; i < r->trace_len; i++) {
    const enc_step *step = &r->trace[i];
    if (!numbers[i])
      continue;
    cJSON *item = cJSON_CreateObject();
    cJSON_AddNumberToObject(item, "step", numbers[i]);
    js_string(item, "file", step->loc.file);
    cJSON_AddNumberToObject(item, "line", step->loc.line);
    cJSON_AddStringToObject(item, "kind", js_step_kind(step->kind));
    js_string(item, "function", step->function);
    js_string(item, "note", step->note);
    if (step->round) { /* a program with threads: who ran the step, and in which round */
      cJSON_AddNumberToObject(item, "thread", step->thread);
      cJSON_AddNumberToObject(item, "round", step->round);
      js_string(item, "thread_function", step->thread_function);
    }
    js_step_event(item, step);
    cJSON_AddItemToArray(trace, item);
  }
  free(numbers);
}

static void js_warnings(cJSON *root, const rep_report *r) {
  cJSON *warnings = cJSON_AddArrayToObject(root, "warnings");
  for (size_t i = 0; i < r->num_warnings; i++)
    cJSON_AddItemToArray(warnings, cJSON_CreateString(r->warnings[i]));
}

static void js_stats(cJSON *root, const rep_stats *s) {
  const enc_stats *e = &s->encoder;
  cJSON *stats = cJSON_AddObjectToObject(root, "stats");
  cJSON_AddNumberToObject(stats, "front_end_seconds", s->front_end_seconds);
  cJSON_AddNumberToObject(stats, "static_seconds", s->static_seconds);
  cJSON_AddNumberToObject(stats, "pass_seconds", s->pass_seconds);
  cJSON_AddNumberToObject(stats, "encoding_seconds", e->encode_seconds);
  cJSON_AddNumberToObject(stats, "solving_seconds", e->solve_seconds);
  cJSON_AddNumberToObject(stats, "total_seconds", s->total_seconds);
  cJSON_AddNumberToObject(stats, "aig_nodes", (double)e->aig_nodes);
  cJSON_AddNumberToObject(stats, "aig_ands", (double)e->aig_ands);
  cJSON_AddNumberToObject(stats, "cnf_vars", (double)e->cnf_vars);
  cJSON_AddNumberToObject(stats, "cnf_clauses", (double)e->cnf_clauses);
  cJSON_AddNumberToObject(stats, "symex_instructions", (double)e->symex_instructions);
  cJSON_AddNumberToObject(stats, "solver_calls", (double)e->solver_calls);
  cJSON_AddNumberToObject(stats, "back_edges_asked", e->back_edges_asked);
  cJSON_AddNumberToObject(stats, "back_edges_infeasible", e->back_edges_infeasible);
  cJSON_AddNumberToObject(stats, "peak_memory_mib", s->peak_mib);
  cJSON_AddNumberToObject(stats, "slice_instructions", s->slice.instructions);
  cJSON_AddNumberToObject(stats, "slice_removed_instructions", s->slice.removed_instructions);
  cJSON_AddNumberToObject(stats, "slice_globals", s->slice.globals);
  cJSON_AddNumberToObject(stats, "slice_fields", s->slice.fields);
  cJSON_AddNumberToObject(stats, "slice_functions", s->slice.functions);
  if (s->races) {
    cJSON_AddNumberToObject(stats, "race_accesses", s->race_accesses);
    cJSON_AddNumberToObject(stats, "race_instrumented", s->race_instrumented);
    cJSON_AddNumberToObject(stats, "race_candidate_pairs", s->race_pairs);
  }
}

static cJSON *js_race_access(const enc_step *step) {
  cJSON *access = cJSON_CreateObject();
  js_string(access, "file", step->loc.file);
  cJSON_AddNumberToObject(access, "line", step->loc.line);
  cJSON_AddNumberToObject(access, "thread", step->thread);
  cJSON_AddNumberToObject(access, "round", step->round);
  cJSON_AddStringToObject(access, "access", strchr(step->note, ':') + 2);
  return access;
}

/* UNSAFE under --race: the two accesses (null otherwise). */
static void js_race(cJSON *root, const rep_report *r) {
  const enc_step *first, *second;
  if (!rep_race_steps(r, &first, &second)) {
    cJSON_AddNullToObject(root, "race");
    return;
  }
  cJSON *race = cJSON_AddObjectToObject(root, "race");
  cJSON_AddItemToObject(race, "first", js_race_access(first));
  cJSON_AddItemToObject(race, "second", js_race_access(second));
}

static cJSON *js_found_access(const enc_race_access *a) {
  cJSON *access = cJSON_CreateObject();
  js_string(access, "file", a->loc.file);
  cJSON_AddNumberToObject(access, "line", a->loc.line);
  cJSON_AddNumberToObject(access, "thread", a->thread);
  cJSON_AddNumberToObject(access, "round", a->round);
  js_string(access, "access", a->access);
  return access;
}

/* --race --all: every racy location found (null without --all), and whether the list
   is complete within the bounds. */
static void js_all_races(cJSON *root, const rep_report *r) {
  if (!r->all_races) {
    cJSON_AddNullToObject(root, "races");
    return;
  }
  cJSON *all = cJSON_AddObjectToObject(root, "races");
  cJSON_AddBoolToObject(all, "complete", r->races_stopped == NULL);
  js_string(all, "stopped", r->races_stopped);
  cJSON *list = cJSON_AddArrayToObject(all, "locations");
  for (size_t i = 0; i < r->num_found_races; i++) {
    const enc_race *race = &r->found_races[i];
    cJSON *item = cJSON_CreateObject();
    cJSON_AddStringToObject(item, "location", race->location);
    cJSON_AddNumberToObject(item, "rounds", race->rounds);
    cJSON_AddNumberToObject(item, "preemptions", race->preemptions);
    cJSON_AddItemToObject(item, "first", js_found_access(&race->first));
    cJSON_AddItemToObject(item, "second", js_found_access(&race->second));
    cJSON_AddItemToArray(list, item);
  }
}

static cJSON *js_place(const char *key_object, const char *object, const enc_loc *loc) {
  cJSON *item = cJSON_CreateObject();
  cJSON_AddStringToObject(item, key_object, object);
  js_string(item, "file", loc->file);
  cJSON_AddNumberToObject(item, "line", loc->line);
  return item;
}

/* UNSAFE by a deadlock: each blocked thread, what it waits for (kind, object: a lock's
   name or the thread joined, and the blocking call's line), what it holds (with the
   lines that acquired it) and the thread holding what it waits for (null: none known).
   null otherwise. */
static void js_deadlock(cJSON *root, const rep_report *r) {
  if (!r->deadlock) {
    cJSON_AddNullToObject(root, "deadlock");
    return;
  }
  cJSON *threads = cJSON_AddArrayToObject(cJSON_AddObjectToObject(root, "deadlock"), "threads");
  for (size_t i = 0; i < r->deadlock->num_threads; i++) {
    const dl_thread *t = &r->deadlock->threads[i];
    cJSON *item = cJSON_CreateObject();
    cJSON_AddNumberToObject(item, "thread", t->thread);
    cJSON *waits = js_place("object", t->object, &t->loc);
    cJSON_AddStringToObject(waits, "kind", t->kind);
    cJSON_AddItemToObject(item, "waits_for", waits);
    cJSON *holds = cJSON_AddArrayToObject(item, "holds");
    for (size_t k = 0; k < t->num_holds; k++)
      cJSON_AddItemToArray(holds, js_place("object", t->holds[k].object, &t->holds[k].loc));
    if (t->holder >= 0)
      cJSON_AddNumberToObject(item, "holder", t->holder);
    else
      cJSON_AddNullToObject(item, "holder");
    cJSON_AddItemToArray(threads, item);
  }
}

/* With threads: the rounds and preemptions of an UNSAFE trace, and how far an
   iterative search got without an error (null where it does not apply). */
static void js_contexts(cJSON *root, const rep_report *r) {
  if (r->rounds_used) {
    cJSON_AddNumberToObject(root, "rounds_used", r->rounds_used);
    cJSON_AddNumberToObject(root, "preemptions_used", r->preemptions_used);
  } else {
    cJSON_AddNullToObject(root, "rounds_used");
    cJSON_AddNullToObject(root, "preemptions_used");
  }
  if (r->threads > 1 && r->verdict != ENC_UNSAFE)
    cJSON_AddNumberToObject(root, "rounds_checked", r->rounds_checked);
  else
    cJSON_AddNullToObject(root, "rounds_checked");
  if (r->search_runs)
    cJSON_AddNumberToObject(root, "search_runs", (double)r->search_runs);
  else
    cJSON_AddNullToObject(root, "search_runs");
}

/* The document as text (free with cJSON_free), or NULL when out of memory. */
static char *js_render(const rep_report *r) {
  cJSON *root = cJSON_CreateObject();
  cJSON_AddStringToObject(root, "verdict", rep_verdict_name(r->verdict));
  js_string(root, "reason", r->verdict == ENC_SAFE && !r->any_bounds ? NULL : r->reason);
  js_location(root, &r->where);
  js_bounds(root, r);
  js_contexts(root, r);
  cJSON_AddStringToObject(root, "property", rep_property_name(r));
  js_race(root, r);
  js_all_races(root, r);
  js_trace(root, r);
  js_warnings(root, r);
  js_stats(root, &r->stats);
  cJSON_AddStringToObject(root, "trace_mode", r->full_trace ? "full" : "compact");
  /* SAFE for any bounds (the static range analysis, the lockset pre-pass): "bounds"
     then only says what was asked. */
  cJSON_AddBoolToObject(root, "any_bounds", r->verdict == ENC_SAFE && r->any_bounds);
  /* Last: fields added later come after the ones readers already know. */
  js_string(root, "unknown_kind", r->verdict == ENC_UNKNOWN ? r->unknown_kind : NULL);
  js_string(root, "subproperty", r->verdict == ENC_UNSAFE ? r->subproperty : NULL);
  js_deadlock(root, r);
  char *text = root ? cJSON_Print(root) : NULL;
  cJSON_Delete(root);
  return text;
}

bool js_write(const char *path, const rep_report *r) {
  char *text = js_render(r);
  if (!text) {
    msg_error("cannot write %s: out of memory", path);
    return false;
  }
  FILE *f = fopen(path, "w");
  bool ok = f != NULL;
  if (ok) {
    ok = fputs(text, f) >= 0 && fputc('\n', f) != EOF;
    ok = !fclose(f) && ok;
  }
  if (!ok)
    msg_error("cannot write %s: %s", path, strerror(errno));
  cJSON_free(text);
  return ok;
}
