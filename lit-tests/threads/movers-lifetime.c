// Movers and the ends of lifetimes (passes/seq_candidates.h, docs/sequentialization.md
// "Switch points"): an access is valid before the block it touches is freed, or before the
// function whose local it touches returns, and an error after. So a free, and the return
// of a function with a local whose address escapes, conflict with every access of another
// thread that may touch that memory, as a write would: such an access is no mover and
// keeps its switch point. (Before, the store below had none: the use after free needs a
// context switch right before it, and cbounds answered SAFE at every K.)
//
// -DFREE: t1 publishes a block and writes it; t2 frees what it finds published. The write
// may come after the free: a context switch between the publication and the write.
// RUN: %expect 0 %cbounds %s -DFREE -K 1 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DFREE -K 2 | FileCheck %s --check-prefix=FREE
// RUN: %expect 10 %cbounds %s -DFREE -K 2 --switch-points=all | FileCheck %s --check-prefix=FREE
// FREE: {{^}}UNSAFE: access to freed or out-of-scope memory at {{.*}}movers-lifetime.c:[[#@LINE+59]]
// -DLOCKED: t2 frees only after t1 said under the mutex that it is done with the block,
// and both hold it: the write is a mover again (no switch point before it), and SAFE.
// RUN: %expect 0 %cbounds %s -DFREE -DLOCKED -K 3 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s -DFREE -DLOCKED -K 3 --switch-points=all | FileCheck %s --check-prefix=SAFE
// -DSCOPE: a function that t1 calls publishes its local and takes it back before it
// returns; t2 writes through the pointer it found published. The write may come after
// the return: a context switch between the read of the pointer and the write.
// RUN: %expect 0 %cbounds %s -DSCOPE -K 1 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s -DSCOPE -K 2 | FileCheck %s --check-prefix=SCOPE
// RUN: %expect 10 %cbounds %s -DSCOPE -K 2 --switch-points=all | FileCheck %s --check-prefix=SCOPE
// -DEXIT: the same with a local of t1 itself, which ends with pthread_exit. (Not
// replayed: natively, a write into the stack of a thread that called pthread_exit
// sometimes faults and sometimes lands in glibc's cached stack, unseen by ASan.)
// RUN: %expect 0 %cbounds %s -DSCOPE -DEXIT -K 1 | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds-bin %s --no-deepen -DSCOPE -DEXIT -K 2 | FileCheck %s --check-prefix=EXIT
// EXIT: {{^}}UNSAFE: access to freed or out-of-scope memory at {{.*}}movers-lifetime.c:[[#@LINE+88]]
// SCOPE: {{^}}UNSAFE: access to freed or out-of-scope memory at {{.*}}movers-lifetime.c:[[#@LINE+87]]
// The plugin's output: the write into the block has a switch point before it with -DFREE,
// none with -DLOCKED.
// RUN: %clang -c -emit-llvm -g -O0 -Xclang -disable-O0-optnone %s -DFREE -o %t.free.bc
// RUN: %opt -load-pass-plugin %plugin -passes='function(mem2reg),seq<rounds=2>' %t.free.bc -S -o %t.free.ll
// RUN: %opt -passes=verify %t.free.ll -o /dev/null
// RUN: FileCheck %s --check-prefix=IR-FREE < %t.free.ll
// IR-FREE-LABEL: define {{.*}} @t1(
// IR-FREE: store ptr %{{.*}}, ptr @published
// IR-FREE-NEXT: call void @__cbounds_yield()
// IR-FREE-NEXT: store i32 1, ptr %
// RUN: %clang -c -emit-llvm -g -O0 -Xclang -disable-O0-optnone %s -DFREE -DLOCKED -o %t.locked.bc
// RUN: %opt -load-pass-plugin %plugin -passes='function(mem2reg),seq<rounds=2>' %t.locked.bc -S -o %t.locked.ll
// RUN: FileCheck %s --check-prefix=IR-LOCKED < %t.locked.ll
// IR-LOCKED-LABEL: define {{.*}} @t1(
// IR-LOCKED: call {{.*}}@__cbounds_model_pthread_mutex_lock(
// IR-LOCKED-NEXT: store ptr %{{.*}}, ptr @published, {{.*}}!cbounds.mover
// IR-LOCKED-NEXT: store i32 1, ptr %{{.*}}!cbounds.mover
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}

#include <pthread.h>
#include <stdlib.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int *published;
int flag, done;

#if !defined(SCOPE) /* -DFREE */
void *t1(void *arg) {
  (void)arg;
  int *p = malloc(sizeof *p);
  if (!p)
    return 0;
#if defined(LOCKED)
  pthread_mutex_lock(&m);
  published = p;
  *p = 1;
  done = 1;
  pthread_mutex_unlock(&m);
#else
  published = p;
  *p = 1;
#endif
  return 0;
}

void *t2(void *arg) {
  (void)arg;
#if defined(LOCKED)
  pthread_mutex_lock(&m);
  if (done)
    free(published);
  pthread_mutex_unlock(&m);
#else
  int *p = published;
  if (p)
    free(p);
#endif
  return 0;
}
#elif defined(SCOPE)
void publish_local(void) {
  int local;
  published = &local;
  flag = 1;
  published = 0;
}

void *t1(void *arg) {
  (void)arg;
#if defined(EXIT)
  int local;
  published = &local;
  flag = 1;
  published = 0;
  pthread_exit(0);
#else
  publish_local();
  return 0;
#endif
}

void *t2(void *arg) {
  (void)arg;
  int *p = published;
  if (p)
    *p = 1;
  return 0;
}
#endif

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
