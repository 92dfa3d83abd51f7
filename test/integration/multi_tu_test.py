#!/usr/bin/env python3
"""The project-wide safety of fixes, end to end, on a CMake project of three
programs that share one header of descriptions and a context
(test/integration/inputs/helpdesk; audit.cpp writes tickets with other
settings, and reads an indentation through a reference to a configuration
it reloads):

  round_trip  build and run the three programs; `json-tidy board.cpp --fix`
              (one unit) leaves the shared header alone and says why;
              `json-tidy --all -p build --fix` applies the fixes every unit
              agrees on (a redundant attribute, a hoisted options object in
              the header, the hoists in the .cpp files) and leaves out the one
              audit.cpp would not make; rebuild and run: every program's
              output is byte for byte the same.
"""
import shutil
from pathlib import Path

from common import HERE, base_env, check, fresh_dir, git_init, main, run

PROGRAMS = ["board", "feed", "audit"]
PROJECT = HERE / "inputs" / "helpdesk"


def build_and_run(args, project, env):
    run([args.cmake, "--build", project / "build", "-j", "2"], env=env, expect=0)
    return b"".join(run_bytes(project / "build" / p) for p in PROGRAMS)


def run_bytes(program):
    import subprocess
    proc = subprocess.run([str(program)], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    check(proc.returncode == 0, f"{program} exited with {proc.returncode}",
          proc.stderr.decode("utf-8", "replace"))
    return proc.stdout


def case_round_trip(args):
    work = fresh_dir(Path(args.work) / "multi_tu")
    env = base_env(work, args.plugin)
    project = work / "helpdesk"
    shutil.copytree(PROJECT, project)
    git_init(project, env)  # json-tidy shows paths from the repository's root
    (project / ".clang-tidy").write_text(
        "# The json-* checks, with the findings in the project's own header.\n"
        "Checks: '-*,json-*'\n"
        "HeaderFilterRegex: '.*/helpdesk/.*'\n")
    run([args.cmake, "-S", project, "-B", project / "build", "-G", "Ninja",
         f"-DCMAKE_CXX_COMPILER={args.clangxx}", f"-DTIDYJSON_INCLUDE={args.runtime_include}"],
        env=env, expect=0)
    before = build_and_run(args, project, env)
    original = {name: (PROJECT / name).read_text() for name in
                ["helpdesk.h", "board.cpp", "feed.cpp", "audit.cpp"]}

    # One unit: the header's fixes are proven for no other unit.
    rc, out, err = run([args.json_tidy, "board.cpp", "-p", "build", "-j", "2", "--fix"],
                       cwd=project, env=env)
    check(rc == 1, f"json-tidy board.cpp exited with {rc}", out + err)
    check((project / "helpdesk.h").read_text() == original["helpdesk.h"],
          "a run over board.cpp alone edited the shared header", err)
    check("helpdesk.h:36: [json-non-fast-path-attribute] fix left out: audit.cpp includes "
          "helpdesk.h but was not checked in this run (or has compile errors)" in err,
          "json-tidy does not say why the header's fix is left out", err)

    # Every unit: the edits they all make are applied, the others left out.
    rc, out, err = run([args.json_tidy, "--all", "-p", "build", "-j", "2", "--fix"],
                       cwd=project, env=env)
    check(rc == 1, f"json-tidy --all exited with {rc}", out + err)
    check("helpdesk.h:34: [json-non-fast-path-attribute] fix left out: audit.cpp includes "
          "helpdesk.h and does not make the same edit" in err,
          "json-tidy does not say why the Ticket attribute's removal is left out", err)
    header = (project / "helpdesk.h").read_text()
    expected = original["helpdesk.h"] \
        .replace("(priority, tidyjson::string_enum{}))", "(priority))") \
        .replace("  tidyjson::options options{tidyjson::naming::camel_case};",
                 "  static const tidyjson::options options{tidyjson::naming::camel_case};")
    check(header == expected, "the shared header is not fixed as expected", header)
    feed = (project / "feed.cpp").read_text()
    check(feed == original["feed.cpp"].replace("  tidyjson::options pretty",
                                               "  static const tidyjson::options pretty"),
          "feed.cpp is not fixed as expected", feed)
    audit = (project / "audit.cpp").read_text()
    check("static const tidyjson::options json_options{tidyjson::naming::camel_case};" in audit
          and "  tidyjson::options options{tidyjson::indent{g_settings.indent}};" in audit,
          "audit.cpp: the temporary should be hoisted, the options read through a reference "
          "not", audit)
    check((project / "board.cpp").read_text() == original["board.cpp"], "board.cpp changed")

    after = build_and_run(args, project, env)
    (work / "before.txt").write_bytes(before)
    (work / "after.txt").write_bytes(after)
    check(after == before, "the programs' output changed after the fixes (see "
          f"{work}/before.txt and after.txt)", after.decode("utf-8", "replace"))


if __name__ == "__main__":
    main({"round_trip": case_round_trip})
