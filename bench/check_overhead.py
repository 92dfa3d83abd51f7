#!/usr/bin/env python3
"""What a json-* check adds to a clang-tidy run over the bundled examples.

For every translation unit of examples/ in the build's compile_commands.json,
runs clang-tidy-19 with the plugin and only the given check, REPEAT times,
with --enable-check-profile. clang-tidy's profile times the check's own
matchers and callbacks; the process's CPU time (user + system, from the OS)
is everything else too: parsing, semantic analysis, the AST traversal. The
overhead of the check is its own time over the time of the run without it:

    overhead = check / (process - check)

The minimum over the repetitions is used for each file (a loaded machine only
ever adds time). Prints a markdown table and the total.

    python3 bench/check_overhead.py build json-options-in-hot-path --repeat 3
"""
import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path


def children_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def check_seconds(profile_dir: Path, check: str) -> float:
    total = 0.0
    for f in profile_dir.glob("*.json"):
        data = json.loads(f.read_text())
        for key, value in data.get("profile", {}).items():
            # Keys look like "time.clang-tidy.<check>.user"; sum user + sys.
            parts = key.split(".")
            if len(parts) >= 4 and parts[1] == "clang-tidy" and ".".join(parts[2:-1]) == check \
                    and parts[-1] in ("user", "sys"):
                total += float(value)
        f.unlink()
    return total


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("build", type=Path, help="build directory with compile_commands.json and the plugin")
    ap.add_argument("check", help="the check to measure, e.g. json-options-in-hot-path")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--clang-tidy", default="clang-tidy-19")
    ap.add_argument("--under", default="examples/", help="only files whose path contains this")
    args = ap.parse_args()

    root = Path(__file__).resolve().parent.parent
    plugin = args.build / "checks" / "libtidyjson-checks-llvm19.so"
    entries = json.loads((args.build / "compile_commands.json").read_text())
    files = sorted({e["file"] for e in entries if args.under in e["file"]})
    if not files:
        print(f"no files under {args.under} in {args.build}/compile_commands.json", file=sys.stderr)
        return 2

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        prof = Path(tmp)
        for file in files:
            best_process = best_check = None
            for _ in range(args.repeat):
                before = children_cpu()
                subprocess.run([args.clang_tidy, f"--load={plugin}", "--config={}", f"-checks=-*,{args.check}",
                                "--enable-check-profile", f"--store-check-profile={prof}", "--quiet",
                                "-p", str(args.build), file],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
                process = children_cpu() - before
                check = check_seconds(prof, args.check)
                if best_process is None or process < best_process:
                    best_process, best_check = process, check
            rows.append((os.path.relpath(file, root), best_process, best_check))

    print(f"| file ({args.check}) | clang-tidy CPU s | check s | overhead |")
    print("|---|---|---|---|")
    for name, process, check in rows:
        print(f"| `{name}` | {process:.2f} | {check:.3f} | {100 * check / max(process - check, 1e-9):.1f}% |")
    total_process = sum(r[1] for r in rows)
    total_check = sum(r[2] for r in rows)
    print(f"| **all {len(rows)} files** | {total_process:.2f} | {total_check:.3f} | "
          f"**{100 * total_check / max(total_process - total_check, 1e-9):.1f}%** |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
