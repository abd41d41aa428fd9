#!/usr/bin/env python3
"""check-layers.py: the source folders keep their layer order (README.md, "How it works").

Usage: check-layers.py [ROOT]   (ROOT: the source tree, by default this script's parent)

Reads the order from README.md's line
    Layers, lowest first: base < solver < ... < driver
and fails (exit 1, one line per violation) when a .c, .h or .cpp file in one of those
folders
  - includes ("#include "folder/...") a header of a folder above its own,
  - has more than 800 lines,
  - has the same name as a source file in another of those folders.
Folders of the order that do not exist yet are skipped. Python's standard library only.
"""
import os
import re
import sys

MAX_LINES = 800
SOURCE_SUFFIXES = (".c", ".h", ".cpp")
ORDER_LINE = re.compile(r"^`?Layers, lowest first: ([\w-]+(?: < [\w-]+)*)`?\s*$")
INCLUDE = re.compile(r'^\s*#\s*include\s+"([\w.-]+)/([^"]+)"')


def read_order(root):
    readme = os.path.join(root, "README.md")
    try:
        with open(readme, encoding="utf-8") as f:
            for line in f:
                m = ORDER_LINE.match(line.strip())
                if m:
                    return m.group(1).split(" < ")
    except OSError as e:
        sys.exit(f"check-layers: cannot read {readme}: {e.strerror}")
    sys.exit(f"check-layers: {readme} has no line 'Layers, lowest first: a < b < ...'")


def source_files(root, folder):
    for dirpath, dirnames, filenames in os.walk(os.path.join(root, folder)):
        dirnames.sort()
        for name in sorted(filenames):
            if name.endswith(SOURCE_SUFFIXES):
                yield os.path.join(dirpath, name)


def main(argv):
    root = argv[1] if len(argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    order = read_order(root)
    rank = {folder: i for i, folder in enumerate(order)}
    violations = []
    seen = {}  # file name -> the first path with it
    for folder in order:
        if not os.path.isdir(os.path.join(root, folder)):
            continue
        for path in source_files(root, folder):
            rel = os.path.relpath(path, root)
            with open(path, encoding="utf-8", errors="replace") as f:
                lines = f.read().splitlines()
            for number, line in enumerate(lines, 1):
                m = INCLUDE.match(line)
                if m and m.group(1) in rank and rank[m.group(1)] > rank[folder]:
                    violations.append(
                        f'{rel}:{number}: includes "{m.group(1)}/{m.group(2)}", a layer above')
            if len(lines) > MAX_LINES:
                violations.append(f"{rel}: {len(lines)} lines, more than {MAX_LINES}")
            name = os.path.basename(path)
            other = seen.get(name)
            if other is None:
                seen[name] = rel
            elif os.path.dirname(other) != os.path.dirname(rel):
                violations.append(f"{rel}: same file name as {other}")
    for v in violations:
        print(v)
    return 1 if violations else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
