/*
 * symex_call.c: calls. Defined functions are inlined; the primitives of
 * runtime-models/cbounds_primitives.h and a few LLVM intrinsics are interpreted here;
 * anything else cuts the path as unsupported.
 */
#include "encoder/symex.h"
#include "encoder/trace_sync.h"

#include <assert.h>
#include <llvm-c/DebugInfo.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "encoder/llvm_util.h"
#include "passes/seq_contract.h"
#include "base/vec.h"

static bool sx_starts_with(const char *s, const char *prefix) {
  return !strncmp(s, prefix, strlen(prefix));
}

/* runtime-models' cb_error_kind */
enum { SX_ERROR_ASSERT = 1, SX_ERROR_REACH = 2, SX_ERROR_RACE = 3, SX_ERROR_DEADLOCK = 6 };

static const char *sx_error_message(int kind) {
  switch (kind) {
  case SX_ERROR_ASSERT: return "assertion failed";
  case SX_ERROR_REACH: return SX_REACH_ERROR_REASON;
  case SX_ERROR_RACE: return SX_RACE_REASON;
  case SX_ERROR_DEADLOCK: return SX_DEADLOCK_REASON;
  default: return "error";
  }
}

static enc_error_class sx_error_class(int kind) {
  switch (kind) {
  case SX_ERROR_ASSERT: return ENC_ERROR_ASSERT;
  case SX_ERROR_REACH: return ENC_ERROR_REACH;
  case SX_ERROR_RACE: return ENC_ERROR_RACE;
  case SX_ERROR_DEADLOCK: return ENC_ERROR_DEADLOCK;
  default: return ENC_ERROR_OTHER;
  }
}

void sx_fail(sx *x, sx_state *s, LLVMValueRef call, enc_error_class cls, const char *reason) {
  sx_error(x, s->guard, call, cls, reason);
  sx_thread_abandon(x, s, s->guard); /* a thread's failure: the others still run */
  s->guard = AIG_FALSE; /* a failure ends the execution */
}

/* __cbounds_error(kind): kind is a constant where the models call it (or becomes one
   when the model that passes it on is inlined). */
static void sx_primitive_error(sx *x, sx_state *s, LLVMValueRef call) {
  const bv *kind = LLVMGetNumArgOperands(call) ? sx_operand(x, s, LLVMGetOperand(call, 0)) : NULL;
  uint64_t k = 0;
  if (!kind || !bv_const_value(kind, &k))
    k = 0;
  size_t before = x->events.num_errors;
  sx_fail(x, s, call, sx_error_class((int)k), sx_error_message((int)k));
  if (k == SX_ERROR_RACE && x->events.num_errors > before) {
    x->events.errors[x->events.num_errors - 1].race_address = x->race_address;
    x->events.errors[x->events.num_errors - 1].race_size = x->race_size;
  }
  x->race_address = x->race_size = NULL;
}

/* __cbounds_race_location(address, size): the racy bytes of the race error that follows
   (in race.c, on the same path). */
static void sx_race_location(sx *x, sx_state *s, LLVMValueRef call) {
  if (LLVMGetNumArgOperands(call) != 2)
    return;
  x->race_address = sx_operand(x, s, LLVMGetOperand(call, 0));
  x->race_size = sx_operand(x, s, LLVMGetOperand(call, 1));
}

/* What an access of a race did, for the trace: [second][atomic][write]. */
static const char *const sx_race_notes[2][2][2] = {
    {{"race, first access: reads", "race, first access: writes"},
     {"race, first access: atomically reads", "race, first access: atomically writes"}},
    {{"race, conflicting access: reads", "race, conflicting access: writes"},
     {"race, conflicting access: atomically reads",
      "race, conflicting access: atomically writes"}}};

/* __cbounds_race_note(p, size, flags, role) of runtime-models/race.c: a trace step at
   the user's access that names the address. */
static void sx_race_note(sx *x, sx_state *s, LLVMValueRef call) {
  if (LLVMGetNumArgOperands(call) != 4)
    return;
  const bv *pointer = sx_operand(x, s, LLVMGetOperand(call, 0));
  const bv *flags = sx_operand(x, s, LLVMGetOperand(call, 2));
  const bv *role = sx_operand(x, s, LLVMGetOperand(call, 3));
  const bv *size = sx_operand(x, s, LLVMGetOperand(call, 1));
  uint64_t f, r, n = 0;
  if (!pointer || !flags || !role || !bv_const_value(flags, &f) || !bv_const_value(role, &r))
    return; /* only the trace would miss it */
  if (!size || !bv_const_value(size, &n))
    n = 0;
  LLVMValueRef where = sx_user_location(x, call);
  sx_step step = {.guard = s->guard, .kind = ENC_STEP_VALUE, .location = where,
                  .function = x->top->function->name,
                  .note = sx_race_notes[r != 0][(f & 2) != 0][(f & 1) != 0],
                  .value = pointer, .of_access = true, .access_size = n,
                  .note_kind = ENC_NOTE_RACE,
                  .type = LLVMTypeOf(LLVMGetOperand(call, 0))};
  sx_events_step(&x->events, &step);
}

static void sx_assume(sx *x, sx_state *s, LLVMValueRef call) {
  const bv *c = sx_operand(x, s, LLVMGetOperand(call, 0));
  if (!c) {
    sx_unsupported(x, s, call, "assumption on a value the encoder cannot represent");
    return;
  }
  /* A thread in the sink round (stopped for good) is not held back by assumptions. */
  aig_lit holds = aig_or(x->aig, aig_not(bv_is_zero(x->bvm, c)),
                         sx_round_is_sink(x, s->mem.round));
  s->guard = aig_and(x->aig, s->guard, holds);
}

static void sx_nondet(sx *x, sx_state *s, LLVMValueRef call) {
  LLVMTypeRef type = LLVMTypeOf(call);
  unsigned width = sx_type_bits(x, type);
  if (!width) {
    sx_unsupported(x, s, call, "nondeterministic value of this type");
    return;
  }
  const bv *value = bv_input(x->bvm, width);
  bool pointer = LLVMGetTypeKind(type) == LLVMPointerTypeKind;
  if (pointer)
    mem_set_pts(x, value, OBJSET_ANY);
  rp_record(&x->replay, s->guard, x->events.thread, value, pointer);
  sx_define(x, s, call, value);
}

/* A value that is poison under `condition`: any value there. */
static const bv *sx_poison_if(sx *x, aig_lit condition, const bv *value) {
  if (condition == AIG_FALSE)
    return value;
  return bv_ite(x->bvm, condition, bv_input(x->bvm, value->width), value);
}

static bool sx_flag(LLVMValueRef call, unsigned index) {
  LLVMValueRef v = LLVMGetOperand(call, index);
  return LLVMIsAConstantInt(v) && LLVMConstIntGetZExtValue(v) != 0;
}

static const bv *sx_min_max(sx *x, const char *name, const bv *a, const bv *b) {
  bvm *m = x->bvm;
  aig_lit a_less = sx_starts_with(name, "llvm.s") ? bv_slt(m, a, b) : bv_ult(m, a, b);
  bool max = strstr(name, "max") != NULL;
  return bv_ite(m, a_less, max ? b : a, max ? a : b);
}

/* Integer intrinsics. Returns false if the intrinsic is not one of them. */
static bool sx_int_intrinsic(sx *x, sx_state *s, LLVMValueRef call, const char *name) {
  bvm *m = x->bvm;
  unsigned argc = LLVMGetNumArgOperands(call);
  const bv *a = argc > 0 ? sx_operand(x, s, LLVMGetOperand(call, 0)) : NULL;
  const bv *b = argc > 1 ? sx_operand(x, s, LLVMGetOperand(call, 1)) : NULL;
  const bv *result = NULL;
  if (!a || !sx_int_width(LLVMTypeOf(call)))
    return false;
  if (sx_starts_with(name, "llvm.expect"))
    result = a;
  else if ((sx_starts_with(name, "llvm.smax") || sx_starts_with(name, "llvm.smin") ||
            sx_starts_with(name, "llvm.umax") || sx_starts_with(name, "llvm.umin")) && b)
    result = sx_min_max(x, name, a, b);
  else if (sx_starts_with(name, "llvm.abs.")) {
    aig_lit negative = a->bits[a->width - 1];
    result = bv_ite(m, negative, bv_neg(m, a), a);
    /* abs(INT_MIN) is poison when the flag says so */
    aig_lit is_min = negative;
    for (unsigned i = 0; i + 1 < a->width; i++)
      is_min = aig_and(x->aig, is_min, aig_not(a->bits[i]));
    result = sx_poison_if(x, sx_flag(call, 1) ? is_min : AIG_FALSE, result);
  } else if (sx_starts_with(name, "llvm.ctpop."))
    result = bv_ctpop(m, a);
  else if (sx_starts_with(name, "llvm.ctlz.") || sx_starts_with(name, "llvm.cttz.")) {
    result = name[7] == 'l' ? bv_ctlz(m, a) : bv_cttz(m, a);
    result = sx_poison_if(x, sx_flag(call, 1) ? bv_is_zero(m, a) : AIG_FALSE, result);
  } else if (sx_starts_with(name, "llvm.bswap.") && a->width % 16 == 0)
    result = bv_bswap(m, a);
  else if (sx_starts_with(name, "llvm.bitreverse.")) {
    aig_lit *bits = cb_malloc(a->width * sizeof *bits);
    for (unsigned i = 0; i < a->width; i++)
      bits[i] = a->bits[a->width - 1 - i];
    result = bv_from_bits(m, a->width, bits);
    free(bits);
  }
  if (!result)
    return false;
  sx_define(x, s, call, result);
  return true;
}

/* Intrinsics that have no effect on what the encoder models. */
static bool sx_harmless_intrinsic(const char *name) {
  static const char *const prefixes[] = {
      "llvm.lifetime.", "llvm.donothing", "llvm.sideeffect",
      "llvm.experimental.noalias.scope.decl", "llvm.dbg.", "llvm.invariant.",
      "llvm.pseudoprobe", "llvm.var.annotation", "llvm.codeview.",
      "llvm.stacksave", "llvm.stackrestore" /* VLA scopes: objects die at return */};
  for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
    if (sx_starts_with(name, prefixes[i]))
      return true;
  return false;
}

/* A dbg.value has no line of its own (line 0). The assignment's line is that of the
   instruction computing the value; a constant or a phi (loop variable) is attached to a
   neighbouring line: the next one for a constant, the block's first for a phi. */
static LLVMValueRef sx_value_location(LLVMValueRef call, LLVMValueRef value) {
  /* The driver marks each assignment's line before mem2reg (driver/prepare.c). */
  for (LLVMValueRef i = LLVMGetPreviousInstruction(call); i; i = LLVMGetPreviousInstruction(i)) {
    if (cb_is_line_marker(i))
      return i;
    if (!cb_is_debug_intrinsic(i))
      break;
  }
  if (LLVMIsAInstruction(value) && cb_has_location(value))
    return value;
  if (LLVMIsAPHINode(value))
    return cb_first_located_instruction(LLVMGetInstructionParent(value));
  bool computed = LLVMIsAInstruction(value) != NULL;
  for (LLVMValueRef i = computed ? LLVMGetPreviousInstruction(call) : LLVMGetNextInstruction(call);
       i; i = computed ? LLVMGetPreviousInstruction(i) : LLVMGetNextInstruction(i))
    if (cb_has_location(i) && !cb_is_debug_intrinsic(i))
      return i;
  return NULL;
}

/* Whether a variable's C type is unsigned, from its debug type: typedefs and qualifiers
   (derived types: base type in operand 3) lead to a basic type whose name tells. */
static int sx_debug_signedness(LLVMValueRef variable) {
  LLVMValueRef type = cb_md_operand(variable, 3);
  for (int depth = 0; type && depth < 8; depth++) {
    LLVMValueRef name = cb_md_operand(type, 2);
    unsigned length = 0;
    const char *text = name ? LLVMGetMDString(name, &length) : NULL;
    if (LLVMGetMDNodeNumOperands(type) <= 3 || !cb_md_operand(type, 3)) {
      if (!text)
        return 0;
      char *copy = cb_strndup(text, length);
      bool is_unsigned = strstr(copy, "unsigned") || !strcmp(copy, "_Bool") || !strcmp(copy, "bool");
      free(copy);
      return is_unsigned ? 2 : 1;
    }
    type = cb_md_operand(type, 3);
  }
  return 0;
}

/* Signedness of a call's integer result, from the zeroext/signext attributes the ABI
   puts on narrow return values. */
static int sx_return_signedness(LLVMValueRef call) {
  unsigned zext = LLVMGetEnumAttributeKindForName("zeroext", 7);
  unsigned sext = LLVMGetEnumAttributeKindForName("signext", 7);
  if (LLVMGetCallSiteEnumAttribute(call, LLVMAttributeReturnIndex, zext))
    return 2;
  if (LLVMGetCallSiteEnumAttribute(call, LLVMAttributeReturnIndex, sext))
    return 1;
  LLVMValueRef callee = cb_called_function(call);
  size_t length;
  const char *name = callee ? LLVMGetValueName2(callee, &length) : "";
  /* The SV-COMP API says its types in its names: __VERIFIER_nondet_uint, _ulong, ... */
  if (sx_starts_with(name, "__VERIFIER_nondet_"))
    return sx_starts_with(name, "__VERIFIER_nondet_u") || !strcmp(name, "__VERIFIER_nondet_size_t") ||
                   !strcmp(name, "__VERIFIER_nondet_bool")
               ? 2
               : 1;
  if (callee && LLVMGetEnumAttributeAtIndex(callee, LLVMAttributeReturnIndex, zext))
    return 2;
  if (callee && LLVMGetEnumAttributeAtIndex(callee, LLVMAttributeReturnIndex, sext))
    return 1;
  return 0;
}

/* llvm.dbg.value(value, variable, expression): shows "variable = value" in the trace. */
static void sx_debug_value(sx *x, sx_state *s, LLVMValueRef call) {
  LLVMValueRef wrapped = LLVMGetOperand(call, 0);
  LLVMValueRef variable = LLVMGetOperand(call, 1);
  if (!LLVMIsAValueAsMetadata(wrapped) || !LLVMIsAMDNode(variable))
    return;
  LLVMValueRef value;
  LLVMGetMDNodeOperands(wrapped, &value);
  if (!value || LLVMIsUndef(value) || LLVMIsPoison(value))
    return;
  const bv *v = sx_operand(x, s, value);
  unsigned num_ops = LLVMGetMDNodeNumOperands(variable);
  if (!v || num_ops < 2)
    return;
  LLVMValueRef *ops = cb_calloc(num_ops, sizeof *ops);
  LLVMGetMDNodeOperands(variable, ops);
  unsigned length = 0;
  const char *name = ops[1] ? LLVMGetMDString(ops[1], &length) : NULL;
  free(ops);
  if (!name || !length)
    return;
  LLVMValueRef where = sx_value_location(call, value);
  if (!where || !LLVMGetSubprogram(LLVMGetBasicBlockParent(LLVMGetInstructionParent(call))))
    return; /* not user code, or nothing to attach the value to */
  sx_step step = {.guard = s->guard, .kind = ENC_STEP_VALUE, .location = where,
                  .function = x->top->function->name, .note = name, .value = v,
                  .type = LLVMTypeOf(value), .signedness = sx_debug_signedness(variable),
                  .note_kind = ENC_NOTE_LOCAL};
  sx_events_step(&x->events, &step);
}

static bool sx_intrinsic(sx *x, sx_state *s, LLVMValueRef call, const char *name) {
  if (sx_starts_with(name, "llvm.dbg.value")) {
    sx_debug_value(x, s, call);
    return true;
  }
  if (sx_harmless_intrinsic(name))
    return true;
  if (sx_vararg_intrinsic(x, s, call, name))
    return true;
  if (sx_starts_with(name, "llvm.va_")) {
    sx_unsupported(x, s, call, "variadic function reading its arguments (va_start)");
    return true;
  }
  if (sx_starts_with(name, "llvm.threadlocal.address")) {
    /* The running thread's instance: thread-local variables keep one copy, reset at
       each thread's start (docs/sequentialization.md). */
    const bv *address = sx_operand(x, s, LLVMGetOperand(call, 0));
    if (address)
      sx_define(x, s, call, address);
    else
      sx_unsupported(x, s, call, "address of a thread-local variable");
    return true;
  }
  if (!strcmp(name, "llvm.assume")) {
    sx_assume(x, s, call);
    return true;
  }
  if (!strcmp(name, "llvm.ubsantrap") && x->options->signed_overflow) {
    /* Under no-overflow the driver compiles with clang's -fsanitize=shift-base trap: it
       guards exactly C's signed left shifts whose result is not representable. */
    sx_error(x, s->guard, call, ENC_ERROR_OVERFLOW, "signed left shift overflow");
    if (!sx_thread_fail(x, s, s->guard))
      s->guard = AIG_FALSE;
    return true;
  }
  if (!strcmp(name, "llvm.trap") || !strcmp(name, "llvm.ubsantrap")) {
    s->guard = AIG_FALSE; /* like abort(): the execution ends */
    return true;
  }
  if (sx_memory_intrinsic(x, s, call, name) || sx_overflow_intrinsic(x, s, call, name) ||
      sx_float_intrinsic(x, s, call, name))
    return true;
  return sx_int_intrinsic(x, s, call, name);
}

static bool sx_primitive(sx *x, sx_state *s, LLVMValueRef call, const char *name) {
  /* The property unreach-call is about the call of reach_error itself, whatever its body.
     Under no-data-race it is a function like any other (the models abort there). */
  if (!x->races && (!strcmp(name, "reach_error") || !strcmp(name, "__VERIFIER_error"))) {
    sx_fail(x, s, call, ENC_ERROR_REACH, SX_REACH_ERROR_REASON);
    return true;
  }
  if (!sx_starts_with(name, "__cbounds_"))
    return false;
  /* exit() or abort() without threads: the path ends there (threads.c, libc_exit.c),
     so the end of the program is now. The call itself runs on. */
  if (!x->threaded && !strcmp(name, "__cbounds_seq_exit")) {
    sx_check_leaks(x, s, true);
    return false;
  }
  if (sx_thread_primitive(x, s, call, name))
    return true;
  if (sx_starts_with(name, SEQ_FN_NONDET_PREFIX))
    sx_nondet(x, s, call);
  else if (!strcmp(name, SEQ_FN_ASSUME))
    sx_assume(x, s, call);
  else if (!strcmp(name, SEQ_FN_ERROR))
    sx_primitive_error(x, s, call);
  else if (!strcmp(name, "__cbounds_race_note"))
    sx_race_note(x, s, call);
  else if (!strcmp(name, "__cbounds_race_location"))
    sx_race_location(x, s, call);
  else if (!strcmp(name, SEQ_FN_ALLOC))
    sx_allocate(x, s, call);
  else if (!strcmp(name, SEQ_FN_ALLOC_PARTIAL))
    sx_allocate_partial(x, s, call);
  else if (!strcmp(name, SEQ_FN_FREE))
    sx_free_call(x, s, call);
  else if (!strcmp(name, SEQ_FN_OBJECT_SIZE))
    sx_object_size(x, s, call);
  else
    return false;
  return true;
}

static void sx_step_call(sx *x, sx_state *s, LLVMValueRef call, enc_step_kind kind,
                         const char *callee, const bv *value) {
  if (sx_starts_with(callee, SEQ_MODEL_PREFIX)) /* libseq's plugin renamed the model */
    callee += strlen(SEQ_MODEL_PREFIX);
  sx_step step = {.guard = s->guard, .kind = kind, .location = call,
                  .function = callee, .note = callee, .value = value,
                  .of_call = kind == ENC_STEP_VALUE,
                  .type = LLVMTypeOf(call), .signedness = sx_return_signedness(call),
                  .note_kind = kind == ENC_STEP_VALUE ? ENC_NOTE_INPUT : ENC_NOTE_OTHER};
  sx_events_step(&x->events, &step);
}

/* A call of a synchronization or thread model from user code: a step that names what
   it did (`lock m acquired`, `creates thread 2 (worker)`) instead of its result.
   Returns false for other calls. args: the call's arguments (entries may be NULL). */
static bool sx_step_sync(sx *x, sx_state *s, LLVMValueRef call, const char *callee,
                         const bv **args, const bv *result) {
  if (sx_starts_with(callee, SEQ_MODEL_PREFIX))
    callee += strlen(SEQ_MODEL_PREFIX);
  unsigned argc = LLVMGetNumArgOperands(call);
  sx_step step = {.guard = s->guard, .kind = ENC_STEP_VALUE, .location = call,
                  .function = x->top->function->name, .note = callee, .value = result,
                  .type = LLVMTypeOf(call), .signedness = 1};
  if (!strcmp(callee, "pthread_create") && argc == 4 && args[2]) {
    step.note_kind = ENC_NOTE_THREAD;
    step.address = args[2];
  } else if (!strcmp(callee, "pthread_join") && argc == 2 && args[0]) {
    step.note_kind = ENC_NOTE_THREAD;
    step.value = args[0];
    step.type = LLVMTypeOf(LLVMGetOperand(call, 0));
    step.signedness = 2;
  } else {
    step.sync = enc_sync_lookup(callee);
    if (!step.sync || (int)argc <= step.sync->object || (int)argc <= step.sync->object2 ||
        !args[step.sync->object] || (step.sync->object2 >= 0 && !args[step.sync->object2]))
      return false;
    step.note_kind = ENC_NOTE_SYNC;
    step.address = args[step.sync->object];
    step.address2 = step.sync->object2 >= 0 ? args[step.sync->object2] : NULL;
  }
  sx_events_step(&x->events, &step);
  return true;
}

/* A call of the models' __cbounds_park (args: kind, object, value, released): the step
   `blocked: waits for lock m` at the user's call that blocks, for the trace and for the
   driver's account of a deadlock (docs/deadlocks.md). Made before the park moves the
   thread to the sink, where steps are not shown. */
static void sx_step_park(sx *x, sx_state *s, LLVMValueRef call, const bv **args) {
  uint64_t kind;
  LLVMValueRef where = sx_user_location(x, call);
  if (LLVMGetNumArgOperands(call) != 4 || !args[0] || !bv_const_value(args[0], &kind) || !where)
    return;
  sx_step step = {.guard = s->guard, .kind = ENC_STEP_VALUE, .location = where,
                  .function = LLVMGetValueName(LLVMGetBasicBlockParent(LLVMGetInstructionParent(where))),
                  .note = SX_BLOCKED_NOTE};
  if (kind == 3 && args[2]) { /* CB_WAIT_JOIN: value is the thread */
    step.note_kind = ENC_NOTE_THREAD;
    step.value = args[2];
    step.type = LLVMTypeOf(LLVMGetOperand(call, 2));
    step.signedness = 2;
  } else {
    step.sync = enc_park_lookup((unsigned)kind);
    if (!step.sync || !args[1] || (step.sync->object2 >= 0 && !args[3]))
      return;
    step.note_kind = ENC_NOTE_SYNC;
    step.address = args[1];
    step.address2 = step.sync->object2 >= 0 ? args[3] : NULL;
  }
  x->events.round = s->mem.round;
  sx_events_step(&x->events, &step);
}

/* The type a byval parameter copies, from the call site or the callee, or NULL. */
static LLVMTypeRef sx_byval_type(LLVMValueRef call, LLVMValueRef callee, unsigned i) {
  unsigned kind = LLVMGetEnumAttributeKindForName("byval", 5);
  LLVMAttributeRef a = LLVMGetCallSiteEnumAttribute(call, i + 1, kind);
  if (!a && i < LLVMCountParams(callee))
    a = LLVMGetEnumAttributeAtIndex(callee, i + 1, kind);
  return a ? LLVMGetTypeAttributeValue(a) : NULL;
}

/* A byval argument is a pointer to a copy the call makes of the pointed-to object: the
   callee may change its copy, never the caller's. Each copy is a new stack object;
   returns how many were made (their ids in copies). */
static unsigned sx_copy_byval_arguments(sx *x, sx_state *s, LLVMValueRef call,
                                        LLVMValueRef callee, const bv **args,
                                        unsigned *copies) {
  unsigned argc = LLVMGetNumArgOperands(call), count = 0;
  for (unsigned i = 0; i < argc && s->guard != AIG_FALSE; i++) {
    LLVMTypeRef type = sx_byval_type(call, callee, i);
    if (!type || !args[i])
      continue;
    unsigned long long size = LLVMABISizeOfType(x->layout, type);
    unsigned id = mem_new_object(x, s, MEM_STACK, size, NULL, false, call);
    if (!id) {
      sx_unsupported(x, s, call, "argument passed by value too large");
      break;
    }
    const bv *copy = mem_address(x, id);
    mem_copy(x, s, call, copy, args[i], NULL, bv_const(x->bvm, x->mem.pointer_bits, size));
    args[i] = copy;
    copies[count++] = id;
  }
  return count;
}

bool sx_is_model(LLVMValueRef fn) {
  return LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, ENC_MODEL_ATTRIBUTE,
                                       sizeof ENC_MODEL_ATTRIBUTE - 1) != NULL;
}

static void sx_call_defined(sx *x, sx_state *s, LLVMValueRef call, LLVMValueRef callee,
                            const char *name, const cb_abi_match *m) {
  unsigned argc = LLVMGetNumArgOperands(call), params = LLVMCountParams(callee);
  unsigned n = argc > params ? argc : params;
  const bv **args = cb_calloc(n ? n : 1, sizeof *args);
  for (unsigned i = 0; i < argc; i++)
    args[i] = sx_operand(x, s, LLVMGetOperand(call, i)); /* NULL: not representable; the
                                                            callee fails only if it uses it */
  if (!m->exact)
    sx_adapt_arguments(x, s, call, callee, args, m);
  unsigned *copies = cb_calloc(argc ? argc : 1, sizeof *copies);
  unsigned num_copies = sx_copy_byval_arguments(x, s, call, callee, args, copies);
  bool user_code = LLVMGetSubprogram(callee) != NULL && cb_has_location(call);
  if (x->threaded && !strcmp(name, "__cbounds_park") && sx_is_model(callee))
    sx_step_park(x, s, call, args);
  if (user_code)
    sx_step_call(x, s, call, ENC_STEP_CALL, name, NULL);
  const bv *result =
      s->guard == AIG_FALSE ? NULL : sx_inline_call(x, s, call, callee, args, m->passed);
  if (!m->exact)
    result = m->missing_result ? sx_missing_result(x, s, call, name)
                               : sx_register_value(x, result, LLVMTypeOf(call));
  mem_kill(x, &s->mem, copies, num_copies); /* the callee's copies die with it */
  free(copies);
  x->events.round = s->mem.round; /* the callee's blocks set it to theirs */
  if (user_code)
    sx_step_call(x, s, call, ENC_STEP_RETURN, name, NULL);
  else if (result && sx_is_model(callee) && !sx_is_model(x->top->function->fn) &&
           !sx_starts_with(name, "__cbounds_main_") && /* main's arguments: main shows them */
           !sx_step_sync(x, s, call, name, args, result))
    sx_step_call(x, s, call, ENC_STEP_VALUE, name, result); /* what user code got */
  free(args);
  if (result)
    sx_define(x, s, call, result);
}

/* A function with no body and no model: its result is any value, and every byte it can
   reach through its arguments gets any value (symex_havoc.c); both are guesses. The call
   is recorded as uncertain: an error reachable only through such calls may need a result
   or a write the real function never makes, so it is UNKNOWN naming the function, not
   UNSAFE (encoder/check.c). If it is given a pointer, SAFE is impossible too (an
   incompleteness that does not cut the path): it might also write what it names itself. */
static void sx_call_undefined(sx *x, sx_state *s, LLVMValueRef call, const char *name) {
  bool is_void = LLVMGetTypeKind(LLVMTypeOf(call)) == LLVMVoidTypeKind;
  char *warning = is_void ? cb_format("function %s is not defined: its effects are not modelled", name)
                          : cb_format("function %s is not defined: its result is nondeterministic", name);
  sx_warn(x, warning);
  free(warning);
  bool writes = false;
  unsigned argc = LLVMGetNumArgOperands(call);
  for (unsigned i = 0; i < argc; i++)
    if (LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(call, i))) == LLVMPointerTypeKind) {
      char *what = cb_format("undefined function %s may write memory through its arguments", name);
      sx_events_incomplete(&x->events, s->guard, SX_INCOMPLETE_UNSUPPORTED, what,
                           sx_user_location(x, call));
      free(what);
      writes = true;
      break;
    }
  if (!is_void || writes)
    sx_events_uncertain(&x->events, s->guard, name, sx_user_location(x, call));
  sx_havoc_reachable(x, s, call, name);
  LLVMTypeRef type = LLVMTypeOf(call);
  if (LLVMGetTypeKind(type) == LLVMVoidTypeKind)
    return;
  unsigned width = sx_type_bits(x, type);
  if (!width) {
    sx_unsupported(x, s, call, "result of an undefined function of this type");
    return;
  }
  const bv *value = bv_input(x->bvm, width);
  bool pointer = LLVMGetTypeKind(type) == LLVMPointerTypeKind;
  if (pointer)
    mem_set_pts(x, value, OBJSET_ANY);
  rp_record(&x->replay, s->guard, x->events.thread, value, pointer);
  sx_define(x, s, call, value);
  sx_add_guess(x, value, name);
  sx_step step = {.guard = s->guard, .kind = ENC_STEP_VALUE, .location = call,
                  .function = name, .note = name, .value = value, .of_call = true,
                  .type = type, .signedness = sx_return_signedness(call),
                  .note_kind = ENC_NOTE_INPUT};
  sx_events_step(&x->events, &step);
}

static void sx_call_function(sx *x, sx_state *s, LLVMValueRef call, LLVMValueRef callee,
                             const cb_abi_match *m) {
  size_t length;
  const char *name = LLVMGetValueName2(callee, &length);
  if (!m->exact && (LLVMGetIntrinsicID(callee) || sx_starts_with(name, "__cbounds_"))) {
    char *what = cb_format("call of %s through a prototype of another type", name);
    sx_unsupported(x, s, call, what);
    free(what);
    return;
  }
  if (LLVMGetIntrinsicID(callee)) {
    if (!sx_intrinsic(x, s, call, name)) {
      char *what = cb_format("intrinsic %s", name);
      sx_unsupported(x, s, call, what);
      free(what);
    }
    return;
  }
  if (sx_primitive(x, s, call, name))
    return;
  if (LLVMCountBasicBlocks(callee) > 0)
    sx_call_defined(x, s, call, callee, name, m);
  else
    sx_call_undefined(x, s, call, name);
}

/* A call through a pointer: each function it may point to is called under the condition
   that it does, and the results are merged. */
static void sx_call_indirect(sx *x, sx_state *s, LLVMValueRef call) {
  if (LLVMIsAInlineAsm(LLVMGetCalledValue(call))) {
    sx_unsupported(x, s, call, "inline assembly");
    return;
  }
  const bv *target = sx_operand(x, s, LLVMGetCalledValue(call));
  if (!target) {
    sx_unsupported(x, s, call, "call through a pointer the encoder cannot represent");
    return;
  }
  const objset *set = mem_pts(x, target);
  aig_lit any = AIG_FALSE;
  sx_state **forks = NULL;
  unsigned num_forks = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(x->module); f; f = LLVMGetNextFunction(f)) {
    if (LLVMGetIntrinsicID(f))
      continue;
    cb_abi_match m = cb_call_abi(x->layout, call, f);
    if (!m.ok)
      continue;
    const bv *address = mem_constant(x, f);
    uint64_t id;
    if (!address || !bv_const_value(bv_extract(x->bvm, address, x->mem.offset_bits,
                                               address->width - x->mem.offset_bits), &id) ||
        (set && x->mem.rounds <= 1 && !objset_contains(set, (unsigned)id)) ||
        !sx_address_taken(f))
      continue; /* only a function whose address is taken can be called through a
                   pointer; with rounds, a pointer from a guessed round may miss targets
                   in its points-to set: all of those are tried */
    aig_lit selected = aig_and(x->aig, s->guard, bv_eq(x->bvm, target, address));
    if (selected == AIG_FALSE)
      continue;
    any = aig_or(x->aig, any, selected);
    forks = cb_realloc(forks, (num_forks + 1) * sizeof *forks);
    forks[num_forks] = sx_fork(x, s, selected);
    sx_call_function(x, forks[num_forks++], call, f, &m);
  }
  sx_error(x, aig_and(x->aig, s->guard, aig_not(any)), call, ENC_ERROR_OTHER,
           "call through an invalid function pointer");
  sx_thread_abandon(x, s, aig_and(x->aig, s->guard, aig_not(any)));
  s->guard = AIG_FALSE;
  for (unsigned i = 0; i < num_forks; i++)
    sx_join(x, s, forks[i]);
  free(forks);
}

void sx_execute_call(sx *x, sx_state *s, LLVMValueRef call) {
  aig_lit before = s->guard;
  LLVMValueRef callee = cb_called_function(call);
  cb_abi_match m = {0};
  if (callee)
    m = cb_call_abi(x->layout, call, callee);
  if (m.ok) /* a direct call, perhaps through another prototype (cb_call_abi) */
    sx_call_function(x, s, call, callee, &m);
  else /* through a pointer, or a function called with an incompatible type */
    sx_call_indirect(x, s, call);
  if (s->guard != before)
    sx_narrow_call(x, s, call);
}
