/* replay_symbolize.c: symbolizes the frames AddressSanitizer could not (replay_symbolize.h). */
#include "driver/replay_symbolize.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "base/clock.h"
#include "base/spawn.h"
#include "base/text_file.h"

/* llvm-symbolizer gets this long for a stack. */
#define RPS_SECONDS 20.0
/* At most this many frames are looked up (a stack is 2 to 30 deep). */
#define RPS_MAX_FRAMES 64

/* The next unsymbolized frame "(PATH+0xHEX)" at or after p: its path (owned) and its
   offset's text (owned, "0x..."); the position after it, or NULL when there is none. */
static const char *rps_next_frame(const char *p, char **path, char **offset) {
  for (const char *open = strchr(p, '('); open; open = strchr(open + 1, '(')) {
    const char *close = strchr(open, ')');
    const char *newline = strchr(open, '\n');
    if (!close || (newline && newline < close))
      continue;
    const char *plus = NULL;
    for (const char *q = open; q < close; q++)
      if (q[0] == '+' && q[1] == '0' && q[2] == 'x')
        plus = q;
    if (!plus || open[1] != '/')
      continue;
    *path = cb_format("%.*s", (int)(plus - open - 1), open + 1);
    size_t hex = strspn(plus + 1, "0123456789abcdefxABCDEF");
    *offset = cb_format("%.*s", (int)hex, plus + 1);
    return close + 1;
  }
  return NULL;
}

char *rps_symbolize(const char *log, const char *dir, const char *symbolizer) {
  const char *argv[RPS_MAX_FRAMES + 4];
  char *owned[2 * RPS_MAX_FRAMES];
  unsigned num_argv = 0, num_owned = 0;
  argv[num_argv++] = symbolizer;
  char *object = NULL;
  char *path, *offset;
  for (const char *p = rps_next_frame(log, &path, &offset);
       p && num_argv < RPS_MAX_FRAMES + 1; p = rps_next_frame(p, &path, &offset)) {
    /* One object: the program (libc's frames are not the program's lines). */
    if (!object && strstr(path, dir) == path)
      object = cb_format("--obj=%s", path);
    bool ours = object && !strcmp(object + strlen("--obj="), path);
    free(path);
    if (!ours) {
      free(offset);
      continue;
    }
    owned[num_owned++] = offset;
    argv[num_argv++] = offset;
  }
  char *result = NULL;
  if (object && num_argv > 1) {
    argv[num_argv++] = object;
    argv[num_argv] = NULL;
    char *out = cb_format("%s/%s", dir, RPS_OUTPUT_FILE);
    cb_spawn_options options = {.stdout_path = out, .null_output = true};
    int error = 0;
    int status = cb_spawn_wait(argv, NULL, &options, cb_now() + RPS_SECONDS, &error);
    if (status == 0)
      result = cb_read_text(out);
    free(out);
  }
  for (unsigned i = 0; i < num_owned; i++)
    free(owned[i]);
  free(object);
  return result;
}
