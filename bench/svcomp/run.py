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

SCRIPT_DIR = Path(__file__).resolve().parent
REPO = SCRIPT_DIR.parents[1]

PROPERTIES = ("unreach-call", "no-data-race")
OUTCOMES = ("correct-true", "correct-false", "wrong-true", "wrong-false",
            "unknown", "timeout", "memout", "error")
SCORE = {"correct-true": 2, "correct-false": 1, "wrong-true": -32, "wrong-false": -16}
VERDICT_WORD = {"true": "SAFE", "false": "UNSAFE", "unknown": "UNKNOWN", "not-run": "NOT-RUN",
                "timeout": "TIMEOUT", "memout": "MEMOUT", "error": "ERROR"}
MEMORY_PATTERNS = re.compile(
    r"out of memory|bad_alloc|cannot allocate memory|memory exhausted|MemoryError|"
    r"failed to allocate|allocation failed", re.I)
TIMEOUT_PATTERN = re.compile(r"^UNKNOWN:.*\btime ?out\b", re.I | re.M)
LOG_CAP = 256 * 1024  # bytes kept of each of stdout and stderr in the logs


# ---------------------------------------------------------------------------------------
# A small YAML reader: enough for SV-COMP task definitions (block mappings and sequences,
# flow sequences, quoted and plain scalars, comments), so that no PyYAML is needed.

def _strip_comment(line):
    quote = None
    for i, ch in enumerate(line):
        if quote:
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == "#" and (i == 0 or line[i - 1] in " \t"):
            return line[:i].rstrip()
    return line.rstrip()


def _split_flow(text):
    items, depth, quote, cur = [], 0, None, ""
    for ch in text:
        if quote:
            cur += ch
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
            cur += ch
        elif ch in "[{":
            depth += 1
            cur += ch
        elif ch in "]}":
            depth -= 1
            cur += ch
        elif ch == "," and depth == 0:
            items.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        items.append(cur)
    return items


def _scalar(text):
    s = text.strip()
    if s == "":
        return None
    if s[0] == "'" and s.endswith("'") and len(s) >= 2:
        return s[1:-1].replace("''", "'")
    if s[0] == '"' and s.endswith('"') and len(s) >= 2:
        return bytes(s[1:-1], "utf-8").decode("unicode_escape")
    if s[0] == "[" and s.endswith("]"):
        return [_scalar(x) for x in _split_flow(s[1:-1])]
    low = s.lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    if low in ("null", "~"):
        return None
    if re.fullmatch(r"[-+]?\d+", s):
        return int(s)
    return s


_KEY = re.compile(r"""^((?:'[^']*'|"[^"]*"|[^'":#\s][^:#]*?))\s*:(?:\s+(.*))?$""")


def _parse_block(lines, i, indent):
    """Parses the block whose lines start at lines[i] with this indentation."""
    if lines[i][1].startswith("- ") or lines[i][1] == "-":
        items = []
        while i < len(lines) and lines[i][0] == indent and (
                lines[i][1].startswith("- ") or lines[i][1] == "-"):
            rest = lines[i][1][1:]
            body = rest.lstrip()
            if not body:
                if i + 1 < len(lines) and lines[i + 1][0] > indent:
                    value, i = _parse_block(lines, i + 1, lines[i + 1][0])
                else:
                    value, i = None, i + 1
                items.append(value)
            elif _KEY.match(body) and not body.startswith(("'", '"', "[")):
                inner = indent + 1 + (len(rest) - len(body))
                lines[i] = (inner, body)
                value, i = _parse_block(lines, i, inner)
                items.append(value)
            else:
                items.append(_scalar(body))
                i += 1
        return items, i
    mapping = {}
    while i < len(lines) and lines[i][0] == indent and not lines[i][1].startswith("- "):
        m = _KEY.match(lines[i][1])
        if not m:
            raise ValueError("cannot read line: %r" % lines[i][1])
        key = _scalar(m.group(1))
        rest = m.group(2)
        if rest is not None and rest.strip() not in ("", "|", ">"):
            mapping[key] = _scalar(rest)
            i += 1
        elif i + 1 < len(lines) and (lines[i + 1][0] > indent or (
                lines[i + 1][0] == indent and lines[i + 1][1].startswith("- "))):
            mapping[key], i = _parse_block(lines, i + 1, lines[i + 1][0])
        else:
            mapping[key] = None
            i += 1
    if i < len(lines) and lines[i][0] > indent:
        raise ValueError("unexpected indentation: %r" % lines[i][1])
    return mapping, i


def parse_yaml(text):
    lines = []
    for raw in text.splitlines():
        line = _strip_comment(raw.replace("\t", "    "))
        if not line.strip() or line.strip() in ("---", "..."):
            continue
        lines.append((len(line) - len(line.lstrip()), line.strip()))
    if not lines:
        return {}
    value, i = _parse_block(lines, 0, lines[0][0])
    if i != len(lines):
        raise ValueError("cannot read line: %r" % lines[i][1])
    return value


# ---------------------------------------------------------------------------------------
# Tasks

def discover(root, regex, warn):
    """The (task, property) pairs under root whose 'folder/task' matches regex."""
    runs = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        for name in sorted(filenames):
            if not name.endswith((".yml", ".yaml")):
                continue
            yml = Path(dirpath) / name
            folder = os.path.relpath(dirpath, root)
            folder = Path(root).name if folder == "." else folder
            task = yml.stem
            ident = "%s/%s" % (folder, task)
            if regex and not regex.search(ident):
                continue
            try:
                doc = parse_yaml(yml.read_text(errors="replace"))
            except (OSError, ValueError) as e:
                warn("%s: not read (%s)" % (yml, e))
                continue
            if not isinstance(doc, dict) or "input_files" not in doc:
                continue
            inputs = doc.get("input_files")
            inputs = inputs if isinstance(inputs, list) else [inputs]
            if len(inputs) != 1 or not inputs[0]:
                warn("%s: %d input files, skipped" % (yml, len(inputs)))
                continue
            options = doc.get("options") or {}
            data_model = options.get("data_model") if isinstance(options, dict) else None
            for prop in doc.get("properties") or []:
                if not isinstance(prop, dict) or not prop.get("property_file"):
                    continue
                pname = Path(str(prop["property_file"])).name
                pname = pname[:-4] if pname.endswith(".prp") else pname
                if pname not in PROPERTIES:
                    continue
                expected = prop.get("expected_verdict")
                if not isinstance(expected, bool):
                    warn("%s: %s has no expected verdict, skipped" % (yml, pname))
                    continue
                runs.append({
                    "folder": folder, "task": task,
                    "yml": os.path.relpath(yml, root),
                    "input": os.path.relpath(Path(dirpath) / str(inputs[0]), root),
                    "property": pname, "expected": "true" if expected else "false",
                    "data_model": data_model or "",
                })
    return runs


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
            elif MEMORY_PATTERNS.search(first):
                verdict = "memout"
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
        row.update(status=verdict, exit_code=code, signal=sig,
                   cpu_s=round(usage.ru_utime + usage.ru_stime, 3), wall_s=round(wall, 3),
                   mem_mib=round(mem_bytes / (1 << 20), 1), message=first[:300],
                   command=shlex.join(job.cmd), log=os.path.relpath(job.log, self.out_dir))
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


def score_row(row):
    status = row["status"]
    if status in ("true", "false"):
        row["outcome"] = ("correct-" if status == row["expected"] else "wrong-") + status
    elif status == "not-run":
        row["outcome"] = "unknown"
    else:
        row["outcome"] = status
    row["score"] = SCORE.get(row["outcome"], 0)


def run_name(row):
    return "%s/%s" % (row["folder"], row["task"])


def hms(seconds):
    s = int(seconds)
    return "%d:%02d:%02d" % (s // 3600, s // 60 % 60, s % 60)


# ---------------------------------------------------------------------------------------
# Tables

def summarize(rows):
    """{config: {folder: counts}}, with the folder 'all' for the total of each config."""
    summary = {}
    for row in rows:
        per = summary.setdefault(row["config"], {})
        for folder in (row["folder"], "all"):
            c = per.setdefault(folder, dict({k: 0 for k in OUTCOMES}, tasks=0, score=0,
                                            max_score=0, cpu_s=0.0, not_run=0))
            c["tasks"] += 1
            c[row["outcome"]] += 1
            c["score"] += row["score"]
            c["max_score"] += SCORE["correct-" + row["expected"]]
            c["cpu_s"] = round(c["cpu_s"] + (row.get("cpu_s") or 0.0), 3)
            c["not_run"] += row["status"] == "not-run"
    for per in summary.values():
        order = sorted(k for k in per if k != "all") + ["all"]
        for k in order:
            per[k] = per.pop(k)
    return summary


TABLE_COLUMNS = (("tasks", "tasks"), ("correct-true", "ok-true"), ("correct-false", "ok-false"),
                 ("wrong-true", "WRONG-true"), ("wrong-false", "WRONG-false"),
                 ("unknown", "unknown"), ("timeout", "timeout"), ("memout", "memout"),
                 ("error", "error"), ("score", "score"), ("max_score", "max"),
                 ("cpu_s", "cpu(s)"))


def format_table(header, rows):
    widths = [max(len(str(r[i])) for r in [header] + rows) for i in range(len(header))]
    lines = []
    for n, r in enumerate([header] + rows):
        cells = [str(c).ljust(widths[0]) if i == 0 else str(c).rjust(widths[i])
                 for i, c in enumerate(r)]
        lines.append("  ".join(cells).rstrip())
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def summary_text(summary):
    parts = []
    for config, per in summary.items():
        header = ["folder"] + [title for _, title in TABLE_COLUMNS]
        rows = []
        for folder, c in per.items():
            if folder == "all" and len(per) > 2:
                rows.append(None)
            rows.append([folder] + [("%.1f" % c[k]) if k == "cpu_s" else c[k]
                                    for k, _ in TABLE_COLUMNS])
        if len(per) == 2:  # one folder: its total is the same row again
            rows = rows[:1]
        body = [r for r in rows if r is not None]
        text = format_table(header, body)
        if None in rows:  # a rule above the total
            lines = text.split("\n")
            width = len(lines[1])
            lines.insert(len(lines) - 1, "-" * width)
            text = "\n".join(lines)
        title = "== %s ==" % config
        notes = []
        total = per["all"]
        if total["not_run"]:
            notes.append("%d not run (no-data-race without --race-option), counted as unknown"
                         % total["not_run"])
        parts.append(title + "\n" + text + "".join("\n(%s)" % n for n in notes))
    return "\n\n".join(parts)


def wrong_text(rows):
    wrong = [r for r in rows if r["outcome"].startswith("wrong")]
    if not wrong:
        return "wrong verdicts: none"
    lines = ["WRONG VERDICTS (%d):" % len(wrong)]
    for r in wrong:
        lines.append("  %-8s %s %s: expected %s, got %s (%.1f s) [%s]  log: %s" % (
            r["outcome"].upper(), run_name(r), r["property"], r["expected"],
            VERDICT_WORD[r["status"]], r["cpu_s"], r["config"], r["log"]))
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------
# Monotonicity in K

def _lost_text(lost):
    """{'UNKNOWN': [2, 3]} -> 'UNKNOWN at K=2,3'"""
    return ", ".join("%s at K=%s" % (w, ",".join(map(str, kk))) for w, kk in sorted(lost.items()))


def monotonic_report(rows, ks):
    by_task = {}
    for r in rows:
        by_task.setdefault((r["yml"], r["property"]), {})[r["k"]] = r
    violations, contradictions, resource_lost = [], [], []
    table = []
    for (_, prop), per_k in sorted(by_task.items()):
        any_row = next(iter(per_k.values()))
        name = run_name(any_row)
        notes = []
        unsafe = [k for k in ks if k in per_k and per_k[k]["status"] == "false"]
        if unsafe:
            ki = unsafe[0]  # the smallest K with a bug: every larger K must find one too
            lost = {}
            for kj in ks:
                if kj > ki and kj in per_k and per_k[kj]["status"] != "false":
                    lost.setdefault(per_k[kj]["status"], []).append(kj)
            hard = {VERDICT_WORD[st]: kk for st, kk in lost.items()
                    if st not in ("timeout", "memout")}
            soft = {VERDICT_WORD[st]: kk for st, kk in lost.items() if st in ("timeout", "memout")}
            if hard:
                item = {"task": name, "property": prop, "k_unsafe": ki, "lost": hard}
                violations.append(item)
                if "SAFE" in hard:
                    contradictions.append(dict(item, k_safe=hard["SAFE"]))
                    notes.append("CONTRADICTION")
                else:
                    notes.append("VIOLATION")
                notes[-1] += ": UNSAFE at K=%d, %s" % (ki, _lost_text(hard))
            if soft:
                resource_lost.append({"task": name, "property": prop, "k_unsafe": ki,
                                      "lost": soft})
                notes.append("resource limit: UNSAFE at K=%d, %s" % (ki, _lost_text(soft)))
        cells = []
        for k in ks:
            r = per_k.get(k)
            if r is None:
                cells.append("-")
                continue
            mark = "!" if r["outcome"].startswith("wrong") else ""
            cells.append("%s%s %.1fs" % (VERDICT_WORD[r["status"]], mark, r["cpu_s"]))
        table.append([name, any_row["expected"]] + cells + ["; ".join(notes)])
    header = ["task", "expected"] + ["K=%d" % k for k in ks] + ["note"]
    text = ["== verdicts by K (! = wrong verdict) ==", format_table(header, table), ""]

    def listing(items):
        return ["  %s %s: UNSAFE at K=%d, %s" % (v["task"], v["property"], v["k_unsafe"],
                                                 _lost_text(v["lost"])) for v in items]

    text.append("monotonicity violations (bug found at a K, not found at a larger K): %d"
                % len(violations))
    text.extend(listing(violations))
    text.append("contradictions (UNSAFE at a smaller K, SAFE at a larger K): %d"
                % len(contradictions))
    text.extend(listing(contradictions))
    if resource_lost:
        text.append("bug found at a K, a larger K hit the time or memory limit (not counted "
                    "as a violation): %d" % len(resource_lost))
        text.extend(listing(resource_lost))
    data = {"ks": ks, "violations": violations, "contradictions": contradictions,
            "resource_lost": resource_lost}
    return "\n".join(text), data


# ---------------------------------------------------------------------------------------
# Comparison with an earlier run

def row_key(r):
    return (r["yml"], r["property"], r.get("k"))


def compare_text(old_doc, new_rows, old_path):
    old_rows = {row_key(r): r for r in old_doc.get("results", [])}
    new_map = {row_key(r): r for r in new_rows}
    common = set(old_rows) & set(new_map)
    changes = []

    def name(key, r):
        return "%s %s%s" % (run_name(r), r["property"], "" if key[2] is None else " K=%d" % key[2])

    for key in sorted(common, key=lambda k: (k[0], k[1], k[2] or 0)):
        o, n = old_rows[key], new_map[key]
        ot, nt = o.get("cpu_s") or 0.0, n.get("cpu_s") or 0.0
        status_changed = o["status"] != n["status"] or o["outcome"] != n["outcome"]
        time_changed = abs(nt - ot) > 1.0 and abs(nt - ot) > 0.5 * ot
        if not (status_changed or time_changed):
            continue
        what = "status" if status_changed else ("slower" if nt > ot else "faster")
        if status_changed:
            delta = n["score"] - o["score"]
            what += " %+d" % delta if delta else ""
        ratio = ("x%.1f" % (nt / ot)) if time_changed and ot > 0 else ""
        changes.append("  %-9s %s: %s (%.1f s) -> %s (%.1f s) %s" % (
            what, name(key, n), o["outcome"], ot, n["outcome"], nt, ratio))
    old_sum = summarize(_with_config([r for k, r in old_rows.items() if k in common], "old"))
    new_sum = summarize(_with_config([r for k, r in new_map.items() if k in common], "new"))
    lines = ["== changes against %s ==" % old_path,
             "on the %d runs in both (old had %d, new has %d):" % (
                 len(common), len(old_rows), len(new_map))]
    if not common:
        lines.append("  no run in common (other tasks, or one of the runs used "
                     "--check-monotonic and the other not)")
    for label, s in (("old", old_sum), ("new", new_sum)):
        c = s.get(label, {}).get("all")
        if c:
            lines.append("  %s: score %d, correct %d, wrong %d, unknown %d, timeout %d, "
                         "memout %d, error %d, cpu %.1f s" % (
                             label, c["score"], c["correct-true"] + c["correct-false"],
                             c["wrong-true"] + c["wrong-false"], c["unknown"], c["timeout"],
                             c["memout"], c["error"], c["cpu_s"]))
    old_opts = old_doc.get("meta", {}).get("cbounds_options")
    if old_opts != NEW_META.get("cbounds_options"):
        lines.append("  options: old %s, new %s" % (old_opts, NEW_META.get("cbounds_options")))
    lines.append("changed tasks (status change, or CPU time changed by >50%% and >1 s): %d"
                 % len(changes))
    lines.extend(changes)
    for label, keys, src in (("only in the new run", set(new_map) - common, new_map),
                             ("only in the old run", set(old_rows) - common, old_rows)):
        if keys:
            names = sorted(name(k, src[k]) for k in keys)
            lines.append("%s: %d%s" % (label, len(keys), "" if len(names) > 10 else
                                         " (%s)" % ", ".join(names)))
    return "\n".join(lines)


def _with_config(rows, label):
    out = []
    for r in rows:
        r = dict(r)
        r["config"] = label
        out.append(r)
    return out


NEW_META = {}


# ---------------------------------------------------------------------------------------
# Quantile plot

def quantile_plot(series, out_dir, title):
    """series: [(label, [cpu seconds of correct results])]. Returns a note."""
    gnuplot = shutil.which("gnuplot")
    if not gnuplot:
        return "plots skipped: gnuplot not found (apt-get install gnuplot-nox)"
    series = [(label, sorted(max(t, 0.001) for t in times)) for label, times in series]
    if not any(times for _, times in series):
        return "plots skipped: no correct result to plot"
    dat = out_dir / "quantile.dat"
    with open(dat, "w") as f:
        for label, times in series:
            f.write("# %s\n" % label)
            for n, t in enumerate(times, 1):
                f.write("%d %.3f\n" % (n, t))
            if not times:
                f.write("0 NaN\n")
            f.write("\n\n")
    probe = subprocess.run([gnuplot, "-e", "set terminal"], capture_output=True, text=True)
    terminals = probe.stdout + probe.stderr
    png_term = "pngcairo" if "pngcairo" in terminals else "png"

    def quote(s):
        return '"%s"' % s.replace("\\", "\\\\").replace('"', '\\"')

    plots = ", ".join("%s index %d using 1:2 with linespoints pointtype 7 pointsize 0.5 "
                      "title %s noenhanced" % (quote(dat.name), i, quote(label))
                      for i, (label, _) in enumerate(series))
    made = []
    for ext, term in (("svg", "svg size 900,560 dynamic background '#ffffff'"),
                      ("png", "%s size 900,560" % png_term)):
        script = "\n".join([
            "set terminal %s" % term,
            "set output %s" % quote("quantile." + ext),
            "set title %s noenhanced" % quote(title),
            "set xlabel 'n-th fastest correct result'",
            "set ylabel 'CPU time (s)'",
            "set logscale y",
            "set xrange [0:*]",
            "set grid",
            "set key left top",
            "plot " + plots,
            ""])
        (out_dir / ("quantile-%s.gp" % ext)).write_text(script)
        proc = subprocess.run([gnuplot, "quantile-%s.gp" % ext], cwd=out_dir,
                              capture_output=True, text=True)
        if proc.returncode != 0:
            return "plot failed (gnuplot): %s" % proc.stderr.strip()[-500:]
        made.append("quantile." + ext)
    return "plots: %s" % ", ".join(str(out_dir / m) for m in made)


# ---------------------------------------------------------------------------------------

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
    parser.add_argument("--race-option", metavar="ARGS",
                        help="run no-data-race tasks with these cbounds options (one "
                             "string, e.g. --race-option=--race); without it they are "
                             "scored UNKNOWN, not run")
    parser.add_argument("--compare", metavar="OLD.json",
                        help="list every task whose outcome or time changed against an "
                             "earlier results.json")
    parser.add_argument("--check-monotonic", metavar="K1,K2,...",
                        help="run each unreach-call task at each -K and report bugs lost "
                             "at a larger K and contradicting verdicts")
    parser.add_argument("--label", help="name of this configuration in tables and plots")
    parser.add_argument("--list", action="store_true", help="list the runs and exit")
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
    race_args = shlex.split(args.race_option) if args.race_option else None

    tasks_dir = Path(args.tasks).resolve()
    if not tasks_dir.is_dir():
        warn("no task folder %s" % tasks_dir)
        return 2
    runs = discover(tasks_dir, regex, warn)
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
            if run["property"] == "no-data-race":
                cmd += race_args
            cmd += extra
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
        log = out_dir / "logs" / row["folder"] / ("%s.%s%s.log" % (
            row["task"], row["property"], "" if row["k"] is None else ".K%d" % row["k"]))
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

    fields = ["folder", "task", "property", "expected", "status", "outcome", "score", "config",
              "k", "cpu_s", "wall_s", "mem_mib", "exit_code", "signal", "data_model", "yml",
              "input", "message", "command", "log"]
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
