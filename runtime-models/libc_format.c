/*
 * libc_format.c: formatted output into a buffer (C11 7.21.6): sprintf, snprintf,
 * vsprintf, vsnprintf, with glibc's output in the "C" locale.
 *
 * - Conversions d i u o x X c s p % n with the flags - 0 + space #, a width and a
 *   precision (both may be *), and the length modifiers hh h l ll q j z t: exactly the
 *   characters glibc writes, and the count it returns.
 * - %p prints "(nil)" for NULL and otherwise "0x" and a nondeterministic nonzero value
 *   (a real address is not known: it changes from run to run).
 * - %s of NULL prints "(null)" (nothing if the precision is below 6), as glibc does.
 * - Any other conversion (floating point: f F e E g G a A; wide characters; %m ...) is
 *   not modelled: it is written by __cbounds_format_unmodelled, a function without a
 *   body, so cbounds warns about it, what it writes and its length are guesses, and a
 *   verdict that depends on them is UNKNOWN naming it (docs/encoding.md). A double
 *   argument is consumed as a double.
 * - snprintf writes at most n - 1 characters and a terminator (none if n is 0) and
 *   returns the length the whole output would have; sprintf writes all of it. Writes go
 *   through the caller's pointer, so a buffer too small is an out-of-bounds error at the
 *   user's call. A result above INT_MAX is not detected (EOVERFLOW).
 * - The format string is read one character per loop iteration (a format of L
 *   characters needs --unwind about L, as strlen does); digits are produced without a
 *   loop; padding takes one iteration per character of width.
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

/* Writes what a conversion the model does not follow would write at dst (room bytes
   left there, counting the terminator) and returns its length: a function without a
   body, so both are guesses (encoder/symex_havoc.c). */
int __cbounds_format_unmodelled(char *dst, size_t room);

typedef struct cb_out {
  char *buf;
  size_t cap;  /* characters that may be stored, the terminator included */
  size_t len;  /* characters produced so far */
} cb_out;

CB_HELPER void cb_put(cb_out *o, char c) {
  if (o->len + 1 < o->cap)
    o->buf[o->len] = c;
  o->len++;
}

CB_HELPER void cb_repeat(cb_out *o, char c, long n) {
  for (long i = 0; i < n; i++)
    cb_put(o, c);
}

typedef struct cb_spec {
  _Bool left, zero, plus, space, alt;
  int width;     /* 0: none */
  int precision; /* -1: none */
  int length;    /* 0 int, 1 hh, 2 h, 3 l, 4 ll (q j), 5 z t */
} cb_spec;

/* The digits of v in base 8, 10 or 16 (upper: X's letters), most significant first, in
   the last positions of d[0..22); returns how many there are (0 for v == 0). Straight-
   line code: no loop for the unwinding bound to count. */
CB_HELPER int cb_digits(unsigned long long v, unsigned base, _Bool upper, char *d) {
  const char *hex = upper ? "0123456789ABCDEF" : "0123456789abcdef";
  int count = 0;
#define CB_DIGIT_STEP(k)                                                                   \
  {                                                                                        \
    unsigned digit = (unsigned)(v % base);                                                 \
    v /= base;                                                                             \
    d[21 - (k)] = hex[digit];                                                              \
    if (v != 0 || digit != 0)                                                              \
      count = (k) + 1;                                                                     \
  }
  if (base == 16) {
    CB_DIGIT_STEP(0) CB_DIGIT_STEP(1) CB_DIGIT_STEP(2) CB_DIGIT_STEP(3) CB_DIGIT_STEP(4)
    CB_DIGIT_STEP(5) CB_DIGIT_STEP(6) CB_DIGIT_STEP(7) CB_DIGIT_STEP(8) CB_DIGIT_STEP(9)
    CB_DIGIT_STEP(10) CB_DIGIT_STEP(11) CB_DIGIT_STEP(12) CB_DIGIT_STEP(13)
    CB_DIGIT_STEP(14) CB_DIGIT_STEP(15)
  } else {
    CB_DIGIT_STEP(0) CB_DIGIT_STEP(1) CB_DIGIT_STEP(2) CB_DIGIT_STEP(3) CB_DIGIT_STEP(4)
    CB_DIGIT_STEP(5) CB_DIGIT_STEP(6) CB_DIGIT_STEP(7) CB_DIGIT_STEP(8) CB_DIGIT_STEP(9)
    CB_DIGIT_STEP(10) CB_DIGIT_STEP(11) CB_DIGIT_STEP(12) CB_DIGIT_STEP(13)
    CB_DIGIT_STEP(14) CB_DIGIT_STEP(15) CB_DIGIT_STEP(16) CB_DIGIT_STEP(17)
    CB_DIGIT_STEP(18) CB_DIGIT_STEP(19) CB_DIGIT_STEP(20) CB_DIGIT_STEP(21)
  }
#undef CB_DIGIT_STEP
  return count;
}

/* Writes the last `count` of the 22 digits, without a loop. */
CB_HELPER void cb_put_digits(cb_out *o, const char *d, int count) {
#define CB_PUT_DIGIT(k)                                                                    \
  if (22 - (k) <= count)                                                                   \
    cb_put(o, d[k]);
  CB_PUT_DIGIT(0) CB_PUT_DIGIT(1) CB_PUT_DIGIT(2) CB_PUT_DIGIT(3) CB_PUT_DIGIT(4)
  CB_PUT_DIGIT(5) CB_PUT_DIGIT(6) CB_PUT_DIGIT(7) CB_PUT_DIGIT(8) CB_PUT_DIGIT(9)
  CB_PUT_DIGIT(10) CB_PUT_DIGIT(11) CB_PUT_DIGIT(12) CB_PUT_DIGIT(13) CB_PUT_DIGIT(14)
  CB_PUT_DIGIT(15) CB_PUT_DIGIT(16) CB_PUT_DIGIT(17) CB_PUT_DIGIT(18) CB_PUT_DIGIT(19)
  CB_PUT_DIGIT(20) CB_PUT_DIGIT(21)
#undef CB_PUT_DIGIT
}

/* An integer conversion: magnitude v, a sign character (or 0), in base 8/10/16, with
   glibc's rules for flags, width and precision. */
CB_HELPER void cb_integer(cb_out *o, const cb_spec *sp, unsigned long long v, char sign,
                          unsigned base, _Bool upper) {
  char d[22];
  int count = cb_digits(v, base, upper, d);
  if (count == 0 && sp->precision != 0)
    count = 1; /* "0" (d[21] is '0'); precision 0 prints no digit for 0 */
  const char *prefix = "";
  if (sp->alt && base == 16 && v != 0)
    prefix = upper ? "0X" : "0x";
  int zeros = sp->precision > count ? sp->precision - count : 0;
  if (sp->alt && base == 8 && zeros == 0 && (count == 0 || d[22 - count] != '0'))
    zeros = 1; /* '#' with o: the first digit is a zero */
  int head = (sign != 0) + (prefix[0] != 0) * 2;
  int total = head + zeros + count;
  if (sp->zero && !sp->left && sp->precision < 0 && sp->width > total) {
    zeros += sp->width - total;
    total = sp->width;
  }
  if (!sp->left)
    cb_repeat(o, ' ', sp->width - total);
  if (sign)
    cb_put(o, sign);
  if (prefix[0]) {
    cb_put(o, prefix[0]);
    cb_put(o, prefix[1]);
  }
  cb_repeat(o, '0', zeros);
  cb_put_digits(o, d, count);
  if (sp->left)
    cb_repeat(o, ' ', sp->width - total);
}

/* %s: at most `precision` characters of s (all if none), padded to the width. */
CB_HELPER void cb_string(cb_out *o, const cb_spec *sp, const char *s) {
  if (!s)
    s = sp->precision < 0 || sp->precision >= 6 ? "(null)" : "";
  long n = 0;
  while ((sp->precision < 0 || n < sp->precision) && s[n] != '\0')
    n++;
  __cbounds_race_access(s, (unsigned long)n, 0);
  if (!sp->left)
    cb_repeat(o, ' ', sp->width - n);
  for (long i = 0; i < n; i++)
    cb_put(o, s[i]);
  if (sp->left)
    cb_repeat(o, ' ', sp->width - n);
}

/* A conversion not modelled: its text and length are guesses. */
CB_HELPER void cb_unmodelled(cb_out *o) {
  size_t room = o->len < o->cap ? o->cap - o->len : 0;
  int n = __cbounds_format_unmodelled(room ? o->buf + o->len : o->buf, room);
  __cbounds_assume(n >= 0);
  /* The last character it writes must fit, as every other one does. */
  if (n > 0 && o->len + (size_t)n < o->cap)
    o->buf[o->len + (size_t)n - 1] = o->buf[o->len + (size_t)n - 1];
  o->len += (size_t)n;
}

/* Reads the spec after '%' (flags, width, precision, length); *fp: past it. */
#define CB_READ_NUMBER(f, into)                                                           \
  while (*(f) >= '0' && *(f) <= '9')                                                       \
    into = into * 10 + (*(f)++ - '0');

/* The whole output of fmt with the arguments ap, into o. */
CB_HELPER void cb_format(cb_out *o, const char *fmt, va_list ap) {
  const char *f = fmt;
  for (; *f; f++) {
    if (*f != '%') {
      cb_put(o, *f);
      continue;
    }
    f++;
    cb_spec sp = {0, 0, 0, 0, 0, 0, -1, 0};
    for (;; f++) {
      if (*f == '-') sp.left = 1;
      else if (*f == '0') sp.zero = 1;
      else if (*f == '+') sp.plus = 1;
      else if (*f == ' ') sp.space = 1;
      else if (*f == '#') sp.alt = 1;
      else break;
    }
    if (*f == '*') {
      f++;
      sp.width = va_arg(ap, int);
      if (sp.width < 0) {
        sp.left = 1;
        sp.width = -sp.width;
      }
    } else {
      CB_READ_NUMBER(f, sp.width)
    }
    if (*f == '.') {
      f++;
      sp.precision = 0;
      if (*f == '*') {
        f++;
        sp.precision = va_arg(ap, int);
        if (sp.precision < 0)
          sp.precision = -1;
      } else {
        CB_READ_NUMBER(f, sp.precision)
      }
    }
    if (*f == 'h') {
      f++;
      sp.length = 2;
      if (*f == 'h') { f++; sp.length = 1; }
    } else if (*f == 'l') {
      f++;
      sp.length = 3;
      if (*f == 'l') { f++; sp.length = 4; }
    } else if (*f == 'q' || *f == 'j' || *f == 'L') {
      f++;
      sp.length = 4;
    } else if (*f == 'z' || *f == 't') {
      f++;
      sp.length = 5;
    }
    char c = *f;
    if (c == 'd' || c == 'i') {
      long long v = sp.length == 4 ? va_arg(ap, long long)
                    : sp.length == 3 || sp.length == 5 ? va_arg(ap, long)
                                                       : va_arg(ap, int);
      if (sp.length == 1) v = (signed char)v;
      if (sp.length == 2) v = (short)v;
      char sign = v < 0 ? '-' : sp.plus ? '+' : sp.space ? ' ' : 0;
      unsigned long long magnitude = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
      cb_integer(o, &sp, magnitude, sign, 10, 0);
    } else if (c == 'u' || c == 'x' || c == 'X' || c == 'o') {
      unsigned long long v = sp.length == 4 ? va_arg(ap, unsigned long long)
                             : sp.length == 3 || sp.length == 5 ? va_arg(ap, unsigned long)
                                                                : va_arg(ap, unsigned int);
      if (sp.length == 1) v = (unsigned char)v;
      if (sp.length == 2) v = (unsigned short)v;
      cb_integer(o, &sp, v, 0, c == 'u' ? 10 : c == 'o' ? 8 : 16, c == 'X');
    } else if (c == 'c') {
      char ch = (char)va_arg(ap, int);
      if (!sp.left)
        cb_repeat(o, ' ', sp.width - 1);
      cb_put(o, ch);
      if (sp.left)
        cb_repeat(o, ' ', sp.width - 1);
    } else if (c == 's') {
      cb_string(o, &sp, va_arg(ap, const char *));
    } else if (c == 'p') {
      void *p = va_arg(ap, void *);
      if (!p) {
        sp.precision = -1;
        cb_string(o, &sp, "(nil)");
      } else {
        unsigned long v = __cbounds_nondet_ulong(); /* the address: not known */
        __cbounds_assume(v != 0);
        sp.alt = 1;
        sp.length = 3;
        cb_integer(o, &sp, v, sp.plus ? '+' : sp.space ? ' ' : 0, 16, 0);
      }
    } else if (c == '%') {
      cb_put(o, '%');
    } else if (c == 'n' && sp.length == 0) {
      *va_arg(ap, int *) = (int)o->len;
    } else if (c == '\0') {
      f--; /* a lone '%' at the end: glibc prints nothing more */
    } else {
      if (c == 'f' || c == 'F' || c == 'e' || c == 'E' || c == 'g' || c == 'G' || c == 'a' ||
          c == 'A') {
        if (sp.length == 4)
          (void)va_arg(ap, long double);
        else
          (void)va_arg(ap, double);
      } else if (c != 'm') {
        (void)va_arg(ap, void *); /* one argument of some kind */
      }
      cb_unmodelled(o);
    }
  }
  if (o->cap > 0)
    o->buf[o->len < o->cap ? o->len : o->cap - 1] = '\0';
  size_t stored = o->cap == 0 ? 0 : o->len < o->cap ? o->len + 1 : o->cap;
  __cbounds_race_access(o->buf, (unsigned long)stored, CB_RACE_WRITE);
}

/* The length of the whole output, nothing stored (printf's count, libc_io.c). */
unsigned long __cbounds_format_length(const char *restrict fmt, va_list ap) {
  cb_out o = {0, 0, 0};
  cb_format(&o, fmt, ap);
  return (unsigned long)o.len;
}

CB_MODEL int vsnprintf(char *restrict buf, size_t n, const char *restrict fmt, va_list ap) {
  cb_out o = {buf, n, 0};
  cb_format(&o, fmt, ap);
  return (int)o.len;
}

CB_MODEL int vsprintf(char *restrict buf, const char *restrict fmt, va_list ap) {
  cb_out o = {buf, (size_t)-1, 0};
  cb_format(&o, fmt, ap);
  return (int)o.len;
}

CB_MODEL int snprintf(char *restrict buf, size_t n, const char *restrict fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  cb_out o = {buf, n, 0};
  cb_format(&o, fmt, ap);
  va_end(ap);
  return (int)o.len;
}

CB_MODEL int sprintf(char *restrict buf, const char *restrict fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  cb_out o = {buf, (size_t)-1, 0};
  cb_format(&o, fmt, ap);
  va_end(ap);
  return (int)o.len;
}
