/*
 * replay_module.h: the sequential module made ready for a native build (--replay,
 * docs/replay.md).
 *
 * rpm_prepare() changes the module in place so that, compiled with clang-19 together
 * with runtime-models/replay/replay_runtime.c, it runs the counterexample natively:
 *  - every function and global of the program and the models becomes internal (the
 *    models' malloc, pthread_create, ... must not replace the C library's), except the
 *    sequential program's own names (__cbounds_*), which the runtime uses; internal
 *    functions are renamed cbounds.replay.NAME (calls that the backend makes to the C
 *    library, fma or memcpy, must not reach a model); main becomes
 *    __cbounds_user_main (the runtime has the process's main);
 *  - the program's writable globals go into one section after a guard, and loads and
 *    stores get alignment 1, so that AddressSanitizer catches what the encoder calls an
 *    out-of-bounds access just before a global or by an unaligned access;
 *  - each call through a pointer first checks that the pointer is a function the call
 *    may run (the encoder's "call through an invalid function pointer"), and calls
 *    through another prototype check what the encoder checks of them (replay_abi.h);
 *  - every function without a body that is not a primitive the runtime defines (the
 *    __cbounds_nondet_* functions, undefined functions of the program) gets a body that
 *    returns the next value of the running thread's stream, as the encoder gives them
 *    a fresh value (encoder/symex_call.c);
 *  - reach_error() and __VERIFIER_error() report the error (kind 2) whatever their body,
 *    as the encoder treats them (not under --race, where they are plain functions);
 *  - the sequential program's per-thread bookkeeping (__cbounds_seq_self, _atomic,
 *    _stopped, _count) becomes thread-local: in the interleaved run each thread has its own;
 *  - every function gets the attribute sanitize_address (clang adds it only when it
 *    compiles C itself), and loses its target CPU and features: the native build's own
 *    apply (SSE2 floating point on i386: the encoder's IEEE semantics, not x87's excess
 *    precision).
 * With `search` (the native schedule search, native/search.h), the models' two
 * scheduling decisions (__cbounds_seq_choose_stop, _round) and main's arguments
 * (__cbounds_main_argc, _argv, _envp) lose their bodies: the runtime has its own.
 * Returns false with a malloc'd message in *error if the result does not verify.
 */
#ifndef CB_NATIVE_REPLAY_MODULE_H
#define CB_NATIVE_REPLAY_MODULE_H

#include <stdbool.h>
#include <llvm-c/Core.h>

bool rpm_prepare(LLVMModuleRef module, bool races, bool search, bool overflow, char **error);

#endif
