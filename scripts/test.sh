#!/usr/bin/env bash
# Builds cbounds and runs every test: the lit suite (which also runs the unit tests).
#   scripts/test.sh              normal build in build/
#   scripts/test.sh --sanitize   AddressSanitizer + UBSan build in build-sanitize/
# Prints a closing line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

mode=normal build=build
if [[ ${1:-} == --sanitize ]]; then
  mode=sanitize build=build-sanitize
fi
scripts/build.sh "$@" || exit 1

lit=/usr/lib/llvm-19/build/utils/lit/lit.py
out=$(mktemp)
# Debian's python3 has psutil (installed by install-deps.sh), which lit needs to stop a
# test that runs too long: a hung test fails instead of hanging CI.
/usr/bin/python3 "$lit" -v --no-progress-bar --timeout 300 "$build/lit-tests" 2>&1 | tee "$out"
status=${PIPESTATUS[0]}
passed=$(grep -Eo '^ *Passed *: *[0-9]+' "$out" | grep -Eo '[0-9]+$' || echo 0)
failed=0
for n in $(grep -Eo '^ *(Failed|Unresolved|Timed Out|Unexpectedly Passed) *: *[0-9]+' "$out" | grep -Eo '[0-9]+$'); do
  failed=$((failed + n))
done
rm -f "$out"
echo "$mode: ${passed:-0} passed, $failed failed"
exit "$status"
