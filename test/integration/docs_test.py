#!/usr/bin/env python3
"""Recipes of README.md and docs/ci.md, run as the pages write them.

  readme_smoke   README's smoke test after "Installing": one warning, with the
                 static const fix-it (the include directory substituted)
  github_steps   the GitHub Actions job of docs/ci.md, its json-tidy step and
                 "Apply the fixes" step run as GitHub runs them (bash -e -o
                 pipefail), on a project whose one finding has no fix-it (an
                 empty patch: nothing to apply, the step succeeds) and on one
                 whose finding has one (the patch applies, the file is fixed)
  sarif_validate the validator command of docs/ci.md on a log json-tidy wrote:
                 it runs, and reports no error and no warning
"""
import re
import subprocess
from pathlib import Path

import yaml

from common import HOT_OPTIONS_SOURCE, base_env, check, fresh_dir, git_commit_all, git_init, main, write_project


def page(args, name):
    return (Path(args.source_root) / name).read_text(encoding="utf-8")


def tool_path(work, args):
    """A directory holding json-tidy, to put first on PATH, as an install does."""
    bin_dir = fresh_dir(work / "bin")
    (bin_dir / "json-tidy").symlink_to(Path(args.json_tidy).resolve())
    return bin_dir


def case_readme_smoke(args):
    work = fresh_dir(Path(args.work) / "readme_smoke")
    env = base_env(work, args.plugin)
    text = page(args, "README.md")
    check("\n## Installing\n" in text, "README.md has no section 'Installing'")
    installing = text.split("\n## Installing\n", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```sh\n(.*?)```", installing, re.DOTALL)
    smoke = [b for b in blocks if "json-tidy --checks" in b]
    check(len(smoke) == 1, "README.md's 'Installing' should have one smoke test block", installing)
    script = smoke[0].replace("/tmp/smoke.cpp", str(work / "smoke.cpp")) \
                     .replace("-I/usr/local/include", f"-I{args.runtime_include}")
    proc = subprocess.run(["bash", "-euo", "pipefail", "-c", script], cwd=work, text=True,
                          env=dict(env, PATH=f"{tool_path(work, args)}:{env['PATH']}"),
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    warnings = [l for l in proc.stdout.splitlines() if ": warning: " in l]
    check(len(warnings) == 1 and "smoke.cpp:4:40: warning: options object 'o' is built on every call" in warnings[0]
          and warnings[0].endswith("[json-options-in-hot-path]") and "static const" in proc.stdout,
          "README's smoke test must print exactly one warning, with its fix-it", proc.stdout + proc.stderr)
    # The drop-in form (`-- <flags>`) exits as clang-tidy does: 0 on warnings.
    check(proc.returncode == 0, f"the smoke test should exit 0, not {proc.returncode}", proc.stdout + proc.stderr)
    check("smoke.cpp:4:40" in installing, "README.md should quote the warning the block prints")


def github_steps(args):
    """The steps of the GitHub Actions job in docs/ci.md, by name."""
    text = page(args, "docs/ci.md")
    for block in re.findall(r"```yaml\n(.*?)```", text, re.DOTALL):
        if "id: lint" not in block:
            continue
        workflow = yaml.safe_load(block)
        for job in workflow.get("jobs", {}).values():
            steps = {s.get("name"): s for s in job.get("steps", [])}
            if "json-tidy" in steps:
                return steps
    check(False, "docs/ci.md has no GitHub Actions job with a json-tidy step")


def run_step(step, cwd, env):
    """A `run:` step as GitHub's default shell runs it on Linux."""
    return subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step["run"]], cwd=cwd,
                          env=env, text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def lint_and_apply(args, work, source):
    """Runs the json-tidy step then, as its `if:` says, the apply step, in a
    git repository holding `source`; returns (status, apply's process, repo)."""
    env = base_env(work, args.plugin)
    repo = fresh_dir(work / "repo")
    (repo / "calls.cpp").write_text(source)
    build = fresh_dir(repo / "build")
    write_project(repo, ["calls.cpp"], args.runtime_include, args.clangxx)
    (repo / "compile_commands.json").rename(build / "compile_commands.json")
    git_init(repo, env)
    git_commit_all(repo, env)
    output = work / "github_output"
    output.write_text("")
    step_env = dict(env, PATH=f"{tool_path(work, args)}:{env['PATH']}", GITHUB_EVENT_NAME="push",
                    GITHUB_OUTPUT=str(output), TIDYJSON_DOCS_URL="https://example.invalid/docs")
    steps = github_steps(args)
    lint = run_step(steps["json-tidy"], repo, step_env)
    check(lint.returncode == 0, "the json-tidy step should succeed on a finding (status 1)",
          lint.stdout + lint.stderr)
    status = dict(l.split("=", 1) for l in output.read_text().splitlines() if "=" in l).get("status")
    check(status == "1", f"the json-tidy step should record status=1, not {status!r}", output.read_text())
    apply = [s for name, s in steps.items() if name and name.startswith("Apply the fixes")]
    check(len(apply) == 1 and "steps.lint.outputs.status == '1'" in apply[0].get("if", ""),
          "docs/ci.md should apply the fixes when json-tidy found something", str(steps.keys()))
    return run_step(apply[0], repo, step_env), repo


def case_github_steps(args):
    work = fresh_dir(Path(args.work) / "github_steps")
    # The options depend on a parameter: a warning with a note, no fix-it.
    no_fix = ("#include <tidyjson/tidyjson.hpp>\n#include <string>\n"
              "struct Row { int id = 0; };\nTIDYJSON_TYPE(Row, id)\n"
              "std::string f(const Row& r, int n) {\n"
              "  tidyjson::options options{tidyjson::indent{n}};\n"
              "  return tidyjson::serialize(r, options);\n}\n")
    proc, repo = lint_and_apply(args, fresh_dir(work / "no_fix"), no_fix)
    check((repo / "json-tidy.patch").exists() and (repo / "json-tidy.patch").stat().st_size == 0,
          "a finding without a fix-it should leave an empty patch")
    check(proc.returncode == 0, "the apply step must succeed when there is nothing to apply",
          proc.stdout + proc.stderr)
    check((repo / "calls.cpp").read_text() == no_fix, "nothing may change without a fix-it")
    # A finding with a fix-it: the patch applies to the checkout.
    with_fix = no_fix.replace("int n) {", "int) {").replace("tidyjson::indent{n}", "tidyjson::indent{2}")
    proc, repo = lint_and_apply(args, fresh_dir(work / "with_fix"), with_fix)
    check(proc.returncode == 0, "the apply step should apply the patch", proc.stdout + proc.stderr)
    fixed = (repo / "calls.cpp").read_text()
    check("static const tidyjson::options options{tidyjson::indent{2}};" in fixed,
          "the patch should hoist the options to static const", fixed)


def case_sarif_validate(args):
    work = fresh_dir(Path(args.work) / "sarif_validate")
    env = base_env(work, args.plugin)
    repo = fresh_dir(work / "repo")
    (repo / "calls.cpp").write_text(HOT_OPTIONS_SOURCE)
    write_project(repo, ["calls.cpp"], args.runtime_include, args.clangxx)
    proc = subprocess.run([args.json_tidy, "--all", "--sarif", "json-tidy.sarif"], cwd=repo, env=env, text=True,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    check(proc.returncode == 1 and (repo / "json-tidy.sarif").is_file(), "json-tidy should write a log of 1 finding",
          proc.stdout + proc.stderr)
    section = page(args, "docs/ci.md").split("\n### What Microsoft's SARIF validator says\n", 1)
    check(len(section) == 2, "docs/ci.md has no section on the SARIF validator")
    blocks = [b for b in re.findall(r"```sh\n(.*?)```", section[1].split("\n## ", 1)[0], re.DOTALL)
              if " validate " in b]
    check(len(blocks) == 1, "docs/ci.md should give one validator command")
    proc = subprocess.run(["bash", "-euo", "pipefail", "-c", blocks[0]], cwd=repo, env=env, text=True,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out = proc.stdout + proc.stderr
    check(proc.returncode == 0 and "Analysis completed successfully" in out, "the validator command should run", out)
    bad = [l for l in out.splitlines() if re.search(r": (error|warning) [A-Z]+[0-9]+:", l)]
    check(not bad, "the validator should report no error and no warning", "\n".join(bad))


if __name__ == "__main__":
    main({"readme_smoke": case_readme_smoke, "github_steps": case_github_steps,
          "sarif_validate": case_sarif_validate})
