/* sha256.c: SHA-256 after FIPS 180-4, section 6.2. */
#include "driver/sha256.h"

#include <stdio.h>
#include <string.h>

static const uint32_t sha_k[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4,
    0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
    0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f,
    0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
    0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
    0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
    0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116,
    0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
    0xc67178f2,
};

static uint32_t sha_rotr(uint32_t x, unsigned n) { return (x >> n) | (x << (32 - n)); }

static uint32_t sha_load(const uint8_t *p) {
  return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static void sha_store(uint8_t *p, uint32_t x) {
  p[0] = (uint8_t)(x >> 24);
  p[1] = (uint8_t)(x >> 16);
  p[2] = (uint8_t)(x >> 8);
  p[3] = (uint8_t)x;
}

/* The message schedule W[0..63] of one 64-byte block. */
static void sha_schedule(const uint8_t block[64], uint32_t w[64]) {
  for (unsigned t = 0; t < 16; t++)
    w[t] = sha_load(block + 4 * t);
  for (unsigned t = 16; t < 64; t++) {
    uint32_t s0 = sha_rotr(w[t - 15], 7) ^ sha_rotr(w[t - 15], 18) ^ (w[t - 15] >> 3);
    uint32_t s1 = sha_rotr(w[t - 2], 17) ^ sha_rotr(w[t - 2], 19) ^ (w[t - 2] >> 10);
    w[t] = w[t - 16] + s0 + w[t - 7] + s1;
  }
}

static void sha_compress(uint32_t state[8], const uint8_t block[64]) {
  uint32_t w[64], v[8];
  sha_schedule(block, w);
  memcpy(v, state, sizeof v);
  for (unsigned t = 0; t < 64; t++) {
    uint32_t e = v[4], a = v[0];
    uint32_t s1 = sha_rotr(e, 6) ^ sha_rotr(e, 11) ^ sha_rotr(e, 25);
    uint32_t ch = (e & v[5]) ^ (~e & v[6]);
    uint32_t t1 = v[7] + s1 + ch + sha_k[t] + w[t];
    uint32_t s0 = sha_rotr(a, 2) ^ sha_rotr(a, 13) ^ sha_rotr(a, 22);
    uint32_t maj = (a & v[1]) ^ (a & v[2]) ^ (v[1] & v[2]);
    memmove(v + 1, v, 7 * sizeof *v);
    v[4] += t1;
    v[0] = t1 + s0 + maj;
  }
  for (unsigned i = 0; i < 8; i++)
    state[i] += v[i];
}

void sha_init(sha_ctx *c) {
  static const uint32_t initial[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                      0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
  memcpy(c->state, initial, sizeof initial);
  c->length = 0;
  c->used = 0;
}

void sha_update(sha_ctx *c, const void *data, size_t size) {
  const uint8_t *p = data;
  c->length += size;
  while (size) {
    size_t take = 64 - c->used < size ? 64 - c->used : size;
    memcpy(c->block + c->used, p, take);
    c->used += take;
    p += take;
    size -= take;
    if (c->used == 64) {
      sha_compress(c->state, c->block);
      c->used = 0;
    }
  }
}

/* Padding: a 1 bit, zeros up to 56 bytes mod 64, the length in bits (big-endian). */
void sha_final(sha_ctx *c, uint8_t digest[SHA_DIGEST_SIZE]) {
  uint64_t bits = c->length * 8;
  uint8_t pad[72] = {0x80};
  size_t zeros = c->used < 56 ? 56 - c->used : 120 - c->used;
  uint8_t tail[8];
  for (unsigned i = 0; i < 8; i++)
    tail[i] = (uint8_t)(bits >> (56 - 8 * i));
  sha_update(c, pad, zeros);
  sha_update(c, tail, 8);
  for (unsigned i = 0; i < 8; i++)
    sha_store(digest + 4 * i, c->state[i]);
}

void sha_hex(const uint8_t digest[SHA_DIGEST_SIZE], char hex[SHA_HEX_SIZE]) {
  static const char digits[] = "0123456789abcdef";
  for (unsigned i = 0; i < SHA_DIGEST_SIZE; i++) {
    hex[2 * i] = digits[digest[i] >> 4];
    hex[2 * i + 1] = digits[digest[i] & 15];
  }
  hex[2 * SHA_DIGEST_SIZE] = '\0';
}

bool sha_file_hex(const char *path, char hex[SHA_HEX_SIZE]) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return false;
  sha_ctx c;
  sha_init(&c);
  uint8_t buffer[65536];
  size_t got;
  while ((got = fread(buffer, 1, sizeof buffer, f)) > 0)
    sha_update(&c, buffer, got);
  bool ok = !ferror(f);
  fclose(f);
  uint8_t digest[SHA_DIGEST_SIZE];
  sha_final(&c, digest);
  sha_hex(digest, hex);
  return ok;
}
