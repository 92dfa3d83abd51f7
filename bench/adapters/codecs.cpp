// bench/adapters/codecs.cpp: the list of every adapter built into the binary.
//
// An adapter whose library was not found at configure time is left out; the
// TIDYJSON_BENCH_HAVE_* definitions come from bench/CMakeLists.txt.
#include "codec.hpp"

namespace bench {

std::vector<codec> all_codecs() {
  std::vector<codec> out;
  add_tidyjson_codecs(out);
#if TIDYJSON_BENCH_HAVE_NLOHMANN
  add_nlohmann_codecs(out);
#endif
#if TIDYJSON_BENCH_HAVE_RAPIDJSON
  add_rapidjson_codecs(out);
#endif
#if TIDYJSON_BENCH_HAVE_SIMDJSON
  add_simdjson_codecs(out);
#endif
#if TIDYJSON_BENCH_HAVE_BOOSTJSON
  add_boostjson_codecs(out);
#endif
  return out;
}

}  // namespace bench
