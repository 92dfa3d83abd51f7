// bench/models/data.hpp: finds and reads the standard files of bench/data/ at run time.
//
// The directory is $TIDYJSON_BENCH_DATA_DIR if set, otherwise the one the
// build defines as TIDYJSON_BENCH_DATA_DIR (bench/data in the source tree).
// Nothing is downloaded: the files are committed (bench/data/README.md).
#pragma once

#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <string_view>

namespace bench::data {

/// The directory that holds twitter.json, citm_catalog.json and canada.json.
inline std::string directory() {
  if (const char* env = std::getenv("TIDYJSON_BENCH_DATA_DIR"); env != nullptr && *env != '\0') return env;
#ifdef TIDYJSON_BENCH_DATA_DIR
  return TIDYJSON_BENCH_DATA_DIR;
#else
  return "bench/data";
#endif
}

inline std::string path_of(std::string_view file) { return directory() + "/" + std::string(file); }

/// The whole file; throws std::runtime_error naming the path if it cannot be read.
inline std::string read(std::string_view file) {
  const std::string path = path_of(file);
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (f == nullptr) throw std::runtime_error("bench: cannot open " + path + " (set TIDYJSON_BENCH_DATA_DIR)");
  std::string text;
  char chunk[1 << 16];
  std::size_t n = 0;
  while ((n = std::fread(chunk, 1, sizeof chunk, f)) > 0) text.append(chunk, n);
  const bool failed = std::ferror(f) != 0;
  std::fclose(f);
  if (failed) throw std::runtime_error("bench: cannot read " + path);
  return text;
}

}  // namespace bench::data
