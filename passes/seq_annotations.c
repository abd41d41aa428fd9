/* seq_annotations.c: lock annotations (see seq_annotations.h). */
#include "passes/seq_annotations.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "passes/seq_contract.h" /* ENC_MODEL_ATTRIBUTE */
#include "passes/seq_util.h"
#include "base/alloc.h"

#define SEQ_ANNOT_LINE 1024
#define SEQ_NAMED_LOCK_PREFIX "__cbounds_lock."

static const char *const seq_annot_verbs[] = {"acquires", "releases", "resets", "restores"};

static bool seq_is_identifier(const char *s) {
  if (!*s || isdigit((unsigned char)*s))
    return false;
  for (; *s; s++)
    if (!isalnum((unsigned char)*s) && *s != '_')
      return false;
  return true;
}

static char *seq_annot_error(const char *path, unsigned line, const char *what) {
  size_t n = strlen(path) + strlen(what) + 32;
  char *text = cb_calloc(n, 1);
  snprintf(text, n, "%s:%u: %s", path, line, what);
  return text;
}

/* LOCK of one line into *a. Returns NULL or what is wrong. */
static const char *seq_parse_lock(const char *word, seq_annotation *a) {
  if (!word) {
    if (a->effect == SEQ_ANNOT_ACQUIRES || a->effect == SEQ_ANNOT_RELEASES)
      return "acquires and releases need a lock (argN, &global or a name)";
    a->lock = SEQ_ANNOT_EVERY;
    return NULL;
  }
  if (!strncmp(word, "arg", 3) && isdigit((unsigned char)word[3])) {
    char *end;
    long n = strtol(word + 3, &end, 10);
    if (*end || n < 1 || n > 64)
      return "argN needs N from 1 to 64";
    a->lock = SEQ_ANNOT_ARG;
    a->arg = (unsigned)(n - 1);
    return NULL;
  }
  bool global = word[0] == '&';
  if (!seq_is_identifier(word + global))
    return "a lock is argN, &global or a name";
  a->lock = global ? SEQ_ANNOT_GLOBAL : SEQ_ANNOT_NAMED;
  a->name = cb_strdup(word + global);
  return NULL;
}

/* One line: NULL when it is fine (*a filled, or a->function NULL for a blank line). */
static const char *seq_parse_line(char *text, seq_annotation *a) {
  char *hash = strchr(text, '#');
  if (hash)
    *hash = 0;
  char *words[4] = {0};
  int n = 0;
  for (char *w = strtok(text, " \t\r\n"); w; w = strtok(NULL, " \t\r\n")) {
    if (n == 3)
      return "too many words (FUNCTION EFFECT [LOCK])";
    words[n++] = w;
  }
  if (n == 0)
    return NULL;
  if (n < 2 || !seq_is_identifier(words[0]))
    return "expected FUNCTION acquires|releases|resets|restores [LOCK]";
  int verb = -1;
  for (int i = 0; i < 4; i++)
    if (!strcmp(words[1], seq_annot_verbs[i]))
      verb = i;
  if (verb < 0)
    return "the effect is one of acquires, releases, resets, restores";
  a->effect = (seq_annot_effect)verb;
  const char *wrong = seq_parse_lock(words[2], a);
  if (!wrong)
    a->function = cb_strdup(words[0]);
  return wrong;
}

bool seq_annotations_load(const char *path, seq_annotations *out, char **error) {
  memset(out, 0, sizeof *out);
  *error = NULL;
  FILE *f = fopen(path, "r");
  if (!f) {
    *error = seq_annot_error(path, 0, "cannot read the lock annotations");
    return false;
  }
  char text[SEQ_ANNOT_LINE];
  for (unsigned line = 1; fgets(text, sizeof text, f); line++) {
    seq_annotation a;
    memset(&a, 0, sizeof a);
    const char *wrong = seq_parse_line(text, &a);
    if (wrong) {
      free(a.name);
      *error = seq_annot_error(path, line, wrong);
      break;
    }
    if (!a.function)
      continue;
    out->items = cb_realloc_array(out->items, out->count + 1, sizeof *out->items);
    out->items[out->count++] = a;
  }
  fclose(f);
  if (*error)
    seq_annotations_free(out);
  return *error == NULL;
}

void seq_annotations_free(seq_annotations *annotations) {
  for (size_t i = 0; i < annotations->count; i++) {
    free(annotations->items[i].function);
    free(annotations->items[i].name);
  }
  free(annotations->items);
  memset(annotations, 0, sizeof *annotations);
}

bool seq_annotated(const seq_annotations *annotations, LLVMValueRef fn) {
  if (!annotations || !fn)
    return false;
  const char *name = seq_name(fn);
  for (size_t i = 0; i < annotations->count; i++)
    if (!strcmp(annotations->items[i].function, name))
      return true;
  return false;
}

/* The global standing for abstract lock `name` (one byte nobody reads), made once. */
static LLVMValueRef seq_named_lock(LLVMModuleRef module, const char *name) {
  char global[SEQ_ANNOT_LINE + 32];
  snprintf(global, sizeof global, SEQ_NAMED_LOCK_PREFIX "%s", name);
  LLVMValueRef g = LLVMGetNamedGlobal(module, global);
  if (g)
    return g;
  LLVMTypeRef i8 = LLVMInt8TypeInContext(LLVMGetModuleContext(module));
  g = LLVMAddGlobal(module, i8, global);
  LLVMSetInitializer(g, LLVMConstNull(i8));
  LLVMSetLinkage(g, LLVMInternalLinkage);
  return g;
}

bool seq_is_named_lock(LLVMValueRef global) {
  return global && seq_starts_with(seq_name(global), SEQ_NAMED_LOCK_PREFIX);
}

const char *seq_lock_display_name(LLVMValueRef global) {
  const char *name = seq_name(global);
  return seq_is_named_lock(global) ? name + strlen(SEQ_NAMED_LOCK_PREFIX) : name;
}

/* An argument that is an integer constant (a lock number, os_lock(3)) names the abstract
   lock of that number. */
static LLVMValueRef seq_argument_lock(LLVMModuleRef module, LLVMValueRef v) {
  if (!LLVMIsAConstantInt(v))
    return v;
  char name[32];
  snprintf(name, sizeof name, "%lld", LLVMConstIntGetSExtValue(v));
  return seq_named_lock(module, name);
}

LLVMValueRef seq_annotation_lock(LLVMModuleRef module, const seq_annotation *a, LLVMValueRef call) {
  switch (a->lock) {
  case SEQ_ANNOT_ARG:
    return a->arg < LLVMGetNumArgOperands(call)
               ? seq_argument_lock(module, LLVMGetOperand(call, a->arg))
               : NULL;
  case SEQ_ANNOT_GLOBAL:
    return LLVMGetNamedGlobal(module, a->name);
  case SEQ_ANNOT_NAMED:
    return seq_named_lock(module, a->name);
  case SEQ_ANNOT_EVERY:
    break;
  }
  return NULL;
}

/* unsigned long of the target: the models' key type. */
static LLVMTypeRef seq_key_type(LLVMModuleRef module) {
  return LLVMIntPtrTypeInContext(LLVMGetModuleContext(module), LLVMGetModuleDataLayout(module));
}

/* The model function an effect calls in a made body, or NULL (restores: nothing). */
static const char *seq_annot_model(const seq_annotation *a) {
  switch (a->effect) {
  case SEQ_ANNOT_ACQUIRES: return "__cbounds_annotated_acquire";
  case SEQ_ANNOT_RELEASES: return "__cbounds_annotated_release";
  case SEQ_ANNOT_RESETS:
    return a->lock == SEQ_ANNOT_EVERY ? "__cbounds_annotated_release_all"
                                      : "__cbounds_annotated_release";
  case SEQ_ANNOT_RESTORES: return NULL;
  }
  return NULL;
}

/* The lock of `a` inside fn's made body, as an integer key (a pointer's address, or a
   lock number). */
static LLVMValueRef seq_body_lock(LLVMModuleRef module, LLVMBuilderRef b, LLVMValueRef fn,
                                  const seq_annotation *a, const char **wrong) {
  LLVMTypeRef key = seq_key_type(module);
  if (a->lock == SEQ_ANNOT_ARG) {
    if (a->arg >= LLVMCountParams(fn)) {
      *wrong = "an annotation names an argument its function does not have";
      return NULL;
    }
    LLVMValueRef v = LLVMGetParam(fn, a->arg);
    LLVMTypeKind kind = LLVMGetTypeKind(LLVMTypeOf(v));
    if (kind == LLVMPointerTypeKind)
      return LLVMBuildPtrToInt(b, v, key, "");
    if (kind == LLVMIntegerTypeKind)
      return LLVMBuildIntCast2(b, v, key, 1, "");
    *wrong = "an annotation's argument is neither a pointer nor an integer";
    return NULL;
  }
  LLVMValueRef g = a->lock == SEQ_ANNOT_GLOBAL ? LLVMGetNamedGlobal(module, a->name)
                                               : seq_named_lock(module, a->name);
  if (!g)
    *wrong = "an annotation names a global variable the program does not have";
  return g ? LLVMBuildPtrToInt(b, g, key, "") : NULL;
}

static const char *seq_make_body(LLVMModuleRef module, const seq_annotations *annotations,
                                 LLVMValueRef fn) {
  LLVMContextRef ctx = LLVMGetModuleContext(module);
  LLVMTypeRef key = seq_key_type(module);
  LLVMTypeRef void_t = LLVMVoidTypeInContext(ctx);
  LLVMTypeRef one_lock = LLVMFunctionType(void_t, &key, 1, 0);
  LLVMTypeRef no_lock = LLVMFunctionType(void_t, NULL, 0, 0);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
  LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, fn, "entry"));
  const char *wrong = NULL;
  for (size_t i = 0; i < annotations->count && !wrong; i++) {
    const seq_annotation *a = &annotations->items[i];
    const char *model = seq_annot_model(a);
    if (strcmp(a->function, seq_name(fn)) || !model)
      continue;
    if (a->lock == SEQ_ANNOT_EVERY) {
      LLVMBuildCall2(b, no_lock, seq_function(module, model, no_lock), NULL, 0, "");
      continue;
    }
    LLVMValueRef lock = seq_body_lock(module, b, fn, a, &wrong);
    if (lock)
      LLVMBuildCall2(b, one_lock, seq_function(module, model, one_lock), &lock, 1, "");
  }
  LLVMTypeRef ret = LLVMGetReturnType(LLVMGlobalGetValueType(fn));
  if (LLVMGetTypeKind(ret) == LLVMVoidTypeKind)
    LLVMBuildRetVoid(b);
  else
    LLVMBuildRet(b, LLVMConstNull(ret));
  LLVMDisposeBuilder(b);
  /* A model: the trace shows the program's call, not this body. */
  LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                          LLVMCreateStringAttribute(ctx, ENC_MODEL_ATTRIBUTE,
                                                    sizeof ENC_MODEL_ATTRIBUTE - 1, "", 0));
  LLVMSetLinkage(fn, LLVMInternalLinkage);
  return wrong;
}

const char *seq_annotations_make_bodies(LLVMModuleRef module, const seq_annotations *annotations) {
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = LLVMGetNextFunction(fn)) {
    if (LLVMCountBasicBlocks(fn) > 0 || LLVMGetIntrinsicID(fn) != 0 || !seq_annotated(annotations, fn))
      continue;
    if (LLVMIsFunctionVarArg(LLVMGlobalGetValueType(fn)))
      return "an annotated function without a body is variadic (not supported)";
    const char *wrong = seq_make_body(module, annotations, fn);
    if (wrong)
      return wrong;
  }
  return NULL;
}
