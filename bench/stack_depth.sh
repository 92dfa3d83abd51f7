#!/usr/bin/env bash
# Builds bench/stack_depth.cpp with g++ and clang++-19 at -O0, -O2 and -O1
# with AddressSanitizer, and prints the stack each nesting level costs on
# every path (docs/security.md, "Depth"). Bytes of stack do not depend on the
# machine's load, so the figures repeat exactly for the same compilers.
#
#   bench/stack_depth.sh [levels]      (default: the typed depth limit)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out=${TMPDIR:-/tmp}/tidyjson-stack-depth
mkdir -p "$out"
for cxx in g++ clang++-19; do
  for flags in "-O0" "-O2" "-O1 -fsanitize=address"; do
    exe="$out/$(echo "$cxx $flags" | tr -c 'a-zA-Z0-9+\n' '_')"
    "$cxx" -std=c++20 $flags -I"$root/runtime/include" "$root/bench/stack_depth.cpp" -o "$exe" -lpthread
    echo "== $cxx $flags"
    ASAN_OPTIONS=detect_leaks=0 "$exe" "$@"
  done
done
