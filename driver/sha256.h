/*
 * sha256.h: SHA-256 (FIPS 180-4), for the input_file_hashes of a witness (--witness).
 * Small and self-contained: cbounds takes no cryptographic library as a dependency.
 *
 *   sha_ctx c; sha_init(&c); sha_update(&c, data, n); ...; sha_final(&c, digest);
 *
 * Ownership: the context is the caller's (no allocation). Errors: sha_file_hex()
 * returns false when the file cannot be read (errno tells why); nothing is printed.
 */
#ifndef CB_DRIVER_SHA256_H
#define CB_DRIVER_SHA256_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define SHA_DIGEST_SIZE 32
#define SHA_HEX_SIZE (2 * SHA_DIGEST_SIZE + 1) /* lowercase hex and the NUL */

typedef struct sha_ctx {
  uint32_t state[8];
  uint64_t length;     /* bytes hashed so far */
  uint8_t block[64];   /* the partial block */
  size_t used;         /* bytes in block */
} sha_ctx;

void sha_init(sha_ctx *c);
void sha_update(sha_ctx *c, const void *data, size_t size);
void sha_final(sha_ctx *c, uint8_t digest[SHA_DIGEST_SIZE]);

/* The digest as 64 lowercase hex digits (what sha256sum prints). */
void sha_hex(const uint8_t digest[SHA_DIGEST_SIZE], char hex[SHA_HEX_SIZE]);
/* The SHA-256 of the file's bytes as hex; false if it cannot be read. */
bool sha_file_hex(const char *path, char hex[SHA_HEX_SIZE]);

#endif
