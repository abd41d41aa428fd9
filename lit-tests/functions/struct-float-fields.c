// Structs with float members passed and returned by value. For LP64 (x86_64) two floats
// travel as one <2 x float> vector, three floats as {<2 x float>, float}, two doubles as
// {double, double}; for ILP32 (i386) they are expanded into scalars or returned through a
// hidden pointer. The results are IEEE-exact (checked natively).
//
// RUN: %expect 0 %cbounds %s --32 | FileCheck %s --check-prefix=OK
// RUN: %expect 0 %cbounds %s --64 | FileCheck %s --check-prefix=OK
// RUN: %expect 10 %cbounds %s --32 -DBUG | FileCheck %s --check-prefix=BUG
// RUN: %expect 10 %cbounds %s --64 -DBUG | FileCheck %s --check-prefix=BUG
//
// OK: {{^}}SAFE: no error found within the bounds{{$}}
// OK-NEXT: {{^}}bounds: K=4 rounds, loops and recursion unwound up to 10 times, 1 thread{{$}}

#include <assert.h>

extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

struct vec2 { float x, y; };
struct vec3 { float x, y, z; };
struct dd { double re, im; };

static struct vec2 add2(struct vec2 a, struct vec2 b) {
  struct vec2 r = {a.x + b.x, a.y + b.y};
  return r;
}

static struct vec3 scale3(struct vec3 v, float k) {
  struct vec3 r = {v.x * k, v.y * k, v.z * k};
  return r;
}

static struct dd cmul(struct dd a, struct dd b) {
  struct dd r = {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
  return r;
}

int main(void) {
  struct vec2 va = {1.5f, 2.0f}, vb = {0.25f, -1.0f};
  struct vec2 vc = add2(va, vb);
  assert(vc.x == 1.75f && vc.y == 1.0f);
  float f = __VERIFIER_nondet_float();
  __VERIFIER_assume(f >= 1.0f && f <= 2.0f);
  struct vec3 s = scale3((struct vec3){f, 2.0f, -0.5f}, 4.0f);
  assert(s.x == 4.0f * f && s.y == 8.0f && s.z == -2.0f);
  // (1 + 2i)(3 - i) = 5 + 5i
  struct dd z = cmul((struct dd){1.0, 2.0}, (struct dd){3.0, -1.0});
  assert(z.re == 5.0 && z.im == 5.0);
#ifdef BUG
  // 0.1f + 0.2f is 0.3f exactly in float, but 0.1 + 0.2 is not 0.3 in double.
  struct dd w = cmul((struct dd){0.1, 0.0}, (struct dd){1.0, 0.0});
  struct vec2 t = add2((struct vec2){0.1f, 0.0f}, (struct vec2){0.2f, 0.0f});
  assert(t.x == 0.3f);
  // BUG: {{^}}UNSAFE: assertion failed at {{.*}}struct-float-fields.c:[[@LINE+1]]{{$}}
  assert(w.re + 0.2 == 0.3);
#endif
  return 0;
}
