"""json-tidy's command line: one argparse parser for every form.

  json-tidy CLANG_TIDY_ARGS...   the drop-in form (editors): exactly
                                 clang-tidy-19 --load=<plugin> CLANG_TIDY_ARGS...
  json-tidy --cache DIR CLANG_TIDY_ARGS... FILE -- COMPILE_COMMAND
                                 the same for one file, through the result
                                 cache (CMake's CMAKE_CXX_CLANG_TIDY; single.py)
  json-tidy [driver options]     the driver (hooks, CI): many files, SARIF,
                                 annotations, fixes as a diff, a result cache,
                                 shards, an exit status
  json-tidy cache stats|clear, json-tidy merge-sarif, json-tidy merge-diff
                                 the subcommands (commands.py)
  json-tidy                      in a checkout, the main job: the checks on examples/

An option only the driver has (--all, --changed, --files, --sarif, ...)
selects the driver; options clang-tidy has too (--fix, --checks, -p, ...)
do not, so editors keep calling json-tidy as they call clang-tidy.
"""
import argparse
import glob
import os
import sys

from . import cache, commands, driver, shards, single, tools
from .errors import ToolError, UsageError

DESCRIPTION = """\
clang-tidy-19 with the json-* checks over many files, with machine-readable
outputs, a result cache and shards. Without any of the driver's own options
(--all, --changed, --lines, --files, --diff, --sarif, --github, --codequality,
-j, --docs-url, --cache, --no-cache, --cache-max-size, --shard), json-tidy is
clang-tidy-19 with the plugin loaded and takes clang-tidy's arguments,
including `FILE -- COMPILER_ARGS` for a file without a compile database; with
--cache DIR too, that one file goes through the result cache (the form for
CMake's CMAKE_CXX_CLANG_TIDY).

Subcommands: json-tidy cache stats|clear, json-tidy merge-sarif -o OUT LOG...,
json-tidy merge-diff -o OUT PATCH... (each with --help)."""

EPILOG = """\
Which files: --all takes every translation unit of compile_commands.json:
every distinct compile command of every file (a file built in two
configurations is checked in both, and its fixes are applied only where both
make them). --changed and --files take C and C++ files and check what they
affect: a source file is checked itself, with each of its commands, and must
be in compile_commands.json (json-tidy stops with an error otherwise); a
header is checked through every translation unit that includes it
(clang-scan-deps-19 finds them), and on its own when no unit includes it.
Without --all, --changed and FILEs, json-tidy checks all.

Compiler flags come from compile_commands.json (-p); --extra-arg adds some.

The result cache (on by default, in json-tidy-cache next to
compile_commands.json) replays a translation unit's findings and fixes while
nothing they depend on changed: the contents of every file it reads, its
compile command, the options, the .clang-tidy files, the plugin and
clang-tidy's version.

exit status: 0 no findings, 1 findings, 2 usage or tool errors"""

# The driver's own options (argparse dest names): any of them selects the driver.
DRIVER_OPTIONS = ("all", "changed", "lines", "files_flag", "diff", "sarif", "github",
                  "codequality", "jobs", "docs_url", "cache_dir", "no_cache", "cache_max_size",
                  "shard")
# The ones the cached compile-command form takes (json-tidy --cache DIR FILE -- ARGS).
SINGLE_FILE_OPTIONS = ("cache_dir", "cache_max_size")


def _size(text):
    try:
        return cache.parse_size(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e))


def _jobs(text):
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"needs a positive number, not '{text}'")
    return int(text)


def build_parser():
    p = argparse.ArgumentParser(
        prog="json-tidy", add_help=False, allow_abbrev=False, description=DESCRIPTION,
        epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter,
        usage="json-tidy [--all | --changed [BASE] [--lines] | --files] [FILE...] [outputs] [options]")

    which = p.add_argument_group("which files")
    which.add_argument("--all", action="store_true",
                       help="every translation unit of compile_commands.json (each distinct "
                            "compile command of a file), in parallel")
    which.add_argument("--changed", nargs="?", const="HEAD", metavar="BASE",
                       help="the C and C++ files changed since the merge base of git revision BASE "
                            "(default HEAD) and HEAD: committed, staged and unstaged; with FILEs, "
                            "those of them that changed. An unknown BASE is an error")
    which.add_argument("--lines", action="store_true",
                       help="with --changed: only findings on the lines the change adds or "
                            "modifies, or whose notes point at them, and compile errors")
    which.add_argument("--files", dest="files_flag", action="store_true",
                       help="check the FILEs (what the pre-commit hooks pass; files that are not "
                            "C or C++ are ignored)")
    which.add_argument("files", nargs="*", metavar="FILE", help="files to check")

    outputs = p.add_argument_group("outputs (the findings are always printed as text)")
    outputs.add_argument("--fix", "-fix", action="store_true",
                         help="apply the fixes (clang-apply-replacements-19)")
    outputs.add_argument("--fix-errors", "-fix-errors", action="store_true",
                         help="--fix, also with fixes from files that have compile errors")
    outputs.add_argument("--diff", nargs="?", const="-", metavar="FILE",
                         help="write the fixes as a unified diff (for git apply) to standard "
                              "output or FILE; no file is touched")
    outputs.add_argument("--sarif", metavar="FILE", help="write a SARIF 2.1.0 log")
    outputs.add_argument("--github", action="store_true",
                         help="print GitHub Actions annotations (and a notice when there are more "
                              "than GitHub shows)")
    outputs.add_argument("--codequality", metavar="FILE", help="write a GitLab code quality report")

    scale = p.add_argument_group("cache and shards")
    scale.add_argument("--cache", dest="cache_dir", metavar="DIR",
                       help="the result cache (default: json-tidy-cache in the directory of "
                            "compile_commands.json); plain files any CI cache can carry")
    scale.add_argument("--no-cache", action="store_true",
                       help="run clang-tidy on every file; read and write no cache")
    scale.add_argument("--cache-max-size", type=_size, metavar="SIZE",
                       help=f"trim the least recently used entries beyond SIZE (such as 512M, "
                            f"2G; default {cache.human_size(cache.DEFAULT_MAX_SIZE)})")
    scale.add_argument("--shard", type=shards.parse, metavar="I/N",
                       help="check the I-th of N shares of the files, balanced by their last "
                            "measured cost; json-tidy merge-sarif and merge-diff merge the "
                            "shares' outputs")

    options = p.add_argument_group("options")
    options.add_argument("-p", dest="build_dir", metavar="BUILD_DIR",
                         help="the directory of compile_commands.json (default: the first of ., "
                              "build/, <git root>, <git root>/build that has one)")
    options.add_argument("-j", "--jobs", type=_jobs, metavar="N",
                         help="clang-tidy processes at a time (default: the number of CPUs)")
    options.add_argument("--checks", "-checks", metavar="GLOB",
                         help="clang-tidy checks (default: -*,json-*; CheckOptions still come from "
                              ".clang-tidy); write --checks=GLOB, as GLOB starts with '-'")
    for name in ("config", "config-file", "header-filter", "exclude-header-filter",
                 "warnings-as-errors"):
        options.add_argument(f"--{name}", f"-{name}", metavar="VALUE", help=argparse.SUPPRESS)
    options.add_argument("--extra-arg", "-extra-arg", action="append", default=[], metavar="ARG",
                         help="add a compiler argument (as clang-tidy's --extra-arg); also "
                              "--extra-arg-before, --config, --config-file, --header-filter, "
                              "--exclude-header-filter, --warnings-as-errors, --use-color are "
                              "passed to clang-tidy")
    options.add_argument("--extra-arg-before", "-extra-arg-before", action="append", default=[],
                         metavar="ARG", help=argparse.SUPPRESS)
    options.add_argument("--use-color", "-use-color", action="store_true", help=argparse.SUPPRESS)
    options.add_argument("--quiet", "-quiet", action="store_true", help=argparse.SUPPRESS)
    options.add_argument("--docs-url", metavar="URL",
                         help="https base URL of tidyjson's docs/ folder, for the SARIF rules' "
                              "helpUri (default: $TIDYJSON_DOCS_URL)")
    options.add_argument("--json-tidy-help", action="help", help="show this help and exit")
    return p


def setup_from_environment(env):
    """What the wrapper (scripts/json-tidy, or the installed bin/json-tidy) found."""
    return driver.Setup(plugin=env.get("TIDYJSON_PLUGIN", ""),
                        version=env.get("TIDYJSON_VERSION", "unknown"),
                        docs_dir=env.get("TIDYJSON_DOCS_DIR", ""),
                        docs_url=env.get("TIDYJSON_DOCS_URL", ""),
                        checkout=env.get("TIDYJSON_CHECKOUT", ""),
                        build_dir=env.get("TIDYJSON_BUILD_DIR", ""))


def _is_driver(opts):
    return any(getattr(opts, name) not in (None, False) for name in DRIVER_OPTIONS)


def parse_driver(parser, argv, setup):
    """The options of a driver run, checked; None for the drop-in form."""
    dashdash = "--" in argv
    before = argv[:argv.index("--")] if dashdash else argv
    opts, unknown = parser.parse_known_args(before)
    if not _is_driver(opts):
        return None
    given = {name for name in DRIVER_OPTIONS if getattr(opts, name) not in (None, False)}
    opts.cache_max_size = opts.cache_max_size or cache.DEFAULT_MAX_SIZE
    opts.compile_args = None
    if dashdash and opts.cache_dir is not None and given <= set(SINGLE_FILE_OPTIONS):
        opts.tidy_args = before
        opts.compile_args = argv[argv.index("--") + 1:]
        return opts
    if unknown:
        raise UsageError(f"unknown option '{unknown[0]}'")
    if dashdash:
        raise UsageError("the driver takes compiler flags from compile_commands.json (-p); `-- "
                         "COMPILER_ARGS` is for the drop-in form (without the driver's options, "
                         "or with only --cache); use --extra-arg=ARG")
    if opts.no_cache and opts.cache_dir is not None:
        raise UsageError("--cache and --no-cache exclude each other")
    # '' is the default place, under the build directory (driver._Run).
    opts.cache_dir = None if opts.no_cache else (opts.cache_dir or "")
    opts.fix = opts.fix or opts.fix_errors
    if opts.fix and opts.diff:
        raise UsageError("--fix and --diff exclude each other (--diff never touches files)")
    if opts.github and opts.diff == "-":
        raise UsageError("--github and --diff both write to standard output; use --diff=FILE")
    if opts.lines and opts.changed is None:
        raise UsageError("--lines needs --changed")
    opts.files_given = bool(opts.files) or opts.files_flag
    if opts.all and (opts.files_given or opts.changed is not None):
        raise UsageError("--all takes no FILEs, --files or --changed")
    if not opts.files_given and opts.changed is None:
        opts.all = True
    opts.jobs = opts.jobs or os.cpu_count() or 2
    opts.docs_url = opts.docs_url if opts.docs_url is not None else setup.docs_url
    return opts


def drop_in(argv, setup):
    """clang-tidy-19 --load=<plugin> ARGS..., once the plugin is proven to work."""
    found = tools.find_tools(setup.plugin)
    tools.check_plugin(found)
    sys.stdout.flush()
    os.execv(found.clang_tidy, [found.clang_tidy, f"--load={found.plugin}", *argv])


def main_job(parser, setup):
    """The checkout's main job: the json-* checks on examples/, findings and
    fix-its printed (examples/findings has some on purpose); exit 0 unless
    something failed."""
    os.chdir(setup.checkout)
    sources = sorted(glob.glob("examples/**/*.cpp", recursive=True))
    if not sources:
        raise ToolError(f"no example sources under {setup.checkout}/examples")
    opts = parse_driver(parser, ["--files", "-p", setup.build_dir,
                                 f"--header-filter={setup.checkout}/examples/.*", *sources], setup)
    status = driver.run(opts, setup)
    return 0 if status == 1 else status


def main(argv):
    setup = setup_from_environment(os.environ)
    parser = build_parser()
    try:
        if argv and argv[0] in commands.SUBCOMMANDS:
            return commands.run(argv[0], argv[1:], setup)
        if not argv:
            if setup.checkout:
                return main_job(parser, setup)
            parser.print_usage(sys.stderr)
            sys.stderr.write("json-tidy: give files or --all (json-tidy --json-tidy-help lists "
                             "every option); with clang-tidy's arguments it is clang-tidy-19 with "
                             "the json-* checks\n")
            return 2
        opts = parse_driver(parser, argv, setup)
        if opts is None:
            drop_in(argv, setup)
        if opts.compile_args is not None:
            return single.run(opts, setup)
        return driver.run(opts, setup)
    except UsageError as e:
        parser.print_usage(sys.stderr)
        sys.stderr.write(f"json-tidy: {e}\n")
        return 2
    except ToolError as e:
        sys.stderr.write(f"json-tidy: {e}\n")
        return 2
    except KeyboardInterrupt:
        return 130
