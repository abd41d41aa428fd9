#!/usr/bin/env python3
"""Reads what cbounds wrote to a terminal (tty) or to a file (plain) at --verbosity 2,
for verbosity-live.test.

usage: check-live-status.py tty FILE     the output of `script`: the live status line
       check-live-status.py plain FILE   standard error written to a file or a pipe
       check-live-status.py plain-tty FILE   plain lines through `script` (the terminal
                                             ends lines with CR LF: LF counts)

tty: splits the output at the status line's redraws (CR, then ESC [K), prints
`redraws: N`, each status line drawn (`status: TEXT`), and the text that follows the
last erase (`erased, then: LINE`); fails if a plain progress line (`cbounds: [`) shows
up, or the report's first line is not right after an erase.
plain: fails on any CR or ESC; prints `plain lines: N, no carriage return, no escape`
for the `cbounds: [T s] TEXT` lines.
"""
import re
import sys

ERASE = "\r\x1b[K"


def tty(text):
    if "cbounds: [" in text:
        sys.exit("a plain progress line on the terminal")
    parts = text.split(ERASE)
    print(f"redraws: {len(parts) - 1}")
    for part in parts[1:-1]:
        print(f"status: {part}")
    last = parts[-1]
    # the last piece: the status line drawn last, or (after the erase) the report
    if not re.match(r"(SAFE|UNSAFE|UNKNOWN)", last):
        sys.exit(f"the report does not follow an erase: {last[:80]!r}")
    print(f"erased, then: {last.splitlines()[0]}")


def plain(text):
    if "\r" in text or "\x1b" in text:
        sys.exit("a carriage return or an escape in plain output")
    lines = [l for l in text.splitlines() if re.match(r"cbounds: \[[0-9.]+ s\] ", l)]
    if not lines:
        sys.exit("no progress line")
    print(f"plain lines: {len(lines)}, no carriage return, no escape")


def main(argv):
    if len(argv) != 3 or argv[1] not in ("tty", "plain", "plain-tty"):
        sys.exit(__doc__)
    with open(argv[2], newline="") as f:
        text = f.read()
    if argv[1] == "plain-tty":
        text = text.replace("\r\n", "\n")
    (tty if argv[1] == "tty" else plain)(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
