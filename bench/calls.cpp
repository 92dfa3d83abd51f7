// bench/calls.cpp: runs one codec's write or read a given number of times, untimed.
//
//   bench_calls <order|bookstore> <write|read> <library>/<mode> <calls>
//   bench_calls --list
//
// For counting instructions rather than time: instructions.py runs it under
// callgrind twice (once with 1 call, once with 1 + N) and divides the
// difference by N, which a busy machine cannot disturb.
//
// Besides every codec of the adapters, two that only this program has:
// tidyjson with options built inside each call (what json-options-in-hot-path
// reports, bench/options_cliff.cpp times it), sharing the metadata of equal
// settings (options_per_call, the default) and with a private cache
// (options_per_call_private, metadata_sharing::per_options).
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "adapters/codec.hpp"

namespace {

/// Writes and reads with options built inside each call.
template <tidyjson::metadata_sharing Sharing>
struct per_call {
  template <class T>
  static std::string_view write(const T& v) {
    static std::string buffer;
    // NOLINTNEXTLINE(json-options-in-hot-path): building it per call is what this counts
    const tidyjson::options options{tidyjson::naming::camel_case, tidyjson::ignore::when_null,
                                    tidyjson::enums::as_string, Sharing};
    tidyjson::serialize_to(buffer, v, options);
    return buffer;
  }
  template <class T>
  static T read(std::string_view text) {
    // NOLINTNEXTLINE(json-options-in-hot-path): building it per call is what this counts
    const tidyjson::options options{tidyjson::naming::camel_case, tidyjson::ignore::when_null,
                                    tidyjson::enums::as_string, Sharing};
    return tidyjson::deserialize<T>(text, options);
  }
  static bench::codec as_codec(std::string_view mode) {
    return {"tidyjson", mode, {}, {}, &write<bench::Order>, &read<bench::Order>, &write<bench::Orders>,
            &read<bench::Orders>};
  }
};

/// The adapters' codecs and the two above.
std::vector<bench::codec> codecs_to_run() {
  std::vector<bench::codec> out = bench::all_codecs();
  out.push_back(per_call<tidyjson::metadata_sharing::by_settings>::as_codec("options_per_call"));
  out.push_back(per_call<tidyjson::metadata_sharing::per_options>::as_codec("options_per_call_private"));
  return out;
}

template <class T>
int run(const bench::codec& c, bool write, const T& value, std::string_view (*bench::codec::*writer)(const T&),
        T (*bench::codec::*reader)(std::string_view), long calls) {
  const std::vector<bench::codec> codecs = bench::all_codecs();
  const bench::padded_input input((codecs.front().*writer)(value));
  if (write ? c.*writer == nullptr : c.*reader == nullptr) {
    std::fprintf(stderr, "bench_calls: this codec does not %s\n", write ? "write" : "read");
    return 2;
  }
  std::size_t sink = 0;
  for (long i = 0; i < calls; ++i) {
    if (write) {
      sink += (c.*writer)(value).size();
    } else {
      const T back = (c.*reader)(input.view());
      sink += sizeof back;
    }
  }
  std::printf("%zu\n", sink);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<bench::codec> codecs = codecs_to_run();
  if (argc == 2 && std::string_view(argv[1]) == "--list") {
    for (const auto& c : codecs) {
      std::printf("%.*s/%.*s%s%s\n", static_cast<int>(c.library.size()), c.library.data(),
                  static_cast<int>(c.mode.size()), c.mode.data(), c.write_order != nullptr ? " write" : "",
                  c.read_order != nullptr ? " read" : "");
    }
    return 0;
  }
  if (argc != 5) {
    std::fprintf(stderr, "usage: bench_calls <order|bookstore> <write|read> <library>/<mode> <calls>\n");
    return 2;
  }
  const std::string_view workload = argv[1];
  const std::string_view op = argv[2];
  const std::string_view name = argv[3];
  const long calls = std::strtol(argv[4], nullptr, 10);
  for (const auto& c : codecs) {
    if (std::string(c.library) + "/" + std::string(c.mode) != name) continue;
    if (workload == "order") {
      return run(c, op == "write", bench::sample_order(), &bench::codec::write_order, &bench::codec::read_order, calls);
    }
    return run(c, op == "write", bookstore::generate_orders(1000), &bench::codec::write_orders,
               &bench::codec::read_orders, calls);
  }
  std::fprintf(stderr, "bench_calls: no codec named %s (see --list)\n", argv[3]);
  return 2;
}
