#!/usr/bin/env python3
"""Draws Google Benchmark JSON output as an SVG of throughput (MB/s) per library per workload.

    build/bench/bench_bookstore ... --benchmark_out=bookstore.json --benchmark_out_format=json
    build/bench/bench_file --orders=1000000 --out=file.json
    python3 bench/plot.py order.json bookstore.json file.json -o throughput.svg

The files are read as report.py reads them (every repetition one sample, rows
named <workload>/<op>/<library>/<mode>). Each workload and operation gets one
panel with a bar per library and mode: the median MB/s (10^6 bytes of JSON
per second, from SetBytesProcessed), a thin line from the slowest to the
fastest sample, and the ratio to tidyjson's best mode in that panel. Each
panel has its own scale, starting at 0. Rows without a byte count are left
out. The SVG is written by hand (no plotting library needed).
"""

import argparse
import os
import statistics
import sys
from xml.sax.saxutils import escape

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from report import load, row_key  # noqa: E402

COLORS = {
    "tidyjson": "#2a7ab0",
    "nlohmann": "#c44e52",
    "rapidjson": "#dd8452",
    "simdjson": "#55a868",
    "boost.json": "#8172b3",
    "memcpy": "#7f7f7f",
    "page_cache": "#b0b0b0",
}

WIDTH = 860
LABEL_W = 250  # library / mode
VALUE_W = 150  # MB/s and ratio text at the right of the bar
BAR_H = 16
GAP = 5
PANEL_TITLE_H = 26
PANEL_GAP = 16


def panels(series):
    """[(title, [(library, mode, median, lo, hi)])] in first-seen order, rows sorted like report.py."""
    groups = {}
    for s in series.values():
        if not s.bytes_per_second:
            continue
        parts = s.name.split("/")
        if len(parts) == 4:
            title, library, mode = f"{parts[0]} / {parts[1]}", parts[2], parts[3]
        else:
            title, library, mode = "other", s.name, ""
        mbps = [b / 1e6 for b in s.bytes_per_second]
        groups.setdefault(title, []).append((library, mode, statistics.median(mbps), min(mbps), max(mbps)))
    out = []
    for title, rows in groups.items():
        rows.sort(key=lambda r: row_key(r[0], r[1]))
        out.append((title, rows))
    return out


def nice_ceiling(v):
    """A round number at least v, for the axis."""
    if v <= 0:
        return 1.0
    step = 10 ** len(str(int(v))) / 10
    for m in (1, 2, 2.5, 5, 10):
        if m * step >= v:
            return m * step
    return 10 * step


def fmt(v):
    return f"{v:,.0f}" if v >= 10 else f"{v:.1f}"


def svg(panel_list, title):
    plot_w = WIDTH - LABEL_W - VALUE_W - 20
    parts = []
    y = 40
    for name, rows in panel_list:
        top = max(hi for _, _, _, _, hi in rows)
        scale = nice_ceiling(top)
        tidy = [med for lib, _, med, _, _ in rows if lib == "tidyjson"]
        best = max(tidy) if tidy else None
        parts.append(f'<text x="10" y="{y + 17}" class="panel">{escape(name)}</text>')
        parts.append(
            f'<text x="{LABEL_W + plot_w}" y="{y + 17}" class="axis" text-anchor="end">MB/s, 0 to {fmt(scale)}</text>'
        )
        y += PANEL_TITLE_H
        x0 = LABEL_W
        height = len(rows) * (BAR_H + GAP)
        for frac in (0.25, 0.5, 0.75, 1.0):
            gx = x0 + plot_w * frac
            parts.append(f'<line x1="{gx:.1f}" y1="{y - 3}" x2="{gx:.1f}" y2="{y + height}" class="grid"/>')
        parts.append(f'<line x1="{x0}" y1="{y - 3}" x2="{x0}" y2="{y + height}" class="axisline"/>')
        for library, mode, med, lo, hi in rows:
            color = COLORS.get(library, "#999999")
            w = plot_w * med / scale
            label = f"{library} · {mode}" if mode else library
            parts.append(f'<text x="{LABEL_W - 8}" y="{y + BAR_H - 4}" class="label" text-anchor="end">'
                         f"{escape(label)}</text>")
            parts.append(f'<rect x="{x0}" y="{y}" width="{w:.1f}" height="{BAR_H}" fill="{color}">'
                         f"<title>{escape(label)}: {med:,.1f} MB/s (samples {lo:,.1f} to {hi:,.1f})</title></rect>")
            if hi > lo:
                lx, hx = x0 + plot_w * lo / scale, x0 + plot_w * hi / scale
                cy = y + BAR_H / 2
                parts.append(f'<line x1="{lx:.1f}" y1="{cy}" x2="{hx:.1f}" y2="{cy}" class="range"/>')
            text = f"{fmt(med)} MB/s"
            if best and library != "tidyjson":
                text += f"  (×{med / best:.2f})"
            parts.append(f'<text x="{x0 + w + 6:.1f}" y="{y + BAR_H - 4}" class="value">{escape(text)}</text>')
            y += BAR_H + GAP
        y += PANEL_GAP
    height = y + 30
    head = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
        f'viewBox="0 0 {WIDTH} {height}" font-family="sans-serif">',
        "<style>"
        ".title{font-size:16px;font-weight:bold}.panel{font-size:13px;font-weight:bold}"
        ".label,.value{font-size:11px}.axis{font-size:10px;fill:#666}"
        ".grid{stroke:#e4e4e4;stroke-width:1}.axisline{stroke:#888;stroke-width:1}"
        ".range{stroke:#000;stroke-width:1;opacity:.55}.note{font-size:10px;fill:#666}"
        "</style>",
        f'<rect width="{WIDTH}" height="{height}" fill="white"/>',
        f'<text x="10" y="24" class="title">{escape(title)}</text>',
    ]
    note = ("Median MB/s (10^6 bytes of JSON per second of wall time); the thin line spans the samples; "
            "(×r) = median MB/s ÷ tidyjson's best in the panel.")
    tail = [f'<text x="10" y="{height - 12}" class="note">{escape(note)}</text>', "</svg>"]
    return "\n".join(head + parts + tail) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("json", nargs="+", help="Google Benchmark JSON (bench_order, bench_bookstore, bench_file)")
    parser.add_argument("-o", "--output", default="throughput.svg", help="the SVG to write (default throughput.svg)")
    parser.add_argument("--title", default="tidyjson and its peers: throughput per workload")
    args = parser.parse_args()
    _, series = load(args.json)
    panel_list = panels(series)
    if not panel_list:
        sys.exit("plot.py: no runs with a byte count in " + ", ".join(args.json))
    with open(args.output, "w", encoding="utf-8") as f:
        f.write(svg(panel_list, args.title))
    print(f"plot.py: {args.output}: {len(panel_list)} panels, "
          f"{sum(len(rows) for _, rows in panel_list)} bars")


if __name__ == "__main__":
    main()
