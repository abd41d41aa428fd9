/* compile_db.c: compile_commands.json (compile_db.h). */
#define _GNU_SOURCE /* realpath */
#include "driver/compile_db.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cjson/cJSON.h>

#include "base/alloc.h"
#include "base/msg.h"
#include "base/text_file.h"
#include "base/vec.h"

typedef struct cdb_words {
  char **items;
  size_t count, cap;
} cdb_words;

static void cdb_push(cdb_words *w, char *word) {
  CB_GROW(w->items, w->count, w->cap, 16);
  w->items[w->count++] = word;
}

static void cdb_words_free(cdb_words *w) {
  for (size_t i = 0; i < w->count; i++)
    free(w->items[i]);
  free(w->items);
}

/* A shell command line split into words: '...' literal, "..." with \" \\ \$ \`, a
   backslash outside quotes escapes the next character. */
static void cdb_split(const char *command, cdb_words *out) {
  size_t n = strlen(command);
  char *word = cb_calloc(n + 1, 1);
  size_t length = 0;
  bool in_word = false;
  for (const char *p = command; *p; p++) {
    if (*p == ' ' || *p == '\t' || *p == '\n') {
      if (in_word)
        cdb_push(out, cb_strndup(word, length));
      in_word = false;
      length = 0;
      continue;
    }
    in_word = true;
    if (*p == '\'') {
      for (p++; *p && *p != '\''; p++)
        word[length++] = *p;
      if (!*p)
        break;
    } else if (*p == '"') {
      for (p++; *p && *p != '"'; p++) {
        if (*p == '\\' && p[1] && strchr("\"\\$`", p[1]))
          p++;
        word[length++] = *p;
      }
      if (!*p)
        break;
    } else if (*p == '\\' && p[1]) {
      word[length++] = *++p;
    } else {
      word[length++] = *p;
    }
  }
  if (in_word)
    cdb_push(out, cb_strndup(word, length));
  free(word);
}

static char *cdb_absolute(const char *directory, const char *path) {
  if (path[0] == '/' || !directory || !*directory)
    return cb_strdup(path);
  return cb_format("%s/%s", directory, path);
}

/* Flags with a path value, as `-I DIR` or `-IDIR`. */
static const char *const cdb_path_flags[] = {"-I", "-isystem", "-iquote", "-idirafter", "-include"};
/* Flags with another value, as `-D X` or `-DX`. */
static const char *const cdb_value_flags[] = {"-D", "-U"};
/* Flags kept as they are. */
static const char *const cdb_plain_flags[] = {"-funsigned-char", "-fsigned-char", "-pthread"};

static bool cdb_in(const char *word, const char *const *list, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (!strcmp(word, list[i]))
      return true;
  return false;
}

/* A flag with a value: the value, given separately (moves *i) or attached; NULL if the
   word is not that flag. */
static const char *cdb_value(const cdb_words *w, size_t *i, const char *flag) {
  const char *word = w->items[*i];
  size_t n = strlen(flag);
  if (strncmp(word, flag, n))
    return NULL;
  if (word[n])
    return word + n;
  if (*i + 1 >= w->count)
    return NULL;
  return w->items[++*i];
}

/* The flags of one compiler command line worth keeping (compile_db.h). */
static void cdb_keep(const cdb_words *w, const char *directory, cdb_entry *e) {
  cdb_words kept = {0};
  for (size_t i = 1; i < w->count; i++) { /* items[0]: the compiler */
    const char *word = w->items[i], *value = NULL;
    bool done = false;
    for (size_t k = 0; k < sizeof cdb_path_flags / sizeof *cdb_path_flags && !done; k++)
      if ((value = cdb_value(w, &i, cdb_path_flags[k]))) {
        cdb_push(&kept, cb_strdup(cdb_path_flags[k]));
        cdb_push(&kept, cdb_absolute(directory, value));
        done = true;
      }
    for (size_t k = 0; k < sizeof cdb_value_flags / sizeof *cdb_value_flags && !done; k++)
      if ((value = cdb_value(w, &i, cdb_value_flags[k]))) {
        cdb_push(&kept, cb_format("%s%s", cdb_value_flags[k], value));
        done = true;
      }
    if (done)
      continue;
    if (!strncmp(word, "-std=", 5) || cdb_in(word, cdb_plain_flags, 3) ||
        (!strncmp(word, "-W", 2) && strncmp(word, "-Werror", 7) && strncmp(word, "-Wl,", 4) &&
         strncmp(word, "-Wa,", 4) && strncmp(word, "-Wp,", 4)))
      cdb_push(&kept, cb_strdup(word));
  }
  e->args = kept.items;
  e->num_args = kept.count;
}

static bool cdb_entry_load(const cJSON *item, cdb_entry *e) {
  const cJSON *dir = cJSON_GetObjectItemCaseSensitive(item, "directory");
  const cJSON *file = cJSON_GetObjectItemCaseSensitive(item, "file");
  const cJSON *arguments = cJSON_GetObjectItemCaseSensitive(item, "arguments");
  const cJSON *command = cJSON_GetObjectItemCaseSensitive(item, "command");
  if (!cJSON_IsString(file) || (dir && !cJSON_IsString(dir)))
    return false;
  const char *directory = dir ? dir->valuestring : NULL;
  cdb_words words = {0};
  if (cJSON_IsArray(arguments)) {
    const cJSON *a;
    cJSON_ArrayForEach(a, arguments) {
      if (!cJSON_IsString(a)) {
        cdb_words_free(&words);
        return false;
      }
      cdb_push(&words, cb_strdup(a->valuestring));
    }
  } else if (cJSON_IsString(command)) {
    cdb_split(command->valuestring, &words);
  } else {
    return false;
  }
  e->file = cdb_absolute(directory, file->valuestring);
  e->real = realpath(e->file, NULL);
  cdb_keep(&words, directory, e);
  cdb_words_free(&words);
  return true;
}

bool cdb_load(const char *path, cdb *db) {
  memset(db, 0, sizeof *db);
  struct stat st;
  char *file = !stat(path, &st) && S_ISDIR(st.st_mode)
                   ? cb_format("%s/compile_commands.json", path) : cb_strdup(path);
  char *text = cb_read_text(file);
  if (!text) {
    msg_error("cannot read %s: %s", file, strerror(errno));
    free(file);
    return false;
  }
  cJSON *root = cJSON_Parse(text);
  free(text);
  bool ok = cJSON_IsArray(root);
  const cJSON *item;
  size_t n = 0;
  if (ok) {
    db->entries = cb_calloc((size_t)cJSON_GetArraySize(root) + 1, sizeof *db->entries);
    cJSON_ArrayForEach(item, root) {
      if (!cdb_entry_load(item, &db->entries[n])) {
        ok = false;
        break;
      }
      n++;
    }
  }
  db->count = n;
  cJSON_Delete(root);
  if (!ok) {
    msg_error("%s: not a compilation database (an array of {directory, file, arguments "
              "or command})", file);
    cdb_release(db);
  }
  free(file);
  return ok;
}

const cdb_entry *cdb_find(const cdb *db, const char *file) {
  char *real = realpath(file, NULL);
  const cdb_entry *found = NULL;
  for (size_t i = 0; i < db->count; i++)
    if (real ? db->entries[i].real && !strcmp(real, db->entries[i].real)
             : !strcmp(file, db->entries[i].file))
      found = &db->entries[i];
  free(real);
  return found;
}

void cdb_release(cdb *db) {
  for (size_t i = 0; i < db->count; i++) {
    cdb_entry *e = &db->entries[i];
    free(e->file);
    free(e->real);
    for (size_t k = 0; k < e->num_args; k++)
      free(e->args[k]);
    free(e->args);
  }
  free(db->entries);
  memset(db, 0, sizeof *db);
}
