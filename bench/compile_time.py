#!/usr/bin/env python3
"""Compile time and compile memory of tidyjson against nlohmann::json.

Usage:

    bench/compile_time.py [--cxx clang++-19 --cxx g++] [--runs 5] [--types 1,10,50]
                          [--include runtime/include] [--work DIR] [--json FILE]

Three workloads, each compiled by every compiler given, the libraries in
turn, run after run (so that both see the same machine):

  include   one line, `#include` of the header, -fsyntax-only:
            <tidyjson/tidyjson.hpp>, <tidyjson/describe.hpp> (what a model
            header includes), <nlohmann/json.hpp>, and the standard headers a
            model header includes anyway, as the floor;
  model     a file that includes a model header of 10 described types and
            calls nothing (a program's driver), -fsyntax-only: the model
            header with <tidyjson/describe.hpp>, with <tidyjson/tidyjson.hpp>,
            and with nlohmann's NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE (which needs
            <nlohmann/json.hpp>);
  types N   N described types of 7 members (the previous type nested in the
            next), each written to a string and read back by one function,
            compiled to an object file at -O2; the cost per type is
            (time(N) - time(0)) / N.

Times are CPU seconds (user + system) of the compiler, the smallest of the
runs; memory is the compiler's peak resident set size from the OS (wait4),
the smallest of the runs. docs/performance.md, "Compile time", gives the
figures and the command.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

STD_HEADERS = ["<cstdint>", "<optional>", "<string>", "<vector>"]


def model_header(n, flavour):
    """A header of n types, described for tidyjson or nlohmann."""
    lines = ["#pragma once"] + ["#include %s" % h for h in STD_HEADERS]
    lines.append({"describe": "#include <tidyjson/describe.hpp>",
                  "tidyjson": "#include <tidyjson/tidyjson.hpp>",
                  "nlohmann": "#include <nlohmann/json.hpp>"}[flavour])
    if flavour == "nlohmann":
        # nlohmann::json 3.11 has no std::optional conversion of its own:
        # the serializer every program using both writes.
        lines += ["template <class T>", "struct nlohmann::adl_serializer<std::optional<T>> {",
                  "  static void to_json(json& j, const std::optional<T>& o) {",
                  "    if (o) j = *o; else j = nullptr;", "  }",
                  "  static void from_json(const json& j, std::optional<T>& o) {",
                  "    if (j.is_null()) o.reset(); else o = j.get<T>();", "  }", "};"]
    lines.append("namespace model {")
    for i in range(n):
        nested = "  T%d previous;" % (i - 1) if i > 0 else "  int previous = 0;"
        lines += ["struct T%d {" % i, "  std::int64_t id = 0;", "  std::string name;", "  double price = 0;",
                  "  std::vector<int> tags;", "  std::optional<std::string> note;", "  bool flag = false;", nested,
                  "};"]
        members = "id, name, price, tags, note, flag, previous"
        if flavour == "nlohmann":
            lines.append("NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(T%d, %s)" % (i, members))
        else:
            lines.append("TIDYJSON_TYPE(T%d, %s)" % (i, members))
    lines.append("}  // namespace model")
    return "\n".join(lines) + "\n"


def calls_source(n, library):
    """A file that writes and reads each of n types."""
    lines = ['#include "model.hpp"', "#include <string>", "#include <string_view>"]
    if library == "tidyjson":
        lines.append("#include <tidyjson/tidyjson.hpp>")
        lines.append("static const tidyjson::options opts{};")
    for i in range(n):
        if library == "tidyjson":
            lines.append("std::string write%d(const model::T%d& v) { return tidyjson::serialize(v, opts); }" % (i, i))
            lines.append("model::T%d read%d(std::string_view s) { return tidyjson::deserialize<model::T%d>(s, opts); }"
                         % (i, i, i))
        else:
            lines.append("std::string write%d(const model::T%d& v) { return nlohmann::json(v).dump(); }" % (i, i))
            lines.append("model::T%d read%d(std::string_view s) { return nlohmann::json::parse(s).get<model::T%d>(); }"
                         % (i, i, i))
    return "\n".join(lines) + "\n"


def run_once(cmd, cwd):
    """(CPU seconds, peak RSS in MiB) of one compiler run, from wait4."""
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    chunks = []
    while True:
        data = proc.stdout.read(65536)
        if not data:
            break
        chunks.append(data)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        sys.exit("compile_time: %s failed:\n%s" % (" ".join(cmd), b"".join(chunks).decode(errors="replace")[:4000]))
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024.0


def best_of(runs, cmds, cwd):
    """Runs every command `runs` times in turn; the smallest time and memory of each."""
    results = {name: [float("inf"), float("inf")] for name in cmds}
    for _ in range(runs):
        for name, cmd in cmds.items():
            t, m = run_once(cmd, cwd)
            results[name][0] = min(results[name][0], t)
            results[name][1] = min(results[name][1], m)
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cxx", action="append", help="compiler (repeatable; default clang++-19 and g++)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--types", default="1,10,50", help="comma-separated type counts for the `types` workload")
    parser.add_argument("--include", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                                           "runtime", "include"))
    parser.add_argument("--work", help="scratch directory (default: a temporary one)")
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args()
    compilers = args.cxx or ["clang++-19", "g++"]
    counts = [int(x) for x in args.types.split(",") if x]
    work = args.work or tempfile.mkdtemp(prefix="tidyjson-compile-time-")
    os.makedirs(work, exist_ok=True)
    include = os.path.abspath(args.include)
    figures = {"runs": args.runs, "load": os.getloadavg()[0], "compilers": {}}

    def write(name, text):
        path = os.path.join(work, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        return path

    for cxx in compilers:
        base = [cxx, "-std=c++20", "-I", include, "-I", work]
        out = figures["compilers"][cxx] = {}

        # include
        sources = {
            "standard headers": "\n".join("#include %s" % h for h in STD_HEADERS) + "\n",
            "tidyjson/describe.hpp": "#include <tidyjson/describe.hpp>\n",
            "tidyjson/tidyjson.hpp": "#include <tidyjson/tidyjson.hpp>\n",
            "nlohmann/json.hpp": "#include <nlohmann/json.hpp>\n",
        }
        cmds = {k: base + ["-fsyntax-only", write("include_%d.cpp" % i, v)] for i, (k, v) in enumerate(sources.items())}
        out["include"] = best_of(args.runs, cmds, work)

        # model: a driver that includes a model header and calls nothing
        cmds = {}
        for flavour in ("describe", "tidyjson", "nlohmann"):
            sub = os.path.join(work, "model_" + flavour)
            os.makedirs(sub, exist_ok=True)
            with open(os.path.join(sub, "model.hpp"), "w", encoding="utf-8") as f:
                f.write(model_header(10, flavour))
            src = os.path.join(sub, "driver.cpp")
            with open(src, "w", encoding="utf-8") as f:
                f.write('#include "model.hpp"\nint main() { model::T9 t; return static_cast<int>(t.id); }\n')
            cmds[flavour] = [cxx, "-std=c++20", "-I", include, "-I", sub, "-fsyntax-only", src]
        out["model"] = best_of(args.runs, cmds, work)

        # types N
        out["types"] = {}
        for library in ("tidyjson", "nlohmann"):
            per = out["types"][library] = {}
            cmds = {}
            for n in [0] + counts:
                sub = os.path.join(work, "types_%s_%d" % (library, n))
                os.makedirs(sub, exist_ok=True)
                with open(os.path.join(sub, "model.hpp"), "w", encoding="utf-8") as f:
                    f.write(model_header(max(n, 1), "describe" if library == "tidyjson" else "nlohmann"))
                src = os.path.join(sub, "calls.cpp")
                with open(src, "w", encoding="utf-8") as f:
                    f.write(calls_source(n, library))
                cmds[n] = [cxx, "-std=c++20", "-O2", "-I", include, "-I", sub, "-c", src, "-o",
                           os.path.join(sub, "calls.o")]
            for n, (t, m) in best_of(args.runs, cmds, work).items():
                per[n] = [t, m]

    # The report.
    print("compile_time: %d runs each, the smallest; load average %.2f at the start" % (args.runs, figures["load"]))
    for cxx, out in figures["compilers"].items():
        print("\n## %s\n" % cxx)
        print("| header, -fsyntax-only | CPU s | peak MiB |\n|---|--:|--:|")
        for k, (t, m) in out["include"].items():
            print("| `%s` | %.2f | %.0f |" % (k, t, m))
        full = out["include"]["tidyjson/tidyjson.hpp"][0]
        light = out["include"]["tidyjson/describe.hpp"][0]
        nl = out["include"]["nlohmann/json.hpp"][0]
        print("\ndescribe.hpp / tidyjson.hpp: %.2f; tidyjson.hpp / nlohmann/json.hpp: %.2f" % (light / full, full / nl))
        print("\n| a driver including a model header of 10 types, -fsyntax-only | CPU s | peak MiB |\n|---|--:|--:|")
        for k, (t, m) in out["model"].items():
            label = {"describe": "tidyjson, model header on `describe.hpp`",
                     "tidyjson": "tidyjson, model header on `tidyjson.hpp`",
                     "nlohmann": "nlohmann, `NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE`"}[k]
            print("| %s | %.2f | %.0f |" % (label, t, m))
        print("\n| N types written and read, -O2 -c | " + " | ".join("N=%d" % n for n in [0] + counts) +
              " | per type |\n|---|" + "--:|" * (len(counts) + 2))
        for library, per in out["types"].items():
            top = max(counts) if counts else 0
            slope = (per[top][0] - per[0][0]) / top if top else 0.0
            mem = (per[top][1] - per[0][1]) / top if top else 0.0
            print("| %s, CPU s | " % library + " | ".join("%.2f" % per[n][0] for n in [0] + counts) +
                  " | %.3f |" % slope)
            print("| %s, peak MiB | " % library + " | ".join("%.0f" % per[n][1] for n in [0] + counts) +
                  " | %.1f |" % mem)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(figures, f, indent=1, default=str)


if __name__ == "__main__":
    main()
