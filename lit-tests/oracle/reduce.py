#!/usr/bin/env python3
"""Reduces a program on which cbounds disagrees with the native oracle.

Input: a program as gen_c.py writes it (the PRINT variant, ending in
`printf("%llu\\n", result);`). A candidate is interesting when
  - it compiles and runs natively (clang -O0, the data model given), printing `result`;
  - builds with ASan+UBSan, and (LP64 only) with MemorySanitizer, print the same value
    (so no reduction step introduces undefined behaviour or reads of uninitialised
    memory, which would make the disagreement meaningless);
  - cbounds on the SAFE variant (`assert(result == <native>)`; with --variant unsafe
    the UNSAFE one, `assert(result != <native>)`) gives the same outcome as on the
    original: the same exit status and the same first line, locations removed (for
    example `UNSAFE: assertion failed`).
Greedy passes, repeated until nothing changes: delete brace-balanced blocks
(functions, loops, ifs), delete single lines, replace parenthesised sub-expressions
by 0 or 1, unwrap casts. Writes DIR/reduced.c (PRINT form), DIR/reduced-safe.c and
its cbounds output DIR/reduced-safe.out (or -unsafe).

usage: reduce.py PROG.c [--m32] [--variant unsafe] --cbounds CBOUNDS --clang CLANG --out DIR
Python 3 standard library only.
"""

import argparse
import os
import re
import subprocess
import sys
import time

import native

PRINT_LINE = '  printf("%llu\\n", result);'


def run(cmd, timeout):
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         errors="replace", start_new_session=True)
    try:
        out, err = p.communicate(timeout=timeout)
        return p.returncode, out, err
    except subprocess.TimeoutExpired:
        try:
            os.killpg(p.pid, 9)
        except ProcessLookupError:
            pass
        out, err = p.communicate()
        return "timeout", out, err


LOC = re.compile(r" at \S+:\d+")


def signature(code, out):
    first = next((l for l in out.splitlines() if l.strip()), "")
    return code, LOC.sub("", first).strip()


class Reducer:
    def __init__(self, args):
        self.args = args
        self.d = args.out
        os.makedirs(self.d, exist_ok=True)
        self.tries = 0
        self.cache = {}

    def native(self, lines):
        """The native value, or None if the candidate is invalid."""
        src = os.path.join(self.d, "cand.c")
        with open(src, "w") as f:
            f.write("\n".join(lines) + "\n")
        # Warnings that mean undefined behaviour the sanitizers do not see in C.
        flags = ["-O0", "-w", "-DPRINT", "-Werror=return-type", "-Werror=uninitialized",
                 "-Werror=sometimes-uninitialized", "-Werror=implicit-function-declaration"]
        if self.args.m32:
            flags += ["-m32", "-msse2", "-mfpmath=sse"]
        exe = os.path.join(self.d, "cand")
        code, _, _ = run([self.args.clang] + flags + [src, "-o", exe], 60)
        if code != 0:
            return None
        model = 32 if self.args.m32 else 64
        code, out, _ = run(native.command(exe, model, self.args.clang), 10)
        if code != 0:
            return None
        value = out.strip()
        builds = [flags + ["-fsanitize=address,undefined", "-fno-sanitize-recover=all"]]
        builds.append(flags[:2] + ["-DPRINT", "-fsanitize=memory", "-fno-sanitize-recover=all"])
        for i, fl in enumerate(builds):
            code, _, _ = run([self.args.clang] + fl + [src, "-o", exe + ".san"], 60)
            if code != 0:
                return None
            code, out, _ = run(native.command(exe + ".san", model, self.args.clang), 20)
            if code != 0:
                return None
            if i == 0 and out.strip() != value:
                return None
        try:
            return int(value)
        except ValueError:
            return None

    def cbounds(self, lines, value, name="cand.c"):
        body = [l for l in lines]
        i = body.index(PRINT_LINE)
        body[i] = "  assert(result %s %dULL);" % ("==" if self.args.variant == "safe" else "!=", value)
        name = name.replace(".c", "-%s.c" % self.args.variant)
        path = os.path.join(self.d, name)
        with open(path, "w") as f:
            f.write("\n".join(body) + "\n")
        cmd = [self.args.cbounds, path, "--no-deepen", "--unwind", str(self.args.unwind)]
        if self.args.m32:
            cmd.append("--32")
        code, out, err = run(cmd, self.args.timeout)
        return code, out, err, path

    def interesting(self, lines):
        key = "\n".join(lines)
        if key in self.cache:
            return self.cache[key]
        self.tries += 1
        if PRINT_LINE not in lines:
            self.cache[key] = False
            return False
        value = self.native(lines)
        ok = False
        if value is not None:
            code, out, _, _ = self.cbounds(lines, value)
            ok = signature(code, out) == self.target
        self.cache[key] = ok
        return ok

    # -- passes -------------------------------------------------------------
    def blocks(self, lines):
        """(start, end) line ranges of brace-balanced blocks, largest first."""
        out = []
        for i, l in enumerate(lines):
            if l.rstrip().endswith("{") and not l.lstrip().startswith("}"):
                depth = 0
                for j in range(i, len(lines)):
                    depth += lines[j].count("{") - lines[j].count("}")
                    if depth <= 0:
                        out.append((i, j))
                        break
        out.sort(key=lambda r: r[0] - r[1])
        return out

    def try_replace(self, lines, new):
        # The header up to the first #endif (PRINT / IN() definitions) stays.
        h = lines.index("#endif") + 1 if "#endif" in lines else 0
        if new[:h] != lines[:h]:
            return None
        if new != lines and self.interesting(new):
            return new
        return None

    def pass_blocks(self, lines):
        changed = True
        while changed:
            changed = False
            for i, j in self.blocks(lines):
                new = lines[:i] + lines[j + 1:]
                r = self.try_replace(lines, new)
                if r is None and lines[i].rstrip().endswith("{"):
                    # Keep the body, drop the head (if, for, while, braces).
                    head = lines[i].strip()
                    if re.match(r"^(if|for|while|do|\{|else)", head) or head.startswith("} else"):
                        tail_l = lines[j].strip()
                        if tail_l == "}":
                            new = lines[:i] + lines[i + 1:j] + lines[j + 1:]
                            r = self.try_replace(lines, new)
                if r is not None:
                    lines = r
                    changed = True
                    self.progress(lines)
                    break
        return lines

    def pass_lines(self, lines):
        i = len(lines) - 1
        while i >= 0:
            l = lines[i]
            if l != PRINT_LINE and l.strip() and not l.startswith("#"):
                new = lines[:i] + lines[i + 1:]
                r = self.try_replace(lines, new)
                if r is not None:
                    lines = r
                    self.progress(lines)
            i -= 1
            i = min(i, len(lines) - 1)
        return lines

    def groups(self, line):
        """Spans of balanced parenthesised groups in a line, largest first."""
        spans, stack = [], []
        for k, c in enumerate(line):
            if c == "(":
                stack.append(k)
            elif c == ")" and stack:
                a = stack.pop()
                spans.append((a, k + 1))
        spans.sort(key=lambda s: s[0] - s[1])
        return spans

    def pass_exprs(self, lines):
        for i in range(len(lines)):
            if lines[i] == PRINT_LINE or lines[i].startswith("#"):
                continue
            progress = True
            while progress:
                progress = False
                line = lines[i]
                for a, b in self.groups(line):
                    inner = line[a + 1:b - 1]
                    cands = ["0", "1"]
                    m = re.match(r"^\(([A-Za-z_ ]+(?:\(\d+\))?)\)(.*)$", line[a:b])
                    if m is None and re.match(r"^\([^()]*\)$", line[a:b]) is None:
                        cands.append(inner)  # drop a level of parentheses
                    for c in cands:
                        if line[a:b] == c:
                            continue
                        new_line = line[:a] + c + line[b:]
                        new = lines[:i] + [new_line] + lines[i + 1:]
                        r = self.try_replace(lines, new)
                        if r is not None:
                            lines = r
                            progress = True
                            self.progress(lines)
                            break
                    if progress:
                        break
        return lines

    def progress(self, lines):
        if self.args.verbose:
            print("  %d lines, %d tries, %.0f s" % (len(lines), self.tries, time.time() - self.t0),
                  file=sys.stderr)

    def reduce(self, lines):
        self.t0 = time.time()
        value = self.native(lines)
        if value is None:
            sys.exit("reduce.py: the input program is not valid natively (or under sanitizers)")
        code, out, _, _ = self.cbounds(lines, value)
        self.target = signature(code, out)
        if self.target[0] == (0 if self.args.variant == "safe" else 10) and (
                self.args.variant == "safe" or "assertion failed" in self.target[1]):
            sys.exit("reduce.py: cbounds is right on the input: nothing to reduce")
        print("target: exit %s, %s" % self.target, file=sys.stderr)
        while True:
            before = len("\n".join(lines))
            lines = self.pass_blocks(lines)
            lines = self.pass_lines(lines)
            lines = self.pass_exprs(lines)
            if len("\n".join(lines)) >= before:
                break
        return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("program")
    ap.add_argument("--m32", action="store_true", help="the failure is at ILP32")
    ap.add_argument("--variant", choices=("safe", "unsafe"), default="safe",
                    help="the variant cbounds gets wrong: assert(result == v) (default) "
                    "or assert(result != v)")
    ap.add_argument("--cbounds", required=True)
    ap.add_argument("--clang", default="clang-19")
    ap.add_argument("--out", required=True)
    ap.add_argument("--unwind", type=int, default=10)
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    with open(args.program) as f:
        lines = f.read().splitlines()
    r = Reducer(args)
    lines = r.reduce(lines)
    with open(os.path.join(args.out, "reduced.c"), "w") as f:
        f.write("\n".join(lines) + "\n")
    value = r.native(lines)
    code, out, err, path = r.cbounds(lines, value, "reduced.c")
    with open(path[:-2] + ".out", "w") as f:
        f.write(out + err)
    print("reduced to %d lines (%d tries, %.0f s): %s" % (len(lines), r.tries, time.time() - r.t0,
                                                           os.path.join(args.out, "reduced.c")))
    print("native result %d; cbounds on %s: exit %s" % (value, path, code))
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
