/*
 * html.h: the report as one self-contained HTML page (--html FILE; docs/output.md,
 * "HTML timeline"): inline CSS and JavaScript, nothing loaded from the network.
 *
 * UNSAFE: the trace as a timeline, one swim lane (column) per thread and one row per
 * step in execution order; each step a box in its thread's lane with its number,
 * FILE:LINE, the source line and the values; context switches drawn as arrows from
 * lane to lane, the failing step highlighted, a race's two accesses marked and joined;
 * a click on a step shows its source file beside the timeline, the line marked. The
 * boxes are in the page as written (the script only draws the arrows and the source
 * panel). SAFE and UNKNOWN: the verdict and the bounds or the reason.
 *
 * Ownership: the report is borrowed.
 * Errors: ht_write() returns false after printing `cbounds: error: ...`.
 */
#ifndef CB_DRIVER_HTML_H
#define CB_DRIVER_HTML_H

#include <stdbool.h>

#include "driver/report.h"

bool ht_write(const char *path, const rep_report *report);

#endif
