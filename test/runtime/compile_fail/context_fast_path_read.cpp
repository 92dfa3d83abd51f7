// Compile-fail test: a context generated with generation::fast_path only
// writes; reading with it is one compile error naming the context and type.
//
// EXPECT: write_only_context_cannot_read<metrics::SampleWriter, metrics::Sample>
// EXPECT: use generation::both
#include <tidyjson/tidyjson.hpp>

#include <string>

namespace metrics {
struct Sample {
  std::string name;
  double value = 0;
};
TIDYJSON_TYPE(Sample, name, value)

TIDYJSON_CONTEXT(SampleWriter, (Sample), tidyjson::generation::fast_path)
TIDYJSON_CONTEXT(SampleJson, (Sample))
}  // namespace metrics

int main() {
  const std::string text = tidyjson::serialize(metrics::Sample{"cpu", 0.5}, metrics::SampleWriter{});
  // Reading goes through a context that can read.
  const auto back = tidyjson::deserialize<metrics::Sample>(text, metrics::SampleJson{});
#ifdef TIDYJSON_COMPILE_FAIL
  const auto again = tidyjson::deserialize<metrics::Sample>(text, metrics::SampleWriter{});
  return again.name == back.name ? 0 : 1;
#else
  return back.name == "cpu" ? 0 : 1;
#endif
}
