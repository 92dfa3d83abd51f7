// The one-pass paths of commit 8ef6117, each against what it replaces:
//
//  * numbers: scan_simple_number + simple_number_to (the typed reader's
//    read_number and the pull reader's read_value and get<N>) must give
//    exactly what the general path (scan_number, then number_to_integer,
//    number_to_floating or decimal::parse) gives, value or error, for every
//    integer width, tidyjson::decimal and double, wherever the number stands;
//    and both must match std::from_chars (or an exact decimal parse here);
//  * std::vector: the first elements staged on the stack, then one reserve:
//    round trips, the capacity that promises, the exact path and position of
//    an error in any element, every element constructed once and destroyed
//    once on success, on error and when a converter throws;
//  * uuid::parse, branch-free through a table: every byte at every position.
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

using tidyjson::decimal;
using tidyjson::error_code;
using tidyjson::reader;
using tidyjson::token;
using tidyjson::uuid;
using tidyjson_test::failure;
using tidyjson_test::read_code;
using tidyjson_test::read_failure;
using tidyjson_test::round_trip;

namespace fastp {

/// One number as a member, alone or followed by another member.
template <class T>
struct Box {
  T v{};
};
template <class T>
TIDYJSON_TYPE(Box<T>, v)

template <class T>
struct Pair {
  T a{};
  T b{};
};
template <class T>
TIDYJSON_TYPE(Pair<T>, a, b)

/// All the number types as members of one object.
struct Numbers {
  std::int8_t i8 = 0;
  std::uint8_t u8 = 0;
  std::int16_t i16 = 0;
  std::uint16_t u16 = 0;
  std::int32_t i32 = 0;
  std::uint32_t u32 = 0;
  std::int64_t i64 = 0;
  std::uint64_t u64 = 0;
  double d = 0;
  decimal dec;
};
TIDYJSON_TYPE(Numbers, i8, u8, i16, u16, i32, u32, i64, u64, d, dec)

/// A described element with members that own memory.
struct Item {
  std::string name;
  std::vector<int> tags;
  friend bool operator==(const Item&, const Item&) = default;
};
TIDYJSON_TYPE(Item, name, tags)

struct Holder {
  std::vector<Item> items;
  friend bool operator==(const Holder&, const Holder&) = default;
};
TIDYJSON_TYPE(Holder, items)

/// Too large to stage (sizeof > 256): read in place from the first element.
struct Big {
  std::string name;
  std::array<std::int64_t, 40> data{};
  friend bool operator==(const Big&, const Big&) = default;
};
TIDYJSON_TYPE(Big, name, data)

/// 100 bytes: a stage of 512 / 100 = 5 elements.
struct Mid {
  std::array<std::int32_t, 25> v{};
  friend bool operator==(const Mid&, const Mid&) = default;
};
TIDYJSON_TYPE(Mid, v)

/// Over-aligned: every object, staged or not, checks its own alignment.
struct alignas(64) Wide {
  static inline long misaligned = 0;
  double x = 0;
  Wide() noexcept { check(); }
  Wide(const Wide& o) noexcept : x(o.x) { check(); }
  Wide(Wide&& o) noexcept : x(o.x) { check(); }
  Wide& operator=(const Wide&) = default;
  Wide& operator=(Wide&&) = default;
  void check() const noexcept {
    if (reinterpret_cast<std::uintptr_t>(this) % 64 != 0) ++misaligned;
  }
};
TIDYJSON_TYPE(Wide, x)

/// Every live object of a Tag, by address: a construction at an address
/// already alive, or a destruction of one that is not, is counted in `bad`.
template <class Tag>
struct Census {
  static inline std::set<const void*> alive;
  static inline long constructed = 0;
  static inline long destroyed = 0;
  static inline long bad = 0;
  static void reset() {
    alive.clear();
    constructed = destroyed = bad = 0;
  }

  Census() noexcept { born(); }
  Census(const Census&) noexcept { born(); }
  Census(Census&&) noexcept { born(); }
  Census& operator=(const Census&) noexcept = default;
  Census& operator=(Census&&) noexcept = default;
  ~Census() {
    if (alive.erase(this) != 1) ++bad;
    ++destroyed;
  }

 private:
  void born() noexcept {
    if (!alive.insert(this).second) ++bad;
    ++constructed;
  }
};

/// A counted element (nothrow move: staged).
struct Counted {
  Census<Counted> census;
  int v = 0;
};
TIDYJSON_TYPE(Counted, v)

/// A counted element read through a type-level converter, from an integer:
/// negative levels fail (std::range_error: converter_failed), 999 throws
/// something that is not a std::exception and so leaves the reader.
struct Abort {
  int level;
};
struct Gauge {
  Census<Gauge> census;
  int level = 0;
  Gauge() = default;
  explicit Gauge(int l) : level(l) {}
};
struct GaugeLevel {
  static int to_json(const Gauge& g) { return g.level; }
  static Gauge from_json(int v) {
    if (v < 0) throw std::range_error("negative level " + std::to_string(v));
    if (v == 999) throw Abort{v};
    return Gauge(v);
  }
};
TIDYJSON_CONVERTER(Gauge, GaugeLevel)

/// Vectors that are not empty before they are read.
struct Defaults {
  std::vector<int> v{7, 8, 9};
  std::vector<std::string> s{"x", "y"};
};
TIDYJSON_TYPE(Defaults, v, s)

}  // namespace fastp

namespace {

namespace detail = tidyjson::detail;

// ---------------------------------------------------------------------------
// Helpers for numbers

/// Integer text of a 128-bit value (limits and one past them).
std::string text_of(__int128 v) {
  const bool neg = v < 0;
  unsigned __int128 u = neg ? static_cast<unsigned __int128>(-v) : static_cast<unsigned __int128>(v);
  std::string s;
  do {
    s.insert(s.begin(), static_cast<char>('0' + static_cast<int>(u % 10)));
    u /= 10;
  } while (u != 0);
  return neg ? "-" + s : s;
}

/// The name error messages give each integer type (the spelling of
/// type_name<T>() on this platform, fixed here so that a change shows).
template <class T>
constexpr std::string_view kName = "";
template <>
constexpr std::string_view kName<std::int8_t> = "signed char";
template <>
constexpr std::string_view kName<std::uint8_t> = "unsigned char";
template <>
constexpr std::string_view kName<std::int16_t> = "short";
template <>
constexpr std::string_view kName<std::uint16_t> = "unsigned short";
template <>
constexpr std::string_view kName<std::int32_t> = "int";
template <>
constexpr std::string_view kName<std::uint32_t> = "unsigned int";
template <>
constexpr std::string_view kName<std::int64_t> = "long";
template <>
constexpr std::string_view kName<std::uint64_t> = "unsigned long";

/// Exact equality: doubles by bit pattern (so -0.0 differs from 0.0),
/// decimals by coefficient and scale (so 1.5 differs from 1.50).
template <class T>
bool same_value(const T& a, const T& b) {
  if constexpr (std::is_same_v<T, double>) {
    return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
  } else if constexpr (std::is_same_v<T, decimal>) {
    return a.same_representation(b);
  } else {
    return a == b;
  }
}

template <class T>
std::string show(const T& v) {
  if constexpr (std::is_same_v<T, double>) {
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
  } else if constexpr (std::is_same_v<T, decimal>) {
    return v.to_string() + " (" + std::to_string(v.coefficient()) + " scale " + std::to_string(v.scale()) + ")";
  } else {
    return std::to_string(+v);
  }
}

/// A read: the value, or the failure.
template <class T>
struct outcome {
  bool ok = false;
  T value{};
  failure fail;
  std::size_t offset = 0;  ///< of the failure, from the start of the text read
};

/// The general path alone, as read_number takes it when the fast path
/// declines: scan_number over `tok` followed by `follow` (what stands after
/// the number in the document), then the conversion.
template <class T>
outcome<T> general_path(std::string_view tok, std::string_view follow) {
  const std::string text = std::string(tok) + std::string(follow);
  detail::input in(text.data(), text.size(), 64);
  detail::number_token t;
  outcome<T> o;
  bool ok = detail::scan_number(in, t);
  if (ok) {
    EXPECT_EQ(static_cast<std::size_t>(in.cur - text.data()), tok.size()) << "the token " << tok << " is not one number";
    if constexpr (std::is_floating_point_v<T>) {
      ok = detail::number_to_floating(in, t, o.value);
    } else if constexpr (std::is_same_v<T, decimal>) {
      const auto d = decimal::parse(std::string_view(t.begin, static_cast<std::size_t>(t.end - t.begin)));
      if (d) {
        o.value = *d;
      } else {
        ok = in.fail(error_code::out_of_range,
                     "number " + std::string(tok) + " does not fit in tidyjson::decimal (18 digits, scale up to 18)",
                     t.begin);
      }
    } else {
      ok = detail::number_to_integer(in, t, o.value);
    }
  }
  o.ok = ok;
  if (!ok) {
    const tidyjson::error_info e = in.error();
    o.fail = {e.code, e.message, "$", e.line, e.column};
    o.offset = e.offset;
  }
  return o;
}

/// Where a number stands in a document, and the path to it.
enum class where { top, top_spaced, only, first, middle, last, member, first_member, nested };
struct place {
  where w;
  std::string prefix;
  std::string suffix;
  std::string path;
};
const std::vector<place>& places() {
  static const std::vector<place> p{
      {where::top, "", "", "$"},                                   // the very end of the input
      {where::top_spaced, " \t", " \r\n", "$"},                    // whitespace after it
      {where::only, "[", "]", "$[0]"},                             // ']' right after it
      {where::first, "[", ",0]", "$[0]"},                          // ','
      {where::middle, "[0, ", "\t,0]", "$[1]"},                     // whitespace, then ','
      {where::last, "[0,0,", " ]", "$[2]"},                        // ' ', then ']'
      {where::member, "{\"v\":", "}", "$.v"},                      // '}'
      {where::first_member, "{\"a\":", ",\"b\":0}", "$.a"},        // ',' in an object
      {where::nested, "[{\"v\":0},{\"v\":", "}]", "$[1].v"},       // deeper
  };
  return p;
}

/// Reads `tok` at `p` as a T in the matching document type.
template <class T>
outcome<T> read_at(const place& p, std::string_view tok) {
  const std::string text = p.prefix + std::string(tok) + p.suffix;
  outcome<T> o;
  auto take = [&]<class D>(std::type_identity<D>, auto get) {
    auto r = tidyjson::try_deserialize<D>(text);
    if (r.has_value()) {
      o.ok = true;
      o.value = get(*r);
    } else {
      o.fail = read_failure<D>(text);
      o.offset = r.error().offset;
    }
  };
  switch (p.w) {
    case where::top:
    case where::top_spaced: take(std::type_identity<T>{}, [](const T& v) { return v; }); break;
    case where::only: take(std::type_identity<std::vector<T>>{}, [](const std::vector<T>& v) { return v.at(0); }); break;
    case where::first: take(std::type_identity<std::vector<T>>{}, [](const std::vector<T>& v) { return v.at(0); }); break;
    case where::middle: take(std::type_identity<std::vector<T>>{}, [](const std::vector<T>& v) { return v.at(1); }); break;
    case where::last: take(std::type_identity<std::vector<T>>{}, [](const std::vector<T>& v) { return v.at(2); }); break;
    case where::member: take(std::type_identity<fastp::Box<T>>{}, [](const fastp::Box<T>& b) { return b.v; }); break;
    case where::first_member:
      take(std::type_identity<fastp::Pair<T>>{}, [](const fastp::Pair<T>& b) { return b.a; });
      break;
    case where::nested:
      take(std::type_identity<std::vector<fastp::Box<T>>>{}, [](const std::vector<fastp::Box<T>>& v) { return v.at(1).v; });
      break;
  }
  return o;
}

/// What reading `tok` at `p` must give: the general path's outcome, with the
/// failure's path and column moved to where the token stands.
template <class T>
outcome<T> expected_at(const place& p, std::string_view tok) {
  outcome<T> o = general_path<T>(tok, p.suffix);
  if (!o.ok) {
    o.fail.path = p.path;
    o.fail.line = 1;
    o.fail.column = p.prefix.size() + o.offset + 1;
    o.offset += p.prefix.size();
  }
  return o;
}

template <class T>
void expect_same_outcome(const outcome<T>& actual, const outcome<T>& expected, const std::string& what) {
  ASSERT_EQ(actual.ok, expected.ok) << what << (actual.ok ? " read " + show(actual.value) : " failed: " + actual.fail.message);
  if (expected.ok) {
    EXPECT_TRUE(same_value(actual.value, expected.value)) << what << ": " << show(actual.value) << " vs " << show(expected.value);
  } else {
    EXPECT_EQ(actual.fail, expected.fail) << what;
    EXPECT_EQ(actual.offset, expected.offset) << what;
  }
}

/// Reads `tok` as T at every place and expects `value` everywhere.
template <class T>
void expect_reads(std::string_view tok, const T& value) {
  for (const place& p : places()) {
    const outcome<T> o = read_at<T>(p, tok);
    ASSERT_TRUE(o.ok) << tok << " at " << p.path << ": " << o.fail;
    EXPECT_TRUE(same_value(o.value, value)) << tok << " at " << p.prefix << "|" << p.suffix << ": " << show(o.value)
                                            << " instead of " << show(value);
  }
}

/// Reads `tok` as T at every place and expects this failure, at the token's
/// first byte plus `column_in_token` - 1.
template <class T>
void expect_fails(std::string_view tok, error_code code, const std::string& message, std::size_t column_in_token = 1) {
  for (const place& p : places()) {
    const outcome<T> o = read_at<T>(p, tok);
    ASSERT_FALSE(o.ok) << tok << " at " << p.path << " read " << show(o.value);
    EXPECT_EQ(o.fail, (failure{code, message, p.path, 1, p.prefix.size() + column_in_token})) << p.prefix << tok << p.suffix;
  }
}

/// The number tokens the agreement sweep reads: the limits of every type and
/// one past them, every edge of scan_simple_number (leading zeros, empty
/// fraction, exponent, 17 to 20 digits), doubles beyond 2^53, errors.
std::vector<std::string> sweep_tokens() {
  std::vector<std::string> t{
      "0", "-0", "1", "-1", "0.0", "-0.0", "0.5", "-0.5", "1.5", "12.50", "-12.50", "42", "-7.25", "1.0", "-1.0",
      "01", "-01", "00", "-00", "00.5", "0001", "1.", "-1.", "-", ".5", "-.5", "1e2", "1E+2", "12.5e-1", "1e-2",
      "-0e0", "0e5", "2.5E+1", "1e400", "-1e400", "1e-400", "1.7976931348623157e308", "5e-324",
      "2.2250738585072014e-308", "0.30000000000000004", "0.1", "0.3",
      // 17 to 20 digits, with and without a fraction.
      "12345678901234567", "123456789012345678", "1234567890123456789", "12345678901234567890",
      "-12345678901234567", "-123456789012345678", "-1234567890123456789", "-12345678901234567890",
      "99999999999999999", "999999999999999999", "9999999999999999999", "99999999999999999999",
      "100000000000000000", "1000000000000000000", "10000000000000000000", "-999999999999999999",
      "1234567890.1234567", "1234567890.12345678", "1234567890.123456789", "0.12345678901234567",
      "0.123456789012345678", "0.1234567890123456789", "0.000000000000000001", "0.0000000000000000001",
      "123456789012345678.0", "12345678901234567.0", "99999999999999999.9", "0.99999999999999999",
      // Around 2^53: the largest mantissa the double fast path takes.
      "9007199254740991", "9007199254740992", "9007199254740993", "9007199254740994", "9007199254740995",
      "-9007199254740993", "900719925474099.3", "9007199254740.993", "4503599627370497.5", "0.9007199254740993",
      "17976931348623157", "123456789012345678", "4.35", "2.675", "1.0000000000000002", "0.1e1"};
  for (__int128 v : {__int128{INT8_MIN}, __int128{INT8_MAX}, __int128{UINT8_MAX}, __int128{INT16_MIN},
                     __int128{INT16_MAX}, __int128{UINT16_MAX}, __int128{INT32_MIN}, __int128{INT32_MAX},
                     __int128{UINT32_MAX}, __int128{INT64_MIN}, __int128{INT64_MAX}, __int128{UINT64_MAX}}) {
    t.push_back(text_of(v));
    t.push_back(text_of(v + 1));
    t.push_back(text_of(v - 1));
  }
  return t;
}

template <class T>
void sweep_one_type() {
  for (const std::string& tok : sweep_tokens()) {
    for (const place& p : places()) {
      expect_same_outcome(read_at<T>(p, tok), expected_at<T>(p, tok), p.prefix + tok + p.suffix);
      if (::testing::Test::HasFatalFailure()) return;
    }
  }
}

// ---------------------------------------------------------------------------
// Numbers: which path takes what (what the tests below rely on)

TEST(FastNumberScan, TakesPlainNumbersOfAtMostEighteenDigits) {
  struct scanned {
    const char* end;
    std::uint64_t mag;
    int scale;
    bool negative;
  };
  auto scan = [](std::string_view s) {
    scanned r{nullptr, 77, 77, false};
    r.end = detail::scan_simple_number(s.data(), s.data() + s.size(), r.mag, r.scale, r.negative);
    return r;
  };
  auto taken = [&](std::string_view s, std::size_t len, std::uint64_t mag, int scale, bool negative) {
    const scanned r = scan(s);
    ASSERT_NE(r.end, nullptr) << s;
    EXPECT_EQ(r.end - s.data(), static_cast<std::ptrdiff_t>(len)) << s;
    EXPECT_EQ(r.mag, mag) << s;
    EXPECT_EQ(r.scale, scale) << s;
    EXPECT_EQ(r.negative, negative) << s;
  };
  taken("12.50,", 5, 1250, 2, false);
  taken("-0]", 2, 0, 0, true);
  taken("-0.0}", 4, 0, 1, true);
  taken("0 ", 1, 0, 0, false);
  taken("123456789012345678]", 18, 123456789012345678ULL, 0, false);
  taken("-1234567890.12345678,", 20, 123456789012345678ULL, 8, true);
  taken("0.00000000000000001]", 19, 1, 17, false);
  // Declined, having set nothing: the general path reads (and reports) these.
  for (std::string_view s : {"1234567890123456789]", "0.123456789012345678]", "12345678901234567890,", "01]", "-01]",
                             "00.5]", "1.]", "-]", ".5]", "1e2]", "1E+2]", "12.5e-1]", "-a]", "42", "-7.25", "1.5",
                             ""}) {
    const scanned r = scan(s);
    EXPECT_EQ(r.end, nullptr) << s;
    EXPECT_EQ(r.mag, 77u) << s;
    EXPECT_EQ(r.scale, 77) << s;
  }
  // A whole token (the pull reader's get) needs nothing after it, and nothing
  // may follow.
  std::uint64_t mag = 0;
  int scale = 0;
  bool negative = false;
  const std::string_view whole = "-7.25";
  EXPECT_EQ(detail::scan_simple_number<true>(whole.data(), whole.data() + whole.size(), mag, scale, negative),
            whole.data() + whole.size());
  EXPECT_EQ(mag, 725u);
  EXPECT_EQ(scale, 2);
  EXPECT_TRUE(negative);
  const std::string_view more = "7 ";
  EXPECT_EQ(detail::scan_simple_number<true>(more.data(), more.data() + more.size(), mag, scale, negative), nullptr);
}

TEST(FastNumberScan, ConvertsOnlyWhatIsExact) {
  std::int8_t i8 = 5;
  EXPECT_TRUE(detail::simple_number_to(127, 0, false, i8));
  EXPECT_EQ(i8, 127);
  EXPECT_TRUE(detail::simple_number_to(128, 0, true, i8));
  EXPECT_EQ(i8, -128);
  EXPECT_FALSE(detail::simple_number_to(128, 0, false, i8));
  EXPECT_FALSE(detail::simple_number_to(129, 0, true, i8));
  EXPECT_FALSE(detail::simple_number_to(10, 1, false, i8));  // 1.0: not an integer here
  std::uint8_t u8 = 5;
  EXPECT_TRUE(detail::simple_number_to(0, 0, true, u8));  // -0
  EXPECT_EQ(u8, 0);
  EXPECT_FALSE(detail::simple_number_to(1, 0, true, u8));
  EXPECT_FALSE(detail::simple_number_to(256, 0, false, u8));
  std::int64_t i64 = 0;
  EXPECT_TRUE(detail::simple_number_to(999999999999999999ULL, 0, true, i64));
  EXPECT_EQ(i64, -999999999999999999LL);
  double d = 1;
  EXPECT_TRUE(detail::simple_number_to(std::uint64_t{1} << 53, 0, false, d));
  EXPECT_EQ(d, 9007199254740992.0);
  EXPECT_FALSE(detail::simple_number_to((std::uint64_t{1} << 53) + 1, 0, false, d));
  EXPECT_TRUE(detail::simple_number_to(0, 1, true, d));
  EXPECT_TRUE(std::signbit(d));
  decimal dec;
  EXPECT_TRUE(detail::simple_number_to(1250, 2, true, dec));
  EXPECT_TRUE(dec.same_representation(decimal(-1250, 2)));
  // Not served: the general path reads them.
  float f = 0;
  EXPECT_FALSE(detail::simple_number_to(1, 0, false, f));
  bool b = false;
  EXPECT_FALSE(detail::simple_number_to(1, 0, false, b));
}

// ---------------------------------------------------------------------------
// Numbers: the fast path and the general path agree exactly

template <class T>
class FastNumberAgreement : public ::testing::Test {};
using AllNumberTypes = ::testing::Types<std::int8_t, std::uint8_t, std::int16_t, std::uint16_t, std::int32_t,
                                        std::uint32_t, std::int64_t, std::uint64_t, double, decimal>;
TYPED_TEST_SUITE(FastNumberAgreement, AllNumberTypes);

// Every sweep token at every place: the same value (bit for bit), or the same
// code, message, path, line, column and offset as the general path.
TYPED_TEST(FastNumberAgreement, EveryTokenEveryPlace) { sweep_one_type<TypeParam>(); }

// ---------------------------------------------------------------------------
// Numbers: integers

template <class T>
class FastIntegers : public ::testing::Test {};
using IntegerTypes = ::testing::Types<std::int8_t, std::uint8_t, std::int16_t, std::uint16_t, std::int32_t,
                                      std::uint32_t, std::int64_t, std::uint64_t>;
TYPED_TEST_SUITE(FastIntegers, IntegerTypes);

TYPED_TEST(FastIntegers, LimitsAndOnePastThemEverywhere) {
  using T = TypeParam;
  ASSERT_EQ(tidyjson::detail::type_name<T>(), kName<T>);
  expect_reads<T>(text_of(std::numeric_limits<T>::max()), std::numeric_limits<T>::max());
  expect_reads<T>(text_of(std::numeric_limits<T>::min()), std::numeric_limits<T>::min());
  expect_reads<T>(text_of(__int128{std::numeric_limits<T>::max()} - 1), static_cast<T>(std::numeric_limits<T>::max() - 1));
  for (__int128 v : {__int128{std::numeric_limits<T>::max()} + 1, __int128{std::numeric_limits<T>::min()} - 1,
                     __int128{std::numeric_limits<T>::max()} * 10}) {
    const std::string text = text_of(v);
    expect_fails<T>(text, error_code::out_of_range, "number " + text + " does not fit in " + std::string(kName<T>));
  }
}

TYPED_TEST(FastIntegers, ZeroAndMinusZero) {
  using T = TypeParam;
  expect_reads<T>("0", T{0});
  expect_reads<T>("-0", T{0});  // also into unsigned types
  expect_reads<T>("7", T{7});
  if constexpr (std::is_unsigned_v<T>) {
    expect_fails<T>("-1", error_code::out_of_range, "number -1 does not fit in " + std::string(kName<T>));
  } else {
    expect_reads<T>("-1", T{-1});
  }
}

TYPED_TEST(FastIntegers, FractionsAndExponentsAreNotIntegers) {
  using T = TypeParam;
  for (std::string tok : {"1.0", "-1.0", "0.0", "-0.0", "1.5", "12.50", "1e2", "1E+2", "12.5e-1", "0e0"}) {
    expect_fails<T>(tok, error_code::type_mismatch, "expected an integer, got " + tok);
  }
}

TYPED_TEST(FastIntegers, AsMembersOfOneObject) {
  using T = TypeParam;
  // The Numbers member of this type, by its name.
  constexpr const char* member = std::is_same_v<T, std::int8_t>     ? "i8"
                                 : std::is_same_v<T, std::uint8_t>  ? "u8"
                                 : std::is_same_v<T, std::int16_t>  ? "i16"
                                 : std::is_same_v<T, std::uint16_t> ? "u16"
                                 : std::is_same_v<T, std::int32_t>  ? "i32"
                                 : std::is_same_v<T, std::uint32_t> ? "u32"
                                 : std::is_same_v<T, std::int64_t>  ? "i64"
                                                                    : "u64";
  auto get = [](const fastp::Numbers& n) -> T {
    if constexpr (std::is_same_v<T, std::int8_t>) return n.i8;
    else if constexpr (std::is_same_v<T, std::uint8_t>) return n.u8;
    else if constexpr (std::is_same_v<T, std::int16_t>) return n.i16;
    else if constexpr (std::is_same_v<T, std::uint16_t>) return n.u16;
    else if constexpr (std::is_same_v<T, std::int32_t>) return n.i32;
    else if constexpr (std::is_same_v<T, std::uint32_t>) return n.u32;
    else if constexpr (std::is_same_v<T, std::int64_t>) return n.i64;
    else return n.u64;
  };
  const std::string max = text_of(std::numeric_limits<T>::max());
  const std::string min = text_of(std::numeric_limits<T>::min());
  const std::string prefix = std::string("{\"d\":1.5,\"") + member + "\":";
  auto n = tidyjson::deserialize<fastp::Numbers>(prefix + max + ",\"dec\":0.10}");
  EXPECT_EQ(get(n), std::numeric_limits<T>::max());
  EXPECT_EQ(n.d, 1.5);
  EXPECT_TRUE(n.dec.same_representation(decimal(10, 2)));
  n = tidyjson::deserialize<fastp::Numbers>(prefix + min + "}");
  EXPECT_EQ(get(n), std::numeric_limits<T>::min());
  const std::string over = text_of(__int128{std::numeric_limits<T>::max()} + 1);
  EXPECT_EQ(read_failure<fastp::Numbers>(prefix + over + "}"),
            (failure{error_code::out_of_range, "number " + over + " does not fit in " + std::string(kName<T>),
                     std::string("$.") + member, 1, prefix.size() + 1}));
  const std::string under = text_of(__int128{std::numeric_limits<T>::min()} - 1);
  EXPECT_EQ(read_failure<fastp::Numbers>(prefix + under + " }"),
            (failure{error_code::out_of_range, "number " + under + " does not fit in " + std::string(kName<T>),
                     std::string("$.") + member, 1, prefix.size() + 1}));
}

TEST(FastNumbers, SeventeenToTwentyDigitIntegers) {
  expect_reads<std::int64_t>("12345678901234567", 12345678901234567LL);
  expect_reads<std::int64_t>("123456789012345678", 123456789012345678LL);
  expect_reads<std::int64_t>("1234567890123456789", 1234567890123456789LL);  // 19: the general path
  expect_reads<std::int64_t>("-123456789012345678", -123456789012345678LL);
  expect_reads<std::int64_t>("-1234567890123456789", -1234567890123456789LL);
  expect_reads<std::int64_t>("999999999999999999", 999999999999999999LL);
  expect_reads<std::int64_t>("-999999999999999999", -999999999999999999LL);
  expect_fails<std::int64_t>("9999999999999999999", error_code::out_of_range,
                             "number 9999999999999999999 does not fit in long");
  expect_fails<std::int64_t>("12345678901234567890", error_code::out_of_range,
                             "number 12345678901234567890 does not fit in long");
  expect_reads<std::uint64_t>("12345678901234567", 12345678901234567ULL);
  expect_reads<std::uint64_t>("123456789012345678", 123456789012345678ULL);
  expect_reads<std::uint64_t>("9999999999999999999", 9999999999999999999ULL);
  expect_reads<std::uint64_t>("12345678901234567890", 12345678901234567890ULL);
  expect_fails<std::uint64_t>("99999999999999999999", error_code::out_of_range,
                              "number 99999999999999999999 does not fit in unsigned long");
  expect_fails<std::uint64_t>("-123456789012345678", error_code::out_of_range,
                              "number -123456789012345678 does not fit in unsigned long");
  expect_fails<std::int32_t>("123456789012345678", error_code::out_of_range,
                             "number 123456789012345678 does not fit in int");
}

// ---------------------------------------------------------------------------
// Numbers: what is not a number

template <class T>
class FastNumberErrors : public ::testing::Test {};
TYPED_TEST_SUITE(FastNumberErrors, AllNumberTypes);

TYPED_TEST(FastNumberErrors, LeadingZeros) {
  using T = TypeParam;
  for (const char* tok : {"01", "-01", "00.5", "00", "-00", "0001", "012345678901234567"}) {
    expect_fails<T>(tok, error_code::invalid_number, "leading zeros are not allowed in numbers");
  }
}

TYPED_TEST(FastNumberErrors, BrokenNumbers) {
  using T = TypeParam;
  // Inside a document the byte after the '.' or the '-' is the culprit; at
  // the very end of the input the number is cut short.
  for (const place& p : places()) {
    const bool at_end = p.w == where::top;
    struct bad {
      const char* tok;
      error_code code;
      const char* message;
      std::size_t column;  // within the token, inside a document
    };
    for (const bad& b : {bad{"1.", error_code::invalid_number, "a '.' in a number must be followed by a digit", 3},
                         bad{"-1.", error_code::invalid_number, "a '.' in a number must be followed by a digit", 4},
                         bad{"-", error_code::invalid_number, "'-' must be followed by a digit", 1},
                         bad{"1e", error_code::invalid_number, "an exponent must have digits", 3},
                         bad{"1e+", error_code::invalid_number, "an exponent must have digits", 4}}) {
      const outcome<T> o = read_at<T>(p, b.tok);
      ASSERT_FALSE(o.ok) << b.tok;
      const std::size_t len = std::strlen(b.tok);
      const failure want = at_end ? failure{error_code::unexpected_end, "unexpected end of input", "$", 1, len + 1}
                                  : failure{b.code, b.message, p.path, 1, p.prefix.size() + b.column};
      EXPECT_EQ(o.fail, want) << p.prefix << b.tok << p.suffix;
    }
    for (const char* tok : {".5", "-.5"}) {
      const outcome<T> o = read_at<T>(p, tok);
      ASSERT_FALSE(o.ok) << tok;
      const failure want = tok[0] == '.'
                               ? failure{error_code::unexpected_character, "unexpected '.'; expected a number", p.path, 1,
                                         p.prefix.size() + 1}
                               : failure{error_code::invalid_number, "'-' must be followed by a digit", p.path, 1,
                                         p.prefix.size() + 1};
      EXPECT_EQ(o.fail, want) << p.prefix << tok << p.suffix;
    }
  }
}

// ---------------------------------------------------------------------------
// Numbers: decimal

TEST(FastDecimals, KeepTheirScale) {
  expect_reads("12.50", decimal(1250, 2));
  expect_reads("-12.50", decimal(-1250, 2));
  expect_reads("0", decimal(0, 0));
  expect_reads("-0", decimal(0, 0));
  expect_reads("0.00", decimal(0, 2));
  expect_reads("-0.00", decimal(0, 2));
  expect_reads("42", decimal(42, 0));
  expect_reads("-7.25", decimal(-725, 2));
  expect_reads("1.0", decimal(10, 1));
  expect_reads("0.10", decimal(10, 2));
  EXPECT_EQ(tidyjson::deserialize<decimal>("12.50").to_string(), "12.50");
  EXPECT_EQ(tidyjson::deserialize<std::vector<decimal>>("[12.50,1.0,0.000]").at(2).to_string(), "0.000");
}

TEST(FastDecimals, EighteenDigitsAndScaleEighteen) {
  expect_reads("12345678901234567", decimal(12345678901234567LL, 0));
  expect_reads("123456789012345678", decimal(123456789012345678LL, 0));
  expect_reads("999999999999999999", decimal(999999999999999999LL, 0));
  expect_reads("-999999999999999999", decimal(-999999999999999999LL, 0));
  expect_reads("1234567890.12345678", decimal(123456789012345678LL, 8));
  expect_reads("0.12345678901234567", decimal(12345678901234567LL, 17));
  // A leading zero is no digit of the coefficient: 18 digits, scale 18.
  expect_reads("0.123456789012345678", decimal(123456789012345678LL, 18));
  expect_reads("0.999999999999999999", decimal(999999999999999999LL, 18));
  expect_reads("0.000000000000000001", decimal(1, 18));
  expect_reads("-0.000000000000000001", decimal(-1, 18));
  expect_reads("12345678901234567.0", decimal(123456789012345670LL, 1));
  auto too_big = [](const std::string& tok) {
    expect_fails<decimal>(tok, error_code::out_of_range,
                          "number " + tok + " does not fit in tidyjson::decimal (18 digits, scale up to 18)");
  };
  too_big("1234567890123456789");
  too_big("-1234567890123456789");
  too_big("9999999999999999999");
  too_big("12345678901234567890");
  too_big("1234567890.123456789");
  too_big("0.1234567890123456789");
  too_big("0.0000000000000000001");
  too_big("123456789012345678.0");
}

TEST(FastDecimals, Exponents) {
  expect_reads("1e2", decimal(100, 0));
  expect_reads("1E+2", decimal(100, 0));
  expect_reads("12.5e-1", decimal(125, 2));
  expect_reads("1e-2", decimal(1, 2));
  EXPECT_EQ(tidyjson::deserialize<decimal>("12.5e-1").to_string(), "1.25");
}

// ---------------------------------------------------------------------------
// Numbers: double

/// The correctly rounded double of a text, by std::from_chars (checked
/// against strtod, which glibc rounds correctly too).
double nearest(const std::string& text) {
  double d = 0;
  const auto r = std::from_chars(text.data(), text.data() + text.size(), d);
  EXPECT_EQ(r.ec, std::errc()) << text;
  EXPECT_EQ(r.ptr, text.data() + text.size()) << text;
  EXPECT_EQ(std::bit_cast<std::uint64_t>(d), std::bit_cast<std::uint64_t>(std::strtod(text.c_str(), nullptr))) << text;
  return d;
}

TEST(FastDoubles, NegativeZero) {
  for (const char* tok : {"-0", "-0.0", "-0.000", "-0e0", "-0.0E+5"}) {
    for (const place& p : places()) {
      const outcome<double> o = read_at<double>(p, tok);
      ASSERT_TRUE(o.ok) << tok;
      EXPECT_EQ(o.value, 0.0) << tok;
      EXPECT_TRUE(std::signbit(o.value)) << p.prefix << tok << p.suffix;
    }
  }
  for (const char* tok : {"0", "0.0", "0.000"}) {
    for (const place& p : places()) {
      const outcome<double> o = read_at<double>(p, tok);
      ASSERT_TRUE(o.ok) << tok;
      EXPECT_FALSE(std::signbit(o.value)) << p.prefix << tok << p.suffix;
    }
  }
}

TEST(FastDoubles, CorrectlyRoundedBeyondTwoToTheFiftyThree) {
  // Known answers first: 2^53 + 1 rounds to even, 2^53 + 3 up.
  expect_reads("9007199254740992", 9007199254740992.0);
  expect_reads("9007199254740993", 9007199254740992.0);
  expect_reads("9007199254740995", 9007199254740996.0);
  expect_reads("-9007199254740993", -9007199254740992.0);
  expect_reads("123456789012345678", 123456789012345680.0);
  expect_reads("0.1", 0.1);
  expect_reads("0.3", 0.3);
  expect_reads("42", 42.0);
  expect_reads("-7.25", -7.25);
  expect_reads("1e2", 100.0);
  expect_reads("1E+2", 100.0);
  expect_reads("12.5e-1", 1.25);
  for (std::string tok : {"9007199254740993", "9007199254740994", "9007199254740995", "900719925474099.3",
                          "9007199254740.993", "4503599627370497.5", "0.9007199254740993", "123456789012345678",
                          "1234567890123456789", "12345678901234567890", "0.12345678901234567", "99999999999999999.9",
                          "0.99999999999999999", "17976931348623157", "2.675", "4.35", "1.0000000000000002",
                          "0.30000000000000004", "3.141592653589793", "2.718281828459045", "0.000000000000000001",
                          "1234567.891011121", "8.98846567431158e307", "2.2250738585072011e-308"}) {
    expect_reads(tok, nearest(tok));
  }
}

TEST(FastDoubles, AtTheEndOfTheInputAndBeforeEveryDelimiter) {
  EXPECT_EQ(tidyjson::deserialize<double>("42"), 42.0);
  EXPECT_EQ(tidyjson::deserialize<double>("-7.25"), -7.25);
  EXPECT_EQ(tidyjson::deserialize<int>("42"), 42);
  EXPECT_EQ(read_failure<int>("-7.25"), (failure{error_code::type_mismatch, "expected an integer, got -7.25", "$", 1, 1}));
  for (const char* ws : {" ", "\t", "\n", "\r", " \r\n\t "}) {
    const std::string w = ws;
    EXPECT_EQ(tidyjson::deserialize<double>("-7.25" + w), -7.25);
    EXPECT_EQ(tidyjson::deserialize<std::vector<double>>("[-7.25" + w + "," + w + "42" + w + "]"),
              (std::vector<double>{-7.25, 42}));
    EXPECT_EQ(tidyjson::deserialize<fastp::Pair<int>>("{\"a\":42" + w + ",\"b\":-7" + w + "}").b, -7);
  }
}

// ---------------------------------------------------------------------------
// Helpers for the pull reader

/// Reads the first number token of `doc` with get<N>: the outcome, and
/// whether get<N>() threw (with what).
template <class N>
struct pulled {
  bool ok = false;
  N value{};
  bool threw = false;
  tidyjson::error_info thrown;
};

template <class N>
pulled<N> reader_get(std::string_view doc) {
  reader r(doc);
  pulled<N> g;
  while (r.read()) {
    if (r.type() == token::number) break;
  }
  EXPECT_EQ(r.type(), token::number) << doc << (r.failed() ? ": " + r.error().describe() : "");
  g.ok = r.get(g.value);
  try {
    const N v = r.get<N>();
    EXPECT_TRUE(g.ok) << doc;
    EXPECT_TRUE(same_value(v, g.value)) << doc;
  } catch (const tidyjson::error& e) {
    g.threw = true;
    g.thrown = e.info();
  }
  return g;
}

// ---------------------------------------------------------------------------
// Numbers: randomized against std::from_chars and an exact decimal parse,
// through the typed reader (alone, in arrays, all in one array) and the pull
// reader's get<N>

/// A random JSON number: 1 to 20 integer digits (mostly no leading zero),
/// sometimes a fraction of 1 to 20 digits, sometimes an exponent; every
/// fifth one near a limit (2^53, the 64-bit limits, 10^18).
std::string random_number(std::mt19937_64& rng, bool exponents) {
  auto digit = [&] { return static_cast<char>('0' + rng() % 10); };
  std::string s;
  if (rng() % 2 == 0) s += '-';
  if (rng() % 5 == 0) {
    static const std::uint64_t bases[] = {std::uint64_t{1} << 53, 9223372036854775807ULL, 18446744073709551615ULL,
                                          1000000000000000000ULL, 999999999999999999ULL, 100000000000000000ULL};
    const std::uint64_t base = bases[rng() % std::size(bases)];
    const std::uint64_t delta = rng() % 5;
    const std::uint64_t v = rng() % 2 == 0 && base >= delta ? base - delta : base + delta;  // may wrap: any value is fine
    s += std::to_string(v);
  } else {
    const int n = 1 + static_cast<int>(rng() % 20);
    if (rng() % 10 == 0) {
      s += '0';
    } else {
      s += static_cast<char>('1' + rng() % 9);
      for (int i = 1; i < n; ++i) s += digit();
    }
  }
  if (rng() % 2 == 0) {
    s += '.';
    const int n = 1 + static_cast<int>(rng() % 20);
    for (int i = 0; i < n; ++i) s += digit();
  }
  if (exponents && rng() % 4 == 0) {
    s += rng() % 2 == 0 ? 'e' : 'E';
    const int sign = static_cast<int>(rng() % 3);
    if (sign == 1) s += '+';
    if (sign == 2) s += '-';
    s += std::to_string(rng() % 30);
  }
  return s;
}

/// The exact decimal of a number without exponent: 18 significant digits at
/// most (leading zeros do not count) and a scale of at most 18, or nullopt.
std::optional<decimal> exact_decimal(const std::string& text) {
  std::size_t i = 0;
  const bool negative = text[0] == '-';
  if (negative) ++i;
  std::string digits;
  int scale = 0;
  bool fraction = false;
  for (; i < text.size(); ++i) {
    if (text[i] == '.') {
      fraction = true;
      continue;
    }
    digits += text[i];
    if (fraction) ++scale;
  }
  const std::size_t first = digits.find_first_not_of('0');
  const std::string significant = first == std::string::npos ? "" : digits.substr(first);
  if (significant.size() > 18 || scale > 18) return std::nullopt;
  std::int64_t coef = 0;
  for (char c : significant) coef = coef * 10 + (c - '0');
  return decimal(negative ? -coef : coef, scale);
}

TEST(FastNumbersRandom, AgainstFromCharsAndAnExactDecimalParse) {
  std::mt19937_64 rng(0x8ef6117);
  std::string all_doubles = "[", all_ints = "[", all_decimals = "[";
  std::vector<double> doubles;
  std::vector<std::int64_t> ints;
  std::vector<decimal> decimals;
  int fast_ints = 0, fast_doubles = 0;
  for (int n = 0; n < 6000; ++n) {
    const std::string plain = random_number(rng, false);
    const std::string any = random_number(rng, true);
    // double: from_chars rounds correctly (exponents kept small: no overflow).
    {
      const double want = nearest(any);
      for (const std::string& text : {any, "[" + any + "]", "[" + any + ",1]"}) {
        auto r = text[0] == '['
                     ? tidyjson::try_deserialize<std::vector<double>>(text).value().at(0)
                     : tidyjson::deserialize<double>(text);
        ASSERT_TRUE(same_value(r, want)) << text << " read " << show(r) << ", from_chars " << show(want);
      }
      const pulled<double> g = reader_get<double>("[" + any + "]");
      ASSERT_TRUE(g.ok && same_value(g.value, want)) << any << ": the pull reader read " << show(g.value);
      all_doubles += (doubles.empty() ? "" : ",") + any;
      doubles.push_back(want);
      std::uint64_t mag = 0;
      int scale = 0;
      bool neg = false;
      const std::string in_doc = any + "]";
      if (detail::scan_simple_number(in_doc.data(), in_doc.data() + in_doc.size(), mag, scale, neg) &&
          mag <= (std::uint64_t{1} << 53)) {
        ++fast_doubles;
      }
    }
    // std::int64_t: from_chars on integers; fractions are type mismatches.
    {
      std::int64_t want = 0;
      const auto r = std::from_chars(plain.data(), plain.data() + plain.size(), want);
      const bool integral = plain.find('.') == std::string::npos;
      for (const std::string& text : {plain, "[" + plain + "]"}) {
        const bool top = text[0] != '[';
        const std::string path = top ? "$" : "$[0]";
        const std::size_t column = top ? 1 : 2;
        auto got = top ? tidyjson::try_deserialize<std::int64_t>(text)
                       : [&]() -> tidyjson::result<std::int64_t> {
                           auto v = tidyjson::try_deserialize<std::vector<std::int64_t>>(text);
                           if (!v) return v.error();
                           return v->at(0);
                         }();
        if (!integral) {
          ASSERT_FALSE(got.has_value()) << text;
          ASSERT_EQ(tidyjson_test::from(got.error()),
                    (failure{error_code::type_mismatch, "expected an integer, got " + plain, path, 1, column}));
        } else if (r.ec == std::errc::result_out_of_range) {
          ASSERT_FALSE(got.has_value()) << text;
          ASSERT_EQ(tidyjson_test::from(got.error()),
                    (failure{error_code::out_of_range, "number " + plain + " does not fit in long", path, 1, column}));
        } else {
          ASSERT_EQ(r.ec, std::errc()) << plain;
          ASSERT_TRUE(got.has_value()) << text << ": " << got.error().describe();
          ASSERT_EQ(*got, want) << text;
        }
      }
      const pulled<std::int64_t> g = reader_get<std::int64_t>(plain);
      ASSERT_EQ(g.ok, integral && r.ec == std::errc()) << plain;
      if (g.ok) ASSERT_EQ(g.value, want) << plain;
      if (integral && r.ec == std::errc()) {
        all_ints += (ints.empty() ? "" : ",") + plain;
        ints.push_back(want);
        if (plain.size() - (plain[0] == '-') <= 18) ++fast_ints;
      }
    }
    // decimal: exact, with the scale as written.
    {
      const std::optional<decimal> want = exact_decimal(plain);
      for (const std::string& text : {plain, "[" + plain + "]"}) {
        const bool top = text[0] != '[';
        auto got = top ? tidyjson::try_deserialize<decimal>(text)
                       : [&]() -> tidyjson::result<decimal> {
                           auto v = tidyjson::try_deserialize<std::vector<decimal>>(text);
                           if (!v) return v.error();
                           return v->at(0);
                         }();
        if (!want) {
          ASSERT_FALSE(got.has_value()) << text << " read " << show(*got);
          ASSERT_EQ(got.error().code, error_code::out_of_range) << text;
        } else {
          ASSERT_TRUE(got.has_value()) << text << ": " << got.error().describe();
          ASSERT_TRUE(same_value(*got, *want)) << text << ": " << show(*got) << " vs " << show(*want);
        }
      }
      const pulled<decimal> g = reader_get<decimal>(plain);
      ASSERT_EQ(g.ok, want.has_value()) << plain;
      if (g.ok) ASSERT_TRUE(same_value(g.value, *want)) << plain << ": the pull reader read " << show(g.value);
      if (want) {
        all_decimals += (decimals.empty() ? "" : ",") + plain;
        decimals.push_back(*want);
      }
    }
  }
  // Both paths were exercised many times over.
  EXPECT_GT(fast_ints, 1000);
  EXPECT_GT(fast_doubles, 1000);
  EXPECT_GT(ints.size() - static_cast<std::size_t>(fast_ints), 200u);
  // All of them in one array, one after the other.
  const auto d = tidyjson::deserialize<std::vector<double>>(all_doubles + "]");
  ASSERT_EQ(d.size(), doubles.size());
  for (std::size_t i = 0; i < d.size(); ++i) ASSERT_TRUE(same_value(d[i], doubles[i])) << i;
  EXPECT_EQ(tidyjson::deserialize<std::vector<std::int64_t>>(all_ints + "]"), ints);
  const auto m = tidyjson::deserialize<std::vector<decimal>>(all_decimals + "]");
  ASSERT_EQ(m.size(), decimals.size());
  for (std::size_t i = 0; i < m.size(); ++i) ASSERT_TRUE(same_value(m[i], decimals[i])) << i;
}

// ---------------------------------------------------------------------------
// Numbers: the pull reader's get<N>

template <class N>
void reader_agrees(const std::string& tok) {
  // The typed reader's answer for the same token.
  const auto want = tidyjson::try_deserialize<N>(tok);
  for (const std::string& doc : {tok, " " + tok + " ", "[" + tok + "]", "[" + tok + ",0]", "{\"k\":" + tok + "}"}) {
    const pulled<N> g = reader_get<N>(doc);
    ASSERT_EQ(g.ok, want.has_value()) << doc;
    if (g.ok) {
      EXPECT_TRUE(same_value(g.value, *want)) << doc << ": " << show(g.value) << " vs " << show(*want);
      EXPECT_FALSE(g.threw);
    } else {
      ASSERT_TRUE(g.threw) << doc;
      EXPECT_EQ(g.thrown.code, error_code::out_of_range) << doc;
      EXPECT_EQ(g.thrown.message, "the token " + tok + " is not a number that fits the requested type");
      EXPECT_EQ(g.thrown.offset, doc.find(tok)) << doc;
    }
  }
}

TEST(FastReader, GetAgreesWithTheTypedReader) {
  for (const std::string& tok : sweep_tokens()) {
    // Only the tokens the pull reader accepts at all.
    detail::input in(tok.data(), tok.size(), 64);
    detail::number_token t;
    if (!detail::scan_number(in, t) || !in.at_end()) continue;
    SCOPED_TRACE(tok);
    reader_agrees<int>(tok);
    reader_agrees<std::uint8_t>(tok);
    reader_agrees<double>(tok);
    reader_agrees<decimal>(tok);
    reader_agrees<std::int64_t>(tok);
    reader_agrees<std::uint64_t>(tok);
    if (HasFatalFailure()) return;
  }
}

TEST(FastReader, KnownAnswers) {
  EXPECT_EQ(reader_get<int>("[42]").value, 42);
  EXPECT_EQ(reader_get<int>("-2147483648").value, INT32_MIN);
  EXPECT_FALSE(reader_get<int>("2147483648").ok);
  EXPECT_FALSE(reader_get<int>("1.0").ok);
  EXPECT_EQ(reader_get<std::uint8_t>("[255]").value, 255);
  EXPECT_TRUE(reader_get<std::uint8_t>("-0").ok);
  EXPECT_EQ(reader_get<std::uint8_t>("-0").value, 0);
  const pulled<std::uint8_t> over = reader_get<std::uint8_t>("[ \t 256]");
  EXPECT_FALSE(over.ok);
  EXPECT_TRUE(over.threw);
  EXPECT_EQ(over.thrown.code, error_code::out_of_range);
  EXPECT_EQ(over.thrown.message, "the token 256 is not a number that fits the requested type");
  EXPECT_EQ(over.thrown.offset, 4u);
  EXPECT_FALSE(reader_get<std::uint8_t>("-1").ok);
  const pulled<double> nz = reader_get<double>("[-0.0]");
  EXPECT_TRUE(nz.ok);
  EXPECT_TRUE(std::signbit(nz.value));
  EXPECT_EQ(reader_get<double>("9007199254740993").value, 9007199254740992.0);
  EXPECT_EQ(reader_get<double>("[-7.25]").value, -7.25);
  EXPECT_EQ(reader_get<double>("12.5e-1").value, 1.25);
  EXPECT_TRUE(reader_get<decimal>("[12.50]").value.same_representation(decimal(1250, 2)));
  EXPECT_TRUE(reader_get<decimal>("0.123456789012345678").value.same_representation(decimal(123456789012345678LL, 18)));
  EXPECT_FALSE(reader_get<decimal>("1234567890123456789").ok);
  EXPECT_TRUE(reader_get<decimal>("1E+2").value.same_representation(decimal(100, 0)));
}

TEST(FastReader, TokensThatAreNotNumbers) {
  reader r(R"(["5",true,null,{}])");
  ASSERT_TRUE(r.read());  // [
  for (int i = 0; i < 3; ++i) {
    ASSERT_TRUE(r.read());
    int n = 9;
    double d = 9;
    decimal m(9, 0);
    EXPECT_FALSE(r.get(n));
    EXPECT_FALSE(r.get(d));
    EXPECT_FALSE(r.get(m));
    EXPECT_EQ(n, 9);
    try {
      (void)r.get<int>();
      ADD_FAILURE() << "get<int>() did not throw on " << r.raw();
    } catch (const tidyjson::error& e) {
      EXPECT_EQ(e.code(), error_code::type_mismatch);
      EXPECT_EQ(e.message(), "the token " + std::string(r.raw()) + " is not a number that fits the requested type");
    }
  }
}

TEST(FastReader, InvalidNumbersFailTheRead) {
  struct bad {
    const char* doc;
    tidyjson_test::failure want;
  };
  for (const bad& b : {
           bad{"[01]", {error_code::invalid_number, "leading zeros are not allowed in numbers", "$", 1, 2}},
           bad{"[-01]", {error_code::invalid_number, "leading zeros are not allowed in numbers", "$", 1, 2}},
           bad{"[00.5]", {error_code::invalid_number, "leading zeros are not allowed in numbers", "$", 1, 2}},
           bad{"[1.]", {error_code::invalid_number, "a '.' in a number must be followed by a digit", "$", 1, 4}},
           bad{"[-]", {error_code::invalid_number, "'-' must be followed by a digit", "$", 1, 2}},
           bad{"[1e]", {error_code::invalid_number, "an exponent must have digits", "$", 1, 4}},
           bad{"1.", {error_code::unexpected_end, "unexpected end of input", "$", 1, 3}},
           bad{"-", {error_code::unexpected_end, "unexpected end of input", "$", 1, 2}},
       }) {
    reader r(b.doc);
    while (r.read()) {
    }
    ASSERT_TRUE(r.failed()) << b.doc;
    EXPECT_EQ(tidyjson_test::from(r.error()), b.want) << b.doc;
  }
}

TEST(FastReader, NumbersCutByTheEndOfABuffer) {
  // A number that touches the end of a buffer that is not the last may go on
  // in the next one: no token yet.
  for (const char* partial : {"[12", "[-7.2", "[123456789012345678", "[0", "[-0.0"}) {
    reader r(partial, false);
    ASSERT_TRUE(r.read());
    EXPECT_FALSE(r.read()) << partial;
    EXPECT_TRUE(r.needs_more()) << partial;
    EXPECT_EQ(r.consumed(), 1u) << partial;
  }
  // And every split of a document gives the tokens of one read.
  const std::string doc = "[7,-0,42,1.5,-7.25,123456789012345678,9007199254740993,12.50,0.1e1,1234567890123456789]";
  std::vector<std::string> whole;
  {
    reader r(doc);
    while (r.read()) whole.emplace_back(r.raw());
    ASSERT_TRUE(r.done());
  }
  ASSERT_EQ(whole.size(), 12u);
  for (std::size_t first = 0; first <= doc.size(); ++first) {
    std::vector<std::string> toks;
    std::vector<double> values;
    std::string buf = doc.substr(0, first);
    std::size_t fed = buf.size();
    tidyjson::reader_state state;
    for (int guard = 0; guard < 1000; ++guard) {
      const bool final = fed == doc.size();
      reader r(buf, final, state);
      while (r.read()) {
        toks.emplace_back(r.raw());
        if (r.type() == token::number) values.push_back(r.get<double>());
      }
      ASSERT_FALSE(r.failed()) << first << ": " << r.error().describe();
      if (r.done()) break;
      ASSERT_LT(fed, doc.size()) << "stuck at the end, first buffer " << first;
      state = r.state();
      buf.erase(0, r.consumed());
      buf += doc[fed++];
    }
    ASSERT_EQ(toks, whole) << "first buffer " << first;
    ASSERT_EQ(values.size(), 10u);
    EXPECT_EQ(values[1], 0.0);
    EXPECT_TRUE(std::signbit(values[1]));
    EXPECT_EQ(values[5], 123456789012345680.0);
    EXPECT_EQ(values[9], 1234567890123456789.0);
  }
}

// ---------------------------------------------------------------------------
// std::vector: the staged first elements

// How many elements each element type stages (0: none, read in place).
static_assert(detail::vector_stage_size<std::vector<int>> == 8);
static_assert(detail::vector_stage_size<std::vector<std::string>> == 8);
static_assert(detail::vector_stage_size<std::vector<fastp::Item>> == 8);
static_assert(detail::vector_stage_size<std::vector<std::vector<int>>> == 8);
static_assert(detail::vector_stage_size<std::vector<std::optional<std::string>>> == 8);
static_assert(detail::vector_stage_size<std::vector<fastp::Counted>> == 8);
static_assert(detail::vector_stage_size<std::vector<fastp::Gauge>> == 8);
static_assert(sizeof(fastp::Mid) == 100 && detail::vector_stage_size<std::vector<fastp::Mid>> == 5);
static_assert(sizeof(fastp::Big) > 256 && detail::vector_stage_size<std::vector<fastp::Big>> == 0);
static_assert(sizeof(fastp::Wide) == 64 && detail::vector_stage_size<std::vector<fastp::Wide>> == 8);
static_assert(detail::vector_stage_size<std::vector<bool>> == 0);
static_assert(detail::vector_stage_size<std::deque<int>> == 0);

/// The i-th sample of each element type (distinct, and allocating for i > 3).
template <class E>
E sample(std::size_t i) {
  if constexpr (std::is_same_v<E, int>) {
    return static_cast<int>(i * 7919 % 1000) - 500;
  } else if constexpr (std::is_same_v<E, std::string>) {
    return std::string(i % 5 * 8, static_cast<char>('a' + i % 26)) + std::to_string(i);
  } else if constexpr (std::is_same_v<E, fastp::Item>) {
    fastp::Item it;
    it.name = "item " + std::string(i, 'x') + std::to_string(i);
    for (std::size_t k = 0; k < i % 11; ++k) it.tags.push_back(static_cast<int>(i * 100 + k));
    return it;
  } else if constexpr (std::is_same_v<E, std::vector<int>>) {
    std::vector<int> v;
    for (std::size_t k = 0; k < i % 13; ++k) v.push_back(static_cast<int>(k) - static_cast<int>(i));
    return v;
  } else if constexpr (std::is_same_v<E, std::optional<std::string>>) {
    if (i % 3 == 0) return std::nullopt;
    return std::string(i, 'o');
  } else if constexpr (std::is_same_v<E, fastp::Mid>) {
    fastp::Mid m;
    for (std::size_t k = 0; k < m.v.size(); ++k) m.v[k] = static_cast<std::int32_t>(i * 1000 + k);
    return m;
  } else if constexpr (std::is_same_v<E, fastp::Big>) {
    fastp::Big b;
    b.name = "big " + std::to_string(i);
    for (std::size_t k = 0; k < b.data.size(); ++k) b.data[k] = static_cast<std::int64_t>(i * 1000 + k) * 1000000007;
    return b;
  } else {
    static_assert(std::is_same_v<E, bool>);
    return i % 3 == 1;
  }
}

template <class E>
class StagedVectors : public ::testing::Test {};
using ElementTypes = ::testing::Types<int, std::string, fastp::Item, std::vector<int>, std::optional<std::string>,
                                      fastp::Mid, fastp::Big, bool>;
TYPED_TEST_SUITE(StagedVectors, ElementTypes);

TYPED_TEST(StagedVectors, RoundTripsOfEveryLengthUpTo40) {
  using E = TypeParam;
  for (std::size_t n = 0; n <= 40; ++n) {
    std::vector<E> v;
    for (std::size_t i = 0; i < n; ++i) v.push_back(sample<E>(i));
    const std::string text = tidyjson::serialize(v);
    const auto back = tidyjson::deserialize<std::vector<E>>(text);
    ASSERT_EQ(back.size(), n) << text;
    EXPECT_TRUE(back == v) << text;
    // Pretty-printed (whitespace around every comma) and through the deque
    // reader, which never stages.
    static const tidyjson::options pretty{tidyjson::indent{2}};
    EXPECT_TRUE(round_trip(v, pretty) == v) << n;
    const auto d = tidyjson::deserialize<std::deque<E>>(text);
    EXPECT_TRUE(std::equal(d.begin(), d.end(), v.begin(), v.end())) << n;
  }
}

// The expected behaviour: an array of at most the stage size (8 elements of
// a small type, 5 of the 100-byte Mid) is read into one allocation of exactly
// its length. Above it the vector grows as it likes, but holds its elements.
TYPED_TEST(StagedVectors, ShortArraysAreOneAllocationOfTheRightSize) {
  using E = TypeParam;
  constexpr std::size_t stage = detail::vector_stage_size<std::vector<E>>;
  for (std::size_t n = 1; n <= 8; ++n) {
    std::vector<E> v;
    for (std::size_t i = 0; i < n; ++i) v.push_back(sample<E>(i));
    const auto back = tidyjson::deserialize<std::vector<E>>(tidyjson::serialize(v));
    ASSERT_TRUE(back == v);
    if (n <= stage) {
      EXPECT_EQ(back.capacity(), n) << "length " << n;
    } else {
      EXPECT_GE(back.capacity(), n);
    }
  }
  const auto none = tidyjson::deserialize<std::vector<E>>("[]");
  EXPECT_EQ(none.capacity(), 0u);
}

TEST(StagedVectorsCapacity, InnerVectorsToo) {
  const auto v = tidyjson::deserialize<std::vector<std::vector<int>>>("[[1],[1,2],[1,2,3,4,5,6,7],[1,2,3,4,5,6,7,8]]");
  ASSERT_EQ(v.size(), 4u);
  EXPECT_EQ(v.capacity(), 4u);
  for (std::size_t i = 0; i < v.size(); ++i) EXPECT_EQ(v[i].capacity(), v[i].size()) << i;
  const auto h = tidyjson::deserialize<fastp::Holder>(R"({"items":[{"name":"a","tags":[1,2,3]},{"name":"b","tags":[]}]})");
  EXPECT_EQ(h.items.capacity(), 2u);
  EXPECT_EQ(h.items[0].tags.capacity(), 3u);
}

/// An array of `n` samples of E with element `bad` replaced by `bad_text`;
/// `at` receives the offset where the bad element starts.
template <class E>
std::string array_with(std::size_t n, std::size_t bad, const std::string& bad_text, std::size_t& at) {
  std::string s = "[";
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0) s += i % 4 == 0 ? ", " : ",";
    if (i == bad) {
      at = s.size();
      s += bad_text;
    } else {
      s += tidyjson::serialize(sample<E>(i));
    }
  }
  return s + "]";
}

TEST(StagedVectorsErrors, ExactPathAndPositionOfAnyElement) {
  for (std::size_t k = 0; k <= 20; ++k) {
    for (std::size_t n : {k + 1, k + 2, k + 9, std::size_t{21}}) {
      if (n <= k) continue;
      std::size_t at = 0;
      const std::string idx = "$[" + std::to_string(k) + "]";
      std::string text = array_with<int>(n, k, "\"x\"", at);
      EXPECT_EQ(read_failure<std::vector<int>>(text),
                (failure{error_code::type_mismatch, "expected an integer, got a string", idx, 1, at + 1}))
          << text;
      text = array_with<int>(n, k, "4294967296", at);
      EXPECT_EQ(read_failure<std::vector<int>>(text),
                (failure{error_code::out_of_range, "number 4294967296 does not fit in int", idx, 1, at + 1}));
      text = array_with<int>(n, k, "1.5", at);
      EXPECT_EQ(read_failure<std::vector<int>>(text),
                (failure{error_code::type_mismatch, "expected an integer, got 1.5", idx, 1, at + 1}));
      text = array_with<std::string>(n, k, "12", at);
      EXPECT_EQ(read_failure<std::vector<std::string>>(text),
                (failure{error_code::type_mismatch, "expected a string, got a number", idx, 1, at + 1}));
      text = array_with<std::optional<std::string>>(n, k, "true", at);
      EXPECT_EQ(read_failure<std::vector<std::optional<std::string>>>(text),
                (failure{error_code::type_mismatch, "expected a string, got a boolean", idx, 1, at + 1}));
      text = array_with<std::vector<int>>(n, k, "[1,2,\"3\"]", at);
      EXPECT_EQ(read_failure<std::vector<std::vector<int>>>(text),
                (failure{error_code::type_mismatch, "expected an integer, got a string", idx + "[2]", 1, at + 6}));
      text = array_with<fastp::Item>(n, k, R"({"name":"n","tags":[1,null]})", at);
      EXPECT_EQ(read_failure<std::vector<fastp::Item>>(text),
                (failure{error_code::type_mismatch, "expected a number, got null", idx + ".tags[1]", 1, at + 23}));
      text = array_with<fastp::Big>(n, k, R"({"name":7})", at);
      EXPECT_EQ(read_failure<std::vector<fastp::Big>>(text),
                (failure{error_code::type_mismatch, "expected a string, got a number", idx + ".name", 1, at + 9}));
      text = array_with<fastp::Mid>(n, k, R"({"v":[1,2,3]})", at);
      EXPECT_EQ(read_failure<std::vector<fastp::Mid>>(text),
                (failure{error_code::type_mismatch, "expected an array of 25 elements, got 3", idx + ".v", 1, at + 12}));
      text = array_with<bool>(n, k, "1", at);
      EXPECT_EQ(read_failure<std::vector<bool>>(text),
                (failure{error_code::type_mismatch, "expected a boolean, got a number", idx, 1, at + 1}));
      // In a member: "$.items[k].name".
      std::string items = array_with<fastp::Item>(n, k, R"({"tags":[],"name":false})", at);
      const std::string holder = "{\"items\":" + items + "}";
      EXPECT_EQ(read_failure<fastp::Holder>(holder),
                (failure{error_code::type_mismatch, "expected a string, got a boolean",
                         "$.items[" + std::to_string(k) + "].name", 1, 9 + at + 19}))
          << holder;
      if (HasFailure()) return;
    }
  }
}

TEST(StagedVectorsErrors, SameAsTheDequeReaderForEveryPrefixAndCorruption) {
  // std::deque is read element by element in place: the reference. Every
  // prefix of a valid array, and every byte replaced by a few others, must
  // fail (or read) the same way through the stage.
  std::vector<fastp::Item> items;
  for (std::size_t i = 0; i < 12; ++i) items.push_back(sample<fastp::Item>(i % 4));
  std::vector<int> ints;
  for (std::size_t i = 0; i < 20; ++i) ints.push_back(sample<int>(i));
  const std::string texts[] = {tidyjson::serialize(items), tidyjson::serialize(ints)};
  for (const std::string& text : texts) {
    std::vector<std::string> variants;
    for (std::size_t cut = 0; cut < text.size(); ++cut) variants.push_back(text.substr(0, cut));
    for (std::size_t i = 0; i < text.size(); ++i) {
      for (char c : {' ', ',', ']', '}', '"', 'x', '1'}) {
        std::string t = text;
        t[i] = c;
        variants.push_back(t);
      }
    }
    for (const std::string& t : variants) {
      if (&text == &texts[0]) {
        EXPECT_EQ(read_failure<std::vector<fastp::Item>>(t), read_failure<std::deque<fastp::Item>>(t)) << t;
      } else {
        EXPECT_EQ(read_failure<std::vector<int>>(t), read_failure<std::deque<int>>(t)) << t;
      }
    }
  }
}

// ---------------------------------------------------------------------------
// std::vector: every element constructed is destroyed exactly once

template <class Tag>
void expect_balanced(const std::string& what) {
  EXPECT_EQ(fastp::Census<Tag>::bad, 0) << what;
  EXPECT_TRUE(fastp::Census<Tag>::alive.empty()) << what << ": " << fastp::Census<Tag>::alive.size() << " alive";
  EXPECT_EQ(fastp::Census<Tag>::constructed, fastp::Census<Tag>::destroyed) << what;
}

std::string counted_array(std::size_t n, std::size_t bad, const std::string& bad_text) {
  std::string s = "[";
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0) s += ',';
    s += i == bad ? bad_text : "{\"v\":" + std::to_string(i) + "}";
  }
  return s + "]";
}

TEST(StagedVectorsLifetimes, SuccessDestroysEveryElementOnce) {
  for (std::size_t n = 0; n <= 24; ++n) {
    fastp::Census<fastp::Counted>::reset();
    {
      const auto v = tidyjson::deserialize<std::vector<fastp::Counted>>(counted_array(n, n, ""));
      ASSERT_EQ(v.size(), n);
      for (std::size_t i = 0; i < n; ++i) EXPECT_EQ(v[i].v, static_cast<int>(i));
      // Only the vector's elements are alive while it is.
      EXPECT_EQ(fastp::Census<fastp::Counted>::alive.size(), n);
      EXPECT_EQ(fastp::Census<fastp::Counted>::bad, 0);
    }
    expect_balanced<fastp::Counted>("length " + std::to_string(n));
  }
}

TEST(StagedVectorsLifetimes, AnErrorInAnyElementDestroysWhatWasBuilt) {
  for (std::size_t k = 0; k <= 20; ++k) {
    for (std::size_t n : {k + 1, k + 5, std::size_t{21}}) {
      if (n <= k) continue;
      fastp::Census<fastp::Counted>::reset();
      const std::string text = counted_array(n, k, "{\"v\":\"x\"}");
      const auto f = read_failure<std::vector<fastp::Counted>>(text);
      EXPECT_EQ(f.code, error_code::type_mismatch);
      EXPECT_EQ(f.path, "$[" + std::to_string(k) + "].v");
      EXPECT_EQ(f.column, text.find("\"x\"") + 1);
      EXPECT_GT(fastp::Census<fastp::Counted>::constructed, static_cast<long>(k));
      expect_balanced<fastp::Counted>(text);
      // A structural error after element k.
      fastp::Census<fastp::Counted>::reset();
      std::string broken = counted_array(n, n, "");
      broken.insert(broken.find("{\"v\":" + std::to_string(k) + "}") + 5 + std::to_string(k).size() + 1, " x");
      EXPECT_EQ(read_code<std::vector<fastp::Counted>>(broken), error_code::unexpected_character) << broken;
      expect_balanced<fastp::Counted>(broken);
    }
  }
  // Every truncation of a 12-element array.
  const std::string whole = counted_array(12, 12, "");
  for (std::size_t cut = 0; cut < whole.size(); ++cut) {
    fastp::Census<fastp::Counted>::reset();
    EXPECT_NE(read_code<std::vector<fastp::Counted>>(whole.substr(0, cut)), error_code::none);
    expect_balanced<fastp::Counted>(whole.substr(0, cut));
  }
}

std::string gauge_array(std::size_t n, std::size_t bad, int bad_level, std::size_t& at) {
  std::string s = "[";
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0) s += ',';
    if (i == bad) at = s.size();
    s += std::to_string(i == bad ? bad_level : static_cast<int>(i));
  }
  return s + "]";
}

TEST(StagedVectorsLifetimes, ConvertersThatFailOrThrowInAnyElement) {
  using G = fastp::Census<fastp::Gauge>;
  {
    G::reset();
    std::size_t at = 0;
    {
      const auto v = tidyjson::deserialize<std::vector<fastp::Gauge>>(gauge_array(12, 99, 0, at));
      ASSERT_EQ(v.size(), 12u);
      EXPECT_EQ(v[11].level, 11);
      EXPECT_EQ(tidyjson::serialize(v), "[0,1,2,3,4,5,6,7,8,9,10,11]");
    }
    expect_balanced<fastp::Gauge>("success");
  }
  for (std::size_t k = 0; k <= 20; ++k) {
    for (std::size_t n : {k + 1, k + 4, std::size_t{21}}) {
      if (n <= k) continue;
      // The converter fails with a std::exception: an error at element k.
      G::reset();
      std::size_t at = 0;
      const std::string text = gauge_array(n, k, -3, at);
      EXPECT_EQ(read_failure<std::vector<fastp::Gauge>>(text),
                (failure{error_code::converter_failed, "negative level -3", "$[" + std::to_string(k) + "]", 1, at + 1}));
      expect_balanced<fastp::Gauge>(text);
      // The converter throws something else: it leaves deserialize as it is.
      G::reset();
      const std::string thrown = gauge_array(n, k, 999, at);
      try {
        (void)tidyjson::deserialize<std::vector<fastp::Gauge>>(thrown);
        ADD_FAILURE() << "no exception for " << thrown;
      } catch (const fastp::Abort& a) {
        EXPECT_EQ(a.level, 999);
      }
      expect_balanced<fastp::Gauge>(thrown);
      G::reset();
      try {
        (void)tidyjson::try_deserialize<std::vector<fastp::Gauge>>(thrown);
        ADD_FAILURE() << "no exception for " << thrown;
      } catch (const fastp::Abort& a) {
        EXPECT_EQ(a.level, 999);
      }
      expect_balanced<fastp::Gauge>(thrown);
    }
  }
}

TEST(StagedVectors, ReadingReplacesWhatTheVectorHeld) {
  for (std::size_t n = 0; n <= 12; ++n) {
    std::string ints = "[", strings = "[";
    std::vector<int> want_ints;
    std::vector<std::string> want_strings;
    for (std::size_t i = 0; i < n; ++i) {
      ints += (i ? "," : "") + std::to_string(i * 3);
      strings += (i ? ",\"" : "\"") + std::string(i * 5, 's') + "\"";
      want_ints.push_back(static_cast<int>(i * 3));
      want_strings.push_back(std::string(i * 5, 's'));
    }
    const auto d = tidyjson::deserialize<fastp::Defaults>("{\"v\":" + ints + "],\"s\":" + strings + "]}");
    EXPECT_EQ(d.v, want_ints) << n;
    EXPECT_EQ(d.s, want_strings) << n;
  }
  // Members not in the input keep their defaults.
  const auto d = tidyjson::deserialize<fastp::Defaults>("{}");
  EXPECT_EQ(d.v, (std::vector<int>{7, 8, 9}));
  EXPECT_EQ(d.s, (std::vector<std::string>{"x", "y"}));
}

TEST(StagedVectors, SettingsBetweenElements) {
  // Comments and trailing commas wherever the stage ends an element.
  static const tidyjson::options lenient{tidyjson::comments::skip, tidyjson::trailing_commas::allow};
  for (std::size_t n = 1; n <= 12; ++n) {
    std::string text = "[";
    std::vector<int> want;
    for (std::size_t i = 0; i < n; ++i) {
      text += std::to_string(i) + (i % 2 ? "/* c */," : "// c\n,");
      want.push_back(static_cast<int>(i));
    }
    text += "]";
    const auto v = tidyjson::deserialize<std::vector<int>>(text, lenient);
    EXPECT_EQ(v, want) << text;
    if (n <= 8) EXPECT_EQ(v.capacity(), n) << text;
    // Strict settings: the same errors as the deque reader's.
    const auto f = read_failure<std::vector<int>>(text);
    EXPECT_EQ(f.code, error_code::comment);
    EXPECT_EQ(f.path, "$");
    EXPECT_EQ(f, read_failure<std::deque<int>>(text));
    text.erase(text.size() - 1);
    EXPECT_EQ(read_failure<std::vector<int>>(text, lenient), read_failure<std::deque<int>>(text, lenient));
  }
  const auto f = read_failure<std::vector<int>>("[1,2,]");
  EXPECT_EQ(f, (failure{error_code::trailing_comma, "trailing comma before ']' (tidyjson::trailing_commas::allow accepts it)",
                        "$", 1, 5}));
}

TEST(StagedVectors, EveryArrayIsLeftAgain) {
  // The depth goes back down after each staged array: many siblings read at
  // the depth of one.
  std::string text = "[";
  for (int i = 0; i < 200; ++i) text += (i ? ",[" : "[") + std::to_string(i) + "," + std::to_string(i) + "]";
  text += "]";
  const auto v = tidyjson::deserialize<std::vector<std::vector<int>>>(text);
  ASSERT_EQ(v.size(), 200u);
  EXPECT_EQ(v[199], (std::vector<int>{199, 199}));
  static const tidyjson::options two{tidyjson::max_depth(2)};
  EXPECT_EQ(tidyjson::deserialize<std::vector<std::vector<int>>>(text, two).size(), 200u);
  static const tidyjson::options one{tidyjson::max_depth(1)};
  const auto f = read_failure<std::vector<std::vector<int>>>("[[1],[2]]", one);
  EXPECT_EQ(f, (failure{error_code::depth_exceeded, "nesting deeper than the maximum depth of 1 (tidyjson::max_depth)",
                        "$[0]", 1, 2}));
  std::vector<fastp::Item> items(150, sample<fastp::Item>(5));
  static const tidyjson::options three{tidyjson::max_depth(3)};
  EXPECT_EQ(tidyjson::deserialize<std::vector<fastp::Item>>(tidyjson::serialize(items), three), items);
}

TEST(StagedVectors, OverAlignedElements) {
  for (std::size_t n = 0; n <= 12; ++n) {
    std::string text = "[";
    for (std::size_t i = 0; i < n; ++i) text += (i ? ",{\"x\":" : "{\"x\":") + std::to_string(i) + ".5}";
    text += "]";
    fastp::Wide::misaligned = 0;
    const auto v = tidyjson::deserialize<std::vector<fastp::Wide>>(text);
    ASSERT_EQ(v.size(), n);
    for (std::size_t i = 0; i < n; ++i) EXPECT_EQ(v[i].x, static_cast<double>(i) + 0.5);
    EXPECT_EQ(fastp::Wide::misaligned, 0) << text;
  }
}

TEST(StagedVectors, VectorOfBoolIsReadInPlace) {
  for (std::size_t n = 0; n <= 40; ++n) {
    std::vector<bool> v;
    for (std::size_t i = 0; i < n; ++i) v.push_back(i % 3 == 1);
    EXPECT_EQ(round_trip(v), v) << n;
  }
  EXPECT_EQ(tidyjson::deserialize<std::vector<bool>>("[true, false ,true]"), (std::vector<bool>{true, false, true}));
}

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
