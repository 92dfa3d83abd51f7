"""compile_commands.json: where it is and which translation units it lists."""
import json
import os
import shlex
from dataclasses import dataclass
from pathlib import Path

from .errors import ToolError

CONFIGURE_HINT = ("configure the project with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON "
                  "(or pass -p with the build directory)")


@dataclass(frozen=True)
class Entry:
    directory: str
    file: str             # absolute, as the database spells it
    arguments: tuple      # the compiler command, split


class CompileDatabase:
    """The entries of one compile_commands.json, by the real path of their
    file (one file may have several entries, one per configuration)."""

    def __init__(self, build_dir, entries):
        self.build_dir = build_dir
        self.entries = entries
        self._by_unit = {}
        for e in entries:
            self._by_unit.setdefault(os.path.realpath(e.file), []).append(e)

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
            directory = os.path.join(build_dir, item.get("directory", "."))
            if "arguments" in item:
                arguments = tuple(str(a) for a in item["arguments"])
            else:
                arguments = tuple(shlex.split(item.get("command", "")))
            entries.append(Entry(directory, os.path.abspath(os.path.join(directory, item["file"])),
                                 arguments))
        return cls(os.path.abspath(build_dir), entries)

    def units(self):
        """Every translation unit (real paths), sorted."""
        return sorted(self._by_unit)

    def __contains__(self, unit):
        return unit in self._by_unit

    def spelled(self, unit):
        """The unit's path as the database spells it (what clang-tidy looks up)."""
        return self._by_unit[unit][0].file

    def entries_for(self, units):
        return [e for u in units for e in self._by_unit.get(u, [])]


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
