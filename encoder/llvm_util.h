/*
 * llvm_util.h: small questions about LLVM IR that the C API does not answer directly.
 * Strings returned are static or owned by LLVM; nothing here allocates for the caller
 * except where stated.
 *
 * Errors: none are reported; what the IR does not say is NULL or false where stated.
 */
#ifndef CB_LLVM_UTIL_H
#define CB_LLVM_UTIL_H

#include <stdbool.h>
#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "bitblast/bv.h"

/* The bits of an integer constant of any width (the C API gives at most 64 directly). */
const bv *cb_const_int(bvm *m, LLVMValueRef constant);

/* Whether an instruction carries a debug location (a line in the source). */
bool cb_has_location(LLVMValueRef inst);
/* The first instruction of a block with a debug location, or NULL. */
LLVMValueRef cb_first_located_instruction(LLVMBasicBlockRef block);
/* Whether a call of type `call` can run a function of type `function`: the same type,
   or a call of an unprototyped declaration (`int f();`, a variadic type) whose arguments
   match the function's parameters. Anything else is undefined behaviour in C. */
bool cb_call_compatible(LLVMTypeRef call, LLVMTypeRef function);

/* How a call instruction can run a function of another type, as the x86 and x86-64
   System V ABIs make it work (C's unprototyped declarations, `void *worker()` used as a
   thread start routine, CIL's `extern int (malloc)();`): every argument the call passes
   for a parameter is of the same type or, both integers or pointers, in the same
   register (an integer read as a narrower one, a pointer as an integer of its width and
   back; an integer argument read as a wider integer, extended as gcc and clang leave the
   register: llvm_util.c; not a narrower result read as a wider one, whose upper bits the
   ABI leaves undefined; on i386, whose arguments take 4-byte stack slots, not a 64-bit
   integer for a narrower one or back); extra arguments are ignored; the result likewise.
   What the call does not give is recorded: parameters from `passed` on get no value
   (reading one is an error), and a result the function does not return. */
typedef struct cb_abi_match {
  bool ok;             /* the call can run the function (perhaps with the gaps below) */
  bool exact;          /* cb_call_compatible(): nothing to adapt */
  bool missing_result; /* the call uses a result type, the function returns void */
  unsigned passed;     /* parameters that get an argument (the others get none) */
} cb_abi_match;
/* Whether inst is clang's spill of a parameter into its stack slot (a store of the
   parameter into an alloca): no read of the parameter in C; a read of the slot is. */
bool cb_is_parameter_spill(LLVMValueRef inst);
/* The errors of such calls (the encoder reports them, the native replay checks them). */
#define CB_MISSING_ARGUMENT_REASON "read of a parameter that the call does not pass"
#define CB_MISSING_RESULT_REASON "use of a result that the called function does not return"
/* The position of parameter arg in its function's list (0 for the first). */
unsigned cb_param_index(LLVMValueRef arg);

cb_abi_match cb_call_abi(LLVMTargetDataRef layout, LLVMValueRef call, LLVMValueRef function);
/* A line marker: a located call of llvm.donothing the driver puts at each assignment. */
bool cb_is_line_marker(LLVMValueRef inst);

/* Operand `index` of a metadata node wrapped as a value (an MDNode), or NULL. */
LLVMValueRef cb_md_operand(LLVMValueRef node, unsigned index);
/* Calls of llvm.dbg.* intrinsics: they say where variables live, they do nothing. */
bool cb_is_debug_intrinsic(LLVMValueRef inst);
/* What an instruction does, in words, for messages ("load from memory", "fadd", ...).
   Static storage: valid until the next call. */
const char *cb_opcode_description(LLVMValueRef inst);
/* Floating-point arithmetic, comparisons and conversions. */
bool cb_is_float_operation(LLVMOpcode op);
/* The name of a called function, or NULL for an indirect call. */
LLVMValueRef cb_called_function(LLVMValueRef call);
/* Whether the global variable carries metadata of the kind `name`. */
bool cb_global_has_metadata(LLVMValueRef global, const char *name);

#endif
