#!/usr/bin/env python3
"""Checks the DOM of cbounds' HTML timeline (--html FILE) as headless Chromium rendered it
(chromium --headless --dump-dom), against the --json report of the same run.

usage: check-html-timeline.py DOM.html REPORT.json

Checks: the page's script ran (body data-ready="yes"); no resource is loaded from
elsewhere (no src= or href= attribute, no @import, no url(http...)); one lane heading per
thread of the trace, named as the trace names the thread; one step box per step number
of the report's trace, in execution order, each in its thread's lane (data-thread and
grid-column) with the step's file:line; the failing step (class error) is the last; one
context-switch arrow per change of thread or round; under --race, the two accesses
(class race) and the dashed line between them; for a deadlock, one blocked box per
blocked thread of the report's `deadlock` object, in that thread's lane at its blocking
line, and one wait arrow from each blocked box that names what it waits for to that
box, which is in the holder's lane. Prints a summary for FileCheck:

  page: VERDICT, L lanes, S steps, A switch arrows, R race accesses, E error step N
  deadlock: B blocked calls, W wait arrows, H held acquisitions   (deadlocks only)
  wait: step N (thread T) -> step M (thread U)                     (deadlocks only)
  lane T: NAME
  step N: thread T FILE:LINE

Exits 1 (with the errors) when a check fails.
"""
import json
import re
import sys
from html.parser import HTMLParser


class Dom(HTMLParser):
    def __init__(self):
        super().__init__()
        self.elements = []  # (tag, attrs, text) for every element, in document order
        self.stack = []

    def handle_starttag(self, tag, attrs):
        element = [tag, dict(attrs), ""]
        self.elements.append(element)
        if tag not in ("meta", "br", "img", "input", "link", "path"):
            self.stack.append(element)

    def handle_endtag(self, tag):
        while self.stack:
            if self.stack.pop()[0] == tag:
                break

    def handle_data(self, data):
        for element in self.stack:
            element[2] += data


def classes(element):
    return element[1].get("class", "").split()


def main(argv):
    if len(argv) != 3:
        sys.exit(__doc__)
    with open(argv[1]) as f:
        page = f.read()
    with open(argv[2]) as f:
        report = json.load(f)
    dom = Dom()
    dom.feed(page)
    errors = []
    body = [e for e in dom.elements if e[0] == "body"]
    if not body or body[0][1].get("data-ready") != "yes":
        errors.append("the page's script did not run (no body data-ready=yes)")
    for e in dom.elements:
        for key in ("src", "href"):
            if key in e[1]:
                errors.append(f"<{e[0]} {key}=...>: the page loads something")
    if re.search(r"@import|url\(\s*['\"]?https?:", page):
        errors.append("the style loads something")

    trace = report["trace"]
    steps = {}
    for s in trace:
        steps.setdefault(s["step"], s)
    threads = {}
    for s in trace:
        threads.setdefault(s.get("thread", 0), s.get("thread_function") or ("main" if not s.get("thread") else None))

    lanes = [e for e in dom.elements if "lane-head" in classes(e)]
    boxes = [e for e in dom.elements if e[0] == "div" and "step" in classes(e)]
    arrows = [e for e in dom.elements if e[0] == "path" and "switch" in classes(e)]
    races = [b for b in boxes if "race" in classes(b)]
    failing = [b for b in boxes if "error" in classes(b)]
    racelines = [e for e in dom.elements if e[0] == "path" and "raceline" in classes(e)]

    lane_threads = sorted(int(l[1]["data-thread"]) for l in lanes)
    if lane_threads != sorted(threads):
        errors.append(f"lanes {lane_threads}, threads {sorted(threads)}")
    numbers = [int(b[1]["data-step"]) for b in boxes]
    if numbers != sorted(steps):
        errors.append(f"step boxes {numbers}, report steps {sorted(steps)}")
    for b in boxes:
        n = int(b[1]["data-step"])
        if n not in steps:
            continue
        lines = {s["line"] for s in trace if s["step"] == n}
        thread = steps[n].get("thread", 0)
        column = re.search(r"grid-column:\s*(\d+)", b[1].get("style", ""))
        if int(b[1]["data-thread"]) != thread or not column or int(column.group(1)) != thread + 1:
            errors.append(f"step {n}: not in the lane of thread {thread}")
        if int(b[1]["data-line"]) not in lines:
            errors.append(f"step {n}: line {b[1]['data-line']}, report lines {sorted(lines)}")
    switches = sum(1 for a, b in zip(boxes, boxes[1:])
                   if (a[1]["data-thread"], a[1]["data-round"]) != (b[1]["data-thread"], b[1]["data-round"]))
    if len(arrows) != switches:
        errors.append(f"{len(arrows)} switch arrows for {switches} context switches")
    if report["verdict"] == "UNSAFE" and (len(failing) != 1 or failing[0] is not boxes[-1]):
        errors.append("the failing step is not the last box, or not the only one")
    if report.get("race") and (len(races) != 2 or len(racelines) != 1):
        errors.append(f"race: {len(races)} accesses marked, {len(racelines)} lines drawn")

    blocked = [b for b in boxes if "blocked" in classes(b)]
    held = [b for b in boxes if "held" in classes(b)]
    waitlines = [e for e in dom.elements if e[0] == "path" and "waitline" in classes(e)]
    by_step = {b[1]["data-step"]: b for b in boxes}
    waits = []
    deadlock = report.get("deadlock")
    if deadlock:
        wanted = sorted((t["thread"], t["waits_for"]["line"]) for t in deadlock["threads"])
        got = sorted((int(b[1]["data-thread"]), int(b[1]["data-line"])) for b in blocked)
        if got != wanted:
            errors.append(f"blocked boxes at {got}, the report's blocked calls at {wanted}")
        pointing = [b for b in blocked if "data-waits" in b[1]]
        if len(waitlines) != len(pointing):
            errors.append(f"{len(waitlines)} wait arrows for {len(pointing)} blocked boxes "
                          "that name what they wait for")
        holders = {t["thread"]: t["holder"] for t in deadlock["threads"]}
        for line in waitlines:
            a, b = by_step.get(line[1].get("data-from")), by_step.get(line[1].get("data-to"))
            if not a or not b:
                errors.append(f"wait arrow {line[1]} joins no boxes")
                continue
            if holders.get(int(a[1]["data-thread"])) != int(b[1]["data-thread"]):
                errors.append(f"wait arrow from step {a[1]['data-step']} does not go to the "
                              "holder's lane")
            waits.append((a, b))
    elif blocked or waitlines:
        errors.append("blocked boxes or wait arrows without a deadlock")

    for error in errors:
        print(f"{argv[1]}: {error}")
    if errors:
        return 1
    verdict = [e for e in dom.elements if e[0] == "h1"][0][2].split(":")[0]
    error_step = failing[0][1]["data-step"] if failing else "none"
    print(f"page: {verdict}, {len(lanes)} lanes, {len(boxes)} steps, {len(arrows)} switch arrows, "
          f"{len(races)} race accesses, error step {error_step}")
    if deadlock:
        print(f"deadlock: {len(blocked)} blocked calls, {len(waitlines)} wait arrows, "
              f"{len(held)} held acquisitions")
        for a, b in waits:
            print(f"wait: step {a[1]['data-step']} (thread {a[1]['data-thread']}) -> "
                  f"step {b[1]['data-step']} (thread {b[1]['data-thread']})")
    for lane in lanes:
        print(f"lane {lane[1]['data-thread']}: {lane[2].strip()}")
    for b in boxes:
        print(f"step {b[1]['data-step']}: thread {b[1]['data-thread']} "
              f"{b[1]['data-where'].rsplit('/', 1)[-1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
