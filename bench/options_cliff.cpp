// bench/options_cliff.cpp: what building options on every call costs.
//
// Serializes the design's order (A) with a tidyjson::options built inside the
// function, as a tidy helper would, and (B) with one cached `static const`
// options object, into a reused buffer. Reports time per call, bytes and
// allocations per call; docs/performance.md holds the figures.
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

BENCHMARK(run<serialize_fresh>)->Name("order/options_per_call");
BENCHMARK(run<serialize_cached>)->Name("order/options_cached");

BENCHMARK_MAIN();
