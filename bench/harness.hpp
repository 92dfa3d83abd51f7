// bench/harness.hpp: the timed loops shared by the workload binaries.
//
// Each codec (adapters/codec.hpp) becomes up to two benchmarks per workload:
//
//   <workload>/write/<library>/<mode>   write the value into the codec's reused buffer
//   <workload>/read/<library>/<mode>    read a fresh value from the canonical text
//
// Every reader reads the same text, tidyjson's output with runtime options
// (each writer's own output is checked for equivalence by bench.equivalence).
// Counters per benchmark: bytes_per_second (the JSON written or read),
// bytes_per_call and allocs_per_call (heap, counted by alloc_counter.hpp,
// which the binary's main translation unit includes). The label names the
// compiler that built the adapter.
#pragma once

#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "adapters/codec.hpp"
#include "alloc_stats.hpp"

namespace bench {

inline void set_counters(benchmark::State& state, alloc_snapshot before, alloc_snapshot after, std::size_t json_bytes) {
  const double n = static_cast<double>(state.iterations());
  state.counters["bytes_per_call"] = static_cast<double>(after.bytes - before.bytes) / n;
  state.counters["allocs_per_call"] = static_cast<double>(after.count - before.count) / n;
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) * static_cast<std::int64_t>(json_bytes));
}

template <class T>
void run_write(benchmark::State& state, std::string_view (*write)(const T&), const T& value) {
  std::string_view out = write(value);  // warm: buffers grown, caches built
  const alloc_snapshot before = alloc_snapshot::now();
  for (auto _ : state) {
    out = write(value);
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  const alloc_snapshot after = alloc_snapshot::now();
  set_counters(state, before, after, out.size());
}

template <class T>
void run_read(benchmark::State& state, T (*read)(std::string_view), const padded_input& in) {
  {
    T warm = read(in.view());
    benchmark::DoNotOptimize(warm);
  }
  const alloc_snapshot before = alloc_snapshot::now();
  for (auto _ : state) {
    T value = read(in.view());
    benchmark::DoNotOptimize(value);
    benchmark::ClobberMemory();
  }
  const alloc_snapshot after = alloc_snapshot::now();
  set_counters(state, before, after, in.size());
}

inline std::string label_of(const codec& c) {
  std::string label(c.compiler);
  if (!c.note.empty()) {
    label += "; ";
    label += c.note;
  }
  return label;
}

/// Registers the write and read benchmarks of every codec for one workload.
/// `value` and `input` must outlive the run.
template <class T>
void register_workload(std::string_view workload, const std::vector<codec>& codecs, const T& value,
                       const padded_input& input, std::string_view (*codec::*write)(const T&),
                       T (*codec::*read)(std::string_view)) {
  for (const char* op : {"write", "read"}) {
    for (const codec& c : codecs) {
      const std::string name =
          std::string(workload) + "/" + op + "/" + std::string(c.library) + "/" + std::string(c.mode);
      const std::string label = label_of(c);
      if (std::string_view(op) == "write" && c.*write != nullptr) {
        auto fn = c.*write;
        benchmark::RegisterBenchmark(name.c_str(), [fn, &value, label](benchmark::State& state) {
          state.SetLabel(label);
          run_write(state, fn, value);
        });
      } else if (std::string_view(op) == "read" && c.*read != nullptr) {
        auto fn = c.*read;
        benchmark::RegisterBenchmark(name.c_str(), [fn, &input, label](benchmark::State& state) {
          state.SetLabel(label);
          run_read(state, fn, input);
        });
      }
    }
  }
}

/// The main of a workload binary: registers the workload's benchmarks and runs them.
template <class T>
int run_workload(int argc, char** argv, std::string_view workload, const T& value,
                 std::string_view (*codec::*write)(const T&), T (*codec::*read)(std::string_view)) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  const std::vector<codec> codecs = all_codecs();
  // The canonical text: tidyjson with runtime options (the first codec).
  const padded_input input((codecs.front().*write)(value));
  register_workload(workload, codecs, value, input, write, read);
  benchmark::AddCustomContext("json_bytes", std::to_string(input.size()));
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}

}  // namespace bench
