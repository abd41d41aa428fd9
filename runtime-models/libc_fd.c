/*
 * libc_fd.c: descriptors beyond reading and writing (libc_file.c): their flags, socket
 * options, waiting for them, pipes, duplicates, and file status. What they report comes
 * from outside the program (the kernel, the file system, the network), so every call
 * may fail as the manual says (-1, errno some error number) and what it writes is any
 * value of the right size:
 *
 * - fcntl(fd, cmd, ...): -1, or any value >= 0.
 * - setsockopt(fd, level, name, value, length): value's length bytes are read (bounds:
 *   the first and the last); 0 or -1.
 * - select(n, r, w, e, timeout): -1, 0 (the timeout) or a count >= 1; the sets keep a
 *   subset of their bits (any subset: which descriptors are ready is the outside's);
 *   timeout is read, not changed.
 * - pipe(fds): 0 and two distinct descriptors >= 3, or -1. dup(fd): -1 or a descriptor
 *   >= 3; dup2(fd, new): -1 or new.
 * - stat, lstat (the path read as a string), fstat, and their 64 forms: 0 with the whole
 *   struct stat any bytes, or -1 (fstat of fd < 0: EBADF).
 * The bytes are written in straight-line code (no loop counts against --unwind).
 */
#include "cbounds_threads.h"

#define CB_MODEL __attribute__((weak))
#define CB_HELPER static inline __attribute__((always_inline))

typedef __SIZE_TYPE__ size_t;

#define CB_EBADF 9
#define CB_FD_SET_BYTES 128 /* fd_set: 1024 bits on both targets */
/* struct stat: 144 bytes on x86-64, 88 on i386; struct stat64: 144 and 96. */
#define CB_STAT_BYTES (sizeof(long) == 8 ? 144 : 88)
#define CB_STAT64_BYTES (sizeof(long) == 8 ? 144 : 96)

int *__errno_location(void);

CB_HELPER int cb_fail(void) {
  int e = __cbounds_nondet_int();
  __cbounds_assume(e >= 1 && e <= 133);
  *__errno_location() = e;
  return -1;
}

CB_HELPER void cb_read_string(const char *s) {
  size_t n = 0;
  while (s[n] != '\0')
    n++;
  __cbounds_race_access(s, n + 1, 0);
}

/* Chunk i (8 bytes, fewer at the end) of the n at p: any bytes, or, with keep, a
   subset of the bits there. n is a constant at every call. */
#define CB_CHUNKS(X)                                                                     \
  X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) X(12) X(13) X(14)      \
  X(15) X(16) X(17)
CB_HELPER void cb_nondet_bytes(void *p, size_t n, _Bool keep) {
#define CB_CHUNK(i)                                                                      \
  if (8 * (i) < n) {                                                                     \
    size_t width = n - 8 * (i) < 8 ? n - 8 * (i) : 8;                                    \
    unsigned long long v = __cbounds_nondet_ulonglong(), old = 0;                        \
    if (keep) {                                                                          \
      __builtin_memcpy(&old, (char *)p + 8 * (i), width);                                \
      v &= old;                                                                          \
    }                                                                                    \
    __builtin_memcpy((char *)p + 8 * (i), &v, width);                                    \
  }
  CB_CHUNKS(CB_CHUNK)
#undef CB_CHUNK
  __cbounds_race_access(p, n, CB_RACE_WRITE);
}

CB_HELPER int cb_descriptor(void) {
  if (__cbounds_nondet_bool())
    return cb_fail();
  int fd = __cbounds_nondet_int();
  __cbounds_assume(fd >= 3);
  return fd;
}

CB_MODEL int fcntl(int fd, int cmd, ...) {
  (void)fd, (void)cmd;
  if (__cbounds_nondet_bool())
    return cb_fail();
  int v = __cbounds_nondet_int();
  __cbounds_assume(v >= 0);
  return v;
}

CB_MODEL int setsockopt(int fd, int level, int name, const void *value, unsigned length) {
  (void)fd, (void)level, (void)name;
  if (length) {
    const volatile char *c = (const volatile char *)value;
    (void)c[0];
    (void)c[length - 1];
    __cbounds_race_access(value, length, 0);
  }
  return __cbounds_nondet_bool() ? 0 : cb_fail();
}

CB_MODEL int select(int n, void *r, void *w, void *e, void *timeout) {
  if (timeout)
    __cbounds_race_access(timeout, 2 * sizeof(long), 0);
  if (__cbounds_nondet_bool())
    return cb_fail();
  if (r)
    cb_nondet_bytes(r, CB_FD_SET_BYTES, 1);
  if (w)
    cb_nondet_bytes(w, CB_FD_SET_BYTES, 1);
  if (e)
    cb_nondet_bytes(e, CB_FD_SET_BYTES, 1);
  int ready = __cbounds_nondet_int();
  __cbounds_assume(ready >= 0 && (n <= 0 || ready <= 3 * n));
  return ready;
}

CB_MODEL int pipe(int fds[2]) {
  if (__cbounds_nondet_bool())
    return cb_fail();
  int a = __cbounds_nondet_int(), b = __cbounds_nondet_int();
  __cbounds_assume(a >= 3 && b >= 3 && a != b);
  fds[0] = a;
  fds[1] = b;
  __cbounds_race_access(fds, 2 * sizeof(int), CB_RACE_WRITE);
  return 0;
}

CB_MODEL int dup(int fd) {
  if (fd < 0) {
    *__errno_location() = CB_EBADF;
    return -1;
  }
  return cb_descriptor();
}

CB_MODEL int dup2(int fd, int target) {
  if (fd < 0 || target < 0) {
    *__errno_location() = CB_EBADF;
    return -1;
  }
  return __cbounds_nondet_bool() ? target : cb_fail();
}

CB_HELPER int cb_status_into(void *buf, size_t n) {
  if (__cbounds_nondet_bool())
    return cb_fail();
  cb_nondet_bytes(buf, n, 0);
  return 0;
}

CB_MODEL int stat(const char *path, void *buf) {
  cb_read_string(path);
  return cb_status_into(buf, CB_STAT_BYTES);
}
CB_MODEL int lstat(const char *path, void *buf) {
  cb_read_string(path);
  return cb_status_into(buf, CB_STAT_BYTES);
}
CB_MODEL int fstat(int fd, void *buf) {
  if (fd < 0) {
    *__errno_location() = CB_EBADF;
    return -1;
  }
  return cb_status_into(buf, CB_STAT_BYTES);
}
CB_MODEL int stat64(const char *path, void *buf) {
  cb_read_string(path);
  return cb_status_into(buf, CB_STAT64_BYTES);
}
CB_MODEL int lstat64(const char *path, void *buf) {
  cb_read_string(path);
  return cb_status_into(buf, CB_STAT64_BYTES);
}
CB_MODEL int fstat64(int fd, void *buf) {
  if (fd < 0) {
    *__errno_location() = CB_EBADF;
    return -1;
  }
  return cb_status_into(buf, CB_STAT64_BYTES);
}
