#!/usr/bin/env python3
"""The consumer projects of test/consumers/, configured and built as users do.

  installed     `cmake --install` of this build into a temporary prefix, then
                test/consumers/installed finds it with find_package(tidyjson)
                and links tidyjson::tidyjson; the installed json-tidy finds its
                plugin, its driver and its docs
  subdirectory  test/consumers/subdirectory pulls the source tree in with
                add_subdirectory() (the runtime only)
"""
import json
import os
import shutil
from pathlib import Path

from common import base_env, check, fresh_dir, main, run, write_project

EXPECTED_OUTPUT = '{"to":"world","times":2} world 2\n'


def generator():
    return ["-G", "Ninja"] if shutil.which("ninja") else []


def build_and_run(args, source, build, env, extra):
    run([args.cmake, "-S", source, "-B", build, *generator(), f"-DCMAKE_CXX_COMPILER={args.cxx}",
         *extra], env=env, expect=0)
    run([args.cmake, "--build", build], env=env, expect=0)
    rc, out, err = run([Path(build) / "consumer"], env=env, expect=0)
    check(out == EXPECTED_OUTPUT, f"the consumer printed {out!r}, expected {EXPECTED_OUTPUT!r}")


def case_installed(args):
    work = fresh_dir(Path(args.work) / "installed")
    env = base_env(work, args.plugin)
    env.pop("TIDYJSON_PLUGIN")          # the installed json-tidy must find its own
    prefix = work / "prefix"
    run([args.cmake, "--install", args.binary_root, "--prefix", prefix], env=env, expect=0)

    expected = ["include/tidyjson/tidyjson.hpp", "share/tidyjson/cmake/tidyjsonConfig.cmake",
                "share/tidyjson/cmake/tidyjsonConfigVersion.cmake",
                "share/tidyjson/cmake/tidyjsonTargets.cmake", "bin/json-tidy",
                "share/tidyjson/json_tidy_tool.py", "share/tidyjson/git-pre-commit",
                "share/doc/tidyjson/checks/json-options-in-hot-path.md",
                "share/doc/tidyjson/ci.md", "share/doc/tidyjson/editors.md"]
    for rel in expected:
        check((prefix / rel).is_file(), f"{rel} was not installed")
    check(os.access(prefix / "bin/json-tidy", os.X_OK), "bin/json-tidy is not executable")
    with_checks = args.plugin != "none"
    build_and_run(args, Path(args.source_root) / "test/consumers/installed", work / "build", env,
                  [f"-DCMAKE_PREFIX_PATH={prefix}",
                   f"-DTIDYJSON_EXPECT_JSON_TIDY={'ON' if with_checks else 'OFF'}"])
    if not with_checks:
        return   # built without the plugin: nothing more to check
    plugins = list(prefix.glob("lib*/**/tidyjson/libtidyjson-checks-llvm19.so")) + \
        list(prefix.glob("lib*/tidyjson/libtidyjson-checks-llvm19.so"))
    check(len(set(plugins)) == 1, f"the plugin was not installed under <prefix>/lib*/tidyjson: {plugins}")

    # The installed json-tidy: a drop-in clang-tidy with the plugin...
    json_tidy = prefix / "bin/json-tidy"
    rc, out, err = run([json_tidy, "--checks=-*,json-*", "--list-checks"], env=env, expect=0)
    check("json-options-in-hot-path" in out, "the installed json-tidy does not load its plugin", out + err)
    # ...its driver, with the installed docs behind the SARIF rules...
    clean = fresh_dir(work / "clean")
    (clean / "clean.cpp").write_text("int main() { return 0; }\n")
    write_project(clean, ["clean.cpp"], prefix / "include", args.clangxx)
    run([json_tidy, "--all", "-p", clean, "--sarif", work / "clean.sarif"], cwd=clean, env=env,
        expect=0)
    rules = json.loads((work / "clean.sarif").read_text())["runs"][0]["tool"]["driver"]["rules"]
    check(all(r["helpUri"].startswith((prefix / "share/doc/tidyjson/checks").resolve().as_uri())
              for r in rules), f"the rules do not link the installed docs: {rules[0].get('helpUri')}")
    # ...and without arguments (no checkout to run the main job on), its usage.
    rc, out, err = run([json_tidy], env=env)
    check(rc == 2 and "json-tidy --all" in err, "json-tidy without arguments should print usage", err)


def case_subdirectory(args):
    work = fresh_dir(Path(args.work) / "subdirectory")
    env = base_env(work, args.plugin)
    build_and_run(args, Path(args.source_root) / "test/consumers/subdirectory", work / "build", env,
                  [f"-DTIDYJSON_SOURCE_DIR={args.source_root}"])


if __name__ == "__main__":
    main({"installed": case_installed, "subdirectory": case_subdirectory})
