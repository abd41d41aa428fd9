/*
 * libc_io.c: output functions. Output is not part of any property cbounds checks, so
 * these only give a nondeterministic result where the C standard leaves room (a count
 * of characters, or a negative value on error). Reading the format arguments is not
 * needed, so none of these touches its variadic arguments.
 */
#include "cbounds_primitives.h"

#define CB_MODEL __attribute__((weak))

static int cb_output_result(void) { return __cbounds_nondet_int(); }

CB_MODEL int printf(const char *format, ...) { (void)format; return cb_output_result(); }
CB_MODEL int fprintf(void *stream, const char *format, ...) {
  (void)stream; (void)format;
  return cb_output_result();
}
CB_MODEL int puts(const char *s) { (void)s; return cb_output_result(); }
CB_MODEL int putchar(int c) { (void)c; return cb_output_result(); }
CB_MODEL int fputs(const char *s, void *stream) { (void)s; (void)stream; return cb_output_result(); }
CB_MODEL int fflush(void *stream) { (void)stream; return 0; }
