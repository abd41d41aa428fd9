/* search.c: the native schedule search (search.h, docs/search.md). */
#define _XOPEN_SOURCE 700
#include "native/search.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <llvm-c/Target.h>

#include "native/guard.h"
#include "base/msg.h"
#include "base/test_hooks.h"
#include "native/native.h"
#include "base/text_file.h"
#include "base/alloc.h"
#include "encoder/check.h"
#include "encoder/mem_hint.h"
#include "base/ptrmap.h"
#include "runtime-models/cbounds_primitives.h"
#include "base/clock.h"

/* The runtime's mask of the errors to search for: 1 << kind (cb_error_kind, and the
   native checks 4 (invalid function pointer), 5 (division by zero or INT_MIN / -1), 6
   and 7 (calls through another prototype) and 8 (signed overflow) of replay_runtime.c;
   9 is a deadlock, found by the models' check at the end of a run), bit 0 for
   AddressSanitizer's errors. A run that fails is only a candidate: the SAT check along
   its schedule decides, with the property's classes. */
static unsigned srch_kinds(const ntv_program *o) {
  unsigned kinds = 0;
  if (o->errors & ENC_ERROR_REACH)
    kinds |= 1u << CB_ERROR_REACH;
  if (o->errors & ENC_ERROR_ASSERT)
    kinds |= 1u << CB_ERROR_ASSERT;
  if (o->errors & (ENC_ERROR_DEREF | ENC_ERROR_FREE))
    kinds |= 1u;
  if (o->errors & ENC_ERROR_OTHER)
    kinds |= 1u << 4 | 1u << 5 | 1u << 6 | 1u << 7;
  if (o->errors & ENC_ERROR_OVERFLOW)
    kinds |= 1u << 5 | 1u << 8;
  if (o->errors & ENC_ERROR_DEADLOCK)
    kinds |= 1u << CB_ERROR_DEADLOCK;
  return kinds;
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

/* A line "hint R NAME HEX" (replay_runtime.c, rs_write_hints) into the plan; a round
   that did not run or is the first is left out. */
static bool srch_parse_hint(char *line, const unsigned char *ran, srch_plan *plan) {
  unsigned r;
  int name_at = 0, name_end = 0, hex_at = 0;
  if (sscanf(line, "hint %u %n%*s%n %n", &r, &name_at, &name_end, &hex_at) != 1 || !hex_at)
    return false;
  const char *hex = line + hex_at;
  size_t digits = strlen(hex);
  unsigned round = srch_rank(ran, r);
  if (digits % 2 || round < 2)
    return digits % 2 == 0;
  for (size_t i = 0; i < digits; i++)
    if (mem_hint_digit(hex[i]) < 0 && hex[i] != '-')
      return false;
  line[name_end] = '\0';
  srch_hint h = {.round = round, .size = digits / 2, .hex = cb_strdup(hex),
                 .name = cb_strdup(line + name_at)};
  plan->hints = cb_realloc(plan->hints, (plan->num_hints + 1) * sizeof *plan->hints);
  plan->hints[plan->num_hints++] = h;
  return true;
}

/* A line "hintp R NAME OFFSET TARGET TARGET_OFFSET" into the hint of NAME in round R
   (the line before it names it); false only if it is malformed. */
static bool srch_parse_pointer(const char *line, const unsigned char *ran, srch_plan *plan) {
  unsigned r;
  char name[256], target[256];
  unsigned long long offset, target_offset;
  if (sscanf(line, "hintp %u %255s %llu %255s %llu", &r, name, &offset, target,
             &target_offset) != 5)
    return false;
  unsigned round = srch_rank(ran, r);
  srch_hint *h = plan->num_hints ? &plan->hints[plan->num_hints - 1] : NULL;
  /* Not the hint before it (its round left out, a name longer than read here): no
     pointer hint, and the find stands. */
  if (round < 2 || !h || h->round != round || strcmp(h->name, name) || offset >= h->size)
    return true;
  h->pointers = cb_realloc(h->pointers, (h->num_pointers + 1) * sizeof *h->pointers);
  h->pointers[h->num_pointers++] =
      (srch_pointer){.offset = offset, .target_offset = target_offset, .target = cb_strdup(target)};
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
    else if (!strncmp(line, "hint ", 5))
      ok = srch_parse_hint(line, ran, plan);
    else if (!strncmp(line, "hintp ", 6))
      ok = srch_parse_pointer(line, ran, plan);
    else if (sscanf(line, "runs %lu", &plan->runs) != 1)
      ok = false;
  }
  free(copy);
  return ok && plan->rounds > 0 && plan->num_threads > 0;
}

static char *srch_path(const char *dir, const char *name) { return cb_format("%s/%s", dir, name); }

static srch_status srch_run(const ntv_program *o, const char *dir, const char *exe,
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
  char *text = cb_read_text(result);
  srch_status answer = SRCH_FAILED;
  if (status >= 0 && WIFEXITED(status) && WEXITSTATUS(status) == 10 && text)
    answer = srch_parse(text, plan) ? SRCH_FOUND : SRCH_FAILED;
  else if (status >= 0 && WIFEXITED(status) && WEXITSTATUS(status) == 0 && text)
    answer = sscanf(text, "runs %lu", &plan->runs) == 1 ? SRCH_NOT_FOUND : SRCH_FAILED;
  /* Test seam (lit-tests/search/deep-alternation.c): a plan that the check cannot
     confirm, every decision a stop. */
  if (answer == SRCH_FOUND && th_on(TH_SEARCH_PLAN_STOPS))
    for (unsigned i = 0; i < plan->num_threads; i++)
      memset(plan->decisions[i], 0, plan->lengths[i]);
  if (answer == SRCH_FAILED)
    msg_progress(false, "schedule search: the native program failed (status %d)", status);
  free(text);
  free(result);
  free(log);
  return answer;
}

/* The files a search leaves in its temporary directory. */
static const char *const srch_files[] = {NTV_FILES, "result.txt", "run.log"};
#define SRCH_NUM_FILES (sizeof srch_files / sizeof *srch_files)

srch_status srch_find(const ntv_program *options, LLVMModuleRef module, double seconds,
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
  grd_set_tempdir(dir, srch_files, SRCH_NUM_FILES);
  double start = cb_now();
  char *exe = srch_path(dir, "program");
  srch_status status = SRCH_FAILED;
  if (ntv_build(options, module, dir, true, exe)) {
    double left = seconds - (cb_now() - start);
    status = left > 0 ? srch_run(options, dir, exe, left, plan) : SRCH_NOT_FOUND;
  }
  ntv_remove_dir(dir, srch_files, SRCH_NUM_FILES, "schedule search");
  grd_set_tempdir(NULL, NULL, 0);
  free(exe);
  free(dir);
  return status;
}

void srch_plan_release(srch_plan *plan) {
  for (unsigned i = 0; i < SEQ_MAX_THREADS; i++)
    free(plan->decisions[i]);
  free(plan->error);
  for (size_t i = 0; i < plan->num_hints; i++) {
    free(plan->hints[i].name);
    free(plan->hints[i].hex);
    for (size_t j = 0; j < plan->hints[i].num_pointers; j++)
      free(plan->hints[i].pointers[j].target);
    free(plan->hints[i].pointers);
  }
  free(plan->hints);
  memset(plan, 0, sizeof *plan);
}

/* A global's initializer, or false when the models do not define it. */
static bool srch_set(LLVMModuleRef module, const char *name, LLVMValueRef value) {
  LLVMValueRef g = LLVMGetNamedGlobal(module, name);
  if (!g || LLVMIsDeclaration(g) || LLVMGlobalGetValueType(g) != LLVMTypeOf(value))
    return false;
  LLVMSetInitializer(g, value);
  /* Nothing writes the plan: as a constant it is read-only to the encoder, whose loads
     from it then skip the walk for indeterminate pointers (mem_indeterminate.h). */
  LLVMSetGlobalConstant(g, 1);
  return true;
}

static bool srch_has_pointer(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMPointerTypeKind:
    return true;
  case LLVMStructTypeKind:
    for (unsigned i = 0; i < LLVMCountStructElementTypes(t); i++)
      if (srch_has_pointer(LLVMStructGetTypeAtIndex(t, i)))
        return true;
    return false;
  case LLVMArrayTypeKind:
  case LLVMVectorTypeKind:
    return srch_has_pointer(LLVMGetElementType(t));
  default:
    return false;
  }
}

/* Marks the bytes of a value of type t at `at` that hold pointers other than null ("--"
   in hex): the run's addresses are not the encoder's. */
static void srch_mark_pointers(LLVMTargetDataRef layout, LLVMTypeRef t, uint64_t at,
                               char *hex, size_t size) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMPointerTypeKind: {
    /* A null pointer is zero natively and in the encoder (object 0, offset 0). */
    uint64_t end = at + LLVMABISizeOfType(layout, t);
    bool null = end <= size;
    for (uint64_t b = at; b < end && b < size; b++)
      null &= hex[2 * b] == '0' && hex[2 * b + 1] == '0';
    for (uint64_t b = at; b < end && b < size && !null; b++)
      hex[2 * b] = hex[2 * b + 1] = '-';
    return;
  }
  case LLVMStructTypeKind:
    for (unsigned i = 0; i < LLVMCountStructElementTypes(t); i++)
      srch_mark_pointers(layout, LLVMStructGetTypeAtIndex(t, i),
                         at + LLVMOffsetOfElement(layout, t, i), hex, size);
    return;
  case LLVMArrayTypeKind:
  case LLVMVectorTypeKind: {
    LLVMTypeRef element = LLVMGetElementType(t);
    if (!srch_has_pointer(element)) /* a large array of integers: nothing to walk */
      return;
    uint64_t n = LLVMGetTypeKind(t) == LLVMArrayTypeKind ? LLVMGetArrayLength2(t)
                                                         : LLVMGetVectorSize(t);
    uint64_t step = LLVMABISizeOfType(layout, element);
    for (uint64_t i = 0; i < n && at + i * step < size; i++)
      srch_mark_pointers(layout, element, at + i * step, hex, size);
    return;
  }
  default:
    return;
  }
}

/* The global or local of main (mem_hint.h) a hint names, or NULL; *type its type. */
static LLVMValueRef srch_hint_target(LLVMModuleRef module, const char *name, LLVMTypeRef *type) {
  size_t prefix = strlen(MEM_HINT_LOCAL_PREFIX);
  if (!strncmp(name, MEM_HINT_LOCAL_PREFIX, prefix)) {
    LLVMValueRef local = mem_hint_local(module, name + prefix);
    *type = local ? LLVMGetAllocatedType(local) : NULL;
    return local;
  }
  LLVMValueRef g = LLVMGetNamedGlobal(module, name);
  if (!g || LLVMIsDeclaration(g))
    return NULL;
  *type = LLVMGlobalGetValueType(g);
  return g;
}

/* The metadata string of hint h (mem_hint.h): its digits, with the run's pointers it
   could name as "**" and listed after them; `type` (NULL for a heap block) marks the
   other pointers as "--". */
static LLVMMetadataRef srch_hint_string(LLVMContextRef ctx, LLVMTargetDataRef layout,
                                        LLVMTypeRef type, const srch_hint *h) {
  char *hex = cb_strdup(h->hex);
  if (type)
    srch_mark_pointers(layout, type, 0, hex, h->size);
  unsigned word = LLVMPointerSize(layout);
  size_t length = 2 * h->size, cap = length + 1;
  for (size_t i = 0; i < h->num_pointers; i++) {
    const srch_pointer *p = &h->pointers[i];
    if (p->offset + word > h->size)
      continue;
    for (uint64_t b = p->offset; b < p->offset + word; b++)
      hex[2 * b] = hex[2 * b + 1] = '*';
    char item[320];
    int n = snprintf(item, sizeof item, " %llu %s %llu", (unsigned long long)p->offset,
                     p->target, (unsigned long long)p->target_offset);
    if (n < 0 || (size_t)n >= sizeof item)
      continue;
    if (length + (size_t)n + 1 > cap)
      hex = cb_realloc(hex, cap = 2 * (length + (size_t)n + 1));
    memcpy(hex + length, item, (size_t)n + 1);
    length += (size_t)n;
  }
  LLVMMetadataRef text = LLVMMDStringInContext2(ctx, hex, length);
  free(hex);
  return text;
}

/* The hints of the run's heap blocks, as named metadata (mem_hint.h): one node per
   block, its name and a string per round r >= 2 (empty where it did not exist). */
static void srch_apply_heap_hints(LLVMModuleRef module, const srch_plan *plan, unsigned slots) {
  LLVMContextRef ctx = LLVMGetModuleContext(module);
  LLVMTargetDataRef layout = LLVMGetModuleDataLayout(module);
  size_t prefix = strlen(MEM_HINT_HEAP_PREFIX);
  for (size_t i = 0; i < plan->num_hints; i++) {
    const srch_hint *h = &plan->hints[i];
    bool first = true; /* the first hint of this block makes its node */
    for (size_t j = 0; j < i && first; j++)
      first = strcmp(plan->hints[j].name, h->name) != 0;
    if (strncmp(h->name, MEM_HINT_HEAP_PREFIX, prefix) || !first)
      continue;
    LLVMMetadataRef *row = cb_malloc((slots + 1) * sizeof *row);
    row[0] = LLVMMDStringInContext2(ctx, h->name, strlen(h->name));
    for (unsigned k = 1; k <= slots; k++)
      row[k] = LLVMMDStringInContext2(ctx, "", 0);
    for (size_t j = i; j < plan->num_hints; j++)
      if (!strcmp(plan->hints[j].name, h->name) && plan->hints[j].round - 1 <= slots)
        row[plan->hints[j].round - 1] = srch_hint_string(ctx, layout, NULL, &plan->hints[j]);
    LLVMAddNamedMetadataOperand(module, MEM_HINT_HEAP_METADATA,
                                LLVMMetadataAsValue(ctx, LLVMMDNodeInContext2(ctx, row, slots + 1)));
    free(row);
  }
}

/* The hints as metadata on their globals and main's locals, and of the heap blocks
   (search.h). */
static void srch_apply_hints(LLVMModuleRef module, const srch_plan *plan) {
  LLVMContextRef ctx = LLVMGetModuleContext(module);
  LLVMTargetDataRef layout = LLVMGetModuleDataLayout(module);
  unsigned kind = LLVMGetMDKindIDInContext(ctx, MEM_HINT_METADATA,
                                           (unsigned)strlen(MEM_HINT_METADATA));
  unsigned slots = plan->rounds > 1 ? plan->rounds - 1 : 0;
  if (!slots)
    return;
  srch_apply_heap_hints(module, plan, slots);
  ptrmap index; /* target -> its row of strings, slots per row */
  ptrmap_init(&index);
  LLVMValueRef *targets = NULL;
  LLVMMetadataRef *rows = NULL;
  unsigned num_targets = 0;
  for (size_t i = 0; i < plan->num_hints; i++) {
    const srch_hint *h = &plan->hints[i];
    LLVMTypeRef type;
    LLVMValueRef g = srch_hint_target(module, h->name, &type);
    if (!g || h->round - 2 >= slots || LLVMABISizeOfType(layout, type) != h->size)
      continue;
    unsigned row;
    if (!ptrmap_get(&index, g, &row)) {
      row = num_targets++;
      ptrmap_put(&index, g, row);
      targets = cb_realloc(targets, num_targets * sizeof *targets);
      rows = cb_realloc(rows, (size_t)num_targets * slots * sizeof *rows);
      targets[row] = g;
      for (unsigned k = 0; k < slots; k++)
        rows[(size_t)row * slots + k] = LLVMMDStringInContext2(ctx, "", 0);
    }
    rows[(size_t)row * slots + h->round - 2] = srch_hint_string(ctx, layout, type, h);
  }
  for (unsigned row = 0; row < num_targets; row++) {
    LLVMMetadataRef node = LLVMMDNodeInContext2(ctx, rows + (size_t)row * slots, slots);
    if (LLVMIsAInstruction(targets[row]))
      LLVMSetMetadata(targets[row], kind, LLVMMetadataAsValue(ctx, node));
    else
      LLVMGlobalSetMetadata(targets[row], kind, node);
  }
  free(targets);
  free(rows);
  ptrmap_release(&index);
}

bool srch_apply(LLVMModuleRef module, const srch_plan *plan) {
  srch_apply_hints(module, plan);
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
