// Two threads withdraw from one bank account. Each checks the balance first, then
// takes the money: check-then-act, without a lock. If one thread is preempted between
// its check and its withdrawal, the other can empty the account in between, and the
// balance goes negative.
//
//   build/bin/cbounds examples/account.c            UNSAFE, with the interleaving
//   build/bin/cbounds examples/account.c -DFIXED    SAFE: the mutex makes it atomic

#include <assert.h>
#include <pthread.h>

static int balance = 100;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void withdraw(int amount) {
#ifdef FIXED
  pthread_mutex_lock(&lock);
#endif
  if (balance >= amount) {
    balance = balance - amount;
    assert(balance >= 0);
  }
#ifdef FIXED
  pthread_mutex_unlock(&lock);
#endif
}

static void *customer(void *amount) {
  withdraw(*(int *)amount);
  return 0;
}

int main(void) {
  int first = 80, second = 70;
  pthread_t a, b;
  pthread_create(&a, 0, customer, &first);
  pthread_create(&b, 0, customer, &second);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
