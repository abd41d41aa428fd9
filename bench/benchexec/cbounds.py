# Tool-info module for BenchExec (https://github.com/sosy-lab/benchexec): how BenchExec runs
# cbounds and reads its answer. Install it as benchexec/tools/cbounds.py, or in a package of
# your own on PYTHONPATH (bench/benchexec/README.md).
#
# SPDX-License-Identifier: Apache-2.0

import re

import benchexec.result as result
import benchexec.tools.template

# SV-COMP property files, read by their formulas (the file names vary between
# collections): the set of LTL formulas of the CHECK lines -> cbounds's --property.
_FORMULAS = {
    frozenset({"G ! call(reach_error())"}): "unreach-call",
    frozenset({"G ! data-race"}): "no-data-race",
    frozenset({"G valid-free", "G valid-deref", "G valid-memtrack"}): "valid-memsafety",
    frozenset({"G valid-memcleanup"}): "valid-memcleanup",
    frozenset({"G ! overflow"}): "no-overflow",
}
_CHECK = re.compile(r"CHECK\s*\(\s*init\s*\(\s*\w+\s*\(\s*\)\s*\)\s*,\s*LTL\s*\((.*)\)\s*\)\s*$")

# The answer for a violation of each property; valid-memsafety's comes from the
# subproperty cbounds names on its verdict line.
_FALSE = {
    "unreach-call": result.RESULT_FALSE_REACH,
    "no-data-race": result.RESULT_FALSE_DATARACE,
    "no-overflow": result.RESULT_FALSE_OVERFLOW,
    "valid-memcleanup": result.RESULT_FALSE_MEMCLEANUP,
}
_MEMSAFETY = {
    "valid-deref": result.RESULT_FALSE_DEREF,
    "valid-free": result.RESULT_FALSE_FREE,
    "valid-memtrack": result.RESULT_FALSE_MEMTRACK,
}
_VERDICT = re.compile(r"(SAFE|UNSAFE|UNKNOWN)(:|\s*$)")
_OUT_OF_MEMORY = re.compile(r"out of memory|bad_alloc|cannot allocate memory", re.I)


class Tool(benchexec.tools.template.BaseTool2):
    """
    cbounds: context-bounded model checking of multithreaded C (Lal-Reps sequentialization,
    bit-blasting into CaDiCaL).

    Properties: unreach-call, no-data-race, valid-memsafety (valid-deref, valid-free,
    valid-memtrack), valid-memcleanup and no-overflow; the property file is passed as
    --property with the name of the property its formulas define. The data model ILP32
    adds --32, LP64 --64. Without --timeout among the options, cbounds gets one a little
    below the CPU-time (or wall-time) limit, so that it answers with the largest bounds it
    reached instead of being killed (its own default budget is 60 s); likewise
    --memory-limit at 3/4 of the memory limit (BenchExec's cgroup limit is invisible to
    cbounds). A valid-memsafety violation is scored by the subproperty (valid-deref,
    valid-free, valid-memtrack) that cbounds names on its UNSAFE line; without one the
    result is an error, never a guess.
    Exit codes: 0 true (SAFE), 10 false (UNSAFE), 20 unknown, 2 input error.
    """

    def executable(self, tool_locator):
        # --tool-directory may be the build or install directory (bin/cbounds) or bin/.
        try:
            return tool_locator.find_executable("cbounds", subdir="bin")
        except benchexec.tools.template.ToolNotFoundException:
            return tool_locator.find_executable("cbounds")

    def name(self):
        return "cbounds"

    # project_url(): none (the project has no public page yet), BaseTool2's None.

    def version(self, executable):
        # "cbounds 0.1.0 (LLVM 19.1.7)" -> "0.1.0 (LLVM 19.1.7)"
        text = self._version_from_tool(executable)
        return text[len("cbounds "):] if text.startswith("cbounds ") else text

    def cmdline(self, executable, options, task, rlimits):
        cmd = [executable, task.single_input_file]
        if task.property_file:
            cmd += ["--property", property_of(task.property_file)]
        model = (task.options or {}).get("data_model") if isinstance(task.options, dict) else None
        if model and not any(o in ("--32", "--64") for o in options):
            if model not in ("ILP32", "LP64"):
                raise benchexec.tools.template.UnsupportedFeatureException(
                    "data model %s is not supported (ILP32, LP64)" % model)
            cmd.append("--32" if model == "ILP32" else "--64")
        limit = rlimits.cputime or rlimits.walltime
        if limit and not _given("--timeout", options):
            cmd += ["--timeout", "%g" % budget(limit)]
        # BenchExec limits memory with a cgroup, which cbounds does not read (its default is
        # a share of ulimit -v or of the physical memory): without this a large check would
        # be killed, losing the answer it already has.
        if rlimits.memory and not _given("--memory-limit", options):
            cmd += ["--memory-limit", "%d" % (rlimits.memory * 3 // 4 // (1 << 20))]
        return cmd + list(options)

    def determine_result(self, run):
        # BenchExec's output has standard error mixed in (warnings may come first): the
        # verdict line is the first that starts with a verdict word.
        verdict = next((line.strip() for line in run.output if _VERDICT.match(line)), "")
        code = run.exit_code.value
        if run.was_timeout:
            return result.RESULT_TIMEOUT
        if run.exit_code.signal:  # BenchExec names the signal
            return result.RESULT_ERROR
        if code == 0 and verdict.startswith("SAFE"):
            return result.RESULT_TRUE_PROP
        if code == 10 and verdict.startswith("UNSAFE"):
            return self._violation(_property_in(run.cmdline), verdict)
        if code == 20 and verdict.startswith("UNKNOWN"):
            reason = verdict.partition(":")[2].strip()
            if re.match(r"time ?out\b", reason):
                return result.RESULT_TIMEOUT
            if _OUT_OF_MEMORY.search(reason) and not reason.startswith("aborted"):
                return "OUT OF MEMORY"
            # An abort says on standard error whether memory ran out (the verdict line
            # names both causes).
            if reason.startswith("aborted") and any(
                    _OUT_OF_MEMORY.search(ln) for ln in run.output if not _VERDICT.match(ln)):
                return "OUT OF MEMORY"
            return result.RESULT_UNKNOWN
        if code == 2:
            return "ERROR (input)"
        # An exit code that does not match the verdict line is never taken as an answer.
        return result.RESULT_ERROR

    @staticmethod
    def _violation(prop, verdict):
        if prop in _FALSE:
            return _FALSE[prop]
        if prop == "valid-memsafety":
            named = [sub for sub in _MEMSAFETY if re.search(r"\b%s\b" % sub, verdict)]
            if len(named) == 1:
                return _MEMSAFETY[named[0]]
            return "ERROR (no subproperty)"  # false(valid-memsafety) is no SV-COMP answer
        return result.RESULT_FALSE_PROP  # no property file: any error

    def get_value_from_output(self, output, identifier):
        # <column title="K">^bounds: K=(\d+)</column> and the like: the first match's group.
        pattern = re.compile(identifier)
        for line in output:
            m = pattern.search(line)
            if m:
                return m.group(1) if m.groups() else m.group(0)
        return None


def property_of(path):
    """cbounds's --property for an SV-COMP property file: from its formulas, or, if the
    file cannot be read, from its name (unreach-call.prp -> unreach-call)."""
    try:
        with open(path) as f:
            lines = [ln.strip() for ln in f if ln.strip()]
    except OSError:
        lines = None
    if lines is not None:
        formulas = set()
        for line in lines:
            m = _CHECK.match(line)
            if not m:
                raise benchexec.tools.template.UnsupportedFeatureException(
                    "property file %s: cannot read %r" % (path, line))
            formulas.add(" ".join(m.group(1).split()))
        name = _FORMULAS.get(frozenset(formulas))
        if name is None:
            raise benchexec.tools.template.UnsupportedFeatureException(
                "cbounds does not check the property of %s (%s)" % (path, "; ".join(sorted(formulas))))
        return name
    name = re.sub(r"\.prp$", "", path.replace("\\", "/").rsplit("/", 1)[-1])
    if name not in set(_FORMULAS.values()):
        raise benchexec.tools.template.UnsupportedFeatureException(
            "cbounds does not check the property %s" % name)
    return name


def budget(limit):
    """cbounds's --timeout for a run limited to `limit` seconds: a little below, so that
    cbounds answers (and cleans up) before BenchExec kills it; the same margin as
    bench/svcomp/run.py (max(3 s, 10%), never below half the limit)."""
    return round(max(limit * 0.5, limit - max(3.0, 0.1 * limit)), 1)


def _given(option, options):
    return any(o == option or o.startswith(option + "=") for o in options)


def _property_in(cmdline):
    cmdline = list(cmdline)
    for i, arg in enumerate(cmdline):
        if arg == "--property" and i + 1 < len(cmdline):
            return cmdline[i + 1]
        if arg.startswith("--property="):
            return arg.split("=", 1)[1]
        if arg == "--race":
            return "no-data-race"
    return None
