/*
 * memory.h: the memory model of the symbolic executor (docs/memory.md).
 *
 * Memory is a set of objects (globals, stack objects, heap blocks, and functions, which
 * have no bytes). A pointer is a bit-vector of the target's pointer width: the high bits
 * name the object, the low MEM offset bits are the offset inside it; the null pointer is
 * object 0, offset 0. Pointer arithmetic (getelementptr) changes only the offset, so a
 * pointer derived from a known object keeps a constant object number.
 *
 * The contents of all objects are bytes in one persistent map (memtree) keyed by a global
 * byte index (each object owns a range), carried by every path state together with a map
 * of which objects are live. Accesses are checked: a null, dangling or out-of-bounds
 * access is an error of the program, never a silent value.
 *
 * A dereference considers only the objects in the pointer's points-to set (objset.h),
 * which the executor attaches to pointer values; a symbolic offset costs in proportion to
 * the size of the object, not of memory.
 */
#ifndef CB_MEMORY_H
#define CB_MEMORY_H

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "bitblast/bv.h"
#include "encoder/memtree.h"
#include "encoder/objset.h"
#include "base/ptrmap.h"

typedef enum mem_kind {
  MEM_NULL,      /* object 0: what the null pointer points to */
  MEM_GLOBAL,
  MEM_STACK,
  MEM_HEAP,
  MEM_FUNCTION,  /* a function's address; not dereferenceable */
} mem_kind;

/* Threads whose heap blocks a confirming check names (as the sequential program's
   thread slots). */
#define MEM_HINT_THREADS 64

#define MEM_ROUND_STRIDE ((uint64_t)1 << 48)
#define MEM_ROUND_STRIDE_LIVE ((uint64_t)1 << 32)

/* A guessed initial value of round r >= 2: a byte of an object or its allocated bit. */
typedef struct mem_guess {
  bool live;          /* an allocated bit, else a byte */
  unsigned round;     /* 2..K */
  uint64_t index;     /* byte index or object id of round 1's copy */
  const bv *value;    /* the fresh input */
} mem_guess;

typedef struct mem_object {
  mem_kind kind;
  uint64_t base;          /* global byte index of offset 0 */
  uint64_t capacity;      /* bytes reserved: the largest size the object can have */
  const bv *size;         /* its size in bytes (offset width); symbolic for malloc(n) */
  bool read_only;         /* constant globals (string literals) */
  bool zeroed;            /* initial bytes are zero, else unconstrained (made on demand) */
  bool too_large;         /* a global larger than the offset bits allow: accesses are cut */
  bool partial;           /* size may exceed capacity: accesses beyond capacity are cut */
  bool symbolic_size;     /* partial because its size is not a constant (--object-bytes) */
  LLVMValueRef origin;    /* the global, alloca or call that made it, for messages */
  const objset *stored;   /* where pointers stored in it may point (NULL: nowhere) */
  const objset **stored_at; /* the same per byte, or NULL (mem_stored.h) */
  bool versioned;         /* shared memory of a threaded program: one copy per round */
  bool unborn;            /* reserved by a mem_plan, not made (yet) in this execution */
  bool frozen;            /* rounds r >= 2 start from the snapshot's bytes (mem_freeze.h) */
  const struct mem_thaw_bytes *kept_thawed; /* frozen, but not these bytes (earlier runs) */
  bool thawed;            /* frozen, and a store may have changed it since the snapshot */
  uint8_t *thawed_at;     /* thawed: a bit per byte that a store may have changed, or NULL */
  struct mem_byte_values *written; /* thawed: per byte, the values written (NULL: any) */
  /* A heap block of a confirming check: the run_index-th (0-based) that thread
     run_thread allocated, as the native run names it, and the run's hints for it
     (looked up once: mem_hint_heap_node), or NULL (mem_hint.h). */
  bool run_named;
  unsigned run_thread, run_index;
  LLVMValueRef run_hints;
  /* A heap block of malloc, calloc or realloc (not the models' own, such as argv):
     leaks are looked for among these (symex_leaks.c); `thread` allocated it. */
  bool tracked;
  unsigned thread;
} mem_object;

typedef struct memory {
  unsigned pointer_bits;  /* 32 or 64 */
  unsigned offset_bits;   /* low bits of a pointer: the offset */
  bool big_endian;
  bool hinted;            /* some global has a confirming check's hints (mem_hint.h) */
  unsigned heap_made[MEM_HINT_THREADS]; /* hinted: heap blocks each thread allocated */
  memtree *bytes;         /* contents, default zero */
  memtree *live;          /* object id -> 1-bit "allocated", default 0 */
  memtree *forwarded;     /* partial: mem_state.forwarded */
  memtree *forwarded_live; /* partial: mem_state.forwarded_live */
  mem_object *objects;
  unsigned num_objects, cap_objects;
  uint64_t next_base;
  objsets *sets;
  ptrmap pts;             /* bit-vector -> index into pts_sets */
  const objset **pts_sets;
  unsigned num_pts, cap_pts;
  ptrmap value_objects;   /* LLVM global or function -> object id */
  ptrmap origin_counts;   /* origin -> objects it made so far (to match a mem_plan) */
  ptrmap initial_bytes;   /* global byte index + 1 -> index into initial (memoised inputs) */
  const bv **initial;
  unsigned num_initial, cap_initial;
  const bv *zero_byte, *dead;
  /* Rounds (docs/sequentialization.md): 0 for a program without threads. With K > 1
     rounds, a versioned object has K copies of its bytes and of its "allocated" bit: copy
     r (1-based) of byte index i is kept at index i + (r - 1) * MEM_ROUND_STRIDE (bytes)
     or id + (r - 1) * MEM_ROUND_STRIDE_LIVE (live bits). Copies 2..K start from guesses:
     fresh inputs made on demand and listed in `guesses`, checked against what round r-1
     left by mem_rounds_consistent(). A thread that stops for good moves to round K+1,
     the sink: what it does there reaches no real round and is never checked. Its byte
     reads see copy K (or the bytes it forwarded: mem_state) and its byte writes reach no
     copy; only live bits have a copy K+1. */
  unsigned rounds;
  unsigned copies;        /* rounds + 1 with threads: live-bit copy K+1 is the sink's */
  mem_guess *guesses;
  size_t num_guesses, cap_guesses;
  ptrmap guessed_live;    /* live index + 1 -> index into guesses */
  /* Frozen objects (mem_freeze.h): round 1's bytes when main created its first thread. */
  bool freeze_decided;    /* main's first pthread_create was met */
  bool has_snapshot;
  mt_root snapshot;
  unsigned num_thawed;    /* frozen objects that thawed: this execution is not to be used */
  unsigned num_known_guesses; /* guesses among known values (mem_freeze.h) */
  /* Indeterminate bytes (mem_indeterminate.h): per AIG node, the bit of a never-written
     stack or heap byte it stands for plus one (0: none); per node, whether one is in its
     cone (0 unknown, 1 no, 2 yes). */
  uint8_t *indeterminate;
  size_t cap_indeterminate;
  uint8_t *indeterminate_below;
  size_t cap_indeterminate_below;
  ptrmap indeterminate_done; /* the walks' results (mem_indeterminate.c), once cap > 0 */
} memory;

/* Memory as one path sees it, with the round it accesses (NULL: no rounds).
   `forwarded` (store-to-load forwarding, docs/memory.md "Forwarding in a round"): for
   some versioned bytes (keyed by their index in round 1's copy), what the copy of the
   state's round holds, in every execution of the path whose thread has not stopped.
   It holds the bytes written since the round last changed, so that a load after a store
   reads the stored value and not a mux over the copies of the rounds the path may be
   in; a stopped thread (the sink) then computes with the same values as a live one. */
typedef struct mem_state {
  mt_root bytes;
  mt_root live;
  const bv *round;        /* MEM_ROUND_BITS wide, 1..K */
  mt_root forwarded;
  mt_root forwarded_live; /* the same for the allocated bits of versioned objects, keyed
                             by object id: what the copy of the state's round holds */
} mem_state;

#define MEM_ROUND_BITS 8

#endif
