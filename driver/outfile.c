/* outfile.c: a report file written in one piece. */
#include "driver/outfile.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "base/msg.h"

bool of_write(const char *path, const char *text, size_t size) {
  FILE *f = fopen(path, "w");
  bool ok = f != NULL;
  if (ok) {
    ok = fwrite(text, 1, size, f) == size;
    ok = !fclose(f) && ok;
  }
  if (!ok)
    msg_error("cannot write %s: %s", path, errno ? strerror(errno) : "write failed");
  return ok;
}
