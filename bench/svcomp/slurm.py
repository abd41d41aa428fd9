"""Campaigns on a Slurm cluster for bench/svcomp/run.py --slurm (README.md, "Campaigns on
Slurm").

run.py plans the runs as for a local campaign; this module writes the plan to
OUT/slurm/plan.json and submits one job array (sbatch --array) whose element i runs the
plan's run i through runner.Runner, the code a local campaign uses, so the limits (time,
RLIMIT_AS, the process-group kill) and the classification are the same. Each element
writes OUT/slurm/parts/i.json (its result row) and the run's log. The submitting run.py
waits for the array (squeue), then hands the rows back to run.py, which writes the same
results.json, CSV, tables and plots as a local campaign.

Resuming: run the same command (same --out) again. Runs whose part file exists are not
run again; array jobs of an earlier submission that are still queued or running are waited
for, not submitted twice; the rest is submitted. A different plan in the same --out
(other options, limits or tasks) is refused.

Everything goes through files under OUT, so OUT, the tasks, cbounds and this script must be
on a filesystem every node sees at the same path.
"""
import argparse
import json
import math
import os
import platform
import shlex
import subprocess
import sys
import time
from pathlib import Path

from report import NEW_META, score_row
from runner import Job, Runner

PLAN_VERSION = 1
DEFAULT_MAX_ARRAY_SIZE = 1001  # Slurm's default MaxArraySize: indices 0..1000


def add_arguments(parser):
    g = parser.add_argument_group("campaigns on Slurm (README.md)")
    g.add_argument("--slurm", action="store_true",
                   help="run the tasks as a Slurm job array (sbatch --array), one task per "
                        "element, then collect the results; the same command again resumes")
    g.add_argument("--slurm-option", metavar="ARGS", default="",
                   help="more sbatch options (one string, shell-split), e.g. "
                        "'--partition=short --account=proj'; they come last, so they can "
                        "override --time and --mem")
    g.add_argument("--slurm-parallel", metavar="N", type=int,
                   help="at most N elements of the array at once (--array=...%%N)")
    g.add_argument("--slurm-no-wait", action="store_true",
                   help="submit and exit; the same command later waits for what is left "
                        "and collects")
    g.add_argument("--slurm-poll", metavar="S", type=float, default=5.0,
                   help="seconds between two looks at the queue (default 5)")


# ---------------------------------------------------------------------------------------
# The plan and the part files

def _plan(jobs, out_dir, args):
    return {
        "version": PLAN_VERSION, "out_dir": str(out_dir),
        "timeout": args.timeout, "memory": args.memory,
        "runs": [{"row": job.run, "cmd": job.cmd, "cwd": job.cwd, "log": str(job.log)}
                 for job in jobs],
    }


def _same_plan(old, new):
    """None if old and new describe the same campaign, else what differs."""
    for key in ("version", "out_dir", "timeout", "memory"):
        if old.get(key) != new[key]:
            return "%s: %r then, %r now" % (key, old.get(key), new[key])
    old_runs = old.get("runs", [])
    if len(old_runs) != len(new["runs"]):
        return "%d runs then, %d now" % (len(old_runs), len(new["runs"]))
    for i, (a, b) in enumerate(zip(old_runs, new["runs"])):
        if a != b:
            return "run %d: %s then, %s now" % (i, shlex.join(a.get("cmd", [])), shlex.join(b["cmd"]))
    return None


def _part(camp, index):
    return camp / "parts" / ("%d.json" % index)


def _read_part(camp, index):
    try:
        return json.loads(_part(camp, index).read_text())
    except (OSError, ValueError):
        return None


def _write_atomic(path, text):
    tmp = path.with_name(".%s.%d.tmp" % (path.name, os.getpid()))
    tmp.write_text(text)
    os.replace(tmp, path)


# ---------------------------------------------------------------------------------------
# Talking to Slurm

def _slurm(cmd):
    """Runs a Slurm command; (exit status, stdout, stderr)."""
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
        return p.returncode, p.stdout, p.stderr
    except (OSError, subprocess.SubprocessError) as e:
        return 127, "", str(e)


def _max_array_size():
    code, out, _ = _slurm(["scontrol", "show", "config"])
    for line in out.splitlines() if code == 0 else []:
        key, _, value = line.partition("=")
        if key.strip() == "MaxArraySize" and value.strip().isdigit():
            return int(value.strip())
    return DEFAULT_MAX_ARRAY_SIZE


def _ranges(indices):
    """'0-3,5,7-9' for [0, 1, 2, 3, 5, 7, 8, 9] (sorted, distinct)."""
    parts, start, prev = [], None, None
    for i in indices + [None]:
        if start is not None and (i is None or i != prev + 1):
            parts.append(str(start) if start == prev else "%d-%d" % (start, prev))
            start = None
        if i is not None and start is None:
            start = i
        prev = i
    return ",".join(parts)


def _active(job_ids):
    """Array elements of these jobs that will still run: {'R': n, 'PD': n, ...}, and 'held':
    the elements Slurm holds (a launch that failed, say: "launch failed requeued held"),
    which run only if someone releases them. A job Slurm no longer knows (finished long
    ago) counts as done."""
    states = {}
    for job_id in job_ids:
        code, out, err = _slurm(["squeue", "-h", "-r", "-j", job_id, "-o", "%t|%r"])
        if code != 0:
            if "invalid job id" not in err.lower():  # slurmctld busy or down: ask again
                states["?"] = states.get("?", 0) + 1
            continue
        for line in out.splitlines():
            state, _, reason = line.partition("|")
            if state == "PD" and ("held" in reason.lower() or reason.startswith("JobHeld")):
                state = "held"
            if state:
                states[state] = states.get(state, 0) + 1
    return states


def _running(states):
    """Whether anything in these states may still run (held elements do not count)."""
    return any(n for state, n in states.items() if state != "held")


def _job_script(camp):
    run_py = Path(__file__).resolve().parent / "run.py"
    script = camp / "job.sh"
    script.write_text(
        "#!/bin/sh\n"
        "# One run of a cbounds campaign per array element (bench/svcomp/run.py --slurm).\n"
        "# $1: the plan index of element 0 of this array.\n"
        "exec %s %s --slurm-element %s \"$1\"\n"
        % (shlex.quote(sys.executable), shlex.quote(str(run_py)), shlex.quote(str(camp))))
    script.chmod(0o755)
    return script


def _submit(camp, indices, args, warn):
    """Submits the runs with these plan indices; returns the job ids, or None on failure."""
    script = _job_script(camp)
    (camp / "out").mkdir(exist_ok=True)
    limits = ["--ntasks=1", "--cpus-per-task=1",
              # The run is killed at --timeout by the element itself; Slurm's limit is a
              # backstop for an element that hangs (a dead filesystem, say).
              "--time=%d" % math.ceil((args.timeout + 60) / 60.0)]
    if args.memory > 0:
        limits.append("--mem=%dM" % math.ceil(args.memory / float(1 << 20)))
    size = _max_array_size()
    ids = []
    offsets = sorted({i // size * size for i in indices})
    for offset in offsets:
        chunk = [i - offset for i in indices if offset <= i < offset + size]
        spec = _ranges(chunk)
        if args.slurm_parallel:
            spec += "%%%d" % args.slurm_parallel
        cmd = (["sbatch", "--parsable", "--job-name=cbounds-campaign", "--array=" + spec,
                "--output=%s" % (camp / "out" / "%A_%a.out"), "--chdir=%s" % camp] + limits
               + shlex.split(args.slurm_option) + [str(script), str(offset)])
        code, out, err = _slurm(cmd)
        if code != 0:
            warn("sbatch failed (exit %d): %s\n  command: %s" % (code, err.strip(), shlex.join(cmd)))
            return ids or None
        job_id = out.strip().split(";")[0]
        ids.append(job_id)
        with open(camp / "jobs.txt", "a") as f:
            f.write("%s %s\n" % (job_id, shlex.join(cmd)))
    return ids


def _submitted_ids(camp):
    try:
        return [ln.split()[0] for ln in (camp / "jobs.txt").read_text().splitlines() if ln.strip()]
    except OSError:
        return []


def _wait(camp, job_ids, total, args):
    """Waits until no element of job_ids is queued or running, with a progress line."""
    t0 = time.monotonic()
    tty = sys.stderr.isatty() and not args.quiet
    last = 0.0
    while True:
        states = _active(job_ids)
        now = time.monotonic()
        if not args.quiet and (tty or now - last >= 30 or not _running(states)):
            done = sum(1 for _ in (camp / "parts").glob("*.json"))
            line = "slurm: [%d/%d] done, %d running, %d pending, %s, jobs %s, %ds" % (
                done, total, states.get("R", 0), states.get("PD", 0),
                " ".join("%s %d" % kv for kv in sorted(states.items())
                         if kv[0] not in ("R", "PD")) or "-", ",".join(job_ids), now - t0)
            sys.stderr.write(("\r\033[K" + line) if tty else line + "\n")
            sys.stderr.flush()
            last = now
        if not _running(states):
            if tty:
                sys.stderr.write("\n")
            if states.get("held"):
                sys.stderr.write(
                    "slurm: %d elements are held by Slurm (squeue -j %s shows why; see "
                    "OUT/slurm/out/ and the slurmd log): not waiting for them. scancel them, "
                    "fix the cause, and run the same command again to rerun them\n"
                    % (states["held"], ",".join(job_ids)))
            return
        time.sleep(args.slurm_poll)


# ---------------------------------------------------------------------------------------
# The campaign (submitting side) and one element (on a node)

def run_campaign(jobs, out_dir, args, warn):
    """Runs the jobs on Slurm. Returns (rows, interrupted) once the array is done, or an
    exit status: 0 submitted with --slurm-no-wait, 2 a different campaign or sbatch failed."""
    camp = out_dir / "slurm"
    (camp / "parts").mkdir(parents=True, exist_ok=True)
    plan = _plan(jobs, out_dir, args)
    plan_file = camp / "plan.json"
    if plan_file.exists():
        try:
            old = json.loads(plan_file.read_text())
        except ValueError as e:
            warn("%s is not readable (%s): remove it or use another --out" % (plan_file, e))
            return 2
        diff = _same_plan(old, plan)
        if diff:
            warn("%s holds another campaign (%s): give the same options to resume it, or "
                 "another --out" % (out_dir, diff))
            return 2
    else:
        _write_atomic(plan_file, json.dumps(plan, indent=1) + "\n")

    earlier = _submitted_ids(camp)
    interrupted = False
    try:
        if earlier and _running(_active(earlier)):  # resumed while the array runs: no duplicates
            sys.stderr.write("slurm: jobs %s of an earlier submission are still in the queue: "
                             "waiting for them\n" % ",".join(earlier))
            if args.slurm_no_wait:
                return 0
            _wait(camp, earlier, len(jobs), args)
        missing = [i for i in range(len(jobs)) if _read_part(camp, i) is None]
        sys.stderr.write("slurm: %d runs, %d done before, %d to submit (results in %s)\n" % (
            len(jobs), len(jobs) - len(missing), len(missing), camp))
        if missing:
            ids = _submit(camp, missing, args, warn)
            if not ids:
                return 2
            sys.stderr.write("slurm: submitted array job %s\n" % ",".join(ids))
            if args.slurm_no_wait:
                sys.stderr.write("slurm: not waiting (--slurm-no-wait): run the same command "
                                 "again to wait and collect\n")
                return 0
            _wait(camp, ids, len(jobs), args)
            # On NFS a file written on a node may show up here a moment later.
            for _ in range(10):
                if all(_read_part(camp, i) is not None for i in missing):
                    break
                time.sleep(1.0)
    except KeyboardInterrupt:
        interrupted = True
        sys.stderr.write("\nslurm: interrupted; the array keeps running (scancel %s stops "
                         "it). Run the same command again to collect.\n"
                         % " ".join(_submitted_ids(camp)))
    NEW_META["slurm"] = {"campaign": str(camp), "array_jobs": _submitted_ids(camp),
                         "sbatch_options": args.slurm_option}
    rows = []
    for i, job in enumerate(jobs):
        row = _read_part(camp, i)
        if row is None and interrupted:
            continue
        if row is None:  # the element died without a result (Slurm's time limit, a node lost)
            row = dict(job.run, status="error", exit_code=None, signal=None, cpu_s=0.0,
                       wall_s=0.0, mem_mib=0.0, command=shlex.join(job.cmd), log="",
                       message="no result from its Slurm array element (see %s; the same "
                               "command again reruns it)" % (camp / "out"))
            score_row(row)
        rows.append(row)
    return rows, interrupted


def element_main(argv):
    """run.py --slurm-element CAMPAIGN_DIR OFFSET: runs the plan's run OFFSET +
    $SLURM_ARRAY_TASK_ID and writes its part file."""
    if len(argv) != 2 or "SLURM_ARRAY_TASK_ID" not in os.environ:
        sys.stderr.write("run.py --slurm-element DIR OFFSET: only in a Slurm array job\n")
        return 2
    camp = Path(argv[0])
    index = int(argv[1]) + int(os.environ["SLURM_ARRAY_TASK_ID"])
    plan = json.loads((camp / "plan.json").read_text())
    assert plan["version"] == PLAN_VERSION, plan["version"]
    entry = plan["runs"][index]
    limits = argparse.Namespace(timeout=plan["timeout"], memory=plan["memory"], jobs=1,
                                quiet=True)
    job = Job(entry["row"], entry["cmd"], entry["cwd"], Path(entry["log"]))
    row = Runner(limits, plan["out_dir"], 1).run_all([job])[0]
    row["host"] = platform.node()
    row["slurm_job"] = "%s_%s" % (os.environ.get("SLURM_ARRAY_JOB_ID", "?"),
                                  os.environ["SLURM_ARRAY_TASK_ID"])
    _write_atomic(_part(camp, index), json.dumps(row, indent=1) + "\n")
    print("%s %s: %s (%.1f s)" % (row["input"], row["property"], row["status"], row["cpu_s"]))
    return 0
