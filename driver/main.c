/*
 * main.c: the cbounds command, a context-bounded model checker for multithreaded C.
 * See docs/output.md for what it prints and its exit status.
 */
#include "driver/options.h"
#include "driver/strategy.h"
#include "driver/replay.h"

int main(int argc, char **argv) {
  opt_options options;
  int status = 2;
  switch (opt_parse(argc, argv, &options)) {
  case OPT_RUN:
    status = options.replay ? rpl_run(&options) : stg_run(&options);
    break;
  case OPT_HELP:
    opt_print_help(stdout);
    status = 0;
    break;
  case OPT_VERSION:
    opt_print_version(stdout);
    status = 0;
    break;
  case OPT_FAIL:
    break;
  }
  opt_release(&options);
  return status;
}
