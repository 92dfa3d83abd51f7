"""compile_commands.json: where it is and which translation units it lists."""
import hashlib
import json
import os
import shlex
from dataclasses import dataclass, field
from pathlib import Path

from .errors import ToolError

CONFIGURE_HINT = ("configure the project with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON "
                  "(or pass -p with the build directory)")


@dataclass(frozen=True)
class Entry:
    directory: str
    file: str             # absolute, as the database spells it
    arguments: tuple      # the compiler command, split

    def output(self):
        """The object file the command writes (its `-o FILE`), or ''."""
        for i, a in enumerate(self.arguments[:-1]):
            if a == "-o":
                return os.path.join(self.directory, self.arguments[i + 1])
        return ""


@dataclass(frozen=True, order=True)
class Unit:
    """A translation unit: a file with one of its compile commands. A file the
    database compiles in several configurations (into two programs, with other
    -D flags) is one unit per distinct command; a header checked on its own
    has no command (clang-tidy infers one from a neighbouring file)."""
    path: str                                            # the file's real path
    index: int = 0                                       # which of its commands, from 0
    entry: Entry = field(default=None, compare=False)    # None for a header on its own
    count: int = field(default=1, compare=False)         # how many commands the file has

    @property
    def spelled(self):
        """The path as the database spells it (what clang-tidy looks up)."""
        return self.entry.file if self.entry is not None else self.path

    def cost_name(self):
        """What the cache records this unit's cost under: the file's path, and
        a digest of the command when the file has several."""
        if self.count == 1:
            return self.path
        command = json.dumps([self.entry.directory, list(self.entry.arguments)])
        digest = hashlib.sha256(command.encode("utf-8", "surrogateescape")).hexdigest()
        return f"{self.path}#{digest[:16]}"

    def label(self, display):
        """How messages name the unit: the file (`display` shows a path), and
        which of its commands when it has several."""
        if self.count == 1:
            return display(self.path)
        output = self.entry.output()
        return (f"{display(self.path)} (compile command {self.index + 1} of {self.count}"
                f"{', -o ' + display(output) if output else ''})")


# Flags that name what a compile writes, not what it compiles: two commands
# that differ only in them (one source built into two targets with the same
# flags) are one configuration.
_OUTPUT_FLAGS_WITH_VALUE = {"-o", "-MF", "-MT", "-MQ"}
_OUTPUT_FLAGS = {"-MD", "-MMD", "-MP"}


def _meaning(arguments):
    """The arguments without those that only name outputs."""
    kept, skip = [], False
    for a in arguments:
        if skip:
            skip = False
        elif a in _OUTPUT_FLAGS_WITH_VALUE:
            skip = True
        elif a in _OUTPUT_FLAGS or (a.startswith("-o") and len(a) > 2) or \
                any(a.startswith(f) and len(a) > len(f) for f in ("-MF", "-MT", "-MQ")):
            continue
        else:
            kept.append(a)
    return tuple(kept)


class CompileDatabase:
    """The entries of one compile_commands.json, as translation units: one
    per distinct command of a file (a file may have several, one per
    configuration). Commands that differ only in what they write (the same
    file, directory and arguments but for -o and the dependency-file flags)
    are one unit."""

    def __init__(self, build_dir, entries):
        self.build_dir = build_dir
        self.entries = entries
        by_file, seen = {}, set()
        for e in entries:
            path = os.path.realpath(e.file)
            same = (path, os.path.normpath(e.directory), _meaning(e.arguments))
            if same not in seen:
                seen.add(same)
                by_file.setdefault(path, []).append(e)
        self._units = {path: tuple(Unit(path, i, e, len(es)) for i, e in enumerate(es))
                       for path, es in by_file.items()}

    @classmethod
    def load(cls, build_dir):
        path = Path(build_dir) / "compile_commands.json"
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise ToolError(f"no compile_commands.json in {build_dir}: {CONFIGURE_HINT}")
        except (OSError, ValueError) as e:
            raise ToolError(f"cannot read {path}: {e}")
        entries = []
        for item in raw if isinstance(raw, list) else []:
            if not isinstance(item, dict) or "file" not in item:
                continue
            # A relative directory is relative to the working directory, where
            # clang-tidy-19 resolves it (not to the database's own folder).
            directory = os.path.abspath(str(item.get("directory") or build_dir))
            if "arguments" in item:
                arguments = tuple(str(a) for a in item["arguments"])
            else:
                arguments = tuple(shlex.split(item.get("command", "")))
            entries.append(Entry(directory, os.path.abspath(os.path.join(directory, item["file"])),
                                 arguments))
        return cls(os.path.abspath(build_dir), entries)

    def units(self):
        """Every translation unit, sorted (by path, then command)."""
        return [u for path in sorted(self._units) for u in self._units[path]]

    def __contains__(self, path):
        return path in self._units

    def units_of(self, paths):
        """The units of the files `paths` (real paths), every command of each."""
        return [u for p in paths for u in self._units.get(p, ())]


def write_database(directory, entries):
    """Writes `entries` as the compile_commands.json of `directory`."""
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, "compile_commands.json"), "w", encoding="utf-8") as f:
        json.dump([{"directory": e.directory, "file": e.file, "arguments": list(e.arguments)}
                   for e in entries], f)


def find_build_dir(explicit, cwd, root):
    """-p BUILD_DIR, else the first of ., ./build, <root>, <root>/build with a
    compile_commands.json."""
    if explicit is not None:
        directory = os.path.abspath(explicit)
        if not (Path(directory) / "compile_commands.json").is_file():
            raise ToolError(f"no compile_commands.json in {directory}: {CONFIGURE_HINT}")
        return directory
    candidates = list(dict.fromkeys([cwd, os.path.join(cwd, "build"), root,
                                     os.path.join(root, "build")]))
    for directory in candidates:
        if (Path(directory) / "compile_commands.json").is_file():
            return os.path.abspath(directory)
    raise ToolError("no compile_commands.json in " + ", ".join(candidates) + ": " +
                    CONFIGURE_HINT.replace("or pass", "and pass"))
