/* search_hints.c: the snapshots and hints of a run of the schedule search (see
   search_hints.h). */
#include "search_hints.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* Threads whose heap blocks are named (the sequential program's thread slots). */
#define RS_HINT_THREADS 64

/* The globals a round can change (replay_module.c, rpm_search_globals). */
typedef struct rs_global {
  const char *name;
  const unsigned char *address;
  uint64_t size;
} rs_global;
extern const rs_global __cbounds_search_globals[] __attribute__((weak));
extern const unsigned __cbounds_search_num_globals __attribute__((weak));

/* main's locals, registered as main makes them (replay_module.c, rpm_search_locals),
   and the heap blocks of a run (__cbounds_alloc), named "heap:T:K", the K-th block that
   thread T allocated (0-based): the encoder numbers its heap objects so too
   (encoder/mem_hint.h). A block that is freed leaves the snapshots. */
#define RS_MAX_DYNAMIC 4096
static rs_global rs_dynamic[RS_MAX_DYNAMIC];
static unsigned char rs_dynamic_heap[RS_MAX_DYNAMIC], rs_dynamic_freed[RS_MAX_DYNAMIC];
static char rs_heap_names[RS_MAX_DYNAMIC][32];
static unsigned rs_num_dynamic;
static unsigned rs_heap_made[RS_HINT_THREADS];

void __cbounds_search_local(const char *name, void *address, uint64_t size) {
  if (rs_num_dynamic < RS_MAX_DYNAMIC)
    rs_dynamic[rs_num_dynamic++] = (rs_global){name, address, size};
}

void rs_hints_heap_allocated(unsigned thread, void *address, uint64_t size) {
  if (thread >= RS_HINT_THREADS || rs_num_dynamic >= RS_MAX_DYNAMIC)
    return;
  unsigned k = rs_heap_made[thread]++;
  unsigned i = rs_num_dynamic++;
  snprintf(rs_heap_names[i], sizeof rs_heap_names[i], "heap:%u:%u", thread, k);
  rs_dynamic[i] = (rs_global){rs_heap_names[i], address, size};
  rs_dynamic_heap[i] = 1;
}

void rs_hints_heap_freed(const void *address) {
  for (unsigned i = rs_num_dynamic; i-- > 0;)
    if (rs_dynamic_heap[i] && !rs_dynamic_freed[i] && rs_dynamic[i].address == address) {
      rs_dynamic_freed[i] = 1;
      return;
    }
}

static unsigned rs_num_globals(void) {
  return &__cbounds_search_num_globals && &__cbounds_search_globals
             ? __cbounds_search_num_globals : 0;
}

/* Object i: the globals, then main's locals and the heap blocks, as registered. */
static const rs_global *rs_object(unsigned i) {
  unsigned globals = rs_num_globals();
  return i < globals ? &__cbounds_search_globals[i] : &rs_dynamic[i - globals];
}

/* Whether object i exists now: main's locals only while main runs (its thread's stack
   goes when it ends), heap blocks until they are freed. */
static int rs_object_live(unsigned i, int main_running) {
  unsigned globals = rs_num_globals();
  if (i < globals)
    return 1;
  i -= globals;
  return rs_dynamic_heap[i] ? !rs_dynamic_freed[i] : main_running;
}

/* What round r >= 2 began with: the objects live then (their numbers) and their bytes. */
typedef struct rs_snapshot_of {
  unsigned count;
  unsigned *objects;
  unsigned char *bytes;
} rs_snapshot_of;
static rs_snapshot_of rs_snapshots[256];

/* A copy that AddressSanitizer does not check: main's locals sit between the redzones
   of its frame. */
__attribute__((no_sanitize("address"))) static void rs_copy(unsigned char *to,
                                                            const unsigned char *from,
                                                            uint64_t size) {
  for (uint64_t b = 0; b < size; b++)
    to[b] = from[b];
}

/* What round r starts from is what round r-1 left: nothing runs between them. */
void rs_hints_snapshot(unsigned round, int main_running) {
  if (round >= 256)
    return;
  unsigned n = rs_num_globals() + rs_num_dynamic, count = 0;
  uint64_t total = 0;
  unsigned *objects = malloc((n ? n : 1) * sizeof *objects);
  if (!objects)
    return;
  for (unsigned i = 0; i < n; i++)
    if (rs_object_live(i, main_running)) {
      objects[count++] = i;
      total += rs_object(i)->size;
    }
  unsigned char *copy = malloc(total ? total : 1), *at = copy;
  if (!copy) {
    free(objects);
    return;
  }
  for (unsigned i = 0; i < count; i++) {
    rs_copy(at, rs_object(objects[i])->address, rs_object(objects[i])->size);
    at += rs_object(objects[i])->size;
  }
  rs_snapshots[round] = (rs_snapshot_of){count, objects, copy};
}

/* The most bytes of snapshots a find writes (twice as many hexadecimal digits). */
#define RS_MAX_HINT_BYTES (8u << 20)

/* The addresses the registered objects span (one past the last included): a word
   outside it points into none of them, which most integers show at once. */
typedef struct rs_span {
  uintptr_t lo, hi;
} rs_span;

static rs_span rs_objects_span(void) {
  rs_span span = {UINTPTR_MAX, 0};
  for (unsigned i = 0; i < rs_num_globals() + rs_num_dynamic; i++) {
    uintptr_t base = (uintptr_t)rs_object(i)->address;
    span.lo = base < span.lo ? base : span.lo;
    span.hi = base + rs_object(i)->size > span.hi ? base + rs_object(i)->size : span.hi;
  }
  return span;
}

/* The object of snapshot `s` that native address v points into (one past its end
   counts when no object holds v), or -1; *offset the offset. */
static int rs_pointee(const rs_snapshot_of *s, rs_span span, uintptr_t v, uint64_t *offset) {
  if (!v || v < span.lo || v > span.hi)
    return -1;
  int past = -1;
  for (unsigned j = 0; j < s->count; j++) {
    const rs_global *o = rs_object(s->objects[j]);
    uintptr_t base = (uintptr_t)o->address;
    if (v >= base && v - base < o->size) {
      *offset = v - base;
      return (int)s->objects[j];
    }
    if (v == base + o->size && past < 0)
      past = (int)s->objects[j];
  }
  if (past >= 0)
    *offset = rs_object((unsigned)past)->size;
  return past;
}

/* A word that is no pointer into a snapshot object but could be an address of
   something else (a string, another thread's stack): not hinted (of a heap block,
   whose types nobody knows; the driver knows which bytes of globals hold pointers).
   Such a word lies near the objects registered (a little below the lowest, a little
   above the highest: 4 GiB on 64 bits, 16 MiB on 32); integers mostly lie far below. */
static int rs_looks_like_address(rs_span span, uintptr_t v) {
  uintptr_t slack = sizeof v > 4 ? (uintptr_t)1 << 32 : 1u << 24;
  return span.lo <= span.hi && v >= (span.lo > slack ? span.lo - slack : 0) &&
         (v <= span.hi || v - span.hi <= slack);
}

/* (search_hints.h) */
void rs_hints_write(FILE *f, const unsigned char *ran, unsigned rounds) {
  uint64_t total = 0;
  for (unsigned r = 2; r < rounds && r < 256; r++)
    for (unsigned i = 0; i < rs_snapshots[r].count; i++)
      total += rs_object(rs_snapshots[r].objects[i])->size;
  if (total > RS_MAX_HINT_BYTES)
    return;
  rs_span span = rs_objects_span();
  for (unsigned r = 2; r < rounds && r < 256; r++) {
    const rs_snapshot_of *s = &rs_snapshots[r];
    if (!ran[r])
      continue;
    const unsigned char *at = s->bytes;
    for (unsigned i = 0; i < s->count; i++) {
      const rs_global *o = rs_object(s->objects[i]);
      int heap = s->objects[i] >= rs_num_globals() &&
                 rs_dynamic_heap[s->objects[i] - rs_num_globals()];
      fprintf(f, "hint %u %s ", r, o->name);
      for (uint64_t b = 0; b < o->size; b++) {
        uintptr_t v;
        uint64_t offset;
        if (heap && b % sizeof v == 0 && b + sizeof v <= o->size) {
          memcpy(&v, at + b, sizeof v);
          if (rs_pointee(s, span, v, &offset) < 0 && rs_looks_like_address(span, v)) {
            fprintf(f, "%.*s", (int)(2 * sizeof v), "----------------");
            b += sizeof v - 1;
            continue;
          }
        }
        fprintf(f, "%02x", at[b]);
      }
      fputc('\n', f);
      for (uint64_t b = 0; b + sizeof(uintptr_t) <= o->size; b += sizeof(uintptr_t)) {
        uintptr_t v;
        uint64_t offset;
        memcpy(&v, at + b, sizeof v);
        int target = rs_pointee(s, span, v, &offset);
        if (target >= 0)
          fprintf(f, "hintp %u %s %" PRIu64 " %s %" PRIu64 "\n", r, o->name, b,
                  rs_object((unsigned)target)->name, offset);
      }
      at += o->size;
    }
  }
}

