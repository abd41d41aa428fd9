#!/usr/bin/env python3
"""Iterative context bounding, measured (issue 8): for every unreach-call task of the dev
set, the smallest k that shows a bug and the fewest preemptions in a trace of it within that k
(both ways run with --fewest-preemptions; CHESS's
"bugs found with c preemptions"), and the time of the iterative search in one solver
against separate runs for each k (-K 1, -K 2, ... up to the first UNSAFE, or all of them).

    bench/contexts/run.py [--cbounds BIN] [--max-rounds 4] [--timeout 20] [-j 2]
                          [--filter REGEX] [--out DIR] [--repeat N] [tasks]

A report, not a test: it prints tables and writes results.json to --out. Times are
wall-clock seconds of whole cbounds runs (front end and encoding included: the separate
runs pay them once per k, which is part of what the iterative search saves).
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "svcomp"))
import tasks as svtasks  # noqa: E402  (bench/svcomp/tasks.py: the YAML reader)


def run_cbounds(args, run, extra, root):
    """A cbounds run, made --repeat times: (verdict, fastest seconds, spread of the
    seconds, json report of the fastest run or None). A verdict that changes between
    repeats (a timeout at the limit) is reported as FLAKY."""
    results = [run_cbounds_once(args, run, extra, root) for _ in range(args.repeat)]
    verdicts = {v for v, _, _ in results}
    verdict, seconds, report = min(results, key=lambda r: r[1])
    spread = max(r[1] for r in results) - seconds
    return (verdict if len(verdicts) == 1 else "FLAKY"), seconds, spread, report


def run_cbounds_once(args, run, extra, root):
    """One cbounds run: (verdict, seconds, json report or None)."""
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as f:
        report_path = f.name
    cmd = ["prlimit", "--as=%d" % (args.memory << 30), args.cbounds,
           str(Path(root) / run["input"]), "--timeout", str(args.timeout),
           "--json", report_path, "--fewest-preemptions", "--property", "unreach-call"] + extra
    cmd += {"ILP32": ["--32"], "LP64": ["--64"]}.get(run["data_model"].upper(), [])
    start = time.monotonic()
    try:
        proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              timeout=args.timeout + 10)
        code = proc.returncode
    except subprocess.TimeoutExpired:
        code = None
    seconds = time.monotonic() - start
    report = None
    try:
        with open(report_path) as f:
            report = json.load(f)
    except (OSError, ValueError):
        pass
    os.unlink(report_path)
    verdict = {0: "SAFE", 10: "UNSAFE", 20: "UNKNOWN"}.get(code, "ERROR")
    return verdict, seconds, report


def measure(args, run, root):
    """The iterative run, then the separate runs k = 1.. until UNSAFE."""
    kmax = args.max_rounds
    verdict, seconds, spread, report = run_cbounds(args, run, ["--max-rounds", str(kmax)], root)
    row = {"task": "%s/%s" % (run["folder"], run["task"]), "expected": run["expected"],
           "iterative": verdict, "iterative_s": round(seconds, 3),
           "k": report.get("rounds_used") if report else None,
           "preemptions": report.get("preemptions_used") if report else None,
           "checked": report.get("rounds_checked") if report else None,
           "iterative_spread": round(spread, 3),
           "separate": [], "separate_s": 0.0, "separate_spread": 0.0}
    for k in range(1, kmax + 1):
        v, s, sp, r = run_cbounds(args, run, ["-K", str(k)], root)
        row["separate"].append(v)
        row["separate_s"] = round(row["separate_s"] + s, 3)
        row["separate_spread"] = round(row["separate_spread"] + sp, 3)
        if v == "UNSAFE":
            row["separate_k"] = k
            break
        if v not in ("SAFE", "UNKNOWN") or s >= args.timeout - 0.5:
            break  # a timeout (or FLAKY, ERROR): larger k would not finish either
        # UNKNOWN below the time limit (a wait that needs another round, a loop past
        # --unwind at this k): the iterative search goes on to k + 1, and so do these.
    return row


def histogram(values, title, unit):
    counts = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    print("%s:" % title)
    for v in sorted(counts):
        print("  %s %-3s %3d  %s" % (unit, v, counts[v], "#" * counts[v]))


def report(rows, kmax):
    unsafe = [r for r in rows if r["iterative"] == "UNSAFE"]
    print("%-52s %-8s %3s %3s %9s %9s  %s" % ("task", "iter", "k", "p", "iter s",
                                                "sep s", "separate -K 1.."))
    for r in rows:
        print("%-52s %-8s %3s %3s %9.2f %9.2f  %s" % (
            r["task"][:52], r["iterative"], r["k"] if r["k"] is not None else "-",
            r["preemptions"] if r["preemptions"] is not None else "-", r["iterative_s"],
            r["separate_s"], " ".join(r["separate"])))
    print()
    histogram([r["k"] for r in unsafe], "UNSAFE tasks by the smallest k (rounds)", "k =")
    histogram([r["preemptions"] for r in unsafe],
              "UNSAFE tasks by the fewest preemptions found within that k", "c =")
    # Comparable: both ways reached their answer (the separate runs found the bug, or
    # asked every k without a timeout).
    both = [r for r in rows if r["iterative"] in ("SAFE", "UNSAFE") and r["separate"] and
            (r["separate"][-1] == "UNSAFE" or
             (len(r["separate"]) == kmax and r["separate"][-1] in ("SAFE", "UNKNOWN")))]
    slower = [r for r in both if r["iterative_s"] > r["separate_s"]]
    total_i = sum(r["iterative_s"] for r in both)
    total_s = sum(r["separate_s"] for r in both)
    print("tasks with a verdict both ways: %d; iterative %.1f s, separate runs summed %.1f s"
          % (len(both), total_i, total_s))
    print("iterative slower than the separate runs summed: %d task(s)%s" % (
        len(slower), "" if not slower else ": " + ", ".join(
            "%s (%.3f s vs %.3f s)" % (r["task"], r["iterative_s"], r["separate_s"])
            for r in slower)))
    # With --repeat: times are the fastest of the repeats; a difference smaller than the
    # repeats' own spread (slowest - fastest) is not one this measurement can tell.
    beyond = [r for r in slower if r["iterative_s"] - r["separate_s"] >
              max(r.get("iterative_spread", 0.0), r.get("separate_spread", 0.0))]
    print("  of which by more than the spread of their repeats: %d task(s)%s" % (
        len(beyond), "" if not beyond else ": " + ", ".join(r["task"] for r in beyond)))
    disagree = [r for r in both if (r["iterative"] == "UNSAFE") != (r["separate"][-1] == "UNSAFE") or
                (r["iterative"] == "UNSAFE" and r.get("separate_k") != r["k"])]
    print("verdicts or smallest k that differ between the two: %d%s" % (
        len(disagree), "" if not disagree else ": " + ", ".join(r["task"] for r in disagree)))
    wrong = [r for r in rows if (r["iterative"] == "UNSAFE" and r["expected"] == "true")]
    print("UNSAFE on a task expected true (a wrong verdict): %d" % len(wrong))
    return 1 if disagree or wrong else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("tasks", nargs="?", default=str(HERE.parents[2] / "shared" / "svcomp"))
    ap.add_argument("--cbounds", default=str(HERE.parents[1] / "build" / "bin" / "cbounds"))
    ap.add_argument("--max-rounds", type=int, default=4)
    ap.add_argument("--timeout", type=float, default=20)
    ap.add_argument("--memory", type=int, default=4, help="GiB of address space per run")
    ap.add_argument("-j", "--jobs", type=int, default=1)
    ap.add_argument("--filter", default=None)
    ap.add_argument("--out", default=None)
    ap.add_argument("--repeat", type=int, default=1,
                    help="run each cbounds command N times; times are the fastest run's")
    args = ap.parse_args()
    regex = re.compile(args.filter) if args.filter else None
    runs = [r for r in svtasks.discover(args.tasks, regex, lambda m: print(m, file=sys.stderr))
            if r["property"] == "unreach-call"]
    if not runs:
        print("no unreach-call tasks under %s" % args.tasks, file=sys.stderr)
        return 2
    rows = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = [pool.submit(measure, args, run, args.tasks) for run in runs]
        for n, fut in enumerate(concurrent.futures.as_completed(futures), 1):
            rows.append(fut.result())
            print("\r%d/%d" % (n, len(runs)), end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    rows.sort(key=lambda r: r["task"])
    out = Path(args.out or HERE / "results" / time.strftime("%Y%m%d-%H%M%S"))
    out.mkdir(parents=True, exist_ok=True)
    (out / "results.json").write_text(json.dumps(
        {"max_rounds": args.max_rounds, "timeout": args.timeout, "repeat": args.repeat,
         "rows": rows}, indent=1))
    status = report(rows, args.max_rounds)
    print("results: %s" % (out / "results.json"))
    return status


if __name__ == "__main__":
    sys.exit(main())
