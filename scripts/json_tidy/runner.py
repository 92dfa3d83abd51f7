"""clang-tidy-19 with the plugin, one process per translation unit, in parallel.

A translation unit is one compile command of a file (compdb.Unit): each
process gets a compile database of that one command (clang-tidy given the
project's database would run every command of the file in one process and
merge their findings, so one configuration's fix could not be told from
another's). A header checked on its own gets the project's database, from
which clang-tidy infers its flags.

Each process exports its diagnostics (--export-fixes) to its own file and
its text is printed as a block when it ends, so the output of two units never
interleaves. A unit's result is complete in itself (exit status, text,
diagnostics, the CPU time it took), which is what the result cache (cache.py)
stores and replays.
"""
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass

from .compdb import write_database

# clang-tidy's closing count ("3 warnings generated."): noise once per unit.
_COUNT_LINE = re.compile(r"^\d+ (warning|error)s? (and \d+ errors? )?generated\.$")


@dataclass
class UnitResult:
    unit: object           # the compdb.Unit
    header: bool           # a header checked as its own main file
    returncode: int
    stdout: str
    stderr: str
    export: str            # its --export-fixes file (may not exist: nothing to export)
    cpu_seconds: float = 0.0   # clang-tidy's user + system time
    cached: bool = False       # replayed from the result cache, not run

    def crashed(self):
        """Killed by a signal, or an exit status clang-tidy never uses for findings
        (127: a symbol the plugin needs is missing)."""
        return self.returncode < 0 or self.returncode > 1

    def text(self):
        err = [line for line in self.stderr.splitlines() if not _COUNT_LINE.match(line)]
        return "".join(part + ("" if part.endswith("\n") else "\n")
                       for part in (self.stdout, "\n".join(err)) if part.strip())


class Progress:
    """One line on a terminal, [done/total] file; nothing otherwise."""

    def __init__(self, total, stream=sys.stderr):
        self.total, self.done, self.stream = total, 0, stream
        self.live = stream.isatty() and total > 1
        self.shown = False

    def clear(self):
        if self.shown:
            self.stream.write("\r\033[K")
            self.stream.flush()
            self.shown = False

    def step(self, name):
        self.done += 1
        if not self.live:
            return
        width = shutil.get_terminal_size((80, 20)).columns
        text = f"[{self.done:>{len(str(self.total))}}/{self.total}] {name}"
        if len(text) > width - 1:
            text = text[:width - 4] + "..."
        self.stream.write("\r\033[K" + text)
        self.stream.flush()
        self.shown = True


class ClangTidy:
    """How to run clang-tidy-19 with the plugin on one file."""

    def __init__(self, tools, build_dir, options):
        self.tools, self.build_dir, self.options = tools, build_dir, list(options)

    def command(self, path, export, build_dir=None):
        return [self.tools.clang_tidy, f"--load={self.tools.plugin}",
                f"-p={build_dir or self.build_dir}", "--quiet", f"--export-fixes={export}",
                *self.options, path]


def run_measured(cmd, cwd=None):
    """Runs cmd to its end; returns (exit status, stdout, stderr, CPU seconds).
    The output goes to files, not pipes, so that the child's own resource usage
    can be collected (os.wait4) without a reader thread."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(cmd, stdout=out, stderr=err, cwd=cwd)
        try:
            _, status, usage = os.wait4(proc.pid, 0)
        except BaseException:
            proc.kill()
            proc.wait()
            raise
        proc.returncode = os.waitstatus_to_exitcode(status)
        texts = []
        for stream in (out, err):
            stream.seek(0)
            texts.append(stream.read().decode("utf-8", "replace"))
    return proc.returncode, texts[0], texts[1], usage.ru_utime + usage.ru_stime


def run_units(tidy, jobs, units, export_dir, on_result):
    """Runs clang-tidy on each compdb.Unit of `units` (a unit without a command
    is a header on its own), at most `jobs` at a time; calls
    on_result(UnitResult) as each ends, in this thread."""
    progress = Progress(len(units))

    def one(index, unit):
        export = os.path.join(export_dir, f"{index:06d}.yaml")
        database = None
        if unit.entry is not None:
            database = os.path.join(export_dir, f"{index:06d}.database")
            write_database(database, [unit.entry])
        returncode, stdout, stderr, cpu = run_measured(tidy.command(unit.spelled, export, database))
        return UnitResult(unit, unit.entry is None, returncode, stdout, stderr, export, cpu)

    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        futures = [pool.submit(one, i, unit) for i, unit in enumerate(units)]
        for future in concurrent.futures.as_completed(futures):
            result = future.result()
            progress.clear()
            on_result(result)
            progress.step(os.path.basename(result.unit.path))
            results.append(result)
    progress.clear()
    return results
