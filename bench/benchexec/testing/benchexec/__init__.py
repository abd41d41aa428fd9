"""A minimal stand-in for BenchExec (https://github.com/sosy-lab/benchexec, Apache-2.0), written
for cbounds's tests: only the part of BenchExec's API that a tool-info module uses
(benchexec.tools.template, benchexec.result, benchexec.util.ProcessExitCode), with the same
names, signatures and meanings as BenchExec 3.x documents them, so that
bench/benchexec/cbounds.py can be imported and exercised without BenchExec (which Debian
does not package). It runs nothing: no containers, no limits, no tables."""


class BenchExecException(Exception):
    """Base class of BenchExec's own exceptions."""
