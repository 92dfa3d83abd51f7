// Integers of every width, floating point and booleans: exact round trips,
// range checks, shortest output, named literals and numbers in strings.
#include "test_util.hpp"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <type_traits>

using tidyjson::error_code;
using tidyjson_test::read_code;
using tidyjson_test::read_failure;
using tidyjson_test::round_trip;

namespace {

template <class T>
class IntegerTest : public ::testing::Test {};

using IntegerTypes = ::testing::Types<std::int8_t, std::uint8_t, std::int16_t, std::uint16_t, std::int32_t,
                                      std::uint32_t, std::int64_t, std::uint64_t, signed char, unsigned char, short,
                                      unsigned short, long, unsigned long, long long, unsigned long long>;
TYPED_TEST_SUITE(IntegerTest, IntegerTypes);

TYPED_TEST(IntegerTest, LimitsRoundTripExactly) {
  using T = TypeParam;
  for (T v : {std::numeric_limits<T>::min(), std::numeric_limits<T>::max(), T{0}, T{1},
              static_cast<T>(std::numeric_limits<T>::max() - 1), static_cast<T>(std::numeric_limits<T>::min() + 1)}) {
    const std::string text = tidyjson::serialize(v);
    EXPECT_EQ(text, std::to_string(v));
    EXPECT_EQ(tidyjson::deserialize<T>(text), v) << text;
  }
}

TYPED_TEST(IntegerTest, EveryBitPatternSampleRoundTrips) {
  using T = TypeParam;
  std::mt19937_64 rng(42);
  for (int i = 0; i < 2000; ++i) {
    const std::uint64_t bits = rng() >> (rng() % 64);
    T v;
    std::memcpy(&v, &bits, sizeof(T));
    const std::string text = tidyjson::serialize(v);
    ASSERT_EQ(text, std::to_string(v));
    ASSERT_EQ(tidyjson::deserialize<T>(text), v) << text;
  }
}

TYPED_TEST(IntegerTest, OneBeyondTheLimitsIsOutOfRangeNeverWrapped) {
  using T = TypeParam;
  // max + 1 and min - 1, computed in 128 bits.
  const __int128 above = static_cast<__int128>(std::numeric_limits<T>::max()) + 1;
  const __int128 below = static_cast<__int128>(std::numeric_limits<T>::min()) - 1;
  auto text_of = [](__int128 v) {
    const bool neg = v < 0;
    unsigned __int128 u = neg ? static_cast<unsigned __int128>(-v) : static_cast<unsigned __int128>(v);
    std::string s;
    do {
      s.insert(s.begin(), static_cast<char>('0' + static_cast<int>(u % 10)));
      u /= 10;
    } while (u != 0);
    return neg ? "-" + s : s;
  };
  for (const std::string& text : {text_of(above), text_of(below)}) {
    const auto f = read_failure<T>(text);
    EXPECT_EQ(f.code, error_code::out_of_range) << text;
    EXPECT_EQ(f.message, "number " + text + " does not fit in " + std::string(tidyjson::detail::number_type_name<T>()));
    EXPECT_EQ(f.path, "$");
    EXPECT_EQ(f.line, 1u);
    EXPECT_EQ(f.column, 1u);
  }
}

TEST(Integers, SixtyFourBitBoundaries) {
  EXPECT_EQ(tidyjson::deserialize<std::uint64_t>("18446744073709551615"), 18446744073709551615ULL);
  EXPECT_EQ(tidyjson::deserialize<std::int64_t>("-9223372036854775808"), std::numeric_limits<std::int64_t>::min());
  EXPECT_EQ(tidyjson::deserialize<std::int64_t>("9223372036854775807"), std::numeric_limits<std::int64_t>::max());
  // Beyond double precision: exact to the last bit.
  EXPECT_EQ(tidyjson::deserialize<std::int64_t>("9007199254740993"), 9007199254740993LL);
  EXPECT_EQ(tidyjson::deserialize<std::uint64_t>("18446744073709551614"), 18446744073709551614ULL);
  EXPECT_EQ(tidyjson::deserialize<std::int64_t>("-9223372036854775807"), -9223372036854775807LL);
  // 20 and more digits.
  EXPECT_EQ(read_code<std::uint64_t>("18446744073709551616"), error_code::out_of_range);
  EXPECT_EQ(read_code<std::uint64_t>("18446744073709551620"), error_code::out_of_range);
  EXPECT_EQ(read_code<std::uint64_t>("99999999999999999999"), error_code::out_of_range);
  EXPECT_EQ(read_code<std::uint64_t>("100000000000000000000"), error_code::out_of_range);
  EXPECT_EQ(read_code<std::uint64_t>("184467440737095516150"), error_code::out_of_range);
  EXPECT_EQ(read_code<std::int64_t>("9223372036854775808"), error_code::out_of_range);
  EXPECT_EQ(read_code<std::int64_t>("-9223372036854775809"), error_code::out_of_range);
  EXPECT_EQ(read_code<std::int64_t>("-18446744073709551616"), error_code::out_of_range);
  EXPECT_EQ(read_code<std::int64_t>("10000000000000000000000000000000000000000"), error_code::out_of_range);
}

TEST(Integers, NegativeIntoUnsigned) {
  EXPECT_EQ(read_code<unsigned>("-1"), error_code::out_of_range);
  EXPECT_EQ(read_code<std::uint64_t>("-1"), error_code::out_of_range);
  EXPECT_EQ(tidyjson::deserialize<unsigned>("-0"), 0u);
  EXPECT_EQ(tidyjson::deserialize<int>("-0"), 0);
}

TEST(Integers, FractionsAndExponentsAreNotIntegers) {
  const auto f = read_failure<int>("1.5");
  EXPECT_EQ(f.code, error_code::type_mismatch);
  EXPECT_EQ(f.message, "expected an integer, got 1.5");
  EXPECT_EQ(read_code<int>("1e2"), error_code::type_mismatch);
  EXPECT_EQ(read_code<int>("1.0"), error_code::type_mismatch);
}

TEST(Integers, WrongJsonType) {
  for (const char* text : {"\"1\"", "true", "null", "[1]", "{}"}) {
    EXPECT_EQ(read_code<int>(text), error_code::type_mismatch) << text;
  }
  const auto f = read_failure<int>("\"12\"");
  EXPECT_EQ(f.message, "expected an integer, got a string");
}

TEST(Integers, ReadFromStringWhenAllowed) {
  static const tidyjson::options opts{tidyjson::numbers::allow_reading_from_string};
  EXPECT_EQ(tidyjson::deserialize<int>("\"-42\"", opts), -42);
  EXPECT_EQ(tidyjson::deserialize<int>("42", opts), 42);
  EXPECT_EQ(tidyjson::deserialize<std::uint64_t>("\"18446744073709551615\"", opts), 18446744073709551615ULL);
  EXPECT_EQ(read_code<int>("\"4 2\"", opts), error_code::invalid_number);
  EXPECT_EQ(read_code<int>("\" 42\"", opts), error_code::invalid_number);
  EXPECT_EQ(read_code<int>("\"\"", opts), error_code::invalid_number);
  EXPECT_EQ(read_code<int>("\"0x10\"", opts), error_code::invalid_number);
  EXPECT_EQ(read_code<int>("\"1.5\"", opts), error_code::type_mismatch);
  // Out of range in a string is out of range, not an invalid number.
  const auto f = read_failure<std::uint8_t>("\"300\"", opts);
  EXPECT_EQ(f.code, error_code::out_of_range);
  EXPECT_EQ(f.column, 1u);
}

TEST(Integers, WriteAsString) {
  static const tidyjson::options opts{tidyjson::numbers::write_as_string};
  EXPECT_EQ(tidyjson::serialize(-42, opts), "\"-42\"");
  EXPECT_EQ(tidyjson::serialize(std::numeric_limits<std::uint64_t>::max(), opts), "\"18446744073709551615\"");
  EXPECT_EQ(tidyjson::serialize(1.5, opts), "\"1.5\"");
  EXPECT_EQ(tidyjson::serialize(true, opts), "true");
  static const tidyjson::options both{tidyjson::numbers::write_as_string |
                                      tidyjson::numbers::allow_reading_from_string};
  EXPECT_EQ(round_trip(std::numeric_limits<std::int64_t>::min(), both), std::numeric_limits<std::int64_t>::min());
}

// ---------------------------------------------------------------------------
// Floating point

TEST(Floating, ShortestRoundTripOutput) {
  EXPECT_EQ(tidyjson::serialize(0.1), "0.1");
  EXPECT_EQ(tidyjson::serialize(1.0), "1");
  EXPECT_EQ(tidyjson::serialize(-2.5), "-2.5");
  EXPECT_EQ(tidyjson::serialize(0.0), "0");
  EXPECT_EQ(tidyjson::serialize(-0.0), "-0");
  EXPECT_EQ(tidyjson::serialize(1e21), "1e+21");
  EXPECT_EQ(tidyjson::serialize(1.7976931348623157e308), "1.7976931348623157e+308");
  EXPECT_EQ(tidyjson::serialize(5e-324), "5e-324");
  EXPECT_EQ(tidyjson::serialize(0.1f), "0.1");
  EXPECT_EQ(tidyjson::serialize(16777216.0f), "16777216");
  EXPECT_EQ(tidyjson::serialize(3.4028235e38f), "3.4028235e+38");
}

TEST(Floating, BitExactRoundTripOfRandomDoubles) {
  std::mt19937_64 rng(7);
  for (int i = 0; i < 20000; ++i) {
    const std::uint64_t bits = rng();
    double d;
    std::memcpy(&d, &bits, sizeof d);
    if (!std::isfinite(d)) continue;
    const std::string text = tidyjson::serialize(d);
    const double back = tidyjson::deserialize<double>(text);
    std::uint64_t back_bits;
    std::memcpy(&back_bits, &back, sizeof back);
    ASSERT_EQ(back_bits, bits) << text;
  }
}

TEST(Floating, BitExactRoundTripOfRandomFloats) {
  std::mt19937 rng(9);
  for (int i = 0; i < 20000; ++i) {
    const std::uint32_t bits = rng();
    float f;
    std::memcpy(&f, &bits, sizeof f);
    if (!std::isfinite(f)) continue;
    const std::string text = tidyjson::serialize(f);
    const float back = tidyjson::deserialize<float>(text);
    std::uint32_t back_bits;
    std::memcpy(&back_bits, &back, sizeof back);
    ASSERT_EQ(back_bits, bits) << text;
  }
}

TEST(Floating, CorrectlyRoundedReading) {
  EXPECT_EQ(tidyjson::deserialize<double>("0.1"), 0.1);
  EXPECT_EQ(tidyjson::deserialize<double>("1e23"), 1e23);
  EXPECT_EQ(tidyjson::deserialize<double>("8.98846567431158e307"), 8.98846567431158e307);
  EXPECT_EQ(tidyjson::deserialize<double>("2.2250738585072011e-308"), 2.2250738585072011e-308);
  EXPECT_EQ(tidyjson::deserialize<double>("9007199254740993"), 9007199254740992.0);
  EXPECT_EQ(tidyjson::deserialize<double>("123456789012345678901234567890"), 1.2345678901234568e29);
  EXPECT_EQ(tidyjson::deserialize<double>("0.000000000000000000000000000001"), 1e-30);
  EXPECT_EQ(tidyjson::deserialize<double>("1E+2"), 100.0);
  EXPECT_EQ(tidyjson::deserialize<double>("-1e-2"), -0.01);
  EXPECT_TRUE(std::signbit(tidyjson::deserialize<double>("-0")));
  EXPECT_TRUE(std::signbit(tidyjson::deserialize<double>("-0.0e5")));
  EXPECT_EQ(tidyjson::deserialize<double>("1e-400"), 0.0);  // underflow: the nearest double
  EXPECT_EQ(tidyjson::deserialize<double>("5e-324"), 5e-324);
  EXPECT_EQ(tidyjson::deserialize<float>("0.1"), 0.1f);
  EXPECT_EQ(tidyjson::deserialize<long double>("0.1"), 0.1L);
}

TEST(Floating, LongDoubleSubnormalsRoundTrip) {
  // libstdc++'s from_chars calls a subnormal long double out of range; it
  // was read as 0.
  const long double tiny = std::numeric_limits<long double>::denorm_min();
  EXPECT_EQ(tidyjson::deserialize<long double>(tidyjson::serialize(tiny)), tiny);
  EXPECT_EQ(tidyjson::deserialize<long double>(tidyjson::serialize(-tiny)), -tiny);
  const long double sub = std::numeric_limits<long double>::min() / 1024;
  EXPECT_EQ(round_trip(sub), sub);
  std::mt19937_64 rng(7);
  for (int i = 0; i < 2000; ++i) {
    const long double v = std::numeric_limits<long double>::min() * (static_cast<long double>(rng()) / 0x1p64L);
    ASSERT_EQ(round_trip(v), v) << tidyjson::serialize(v);
  }
  // Below half the smallest subnormal: the nearest value, zero, its sign kept.
  EXPECT_EQ(tidyjson::deserialize<long double>("1e-5000"), 0.0L);
  EXPECT_TRUE(std::signbit(tidyjson::deserialize<long double>("-1e-5000")));
  // A subnormal written by hand, with more digits than it holds.
  EXPECT_EQ(tidyjson::deserialize<long double>("3.5e-4940"), 3.5e-4940L);
}

TEST(Floating, OverflowIsAnError) {
  const auto f = read_failure<double>("1e400");
  EXPECT_EQ(f.code, error_code::out_of_range);
  EXPECT_EQ(f.message, "number 1e400 is too large for double");
  EXPECT_EQ(read_code<float>("1e39"), error_code::out_of_range);
  EXPECT_EQ(read_code<double>("-1e309"), error_code::out_of_range);
}

TEST(Floating, NonFiniteIsAnErrorByDefault) {
  for (double d : {std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity(),
                   -std::numeric_limits<double>::infinity()}) {
    const auto f = tidyjson_test::write_failure(d);
    EXPECT_EQ(f.code, error_code::non_finite_number);
    EXPECT_EQ(f.path, "$");
  }
  EXPECT_EQ(tidyjson_test::write_failure(std::numeric_limits<float>::infinity()).code, error_code::non_finite_number);
  EXPECT_EQ(read_code<double>("NaN"), error_code::unexpected_character);
  EXPECT_EQ(read_code<double>("Infinity"), error_code::unexpected_character);
  EXPECT_EQ(read_code<double>("\"NaN\""), error_code::type_mismatch);
}

TEST(Floating, NamedLiteralsWhenAllowed) {
  static const tidyjson::options opts{tidyjson::numbers::allow_named_literals};
  EXPECT_EQ(tidyjson::serialize(std::numeric_limits<double>::quiet_NaN(), opts), "\"NaN\"");
  EXPECT_EQ(tidyjson::serialize(std::numeric_limits<double>::infinity(), opts), "\"Infinity\"");
  EXPECT_EQ(tidyjson::serialize(-std::numeric_limits<float>::infinity(), opts), "\"-Infinity\"");
  // What is written reads back with the same options.
  EXPECT_TRUE(std::isnan(tidyjson::deserialize<double>("\"NaN\"", opts)));
  EXPECT_EQ(tidyjson::deserialize<double>("\"Infinity\"", opts), std::numeric_limits<double>::infinity());
  EXPECT_EQ(tidyjson::deserialize<float>("\"-Infinity\"", opts), -std::numeric_limits<float>::infinity());
  // Only the literals: other strings are still not numbers.
  EXPECT_EQ(read_code<double>("\"1.5\"", opts), error_code::type_mismatch);
  EXPECT_EQ(read_code<double>("\"nan\"", opts), error_code::type_mismatch);
  EXPECT_EQ(read_code<double>("NaN", opts), error_code::unexpected_character);
  EXPECT_EQ(read_code<int>("\"NaN\"", opts), error_code::type_mismatch);
}

TEST(Floating, NamedLiteralsWithWriteAsStringAreQuotedOnce) {
  static const tidyjson::options opts{tidyjson::numbers::allow_named_literals | tidyjson::numbers::write_as_string |
                                      tidyjson::numbers::allow_reading_from_string};
  EXPECT_EQ(tidyjson::serialize(std::numeric_limits<double>::quiet_NaN(), opts), "\"NaN\"");
  EXPECT_EQ(tidyjson::serialize(std::vector<double>{-std::numeric_limits<double>::infinity(), 2.5}, opts),
            "[\"-Infinity\",\"2.5\"]");
  const auto back = tidyjson::deserialize<std::vector<double>>("[\"-Infinity\",\"2.5\",3]", opts);
  EXPECT_EQ(back, (std::vector<double>{-std::numeric_limits<double>::infinity(), 2.5, 3.0}));
}

TEST(Floating, ReadFromStringWhenAllowed) {
  static const tidyjson::options opts{tidyjson::numbers::allow_reading_from_string};
  EXPECT_EQ(tidyjson::deserialize<double>("\"2.5e3\"", opts), 2500.0);
  EXPECT_EQ(read_code<double>("\"2.5e\"", opts), error_code::invalid_number);
  EXPECT_EQ(read_code<double>("\"Infinity\"", opts), error_code::invalid_number);
}

TEST(Floating, IntegersReadIntoFloatingPoint) {
  EXPECT_EQ(tidyjson::deserialize<double>("42"), 42.0);
  EXPECT_EQ(tidyjson::deserialize<float>("-7"), -7.0f);
}

// ---------------------------------------------------------------------------
// Booleans

TEST(Booleans, RoundTrip) {
  EXPECT_EQ(tidyjson::serialize(true), "true");
  EXPECT_EQ(tidyjson::serialize(false), "false");
  EXPECT_TRUE(tidyjson::deserialize<bool>("true"));
  EXPECT_FALSE(tidyjson::deserialize<bool>(" false "));
  EXPECT_EQ(tidyjson::serialize(std::vector<bool>{true, false, true}), "[true,false,true]");
}

TEST(Booleans, Errors) {
  EXPECT_EQ(read_code<bool>("1"), error_code::type_mismatch);
  EXPECT_EQ(read_code<bool>("\"true\""), error_code::type_mismatch);
  EXPECT_EQ(read_code<bool>("True"), error_code::unexpected_character);
  EXPECT_EQ(read_code<bool>("tru"), error_code::unexpected_end);
  EXPECT_EQ(read_code<bool>("truex"), error_code::trailing_content);
  EXPECT_EQ(read_code<bool>("fals e"), error_code::unexpected_character);
}

}  // namespace
