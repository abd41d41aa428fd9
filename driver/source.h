/*
 * source.h: source lines for the trace, read once per file and cached.
 *
 * Files are named as in the debug information: a file name, absolute or relative to
 * the compilation directory dir.
 *
 * Ownership: src_new() returns a cache released with src_free(); the lines it returns
 * belong to the cache and live until then.
 * Errors: a file that cannot be read (or is unreasonably large) has no lines:
 * src_line() returns NULL for it, without a message.
 */
#ifndef CB_DRIVER_SOURCE_H
#define CB_DRIVER_SOURCE_H

typedef struct src_cache src_cache;

src_cache *src_new(void);
void src_free(src_cache *cache);

/* Line `line` (from 1) of the file, leading and trailing white space removed; NULL if
   the file or the line is not available. dir may be NULL. */
const char *src_line(src_cache *cache, const char *dir, const char *file, unsigned line);

#endif
