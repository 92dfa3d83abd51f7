#!/usr/bin/env python3
"""Every json-* check over the project's own code: zero crashes.

Runs json-tidy (clang-tidy-19 with the plugin) with -checks=-*,json-* over
every translation unit of the build's compile_commands.json under runtime/,
test/ and examples/: the runtime's headers, every test suite (including the
hostile-input tests and the fuzz targets) and the examples. Findings are
allowed (tests deliberately contain the mistakes the checks find); a crash, a
hang past the ctest timeout or a tool error (json-tidy's exit status 2) fails.
The SARIF log of the run, the largest the tests write, must pass Microsoft's
validator as every other (common.validate_sarif_file).

    self_lint.py --json-tidy scripts/json-tidy --plugin <.so> --source-root . --binary-root build
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from common import Failure, validate_sarif_file


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--json-tidy", required=True)
    ap.add_argument("--plugin", required=True)
    ap.add_argument("--source-root", required=True, type=Path)
    ap.add_argument("--binary-root", required=True, type=Path)
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2)
    args = ap.parse_args()

    root = args.source_root.resolve()
    entries = json.loads((args.binary_root / "compile_commands.json").read_text())
    dirs = ("runtime/", "test/", "examples/")
    files = sorted({e["file"] for e in entries
                    if any(os.path.relpath(e["file"], root).startswith(d) for d in dirs)})
    if len(files) < 20:
        print(f"self_lint: only {len(files)} files under {dirs}; is this the right build?", file=sys.stderr)
        return 1

    env = dict(os.environ, TIDYJSON_PLUGIN=args.plugin)
    work = args.binary_root / "test" / "integration" / "work" / "self_lint"
    work.mkdir(parents=True, exist_ok=True)
    log = work / "self-lint.sarif"
    start = time.monotonic()
    proc = subprocess.run([args.json_tidy, "-p", str(args.binary_root), "-j", str(args.j),
                           "--sarif", str(log), "--docs-url", "https://example.com/tidyjson/docs"]
                          + files,
                          cwd=root, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          encoding="utf-8", errors="replace")
    elapsed = time.monotonic() - start
    out = proc.stdout
    results = json.loads(log.read_text())["runs"][0]["results"] if log.is_file() else []
    findings = collections.Counter(r["ruleId"] for r in results)
    print(f"self_lint: {len(files)} translation units in {elapsed:.0f} s; exit status {proc.returncode}; "
          f"findings: {dict(sorted(findings.items())) or 'none'}")
    markers = ("Stack dump:", "PLEASE submit a bug report", "terminated by signal", "Segmentation fault")
    crashed = [line for line in out.splitlines() if any(m in line for m in markers)]
    if proc.returncode not in (0, 1) or crashed:
        print(out)
        print(f"self_lint: FAIL: exit status {proc.returncode}; crash lines: {crashed}", file=sys.stderr)
        return 1
    try:
        notes = validate_sarif_file(log, root, work)
    except Failure as e:
        print(f"self_lint: FAIL: {e}", file=sys.stderr)
        return 1
    print(f"self_lint: the SARIF log passes the validator ({len(notes)} documented notes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
