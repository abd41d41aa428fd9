#!/usr/bin/env python3
"""Threaded oracle: cbounds' verdicts on random pthread programs against an exhaustive
schedule enumerator (see README.md).

For each random program (gen_threads.py) the enumerator (schedules.py) finds, for every
round bound k = 1..4, the fewest preemptions of a failing interleaving within k rounds
(none: SAFE). cbounds is run as

    -K k                      k = 1..4: the verdict, and on UNSAFE the preemptions P of
                              its contexts line (the fewest within k rounds)
    (every run with --fewest-preemptions, so that P is the fewest within its k)
    -K 3 --preemptions p      p = 0..2: UNSAFE iff a failure within 3 rounds needs <= p
    (no -K)                   iterative k = 1..4: its contexts line names the smallest
                              k with a failure and the fewest preemptions within it
    --preemptions p           p = 0, 1, iterative: the smallest k with a failure of at
                              most p preemptions

and on every UNSAFE answer the failing assertion must be one that fails within the
bounds after exactly the preemptions reported, in the round reported or earlier.

With --race it checks cbounds --race (no data race) against races.py instead: -K 1..4
and the iterative search (--race-checks), the verdict, the k of the contexts line, the
line of the second access and the accesses the trace names (README.md, "Data races").

Prints one line per program, the details of every disagreement (the program stays in
--out with its JSON form, the oracle's answers and cbounds' outputs), the mix of the
oracle's answers, an agreement line and last `N passed, M failed` (one check = one
cbounds run). Exits 1 if anything disagreed. Python 3 standard library only.
"""

import argparse
import concurrent.futures
import json
import os
import re
import resource
import sys
import threading
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_threads  # noqa: E402
import races  # noqa: E402
import schedules  # noqa: E402
# The sequential oracle's runner of a command under a timeout (its own process group).
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "oracle"))
from gen_c import run  # noqa: E402

KMAX = schedules.KMAX
KINDS = ("verdict", "contexts", "assertion", "trace")
EXIT_NAMES = {0: "SAFE", 10: "UNSAFE", 20: "UNKNOWN", 2: "INPUT-ERROR"}
RX_FAIL = re.compile(r"^UNSAFE: assertion failed at (\S+):(\d+)$", re.M)
RX_ITER = re.compile(r"^contexts: found with k=(\d+) rounds \(none with fewer\), "
                     r"(\d+) preemptions? before the failure$", re.M)
RX_K = re.compile(r"^contexts: the failure is in round (\d+) of K=(\d+), "
                  r"after (\d+) preemptions?$", re.M)


class Prog:
    def __init__(self, name, prog, fails):
        self.name = name
        self.prog = prog
        self.fails = fails
        self.ans = schedules.answers(fails)
        self.text, self.assert_lines = gen_threads.to_c(prog, name)
        self.line_to_assert = {l: a for a, l in self.assert_lines.items()}
        self.checks = []
        self.problems = []      # the oracle's own (crosscheck) problems
        self.notes = []


class Check:
    """One cbounds run: label, options, and what the oracle expects."""

    def __init__(self, prog, label, opts, k, p, iterative):
        self.prog = prog
        self.label = label
        self.opts = opts
        self.k = k              # the round bound (KMAX for the iterative runs)
        self.p = p              # the preemption bound or None
        self.iterative = iterative
        self.result = None
        self.problems = []

    def expected(self):
        """(verdict, k of the contexts line, P) the oracle expects."""
        fails = self.prog.fails
        if self.iterative:
            for k in range(1, KMAX + 1):
                m = min_pre(fails, k, self.p)
                if m is not None:
                    return "UNSAFE", k, m
            return "SAFE", None, None
        m = min_pre(fails, self.k, self.p)
        return ("SAFE", None, None) if m is None else ("UNSAFE", self.k, m)

    def expected_text(self):
        v, k, p = self.expected()
        if v == "SAFE":
            return "SAFE"
        if self.iterative:
            return "UNSAFE, first with k=%d, %d preemptions" % (k, p)
        return "UNSAFE, %d preemptions" % p


def min_pre(fails, k, pbound=None, asserts=None):
    vals = [q for (r, a), q in fails.items()
            if r <= k and (pbound is None or q <= pbound) and (asserts is None or a in asserts)]
    return min(vals) if vals else None


def make_checks(prog):
    cs = []
    for k in range(1, KMAX + 1):
        cs.append(Check(prog, "K%d" % k, ["-K", str(k)], k, None, False))
    for p in range(0, 3):
        cs.append(Check(prog, "K3-p%d" % p, ["-K", "3", "--preemptions", str(p)], 3, p, False))
    cs.append(Check(prog, "iter", [], KMAX, None, True))
    for p in range(0, 2):
        cs.append(Check(prog, "iter-p%d" % p, ["--preemptions", str(p)], KMAX, p, True))
    return cs


def judge(chk):
    """Compares cbounds' answer with the oracle's; fills chk.problems."""
    code, out, err, _ = chk.result
    verdict, ek, ep = chk.expected()
    got = EXIT_NAMES.get(code, "exit %s" % code) if code != "timeout" else "timeout"
    if got != verdict:
        chk.problems.append("verdict: cbounds %s, oracle %s" % (got, chk.expected_text()))
        return
    if verdict == "SAFE":
        return
    fails = chk.prog.fails
    m = RX_FAIL.search(out)
    if not m:
        chk.problems.append("assertion: no 'UNSAFE: assertion failed at FILE:LINE' line")
        return
    line = int(m.group(2))
    aid = chk.prog.line_to_assert.get(line)
    if aid is None:
        chk.problems.append("assertion: cbounds names line %d, which is no assertion" % line)
        return
    if chk.iterative:
        m = RX_ITER.search(out)
        if not m:
            chk.problems.append("contexts: no 'contexts: found with k=N rounds ...' line")
            return
        k, p, rnd = int(m.group(1)), int(m.group(2)), int(m.group(1))
        if (k, p) != (ek, ep):
            chk.problems.append("contexts: cbounds k=%d, %d preemptions; oracle k=%d, %d "
                                "preemptions" % (k, p, ek, ep))
    else:
        m = RX_K.search(out)
        if not m:
            chk.problems.append("contexts: no 'contexts: the failure is in round R of K=k ...' line")
            return
        rnd, kk, p = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if kk != chk.k or rnd > chk.k or rnd < 1:
            chk.problems.append("contexts: round %d of K=%d with -K %d" % (rnd, kk, chk.k))
        if p != ep:
            chk.problems.append("contexts: cbounds %d preemptions, oracle %d (fewest within "
                                "%d rounds%s)" % (p, ep, chk.k, "" if chk.p is None else
                                                  ", at most %d preemptions" % chk.p))
    # The trace shown fails assertion aid in round rnd after p preemptions: its
    # interleaving needs at most rnd rounds, so the oracle must know such a failure.
    q = min_pre(fails, rnd, None, {aid})
    if q is None or q > p:
        chk.problems.append(
            "trace: cbounds fails assertion %d (line %d) in round %d after %d preemptions; "
            "the oracle's fewest for that assertion within %d rounds: %s" % (
                aid, line, rnd, p, rnd, "none (it cannot fail)" if q is None else q))


def oracle_text(prog):
    lines = []
    for (r, a), p in sorted(prog.fails.items()):
        lines.append("assertion %d (line %d) fails in an interleaving of %d rounds with %d "
                     "preemptions (fewest)" % (a, prog.assert_lines[a], r, p))
    if not prog.fails:
        lines.append("no assertion fails within %d rounds" % KMAX)
    for k in range(1, KMAX + 1):
        m = prog.ans["minpre"][k]
        lines.append("-K %d: %s" % (k, "SAFE" if m is None else
                                    "UNSAFE, fewest preemptions %d" % m))
    return lines


def save(prog, out_dir):
    with open(os.path.join(out_dir, prog.name + ".c"), "w") as f:
        f.write(prog.text)
    with open(os.path.join(out_dir, prog.name + ".json"), "w") as f:
        json.dump(prog.prog, f)
        f.write("\n")
    with open(os.path.join(out_dir, prog.name + ".oracle.txt"), "w") as f:
        f.write("\n".join(oracle_text(prog)) + "\n")


def kind(prog):
    a = prog.ans
    if a["first_k"] is None:
        return "SAFE within %d rounds" % KMAX
    if a["minpre"][KMAX] >= 1:
        return "UNSAFE, needs a preemption"
    return "UNSAFE from k=%d" % a["first_k"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-n", "--count", type=int, default=20, help="number of programs")
    ap.add_argument("--first", type=int, default=0, help="index of the first program")
    ap.add_argument("--every", type=int, default=1,
                    help="check only every Nth of the programs (the suite's sanitizer run "
                    "takes half: it looks for memory errors, the plain run for agreement)")
    ap.add_argument("--cbounds", default="cbounds")
    ap.add_argument("--out", required=True, help="directory for the files of disagreements")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=30, help="seconds per cbounds run")
    ap.add_argument("--keep", action="store_true", help="keep the files of agreeing programs")
    ap.add_argument("--program", action="append", default=[],
                    help="check this saved program (NAME.json) instead of random ones")
    ap.add_argument("--ignore", default="",
                    help="comma-separated kinds of problems that count as agreement (they are "
                    "still listed, as notes): " + ", ".join(KINDS))
    ap.add_argument("--max-steps", type=int, default=None,
                    help="visible steps of a worker on its longest path (default %d, with "
                    "--race %d; one less with 3 workers)" % (gen_threads.MAX_STEPS,
                                                             gen_threads.RACE_MAX_STEPS))
    ap.add_argument("--race", action="store_true",
                    help="check --race (no data race) instead of assertions (races.py)")
    ap.add_argument("--race-checks", default="K1,K2,K3,K4,iter,iter-nl",
                    help="with --race: the cbounds runs per program, among K1..K4, iter, "
                    "K3-p1, iter-p1 and with --no-lockset K1-nl..K4-nl, iter-nl (default "
                    "K1,K2,K3,K4,iter,iter-nl)")
    ap.add_argument("--no-prestores", action="store_true",
                    help="with --race: main stores nothing before its creates (cbounds --race "
                    "is slow on such programs, see README.md)")
    ap.add_argument("--race-semantics", choices=races.SEMANTICS, default="stop",
                    help="with --race: how to read 'right after the first access' (races.py; "
                    "default stop, cbounds' monitor)")
    ap.add_argument("--crosscheck", action="store_true",
                    help="also check the enumerator against the brute force (schedules.py)")
    ap.add_argument("-q", "--quiet", action="store_true", help="no lines for agreeing programs")
    args = ap.parse_args()
    if args.every < 1:
        ap.error("--every: must be 1 or more")
    if args.race:
        return race_main(ap, args)

    ignore = [w for w in args.ignore.split(",") if w]
    for w in ignore:
        if w not in KINDS:
            ap.error("--ignore: unknown kind %r (known: %s)" % (w, ", ".join(KINDS)))
    if args.max_steps is None:
        args.max_steps = gen_threads.MAX_STEPS
    gen_threads.MAX_STEPS = args.max_steps
    gen_threads.MAX_STEPS_3 = args.max_steps - 1
    os.makedirs(args.out, exist_ok=True)
    t_start = time.time()
    progs = []
    if args.program:
        for path in args.program:
            with open(path) as f:
                p = json.load(f)
            name = os.path.splitext(os.path.basename(path))[0]
            progs.append(Prog(name, p, schedules.analyse(p)))
    else:
        for i in range(args.first, args.first + args.count, args.every):
            p, fails, _ = gen_threads.generate("%d:%d" % (args.seed, i))
            progs.append(Prog("s%d-t%03d" % (args.seed, i), p, fails))
    for prog in progs:
        save(prog, args.out)
        prog.checks = make_checks(prog)
        if args.crosscheck:
            try:
                b = schedules.brute_force(prog.prog)
                if b != prog.fails:
                    prog.problems.append("oracle: the search and the brute force differ: %r vs %r"
                                         % (sorted(prog.fails.items()), sorted(b.items())))
            except RuntimeError as e:
                prog.notes.append("oracle: brute force skipped (%s)" % e)

    checks = [c for p in progs for c in p.checks]
    done = [0]
    lock = threading.Lock()

    def one(c):
        path = os.path.join(args.out, c.prog.name + ".c")
        cmd = [args.cbounds, path, "--no-deepen"] + c.opts + ["--fewest-preemptions", "--timeout", str(args.timeout)]
        c.cmd = cmd
        c.result = run(cmd, args.timeout + 30)
        judge(c)
        with lock:
            done[0] += 1
            if sys.stderr.isatty():
                print("\r%d/%d cbounds runs" % (done[0], len(checks)), end="", file=sys.stderr)
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        list(pool.map(one, checks))
    if sys.stderr.isatty():
        print(file=sys.stderr)

    passed = failed = 0
    oracle_failed = 0
    mix = {}
    verdicts = {"SAFE": 0, "UNSAFE": 0}
    by_label = {}
    by_kind = {}
    for prog in progs:
        mix[kind(prog)] = mix.get(kind(prog), 0) + 1
        for c in prog.checks:
            verdicts[c.expected()[0]] += 1
            kinds = {pr.split(":")[0] for pr in c.problems}
            for k in kinds:
                by_kind[k] = by_kind.get(k, 0) + 1
            c.ok = kinds <= set(ignore)
            passed += c.ok
            failed += not c.ok
            t = by_label.setdefault(c.label, [0, 0])
            t[0 if c.ok else 1] += 1
        oracle_failed += bool(prog.problems)
        bad = [c for c in prog.checks if c.problems]
        secs = sum(c.result[3] for c in prog.checks)
        summary = "%s; %s" % (kind(prog), ", ".join(
            "%s %s" % (c.label, c.expected_text().replace("UNSAFE, ", "")
                       .replace(" preemptions", "p")) for c in prog.checks
            if c.label in ("K1", "K2", "K3", "iter")))
        if not bad and not prog.problems:
            if not args.quiet:
                print("ok   %s (%.1f s): %s" % (prog.name, secs, summary))
                for n in prog.notes:
                    print("  note: " + n)
            if not args.keep:
                for f in os.listdir(args.out):
                    if f.startswith(prog.name + ".") or f.startswith(prog.name + "-"):
                        os.unlink(os.path.join(args.out, f))
            continue
        all_ok = all(c.ok for c in prog.checks) and not prog.problems
        print("%s %s (%.1f s): %s" % ("note" if all_ok else "FAIL", prog.name, secs, summary))
        print("  program: %s (and .json, .oracle.txt)" % os.path.join(args.out, prog.name + ".c"))
        for pr in prog.problems + prog.notes:
            print("  " + pr)
        if bad:
            print("  oracle:")
            for l in oracle_text(prog):
                print("    " + l)
        for c in bad:
            code, out, err, _ = c.result
            outfile = os.path.join(args.out, "%s-%s.out" % (prog.name, c.label))
            with open(outfile, "w") as f:
                f.write("$ %s\n%s%s(exit %s)\n" % (" ".join(c.cmd), out, err, code))
            print("  %s%s: %s" % (c.label, "" if not c.ok else " (ignored)",
                                  "; ".join(c.problems)))
            print("    command: %s" % " ".join(c.cmd))
            print("    oracle: %s" % c.expected_text())
            lines = [l for l in out.splitlines()
                     if l.startswith(("UNSAFE", "SAFE", "UNKNOWN", "contexts:", "bounds:"))]
            lines += [l for l in err.splitlines() if l.strip()][:4]
            for l in lines:
                print("    | " + l)
            print("    output: %s" % outfile)

    total = passed + failed
    secs = [c.result[3] for c in checks]
    print("oracle answers: %s" % ", ".join("%d %s" % (n, k) for k, n in sorted(mix.items())))
    print("expected verdicts: %d SAFE, %d UNSAFE" % (verdicts["SAFE"], verdicts["UNSAFE"]))
    print("per check: %s" % ", ".join("%s %d/%d" % (l, v[0], v[0] + v[1])
                                      for l, v in by_label.items()))
    if by_kind:
        print("problems: %s%s" % (", ".join("%d %s" % (n, k) for k, n in sorted(by_kind.items())),
                                  " (ignored: %s)" % ",".join(ignore) if ignore else ""))
    if oracle_failed:
        print("oracle self-check failed on %d programs" % oracle_failed)
    if secs:
        ru = resource.getrusage(resource.RUSAGE_CHILDREN)
        per = {}
        for c in checks:
            per.setdefault(c.label, []).append(c.result[3])
        print("time: %d cbounds runs, mean %.2f s (%s), max %.2f s, %.1f s CPU in all" % (
            len(secs), sum(secs) / len(secs), ", ".join(
                "%s %.2f" % (l, sum(v) / len(v)) for l, v in per.items()),
            max(secs), ru.ru_utime + ru.ru_stime))
    print("agreement: %d of %d checks (%.1f%%), %d programs, %s, %.1f s wall" % (
        passed, total, 100.0 * passed / total if total else 100.0, len(progs),
        "saved programs" if args.program else "seed %d" % args.seed, time.time() - t_start))
    print("%d passed, %d failed" % (passed, failed + oracle_failed))
    return 1 if failed or oracle_failed else 0



# ---------------------------------------------------------------------------
# --race: cbounds --race against the race enumerator (races.py).

RACE_PROBLEMS = ("verdict", "contexts", "line", "trace", "preemptions", "timeout", "lockset")
RX_RACE = re.compile(r"^UNSAFE: data race at (\S+):(\d+)$", re.M)
RX_ANY_BOUND = re.compile(r"^SAFE: .*any bounds", re.M)
UNBOUNDED = 64          # rounds enough for any interleaving of these programs
RX_FIRST = re.compile(r"race, first access: (reads|writes) &(\w+)")
RX_SECOND = re.compile(r"race, conflicting access: (reads|writes) &(\w+)")


class RaceProg:
    def __init__(self, name, prog, semantics):
        self.name = name
        self.prog = prog
        self.semantics = semantics
        self.other = [s for s in races.SEMANTICS if s != semantics][0]
        self.sites = {}
        self.text, _ = gen_threads.to_c(prog, name, self.sites)
        self.races = races.analyse(prog, semantics)
        self.other_races = races.analyse(prog, self.other)
        self.checks = []
        self.problems = []
        self.notes = []
        self.unbounded = {}
        self.lock = threading.Lock()

    def unbounded_first_k(self, primary=True):
        """The fewest rounds of any race, with no round bound (None: race-free)."""
        sem = self.semantics if primary else self.other
        with self.lock:
            if sem not in self.unbounded:
                self.unbounded[sem] = races.first_k(races.analyse(self.prog, sem, UNBOUNDED),
                                                    UNBOUNDED)
        return self.unbounded[sem]

    def lines(self, rs, k, pbound=None):
        """Lines of the second accesses of the races within k rounds (and pbound)."""
        return sorted({self.sites[key[3]] for key, p in rs.items()
                       if key[0] <= k and (pbound is None or p <= pbound)})


class RaceCheck:
    def __init__(self, prog, label, opts, k, p, iterative):
        self.prog = prog
        self.label = label
        self.opts = ["--race"] + opts
        self.k = k
        self.p = p
        self.iterative = iterative
        self.result = None
        self.problems = []
        self.other_agrees = False

    def expected(self, rs=None):
        """(verdict, k of the contexts line, fewest preemptions)."""
        rs = self.prog.races if rs is None else rs
        if self.iterative:
            k = races.first_k(rs, KMAX, self.p)
            return ("SAFE", None, None) if k is None else ("UNSAFE", k, races.min_pre(rs, k, self.p))
        m = races.min_pre(rs, self.k, self.p)
        return ("SAFE", None, None) if m is None else ("UNSAFE", self.k, m)

    def expected_text(self, rs=None):
        rs = self.prog.races if rs is None else rs
        v, k, p = self.expected(rs)
        if v == "SAFE":
            return "SAFE"
        return "UNSAFE%s, %d preemptions, second access at line %s" % (
            ", first with k=%d" % k if self.iterative else "", p,
            " or ".join(map(str, self.prog.lines(rs, k, self.p))))


RACE_CHECK_LABELS = (["K%d" % k for k in range(1, KMAX + 1)] + ["iter", "K3-p1", "iter-p1", "all"] +
                     ["K%d-nl" % k for k in range(1, KMAX + 1)] + ["iter-nl"])


def make_race_checks(prog, labels):
    cs = []
    for nl, opt in (("", []), ("-nl", ["--no-lockset"])):
        cs += [RaceCheck(prog, "K%d%s" % (k, nl), ["-K", str(k)] + opt, k, None, False)
               for k in range(1, KMAX + 1)]
        cs.append(RaceCheck(prog, "iter" + nl, opt, KMAX, None, True))
    cs.append(RaceCheck(prog, "K3-p1", ["-K", "3", "--preemptions", "1"], 3, 1, False))
    cs.append(RaceCheck(prog, "iter-p1", ["--preemptions", "1"], KMAX, 1, True))
    cs.append(RaceCheck(prog, "all", ["--all"], KMAX, None, True))
    return [c for c in cs if c.label in labels]


RX_ALL_HEAD = re.compile(r"^racy locations: (\d+) \((.*)\)$", re.M)
RX_ALL_ROW = re.compile(r"^  \d+\. &?(\w+)(?: \([^)]*\))?: k=(\d+): ", re.M)


def all_races_problems(chk, rs, out):
    """--race --all: the table must list each racy global once, with the smallest k of
    its races (the oracle's), and no other."""
    head = RX_ALL_HEAD.search(out)
    if not head:
        return ["all: no 'racy locations: N (...)' line"]
    rows = RX_ALL_ROW.findall(out)
    got = {}
    for g, k in rows:
        if g in got:
            return ["all: %s listed twice" % g]
        got[g] = int(k)
    want = {}
    for key in rs:
        if key[0] <= KMAX:
            want[key[1]] = min(want.get(key[1], KMAX + 1), key[0])
    if int(head.group(1)) != len(rows) or head.group(2) != "no other within the bounds":
        return ["all: table head '%s' for %d rows" % (head.group(0), len(rows))]
    if got != want:
        return ["all: cbounds lists %s, the oracle's racy globals (smallest k) are %s" % (
            sorted(got.items()), sorted(want.items()))]
    return []


def race_problems(chk, rs):
    """cbounds' answer against the races rs (one reading): a list of problems."""
    code, out, err, _ = chk.result
    verdict, ek, ep = chk.expected(rs)
    got = EXIT_NAMES.get(code, "exit %s" % code) if code != "timeout" else "timeout"
    if code == "timeout" or (code == 20 and re.search(r"^UNKNOWN: timeout", out, re.M)):
        return ["timeout: cbounds gave up after %s s (%s), oracle %s" % (
            chk.timeout, got, chk.expected_text(rs))]
    if got != verdict:
        return ["verdict: cbounds %s, oracle %s" % (got, chk.expected_text(rs))]
    prog = chk.prog
    if verdict == "SAFE":
        if RX_ANY_BOUND.search(out):
            # cbounds' lockset pre-pass: no race with any number of rounds.
            r = prog.unbounded_first_k(rs is prog.races)
            if r is not None:
                return ["lockset: cbounds says no two accesses can race at any bound; the "
                        "oracle finds a race with %d rounds" % r]
        return []
    probs = []
    m = RX_RACE.search(out)
    if not m:
        return ["line: no 'UNSAFE: data race at FILE:LINE' line"]
    line = int(m.group(2))
    if chk.iterative:
        m = RX_ITER.search(out)
        if not m:
            return ["contexts: no 'contexts: found with k=N rounds ...' line"]
        k, p = int(m.group(1)), int(m.group(2))
        rnd = k
        if k != ek:
            probs.append("contexts: cbounds k=%d, oracle k=%d" % (k, ek))
    else:
        m = RX_K.search(out)
        if not m:
            return ["contexts: no 'contexts: the failure is in round R of K=k ...' line"]
        rnd, kk, p = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if kk != chk.k or rnd > chk.k or rnd < 1:
            probs.append("contexts: round %d of K=%d with -K %d" % (rnd, kk, chk.k))
    if p != ep:
        # (more than the fewest: cbounds' search for fewer preemptions has a time budget)
        probs.append("preemptions: cbounds %d, oracle %d (fewest within %d rounds%s)" % (
            p, ep, ek, "" if chk.p is None else ", at most %d preemptions" % chk.p))
    lines = prog.lines(rs, ek, chk.p)
    if line not in lines:
        probs.append("line: cbounds names line %d; the second accesses of the races within %d "
                     "rounds%s are at line %s" % (line, ek, "" if chk.p is None else
                                                  " and %d preemptions" % chk.p,
                                                  " or ".join(map(str, lines))))
    f, c = RX_FIRST.search(out), RX_SECOND.search(out)
    if not f or not c:
        probs.append("trace: no 'race, first access' and 'race, conflicting access' lines")
        return probs
    if chk.label == "all":
        probs += all_races_problems(chk, rs, out)
    (ka, ga), (kb, gb) = f.groups(), c.groups()
    if ga != gb or "writes" not in (ka, kb):
        probs.append("trace: first access %s &%s, conflicting access %s &%s" % (ka, ga, kb, gb))
        return probs
    # The trace shown is a race on ga (ka, then kb at line) within rnd rounds after p
    # preemptions: the oracle must know one with at most p.
    q = [pp for key, pp in rs.items() if key[0] <= rnd and key[1] == ga and key[2] == ka
         and key[4] == kb and prog.sites[key[3]] == line]
    if not q or min(q) > p:
        probs.append("trace: cbounds' race (%s &%s, then %s &%s at line %d) within %d rounds "
                     "after %d preemptions; the oracle's fewest for it: %s" % (
                         ka, ga, kb, gb, line, rnd, p, min(q) if q else "none (impossible)"))
    return probs


def race_oracle_text(prog, rs=None, semantics=None):
    """The races, one line per (global, access kinds, line of the second access): the
    fewest rounds and the fewest preemptions with that many rounds (and with more, when
    more rounds need fewer); then the answer per -K."""
    rs = prog.races if rs is None else rs
    semantics = prog.semantics if semantics is None else semantics
    lines = ["%s reading:" % semantics]
    by = {}
    for (r, g, ka, site, kb), p in rs.items():
        by.setdefault((g, prog.sites[site], ka, kb), {})[r] = min(
            p, by.get((g, prog.sites[site], ka, kb), {}).get(r, 1 << 30))
    for (g, line, ka, kb), per in sorted(by.items()):
        steps, best = [], None
        for r in sorted(per):
            if best is None or per[r] < best:
                best = per[r]
                steps.append("%d rounds, %d preemptions" % (r, best))
        lines.append("race on %s: %s, then %s at line %d: %s" % (g, ka, kb, line,
                                                                  "; ".join(steps)))
    if not rs:
        lines.append("no race within %d rounds" % KMAX)
    for k, sm in races.summary(rs).items():
        lines.append("--race -K %d: %s" % (k, "SAFE" if sm is None else
                                           "UNSAFE, fewest preemptions %d, on %s, second access "
                                           "at line %s" % (sm[0], " ".join(sm[1]), " or ".join(
                                               str(l) for l in prog.lines(rs, k)))))
    return lines


def race_kind(prog):
    fk = races.first_k(prog.races)
    if fk is None:
        return "race-free within %d rounds" % KMAX
    return "race from k=1" if fk == 1 else "race first with k>=2"


def race_main(ap, args):
    ignore = [w for w in args.ignore.split(",") if w]
    for w in ignore:
        if w not in RACE_PROBLEMS:
            ap.error("--ignore: unknown kind %r (known with --race: %s)" % (
                w, ", ".join(RACE_PROBLEMS)))
    labels = [w for w in args.race_checks.split(",") if w]
    for w in labels:
        if w not in RACE_CHECK_LABELS:
            ap.error("--race-checks: unknown check %r (known: %s)" % (
                w, ", ".join(RACE_CHECK_LABELS)))
    if args.no_prestores:
        gen_threads.RACE_P_PRESTORE = gen_threads.RACE_P_PRESTORE_RO = 0.0
    if args.max_steps is not None:
        gen_threads.RACE_MAX_STEPS = args.max_steps
        gen_threads.RACE_MAX_STEPS_3 = args.max_steps - 1
    os.makedirs(args.out, exist_ok=True)
    t_start = time.time()
    sem = args.race_semantics
    progs = []
    if args.program:
        for path in args.program:
            with open(path) as f:
                p = json.load(f)
            progs.append(RaceProg(os.path.splitext(os.path.basename(path))[0], p, sem))
    else:
        for i in range(args.first, args.first + args.count, args.every):
            p, _ = gen_threads.generate_race("%d:%d" % (args.seed, i), sem, i)
            progs.append(RaceProg("r%d-t%03d" % (args.seed, i), p, sem))
    for prog in progs:
        with open(os.path.join(args.out, prog.name + ".c"), "w") as f:
            f.write(prog.text)
        with open(os.path.join(args.out, prog.name + ".json"), "w") as f:
            json.dump(prog.prog, f)
            f.write("\n")
        with open(os.path.join(args.out, prog.name + ".oracle.txt"), "w") as f:
            f.write("\n".join(race_oracle_text(prog) + race_oracle_text(
                prog, prog.other_races, prog.other)) + "\n")
        prog.checks = make_race_checks(prog, labels)
        if args.crosscheck:
            for s, rs in ((sem, prog.races), (prog.other, prog.other_races)):
                try:
                    b = races.brute_force(prog.prog, s)
                    if b != rs:
                        prog.problems.append(
                            "oracle: the search and the brute force differ (%s reading): %r vs %r"
                            % (s, sorted(rs.items()), sorted(b.items())))
                except RuntimeError as e:
                    prog.notes.append("oracle: brute force skipped (%s)" % e)

    checks = [c for p in progs for c in p.checks]
    done = [0]
    lock = threading.Lock()

    def one(c):
        path = os.path.join(args.out, c.prog.name + ".c")
        cmd = [args.cbounds, path, "--no-deepen"] + c.opts + ["--fewest-preemptions", "--timeout",
                                               str(args.timeout)]
        c.cmd = cmd
        c.timeout = args.timeout
        c.result = run(cmd, args.timeout + 30)
        c.problems = race_problems(c, c.prog.races)
        c.other_problems = race_problems(c, c.prog.other_races)
        c.other_agrees = bool(c.problems) and not c.other_problems
        with lock:
            done[0] += 1
            if sys.stderr.isatty():
                print("\r%d/%d cbounds runs" % (done[0], len(checks)), end="", file=sys.stderr)
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        list(pool.map(one, checks))
    if sys.stderr.isatty():
        print(file=sys.stderr)

    passed = failed = oracle_failed = other_ok = 0
    mix, by_label, by_kind = {}, {}, {}
    verdicts = {"SAFE": 0, "UNSAFE": 0}
    for prog in progs:
        mix[race_kind(prog)] = mix.get(race_kind(prog), 0) + 1
        for c in prog.checks:
            verdicts[c.expected()[0]] += 1
            kinds = {pr.split(":")[0] for pr in c.problems}
            for k in kinds:
                by_kind[k] = by_kind.get(k, 0) + 1
            c.ok = kinds <= set(ignore)
            passed += c.ok
            failed += not c.ok
            other_ok += (not c.ok) and c.other_agrees
            t = by_label.setdefault(c.label, [0, 0])
            t[0 if c.ok else 1] += 1
        oracle_failed += bool(prog.problems)
        bad = [c for c in prog.checks if c.problems]
        secs = sum(c.result[3] for c in prog.checks)
        summary = "%s; %s" % (race_kind(prog), ", ".join(
            "%s %s" % (c.label, "SAFE" if c.expected()[0] == "SAFE" else
                       "k=%d %dp" % c.expected()[1:] if c.iterative else
                       "%dp line %s" % (c.expected()[2], ",".join(
                           map(str, prog.lines(prog.races, c.k, c.p)))))
            for c in prog.checks if c.label in ("K1", "K2", "iter")))
        if not bad and not prog.problems:
            if not args.quiet:
                print("ok   %s (%.1f s): %s" % (prog.name, secs, summary))
                for n in prog.notes:
                    print("  note: " + n)
            if not args.keep:
                for f in os.listdir(args.out):
                    if f.startswith(prog.name + ".") or f.startswith(prog.name + "-"):
                        os.unlink(os.path.join(args.out, f))
            continue
        all_ok = all(c.ok for c in prog.checks) and not prog.problems
        print("%s %s (%.1f s): %s" % ("note" if all_ok else "FAIL", prog.name, secs, summary))
        print("  program: %s (and .json, .oracle.txt)" % os.path.join(args.out, prog.name + ".c"))
        for pr in prog.problems + prog.notes:
            print("  " + pr)
        if bad:
            print("  oracle:")
            for l in race_oracle_text(prog):
                print("    " + l)
        for c in bad:
            code, out, err, _ = c.result
            outfile = os.path.join(args.out, "%s-%s.out" % (prog.name, c.label))
            with open(outfile, "w") as f:
                f.write("$ %s\n%s%s(exit %s)\n" % (" ".join(c.cmd), out, err, code))
            print("  %s%s: %s" % (c.label, "" if not c.ok else " (ignored)", "; ".join(c.problems)))
            print("    command: %s" % " ".join(c.cmd))
            print("    oracle: %s" % c.expected_text())
            if c.other_agrees:
                print("    cbounds agrees with the %s reading (--race-semantics %s): %s" % (
                    prog.other, prog.other, c.expected_text(prog.other_races)))
            lines = [l for l in out.splitlines()
                     if l.startswith(("UNSAFE", "SAFE", "UNKNOWN", "contexts:", "bounds:"))
                     or "race, " in l]
            lines += [l for l in err.splitlines() if l.strip()][:4]
            for l in lines:
                print("    | " + l.strip())
            print("    output: %s" % outfile)

    total = passed + failed
    secs = [c.result[3] for c in checks]
    print("oracle answers (%s reading): %s" % (sem, ", ".join(
        "%d %s" % (n, k) for k, n in sorted(mix.items()))))
    print("expected verdicts: %d SAFE, %d UNSAFE" % (verdicts["SAFE"], verdicts["UNSAFE"]))
    safe = [c for c in checks if c.result[0] == 0]
    lockset = [c for c in safe if RX_ANY_BOUND.search(c.result[1])]
    print("cbounds SAFE answers: %d, %d of them by its lockset pre-pass (any bounds)" % (
        len(safe), len(lockset)))
    print("per check: %s" % ", ".join("%s %d/%d" % (l, v[0], v[0] + v[1])
                                      for l, v in by_label.items()))
    if by_kind:
        print("problems: %s%s" % (", ".join("%d %s" % (n, k) for k, n in sorted(by_kind.items())),
                                  " (ignored: %s)" % ",".join(ignore) if ignore else ""))
    other = [s for s in races.SEMANTICS if s != sem][0]
    if other_ok:
        print("of the failed checks, %d agree with the %s reading" % (other_ok, other))
    odiff = [c for c in checks if c.other_problems and not any(
        p.startswith("timeout") for p in c.other_problems)]
    okinds = {}
    for c in odiff:
        for k in {p.split(":")[0] for p in c.other_problems}:
            okinds[k] = okinds.get(k, 0) + 1
    print("%s reading: %d checks would disagree%s" % (
        other, len(odiff), "" if not odiff else " (%s; programs %s)" % (
            ", ".join("%d %s" % (n, k) for k, n in sorted(okinds.items())),
            " ".join(sorted({c.prog.name for c in odiff})))))
    if oracle_failed:
        print("oracle self-check failed on %d programs" % oracle_failed)
    if secs:
        ru = resource.getrusage(resource.RUSAGE_CHILDREN)
        per = {}
        for c in checks:
            per.setdefault(c.label, []).append(c.result[3])
        print("time: %d cbounds runs, mean %.2f s (%s), max %.2f s, %.1f s CPU in all" % (
            len(secs), sum(secs) / len(secs), ", ".join(
                "%s %.2f" % (l, sum(v) / len(v)) for l, v in per.items()),
            max(secs), ru.ru_utime + ru.ru_stime))
    print("agreement: %d of %d checks (%.1f%%), %d programs, %s, %.1f s wall" % (
        passed, total, 100.0 * passed / total if total else 100.0, len(progs),
        "saved programs" if args.program else "seed %d" % args.seed, time.time() - t_start))
    print("%d passed, %d failed" % (passed, failed + oracle_failed))
    return 1 if failed or oracle_failed else 0

if __name__ == "__main__":
    sys.exit(main())
