/*
 * symex_call.c: calls. Defined functions are inlined; the primitives of
 * runtime-models/cbounds_primitives.h and a few LLVM intrinsics are interpreted here;
 * anything else cuts the path as unsupported.
 */
#include "encoder/symex.h"

#include <llvm-c/DebugInfo.h>
#include <stdlib.h>
#include <string.h>

#include "encoder/alloc.h"
#include "encoder/llvm_util.h"

static bool sx_starts_with(const char *s, const char *prefix) {
  return !strncmp(s, prefix, strlen(prefix));
}

static const char *sx_error_message(int kind) {
  switch (kind) {
  case 1: return "assertion failed";
  case 2: return "reach_error() called";
  default: return "error";
  }
}

static void sx_fail(sx *x, sx_state *s, LLVMValueRef call, const char *reason) {
  sx_error(x, s->guard, call, reason);
  s->guard = AIG_FALSE; /* a failure ends the execution */
}

/* __cbounds_error(kind): kind is a constant in the models. */
static void sx_primitive_error(sx *x, sx_state *s, LLVMValueRef call) {
  LLVMValueRef kind = LLVMGetNumArgOperands(call) ? LLVMGetOperand(call, 0) : NULL;
  int k = kind && LLVMIsAConstantInt(kind) ? (int)LLVMConstIntGetSExtValue(kind) : 0;
  sx_fail(x, s, call, sx_error_message(k));
}

static void sx_assume(sx *x, sx_state *s, LLVMValueRef call) {
  const bv *c = sx_operand(x, s, LLVMGetOperand(call, 0));
  if (!c) {
    sx_unsupported(x, s, call, "assumption on a value the encoder cannot represent");
    return;
  }
  s->guard = aig_and(x->aig, s->guard, aig_not(bv_is_zero(x->bvm, c)));
}

static void sx_nondet(sx *x, sx_state *s, LLVMValueRef call) {
  unsigned width = sx_int_width(LLVMTypeOf(call));
  if (!width) {
    sx_unsupported(x, s, call, "nondeterministic value of a non-integer type");
    return;
  }
  sx_define(x, s, call, bv_input(x->bvm, width));
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
      "llvm.pseudoprobe", "llvm.var.annotation", "llvm.codeview."};
  for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
    if (sx_starts_with(name, prefixes[i]))
      return true;
  return false;
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
  /* A dbg.value has no line of its own (line 0): the assignment is the located
     instruction before it. */
  LLVMValueRef where = LLVMGetPreviousInstruction(call);
  while (where && (!cb_has_location(where) || cb_is_debug_intrinsic(where)))
    where = LLVMGetPreviousInstruction(where);
  if (!where || LLVMGetSubprogram(LLVMGetBasicBlockParent(LLVMGetInstructionParent(call))) == NULL)
    return; /* not user code, or nothing to attach the value to */
  sx_step step = {.guard = s->guard, .kind = ENC_STEP_VALUE, .location = where,
                  .function = x->top->function->name, .note = name, .value = v};
  sx_events_step(&x->events, &step);
}

static bool sx_intrinsic(sx *x, sx_state *s, LLVMValueRef call, const char *name) {
  if (sx_starts_with(name, "llvm.dbg.value")) {
    sx_debug_value(x, s, call);
    return true;
  }
  if (sx_harmless_intrinsic(name))
    return true;
  if (!strcmp(name, "llvm.assume")) {
    sx_assume(x, s, call);
    return true;
  }
  if (!strcmp(name, "llvm.trap") || !strcmp(name, "llvm.ubsantrap")) {
    s->guard = AIG_FALSE; /* like abort(): the execution ends */
    return true;
  }
  return sx_int_intrinsic(x, s, call, name);
}

static bool sx_primitive(sx *x, sx_state *s, LLVMValueRef call, const char *name) {
  /* The property unreach-call is about the call of reach_error itself, whatever its body. */
  if (!strcmp(name, "reach_error") || !strcmp(name, "__VERIFIER_error")) {
    sx_fail(x, s, call, "reach_error() called");
    return true;
  }
  if (!sx_starts_with(name, "__cbounds_"))
    return false;
  if (sx_starts_with(name, "__cbounds_nondet"))
    sx_nondet(x, s, call);
  else if (!strcmp(name, "__cbounds_assume"))
    sx_assume(x, s, call);
  else if (!strcmp(name, "__cbounds_error"))
    sx_primitive_error(x, s, call);
  else
    return false;
  return true;
}

static void sx_step_call(sx *x, sx_state *s, LLVMValueRef call, enc_step_kind kind,
                         const char *callee, const bv *value) {
  sx_step step = {.guard = s->guard, .kind = kind, .location = call,
                  .function = callee, .note = callee, .value = value,
                  .of_call = kind == ENC_STEP_VALUE};
  sx_events_step(&x->events, &step);
}

static void sx_call_defined(sx *x, sx_state *s, LLVMValueRef call, LLVMValueRef callee,
                            const char *name) {
  if (LLVMIsFunctionVarArg(LLVMGlobalGetValueType(callee))) {
    sx_unsupported(x, s, call, "call of a variadic function");
    return;
  }
  unsigned argc = LLVMGetNumArgOperands(call);
  const bv **args = cb_calloc(argc ? argc : 1, sizeof *args);
  for (unsigned i = 0; i < argc; i++)
    args[i] = sx_operand(x, s, LLVMGetOperand(call, i)); /* NULL: not representable; the
                                                            callee fails only if it uses it */
  bool user_code = LLVMGetSubprogram(callee) != NULL && cb_has_location(call);
  if (user_code)
    sx_step_call(x, s, call, ENC_STEP_CALL, name, NULL);
  const bv *result = sx_inline_call(x, call, callee, args, &s->guard);
  free(args);
  if (user_code)
    sx_step_call(x, s, call, ENC_STEP_RETURN, name, NULL);
  else if (result && cb_has_location(call))
    sx_step_call(x, s, call, ENC_STEP_VALUE, name, result); /* e.g. a nondet model */
  if (result)
    sx_define(x, s, call, result);
}

void sx_execute_call(sx *x, sx_state *s, LLVMValueRef call) {
  LLVMValueRef callee = cb_called_function(call);
  if (!callee) {
    sx_unsupported(x, s, call, "call through a function pointer");
    return;
  }
  size_t length;
  const char *name = LLVMGetValueName2(callee, &length);
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
  if (LLVMCountBasicBlocks(callee) > 0) {
    sx_call_defined(x, s, call, callee, name);
    return;
  }
  char *what = cb_format("call of undefined function %s", name);
  sx_unsupported(x, s, call, what);
  free(what);
}
