#!/usr/bin/env python3
"""models_oracle.py: the C library models (runtime-models/libc_*.c) against glibc on
random concrete inputs.

Each program holds a few random calls of one family of functions:

  conv     atoi atol atoll strtol strtoul strtoll strtoull (random strings of digits,
           signs, white space, letters, x; random bases; the value, endptr, errno)
  scan     sscanf (random inputs and formats of d i u o x hhd ld lld s %Ns c %Nc n *d,
           literals and white space; the count and every target's bytes)
  format   snprintf sprintf (random formats: flags, width, precision, * for both,
           d i u o x X c s %, length hh h l ll; random int and string arguments; the
           result and the whole buffer)
  string   strlen strnlen strcmp strncmp strcasecmp strncasecmp memcmp strchr strrchr
           strstr strpbrk strspn strcspn strtok_r (random strings over a small alphabet,
           high bytes included)
  ctype    isalnum ... isxdigit isascii toascii toupper tolower over random values of
           -1 (EOF) .. 255 (with -n 60 or more every value is met)

The program is compiled natively (clang -O0, glibc) with -DNATIVE and prints each
result; the script embeds those values as the expectations of the same program, which
cbounds must prove SAFE; then one expectation is changed and cbounds must find that
assertion failing (UNSAFE at its line). A conversion a model documents as not followed
(a guess, `__cbounds_*_unmodelled`: UNKNOWN naming it) is counted as "unmodelled", not
as a failure. Prints a line per failure (the files stay in --out) and finally
`N passed, M failed, U unmodelled`; exits 1 if anything failed. Standard library only.

    bench/oracle/models_oracle.py --seed 1 -n 40 --out /tmp/mo
"""

import argparse
import concurrent.futures
import os
import random
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lit-tests", "oracle"))
import native  # noqa: E402  (runs ILP32 executables, under qemu-i386 if need be)

PRELUDE = r"""#define _GNU_SOURCE
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#ifdef NATIVE
#define CHECK_I(i, e) printf("I %lld\n", (long long)(e))
#define CHECK_B(i, p, n)                                                    \
  do {                                                                      \
    const unsigned char *p_ = (const unsigned char *)(p);                   \
    printf("B");                                                            \
    for (int k_ = 0; k_ < (n); k_++)                                        \
      printf(" %02x", p_[k_]);                                              \
    printf("\n");                                                           \
  } while (0)
#else
#define CHECK_I(i, e) assert((long long)(e) == EXPECT_##i)
#define CHECK_B(i, p, n) assert(memcmp((p), EXPECT_##i, (n)) == 0)
#endif
#define SIGN(x) (((x) > 0) - ((x) < 0))
#define OFFSET(p, base) ((p) ? (long long)((p) - (base)) : -1LL)
"""


def c_string(data):
    """A C string literal for the bytes data (escaped, split so that hex escapes end)."""
    out = []
    for b in data:
        if 32 <= b < 127 and chr(b) not in '"\\?':
            out.append(chr(b))
        else:
            out.append('\\%03o' % b)
    return '"' + "".join(out) + '"'


def c_ll(v):
    if v == -(1 << 63):
        return "(-9223372036854775807LL - 1)"
    return "%dLL" % v


class Program:
    """The statements of one program, and how many checks it has."""

    def __init__(self):
        self.lines = []
        self.kinds = []  # per check: "I" or "B"

    def check_i(self, expr):
        i = len(self.kinds)
        self.kinds.append("I")
        self.lines.append("  CHECK_I(%d, %s);" % (i, expr))

    def check_b(self, ptr, n):
        i = len(self.kinds)
        self.kinds.append("B")
        self.lines.append("  CHECK_B(%d, %s, %d);" % (i, ptr, n))

    def say(self, line):
        self.lines.append("  " + line)

    def source(self, expected=None):
        head = PRELUDE
        if expected is not None:
            defs = []
            for i, (kind, value) in enumerate(zip(self.kinds, expected)):
                if kind == "I":
                    defs.append("#define EXPECT_%d %s" % (i, c_ll(value)))
                else:
                    defs.append("#define EXPECT_%d %s" % (i, c_string(value)))
            head += "\n".join(defs) + "\n"
        return head + "int main(void) {\n" + "\n".join(self.lines) + "\n  return 0;\n}\n"


# ---------------------------------------------------------------------------
# Families.


def rand_text(rng, alphabet, lo, hi):
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(lo, hi)))


def gen_conv(rng, p):
    for _ in range(rng.randint(3, 6)):
        parts = [rand_text(rng, " \t", 0, 2), rng.choice(["", "", "-", "+", "--"]),
                 rng.choice(["", "", "0", "0x", "0X"]),
                 rand_text(rng, "0123456789", 0, rng.choice([3, 9, 21])),
                 rand_text(rng, "abcfxzZ 9", 0, 3)]
        s = "".join(parts).encode()
        fn = rng.choice(["strtol", "strtoul", "strtoll", "strtoull", "atoi", "atol", "atoll"])
        p.say("{")
        p.say("  const char *s = %s;" % c_string(s))
        if fn.startswith("ato"):
            p.say("  errno = 0;")
            p.check_i("%s(s)" % fn)
        else:
            base = rng.choice([0, 0, 10, 10, 16, 8, 2, 36, rng.randint(2, 36), 1, 37])
            p.say("  char *end = (char *)1;")
            p.say("  errno = 0;")
            p.check_i("%s(s, &end, %d)" % (fn, base))
            p.check_i("end == (char *)1 ? -1 : end - s")  # untouched (a bad base)
            p.check_i("errno")
        p.say("}")


SCAN_DIRECTIVES = [("%d", "int"), ("%i", "int"), ("%u", "unsigned"), ("%o", "int"),
                   ("%x", "int"), ("%hhd", "signed char"), ("%ld", "long"),
                   ("%lld", "long long"), ("%3d", "int"), ("%s", "word"), ("%3s", "word"),
                   ("%c", "chars"), ("%2c", "chars"), ("%n", "int"), ("%*d", None),
                   (" ", None), (",", None), ("=", None), ("%%", None)]


def gen_scan(rng, p):
    for _ in range(rng.randint(2, 4)):
        tokens = []
        for _ in range(rng.randint(0, 4)):
            tokens.append(rng.choice([
                rng.choice(["", "-", "+"]) + rand_text(rng, "0123456789", 1, 8),
                "0x" + rand_text(rng, "0123456789abcdefABCDEF", 1, 6),
                rand_text(rng, "abcXYZ", 1, 5), rng.choice([",", "=", "%", " ", "\t", "\n"]),
                # rarely: what the model leaves to guesses (a clamped number, "0x" alone)
                rng.choice(["0x", "0xg", "-", "99999999999999999999999"])
                if rng.random() < 0.1 else "7"]))
        text = "".join(t + rng.choice(["", " ", ""]) for t in tokens).encode()
        directives = [rng.choice(SCAN_DIRECTIVES) for _ in range(rng.randint(1, 4))]
        fmt = "".join(d for d, _ in directives)
        p.say("{")
        args = []
        targets = []
        for k, (d, kind) in enumerate(directives):
            if kind is None:
                continue
            name = "t%d" % k
            if kind == "word":
                # longer than the whole input: %s never overflows it (natively neither)
                p.say("  char %s[48]; memset(%s, '#', 48);" % (name, name))
                args.append(name)
                targets.append((name, 48))
            elif kind == "chars":
                p.say("  char %s[3]; memset(%s, '#', 3);" % (name, name))
                args.append(name)
                targets.append((name, 3))
            else:
                p.say("  %s %s; memset(&%s, 0x5a, sizeof %s);" % (kind, name, name, name))
                args.append("&" + name)
                targets.append(("(const char *)&" + name, "sizeof " + name))
        p.say("  int r = sscanf(%s, %s%s);" % (c_string(text), c_string(fmt.encode()),
                                              "".join(", " + a for a in args)))
        p.check_i("r")
        for ptr, n in targets:
            if isinstance(n, int):
                p.check_b(ptr, n)
            else:
                p.check_i("({ long long v_ = 0; memcpy(&v_, %s, %s); v_; })" % (ptr, n))
        p.say("}")


STRINGS = ["", "a", "hello", "ab\\tc", "\\351\\001z", "wide string!"]


def gen_format(rng, p):
    for _ in range(rng.randint(1, 3)):
        fmt = []
        args = []
        for _ in range(rng.randint(1, 3)):
            fmt.append(rand_text(rng, "ab :", 0, 2))
            conv = rng.choice("diuoxXcs%dxs")
            if conv == "%":
                fmt.append("%%")
                continue
            flags = ""
            allowed = {"d": "-0+ ", "i": "-0+ ", "u": "-0", "o": "-0#", "x": "-0#", "X": "-0#",
                       "c": "-", "s": "-"}[conv]
            for f in allowed:
                if rng.random() < 0.25:
                    flags += f
            spec = "%" + flags
            if rng.random() < 0.5:
                if rng.random() < 0.25:
                    spec += "*"
                    args.append(str(rng.randint(-12, 12)))
                else:
                    spec += str(rng.randint(1, 12))
            if conv != "c" and rng.random() < 0.4:
                if rng.random() < 0.25:
                    spec += ".*"
                    args.append(str(rng.randint(-2, 8)))
                else:
                    spec += "." + rng.choice(["", str(rng.randint(0, 8))])
            if conv in "diuoxX":
                length = rng.choice(["", "", "hh", "h", "l", "ll"])
                spec += length
                bits = {"": 32, "hh": 32, "h": 32, "l": 32, "ll": 64}[length]
                ctype = {"": "int", "hh": "int", "h": "int", "l": "long", "ll": "long long"}[length]
                signed = conv in "di"
                if not signed:
                    ctype = "unsigned " + ctype
                v = rng.choice([0, 1, -1, rng.randint(-1000, 1000),
                                rng.randint(-(1 << (bits - 1)), (1 << (bits - 1)) - 1)])
                if not signed:
                    v %= 1 << bits
                    args.append("(%s)%sULL" % (ctype, v))
                else:
                    args.append("(%s)%s" % (ctype, c_ll(v)))
            elif conv == "c":
                args.append(str(rng.choice([0, 65, 255, rng.randint(1, 255)])))
            else:
                args.append('"%s"' % rng.choice(STRINGS))
            fmt.append(spec + conv)
        fmt = "".join(fmt)
        p.say("{")
        p.say("  char buf[48];")
        p.say("  memset(buf, '#', sizeof buf);")
        arglist = "".join(", " + a for a in args)
        if rng.random() < 0.3:
            p.check_i("sprintf(buf, %s%s)" % (c_string(fmt.encode()), arglist))
        else:
            n = rng.choice([0, 1, 5, 16, 48, rng.randint(0, 48)])
            p.check_i("snprintf(buf, %d, %s%s)" % (n, c_string(fmt.encode()), arglist))
        p.check_b("buf", 48)
        p.say("}")


def gen_string(rng, p):
    alphabet = "aAbB,\xe9"
    for _ in range(rng.randint(3, 6)):
        a = rand_text(rng, alphabet, 0, 6).encode("latin-1")
        b = rand_text(rng, alphabet, 0, 3).encode("latin-1")
        n = rng.randint(0, 7)
        ch = rng.choice([0, ord("a"), ord("B"), ord(","), 0xe9, 0x100 + ord("a")])
        fn = rng.choice(["strcmp", "strncmp", "strcasecmp", "strncasecmp", "memcmp", "strchr",
                         "strrchr", "strstr", "strpbrk", "strspn", "strcspn", "strlen",
                         "strnlen", "strtok_r"])
        p.say("{")
        p.say("  const char *a = %s, *b = %s;" % (c_string(a), c_string(b)))
        if fn in ("strcmp", "strcasecmp"):
            p.check_i("SIGN(%s(a, b))" % fn)
        elif fn in ("strncmp", "strncasecmp"):
            p.check_i("SIGN(%s(a, b, %d))" % (fn, n))
        elif fn == "memcmp":
            p.check_i("SIGN(memcmp(a, b, %d))" % min(n, len(a) + 1, len(b) + 1))
        elif fn in ("strchr", "strrchr"):
            p.check_i("OFFSET(%s(a, %d), a)" % (fn, ch))
        elif fn in ("strstr", "strpbrk"):
            p.check_i("OFFSET(%s(a, b), a)" % fn)
        elif fn in ("strspn", "strcspn"):
            p.check_i("%s(a, b)" % fn)
        elif fn == "strlen":
            p.check_i("strlen(a)")
        elif fn == "strnlen":
            p.check_i("strnlen(a, %d)" % n)
        else:
            p.say("  char t[8]; memset(t, 0, sizeof t); strcpy(t, a);")
            p.say("  char *save = 0;")
            p.say("  const char *delims = %s;" % c_string(rand_text(rng, ",a", 1, 2).encode()))
            p.check_i("OFFSET(strtok_r(t, delims, &save), t)")
            for _ in range(3):
                p.check_i("OFFSET(strtok_r(0, delims, &save), t)")
            p.check_b("t", 8)
        p.say("}")


CTYPE = ["isalnum", "isalpha", "isblank", "iscntrl", "isdigit", "isgraph", "islower",
         "isprint", "ispunct", "isspace", "isupper", "isxdigit", "isascii", "toascii",
         "toupper", "tolower"]


def gen_ctype(rng, p):
    for c in rng.sample(range(-1, 256), 6):
        for fn in CTYPE:
            p.check_i("%s(%d)" % (fn, c))


FAMILIES = {"conv": gen_conv, "scan": gen_scan, "format": gen_format, "string": gen_string,
            "ctype": gen_ctype}


# ---------------------------------------------------------------------------
# Checking.


def parse_native(output, kinds):
    values = []
    for line, kind in zip(output.splitlines(), kinds):
        if kind == "I":
            values.append(int(line.split()[1]))
        else:
            values.append(bytes(int(h, 16) for h in line.split()[1:]))
    if len(values) != len(kinds):
        raise RuntimeError("native run printed %d values for %d checks" % (len(values), len(kinds)))
    return values


def check_line(source, index):
    for number, line in enumerate(source.splitlines(), 1):
        if "CHECK_I(%d," % index in line or "CHECK_B(%d," % index in line:
            return number
    raise RuntimeError("no check %d" % index)


def run_cbounds(args, path, model):
    cmd = [args.cbounds, path, "--no-deepen", "--unwind", str(args.unwind), "--%d" % model]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, errors="replace", timeout=args.timeout)
    except subprocess.TimeoutExpired:
        return -1, "timeout"
    return p.returncode, p.stdout + p.stderr


def check_program(args, index):
    rng = random.Random("%d/%d" % (args.seed, index))
    family = args.families[index % len(args.families)]
    prog = Program()
    FAMILIES[family](rng, prog)
    base = os.path.join(args.out, "m%04d-%s" % (index, family))
    results = []
    for model in args.models:
        exe = "%s-%d.native" % (base, model)
        with open(base + "-native.c", "w") as f:
            f.write(prog.source())
        flags = ["-m32", "-msse2", "-mfpmath=sse"] if model == 32 else []
        c = subprocess.run([args.clang, "-O0", "-w", "-DNATIVE"] + flags +
                           [base + "-native.c", "-o", exe], capture_output=True, text=True)
        if c.returncode != 0:
            results.append((family, model, "generator", c.stderr[-800:]))
            continue
        run = subprocess.run(native.command(exe, model, args.clang), capture_output=True)
        if run.returncode != 0:
            results.append((family, model, "generator", "native run failed"))
            continue
        expected = parse_native(run.stdout.decode("latin-1"), prog.kinds)
        ok_path = "%s-%d.c" % (base, model)
        with open(ok_path, "w") as f:
            f.write(prog.source(expected))
        status, out = run_cbounds(args, ok_path, model)
        if status == 20 and "_unmodelled" in out:
            results.append((family, model, "unmodelled", ""))
            continue
        if status != 0:
            results.append((family, model, "safe->%s" % {10: "UNSAFE", 20: "UNKNOWN"}.get(
                status, str(status)), out[-1500:]))
            continue
        wrong = list(expected)
        j = rng.randrange(len(wrong))
        if prog.kinds[j] == "I":
            wrong[j] += 1
        else:
            k = rng.randrange(len(wrong[j]))
            wrong[j] = wrong[j][:k] + bytes([(wrong[j][k] + 1) % 256]) + wrong[j][k + 1:]
        bad_path = "%s-%d-wrong.c" % (base, model)
        source = prog.source(wrong)
        with open(bad_path, "w") as f:
            f.write(source)
        status, out = run_cbounds(args, bad_path, model)
        line = check_line(source, j)
        if status != 10 or not re.search(r"UNSAFE: assertion failed at \S*:%d\b" % line, out):
            results.append((family, model, "wrong->%s" % status, out[-1500:]))
            continue
        results.append((family, model, "passed", ""))
        if not args.keep:
            for path in (ok_path, bad_path, exe):
                os.remove(path)
    if not args.keep and all(r[2] == "passed" for r in results):
        os.remove(base + "-native.c")
    return index, results


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-n", "--count", type=int, default=20, help="programs")
    ap.add_argument("--families", default=",".join(FAMILIES),
                    help="comma-separated, taken in turn (default: all)")
    ap.add_argument("--cbounds", default=os.path.join(HERE, "..", "..", "build", "bin", "cbounds"))
    ap.add_argument("--clang", default="clang-19")
    ap.add_argument("--out", required=True)
    ap.add_argument("--m32", action="store_true", help="also check for ILP32")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("--unwind", type=int, default=60)
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("--every", type=int, default=1,
                    help="check only every K-th program (the sanitizer run of the suite)")
    args = ap.parse_args()
    args.families = args.families.split(",")
    args.models = [64, 32] if args.m32 else [64]
    os.makedirs(args.out, exist_ok=True)
    counts = {}
    failed = 0
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for index, results in pool.map(lambda i: check_program(args, i),
                                       range(0, args.count, args.every)):
            for family, model, verdict, detail in results:
                key = (family, verdict)
                counts[key] = counts.get(key, 0) + 1
                if verdict not in ("passed", "unmodelled"):
                    failed += 1
                    print("FAILED program %d (%s, %d bits): %s\n%s" % (index, family, model,
                                                                       verdict, detail))
    for (family, verdict), n in sorted(counts.items()):
        print("%-8s %-12s %d" % (family, verdict, n))
    passed = sum(n for (_, v), n in counts.items() if v == "passed")
    unmodelled = sum(n for (_, v), n in counts.items() if v == "unmodelled")
    print("%d passed, %d failed, %d unmodelled" % (passed, failed, unmodelled))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
