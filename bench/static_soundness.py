#!/usr/bin/env python3
"""Soundness of the static proof (docs/static-proof.md) against the bounded check.

For every C program of the lit suite, once per set of -D flags its RUN lines use (and
once without any), runs cbounds with --verbosity 2 until the static analysis answers
(the run is stopped there). Each program the analysis proves is then checked by the
bounded check alone (--no-static-proof, -K 2 or -K given, a time limit): it must never answer
UNSAFE. Programs given as arguments (files or directories of .c files) are checked the
same way instead of the lit suite, e.g. the oracles' random programs.

Prints one line per proved program (the analysis that proved it, the bounded verdict),
and last `N variants, P proved, W wrong`. Exits 1 if any is wrong. Python 3 standard
library only.

    python3 bench/static_soundness.py --cbounds build/bin/cbounds [--jobs 2] [paths...]
"""

import argparse
import concurrent.futures
import os
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
    args = ap.parse_args()
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
