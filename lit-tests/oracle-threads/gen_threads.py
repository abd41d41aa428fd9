#!/usr/bin/env python3
"""Random tiny pthread programs for the threaded oracle (see README.md).

A program: 2-3 global ints (initialised to 0 or a small constant), 2-3 worker threads
of at most MAX_STEPS visible steps each (every load and every store of a global is one
step), and main, which creates the workers in order, joins them all (in a random
order) and may then assert over the globals. Workers may assert too. Statements are
simple on purpose: at -O0 with mem2reg each global access is one load or store, in the
order the enumerator's interpreter (schedules.py) performs them:

    g = c;            store                 g = h + c;      load h, store g
    g++; g += c;      load g, store g       int a = g;      load g
    g = a + c;        store                 if (g == c) {...} else {...}   load g, a branch
    if (a != c) ...   no access             assert(a != c || b == d);      no access
    assert(g != c);   load g                assert(g != c || h != d);      load g, maybe h

An arithmetic or comparison operator has at most one global below it (clang evaluates
left to right, C does not promise an order); && and || short-circuit, their operands
may each load. Values stay tiny (no overflow), there is no division.

The program is kept as JSON (the format is in schedules.py) and printed as C; every
assertion gets an id, printed as a comment on its line. To get a mix of verdicts the
generator draws a wanted kind first (SAFE within 4 rounds, a failure already with
k = 1, one that needs k >= 2 but no preemption, one that needs a preemption) and draws
candidates until one is of that kind (the enumerator decides), or takes the last one.

`gen_threads.py --seed S -n N --out DIR` writes DIR/NAME.c and DIR/NAME.json; with
--race it writes programs for the race oracle (races.py, run.py --race; "Race mode"
below: a global mutex, and globals kept race-free by it, by being read-only or by
belonging to one worker).
"""

import argparse
import json
import os
import random
import sys

sys.dont_write_bytecode = True
import races  # noqa: E402
import schedules  # noqa: E402

MAX_STEPS = 5          # visible steps of a worker on its longest path
MAX_STEPS_3 = 4        # ... when there are 3 workers
MAIN_TAIL_STEPS = 3    # loads of main after its joins
GLOBALS = ["x", "y", "z"]
KINDS = [("safe", 0.25), ("round1", 0.15), ("deep", 0.2), ("preempt", 0.4)]
TRIES = 200


# ---------------------------------------------------------------------------
# Expressions and costs.


def C(n):
    return ["c", n]


def L(n):
    return ["l", n]


def G(n):
    return ["g", n]


def B(op, a, b):
    return ["bin", op, a, b]


def loads(e):
    """Loads of globals below e (an upper bound with short-circuits)."""
    k = e[0]
    if k == "g":
        return 1
    if k == "not":
        return loads(e[1])
    if k == "bin":
        return loads(e[2]) + loads(e[3])
    return 0


def locals_in(e):
    if e[0] == "l":
        return [e[1]]
    if e[0] == "not":
        return locals_in(e[1])
    if e[0] == "bin":
        return locals_in(e[2]) + locals_in(e[3])
    return []


def cost(stmts):
    """Visible steps on the longest path."""
    n = 0
    for s in stmts:
        k = s[0]
        if k in ("decl", "set"):
            n += loads(s[2])
        elif k == "store":
            n += loads(s[2]) + 1
        elif k == "if":
            n += loads(s[1]) + max(cost(s[2]), cost(s[3]))
        elif k == "assert":
            n += loads(s[1])
        else:
            n += 1
    return n


def min_cost(stmts):
    """Visible steps on the shortest path (every worker must do at least one)."""
    n = 0
    for s in stmts:
        k = s[0]
        if k in ("decl", "set"):
            n += min_loads(s[2])
        elif k == "store":
            n += min_loads(s[2]) + 1
        elif k == "if":
            n += min_loads(s[1]) + min(min_cost(s[2]), min_cost(s[3]))
        elif k == "assert":
            n += min_loads(s[1])
        else:
            n += 1
    return n


def min_loads(e):
    k = e[0]
    if k == "g":
        return 1
    if k == "not":
        return min_loads(e[1])
    if k == "bin":
        if e[1] in ("&&", "||"):
            return min_loads(e[2])
        return min_loads(e[2]) + min_loads(e[3])
    return 0


# ---------------------------------------------------------------------------
# Random statements.


class Gen:
    def __init__(self, rng, globs, hot):
        self.rng = rng
        self.globs = globs
        self.hot = hot          # probability that an access goes to the first global
        self.next_assert = 0

    def const(self, lo=0, hi=3):
        return self.rng.randint(lo, hi)

    def glob(self):
        if self.rng.random() < self.hot:
            return self.globs[0]
        return self.rng.choice(self.globs)

    def cmp_op(self):
        return self.rng.choice(["==", "!=", "==", "!=", "<", ">="])

    def atom(self, locs, allow_global=True):
        """A global, a local or either plus a constant (one access at most)."""
        r = self.rng.random()
        if allow_global and (not locs or r < 0.55):
            base = G(self.glob())
        elif locs:
            base = L(self.rng.choice(locs))
        else:
            return C(self.const())
        if self.rng.random() < 0.25:
            return B(self.rng.choice(["+", "-"]), base, C(self.const(1, 2)))
        return base

    def comparison(self, locs, allow_global=True):
        a = self.atom(locs, allow_global)
        if a[0] == "c":
            a = L(self.rng.choice(locs)) if locs else G(self.glob())
        if a[0] == "l" and len(locs) > 1 and self.rng.random() < 0.25:
            other = L(self.rng.choice([l for l in locs if l != a[1]]))
            return B(self.cmp_op(), a, other)
        return B(self.cmp_op(), a, C(self.const()))

    def condition(self, locs, allow_global=True):
        c = self.comparison(locs, allow_global)
        r = self.rng.random()
        if r < 0.35:
            c = B(self.rng.choice(["||", "&&", "||"]), c, self.comparison(locs, allow_global))
        elif r < 0.42:
            c = ["not", c]
        return c

    def assertion(self, locs, allow_global=True):
        s = ["assert", self.condition(locs, allow_global), self.next_assert]
        self.next_assert += 1
        return s

    def simple(self, locs, fresh, budget, in_branch=False):
        """One statement of at most `budget` steps: (stmt, new locals visible after it)."""
        rng = self.rng
        for _ in range(50):
            r = rng.random()
            if r < 0.2:
                s = ["store", self.glob(), C(self.const()), "plain"]
            elif r < 0.33:
                g = self.glob()
                if rng.random() < 0.6:
                    s = ["store", g, B("+", G(g), C(1)), "inc"]
                else:
                    s = ["store", g, B(rng.choice(["+", "-"]), G(g), C(self.const(1, 2))),
                         "compound"]
            elif r < 0.45:
                g, h = self.glob(), self.glob()
                e = G(h) if rng.random() < 0.4 else B(rng.choice(["+", "-"]), G(h),
                                                      C(self.const(1, 2)))
                s = ["store", g, e, "plain"]
            elif r < 0.65:
                name = fresh()
                s = ["decl", name, G(self.glob())]
                if cost([s]) <= budget:
                    return s, [name]
                continue
            elif r < 0.7 and not in_branch:
                # The same global read twice (its two values compared later, perhaps).
                a, b, g = fresh(), fresh(), self.glob()
                s = [["decl", a, G(g)], ["decl", b, G(g)]]
                if cost(s) <= budget:
                    return s, [a, b]
                continue
            elif r < 0.75:
                if not locs:
                    continue
                s = ["store", self.glob(), self.atom(locs, allow_global=False), "plain"]
            elif r < 0.9 and not in_branch:
                cond = self.condition(locs)
                then, _ = self.simple(locs, fresh, budget, in_branch=True)
                els = []
                if rng.random() < 0.4:
                    els, _ = self.simple(locs, fresh, budget, in_branch=True)
                if then is None:
                    continue
                if els is None:
                    els = []
                else:
                    els = [els] if els else []
                s = ["if", cond, [then], els]
            else:
                if not locs and rng.random() < 0.7:
                    continue
                s = self.assertion(locs)
            if cost([s]) <= budget:
                return s, []
        return None, []

    def worker(self, budget, want_assert):
        body, locs = [], []
        used = [0]

        def fresh():
            used[0] += 1
            return "abcdefghijklmnopqrstuvw"[used[0] - 1] if used[0] <= 23 else "v%d" % used[0]

        n_stmts = self.rng.randint(1, 4)
        for i in range(n_stmts):
            left = budget - cost(body)
            if left <= 0:
                break
            s, new = self.simple(locs, fresh, left)
            if s is None:
                break
            if s and isinstance(s[0], list):
                body.extend(s)
            else:
                body.append(s)
            locs = locs + new
        if want_assert:
            left = budget - cost(body)
            a = None
            for _ in range(20):
                cand = self.assertion(locs, allow_global=left > 0)
                self.next_assert -= 1
                if cost([cand]) <= left and (locs or loads(cand[1])):
                    a = cand
                    break
            if a is not None:
                a[2] = self.next_assert
                self.next_assert += 1
                used = set(locals_in(a[1]))
                ok = [i for i in range(1, len(body) + 1)
                      if used <= {s[1] for s in body[:i] if s[0] == "decl"}]
                pos = len(body) if self.rng.random() < 0.7 else self.rng.choice(ok)
                body.insert(pos, a)
        return body

    def main_tail(self):
        """What main does after its joins: nothing or an assertion over the globals."""
        rng = self.rng
        r = rng.random()
        if r < 0.45:
            return [self.assertion([], allow_global=True)]
        if r < 0.8:
            k = rng.randint(1, min(2, len(self.globs)))
            gs = rng.sample(self.globs, k)
            names = ["r%d" % i for i in range(k)]
            body = [["decl", n, G(g)] for n, g in zip(names, gs)]
            return body + [self.assertion(names, allow_global=False)]
        return []


def valid(prog):
    for i, body in enumerate(prog["threads"][1:]):
        if min_cost(body) < 1:
            return False
    n_asserts = sum(count_asserts(b) for b in prog["threads"])
    return n_asserts > 0


def count_asserts(stmts):
    n = 0
    for s in stmts:
        if s[0] == "assert":
            n += 1
        elif s[0] == "if":
            n += count_asserts(s[2]) + count_asserts(s[3])
    return n


def candidate(rng):
    n_globs = rng.randint(2, 3)
    globs = GLOBALS[:n_globs]
    gen = Gen(rng, globs, rng.choice([0.0, 0.0, 0.4, 0.7]))
    inits = [[g, 0 if rng.random() < 0.7 else rng.randint(1, 2)] for g in globs]
    n_workers = rng.randint(2, 3)
    budget = MAX_STEPS if n_workers == 2 else MAX_STEPS_3
    workers = []
    p_assert = rng.choice([0.0, 0.3, 0.6])
    for t in range(n_workers):
        workers.append(gen.worker(rng.randint(2, budget), rng.random() < p_assert))
    tail = gen.main_tail()
    order = list(range(1, n_workers + 1))
    if rng.random() < 0.3:
        rng.shuffle(order)
    main = [["create", t] for t in range(1, n_workers + 1)] + [["join", t] for t in order] + tail
    return {"globals": inits, "threads": [main] + workers}


def kind_of(ans):
    if ans["first_k"] is None:
        return "safe"
    if ans["minpre"][4] >= 1:
        return "preempt"
    return "round1" if ans["first_k"] == 1 else "deep"


def generate(seed_text):
    """(program, oracle fails, answers) for one seed text."""
    rng = random.Random(seed_text)
    r = rng.random()
    want = KINDS[-1][0]
    acc = 0.0
    for k, w in KINDS:
        acc += w
        if r < acc:
            want = k
            break
    last = None
    for _ in range(TRIES):
        prog = candidate(rng)
        if not valid(prog):
            continue
        fails = schedules.analyse(prog)
        ans = schedules.answers(fails)
        last = (prog, fails, ans)
        if kind_of(ans) == want:
            break
    return last


# ---------------------------------------------------------------------------
# Race mode (run.py --race, races.py): programs for the data-race oracle.
#
# Each global gets a discipline: "free" (accessed anywhere: races), "locked" (workers
# access it only between pthread_mutex_lock(&m) and pthread_mutex_unlock(&m), one
# global mutex), "readonly" (workers only read it; main may write it before its
# creates) or "owned" (only one worker accesses it; main before its creates and after
# the joins). In 25% of the programs one worker is sloppy and touches the locked
# globals outside its critical sections too. Main may store to globals before its
# creates, do one statement (perhaps a critical section) between its creates and its
# joins, leave one worker unjoined (15%), and after the joins store to a global and
# assert or load as in the assertion mode. Assertions are rarer than in the assertion
# mode (under --race a failed one aborts the program: no race after it).

RACE_MAX_STEPS = 6          # visible steps of a worker (lock and unlock included)
RACE_MAX_STEPS_3 = 5        # ... with 3 workers
RACE_KINDS = [("race-free", 0.4), ("race1", 0.3), ("deep", 0.3)]
RACE_CYCLE = ["race-free", "race1", "deep", "race-free", "race1", "race-free", "deep", "race1",
              "race-free", "deep"]
RACE_P_ASSERTING = 0.3      # programs with assertions (failures abort: no race after)
RACE_P_3_WORKERS = 0.3
RACE_P_SPLIT_UNLOCK = 0.5   # a critical section ends in both branches of an if
RACE_P_PRESTORE_RO = 0.5    # main stores a read-only global before its creates
RACE_P_PRESTORE = 0.15      # ... another global
DISCIPLINES = [("free", 0.3), ("locked", 0.3), ("readonly", 0.2), ("owned", 0.2)]


def _weighted(rng, table):
    r = rng.random()
    acc = 0.0
    for k, w in table:
        acc += w
        if r < acc:
            return k
    return table[-1][0]


def stores_in(stmts):
    out = set()
    for s in stmts:
        if s[0] == "store":
            out.add(s[1])
        elif s[0] == "if":
            out |= stores_in(s[2]) | stores_in(s[3])
    return out


class RaceGen(Gen):
    asserting = True

    def statement(self, locs, fresh, budget, readable, writable):
        """Statements (a list) that load only readable and store only writable globals
        (and assert nothing unless self.asserting)."""
        if not readable or budget <= 0:
            return None, []
        self.globs = readable
        for _ in range(30):
            s, new = self.simple(locs, fresh, budget)
            if s is None:
                continue
            flat = s if s and isinstance(s[0], list) else [s]
            if stores_in(flat) <= set(writable) and (self.asserting or not
                                                     count_asserts(flat)):
                return flat, new
        return None, []

    def split_unlock(self, locs, fresh, budget, rd, wr, unlocked):
        """The end of a critical section as `if (c) { s1; unlock } else { unlock; s2 }`
        (s1 under the lock, s2 not: it follows the rules outside critical sections) in at
        most budget steps, or None."""
        if budget < 2:
            return None
        self.globs = rd
        cond = self.condition(locs)
        left = budget - loads(cond)
        s1, _ = self.statement(locs, fresh, left - 1, rd, wr)
        s2, _ = self.statement(locs, fresh, left - 1, *unlocked)
        if s1 is None or s2 is None:
            return None
        return [["if", cond, s1 + [["unlock"]], [["unlock"]] + s2]]

    def race_worker(self, t, budget, disc, owner, sloppy, want_assert):
        rng = self.rng
        body, locs = [], []
        used = [0]

        def fresh():
            used[0] += 1
            return "abcdefghijklmnopqrstuvw"[used[0] - 1] if used[0] <= 23 else "v%d" % used[0]

        def sets(locked):
            rd = [g for g, d in disc.items()
                  if d in ("free", "readonly") or (d == "owned" and owner[g] == t)
                  or (d == "locked" and (locked or sloppy))]
            return rd, [g for g in rd if disc[g] != "readonly"]

        has_locked = "locked" in disc.values()
        for _ in range(rng.randint(1, 3)):
            left = budget - cost(body)
            if left <= 0:
                break
            if has_locked and left >= 3 and rng.random() < 0.6:
                rd, wr = sets(True)
                seg = [["lock"]]
                split = rng.random() < RACE_P_SPLIT_UNLOCK
                for _ in range(rng.randint(0, 1) if split else rng.randint(1, 2)):
                    s, new = self.statement(locs, fresh, left - 2 - cost(seg[1:]), rd, wr)
                    if s is None:
                        break
                    seg += s
                    locs = locs + new
                end = None
                if split:
                    end = self.split_unlock(locs, fresh, left - cost(seg), rd, wr, sets(False))
                if end or len(seg) > 1:
                    body += seg + (end or [["unlock"]])
            else:
                rd, wr = sets(False)
                for _ in range(rng.randint(1, 2)):
                    s, new = self.statement(locs, fresh, budget - cost(body), rd, wr)
                    if s is None:
                        break
                    body += s
                    locs = locs + new
        rd, _ = sets(False)
        left = budget - cost(body)
        if want_assert and (locs or (rd and left > 0)):
            if rd:
                self.globs = rd
            for _ in range(20):
                cand = self.assertion(locs, allow_global=bool(rd) and left > 0)
                if cost([cand]) <= left and (locs or loads(cand[1])) and \
                        (not loads(cand[1]) or rd):
                    body.append(cand)
                    break
                self.next_assert -= 1
        return body


def race_candidate(rng):
    n_globs = rng.randint(2, 3)
    globs = GLOBALS[:n_globs]
    n_workers = 3 if rng.random() < RACE_P_3_WORKERS else 2
    gen = RaceGen(rng, globs, rng.choice([0.0, 0.0, 0.4]))
    gen.asserting = rng.random() < RACE_P_ASSERTING
    disc = {g: _weighted(rng, DISCIPLINES) for g in globs}
    owner = {g: rng.randint(1, n_workers) for g in globs}
    sloppy = rng.randint(1, n_workers) if rng.random() < 0.25 else None
    inits = [[g, 0 if rng.random() < 0.7 else rng.randint(1, 2)] for g in globs]
    budget = RACE_MAX_STEPS if n_workers == 2 else RACE_MAX_STEPS_3
    p_assert = rng.choice([0.3, 0.6]) if gen.asserting else 0.0
    workers = [gen.race_worker(t, rng.randint(2, budget), disc, owner, sloppy == t,
                               rng.random() < p_assert) for t in range(1, n_workers + 1)]
    main = []
    for g in globs:
        if rng.random() < (RACE_P_PRESTORE_RO if disc[g] == "readonly" else RACE_P_PRESTORE):
            main.append(["store", g, C(gen.const(1, 3)), "plain"])
    mid_at = rng.randint(1, n_workers) if rng.random() < 0.25 else None
    mlocs = []
    mused = [0]

    def mfresh():
        mused[0] += 1
        return "m%d" % mused[0]
    for t in range(1, n_workers + 1):
        main.append(["create", t])
        if t == mid_at:
            wr = [g for g in globs if disc[g] != "readonly"]
            s, new = gen.statement(mlocs, mfresh, 2, list(globs), wr)
            if s is not None:
                if "locked" in disc.values() and rng.random() < 0.5:
                    s = [["lock"]] + s + [["unlock"]]
                main += s
                mlocs += new
    order = list(range(1, n_workers + 1))
    if rng.random() < 0.3:
        rng.shuffle(order)
    if rng.random() < 0.15:
        order.pop()
    main += [["join", t] for t in order]
    if rng.random() < 0.15:
        main.append(["store", rng.choice(globs), C(gen.const(1, 3)), "plain"])
    gen.globs = list(globs)
    if rng.random() < 0.7:
        tail = gen.main_tail()
        main += tail if gen.asserting else [s for s in tail if s[0] != "assert"]
    return {"globals": inits, "threads": [main] + workers}


def race_valid(prog):
    return all(min_cost(body) >= 1 for body in prog["threads"][1:])


def race_kind(races_found):
    fk = races.first_k(races_found)
    if fk is None:
        return "race-free"
    return "race1" if fk == 1 else "deep"


def generate_race(seed_text, semantics="stop", index=None):
    """(program, races.analyse() of it) for one seed text (race mode). The wanted kind
    is RACE_CYCLE[index % 10] when index is given (an even mix in any 10 programs in a
    row), else drawn with RACE_KINDS' weights."""
    rng = random.Random("race:" + seed_text)
    want = _weighted(rng, RACE_KINDS)
    if index is not None:
        want = RACE_CYCLE[index % len(RACE_CYCLE)]
    last = None
    for _ in range(TRIES):
        prog = race_candidate(rng)
        if not race_valid(prog):
            continue
        found = races.analyse(prog, semantics)
        last = (prog, found)
        if race_kind(found) == want:
            break
    return last


# ---------------------------------------------------------------------------
# Printing C.

PREC = {"||": 1, "&&": 2, "==": 3, "!=": 3, "<": 4, "<=": 4, ">": 4, ">=": 4, "+": 5, "-": 5}


def expr_c(e, parent=0):
    k = e[0]
    if k == "c":
        return str(e[1]) if e[1] >= 0 else "(%d)" % e[1]
    if k in ("l", "g"):
        return e[1]
    if k == "not":
        return "!(%s)" % expr_c(e[1])
    p = PREC[e[1]]
    s = "%s %s %s" % (expr_c(e[2], p), e[1], expr_c(e[3], p + 1))
    return "(%s)" % s if parent and p <= parent else s


def stmts_c(stmts, ind, out, asserts, sites=None, path=()):
    """Appends the C lines of stmts to out; asserts: {assert id: line}; sites (if given):
    {statement path (races.py's site): its line}."""
    pad = "  " * ind
    for i, s in enumerate(stmts):
        k = s[0]
        if sites is not None:
            sites[path + (i,)] = len(out) + 1
        if k == "decl":
            out.append("%sint %s = %s;" % (pad, s[1], expr_c(s[2])))
        elif k == "set":
            out.append("%s%s = %s;" % (pad, s[1], expr_c(s[2])))
        elif k == "store":
            g, e, style = s[1], s[2], s[3]
            if style == "inc":
                out.append("%s%s++;" % (pad, g))
            elif style == "compound":
                out.append("%s%s %s= %s;" % (pad, g, e[1], expr_c(e[3])))
            else:
                out.append("%s%s = %s;" % (pad, g, expr_c(e)))
        elif k == "if":
            out.append("%sif (%s) {" % (pad, expr_c(s[1])))
            stmts_c(s[2], ind + 1, out, asserts, sites, path + (i, 0))
            if s[3]:
                out.append("%s} else {" % pad)
                stmts_c(s[3], ind + 1, out, asserts, sites, path + (i, 1))
            out.append("%s}" % pad)
        elif k == "assert":
            out.append("%sassert(%s); // assertion %d" % (pad, expr_c(s[1]), s[2]))
            asserts[s[2]] = len(out)
        elif k == "create":
            out.append("%spthread_create(&h%d, 0, t%d, 0);" % (pad, s[1], s[1]))
        elif k == "join":
            out.append("%spthread_join(h%d, 0);" % (pad, s[1]))
        elif k == "lock":
            out.append("%spthread_mutex_lock(&m);" % pad)
        elif k == "unlock":
            out.append("%spthread_mutex_unlock(&m);" % pad)
        else:
            raise ValueError(k)


def uses_mutex(stmts):
    return any(s[0] in ("lock", "unlock") or
               (s[0] == "if" and (uses_mutex(s[2]) or uses_mutex(s[3]))) for s in stmts)


def to_c(prog, title, sites=None):
    """(C text, {assert id: line number}); sites (if given) gets {(thread, statement
    path...): line number} for races.py."""
    out = ["// %s: a random program of lit-tests/oracle-threads/gen_threads.py" % title,
           "#include <assert.h>", "#include <pthread.h>", ""]
    asserts = {}
    for g, v in prog["globals"]:
        out.append("int %s = %d;" % (g, v) if v else "int %s;" % g)
    if any(uses_mutex(body) for body in prog["threads"]):
        out.append("pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;")
    out.append("")
    for t, body in enumerate(prog["threads"][1:], 1):
        out.append("void *t%d(void *arg) {" % t)
        stmts_c(body, 1, out, asserts, sites, (t,))
        out.append("  return arg;")
        out.append("}")
        out.append("")
    n = len(prog["threads"]) - 1
    out.append("int main(void) {")
    out.append("  pthread_t %s;" % ", ".join("h%d" % t for t in range(1, n + 1)))
    stmts_c(prog["threads"][0], 1, out, asserts, sites, (0,))
    out.append("  return 0;")
    out.append("}")
    return "\n".join(out) + "\n", asserts


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-n", "--count", type=int, default=10)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--out", required=True)
    ap.add_argument("--race", action="store_true",
                    help="programs for the race oracle (run.py --race), named rS-tNNN")
    ap.add_argument("--race-semantics", choices=races.SEMANTICS, default="stop")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for i in range(args.first, args.first + args.count):
        if args.race:
            name = "r%d-t%03d" % (args.seed, i)
            prog, found = generate_race("%d:%d" % (args.seed, i), args.race_semantics, i)
            fk = races.first_k(found)
            desc = ("race-free within %d rounds" % races.KMAX if fk is None else
                    "a race from k=%d (on %s)" % (fk, " ".join(races.racy_globals(found, fk))))
        else:
            name = "s%d-t%03d" % (args.seed, i)
            prog, fails, ans = generate("%d:%d" % (args.seed, i))
            desc = ("SAFE within 4 rounds" if ans["first_k"] is None else
                    "UNSAFE from k=%d, %d preemptions" % (ans["first_k"], ans["first_p"]))
        text, _ = to_c(prog, name)
        with open(os.path.join(args.out, name + ".c"), "w") as f:
            f.write(text)
        with open(os.path.join(args.out, name + ".json"), "w") as f:
            json.dump(prog, f)
        print("%s: %s" % (name, desc))
    return 0


if __name__ == "__main__":
    sys.exit(main())
