/* options.c: parsing of the command line into an opt_options. */
#include "driver/options.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <llvm/Config/llvm-config.h>

#include "base/alloc.h"
#include "driver/msg.h"
#include "encoder/check.h"
#include "passes/seq.h"
#include "passes/seq_annotations.h"

#ifndef CBOUNDS_VERSION
#define CBOUNDS_VERSION "0.1.0"
#endif
#ifndef CBOUNDS_LLVM_VERSION
#define CBOUNDS_LLVM_VERSION LLVM_VERSION_STRING
#endif

/* Larger bounds make no sense and keep the encoder's arithmetic far from overflow. */
#define OPT_MAX_BOUND 1000000u
/* About 30 years: keeps every timer computation in range. */
#define OPT_MAX_TIMEOUT 1e9

/* How one option of the command line matched. */
typedef enum opt_match {
  OPT_NO_MATCH,
  OPT_MATCHED,
  OPT_MISSING_VALUE,
} opt_match;

void opt_print_help(FILE *out) {
  fputs(
      "usage: cbounds FILE [options]\n"
      "\n"
      "Checks a multithreaded C program for reachable errors (failed assertions,\n"
      "reach_error() calls, division by zero) within bounds. FILE is C source (.c),\n"
      "preprocessed C (.i), LLVM bitcode (.bc) or LLVM assembly (.ll).\n"
      "\n"
      "options:\n"
      "  -K N                       exactly N context rounds per thread\n"
      "  --max-rounds N             iterative context bounding (the default, N = 4): k = 1,\n"
      "                             then k = N alone; after a bug there k = 2..N in turn;\n"
      "                             a bug is reported with the smallest k that shows it\n"
      "  --preemptions P            at most P preempting context switches in an execution\n"
      "                             (switches at blocking operations and thread ends are free)\n"
      "  --fewest-preemptions       UNSAFE: show a trace with the fewest preemptions within\n"
      "                             its rounds (more solver calls)\n"
      "  --race                     look for data races instead of failures: two accesses of\n"
      "                             different threads to the same bytes, one a write, not\n"
      "                             both atomic, with nothing between to order them\n"
      "  --all                      with --race: every racy location, each with the\n"
      "                             smallest k that shows it (one solver, asked again\n"
      "                             with each location found excluded)\n"
      "  --lock-annotations FILE    custom lock functions: lines `FUNCTION acquires|releases|\n"
      "                             resets|restores [LOCK]`, LOCK argN, &global or a name\n"
      "                             (docs/races.md)\n"
      "  --lockset-only             with --race: only the lockset pre-pass: print the pairs\n"
      "                             of accesses that may race (warnings, may be false\n"
      "                             alarms); SAFE when there is none, else UNKNOWN\n"
      "  --no-lockset               with --race: check every shared access, not only the\n"
      "                             lockset pre-pass's candidates (to compare)\n"
      "  --property unreach-call    SV-COMP's property (or a path to unreach-call.prp): only\n"
      "                             a call of reach_error is an error; any other failure\n"
      "                             ends its execution (UNKNOWN if reachable)\n"
      "  --property no-data-race    SV-COMP's property (or no-data-race.prp): --race\n"
      "  --threads N                at most N threads, main included (default 8, at most 64);\n"
      "                             a program that can create more is UNKNOWN\n"
      "  --quantum Q                at most Q visible operations per context (a bound on\n"
      "                             the schedules, finds bugs that need many rounds sooner;\n"
      "                             a thread then runs at most K*Q of them)\n"
      "  --switch-points=all        a context switch may come before every memory access\n"
      "                             (default: only before accesses to shared memory that\n"
      "                             another thread may touch meanwhile without a common lock)\n"
      "  --no-freeze                rounds >= 2 guess even what main stored before its first\n"
      "                             thread and nobody writes later (to compare)\n"
      "  --unwind N                 unwind loops and recursion up to N times (default 10)\n"
      "  --no-loop-probes           unwind every loop back edge, even one that the solver\n"
      "                             shows no execution can take (to compare)\n"
      "  --no-unwinding-assertions  a loop cut at the unwind bound is not an obstacle to SAFE\n"
      "  --unroll-forced            an iteration that no path can leave (no path left the\n"
      "                             loop in the iteration before: a constant trip count)\n"
      "                             does not count against --unwind (1000 in a row at most)\n"
      "  --32, --64                 compile C for ILP32 (i386) or LP64 (x86_64, default)\n"
      "  --timeout S                give up after S seconds (fractions allowed)\n"
      "  --memory-limit M           a check that holds more than M MiB gives up (UNKNOWN:\n"
      "                             out of memory; --deepen keeps the answer standing);\n"
      "                             default: 2/3 of the address-space limit (ulimit -v)\n"
      "                             or 3/4 of the physical memory, whichever is less\n"
      "  --deepen                   with --timeout: the schedule search (--search), then\n"
      "                             while time remains, check again with larger\n"
      "                             bounds (after SAFE twice K up to 8, then K + 4; after\n"
      "                             UNKNOWN at the unwind bound --unroll-forced, then twice\n"
      "                             --unwind; twice --threads after UNKNOWN at that bound;\n"
      "                             after either, k = 1 alone, then k = 2 on, unless -K);\n"
      "                             the answer with the largest bounds is reported;\n"
      "                             if k = 1 hits a bound, Kmax looks only for a bug,\n"
      "                             in half the time left, before the larger bounds;\n"
      "                             if k = 1 is SAFE, Kmax gets 2/3 of the time left,\n"
      "                             and k = 2 alone the rest if Kmax does not finish\n"
      "  --search S                 when the check finds no error (iterating k: once k = 1\n"
      "                             shows none), run the program natively for S seconds\n"
      "                             under random schedules and inputs (docs/search.md); a\n"
      "                             run that reaches an error is checked again with its\n"
      "                             schedule and K as it needed (UNSAFE only if confirmed);\n"
      "                             --deepen does this for 5 s (or a tenth of --timeout)\n"
      "  --no-search                not even with --deepen\n"
      "  --no-static-proof          skip the static range analysis that comes first and\n"
      "                             answers SAFE for any bounds when it proves that no\n"
      "                             error is reachable (docs/static-proof.md)\n"
      "  --stats                    print statistics after the verdict\n"
      "  --json FILE                also write the report as JSON to FILE\n"
      "  --witness FILE             UNSAFE: also write an SV-COMP violation witness (YAML,\n"
      "                             format 2.0; 2.2 with thread_id for threads) to FILE\n"
      "  --trace=full               UNSAFE: show every assignment of every thread (the\n"
      "                             default, --trace=compact, shows local variables only of\n"
      "                             the failing thread)\n"
      "  --verbosity N              standard error: 0 errors only, 1 warnings too (default),\n"
      "                             2 progress as well (phases, symbolic execution, solver)\n"
      "  --quiet, -q                --verbosity 0\n"
      "  --save-replay FILE         UNSAFE: write the choices of the trace (inputs, context\n"
      "                             switches) to FILE, for --replay\n"
      "  --replay FILE              compile FILE's program natively and run it on the choices\n"
      "                             saved in the replay file (its options come from there):\n"
      "                             exit status 10 if the error is reached, 0 if not\n"
      "  -DNAME[=VALUE], -D NAME    define a macro when compiling C\n"
      "  -IDIR, -I DIR              add an include directory when compiling C\n"
      "  -include FILE              include FILE first when compiling C\n"
      "  --help                     print this help and exit\n"
      "  --version                  print the version and exit\n"
      "\n"
      "exit status: 0 SAFE, 10 UNSAFE, 20 UNKNOWN, 2 usage or input error\n",
      out);
}

void opt_print_version(FILE *out) {
  fprintf(out, "cbounds %s (LLVM %s)\n", CBOUNDS_VERSION, CBOUNDS_LLVM_VERSION);
}

static void opt_defaults(opt_options *o) {
  memset(o, 0, sizeof *o);
  o->rounds = OPT_DEFAULT_MAX_ROUNDS;
  o->iterate_rounds = true;
  o->preemptions = ENC_NO_BOUND;
  o->threads = 8;
  o->unwind = 10;
  o->unwinding_assertions = true;
  o->verbosity = 1;
}

void opt_release(opt_options *o) {
  free(o->cc_args);
  o->cc_args = NULL;
  o->num_cc_args = 0;
}

static void opt_push_cc_arg(opt_options *o, const char *arg) {
  o->cc_args = cb_realloc(o->cc_args, (o->num_cc_args + 1) * sizeof *o->cc_args);
  o->cc_args[o->num_cc_args++] = arg;
}

/*
 * Matches argv[*i] against the option `name` that takes a value, given as
 * `name VALUE`, as `name=VALUE` (long options) or as `nameVALUE` (short options
 * -K, -D, -I). On a match, *value is set and *i moved past the value.
 */
static opt_match opt_value(int argc, char **argv, int *i, const char *name,
                           const char **value) {
  const char *arg = argv[*i];
  size_t length = strlen(name);
  if (strncmp(arg, name, length))
    return OPT_NO_MATCH;
  if (!arg[length]) {
    if (*i + 1 >= argc)
      return OPT_MISSING_VALUE;
    *value = argv[++*i];
    return OPT_MATCHED;
  }
  bool is_long = name[1] == '-';
  if (is_long && arg[length] == '=') {
    *value = arg + length + 1;
    return OPT_MATCHED;
  }
  if (!is_long && length == 2) {
    *value = arg + length;
    return OPT_MATCHED;
  }
  return OPT_NO_MATCH;
}

/* A decimal integer in [min, OPT_MAX_BOUND], digits only. */
static bool opt_bound(const char *name, const char *text, unsigned min, unsigned *out) {
  unsigned long value = 0;
  bool ok = *text != '\0';
  for (const char *p = text; ok && *p; p++) {
    ok = *p >= '0' && *p <= '9';
    value = value * 10 + (unsigned long)(*p - '0');
    ok = ok && value <= OPT_MAX_BOUND;
  }
  if (!ok || value < min) {
    msg_usage_error("invalid value '%s' for %s: expected an integer from %u to %u", text,
                    name, min, OPT_MAX_BOUND);
    return false;
  }
  *out = (unsigned)value;
  return true;
}

/* A positive decimal number of seconds such as 5, 0.5 or 1.5e2. */
static bool opt_seconds(const char *name, const char *text, double *out) {
  char *end = NULL;
  bool ok = (*text >= '0' && *text <= '9') || *text == '.';
  errno = 0;
  double value = ok ? strtod(text, &end) : 0;
  ok = ok && end && !*end && errno == 0 && isfinite(value) && value > 0 &&
       value <= OPT_MAX_TIMEOUT;
  if (!ok) {
    msg_usage_error("invalid value '%s' for %s: expected a positive number of seconds",
                    text, name);
    return false;
  }
  *out = value;
  return true;
}

/* Options without a value. Returns false when arg is none of them. */
static bool opt_flag(opt_options *o, const char *arg, opt_action *action) {
  *action = OPT_RUN;
  if (!strcmp(arg, "--help"))
    *action = OPT_HELP;
  else if (!strcmp(arg, "--version"))
    *action = OPT_VERSION;
  else if (!strcmp(arg, "--no-unwinding-assertions"))
    o->unwinding_assertions = false;
  else if (!strcmp(arg, "--unroll-forced"))
    o->unroll_forced = true;
  else if (!strcmp(arg, "--32"))
    o->ilp32 = true;
  else if (!strcmp(arg, "--64"))
    o->ilp32 = false;
  else if (!strcmp(arg, "--stats"))
    o->stats = true;
  else if (!strcmp(arg, "--race"))
    o->race = true;
  else if (!strcmp(arg, "--deepen"))
    o->deepen = true;
  else if (!strcmp(arg, "--no-search"))
    o->no_search = true;
  else if (!strcmp(arg, "--no-static-proof"))
    o->no_static_proof = true;
  else if (!strcmp(arg, "--all"))
    o->all_races = true;
  else if (!strcmp(arg, "--no-lockset"))
    o->no_lockset = true;
  else if (!strcmp(arg, "--lockset-only"))
    o->lockset_only = true;
  else if (!strcmp(arg, "--fewest-preemptions"))
    o->fewest_preemptions = true;
  else if (!strcmp(arg, "--no-freeze"))
    o->no_freeze = true;
  else if (!strcmp(arg, "--no-loop-probes"))
    o->no_loop_probes = true;
  else if (!strcmp(arg, "--switch-points=all"))
    o->all_switch_points = true;
  else if (!strcmp(arg, "--switch-points=shared"))
    o->all_switch_points = false;
  else if (!strcmp(arg, "--quiet") || !strcmp(arg, "-q"))
    o->verbosity = 0;
  else
    return false;
  return true;
}

/* --property unreach-call or no-data-race, or the name of SV-COMP's property file. */
static bool opt_property(opt_options *o, const char *value) {
  const char *slash = strrchr(value, '/');
  const char *base = slash ? slash + 1 : value;
  if (!strcmp(base, "unreach-call") || !strcmp(base, "unreach-call.prp"))
    o->reach_error_only = true;
  else if (!strcmp(base, "no-data-race") || !strcmp(base, "no-data-race.prp"))
    o->race = true;
  else {
    msg_usage_error("--property: '%s' is not supported (supported: unreach-call, no-data-race)",
                    value);
    return false;
  }
  return true;
}

/* -K N (exactly N rounds) or --max-rounds N (k = 1..N in turn). */
static bool opt_rounds(opt_options *o, const char *name, const char *value) {
  if (o->rounds_option && strcmp(o->rounds_option, name)) {
    msg_usage_error("%s and %s exclude each other", o->rounds_option, name);
    return false;
  }
  o->rounds_option = name;
  o->iterate_rounds = !strcmp(name, "--max-rounds");
  if (!opt_bound(name, value, 1, &o->rounds))
    return false;
  if (o->rounds > SEQ_MAX_ROUNDS) {
    msg_usage_error("%s: at most %d rounds", name, SEQ_MAX_ROUNDS);
    return false;
  }
  return true;
}

/* Applies the option `name` with its value; false (error printed) if the value is bad. */
/* --lock-annotations FILE: read here already, so that a wrong file is a usage error. */
static bool opt_lock_annotations(opt_options *o, const char *path) {
  seq_annotations annotations;
  char *error = NULL;
  if (!seq_annotations_load(path, &annotations, &error)) {
    msg_usage_error("--lock-annotations: %s", error);
    free(error);
    return false;
  }
  seq_annotations_free(&annotations);
  o->lock_annotations = path;
  return true;
}

static bool opt_apply(opt_options *o, const char *name, const char *value) {
  if (!strcmp(name, "-K") || !strcmp(name, "--max-rounds"))
    return opt_rounds(o, name, value);
  if (!strcmp(name, "--preemptions"))
    return opt_bound(name, value, 0, &o->preemptions);
  if (!strcmp(name, "--property"))
    return opt_property(o, value);
  if (!strcmp(name, "--unwind"))
    return opt_bound(name, value, 1, &o->unwind);
  if (!strcmp(name, "--threads")) {
    if (!opt_bound(name, value, 1, &o->threads))
      return false;
    if (o->threads > SEQ_MAX_THREADS) {
      msg_usage_error("--threads: at most %d", SEQ_MAX_THREADS);
      return false;
    }
    return true;
  }
  if (!strcmp(name, "--quantum"))
    return opt_bound(name, value, 1, &o->quantum);
  if (!strcmp(name, "--timeout"))
    return opt_seconds(name, value, &o->timeout);
  if (!strcmp(name, "--memory-limit"))
    return opt_bound(name, value, 1, &o->memory_limit);
  if (!strcmp(name, "--search"))
    return opt_seconds(name, value, &o->search);
  if (!strcmp(name, "--lock-annotations"))
    return opt_lock_annotations(o, value);
  if (!strcmp(name, "--trace")) {
    if (strcmp(value, "full") && strcmp(value, "compact")) {
      msg_usage_error("invalid value '%s' for --trace: expected full or compact", value);
      return false;
    }
    o->full_trace = !strcmp(value, "full");
    return true;
  }
  if (!strcmp(name, "--verbosity")) {
    if (!opt_bound(name, value, 0, &o->verbosity))
      return false;
    if (o->verbosity > 2) {
      msg_usage_error("invalid value '%s' for --verbosity: expected 0, 1 or 2", value);
      return false;
    }
    return true;
  }
  if (!strcmp(name, "--json") || !strcmp(name, "--save-replay") || !strcmp(name, "--replay")) {
    if (!*value) {
      msg_usage_error("%s needs a file name", name);
      return false;
    }
    if (!strcmp(name, "--json"))
      o->json = value;
    else if (!strcmp(name, "--save-replay"))
      o->save_replay = value;
    else
      o->replay = value;
    return true;
  }
  if (!strcmp(name, "--witness")) {
    if (!*value) {
      msg_usage_error("--witness needs a file name");
      return false;
    }
    o->witness = value;
    return true;
  }
  if (!*value) {
    msg_usage_error("%s needs a value", name);
    return false;
  }
  opt_push_cc_arg(o, name);
  opt_push_cc_arg(o, value);
  return true;
}

/* The options that take a value. -include precedes -I only for readability. */
static const char *const opt_valued[] = {
    "-K", "--max-rounds", "--preemptions", "--property", "--threads", "--quantum", "--unwind", "--timeout", "--memory-limit", "--search", "--json",
    "--witness", "--lock-annotations", "--trace", "--verbosity", "--save-replay", "--replay", "-D",
    "-include", "-I",
};

/* One option starting at argv[*i]; moves *i past its value. */
static opt_action opt_one(opt_options *o, int argc, char **argv, int *i) {
  opt_action action;
  const char *arg = argv[*i];
  if (!o->check_option && strncmp(arg, "--replay", 8) && strncmp(arg, "--timeout", 9))
    o->check_option = arg; /* --replay takes the others from its file */
  if (opt_flag(o, argv[*i], &action))
    return action;
  size_t count = sizeof opt_valued / sizeof *opt_valued;
  for (size_t k = 0; k < count; k++) {
    const char *value = NULL;
    opt_match match = opt_value(argc, argv, i, opt_valued[k], &value);
    if (match == OPT_MISSING_VALUE) {
      msg_usage_error("option '%s' needs a value", opt_valued[k]);
      return OPT_FAIL;
    }
    if (match == OPT_MATCHED)
      return opt_apply(o, opt_valued[k], value) ? OPT_RUN : OPT_FAIL;
  }
  msg_usage_error("unknown option '%s'", argv[*i]);
  return OPT_FAIL;
}

/* The kind of input from the file name's extension. */
static bool opt_input_kind(const char *file, opt_input *input) {
  const char *slash = strrchr(file, '/');
  const char *dot = strrchr(slash ? slash + 1 : file, '.');
  if (dot && !strcmp(dot, ".c"))
    *input = OPT_INPUT_C;
  else if (dot && !strcmp(dot, ".i"))
    *input = OPT_INPUT_PREPROCESSED;
  else if (dot && !strcmp(dot, ".bc"))
    *input = OPT_INPUT_BITCODE;
  else if (dot && !strcmp(dot, ".ll"))
    *input = OPT_INPUT_IR;
  else
    return false;
  return true;
}

/* The input file is named, of a known kind, and a readable regular file. */
static bool opt_check_file(opt_options *o) {
  if (!o->file) {
    msg_usage_error("no input file");
    return false;
  }
  if (!opt_input_kind(o->file, &o->input)) {
    msg_usage_error("%s: unknown kind of file (expected .c, .i, .bc or .ll)", o->file);
    return false;
  }
  struct stat st;
  if (stat(o->file, &st)) {
    msg_error("cannot open %s: %s", o->file, strerror(errno));
    return false;
  }
  if (!S_ISREG(st.st_mode)) {
    msg_error("cannot open %s: not a regular file", o->file);
    return false;
  }
  FILE *f = fopen(o->file, "rb");
  if (!f) {
    msg_error("cannot open %s: %s", o->file, strerror(errno));
    return false;
  }
  fclose(f);
  return true;
}

static bool opt_set_file(opt_options *o, const char *file) {
  if (o->file) {
    msg_usage_error("more than one input file: '%s' and '%s'", o->file, file);
    return false;
  }
  o->file = file;
  return true;
}

opt_action opt_parse(int argc, char **argv, opt_options *o) {
  opt_defaults(o);
  for (int i = 1; i < argc; i++) {
    const char *arg = argv[i];
    opt_action action = OPT_RUN;
    if (arg[0] == '-' && arg[1])
      action = opt_one(o, argc, argv, &i);
    else if (!opt_set_file(o, arg))
      action = OPT_FAIL;
    if (action != OPT_RUN)
      return action;
  }
  if (o->deepen && o->timeout <= 0) {
    msg_usage_error("--deepen needs --timeout");
    return OPT_FAIL;
  }
  if (o->all_races && !o->race) {
    msg_usage_error("--all needs --race");
    return OPT_FAIL;
  }
  if ((o->no_lockset || o->lockset_only) && !o->race) {
    msg_usage_error("%s needs --race", o->no_lockset ? "--no-lockset" : "--lockset-only");
    return OPT_FAIL;
  }
  if (o->replay && o->check_option) {
    msg_usage_error("--replay takes the options from the replay file: '%s' is not allowed with it",
                    o->check_option);
    return OPT_FAIL;
  }
  if (o->search > 0 && (o->race || o->no_search)) {
    msg_usage_error("--search does not go with %s", o->race ? "--race" : "--no-search");
    return OPT_FAIL;
  }
  if (o->race && o->reach_error_only) {
    msg_usage_error("one property at a time: unreach-call or no-data-race (--race)");
    return OPT_FAIL;
  }
  if (!opt_check_file(o))
    return OPT_FAIL;
  /* A witness names lines of the C program it was found in, and hashes that file. */
  if (o->witness && o->input != OPT_INPUT_C && o->input != OPT_INPUT_PREPROCESSED) {
    msg_usage_error("--witness needs a C program (.c or .i), not %s", o->file);
    return OPT_FAIL;
  }
  return OPT_RUN;
}
