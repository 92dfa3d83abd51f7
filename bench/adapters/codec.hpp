// bench/adapters/codec.hpp: what every adapter offers the benchmarks and the test.
//
// A codec is one library used one way (tidyjson with cached options, RapidJSON
// with a hand-written Writer, ...). It writes a workload's value into a buffer
// it owns and reuses (the returned view is valid until its next write) and
// reads a fresh value from JSON text. A codec that only writes or only reads
// leaves the other functions null.
//
// Each adapter is its own translation unit, built by the compiler that suits
// its library (RapidJSON 1.1.0 does not compile with clang 19), so the
// functions here are plain function pointers: every codec pays the same
// indirect call.
#pragma once

#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "bench_order.hpp"
#include "bookstore_model.hpp"

namespace bench {

using Orders = std::vector<bookstore::Order>;

/// Readers may read this many bytes past the end of their input (simdjson's
/// on-demand parser needs that padding); the benchmarks and the test keep it.
inline constexpr std::size_t read_padding = 64;

/// JSON text followed by read_padding spare bytes.
class padded_input {
 public:
  explicit padded_input(std::string_view text) : storage_(text.size() + read_padding, ' '), size_(text.size()) {
    std::memcpy(storage_.data(), text.data(), text.size());
  }
  [[nodiscard]] std::string_view view() const noexcept { return {storage_.data(), size_}; }
  [[nodiscard]] std::size_t size() const noexcept { return size_; }

 private:
  std::string storage_;
  std::size_t size_;
};

struct codec {
  std::string_view library;   ///< "tidyjson", "nlohmann", ...
  std::string_view mode;      ///< how it is used: "options", "ctx_fast_path", ...
  std::string_view compiler;  ///< the compiler that built the adapter
  std::string_view note;      ///< anything else the tables should say (may be empty)
  std::string_view (*write_order)(const Order&) = nullptr;
  Order (*read_order)(std::string_view) = nullptr;
  std::string_view (*write_orders)(const Orders&) = nullptr;
  Orders (*read_orders)(std::string_view) = nullptr;
};

// One function per adapter (each defined in its own .cpp), and all of them.
void add_tidyjson_codecs(std::vector<codec>& out);
void add_nlohmann_codecs(std::vector<codec>& out);
void add_rapidjson_codecs(std::vector<codec>& out);
void add_simdjson_codecs(std::vector<codec>& out);
void add_boostjson_codecs(std::vector<codec>& out);

/// Every codec built into this binary, tidyjson's first.
std::vector<codec> all_codecs();

}  // namespace bench
