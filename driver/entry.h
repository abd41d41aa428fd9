/*
 * entry.h: --entry FUNC, a harness that checks one function instead of main (README,
 * "Checking a function: --entry"; the way KISS and STORM check driver code).
 *
 * ent_make_harness() gives the module a new main that calls FUNC once with
 * nondeterministic arguments, the program's own main (if any) becoming an ordinary
 * function (__cbounds_replaced_main). Globals start as the program initializes them.
 * Each argument:
 *  - an integer or floating-point value: any value of its type;
 *  - a pointer: the address of a fresh heap object of the pointee's size (from the
 *    debug information), whose bytes are any values; a member or element of it that
 *    is a pointer points in turn to a fresh object, down to ENT_DEPTH levels of
 *    pointers; below that, and where the pointee's size is not known (void *, an
 *    incomplete struct, no debug information), the pointer points to an object of
 *    which nothing is represented: an access through it makes the check UNKNOWN
 *    (never a false alarm); pointers are never NULL;
 *  - a struct passed by value: a fresh copy whose bytes are any values.
 * Threads FUNC creates are checked as usual; FUNC's result is ignored.
 *
 * Ownership: the module is changed in place.
 * Errors: false with a malloc'd message in *error when FUNC is not a function defined
 * in the program.
 */
#ifndef CB_DRIVER_ENTRY_H
#define CB_DRIVER_ENTRY_H

#include <stdbool.h>
#include <llvm-c/Core.h>

/* Levels of pointers followed from an argument to fresh objects. */
#define ENT_DEPTH 3
/* Pointer members filled per object (the others are left as any bytes): bounds the
   harness for structs with many pointers. */
#define ENT_MAX_MEMBERS 64

bool ent_make_harness(LLVMModuleRef module, const char *function, char **error);

#endif
