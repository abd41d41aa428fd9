/*
 * libc_io.c: formatted and plain output to streams (C11 7.21.6.1, .3, .8, .9, 7.21.7).
 * Output leaves the program: what is written is discarded, and every call may fail as
 * the manual allows (an output error: EOF or a negative count, errno some error number),
 * since a closed or full output is outside the program.
 *
 * - printf, fprintf, dprintf, vprintf, vfprintf, vdprintf: on success glibc's count of
 *   characters, computed by libc_format.c's formatter with a sink that stores nothing
 *   (__cbounds_format_length: the same characters snprintf(NULL, 0, ...) counts, %n
 *   included); a count above INT_MAX is -1 with EOVERFLOW, as glibc. The format and
 *   every %s argument are read, so a string without a terminator is an error.
 * - puts: strlen(s) + 1 (glibc's result), fputs: 1 (glibc's), putchar: the character
 *   as unsigned char, fflush: 0; or EOF.
 * - Cheap variants: a call whose result the program never uses and whose format is a
 *   literal without %n is redirected by libseq (passes/seq_output.c) to
 *   __cbounds_model_<name> below: no formatting, nothing read, nothing written. So a bad
 *   %s pointer is an error only where the result is used (docs/models.md).
 * - fprintf, vfprintf and fputs read the FILE (a NULL stream is a null pointer
 *   dereference), as the stream functions of libc_file.c do.
 */
#include "cbounds_threads.h"

#define CB_MODEL __attribute__((weak))
#define CB_HELPER static inline __attribute__((always_inline))

typedef __builtin_va_list va_list;
#define va_start(ap, last) __builtin_va_start(ap, last)
#define va_end(ap) __builtin_va_end(ap)

#define CB_EOVERFLOW 75

int *__errno_location(void);
/* libc_format.c: the length of the output of format with ap (nothing stored). */
unsigned long __cbounds_format_length(const char *restrict format, va_list ap);

/* A stream is used: it must be valid (NULL is a null pointer dereference). */
CB_HELPER void cb_use_stream(void *stream) { (void)*(volatile int *)stream; }

/* An output error may happen at any call: true, with errno some error number. */
CB_HELPER _Bool cb_output_fails(void) {
  if (!__cbounds_nondet_bool())
    return 0;
  int e = __cbounds_nondet_int();
  __cbounds_assume(e >= 1 && e <= 133);
  *__errno_location() = e;
  return 1;
}

/* The result of a printf: the count, or a negative value on an output error. */
CB_HELPER int cb_printed(const char *format, va_list ap) {
  unsigned long n = __cbounds_format_length(format, ap);
  if (cb_output_fails())
    return -1;
  if (n > 2147483647ul) {
    *__errno_location() = CB_EOVERFLOW;
    return -1;
  }
  return (int)n;
}

CB_MODEL int vprintf(const char *restrict format, va_list ap) { return cb_printed(format, ap); }

CB_MODEL int vfprintf(void *restrict stream, const char *restrict format, va_list ap) {
  cb_use_stream(stream);
  return cb_printed(format, ap);
}

CB_MODEL int vdprintf(int fd, const char *restrict format, va_list ap) {
  (void)fd;
  return cb_printed(format, ap);
}

CB_MODEL int printf(const char *restrict format, ...) {
  va_list ap;
  va_start(ap, format);
  int r = cb_printed(format, ap);
  va_end(ap);
  return r;
}

CB_MODEL int fprintf(void *restrict stream, const char *restrict format, ...) {
  cb_use_stream(stream);
  va_list ap;
  va_start(ap, format);
  int r = cb_printed(format, ap);
  va_end(ap);
  return r;
}

CB_MODEL int dprintf(int fd, const char *restrict format, ...) {
  (void)fd;
  va_list ap;
  va_start(ap, format);
  int r = cb_printed(format, ap);
  va_end(ap);
  return r;
}

/* glibc's puts: the characters written, the newline included (at most INT_MAX). */
CB_MODEL int puts(const char *s) {
  unsigned long n = 0;
  while (s[n] != '\0')
    n++;
  __cbounds_race_access(s, n + 1, 0);
  if (cb_output_fails())
    return -1;
  return n + 1 > 2147483647ul ? 2147483647 : (int)(n + 1);
}

/* glibc's fputs returns 1 on success. */
CB_MODEL int fputs(const char *s, void *stream) {
  (void)s;
  cb_use_stream(stream);
  return cb_output_fails() ? -1 : 1;
}

/* The character written, or EOF. */
CB_MODEL int putchar(int c) { return cb_output_fails() ? -1 : (unsigned char)c; }
/* 0, or EOF when writing what is buffered fails (NULL: every stream). */
CB_MODEL int fflush(void *stream) {
  if (stream)
    cb_use_stream(stream);
  return cb_output_fails() ? -1 : 0;
}

/* The cheap variants (passes/seq_output.c): the result is never used. */
int __cbounds_model_printf(const char *format, ...) { (void)format; return 0; }
int __cbounds_model_fprintf(void *stream, const char *format, ...) {
  (void)format;
  cb_use_stream(stream);
  return 0;
}
int __cbounds_model_dprintf(int fd, const char *format, ...) { (void)fd, (void)format; return 0; }
int __cbounds_model_vprintf(const char *format, va_list ap) { (void)format, (void)ap; return 0; }
int __cbounds_model_vfprintf(void *stream, const char *format, va_list ap) {
  (void)format, (void)ap;
  cb_use_stream(stream);
  return 0;
}
int __cbounds_model_vdprintf(int fd, const char *format, va_list ap) {
  (void)fd, (void)format, (void)ap;
  return 0;
}
int __cbounds_model_puts(const char *s) { (void)s; return 0; }
int __cbounds_model_fputs(const char *s, void *stream) {
  (void)s;
  cb_use_stream(stream);
  return 0;
}
int __cbounds_model_putchar(int c) { return (unsigned char)c; }
/* fflush(NULL) flushes every stream: only a stream given is read. */
int __cbounds_model_fflush(void *stream) {
  if (stream)
    cb_use_stream(stream);
  return 0;
}
