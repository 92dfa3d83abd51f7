// tidyjson::decimal: exact, keeps its scale (189.50 stays 189.50), overflow is
// an error; parsing, formatting and arithmetic.
#include "test_util.hpp"

#include <cstdint>
#include <cstdlib>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

using tidyjson::decimal;
using tidyjson::error_code;
using tidyjson_test::read_code;
using tidyjson_test::read_failure;

namespace money {
struct Price {
  decimal amount;
  std::vector<decimal> history;
};
TIDYJSON_TYPE(Price, amount, history)
}  // namespace money

namespace {

std::string text_of(const decimal& d) { return tidyjson::serialize(d); }

TEST(Decimal, WritesItsScale) {
  EXPECT_EQ(text_of(decimal(18950, 2)), "189.50");
  EXPECT_EQ(text_of(decimal(-5, 3)), "-0.005");
  EXPECT_EQ(text_of(decimal(0, 2)), "0.00");
  EXPECT_EQ(text_of(decimal()), "0");
  EXPECT_EQ(text_of(decimal(7, 0)), "7");
  EXPECT_EQ(text_of(decimal(-120, 1)), "-12.0");
  EXPECT_EQ(text_of(decimal(decimal::max_coefficient, 18)), "0.999999999999999999");
  EXPECT_EQ(text_of(decimal(-decimal::max_coefficient, 0)), "-999999999999999999");
  EXPECT_EQ(text_of(decimal(1, 18)), "0.000000000000000001");
  EXPECT_EQ(text_of(decimal(-decimal::max_coefficient, 9)), "-999999999.999999999");
  EXPECT_EQ(decimal(18950, 2).to_string(), "189.50");
}

TEST(Decimal, ReadsExactlyAndKeepsTheScale) {
  struct Case {
    const char* text;
    std::int64_t coefficient;
    int scale;
  };
  for (const Case& c : std::vector<Case>{{"189.50", 18950, 2},
                                         {"189.5", 1895, 1},
                                         {"-0.005", -5, 3},
                                         {"0.00", 0, 2},
                                         {"0", 0, 0},
                                         {"-0", 0, 0},
                                         {"1e3", 1000, 0},
                                         {"1E+3", 1000, 0},
                                         {"1.5e1", 15, 0},
                                         {"1.50e1", 150, 1},
                                         {"0.125E-2", 125, 5},
                                         {"12e-1", 12, 1},
                                         {"999999999999999999", 999999999999999999, 0},
                                         {"0.000000000000000001", 1, 18},
                                         {"100000000000000000", 100000000000000000, 0},
                                         {"1e17", 100000000000000000, 0},
                                         {"0e50", 0, 0},
                                         {"0.0000000000000000000000", 0, 18 + 4}}) {
    if (c.scale > decimal::max_scale) {
      EXPECT_EQ(read_code<decimal>(c.text), error_code::out_of_range) << c.text;
      continue;
    }
    const decimal d = tidyjson::deserialize<decimal>(c.text);
    EXPECT_EQ(d.coefficient(), c.coefficient) << c.text;
    EXPECT_EQ(d.scale(), c.scale) << c.text;
  }
  // Written back as read (when already in plain notation).
  for (const char* t : {"189.50", "-0.005", "0.00", "0", "999999999999999999", "0.000000000000000001", "-12.340"}) {
    EXPECT_EQ(text_of(tidyjson::deserialize<decimal>(t)), t);
  }
}

TEST(Decimal, OverflowIsAnError) {
  const auto f = read_failure<decimal>("1234567890123456789");
  EXPECT_EQ(f.code, error_code::out_of_range);
  EXPECT_EQ(f.message, "number 1234567890123456789 does not fit in tidyjson::decimal (18 digits, scale up to 18)");
  for (const char* t : {"1000000000000000000", "1e18", "0.0000000000000000001", "1e-19", "1.0000000000000000000",
                        "1e999999", "1e-999999", "99999999999999999999999"}) {
    EXPECT_EQ(read_code<decimal>(t), error_code::out_of_range) << t;
  }
  const auto g = read_failure<money::Price>(R"({"history":[1, 2, 1e30]})");
  EXPECT_EQ(g.code, error_code::out_of_range);
  EXPECT_EQ(g.path, "$.history[2]");
  EXPECT_EQ(g.column, 19u);
}

TEST(Decimal, WrongJsonType) {
  EXPECT_EQ(read_code<decimal>("\"1.5\""), error_code::type_mismatch);
  EXPECT_EQ(read_code<decimal>("true"), error_code::type_mismatch);
  EXPECT_EQ(read_code<decimal>("01.5"), error_code::invalid_number);
  EXPECT_EQ(read_code<decimal>("1."), error_code::unexpected_end);
}

TEST(Decimal, InStrings) {
  static const tidyjson::options opts{tidyjson::numbers::write_as_string | tidyjson::numbers::allow_reading_from_string};
  EXPECT_EQ(tidyjson::serialize(decimal(18950, 2), opts), "\"189.50\"");
  const decimal d = tidyjson::deserialize<decimal>("\"189.50\"", opts);
  EXPECT_TRUE(d.same_representation(decimal(18950, 2)));
  EXPECT_EQ(read_code<decimal>("\"1e40\"", opts), error_code::out_of_range);
  EXPECT_EQ(read_code<decimal>("\"1.5x\"", opts), error_code::invalid_number);
}

TEST(Decimal, RandomRoundTripsKeepTheRepresentation) {
  std::mt19937_64 rng(17);
  for (int i = 0; i < 5000; ++i) {
    const auto coef = static_cast<std::int64_t>(rng() % (2 * static_cast<std::uint64_t>(decimal::max_coefficient) + 1)) -
                      decimal::max_coefficient;
    const int scale = static_cast<int>(rng() % (decimal::max_scale + 1));
    const decimal d(coef, scale);
    const std::string text = tidyjson::serialize(d);
    const decimal back = tidyjson::deserialize<decimal>(text);
    ASSERT_TRUE(back.same_representation(d)) << text;
    const money::Price p{d, {d, decimal(1, 1)}};
    const auto pb = tidyjson::deserialize<money::Price>(tidyjson::serialize(p));
    ASSERT_TRUE(pb.amount.same_representation(d));
    ASSERT_TRUE(pb.history[1].same_representation(decimal(1, 1)));
  }
}

TEST(Decimal, ParseApi) {
  EXPECT_TRUE(decimal::parse("12.50")->same_representation(decimal(1250, 2)));
  for (const char* bad : {"", "-", "+1", "01", "-01", "1.", ".5", "1e", "1e+", "1.5.5", " 1", "1 ", "0x10", "NaN",
                          "1,5"}) {
    EXPECT_FALSE(decimal::parse(bad).has_value()) << bad;
  }
  static_assert(decimal::parse("1.25")->coefficient() == 125);
  static_assert(decimal::parse("1.25")->scale() == 2);
}

TEST(Decimal, ConstructionChecksTheRange) {
  EXPECT_THROW(decimal(1, 19), std::overflow_error);
  EXPECT_THROW(decimal(1, -1), std::overflow_error);
  EXPECT_THROW(decimal(decimal::max_coefficient + 1, 0), std::overflow_error);
  EXPECT_THROW(decimal(-decimal::max_coefficient - 1, 0), std::overflow_error);
  EXPECT_NO_THROW(decimal(decimal::max_coefficient, 18));
}

TEST(Decimal, Arithmetic) {
  EXPECT_TRUE((decimal(150, 2) * decimal(3, 0)).same_representation(decimal(450, 2)));
  EXPECT_TRUE((decimal(1895, 1) + decimal(25, 2)).same_representation(decimal(18975, 2)));
  EXPECT_TRUE((decimal(1, 0) - decimal(25, 2)).same_representation(decimal(75, 2)));
  EXPECT_TRUE((-decimal(5, 1)).same_representation(decimal(-5, 1)));
  EXPECT_EQ(decimal(15, 1), decimal(150, 2));
  EXPECT_FALSE(decimal(15, 1).same_representation(decimal(150, 2)));
  EXPECT_LT(decimal(-1, 0), decimal(1, 18));
  EXPECT_GT(decimal(decimal::max_coefficient, 0), decimal(decimal::max_coefficient, 18));
  EXPECT_TRUE(decimal(1895, 1).rescaled(2).same_representation(decimal(18950, 2)));
  EXPECT_THROW((void)decimal(18950, 2).rescaled(1), std::invalid_argument);
  EXPECT_THROW((void)(decimal(decimal::max_coefficient, 0) + decimal(1, 0)), std::overflow_error);
  // Equal scales take one addition: the same results and limits.
  EXPECT_TRUE((decimal(12600, 2) + decimal(-7485, 2)).same_representation(decimal(5115, 2)));
  EXPECT_TRUE((decimal(decimal::max_coefficient - 1, 2) + decimal(1, 2))
                  .same_representation(decimal(decimal::max_coefficient, 2)));
  EXPECT_TRUE((decimal(-decimal::max_coefficient + 1, 7) + decimal(-1, 7))
                  .same_representation(decimal(-decimal::max_coefficient, 7)));
  EXPECT_THROW((void)(decimal(-decimal::max_coefficient, 2) + decimal(-1, 2)), std::overflow_error);
  EXPECT_THROW((void)(decimal(decimal::max_coefficient, 18) + decimal(decimal::max_coefficient, 18)),
               std::overflow_error);
  EXPECT_THROW((void)(decimal(1000000000, 0) * decimal(1000000000, 0)), std::overflow_error);
  EXPECT_THROW((void)(decimal(1, 10) * decimal(1, 10)), std::overflow_error);
  decimal total;
  for (int i = 0; i < 10; ++i) total += decimal(10, 2);
  EXPECT_TRUE(total.same_representation(decimal(100, 2)));
  EXPECT_DOUBLE_EQ(decimal(18950, 2).to_double(), 189.5);
}

TEST(Decimal, SumsThatFitAreExactWhenAnOperandWouldNotAtTheCommonScale) {
  // 1 at scale 18 needs 19 digits; the difference has 18.
  EXPECT_TRUE((decimal(1, 0) - decimal(1, 18)).same_representation(decimal(999'999'999'999'999'999, 18)));
  EXPECT_TRUE((decimal(-5, 0) + decimal(4'999'999'999'999'999'99, 17))
                  .same_representation(decimal(-1, 17)));
  EXPECT_THROW((void)(decimal(decimal::max_coefficient, 0) - decimal(1, 18)), std::overflow_error);
  EXPECT_THROW((void)(decimal(10, 0) + decimal(1, 18)), std::overflow_error);
}

TEST(Decimal, ToDoubleIsTheNearestDouble) {
  EXPECT_EQ(decimal(123'456'789'012'345'678, 18).to_double(), 0.123456789012345678);
  EXPECT_EQ(decimal(-999'999'999'999'999'999, 18).to_double(), -0.999999999999999999);
  EXPECT_EQ(decimal(1, 18).to_double(), 1e-18);
  std::mt19937_64 rng(11);
  for (int i = 0; i < 20000; ++i) {
    const auto c = static_cast<std::int64_t>(rng() % static_cast<std::uint64_t>(decimal::max_coefficient)) *
                   ((rng() & 1) != 0 ? 1 : -1);
    const decimal d(c, static_cast<int>(rng() % 19));
    const std::string text = tidyjson::serialize(d);
    ASSERT_EQ(d.to_double(), std::strtod(text.c_str(), nullptr)) << text;
  }
}

}  // namespace
