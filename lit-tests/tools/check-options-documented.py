#!/usr/bin/env python3
"""check-options-documented: every option of cbounds's option table is documented.

    check-options-documented.py OPTIONS_H README HELP_TEXT

Reads the spellings of OPT_TABLE in driver/options.h (its X(...) and ALIAS(...) entries),
and fails (exit 1, one line per miss) when one of them is not in the README (in
backquotes, as the README's tables write options) or has no entry of its own in the
--help text (a line that starts with it). Prints
"N options documented" otherwise.
"""
import re
import sys


def spellings(options_h):
    text = open(options_h).read()
    table = text[text.index("#define OPT_TABLE"):]
    table = table[:table.index("\n\n")]
    found = re.findall(r'\bX\(\s*\w+,\s*[^,]+,\s*\w+,\s*"([^"]+)"', table)
    found += re.findall(r'\bALIAS\(\s*"([^"]+)"', table)
    return found


def main():
    options_h, readme, help_file = sys.argv[1:4]
    names = spellings(options_h)
    if len(names) < 10:
        print("cannot read OPT_TABLE from %s (%d entries)" % (options_h, len(names)))
        return 1
    readme_text = open(readme).read()
    help_text = open(help_file).read()
    missing = []
    for name in names:
        if not re.search(r"`" + re.escape(name) + r"[ =`\[]", readme_text):
            missing.append("%s: not in %s" % (name, readme))
        # An entry of its own: the spelling at the start of a line of --help.
        if not re.search(r"^  " + re.escape(name) + r"( |$)", help_text, re.M):
            missing.append("%s: not in --help" % name)
    for line in missing:
        print(line)
    if missing:
        return 1
    print("%d options documented" % len(names))
    return 0


if __name__ == "__main__":
    sys.exit(main())
