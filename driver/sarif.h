/*
 * sarif.h: the report as a SARIF 2.1.0 log (--sarif FILE; docs/output.md, "SARIF"),
 * written with cJSON: one run of the tool `cbounds` with a rule per kind of violation
 * (sarif_rules.h); UNSAFE: one result per violation (under --race --all one per racy
 * location), the first with codeFlows whose threadFlows are the trace split per thread;
 * SAFE and UNKNOWN: no result, and a notification in the invocation saying which
 * bounds were checked or why the answer is unknown.
 *
 * Ownership: the report is borrowed.
 * Errors: sf_write() returns false after printing `cbounds: error: ...`.
 */
#ifndef CB_DRIVER_SARIF_H
#define CB_DRIVER_SARIF_H

#include <stdbool.h>

#include "driver/report.h"

bool sf_write(const char *path, const rep_report *report);

#endif
