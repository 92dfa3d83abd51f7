// bench/standard_benchmarks.cpp: the three standard files (bench/data:
// twitter.json, citm_catalog.json, canada.json), tidyjson against the Debian
// peers, in one process.
//
//   <file>/read/tidyjson/options    the file into its typed model (bench/models),
//                                   cached options
//   <file>/read/tidyjson/ctx        the same through the model's context
//   <file>/write/tidyjson/string    the model (read once, untimed) written into
//                                   a std::string kept between iterations
//   <file>/write/tidyjson/span      the same into a caller's fixed buffer
//   <file>/document/<library>       the file parsed into the library's
//                                   read-only tree: tidyjson::document,
//                                   simdjson's DOM (one parser, kept),
//                                   Boost.JSON's value, nlohmann::json
//   <file>/dom_write/<library>      that tree written back as compact JSON
//                                   (the peers have no typed model here yet:
//                                   their typed adapters are future work)
//   <file>/limit/memcpy             memcpy of the file's size
//
// Every row reports bytes_per_second over the input file's size, so MB/s
// compare across rows of one file. Before anything is timed, each reader's
// result is checked (the typed model against nlohmann's tree of the same
// file, the trees' sizes against each other) and each writer's output is
// read back and compared, or the program aborts.
//
//   build/bench/bench_standard --benchmark_repetitions=10 \
//     --benchmark_enable_random_interleaving=true --benchmark_report_aggregates_only=true
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <tidyjson/tidyjson.hpp>

#include "models/canada.hpp"
#include "models/citm_catalog.hpp"
#include "models/data.hpp"
#include "models/twitter.hpp"

#if TIDYJSON_BENCH_HAVE_NLOHMANN
#include <nlohmann/json.hpp>
#endif
#if TIDYJSON_BENCH_HAVE_SIMDJSON
#include <simdjson.h>
#endif
#if TIDYJSON_BENCH_HAVE_BOOSTJSON
#include <boost/json.hpp>
#endif

namespace bench::twitter {
TIDYJSON_CONTEXT_DEFINE(TwitterJson)
}
namespace bench::citm {
TIDYJSON_CONTEXT_DEFINE(CitmJson)
}
namespace bench::canada {
TIDYJSON_CONTEXT_DEFINE(CanadaJson)
}

namespace {

[[noreturn]] void die(const std::string& what) {
  std::fprintf(stderr, "bench_standard: %s\n", what.c_str());
  std::abort();
}

/// Counts the values of a tidyjson tree (every scalar, array and object).
std::size_t count_values(tidyjson::element e) {
  std::size_t n = 1;
  if (e.is_array()) {
    for (tidyjson::element v : e.elements()) n += count_values(v);
  } else if (e.is_object()) {
    for (auto member : e.members()) n += count_values(member.value);
  }
  return n;
}

#if TIDYJSON_BENCH_HAVE_NLOHMANN
std::size_t count_values(const nlohmann::json& j) {
  std::size_t n = 1;
  if (j.is_structured()) {
    for (const auto& v : j) n += count_values(v);
  }
  return n;
}
#endif

template <class Model, class Context>
void register_file(const char* name, const char* file) {
  static std::vector<std::unique_ptr<std::string>> texts;  // kept for the process
  texts.push_back(std::make_unique<std::string>(bench::data::read(file)));
  const std::string& text = *texts.back();
  const auto& options = Model::json_options();
  const auto size = static_cast<std::int64_t>(text.size());
  const std::string prefix = name;

  // The typed model, read once: what the writers write, and the check of
  // every reader.
  static std::vector<std::unique_ptr<typename Model::type>> models;
  models.push_back(std::make_unique<typename Model::type>(
      tidyjson::deserialize<typename Model::type>(text, options)));
  const auto& model = *models.back();
  const std::string written = tidyjson::serialize(model, options);
  if (tidyjson::deserialize<typename Model::type>(written, options) != model) {
    die(prefix + ": tidyjson's output does not read back as what it wrote");
  }
  if (tidyjson::serialize(model, Context{}) != written) die(prefix + ": the context writes other bytes");
  const std::size_t values = count_values(tidyjson::document::parse(text).root());
#if TIDYJSON_BENCH_HAVE_NLOHMANN
  if (count_values(nlohmann::json::parse(text)) != values) {
    die(prefix + ": tidyjson::document and nlohmann::json count different values");
  }
  if (nlohmann::json::parse(written) != nlohmann::json::parse(text)) {
    // twitter's media sizes come back in the struct's order: compare as trees
    // (nlohmann's objects are sorted maps, so member order does not matter).
    die(prefix + ": the typed round trip changed a value");
  }
#endif

  benchmark::RegisterBenchmark((prefix + "/read/tidyjson/options").c_str(), [&text, &options](benchmark::State& st) {
    for (auto _ : st) {
      auto v = tidyjson::deserialize<typename Model::type>(text, options);
      benchmark::DoNotOptimize(v);
    }
    st.SetBytesProcessed(st.iterations() * static_cast<std::int64_t>(text.size()));
  });
  benchmark::RegisterBenchmark((prefix + "/read/tidyjson/ctx").c_str(), [&text](benchmark::State& st) {
    for (auto _ : st) {
      auto v = tidyjson::deserialize<typename Model::type>(text, Context{});
      benchmark::DoNotOptimize(v);
    }
    st.SetBytesProcessed(st.iterations() * static_cast<std::int64_t>(text.size()));
  });
  benchmark::RegisterBenchmark((prefix + "/write/tidyjson/string").c_str(),
                               [&model, &options, size](benchmark::State& st) {
                                 std::string out;
                                 for (auto _ : st) {
                                   tidyjson::serialize_to(out, model, options);
                                   benchmark::DoNotOptimize(out.data());
                                 }
                                 st.SetBytesProcessed(st.iterations() * size);
                               });
  benchmark::RegisterBenchmark((prefix + "/write/tidyjson/span").c_str(),
                               [&model, &options, size, room = written.size() + 4096](benchmark::State& st) {
                                 std::vector<char> buffer(room);
                                 for (auto _ : st) {
                                   auto r = tidyjson::serialize_to(std::span<char>(buffer), model, options);
                                   if (!r) die("span write failed: " + r.error().message);
                                   benchmark::DoNotOptimize(buffer.data());
                                 }
                                 st.SetBytesProcessed(st.iterations() * size);
                               });
  benchmark::RegisterBenchmark((prefix + "/document/tidyjson").c_str(), [&text](benchmark::State& st) {
    for (auto _ : st) {
      auto doc = tidyjson::document::parse(text);
      benchmark::DoNotOptimize(doc);
    }
    st.SetBytesProcessed(st.iterations() * static_cast<std::int64_t>(text.size()));
  });

#if TIDYJSON_BENCH_HAVE_SIMDJSON
  {
    simdjson::dom::parser check;
    simdjson::dom::element root;
    if (check.parse(text).get(root) != simdjson::SUCCESS) die(prefix + ": simdjson cannot parse the file");
  }
  benchmark::RegisterBenchmark((prefix + "/document/simdjson").c_str(), [&text](benchmark::State& st) {
    simdjson::dom::parser parser;
    for (auto _ : st) {
      simdjson::dom::element root;
      if (parser.parse(text).get(root) != simdjson::SUCCESS) die("simdjson failed");
      benchmark::DoNotOptimize(root);
    }
    st.SetBytesProcessed(st.iterations() * static_cast<std::int64_t>(text.size()));
  });
  benchmark::RegisterBenchmark((prefix + "/dom_write/simdjson").c_str(), [&text, size](benchmark::State& st) {
    simdjson::dom::parser parser;
    simdjson::dom::element root = parser.parse(text).value();
    for (auto _ : st) {
      std::string out = simdjson::minify(root);
      benchmark::DoNotOptimize(out.data());
    }
    st.SetBytesProcessed(st.iterations() * size);
  });
#endif
#if TIDYJSON_BENCH_HAVE_BOOSTJSON
  if (boost::json::serialize(boost::json::parse(text)).empty()) die(prefix + ": Boost.JSON wrote nothing");
  benchmark::RegisterBenchmark((prefix + "/document/boostjson").c_str(), [&text](benchmark::State& st) {
    for (auto _ : st) {
      boost::json::value v = boost::json::parse(text);
      benchmark::DoNotOptimize(v);
    }
    st.SetBytesProcessed(st.iterations() * static_cast<std::int64_t>(text.size()));
  });
  benchmark::RegisterBenchmark((prefix + "/dom_write/boostjson").c_str(), [&text, size](benchmark::State& st) {
    const boost::json::value v = boost::json::parse(text);
    for (auto _ : st) {
      std::string out = boost::json::serialize(v);
      benchmark::DoNotOptimize(out.data());
    }
    st.SetBytesProcessed(st.iterations() * size);
  });
#endif
#if TIDYJSON_BENCH_HAVE_NLOHMANN
  benchmark::RegisterBenchmark((prefix + "/document/nlohmann").c_str(), [&text](benchmark::State& st) {
    for (auto _ : st) {
      auto j = nlohmann::json::parse(text);
      benchmark::DoNotOptimize(j);
    }
    st.SetBytesProcessed(st.iterations() * static_cast<std::int64_t>(text.size()));
  });
  benchmark::RegisterBenchmark((prefix + "/dom_write/nlohmann").c_str(), [&text, size](benchmark::State& st) {
    const auto j = nlohmann::json::parse(text);
    for (auto _ : st) {
      std::string out = j.dump();
      benchmark::DoNotOptimize(out.data());
    }
    st.SetBytesProcessed(st.iterations() * size);
  });
#endif
  benchmark::RegisterBenchmark((prefix + "/limit/memcpy").c_str(), [&text, size](benchmark::State& st) {
    std::vector<char> to(text.size());
    for (auto _ : st) {
      std::memcpy(to.data(), text.data(), text.size());
      benchmark::DoNotOptimize(to.data());
      benchmark::ClobberMemory();
    }
    st.SetBytesProcessed(st.iterations() * size);
  });
  (void)values;
}

struct TwitterModel {
  using type = bench::twitter::Twitter;
  static const tidyjson::options& json_options() { return bench::twitter::json_options(); }
};
struct CitmModel {
  using type = bench::citm::CitmCatalog;
  static const tidyjson::options& json_options() { return bench::citm::json_options(); }
};
struct CanadaModel {
  using type = bench::canada::Canada;
  static const tidyjson::options& json_options() { return bench::canada::json_options(); }
};

}  // namespace

int main(int argc, char** argv) {
  register_file<TwitterModel, bench::twitter::TwitterJson>("twitter", "twitter.json");
  register_file<CitmModel, bench::citm::CitmJson>("citm_catalog", "citm_catalog.json");
  register_file<CanadaModel, bench::canada::CanadaJson>("canada", "canada.json");
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
