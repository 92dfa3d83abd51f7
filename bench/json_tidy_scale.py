#!/usr/bin/env python3
"""json-tidy on a large codebase: the result cache and the shards, measured.

Two codebases:

  generated  N translation units (default 1,000) in 10 modules of 10 headers
             each (100 headers, plus one shared by all): every file includes
             the runtime through its module's headers, serializes described
             records with shared options, and every tenth builds its options
             per call (a json-options-in-hot-path finding). Each module's
             base.hpp is included by its own units and by a fifth of the
             next module's: the "widely included header".
  project    this checkout's own compile_commands.json (a copy of the source
             tree, so that the changes below never touch the checkout).

On each, in order: a cold `json-tidy --all` with an empty cache; a warm rerun
with nothing changed; a rerun after one .cpp changed; a rerun after one widely
included header changed; then the 4 shards of a CI matrix. Each shard runs
with its own copy of the cache and another build of the plugin, so nothing is
a hit but the measured costs are there, as on a matrix after a plugin update:
the slowest shard's CPU time is compared with a quarter of the cold run's.
`--shards predict` does not run them: it partitions the units as json-tidy
does and sums each share's CPU time measured by the cold run (for scales
where running them would repeat the whole cold cost), for the cost-balanced
partition and for the byte-balanced one an empty cache gives.

Times are wall seconds and CPU seconds (user + system of json-tidy and every
process it starts, from the OS); the load average is recorded with each run,
as the machine may be shared. Writes results.json in --work and prints a
Markdown table.

    python3 bench/json_tidy_scale.py generated --units 1000 --work /tmp/jt-scale --shards predict
    python3 bench/json_tidy_scale.py project --build build --work /tmp/jt-self
"""
import argparse
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from json_tidy import dependencies, shards, tools  # noqa: E402
from json_tidy.compdb import CompileDatabase  # noqa: E402

MODULES = 10
HEADERS_PER_MODULE = 10      # base.hpp and h1..h9


# -- the generated codebase ---------------------------------------------------


def generate(root, units):
    """Writes the codebase; returns (units, the header to change, its includers)."""
    (root / "common").mkdir(parents=True)
    (root / "common" / "money.hpp").write_text(
        "#pragma once\n#include <tidyjson/tidyjson.hpp>\n\n#include <string>\n\n"
        "namespace common {\nstruct Money {\n  long cents = 0;\n  std::string currency;\n};\n}"
        "  // namespace common\nTIDYJSON_TYPE(common::Money, cents, currency)\n")
    per_module = units // MODULES
    sources, includers = [], {}
    for m in range(MODULES):
        mod = f"m{m:02d}"
        d = root / mod
        d.mkdir()
        (d / "base.hpp").write_text(
            f'#pragma once\n#include "common/money.hpp"\n\n#include <string>\n\nnamespace {mod} {{\n'
            f"struct Base {{\n  int id = 0;\n  std::string name;\n  common::Money price;\n}};\n\n"
            f"inline const tidyjson::options& json_options() {{\n"
            f"  static const tidyjson::options options{{tidyjson::naming::camel_case}};\n"
            f"  return options;\n}}\n}}  // namespace {mod}\nTIDYJSON_TYPE({mod}::Base, id, name, price)\n")
        for h in range(1, HEADERS_PER_MODULE):
            chained = f'#include "{mod}/h{h - 1}.hpp"\n' if h % 3 != 1 else ""
            (d / f"h{h}.hpp").write_text(
                f'#pragma once\n#include "{mod}/base.hpp"\n{chained}\n#include <optional>\n'
                f"#include <string>\n#include <vector>\n\nnamespace {mod} {{\nstruct Record{h} {{\n"
                f"  int id = 0;\n  std::vector<std::string> tags;\n  std::optional<double> score;\n"
                f"  Base base;\n}};\n}}  // namespace {mod}\n"
                f"TIDYJSON_TYPE({mod}::Record{h}, id, tags, score, base)\n")
        for u in range(per_module):
            a, b = 1 + u % 9, 1 + (u * 7 + 3) % 9
            lines = [f'#include "{mod}/h{a}.hpp"', f'#include "{mod}/h{b}.hpp"']
            other = f"m{(m + 1) % MODULES:02d}"
            if u % 5 == 0:
                lines.append(f'#include "{other}/h1.hpp"')
            body = [
                "",
                "#include <string>",
                "#include <string_view>",
                "",
                f"std::string write_{u}(const {mod}::Record{a}& r) {{",
                f"  return tidyjson::serialize(r, {mod}::json_options());",
                "}",
                "",
                f"{mod}::Record{b} read_{u}(std::string_view text) {{",
                f"  return tidyjson::deserialize<{mod}::Record{b}>(text, {mod}::json_options());",
                "}",
            ]
            if u % 10 == 0:
                body += ["", f"std::string pretty_{u}(const {mod}::Record{a}& r) {{",
                         "  tidyjson::options options{tidyjson::naming::snake_case};",
                         "  return tidyjson::serialize(r, options);", "}"]
            name = f"{mod}/u{u:03d}.cpp"
            (root / name).write_text("\n".join(lines + body) + "\n")
            sources.append(name)
            includers.setdefault(mod, set()).add(name)
            if u % 5 == 0:
                includers.setdefault(other, set()).add(name)
    (root / ".clang-tidy").write_text(
        "Checks: '-*,json-*'\nHeaderFilterRegex: '.*'\n"
        "CheckOptions:\n  json-options-in-hot-path.HotOnly: false\n")
    runtime = ROOT / "runtime" / "include"
    entries = [{"directory": str(root), "file": str(root / s),
                "arguments": ["clang++-19", "-std=c++20", f"-I{root}", f"-I{runtime}", "-c",
                              str(root / s), "-o", str(root / (s + ".o"))]} for s in sources]
    (root / "compile_commands.json").write_text(json.dumps(entries, indent=1) + "\n")
    return sources, "m00/base.hpp", sorted(includers["m00"])


# -- this project -------------------------------------------------------------


def copy_project(build, dest):
    """A copy of the checkout's tracked files with the build's compile database
    pointing at it; returns (units, a widely included header, the .cpp to change)."""
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, stdout=subprocess.PIPE,
                           check=True).stdout.decode().split("\0")
    for f in filter(None, files):
        (dest / f).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / f, dest / f)
    text = (Path(build) / "compile_commands.json").read_text()
    # The build directory stays where it is (generated files are read there,
    # and it is the "directory" of many commands); the sources move.
    kept = "\0build\0"
    text = re.sub(re.escape(str(Path(build).resolve())) + r'(?=[/"])', kept, text)
    text = re.sub(re.escape(str(ROOT)) + r'(?=[/"])', str(dest), text)
    text = text.replace(kept, str(Path(build).resolve()))
    (dest / "compile_commands.json").write_text(text)
    units = sorted({os.path.relpath(e["file"], dest) for e in json.loads(text)})
    return units, "runtime/include/tidyjson/core/settings.hpp", "examples/order/main.cpp"


# -- running json-tidy ----------------------------------------------------------


def children_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


_SUMMARY = re.compile(r"checking (\d+)(?: of \d+)? files?.*?(?:; (all|\d+) from the cache|$)",
                      re.MULTILINE)


def rerun_units(cache, since, root):
    """The units clang-tidy ran on since the wall-clock time `since`: json-tidy
    rewrites a unit's cost record each time it runs it, never on a hit."""
    ran = set()
    for f in (cache / "costs").glob("*/*"):
        if f.stat().st_mtime >= since:
            ran.add(os.path.relpath(json.loads(f.read_text())["unit"], root))
    return ran


def json_tidy(root, jobs, extra, env, what, cache, expected):
    """One json-tidy run: a dict of what it measured. `expected` is the set of
    units that must run (the rest must come from the cache)."""
    cmd = [str(ROOT / "scripts" / "json-tidy"), "--all", "-p", str(root), "-j", str(jobs), *extra]
    load = os.getloadavg()[0]
    since = time.time() - 0.01
    cpu, start = children_cpu(), time.monotonic()
    proc = subprocess.run(cmd, cwd=root, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=True, errors="replace")
    wall, cpu = time.monotonic() - start, children_cpu() - cpu
    if proc.returncode not in (0, 1):
        sys.exit(f"{what}: json-tidy exited with {proc.returncode}\n{proc.stderr[-3000:]}")
    m = _SUMMARY.search(proc.stderr)
    checked = int(m.group(1))
    hits = checked if m.group(2) == "all" else int(m.group(2) or 0)
    result = {"what": what, "command": " ".join(["scripts/json-tidy", *cmd[1:]]),
              "wall": round(wall, 2), "cpu": round(cpu, 2), "files": checked,
              "ran": checked - hits, "from_cache": hits,
              "load": [round(load, 2), round(os.getloadavg()[0], 2)]}
    ran = rerun_units(cache, since, root)
    result["as_expected"] = ran == set(expected) and result["ran"] == len(ran)
    if not result["as_expected"]:
        result["unexpected"] = sorted(ran - set(expected))[:20]
        result["missing"] = sorted(set(expected) - ran)[:20]
    print(f"  {what}: {result['wall']} s wall, {result['cpu']} s CPU, ran {result['ran']} of "
          f"{checked} (load {result['load'][0]} -> {result['load'][1]}), ran exactly the "
          f"expected units: {result['as_expected']}", file=sys.stderr, flush=True)
    return result


def measured_costs(cache):
    """unit -> CPU seconds, from the cache's cost records (json-tidy's own)."""
    costs = {}
    for f in (cache / "costs").glob("*/*"):
        record = json.loads(f.read_text())
        costs[record["unit"]] = record["cpu_seconds"]
    return costs


def predict_shards(root, units, costs, count, jobs):
    """Each share's summed CPU seconds, for the partition by measured cost and
    for the byte-balanced one of an empty cache."""
    db = CompileDatabase.load(str(root))
    real = [os.path.realpath(root / u) for u in units]
    found = tools.find_tools(os.environ.get("TIDYJSON_PLUGIN", ""), dependencies=True)
    scan = dependencies.scan(db, real, found.scan_deps, jobs)
    sizes = {u: sum(os.path.getsize(f) for f in scan.reads.get(u, ())) or None for u in real}
    out = {}
    for name, measured in (("by measured cost", {u: costs.get(u) for u in real}),
                           ("by bytes read (empty cache)", {u: None for u in real})):
        shares = shards.partition(real, shards.estimates(real, measured, sizes), count)
        out[name] = {"cpu": [round(sum(costs.get(u, 0.0) for u in s), 2) for s in shares],
                     "units": [[os.path.relpath(u, root) for u in s] for s in shares]}
    return out


def scenario(args, root, units, header, includers, cpp):
    env = dict(os.environ, TIDYJSON_PLUGIN=args.plugin)
    cache = root / "json-tidy-cache"
    sarif = ["--sarif", str(root / "out.sarif")]
    results = {"units": len(units), "header": header, "includers": len(includers),
               "cpp": cpp, "jobs": args.jobs, "nproc": os.cpu_count(), "runs": []}
    runs = results["runs"]
    runs.append(json_tidy(root, args.jobs, sarif, env, "cold (empty cache)", cache, units))
    runs.append(json_tidy(root, args.jobs, sarif, env, "warm (nothing changed)", cache, []))
    with open(root / cpp, "a") as f:
        f.write("// changed\n")
    runs.append(json_tidy(root, args.jobs, sarif, env, f"one .cpp changed ({cpp})", cache, [cpp]))
    with open(root / header, "a") as f:
        f.write("// changed\n")
    runs.append(json_tidy(root, args.jobs, sarif, env,
                          f"one header changed ({header}, {len(includers)} includers)", cache,
                          includers))
    costs = measured_costs(cache)
    results["cost_records"] = len(costs)
    predicted = predict_shards(root, units, costs, 4, args.jobs)
    results["predicted_shards"] = {k: v["cpu"] for k, v in predicted.items()}
    if args.shards == "run":
        other = root / "plugin-rebuilt.so"
        shutil.copyfile(args.plugin, other)
        with open(other, "ab") as f:
            f.write(b"\0another build\0")
        shard_env = dict(env, TIDYJSON_PLUGIN=str(other))
        results["shards"] = []
        for i in range(1, 5):
            copy = root / f"cache-shard-{i}"
            shutil.copytree(cache, copy)
            share = predicted["by measured cost"]["units"][i - 1]
            results["shards"].append(json_tidy(root, args.jobs, ["--shard", f"{i}/4", "--cache",
                                                                 str(copy)], shard_env,
                                               f"shard {i}/4 (costs known, nothing cached)",
                                               copy, share))
    return results


def table(results):
    cold = results["runs"][0]
    rows = ["| run | files run / from the cache | exactly the expected files ran | wall s | "
            "CPU s | CPU vs cold | load (start, end) |",
            "|---|--:|:-:|--:|--:|--:|--:|"]
    for r in results["runs"] + results.get("shards", []):
        rows.append(f"| {r['what']} | {r['ran']} / {r['from_cache']} | "
                    f"{'yes' if r['as_expected'] else 'NO'} | {r['wall']} | {r['cpu']} | "
                    f"{r['cpu'] / cold['cpu']:.3f} | {r['load'][0]}, {r['load'][1]} |")
    out = "\n".join(rows) + "\n"
    warm = results["runs"][1]
    out += (f"\nwarm rerun: {cold['wall'] / warm['wall']:.0f}x faster than cold in wall time, "
            f"{cold['cpu'] / warm['cpu']:.0f}x in CPU time\n")
    if results.get("shards"):
        worst = max(r["cpu"] for r in results["shards"])
        out += (f"slowest of 4 shards: {worst:.1f} s CPU = {worst / (cold['cpu'] / 4):.2f} x a "
                f"quarter of the cold run's {cold['cpu']:.1f} s\n")
    for name, sums in results["predicted_shards"].items():
        total = sum(sums)
        out += (f"predicted shares {name}: {sums} s CPU; slowest = {max(sums) / (total / 4):.2f} x "
                f"a quarter of their {total:.1f} s\n")
    return out


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("codebase", choices=["generated", "project"])
    p.add_argument("--work", required=True, type=Path, help="an empty or new directory")
    p.add_argument("--units", type=int, default=1000, help="generated: translation units")
    p.add_argument("--build", default=str(ROOT / "build"),
                   help="the build with the plugin (and, for `project`, compile_commands.json)")
    p.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 2)
    p.add_argument("--shards", choices=["run", "predict"], default="run")
    args = p.parse_args()
    args.plugin = os.environ.get("TIDYJSON_PLUGIN") or \
        str(Path(args.build).resolve() / "checks" / "libtidyjson-checks-llvm19.so")
    os.environ["TIDYJSON_PLUGIN"] = args.plugin
    if args.work.exists() and any(args.work.iterdir()):
        sys.exit(f"{args.work} is not empty")
    root = args.work / "src"
    root.mkdir(parents=True)
    if args.codebase == "generated":
        units, header, includers = generate(root, args.units)
        cpp = units[len(units) // 2]
    else:
        units, header, cpp = copy_project(args.build, root)
        db = CompileDatabase.load(str(root))
        found = tools.find_tools(args.plugin, dependencies=True)
        scan = dependencies.scan(db, db.units(), found.scan_deps, args.jobs)
        target = os.path.realpath(root / header)
        includers = [u for u in units if target in scan.reads.get(os.path.realpath(root / u), ())]
    print(f"{args.codebase}: {len(units)} translation units in {root}", file=sys.stderr)
    results = scenario(args, root, units, header, includers, cpp)
    results["codebase"] = args.codebase
    (args.work / "results.json").write_text(json.dumps(results, indent=1) + "\n")
    print(table(results))


if __name__ == "__main__":
    main()
