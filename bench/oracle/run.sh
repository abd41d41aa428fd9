#!/bin/sh
# Random-program oracle benchmark: N random C programs (default 200, $1 overrides) with a
# fresh seed, each checked at LP64 and ILP32; prints a report of agreement and cbounds'
# time (encoding vs solving, CNF size). See README.md.
#
# Environment: CBOUNDS (default build/bin/cbounds), CLANG (default clang-19), SEED
# (default: from the clock), JOBS (default: the number of CPUs), OUT (default: a new
# directory under /tmp; failing programs stay there), ORACLE_ARGS (more options for
# gen_c.py, e.g. "--floats" or "--pin 0").
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
n=${1:-200}
cbounds=${CBOUNDS:-$root/build/bin/cbounds}
clang=${CLANG:-clang-19}
seed=${SEED:-$(date +%s)}
jobs=${JOBS:-$(nproc 2>/dev/null || echo 2)}
out=${OUT:-$(mktemp -d /tmp/cbounds-oracle.XXXXXX)}
mkdir -p "$out" || exit 2

if [ ! -x "$cbounds" ]; then
  echo "run.sh: no cbounds at $cbounds (build it, or set CBOUNDS)" >&2
  exit 2
fi
echo "oracle benchmark: $n programs, seed $seed, $jobs jobs, cbounds $cbounds ($("$cbounds" --version 2>/dev/null | head -n 1))"
echo "files of failing programs: $out"
# shellcheck disable=SC2086
python3 "$root/lit-tests/oracle/gen_c.py" --seed "$seed" -n "$n" --m32 --jobs "$jobs" \
  --cbounds "$cbounds" --clang "$clang" --out "$out" --report --quiet ${ORACLE_ARGS:-} \
  > "$out/log.txt"
status=$?
# The report: failures (with their details) and the summary.
cat "$out/log.txt"
echo "full log: $out/log.txt; per-run data: $out/results.json"
exit $status
