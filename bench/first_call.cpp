// bench/first_call.cpp: what the first call costs, runtime options versus a context.
//
//   first_call <options|context> <write|read>
//
// Runs one serialize_to (write) or deserialize (read) of the design's order in
// a fresh process and prints, as one JSON line, the time and the heap bytes
// and allocations of that first call, then of a second call for comparison.
// With options, the first call builds the options object (a function-local
// `static const`, as json-options-in-hot-path recommends) and the metadata of
// Order and Line; a context has its metadata from the compiler. Both pay for
// the process's own first touches (code pages, lazy symbol binding), so only
// the difference is tidyjson's. first_call.py runs it many times:
//
//   python3 bench/first_call.py build/bench/first_call --runs 200
#include "alloc_counter.hpp"  // this binary's one replacement of operator new
#include "bench_order.hpp"

#include <chrono>
#include <cstdio>
#include <exception>
#include <string>
#include <string_view>

namespace {

TIDYJSON_CONTEXT(FirstCallJson, (bench::Order), tidyjson::naming::camel_case, tidyjson::ignore::when_null,
                 tidyjson::enums::as_string)

const tidyjson::options& cached_options() {
  static const tidyjson::options options{tidyjson::naming::camel_case, tidyjson::ignore::when_null,
                                         tidyjson::enums::as_string};
  return options;
}

constexpr std::string_view order_json =
    R"({"id":"4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90","customer":"Acme Logistics","placed":"2026-10-19T08:11:00Z",)"
    R"("status":"processing","lines":[{"sku":"WIDGET-01","qty":4,"unitPrice":12.50},{"sku":"GASKET-77","qty":20,)"
    R"("unitPrice":0.95},{"sku":"BOLT-M6","qty":500,"unitPrice":0.03}],"notes":"Leave at dock 3. Call on arrival."})";

struct measurement {
  long long ns;
  std::size_t bytes;
  std::size_t allocs;
};

template <class F>
measurement measure(F&& f) {
  const auto before = bench::alloc_snapshot::now();
  const auto t0 = std::chrono::steady_clock::now();
  f();
  const auto t1 = std::chrono::steady_clock::now();
  const auto after = bench::alloc_snapshot::now();
  return {std::chrono::duration_cast<std::chrono::nanoseconds>(t1 - t0).count(), after.bytes - before.bytes,
          after.count - before.count};
}

}  // namespace

static int run(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: first_call <options|context> <write|read>\n");
    return 2;
  }
  const std::string_view how = argv[1];
  const std::string_view op = argv[2];
  if ((how != "options" && how != "context") || (op != "write" && op != "read")) {
    std::fprintf(stderr, "usage: first_call <options|context> <write|read>\n");
    return 2;
  }
  const bench::Order order = bench::sample_order();
  std::string out;
  bench::Order back;
  std::size_t sink = 0;
  auto call = [&] {
    if (op == "write") {
      if (how == "options") {
        tidyjson::serialize_to(out, order, cached_options());
      } else {
        tidyjson::serialize_to(out, order, FirstCallJson{});
      }
      sink += out.size();
    } else {
      if (how == "options") {
        back = tidyjson::deserialize<bench::Order>(order_json, cached_options());
      } else {
        back = tidyjson::deserialize<bench::Order>(order_json, FirstCallJson{});
      }
      sink += back.lines.size();
    }
  };
  const measurement first = measure(call);
  const measurement second = measure(call);
  const bool ok = op == "write" ? out == order_json : back == order;
  std::printf(
      "{\"how\":\"%s\",\"op\":\"%s\",\"ok\":%s,\"first_ns\":%lld,\"first_bytes\":%zu,\"first_allocs\":%zu,"
      "\"second_ns\":%lld,\"second_bytes\":%zu,\"second_allocs\":%zu,\"sink\":%zu}\n",
      argv[1], argv[2], ok ? "true" : "false", first.ns, first.bytes, first.allocs, second.ns, second.bytes,
      second.allocs, sink);
  return ok ? 0 : 1;
}

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "first_call: %s\n", e.what());
    return 1;
  }
}
