/*
 * libc_string.c: the C library's string functions (<string.h>), each as the C standard
 * (C11 7.24) describes it, as plain loops over the bytes.
 *
 * - Characters are compared as unsigned char (7.24.1p3), in strcmp, strncmp and memcmp.
 * - A character argument (strchr, strrchr, memchr) is converted to char / unsigned char
 *   first, so strchr(s, 0) finds the terminator.
 * - Every access goes through the caller's pointers, so reading past the end of an
 *   unterminated string or writing past the end of the destination is reported by the
 *   memory checks (out of bounds, null pointer, ...) at the user's call.
 * - A loop runs once per character: strlen of a string of length L needs --unwind L, the
 *   others about as much (a longer string gives UNKNOWN, as in CBMC). strncpy zeroes its
 *   n bytes with __builtin_memset, so padding costs no loop.
 * - Bytes are read only as far as the standard's description needs them (strnlen and
 *   strncmp stop at n, strchr at the first match, strstr reads the needle only as far as
 *   it matches), so some calls on unterminated arrays are not reported.
 * - Overlapping arguments where the standard forbids them are not detected.
 * - Under cbounds --race each function reports the bytes it read and wrote, exactly
 *   (cb_read, cb_wrote: race.c), once the loop has found how far it goes: the call is
 *   one atomic step, so where in it the report comes does not matter.
 *
 * The helpers are static, so a program defining its own strlen does not change strcat.
 */
#include "cbounds_threads.h"

#define CB_MODEL __attribute__((weak))
/* Helpers are inlined at build time, so a trace shows only the function the user called. */
#define CB_HELPER static inline __attribute__((always_inline))

typedef __SIZE_TYPE__ size_t;

CB_HELPER void cb_read(const void *p, size_t n) { __cbounds_race_access(p, n, 0); }
CB_HELPER void cb_wrote(const void *p, size_t n) { __cbounds_race_access(p, n, CB_RACE_WRITE); }

/* Reads s[0..n]: the caller reports it. */
CB_HELPER size_t cb_strlen(const char *s) {
  size_t n = 0;
  while (s[n] != '\0')
    n++;
  return n;
}

/* Copies src with its terminator to dst, and reports both. */
CB_HELPER void cb_strcpy(char *dst, const char *src) {
  size_t i = 0;
  while ((dst[i] = src[i]) != '\0')
    i++;
  cb_read(src, i + 1);
  cb_wrote(dst, i + 1);
}

CB_MODEL size_t strlen(const char *s) {
  size_t n = cb_strlen(s);
  cb_read(s, n + 1);
  return n;
}

/* POSIX: the length, but reading at most n bytes. */
CB_MODEL size_t strnlen(const char *s, size_t maxlen) {
  size_t n = 0;
  while (n < maxlen && s[n] != '\0')
    n++;
  cb_read(s, n < maxlen ? n + 1 : maxlen);
  return n;
}

CB_MODEL char *strcpy(char *restrict dst, const char *restrict src) {
  cb_strcpy(dst, src);
  return dst;
}

/* Copies at most n characters; if src is shorter, fills the rest of the n with zeros.
   No terminator is written when src has n or more characters. Zeroing all n bytes first
   writes the same bytes with the same final contents (the arguments may not overlap),
   and keeps the memset's destination the caller's pointer. */
CB_MODEL char *strncpy(char *restrict dst, const char *restrict src, size_t n) {
  __builtin_memset(dst, 0, n);
  size_t i = 0;
  while (i < n && src[i] != '\0') {
    dst[i] = src[i];
    i++;
  }
  cb_read(src, i < n ? i + 1 : n);
  cb_wrote(dst, n);
  return dst;
}

CB_MODEL char *strcat(char *restrict dst, const char *restrict src) {
  size_t length = cb_strlen(dst);
  cb_read(dst, length + 1);
  cb_strcpy(dst + length, src);
  return dst;
}

/* Appends at most n characters of src, then always a terminator. */
CB_MODEL char *strncat(char *restrict dst, const char *restrict src, size_t n) {
  size_t length = cb_strlen(dst);
  char *end = dst + length;
  size_t i = 0;
  while (i < n && src[i] != '\0') {
    end[i] = src[i];
    i++;
  }
  end[i] = '\0';
  cb_read(dst, length + 1);
  cb_read(src, i < n ? i + 1 : n);
  cb_wrote(end, i + 1);
  return dst;
}

CB_MODEL int strcmp(const char *s1, const char *s2) {
  const unsigned char *a = (const unsigned char *)s1;
  const unsigned char *b = (const unsigned char *)s2;
  size_t i = 0;
  while (a[i] == b[i] && a[i] != '\0')
    i++;
  cb_read(a, i + 1);
  cb_read(b, i + 1);
  return (int)a[i] - (int)b[i];
}

CB_MODEL int strncmp(const char *s1, const char *s2, size_t n) {
  const unsigned char *a = (const unsigned char *)s1;
  const unsigned char *b = (const unsigned char *)s2;
  size_t i = 0;
  while (i < n && a[i] == b[i] && a[i] != '\0')
    i++;
  size_t read = i < n ? i + 1 : n;
  cb_read(a, read);
  cb_read(b, read);
  return i < n ? (int)a[i] - (int)b[i] : 0;
}

CB_MODEL char *strchr(const char *s, int c) {
  char ch = (char)c;
  size_t i = 0;
  while (s[i] != ch && s[i] != '\0')
    i++;
  cb_read(s, i + 1);
  return s[i] == ch ? (char *)(s + i) : 0;
}

CB_MODEL char *strrchr(const char *s, int c) {
  char ch = (char)c;
  const char *last = 0;
  size_t i = 0;
  for (;;) {
    if (s[i] == ch)
      last = s + i;
    if (s[i] == '\0') {
      cb_read(s, i + 1);
      return (char *)last;
    }
    i++;
  }
}

/* The first occurrence of needle in haystack; haystack itself if needle is empty. */
CB_MODEL char *strstr(const char *haystack, const char *needle) {
  size_t i = 0, needle_read = 0, haystack_read = 0; /* how far each was read */
  char *found;
  for (;;) {
    size_t j = 0;
    while (needle[j] != '\0' && haystack[i + j] == needle[j])
      j++;
    needle_read = j + 1 > needle_read ? j + 1 : needle_read;
    size_t reach = needle[j] == '\0' ? i + j : i + j + 1;
    haystack_read = reach > haystack_read ? reach : haystack_read;
    if (needle[j] == '\0') {
      found = (char *)(haystack + i);
      break;
    }
    if (haystack[i] == '\0') {
      found = 0;
      break;
    }
    i++;
  }
  cb_read(needle, needle_read);
  cb_read(haystack, haystack_read > i + 1 ? haystack_read : i + 1);
  return found;
}

CB_MODEL int memcmp(const void *s1, const void *s2, size_t n) {
  const unsigned char *a = (const unsigned char *)s1;
  const unsigned char *b = (const unsigned char *)s2;
  size_t i = 0;
  while (i < n && a[i] == b[i])
    i++;
  size_t read = i < n ? i + 1 : n;
  cb_read(a, read);
  cb_read(b, read);
  return i < n ? (int)a[i] - (int)b[i] : 0;
}

CB_MODEL void *memchr(const void *s, int c, size_t n) {
  const unsigned char *p = (const unsigned char *)s;
  unsigned char ch = (unsigned char)c;
  size_t i = 0;
  while (i < n && p[i] != ch)
    i++;
  cb_read(p, i < n ? i + 1 : n);
  return i < n ? (void *)(p + i) : 0;
}
