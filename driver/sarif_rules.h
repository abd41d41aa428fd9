/*
 * sarif_rules.h: the kinds of violation cbounds reports, as the rules of its SARIF log
 * (--sarif FILE, docs/output.md): an id, a name, a summary and help text per kind, and
 * which report reasons belong to it (the reasons of docs/output.md).
 *
 * Adding a kind (a deadlock, say) is one entry in the table of sarif_rules.c, and if
 * its result has related locations (the deadlock's cycle), one sr_related function.
 *
 * Ownership: everything returned is static.
 */
#ifndef CB_DRIVER_SARIF_RULES_H
#define CB_DRIVER_SARIF_RULES_H

#include <stddef.h>

#include <cjson/cJSON.h>

#include "driver/report.h"

/* Appends to `related` (a JSON array) the related locations of the violation, made
   with make(location, message, context); returns how many. */
typedef cJSON *(*sr_make_location)(const enc_loc *loc, const char *message, void *context);
typedef size_t (*sr_related)(const rep_report *r, cJSON *related, sr_make_location make,
                             void *context);

typedef struct sr_rule {
  const char *id;      /* the SARIF ruleId: "assertion-failure", "data-race", ... */
  const char *name;    /* PascalCase, SARIF's reportingDescriptor.name */
  const char *reason;  /* the report reasons it covers: this prefix; NULL: any (the last) */
  const char *summary; /* one sentence */
  const char *help;    /* what it means and what to do about it */
  sr_related related;  /* NULL: no related locations */
} sr_rule;

/* The rules, in a fixed order (ruleIndex), the catch-all last. */
const sr_rule *sr_rules(size_t *count);
/* The index of the rule that covers reason (never fails: the catch-all). */
size_t sr_rule_of(const char *reason);

#endif
