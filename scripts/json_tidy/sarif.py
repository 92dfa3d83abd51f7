"""The SARIF 2.1.0 log: one run of json-tidy, built for GitHub code scanning.

What each part is for (docs/ci.md, "What the SARIF log contains", says it
for users; `sarif-multitool validate` checks it in the tests):

- rules: one per json-* check, described by its docs page, with an https
  helpUri when the docs URL is known (--docs-url); never a path on the machine
  that ran the check.
- results: the place as a region around the reported token with its snippet,
  plus a context region of two lines either side; the notes as related
  locations; partialFingerprints that survive lines moving, so code scanning
  tracks an alert across commits; the fix-its as fixes, each replacement
  carried once in the whole log (a consumer that applies every fix applies
  each edit once).
- versionControlProvenance: the repository, commit and branch of the
  checkout, mapped to SRCROOT, the root that every artifact URI is relative to.
"""
import hashlib
import json
import re
import urllib.parse
from pathlib import Path

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
CLANG_TIDY_URI = "https://clang.llvm.org/extra/clang-tidy/"
CONTEXT_LINES = 2
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _summary(page_text):
    """The first paragraph after a docs page's title: the check's summary."""
    paragraph = []
    for line in page_text.splitlines()[1:]:
        if line.strip():
            paragraph.append(line.strip())
        elif paragraph:
            break
    return " ".join(paragraph)


def _first_sentence(text):
    m = re.match(r"(.+?[.!?])(\s|$)", text)
    return m.group(1) if m else text


def upstream_help_uri(check):
    """clang-tidy's documentation page for one of its own checks."""
    if check.startswith("clang-diagnostic-"):
        return None
    if check.startswith("clang-analyzer-"):
        return f"https://clang.llvm.org/extra/clang-tidy/checks/clang-analyzer/{check[15:]}.html"
    module, _, rest = check.partition("-")
    return f"https://clang.llvm.org/extra/clang-tidy/checks/{module}/{rest}.html" if rest else None


def _rule(check, docs_dir, docs_url):
    rule = {"id": check, "name": "".join(p.capitalize() for p in re.split(r"[-.]", check))}
    page = Path(docs_dir) / "checks" / f"{check}.md" if docs_dir and check.startswith("json-") else None
    if page is not None and page.is_file():
        body = page.read_text(encoding="utf-8")
        summary = _summary(body)
        rule["shortDescription"] = {"text": _first_sentence(summary)}
        rule["fullDescription"] = {"text": summary}
        rule["help"] = {"text": body, "markdown": body}
        if docs_url:
            rule["helpUri"] = f"{docs_url.rstrip('/')}/checks/{check}.md"
    else:
        rule["shortDescription"] = {"text": f"clang-tidy check {check}."}
        rule["fullDescription"] = {"text": f"The clang-tidy check {check}; see its documentation."}
        uri = upstream_help_uri(check)
        if uri:
            rule["helpUri"] = uri
    rule["defaultConfiguration"] = {"level": "warning"}
    rule["properties"] = {"tags": ["json" if check.startswith("json-") else "clang-tidy"]}
    return rule


class _Places:
    """Artifact locations and regions, relative to the workspace root."""

    def __init__(self, workspace, sources):
        self.workspace, self.sources = workspace, sources

    def artifact(self, path):
        if self.workspace.inside(path):
            return {"uri": urllib.parse.quote(self.workspace.relative(path)), "uriBaseId": "SRCROOT"}
        return {"uri": Path(path).as_uri()}

    def point(self, path, offset):
        line, column = self.sources.get(path).position(offset)
        return {"startLine": line, "startColumn": column}

    def span(self, path, offset, length):
        text = self.sources.get(path)
        start_line, start_column = text.position(offset)
        end_line, end_column = text.position(offset + length)
        return {"startLine": start_line, "startColumn": start_column,
                "endLine": end_line, "endColumn": end_column}

    def token(self, path, offset):
        """The reported place widened to the identifier that starts there (or
        its one character), with the text as snippet."""
        text = self.sources.get(path)
        line, column = text.position(offset)
        content = text.line(line)
        region = {"startLine": line, "startColumn": column}
        if column - 1 < len(content):
            m = _IDENTIFIER.match(content, column - 1)
            snippet = m.group(0) if m else content[column - 1]
            region.update(endLine=line, endColumn=column + len(snippet), snippet={"text": snippet})
        return region

    def context(self, path, line):
        text = self.sources.get(path)
        first, last = max(1, line - CONTEXT_LINES), min(max(line, text.line_count()), line + CONTEXT_LINES)
        return {"startLine": first, "endLine": last,
                "snippet": {"text": "\n".join(text.line(n) for n in range(first, last + 1))}}

    def location(self, path, offset, with_context):
        region = self.token(path, offset)
        physical = {"artifactLocation": self.artifact(path), "region": region}
        if with_context:
            physical["contextRegion"] = self.context(path, region["startLine"])
        return {"physicalLocation": physical}


def _fingerprint(finding, places, seen):
    """Stable across commits that move the finding: the check, the file, the
    message and the text of the reported line, plus which of the identical
    ones it is."""
    main = finding.main
    line = places.sources.get(main.file).position(main.offset)[0] if main.file else 0
    text = places.sources.get(main.file).line(line).strip() if main.file else ""
    where = places.workspace.display(main.file)
    digest = hashlib.sha256("\0".join([finding.check, where, main.text, text])
                            .encode("utf-8", "surrogateescape")).hexdigest()[:32]
    seen[digest] = seen.get(digest, 0) + 1
    return f"{digest}:{seen[digest]}"


def _fix(description, replacements, places, carried):
    """A SARIF fix of the replacements not carried by an earlier result."""
    new = [r for r in replacements if r not in carried]
    carried.update(new)
    if not new:
        return None
    by_file = {}
    for r in sorted(new, key=lambda r: (r.file, r.offset, r.length)):
        by_file.setdefault(r.file, []).append(r)
    return {"description": {"text": description},
            "artifactChanges": [{
                "artifactLocation": places.artifact(path),
                "replacements": [{"deletedRegion": places.span(path, r.offset, r.length),
                                  "insertedContent": {"text": r.text}} for r in repls],
            } for path, repls in by_file.items()]}


def _result(finding, index, places, fingerprints, carried):
    d = finding.diagnostic
    result = {"ruleId": d.check, "ruleIndex": index,
              "level": {"Error": "error", "Remark": "note"}.get(d.level, "warning"),
              "message": {"text": d.main.text}}
    if d.main.file:
        result["locations"] = [places.location(d.main.file, d.main.offset, with_context=True)]
        result["partialFingerprints"] = {"jsonTidyFindingHash/v1": _fingerprint(finding, places,
                                                                                fingerprints)}
    related = []
    for note in d.notes:
        location = places.location(note.file, note.offset, False) if note.file else {}
        location.update(id=len(related), message={"text": note.text})
        related.append(location)
    if related:
        result["relatedLocations"] = related
    fixes = [_fix(d.main.text, d.main.replacements, places, carried)] + \
            [_fix(n.text, n.replacements, places, carried) for n in d.notes]
    fixes = [f for f in fixes if f is not None]
    if fixes:
        result["fixes"] = fixes
    return result


def build_log(findings, info, workspace, sources, successful, notifications, provenance):
    """The log as a dict. `info` has version, known_checks, docs_dir, docs_url."""
    checks = list(info.known_checks)
    checks += [c for c in dict.fromkeys(f.check for f in findings) if c not in checks]
    rules = [_rule(c, info.docs_dir, info.docs_url) for c in checks]
    index = {c: i for i, c in enumerate(checks)}
    places = _Places(workspace, sources)
    fingerprints, carried = {}, set()
    results = [_result(f, index[f.check], places, fingerprints, carried) for f in findings]

    driver = {"name": "json-tidy",
              "fullName": "json-tidy (clang-tidy-19 with the tidyjson json-* checks)",
              "version": info.version, "semanticVersion": info.version, "rules": rules}
    # json-tidy's own page when the docs URL is known, else clang-tidy's (what
    # json-tidy is): never a path on the machine that ran it.
    driver["informationUri"] = f"{info.docs_url.rstrip('/')}/ci.md" if info.docs_url else \
        CLANG_TIDY_URI
    run = {
        "tool": {"driver": driver},
        "invocations": [{
            "executionSuccessful": successful,
            "toolExecutionNotifications": [{"level": "error", "message": {"text": t}}
                                           for t in notifications],
        }],
        "originalUriBaseIds": {"SRCROOT": {"uri": Path(workspace.root).as_uri().rstrip("/") + "/"}},
        "columnKind": "unicodeCodePoints",
        "results": results,
    }
    if provenance is not None:
        run["versionControlProvenance"] = [dict(provenance, mappedTo={"uriBaseId": "SRCROOT"})]
    return {"$schema": SCHEMA, "version": "2.1.0", "runs": [run]}


def write(path, log):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(log, f, indent=2, ensure_ascii=False)
        f.write("\n")


# The property of a shard's run (json-tidy --shard I/N --sarif): which share
# of which partition it holds, for `json-tidy merge-sarif`.
SHARD_PROPERTY = "jsonTidyShard"


def mark_shard(log, shard, partition, files):
    log["runs"][0].setdefault("properties", {})[SHARD_PROPERTY] = {
        "index": shard.index, "count": shard.count, "partition": partition, "files": files}
