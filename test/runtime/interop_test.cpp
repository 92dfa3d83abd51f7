// tidyjson::document <-> nlohmann::json: round trips over many inputs, exact
// integers (signed, unsigned, beyond 64 bits), doubles that stay doubles,
// member order with ordered_json, sub-elements, and the errors.
#include "test_util.hpp"

#include <tidyjson/interop/nlohmann.hpp>

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

using tidyjson::document;
using tidyjson::error_code;
using nlohmann::json;

namespace {

const std::vector<std::string>& inputs() {
  static const std::vector<std::string> all = {
      "null",
      "true",
      "false",
      "0",
      "-0",
      "42",
      "-42",
      "9223372036854775807",
      "-9223372036854775808",
      "9223372036854775808",
      "18446744073709551615",
      "18446744073709551616",
      "-9223372036854775809",
      "9007199254740993",
      "0.1",
      "-2.5e-3",
      "1e2",
      "1E+300",
      "5e-324",
      "1.7976931348623157e308",
      "123456789.125",
      R"("")",
      R"("plain")",
      R"("esc \" \\ \/ \b \f \n \r \t \u0001")",
      R"("\u00e9\u4e2d\ud83d\ude00")",
      "[]",
      "{}",
      "[1,2,3]",
      "[[],[[]],{}]",
      R"([null,true,false,0,-1,1.5,"s",[1],{"a":1}])",
      R"({"b":1,"a":2,"c":{"z":[1,{"y":null}],"x":"w"}})",
      R"({"order":{"id":"4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90","lines":[{"sku":"W-1","qty":4,"price":12.50},
          {"sku":"G-7","qty":20,"price":0.95}],"total":69.0,"notes":null,"tags":["rush","fragile"]}})",
      R"({"":"empty key","k\"ey":"quoted","ключ":"unicode"})",
  };
  return all;
}

/// Equal values of the same kinds, all the way down: nlohmann's == treats 1
/// and 1.0 as equal, this does not. Signed and unsigned integers of equal
/// value are the same kind (JSON text does not say which 7 is).
void expect_identical(const json& a, const json& b, const std::string& where = "$") {
  const bool integers = (a.is_number_integer() && b.is_number_integer());
  if (!integers) {
    ASSERT_EQ(a.type(), b.type()) << where << ": " << a.dump() << " vs " << b.dump();
  }
  if (a.is_array()) {
    ASSERT_EQ(a.size(), b.size()) << where;
    for (std::size_t i = 0; i < a.size(); ++i) expect_identical(a[i], b[i], where + "[" + std::to_string(i) + "]");
  } else if (a.is_object()) {
    ASSERT_EQ(a.size(), b.size()) << where;
    for (auto it = a.begin(); it != a.end(); ++it) {
      ASSERT_TRUE(b.contains(it.key())) << where << "." << it.key();
      expect_identical(it.value(), b.at(it.key()), where + "." + it.key());
    }
  } else {
    EXPECT_EQ(a, b) << where;
  }
}

TEST(Interop, ToNlohmannMatchesNlohmannsOwnParser) {
  for (const std::string& text : inputs()) {
    SCOPED_TRACE(text);
    const auto doc = document::parse(text);
    expect_identical(tidyjson::to_nlohmann(doc), json::parse(text));
  }
}

TEST(Interop, RoundTripThroughNlohmann) {
  for (const std::string& text : inputs()) {
    SCOPED_TRACE(text);
    const json j = json::parse(text);
    const document doc = tidyjson::from_nlohmann(j);
    expect_identical(tidyjson::to_nlohmann(doc), j);
    // The document's text reads back as the same value.
    expect_identical(json::parse(doc.to_json()), j);
  }
}

TEST(Interop, RoundTripThroughDocument) {
  for (const std::string& text : inputs()) {
    SCOPED_TRACE(text);
    const auto doc = document::parse(text);
    const document back = tidyjson::from_nlohmann(tidyjson::to_nlohmann<nlohmann::ordered_json>(doc));
    // Member order and number kinds survive; numbers may be respelled
    // (1E+300 -> 1e+300) but mean the same.
    expect_identical(json::parse(back.to_json()), json::parse(text));
  }
}

TEST(Interop, ExactIntegers) {
  const auto doc = document::parse(
      "[9223372036854775807,-9223372036854775808,18446744073709551615,9007199254740993,-1,0,"
      "18446744073709551616,-9223372036854775809,1.0,1e2]");
  const json j = tidyjson::to_nlohmann(doc);
  EXPECT_TRUE(j[0].is_number_unsigned());
  EXPECT_EQ(j[0].get<std::uint64_t>(), 9223372036854775807ULL);
  EXPECT_TRUE(j[1].is_number_integer());
  EXPECT_FALSE(j[1].is_number_unsigned());
  EXPECT_EQ(j[1].get<std::int64_t>(), std::numeric_limits<std::int64_t>::min());
  EXPECT_TRUE(j[2].is_number_unsigned());
  EXPECT_EQ(j[2].get<std::uint64_t>(), std::numeric_limits<std::uint64_t>::max());
  EXPECT_EQ(j[3].get<std::uint64_t>(), 9007199254740993ULL);  // not rounded through double
  EXPECT_EQ(j[4].get<std::int64_t>(), -1);
  EXPECT_TRUE(j[5].is_number_unsigned());
  // Beyond 64 bits, and with a fraction or exponent: doubles.
  EXPECT_TRUE(j[6].is_number_float());
  EXPECT_EQ(j[6].get<double>(), 18446744073709551616.0);
  EXPECT_TRUE(j[7].is_number_float());
  EXPECT_TRUE(j[8].is_number_float());
  EXPECT_TRUE(j[9].is_number_float());
  EXPECT_EQ(j[9].get<double>(), 100.0);

  // Back: integers keep their digits.
  const json big = {std::numeric_limits<std::uint64_t>::max(), std::numeric_limits<std::int64_t>::min(), -7, 7U};
  const document d = tidyjson::from_nlohmann(big);
  EXPECT_EQ(d.to_json(), "[18446744073709551615,-9223372036854775808,-7,7]");
  EXPECT_EQ(d[0].as_uint64(), std::numeric_limits<std::uint64_t>::max());
  EXPECT_EQ(d[1].as_int64(), std::numeric_limits<std::int64_t>::min());
  EXPECT_TRUE(d[2].is_integer());
}

TEST(Interop, DoublesStayDoubles) {
  const json j = {100.0, -0.0, 0.1, 1e300, 5e-324, 2.5};
  const document d = tidyjson::from_nlohmann(j);
  EXPECT_EQ(d.to_json(), "[100.0,-0.0,0.1,1e+300,5e-324,2.5]");
  EXPECT_FALSE(d[0].is_integer());
  EXPECT_TRUE(std::signbit(d[1].as_double()));
  const json back = tidyjson::to_nlohmann(d);
  for (std::size_t i = 0; i < j.size(); ++i) {
    EXPECT_TRUE(back[i].is_number_float()) << i;
    EXPECT_EQ(back[i].get<double>(), j[i].get<double>()) << i;
  }
  // Decimals with a fraction become the nearest double.
  EXPECT_EQ(tidyjson::to_nlohmann(document::parse("189.50")).get<double>(), 189.5);
}

TEST(Interop, OrderedJsonKeepsMemberOrder) {
  const std::string text = R"({"zeta":1,"alpha":{"y":2,"x":3},"mid":[{"b":1,"a":2}]})";
  const auto doc = document::parse(text);
  const auto ordered = tidyjson::to_nlohmann<nlohmann::ordered_json>(doc);
  EXPECT_EQ(ordered.dump(), text);
  EXPECT_EQ(tidyjson::from_nlohmann(ordered).to_json(), text);
  // nlohmann::json sorts its members.
  EXPECT_EQ(tidyjson::to_nlohmann(doc).dump(), R"({"alpha":{"x":3,"y":2},"mid":[{"a":2,"b":1}],"zeta":1})");
}

TEST(Interop, SubElementsAndDuplicates) {
  const auto doc = document::parse(R"({"a":{"k":[1,2]},"b":"x"})");
  EXPECT_EQ(tidyjson::to_nlohmann(doc["a"]["k"]), json::parse("[1,2]"));
  EXPECT_EQ(tidyjson::to_nlohmann(doc["b"]), json("x"));
  // The visible member of a name is the one converted.
  static const tidyjson::options last{tidyjson::duplicates::last_wins};
  const auto dup = document::parse(R"({"a":1,"b":2,"a":3})", last);
  EXPECT_EQ(tidyjson::to_nlohmann<nlohmann::ordered_json>(dup).dump(), R"({"b":2,"a":3})");
}

TEST(Interop, FromNlohmannBuildsAFullDocument) {
  json j;
  j["name"] = "Ann";
  j["tags"] = {"a", "b"};
  j["nested"]["deep"] = {{"k", nullptr}};
  const document d = tidyjson::from_nlohmann(j);
  EXPECT_EQ(d["name"].as_string(), "Ann");
  EXPECT_EQ(d["tags"][1].as_string(), "b");
  EXPECT_TRUE(d["nested"]["deep"]["k"].is_null());
  EXPECT_EQ(d["nested"]["deep"]["k"].path(), "$.nested.deep.k");
  EXPECT_EQ(d.root().size(), 3U);
  // Options: the name matching of the accessors.
  static const tidyjson::options ci{tidyjson::names::case_insensitive};
  EXPECT_EQ(tidyjson::from_nlohmann(j, ci)["NAME"].as_string(), "Ann");
}

tidyjson_test::failure conversion_failure(const json& j, const tidyjson::options& opts = tidyjson_test::defaults()) {
  try {
    (void)tidyjson::from_nlohmann(j, opts);
  } catch (const tidyjson::error& e) {
    return tidyjson_test::from(e.info());
  }
  ADD_FAILURE() << "from_nlohmann did not throw";
  return {};
}

TEST(Interop, FromNlohmannErrors) {
  using tidyjson_test::failure;
  json nan = {{"values", {1.0, std::numeric_limits<double>::quiet_NaN()}}};
  EXPECT_EQ(conversion_failure(nan),
            (failure{error_code::non_finite_number, "NaN and infinity have no JSON number form", "$.values[1]", 0, 0}));
  json bad_utf8 = {{"k", std::string("\xC0\xAF")}};
  EXPECT_EQ(conversion_failure(bad_utf8), (failure{error_code::invalid_utf8, "string is not valid UTF-8", "$.k", 0, 0}));
  json bad_key = {{std::string("\xFF"), 1}};
  EXPECT_EQ(conversion_failure(bad_key).code, error_code::invalid_utf8);
  json binary = {{"b", json::binary({1, 2, 3})}};
  EXPECT_EQ(conversion_failure(binary).code, error_code::not_supported);
  json deep = json::array();
  for (int i = 0; i < 5; ++i) deep = json::array({deep});
  static const tidyjson::options shallow{tidyjson::max_depth{3}};
  EXPECT_EQ(conversion_failure(deep, shallow).code, error_code::depth_exceeded);
  EXPECT_EQ(conversion_failure(deep, shallow).path, "$[0][0][0]");
  EXPECT_EQ(tidyjson::from_nlohmann(deep).node_count(), 6U);
}

TEST(Interop, ToNlohmannErrors) {
  const auto doc = document::parse(R"({"x":[1e400]})");
  try {
    (void)tidyjson::to_nlohmann(doc);
    FAIL();
  } catch (const tidyjson::error& e) {
    EXPECT_EQ(e.code(), error_code::out_of_range);
    EXPECT_EQ(e.path(), "$.x[0]");
  }
  EXPECT_THROW((void)tidyjson::to_nlohmann(tidyjson::element{}), tidyjson::error);
}

TEST(Interop, BigDocumentRoundTrip) {
  json j = json::array();
  for (int i = 0; i < 20000; ++i) {
    j.push_back({{"id", i}, {"neg", -i}, {"half", i / 2.0}, {"name", "n" + std::to_string(i)}, {"ok", i % 2 == 0}});
  }
  const document d = tidyjson::from_nlohmann(j);
  EXPECT_EQ(d.root().size(), 20000U);
  EXPECT_EQ(d[12345]["name"].as_string(), "n12345");
  expect_identical(tidyjson::to_nlohmann(d), j);
  expect_identical(json::parse(d.to_json()), j);
}

}  // namespace
