"""Scoring and reporting for bench/svcomp/run.py: SV-COMP scores, the tables, the list of
wrong verdicts, the monotonicity report, --compare, and the quantile plot (gnuplot)."""
import shutil
import subprocess
import time

OUTCOMES = ("correct-true", "correct-false", "wrong-true", "wrong-false",
            "unknown", "timeout", "memout", "error")
SCORE = {"correct-true": 2, "correct-false": 1, "wrong-true": -32, "wrong-false": -16}
VERDICT_WORD = {"true": "SAFE", "false": "UNSAFE", "unknown": "UNKNOWN", "not-run": "NOT-RUN",
                "timeout": "TIMEOUT", "memout": "MEMOUT", "error": "ERROR"}


def score_row(row):
    status = row["status"]
    if status in ("true", "false"):
        row["outcome"] = ("correct-" if status == row["expected"] else "wrong-") + status
        # SV-COMP: a FALSE answer must name the violated subproperty (false(valid-deref))
        expected_sub = row.get("subproperty") or ""
        if status == "false" and expected_sub and row.get("reported_subproperty") != expected_sub:
            row["outcome"] = "wrong-false"
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
            notes.append("%d not run (no-data-race with an empty --race-option), counted as unknown"
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
