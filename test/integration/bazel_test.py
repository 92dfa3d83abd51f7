#!/usr/bin/env python3
"""json-tidy's Bazel aspect (bazel/), offline, with Debian's Bazel 4.2.3.

The workspace test/integration/bazel (five sources in three targets, one of
them including the runtime) is copied to the work directory with a WORKSPACE
that names this checkout's bazel/ and runtime/ and a copy of the plugin, then
`bazel build --config=json_tidy //...` runs the aspect. Each step reads
Bazel's execution log and asserts exactly which sources ran and which came
from the disk cache:

  cold: all five run; the findings and the fixes (paths relative to the
  workspace) are the actions' outputs, and clang-apply-replacements-19 run
  in the workspace applies the fixes. Nothing changed: nothing runs. After
  `bazel clean`: all five from --disk_cache. One source changed: only it. A
  header two includes deep: exactly the two sources that read it. A -D in
  one target's copts: that target's two sources. An option in the
  configuration: all five, and the finding it turns off is gone. Another
  build of the plugin: all five. Everything back as it was: all five from
  the disk cache. With WarningsAsErrors, a finding fails the build and is
  printed.
"""
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

from common import HERE, base_env, check, fresh_dir, main, run

SOURCES = ["app/main.cc", "app/version.cc", "lib/greet.cc", "lib/shout.cc", "orders/orders.cc"]

WORKSPACE = """\
workspace(name = "json_tidy_test")

local_repository(name = "json_tidy", path = "{source_root}/bazel")

load("@json_tidy//debian:offline.bzl", "debian_bazel_offline")

debian_bazel_offline()

load("@json_tidy//:repositories.bzl", "json_tidy_tools")

json_tidy_tools(name = "json_tidy_tools", plugin = "{plugin}")

new_local_repository(
    name = "tidyjson",
    path = "{source_root}/runtime",
    build_file_content = \"\"\"
cc_library(
    name = "tidyjson",
    hdrs = glob(["include/**/*.hpp"]),
    includes = ["include"],
    visibility = ["//visibility:public"],
)
\"\"\",
)
"""


def spawns(log):
    """(ran, from the cache): the sources of the JsonTidy actions of an
    execution log (a stream of JSON objects)."""
    text = log.read_text()
    decoder, i, ran, hits = json.JSONDecoder(), 0, [], []
    while i < len(text):
        while i < len(text) and text[i].isspace():
            i += 1
        if i == len(text):
            break
        spawn, i = decoder.raw_decode(text, i)
        if spawn.get("mnemonic") != "JsonTidy":
            continue
        source = spawn["listedOutputs"][0].split(".json_tidy/", 1)[1].rsplit(".findings.txt", 1)[0]
        (hits if spawn.get("remoteCacheHit") else ran).append(source)
    return sorted(ran), sorted(hits)


class Workspace:
    def __init__(self, args, bazel):
        self.work = Path(args.work) / "bazel"
        if self.work.exists():
            subprocess.run(["chmod", "-R", "u+w", self.work])    # Bazel leaves read-only files
            shutil.rmtree(self.work)
        self.work.mkdir(parents=True)
        self.env = base_env(self.work, args.plugin)
        self.root = self.work / "ws"
        shutil.copytree(HERE / "bazel", self.root)
        self.plugin = self.work / "libtidyjson-checks-llvm19.so"
        shutil.copyfile(args.plugin, self.plugin)
        (self.root / "WORKSPACE").write_text(WORKSPACE.format(
            source_root=Path(args.source_root).resolve(), plugin=self.plugin))
        self.bazel = [bazel, f"--output_user_root={self.work / 'output'}"]
        self.step = 0

    def lint(self, what, expect_ran, expect_hits=()):
        self.step += 1
        log = self.work / f"execution-{self.step}.json"
        rc, out, err = run([*self.bazel, "build", "--config=json_tidy",
                            f"--disk_cache={self.work / 'disk-cache'}",
                            f"--execution_log_json_file={log}", "//..."], cwd=self.root, env=self.env)
        check(rc == 0, f"{what}: bazel build --config=json_tidy failed ({rc})", out + err)
        ran, hits = spawns(log)
        check((ran, hits) == (sorted(expect_ran), sorted(expect_hits)),
              f"{what}: ran {ran} and took {hits} from the cache; expected "
              f"{sorted(expect_ran)} and {sorted(expect_hits)}")

    def output(self, target, source, kind):
        package = source.split("/")[0]
        return (self.root / "bazel-bin" / package / f"{target}.json_tidy" / f"{source}.{kind}")

    def edit(self, path, old, new):
        text = (self.root / path).read_text()
        check(old in text, f"{path} does not contain {old!r}")
        (self.root / path).write_text(text.replace(old, new))

    def shutdown(self):
        """Stops the server, after printing the CPU time it and its actions took
        (they are not the test's children)."""
        rc, out, err = run([*self.bazel, "info", "server_pid"], cwd=self.root, env=self.env)
        try:
            fields = Path(f"/proc/{out.strip()}/stat").read_text().rsplit(")", 1)[1].split()
            ticks = sum(int(f) for f in fields[11:15])      # utime stime cutime cstime
            print(f"bazel server and its actions: {ticks / os.sysconf('SC_CLK_TCK'):.1f} s CPU")
        except (OSError, ValueError, IndexError):
            pass
        run([*self.bazel, "shutdown"], cwd=self.root, env=self.env)


def check_documented_bazelrc(args):
    """docs/bazel.md's .bazelrc is the one this workspace runs with."""
    text = (Path(args.source_root) / "docs" / "bazel.md").read_text(encoding="utf-8")
    block = re.search(r"in `\.bazelrc`[^`]*?:\n\n```text\n(.*?)```", text, re.DOTALL)
    check(block is not None, "docs/bazel.md has no .bazelrc block")
    ours = (HERE / "bazel" / ".bazelrc").read_text(encoding="utf-8").splitlines()
    for line in block.group(1).splitlines():
        check(line in ours, f"docs/bazel.md's .bazelrc line '{line}' is not in the tested workspace's .bazelrc")


def case_aspect(args):
    check_documented_bazelrc(args)
    bazel = shutil.which("bazel")
    check(bazel is not None, "bazel is not installed: scripts/deps installs Debian's "
          "bazel-bootstrap, bazel-rules-cc and bazel-rules-java")
    ws = Workspace(args, bazel)
    try:
        steps(ws)
    finally:
        ws.shutdown()


def apply_fixes(ws):
    """The fixes of every action, applied in a copy of the workspace's sources."""
    fixes = fresh_dir(ws.work / "fixes")
    for f in (ws.root / "bazel-bin").resolve().rglob("*.fixes.yaml"):
        if f.stat().st_size:
            shutil.copyfile(f, fixes / f.name)
    tree = fresh_dir(ws.work / "fixed")
    for package in ("lib", "orders"):
        shutil.copytree(ws.root / package, tree / package)
    run(["clang-apply-replacements-19", fixes], cwd=tree, env=ws.env, expect=0)
    check("  static const Config config{2};" in (tree / "lib/greet.cc").read_text()
          and "  static const tidyjson::options options{" in (tree / "orders/orders.cc").read_text(),
          "clang-apply-replacements-19 should apply both fixes", (tree / "lib/greet.cc").read_text())


def steps(ws):
    ws.lint("cold", SOURCES)
    greet = ws.output("greet", "lib/greet.cc", "findings.txt").read_text()
    check(greet.startswith("lib/greet.cc:5:10: warning: options object 'config' is built on every "
                           "call") and "[json-options-in-hot-path]" in greet, "greet.cc's finding", greet)
    orders = ws.output("orders", "orders/orders.cc", "findings.txt").read_text()
    check("orders/orders.cc:9:21: warning: options object 'options'" in orders,
          "orders.cc's finding (the runtime's options)", orders)
    fixes = ws.output("greet", "lib/greet.cc", "fixes.yaml").read_text()
    check("FilePath:        'lib/greet.cc'" in fixes and "ReplacementText: 'static const '" in fixes
          and "BuildDirectory:  '.'" in fixes and str(ws.work) not in fixes,
          "the fixes should name the file relative to the workspace", fixes)
    for source, target in (("app/version.cc", "app"), ("lib/shout.cc", "greet")):
        check(ws.output(target, source, "findings.txt").read_text() == "",
              f"{source} has no findings")
    apply_fixes(ws)

    ws.lint("nothing changed", [])
    run([*ws.bazel, "clean"], cwd=ws.root, env=ws.env, expect=0)
    ws.lint("after bazel clean", [], SOURCES)

    ws.edit("lib/shout.cc", "return volume;", "return volume + 0;")
    ws.lint("one source", ["lib/shout.cc"])
    ws.edit("lib/config.h", "int indent;", "int indent = 0;")
    ws.lint("a header two includes deep", ["app/main.cc", "lib/greet.cc"])
    ws.edit("lib/BUILD", "-DGREETING_STYLE=1", "-DGREETING_STYLE=2")
    ws.lint("a -D in one target's copts", ["lib/greet.cc", "lib/shout.cc"])
    ws.edit("json-tidy.yaml", "OptionsTypes: '::demo::Config'", "OptionsTypes: ''")
    ws.lint("a configuration option", SOURCES)
    check(ws.output("greet", "lib/greet.cc", "findings.txt").read_text() == "",
          "without demo::Config as an options type greet.cc has no finding")
    with open(ws.plugin, "ab") as f:
        f.write(b"\0another build\0")
    ws.lint("another build of the plugin", SOURCES)

    shutil.copyfile(Path(ws.env["TIDYJSON_PLUGIN"]), ws.plugin)
    for path in ("lib/shout.cc", "lib/config.h", "lib/BUILD", "json-tidy.yaml"):
        shutil.copyfile(HERE / "bazel" / path, ws.root / path)
    ws.lint("everything as it was", [], SOURCES)

    with open(ws.root / "json-tidy.yaml", "a") as f:
        f.write("WarningsAsErrors: 'json-*'\n")
    rc, out, err = run([*ws.bazel, "build", "--config=json_tidy", "//lib:greet"], cwd=ws.root,
                       env=ws.env)
    check(rc != 0 and "lib/greet.cc:5:10: error: options object 'config' is built on every call"
          in out + err, "with WarningsAsErrors the finding should fail the build", out + err)


if __name__ == "__main__":
    main({"aspect": case_aspect})
