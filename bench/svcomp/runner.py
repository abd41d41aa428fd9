"""Runs cbounds on SV-COMP tasks under the limits of bench/svcomp/run.py (README.md, "Limits
and measurements"): each run in its own process group with RLIMIT_AS, killed at the
wall-clock limit, reaped with os.wait4 for its CPU time and peak memory, classified
(true, false, timeout, memout, unknown, error) and scored. run.py uses it for a local
campaign, and each Slurm array element (slurm.py) for its one run, so that both enforce
the same limits and classify alike."""
import os
import re
import resource
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from report import VERDICT_WORD, hms, run_name, score_row

MEMORY_PATTERNS = re.compile(
    r"out of memory|bad_alloc|cannot allocate memory|memory exhausted|MemoryError|"
    r"failed to allocate|allocation failed", re.I)
TIMEOUT_PATTERN = re.compile(r"^UNKNOWN:.*\btime ?out\b", re.I | re.M)
# The subproperty at the end of an UNSAFE verdict line: "UNSAFE: ... [valid-deref]".
SUBPROPERTY_PATTERN = re.compile(r"^UNSAFE:.* \[([a-z-]+)\]$", re.M)
LOG_CAP = 256 * 1024  # bytes kept of each of stdout and stderr in the logs


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
