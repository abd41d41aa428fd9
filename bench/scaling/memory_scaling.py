#!/usr/bin/env python3
"""Measures how the cost of memory accesses scales (issue: efficiency of the memory model).

For a family of generated programs it prints cbounds' encoding time, AIG size and CNF
size:
  known   - 100 loads/stores at known addresses, with N other global arrays of S bytes:
            the cost must not grow with N or S;
  indexed - 20 loads/stores at symbolic indices into one array of S ints, with N other
            arrays: the cost must grow with S (the array indexed), not with N.
Usage: bench/scaling/memory_scaling.py CBOUNDS [--32]
"""
import re
import subprocess
import sys
import tempfile
import os


def program(kind, others, size):
    lines = ["extern int __VERIFIER_nondet_int(void);",
             "extern void __VERIFIER_assume(int);",
             "extern void reach_error(void);"]
    for k in range(others):
        lines.append(f"char other{k}[{size}] = {{1}};")
    lines.append(f"int target[{size}];")
    lines.append("int main(void) {")
    lines.append("  int s = 0;")
    if kind == "known":
        for k in range(100):
            lines.append(f"  target[{k % size}] += {k}; s += target[{(k * 7) % size}];")
    else:
        for k in range(20):
            lines.append(f"  int i{k} = __VERIFIER_nondet_int();")
            lines.append(f"  __VERIFIER_assume(i{k} >= 0 && i{k} < {size});")
            lines.append(f"  target[i{k}] += {k}; s += target[i{k // 2}];")
    # A property the solver settles at once: the figures measure the encoding.
    lines.append("  if (s >= 0) reach_error();")
    lines.append("  return 0;")
    lines.append("}")
    return "\n".join(lines) + "\n"


def measure(cbounds, source, extra):
    with tempfile.NamedTemporaryFile("w", suffix=".c", delete=False) as f:
        f.write(source)
        path = f.name
    try:
        out = subprocess.run([cbounds, path, "--stats", "--timeout", "120"] + extra,
                             capture_output=True, text=True).stdout
    finally:
        os.unlink(path)
    get = lambda pattern: (re.search(pattern, out) or [None, "?"])[1]
    return (out.splitlines()[0].split(":")[0], get(r"encoding ([0-9.]+) s"),
            get(r"solving ([0-9.]+) s"), get(r"AIG ([0-9]+) nodes"),
            get(r"CNF ([0-9]+) variables"), get(r"CNF [0-9]+ variables, ([0-9]+) clauses"))


def main():
    cbounds, extra = sys.argv[1], sys.argv[2:]
    print(f"{'kind':8} {'others':>6} {'size':>6}  {'verdict':8} {'encode s':>8} {'solve s':>8} "
          f"{'AIG nodes':>10} {'CNF vars':>9} {'clauses':>9}")
    for kind in ("known", "indexed"):
        for others, size in ((0, 64), (100, 64), (0, 1024), (100, 1024), (0, 4096)):
            v, enc, sol, aig, var, cls = measure(cbounds, program(kind, others, size), extra)
            print(f"{kind:8} {others:6} {size:6}  {v:8} {enc:>8} {sol:>8} {aig:>10} {var:>9} {cls:>9}")


if __name__ == "__main__":
    main()
