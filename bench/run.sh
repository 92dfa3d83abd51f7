#!/usr/bin/env bash
# bench/run.sh: runs every benchmark the way docs/performance.md reports them.
#
#   bench/run.sh [BUILD_DIR] [OUT_DIR] [REPETITIONS]
#
# BUILD_DIR (default build) must hold a Release build with the benchmarks;
# OUT_DIR (default bench-results) receives the raw JSON, the console logs, the
# machine's description and summary.md, the tables docs/performance.md copies.
# Each binary runs its benchmarks REPETITIONS times (default 20) in random
# interleaved order, so that a drift of the machine's speed hits every library
# alike; the tables give medians and minimums over the repetitions. The load
# average before and after each binary is logged: other work on the machine
# shows up there; with TIDYJSON_BENCH_MAX_LOAD=1.5 (say) each binary first
# waits, up to 30 minutes, until the one-minute load average is below that.
# Takes about 15 minutes with the defaults (callgrind is most of the rest: set
# TIDYJSON_BENCH_INSTRUCTIONS=0 to skip it).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
build=${1:-build}
out=${2:-bench-results}
reps=${3:-20}
mkdir -p "$out"
: > "$out/load.txt"  # this run's loads only

{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "cpu: $(lscpu | sed -n 's/^Model name: *//p') ($(nproc) cores)"
  echo "kernel: $(uname -r)"
  echo "clang: $(clang++-19 --version | head -1)"
  echo "g++: $(g++-12 --version | head -1)"
  echo "git: $(git -C "$here/.." rev-parse --short HEAD 2>/dev/null || echo unknown)" \
       "($(git -C "$here/.." status --porcelain -- runtime 2>/dev/null | wc -l) runtime files changed since)"
} > "$out/machine.txt"

wait_quiet() {
  local limit=${TIDYJSON_BENCH_MAX_LOAD:-}
  [[ -n "$limit" ]] || return 0
  for _ in $(seq 180); do
    awk -v limit="$limit" '{ exit !($1 < limit) }' /proc/loadavg && return 0
    sleep 10
  done
  echo "run.sh: load stayed above $limit; running anyway" >&2
}

for binary in bench_order bench_bookstore options_cliff; do
  wait_quiet
  echo "load before $binary: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/load.txt"
  "$build/bench/$binary" --benchmark_repetitions="$reps" --benchmark_enable_random_interleaving=true \
    --benchmark_out="$out/$binary.json" --benchmark_out_format=json > "$out/$binary.log"
  echo "load after $binary: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/load.txt"
done

# The bookstore file (about 458 MB at 1M orders; TIDYJSON_BENCH_FILE_ORDERS=0
# skips it): every (workload, library) run in its own process, 3 times.
file_orders=${TIDYJSON_BENCH_FILE_ORDERS:-1000000}
if [[ "$file_orders" != 0 ]]; then
  wait_quiet
  echo "load before bench_file: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/load.txt"
  "$build/bench/bench_file" --orders="$file_orders" --repetitions=3 --out="$out/bench_file.json" \
    > "$out/bench_file.md"
  echo "load after bench_file: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/load.txt"
fi

python3 "$here/first_call.py" "$build/bench/first_call" --runs 200 > "$out/first_call.md"
if [[ "${TIDYJSON_BENCH_INSTRUCTIONS:-1}" != 0 ]] && command -v valgrind > /dev/null; then
  python3 "$here/instructions.py" "$build/bench/bench_calls" --calls 1000 > "$out/instructions.md"
fi

{
  echo "## Machine"
  echo
  sed 's/^/    /' "$out/machine.txt"
  echo
  sed 's/^/    /' "$out/load.txt"
  echo
  echo "## Workloads"
  echo
  python3 "$here/report.py" --context "$out/bench_order.json" "$out/bench_bookstore.json"
  python3 "$here/plot.py" "$out/bench_order.json" "$out/bench_bookstore.json" \
    $([[ -f "$out/bench_file.json" ]] && echo "$out/bench_file.json") -o "$out/throughput.svg" >&2
  if [[ -f "$out/bench_file.md" ]]; then
    echo "## The bookstore file"
    echo
    cat "$out/bench_file.md"
    echo
  fi
  echo "## Options cliff"
  echo
  python3 "$here/report.py" "$out/options_cliff.json"
  echo "## First call"
  echo
  cat "$out/first_call.md"
  if [[ -f "$out/instructions.md" ]]; then
    echo
    echo "## Instructions per call (callgrind)"
    echo
    cat "$out/instructions.md"
  fi
} > "$out/summary.md"
echo "wrote $out/summary.md"
