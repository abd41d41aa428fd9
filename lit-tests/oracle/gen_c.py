#!/usr/bin/env python3
"""Random-program oracle: cbounds must agree with natively compiled C.

Each program is a random, deterministic, terminating C program free of undefined
behaviour that folds all its state into `unsigned long long result` (a checksum).
It is compiled natively with clang -O0 (LP64, and ILP32 with --m32) and run with
-DPRINT to get the value of `result` (the oracle; a second build with AddressSanitizer
and UndefinedBehaviorSanitizer must agree, which guards the generator against UB).
Then cbounds must prove the SAFE variant, ending in `assert(result == <native>)`,
and find the UNSAFE variant, `assert(result != <native>)`, failing at that assertion.

The programs use: integer types of every width (char ... long long, signed and
unsigned, _Bool, _BitInt(N)), all integer operators (shifts by less than the width,
division and remainder by a nonzero divisor and never MIN / -1, signed + - * done in
unsigned arithmetic), comparisons, casts, ternaries; locals, globals with and without
initializers, const tables, 1- and 2-dimensional arrays with in-bound indices, nested
structs with arrays inside, unions (type punning between integers and byte arrays),
pointers (to locals, globals, array elements, struct fields; pointer arithmetic and
comparison within one array; pointers passed to functions), malloc/calloc/free,
memcpy/memset of constant sizes, functions with parameters and returns (structs by
value too), calls through a table of function pointers, loops with constant trip
counts (at most 8, nesting at most 2 in a function), switch, break/continue, bounded
recursion (depth at most 5). --floats adds float and double (off by default).

With --pin P, a fraction P of the programs read some constants of main through
`__VERIFIER_nondet_ulonglong()` pinned by `__VERIFIER_assume(v == K)` (natively just
K): still deterministic, but cbounds has to compute with circuits and symbolic memory
offsets instead of constant folding.

Prints one line per program (time, encode/solve split, CNF size), details for every
failure (the files stay in --out; passing ones are removed unless --keep), a summary
and finally the line `N passed, M failed` (one check = one program at one data model,
both variants right). Exits 1 if anything failed. Python 3 standard library only.
"""

import argparse
import concurrent.futures
import json
import os
import random
import re
import struct
import subprocess
import sys
import threading
import time

import native

# ---------------------------------------------------------------------------
# Types.


class IntTy:
    def __init__(self, name, rank, signed, bits64, bits32=None, bitint=False):
        self.name = name
        self.rank = rank
        self.signed = signed
        self.bits64 = bits64
        self.bits32 = bits64 if bits32 is None else bits32
        self.bitint = bitint
        self.is_float = False

    def bits(self, m32):
        return self.bits32 if m32 else self.bits64

    def minbits(self):
        return min(self.bits32, self.bits64)

    def narrow(self):
        """Promoted to int (all values fit)."""
        return not self.bitint and self.rank < 3

    def maxabs(self):
        b = self.bits64
        if self.name == "_Bool":
            return 1
        return (1 << (b - 1)) if self.signed else (1 << b) - 1

    def __repr__(self):
        return self.name


class FloatTy:
    def __init__(self, name, bits):
        self.name = name
        self.bits = bits
        self.is_float = True
        self.bitint = False
        self.signed = True

    def __repr__(self):
        return self.name


BOOL = IntTy("_Bool", 0, False, 1)
CHAR = IntTy("char", 1, True, 8)
SCHAR = IntTy("signed char", 1, True, 8)
UCHAR = IntTy("unsigned char", 1, False, 8)
SHORT = IntTy("short", 2, True, 16)
USHORT = IntTy("unsigned short", 2, False, 16)
INT = IntTy("int", 3, True, 32)
UINT = IntTy("unsigned", 3, False, 32)
LONG = IntTy("long", 4, True, 64, 32)
ULONG = IntTy("unsigned long", 4, False, 64, 32)
LLONG = IntTy("long long", 5, True, 64)
ULLONG = IntTy("unsigned long long", 5, False, 64)
STD_TYPES = [BOOL, CHAR, SCHAR, UCHAR, SHORT, USHORT, INT, UINT, LONG, ULONG, LLONG, ULLONG]
WIDE = [INT, UINT, LONG, ULONG, LLONG, ULLONG]  # rank >= int: no promotion
UNSIGNED_WIDE = [UINT, ULONG, ULLONG]
UNSIGNED_OF = {INT: UINT, UINT: UINT, LONG: ULONG, ULONG: ULONG, LLONG: ULLONG, ULLONG: ULLONG}
MIN_MACRO = {INT: "INT_MIN", LONG: "LONG_MIN", LLONG: "LLONG_MIN"}
FLOAT = FloatTy("float", 32)
DOUBLE = FloatTy("double", 64)

_bitints = {}


def bitint(n, signed):
    key = (n, signed)
    if key not in _bitints:
        _bitints[key] = IntTy(("_BitInt(%d)" if signed else "unsigned _BitInt(%d)") % n,
                              None, signed, n, n, bitint=True)
    return _bitints[key]


def promote(t):
    return INT if t.narrow() else t


def uac1(a, b, m32):
    """Usual arithmetic conversions for standard integer types on one data model."""
    a, b = promote(a), promote(b)
    if a is b:
        return a
    if a.signed == b.signed:
        return a if a.rank > b.rank else b
    u, s = (a, b) if not a.signed else (b, a)
    if u.rank >= s.rank:
        return u
    if s.bits(m32) > u.bits(m32):
        return s
    return UNSIGNED_OF[s]


def uac(a, b):
    """The common type of a and b if both data models agree, else None."""
    if a is None or b is None or a.is_float or b.is_float:
        return None
    if a.bitint or b.bitint:
        return a if a is b else None
    r64, r32 = uac1(a, b, False), uac1(a, b, True)
    return r64 if r64 is r32 else None


def unsigned_of(t):
    if t.bitint:
        return bitint(t.bits64, False)
    return UNSIGNED_OF[promote(t)]


def shift_limit(t):
    """Shift amounts below this are defined for (promoted) t on both data models."""
    t = promote(t)
    return t.minbits()


def mask(b):
    return (1 << b) - 1


# ---------------------------------------------------------------------------
# Aggregates and places.


class BitFieldTy:
    """A bit-field member: its declared type, its width and the type its values take
    in expressions (pseudo: narrow types have the width as their bit count)."""

    def __init__(self, base, width):
        self.base = base
        self.width = width
        self.is_float = False
        self.bitint = False
        if base is BOOL:
            self.pseudo = BOOL
        elif base in (LLONG, ULLONG) or width == 32:
            self.pseudo = base
        else:
            name = {True: "signed char", False: "unsigned char"}[base.signed] if width <= 8 else \
                {True: "short", False: "unsigned short"}[base.signed]
            self.pseudo = IntTy(name, 1 if width <= 8 else 2, base.signed, width)


class StructTy:
    def __init__(self, name, fields):
        self.name = name
        self.fields = fields  # (field name, type, dims)
        self.is_float = False
        self.bitint = False



class UnionTy(StructTy):
    pass


def has_wide_bitint(t):
    if isinstance(t, StructTy):
        return any(has_wide_bitint(ft) for _, ft, _ in t.fields)
    return t.bitint and t.bits64 > 64


class Src:
    """A place: parts[0][i0]parts[1][i1]...; scalar when bounds is empty."""

    def __init__(self, parts, bounds, ty, writable=True, loop_range=None):
        self.parts = parts
        self.bounds = bounds
        self.ty = ty
        self.writable = writable
        self.loop_range = loop_range  # loop variables: values in [0, loop_range)
        self.bitfield = False

    def text(self, idxs):
        s = self.parts[0]
        for i, b in enumerate(self.bounds):
            s += "[%s]" % idxs[i] + self.parts[i + 1]
        return s

    def is_array_tail(self):
        """Its last dimension is a whole array (usable as T * with that many elements)."""
        return bool(self.bounds) and self.parts[-1] == ""


def flatten(parts, bounds, t, dims, sep, writable=True):
    """The leaf places of an object of type t (with array dims) at parts."""
    parts = list(parts)
    bounds = list(bounds)
    for d in dims:
        parts.append("")
        bounds.append(d)
    out = []
    if isinstance(t, StructTy):
        for fname, ft, fd in t.fields:
            p = parts[:-1] + [parts[-1] + sep + fname]
            out += flatten(p, bounds, ft, fd, ".", writable)
    elif isinstance(t, BitFieldTy):
        src = Src(parts, bounds, t.pseudo, writable)
        src.bitfield = True
        out.append(src)
    else:
        out.append(Src(parts, bounds, t, writable))
    return out


class Var:
    """A declared variable (global or local) or parameter."""

    def __init__(self, name, ty, dims=(), init=None, const=False, static=False):
        self.name = name
        self.ty = ty
        self.dims = tuple(dims)
        self.init = init
        self.const = const
        self.static = static

    def srcs(self):
        return flatten([self.name], [], self.ty, self.dims, ".", not self.const)


def decl_text(ty, name, dims=()):
    if isinstance(ty, BitFieldTy):
        return "%s %s : %d" % (ty.base.name, name, ty.width)
    t = "struct %s" % ty.name if type(ty) is StructTy else (
        "union %s" % ty.name if isinstance(ty, UnionTy) else ty.name)
    return "%s %s%s" % (t, name, "".join("[%d]" % d for d in dims))


# ---------------------------------------------------------------------------
# The generator.


class Scope:
    def __init__(self, parent=None):
        self.parent = parent
        self.srcs = []
        self.arrays = []  # Var/pointer descriptions usable as whole arrays: (text, T, n)

    def all_srcs(self):
        s, out = self, []
        while s:
            out += s.srcs
            s = s.parent
        return out

    def all_arrays(self):
        s, out = self, []
        while s:
            out += s.arrays
            s = s.parent
        return out


class Func:
    def __init__(self, name, kind, ret, params, loops=0):
        self.name = name
        self.kind = kind
        self.ret = ret
        self.params = params  # list of (name, type-text, ty)
        self.loops = loops  # loop nesting inside (including callees)
        self.lines = []


class Gen:
    def __init__(self, rng, floats=False, pin=False, without=()):
        self.rng = rng
        self.without = set(without)
        bitints = "bitint" not in self.without
        self.floats = floats
        self.pin = pin
        self.counter = 0
        self.helpers = {}
        self.helper_order = []
        self.structs = []
        self.unions = []
        self.globals = []
        self.funcs = []      # what call sites choose from
        self.all_funcs = []  # what is printed, in order
        self.max_loops = 2   # loop nesting allowed in the current function
        self.max_nest = 0    # loop nesting reached (with callees) in the current function
        self.struct_arrays = []  # (name, struct type, length) of arrays of structs in main
        self.node_types = {}     # element type -> list node struct name
        self.out = []
        self.indent = 1
        self.scope = None
        self.loop_depth = 0
        self.in_main = False
        self.bitint_types = []
        if bitints and rng.random() < 0.6:
            for _ in range(rng.randint(1, 2)):
                n = rng.choice([2, 3, 5, 7, 9, 13, 17, 24, 31, 33, 40, 48, 63, 65, 77, 100, 128])
                self.bitint_types.append(bitint(n, rng.random() < 0.5 and n >= 2))
        self.int_types = STD_TYPES + self.bitint_types
        self.float_types = [FLOAT, DOUBLE] if floats else []

    # -- small helpers -----------------------------------------------------
    def fresh(self, prefix):
        self.counter += 1
        return "%s%d" % (prefix, self.counter)

    def chance(self, p):
        return self.rng.random() < p

    def pick(self, seq):
        return self.rng.choice(seq)

    def wpick(self, items):
        """items: (weight, value) pairs."""
        total = sum(w for w, _ in items)
        r = self.rng.random() * total
        for w, v in items:
            r -= w
            if r < 0:
                return v
        return items[-1][1]

    def emit(self, line):
        self.out.append("  " * self.indent + line)

    def helper(self, name, code):
        if name not in self.helpers:
            self.helpers[name] = code
            self.helper_order.append(name)
        return name

    def scalar_type(self):
        if self.float_types and self.chance(0.3):
            return self.pick(self.float_types)
        if self.bitint_types and self.chance(0.2):
            return self.pick(self.bitint_types)
        return self.wpick([(1, BOOL), (2, CHAR), (1, SCHAR), (2, UCHAR), (2, SHORT),
                           (2, USHORT), (4, INT), (4, UINT), (2, LONG), (2, ULONG),
                           (2, LLONG), (3, ULLONG)])

    # -- constants ---------------------------------------------------------
    def value(self, t):
        """A random value of the integer type t (as a Python int in its range)."""
        b = t.bits64
        if t is BOOL:
            return self.rng.randint(0, 1)
        lo = -(1 << (b - 1)) if t.signed else 0
        hi = (1 << (b - 1)) - 1 if t.signed else (1 << b) - 1
        r = self.rng.random()
        if r < 0.35:
            v = self.rng.randint(-8, 16)
        elif r < 0.55:
            v = self.pick([0, 1, lo, hi, lo + 1, hi - 1, -1, 1 << (b // 2), 0x55, 0x80, 0xff])
        else:
            v = self.rng.randint(lo, hi)
        v &= mask(b)
        if t.signed and v >> (b - 1):
            v -= 1 << b
        return v

    def lit(self, t, v):
        """A literal of type t with value v (ambiguity-free on both data models)."""
        if t.bitint:
            suffix = "wb" if t.signed else "uwb"
            if v < 0:
                return "((%s)-%d%s)" % (t.name, -v, suffix) if -v < (1 << (t.bits64 - 1)) \
                    else "((%s)(-%d%s - 1))" % (t.name, -v - 1, suffix)
            return "((%s)%d%s)" % (t.name, v, suffix) if v < 1000 else \
                "((%s)0x%x%s)" % (t.name, v, suffix)
        if t is INT:
            if v == -(1 << 31):
                return "INT_MIN"
            return "%d" % v if v >= 0 else "(%d)" % v
        if t is UINT:
            return ("%du" % v) if v < 1000 else ("0x%xu" % v)
        if t is LONG:
            if -(1 << 31) < v < (1 << 31):
                return "%dL" % v if v >= 0 else "(%dL)" % v
            return "((long)%s)" % self.lit(LLONG, v)
        if t is ULONG:
            if v < (1 << 32):
                return "%dUL" % v
            return "((unsigned long)0x%xULL)" % v
        if t is LLONG:
            if v == -(1 << 63):
                return "LLONG_MIN"
            return "%dLL" % v if v >= 0 else "(%dLL)" % v
        if t is ULLONG:
            return ("%dULL" % v) if v < 1000 else ("0x%xULL" % v)
        return "((%s)%d)" % (t.name, v)

    def flit(self, t):
        v = self.pick(["0.0", "1.0", "-1.0", "0.5", "-2.25", "3.0e10", "1.0e-7", "-0.0",
                       "%d.0" % self.rng.randint(-100, 100), "%.6g" % self.rng.uniform(-1e3, 1e3),
                       "1.0e300", "%.3e" % self.rng.uniform(-1e6, 1e6)])
        if t is FLOAT:
            if "e300" in v:
                v = "1.0e30"
            return "%sf" % v if v.startswith("-") is False else "(%sf)" % v
        return v if not v.startswith("-") else "(%s)" % v

    def const_expr(self, t):
        if t.is_float:
            return self.flit(t)
        return self.lit(t, self.value(t))

    def init_text(self, t, dims, partial_ok=True):
        """An initializer for an object of type t with dims."""
        if has_wide_bitint(t):
            # clang 19 pads the zero-filled tail of a partial initializer with
            # _BitInt(N > 64) elements to the LLVM size, which is larger than the C size
            # on i386: its memcpy then overflows the object (a clang bug).
            partial_ok = False
        if dims:
            n = dims[0]
            k = n if not partial_ok or self.chance(0.5) else self.rng.randint(1, n)
            return "{" + ", ".join(self.init_text(t, dims[1:], partial_ok) for _ in range(k)) + "}"
        if isinstance(t, UnionTy):
            return "{" + self.init_text(t.fields[0][1], t.fields[0][2], partial_ok) + "}"
        if isinstance(t, StructTy):
            fs = t.fields
            if partial_ok and self.chance(0.25):
                # Designated initializers, some members, any order.
                sub = [f for f in fs if self.chance(0.6)] or [fs[-1]]
                self.rng.shuffle(sub)
                return "{" + ", ".join(".%s = %s" % (fn, self.init_text(ft, fd, partial_ok))
                                       for fn, ft, fd in sub) + "}"
            k = len(fs) if not partial_ok or self.chance(0.6) else self.rng.randint(1, len(fs))
            return "{" + ", ".join(self.init_text(ft, fd, partial_ok) for _, ft, fd in fs[:k]) + "}"
        if isinstance(t, BitFieldTy):
            return self.const_expr(t.pseudo)
        return self.const_expr(t)

    def string_init(self, n):
        """A string literal for a char array of n elements (with or without its NUL)."""
        k = self.rng.randint(0, n)
        chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,;:!?-+*/=<>()[]{}#%&|~^"
        return '"%s"' % "".join(self.pick(chars) for _ in range(k))

    def pinned(self, t):
        """In pinned programs: a constant read through IN(); else a literal."""
        if self.pin and self.in_main and t.is_float and self.chance(0.6):
            # Any bit pattern (NaN, infinity, subnormals too) through memcpy.
            v = self.pick([0.0, -0.0, 1.0, -1.5, 0.1, 1e-310, 5e-324, 1.7976931348623157e308,
                           float("inf"), float("-inf"), float("nan"), 3.4028234663852886e38,
                           1.401298464324817e-45, 1.1754943508222875e-38,
                           self.rng.uniform(-1e6, 1e6), self.rng.uniform(-1, 1),
                           self.rng.choice([-1, 1]) * 2.0 ** self.rng.randint(-140, 140)])
            if t is DOUBLE:
                bits = struct.unpack("<Q", struct.pack("<d", v))[0]
                self.helper("bits_d", "static double bits_d(unsigned long long b) { double d; "
                            "memcpy(&d, &b, sizeof d); return d; }")
                return "bits_d(IN(0x%xULL))" % bits
            bits = struct.unpack("<I", struct.pack("<f", v if abs(v) < 3.4e38 or v != v
                                                   or abs(v) == float("inf") else 1.0))[0]
            self.helper("bits_f", "static float bits_f(unsigned long long b) { unsigned u = "
                        "(unsigned)b; float f; memcpy(&f, &u, sizeof f); return f; }")
            return "bits_f(IN(0x%xULL))" % bits
        if self.pin and self.in_main and not t.is_float and self.chance(0.6):
            v = self.value(t)
            return "((%s)IN(0x%xULL))" % (t.name, v & mask(64))
        return self.const_expr(t)

    # -- places ------------------------------------------------------------
    def srcs(self, pred=None):
        s = self.scope.all_srcs()
        return [x for x in s if pred is None or pred(x)]

    def int_srcs(self, writable=False):
        return self.srcs(lambda x: not x.ty.is_float and (x.writable or not writable)
                         and (not writable or x.loop_range is None))

    def index(self, n, d):
        """An index expression in [0, n)."""
        loops = [s for s in self.srcs(lambda x: x.loop_range is not None and x.loop_range <= n)]
        r = self.rng.random()
        if loops and r < 0.35:
            v = self.pick(loops).parts[0]
            k = self.rng.randint(0, n - 1)
            return self.pick([v, v, "(%s + %d) %% %d" % (v, k, n), "%d - %s" % (n - 1, v)])
        if r < 0.6 or d <= 0:
            return str(self.rng.randint(0, n - 1))
        e, _ = self.iexpr(d - 1)
        if n & (n - 1) == 0 and self.chance(0.5):
            return "(unsigned)%s & %du" % (e, n - 1)
        return "(unsigned)%s %% %du" % (e, n)

    def place(self, src, d=1):
        return src.text([self.index(b, d) for b in src.bounds])

    # -- integer expressions -----------------------------------------------
    def leaf(self, d=1):
        srcs = self.int_srcs()
        if srcs and self.chance(0.7):
            s = self.pick(srcs)
            return self.place(s, d), s.ty
        if self.floats and self.chance(0.2):
            return self.f2i(d)
        t = self.pick(self.int_types)
        return self.const_expr(t), t

    def iexpr(self, d=2):
        """(C text, type or None when the data models disagree) of an int expression."""
        if d <= 0 or self.chance(0.2):
            return self.leaf(d)
        k = self.wpick([(5, "arith"), (2, "div"), (2, "shift"), (3, "bit"), (2, "cmp"),
                        (1, "logic"), (2, "unary"), (2, "cast"), (1, "ternary")])
        return getattr(self, "e_" + k)(d)

    def cast_to(self, t, e):
        return "(%s)%s" % (t.name, e)

    def e_arith(self, d):
        op = self.pick("+-*")
        a, ta = self.iexpr(d - 1)
        b, tb = self.iexpr(d - 1)
        r = uac(ta, tb)
        if r is not None and self.chance(0.5):
            if not r.signed:
                return "(%s %s %s)" % (a, op, b), r
            if r is INT and ta.narrow() and tb.narrow() and (
                    op != "*" or ta.maxabs() * tb.maxabs() < (1 << 31)):
                return "(%s %s %s)" % (a, op, b), r
        if (ta is not None and ta.bitint) or (tb is not None and tb.bitint):
            u = unsigned_of(ta if ta is not None and ta.bitint else tb)
        else:
            u = self.pick(UNSIGNED_WIDE)
        e = "(%s %s %s)" % (self.cast_to(u, a), op, self.cast_to(u, b))
        if self.chance(0.3):
            s = bitint(u.bits64, True) if u.bitint and u.bits64 >= 2 else (
                {UINT: INT, ULONG: LONG, ULLONG: LLONG}.get(u, u))
            return "((%s)%s)" % (s.name, e), s
        return e, u

    def divisor(self, t):
        """A constant divisor for type t: nonzero, never -1 (also not after truncation
        of long to 32 bits for ILP32)."""
        vt = {LONG: INT, ULONG: UINT}.get(t, t)
        while True:
            v = self.value(vt)
            if v != 0 and v != -1:
                return v

    def div_type(self, ta, tb):
        cands = WIDE + [SHORT, UCHAR, CHAR] + [t for t in self.bitint_types if t.bits64 >= 2]
        for t in (ta, tb):
            if t is not None and t.bitint and t.bits64 >= 2:
                cands.append(t)
        return self.pick(cands)

    def e_div(self, d):
        op = self.pick("/%")
        a, ta = self.iexpr(d - 1)
        b, tb = self.iexpr(d - 1)
        t = self.div_type(ta, tb)
        pt = promote(t)
        name = "div" if op == "/" else "mod"
        r = self.rng.random()
        if r < 0.3:
            return "(%s %s %s)" % (self.cast_to(t, a), op, self.lit(t, self.divisor(t))), pt
        if r < 0.5 and not pt.signed:
            return "(%s %s (%s | 1))" % (self.cast_to(t, a), op, self.cast_to(t, b)), pt
        fn = "%s_%s" % (name, t.name.replace(" ", "_").replace("(", "").replace(")", ""))
        if pt.signed and t in MIN_MACRO:
            guard = "b == 0 || (a == %s && b == -1)" % MIN_MACRO[t]
        elif pt.signed and t.bitint:
            guard = "b == 0 || b == -1"
        else:
            guard = "b == 0"
        code = "static %s %s(%s a, %s b) { return (%s) ? a : a %s b; }" % (
            pt.name, fn, t.name, t.name, guard, op)
        self.helper(fn, code)
        return "%s(%s, %s)" % (fn, a, b), pt

    def e_shift(self, d):
        a, ta = self.iexpr(d - 1)
        left = self.chance(0.5)
        if left:
            t = self.pick(UNSIGNED_WIDE + [bitint(x.bits64, False) for x in self.bitint_types])
        else:
            t = self.pick(WIDE + [CHAR, SHORT, USHORT, UCHAR] + self.bitint_types)
        lim = shift_limit(t)
        if self.chance(0.5) or d <= 1:
            k = str(self.rng.randint(0, lim - 1))
        else:
            e, _ = self.iexpr(d - 1)
            k = "((unsigned)%s %% %du)" % (e, lim) if lim & (lim - 1) or self.chance(0.5) \
                else "((unsigned)%s & %du)" % (e, lim - 1)
        e = "(%s %s %s)" % (self.cast_to(t, a), "<<" if left else ">>", k)
        pt = promote(t)
        if left and self.chance(0.3) and not t.bitint:
            s = {UINT: INT, ULONG: LONG, ULLONG: LLONG}[t]
            return "((%s)%s)" % (s.name, e), s
        return e, pt

    def e_bit(self, d):
        a, ta = self.iexpr(d - 1)
        b, tb = self.iexpr(d - 1)
        return "(%s %s %s)" % (a, self.pick("&|^"), b), uac(ta, tb)

    def e_cmp(self, d):
        if self.floats and self.chance(0.35):
            a, _ = self.fexpr(d - 1)
            b, _ = self.fexpr(d - 1)
        else:
            a, _ = self.iexpr(d - 1)
            b, _ = self.iexpr(d - 1)
        return "(%s %s %s)" % (a, self.pick(["==", "!=", "<", "<=", ">", ">="]), b), INT

    def e_logic(self, d):
        a, _ = self.iexpr(d - 1)
        if self.chance(0.3):
            return "(!%s)" % a, INT
        b, _ = self.iexpr(d - 1)
        return "(%s %s %s)" % (a, self.pick(["&&", "||"]), b), INT

    def e_unary(self, d):
        a, ta = self.iexpr(d - 1)
        if self.chance(0.5):
            return "(~%s)" % a, (promote(ta) if ta is not None else None)
        if ta is not None and (ta.narrow() or not ta.signed):
            return "(-%s)" % a, promote(ta)
        u = unsigned_of(ta) if ta is not None else self.pick(UNSIGNED_WIDE)
        return "(-%s)" % self.cast_to(u, a), u

    def e_cast(self, d):
        a, _ = self.iexpr(d - 1)
        t = self.pick(self.int_types)
        return "((%s)%s)" % (t.name, a), t

    def e_ternary(self, d):
        c, _ = self.iexpr(d - 1)
        a, ta = self.iexpr(d - 1)
        b, tb = self.iexpr(d - 1)
        return "(%s ? %s : %s)" % (c, a, b), uac(ta, tb)

    # -- floating-point expressions (--floats) ------------------------------
    def f2i(self, d):
        f, _ = self.fexpr(d - 1)
        t = self.pick(self.int_types)
        self.helper("f2i", "static long long f2i(double d) { return (d > -1.0e9 && d < 1.0e9) ? "
                    "(long long)d : 7; }")
        return "((%s)f2i(%s))" % (t.name, f), t

    def fexpr(self, d=2):
        if d <= 0 or self.chance(0.25):
            srcs = self.srcs(lambda x: x.ty.is_float)
            if srcs and self.chance(0.6):
                s = self.pick(srcs)
                return self.place(s, d), s.ty
            if self.chance(0.3):
                a, _ = self.iexpr(max(d - 1, 0))
                t = self.pick(self.float_types)
                return "((%s)(long long)%s)" % (t.name, a), t
            t = self.pick(self.float_types)
            return self.flit(t), t
        k = self.rng.random()
        if k < 0.6:
            a, ta = self.fexpr(d - 1)
            b, tb = self.fexpr(d - 1)
            t = DOUBLE if DOUBLE in (ta, tb) else FLOAT
            op = self.pick("+-*/")
            if op == "/":
                return "(%s != 0 ? %s / %s : %s)" % (b, a, b, a), t
            return "(%s %s %s)" % (a, op, b), t
        if k < 0.75:
            a, ta = self.fexpr(d - 1)
            return "(-%s)" % a, ta
        if k < 0.9:
            a, _ = self.fexpr(d - 1)
            t = self.pick(self.float_types)
            return "((%s)%s)" % (t.name, a), t
        c, _ = self.iexpr(d - 1)
        a, ta = self.fexpr(d - 1)
        b, tb = self.fexpr(d - 1)
        return "(%s ? %s : %s)" % (c, a, b), (DOUBLE if DOUBLE in (ta, tb) else FLOAT)

    # -- statements --------------------------------------------------------
    def mix_text(self, text, t):
        if t.is_float:
            return "mixd(%s);" % text
        if t.bitint and t.bits64 > 64:
            return "{ mix((unsigned long long)%s); mix((unsigned long long)(%s >> 64)); }" % (text, text)
        return "mix(%s);" % text

    def s_assign(self, d):
        dst = self.int_srcs(writable=True) + (
            [s for s in self.srcs(lambda x: x.ty.is_float and x.writable)] if self.floats else [])
        if not dst:
            return self.s_mix(d)
        s = self.pick(dst)
        lv = self.place(s, 1)
        t = s.ty
        if t.is_float:
            e, _ = self.fexpr(2)
            op = self.pick(["=", "=", "+=", "-=", "*="])
            self.emit("%s %s %s;" % (lv, op, e))
            return
        r = self.rng.random()
        if r < 0.5:
            e, _ = self.iexpr(2)
            self.emit("%s = %s;" % (lv, e))
            return
        e, _ = self.iexpr(1)
        wide_unsigned = not t.signed and (t.bitint or not t.narrow())
        ops = ["^=", "|=", "&="]
        if wide_unsigned:
            ops += ["+=", "-=", "*=", "<<=", ">>=", "/=", "%=", "++", "--"]
        elif t.narrow() and t is not BOOL:
            ops += ["+=", "-=", ">>=", "++", "--", "/="]
            if t.bits64 <= 8:
                ops.append("*=")
            if not t.signed:
                ops.append("<<=")
        else:
            ops += [">>=", "/="]
        op = self.pick(ops)
        if op in ("++", "--"):
            self.emit("%s%s;" % (lv, op) if self.chance(0.5) else "%s%s;" % (op, lv))
        elif op in ("<<=", ">>="):
            lim = shift_limit(t)
            if t.narrow() and op == "<<=":
                lim = 16 if t.bits64 <= 8 else 15
            self.emit("%s %s %d;" % (lv, op, self.rng.randint(0, lim - 1)))
        elif op in ("/=", "%="):
            if wide_unsigned:
                self.emit("%s %s (%s | 1);" % (lv, op, self.cast_to(t, e)))
            else:
                dt = t if t.bitint else promote(t)
                self.emit("%s %s %s;" % (lv, op, self.lit(dt, self.divisor(dt))))
        elif op in ("+=", "-=", "*="):
            self.emit("%s %s %s;" % (lv, op, self.cast_to(t, e)))
        else:
            self.emit("%s %s %s;" % (lv, op, e))

    def s_mix(self, d):
        if self.floats and self.chance(0.15):
            e, t = self.fexpr(2)
            self.emit(self.mix_text(e, DOUBLE))
            return
        e, t = self.iexpr(2)
        self.emit("mix(%s);" % e)

    def s_if(self, d):
        c, _ = self.iexpr(2)
        self.emit("if (%s) {" % c)
        self.block(d - 1, self.rng.randint(1, 2))
        if self.chance(0.5):
            self.emit("} else {")
            self.block(d - 1, self.rng.randint(1, 2))
        self.emit("}")

    def s_switch(self, d):
        n = self.rng.randint(2, 4)
        e, _ = self.iexpr(1)
        self.emit("switch ((unsigned)%s %% %du) {" % (e, n + 1))
        saved = self.no_jump
        self.no_jump = True
        for k in range(n):
            self.emit("case %d:" % k)
            self.indent += 1
            self.block(d - 1, 1, nest=False)
            if self.chance(0.75):
                self.emit("break;")
            self.indent -= 1
        self.emit("default:")
        self.indent += 1
        self.block(d - 1, 1, nest=False)
        self.emit("break;")
        self.indent -= 1
        self.no_jump = saved
        self.emit("}")

    def s_loop(self, d):
        k = self.rng.randint(1, 8)
        v = self.fresh("i")
        style = self.pick(["for", "for", "fordown", "while", "do"])
        bound, down = str(k), str(k - 1)
        if self.chance(0.25):
            # A trip count computed at run time (symbolic in pinned programs), at most k.
            e, _ = self.iexpr(1)
            bound = self.fresh("n")
            down = "%s - 1" % bound
            self.emit("{")
            self.indent += 1
            self.emit("int %s = (int)((unsigned)%s %% %du);" % (bound, e, k + 1))
        outer = self.scope
        self.scope = Scope(outer)
        self.scope.srcs.append(Src([v], [], INT, writable=False, loop_range=k))
        saved_loop, saved_jump = self.in_loop, self.no_jump
        self.loop_depth += 1
        self.max_nest = max(self.max_nest, self.loop_depth)
        self.in_loop = style
        self.no_jump = False
        if style == "for":
            self.emit("for (int %s = 0; %s < %s; %s++) {" % (v, v, bound, v))
        elif style == "fordown":
            self.emit("for (int %s = %s; %s >= 0; %s--) {" % (v, down, v, v))
        elif style == "while":
            self.emit("{")
            self.indent += 1
            self.emit("int %s = 0;" % v)
            self.emit("while (%s < %s) {" % (v, bound))
        else:
            self.emit("{")
            self.indent += 1
            self.emit("int %s = 0;" % v)
            self.emit("do {")
        tmp = None
        if self.chance(0.2):
            # A block-local array: a new stack object in every iteration.
            self.indent += 1
            t = self.pick([x for x in self.int_types if x is not BOOL])
            n = self.rng.randint(2, 4)
            tmp = self.fresh("t")
            self.emit("%s %s[%d] = {%s};" % (t.name, tmp, n, ", ".join(
                self.iexpr(1)[0] for _ in range(n))))
            self.scope.srcs.append(Src([tmp, ""], [n], t))
            self.scope.arrays.append((tmp, t, n, True, tmp))
            self.indent -= 1
        self.block(d - 1, self.rng.randint(1, 3), braces=False)
        if tmp is not None:
            self.indent += 1
            self.emit(self.mix_text("%s[%s]" % (tmp, self.index(n, 1)), t))
            self.indent -= 1
        if style == "while":
            self.indent += 1
            self.emit("%s++;" % v)
            self.indent -= 1
            self.emit("}")
            self.indent -= 1
            self.emit("}")
        elif style == "do":
            self.emit("} while (++%s < %s);" % (v, bound))
            self.indent -= 1
            self.emit("}")
        else:
            self.emit("}")
        if bound != str(k):
            self.indent -= 1
            self.emit("}")
        self.loop_depth -= 1
        self.in_loop, self.no_jump = saved_loop, saved_jump
        self.scope = outer

    def s_jump(self, d):
        c, _ = self.iexpr(1)
        if self.in_loop == "while":
            self.emit("if (%s) break;" % c)
        else:
            self.emit("if (%s) %s;" % (c, self.pick(["break", "continue"])))

    def s_return(self, d):
        c, _ = self.iexpr(1)
        e = self.ret_expr()
        self.emit("if (%s) return %s;" % (c, e))

    def ret_expr(self):
        t = self.cur_func.ret
        if isinstance(t, StructTy):
            return self.cur_func.params[0][0]
        e, _ = self.fexpr(2) if t.is_float else self.iexpr(2)
        return e

    def call_args(self, f):
        args = []
        for pname, ptext, pty in f.params:
            e, _ = self.fexpr(2) if pty.is_float else self.iexpr(2)
            args.append(e)
        return args

    def call_dst(self):
        dst = [s for s in self.int_srcs(writable=True) if not s.bounds]
        return self.pick(dst).parts[0] if dst else None

    def s_call(self, d):
        cands = [f for f in self.funcs if f is not self.cur_func and f.kind in
                 ("plain", "table", "rec", "ptr", "structval", "structptr")
                 and self.loop_depth + f.loops <= 3
                 and not (f.kind == "table" and "fnptr" in self.without)]
        if not cands:
            return self.s_assign(d)
        f = self.pick(cands)
        self.max_nest = max(self.max_nest, self.loop_depth + f.loops)
        getattr(self, "call_" + f.kind)(f)

    def assign_call(self, call, f):
        dst = self.call_dst()
        if f.ret is not None and f.ret.is_float and dst is not None:
            # float to integer only through the range check of f2i().
            self.helper("f2i", "static long long f2i(double d) { return (d > -1.0e9 && d < 1.0e9) ? "
                        "(long long)d : 7; }")
            call = "f2i(%s)" % call
        if dst is None or self.chance(0.3):
            self.emit(self.mix_text(call, f.ret) if not isinstance(f.ret, StructTy) else "%s;" % call)
        else:
            self.emit("%s = %s;" % (dst, call))

    def call_plain(self, f):
        self.assign_call("%s(%s)" % (f.name, ", ".join(self.call_args(f))), f)

    def call_table(self, f):
        n = self.table_size
        idx = self.index(n, 1)
        args = self.call_args(f)
        if self.chance(0.3):
            # Through a local function pointer chosen by a condition.
            c, _ = self.iexpr(1)
            a, b = self.rng.randint(0, n - 1), self.rng.randint(0, n - 1)
            fp = self.fresh("fp")
            self.emit("{")
            self.indent += 1
            self.emit("fn_t %s = %s ? %s : &tf%d;" % (fp, c, "tab[%d]" % a, b))
            self.assign_call("%s(%s)" % (fp, ", ".join(args)), f)
            self.indent -= 1
            self.emit("}")
            return
        if self.chance(0.2) and self.cur_func is None:
            self.assign_call("apply(tab[%s], %s)" % (idx, ", ".join(args)), f)
            return
        self.assign_call("tab[%s](%s)" % (idx, ", ".join(args)), f)

    def call_rec(self, f):
        n = self.rng.randint(0, f.max_depth)
        depth = str(n) if self.chance(0.3) else "(unsigned)%s %% %du" % (self.iexpr(1)[0], f.max_depth + 1)
        e, _ = self.iexpr(2)
        self.assign_call("%s(%s, %s)" % (f.name, depth, e), f)

    def call_ptr(self, f):
        t = f.elem
        arrs = [a for a in self.scope.all_arrays() if a[1] is t]
        if not arrs:
            return
        base, _, n, writable, _ = self.pick(arrs)
        if f.writes and not writable:
            return
        k = self.rng.randint(0, n - 1)
        m = self.rng.randint(1, n - k)
        e, _ = self.iexpr(1)
        ptr = self.pick(["%s + %d" % (base, k), "&%s[%d]" % (base, k)]) if k else base
        call = "%s(%s, %du, %s)" % (f.name, ptr, m, e)
        if f.ret is None:
            self.emit("%s;" % call)
        else:
            self.assign_call(call, f)

    def struct_objs(self, st, writable):
        return [o for o in self.scope_structs() if o[1] is st and (o[2] or not writable)]

    def scope_structs(self):
        out = []
        s = self.scope
        while s:
            out += getattr(s, "structs", [])
            s = s.parent
        return out

    def call_structval(self, f):
        st = f.ret
        dsts = self.struct_objs(st, True)
        srcs = self.struct_objs(st, False)
        if not dsts:
            return
        dst = self.pick(dsts)[0]
        src = self.pick(srcs)[0]
        e, _ = self.iexpr(1)
        self.emit("%s = %s(%s, %s);" % (dst, f.name, src, e))

    def call_structptr(self, f):
        objs = self.struct_objs(f.st, True)
        if not objs:
            return
        o = self.pick(objs)[0]
        e, _ = self.iexpr(1)
        self.assign_call("%s(&%s, %s)" % (f.name, o, e), f)

    def s_memops(self, d):
        arrs = [a for a in self.scope.all_arrays() if a[3]]
        structs = self.struct_objs_any_writable()
        r = self.rng.random()
        if structs and r < 0.4:
            st_name, st, _ = self.pick(structs)
            others = [o for o in self.struct_objs(st, False) if o[0] != st_name]
            if others and self.chance(0.6):
                src = self.pick(others)[0]
                r = self.rng.random()
                if r < 0.4:
                    self.emit("%s = %s;" % (st_name, src))
                elif r < 0.6:
                    c, _ = self.iexpr(1)
                    self.emit("%s = %s ? %s : %s;" % (st_name, c, src, self.pick(others)[0]))
                else:
                    self.emit("memcpy(&%s, &%s, sizeof %s);" % (st_name, src, st_name))
            elif self.chance(0.4):
                self.emit("%s = (struct %s)%s;" % (st_name, st.name, self.init_text(st, ())))
            else:
                self.emit("memset(&%s, 0, sizeof(%s));" % (st_name, st_name))
            return
        if not arrs:
            return self.s_assign(d)
        base, t, n, _, root = self.pick(arrs)
        k = self.rng.randint(1, n)
        src = [a for a in self.scope.all_arrays() if a[1] is t and a[0] != base and a[2] >= k]
        if src and self.chance(0.6):
            sb, _, _, _, sroot = self.pick(src)
            # memcpy only between different objects (the areas must not overlap).
            fn = "memmove" if sroot == root or self.chance(0.3) else "memcpy"
            self.emit("%s(%s, %s, %d * sizeof(%s));" % (fn, base, sb, k, t.name))
        elif t is BOOL or t.is_float:
            self.emit("memset(%s, 0, %d * sizeof(%s));" % (base, k, t.name))
        else:
            self.emit("memset(%s, %s, %d * sizeof(%s));" % (base, self.pick(["0", "0xff", str(self.rng.randint(1, 255))]), k, t.name))

    def struct_objs_any_writable(self):
        return [o for o in self.scope_structs() if o[2]]

    def s_heap(self, d):
        t = self.pick([x for x in self.int_types if x is not BOOL] + self.float_types)
        n = self.rng.randint(1, 8)
        h = self.fresh("h")
        self.emit("{")
        self.indent += 1
        outer = self.scope
        self.scope = Scope(outer)
        style = self.pick(["malloc", "calloc", "memset"])
        self.max_nest = max(self.max_nest, self.loop_depth + 1)
        if style == "calloc":
            self.emit("%s *%s = (%s *)calloc(%d, sizeof(%s));" % (t.name, h, t.name, n, t.name))
        else:
            self.emit("%s *%s = (%s *)malloc(%d * sizeof *%s);" % (t.name, h, t.name, n, h))
            if style == "memset":
                self.emit("memset(%s, %s, %d * sizeof(%s));" % (h, "0" if t.is_float else str(self.rng.randint(0, 255)), n, t.name))
            else:
                v = self.fresh("i")
                self.scope.srcs.append(Src([v], [], INT, writable=False, loop_range=n))
                self.emit("for (int %s = 0; %s < %d; %s++)" % (v, v, n, v))
                self.indent += 1
                e, _ = self.fexpr(1) if t.is_float else self.iexpr(2)
                self.emit("%s[%s] = %s;" % (h, v, e))
                self.indent -= 1
                self.scope.srcs.pop()
        self.scope.srcs.append(Src([h, ""], [n], t))
        self.scope.arrays.append((h, t, n, True, h))
        saved = self.no_jump
        self.no_jump = True
        self.block(d - 1, self.rng.randint(1, 3), nest=False)
        self.no_jump = saved
        v = self.fresh("i")
        self.emit("for (int %s = 0; %s < %d; %s++)" % (v, v, n, v))
        self.indent += 1
        self.emit(self.mix_text("%s[%s]" % (h, v), t))
        self.indent -= 1
        self.emit("free(%s);" % h)
        self.scope = outer
        self.indent -= 1
        self.emit("}")

    def s_walk(self, d):
        arrs = [a for a in self.scope.all_arrays() if not a[1].is_float]
        if not arrs:
            return self.s_assign(d)
        base, t, n, writable, _ = self.pick(arrs)
        q = self.fresh("q")
        const = "" if writable else "const "
        outer = self.scope
        self.scope = Scope(outer)
        self.scope.srcs.append(Src(["(*%s)" % q], [], t, writable=writable))
        saved_loop, saved_jump = self.in_loop, self.no_jump
        self.in_loop, self.no_jump = "walk", True
        self.loop_depth += 1
        self.max_nest = max(self.max_nest, self.loop_depth)
        style = self.rng.random()
        if style < 0.5:
            self.emit("for (%s%s *%s = %s; %s < %s + %d; %s++) {" % (const, t.name, q, base, q, base, n, q))
            self.block(d - 1, self.rng.randint(1, 2), braces=False)
            self.emit("}")
        else:
            self.emit("{")
            self.indent += 1
            self.emit("%s%s *%s = %s + %d;" % (const, t.name, q, base, n))
            self.emit("while (%s != %s) {" % (q, base))
            self.indent += 1
            self.emit("--%s;" % q)
            self.indent -= 1
            self.block(d - 1, self.rng.randint(1, 2), braces=False)
            self.emit("}")
            self.indent -= 1
            self.emit("}")
        self.loop_depth -= 1
        self.in_loop, self.no_jump = saved_loop, saved_jump
        self.scope = outer

    def s_ptrcmp(self, d):
        arrs = self.scope.all_arrays()
        if not arrs:
            return self.s_mix(d)
        base, t, n, _, _ = self.pick(arrs)
        i, j = self.index(n, 1), self.index(n, 1)
        op = self.pick(["<", "<=", ">", ">=", "==", "!="])
        r = self.rng.random()
        if r < 0.15:
            self.emit("mix((unsigned long long)((uintptr_t)&%s[%s] - (uintptr_t)&%s[%s]));" % (base, i, base, j))
        elif r < 0.35:
            self.emit("mix((unsigned long long)(%s + (%s) - &%s[%s]));" % (base, i, base, j))
        else:
            self.emit("mix(&%s[%s] %s %s + (%s));" % (base, i, op, base, j))

    def statement(self, d):
        opts = [(10, "assign"), (3, "mix"), (3, "call")]
        if d > 0:
            opts += [(3, "if"), (1, "switch")]
            if self.loop_depth < self.max_loops:
                opts += [(3, "loop")]
            if self.loop_depth < self.max_loops:
                opts += [(1, "walk")]
            if self.loop_depth < self.max_loops and not self.no_jump:
                opts += [(1, "heap")]
            if self.loop_depth == 0 and not self.no_jump:
                opts += [(1, "list")]
            if self.loop_depth < self.max_loops and self.cur_func is None:
                opts += [(1, "swalk")]
        opts += [(2, "memops"), (1, "ptrcmp"), (1, "bytes"), (1, "selptr")]
        if self.in_loop and not self.no_jump:
            opts.append((1, "jump"))
        if self.cur_func is not None and not self.no_jump and self.cur_func.kind != "rec":
            opts.append((1, "return"))
        opts = [o for o in opts if o[1] not in self.without]
        k = self.wpick(opts)
        getattr(self, "s_" + k)(d)

    def block(self, d, n, braces=False, nest=True):
        if braces:
            self.emit("{")
        if nest:
            self.indent += 1
        for _ in range(n):
            self.statement(d)
        if nest:
            self.indent -= 1
        if braces:
            self.emit("}")

    # -- declarations ------------------------------------------------------
    def make_structs(self):
        n = self.rng.randint(0, 2)
        for i in range(n):
            fields = []
            for j in range(self.rng.randint(2, 4)):
                t = self.scalar_type()
                dims = ()
                r = self.rng.random()
                if "bitfield" not in self.without and self.chance(0.25):
                    base = self.pick([INT, UINT, UINT, UCHAR, USHORT, SHORT, BOOL, ULLONG, LLONG])
                    if base is BOOL:
                        w = 1
                    elif base in (ULLONG, LLONG):
                        w = self.rng.randint(33, 63)
                    elif base in (INT, UINT):
                        w = 32 if self.chance(0.15) else self.rng.randint(1 if base is UINT else 2, 16)
                    else:
                        w = self.rng.randint(1 if not base.signed else 2, base.bits64)
                    fields.append(("f%d" % j, BitFieldTy(base, w), ()))
                    continue
                if r < 0.3:
                    dims = (self.rng.randint(2, 4),)
                elif r < 0.4:
                    dims = (self.rng.randint(2, 3), self.rng.randint(2, 3))
                fields.append(("f%d" % j, t, dims))
            if self.structs and self.chance(0.7):
                inner = self.pick(self.structs)
                dims = (2,) if self.chance(0.3) else ()
                fields.insert(self.rng.randint(0, len(fields)), ("in", inner, dims))
            self.structs.append(StructTy("S%d" % i, fields))
        if self.chance(0.6) and "union" not in self.without:
            size = self.pick([4, 8]) if self.chance(0.5) else 8
            members = []
            cands = [(t, size * 8 // t.bits64) for t in (UINT, ULLONG, USHORT, UCHAR, SCHAR, SHORT, INT, LLONG)
                     if t.bits64 <= size * 8]
            self.rng.shuffle(cands)
            for t, k in cands[:self.rng.randint(2, 4)]:
                members.append(("m_%s" % t.name.replace(" ", "_"), t, (k,) if k > 1 else ()))
            self.unions.append(UnionTy("U0", members))

    def struct_decls(self):
        lines = []
        for tname, node in sorted(self.node_types.items(), key=lambda x: x[1]):
            lines.append("struct %s { %s v; struct %s *next; };" % (node, tname, node))
        for st in self.structs:
            lines.append("struct %s {" % st.name)
            for fname, ft, fd in st.fields:
                lines.append("  %s;" % decl_text(ft, fname, fd))
            lines.append("};")
        for u in self.unions:
            lines.append("union %s {" % u.name)
            for fname, ft, fd in u.fields:
                lines.append("  %s;" % decl_text(ft, fname, fd))
            lines.append("};")
        return lines

    def new_var(self, prefix, is_global):
        """A random variable (scalar, array, struct, union) with its initializer."""
        r = self.rng.random()
        name = self.fresh(prefix)
        if r < 0.55:
            t = self.scalar_type()
            return Var(name, t, (), None if (is_global and self.chance(0.3)) else self.pinned(t))
        if r < 0.8:
            t = self.scalar_type()
            dims = (self.rng.randint(2, 8),) if self.chance(0.65) else (
                self.rng.randint(2, 4), self.rng.randint(2, 4))
            init = None if is_global and self.chance(0.3) else self.init_text(t, dims)
            if t in (CHAR, SCHAR, UCHAR) and len(dims) == 1 and self.chance(0.4):
                init = self.string_init(dims[0])
            return Var(name, t, dims, init)
        if self.structs and r < 0.93:
            st = self.pick(self.structs)
            dims = (self.rng.randint(2, 3),) if self.chance(0.3) else ()
            init = None if is_global and self.chance(0.3) else (
                "{0}" if self.chance(0.2) and not has_wide_bitint(st) else self.init_text(st, dims))
            return Var(name, st, dims, init)
        if self.unions:
            u = self.unions[0]
            return Var(name, u, (), None if is_global and self.chance(0.3) else self.init_text(u, ()))
        t = self.scalar_type()
        return Var(name, t, (), self.pinned(t))

    def register(self, scope, v):
        scope.srcs += v.srcs()
        self.register_arrays(scope, v)
        if isinstance(v.ty, StructTy) and not isinstance(v.ty, UnionTy):
            if not hasattr(scope, "structs"):
                scope.structs = []
            if not v.dims:
                scope.structs.append((v.name, v.ty, not v.const))
            else:
                for k in range(v.dims[0]):
                    scope.structs.append(("%s[%d]" % (v.name, k), v.ty, not v.const))
                self.struct_arrays.append((v.name, v.ty, v.dims[0]))

    def register_arrays(self, scope, v):
        """Whole 1-D arrays (last dimension) usable as T * of n elements."""
        for s in flatten([v.name], [], v.ty, v.dims, "."):
            if s.is_array_tail() and len(s.bounds) <= 2:
                # Leading indices fixed to constants.
                idx = [str(self.rng.randint(0, b - 1)) for b in s.bounds[:-1]]
                base = s.parts[0]
                for i, b in enumerate(s.bounds[:-1]):
                    base += "[%s]" % idx[i] + s.parts[i + 1]
                scope.arrays.append((base, s.ty, s.bounds[-1], not v.const, v.name))

    def var_decl(self, v):
        q = ("static " if v.static else "") + ("const " if v.const else "")
        if v.init is None:
            return "%s%s;" % (q, decl_text(v.ty, v.name, v.dims))
        return "%s%s = %s;" % (q, decl_text(v.ty, v.name, v.dims), v.init)

    def checksum(self, v):
        for s in flatten([v.name], [], v.ty, v.dims, "."):
            if not s.bounds:
                self.emit(self.mix_text(s.text([]), s.ty))
                continue
            total = 1
            for b in s.bounds:
                total *= b
            if total <= 3 and self.chance(0.7):
                import itertools
                for idx in itertools.product(*[range(b) for b in s.bounds]):
                    self.emit(self.mix_text(s.text([str(i) for i in idx]), s.ty))
                continue
            vs = []
            for k, b in enumerate(s.bounds):
                iv = self.fresh("k")
                vs.append(iv)
                self.emit("for (int %s = 0; %s < %d; %s++)" % (iv, iv, b, iv))
                self.indent += 1
            self.emit(self.mix_text(s.text(vs), s.ty))
            self.indent -= len(s.bounds)

    # -- functions ---------------------------------------------------------
    def begin_func(self, f, extra_srcs=(), structs=()):
        self.cur_func = f
        self.out = []
        self.indent = 1
        self.scope = Scope(self.global_scope)
        self.scope.srcs += list(extra_srcs)
        self.scope.structs = list(structs)
        self.loop_depth = 0
        self.max_loops = 1
        self.max_nest = 0
        self.in_loop = None
        self.no_jump = False

    def func_locals(self, n):
        for _ in range(n):
            t = self.scalar_type()
            if self.chance(0.2):
                dims = (self.rng.randint(2, 6),)
                v = Var(self.fresh("l"), t, dims, self.init_text(t, dims))
            else:
                v = Var(self.fresh("l"), t, (), self.const_expr(t))
            # A static local keeps its value from call to call.
            v.static = self.chance(0.25)
            self.emit(self.var_decl(v))
            self.register(self.scope, v)

    def end_func(self, header):
        f = self.cur_func
        f.lines = [header + " {"] + self.out + ["}"]
        f.loops = self.max_nest
        self.cur_func = None
        self.all_funcs.append(f)
        if f.kind != "tableentry":
            self.funcs.append(f)

    def gen_table(self):
        n = self.rng.randint(2, 3)
        self.table_size = n
        rt = self.pick(WIDE + [UCHAR, SHORT])
        p0, p1 = self.pick(WIDE), self.pick(STD_TYPES[1:])
        self.typedefs.append("typedef %s (*fn_t)(%s, %s);" % (rt.name, p0.name, p1.name))
        loops = 0
        for i in range(n):
            f = Func("tf%d" % i, "tableentry", rt, [("a", p0.name, p0), ("b", p1.name, p1)])
            self.begin_func(f, [Src(["a"], [], p0), Src(["b"], [], p1)])
            self.func_locals(self.rng.randint(0, 1))
            self.block(1, self.rng.randint(1, 2), nest=False)
            self.emit("return %s;" % self.iexpr(2)[0])
            self.end_func("static %s tf%d(%s a, %s b)" % (rt.name, i, p0.name, p1.name))
            loops = max(loops, f.loops)
        # The table and apply(), which takes a function pointer as a parameter; call
        # sites choose "tab" and call through it.
        tab = Func("tab", "table", rt, [("a", p0.name, p0), ("b", p1.name, p1)], loops=loops)
        tab.lines = ["static fn_t const tab[%d] = {%s};" % (
            n, ", ".join(("tf%d" if self.chance(0.7) else "&tf%d") % i for i in range(n)))]
        if p0 in UNSIGNED_WIDE:
            tab.lines.append("static %s apply(fn_t f, %s a, %s b) { return f(b ? a : a + 1u, b); }"
                             % (rt.name, p0.name, p1.name))
        else:
            tab.lines.append("static %s apply(fn_t f, %s a, %s b) { return f(a, b); }"
                             % (rt.name, p0.name, p1.name))
        self.funcs.append(tab)
        self.all_funcs.append(tab)

    def gen_rec(self):
        rt = self.pick([UINT, ULLONG, INT, USHORT, LLONG])
        name = self.fresh("rec")
        f = Func(name, "rec", rt, [("n", "unsigned", UINT), ("acc", rt.name, rt)], loops=0)
        tree = self.chance(0.3)
        f.max_depth = 3 if tree else 5
        self.begin_func(f, [Src(["n"], [], UINT, writable=False, loop_range=f.max_depth + 1),
                            Src(["acc"], [], rt)])
        self.emit("if (n == 0u)")
        self.emit("  return acc;")
        self.block(0, self.rng.randint(1, 2), nest=False)
        u = unsigned_of(rt)
        if tree:
            self.emit("return (%s)((%s)%s(n - 1u, acc) ^ (%s)%s(n - 1u, (%s)((%s)acc + 1u)));" % (
                rt.name, u.name, name, u.name, name, rt.name, u.name))
        elif self.chance(0.5):
            self.emit("return %s(n - 1u, (%s)%s);" % (name, rt.name, self.iexpr(1)[0]))
        else:
            self.emit("return (%s)((%s)%s(n - 1u, acc) * 3u + n);" % (rt.name, u.name, name))
        self.end_func("static %s %s(unsigned n, %s acc)" % (rt.name, name, rt.name))

    def gen_ptrfunc(self):
        arrs = self.global_scope.arrays + self.main_scope.arrays
        arrs = [a for a in arrs if not a[1].is_float]
        if not arrs:
            return
        t = self.pick(arrs)[1]
        writes = self.chance(0.7)
        name = self.fresh("pf")
        rt = None if writes and self.chance(0.5) else ULLONG
        f = Func(name, "ptr", rt, [], loops=1)
        f.elem, f.writes = t, writes
        q = "" if writes else "const "
        self.begin_func(f, [Src(["v"], [], INT)])
        if rt is not None:
            self.emit("unsigned long long s = 0;")
        self.scope.arrays.append(("p", t, 1, writes, "p"))
        if self.chance(0.5):
            self.emit("for (unsigned i = 0; i < n; i++) {")
            self.indent += 1
            self.scope.srcs.append(Src(["p[i]"], [], t, writable=writes))
            self.scope.srcs.append(Src(["i"], [], UINT, writable=False))
            elem = "p[i]"
        else:
            self.emit("for (%s%s *e = p + n; p < e; p++) {" % (q, t.name))
            self.indent += 1
            self.scope.srcs.append(Src(["(*p)"], [], t, writable=writes))
            elem = "*p"
        self.no_jump = True
        self.in_loop = "walk"
        self.loop_depth = 1
        for _ in range(self.rng.randint(1, 2)):
            if writes:
                self.s_assign(0)
            else:
                self.s_mix(0)
        if rt is not None:
            self.emit("s = s * 31u + (unsigned long long)%s;" % elem)
        self.indent -= 1
        self.emit("}")
        if rt is not None:
            self.emit("return s;")
        self.end_func("static %s %s(%s%s *p, unsigned n, int v)" % (
            "void" if rt is None else rt.name, name, q, t.name))

    def gen_structfuncs(self):
        for st in self.structs:
            if self.chance(0.5):
                name = self.fresh("sv")
                f = Func(name, "structval", st, [("s", "struct " + st.name, st), ("v", "int", INT)])
                self.begin_func(f, [Src(["v"], [], INT)] + flatten(["s"], [], st, (), "."),
                                [("s", st, True)])
                self.block(1, self.rng.randint(1, 3), nest=False)
                self.emit("return s;")
                self.end_func("static struct %s %s(struct %s s, int v)" % (st.name, name, st.name))
            if self.chance(0.4):
                name = self.fresh("sp")
                rt = self.pick(WIDE)
                f = Func(name, "structptr", rt, [])
                f.st = st
                self.begin_func(f, [Src(["v"], [], INT)] + flatten(["ps"], [], st, (), "->"))
                self.block(1, self.rng.randint(1, 3), nest=False)
                self.emit("return %s;" % self.iexpr(2)[0])
                self.end_func("static %s %s(struct %s *ps, int v)" % (rt.name, name, st.name))

    def gen_plain(self):
        name = self.fresh("f")
        rt = self.pick(self.int_types + self.float_types)
        params = []
        srcs = []
        for i in range(self.rng.randint(1, 3)):
            t = self.pick(self.int_types + self.float_types)
            params.append(("x%d" % i, t.name, t))
            srcs.append(Src(["x%d" % i], [], t))
        f = Func(name, "plain", rt, params)
        self.begin_func(f, srcs)
        self.func_locals(self.rng.randint(0, 2))
        self.block(1, self.rng.randint(1, 4), nest=False)
        self.emit("return %s;" % self.ret_expr())
        self.end_func("static %s %s(%s)" % (rt.name, name, ", ".join(
            "%s %s" % (ptext, pname) for pname, ptext, _ in params)))

    # -- the program -------------------------------------------------------
    def program(self):
        self.cur_func = None
        self.typedefs = []
        self.no_jump = False
        self.in_loop = None
        self.make_structs()
        # Globals.
        self.global_scope = Scope()
        self.global_scope.structs = []
        for _ in range(self.rng.randint(2, 5)):
            v = self.new_var("g", True)
            v.static = self.chance(0.3)
            self.globals.append(v)
        if self.chance(0.5):
            t = self.pick([UCHAR, INT, USHORT, ULLONG, SCHAR, CHAR])
            n = self.rng.randint(2, 8)
            init = self.init_text(t, (n,), False)
            if t is CHAR:
                init = self.string_init(n)
            self.globals.append(Var(self.fresh("c"), t, (n,), init, const=True, static=True))
        for v in self.globals:
            self.register(self.global_scope, v)
        self.global_ptr_decls = []
        self.scalar_ptrs = []
        if "gptr" not in self.without:
            self.global_pointers()
        # main's locals are drawn first so that pointer functions find array types.
        self.in_main = True
        self.main_scope = Scope(self.global_scope)
        self.main_scope.structs = []
        main_vars = [self.new_var("l", False) for _ in range(self.rng.randint(2, 5))]
        for v in main_vars:
            self.register(self.main_scope, v)
        self.in_main = False
        # Functions.
        self.gen_table()
        if self.chance(0.7) and "rec" not in self.without:
            self.gen_rec()
        for _ in range(self.rng.randint(0, 1)):
            self.gen_ptrfunc()
        if "byval" not in self.without:
            self.gen_structfuncs()
        for _ in range(self.rng.randint(0, 1)):
            self.gen_plain()
        # main.
        self.cur_func = None
        self.out = []
        self.indent = 1
        self.scope = self.main_scope
        self.loop_depth = 0
        self.max_loops = 2
        self.in_loop = None
        self.no_jump = False
        self.in_main = True
        for v in main_vars:
            self.emit(self.var_decl(v))
        # Pointers into locals and globals.
        for _ in range(self.rng.randint(0, 4)):
            self.make_pointer()
        if self.pin:
            # Global scalars get pinned values: functions compute on symbolic state too.
            for x in self.global_scope.srcs:
                if not x.bounds and x.writable and not x.ty.is_float and "(*" not in x.parts[0] \
                        and self.chance(0.4):
                    self.emit("%s = (%s)IN(0x%xULL);" % (x.parts[0], x.ty.name,
                                                         self.value(x.ty) & mask(64)))
        self.in_main = False
        for _ in range(self.rng.randint(3, 7)):
            self.statement(2)
        self.emit("/* checksum */")
        for v in self.globals + main_vars:
            self.checksum(v)
        main_body = self.out
        return self.assemble(main_body)

    def plain_scalars(self, pred=None):
        """Writable scalar places that are named objects (not through pointers)."""
        return [x for x in self.srcs(lambda x: not x.bounds and x.writable and x.loop_range is None
                                     and "->" not in x.parts[0] and "(*" not in x.parts[0]
                                     and not x.ty.is_float and not x.bitfield)
                if pred is None or pred(x)]

    def make_pointer(self):
        p = self.fresh("p")
        arrs = self.scope.all_arrays()
        scal = self.plain_scalars()
        structs = [x for x in self.scope_structs() if x[2]]
        rows = self.srcs(lambda x: len(x.bounds) == 2 and x.parts[1:] == ["", ""] and x.writable)
        kinds = []
        if arrs:
            kinds += [(4, "elem")]
        if scal:
            kinds += [(2, "scalar"), (1, "cond"), (1, "ptrarray")]
        if self.scalar_ptrs:
            kinds += [(1, "ptrptr")]
        if rows:
            kinds += [(1, "rows")]
        if structs:
            kinds += [(2, "struct")]
        if not kinds:
            return
        k = self.wpick(kinds)
        if k == "elem":
            base, t, n, w, root = self.pick(arrs)
            i = self.rng.randint(0, n - 1)
            c = "" if w else "const "
            self.emit("%s%s *%s = %s;" % (c, t.name, p, self.pick(["%s + %d" % (base, i), "&%s[%d]" % (base, i)])))
            self.scope.srcs.append(Src([p, ""], [n - i], t, writable=w))
            self.scope.arrays.append((p, t, n - i, w, root))
        elif k == "scalar":
            s = self.pick(scal)
            self.emit("%s *%s = &%s;" % (s.ty.name, p, s.text([])))
            self.scope.srcs.append(Src(["(*%s)" % p], [], s.ty))
            self.scalar_ptrs.append((p, s.ty))
        elif k == "cond":
            # A pointer to one of two objects, chosen by a condition.
            s = self.pick(scal)
            other = self.pick([x for x in scal if x.ty is s.ty])
            c, _ = self.iexpr(1)
            self.emit("%s *%s = %s ? &%s : &%s;" % (s.ty.name, p, c, s.text([]), other.text([])))
            self.scope.srcs.append(Src(["(*%s)" % p], [], s.ty))
            self.scalar_ptrs.append((p, s.ty))
        elif k == "ptrarray":
            s = self.pick(scal)
            same = [x for x in scal if x.ty is s.ty]
            n = self.rng.randint(2, 3)
            targets = [self.pick(same).text([]) for _ in range(n)]
            self.emit("%s *%s[%d] = {%s};" % (s.ty.name, p, n, ", ".join("&" + t for t in targets)))
            self.scope.srcs.append(Src(["(*%s" % p, ")"], [n], s.ty))
        elif k == "ptrptr":
            q, t = self.pick(self.scalar_ptrs)
            self.emit("%s **%s = &%s;" % (t.name, p, q))
            self.scope.srcs.append(Src(["(**%s)" % p], [], t))
        elif k == "rows":
            # A pointer to an array (the rows of a 2-D array).
            a = self.pick(rows)
            R, C = a.bounds
            i = self.rng.randint(0, R - 1)
            self.emit("%s (*%s)[%d] = %s;" % (a.ty.name, p, C, a.parts[0] if not i else "%s + %d" % (a.parts[0], i)))
            self.scope.srcs.append(Src([p, "", ""], [R - i, C], a.ty))
        else:
            name, st, w = self.pick(structs)
            self.emit("struct %s *%s = &%s;" % (st.name, p, name))
            for s in flatten([p], [], st, (), "->"):
                self.scope.srcs.append(s)

    def global_pointers(self):
        """Globals initialised with addresses of other globals."""
        self.in_main = False
        arrs = [a for a in self.global_scope.arrays if a[3] and "[" not in a[0]]
        scal = [x for x in self.global_scope.srcs if not x.bounds and x.writable
                and not x.ty.is_float and "." not in x.parts[0] and not x.bitfield]
        for _ in range(self.rng.randint(0, 2)):
            p = self.fresh("gp")
            if arrs and (self.chance(0.5) or not scal):
                base, t, n, w, root = self.pick(arrs)
                k = self.rng.randint(0, n - 1)
                self.global_ptr_decls.append("static %s *%s = %s;" % (
                    t.name, p, "%s + %d" % (base, k) if k else base))
                self.global_scope.srcs.append(Src([p, ""], [n - k], t))
                self.global_scope.arrays.append((p, t, n - k, True, root))
            elif scal:
                s = self.pick(scal)
                self.global_ptr_decls.append("%s *%s = &%s;" % (s.ty.name, p, s.text([])))
                self.global_scope.srcs.append(Src(["(*%s)" % p], [], s.ty))

    def s_bytes(self, d):
        """The bytes of an integer object through unsigned char * (and memcpy)."""
        scal = self.plain_scalars(lambda x: not x.ty.bitint and x.ty is not BOOL and x.ty.bits64 >= 16)
        if not scal:
            return self.s_assign(d)
        s = self.pick(scal)
        size = s.ty.minbits() // 8
        k = self.rng.randint(0, size - 1)
        x = s.text([])
        r = self.rng.random()
        if r < 0.4:
            self.emit("mix(((unsigned char *)&%s)[%d]);" % (x, k))
        elif r < 0.7:
            e, _ = self.iexpr(1)
            self.emit("((unsigned char *)&%s)[%d] = (unsigned char)%s;" % (x, k, e))
        else:
            same = [y for y in scal if y.ty.minbits() == s.ty.minbits() and y.ty.bits64 == s.ty.bits64
                    and y.text([]) != x]
            if same:
                self.emit("memcpy(&%s, &%s, sizeof %s);" % (x, self.pick(same).text([]), x))
            else:
                self.emit("memset(&%s, %d, %d);" % (x, self.rng.randint(0, 255), self.rng.randint(1, size)))

    def s_swalk(self, d):
        """A pointer walk over an array of structs."""
        arrs = [a for a in self.struct_arrays if self.in_scope(a[0])]
        if not arrs:
            return self.s_walk(d)
        name, st, n = self.pick(arrs)
        q = self.fresh("q")
        outer = self.scope
        self.scope = Scope(outer)
        self.scope.srcs += flatten([q], [], st, (), "->")
        saved_loop, saved_jump = self.in_loop, self.no_jump
        self.in_loop, self.no_jump = "walk", True
        self.loop_depth += 1
        self.max_nest = max(self.max_nest, self.loop_depth)
        self.emit("for (struct %s *%s = %s; %s < %s + %d; %s++) {" % (st.name, q, name, q, name, n, q))
        self.block(d - 1, self.rng.randint(1, 2), braces=False)
        self.emit("}")
        self.loop_depth -= 1
        self.in_loop, self.no_jump = saved_loop, saved_jump
        self.scope = outer

    def in_scope(self, name):
        return any(x.parts[0].startswith(name + "[") or x.parts[0] == name
                   for x in self.scope.all_srcs())

    def s_list(self, d):
        """A linked list on the heap: built, walked, maybe reversed, freed."""
        t = self.pick([x for x in self.int_types if x is not BOOL])
        if t.name not in self.node_types:
            self.node_types[t.name] = "N%d" % len(self.node_types)
        node = self.node_types[t.name]
        k = self.rng.randint(1, 8)
        hd, nd, q, i = self.fresh("hd"), self.fresh("nd"), self.fresh("q"), self.fresh("i")
        self.max_nest = max(self.max_nest, self.loop_depth + 1)
        self.emit("{")
        self.indent += 1
        self.emit("struct %s *%s = 0;" % (node, hd))
        self.emit("for (int %s = 0; %s < %d; %s++) {" % (i, i, k, i))
        self.indent += 1
        outer = self.scope
        self.scope = Scope(outer)
        self.scope.srcs.append(Src([i], [], INT, writable=False, loop_range=k))
        self.emit("struct %s *%s = (struct %s *)malloc(sizeof *%s);" % (node, nd, node, nd))
        self.emit("%s->v = %s;" % (nd, self.iexpr(2)[0]))
        self.emit("%s->next = %s;" % (nd, hd))
        self.emit("%s = %s;" % (hd, nd))
        self.scope = outer
        self.indent -= 1
        self.emit("}")
        if self.chance(0.5):
            prev, nx = self.fresh("prev"), self.fresh("nx")
            self.emit("struct %s *%s = 0;" % (node, prev))
            self.emit("while (%s) {" % hd)
            self.emit("  struct %s *%s = %s->next;" % (node, nx, hd))
            self.emit("  %s->next = %s;" % (hd, prev))
            self.emit("  %s = %s;" % (prev, hd))
            self.emit("  %s = %s;" % (hd, nx))
            self.emit("}")
            self.emit("%s = %s;" % (hd, prev))
        self.emit("for (struct %s *%s = %s; %s; %s = %s->next) {" % (node, q, hd, q, q, q))
        self.scope = Scope(outer)
        self.scope.srcs.append(Src(["%s->v" % q], [], t))
        saved_loop, saved_jump = self.in_loop, self.no_jump
        self.in_loop, self.no_jump = "walk", True
        self.loop_depth += 1
        self.block(-1, self.rng.randint(1, 2), braces=False)
        self.indent += 1
        self.emit(self.mix_text("%s->v" % q, t))
        self.indent -= 1
        self.loop_depth -= 1
        self.in_loop, self.no_jump = saved_loop, saved_jump
        self.scope = outer
        self.emit("}")
        nx = self.fresh("nx")
        self.emit("while (%s) {" % hd)
        self.emit("  struct %s *%s = %s->next;" % (node, nx, hd))
        self.emit("  free(%s);" % hd)
        self.emit("  %s = %s;" % (hd, nx))
        self.emit("}")
        self.indent -= 1
        self.emit("}")

    def s_selptr(self, d):
        """Writes through a pointer that a function returns (one of two objects)."""
        scal = self.plain_scalars(lambda x: x.ty is not BOOL)
        if not scal:
            return self.s_assign(d)
        s = self.pick(scal)
        same = [x for x in scal if x.ty is s.ty]
        b = self.pick(same)
        t = s.ty
        fn = "sel_%s" % t.name.replace(" ", "_").replace("(", "").replace(")", "")
        self.helper(fn, "static %s *%s(%s *a, %s *b, int c) { return c ? a : b; }" % (
            t.name, fn, t.name, t.name))
        c, _ = self.iexpr(1)
        e, _ = self.iexpr(1)
        if self.chance(0.5):
            self.emit("*%s(&%s, &%s, %s) ^= %s;" % (fn, s.text([]), b.text([]), c, e))
        else:
            self.emit("mix(*%s(&%s, &%s, %s));" % (fn, s.text([]), b.text([]), c))

    def assemble(self, main_body):
        L = []
        L.append("/* generated by lit-tests/oracle/gen_c.py */")
        if self.floats:
            L.append("#pragma STDC FP_CONTRACT OFF")
        L += ["#include <assert.h>", "#include <limits.h>", "#include <stdlib.h>",
              "#include <stdint.h>", "#include <string.h>", "#ifdef PRINT", "#include <stdio.h>"]
        if self.pin:
            L += ["#define IN(k) (k)", "#else",
                  "extern unsigned long long __VERIFIER_nondet_ulonglong(void);",
                  "extern void __VERIFIER_assume(int);",
                  "static unsigned long long IN(unsigned long long k) {",
                  "  unsigned long long v = __VERIFIER_nondet_ulonglong();",
                  "  __VERIFIER_assume(v == k);", "  return v;", "}"]
        L.append("#endif")
        L += self.struct_decls()
        L.append("static unsigned long long result;")
        L.append("static void mix(unsigned long long v) { result = (result ^ v) * 0x100000001b3ULL; }")
        if self.floats:
            L.append("static void mixd(double d) {")
            L.append("  unsigned long long b = 0x7ff8000000000000ULL;")
            L.append("  if (d == d)")
            L.append("    memcpy(&b, &d, sizeof b);")
            L.append("  mix(b);")
            L.append("}")
        for h in self.helper_order:
            L.append(self.helpers[h])
        for v in self.globals:
            L.append(self.var_decl(v))
        L += self.global_ptr_decls
        L += self.typedefs
        for f in self.all_funcs:
            L += f.lines
        L.append("int main(void) {")
        L += main_body
        return L


MAX_LINES = 160


def generate(seed_text, floats, pin, without=()):
    """Returns the program's lines, without its last part (print or assertion).
    Programs longer than MAX_LINES are drawn again (from derived seeds)."""
    for attempt in range(20):
        text = seed_text if attempt == 0 else "%s:%d" % (seed_text, attempt)
        g = Gen(random.Random(text), floats=floats, pin=pin, without=without)
        lines = g.program()
        if len(lines) + 3 <= MAX_LINES:
            break
    return lines


def tail(mode, value=None):
    if mode == "print":
        return ['  printf("%llu\\n", result);', "  return 0;", "}"]
    op = "==" if mode == "safe" else "!="
    return ["  assert(result %s %dULL);" % (op, value), "  return 0;", "}"]


# ---------------------------------------------------------------------------
# Running.

FEATURES = ("bitint", "byval", "heap", "union", "fnptr", "rec", "walk", "memops", "switch",
            "bytes", "selptr", "gptr", "bitfield", "list", "swalk")
EXIT_NAMES = {0: "SAFE", 10: "UNSAFE", 20: "UNKNOWN", 2: "INPUT-ERROR"}
STAT_RES = {
    "encode": re.compile(r"^stats: encoding ([0-9.]+) s", re.M),
    "solve": re.compile(r"^stats: solving ([0-9.]+) s", re.M),
    "total": re.compile(r"^stats: total ([0-9.]+) s", re.M),
    "frontend": re.compile(r"^stats: front end ([0-9.]+) s", re.M),
    "cnf": re.compile(r"^stats: CNF ([0-9]+) variables, ([0-9]+) clauses", re.M),
    "aig": re.compile(r"^stats: AIG ([0-9]+) nodes, ([0-9]+) ands", re.M),
}


def run(cmd, timeout):
    """(exit code or "timeout", stdout, stderr, seconds); kills its own process group."""
    t0 = time.time()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         errors="replace", start_new_session=True)
    try:
        out, err = p.communicate(timeout=timeout)
        code = p.returncode
    except subprocess.TimeoutExpired:
        try:
            os.killpg(p.pid, 9)
        except ProcessLookupError:
            pass
        out, err = p.communicate()
        code = "timeout"
    return code, out, err, time.time() - t0


def parse_stats(out):
    st = {}
    for k, rx in STAT_RES.items():
        m = rx.search(out)
        if m:
            if k in ("cnf", "aig"):
                st[k] = (int(m.group(1)), int(m.group(2)))
            else:
                st[k] = float(m.group(1))
    return st


def show_code(code):
    return "timeout" if code == "timeout" else "%s (exit %s)" % (EXIT_NAMES.get(code, "?"), code)


def first_line(out, err):
    lines = [l for l in out.splitlines() if l.strip()]
    if lines:
        return lines[0].strip()
    elines = [l for l in err.splitlines() if l.strip()]
    return ("stderr: " + elines[-1].strip()) if elines else "(no output)"


class Check:
    """One program at one data model."""

    def __init__(self, prog, model):
        self.prog = prog
        self.model = model  # 64 or 32
        self.native = None
        self.ok = False
        self.problems = []
        self.runs = {}  # variant -> (code, out, err, secs, stats)


class Prog:
    def __init__(self, index, name, lines, pinned):
        self.index = index
        self.name = name
        self.lines = lines
        self.pinned = pinned
        self.checks = []
        self.gen_error = None


def native_value(args, prog, model, d):
    """Compiles and runs the PRINT variant; returns (value, error text)."""
    src = os.path.join(d, "%s.c" % prog.name)
    flags = ["-O0", "-w", "-DPRINT"]
    if model == 32:
        flags += ["-m32", "-msse2", "-mfpmath=sse"]
    exe = os.path.join(d, "%s.%d" % (prog.name, model))
    code, out, err, _ = run([args.clang] + flags + [src, "-o", exe], 120)
    if code != 0:
        return None, "native compile failed (%s): %s" % (show_code(code), err.strip()[-2000:])
    code, out, err, _ = run(native.command(exe, model, args.clang), 20)
    if code != 0:
        return None, "native run failed (%s): %s" % (show_code(code), err.strip()[-2000:])
    try:
        value = int(out.strip())
    except ValueError:
        return None, "native run printed %r" % out[:200]
    if args.sanitize:
        san = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all"]
        if args.floats:
            san[0] += ",float-divide-by-zero"
        exe2 = exe + ".san"
        code, out, err, _ = run([args.clang] + flags + san + ["-g", src, "-o", exe2], 120)
        if code != 0:
            return None, "sanitized compile failed: %s" % err.strip()[-2000:]
        env_cmd = native.command(exe2, model, args.clang)
        code, out, err, _ = run(env_cmd, 60)
        if code != 0:
            return None, "sanitizers report (the generator made UB): %s" % err.strip()[-3000:]
        if out.strip() != str(value):
            return None, "sanitized build prints %s, plain build %d" % (out.strip(), value)
        os.unlink(exe2)
    os.unlink(exe)
    return value, None


def run_check(args, chk, d):
    prog = chk.prog
    m = chk.model
    value, error = native_value(args, prog, m, d)
    if error:
        chk.problems.append("generator/oracle: " + error)
        return chk
    chk.native = value
    body = prog.lines
    for variant in ("safe", "unsafe"):
        path = os.path.join(d, "%s-%d-%s.c" % (prog.name, m, variant))
        with open(path, "w") as f:
            f.write("\n".join(body + tail(variant, value)) + "\n")
        cmd = [args.cbounds, path, "--no-deepen", "--unwind", str(args.unwind), "--stats",
               "--timeout", str(args.timeout)]
        if m == 32:
            cmd.append("--32")
        code, out, err, secs = run(cmd, args.timeout + 30)
        st = parse_stats(out)
        chk.runs[variant] = (code, out, err, secs, st)
        with open(path[:-2] + ".out", "w") as f:
            f.write("$ %s\nexit %s, %.2f s\n%s%s" % (" ".join(cmd), code, secs, out, err))
        assert_line = len(body) + 1
        if variant == "safe":
            if code != 0:
                chk.problems.append("%s variant: expected SAFE (exit 0), got %s: %s [%s]" % (
                    variant, show_code(code), first_line(out, err), path))
        else:
            want = "UNSAFE: assertion failed at %s:%d" % (path, assert_line)
            fl = first_line(out, err)
            if code != 10:
                chk.problems.append("%s variant: expected UNSAFE (exit 10), got %s: %s [%s]" % (
                    variant, show_code(code), fl, path))
            elif not fl.startswith("UNSAFE: assertion failed at") or not fl.endswith(":%d" % assert_line):
                chk.problems.append("%s variant: UNSAFE for the wrong reason: %s (want %s) [%s]" % (
                    variant, fl, want, path))
    chk.ok = not chk.problems
    return chk


MIX_DEF = "static void mix(unsigned long long v) { result = (result ^ v) * 0x100000001b3ULL; }"
CALL_RE = re.compile(r"^\s+\S+:(\d+)\s+-> mix$")
VALUE_RE = re.compile(r"^\s+v = (-?\d+)")


def mix_trace_native(args, prog, model, d):
    """The (line, value) of every mix() call natively, or None."""
    lines = list(prog.lines) + tail("print")
    try:
        i = lines.index(MIX_DEF)
    except ValueError:
        return None
    # Same line numbers: the macro replaces the line before mix's definition.
    assert lines[i - 1] == "static unsigned long long result;"
    lines[i - 1] = "#define mix(x) mix_at((x), __LINE__)"
    lines[i] = ("static unsigned long long result; static void mix_at(unsigned long long v, int l) "
                "{ printf(\"mix %d %llu\\n\", l, v); result = (result ^ v) * 0x100000001b3ULL; }")
    src = os.path.join(d, "%s-%d-mixes.c" % (prog.name, model))
    with open(src, "w") as f:
        f.write("\n".join(lines) + "\n")
    exe = src[:-2]
    flags = ["-O0", "-w", "-DPRINT"] + (["-m32", "-msse2", "-mfpmath=sse"] if model == 32 else [])
    code, _, _, _ = run([args.clang] + flags + [src, "-o", exe], 120)
    if code != 0:
        return None
    code, out, _, _ = run(native.command(exe, model, args.clang), 20)
    os.unlink(exe)
    if code != 0:
        return None
    return [(int(a), int(b)) for _, a, b in (l.split() for l in out.splitlines() if l.startswith("mix "))]


def mix_trace_cbounds(out):
    """The (line, value) of the mix() calls in a cbounds trace (values may be missing)."""
    calls = []
    pending = None
    for l in out.splitlines():
        m = CALL_RE.match(l)
        if m:
            pending = int(m.group(1))
            continue
        if pending is not None:
            m = VALUE_RE.match(l)
            if m:
                calls.append((pending, int(m.group(1)) & mask(64)))
                pending = None
    return calls


def divergence(args, chk, d):
    """For a wrong value: the first mix() call whose argument differs."""
    r = chk.runs.get("safe")
    if not r or r[0] != 10:
        return None
    nat = mix_trace_native(args, chk.prog, chk.model, d)
    cb = mix_trace_cbounds(r[1])
    if nat is None or not cb:
        return None
    for k, (a, b) in enumerate(zip(nat, cb)):
        if a != b:
            return ("first difference at mix() call #%d: native line %d v=%d, cbounds line %d v=%d"
                    % (k + 1, a[0], a[1], b[0], b[1]))
    if len(nat) != len(cb):
        return "mix() calls: %d natively, %d in cbounds' trace (values agree as far as both go)" % (
            len(nat), len(cb))
    return "all %d mix() arguments agree; the difference is in the final comparison" % len(nat)


def fmt_stats(secs, st):
    s = "%.2f s" % secs
    if "encode" in st:
        s += " (enc %.2f, solve %.2f" % (st["encode"], st.get("solve", 0))
        if "cnf" in st:
            s += ", CNF %d/%d" % st["cnf"]
        s += ")"
    return s


def classify(chk):
    """A short name for what went wrong in a failed check."""
    if any(p.startswith("generator/oracle") for p in chk.problems):
        return "generator/oracle"
    kinds = []
    for v, r in chk.runs.items():
        code = r[0]
        want = 0 if v == "safe" else 10
        if code == want and not (v == "unsafe" and any("wrong reason" in p for p in chk.problems)):
            continue
        kinds.append("%s->%s" % (v, "timeout" if code == "timeout" else EXIT_NAMES.get(code, code)))
    return ", ".join(kinds) or "?"


def pct(vals, q):
    vals = sorted(vals)
    return vals[min(len(vals) - 1, int(q * len(vals)))] if vals else 0.0


def report(progs, args, out):
    """The detailed report of --report (for bench/oracle/run.sh)."""
    checks = [c for p in progs for c in p.checks]
    runs = [(c, v, r) for c in checks for v, r in c.runs.items()]
    p = lambda *a: print(*a, file=out)
    p("== oracle report: seed %d, %d programs (%d pinned), %d checks (%s)" % (
        args.seed, len(progs), sum(1 for x in progs if x.pinned), len(checks),
        " + ".join(m for m in (("LP64" if not args.no_m64 else ""), ("ILP32" if args.m32 else "")) if m)))
    ok = sum(1 for c in checks if c.ok)
    p("agreement: %d of %d checks (%.1f%%)" % (ok, len(checks), 100.0 * ok / max(1, len(checks))))
    for v, want in (("safe", 0), ("unsafe", 10)):
        rs = [r for c, vv, r in runs if vv == v]
        good = sum(1 for r in rs if r[0] == want)
        p("  %-6s variants: %d of %d as expected" % (v.upper(), good, len(rs)))
    kinds = {}
    for c in checks:
        if not c.ok:
            kinds.setdefault(classify(c), []).append("%s/%d" % (c.prog.name, c.model))
    for k, names in sorted(kinds.items()):
        p("  failed: %-30s %3d  (%s%s)" % (k, len(names), ", ".join(names[:8]),
                                           ", ..." if len(names) > 8 else ""))
    good_runs = [(c, v, r) for c, v, r in runs if r[0] in (0, 10)]

    def line(label, sel):
        if not sel:
            return
        secs = [r[3] for _, _, r in sel]
        enc = [r[4].get("encode", 0) for _, _, r in sel]
        sol = [r[4].get("solve", 0) for _, _, r in sel]
        fe = [r[4].get("frontend", 0) for _, _, r in sel]
        p("  %-16s %4d runs: mean %.2f s, median %.2f, p90 %.2f, max %.2f | front end %.2f | "
          "encoding mean %.3f max %.2f | solving mean %.3f max %.2f" % (
              label, len(sel), sum(secs) / len(secs), pct(secs, 0.5), pct(secs, 0.9), max(secs),
              sum(fe) / len(fe), sum(enc) / len(enc), max(enc), sum(sol) / len(sol), max(sol)))

    p("time per cbounds run (wall, verdict SAFE or UNSAFE):")
    line("all", good_runs)
    line("LP64", [x for x in good_runs if x[0].model == 64])
    line("ILP32", [x for x in good_runs if x[0].model == 32])
    line("concrete", [x for x in good_runs if not x[0].prog.pinned])
    line("pinned", [x for x in good_runs if x[0].prog.pinned])
    line("SAFE variants", [x for x in good_runs if x[1] == "safe"])
    line("UNSAFE variants", [x for x in good_runs if x[1] == "unsafe"])
    cnf = [r[4]["cnf"] for _, _, r in good_runs if "cnf" in r[4]]
    aig = [r[4]["aig"][1] for _, _, r in good_runs if "aig" in r[4]]
    if cnf:
        p("CNF size: variables mean %d, median %d, max %d; clauses mean %d, median %d, max %d" % (
            sum(c[0] for c in cnf) / len(cnf), pct([c[0] for c in cnf], 0.5), max(c[0] for c in cnf),
            sum(c[1] for c in cnf) / len(cnf), pct([c[1] for c in cnf], 0.5), max(c[1] for c in cnf)))
        p("  (concrete programs fold to constants: %d of %d runs have an empty or one-clause CNF)" % (
            sum(1 for c in cnf if c[1] <= 1), len(cnf)))
    if aig:
        p("AIG and-gates: mean %d, max %d" % (sum(aig) / len(aig), max(aig)))
    lines = [len(x.lines) + 3 for x in progs]
    p("program size: %d to %d lines, mean %d" % (min(lines), max(lines), sum(lines) / len(lines)))
    slow = sorted(runs, key=lambda x: -x[2][3])[:5]
    p("slowest runs: " + "; ".join("%s/%d %s %.2f s" % (c.prog.name, c.model, v, r[3])
                                   for c, v, r in slow))


def write_results(progs, path):
    rows = []
    for prog in progs:
        for c in prog.checks:
            for v, r in c.runs.items():
                rows.append({"program": prog.name, "model": c.model, "pinned": prog.pinned,
                             "variant": v, "exit": r[0], "seconds": round(r[3], 3),
                             "stats": r[4], "ok": c.ok})
            if not c.runs:
                rows.append({"program": prog.name, "model": c.model, "pinned": prog.pinned,
                             "variant": None, "ok": c.ok, "problems": c.problems})
    with open(path, "w") as f:
        json.dump(rows, f, indent=0)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-n", "--count", type=int, default=20, help="number of programs")
    ap.add_argument("--cbounds", default="cbounds")
    ap.add_argument("--clang", default="clang-19")
    ap.add_argument("--out", required=True, help="directory for the generated files")
    ap.add_argument("--m32", action="store_true", help="also check each program for ILP32")
    ap.add_argument("--no-m64", action="store_true", help="skip the LP64 checks")
    ap.add_argument("--floats", action="store_true", help="use float and double too")
    ap.add_argument("--without", default="", help="comma-separated features to leave out "
                    "(to look past a known bug): " + ", ".join(FEATURES))
    ap.add_argument("--pin", type=float, default=0.5,
                    help="fraction of programs whose inputs are pinned nondet values "
                    "(default 0.5; 0 for constant inputs only)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=60, help="seconds per cbounds run")
    ap.add_argument("--unwind", type=int, default=10)
    ap.add_argument("--no-sanitize", dest="sanitize", action="store_false",
                    help="skip the ASan+UBSan build that guards against UB in the programs")
    ap.add_argument("--keep", action="store_true", help="keep the files of passing programs")
    ap.add_argument("--first", type=int, default=0, help="index of the first program")
    ap.add_argument("--every", type=int, default=1,
                    help="check only every Nth of the programs (the suite's sanitizer run "
                    "takes half: it looks for memory errors, the plain run for agreement)")
    ap.add_argument("--generate-only", action="store_true",
                    help="write the programs (PRINT variant) and stop")
    ap.add_argument("--report", action="store_true",
                    help="print a detailed report (agreement, times, CNF sizes) at the end")
    ap.add_argument("-q", "--quiet", action="store_true", help="no lines for passing checks")
    args = ap.parse_args()

    if args.every < 1:
        ap.error("--every: must be 1 or more")
    without = [w for w in args.without.split(",") if w]
    for w in without:
        if w not in FEATURES:
            ap.error("--without: unknown feature %r (known: %s)" % (w, ", ".join(FEATURES)))
    os.makedirs(args.out, exist_ok=True)
    t_start = time.time()
    progs = []
    models = ([] if args.no_m64 else [64]) + ([32] if args.m32 else [])
    for i in range(args.first, args.first + args.count, args.every):
        seed_text = "%d:%d" % (args.seed, i)
        pinned = random.Random(seed_text + ":pin").random() < args.pin
        name = "s%d-p%03d" % (args.seed, i)
        lines = generate(seed_text, args.floats, pinned, without)
        prog = Prog(i, name, lines, pinned)
        with open(os.path.join(args.out, name + ".c"), "w") as f:
            f.write("\n".join(lines + tail("print")) + "\n")
        prog.checks = [Check(prog, m) for m in models]
        progs.append(prog)
    if args.generate_only:
        print("%d programs written to %s" % (len(progs), args.out))
        return 0

    checks = [c for p in progs for c in p.checks]
    done = [0]
    lock = threading.Lock()

    def one(c):
        run_check(args, c, args.out)
        with lock:
            done[0] += 1
            if sys.stderr.isatty():
                print("\r%d/%d checks" % (done[0], len(checks)), end="", file=sys.stderr)
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        list(pool.map(one, checks))
    if sys.stderr.isatty():
        print(file=sys.stderr)

    passed = failed = 0
    for prog in progs:
        for chk in prog.checks:
            label = "%s %s%s" % (prog.name, "LP64" if chk.model == 64 else "ILP32",
                                 " pinned" if prog.pinned else "")
            runs = "; ".join("%s %s" % (v, fmt_stats(r[3], r[4])) for v, r in chk.runs.items())
            if chk.ok:
                passed += 1
                if not args.quiet:
                    print("ok   %s (%d lines): %s" % (label, len(prog.lines) + 3, runs))
                continue
            failed += 1
            print("FAIL %s (%d lines): %s [%s]" % (label, len(prog.lines) + 3, runs, classify(chk)))
            print("  program: %s" % os.path.join(args.out, prog.name + ".c"))
            if chk.native is not None:
                print("  native result: %d" % chk.native)
                div = divergence(args, chk, args.out)
                if div:
                    print("  " + div)
            for pr in chk.problems:
                for k, l in enumerate(pr.splitlines()[:25]):
                    print(("  " if k == 0 else "    ") + l)
            if chk.runs:
                variant = "safe" if chk.runs["safe"][0] != 0 else "unsafe"
                print("  reduce: python3 %s %s%s --variant %s --cbounds %s --clang %s --out %s" % (
                    os.path.join(os.path.dirname(os.path.abspath(__file__)), "reduce.py"),
                    os.path.join(args.out, prog.name + ".c"), " --m32" if chk.model == 32 else "",
                    variant, args.cbounds, args.clang,
                    os.path.join(args.out, "%s-%d-reduced" % (prog.name, chk.model))))
            for v, r in chk.runs.items():
                code, out, err = r[0], r[1], r[2]
                if (v == "safe" and code != 0) or (v == "unsafe" and code != 10):
                    lines = [l for l in out.splitlines() if not l.startswith("stats:")]
                    lines += [l for l in err.splitlines() if l.startswith("cbounds:")]
                    shown = lines[:12] + (["..."] + lines[-6:] if len(lines) > 18 else lines[12:])
                    for l in shown:
                        print("    | " + l)
        if not args.keep and all(c.ok for c in prog.checks):
            for f in os.listdir(args.out):
                if f.startswith(prog.name + ".") or f.startswith(prog.name + "-"):
                    try:
                        os.unlink(os.path.join(args.out, f))
                    except OSError:
                        pass

    write_results(progs, os.path.join(args.out, "results.json"))
    good = [r for c in checks for r in c.runs.values() if r[0] in (0, 10)]
    if good:
        secs = [r[3] for r in good]
        enc = [r[4].get("encode", 0) for r in good]
        sol = [r[4].get("solve", 0) for r in good]
        cnf = [r[4].get("cnf", (0, 0)) for r in good]
        print("time: %d cbounds runs, mean %.2f s, max %.2f s; encoding mean %.3f s, max %.2f s; "
              "solving mean %.3f s, max %.2f s; CNF mean %d variables / %d clauses, max %d / %d" % (
                  len(secs), sum(secs) / len(secs), max(secs), sum(enc) / len(enc), max(enc),
                  sum(sol) / len(sol), max(sol), sum(c[0] for c in cnf) / len(cnf),
                  sum(c[1] for c in cnf) / len(cnf), max(c[0] for c in cnf), max(c[1] for c in cnf)))
    if args.report:
        report(progs, args, sys.stdout)
    total = passed + failed
    print("agreement: %d of %d checks (%.1f%%), %d programs, seed %d, %.1f s wall" % (
        passed, total, 100.0 * passed / total if total else 100.0, len(progs), args.seed,
        time.time() - t_start))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
