# lit configuration for the cbounds suite (LLVM 19's lit).
# Run through the site configuration in the build tree: lit BUILD/lit-tests
import os
import shutil
import lit.formats

config.name = "cbounds"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".c", ".i", ".ll", ".test"]
config.excludes = ["Inputs", "tools", "lit.cfg.py", "lit.site.cfg.py.in"]
config.test_source_root = os.path.dirname(__file__)
# lit runs the slowest tests first by the times of the last run in the build tree, and
# in a fresh build tree (CI) by lit-tests/.lit_test_times.txt, a copy of such a file:
# without it the two random thread oracles (about 100 s each) started late and the
# plain run took 643 s instead of 586 s on 2 cores. Refresh it with
#   sort -k2 build/lit-tests/.lit_test_times.txt > lit-tests/.lit_test_times.txt
config.test_exec_root = os.path.join(config.cbounds_obj_root, "lit-tests")

tools = config.llvm_tools_dir
here = os.path.dirname(__file__)
# %cbounds: cbounds, with every UNSAFE counterexample replayed natively (docs/replay.md;
# tools/cbounds-replay-all; CBOUNDS_REPLAY_ALL=0 in the environment turns that off).
config.substitutions.append(("%cbounds-bin", config.cbounds_bin))
# %cbounds is the bounded check alone (the wrapper puts --no-deepen first: the static proof,
# iterative K and one check at the given bounds), so that a SAFE or UNKNOWN is that check's
# and a test does not spend the default strategy's whole budget deepening; a test of the
# default strategy runs %cbounds-bin, or gives --deepen (a later option overrides).
config.substitutions.append(("%cbounds", os.path.join(here, "tools", "cbounds-replay-all")))
config.environment["CBOUNDS_BIN"] = config.cbounds_bin
# The sanitizer run replays nothing by itself: a trace is the same in both builds, the
# plain run replays every one, and replaying (a native build with AddressSanitizer per
# UNSAFE verdict) was about half of the sanitizer run's time. The tests that ask for --replay
# still run it, sanitized.
if config.sanitized:
    config.environment["CBOUNDS_REPLAY_ALL"] = "0"
for name in ("CBOUNDS_REPLAY_ALL", "CBOUNDS_REPLAY_LOG"):
    if name in os.environ:
        config.environment[name] = os.environ[name]
config.substitutions.append(("%clang", os.path.join(tools, "clang")))
config.substitutions.append(("%opt", os.path.join(tools, "opt")))
config.substitutions.append(("%plugin", config.seq_plugin))
config.substitutions.append(("%unit", config.unit_tests_dir))
# %expect CODE CMD...: runs CMD, passes its output on, fails unless it exits with CODE.
config.substitutions.append(("%expect", os.path.join(here, "tools", "expect-exit")))
config.substitutions.append(("%python", "python3"))
# %chromium: headless Chromium for the HTML timeline's tests (tools/headless-chromium);
# they are UNSUPPORTED only where Debian's chromium is not installed (CI installs it).
config.substitutions.append(("%chromium", os.path.join(here, "tools", "headless-chromium")))
if shutil.which("chromium"):
    config.available_features.add("chromium")
# %src-root: the source tree (scripts/check-layers.py reads it).
config.substitutions.append(("%src-root", config.cbounds_src_root))
# slurm: Debian's Slurm and munge are installed, so bench/slurm-campaign.test can start a
# one-node cluster (bench/svcomp/slurm-localhost.sh).
if all(os.access(os.path.join(d, t), os.X_OK) for t, d in (
        ("munged", "/usr/sbin"), ("slurmctld", "/usr/sbin"), ("slurmd", "/usr/sbin"),
        ("sbatch", "/usr/bin"), ("squeue", "/usr/bin"))):
    config.available_features.add("slurm")
config.environment["PATH"] = os.pathsep.join([tools, config.environment.get("PATH", os.environ.get("PATH", ""))])

# %oracle-share: which of the random oracles' programs this run checks. The sanitizer
# run takes every second one: it is there for memory errors and undefined behaviour,
# which half the programs exercise as well, and the plain run checks all of them for
# agreement (this keeps CI under 20 minutes).
config.substitutions.append(("%oracle-share", "--every 2" if config.sanitized else "--every 1"))
if config.sanitized:
    config.available_features.add("sanitized")
    # LLVM keeps some of its global state alive until exit; report only our own leaks.
    config.environment["ASAN_OPTIONS"] = "detect_leaks=1:abort_on_error=0:exitcode=66"
    config.environment["LSAN_OPTIONS"] = "suppressions=" + os.path.join(here, "tools", "lsan.supp")
    config.environment["UBSAN_OPTIONS"] = "print_stacktrace=1:halt_on_error=1:exitcode=67"
