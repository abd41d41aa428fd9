// A program's own definition of a string function wins over the model (models are weak),
// and only for the calls the program makes: the models that use a string length
// internally (strcat, strncat) keep the C library's meaning.
//
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --64 -DWRONG | FileCheck %s --check-prefix=WRONG
// RUN: %expect 10 %cbounds %s --32 -DWRONG | FileCheck %s --check-prefix=WRONG
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>
#include <string.h>

size_t strlen(const char *s) {
  (void)s;
  return 42;
}

int main(void) {
  char s[8] = "ab";
  assert(strlen(s) == 42);
  strcat(s, "cd");
  assert(s[2] == 'c' && s[3] == 'd' && s[4] == '\0');
  strncat(s, "efgh", 2);
  assert(s[4] == 'e' && s[5] == 'f' && s[6] == '\0');
#ifdef WRONG
  // WRONG: {{^}}UNSAFE: assertion failed at {{.*}}override.c:[[@LINE+1]]{{$}}
  assert(strlen(s) == 6);
#endif
  return 0;
}
