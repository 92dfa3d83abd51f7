#!/bin/bash
# One action of json_tidy_aspect: clang-tidy-19 with the tidyjson plugin on one
# source file, in Bazel's execution root (or its sandbox).
#
#   run_json_tidy.sh CLANG_TIDY PLUGIN CONFIG FINDINGS FIXES UNUSED HEADERS SOURCE -- FLAGS...
#
#   FINDINGS  clang-tidy's text (what it printed for the file)
#   FIXES     its --export-fixes YAML (an empty file when there is nothing)
#   UNUSED    the declared headers the file did not read, one a line, for
#             unused_inputs_list: Bazel's local action cache then re-runs the
#             file only when a header it reads changes
#   HEADERS   the declared headers, one a line
#
# Paths in both outputs are relative to the execution root, so an output is
# the same on every machine and in every sandbox: the disk cache, a remote
# cache and remote execution can share it. Findings are not a failure (the
# action succeeds and is cached); a compile error, a crash, or a finding of a
# check the configuration's WarningsAsErrors names is.
set -u
tidy=$1 plugin=$2 config=$3 findings=$4 fixes=$5 unused=$6 headers=$7 source=$8
shift 8
[[ "${1:-}" == "--" ]] && shift

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# -H: the compiler lists every header it opens (one '.' per include depth)
# on standard error, at no cost: the exact set of files the unit read.
"$tidy" "--load=$plugin" "--config-file=$config" --quiet "--export-fixes=$work/fixes.yaml" \
  "$source" -- "$@" -H >"$work/out" 2>"$work/err"
status=$?
if [[ $status -ne 0 ]]; then
  grep -v '^\.\+ ' "$work/err" | cat "$work/out" - >&2
  echo "json-tidy: clang-tidy-19 exited with $status on $source" >&2
  exit "$status"
fi

root=$PWD
sed "s|$root/||g" "$work/out" >"$findings"
if [[ -s "$work/fixes.yaml" ]]; then
  sed -e "s|$root/||g" -e "s|'$root'|'.'|g" -e "s|$root\$|.|" "$work/fixes.yaml" >"$fixes"
else
  : >"$fixes"
fi
sed -n 's/^\.\+ //p' "$work/err" | xargs -r realpath -s -m --relative-to=. | sort -u >"$work/read"
sort -u "$headers" | comm -23 - "$work/read" >"$unused"
