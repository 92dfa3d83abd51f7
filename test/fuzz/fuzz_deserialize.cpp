// Fuzz target: typed deserialization with run-time options and with a
// context, then the round trip: whatever was read writes back, and reading
// that again gives the same text.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "fuzz_model.hpp"

namespace {

[[noreturn]] void fail(const char* what) {
  __builtin_trap();
  (void)what;
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

}  // namespace

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
    case 0: round_trip<fuzz::Order>(text, strict); break;
    case 1: round_trip<fuzz::Order>(text, lenient); break;
    case 2: round_trip<fuzz::Order>(text, fuzz::FuzzJson{}); break;
    default: round_trip<std::vector<fuzz::Order>>(text, fuzz::FuzzJson{}); break;
  }
  return 0;
}
