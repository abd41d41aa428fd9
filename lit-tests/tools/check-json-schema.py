#!/usr/bin/env python3
"""Checks cbounds JSON reports against docs/cbounds-report.schema.json.

usage: check-json-schema.py SCHEMA REPORT.json...

Exits 0 when every report is valid, 1 (with the errors) otherwise. Needs the Debian
package python3-jsonschema (JSON Schema draft 2020-12).
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    sys.exit("check-json-schema: python3-jsonschema is not installed (apt-get install python3-jsonschema)")


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    with open(argv[1]) as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    failed = False
    for path in argv[2:]:
        with open(path) as f:
            report = json.load(f)
        errors = sorted(validator.iter_errors(report), key=lambda e: list(e.path))
        for error in errors:
            where = "/".join(str(p) for p in error.path) or "(root)"
            print(f"{path}: {where}: {error.message}")
            failed = True
        if not errors:
            print(f"{path}: valid ({report['verdict']})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
