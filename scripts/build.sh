#!/usr/bin/env bash
# Configures and builds cbounds.
#   scripts/build.sh              release build in build/        (build/bin/cbounds)
#   scripts/build.sh --sanitize   ASan + UBSan build in build-sanitize/
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ ${1:-} == --sanitize ]]; then
  build=build-sanitize; flags=(-DCBOUNDS_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug)
else
  build=build; flags=(-DCMAKE_BUILD_TYPE=RelWithDebInfo)
fi
cmake -S . -B "$build" "${flags[@]}" >/dev/null
cmake --build "$build" -j"$(nproc)"
