"""The repository of json-tidy's tools for json_tidy.bzl: clang-tidy-19, its
LLVM libraries and the tidyjson plugin, from the machine.

    # WORKSPACE
    local_repository(name = "json_tidy", path = "/usr/local/share/tidyjson/bazel")
    load("@json_tidy//:repositories.bzl", "json_tidy_tools")
    json_tidy_tools(
        name = "json_tidy_tools",
        plugin = "/usr/local/lib/tidyjson/libtidyjson-checks-llvm19.so",
    )

Every file is an input of each json-tidy action, so a new build of the
plugin, of clang-tidy or of its libraries changes every action's key (the
files are linked, not copied: Bazel sees their contents). Like the system
headers, they are expected at the same paths on remote executors.
"""

def _json_tidy_tools_impl(rctx):
    llvm = rctx.path(rctx.attr.llvm)
    clang_tidy = llvm.get_child("bin").get_child("clang-tidy")
    if not clang_tidy.exists:
        fail("%s not found: install the Debian package clang-tidy-19, or set llvm" % clang_tidy)
    rctx.symlink(clang_tidy, "bin/clang-tidy")
    libraries = []
    for f in llvm.get_child("lib").readdir():
        if f.basename.startswith("libclang-cpp.so") or f.basename.startswith("libLLVM"):
            rctx.symlink(f, "lib/" + f.basename)
            libraries.append("lib/" + f.basename)
    plugin = rctx.path(rctx.attr.plugin)
    if not plugin.exists:
        fail(("the tidyjson plugin %s does not exist: build it (cmake --build <build> " +
              "--target tidyjson_checks) or install tidyjson") % plugin)
    rctx.symlink(plugin, "plugin/" + plugin.basename)
    rctx.file("WORKSPACE", "workspace(name = %r)\n" % rctx.name)
    rctx.file("BUILD", """# Made by json_tidy_tools (@json_tidy//:repositories.bzl).
package(default_visibility = ["//visibility:public"])

filegroup(name = "clang_tidy", srcs = ["bin/clang-tidy"])

filegroup(name = "llvm_libraries", srcs = %r)

filegroup(name = "plugin", srcs = [%r])
""" % (sorted(libraries), "plugin/" + plugin.basename))

json_tidy_tools = repository_rule(
    implementation = _json_tidy_tools_impl,
    attrs = {
        "plugin": attr.string(mandatory = True, doc = "the absolute path of the tidyjson plugin"),
        "llvm": attr.string(default = "/usr/lib/llvm-19", doc = "the LLVM 19 installation"),
    },
    local = True,
)
