/* Included with -include by lit-tests/driver/include-file.c: it is never #included. */
#define PRELUDE_VALUE 42
