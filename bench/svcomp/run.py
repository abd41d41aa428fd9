#!/usr/bin/env python3
"""Scores cbounds on SV-COMP tasks (see bench/svcomp/README.md).

usage: bench/svcomp/run.py [options] [TASKS_DIR] [-- CBOUNDS_OPTIONS...]

Every .yml under TASKS_DIR (default ../shared/svcomp beside the repository) is a task: its
input file, its properties with expected verdicts, its data model. cbounds is run on each
(task, property) under a time and memory limit that this runner enforces itself, and the
results are scored as in SV-COMP (+2 correct TRUE, +1 correct FALSE, -32 wrong TRUE, -16
wrong FALSE). Python 3 standard library only; gnuplot (optional) draws the quantile plot.

Exit status: 0 no wrong verdict, 1 a wrong verdict (or, with --check-monotonic, a
monotonicity violation), 2 usage error, 130 interrupted.
"""
import argparse
import csv
import datetime
import json
import os
import platform
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from report import (NEW_META, OUTCOMES, SCORE, VERDICT_WORD, compare_text, format_table, hms,  # noqa: F401
                    monotonic_report, quantile_plot, row_key, run_name, score_row, summarize,
                    summary_text, wrong_text, _with_config)
from tasks import PLAIN_PROPERTIES, PROPERTIES, discover, parse_yaml  # noqa: F401
from runner import Job, Runner
import slurm

SCRIPT_DIR = Path(__file__).resolve().parent
REPO = SCRIPT_DIR.parents[1]


# ---------------------------------------------------------------------------------------
# Running

def parse_size(text):
    m = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([kmgt]?)(i?b)?\s*", text, re.I)
    if not m:
        raise argparse.ArgumentTypeError("bad size %r (examples: 4G, 512M, 0 = no limit)" % text)
    factor = {"": 1, "k": 1 << 10, "m": 1 << 20, "g": 1 << 30, "t": 1 << 40}[m.group(2).lower()]
    return int(float(m.group(1)) * factor)


def human_size(n):
    if n <= 0:
        return "unlimited"
    for unit, f in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= f:
            return ("%.1f %s" % (n / f, unit)).replace(".0 ", " ")
    return "%d B" % n


def cbounds_timeout(limit):
    """What cbounds gets as --timeout: below the runner's limit by enough for its 2 s
    backstop to fire first, so that a slow task still says UNKNOWN: timeout itself."""
    return round(max(limit * 0.5, limit - max(3.0, 0.1 * limit)), 1)


def replay_verdicts(rows, cbounds, tasks_dir, limit):
    """--replay: runs `cbounds --replay` on each UNSAFE verdict's replay file; sets
    row["replay"] and returns the report's paragraph."""
    reached, failed = 0, []
    for row in rows:
        path = row.get("replay_file")
        if row.get("status") != "false" or not path or not os.path.exists(path):
            continue
        cwd = tasks_dir / os.path.dirname(row["input"])
        try:
            run = subprocess.run([str(cbounds), "--replay", path, os.path.basename(row["input"])],
                                 cwd=str(cwd), capture_output=True, text=True,
                                 timeout=max(120.0, limit))
            line = (run.stdout.strip().splitlines() or ["(no output) " + run.stderr.strip()])[-1]
            ok = run.returncode == 10
        except subprocess.TimeoutExpired:
            line, ok = "replay timed out", False
        row["replay"] = "reached" if ok else line
        if ok:
            reached += 1
        else:
            failed.append("  %s %s: %s" % (run_name(row), row["property"], line))
    text = "replay: %d of %d UNSAFE verdicts reach their error natively" % (
        reached, reached + len(failed))
    return "\n".join([text] + failed)


def main(argv):
    if argv[:1] == ["--slurm-element"]:  # one element of a Slurm array (slurm.py)
        return slurm.element_main(argv[1:])
    extra = []
    if "--" in argv:
        i = argv.index("--")
        argv, extra = argv[:i], argv[i + 1:]
    parser = argparse.ArgumentParser(
        prog="bench/svcomp/run.py",
        description="Runs cbounds on SV-COMP tasks and scores it. Options after -- go to "
                    "cbounds unchanged (compare configurations).",
        epilog="exit status: 0 no wrong verdict, 1 a wrong verdict or a monotonicity "
               "violation, 2 usage error, 130 interrupted")
    parser.add_argument("tasks", nargs="?", default=str(REPO.parent / "shared" / "svcomp"),
                        help="folder of SV-COMP tasks (default ../shared/svcomp beside the "
                             "repository)")
    parser.add_argument("--cbounds", default=str(REPO / "build" / "bin" / "cbounds"),
                        help="the checker to run (default build/bin/cbounds)")
    parser.add_argument("--timeout", type=float, default=60.0,
                        help="wall-clock limit per task in seconds (default 60); cbounds "
                             "gets --timeout a little below it")
    parser.add_argument("--memory", type=parse_size, default=4 << 30,
                        help="address-space limit per task (default 4G; 0 = none)")
    parser.add_argument("-j", "--jobs", type=int, default=1, help="parallel runs (default 1)")
    parser.add_argument("--filter", help="regular expression searched in 'folder/task'")
    parser.add_argument("--out", help="result directory (default "
                                      "bench/svcomp/results/<timestamp>/)")
    parser.add_argument("--race-option", metavar="ARGS", default="--property no-data-race",
                        help="cbounds options for no-data-race tasks (one string; default "
                             "'--property no-data-race'; empty: not run, scored "
                             "UNKNOWN)")
    parser.add_argument("--reach-option", metavar="ARGS", default="--property unreach-call",
                        help="cbounds options for unreach-call tasks (one string; default "
                             "'--property unreach-call')")
    parser.add_argument("--property", choices=PROPERTIES,
                        help="run only the tasks of this property")
    parser.add_argument("--compare", metavar="OLD.json",
                        help="list every task whose outcome or time changed against an "
                             "earlier results.json")
    parser.add_argument("--check-monotonic", metavar="K1,K2,...",
                        help="run each unreach-call task at each -K and report bugs lost "
                             "at a larger K and contradicting verdicts")
    parser.add_argument("--label", help="name of this configuration in tables and plots")
    parser.add_argument("--witnesses", action="store_true",
                        help="pass --witness: UNSAFE runs write witnesses/FOLDER/TASK.PROPERTY.yml")
    parser.add_argument("--list", action="store_true", help="list the runs and exit")
    parser.add_argument("--replay", action="store_true",
                        help="replay each UNSAFE verdict's counterexample natively "
                             "(cbounds --save-replay, then --replay; docs/replay.md)")
    parser.add_argument("-q", "--quiet", action="store_true", help="no progress line")
    slurm.add_arguments(parser)
    args = parser.parse_args(argv)

    def warn(text):
        sys.stderr.write("run.py: %s\n" % text)

    if args.jobs < 1 or args.timeout <= 0:
        parser.error("-j must be at least 1 and --timeout positive")
    try:
        regex = re.compile(args.filter) if args.filter else None
    except re.error as e:
        parser.error("bad --filter: %s" % e)
    ks = None
    if args.check_monotonic:
        try:
            ks = sorted({int(x) for x in args.check_monotonic.split(",") if x.strip()})
        except ValueError:
            parser.error("--check-monotonic wants integers, e.g. 1,2,3")
        if len(ks) < 2 or ks[0] < 1:
            parser.error("--check-monotonic wants at least two K values of 1 or more")
        if any(a == "-K" or a.startswith("-K") for a in extra):
            parser.error("--check-monotonic sets -K itself: remove -K after --")
        if "--deepen" in extra:
            parser.error("--check-monotonic checks each K exactly: remove --deepen after --")
    race_args = shlex.split(args.race_option) if args.race_option else None
    reach_args = shlex.split(args.reach_option)
    if ks:
        # Deepening (cbounds's default) raises the unwinding after an UNKNOWN: each K is
        # checked alone, with the bounds as given (-K pins K itself).
        reach_args = [a for a in reach_args if a != "--deepen"] + ["--no-deepen"]

    tasks_dir = Path(args.tasks).resolve()
    if not tasks_dir.is_dir():
        warn("no task folder %s" % tasks_dir)
        return 2
    runs = discover(tasks_dir, regex, warn)
    if args.property:
        runs = [r for r in runs if r["property"] == args.property]
    if not runs:
        warn("no task under %s%s" % (tasks_dir, " matches %r" % args.filter if args.filter else ""))
        return 2

    cbounds = Path(args.cbounds).resolve()
    if not args.list and not (cbounds.is_file() and os.access(cbounds, os.X_OK)):
        warn("no executable cbounds at %s (build it, or pass --cbounds)" % cbounds)
        return 2

    own_timeout = not any(a == "--timeout" or a.startswith("--timeout=") for a in extra)
    label = args.label or ("cbounds " + shlex.join(extra) if extra else "cbounds")

    if args.out:
        out_dir = Path(args.out).resolve()
    else:
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
        out_dir = SCRIPT_DIR / "results" / stamp

    # The runs: (row, command or None when not run).
    planned = []
    replay_dir = None
    if args.replay and args.slurm:  # on the shared filesystem, kept for a resumed campaign
        replay_dir = str(out_dir / "replay")
        os.makedirs(replay_dir, exist_ok=True)
    elif args.replay:
        replay_dir = tempfile.mkdtemp(prefix="svcomp-replay-")
    for run in runs:
        if ks is not None:
            if run["property"] != "unreach-call":
                continue
            variants = [(k, ["-K", str(k)], "K=%d" % k) for k in ks]
        else:
            variants = [(None, [], label)]
        for k, kargs, config in variants:
            row = dict(run, k=k, config=config)
            if run["property"] == "no-data-race" and race_args is None:
                planned.append((row, None))
                continue
            cmd = [str(cbounds), os.path.basename(run["input"])]
            cmd += {"ILP32": ["--32"], "LP64": ["--64"]}.get(run["data_model"].upper(), [])
            if own_timeout:
                cmd += ["--timeout", "%g" % cbounds_timeout(args.timeout)]
            cmd += kargs
            if run["property"] == "unreach-call":
                cmd += reach_args  # --property unreach-call: only reach_error violates it
            if run["property"] == "no-data-race":
                cmd += race_args
            if run["property"] in PLAIN_PROPERTIES:
                cmd += ["--property", run["property"]]
            cmd += extra
            if args.replay:
                row["replay_file"] = os.path.join(replay_dir, "%d.json" % len(planned))
                cmd += ["--save-replay", row["replay_file"]]
            planned.append((row, cmd))

    if args.list:
        for row, cmd in planned:
            print("%-50s %-13s %-5s %s" % (run_name(row), row["property"], row["expected"],
                                           shlex.join(cmd) if cmd else "(not run)"))
        print("%d runs (%d not run)" % (len(planned), sum(c is None for _, c in planned)))
        return 0

    out_dir.mkdir(parents=True, exist_ok=True)

    old_doc = None
    if args.compare:
        try:
            old_doc = json.loads(Path(args.compare).read_text())
        except (OSError, ValueError) as e:
            warn("cannot read --compare %s: %s" % (args.compare, e))
            return 2

    try:
        phys = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
        if args.memory > 0 and args.jobs * args.memory > phys:
            warn("-j %d x --memory %s exceeds this machine's %s: tasks may compete for "
                 "memory" % (args.jobs, human_size(args.memory), human_size(phys)))
    except (ValueError, OSError):
        pass

    version = ""
    try:
        version = subprocess.run([str(cbounds), "--version"], capture_output=True, text=True,
                                 timeout=30).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        pass
    started = datetime.datetime.now().isoformat(timespec="seconds")
    NEW_META.update({
        "started": started, "tasks_dir": str(tasks_dir), "cbounds": str(cbounds),
        "cbounds_version": version, "cbounds_options": extra, "label": label,
        "race_option": args.race_option, "timeout_s": args.timeout,
        "cbounds_timeout_s": cbounds_timeout(args.timeout) if own_timeout else None,
        "memory_bytes": args.memory, "jobs": args.jobs, "filter": args.filter,
        "check_monotonic": ks, "host": platform.node(), "argv": sys.argv,
    })

    jobs = []
    rows = []
    for row, cmd in planned:
        if cmd is None:
            row.update(status="not-run", exit_code=None, signal=None, cpu_s=0.0, wall_s=0.0,
                       mem_mib=0.0, message="no-data-race not run (no --race-option)",
                       command="", log="")
            score_row(row)
            rows.append(row)
            continue
        stem = "%s.%s%s" % (row["task"], row["property"], "" if row["k"] is None else ".K%d" % row["k"])
        log = out_dir / "logs" / row["folder"] / (stem + ".log")
        if args.witnesses:  # cbounds writes one only for UNSAFE
            witness = out_dir / "witnesses" / row["folder"] / (stem + ".yml")
            witness.parent.mkdir(parents=True, exist_ok=True)
            cmd = cmd + ["--witness", str(witness)]
        jobs.append(Job(row, cmd, str(tasks_dir / os.path.dirname(row["input"])), log))

    sys.stderr.write("run.py: %d runs (%d not run) from %s, -j %d, limits %gs / %s, "
                     "results in %s\n" % (len(planned), len(rows), tasks_dir, args.jobs,
                                          args.timeout, human_size(args.memory), out_dir))
    interrupted = False
    if args.slurm:
        # A job array on a cluster: the same limits, per-task results files, resumable.
        done = slurm.run_campaign(jobs, out_dir, args, warn)
        if isinstance(done, int):  # submitted, not waited for (--slurm-no-wait), or an error
            return done
        done_rows, interrupted = done
    else:
        runner = Runner(args, out_dir, len(jobs))
        try:
            runner.run_all(jobs)
        except KeyboardInterrupt:
            interrupted = True
            sys.stderr.write("\nrun.py: interrupted, writing the results so far\n")
        done_rows = runner.results
    rows += done_rows
    if args.replay and not interrupted:
        report_replay = replay_verdicts(rows, cbounds, tasks_dir, args.timeout)
    else:
        report_replay = None
    if replay_dir and not args.slurm:
        shutil.rmtree(replay_dir, ignore_errors=True)
    key_order = {row_key(r) + (r["config"],): n for n, (r, _) in enumerate(planned)}
    rows.sort(key=lambda r: key_order.get(row_key(r) + (r["config"],), len(planned)))

    summary = summarize(rows)
    report = [summary_text(summary)]
    if interrupted:
        report.append("INTERRUPTED: %d of %d runs done; the tables count only those"
                      % (len(done_rows), len(jobs)))
    mono_data = None
    if ks is not None:
        mono_text, mono_data = monotonic_report(rows, ks)
        report.append(mono_text)
    if old_doc is not None:
        report.append(compare_text(old_doc, rows, args.compare))

    series = []
    if ks is not None:
        for k in ks:
            series.append(("K=%d" % k, [r["cpu_s"] for r in rows if r["k"] == k
                                        and r["outcome"].startswith("correct")]))
    else:
        series.append((label, [r["cpu_s"] for r in rows if r["outcome"].startswith("correct")]))
        if old_doc is not None:
            old_label = old_doc.get("meta", {}).get("label") or "old"
            series.append(("old: %s (%s)" % (old_label, Path(args.compare).parent.name),
                           [r.get("cpu_s") or 0.0 for r in old_doc.get("results", [])
                            if str(r.get("outcome", "")).startswith("correct")]))
    report.append(quantile_plot(series, out_dir, "cbounds on SV-COMP tasks (%s)" %
                                tasks_dir.name))
    report.append(wrong_text(rows))
    if report_replay:
        report.append(report_replay)

    fields = ["folder", "task", "property", "expected", "status", "outcome", "score", "config",
              "subproperty", "reported_subproperty", "k", "cpu_s", "wall_s", "mem_mib", "exit_code", "signal", "data_model", "yml",
              "input", "message", "command", "log", "replay"]
    with open(out_dir / "results.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=fields, extrasaction="ignore")
        w.writeheader()
        for r in rows:
            w.writerow(r)
    doc = {"meta": dict(NEW_META, finished=datetime.datetime.now().isoformat(
        timespec="seconds"), interrupted=interrupted),
        "summary": summary, "results": rows}
    if mono_data is not None:
        doc["monotonic"] = mono_data
    (out_dir / "results.json").write_text(json.dumps(doc, indent=1) + "\n")
    text = "\n\n".join(report)
    (out_dir / "summary.txt").write_text(text + "\n")
    if not args.out:
        latest = SCRIPT_DIR / "results" / "latest"
        try:
            if latest.is_symlink():
                latest.unlink()
            if not latest.exists():
                latest.symlink_to(out_dir.name)
        except OSError:
            pass
    print(text)
    print("\nresults: %s (results.csv, results.json, summary.txt, logs/)" % out_dir)
    if interrupted:
        return 130
    wrong = any(r["outcome"].startswith("wrong") for r in rows)
    bad_mono = mono_data is not None and (mono_data["violations"] or mono_data["contradictions"])
    return 1 if wrong or bad_mono else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
