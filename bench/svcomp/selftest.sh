#!/usr/bin/env bash
# Self-test of bench/svcomp/run.py without the real checker: makes a tiny SV-COMP-style task
# folder and a fake "cbounds" (a shell script whose behaviour each task's input file names:
# an exit code, a sleep past the time limit, an allocation past the memory limit, a crash,
# a verdict depending on -K...), runs the runner on it and checks the tables, the limits,
# --race-option, --filter, --check-monotonic, --compare and the subproperty of
# valid-memsafety. About 15 s.
# Usage: bench/svcomp/selftest.sh   (exit status 0 when every check passed)
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
run="$here/run.py"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tasks="$tmp/tasks"
export FAKE_STATE="$tmp/state"
mkdir -p "$tasks"/{alpha,beta,gamma,properties} "$FAKE_STATE"
: > "$tasks/properties/unreach-call.prp"
: > "$tasks/properties/no-data-race.prp"

# --- the fake checker ---------------------------------------------------------------
fake="$tmp/fake-cbounds"
cat > "$fake" <<'EOF'
#!/usr/bin/env bash
# Fake cbounds: does what the line "// FAKE: MODE" of its input file says.
if [[ ${1:-} == --version ]]; then echo "fake-cbounds 0"; exit 0; fi
file=$1; shift
k=2; race=0; dm=; witness=; property=
while (($#)); do
  case $1 in
    -K) k=$2; shift ;;
    --witness) witness=$2; shift ;;
    --race) race=1 ;;
    --property) [[ $2 == no-data-race ]] && race=1; property=$2; shift ;;
    --32|--64) dm=$1 ;;
  esac
  shift
done
mode=$(sed -n 's|^// FAKE: ||p' "$file")
if [[ -n ${FAKE_SHIFT:-} ]]; then   # a second "version" of the checker, for --compare
  case $mode in
    safe) mode=unknown ;;
    unsafe) mode=slow-unsafe ;;
  esac
fi
case $mode in
  safe) echo "SAFE: no error found within the bounds"; exit 0 ;;
  unsafe) [[ -n $witness ]] && echo "- entry_type: violation_sequence" > "$witness"
    echo "UNSAFE: reach_error() called"; exit 10 ;;
  slow-unsafe)
    python3 -c 'import time
t = time.process_time()
while time.process_time() - t < 1.6: pass'
    echo "UNSAFE: reach_error() called"; exit 10 ;;
  unknown) echo "UNKNOWN: threads not supported yet"; exit 20 ;;
  self-timeout) echo "UNKNOWN: timeout after 1.5 s"; exit 20 ;;
  sleep)   # ignores SIGTERM and leaves a grandchild: only a kill of the group ends it
    trap '' TERM
    sleep 60 & echo $! > "$FAKE_STATE/grandchild.pid"
    wait; exit 0 ;;
  memory) exec python3 -c 'b = bytearray(8 << 30); print("SAFE")' ;;
  input-error) echo "cbounds: error: $file: does not compile" >&2; exit 2 ;;
  crash) kill -SEGV $$ ;;
  race) if ((race)); then echo "UNSAFE: data race"; exit 10; else echo "SAFE"; exit 0; fi ;;
  want32) [[ $dm == --32 ]] && { echo SAFE; exit 0; }; echo "no --32" >&2; exit 2 ;;
  want64) [[ $dm == --64 ]] && { echo SAFE; exit 0; }; echo "no --64" >&2; exit 2 ;;
  mono-contradiction) if ((k == 1)); then echo UNSAFE; exit 10; else echo SAFE; exit 0; fi ;;
  mono-lost) if ((k == 1)); then echo UNSAFE; exit 10; else echo UNKNOWN; exit 20; fi ;;
  mono-resource) if ((k == 1)); then echo UNSAFE; exit 10; else echo "UNKNOWN: timeout after 1.5 s"; exit 20; fi ;;
  mono-fine) if ((k >= 2)); then echo UNSAFE; exit 10; else echo SAFE; exit 0; fi ;;
  deref|free) [[ $property == valid-memsafety ]] || { echo "no --property" >&2; exit 2; }
    echo "UNSAFE: some memory error at x.c:3 [valid-$mode]"; exit 10 ;;
esac
echo "fake: no mode in $file" >&2
exit 3
EOF
chmod +x "$fake"

# task FOLDER NAME MODE DATA_MODEL PROPERTY=VERDICT...
task() {
  local folder=$1 name=$2 mode=$3 dm=$4
  shift 4
  printf '// FAKE: %s\nint main(void) { return 0; }\n' "$mode" > "$tasks/$folder/$name.i"
  {
    echo "format_version: '2.0'"
    echo "# a comment"
    echo "input_files: '$name.i'"
    echo
    echo "properties:"
    for p in "$@"; do
      echo "  - property_file: ../properties/${p%%=*}.prp"
      echo "    expected_verdict: ${p#*=}"
    done
    echo "  - property_file: ../properties/termination.prp"
    echo "    expected_verdict: true"
    echo
    echo "options:"
    echo "  language: C"
    echo "  data_model: $dm"
  } > "$tasks/$folder/$name.yml"
}
task alpha ct safe ILP32 unreach-call=true
task alpha cf unsafe ILP32 unreach-call=false
task alpha wt safe ILP32 unreach-call=false
task alpha wf unsafe ILP32 unreach-call=true
task alpha dm32 want32 ILP32 unreach-call=true
task alpha dm64 want64 LP64 unreach-call=true
task beta unk unknown ILP32 unreach-call=true
task beta sleeper sleep ILP32 unreach-call=true
task beta selfto self-timeout ILP32 unreach-call=true
task beta mem memory ILP32 unreach-call=false
task beta err input-error ILP32 unreach-call=true
task beta crash crash ILP32 unreach-call=true
task beta race race ILP32 unreach-call=true no-data-race=false
task gamma contra mono-contradiction ILP32 unreach-call=false no-data-race=true
task gamma lost mono-lost ILP32 unreach-call=false
task gamma fine mono-fine ILP32 unreach-call=false
task gamma slow mono-resource ILP32 unreach-call=false
# valid-memsafety, false with subproperty valid-deref: a FALSE naming another is wrong
memtask() {  # memtask NAME MODE
  printf '// FAKE: %s\nint main(void) { return 0; }\n' "$2" > "$tasks/delta/$1.i"
  printf "format_version: '2.0'\ninput_files: '%s.i'\nproperties:\n  - property_file: ../properties/valid-memsafety.prp\n    expected_verdict: false\n    subproperty: valid-deref\noptions:\n  language: C\n  data_model: ILP32\n" "$1" > "$tasks/delta/$1.yml"
}
mkdir -p "$tasks/delta"
memtask right deref
memtask other free

pass=0
fail=0
check() {  # check DESCRIPTION COMMAND...
  local what=$1
  shift
  if "$@"; then
    pass=$((pass + 1))
    echo "ok   $what"
  else
    fail=$((fail + 1))
    echo "FAIL $what"
  fi
}
row() {  # row SUMMARY FOLDER: the table row of FOLDER without its CPU time
  awk -v f="$2" '$1 == f { NF--; print }' "$1" | head -1 | tr -s ' '
}
json_get() {  # json_get FILE PYTHON-EXPRESSION-ON-doc
  python3 -c 'import json, sys; doc = json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$1" "$2"
}
common=(--cbounds "$fake" --timeout 3 --memory 1G -q)

# --- 1: every outcome, limits, --filter, -j ------------------------------------------
"$run" "$tasks" "${common[@]}" -j 2 --filter '^(alpha|beta)/' --race-option= --out "$tmp/r1" > "$tmp/r1.txt" 2> "$tmp/r1.err"
status=$?
check "a wrong verdict makes the exit status 1" test "$status" = 1
#                                       tasks ok-t ok-f W-t W-f unk t/o mem err score max
check "alpha row" test "$(row "$tmp/r1/summary.txt" alpha)" = "alpha 6 3 1 1 1 0 0 0 0 -41 10"
check "beta row" test "$(row "$tmp/r1/summary.txt" beta)" = "beta 8 1 0 0 0 2 2 1 2 2 14"
check "total row" test "$(row "$tmp/r1/summary.txt" all)" = "all 14 4 1 1 1 2 2 1 2 -39 24"
check "wrong verdicts listed at the end" \
  grep -q -e "WRONG-TRUE alpha/wt unreach-call" "$tmp/r1.txt"
check "wrong-false listed" grep -q -e "WRONG-FALSE alpha/wf unreach-call" "$tmp/r1.txt"
check "no-data-race not run with an empty --race-option" \
  test "$(json_get "$tmp/r1/results.json" '[r["status"] for r in doc["results"] if r["property"] == "no-data-race"]')" = "['not-run']"
check "ILP32 -> --32 and LP64 -> --64" \
  test "$(json_get "$tmp/r1/results.json" '[r["outcome"] for r in doc["results"] if r["task"].startswith("dm")]')" = "['correct-true', 'correct-true']"
check "the sleeper is killed at the limit (SIGTERM ignored -> SIGKILL)" \
  python3 -c 'import json, sys
r = [r for r in json.load(open(sys.argv[1]))["results"] if r["task"] == "sleeper"][0]
sys.exit(not (r["status"] == "timeout" and 2.9 < r["wall_s"] < 6))' "$tmp/r1/results.json"
gc=$(cat "$FAKE_STATE/grandchild.pid" 2>/dev/null)
grandchild_gone() {  # the pid may be reused: only a live "sleep 60" counts
  [[ -n $gc ]] || return 1
  ! { [[ -r /proc/$gc/cmdline ]] && tr '\0' ' ' < "/proc/$gc/cmdline" | grep -q '^sleep 60' &&
      ! grep -q '^[^)]*) Z' "/proc/$gc/stat"; } 2>/dev/null
}
check "its grandchild is killed too (process group)" grandchild_gone
check "cbounds' own timeout counts as timeout" \
  test "$(json_get "$tmp/r1/results.json" '[r["status"] for r in doc["results"] if r["task"] == "selfto"][0]')" = timeout
check "the memory limit gives memout" \
  test "$(json_get "$tmp/r1/results.json" '[r["status"] for r in doc["results"] if r["task"] == "mem"][0]')" = memout
check "cbounds gets --timeout below the limit" \
  grep -q -- "--32 --timeout 1.5" "$tmp/r1/logs/alpha/ct.unreach-call.log"
check "CSV has a row per run" test "$(($(wc -l < "$tmp/r1/results.csv") - 1))" = 14
check "JSON summary agrees" \
  test "$(json_get "$tmp/r1/results.json" 'doc["summary"]["cbounds"]["all"]["score"]')" = -39
if command -v gnuplot > /dev/null; then
  check "quantile plot as SVG and PNG" test -s "$tmp/r1/quantile.svg" -a -s "$tmp/r1/quantile.png"
else
  check "plots skipped with a note without gnuplot" grep -q "plots skipped: gnuplot not found" "$tmp/r1.txt"
fi
check "progress/wrong lines on stderr" grep -q "^WRONG wrong-true: alpha/wt" "$tmp/r1.err"

# --- 2: --race-option and options after -- --------------------------------------------
"$run" "$tasks" "${common[@]}" --filter 'beta/race' --race-option=--race --out "$tmp/r2" -- --unwind 3 > "$tmp/r2.txt" 2>&1
status=$?
check "no wrong verdict: exit status 0" test "$status" = 0
check "race task scored with --race" test "$(row "$tmp/r2/summary.txt" beta)" = "beta 2 1 1 0 0 0 0 0 0 3 3"
check "options after -- reach cbounds" grep -q -- "--race --unwind 3" "$tmp/r2/logs/beta/race.no-data-race.log"
"$run" "$tasks" "${common[@]}" --filter 'beta/race' --property no-data-race --out "$tmp/r2d" > "$tmp/r2d.txt" 2>&1
check "no-data-race runs with --property no-data-race by default" \
  grep -q -- "--property no-data-race" "$tmp/r2d/logs/beta/race.no-data-race.log"
check "--property keeps only that property's runs" \
  test "$(json_get "$tmp/r2d/results.json" '[(r["property"], r["outcome"]) for r in doc["results"]]')" = "[('no-data-race', 'correct-false')]"

# --- 2m: valid-memsafety and its subproperty --------------------------------------------
"$run" "$tasks" "${common[@]}" --filter '^delta/' --out "$tmp/r2m" > "$tmp/r2m.txt" 2>&1
check "valid-memsafety: the right subproperty is correct, another is wrong" \
  test "$(json_get "$tmp/r2m/results.json" '[(r["task"], r["outcome"], r["reported_subproperty"]) for r in doc["results"]]')" = "[('other', 'wrong-false', 'valid-free'), ('right', 'correct-false', 'valid-deref')]"

# --- 3: --check-monotonic --------------------------------------------------------------
"$run" "$tasks" "${common[@]}" -j 2 --filter '^gamma/' --check-monotonic 3,1,2 --out "$tmp/r3" > "$tmp/r3.txt" 2>&1
status=$?
check "monotonicity violations make the exit status 1" test "$status" = 1
check "only unreach-call, at each K" test "$(json_get "$tmp/r3/results.json" 'len(doc["results"])')" = 12
check "each K exactly: no --deepen in the monotonicity runs" \
  bash -c "grep -q -- '-K 2' '$tmp/r3/logs/gamma/fine.unreach-call.K2.log' && ! grep -q -- '--deepen' '$tmp/r3/logs/gamma/fine.unreach-call.K2.log'"
check "contradiction found" grep -q "^  gamma/contra unreach-call: UNSAFE at K=1, SAFE at K=2,3" "$tmp/r3.txt"
check "lost bug found" grep -q "^  gamma/lost unreach-call: UNSAFE at K=1, UNKNOWN at K=2,3" "$tmp/r3.txt"
check "counts: 2 violations, 1 contradiction (one per task)" \
  test "$(json_get "$tmp/r3/results.json" '(len(doc["monotonic"]["violations"]), len(doc["monotonic"]["contradictions"]))')" = "(2, 1)"
check "a timeout at a larger K is listed apart" \
  grep -q "^  gamma/slow unreach-call: UNSAFE at K=1, TIMEOUT at K=2,3" "$tmp/r3.txt"
check "a bug appearing at a larger K is fine" bash -c "! grep -q '^  gamma/fine' '$tmp/r3.txt'"
check "task x K table" grep -Eq "^gamma/fine +false +SAFE! [0-9.]+s +UNSAFE [0-9.]+s +UNSAFE [0-9.]+s" "$tmp/r3.txt"

# --- 4: --compare ---------------------------------------------------------------------
FAKE_SHIFT=1 "$run" "$tasks" "${common[@]}" --timeout 30 --filter '^alpha/' --compare "$tmp/r1/results.json" --out "$tmp/r4" > "$tmp/r4.txt" 2>&1
check "status change listed" grep -Eq "^  status -2 +alpha/ct unreach-call: correct-true .* -> unknown" "$tmp/r4.txt"
check "time change listed" grep -Eq "^  slower +alpha/cf unreach-call: correct-false" "$tmp/r4.txt"
check "unchanged tasks not listed" bash -c "! grep -q 'alpha/dm32 ' '$tmp/r4.txt'"
check "exactly 4 changes (ct, wt: status; cf, wf: slower)" grep -q "^changed tasks .*: 4$" "$tmp/r4.txt"

# --- 5: --witnesses -------------------------------------------------------------------
"$run" "$tasks" "${common[@]}" --filter '^alpha/' --witnesses --out "$tmp/r5" > "$tmp/r5.txt" 2>&1
check "--witnesses: a witness per UNSAFE run" test -s "$tmp/r5/witnesses/alpha/cf.unreach-call.yml"
check "--witnesses: none for SAFE" test ! -e "$tmp/r5/witnesses/alpha/ct.unreach-call.yml"
check "--witnesses: the JSON names it" test "$(json_get "$tmp/r5/results.json" \
  '[r["witness"] for r in doc["results"] if r["task"] == "cf"][0]')" = "witnesses/alpha/cf.unreach-call.yml"

echo "selftest: $pass passed, $fail failed"
if ((fail)); then
  for f in r1 r2 r2m r3 r4 r5; do echo "--- $f"; cat "$tmp/$f.txt"; done
  exit 1
fi
