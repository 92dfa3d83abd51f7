#!/usr/bin/env python3
"""Summarizes Google Benchmark JSON output as markdown tables.

    build/bench/bench_order --benchmark_repetitions=20 \\
        --benchmark_enable_random_interleaving=true \\
        --benchmark_out=order.json --benchmark_out_format=json
    python3 bench/report.py order.json [more.json ...]

Every repetition of a benchmark is one sample; the tables give the median and
the minimum over the samples (the machine drifts between a fast and a slower
state, so means mislead). Benchmarks named <workload>/<op>/<library>/<mode>
(bench_order, bench_bookstore) get one table per workload and operation, with
each row's ratio to tidyjson's best mode there (the tidyjson row with the
lowest median): above 1 means slower than tidyjson. Other names
(options_cliff) get one table per file with each row's ratio to the fastest
row. MB/s is 10^6 bytes of JSON per second, from SetBytesProcessed.
"""

import argparse
import json
import re
import statistics
import sys
from collections import OrderedDict

UNIT_NS = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}

# Row order in the tables (random interleaving shuffles the runs).
LIBRARY_ORDER = ["tidyjson", "nlohmann", "rapidjson", "simdjson", "boost.json"]
MODE_ORDER = ["options", "ctx_metadata", "ctx_fast_path", "ctx_fast_path_ignore_never"]


def row_key(library, mode):
    lib = LIBRARY_ORDER.index(library) if library in LIBRARY_ORDER else len(LIBRARY_ORDER)
    mod = MODE_ORDER.index(mode) if mode in MODE_ORDER else len(MODE_ORDER)
    return (lib, library, mod, mode)


class Series:
    """The samples of one benchmark."""

    def __init__(self, name, label):
        self.name = name
        self.label = label
        self.ns = []
        self.cpu_ns = []
        self.bytes_per_second = []
        self.bytes_per_call = []
        self.allocs_per_call = []

    def add(self, run):
        unit = UNIT_NS[run.get("time_unit", "ns")]
        self.ns.append(run["real_time"] * unit)
        self.cpu_ns.append(run["cpu_time"] * unit)
        if "bytes_per_second" in run:
            self.bytes_per_second.append(run["bytes_per_second"])
        if "bytes_per_call" in run:
            self.bytes_per_call.append(run["bytes_per_call"])
        if "allocs_per_call" in run:
            self.allocs_per_call.append(run["allocs_per_call"])

    @property
    def median(self):
        return statistics.median(self.ns)

    @property
    def minimum(self):
        return min(self.ns)


def load(paths):
    """Returns (contexts, OrderedDict name -> Series), in first-seen order."""
    series = OrderedDict()
    contexts = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        contexts.append((path, data.get("context", {})))
        for run in data.get("benchmarks", []):
            if run.get("run_type", "iteration") != "iteration" or run.get("error_occurred"):
                continue
            name = run.get("run_name", run["name"])
            name = re.sub(r"/repeats:\d+$", "", name)
            if name not in series:
                series[name] = Series(name, run.get("label", ""))
            series[name].add(run)
    return contexts, series


def short_compiler(label):
    """'clang 19.1.7 (3~deb12u1); note' -> ('clang 19.1.7', 'note')."""
    compiler, _, note = label.partition("; ")
    compiler = re.sub(r"\s*\(.*\)$", "", compiler).strip()
    return compiler, note.strip()


def fmt_ns(v):
    if v >= 100000:
        return f"{v / 1000:,.0f} µs"
    if v >= 10000:
        return f"{v / 1000:,.1f} µs"
    return f"{v:,.0f}"


def fmt_num(v):
    if v is None:
        return "–"
    if abs(v - round(v)) < 0.05:
        return f"{round(v):,}"
    return f"{v:,.1f}"


def median_or_none(values):
    return statistics.median(values) if values else None


def library_tables(series, out):
    groups = OrderedDict()
    for s in series.values():
        parts = s.name.split("/")
        if len(parts) != 4:
            continue
        workload, op, library, mode = parts
        groups.setdefault((workload, op), []).append((library, mode, s))
    for (workload, op), rows in groups.items():
        rows.sort(key=lambda r: row_key(r[0], r[1]))
        tidy = [s for library, _, s in rows if library == "tidyjson"]
        best = min(tidy, key=lambda s: s.median) if tidy else None
        samples = min(len(s.ns) for _, _, s in rows)
        out.append(f"#### {workload} / {op}\n")
        out.append(
            f"{samples} samples per row (repetitions); time is wall time per call. "
            + (f"Ratios are to tidyjson's best mode here, `{best.name.split('/')[3]}`: "
               "time ÷ its time (median ÷ median, min ÷ min).\n" if best else "\n")
        )
        out.append("| library | mode | compiler | ns/call median | ns/call min | CPU ns median | MB/s (median) "
                   "| bytes/call | allocs/call | ratio to tidyjson best (median) | ratio (min) |")
        out.append("|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|")
        notes = []
        for library, mode, s in rows:
            compiler, note = short_compiler(s.label)
            if note:
                notes.append(f"{library} {mode}: {note}")
            mbps = median_or_none(s.bytes_per_second)
            ratio_med = f"{s.median / best.median:.2f}" if best else "–"
            ratio_min = f"{s.minimum / best.minimum:.2f}" if best else "–"
            out.append(
                f"| {library} | {mode} | {compiler} | {fmt_ns(s.median)} | {fmt_ns(s.minimum)} "
                f"| {fmt_ns(statistics.median(s.cpu_ns))} | {fmt_num(mbps / 1e6) if mbps else '–'} | {fmt_num(median_or_none(s.bytes_per_call))} "
                f"| {fmt_num(median_or_none(s.allocs_per_call))} | {ratio_med} | {ratio_min} |"
            )
        if notes:
            out.append("")
            for n in notes:
                out.append(f"- {n}")
        out.append("")


def plain_table(series, out):
    rows = [s for s in series.values() if len(s.name.split("/")) != 4]
    if not rows:
        return
    fastest = min(rows, key=lambda s: s.median)
    samples = min(len(s.ns) for s in rows)
    out.append(f"{samples} samples per row; ratio = median time ÷ the fastest row's median time.\n")
    out.append("| benchmark | ns/call median | ns/call min | CPU ns median | MB/s (median) | bytes/call | allocs/call "
               "| ratio |")
    out.append("|---|--:|--:|--:|--:|--:|--:|--:|")
    for s in rows:
        mbps = median_or_none(s.bytes_per_second)
        out.append(
            f"| {s.name} | {fmt_ns(s.median)} | {fmt_ns(s.minimum)} | {fmt_ns(statistics.median(s.cpu_ns))} "
            f"| {fmt_num(mbps / 1e6) if mbps else '–'} "
            f"| {fmt_num(median_or_none(s.bytes_per_call))} | {fmt_num(median_or_none(s.allocs_per_call))} "
            f"| {s.median / fastest.median:.2f} |"
        )
    out.append("")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("json", nargs="+", help="files written with --benchmark_out (format json)")
    parser.add_argument("--context", action="store_true", help="also print each file's machine context")
    args = parser.parse_args()
    contexts, series = load(args.json)
    if not series:
        sys.exit("report.py: no benchmark runs in " + ", ".join(args.json))
    out = []
    if args.context:
        for path, ctx in contexts:
            keys = ("date", "host_name", "executable", "num_cpus", "mhz_per_cpu", "library_build_type", "json_bytes")
            out.append(f"- `{path}`: " + ", ".join(f"{k}={ctx[k]}" for k in keys if k in ctx))
        out.append("")
    library_tables(series, out)
    plain_table(series, out)
    print("\n".join(out))


if __name__ == "__main__":
    main()
