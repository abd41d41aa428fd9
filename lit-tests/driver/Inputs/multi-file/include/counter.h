#ifndef COUNTER_H
#define COUNTER_H
void counter_add(int n);
int counter_get(void);
void counter_check(int expected);
#endif
