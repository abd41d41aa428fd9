/*
 * libc_strmore.c: more of <string.h> and <strings.h>, as libc_string.c writes them (plain
 * loops over the bytes, one iteration per character: a string of length L needs --unwind
 * about L; every access through the caller's pointers, so unterminated strings and small
 * buffers are errors at the user's call; race notes for the bytes read and written).
 *
 * - strdup, strndup: a fresh heap copy (malloc never fails in cbounds, docs/memory.md).
 * - strspn, strcspn, strpbrk: the set is read in full for each character looked at.
 * - strcasecmp, strncasecmp: compared after tolower in the "C" locale, as unsigned char.
 * - strtok_r, strtok: glibc's behaviour (a token ends at a delimiter, which becomes NUL;
 *   *saveptr then points after it, or at the final NUL). strtok keeps its position in a
 *   global shared by all threads, as the standard says (it is not thread-safe).
 */
#include "cbounds_threads.h"

#define CB_MODEL __attribute__((weak))
#define CB_HELPER static inline __attribute__((always_inline))

typedef __SIZE_TYPE__ size_t;

void *malloc(size_t n);

CB_HELPER void cb_read(const void *p, size_t n) { __cbounds_race_access(p, n, 0); }
CB_HELPER void cb_wrote(const void *p, size_t n) { __cbounds_race_access(p, n, CB_RACE_WRITE); }

/* Whether c is one of the characters of set (read up to its terminator). */
CB_HELPER _Bool cb_in_set(char c, const char *set) {
  size_t j = 0;
  while (set[j] != '\0' && set[j] != c)
    j++;
  cb_read(set, j + 1);
  return set[j] != '\0';
}

CB_HELPER unsigned char cb_lower(unsigned char c) {
  return c >= 'A' && c <= 'Z' ? (unsigned char)(c - 'A' + 'a') : c;
}

CB_MODEL char *strndup(const char *s, size_t n) {
  size_t length = 0;
  while (length < n && s[length] != '\0')
    length++;
  cb_read(s, length < n ? length + 1 : n);
  char *copy = malloc(length + 1);
  __builtin_memcpy(copy, s, length);
  copy[length] = '\0';
  return copy;
}

CB_MODEL char *strdup(const char *s) { return strndup(s, (size_t)-1); }

CB_MODEL size_t strspn(const char *s, const char *accept) {
  size_t i = 0;
  while (s[i] != '\0' && cb_in_set(s[i], accept))
    i++;
  cb_read(s, i + 1);
  return i;
}

CB_MODEL size_t strcspn(const char *s, const char *reject) {
  size_t i = 0;
  while (s[i] != '\0' && !cb_in_set(s[i], reject))
    i++;
  cb_read(s, i + 1);
  return i;
}

CB_MODEL char *strpbrk(const char *s, const char *accept) {
  size_t i = strcspn(s, accept);
  return s[i] != '\0' ? (char *)(s + i) : 0;
}

CB_MODEL int strncasecmp(const char *s1, const char *s2, size_t n) {
  const unsigned char *a = (const unsigned char *)s1;
  const unsigned char *b = (const unsigned char *)s2;
  size_t i = 0;
  while (i < n && cb_lower(a[i]) == cb_lower(b[i]) && a[i] != '\0')
    i++;
  size_t read = i < n ? i + 1 : n;
  cb_read(a, read);
  cb_read(b, read);
  return i < n ? (int)cb_lower(a[i]) - (int)cb_lower(b[i]) : 0;
}

CB_MODEL int strcasecmp(const char *s1, const char *s2) { return strncasecmp(s1, s2, (size_t)-1); }

CB_MODEL char *strtok_r(char *restrict s, const char *restrict delim, char **restrict saveptr) {
  if (!s)
    s = *saveptr;
  s += strspn(s, delim);
  if (*s == '\0') {
    *saveptr = s;
    cb_wrote(saveptr, sizeof *saveptr);
    return 0;
  }
  char *end = s + strcspn(s, delim);
  if (*end != '\0') {
    *end = '\0';
    cb_wrote(end, 1);
    end++;
  }
  *saveptr = end;
  cb_wrote(saveptr, sizeof *saveptr);
  return s;
}

static char *cb_strtok_position;

CB_MODEL char *strtok(char *restrict s, const char *restrict delim) {
  return strtok_r(s, delim, &cb_strtok_position);
}
