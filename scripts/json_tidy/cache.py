"""The result cache: a translation unit's clang-tidy result (exit status,
text, exported fixes) is reused while nothing that can change it changed.
A unit is one compile command of a file: a file compiled in several
configurations has one entry per command.

A unit's key is the SHA-256 of everything clang-tidy's result depends on:

- the contents of every file the unit reads, itself included, as
  clang-scan-deps-19 finds them in this run (dependencies.py), so a header
  three includes deep counts, and a new header that shadows another on the
  include path changes the list;
- its compile command (directory and arguments, -D macros included, and the
  contents of any response file, @file, it names);
- the clang-tidy options of the run (--checks, --config, --header-filter,
  --extra-arg, ...) and the contents of --config-file;
- every .clang-tidy that clang-tidy reads for the unit: the one in its
  directory or the nearest parent's, and the parents' above it while each
  says InheritParentConfig;
- the plugin's contents (its SHA-256) and what clang-tidy-19 --version says.

The entries are plain files, so any CI cache carries them between runs and
machines (the paths in them are absolute: the checkout must be at the same
path, as it is on CI runners). Each is written to a temporary file and
renamed into place, carries its key and a checksum of its contents, and is
ignored (and removed) when either does not match: a truncated, corrupt or
foreign file is never trusted. Hits refresh an entry's time; the oldest
entries are removed when the cache grows past its size bound.

Layout of the cache directory:

  CACHEDIR.TAG, .gitignore   marks for backup tools and git (git ignores it all)
  entries/ab/<key>           one result per translation unit
  costs/ab/<unit digest>     the unit's last measured CPU time (for --shard), by
                             compdb.Unit.cost_name()
  stats.json                 hits, misses and the rest since the last clear
"""
import fcntl
import hashlib
import json
import os
import re
import shutil
import tempfile
import time

FORMAT = "json-tidy-cache/1"
DIRECTORY_NAME = "json-tidy-cache"
DEFAULT_MAX_SIZE = 512 * 1024 * 1024
TRIM_TO = 0.9                 # a trim leaves the cache at 90% of its bound
STALE_TEMPORARY = 3600        # seconds after which a leftover temporary file goes
_KEY = re.compile(r"^[0-9a-f]{64}$")
_TAG = ("Signature: 8a477f597d28d172789f06886806bc55\n"
        "# This file is a cache directory tag created by json-tidy.\n"
        "# For information about cache directory tags see https://bford.info/cachedir/\n")
_COUNTERS = ("hits", "misses", "stored", "ignored", "trimmed")


def parse_size(text):
    """'512M', '2G', '100k' or a number of bytes."""
    m = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([kKmMgG]?)i?[bB]?\s*", text)
    if not m:
        raise ValueError(f"'{text}' is not a size (such as 512M or 2G)")
    factor = {"": 1, "k": 1 << 10, "m": 1 << 20, "g": 1 << 30}[m.group(2).lower()]
    return int(float(m.group(1)) * factor)


def human_size(n):
    for unit in ("bytes", "KiB", "MiB", "GiB"):
        if n < 1024 or unit == "GiB":
            return f"{n} {unit}" if unit == "bytes" else f"{n:.1f} {unit}"
        n /= 1024


def sha256_file(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def _digest(value):
    return hashlib.sha256(json.dumps(value, sort_keys=True).encode("utf-8", "surrogateescape")
                          ).hexdigest()


def _inherits(text, yaml):
    """Whether a .clang-tidy asks for its parent's configuration too. A file
    PyYAML cannot read counts as inheriting: the key then covers more files,
    never fewer."""
    try:
        doc = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError:
        return True
    return not isinstance(doc, dict) or doc.get("InheritParentConfig") is True


class KeyMaker:
    """Computes unit keys; reads (and hashes) each file once per run, and
    remembers its status so that a file edited while clang-tidy ran keeps
    that result out of the cache (unchanged())."""

    def __init__(self, tools, options, yaml):
        config_file = next((o.split("=", 1)[1] for o in options
                            if o.startswith("--config-file=")), None)
        self.yaml = yaml
        self._digests = {}          # path -> (digest, status) or (None, None)
        self._configs = {}
        self._inputs = {}           # key -> the files it was computed from
        self.identity = _digest({
            "format": FORMAT,
            "clang-tidy": tools.version,
            "plugin": sha256_file(tools.plugin),
            "options": list(options),
            "config-file": self.digest(os.path.abspath(config_file)) if config_file else None,
        })

    def digest(self, path):
        """SHA-256 of a file's contents; None when it cannot be read, or
        changed while it was read."""
        if path not in self._digests:
            try:
                before = _status(path)
                digest = sha256_file(path)
                self._digests[path] = (digest, before) if _status(path) == before else (None, None)
            except OSError:
                self._digests[path] = (None, None)
        return self._digests[path][0]

    def configs(self, directory):
        """The .clang-tidy files clang-tidy reads for a file in `directory`,
        nearest first, as [path, digest] pairs."""
        if directory not in self._configs:
            path = os.path.join(directory, ".clang-tidy")
            parent = os.path.dirname(directory)
            own, inherit = [], True
            if os.path.lexists(path):
                own = [[path, self.digest(path)]]
                if own[0][1] is not None:
                    with open(path, "rb") as f:
                        inherit = _inherits(f.read(), self.yaml)
            above = self.configs(parent) if inherit and parent != directory else []
            self._configs[directory] = own + above
        return self._configs[directory]

    def unit_key(self, unit, spelled, commands, reads):
        """The key of a unit: `commands` are its (directory, arguments) pairs
        (the driver passes the unit's one command), `reads` every file it
        reads. None when a file cannot be read (then the unit is not cached)."""
        directories = dict.fromkeys([os.path.dirname(os.path.abspath(spelled)),
                                     os.path.dirname(unit)])
        configs = [c for d in directories for c in self.configs(d)]
        # A response file (@file) on a command line holds more arguments.
        responses = {os.path.normpath(os.path.join(d, a[1:])) for d, arguments in commands
                     for a in arguments if a.startswith("@")}
        files = [[path, self.digest(path)] for path in sorted(set(reads) | responses)]
        if any(d is None for _, d in files + configs):
            return None
        key = _digest({"identity": self.identity, "unit": unit, "spelled": spelled,
                       "commands": [list(c) for c in commands], "configs": configs,
                       "files": files})
        self._inputs[key] = [p for p, _ in files + configs]
        return key

    def unchanged(self, key):
        """Whether every file behind `key` is still as it was when hashed."""
        for path in self._inputs.get(key, ()):
            try:
                if _status(path) != self._digests[path][1]:
                    return False
            except OSError:
                return False
        return True


def _status(path):
    st = os.stat(path)
    return (st.st_mtime_ns, st.st_ctime_ns, st.st_size, st.st_ino)


class Cache:
    """One cache directory. Counters are kept in memory and added to
    stats.json by flush_stats(), under a lock (runs may share the directory)."""

    def __init__(self, root, max_size=DEFAULT_MAX_SIZE):
        self.root = os.path.abspath(root)
        self.max_size = max_size
        self.counts = dict.fromkeys(_COUNTERS, 0)

    @classmethod
    def open(cls, root, max_size=DEFAULT_MAX_SIZE):
        cache = cls(root, max_size)
        os.makedirs(cache.root, exist_ok=True)
        for name, text in (("CACHEDIR.TAG", _TAG),
                           (".gitignore", "# Created by json-tidy: its result cache.\n*\n")):
            path = os.path.join(cache.root, name)
            if not os.path.exists(path):
                _write_atomically(path, text.encode())
        return cache

    # -- entries ---------------------------------------------------------------

    def _entry_path(self, key):
        return os.path.join(self.root, "entries", key[:2], key)

    def get(self, key):
        """The stored result for `key` (a dict with returncode, stdout, stderr,
        export, cpu_seconds), or None. A file that is not a complete entry for
        this key is removed."""
        path = self._entry_path(key)
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError:
            self.counts["misses"] += 1
            return None
        entry = _decode(data, key)
        if entry is None:
            self.counts["ignored"] += 1
            self.counts["misses"] += 1
            _remove(path)
            return None
        try:
            os.utime(path)         # the entry was used: the trim keeps it longest
        except OSError:
            pass
        self.counts["hits"] += 1
        return entry

    def put(self, key, result, export_data):
        """Stores a unit's result (a runner.UnitResult and its export's bytes,
        or None when it exported nothing)."""
        body = json.dumps({
            "unit": result.unit.path,
            "returncode": result.returncode,
            "stdout": result.stdout,
            "stderr": result.stderr,
            "export": None if export_data is None else export_data.decode("utf-8", "surrogateescape"),
            "cpu_seconds": round(result.cpu_seconds, 3),
        }, ensure_ascii=True).encode("ascii")
        head = f"{FORMAT} {key} {hashlib.sha256(body).hexdigest()}\n".encode("ascii")
        path = self._entry_path(key)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        _write_atomically(path, head + body)
        self.counts["stored"] += 1

    # -- costs, for --shard ------------------------------------------------------

    def _cost_path(self, unit):
        digest = hashlib.sha256(unit.encode("utf-8", "surrogateescape")).hexdigest()
        return os.path.join(self.root, "costs", digest[:2], digest)

    def cost(self, unit):
        """The CPU seconds clang-tidy last took on `unit` (a unit's
        cost_name()), or None."""
        try:
            with open(self._cost_path(unit), encoding="utf-8") as f:
                record = json.load(f)
            if record.get("unit") == unit and isinstance(record.get("cpu_seconds"), (int, float)):
                return float(record["cpu_seconds"])
        except (OSError, ValueError, AttributeError):
            pass
        return None

    def record_cost(self, unit, seconds):
        path = self._cost_path(unit)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        _write_atomically(path, json.dumps({"unit": unit, "cpu_seconds": round(seconds, 3)})
                          .encode("utf-8", "surrogateescape"))

    # -- size, statistics, clearing ----------------------------------------------

    def _entries(self):
        """(mtime, size, path) of every entry file, and of leftover temporaries."""
        found, stale = [], []
        top = os.path.join(self.root, "entries")
        now = time.time()
        for sub in _scandir(top):
            if not sub.is_dir(follow_symlinks=False):
                continue
            for f in _scandir(sub.path):
                try:
                    st = f.stat(follow_symlinks=False)
                except OSError:
                    continue
                if _KEY.match(f.name):
                    found.append((st.st_mtime, st.st_size, f.path))
                elif f.name.startswith(".tmp-") and now - st.st_mtime > STALE_TEMPORARY:
                    stale.append(f.path)
        return found, stale

    def trim(self):
        """Removes the least recently used entries while the cache is larger
        than its bound (down to 90% of it); returns how many went."""
        entries, stale = self._entries()
        for path in stale:
            _remove(path)
        total = sum(size for _, size, _ in entries)
        if total <= self.max_size:
            return 0
        removed = 0
        for _, size, path in sorted(entries):
            if total <= self.max_size * TRIM_TO:
                break
            _remove(path)
            total -= size
            removed += 1
        self.counts["trimmed"] += removed
        return removed

    def flush_stats(self):
        if not any(self.counts.values()):
            return
        with self._locked():
            stats = self._read_stats()
            for name in _COUNTERS:
                stats[name] = stats.get(name, 0) + self.counts[name]
            _write_atomically(os.path.join(self.root, "stats.json"),
                              (json.dumps(stats, sort_keys=True) + "\n").encode())
        self.counts = dict.fromkeys(_COUNTERS, 0)

    def _read_stats(self):
        try:
            with open(os.path.join(self.root, "stats.json"), encoding="utf-8") as f:
                stats = json.load(f)
            return {k: int(v) for k, v in stats.items() if k in _COUNTERS} \
                if isinstance(stats, dict) else {}
        except (OSError, ValueError, TypeError):
            return {}

    def _locked(self):
        return _Lock(os.path.join(self.root, "lock"))

    def stats(self):
        """What `json-tidy cache stats` shows, as a dict."""
        entries, _ = self._entries()
        counters = self._read_stats()
        costs = sum(1 for sub in _scandir(os.path.join(self.root, "costs"))
                    if sub.is_dir(follow_symlinks=False) for _ in _scandir(sub.path))
        result = {"directory": self.root, "entries": len(entries),
                  "size": sum(size for _, size, _ in entries), "max_size": self.max_size,
                  "costs": costs}
        result.update({name: counters.get(name, 0) for name in _COUNTERS})
        return result

    def clear(self):
        """Removes every entry, cost record and counter; returns the number of
        entries removed. Only json-tidy's own files are touched."""
        entries, _ = self._entries()
        with self._locked():
            for name in ("entries", "costs"):
                shutil.rmtree(os.path.join(self.root, name), ignore_errors=True)
            _remove(os.path.join(self.root, "stats.json"))
        return len(entries)


def is_cache(root):
    """Whether `root` looks like a json-tidy cache directory (clear refuses others)."""
    try:
        with open(os.path.join(root, "CACHEDIR.TAG"), encoding="utf-8") as f:
            return "created by json-tidy" in f.read()
    except OSError:
        return False


def _decode(data, key):
    """An entry's dict, if `data` is a complete entry for `key`."""
    head, sep, body = data.partition(b"\n")
    parts = head.decode("ascii", "replace").split(" ")
    if not sep or len(parts) != 3 or parts[0] != FORMAT or parts[1] != key \
            or parts[2] != hashlib.sha256(body).hexdigest():
        return None
    try:
        entry = json.loads(body)
    except ValueError:
        return None
    fields = {"returncode": int, "stdout": str, "stderr": str, "cpu_seconds": (int, float)}
    if not isinstance(entry, dict) or any(not isinstance(entry.get(k), t) for k, t in fields.items()) \
            or not (entry.get("export") is None or isinstance(entry["export"], str)):
        return None
    return entry


def _write_atomically(path, data):
    directory = os.path.dirname(path)
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".tmp-")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        _remove(tmp)
        raise


def _remove(path):
    try:
        os.remove(path)
    except OSError:
        pass


def _scandir(path):
    try:
        with os.scandir(path) as it:
            return list(it)
    except OSError:
        return []


class _Lock:
    def __init__(self, path):
        self.path = path

    def __enter__(self):
        self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        fcntl.flock(self.fd, fcntl.LOCK_EX)
        return self

    def __exit__(self, *exc):
        fcntl.flock(self.fd, fcntl.LOCK_UN)
        os.close(self.fd)
