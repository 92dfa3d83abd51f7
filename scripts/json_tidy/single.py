"""json-tidy --cache DIR [clang-tidy options] FILE -- COMPILE_COMMAND: one
file, as clang-tidy-19 --load=<plugin> would check it, through the result
cache. This is the form for CMake's CMAKE_CXX_CLANG_TIDY, which runs the
tool with the source file and the compiler's command line after `--`:

  set(CMAKE_CXX_CLANG_TIDY json-tidy --cache=${CMAKE_BINARY_DIR}/json-tidy-cache
                           --checks=-*,json-*)

Its output and exit status are clang-tidy's, replayed on a hit; with
--export-fixes=FILE the fixes are written there either way. The key is the
driver's (cache.KeyMaker), with the command line after `--` as the compile
command and the current directory as its directory.
"""
import os
import shutil
import sys
import tempfile

from . import dependencies, tools
from .cache import Cache, KeyMaker
from .compdb import CompileDatabase, Entry
from .diagnostics import load_yaml
from .errors import UsageError
from .runner import UnitResult, run_measured

_OWN = ("--cache", "--cache-max-size")


def split_arguments(before):
    """clang-tidy's arguments (without json-tidy's own --cache options and
    --export-fixes) and the --export-fixes file, if any."""
    out, export, skip = [], None, False
    for i, arg in enumerate(before):
        if skip:
            skip = False
            continue
        name = arg.split("=", 1)[0]
        if name in _OWN:
            skip = "=" not in arg
            continue
        if name.lstrip("-") == "export-fixes":
            if "=" in arg:
                export = arg.split("=", 1)[1]
            elif i + 1 < len(before):
                export, skip = before[i + 1], True
            continue
        out.append(arg)
    return out, export


def compile_command(source, args):
    """The compile command clang-tidy sees for `source` with `args` after
    `--`: CMake passes the compiler's whole command line (clang-tidy skips
    the compiler); an editor passes only flags."""
    command = list(args)
    if not command or command[0].startswith("-"):
        command.insert(0, "clang-tool")
    real = os.path.realpath(source)
    if not any(not a.startswith("-") and os.path.realpath(a) == real for a in command[1:]):
        command.append(source)
    return command


def run(opts, setup):
    """The cached compile-command form; returns clang-tidy's exit status."""
    tidy_args, export_to = split_arguments(opts.tidy_args)
    files = [f for f in opts.files if f != export_to]
    if len(files) != 1:
        raise UsageError("json-tidy --cache DIR ... FILE -- COMPILE_COMMAND checks one FILE "
                         f"(got {len(files)}); for more, use the driver (--all, --files)")
    found = tools.find_tools(setup.plugin, dependencies=True)
    source = os.path.abspath(files[0])
    cwd = os.getcwd()
    command = compile_command(source, opts.compile_args)
    yaml = load_yaml()
    cache = Cache.open(opts.cache_dir, opts.cache_max_size)

    unit = CompileDatabase(cwd, [Entry(cwd, source, tuple(command))]).units()[0]
    scan = dependencies.scan([unit], found.scan_deps, 1)
    keys = KeyMaker(found, tidy_args, yaml)
    key = None
    if unit in scan.reads:
        key = keys.unit_key(unit.path, source, [(cwd, opts.compile_args)], scan.reads[unit])
    entry = cache.get(key) if key else None

    with tempfile.TemporaryDirectory(prefix="json-tidy-") as tmp:
        export = os.path.join(tmp, "fixes.yaml")
        if entry is not None:
            result = UnitResult(unit, False, entry["returncode"], entry["stdout"], entry["stderr"],
                                export, entry["cpu_seconds"], cached=True)
            if entry["export"] is not None:
                with open(export, "wb") as f:
                    f.write(entry["export"].encode("utf-8", "surrogateescape"))
        else:
            tools.check_plugin(found)
            returncode, stdout, stderr, cpu = run_measured(
                [found.clang_tidy, f"--load={found.plugin}", *tidy_args, f"--export-fixes={export}",
                 "--", *opts.compile_args])
            result = UnitResult(unit, False, returncode, stdout, stderr, export, cpu)
            if key and not result.crashed() and keys.unchanged(key):
                data = open(export, "rb").read() if os.path.exists(export) else None
                cache.put(key, result, data)
                cache.record_cost(unit.cost_name(), cpu)
                cache.trim()
        if export_to is not None:
            if os.path.exists(export):
                shutil.copyfile(export, export_to)
            elif os.path.exists(export_to):
                os.remove(export_to)
    cache.flush_stats()
    sys.stdout.write(result.stdout)
    sys.stdout.flush()
    sys.stderr.write(result.stderr)
    return result.returncode
