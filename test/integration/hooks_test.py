#!/usr/bin/env python3
"""The git hooks, end to end, in temporary repositories and offline.

  pre_commit  the pre-commit framework (Debian's pre-commit package) installs
              the json-tidy hook of our .pre-commit-hooks.yaml, taken from a
              local hook repository; a commit of a file with a finding is
              rejected with the finding printed, the fixed file is accepted
  git_hook    the same round trip with the plain hook, scripts/git-pre-commit
"""
import shutil
from pathlib import Path

from common import (HERE, base_env, check, fresh_dir, git_commit_all, git_init, main, run,
                    write_project)


def tool_path(env, args, work):
    """A bin/ with json-tidy (a link to scripts/json-tidy), first on PATH, as
    an installed json-tidy would be."""
    bin_dir = fresh_dir(Path(work) / "bin")
    (bin_dir / "json-tidy").symlink_to(Path(args.json_tidy).resolve())
    env["PATH"] = f"{bin_dir}:{env['PATH']}"
    return env


def project(args, work, env):
    repo = fresh_dir(Path(work) / "project")
    git_init(repo, env)
    # The compile database lists handler.cpp before it exists, as a build
    # directory configured earlier would.
    build = fresh_dir(repo / "build")
    write_project(repo, ["handler.cpp"], args.runtime_include, args.clangxx)
    shutil.move(repo / "compile_commands.json", build / "compile_commands.json")
    (repo / ".gitignore").write_text("build/\n")
    return repo


def commit(repo, env, message):
    return run(["git", "commit", "-m", message], cwd=repo, env=env)


def round_trip(repo, env):
    shutil.copy(HERE / "inputs" / "handler.cpp", repo / "handler.cpp")
    run(["git", "add", "handler.cpp"], cwd=repo, env=env, expect=0)
    rc, out, err = commit(repo, env, "a handler")
    check(rc != 0, "the commit of a file with a finding was accepted", out + err)
    check("handler.cpp:14:21: warning: options object 'options' is built on every call" in out + err
          and "[json-options-in-hot-path]" in out + err, "the finding was not printed", out + err)
    check(run(["git", "rev-list", "--count", "HEAD"], cwd=repo, env=env)[1].strip() == "1",
          "a commit was made although the hook failed")

    shutil.copy(HERE / "inputs" / "handler_fixed.cpp", repo / "handler.cpp")
    run(["git", "add", "handler.cpp"], cwd=repo, env=env, expect=0)
    rc, out, err = commit(repo, env, "a handler, fixed")
    check(rc == 0, "the commit of the fixed file was rejected", out + err)
    check(run(["git", "show", "--name-only", "--format=", "HEAD"], cwd=repo, env=env)[1].split()
          == ["handler.cpp"], "the fixed handler.cpp is not in the last commit")


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
    # The first commit has no C++ file: the hook is skipped.
    run(["git", "add", ".pre-commit-config.yaml", ".gitignore", ".clang-tidy"], cwd=repo, env=env,
        expect=0)
    rc, out, err = commit(repo, env, "pre-commit configuration")
    check(rc == 0, "the commit without C++ files was rejected", out + err)
    round_trip(repo, env)


def case_git_hook(args):
    work = fresh_dir(Path(args.work) / "git_hook")
    env = base_env(work, args.plugin)
    tool_path(env, args, work)
    repo = project(args, work, env)
    hook = repo / ".git" / "hooks" / "pre-commit"
    shutil.copy(Path(args.source_root) / "scripts" / "git-pre-commit", hook)
    hook.chmod(0o755)
    run(["git", "config", "tidyjson.buildDir", "build"], cwd=repo, env=env, expect=0)
    git_commit_all(repo, env, "the project")   # .gitignore and .clang-tidy
    round_trip(repo, env)


if __name__ == "__main__":
    main({"pre_commit": case_pre_commit, "git_hook": case_git_hook})
