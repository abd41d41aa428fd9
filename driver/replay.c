/* replay.c: cbounds --replay (replay.h). */
#define _XOPEN_SOURCE 700
#include "driver/replay.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "native/guard.h"
#include "base/msg.h"
#include "native/native.h"
#include "driver/engine.h"
#include "driver/replay_file.h"
#include "driver/replay_symbolize.h"
#include "base/text_file.h"
#include "base/alloc.h"
#include "encoder/llvm_util.h"

#ifndef CBOUNDS_SYMBOLIZER
#define CBOUNDS_SYMBOLIZER "/usr/lib/llvm-19/bin/llvm-symbolizer"
#endif

/* The native program gets this long unless --timeout says otherwise. */
#define RPL_DEFAULT_SECONDS 60.0

typedef struct rpl {
  const opt_options *options;
  rf_file file;
  char *dir;   /* the temporary directory */
} rpl;

static char *rpl_path(const rpl *r, const char *name) { return cb_format("%s/%s", r->dir, name); }

/* The streams for the runtime: "thread I FIRST COUNT", then COUNT values. */
static bool rpl_write_streams(const rpl *r, const char *path) {
  FILE *f = fopen(path, "w");
  if (!f) {
    msg_error("cannot write %s: %s", path, strerror(errno));
    return false;
  }
  const enc_replay *s = &r->file.streams;
  for (unsigned i = 0; i < s->num_threads; i++) {
    const enc_replay_thread *t = &s->threads[i];
    fprintf(f, "thread %u %u %zu\n", i, t->first_slot, t->count);
    for (size_t k = 0; k < t->count; k++)
      fprintf(f, "%u %d %" PRIx64 " %" PRIx64 "\n", t->values[k].width, t->values[k].pointer,
              t->values[k].lo, t->values[k].hi);
  }
  return fclose(f) == 0;
}

/* ---- the outcome ------------------------------------------------------------------- */

/* Leaks are seen when the program has ended: a block is still allocated (whether it is
   reachable is not checked natively: docs/replay.md). */
#define RPL_LEAK_UNREACHABLE 100
#define RPL_LEAK_ALLOCATED 101

/* 1 assertion, 2 reach_error, 3 data race, 9 deadlock (cb_error_kind); 0 for the errors that the
   native program meets as a crash (memory, division by zero). */
static int rpl_expected_kind(const char *reason) {
  if (!strcmp(reason, "assertion failed"))
    return 1;
  if (!strcmp(reason, "reach_error() called"))
    return 2;
  if (!strcmp(reason, "data race"))
    return 3;
  if (!strcmp(reason, "call through an invalid function pointer"))
    return 4; /* replay_runtime.c: __cbounds_replay_call_check */
  if (!strcmp(reason, "division by zero") || !strcmp(reason, "signed division overflow"))
    return 5; /* __cbounds_replay_division_check */
  if (!strcmp(reason, CB_MISSING_ARGUMENT_REASON))
    return 6; /* __cbounds_replay_argument_check */
  if (!strcmp(reason, CB_MISSING_RESULT_REASON))
    return 7; /* __cbounds_replay_result_check */
  if (!strncmp(reason, "signed ", 7) && strstr(reason, "overflow"))
    return 8; /* __cbounds_replay_overflow_check, or clang's trap of a left shift */
  if (!strncmp(reason, "memory leak: ", 13))
    return strstr(reason, "no longer reachable") ? RPL_LEAK_UNREACHABLE : RPL_LEAK_ALLOCATED;
  if (!strncmp(reason, "deadlock", 8)) /* "deadlock: thread 1 holds a ..." */
    return 9; /* CB_ERROR_DEADLOCK: the models' check after the last round */
  return 0;
}

/* Whether the outcome "ended ..." of the native run (replay_runtime.c, rp_program_ended)
   shows the leak expected. */
static bool rpl_leak_shown(int expected, const char *result) {
  return expected >= RPL_LEAK_UNREACHABLE && !strncmp(result, "ended leak", 10);
}

static const char *rpl_kind_name(int kind) {
  return kind == 1 ? "assertion failed" : kind == 2 ? "reach_error() called"
                                        : kind == 3 ? "data race"
                                        : kind == 4 ? "call through an invalid function pointer"
                                        : kind == 5 ? "division by zero or overflow"
                                        : kind == 6 ? CB_MISSING_ARGUMENT_REASON
                                        : kind == 7 ? CB_MISSING_RESULT_REASON
                                        : kind == 8 ? "signed overflow"
                                        : kind == 9 ? "deadlock"
                                                    : "an error";
}

/* Whether a stack trace (symbolized frames "... in f /dir/prog.c:12:5") shows the line. */
static bool rpl_trace_shows(const char *trace, const char *file, unsigned line) {
  if (!file)
    return true; /* nothing to compare */
  const char *slash = strrchr(file, '/');
  const char *base = slash ? slash + 1 : file;
  char *needle = cb_format("%s:%u:", base, line);
  bool found = false;
  for (const char *p = strstr(trace, needle); p && !found; p = strstr(p + 1, needle))
    found = p == trace || p[-1] == '/' || p[-1] == ' ';
  free(needle);
  return found;
}

static char *rpl_where(const rf_file *f) {
  return f->error_file ? cb_format("%s at %s:%u", f->reason, f->error_file, f->error_line)
                       : cb_strdup(f->reason);
}

/* The first line of AddressSanitizer's report ("heap-buffer-overflow on address ..."). */
static char *rpl_asan_summary(const char *log) {
  const char *p = strstr(log, "ERROR: AddressSanitizer: ");
  if (!p)
    return cb_strdup("a crash");
  p += strlen("ERROR: AddressSanitizer: ");
  size_t n = strcspn(p, "\n");
  const char *on = strstr(p, " on ");
  if (on && (size_t)(on - p) < n)
    n = (size_t)(on - p);
  return cb_format("AddressSanitizer: %.*s", (int)n, p);
}

static int rpl_reached(const rf_file *f, const char *how) {
  char *where = rpl_where(f);
  printf("replay: error reached: %s%s%s%s\n", where, how ? " (" : "", how ? how : "", how ? ")" : "");
  free(where);
  return 10;
}

static int rpl_not_reached(const char *why) {
  printf("replay: error NOT reached: %s\n", why);
  return 0;
}

static int rpl_judge(const rpl *r, const char *result, const char *log, int status) {
  const rf_file *f = &r->file;
  int expected = rpl_expected_kind(f->reason);
  int kind = 0;
  char *why = NULL;
  int answer;
  if (status == -2) {
    why = cb_format("the program did not end within the time limit");
  } else if (!result || !*result) {
    why = cb_format("the program stopped without an outcome (%s %d)",
                    WIFSIGNALED(status) ? "signal" : "status",
                    WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status));
  } else if (sscanf(result, "error %d", &kind) == 1) {
    if (kind != expected)
      why = cb_format("a different error: %s", rpl_kind_name(kind));
    else if (kind != 9 && !rpl_trace_shows(log, f->error_file, f->error_line))
      /* A deadlock is found after the last round, on the scheduler's stack: no line. */
      why = cb_format("%s, but not at %s:%u", rpl_kind_name(kind), f->error_file, f->error_line);
  } else if (!strncmp(result, "memory", 6)) {
    char *summary = rpl_asan_summary(log);
    if (expected)
      why = cb_format("a different error: %s", summary);
    else if (!rpl_trace_shows(log, f->error_file, f->error_line))
      why = cb_format("%s, but not at %s:%u", summary, f->error_file, f->error_line);
    else {
      answer = rpl_reached(f, summary);
      free(summary);
      return answer;
    }
    free(summary);
  } else if (!strncmp(result, "ended", 5) && rpl_leak_shown(expected, result)) {
    answer = rpl_reached(f, "memory still allocated at the end");
    return answer;
  } else if (!strncmp(result, "ended", 5)) {
    why = cb_format("the program ended without %s",
                    expected >= RPL_LEAK_UNREACHABLE ? "the leak" : "an error");
  } else if (!strncmp(result, "diverged ", 9)) {
    why = cb_format("the replay diverged: %.*s", (int)strcspn(result + 9, "\n"), result + 9);
  } else {
    why = cb_format("unknown outcome '%.*s'", (int)strcspn(result, "\n"), result);
  }
  answer = why ? rpl_not_reached(why) : rpl_reached(f, NULL);
  free(why);
  return answer;
}

static int rpl_execute(rpl *r, const char *exe) {
  char *streams = rpl_path(r, "streams.txt"), *result = rpl_path(r, "result.txt");
  char *log = rpl_path(r, "run.log");
  int answer = 2;
  if (rpl_write_streams(r, streams)) {
    setenv("CBOUNDS_REPLAY_STREAMS", streams, 1);
    setenv("CBOUNDS_REPLAY_RESULT", result, 1);
    setenv("ASAN_SYMBOLIZER_PATH", CBOUNDS_SYMBOLIZER, 1);
    double seconds = r->options->timeout > 0 ? r->options->timeout : RPL_DEFAULT_SECONDS;
    ntv_program program = eng_native_program(r->options);
    int status = ntv_run(&program, exe, log, seconds);
    if (status != -1) {
      char *outcome = cb_read_text(result), *trace = cb_read_text(log);
      /* Frames AddressSanitizer could not symbolize get their lines from us. */
      char *lines = trace ? rps_symbolize(trace, r->dir, CBOUNDS_SYMBOLIZER) : NULL;
      if (lines) {
        char *both = cb_format("%s\n%s", trace, lines);
        free(trace);
        free(lines);
        trace = both;
      }
      answer = rpl_judge(r, outcome, trace ? trace : "", status);
      if (getenv("CBOUNDS_REPLAY_VERBOSE") && trace)
        fputs(trace, stderr);
      free(outcome);
      free(trace);
    }
  }
  free(streams);
  free(result);
  free(log);
  return answer;
}

static int rpl_native(LLVMModuleRef module, void *data) {
  rpl *r = data;
  char *exe = rpl_path(r, "program");
  ntv_program program = eng_native_program(r->options);
  int answer = ntv_build(&program, module, r->dir, false, exe) ? rpl_execute(r, exe) : 2;
  free(exe);
  return answer;
}

/* The files a replay leaves in its temporary directory. */
static const char *const rpl_files[] = {NTV_FILES, "streams.txt", "result.txt", "run.log",
                                        RPS_OUTPUT_FILE};
#define RPL_NUM_FILES (sizeof rpl_files / sizeof *rpl_files)

/* Removes the temporary directory (its files have fixed names). */
static void rpl_cleanup(rpl *r) {
  ntv_remove_dir(r->dir, rpl_files, RPL_NUM_FILES, "replay");
  grd_set_tempdir(NULL, NULL, 0);
}

static const char *rpl_base(const char *path) {
  const char *slash = strrchr(path, '/');
  return slash ? slash + 1 : path;
}

/* The files given should be those the replay file was written for (by name: they may
   have moved), in the same order. */
static void rpl_compare_inputs(const rf_file *f, const opt_options *o) {
  size_t recorded = f->num_inputs ? f->num_inputs : 1;
  size_t given = o->num_files ? o->num_files : 1;
  for (size_t i = 0; i < recorded && i < given; i++) {
    const char *a = f->num_inputs ? f->inputs[i] : f->input;
    const char *b = o->num_files ? o->files[i] : o->file;
    if (strcmp(rpl_base(a), rpl_base(b)))
      msg_warning("the replay file was written for %s, not %s", a, b);
  }
  if (recorded != given)
    msg_warning("the replay file was written for %zu input file%s, not %zu", recorded,
                recorded == 1 ? "" : "s", given);
}

int rpl_run(const opt_options *command_line) {
  opt_options options = *command_line;
  options.cc_args = NULL;
  options.num_cc_args = 0;
  rpl r = {.options = &options};
  if (!rf_read(command_line->replay, &r.file, &options)) {
    rf_release(&r.file);
    free(options.cc_args);
    return 2;
  }
  rpl_compare_inputs(&r.file, &options);
  const char *tmp = getenv("TMPDIR");
  r.dir = cb_format("%s/cbounds-replay-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  int answer = 2;
  if (!mkdtemp(r.dir)) {
    msg_error("cannot create a temporary directory: %s", strerror(errno));
  } else {
    grd_set_tempdir(r.dir, rpl_files, RPL_NUM_FILES);
    answer = eng_sequential(&options, rpl_native, &r);
    rpl_cleanup(&r);
  }
  fflush(stdout);
  free(r.dir);
  rf_release(&r.file);
  free(options.cc_args);
  return answer;
}
