#!/usr/bin/env python3
"""Integration tests of json-tidy's own modes.

  run             json-tidy --all over test/integration/project (2 files of a
                  compile_commands.json) writing SARIF, GitHub annotations, a
                  code quality report and a diff; the fixture of the four
                  tests below. A second run replays both files from the result
                  cache and writes the same outputs
  sarif           the SARIF log has the structure SARIF 2.1.0 requires, passes
                  Microsoft's validator (sarif-multitool, all rule kinds) with
                  only the notes docs/ci.md explains, and has the content code
                  scanning uses: rules, snippets, context regions,
                  fingerprints, provenance, each fix carried once
  github          the GitHub Actions annotations
  diff            the diff applies with `git apply`, the result compiles, and
                  equals what applying every SARIF fix gives
  exit_codes      usage and tool errors exit 2 with plain words (wrong plugin,
                  wrong clang-tidy, no compile database); a clean run exits 0
  plugin_check    a plugin that loads and lists its checks but dies on a real
                  run (as a g++-built one does) is refused in plain words
  drop_in         json-tidy with clang-tidy arguments is clang-tidy-19 --load
  changed_lines   json-tidy --changed --lines --fix reports and fixes only the
                  changed lines of the changed files
  changed_headers a header-only change checks every file that includes the
                  header (clang-scan-deps-19), and only those; with --lines, a
                  finding elsewhere whose note is on a changed line is reported
  changed_errors  an unknown BASE, a file given as BASE, a changed source file
                  missing from compile_commands.json, and a shallow clone
                  without the merge base each stop the run (2) with the fix
  github_limits   more findings than GitHub annotates: a ::notice says how
                  many and where all of them are
  shards          the run fixture's project in 2 and in 3 shards (--shard I/N):
                  merge-sarif gives the same log as the single run (valid,
                  each finding and each fix once) and merge-diff the same
                  patch; a missing, doubled or differently split shard, a log
                  of another tool and two different edits of one line are
                  refused
  matrix_recipe   docs/ci.md's GitHub Actions matrix, its shell steps run as
                  written: four shards of a project (two of them empty), then
                  the merge job's step: the merged log holds every finding
                  once and passes the validator, the merged patch applies,
                  and the union of the shards' caches makes a rerun all hits
  symlinked_header a header two units include by different paths is fixed once
  multi_config    a .cpp listed twice in compile_commands.json, with other -D
                  flags for two programs, is checked as two units: a fix only
                  one configuration makes is left out (and said why), the one
                  both make is applied, both programs compile and print the
                  same after --fix; one cache entry per command, an exact
                  duplicate entry checked once, shards that prove the same
"""
import json
import os
import re
import shutil
import subprocess
import urllib.parse
from pathlib import Path

from common import (HERE, HOT_OPTIONS_SOURCE, base_env, check, fresh_dir, git_commit_all, git_init,
                    main, run, validate_sarif_file, write_project)

PROJECT_SOURCES = ["orders.cpp", "report.cpp"]
JSON_CHECKS = ["json-missing-registration", "json-non-fast-path-attribute",
               "json-options-in-hot-path", "json-prefer-streaming"]
DOCS_URL = "https://example.com/tidyjson/blob/v0.1.0/docs"


def run_dir(args):
    return Path(args.work) / "run"


def copy_project(args, dest):
    dest = fresh_dir(dest)
    for name in ["model.hpp"] + PROJECT_SOURCES:
        shutil.copy(HERE / "project" / name, dest / name)
    write_project(dest, PROJECT_SOURCES, args.runtime_include, args.clangxx)
    return dest


def digest(path):
    return {p.name: p.read_bytes() for p in sorted(Path(path).iterdir()) if p.is_file()}


# --------------------------------------------------------------------------


def case_run(args):
    work = fresh_dir(run_dir(args))
    env = base_env(work, args.plugin)
    project = copy_project(args, work / "project")
    git_init(project, env)
    git_commit_all(project, env, "the project")
    before = digest(project)
    rc, out, err = run([args.json_tidy, "--all", "-p", project, "-j", "2",
                        "--sarif", work / "out.sarif", "--github",
                        "--codequality", work / "codequality.json", "--docs-url", DOCS_URL,
                        "--diff=" + str(work / "fixes.patch")], cwd=project, env=env)
    (work / "stdout.txt").write_text(out)
    (work / "stderr.txt").write_text(err)
    (work / "status.txt").write_text(f"{rc}\n")
    check(rc == 1, f"json-tidy --all exited with {rc}, expected 1 (findings)", out + err)
    check(digest(project) == before, "--diff changed files in the project")
    check("json-tidy: 4 findings in 2 files (4 with a fix)" in err,
          "the summary does not count 4 findings", err)
    # clang-tidy's own text is printed too (inside a GitHub log group).
    check("::group::clang-tidy output" in out and "::endgroup::" in out, "no log group", out)
    check(re.search(r"orders\.cpp:8:21: warning: options object 'options' is built on every call",
                    out), "clang-tidy's text for orders.cpp is missing", out)
    cq = json.loads((work / "codequality.json").read_text())
    check(len(cq) == 4 and all({"description", "check_name", "fingerprint", "severity", "location"}
                               <= set(i) for i in cq), "bad code quality report", json.dumps(cq))
    check(len({i["fingerprint"] for i in cq}) == 4, "code quality fingerprints are not unique")

    # Again: both files come from the result cache, and every output is the same.
    warm = fresh_dir(work / "warm")
    rc, out2, err2 = run([args.json_tidy, "--all", "-p", project, "-j", "2",
                          "--sarif", warm / "out.sarif", "--github",
                          "--codequality", warm / "codequality.json", "--docs-url", DOCS_URL,
                          "--diff=" + str(warm / "fixes.patch")], cwd=project, env=env)
    check(rc == 1 and "; all from the cache" in err2, "the second run should replay both files",
          err2)
    for name in ("out.sarif", "codequality.json", "fixes.patch"):
        check((warm / name).read_bytes() == (work / name).read_bytes(),
              f"{name} from the cache differs from the first run's")
    annotations = [l for l in out.splitlines() if l.startswith("::warning")]
    check([l for l in out2.splitlines() if l.startswith("::warning")] == annotations,
          "the annotations from the cache differ", out2)


# --------------------------------------------------------------------------
# SARIF 2.1.0: the structure the specification requires (sections 3.13 ff.)

LEVELS = {"none", "note", "warning", "error"}


def is_absolute_uri(uri):
    parsed = urllib.parse.urlparse(uri)
    return bool(parsed.scheme) and (parsed.netloc or parsed.path)


def validate_message(m, where):
    check(isinstance(m, dict) and (isinstance(m.get("text"), str) or isinstance(m.get("id"), str)),
          f"{where}: a message object needs 'text' (or 'id')")


def validate_region(r, where):
    check(isinstance(r, dict), f"{where}: region must be an object")
    check(isinstance(r.get("startLine"), int) and r["startLine"] >= 1, f"{where}: startLine >= 1")
    for key in ("startColumn", "endLine", "endColumn"):
        if key in r:
            check(isinstance(r[key], int) and r[key] >= 1, f"{where}: {key} >= 1")
    if "endLine" in r:
        check(r["endLine"] >= r["startLine"], f"{where}: endLine before startLine")
        if r["endLine"] == r["startLine"] and "endColumn" in r:
            check(r["endColumn"] >= r.get("startColumn", 1), f"{where}: endColumn before startColumn")


def validate_artifact_location(a, where, base_ids):
    check(isinstance(a, dict) and isinstance(a.get("uri"), str) and a["uri"],
          f"{where}: artifactLocation needs a uri")
    if "uriBaseId" in a:
        check(a["uriBaseId"] in base_ids, f"{where}: uriBaseId {a['uriBaseId']} is not defined "
              "in run.originalUriBaseIds")
    else:
        check(is_absolute_uri(a["uri"]), f"{where}: a uri without uriBaseId must be absolute")


def validate_location(loc, where, base_ids):
    check(isinstance(loc, dict), f"{where}: location must be an object")
    if "id" in loc:
        check(isinstance(loc["id"], int) and loc["id"] >= -1, f"{where}: location id >= -1")
    if "message" in loc:
        validate_message(loc["message"], where)
    if "physicalLocation" in loc:
        p = loc["physicalLocation"]
        check("artifactLocation" in p or "address" in p,
              f"{where}: physicalLocation needs artifactLocation (or address)")
        validate_artifact_location(p["artifactLocation"], where, base_ids)
        if "region" in p:
            validate_region(p["region"], where)


def validate_sarif(log):
    check(isinstance(log, dict), "a SARIF log is an object")
    check(log.get("version") == "2.1.0", "version must be \"2.1.0\"")
    check(isinstance(log.get("runs"), list), "runs must be an array")
    for r_i, run_ in enumerate(log["runs"]):
        where = f"runs[{r_i}]"
        driver = run_.get("tool", {}).get("driver")
        check(isinstance(driver, dict), f"{where}: tool.driver is required")
        check(isinstance(driver.get("name"), str) and driver["name"], f"{where}: driver.name required")
        rules = driver.get("rules", [])
        check(isinstance(rules, list), f"{where}: rules must be an array")
        ids = [rule.get("id") for rule in rules]
        check(all(isinstance(i, str) and i for i in ids), f"{where}: every rule needs an id")
        check(len(set(ids)) == len(ids), f"{where}: rule ids must be unique")
        for rule in rules:
            for key in ("shortDescription", "fullDescription", "help"):
                if key in rule:
                    check(isinstance(rule[key].get("text"), str),
                          f"{where}: rule {rule['id']}.{key} needs text")
            if "helpUri" in rule:
                check(is_absolute_uri(rule["helpUri"]), f"{where}: rule {rule['id']} helpUri "
                      "must be an absolute URI")
            level = rule.get("defaultConfiguration", {}).get("level", "warning")
            check(level in LEVELS, f"{where}: rule {rule['id']} has level {level}")
        if "columnKind" in run_:
            check(run_["columnKind"] in ("utf16CodeUnits", "unicodeCodePoints"),
                  f"{where}: bad columnKind")
        base_ids = run_.get("originalUriBaseIds", {})
        for name, loc in base_ids.items():
            check(loc.get("uri", "").endswith("/") and is_absolute_uri(loc["uri"]),
                  f"{where}: originalUriBaseIds.{name} must be an absolute URI ending in '/'")
        for inv in run_.get("invocations", []):
            check(isinstance(inv.get("executionSuccessful"), bool),
                  f"{where}: invocation.executionSuccessful is required")
        results = run_.get("results")
        check(isinstance(results, list), f"{where}: results must be an array")
        for i, res in enumerate(results):
            w = f"{where}.results[{i}]"
            validate_message(res.get("message"), w)
            check(isinstance(res.get("ruleId"), str), f"{w}: ruleId required")
            if "ruleIndex" in res:
                check(0 <= res["ruleIndex"] < len(rules) and rules[res["ruleIndex"]]["id"] == res["ruleId"],
                      f"{w}: ruleIndex does not point at rule {res['ruleId']}")
            check(res.get("level", "warning") in LEVELS, f"{w}: bad level")
            check(isinstance(res.get("locations"), list) and res["locations"], f"{w}: locations required")
            for loc in res["locations"]:
                validate_location(loc, w, base_ids)
            related_ids = [loc.get("id") for loc in res.get("relatedLocations", [])]
            check(len(set(related_ids)) == len(related_ids), f"{w}: related location ids must be unique")
            for loc in res.get("relatedLocations", []):
                validate_location(loc, w, base_ids)
            for f_i, fix in enumerate(res.get("fixes", [])):
                fw = f"{w}.fixes[{f_i}]"
                if "description" in fix:
                    validate_message(fix["description"], fw)
                changes = fix.get("artifactChanges")
                check(isinstance(changes, list) and changes, f"{fw}: artifactChanges (1 or more) required")
                for change in changes:
                    validate_artifact_location(change.get("artifactLocation"), fw, base_ids)
                    repls = change.get("replacements")
                    check(isinstance(repls, list) and repls, f"{fw}: replacements (1 or more) required")
                    for rep in repls:
                        validate_region(rep.get("deletedRegion"), fw)
                        if "insertedContent" in rep:
                            check(isinstance(rep["insertedContent"].get("text"), str),
                                  f"{fw}: insertedContent needs text")


def load_sarif(args):
    return json.loads((run_dir(args) / "out.sarif").read_text(encoding="utf-8"))


def case_sarif(args):
    log = load_sarif(args)
    validate_sarif(log)
    run_ = log["runs"][0]
    rules = {r["id"]: r for r in run_["tool"]["driver"]["rules"]}
    check(sorted(rules) == JSON_CHECKS, f"one rule per json-* check expected, got {sorted(rules)}")
    docs = Path(args.source_root) / "docs" / "checks"
    for check_name, rule in rules.items():
        page = (docs / f"{check_name}.md").read_text(encoding="utf-8").splitlines()
        first_words = page[2].strip()
        check(rule["fullDescription"]["text"].startswith(first_words),
              f"{check_name}: the description is not the docs page's summary")
        check(rule["helpUri"].endswith(f"docs/checks/{check_name}.md"),
              f"{check_name}: helpUri does not link its docs page: {rule['helpUri']}")
    found = sorted((r["ruleId"], r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
                    r["locations"][0]["physicalLocation"]["region"]["startLine"])
                   for r in run_["results"])
    expected = sorted([("json-options-in-hot-path", "orders.cpp", 8),
                       ("json-missing-registration", "orders.cpp", 9),
                       ("json-options-in-hot-path", "report.cpp", 9),
                       ("json-missing-registration", "report.cpp", 12)])
    check(found == expected, f"results {found}, expected {expected}")
    for r in run_["results"]:
        if r["ruleId"] == "json-missing-registration":
            notes = [(loc["message"]["text"], loc["physicalLocation"]["artifactLocation"]["uri"])
                     for loc in r["relatedLocations"]]
            check(("'Order' is defined here", "model.hpp") in notes,
                  f"the note on Order's definition is not a related location: {notes}")
            uris = [c["artifactLocation"]["uri"] for f in r.get("fixes", []) for c in f["artifactChanges"]]
            check(uris in (["model.hpp"], []), f"the registration fix should edit model.hpp: {uris}")
        else:
            check(r["fixes"], f"{r['ruleId']}: no fixes")
    check(run_["invocations"][0]["executionSuccessful"] is True, "the run was not successful")

    # What code scanning shows: the reported token with its snippet, and the
    # lines around it.
    first = next(r for r in run_["results"] if r["ruleId"] == "json-options-in-hot-path"
                 and r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "orders.cpp")
    physical = first["locations"][0]["physicalLocation"]
    check(physical["region"] == {"startLine": 8, "startColumn": 21, "endLine": 8, "endColumn": 28,
                                 "snippet": {"text": "options"}},
          f"the region should be the reported token: {physical['region']}")
    check(physical["contextRegion"]["startLine"] == 6 and physical["contextRegion"]["endLine"] == 10
          and "  tidyjson::options options{tidyjson::naming::camel_case};"
          in physical["contextRegion"]["snippet"]["text"].split("\n"),
          f"the context region should be lines 6-10: {physical['contextRegion']}")
    # Fingerprints: one per result, unique, free of line numbers.
    prints = [r["partialFingerprints"]["jsonTidyFindingHash/v1"] for r in run_["results"]]
    check(len(set(prints)) == len(prints) and all(re.fullmatch(r"[0-9a-f]{32}:\d+", p) for p in prints),
          f"bad partialFingerprints: {prints}")
    # The checkout the log describes.
    project = run_dir(args) / "project"
    env = base_env(run_dir(args), args.plugin)
    head = run(["git", "rev-parse", "HEAD"], cwd=project, env=env, expect=0)[1].strip()
    check(run_["versionControlProvenance"] == [{
        "repositoryUri": project.resolve().as_uri() + "/", "revisionId": head, "branch": "main",
        "mappedTo": {"uriBaseId": "SRCROOT"}}], f"bad provenance: {run_['versionControlProvenance']}")
    # Each replacement once in the whole log: Order's registration, which both
    # files report, is carried by the first report only.
    carried = [(c["artifactLocation"]["uri"], json.dumps(rep, sort_keys=True))
               for r in run_["results"] for f in r.get("fixes", []) for c in f["artifactChanges"]
               for rep in c["replacements"]]
    check(len(carried) == len(set(carried)), f"a replacement is carried twice: {carried}")
    registrations = [(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"], "fixes" in r)
                     for r in run_["results"] if r["ruleId"] == "json-missing-registration"]
    check(registrations == [("orders.cpp", True), ("report.cpp", False)],
          f"Order's registration should be carried by orders.cpp's report only: {registrations}")
    for rule in rules.values():
        check(rule["helpUri"] == f"{DOCS_URL}/checks/{rule['id']}.md", f"bad helpUri {rule['helpUri']}")
    check(run_["tool"]["driver"]["informationUri"] == f"{DOCS_URL}/ci.md", "bad informationUri")

    validate_sarif_file(run_dir(args) / "out.sarif", args.source_root, run_dir(args))


def case_github(args):
    out = (run_dir(args) / "stdout.txt").read_text()
    annotations = [l for l in out.splitlines() if l.startswith("::warning ") or l.startswith("::error ")]
    check(len(annotations) == 4, f"4 annotations expected, got {len(annotations)}", out)
    pattern = re.compile(r"^::warning file=([^,]+),line=(\d+),col=(\d+),title=(json-[a-z-]+)::(.+)$")
    for a in annotations:
        m = pattern.match(a)
        check(m is not None, f"malformed annotation: {a}")
        if m.group(4) == "json-missing-registration":
            check("%0Amodel.hpp:19:8: note: " in m.group(5),
                  "the note should follow the message on an escaped new line", a)
    check(any(a.startswith("::warning file=orders.cpp,line=8,col=21,title=json-options-in-hot-path::"
                           "options object 'options' is built on every call") for a in annotations),
          "the annotation for orders.cpp:8 is missing", out)
    check(any("model.hpp:" in a and "note: 'Order' is defined here" in a for a in annotations),
          "the note is not in the annotation", out)


def apply_sarif_fixes(log, root):
    """Applies every fix of the SARIF log, as a consumer that applies them all
    does (no deduplication: the log carries each edit once), to the files
    under root; regions are lines and Unicode code point columns."""
    edits = {}
    for res in log["runs"][0]["results"]:
        for fix in res.get("fixes", []):
            for change in fix["artifactChanges"]:
                uri = urllib.parse.unquote(change["artifactLocation"]["uri"])
                for rep in change["replacements"]:
                    r = rep["deletedRegion"]
                    key = (r["startLine"], r["startColumn"], r["endLine"], r["endColumn"],
                           rep.get("insertedContent", {}).get("text", ""))
                    edits.setdefault(uri, []).append(key)
    for uri, keys in edits.items():
        path = Path(root) / uri
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)

        def index(line, col):
            return sum(len(l) for l in lines[:line - 1]) + col - 1

        text = "".join(lines)
        for sl, sc, el, ec, new in sorted(keys, reverse=True):
            text = text[:index(sl, sc)] + new + text[index(el, ec):]
        path.write_text(text, encoding="utf-8")


def case_diff(args):
    work = run_dir(args)
    env = base_env(work, args.plugin)
    patch = work / "fixes.patch"
    check(patch.stat().st_size > 0, "the diff is empty")
    applied = copy_project(args, Path(args.work) / "diff" / "applied")
    git_init(applied, env)
    git_commit_all(applied, env)
    run(["git", "apply", "--check", patch], cwd=applied, env=env, expect=0)
    run(["git", "apply", patch], cwd=applied, env=env, expect=0)
    run(["git", "diff", "--exit-code", "--quiet"], cwd=applied, env=env, expect=1)

    model = (applied / "model.hpp").read_text()
    check(model.count("TIDYJSON_TYPE(Order, id, customer, lines)") == 1,
          "the registration of Order should be added exactly once", model)
    orders = (applied / "orders.cpp").read_text()
    check("  static const tidyjson::options options{tidyjson::naming::camel_case};" in orders,
          "orders.cpp: options not made static const", orders)
    report = (applied / "report.cpp").read_text()
    check("static const tidyjson::options json_options{tidyjson::naming::snake_case};" in report
          and "tidyjson::serialize(line, json_options)" in report,
          "report.cpp: the temporary was not hoisted", report)

    # The fixed project compiles (the unfixed one does not: Order is not described).
    for src in PROJECT_SOURCES:
        run([args.clangxx, "-std=c++20", "-fsyntax-only", f"-I{args.runtime_include}", applied / src],
            cwd=applied, env=env, expect=0)

    # The SARIF fixes describe exactly the same edits.
    via_sarif = copy_project(args, Path(args.work) / "diff" / "sarif")
    apply_sarif_fixes(load_sarif(args), via_sarif)
    for name in ["model.hpp"] + PROJECT_SOURCES:
        check((via_sarif / name).read_text() == (applied / name).read_text(),
              f"{name}: the SARIF fixes and the diff disagree")


# --------------------------------------------------------------------------


def clean_case(args, name):
    """The work directory, environment and a one-file project without findings."""
    work = fresh_dir(Path(args.work) / name)
    clean = fresh_dir(work / "clean")
    (clean / "clean.cpp").write_text("int main() { return 0; }\n")
    write_project(clean, ["clean.cpp"], args.runtime_include, args.clangxx)
    return work, base_env(work, args.plugin), clean


def case_exit_codes(args):
    work, env, clean = clean_case(args, "exit_codes")
    jt = args.json_tidy

    rc, out, err = run([jt, "--all", "--no-such-option"], cwd=clean, env=env)
    check(rc == 2 and "unknown option '--no-such-option'" in err and "usage:" in err,
          "an unknown option must be a usage error (2)", err)
    rc, out, err = run([jt, "--all", "--fix", "--diff"], cwd=clean, env=env)
    check(rc == 2 and "exclude each other" in err, "--fix with --diff must exit 2", err)
    rc, out, err = run([jt, "--all", "--github", "--diff"], cwd=clean, env=env)
    check(rc == 2 and "use --diff=FILE" in err, "--github with --diff to stdout must exit 2", err)
    rc, out, err = run([jt, "--lines"], cwd=clean, env=env)
    check(rc == 2 and "--lines needs --changed" in err, "--lines alone must exit 2", err)
    # The help's synopsis has no `-- COMPILER_ARGS` for the driver: it says so.
    rc, out, err = run([jt, "--all", "--", "-std=c++20"], cwd=clean, env=env)
    check(rc == 2 and "use --extra-arg=ARG" in err, "the driver with -- ARGS must exit 2", err)
    rc, out, err = run([jt, "--json-tidy-help"], cwd=clean, env=env)
    check(rc == 0 and "COMPILER_ARGS" not in out.splitlines()[0] and "--extra-arg" in out
          and "exit status: 0 no findings, 1 findings, 2 usage or tool errors" in out,
          "the help must describe the driver as it is", out)

    empty = fresh_dir(work / "empty")
    rc, out, err = run([jt, "--all", "-p", empty], cwd=empty, env=env)
    check(rc == 2 and f"no compile_commands.json in {empty}" in err,
          "a missing compile database must exit 2 and say so", err)

    # A plugin built for another clang-tidy: here, one that needs a symbol
    # clang-tidy-19 does not have, as an LLVM 18 build would.
    fake_c = work / "fake_plugin.cpp"
    fake_c.write_text('extern "C" int llvm_18_abi_tag_for_the_test;\n'
                      'extern "C" int* tidyjson_fake_plugin = &llvm_18_abi_tag_for_the_test;\n')
    fake = work / "libtidyjson-checks-llvm18.so"
    run([args.clangxx, "-shared", "-fPIC", fake_c, "-o", fake], env=env, expect=0)
    bad_env = dict(env, TIDYJSON_PLUGIN=str(fake))
    for cmd in ([jt, "--all", "-p", clean], [jt, "--list-checks"]):
        rc, out, err = run(cmd, cwd=clean, env=bad_env)
        check(rc == 2, f"{cmd[1]} with a plugin for another clang-tidy must exit 2", out + err)
        check("built for another clang-tidy version" in err and "built for clang-tidy 18" in err
              and "Rebuild it against LLVM 19 with clang++-19" in err,
              "the error must say it in plain words", err)

    # A clang-tidy-19 on PATH that is not LLVM 19.
    fake_bin = fresh_dir(work / "fake-bin")
    (fake_bin / "clang-tidy-19").write_text("#!/bin/sh\necho 'Debian LLVM version 18.1.8'\n")
    (fake_bin / "clang-tidy-19").chmod(0o755)
    rc, out, err = run([jt, "--all", "-p", clean], cwd=clean,
                       env=dict(env, PATH=f"{fake_bin}{os.pathsep}{env['PATH']}"))
    check(rc == 2 and "reports LLVM version '18'" in err, "a wrong clang-tidy must exit 2", err)

    # Clean: exit 0, and still a complete SARIF log.
    rc, out, err = run([jt, "--all", "-p", clean, "--sarif", work / "clean.sarif"], cwd=clean, env=env)
    check(rc == 0 and "no findings in 1 file" in err, "a clean run must exit 0", out + err)
    log = json.loads((work / "clean.sarif").read_text())
    validate_sarif(log)
    check(log["runs"][0]["results"] == [] and len(log["runs"][0]["tool"]["driver"]["rules"]) == len(JSON_CHECKS),
          "a clean SARIF log has no results and the four rules")
    check(all("helpUri" not in r for r in log["runs"][0]["tool"]["driver"]["rules"]),
          "without --docs-url a rule has no helpUri (never a path on this machine)")
    notes = {rule for _, rule, _ in validate_sarif_file(work / "clean.sarif", args.source_root, work)}
    check("SARIF2012" in notes, "the validator should note the missing helpUri", str(notes))


# A plugin module whose check needs a function clang-tidy-19 does not export,
# as one built by g++ needs the instantiations of OptionsView::get<bool> that
# clang++-19 inlines: it loads (lazy binding), lists its check, and dies with
# "symbol lookup error" (exit 127) as soon as a file is checked.
LAZY_PLUGIN = """\
#include "clang-tidy/ClangTidyCheck.h"
#include "clang-tidy/ClangTidyModule.h"
#include "clang-tidy/ClangTidyModuleRegistry.h"

void tidyjson_test_symbol_clang_tidy_lacks();

namespace {
class FakeCheck : public clang::tidy::ClangTidyCheck {
public:
  FakeCheck(llvm::StringRef Name, clang::tidy::ClangTidyContext *Context)
      : ClangTidyCheck(Name, Context) {
    tidyjson_test_symbol_clang_tidy_lacks();
  }
};
class FakeModule : public clang::tidy::ClangTidyModule {
public:
  void addCheckFactories(clang::tidy::ClangTidyCheckFactories &Factories) override {
    Factories.registerCheck<FakeCheck>("json-fake-check");
  }
};
} // namespace

static clang::tidy::ClangTidyModuleRegistry::Add<FakeModule> X("json-fake", "needs a symbol");
"""


def case_plugin_check(args):
    work, env, clean = clean_case(args, "plugin_check")
    (work / "fake.cpp").write_text(LAZY_PLUGIN)
    flags = run(["llvm-config-19", "--cxxflags"], env=env, expect=0)[1].split()
    fake = work / "libtidyjson-checks-llvm19.so"
    run([args.clangxx, *flags, "-shared", "-fPIC", work / "fake.cpp", "-o", fake], env=env, expect=0)

    # What the old self-test did, --list-checks, passes with this plugin...
    rc, out, err = run(["clang-tidy-19", f"--load={fake}", "--checks=-*,json-*", "--list-checks"],
                       env=env)
    check(rc == 0 and "json-fake-check" in out, "the plugin should load and list its check", out + err)
    # ...but every real run dies.
    (work / "one.cpp").write_text("int one;\n")
    rc, out, err = run(["clang-tidy-19", f"--load={fake}", "--checks=-*,json-*", work / "one.cpp",
                        "--"], env=env)
    check(rc != 0 and "undefined symbol" in out + err, "a real run should fail", out + err)

    # json-tidy runs the checks on a one-line file first, and says what is wrong.
    bad_env = dict(env, TIDYJSON_PLUGIN=str(fake))
    for cmd in ([args.json_tidy, "--all", "-p", clean], [args.json_tidy, "--list-checks"],
                [args.json_tidy, "--checks=-*,json-*", "clean.cpp", "--"]):
        rc, out, err = run(cmd, cwd=clean, env=bad_env)
        check(rc == 2 and "does not work with clang-tidy 19" in err
              and "by another compiler than clang++-19" in err and "undefined symbol" in err
              and "-DCMAKE_CXX_COMPILER=clang++-19" in err,
              f"{' '.join(map(str, cmd[1:]))}: the broken plugin must be refused in plain words",
              out + err)


def case_drop_in(args):
    work = fresh_dir(Path(args.work) / "drop_in")
    env = base_env(work, args.plugin)
    for extra in (["--version"], ["--checks=-*,json-*", "--list-checks"]):
        direct = run(["clang-tidy-19", f"--load={args.plugin}"] + extra, cwd=work, env=env)
        via = run([args.json_tidy] + extra, cwd=work, env=env)
        check(direct == via, f"json-tidy {' '.join(extra)} differs from clang-tidy-19 --load",
              f"{direct}\n{via}")
    check(all(c in via[1] for c in JSON_CHECKS), "the json-* checks are not listed", via[1])
    # A file with its compiler arguments after --, as editors call clang-tidy.
    (work / "plain.cpp").write_text("int twice(int x) { return 2 * x; }\n")
    direct = run(["clang-tidy-19", f"--load={args.plugin}", "--checks=-*,json-*", "plain.cpp", "--",
                  "-std=c++20"], cwd=work, env=env)
    via = run([args.json_tidy, "--checks=-*,json-*", "plain.cpp", "--", "-std=c++20"], cwd=work, env=env)
    check(direct == via, "json-tidy FILE -- ARGS differs from clang-tidy-19 --load", f"{direct}\n{via}")


def case_changed_lines(args):
    work = fresh_dir(Path(args.work) / "changed_lines")
    env = base_env(work, args.plugin)
    repo = fresh_dir(work / "repo")
    shutil.copy(HERE / "inputs" / "prices_before.cpp", repo / "prices.cpp")
    shutil.copy(HERE / "inputs" / "legacy.cpp", repo / "legacy.cpp")
    write_project(repo, ["prices.cpp", "legacy.cpp"], args.runtime_include, args.clangxx)
    git_init(repo, env)
    git_commit_all(repo, env, "before")
    shutil.copy(HERE / "inputs" / "prices_after.cpp", repo / "prices.cpp")

    # With --fix too: what is reported is what is fixed, and nothing else.
    rc, out, err = run([args.json_tidy, "--changed", "HEAD", "--lines", "-p", repo, "--github",
                        "--fix"], cwd=repo, env=env)
    check(rc == 1, f"--changed --lines exited with {rc}, expected 1", out + err)
    check("checking 1 file" in err, "only prices.cpp should be checked", err)
    annotations = [l for l in out.splitlines() if l.startswith("::warning")]
    check(len(annotations) == 1 and "file=prices.cpp,line=20," in annotations[0]
          and "'pretty'" in annotations[0], "only the finding on the changed lines expected", out + err)
    check("legacy.cpp" not in out and "prices.cpp:14:" not in out,
          "findings outside the changed lines were reported", out)
    check("json-tidy: applied 1 fix to 1 file" in err, "--fix did not say what it did", err)
    fixed = (repo / "prices.cpp").read_text()
    check("  static const tidyjson::options pretty{tidyjson::indent{2}};" in fixed
          and "\n  tidyjson::options options{tidyjson::naming::camel_case};" in fixed,
          "--fix should fix the changed line and only it", fixed)
    check((repo / "legacy.cpp").read_text() == (HERE / "inputs" / "legacy.cpp").read_text(),
          "legacy.cpp was touched")


def inventory_repo(args, work, env, build_subdir=False):
    """A repository with inventory.hpp (as committed), stock.cpp and label.cpp
    including it, other.cpp not; compile_commands.json lists the three."""
    repo = fresh_dir(Path(work) / "repo")
    source = HERE / "inputs" / "inventory"
    shutil.copy(source / "inventory_before.hpp", repo / "inventory.hpp")
    for name in ("stock.cpp", "label.cpp", "other.cpp"):
        shutil.copy(source / name, repo / name)
    write_project(repo, ["stock.cpp", "label.cpp", "other.cpp"], args.runtime_include, args.clangxx)
    git_init(repo, env)
    git_commit_all(repo, env, "inventory")
    return repo


def case_changed_headers(args):
    work = fresh_dir(Path(args.work) / "changed_headers")
    env = base_env(work, args.plugin)
    repo = inventory_repo(args, work, env)
    shutil.copy(HERE / "inputs" / "inventory" / "inventory_after.hpp", repo / "inventory.hpp")

    rc, out, err = run([args.json_tidy, "--changed", "--github", "--sarif", work / "header.sarif"],
                       cwd=repo, env=env)
    check(rc == 1, f"a header change that breaks stock.cpp exited with {rc}, expected 1", out + err)
    check("checking 2 files (2 that include a changed header)" in err,
          "stock.cpp and label.cpp (not other.cpp) should be checked", err)
    annotations = [l for l in out.splitlines() if l.startswith("::")]
    check(any(a.startswith("::warning file=stock.cpp,") and "json-missing-registration" in a
              and "'shop::Batch'" in a for a in annotations),
          "the finding in stock.cpp (an unchanged file) must be reported", out)
    check(not any("label.cpp" in a or "other.cpp" in a for a in annotations),
          "label.cpp is clean and other.cpp is not checked", out)
    validate_sarif_file(work / "header.sarif", args.source_root, work)

    # --lines reports findings on changed lines, and findings elsewhere whose
    # notes point at a changed line: Batch's definition is new, so the call in
    # stock.cpp it breaks is reported (with its notes), the rest is not.
    rc, out, err = run([args.json_tidy, "--changed", "HEAD", "--lines"], cwd=repo, env=env)
    check(rc == 1 and "stock.cpp:8:10: warning: type 'shop::Batch' is not described" in out
          and "inventory.hpp:12:8: note: 'Batch' is defined here" in out
          and "1 finding in 1 file" in err,
          "--lines must report the finding whose note is on a changed line", out + err)

    # Passed as a file (as the pre-commit hook does), the header selects the
    # same two files; a file that is not C or C++ is ignored.
    (repo / "README.md").write_text("# inventory\n")
    rc, out, err = run([args.json_tidy, "--files", "inventory.hpp", "README.md"], cwd=repo, env=env)
    check(rc == 1 and "checking 2 files (2 that include a named header)" in err,
          "--files with a header should check its includers", out + err)


def case_changed_errors(args):
    work = fresh_dir(Path(args.work) / "changed_errors")
    env = base_env(work, args.plugin)
    repo = inventory_repo(args, work, env)
    jt = args.json_tidy

    rc, out, err = run([jt, "--changed", "nosuchbranch"], cwd=repo, env=env)
    check(rc == 2 and "'nosuchbranch' is not a commit in this repository" in err
          and "git fetch origin <branch>" in err, "an unknown BASE must stop the run", err)
    rc, out, err = run([jt, "--changed", "stock.cpp"], cwd=repo, env=env)
    check(rc == 2 and "'stock.cpp' is a file: BASE comes first" in err,
          "a file given as BASE must be explained", err)

    # A new source file the compile database does not list yet.
    (repo / "fresh.cpp").write_text("int fresh() { return 1; }\n")
    run(["git", "add", "fresh.cpp"], cwd=repo, env=env, expect=0)
    rc, out, err = run([jt, "--changed"], cwd=repo, env=env)
    check(rc == 2 and "fresh.cpp is not in compile_commands.json" in err and "Re-run CMake" in err,
          "a changed source missing from the database must stop the run", out + err)
    run(["git", "rm", "-q", "--cached", "fresh.cpp"], cwd=repo, env=env, expect=0)

    # A shallow clone of a branch, with the base fetched shallow too: no merge
    # base, so the change cannot be told apart.
    run(["git", "checkout", "-q", "-b", "feature"], cwd=repo, env=env, expect=0)
    (repo / "label.cpp").write_text((repo / "label.cpp").read_text() + "// changed\n")
    git_commit_all(repo, env, "feature")
    run(["git", "checkout", "-q", "main"], cwd=repo, env=env, expect=0)
    (repo / "other.cpp").write_text((repo / "other.cpp").read_text() + "// main moved on\n")
    git_commit_all(repo, env, "main moves on")
    shallow = work / "shallow"
    run(["git", "clone", "-q", "--depth", "1", "--branch", "feature", f"file://{repo}", shallow],
        env=env, expect=0)
    run(["git", "fetch", "-q", "--depth", "1", "origin", "main:refs/remotes/origin/main"],
        cwd=shallow, env=env, expect=0)
    rc, out, err = run([jt, "--changed", "origin/main", "-p", repo], cwd=shallow, env=env)
    check(rc == 2 and "have no common ancestor here" in err and "git fetch --unshallow" in err,
          "a missing merge base must stop the run", err)


def case_github_limits(args):
    work = fresh_dir(Path(args.work) / "github_limits")
    env = base_env(work, args.plugin)
    repo = fresh_dir(work / "repo")
    functions = "".join(f"std::string f{i}(const Row& r) {{\n"
                        f"  tidyjson::options options{{tidyjson::naming::camel_case}};\n"
                        f"  return tidyjson::serialize(r, options);\n}}\n" for i in range(12))
    (repo / "many.cpp").write_text("#include <tidyjson/tidyjson.hpp>\n#include <string>\n"
                                   "struct Row { int id = 0; };\nTIDYJSON_TYPE(Row, id)\n" + functions)
    write_project(repo, ["many.cpp"], args.runtime_include, args.clangxx)
    rc, out, err = run([args.json_tidy, "--all", "--github", "--sarif", "json-tidy.sarif"],
                       cwd=repo, env=env)
    lines = out.splitlines()
    check(rc == 1 and sum(l.startswith("::warning ") for l in lines) == 12,
          "12 findings, 12 annotations expected", out + err)
    notice = [l for l in lines if l.startswith("::notice ")]
    check(len(notice) == 1 and "12 findings (12 warnings, 0 errors)" in notice[0]
          and "at most 10 warning and 10 error annotations of a step and 50 of a job" in notice[0]
          and "the SARIF log json-tidy.sarif" in notice[0],
          "a notice must say that GitHub shows only some, and where all are", out)
    validate_sarif_file(repo / "json-tidy.sarif", args.source_root, work)
    # Without --sarif, the notice points at the log.
    rc, out, err = run([args.json_tidy, "--all", "--github"], cwd=repo, env=env)
    check("the json-tidy log above" in out, "the notice must point at the log", out)


def findings_of(path):
    """A SARIF log's findings without their fixes: rule, place and message."""
    log = json.loads(Path(path).read_text(encoding="utf-8"))
    return sorted((r["ruleId"], r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
                   r["locations"][0]["physicalLocation"]["region"]["startLine"],
                   r["message"]["text"]) for r in log["runs"][0]["results"])


def edited_lines(patch):
    """The lines a unified diff adds or removes (without the file headers)."""
    return {l for l in patch.splitlines()
            if l[:1] in "+-" and not l.startswith(("+++ ", "--- "))}


def shard_outputs(args, project, env, count, work):
    """The run fixture's project in `count` shards: their SARIF logs and patches."""
    logs, patches = [], []
    for i in range(1, count + 1):
        log, patch = work / f"shard-{i}-of-{count}.sarif", work / f"shard-{i}-of-{count}.patch"
        rc, out, err = run([args.json_tidy, "--all", "-p", project, "--shard", f"{i}/{count}",
                            "--sarif", log, "--docs-url", DOCS_URL, f"--diff={patch}"],
                           cwd=project, env=env)
        check(rc in (0, 1) and f"shard {i}/{count}: " in err, f"shard {i}/{count} failed", err)
        logs.append(log)
        patches.append(patch)
    return logs, patches


def case_shards(args):
    work = fresh_dir(Path(args.work) / "shards")
    env = base_env(work, args.plugin)
    fixture = run_dir(args)
    project = fixture / "project"
    for count in (2, 3):
        logs, patches = shard_outputs(args, project, env, count, work)
        marks = [json.loads(l.read_text())["runs"][0]["properties"]["jsonTidyShard"] for l in logs]
        check(sorted(m["index"] for m in marks) == list(range(1, count + 1))
              and len({m["partition"] for m in marks}) == 1 and sum(m["files"] for m in marks) == 2,
              f"the shards' logs should say which share of one partition they hold: {marks}")
        merged = work / f"merged-{count}.sarif"
        rc, out, err = run([args.json_tidy, "merge-sarif", "-o", merged, *logs], cwd=project, env=env)
        check(rc == 1 and "4 findings" in err, f"merge-sarif of {count} shards", out + err)
        # The same findings as one run. Their fixes differ in one way only:
        # a fix to model.hpp, which both units include, is proven by every
        # includer agreeing (docs/ci.md, "Fixes in shared headers"); a shard
        # sees its own units only, so it leaves that fix out, never applies a
        # different one.
        check(findings_of(merged) == findings_of(fixture / "out.sarif"),
              f"the merged log of {count} shards has other findings than the single run's")
        patch = work / f"merged-{count}.patch"
        run([args.json_tidy, "merge-diff", "-o", patch, *patches], cwd=project, env=env, expect=0)
        single_patch = (fixture / "fixes.patch").read_text()
        merged_patch = patch.read_text()
        check("TIDYJSON_TYPE(Order" in single_patch and "TIDYJSON_TYPE(Order" not in merged_patch,
              f"the shared header's registration must be left out of {count} shards' patch",
              merged_patch)
        check(edited_lines(merged_patch) <= edited_lines(single_patch) and
              edited_lines(merged_patch) == {l for l in edited_lines(single_patch)
                                             if "TIDYJSON_TYPE(Order" not in l},
              f"the merged patch of {count} shards should be the single run's without the "
              "shared header's registration", merged_patch)
    validate_sarif_file(work / "merged-3.sarif", args.source_root, work)
    validate_sarif_file(work / "shard-1-of-3.sarif", args.source_root, work)

    # What merge-sarif refuses.
    logs, patches = shard_outputs(args, project, env, 2, work)
    log2 = json.loads(logs[1].read_text())
    def refused(files, message):
        rc, out, err = run([args.json_tidy, "merge-sarif", "-o", work / "refused.sarif", *files],
                           cwd=project, env=env)
        check(rc == 2 and message in err, f"merge-sarif should refuse: {message}", err)
    refused([logs[0]], "shard 2/2 is missing")
    refused([logs[0], logs[0]], "are both shard 1/2")
    other = work / "other-partition.sarif"
    log2["runs"][0]["properties"]["jsonTidyShard"]["partition"] = "0" * 64
    other.write_text(json.dumps(log2))
    refused([logs[0], other], "the shards split the files differently")
    log2["runs"][0]["tool"]["driver"]["name"] = "another-tool"
    other.write_text(json.dumps(log2))
    refused([logs[0], other], "is not a json-tidy log")

    # Two different edits of one line cannot both be applied.
    text = (fixture / "fixes.patch").read_text()
    changed = work / "changed.patch"
    changed.write_text(text.replace("static const tidyjson::options options",
                                    "static const tidyjson::options other_name"))
    rc, out, err = run([args.json_tidy, "merge-diff", "-o", "-", fixture / "fixes.patch", changed],
                       cwd=project, env=env)
    check(rc == 2 and "orders.cpp:" in err and "differently" in err,
          "merge-diff should refuse two edits of one line", out + err)


def matrix_workflow(source_root):
    """The jobs of docs/ci.md's matrix workflow (its YAML block)."""
    import yaml
    text = (Path(source_root) / "docs" / "ci.md").read_text(encoding="utf-8")
    block = next((b for b in re.findall(r"```yaml\n(.*?)```", text, re.DOTALL)
                  if b.startswith("name: json-tidy (4 shards)")), None)
    check(block is not None, "docs/ci.md has no workflow named 'json-tidy (4 shards)'")
    return yaml.safe_load(block)


def step(job, name):
    found = [s["run"] for s in job["steps"] if s.get("name", "").startswith(name)]
    check(len(found) == 1, f"the workflow has no step '{name}'")
    return found[0]


def case_matrix_recipe(args):
    workflow = matrix_workflow(args.source_root)
    shards_run = step(workflow["jobs"]["shard"], "json-tidy, shard")
    merge_run = step(workflow["jobs"]["merge"], "Merge the shards")
    count = len(workflow["jobs"]["shard"]["strategy"]["matrix"]["shard"])
    check(count == 4 and "--shard ${{ matrix.shard }}/4" in shards_run, "the matrix and --shard agree")

    work = fresh_dir(Path(args.work) / "matrix_recipe")
    env = base_env(work, args.plugin)
    bin_dir = fresh_dir(work / "bin")
    (bin_dir / "json-tidy").symlink_to(Path(args.json_tidy).resolve())
    env.update(PATH=f"{bin_dir}:{env['PATH']}", TIDYJSON_DOCS_URL=DOCS_URL,
               GITHUB_OUTPUT=str(work / "github-output"))
    project = copy_project(args, work / "project")
    build = fresh_dir(project / "build")
    shutil.move(project / "compile_commands.json", build / "compile_commands.json")
    git_init(project, env)
    (project / ".gitignore").write_text("build/\nshards/\n*.sarif\n*.patch\n")
    git_commit_all(project, env, "the project")
    env["GITHUB_WORKSPACE"] = str(project)

    # Each shard as a machine of the matrix: an empty cache to start with
    # (the first run), its own outputs handed over as the artifact.
    for i in range(1, count + 1):
        shutil.rmtree(build / "json-tidy-cache", ignore_errors=True)
        script = shards_run.replace("${{ matrix.shard }}", str(i))
        rc, out, err = run(["bash", "-e", "-c", script], cwd=project, env=env)
        check(rc == 0, f"shard {i}: the documented step failed ({rc})", out + err)
        artifact = fresh_dir(project / "shards" / f"json-tidy-shard-{i}")
        for name in ("shard.sarif", "shard.patch"):
            shutil.move(project / name, artifact / name)
        shutil.copytree(build / "json-tidy-cache", artifact / "build" / "json-tidy-cache")
    shutil.rmtree(build / "json-tidy-cache")

    # The merge job runs json-tidy's package from a clone at /tmp/tidyjson;
    # here, from this checkout, and without a json-tidy on PATH.
    merge_run = merge_run.replace("/tmp/tidyjson", str(Path(args.source_root).resolve()))
    rc, out, err = run(["bash", "-e", "-c", merge_run], cwd=project,
                       env=dict(env, PATH="/usr/bin:/bin"))
    check(rc == 0 and "status=1" in (work / "github-output").read_text(),
          "the documented merge step failed, or found no findings", out + err)
    log = json.loads((project / "json-tidy.sarif").read_text())
    found = sorted((r["ruleId"], r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
                    r["locations"][0]["physicalLocation"]["region"]["startLine"])
                   for r in log["runs"][0]["results"])
    single = sorted((r["ruleId"], r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
                     r["locations"][0]["physicalLocation"]["region"]["startLine"])
                    for r in load_sarif(args)["runs"][0]["results"])
    check(found == single, f"the merged log's findings {found} differ from one run's {single}")
    validate_sarif_file(project / "json-tidy.sarif", args.source_root, work)
    run(["git", "apply", "--check", "json-tidy.patch"], cwd=project, env=env, expect=0)
    # Each shard holds one of the two units that include the header, so
    # neither can prove the registration for both: it is left out.
    check((project / "json-tidy.patch").read_bytes().count(b"TIDYJSON_TYPE(Order") == 0,
          "a shard must not add a registration to a header another shard's unit includes")
    rc, out, err = run([args.json_tidy, "--all", "-p", build], cwd=project, env=env)
    check(rc == 1 and "; all from the cache" in err,
          "the merged cache should hold every file's result", err)


def case_symlinked_header(args):
    """A header two units include by different paths (a symlinked directory)
    is one file: its fixes, reported through both paths, are made once, by
    --fix and by --diff, and the fixed project compiles and prints the same."""
    work = fresh_dir(Path(args.work) / "symlinked_header")
    env = base_env(work, args.plugin)
    project = fresh_dir(work / "project")
    (project / "inc").mkdir()
    (project / "inc" / "point.hpp").write_text(
        "#pragma once\n#include <tidyjson/tidyjson.hpp>\n#include <string>\n"
        "struct Point {\n  int x;\n  int y;\n};\n"
        "inline std::string encode(const Point& p) {\n"
        "  tidyjson::options o{tidyjson::naming::camel_case};\n"
        "  return tidyjson::serialize(p, o);\n}\n")
    os.symlink("inc", project / "alias")
    (project / "a.cpp").write_text('#include "inc/point.hpp"\nstd::string a() { return encode(Point{1, 2}); }\n')
    (project / "b.cpp").write_text('#include "alias/point.hpp"\nstd::string b() { return encode(Point{3, 4}); }\n')
    (project / "main.cpp").write_text("#include <cstdio>\n#include <string>\nstd::string a();\nstd::string b();\n"
                                      'int main() { std::printf("%s %s\\n", a().c_str(), b().c_str()); }\n')
    write_project(project, ["a.cpp", "b.cpp"], args.runtime_include, args.clangxx)
    git_init(project, env)
    git_commit_all(project, env)

    rc, out, err = run([args.json_tidy, "--all", "-p", ".", "--no-cache", "--diff=fixes.patch"], cwd=project, env=env)
    check(rc == 1, "the header's findings should be reported", out + err)
    patch = (project / "fixes.patch").read_text()
    check(patch.count("+TIDYJSON_TYPE(Point, x, y)") == 1 and patch.count("+  static const") == 1
          and "alias/" not in patch, "the diff should edit the header once, by one path", patch)

    rc, out, err = run([args.json_tidy, "--all", "-p", ".", "--no-cache", "--fix"], cwd=project, env=env)
    header = (project / "inc" / "point.hpp").read_text()
    check(header.count("TIDYJSON_TYPE(Point, x, y)") == 1 and header.count("static const") == 1
          and "static const static" not in header, "--fix should edit the header once", header + err)
    run(["git", "apply", "-R", "--check", "fixes.patch"], cwd=project, env=env, expect=0)
    exe = project / "app"
    run([args.clangxx, "-std=c++20", f"-I{args.runtime_include}", "a.cpp", "b.cpp", "main.cpp", "-o", exe],
        cwd=project, env=env, expect=0)
    rc, out, err = run([exe], cwd=project, env=env)
    check(rc == 0 and out == '{"x":1,"y":2} {"x":3,"y":4}\n', "the fixed program's output", out + err)


# One .cpp built into two programs with other -D flags: the server with a
# constant indentation, the tool with an indentation it sets at run time.
CONFIG_ENCODE = """\
#include <tidyjson/tidyjson.hpp>
#include <string>
#ifdef RUNTIME_INDENT
extern int g_indent;                  // the tool sets it per call
#define INDENT g_indent
#else
#define INDENT 2
#endif

struct Rec {
  std::string rec_name;
  int rec_size = 0;
};
TIDYJSON_TYPE(Rec, rec_name, rec_size)

// Hoisting is safe in the server only: the tool's indentation changes.
std::string encode(int size) {
  tidyjson::options o{tidyjson::indent{INDENT, ' '}};
  return tidyjson::serialize(Rec{"rec", size}, o);
}

// The same in both programs: hoisted.
std::string encode_camel(int size) {
  tidyjson::options o{tidyjson::naming::camel_case};
  return tidyjson::serialize(Rec{"camel", size}, o);
}
"""
# A file both configurations compile (not linked: without a description it
# does not build), whose registration each would write with its own members.
CONFIG_DIMS = """\
#include <tidyjson/tidyjson.hpp>
#include <string>
struct Dims {
  int w = 1;
  int h = 2;
#ifdef WITH_DEPTH
  int d = 3;
#endif
};
std::string dims_json() { return tidyjson::serialize(Dims{}); }
"""
CONFIG_MAIN = """\
#include <cstdio>
#include <string>
std::string encode(int size);
std::string encode_camel(int size);
%s
int main() {
  for (int i = 0; i < 3; ++i) {
    %s
    std::printf("%%s\\n%%s\\n", encode(i).c_str(), encode_camel(i).c_str());
  }
}
"""
CONFIG_PROGRAMS = {"server": [], "tool": ["-DRUNTIME_INDENT", "-DWITH_DEPTH"]}


def build_programs(args, project, env, tag):
    """Builds both programs (into build-TAG/) and returns their outputs."""
    out = {}
    build = fresh_dir(project / f"build-{tag}")
    for program, flags in CONFIG_PROGRAMS.items():
        exe = build / program
        run([args.clangxx, "-std=c++20", f"-I{args.runtime_include}", *flags, f"{program}.cpp",
             "encode.cpp", "-o", exe], cwd=project, env=env, expect=0)
        rc, stdout, stderr = run([exe], cwd=project, env=env)
        check(rc == 0, f"{program} ({tag}) exited with {rc}", stdout + stderr)
        out[program] = stdout
    return out


def case_multi_config(args):
    """A .cpp that compile_commands.json lists twice, with other -D flags (one
    program each), is two translation units: each is checked, a fix in the
    file is applied only when both make it (not when one makes no edit or
    another edit), and both programs still compile and print the same after
    --fix. The cache keeps one entry per command; an exact duplicate entry,
    and one that differs only in its outputs (-o, -MD -MF), is checked once; the shards keep both commands of a file together, so they
    prove the same fixes as one run."""
    work = fresh_dir(Path(args.work) / "multi_config")
    env = base_env(work, args.plugin)
    project = fresh_dir(work / "project")
    (project / "encode.cpp").write_text(CONFIG_ENCODE)
    (project / "server.cpp").write_text(CONFIG_MAIN % ("", ""))
    (project / "tool.cpp").write_text(CONFIG_MAIN % ("int g_indent = 0;", "g_indent = i;"))
    (project / "dims.cpp").write_text(CONFIG_DIMS)
    write_project(project, [], args.runtime_include, args.clangxx)   # the .clang-tidy
    entries = []
    for program, flags in CONFIG_PROGRAMS.items():
        for source in (f"{program}.cpp", "encode.cpp", "dims.cpp"):
            entries.append({"directory": str(project), "file": str(project / source), "arguments": [
                str(args.clangxx), "-std=c++20", f"-I{args.runtime_include}", *flags, "-c",
                str(project / source), "-o", f"build/{program}.{Path(source).stem}.o"]})
    entries.append(dict(entries[1]))     # an exact duplicate: the server's encode.cpp
    # The same configuration built into another target: only what it writes
    # differs (-o, a dependency file), so it is checked once too.
    again = dict(entries[1])
    again["arguments"] = [a if a != entries[1]["arguments"][-1] else "build/lib.encode.o"
                          for a in entries[1]["arguments"]] + ["-MD", "-MF", "build/lib.encode.o.d"]
    entries.append(again)
    (project / "compile_commands.json").write_text(json.dumps(entries, indent=2) + "\n")
    (project / ".gitignore").write_text("build*/\njson-tidy-cache/\n*.patch\n*.sarif\n")
    git_init(project, env)
    git_commit_all(project, env, "two programs")
    before = build_programs(args, project, env, "before")
    check(before["server"] != before["tool"], "the two programs should print differently",
          str(before))

    def line_of(text, source=CONFIG_ENCODE):
        return source.splitlines().index(text) + 1

    indent_line = "  tidyjson::options o{tidyjson::indent{INDENT, ' '}};"
    camel_line = "  tidyjson::options o{tidyjson::naming::camel_case};"
    dims_call = "std::string dims_json() { return tidyjson::serialize(Dims{}); }"

    rc, out, err = run([args.json_tidy, "--all", "-p", ".", "-j", "2", "--sarif", "single.sarif",
                        "--diff=single.patch"], cwd=project, env=env)
    check(rc == 1, f"json-tidy --all exited with {rc}", out + err)
    check("checking 4 files (6 compile commands)" in err,
          "every distinct command of a file should be checked, the duplicates once", err)
    for check_name, where in (
            ("json-options-in-hot-path", f"encode.cpp:{line_of(indent_line)}"),
            ("json-missing-registration", f"dims.cpp:{line_of(dims_call, CONFIG_DIMS)}")):
        source = where.split(":")[0]
        message = (f"{where}: [{check_name}] fix left out: {source} (compile command 2 of 2, "
                   f"-o build/tool.{Path(source).stem}.o) does not make the same edit")
        check(message in err, f"json-tidy should say: {message}", err)
    found = findings_of(project / "single.sarif")
    check([(f[0], f[1], f[2]) for f in found] == sorted([
        ("json-missing-registration", "dims.cpp", line_of(dims_call, CONFIG_DIMS)),
        ("json-options-in-hot-path", "encode.cpp", line_of(indent_line)),
        ("json-options-in-hot-path", "encode.cpp", line_of(camel_line))]),
          f"each finding of both configurations once: {found}")
    patch = (project / "single.patch").read_text()
    check(edited_lines(patch) == {"-" + camel_line, "+  static const" + camel_line[1:]},
          "only the fix both configurations make should be in the diff", patch)

    # One cache entry per compile command (the duplicate has none of its own).
    units = sorted(json.loads(f.read_bytes().partition(b"\n")[2])["unit"]
                   for f in (project / "json-tidy-cache" / "entries").glob("*/*"))
    check([os.path.basename(u) for u in units] == ["dims.cpp", "dims.cpp", "encode.cpp",
                                                   "encode.cpp", "server.cpp", "tool.cpp"],
          f"one cache entry per compile command expected: {units}")

    # Two shards: encode.cpp's commands stay in one, which proves the same fix.
    patches = []
    for i in (1, 2):
        patches.append(project / f"shard-{i}.patch")
        rc, out, err = run([args.json_tidy, "--all", "-p", ".", "--shard", f"{i}/2",
                            f"--diff={patches[-1]}"], cwd=project, env=env)
        check(rc in (0, 1) and "from the cache" in err, f"shard {i}/2 failed", out + err)
    run([args.json_tidy, "merge-diff", "-o", "merged.patch", *patches], cwd=project, env=env,
        expect=0)
    merged = (project / "merged.patch").read_text()
    check(merged == patch, "the shards' merged patch should be the single run's", merged)

    # --fix replays all six units.

    rc, out, err = run([args.json_tidy, "--all", "-p", ".", "--fix"], cwd=project, env=env)
    check(rc == 1 and "; all from the cache" in err and "applied 1 fix to 1 file" in err,
          "--fix should replay every unit and apply the one agreed fix", err)
    fixed = (project / "encode.cpp").read_text()
    check(fixed == CONFIG_ENCODE.replace(camel_line, "  static const" + camel_line[1:]),
          "encode.cpp is not fixed as expected", fixed)
    check((project / "dims.cpp").read_text() == CONFIG_DIMS,
          "dims.cpp should keep its registration out: each configuration writes another one")
    after = build_programs(args, project, env, "after")
    check(after == before, "a program's output changed after the fixes",
          json.dumps({"before": before, "after": after}, indent=1))


def make_unwritable(path):
    """Makes a file the fix cannot replace: immutable as root (root writes
    any mode), read-only otherwise."""
    if os.geteuid() == 0:
        proc = subprocess.run(["chattr", "+i", str(path)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              text=True)
        check(proc.returncode == 0, "chattr +i is needed to make a file root cannot replace", proc.stdout)
        return lambda: subprocess.run(["chattr", "-i", str(path)], check=True)
    path.chmod(0o444)
    return lambda: path.chmod(0o644)


def case_fix_unwritable(args):
    """--fix on two files, one of which cannot be written: the other is
    fixed, the unwritable one is named and left as it was, its fixes are
    not counted as applied, and json-tidy exits 2. The fixed file keeps its
    mode, and no temporary file is left beside either."""
    work = fresh_dir(Path(args.work) / "fix_unwritable")
    env = base_env(work, args.plugin)
    project = fresh_dir(work / "project")
    source = HOT_OPTIONS_SOURCE
    for name in ("open.cpp", "locked.cpp"):
        (project / name).write_text(source)
    (project / "open.cpp").chmod(0o640)
    write_project(project, ["open.cpp", "locked.cpp"], args.runtime_include, args.clangxx)
    restore = make_unwritable(project / "locked.cpp")
    try:
        rc, out, err = run([args.json_tidy, "--all", "-p", ".", "--no-cache", "--fix"], cwd=project, env=env)
    finally:
        restore()
    check(rc == 2, f"a fix that could not be written must exit 2, not {rc}", out + err)
    check("json-tidy: applied 1 fix to 1 file; 1 fix not applied (below)" in err,
          "only the written fix may be counted", err)
    check(re.search(r"json-tidy: error: (\S*/)?locked\.cpp was not fixed: (the file is not writable|it could not "
                    r"be replaced)", err) is not None,
          "the file that could not be written must be named", err)
    check((project / "locked.cpp").read_text() == source, "the unwritable file must be left as it was")
    fixed = (project / "open.cpp").read_text()
    check("static const tidyjson::options options{tidyjson::indent{2}};" in fixed, "open.cpp must be fixed", fixed)
    check(((project / "open.cpp").stat().st_mode & 0o777) == 0o640, "the fixed file must keep its mode")
    strays = [p.name for p in project.iterdir() if ".json-tidy-" in p.name]
    check(not strays, f"temporary files left beside the sources: {strays}")


def case_database_faults(args):
    """Compile databases as clang-tidy reads them, and their faults as
    errors: a relative `directory` is relative to the working directory (no
    clang-tidy abort); a source the database names but that is gone is an
    error (exit 2) naming it, not a finding; a clang-tidy crash is reported
    with its message, the check that was running and the first frames."""
    work = fresh_dir(Path(args.work) / "database_faults")
    env = base_env(work, args.plugin)
    repo = fresh_dir(work / "repo")
    source = HOT_OPTIONS_SOURCE
    (repo / "calls.cpp").write_text(source)
    write_project(repo, ["calls.cpp"], args.runtime_include, args.clangxx)
    build = fresh_dir(repo / "build")
    entries = json.loads((repo / "compile_commands.json").read_text())
    (repo / "compile_commands.json").unlink()
    for e in entries:
        e["directory"] = "build"          # relative: to the working directory, the repository
    (build / "compile_commands.json").write_text(json.dumps(entries))
    rc, out, err = run([args.json_tidy, "--all", "-p", "build", "--no-cache"], cwd=repo, env=env)
    check(rc == 1 and "calls.cpp:6:21: warning: options object 'options' is built on every call" in out
          and "Stack dump" not in err, "a relative directory must be read as clang-tidy reads it", out + err)

    gone = dict(entries[0], file=str(repo / "gone.cpp"))
    gone["arguments"] = [a.replace("calls", "gone") for a in gone["arguments"]]
    (build / "compile_commands.json").write_text(json.dumps(entries + [gone]))
    rc, out, err = run([args.json_tidy, "--all", "-p", "build", "--no-cache"], cwd=repo, env=env)
    check(rc == 2 and "gone.cpp: the compile database names this file, which does not exist" in err
          and "1 finding in 1 file" in err, "a missing source must be an error, not a finding", out + err)

    import sys
    sys.path.insert(0, str(Path(args.source_root) / "scripts"))
    from json_tidy.driver import crash_summary
    dump = ("clang-tidy-19: Checker.cpp:12: void f(): Assertion `x' failed.\n"
            "PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/\n"
            "Stack dump:\n0.\tProgram arguments: clang-tidy-19 a.cpp\n1.\t<eof> parser at end of file\n"
            "2.\tASTMatcher: Processing 'json-prefer-streaming' against:\n\tCallExpr : <a.cpp:3:5>\n"
            " #0 0x01 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (libLLVM.so.19+0xd5)\n"
            " #1 0x02 SignalHandler(int) Signals.cpp:0:0\n #2 0x03 (libc.so.6+0x3c050)\n"
            " #3 0x04 clang::tidy::json::Streaming::check() (libtidyjson-checks-llvm19.so+0x10)\n"
            " #4 0x05 clang::ast_matchers::MatchFinder::match() (libclang-cpp.so.19+0x20)\n")
    summary = crash_summary(dump)
    check(summary.startswith("clang-tidy-19: Checker.cpp:12: void f(): Assertion `x' failed; "
                             "while running json-prefer-streaming\n    #3 0x04 clang::tidy::json::Streaming")
          and "SignalHandler" not in summary, "a crash must be summarized", summary)
    check(crash_summary("error: something\nthe last line\n") == "the last line",
          "output without a stack dump gives its last line")


if __name__ == "__main__":
    main({"run": case_run, "sarif": case_sarif, "github": case_github, "diff": case_diff,
          "exit_codes": case_exit_codes, "plugin_check": case_plugin_check, "drop_in": case_drop_in,
          "changed_lines": case_changed_lines, "changed_headers": case_changed_headers,
          "changed_errors": case_changed_errors, "github_limits": case_github_limits,
          "shards": case_shards, "matrix_recipe": case_matrix_recipe,
          "symlinked_header": case_symlinked_header, "multi_config": case_multi_config,
          "fix_unwritable": case_fix_unwritable, "database_faults": case_database_faults})
