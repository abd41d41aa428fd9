/* A header for the -I tests (lit-tests/driver/include-dirs.c): found only through -I. */
#ifndef CBOUNDS_TEST_CONFIG_H
#define CBOUNDS_TEST_CONFIG_H
#define CONFIG_LIMIT 7
static int config_scale(int x) { return x * CONFIG_LIMIT; }
#endif
