"""json-tidy's subcommands: `cache stats|clear`, `merge-sarif`, `merge-diff`.

The first argument names one; anything else is the driver or the drop-in
form (cli.py).
"""
import argparse
import json
import os
import sys

from . import compdb, git, merge
from .cache import Cache, DIRECTORY_NAME, human_size, is_cache
from .errors import ToolError, UsageError


def _parser(prog, description):
    return argparse.ArgumentParser(prog=f"json-tidy {prog}", description=description,
                                   allow_abbrev=False)


def _cache_dir(opts):
    if opts.cache:
        return opts.cache
    cwd = os.getcwd()
    root = git.toplevel(cwd) or cwd
    return os.path.join(compdb.find_build_dir(opts.build_dir, cwd, root), DIRECTORY_NAME)


def cache_command(argv, setup):
    p = _parser("cache", "Show or clear json-tidy's result cache.")
    p.add_argument("action", choices=["stats", "clear"],
                   help="stats: entries, size and counters; clear: remove every entry")
    p.add_argument("--cache", metavar="DIR",
                   help="the cache directory (default: json-tidy-cache in the directory of "
                        "compile_commands.json, found as the driver finds it)")
    p.add_argument("-p", dest="build_dir", metavar="BUILD_DIR",
                   help="the directory of compile_commands.json")
    opts = p.parse_args(argv)
    root = os.path.abspath(_cache_dir(opts))
    if not os.path.isdir(root):
        sys.stdout.write(f"json-tidy: no cache at {root}\n")
        return 0
    if not is_cache(root):
        raise ToolError(f"{root} is not a json-tidy cache (it has no CACHEDIR.TAG of json-tidy); "
                        "nothing was touched")
    cache = Cache(root)
    if opts.action == "clear":
        removed = cache.clear()
        sys.stdout.write(f"json-tidy: removed {removed} entr{'y' if removed == 1 else 'ies'} "
                         f"from {root}\n")
        return 0
    s = cache.stats()
    lookups = s["hits"] + s["misses"]
    rate = f" ({100 * s['hits'] / lookups:.0f}% hits)" if lookups else ""
    sys.stdout.write(
        f"cache directory: {s['directory']}\n"
        f"entries:         {s['entries']} ({human_size(s['size'])}; the trim keeps it under the "
        f"--cache-max-size of each run, default {human_size(cache.max_size)})\n"
        f"measured units:  {s['costs']} (costs for --shard)\n"
        f"since cleared:   {s['hits']} hits, {s['misses']} misses{rate}; {s['stored']} stored, "
        f"{s['ignored']} ignored (corrupt or foreign), {s['trimmed']} trimmed\n")
    return 0


def merge_sarif_command(argv, setup):
    p = _parser("merge-sarif", "Merge the SARIF logs of json-tidy's shards (--shard I/N) into "
                               "one log with each finding once.")
    p.add_argument("logs", nargs="+", metavar="LOG", help="the shards' SARIF logs")
    p.add_argument("-o", "--output", required=True, metavar="FILE", help="the merged log")
    opts = p.parse_args(argv)
    logs = []
    for name in opts.logs:
        try:
            with open(name, encoding="utf-8") as f:
                logs.append((name, json.load(f)))
        except (OSError, ValueError) as e:
            raise ToolError(f"cannot read the SARIF log {name}: {e}")
    merged = merge.merge_sarif(logs)
    with open(opts.output, "w", encoding="utf-8") as f:
        json.dump(merged, f, indent=2, ensure_ascii=False)
        f.write("\n")
    results = merged["runs"][0]["results"]
    sys.stderr.write(f"json-tidy: merged {len(logs)} logs into {opts.output}: "
                     f"{len(results)} finding{'' if len(results) == 1 else 's'}\n")
    return 1 if results else 0


def merge_diff_command(argv, setup):
    p = _parser("merge-diff", "Merge the --diff patches of json-tidy's shards into one patch "
                              "with each edit once.")
    p.add_argument("patches", nargs="+", metavar="PATCH", help="the shards' patches")
    p.add_argument("-o", "--output", required=True, metavar="FILE",
                   help="the merged patch ('-': standard output)")
    p.add_argument("--root", metavar="DIR",
                   help="the checkout the patches apply to (default: the git work tree around "
                        "the current directory)")
    opts = p.parse_args(argv)
    root = opts.root or git.toplevel(os.getcwd()) or os.getcwd()
    patches = []
    for name in opts.patches:
        try:
            with open(name, "rb") as f:
                patches.append((name, f.read()))
        except OSError as e:
            raise ToolError(f"cannot read the patch {name}: {e}")
    merged = merge.merge_patches(patches, root)
    if opts.output == "-":
        sys.stdout.buffer.write(merged)
    else:
        with open(opts.output, "wb") as f:
            f.write(merged)
        sys.stderr.write(f"json-tidy: merged {len(patches)} patches into {opts.output}\n")
    return 0


SUBCOMMANDS = {"cache": cache_command, "merge-sarif": merge_sarif_command,
               "merge-diff": merge_diff_command}


def run(name, argv, setup):
    try:
        return SUBCOMMANDS[name](argv, setup)
    except UsageError as e:
        sys.stderr.write(f"json-tidy {name}: {e}\n")
        return 2
