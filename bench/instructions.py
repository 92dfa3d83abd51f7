#!/usr/bin/env python3
"""Instructions per call for every codec, counted by callgrind.

    python3 bench/instructions.py build/bench/bench_calls [--calls 200] [--workload order] [--codec tidyjson/options]

Wall time on a shared 2-core machine swings; the number of instructions a
call executes does not. For each codec and operation this runs bench_calls
under valgrind's callgrind twice, with 1 call and with 1 + N calls, and
prints (difference) / N as a markdown table with the ratio to tidyjson's best
mode. Instructions are not time (cache misses, branch mispredictions and
instruction-level parallelism differ), so this complements the benchmarks;
it does not replace them. Under valgrind, simdjson's run-time dispatch sees
the CPU valgrind emulates (no AVX-512).
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile


def instructions(program, args):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        proc = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", program, *args],
            capture_output=True, text=True, check=False)
        if proc.returncode != 0:
            sys.exit(f"instructions.py: {' '.join(args)} failed:\n{proc.stderr[-2000:]}")
        with open(out, encoding="utf-8") as f:
            for line in f:
                m = re.match(r"(?:summary|totals):\s+(\d+)", line)
                if m:
                    return int(m.group(1))
    sys.exit("instructions.py: no totals in callgrind output")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("program", help="the bench_calls binary")
    parser.add_argument("--calls", type=int, default=200, help="extra calls measured (default 200)")
    parser.add_argument("--workload", choices=["order", "bookstore"], action="append",
                        help="workload(s) to count (default both)")
    parser.add_argument("--codec", action="append",
                        help="count only the codecs whose name starts with this (repeatable; default all)")
    args = parser.parse_args()
    workloads = args.workload or ["order", "bookstore"]
    listing = subprocess.run([args.program, "--list"], capture_output=True, text=True, check=True).stdout.split("\n")
    codecs = []
    for line in listing:
        if not line.strip():
            continue
        name, *ops = line.split()
        if args.codec and not any(name.startswith(prefix) for prefix in args.codec):
            continue
        codecs.append((name, set(ops)))
    for workload in workloads:
        calls = args.calls if workload == "order" else max(2, args.calls // 50)
        for op in ("write", "read"):
            rows = []
            for name, ops in codecs:
                if op not in ops:
                    continue
                base = instructions(args.program, [workload, op, name, "1"])
                more = instructions(args.program, [workload, op, name, str(1 + calls)])
                rows.append((name, (more - base) / calls))
            tidy = [v for n, v in rows if n.startswith("tidyjson/")]
            best = min(tidy) if tidy else None
            print(f"#### {workload} / {op}: instructions per call ({calls} calls counted)\n")
            print("| codec | instructions/call | ratio to tidyjson best |")
            print("|---|--:|--:|")
            for name, v in rows:
                ratio = f"{v / best:.2f}" if best else "–"
                print(f"| {name} | {v:,.0f} | {ratio} |")
            print()


if __name__ == "__main__":
    main()
