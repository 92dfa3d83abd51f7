#!/usr/bin/env python3
"""What json-clangd shows next to what json-tidy reports, on the lit inputs.

Every lit test of a json-* check is a file with findings (or deliberately
without), the runtime included, often with headers of its own. For each one
this runs the check twice with the same configuration: clang-tidy-19 with the
plugin (what json-tidy runs), and json-clangd over LSP (didOpen, wait for the
diagnostics). It compares the warnings in the main file (line, column, check,
text) and prints one row per check: findings, shown live, missing, extra.

  agreement.py --clangd BIN --clang-tidy BIN --plugin SO --runtime-include DIR
               --lit-root test/lit --work DIR [--json OUT] [--strict]

With --strict it exits 1 when json-clangd misses a finding or shows one
clang-tidy does not (what test/clangd runs in ctest).
"""

import argparse
import concurrent.futures
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lsp  # noqa: E402

try:
    import yaml
except ImportError:  # python3-yaml: scripts/deps installs it
    yaml = None

WARNING = re.compile(r"^(?P<file>.*?):(?P<line>\d+):(?P<col>\d+): warning: (?P<msg>.*) "
                     r"\[(?P<check>[a-z0-9.-]+)\]$")


def run_line(source):
    """The first %check_json_tidy RUN line (continuations joined)."""
    lines = []
    with open(source, encoding="utf-8") as f:
        for raw in f:
            m = re.match(r"\s*// RUN:(.*)$", raw)
            if m:
                lines.append(m.group(1))
    joined, pending = [], ""
    for part in lines:
        part = part.rstrip()
        if part.endswith("\\"):
            pending += part[:-1] + " "
            continue
        joined.append(pending + part)
        pending = ""
    for line in joined:
        if "%check_json_tidy" in line:
            return line
    return None


def parse_case(source):
    line = run_line(source)
    if line is None:
        return None
    words = shlex.split(line.split("%check_json_tidy", 1)[1])
    if "|" in words:  # a pipeline after the runner
        words = words[:words.index("|")]
    std = "c++20"
    positional = []
    i = 0
    while i < len(words) and words[i] != "--":
        w = words[i]
        if w.startswith("--std="):
            std = w.split("=", 1)[1]
        elif w.startswith("--"):
            pass  # --check-suffix, --no-compile, --fix-errors: not about what is found
        else:
            positional.append(w)
        i += 1
    rest = words[i + 1:] if i < len(words) else []
    if "--" in rest:
        cut = rest.index("--")
        tidy_args, compiler_args = rest[:cut], rest[cut + 1:]
    else:
        tidy_args, compiler_args = rest, []
    config = {}
    for a in tidy_args:
        if a.startswith(("-config=", "--config=")) and yaml is not None:
            config = yaml.safe_load(a.split("=", 1)[1]) or {}
    here = os.path.dirname(os.path.abspath(source))
    compiler_args = [a.replace("%t.dir", os.path.join(here, "Inputs")).replace("%S", here)
                     for a in compiler_args]
    return {"check": positional[1], "std": std, "config": config,
            "compiler_args": compiler_args,
            "header_filter": any(a.startswith("--header-filter") for a in tidy_args)}


def prepare(source, case, work, runtime_include, clangxx):
    name = os.path.splitext(os.path.basename(source))[0]
    folder = os.path.join(work, name)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    with open(source, encoding="utf-8") as f:
        text = re.sub(r"// *CHECK-[A-Z0-9\-]*:[^\r\n]*", "//", f.read())
    path = os.path.join(folder, os.path.basename(source))
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    config = dict(case["config"])
    config["Checks"] = "-*," + case["check"]
    with open(os.path.join(folder, ".clang-tidy"), "w", encoding="utf-8") as f:
        json.dump(config, f)  # JSON is YAML
    args = [clangxx, "-std=" + case["std"], "-I", runtime_include] + \
        case["compiler_args"] + ["-fsyntax-only", path]
    with open(os.path.join(folder, "compile_commands.json"), "w", encoding="utf-8") as f:
        json.dump([{"directory": folder, "file": path, "arguments": args}], f)
    return path, folder


def tidy_findings(clang_tidy, plugin, path, folder):
    """clang-tidy's warnings in the file: (line, column, check, text), and
    the set of (line, column, text) of those that carry a fix (--export-fixes;
    a fix several findings share is carried by one of them)."""
    fixes_file = os.path.join(folder, "fixes.yaml")
    if os.path.exists(fixes_file):
        os.remove(fixes_file)
    out = subprocess.run([clang_tidy, "--load=" + plugin, "-p", folder,
                          "--export-fixes=" + fixes_file, path],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         universal_newlines=True, cwd=folder).stdout
    found = set()
    for line in out.splitlines():
        m = WARNING.match(line)
        if m and os.path.abspath(m.group("file")) == path and \
                m.group("check").startswith("json-"):
            found.add((int(m.group("line")), int(m.group("col")), m.group("check"),
                       m.group("msg")))
    with_fix = set()
    if yaml is not None and os.path.exists(fixes_file):
        with open(fixes_file, encoding="utf-8") as f:
            exported = yaml.safe_load(f) or {}
        with open(path, "rb") as f:
            data = f.read()
        for d in exported.get("Diagnostics") or []:
            msg = d.get("DiagnosticMessage") or {}
            if os.path.abspath(msg.get("FilePath", "")) != path or not msg.get("Replacements"):
                continue
            before = data[:msg["FileOffset"]]
            line = before.count(b"\n") + 1
            col = len(before) - (before.rfind(b"\n") + 1) + 1
            with_fix.add((line, col, msg.get("Message", "")))
    return found, with_fix


def clangd_findings(client, path, text):
    """json-* diagnostics: (line, column, end line, end column, check, text),
    lines and columns as clang-tidy counts them (1-based; bytes)."""
    client.open(path, text)
    diags = client.wait_diagnostics(path, 1)
    client.close(path)
    lines = text.splitlines()
    found = set()
    for d in diags:
        code = d.get("code") or ""
        if d.get("source") != "clang-tidy" or not str(code).startswith("json-"):
            continue
        start = lsp.tidy_position(lines, d["range"]["start"])
        end = lsp.tidy_position(lines, d["range"]["end"])
        # The message's first line (clangd appends the notes after it).
        msg = d["message"].split("\n")[0]
        found.add(start + end + (code, msg))
    return found


def shows(live, finding):
    """Whether clangd's diagnostic \p live is clang-tidy's \p finding: the
    same check and text (clangd capitalizes the first letter, and says
    "(fix available)"), over a range that holds clang-tidy's location (clangd
    reports the range of the fix or the token at the location)."""
    line, col, check, msg = finding
    text = lsp.without_fix_note(live[5])
    return live[4] == check and same_text(text, msg) and \
        live[0:2] <= (line, col) <= live[2:4]


def same_text(a, b):
    return a[:1].lower() == b[:1].lower() and a[1:] == b[1:]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--clangd", required=True)
    ap.add_argument("--clang-tidy", required=True)
    ap.add_argument("--plugin", required=True)
    ap.add_argument("--runtime-include", required=True)
    ap.add_argument("--clangxx", default="clang++-19")
    ap.add_argument("--lit-root", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--json")
    ap.add_argument("--strict", action="store_true")
    ap.add_argument("--only", default="")
    ap.add_argument("--clangd-arg", action="append", default=[],
                    help="one more argument for json-clangd (repeatable)")
    args = ap.parse_args()
    args.runtime_include = os.path.abspath(args.runtime_include)
    args.work = os.path.abspath(args.work)
    args.plugin = os.path.abspath(args.plugin)
    args.clangd = os.path.abspath(args.clangd) if os.sep in args.clangd else args.clangd

    sources = []
    for check_dir in sorted(os.listdir(args.lit_root)):
        # Each check's tests, and the robustness inputs (broken code, the
        # user's macros, recursive types) with every check on.
        if not (check_dir.startswith("json-") or check_dir == "robustness"):
            continue
        d = os.path.join(args.lit_root, check_dir)
        sources += [os.path.join(d, f) for f in sorted(os.listdir(d)) if f.endswith(".cpp")]
    sources = [s for s in sources if args.only in s]
    os.makedirs(args.work, exist_ok=True)
    client = lsp.Client([args.clangd, "--log=error", "-j=2", "--background-index=false",
                         "--pch-storage=memory"] + args.clangd_arg,
                        os.path.join(args.work, "clangd.log"))
    client.initialize(args.work)
    rows, files = {}, []
    cases = []
    for source in sources:
        try:
            case = parse_case(source)
        except ValueError as e:
            print("skip %s: its RUN line does not parse (%s)" % (source, e))
            continue
        if case is None:
            continue
        path, folder = prepare(source, case, args.work, args.runtime_include, args.clangxx)
        cases.append((source, case, path, folder))
    # clang-tidy's runs go on beside clangd's, one at a time (two cores).
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=1)
    references = [pool.submit(tidy_findings, args.clang_tidy, args.plugin, path, folder)
                  for _, _, path, folder in cases]
    for (source, case, path, folder), reference in zip(cases, references):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        t0 = time.monotonic()
        shown = clangd_findings(client, path, text)
        took = time.monotonic() - t0
        expected, with_fix = reference.result()
        matched = set()
        missing, extra, fix_differs = [], [], []
        for e in sorted(expected):
            hit = [s for s in shown if s not in matched and shows(s, e)]
            if hit:
                matched.add(hit[0])
                # The same finding with a fix in one host and none in the other.
                has_fix = (e[0], e[1], e[3]) in with_fix
                if hit[0][5].endswith(" (fix available)") != has_fix:
                    fix_differs.append(e + (("withheld" if has_fix else "offered"),))
            else:
                missing.append(e)
        extra = sorted(shown - matched)
        row = rows.setdefault(case["check"], {"files": 0, "findings": 0, "shown": 0,
                                              "missing": 0, "extra": 0, "fixes": 0,
                                              "fix_offered": 0, "fix_withheld": 0})
        row["files"] += 1
        row["findings"] += len(expected)
        row["shown"] += len(expected) - len(missing)
        row["missing"] += len(missing)
        row["extra"] += len(extra)
        row["fixes"] += len([e for e in expected if (e[0], e[1], e[3]) in with_fix])
        row["fix_offered"] += len([f for f in fix_differs if f[4] == "offered"])
        row["fix_withheld"] += len([f for f in fix_differs if f[4] == "withheld"])
        files.append({"file": os.path.relpath(source, args.lit_root), "check": case["check"],
                      "findings": len(expected), "missing": missing, "extra": extra,
                      "fix_differs": fix_differs,
                      "seconds": round(took, 2)})
        status = "ok" if not missing and not extra and not fix_differs else "DIFF"
        print("%-4s %-70s %2d findings, %d missing, %d extra, %.1fs" % (
            status, os.path.relpath(source, args.lit_root), len(expected), len(missing),
            len(extra), took), flush=True)
        for m in missing:
            print("       missing %d:%d %s: %s" % m)
        for x in extra:
            print("       extra   %d:%d-%d:%d %s: %s" % x)
        for x in fix_differs:
            print("       fix %-8s where json-tidy differs: %d:%d %s: %s" % ((x[4],) + x[:4]))
    client.shutdown()
    print()
    print("| check | files | json-tidy findings | shown by json-clangd | missing | extra | "
          "with a fix | fix offered only live | fix withheld only live |")
    print("|---|--:|--:|--:|--:|--:|--:|--:|--:|")
    for check, r in sorted(rows.items()):
        print("| %s | %d | %d | %d | %d | %d | %d | %d | %d |" % (
            check, r["files"], r["findings"], r["shown"], r["missing"], r["extra"],
            r["fixes"], r["fix_offered"], r["fix_withheld"]))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"rows": rows, "files": files}, f, indent=1)
    if args.strict and any(r["missing"] or r["extra"] or r["fix_offered"] or r["fix_withheld"]
                           for r in rows.values()):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
