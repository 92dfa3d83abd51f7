"""Helpers shared by the integration tests of json-tidy (test/integration/*_test.py).

Every test works in its own directory under the build tree, makes small git
repositories there, and runs json-tidy with TIDYJSON_PLUGIN pointing at the
plugin the build made (so json-tidy never builds anything itself).
"""
import json
import os
import re
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


# A file with one json-options-in-hot-path finding whose fix hoists the
# options (line 6, column 21) to `static const`.
HOT_OPTIONS_SOURCE = ("#include <tidyjson/tidyjson.hpp>\n#include <string>\n"
                      "struct Row { int id = 0; };\nTIDYJSON_TYPE(Row, id)\n"
                      "std::string f(const Row& r) {\n"
                      "  tidyjson::options options{tidyjson::indent{2}};\n"
                      "  return tidyjson::serialize(r, options);\n}\n")


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


# Microsoft's SARIF validator (scripts/deps installs it with npm) with every
# rule kind and level, as issue 20 asks of every SARIF log the tests write.
VALIDATOR_PACKAGE = "@microsoft/sarif-multitool"


def sarif_multitool():
    """The validator's native program (its npm `bin` script would hand the
    arguments to a shell, which splits 'Sarif;Gh' at the ';')."""
    try:
        root = subprocess.run(["npm", "root", "-g"], stdout=subprocess.PIPE, text=True).stdout.strip()
        proc = subprocess.run(["node", "-e", "process.stdout.write(require(process.argv[1]))",
                               str(Path(root) / VALIDATOR_PACKAGE)], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    except OSError:
        proc = None
    check(proc is not None and proc.returncode == 0 and Path(proc.stdout).is_file(),
          f"{VALIDATOR_PACKAGE} is not installed: run scripts/deps as root "
          f"(npm install -g {VALIDATOR_PACKAGE})")
    return proc.stdout


def documented_validator_notes(source_root):
    """The validator rules docs/ci.md explains (its table under 'What Microsoft's
    SARIF validator says'): the only notes a log may get."""
    text = (Path(source_root) / "docs" / "ci.md").read_text(encoding="utf-8")
    heading = "### What Microsoft's SARIF validator says"
    check(heading in text, f"docs/ci.md has no section '{heading}'")
    section = text.split(heading, 1)[1].split("\n#", 1)[0]
    return set(re.findall(r"^\| `((?:SARIF|GH)\d{4})` \|", section, re.MULTILINE))


def validate_sarif_file(path, source_root, work):
    """Runs `sarif-multitool validate --rule-kind "Sarif;Gh" --level
    "Error;Warning;Note"` on a log: no error, no warning, and only the notes
    docs/ci.md explains. Returns the validator's results as (level, rule, where)."""
    out = Path(work) / (Path(path).name + ".validation.sarif")
    rc, stdout, stderr = run([sarif_multitool(), "validate", "--rule-kind", "Sarif;Gh",
                              "--level", "Error;Warning;Note", "--log", "ForceOverwrite",
                              "-o", out, path])
    check(out.is_file(), f"sarif-multitool wrote no result for {path} (exit {rc})", stdout + stderr)
    results = json.loads(out.read_text(encoding="utf-8"))["runs"][0].get("results", [])
    found = [(r.get("level", "warning"), r["ruleId"], r["message"].get("arguments", [""])[0])
             for r in results]
    bad = [f for f in found if f[0] != "note"]
    check(not bad, f"the SARIF validator reports errors or warnings for {path}: {bad}", stdout)
    allowed = documented_validator_notes(source_root)
    undocumented = sorted({rule for _, rule, _ in found} - allowed)
    check(not undocumented, f"the SARIF validator notes {undocumented} for {path}, which "
          f"docs/ci.md does not explain (it explains {sorted(allowed)})", stdout)
    return found


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
    parser.add_argument("--version", default="")
    args = parser.parse_args()
    args.runtime_include = str(Path(args.source_root) / "runtime" / "include")
    try:
        cases[args.case](args)
    except Failure as e:
        sys.stderr.write(f"FAIL ({args.case}): {e}\n")
        sys.exit(1)
    print(f"PASS ({args.case})")
