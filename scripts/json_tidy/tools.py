"""clang-tidy-19 and the plugin: found, and proven to work before a run.

The plugin is a piece of clang-tidy-19 itself. Built against another LLVM it
does not load; built by another compiler (g++) it loads and lists its checks,
then every real run dies on a symbol clang-tidy-19 does not export. So the
check here runs the json-* checks on a one-line translation unit, as a real
run would, and turns any failure into plain words.
"""
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass

from .errors import ToolError

LLVM_MAJOR = 19
SELF_CHECK_SOURCE = "struct json_tidy_self_check { int value; };\n"


@dataclass(frozen=True)
class Tools:
    clang_tidy: str              # absolute path of clang-tidy-19
    plugin: str
    apply_replacements: str      # clang-apply-replacements-19
    scan_deps: str               # clang-scan-deps-19
    version: str = ""            # what clang-tidy-19 --version prints (the cache's key has it)


def _which(name, package):
    path = shutil.which(name)
    if path is None:
        raise ToolError(f"{name} not found; install the Debian package {package}")
    return path


def find_clang_tidy():
    """clang-tidy-19's path and what its --version prints."""
    path = _which(f"clang-tidy-{LLVM_MAJOR}", f"clang-tidy-{LLVM_MAJOR}")
    try:
        version = subprocess.run([path, "--version"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                 text=True, errors="replace").stdout
    except OSError as e:
        raise ToolError(f"cannot run {path}: {e}")
    m = re.search(r"LLVM version (\d+)", version)
    major = m.group(1) if m else "unknown"
    if major != str(LLVM_MAJOR):
        raise ToolError(f"{path} reports LLVM version '{major}', but the json-* checks are built "
                        f"for clang-tidy {LLVM_MAJOR}; install the Debian package "
                        f"clang-tidy-{LLVM_MAJOR}")
    return path, version


def find_scan_deps():
    return _which(f"clang-scan-deps-{LLVM_MAJOR}", f"clang-tools-{LLVM_MAJOR}")


def find_tools(plugin, fixes=False, dependencies=False):
    """clang-tidy-19 (checked), the plugin path, and the LLVM tools a run needs."""
    clang_tidy, version = find_clang_tidy()
    if not plugin:
        raise ToolError("no plugin given (TIDYJSON_PLUGIN is empty)")
    if not os.path.isfile(plugin):
        raise ToolError(f"plugin not found at {plugin}")
    package = f"clang-tools-{LLVM_MAJOR}"
    return Tools(clang_tidy, plugin,
                 _which(f"clang-apply-replacements-{LLVM_MAJOR}", package) if fixes else "",
                 find_scan_deps() if dependencies else "",
                 version.strip())


def _plugin_failure(plugin, output):
    built_for = ""
    m = re.search(r"llvm(\d+)\.so$", os.path.basename(plugin))
    if m and m.group(1) != str(LLVM_MAJOR):
        built_for = f" (its name says it was built for clang-tidy {m.group(1)})"
    reason = next((line.strip() for line in output.splitlines()
                   if re.search(r"error|undefined symbol|cannot|could not", line, re.IGNORECASE)), "")
    return ToolError(
        f"the plugin {plugin}{built_for} does not work with clang-tidy {LLVM_MAJOR}: it was built "
        f"for another clang-tidy version or by another compiler than clang++-{LLVM_MAJOR}, or is "
        f"damaged. Rebuild it against LLVM {LLVM_MAJOR} with clang++-{LLVM_MAJOR} (configure with "
        f"-DCMAKE_CXX_COMPILER=clang++-{LLVM_MAJOR}, then cmake --build <build> --target "
        f"tidyjson_checks).{' clang-tidy said: ' + reason if reason else ''}")


def check_plugin(tools):
    """Runs the json-* checks on a one-line file; raises ToolError unless
    clang-tidy-19 loads the plugin, creates every json-* check and exits 0."""
    with tempfile.TemporaryDirectory(prefix="json-tidy-self-check-") as tmp:
        source = os.path.join(tmp, "self_check.cpp")
        with open(source, "w") as f:
            f.write(SELF_CHECK_SOURCE)
        cmd = [tools.clang_tidy, f"--load={tools.plugin}", "--checks=-*,json-*", "--config={}",
               "--quiet", source, "--", "-std=c++17"]
        try:
            proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, cwd=tmp,
                                  text=True, errors="replace")
        except OSError as e:
            raise ToolError(f"cannot run {tools.clang_tidy}: {e}")
    # A plugin that does not load leaves no json-* check: "no checks enabled", 1.
    if proc.returncode != 0:
        raise _plugin_failure(tools.plugin, proc.stdout)


def known_checks(tools):
    """The json-* checks the plugin provides, for the rules of a SARIF log."""
    proc = subprocess.run([tools.clang_tidy, f"--load={tools.plugin}", "--checks=-*,json-*",
                           "--list-checks"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True, errors="replace")
    return re.findall(r"^\s+(json-[a-z0-9-]+)\s*$", proc.stdout, re.MULTILINE)
