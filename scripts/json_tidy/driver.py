"""One driver run: select the units, run clang-tidy-19 on them, read the
findings, write what was asked for, and return the exit status (0 no
findings, 1 findings, 2 usage or tool errors)."""
import os
import re
import shutil
import sys
import tempfile
from dataclasses import dataclass

from . import cache, compdb, fixes, git, plan, reports, sarif, shared_edits, tools
from .diagnostics import collect, load_yaml, read_export
from .files import Sources, Workspace
from .runner import ClangTidy, run_units
from .selection import select


@dataclass
class Setup:
    """What the wrapper found (passed in the environment, see cli.setup_from_environment)."""
    plugin: str
    version: str
    docs_dir: str
    docs_url: str
    checkout: str         # the tidyjson checkout, for the main job; '' when installed
    build_dir: str        # the checkout's build directory


@dataclass
class SarifInfo:
    version: str
    known_checks: list
    docs_dir: str
    docs_url: str


def _plural(n, word, plural=None):
    return f"{n} {word if n == 1 else plural or word + 's'}"


def tidy_options(opts, yaml):
    """clang-tidy options from the command line, in clang-tidy's spelling, and
    the configuration that lets the checks offer fixes in shared files (which
    shared_edits then proves for every unit)."""
    out = [f"--checks={opts.checks if opts.checks is not None else '-*,json-*'}",
           shared_edits.config_argument(opts, yaml)]
    for name in ("header_filter", "exclude_header_filter", "warnings_as_errors"):
        value = getattr(opts, name)
        if value is not None:
            out.append(f"--{name.replace('_', '-')}={value}")
    out += [f"--extra-arg={a}" for a in opts.extra_arg]
    out += [f"--extra-arg-before={a}" for a in opts.extra_arg_before]
    if opts.use_color:
        out.append("--use-color")
    return out


class _Collector:
    """Receives each unit's result as it ends: prints its text, keeps its
    diagnostics, notes what went wrong."""

    def __init__(self, text_out, workspace, yaml, print_text):
        self.text_out, self.workspace, self.yaml = text_out, workspace, yaml
        self.print_text = print_text
        self.diagnostics, self.tool_errors = [], []
        self.units_with_errors, self.headers_with_errors = set(), set()

    def __call__(self, result):
        where = result.unit.label(self.workspace.display)
        if result.unit.entry is not None and not os.path.exists(result.unit.path):
            # clang-tidy reports it as a compile error, which is not a finding.
            self.tool_errors.append(f"{where}: the compile database names this file, which does not "
                                    "exist (deleted or moved since the build was configured; "
                                    "configure it again)")
            return
        diagnostics = read_export(result.export, result.unit, self.yaml)
        errors = [d for d in diagnostics if d.is_compile_error()]
        if result.header and errors:
            # A header that does not compile on its own: its errors are not
            # findings; its json-* findings are printed by main().
            self.headers_with_errors.add(result.unit)
            diagnostics = [d for d in diagnostics if not d.is_compile_error()]
        else:
            if self.print_text:
                self.text_out.write(result.text())
                self.text_out.flush()
            if errors:
                self.units_with_errors.add(result.unit)
        self.diagnostics += diagnostics
        if result.crashed():
            self.tool_errors.append(f"clang-tidy-19 failed on {where} (exit status "
                                    f"{result.returncode}): {crash_summary(result.stderr)}")
        elif result.returncode == 1 and not any(d.level == "Error" for d in diagnostics) \
                and result.unit not in self.headers_with_errors:
            self.tool_errors.append(f"clang-tidy-19 failed on {where}: "
                                    + (result.stderr.strip() or "exit status 1"))


def crash_summary(stderr, frames=4):
    """What a user needs of a clang-tidy crash: its first message, the check
    that was running when LLVM's stack dump names one, and the first frames
    of the stack (LLVM prints them after "Stack dump:"), or the last line."""
    lines = [l.rstrip() for l in stderr.splitlines() if l.strip()]
    if not lines:
        return "no output"
    dump = next((i for i, l in enumerate(lines) if l.startswith("Stack dump:")), None)
    if dump is None:
        return lines[-1]
    head = [l.strip().rstrip(".") for l in lines[:dump] if not l.startswith("PLEASE submit")][:1] or ["crashed"]
    checks = [m.group(1) for l in lines[dump + 1:] for m in [re.search(r"ASTMatcher: Processing '([^']+)'", l)]
              if m]
    if checks:
        head.append(f"while running {checks[-1]}")
    noise = ("PrintStackTrace", "RunSignalHandlers", "SignalHandler", "libc.so", "abort")
    stack = [l.strip() for l in lines[dump + 1:]
             if re.match(r"\s*#\d+ ", l) and not any(n in l for n in noise)][:frames]
    return "; ".join(head) + "".join("\n    " + f for f in stack)


class _Run:
    """One run's context: the options, the workspace, the tools found."""

    def __init__(self, opts, setup):
        self.opts, self.setup = opts, setup
        self.yaml = load_yaml()
        cwd = os.getcwd()
        self.top = git.toplevel(cwd)
        self.workspace = Workspace(self.top or cwd)
        self.tools = tools.find_tools(
            setup.plugin, fixes=bool(opts.fix or opts.diff),
            dependencies=not opts.all or opts.cache_dir is not None or opts.shard is not None)
        self.db = compdb.CompileDatabase.load(compdb.find_build_dir(opts.build_dir, cwd,
                                                                    self.workspace.root))
        if opts.cache_dir == "":
            opts.cache_dir = os.path.join(self.db.build_dir, cache.DIRECTORY_NAME)
        self.sources = Sources()
        # clang-tidy's text goes where the diff does not.
        self.text_out = sys.stderr if opts.diff == "-" else sys.stdout

    def announce(self, selection, work):
        for unit, reason in sorted(selection.scan_failures.items()):
            sys.stderr.write(f"json-tidy: note: {unit.label(self.workspace.display)} is checked "
                             f"because clang-scan-deps-19 cannot tell what it includes: "
                             f"{reason.splitlines()[0] if reason else ''}\n")
        if work.note:
            sys.stderr.write(f"json-tidy: note: the cache is off for this run: {work.note}\n")
        parts = []
        if not self.opts.all and len(selection) != selection.changed:
            how = "changed" if self.opts.changed is not None else "named"
            includers = len(selection.files()) - selection.changed
            parts = [f"{selection.changed} {how}" if selection.changed else "",
                     f"{includers} that include a {how} header" if includers else "",
                     f"{_plural(len(selection.headers), 'header')} on its own"
                     if selection.headers else ""]
        if work.commands() != len(work):
            # A file compiled in several configurations is checked in each.
            parts.append(f"{work.commands()} compile commands")
        detail = ", ".join(p for p in parts if p)
        shard = f"shard {work.shard}: " if work.shard else ""
        count = f"{len(work)} of {_plural(work.total, 'file')}" if work.shard else \
            _plural(len(work), "file")
        cached = ""
        if work.cache is not None:
            hits = len(work.hits)
            cached = f"; {'all' if hits == work.commands() and hits > 1 else hits} " \
                     f"from the cache {self.workspace.display(work.cache.root)}"
        sys.stderr.write(f"json-tidy: {shard}checking {count}{f' ({detail})' if detail else ''} "
                         f"with clang-tidy-19 ({self.opts.jobs} at a time){cached}\n")

    def check(self, work, print_text):
        """Replays the cached results of the plan `work` and runs clang-tidy on
        the rest; returns the _Collector."""
        collector = _Collector(self.text_out, self.workspace, self.yaml, print_text)
        export_dir = tempfile.mkdtemp(prefix="json-tidy-")
        if self.opts.github:
            self.text_out.write("::group::clang-tidy output\n")
        try:
            for i, unit in enumerate(sorted(work.hits)):
                collector(work.replay(unit, os.path.join(export_dir, f"cached-{i:06d}.yaml")))
            todo = work.misses() + work.headers
            if todo:
                tools.check_plugin(self.tools)
                tidy = ClangTidy(self.tools, self.db.build_dir, tidy_options(self.opts, self.yaml))

                def on_result(result):
                    work.store(result)
                    collector(result)
                run_units(tidy, self.opts.jobs, todo, export_dir, on_result)
        finally:
            if self.opts.github:
                self.text_out.write("::endgroup::\n")
            shutil.rmtree(export_dir, ignore_errors=True)
            work.finish()
        return collector

    def prove_shared_edits(self, diagnostics, work, collector):
        """Fixes in files that other units include, or that are compiled in
        several configurations, kept only where every unit that reads the file
        made the same edit (shared_edits). The units are this run's (a shard's
        share, which holds every configuration of its files), replayed from
        the cache or checked now."""
        checked = (set(work.units) | set(work.headers)) - collector.units_with_errors
        kept, left_out = shared_edits.agree(
            diagnostics, checked, self.db, lambda: self.tools.scan_deps or tools.find_scan_deps(),
            self.opts.jobs, self.workspace)
        said = set()
        for d, reason in left_out:
            if d.key() in said:
                continue
            said.add(d.key())
            line = self.sources.get(d.main.file).position(d.main.offset)[0] if d.main.file else 0
            sys.stderr.write(f"json-tidy: {self.workspace.display(d.main.file)}:{line}: "
                             f"[{d.check}] fix left out: {reason}\n")
        return kept

    def on_changed_lines(self, diagnostics, ranges):
        """--lines: findings on changed lines, findings elsewhere whose notes
        point at a changed line (a changed header's type that breaks a call in
        another file), and every compile error (a change that breaks a build is
        never an old finding)."""
        def changed(message):
            lines = ranges.get(os.path.realpath(message.file)) if message.file else None
            line = self.sources.get(message.file).position(message.offset)[0] if lines else 0
            return any(a <= line <= b for a, b in lines or [])
        return [d for d in diagnostics if d.is_compile_error() or changed(d.main)
                or any(changed(n) for n in d.notes)]

    def write_outputs(self, findings, collector, work=None):
        opts = self.opts
        if opts.github:
            for line in reports.github_annotations(findings, self.sources, self.workspace,
                                                   opts.sarif):
                sys.stdout.write(line + "\n")
        if opts.sarif:
            info = SarifInfo(self.setup.version, tools.known_checks(self.tools),
                             self.setup.docs_dir, opts.docs_url)
            provenance = git.provenance(self.top) if self.top else None
            log = sarif.build_log(findings, info, self.workspace, self.sources,
                                  not collector.tool_errors, collector.tool_errors, provenance)
            if work is not None and work.shard is not None:
                sarif.mark_shard(log, work.shard, work.partition, len(work))
            sarif.write(opts.sarif, log)
        if opts.codequality:
            reports.write_json(opts.codequality,
                               reports.codequality(findings, self.sources, self.workspace))
        if opts.fix or opts.diff:
            self.write_fixes(findings, collector)

    def write_fixes(self, findings, collector):
        opts = self.opts
        plan = fixes.plan(findings, collector.units_with_errors, opts.fix_errors, self.sources,
                          self.workspace, inside_only=bool(opts.diff))
        for line in plan.skipped:
            sys.stderr.write(f"json-tidy: {line}\n")
        if opts.fix:
            applied = fixes.apply_in_place(plan, self.tools, self.yaml)
            for path, why in applied.failed:
                collector.tool_errors.append(f"{self.workspace.display(path)} was not fixed: {why}")
            left = plan.count - applied.fixes
            sys.stderr.write(f"json-tidy: applied {_plural(applied.fixes, 'fix', 'fixes')}"
                             f" to {_plural(len(applied.changed), 'file')}"
                             + (f"; {_plural(left, 'fix', 'fixes')} not applied (below)" if left else "")
                             + "\n")
            return
        patch = fixes.diff(plan, self.tools, self.yaml, self.workspace)
        if opts.diff == "-":
            sys.stdout.flush()
            sys.stdout.buffer.write(patch)
            sys.stdout.flush()
        else:
            with open(opts.diff, "wb") as f:
                f.write(patch)
            sys.stderr.write(f"json-tidy: wrote {_plural(plan.count, 'fix', 'fixes')} "
                             f"as a diff to {opts.diff}\n")


def run(opts, setup):
    """The driver: select, check, report; returns the exit status."""
    r = _Run(opts, setup)
    selection = select(opts, r.db, r.workspace, r.top, r.tools.scan_deps)
    work = plan.make(opts, selection, r.db, r.tools, r.workspace, r.yaml, tidy_options(opts, r.yaml))
    if not work:
        sys.stderr.write(f"json-tidy: {f'shard {work.shard}: ' if work.shard else ''}"
                         "no C or C++ files to check\n")
        r.write_outputs([], _Collector(r.text_out, r.workspace, r.yaml, False), work)
        return 0
    r.announce(selection, work)

    # With --lines json-tidy filters and prints its own text: clang-tidy's
    # --line-filter knows only a finding's own place, not its notes'.
    lines_only = selection.ranges is not None
    collector = r.check(work, print_text=not lines_only)
    # In the order of the units (by path, then compile command), not of their
    # ends: a finding several units report is the first unit's, in every run.
    diagnostics = sorted((d for d in collector.diagnostics if d.level in ("Warning", "Error")),
                         key=lambda d: d.unit)
    diagnostics = r.prove_shared_edits(diagnostics, work, collector)
    if lines_only:
        diagnostics = r.on_changed_lines(diagnostics, selection.ranges)
    findings = collect(diagnostics)

    unprinted = findings if lines_only else \
        [f for f in findings if set(f.units) <= collector.headers_with_errors]
    r.text_out.write(reports.text(unprinted, r.sources, r.workspace))
    for header in sorted(collector.headers_with_errors):
        sys.stderr.write(f"json-tidy: {r.workspace.display(header.path)} does not compile on its "
                         "own and no translation unit includes it; only its json-* findings are "
                         "reported\n")
    r.write_outputs(findings, collector, work)

    for error in collector.tool_errors:
        sys.stderr.write(f"json-tidy: error: {error}\n")
    if findings:
        files = len({f.main.file for f in findings})
        fixable = sum(1 for f in findings if f.main.replacements)
        sys.stderr.write(f"json-tidy: {_plural(len(findings), 'finding')} in "
                         f"{_plural(files, 'file')} ({fixable} with a fix)\n")
    else:
        sys.stderr.write(f"json-tidy: no findings in {_plural(len(work), 'file')}\n")
    if collector.tool_errors:
        return 2
    return 1 if findings else 0
