// Containers and wrappers: sequences, sets, maps with string, enum, integer
// and uuid keys, optionals, smart pointers, tuples, pairs and variants by shape.
#include "test_util.hpp"

#include <array>
#include <cstdint>
#include <deque>
#include <forward_list>
#include <list>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <variant>
#include <vector>

using tidyjson::error_code;
using tidyjson_test::read_code;
using tidyjson_test::read_failure;
using tidyjson_test::round_trip;

namespace box {
enum class Color { red, green, blue };
TIDYJSON_ENUM(Color, red, green, (blue, "BLUE"))

struct Point {
  int x = 0;
  int y = 0;
  friend bool operator==(const Point&, const Point&) = default;
  friend auto operator<=>(const Point&, const Point&) = default;
};
TIDYJSON_TYPE(Point, x, y)

struct Fixed {
  int c_array[3] = {};
  std::array<std::string, 2> names;
  friend bool operator==(const Fixed&, const Fixed&) = default;
};
TIDYJSON_TYPE(Fixed, c_array, names)
}  // namespace box

namespace {

using namespace std::string_literals;

TEST(Sequences, EveryStandardSequenceRoundTrips) {
  const std::vector<int> v{1, -2, 3};
  EXPECT_EQ(tidyjson::serialize(v), "[1,-2,3]");
  EXPECT_EQ(round_trip(v), v);
  const std::deque<std::string> d{"a", "b"};
  EXPECT_EQ(tidyjson::serialize(d), R"(["a","b"])");
  EXPECT_EQ(round_trip(d), d);
  const std::list<double> l{1.5, -0.25};
  EXPECT_EQ(tidyjson::serialize(l), "[1.5,-0.25]");
  EXPECT_EQ(round_trip(l), l);
  const std::forward_list<int> fl{3, 2, 1};
  EXPECT_EQ(tidyjson::serialize(fl), "[3,2,1]");
  EXPECT_EQ(round_trip(fl), fl);
  const std::array<int, 3> a{7, 8, 9};
  EXPECT_EQ(tidyjson::serialize(a), "[7,8,9]");
  EXPECT_EQ(round_trip(a), a);
  const std::vector<bool> vb{true, false, false, true};
  EXPECT_EQ(tidyjson::serialize(vb), "[true,false,false,true]");
  EXPECT_EQ(round_trip(vb), vb);
  const std::vector<std::vector<int>> nested{{}, {1}, {2, 3}};
  EXPECT_EQ(tidyjson::serialize(nested), "[[],[1],[2,3]]");
  EXPECT_EQ(round_trip(nested), nested);
  const std::vector<box::Point> points{{1, 2}, {3, 4}};
  EXPECT_EQ(tidyjson::serialize(points), R"([{"x":1,"y":2},{"x":3,"y":4}])");
  EXPECT_EQ(round_trip(points), points);
}

TEST(Sequences, EmptyAndWhitespace) {
  EXPECT_EQ(tidyjson::serialize(std::vector<int>{}), "[]");
  EXPECT_TRUE(tidyjson::deserialize<std::vector<int>>("[ ]").empty());
  EXPECT_EQ(tidyjson::deserialize<std::vector<int>>(" [ 1 ,\n\t2 ] "), (std::vector<int>{1, 2}));
  EXPECT_EQ(round_trip(std::array<int, 0>{}), (std::array<int, 0>{}));
}

TEST(Sequences, Sets) {
  const std::set<int> s{3, 1, 2};
  EXPECT_EQ(tidyjson::serialize(s), "[1,2,3]");
  EXPECT_EQ(round_trip(s), s);
  const std::unordered_set<std::string> u{"x", "y", "z"};
  EXPECT_EQ(round_trip(u), u);
  const std::multiset<int> m{1, 1, 2};
  EXPECT_EQ(tidyjson::serialize(m), "[1,1,2]");
  EXPECT_EQ(round_trip(m), m);
  const std::set<box::Point> ps{{1, 2}, {0, 5}};
  EXPECT_EQ(round_trip(ps), ps);
}

TEST(Sequences, FixedSizeArraysCheckTheLength) {
  auto f = read_failure<std::array<int, 3>>("[1,2]");
  EXPECT_EQ(f.code, error_code::type_mismatch);
  EXPECT_EQ(f.message, "expected an array of 3 elements, got 2");
  f = read_failure<std::array<int, 3>>("[1,2,3,4]");
  EXPECT_EQ(f.code, error_code::type_mismatch);
  EXPECT_EQ(f.message, "expected an array of 3 elements, got more");
  EXPECT_EQ((read_code<std::array<int, 3>>("[]")), error_code::type_mismatch);
  const box::Fixed fx{{1, 2, 3}, {"a", "b"}};
  EXPECT_EQ(tidyjson::serialize(fx), R"({"c_array":[1,2,3],"names":["a","b"]})");
  EXPECT_EQ(round_trip(fx), fx);
  f = read_failure<box::Fixed>(R"({"c_array":[1,2,3,4]})");
  EXPECT_EQ(f.path, "$.c_array");
}

TEST(Sequences, ErrorPathsIndexTheElement) {
  auto f = read_failure<std::vector<std::vector<int>>>("[[1],[2,\"x\"]]");
  EXPECT_EQ(f.code, error_code::type_mismatch);
  EXPECT_EQ(f.path, "$[1][1]");
  EXPECT_EQ(f.column, 9u);
  f = read_failure<std::set<int>>("[1,2,true]");
  EXPECT_EQ(f.path, "$[2]");
  f = read_failure<std::forward_list<int>>("[1,null]");
  EXPECT_EQ(f.path, "$[1]");
  f = read_failure<std::vector<int>>("{}");
  EXPECT_EQ(f.code, error_code::type_mismatch);
  EXPECT_EQ(f.message, "expected an array, got an object");
  EXPECT_EQ(read_code<std::vector<int>>("[1 2]"), error_code::unexpected_character);
  EXPECT_EQ(read_failure<std::vector<int>>("[1 2]").message, "expected ',' or ']' after a value, got '2'");
  EXPECT_EQ((read_code<std::vector<int>>("[1,")), error_code::unexpected_end);
  EXPECT_EQ(read_code<std::vector<int>>("["), error_code::unexpected_end);
}

// ---------------------------------------------------------------------------
// Maps

TEST(Maps, StringKeys) {
  const std::map<std::string, int> m{{"b", 2}, {"a", 1}, {"with \"quote\"", 3}};
  EXPECT_EQ(tidyjson::serialize(m), R"({"a":1,"b":2,"with \"quote\"":3})");
  EXPECT_EQ(round_trip(m), m);
  const std::unordered_map<std::string, std::vector<int>> u{{"x", {1}}, {"y", {}}};
  EXPECT_EQ(round_trip(u), u);
  EXPECT_EQ(tidyjson::serialize(std::map<std::string, int>{}), "{}");
  EXPECT_TRUE((tidyjson::deserialize<std::map<std::string, int>>("{ }").empty()));
}

TEST(Maps, EnumKeysAreNames) {
  const std::map<box::Color, int> m{{box::Color::red, 1}, {box::Color::blue, 3}};
  EXPECT_EQ(tidyjson::serialize(m), R"({"red":1,"BLUE":3})");
  EXPECT_EQ(round_trip(m), m);
  const auto f = read_failure<std::map<box::Color, int>>(R"({"red":1,"purple":2})");
  EXPECT_EQ(f.code, error_code::unknown_enumerator);
  EXPECT_EQ(f.message, "\"purple\" is not an enumerator of box::Color");
  EXPECT_EQ(f.column, 10u);
}

TEST(Maps, IntegerKeys) {
  const std::map<int, std::string> m{{-1, "minus"}, {0, "zero"}, {42, "answer"}};
  EXPECT_EQ(tidyjson::serialize(m), R"({"-1":"minus","0":"zero","42":"answer"})");
  EXPECT_EQ(round_trip(m), m);
  const std::map<std::uint64_t, int> big{{18446744073709551615ULL, 1}};
  EXPECT_EQ(tidyjson::serialize(big), R"({"18446744073709551615":1})");
  EXPECT_EQ(round_trip(big), big);
  auto f = read_failure<std::map<int, int>>(R"({"1":1, "x":2})");
  EXPECT_EQ(f.code, error_code::invalid_value);
  EXPECT_EQ(f.message, "member name \"x\" is not an integer that fits int32_t");
  EXPECT_EQ(f.column, 9u);
  EXPECT_EQ((read_code<std::map<std::uint8_t, int>>(R"({"256":1})")), error_code::invalid_value);
  EXPECT_EQ((read_code<std::map<int, int>>(R"({"01":1})")), error_code::invalid_value);
  EXPECT_EQ((read_code<std::map<int, int>>(R"({"1.0":1})")), error_code::invalid_value);
}

TEST(Maps, UuidKeys) {
  const auto id = *tidyjson::uuid::parse("4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90");
  const std::map<tidyjson::uuid, int> m{{id, 5}};
  EXPECT_EQ(tidyjson::serialize(m), R"({"4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90":5})");
  EXPECT_EQ(round_trip(m), m);
  EXPECT_EQ((read_code<std::map<tidyjson::uuid, int>>(R"({"nope":1})")), error_code::invalid_value);
}

TEST(Maps, DuplicateKeys) {
  auto f = read_failure<std::map<std::string, int>>(R"({"a":1,"a":2})");
  EXPECT_EQ(f.code, error_code::duplicate_member);
  EXPECT_EQ(f.message, "duplicate member \"a\" (tidyjson::duplicates::last_wins accepts it)");
  EXPECT_EQ(f.column, 8u);
  static const tidyjson::options last{tidyjson::duplicates::last_wins};
  EXPECT_EQ((tidyjson::deserialize<std::map<std::string, int>>(R"({"a":1,"a":2})", last)),
            (std::map<std::string, int>{{"a", 2}}));
  // Escaped keys are compared after decoding.
  EXPECT_EQ((read_code<std::map<std::string, int>>(R"({"a":1,"\u0061":2})")), error_code::duplicate_member);
}

TEST(Maps, ErrorPathsNameTheKey) {
  auto f = read_failure<std::map<std::string, std::map<std::string, int>>>(R"({"a":{"b":1,"c":"x"}})");
  EXPECT_EQ(f.code, error_code::type_mismatch);
  EXPECT_EQ(f.path, "$.a.c");
  // Keys with escapes are decoded in a scratch buffer that nested keys reuse.
  f = read_failure<std::map<std::string, std::map<std::string, int>>>(R"({"a\"1":{"b\"2":1,"c\"3":"x"}})");
  EXPECT_EQ(f.code, error_code::type_mismatch);
  EXPECT_EQ(f.path, "$['a\"1']['c\"3']");
  f = read_failure<std::map<std::string, std::map<std::string, int>>>(R"({"a\"1":{"b\"2":1},"a\"1":{"c\"3":2}})");
  EXPECT_EQ(f.code, error_code::duplicate_member);
  EXPECT_EQ(f.message, "duplicate member \"a\"1\" (tidyjson::duplicates::last_wins accepts it)");
  f = read_failure<std::map<int, std::vector<int>>>(R"({"7":[1,"x"]})");
  EXPECT_EQ(f.path, "$['7'][1]");
  f = read_failure<std::map<std::string, int>>(R"({"odd key":true})");
  EXPECT_EQ(f.path, "$['odd key']");
  EXPECT_EQ((read_code<std::map<std::string, int>>(R"({"a" 1})")), error_code::unexpected_character);
  EXPECT_EQ((read_code<std::map<std::string, int>>(R"({1:1})")), error_code::unexpected_character);
  EXPECT_EQ((read_code<std::map<std::string, int>>(R"({"a":1)")), error_code::unexpected_end);
}

// ---------------------------------------------------------------------------
// Optionals and pointers

TEST(Wrappers, Optional) {
  EXPECT_EQ(tidyjson::serialize(std::optional<int>{}), "null");
  EXPECT_EQ(tidyjson::serialize(std::optional<int>{5}), "5");
  EXPECT_EQ(tidyjson::deserialize<std::optional<int>>("null"), std::nullopt);
  EXPECT_EQ(tidyjson::deserialize<std::optional<int>>("5"), 5);
  const std::vector<std::optional<std::string>> v{"a", std::nullopt, ""};
  EXPECT_EQ(tidyjson::serialize(v), R"(["a",null,""])");
  EXPECT_EQ(round_trip(v), v);
  EXPECT_EQ(read_code<std::optional<int>>("nul"), error_code::unexpected_end);
  EXPECT_EQ(read_code<std::optional<int>>("\"5\""), error_code::type_mismatch);
}

TEST(Wrappers, SmartPointers) {
  EXPECT_EQ(tidyjson::serialize(std::unique_ptr<int>{}), "null");
  EXPECT_EQ(tidyjson::serialize(std::make_unique<int>(3)), "3");
  EXPECT_EQ(tidyjson::serialize(std::make_shared<std::string>("s")), R"("s")");
  EXPECT_EQ(tidyjson::deserialize<std::unique_ptr<int>>("null"), nullptr);
  EXPECT_EQ(*tidyjson::deserialize<std::unique_ptr<int>>("3"), 3);
  EXPECT_EQ(*tidyjson::deserialize<std::shared_ptr<box::Point>>(R"({"x":1,"y":2})"), (box::Point{1, 2}));
  const auto v = tidyjson::deserialize<std::vector<std::unique_ptr<int>>>("[1,null,2]");
  ASSERT_EQ(v.size(), 3u);
  EXPECT_EQ(*v[0], 1);
  EXPECT_EQ(v[1], nullptr);
  EXPECT_EQ(*v[2], 2);
  const int x = 4;
  const int* raw = &x;
  EXPECT_EQ(tidyjson::serialize(raw), "4");
  raw = nullptr;
  EXPECT_EQ(tidyjson::serialize(raw), "null");
}

// ---------------------------------------------------------------------------
// Tuples and pairs

TEST(Tuples, AreArrays) {
  const std::tuple<int, std::string, bool> t{1, "a", true};
  EXPECT_EQ(tidyjson::serialize(t), R"([1,"a",true])");
  EXPECT_EQ(round_trip(t), t);
  const std::pair<std::string, double> p{"pi", 3.25};
  EXPECT_EQ(tidyjson::serialize(p), R"(["pi",3.25])");
  EXPECT_EQ(round_trip(p), p);
  EXPECT_EQ(tidyjson::serialize(std::tuple<>{}), "[]");
  EXPECT_EQ(round_trip(std::tuple<>{}), std::tuple<>{});
  const std::vector<std::pair<int, int>> vp{{1, 2}, {3, 4}};
  EXPECT_EQ(tidyjson::serialize(vp), "[[1,2],[3,4]]");
  EXPECT_EQ(round_trip(vp), vp);
}

TEST(Tuples, LengthAndTypeErrors) {
  using T = std::tuple<int, std::string>;
  auto f = read_failure<T>("[1]");
  EXPECT_EQ(f.code, error_code::type_mismatch);
  EXPECT_EQ(f.message, "expected an array of 2 elements, got 1");
  f = read_failure<T>("[1,\"a\",3]");
  EXPECT_EQ(f.code, error_code::type_mismatch);
  EXPECT_EQ(f.message, "expected an array of 2 elements, got more");
  f = read_failure<T>("[]");
  EXPECT_EQ(f.message, "expected an array of 2 elements, got 0");
  f = read_failure<T>("[1,2]");
  EXPECT_EQ(f.code, error_code::type_mismatch);
  EXPECT_EQ(f.path, "$[1]");
  EXPECT_EQ(read_code<std::tuple<>>("[1]"), error_code::type_mismatch);
  EXPECT_EQ((read_code<T>("[1,\"a\"")), error_code::unexpected_end);
}

// ---------------------------------------------------------------------------
// Variants, chosen by the JSON value's shape

using Any = std::variant<std::monostate, bool, std::int64_t, double, std::string, std::vector<int>, box::Point>;

TEST(Variants, WrittenAsTheHeldAlternative) {
  EXPECT_EQ(tidyjson::serialize(Any{}), "null");
  EXPECT_EQ(tidyjson::serialize(Any{true}), "true");
  EXPECT_EQ(tidyjson::serialize(Any{std::int64_t{-3}}), "-3");
  EXPECT_EQ(tidyjson::serialize(Any{2.5}), "2.5");
  EXPECT_EQ(tidyjson::serialize(Any{"s"s}), R"("s")");
  EXPECT_EQ(tidyjson::serialize(Any{std::vector<int>{1}}), "[1]");
  EXPECT_EQ(tidyjson::serialize(Any{box::Point{1, 2}}), R"({"x":1,"y":2})");
}

TEST(Variants, ReadByShape) {
  EXPECT_EQ(tidyjson::deserialize<Any>("null").index(), 0u);
  EXPECT_EQ(tidyjson::deserialize<Any>("false"), Any{false});
  EXPECT_EQ(tidyjson::deserialize<Any>("-3"), Any{std::int64_t{-3}});
  EXPECT_EQ(tidyjson::deserialize<Any>("-3.0"), Any{-3.0});
  EXPECT_EQ(tidyjson::deserialize<Any>("1e2"), Any{100.0});
  EXPECT_EQ(tidyjson::deserialize<Any>("\"s\""), Any{"s"s});
  EXPECT_EQ(tidyjson::deserialize<Any>("[1,2]"), (Any{std::vector<int>{1, 2}}));
  EXPECT_EQ(tidyjson::deserialize<Any>(R"({"y":5})"), (Any{box::Point{0, 5}}));
  for (const Any& a : {Any{}, Any{true}, Any{std::int64_t{9}}, Any{0.5}, Any{"x"s}, Any{std::vector<int>{}},
                       Any{box::Point{1, 1}}}) {
    EXPECT_EQ(round_trip(a), a);
  }
}

TEST(Variants, NumbersPreferTheMatchingAlternative) {
  using DoubleOnly = std::variant<std::string, double>;
  EXPECT_EQ(tidyjson::deserialize<DoubleOnly>("1"), DoubleOnly{1.0});
  using IntOnly = std::variant<std::string, int>;
  const auto f = read_failure<IntOnly>("1.5");
  EXPECT_EQ(f.code, error_code::type_mismatch);
  EXPECT_EQ(f.message, "expected an integer, got 1.5");
  using Both = std::variant<double, int>;
  EXPECT_EQ(tidyjson::deserialize<Both>("1"), Both{1});
  EXPECT_EQ(tidyjson::deserialize<Both>("1.5"), Both{1.5});
}

TEST(Variants, IntegralDoublesKeepTheirAlternative) {
  // Found by fuzz_deserialize (corpus/deserialize/regression-variant-integral-double):
  // a double with an integral value written as "1" came back as the integer.
  using Both = std::variant<std::int64_t, double>;
  EXPECT_EQ(tidyjson::serialize(Both{1.0}), "1.0");
  EXPECT_EQ(tidyjson::serialize(Both{-0.0}), "-0.0");
  EXPECT_EQ(tidyjson::serialize(Both{1e300}), "1e+300");
  EXPECT_EQ(tidyjson::serialize(Both{0.5}), "0.5");
  EXPECT_EQ(tidyjson::serialize(Both{std::int64_t{1}}), "1");
  for (const Both& b : {Both{1.0}, Both{-0.0}, Both{1e300}, Both{-42.0}, Both{std::int64_t{-42}}}) {
    const Both back = round_trip(b);
    EXPECT_EQ(back.index(), b.index());
    EXPECT_EQ(back, b);
  }
  // Without an integer alternative nothing changes: a double is written shortest.
  using DoubleOnly = std::variant<std::string, double>;
  EXPECT_EQ(tidyjson::serialize(DoubleOnly{1.0}), "1");
  EXPECT_EQ(tidyjson::serialize(1.0), "1");
}

TEST(Variants, AnIntegerTooWideForOneIntegerAlternativeTakesTheNext) {
  // Every integer alternative is written as a number; read back, the first
  // that holds it exactly wins (the first alone was tried, and refused
  // UINT64_MAX as "does not fit in int32_t": outside review).
  using Wide = std::variant<int, std::uint64_t>;
  for (const Wide& w : {Wide{-7}, Wide{std::uint64_t{5'000'000'000}}, Wide{UINT64_MAX}}) {
    const Wide back = round_trip(w);
    EXPECT_EQ(back, w);
  }
  EXPECT_EQ(tidyjson::deserialize<Wide>("12").index(), 0u);  // the first that holds it
  using Narrow = std::variant<std::int8_t, std::int64_t>;
  EXPECT_EQ(round_trip(Narrow{std::int64_t{1000}}), Narrow{std::int64_t{1000}});
  // None holds it: the last one's error, at the number.
  const auto f = read_failure<std::vector<Narrow>>("[1, 99999999999999999999]");
  EXPECT_EQ(f.code, error_code::out_of_range);
  EXPECT_EQ(f.message, "number 99999999999999999999 does not fit in int64_t");
  EXPECT_EQ(f.path, "$[1]");
  EXPECT_EQ(f.column, 5u);
}

TEST(Variants, NoMatchingShape) {
  using V = std::variant<int, std::string>;
  const auto f = read_failure<V>("[1]");
  EXPECT_EQ(f.code, error_code::type_mismatch);
  EXPECT_EQ(f.message, "expected a value matching one of the alternatives of " +
                           std::string(tidyjson::detail::type_name<V>()) + ", got an array");
  EXPECT_EQ(read_code<V>("null"), error_code::type_mismatch);
  EXPECT_EQ(read_code<V>("true"), error_code::type_mismatch);
  EXPECT_EQ(read_code<V>("x"), error_code::unexpected_character);
  EXPECT_EQ(read_code<V>(""), error_code::unexpected_end);
}

TEST(Variants, OptionalAlternativeTakesNull) {
  using V = std::variant<int, std::optional<std::string>>;
  const V read = tidyjson::deserialize<V>("null");
  ASSERT_EQ(read.index(), 1u);
  EXPECT_FALSE(std::get<1>(read).has_value());
  const V held{std::in_place_index<1>, "a"};
  EXPECT_EQ(tidyjson::serialize(held), R"("a")");
}

}  // namespace
