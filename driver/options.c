/* options.c: the command line, parsed and printed from OPT_TABLE (options.h). */
#include "driver/options.h"

#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <llvm/Config/llvm-config.h>

#include "base/alloc.h"
#include "base/msg.h"
#include "driver/compile_db.h"
#include "encoder/check.h"
#include "passes/seq_annotations.h"

#ifndef CBOUNDS_VERSION
#define CBOUNDS_VERSION "0.1.0"
#endif
#ifndef CBOUNDS_LLVM_VERSION
#define CBOUNDS_LLVM_VERSION LLVM_VERSION_STRING
#endif

static const opt_spec opt_table[OPT_COUNT] = {
#define OPT_SPEC(field, type, kind, spelling, arg, dflt, least, most, group, stage, replay, \
                 help)                                                                     \
  {spelling, arg, kind, group, stage, replay, #field, offsetof(opt_options, field),        \
   (unsigned)(least), (unsigned)(most), (unsigned)(uintptr_t)(dflt), help},
#define OPT_NO_SPEC(...)
    OPT_TABLE(OPT_SPEC, OPT_NO_SPEC)
#undef OPT_SPEC
#undef OPT_NO_SPEC
};

/* An alias: another spelling that sets the field of option `id` to a value. */
typedef struct opt_alias {
  const char *spelling;
  opt_id id;
  unsigned value;
  opt_group group;
  const char *help;
} opt_alias;

static const opt_alias opt_aliases[] = {
#define OPT_NO_ALIAS(...)
#define OPT_ALIAS(spelling, field, value, group, help)                                     \
  {spelling, OPT_ID_##field, (unsigned)(value), group, help},
    OPT_TABLE(OPT_NO_ALIAS, OPT_ALIAS)
#undef OPT_ALIAS
#undef OPT_NO_ALIAS
};

#define OPT_NUM_ALIASES (sizeof opt_aliases / sizeof *opt_aliases)

const opt_spec *opt_specs(void) { return opt_table; }

/* ---- defaults and derived fields ---------------------------------------------------- */

void opt_defaults(opt_options *o) {
  memset(o, 0, sizeof *o);
#define OPT_DEFAULT(field, type, kind, spelling, arg, dflt, ...) o->field = (type)(dflt);
#define OPT_NO_DEFAULT(...)
  OPT_TABLE(OPT_DEFAULT, OPT_NO_DEFAULT)
#undef OPT_DEFAULT
#undef OPT_NO_DEFAULT
  opt_derive(o);
}

void opt_derive(opt_options *o) {
  o->iterate_rounds = o->rounds_exact == 0;
  o->rounds = o->rounds_exact ? o->rounds_exact : o->max_rounds;
  o->race = o->property == OPT_PROPERTY_NO_DATA_RACE;
  o->errors = opt_property_errors(o->property);
  o->budget = o->timeout > 0 ? o->timeout : o->deepen ? OPT_DEFAULT_BUDGET : 0;
}

static const char *const opt_property_names[] = {
    [OPT_PROPERTY_ALL] = "all",
    [OPT_PROPERTY_UNREACH_CALL] = "unreach-call",
    [OPT_PROPERTY_NO_DATA_RACE] = "no-data-race",
    [OPT_PROPERTY_VALID_MEMSAFETY] = "valid-memsafety",
    [OPT_PROPERTY_VALID_MEMCLEANUP] = "valid-memcleanup",
    [OPT_PROPERTY_NO_OVERFLOW] = "no-overflow",
    [OPT_PROPERTY_NO_DEADLOCK] = "no-deadlock",
};

const char *opt_property_name(opt_property property) {
  assert((size_t)property < sizeof opt_property_names / sizeof *opt_property_names);
  return opt_property_names[property];
}

unsigned opt_property_errors(opt_property property) {
  switch (property) {
  case OPT_PROPERTY_UNREACH_CALL: return ENC_ERROR_REACH;
  case OPT_PROPERTY_NO_DATA_RACE: return ENC_ERROR_RACE;
  case OPT_PROPERTY_VALID_MEMSAFETY: return ENC_ERROR_DEREF | ENC_ERROR_FREE | ENC_ERROR_LEAK;
  case OPT_PROPERTY_VALID_MEMCLEANUP: return ENC_ERROR_LEAK;
  case OPT_PROPERTY_NO_OVERFLOW: return ENC_ERROR_OVERFLOW;
  case OPT_PROPERTY_NO_DEADLOCK: return ENC_ERROR_DEADLOCK;
  case OPT_PROPERTY_ALL: break;
  }
  return ENC_ERRORS_ALL;
}

const char *opt_subproperty(opt_property property, unsigned error_class) {
  switch (error_class) {
  case ENC_ERROR_DEREF: return "valid-deref";
  case ENC_ERROR_FREE: return "valid-free";
  case ENC_ERROR_LEAK:
    return property == OPT_PROPERTY_VALID_MEMCLEANUP ? "valid-memcleanup" : "valid-memtrack";
  case ENC_ERROR_OVERFLOW: return "no-overflow";
  default: return NULL;
  }
}

const char *opt_property_report_name(opt_property property) {
  return property == OPT_PROPERTY_ALL ? "any-error" : opt_property_name(property);
}

bool opt_property_from_name(const char *name, opt_property *property) {
  for (size_t k = 0; k < sizeof opt_property_names / sizeof *opt_property_names; k++)
    if (!strcmp(name, opt_property_names[k])) {
      *property = (opt_property)k;
      return true;
    }
  return false;
}

void opt_release(opt_options *o) {
  free(o->files);
  o->files = NULL;
  o->num_files = 0;
  for (size_t i = 0; i < o->num_db_files; i++)
    free(o->db_files[i]);
  free(o->db_files);
  o->db_files = NULL;
  o->num_db_files = 0;
  free(o->cc_args);
  o->cc_args = NULL;
  o->num_cc_args = 0;
}

/* ---- --help ------------------------------------------------------------------------- */

static const char *const opt_headings[OPT_GROUPS] = {
    [OPT_GROUP_PROPERTY] = "what to look for",
    [OPT_GROUP_BOUNDS] = "bounds of a check",
    [OPT_GROUP_STRATEGY] = "strategy and budget",
    [OPT_GROUP_INPUT] = "compiling C",
    [OPT_GROUP_OUTPUT] = "output",
    [OPT_GROUP_COMPARE] = "to compare configurations (same answers, other costs)",
    [OPT_GROUP_INFO] = "information",
};

/* The width of --help's lines, and of its column of spellings. */
#define OPT_HELP_WIDTH 80
#define OPT_HELP_COLUMN 29

/* One option: its spelling and argument in a column, then the help text wrapped at
   word boundaries to the width (the table's line breaks are only for the source). */
static void opt_print_entry(FILE *out, const char *spelling, const char *arg,
                            const char *help) {
  char head[64];
  snprintf(head, sizeof head, "  %s%s%s", spelling, arg ? " " : "", arg ? arg : "");
  int column = fprintf(out, "%-*s", OPT_HELP_COLUMN, head);
  if (column > OPT_HELP_COLUMN)
    column = fprintf(out, "\n%-*s", OPT_HELP_COLUMN, "") - 1;
  for (const char *word = help; *word;) {
    size_t length = strcspn(word, " \n");
    if (column > OPT_HELP_COLUMN && column + 1 + (int)length > OPT_HELP_WIDTH)
      column = fprintf(out, "\n%-*s", OPT_HELP_COLUMN, "") - 1;
    else if (column > OPT_HELP_COLUMN)
      column += fprintf(out, " ");
    column += fprintf(out, "%.*s", (int)length, word);
    word += length;
    word += strspn(word, " \n");
  }
  fputc('\n', out);
}

void opt_print_help(FILE *out) {
  fputs("usage: cbounds FILE... [options]\n"
        "\n"
        "Checks a multithreaded C program for reachable errors (failed assertions,\n"
        "reach_error() calls, invalid memory accesses, division by zero, deadlocks)\n"
        "and, with --race, data races. Each FILE is C source (.c), preprocessed C (.i), LLVM\n"
        "bitcode (.bc) or LLVM assembly (.ll); several are linked together. By default\n"
        "it runs the strongest strategy within 60 s (--timeout): the static proof,\n"
        "iterative context bounding, the native schedule search, then larger bounds\n"
        "while time remains.\n",
        out);
  for (int group = 0; group < OPT_GROUPS; group++) {
    fprintf(out, "\n%s:\n", opt_headings[group]);
    for (int id = 0; id < OPT_COUNT; id++) {
      if (opt_table[id].group != (opt_group)group)
        continue;
      opt_print_entry(out, opt_table[id].spelling, opt_table[id].arg, opt_table[id].help);
      for (size_t a = 0; a < OPT_NUM_ALIASES; a++)
        if (opt_aliases[a].id == (opt_id)id && opt_aliases[a].group == (opt_group)group)
          opt_print_entry(out, opt_aliases[a].spelling, NULL, opt_aliases[a].help);
    }
  }
  fputs("\nexit status: 0 SAFE, 10 UNSAFE, 20 UNKNOWN, 2 usage or input error\n", out);
}

void opt_print_version(FILE *out) {
  fprintf(out, "cbounds %s (LLVM %s)\n", CBOUNDS_VERSION, CBOUNDS_LLVM_VERSION);
}

/* ---- reading values ----------------------------------------------------------------- */

/* A decimal integer in [least, most], digits only. */
static bool opt_uint(const char *name, const char *text, unsigned least, unsigned most,
                     unsigned *out) {
  unsigned long value = 0;
  bool ok = *text != '\0';
  for (const char *p = text; ok && *p; p++) {
    ok = *p >= '0' && *p <= '9';
    value = value * 10 + (unsigned long)(*p - '0');
    ok = ok && value <= most;
  }
  if (!ok || value < least) {
    msg_usage_error("invalid value '%s' for %s: expected an integer from %u to %u", text,
                    name, least, most);
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
       value <= OPT_MAX_SECONDS;
  if (!ok) {
    msg_usage_error("invalid value '%s' for %s: expected a positive number of seconds",
                    text, name);
    return false;
  }
  *out = value;
  return true;
}

/* One of the `|`-separated words of `words`: its index. */
static bool opt_choice(const char *name, const char *words, const char *text,
                       unsigned *out) {
  size_t length = strlen(text);
  unsigned index = 0;
  for (const char *w = words; *w; index++) {
    const char *bar = strchr(w, '|');
    size_t n = bar ? (size_t)(bar - w) : strlen(w);
    if (n == length && !strncmp(w, text, n)) {
      *out = index;
      return true;
    }
    w += n + (bar != NULL);
  }
  msg_usage_error("invalid value '%s' for %s: expected one of %s", text, name, words);
  return false;
}

/* --property unreach-call or no-data-race, or the name of SV-COMP's property file. */
/* A second property that differs from the first is an error: one property at a time. */
static bool opt_set_property(opt_options *o, opt_property property, bool given_before) {
  if (given_before && o->property != property) {
    msg_usage_error("one property at a time: %s or %s", opt_property_name(o->property),
                    opt_property_name(property));
    return false;
  }
  o->property = property;
  return true;
}

/* --property NAME, or the path of SV-COMP's property file NAME.prp. */
static bool opt_custom_property(opt_options *o, const char *value, bool given_before) {
  const char *slash = strrchr(value, '/');
  char base[64];
  snprintf(base, sizeof base, "%s", slash ? slash + 1 : value);
  size_t length = strlen(base);
  if (length > 4 && !strcmp(base + length - 4, ".prp"))
    base[length - 4] = 0;
  opt_property property;
  if (!opt_property_from_name(base, &property) || property == OPT_PROPERTY_ALL) {
    msg_usage_error("--property: '%s' is not supported (supported: unreach-call, no-data-race, "
                    "valid-memsafety, valid-memcleanup, no-overflow, no-deadlock)",
                    value);
    return false;
  }
  return opt_set_property(o, property, given_before);
}

/* --lock-annotations FILE: read here already, so that a wrong file is a usage error. */
static bool opt_custom_lock_annotations(opt_options *o, const char *path) {
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

/* --entry FUNC: a C identifier. */
static bool opt_custom_entry(opt_options *o, const char *name) {
  bool ok = (isalpha((unsigned char)name[0]) || name[0] == '_');
  for (const char *p = name; ok && *p; p++)
    ok = isalnum((unsigned char)*p) || *p == '_';
  if (!ok) {
    msg_usage_error("--entry needs a function name, not '%s'", name);
    return false;
  }
  o->entry = name;
  return true;
}

/* The field of an entry, by its type. */
#define OPT_AT(o, spec, type) ((type *)((char *)(o) + (spec)->offset))

static bool opt_apply(opt_options *o, opt_id id, const char *value) {
  const opt_spec *spec = &opt_table[id];
  const char *name = spec->spelling;
  bool given_before = o->given[id];
  o->given[id] = true;
  switch (spec->kind) {
  case OPT_FLAG:
    assert(!"flags take no value");
    return false;
  case OPT_UINT:
    return opt_uint(name, value, spec->least, spec->most, OPT_AT(o, spec, unsigned));
  case OPT_SECONDS:
    return opt_seconds(name, value, OPT_AT(o, spec, double));
  case OPT_FILE:
    if (!*value) {
      msg_usage_error("%s needs a file name", name);
      return false;
    }
    *OPT_AT(o, spec, const char *) = value;
    return true;
  case OPT_CHOICE: {
    unsigned index;
    if (!opt_choice(name, spec->arg, value, &index))
      return false;
    assert(index <= 1); /* two words: the field is a bool */
    *OPT_AT(o, spec, bool) = index != 0;
    return true;
  }
  case OPT_CUSTOM:
    if (id == OPT_ID_property)
      return opt_custom_property(o, value, given_before);
    if (id == OPT_ID_entry)
      return opt_custom_entry(o, value);
    assert(id == OPT_ID_lock_annotations);
    return opt_custom_lock_annotations(o, value);
  case OPT_CC_JOINED: /* opt_one() passes the whole argument as the value */
    o->cc_args = cb_realloc(o->cc_args, (o->num_cc_args + 1) * sizeof *o->cc_args);
    o->cc_args[o->num_cc_args++] = value;
    return true;
  case OPT_CC:
    if (!*value) {
      msg_usage_error("%s needs a value", name);
      return false;
    }
    o->cc_args = cb_realloc(o->cc_args, (o->num_cc_args + 2) * sizeof *o->cc_args);
    o->cc_args[o->num_cc_args++] = name;
    o->cc_args[o->num_cc_args++] = value;
    return true;
  }
  return false;
}

/* A flag's or an alias's field set to value. */
static bool opt_set_flag(opt_options *o, opt_id id, unsigned value) {
  const opt_spec *spec = &opt_table[id];
  bool given_before = o->given[id];
  o->given[id] = true;
  if (id == OPT_ID_property)
    return opt_set_property(o, (opt_property)value, given_before);
  if (spec->kind == OPT_UINT)
    *OPT_AT(o, spec, unsigned) = value;
  else
    *OPT_AT(o, spec, bool) = value != 0;
  return true;
}

/* How the argument arg matches the option spelled `name` that takes a value: `name
   VALUE`, `name=VALUE` (long options) or `nameVALUE` (two-letter ones: -K, -D, -I). */
typedef enum opt_match { OPT_NO_MATCH, OPT_MATCHED, OPT_MISSING_VALUE } opt_match;

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

/* The options --replay takes besides its file: the others come from the file. */
static bool opt_goes_with_replay(opt_id id) {
  return id == OPT_ID_replay || id == OPT_ID_timeout;
}

/* One option starting at argv[*i]; moves *i past its value. */
static opt_action opt_one(opt_options *o, int argc, char **argv, int *i) {
  const char *arg = argv[*i];
  if (!strcmp(arg, "-pthread"))
    return OPT_RUN; /* gcc's flag, from a build's command line: threads are always on (and
                       it is not -p with the directory "thread") */
  for (size_t a = 0; a < OPT_NUM_ALIASES; a++)
    if (!strcmp(arg, opt_aliases[a].spelling)) {
      o->check_option = o->check_option ? o->check_option : arg;
      return opt_set_flag(o, opt_aliases[a].id, opt_aliases[a].value) ? OPT_RUN : OPT_FAIL;
    }
  for (int id = 0; id < OPT_COUNT; id++) {
    const opt_spec *spec = &opt_table[id];
    if (spec->kind == OPT_FLAG) {
      if (strcmp(arg, spec->spelling))
        continue;
      if (!opt_goes_with_replay((opt_id)id) && !o->check_option)
        o->check_option = arg;
      if (!opt_set_flag(o, (opt_id)id, spec->most))
        return OPT_FAIL;
      return id == OPT_ID_help ? OPT_HELP : id == OPT_ID_version ? OPT_VERSION : OPT_RUN;
    }
    if (spec->kind == OPT_CC_JOINED) {
      size_t length = strlen(spec->spelling);
      if (strncmp(arg, spec->spelling, length))
        continue;
      if (!arg[length]) {
        msg_usage_error("option '%s' takes its value attached (%sall)", arg, arg);
        return OPT_FAIL;
      }
      o->check_option = o->check_option ? o->check_option : arg;
      return opt_apply(o, (opt_id)id, arg) ? OPT_RUN : OPT_FAIL;
    }
    const char *value = NULL;
    opt_match match = opt_value(argc, argv, i, spec->spelling, &value);
    if (match == OPT_NO_MATCH)
      continue;
    if (match == OPT_MISSING_VALUE) {
      msg_usage_error("option '%s' needs a value", spec->spelling);
      return OPT_FAIL;
    }
    if (!opt_goes_with_replay((opt_id)id) && !o->check_option)
      o->check_option = arg;
    return opt_apply(o, (opt_id)id, value) ? OPT_RUN : OPT_FAIL;
  }
  msg_usage_error("unknown option '%s'", arg);
  return OPT_FAIL;
}

/* ---- the input file ----------------------------------------------------------------- */

/* The kind of input from the file name's extension. */
static bool opt_input_kind(const char *file, opt_input *input) {
  const char *slash = strrchr(file, '/');
  const char *dot = strrchr(slash ? slash + 1 : file, '.');
  static const struct {
    const char *extension;
    opt_input input;
  } kinds[] = {{".c", OPT_INPUT_C},
               {".i", OPT_INPUT_PREPROCESSED},
               {".bc", OPT_INPUT_BITCODE},
               {".ll", OPT_INPUT_IR}};
  for (size_t k = 0; dot && k < sizeof kinds / sizeof *kinds; k++)
    if (!strcmp(dot, kinds[k].extension)) {
      *input = kinds[k].input;
      return true;
    }
  return false;
}

bool opt_input_of(const char *file, opt_input *input) { return opt_input_kind(file, input); }

/* An input file is of a known kind, and a readable regular file. */
static bool opt_check_one_file(const char *file) {
  opt_input input;
  if (!opt_input_kind(file, &input)) {
    msg_usage_error("%s: unknown kind of file (expected .c, .i, .bc or .ll)", file);
    return false;
  }
  struct stat st;
  if (stat(file, &st)) {
    msg_error("cannot open %s: %s", file, strerror(errno));
    return false;
  }
  if (!S_ISREG(st.st_mode)) {
    msg_error("cannot open %s: not a regular file", file);
    return false;
  }
  FILE *f = fopen(file, "rb");
  if (!f) {
    msg_error("cannot open %s: %s", file, strerror(errno));
    return false;
  }
  fclose(f);
  return true;
}

static bool opt_set_file(opt_options *o, const char *file) {
  for (size_t i = 0; i < o->num_files; i++)
    if (!strcmp(o->files[i], file)) {
      msg_usage_error("input file '%s' given twice", file);
      return false;
    }
  o->files = cb_realloc(o->files, (o->num_files + 1) * sizeof *o->files);
  o->files[o->num_files++] = file;
  o->file = o->files[0];
  return true;
}

/* No input file but a compilation database: its C files, in its order. */
static bool opt_files_from_db(opt_options *o) {
  cdb db;
  if (!cdb_load(o->compile_commands, &db))
    return false;
  for (size_t i = 0; i < db.count; i++) {
    opt_input input;
    const char *file = db.entries[i].real ? db.entries[i].real : db.entries[i].file;
    if (!opt_input_kind(file, &input) || input != OPT_INPUT_C)
      continue;
    bool seen = false;
    for (size_t k = 0; k < o->num_db_files && !seen; k++)
      seen = !strcmp(o->db_files[k], file);
    if (seen)
      continue;
    o->db_files = cb_realloc(o->db_files, (o->num_db_files + 1) * sizeof *o->db_files);
    o->db_files[o->num_db_files++] = cb_strdup(file);
  }
  cdb_release(&db);
  for (size_t k = 0; k < o->num_db_files; k++)
    opt_set_file(o, o->db_files[k]);
  return true;
}

/* The input files are named (or come from the compilation database), each of a known
   kind and readable. */
static bool opt_check_file(opt_options *o) {
  if (o->compile_dir && !o->compile_commands)
    o->compile_commands = o->compile_dir;
  if (!o->file && o->compile_commands && !o->replay && !opt_files_from_db(o))
    return false;
  if (!o->file) {
    msg_usage_error(o->compile_commands ? "no input file, and no C file in %s"
                                        : "no input file", o->compile_commands);
    return false;
  }
  for (size_t i = 0; i < o->num_files; i++)
    if (!opt_check_one_file(o->files[i]))
      return false;
  opt_input_kind(o->file, &o->input);
  return true;
}

/* ---- rules between options ---------------------------------------------------------- */

/* The first of the options given that needs `needed`, or NULL. */
static bool opt_needs_race(const opt_options *o) {
  static const opt_id needing[] = {OPT_ID_all_races, OPT_ID_no_lockset, OPT_ID_lockset_only};
  for (size_t k = 0; k < sizeof needing / sizeof *needing; k++)
    if (o->given[needing[k]] && !o->race) {
      msg_usage_error("%s needs --race", opt_table[needing[k]].spelling);
      return false;
    }
  return true;
}

static bool opt_check_rules(const opt_options *o) {
  if (o->given[OPT_ID_rounds_exact] && o->given[OPT_ID_max_rounds]) {
    msg_usage_error("-K and --max-rounds exclude each other");
    return false;
  }
  if (!opt_needs_race(o))
    return false;
  if (o->lockorder_only && (o->race || !(o->errors & ENC_ERROR_DEADLOCK))) {
    msg_usage_error("--lockorder-only needs a property that counts deadlocks (--property "
                    "no-deadlock, or none)");
    return false;
  }
  if (o->replay && o->check_option) {
    msg_usage_error("--replay takes the options from the replay file: '%s' is not allowed with it",
                    o->check_option);
    return false;
  }
  if (o->search > 0 && (o->race || o->no_search)) {
    msg_usage_error("--search does not go with %s", o->race ? "--race" : "--no-search");
    return false;
  }
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
  opt_derive(o);
  if (!opt_check_rules(o) || !opt_check_file(o))
    return OPT_FAIL;
  /* A witness names lines of the C program it was found in, and hashes that file. */
  for (size_t i = 1; o->witness && i < o->num_files; i++) {
    opt_input input;
    opt_input_kind(o->files[i], &input);
    if (input != OPT_INPUT_C && input != OPT_INPUT_PREPROCESSED) {
      msg_usage_error("--witness needs C programs (.c or .i), not %s", o->files[i]);
      return OPT_FAIL;
    }
  }
  if (o->witness && o->input != OPT_INPUT_C && o->input != OPT_INPUT_PREPROCESSED) {
    msg_usage_error("--witness needs a C program (.c or .i), not %s", o->file);
    return OPT_FAIL;
  }
  return OPT_RUN;
}
