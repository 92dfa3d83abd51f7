"""json-tidy for Bazel: clang-tidy-19 with the tidyjson plugin, one cacheable
action per C and C++ source file of the workspace's cc_* targets.

    bazel build //... --aspects=@json_tidy//:json_tidy.bzl%json_tidy_aspect \\
        --output_groups=json_tidy

Each action's inputs are declared: the source, every header its target can
include (its own and its dependencies', from CcInfo), the configuration
file, the plugin and clang-tidy-19 with its LLVM libraries. Its command line
has the flags the C++ toolchain compiles that source with (features, copts,
defines, include paths). So Bazel's action key covers everything that can
change the findings, and the local action cache, --disk_cache,
--remote_cache and remote execution carry the work. The action also reports
the declared headers the file did not read (unused_inputs_list): the local
action cache then re-runs a file only when a header it reads changes.

Outputs, under bazel-bin/<package>/<target>.json_tidy/<source path>:
  .findings.txt  clang-tidy's text for the file (empty when it has none)
  .fixes.yaml    its --export-fixes YAML, paths relative to the workspace

A workspace with its own configuration makes its own aspect:

    # tools/lint.bzl
    load("@json_tidy//:json_tidy.bzl", "make_json_tidy_aspect")
    json_tidy = make_json_tidy_aspect(config = Label("//:json-tidy.yaml"))

    bazel build //... --aspects=//tools:lint.bzl%json_tidy --output_groups=json_tidy

The tools come from the repository json_tidy_tools declares (repositories.bzl).
"""

load("@bazel_tools//tools/build_defs/cc:action_names.bzl", "CPP_COMPILE_ACTION_NAME", "C_COMPILE_ACTION_NAME")
load("@bazel_tools//tools/cpp:toolchain_utils.bzl", "find_cpp_toolchain")

_SOURCE_EXTENSIONS = ["c", "cc", "cpp", "cxx", "c++", "C"]

# Flags GCC toolchains (Bazel's auto-configured one on Debian) pass that
# clang does not know; clang-tidy would stop on them.
_GCC_ONLY_FLAGS = [
    "-fno-canonical-system-headers",
    "-fstack-usage",
    "-pass-exit-codes",
]

def _compile_flags(ctx, cc_toolchain, compilation_context, is_c):
    """The flags the target's toolchain compiles a source of it with."""
    features = cc_common.configure_features(
        ctx = ctx,
        cc_toolchain = cc_toolchain,
        requested_features = ctx.features,
        unsupported_features = ctx.disabled_features,
    )
    user_flags = list(ctx.fragments.cpp.copts)
    user_flags += ctx.fragments.cpp.conlyopts if is_c else ctx.fragments.cpp.cxxopts
    user_flags += getattr(ctx.rule.attr, "copts", [])
    variables = cc_common.create_compile_variables(
        feature_configuration = features,
        cc_toolchain = cc_toolchain,
        user_compile_flags = user_flags,
        include_directories = compilation_context.includes,
        quote_include_directories = compilation_context.quote_includes,
        system_include_directories = compilation_context.system_includes,
        preprocessor_defines = depset(
            getattr(ctx.rule.attr, "local_defines", []),
            transitive = [compilation_context.defines],
        ),
    )
    flags = cc_common.get_memory_inefficient_command_line(
        feature_configuration = features,
        action_name = C_COMPILE_ACTION_NAME if is_c else CPP_COMPILE_ACTION_NAME,
        variables = variables,
    )
    return [f for f in flags if f not in _GCC_ONLY_FLAGS]

def _sources(ctx):
    return [
        f
        for src in getattr(ctx.rule.attr, "srcs", [])
        for f in src.files.to_list()
        if f.is_source and f.extension in _SOURCE_EXTENSIONS
    ]

def _json_tidy_impl(target, ctx):
    below = [
        dep[OutputGroupInfo].json_tidy
        for dep in getattr(ctx.rule.attr, "deps", [])
        if OutputGroupInfo in dep and hasattr(dep[OutputGroupInfo], "json_tidy")
    ]

    # The workspace's own C and C++ targets; not those of other repositories.
    sources = _sources(ctx) if CcInfo in target and not target.label.workspace_root else []
    if not sources:
        return [OutputGroupInfo(json_tidy = depset(transitive = below))]

    compilation_context = target[CcInfo].compilation_context
    cc_toolchain = find_cpp_toolchain(ctx)
    headers = compilation_context.headers
    prefix = target.label.name + ".json_tidy/"
    header_list = ctx.actions.declare_file(prefix + "headers.txt")
    header_args = ctx.actions.args()
    header_args.add_all(headers)
    ctx.actions.write(header_list, header_args)

    clang_tidy = ctx.file._clang_tidy
    libraries = ctx.attr._llvm_libraries[DefaultInfo].files
    plugin = ctx.file._plugin
    config = ctx.file._config
    outputs = []
    for source in sources:
        findings = ctx.actions.declare_file(prefix + source.short_path + ".findings.txt")
        fixes = ctx.actions.declare_file(prefix + source.short_path + ".fixes.yaml")
        unused = ctx.actions.declare_file(prefix + source.short_path + ".unused_headers")
        args = ctx.actions.args()
        args.add_all([clang_tidy, plugin, config, findings, fixes, unused, header_list, source, "--"])
        args.add_all(_compile_flags(ctx, cc_toolchain, compilation_context, source.extension == "c"))
        ctx.actions.run(
            executable = ctx.executable._runner,
            arguments = [args],
            inputs = depset([source, config, plugin, header_list], transitive = [headers]),
            tools = depset([clang_tidy], transitive = [libraries]),
            outputs = [findings, fixes, unused],
            unused_inputs_list = unused,
            env = {"PATH": "/usr/bin:/bin"},  # part of the key; nothing else leaks in
            mnemonic = "JsonTidy",
            progress_message = "json-tidy %s" % source.short_path,
        )
        outputs += [findings, fixes]
    return [OutputGroupInfo(json_tidy = depset(outputs, transitive = below))]

def _label(value):
    # A Label made in the caller's .bzl file (Label("//:json-tidy.yaml")) names
    # the caller's repository; a string is resolved here, so it must name its
    # repository ("@json_tidy//:json-tidy.yaml").
    return value if type(value) == "Label" else Label(value)

def make_json_tidy_aspect(config = "@json_tidy//:json-tidy.yaml", tools = "@json_tidy_tools"):
    """An aspect running json-tidy with a configuration of the workspace's.

    Args:
      config: the clang-tidy configuration (YAML, like a .clang-tidy file):
        the checks, their options, HeaderFilterRegex, WarningsAsErrors; give
        it as Label("//:json-tidy.yaml") from the workspace's .bzl file. The
        action reads only this file: .clang-tidy files in the source tree are
        not its inputs and are not read.
      tools: the repository json_tidy_tools made (repositories.bzl), with
        clang-tidy-19, its LLVM libraries and the plugin.

    Returns:
      The aspect; assign it to a name in a .bzl file and pass that name to
      --aspects.
    """
    return aspect(
        implementation = _json_tidy_impl,
        attr_aspects = ["deps"],
        fragments = ["cpp"],
        toolchains = ["@bazel_tools//tools/cpp:toolchain_type"],
        attrs = {
            "_runner": attr.label(
                default = Label("@json_tidy//:run_json_tidy"),
                executable = True,
                cfg = "exec",
            ),
            "_clang_tidy": attr.label(
                default = Label(tools + "//:clang_tidy"),
                allow_single_file = True,
                cfg = "exec",
            ),
            "_llvm_libraries": attr.label(default = Label(tools + "//:llvm_libraries"), cfg = "exec"),
            "_plugin": attr.label(default = Label(tools + "//:plugin"), allow_single_file = True),
            "_config": attr.label(default = _label(config), allow_single_file = True),
            "_cc_toolchain": attr.label(default = Label("@bazel_tools//tools/cpp:current_cc_toolchain")),
        },
    )

json_tidy_aspect = make_json_tidy_aspect()
