// fcntl, setsockopt, select, pipe, dup, dup2, stat, lstat, fstat
// (runtime-models/libc_fd.c): the kernel's answers are any the manual allows. The SAFE
// variant asserts only what the manual promises and holds natively too (first RUN
// lines, glibc, LP64 and ILP32); each other variant asserts more and is UNSAFE; writing
// a struct stat into a smaller buffer is out of bounds, as natively. (--unwind 40:
// glibc's FD_ZERO is a loop over the set's 16 or 32 words.)
//
// RUN: %clang -O0 -w %s -o %t.native64 && %t.native64
// RUN: %clang -O0 -w -m32 %s -o %t.native32 && %t.native32
// RUN: %expect 0 %cbounds %s --unwind 40 --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --unwind 40 --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --unwind 40 -DPIPE_FIXED | FileCheck %s --check-prefix=PIPE_FIXED
// RUN: %expect 10 %cbounds %s --unwind 40 -DSELECT_ALL | FileCheck %s --check-prefix=SELECT_ALL
// RUN: %expect 10 %cbounds %s --unwind 40 -DSTAT_SMALL | FileCheck %s --check-prefix=STAT_SMALL
// RUN: %expect 10 %cbounds %s --unwind 40 -DSTAT_OK | FileCheck %s --check-prefix=STAT_OK
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}

#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

int main(void) {
  int fds[2];
  int r = pipe(fds);
  assert(r == -1 || (fds[0] >= 0 && fds[1] >= 0 && fds[0] != fds[1]));
#ifdef PIPE_FIXED
  // PIPE_FIXED: {{^}}UNSAFE: assertion failed at {{.*}}descriptors.c:[[@LINE+1]]{{$}}
  assert(r == -1 || fds[0] == 3);
#endif
  int flags = fcntl(0, F_GETFL);
  assert(flags >= -1);
  int d = dup(1);
  assert(d == -1 || d >= 0);
  errno = 0;
  assert(dup(-1) == -1 && errno == EBADF);
  if (d >= 0) {
    assert(dup2(1, d) == d || errno > 0);
    close(d);
  }
  int one = 1;
  int s = socket(AF_INET, SOCK_STREAM, 0);
  if (s >= 0) {
    r = setsockopt(s, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    assert(r == 0 || r == -1);
    close(s);
  }
  fd_set readable;
  FD_ZERO(&readable);
  FD_SET(0, &readable);
  struct timeval zero = {0, 0};
  r = select(1, &readable, NULL, NULL, &zero);
  assert(r >= -1 && r <= 3);
  if (r >= 0)
    assert(!FD_ISSET(1, &readable)); // only bits that were set stay set
#ifdef SELECT_ALL
  // SELECT_ALL: {{^}}UNSAFE: assertion failed at {{.*}}descriptors.c:[[@LINE+1]]{{$}}
  assert(r != 1 || FD_ISSET(0, &readable) == 0);
#endif
  struct stat st;
  r = stat("/", &st);
  assert(r == 0 || r == -1);
  errno = 0;
  assert(fstat(-1, &st) == -1 && errno == EBADF);
  r = fstat(0, &st);
  assert(r == 0 || r == -1);
#ifdef STAT_OK
  // STAT_OK: {{^}}UNSAFE: assertion failed at {{.*}}descriptors.c:[[@LINE+1]]{{$}}
  assert(stat("/", &st) == 0 && S_ISDIR(st.st_mode));
#endif
#ifdef STAT_SMALL
  char *small = malloc(16);
  // STAT_SMALL: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}descriptors.c:[[@LINE+1]] [valid-deref]{{$}}
  fstat(0, (struct stat *)small);
  free(small);
#endif
  return 0;
}
