"""git: the files and lines a change touches, and where the code came from.

Paths come from `git diff -z` (no quoting to undo); changed lines come from
difflib over the old and new text of each file (no hunk headers to parse).
"""
import difflib
import os
import re
import subprocess
from dataclasses import dataclass

from .errors import ToolError

EMPTY_TREE = "4b825dc642cb6eb9a060e54bf8d69288fbee4904"   # `git hash-object -t tree /dev/null`


def git(args, cwd, check=True):
    try:
        proc = subprocess.run(["git", *args], cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    except OSError as e:
        raise ToolError(f"cannot run git: {e}; install the Debian package git")
    if check and proc.returncode != 0:
        raise ToolError("git " + " ".join(args) + " failed: " +
                        proc.stderr.decode("utf-8", "replace").strip())
    return proc


def toplevel(cwd="."):
    """The root of the work tree around cwd, or None outside one (or without git)."""
    try:
        proc = git(["rev-parse", "--show-toplevel"], cwd, check=False)
    except ToolError:
        return None
    return os.path.realpath(proc.stdout.decode().strip()) if proc.returncode == 0 else None


def resolve(root, revision):
    """The commit a revision names, or None."""
    proc = git(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"],
               root, check=False)
    return proc.stdout.decode().strip() if proc.returncode == 0 else None


def comparison_base(root, base):
    """What `--changed BASE` compares the work tree with: the merge base of BASE
    and HEAD (so that changes made on BASE's branch since are not ours)."""
    head = resolve(root, "HEAD")
    if head is None and base == "HEAD":
        return EMPTY_TREE          # no commit yet: everything staged is new
    commit = resolve(root, base)
    if commit is None:
        hint = ""
        if os.path.isfile(os.path.join(root, base)) or os.path.isfile(base):
            hint = (f" ('{base}' is a file: BASE comes first, as in "
                    f"json-tidy --changed HEAD --files {base})")
        raise ToolError(f"--changed: '{base}' is not a commit in this repository{hint}. If it is "
                        f"a branch of a remote, fetch it first (git fetch origin <branch>; in "
                        f"GitHub Actions, actions/checkout with fetch-depth: 0)")
    merge_base = git(["merge-base", commit, head], root, check=False)
    if merge_base.returncode != 0:
        raise ToolError(f"--changed: '{base}' and HEAD have no common ancestor here, so the "
                        "change cannot be told apart from the rest. A shallow clone lacks it: "
                        "fetch more history (git fetch --unshallow, or fetch-depth: 0)")
    return merge_base.stdout.decode().strip()


@dataclass(frozen=True)
class Change:
    path: str            # absolute, in the work tree
    old_path: str        # relative to the root in the compared tree; None if added


def changed_files(root, compare):
    """Files of the work tree (committed, staged or not) that differ from
    `compare`, renames followed and deletions left out."""
    out = git(["diff", "--name-status", "-z", "-M", "--no-relative", "--diff-filter=d",
               compare, "--"], root).stdout.split(b"\0")
    changes, i = [], 0
    while i + 1 < len(out):
        status = out[i].decode()
        if status[:1] in ("R", "C"):
            old, new, i = out[i + 1], out[i + 2], i + 3
        else:
            old, new, i = out[i + 1], out[i + 1], i + 2
        name = new.decode("utf-8", "surrogateescape")
        changes.append(Change(os.path.join(root, name),
                              None if status == "A" else old.decode("utf-8", "surrogateescape")))
    return changes


def _lines(data):
    return data.split(b"\n")


def changed_lines(root, compare, change):
    """The 1-based line ranges [first, last] of the work tree's file that the
    change adds or modifies."""
    try:
        new = open(change.path, "rb").read()
    except OSError:
        return []
    if change.old_path is None:
        count = len(_lines(new)) - (1 if new.endswith(b"\n") else 0)
        return [[1, count]] if count else []
    old = git(["cat-file", "blob", f"{compare}:{change.old_path}"], root, check=False).stdout
    matcher = difflib.SequenceMatcher(None, _lines(old), _lines(new), autojunk=False)
    return [[j1 + 1, j2] for tag, _, _, j1, j2 in matcher.get_opcodes()
            if tag in ("replace", "insert") and j2 > j1]


def repository_uri(root):
    """origin's URL as an absolute URI (scp-style git@host:path as ssh://), else
    the work tree as a file: URI."""
    url = git(["config", "--get", "remote.origin.url"], root, check=False).stdout.decode().strip()
    if re.match(r"^[a-z][a-z0-9+.-]*://", url):
        return re.sub(r"//[^/@]*@", "//", url, count=1)         # never a user or token
    m = re.match(r"^(?:[^@/]+@)?([^:/]+):(.+)$", url)
    if m:
        return f"ssh://{m.group(1)}/{m.group(2).lstrip('/')}"
    return "file://" + root.rstrip("/") + "/"


def provenance(root):
    """Where the checked code came from, for SARIF's versionControlProvenance:
    the repository, the commit and the branch (None without a commit)."""
    commit = resolve(root, "HEAD")
    if commit is None:
        return None
    details = {"repositoryUri": repository_uri(root), "revisionId": commit}
    branch = git(["symbolic-ref", "--quiet", "--short", "HEAD"], root, check=False)
    if branch.returncode == 0:
        details["branch"] = branch.stdout.decode().strip()
    return details
