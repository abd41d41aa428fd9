/*
 * libc_file.c: file and socket I/O. The data come from outside the program, so every
 * call may fail as the manual says (NULL or -1, errno set to some error number), reads
 * give nondeterministic bytes and may be short, writes are checked for bounds (the first
 * and the last byte are read through the caller's pointer) and discarded:
 *
 * - fopen, fdopen: NULL, or a fresh FILE (a small heap object holding its descriptor,
 *   any >= 3 for fopen; the path and the mode are read as strings). fclose: 0 or EOF; closing twice is not detected. stdin, stdout and
 *   stderr are FILEs of the model. The stream functions here read the FILE, so a NULL
 *   stream is a null pointer dereference (so does libc_io.c for fprintf, vfprintf, fputs).
 * - fread(p, size, n, f): k <= n items of nondeterministic bytes written at p; returns k.
 *   fwrite: some k <= n. fgets(s, n, f): NULL (end of file or error, s unchanged), or a
 *   line of 1..n-1 characters (a newline only as the last) and a NUL (n == 1: just the
 *   NUL, as glibc). fgetc, getc,
 *   getchar: EOF or a byte; fputc, putc: the byte or EOF; feof, ferror: either; fileno:
 *   the stream's descriptor; setvbuf, setbuf, setbuffer, setlinebuf: nothing to do
 *   (setvbuf -1 for a bad mode).
 * - open, socket, accept: -1 or a descriptor >= 3 (accept writes some peer address); read, recv: -1 or k <= n bytes;
 *   write, send: -1 or k <= n; close, connect, bind, listen, shutdown: 0 or -1.
 * - Writing the nondeterministic bytes takes one loop iteration per byte: a read of up
 *   to N bytes needs --unwind N (UNKNOWN naming the bound, never SAFE, otherwise).
 * - Under --race the bytes read and written at the caller's pointers are reported.
 */
#include "cbounds_threads.h"

#define CB_MODEL __attribute__((weak))
#define CB_HELPER static inline __attribute__((always_inline))

typedef __SIZE_TYPE__ size_t;
typedef long cb_ssize_t;

void *malloc(size_t n);
int *__errno_location(void);

/* What a FILE holds here: nothing the model reads back. */
typedef struct cb_file {
  int descriptor;
} cb_file;

/* stdin, stdout and stderr (glibc declares them extern): FILEs of the model. */
static cb_file cb_standard[3] = {{0}, {1}, {2}};
__attribute__((weak)) void *stdin = &cb_standard[0];
__attribute__((weak)) void *stdout = &cb_standard[1];
__attribute__((weak)) void *stderr = &cb_standard[2];

/* A stream is used: it must be a valid FILE (NULL is a null pointer dereference). */
CB_HELPER void cb_use(void *f) { (void)((volatile cb_file *)f)->descriptor; }

/* errno after a failure: some error number (Linux has 1..133). */
CB_HELPER void cb_fail_errno(void) {
  int e = __cbounds_nondet_int();
  __cbounds_assume(e >= 1 && e <= 133);
  *__errno_location() = e;
}

CB_HELPER void cb_read_string(const char *s) {
  size_t n = 0;
  while (s[n] != '\0')
    n++;
  __cbounds_race_access(s, n + 1, 0);
}

/* n bytes of p are read (bounds: the first and the last). */
CB_HELPER void cb_read_bytes(const void *p, size_t n) {
  if (n == 0)
    return;
  const volatile char *c = (const volatile char *)p;
  (void)c[0];
  (void)c[n - 1];
  __cbounds_race_access(p, n, 0);
}

/* k nondeterministic bytes at p. */
CB_HELPER void cb_fill(void *p, size_t k) {
  char *c = (char *)p;
  for (size_t i = 0; i < k; i++)
    c[i] = __cbounds_nondet_char();
  if (k)
    __cbounds_race_access(p, k, CB_RACE_WRITE);
}

/* Some count in 0..n. */
CB_HELPER size_t cb_upto(size_t n) {
  size_t k = __cbounds_nondet_ulong();
  __cbounds_assume(k <= n);
  return k;
}

CB_MODEL void *fopen(const char *restrict path, const char *restrict mode) {
  cb_read_string(path);
  cb_read_string(mode);
  if (__cbounds_nondet_bool()) {
    cb_fail_errno();
    return 0;
  }
  cb_file *f = malloc(sizeof *f);
  int fd = __cbounds_nondet_int();
  __cbounds_assume(fd >= 3);
  f->descriptor = fd;
  return f;
}

CB_MODEL void *fdopen(int fd, const char *mode) {
  cb_read_string(mode);
  if (fd < 0 || __cbounds_nondet_bool()) {
    cb_fail_errno();
    return 0;
  }
  cb_file *f = malloc(sizeof *f);
  f->descriptor = fd;
  return f;
}

CB_MODEL int fclose(void *f) {
  cb_use(f);
  if (__cbounds_nondet_bool())
    return 0;
  cb_fail_errno();
  return -1;
}

CB_MODEL size_t fread(void *restrict p, size_t size, size_t n, void *restrict f) {
  cb_use(f);
  size_t k = cb_upto(n);
  cb_fill(p, k * size);
  return k;
}

CB_MODEL size_t fwrite(const void *restrict p, size_t size, size_t n, void *restrict f) {
  cb_use(f);
  cb_read_bytes(p, size * n);
  return cb_upto(n);
}

CB_MODEL char *fgets(char *restrict s, int n, void *restrict f) {
  cb_use(f);
  if (n <= 0)
    return 0;
  if (n == 1) { /* glibc: room for the terminator only */
    s[0] = '\0';
    return s;
  }
  if (__cbounds_nondet_bool())
    return 0; /* end of file or an error: s is not changed */
  size_t k = cb_upto((size_t)n - 1);
  __cbounds_assume(k >= 1);
  for (size_t i = 0; i < k; i++) {
    char c = __cbounds_nondet_char();
    __cbounds_assume(c != '\n' || i + 1 == k);
    s[i] = c;
  }
  s[k] = '\0';
  __cbounds_race_access(s, k + 1, CB_RACE_WRITE);
  return s;
}

CB_MODEL int fgetc(void *f) {
  cb_use(f);
  int c = __cbounds_nondet_int();
  __cbounds_assume(c >= -1 && c <= 255);
  return c;
}

CB_MODEL int getc(void *f) { return fgetc(f); }
CB_MODEL int _IO_getc(void *f) { return fgetc(f); }
CB_MODEL int getchar(void) { return fgetc(stdin); }

CB_MODEL int fputc(int c, void *f) {
  cb_use(f);
  return __cbounds_nondet_bool() ? -1 : (unsigned char)c;
}

CB_MODEL int putc(int c, void *f) { return fputc(c, f); }
CB_MODEL int feof(void *f) { cb_use(f); return __cbounds_nondet_bool(); }
CB_MODEL int ferror(void *f) { cb_use(f); return __cbounds_nondet_bool(); }

/* fileno: the stream's descriptor (0, 1, 2 for the standard streams, the descriptor a
   fopen chose, the one fdopen was given). */
CB_MODEL int fileno(void *f) {
  cb_use(f);
  return ((cb_file *)f)->descriptor;
}

/* Buffering changes nothing the program sees here (output is discarded): setvbuf
   fails, as glibc, only for a mode other than _IOFBF, _IOLBF, _IONBF (0, 1, 2). The
   buffer is the stream's until it is closed; that it must outlive the stream is not
   checked. */
CB_MODEL int setvbuf(void *restrict f, char *restrict buf, int mode, size_t size) {
  (void)buf, (void)size;
  cb_use(f);
  return mode >= 0 && mode <= 2 ? 0 : -1;
}
CB_MODEL void setbuf(void *restrict f, char *restrict buf) { (void)buf; cb_use(f); }
CB_MODEL void setbuffer(void *restrict f, char *restrict buf, size_t size) {
  (void)buf, (void)size;
  cb_use(f);
}
CB_MODEL void setlinebuf(void *f) { cb_use(f); }

/* A new descriptor, or -1. */
CB_HELPER int cb_descriptor(void) {
  if (__cbounds_nondet_bool()) {
    cb_fail_errno();
    return -1;
  }
  int fd = __cbounds_nondet_int();
  __cbounds_assume(fd >= 3);
  return fd;
}

/* 0, or -1 with errno. */
CB_HELPER int cb_status(void) {
  if (__cbounds_nondet_bool())
    return 0;
  cb_fail_errno();
  return -1;
}

CB_MODEL int open(const char *path, int flags, ...) {
  (void)flags;
  cb_read_string(path);
  return cb_descriptor();
}

/* read and write, also for recv and send (a program may define its own read). */
CB_HELPER cb_ssize_t cb_read_data(void *p, size_t n) {
  if (__cbounds_nondet_bool()) {
    cb_fail_errno();
    return -1;
  }
  size_t k = cb_upto(n);
  cb_fill(p, k);
  return (cb_ssize_t)k;
}

CB_HELPER cb_ssize_t cb_write_data(const void *p, size_t n) {
  cb_read_bytes(p, n);
  if (__cbounds_nondet_bool()) {
    cb_fail_errno();
    return -1;
  }
  return (cb_ssize_t)cb_upto(n);
}

CB_MODEL cb_ssize_t read(int fd, void *p, size_t n) { (void)fd; return cb_read_data(p, n); }

CB_MODEL cb_ssize_t write(int fd, const void *p, size_t n) { (void)fd; return cb_write_data(p, n); }

CB_MODEL int close(int fd) { (void)fd; return cb_status(); }

CB_MODEL int socket(int domain, int type, int protocol) {
  (void)domain, (void)type, (void)protocol;
  return cb_descriptor();
}

/* The peer's address: up to *length nondeterministic bytes, and its length. */
CB_MODEL int accept(int fd, void *address, unsigned *length) {
  (void)fd;
  int r = cb_descriptor();
  if (r >= 0 && address && length) {
    cb_fill(address, cb_upto(*length));
    *length = __cbounds_nondet_uint();
  }
  return r;
}

CB_MODEL int connect(int fd, const void *address, unsigned length) {
  (void)fd;
  cb_read_bytes(address, length);
  return cb_status();
}

CB_MODEL int bind(int fd, const void *address, unsigned length) {
  (void)fd;
  cb_read_bytes(address, length);
  return cb_status();
}

CB_MODEL int listen(int fd, int backlog) { (void)fd, (void)backlog; return cb_status(); }
CB_MODEL int shutdown(int fd, int how) { (void)fd, (void)how; return cb_status(); }

CB_MODEL cb_ssize_t recv(int fd, void *p, size_t n, int flags) {
  (void)fd, (void)flags;
  return cb_read_data(p, n);
}

CB_MODEL cb_ssize_t send(int fd, const void *p, size_t n, int flags) {
  (void)fd, (void)flags;
  return cb_write_data(p, n);
}
