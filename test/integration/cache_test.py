#!/usr/bin/env python3
"""Integration tests of json-tidy's result cache and shards.

The project is tiny on purpose: its options type is the project's own
(`json-options-in-hot-path.OptionsTypes: '::app::Config'`), so no file parses
the runtime and clang-tidy takes about 0.1 s a file. A clang-tidy-19 first on
PATH logs every file it is run on and runs the real one, so each step asserts
exactly which files were checked and which came from the cache; after each
change the cached run's SARIF log must equal a run without the cache.

  invalidation  a cold run, then a warm one (nothing runs, the same outputs);
                one .cpp changed: only it runs; a header three includes deep
                changed: exactly the files that include it run, and its new
                finding is reported; a -D macro added to one compile command:
                only that file; a .clang-tidy option in a subdirectory: only
                the files under it; another plugin build: every file, and the
                first plugin's entries are still hits; --no-cache: every file,
                and the cache is untouched
  damage        a truncated entry, an entry with a changed byte and an entry
                stored under another key are ignored and rewritten; a
                least-recently-used trim keeps the entries used last; `cache
                stats` counts it all, `cache clear` empties the cache and
                refuses a directory that is not a json-tidy cache
  compile_form  CMake's CMAKE_CXX_CLANG_TIDY with `json-tidy --cache DIR`: a
                build prints the finding, a rebuild after `clean` prints it
                again from the cache without running clang-tidy, and
                --export-fixes is written on a hit as on a miss
  shards        --shard I/N: the shares are disjoint and cover every file;
                with an empty cache they are weighed by the bytes each file
                reads, after a run by its measured time (a file that is short
                but slow to check ends up alone); the same partition on every
                call; bad I/N values are refused
"""
import json
import os
import re
import shutil
import sys
from pathlib import Path

from common import base_env, check, fresh_dir, git_init, main, run

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent / "scripts"))
from json_tidy import shards  # noqa: E402  (the package under test)

CONFIG = """\
# The cache tests' configuration: the project's own options type.
Checks: '-*,json-*'
HeaderFilterRegex: '.*'
CheckOptions:
  json-options-in-hot-path.OptionsTypes: '::app::Config'
  json-options-in-hot-path.SerializerFunctions: '::app::to_json'
  json-options-in-hot-path.HotOnly: false
"""

SUB_CONFIG = """\
InheritParentConfig: true
CheckOptions:
  json-options-in-hot-path.HotOnly: {hot_only}
"""

FILES = {
    "api.hpp": "#pragma once\nnamespace app {\nstruct Config { int indent; };\n"
               "int to_json(int value, const Config& config);\n}  // namespace app\n",
    "deep1.hpp": '#pragma once\n#include "deep2.hpp"\n',
    "deep2.hpp": '#pragma once\n#include "deep3.hpp"\n',
    "deep3.hpp": '#pragma once\n#include "api.hpp"\ninline int deep_default() { return 2; }\n',
    # deep3.hpp is three includes deep here, two in mid.cpp, absent from the rest.
    "top.cpp": '#include "deep1.hpp"\n'
               "int top(int v) {\n  app::Config config{deep_default()};\n"
               "  return app::to_json(v, config);\n}\n",
    "mid.cpp": '#include "deep2.hpp"\n'
               "int mid(int v) {\n  static const app::Config config{2};\n"
               "  return app::to_json(v, config);\n}\n",
    "flat.cpp": '#include "api.hpp"\n'
                "int flat(int v) {\n  app::Config config{1};\n  return app::to_json(v, config);\n}\n",
    "macro.cpp": '#include "api.hpp"\n#ifdef LINT_EXTRA\n'
                 "int extra(int v) {\n  app::Config config{3};\n  return app::to_json(v, config);\n}\n"
                 "#endif\nint plain() { return 0; }\n",
    "sub/hot.cpp": '#include "../api.hpp"\n'
                   "int hot(int v) {\n  app::Config config{4};\n  return app::to_json(v, config);\n}\n",
    "sub/loop.cpp": '#include "../api.hpp"\n'
                    "int loop(int n) {\n  int sum = 0;\n  for (int i = 0; i < n; ++i) {\n"
                    "    app::Config config{5};\n    sum += app::to_json(i, config);\n  }\n"
                    "  return sum;\n}\n",
}
UNITS = sorted(f for f in FILES if f.endswith(".cpp"))
DEEP3_FINDING = ("inline int deep_helper(int v) {\n  app::Config config{6};\n"
                 "  return app::to_json(v, config);\n}\n")

# Runs the real clang-tidy-19 and logs its arguments, one JSON array a line.
WRAPPER = """#!/usr/bin/env python3
import json, os, sys
with open({log!r}, "a") as f:
    f.write(json.dumps(sys.argv[1:]) + "\\n")
os.execv({real!r}, [{real!r}] + sys.argv[1:])
"""


class Project:
    """The tiny project, its logging clang-tidy and json-tidy runs in it."""

    def __init__(self, args, name, units=None):
        self.args = args
        self.work = fresh_dir(Path(args.work) / name)
        self.root = fresh_dir(self.work / "project")
        self.env = base_env(self.work, args.plugin)
        self.log = self.work / "clang-tidy-calls.log"
        bin_dir = fresh_dir(self.work / "bin")
        real = shutil.which("clang-tidy-19")
        check(real is not None, "clang-tidy-19 is not on PATH")
        (bin_dir / "clang-tidy-19").write_text(WRAPPER.format(log=str(self.log), real=real))
        (bin_dir / "clang-tidy-19").chmod(0o755)
        self.env["PATH"] = f"{bin_dir}{os.pathsep}{self.env['PATH']}"
        git_init(self.root, self.env)      # the root json-tidy reports paths from
        (self.root / ".clang-tidy").write_text(CONFIG)
        (self.root / "sub").mkdir()
        (self.root / "sub" / ".clang-tidy").write_text(SUB_CONFIG.format(hot_only="false"))
        for name, text in FILES.items():
            (self.root / name).write_text(text)
        self.units = units or UNITS
        self.defines = {}
        self.write_database()

    def write_database(self, extra=None):
        entries = []
        for unit in self.units:
            path = self.root / unit
            entries.append({"directory": str(path.parent), "file": str(path), "arguments": [
                self.args.clangxx, "-std=c++20", *self.defines.get(unit, []),
                *(extra or {}).get(unit, []), "-c", str(path), "-o", str(path.with_suffix(".o"))]})
        (self.root / "compile_commands.json").write_text(json.dumps(entries, indent=2) + "\n")

    @property
    def cache(self):
        return self.root / "json-tidy-cache"

    def checked(self):
        """The project files clang-tidy was run on since the last call."""
        calls = self.log.read_text().splitlines() if self.log.exists() else []
        self.log.unlink(missing_ok=True)
        ran = []
        for line in calls:
            argv = json.loads(line)
            before = argv[:argv.index("--")] if "--" in argv else argv
            ran += [os.path.relpath(a, self.root) for a in before
                    if a.endswith(".cpp") and os.path.realpath(a).startswith(str(self.root) + "/")]
        return sorted(ran)

    def json_tidy(self, *extra, env=None):
        cmd = [self.args.json_tidy, "--all", "-p", self.root, "-j", "2", *extra]
        rc, out, err = run(cmd, cwd=self.root, env=env or self.env)
        check(rc in (0, 1), f"json-tidy {' '.join(map(str, extra))} exited with {rc}", out + err)
        return rc, out, err

    def lint(self, step, expect_checked, env=None):
        """A cached run that must check exactly `expect_checked`, and whose SARIF
        log must equal that of a run without the cache. Returns the log."""
        self.checked()
        sarif = self.work / f"{step}.sarif"
        rc, out, err = self.json_tidy("--sarif", sarif, env=env)
        ran = self.checked()
        check(ran == sorted(expect_checked), f"{step}: clang-tidy ran on {ran}, expected "
              f"{sorted(expect_checked)}", out + err)
        hits = len(self.units) - len(expect_checked)
        check(f"; {'all' if hits == len(self.units) else hits} from the cache" in err,
              f"{step}: the run should say {hits} results came from the cache", err)
        fresh = self.work / f"{step}-no-cache.sarif"
        self.json_tidy("--no-cache", "--sarif", fresh, env=env)
        self.checked()
        cached, uncached = json.loads(sarif.read_text()), json.loads(fresh.read_text())
        check(cached == uncached, f"{step}: the cached run's SARIF log differs from a run without "
              "the cache", json.dumps(cached["runs"][0]["results"], indent=1)[:4000])
        return cached

    def entries(self):
        """unit (relative) -> the entry files holding its results."""
        found = {}
        for path in sorted((self.cache / "entries").glob("*/*")):
            head, _, body = path.read_bytes().partition(b"\n")
            unit = json.loads(body)["unit"]
            found.setdefault(os.path.relpath(unit, self.root), []).append(path)
        return found


def findings(log):
    return sorted((r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
                   r["locations"][0]["physicalLocation"]["region"]["startLine"])
                  for r in log["runs"][0]["results"])


BASE_FINDINGS = [("flat.cpp", 3), ("sub/hot.cpp", 3), ("sub/loop.cpp", 5), ("top.cpp", 3)]


def case_invalidation(args):
    p = Project(args, "invalidation")
    log = p.lint("cold", UNITS)
    check(findings(log) == BASE_FINDINGS, f"cold findings {findings(log)}")
    check(p.cache.is_dir() and (p.cache / ".gitignore").read_text().endswith("*\n")
          and (p.cache / "CACHEDIR.TAG").is_file(),
          "the cache should be created under the build directory, tagged and ignored by git")

    # Nothing changed: nothing runs, and every output is the same.
    outputs = {}
    for step in ("first", "second"):
        d = fresh_dir(p.work / f"outputs-{step}")
        rc, out, err = p.json_tidy("--sarif", d / "log.sarif", "--diff", d / "fixes.patch",
                                   "--codequality", d / "cq.json", "--github")
        outputs[step] = (rc, out, {f.name: f.read_bytes() for f in d.iterdir()})
    check(outputs["first"] == outputs["second"] and p.checked() == [],
          "a warm run must replay every output the same and run nothing")
    check("all 6 from the cache" not in err and "; all from the cache" in err, "the summary", err)

    # One .cpp changed: only it runs.
    (p.root / "flat.cpp").write_text(FILES["flat.cpp"] + "// changed\n")
    p.lint("cpp-change", ["flat.cpp"])

    # A header three includes deep: exactly the files that include it (through
    # two levels in mid.cpp) run, and its new finding is reported.
    (p.root / "deep3.hpp").write_text(FILES["deep3.hpp"] + DEEP3_FINDING)
    log = p.lint("deep-header", ["mid.cpp", "top.cpp"])
    check(("deep3.hpp", 5) in findings(log), "the new finding in deep3.hpp is missing",
          str(findings(log)))

    # A macro on one file's command line.
    p.defines["macro.cpp"] = ["-DLINT_EXTRA"]
    p.write_database()
    log = p.lint("macro", ["macro.cpp"])
    check(("macro.cpp", 4) in findings(log), "the -D macro's finding is missing", str(findings(log)))

    # A .clang-tidy option in sub/: only the files under sub/ run; HotOnly
    # drops the finding outside a loop.
    (p.root / "sub" / ".clang-tidy").write_text(SUB_CONFIG.format(hot_only="true"))
    log = p.lint("clang-tidy-option", ["sub/hot.cpp", "sub/loop.cpp"])
    check(("sub/hot.cpp", 3) not in findings(log) and ("sub/loop.cpp", 5) in findings(log),
          "HotOnly did not take effect", str(findings(log)))

    # Another build of the plugin: every file runs; back to the first, all hits.
    other = p.work / "libtidyjson-checks-llvm19.so"
    shutil.copyfile(args.plugin, other)
    with open(other, "ab") as f:
        f.write(b"\0another build\0")
    p.lint("plugin", UNITS, env=dict(p.env, TIDYJSON_PLUGIN=str(other)))
    p.lint("plugin-back", [])

    # --no-cache: every file runs and the cache is not touched.
    before = {f: f.stat().st_mtime_ns for f in p.cache.rglob("*") if f.is_file()}
    p.json_tidy("--no-cache")
    check(p.checked() == UNITS, "--no-cache must check every file")
    check({f: f.stat().st_mtime_ns for f in p.cache.rglob("*") if f.is_file()} == before,
          "--no-cache must not read or write the cache")
    rc, out, err = run([args.json_tidy, "--all", "--cache", p.cache, "--no-cache"], cwd=p.root,
                       env=p.env)
    check(rc == 2 and "--cache and --no-cache exclude each other" in err, "both options", err)


def case_damage(args):
    p = Project(args, "damage", units=["flat.cpp", "mid.cpp", "top.cpp", "sub/hot.cpp"])
    p.lint("cold", p.units)
    entries = p.entries()
    check(sorted(entries) == sorted(p.units) and all(len(v) == 1 for v in entries.values()),
          f"one entry per file expected: {entries}")
    top, flat, mid = entries["top.cpp"][0], entries["flat.cpp"][0], entries["mid.cpp"][0]
    top.write_bytes(top.read_bytes()[:40])                        # truncated
    data = bytearray(flat.read_bytes())
    data[-5] ^= 0x01                                              # one byte changed
    flat.write_bytes(bytes(data))
    mid.write_bytes(entries["sub/hot.cpp"][0].read_bytes())       # another key's entry
    p.lint("damaged", ["flat.cpp", "mid.cpp", "top.cpp"])
    p.lint("repaired", [])
    rc, out, err = run([args.json_tidy, "cache", "stats", "-p", p.root], cwd=p.root, env=p.env)
    check(rc == 0 and f"cache directory: {p.cache}" in out and "entries:         4 " in out
          and "3 ignored (corrupt or foreign)" in out,
          "cache stats should count 4 entries and 3 ignored ones", out + err)

    # LRU: every entry old, then a run of flat.cpp and one of top.cpp with room
    # for two entries: those two stay, the others go.
    for paths in p.entries().values():
        for path in paths:
            os.utime(path, (1_000_000_000, 1_000_000_000))
    size = max(path.stat().st_size for paths in p.entries().values() for path in paths)
    for unit in ("flat.cpp", "top.cpp"):
        run([args.json_tidy, "-p", p.root, "--files", p.root / unit,
             f"--cache-max-size={int(size * 2.2)}"], cwd=p.root, env=p.env)
    check(sorted(p.entries()) == ["flat.cpp", "top.cpp"],
          f"the trim should keep the entries used last: {sorted(p.entries())}")
    check(p.checked() == [], "the two runs should be hits")
    rc, out, err = run([args.json_tidy, "cache", "stats", "--cache", p.cache], env=p.env)
    check("2 trimmed" in out, "cache stats should count the trimmed entries", out)

    rc, out, err = run([args.json_tidy, "cache", "clear", "-p", p.root], cwd=p.root, env=p.env)
    check(rc == 0 and "removed 2 entries" in out and not (p.cache / "entries").exists(),
          "cache clear", out + err)
    p.json_tidy()
    check(p.checked() == sorted(p.units), "after clear every file runs")
    rc, out, err = run([args.json_tidy, "cache", "clear", "--cache", p.root], env=p.env)
    check(rc == 2 and "is not a json-tidy cache" in err and (p.root / "flat.cpp").exists(),
          "clear must refuse a directory that is not a cache", out + err)


def case_compile_form(args):
    p = Project(args, "compile_form", units=["flat.cpp"])
    cache = p.work / "cmake-cache"
    (p.root / "CMakeLists.txt").write_text(f"""\
cmake_minimum_required(VERSION 3.25)
project(cache_compile_form LANGUAGES CXX)
set(CMAKE_CXX_STANDARD 20)
set(CMAKE_CXX_CLANG_TIDY {args.json_tidy} --cache={cache} --checks=-*,json-*)
add_library(app STATIC flat.cpp mid.cpp)
""")
    build = p.work / "build"
    run([args.cmake, "-S", p.root, "-B", build, "-G", "Ninja",
         f"-DCMAKE_CXX_COMPILER={args.clangxx}"], env=p.env, expect=0)
    warning = "flat.cpp:3:15: warning: options object 'config' is built on every call"
    for step, expect in (("build", ["flat.cpp", "mid.cpp"]), ("rebuild", [])):
        rc, out, err = run([args.cmake, "--build", build], env=p.env, expect=0)
        check(warning in out + err, f"{step}: the finding is not in the build's output", out + err)
        check(p.checked() == expect, f"{step}: clang-tidy should run on {expect}", out + err)
        run([args.cmake, "--build", build, "--target", "clean"], env=p.env, expect=0)
    rc, out, err = run([args.json_tidy, "cache", "stats", "--cache", cache], env=p.env)
    check("2 hits, 2 misses" in out, "the rebuild should be two hits", out)

    # --export-fixes (CMake 3.26's CMAKE_CXX_CLANG_TIDY_EXPORT_FIXES_DIR) on a hit.
    exports = []
    for i in range(2):
        path = p.work / f"fixes-{i}.yaml"
        rc, out, err = run([args.json_tidy, f"--cache={cache}", "--checks=-*,json-*",
                            f"--export-fixes={path}", p.root / "flat.cpp", "--", args.clangxx,
                            "-std=c++20", "-c", p.root / "flat.cpp"], cwd=p.root, env=p.env)
        check(rc == 0 and warning in out, "the compile form prints clang-tidy's output", out + err)
        exports.append(path.read_text())
    check(p.checked() == ["flat.cpp"] and exports[0] == exports[1]
          and "static const " in exports[0], "--export-fixes must be the same on a hit", exports[1])


SPIN = ("// Short to read, slow to check: the constant evaluation below.\n"
        "constexpr long spin() {\n  long sum = 0;\n  for (long i = 0; i < 250000; ++i) sum += i % 7;\n"
        "  return sum;\n}\nstatic_assert(spin() > 0);\n")


def shard(p, spec, cache):
    """A shard's run with its own copy of `cache` (as each machine of a CI
    matrix restores its own): (files in its share, files clang-tidy ran on)."""
    copy = p.work / f"cache-{spec.replace('/', '-of-')}"
    if copy.exists():
        shutil.rmtree(copy)
    if cache.exists():
        shutil.copytree(cache, copy)
    rc, out, err = p.json_tidy("--shard", spec, "--cache", copy)
    m = re.search(rf"shard {spec}: checking (\d+) of {len(p.units)} files", err)
    check(m is not None or f"shard {spec}: no C or C++ files" in err, f"shard {spec}: no summary", err)
    return (int(m.group(1)) if m else 0), p.checked()


def case_shards(args):
    # The partition itself: longest first to the lightest share, ties by path.
    cost = {"a": 5.0, "b": 4.0, "c": 3.0, "d": 3.0, "e": 3.0, "f": 2.0}
    check(shards.partition(list(cost), cost, 2) == [["a", "d", "f"], ["b", "c", "e"]],
          f"partition {shards.partition(list(cost), cost, 2)}")
    check(shards.estimates(["x", "y", "z"], {"x": 2.0, "y": None, "z": None},
                           {"x": 100, "y": 300, "z": None}) == {"x": 2.0, "y": 6.0, "z": 4.0},
          "a file never measured costs its bytes at the measured files' rate")

    units = ["flat.cpp", "macro.cpp", "mid.cpp", "spin.cpp", "sub/hot.cpp", "top.cpp"]
    p = Project(args, "shards", units=units)
    (p.root / "spin.cpp").write_text(SPIN)
    p.write_database(extra={"spin.cpp": ["-fconstexpr-steps=100000000"]})
    for spec in ("0/2", "3/2", "1/0", "two"):
        rc, out, err = run([args.json_tidy, "--all", "--shard", spec], cwd=p.root, env=p.env)
        check(rc == 2 and "--shard" in err, f"--shard {spec} must be refused", err)

    # No cache yet: every share is weighed by the bytes its files read.
    empty = p.work / "no-cache-yet"
    first = [shard(p, f"{i}/2", empty) for i in (1, 2)]
    ran = first[0][1] + first[1][1]
    check(sorted(ran) == units and first[0][0] + first[1][0] == len(units),
          f"the shares must hold every file once: {first}")
    check(shard(p, "1/2", empty) == first[0], "the same inputs must give the same partition")
    rc, out, err = p.json_tidy("--shard", "3/4", "--cache", empty)
    check(rc == 0 or rc == 1, "a share may be small", err)
    p.checked()

    # A full run measures each file: spin.cpp costs more than the other five
    # together, so it becomes a share of its own.
    merged = p.work / "cache-merged"
    p.json_tidy("--cache", merged)
    p.checked()
    seconds = {}
    for f in (merged / "entries").glob("*/*"):
        entry = json.loads(f.read_bytes().partition(b"\n")[2])
        seconds[os.path.relpath(entry["unit"], p.root)] = entry["cpu_seconds"]
    others = sum(v for k, v in seconds.items() if k != "spin.cpp")
    check(seconds["spin.cpp"] > others, f"spin.cpp should cost more than the rest: {seconds}")
    (p.root / "api.hpp").write_text(FILES["api.hpp"] + "// changed: all but spin.cpp run again\n")
    second = sorted(shard(p, f"{i}/2", merged) for i in (1, 2))
    check(second == [(1, []), (5, sorted(u for u in units if u != "spin.cpp"))],
          f"spin.cpp should be alone (and a hit), the other five in the other share: {second}")


if __name__ == "__main__":
    main({"invalidation": case_invalidation, "damage": case_damage,
          "compile_form": case_compile_form, "shards": case_shards})
