#!/usr/bin/env python3
"""The editor command lines of docs/editors.md, run as the page writes them.

  command_lines  every row of the table "What each editor runs" (VS Code's
                 C/C++ extension, ALE's linter and fixer, flycheck-clang-tidy,
                 CLion), on a file with a finding in a project whose compile
                 database is in build/: the warning, the exported fix, the
                 fixed temporary copy, the version, as the row says
  smoke_test     the smoke test of "When nothing shows up": one warning
"""
import re
import shlex
import shutil
import subprocess
from pathlib import Path

from common import HERE, base_env, check, fresh_dir, main, run, write_project

WARNING = ("options object 'options' is built on every call; each call looks up its per-type "
           "metadata again, and rebuilds it when its settings are not in the shared cache "
           "[json-options-in-hot-path]")


def docs(args):
    return (Path(args.source_root) / "docs" / "editors.md").read_text(encoding="utf-8")


def section(text, heading):
    check(f"\n## {heading}\n" in text, f"docs/editors.md has no section '{heading}'")
    return text.split(f"\n## {heading}\n", 1)[1].split("\n## ", 1)[0]


def table_rows(args):
    rows = []
    for line in section(docs(args), "What each editor runs").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 3 and cells[1].startswith("`json-tidy"):
            rows.append((cells[0], re.findall(r"`(json-tidy[^`]*)`", cells[1]), cells[2]))
    check(len(rows) >= 5, f"the table of editor command lines has {len(rows)} rows", str(rows))
    return rows


def case_command_lines(args):
    work = fresh_dir(Path(args.work) / "editors")
    env = base_env(work, args.plugin)
    repo = fresh_dir(work / "project")
    shutil.copy(HERE / "inputs" / "handler.cpp", repo / "handler.cpp")
    write_project(repo, ["handler.cpp"], args.runtime_include, args.clangxx)
    build = fresh_dir(repo / "build")
    shutil.move(repo / "compile_commands.json", build / "compile_commands.json")
    file = repo / "handler.cpp"
    original = file.read_text()

    for editor, commands, expected in table_rows(args):
        temp = fresh_dir(work / "temp")
        flycheck = repo / f"flycheck_{file.name}"
        shutil.copy(file, temp / file.name)
        shutil.copy(file, flycheck)
        fixes = work / "fixes.yaml"
        fixes.unlink(missing_ok=True)
        values = {"FIXES": str(fixes), "TEMP/FILE_NAME": str(temp / file.name),
                  "FILE_DIR/flycheck_FILE_NAME": str(flycheck), "FILE_DIR": str(repo),
                  "CLANG_TIDY_FILE_TEXT": (repo / ".clang-tidy").read_text(), "FILE": str(file)}
        for command in commands:
            argv = []
            for word in shlex.split(command):
                for name, value in values.items():   # a name that holds another comes first
                    word = word.replace(name, value)
                argv.append(word)
            rc, out, err = run([args.json_tidy, *argv[1:]], cwd=repo, env=env)
            where = f"{editor}: `{command}`"
            if "--version" in argv:
                direct = run(["clang-tidy-19", "--version"], env=env)
                check((rc, out) == direct[:2], f"{where} should answer as clang-tidy-19", out + err)
            elif "fix applied to the temporary copy" in expected:
                fixed = (temp / file.name).read_text()
                check(rc == 0 and "static const tidyjson::options options" in fixed,
                      f"{where} did not fix the copy", out + err + fixed)
            else:
                check(rc == 0 and WARNING in out, f"{where} did not print the warning", out + err)
            if "fix in `FIXES`" in expected:
                check("ReplacementText: 'static const '" in fixes.read_text(),
                      f"{where} did not export the fix", fixes.read_text())
        flycheck.unlink()
        check(file.read_text() == original, f"{editor}: the file itself must not change")


def case_smoke_test(args):
    work = fresh_dir(Path(args.work) / "smoke")
    env = base_env(work, args.plugin)
    block = re.search(r"```sh\n(.*?)```", section(docs(args), "When nothing shows up"), re.DOTALL)
    check(block is not None, "docs/editors.md has no smoke test")
    bin_dir = fresh_dir(work / "bin")
    (bin_dir / "json-tidy").symlink_to(Path(args.json_tidy).resolve())
    script = block.group(1).replace("/tmp/json-tidy-smoke.cpp", str(work / "json-tidy-smoke.cpp")) \
                           .replace("-I/usr/local/include", f"-I{args.runtime_include}")
    proc = subprocess.run(["bash", "-euo", "pipefail", "-c", script], cwd=work, text=True,
                          env=dict(env, PATH=f"{bin_dir}:{env['PATH']}"),
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    warnings = [l for l in proc.stdout.splitlines() if ": warning: " in l]
    check(proc.returncode == 0 and len(warnings) == 1
          and "json-tidy-smoke.cpp:4:40: warning: options object 'o' is built on every call" in warnings[0]
          and warnings[0].endswith("[json-options-in-hot-path]") and "static const" in proc.stdout,
          "the smoke test must print exactly one warning, with its fix-it", proc.stdout + proc.stderr)


if __name__ == "__main__":
    main({"command_lines": case_command_lines, "smoke_test": case_smoke_test})
