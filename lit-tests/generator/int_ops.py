#!/usr/bin/env python3
"""Generator test: cbounds must agree with natively compiled code on every integer
operation of LLVM IR at the widths 1, 8, 16, 32 and 64.

For each (operation, width) the generator draws random operands (half of them edge
values), computes the result natively (the same IR instructions, compiled by clang
and run on this CPU: the oracle), cross-checks it against a Python model, and writes
cbounds programs that must agree with the oracle:

  nondet  operands from __VERIFIER_nondet_ulong() pinned by __VERIFIER_assume(a == K),
          so the encoder's circuits compute the result           -> must be SAFE
  const   the same instructions with constant operands             -> must be SAFE
  mutant  one expected value changed by +1 mod 2^w                 -> must be UNSAFE

When a program is not SAFE as it should be, its cases are run one by one to find the
failing ones, and for those cbounds is asked for the value it computes (the result is
copied into a nondet value that the counterexample trace prints).

Ends with the line `N passed, M failed` and exits 1 if anything failed.
Python 3 standard library only.
"""

import argparse
import concurrent.futures
import os
import random
import re
import subprocess
import sys
import time

TRIPLE = "x86_64-pc-linux-gnu"
DATALAYOUT = ("e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-"
              "n8:16:32:64-S128")
WIDTHS = (1, 8, 16, 32, 64)
BINOPS = ("add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr",
          "ashr", "and", "or", "xor")
PREDICATES = ("eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle")
EXIT_NAMES = {0: "SAFE", 10: "UNSAFE", 20: "UNKNOWN", 2: "INPUT-ERROR"}

# Programs whose operation is expensive to bit-blast get fewer cases each
# (a program with more cases is split); everything else takes --max-cases.
HEAVY_OPS = {"mul", "udiv", "sdiv", "urem", "srem"}


def mask(w):
    return (1 << w) - 1


def signed(x, w):
    x &= mask(w)
    return x - (1 << w) if x >> (w - 1) else x


def ir_const(x, w):
    """An iW constant in IR syntax (signed decimal; true/false for i1)."""
    if w == 1:
        return "true" if x & 1 else "false"
    return str(signed(x, w))


# ---------------------------------------------------------------------------
# Entries: one (operation, widths) pair each.

class Entry:
    def __init__(self, kind, op, w, rw, name):
        self.kind = kind  # bin icmp zext sext trunc select freeze
        self.op = op      # the IR opcode or predicate
        self.w = w        # operand width
        self.rw = rw      # result width
        self.name = name

    def operands(self):
        if self.kind in ("bin", "icmp"):
            return ("a", "b")
        if self.kind == "select":
            return ("a", "b", "c")
        return ("a",)

    def width_of(self, operand):
        return 1 if operand == "c" else self.w

    def group(self):
        """The name shared by the entries of one operation (for the mutants)."""
        if self.kind == "bin":
            return self.op
        if self.kind == "icmp":
            return "icmp_" + self.op
        return self.kind


def all_entries():
    entries = []
    for op in BINOPS:
        for w in WIDTHS:
            entries.append(Entry("bin", op, w, w, "%s_%d" % (op, w)))
    for p in PREDICATES:
        for w in WIDTHS:
            entries.append(Entry("icmp", p, w, 1, "icmp_%s_%d" % (p, w)))
    for conv in ("zext", "sext"):
        for w in WIDTHS:
            for w2 in WIDTHS:
                if w2 > w:
                    entries.append(Entry(conv, conv, w, w2, "%s_%d_%d" % (conv, w, w2)))
    for w in WIDTHS:
        for w2 in WIDTHS:
            if w2 < w:
                entries.append(Entry("trunc", "trunc", w, w2, "trunc_%d_%d" % (w, w2)))
    for w in WIDTHS:
        entries.append(Entry("select", "select", w, w, "select_%d" % w))
    for w in WIDTHS:
        entries.append(Entry("freeze", "freeze", w, w, "freeze_%d" % w))
    return entries


# ---------------------------------------------------------------------------
# The Python model (a cross-check of the oracle, and of this generator).

def model(e, a, b, c):
    w, m = e.w, mask(e.w)
    a &= m
    b &= m
    c &= 1
    sa, sb = signed(a, w), signed(b, w)
    if e.kind == "bin":
        op = e.op
        if op == "add":
            r = a + b
        elif op == "sub":
            r = a - b
        elif op == "mul":
            r = a * b
        elif op == "udiv":
            r = a // b
        elif op == "urem":
            r = a % b
        elif op in ("sdiv", "srem"):
            q = abs(sa) // abs(sb)
            if (sa < 0) != (sb < 0):
                q = -q
            r = q if op == "sdiv" else sa - q * sb
        elif op == "shl":
            r = a << b
        elif op == "lshr":
            r = a >> b
        elif op == "ashr":
            r = sa >> b
        elif op == "and":
            r = a & b
        elif op == "or":
            r = a | b
        elif op == "xor":
            r = a ^ b
        else:
            raise ValueError(op)
        return r & m
    if e.kind == "icmp":
        r = {"eq": a == b, "ne": a != b, "ugt": a > b, "uge": a >= b, "ult": a < b,
             "ule": a <= b, "sgt": sa > sb, "sge": sa >= sb, "slt": sa < sb,
             "sle": sa <= sb}[e.op]
        return int(r)
    if e.kind == "zext":
        return a
    if e.kind == "sext":
        return sa & mask(e.rw)
    if e.kind == "trunc":
        return a & mask(e.rw)
    if e.kind == "select":
        return a if c else b
    if e.kind == "freeze":
        return a
    raise ValueError(e.kind)


# ---------------------------------------------------------------------------
# Operand generation.

def edge_values(w):
    m = mask(w)
    if w == 1:
        return [0, 1]
    vals = {0, 1, 2, 3, m, m - 1, 1 << (w - 1), (1 << (w - 1)) - 1,
            (1 << (w - 1)) + 1, 1 << (w // 2), m >> (w // 2)}
    return sorted(v & m for v in vals)


def draw(rng, w):
    if rng.random() < 0.5:
        return rng.choice(edge_values(w))
    if rng.random() < 0.25:
        return rng.randrange(0, 16) & mask(w)  # small values
    return rng.getrandbits(w)


def draw_shift(rng, w):
    if rng.random() < 0.5:
        return rng.choice(sorted({0, 1, w - 1, w // 2}))
    return rng.randrange(w)


def defined(e, a, b):
    """False for the operands whose result is undefined (or poison)."""
    if e.kind != "bin":
        return True
    w = e.w
    if e.op in ("udiv", "urem", "sdiv", "srem") and b == 0:
        return False
    if e.op in ("sdiv", "srem") and a == 1 << (w - 1) and b == mask(w):
        return False
    if e.op in ("shl", "lshr", "ashr") and b >= w:
        return False
    return True


def draw_case(rng, e):
    """Operands as 64-bit raw values (the i64 passed in; bits above W are junk that
    the truncation to iW removes) -- the iW values are raw & mask(W)."""
    for _ in range(1000):
        a = draw(rng, e.w)
        if e.kind == "bin" and e.op in ("shl", "lshr", "ashr"):
            b = draw_shift(rng, e.w)
        else:
            b = draw(rng, e.w)
        c = rng.getrandbits(1)
        if defined(e, a, b):
            break
    else:
        raise RuntimeError("no defined operands for " + e.name)
    raw = []
    for v, w in ((a, e.w), (b, e.w), (c, 1)):
        if w < 64 and rng.random() < 0.5:
            v |= rng.getrandbits(64 - w) << w
        raw.append(v)
    return tuple(raw)


class Case:
    def __init__(self, entry, index, raw):
        self.entry = entry
        self.index = index
        self.raw = raw  # (a, b, c) as i64
        self.native = None

    def value(self, operand):
        i = "abc".index(operand)
        return self.raw[i] & mask(self.entry.width_of(operand))

    def describe(self, raw=True):
        """The case; raw: with the i64 values passed in when they have bits above W."""
        e = self.entry
        parts = []
        for o in e.operands():
            w = e.width_of(o)
            v = self.value(o)
            s = "%s=i%d %d" % (o, w, v)
            if w > 1 and signed(v, w) < 0:
                s += " (%d)" % signed(v, w)
            if raw and self.raw["abc".index(o)] != v:
                s += " [i64 0x%x]" % self.raw["abc".index(o)]
            parts.append(s)
        return "%s case %d: %s" % (e.name, self.index, ", ".join(parts))


# ---------------------------------------------------------------------------
# IR for one operation: shared by the oracle and the cbounds programs.

def op_ir(e, emit, tmp, operand):
    """Appends the instructions of e to emit; operand(o) gives an i64 value of the
    operand o (a register or constant); returns the i64 result (a register)."""

    def narrow(o, w):
        v = operand(o)
        if w == 64:
            return v
        t = tmp("t" + o)
        emit("%s = trunc i64 %s to i%d" % (t, v, w))
        return t

    w, rw = e.w, e.rw
    r = tmp("r")
    if e.kind == "bin":
        emit("%s = %s i%d %s, %s" % (r, e.op, w, narrow("a", w), narrow("b", w)))
    elif e.kind == "icmp":
        emit("%s = icmp %s i%d %s, %s" % (r, e.op, w, narrow("a", w), narrow("b", w)))
    elif e.kind in ("zext", "sext", "trunc"):
        emit("%s = %s i%d %s to i%d" % (r, e.kind, w, narrow("a", w), rw))
    elif e.kind == "select":
        cond = narrow("c", 1)
        emit("%s = select i1 %s, i%d %s, i%d %s" % (r, cond, w, narrow("a", w), w,
                                                     narrow("b", w)))
    elif e.kind == "freeze":
        emit("%s = freeze i%d %s" % (r, w, narrow("a", w)))
    if rw == 64:
        return r
    z = tmp("z")
    emit("%s = zext i%d %s to i64" % (z, rw, r))
    return z


def const_op_ir(e, emit, tmp, case):
    """e applied to constant iW operands (no nondet, no truncation); returns i64."""
    w, rw = e.w, e.rw
    k = {o: ir_const(case.value(o), e.width_of(o)) for o in e.operands()}
    r = tmp("r")
    if e.kind == "bin":
        emit("%s = %s i%d %s, %s" % (r, e.op, w, k["a"], k["b"]))
    elif e.kind == "icmp":
        emit("%s = icmp %s i%d %s, %s" % (r, e.op, w, k["a"], k["b"]))
    elif e.kind in ("zext", "sext", "trunc"):
        emit("%s = %s i%d %s to i%d" % (r, e.kind, w, k["a"], rw))
    elif e.kind == "select":
        emit("%s = select i1 %s, i%d %s, i%d %s" % (r, k["c"], w, k["a"], w, k["b"]))
    elif e.kind == "freeze":
        emit("%s = freeze i%d %s" % (r, w, k["a"]))
    if rw == 64:
        return r
    z = tmp("z")
    emit("%s = zext i%d %s to i64" % (z, rw, r))
    return z


def module_header(name):
    return ['; ModuleID = \'%s\'' % name,
            'source_filename = "%s"' % name,
            'target datalayout = "%s"' % DATALAYOUT,
            'target triple = "%s"' % TRIPLE, '']


# ---------------------------------------------------------------------------
# The oracle.

def write_native(entries, cases, d):
    ll = module_header("native.ll")
    for e in entries:
        ll.append("define i64 @f_%s(i64 %%a, i64 %%b, i64 %%c) #0 {" % e.name)
        ll.append("entry:")
        body = []
        res = op_ir(e, lambda s: body.append("  " + s), lambda n: "%" + n,
                    lambda o: "%" + o)
        ll.extend(body)
        ll.append("  ret i64 %s" % res)
        ll.append("}")
        ll.append("")
    ll.append("attributes #0 = { noinline nounwind optnone }")
    with open(os.path.join(d, "native.ll"), "w") as f:
        f.write("\n".join(ll) + "\n")

    c = ["#include <stdio.h>", "typedef unsigned long long u64;",
         "typedef u64 (*fn_t)(u64, u64, u64);"]
    for e in entries:
        c.append("u64 f_%s(u64, u64, u64);" % e.name)
    c.append("static const fn_t fns[] = {")
    c.extend("  f_%s," % e.name for e in entries)
    c.append("};")
    c.append("static const struct { unsigned f; u64 a, b, c; } cases[] = {")
    index = {e.name: i for i, e in enumerate(entries)}
    for cs in cases:
        c.append("  {%d, 0x%xULL, 0x%xULL, 0x%xULL}," % ((index[cs.entry.name],) + cs.raw))
    c.append("};")
    c.append("int main(void) {")
    c.append("  for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++)")
    c.append("    printf(\"%llu\\n\", fns[cases[i].f](cases[i].a, cases[i].b, cases[i].c));")
    c.append("  return 0;")
    c.append("}")
    with open(os.path.join(d, "native_main.c"), "w") as f:
        f.write("\n".join(c) + "\n")


def run_native(args, entries, cases, d):
    write_native(entries, cases, d)
    exe = os.path.join(d, "native")
    cmd = [args.clang, "-O0", "-w", os.path.join(d, "native.ll"),
           os.path.join(d, "native_main.c"), "-o", exe]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("int_ops.py: building the oracle failed: %s\n%s" % (" ".join(cmd), p.stderr))
    p = subprocess.run([exe], capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("int_ops.py: the oracle failed (exit %d)\n%s" % (p.returncode, p.stderr))
    out = p.stdout.split()
    if len(out) != len(cases):
        sys.exit("int_ops.py: the oracle printed %d results for %d cases" % (len(out), len(cases)))
    for cs, v in zip(cases, out):
        cs.native = int(v)


# ---------------------------------------------------------------------------
# cbounds programs.

class Check:
    """One case in one program: mode nondet or const; delta is added (mod 2^rw) to
    the expected value (1 for a mutant)."""

    def __init__(self, case, mode, delta=0):
        self.case, self.mode, self.delta = case, mode, delta

    def expected(self):
        return (self.case.native + self.delta) & mask(self.case.entry.rw)


class Program:
    def __init__(self, name, checks, probe=False):
        self.name = name
        self.checks = checks
        self.probe = probe  # copy the (single) result into a nondet and fail
        self.path = None
        self.expect = 10 if probe or any(c.delta for c in checks) else 0
        self.result = None  # (exit code or "timeout", stdout, stderr, seconds)

    def ir(self):
        ll = module_header(self.name)
        ll += ["declare i64 @__VERIFIER_nondet_ulong()",
               "declare i64 @__VERIFIER_nondet_ulonglong()",
               "declare void @__VERIFIER_assume(i32)",
               "declare void @reach_error()", "",
               "define i32 @main()%s {" % (" !dbg !5" if self.probe else ""), "entry:"]
        # A probe's calls carry debug locations: cbounds's trace shows the values of
        # located nondet calls only.
        dbg = ", !dbg !9" if self.probe else ""

        for k, ch in enumerate(self.checks):
            cs, e = ch.case, ch.case.entry
            pre = "c%d." % k

            def emit(s):
                if s.startswith("call ") or " = call " in s:
                    s += dbg
                ll.append("  " + s)

            def tmp(n, pre=pre):
                return "%" + pre + n

            ll.append("  ; %s (%s)" % (cs.describe(ch.mode != "const"), ch.mode))
            if ch.mode == "nondet":
                def operand(o, pre=pre, cs=cs):
                    v = "%" + pre + o
                    emit("%s = call i64 @__VERIFIER_nondet_ulong()" % v)
                    emit("%s.eq = icmp eq i64 %s, %d" % (v, v, signed(cs.raw["abc".index(o)], 64)))
                    emit("%s.z = zext i1 %s.eq to i32" % (v, v))
                    emit("call void @__VERIFIER_assume(i32 %s.z)" % v)
                    return v
                res = op_ir(e, emit, tmp, operand)
            else:
                res = const_op_ir(e, emit, tmp, cs)
            if self.probe:
                # Another nondet function, at another line: the trace drops a value
                # note that repeats the one before it.
                ll.append("  %%%sout = call i64 @__VERIFIER_nondet_ulonglong(), !dbg !10" % pre)
                emit("%%%sout.eq = icmp eq i64 %%%sout, %s" % (pre, pre, res))
                emit("%%%sout.z = zext i1 %%%sout.eq to i32" % (pre, pre))
                emit("call void @__VERIFIER_assume(i32 %%%sout.z)" % pre)
                emit("br label %err")
            else:
                emit("%%%sok = icmp eq i64 %s, %d" % (pre, res, signed(ch.expected(), 64)))
                emit("br i1 %%%sok, label %%n%d, label %%err" % (pre, k + 1))
                ll.append("n%d:" % (k + 1))
        if not self.probe:
            ll.append("  ret i32 0")
        ll += ["err:", "  call void @reach_error()" + dbg, "  ret i32 1", "}"]
        if self.probe:
            ll += ["",
                   "!llvm.dbg.cu = !{!0}",
                   "!llvm.module.flags = !{!3, !4}",
                   '!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: '
                   '"int_ops.py", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)',
                   '!1 = !DIFile(filename: "%s.c", directory: ".")' % self.name,
                   '!3 = !{i32 2, !"Debug Info Version", i32 3}',
                   '!4 = !{i32 7, !"Dwarf Version", i32 5}',
                   '!5 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 1, '
                   'type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)',
                   "!6 = !DISubroutineType(types: !7)",
                   "!7 = !{null}",
                   "!9 = !DILocation(line: 1, column: 1, scope: !5)",
                   "!10 = !DILocation(line: 2, column: 1, scope: !5)"]
        return "\n".join(ll) + "\n"


def chunks(seq, n):
    return [seq[i:i + n] for i in range(0, len(seq), n)]


def make_programs(args, entries, by_entry):
    progs = []
    for e in entries:
        cases = by_entry[e.name]
        n = args.max_cases
        if e.kind == "bin" and e.op in HEAVY_OPS and e.w >= 32:
            n = args.max_heavy_cases
        parts = chunks(cases, n)
        for i, part in enumerate(parts):
            suffix = "" if len(parts) == 1 else ".%d" % i
            progs.append(Program("%s.nondet%s" % (e.name, suffix),
                                 [Check(c, "nondet") for c in part]))
    if not args.no_const:
        # The constant programs are cheap: one per operation, all widths together.
        groups = {}
        for e in entries:
            groups.setdefault(e.group(), []).extend(by_entry[e.name])
        for g, cases in groups.items():
            for i, part in enumerate(chunks(cases, args.max_const_cases)):
                progs.append(Program("%s.const.%d" % (g, i), [Check(c, "const") for c in part]))
    if not args.no_mutants:
        # One mutant per operation, at a width that rotates with the operation and the
        # seed; the mutated case is the first of the nondet program.
        groups = {}
        for e in entries:
            groups.setdefault(e.group(), []).append(e)
        for gi, (g, es) in enumerate(groups.items()):
            e = es[(gi + args.seed) % len(es)]
            cases = by_entry[e.name][:args.max_heavy_cases]
            checks = [Check(c, "nondet", 1 if i == 0 else 0) for i, c in enumerate(cases)]
            progs.append(Program("%s.mutant" % e.name, checks))
    return progs


def run_cbounds(args, prog):
    """Runs cbounds on prog; returns (exit code or "timeout", stdout, stderr, seconds).
    On a timeout the process group of that run (started here) is killed."""
    cmd = [args.cbounds, prog.path, "--no-deepen"] + args.cbounds_arg
    t0 = time.time()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         errors="replace", start_new_session=True)
    try:
        out, err = p.communicate(timeout=args.timeout)
        code = p.returncode
    except subprocess.TimeoutExpired:
        try:
            os.killpg(p.pid, 9)
        except ProcessLookupError:
            pass
        out, err = p.communicate()
        code = "timeout"
    return code, out, err, time.time() - t0


def write_program(d, prog):
    prog.path = os.path.join(d, prog.name + ".ll")
    with open(prog.path, "w") as f:
        f.write(prog.ir())


def run_all(args, progs):
    def one(prog):
        prog.result = run_cbounds(args, prog)
        return prog
    if args.jobs <= 1:
        return [one(p) for p in progs]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        return list(pool.map(one, progs))


def verdict_line(out, err):
    lines = [l for l in out.splitlines() if l.strip()]
    if lines:
        return lines[0].strip()
    elines = [l for l in err.splitlines() if l.strip()]
    return ("stderr: " + elines[-1].strip()) if elines else "(no output)"


def show_code(code):
    return "%s (%s)" % (code, EXIT_NAMES.get(code, "?")) if code != "timeout" else "timeout"


PROBE_RE = re.compile(r"__VERIFIER_nondet_ulonglong\(\)\s*=\s*(-?(?:0x[0-9a-fA-F]+|\d+))")


def probe_value(out):
    """The value cbounds computed: the probe's nondet_ulonglong value in the trace."""
    vals = PROBE_RE.findall(out)
    if not vals:
        return None
    return int(vals[-1], 0) & mask(64)


def diagnose(args, failed, d):
    """Runs the cases of the failed SAFE programs one by one, then probes the failing
    cases for the value cbounds computes. Returns report lines."""
    singles = []
    for prog in failed:
        for k, ch in enumerate(prog.checks):
            singles.append((prog, Program("%s.case%d" % (prog.name, k), [Check(ch.case, ch.mode)])))
    if len(singles) > args.max_diagnose:
        singles = singles[:args.max_diagnose]
    for _, s in singles:
        write_program(d, s)
    run_all(args, [s for _, s in singles])
    lines = []
    probes = []
    for prog, s in singles:
        code = s.result[0]
        if code != 0:
            pr = Program(s.name + ".probe", s.checks, probe=True)
            probes.append((prog, s, pr))
    for _, _, pr in probes:
        write_program(d, pr)
    run_all(args, [pr for _, _, pr in probes])
    for prog, s, pr in probes:
        cs = s.checks[0].case
        rw = cs.entry.rw
        code, out, err, _ = s.result
        pcode, pout, perr, _ = pr.result
        v = probe_value(pout) if pcode == 10 else None
        if v is None:
            got = "cbounds value unknown (probe: %s, %s)" % (show_code(pcode), verdict_line(pout, perr))
        else:
            got = "cbounds computes %d (0x%x)" % (v, v)
        lines.append("  failing case: %s [%s]: native %d (0x%x), %s; alone: %s, %s; program %s"
                     % (cs.describe(s.checks[0].mode != "const"), s.checks[0].mode, cs.native, cs.native, got,
                        show_code(code), verdict_line(out, err), s.path))
        if v is not None and v >> rw:
            lines.append("    (the cbounds value has bits above the result width i%d)" % rw)
    return lines


# ---------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-n", "--cases", type=int, default=8, help="cases per (operation, width)")
    ap.add_argument("--cbounds", default="cbounds")
    ap.add_argument("--clang", default="clang-19")
    ap.add_argument("--out", required=True, help="directory for the generated files")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=120, help="seconds per cbounds run")
    ap.add_argument("--max-cases", type=int, default=8, help="cases per nondet program")
    ap.add_argument("--max-heavy-cases", type=int, default=8,
                    help="cases per nondet program of 32/64-bit mul, div and rem")
    ap.add_argument("--max-const-cases", type=int, default=64,
                    help="cases per constant program (one operation, all widths)")
    ap.add_argument("--max-diagnose", type=int, default=64,
                    help="at most this many single-case reruns of failed programs")
    ap.add_argument("--only", default=None, help="regex: only entries whose name matches "
                    "(e.g. 'udiv_64|icmp_slt')")
    ap.add_argument("--no-const", action="store_true", help="skip the constant programs")
    ap.add_argument("--no-mutants", action="store_true", help="skip the UNSAFE programs")
    ap.add_argument("--native-only", action="store_true",
                    help="build and check the oracle and write the programs; run no cbounds")
    ap.add_argument("--cbounds-arg", action="append", default=[],
                    help="extra argument for cbounds (repeatable)")
    ap.add_argument("-v", "--verbose", action="store_true", help="one line per program")
    args = ap.parse_args()

    t_start = time.time()
    rng = random.Random(args.seed)
    entries = all_entries()
    if args.only:
        entries = [e for e in entries if re.search(args.only, e.name)]
    by_entry, cases = {}, []
    for e in entries:
        by_entry[e.name] = [Case(e, i, draw_case(rng, e)) for i in range(args.cases)]
        cases += by_entry[e.name]

    native_dir = os.path.join(args.out, "native")
    prog_dir = os.path.join(args.out, "programs")
    diag_dir = os.path.join(args.out, "diagnose")
    for d in (native_dir, prog_dir, diag_dir):
        os.makedirs(d, exist_ok=True)

    passed = failed = 0
    run_native(args, entries, cases, native_dir)
    for cs in cases:
        m = model(cs.entry, *cs.raw)
        if m != cs.native:
            failed += 1
            print("ORACLE MISMATCH: %s: native %d, Python model %d (native.ll in %s)"
                  % (cs.describe(), cs.native, m, native_dir))

    progs = make_programs(args, entries, by_entry)
    for p in progs:
        write_program(prog_dir, p)
    if args.native_only:
        print("oracle: %d cases of %d operations; %d programs written to %s"
              % (len(cases), len(entries), len(progs), prog_dir))
        print("%d passed, %d failed" % (len(cases) - failed, failed))
        return 1 if failed else 0

    run_all(args, progs)
    failed_safe = []
    slow = []
    for prog in progs:
        code, out, err, dt = prog.result
        ok = code == prog.expect
        if ok and prog.expect == 10 and "reach_error" not in out:
            ok = False  # UNSAFE, but not for the mutated comparison
        if dt > 5:
            slow.append(prog)
        if args.verbose:
            print("%-6s %-28s expected %s, got %s in %.2f s" % (
                "ok" if ok else "FAIL", prog.name, EXIT_NAMES[prog.expect],
                show_code(code), dt))
        if ok:
            passed += 1
            continue
        failed += 1
        print("MISMATCH: %s: expected %s, got %s: %s" % (
            prog.path, show_code(prog.expect), show_code(code), verdict_line(out, err)))
        for ch in prog.checks:
            print("  case: %s [%s] expected %d%s" % (
                ch.case.describe(ch.mode != "const"), ch.mode, ch.expected(),
                " (mutated from native %d)" % ch.case.native if ch.delta else ""))
        if prog.expect == 0:
            failed_safe.append(prog)
    if failed_safe:
        print("diagnosis: the cases of the failed SAFE programs, one per program:")
        for line in diagnose(args, failed_safe, diag_dir):
            print(line)
    for prog in slow:
        print("note: %s took %.1f s" % (prog.path, prog.result[3]), file=sys.stderr)
    print("seed %d: %d cases, %d programs, %.1f s" % (args.seed, len(cases), len(progs),
                                                     time.time() - t_start), file=sys.stderr)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
