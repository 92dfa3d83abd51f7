#!/usr/bin/env python3
"""Runs one json-* check on one test file and verifies everything in one go.

Usage (from a lit RUN line, through the %check_json_tidy substitution):

    check_json_tidy.py [runner options] SOURCE CHECKS TEMP [-- TIDY_ARGS... [-- COMPILER_ARGS...]]

What it verifies, in this order:

1. The diagnostics clang-tidy prints match the file's
   CHECK-MESSAGES lines (warnings only; notes are ignored) or CHECK-NOTES lines
   (warnings and notes), and no other warning or error appears. A file with
   neither kind of line must produce no warning at all.
2. The fixes, exported by clang-tidy (--export-fixes) and applied by
   clang-apply-replacements-19 as json-tidy --fix and run-clang-tidy -fix do,
   give a file that matches the CHECK-FIXES lines; a file without CHECK-FIXES
   lines must come out byte for byte unchanged. As clang-tidy --fix, nothing is
   applied to a file with compile errors unless --fix-errors is given.
3. The fixed file compiles (clang++ -fsyntax-only -std=c++20 against the real
   runtime headers), unless --no-compile is given.

CHECK lines are blanked before clang-tidy sees the file so that line numbers
stay put and the fixed text never matches its own expectations.
"""
import argparse
import os
import re
import shlex
import subprocess
import sys


def fail(message, output=None):
    sys.stderr.write("check_json_tidy: " + message + "\n")
    if output:
        sys.stderr.write("------ output ------\n" + output + "\n--------------------\n")
    sys.exit(1)


def run(argv, **kwargs):
    return subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True, **kwargs)


def split_args(rest):
    """Splits [TIDY_ARGS... [-- COMPILER_ARGS...]] at the first '--'."""
    if "--" in rest:
        i = rest.index("--")
        return rest[:i], rest[i + 1:]
    return rest, []


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--clang-tidy", required=True)
    parser.add_argument("--clang-apply-replacements", required=True)
    parser.add_argument("--plugin", required=True)
    parser.add_argument("--filecheck", required=True)
    parser.add_argument("--clangxx", required=True)
    parser.add_argument("--include", action="append", default=[])
    parser.add_argument("--check-suffix", default="",
                        help="use CHECK-MESSAGES-<S>/CHECK-FIXES-<S>/CHECK-NOTES-<S>")
    parser.add_argument("--no-compile", action="store_true",
                        help="do not compile the fixed file (input is broken on purpose)")
    parser.add_argument("--fix-errors", action="store_true",
                        help="apply fixes even when the input has compile errors")
    parser.add_argument("--std", default="c++20")
    parser.add_argument("source")
    parser.add_argument("checks")
    parser.add_argument("temp")
    parser.add_argument("rest", nargs=argparse.REMAINDER)
    args = parser.parse_args()

    # argparse has already consumed the first "--" (after TEMP).
    tidy_args, compiler_args = split_args(args.rest)

    suffix = "-" + args.check_suffix if args.check_suffix else ""
    msg_prefix = "CHECK-MESSAGES" + suffix
    note_prefix = "CHECK-NOTES" + suffix
    fix_prefix = "CHECK-FIXES" + suffix

    with open(args.source, encoding="utf-8") as f:
        original = f.read()
    has_messages = re.search(r"\b" + re.escape(msg_prefix) + r":", original) is not None
    has_notes = re.search(r"\b" + re.escape(note_prefix) + r":", original) is not None
    has_fixes = re.search(r"\b" + re.escape(fix_prefix) + r"(-NEXT|-SAME|-NOT|-EMPTY)?:",
                          original) is not None
    if has_messages and has_notes:
        fail("use either %s or %s, not both" % (msg_prefix, note_prefix))

    # Blank every CHECK line (any prefix) so the fixed file cannot match itself.
    cleaned = re.sub(r"// *CHECK-[A-Z0-9\-]*:[^\r\n]*", "//", original)
    ext = os.path.splitext(args.source)[1] or ".cpp"
    temp_file = args.temp + ext
    os.makedirs(os.path.dirname(os.path.abspath(temp_file)), exist_ok=True)
    with open(temp_file, "w", encoding="utf-8") as f:
        f.write(cleaned)

    includes = []
    for inc in args.include:
        includes += ["-I", inc]
    compile_flags = ["-std=" + args.std] + includes + compiler_args

    checks = args.checks if args.checks.startswith("-*") else "-*," + args.checks
    # Never pick up a .clang-tidy from the directories above the test.
    if not any(a.startswith(("-config", "--config")) for a in tidy_args):
        tidy_args = ["--config={}"] + tidy_args
    fixes_dir = temp_file + ".fixes"
    os.makedirs(fixes_dir, exist_ok=True)
    fixes_file = os.path.join(fixes_dir, "fixes.yaml")
    if os.path.exists(fixes_file):
        os.remove(fixes_file)
    tidy = [args.clang_tidy, "--load=" + args.plugin, "--checks=" + checks,
            "--export-fixes=" + fixes_file,
            "--header-filter=.*", "--system-headers=false"] + tidy_args + \
           [temp_file, "--"] + compile_flags
    result = run(tidy)
    output = result.stdout
    # clang-tidy exits non-zero on compile errors; that is only acceptable when
    # the test says its input is broken.
    if result.returncode != 0 and not (args.no_compile or args.fix_errors):
        fail("clang-tidy failed (exit %d): %s" % (result.returncode, shlex.join(tidy)), output)
    if "PLEASE submit a bug report" in output or "Stack dump" in output:
        fail("clang-tidy crashed", output)
    if os.path.exists(fixes_file) and (result.returncode == 0 or args.fix_errors):
        applied = run([args.clang_apply_replacements, fixes_dir])
        if applied.returncode != 0:
            fail("clang-apply-replacements-19 refused the fixes", applied.stdout)

    # Notes that clang-tidy adds on its own (which macro a location came
    # from) are not the check's; drop them with the source lines echoed under
    # them.
    kept = []
    skip_echo = False
    for line in output.splitlines():
        if re.search(r"note: expanded from macro", line):
            skip_echo = True
            continue
        if skip_echo and re.match(r"^\s*(\d+\s*)?\|", line):
            continue
        skip_echo = False
        kept.append(line)
    output = "\n".join(kept) + "\n"
    messages_file = temp_file + ".msg"
    with open(messages_file, "w", encoding="utf-8") as f:
        f.write(output)

    if has_messages or has_notes:
        prefix = msg_prefix if has_messages else note_prefix
        implicit = "{{warning|error}}:" if has_messages else "{{note|warning|error}}:"
        fc = run([args.filecheck, "-input-file=" + messages_file, args.source,
                  "-check-prefix=" + prefix, "-implicit-check-not=" + implicit])
        if fc.returncode != 0:
            fail("diagnostics do not match %s lines" % prefix, fc.stdout + "\n" + output)
    else:
        stray = [l for l in output.splitlines() if re.search(r"(warning|error):", l)]
        if stray:
            fail("expected no diagnostics, got:\n" + "\n".join(stray), output)

    with open(temp_file, encoding="utf-8") as f:
        fixed = f.read()
    if has_fixes:
        fc = run([args.filecheck, "-input-file=" + temp_file, args.source,
                  "-check-prefix=" + fix_prefix, "-strict-whitespace"])
        if fc.returncode != 0:
            fail("fixed file does not match %s lines" % fix_prefix, fc.stdout + "\n" + fixed)
    elif fixed != cleaned:
        diff = run(["diff", "-u", args.source, temp_file]).stdout
        fail("the fixes changed the file but the test has no %s lines" % fix_prefix, diff)

    if not args.no_compile:
        cc = run([args.clangxx, "-fsyntax-only", "-Wno-unused", temp_file] + compile_flags)
        if cc.returncode != 0:
            fail("the fixed file does not compile", cc.stdout + "\n" + fixed)


if __name__ == "__main__":
    main()
