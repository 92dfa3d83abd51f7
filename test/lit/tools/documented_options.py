#!/usr/bin/env python3
"""Compares the options block of docs/clang-tidy-config.md ("Every option,
with its default") with what clang-tidy-19 --dump-config prints for the
json-* checks: the same options, the same defaults.

Usage: documented_options.py <clang-tidy-config.md> <dump-config.yaml>
"""
import re
import sys

import yaml


def options(mapping):
    """json-* options as name -> default, as text (YAML reads false, 'false'
    and 32768, '32768' differently; clang-tidy treats them alike)."""
    return {k: str(v).lower() if isinstance(v, bool) else str(v)
            for k, v in (mapping or {}).items() if k.startswith("json-")}


def main():
    page, dump = sys.argv[1], sys.argv[2]
    text = open(page, encoding="utf-8").read()
    section = text.split("\n## Every option, with its default\n", 1)
    if len(section) != 2:
        sys.exit(f"{page}: no section 'Every option, with its default'")
    block = re.search(r"```yaml\n(.*?)```", section[1].split("\n## ", 1)[0], re.DOTALL)
    if not block:
        sys.exit(f"{page}: no YAML block of the options")
    documented = options(yaml.safe_load(block.group(1)).get("CheckOptions"))
    actual = options(yaml.safe_load(open(dump, encoding="utf-8")).get("CheckOptions"))
    problems = [f"not documented: {k}: {actual[k]}" for k in sorted(actual.keys() - documented.keys())]
    problems += [f"documented but not an option: {k}" for k in sorted(documented.keys() - actual.keys())]
    problems += [f"default of {k}: documented {documented[k]!r}, clang-tidy says {actual[k]!r}"
                 for k in sorted(actual.keys() & documented.keys()) if documented[k] != actual[k]]
    if problems:
        sys.exit("\n".join(problems))
    print(f"{len(actual)} options, documented with their defaults")


if __name__ == "__main__":
    main()
