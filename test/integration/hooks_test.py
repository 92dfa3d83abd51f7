#!/usr/bin/env python3
"""The git hooks, end to end, in temporary repositories and offline.

  pre_commit  the pre-commit framework (Debian's pre-commit package) with the
              hooks of our .pre-commit-hooks.yaml, from a local hook
              repository pinned to a commit SHA: a commit of a file with a
              finding is rejected with the finding printed, the fixed file is
              accepted; a header-only change that breaks another file is
              rejected; a new source file missing from compile_commands.json
              is rejected with the fix; then docs/ci.md's `repo: local` recipe,
              copied from the page, runs `pre-commit run --all-files`, which
              checks every file (a finding committed earlier fails it)
  git_hook    the same commits with the plain hook, scripts/git-pre-commit
"""
import re
import shutil
from pathlib import Path

from common import (HERE, base_env, check, fresh_dir, git_commit_all, git_init, main, run,
                    write_project)

INVENTORY = HERE / "inputs" / "inventory"


def tool_path(env, args, work):
    """A bin/ with json-tidy (a link to scripts/json-tidy), first on PATH, as
    an installed json-tidy would be."""
    bin_dir = fresh_dir(Path(work) / "bin")
    (bin_dir / "json-tidy").symlink_to(Path(args.json_tidy).resolve())
    env["PATH"] = f"{bin_dir}:{env['PATH']}"
    return env


def project(args, work, env):
    """A repository with inventory.hpp, stock.cpp and label.cpp committed. The
    compile database (in build/) also lists handler.cpp and legacy.cpp before
    they exist, as a build directory configured earlier would; fresh.cpp is
    not in it."""
    repo = fresh_dir(Path(work) / "project")
    git_init(repo, env)
    build = fresh_dir(repo / "build")
    write_project(repo, ["handler.cpp", "stock.cpp", "label.cpp", "legacy.cpp"],
                  args.runtime_include, args.clangxx)
    shutil.move(repo / "compile_commands.json", build / "compile_commands.json")
    (repo / ".gitignore").write_text("build/\n")
    shutil.copy(INVENTORY / "inventory_before.hpp", repo / "inventory.hpp")
    for name in ("stock.cpp", "label.cpp"):
        shutil.copy(INVENTORY / name, repo / name)
    git_commit_all(repo, env, "the project")     # not through a hook: setup
    return repo


def commit(repo, env, message):
    rc, out, err = run(["git", "commit", "-m", message], cwd=repo, env=env)
    return rc, out + err


def commits(repo, env):
    return int(run(["git", "rev-list", "--count", "HEAD"], cwd=repo, env=env)[1])


def round_trip(repo, env):
    before = commits(repo, env)
    shutil.copy(HERE / "inputs" / "handler.cpp", repo / "handler.cpp")
    run(["git", "add", "handler.cpp"], cwd=repo, env=env, expect=0)
    rc, out = commit(repo, env, "a handler")
    check(rc != 0, "the commit of a file with a finding was accepted", out)
    check("handler.cpp:14:21: warning: options object 'options' is built on every call" in out
          and "[json-options-in-hot-path]" in out, "the finding was not printed", out)
    check(commits(repo, env) == before, "a commit was made although the hook failed")

    shutil.copy(HERE / "inputs" / "handler_fixed.cpp", repo / "handler.cpp")
    run(["git", "add", "handler.cpp"], cwd=repo, env=env, expect=0)
    rc, out = commit(repo, env, "a handler, fixed")
    check(rc == 0, "the commit of the fixed file was rejected", out)
    check(run(["git", "show", "--name-only", "--format=", "HEAD"], cwd=repo, env=env)[1].split()
          == ["handler.cpp"], "the fixed handler.cpp is not in the last commit")


def header_change(repo, env):
    """Only inventory.hpp changes; stock.cpp, which includes it, breaks."""
    shutil.copy(INVENTORY / "inventory_after.hpp", repo / "inventory.hpp")
    run(["git", "add", "inventory.hpp"], cwd=repo, env=env, expect=0)
    rc, out = commit(repo, env, "a header change")
    check(rc != 0 and "stock.cpp:8:10: warning: type 'shop::Batch' is not described" in out,
          "a header change that breaks stock.cpp was accepted", out)
    run(["git", "reset", "-q", "--hard"], cwd=repo, env=env, expect=0)


def missing_from_database(repo, env):
    (repo / "fresh.cpp").write_text("int fresh() { return 1; }\n")
    run(["git", "add", "fresh.cpp"], cwd=repo, env=env, expect=0)
    rc, out = commit(repo, env, "a new file")
    check(rc != 0 and "fresh.cpp is not in build/compile_commands.json" in out
          and "Re-run CMake" in out, "a new file missing from the compile database was accepted",
          out)
    run(["git", "rm", "-q", "-f", "fresh.cpp"], cwd=repo, env=env, expect=0)


def docs_local_recipe(source_root):
    """The first YAML block of docs/ci.md's "With the pre-commit framework"."""
    text = (Path(source_root) / "docs" / "ci.md").read_text(encoding="utf-8")
    section = text.split("### With the pre-commit framework", 1)[1]
    block = re.search(r"```yaml\n(.*?)```", section, re.DOTALL)
    check(block is not None and "repo: local" in block.group(1),
          "docs/ci.md has no `repo: local` recipe")
    return block.group(1)


def case_pre_commit(args):
    work = fresh_dir(Path(args.work) / "pre_commit")
    env = base_env(work, args.plugin)
    tool_path(env, args, work)
    check(shutil.which("pre-commit", path=env["PATH"]) is not None,
          "pre-commit is not installed (Debian package pre-commit; scripts/deps installs it)")

    # The hook repository: our .pre-commit-hooks.yaml, committed.
    hooks = fresh_dir(work / "hooks")
    git_init(hooks, env)
    shutil.copy(Path(args.source_root) / ".pre-commit-hooks.yaml", hooks / ".pre-commit-hooks.yaml")
    git_commit_all(hooks, env, "hooks")
    rev = run(["git", "rev-parse", "HEAD"], cwd=hooks, env=env, expect=0)[1].strip()

    repo = project(args, work, env)
    (repo / ".pre-commit-config.yaml").write_text(
        "repos:\n"
        f"  - repo: {hooks}\n"
        f"    rev: {rev}\n"
        "    hooks:\n"
        "      - id: json-tidy\n"
        "        args: [-p, build]\n")
    run(["pre-commit", "install"], cwd=repo, env=env, expect=0)
    check((repo / ".git" / "hooks" / "pre-commit").is_file(), "pre-commit install wrote no hook")
    # A commit without C or C++ files passes (json-tidy picks the files).
    run(["git", "add", ".pre-commit-config.yaml"], cwd=repo, env=env, expect=0)
    rc, out = commit(repo, env, "pre-commit configuration")
    check(rc == 0, "the commit without C++ files was rejected", out)
    round_trip(repo, env)
    header_change(repo, env)
    missing_from_database(repo, env)

    # The docs' recipe, as written, and --all-files: a finding committed past
    # the hook (--no-verify) in an unchanged file fails the run.
    (repo / ".pre-commit-config.yaml").write_text(docs_local_recipe(args.source_root))
    shutil.copy(HERE / "inputs" / "legacy.cpp", repo / "legacy.cpp")
    git_commit_all(repo, env, "the docs' recipe, and a finding past the hook")
    rc, out, err = run(["pre-commit", "run", "--all-files"], cwd=repo, env=env)
    check(rc != 0 and "legacy.cpp:" in out + err and "[json-options-in-hot-path]" in out + err
          and "checking 4 files" in out + err,
          "pre-commit run --all-files must check every file", out + err)


def case_git_hook(args):
    work = fresh_dir(Path(args.work) / "git_hook")
    env = base_env(work, args.plugin)
    tool_path(env, args, work)
    repo = project(args, work, env)
    hook = repo / ".git" / "hooks" / "pre-commit"
    shutil.copy(Path(args.source_root) / "scripts" / "git-pre-commit", hook)
    hook.chmod(0o755)
    run(["git", "config", "tidyjson.buildDir", "build"], cwd=repo, env=env, expect=0)
    round_trip(repo, env)
    header_change(repo, env)
    missing_from_database(repo, env)


if __name__ == "__main__":
    main({"pre_commit": case_pre_commit, "git_hook": case_git_hook})
