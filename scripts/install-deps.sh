#!/usr/bin/env bash
# Installs the Debian packages cbounds needs, and only those that are missing.
# Idempotent: a second run installs nothing. Used by the README and by .ci/run.
set -euo pipefail

packages=(
  build-essential cmake python3 python3-psutil   # psutil: per-test time limits in lit
  python3-yaml            # the witness tests parse the YAML of --witness (lit-tests/witness)
  llvm-19-dev clang-19 llvm-19-tools libclang-rt-19-dev
  libcadical-dev libcjson-dev
  nettle-dev              # SHA-256 of the program for the witness's input_file_hashes (driver/witness_input.c)
  libyaml-dev             # libyaml's emitter writes the YAML of --witness (driver/witness.c)
  gcc-multilib            # 32-bit (ILP32) headers and libraries: SV-COMP tasks are ILP32
  qemu-user               # runs i386 test programs where the kernel cannot (lit-tests/oracle/native.py)
  gnuplot-nox             # quantile plots of the SV-COMP benchmark runner (bench/svcomp)
  python3-jsonschema      # checks --json reports against docs/cbounds-report.schema.json and
                          # --sarif logs against the OASIS SARIF schema (lit)
  chromium                # renders --html's timeline headless (lit-tests/driver/html-timeline.test)
  slurm-wlm munge         # a one-node Slurm cluster for run.py --slurm (lit-tests/bench/slurm-campaign.test)
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
done

if ((${#missing[@]} == 0)); then
  echo "install-deps: all packages present"
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
sudo=""
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null || { echo "install-deps: need root or sudo to install ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
