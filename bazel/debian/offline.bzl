"""Debian 12's Bazel (the package bazel-bootstrap, 4.2.3) without a network.

Bazel 4's built-in WORKSPACE suffix fetches three repositories from the
internet that a C++ build needs: @rules_cc (C++ toolchain resolution loads
it), @rules_java (the registered Java toolchains are parsed even in a C++
build) and, for `bazel test`, @remote_coverage_tools. The suffix declares
each only if the WORKSPACE has not, so declaring them first, from Debian's
packages, keeps Bazel offline:

    # WORKSPACE (after local_repository(name = "json_tidy", ...))
    load("@json_tidy//debian:offline.bzl", "debian_bazel_offline")
    debian_bazel_offline()

It needs the Debian packages bazel-rules-cc and bazel-rules-java. Debian's
bazel-rules-cc (0.0.4) was written for a newer Bazel: two of its files load
`use_cpp_toolchain`, which Bazel 4.2.3 does not have, so @rules_cc is a copy
of it with those two lines in Bazel 4's words. @remote_coverage_tools is a
stand-in: `bazel test` works, `bazel coverage` says it is not available.
"""

# The two files of bazel-rules-cc 0.0.4 that need Bazel 5's use_cpp_toolchain.
_NEEDS_BAZEL_5 = [
    "cc/private/rules_impl/cc_flags_supplier.bzl",
    "cc/private/rules_impl/compiler_flag.bzl",
]

def _debian_rules_cc_impl(rctx):
    result = rctx.execute(["cp", "-R", rctx.attr.path + "/.", "."])
    if result.return_code != 0:
        fail("cannot copy %s (install the Debian package bazel-rules-cc): %s" %
             (rctx.attr.path, result.stderr))
    for name in _NEEDS_BAZEL_5:
        text = rctx.read(name)
        text = text.replace(', "use_cpp_toolchain")', ")")
        text = text.replace("use_cpp_toolchain()", '["@bazel_tools//tools/cpp:toolchain_type"]')
        rctx.file(name, text, executable = False)

debian_rules_cc = repository_rule(
    implementation = _debian_rules_cc_impl,
    attrs = {"path": attr.string(default = "/usr/share/bazel/rules/cc")},
    local = True,
)

def _no_coverage_tools_impl(rctx):
    rctx.file("WORKSPACE", "workspace(name = %r)\n" % rctx.name)
    rctx.file("unavailable.sh", "#!/bin/sh\necho 'bazel coverage is not available offline' >&2\nexit 1\n",
              executable = True)
    rctx.file("BUILD", "\n".join([
        "# Stand-ins for the two tools every test rule names; only `bazel coverage` runs them.",
        'sh_binary(name = "coverage_report_generator", srcs = ["unavailable.sh"], ' +
        'visibility = ["//visibility:public"])',
        'sh_binary(name = "lcov_merger", srcs = ["unavailable.sh"], ' +
        'visibility = ["//visibility:public"])',
        "",
    ]))

no_coverage_tools = repository_rule(implementation = _no_coverage_tools_impl)

def debian_bazel_offline():
    """Declares @rules_cc, @rules_java and @remote_coverage_tools from Debian."""
    debian_rules_cc(name = "rules_cc")
    native.local_repository(name = "rules_java", path = "/usr/share/bazel/rules/java")
    no_coverage_tools(name = "remote_coverage_tools")
