"""The helpers of BenchExec's benchexec/util.py that the tool template uses."""
import os
from typing import NamedTuple, Optional


class ProcessExitCode(NamedTuple):
    """How a process ended: its exit value or the signal that killed it (never both)."""

    raw: int
    value: Optional[int]
    signal: Optional[int]

    @classmethod
    def from_raw(cls, status):
        sig = status & 0x7F
        if sig:
            return cls(status, None, sig)
        return cls(status, status >> 8, None)

    @classmethod
    def create(cls, value=None, signal=None):
        if (value is None) == (signal is None):
            raise ValueError("exactly one of value and signal")
        return cls(signal if value is None else value << 8, value, signal)


def get_path():
    return os.environ.get("PATH", "").split(os.pathsep)


def find_executable2(name, dirs, mode=os.X_OK):
    """The first dir/name that is a file with this access mode, or None."""
    for d in dirs:
        path = os.path.join(d, name)
        if os.path.isfile(path) and os.access(path, mode):
            return path
    return None
