/*
 * libc_io.c: output to streams. Output is not part of any property cbounds checks, so
 * these only give a nondeterministic result where the C standard leaves room: printf
 * and fprintf any int (the count of characters is not computed: formatting every
 * printf would cost a loop over its format; snprintf into a buffer is exact,
 * libc_format.c), puts and fputs a nonnegative value or EOF, putchar the character or
 * EOF. None of these touches its variadic arguments or reads the strings it is given.
 */
#include "cbounds_primitives.h"

#define CB_MODEL __attribute__((weak))

static int cb_output_result(void) { return __cbounds_nondet_int(); }

CB_MODEL int printf(const char *format, ...) { (void)format; return cb_output_result(); }
CB_MODEL int fprintf(void *stream, const char *format, ...) {
  (void)stream; (void)format;
  return cb_output_result();
}
/* puts, fputs: a nonnegative number on success, EOF on error (C11 7.21.7.4, .9). */
static int cb_put_result(void) {
  int r = __cbounds_nondet_int();
  __cbounds_assume(r >= -1);
  return r;
}

CB_MODEL int puts(const char *s) { (void)s; return cb_put_result(); }
/* The character written, or EOF. */
CB_MODEL int putchar(int c) { return __cbounds_nondet_bool() ? -1 : (unsigned char)c; }
CB_MODEL int fputs(const char *s, void *stream) { (void)s; (void)stream; return cb_put_result(); }
CB_MODEL int fflush(void *stream) { (void)stream; return 0; }
