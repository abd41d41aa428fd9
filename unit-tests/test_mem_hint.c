/*
 * test_mem_hint.c: the parsing of a confirming check's hint strings (encoder/mem_hint.h):
 * bytes as two hexadecimal digits, "--" for none, and the pointers the run named ("**"
 * bytes, listed after the digits as " OFFSET TARGET TARGET_OFFSET"). Metadata strings are
 * not terminated: each case puts more digits right after the string's end, which a
 * parser that reads past it would take in.
 */
#include "encoder/mem_hint.h"
#include "unit.h"

#include <string.h>

/* The string s followed by "97 x" beyond its length. */
static const char *unterminated(const char *s, char *buffer, size_t size, unsigned *length) {
  snprintf(buffer, size, "%s97 x", s);
  *length = (unsigned)strlen(s);
  return buffer;
}

static void test_bytes(void) {
  char buffer[128];
  unsigned length;
  const char *t = unterminated("0aff--", buffer, sizeof buffer, &length);
  uint8_t v = 0;
  check(mem_hint_byte(t, length, 0, &v) && v == 0x0a, "byte 0 is 0x0a (got %u)", v);
  check(mem_hint_byte(t, length, 1, &v) && v == 0xff, "byte 1 is 0xff (got %u)", v);
  check(!mem_hint_byte(t, length, 2, &v), "byte 2 has no hint (\"--\")");
  check(!mem_hint_byte(t, length, 3, &v), "byte 3 is past the string (\"97\" follows it)");
  check(!mem_hint_byte(NULL, 0, 0, &v), "no string, no hint");
  check(mem_hint_digit('f') == 15 && mem_hint_digit('F') < 0 && mem_hint_digit('*') < 0,
        "digits are lower-case hexadecimal");
}

static void test_pointers(void) {
  char buffer[128];
  unsigned length;
  /* byte 0 = 0x01, bytes 1..4 a pointer into heap:0:1 at 8, byte 5 a pointer byte the
     run could not name */
  const char *t = unterminated("01********-- 1 heap:0:1 8", buffer, sizeof buffer, &length);
  uint64_t at = 0, delta = 0;
  const char *name = NULL;
  size_t name_length = 0;
  uint8_t v;
  check(!mem_hint_byte(t, length, 1, &v), "a named pointer's byte is no byte hint");
  for (uint64_t b = 1; b <= 4; b++) {
    bool ok = mem_hint_pointer(t, length, b, 4, &at, &name, &name_length, &delta);
    check(ok && at == 1 && delta == 8 && name_length == 8 && !memcmp(name, "heap:0:1", 8),
          "byte %llu: the pointer at 1 to heap:0:1 + 8 (got %d, at %llu, +%llu)",
          (unsigned long long)b, ok, (unsigned long long)at, (unsigned long long)delta);
  }
  check(!mem_hint_pointer(t, length, 0, 4, &at, &name, &name_length, &delta),
        "byte 0 is a plain byte");
  check(!mem_hint_pointer(t, length, 5, 4, &at, &name, &name_length, &delta),
        "byte 5 (\"--\") names nothing");
  /* The word would end past the object's 6 bytes: ignored. */
  t = unterminated("************ 4 g 0", buffer, sizeof buffer, &length);
  check(!mem_hint_pointer(t, length, 4, 4, &at, &name, &name_length, &delta),
        "a listed pointer past the object's end is ignored");
  /* Malformed lists name nothing. */
  const char *bad[] = {"******** 0 g", "******** 0 g ", "******** x g 0", "********  0 g 0",
                       "******** 0"};
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
    t = unterminated(bad[i], buffer, sizeof buffer, &length);
    check(!mem_hint_pointer(t, length, 0, 4, &at, &name, &name_length, &delta),
          "malformed \"%s\" names nothing", bad[i]);
  }
  /* The last offset ends with the string, not with the digits after it. */
  t = unterminated("******** 0 alloca:q 12", buffer, sizeof buffer, &length);
  check(mem_hint_pointer(t, length, 2, 4, &at, &name, &name_length, &delta) && delta == 12 &&
            name_length == 8 && !memcmp(name, "alloca:q", 8),
        "the target offset is 12 (got %llu)", (unsigned long long)delta);
  /* The second of two pointers. */
  t = unterminated("**************** 0 a 0 4 b 16", buffer, sizeof buffer, &length);
  check(mem_hint_pointer(t, length, 5, 4, &at, &name, &name_length, &delta) && at == 4 &&
            delta == 16 && name_length == 1 && name[0] == 'b',
        "byte 5 is in the second pointer, to b + 16");
}

int main(void) {
  test_bytes();
  test_pointers();
  return unit_finish();
}
