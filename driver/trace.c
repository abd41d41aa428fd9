/* trace.c: printing the steps of a failing execution with their source lines. */
#include "driver/trace.h"

#include <stdbool.h>
#include <string.h>

/* `  FILE:LINE` is padded to this width, then two spaces separate it from the text. */
#define TRC_LOCATION_WIDTH 12
#define TRC_DEPTH_INDENT 2
#define TRC_NOTE_INDENT 2

typedef struct trc_printer {
  FILE *out;
  src_cache *sources;
  const char *error_reason;
  unsigned depth;       /* calls entered and not yet returned from */
  unsigned thread, round; /* the context of the steps printed last */
  unsigned depths[64];  /* with threads: each thread's depth when it was switched from */
  bool printed;         /* whether a line was printed; then: */
  enc_loc last;         /* its location */
  unsigned last_depth;  /* its depth */
  int text_column;      /* the column where its text starts */
} trc_printer;

static bool trc_same_place(const enc_loc *a, const enc_loc *b) {
  if (a->line != b->line || !a->file != !b->file)
    return false;
  return !a->file || !strcmp(a->file, b->file);
}

/* Prints `  FILE:LINE`; returns the width of FILE:LINE. */
static int trc_location(trc_printer *p, const enc_loc *loc) {
  int printed = loc->file ? fprintf(p->out, "  %s:%u", loc->file, loc->line)
                          : fprintf(p->out, "  <no location>");
  return printed > 2 ? printed - 2 : 0;
}

/* Prints a line: the location, then prefix and text (text may be NULL: then only the
   location) at the current depth. */
static void trc_head(trc_printer *p, const enc_loc *loc, const char *prefix,
                     const char *text) {
  int width = trc_location(p, loc);
  int padding = width < TRC_LOCATION_WIDTH ? TRC_LOCATION_WIDTH - width : 0;
  int indent = 2 + padding + (int)(TRC_DEPTH_INDENT * p->depth);
  p->text_column = 2 + width + indent;
  if (text && *text)
    fprintf(p->out, "%*s%s%s", indent, "", prefix, text);
  fputc('\n', p->out);
  p->printed = true;
  p->last = *loc;
  p->last_depth = p->depth;
}

/* Prints the source line of loc unless it is the line printed last. */
static void trc_show_line(trc_printer *p, const enc_loc *loc) {
  if (p->printed && p->last_depth == p->depth && trc_same_place(&p->last, loc))
    return;
  const char *text = src_line(p->sources, loc->dir, loc->file, loc->line);
  trc_head(p, loc, "", text);
}

static void trc_note(trc_printer *p, const char *prefix, const char *note) {
  fprintf(p->out, "%*s%s%s\n", p->text_column + TRC_NOTE_INDENT, "", prefix, note);
}

static void trc_call(trc_printer *p, const enc_step *step, const char *arrow) {
  trc_head(p, &step->loc, arrow, step->function ? step->function : "?");
}

static void trc_step(trc_printer *p, const enc_step *step, const enc_step *next) {
  switch (step->kind) {
  case ENC_STEP_LINE:
    if (!next || next->kind != ENC_STEP_CALL || !trc_same_place(&step->loc, &next->loc))
      trc_show_line(p, &step->loc);
    break;
  case ENC_STEP_CALL:
    trc_call(p, step, "-> ");
    p->depth++;
    break;
  case ENC_STEP_RETURN:
    if (p->depth)
      p->depth--;
    trc_call(p, step, "<- ");
    break;
  case ENC_STEP_VALUE:
    /* A value belongs to the line shown last (its own location may be a neighbour). */
    if (!p->printed)
      trc_show_line(p, &step->loc);
    if (step->note)
      trc_note(p, "", step->note);
    break;
  case ENC_STEP_ERROR:
    trc_show_line(p, &step->loc);
    trc_note(p, "^ ", step->note ? step->note : p->error_reason);
    break;
  }
}

/* With threads, a heading wherever another thread or round takes over:
   `[thread 1 (worker), round 2]` (the thread's start function in parentheses). */
static void trc_context(trc_printer *p, const enc_step *step) {
  if (!step->round || (step->thread == p->thread && step->round == p->round))
    return;
  if (p->thread < 64)
    p->depths[p->thread] = p->depth;
  p->depth = step->thread < 64 ? p->depths[step->thread] : 0;
  p->thread = step->thread;
  p->round = step->round;
  p->printed = false;
  const char *start = step->thread_function ? step->thread_function : step->thread ? NULL : "main";
  if (start)
    fprintf(p->out, "  [thread %u (%s), round %u]\n", step->thread, start, step->round);
  else
    fprintf(p->out, "  [thread %u, round %u]\n", step->thread, step->round);
}

bool trc_shown(const enc_step *steps, size_t num_steps, size_t i, bool full) {
  if (full || steps[i].thread == steps[num_steps - 1].thread)
    return true;
  return steps[i].note_kind != ENC_NOTE_LOCAL && steps[i].note_kind != ENC_NOTE_LOCAL_WRITE;
}

void trc_print(FILE *out, const enc_step *steps, size_t num_steps, const char *error_reason,
               src_cache *sources, bool full) {
  trc_printer printer;
  memset(&printer, 0, sizeof printer);
  printer.out = out;
  printer.sources = sources;
  printer.error_reason = error_reason ? error_reason : "error";
  for (size_t i = 0; i < num_steps; i++) {
    if (!trc_shown(steps, num_steps, i, full))
      continue;
    trc_context(&printer, &steps[i]);
    trc_step(&printer, &steps[i], i + 1 < num_steps ? &steps[i + 1] : NULL);
  }
}
