"""Fixes that edit a file other translation units include: proven for every
one of them, or left out.

A json-* check judges some fixes from what its translation unit does: a
string_enum is redundant because this unit writes the type only through an
enums::as_string context; a context lacks the roots this unit's calls need.
When such a fix edits a header, another unit that includes the header may
do otherwise (write the type with enumerations as numbers), and the edit
would change that unit's output. On its own, a check therefore withholds
such fixes and says why (docs/checks/, "Fix-its"). A json-tidy run sets the
checks' ProjectWideFixes option, so that they offer them, and proves them
here instead: an edit in a file that is not the unit's own is kept only when
every unit of the compile database that includes the file was checked and
made exactly that edit. A finding whose fix loses an edit loses its whole
fix, and json-tidy says why.

A source file that the compile database compiles in several configurations
(two programs, one with -DRUNTIME_INDENT) is read by several units as well,
one per compile command: any check's fix may be right in one configuration
and wrong in the other (a constant there is a run-time value here; a member
exists only under an #ifdef). So an edit in such a file, its own unit's or
not, is kept by the same rule: every unit that reads the file, each of its
configurations included, made exactly that edit.

Which units include a file comes from clang-scan-deps-19 over the whole
compile database (a unit it cannot scan may include anything).
"""
import dataclasses
import json
import os

from . import dependencies
from .errors import ToolError

OPTION = "ProjectWideFixes"


def config_argument(opts, yaml):
    """The --config that sets OPTION for every check, on top of what the run
    would use otherwise: the .clang-tidy files (InheritParentConfig), or the
    user's --config or --config-file."""
    text = None
    if opts.config is not None:
        text = opts.config
    elif opts.config_file is not None:
        try:
            with open(opts.config_file, encoding="utf-8") as f:
                text = f.read()
        except OSError as e:
            raise ToolError(f"cannot read --config-file {opts.config_file}: {e}")
    try:
        config = yaml.safe_load(text) if text and text.strip() else {"InheritParentConfig": True}
    except yaml.YAMLError as e:
        raise ToolError(f"cannot read the clang-tidy configuration given to json-tidy: {e}")
    if not isinstance(config, dict):
        raise ToolError("the clang-tidy configuration given to json-tidy is not a mapping")
    options = config.get("CheckOptions") or {}
    if isinstance(options, list):   # the old form: [{key: K, value: V}, ...]
        options = {o.get("key"): o.get("value") for o in options if isinstance(o, dict)}
    config["CheckOptions"] = {**options, OPTION: "true"}
    return "--config=" + json.dumps(config)


def _shared(diagnostic):
    """The replacements of a diagnostic that edit a file other units read: a
    file other than its unit's, or its own when the file has several compile
    commands (diagnostic.unit is a compdb.Unit)."""
    unit = diagnostic.unit
    return [r for r in diagnostic.main.replacements
            if unit.count > 1 or os.path.realpath(r.file) != unit.path]


def _key(replacement):
    return (os.path.realpath(replacement.file), replacement.offset, replacement.length,
            replacement.text)


def agree(diagnostics, checked, db, scan_deps, jobs, workspace):
    """Keeps the shared edits every includer made. `diagnostics` are every
    checked unit's, `checked` the units that ran without compile errors.
    Returns the diagnostics (those that lost a shared edit without their
    replacements) and one line per fix left out."""
    made = {}          # unit -> keys of the shared edits it made
    edited = set()     # files with shared edits
    for d in diagnostics:
        for r in _shared(d):
            made.setdefault(d.unit, set()).add(_key(r))
            edited.add(os.path.realpath(r.file))
    if not edited:
        return diagnostics, []
    scan = dependencies.scan(db.units(), scan_deps(), jobs)
    includers = {f: {u for u, reads in scan.reads.items() if f in reads} | set(scan.failed)
                 for f in edited}

    def unit_that(unit, path, but, what):
        """'a.cpp includes x.h but/and `what`'; for a unit of the file itself
        (another configuration of it), 'x.cpp (compile command 2 of 2) `what`'."""
        if unit.path == path:
            return f"{unit.label(workspace.display)} {what}"
        return f"{unit.label(workspace.display)} includes {workspace.display(path)} {but} {what}"

    def why_not(replacement):
        path = os.path.realpath(replacement.file)
        units = sorted(includers[path])
        unchecked = [u for u in units if u not in checked]
        if unchecked:
            return unit_that(unchecked[0], path, "but",
                             "was not checked in this run (or has compile errors)")
        differ = [u for u in units if _key(replacement) not in made.get(u, ())]
        if differ:
            return unit_that(differ[0], path, "and", "does not make the same edit")
        return None

    kept, left_out = [], []
    for d in diagnostics:
        reasons = [w for w in (why_not(r) for r in _shared(d)) if w]
        if reasons:
            left_out.append((d, reasons[0]))
            d = dataclasses.replace(d, main=dataclasses.replace(d.main, replacements=()))
        kept.append(d)
    return kept, left_out
