"""--fix and --diff: clang-apply-replacements-19 applies the fixes, difflib
writes the diff.

The findings' fixes go back into one --export-fixes file per translation
unit, as run-clang-tidy -fix does it: clang-apply-replacements then drops a
replacement that two units both made, and refuses every file where two fixes
overlap. --fix lets it edit the files in place; --diff lets it edit copies
and compares them with the originals, so no file is touched.

A file reached by two paths (a symlinked directory, a bind mount) is one
file: every path goes to clang-apply-replacements resolved (os.path.realpath),
so that the same edit reported through both paths is made once.
"""
import difflib
import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field

from .diagnostics import write_for_apply
from .errors import ToolError


@dataclass
class FixPlan:
    by_unit: dict = field(default_factory=dict)   # compdb.Unit -> [Diagnostic], in finding order
    skipped: list = field(default_factory=list)   # why a fix was left out, one line each
    count: int = 0

    def files(self):
        """The files the fixes edit, each by its own path (canonical)."""
        return sorted({canonical(r.file) for ds in self.by_unit.values() for d in ds for r in d.main.replacements})


def canonical(path):
    """The file's own path, symlinks resolved: the key of a file's edits."""
    return os.path.realpath(path) if path else path


def plan(findings, units_with_errors, fix_errors, sources, workspace, inside_only):
    """Each finding's fix goes to the first unit that reported it without
    compile errors (with --fix-errors: the first unit). `inside_only` leaves out
    fixes that edit files outside the workspace (a diff cannot name them)."""
    result = FixPlan()
    for finding in findings:
        main = finding.main
        if not main.replacements:
            continue
        line = sources.get(main.file).position(main.offset)[0] if main.file else 0
        where = f"{workspace.display(main.file)}:{line}: [{finding.check}]"
        clean = [u for u in finding.units if fix_errors or u not in units_with_errors]
        if not clean:
            result.skipped.append(f"{where} not fixed: "
                                  f"{finding.units[0].label(workspace.display)} has compile errors "
                                  "(--fix-errors applies such fixes)")
            continue
        outside = [r.file for r in main.replacements if not workspace.inside(r.file)]
        if inside_only and outside:
            result.skipped.append(f"{where} left out of the diff: the fix edits "
                                  f"{outside[0]}, outside {workspace.root}")
            continue
        result.by_unit.setdefault(clean[0], []).append(finding.diagnostic)
        result.count += 1
    return result


def _apply(fix_plan, tools, yaml, work, relocate=None):
    """Runs clang-apply-replacements-19 over the plan's fixes files in `work`."""
    directory = os.path.join(work, "fixes")
    os.makedirs(directory)
    resolve = (lambda p: relocate(canonical(p))) if relocate else canonical
    for i, (unit, diagnostics) in enumerate(sorted(fix_plan.by_unit.items())):
        write_for_apply(os.path.join(directory, f"{i:06d}.yaml"), unit.path, diagnostics, yaml,
                        resolve)
    proc = subprocess.run([tools.apply_replacements, directory], stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True, errors="replace")
    if proc.returncode != 0:
        raise ToolError("clang-apply-replacements-19 refused the fixes, so no file was changed: "
                        + proc.stdout.strip() + "\nTwo fixes overlap; apply them in smaller steps "
                        "(json-tidy --fix on fewer files) and run json-tidy again")


def apply_in_place(fix_plan, tools, yaml):
    """Applies the plan to the files; returns the files that changed."""
    files = fix_plan.files()
    if not files:
        return []
    before = {f: _read(f) for f in files}
    with tempfile.TemporaryDirectory(prefix="json-tidy-fix-") as work:
        _apply(fix_plan, tools, yaml, work)
    return [f for f in files if _read(f) != before[f]]


def diff(fix_plan, tools, yaml, workspace):
    """The plan as a git-style unified diff (bytes), paths from the workspace root."""
    files = fix_plan.files()
    if not files:
        return b""
    with tempfile.TemporaryDirectory(prefix="json-tidy-diff-") as work:
        copies = {f: os.path.join(work, "tree", workspace.relative(f)) for f in files}
        for original, copy in copies.items():
            os.makedirs(os.path.dirname(copy), exist_ok=True)
            shutil.copyfile(original, copy)
        _apply(fix_plan, tools, yaml, work, relocate=lambda p: copies.get(p, p))
        return b"".join(unified_diff(workspace.relative(f), _read(f), _read(copies[f]))
                        for f in files)


def _read(path):
    with open(path, "rb") as f:
        return f.read()


def split_lines(data):
    """Lines with their '\\n' (only '\\n' ends a line, as in git), the last
    without one if the data does not end with it."""
    lines = data.split(b"\n")
    return [line + b"\n" for line in lines[:-1]] + ([lines[-1]] if lines[-1] else [])


def unified_diff(rel, old, new):
    """One file's unified diff for `git apply`: difflib's hunks under a
    `diff --git` header, with git's marker for a missing final newline."""
    if old == new:
        return b""
    name = rel.encode("utf-8", "surrogateescape")
    out = [b"diff --git a/" + name + b" b/" + name + b"\n"]
    for line in difflib.diff_bytes(difflib.unified_diff, split_lines(old), split_lines(new),
                                   b"a/" + name, b"b/" + name):
        out.append(line if line.endswith(b"\n") else line + b"\n\\ No newline at end of file\n")
    return b"".join(out)
