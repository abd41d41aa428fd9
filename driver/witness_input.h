/*
 * witness_input.h: the program a witness describes (--witness): its bytes and their
 * SHA-256 (input_file_hashes), its lines (to find the `)` of a call), and the line
 * markers of preprocessed C (`# 12 "prog.c"`), which map the file and line the debug
 * information names to a line of the file given.
 *
 * Ownership: wit_input_load() fills *in, released with wit_input_free() (also after a
 * failed load); the name is borrowed. Errors: wit_input_load() returns false when the
 * file cannot be read (errno says why); nothing is printed.
 */
#ifndef CB_DRIVER_WITNESS_INPUT_H
#define CB_DRIVER_WITNESS_INPUT_H

#include <stdbool.h>
#include <stddef.h>

#include <nettle/sha2.h>

/* The SHA-256 as 64 lowercase hex digits (what sha256sum prints) and the NUL. */
#define WIT_HASH_SIZE (2 * SHA256_DIGEST_SIZE + 1)

typedef struct wit_input {
  const char *name;    /* as given */
  char *real;          /* realpath, or NULL */
  char *text;          /* the bytes, NUL-terminated; owned */
  size_t size;
  char **lines;        /* lines[i] starts line i + 1 (inside text, newlines cut); owned */
  size_t num_lines;
  char hash[WIT_HASH_SIZE]; /* SHA-256 of the bytes, lowercase hex (nettle) */
  /* Line markers (`# 12 "prog.c"` in preprocessed C): the debug information names the
     file and line of the marker; these give each line of the input its presumed place
     (presumed_file 0 before the first marker and on marker lines). */
  bool has_markers;
  size_t *presumed_file; /* per line: 1 + index in names, 0: none */
  unsigned *presumed_line;
  char **names;          /* the file names of the markers; owned strings */
  char **real_names;     /* their realpaths (NULL if none); owned */
  size_t num_names;
} wit_input;

bool wit_input_load(wit_input *in, const char *name);
void wit_input_free(wit_input *in);
/* Line `line` (from 1) as in the file (no newline), or NULL past the end. */
const char *wit_line(const wit_input *in, unsigned line);

#endif
