#!/usr/bin/env bash
# bench/svcomp/run.py --slurm on a one-node Slurm cluster started here
# (bench/svcomp/slurm-localhost.sh): a campaign of 6 SV-COMP tasks (7 runs) gives the same
# verdicts, scores and table as a local run of the same tasks; an interrupted campaign
# resumes without rerunning what is done; a different campaign in the same --out is refused;
# an element that dies without a result gives an error row, and the same command reruns it;
# held elements are not waited for.
# The cluster is stopped on every exit (trap).
#   slurm-campaign.sh CBOUNDS TMPDIR [MEMORY]   (MEMORY: run.py's --memory, default 2G)
set -euo pipefail
cbounds=$1
tmp=$2
memory=${3:-2G}
repo=$(cd "$(dirname "$0")/../../.." && pwd)
# No step may hang the test: a run.py that has not finished after 2 minutes is killed, and
# the trap then stops the cluster (with its jobs).
run() { timeout -k 5 120 "$repo/bench/svcomp/run.py" "$@"; }
tasks=$repo/lit-tests/inputs/svcomp

# The cluster lives in a short folder of its own: Unix socket paths (slurmd's, munged's) end
# at 107 bytes, which a build tree's path can pass. $tmp/cluster-dir names it, so that a
# cluster left by a run that was killed (lit's timeout: no trap runs) is stopped now.
if [[ -f $tmp/cluster-dir ]]; then
  old=$(cat "$tmp/cluster-dir")
  "$repo/bench/svcomp/slurm-localhost.sh" stop "$old" || true
  rm -rf "$old"
fi
rm -rf "$tmp"
mkdir -p "$tmp"
cluster=$(mktemp -d /tmp/cbslurm.XXXXXX)
echo "$cluster" > "$tmp/cluster-dir"
trap '"$repo/bench/svcomp/slurm-localhost.sh" stop "$cluster"; rm -rf "$cluster" "$tmp/cluster-dir"' EXIT
# MaxArraySize 4: the 7 runs go as two arrays (plan indices 0-3, and 4-6 as 0-2 with offset 4).
eval "$("$repo/bench/svcomp/slurm-localhost.sh" start "$cluster" 2 4)"
echo "cluster up: $SLURM_CONF"

# One bounded check per run (no deepening, no random schedule search), each well under a
# second, so that no verdict depends on the machine's speed or load; 20 s is a backstop.
common=(--cbounds "$cbounds" --timeout 20 --memory "$memory" -q)
bounded=(-- --no-deepen --max-rounds 2)

echo "== local run"
run "${common[@]}" -j 2 --out "$tmp/local" "$tasks" "${bounded[@]}" > "$tmp/local.txt"

echo "== the same campaign on Slurm"
run "${common[@]}" --slurm --slurm-poll 0.5 --out "$tmp/slurm" "$tasks" "${bounded[@]}" > "$tmp/slurm.txt" 2> "$tmp/slurm.err"
cat "$tmp/slurm.err"
grep -q '^slurm: 7 runs, 0 done before, 7 to submit' "$tmp/slurm.err"
grep -q -- "--array=0-3 .* 0$" "$tmp/slurm/slurm/jobs.txt"
grep -q -- "--array=0-2 .* 4$" "$tmp/slurm/slurm/jobs.txt"
ls "$tmp/slurm/slurm/parts" | sort -n | tr '\n' ' '; echo
[[ $(ls "$tmp/slurm/slurm/parts" | wc -l) == 7 ]]

# Same runs, verdicts, outcomes, scores and exit codes; same table but for the CPU column.
compare() {
  python3 - "$1" "$2" <<'EOF'
import json, sys
a, b = (json.load(open(p + "/results.json")) for p in sys.argv[1:3])
key = lambda r: (r["folder"], r["task"], r["property"])
fields = ("expected", "status", "outcome", "score", "exit_code", "signal", "command")
ra = {key(r): tuple(r[f] for f in fields) for r in a["results"]}
rb = {key(r): tuple(r[f] for f in fields) for r in b["results"]}
assert len(ra) == 7 and ra == rb, (ra, rb)
slurm_rows = [r for r in b["results"] if r.get("slurm_job")]
assert len(slurm_rows) == 7, "every row comes from an array element"
for row in b["results"]:
    print("%-24s %-13s %-6s %s" % (row["task"], row["property"], row["status"], row["outcome"]))
sa, sb = a["summary"], b["summary"]
strip = lambda s: json.dumps(s, sort_keys=True)
# the summary without CPU times
def no_cpu(x):
    if isinstance(x, dict):
        return {k: no_cpu(v) for k, v in x.items() if not k.startswith("cpu")}
    if isinstance(x, list):
        return [no_cpu(v) for v in x]
    return x
assert no_cpu(sa) == no_cpu(sb), (strip(sa), strip(sb))
print("same results")
EOF
}
compare "$tmp/local" "$tmp/slurm"
# The tables print the same but for the cpu(s) column (the last).
table() { sed -n '/^folder/,/^$/p' "$1" | awk 'NF {NF--} {print}'; }
diff <(table "$tmp/local.txt") <(table "$tmp/slurm.txt")
table "$tmp/slurm.txt"
for f in results.csv results.json summary.txt; do [[ -s $tmp/slurm/$f ]]; done
[[ $(find "$tmp/slurm/logs" -name '*.log' | wc -l) == 7 ]]

echo "== resume: two results lost, the other five are not run again"
rm "$tmp/slurm/slurm/parts/1.json" "$tmp/slurm/slurm/parts/4.json"
before=$(stat -c %Y "$tmp/slurm/slurm/parts/0.json")
run "${common[@]}" --slurm --slurm-poll 0.5 --out "$tmp/slurm" "$tasks" "${bounded[@]}" > "$tmp/resume.txt" 2> "$tmp/resume.err"
cat "$tmp/resume.err"
grep -q '^slurm: 7 runs, 5 done before, 2 to submit' "$tmp/resume.err"
# index 1 in the first array, index 4 as element 0 of an array with offset 4
[[ $(sed -n 3p "$tmp/slurm/slurm/jobs.txt") == *--array=1\ *\ 0 ]]
[[ $(sed -n 4p "$tmp/slurm/slurm/jobs.txt") == *--array=0\ *\ 4 ]]
[[ $(stat -c %Y "$tmp/slurm/slurm/parts/0.json") == "$before" ]]
compare "$tmp/local" "$tmp/slurm"

echo "== resume of a finished campaign: nothing submitted, the same results"
run "${common[@]}" --slurm --out "$tmp/slurm" "$tasks" "${bounded[@]}" > /dev/null 2> "$tmp/again.err"
grep -q '^slurm: 7 runs, 7 done before, 0 to submit' "$tmp/again.err"
[[ $(wc -l < "$tmp/slurm/slurm/jobs.txt") == 4 ]]
compare "$tmp/local" "$tmp/slurm"

echo "== another campaign in the same --out is refused"
status=0
run --cbounds "$cbounds" --timeout 10 --memory "$memory" -q --slurm --out "$tmp/slurm" "$tasks" "${bounded[@]}" \
  > /dev/null 2> "$tmp/other.err" || status=$?
cat "$tmp/other.err"
[[ $status == 2 ]]
grep -q 'holds another campaign (timeout: 20.0 then, 10.0 now)' "$tmp/other.err"

echo "== --slurm-no-wait submits and returns; the same command then collects"
run "${common[@]}" --slurm --slurm-no-wait --filter 'singleton-b|stack-2' --out "$tmp/nowait" "$tasks" "${bounded[@]}" \
  > /dev/null 2> "$tmp/nowait.err"
grep -q 'not waiting' "$tmp/nowait.err"
run "${common[@]}" --slurm --slurm-poll 0.5 --filter 'singleton-b|stack-2' --out "$tmp/nowait" "$tasks" "${bounded[@]}" \
  > "$tmp/nowait.txt" 2> "$tmp/nowait2.err"
cat "$tmp/nowait2.err"
grep -E -q '^slurm: 2 runs, [0-2] done before, 0 to submit' "$tmp/nowait2.err"
grep -q 'wrong verdicts: none' "$tmp/nowait.txt"
python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert [r["outcome"] for r in d["results"]] == ["correct-false"] * 2, d["results"]' "$tmp/nowait/results.json"
echo "== an element that dies without a result: an error row; the same command reruns it"
fake=$tmp/dying-cbounds
printf '#!/bin/sh\n[ "$1" = --version ] && exec %q --version\nkill -9 $PPID\n' "$cbounds" > "$fake"
chmod +x "$fake"
run --cbounds "$fake" --timeout 20 --memory "$memory" -q --slurm --slurm-poll 0.5 --filter lazy01 \
  --out "$tmp/dying" "$tasks" > "$tmp/dying.txt" 2> "$tmp/dying.err"
python3 -c '
import json, sys
rows = json.load(open(sys.argv[1]))["results"]
assert [r["status"] for r in rows] == ["error"] * 2, rows
assert all("no result from its Slurm array element" in r["message"] for r in rows), rows
' "$tmp/dying/results.json"
printf '#!/bin/sh\nexec %q "$@"\n' "$cbounds" > "$fake"
run --cbounds "$fake" --timeout 20 --memory "$memory" -q --slurm --slurm-poll 0.5 --filter lazy01 \
  --out "$tmp/dying" "$tasks" > "$tmp/dying2.txt" 2> "$tmp/dying2.err"
cat "$tmp/dying2.err"
grep -q '^slurm: 2 runs, 0 done before, 2 to submit' "$tmp/dying2.err"
python3 -c '
import json, sys
rows = json.load(open(sys.argv[1]))["results"]
assert [r["outcome"] for r in rows] == ["correct-false", "correct-true"], rows
' "$tmp/dying/results.json"
echo "== held elements (here sbatch --hold; a launch that fails is held too) are not waited for"
run "${common[@]}" --slurm --slurm-poll 0.5 --slurm-option=--hold --filter stack-2 --out "$tmp/held" \
  "$tasks" "${bounded[@]}" > "$tmp/held.txt" 2> "$tmp/held.err"
cat "$tmp/held.err"
grep -q '^slurm: 1 elements are held by Slurm' "$tmp/held.err"
grep -q 'no result from its Slurm array element' "$tmp/held/results.csv"
run "${common[@]}" --slurm --slurm-poll 0.5 --filter stack-2 --out "$tmp/held" \
  "$tasks" "${bounded[@]}" > "$tmp/held2.txt" 2> "$tmp/held2.err"
grep -q '^slurm: 1 runs, 0 done before, 1 to submit' "$tmp/held2.err"
grep -q 'correct-false' "$tmp/held/results.csv"
echo "slurm-campaign: all checks passed"
