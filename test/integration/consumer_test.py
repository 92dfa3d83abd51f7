#!/usr/bin/env python3
"""The consumer projects of test/consumers/, configured and built as users do.

  installed     `cmake --install` of this build into a temporary prefix, then
                test/consumers/installed finds it with find_package(tidyjson)
                and links tidyjson::tidyjson, built with the installed
                json-tidy as CMAKE_CXX_CLANG_TIDY (its result cached, replayed
                by a rebuild from clean); the installed json-tidy runs a
                real check from the prefix (a finding, its SARIF log with the
                docs' summary), and prints its usage without arguments; the
                `json-tidy` component alone installs a json-tidy that works
  install_guards  a build configured with g++ stops at configure time with the
                exact fix (a g++-built plugin loads, lists its checks, then
                fails on every file); `cmake --install` of a build whose
                plugin is not built yet stops before installing anything
  subdirectory  test/consumers/subdirectory pulls the source tree in with
                add_subdirectory() (the runtime only)
"""
import json
import os
import shutil
from pathlib import Path

from common import base_env, check, fresh_dir, main, run, validate_sarif_file, write_project

EXPECTED_OUTPUT = '{"to":"world","times":2} world 2\n'
# A file with one finding of a real check, for the installed json-tidy.
HOT_PATH = """\
#include <tidyjson/tidyjson.hpp>
#include <string>
struct Greeting { std::string to; int times = 0; };
TIDYJSON_TYPE(Greeting, to, times)
std::string greet(const Greeting& g) {
  tidyjson::options options{tidyjson::naming::camel_case};
  return tidyjson::serialize(g, options);
}
"""
HOT_PATH_WARNING = ("hot.cpp:6:21: warning: options object 'options' is built on every call; each call looks up "
                    "its per-type metadata again, and rebuilds it when its settings are not in the shared cache [json-options-in-hot-path]")


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
                "share/tidyjson/json_tidy/cli.py", "share/tidyjson/git-pre-commit",
                "share/doc/tidyjson/checks/json-options-in-hot-path.md",
                "share/doc/tidyjson/ci.md", "share/doc/tidyjson/editors.md"]
    for rel in expected:
        check((prefix / rel).is_file(), f"{rel} was not installed")
    check(os.access(prefix / "bin/json-tidy", os.X_OK), "bin/json-tidy is not executable")
    with_checks = args.plugin != "none"
    build = work / "build"
    build_and_run(args, Path(args.source_root) / "test/consumers/installed", build, env,
                  [f"-DCMAKE_PREFIX_PATH={prefix}",
                   f"-DTIDYJSON_EXPECT_JSON_TIDY={'ON' if with_checks else 'OFF'}",
                   f"-DTIDYJSON_LINT_WHILE_BUILDING={'ON' if with_checks else 'OFF'}"])
    if not with_checks:
        return   # built without the plugin: nothing more to check
    # json-clangd comes with the checks (docs/editors.md), and runs from the
    # prefix: it finds clang's built-in headers without a resource dir.
    clangd = prefix / "bin" / "json-clangd"
    check(os.access(clangd, os.X_OK), "bin/json-clangd was not installed")
    rc, out, err = run([clangd, "--version"], env=env, expect=0)
    check(out.startswith("json-clangd ") and "with the json-* checks built in" in out,
          "the installed json-clangd's --version", out)
    # The build ran the installed json-tidy on main.cpp through its cache; a
    # rebuild from clean replays it.
    run([args.cmake, "--build", build, "--target", "clean"], env=env, expect=0)
    run([args.cmake, "--build", build], env=env, expect=0)
    rc, out, err = run([prefix / "bin/json-tidy", "cache", "stats", "--cache",
                        build / "json-tidy-cache"], env=env, expect=0)
    check("entries:         1 " in out and "1 hits, 1 misses" in out,
          "building with CMAKE_CXX_CLANG_TIDY should store main.cpp's result, and the rebuild "
          "replay it", out)
    plugins = list(prefix.glob("lib*/**/tidyjson/libtidyjson-checks-llvm19.so")) + \
        list(prefix.glob("lib*/tidyjson/libtidyjson-checks-llvm19.so"))
    check(len(set(plugins)) == 1, f"the plugin was not installed under <prefix>/lib*/tidyjson: {plugins}")

    # The installed json-tidy runs a real check, with the installed headers and
    # docs: the driver (its SARIF log valid, the rules described by the
    # installed docs)...
    json_tidy = prefix / "bin/json-tidy"
    project = fresh_dir(work / "project")
    (project / "hot.cpp").write_text(HOT_PATH)
    write_project(project, ["hot.cpp"], prefix / "include", args.clangxx)
    rc, out, err = run([json_tidy, "--all", "-p", project, "--sarif", work / "hot.sarif"],
                       cwd=project, env=env)
    check(rc == 1 and HOT_PATH_WARNING in out and "1 finding in 1 file (1 with a fix)" in err,
          "the installed json-tidy did not report the finding", out + err)
    log = json.loads((work / "hot.sarif").read_text())
    rules = {r["id"]: r for r in log["runs"][0]["tool"]["driver"]["rules"]}
    page = (prefix / "share/doc/tidyjson/checks/json-options-in-hot-path.md").read_text()
    check(rules["json-options-in-hot-path"]["help"]["markdown"] == page
          and log["runs"][0]["tool"]["driver"]["version"] == args.version,
          "the SARIF rules should come from the installed docs, the version from CMake")
    validate_sarif_file(work / "hot.sarif", args.source_root, work)
    # ...and the drop-in form, as an editor runs it.
    rc, out, err = run([json_tidy, "--checks=-*,json-*", "hot.cpp", "--", "-std=c++20",
                        f"-I{prefix / 'include'}"], cwd=project, env=env)
    check(rc == 0 and HOT_PATH_WARNING in out, "the drop-in form did not report the finding", out + err)
    # Without arguments (no checkout to run the main job on): its usage.
    rc, out, err = run([json_tidy], env=env)
    check(rc == 2 and "json-tidy [--all" in err, "json-tidy without arguments should print usage", err)

    # The json-tidy component alone (README: "Installing only json-tidy"): no
    # headers, and a json-tidy that works.
    checks_only = work / "checks-only"
    run([args.cmake, "--install", args.binary_root, "--component", "json-tidy", "--prefix",
         checks_only], env=env, expect=0)
    check(not (checks_only / "include").exists(), "the json-tidy component installed headers")
    rc, out, err = run([checks_only / "bin/json-tidy", "--checks=-*,json-*", "hot.cpp", "--",
                        "-std=c++20", f"-I{args.runtime_include}"], cwd=project, env=env)
    check(rc == 0 and HOT_PATH_WARNING in out, "the json-tidy component does not work", out + err)


def case_install_guards(args):
    work = fresh_dir(Path(args.work) / "install_guards")
    env = base_env(work, args.plugin)
    off = ["-DTIDYJSON_BUILD_TESTS=OFF", "-DTIDYJSON_BUILD_EXAMPLES=OFF",
           "-DTIDYJSON_BUILD_BENCHMARKS=OFF"]
    rc, out, err = run([args.cmake, "-S", args.source_root, "-B", work / "gxx", *generator(),
                        f"-DCMAKE_CXX_COMPILER={args.cxx}", *off], env=env)
    said = " ".join((out + err).split())   # CMake wraps its messages
    check(rc != 0 and "must be compiled by clang++-19, not by GNU" in said
          and "-DCMAKE_CXX_COMPILER=clang++-19" in said and "-DTIDYJSON_BUILD_CHECKS=OFF" in said,
          "configuring the checks with g++ must fail with the fix", out + err)

    build = work / "unbuilt"
    run([args.cmake, "-S", args.source_root, "-B", build, *generator(),
         f"-DCMAKE_CXX_COMPILER={args.clangxx}", *off], env=env, expect=0)
    prefix = work / "prefix"
    rc, out, err = run([args.cmake, "--install", build, "--prefix", prefix], env=env)
    said = " ".join((out + err).split())
    check(rc != 0 and "the json-* plugin is not built yet" in said
          and f"cmake --build {build} --target tidyjson_checks" in said,
          "cmake --install before the plugin is built must fail with the fix", out + err)
    check(not prefix.exists() or not any(p.is_file() for p in prefix.rglob("*")),
          "a failed install must leave nothing behind")


def case_subdirectory(args):
    work = fresh_dir(Path(args.work) / "subdirectory")
    env = base_env(work, args.plugin)
    build_and_run(args, Path(args.source_root) / "test/consumers/subdirectory", work / "build", env,
                  [f"-DTIDYJSON_SOURCE_DIR={args.source_root}"])


if __name__ == "__main__":
    main({"installed": case_installed, "install_guards": case_install_guards,
          "subdirectory": case_subdirectory})
