#!/usr/bin/env python3
"""Lists the runtime's fast-path blockers and checks that a test mentions each.

Usage: list_blockers.py RUNTIME_INCLUDE_DIR TEST_FILE

A blocker is a struct whose body declares `static constexpr bool fast_path =
false`. The test file must mention it: by its class name, or, for a
description type such as polymorphic_desc, by the macro that produces it.
"""
import os
import re
import sys

# Description classes are written through macros in user code.
WRITTEN_AS = {"polymorphic_desc": "TIDYJSON_POLYMORPHIC", "preserve_t": "references::preserve"}


def blockers(root):
    found = []
    for dirpath, _, files in os.walk(root):
        for name in files:
            if not name.endswith(".hpp"):
                continue
            text = open(os.path.join(dirpath, name), encoding="utf-8").read()
            for m in re.finditer(r"static constexpr bool fast_path = false;", text):
                # The nearest struct or class opened before the declaration.
                heads = list(re.finditer(r"\b(?:struct|class)\s+(?:TIDYJSON_(?:ANNOTATE|MARK|MARK_AS)\([^)]*\)\s*)?(\w+)",
                                         text[: m.start()]))
                if heads:
                    found.append(heads[-1].group(1))
    return sorted(set(found))


def main():
    root, test = sys.argv[1], sys.argv[2]
    text = open(test, encoding="utf-8").read()
    names = blockers(root)
    if not names:
        sys.exit("list_blockers: no blocker found in " + root + " (the pattern is out of date)")
    missing = [n for n in names if WRITTEN_AS.get(n, n) not in text]
    for n in names:
        print(("missing " if n in missing else "covered ") + n)
    if missing:
        sys.exit("list_blockers: not covered by " + test + ": " + ", ".join(missing))


if __name__ == "__main__":
    main()
