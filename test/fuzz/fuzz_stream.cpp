// Fuzz target: deserialize_stream through a source whose reads return a
// random number of bytes (1 upward, as a pipe or a socket does). Wherever the
// reads split the input, the elements and the error must be exactly those of
// one read of the whole input; and they must agree with deserialize of the
// whole text into a std::vector: the same elements, or the same error code,
// path, line, column and offset.
//
// Inputs are those of fuzz_deserialize (the first byte picks the settings,
// the rest is the document), so its seeds serve here too; the first byte's
// upper bits also seed the sizes of the reads.
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_model.hpp"

namespace {

[[noreturn]] void fail(const char* what) {
  std::fprintf(stderr, "fuzz_stream: %s\n", what);
  __builtin_trap();
}

/// Serves `text` in reads whose sizes come from a xorshift generator: mostly
/// 1 to 8 bytes, sometimes up to 4 KiB, sometimes all that is asked for.
class chunky_source final : public tidyjson::detail::source {
 public:
  chunky_source(std::string_view text, std::uint64_t seed) noexcept : text_(text), state_(seed | 1) {}
  std::size_t read(char* buf, std::size_t n) override {
    std::size_t want = 0;
    switch (next() % 4) {
      case 0:
      case 1: want = 1 + next() % 8; break;
      case 2: want = 1 + next() % 4096; break;
      default: want = n; break;
    }
    const std::size_t got = std::min({want, n, text_.size()});
    std::memcpy(buf, text_.data(), got);
    text_.remove_prefix(got);
    return got;
  }

 private:
  std::uint64_t next() noexcept {
    state_ ^= state_ << 13;
    state_ ^= state_ >> 7;
    state_ ^= state_ << 17;
    return state_;
  }
  std::string_view text_;
  std::uint64_t state_;
};

/// Serves the whole text in one read.
class whole_source final : public tidyjson::detail::source {
 public:
  explicit whole_source(std::string_view text) noexcept : text_(text) {}
  std::size_t read(char* buf, std::size_t n) override {
    const std::size_t got = std::min(n, text_.size());
    std::memcpy(buf, text_.data(), got);
    text_.remove_prefix(got);
    return got;
  }

 private:
  std::string_view text_;
};

/// What a stream produced: each element as written with `opts`, then the
/// error (code none when the array ended well).
struct outcome {
  std::vector<std::string> elements;
  tidyjson::error_info error;
};

bool same_position(const tidyjson::error_info& a, const tidyjson::error_info& b) {
  return a.code == b.code && a.path == b.path && a.line == b.line && a.column == b.column && a.offset == b.offset;
}

template <class Make>
outcome drain(Make make, const tidyjson::options& opts) {
  outcome out;
  auto range = make();
  try {
    for (auto& e : range) {
      auto text = tidyjson::try_serialize(e, opts);
      if (!text) fail("an element that was read could not be written");
      out.elements.push_back(std::move(*text));
    }
  } catch (const tidyjson::error& e) {
    out.error = e.info();
    if (!range.failed() || range.error().offset != e.offset()) fail("the range does not keep the error it threw");
  }
  return out;
}

void check(std::string_view text, std::uint64_t seed, const tidyjson::options& opts) {
  using tidyjson::detail::make_options_stream;
  const auto split = drain(
      [&] { return make_options_stream<fuzz::Order>(std::make_unique<chunky_source>(text, seed), opts); }, opts);
  const auto whole =
      drain([&] { return make_options_stream<fuzz::Order>(std::make_unique<whole_source>(text), opts); }, opts);
  if (split.elements != whole.elements) fail("split reads gave other elements than one read");
  if (!same_position(split.error, whole.error) || split.error.message != whole.error.message) {
    fail("split reads gave another error than one read");
  }

  auto all = tidyjson::try_deserialize<std::vector<fuzz::Order>>(text, opts);
  if (all) {
    if (whole.error.code != tidyjson::error_code::none) fail("the stream failed where deserialize succeeded");
    if (all->size() != whole.elements.size()) fail("the stream and deserialize read different numbers of elements");
    for (std::size_t i = 0; i < all->size(); ++i) {
      auto t = tidyjson::try_serialize((*all)[i], opts);
      if (!t || *t != whole.elements[i]) fail("the stream and deserialize read different elements");
    }
    return;
  }
  if (whole.error.code == tidyjson::error_code::none) fail("the stream succeeded where deserialize failed");
  // The stream names the element it was at in every error: "$[2]" for a
  // trailing comma or content after the array, where deserialize says "$".
  // Where the top level is not an array, the stream stops at its first
  // character (type_mismatch, "expected a JSON array"), while deserialize
  // reads on to the first fault: "t" is unexpected_end for it, "x"
  // unexpected_character. Both refuse it; their positions differ by design.
  if (whole.error.message == "expected a JSON array at the top level") return;
  tidyjson::error_info expected = all.error();
  if (expected.path == "$") expected.path = "$[" + std::to_string(whole.elements.size()) + "]";
  if (!same_position(whole.error, expected)) {
    std::fprintf(stderr, "stream: %s (offset %llu)\ndeserialize: %s (offset %llu)\n", whole.error.describe().c_str(),
                 static_cast<unsigned long long>(whole.error.offset), all.error().describe().c_str(),
                 static_cast<unsigned long long>(all.error().offset));
    fail("the stream and deserialize report different errors");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::uint8_t mode = data[0];
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  static const tidyjson::options strict{tidyjson::naming::camel_case, tidyjson::enums::as_string};
  static const tidyjson::options lenient{tidyjson::naming::camel_case,       tidyjson::enums::as_string,
                                         tidyjson::comments::skip,           tidyjson::trailing_commas::allow,
                                         tidyjson::duplicates::last_wins,    tidyjson::names::case_insensitive,
                                         tidyjson::numbers::allow_reading_from_string, tidyjson::max_depth{16}};
  const std::uint64_t seed = 0x9E3779B97F4A7C15ULL * (1 + (mode >> 1)) ^ size;
  check(text, seed, mode % 2 == 0 ? strict : lenient);
  return 0;
}
