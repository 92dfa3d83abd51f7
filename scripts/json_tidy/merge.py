"""json-tidy merge-sarif and merge-diff: the outputs of the shards of a CI
matrix (--shard I/N) as one report, each finding and each edit once.

merge-sarif takes the shards' SARIF logs and writes one log with one run, as
a single json-tidy run over every file would have written it: the rules of
all logs, each finding once (a header's finding is reported by every shard
that checks a file including it), the results in json-tidy's order with their
fingerprint counters renumbered, and each replacement carried by the first
result that has it. It refuses logs of another tool or version, of other
commits, and shards that are missing, doubled or of different partitions.

merge-diff takes the shards' --diff patches and writes one patch: each
patch's hunks become edits of the original lines (read from the checkout),
an edit in several patches is kept once, and two different edits of the same
lines are a conflict that stops the merge.
"""
import copy
import difflib
import os
import re
import urllib.parse
from dataclasses import dataclass

from .errors import ToolError
from .fixes import split_lines, unified_diff
from .sarif import SHARD_PROPERTY

FINGERPRINT = "jsonTidyFindingHash/v1"


# -- SARIF --------------------------------------------------------------------


def _shard_marks(runs):
    """Checks that the runs are the complete set of shards of one partition
    (or none is a shard)."""
    marks = [r.get("properties", {}).get(SHARD_PROPERTY) for _, r in runs]
    if not any(marks):
        return
    if not all(marks):
        plain = next(name for (name, _), m in zip(runs, marks) if not m)
        raise ToolError(f"{plain} is not the log of a shard (json-tidy --shard I/N), the others are")
    counts = {m["count"] for m in marks}
    if len(counts) != 1:
        raise ToolError(f"the logs are shards of different splits ({', '.join(map(str, sorted(counts)))} "
                        "shards)")
    if len({m["partition"] for m in marks}) != 1:
        raise ToolError("the shards split the files differently: each machine saw other costs in "
                        "its cache. Restore the same json-tidy cache on every machine of the matrix "
                        "(docs/ci.md) and run the shards again")
    count = counts.pop()
    seen = {}
    for (name, _), m in zip(runs, marks):
        if m["index"] in seen:
            raise ToolError(f"{seen[m['index']]} and {name} are both shard {m['index']}/{count}")
        seen[m["index"]] = name
    missing = [f"{i}/{count}" for i in range(1, count + 1) if i not in seen]
    if missing:
        raise ToolError(f"shard{'s' if len(missing) > 1 else ''} {', '.join(missing)} "
                        f"{'are' if len(missing) > 1 else 'is'} missing: its log did not reach the "
                        "merge, so the files it checked would go unreported")


def _same(runs, what, get):
    values = {repr(get(r)) for _, r in runs}
    if len(values) > 1:
        raise ToolError(f"the logs come from different {what}: {', '.join(sorted(values))}")


def _place(result, bases):
    """The sort key json-tidy's own order gives: the file's path, the line
    and column, the check."""
    loc = (result.get("locations") or [{}])[0].get("physicalLocation")
    if not loc:
        return ("", 0, 0, result["ruleId"])
    artifact = loc["artifactLocation"]
    uri = artifact["uri"]
    if "uriBaseId" in artifact:
        uri = bases.get(artifact["uriBaseId"], "") + uri
    path = urllib.parse.unquote(urllib.parse.urlparse(uri).path)
    region = loc.get("region", {})
    return (path, region.get("startLine", 0), region.get("startColumn", 0), result["ruleId"])


def _identity(result):
    """Two results are the same finding when these agree."""
    loc = (result.get("locations") or [{}])[0].get("physicalLocation", {})
    region = loc.get("region", {})
    return (result["ruleId"], result.get("level"), result["message"].get("text"),
            loc.get("artifactLocation", {}).get("uri"), region.get("startLine"),
            region.get("startColumn"))


def _replacement_key(artifact, replacement):
    return repr((artifact, replacement))


def _add_fixes(into, fixes):
    """Adds the replacements of `fixes` to the fixes of `into` (by description)."""
    existing = {f["description"]["text"]: f for f in into}
    for fix in fixes:
        target = existing.get(fix["description"]["text"])
        if target is None:
            target = copy.deepcopy(fix)
            into.append(target)
            existing[fix["description"]["text"]] = target
            continue
        changes = {repr(c["artifactLocation"]): c for c in target["artifactChanges"]}
        for change in fix["artifactChanges"]:
            mine = changes.get(repr(change["artifactLocation"]))
            if mine is None:
                target["artifactChanges"].append(copy.deepcopy(change))
                continue
            have = {repr(r) for r in mine["replacements"]}
            mine["replacements"] += [r for r in change["replacements"] if repr(r) not in have]


def _carry_once(results):
    """Each replacement stays with the first result (in order) that has it."""
    carried = set()
    for result in results:
        kept = []
        for fix in result.pop("fixes", []):
            changes = []
            for change in sorted(fix["artifactChanges"], key=lambda c: c["artifactLocation"]["uri"]):
                artifact = repr(change["artifactLocation"])
                new = [r for r in change["replacements"]
                       if _replacement_key(artifact, r) not in carried]
                carried.update(_replacement_key(artifact, r) for r in new)
                if new:
                    region = lambda r: tuple(r["deletedRegion"].get(k, 0) for k in (
                        "startLine", "startColumn", "endLine", "endColumn"))
                    changes.append(dict(change, replacements=sorted(new, key=region)))
            if changes:
                kept.append(dict(fix, artifactChanges=changes))
        if kept:
            result["fixes"] = kept


def merge_sarif(logs):
    """One SARIF log from `logs`, a list of (name, parsed log)."""
    runs = [(name, run) for name, log in logs for run in log.get("runs", [])]
    if not runs:
        raise ToolError("no runs to merge")
    for name, run in runs:
        if run.get("tool", {}).get("driver", {}).get("name") != "json-tidy":
            raise ToolError(f"{name} is not a json-tidy log (its tool is "
                            f"'{run.get('tool', {}).get('driver', {}).get('name')}')")
    _shard_marks(runs)
    _same(runs, "json-tidy versions", lambda r: r["tool"]["driver"].get("version"))
    _same(runs, "commits", lambda r: [p.get("revisionId") for p in
                                      r.get("versionControlProvenance", [])])
    _same(runs, "column kinds", lambda r: r.get("columnKind"))

    merged = copy.deepcopy(runs[0][1])
    merged.get("properties", {}).pop(SHARD_PROPERTY, None)
    if merged.get("properties") == {}:
        del merged["properties"]
    rules, index = [], {}
    for _, run in runs:
        for rule in run["tool"]["driver"].get("rules", []):
            if rule["id"] not in index:
                index[rule["id"]] = len(rules)
                rules.append(rule)
    merged["tool"]["driver"]["rules"] = rules

    bases = {k: v.get("uri", "") for k, v in merged.get("originalUriBaseIds", {}).items()}
    by_identity = {}
    for _, run in runs:
        for result in run.get("results", []):
            key = _identity(result)
            if key not in by_identity:
                by_identity[key] = dict(copy.deepcopy(result), fixes=[])
            _add_fixes(by_identity[key]["fixes"], result.get("fixes", []))
    results = sorted(by_identity.values(), key=lambda r: _place(r, bases))
    _carry_once(results)
    seen = {}
    for result in results:
        result["ruleIndex"] = index[result["ruleId"]]
        prints = result.get("partialFingerprints", {})
        if FINGERPRINT in prints:
            digest = prints[FINGERPRINT].split(":")[0]
            seen[digest] = seen.get(digest, 0) + 1
            prints[FINGERPRINT] = f"{digest}:{seen[digest]}"
    merged["results"] = results

    notifications = []
    for _, run in runs:
        for invocation in run.get("invocations", []):
            for n in invocation.get("toolExecutionNotifications", []):
                if n not in notifications:
                    notifications.append(n)
    merged["invocations"] = [{
        "executionSuccessful": all(i.get("executionSuccessful", True)
                                   for _, r in runs for i in r.get("invocations", [])),
        "toolExecutionNotifications": notifications,
    }]
    return {"$schema": logs[0][1].get("$schema"), "version": "2.1.0", "runs": [merged]}


# -- diffs --------------------------------------------------------------------


@dataclass(frozen=True)
class Edit:
    start: int          # 0-based index of the first original line it replaces
    old: tuple          # the original lines (bytes, with their line breaks)
    new: tuple          # what replaces them


_HUNK = re.compile(rb"^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@")
_NO_NEWLINE = b"\\ No newline at end of file"


def _minimal(edit):
    """An edit split into its smallest parts, so that the same fix gives the
    same edits whatever other fixes sit near it in a patch."""
    matcher = difflib.SequenceMatcher(None, edit.old, edit.new, autojunk=False)
    return [Edit(edit.start + i1, edit.old[i1:i2], edit.new[j1:j2])
            for tag, i1, i2, j1, j2 in matcher.get_opcodes() if tag != "equal"]


def parse_patch(data, name):
    """A git-style unified diff (what --diff writes) as {path: [Edit]}."""
    files, path, edits = {}, None, None
    old_line, pending, last = 0, None, None

    def flush():
        nonlocal pending
        if pending is not None and (pending[1] or pending[2]):
            edits.extend(_minimal(Edit(pending[0], tuple(pending[1]), tuple(pending[2]))))
        pending = None

    for line in split_lines(data):
        if line.startswith(b"diff --git "):
            flush()
            path, edits = None, None
        elif line.startswith(b"--- "):
            continue
        elif line.startswith(b"+++ "):
            target = line[4:].rstrip(b"\r\n")
            if not target.startswith(b"b/"):
                raise ToolError(f"{name}: only changes to existing files can be merged, not "
                                f"{target.decode('utf-8', 'replace')}")
            path = target[2:].decode("utf-8", "surrogateescape")
            edits = files.setdefault(path, [])
        elif _HUNK.match(line):
            flush()
            m = _HUNK.match(line)
            count = int(m.group(2)) if m.group(2) is not None else 1
            old_line = int(m.group(1)) - (1 if count else 0)
        elif edits is None:
            continue
        elif line.startswith(b" "):
            flush()
            last = [line[1:]]
            old_line += 1
        elif line.startswith(b"-") or line.startswith(b"+"):
            if pending is None:
                pending = (old_line, [], [])
            side = pending[1] if line.startswith(b"-") else pending[2]
            side.append(line[1:])
            last = side
            if line.startswith(b"-"):
                old_line += 1
        elif line.rstrip(b"\r\n") == _NO_NEWLINE and last:
            last[-1] = last[-1].rstrip(b"\n")
        else:
            raise ToolError(f"{name}: not a unified diff line: {line[:80]!r}")
    flush()
    return files


def merge_patches(patches, root):
    """One patch from `patches`, a list of (name, bytes); the original files
    are read from `root`."""
    by_file = {}
    for name, data in patches:
        for path, edits in parse_patch(data, name).items():
            for edit in edits:
                by_file.setdefault(path, {}).setdefault(edit, name)
    out = []
    for path in sorted(by_file):
        edits = sorted(by_file[path], key=lambda e: (e.start, len(e.old), e.new))
        for a, b in zip(edits, edits[1:]):
            if a.start + len(a.old) > b.start or (a.start == b.start and not a.old and not b.old):
                raise ToolError(f"{path}: {by_file[path][a]} and {by_file[path][b]} change line "
                                f"{b.start + 1} differently; apply one of them, run json-tidy "
                                "again, and merge what is left")
        try:
            with open(os.path.join(root, path), "rb") as f:
                original = f.read()
        except OSError as e:
            raise ToolError(f"cannot read {path} (merge-diff reads the files the patches change, "
                            f"in the checkout the shards checked): {e}")
        lines = split_lines(original)
        result, at = [], 0
        for edit in edits:
            if tuple(lines[edit.start:edit.start + len(edit.old)]) != edit.old:
                raise ToolError(f"{path}: {by_file[path][edit]} does not fit line {edit.start + 1} "
                                "of the file here; merge the patches in the checkout the shards "
                                "checked")
            result += lines[at:edit.start] + list(edit.new)
            at = edit.start + len(edit.old)
        result += lines[at:]
        out.append(unified_diff(path, original, b"".join(result)))
    return b"".join(out)
