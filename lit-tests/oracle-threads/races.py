#!/usr/bin/env python3
"""Data-race oracle: which races of a program cbounds --race must find within k rounds.

The program format is schedules.py's (see gen_threads.py), plus two statements for one
global mutex `m` (PTHREAD_MUTEX_INITIALIZER):

    ["lock"]     pthread_mutex_lock(&m)     a visible step, enabled only while m is free
    ["unlock"]   pthread_mutex_unlock(&m)   a visible step

Every load and every store of a global is one atomic visible step (an *access*), and so
are pthread_create, pthread_join (enabled once its thread has finished), lock and unlock
(not accesses). Rounds and preemptions are measured as in schedules.py.

A data race within k rounds (the definition cbounds --race implements): an interleaving
prefix that needs at most k rounds and ends with an access b of thread B to a global g
such that an earlier access a of a thread A != B to g, one of the two a store, is
followed in the prefix by no step of A (and no join of A: A has not finished either).
Failed assertions abort the program: a prefix contains no failing assertion before b
(an assertion is evaluated right after the step before it; if it fails, nothing after it
happens). Main's return ends the program.

Two readings of "right after a", chosen by `semantics`:

  "definition"  A's access a is followed at once by whatever A evaluates before its next
                step: an assertion over the values it has (if it fails, nothing happens
                after a) and, for main's last step, main's return (nothing at all runs
                after main's last step). The literal definition above.
  "stop"        A stops right at a (cbounds' monitor stops the thread of the first access
                there): an assertion after a is not evaluated, and main's return is a step
                of its own after its last access (other threads may run before it; it
                never helps a race, so it never happens in a racy prefix). Main after its
                last step counts as enabled for the preemptions (its return is pending).

In both readings the switch away from A right after a is a preemption (cbounds counts
it so), whatever A's state.

`analyse(prog, semantics)` is a Dijkstra search over (memory, thread states, mutex, last
thread, round, armed access) with the preemptions as cost: a state with an armed access
(A, g, write?) is one where a has happened and A does nothing more. It returns
{(rounds, g, first access kind, site of b, kind of b): fewest preemptions}, where rounds
is what the prefix up to b needs, a site is (thread, statement path) and a kind is
"reads" or "writes". `brute_force(prog, semantics)` enumerates the interleavings of the
program itself one by one and checks every pair of accesses of every prefix with the
literal definition; run.py --crosscheck compares the two.

Usage: races.py PROG.json [--brute] [--stop]   prints the races of a program.
"""

import heapq
import json
import sys

sys.dont_write_bytecode = True
import schedules  # noqa: E402  (rounds_needed, the literal round measure)

KMAX = 4
SEMANTICS = ("definition", "stop")


# ---------------------------------------------------------------------------
# The interpreter: like schedules.py's, but every action names its statement (site) and
# the mutex statements exist. Sites are (thread, i, [branch, j, ...]): the index path of
# the statement in its thread's body, branch 0 for then, 1 for else.


def _eval(e, env, site):
    k = e[0]
    if k == "c":
        return e[1]
    if k == "l":
        return env[e[1]]
    if k == "g":
        v = yield ("load", e[1], site)
        return v
    if k == "not":
        a = yield from _eval(e[1], env, site)
        return 0 if a else 1
    op = e[1]
    a = yield from _eval(e[2], env, site)
    if op == "&&":
        if not a:
            return 0
        b = yield from _eval(e[3], env, site)
        return 1 if b else 0
    if op == "||":
        if a:
            return 1
        b = yield from _eval(e[3], env, site)
        return 1 if b else 0
    b = yield from _eval(e[3], env, site)
    ops = {"+": lambda: a + b, "-": lambda: a - b, "==": lambda: int(a == b),
           "!=": lambda: int(a != b), "<": lambda: int(a < b), "<=": lambda: int(a <= b),
           ">": lambda: int(a > b), ">=": lambda: int(a >= b)}
    if op not in ops:
        raise ValueError("unknown operator %r" % op)
    return ops[op]()


def _exec(stmts, env, path):
    for i, s in enumerate(stmts):
        site = path + (i,)
        k = s[0]
        if k in ("decl", "set"):
            env[s[1]] = yield from _eval(s[2], env, site)
        elif k == "store":
            v = yield from _eval(s[2], env, site)
            yield ("store", s[1], v, site)
        elif k == "if":
            c = yield from _eval(s[1], env, site)
            if c:
                yield from _exec(s[2], env, site + (0,))
            else:
                yield from _exec(s[3], env, site + (1,))
        elif k == "assert":
            c = yield from _eval(s[1], env, site)
            if not c:
                yield ("fail", s[2], site)
                raise AssertionError("a failed thread was resumed")
        elif k in ("create", "join"):
            yield (k, s[1], site)
        elif k in ("lock", "unlock"):
            yield (k, site)
        else:
            raise ValueError("unknown statement %r" % k)


class Threads:
    """next_action(t, hist): thread t's action after the steps whose results are hist."""

    def __init__(self, prog):
        self.bodies = prog["threads"]
        self.memo = {}

    def next_action(self, t, hist):
        key = (t, hist)
        a = self.memo.get(key)
        if a is None:
            gen = _exec(self.bodies[t], {}, (t,))
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
                raise RuntimeError("program too large for the race enumerator")
        return a


def is_access(a):
    return a[0] in ("load", "store")


def kind_of_access(a):
    return "writes" if a[0] == "store" else "reads"


def _status(th, hists, created, lock, t, frozen=None):
    """'run', 'blocked' (a join of an unfinished or stopped thread, a lock of a held
    mutex), 'stopped' (the thread of an armed access), 'done', 'fail' or 'absent'."""
    if not created[t]:
        return "absent"
    if t == frozen:
        return "stopped"
    a = th.next_action(t, hists[t])
    if a[0] == "join":
        u = a[1]
        return "run" if u != frozen and th.next_action(u, hists[u])[0] == "done" else "blocked"
    if a[0] == "lock":
        return "run" if lock is None else "blocked"
    if a[0] in ("done", "fail"):
        return a[0]
    return "run"


def _step(th, names, mem, hists, created, lock, t):
    """Executes thread t's next step: (mem, hists, created, lock, action after it)."""
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
    elif a[0] == "lock":
        lock = t
    elif a[0] == "unlock":
        lock = None
    hists = list(hists)
    hists[t] = hists[t] + (res,)
    hists = tuple(hists)
    return mem, hists, created, lock, th.next_action(t, hists[t])


def _initial(prog):
    names = [g[0] for g in prog["globals"]]
    mem = tuple(g[1] for g in prog["globals"])
    n = len(prog["threads"])
    return names, mem, tuple(() for _ in range(n)), tuple([True] + [False] * (n - 1))


def _main_returned(th, hists, semantics):
    """Definition reading: main has returned once its last step is done."""
    return semantics == "definition" and th.next_action(0, hists[0])[0] == "done"


def _enabled_for_preemption(st, t, semantics):
    # Stop reading: main after its last step still has its return to do.
    return st == "run" or (semantics == "stop" and t == 0 and st == "done")


def _round(last, rnd, t):
    if last is None:
        return 1
    return rnd if t >= last else rnd + 1


def analyse(prog, semantics="definition", kmax=KMAX):
    """{(rounds, g, kind of a, site of b, kind of b): fewest preemptions} over the racy
    prefixes that need at most kmax rounds."""
    if semantics not in SEMANTICS:
        raise ValueError(semantics)
    th = Threads(prog)
    names, mem, hists, created = _initial(prog)
    n = len(prog["threads"])
    start = (mem, hists, created, None, None, 0, None)
    best = {start: 0}
    heap = [(0, 0, start)]
    tie = 1
    races = {}

    def push(node, c):
        nonlocal tie
        if c < best.get(node, 1 << 30):
            best[node] = c
            heapq.heappush(heap, (c, tie, node))
            tie += 1

    while heap:
        cost, _, node = heapq.heappop(heap)
        if best.get(node, 1 << 30) < cost:
            continue
        mem, hists, created, lock, last, rnd, armed = node
        if _main_returned(th, hists, semantics):
            continue
        frozen = armed[0] if armed else None
        if last is None:
            last_en = False
        elif last == frozen:
            last_en = True          # the switch away from A after a
        else:
            last_en = _enabled_for_preemption(
                _status(th, hists, created, lock, last, frozen), last, semantics)
        for t in range(n):
            if _status(th, hists, created, lock, t, frozen) != "run":
                continue
            r2 = _round(last, rnd, t)
            if r2 > kmax:
                continue
            c2 = cost + (1 if (last is not None and t != last and last_en) else 0)
            act = th.next_action(t, hists[t])
            if armed and is_access(act) and act[1] == armed[1] and (
                    armed[2] == "writes" or act[0] == "store"):
                key = (r2, act[1], armed[2], act[-1], kind_of_access(act))
                if c2 < races.get(key, 1 << 30):
                    races[key] = c2
                # (b is a race; prefixes going on from it may end in later ones)
            m2, h2, cr2, l2, after = _step(th, names, mem, hists, created, lock, t)
            if after[0] != "fail":
                push((m2, h2, cr2, l2, t, r2, armed), c2)
            if armed is None and is_access(act) and (after[0] != "fail" or semantics == "stop"):
                push((m2, h2, cr2, l2, t, r2, (t, act[1], kind_of_access(act))), c2)
    return races


# ---------------------------------------------------------------------------
# Brute force: the program's own interleavings, every pair of accesses of every prefix
# checked with the literal definition.


def _preemptions(threads, ens, i):
    """Preemptions of a racy prefix whose first access is step i (of thread A): the
    switch right after it counts; any other switch counts if the thread switched away
    from was enabled, where after step i a join of A is not (A never finishes)."""
    a_thread = threads[i]
    n = 0
    for k in range(1, len(threads)):
        prev = threads[k - 1]
        if threads[k] == prev:
            continue
        if k == i + 1:
            n += 1
            continue
        enabled, joiners = ens[k]
        if prev in enabled and not (k > i and (prev, a_thread) in joiners):
            n += 1
    return n


def brute_force(prog, semantics="definition", kmax=KMAX, limit=3000000):
    th = Threads(prog)
    names, mem, hists, created = _initial(prog)
    n = len(prog["threads"])
    races = {}
    count = [0]

    def dfs(mem, hists, created, lock, seq, ens, doomed):
        # seq: (thread, action) of each step; ens: before each step, the threads enabled
        # (for the preemptions) and the (thread, joined thread) of those at a join; doomed (stop reading): the thread whose assertion right after
        # its last step fails; only races whose first access is that step count.
        if _main_returned(th, hists, semantics):
            return
        sts = [_status(th, hists, created, lock, t) for t in range(n)]
        enabled = frozenset(t for t in range(n) if _enabled_for_preemption(sts[t], t, semantics))
        joiners = frozenset((t, th.next_action(t, hists[t])[1]) for t in range(n)
                            if sts[t] == "run" and th.next_action(t, hists[t])[0] == "join")
        for t in range(n):
            if sts[t] != "run" or t == doomed:
                continue
            seq2 = seq + [(t, th.next_action(t, hists[t]))]
            threads = [s[0] for s in seq2]
            r = schedules.rounds_needed(threads)
            if r > kmax:
                continue
            count[0] += 1
            if count[0] > limit:
                raise RuntimeError("too many interleavings for the brute force")
            ens2 = ens + [(enabled, joiners)]
            act = seq2[-1][1]
            if is_access(act):
                j = len(seq2) - 1
                stepped = set()         # threads with a step (or joined) between i and j
                for i in range(j - 1, -1, -1):
                    ti, ai = seq2[i]
                    if ti != t and ti not in stepped and is_access(ai) and ai[1] == act[1] \
                            and "store" in (ai[0], act[0]) and (doomed is None or ti == doomed):
                        p = _preemptions(threads, ens2, i)
                        key = (r, act[1], kind_of_access(ai), act[-1], kind_of_access(act))
                        if p < races.get(key, 1 << 30):
                            races[key] = p
                    stepped.add(ti)
                    if ai[0] == "join":
                        stepped.add(ai[1])
            m2, h2, cr2, l2, after = _step(th, names, mem, hists, created, lock, t)
            if after[0] == "fail":
                if semantics == "stop" and doomed is None and is_access(act):
                    dfs(m2, h2, cr2, l2, seq2, ens2, t)
                continue
            dfs(m2, h2, cr2, l2, seq2, ens2, doomed)

    dfs(mem, hists, created, None, [], [], None)
    return races


# ---------------------------------------------------------------------------
# What cbounds should answer.


def min_pre(races, k, pbound=None):
    vals = [p for key, p in races.items() if key[0] <= k and (pbound is None or p <= pbound)]
    return min(vals) if vals else None


def first_k(races, kmax=KMAX, pbound=None):
    return next((k for k in range(1, kmax + 1) if min_pre(races, k, pbound) is not None), None)


def racy_globals(races, k):
    return sorted({key[1] for key in races if key[0] <= k})


def second_sites(races, k):
    return sorted({key[3] for key in races if key[0] <= k})


def summary(races, kmax=KMAX):
    """{k: None or (fewest preemptions, racy globals, sites of b)} for k = 1..kmax."""
    return {k: (None if min_pre(races, k) is None else
                (min_pre(races, k), racy_globals(races, k), second_sites(races, k)))
            for k in range(1, kmax + 1)}


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    with open(sys.argv[1]) as f:
        prog = json.load(f)
    sem = "stop" if "--stop" in sys.argv[2:] else "definition"
    races = brute_force(prog, sem) if "--brute" in sys.argv[2:] else analyse(prog, sem)
    for (r, g, ka, site, kb), p in sorted(races.items()):
        print("race on %s (%s, then %s at statement %s) with %d rounds after %d preemptions"
              % (g, ka, kb, site, r, p))
    for k, s in summary(races).items():
        print("--race -K %d: %s" % (k, "SAFE" if s is None else
                                    "UNSAFE, fewest preemptions %d, globals %s" % (s[0], s[1])))
    fk = first_k(races)
    print("iterative: %s" % ("SAFE" if fk is None else "k=%d" % fk))
    return 0


if __name__ == "__main__":
    sys.exit(main())
