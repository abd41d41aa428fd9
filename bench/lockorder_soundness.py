#!/usr/bin/env python3
"""Soundness of the lock-order pass (docs/deadlocks.md) against the precise check.

The lock-order pass is a may-analysis: when it proves that no execution deadlocks
(`--property no-deadlock --lockorder-only` answers SAFE), the precise bounded check
(`--property no-deadlock --no-static-proof`, -K 3 or -K given) must never find a
deadlock. For every C program of the lit suite, once per set of -D flags its RUN lines use
(and once without any), or for the programs given as arguments, or for N random lock
programs (--random N: 2-3 threads taking 1-3 mutexes in random nested orders, some
through helper functions, some conditionally or with trylock, some never released, main
sometimes joining while it holds a lock), runs both and compares.

Prints one line per variant the pass proves or the precise check finds a deadlock in,
then `N variants, P proved, D deadlocks found (all refused: yes/no), W wrong`. Exits 1
if any is wrong (proved, yet deadlocked). Python 3 standard library only.

    python3 bench/lockorder_soundness.py --cbounds build/bin/cbounds [--jobs 2] [paths...]
    python3 bench/lockorder_soundness.py --cbounds build/bin/cbounds --random 200
"""

import argparse
import concurrent.futures
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from static_soundness import programs, variants  # noqa: E402

VERDICTS = {0: "SAFE", 10: "UNSAFE", 20: "UNKNOWN"}


def run(cmd, seconds):
    try:
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                           errors="replace", timeout=seconds + 30)
    except subprocess.TimeoutExpired:
        return "TIMEOUT", ""
    return VERDICTS.get(r.returncode, "EXIT %d" % r.returncode), r.stdout


def check(args, path, flags):
    pass_answer, _ = run([args.cbounds, path, *flags, "--property", "no-deadlock",
                          "--lockorder-only"], 60)
    if args.only_proved and pass_answer != "SAFE":
        return pass_answer, "not run", False
    precise, out = run([args.cbounds, path, *flags, "--property", "no-deadlock",
                        "--no-static-proof", "--no-deepen", "-K", str(args.k), "--timeout",
                        str(args.seconds)], args.seconds)
    deadlock = precise == "UNSAFE" and out.startswith("UNSAFE: deadlock")
    return pass_answer, precise, deadlock


def lock_block(rng, locks, helpers):
    """Takes 1-3 locks nested in a random order, maybe conditionally or by trylock, maybe
    through a helper, and releases them (or, rarely, forgets one)."""
    taken = rng.sample(locks, rng.randint(1, min(3, len(locks))))
    out, close = [], []
    for m in taken:
        how = rng.random()
        if how < 0.15:
            out.append("if (pthread_mutex_trylock(&%s) == 0) {" % m)
            close.insert(0, "pthread_mutex_unlock(&%s); }" % m)
            continue
        if how < 0.3:
            helpers.add(m)
            out.append("take_%s();" % m)
        elif how < 0.4:
            out.append("if (__VERIFIER_nondet_int()) {")
            out.append("pthread_mutex_lock(&%s);" % m)
            close.insert(0, "pthread_mutex_unlock(&%s); }" % m)
            out.append("shared++;")
            continue
        else:
            out.append("pthread_mutex_lock(&%s);" % m)
        close.insert(0, "" if rng.random() < 0.05 else "pthread_mutex_unlock(&%s);" % m)
    return out + ["shared++;"] + [c for c in close if c]


def random_program(seed):
    rng = random.Random(seed)
    locks = ["m%d" % i for i in range(rng.randint(2, 3))]
    helpers = set()
    threads = rng.randint(2, 3)
    bodies = []
    for t in range(threads):
        body = []
        for _ in range(rng.randint(1, 2)):
            body += lock_block(rng, locks, helpers)
        bodies.append(body)
    lines = ["#include <pthread.h>", "extern int __VERIFIER_nondet_int(void);", "int shared;"]
    lines += ["pthread_mutex_t %s = PTHREAD_MUTEX_INITIALIZER;" % m for m in locks]
    for m in sorted(helpers):
        lines.append("void take_%s(void) { pthread_mutex_lock(&%s); }" % (m, m))
    for t, body in enumerate(bodies):
        lines += ["void *t%d(void *arg) {" % t] + ["  " + x for x in body] + ["  return 0;", "}"]
    lines += ["int main(void) {"] + ["  pthread_t h%d;" % t for t in range(threads)]
    lines += ["  pthread_create(&h%d, 0, t%d, 0);" % (t, t) for t in range(threads)]
    held = None
    if rng.random() < 0.3:
        held = rng.choice(locks)
        lines.append("  pthread_mutex_lock(&%s);" % held)
    lines += ["  pthread_join(h%d, 0);" % t for t in range(threads)]
    if held:
        lines.append("  pthread_mutex_unlock(&%s);" % held)
    lines += ["  return 0;", "}"]
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cbounds", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seconds", type=int, default=60, help="time limit of a precise check")
    ap.add_argument("-K", dest="k", type=int, default=3, help="rounds of the precise check")
    ap.add_argument("paths", nargs="*", default=[os.path.join(ROOT, "lit-tests")])
    ap.add_argument("--random", type=int, default=0, metavar="N",
                    help="check N random lock programs (written to --out)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only-proved", action="store_true",
                    help="run the precise check only where the pass proves (faster; the "
                    "deadlocks it refuses are then not counted)")
    ap.add_argument("--out", default="/tmp/lockorder-soundness")
    args = ap.parse_args()
    if args.random:
        os.makedirs(args.out, exist_ok=True)
        args.paths = []
        for i in range(args.random):
            path = os.path.join(args.out, "l%d-%04d.c" % (args.seed, i))
            with open(path, "w") as f:
                f.write(random_program("%d-%d" % (args.seed, i)))
            args.paths.append(path)
    work = [(p, flags) for p in programs(args.paths) for flags in variants(p)]
    proved = wrong = deadlocks = refused = 0
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for (path, flags), (answer, precise, deadlock) in pool.map(
                lambda w: (w, check(args, *w)), work):
            proved += answer == "SAFE"
            deadlocks += deadlock
            refused += deadlock and answer != "SAFE"
            bad = answer == "SAFE" and precise == "UNSAFE"
            wrong += bad
            if answer == "SAFE" or deadlock:
                print("%s %s %s: lock-order pass %s, precise check %s%s" %
                      ("WRONG" if bad else "ok", os.path.relpath(path), " ".join(flags), answer,
                       precise, " (deadlock)" if deadlock else ""), flush=True)
    print("%d variants, %d proved, %d deadlocks found (all refused: %s), %d wrong" %
          (len(work), proved, deadlocks, "yes" if refused == deadlocks else "no", wrong))
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
