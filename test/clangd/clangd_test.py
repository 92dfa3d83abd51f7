#!/usr/bin/env python3
"""json-clangd over the Language Server Protocol, as an editor drives it.

  clangd_test.py CASE --clangd BIN --runtime-include DIR --work DIR
                 [--clang-tidy BIN --plugin SO] [--clangxx BIN] [--nvim BIN]

Cases:
  version     --version says what the binary is; its own options are checked.
  quick_fixes the shop (Inputs/shop/main.cpp, descriptions in a header) opened
              with the .clangd of docs/editors.md: the four json-* findings
              json-tidy reports, each one's quick fix applied through
              codeAction and didChange until none is left; the result is
              clang-tidy --fix's, compiles and prints what the original did.
  withheld    a fix that would edit a shared header stays a note (no quick
              fix), as in a single-file clang-tidy run.
  header      a finding located in a header shows when that header is open.
  header_bodies
              a call in a header's function body keeps an attribute: without
              the preamble's bodies (the default) the removal stays a note.
  stock       what stock clangd-19 does still works: completion, hover, go to
              definition, a clangd tidy check and its fix, a tweak, the
              background index.
  neovim      Neovim 0.7's built-in LSP client, headless, shows the findings.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import lsp  # noqa: E402

def editors_page():
    with open(os.path.join(HERE, "..", "..", "docs", "editors.md"), encoding="utf-8") as f:
        return f.read()


def doc_block(section, language, containing=""):
    """The first ```language block of docs/editors.md's \p section (a heading's
    text) that holds \p containing: the tests run the page's recipes as written."""
    text = editors_page()
    match = re.search(r"\n#+ " + re.escape(section) + r"\n(.*?)(?=\n#+ |\Z)", text, re.DOTALL)
    if not match:
        fail("docs/editors.md has no section '%s'" % section)
    for block in re.findall(r"```" + language + r"\n(.*?)```", match.group(1), re.DOTALL):
        if containing in block:
            return block
    fail("docs/editors.md's '%s' has no %s block with %r" % (section, language, containing))


# The .clangd of docs/editors.md.
CLANGD_CONFIG = doc_block("json-clangd", "yaml", "json-*")


def fail(message):
    sys.stderr.write("clangd_test: FAIL: " + message + "\n")
    sys.exit(1)


def setup_shop(args):
    work = os.path.join(args.work, args.case)
    shutil.rmtree(work, ignore_errors=True)
    shutil.copytree(os.path.join(HERE, "Inputs", "shop"), work)
    with open(os.path.join(work, ".clangd"), "w", encoding="utf-8") as f:
        f.write(CLANGD_CONFIG)
    # No .clang-tidy above the project: clangd's own default checks would
    # come in; keep the run to what the test names.
    with open(os.path.join(work, ".clang-tidy"), "w", encoding="utf-8") as f:
        f.write("Checks: '-*'\n")
    entries = []
    for name in ("main.cpp", "report.cpp"):
        entries.append({"directory": work, "file": os.path.join(work, name),
                        "arguments": [args.clangxx, "-std=c++20", "-I", args.runtime_include,
                                      "-c", name]})
    with open(os.path.join(work, "compile_commands.json"), "w", encoding="utf-8") as f:
        json.dump(entries, f)
    return work


def start(args, work, extra=()):
    client = lsp.Client([args.clangd] + args.clangd_arg + ["--log=error",
                         "--background-index=false",
                         "--compile-commands-dir=" + work] + list(extra),
                        os.path.join(work, "clangd.log"), cwd=work)
    client.initialize(work)
    return client


def json_diags(diags):
    return [d for d in diags if str(d.get("code", "")).startswith("json-")]


def tidy_reference(args, work, name, fix=False):
    """clang-tidy-19 with the plugin on a copy: its warnings (line, col,
    check, text) in the file, and with fix, the fixed text."""
    ref = os.path.join(work, "reference")
    shutil.rmtree(ref, ignore_errors=True)
    shutil.copytree(work, ref, ignore=shutil.ignore_patterns("reference", "*.log"))
    cmd = [args.clang_tidy, "--load=" + args.plugin, "--checks=-*,json-*", "--config={}",
           os.path.join(ref, name)]
    if fix:
        cmd.insert(1, "--fix")
    out = subprocess.run(cmd + ["--", "-std=c++20", "-I", args.runtime_include],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         universal_newlines=True, cwd=ref).stdout
    found = []
    for line in out.splitlines():
        m = re.match(r"^(.*?):(\d+):(\d+): warning: (.*) \[(json-[a-z-]+)\]$", line)
        if m and os.path.basename(m.group(1)) == name:
            found.append((int(m.group(2)), int(m.group(3)), m.group(5), m.group(4)))
    with open(os.path.join(ref, name), encoding="utf-8") as f:
        fixed = f.read()
    return sorted(found), fixed


def same_finding(diag, text_lines, finding):
    line, col, check, msg = finding
    start, end = diag["range"]["start"], diag["range"]["end"]

    live = lsp.without_fix_note(diag["message"])
    return diag.get("code") == check and live[:1].lower() + live[1:] == msg and \
        lsp.tidy_position(text_lines, start) <= (line, col) <= \
        lsp.tidy_position(text_lines, end)


def quick_fix_for(client, path, diag):
    actions = client.request("textDocument/codeAction", {
        "textDocument": {"uri": lsp.file_uri(path)},
        "range": diag["range"],
        "context": {"diagnostics": [diag], "only": ["quickfix"]},
    }) or []
    fixes = [a for a in actions if a.get("kind") == "quickfix" and a.get("edit") and
             any(d.get("code") == diag.get("code") and d.get("range") == diag.get("range")
                 for d in a.get("diagnostics", []))]
    return fixes


def edits_of(action, path):
    edit = action["edit"]
    uri = lsp.file_uri(path)
    if "changes" in edit:
        other = [u for u in edit["changes"] if u != uri]
        if other:
            fail("a quick fix edits another file: %s" % other)
        return edit["changes"].get(uri, [])
    edits = []
    for change in edit.get("documentChanges", []):
        if change["textDocument"]["uri"] != uri:
            fail("a quick fix edits another file: %s" % change["textDocument"]["uri"])
        edits += change["edits"]
    return edits


def build_and_run(args, work, source):
    exe = os.path.join(work, os.path.splitext(os.path.basename(source))[0] + ".out")
    cc = subprocess.run([args.clangxx, "-std=c++20", "-I", args.runtime_include, source, "-o", exe],
                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True)
    if cc.returncode != 0:
        fail("%s does not compile:\n%s" % (source, cc.stdout))
    return subprocess.run([exe], stdout=subprocess.PIPE, universal_newlines=True,
                          check=True).stdout


def case_version(args):
    out = subprocess.run([args.clangd, "--version"], stdout=subprocess.PIPE,
                         universal_newlines=True, check=True).stdout.splitlines()
    if not re.match(r"^json-clangd \d+\.\d+\.\d+ \(tidyjson\): clangd 19\.\d+\.\d+ with the "
                    r"json-\* checks built in$", out[0]):
        fail("first line of --version: %r" % out[0])
    if not any("clangd version 19." in line for line in out[1:]):
        fail("clangd's own version line is missing: %r" % out)
    bad = subprocess.run([args.clangd, "--json-preamble-bodies=maybe", "--version"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    if bad.returncode != 1 or "takes 'skip' (the default) or 'parse'" not in bad.stderr:
        fail("a bad --json-preamble-bodies is not refused: %d %r" % (bad.returncode, bad.stderr))
    print("ok: " + out[0])


def case_quick_fixes(args):
    work = setup_shop(args)
    main = os.path.join(work, "main.cpp")
    with open(main, encoding="utf-8") as f:
        original = f.read()
    expected, tidy_fixed = tidy_reference(args, work, "main.cpp", fix=True)
    checks = sorted({e[2] for e in expected})
    if checks != ["json-missing-registration", "json-non-fast-path-attribute",
                  "json-options-in-hot-path", "json-prefer-streaming"]:
        fail("the reference run does not find one of each check: %s" % expected)
    # The original does not compile (shop::Note is not described): the
    # fixed program must print what Inputs/shop/expected.txt holds.
    with open(os.path.join(HERE, "Inputs", "shop", "expected.txt"), encoding="utf-8") as f:
        before = f.read()

    client = start(args, work)
    text = client.open(main, original)
    diags = json_diags(client.wait_diagnostics(main, 1))
    lines = text.splitlines()
    for e in expected:
        if not any(same_finding(d, lines, e) for d in diags):
            fail("json-clangd does not show %s:%d:%d %s\nit shows: %s" % (
                "main.cpp", e[0], e[1], e[3], json.dumps(diags, indent=1)))
    if len(diags) != len(expected):
        fail("json-clangd shows %d json-* diagnostics, json-tidy %d" % (len(diags), len(expected)))
    print("ok: the %d findings json-tidy reports are shown" % len(expected))
    # The related information carries the notes (the context of the attribute).
    attr = [d for d in diags if d["code"] == "json-non-fast-path-attribute"][0]
    if not any("context 'badgejson' is declared here" in r["message"].lower()
               for r in attr.get("relatedInformation", [])):
        fail("the attribute finding lost its note: %s" % json.dumps(attr, indent=1))

    version = 1
    remaining = {d["code"] for d in diags}
    while diags:
        diag = diags[0]
        fixes = quick_fix_for(client, main, diag)
        if len(fixes) != 1:
            fail("%s has %d quick fixes: %s" % (diag["code"], len(fixes), json.dumps(fixes)))
        text = lsp.apply_edits(text, edits_of(fixes[0], main))
        version += 1
        client.change(main, text, version)
        diags = json_diags(client.wait_diagnostics(main, version))
        now = {d["code"] for d in diags}
        if diag["code"] in now or len(now) != len(remaining) - 1:
            fail("after the quick fix for %s the diagnostics are %s" % (diag["code"], sorted(now)))
        print("ok: quick fix %-30s %r -> gone" % (diag["code"], fixes[0]["title"]))
        remaining = now
    # Typing: the file cut short at a few places (broken code, mid-edit).
    # The checks stay silent on code that does not compile, and clangd lives.
    for cut in (0.2, 0.45, 0.7, 0.9):
        version += 1
        client.change(main, text[:int(len(text) * cut)], version)
        broken = json_diags(client.wait_diagnostics(main, version))
        if broken:
            fail("json-* diagnostics on a file cut at %d%%: %s" % (cut * 100, json.dumps(broken)))
    version += 1
    client.change(main, text, version)
    if json_diags(client.wait_diagnostics(main, version)):
        fail("the fixed file has json-* diagnostics again")
    print("ok: the file cut short while typing: no json-* diagnostic, no crash")
    client.shutdown()
    if text != tidy_fixed:
        import difflib
        fail("the quick fixes give another text than clang-tidy --fix:\n" + "".join(
            difflib.unified_diff(tidy_fixed.splitlines(True), text.splitlines(True),
                                 "clang-tidy --fix", "json-clangd quick fixes")))
    fixed_path = os.path.join(work, "main_fixed.cpp")
    with open(fixed_path, "w", encoding="utf-8") as f:
        f.write(text)
    after = build_and_run(args, work, fixed_path)
    if after != before:
        fail("the fixed program prints something else:\n%s\n---\n%s" % (before, after))
    print("ok: the fixed file is clang-tidy --fix's, compiles, prints expected.txt")


def case_withheld(args):
    work = setup_shop(args)
    report = os.path.join(work, "report.cpp")
    expected, _ = tidy_reference(args, work, "report.cpp")
    client = start(args, work)
    text = client.open(report)
    diags = json_diags(client.wait_diagnostics(report, 1))
    client.shutdown()
    if len(diags) != 1 or not same_finding(diags[0], text.splitlines(), expected[0]):
        fail("expected json-tidy's one finding %s, got %s" % (expected, json.dumps(diags)))
    d = diags[0]
    if "(fix available)" in d["message"]:
        fail("a fix that edits a shared header is offered: %s" % d["message"])
    notes = [r["message"] for r in d.get("relatedInformation", [])]
    # (clangd capitalizes the first letter of every message.)
    why = [n for n in notes if n.lower().startswith("no automatic fix: it would edit 'models.h'")]
    if not why:
        fail("the note that says why is missing: %s" % notes)
    print("ok: no quick fix; the note says: " + why[0])


def case_header(args):
    """A finding located in a header: shown when the header is the open file
    (clangd borrows a source's compile command), not from the source."""
    work = os.path.join(args.work, "header")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    shutil.copy(os.path.join(HERE, "..", "lit", "json-non-fast-path-attribute", "Inputs",
                             "tickets.h"), work)
    source = os.path.join(work, "write.cpp")
    with open(source, "w", encoding="utf-8") as f:
        f.write('#include "tickets.h"\n#include <string>\n'
                "std::string write(const Ticket& t) { return tidyjson::serialize(t, TicketJson{}); }\n")
    with open(os.path.join(work, ".clangd"), "w", encoding="utf-8") as f:
        f.write(CLANGD_CONFIG)
    with open(os.path.join(work, ".clang-tidy"), "w", encoding="utf-8") as f:
        f.write("Checks: '-*'\n")
    with open(os.path.join(work, "compile_commands.json"), "w", encoding="utf-8") as f:
        json.dump([{"directory": work, "file": source,
                    "arguments": [args.clangxx, "-std=c++20", "-I", args.runtime_include,
                                  "-c", source]}], f)
    client = start(args, work)
    client.open(source)
    in_source = json_diags(client.wait_diagnostics(source, 1))
    header = os.path.join(work, "tickets.h")
    client.open(header)
    in_header = json_diags(client.wait_diagnostics(header, 1))
    client.shutdown()
    if in_source:
        fail("the source shows a finding located in the header: %s" % json.dumps(in_source))
    if [d["code"] for d in in_header] != ["json-non-fast-path-attribute"] or \
            in_header[0]["range"]["start"]["line"] != 13:
        fail("the open header does not show its finding at line 14: %s" % json.dumps(in_header))
    # The header is the unit here, but other units include it: the removal
    # could change what they write, so it stays a note, as in a source.
    d = in_header[0]
    notes = [r["message"].lower() for r in d.get("relatedInformation", [])]
    if "(fix available)" in d["message"] or \
            not any(n.startswith("no automatic fix: it would edit 'tickets.h'") for n in notes):
        fail("the open header is offered a fix other units could disagree with: %s" %
             json.dumps(d, indent=1))
    print("ok: the header's finding shows when the header is open, its fix a note: " +
          d["message"].split("\n")[0])


def case_header_bodies(args):
    """A call in a header template's body keeps an attribute (dump() writes
    with the default options). clangd's preamble has no bodies: the removal
    must then stay a note; with --json-preamble-bodies=parse the editor sees
    the call, and says what clang-tidy says."""
    work = os.path.join(args.work, "header_bodies")
    shutil.rmtree(work, ignore_errors=True)
    shutil.copytree(os.path.join(HERE, "Inputs", "helper"), work)
    with open(os.path.join(work, ".clangd"), "w", encoding="utf-8") as f:
        f.write(CLANGD_CONFIG)
    with open(os.path.join(work, ".clang-tidy"), "w", encoding="utf-8") as f:
        f.write("Checks: '-*'\n")
    main = os.path.join(work, "main.cpp")
    with open(os.path.join(work, "compile_commands.json"), "w", encoding="utf-8") as f:
        json.dump([{"directory": work, "file": main,
                    "arguments": [args.clangxx, "-std=c++20", "-I", args.runtime_include,
                                  "-c", main]}], f)
    for mode, expect in (("skip", "no automatic fix: the bodies of functions in the headers "
                                  "(such as 'dump') were not parsed"),
                         ("parse", "the attribute on 'ticket::status' is kept: this call also "
                                   "writes 'ticket'")):
        client = start(args, work, extra=["--json-preamble-bodies=" + mode])
        client.open(main)
        diags = json_diags(client.wait_diagnostics(main, 1))
        client.shutdown()
        if len(diags) != 1 or "(fix available)" in diags[0]["message"]:
            fail("--json-preamble-bodies=%s: expected the finding without a fix: %s" % (
                mode, json.dumps(diags, indent=1)))
        notes = [r["message"].lower() for r in diags[0].get("relatedInformation", [])]
        if not any(n.startswith(expect.lower()) for n in notes):
            fail("--json-preamble-bodies=%s: no note %r in %s" % (mode, expect, notes))
        print("ok: --json-preamble-bodies=%s: no fix; %s" % (mode, expect))


def case_stock(args):
    work = setup_shop(args)
    with open(os.path.join(work, ".clangd"), "w", encoding="utf-8") as f:
        f.write("Diagnostics:\n  ClangTidy:\n    Add: [json-*, modernize-use-nullptr]\n")
    path = os.path.join(work, "stock.cpp")
    src = ('#include "models.h"\n'
           "#include <tidyjson/tidyjson.hpp>\n"
           "int *nothing = 0;\n"
           "int lines_of(const shop::Order& order) {\n"
           "  auto count = order.lines.size();\n"
           "  return static_cast<int>(count);\n"
           "}\n")
    with open(path, "w", encoding="utf-8") as f:
        f.write(src)
    with open(os.path.join(work, "compile_commands.json"), encoding="utf-8") as f:
        db = json.load(f)
    db.append({"directory": work, "file": path,
               "arguments": [args.clangxx, "-std=c++20", "-I", args.runtime_include, "-c", path]})
    with open(os.path.join(work, "compile_commands.json"), "w", encoding="utf-8") as f:
        json.dump(db, f)
    client = start(args, work)
    client.open(path, src)
    diags = client.wait_diagnostics(path, 1)
    if not any(d.get("code") == "modernize-use-nullptr" for d in diags):
        fail("clangd's own tidy check is not run: %s" % json.dumps(diags))
    if not quick_fix_for(client, path, [d for d in diags
                                        if d.get("code") == "modernize-use-nullptr"][0]):
        fail("modernize-use-nullptr has no quick fix")
    # Completion after "order.lines." (line 5, after the dot).
    items = client.request("textDocument/completion", {
        "textDocument": {"uri": lsp.file_uri(path)},
        "position": {"line": 4, "character": len("  auto count = order.lines.")}})
    labels = [i.get("filterText") or i["label"] for i in
              (items["items"] if isinstance(items, dict) else items)]
    if "size" not in [l.strip() for l in labels]:
        fail("completion does not offer size(): %s" % labels[:20])
    hover = client.request("textDocument/hover", {
        "textDocument": {"uri": lsp.file_uri(path)},
        "position": {"line": 4, "character": len("  auto count = order.li")}})
    if not hover or "lines" not in json.dumps(hover):
        fail("hover says nothing of 'lines': %s" % hover)
    # A tweak (clangd's refactorings, linked whole): expand 'auto'.
    actions = client.request("textDocument/codeAction", {
        "textDocument": {"uri": lsp.file_uri(path)},
        "range": {"start": {"line": 4, "character": 3}, "end": {"line": 4, "character": 3}},
        "context": {"diagnostics": []}}) or []
    titles = [a.get("title", "") for a in actions]
    if "Replace with deduced type" not in titles:
        fail("clangd's tweaks are missing (no action on 'auto'): %s" % titles)
    # Navigation: the definition of shop::Order, in models.h.
    where = client.request("textDocument/definition", {
        "textDocument": {"uri": lsp.file_uri(path)},
        "position": {"line": 3, "character": len("int lines_of(const shop::Or")}}) or []
    if not any(w["uri"].endswith("/models.h") for w in where):
        fail("go to definition does not reach models.h: %s" % where)
    client.shutdown()
    # The background index, on two small files (a file that includes the
    # runtime takes it seconds, and minutes on a loaded machine): a function
    # of the file never opened is found.
    small = os.path.join(args.work, "stock-index")
    shutil.rmtree(small, ignore_errors=True)
    os.makedirs(small)
    for name, text in (("a.cpp", "int main() { return 0; }\n"),
                       ("b.cpp", "int helper_in_b() { return 1; }\n")):
        with open(os.path.join(small, name), "w", encoding="utf-8") as f:
            f.write(text)
    with open(os.path.join(small, "compile_commands.json"), "w", encoding="utf-8") as f:
        json.dump([{"directory": small, "file": os.path.join(small, n),
                    "arguments": [args.clangxx, "-c", n]} for n in ("a.cpp", "b.cpp")], f)
    client = lsp.Client([args.clangd, "--log=error", "--background-index=true"],
                        os.path.join(small, "clangd.log"), cwd=small)
    client.initialize(small)
    client.open(os.path.join(small, "a.cpp"))
    client.wait_diagnostics(os.path.join(small, "a.cpp"), 1)
    deadline = time.monotonic() + 120
    while True:
        found = client.request("workspace/symbol", {"query": "helper_in_b"}) or []
        if any(x["name"] == "helper_in_b" for x in found):
            break
        if time.monotonic() > deadline:
            fail("the background index never found b.cpp's helper_in_b")
        time.sleep(1)
    client.shutdown()
    print("ok: modernize-use-nullptr and its fix, completion, hover, tweaks %s, "
          "go to definition, the background index" % titles)


# After docs/editors.md's Neovim recipe: write the diagnostics Neovim holds
# for the buffer once the json-* ones are there, and quit.
NVIM_CAPTURE = r"""
local out = os.getenv('JSON_CLANGD_OUT')
vim.api.nvim_create_autocmd('DiagnosticChanged', {
  callback = function()
    local lines, json = {}, 0
    for _, d in ipairs(vim.diagnostic.get(0)) do
      local code = tostring(d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code))
      if code:match('^json%-') then json = json + 1 end
      table.insert(lines, string.format('%d:%d %s %s', d.lnum + 1, d.col + 1, code,
        (d.message:gsub('\n.*', ''))))
    end
    if json > 0 then
      vim.fn.writefile(lines, out)
      vim.cmd('qall!')
    end
  end,
})
vim.defer_fn(function() vim.fn.writefile({'timeout'}, out); vim.cmd('qall!') end, 120000)
"""


def case_neovim(args):
    work = setup_shop(args)
    init = os.path.join(work, "init.lua")
    recipe = doc_block("Neovim", "lua", "nvim_create_autocmd")
    with open(init, "w", encoding="utf-8") as f:
        f.write(recipe.replace("'json-clangd'", "os.getenv('JSON_CLANGD')") + NVIM_CAPTURE)
    out = os.path.join(work, "nvim-diagnostics.txt")
    env = dict(os.environ, JSON_CLANGD=args.clangd, JSON_CLANGD_OUT=out,
               JSON_CLANGD_ROOT=work, HOME=work, XDG_CONFIG_HOME=work, XDG_DATA_HOME=work,
               XDG_STATE_HOME=work)
    t0 = time.monotonic()
    # The recipe's autocommand starts json-clangd when the C++ buffer opens.
    subprocess.run([args.nvim, "--headless", "-n", "-i", "NONE", "-u", init,
                    "+set filetype=cpp", "main.cpp"],
                   cwd=work, env=env, timeout=180, stdin=subprocess.DEVNULL,
                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if not os.path.exists(out):
        fail("Neovim wrote no diagnostics")
    with open(out, encoding="utf-8") as f:
        got = f.read().splitlines()
    if got == ["timeout"]:
        fail("Neovim got no diagnostics in 120 s")
    codes = sorted({g.split(" ")[1] for g in got if g.split(" ")[1].startswith("json-")})
    if codes != ["json-missing-registration", "json-non-fast-path-attribute",
                 "json-options-in-hot-path", "json-prefer-streaming"]:
        fail("Neovim shows %s" % got)
    print("ok: Neovim shows %d json-* diagnostics in %.1fs:\n  %s" % (
        len([g for g in got if " json-" in g]), time.monotonic() - t0, "\n  ".join(got)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("case", choices=["version", "quick_fixes", "withheld", "header",
                                     "header_bodies", "stock", "neovim"])
    ap.add_argument("--clangd", required=True)
    ap.add_argument("--runtime-include", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--clang-tidy", default="clang-tidy-19")
    ap.add_argument("--plugin")
    ap.add_argument("--clangxx", default="clang++-19")
    ap.add_argument("--nvim", default="nvim")
    ap.add_argument("--clangd-arg", action="append", default=[],
                    help="one more argument for json-clangd (repeatable)")
    args = ap.parse_args()
    args.clangd = os.path.abspath(args.clangd)
    args.runtime_include = os.path.abspath(args.runtime_include)
    args.work = os.path.abspath(args.work)
    if args.plugin:
        args.plugin = os.path.abspath(args.plugin)
    os.makedirs(args.work, exist_ok=True)
    globals()["case_" + args.case](args)


if __name__ == "__main__":
    main()
