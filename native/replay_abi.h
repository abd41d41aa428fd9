/*
 * replay_abi.h: the native replay's side of calls through another prototype
 * (encoder/llvm_util.h, cb_call_abi): natively such a call just runs, reading whatever
 * the registers hold, where the encoder reports an error. So that the replay reaches the
 * same errors, rpa_instrument() adds to the module, before it is made ready for the
 * native build (replay_module.c):
 *  - before each call that may run a function with fewer arguments than it has
 *    parameters, the number of arguments is stored in the thread-local
 *    __cbounds_replay_passed (-1: all); each function such a call may run takes it at
 *    its entry and sets it back to -1 (so that a nested call sees -1);
 *  - in a function that may get too few arguments, before each instruction that reads
 *    a parameter (or a terminator that gives one to a phi of a successor), a call of
 *    __cbounds_replay_argument_check(passed > index): the encoder's error "read of a
 *    parameter that the call does not pass" (kind 6 in replay_runtime.c);
 *  - after each call of the program (a call with a source line) whose result is used
 *    and that may run a function returning void, __cbounds_replay_result_check(ok),
 *    ok false when it did: the encoder's "use of a result that the called function does
 *    not return" (kind 7).
 * targets: the functions whose address is taken (the only ones a pointer may hold).
 * Ownership: the module is changed in place; nothing is kept.
 */
#ifndef CB_NATIVE_REPLAY_ABI_H
#define CB_NATIVE_REPLAY_ABI_H

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

void rpa_instrument(LLVMModuleRef module, LLVMTargetDataRef layout, LLVMValueRef *targets,
                    unsigned num_targets);

#endif
