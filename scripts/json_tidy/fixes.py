"""--fix and --diff: clang-apply-replacements-19 applies the fixes, difflib
writes the diff.

The findings' fixes go back into one --export-fixes file per translation
unit, as run-clang-tidy -fix does it: clang-apply-replacements then drops a
replacement that two units both made, and refuses every file where two fixes
overlap. Both let it edit copies: --diff compares them with the originals,
so no file is touched; --fix replaces each file by its copy (a temporary
file and a rename), and names every file it could not write.

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


@dataclass
class Applied:
    changed: list = field(default_factory=list)   # the files written, fixed
    failed: list = field(default_factory=list)    # (file, why): left as they were
    fixes: int = 0                                 # the plan's fixes whose every file was written


def apply_in_place(fix_plan, tools, yaml):
    """Applies the plan to the files. clang-apply-replacements-19 edits
    copies (as for --diff); each file is then replaced by its fixed copy
    through a temporary file in its directory and a rename, keeping its
    mode and owner, so that a kill at any moment leaves it either as it was
    or fully fixed. A file that cannot be written, that changed while
    clang-tidy ran, or whose copy came out unchanged is named in `failed`,
    and the fixes that edit it are not counted."""
    result = Applied()
    files = fix_plan.files()
    if not files:
        return result
    before = {f: _read(f) for f in files}
    with tempfile.TemporaryDirectory(prefix="json-tidy-fix-") as work:
        copies = {f: os.path.join(work, "tree", str(i), os.path.basename(f)) for i, f in enumerate(files)}
        for original, copy in copies.items():
            os.makedirs(os.path.dirname(copy))
            with open(copy, "wb") as out:
                out.write(before[original])
        _apply(fix_plan, tools, yaml, work, relocate=lambda p: copies.get(p, p))
        for f in files:
            fixed = _read(copies[f])
            why = None
            if fixed == before[f]:
                why = "its fixes changed nothing (clang-apply-replacements-19 left the file as it was)"
            elif not os.access(f, os.W_OK):
                why = "the file is not writable"
            elif _read(f) != before[f]:
                why = "the file changed while json-tidy ran; run json-tidy again"
            if why is None:
                why = _replace(f, fixed)
            if why is None:
                result.changed.append(f)
            else:
                result.failed.append((f, why))
    written = set(result.changed)
    result.fixes = sum(1 for ds in fix_plan.by_unit.values() for d in ds
                       if all(canonical(r.file) in written for r in d.main.replacements))
    return result


def _replace(path, data):
    """Writes `data` to `path` through a temporary file beside it and a
    rename, with the file's mode and (when allowed) owner; None, or why it
    could not."""
    st = os.stat(path)
    directory = os.path.dirname(path) or "."
    try:
        fd, temp = tempfile.mkstemp(prefix="." + os.path.basename(path) + ".json-tidy-", dir=directory)
    except OSError as e:
        return f"no temporary file can be made beside it ({e.strerror})"
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(temp, st.st_mode & 0o7777)
        if hasattr(os, "chown") and (st.st_uid != os.geteuid() or st.st_gid != os.getegid()):
            try:
                os.chown(temp, st.st_uid, st.st_gid)
            except PermissionError:
                pass   # not ours to give away: the file keeps our ownership, as an editor's save does
        os.replace(temp, path)
    except OSError as e:
        try:
            os.unlink(temp)
        except OSError:
            pass
        return f"it could not be replaced ({e.strerror})"
    return None


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
