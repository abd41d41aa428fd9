// NOT-COMPILABLE alone: it has no main (plugin/verify-all.test skips it).
// Defines counter_get a second time: linking it with counter.c fails.
int counter_get(void) { return 0; }
