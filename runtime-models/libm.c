/*
 * libm.c: the math functions the encoder computes exactly (IEEE 754, round to nearest
 * even). They map to LLVM intrinsics the encoder bit-blasts. Other math functions stay
 * undefined: a nondeterministic result and a warning naming them.
 */
#define CB_MODEL __attribute__((weak))

CB_MODEL double fabs(double x) { return __builtin_fabs(x); }
CB_MODEL float fabsf(float x) { return __builtin_fabsf(x); }
CB_MODEL double sqrt(double x) { return __builtin_sqrt(x); }
CB_MODEL float sqrtf(float x) { return __builtin_sqrtf(x); }
CB_MODEL double fma(double x, double y, double z) { return __builtin_fma(x, y, z); }
CB_MODEL float fmaf(float x, float y, float z) { return __builtin_fmaf(x, y, z); }
CB_MODEL double copysign(double x, double y) { return __builtin_copysign(x, y); }
CB_MODEL float copysignf(float x, float y) { return __builtin_copysignf(x, y); }
