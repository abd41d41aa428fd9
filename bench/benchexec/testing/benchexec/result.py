"""The run results of BenchExec's benchexec/result.py that tool-info modules return (same
strings as BenchExec's, so that a module tested here answers the same under BenchExec)."""

RESULT_DONE = "done"  # finished; true/false does not apply
RESULT_UNKNOWN = "unknown"  # no answer (incomplete)
RESULT_TIMEOUT = "TIMEOUT"
RESULT_ERROR = "ERROR"  # or any other string that explains the failure
RESULT_TRUE_PROP = "true"
RESULT_FALSE_PROP = "false"

# SV-COMP's answers for a violation: false(property)
RESULT_FALSE_REACH = RESULT_FALSE_PROP + "(unreach-call)"
RESULT_FALSE_TERMINATION = RESULT_FALSE_PROP + "(termination)"
RESULT_FALSE_OVERFLOW = RESULT_FALSE_PROP + "(no-overflow)"
RESULT_FALSE_DEADLOCK = RESULT_FALSE_PROP + "(no-deadlock)"
RESULT_FALSE_DEREF = RESULT_FALSE_PROP + "(valid-deref)"
RESULT_FALSE_FREE = RESULT_FALSE_PROP + "(valid-free)"
RESULT_FALSE_MEMTRACK = RESULT_FALSE_PROP + "(valid-memtrack)"
RESULT_FALSE_MEMCLEANUP = RESULT_FALSE_PROP + "(valid-memcleanup)"
RESULT_FALSE_DATARACE = RESULT_FALSE_PROP + "(no-data-race)"

RESULT_LIST_OTHER = [RESULT_DONE, RESULT_ERROR, RESULT_UNKNOWN]
