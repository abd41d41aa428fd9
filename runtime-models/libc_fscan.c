/*
 * libc_fscan.c: formatted input from a stream (C11 7.21.6.2, .4, .9, .11): scanf, fscanf,
 * vscanf, vfscanf and glibc's names for them (__isoc99_*). The input comes from outside
 * the program, so every call stands for every possible input, as glibc reads it in the
 * "C" locale (docs/models.md):
 *
 * - The stream is read (a NULL stream is a null pointer dereference; scanf reads stdin).
 * - Each literal character of the format matches, or fails to match (the call returns
 *   the count so far), or the input ends (below). White space in the format matches any
 *   amount of input white space.
 * - Each conversion either succeeds, or the input ends before it (input failure: the
 *   count so far, or EOF if nothing was assigned yet; errno may be set, a read error),
 *   or, where a character can fail to match (integers, floating point), matching fails
 *   (the count so far). On success it stores a value some input produces:
 *   - d i u o x X: any value of the target type; with a field width w, only what w
 *     characters can spell (at most w digits, or a sign and w - 1 digits; %i: decimal,
 *     octal or hex with its "0x"), truncated to the target type as glibc stores it;
 *   - c: between 1 and w characters (w = 1 without a width), any bytes, no terminator
 *     (fewer than w only where the input ends: glibc counts the conversion);
 *   - s: a word of 1 to w characters (any length without a width: a buffer of any size
 *     can overflow) of bytes other than white space (NUL among them, as glibc), and a
 *     terminator;
 *   - f e g a (F E G A) and their l forms: any float or double;
 *   - n: the characters read so far (at least those the directives before needed);
 *   - %%: a literal '%' after white space.
 *   Other conversions (%[, %p, %L forms, wide characters) are not followed: written by
 *   __cbounds_fscan_unmodelled, a function without a body (guesses, docs/models.md).
 * - Writes: the first 16 bytes of a %s or %c field are straight-line code; a longer field
 *   is first checked for bounds as a whole (one memset of the rest, its terminator
 *   included: an overflow is found without a loop), then its bytes take one loop
 *   iteration each (a field of N > 16 characters needs --unwind N - 16).
 * - Under --race the bytes written are reported (race.c).
 */
#include "cbounds_threads.h"

#define CB_MODEL __attribute__((weak))
#define CB_HELPER static inline __attribute__((always_inline))

typedef __SIZE_TYPE__ size_t;
typedef __builtin_va_list va_list;
#define va_start(ap, last) __builtin_va_start(ap, last)
#define va_arg(ap, type) __builtin_va_arg(ap, type)
#define va_end(ap) __builtin_va_end(ap)

extern void *stdin;
int *__errno_location(void);

/* What a conversion the model does not follow stores at target (NULL: suppressed).
   Returns 1 if it assigned, 0 on a matching failure, -1 on an input failure. No body:
   all of it is a guess. */
int __cbounds_fscan_unmodelled(void *target);

CB_HELPER void cb_fscan_stream(void *stream) { (void)*(volatile int *)stream; }

CB_HELPER _Bool cb_fscan_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

/* The outcome of a directive: it matches, the input does not match, the input ends. */
enum { CB_MATCH, CB_MISMATCH, CB_INPUT_ENDS };

CB_HELPER int cb_fscan_outcome(_Bool can_mismatch) {
  int o = __cbounds_nondet_int();
  __cbounds_assume(o == CB_MATCH || o == CB_INPUT_ENDS || (can_mismatch && o == CB_MISMATCH));
  return o;
}

/* The result of a call that stops at an input failure. */
CB_HELPER int cb_fscan_input_failure(int assigned) {
  if (__cbounds_nondet_bool()) { /* a read error rather than the end of the file */
    int e = __cbounds_nondet_int();
    __cbounds_assume(e >= 1 && e <= 133);
    *__errno_location() = e;
  }
  return assigned ? assigned : -1;
}

enum { CB_FLEN_INT, CB_FLEN_CHAR, CB_FLEN_SHORT, CB_FLEN_LONG, CB_FLEN_LLONG, CB_FLEN_SIZE };

CB_HELPER void cb_fscan_store(void *target, int length, unsigned long long v) {
  switch (length) {
  case CB_FLEN_CHAR: *(unsigned char *)target = (unsigned char)v; break;
  case CB_FLEN_SHORT: *(unsigned short *)target = (unsigned short)v; break;
  case CB_FLEN_LONG: *(unsigned long *)target = (unsigned long)v; break;
  case CB_FLEN_LLONG: *(unsigned long long *)target = v; break;
  case CB_FLEN_SIZE: *(size_t *)target = (size_t)v; break;
  default: *(unsigned *)target = (unsigned)v; break;
  }
}

/* base^w, or 0 when it is 2^63 or more (no bound worth keeping). Straight-line. */
CB_HELPER unsigned long long cb_fscan_power(unsigned base, int w) {
  static const unsigned long long tens[19] = {
      1ull, 10ull, 100ull, 1000ull, 10000ull, 100000ull, 1000000ull, 10000000ull,
      100000000ull, 1000000000ull, 10000000000ull, 100000000000ull, 1000000000000ull,
      10000000000000ull, 100000000000000ull, 1000000000000000ull, 10000000000000000ull,
      100000000000000000ull, 1000000000000000000ull};
  if (w < 0)
    return 1;
  if (base == 10)
    return w < 19 ? tens[w] : 0;
  unsigned shift = base == 8 ? 3u : 4u;
  return (unsigned)w * shift < 63 ? 1ull << ((unsigned)w * shift) : 0;
}

/* The largest magnitude w characters spell in base (0: %i), or 0 for no bound. */
CB_HELPER unsigned long long cb_fscan_largest(unsigned base, int w) {
  if (base != 0)
    return cb_fscan_power(base, w);
  unsigned long long dec = cb_fscan_power(10, w), hex = cb_fscan_power(16, w - 2);
  if (dec == 0 || (w > 2 && hex == 0))
    return 0;
  return dec > hex ? dec : hex;
}

/* A value an integer conversion of width w (0: none) can store, before truncation. */
CB_HELPER unsigned long long cb_fscan_integer(unsigned base, int width) {
  unsigned long long v = __cbounds_nondet_ulonglong();
  if (width == 0)
    return v;
  unsigned long long plain = cb_fscan_largest(base, width);
  unsigned long long signed_ = cb_fscan_largest(base, width - 1);
  if (plain == 0)
    return v;
  _Bool negative = __cbounds_nondet_bool();
  __cbounds_assume(negative ? v < signed_ : v < plain); /* w = 1: no room for a sign */
  return negative ? 0ull - v : v;
}

/* One byte of a field: any byte (%c) or one that is not white space (%s). */
CB_HELPER char cb_fscan_byte(_Bool word) {
  char c = __cbounds_nondet_char();
  if (word)
    __cbounds_assume(!cb_fscan_space(c));
  return c;
}

/* n field bytes at t (and a terminator after them for a word). */
CB_HELPER void cb_fscan_field(char *t, unsigned long n, _Bool word) {
#define CB_FIELD_BYTE(k)                                                                   \
  if ((k) < n)                                                                             \
    t[k] = cb_fscan_byte(word);                                                            \
  else if ((k) == n && word)                                                               \
    t[k] = '\0';
  CB_FIELD_BYTE(0) CB_FIELD_BYTE(1) CB_FIELD_BYTE(2) CB_FIELD_BYTE(3) CB_FIELD_BYTE(4)
  CB_FIELD_BYTE(5) CB_FIELD_BYTE(6) CB_FIELD_BYTE(7) CB_FIELD_BYTE(8) CB_FIELD_BYTE(9)
  CB_FIELD_BYTE(10) CB_FIELD_BYTE(11) CB_FIELD_BYTE(12) CB_FIELD_BYTE(13)
  CB_FIELD_BYTE(14) CB_FIELD_BYTE(15)
#undef CB_FIELD_BYTE
  if (n >= 16) {
    /* The rest, terminator included, is in bounds as a whole, or this is the error. */
    __builtin_memset(t + 16, 0, n - 16 + word);
    for (unsigned long i = 16; i < n; i++)
      t[i] = cb_fscan_byte(word);
  }
  __cbounds_race_access(t, n + word, CB_RACE_WRITE);
}

/* The length of a field of at most `width` characters (0: any), at least 1. */
CB_HELPER unsigned long cb_fscan_length(int width) {
  unsigned long n = __cbounds_nondet_ulong();
  __cbounds_assume(n >= 1 && (width == 0 || n <= (unsigned long)width));
  return n;
}

/* Every function below: the one reading of a stream. */
static int cb_fscan(void *stream, const char *format, va_list ap) {
  cb_fscan_stream(stream);
  const char *f = format;
  int assigned = 0;
  unsigned long long read = 0, least = 0; /* for %n: read so far, read at least since */
  while (*f) {
    if (cb_fscan_space(*f)) {
      while (cb_fscan_space(*f))
        f++;
      continue;
    }
    if (*f != '%' || f[1] == '%') {
      f += *f == '%' ? 2 : 1;
      int o = cb_fscan_outcome(1);
      if (o == CB_INPUT_ENDS)
        return cb_fscan_input_failure(assigned);
      if (o == CB_MISMATCH)
        return assigned;
      least++;
      continue;
    }
    f++;
    _Bool suppress = *f == '*';
    f += suppress;
    int width = 0;
    while (*f >= '0' && *f <= '9')
      width = width * 10 + (*f++ - '0');
    int length = CB_FLEN_INT;
    if (*f == 'h')
      length = f[1] == 'h' ? (f++, CB_FLEN_CHAR) : CB_FLEN_SHORT, f++;
    else if (*f == 'l')
      length = f[1] == 'l' ? (f++, CB_FLEN_LLONG) : CB_FLEN_LONG, f++;
    else if (*f == 'q' || *f == 'j' || *f == 'L')
      length = *f == 'L' ? -1 : CB_FLEN_LLONG, f++;
    else if (*f == 'z' || *f == 't')
      length = CB_FLEN_SIZE, f++;
    char c = *f;
    if (c)
      f++;
    if (c == 'n') {
      unsigned long long now = __cbounds_nondet_ulonglong();
      __cbounds_assume(now >= read + least && now < (1ull << 62));
      read = now, least = 0;
      if (!suppress)
        cb_fscan_store(va_arg(ap, void *), length < 0 ? CB_FLEN_LLONG : length, now);
      continue;
    }
    void *target = suppress ? 0 : va_arg(ap, void *);
    unsigned base = c == 'd' || c == 'u' ? 10 : c == 'i' ? 0 : c == 'o' ? 8
                    : c == 'x' || c == 'X' ? 16 : 1;
    _Bool floating = c == 'f' || c == 'e' || c == 'g' || c == 'a' || c == 'F' || c == 'E' ||
                     c == 'G' || c == 'A';
    _Bool chars = (c == 'c' || c == 's') && length == CB_FLEN_INT;
    if (base == 1 && !chars && !(floating && (length == CB_FLEN_INT || length == CB_FLEN_LONG))) {
      if (c == '[') { /* skip the scan set */
        f += *f == '^';
        f += *f == ']';
        while (*f && *f != ']')
          f++;
        f += *f == ']';
      }
      int r = __cbounds_fscan_unmodelled(target);
      if (r < 0)
        return cb_fscan_input_failure(assigned);
      if (r == 0)
        return assigned;
      assigned += target != 0;
      least++;
      continue;
    }
    int o = cb_fscan_outcome(!chars);
    if (o == CB_INPUT_ENDS)
      return cb_fscan_input_failure(assigned);
    if (o == CB_MISMATCH)
      return assigned;
    if (chars) {
      unsigned long n = c == 'c' ? cb_fscan_length(width ? width : 1) : cb_fscan_length(width);
      if (target)
        cb_fscan_field((char *)target, n, c == 's');
      least += n;
    } else if (floating) {
      if (target && length == CB_FLEN_LONG)
        *(double *)target = __cbounds_nondet_double();
      else if (target)
        *(float *)target = __cbounds_nondet_float();
      least++;
    } else {
      unsigned long long v = cb_fscan_integer(base, width);
      if (target)
        cb_fscan_store(target, length < 0 ? CB_FLEN_LLONG : length, v); /* %Ld: long long */
      least++;
    }
    assigned += target != 0;
  }
  return assigned;
}

CB_MODEL int vfscanf(void *restrict stream, const char *restrict format, va_list ap) {
  return cb_fscan(stream, format, ap);
}

CB_MODEL int vscanf(const char *restrict format, va_list ap) { return cb_fscan(stdin, format, ap); }

CB_MODEL int fscanf(void *restrict stream, const char *restrict format, ...) {
  va_list ap;
  va_start(ap, format);
  int r = cb_fscan(stream, format, ap);
  va_end(ap);
  return r;
}

CB_MODEL int scanf(const char *restrict format, ...) {
  va_list ap;
  va_start(ap, format);
  int r = cb_fscan(stdin, format, ap);
  va_end(ap);
  return r;
}

/* glibc's C99 names (a program compiled against glibc's stdio.h calls these). */
CB_MODEL int __isoc99_vfscanf(void *restrict stream, const char *restrict format, va_list ap) {
  return cb_fscan(stream, format, ap);
}

CB_MODEL int __isoc99_vscanf(const char *restrict format, va_list ap) {
  return cb_fscan(stdin, format, ap);
}

CB_MODEL int __isoc99_fscanf(void *restrict stream, const char *restrict format, ...) {
  va_list ap;
  va_start(ap, format);
  int r = cb_fscan(stream, format, ap);
  va_end(ap);
  return r;
}

CB_MODEL int __isoc99_scanf(const char *restrict format, ...) {
  va_list ap;
  va_start(ap, format);
  int r = cb_fscan(stdin, format, ap);
  va_end(ap);
  return r;
}
