#!/usr/bin/env bash
# Runs cbounds --stats on every C program of the lit suite (default options plus the
# first --unwind a RUN line gives) and prints the largest ones: encoding vs solving time
# and CNF size. Usage: bench/lit-stats/run.sh [CBOUNDS] [COUNT]
set -uo pipefail
cd "$(dirname "$0")/../.."
cbounds=${1:-build/bin/cbounds}
count=${2:-12}
rows=$(mktemp)
for f in $(find lit-tests -name '*.c' | sort); do
  grep -q NOT-COMPILABLE "$f" && continue
  unwind=$(grep -o -- '--unwind[ =][0-9]*' "$f" | head -1 | grep -o '[0-9]*$')
  out=$("$cbounds" "$f" --stats --timeout 60 ${unwind:+--unwind $unwind} 2>/dev/null)
  verdict=$(echo "$out" | head -1 | cut -d: -f1)
  enc=$(echo "$out" | sed -n 's/^stats: encoding \([0-9.]*\) s/\1/p')
  sol=$(echo "$out" | sed -n 's/^stats: solving \([0-9.]*\) s/\1/p')
  vars=$(echo "$out" | sed -n 's/^stats: CNF \([0-9]*\) variables.*/\1/p')
  cls=$(echo "$out" | sed -n 's/^stats: CNF [0-9]* variables, \([0-9]*\) clauses/\1/p')
  aig=$(echo "$out" | sed -n 's/^stats: AIG \([0-9]*\) nodes.*/\1/p')
  echo "${enc:-0} ${sol:-0} ${aig:-0} ${vars:-0} ${cls:-0} $verdict $f" >> "$rows"
done
printf '%-52s %-8s %9s %9s %10s %9s %10s\n' program verdict encode_s solve_s aig_nodes cnf_vars clauses
sort -k1,1 -g -r "$rows" | awk '{t=$1+$2; print t, $0}' | sort -g -r | head -"$count" |
  while read -r _ enc sol aig vars cls verdict f; do
    printf '%-52s %-8s %9s %9s %10s %9s %10s\n' "${f#lit-tests/}" "$verdict" "$enc" "$sol" "$aig" "$vars" "$cls"
  done
rm -f "$rows"
