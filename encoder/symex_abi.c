/*
 * symex_abi.c: calls through another prototype (docs/encoding.md, "Calls through another
 * prototype"): arguments read as the callee's parameters, parameters the call does not
 * pass, results the callee does not return. cb_call_abi() (llvm_util.c) decides which
 * calls these are; symex_call.c makes them.
 */
#include "encoder/symex.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "encoder/llvm_util.h"
#include "passes/seq_contract.h"

/* A value passed in a register, read as another type of that register (cb_call_abi):
   truncated (a pointer read as an integer of its width keeps the objects it may point
   to). */
const bv *sx_register_value(sx *x, const bv *v, LLVMTypeRef type) {
  unsigned width = sx_type_bits(x, type);
  if (!v || !width || v->width == width)
    return v;
  assert(v->width > width);
  const bv *r = bv_trunc(x->bvm, v, width);
  mem_set_pts(x, r, mem_pts(x, v));
  return r;
}

/* Argument i of call, an integer narrower than the parameter that reads it: what the
   register holds (cb_call_abi): a char or short extended to 32 bits as its signext or
   zeroext attribute says, then zeros above 32 bits (a 32-bit register write clears
   them). */
static const bv *sx_widened_argument(sx *x, LLVMValueRef call, unsigned i, const bv *v,
                                     unsigned width) {
  assert(v->width < width);
  if (v->width < 32) {
    unsigned kind = LLVMGetEnumAttributeKindForName("signext", 7);
    bool sign = LLVMGetCallSiteEnumAttribute(call, i + 1, kind) != NULL;
    v = sign ? bv_sext(x->bvm, v, width < 32 ? width : 32) : bv_zext(x->bvm, v, width < 32 ? width : 32);
  }
  return v->width < width ? bv_zext(x->bvm, v, width) : v;
}

/* A call through another prototype: each argument as the parameter reads it. Reading a
   parameter the call does not pass is the error (sx_arguments_given()); clang's spill
   of one into its stack slot is no read, and what the slot then holds is whatever the
   register held: any value, a guess, so that an error depending on it is UNKNOWN. */

/* value is a guess the program's call makes where the callee's type does not give one:
   an uncertain event named what (copied), and the guess under that name, so that an
   error is UNSAFE only if it happens whatever the guess (check.c). */
static void sx_guess_uncertain(sx *x, sx_state *s, LLVMValueRef call, const bv *value,
                               const char *what) {
  size_t before = x->events.num_uncertain;
  sx_events_uncertain(&x->events, s->guard, what, sx_user_location(x, call));
  /* the event owns its copy of the name for as long as the guesses are read */
  const char *name = x->events.num_uncertain > before ? x->events.uncertain[before].reason : "";
  sx_add_guess(x, value, name);
}

void sx_adapt_arguments(sx *x, sx_state *s, LLVMValueRef call, LLVMValueRef callee,
                        const bv **args, const cb_abi_match *m) {
  unsigned i = 0;
  for (LLVMValueRef p = LLVMGetFirstParam(callee); p; p = LLVMGetNextParam(p), i++) {
    if (i < m->passed) {
      unsigned width = sx_type_bits(x, LLVMTypeOf(p));
      args[i] = args[i] && width > args[i]->width
                    ? sx_widened_argument(x, call, i, args[i], width)
                    : sx_register_value(x, args[i], LLVMTypeOf(p));
      continue;
    }
    unsigned width = sx_type_bits(x, LLVMTypeOf(p));
    args[i] = width ? bv_input(x->bvm, width) : NULL;
    if (!args[i])
      continue;
    if (LLVMGetTypeKind(LLVMTypeOf(p)) == LLVMPointerTypeKind)
      mem_set_pts(x, args[i], OBJSET_ANY);
    size_t length;
    char *what = cb_format("%s (a parameter the call does not pass)", LLVMGetValueName2(callee, &length));
    sx_guess_uncertain(x, s, call, args[i], what);
    free(what);
  }
}

bool sx_arguments_given(sx *x, sx_state *s, LLVMValueRef inst) {
  unsigned passed = x->top->passed;
  bool reads = false;
  for (int i = 0; i < LLVMGetNumOperands(inst) && !reads && !cb_is_parameter_spill(inst); i++) {
    LLVMValueRef v = LLVMGetOperand(inst, (unsigned)i);
    reads = LLVMIsAArgument(v) && cb_param_index(v) >= passed;
  }
  LLVMBasicBlockRef block = LLVMGetInstructionParent(inst);
  unsigned num_successors = LLVMIsATerminatorInst(inst) ? LLVMGetNumSuccessors(inst) : 0;
  for (unsigned k = 0; k < num_successors && !reads; k++)
    for (LLVMValueRef phi = LLVMGetFirstInstruction(LLVMGetSuccessor(inst, k));
         phi && LLVMIsAPHINode(phi) && !reads; phi = LLVMGetNextInstruction(phi))
      for (unsigned j = 0; j < LLVMCountIncoming(phi) && !reads; j++) {
        LLVMValueRef v = LLVMGetIncomingValue(phi, j);
        reads = LLVMGetIncomingBlock(phi, j) == block && LLVMIsAArgument(v) &&
                cb_param_index(v) >= passed;
      }
  if (reads)
    sx_fail(x, s, inst, ENC_ERROR_OTHER, CB_MISSING_ARGUMENT_REASON);
  return !reads;
}

/* Whether the program may read a thread's result: a call of pthread_join (or its timed
   and try variants, as the program calls them or as their models) whose second argument
   is not a constant NULL, or a use of one that is not a call. */
static bool sx_thread_results_read(sx *x) {
  for (LLVMValueRef f = LLVMGetFirstFunction(x->module); f; f = LLVMGetNextFunction(f)) {
    size_t length;
    const char *name = LLVMGetValueName2(f, &length);
    if (!strstr(name, "pthread_join") && !strstr(name, "pthread_timedjoin") &&
        !strstr(name, "pthread_tryjoin"))
      continue;
    for (LLVMUseRef use = LLVMGetFirstUse(f); use; use = LLVMGetNextUse(use)) {
      LLVMValueRef user = LLVMGetUser(use);
      if (!LLVMIsACallInst(user) || LLVMGetCalledValue(user) != f ||
          LLVMGetNumArgOperands(user) < 2 || !LLVMIsAConstantPointerNull(LLVMGetOperand(user, 1)))
        return true;
    }
  }
  return false;
}

/* A call that uses a result the function (void) does not return. In user code that is
   the error; in the models (a start routine that returns nothing, whose result the
   scheduler keeps for pthread_join) the result is whatever the register held: any
   value, a guess like an undefined function's result, so that an error that depends
   on it is not reported as UNSAFE; an error that does not is, and its native replay
   needs no value for it (none is recorded). When no pthread_join can read a thread's
   result, the value matters nowhere: 0, not a guess (a guess stored where rounds guess
   memory would make every later error depend on it). */
const bv *sx_missing_result(sx *x, sx_state *s, LLVMValueRef call, const char *name) {
  if (s->guard == AIG_FALSE || !LLVMGetFirstUse(call))
    return NULL;
  if (cb_has_location(call)) {
    sx_fail(x, s, call, ENC_ERROR_OTHER, CB_MISSING_RESULT_REASON);
    return NULL;
  }
  unsigned width = sx_type_bits(x, LLVMTypeOf(call));
  if (!width) {
    sx_unsupported(x, s, call, "a result that the called function does not return");
    return NULL;
  }
  if (!sx_thread_results_read(x))
    return bv_const(x->bvm, width, 0);
  const bv *value = bv_input(x->bvm, width);
  if (LLVMGetTypeKind(LLVMTypeOf(call)) == LLVMPointerTypeKind)
    mem_set_pts(x, value, OBJSET_ANY);
  char *what = cb_format("%s (which returns no value)", name);
  sx_guess_uncertain(x, s, call, value, what);
  free(what);
  return value;
}

