/*
 * outfile.h: writing a report file (--sarif, --html) in one piece.
 *
 * Errors: of_write() returns false after printing `cbounds: error: cannot write PATH: ...`.
 */
#ifndef CB_DRIVER_OUTFILE_H
#define CB_DRIVER_OUTFILE_H

#include <stdbool.h>
#include <stddef.h>

/* Writes size bytes of text to path (created or truncated). */
bool of_write(const char *path, const char *text, size_t size);

#endif
