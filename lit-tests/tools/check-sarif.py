#!/usr/bin/env python3
"""Checks a SARIF log of cbounds (--sarif FILE) against the OASIS SARIF 2.1.0 schema,
and against the JSON report of the same run.

usage: check-sarif.py SCHEMA LOG.sarif [REPORT.json]

Validates LOG against SCHEMA (JSON Schema draft 4, python3-jsonschema) and prints, for
FileCheck, one line per part of the log:

  LOG: valid
  run: verdict V, N results, R rules
  notification LEVEL ID: TEXT
  result I: RULE at FILE:LINE: MESSAGE
  related I.J: FILE:LINE: MESSAGE
  flow I: THREAD-ID (MESSAGE): ORDER@LINE ORDER@LINE ...

With REPORT (the --json report of the same run) it also checks that the thread flows of
the first result hold exactly the report's trace: every step number once, as the
executionOrder of a location in the flow of the step's thread, at its file and line,
and that each flow is in execution order. Exits 1 (with the errors) when anything fails.
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    sys.exit("check-sarif: python3-jsonschema is not installed (apt-get install python3-jsonschema)")


def place(location):
    physical = location.get("physicalLocation")
    if not physical:
        return "<no location>"
    uri = physical["artifactLocation"]["uri"]
    line = physical.get("region", {}).get("startLine", 0)
    return f"{uri.rsplit('/', 1)[-1]}:{line}"


def line_of(location):
    return location.get("physicalLocation", {}).get("region", {}).get("startLine", 0)


def compare_with_report(log, report, errors):
    """The first result's thread flows against the JSON report's trace."""
    steps = {}
    for step in report["trace"]:
        steps.setdefault(step["step"], step)  # the steps of one line share its number
    results = log["runs"][0].get("results", [])
    if not steps:
        if results and results[0].get("codeFlows"):
            errors.append("a code flow without a trace")
        return
    flows = results[0]["codeFlows"][0]["threadFlows"]
    seen = {}
    for flow in flows:
        thread = int(flow["id"].split("-")[1])
        orders = [loc["executionOrder"] for loc in flow["locations"]]
        if orders != sorted(orders):
            errors.append(f"{flow['id']}: not in execution order: {orders}")
        for loc in flow["locations"]:
            order = loc["executionOrder"]
            if order in seen:
                errors.append(f"executionOrder {order} twice")
            seen[order] = (thread, line_of(loc["location"]))
    if sorted(seen) != sorted(steps):
        errors.append(f"steps {sorted(steps)} but executionOrders {sorted(seen)}")
        return
    for number, step in steps.items():
        thread = step.get("thread", 0)
        # a step's JSON line is its first step's; a line shown by its call has the call's
        lines = {s["line"] for s in report["trace"] if s["step"] == number}
        if seen[number][0] != thread or seen[number][1] not in lines:
            errors.append(f"step {number}: report thread {thread} lines {sorted(lines)}, "
                          f"flow thread {seen[number][0]} line {seen[number][1]}")


def summary(log):
    run = log["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    results = run.get("results", [])
    print(f"run: verdict {run['properties']['verdict']}, {len(results)} results, {len(rules)} rules")
    for invocation in run.get("invocations", []):
        for n in invocation.get("toolExecutionNotifications", []):
            print(f"notification {n.get('level')} {n.get('descriptor', {}).get('id')}: {n['message']['text']}")
    for i, result in enumerate(results):
        rule = rules[result["ruleIndex"]]["id"]
        assert rule == result["ruleId"], "ruleIndex and ruleId disagree"
        print(f"result {i}: {rule} at {place(result['locations'][0])}: {result['message']['text']}")
        for j, related in enumerate(result.get("relatedLocations", [])):
            print(f"related {i}.{j}: {place(related)}: {related['message']['text']}")
        for flow in (result.get("codeFlows") or [{"threadFlows": []}])[0]["threadFlows"]:
            steps = " ".join(f"{loc['executionOrder']}@{line_of(loc['location'])}" for loc in flow["locations"])
            print(f"flow {i}: {flow['id']} ({flow['message']['text']}): {steps}")


def main(argv):
    if len(argv) not in (3, 4):
        sys.exit(__doc__)
    with open(argv[1]) as f:
        schema = json.load(f)
    jsonschema.Draft4Validator.check_schema(schema)
    validator = jsonschema.Draft4Validator(schema)
    with open(argv[2]) as f:
        log = json.load(f)
    errors = [f"{'/'.join(str(p) for p in e.path) or '(root)'}: {e.message}"
              for e in sorted(validator.iter_errors(log), key=lambda e: list(e.path))]
    if not errors and len(argv) == 4:
        with open(argv[3]) as f:
            compare_with_report(log, json.load(f), errors)
    for error in errors:
        print(f"{argv[2]}: {error}")
    if errors:
        return 1
    print(f"{argv[2]}: valid")
    summary(log)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
