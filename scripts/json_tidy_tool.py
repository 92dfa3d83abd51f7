#!/usr/bin/python3
"""The driver behind `json-tidy --all`, `--changed`, `--sarif`, `--github`,
`--diff`, `--fix` and `--codequality`.

scripts/json-tidy runs this file (with Debian's /usr/bin/python3, so that
Debian's python3-yaml is importable) after it has found clang-tidy-19 and a
plugin that loads into it:

    json_tidy_tool.py --clang-tidy PATH --plugin PATH --run-clang-tidy PATH
                      --docs DIR --known-checks "json-a json-b" -- USER_ARGS...

What it does, in order:

1. Picks the files: every file of compile_commands.json (--all), the files
   changed since a git revision (--changed), or the files named.
2. Runs clang-tidy-19 with the plugin over them: the files of the compile
   database through run-clang-tidy-19 (in parallel, -load=<plugin>), the
   others (changed headers) one by one. Each run exports its diagnostics with
   --export-fixes, so everything below reads clang-tidy's structured YAML
   (check name, level, message, byte offsets, notes, replacements), never the
   text it prints for people.
3. Writes what was asked for: clang-tidy's own text, GitHub annotations, a
   SARIF 2.1.0 log, a GitLab code quality report, a unified diff of the
   fixes, or the fixes applied to the files.

The SARIF log is built with Python's json module rather than nlohmann::json:
the YAML has to be read in Python anyway (run-clang-tidy is Python, Debian
ships PyYAML), a compiled helper would have to be built and installed next to
the plugin, and json.dump writes exactly the same standard JSON.

Exit status: 0 no findings, 1 findings, 2 usage or tool errors.
"""

import bisect
import concurrent.futures
import difflib
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.parse
from pathlib import Path

USAGE = """\
usage: json-tidy [SELECTION] [OUTPUTS] [OPTIONS] [FILE...] [-- COMPILER_ARGS...]

  clang-tidy-19 with the json-* checks over many files, with machine-readable
  outputs. (json-tidy with plain clang-tidy arguments is clang-tidy-19 with
  the plugin loaded; json-tidy with no arguments is the tidyjson main job.)

selection (default --all):
  --all                every file of compile_commands.json, in parallel
  --changed [BASE]     the C/C++ files changed since git revision BASE
                       (default HEAD; committed, staged and unstaged changes
                       since the merge base of BASE and HEAD); with FILEs,
                       only those of them
  --lines              with --changed: report only findings on changed lines
  FILE...              these files

outputs (clang-tidy's own text is always printed):
  --fix                apply the fixes to the files
  --fix-errors         also apply fixes from files that have compile errors
  --diff[=FILE]        print the fixes as a unified diff (for `git apply`) to
                       standard output or FILE; no file is touched
  --sarif FILE         write a SARIF 2.1.0 log
  --github             print GitHub Actions annotations
  --codequality FILE   write a GitLab code quality report

options:
  -p BUILD_DIR         the directory of compile_commands.json (default: the
                       first of ., build/, <git root>, <git root>/build that
                       has one)
  -j N                 parallel clang-tidy processes (default: CPUs)
  --checks=GLOB        clang-tidy checks (default: -*,json-*; CheckOptions
                       still come from your .clang-tidy)
  --config=YAML, --config-file=FILE, --header-filter=RE,
  --exclude-header-filter=RE, --extra-arg=ARG, --extra-arg-before=ARG,
  --warnings-as-errors=GLOB, --use-color
                       passed to clang-tidy
  --docs-url=URL       base URL of the docs/ folder for SARIF rule links
                       (default: $TIDYJSON_DOCS_URL, else the local pages)

exit status: 0 no findings, 1 findings, 2 usage or tool errors
"""

HEADER_EXTENSIONS = {".h", ".hh", ".hpp", ".hxx", ".h++", ".inl", ".ipp", ".tpp", ".tcc"}
SOURCE_EXTENSIONS = {".c", ".cc", ".cpp", ".cxx", ".c++", ".cp", ".cppm", ".ixx"}

# Lines of run-clang-tidy's output that are about the run, not the code.
PROGRESS_LINE = re.compile(r"^\[\s*(\d+)/(\d+)\]\[[0-9.]+s\] (.*)$")
RUN_SUMMARY_LINE = re.compile(r"^Running clang-tidy for \d+ files out of \d+ in compilation database"
                              r"|^\d+ warnings? (and \d+ errors? )?generated\.$"
                              r"|^\d+ errors? generated\.$")
CRASH_MARKERS = ("terminated by signal", "Stack dump:", "PLEASE submit a bug report",
                 "Unable to run clang-tidy.", "could not find compilation database")


class UsageError(Exception):
    pass


class ToolError(Exception):
    pass


# --------------------------------------------------------------------------
# Command line


class Options:
    def __init__(self):
        self.all = False
        self.changed = None          # the BASE revision when --changed is given
        self.lines = False
        self.fix = False
        self.fix_errors = False
        self.diff = None             # "-" for standard output, else a path
        self.sarif = None
        self.github = False
        self.codequality = None
        self.build_dir = None
        self.jobs = os.cpu_count() or 2
        self.checks = None
        self.tidy_args = []          # options passed on to clang-tidy as given
        self.extra_args = []
        self.extra_args_before = []
        self.use_color = False
        self.docs_url = os.environ.get("TIDYJSON_DOCS_URL") or None
        self.files = []


# Options passed on to clang-tidy (and to run-clang-tidy, which spells them
# with one dash): name -> whether it takes a value.
PASSED_ON = {
    "config": True, "config-file": True, "header-filter": True,
    "exclude-header-filter": True, "warnings-as-errors": True,
}


def parse_args(argv):
    opts = Options()
    i = 0

    def value(name, inline):
        nonlocal i
        if inline is not None:
            return inline
        i += 1
        if i >= len(argv):
            raise UsageError(f"{name} needs a value")
        return argv[i]

    while i < len(argv):
        arg = argv[i]
        if arg == "--":
            opts.extra_args += argv[i + 1:]
            break
        name, eq, inline = arg.partition("=")
        inline = inline if eq else None
        if arg in ("--json-tidy-help", "-h", "--help"):
            sys.stdout.write(USAGE)
            sys.exit(0)
        elif arg == "--all":
            opts.all = True
        elif name == "--changed":
            opts.changed = inline if inline is not None else "HEAD"
            # An optional BASE: the next argument if it names a git revision.
            if inline is None and i + 1 < len(argv) and not argv[i + 1].startswith("-") \
                    and git_revision_exists(argv[i + 1]):
                i += 1
                opts.changed = argv[i]
        elif arg == "--lines":
            opts.lines = True
        elif arg == "--fix":
            opts.fix = True
        elif arg == "--fix-errors":
            opts.fix = True
            opts.fix_errors = True
        elif name == "--diff":
            opts.diff = inline if inline else "-"
        elif name == "--sarif":
            opts.sarif = value("--sarif", inline)
        elif arg == "--github":
            opts.github = True
        elif name == "--codequality":
            opts.codequality = value("--codequality", inline)
        elif name in ("-p", "--p"):
            opts.build_dir = value("-p", inline)
        elif name in ("-j", "--jobs") or re.fullmatch(r"-j\d+", arg):
            text = arg[2:] if re.fullmatch(r"-j\d+", arg) else value(name, inline)
            if not text.isdigit() or int(text) < 1:
                raise UsageError(f"-j needs a positive number, not '{text}'")
            opts.jobs = int(text)
        elif name in ("--checks", "-checks"):
            opts.checks = value("--checks", inline)
        elif name in ("--extra-arg", "-extra-arg"):
            opts.extra_args.append(value("--extra-arg", inline))
        elif name in ("--extra-arg-before", "-extra-arg-before"):
            opts.extra_args_before.append(value("--extra-arg-before", inline))
        elif name.lstrip("-") in PASSED_ON and name.startswith("-"):
            opts.tidy_args.append((name.lstrip("-"), value(name, inline)))
        elif name in ("--use-color", "-use-color"):
            opts.use_color = inline is None or inline.lower() in ("1", "true", "yes")
        elif arg in ("--quiet", "-quiet"):
            pass  # always quiet: json-tidy prints its own summary
        elif name == "--docs-url":
            opts.docs_url = value("--docs-url", inline)
        elif arg.startswith("-"):
            raise UsageError(f"unknown option '{arg}'")
        else:
            opts.files.append(arg)
        i += 1

    if opts.fix and opts.diff:
        raise UsageError("--fix and --diff exclude each other (--diff never touches files)")
    if opts.github and opts.diff == "-":
        raise UsageError("--github and --diff both write to standard output; use --diff=FILE")
    if opts.lines and opts.changed is None:
        raise UsageError("--lines needs --changed")
    if opts.all and (opts.files or opts.changed is not None):
        raise UsageError("--all takes no files and no --changed")
    if not opts.files and opts.changed is None:
        opts.all = True
    return opts


# --------------------------------------------------------------------------
# git


def git(args, cwd=None, check=True):
    proc = subprocess.run(["git"] + args, cwd=cwd, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE)
    if check and proc.returncode != 0:
        raise ToolError("git " + " ".join(args) + " failed: " +
                        proc.stderr.decode("utf-8", "replace").strip())
    return proc


def git_revision_exists(rev):
    try:
        return git(["rev-parse", "--verify", "--quiet", rev + "^{commit}"],
                   check=False).returncode == 0
    except OSError:
        return False


def git_root(cwd="."):
    try:
        proc = git(["rev-parse", "--show-toplevel"], cwd=cwd, check=False)
    except OSError:
        return None
    if proc.returncode != 0:
        return None
    return os.path.realpath(proc.stdout.decode().strip())


def c_unquote(path):
    """Undoes git's C-style quoting of a path in diff headers."""
    if not (path.startswith('"') and path.endswith('"')):
        return path
    raw = path[1:-1].encode("latin-1", "backslashreplace")
    return raw.decode("unicode_escape").encode("latin-1").decode("utf-8", "surrogateescape")


def changed_files(root, base, lines):
    """Files changed since BASE (working tree against the merge base of BASE
    and HEAD), as absolute paths, with their changed line ranges when asked."""
    if git_revision_exists(base):
        compare = base
        if git(["rev-parse", "HEAD"], cwd=root, check=False).returncode == 0:
            merge_base = git(["merge-base", base, "HEAD"], cwd=root, check=False)
            if merge_base.returncode == 0:
                compare = merge_base.stdout.decode().strip()
    elif base == "HEAD":
        # A repository without commits yet: everything staged is new.
        compare = git(["hash-object", "-t", "tree", "/dev/null"], cwd=root).stdout.decode().strip()
    else:
        raise ToolError(f"'{base}' is not a git revision here (for a pull request, "
                        "fetch the base branch first: git fetch origin <branch>)")

    names = git(["-c", "core.quotepath=off", "diff", "--name-only", "-z", "--no-relative",
                 "-M", "--diff-filter=d", compare, "--"], cwd=root).stdout
    files = [os.path.join(root, n.decode("utf-8", "surrogateescape"))
             for n in names.split(b"\0") if n]
    ranges = {}
    if lines and files:
        patch = git(["-c", "core.quotepath=off", "diff", "-U0", "--no-color", "--no-ext-diff",
                     "--no-relative", "-M", "--diff-filter=d", compare, "--"], cwd=root).stdout
        current = None
        for line in patch.decode("utf-8", "surrogateescape").splitlines():
            if line.startswith("+++ "):
                target = c_unquote(line[4:])
                current = None if target == "/dev/null" else os.path.join(root, target[2:])
                if current is not None:
                    ranges.setdefault(current, [])
            elif line.startswith("@@ ") and current is not None:
                m = re.match(r"@@ -\S+ \+(\d+)(?:,(\d+))? @@", line)
                if m:
                    start, count = int(m.group(1)), int(m.group(2) or "1")
                    if count > 0:
                        ranges[current].append([start, start + count - 1])
    return files, ranges


# --------------------------------------------------------------------------
# Files and positions


class SourceText:
    """A file's bytes with its line starts, for byte offset -> line/column."""

    def __init__(self, path):
        self.path = path
        try:
            self.data = Path(path).read_bytes()
        except OSError:
            self.data = b""
        self.starts = [0] + [m.end() for m in re.finditer(b"\n", self.data)]

    def position(self, offset):
        """1-based line and column; the column counts Unicode code points."""
        offset = max(0, min(offset, len(self.data)))
        index = bisect.bisect_right(self.starts, offset) - 1
        prefix = self.data[self.starts[index]:offset]
        return index + 1, len(prefix.decode("utf-8", "replace")) + 1

    def line_text(self, line):
        if line < 1 or line > len(self.starts):
            return ""
        end = self.starts[line] if line < len(self.starts) else len(self.data)
        return self.data[self.starts[line - 1]:end].decode("utf-8", "replace").rstrip("\r\n")


class Sources:
    def __init__(self):
        self.cache = {}

    def get(self, path):
        if path not in self.cache:
            self.cache[path] = SourceText(path)
        return self.cache[path]


def is_header(path):
    return os.path.splitext(path)[1].lower() in HEADER_EXTENSIONS


def is_c_family(path):
    ext = os.path.splitext(path)[1]
    return ext.lower() in HEADER_EXTENSIONS | SOURCE_EXTENSIONS or ext == ".C"


# --------------------------------------------------------------------------
# Diagnostics from clang-tidy's --export-fixes YAML


class Replacement:
    __slots__ = ("file", "offset", "length", "text")

    def __init__(self, file, offset, length, text):
        self.file, self.offset, self.length, self.text = file, offset, length, text

    def key(self):
        return (self.file, self.offset, self.length, self.text)


class Message:
    """The main message or a note: text, place and replacements."""

    def __init__(self, text, file, offset, replacements):
        self.text, self.file, self.offset, self.replacements = text, file, offset, replacements


class Diagnostic:
    def __init__(self, check, level, main, notes, unit):
        self.check, self.level, self.main, self.notes, self.unit = check, level, main, notes, unit

    def key(self):
        return (self.check, self.main.file, self.main.offset, self.main.text)


def resolve(path, build_directory):
    if not path:
        return ""
    if not os.path.isabs(path):
        path = os.path.join(build_directory or ".", path)
    return os.path.normpath(path)


def load_yaml_module():
    try:
        import yaml  # Debian: python3-yaml
    except ImportError:
        raise ToolError("Python's yaml module is missing; install the Debian package "
                        "python3-yaml (scripts/deps does)")
    return yaml


def read_export(path, yaml):
    text = Path(path).read_text(encoding="utf-8", errors="surrogateescape")
    if not text.strip():
        return None, []
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        doc = yaml.load(text, Loader=loader)
    except yaml.YAMLError as e:
        raise ToolError(f"cannot read clang-tidy's fixes file {path}: {e}")
    if not isinstance(doc, dict):
        return None, []
    unit = doc.get("MainSourceFile") or ""
    diagnostics = []
    for d in doc.get("Diagnostics") or []:
        build_dir = d.get("BuildDirectory") or ""

        def message(m):
            m = m or {}
            repls = [Replacement(resolve(r.get("FilePath", ""), build_dir), int(r.get("Offset", 0)),
                                 int(r.get("Length", 0)), str(r.get("ReplacementText") or ""))
                     for r in (m.get("Replacements") or [])]
            return Message(str(m.get("Message", "")), resolve(m.get("FilePath", ""), build_dir),
                           int(m.get("FileOffset", 0) or 0), repls)

        diagnostics.append(Diagnostic(str(d.get("DiagnosticName", "")), str(d.get("Level", "Warning")),
                                      message(d.get("DiagnosticMessage")),
                                      [message(n) for n in (d.get("Notes") or [])],
                                      resolve(unit, build_dir)))
    return resolve(unit, ""), diagnostics


# --------------------------------------------------------------------------
# Running clang-tidy


class Progress:
    """One line on a terminal: [done/total] file. Silent otherwise."""

    def __init__(self, total, stream=sys.stderr):
        self.total, self.done, self.stream = total, 0, stream
        self.live = stream.isatty() and total > 0
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


class Run:
    def __init__(self, tool, opts, build_dir, export_dir, line_filter, text_out, spelled=None):
        self.tool, self.opts, self.build_dir = tool, opts, build_dir
        self.spelled = spelled or {}
        self.export_dir, self.line_filter, self.text_out = export_dir, line_filter, text_out
        self.tool_errors = []
        self.header_runs = set()       # headers analyzed as their own main file
        self.headers_with_errors = set()

    def print_text(self, lines, progress):
        lines = [l for l in lines if l.strip() and not RUN_SUMMARY_LINE.match(l)]
        if not lines:
            return
        progress.clear()
        self.text_out.write("\n".join(lines) + "\n")
        self.text_out.flush()

    def common_args(self, dash):
        """clang-tidy options in clang-tidy's (--x) or run-clang-tidy's (-x) spelling."""
        o = self.opts
        args = [f"{dash}checks={o.checks if o.checks is not None else '-*,json-*'}"]
        for name, val in o.tidy_args:
            args.append(f"{dash}{name}={val}")
        if self.line_filter is not None:
            args.append(f"{dash}line-filter={self.line_filter}")
        for a in o.extra_args:
            args.append(f"{dash}extra-arg={a}")
        for a in o.extra_args_before:
            args.append(f"{dash}extra-arg-before={a}")
        return args

    def with_run_clang_tidy(self, files, everything, progress):
        """The files of the compile database, in parallel, through run-clang-tidy-19."""
        t = self.tool
        cmd = [sys.executable, t.run_clang_tidy, f"-clang-tidy-binary={t.clang_tidy}",
               f"-load={t.plugin}", f"-p={self.build_dir}", f"-j={self.opts.jobs}", "-quiet",
               f"-export-fixes={self.export_dir}{os.sep}"] + self.common_args("-")
        if self.opts.use_color:
            cmd.append("-use-color")
        if not everything:
            cmd += ["^" + re.escape(f) + "$" for f in sorted(files)]
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        try:
            proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env,
                                    text=True, encoding="utf-8", errors="replace")
        except OSError as e:
            raise ToolError(f"cannot run {t.run_clang_tidy}: {e}")
        block = []
        for raw in proc.stdout:
            line = raw.rstrip("\n")
            m = PROGRESS_LINE.match(line)
            if m:
                self.print_text(block, progress)
                block = []
                invocation = m.group(3)
                name = next((f for f in files if invocation.endswith(" " + f)), invocation.split()[-1])
                progress.step(display_path(name))
                continue
            if RUN_SUMMARY_LINE.match(line):
                continue
            if any(marker in line for marker in CRASH_MARKERS):
                self.tool_errors.append(line.strip())
            block.append(line)
        self.print_text(block, progress)
        rc = proc.wait()
        return rc

    def one_file(self, path):
        t = self.tool
        handle, export = tempfile.mkstemp(prefix="direct-", suffix=".yaml", dir=self.export_dir)
        os.close(handle)
        cmd = [t.clang_tidy, f"--load={t.plugin}", f"-p={self.build_dir}", "--quiet",
               f"--export-fixes={export}"] + self.common_args("--")
        if self.opts.use_color:
            cmd.append("--use-color")
        cmd.append(path)
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              text=True, encoding="utf-8", errors="replace")
        return path, proc.returncode, proc.stdout

    def directly(self, files, progress):
        """Files outside the compile database (headers), one clang-tidy each;
        the compile database's interpolation supplies their flags."""
        failures = []
        with concurrent.futures.ThreadPoolExecutor(max_workers=self.opts.jobs) as pool:
            for future in concurrent.futures.as_completed([pool.submit(self.one_file, f) for f in files]):
                path, rc, output = future.result()
                progress.step(display_path(path))
                lines = output.splitlines()
                if is_header(path):
                    self.header_runs.add(path)
                    # A header that does not compile on its own: its errors
                    # are not findings (main() drops them), so its text is
                    # not printed either; main() renders any json-* finding.
                    if any(" error: " in l for l in lines):
                        self.headers_with_errors.add(path)
                        continue
                if any(marker in l for l in lines for marker in CRASH_MARKERS) or rc < 0:
                    failures.append(f"clang-tidy failed on {display_path(path)}")
                self.print_text(lines, progress)
        self.tool_errors += failures


# --------------------------------------------------------------------------
# Outputs


ROOT = os.getcwd()


def display_path(path):
    if not path:
        return "<command line>"
    try:
        rel = os.path.relpath(path, ROOT)
    except ValueError:
        return path
    return path if rel.startswith("..") else rel


def inside_root(path):
    return bool(path) and not os.path.relpath(path, ROOT).startswith("..")


def check_doc_page(docs_dir, check):
    page = Path(docs_dir) / "checks" / f"{check}.md" if docs_dir else None
    return page if page is not None and page.is_file() else None


def summary_of(page):
    """The first paragraph after the title: the check's one-sentence summary."""
    lines = page.read_text(encoding="utf-8").splitlines()
    paragraph = []
    for line in lines[1:]:
        if line.strip():
            paragraph.append(line.strip())
        elif paragraph:
            break
    return " ".join(paragraph)


def first_sentence(text):
    m = re.match(r"(.+?[.!?])(\s|$)", text)
    return m.group(1) if m else text


def upstream_doc_url(check):
    if check.startswith("clang-diagnostic-"):
        return None
    if check.startswith("clang-analyzer-"):
        return "https://clang.llvm.org/extra/clang-tidy/checks/clang-analyzer/" + check[15:] + ".html"
    module, _, rest = check.partition("-")
    if not rest:
        return None
    return f"https://clang.llvm.org/extra/clang-tidy/checks/{module}/{rest}.html"


def artifact_location(path):
    if inside_root(path):
        rel = os.path.relpath(path, ROOT).replace(os.sep, "/")
        return {"uri": urllib.parse.quote(rel), "uriBaseId": "SRCROOT"}
    return {"uri": Path(path).as_uri()}


def region(sources, path, offset, length=None):
    src = sources.get(path)
    line, col = src.position(offset)
    r = {"startLine": line, "startColumn": col}
    if length is not None:
        end_line, end_col = src.position(offset + length)
        r.update(endLine=end_line, endColumn=end_col)
    return r


def sarif_changes(sources, replacements):
    by_file = {}
    for r in replacements:
        by_file.setdefault(r.file, []).append(r)
    changes = []
    for path, repls in by_file.items():
        changes.append({
            "artifactLocation": artifact_location(path),
            "replacements": [{
                "deletedRegion": region(sources, path, r.offset, r.length),
                "insertedContent": {"text": r.text},
            } for r in sorted(repls, key=lambda r: (r.offset, r.length))],
        })
    return changes


def write_sarif(path, tool, diagnostics, sources, successful, notifications):
    known = list(tool.known_checks)
    for d in diagnostics:
        if d.check not in known:
            known.append(d.check)
    rules, index = [], {}
    for check in known:
        rule = {"id": check, "name": "".join(p.capitalize() for p in re.split(r"[-.]", check))}
        page = check_doc_page(tool.docs, check) if check.startswith("json-") else None
        if page is not None:
            summary = summary_of(page)
            rule["shortDescription"] = {"text": first_sentence(summary)}
            rule["fullDescription"] = {"text": summary}
            body = page.read_text(encoding="utf-8")
            rule["help"] = {"text": body, "markdown": body}
            if tool.docs_url:
                rule["helpUri"] = tool.docs_url.rstrip("/") + f"/checks/{check}.md"
            else:
                rule["helpUri"] = page.resolve().as_uri()
        else:
            rule["shortDescription"] = {"text": f"clang-tidy check {check}"}
            url = upstream_doc_url(check)
            if url:
                rule["helpUri"] = url
        rule["defaultConfiguration"] = {"level": "warning"}
        rule["properties"] = {"tags": ["json" if check.startswith("json-") else "clang-tidy"]}
        index[check] = len(rules)
        rules.append(rule)

    results = []
    for d in diagnostics:
        result = {
            "ruleId": d.check,
            "ruleIndex": index[d.check],
            "level": {"Error": "error", "Remark": "note"}.get(d.level, "warning"),
            "message": {"text": d.main.text},
        }
        if d.main.file:
            result["locations"] = [{"physicalLocation": {
                "artifactLocation": artifact_location(d.main.file),
                "region": region(sources, d.main.file, d.main.offset)}}]
        related = []
        for n in d.notes:
            loc = {"id": len(related), "message": {"text": n.text}}
            if n.file:
                loc["physicalLocation"] = {"artifactLocation": artifact_location(n.file),
                                           "region": region(sources, n.file, n.offset)}
            related.append(loc)
        if related:
            result["relatedLocations"] = related
        fixes = []
        if d.main.replacements:
            fixes.append({"description": {"text": f"fix for {d.check}: {d.main.text}"},
                          "artifactChanges": sarif_changes(sources, d.main.replacements)})
        for n in d.notes:
            if n.replacements:
                fixes.append({"description": {"text": n.text},
                              "artifactChanges": sarif_changes(sources, n.replacements)})
        if fixes:
            result["fixes"] = fixes
        results.append(result)

    log = {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "json-tidy",
                "fullName": "json-tidy (clang-tidy-19 with the tidyjson json-* checks)",
                "version": tool.version,
                "informationUri": tool.information_uri(),
                "rules": rules,
            }},
            "invocations": [{
                "executionSuccessful": successful,
                "toolExecutionNotifications": [
                    {"level": "error", "message": {"text": t}} for t in notifications],
            }],
            "originalUriBaseIds": {"SRCROOT": {"uri": Path(ROOT).as_uri().rstrip("/") + "/"}},
            "columnKind": "unicodeCodePoints",
            "results": results,
        }],
    }
    with open(path, "w", encoding="utf-8") as f:
        json.dump(log, f, indent=2, ensure_ascii=False)
        f.write("\n")


def github_escape(text, property_value=False):
    text = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    if property_value:
        text = text.replace(":", "%3A").replace(",", "%2C")
    return text


def write_github(out, diagnostics, sources):
    for d in diagnostics:
        kind = "error" if d.level == "Error" else "warning"
        body = d.main.text
        for n in d.notes:
            if n.file:
                line, col = sources.get(n.file).position(n.offset)
                body += f"\n{display_path(n.file)}:{line}:{col}: note: {n.text}"
            else:
                body += f"\nnote: {n.text}"
        if d.main.replacements:
            body += "\n(json-tidy --fix applies the fix)"
        props = [f"title={github_escape(d.check, True)}"]
        if d.main.file:
            line, col = sources.get(d.main.file).position(d.main.offset)
            props = [f"file={github_escape(display_path(d.main.file), True)}",
                     f"line={line}", f"col={col}"] + props
        out.write(f"::{kind} {','.join(props)}::{github_escape(body)}\n")


def write_codequality(path, diagnostics, sources):
    issues = []
    for d in diagnostics:
        line = sources.get(d.main.file).position(d.main.offset)[0] if d.main.file else 1
        rel = display_path(d.main.file) if d.main.file else ""
        context = sources.get(d.main.file).line_text(line).strip() if d.main.file else ""
        fingerprint = hashlib.sha256("\0".join([d.check, rel, d.main.text, context])
                                     .encode("utf-8", "surrogateescape")).hexdigest()
        issues.append({
            "type": "issue",
            "check_name": d.check,
            "description": f"{d.main.text} [{d.check}]",
            "categories": ["Performance" if "hot-path" in d.check or "fast-path" in d.check
                           else "Bug Risk"],
            "severity": "critical" if d.level == "Error" else "major",
            "fingerprint": fingerprint,
            "location": {"path": rel, "lines": {"begin": line}},
        })
    with open(path, "w", encoding="utf-8") as f:
        json.dump(issues, f, indent=2, ensure_ascii=False)
        f.write("\n")


def render_text(out, diagnostics, sources):
    """clang-tidy's one-line format, for findings whose text was not printed."""
    for d in diagnostics:
        line, col = sources.get(d.main.file).position(d.main.offset)
        out.write(f"{d.main.file}:{line}:{col}: {d.level.lower()}: {d.main.text} [{d.check}]\n")
        for n in d.notes:
            nl, nc = sources.get(n.file).position(n.offset) if n.file else (0, 0)
            out.write(f"{n.file}:{nl}:{nc}: note: {n.text}\n")


# --------------------------------------------------------------------------
# Fixes: one set of edits for --fix and --diff


def plan_fixes(diagnostics, units_with_errors, fix_errors, sources, for_diff):
    """Chooses the fixes to apply: every warning's replacements as one unit,
    identical replacements merged, a fix that overlaps an accepted one (or
    would touch a file with compile errors) left out whole."""
    accepted = {}      # file -> list of (offset, length, text)
    seen = set()
    applied, skipped = 0, []
    for d in diagnostics:
        if not d.main.replacements:
            continue
        line = sources.get(d.main.file).position(d.main.offset)[0] if d.main.file else 0
        where = f"{display_path(d.main.file)}:{line}"
        if d.unit in units_with_errors and not fix_errors:
            skipped.append(f"{where}: [{d.check}] not fixed: {display_path(d.unit)} has compile errors")
            continue
        new = [r for r in d.main.replacements if r.key() not in seen]
        if for_diff and any(not inside_root(r.file) for r in new):
            skipped.append(f"{where}: [{d.check}] left out of the diff: the fix edits a file "
                           f"outside {ROOT}")
            continue
        if any(conflicts(r, accepted.get(r.file, [])) for r in new) or overlapping(new):
            skipped.append(f"{where}: [{d.check}] not fixed: it overlaps another fix; "
                           "run json-tidy again after applying these")
            continue
        for r in new:
            seen.add(r.key())
            accepted.setdefault(r.file, []).append((r.offset, r.length, r.text))
        applied += 1
    return accepted, applied, skipped


def touches(a_off, a_len, b_off, b_len):
    if a_len == 0 and b_len == 0:
        return a_off == b_off                      # two insertions at one place
    if a_len == 0:
        return b_off <= a_off < b_off + b_len      # insertion at the start or inside
    if b_len == 0:
        return a_off <= b_off < a_off + a_len
    return a_off < b_off + b_len and b_off < a_off + a_len


def conflicts(r, edits):
    return any(touches(r.offset, r.length, off, length) for off, length, _ in edits)


def overlapping(repls):
    for i, a in enumerate(repls):
        for b in repls[i + 1:]:
            if a.file == b.file and touches(a.offset, a.length, b.offset, b.length):
                return True
    return False


def apply_edits(data, edits):
    # From the end, so that earlier offsets stay valid. Two edits share an
    # offset only when an insertion sits right after a deleted range (touches()
    # refuses the rest), and the insertion, being further on, goes first.
    for offset, length, text in sorted(edits, key=lambda e: (e[0], e[1]), reverse=True):
        data = data[:offset] + text.encode("utf-8", "surrogateescape") + data[offset + length:]
    return data


def unified_diff(rel, old, new):
    """A git-style unified diff of one file, bytes in and out, with the
    markers for a missing final newline."""
    a = old.decode("utf-8", "surrogateescape").splitlines(keepends=True)
    b = new.decode("utf-8", "surrogateescape").splitlines(keepends=True)
    out = [f"diff --git a/{rel} b/{rel}\n", f"--- a/{rel}\n", f"+++ b/{rel}\n"]

    def emit(prefix, line):
        out.append(prefix + line)
        if not line.endswith("\n"):
            out.append("\n\\ No newline at end of file\n")

    for group in difflib.SequenceMatcher(None, a, b, autojunk=False).get_grouped_opcodes(3):
        a1, a2, b1, b2 = group[0][1], group[-1][2], group[0][3], group[-1][4]

        def span(start, length):
            first = start + 1 if length else start
            return f"{first}" if length == 1 else f"{first},{length}"

        out.append(f"@@ -{span(a1, a2 - a1)} +{span(b1, b2 - b1)} @@\n")
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                for line in a[i1:i2]:
                    emit(" ", line)
                continue
            for line in a[i1:i2]:
                emit("-", line)
            for line in b[j1:j2]:
                emit("+", line)
    return "".join(out).encode("utf-8", "surrogateescape")


# --------------------------------------------------------------------------
# Main


class Tool:
    def __init__(self):
        self.clang_tidy = "clang-tidy-19"
        self.plugin = None
        self.run_clang_tidy = "run-clang-tidy-19"
        self.docs = None
        self.docs_url = None
        self.known_checks = []
        self.version = "0.1.0"

    def information_uri(self):
        if self.docs_url:
            return self.docs_url.rstrip("/") + "/ci.md"
        page = Path(self.docs) / "ci.md" if self.docs else None
        return page.resolve().as_uri() if page is not None and page.is_file() else \
            "https://clang.llvm.org/extra/clang-tidy/"


def parse_internal(argv):
    tool = Tool()
    i = 0
    while i < len(argv) and argv[i] != "--":
        name = argv[i]
        val = argv[i + 1] if i + 1 < len(argv) else ""
        if name == "--clang-tidy":
            tool.clang_tidy = val
        elif name == "--plugin":
            tool.plugin = val
        elif name == "--run-clang-tidy":
            tool.run_clang_tidy = val
        elif name == "--docs":
            tool.docs = val
        elif name == "--known-checks":
            tool.known_checks = val.split()
        elif name == "--version":
            tool.version = val
        else:
            raise ToolError(f"internal: unknown option {name}")
        i += 2
    return tool, argv[i + 1:]


def find_build_dir(opts):
    if opts.build_dir is not None:
        d = os.path.abspath(opts.build_dir)
        if not (Path(d) / "compile_commands.json").is_file():
            raise ToolError(f"no compile_commands.json in {d}: configure the project with "
                            "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON (or pass -p with the build directory)")
        return d
    candidates = [os.getcwd(), os.path.join(os.getcwd(), "build")]
    top = git_root()
    if top:
        candidates += [top, os.path.join(top, "build")]
    for d in candidates:
        if (Path(d) / "compile_commands.json").is_file():
            return os.path.abspath(d)
    raise ToolError("no compile_commands.json found in " + ", ".join(dict.fromkeys(candidates)) +
                    ": configure the project with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON and pass "
                    "-p BUILD_DIR")


def database_files(build_dir):
    path = Path(build_dir) / "compile_commands.json"
    try:
        entries = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise ToolError(f"cannot read {path}: {e}")
    files = {}   # real path -> the path as run-clang-tidy spells it
    for e in entries:
        if isinstance(e, dict) and "file" in e:
            spelled = os.path.abspath(os.path.join(e.get("directory", build_dir), e["file"]))
            files[os.path.realpath(spelled)] = spelled
    return files


def main(argv):
    global ROOT
    tool, user_args = parse_internal(argv)
    opts = parse_args(user_args)
    tool.docs_url = opts.docs_url
    yaml = load_yaml_module()

    top = git_root()
    ROOT = top if top and not os.path.relpath(os.getcwd(), top).startswith("..") else os.getcwd()
    ROOT = os.path.realpath(ROOT)
    build_dir = find_build_dir(opts)
    in_database = database_files(build_dir)

    ranges = None
    if opts.all:
        selected = sorted(in_database)
    else:
        named = [os.path.realpath(f) for f in opts.files]
        missing = [f for f, n in zip(opts.files, named) if not os.path.isfile(n)]
        if missing:
            raise UsageError("no such file: " + ", ".join(missing))
        if opts.changed is not None:
            if top is None:
                raise ToolError("--changed needs a git repository")
            changed, line_ranges = changed_files(top, opts.changed, opts.lines)
            changed = [os.path.realpath(f) for f in changed if is_c_family(f) and os.path.isfile(f)]
            if named:
                changed = [f for f in changed if f in set(named)]
            skipped = [f for f in changed if not is_header(f) and f not in in_database]
            for f in skipped:
                sys.stderr.write(f"json-tidy: {display_path(f)} is not in the compile database; skipped\n")
            selected = [f for f in changed if f not in skipped]
            if opts.lines:
                ranges = {os.path.realpath(k): v for k, v in line_ranges.items()}
                selected = [f for f in selected if ranges.get(f)]
        else:
            selected = named
    if not selected:
        sys.stderr.write("json-tidy: no files to check\n")
        if opts.sarif:
            write_sarif(opts.sarif, tool, [], Sources(), True, [])
        if opts.codequality:
            write_codequality(opts.codequality, [], Sources())
        if opts.diff and opts.diff != "-":
            Path(opts.diff).write_bytes(b"")
        return 0

    line_filter = None
    if ranges is not None:
        # clang-tidy compares names by suffix: the path from the root is the
        # one suffix that every spelling of the file shares.
        line_filter = json.dumps([{"name": os.path.relpath(f, ROOT) if inside_root(f) else f,
                                   "lines": ranges[f]} for f in selected])

    text_out = sys.stderr if opts.diff == "-" else sys.stdout
    sys.stderr.write(f"json-tidy: checking {len(selected)} file{'s' if len(selected) != 1 else ''}"
                     f" with {tool.clang_tidy} ({opts.jobs} at a time)\n")
    progress = Progress(len(selected))
    export_dir = tempfile.mkdtemp(prefix="json-tidy-")
    if opts.github:
        text_out.write("::group::clang-tidy output\n")
    try:
        run = Run(tool, opts, build_dir, export_dir, line_filter, text_out, in_database)
        db_files = [in_database[f] for f in selected if f in in_database]
        others = [f for f in selected if f not in in_database]
        rc = 0
        if db_files:
            rc = run.with_run_clang_tidy(db_files, opts.all, progress)
        if others:
            run.directly(others, progress)
        progress.clear()

        diagnostics, seen, units_with_errors = [], set(), set()
        reported_errors = False    # explains a non-zero exit of clang-tidy
        for name in sorted(os.listdir(export_dir)):
            unit, diags = read_export(os.path.join(export_dir, name), yaml)
            for d in diags:
                if d.level == "Error" and d.check.startswith("clang-diagnostic-"):
                    if d.unit in run.header_runs or unit in run.header_runs:
                        continue  # a header that does not compile on its own
                    units_with_errors.add(d.unit or unit)
                reported_errors = reported_errors or d.level == "Error"
                if d.key() in seen:
                    continue
                seen.add(d.key())
                diagnostics.append(d)
    finally:
        if opts.github:
            text_out.write("::endgroup::\n")
        shutil.rmtree(export_dir, ignore_errors=True)

    sources = Sources()
    if ranges is not None:
        def on_changed_line(d):
            lines = ranges.get(os.path.realpath(d.main.file)) if d.main.file else None
            if not lines:
                return False
            line = sources.get(d.main.file).position(d.main.offset)[0]
            return any(a <= line <= b for a, b in lines)
        diagnostics = [d for d in diagnostics if on_changed_line(d)]
    diagnostics = [d for d in diagnostics if d.level in ("Warning", "Error")]
    diagnostics.sort(key=lambda d: (d.main.file, d.main.offset, d.check))

    # Findings in headers analyzed on their own were not printed (see Run.directly).
    quiet_headers = [d for d in diagnostics if d.unit in run.headers_with_errors]
    if quiet_headers:
        render_text(text_out, quiet_headers, sources)
    for header in sorted(run.headers_with_errors):
        sys.stderr.write(f"json-tidy: {display_path(header)} does not compile on its own; its "
                         "findings are reported through the files that include it\n")

    if rc != 0 and not reported_errors and not run.tool_errors:
        run.tool_errors.append(f"run-clang-tidy-19 exited with status {rc}")
    successful = not run.tool_errors

    if opts.github:
        write_github(sys.stdout, diagnostics, sources)
    if opts.sarif:
        write_sarif(opts.sarif, tool, diagnostics, sources, successful, run.tool_errors)
    if opts.codequality:
        write_codequality(opts.codequality, diagnostics, sources)

    if opts.fix or opts.diff:
        edits, applied, skipped = plan_fixes(diagnostics, units_with_errors, opts.fix_errors, sources,
                                             for_diff=bool(opts.diff))
        for s in skipped:
            sys.stderr.write(f"json-tidy: {s}\n")
        patch = []
        for path in sorted(edits):
            old = Path(path).read_bytes()
            new = apply_edits(old, edits[path])
            if opts.fix:
                Path(path).write_bytes(new)
            else:
                rel = os.path.relpath(path, ROOT).replace(os.sep, "/")
                patch.append(unified_diff(rel, old, new))
        if opts.fix:
            sys.stderr.write(f"json-tidy: applied {applied} fix{'es' if applied != 1 else ''}"
                             f" to {len(edits)} file{'s' if len(edits) != 1 else ''}\n")
        elif opts.diff == "-":
            sys.stdout.flush()
            sys.stdout.buffer.write(b"".join(patch))
            sys.stdout.flush()
        else:
            Path(opts.diff).write_bytes(b"".join(patch))
            sys.stderr.write(f"json-tidy: wrote {applied} fix{'es' if applied != 1 else ''} "
                             f"as a diff to {opts.diff}\n")

    files_with = len({d.main.file for d in diagnostics})
    fixable = sum(1 for d in diagnostics if d.main.replacements)
    for t in run.tool_errors:
        sys.stderr.write(f"json-tidy: error: {t}\n")
    if diagnostics:
        sys.stderr.write(f"json-tidy: {len(diagnostics)} finding{'s' if len(diagnostics) != 1 else ''}"
                         f" in {files_with} file{'s' if files_with != 1 else ''}"
                         f" ({fixable} with a fix)\n")
    else:
        sys.stderr.write(f"json-tidy: no findings in {len(selected)} "
                         f"file{'s' if len(selected) != 1 else ''}\n")
    if not successful:
        return 2
    return 1 if diagnostics else 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except UsageError as e:
        sys.stderr.write(f"json-tidy: {e}\n\n{USAGE}")
        sys.exit(2)
    except ToolError as e:
        sys.stderr.write(f"json-tidy: {e}\n")
        sys.exit(2)
    except KeyboardInterrupt:
        sys.exit(130)
