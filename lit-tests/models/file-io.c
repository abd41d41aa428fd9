// fopen, fread, fwrite, fgets, fclose, open, read, write, close, socket, recv, send
// (runtime-models/libc_file.c): each call may fail as the manual says, data read are
// nondeterministic and may be short, writes are checked for bounds and discarded. The
// correct program handles every outcome (SAFE; natively too, first RUN line, whatever
// the machine's files hold); each variant trusts something the manual does not promise.
//
// RUN: %clang -O0 -w %s -o %t.native && %t.native
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s -DNO_CHECK | FileCheck %s --check-prefix=NOCHECK
// RUN: %expect 10 %cbounds %s -DFULL_READ | FileCheck %s --check-prefix=FULLREAD
// RUN: %expect 10 %cbounds %s -DWRITE_OOB | FileCheck %s --check-prefix=WRITEOOB
// RUN: %expect 10 %cbounds %s -DREAD_OOB | FileCheck %s --check-prefix=READOOB
// A read longer than the unwinding bound is UNKNOWN naming the bound, never SAFE.
// RUN: %expect 20 %cbounds %s -DLONG_READ | FileCheck %s --check-prefix=LONGREAD
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// LONGREAD: {{^}}UNKNOWN: loop may run more than 10 iterations at {{.*}}file-io.c:{{[0-9]+}} (raise --unwind){{$}}

#include <assert.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

int main(void) {
  char buf[8];
  FILE *f = fopen("in.txt", "r");
#ifdef NO_CHECK
  // NOCHECK: {{^}}UNSAFE: {{.*}}file-io.c:[[@LINE+1]] [valid-deref]{{$}}
  fread(buf, 1, sizeof buf, f);
#endif
  if (f) {
    size_t k = fread(buf, 1, sizeof buf - 1, f);
    assert(k <= sizeof buf - 1);
    buf[k] = 0;
    assert(strlen(buf) <= k);
#ifdef FULL_READ
    // FULLREAD: {{^}}UNSAFE: assertion failed at {{.*}}file-io.c:[[@LINE+1]]{{$}}
    assert(k == sizeof buf - 1);
#endif
    if (fgets(buf, sizeof buf, f)) {
      size_t n = strlen(buf);
      assert(n < sizeof buf);
      assert(strchr(buf, '\n') == 0 || strchr(buf, '\n') == buf + n - 1);
    }
    fclose(f);
  }
  int fd = open("out", O_WRONLY);
  if (fd >= 0) {
    ssize_t w = write(fd, "abc", 3);
    assert(w <= 3);
#ifdef WRITE_OOB
    // WRITEOOB: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}file-io.c:[[@LINE+1]] [valid-deref]{{$}}
    write(fd, buf, sizeof buf + 1);
#endif
    close(fd);
  }
  fd = open("in.txt", O_RDONLY);
  if (fd >= 0) {
    ssize_t r = read(fd, buf, 4);
    assert(r >= -1 && r <= 4);
#ifdef READ_OOB
    // READOOB: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}file-io.c:[[@LINE+1]] [valid-deref]{{$}}
    read(fd, buf, 9);
#endif
#ifdef LONG_READ
    char big[64];
    read(fd, big, sizeof big);
#endif
    close(fd);
  }
  int s = socket(AF_INET, SOCK_STREAM, 0);
  if (s >= 0) {
    ssize_t n = recv(s, buf, sizeof buf, 0);
    assert(n <= (ssize_t)sizeof buf);
    send(s, "x", 1, MSG_NOSIGNAL);
    close(s);
  }
  return 0;
}
