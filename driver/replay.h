/*
 * replay.h: `cbounds --replay FILE prog.c` (docs/replay.md).
 *
 * Reads the replay file (replay_file.h), builds the sequential program of prog.c with
 * the file's options (the pipeline of a normal run, pipeline.h), prepares it for a
 * native build (replay_module.h), compiles it with clang-19 and AddressSanitizer
 * together with runtime-models/replay/replay_runtime.c (embedded in cbounds), runs it
 * on the file's streams, and prints one line on standard output:
 *   replay: error reached: REASON at FILE:LINE
 *   replay: error NOT reached: WHY
 * Returns the exit status: 10 reached, 0 not reached, 2 usage or input error (printed).
 * Everything it creates (a temporary directory) is removed before it returns, unless
 * the environment variable CBOUNDS_REPLAY_KEEP is set (then its path is printed).
 */
#ifndef CB_DRIVER_REPLAY_H
#define CB_DRIVER_REPLAY_H

#include "driver/options.h"

int rpl_run(const opt_options *options);

#endif
