#!/usr/bin/env python3
"""Soundness of slicing (docs/sequentialization.md, "Slicing") against --no-slice.

Slicing removes only what no check can depend on, so it must never change a verdict
from SAFE to UNSAFE or back. For every C program of the lit suite (or the paths given),
once per property setting its RUN lines use (the -D flags, --race, --property, --32),
runs the bounded check (-K 2 --no-deepen) with and without --no-slice and compares.

Prints one line per variant whose verdicts differ, then
`N variants, S same, D differ (W wrong: SAFE against UNSAFE)`. A difference that is not
wrong is a timeout or UNKNOWN on one side (slicing may make a check fast enough to
answer). Exits 1 if any is wrong. Python 3 standard library only.

    python3 bench/slice_soundness.py --cbounds build/bin/cbounds [--jobs 2] [paths...]
"""

import argparse
import concurrent.futures
import os
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VERDICTS = {0: "SAFE", 10: "UNSAFE", 20: "UNKNOWN"}
KEPT = ("--race", "--32", "--64")


def variants(path):
    """The property settings of a test's RUN lines (and none)."""
    seen = [()]
    with open(path, errors="replace") as f:
        for line in f:
            if "RUN:" not in line or "%cbounds" not in line:
                continue
            try:
                words = shlex.split(line.split("RUN:", 1)[1].split("|")[0])
            except ValueError:
                continue
            flags = []
            for i, w in enumerate(words):
                if w.startswith("-D") or w in KEPT:
                    flags.append(w)
                elif w == "--property" and i + 1 < len(words):
                    flags += [w, words[i + 1]]
            flags = tuple(flags)
            if flags not in seen:
                seen.append(flags)
    return seen


def programs(paths):
    for p in paths:
        if os.path.isdir(p):
            for d, _, files in sorted(os.walk(p)):
                if "Inputs" in d.split(os.sep):
                    continue
                for f in sorted(files):
                    if f.endswith(".c"):
                        yield os.path.join(d, f)
        else:
            yield p


def run(args, path, flags, extra):
    cmd = [args.cbounds, path, *flags, "--no-deepen", "-K", str(args.k), "--timeout",
           str(args.seconds), "--quiet", *extra]
    try:
        r = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           timeout=args.seconds + 30)
    except subprocess.TimeoutExpired:
        return "TIMEOUT"
    return VERDICTS.get(r.returncode, "EXIT %d" % r.returncode)


def check(args, path, flags):
    return run(args, path, flags, []), run(args, path, flags, ["--no-slice"])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cbounds", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seconds", type=int, default=30, help="time limit of a check")
    ap.add_argument("-K", dest="k", type=int, default=2)
    ap.add_argument("paths", nargs="*", default=[os.path.join(ROOT, "lit-tests")])
    args = ap.parse_args()
    work = [(p, v) for p in programs(args.paths) for v in variants(p)]
    same = differ = wrong = 0
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = {pool.submit(check, args, p, v): (p, v) for p, v in work}
        for f in concurrent.futures.as_completed(futures):
            p, v = futures[f]
            sliced, plain = f.result()
            if sliced == plain:
                same += 1
                continue
            differ += 1
            bad = {sliced, plain} == {"SAFE", "UNSAFE"}
            wrong += bad
            print("%s %s %s: sliced %s, --no-slice %s" % ("WRONG" if bad else "differ",
                  os.path.relpath(p, ROOT), " ".join(v), sliced, plain), flush=True)
    print("%d variants, %d same, %d differ (%d wrong: SAFE against UNSAFE)" %
          (len(work), same, differ, wrong))
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
