#!/usr/bin/env python3
"""bench_file of this checkout against bench_file of an earlier commit, in one run.

    python3 bench/ab_file.py BASE [--filter=file/stream/tidyjson] [--rounds=3]
                            [--repetitions=5] [--orders=1000000]

A figure such as "1.3x less time than the typed streaming read of commit X"
needs X's code and today's measured side by side on the same machine at the
same moment, not against a number taken on another day. This script builds
bench/'s bench_file at BASE (a detached git worktree under build/ab/, the
runtime and the benchmarks only, clang++-19, Release), then runs the two
binaries in turn, ROUNDS times each, on one generated file; each run is
bench_file's own (R repetitions, every row in its own processes, shuffled).
It prints, per row, the median over all the runs' samples of each binary,
and the ratio of every row to every other one can be read off the table.
The current binary is build/bench/bench_file (build it first).
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile


def run(cmd, **kw):
    print("+", " ".join(cmd), file=sys.stderr)
    subprocess.run(cmd, check=True, **kw)


def build_base(root, base, work):
    tree = os.path.join(work, base)
    if not os.path.isdir(tree):
        run(["git", "-C", root, "worktree", "add", "--detach", tree, base])
    build = os.path.join(tree, "build")
    run(["cmake", "-S", tree, "-B", build, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release",
         "-DCMAKE_CXX_COMPILER=clang++-19", "-DTIDYJSON_BUILD_CHECKS=OFF", "-DTIDYJSON_BUILD_TESTS=OFF",
         "-DTIDYJSON_BUILD_EXAMPLES=OFF", "-DTIDYJSON_BUILD_BENCHMARKS=ON"], stdout=subprocess.DEVNULL)
    run(["cmake", "--build", build, "--target", "bench_file"], stdout=subprocess.DEVNULL)
    return os.path.join(build, "bench", "bench_file")


def samples(path):
    """ns per order of every repetition of every row in one --out file."""
    with open(path) as f:
        data = json.load(f)
    out = {}
    for b in data["benchmarks"]:
        if b.get("run_type") != "iteration" or "ns_per_order" not in b:
            continue
        out.setdefault(b["name"], []).append(b["ns_per_order"])
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("base", help="the earlier commit")
    ap.add_argument("--filter", default="file/stream/tidyjson")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--repetitions", type=int, default=5)
    ap.add_argument("--orders", type=int, default=1000000)
    args = ap.parse_args()

    root = subprocess.run(["git", "rev-parse", "--show-toplevel"], check=True, capture_output=True,
                          text=True).stdout.strip()
    current = os.path.join(root, "build", "bench", "bench_file")
    if not os.access(current, os.X_OK):
        sys.exit("build build/bench/bench_file first (cmake --build build --target bench_file)")
    work = os.path.join(root, "build", "ab")
    os.makedirs(work, exist_ok=True)
    binaries = {"base " + args.base: build_base(root, args.base, work), "current": current}

    collected = {label: {} for label in binaries}
    with tempfile.TemporaryDirectory(dir=work) as tmp:
        for r in range(args.rounds):
            for label, binary in binaries.items():
                out = os.path.join(tmp, "run.json")
                run([binary, f"--orders={args.orders}", f"--repetitions={args.repetitions}",
                     f"--filter={args.filter}", f"--dir={tmp}", f"--out={out}"], stdout=subprocess.DEVNULL)
                for name, values in samples(out).items():
                    collected[label].setdefault(name, []).extend(values)

    print(f"| binary | row | runs | ns/order median | min |")
    print("|---|---|--:|--:|--:|")
    for label, rows in collected.items():
        for name in sorted(rows):
            v = rows[name]
            print(f"| {label} | {name} | {len(v)} | {statistics.median(v):.0f} | {min(v):.0f} |")


if __name__ == "__main__":
    main()
