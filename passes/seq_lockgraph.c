/* seq_lockgraph.c: the lock-order graph and its cycles (seq_lockgraph.h). */
#define _XOPEN_SOURCE 700
#include "passes/seq_lockgraph.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


#define BIT(i) ((uint64_t)1 << (i))

void seq_lockgraph_init(seq_lockgraph *g) { memset(g, 0, sizeof *g); }

void seq_lockgraph_add(seq_lockgraph *g, unsigned a, unsigned b, LLVMValueRef held_site,
                       LLVMValueRef take_site) {
  assert(a < SEQ_LOCKGRAPH_MAX && b < SEQ_LOCKGRAPH_MAX);
  if (g->succ[a] & BIT(b))
    return;
  g->succ[a] |= BIT(b);
  g->edge[a][b].held_site = held_site;
  g->edge[a][b].take_site = take_site;
}

const char *seq_site_text(LLVMValueRef inst, char *buf, size_t size) {
  unsigned length = 0;
  const char *file = inst && LLVMIsAInstruction(inst) ? LLVMGetDebugLocFilename(inst, &length)
                                                      : NULL;
  if (file && length)
    snprintf(buf, size, "%.*s:%u", (int)length, file, LLVMGetDebugLocLine(inst));
  else
    snprintf(buf, size, "an unknown place");
  return buf;
}

/* reach[a]: the locks reachable from a by one edge or more (Warshall on bit sets). */
static void seq_closure(const seq_lockgraph *g, uint64_t reach[SEQ_LOCKGRAPH_MAX]) {
  memcpy(reach, g->succ, sizeof g->succ);
  for (unsigned k = 0; k < SEQ_LOCKGRAPH_MAX; k++)
    for (unsigned a = 0; a < SEQ_LOCKGRAPH_MAX; a++)
      if (reach[a] & BIT(k))
        reach[a] |= reach[k];
}

/* A shortest cycle through `start` inside `scc`: path[0] = start, path[n-1] -> start.
   Returns n (at least 1). */
static unsigned seq_cycle_through(const seq_lockgraph *g, unsigned start, uint64_t scc,
                                  unsigned path[SEQ_LOCKGRAPH_MAX]) {
  if (scc == BIT(start)) { /* a lock taken again while held */
    assert(g->succ[start] & BIT(start));
    path[0] = start;
    return 1;
  }
  int parent[SEQ_LOCKGRAPH_MAX];
  for (unsigned i = 0; i < SEQ_LOCKGRAPH_MAX; i++)
    parent[i] = -1;
  unsigned queue[SEQ_LOCKGRAPH_MAX], head = 0, tail = 0, last = start;
  uint64_t seen = BIT(start);
  queue[tail++] = start;
  bool closed = false;
  while (head < tail && !closed) {
    unsigned a = queue[head++];
    for (unsigned b = 0; b < SEQ_LOCKGRAPH_MAX && !closed; b++) {
      if (!(g->succ[a] & BIT(b)) || !(scc & BIT(b)))
        continue;
      if (b == start && a != start) {
        last = a, closed = true;
      } else if (!(seen & BIT(b))) {
        seen |= BIT(b);
        parent[b] = (int)a;
        queue[tail++] = b;
      }
    }
  }
  assert(closed); /* start is in a cyclic component */
  unsigned reversed[SEQ_LOCKGRAPH_MAX], n = 0;
  for (int v = (int)last; v != (int)start; v = parent[v])
    reversed[n++] = (unsigned)v;
  path[0] = start;
  for (unsigned i = 0; i < n; i++)
    path[i + 1] = reversed[n - 1 - i];
  return n + 1;
}

static void seq_print_cycle(FILE *out, const seq_lockgraph *g, const unsigned *path, unsigned n,
                            unsigned number, seq_lock_namer name, void *ctx) {
  fprintf(out, "  cycle %u:", number);
  for (unsigned i = 0; i <= n; i++) {
    char *lock = name(path[i % n], ctx);
    fprintf(out, "%s%s", i ? " -> " : " ", lock);
    free(lock);
  }
  fputc('\n', out);
  for (unsigned i = 0; i < n; i++) {
    unsigned a = path[i], b = path[(i + 1) % n];
    const seq_lockedge *e = &g->edge[a][b];
    char *held = name(a, ctx), *taken = name(b, ctx);
    char first[512], second[512];
    fprintf(out, "    holds %s (taken at %s) while it takes %s at %s\n", held,
            seq_site_text(e->held_site, first, sizeof first), taken,
            seq_site_text(e->take_site, second, sizeof second));
    free(held);
    free(taken);
  }
}

/* The member of `set` whose name sorts first (the report starts each cycle there). */
static unsigned seq_first_named(uint64_t set, char *const *names) {
  int best = -1;
  for (unsigned i = 0; i < SEQ_LOCKGRAPH_MAX; i++)
    if ((set & BIT(i)) && (best < 0 || strcmp(names[i], names[best]) < 0))
      best = (int)i;
  assert(best >= 0);
  return (unsigned)best;
}

unsigned seq_lockgraph_cycles(const seq_lockgraph *g, seq_lock_namer name, void *ctx,
                              char **text) {
  uint64_t reach[SEQ_LOCKGRAPH_MAX], used = 0;
  seq_closure(g, reach);
  char *names[SEQ_LOCKGRAPH_MAX] = {0};
  for (unsigned a = 0; a < SEQ_LOCKGRAPH_MAX; a++)
    if (reach[a] & BIT(a)) {
      used |= BIT(a);
      names[a] = name(a, ctx);
    }
  /* The components with a cycle, each as the set of its locks; a lock taken again while
     held is a cycle of its own, even inside a larger component. */
  uint64_t components[2 * SEQ_LOCKGRAPH_MAX];
  unsigned count = 0;
  for (unsigned a = 0; a < SEQ_LOCKGRAPH_MAX; a++)
    if (g->succ[a] & BIT(a))
      components[count++] = BIT(a);
  for (uint64_t left = used; left;) {
    unsigned a = seq_first_named(left, names);
    uint64_t scc = BIT(a);
    for (unsigned b = 0; b < SEQ_LOCKGRAPH_MAX; b++)
      if ((reach[a] & BIT(b)) && (reach[b] & BIT(a)))
        scc |= BIT(b);
    left &= ~scc;
    if (scc != BIT(a))
      components[count++] = scc;
  }
  char *buffer = NULL;
  size_t size = 0;
  FILE *out = open_memstream(&buffer, &size);
  if (!out) {
    fprintf(stderr, "cbounds: out of memory\n");
    abort();
  }
  for (unsigned k = 0; k < count; k++) {
    unsigned path[SEQ_LOCKGRAPH_MAX];
    unsigned start = seq_first_named(components[k], names);
    unsigned n = seq_cycle_through(g, start, components[k], path);
    seq_print_cycle(out, g, path, n, k + 1, name, ctx);
  }
  fclose(out);
  for (unsigned a = 0; a < SEQ_LOCKGRAPH_MAX; a++)
    free(names[a]);
  if (!count) {
    free(buffer);
    buffer = NULL;
  }
  *text = buffer;
  return count;
}
