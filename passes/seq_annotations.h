/*
 * seq_annotations.h: lock annotations for custom lock functions (cbounds
 * --lock-annotations FILE, the plugin's `lock-annotations=FILE`), as in the lockset
 * paper: a small file says which functions acquire, release, reset or restore which
 * lock, so that wrapper APIs need no code.
 *
 *   # comment
 *   FUNCTION acquires LOCK
 *   FUNCTION releases LOCK
 *   FUNCTION resets [LOCK]      releases LOCK (without LOCK: every lock it holds)
 *   FUNCTION restores [LOCK]    leaves LOCK (without LOCK: every lock) as it was before
 *                               the call, whatever its body does
 *
 * LOCK is `argN` (the object the N-th argument, from 1, points to), `&NAME` (the global
 * variable NAME) or a plain NAME (an abstract lock with that name, e.g. `irq`).
 *
 * What they do (docs/races.md, "Lock annotations"): the lockset pre-pass applies a call's
 * annotations after the call's own effect and does not judge the lock operations inside
 * an annotated function's body (the annotation describes them); a function without a
 * body gets one that acquires and releases its locks in the runtime models
 * (sync_annotated.c), so the bounded check sees them too. Annotations are trusted: one
 * that says a function locks when it does not can hide a race.
 *
 * Ownership: seq_annotations_load() fills *out (released by seq_annotations_free()); on
 * failure it returns false with *error a message naming FILE:LINE (caller frees).
 */
#ifndef CB_SEQ_ANNOTATIONS_H
#define CB_SEQ_ANNOTATIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <llvm-c/Core.h>

typedef enum seq_annot_effect {
  SEQ_ANNOT_ACQUIRES, SEQ_ANNOT_RELEASES, SEQ_ANNOT_RESETS, SEQ_ANNOT_RESTORES,
} seq_annot_effect;

typedef enum seq_annot_lock {
  SEQ_ANNOT_ARG,     /* the object argument `arg` (0-based) points to */
  SEQ_ANNOT_GLOBAL,  /* the global variable `name` */
  SEQ_ANNOT_NAMED,   /* the abstract lock `name` */
  SEQ_ANNOT_EVERY,   /* resets / restores without a lock: every lock */
} seq_annot_lock;

typedef struct seq_annotation {
  char *function;
  seq_annot_effect effect;
  seq_annot_lock lock;
  unsigned arg;
  char *name;
} seq_annotation;

typedef struct seq_annotations {
  seq_annotation *items;
  size_t count;
} seq_annotations;

bool seq_annotations_load(const char *path, seq_annotations *out, char **error);
void seq_annotations_free(seq_annotations *annotations);

/* Whether `fn` has annotations. */
bool seq_annotated(const seq_annotations *annotations, LLVMValueRef fn);

/* The lock of annotation a at `call` as a pointer value: the argument (an integer
   constant argument: the abstract lock of that number), the global, or the abstract
   lock's global (made on demand); NULL for SEQ_ANNOT_EVERY, a missing
   argument or an unknown global. */
LLVMValueRef seq_annotation_lock(LLVMModuleRef module, const seq_annotation *a, LLVMValueRef call);

/* Whether a global stands for an abstract lock (a name, or a lock number) that only
   annotated functions reach; its name for the user ("irq", "3"). */
bool seq_is_named_lock(LLVMValueRef global);
const char *seq_lock_display_name(LLVMValueRef global);

/* Gives every annotated function that has no body one that acquires and releases its
   locks through the runtime models and returns zero. Returns NULL, or a message (static)
   when an annotation does not fit the function (an argument it does not have). */
const char *seq_annotations_make_bodies(LLVMModuleRef module, const seq_annotations *annotations);

#endif
