"""The other outputs: GitHub Actions annotations, a GitLab code quality
report, and clang-tidy's one-line text for findings whose text was not shown."""
import hashlib
import json

# What GitHub shows of a job's workflow commands: 10 warning and 10 error
# annotations per step, 50 annotations per job. Findings past them are only
# in the log and the SARIF log.
GITHUB_PER_STEP = 10
GITHUB_PER_JOB = 50


def _escape(text, property_value=False):
    text = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    if property_value:
        text = text.replace(":", "%3A").replace(",", "%2C")
    return text


def github_annotations(findings, sources, workspace, sarif_path):
    """The workflow commands: a ::notice first when GitHub will not show them
    all, then one ::warning or ::error per finding with its notes."""
    lines = []
    errors = sum(1 for f in findings if f.diagnostic.level == "Error")
    warnings = len(findings) - errors
    if warnings > GITHUB_PER_STEP or errors > GITHUB_PER_STEP or len(findings) > GITHUB_PER_JOB:
        where = f"the SARIF log {sarif_path} (code scanning)" if sarif_path else \
            "the json-tidy log above (the 'clang-tidy output' group)"
        message = (f"{len(findings)} findings ({warnings} warnings, {errors} errors): GitHub shows "
                   f"at most {GITHUB_PER_STEP} warning and {GITHUB_PER_STEP} error annotations of a "
                   f"step and {GITHUB_PER_JOB} of a job, so some are not annotated. All of them are "
                   f"in {where}.")
        lines.append(f"::notice title=json-tidy::{_escape(message)}")
    for f in findings:
        d = f.diagnostic
        body = d.main.text
        for n in d.notes:
            if n.file:
                line, col = sources.get(n.file).position(n.offset)
                body += f"\n{workspace.display(n.file)}:{line}:{col}: note: {n.text}"
            else:
                body += f"\nnote: {n.text}"
        if d.main.replacements:
            body += "\n(json-tidy --fix applies the fix)"
        props = [f"title={_escape(d.check, True)}"]
        if d.main.file:
            line, col = sources.get(d.main.file).position(d.main.offset)
            props = [f"file={_escape(workspace.display(d.main.file), True)}", f"line={line}",
                     f"col={col}"] + props
        kind = "error" if d.level == "Error" else "warning"
        lines.append(f"::{kind} {','.join(props)}::{_escape(body)}")
    return lines


def codequality(findings, sources, workspace):
    """GitLab's code quality report: one issue per finding, with a fingerprint
    that does not change when lines move."""
    issues = []
    for f in findings:
        main = f.main
        line = sources.get(main.file).position(main.offset)[0] if main.file else 1
        path = workspace.display(main.file) if main.file else ""
        context = sources.get(main.file).line(line).strip() if main.file else ""
        issues.append({
            "type": "issue",
            "check_name": f.check,
            "description": f"{main.text} [{f.check}]",
            "categories": ["Performance" if "hot-path" in f.check or "fast-path" in f.check
                           else "Bug Risk"],
            "severity": "critical" if f.diagnostic.level == "Error" else "major",
            "fingerprint": hashlib.sha256("\0".join([f.check, path, main.text, context])
                                          .encode("utf-8", "surrogateescape")).hexdigest(),
            "location": {"path": path, "lines": {"begin": line}},
        })
    return issues


def write_json(path, value):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(value, f, indent=2, ensure_ascii=False)
        f.write("\n")


def _with_source(out, sources, path, offset, head):
    line, col = sources.get(path).position(offset)
    out.append(f"{head(line, col)}\n")
    content = sources.get(path).line(line)
    if content:
        out.append(f"{line:>5} | {content}\n      | {' ' * (col - 1)}^\n")


def text(findings, sources, workspace):
    """clang-tidy's format (file:line:col: level: message [check], the line and
    a caret), for findings whose clang-tidy text was not printed."""
    out = []
    for f in findings:
        d = f.diagnostic
        if not d.main.file:
            out.append(f"{d.level.lower()}: {d.main.text} [{d.check}]\n")
        else:
            _with_source(out, sources, d.main.file, d.main.offset, lambda line, col:
                         f"{workspace.display(d.main.file)}:{line}:{col}: {d.level.lower()}: "
                         f"{d.main.text} [{d.check}]")
        for n in d.notes:
            if not n.file:
                out.append(f"note: {n.text}\n")
                continue
            _with_source(out, sources, n.file, n.offset, lambda line, col:
                         f"{workspace.display(n.file)}:{line}:{col}: note: {n.text}")
    return "".join(out)
