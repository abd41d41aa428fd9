#!/usr/bin/env python3
"""Checks the structure of a violation witness written by `cbounds --witness`.

The witness is parsed with PyYAML (Debian: python3-yaml) and checked against the
sv-witnesses YAML format for violation witnesses (2.0, and the concurrency extension
2.2 with thread_id) as docs/output.md ("Witnesses") describes it:

  - one entry, entry_type violation_sequence, with metadata (format_version, an
    RFC 4122 uuid, an ISO 8601 creation_time, producer name and version, task:
    input_files, input_file_hashes equal to coreutils' sha256sum, specification,
    data_model, language C) and content;
  - content: segments of one follow waypoint each, then one final segment of targets
    (one; two for a data race); waypoint types, constraints (assumption:
    c_expression, function_return: `\\result == N` as acsl_expression, none for
    function_enter and target), locations (file_name, line, optional column and
    function; a function_enter or function_return column points at a `)`);
  - with threads every waypoint has an integer thread_id, and thread k > 0 appears
    only after the k-th function_enter at a pthread_create; without, none has one;
  - the target(s) at the expected lines (and threads), and the expected waypoints in
    this order (a subsequence).

Prints `witness ok: ...` and exits 0, or prints every problem and exits 1.

usage: check_witness.py WITNESS --input FILE --spec SPEC [--data-model M]
           [--threads] --target [T:]LINE [--target [T:]LINE]
           [--order 'T:TYPE:LINE ...'] [--file-name NAME] [--also FILE ...]
           [--target-file NAME]

--also names the further files of a program in several files (input_files lists
them after --input, each hashed; waypoints may be in any of them); --target-file is
the file the target must be in (default: any).
"""
import argparse
import re
import subprocess
import sys

import yaml

UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")
TIME = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$")
TYPES = {"assumption", "function_enter", "function_return", "branching", "target"}
problems = []


def problem(text):
    problems.append(text)


def expect(condition, text):
    if not condition:
        problem(text)
    return condition


def sha256sum(path):
    with open(path, "rb") as f:  # on standard input: no escaping of odd file names
        out = subprocess.run(["sha256sum"], stdin=f, check=True, capture_output=True, text=True)
    return out.stdout.split()[0]


def check_metadata(meta, args, threads):
    expect(set(meta) >= {"format_version", "uuid", "creation_time", "producer", "task"},
           "metadata lacks keys: %s" % sorted(meta))
    version = meta.get("format_version")
    expect(version == ("2.2" if threads else "2.0"), "format_version %r" % version)
    expect(isinstance(meta.get("uuid"), str) and UUID.match(meta["uuid"]),
           "uuid %r is no RFC 4122 version 4 UUID" % meta.get("uuid"))
    expect(isinstance(meta.get("creation_time"), str) and TIME.match(meta["creation_time"]),
           "creation_time %r is no ISO 8601 date-time" % meta.get("creation_time"))
    producer = meta.get("producer", {})
    expect(producer.get("name") == "cbounds", "producer name %r" % producer.get("name"))
    expect(isinstance(producer.get("version"), str), "producer version missing")
    task = meta.get("task", {})
    name = args.file_name or args.input
    expect(task.get("input_files") == [name] + args.also, "input_files %r" % task.get("input_files"))
    hashes = task.get("input_file_hashes")
    wanted = {name: sha256sum(args.input)}
    wanted.update({f: sha256sum(f) for f in args.also})
    expect(hashes == wanted, "input_file_hashes %r, sha256sum gives %r" % (hashes, wanted))
    expect(task.get("specification") == args.spec, "specification %r" % task.get("specification"))
    expect(task.get("data_model") == args.data_model, "data_model %r" % task.get("data_model"))
    expect(task.get("language") == "C", "language %r" % task.get("language"))


def source_lines(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read().split("\n")


def check_location(where, loc, kind, args, files):
    if not expect(isinstance(loc, dict), "%s: location is no mapping" % where):
        return
    if not expect(loc.get("file_name") in files, "%s: file_name %r" % (where, loc.get("file_name"))):
        return
    lines = files[loc.get("file_name")]
    line = loc.get("line")
    if not expect(isinstance(line, int) and 1 <= line <= len(lines), "%s: line %r" % (where, line)):
        return
    column = loc.get("column")
    if column is not None:
        text = lines[line - 1]
        expect(isinstance(column, int) and 1 <= column <= len(text),
               "%s: column %r outside line %d" % (where, column, line))
        if kind in ("function_enter", "function_return") and isinstance(column, int):
            expect(text[column - 1:column] == ")",
                   "%s: column %d of line %d is no `)`: %r" % (where, column, line, text))
    if kind == "assumption":
        expect(column is None, "%s: an assumption gets no column (leftmost statement)" % where)
    expect(isinstance(loc.get("function", ""), str), "%s: function %r" % (where, loc.get("function")))


def check_constraint(where, point):
    kind, constraint = point.get("type"), point.get("constraint")
    if kind in ("function_enter", "target"):
        expect(constraint is None, "%s: %s with a constraint" % (where, kind))
        return
    if not expect(isinstance(constraint, dict) and isinstance(constraint.get("value"), str),
                  "%s: %s without constraint value" % (where, kind)):
        return
    if kind == "function_return":
        expect(constraint.get("format") == "acsl_expression", "%s: format %r" % (where, constraint.get("format")))
        expect(re.match(r"^\\result == -?\d+u?$", constraint["value"]),
               "%s: constraint %r" % (where, constraint["value"]))
    if kind == "assumption":
        expect(constraint.get("format") == "c_expression", "%s: format %r" % (where, constraint.get("format")))


def waypoints(content):
    """The waypoints as (segment index, waypoint), checking the segment shapes."""
    out = []
    for k, item in enumerate(content):
        segment = item.get("segment") if isinstance(item, dict) else None
        if not expect(isinstance(segment, list) and segment, "segment %d: not a nonempty list" % k):
            continue
        final = k == len(content) - 1
        for point in segment:
            point = point.get("waypoint") if isinstance(point, dict) else None
            if not expect(isinstance(point, dict), "segment %d: an item is no waypoint" % k):
                continue
            expect(point.get("action") == "follow", "segment %d: action %r" % (k, point.get("action")))
            expect((point.get("type") == "target") == final,
                   "segment %d: a %s waypoint (targets are all in the final segment)" % (k, point.get("type")))
            out.append((k, point))
        expect(final or len(segment) == 1, "segment %d has %d waypoints" % (k, len(segment)))
    return out


def check_threads(points, threads, files):
    created = 0
    for k, point in points:
        tid = point.get("thread_id")
        if not threads:
            expect(tid is None, "segment %d: thread_id %r without threads" % (k, tid))
            continue
        if not expect(isinstance(tid, int) and tid >= 0, "segment %d: thread_id %r" % (k, tid)):
            continue
        expect(tid <= created, "segment %d: thread %d before its creation" % (k, tid))
        loc = point.get("location", {})
        lines = files.get(loc.get("file_name"), [])
        line = loc.get("line")
        text = lines[line - 1] if isinstance(line, int) and 1 <= line <= len(lines) else ""
        if point.get("type") == "function_enter" and "pthread_create" in text:
            created += 1
    return created


def parse_place(text):
    thread, _, line = text.rpartition(":")
    return (int(thread) if thread else None, int(line))


def check_targets(points, args):
    targets = [p for _, p in points if p.get("type") == "target"]
    if not args.target:  # only the shape: one target, two for a data race
        expect(len(targets) == (2 if args.spec == "G ! data-race" else 1), "%d targets" % len(targets))
        return
    for p in targets:
        name = p.get("location", {}).get("file_name", "")
        expect(not args.target_file or name.endswith(args.target_file),
               "target in %r, expected %r" % (name, args.target_file))
    wanted = [parse_place(t) for t in args.target]
    got = [(p.get("thread_id"), p.get("location", {}).get("line")) for p in targets]
    expect(len(got) == len(wanted) and all(
        line == g[1] and (thread is None or thread == g[0]) for (thread, line), g in zip(wanted, got)),
        "targets %r, expected %r" % (got, wanted))


def check_order(points, order):
    """The waypoints `T:TYPE:LINE` (T and LINE may be empty: any) appear in this order."""
    wanted = [w.split(":") for w in order.split()]
    i = 0
    for _, p in points:
        if i == len(wanted):
            break
        thread, kind, line = wanted[i]
        if (p.get("type") == kind and (not line or p.get("location", {}).get("line") == int(line))
                and (not thread or p.get("thread_id") == int(thread))):
            i += 1
    expect(i == len(wanted), "order: %r not found after %r" % (wanted[i:], wanted[:i]))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("witness")
    parser.add_argument("--input", required=True, help="the program (hashed with sha256sum)")
    parser.add_argument("--file-name", help="the name the witness gives it (default: --input)")
    parser.add_argument("--spec", required=True)
    parser.add_argument("--data-model", default="LP64")
    parser.add_argument("--threads", action="store_true", help="a program with threads")
    parser.add_argument("--target", action="append", default=[], help="[THREAD:]LINE")
    parser.add_argument("--order", default="", help="'THREAD:TYPE:LINE ...' in this order")
    parser.add_argument("--also", action="append", default=[], help="a further input file")
    parser.add_argument("--target-file", help="the target's file_name ends so")
    args = parser.parse_args()
    with open(args.witness, encoding="utf-8") as f:
        document = yaml.safe_load(f)
    if not isinstance(document, list) or len(document) != 1 or not isinstance(document[0], dict):
        print("witness: expected a list of one entry, got %r" % type(document))
        return 1
    entry = document[0]
    expect(list(entry) == ["entry_type", "metadata", "content"], "entry keys %r" % list(entry))
    expect(entry.get("entry_type") == "violation_sequence", "entry_type %r" % entry.get("entry_type"))
    check_metadata(entry.get("metadata", {}), args, args.threads)
    content = entry.get("content")
    files = {args.file_name or args.input: source_lines(args.input)}
    files.update({f: source_lines(f) for f in args.also})
    points = waypoints(content) if expect(isinstance(content, list) and content, "content empty") else []
    for k, point in points:
        where = "segment %d" % k
        expect(point.get("type") in TYPES, "%s: type %r" % (where, point.get("type")))
        check_constraint(where, point)
        check_location(where, point.get("location"), point.get("type"), args, files)
    created = check_threads(points, args.threads, files)
    check_targets(points, args)
    check_order(points, args.order)
    for text in problems:
        print("witness: " + text)
    if problems:
        return 1
    print("witness ok: %d segments, %d waypoints, %d threads created" % (len(content), len(points), created))
    return 0


if __name__ == "__main__":
    sys.exit(main())
