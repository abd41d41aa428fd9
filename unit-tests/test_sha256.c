/*
 * test_sha256.c: driver/sha256.c against the test vectors of FIPS 180-4 (the examples of
 * NIST's "Cryptographic Algorithm Validation Program") and against itself: the digest
 * does not depend on how the message is split into sha_update() calls.
 *
 *   test_sha256             run the checks, print "N passed, M failed"
 *   test_sha256 FILE...     print `HEX  FILE` per file, as sha256sum does (lit compares
 *                           the two: lit-tests/unit/sha256.test)
 *
 * driver/ is no library; the unit is compiled in here.
 */
#include "driver/sha256.c"
#include "unit.h"

#include <stdlib.h>

static void digest_of(const void *data, size_t size, char hex[SHA_HEX_SIZE]) {
  sha_ctx c;
  uint8_t digest[SHA_DIGEST_SIZE];
  sha_init(&c);
  sha_update(&c, data, size);
  sha_final(&c, digest);
  sha_hex(digest, hex);
}

static void check_vector(const char *message, const char *expected) {
  char hex[SHA_HEX_SIZE];
  digest_of(message, strlen(message), hex);
  check(!strcmp(hex, expected), "sha256(\"%.20s...\") = %s, expected %s", message, hex, expected);
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

/* One million 'a', fed in pieces of 1000 bytes. */
static void test_million(void) {
  char piece[1000];
  memset(piece, 'a', sizeof piece);
  sha_ctx c;
  sha_init(&c);
  for (int i = 0; i < 1000; i++)
    sha_update(&c, piece, sizeof piece);
  uint8_t digest[SHA_DIGEST_SIZE];
  char hex[SHA_HEX_SIZE];
  sha_final(&c, digest);
  sha_hex(digest, hex);
  check(!strcmp(hex, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
        "sha256(a * 1000000) = %s", hex);
}

/* Every length from 0 to 300 (all paddings around the block boundaries), split at
   random points, gives the digest of the message hashed at once. */
static void test_splits(void) {
  uint64_t state = 0x5ea1ed5eedULL;
  uint8_t message[300];
  for (size_t i = 0; i < sizeof message; i++)
    message[i] = (uint8_t)xorshift64(&state);
  for (size_t length = 0; length <= sizeof message; length++) {
    char whole[SHA_HEX_SIZE], split[SHA_HEX_SIZE];
    digest_of(message, length, whole);
    sha_ctx c;
    sha_init(&c);
    for (size_t done = 0; done < length;) {
      size_t take = 1 + (size_t)(xorshift64(&state) % 70);
      take = take < length - done ? take : length - done;
      sha_update(&c, message + done, take);
      done += take;
    }
    uint8_t digest[SHA_DIGEST_SIZE];
    sha_final(&c, digest);
    sha_hex(digest, split);
    check(!strcmp(whole, split), "length %zu: split %s, whole %s", length, split, whole);
  }
}

int main(int argc, char **argv) {
  if (argc > 1) {
    int status = 0;
    for (int i = 1; i < argc; i++) {
      char hex[SHA_HEX_SIZE];
      if (sha_file_hex(argv[i], hex))
        printf("%s  %s\n", hex, argv[i]);
      else
        status = 1, fprintf(stderr, "test_sha256: cannot read %s\n", argv[i]);
    }
    return status;
  }
  test_vectors();
  test_million();
  test_splits();
  return unit_finish();
}
