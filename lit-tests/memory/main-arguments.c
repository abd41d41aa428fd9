// main's arguments (runtime-models/main_args.c): argc >= 1, argv[0..argc-1] strings of
// any characters but NUL and of any length, argv[argc] == NULL; envp likewise. Nothing
// bounds argc or the lengths: the array and the strings are partial objects, and a use
// of the part the encoding does not hold (argv[4] and up, a string's 17th byte and up)
// is UNKNOWN, never SAFE and never an out-of-bounds error. Reading past argv[argc] is
// a real out-of-bounds access. Every UNSAFE here is replayed natively (%cbounds).
//
// RUN: %expect 0 %cbounds %s --32 -DFACTS | FileCheck %s --check-prefix=SAFE
// RUN: %expect 0 %cbounds %s --64 -DFACTS | FileCheck %s --check-prefix=SAFE
// RUN: %expect 10 %cbounds %s --32 -DOPTION | FileCheck %s --check-prefix=OPTION
// RUN: %expect 10 %cbounds %s --64 -DOPTION | FileCheck %s --check-prefix=OPTION
// RUN: %expect 10 %cbounds %s --64 -DMANY | FileCheck %s --check-prefix=MANY
// RUN: %expect 10 %cbounds %s --32 -DMANY | FileCheck %s --check-prefix=MANY
// RUN: %expect 20 %cbounds %s --64 -DFAR_SLOT | FileCheck %s --check-prefix=FAR
// RUN: %expect 20 %cbounds %s --32 --unwind 30 -DLONG_STRING | FileCheck %s --check-prefix=FAR
// RUN: %expect 10 %cbounds %s --64 -DPAST_NULL | FileCheck %s --check-prefix=PAST
// RUN: %expect 10 %cbounds %s --64 -DENVP | FileCheck %s --check-prefix=ENVP
// RUN: %expect 0 %cbounds %s --64 -DENVP -DFIXED | FileCheck %s --check-prefix=SAFE
//
// SAFE: {{^}}SAFE: no error found within the bounds{{$}}
//
// OPTION: {{^}}UNSAFE: reach_error() called at {{.*}}main-arguments.c:[[@LINE+35]]{{$}}
// OPTION: argc = [[ARGC:[0-9]+]]
// OPTION-NOT: argc =
//
// MANY: {{^}}UNSAFE: reach_error() called at {{.*}}main-arguments.c:[[@LINE+40]]{{$}}
// MANY: argc = {{[0-9]+}}
//
// FAR: {{^}}UNKNOWN: unsupported: an access past the represented part of main's arguments
//
// PAST: {{^}}UNSAFE: out-of-bounds memory access at {{.*}}main-arguments.c:[[@LINE+59]] [valid-deref]{{$}}
//
// ENVP: {{^}}UNSAFE: reach_error() called at {{.*}}main-arguments.c:[[@LINE+70]]{{$}}

#include <stddef.h>
#include <string.h>

extern void reach_error(void);

#ifdef FACTS
int main(int argc, char **argv) {
  if (argc < 1 || argv[argc > 3 ? 3 : argc] == NULL && argc > 3)
    reach_error();
  if (argc <= 3 && argv[argc] != NULL)
    reach_error();
  for (int i = 0; i < argc && i < 3; i++)
    if (argv[i] == NULL || argv[i] == argv[i + 1])
      reach_error();
  return 0;
}
#endif

#ifdef OPTION
/* an option argument "-v" as the second of three arguments */
int main(int argc, char **argv) {
  if (argc == 3 && argv[1][0] == '-' && argv[1][1] == 'v' && argv[1][2] == 0)
    reach_error();
  return 0;
}
#endif

#ifdef MANY
/* nothing bounds argc but the kernel's limit, and argv stays usable up there */
int main(int argc, char **argv) {
  if (argc > (1 << 20) - 3 && argv[1][0] == 'x')
    reach_error();
  return 0;
}
#endif

#ifdef FAR_SLOT
int main(int argc, char **argv) {
  if (argc > 6 && argv[6] == NULL)
    reach_error(); /* argv[6] is never NULL here: but the encoding does not hold it */
  return 0;
}
#endif

#ifdef LONG_STRING
int main(int argc, char **argv) {
  if (argc > 1 && strlen(argv[1]) > 20 && argv[1][20] == 'x')
    reach_error(); /* reachable: UNKNOWN is the right answer, SAFE would be wrong */
  return 0;
}
#endif

#ifdef PAST_NULL
int main(int argc, char **argv) {
  if (argc == 2)
    return argv[3] != 0;
  return 0;
}
#endif

#ifdef ENVP
int main(int argc, char **argv, char **envp) {
  (void)argc, (void)argv;
#ifdef FIXED
  if (envp[0] != NULL && envp[0] == envp[1])
#else
  if (envp[0] != NULL && envp[0][0] == 'P')
#endif
    reach_error();
  return 0;
}
#endif
