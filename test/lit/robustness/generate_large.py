#!/usr/bin/env python3
"""Writes a large C++ file for the robustness tests: many described types,
a chain of members linking them, serializer calls in templates, lambdas and
loops, and one undescribed type at the end of a long member chain."""
import sys

count = int(sys.argv[1])
out = ["#include <tidyjson/tidyjson.hpp>", "#include <string>", "#include <vector>", ""]
out.append("struct Deep { int x = 0; };")
prev = "Deep"
for i in range(count):
    out.append(f"struct T{i} {{ int a = 0; std::string b; std::vector<{prev}> c; }};")
    if i > 0 or True:
        out.append(f"TIDYJSON_TYPE(T{i}, a, b, c)")
    prev = f"T{i}"
out.append("template <class T> std::string generic(const T& t) { return tidyjson::serialize(t); }")
for i in range(0, count, max(1, count // 8)):
    out.append(f"std::string call{i}(const T{i}& v) {{ static const tidyjson::options o; return tidyjson::serialize(v, o) + generic(v); }}")
out.append(f"std::string last(const T{count - 1}& v) {{ return tidyjson::serialize(v); }}")
sys.stdout.write("\n".join(out) + "\n")
