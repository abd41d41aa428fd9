/* strategy.c: the run of cbounds, strategy by strategy (strategy.h). */
#include "driver/strategy.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "driver/engine.h"
#include "native/guard.h"
#include "base/msg.h"
#include "driver/strategy_deepen.h"
#include "driver/strategy_iterative.h"
#include "driver/strategy_lockorder.h"
#include "driver/strategy_search.h"
#include "driver/strategy_static.h"
#include "base/test_hooks.h"
#include "base/memlimit.h"
#include "base/clock.h"

int stg_run(const opt_options *options) {
  msg_set_verbosity(options->verbosity);
  /* The live status line only where someone watches it: a terminal that can erase. */
  const char *term = getenv("TERM");
  msg_set_live(options->verbosity >= 2 && isatty(STDERR_FILENO) && term && *term &&
               strcmp(term, "dumb") != 0);
  if (!th_init())
    return 2;
  grd_install(options->file, options->budget);
  memlimit_set(options->memory_limit ? (size_t)options->memory_limit << 20 : memlimit_default());
  eng_bounds bounds = eng_bounds_of(options);
  eng_state *s = eng_new(options, &bounds, cb_now());
  eng_state *kept[3] = {NULL, NULL, NULL}; /* other stages; kept[0] owns the LLVM context */
  eng_step step = eng_front_end(s);
  bool searched = false;
  if (step == ENG_NEXT && stg_answer_lock_order(s))
    step = ENG_DONE, searched = true; /* the lock-order pass's answer (for any bounds) */
  else if (step == ENG_NEXT && stg_prove_statically(s))
    step = ENG_DONE, searched = true; /* SAFE for any bounds: nothing to search or deepen */
  else if (step == ENG_NEXT && stg_iterative_applies(options))
    step = stg_check_iterative(s, &s, kept, &searched);
  else if (step == ENG_NEXT)
    step = eng_check_loaded(s);
  if (step == ENG_DONE && !searched && !eng_past_deadline(s))
    stg_search(&s);
  if (!s->report.any_bounds)
    stg_deepen(&s, &step);
  grd_set_fallback(NULL, 0);
  int status = step == ENG_FAIL ? 2 : eng_finish(s);
  eng_free(s);
  eng_free(kept[2]);
  eng_free(kept[1]);
  eng_free(kept[0]);
  return status;
}
