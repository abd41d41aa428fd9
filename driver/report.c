/* report.c: the verdict, bounds and statistics as text. */
#include "driver/report.h"

#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "base/msg.h"
#include "driver/trace.h"

const char *rep_verdict_name(enc_verdict verdict) {
  switch (verdict) {
  case ENC_SAFE:
    return "SAFE";
  case ENC_UNSAFE:
    return "UNSAFE";
  case ENC_UNKNOWN:
    break;
  }
  return "UNKNOWN";
}

bool rep_names_place(const char *reason, const char *file, unsigned line) {
  char *place = cb_format("%s:%u", file, line);
  bool found = strstr(reason, place) != NULL;
  free(place);
  return found;
}

/* `VERDICT: reason[ at FILE:LINE]` for UNSAFE and UNKNOWN. */
static void rep_headline(FILE *out, const rep_report *r) {
  const char *reason = r->reason && *r->reason ? r->reason : "no reason given";
  fprintf(out, "%s: %s", rep_verdict_name(r->verdict), reason);
  if (r->where.file && !rep_names_place(reason, r->where.file, r->where.line))
    fprintf(out, " at %s:%u", r->where.file, r->where.line);
  if (r->hint)
    fprintf(out, " (%s)", r->hint);
  if (r->verdict == ENC_UNSAFE && r->subproperty)
    fprintf(out, " [%s]", r->subproperty);
  fputc('\n', out);
}

static void rep_bounds(FILE *out, const rep_report *r) {
  fprintf(out, "bounds: K=%u rounds, loops and recursion unwound up to %u times%s, %s%u %s",
          r->rounds, r->unwind,
          r->unroll_forced ? " (and the iterations no path can leave)" : "",
          r->threads == 1 ? "" : "up to ", r->threads, r->threads == 1 ? "thread" : "threads");
  if (r->preemptions != ENC_NO_BOUND && r->threads > 1)
    fprintf(out, ", at most %u preemption%s", r->preemptions, r->preemptions == 1 ? "" : "s");
  if (r->quantum && r->threads > 1)
    fprintf(out, ", at most %u visible operation%s per context", r->quantum,
            r->quantum == 1 ? "" : "s");
  fputc('\n', out);
  if (r->unwinding_unchecked)
    fputs("warning: " REP_UNWIND_WARNING "\n", out);
}

/* UNSAFE with threads: how many rounds and preemptions the failure needed. */
static void rep_contexts(FILE *out, const rep_report *r) {
  if (!r->rounds_used)
    return;
  unsigned p = r->preemptions_used;
  if (r->iterate_rounds)
    fprintf(out, "contexts: found with k=%u rounds (none with fewer), %u preemption%s before "
                 "the failure\n", r->rounds_used, p, p == 1 ? "" : "s");
  else
    fprintf(out, "contexts: the failure is in round %u of K=%u, after %u preemption%s\n",
            r->rounds_used, r->rounds, p, p == 1 ? "" : "s");
  if (r->search_runs)
    fprintf(out, "search: the native schedule search found this schedule (in %lu run%s); the "
                 "check with K=%u confirmed it\n", r->search_runs,
            r->search_runs == 1 ? "" : "s", r->rounds);
}

/* UNKNOWN after an iterative search that got somewhere: what it had shown. */
static void rep_partial(FILE *out, const rep_report *r) {
  if (r->iterate_rounds && r->rounds_checked > 0 && r->rounds_checked < r->rounds)
    fprintf(out, "partial: no error with up to k=%u rounds (of %u asked)\n", r->rounds_checked,
            r->rounds);
}

bool rep_race_steps(const rep_report *r, const enc_step **first, const enc_step **second) {
  *first = *second = NULL;
  for (size_t i = 0; i < r->trace_len; i++) {
    const char *note = r->trace[i].note;
    if (note && !strncmp(note, "race, first access: ", 20))
      *first = &r->trace[i];
    else if (note && !strncmp(note, "race, conflicting access: ", 26))
      *second = &r->trace[i];
  }
  return *first && *second;
}

const char *rep_property_name(const rep_report *r) {
  return r->races ? "no-data-race" : r->property ? r->property : "any-error";
}

/* One line per access of the race: thread, what it did, where. */
static void rep_race_summary(FILE *out, const rep_report *r) {
  const enc_step *first, *second;
  if (!r->races || !rep_race_steps(r, &first, &second))
    return;
  const enc_step *both[2] = {first, second};
  for (int k = 0; k < 2; k++) {
    const char *what = strchr(both[k]->note, ':') + 2;
    fprintf(out, "race: %s: thread %u, round %u: %s at %s:%u\n", k ? "then" : "first",
            both[k]->thread, both[k]->round, what, both[k]->loc.file ? both[k]->loc.file : "?",
            both[k]->loc.line);
  }
}

static void rep_race_access(FILE *out, const enc_race_access *a) {
  fprintf(out, "thread %u %s at %s:%u", a->thread, a->access ? a->access : "accesses",
          a->loc.file ? a->loc.file : "?", a->loc.line);
}

/* --race --all: one line per racy location, in the order found (k never decreases). */
static void rep_race_table(FILE *out, const rep_report *r) {
  if (!r->all_races || r->num_found_races == 0)
    return;
  fprintf(out, "racy locations: %zu", r->num_found_races);
  if (r->races_stopped)
    fprintf(out, " (the search stopped early: %s; there may be more)\n", r->races_stopped);
  else
    fputs(" (no other within the bounds)\n", out);
  for (size_t i = 0; i < r->num_found_races; i++) {
    const enc_race *race = &r->found_races[i];
    fprintf(out, "  %zu. %s: k=%u: ", i + 1, race->location, race->rounds);
    rep_race_access(out, &race->first);
    fputs(", then ", out);
    rep_race_access(out, &race->second);
    fputc('\n', out);
  }
}

void rep_print(FILE *out, const rep_report *r, src_cache *sources) {
  if (r->verdict == ENC_SAFE && r->any_bounds) {
    fprintf(out, "SAFE: %s\n", r->reason);
    return;
  }
  if (r->verdict == ENC_SAFE) {
    fputs(r->races ? "SAFE: no data race found within the bounds\n"
                   : "SAFE: no error found within the bounds\n",
          out);
    rep_bounds(out, r);
    return;
  }
  rep_headline(out, r);
  if (r->verdict != ENC_UNSAFE) {
    rep_partial(out, r);
    return;
  }
  fputs("trace:\n", out);
  trc_print(out, r->trace, r->trace_len, r->reason, sources, r->full_trace);
  rep_race_summary(out, r);
  rep_contexts(out, r);
  rep_race_table(out, r);
}

void rep_print_stats(FILE *out, const rep_report *r) {
  const rep_stats *s = &r->stats;
  const enc_stats *e = &s->encoder;
  fprintf(out, "stats: front end %.3f s\n", s->front_end_seconds);
  fprintf(out, "stats: static analysis %.3f s\n", s->static_seconds);
  fprintf(out, "stats: pass %.3f s\n", s->pass_seconds);
  fprintf(out, "stats: encoding %.3f s\n", e->encode_seconds);
  fprintf(out, "stats: solving %.3f s\n", e->solve_seconds);
  fprintf(out, "stats: total %.3f s\n", s->total_seconds);
  fprintf(out, "stats: AIG %zu nodes, %zu ands\n", e->aig_nodes, e->aig_ands);
  fprintf(out, "stats: CNF %zu variables, %zu clauses\n", e->cnf_vars, e->cnf_clauses);
  fprintf(out, "stats: symex %zu instructions, %zu solver calls\n", e->symex_instructions,
          e->solver_calls);
  fprintf(out, "stats: loop back edges %u asked about, %u infeasible\n", e->back_edges_asked,
          e->back_edges_infeasible);
  fprintf(out, "stats: peak memory %.1f MiB\n", s->peak_mib);
  const seq_slice_stats *sl = &s->slice;
  fprintf(out,
          "stats: slicing removed %u of %u instructions, the values of %u globals and %u "
          "fields, %u functions\n",
          sl->removed_instructions, sl->instructions, sl->globals, sl->fields, sl->functions);
  if (s->races)
    fprintf(out, "stats: races: %u of %u shared accesses instrumented (%u candidate pair%s)\n",
            s->race_instrumented, s->race_accesses, s->race_pairs, s->race_pairs == 1 ? "" : "s");
}

void rep_print_warnings(const rep_report *r) {
  bool on_stdout = r->verdict == ENC_SAFE && r->unwinding_unchecked;
  for (size_t i = 0; i < r->num_warnings; i++)
    if (!on_stdout || strcmp(r->warnings[i], REP_UNWIND_WARNING))
      msg_warning("%s", r->warnings[i]);
}
