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
import resource
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from report import (NEW_META, OUTCOMES, SCORE, VERDICT_WORD, compare_text, format_table, hms,  # noqa: F401
                    monotonic_report, quantile_plot, row_key, run_name, score_row, summarize,
                    summary_text, wrong_text, _with_config)
from tasks import PLAIN_PROPERTIES, PROPERTIES, discover, parse_yaml  # noqa: F401

SCRIPT_DIR = Path(__file__).resolve().parent
REPO = SCRIPT_DIR.parents[1]

MEMORY_PATTERNS = re.compile(
    r"out of memory|bad_alloc|cannot allocate memory|memory exhausted|MemoryError|"
    r"failed to allocate|allocation failed", re.I)
TIMEOUT_PATTERN = re.compile(r"^UNKNOWN:.*\btime ?out\b", re.I | re.M)
# The subproperty at the end of an UNSAFE verdict line: "UNSAFE: ... [valid-deref]".
SUBPROPERTY_PATTERN = re.compile(r"^UNSAFE:.* \[([a-z-]+)\]$", re.M)
LOG_CAP = 256 * 1024  # bytes kept of each of stdout and stderr in the logs



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


class Job:
    def __init__(self, run, cmd, cwd, log):
        self.run, self.cmd, self.cwd, self.log = run, cmd, cwd, log
        self.proc = None
        self.start = self.deadline = self.term_at = 0.0
        self.killed = False
        self.out = self.err = None


class Runner:
    def __init__(self, args, out_dir, total):
        self.args = args
        self.out_dir = out_dir
        self.total = total
        self.done = 0
        self.wrong = 0
        self.counts = {}
        self.t0 = time.monotonic()
        self.tty = sys.stderr.isatty() and not args.quiet
        self.last_line = 0.0
        self.tmp = tempfile.mkdtemp(prefix="svcomp-run-")
        self.running = []
        self.started = 0
        self.results = []

    def _preexec(self):
        if self.args.memory > 0:
            resource.setrlimit(resource.RLIMIT_AS, (self.args.memory, self.args.memory))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))

    def start(self, job):
        self.started += 1
        n = self.started
        job.out = open(os.path.join(self.tmp, "%d.out" % n), "w+b")
        job.err = open(os.path.join(self.tmp, "%d.err" % n), "w+b")
        job.start = time.monotonic()
        job.deadline = job.start + self.args.timeout
        # Only this thread exists, so preexec_fn is safe; start_new_session gives the
        # task its own process group, so that a kill reaches clang and any other child.
        job.proc = subprocess.Popen(job.cmd, cwd=job.cwd, stdin=subprocess.DEVNULL,
                                    stdout=job.out, stderr=job.err, start_new_session=True,
                                    preexec_fn=self._preexec)
        self.running.append(job)

    def _killpg(self, job, sig):
        try:
            os.killpg(job.proc.pid, sig)
        except (ProcessLookupError, PermissionError):
            pass

    def kill_all(self):
        for job in self.running:
            self._killpg(job, signal.SIGKILL)
        for job in self.running:
            try:
                os.wait4(job.proc.pid, 0)
            except ChildProcessError:
                pass
        self.running = []

    def poll(self):
        """Reaps finished tasks, kills overdue ones; returns the results of those done."""
        finished = []
        now = time.monotonic()
        for job in list(self.running):
            pid, status, usage = os.wait4(job.proc.pid, os.WNOHANG)
            if pid == 0:
                if now >= job.deadline and not job.killed:
                    job.killed = True
                    job.term_at = now
                    self._killpg(job, signal.SIGTERM)
                elif job.killed and now >= job.term_at + 1.0:
                    self._killpg(job, signal.SIGKILL)
                continue
            wall = time.monotonic() - job.start
            job.proc.returncode = os.waitstatus_to_exitcode(status)
            self._killpg(job, signal.SIGKILL)  # whatever it left running
            self.running.remove(job)
            finished.append(self.finish(job, status, usage, wall))
        return finished

    def finish(self, job, status, usage, wall):
        run = job.run
        out = _read(job.out)
        err = _read(job.err)
        job.out.close()
        job.err.close()
        os.unlink(job.out.name)
        os.unlink(job.err.name)
        code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else None
        sig = os.WTERMSIG(status) if os.WIFSIGNALED(status) else None
        mem_bytes = usage.ru_maxrss * 1024  # KiB on Linux; covers reaped descendants
        first = next((ln for ln in out.splitlines() if ln.strip()), "")
        if not first:
            first = next((ln for ln in err.splitlines() if ln.strip()), "")
        limit = self.args.memory
        if job.killed:
            verdict = "timeout"
        elif code == 0:
            verdict = "true"
        elif code == 10:
            verdict = "false"
        elif code == 20:
            if TIMEOUT_PATTERN.search(out):
                verdict = "timeout"
            elif MEMORY_PATTERNS.search(err if first.startswith("UNKNOWN: aborted") else first):
                verdict = "memout"  # an abort says on stderr whether memory ran out
            else:
                verdict = "unknown"
        elif MEMORY_PATTERNS.search(out) or MEMORY_PATTERNS.search(err) or (
                sig is not None and limit > 0 and mem_bytes >= 0.8 * limit):
            verdict = "memout"
        else:
            verdict = "error"
        if verdict == "error" and not first:
            first = "exit %s" % code if sig is None else "killed by %s" % signal.Signals(sig).name
        row = dict(run)
        sub = SUBPROPERTY_PATTERN.search(out) if verdict == "false" else None
        row["reported_subproperty"] = sub.group(1) if sub else ""
        row.update(status=verdict, exit_code=code, signal=sig,
                   cpu_s=round(usage.ru_utime + usage.ru_stime, 3), wall_s=round(wall, 3),
                   mem_mib=round(mem_bytes / (1 << 20), 1), message=first[:300],
                   command=shlex.join(job.cmd), log=os.path.relpath(job.log, self.out_dir))
        if "--witness" in job.cmd:  # the witness written, relative to the results
            witness = job.cmd[job.cmd.index("--witness") + 1]
            row["witness"] = os.path.relpath(witness, self.out_dir) if os.path.exists(witness) else None
        score_row(row)
        job.log.parent.mkdir(parents=True, exist_ok=True)
        with open(job.log, "w") as f:
            f.write("# command: %s\n# cwd: %s\n" % (row["command"], job.cwd))
            f.write("# exit: %s  signal: %s  runner-killed: %s\n" % (code, sig, job.killed))
            f.write("# cpu %.3f s  wall %.3f s  peak memory %.1f MiB\n" % (
                row["cpu_s"], row["wall_s"], row["mem_mib"]))
            f.write("## stdout\n%s\n## stderr\n%s\n" % (out, err))
        return row

    def note(self, row):
        self.done += 1
        self.counts[row["outcome"]] = self.counts.get(row["outcome"], 0) + 1
        if row["outcome"].startswith("wrong"):
            self.wrong += 1
            self.message("WRONG %s: %s %s expected %s, got %s (%.1f s)" % (
                row["outcome"], run_name(row), row["property"], row["expected"],
                VERDICT_WORD[row["status"]], row["cpu_s"]))
        self.progress()

    def message(self, text):
        if self.tty:
            sys.stderr.write("\r\033[K")
        sys.stderr.write(text + "\n")
        self.progress(force=True)

    def progress(self, force=False, final=False):
        if self.args.quiet:
            return
        now = time.monotonic()
        if not self.tty and not final and now - self.last_line < 15 and not force:
            return
        if self.tty and not final and not force and now - self.last_line < 0.2:
            return
        self.last_line = now
        parts = ["[%d/%d]" % (self.done, self.total), "wrong %d" % self.wrong]
        for key in ("unknown", "timeout", "memout", "error"):
            if self.counts.get(key):
                parts.append("%s %d" % (key, self.counts[key]))
        parts.append("running %d" % len(self.running))
        parts.append("elapsed %s" % hms(now - self.t0))
        if self.running:
            parts.append(run_name(self.running[-1].run))
        line = "  ".join(parts)
        if self.tty:
            width = shutil.get_terminal_size((100, 20)).columns
            sys.stderr.write("\r\033[K" + line[:width - 1] + ("\n" if final else ""))
        elif final or not force:
            sys.stderr.write(line + "\n")
        sys.stderr.flush()

    def run_all(self, jobs):
        results = self.results
        pending = list(reversed(jobs))
        self.progress(force=True)
        try:
            while pending or self.running:
                while pending and len(self.running) < self.args.jobs:
                    self.start(pending.pop())
                for row in self.poll():
                    results.append(row)
                    self.note(row)
                self.progress()
                if self.running:
                    time.sleep(0.01)
        finally:
            self.kill_all()
            shutil.rmtree(self.tmp, ignore_errors=True)
        self.progress(final=True)
        return results


def _read(f):
    f.flush()
    size = f.seek(0, os.SEEK_END)
    if size > 2 * LOG_CAP:
        f.seek(0)
        head = f.read(LOG_CAP)
        f.seek(size - LOG_CAP)
        tail = f.read(LOG_CAP)
        data = head + b"\n[... %d bytes cut ...]\n" % (size - 2 * LOG_CAP) + tail
    else:
        f.seek(0)
        data = f.read()
    return data.decode("utf-8", errors="replace")


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

    # The runs: (row, command or None when not run).
    planned = []
    replay_dir = tempfile.mkdtemp(prefix="svcomp-replay-") if args.replay else None
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

    if args.out:
        out_dir = Path(args.out).resolve()
    else:
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
        out_dir = SCRIPT_DIR / "results" / stamp
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
    runner = Runner(args, out_dir, len(jobs))
    interrupted = False
    try:
        runner.run_all(jobs)
    except KeyboardInterrupt:
        interrupted = True
        sys.stderr.write("\nrun.py: interrupted, writing the results so far\n")
    rows += runner.results
    if args.replay and not interrupted:
        report_replay = replay_verdicts(rows, cbounds, tasks_dir, args.timeout)
    else:
        report_replay = None
    if replay_dir:
        shutil.rmtree(replay_dir, ignore_errors=True)
    key_order = {row_key(r) + (r["config"],): n for n, (r, _) in enumerate(planned)}
    rows.sort(key=lambda r: key_order.get(row_key(r) + (r["config"],), len(planned)))

    summary = summarize(rows)
    report = [summary_text(summary)]
    if interrupted:
        report.append("INTERRUPTED: %d of %d runs done; the tables count only those"
                      % (len(runner.results), len(jobs)))
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
