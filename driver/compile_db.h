/*
 * compile_db.h: the flags of each file from a JSON compilation database
 * (compile_commands.json, written by CMake's CMAKE_EXPORT_COMPILE_COMMANDS, Bear, meson,
 * ...): `--compile-commands FILE` and `-p DIR` (README, "Several files").
 *
 * Each entry has "directory", "file" and either "arguments" (an array) or "command" (a
 * shell command line, split here: quotes and backslashes as sh reads them, no
 * expansions). Of an entry's flags only those that decide what the C means are kept
 * for clang-19: -D, -U, -I, -isystem, -iquote, -idirafter, -include (relative paths made
 * absolute against "directory"), -std=, -W... (but -Werror: gcc and clang warn about
 * different things), -funsigned-char, -fsigned-char, -pthread. Optimisation, code
 * generation, output and target flags are dropped (cbounds compiles at -O0 for its own
 * target, --32 or --64).
 *
 * Ownership: cdb_load() fills a cdb that cdb_release() frees; cdb_find() returns an
 * entry owned by the cdb.
 * Errors: cdb_load() prints `cbounds: error: ...` and returns false.
 */
#ifndef CB_DRIVER_COMPILE_DB_H
#define CB_DRIVER_COMPILE_DB_H

#include <stdbool.h>
#include <stddef.h>

typedef struct cdb_entry {
  char *file;  /* as the database names it, made absolute against its directory */
  char *real;  /* its realpath, or NULL if it does not exist */
  char **args; /* the kept flags, in order */
  size_t num_args;
} cdb_entry;

typedef struct cdb {
  cdb_entry *entries;
  size_t count;
} cdb;

/* path: the database file (a directory means DIR/compile_commands.json). */
bool cdb_load(const char *path, cdb *db);
/* The entry of a file (compared by realpath), or NULL: the last one if several. */
const cdb_entry *cdb_find(const cdb *db, const char *file);
void cdb_release(cdb *db);

#endif
