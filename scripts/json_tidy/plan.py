"""What a run hands to clang-tidy: the selection, narrowed to this machine's
share (--shard), minus the units whose result the cache already holds.

Both need clang-scan-deps-19's list of the files each unit reads: the cache
keys a unit by their contents (cache.KeyMaker), the shards weigh a unit never
measured by their size (shards.estimates). One scan serves both (and the
selection's own, when --changed or --files named a header).

A unit is one compile command of a file: the cache keeps one entry per
command. The shards split files, not commands: every configuration of a
file goes to the same shard, where shared_edits compares their edits.
"""
import os
import sys
from dataclasses import dataclass, field

from . import dependencies, shards
from .cache import Cache, KeyMaker
from .compdb import Unit
from .errors import ToolError
from .runner import UnitResult


@dataclass
class Plan:
    units: list                                 # this run's units (compdb.Unit)
    headers: list                               # headers checked on their own (Units)
    total: int                                  # files of the selection, all shards
    hits: dict = field(default_factory=dict)    # unit -> cache entry
    keys: dict = field(default_factory=dict)    # unit -> cache key
    shard: shards.Shard = None
    partition: str = ""                         # the digest of the whole partition
    cache: Cache = None
    keymaker: KeyMaker = None
    note: str = ""                              # why the cache is off, when it is

    def __len__(self):
        """The files: a source file in several configurations counts once."""
        return len({u.path for u in self.units}) + len(self.headers)

    def commands(self):
        """The translation units: a file in several configurations counts for each."""
        return len(self.units) + len(self.headers)

    def misses(self):
        return [u for u in self.units if u not in self.hits]

    def replay(self, unit, export):
        """The cached result of `unit` as a runner.UnitResult, its export
        written to `export`."""
        entry = self.hits[unit]
        if entry["export"] is not None:
            with open(export, "wb") as f:
                f.write(entry["export"].encode("utf-8", "surrogateescape"))
        return UnitResult(unit, False, entry["returncode"], entry["stdout"], entry["stderr"],
                          export, entry["cpu_seconds"], cached=True)

    def store(self, result):
        """Keeps a fresh result, unless clang-tidy crashed (which may not
        happen again) or a file it read changed while it ran."""
        key = self.keys.get(result.unit)
        if self.cache is None or key is None or result.crashed() \
                or not self.keymaker.unchanged(key):
            return
        try:
            try:
                with open(result.export, "rb") as f:
                    export = f.read()
            except FileNotFoundError:
                export = None
            self.cache.put(key, result, export)
            self.cache.record_cost(result.unit.cost_name(), result.cpu_seconds)
        except OSError as e:
            self._off(f"cannot write to the cache {self.cache.root}: {e}")

    def finish(self):
        """Trims the cache to its bound and adds this run's counters."""
        if self.cache is None:
            return
        try:
            self.cache.trim()
            self.cache.flush_stats()
        except OSError as e:
            self._off(f"cannot update the cache {self.cache.root}: {e}")

    def _off(self, reason):
        sys.stderr.write(f"json-tidy: note: {reason}; the cache is off for the rest of this run\n")
        self.cache = None


def _costs(units, headers, cache, scan):
    """The measured cost and the bytes read of each file (real path): the sums
    over its units, a measured cost only when every unit of it was measured."""
    measured, sizes, known = {}, {}, {}

    def size(path):
        if path not in known:
            try:
                known[path] = os.path.getsize(path)
            except OSError:
                known[path] = 0
        return known[path]

    for u in units + headers:
        seconds = cache.cost(u.cost_name()) if cache else None
        files = {u.path} if u.entry is None else scan.reads.get(u) if scan else None
        read = sum(size(f) for f in files) if files else None
        if u.path not in measured:
            measured[u.path], sizes[u.path] = seconds, read
            continue
        if measured[u.path] is not None:
            measured[u.path] = None if seconds is None else measured[u.path] + seconds
        if sizes[u.path] is not None:
            sizes[u.path] = None if read is None else sizes[u.path] + read
    return measured, sizes


def make(opts, selection, db, tools, workspace, yaml, tidy_options):
    """The Plan for a Selection. A cache that cannot be opened, or a scan that
    fails, turns the cache off for the run (with a note), never the run."""
    plan = Plan(units=list(selection.units), headers=[Unit(h) for h in selection.headers],
                total=len(selection), shard=opts.shard)
    if opts.cache_dir:
        try:
            plan.cache = Cache.open(opts.cache_dir, opts.cache_max_size)
        except OSError as e:
            plan.note = f"cannot use the cache {opts.cache_dir}: {e}"

    scan = None
    if (plan.cache is not None or plan.shard is not None) and plan.units:
        scan = selection.scan
        if scan is None or any(u not in scan.reads and u not in scan.failed for u in plan.units):
            try:
                scan = dependencies.scan(plan.units, tools.scan_deps, opts.jobs)
            except ToolError as e:
                scan = None
                if plan.cache is not None:
                    plan.cache, plan.note = None, str(e)

    if plan.shard is not None:
        measured, sizes = _costs(plan.units, plan.headers, plan.cache, scan)
        items = sorted(measured)
        cost = shards.estimates(items, measured, sizes)
        shares = shards.partition(items, cost, plan.shard.count)
        mine = set(shares[plan.shard.index - 1])
        plan.units = [u for u in plan.units if u.path in mine]
        plan.headers = [h for h in plan.headers if h.path in mine]
        plan.partition = shards.fingerprint(shares, workspace.relative)

    if plan.cache is not None and scan is not None:
        plan.keymaker = KeyMaker(tools, tidy_options, yaml)
        for u in plan.units:
            if u not in scan.reads:
                continue          # it does not preprocess: clang-tidy says why
            command = (u.entry.directory, u.entry.arguments)
            key = plan.keymaker.unit_key(u.path, u.spelled, [command], scan.reads[u])
            if key is None:
                continue
            plan.keys[u] = key
            entry = plan.cache.get(key)
            if entry is not None:
                plan.hits[u] = entry
    return plan
