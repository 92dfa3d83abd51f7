#!/usr/bin/env python3
"""json-missing-registration and the compiler agree on standard types.

Usage (from a lit RUN line):

    std_types_agreement.py --clang-tidy BIN --plugin SO --clangxx BIN
                           --include RUNTIME_INCLUDE --work DIR

For every type of TYPES below, one translation unit gets a described struct
holding a member of that type, written by one call and read by another. The
same file is then

1. compiled with clang++ (registration errors are compile errors there): a
   call the runtime cannot serve fails with one of the runtime's
   static_asserts, found through the call line in the instantiation notes;
2. linted with clang-tidy and json-missing-registration (clang-tidy turns the
   runtime's registration errors off, so the check speaks instead): a call
   the check reports has a warning on its line.

Every refused type of the table comes again with a converter (CONVERTED),
which must make both calls compile and the check silent. Both verdicts, for
writing and for reading, must equal the expected one in TYPES: the check says exactly what the runtime does, and the table says what
that is (a regression of both at once fails too). Every row is a type the
issue tracker or a user named, or one of each family the runtime serves.
"""
import argparse
import os
import re
import subprocess
import sys

OK, NO = "ok", "no"

# (member type, write verdict, read verdict)
TYPES = [
    # Served by the runtime.
    ("std::string", OK, OK),
    ("std::string_view", OK, OK),
    ("std::vector<int>", OK, OK),
    ("std::vector<bool>", OK, OK),
    ("std::deque<double>", OK, OK),
    ("std::list<std::string>", OK, OK),
    ("std::set<int>", OK, OK),
    ("std::multiset<int>", OK, OK),
    ("std::map<std::string, int>", OK, OK),
    ("std::unordered_map<std::int64_t, double>", OK, OK),
    ("std::map<std::uint32_t, std::vector<std::string>>", OK, OK),
    ("std::optional<int>", OK, OK),
    ("std::variant<int, std::string>", OK, OK),
    ("std::tuple<int, bool>", OK, OK),
    ("std::pair<int, std::string>", OK, OK),
    ("std::array<int, 3>", OK, OK),
    ("std::unique_ptr<int>", OK, OK),
    ("std::shared_ptr<std::string>", OK, OK),
    ("std::monostate", OK, OK),
    ("std::chrono::sys_seconds", OK, OK),
    ("std::chrono::system_clock::time_point", OK, OK),
    ("std::chrono::milliseconds", OK, OK),
    ("std::chrono::year_month_day", OK, OK),
    ("tidyjson::uuid", OK, OK),
    ("tidyjson::decimal", OK, OK),
    ("std::map<tidyjson::uuid, int>", OK, OK),
    # Written, not read.
    ("const char*", OK, NO),
    ("int*", OK, NO),
    ("std::span<const int>", OK, NO),
    ("std::map<std::string_view, int>", OK, NO),
    ("std::valarray<double>", OK, NO),
    # Neither.
    ("std::wstring", NO, NO),
    ("std::u8string", NO, NO),
    ("std::u16string", NO, NO),
    ("std::vector<wchar_t>", NO, NO),
    ("std::filesystem::path", NO, NO),
    ("std::complex<double>", NO, NO),
    ("std::vector<std::complex<float>>", NO, NO),
    ("std::error_code", NO, NO),
    ("std::any", NO, NO),
    ("std::optional<std::any>", NO, NO),
    ("std::function<void()>", NO, NO),
    ("std::chrono::year", NO, NO),
    ("std::chrono::steady_clock::time_point", NO, NO),
    ("std::map<double, int>", NO, NO),
    ("std::map<std::pair<int, int>, int>", NO, NO),
    ("std::multimap<int, int>", NO, NO),
    ("std::unordered_multimap<std::string, int>", NO, NO),
    ("std::bitset<8>", NO, NO),
    ("std::byte", NO, NO),
    ("std::stack<int>", NO, NO),
    ("std::chrono::weekday", NO, NO),
    ("__int128", NO, NO),
    ("unsigned __int128", NO, NO),
]

# Each refused type again, with a converter (type: TIDYJSON_CONVERTER at global
# scope on an alias; member: tidyjson::with<> on the member), whose verdict is
# always ok, ok: a converter makes any type servable, whatever its own traits.
# (member type, form, JSON type, to_json body, from_json body)
CONVERTED = [
    ("std::filesystem::path", "type", "std::string", "return v.string();", "return T(j);"),
    ("std::complex<double>", "type", "std::array<double, 2>", "return {v.real(), v.imag()};", "return {j[0], j[1]};"),
    ("std::error_code", "type", "int", "return v.value();", "return std::error_code(j, std::generic_category());"),
    ("std::any", "member", "std::string", "return std::any_cast<std::string>(v);", "return j;"),
    ("std::chrono::year", "type", "int", "return static_cast<int>(v);", "return T{j};"),
    ("std::chrono::steady_clock::time_point", "member", "std::int64_t", "return v.time_since_epoch().count();",
     "return T(std::chrono::steady_clock::duration(j));"),
    ("std::chrono::weekday", "type", "unsigned", "return v.c_encoding();", "return T{j};"),
    ("std::bitset<8>", "type", "std::string", "return v.to_string();", "return T(j);"),
    ("std::byte", "type", "std::uint8_t", "return static_cast<std::uint8_t>(v);", "return T{j};"),
    ("std::wstring", "member", "std::string", "return std::string(v.begin(), v.end());", "return T(j.begin(), j.end());"),
    ("std::u8string", "member", "std::string", "return std::string(v.begin(), v.end());",
     "return T(j.begin(), j.end());"),
    ("std::multimap<int, int>", "type", "std::vector<std::pair<int, int>>", "return {v.begin(), v.end()};",
     "return T(j.begin(), j.end());"),
    ("std::valarray<double>", "type", "std::vector<double>", "return {std::begin(v), std::end(v)};",
     "return T(j.data(), j.size());"),
    ("__int128", "type", "std::int64_t", "return static_cast<std::int64_t>(v);", "return j;"),
    ("std::stack<int>", "member", "std::vector<int>", "auto c = v; std::vector<int> out; "
     "for (; !c.empty(); c.pop()) out.insert(out.begin(), c.top()); return out;",
     "T s; for (int x : j) s.push(x); return s;"),
]

HEADERS = """#include <tidyjson/tidyjson.hpp>

#include <any>
#include <array>
#include <bitset>
#include <chrono>
#include <complex>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <filesystem>
#include <functional>
#include <list>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <stack>
#include <string>
#include <string_view>
#include <system_error>
#include <tuple>
#include <unordered_map>
#include <valarray>
#include <variant>
#include <vector>
"""


def generate(path):
    """Writes the translation unit; returns {line: (row, direction)}."""
    lines = HEADERS.splitlines()
    calls = {}
    # One struct per call: the compiler reports a failing instantiation once,
    # and a read and a write of one root would share it.
    for i, (member, _, _) in enumerate(TYPES):
        for tag in ("W", "R"):
            lines += ["", "struct %s%02d {" % (tag, i), "  %s member;" % member, "};",
                      "TIDYJSON_TYPE(%s%02d, member)" % (tag, i)]
        lines.append("std::string write%02d(const W%02d& h) { return tidyjson::serialize(h); }" % (i, i))
        calls[len(lines)] = (i, "write")
        lines.append("bool read%02d(std::string_view s) { return tidyjson::try_deserialize<R%02d>(s).has_value(); }"
                     % (i, i))
        calls[len(lines)] = (i, "read")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    return calls


def generate_converted(path):
    """The converted rows, in a translation unit of their own: a type-level
    converter serves its type in the whole unit. Rows len(TYPES) + k."""
    lines = HEADERS.splitlines()
    calls = {}
    for k, (member, form, json_type, to_body, from_body) in enumerate(CONVERTED):
        i = len(TYPES) + k
        lines += ["", "using Cvt%02d = %s;" % (i, member),
                  "struct Conv%02d {" % i,
                  "  using T = Cvt%02d;" % i,
                  "  static %s to_json(const T& v) { %s }" % (json_type, to_body),
                  "  static T from_json(const %s& j) { %s }" % (json_type, from_body),
                  "};"]
        if form == "type":
            lines.append("TIDYJSON_CONVERTER(Cvt%02d, Conv%02d)" % (i, i))
            entry = "member"
        else:
            entry = "(member, tidyjson::with<Conv%02d>{})" % i
        for tag in ("W", "R"):
            lines += ["struct %s%02d {" % (tag, i), "  Cvt%02d member;" % i, "};",
                      "TIDYJSON_TYPE(%s%02d, %s)" % (tag, i, entry)]
        lines.append("std::string write%02d(const W%02d& h) { return tidyjson::serialize(h); }" % (i, i))
        calls[len(lines)] = (i, "write")
        lines.append("bool read%02d(std::string_view s) { return tidyjson::try_deserialize<R%02d>(s).has_value(); }"
                     % (i, i))
        calls[len(lines)] = (i, "read")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    return calls


def compiler_rejects(args, source, calls):
    """The call lines whose instantiation fails, from clang++'s errors."""
    out = subprocess.run([args.clangxx, "-std=c++20", "-fsyntax-only", "-ferror-limit=0", "-I", args.include, source],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True).stdout
    rejected, block = set(), []
    name = re.escape(os.path.basename(source))

    def close():
        # The outermost instantiation note in the test file is the call.
        hits = [int(m.group(1)) for l in block for m in [re.search(name + r":(\d+):\d+:", l)] if m]
        hits = [h for h in hits if h in calls]
        if hits:
            rejected.add(hits[-1])

    for line in out.splitlines():
        if " error: " in line:
            close()
            block = [line]
        elif block:
            block.append(line)
    close()
    if "error:" in out and not rejected:
        sys.exit("std_types_agreement: clang++ failed outside the calls:\n" + out[:4000])
    return rejected, out


def check_reports(args, source, calls):
    """The call lines json-missing-registration warns on."""
    out = subprocess.run([args.clang_tidy, "--load", args.plugin, "--checks=-*,json-missing-registration", source,
                          "--", "-std=c++20", "-I", args.include],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True).stdout
    if re.search(r" error: ", out):
        sys.exit("std_types_agreement: clang-tidy reported errors:\n" + out[:4000])
    name = re.escape(os.path.basename(source))
    reported = {int(m.group(1)) for m in re.finditer(name + r":(\d+):\d+: warning: .*\[json-missing-registration\]", out)}
    stray = reported - set(calls)
    if stray:
        sys.exit("std_types_agreement: warnings away from the calls, lines %s:\n%s" % (sorted(stray), out[:4000]))
    return reported, out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clang-tidy", required=True)
    parser.add_argument("--plugin", required=True)
    parser.add_argument("--clangxx", required=True)
    parser.add_argument("--include", required=True)
    parser.add_argument("--work", required=True)
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    by_compiler, by_check, calls = set(), set(), {}
    sources = []
    for name, make in (("std_types.cpp", generate), ("converted.cpp", generate_converted)):
        source = os.path.join(args.work, name)
        file_calls = make(source)
        rejected_by_compiler, _ = compiler_rejects(args, source, file_calls)
        reported_by_check, _ = check_reports(args, source, file_calls)
        # Keys are (file, line): the two files' lines overlap.
        calls.update({(name, line): v for line, v in file_calls.items()})
        by_compiler |= {(name, line) for line in rejected_by_compiler}
        by_check |= {(name, line) for line in reported_by_check}
        sources.append(source)
    source = ", ".join(sources)
    wrong = []
    rows = TYPES + [(member + " (" + form + " converter)", OK, OK) for member, form, _, _, _ in CONVERTED]
    for line, (row, direction) in sorted(calls.items()):
        member, write, read = rows[row]
        expected = write if direction == "write" else read
        compiler = NO if line in by_compiler else OK
        check = NO if line in by_check else OK
        if not (expected == compiler == check):
            wrong.append("%-45s %-5s expected %s, compiler %s, check %s" % (member, direction, expected, compiler,
                                                                          check))
    if wrong:
        sys.stderr.write("std_types_agreement: %d disagreements (file %s)\n" % (len(wrong), source))
        sys.stderr.write("\n".join(wrong) + "\n")
        sys.exit(1)
    rejected = sum(1 for _, w, r in rows for v in (w, r) if v == NO)
    print("std_types_agreement: %d types (%d with converters), %d calls; compiler and check reject the same %d" %
          (len(rows), len(CONVERTED), len(calls), rejected))


if __name__ == "__main__":
    main()
