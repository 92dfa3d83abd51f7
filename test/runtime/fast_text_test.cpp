// The text values read without the general parsers, each against them:
// uuid::parse, branch-free through a table (every byte at every position),
// and "YYYY-MM-DDTHH:MM:SSZ" time stamps (every day of every year), also
// through the typed reader.

#include "test_util.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <iterator>
#include <limits>
#include <optional>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <type_traits>
#include <utility>
#include <vector>

using tidyjson::error_code;
using tidyjson::reader;
using tidyjson::uuid;
using tidyjson_test::failure;
using tidyjson_test::read_code;
using tidyjson_test::read_failure;

namespace fastp {
/// One value as a member.
template <class T>
struct Box {
  T v{};
};
template <class T>
TIDYJSON_TYPE(Box<T>, v)
}  // namespace fastp

namespace {

// ---------------------------------------------------------------------------
// uuid::parse

constexpr std::string_view kUuid = "4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90";
constexpr std::array<std::uint8_t, 16> kUuidBytes = {0x4a, 0x1c, 0x0b, 0x2e, 0x9f, 0x3d, 0x4e, 0x7a,
                                                     0x8c, 0x21, 0x0d, 0x5e, 0x6f, 0x7a, 0x8b, 0x90};

static_assert(uuid::parse("4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90").has_value());
static_assert(uuid::parse("4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90")->bytes() == kUuidBytes);
static_assert(uuid::parse("4A1C0B2E-9F3D-4E7A-8C21-0D5E6F7A8B90") == uuid(kUuidBytes));
static_assert(!uuid::parse("4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b9g").has_value());
static_assert(!uuid::parse("4a1c0b2e 9f3d-4e7a-8c21-0d5e6f7a8b90").has_value());
static_assert(!uuid::parse("4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b9").has_value());

bool is_dash_position(std::size_t i) { return i == 8 || i == 13 || i == 18 || i == 23; }

/// The byte and the nibble (0 high, 1 low) a hex position holds.
std::pair<std::size_t, int> nibble_of(std::size_t pos) {
  std::size_t hex = 0;  // hex digits before pos
  for (std::size_t i = 0; i < pos; ++i) hex += is_dash_position(i) ? 0 : 1;
  return {hex / 2, static_cast<int>(hex % 2)};
}

TEST(UuidParse, EveryByteValueAtEveryPosition) {
  int accepted = 0;
  for (std::size_t pos = 0; pos < 36; ++pos) {
    for (int c = 0; c < 256; ++c) {
      std::string text(kUuid);
      text[pos] = static_cast<char>(c);
      const auto u = uuid::parse(text);
      if (is_dash_position(pos)) {
        EXPECT_EQ(u.has_value(), c == '-') << "position " << pos << ", byte " << c;
        if (u) EXPECT_EQ(u->bytes(), kUuidBytes);
        continue;
      }
      const int value = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
                                                     : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                                                            : -1;
      ASSERT_EQ(u.has_value(), value >= 0) << "position " << pos << ", byte " << c;
      if (!u) continue;
      ++accepted;
      auto want = kUuidBytes;
      const auto [byte, low] = nibble_of(pos);
      want[byte] = static_cast<std::uint8_t>(low ? (want[byte] & 0xF0) | value : (want[byte] & 0x0F) | (value << 4));
      ASSERT_EQ(u->bytes(), want) << "position " << pos << ", byte " << c;
    }
  }
  EXPECT_EQ(accepted, 32 * 22);  // 0-9, a-f, A-F at each of the 32 hex positions
}

TEST(UuidParse, NamedBadBytesAtEveryHexPosition) {
  for (std::size_t pos = 0; pos < 36; ++pos) {
    if (is_dash_position(pos)) continue;
    for (char c : {'g', 'G', '-', '\0', ' ', '/', ':', '@', '`', '[', '{', 'z', '\x80', '\xc3', '\xff'}) {
      std::string text(kUuid);
      text[pos] = c;
      EXPECT_FALSE(uuid::parse(text).has_value()) << pos << " " << static_cast<int>(static_cast<unsigned char>(c));
    }
  }
  // Through the typed reader: the decoded string is checked (a NUL arrives
  // escaped), the error is at the string.
  const std::string nul = "\"4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b9\\u0000\"";
  EXPECT_EQ(read_failure<uuid>(nul),
            (failure{error_code::invalid_value, std::string("\"4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b9") + '\0' +
                                                    "\" is not a UUID string", "$", 1, 1}));
  const std::string g = "[\"4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8G90\"]";
  EXPECT_EQ(read_failure<std::vector<uuid>>(g),
            (failure{error_code::invalid_value, "\"4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8G90\" is not a UUID string", "$[0]",
                     1, 2}));
}

TEST(UuidParse, DashesSwappedWithADigit) {
  for (std::size_t dash : {8, 13, 18, 23}) {
    for (std::size_t other : {dash - 1, dash + 1}) {
      std::string text(kUuid);
      std::swap(text[dash], text[other]);
      EXPECT_FALSE(uuid::parse(text).has_value()) << text;
      EXPECT_EQ(read_code<uuid>("\"" + text + "\""), error_code::invalid_value) << text;
    }
  }
  // No dashes at all, but the right length.
  EXPECT_FALSE(uuid::parse("4a1c0b2e09f3d04e7a08c2100d5e6f7a8b90").has_value());
}

TEST(UuidParse, EitherCase) {
  std::string upper(kUuid);
  for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  ASSERT_EQ(upper, "4A1C0B2E-9F3D-4E7A-8C21-0D5E6F7A8B90");
  EXPECT_EQ(uuid::parse(upper), uuid(kUuidBytes));
  EXPECT_EQ(uuid::parse("ABCDEFab-cdef-ABCD-efAB-abcdefABCDEF")->bytes(),
            (std::array<std::uint8_t, 16>{0xab, 0xcd, 0xef, 0xab, 0xcd, 0xef, 0xab, 0xcd, 0xef, 0xab, 0xab, 0xcd, 0xef,
                                          0xab, 0xcd, 0xef}));
  std::mt19937 rng(5);
  for (int i = 0; i < 1000; ++i) {
    std::array<std::uint8_t, 16> bytes;
    for (auto& b : bytes) b = static_cast<std::uint8_t>(rng());
    std::string text = uuid(bytes).to_string();
    for (char& c : text) {
      if (rng() % 2) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
    const auto u = uuid::parse(text);
    ASSERT_TRUE(u.has_value()) << text;
    EXPECT_EQ(u->bytes(), bytes) << text;
    EXPECT_EQ(tidyjson::deserialize<uuid>("\"" + text + "\""), uuid(bytes));
  }
}

TEST(UuidParse, OnlyThirtySixCharacters) {
  const std::string text(kUuid);
  EXPECT_FALSE(uuid::parse(text.substr(0, 35)).has_value());
  EXPECT_FALSE(uuid::parse(text.substr(1)).has_value());
  EXPECT_FALSE(uuid::parse(text + "0").has_value());
  EXPECT_FALSE(uuid::parse("0" + text).has_value());
  EXPECT_FALSE(uuid::parse(text + "-").has_value());
  EXPECT_FALSE(uuid::parse(text + '\0').has_value());
  // A valid UUID seen through a view one byte short, or one byte long.
  const std::string padded = text + "0";
  EXPECT_FALSE(uuid::parse(std::string_view(padded.data(), 35)).has_value());
  EXPECT_TRUE(uuid::parse(std::string_view(padded.data(), 36)).has_value());
  EXPECT_FALSE(uuid::parse(std::string_view(padded.data(), 37)).has_value());
  for (std::size_t n = 0; n <= 40; ++n) {
    EXPECT_EQ(uuid::parse(std::string_view(padded).substr(0, n)).has_value(), n == 36) << n;
  }
  EXPECT_EQ(read_failure<uuid>("\"" + text.substr(0, 35) + "\""),
            (failure{error_code::invalid_value, "\"" + text.substr(0, 35) + "\" is not a UUID string", "$", 1, 1}));
  EXPECT_EQ(read_code<uuid>("\"" + text + "0\""), error_code::invalid_value);
}

}  // namespace

// ---------------------------------------------------------------------------
// Time stamps: "YYYY-MM-DDTHH:MM:SSZ" read without the general RFC 3339 parser
// (parse_rfc3339_utc_seconds, three words at a time, and utc_seconds_from's
// own calendar arithmetic), which must accept exactly the strings of that
// form the general parser accepts, with the same seconds.

namespace {

std::optional<std::int64_t> fast_seconds(std::string_view s) {
  if (s.size() != 20) return std::nullopt;
  std::int64_t secs = 0;
  if (!tidyjson::detail::parse_rfc3339_utc_seconds(s.data(), secs)) return std::nullopt;
  return secs;
}

std::optional<std::int64_t> general_seconds(std::string_view s) {
  std::int64_t secs = 0, nanos = 0;
  if (tidyjson::detail::parse_rfc3339(s, secs, nanos) != tidyjson::detail::time_parse::ok) return std::nullopt;
  EXPECT_EQ(nanos, 0) << s;
  return secs;
}

void put_digits(char* p, unsigned v, int n) {
  for (int i = n - 1; i >= 0; --i, v /= 10) p[i] = static_cast<char>('0' + v % 10);
}

std::string stamp(unsigned y, unsigned mo, unsigned d, unsigned hh, unsigned mm, unsigned ss) {
  std::string s = "0000-00-00T00:00:00Z";
  put_digits(s.data(), y, 4);
  put_digits(s.data() + 5, mo, 2);
  put_digits(s.data() + 8, d, 2);
  put_digits(s.data() + 11, hh, 2);
  put_digits(s.data() + 14, mm, 2);
  put_digits(s.data() + 17, ss, 2);
  return s;
}

constexpr std::string_view kStamp = "2026-10-19T08:11:00Z";
constexpr std::int64_t kStampSeconds = 1792397460;  // date -u -d 2026-10-19T08:11:00Z +%s

}  // namespace

TEST(FastTimeStamps, KnownAnswers) {
  EXPECT_EQ(fast_seconds(kStamp), kStampSeconds);
  EXPECT_EQ(fast_seconds("1970-01-01T00:00:00Z"), 0);
  EXPECT_EQ(fast_seconds("1969-12-31T23:59:59Z"), -1);
  EXPECT_EQ(fast_seconds("0000-01-01T00:00:00Z"), -62167219200);
  EXPECT_EQ(fast_seconds("9999-12-31T23:59:59Z"), 253402300799);
  EXPECT_EQ(fast_seconds("2000-02-29T12:00:00Z"), 951825600);
  EXPECT_EQ(fast_seconds("2026-10-19t08:11:00z"), kStampSeconds);
  EXPECT_EQ(fast_seconds("1900-02-29T00:00:00Z"), std::nullopt);
  EXPECT_EQ(fast_seconds("2026-10-19T24:00:00Z"), std::nullopt);
  EXPECT_EQ(fast_seconds("2026-10-19T08:11:60Z"), std::nullopt);
  EXPECT_EQ(fast_seconds("2026-10-19 08:11:00Z"), std::nullopt);  // RFC 3339 allows it; tidyjson does not
}

TEST(FastTimeStamps, EveryByteValueAtEveryPosition) {
  int accepted = 0;
  for (std::size_t pos = 0; pos < kStamp.size(); ++pos) {
    for (int c = 0; c < 256; ++c) {
      std::string text(kStamp);
      text[pos] = static_cast<char>(c);
      const auto fast = fast_seconds(text);
      ASSERT_EQ(fast, general_seconds(text)) << "position " << pos << ", byte " << c;
      accepted += fast.has_value() ? 1 : 0;
    }
  }
  // Each digit accepts the digits that keep the date and time valid; 'T' and
  // 'Z' either case; each other separator only itself.
  EXPECT_GT(accepted, 60);
}

TEST(FastTimeStamps, EveryDayOfEveryYear) {
  // Days 0 to 32 of every month of the years 0000 to 9999, against the
  // general parser and std::chrono's calendar.
  long valid = 0;
  for (unsigned y = 0; y <= 9999; ++y) {
    for (unsigned mo = 0; mo <= 13; ++mo) {
      for (unsigned d = 0; d <= 32; ++d) {
        const std::string text = stamp(y, mo, d, 23, 59, 59);
        const auto fast = fast_seconds(text);
        const std::chrono::year_month_day ymd{std::chrono::year{static_cast<int>(y)}, std::chrono::month{mo},
                                              std::chrono::day{d}};
        ASSERT_EQ(fast.has_value(), ymd.ok()) << text;
        if (!fast) continue;
        ++valid;
        ASSERT_EQ(*fast, std::chrono::sys_days{ymd}.time_since_epoch().count() * 86400 + 86399) << text;
        if (d == 1 || d >= 28) ASSERT_EQ(fast, general_seconds(text)) << text;
      }
    }
  }
  EXPECT_EQ(valid, 3652425);  // days in 10,000 Gregorian years
}

TEST(FastTimeStamps, EveryTimeOfDayField) {
  for (unsigned a = 0; a <= 99; ++a) {
    for (unsigned b : {0U, 1U, 9U, 10U, 59U, 60U, 99U}) {
      for (const std::string& text : {stamp(2024, 2, 29, a, b, b), stamp(2024, 2, 29, b, a, b), stamp(2024, 2, 29, b, b, a)}) {
        ASSERT_EQ(fast_seconds(text), general_seconds(text)) << text;
      }
    }
  }
}

TEST(FastTimeStamps, ThroughTheTypedReader) {
  using namespace std::chrono;
  const sys_seconds t{seconds{kStampSeconds}};
  const std::string q = "\"" + std::string(kStamp) + "\"";
  EXPECT_EQ(tidyjson::deserialize<sys_seconds>(q), t);
  EXPECT_EQ(tidyjson::deserialize<sys_time<milliseconds>>(q), t);
  EXPECT_EQ(tidyjson::deserialize<sys_time<microseconds>>(q), t);
  EXPECT_EQ(tidyjson::deserialize<sys_time<nanoseconds>>(q), t);
  EXPECT_EQ(tidyjson::deserialize<sys_time<minutes>>(q), time_point_cast<minutes>(t));  // the general way
  EXPECT_EQ(tidyjson::deserialize<sys_days>("\"2026-10-19T00:00:00Z\""), sys_days{year{2026} / 10 / 19});
  // Escapes, a fraction, an offset: the general way, the same instant.
  EXPECT_EQ(tidyjson::deserialize<sys_seconds>("\"2026-10-19T08:11:00\\u005a\""), t);
  EXPECT_EQ(tidyjson::deserialize<sys_seconds>("\"\\u0032026-10-19T08:11:00Z\""), t);
  EXPECT_EQ(tidyjson::deserialize<sys_seconds>("\"2026-10-19T10:11:00+02:00\""), t);
  EXPECT_EQ(tidyjson::deserialize<sys_time<milliseconds>>("\"2026-10-19T08:11:00.000Z\""), t);
  // In arrays and objects, before every delimiter.
  EXPECT_EQ(tidyjson::deserialize<std::vector<sys_seconds>>("[" + q + "," + q + " ]"), (std::vector<sys_seconds>{t, t}));
  EXPECT_EQ(tidyjson::deserialize<fastp::Box<sys_seconds>>("{\"v\":" + q + "}").v, t);

  // Errors keep their code, message and position.
  const failure finer = read_failure<sys_time<minutes>>("\"2026-10-19T08:11:30Z\"");
  EXPECT_EQ(finer.code, error_code::invalid_value);
  EXPECT_EQ(finer.message.rfind("\"2026-10-19T08:11:30Z\" is finer than ", 0), 0U) << finer.message;
  EXPECT_EQ(read_failure<std::vector<sys_seconds>>("[\"2026-02-30T08:11:00Z\"]"),
            (failure{error_code::invalid_value, "\"2026-02-30T08:11:00Z\" is not an RFC 3339 date-time string", "$[0]",
                     1, 2}));
  const failure big = read_failure<std::vector<sys_time<nanoseconds>>>("[\"2263-01-01T00:00:00Z\"]");
  EXPECT_EQ(big.code, error_code::out_of_range);
  EXPECT_EQ(big.message.rfind("\"2263-01-01T00:00:00Z\" does not fit in ", 0), 0U) << big.message;
  EXPECT_EQ(big.path, "$[0]");
  EXPECT_EQ(big.column, 2U);
  using sys_seconds32 = sys_time<duration<std::int32_t>>;
  EXPECT_EQ(tidyjson::deserialize<sys_seconds32>("\"2038-01-19T03:14:07Z\"").time_since_epoch().count(), 2147483647);
  EXPECT_EQ(read_code<sys_seconds32>("\"2038-01-19T03:14:08Z\""), error_code::out_of_range);
  EXPECT_EQ(read_code<sys_seconds32>("\"1901-12-13T20:45:52Z\""), error_code::none);
  EXPECT_EQ(read_code<sys_seconds32>("\"1901-12-13T20:45:51Z\""), error_code::out_of_range);
  // Cut anywhere: the end of the input, never a read past it.
  for (std::size_t n = 0; n < q.size(); ++n) {
    EXPECT_EQ(read_code<sys_seconds>(q.substr(0, n)), error_code::unexpected_end) << n;
  }
}

TEST(FastUuids, ThroughTheTypedReader) {
  const std::string q = "\"" + std::string(kUuid) + "\"";
  EXPECT_EQ(tidyjson::deserialize<uuid>(q), uuid(kUuidBytes));
  // An escape anywhere: the general way, the same UUID.
  EXPECT_EQ(tidyjson::deserialize<uuid>("\"\\u0034a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90\""), uuid(kUuidBytes));
  EXPECT_EQ(tidyjson::deserialize<uuid>("\"4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b9\\u0030\""), uuid(kUuidBytes));
  // A 36-byte string that is not a UUID because of its UTF-8: the UTF-8 error.
  std::string bad = q;
  bad[5] = '\xff';
  EXPECT_EQ(read_code<uuid>(bad), error_code::invalid_utf8);
  for (std::size_t n = 0; n < q.size(); ++n) {
    EXPECT_EQ(read_code<uuid>(q.substr(0, n)), error_code::unexpected_end) << n;
  }
  EXPECT_EQ(tidyjson::deserialize<std::vector<uuid>>("[" + q + "," + q + "]"),
            (std::vector<uuid>{uuid(kUuidBytes), uuid(kUuidBytes)}));
}

