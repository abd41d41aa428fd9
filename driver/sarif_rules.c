/* sarif_rules.c: the table of violation kinds for the SARIF log. */
#include "driver/sarif_rules.h"

#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"

/* The race's two accesses, as the trace shows them (report.h's rep_race_steps). */
static size_t sr_race_accesses(const rep_report *r, cJSON *related, sr_make_location make,
                               void *context) {
  const enc_step *first, *second;
  if (!rep_race_steps(r, &first, &second))
    return 0;
  const enc_step *both[2] = {first, second};
  for (int k = 0; k < 2; k++) {
    char *text = cb_format("%s access: thread %u, round %u: %s", k ? "conflicting" : "first",
                           both[k]->thread, both[k]->round, strchr(both[k]->note, ':') + 2);
    cJSON_AddItemToArray(related, make(&both[k]->loc, text, context));
    free(text);
  }
  return 2;
}

/* Each blocked thread of a deadlock: the call where it waits, then what it holds. */
static size_t sr_deadlock_threads(const rep_report *r, cJSON *related, sr_make_location make,
                                  void *context) {
  if (!r->deadlock)
    return 0;
  size_t n = 0;
  for (size_t i = 0; i < r->deadlock->num_threads; i++) {
    const dl_thread *t = &r->deadlock->threads[i];
    char *text = !strcmp(t->kind, "thread")
                     ? cb_format("thread %u waits for thread %s to finish", t->thread, t->object)
                 : t->holder >= 0
                     ? cb_format("thread %u waits for %s %s, held by thread %d", t->thread,
                                 t->kind, t->object, t->holder)
                     : cb_format("thread %u waits for %s %s", t->thread, t->kind, t->object);
    cJSON_AddItemToArray(related, make(&t->loc, text, context));
    free(text);
    n++;
    for (size_t h = 0; h < t->num_holds; h++) {
      text = cb_format("thread %u holds %s", t->thread, t->holds[h].object);
      cJSON_AddItemToArray(related, make(&t->holds[h].loc, text, context));
      free(text);
      n++;
    }
  }
  return n;
}

#define SR_MEMORY_HELP                                                                     \
  " cbounds checks every load, store and free against the objects alive at that point "   \
  "(docs/memory.md); the trace (codeFlows) shows how the program got there."

static const sr_rule sr_table[] = {
    {"assertion-failure", "AssertionFailure", "assertion failed",
     "An assert() can fail.",
     "Some execution within the bounds (rounds, loop unwinding, threads) reaches an "
     "assert() whose condition is false. The code flow is that execution, one thread flow "
     "per thread, its steps in execution order.",
     NULL},
    {"reach-error", "ReachError", "reach_error() called", "reach_error() is reachable.",
     "Some execution within the bounds calls reach_error() (SV-COMP's unreach-call "
     "property).",
     NULL},
    {"null-dereference", "NullDereference", "null pointer dereference",
     "A null pointer can be dereferenced.",
     "A load or store goes through a null pointer." SR_MEMORY_HELP, NULL},
    {"out-of-bounds", "OutOfBounds", "out-of-bounds memory access",
     "A memory access can be out of bounds.",
     "A load or store touches bytes outside the object its pointer points into." SR_MEMORY_HELP,
     NULL},
    {"invalid-memory-access", "InvalidMemoryAccess", "access to freed or out-of-scope memory",
     "Freed or out-of-scope memory can be accessed.",
     "A load or store goes to a heap object already freed or to a local variable whose "
     "function has returned." SR_MEMORY_HELP,
     NULL},
    {"read-only-write", "ReadOnlyWrite", "write to read-only memory",
     "Read-only memory can be written.",
     "A store goes to a string literal or another constant object." SR_MEMORY_HELP, NULL},
    {"double-free", "DoubleFree", "double free", "Memory can be freed twice.",
     "free() is called on a heap object that was already freed." SR_MEMORY_HELP, NULL},
    {"invalid-free", "InvalidFree", "free of memory not allocated by malloc",
     "free() can get a pointer that malloc did not return.",
     "free() is called on memory that is not a heap object, or not at its start."
     SR_MEMORY_HELP,
     NULL},
    {"invalid-function-pointer", "InvalidFunctionPointer",
     "call through an invalid function pointer",
     "A call can go through an invalid function pointer.",
     "An indirect call's pointer is null or does not point to a function of a matching "
     "type.",
     NULL},
    {"division-by-zero", "DivisionByZero", "division by zero",
     "A division or remainder by zero is reachable.",
     "An integer division or remainder has a divisor that can be zero.", NULL},
    {"signed-overflow", "SignedOverflow", "signed ",
     "Signed integer arithmetic can overflow.",
     "A signed division or remainder of the smallest value by -1 (INT_MIN / -1), or under "
     "--property no-overflow a signed + - *, unary minus or shift whose result does not "
     "fit its type: undefined behaviour (docs/encoding.md).",
     NULL},
    {"memory-leak", "MemoryLeak", "memory leak",
     "Allocated memory can be lost or left allocated at exit.",
     "Under --property valid-memsafety a heap block no longer reachable when the program "
     "ends, under valid-memcleanup any block not freed then (docs/memory.md, \"Leaks\")."
     SR_MEMORY_HELP,
     NULL},
    {"deadlock", "Deadlock", "deadlock",
     "Threads can block each other for ever.",
     "Some execution within the bounds reaches a state where every unfinished thread waits "
     "for something no other thread will give (a lock, a join, a semaphore, a condition "
     "variable, a barrier) and the process has not ended (docs/deadlocks.md). The related "
     "locations are the blocking calls and the acquisitions of what each thread holds.",
     sr_deadlock_threads},
    {"data-race", "DataRace", "data race", "Two threads can race on the same memory.",
     "Two accesses of different threads touch the same bytes, one of them a write, not "
     "both atomic, with nothing (a lock, a join, ...) to order them (--race, "
     "docs/races.md). The related locations are the two accesses; the code flow is the "
     "interleaving that brings them together.",
     sr_race_accesses},
    {"error", "Error", NULL, "An error is reachable.",
     "Some execution within the bounds fails; the message says how.", NULL},
};

const sr_rule *sr_rules(size_t *count) {
  *count = sizeof sr_table / sizeof sr_table[0];
  return sr_table;
}

size_t sr_rule_of(const char *reason) {
  size_t count = sizeof sr_table / sizeof sr_table[0];
  for (size_t i = 0; i + 1 < count; i++)
    if (reason && !strncmp(reason, sr_table[i].reason, strlen(sr_table[i].reason)))
      return i;
  return count - 1;
}
