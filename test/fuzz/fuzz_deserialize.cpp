// Fuzz target: typed deserialization with run-time options and with a
// context, then the round trip: whatever was read writes back, and reading
// that again gives the same text. Reading through a metadata-mode context
// with the same settings as the options gives the same value or error.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "fuzz_model.hpp"

namespace {

[[noreturn]] void fail(const char* what) {
  std::fprintf(stderr, "fuzz_deserialize: %s\n", what);
  __builtin_trap();
}

template <class T, class Cfg>
void round_trip(std::string_view text, const Cfg& cfg) {
  auto first = tidyjson::try_deserialize<T>(text, cfg);
  if (!first) {
    // A failure names a place inside (or at the end of) the input.
    if (first.error().offset > text.size() + 3) fail("error offset beyond the input");
    if (first.error().line == 0 || first.error().column == 0) fail("error without a position");
    return;
  }
  auto written = tidyjson::try_serialize(*first, cfg);
  if (!written) {
    // Only values JSON cannot hold may fail to write: NaN and infinities
    // cannot be read in the first place, so nothing that was read may fail.
    fail("a value that was read could not be written");
  }
  auto second = tidyjson::try_deserialize<T>(*written, cfg);
  if (!second) fail("our own output could not be read back");
  auto again = tidyjson::try_serialize(*second, cfg);
  if (!again || *again != *written) fail("the round trip is not stable");
}

/// The same settings through a metadata-mode context must read exactly what
/// run-time options read: the same value (compared by what it writes) or the
/// same error, with the same message, path and position.
template <class T, class Ctx>
void same_as_options(std::string_view text, const tidyjson::options& opts) {
  auto by_options = tidyjson::try_deserialize<T>(text, opts);
  auto by_context = tidyjson::try_deserialize<T>(text, Ctx{});
  if (by_options.has_value() != by_context.has_value()) fail("the context and the options disagree on success");
  if (!by_options) {
    const tidyjson::error_info& a = by_options.error();
    const tidyjson::error_info& b = by_context.error();
    if (a.code != b.code || a.message != b.message || a.path != b.path || a.line != b.line || a.column != b.column ||
        a.offset != b.offset) {
      fail("the context and the options report different errors");
    }
    return;
  }
  auto a = tidyjson::try_serialize(*by_options, opts);
  auto b = tidyjson::try_serialize(*by_context, opts);
  if (!a || !b || *a != *b) fail("the context and the options read different values");
  auto c = tidyjson::try_serialize(*by_context, Ctx{});
  if (!c || *c != *a) fail("the context writes differently from the options");
}

}  // namespace

namespace fuzz {
// The settings of `strict` and `lenient` below, as metadata-mode contexts.
TIDYJSON_CONTEXT(StrictMeta, (Order, std::vector<Order>), tidyjson::naming::camel_case, tidyjson::enums::as_string,
                 tidyjson::generation::metadata)
TIDYJSON_CONTEXT(LenientMeta, (Order, std::vector<Order>), tidyjson::naming::camel_case, tidyjson::enums::as_string,
                 tidyjson::comments::skip, tidyjson::trailing_commas::allow, tidyjson::duplicates::last_wins,
                 tidyjson::names::case_insensitive, tidyjson::numbers::allow_reading_from_string,
                 tidyjson::max_depth{16}, tidyjson::generation::metadata)
}  // namespace fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  // The first byte picks the settings; the rest is the document.
  const std::uint8_t mode = data[0];
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  static const tidyjson::options strict{tidyjson::naming::camel_case, tidyjson::enums::as_string};
  static const tidyjson::options lenient{tidyjson::naming::camel_case,       tidyjson::enums::as_string,
                                         tidyjson::comments::skip,           tidyjson::trailing_commas::allow,
                                         tidyjson::duplicates::last_wins,    tidyjson::names::case_insensitive,
                                         tidyjson::numbers::allow_reading_from_string, tidyjson::max_depth{16}};
  switch (mode % 4) {
    case 0:
      round_trip<fuzz::Order>(text, strict);
      same_as_options<fuzz::Order, fuzz::StrictMeta>(text, strict);
      break;
    case 1:
      round_trip<fuzz::Order>(text, lenient);
      same_as_options<fuzz::Order, fuzz::LenientMeta>(text, lenient);
      break;
    case 2: round_trip<fuzz::Order>(text, fuzz::FuzzJson{}); break;
    default:
      round_trip<std::vector<fuzz::Order>>(text, fuzz::FuzzJson{});
      same_as_options<std::vector<fuzz::Order>, fuzz::StrictMeta>(text, strict);
      break;
  }
  return 0;
}
