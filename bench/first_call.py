#!/usr/bin/env python3
"""Runs bench/first_call in fresh processes and summarizes the first call.

    python3 bench/first_call.py build/bench/first_call --runs 200

Each run is a new process doing one first call (and a second one for
comparison) with runtime options or with a context, writing or reading the
design's order. The four combinations are interleaved run by run so that a
drift of the machine's speed hits them alike. Prints a markdown table of
medians and minimums; exits non-zero if any run fails or reads back wrongly.
"""

import argparse
import json
import random
import statistics
import subprocess
import sys

COMBOS = [("options", "write"), ("context", "write"), ("options", "read"), ("context", "read")]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("program", help="the first_call binary")
    parser.add_argument("--runs", type=int, default=100, help="processes per combination (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the interleaving order")
    args = parser.parse_args()

    rng = random.Random(args.seed)
    results = {c: [] for c in COMBOS}
    for _ in range(args.runs):
        order = COMBOS[:]
        rng.shuffle(order)
        for how, op in order:
            proc = subprocess.run([args.program, how, op], capture_output=True, text=True, check=False)
            if proc.returncode != 0:
                sys.exit(f"first_call.py: '{how} {op}' failed ({proc.returncode}): {proc.stdout}{proc.stderr}")
            results[(how, op)].append(json.loads(proc.stdout))

    print(f"{args.runs} processes per row; times in ns, median (min); heap counted by alloc_counter.hpp.\n")
    print("| op | with | first call ns | first call bytes | first call allocs | second call ns | second call bytes |")
    print("|---|---|--:|--:|--:|--:|--:|")
    for how, op in [("options", "write"), ("context", "write"), ("options", "read"), ("context", "read")]:
        rs = results[(how, op)]

        def med_min(key):
            values = [r[key] for r in rs]
            return f"{statistics.median(values):,.0f} ({min(values):,})"

        def med(key):
            return f"{statistics.median([r[key] for r in rs]):,.0f}"

        print(f"| {op} | {how} | {med_min('first_ns')} | {med('first_bytes')} | {med('first_allocs')} "
              f"| {med_min('second_ns')} | {med('second_bytes')} |")


if __name__ == "__main__":
    main()
