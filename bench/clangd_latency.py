#!/usr/bin/env python3
"""How long an editor waits for json-clangd's diagnostics, against stock clangd-19.

For each server configuration it starts the server, opens a file (didOpen)
and times the first publishDiagnostics (the preamble is built: the cost of
opening a file), then edits a function body N times (didChange, the preamble
reused: the cost of a keystroke's rebuild) and times each publish. Medians of
--repeat servers. Configurations:

  stock      clangd-19, the same .clangd (json-* is unknown to it)
  off        json-clangd, json-* off: what the binary alone costs
  json       json-clangd, json-* on (the .clangd of docs/editors.md)
  parse      json-clangd --json-preamble-bodies=parse, json-* on: the
             preamble keeps its bodies, every rebuild instantiates them

  clangd_latency.py --json-clangd BIN [--stock clangd-19] --runtime-include DIR
                    [--file test/clangd/Inputs/shop/main.cpp] [--repeat 5]
                    [--edits 5] [--work DIR] [--markdown]
"""

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test", "clangd"))
import lsp  # noqa: E402

CONFIGS = {
    "json": "Diagnostics:\n  ClangTidy:\n    Add: [json-*]\n",
    "off": "Diagnostics:\n  ClangTidy:\n    Remove: ['*']\n",
}


def one_server(argv, work, path, text, edits):
    client = lsp.Client(argv + ["--log=error", "--background-index=false",
                                "--compile-commands-dir=" + work],
                        os.path.join(work, "server.log"), cwd=work)
    client.initialize(work)
    t0 = time.monotonic()
    client.open(path, text)
    diags = client.wait_diagnostics(path, 1, timeout=300)
    opened = time.monotonic() - t0
    rebuilds = []
    for i in range(edits):
        # A keystroke after the includes: the preamble stays, the main file
        # is parsed, matched and checked again.
        edited = text + "\n// edit %d\n" % i
        t0 = time.monotonic()
        client.change(path, edited, i + 2)
        client.wait_diagnostics(path, i + 2, timeout=300)
        rebuilds.append(time.monotonic() - t0)
    client.shutdown()
    json_count = sum(1 for d in diags if str(d.get("code", "")).startswith("json-"))
    return opened, statistics.median(rebuilds) if rebuilds else 0.0, json_count


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json-clangd", required=True)
    ap.add_argument("--stock", default="clangd-19")
    ap.add_argument("--runtime-include", required=True)
    ap.add_argument("--file", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                                   "test", "clangd", "Inputs", "shop", "main.cpp"))
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--edits", type=int, default=5)
    ap.add_argument("--work")
    ap.add_argument("--clangxx", default="clang++-19")
    ap.add_argument("--markdown", action="store_true")
    args = ap.parse_args()
    work = os.path.abspath(args.work or tempfile.mkdtemp(prefix="clangd-latency-"))
    src_dir = os.path.dirname(os.path.abspath(args.file))
    runs = {
        "stock": ([args.stock], "json"),
        "off": ([os.path.abspath(args.json_clangd)], "off"),
        "json": ([os.path.abspath(args.json_clangd)], "json"),
        "parse": ([os.path.abspath(args.json_clangd), "--json-preamble-bodies=parse"], "json"),
    }
    results = {}
    for name, (argv, config) in runs.items():
        folder = os.path.join(work, name)
        shutil.rmtree(folder, ignore_errors=True)
        shutil.copytree(src_dir, folder)
        with open(os.path.join(folder, ".clangd"), "w", encoding="utf-8") as f:
            f.write(CONFIGS[config])
        with open(os.path.join(folder, ".clang-tidy"), "w", encoding="utf-8") as f:
            f.write("Checks: '-*'\n")
        path = os.path.join(folder, os.path.basename(args.file))
        with open(os.path.join(folder, "compile_commands.json"), "w", encoding="utf-8") as f:
            json.dump([{"directory": folder, "file": path,
                        "arguments": [args.clangxx, "-std=c++20", "-I",
                                      os.path.abspath(args.runtime_include), "-c", path]}], f)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        opened, rebuilt, found = [], [], 0
        for _ in range(args.repeat):
            o, r, found = one_server(argv, folder, path, text, args.edits)
            opened.append(o)
            rebuilt.append(r)
        results[name] = {"open": statistics.median(opened), "rebuild": statistics.median(rebuilt),
                         "json_findings": found}
        print("%-7s open %.2fs  rebuild %.3fs  json-* findings %d" % (
            name, results[name]["open"], results[name]["rebuild"], found), flush=True)
    # What each server must find, or the figures are of something else.
    wrong = [n for n, r in results.items()
             if (r["json_findings"] == 0) != (n in ("stock", "off"))]
    if wrong:
        print("clangd_latency: unexpected json-* findings count for %s" % ", ".join(wrong))
        return 1
    if args.markdown:
        base = results["stock"]
        print()
        print("| server | json-* findings | didOpen to diagnostics | vs stock | "
              "didChange to diagnostics | vs stock |")
        print("|---|--:|--:|--:|--:|--:|")
        labels = {"stock": "clangd-19 (stock)", "off": "json-clangd, json-* off",
                  "json": "json-clangd, json-* on", "parse": "json-clangd, json-* on, "
                  "--json-preamble-bodies=parse"}
        for name, r in results.items():
            print("| %s | %d | %.2f s | %.2fx | %.0f ms | %.2fx |" % (
                labels[name], r["json_findings"], r["open"], r["open"] / base["open"],
                r["rebuild"] * 1000, r["rebuild"] / base["rebuild"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
