/* trace.c: printing the steps of a failing execution with their source lines. */
#include "driver/trace.h"

#include <stdarg.h>
#include <stdbool.h>
#include <string.h>

/* `  STEP  FILE:LINE`: FILE:LINE is padded to this width, then two spaces separate it
   from the text. */
#define TRC_LOCATION_WIDTH 12
#define TRC_DEPTH_INDENT 2
#define TRC_NOTE_INDENT 2

typedef struct trc_printer {
  FILE *out;            /* NULL: a dry run, which only numbers the lines */
  src_cache *sources;
  const char *error_reason;
  unsigned depth;       /* calls entered and not yet returned from */
  unsigned thread, round; /* the context of the steps printed last */
  unsigned depths[64];  /* with threads: each thread's depth when it was switched from */
  bool printed;         /* whether a line was printed; then: */
  enc_loc last;         /* its location */
  unsigned last_depth;  /* its depth */
  int text_column;      /* the column where its text starts */
  unsigned step;        /* the number of the located line printed last (0: none yet) */
  int number_width;     /* the numbers are right-aligned to this width */
} trc_printer;

/* fprintf to p->out; in a dry run nothing is written, but the count is the same. */
__attribute__((format(printf, 2, 3))) static int trc_printf(trc_printer *p,
                                                            const char *format, ...) {
  va_list args;
  va_start(args, format);
  int printed = p->out ? vfprintf(p->out, format, args) : vsnprintf(NULL, 0, format, args);
  va_end(args);
  return printed;
}

static bool trc_same_place(const enc_loc *a, const enc_loc *b) {
  if (a->line != b->line || !a->file != !b->file)
    return false;
  return !a->file || !strcmp(a->file, b->file);
}

/* Prints `  STEP  ` with the next step number; returns its width. Every located line
   (source lines, calls, returns) is a step: the numbers count them across threads and
   rounds, in the order printed. */
static int trc_number(trc_printer *p) {
  p->step++;
  int printed = trc_printf(p, "  %*u  ", p->number_width, p->step);
  return printed > 0 ? printed : 0;
}

/* Prints `FILE:LINE` (or `<no location>`); returns its width. */
static int trc_location(trc_printer *p, const enc_loc *loc) {
  int printed = loc->file ? trc_printf(p, "%s:%u", loc->file, loc->line)
                          : trc_printf(p, "<no location>");
  return printed > 0 ? printed : 0;
}

/* Prints a line: its number, the location, then prefix and text (text may be NULL: then
   only the location) at the current depth. */
static void trc_head(trc_printer *p, const enc_loc *loc, const char *prefix,
                     const char *text) {
  int number = trc_number(p);
  int width = trc_location(p, loc);
  int padding = width < TRC_LOCATION_WIDTH ? TRC_LOCATION_WIDTH - width : 0;
  int indent = 2 + padding + (int)(TRC_DEPTH_INDENT * p->depth);
  p->text_column = number + width + indent;
  if (text && *text)
    trc_printf(p, "%*s%s%s", indent, "", prefix, text);
  trc_printf(p, "\n");
  p->printed = true;
  p->last = *loc;
  p->last_depth = p->depth;
}

/* Prints the source line of loc unless it is the line printed last. */
static void trc_show_line(trc_printer *p, const enc_loc *loc) {
  if (p->printed && p->last_depth == p->depth && trc_same_place(&p->last, loc))
    return;
  /* A dry run prints no text: it needs no sources. */
  const char *text = p->out ? src_line(p->sources, loc->dir, loc->file, loc->line) : NULL;
  trc_head(p, loc, "", text);
}

static void trc_note(trc_printer *p, const char *prefix, const char *note) {
  trc_printf(p, "%*s%s%s\n", p->text_column + TRC_NOTE_INDENT, "", prefix, note);
}

static void trc_call(trc_printer *p, const enc_step *step, const char *arrow) {
  trc_head(p, &step->loc, arrow, step->function ? step->function : "?");
}

/* Whether a line step is shown by the call that follows it on the same line (`-> f`).
   Only in the same context: two threads running the same code have steps on the same
   line, and a thread's line must not vanish into the next context's call. */
static bool trc_line_of_call(const enc_step *step, const enc_step *next) {
  return step->kind == ENC_STEP_LINE && next && next->kind == ENC_STEP_CALL &&
         next->thread == step->thread && next->round == step->round &&
         trc_same_place(&step->loc, &next->loc);
}

static void trc_step(trc_printer *p, const enc_step *step, const enc_step *next) {
  switch (step->kind) {
  case ENC_STEP_LINE:
    if (!trc_line_of_call(step, next))
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
    trc_printf(p, "  [thread %u (%s), round %u]\n", step->thread, start, step->round);
  else
    trc_printf(p, "  [thread %u, round %u]\n", step->thread, step->round);
}

bool trc_shown(const enc_step *steps, size_t num_steps, size_t i, bool full) {
  if (full || steps[i].thread == steps[num_steps - 1].thread)
    return true;
  return steps[i].note_kind != ENC_NOTE_LOCAL && steps[i].note_kind != ENC_NOTE_LOCAL_WRITE;
}

static void trc_init(trc_printer *p, FILE *out, src_cache *sources, const char *error_reason) {
  memset(p, 0, sizeof *p);
  p->out = out;
  p->sources = sources;
  p->error_reason = error_reason ? error_reason : "error";
}

/* Prints (or in a dry run, numbers) the steps trc_shown keeps. numbers, if not NULL,
   receives each step's number: the located line it is shown on or under (0: not shown). */
static void trc_run(trc_printer *p, const enc_step *steps, size_t num_steps, bool full,
                    unsigned *numbers) {
  for (size_t i = 0; i < num_steps; i++) {
    const enc_step *next = i + 1 < num_steps ? &steps[i + 1] : NULL;
    if (numbers)
      numbers[i] = 0;
    if (!trc_shown(steps, num_steps, i, full))
      continue;
    trc_context(p, &steps[i]);
    trc_step(p, &steps[i], next);
    /* A line step shown by its call belongs to the call's line, printed next. */
    if (numbers)
      numbers[i] = p->step + (trc_line_of_call(&steps[i], next) ? 1 : 0);
  }
}

static int trc_digits(unsigned n) {
  int digits = 1;
  for (; n >= 10; n /= 10)
    digits++;
  return digits;
}

void trc_print(FILE *out, const enc_step *steps, size_t num_steps, const char *error_reason,
               src_cache *sources, bool full) {
  /* A dry run first: the numbers are right-aligned to the width of the last one. */
  trc_printer printer;
  trc_init(&printer, NULL, NULL, error_reason);
  trc_run(&printer, steps, num_steps, full, NULL);
  int width = trc_digits(printer.step);
  trc_init(&printer, out, sources, error_reason);
  printer.number_width = width;
  trc_run(&printer, steps, num_steps, full, NULL);
}

void trc_step_numbers(const enc_step *steps, size_t num_steps, bool full, unsigned *numbers) {
  trc_printer printer;
  trc_init(&printer, NULL, NULL, NULL);
  trc_run(&printer, steps, num_steps, full, numbers);
}
