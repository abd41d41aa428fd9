"""The tool-info API of BenchExec's benchexec/tools/template.py (BaseTool2, BenchExec 3.x), as a
stand-in for tests (see ../__init__.py): the same classes, methods, fields and contracts,
none of BenchExec's machinery. BenchExec calls executable() once, then for each run
cmdline() and, after the run, determine_result() with a Run (command line, exit code,
output lines, why BenchExec stopped it)."""
import collections.abc
import copy
import os
import subprocess
from abc import ABCMeta, abstractmethod
from typing import NamedTuple, Optional

import benchexec
from benchexec import result, util


class ToolNotFoundException(benchexec.BenchExecException):
    """The tool's executable cannot be found."""


class UnsupportedFeatureException(benchexec.BenchExecException):
    """The tool (or its tool-info module) cannot do what the benchmark asks."""


class BaseTool2(metaclass=ABCMeta):
    """What a tool-info module's class Tool inherits: name() and executable() must be
    given, the rest has defaults."""

    REQUIRED_PATHS = []

    @abstractmethod
    def name(self):
        """The tool's name for people."""

    @abstractmethod
    def executable(self, tool_locator):
        """The path of the executable, found with tool_locator.find_executable(name)."""

    def project_url(self):
        return None

    def version(self, executable):
        return ""

    @staticmethod
    def _version_from_tool(executable, arg="--version", use_stderr=False, ignore_stderr=False,
                           line_prefix=None, *, expected_exitcode=0):
        """The tool's output for `executable arg` (stripped), or "" when that fails."""
        try:
            p = subprocess.run([executable, arg], capture_output=True, stdin=subprocess.DEVNULL,
                               text=True)
        except OSError:
            return ""
        if (p.stderr and not use_stderr and not ignore_stderr) or p.returncode != expected_exitcode:
            return ""
        text = (p.stderr if use_stderr else p.stdout).strip()
        if line_prefix:
            text = next((ln[len(line_prefix):].strip() for ln in text.splitlines()
                         if ln.startswith(line_prefix)), "")
        return text

    def url_for_version(self, version):
        return None

    def environment(self, executable):
        return {}

    def program_files(self, executable):
        return [executable]

    def working_directory(self, executable):
        return os.curdir

    def cmdline(self, executable, options, task, rlimits):
        return [executable, *options, *task.input_files_or_identifier]

    def determine_result(self, run):
        return result.RESULT_DONE

    def get_value_from_output(self, output, identifier):
        return None

    def close(self):
        pass

    class ToolLocator(NamedTuple):
        """Where to look for an executable: the --tool-directory (and its subdir), PATH,
        the current directory."""

        tool_directory: Optional[str] = None
        use_path: bool = False
        use_current: bool = False

        def find_executable(self, executable_name, subdir=""):
            assert os.path.basename(executable_name) == executable_name
            dirs = []
            if self.tool_directory:
                dirs.append(os.path.join(self.tool_directory, subdir))
            if self.use_path:
                dirs.extend(util.get_path())
            if self.use_current:
                dirs.append(os.curdir)
                if subdir:
                    dirs.append(subdir)
            found = util.find_executable2(executable_name, dirs)
            if found:
                return found
            raise ToolNotFoundException("could not find executable %r in %s"
                                        % (executable_name, dirs))

    class Task(NamedTuple):
        """One task: input files (or an identifier), property file, the options of the task
        definition (language, data_model, ...)."""

        input_files_or_empty: tuple
        identifier: Optional[str]
        property_file: Optional[str]
        options: Optional[dict]

        @classmethod
        def with_files(cls, input_files, *, property_file=None, options=None):
            assert input_files
            return cls(tuple(input_files), None, property_file, copy.deepcopy(options))

        @classmethod
        def without_files(cls, identifier, *, property_file=None, options=None):
            return cls((), identifier, property_file, copy.deepcopy(options))

        @property
        def input_files(self):
            if not self.input_files_or_empty:
                raise UnsupportedFeatureException("Tool does not support tasks without input files")
            return self.input_files_or_empty

        @property
        def single_input_file(self):
            files = self.input_files
            if len(files) > 1:
                raise UnsupportedFeatureException(
                    "Tool does not support tasks with more than one input file")
            return files[0]

        @property
        def input_files_or_identifier(self):
            return self.input_files_or_empty or (self.identifier,)

    class ResourceLimits(NamedTuple):
        """Limits of a run (None: no limit): seconds, bytes, cores."""

        cputime: Optional[int] = None
        cputime_hard: Optional[int] = None
        walltime: Optional[int] = None
        memory: Optional[int] = None
        cpu_cores: Optional[int] = None

    class Run(NamedTuple):
        """A finished run: its command line, util.ProcessExitCode, RunOutput, and why
        BenchExec ended it (None, or "cputime", "cputime-soft", "walltime", "memory", ...)."""

        cmdline: tuple
        exit_code: util.ProcessExitCode
        output: "BaseTool2.RunOutput"
        termination_reason: Optional[str]

        @property
        def was_terminated(self):
            return bool(self.termination_reason)

        @property
        def was_timeout(self):
            return self.termination_reason in ("cputime", "cputime-soft", "walltime")

    class RunOutput(collections.abc.Sequence):
        """The output of a run as lines (each given with its line separator; indexing
        returns it without)."""

        def __init__(self, lines):
            self._lines = lines

        @property
        def text(self):
            return "".join(self._lines)

        def any_line_contains(self, substr):
            return any(substr in line for line in self._lines)

        def __getitem__(self, index):
            if isinstance(index, slice):
                return self.__class__(self._lines[index])
            return self._lines[index].rstrip(os.linesep)

        def __len__(self):
            return len(self._lines)

        def __str__(self):
            return self.text
