"""clang-tidy's --export-fixes YAML: diagnostics with byte offsets, notes and
replacements, read into Findings (each once, with every unit that reported it)
and written back for clang-apply-replacements-19.

Everything json-tidy reports comes from this YAML, never from the text
clang-tidy prints for people.
"""
import os
from dataclasses import dataclass, field

from .errors import ToolError


def load_yaml():
    try:
        import yaml  # Debian: python3-yaml
    except ImportError:
        raise ToolError("Python's yaml module is missing; install the Debian package python3-yaml "
                        "(scripts/deps does)")
    return yaml


@dataclass(frozen=True)
class Replacement:
    file: str
    offset: int
    length: int
    text: str


@dataclass(frozen=True)
class Message:
    """A diagnostic's main message or one of its notes."""
    text: str
    file: str             # '' for a message without a place (the command line)
    offset: int
    replacements: tuple


@dataclass
class Diagnostic:
    check: str
    level: str            # Warning, Error or Remark
    main: Message
    notes: tuple
    unit: object          # the translation unit that reported it (compdb.Unit)

    def key(self):
        return (self.check, self.main.file, self.main.offset, self.main.text)

    def is_compile_error(self):
        return self.level == "Error" and self.check.startswith("clang-diagnostic-")


def _resolve(path, directory):
    if not path:
        return ""
    return os.path.normpath(os.path.join(directory or ".", path))


def _message(raw, directory):
    raw = raw or {}
    replacements = tuple(
        Replacement(_resolve(r.get("FilePath", ""), directory), int(r.get("Offset", 0)),
                    int(r.get("Length", 0)), str(r.get("ReplacementText") or ""))
        for r in raw.get("Replacements") or [])
    return Message(str(raw.get("Message", "")), _resolve(raw.get("FilePath", ""), directory),
                   int(raw.get("FileOffset", 0) or 0), replacements)


def read_export(path, unit, yaml):
    """The diagnostics of one --export-fixes file, reported by `unit`."""
    try:
        text = open(path, encoding="utf-8", errors="surrogateescape").read()
    except FileNotFoundError:
        return []          # clang-tidy writes no file when there is nothing to export
    if not text.strip():
        return []
    try:
        doc = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError as e:
        raise ToolError(f"cannot read clang-tidy's fixes file {path}: {e}")
    diagnostics = []
    for d in (doc or {}).get("Diagnostics") or []:
        directory = d.get("BuildDirectory") or ""
        diagnostics.append(Diagnostic(
            str(d.get("DiagnosticName", "")), str(d.get("Level", "Warning")),
            _message(d.get("DiagnosticMessage"), directory),
            tuple(_message(n, directory) for n in d.get("Notes") or []), unit))
    return diagnostics


@dataclass
class Finding:
    diagnostic: Diagnostic
    units: list = field(default_factory=list)   # every unit that reported it, in run order

    @property
    def main(self):
        return self.diagnostic.main

    @property
    def check(self):
        return self.diagnostic.check


def collect(diagnostics):
    """Findings: each diagnostic once (a header's finding is reported by every
    unit that includes it), sorted by place."""
    by_key = {}
    for d in diagnostics:
        finding = by_key.get(d.key())
        if finding is None:
            finding = by_key[d.key()] = Finding(d)
        if d.unit not in finding.units:
            finding.units.append(d.unit)
    return sorted(by_key.values(), key=lambda f: (f.main.file, f.main.offset, f.check))


def write_for_apply(path, main_file, diagnostics, yaml, relocate=None):
    """Writes diagnostics as the --export-fixes file of one unit (of its
    `main_file`), for clang-apply-replacements-19: the main message's
    replacements only (what clang-tidy --fix applies), file paths through
    `relocate` when given."""
    relocate = relocate or (lambda p: p)
    doc = {"MainSourceFile": relocate(main_file), "Diagnostics": []}
    for d in diagnostics:
        doc["Diagnostics"].append({
            "DiagnosticName": d.check,
            "DiagnosticMessage": {
                "Message": d.main.text,
                "FilePath": relocate(d.main.file),
                "FileOffset": d.main.offset,
                "Replacements": [{"FilePath": relocate(r.file), "Offset": r.offset,
                                  "Length": r.length, "ReplacementText": r.text}
                                 for r in d.main.replacements],
            },
            "Level": d.level,
        })
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
        yaml.safe_dump(doc, f, explicit_start=True, explicit_end=True, sort_keys=False,
                       allow_unicode=True, width=1 << 30)
