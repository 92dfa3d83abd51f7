// The one-pass number paths, each against what it replaces:
// scan_simple_number + simple_number_to (the typed reader's read_number and
// the pull reader's read_value and get<N>) must give exactly what the general
// path (scan_number, then number_to_integer, number_to_floating or
// decimal::parse) gives, value or error, for every integer width,
// tidyjson::decimal and double, wherever the number stands; and both must
// match std::from_chars (or an exact decimal parse here).

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
using tidyjson_test::failure;
using tidyjson_test::read_failure;

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

/// The name error messages give each integer type: its width, the same on
/// every platform (not type_name<T>(), which says "long" or "long long").
template <class T>
constexpr std::string_view kName = "";
template <>
constexpr std::string_view kName<std::int8_t> = "int8_t";
template <>
constexpr std::string_view kName<std::uint8_t> = "uint8_t";
template <>
constexpr std::string_view kName<std::int16_t> = "int16_t";
template <>
constexpr std::string_view kName<std::uint16_t> = "uint16_t";
template <>
constexpr std::string_view kName<std::int32_t> = "int32_t";
template <>
constexpr std::string_view kName<std::uint32_t> = "uint32_t";
template <>
constexpr std::string_view kName<std::int64_t> = "int64_t";
template <>
constexpr std::string_view kName<std::uint64_t> = "uint64_t";

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
  ASSERT_EQ(tidyjson::detail::number_type_name<T>(), kName<T>);
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
                             "number 9999999999999999999 does not fit in int64_t");
  expect_fails<std::int64_t>("12345678901234567890", error_code::out_of_range,
                             "number 12345678901234567890 does not fit in int64_t");
  expect_reads<std::uint64_t>("12345678901234567", 12345678901234567ULL);
  expect_reads<std::uint64_t>("123456789012345678", 123456789012345678ULL);
  expect_reads<std::uint64_t>("9999999999999999999", 9999999999999999999ULL);
  expect_reads<std::uint64_t>("12345678901234567890", 12345678901234567890ULL);
  expect_fails<std::uint64_t>("99999999999999999999", error_code::out_of_range,
                              "number 99999999999999999999 does not fit in uint64_t");
  expect_fails<std::uint64_t>("-123456789012345678", error_code::out_of_range,
                              "number -123456789012345678 does not fit in uint64_t");
  expect_fails<std::int32_t>("123456789012345678", error_code::out_of_range,
                             "number 123456789012345678 does not fit in int32_t");
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
                    (failure{error_code::out_of_range, "number " + plain + " does not fit in int64_t", path, 1, column}));
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

}  // namespace
