/* sarif.c: the report as a SARIF 2.1.0 log (cJSON). */
#include "driver/sarif.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "base/alloc.h"
#include "base/msg.h"
#include "driver/outfile.h"
#include "driver/sarif_rules.h"
#include "driver/timeline.h"

#ifndef CBOUNDS_VERSION
#define CBOUNDS_VERSION "0.1.0"
#endif

#define SF_SCHEMA "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
/* The base of relative file names: the directory clang compiled in. */
#define SF_BASE "SRCROOT"

typedef struct sf_writer {
  const rep_report *r;
  src_cache *sources;
  const char *base_dir; /* SF_BASE's directory, or NULL when no relative file was seen */
} sf_writer;

/* ---- locations -------------------------------------------------------------------- */

/* path as a URI reference: RFC 3986's unreserved characters and '/' stay, every other
   byte is percent-encoded; an absolute path becomes a file: URI. */
static char *sf_uri(const char *path) {
  size_t n = strlen(path);
  char *uri = cb_malloc(3 * n + sizeof "file://");
  char *out = uri;
  if (path[0] == '/')
    out += sprintf(out, "file://");
  for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
    if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
        strchr("-._~/", *p))
      *out++ = (char)*p;
    else
      out += sprintf(out, "%%%02X", *p);
  }
  *out = 0;
  return uri;
}

static void sf_text(cJSON *object, const char *key, const char *text) {
  cJSON_AddStringToObject(cJSON_AddObjectToObject(object, key), "text", text);
}

/* A location: its file and line (when known) and message (may be NULL). */
static cJSON *sf_location(const enc_loc *loc, const char *message, void *context) {
  sf_writer *w = context;
  cJSON *location = cJSON_CreateObject();
  if (loc && loc->file) {
    cJSON *physical = cJSON_AddObjectToObject(location, "physicalLocation");
    cJSON *artifact = cJSON_AddObjectToObject(physical, "artifactLocation");
    char *uri = sf_uri(loc->file);
    cJSON_AddStringToObject(artifact, "uri", uri);
    free(uri);
    if (loc->file[0] != '/' && loc->dir) {
      cJSON_AddStringToObject(artifact, "uriBaseId", SF_BASE);
      if (!w->base_dir)
        w->base_dir = loc->dir;
    }
    if (loc->line) {
      cJSON *region = cJSON_AddObjectToObject(physical, "region");
      cJSON_AddNumberToObject(region, "startLine", loc->line);
      if (loc->column)
        cJSON_AddNumberToObject(region, "startColumn", loc->column);
    }
  }
  if (message)
    sf_text(location, "message", message);
  return location;
}

/* ---- thread flows ------------------------------------------------------------------- */

/* "lvalue = value" notes as state: what the step wrote or learnt, by name. */
static void sf_state(cJSON *flow_location, const tl_event *e) {
  cJSON *state = NULL;
  for (size_t i = 0; i < e->num_notes; i++) {
    const enc_step *s = e->notes[i];
    char *name = NULL;
    const char *value = NULL;
    if ((s->note_kind == ENC_NOTE_WRITE || s->note_kind == ENC_NOTE_LOCAL_WRITE) && s->lvalue &&
        s->value) {
      name = cb_strdup(s->lvalue);
      value = s->value;
    } else if ((s->note_kind == ENC_NOTE_LOCAL || s->note_kind == ENC_NOTE_INPUT) &&
               strstr(s->note, " = ")) {
      name = cb_strndup(s->note, (size_t)(strstr(s->note, " = ") - s->note));
      value = strstr(s->note, " = ") + 3;
    }
    if (!name)
      continue;
    if (!state)
      state = cJSON_AddObjectToObject(flow_location, "state");
    cJSON_DeleteItemFromObjectCaseSensitive(state, name); /* the last value counts */
    sf_text(state, name, value);
    free(name);
  }
}

/* Adds kind to the array unless it is there (SARIF wants the kinds unique). */
static void sf_kind(cJSON *kinds, const char *kind) {
  for (int i = 0; i < cJSON_GetArraySize(kinds); i++)
    if (!strcmp(cJSON_GetArrayItem(kinds, i)->valuestring, kind))
      return;
  cJSON_AddItemToArray(kinds, cJSON_CreateString(kind));
}

/* SARIF's suggested threadFlowLocation kinds for what the event did. */
static void sf_kinds(cJSON *flow_location, const tl_event *e) {
  cJSON *kinds = cJSON_CreateArray();
  if (tl_is_call(e) || tl_is_return(e)) {
    sf_kind(kinds, tl_is_call(e) ? "call" : "return");
    sf_kind(kinds, "function");
  }
  for (size_t i = 0; i < e->num_notes; i++) {
    const enc_step *s = e->notes[i];
    if (s->note_kind == ENC_NOTE_SYNC && s->note) {
      sf_kind(kinds, "lock");
      if (strstr(s->note, "acquired"))
        sf_kind(kinds, "acquire");
      else if (strstr(s->note, "released"))
        sf_kind(kinds, "release");
    } else if (s->note_kind == ENC_NOTE_WRITE || s->note_kind == ENC_NOTE_RACE) {
      sf_kind(kinds, "memory");
    }
  }
  if (e->error || e->race)
    sf_kind(kinds, "danger");
  if (cJSON_GetArraySize(kinds))
    cJSON_AddItemToObject(flow_location, "kinds", kinds);
  else
    cJSON_Delete(kinds);
}

/* What the step shows: its source line (or the call, the return), then its notes. */
static char *sf_event_text(sf_writer *w, const tl_event *e) {
  const enc_step *h = e->head;
  char *text;
  if (tl_is_call(e) || tl_is_return(e))
    text = cb_format("%s %s", tl_is_call(e) ? "calls" : "returns from",
                     h->function ? h->function : "?");
  else {
    const char *line = h->loc.file ? src_line(w->sources, h->loc.dir, h->loc.file, h->loc.line)
                                   : NULL;
    text = cb_strdup(line && *line ? line : h->loc.file ? "(this line)" : "<no location>");
  }
  for (size_t i = 0; i < e->num_notes; i++) {
    const enc_step *s = e->notes[i];
    const char *note = s->note ? s->note : w->r->reason ? w->r->reason : "error";
    char *longer = cb_format("%s%s%s%s", text, i ? "; " : " \xe2\x80\x94 ",
                             s->kind == ENC_STEP_ERROR ? "error: " : "", note);
    free(text);
    text = longer;
  }
  if (e->round) {
    char *longer = cb_format("[round %u] %s", e->round, text);
    free(text);
    text = longer;
  }
  return text;
}

static cJSON *sf_flow_location(sf_writer *w, const tl_event *e) {
  cJSON *item = cJSON_CreateObject();
  char *text = sf_event_text(w, e);
  cJSON_AddItemToObject(item, "location", sf_location(&e->head->loc, text, w));
  free(text);
  sf_kinds(item, e);
  sf_state(item, e);
  cJSON_AddNumberToObject(item, "nestingLevel", e->depth);
  cJSON_AddNumberToObject(item, "executionOrder", e->number);
  cJSON_AddStringToObject(item, "importance", e->error || e->race ? "essential" : "important");
  cJSON *properties = cJSON_AddObjectToObject(item, "properties");
  cJSON_AddNumberToObject(properties, "step", e->number);
  cJSON_AddNumberToObject(properties, "thread", e->thread);
  if (e->round)
    cJSON_AddNumberToObject(properties, "round", e->round);
  cJSON_AddBoolToObject(properties, "contextSwitch", e->switch_before);
  return item;
}

/* One thread flow per thread with a step, in thread order; each lists the thread's
   steps in execution order (executionOrder orders them across the threads). */
static cJSON *sf_code_flow(sf_writer *w, const tl_timeline *t) {
  cJSON *code_flow = cJSON_CreateObject();
  sf_text(code_flow, "message", w->r->reason ? w->r->reason : "the failing execution");
  cJSON *thread_flows = cJSON_AddArrayToObject(code_flow, "threadFlows");
  for (unsigned thread = 0; thread < t->num_threads; thread++) {
    cJSON *locations = cJSON_CreateArray();
    for (size_t i = 0; i < t->num_events; i++)
      if (t->events[i].thread == thread)
        cJSON_AddItemToArray(locations, sf_flow_location(w, &t->events[i]));
    if (!cJSON_GetArraySize(locations)) {
      cJSON_Delete(locations);
      continue;
    }
    cJSON *flow = cJSON_CreateObject();
    char *id = cb_format("thread-%u", thread);
    cJSON_AddStringToObject(flow, "id", id);
    free(id);
    const char *name = t->thread_names[thread];
    char *text = name ? cb_format("thread %u (%s)", thread, name) : cb_format("thread %u", thread);
    sf_text(flow, "message", text);
    free(text);
    cJSON_AddItemToObject(flow, "locations", locations);
    cJSON_AddItemToArray(thread_flows, flow);
  }
  return code_flow;
}

/* ---- results ------------------------------------------------------------------------ */

static cJSON *sf_result(size_t rule_index, const char *message) {
  size_t count;
  const sr_rule *rules = sr_rules(&count);
  cJSON *result = cJSON_CreateObject();
  cJSON_AddStringToObject(result, "ruleId", rules[rule_index].id);
  cJSON_AddNumberToObject(result, "ruleIndex", (double)rule_index);
  cJSON_AddStringToObject(result, "kind", "fail");
  cJSON_AddStringToObject(result, "level", "error");
  sf_text(result, "message", message);
  return result;
}

/* The violation of the trace: where it fails, the related locations of its kind, and
   the trace as a code flow. */
static cJSON *sf_trace_result(sf_writer *w) {
  const rep_report *r = w->r;
  size_t rule_index = sr_rule_of(r->reason);
  size_t count;
  const sr_rule *rule = &sr_rules(&count)[rule_index];
  char *message = r->num_found_races ? cb_format("%s on %s", r->reason ? r->reason : "data race",
                                                 r->found_races[0].location)
                                     : cb_strdup(r->reason ? r->reason : "error");
  if (r->rounds_used) {
    unsigned p = r->preemptions_used;
    char *longer = r->iterate_rounds
                       ? cb_format("%s (found with k=%u rounds, none with fewer; %u preemption%s)",
                                   message, r->rounds_used, p, p == 1 ? "" : "s")
                       : cb_format("%s (in round %u of K=%u, after %u preemption%s)", message,
                                   r->rounds_used, r->rounds, p, p == 1 ? "" : "s");
    free(message);
    message = longer;
  }
  cJSON *result = sf_result(rule_index, message);
  free(message);
  cJSON_AddItemToArray(cJSON_AddArrayToObject(result, "locations"),
                       sf_location(&r->where, NULL, w));
  cJSON *related = cJSON_CreateArray();
  if (rule->related && rule->related(r, related, sf_location, w)) {
    for (int i = 0; i < cJSON_GetArraySize(related); i++)
      cJSON_AddNumberToObject(cJSON_GetArrayItem(related, i), "id", i + 1);
    cJSON_AddItemToObject(result, "relatedLocations", related);
  } else {
    cJSON_Delete(related);
  }
  tl_timeline timeline;
  tl_build(r, &timeline);
  if (timeline.num_events)
    cJSON_AddItemToArray(cJSON_AddArrayToObject(result, "codeFlows"), sf_code_flow(w, &timeline));
  tl_free(&timeline);
  return result;
}

static cJSON *sf_race_access(sf_writer *w, const enc_race_access *a, const char *which) {
  char *text = cb_format("%s access: thread %u, round %u: %s", which, a->thread, a->round,
                         a->access ? a->access : "accesses");
  cJSON *location = sf_location(&a->loc, text, w);
  free(text);
  return location;
}

/* --race --all: the racy locations after the first (the trace's), one result each. */
static void sf_more_races(sf_writer *w, cJSON *results) {
  const rep_report *r = w->r;
  for (size_t i = 1; r->all_races && i < r->num_found_races; i++) {
    const enc_race *race = &r->found_races[i];
    char *message = cb_format("data race on %s (found with k=%u)", race->location, race->rounds);
    cJSON *result = sf_result(sr_rule_of("data race"), message);
    free(message);
    cJSON_AddItemToArray(cJSON_AddArrayToObject(result, "locations"),
                         sf_location(&race->second.loc, NULL, w));
    cJSON *related = cJSON_AddArrayToObject(result, "relatedLocations");
    cJSON_AddItemToArray(related, sf_race_access(w, &race->first, "first"));
    cJSON_AddItemToArray(related, sf_race_access(w, &race->second, "conflicting"));
    for (int k = 0; k < 2; k++)
      cJSON_AddNumberToObject(cJSON_GetArrayItem(related, k), "id", k + 1);
    cJSON_AddItemToArray(results, result);
  }
}

/* ---- the run ------------------------------------------------------------------------ */

static void sf_rules(cJSON *driver) {
  size_t count;
  const sr_rule *rules = sr_rules(&count);
  cJSON *list = cJSON_AddArrayToObject(driver, "rules");
  for (size_t i = 0; i < count; i++) {
    cJSON *rule = cJSON_CreateObject();
    cJSON_AddStringToObject(rule, "id", rules[i].id);
    cJSON_AddStringToObject(rule, "name", rules[i].name);
    sf_text(rule, "shortDescription", rules[i].summary);
    sf_text(rule, "fullDescription", rules[i].help);
    sf_text(rule, "help", rules[i].help);
    cJSON_AddStringToObject(cJSON_AddObjectToObject(rule, "defaultConfiguration"), "level",
                            "error");
    cJSON_AddItemToArray(list, rule);
  }
}

static cJSON *sf_tool(void) {
  cJSON *tool = cJSON_CreateObject();
  cJSON *driver = cJSON_AddObjectToObject(tool, "driver");
  cJSON_AddStringToObject(driver, "name", "cbounds");
  cJSON_AddStringToObject(driver, "fullName",
                          "cbounds: context-bounded model checking of multithreaded C");
  cJSON_AddStringToObject(driver, "version", CBOUNDS_VERSION);
  cJSON_AddStringToObject(driver, "semanticVersion", CBOUNDS_VERSION);
  sf_rules(driver);
  return tool;
}

/* The text report's lines for SAFE and UNKNOWN (the verdict, the bounds or the reason),
   joined into one message. */
static char *sf_verdict_text(sf_writer *w) {
  char *text = NULL;
  size_t size = 0;
  FILE *out = open_memstream(&text, &size);
  if (!out)
    return cb_strdup(rep_verdict_name(w->r->verdict));
  rep_print(out, w->r, w->sources);
  if (fclose(out))
    return cb_strdup(rep_verdict_name(w->r->verdict));
  while (size && text[size - 1] == '\n')
    text[--size] = 0;
  char *joined = cb_malloc(2 * size + 1), *end = joined;
  for (const char *p = text; *p; p++)
    if (*p == '\n')
      *end++ = ';', *end++ = ' ';
    else
      *end++ = *p;
  *end = 0;
  free(text);
  return joined;
}

static cJSON *sf_notification(const char *level, const char *id, const char *text) {
  cJSON *n = cJSON_CreateObject();
  cJSON_AddStringToObject(n, "level", level);
  sf_text(n, "message", text);
  cJSON_AddStringToObject(cJSON_AddObjectToObject(n, "descriptor"), "id", id);
  return n;
}

/* SAFE: which bounds were checked; UNKNOWN: why there is no answer (and where);
   every verdict: the warnings. */
static cJSON *sf_invocation(sf_writer *w) {
  const rep_report *r = w->r;
  cJSON *invocation = cJSON_CreateObject();
  bool internal = r->unknown_kind && !strcmp(r->unknown_kind, "internal-error");
  cJSON_AddBoolToObject(invocation, "executionSuccessful", r->verdict != ENC_UNKNOWN || !internal);
  cJSON_AddNumberToObject(invocation, "exitCode", (int)r->verdict);
  cJSON *notes = cJSON_AddArrayToObject(invocation, "toolExecutionNotifications");
  if (r->verdict != ENC_UNSAFE) {
    char *text = sf_verdict_text(w);
    char *id = r->verdict == ENC_SAFE ? cb_strdup("verdict/safe")
                                      : cb_format("verdict/unknown/%s", r->unknown_kind
                                                                           ? r->unknown_kind
                                                                           : "other");
    cJSON *n = sf_notification(r->verdict == ENC_SAFE ? "note" : "warning", id, text);
    if (r->verdict == ENC_UNKNOWN && r->where.file)
      cJSON_AddItemToArray(cJSON_AddArrayToObject(n, "locations"), sf_location(&r->where, NULL, w));
    cJSON_AddItemToArray(notes, n);
    free(id);
    free(text);
  }
  for (size_t i = 0; i < r->num_warnings; i++)
    cJSON_AddItemToArray(notes, sf_notification("warning", "warning", r->warnings[i]));
  return invocation;
}

/* What the run checked: the verdict and the bounds, as the JSON report names them. */
static void sf_properties(cJSON *run, const rep_report *r) {
  cJSON *p = cJSON_AddObjectToObject(run, "properties");
  cJSON_AddStringToObject(p, "verdict", rep_verdict_name(r->verdict));
  cJSON_AddStringToObject(p, "property", rep_property_name(r));
  if (r->verdict == ENC_UNKNOWN && r->unknown_kind)
    cJSON_AddStringToObject(p, "unknownKind", r->unknown_kind);
  cJSON_AddBoolToObject(p, "anyBounds", r->verdict == ENC_SAFE && r->any_bounds);
  cJSON *bounds = cJSON_AddObjectToObject(p, "bounds");
  cJSON_AddNumberToObject(bounds, "rounds", r->rounds);
  cJSON_AddNumberToObject(bounds, "unwind", r->unwind);
  cJSON_AddNumberToObject(bounds, "threads", r->threads);
  if (r->preemptions != ENC_NO_BOUND)
    cJSON_AddNumberToObject(bounds, "preemptions", r->preemptions);
  if (r->quantum)
    cJSON_AddNumberToObject(bounds, "quantum", r->quantum);
}

static cJSON *sf_run(sf_writer *w) {
  const rep_report *r = w->r;
  cJSON *run = cJSON_CreateObject();
  cJSON_AddItemToObject(run, "tool", sf_tool());
  cJSON *results = cJSON_CreateArray();
  if (r->verdict == ENC_UNSAFE) {
    cJSON_AddItemToArray(results, sf_trace_result(w));
    sf_more_races(w, results);
  }
  cJSON_AddItemToArray(cJSON_AddArrayToObject(run, "invocations"), sf_invocation(w));
  cJSON_AddItemToObject(run, "results", results);
  if (w->base_dir) {
    char *dir = cb_format("%s%s", w->base_dir,
                          w->base_dir[0] && w->base_dir[strlen(w->base_dir) - 1] == '/' ? "" : "/");
    char *uri = sf_uri(dir);
    cJSON *base = cJSON_AddObjectToObject(cJSON_AddObjectToObject(run, "originalUriBaseIds"),
                                          SF_BASE);
    cJSON_AddStringToObject(base, "uri", uri);
    free(uri);
    free(dir);
  }
  cJSON_AddStringToObject(run, "columnKind", "unicodeCodePoints");
  sf_properties(run, r);
  return run;
}

bool sf_write(const char *path, const rep_report *r) {
  sf_writer w = {r, src_new(), NULL};
  cJSON *root = cJSON_CreateObject();
  cJSON_AddStringToObject(root, "$schema", SF_SCHEMA);
  cJSON_AddStringToObject(root, "version", "2.1.0");
  cJSON_AddItemToArray(cJSON_AddArrayToObject(root, "runs"), sf_run(&w));
  char *text = cJSON_Print(root);
  cJSON_Delete(root);
  src_free(w.sources);
  if (!text) {
    msg_error("cannot write %s: out of memory", path);
    return false;
  }
  size_t size = strlen(text);
  text[size] = '\n'; /* over the terminating zero: the size says where it ends */
  bool ok = of_write(path, text, size + 1);
  cJSON_free(text);
  return ok;
}
