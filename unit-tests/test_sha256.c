/*
 * test_sha256.c: the SHA-256 of a witness's input_file_hashes (nettle's, through
 * wit_input_load() in driver/witness_input.c, the code path of --witness) against the
 * known answers of FIPS 180-4 (NIST's examples): the messages are written to files and
 * loaded as the witness writer loads the program.
 *
 *   test_sha256             run the checks, print "N passed, M failed"
 *   test_sha256 FILE...     print `HEX  FILE` per file, as sha256sum does (lit compares
 *                           the two: lit-tests/unit/sha256.test)
 *
 * driver/ is no library; the unit is compiled in here.
 */
#include "driver/witness_input.c" /* defines _XOPEN_SOURCE: mkdtemp */
#include "unit.h"

#include <unistd.h>

static char dir[4096]; /* a fresh temporary folder for the messages */

/* The hash wit_input_load() gives for a file holding the size bytes of data. */
static void check_file(const char *label, const void *data, size_t size, const char *expected) {
  char path[4200];
  snprintf(path, sizeof path, "%s/message", dir);
  FILE *f = fopen(path, "wb");
  bool written = f && fwrite(data, 1, size, f) == size;
  written = f && !fclose(f) && written;
  check(written, "%s: cannot write %s", label, path);
  wit_input in;
  bool loaded = wit_input_load(&in, path);
  check(loaded, "%s: wit_input_load(%s) failed", label, path);
  if (loaded)
    check(!strcmp(in.hash, expected), "sha256(%s) = %s, expected %s", label, in.hash, expected);
  wit_input_free(&in);
  unlink(path);
}

static void check_vector(const char *message, const char *expected) {
  char label[40];
  snprintf(label, sizeof label, "\"%.20s...\"", message);
  check_file(label, message, strlen(message), expected);
}

static void test_vectors(void) {
  check_vector("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  check_vector("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  check_vector("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
               "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  check_vector("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopq"
               "klmnopqrlmnopqrsmnopqrstnopqrstu",
               "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1");
}

/* One million 'a': larger than the 64 KiB that wit_input_load() reads at first. */
static void test_million(void) {
  size_t size = 1000000;
  char *message = malloc(size);
  memset(message, 'a', size);
  check_file("a * 1000000", message, size,
             "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  free(message);
}

/* A program with a line marker, a NUL and no final newline: the hash is of the bytes
   as read, before the lines are cut (sha256 of these 24 bytes, from sha256sum). */
static void test_program(void) {
  static const char program[] = "# 1 \"a.c\"\nint x;\0\nint y;";
  check_file("program", program, sizeof program - 1,
             "3e235aebc9ce47e12f8eba32f26a53a5804eef22010531c55db3cf2600d03f45");
}

/* A file that cannot be read: false, as the witness writer reports it. */
static void test_missing(void) {
  char path[4200];
  snprintf(path, sizeof path, "%s/missing", dir);
  wit_input in;
  check(!wit_input_load(&in, path), "wit_input_load(%s) succeeded", path);
  wit_input_free(&in);
}

int main(int argc, char **argv) {
  if (argc > 1) {
    int status = 0;
    for (int i = 1; i < argc; i++) {
      wit_input in;
      if (wit_input_load(&in, argv[i]))
        printf("%s  %s\n", in.hash, argv[i]);
      else
        status = 1, fprintf(stderr, "test_sha256: cannot read %s\n", argv[i]);
      wit_input_free(&in);
    }
    return status;
  }
  const char *tmp = getenv("TMPDIR");
  snprintf(dir, sizeof dir, "%s/test_sha256.XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(dir)) {
    perror("test_sha256: mkdtemp");
    return 1;
  }
  test_vectors();
  test_million();
  test_program();
  test_missing();
  rmdir(dir);
  return unit_finish();
}
