"""json-tidy: clang-tidy-19 with the tidyjson plugin, for editors, hooks and CI.

The bash wrapper (scripts/json-tidy in a checkout, <prefix>/bin/json-tidy when
installed) finds the plugin and runs this package with Debian's python3. The
modules, in the order a run uses them:

  cli           the command line (one argparse parser) and the drop-in form
  tools         clang-tidy-19 and the plugin, checked on a one-line file
  files         the C and C++ file extensions, positions in files, paths
  git           changed files and lines, version-control provenance
  compdb        compile_commands.json: its translation units, one per distinct
                compile command of a file
  dependencies  the files each translation unit reads (clang-scan-deps-19)
  selection     which translation units a run checks
  shards        --shard I/N: a share of them, balanced by measured cost
  cache         the result cache: keys, entries, trimming, statistics
  plan          the selection narrowed to a shard, minus the cached results
  runner        clang-tidy-19 per translation unit, in parallel
  diagnostics   clang-tidy's --export-fixes YAML, the findings
  shared_edits  fixes in files other units read (a shared header, a file
                compiled in several configurations): kept only where all agree
  fixes         --fix and --diff through clang-apply-replacements-19
  sarif, reports  SARIF 2.1.0; GitHub annotations, GitLab code quality, text
  driver        one run from selection to exit status
  single        one file through the cache (CMake's CMAKE_CXX_CLANG_TIDY)
  merge, commands  json-tidy merge-sarif, merge-diff and cache stats|clear
"""
