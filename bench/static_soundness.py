#!/usr/bin/env python3
"""Soundness of the static proof (docs/static-proof.md) against the bounded check.

For every C program of the lit suite, once per set of -D flags its RUN lines use (and
once without any), runs cbounds with --verbosity 2 until the static analysis answers
(the run is stopped there). Each program the analysis proves is then checked by the
bounded check alone (--no-static-proof, -K 2 or -K given, a time limit): it must never answer
UNSAFE. Programs given as arguments (files or directories of .c files) are checked the
same way instead of the lit suite, e.g. the oracles' random programs. --random N writes N
random lock-protected programs first (random_program below: 2-3 threads, 2-3 globals,
two mutexes and atomic sections, guarded updates, assertions about ranges, and some
accesses outside any lock) and checks those.

Prints one line per proved program (the analysis that proved it, the bounded verdict),
and last `N variants, P proved, W wrong`. Exits 1 if any is wrong. Python 3 standard
library only.

    python3 bench/static_soundness.py --cbounds build/bin/cbounds [--jobs 2] [paths...]
"""

import argparse
import concurrent.futures
import os
import random
import re
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
PROVED = re.compile(r"static range analysis: no error is reachable \(.*?(per-mutex invariants)?\)$",
                    re.M)


def variants(path):
    """The -D flag sets of a test's RUN lines, and no flags."""
    seen = [()]
    with open(path, errors="replace") as f:
        for line in f:
            if "RUN:" not in line:
                continue
            try:
                words = shlex.split(line.split("RUN:", 1)[1])
            except ValueError:
                continue
            flags = tuple(w for w in words if w.startswith("-D"))
            if flags not in seen:
                seen.append(flags)
    return seen


def static_answer(cbounds, path, flags):
    """'plain', 'modular' or None (no proof), from the first lines of a run."""
    cmd = [cbounds, path, *flags, "--verbosity", "2", "--no-deepen"]
    with subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                          errors="replace", start_new_session=True) as p:
        answer = None
        try:
            for line in p.stderr:
                if "static range analysis:" in line:
                    m = PROVED.search(line.rstrip("\n"))
                    answer = (("modular" if m.group(1) else "plain") if m else None)
                    break
        finally:
            try:
                os.killpg(p.pid, 9)
            except ProcessLookupError:
                pass
    return answer


def bounded_answer(cbounds, path, flags, seconds, k):
    cmd = [cbounds, path, *flags, "--no-static-proof", "--no-deepen", "-K", str(k),
           "--timeout", str(seconds)]
    try:
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                           errors="replace", timeout=seconds + 30)
    except subprocess.TimeoutExpired:
        return "TIMEOUT"
    return {0: "SAFE", 10: "UNSAFE", 20: "UNKNOWN"}.get(r.returncode, "EXIT %d" % r.returncode)


def check(args, path, flags):
    answer = static_answer(args.cbounds, path, flags)
    if answer is None:
        return None
    return answer, bounded_answer(args.cbounds, path, flags, args.seconds, args.k)


def random_block(rng, names, limit):
    """A few statements on the globals, inside a lock, an atomic section or neither:
    mostly updates that keep each global in 0..limit, checks of that range, and
    excursions out of it that last only inside the block (visible to threads that read
    without the lock, or when the block is not protected)."""
    stmts = []
    for _ in range(rng.randint(1, 3)):
        g, c = rng.choice(names), rng.randint(0, limit)
        stmts.append(rng.choice([
            "%s = %d;" % (g, c),
            "if (%s < %d) %s = %s + 1;" % (g, limit, g, g),
            "if (%s > 0) %s = %s - 1;" % (g, g, g),
            "%s = %d; %s = %d;" % (g, limit + 1, g, c),
            "if (%s < 0 || %s > %d) reach_error();" % (g, g, limit),
            "if (%s < 0 || %s > %d) reach_error();" % (g, g, limit - rng.randint(0, 1)),
            "%s = %s + 1;" % (g, g)]))
    kind = rng.choice(["m1", "m1", "m2", "atomic", "atomic", "none"])
    if kind == "atomic":
        return ["__VERIFIER_atomic_begin();"] + stmts + ["__VERIFIER_atomic_end();"]
    if kind == "none":
        return stmts
    out = ["pthread_mutex_lock(&%s);" % kind] + stmts + ["pthread_mutex_unlock(&%s);" % kind]
    if rng.random() < 0.05:  # an unlock in the middle of the section
        out.insert(rng.randint(1, len(out) - 1), "pthread_mutex_unlock(&%s);" % kind)
    return out


def random_program(seed):
    rng = random.Random(seed)
    names = ["g%d" % i for i in range(rng.randint(2, 3))]
    limit = rng.randint(2, 3)
    lines = ["#include <pthread.h>", "extern void reach_error(void);",
             "extern void __VERIFIER_atomic_begin(void);",
             "extern void __VERIFIER_atomic_end(void);",
             "pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER, m2 = PTHREAD_MUTEX_INITIALIZER;"]
    lines += ["int %s = %d;" % (g, rng.randint(0, 2)) for g in names]
    threads = rng.randint(2, 3)
    for t in range(threads):
        lines.append("void *t%d(void *arg) {" % t)
        for _ in range(rng.randint(1, 3)):
            lines += ["  " + x for x in random_block(rng, names, limit)]
        lines += ["  return 0;", "}"]
    lines += ["int main(void) {", "  pthread_t t;"]
    lines += ["  %s = %d;" % (g, rng.randint(0, 2)) for g in names if rng.random() < 0.5]
    for t in range(threads):
        lines.append("  pthread_create(&t, 0, t%d, 0);" % t)
    if rng.random() < 0.5:
        lines += ["  " + x for x in random_block(rng, names, limit)]
    lines += ["  return 0;", "}"]
    return "\n".join(lines) + "\n"


def programs(paths):
    for p in paths:
        if os.path.isdir(p):
            for d, _, files in sorted(os.walk(p)):
                for f in sorted(files):
                    if f.endswith(".c"):
                        yield os.path.join(d, f)
        else:
            yield p


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cbounds", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seconds", type=int, default=60, help="time limit of a bounded check")
    ap.add_argument("-K", dest="k", type=int, default=2, help="rounds of the bounded check")
    ap.add_argument("paths", nargs="*", default=[os.path.join(ROOT, "lit-tests")])
    ap.add_argument("--random", type=int, default=0, metavar="N",
                    help="check N random lock-protected programs (written to --out)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="/tmp/static-soundness")
    args = ap.parse_args()
    if args.random:
        os.makedirs(args.out, exist_ok=True)
        args.paths = []
        for i in range(args.random):
            path = os.path.join(args.out, "s%d-%04d.c" % (args.seed, i))
            with open(path, "w") as f:
                f.write(random_program("%d-%d" % (args.seed, i)))
            args.paths.append(path)
    work = [(p, flags) for p in programs(args.paths) for flags in variants(p)]
    proved = wrong = 0
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = pool.map(lambda w: (w, check(args, *w)), work)
        for (path, flags), result in results:
            if result is None:
                continue
            proved += 1
            answer, bounded = result
            bad = bounded == "UNSAFE"
            wrong += bad
            print("%s %s %s: proved (%s), bounded check %s" %
                  ("WRONG" if bad else "ok", os.path.relpath(path), " ".join(flags), answer,
                   bounded), flush=True)
    print("%d variants, %d proved, %d wrong" % (len(work), proved, wrong))
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
