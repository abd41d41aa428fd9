/*
 * libc_strtol.c: string to integer conversions (C11 7.22.1), bit-precise, as glibc does
 * them in the "C" locale: atoi, atol, atoll, strtol, strtoul, strtoll, strtoull.
 *
 * - Leading white space (' ', \t \n \v \f \r) is skipped, then an optional sign.
 * - base 0 takes the base from the prefix: "0x"/"0X" 16, "0" 8, else 10; base 16 allows
 *   the "0x" prefix. The prefix counts only when a hex digit follows it: strtol("0x", &e,
 *   16) is 0 with e at the "x", as in glibc.
 * - No digit: 0, and *endptr = nptr. Otherwise *endptr points past the last digit.
 * - Overflow: LONG_MAX / LONG_MIN (strtol, strtoll), ULONG_MAX (strtoul, strtoull) and
 *   errno = ERANGE; the digits are still all consumed. strtoul of "-N" is -N in unsigned
 *   arithmetic (strtoul("-1") == ULONG_MAX) unless N itself overflows.
 * - A base other than 0 or 2..36: 0 and errno = EINVAL (endptr untouched, as glibc).
 * - atoi(s) is (int)strtol(s, NULL, 10) (glibc: the truncation of a long); errno may
 *   change, as the standard allows.
 * - One loop iteration per character, like strlen (libc_string.c): a string of L
 *   characters needs --unwind about L. Reads go through the caller's pointer, so an
 *   unterminated string is an out-of-bounds error at the user's call.
 * - Under --race the bytes read are reported (race.c).
 */
#include "cbounds_threads.h"

#define CB_MODEL __attribute__((weak))
#define CB_HELPER static inline __attribute__((always_inline))

#define CB_ERANGE 34

int *__errno_location(void);

CB_HELPER int cb_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

/* The value of a digit character in bases up to 36, or 36 if it is none. */
CB_HELPER unsigned cb_digit(char c) {
  if (c >= '0' && c <= '9')
    return (unsigned)(c - '0');
  if (c >= 'a' && c <= 'z')
    return (unsigned)(c - 'a') + 10;
  if (c >= 'A' && c <= 'Z')
    return (unsigned)(c - 'A') + 10;
  return 36;
}

/* What a conversion found: the magnitude (saturated), its sign, whether it overflowed
   unsigned long long or `limit`, and where the digits ended (NULL: no digit). */
typedef struct cb_parsed {
  unsigned long long magnitude;
  _Bool negative, overflow;
  const char *end;
} cb_parsed;

CB_HELPER cb_parsed cb_parse(const char *nptr, int base, unsigned long long limit) {
  cb_parsed r = {0, 0, 0, 0};
  const char *s = nptr;
  while (cb_space(*s))
    s++;
  if (*s == '-' || *s == '+')
    r.negative = *s++ == '-';
  if ((base == 0 || base == 16) && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') && cb_digit(s[2]) < 16) {
    s += 2;
    base = 16;
  } else if (base == 0) {
    base = s[0] == '0' ? 8 : 10;
  }
  unsigned d;
  while ((d = cb_digit(*s)) < (unsigned)base) {
    unsigned long long next;
    if (__builtin_mul_overflow(r.magnitude, (unsigned long long)base, &next) ||
        __builtin_add_overflow(next, (unsigned long long)d, &next) || next > limit)
      r.overflow = 1;
    else
      r.magnitude = next;
    s++;
    r.end = s;
  }
  __cbounds_race_access(nptr, (unsigned long)(s - nptr) + 1, 0);
  return r;
}

CB_HELPER void cb_set_end(const char *nptr, char **endptr, const cb_parsed *r) {
  if (endptr) {
    *endptr = (char *)(r->end ? r->end : nptr);
    __cbounds_race_access(endptr, sizeof *endptr, CB_RACE_WRITE);
  }
}

CB_HELPER _Bool cb_bad_base(int base) { return base < 0 || base == 1 || base > 36; }

/* A signed conversion to a type whose largest value is max. */
CB_HELPER long long cb_signed(const char *nptr, char **endptr, int base, long long max) {
  if (cb_bad_base(base)) {
    *__errno_location() = CB_EINVAL;
    return 0;
  }
  unsigned long long top = (unsigned long long)max + 1; /* the magnitude of the minimum */
  cb_parsed r = cb_parse(nptr, base, top);
  cb_set_end(nptr, endptr, &r);
  if (r.overflow || (!r.negative && r.magnitude == top)) {
    *__errno_location() = CB_ERANGE;
    return r.negative ? -max - 1 : max;
  }
  return r.negative ? (long long)(0ull - r.magnitude) : (long long)r.magnitude;
}

/* An unsigned conversion to a type whose largest value is max. */
CB_HELPER unsigned long long cb_unsigned(const char *nptr, char **endptr, int base,
                                         unsigned long long max) {
  if (cb_bad_base(base)) {
    *__errno_location() = CB_EINVAL;
    return 0;
  }
  cb_parsed r = cb_parse(nptr, base, max);
  cb_set_end(nptr, endptr, &r);
  if (r.overflow) {
    *__errno_location() = CB_ERANGE;
    return max;
  }
  return r.negative ? (0ull - r.magnitude) & max : r.magnitude;
}

CB_MODEL long strtol(const char *restrict nptr, char **restrict endptr, int base) {
  return (long)cb_signed(nptr, endptr, base, __LONG_MAX__);
}

CB_MODEL unsigned long strtoul(const char *restrict nptr, char **restrict endptr, int base) {
  return (unsigned long)cb_unsigned(nptr, endptr, base, __LONG_MAX__ * 2ul + 1);
}

CB_MODEL long long strtoll(const char *restrict nptr, char **restrict endptr, int base) {
  return cb_signed(nptr, endptr, base, __LONG_LONG_MAX__);
}

CB_MODEL unsigned long long strtoull(const char *restrict nptr, char **restrict endptr, int base) {
  return cb_unsigned(nptr, endptr, base, __LONG_LONG_MAX__ * 2ull + 1);
}

CB_MODEL int atoi(const char *nptr) { return (int)strtol(nptr, 0, 10); }

CB_MODEL long atol(const char *nptr) { return strtol(nptr, 0, 10); }

CB_MODEL long long atoll(const char *nptr) { return strtoll(nptr, 0, 10); }
