"""Helpers shared by the integration tests of json-tidy (test/integration/*_test.py).

Every test works in its own directory under the build tree, makes small git
repositories there, and runs json-tidy with TIDYJSON_PLUGIN pointing at the
plugin the build made (so json-tidy never builds anything itself).
"""
import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


class Failure(Exception):
    pass


def check(condition, message, output=None):
    if not condition:
        text = message
        if output is not None:
            text += "\n------ output ------\n" + output + "\n--------------------"
        raise Failure(text)


def run(cmd, cwd=None, env=None, expect=None, stdin=None):
    """Runs cmd; returns (exit status, stdout, stderr). With expect, fails
    unless the exit status is that value."""
    proc = subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, input=stdin,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                          encoding="utf-8", errors="replace")
    if expect is not None and proc.returncode != expect:
        raise Failure(f"`{shlex.join(str(c) for c in cmd)}` exited with {proc.returncode}, "
                      f"expected {expect}\n------ stdout ------\n{proc.stdout}"
                      f"------ stderr ------\n{proc.stderr}--------------------")
    return proc.returncode, proc.stdout, proc.stderr


def fresh_dir(path):
    path = Path(path)
    if path.exists():
        shutil.rmtree(path)
    path.mkdir(parents=True)
    return path


def base_env(work, plugin):
    """An environment that keeps the user's git and pre-commit settings out."""
    home = Path(work) / "home"
    home.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ)
    for name in ("GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "TIDYJSON_DOCS_URL"):
        env.pop(name, None)
    env.update({
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_AUTHOR_NAME": "tidyjson test", "GIT_AUTHOR_EMAIL": "test@tidyjson.invalid",
        "GIT_COMMITTER_NAME": "tidyjson test", "GIT_COMMITTER_EMAIL": "test@tidyjson.invalid",
        "PRE_COMMIT_HOME": str(home / "pre-commit-cache"),
        "TIDYJSON_PLUGIN": str(plugin),
        "LC_ALL": "C.UTF-8",
    })
    return env


def git_init(path, env):
    run(["git", "init", "-q", "-b", "main", path], env=env, expect=0)


def git_commit_all(path, env, message="test"):
    run(["git", "add", "-A"], cwd=path, env=env, expect=0)
    run(["git", "commit", "-q", "--no-verify", "-m", message], cwd=path, env=env, expect=0)


def write_project(path, sources, runtime_include, clangxx, header_filter=".*"):
    """Writes a .clang-tidy (so that no .clang-tidy above the build tree
    applies) and a compile_commands.json compiling each .cpp in `sources`."""
    path = Path(path)
    (path / ".clang-tidy").write_text(
        "# The integration tests' configuration: the json-* checks only.\n"
        "Checks: '-*,json-*'\n"
        f"HeaderFilterRegex: '{header_filter}'\n"
        "CheckOptions:\n"
        "  json-options-in-hot-path.HotOnly: false\n")
    entries = []
    for src in sources:
        entries.append({
            "directory": str(path),
            "file": str(path / src),
            "arguments": [str(clangxx), "-std=c++20", f"-I{runtime_include}", "-c", str(path / src),
                          "-o", str(path / (Path(src).stem + ".o"))],
        })
    (path / "compile_commands.json").write_text(json.dumps(entries, indent=2) + "\n")


def main(cases):
    """Runs the case named by argv[1] with the options that follow it."""
    import argparse
    parser = argparse.ArgumentParser()
    parser.add_argument("case", choices=sorted(cases))
    parser.add_argument("--json-tidy", required=True)
    parser.add_argument("--plugin", required=True)
    parser.add_argument("--source-root", required=True)
    parser.add_argument("--binary-root", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--clangxx", required=True)
    parser.add_argument("--cmake", default="cmake")
    parser.add_argument("--cxx", default="g++")
    args = parser.parse_args()
    args.runtime_include = str(Path(args.source_root) / "runtime" / "include")
    try:
        cases[args.case](args)
    except Failure as e:
        sys.stderr.write(f"FAIL ({args.case}): {e}\n")
        sys.exit(1)
    print(f"PASS ({args.case})")
