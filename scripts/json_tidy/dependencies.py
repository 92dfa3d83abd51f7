"""The files each translation unit reads, from clang-scan-deps-19.

clang-scan-deps (Debian's clang-tools-19) preprocesses with the unit's own
compile command, on its minimized directive scanner, so a scan of a whole
compile database costs a fraction of one clang-tidy run. `--changed` uses it
to find the units that include a changed header; the result cache keys each
unit by the contents of every file it reads (DependencyScan.reads, cache.py),
and --shard weighs a unit never measured by their size (shards.py).
"""
import json
import os
import re
import subprocess
import tempfile
from dataclasses import dataclass, field

from .compdb import write_database
from .errors import ToolError


@dataclass
class DependencyScan:
    # unit (compdb.Unit) -> the real paths of every file it reads, itself included
    reads: dict = field(default_factory=dict)
    # unit -> why it could not be scanned (it does not preprocess, say)
    failed: dict = field(default_factory=dict)

    def includers(self, headers):
        """The units that read any of `headers` (real paths)."""
        headers = set(headers)
        return {unit for unit, files in self.reads.items() if not files.isdisjoint(headers)}


def scan(units, scanner, jobs):
    """Scans `units` (compdb.Units with a command). clang-scan-deps names a
    result by its input file only, so the units go in layers, each with a
    file at most once: one clang-scan-deps run for the files' first
    commands, one for the second commands of files that have several, ..."""
    result = DependencyScan()
    layers = {}
    for u in units:
        layers.setdefault(u.index, []).append(u)
    for index in sorted(layers):
        _scan_layer(layers[index], scanner, jobs, result)
    return result


def _scan_layer(units, scanner, jobs, result):
    with tempfile.TemporaryDirectory(prefix="json-tidy-deps-") as tmp:
        write_database(tmp, [u.entry for u in units])
        try:
            proc = subprocess.run([scanner, f"-compilation-database={tmp}/compile_commands.json",
                                   "-format=experimental-full", "-j", str(jobs)],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        except OSError as e:
            raise ToolError(f"cannot run {scanner}: {e}; install the Debian package clang-tools-19")
    try:
        output = json.loads(proc.stdout)
    except ValueError as e:
        raise ToolError(f"{scanner} wrote no dependency list ({e}): "
                        + proc.stderr.decode("utf-8", "replace")[:2000])

    real = {}

    def realpath(path, directory):
        key = (path, directory)
        if key not in real:
            real[key] = os.path.realpath(os.path.join(directory, path))
        return real[key]

    by_file = {u.entry.file: u for u in units}
    for tu in output.get("translation-units", []):
        for command in tu.get("commands", []):
            unit = by_file.get(command.get("input-file"))
            if unit is None:
                continue
            files = {realpath(p, unit.entry.directory) for p in command.get("file-deps", [])}
            result.reads[unit] = frozenset(files | {unit.path}
                                           | result.reads.get(unit, frozenset()))

    # A unit missing from the output did not scan; clang-scan-deps says why
    # in a paragraph that starts with its file name.
    messages = {}
    for paragraph in re.split(r"\n(?=Error while scanning dependencies for )",
                              proc.stderr.decode("utf-8", "replace")):
        m = re.match(r"Error while scanning dependencies for (.+?):\n(.*)", paragraph, re.DOTALL)
        if m:
            messages[os.path.realpath(m.group(1))] = m.group(2).strip()
    for unit in units:
        if unit not in result.reads:
            result.failed[unit] = messages.get(unit.path,
                                               f"{scanner} exited with {proc.returncode}")
