/* search.c: the native schedule search (search.h, docs/search.md). */
#define _XOPEN_SOURCE 700
#include "driver/search.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "driver/msg.h"
#include "driver/native.h"
#include "driver/replay_file.h"
#include "encoder/alloc.h"
#include "runtime-models/cbounds_primitives.h"
#include "solver/solver.h"

/* The runtime's mask of the errors to search for: 1 << kind (cb_error_kind, and the
   native checks 4 and 5 of replay_runtime.c), bit 0 for AddressSanitizer's errors. */
static unsigned srch_kinds(const opt_options *o) {
  if (o->reach_error_only)
    return 1u << CB_ERROR_REACH;
  return 1u | 1u << CB_ERROR_ASSERT | 1u << CB_ERROR_REACH | 1u << 4 | 1u << 5;
}

/* The rank of round r among the rounds that ran (1-based), 0 if it never ran. */
static unsigned srch_rank(const unsigned char *ran, unsigned r) {
  if (r >= 256 || !ran[r])
    return 0;
  unsigned rank = 0;
  for (unsigned i = 1; i <= r; i++)
    rank += ran[i];
  return rank;
}

/* A thread's line of the result, "thread I COUNT D1 .. DCOUNT" (rounds as the native run
   numbered them), into the plan. */
static bool srch_parse_thread(const char *line, const unsigned char *ran, srch_plan *plan) {
  unsigned thread, count, r;
  int used = 0;
  if (sscanf(line, "thread %u %u%n", &thread, &count, &used) != 2 || thread >= SEQ_MAX_THREADS ||
      plan->decisions[thread])
    return false;
  plan->decisions[thread] = cb_calloc(count ? count : 1, 1);
  plan->lengths[thread] = count;
  if (thread + 1 > plan->num_threads)
    plan->num_threads = thread + 1;
  const char *p = line + used;
  for (unsigned k = 0; k < count; k++, p += used) {
    if (sscanf(p, " %u%n", &r, &used) != 1)
      return false;
    plan->decisions[thread][k] = (unsigned char)srch_rank(ran, r);
  }
  return true;
}

/* Reads the runtime's result (replay_runtime.c, rs_write_found) into the plan: the
   error, "rounds R1 R2 ..." (those that ran), the threads' lines, "runs N". */
static bool srch_parse(const char *text, srch_plan *plan) {
  unsigned char ran[256] = {0};
  char *copy = cb_strdup(text), *save = NULL;
  bool ok = true;
  for (char *line = strtok_r(copy, "\n", &save); line && ok; line = strtok_r(NULL, "\n", &save)) {
    unsigned r;
    int used = 0;
    if (!plan->error)
      plan->error = cb_strdup(line);
    else if (!strncmp(line, "rounds", 6))
      for (const char *p = line + 6; sscanf(p, " %u%n", &r, &used) == 1; p += used)
        plan->rounds += r < 256 && !ran[r]++;
    else if (!strncmp(line, "thread ", 7))
      ok = srch_parse_thread(line, ran, plan);
    else if (sscanf(line, "runs %lu", &plan->runs) != 1)
      ok = false;
  }
  free(copy);
  return ok && plan->rounds > 0 && plan->num_threads > 0;
}

static char *srch_path(const char *dir, const char *name) { return cb_format("%s/%s", dir, name); }

static srch_status srch_run(const opt_options *o, const char *dir, const char *exe,
                            double seconds, srch_plan *plan) {
  char *result = srch_path(dir, "result.txt"), *log = srch_path(dir, "run.log");
  char how[96];
  snprintf(how, sizeof how, "%.3f %u %u", seconds, 1u, srch_kinds(o));
  setenv("CBOUNDS_SEARCH", how, 1);
  setenv("CBOUNDS_REPLAY_RESULT", result, 1);
  unlink(result);
  /* The runtime stops itself; the limit here is a backstop (a run lasts 2 s at most). */
  int status = ntv_run(o, exe, log, seconds + 5);
  unsetenv("CBOUNDS_SEARCH");
  char *text = rf_read_text(result);
  srch_status answer = SRCH_FAILED;
  if (status >= 0 && WIFEXITED(status) && WEXITSTATUS(status) == 10 && text)
    answer = srch_parse(text, plan) ? SRCH_FOUND : SRCH_FAILED;
  else if (status >= 0 && WIFEXITED(status) && WEXITSTATUS(status) == 0 && text)
    answer = sscanf(text, "runs %lu", &plan->runs) == 1 ? SRCH_NOT_FOUND : SRCH_FAILED;
  /* Test seam (lit-tests/search/deep-alternation.c): a plan that the check cannot
     confirm, every decision a stop. */
  if (answer == SRCH_FOUND && getenv("CBOUNDS_TEST_SEARCH_PLAN_STOPS"))
    for (unsigned i = 0; i < plan->num_threads; i++)
      memset(plan->decisions[i], 0, plan->lengths[i]);
  if (answer == SRCH_FAILED)
    msg_progress(false, "schedule search: the native program failed (status %d)", status);
  free(text);
  free(result);
  free(log);
  return answer;
}

srch_status srch_find(const opt_options *options, LLVMModuleRef module, double seconds,
                      srch_plan *plan) {
  memset(plan, 0, sizeof *plan);
  const char *tmp = getenv("TMPDIR");
  char *dir = cb_format("%s/cbounds-search-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(dir)) {
    msg_progress(false, "schedule search: cannot create a temporary directory: %s",
                 strerror(errno));
    free(dir);
    return SRCH_FAILED;
  }
  double start = cb_now();
  char *exe = srch_path(dir, "program");
  srch_status status = SRCH_FAILED;
  if (ntv_build(options, module, dir, true, exe)) {
    double left = seconds - (cb_now() - start);
    status = left > 0 ? srch_run(options, dir, exe, left, plan) : SRCH_NOT_FOUND;
  }
  static const char *const names[] = {NTV_FILES, "result.txt", "run.log"};
  ntv_remove_dir(dir, names, sizeof names / sizeof *names, "schedule search");
  free(exe);
  free(dir);
  return status;
}

void srch_plan_release(srch_plan *plan) {
  for (unsigned i = 0; i < SEQ_MAX_THREADS; i++)
    free(plan->decisions[i]);
  free(plan->error);
  memset(plan, 0, sizeof *plan);
}

/* A global's initializer, or false when the models do not define it. */
static bool srch_set(LLVMModuleRef module, const char *name, LLVMValueRef value) {
  LLVMValueRef g = LLVMGetNamedGlobal(module, name);
  if (!g || LLVMIsDeclaration(g) || LLVMGlobalGetValueType(g) != LLVMTypeOf(value))
    return false;
  LLVMSetInitializer(g, value);
  return true;
}

bool srch_apply(LLVMModuleRef module, const srch_plan *plan) {
  LLVMContextRef ctx = LLVMGetModuleContext(module);
  LLVMTypeRef i8 = LLVMInt8TypeInContext(ctx), i32 = LLVMInt32TypeInContext(ctx);
  LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0);
  LLVMValueRef lists[SEQ_MAX_THREADS], lengths[SEQ_MAX_THREADS];
  for (unsigned i = 0; i < SEQ_MAX_THREADS; i++) {
    lists[i] = LLVMConstNull(ptr);
    lengths[i] = LLVMConstInt(i32, i < plan->num_threads ? plan->lengths[i] : 0, 0);
    if (i >= plan->num_threads || !plan->decisions[i])
      continue;
    LLVMValueRef list = LLVMConstStringInContext(ctx, (const char *)plan->decisions[i],
                                                  plan->lengths[i], 1);
    char name[48];
    snprintf(name, sizeof name, "__cbounds_seq_plan.%u", i);
    LLVMValueRef g = LLVMAddGlobal(module, LLVMTypeOf(list), name);
    LLVMSetInitializer(g, list);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetLinkage(g, LLVMPrivateLinkage);
    lists[i] = g;
  }
  return srch_set(module, "__cbounds_seq_plan", LLVMConstArray2(ptr, lists, SEQ_MAX_THREADS)) &&
         srch_set(module, "__cbounds_seq_plan_length",
                  LLVMConstArray2(i32, lengths, SEQ_MAX_THREADS)) &&
         srch_set(module, "__cbounds_seq_planned", LLVMConstInt(i8, 1, 0));
}
