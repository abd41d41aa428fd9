#!/usr/bin/env python3
"""Exhaustive schedule enumerator: the oracle for cbounds' threaded verdicts.

A program (see gen_threads.py for the format) is a list of threads, each a list of
statements over global ints (shared) and locals (registers). Thread 0 is main; it
creates threads 1, 2, ... and joins them. Every load and every store of a global is
one atomic visible step, and so are main's pthread_create and pthread_join (a join is
enabled only once its thread has finished). A thread finishes with its last visible
step; a failing assertion fails right after the step before it (the failing step).

Bounds, as cbounds defines them:
  rounds       split the interleaving into maximal same-thread blocks (contexts) and
               place them greedily into round-robin rounds: a new round starts when a
               context's thread index is <= the previous context's one;
  preemptions  switches (the next step is by another thread) away from a thread that
               was still enabled (not finished, not blocked on a join).

`analyse(prog)` searches all interleavings that need at most KMAX rounds (a Dijkstra
search over (memory, thread states, last thread, round) with the number of preemptions
as the cost) and returns, for every round r and assertion, the fewest preemptions of a
failing interleaving whose failure needs exactly r rounds. `brute_force(prog)` walks
every interleaving one by one and measures it with the literal definitions above (no
memoisation, exponential): run.py --crosscheck compares the two.

Usage: schedules.py PROG.json [--brute]   prints the oracle's answers for a program.
"""

import heapq
import json
import sys

KMAX = 4


# ---------------------------------------------------------------------------
# The interpreter: one generator per thread, yielding its visible actions.
#
# Expressions: ["c", n] constant, ["l", name] local, ["g", name] load of a global,
# ["bin", op, a, b] with op in + - == != < <= > >= && || (&& and || short-circuit; other
# operands left to right), ["not", a].
# Statements: ["decl", local, e] / ["set", local, e]   local = e
#             ["store", global, e, style]             global = e (style: how it is printed)
#             ["if", e, [then...], [else...]]
#             ["assert", e, id]
#             ["create", t] / ["join", t]              main only


def _eval(e, env):
    k = e[0]
    if k == "c":
        return e[1]
    if k == "l":
        return env[e[1]]
    if k == "g":
        v = yield ("load", e[1])
        return v
    if k == "not":
        a = yield from _eval(e[1], env)
        return 0 if a else 1
    op = e[1]
    a = yield from _eval(e[2], env)
    if op == "&&":
        if not a:
            return 0
        b = yield from _eval(e[3], env)
        return 1 if b else 0
    if op == "||":
        if a:
            return 1
        b = yield from _eval(e[3], env)
        return 1 if b else 0
    b = yield from _eval(e[3], env)
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "==":
        return int(a == b)
    if op == "!=":
        return int(a != b)
    if op == "<":
        return int(a < b)
    if op == "<=":
        return int(a <= b)
    if op == ">":
        return int(a > b)
    if op == ">=":
        return int(a >= b)
    raise ValueError("unknown operator %r" % op)


def _exec(stmts, env):
    for s in stmts:
        k = s[0]
        if k in ("decl", "set"):
            env[s[1]] = yield from _eval(s[2], env)
        elif k == "store":
            v = yield from _eval(s[2], env)
            yield ("store", s[1], v)
        elif k == "if":
            c = yield from _eval(s[1], env)
            yield from _exec(s[2] if c else s[3], env)
        elif k == "assert":
            c = yield from _eval(s[1], env)
            if not c:
                yield ("fail", s[2])
                raise AssertionError("a failed thread was resumed")
        elif k == "create":
            yield ("create", s[1])
        elif k == "join":
            yield ("join", s[1])
        else:
            raise ValueError("unknown statement %r" % k)


class Threads:
    """next_action(t, hist): thread t's action after the steps whose results are hist
    (the value of each load, None for other steps), found by re-running the thread."""

    def __init__(self, prog):
        self.bodies = prog["threads"]
        self.memo = {}

    def next_action(self, t, hist):
        key = (t, hist)
        a = self.memo.get(key)
        if a is None:
            gen = _exec(self.bodies[t], {})
            try:
                a = next(gen)
                for r in hist:
                    a = gen.send(r)
            except StopIteration:
                a = ("done",)
            if a[0] == "fail" and not hist:
                raise ValueError("thread %d fails before any visible step" % t)
            self.memo[key] = a
            if len(self.memo) > 2000000:
                raise RuntimeError("program too large for the enumerator")
        return a


def _status(th, hists, created, t):
    """'run' (its next step can execute), 'blocked' (a join on an unfinished thread),
    'done', 'fail' or 'absent' (not created yet)."""
    if not created[t]:
        return "absent"
    a = th.next_action(t, hists[t])
    if a[0] == "join":
        return "run" if th.next_action(a[1], hists[a[1]])[0] == "done" else "blocked"
    if a[0] in ("done", "fail"):
        return a[0]
    return "run"


def _step(th, names, mem, hists, created, t):
    """Executes thread t's next step: (mem, hists, created, action after it)."""
    a = th.next_action(t, hists[t])
    res = None
    if a[0] == "load":
        res = mem[names.index(a[1])]
    elif a[0] == "store":
        mem = list(mem)
        mem[names.index(a[1])] = a[2]
        mem = tuple(mem)
    elif a[0] == "create":
        created = list(created)
        created[a[1]] = True
        created = tuple(created)
    hists = list(hists)
    hists[t] = hists[t] + (res,)
    hists = tuple(hists)
    return mem, hists, created, th.next_action(t, hists[t])


def _initial(prog):
    names = [g[0] for g in prog["globals"]]
    mem = tuple(g[1] for g in prog["globals"])
    n = len(prog["threads"])
    return names, mem, tuple(() for _ in range(n)), tuple([True] + [False] * (n - 1))


def analyse(prog, kmax=KMAX):
    """{(round, assert id): fewest preemptions} over the failing interleavings that
    need at most kmax rounds (round = the rounds the interleaving needs)."""
    th = Threads(prog)
    names, mem, hists, created = _initial(prog)
    n = len(prog["threads"])
    start = (mem, hists, created, None, 0)
    best = {start: 0}
    heap = [(0, 0, start)]
    tie = 1
    fails = {}
    while heap:
        cost, _, node = heapq.heappop(heap)
        if best.get(node, 1 << 30) < cost:
            continue
        mem, hists, created, last, rnd = node
        last_enabled = last is not None and _status(th, hists, created, last) == "run"
        for t in range(n):
            if _status(th, hists, created, t) != "run":
                continue
            if last is None:
                r2 = 1
            elif t > last or t == last:
                r2 = rnd
            else:
                r2 = rnd + 1
            if r2 > kmax:
                continue
            c2 = cost + (1 if (last is not None and t != last and last_enabled) else 0)
            m2, h2, cr2, after = _step(th, names, mem, hists, created, t)
            if after[0] == "fail":
                key = (r2, after[1])
                if c2 < fails.get(key, 1 << 30):
                    fails[key] = c2
                continue
            nxt = (m2, h2, cr2, t, r2)
            if c2 < best.get(nxt, 1 << 30):
                best[nxt] = c2
                heapq.heappush(heap, (c2, tie, nxt))
                tie += 1
    return fails


# ---------------------------------------------------------------------------
# Brute force: every interleaving, measured with the literal definitions.


def rounds_needed(threads_of_steps):
    """Rounds an interleaving (the thread of each step) needs: maximal blocks placed
    greedily, a new round when a block's thread index is <= the previous block's."""
    blocks = []
    for t in threads_of_steps:
        if not blocks or blocks[-1] != t:
            blocks.append(t)
    rounds = 1 if blocks else 0
    for i in range(1, len(blocks)):
        if blocks[i] <= blocks[i - 1]:
            rounds += 1
    return rounds


def preemptions(threads_of_steps, enabled_before):
    """Switches at which the thread switched away from was still enabled.
    enabled_before[i]: the set of threads enabled just before step i."""
    n = 0
    for i in range(1, len(threads_of_steps)):
        prev = threads_of_steps[i - 1]
        if threads_of_steps[i] != prev and prev in enabled_before[i]:
            n += 1
    return n


def brute_force(prog, kmax=KMAX, limit=3000000):
    """Same answer as analyse(), found by enumerating interleavings one by one (prefixes
    that already need more than kmax rounds are cut: rounds only grow)."""
    th = Threads(prog)
    names, mem, hists, created = _initial(prog)
    n = len(prog["threads"])
    fails = {}
    count = [0]

    def dfs(mem, hists, created, seq, ens):
        enabled = frozenset(t for t in range(n) if _status(th, hists, created, t) == "run")
        for t in sorted(enabled):
            seq2 = seq + [t]
            r = rounds_needed(seq2)
            if r > kmax:
                continue
            count[0] += 1
            if count[0] > limit:
                raise RuntimeError("too many interleavings for the brute force")
            ens2 = ens + [enabled]
            m2, h2, cr2, after = _step(th, names, mem, hists, created, t)
            if after[0] == "fail":
                key = (r, after[1])
                p = preemptions(seq2, ens2)
                if p < fails.get(key, 1 << 30):
                    fails[key] = p
                continue
            dfs(m2, h2, cr2, seq2, ens2)

    dfs(mem, hists, created, [], [])
    return fails


# ---------------------------------------------------------------------------
# What cbounds should answer.


def min_pre(fails, k, asserts=None):
    """Fewest preemptions of a failure within k rounds (None: no failure)."""
    vals = [p for (r, a), p in fails.items() if r <= k and (asserts is None or a in asserts)]
    return min(vals) if vals else None


def answers(fails, kmax=KMAX):
    """The oracle's expectations: minpre[k] for k = 1..kmax, the first k of the iterative
    search and its preemptions, the failing assertions per bound."""
    mp = {k: min_pre(fails, k) for k in range(1, kmax + 1)}
    first = next((k for k in range(1, kmax + 1) if mp[k] is not None), None)
    return {"minpre": mp, "first_k": first,
            "first_p": mp[first] if first is not None else None}


def failing_asserts(fails, k, p=None):
    """Assertions that some interleaving within k rounds (and p preemptions) fails."""
    return sorted({a for (r, a), q in fails.items() if r <= k and (p is None or q <= p)})


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    with open(sys.argv[1]) as f:
        prog = json.load(f)
    fails = brute_force(prog) if "--brute" in sys.argv[2:] else analyse(prog)
    for (r, a), p in sorted(fails.items()):
        print("assertion %s fails with %d rounds after %d preemptions" % (a, r, p))
    ans = answers(fails)
    for k in range(1, KMAX + 1):
        m = ans["minpre"][k]
        print("-K %d: %s" % (k, "SAFE" if m is None else "UNSAFE, fewest preemptions %d" % m))
    if ans["first_k"] is None:
        print("iterative: SAFE")
    else:
        print("iterative: k=%d, %d preemptions" % (ans["first_k"], ans["first_p"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
