#!/usr/bin/env bash
# A single-node Slurm cluster on this machine, for testing `run.py --slurm` (and for trying a
# campaign without a cluster). Needs root and Debian's slurmctld, slurmd, slurm-client and
# munge (scripts/install-deps.sh).
#
#   bench/svcomp/slurm-localhost.sh start DIR [CPUS [MAX_ARRAY_SIZE]]
#                                                      start munged, slurmctld and slurmd with
#                                                      everything (key, config, state, logs,
#                                                      sockets) under DIR; prints the line
#                                                      `export SLURM_CONF=DIR/slurm.conf`
#   bench/svcomp/slurm-localhost.sh stop DIR           stop them (by the pids in DIR)
#
# Nothing outside DIR is touched: its own munge key and socket, free TCP ports picked at
# start, so it runs beside a real munged or Slurm installation. The node offers CPUS cpus
# (default: min(2, nproc)), so at most that many array elements run at once, and 3/4 of the
# physical memory. MAX_ARRAY_SIZE (default 10001) is Slurm's MaxArraySize: array indices
# stay below it (a small one makes run.py split a campaign into several arrays). No cgroups: ProctrackType=proctrack/linuxproc, TaskPlugin=task/none (the
# limits of a run are enforced by run.py itself, as in a local run).
set -euo pipefail

die() { echo "slurm-localhost: $*" >&2; exit 1; }

# The pid in FILE, if that process still runs.
alive() { [[ -s $1 ]] && kill -0 "$(cat "$1")" 2>/dev/null; }

stop() {
  local dir=$1 f pid
  # Jobs still running (a test that failed halfway) go first, so that no run outlives the
  # cluster; scancel talks to this cluster only (SLURM_CONF).
  if alive "$dir/slurmctld.pid" && [[ -f $dir/slurm.conf ]]; then
    SLURM_CONF=$dir/slurm.conf scancel --full --user="$(id -un)" 2>/dev/null || true
    for _ in $(seq 50); do
      [[ -z $(SLURM_CONF=$dir/slurm.conf squeue -h -t R,CG -o %i 2>/dev/null) ]] && break
      sleep 0.1
    done
  fi
  for f in "$dir/slurmd.pid" "$dir/slurmctld.pid" "$dir/munged.pid"; do
    alive "$f" || continue
    pid=$(cat "$f")
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
  done
}

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

start() {
  local dir=$1 cpus=${2:-} max_array=${3:-10001}
  [[ $(id -u) == 0 ]] || die "needs root (slurmd runs jobs as their user)"
  for tool in munged slurmctld slurmd sbatch squeue scontrol; do
    command -v "$tool" >/dev/null || [[ -x /usr/sbin/$tool ]] ||
      die "$tool is missing (scripts/install-deps.sh installs slurmctld slurmd slurm-client munge)"
  done
  export PATH=$PATH:/usr/sbin
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  [[ -n $cpus ]] || cpus=$(( $(nproc) < 2 ? $(nproc) : 2 ))
  local host mem ctld_port d_port
  host=$(hostname -s)
  # slurmd's step sockets are DIR/spool/HOST_JOB.STEP (STEP up to 10 digits, JOB say 8):
  # Unix socket paths end at 107 bytes, and a longer one fails every job launch.
  if (( ${#dir} + ${#host} + 27 > 107 )); then
    die "$dir is too long a path for Slurm's sockets; use a short one, e.g. \$(mktemp -d /tmp/slurm.XXXXXX)"
  fi
  mem=$(( $(awk '/^MemTotal:/ {print $2}' /proc/meminfo) * 3 / 4 / 1024 ))
  ctld_port=$(free_port)
  d_port=$(free_port)
  while [[ $d_port == "$ctld_port" ]]; do d_port=$(free_port); done
  mkdir -p "$dir/munge" "$dir/ctld" "$dir/spool"
  chmod 700 "$dir/munge"
  # munged wants a key only its user can read; root here, hence --force.
  dd if=/dev/urandom of="$dir/munge/munge.key" bs=1024 count=1 status=none
  chmod 400 "$dir/munge/munge.key"
  munged --force --key-file="$dir/munge/munge.key" --socket="$dir/munge/munge.socket" \
    --pid-file="$dir/munged.pid" --log-file="$dir/munged.log" --seed-file="$dir/munge/seed" \
    || die "munged did not start: $(tail -3 "$dir/munged.log" 2>/dev/null)"
  cat > "$dir/slurm.conf" <<EOF
# Written by bench/svcomp/slurm-localhost.sh: a one-node cluster for tests.
ClusterName=cboundstest
SlurmctldHost=$host(127.0.0.1)
SlurmUser=root
SlurmdUser=root
SlurmctldPort=$ctld_port
SlurmdPort=$d_port
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$dir/munge/munge.socket
StateSaveLocation=$dir/ctld
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SwitchType=switch/none
ReturnToService=2
SchedulerType=sched/backfill
SchedulerParameters=sched_interval=1
MaxArraySize=$max_array
MinJobAge=300
SlurmdTimeout=60
InactiveLimit=0
KillWait=5
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$mem State=UNKNOWN
PartitionName=local Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
  export SLURM_CONF=$dir/slurm.conf
  slurmctld -i -f "$SLURM_CONF" || die "slurmctld did not start: $(tail -5 "$dir/slurmctld.log" 2>/dev/null)"
  slurmd -f "$SLURM_CONF" || die "slurmd did not start: $(tail -5 "$dir/slurmd.log" 2>/dev/null)"
  # Ready when the node is idle (slurmd registered with slurmctld).
  local state=""
  for _ in $(seq 300); do
    state=$(sinfo -h -n "$host" -o %t 2>/dev/null || true)
    [[ $state == idle ]] && break
    sleep 0.2
  done
  [[ $state == idle ]] || die "the node did not become idle (state '$state'); see $dir/*.log"
  echo "export SLURM_CONF=$SLURM_CONF"
}

case ${1:-} in
  start) [[ $# -ge 2 ]] || die "usage: $0 start DIR [CPUS [MAX_ARRAY_SIZE]]"; start "$2" "${3:-}" "${4:-}" ;;
  stop) [[ $# -eq 2 ]] || die "usage: $0 stop DIR"; stop "$2" ;;
  *) die "usage: $0 start DIR [CPUS [MAX_ARRAY_SIZE]] | stop DIR" ;;
esac
