/* seq_spin.c: spin loops make progress only across context switches (see seq_spin.h). */
#include "passes/seq_spin.h"

#include <llvm-c/DebugInfo.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "passes/seq.h"
#include "passes/seq_util.h"
#include "base/vec.h"
#include "base/alloc.h"

/* The control-flow graph of a function: blocks by index (0 is the entry), predecessors. */
typedef struct spin_cfg {
  unsigned n;
  LLVMBasicBlockRef *blocks;
  unsigned *pred_start;   /* predecessors of block b: preds[pred_start[b] .. pred_start[b+1]) */
  unsigned *preds;
} spin_cfg;

typedef struct spin_index {
  LLVMBasicBlockRef block;
  unsigned index;
} spin_index;

static int spin_index_compare(const void *a, const void *b) {
  uintptr_t x = (uintptr_t)((const spin_index *)a)->block;
  uintptr_t y = (uintptr_t)((const spin_index *)b)->block;
  return x < y ? -1 : x > y;
}

static unsigned spin_lookup(const spin_index *sorted, unsigned n, LLVMBasicBlockRef block) {
  spin_index key = {block, 0};
  const spin_index *found = bsearch(&key, sorted, n, sizeof key, spin_index_compare);
  return found ? found->index : n;
}

static spin_cfg spin_cfg_build(LLVMValueRef fn) {
  spin_cfg g = {.n = LLVMCountBasicBlocks(fn)};
  g.blocks = cb_calloc(g.n, sizeof *g.blocks);
  LLVMGetBasicBlocks(fn, g.blocks);
  spin_index *sorted = cb_calloc(g.n, sizeof *sorted);
  for (unsigned b = 0; b < g.n; b++)
    sorted[b] = (spin_index){g.blocks[b], b};
  qsort(sorted, g.n, sizeof *sorted, spin_index_compare);
  unsigned *count = cb_calloc(g.n + 1, sizeof *count);
  unsigned edges = 0;
  for (int pass = 0; pass < 2; pass++) { /* count, then fill */
    for (unsigned b = 0; b < g.n; b++) {
      LLVMValueRef term = LLVMGetBasicBlockTerminator(g.blocks[b]);
      unsigned successors = term ? LLVMGetNumSuccessors(term) : 0;
      for (unsigned i = 0; i < successors; i++) {
        unsigned s = spin_lookup(sorted, g.n, LLVMGetSuccessor(term, i));
        if (s == g.n)
          continue;
        if (pass == 0)
          count[s]++, edges++;
        else
          g.preds[g.pred_start[s] + count[s]++] = b;
      }
    }
    if (pass == 0) {
      g.pred_start = cb_calloc(g.n + 1, sizeof *g.pred_start);
      for (unsigned b = 0; b < g.n; b++)
        g.pred_start[b + 1] = g.pred_start[b] + count[b];
      g.preds = cb_calloc(edges ? edges : 1, sizeof *g.preds);
      memset(count, 0, (g.n + 1) * sizeof *count);
    }
  }
  free(count);
  free(sorted);
  return g;
}

static void spin_cfg_free(spin_cfg *g) {
  free(g->blocks);
  free(g->pred_start);
  free(g->preds);
}

/* Marks in `in` the blocks that reach `latch` without passing `header` (the latch
   included, the header not). False if the entry is among them: then the header does not
   dominate the latch, and latch -> header is no loop's back edge. */
static bool spin_body(const spin_cfg *g, unsigned header, unsigned latch, bool *in,
                      unsigned *stack) {
  memset(in, 0, g->n * sizeof *in);
  if (latch == header)
    return true;
  unsigned top = 0;
  in[latch] = true;
  stack[top++] = latch;
  while (top) {
    unsigned b = stack[--top];
    if (b == 0)
      return false;
    for (unsigned p = g->pred_start[b]; p < g->pred_start[b + 1]; p++) {
      unsigned q = g->preds[p];
      if (q != header && !in[q]) {
        in[q] = true;
        stack[top++] = q;
      }
    }
  }
  return true;
}

/* SV-COMP's atomic-section markers: they change only the depth of atomic sections,
   which the check on the back edge compares. */
static bool spin_is_atomic_marker(LLVMValueRef fn) {
  const char *name = seq_name(fn);
  return !strcmp(name, "__VERIFIER_atomic_begin") || !strcmp(name, "__VERIFIER_atomic_end");
}

/* A value the back edge can compare with its value one iteration before. */
static bool spin_comparable(LLVMTypeRef type) {
  switch (LLVMGetTypeKind(type)) {
  case LLVMIntegerTypeKind: case LLVMPointerTypeKind: case LLVMFloatTypeKind:
  case LLVMDoubleTypeKind:
    return true;
  default:
    return false;
  }
}

/* A memory cell the loop may write: the same address in every iteration (a global, a
   constant address, a parameter or an alloca of the entry block, all available in the
   header), read with the type written. */
typedef struct spin_cell {
  LLVMValueRef address;
  LLVMTypeRef type;
} spin_cell;

/* A loop found: its header, the latches of its back edges, the cells it may write. */
typedef struct spin_loop {
  unsigned header;
  unsigned *latches;
  unsigned num_latches;
  spin_cell *cells;
  unsigned num_cells, cap_cells;
} spin_loop;

/* Reading the cell first in the header must be valid on every path, also where the
   loop never writes it: a global (or a constant address inside one) or an alloca of
   the entry block, with the bytes written inside the object. */
static bool spin_fixed_address(LLVMValueRef address, LLVMTypeRef type, LLVMBasicBlockRef entry) {
  LLVMModuleRef module = LLVMGetGlobalParent(LLVMGetBasicBlockParent(entry));
  LLVMTargetDataRef layout = LLVMGetModuleDataLayout(module);
  uint64_t size = LLVMStoreSizeOfType(layout, type), offset = 0;
  if (LLVMIsAAllocaInst(address) && LLVMGetInstructionParent(address) == entry &&
      LLVMIsAConstantInt(LLVMGetOperand(address, 0)) &&
      LLVMConstIntGetZExtValue(LLVMGetOperand(address, 0)) == 1)
    return size <= LLVMStoreSizeOfType(layout, LLVMGetAllocatedType(address));
  if (!LLVMIsAConstant(address))
    return false;
  bool constant = false;
  LLVMValueRef global = seq_global_base(address, layout, &offset, &constant);
  return global && constant && !LLVMIsGlobalConstant(global) &&
         LLVMGetInitializer(global) != NULL &&
         offset + size <= LLVMStoreSizeOfType(layout, LLVMGlobalGetValueType(global));
}

/* A write to a fixed address becomes a cell to compare; false for any other write. */
static bool spin_note_write(spin_loop *loop, LLVMValueRef address, LLVMTypeRef type,
                            LLVMBasicBlockRef entry) {
  if (!spin_comparable(type) || !spin_fixed_address(address, type, entry))
    return false;
  for (unsigned i = 0; i < loop->num_cells; i++)
    if (loop->cells[i].address == address && loop->cells[i].type == type)
      return true;
  CB_GROW(loop->cells, loop->num_cells, loop->cap_cells, 4);
  loop->cells[loop->num_cells++] = (spin_cell){address, type};
  return true;
}

/* A loop's call of a program function that only reads memory and computes: its result
   then depends on its arguments and on memory alone, as the loop's own reads do, and an
   iteration with the call is a stutter exactly when one without it would be. */
#define SPIN_CALL_DEPTH 4 /* calls of such functions inside one, at most this deep */

/* An operand undef or poison: each evaluation of the instruction may give another value. */
static bool spin_has_undefined_operand(LLVMValueRef inst) {
  for (int i = 0; i < LLVMGetNumOperands(inst); i++) {
    LLVMValueRef op = LLVMGetOperand(inst, (unsigned)i);
    if (op && (LLVMIsUndef(op) || LLVMIsPoison(op)))
      return true;
  }
  return false;
}

static bool spin_reads_only(LLVMValueRef fn, unsigned depth);

/* libseq's own calls, which a callee holds once its switch points, spin checks and race
   checks are in (functions are instrumented in module order): they may change the round,
   which the loop's check compares, or stop the thread. A race check changes nothing
   else: it either stops the thread (the first access of a race) or compares the access
   with the one recorded, and in a stutter it does so again with the same operands. */
static bool spin_is_libseq_check(LLVMValueRef fn) {
  const char *name = seq_name(fn);
  return !strcmp(name, "__cbounds_yield") || !strcmp(name, SEQ_FN_ROUND) ||
         !strcmp(name, "__cbounds_spin_progress") || !strcmp(name, "__cbounds_race_access");
}

static bool spin_callee_call_allowed(LLVMValueRef call, unsigned depth) {
  LLVMValueRef fn = seq_called_function(call);
  if (!fn)
    return false;
  const char *name = seq_name(fn);
  if (seq_starts_with(name, "llvm.dbg.") || !strcmp(name, "llvm.donothing") ||
      spin_is_libseq_check(fn))
    return true;
  return depth < SPIN_CALL_DEPTH && spin_reads_only(fn, depth + 1);
}

/* The program's own function, with no store, allocation, atomic operation, undefined
   operand (each evaluation may differ) or call but of such functions (not recursive):
   what it returns is a function of its arguments and of memory. */
static bool spin_reads_only(LLVMValueRef fn, unsigned depth) {
  if (LLVMCountBasicBlocks(fn) == 0 || seq_is_model(fn) || seq_is_atomic_function(fn) ||
      seq_starts_with(seq_name(fn), "__cbounds_"))
    return false;
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
      if (spin_has_undefined_operand(i))
        return false;
      switch (LLVMGetInstructionOpcode(i)) {
      case LLVMCall:
        if (!spin_callee_call_allowed(i, depth))
          return false;
        break;
      case LLVMStore: case LLVMAtomicCmpXchg: case LLVMAtomicRMW: case LLVMFence:
      case LLVMAlloca: case LLVMVAArg: case LLVMInvoke: case LLVMCallBr: case LLVMIndirectBr:
      case LLVMResume: case LLVMUnreachable: case LLVMLandingPad: case LLVMCatchPad:
      case LLVMCleanupPad: case LLVMCatchSwitch: case LLVMCatchRet: case LLVMCleanupRet:
      case LLVMFreeze:
        return false;
      default:
        break;
      }
    }
  return true;
}

/* An instruction whose effect on the state the check on the back edge compares: reads,
   arithmetic, control flow within the loop, debug information (and the driver's line
   markers, llvm.donothing), atomic-section markers, calls of functions that only read
   (spin_reads_only), and writes to fixed addresses (a compare-and-swap too: it writes
   only where it succeeds). Not one with an undefined operand (freeze neither). */
static bool spin_allowed(LLVMValueRef inst, spin_loop *loop, LLVMBasicBlockRef entry) {
  if (spin_has_undefined_operand(inst))
    return false;
  switch (LLVMGetInstructionOpcode(inst)) {
  case LLVMStore:
    return spin_note_write(loop, LLVMGetOperand(inst, 1), LLVMTypeOf(LLVMGetOperand(inst, 0)),
                           entry);
  case LLVMAtomicCmpXchg:
    return spin_note_write(loop, LLVMGetOperand(inst, 0), LLVMTypeOf(LLVMGetOperand(inst, 1)),
                           entry);
  case LLVMAtomicRMW: case LLVMFence: case LLVMAlloca: case LLVMVAArg: case LLVMInvoke:
  case LLVMCallBr: case LLVMIndirectBr: case LLVMRet: case LLVMResume: case LLVMUnreachable:
  case LLVMLandingPad: case LLVMCatchPad: case LLVMCleanupPad: case LLVMCatchSwitch:
  case LLVMCatchRet: case LLVMCleanupRet: case LLVMFreeze:
    return false;
  case LLVMCall: {
    LLVMValueRef fn = seq_called_function(inst);
    return fn && (seq_starts_with(seq_name(fn), "llvm.dbg.") ||
                  !strcmp(seq_name(fn), "llvm.donothing") || spin_is_atomic_marker(fn) ||
                  spin_reads_only(fn, 1));
  }
  default:
    return true;
  }
}

static bool spin_block_allowed(LLVMBasicBlockRef b, bool header, spin_loop *loop,
                               LLVMBasicBlockRef entry) {
  for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
    if (header && LLVMIsAPHINode(i)) {
      if (!spin_comparable(LLVMTypeOf(i)))
        return false;
      continue;
    }
    if (!spin_allowed(i, loop, entry))
      return false;
  }
  return true;
}

/* The back edge leaves the latch by an unconditional or a two-way branch. */
static bool spin_latch_supported(LLVMBasicBlockRef latch) {
  LLVMValueRef term = LLVMGetBasicBlockTerminator(latch);
  return term && LLVMIsABranchInst(term);
}

/* The back edges into `header`, and whether the loop's whole state is comparable. */
static bool spin_find(const spin_cfg *g, unsigned header, spin_loop *loop, bool *in,
                      bool *loop_blocks, unsigned *stack) {
  memset(loop_blocks, 0, g->n * sizeof *loop_blocks);
  loop->header = header;
  loop->num_latches = 0;
  for (unsigned p = g->pred_start[header]; p < g->pred_start[header + 1]; p++) {
    unsigned latch = g->preds[p];
    if (!spin_body(g, header, latch, in, stack))
      continue;
    if (!spin_latch_supported(g->blocks[latch]))
      return false;
    loop->latches[loop->num_latches++] = latch;
    for (unsigned b = 0; b < g->n; b++)
      loop_blocks[b] = loop_blocks[b] || in[b];
  }
  if (!loop->num_latches)
    return false;
  loop_blocks[header] = true;
  for (unsigned b = 0; b < g->n; b++)
    if (loop_blocks[b] && !spin_block_allowed(g->blocks[b], b == header, loop, g->blocks[0]))
      return false;
  return true;
}

static LLVMValueRef spin_first_location(LLVMBasicBlockRef b) {
  for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
    if (LLVMInstructionGetDebugLoc(i))
      return i;
  return NULL;
}

/* What the state is made of at the header: the round, the depth of atomic sections (a
   thread reads it natively in its own copy), and the values of the header's phis. */
typedef struct spin_state {
  LLVMValueRef round, atomic; /* read first in the header */
  LLVMValueRef *cells;        /* the cells' values, read first in the header */
  LLVMTypeRef round_type, atomic_type;
  LLVMValueRef round_fn, atomic_depth;
  unsigned spin_md;           /* SEQ_SPIN_MD: no switch point before these reads */
} spin_state;

static LLVMValueRef spin_read(LLVMBuilderRef builder, LLVMContextRef ctx, const spin_state *st,
                             LLVMTypeRef type, LLVMValueRef address, const char *name) {
  LLVMValueRef load = LLVMBuildLoad2(builder, type, address, name);
  LLVMSetMetadata(load, st->spin_md, LLVMMetadataAsValue(ctx, LLVMMDNodeInContext2(ctx, NULL, 0)));
  return load;
}

/* v != w, bit for bit (a NaN equals itself). */
static LLVMValueRef spin_differs(LLVMBuilderRef builder, LLVMContextRef ctx, LLVMValueRef v,
                                 LLVMValueRef w) {
  LLVMTypeRef type = LLVMTypeOf(v);
  LLVMTypeKind kind = LLVMGetTypeKind(type);
  if (kind == LLVMFloatTypeKind || kind == LLVMDoubleTypeKind) {
    LLVMTypeRef bits = LLVMIntTypeInContext(ctx, kind == LLVMFloatTypeKind ? 32 : 64);
    v = LLVMBuildBitCast(builder, v, bits, "");
    w = LLVMBuildBitCast(builder, w, bits, "");
  }
  return LLVMBuildICmp(builder, LLVMIntNE, v, w, "spin.changed");
}

/* Before the latch's branch: report whether taking the back edge follows a change of
   round, of atomic depth, or of a value the header's phis carry
   (__cbounds_spin_progress: an iteration without one is a stutter). */
static void spin_check_back_edge(LLVMBuilderRef builder, LLVMContextRef ctx, LLVMValueRef assume,
                                 LLVMTypeRef assume_type, const spin_state *st,
                                 const spin_loop *loop, LLVMBasicBlockRef header,
                                 LLVMBasicBlockRef latch) {
  LLVMValueRef term = LLVMGetBasicBlockTerminator(latch);
  LLVMPositionBuilderBefore(builder, term);
  LLVMSetCurrentDebugLocation2(builder, LLVMInstructionGetDebugLoc(term));
  LLVMValueRef now = LLVMBuildCall2(builder, st->round_type, st->round_fn, NULL, 0, "spin.now");
  LLVMValueRef changed = LLVMBuildICmp(builder, LLVMIntNE, now, st->round, "spin.moved");
  LLVMValueRef depth = spin_read(builder, ctx, st, st->atomic_type, st->atomic_depth, "spin.depth");
  changed = LLVMBuildOr(builder, changed, spin_differs(builder, ctx, depth, st->atomic), "");
  for (unsigned c = 0; c < loop->num_cells; c++) {
    LLVMValueRef now_value = spin_read(builder, ctx, st, loop->cells[c].type,
                                       loop->cells[c].address, "spin.cell");
    changed = LLVMBuildOr(builder, changed, spin_differs(builder, ctx, now_value, st->cells[c]), "");
  }
  for (LLVMValueRef phi = LLVMGetFirstInstruction(header); phi && LLVMIsAPHINode(phi);
       phi = LLVMGetNextInstruction(phi))
    for (unsigned i = 0; i < LLVMCountIncoming(phi); i++)
      if (LLVMGetIncomingBlock(phi, i) == latch) {
        LLVMValueRef next = LLVMGetIncomingValue(phi, i);
        changed = LLVMBuildOr(builder, changed, spin_differs(builder, ctx, next, phi), "");
        break;
      }
  LLVMValueRef condition = changed;
  if (LLVMIsConditional(term)) { /* only on the way back to the header */
    LLVMValueRef c = LLVMGetCondition(term);
    LLVMValueRef back = LLVMGetSuccessor(term, 0) == header ? c : LLVMBuildNot(builder, c, "");
    if (LLVMGetSuccessor(term, 0) == header && LLVMGetSuccessor(term, 1) == header)
      back = LLVMConstInt(LLVMInt1TypeInContext(ctx), 1, 0);
    condition = LLVMBuildOr(builder, LLVMBuildNot(builder, back, ""), changed, "spin.progress");
  }
  LLVMBuildCall2(builder, assume_type, assume, &condition, 1, "");
}

/* Reads the state first in the header, and checks each back edge. False (nothing
   changed) if the loop has atomic markers but the module no depth of atomic sections. */
static bool spin_instrument(LLVMModuleRef module, const spin_cfg *g, const spin_loop *loop) {
  LLVMContextRef ctx = LLVMGetModuleContext(module);
  LLVMTypeRef i1 = LLVMInt1TypeInContext(ctx);
  spin_state st = {.round_type = LLVMFunctionType(LLVMInt32TypeInContext(ctx), NULL, 0, 0)};
  LLVMTypeRef assume_type = LLVMFunctionType(LLVMVoidTypeInContext(ctx), &i1, 1, 0);
  st.atomic_depth = LLVMGetNamedGlobal(module, SEQ_PRIVATE_PREFIX "atomic");
  if (!st.atomic_depth || !spin_comparable(LLVMGlobalGetValueType(st.atomic_depth)))
    return false;
  st.atomic_type = LLVMGlobalGetValueType(st.atomic_depth);
  st.round_fn = seq_function(module, SEQ_FN_ROUND, st.round_type);
  LLVMValueRef assume = seq_function(module, "__cbounds_spin_progress", assume_type);
  LLVMBasicBlockRef header = g->blocks[loop->header];
  LLVMValueRef first = LLVMGetFirstInstruction(header);
  while (first && LLVMIsAPHINode(first))
    first = LLVMGetNextInstruction(first);
  LLVMValueRef located = spin_first_location(header);
  LLVMBuilderRef builder = LLVMCreateBuilderInContext(ctx);
  LLVMPositionBuilderBefore(builder, first);
  LLVMSetCurrentDebugLocation2(builder, located ? LLVMInstructionGetDebugLoc(located) : NULL);
  st.spin_md = LLVMGetMDKindIDInContext(ctx, SEQ_SPIN_MD, strlen(SEQ_SPIN_MD));
  st.round = LLVMBuildCall2(builder, st.round_type, st.round_fn, NULL, 0, "spin.round");
  st.atomic = spin_read(builder, ctx, &st, st.atomic_type, st.atomic_depth, "spin.atomic");
  st.cells = cb_calloc(loop->num_cells ? loop->num_cells : 1, sizeof *st.cells);
  for (unsigned c = 0; c < loop->num_cells; c++)
    st.cells[c] = spin_read(builder, ctx, &st, loop->cells[c].type, loop->cells[c].address,
                            "spin.was");
  for (unsigned l = 0; l < loop->num_latches; l++)
    spin_check_back_edge(builder, ctx, assume, assume_type, &st, loop, header,
                         g->blocks[loop->latches[l]]);
  free(st.cells);
  LLVMDisposeBuilder(builder);
  return true;
}

unsigned seq_prune_spin_loops(LLVMModuleRef module, LLVMValueRef fn) {
  spin_cfg g = spin_cfg_build(fn);
  bool *in = cb_calloc(g.n, sizeof *in), *loop_blocks = cb_calloc(g.n, sizeof *loop_blocks);
  unsigned *stack = cb_calloc(g.n, sizeof *stack);
  spin_loop *loops = cb_calloc(g.n, sizeof *loops);
  unsigned num_loops = 0;
  /* Found first, instrumented after: an inner loop's instrumentation (calls) would
     hide that the loop around it only reads too. */
  for (unsigned h = 0; h < g.n; h++) {
    unsigned preds = g.pred_start[h + 1] - g.pred_start[h];
    spin_loop loop = {.latches = cb_calloc(preds ? preds : 1, sizeof(unsigned))};
    if (spin_find(&g, h, &loop, in, loop_blocks, stack)) {
      loops[num_loops++] = loop;
    } else {
      free(loop.latches);
      free(loop.cells);
    }
  }
  unsigned instrumented = 0;
  for (unsigned i = 0; i < num_loops; i++) {
    instrumented += spin_instrument(module, &g, &loops[i]);
    free(loops[i].latches);
    free(loops[i].cells);
  }
  free(loops);
  free(stack);
  free(loop_blocks);
  free(in);
  spin_cfg_free(&g);
  return instrumented;
}

bool seq_is_spin_read(LLVMValueRef inst) {
  if (!LLVMIsALoadInst(inst))
    return false;
  LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(inst));
  return LLVMGetMetadata(inst, LLVMGetMDKindIDInContext(ctx, SEQ_SPIN_MD, strlen(SEQ_SPIN_MD)));
}
