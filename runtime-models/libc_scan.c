/*
 * libc_scan.c: formatted input from a string (C11 7.21.6.2, 7.21.6.7): sscanf and
 * vsscanf (and glibc's names for them, __isoc99_sscanf, __isoc99_vsscanf), as glibc reads
 * in the "C" locale.
 *
 * - Directives: white space (skips any amount, none included), ordinary characters
 *   (must match, else a matching failure), and conversions with an optional `*`
 *   (assignment suppressed), a field width, and the length modifiers hh h l ll q j z t.
 * - Conversions d i u o x X (i takes the base from the prefix, x accepts "0x"), c (width
 *   characters, 1 by default, no terminator, no white space skipped), s (a word, up to
 *   width characters, then a terminator), n (characters read so far, not counted), %.
 * - The value of an integer conversion is the number its characters spell, stored in
 *   the type of its length modifier (truncated, as glibc stores it). A number whose
 *   magnitude does not fit unsigned long long, and every other conversion (floating
 *   point, %[ ], %p, wide characters), is not followed: __cbounds_scan_unmodelled, a
 *   function without a body, writes it, so what is stored is a guess and a verdict that
 *   depends on it is UNKNOWN naming it (docs/models.md).
 * - The result is the number of assignments made; EOF (-1) when the string ends before
 *   the first assignment (glibc: sscanf("7", "%*d%d", &a) is EOF). %c at the end of the
 *   input takes the characters left (at least one).
 * - One loop iteration per character of the format and of the input read (--unwind
 *   about their length). Reads and writes go through the caller's pointers: a string
 *   without a terminator, or a %s buffer too small, is an out-of-bounds error at the
 *   user's call. Under --race the bytes read are reported (race.c).
 */
#include "cbounds_threads.h"

#define CB_MODEL __attribute__((weak))
#define CB_HELPER static inline __attribute__((always_inline))

typedef __builtin_va_list va_list;
#define va_start(ap, last) __builtin_va_start(ap, last)
#define va_arg(ap, type) __builtin_va_arg(ap, type)
#define va_end(ap) __builtin_va_end(ap)

/* What a conversion the model does not follow stores at `target` (NULL: suppressed),
   from the input at *input (advanced past what it reads). Returns 1 if it assigned, 0
   on a matching failure, -1 on an input failure. No body: all of it is a guess. */
int __cbounds_scan_unmodelled(const char **input, void *target);

CB_HELPER int cb_scan_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

CB_HELPER unsigned cb_scan_digit(char c) {
  if (c >= '0' && c <= '9')
    return (unsigned)(c - '0');
  if (c >= 'a' && c <= 'z')
    return (unsigned)(c - 'a') + 10;
  if (c >= 'A' && c <= 'Z')
    return (unsigned)(c - 'A') + 10;
  return 36;
}

/* The size of the target of an integer conversion with this length modifier. */
enum { CB_LEN_INT, CB_LEN_CHAR, CB_LEN_SHORT, CB_LEN_LONG, CB_LEN_LLONG, CB_LEN_SIZE };

CB_HELPER void cb_scan_store(void *target, int length, unsigned long long v) {
  switch (length) {
  case CB_LEN_CHAR: *(unsigned char *)target = (unsigned char)v; break;
  case CB_LEN_SHORT: *(unsigned short *)target = (unsigned short)v; break;
  case CB_LEN_LONG: *(unsigned long *)target = (unsigned long)v; break;
  case CB_LEN_LLONG: *(unsigned long long *)target = v; break;
  case CB_LEN_SIZE: *(__SIZE_TYPE__ *)target = (__SIZE_TYPE__)v; break;
  default: *(unsigned *)target = (unsigned)v; break;
  }
}

/* An integer field of at most `width` characters (0: any) in `base` (0: from the
   prefix) at *s, as glibc reads it, then converts it with strtol (signed: d, i) or
   strtoul (u o x), their long long forms for ll. Returns 1 with *value (a negative one
   in two's complement), 0 if there is no digit (a matching failure), 2 when glibc's
   result is not followed here: a magnitude that strtol/strtoul would clamp, or a "0x"
   prefix without a hex digit after it. */
CB_HELPER int cb_scan_integer(const char **s, int base, int width, _Bool is_signed,
                              _Bool long_long, unsigned long long *value) {
  const char *p = *s;
  int left = width ? width : -1;
  _Bool negative = 0, digits = 0, overflow = 0;
  if (left != 0 && (*p == '-' || *p == '+'))
    negative = *p++ == '-', left--;
  _Bool prefix = (base == 0 || base == 16) && left != 0 && left != 1 && p[0] == '0' &&
                 (p[1] == 'x' || p[1] == 'X');
  if (prefix && cb_scan_digit(p[2]) >= 16)
    return 2;
  if (prefix)
    p += 2, left -= 2, base = 16;
  else if (base == 0)
    base = p[0] == '0' ? 8 : 10;
  unsigned long long magnitude = 0;
  unsigned d;
  while (left != 0 && (d = cb_scan_digit(*p)) < (unsigned)base) {
    unsigned long long next;
    if (__builtin_mul_overflow(magnitude, (unsigned long long)base, &next) ||
        __builtin_add_overflow(next, (unsigned long long)d, &next))
      overflow = 1;
    magnitude = next;
    digits = 1;
    p++, left--;
  }
  if (!digits)
    return 0;
  *s = p;
  unsigned long long umax = long_long ? ~0ull : (unsigned long long)(__LONG_MAX__ * 2ul + 1);
  unsigned long long smax = long_long ? (unsigned long long)__LONG_LONG_MAX__
                                      : (unsigned long long)__LONG_MAX__;
  if (overflow || magnitude > umax ||
      (is_signed && magnitude > smax + (negative ? 1 : 0)))
    return 2;
  *value = negative ? 0ull - magnitude : magnitude;
  return 1;
}

/* The scan set of %[ in the format: skipped (the conversion is not followed). */
CB_HELPER const char *cb_skip_scanset(const char *f) {
  if (*f == '^')
    f++;
  if (*f == ']')
    f++;
  while (*f && *f != ']')
    f++;
  return *f ? f + 1 : f;
}

/* The end of a call: the bytes read are reported under --race; returns result. */
CB_HELPER int cb_scan_done(const char *str, const char *s, int result) {
  __cbounds_race_access(str, (unsigned long)(s - str) + 1, 0);
  return result;
}

CB_MODEL int vsscanf(const char *restrict str, const char *restrict format, va_list ap) {
  const char *s = str, *f = format;
  int assigned = 0;
  while (*f) {
    if (cb_scan_space(*f)) {
      while (cb_scan_space(*f))
        f++;
      while (cb_scan_space(*s))
        s++;
      continue;
    }
    if (*f != '%' || f[1] == '%') {
      f += *f == '%' ? 1 : 0;
      if (*f == '%')
        while (cb_scan_space(*s))
          s++;
      if (!*s)
        return cb_scan_done(str, s, assigned ? assigned : -1); /* input failure */
      if (*s != *f)
        return cb_scan_done(str, s, assigned); /* matching failure */
      s++, f++;
      continue;
    }
    f++;
    _Bool suppress = *f == '*';
    f += suppress;
    int width = 0;
    while (*f >= '0' && *f <= '9')
      width = width * 10 + (*f++ - '0');
    int length = CB_LEN_INT;
    if (*f == 'h')
      length = f[1] == 'h' ? (f++, CB_LEN_CHAR) : CB_LEN_SHORT, f++;
    else if (*f == 'l')
      length = f[1] == 'l' ? (f++, CB_LEN_LLONG) : CB_LEN_LONG, f++;
    else if (*f == 'q' || *f == 'j')
      length = CB_LEN_LLONG, f++;
    else if (*f == 'z' || *f == 't')
      length = CB_LEN_SIZE, f++;
    char conversion = *f++;
    void *target = 0;
    if (conversion == 'n') {
      if (!suppress)
        cb_scan_store(va_arg(ap, void *), length, (unsigned long long)(s - str));
      continue;
    }
    if (!suppress)
      target = va_arg(ap, void *);
    if (conversion != 'c' && conversion != '[')
      while (cb_scan_space(*s))
        s++;
    if (!*s)
      return cb_scan_done(str, s, assigned ? assigned : -1); /* input failure */
    int base = conversion == 'd' || conversion == 'u' ? 10
               : conversion == 'i'                      ? 0
               : conversion == 'o'                      ? 8
               : conversion == 'x' || conversion == 'X' ? 16
                                                        : -1;
    if (base >= 0) {
      unsigned long long v = 0;
      int found = cb_scan_integer(&s, base, width, conversion == 'd' || conversion == 'i',
                                  length == CB_LEN_LLONG, &v);
      if (found == 0)
        return cb_scan_done(str, s, assigned);
      if (found == 2) { /* not followed: a guess */
        int r = __cbounds_scan_unmodelled(&s, target);
        if (r <= 0)
          return cb_scan_done(str, s, r < 0 && !assigned ? -1 : assigned);
      } else if (target) {
        cb_scan_store(target, length, v);
      }
    } else if (conversion == 'c' && length == CB_LEN_INT) {
      int n = width ? width : 1, i = 0; /* fewer at the end of the input: glibc counts it */
      for (; i < n && s[i]; i++)
        if (target)
          ((char *)target)[i] = s[i];
      s += i;
    } else if (conversion == 's' && length == CB_LEN_INT) {
      int i = 0;
      while (s[i] && !cb_scan_space(s[i]) && (!width || i < width)) {
        if (target)
          ((char *)target)[i] = s[i];
        i++;
      }
      if (target)
        ((char *)target)[i] = 0;
      s += i;
    } else {
      if (conversion == '[')
        f = cb_skip_scanset(f);
      int r = __cbounds_scan_unmodelled(&s, target);
      if (r <= 0)
        return cb_scan_done(str, s, r < 0 && !assigned ? -1 : assigned);
    }
    assigned += target != 0;
  }
  return cb_scan_done(str, s, assigned);
}

CB_MODEL int sscanf(const char *restrict str, const char *restrict format, ...) {
  va_list ap;
  va_start(ap, format);
  int r = vsscanf(str, format, ap);
  va_end(ap);
  return r;
}

/* glibc's C99 names (a program compiled against glibc's stdio.h calls these). */
CB_MODEL int __isoc99_vsscanf(const char *restrict str, const char *restrict format, va_list ap) {
  return vsscanf(str, format, ap);
}

CB_MODEL int __isoc99_sscanf(const char *restrict str, const char *restrict format, ...) {
  va_list ap;
  va_start(ap, format);
  int r = vsscanf(str, format, ap);
  va_end(ap);
  return r;
}
