// bench/options_cliff.cpp: what building options on every call costs.
//
// Serializes the design's order into a reused buffer with options that are
//   cached       one `static const` object (the fix json-options-in-hot-path offers);
//   per_call     built inside the function, as a tidy helper would: its
//                settings are found in the process-wide metadata cache;
//   per_call_private  the same with metadata_sharing::per_options: each object
//                builds its own metadata (the cliff as it was before sharing);
//   per_call_distinct built per call with settings the cache does not hold:
//                one more distinct indent per call than the limit, so every
//                call adds an entry and evicts the least recently used.
// Reports time, bytes and allocations per call; docs/performance.md holds the
// figures.
//
//   build/bench/options_cliff --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include "alloc_counter.hpp"
#include "bench_order.hpp"

#include <benchmark/benchmark.h>

namespace {

// The helper json-options-in-hot-path warns about: options built per call.
void serialize_fresh(std::string& out, const bench::Order& order) {
  // NOLINTNEXTLINE(json-options-in-hot-path): building it per call is what this measures
  const tidyjson::options options{tidyjson::naming::camel_case, tidyjson::ignore::when_null,
                                  tidyjson::enums::as_string};
  tidyjson::serialize_to(out, order, options);
}

void serialize_private(std::string& out, const bench::Order& order) {
  // NOLINTNEXTLINE(json-options-in-hot-path): building it per call is what this measures
  const tidyjson::options options{tidyjson::naming::camel_case, tidyjson::ignore::when_null,
                                  tidyjson::enums::as_string, tidyjson::metadata_sharing::per_options};
  tidyjson::serialize_to(out, order, options);
}

void serialize_distinct(std::string& out, const bench::Order& order) {
  static int call = 0;
  const int width = 1 + call++ % (TIDYJSON_SHARED_METADATA_LIMIT + 1);
  // NOLINTNEXTLINE(json-options-in-hot-path): building it per call is what this measures
  const tidyjson::options options{tidyjson::naming::camel_case, tidyjson::ignore::when_null,
                                  tidyjson::enums::as_string, tidyjson::indent{width}};
  tidyjson::serialize_to(out, order, options);
}

void serialize_cached(std::string& out, const bench::Order& order) {
  static const tidyjson::options options{tidyjson::naming::camel_case, tidyjson::ignore::when_null,
                                         tidyjson::enums::as_string};
  tidyjson::serialize_to(out, order, options);
}

template <void (*Fn)(std::string&, const bench::Order&)>
void run(benchmark::State& state) {
  const bench::Order order = bench::sample_order();
  std::string out;
  Fn(out, order);  // warm up the buffer (and the cache, when there is one)
  const auto before = bench::alloc_snapshot::now();
  for (auto _ : state) {
    Fn(out, order);
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  const auto after = bench::alloc_snapshot::now();
  const double n = static_cast<double>(state.iterations());
  state.counters["bytes_per_call"] = static_cast<double>(after.bytes - before.bytes) / n;
  state.counters["allocs_per_call"] = static_cast<double>(after.count - before.count) / n;
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) * static_cast<std::int64_t>(out.size()));
}

}  // namespace

BENCHMARK(run<serialize_cached>)->Name("order/options_cached");
BENCHMARK(run<serialize_fresh>)->Name("order/options_per_call");
BENCHMARK(run<serialize_private>)->Name("order/options_per_call_private");
BENCHMARK(run<serialize_distinct>)->Name("order/options_per_call_distinct");

BENCHMARK_MAIN();
