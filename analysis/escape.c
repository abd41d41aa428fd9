/* escape.c: whether an address leaves the loads, stores and address arithmetic of its
   function (see escape.h). */
#include "analysis/escape.h"

#include <string.h>

#include "analysis/ir_util.h"

/* Model parameters that keep the pointer where another thread finds it: the argument
   of a new thread, a thread's result, a thread-specific value. Every other parameter of
   a model (a mutex, a buffer to copy, the place for a join's result) is only used
   during the call. */
static bool seq_model_keeps_argument(LLVMValueRef fn, unsigned index) {
  const char *name = seq_name(fn);
  return (!strcmp(name, "pthread_create") && index == 3) || !strcmp(name, "pthread_exit") ||
         (!strcmp(name, "pthread_setspecific") && index == 1) ||
         seq_starts_with(name, "__cbounds_");
}

/* A call that uses the address only during the call (the runtime models but the
   parameters above). */
static bool seq_call_keeps_no_address(LLVMValueRef call, LLVMValueRef pointer) {
  LLVMValueRef fn = seq_called_function(call);
  if (!fn || !seq_is_model(fn) || LLVMGetCalledValue(call) == pointer)
    return false;
  /* memcpy, strcpy, ... return their argument: the result is the address again. */
  if (LLVMGetTypeKind(LLVMTypeOf(call)) == LLVMPointerTypeKind && LLVMGetFirstUse(call))
    return false;
  unsigned n = LLVMGetNumArgOperands(call);
  for (unsigned i = 0; i < n; i++)
    if (LLVMGetOperand(call, i) == pointer && seq_model_keeps_argument(fn, i))
      return false;
  return true;
}

/* llvm.threadlocal.address(@g): the running thread's instance of a thread-local
   variable; for the sequential program simply @g. */
bool seq_is_threadlocal_address(LLVMValueRef v) {
  LLVMValueRef fn = LLVMIsACallInst(v) ? seq_called_function(v) : NULL;
  return fn && seq_starts_with(seq_name(fn), "llvm.threadlocal.address");
}

/* Intrinsics that take an address without keeping it. */
static bool seq_keeps_no_address(LLVMValueRef call) {
  LLVMValueRef fn = seq_called_function(call);
  if (!fn || !LLVMGetIntrinsicID(fn))
    return false;
  const char *name = seq_name(fn);
  return seq_starts_with(name, "llvm.lifetime.") || seq_starts_with(name, "llvm.dbg.") ||
         seq_starts_with(name, "llvm.memcpy") || seq_starts_with(name, "llvm.memmove") ||
         seq_starts_with(name, "llvm.memset");
}

/* A constant expression of address arithmetic on a global (getelementptr, casts). */
static bool seq_is_address_expression(LLVMValueRef v) {
  if (!LLVMIsAConstantExpr(v))
    return false;
  LLVMOpcode op = LLVMGetConstOpcode(v);
  return op == LLVMGetElementPtr || op == LLVMBitCast || op == LLVMAddrSpaceCast;
}

static bool seq_escapes_rec(LLVMValueRef pointer, unsigned depth) {
  if (depth > 32)
    return true;
  for (LLVMUseRef use = LLVMGetFirstUse(pointer); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (LLVMIsALoadInst(user) || LLVMIsAICmpInst(user))
      continue;
    if (LLVMIsAStoreInst(user)) {
      if (LLVMGetOperand(user, 0) == pointer) /* the address itself is stored */
        return true;
      continue;
    }
    if (LLVMIsAGetElementPtrInst(user) || LLVMIsABitCastInst(user) ||
        LLVMIsAAddrSpaceCastInst(user) || seq_is_address_expression(user)) {
      if (LLVMGetOperand(user, 0) != pointer || seq_escapes_rec(user, depth + 1))
        return true;
      continue;
    }
    if (seq_is_threadlocal_address(user)) { /* clang's way to name a __thread variable */
      if (seq_escapes_rec(user, depth + 1))
        return true;
      continue;
    }
    if (LLVMIsACallInst(user) && (seq_keeps_no_address(user) || seq_call_keeps_no_address(user, pointer)))
      continue;
    return true; /* calls, ptrtoint, phi, select, returns, atomics: assume it escapes */
  }
  return false;
}

bool seq_address_escapes(LLVMValueRef pointer) { return seq_escapes_rec(pointer, 0); }
