/*
 * main_args.c: the arguments main receives (C11 5.1.2.2.1), for libseq's call of main.
 *
 * argc is any value with 1 <= argc, argv[0..argc-1] point to strings of nondeterministic
 * characters (no NUL inside, any length) and argv[argc] is NULL; envp, main's optional
 * third parameter, is the same with any number of strings.
 *
 * Both are finite in the encoding without bounding argc or the lengths: the array and
 * each string are partial heap objects (__cbounds_alloc_partial) whose size is the true,
 * symbolic one but of which only the first bytes are represented. An access to the part
 * that is not represented cuts the execution (UNKNOWN if it matters), so nothing is
 * assumed about argc or lengths beyond what the program tests; see docs/memory.md.
 *
 * Assumed, as Linux enforces them: each string is shorter than 128 KiB (MAX_ARG_STRLEN),
 * and there are fewer than 2^20 - 1 strings in argv and in envp (the kernel takes at most
 * 6 MiB for both together, and each string costs a pointer and at least its NUL). These
 * keep every object within what the pointer encoding holds (4 MiB for ILP32), so that
 * no offset into argv can wrap.
 */
#include "cbounds_primitives.h"

#define CB_MODEL __attribute__((weak))

typedef __SIZE_TYPE__ size_t;

/* Represented: argv[0..CB_ARG_SLOTS-1] and the first CB_ARG_BYTES bytes of each string.
   The code below is straight-line on purpose: a loop here would count against the
   program's unwind bound (--unwind 2 would make every use of argv UNKNOWN). */
#define CB_ARG_SLOTS 4
#define CB_ARG_BYTES 16
#define CB_ARG_MAX_LENGTH (128 * 1024)      /* a string's characters, less than */
#define CB_ARG_MAX_COUNT ((1 << 20) - 1)    /* strings in argv or envp, less than */

/* Byte i of a string of `length` characters: a character other than NUL, or the NUL. */
static void cb_string_byte(char *s, size_t length, size_t i) {
  if (i > length)
    return;
  char c = 0;
  if (i < length) {
    c = __cbounds_nondet_char();
    __cbounds_assume(c != 0);
  }
  s[i] = c;
}

/* A string of any length: characters other than NUL, then NUL. */
static char *cb_nondet_string(void) {
  size_t length = __cbounds_nondet_ulong();
  __cbounds_assume(length < CB_ARG_MAX_LENGTH);
  char *s = __cbounds_alloc_partial(length + 1, CB_ARG_BYTES);
  cb_string_byte(s, length, 0);
  cb_string_byte(s, length, 1);
  cb_string_byte(s, length, 2);
  cb_string_byte(s, length, 3);
  cb_string_byte(s, length, 4);
  cb_string_byte(s, length, 5);
  cb_string_byte(s, length, 6);
  cb_string_byte(s, length, 7);
  cb_string_byte(s, length, 8);
  cb_string_byte(s, length, 9);
  cb_string_byte(s, length, 10);
  cb_string_byte(s, length, 11);
  cb_string_byte(s, length, 12);
  cb_string_byte(s, length, 13);
  cb_string_byte(s, length, 14);
  cb_string_byte(s, length, 15);
  return s;
}

/* Slot i of an array of `count` strings: a string, or the NULL after them. */
static void cb_strings_slot(char **v, size_t count, size_t i) {
  if (i < count)
    v[i] = cb_nondet_string();
  else if (i == count)
    v[i] = 0;
}

/* count strings and a NULL after them. */
static char **cb_nondet_strings(size_t count) {
  __cbounds_assume(count < CB_ARG_MAX_COUNT);
  char **v = __cbounds_alloc_partial((count + 1) * sizeof(char *), CB_ARG_SLOTS * sizeof(char *));
  cb_strings_slot(v, count, 0);
  cb_strings_slot(v, count, 1);
  cb_strings_slot(v, count, 2);
  cb_strings_slot(v, count, 3);
  return v;
}

CB_MODEL int __cbounds_main_argc(void) {
  int argc = __cbounds_nondet_int();
  __cbounds_assume(argc >= 1 && argc < CB_ARG_MAX_COUNT);
  return argc;
}

CB_MODEL char **__cbounds_main_argv(int argc) { return cb_nondet_strings((size_t)argc); }

CB_MODEL char **__cbounds_main_envp(void) {
  size_t count = __cbounds_nondet_ulong();
  return cb_nondet_strings(count);
}

/* A string from the environment, the same kind as main's arguments (getenv: libc_env.c). */
char *__cbounds_env_string(void) { return cb_nondet_string(); }
