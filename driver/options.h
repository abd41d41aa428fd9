/*
 * options.h: the command line of cbounds, defined in one table.
 *
 *   cbounds FILE [options]     options may come before or after FILE; a later option
 *                              overrides an earlier one
 *
 * OPT_TABLE below is the only place an option is defined: its field in opt_options, its
 * spellings, its argument, its default and range, its heading in --help, the stage that
 * reads it, whether the replay file records it, and its help text. The parser, the
 * defaults, the range checks, --help and the replay file's options (replay_file.c) are
 * generated from it; lit-tests/driver/options-documented.test checks that every
 * spelling is in --help and in the README.
 *
 * Ownership: opt_parse() borrows the strings of argv (they live as long as main()),
 * and allocates the arrays of compiler arguments and of input files (and the names of
 * the files a compilation database gives); opt_release() frees them.
 * Errors: opt_parse() prints one line `cbounds: error: ...` on standard error and
 * returns OPT_FAIL (the caller exits with status 2).
 */
#ifndef CB_DRIVER_OPTIONS_H
#define CB_DRIVER_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "passes/seq_params.h"

/* The default time budget of the default strategy (--timeout), in seconds. */
#define OPT_DEFAULT_BUDGET 60.0
/* Larger bounds make no sense and keep the encoder's arithmetic far from overflow. */
#define OPT_MAX_BOUND 1000000u
/* About 30 years: keeps every timer computation in range. */
#define OPT_MAX_SECONDS 1e9
/* --preemptions when not given: no bound (the encoder's ENC_NO_BOUND). */
#define OPT_NO_BOUND 0xffffffffu

/* --property: which errors count. */
typedef enum opt_property {
  OPT_PROPERTY_ALL,          /* every error cbounds detects (the default) */
  OPT_PROPERTY_UNREACH_CALL, /* SV-COMP's unreach-call: only a call of reach_error */
  OPT_PROPERTY_NO_DATA_RACE, /* SV-COMP's no-data-race: only a data race (--race) */
  OPT_PROPERTY_VALID_MEMSAFETY,  /* SV-COMP's valid-memsafety: valid-deref, valid-free,
                                    valid-memtrack (docs/memory.md) */
  OPT_PROPERTY_VALID_MEMCLEANUP, /* SV-COMP's valid-memcleanup: all memory freed at exit */
  OPT_PROPERTY_NO_OVERFLOW,      /* SV-COMP's no-overflow: no signed integer overflow */
  OPT_PROPERTY_NO_DEADLOCK,  /* only a deadlock (docs/deadlocks.md) */
} opt_property;

/* Headings of --help, in the order printed. */
typedef enum opt_group {
  OPT_GROUP_PROPERTY, /* what to look for */
  OPT_GROUP_BOUNDS,   /* the bounds of a check */
  OPT_GROUP_STRATEGY, /* what runs, and for how long */
  OPT_GROUP_INPUT,    /* how C is compiled */
  OPT_GROUP_OUTPUT,   /* what is printed and written */
  OPT_GROUP_COMPARE,  /* only to compare configurations: same answers, other costs */
  OPT_GROUP_INFO,     /* --help, --version */
  OPT_GROUPS
} opt_group;

/* The stage that reads an option (documentation, and which options a replay file must
   keep to rebuild the same sequential program). */
typedef enum opt_stage {
  OPT_STAGE_FRONT_END, /* clang, the runtime models */
  OPT_STAGE_SEQ,       /* the sequentialization (libseq) */
  OPT_STAGE_ENCODER,   /* symbolic execution and the solver */
  OPT_STAGE_STRATEGY,  /* which checks run with which bounds */
  OPT_STAGE_REPORT,    /* output */
} opt_stage;

/* How an option's argument is read. */
typedef enum opt_kind {
  OPT_FLAG,    /* no argument: sets the field to the entry's `most` */
  OPT_UINT,    /* an integer from `least` to `most` */
  OPT_SECONDS, /* a positive number of seconds, at most OPT_MAX_SECONDS */
  OPT_FILE,    /* a file name (not empty) */
  OPT_CHOICE,  /* one of the two `|`-separated words of `arg`: the field is a bool, true
                  for the second word */
  OPT_CUSTOM,  /* read by a function of options.c named after the field */
  OPT_CC,      /* passed to clang, in order with the others of its kind */
  OPT_CC_JOINED, /* passed to clang likewise, as one argument: the spelling with its value
                    attached (-Wall, -Wno-error=return-type) */
} opt_kind;

/*
 * X(field, type, kind, spelling, arg, default, least, most, group, stage, replay, help)
 *   field, type: the member of opt_options (one member per X entry)
 *   spelling: the option as typed; arg: its argument's name in --help (NULL: none)
 *   replay: recorded in the replay file (they shape the sequential program)
 *   help: --help's text, lines separated by \n
 * ALIAS(spelling, field, value, group, help): another option that sets field to value.
 */
#define OPT_TABLE(X, ALIAS)                                                                \
  X(property, opt_property, OPT_CUSTOM, "--property", "P", OPT_PROPERTY_ALL, 0, 0,         \
    OPT_GROUP_PROPERTY, OPT_STAGE_SEQ, true,                                               \
    "unreach-call: only a call of reach_error is an error (SV-COMP; a path to\n"           \
    "unreach-call.prp works too); any other failure ends its execution\n"                  \
    "(UNKNOWN if reachable); no-data-race: --race; no-deadlock: only deadlocks\n"          \
    "(the default, all errors, includes them); valid-memsafety: invalid\n"                 \
    "dereferences and frees, and leaks of unreachable memory; valid-memcleanup:\n"         \
    "memory not freed at exit; no-overflow: signed integer overflow")                       \
  ALIAS("--race", property, OPT_PROPERTY_NO_DATA_RACE, OPT_GROUP_PROPERTY,                 \
        "look for data races instead of failures: two accesses of different\n"             \
        "threads to the same bytes, one a write, not both atomic, with nothing\n"          \
        "between to order them")                                                           \
  X(all_races, bool, OPT_FLAG, "--all", NULL, false, 0, true, OPT_GROUP_PROPERTY,          \
    OPT_STAGE_ENCODER, false,                                                              \
    "with --race: every racy location, each with the smallest k that shows it")            \
  X(lock_annotations, const char *, OPT_CUSTOM, "--lock-annotations", "FILE", NULL, 0, 0,  \
    OPT_GROUP_PROPERTY, OPT_STAGE_SEQ, true,                                               \
    "custom lock functions: lines `FUNCTION acquires|releases|resets|restores\n"           \
    "[LOCK]` (docs/races.md)")                                                             \
  X(lockset_only, bool, OPT_FLAG, "--lockset-only", NULL, false, 0, true,                  \
    OPT_GROUP_PROPERTY, OPT_STAGE_STRATEGY, false,                                         \
    "with --race: only the lockset pre-pass: the pairs of accesses that may\n"             \
    "race (warnings); SAFE when there is none, else UNKNOWN")                              \
  X(lockorder_only, bool, OPT_FLAG, "--lockorder-only", NULL, false, 0, true,              \
    OPT_GROUP_PROPERTY, OPT_STAGE_STRATEGY, false,                                         \
    "only the lock-order pass: its lock-order cycles (warnings, both sites of\n"           \
    "each edge); SAFE for any bounds when nothing can deadlock, else UNKNOWN\n"            \
    "(needs a property that counts deadlocks: no-deadlock or the default)")                \
  X(rounds_exact, unsigned, OPT_UINT, "-K", "N", 0, 1, SEQ_MAX_ROUNDS, OPT_GROUP_BOUNDS,   \
    OPT_STAGE_SEQ, false,                                                                  \
    "exactly N context rounds per thread, round-robin (pins K: no iteration,\n"            \
    "no deepening of K)")                                                                  \
  X(max_rounds, unsigned, OPT_UINT, "--max-rounds", "N", SEQ_DEFAULT_ROUNDS, 1,            \
    SEQ_MAX_ROUNDS, OPT_GROUP_BOUNDS, OPT_STAGE_STRATEGY, false,                           \
    "iterative context bounding up to k = N (default 4): the smallest k that\n"            \
    "shows a bug is reported")                                                             \
  X(unwind, unsigned, OPT_UINT, "--unwind", "N", 10, 1, OPT_MAX_BOUND, OPT_GROUP_BOUNDS,   \
    OPT_STAGE_ENCODER, true,                                                               \
    "unwind loops and recursion up to N times (default 10; given, it is not\n"             \
    "deepened)")                                                                           \
  X(threads, unsigned, OPT_UINT, "--threads", "N", SEQ_DEFAULT_THREADS, 1,                 \
    SEQ_MAX_THREADS, OPT_GROUP_BOUNDS, OPT_STAGE_SEQ, true,                                \
    "at most N threads, main included (default 8, at most 64); a program that\n"          \
    "can create more is UNKNOWN (given, it is not deepened)")                              \
  X(object_bytes, unsigned, OPT_UINT, "--object-bytes", "N", 1024, 8, 1048576,           \
    OPT_GROUP_BOUNDS, OPT_STAGE_ENCODER, true,                                             \
    "an object whose size is not a constant (malloc(n), a variable-length\n"              \
    "array): its first N bytes are represented (default 1024); an access past\n"          \
    "them within its size is UNKNOWN naming this bound")                                  \
  X(preemptions, unsigned, OPT_UINT, "--preemptions", "P", OPT_NO_BOUND, 0, OPT_MAX_BOUND, \
    OPT_GROUP_BOUNDS, OPT_STAGE_ENCODER, false,                                            \
    "at most P preempting context switches in an execution (switches at\n"                 \
    "blocking operations and thread ends are free)")                                       \
  X(quantum, unsigned, OPT_UINT, "--quantum", "Q", 0, 1, SEQ_MAX_QUANTUM,                  \
    OPT_GROUP_BOUNDS, OPT_STAGE_SEQ, true,                                                 \
    "at most Q visible operations per context (fewer schedules: bugs that\n"              \
    "need many rounds come sooner; SAFE then speaks only of those)")                       \
  X(unwinding_assertions, bool, OPT_FLAG, "--no-unwinding-assertions", NULL, true, 0,      \
    false, OPT_GROUP_BOUNDS, OPT_STAGE_ENCODER, false,                                     \
    "a loop cut at the unwind bound does not prevent SAFE (a warning says so)")            \
  X(unroll_forced, bool, OPT_FLAG, "--unroll-forced", NULL, false, 0, true,                \
    OPT_GROUP_BOUNDS, OPT_STAGE_ENCODER, false,                                            \
    "an iteration that no path can leave (a constant trip count) does not\n"               \
    "count against --unwind (1000 in a row at most)")                                      \
  X(timeout, double, OPT_SECONDS, "--timeout", "S", 0, 0, 0, OPT_GROUP_STRATEGY,           \
    OPT_STAGE_STRATEGY, false,                                                             \
    "the time budget: UNKNOWN (or the answer with the largest bounds reached)\n"           \
    "after S seconds (default 60; none with --no-deepen)")                                 \
  X(memory_limit, unsigned, OPT_UINT, "--memory-limit", "M", 0, 1, OPT_MAX_BOUND,          \
    OPT_GROUP_STRATEGY, OPT_STAGE_ENCODER, false,                                          \
    "a check that holds more than M MiB stops (UNKNOWN: out of memory; the\n"             \
    "answer standing stays); default: 2/3 of ulimit -v or 3/4 of the\n"                    \
    "physical memory, whichever is less")                                                  \
  X(deepen, bool, OPT_FLAG, "--no-deepen", NULL, true, 0, false, OPT_GROUP_STRATEGY,       \
    OPT_STAGE_STRATEGY, false,                                                             \
    "one bounded check at the given bounds (after the static proof;\n"                     \
    "iterative K), no schedule search and no larger bounds; no time budget\n"              \
    "unless --timeout")                                                                    \
  ALIAS("--deepen", deepen, true, OPT_GROUP_STRATEGY,                                      \
        "the default strategy (docs/strategy.md): static proof, iterative K, the\n"        \
        "native schedule search, then larger bounds while the budget lasts; the\n"         \
        "answer with the largest bounds reached is reported")                              \
  X(search, double, OPT_SECONDS, "--search", "S", 0, 0, 0, OPT_GROUP_STRATEGY,             \
    OPT_STAGE_STRATEGY, false,                                                             \
    "run the native schedule search for S seconds when a check finds no error\n"          \
    "(default: 5, or a tenth of the budget; docs/search.md); a find is\n"                  \
    "UNSAFE only once a check with its schedule confirms it")                              \
  X(no_search, bool, OPT_FLAG, "--no-search", NULL, false, 0, true, OPT_GROUP_STRATEGY,    \
    OPT_STAGE_STRATEGY, false, "no native schedule search")                                \
  X(fewest_preemptions, bool, OPT_FLAG, "--fewest-preemptions", NULL, false, 0, true,      \
    OPT_GROUP_STRATEGY, OPT_STAGE_ENCODER, false,                                          \
    "UNSAFE: look for a trace with the fewest preemptions within its rounds")              \
  X(ilp32, bool, OPT_FLAG, "--32", NULL, false, 0, true, OPT_GROUP_INPUT,                  \
    OPT_STAGE_FRONT_END, true, "compile C for ILP32 (i386); SV-COMP tasks are ILP32")      \
  ALIAS("--64", ilp32, false, OPT_GROUP_INPUT, "compile C for LP64 (x86_64, the default)")  \
  X(cc_define, bool, OPT_CC, "-D", "NAME[=VALUE]", false, 0, 0, OPT_GROUP_INPUT,           \
    OPT_STAGE_FRONT_END, true, "define a macro when compiling C")                          \
  X(cc_include_dir, bool, OPT_CC, "-I", "DIR", false, 0, 0, OPT_GROUP_INPUT,               \
    OPT_STAGE_FRONT_END, true, "add an include directory when compiling C")                \
  X(cc_include, bool, OPT_CC, "-include", "FILE", false, 0, 0, OPT_GROUP_INPUT,            \
    OPT_STAGE_FRONT_END, true, "include FILE first when compiling C")                      \
  X(entry, const char *, OPT_CUSTOM, "--entry", "FUNC", NULL, 0, 0, OPT_GROUP_INPUT,       \
    OPT_STAGE_SEQ, true,                                                                   \
    "check the function FUNC instead of main: its arguments are any values,\n"            \
    "pointers to fresh objects (README, \"Checking a function\")")                       \
  X(compile_commands, const char *, OPT_FILE, "--compile-commands", "FILE", NULL, 0, 0,    \
    OPT_GROUP_INPUT, OPT_STAGE_FRONT_END, true,                                            \
    "take each C file's -D, -I, -include, -std and -W flags from this\n"                  \
    "compile_commands.json; with no input file, check all of its C files\n"              \
    "linked together")                                                                     \
  X(compile_dir, const char *, OPT_FILE, "-p", "DIR", NULL, 0, 0, OPT_GROUP_INPUT,         \
    OPT_STAGE_FRONT_END, true, "--compile-commands DIR/compile_commands.json")             \
  X(cc_warning, bool, OPT_CC_JOINED, "-W", "WARNING", false, 0, 0, OPT_GROUP_INPUT,       \
    OPT_STAGE_FRONT_END, true,                                                             \
    "passed to clang as one argument: -Wall, -Wno-error=return-type, ...")                 \
  X(stats, bool, OPT_FLAG, "--stats", NULL, false, 0, true, OPT_GROUP_OUTPUT,              \
    OPT_STAGE_REPORT, false, "time per phase, AIG and CNF sizes, peak memory")            \
  X(json, const char *, OPT_FILE, "--json", "FILE", NULL, 0, 0, OPT_GROUP_OUTPUT,          \
    OPT_STAGE_REPORT, false, "also write the report as JSON to FILE")                      \
  X(sarif, const char *, OPT_FILE, "--sarif", "FILE", NULL, 0, 0, OPT_GROUP_OUTPUT,        \
    OPT_STAGE_REPORT, false,                                                               \
    "also write the report as SARIF 2.1.0 to FILE (code scanning; the trace as\n"          \
    "one thread flow per thread)")                                                         \
  X(html, const char *, OPT_FILE, "--html", "FILE", NULL, 0, 0, OPT_GROUP_OUTPUT,          \
    OPT_STAGE_REPORT, false,                                                               \
    "also write the report as a self-contained HTML page to FILE (UNSAFE: the\n"          \
    "trace as a timeline, one lane per thread)")                                           \
  X(witness, const char *, OPT_FILE, "--witness", "FILE", NULL, 0, 0, OPT_GROUP_OUTPUT,    \
    OPT_STAGE_REPORT, false,                                                               \
    "UNSAFE: also write an SV-COMP violation witness (YAML) to FILE")                      \
  X(full_trace, bool, OPT_CHOICE, "--trace", "compact|full", false, 0, 0,                  \
    OPT_GROUP_OUTPUT, OPT_STAGE_REPORT, false,                                             \
    "UNSAFE: local variables of the failing thread only (compact, the\n"                   \
    "default) or of every thread (full)")                                                  \
  X(verbosity, unsigned, OPT_UINT, "--verbosity", "N", 1, 0, 2, OPT_GROUP_OUTPUT,          \
    OPT_STAGE_REPORT, false,                                                               \
    "standard error: 0 errors only, 1 warnings too (default), 2 progress (on\n"            \
    "a terminal: one status line, redrawn in place)")                                      \
  ALIAS("--quiet", verbosity, 0, OPT_GROUP_OUTPUT, "--verbosity 0")                        \
  ALIAS("-q", verbosity, 0, OPT_GROUP_OUTPUT, "--verbosity 0")                             \
  X(save_replay, const char *, OPT_FILE, "--save-replay", "FILE", NULL, 0, 0,              \
    OPT_GROUP_OUTPUT, OPT_STAGE_REPORT, false,                                             \
    "UNSAFE: write the choices of the trace (inputs, context switches) to FILE")           \
  X(replay, const char *, OPT_FILE, "--replay", "FILE", NULL, 0, 0, OPT_GROUP_OUTPUT,      \
    OPT_STAGE_REPORT, false,                                                               \
    "compile the program natively and run it on the choices saved in FILE\n"               \
    "(its options come from there): exit 10 if the error is reached, 0 if not")            \
  X(no_lockset, bool, OPT_FLAG, "--no-lockset", NULL, false, 0, true, OPT_GROUP_COMPARE,   \
    OPT_STAGE_SEQ, true, "with --race: watch every shared access, not only the pre-pass's\n" \
    "candidates")                                                                          \
  X(all_switch_points, bool, OPT_CHOICE, "--switch-points", "shared|all", false, 0, 0,     \
    OPT_GROUP_COMPARE, OPT_STAGE_SEQ, true,                                                \
    "all: a context switch may come before every memory access (default\n"                 \
    "shared: only before those another thread may touch meanwhile)")                       \
  X(no_slice, bool, OPT_FLAG, "--no-slice", NULL, false, 0, true, OPT_GROUP_COMPARE,       \
    OPT_STAGE_SEQ, true,                                                                   \
    "keep what cannot affect any check (by default the values of globals and\n"            \
    "their fields that no check depends on, and unused functions, are removed)")           \
  X(no_freeze, bool, OPT_FLAG, "--no-freeze", NULL, false, 0, true, OPT_GROUP_COMPARE,     \
    OPT_STAGE_ENCODER, false,                                                              \
    "rounds >= 2 guess even what main stored before its first thread and\n"                \
    "nobody writes later")                                                                 \
  X(no_loop_probes, bool, OPT_FLAG, "--no-loop-probes", NULL, false, 0, true,              \
    OPT_GROUP_COMPARE, OPT_STAGE_ENCODER, false,                                           \
    "unwind every loop back edge, even one no execution can take")                         \
  X(no_static_proof, bool, OPT_FLAG, "--no-static-proof", NULL, false, 0, true,            \
    OPT_GROUP_COMPARE, OPT_STAGE_STRATEGY, false,                                          \
    "skip the static analyses that may answer SAFE for any bounds: the range\n"            \
    "analysis (docs/static-proof.md) and the lock-order pass's proof\n"                   \
    "(docs/deadlocks.md; not with --lockorder-only)")                                      \
  X(help, bool, OPT_FLAG, "--help", NULL, false, 0, true, OPT_GROUP_INFO,                  \
    OPT_STAGE_REPORT, false, "print this help and exit")                                   \
  X(version, bool, OPT_FLAG, "--version", NULL, false, 0, true, OPT_GROUP_INFO,            \
    OPT_STAGE_REPORT, false, "print the version and exit")

/* The options' indices, in table order (aliases have none of their own). */
typedef enum opt_id {
#define OPT_ID(field, ...) OPT_ID_##field,
#define OPT_NO_ID(...)
  OPT_TABLE(OPT_ID, OPT_NO_ID)
#undef OPT_ID
#undef OPT_NO_ID
  OPT_COUNT
} opt_id;

typedef enum opt_input {
  OPT_INPUT_C,            /* .c: C source, compiled with clang */
  OPT_INPUT_PREPROCESSED, /* .i: preprocessed C, compiled with clang */
  OPT_INPUT_BITCODE,      /* .bc: LLVM bitcode */
  OPT_INPUT_IR,           /* .ll: LLVM assembly */
} opt_input;

typedef enum opt_action {
  OPT_RUN,     /* check the file */
  OPT_HELP,    /* --help */
  OPT_VERSION, /* --version */
  OPT_FAIL,    /* bad command line; the error is printed */
} opt_action;

typedef struct opt_options {
#define OPT_FIELD(field, type, ...) type field;
#define OPT_NO_FIELD(...)
  OPT_TABLE(OPT_FIELD, OPT_NO_FIELD)
#undef OPT_FIELD
#undef OPT_NO_FIELD
  /* Derived by opt_parse() from the table's fields, not options of their own: */
  bool given[OPT_COUNT];     /* the option (or an alias of it) was on the command line */
  const char *file;          /* the input (the first of several), borrowed from argv */
  opt_input input;           /* the kind of `file` */
  const char **files;        /* every input in order, files[0] == file; owned array of
                                strings borrowed from argv, or from db_files */
  size_t num_files;
  char **db_files;           /* inputs taken from the compilation database (no input
                                file given): owned */
  size_t num_db_files;
  unsigned rounds;           /* K: -K N, else --max-rounds */
  bool iterate_rounds;       /* no -K: k = 1..rounds in turn, the smallest k reported */
  bool race;                 /* property no-data-race */
  unsigned errors;           /* the property's error classes (enc_error_class bits) */
  double budget;             /* seconds for the whole run: --timeout, else OPT_DEFAULT_BUDGET
                                when deepening; 0: none */
  const char *check_option;  /* the first option given that --replay does not take */
  const char **cc_args;      /* -D/-I/-include and their values, and -W..., in order; owned
                                array */
  size_t num_cc_args;        /* (the strings are borrowed from argv) */
} opt_options;

/* One entry of OPT_TABLE, for code that walks the options (replay_file.c). */
typedef struct opt_spec {
  const char *spelling;
  const char *arg;
  opt_kind kind;
  opt_group group;
  opt_stage stage;
  bool replay;
  const char *field;   /* the member's name: the replay file's key */
  size_t offset;       /* offsetof(opt_options, field) */
  unsigned least, most;
  unsigned uint_default; /* OPT_UINT: the default, which may lie outside [least, most] (a
                            bound that is off: --quantum, --preemptions) */
  const char *help;
} opt_spec;

/* The table's entries, OPT_COUNT of them (aliases not included). */
const opt_spec *opt_specs(void);

/* The word of a property as --property and the replay file spell it ("all" for the
   default), and back (false for an unknown word). */
const char *opt_property_name(opt_property property);
bool opt_property_from_name(const char *name, opt_property *property);
/* The error classes a property counts (enc_error_class bits). */
unsigned opt_property_errors(opt_property property);
/* The SV-COMP subproperty an UNSAFE error of this class violates under the property
   ("valid-deref", "valid-free", "valid-memtrack", "valid-memcleanup", "no-overflow"), or
   NULL when the class has none (an assertion, reach_error, a race); static. */
const char *opt_subproperty(opt_property property, unsigned error_class);
/* The property as the JSON report names it ("any-error" for all); static. */
const char *opt_property_report_name(opt_property property);

opt_action opt_parse(int argc, char **argv, opt_options *options);
/* The kind of an input file from its name (.c, .i, .bc, .ll); false for another. */
bool opt_input_of(const char *file, opt_input *input);
void opt_release(opt_options *options);

/* Every field at its default, nothing given (file NULL). */
void opt_defaults(opt_options *options);
/* Computes the derived fields (rounds, iterate_rounds, race, reach_error_only,
   budget) from the table's fields; opt_parse() calls it, and so does a reader
   of a replay file after changing fields. */
void opt_derive(opt_options *options);

void opt_print_help(FILE *out);
void opt_print_version(FILE *out);

#endif
