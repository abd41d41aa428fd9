/*
 * json.h: the report as JSON (--json FILE), written with cJSON:
 *
 *   { "verdict": "SAFE" | "UNSAFE" | "UNKNOWN",
 *     "reason": string | null,                          (null for SAFE)
 *     "location": { "file", "dir", "line", "column" } | null,
 *     "bounds": { "rounds", "unwind", "threads", "unwinding_assertions",
 *                 "unroll_forced", "unwinding_unchecked" },
 *     "trace": [ { "file", "line", "kind", "function", "note" } ],  (empty unless UNSAFE)
 *     "warnings": [ string ],
 *     "stats": { "front_end_seconds", "pass_seconds", "encoding_seconds",
 *                "solving_seconds", "total_seconds", "aig_nodes", "aig_ands",
 *                "cnf_vars", "cnf_clauses", "symex_instructions", "solver_calls",
 *                "peak_memory_mib" } }
 *
 * kind is one of "line", "call", "return", "value", "error"; absent strings are null.
 *
 * Ownership: the report is borrowed.
 * Errors: js_write() returns false after printing `cbounds: error: ...`.
 */
#ifndef CB_DRIVER_JSON_H
#define CB_DRIVER_JSON_H

#include <stdbool.h>

#include "driver/report.h"

bool js_write(const char *path, const rep_report *report);

#endif
