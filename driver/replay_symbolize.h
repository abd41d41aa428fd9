/*
 * replay_symbolize.h: the source lines of a native stack that AddressSanitizer printed
 * without them.
 *
 * AddressSanitizer symbolizes its stacks by running llvm-symbolizer in a forked child.
 * When the program holds a huge allocation (a malloc(n) whose n the solver chose, say
 * 16 GiB, which the kernel grants lazily), that fork fails with ENOMEM and the frames
 * stay "(/tmp/.../program+0xd9b11)": the replay could not compare the error's line.
 * cbounds then symbolizes those frames itself, from its own process.
 */
#ifndef CB_REPLAY_SYMBOLIZE_H
#define CB_REPLAY_SYMBOLIZE_H

/* The file name rps_symbolize() writes in the replay's directory. */
#define RPS_OUTPUT_FILE "symbolized.txt"

/* For each unsymbolized frame "(PATH+0xOFFSET)" of log, llvm-symbolizer's lines for it
   ("function\nfile:line:column\n"), written to dir/RPS_OUTPUT_FILE and returned
   (owned by the caller). NULL when log has no such frame or the symbolizer failed
   (nothing printed: the caller's comparison then fails as before). */
char *rps_symbolize(const char *log, const char *dir, const char *symbolizer);

#endif
