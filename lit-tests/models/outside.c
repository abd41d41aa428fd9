// The models of values from outside the program that lit-tests/models/environment.c and
// file-io.c do not check: random, srandom, secure_getenv, fdopen, fgetc, getc, getchar,
// fputc, putc, feof, ferror, fflush, socket, accept, connect, bind, listen, shutdown, exit,
// _Exit. The documented properties (docs/models.md) are asserted; they hold natively
// (first RUN lines, glibc, stdin empty or not) and are proved on the models. Each variant
// asserts an outcome the manual does not exclude away (a failure, EOF, a large value)
// and cbounds shows the execution where it happens.
//
// RUN: %clang -O0 -w %s -o %t.native && %t.native < /dev/null > /dev/null
// RUN: printf 'xyz' | %t.native > /dev/null
// exit and _Exit end the program with their status, natively and on the models (the
// assertion after them is never reached).
// RUN: %clang -O0 -w -DEXIT %s -o %t.exit && %expect 3 %t.exit < /dev/null > /dev/null
// RUN: %clang -O0 -w -DQUICK_EXIT %s -o %t.qexit && %expect 4 %t.qexit < /dev/null > /dev/null
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s -DEXIT | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s -DQUICK_EXIT | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DRANDOM_MAX | FileCheck %s --check-prefix=FAIL
// RUN: %expect 10 %cbounds %s -DSECURE_GETENV | FileCheck %s --check-prefix=FAIL
// RUN: %expect 10 %cbounds %s -DFDOPEN | FileCheck %s --check-prefix=FAIL
// RUN: %expect 10 %cbounds %s -DGETC_EOF | FileCheck %s --check-prefix=FAIL
// RUN: %expect 10 %cbounds %s -DPUTC_FAILS | FileCheck %s --check-prefix=FAIL
// RUN: %expect 10 %cbounds %s -DFEOF | FileCheck %s --check-prefix=FAIL
// RUN: %expect 10 %cbounds %s -DFFLUSH_FAILS | FileCheck %s --check-prefix=FAIL
// RUN: %expect 10 %cbounds %s -DLISTEN_FAILS | FileCheck %s --check-prefix=FAIL
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// FAIL: {{^}}UNSAFE: assertion failed at {{.*}}outside.c:[[#]]{{$}}

#define _GNU_SOURCE /* secure_getenv */
#include <assert.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

int main(void) {
  srandom(5);
  long r = random();
  assert(r >= 0 && r <= RAND_MAX);
#ifdef RANDOM_MAX
  assert(r != RAND_MAX);
#endif
  char *e = secure_getenv("HOME");
  if (e)
    (void)*(volatile char *)e; /* a string: its first byte is readable */
#ifdef SECURE_GETENV
  assert(e != NULL);
#endif
  FILE *f = fdopen(0, "r");
  assert(fdopen(-1, "r") == NULL);
#ifdef FDOPEN
  assert(f != NULL);
#endif
  int c = fgetc(stdin);
  assert(c == EOF || (c >= 0 && c <= 255));
  c = getc(stdin);
  assert(c == EOF || (c >= 0 && c <= 255));
  c = getchar();
  assert(c == EOF || (c >= 0 && c <= 255));
#ifdef GETC_EOF
  assert(c != EOF);
#endif
  int p = fputc(-56, stdout);
  assert(p == EOF || p == 200);
  p = putc('a', stdout);
  assert(p == EOF || p == 'a');
#ifdef PUTC_FAILS
  assert(p == 'a');
#endif
  int end = feof(stdin), err = ferror(stdin);
  (void)end, (void)err;
#ifdef FEOF
  assert(!end);
#endif
  int fl = fflush(stdout);
  assert(fl == 0 || fl == EOF);
#ifdef FFLUSH_FAILS
  assert(fl == 0);
#endif
  int s = socket(AF_INET, SOCK_STREAM, 0);
  assert(s == -1 || s >= 3);
  if (s >= 0) {
    struct sockaddr_in a;
    memset(&a, 0, sizeof a);
    a.sin_family = AF_INET;
    unsigned char *ip = (unsigned char *)&a.sin_addr.s_addr; /* 127.0.0.1 */
    ip[0] = 127;
    ip[3] = 1;
    int b = bind(s, (struct sockaddr *)&a, sizeof a);
    assert(b == 0 || b == -1);
    int l = listen(s, 1);
    assert(l == 0 || l == -1);
#ifdef LISTEN_FAILS
    assert(l == 0);
#endif
    int t = socket(AF_INET, SOCK_STREAM, 0);
    if (t >= 0) {
      int k = connect(t, (struct sockaddr *)&a, sizeof a);
      assert(k == 0 || k == -1);
      int acc = accept(t, NULL, NULL); /* natively: not listening, EINVAL at once */
      assert(acc == -1 || acc >= 3);
      close(t);
    }
    int sh = shutdown(s, SHUT_RDWR);
    assert(sh == 0 || sh == -1);
    close(s);
  }
  if (f)
    fclose(f);
#ifdef EXIT
  exit(3);
  assert(0);
#endif
#ifdef QUICK_EXIT
  _Exit(4);
  assert(0);
#endif
  return 0;
}
