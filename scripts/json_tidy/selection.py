"""Which translation units a run checks.

--all takes every unit of the compile database: every distinct compile
command of every file (a file built in two configurations is two units).
--changed and --files take C and C++ files (files.EXTENSIONS decides; other
files are ignored) and check what they affect: a source file is checked as
itself, in every configuration, and must be in the compile database; a
header is checked through every unit that reads it (clang-scan-deps-19 says
which), and on its own only when no unit reads it.
"""
import os
from dataclasses import dataclass, field

from . import dependencies, git
from .errors import ToolError, UsageError
from .files import is_c_family, is_header


@dataclass
class Selection:
    units: list = field(default_factory=list)      # units of the database (compdb.Unit)
    headers: list = field(default_factory=list)    # headers no unit reads: checked on their own
    ranges: dict = None                            # --lines: real path -> [[first, last], ...]
    changed: int = 0                               # how many source files changed themselves
    scan_failures: dict = field(default_factory=dict)
    scan: dependencies.DependencyScan = None      # when a header was selected

    def files(self):
        """The source files of the units (real paths), each once."""
        return sorted({u.path for u in self.units})

    def __len__(self):
        """The files: a source file in several configurations counts once."""
        return len(self.files()) + len(self.headers)


def _named_files(files):
    named = []
    for f in files:
        real = os.path.realpath(f)
        if not os.path.isfile(real):
            raise UsageError(f"no such file: {f}")
        named.append(real)
    return named


def _changed(opts, root):
    if root is None:
        raise ToolError("--changed needs a git repository (run json-tidy inside one)")
    compare = git.comparison_base(root, opts.changed)
    changes = [c for c in git.changed_files(root, compare)
               if is_c_family(c.path) and os.path.isfile(c.path)]
    return compare, {os.path.realpath(c.path): c for c in changes}


def _missing_from_database(missing, db, workspace):
    names = ", ".join(workspace.display(f) for f in missing)
    database = os.path.normpath(os.path.join(workspace.display(db.build_dir), "compile_commands.json"))
    return ToolError(
        f"{names} {'is' if len(missing) == 1 else 'are'} not in {database}, so json-tidy does not "
        f"know how to compile {'it' if len(missing) == 1 else 'them'}. Re-run CMake (cmake -S . -B "
        f"{workspace.display(db.build_dir)}) so that the database lists new files; leave out files "
        f"that are not part of the build (in a pre-commit hook: exclude:)")


def select(opts, db, workspace, root, scan_deps):
    """The Selection for parsed options `opts`. `scan_deps` is clang-scan-deps-19,
    run only when a header is selected."""
    if opts.all:
        return Selection(units=db.units())

    candidates = {f: None for f in _named_files(opts.files) if is_c_family(f)}
    compare = None
    if opts.changed is not None:
        compare, changes = _changed(opts, root)
        if opts.files_given:
            candidates = {f: changes[f] for f in candidates if f in changes}
        else:
            candidates = changes

    sources = sorted(f for f in candidates if not is_header(f))
    headers = sorted(f for f in candidates if is_header(f))
    missing = [f for f in sources if f not in db]
    if missing:
        raise _missing_from_database(missing, db, workspace)

    selection = Selection(changed=len(sources))
    units = set(db.units_of(sources))
    if headers:
        scan = dependencies.scan(db.units(), scan_deps, opts.jobs)
        # A unit that does not preprocess may include the header: check it
        # (its errors are findings), never skip it.
        units |= scan.includers(headers) | set(scan.failed)
        selection.scan_failures = scan.failed
        selection.scan = scan
        read = set().union(*scan.reads.values()) if scan.reads else set()
        selection.headers = [h for h in headers if h not in read]
    selection.units = sorted(units)

    if opts.lines:
        selection.ranges = {f: git.changed_lines(root, compare, change)
                            for f, change in candidates.items()}
    return selection
