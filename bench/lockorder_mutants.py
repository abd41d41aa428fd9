#!/usr/bin/env python3
"""Mutants of the lock-order pass (docs/deadlocks.md, "The lock-order pass").

Each mutant breaks one rule the pass's proof relies on. For each: apply it to the source,
rebuild (build/), run lit-tests/lockorder/cycles.c and refusals.c, expect some test to
fail, restore the file (`git checkout`: the work tree must be clean for the files it
edits), and say which RUN line failed. Exit status 1 if some mutant is not caught.

    python3 bench/lockorder_mutants.py [--jobs 2]
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from static_mutants import run_mutants  # noqa: E402

PASS = "passes/seq_lockorder.c"
# (name, file, text, replacement)
MUTANTS = [
    ("must-locksets: paths meet by intersection", PASS,
     "        if (lo_merge(&in[j], &out) || first)",
     "        if (first ? lo_merge(&in[j], &out) : ((in[j].held &= out.held), false)) /* MUTANT */"),
    ("no edge to the locks a callee takes", PASS,
     "      lo_wait_for(a, &at_call, id, s->take_site[id]);\n",
     "      /* MUTANT */\n"),
    ("a wrapper's held locks are lost at its return", PASS,
     "      lo_hold(state, id, s->held_site[id]);\n",
     "      (void)0; /* MUTANT */\n"),
    ("a join while holding a lock is accepted", PASS,
     '      lo_refuse(a, call, "pthread_join while holding a lock");',
     "      (void)0; /* MUTANT */"),
    ("threads may end holding a lock", PASS,
     "static void lo_check_thread_ends(lo_analysis *a) {\n",
     "static void lo_check_thread_ends(lo_analysis *a) {\n  return; /* MUTANT */\n"),
    ("pthread_exit through a call is not judged", PASS,
     '    lo_refuse(a, s->exit_site, "pthread_exit reached holding a lock (through a call)");',
     "    (void)0; /* MUTANT */"),
    ("a timed wait's retaking is no wait", PASS,
     "      lo_wait_for(a, &others, (unsigned)id, call);",
     "      (void)others; /* MUTANT */"),
    ("every join is accepted", PASS,
     "    a->refusal = seq_check_joins(module, &a->graph);",
     "    (void)module; /* MUTANT */"),
    ("condition waits are harmless", PASS,
     '      "pthread_create", "pthread_self",',
     '      "pthread_create", "pthread_self", "pthread_cond_wait", /* MUTANT */'),
    ("a failed trylock frees a lock held before", PASS,
     "      a->last_try_fresh = !(state->held & BIT(id));",
     "      a->last_try_fresh = true; /* MUTANT */"),
    ("a lock the pass cannot name is ignored", PASS,
     '    lo_refuse(a, call, "a lock that is not a global variable at a constant offset (or more "\n'
     '                       "than 63 locks)");',
     "    (void)0; /* MUTANT */"),
    ("a join in a thread is accepted", "passes/seq_joins.c",
     "      if (!main_only)",
     "      if (!main_only && false) /* MUTANT */"),
]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    return 1 if run_mutants(MUTANTS, ("lockorder/cycles.c", "lockorder/refusals.c"),
                            args.jobs) else 0


if __name__ == "__main__":
    sys.exit(main())
