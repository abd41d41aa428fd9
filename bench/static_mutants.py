#!/usr/bin/env python3
"""Mutants of the static analysis's per-mutex invariants (docs/static-proof.md, "Tests").

Each mutant breaks one rule the second pass relies on. For each: apply it to the source,
rebuild (build/), run lit-tests/static, expect some test to fail (a buggy variant
proved), restore the file, and say which RUN line failed. Needs a clean work tree for
the files it edits (it restores them with `git checkout`); rebuilds once more at the end.
Exit status 1 if some mutant is not caught.

    python3 bench/static_mutants.py [--jobs 2]
"""
import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIT = "/usr/lib/llvm-19/build/utils/lit/lit.py"
PYTHON = "/usr/bin/python3"  # the Debian python, whose psutil lit's --timeout needs

# (name, file, text, replacement)
MUTANTS = [
    ("no publication at unlock", "analysis/sp_protect.c",
     "      sp_publish(a, g, state[f->num_values + k]);",
     "      (void)g, (void)f, (void)state; /* MUTANT */"),
    ("an unlock keeps the lock in the lockset", "analysis/sp_locks.c",
     "    return m == SP_NO_MUTEX ? held & sp_bit(SP_ATOMIC) : held & ~sp_bit(m);",
     "    return m == SP_NO_MUTEX ? held & sp_bit(SP_ATOMIC) : held; /* MUTANT */"),
    ("no publication before a call", "analysis/sp_calls.c",
     "  if (a->modular && g->syncs)\n    sp_view_release(a, f, state, SP_NO_MUTEX);",
     "  /* MUTANT */"),
    ("unlocks by other threads ignored", "analysis/sp_protect.c",
     "  else if ((unlock && !(f->held[v] >> m & 1)) || (setup && !f->prefix[v]))",
     "  else if (setup && !f->prefix[v]) /* MUTANT */"),
    ("all of main is its prefix", "analysis/sp_locks.c",
     "          f->prefix[v] = !now;",
     "          f->prefix[v] = true || !now; /* MUTANT */"),
    ("the view is not refreshed when a section begins", "analysis/sp_protect.c",
     "      state[f->num_values + k] = itv_join(state[f->num_values + k], "
     "a->protected[k].invariant);",
     "      (void)f, (void)state; /* MUTANT */"),
    ("stores do not update the view", "analysis/sp_protect.c",
     "  if (sp_holds(f, inst, g->mutex))\n    state[f->num_values + k] = value;",
     "  (void)state; /* MUTANT */"),
]


def build():
    r = subprocess.run(["make", "-C", os.path.join(ROOT, "build"), "-j2"],
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    return r.returncode == 0, r.stderr


def first_failure(jobs, lit_dirs=("static",)):
    """The first failing RUN line of the lit-tests folders, or None; exits if lit did not
    run."""
    r = subprocess.run([PYTHON, LIT, "-v", "-j%d" % jobs, "--timeout", "300"] +
                       [os.path.join(ROOT, "build", "lit-tests", d) for d in lit_dirs],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if not re.search(r"^(PASS|FAIL): ", r.stdout, re.M):
        sys.exit("lit did not run:\n" + r.stdout[-2000:])
    failed, last = None, None
    for line in r.stdout.splitlines():
        if line.startswith("FAIL:"):
            failed, last = line.split(" :: ")[1].split(" ")[0], None
        elif failed and line.startswith("RUN: at line"):
            last = re.sub(r"\S*/lit-tests/(tools/|[a-z]+/)?", "", line.split(" 2>&1")[0])
        elif failed and last and re.fullmatch(r"\*+", line):
            return "%s: %s" % (failed, last)
    return None


def run_mutants(mutants, lit_dirs, jobs):
    """Applies each mutant, rebuilds, runs lit_dirs; returns how many were not caught."""
    missed = 0
    for name, path, old, new in mutants:
        full = os.path.join(ROOT, path)
        text = open(full).read()
        assert text.count(old) == 1, (name, "text not found once")
        with open(full, "w") as f:
            f.write(text.replace(old, new))
        try:
            ok, errors = build()
            failure = first_failure(jobs, lit_dirs) if ok else "does not build: " + errors[-300:]
        finally:
            subprocess.run(["git", "-C", ROOT, "checkout", "-q", "--", path])
        missed += failure is None
        print("%-50s %s" % (name, failure or "NOT CAUGHT"), flush=True)
    build()
    print("%d mutants, %d not caught" % (len(mutants), missed))
    return missed


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    return 1 if run_mutants(MUTANTS, ("static",), args.jobs) else 0


if __name__ == "__main__":
    sys.exit(main())
