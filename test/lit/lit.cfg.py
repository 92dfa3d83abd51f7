# lit configuration for the json-* checks. The build writes lit.site.cfg.py
# (from lit.site.cfg.py.in) with the paths below, then loads this file.
import os

import lit.formats

config.name = "tidyjson-checks"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cpp", ".test"]
config.excludes = ["Inputs", "tools", "CMakeLists.txt"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.tidyjson_binary_dir, "test", "lit")

# FileCheck, not and count come from LLVM 19's tools directory.
config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, config.environment.get("PATH", os.environ.get("PATH", ""))])
# Keep clang-tidy from picking up the repository's own .clang-tidy.
config.environment["HOME"] = config.test_exec_root

# clang-apply-replacements applies every fix the tests check (Debian's
# clang-tools-19), as json-tidy --fix and run-clang-tidy -fix do: stricter than
# clang-tidy --fix about edits from several diagnostics at one place.
clang_apply_replacements = os.path.join(config.llvm_tools_dir, "clang-apply-replacements")

runner = os.path.join(config.test_source_root, "tools", "check_json_tidy.py")
runner_cmd = " ".join([
    config.python_executable, runner,
    "--clang-tidy", config.clang_tidy,
    "--clang-apply-replacements", clang_apply_replacements,
    "--plugin", config.plugin,
    "--filecheck", os.path.join(config.llvm_tools_dir, "FileCheck"),
    "--clangxx", config.clangxx,
    "--include", config.runtime_include,
])

config.substitutions.append(("%check_json_tidy", runner_cmd))
config.substitutions.append(("%clang_tidy", config.clang_tidy))
config.substitutions.append(("%plugin", config.plugin))
config.substitutions.append(("%runtime_include", config.runtime_include))
config.substitutions.append(("%clangxx", config.clangxx))
config.substitutions.append(("%python", config.python_executable))
config.substitutions.append(("%source_root", config.tidyjson_source_dir))
config.substitutions.append(("%binary_root", config.tidyjson_binary_dir))
config.substitutions.append(("%clang_apply_replacements", clang_apply_replacements))
