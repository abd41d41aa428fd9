#!/usr/bin/env python3
"""Differential check of the mover analysis (docs/sequentialization.md, "Switch points").

Random tiny pthread programs with a mutex, a heap block that a worker may free, and a
function that publishes its local for a while. These are the things that make accesses
movers (no switch point: a common lock, or no conflicting access), and the things that
end lifetimes. cbounds must give the same verdict with its switch points (movers left
out) as with `--switch-points=all`, for every K asked. Both answers are cbounds', so this
is no oracle of the truth, but the reduction must not change a verdict: a difference is
a bug in the mover analysis (or in what the encoder does without switch points).

    python3 movers_diff.py --seed S -n N --cbounds build/bin/cbounds --out DIR [-q]

Prints one line per program (the verdicts per K), the program and both outputs of every
difference, then `verdicts: ...` (how many SAFE and UNSAFE were compared, so that the
check is seen not to be vacuous) and last `N passed, M failed` (one check = one K of one
program). UNKNOWN on either side (a timeout) is skipped and counted. Exit status 1 if
anything differed. Python 3 standard library only.
"""

import argparse
import concurrent.futures
import os
import random
import subprocess
import sys

GLOBALS = ("x", "y")


class Gen:
    """One random program as C text."""

    def __init__(self, rng):
        self.rng = rng
        self.free_left = rng.random() < 0.7  # one worker may free the block, once
        self.scoped = rng.random() < 0.4     # a worker publishes a local for a while
        self.locals = 0
        # Locations only ever accessed under the mutex: their accesses are movers.
        self.protected = {v for v in ("x", "y", "blk") if rng.random() < 0.5}

    def const(self):
        return self.rng.randint(0, 3)

    def glob(self, locked):
        choices = [g for g in GLOBALS if locked or g not in self.protected]
        return self.rng.choice(choices) if choices else None

    def fresh(self):
        self.locals += 1
        return "a%d" % self.locals

    def statement(self, names, out, indent, may_free, locked):
        r = self.rng.random()
        if may_free and self.free_left and self.rng.random() < 0.25:
            r = 0.85  # the free
        g = self.glob(locked)
        if g is None:  # every global is protected: only a block of its own here
            r = 0.7 if "blk" not in self.protected else 0.95
            g = "x"
        blk = locked or "blk" not in self.protected
        pad = " " * indent
        cell = "blk[%d]" % self.rng.randint(0, 1)
        if r < 0.15:
            out.append("%s%s = %d;" % (pad, g, self.const()))
        elif r < 0.27:
            out.append("%s%s = %s + %d;" % (pad, g, self.glob(locked), self.const()))
        elif r < 0.37:
            out.append("%s%s++;" % (pad, g))
        elif r < 0.49:
            name = self.fresh()
            out.append("%sint %s = %s;" % (pad, name, g))
            names.append(name)
        elif r < 0.6 and names:
            a = self.rng.choice(names)
            if self.rng.random() < 0.5:
                out.append("%sassert(%s != %d);" % (pad, a, self.const()))
            else:
                out.append("%sassert(%s != %s + %d);" % (pad, a, g, self.const()))
        elif r < 0.66:
            out.append("%sif (%s == %d)" % (pad, g, self.const()))
            out.append("%s  %s = %d;" % (pad, self.glob(locked), self.const()))
        elif r < 0.8 and blk:
            # The block, unless a worker said it freed it: a check, then the access.
            # Mostly reads: they conflict with nothing but writes and the free.
            if self.rng.random() < 0.1:
                out.append("%sif (!blk_freed)" % pad)
                out.append("%s  %s = %s + %d;" % (pad, cell, self.glob(locked) or 0, self.const()))
            else:
                name = self.fresh()
                out.append("%sint %s = blk_freed ? 0 : %s;" % (pad, name, cell))
                names.append(name)
        elif 0.8 <= r < 0.88 and may_free and self.free_left and blk:
            self.free_left = False
            if self.rng.random() < 0.5:
                out += ["%sfree(blk);" % pad, "%sblk_freed = 1;" % pad]
            else:
                out += ["%sblk_freed = 1;" % pad, "%sfree(blk);" % pad]
        elif self.scoped:
            if self.rng.random() < 0.5:
                out.append("%sscoped();" % pad)
            elif self.rng.random() < 0.3:
                out.append("%s{" % pad)
                out.append("%s  int *p = published;" % pad)
                out.append("%s  if (p)" % pad)
                out.append("%s    *p = %d;" % (pad, self.const()))
                out.append("%s}" % pad)
            else:
                name = self.fresh()
                out.append("%sint *p%s = published;" % (pad, name))
                out.append("%sint %s = p%s ? *p%s : 0;" % (pad, name, name, name))
                names.append(name)
        elif g in self.protected and not locked:
            out.append("%s(void)0;" % pad)
        else:
            out.append("%s%s = %d;" % (pad, g, self.const()))

    def worker(self, index, may_free):
        out = ["void *t%d(void *arg) {" % index, "  (void)arg;"]
        names = []
        for _ in range(self.rng.randint(2, 4)):
            if self.rng.random() < 0.45:
                out.append("  pthread_mutex_lock(&m);")
                for _ in range(self.rng.randint(1, 3)):
                    self.statement(names, out, 2, may_free, True)
                out.append("  pthread_mutex_unlock(&m);")
            else:
                self.statement(names, out, 2, may_free, False)
        out += ["  return 0;", "}", ""]
        return out

    @staticmethod
    def locked(lock, lines):
        if not lock:
            return lines
        return ["  pthread_mutex_lock(&m);"] + lines + ["  pthread_mutex_unlock(&m);"]

    def program(self, title):
        workers = self.rng.randint(2, 3)
        freer = self.rng.randint(1, workers)
        body = []
        for t in range(1, workers + 1):
            body += self.worker(t, t == freer)
        head = ["// %s: a random program of lit-tests/oracle-threads/movers_diff.py" % title,
                "#include <assert.h>", "#include <pthread.h>", "#include <stdlib.h>", "",
                "int x = %d, y;" % self.const(), "int *blk;", "int blk_freed;",
                "int *published, flag;", "pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;", "",
                "void scoped(void) {", "  int local = 0;", "  published = &local;",
                "  flag = %d;" % self.const(), "  published = 0;", "  (void)local;", "}", ""]
        main = ["int main(void) {", "  pthread_t h[%d];" % workers,
                "  blk = malloc(2 * sizeof *blk);", "  if (!blk)", "    return 0;",
                "  blk[0] = 0;", "  blk[1] = %d;" % self.const()]
        main += ["  pthread_create(&h[%d], 0, t%d, 0);" % (t - 1, t)
                 for t in range(1, workers + 1)]
        main += ["  pthread_join(h[%d], 0);" % (t - 1) for t in range(1, workers + 1)]
        # After the joins, under the mutex where the threads' accesses are.
        if self.rng.random() < 0.7:
            g = self.rng.choice(("x", "y"))
            main += self.locked(g in self.protected,
                                ["  assert(%s != %d);" % (g, self.const())])
        main += ["  return 0;", "}"]
        return "\n".join(head + body + main) + "\n"


def verdict(cbounds, path, k, extra, timeout):
    command = [cbounds, path, "--no-deepen", "-K", str(k), "--timeout", str(timeout)] + extra
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout + 30)
    except subprocess.TimeoutExpired:
        return "UNKNOWN", "(killed)", command
    first = done.stdout.split(":", 1)[0] if done.stdout else "NO-OUTPUT"
    return first, done.stdout + done.stderr, command


def check(args, index):
    title = "s%s-m%03d" % (args.seed, index)
    rng = random.Random("%s:%d" % (args.seed, index))
    path = os.path.join(args.out, title + ".c")
    with open(path, "w") as f:
        f.write(Gen(rng).program(title))
    results, report = [], []
    for k in args.k:
        a = verdict(args.cbounds, path, k, [], args.timeout)
        b = verdict(args.cbounds, path, k, ["--switch-points=all"], args.timeout)
        if "UNKNOWN" in (a[0], b[0]):
            results.append((k, "skipped", a[0], b[0]))
        elif a[0] == b[0]:
            results.append((k, "passed", a[0], b[0]))
        else:
            results.append((k, "failed", a[0], b[0]))
            report.append("  K=%d: %s -> %s, with --switch-points=all %s" %
                          (k, " ".join(a[2]), a[0], b[0]))
            report.append("    " + a[1].strip().replace("\n", "\n    "))
            report.append("    --switch-points=all: " + b[1].strip().split("\n")[0])
    if not report and not args.keep:
        os.unlink(path)
    return title, path, results, report


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", default="1")
    parser.add_argument("-n", "--count", type=int, default=20)
    parser.add_argument("--cbounds", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("-k", type=lambda s: [int(v) for v in s.split(",")], default=[1, 2, 3],
                        help="the K to compare (comma-separated; default 1,2,3)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=int, default=30)
    parser.add_argument("--every", type=int, default=1, help="check every N-th program only")
    parser.add_argument("--keep", action="store_true", help="keep agreeing programs too")
    parser.add_argument("-q", action="store_true", help="no line for agreeing programs")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    counts = {"passed": 0, "failed": 0, "skipped": 0}
    verdicts = {"SAFE": 0, "UNSAFE": 0}
    indices = range(0, args.count, args.every)
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for title, path, results, report in pool.map(lambda i: check(args, i), indices):
            for k, outcome, a, _ in results:
                counts[outcome] += 1
                if outcome != "skipped" and a in verdicts:
                    verdicts[a] += 1
            line = " ".join("K%d=%s" % (k, a if outcome != "failed" else a + "/" + b)
                            for k, outcome, a, b in results)
            if report or not args.q:
                print("%s %s%s" % (title, line, "  DIFFERS: " + path if report else ""))
            for r in report:
                print(r)
    print("verdicts: %d SAFE, %d UNSAFE (skipped: %d)" %
          (verdicts["SAFE"], verdicts["UNSAFE"], counts["skipped"]))
    print("%d passed, %d failed" % (counts["passed"], counts["failed"]))
    return 1 if counts["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
