"""Files: which ones are C and C++, positions in them, and how paths are shown.

EXTENSIONS is the one list of C and C++ file extensions. Every selection uses
it: --all, --changed, --files (what the pre-commit hooks of
.pre-commit-hooks.yaml and scripts/git-pre-commit pass, unfiltered), so a
file is C or C++ to all of them or to none.
"""
import bisect
import os
import re
from pathlib import Path

HEADER_EXTENSIONS = frozenset({".h", ".hh", ".hpp", ".hxx", ".h++", ".inl", ".ipp", ".tpp", ".tcc"})
SOURCE_EXTENSIONS = frozenset({".c", ".cc", ".cpp", ".cxx", ".c++", ".cp", ".cppm", ".ixx"})
EXTENSIONS = HEADER_EXTENSIONS | SOURCE_EXTENSIONS


def extension(path):
    return os.path.splitext(path)[1].lower()


def is_header(path):
    return extension(path) in HEADER_EXTENSIONS


def is_c_family(path):
    return extension(path) in EXTENSIONS


class SourceText:
    """A file's bytes and line starts: byte offsets (clang-tidy's) to lines and
    columns (SARIF's and people's)."""

    def __init__(self, path):
        self.path = path
        try:
            self.data = Path(path).read_bytes()
        except OSError:
            self.data = b""
        self.starts = [0] + [m.end() for m in re.finditer(b"\n", self.data)]

    def line_count(self):
        ends_open = self.data and not self.data.endswith(b"\n")
        return len(self.starts) - (0 if ends_open else 1)

    def position(self, offset):
        """1-based line and column; the column counts Unicode code points."""
        offset = max(0, min(offset, len(self.data)))
        index = bisect.bisect_right(self.starts, offset) - 1
        prefix = self.data[self.starts[index]:offset]
        return index + 1, len(prefix.decode("utf-8", "replace")) + 1

    def line(self, number):
        """Line `number` (1-based) without its line break; '' past the end."""
        if number < 1 or number > len(self.starts):
            return ""
        end = self.starts[number] if number < len(self.starts) else len(self.data)
        return self.data[self.starts[number - 1]:end].decode("utf-8", "replace").rstrip("\r\n")


class Sources:
    """SourceText per path, each file read once per run."""

    def __init__(self):
        self._texts = {}

    def get(self, path):
        text = self._texts.get(path)
        if text is None:
            text = self._texts[path] = SourceText(path)
        return text


class Workspace:
    """The directory a run reports relative to: the git work tree around the
    current directory, else the current directory."""

    def __init__(self, root):
        self.root = os.path.realpath(root)

    def inside(self, path):
        return bool(path) and not os.path.relpath(path, self.root).startswith("..")

    def relative(self, path):
        """The path from the root with '/' separators (for diffs and SARIF)."""
        return os.path.relpath(path, self.root).replace(os.sep, "/")

    def display(self, path):
        """How messages name a file: relative inside the root, else absolute."""
        if not path:
            return "<command line>"
        return self.relative(path) if self.inside(path) else path
