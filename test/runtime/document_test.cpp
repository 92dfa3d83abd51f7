// tidyjson::document and tidyjson::element: every JSON type, access,
// iteration, the strict reader's errors (with path, line and column, the same
// as deserialize's), the settings, copy() outliving its document, big arrays
// with few allocations, and the nesting limit.
#include "test_util.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <map>
#include <new>
#include <optional>
#include <ranges>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// Counts heap allocations, to show that a big document is not one allocation
// per value.
#include "counted_new.hpp"
using tidyjson_test::allocations;

using tidyjson::document;
using tidyjson::element;
using tidyjson::error_code;
using tidyjson::json_type;
using tidyjson_test::failure;

namespace {

/// The error of parsing `text`; also checks that parse throws the same.
failure parse_failure(std::string_view text, const tidyjson::options& opts = tidyjson_test::defaults()) {
  auto r = document::try_parse(text, opts);
  if (r.has_value()) return {};
  const failure f = tidyjson_test::from(r.error());
  try {
    (void)document::parse(text, opts);
    ADD_FAILURE() << "parse did not throw for " << text;
  } catch (const tidyjson::error& e) {
    EXPECT_EQ(tidyjson_test::from(e.info()), f);
  }
  return f;
}

/// The error an accessor throws.
template <class F>
failure access_failure(F&& f) {
  try {
    f();
  } catch (const tidyjson::error& e) {
    return tidyjson_test::from(e.info());
  }
  ADD_FAILURE() << "the accessor did not throw";
  return {};
}

// ---------------------------------------------------------------------------
// Types and scalars

TEST(Document, EveryJsonType) {
  const auto doc = document::parse(
      R"({"n":null,"t":true,"f":false,"i":-42,"d":2.5,"s":"text","a":[1,"x",null],"o":{"k":{}}})");
  const element root = doc.root();
  EXPECT_EQ(root.type(), json_type::object);
  EXPECT_EQ(root["n"].type(), json_type::null);
  EXPECT_EQ(root["t"].type(), json_type::boolean);
  EXPECT_EQ(root["f"].type(), json_type::boolean);
  EXPECT_EQ(root["i"].type(), json_type::number);
  EXPECT_EQ(root["d"].type(), json_type::number);
  EXPECT_EQ(root["s"].type(), json_type::string);
  EXPECT_EQ(root["a"].type(), json_type::array);
  EXPECT_EQ(root["o"].type(), json_type::object);

  EXPECT_TRUE(root["n"].is_null());
  EXPECT_TRUE(root["t"].is_bool());
  EXPECT_TRUE(root["t"].as_bool());
  EXPECT_FALSE(root["f"].as_bool());
  EXPECT_TRUE(root["i"].is_number());
  EXPECT_TRUE(root["i"].is_integer());
  EXPECT_FALSE(root["d"].is_integer());
  EXPECT_TRUE(root["s"].is_string());
  EXPECT_TRUE(root["a"].is_array());
  EXPECT_TRUE(root["o"].is_object());
  EXPECT_FALSE(root["s"].is_number());
  EXPECT_FALSE(root["a"].is_object());
  EXPECT_EQ(root["o"]["k"].size(), 0U);
  EXPECT_TRUE(root["o"]["k"].empty());
  EXPECT_EQ(root.size(), 8U);
  EXPECT_EQ(doc.type(), json_type::object);
  EXPECT_EQ(tidyjson::to_string(json_type::array), "array");
}

TEST(Document, ScalarsAtTopLevel) {
  EXPECT_TRUE(document::parse("null").root().is_null());
  EXPECT_TRUE(document::parse(" true ").root().as_bool());
  EXPECT_EQ(document::parse("\t-0\n").root().as_int64(), 0);
  EXPECT_EQ(document::parse("\"\"").root().as_string(), "");
  EXPECT_EQ(document::parse("[]").root().size(), 0U);
  EXPECT_EQ(document::parse("{}").root().size(), 0U);
  // A UTF-8 byte order mark is skipped.
  EXPECT_EQ(document::parse("\xEF\xBB\xBF[1]").root()[0].as_int64(), 1);
}

TEST(Document, DefaultDocumentIsNull) {
  const document doc;
  EXPECT_TRUE(doc.root().is_null());
  EXPECT_EQ(doc.to_json(), "null");
  EXPECT_EQ(doc.node_count(), 1U);
}

TEST(Document, Integers) {
  const auto doc = document::parse(
      "[0, -0, 9223372036854775807, -9223372036854775808, 18446744073709551615, 9223372036854775808, "
      "-9223372036854775809, 18446744073709551616, 1.5, 1e2, 100000000000000000000000000000]");
  const element a = doc.root();
  EXPECT_EQ(a[0].as_int64(), 0);
  EXPECT_EQ(a[1].as_int64(), 0);
  EXPECT_EQ(a[2].as_int64(), std::numeric_limits<std::int64_t>::max());
  EXPECT_EQ(a[3].as_int64(), std::numeric_limits<std::int64_t>::min());
  EXPECT_EQ(a[4].as_uint64(), std::numeric_limits<std::uint64_t>::max());
  EXPECT_EQ(a[5].as_uint64(), 9223372036854775808ULL);

  // The message names the C++ type as deserialize does.
  EXPECT_EQ(access_failure([&] { (void)a[4].as_int64(); }),
            (failure{error_code::out_of_range,
                     tidyjson_test::read_failure<std::int64_t>("18446744073709551615").message, "$[4]", 0, 0}));
  EXPECT_EQ(access_failure([&] { (void)a[5].as_int64(); }).code, error_code::out_of_range);
  EXPECT_EQ(access_failure([&] { (void)a[6].as_int64(); }).code, error_code::out_of_range);
  EXPECT_EQ(access_failure([&] { (void)a[7].as_uint64(); }).code, error_code::out_of_range);
  EXPECT_EQ(access_failure([&] { (void)a[3].as_uint64(); }).code, error_code::out_of_range);
  EXPECT_EQ(access_failure([&] { (void)a[8].as_int64(); }),
            (failure{error_code::type_mismatch, "expected an integer, got 1.5", "$[8]", 0, 0}));
  EXPECT_EQ(access_failure([&] { (void)a[9].as_int64(); }).code, error_code::type_mismatch);
  // Every number also reads as a double, and keeps its exact text.
  EXPECT_EQ(a[7].as_double(), 18446744073709551616.0);
  EXPECT_EQ(a[10].as_double(), 1e29);
  EXPECT_EQ(a[9].number_text(), "1e2");
  EXPECT_EQ(a[10].number_text(), "100000000000000000000000000000");
  EXPECT_TRUE(std::signbit(a[1].as_double()));
}

TEST(Document, Doubles) {
  const auto doc =
      document::parse("[0.1, -2.5e-3, 1.7976931348623157e308, 5e-324, 1e-400, 1e400, 123456789012345678901234567890.5]");
  const element a = doc.root();
  EXPECT_EQ(a[0].as_double(), 0.1);
  EXPECT_EQ(a[1].as_double(), -2.5e-3);
  EXPECT_EQ(a[2].as_double(), std::numeric_limits<double>::max());
  EXPECT_EQ(a[3].as_double(), std::numeric_limits<double>::denorm_min());
  EXPECT_EQ(a[4].as_double(), 0.0);  // underflow rounds to zero
  EXPECT_EQ(access_failure([&] { (void)a[5].as_double(); }),
            (failure{error_code::out_of_range, "number 1e400 is too large for double", "$[5]", 0, 0}));
  EXPECT_EQ(a[6].as_double(), 123456789012345678901234567890.5);
}

TEST(Document, Decimals) {
  const auto doc = document::parse(R"({"price":189.50,"int":42,"exp":1.5e2,"tiny":0.000000000000000001,
                                       "big":1234567890123456789,"deep":0.0000000000000000001})");
  const element r = doc.root();
  EXPECT_TRUE(r["price"].as_decimal().same_representation(tidyjson::decimal(18950, 2)));
  EXPECT_EQ(r["price"].as_decimal().to_string(), "189.50");
  EXPECT_EQ(r["int"].as_decimal().to_string(), "42");
  EXPECT_EQ(r["exp"].as_decimal().to_string(), "150");
  EXPECT_EQ(r["tiny"].as_decimal().scale(), 18);
  EXPECT_EQ(access_failure([&] { (void)r["big"].as_decimal(); }).code, error_code::out_of_range);
  EXPECT_EQ(access_failure([&] { (void)r["deep"].as_decimal(); }).path, "$.deep");
}

TEST(Document, Strings) {
  const auto doc = document::parse(
      R"(["plain", "esc\"\\\/\b\f\n\r\t", "\u00e9\u4e2d", "\ud83d\ude00", "h\u00e9llo w\u00f6rld", "caf\u00e9 ☕"])");
  const element a = doc.root();
  EXPECT_EQ(a[0].as_string(), "plain");
  EXPECT_EQ(a[1].as_string(), "esc\"\\/\b\f\n\r\t");
  EXPECT_EQ(a[2].as_string(), "\xC3\xA9\xE4\xB8\xAD");
  EXPECT_EQ(a[3].as_string(), "\xF0\x9F\x98\x80");
  EXPECT_EQ(a[4].as_string(), "h\xC3\xA9llo w\xC3\xB6rld");
  EXPECT_EQ(a[5].as_string(), "caf\xC3\xA9 \xE2\x98\x95");
  // The views point into the document, not into the input.
  std::string text = R"({"k":"value"})";
  const auto owned = document::parse(text);
  const std::string_view v = owned["k"].as_string();
  text.assign(text.size(), 'x');
  EXPECT_EQ(v, "value");
}

TEST(Document, WrongTypeAccessNamesThePath) {
  const auto doc = document::parse(R"({"order":{"lines":[{"sku":"A","qty":"two"}],"odd key":1}})");
  const element line = doc["order"]["lines"][0];
  EXPECT_EQ(access_failure([&] { (void)line["qty"].as_int64(); }),
            (failure{error_code::type_mismatch, "expected an integer, got a string", "$.order.lines[0].qty", 0, 0}));
  EXPECT_EQ(access_failure([&] { (void)line["sku"].as_bool(); }),
            (failure{error_code::type_mismatch, "expected a boolean, got a string", "$.order.lines[0].sku", 0, 0}));
  EXPECT_EQ(access_failure([&] { (void)doc["order"]["odd key"].as_string(); }),
            (failure{error_code::type_mismatch, "expected a string, got a number", "$.order['odd key']", 0, 0}));
  EXPECT_EQ(access_failure([&] { (void)line.elements(); }),
            (failure{error_code::type_mismatch, "expected an array, got an object", "$.order.lines[0]", 0, 0}));
  EXPECT_EQ(access_failure([&] { (void)doc["order"]["lines"].members(); }).code, error_code::type_mismatch);
  EXPECT_EQ(access_failure([&] { (void)line["sku"].size(); }),
            (failure{error_code::type_mismatch, "expected an array or an object, got a string",
                     "$.order.lines[0].sku", 0, 0}));
  EXPECT_EQ(access_failure([&] { (void)line["price"]; }),
            (failure{error_code::missing_member, "no member \"price\" in the object", "$.order.lines[0]", 0, 0}));
  EXPECT_EQ(access_failure([&] { (void)doc["order"]["lines"][1]; }),
            (failure{error_code::out_of_range, "index 1 is past the end of an array of 1 elements",
                     "$.order.lines", 0, 0}));
  EXPECT_EQ(access_failure([&] { (void)doc["order"]["lines"][-1]; }).code, error_code::out_of_range);
  EXPECT_EQ(access_failure([&] { (void)doc["order"][0]; }).code, error_code::type_mismatch);
  EXPECT_EQ(access_failure([&] { (void)line["sku"].find("x"); }).code, error_code::type_mismatch);
  // what() carries the path, and no position (the text is gone).
  try {
    (void)line["qty"].as_uint64();
    FAIL();
  } catch (const tidyjson::error& e) {
    EXPECT_STREQ(e.what(), "tidyjson: $.order.lines[0].qty: expected an integer, got a string");
  }
}

TEST(Document, EmptyElement) {
  const element e;
  EXPECT_FALSE(e.valid());
  EXPECT_FALSE(e.is_null());
  EXPECT_FALSE(e.is_object());
  EXPECT_EQ(access_failure([&] { (void)e.type(); }).code, error_code::not_supported);
  EXPECT_EQ(access_failure([&] { (void)e.as_string(); }).code, error_code::not_supported);
  EXPECT_EQ(access_failure([&] { (void)e["k"]; }).code, error_code::not_supported);
  EXPECT_EQ(access_failure([&] { (void)e.copy(); }).code, error_code::not_supported);
}

// ---------------------------------------------------------------------------
// Objects and arrays

TEST(Document, FindAndContains) {
  const auto doc = document::parse(R"({"id":7,"name":"Ann","tags":null})");
  const std::optional<element> id = doc.find("id");
  ASSERT_TRUE(id.has_value());
  EXPECT_EQ(id->as_int64(), 7);
  EXPECT_FALSE(doc.find("ID").has_value());
  EXPECT_FALSE(doc.root().find("missing").has_value());
  EXPECT_TRUE(doc.root().contains("tags"));
  EXPECT_TRUE(doc.root()["tags"].is_null());
  EXPECT_FALSE(doc.root().contains("tag"));
  EXPECT_EQ(doc.root().find("name")->path(), "$.name");
}

TEST(Document, CaseInsensitiveFind) {
  static const tidyjson::options ci{tidyjson::names::case_insensitive};
  const auto doc = document::parse(R"({"UnitPrice":1,"unitprice":2,"Qty":3})", ci);
  EXPECT_EQ(doc["unitprice"].as_int64(), 2);  // an exact match first
  EXPECT_EQ(doc["UNITPRICE"].as_int64(), 1);  // then the first that matches in any case
  EXPECT_EQ(doc["qty"].as_int64(), 3);
  const auto strict = document::parse(R"({"Qty":3})");
  EXPECT_FALSE(strict.find("qty").has_value());
}

TEST(Document, IterateArray) {
  const auto doc = document::parse(R"([1, [2, 3], {"a": [4]}, "five", null])");
  std::vector<json_type> types;
  for (const element e : doc.root().elements()) types.push_back(e.type());
  EXPECT_EQ(types, (std::vector<json_type>{json_type::number, json_type::array, json_type::object, json_type::string,
                                           json_type::null}));
  EXPECT_EQ(doc.root().elements().size(), 5U);
  EXPECT_EQ(doc.root()[2]["a"][0].as_int64(), 4);
  EXPECT_EQ(doc.root()[3].as_string(), "five");
  EXPECT_TRUE(doc.root()[4].is_null());
  // Paths of nested elements.
  EXPECT_EQ(doc.root()[2]["a"][0].path(), "$[2].a[0]");
  EXPECT_EQ(doc.root()[1][1].path(), "$[1][1]");
}

TEST(Document, IterateObject) {
  const auto doc = document::parse(R"({"b":1,"a":[true],"c":{"d":"e"}})");
  std::vector<std::string> keys;
  std::vector<std::string> texts;
  for (const tidyjson::member m : doc.root().members()) {
    keys.emplace_back(m.key);
    texts.push_back(m.value.to_json());
  }
  EXPECT_EQ(keys, (std::vector<std::string>{"b", "a", "c"}));  // document order
  EXPECT_EQ(texts, (std::vector<std::string>{"1", "[true]", R"({"d":"e"})"}));
  EXPECT_TRUE(doc.root().members().begin() != doc.root().members().end());
  EXPECT_TRUE(document::parse("{}").root().members().empty());
}

TEST(Document, RangesAndAlgorithms) {
  static_assert(std::ranges::forward_range<tidyjson::array_range>);
  static_assert(std::ranges::forward_range<tidyjson::object_range>);
  static_assert(std::forward_iterator<tidyjson::element_iterator>);
  static_assert(std::forward_iterator<tidyjson::member_iterator>);
  static_assert(sizeof(element) == 2 * sizeof(void*));
  const auto doc = document::parse(R"({"xs":[5,4,9,1],"m":{"a":1,"b":2,"c":3}})");
  auto xs = doc["xs"].elements();
  const auto max = std::ranges::max_element(xs, {}, [](element e) { return e.as_int64(); });
  EXPECT_EQ((*max).as_int64(), 9);
  auto odd = xs | std::views::filter([](element e) { return e.as_int64() % 2 == 1; });
  EXPECT_EQ(std::ranges::distance(odd), 3);
  std::int64_t sum = 0;
  for (const auto& [key, value] : doc["m"].members()) sum += value.as_int64() * (key == "c" ? 10 : 1);
  EXPECT_EQ(sum, 33);
}

TEST(Document, IndexingFlatAndNestedArrays) {
  const auto flat = document::parse("[10,11,12,13,14]");
  for (std::size_t i = 0; i < 5; ++i) EXPECT_EQ(flat[i].as_int64(), static_cast<std::int64_t>(10 + i));
  const auto nested = document::parse(R"([[0],{"k":[1,2]},[2,[3]],3])");
  EXPECT_EQ(nested[0][0].as_int64(), 0);
  EXPECT_EQ(nested[1]["k"][1].as_int64(), 2);
  EXPECT_EQ(nested[2][1][0].as_int64(), 3);
  EXPECT_EQ(nested[3].as_int64(), 3);
  EXPECT_EQ(nested[std::size_t{3}].as_int64(), 3);
  EXPECT_EQ(nested.root()[3U].as_int64(), 3);
}

// ---------------------------------------------------------------------------
// Errors: the strict reader's, with path, line and column

struct ParseCase {
  std::string text;
  failure expected;
};
void PrintTo(const ParseCase& c, std::ostream* os) { *os << c.text; }

class ParseErrors : public ::testing::TestWithParam<ParseCase> {};

TEST_P(ParseErrors, CodeMessagePathLineColumn) { EXPECT_EQ(parse_failure(GetParam().text), GetParam().expected); }

INSTANTIATE_TEST_SUITE_P(
    Document, ParseErrors,
    ::testing::Values(
        ParseCase{"", {error_code::unexpected_end, "the input is empty; expected a JSON value", "$", 1, 1}},
        ParseCase{"  \n ", {error_code::unexpected_end, "the input is empty; expected a JSON value", "$", 2, 2}},
        ParseCase{"[1, 2,]",
                  {error_code::trailing_comma, "trailing comma before ']' (tidyjson::trailing_commas::allow accepts it)",
                   "$", 1, 6}},
        ParseCase{"{\"a\":1,}",
                  {error_code::trailing_comma, "trailing comma before '}' (tidyjson::trailing_commas::allow accepts it)",
                   "$", 1, 7}},
        ParseCase{"{\"a\":[1,\n2 3]}",
                  {error_code::unexpected_character, "expected ',' or ']' after a value, got '3'", "$.a", 2, 3}},
        ParseCase{"{\"a\":[1,{\"b\":tru}]}",
                  {error_code::unexpected_character, "unexpected 't'; expected a value", "$.a[1].b", 1, 14}},
        ParseCase{"[01]", {error_code::invalid_number, "leading zeros are not allowed in numbers", "$[0]", 1, 2}},
        ParseCase{"[-]", {error_code::invalid_number, "'-' must be followed by a digit", "$[0]", 1, 2}},
        ParseCase{"[1.]", {error_code::invalid_number, "a '.' in a number must be followed by a digit", "$[0]", 1, 4}},
        ParseCase{"{\"k\":\"a\\qb\"}",
                  {error_code::invalid_string, "invalid escape sequence '\\q' in string", "$.k", 1, 8}},
        ParseCase{"[\"\xC0\xAF\"]", {error_code::invalid_utf8, "invalid UTF-8 in string (byte 0xC0)", "$[0]", 1, 3}},
        ParseCase{"[\"\\ud800\"]",
                  {error_code::invalid_string,
                   "unpaired surrogate \\ud800 in string (a high surrogate must be followed by a low one)", "$[0]", 1,
                   3}},
        ParseCase{"[\"a\tb\"]",
                  {error_code::invalid_string, "control character U+0009 must be escaped in a string", "$[0]", 1, 4}},
        ParseCase{"{\"a\" 1}",
                  {error_code::unexpected_character, "expected ':' after a member name, got '1'", "$", 1, 6}},
        ParseCase{"{1:2}", {error_code::unexpected_character, "unexpected '1'; expected a member name (a string)", "$", 1, 2}},
        ParseCase{"{\"a\":1,\"a\":2}",
                  {error_code::duplicate_member, "duplicate member \"a\" (tidyjson::duplicates::last_wins accepts it)",
                   "$", 1, 8}},
        ParseCase{"[{\"x\":{\"a\":1,\"b\":2,\"a\":3}}]",
                  {error_code::duplicate_member, "duplicate member \"a\" (tidyjson::duplicates::last_wins accepts it)",
                   "$[0].x", 1, 20}},
        ParseCase{"[1] [2]", {error_code::trailing_content, "unexpected '[' after the JSON value", "$", 1, 5}},
        ParseCase{"[1, // one\n2]",
                  {error_code::comment, "comments are not allowed (tidyjson::comments::skip accepts them)", "$", 1, 5}},
        ParseCase{"{\"a\":[1,2", {error_code::unexpected_end, "unexpected end of input", "$.a", 1, 10}},
        ParseCase{"{\"a\":\"unterminated", {error_code::unexpected_end, "unexpected end of input", "$.a", 1, 19}},
        ParseCase{"\xEF\xBB\xBF[1,]",
                  {error_code::trailing_comma, "trailing comma before ']' (tidyjson::trailing_commas::allow accepts it)",
                   "$", 1, 6}},
        ParseCase{"[}", {error_code::unexpected_character, "unexpected '}'; expected a value", "$[0]", 1, 2}},
        ParseCase{"nul", {error_code::unexpected_end, "unexpected end of input", "$", 1, 4}}));

// The document reports what deserialize reports for the same text.
template <class T>
void expect_same_error(std::string_view text) {
  SCOPED_TRACE(std::string(text));
  EXPECT_EQ(parse_failure(text), tidyjson_test::read_failure<T>(text));
}

TEST(Document, SameErrorsAsDeserialize) {
  using Rows = std::vector<std::map<std::string, std::vector<int>>>;
  expect_same_error<Rows>(R"([{"a":[1,2]},{"b":[3,]}])");
  expect_same_error<Rows>(R"([{"a":[1,2]},{"b":[3 4]}])");
  expect_same_error<Rows>(R"([{"a":[1,2]},{"b":[3,-]}])");
  expect_same_error<Rows>(R"([{"a":[1,2]},{"b":[3,4]},])");
  expect_same_error<Rows>(R"([{"a":[1,2]},{"b":[3,4]}] x)");
  expect_same_error<Rows>(R"([{"a":[1,2]},{"b":[3,4)");
  expect_same_error<Rows>(R"([{"a":[1,2]},{"b" [3,4]}])");
  expect_same_error<Rows>(R"([{"a":[1,2]},{"b":[3,4]/**/}])");
  expect_same_error<std::vector<std::string>>(R"(["a","x\z"])");
  expect_same_error<std::vector<std::string>>("[\"a\",\n\"\xF5\"]");
  expect_same_error<std::vector<std::vector<std::string>>>(R"([[],[""],["\ud800x"]])");
}

// ---------------------------------------------------------------------------
// Settings

TEST(Document, CommentsAndTrailingCommas) {
  static const tidyjson::options lenient{tidyjson::comments::skip, tidyjson::trailing_commas::allow};
  const auto doc = document::parse("/* head */ {\"a\": [1, 2, ], // two\n \"b\": {\"c\": 3,}, }", lenient);
  EXPECT_EQ(doc["a"].size(), 2U);
  EXPECT_EQ(doc["b"]["c"].as_int64(), 3);
  EXPECT_EQ(doc.to_json(), R"({"a":[1,2],"b":{"c":3}})");
}

TEST(Document, DuplicatesLastWins) {
  static const tidyjson::options last{tidyjson::duplicates::last_wins};
  const auto doc = document::parse(R"({"a":1,"b":2,"a":3,"c":{"x":1,"x":[2]},"a":4})", last);
  EXPECT_EQ(doc["a"].as_int64(), 4);
  EXPECT_EQ(doc.root().size(), 3U);
  std::vector<std::string> keys;
  for (const auto& m : doc.root().members()) keys.emplace_back(m.key);
  EXPECT_EQ(keys, (std::vector<std::string>{"b", "c", "a"}));
  EXPECT_EQ(doc["c"]["x"][0].as_int64(), 2);
  EXPECT_EQ(doc.to_json(), R"({"b":2,"c":{"x":[2]},"a":4})");
  // A copy keeps only what is visible.
  EXPECT_EQ(doc["c"].copy().to_json(), R"({"x":[2]})");
}

TEST(Document, DuplicatesInLargeObjects) {
  // Beyond a few members the check switches to hashing; same results.
  std::string text = "{";
  for (int i = 0; i < 500; ++i) text += "\"k" + std::to_string(i) + "\":" + std::to_string(i) + ",";
  text += "\"k123\":-1}";
  const failure f = parse_failure(text);
  EXPECT_EQ(f.code, error_code::duplicate_member);
  EXPECT_EQ(f.message, "duplicate member \"k123\" (tidyjson::duplicates::last_wins accepts it)");
  EXPECT_EQ(f.column, text.size() - std::string(R"("k123":-1})").size() + 1);

  static const tidyjson::options last{tidyjson::duplicates::last_wins};
  const auto doc = document::parse(text, last);
  EXPECT_EQ(doc.root().size(), 500U);
  EXPECT_EQ(doc["k123"].as_int64(), -1);
  EXPECT_EQ(doc["k499"].as_int64(), 499);
  std::int64_t sum = 0;
  for (const auto& m : doc.root().members()) sum += m.value.as_int64();
  EXPECT_EQ(sum, 499 * 500 / 2 - 123 - 1);

  // Many repetitions of one name stay linear, and the last one wins.
  std::string repeated = "{";
  for (int i = 0; i < 20000; ++i) repeated += "\"same\":" + std::to_string(i) + ",";
  repeated += "\"other\":true}";
  const auto rep = document::parse(repeated, last);
  EXPECT_EQ(rep.root().size(), 2U);
  EXPECT_EQ(rep["same"].as_int64(), 19999);
}

TEST(Document, NumbersFromStringsAndNamedLiterals) {
  const auto strict = document::parse(R"(["42","NaN"])");
  EXPECT_EQ(access_failure([&] { (void)strict[0].as_int64(); }).code, error_code::type_mismatch);
  EXPECT_EQ(access_failure([&] { (void)strict[1].as_double(); }).code, error_code::type_mismatch);

  static const tidyjson::options lenient{tidyjson::numbers::allow_reading_from_string |
                                         tidyjson::numbers::allow_named_literals};
  const auto doc = document::parse(R"(["42","-1.5","NaN","-Infinity","4x",7])", lenient);
  EXPECT_EQ(doc[0].as_int64(), 42);
  EXPECT_EQ(doc[0].as_uint64(), 42U);
  EXPECT_EQ(doc[1].as_double(), -1.5);
  EXPECT_EQ(doc[1].as_decimal().to_string(), "-1.5");
  EXPECT_TRUE(std::isnan(doc[2].as_double()));
  EXPECT_EQ(doc[3].as_double(), -std::numeric_limits<double>::infinity());
  EXPECT_EQ(access_failure([&] { (void)doc[4].as_int64(); }),
            (failure{error_code::invalid_number, "the string \"4x\" is not a valid number", "$[4]", 0, 0}));
  EXPECT_EQ(access_failure([&] { (void)doc[1].as_int64(); }).code, error_code::type_mismatch);
  EXPECT_EQ(doc[5].as_int64(), 7);
  // The value is still a string.
  EXPECT_EQ(doc[0].as_string(), "42");
}

TEST(Document, WebPreset) {
  const auto doc = document::parse(R"({"Total":"12"})", tidyjson::options{tidyjson::web});
  EXPECT_EQ(doc["total"].as_int64(), 12);
}

TIDYJSON_CONTEXT(LenientJson, (std::vector<int>), tidyjson::trailing_commas::allow, tidyjson::max_depth{3})

TEST(Document, ParseWithContextSettings) {
  EXPECT_EQ(document::parse("[1,2,]", LenientJson{}).root().size(), 2U);
  auto r = document::try_parse("[[[[1]]]]", LenientJson{});
  ASSERT_FALSE(r.has_value());
  EXPECT_EQ(r.error().code, error_code::depth_exceeded);
}

// ---------------------------------------------------------------------------
// Depth

std::string nested_arrays(int depth) {
  return std::string(static_cast<std::size_t>(depth), '[') + std::string(static_cast<std::size_t>(depth), ']');
}

TEST(Document, DepthLimit) {
  EXPECT_EQ(document::parse(nested_arrays(64)).node_count(), 64U);
  const failure f = parse_failure(nested_arrays(65));
  EXPECT_EQ(f.code, error_code::depth_exceeded);
  EXPECT_EQ(f.message, "nesting deeper than the maximum depth of 64 (tidyjson::max_depth)");
  EXPECT_EQ(f.column, 65U);
  std::string path = "$";
  for (int i = 0; i < 64; ++i) path += "[0]";
  EXPECT_EQ(f.path, path);
  // The same as deserialize into nested vectors.
  using V = std::vector<std::vector<std::vector<int>>>;
  static const tidyjson::options two{tidyjson::max_depth{2}};
  EXPECT_EQ(parse_failure("[[[1]]]", two), tidyjson_test::read_failure<V>("[[[1]]]", two));
  EXPECT_EQ(parse_failure(R"({"a":{"b":{}}})", two).path, "$.a.b");
}

TEST(Document, DeepNestingDoesNotUseTheStack) {
  // The parser, to_json and copy() are iterative: a depth the C++ stack could
  // not recurse into is fine when max_depth allows it.
  constexpr int depth = 200000;
  static const tidyjson::options deep{tidyjson::max_depth{depth}};
  const std::string text = nested_arrays(depth);
  const auto doc = document::parse(text, deep);
  EXPECT_EQ(doc.node_count(), static_cast<std::size_t>(depth));
  EXPECT_EQ(doc.to_json(), text);
  EXPECT_EQ(doc.root().copy().node_count(), static_cast<std::size_t>(depth));
  EXPECT_EQ(parse_failure(text).code, error_code::depth_exceeded);
}

// ---------------------------------------------------------------------------
// Ownership

TEST(Document, CopyOutlivesItsDocument) {
  std::optional<document> kept;
  std::string_view sku;
  {
    const auto doc = document::parse(R"({"orders":[{"id":1,"lines":[{"sku":"A-1","price":1.50}]},{"id":2}]})");
    kept = doc["orders"][0]["lines"][0].copy();
    sku = kept->root()["sku"].as_string();
  }
  EXPECT_EQ(sku, "A-1");
  EXPECT_EQ(kept->root()["price"].number_text(), "1.50");
  EXPECT_EQ(kept->to_json(), R"({"sku":"A-1","price":1.50})");
  EXPECT_EQ(kept->root()["price"].path(), "$.price");  // paths are relative to the copy
  // Only the copied value is kept: five nodes and "skuA-1price1.50".
  EXPECT_EQ(kept->node_count(), 5U);
  EXPECT_LE(kept->memory_usage(), 5U * 16U + 32U + sizeof(void*) * 16U);
}

TEST(Document, MovingKeepsElementsValid) {
  auto doc = document::parse(R"({"a":["x","y"]})");
  const element a = doc["a"];
  const document moved = std::move(doc);
  EXPECT_EQ(a[1].as_string(), "y");
  EXPECT_EQ(moved["a"][0].as_string(), "x");
  std::vector<document> docs;
  docs.push_back(document::parse("[1]"));
  const element first = docs[0][0];
  for (int i = 0; i < 100; ++i) docs.push_back(document::parse("[2]"));  // reallocates the vector
  EXPECT_EQ(first.as_int64(), 1);
}

TEST(Document, CopyingADocumentIsDeep) {
  const auto a = document::parse(R"({"k":[1,2,3]})");
  document b = a;
  EXPECT_EQ(b.to_json(), a.to_json());
  EXPECT_NE(b["k"][0].number_text().data(), a["k"][0].number_text().data());
  b = document::parse("{}");
  EXPECT_EQ(a["k"].size(), 3U);
  EXPECT_EQ(b.root().size(), 0U);
}

// ---------------------------------------------------------------------------
// Big documents

TEST(Document, BigArrayFewAllocations) {
  constexpr int n = 100000;
  std::string text = "[";
  for (int i = 0; i < n; ++i) {
    if (i != 0) text += ',';
    text += "{\"id\":" + std::to_string(i) + ",\"name\":\"item" + std::to_string(i) + "\",\"ok\":true}";
  }
  text += ']';
  const std::size_t before = allocations.load();
  const auto doc = document::parse(text);
  const std::size_t used = allocations.load() - before;
  // Nodes grow geometrically and the text arena is reserved once: a few
  // dozen allocations for 700,000 nodes, not one per value.
  EXPECT_LT(used, 64U);
  EXPECT_EQ(doc.node_count(), 1U + 7U * n);
  EXPECT_LE(doc.memory_usage(), text.size() + std::size_t{32} * doc.node_count());

  const element a = doc.root();
  EXPECT_EQ(a.size(), static_cast<std::size_t>(n));
  std::int64_t sum = 0;
  std::size_t count = 0;
  for (const element e : a.elements()) {
    sum += e["id"].as_int64();
    count += e["ok"].as_bool() ? 1 : 0;
  }
  EXPECT_EQ(sum, std::int64_t{n} * (n - 1) / 2);
  EXPECT_EQ(count, static_cast<std::size_t>(n));
  EXPECT_EQ(a[77777]["name"].as_string(), "item77777");
  EXPECT_EQ(a[n - 1]["id"].as_int64(), n - 1);
  EXPECT_EQ(doc.to_json(), text);
}

TEST(Document, BigFlatArray) {
  constexpr int n = 200000;
  std::string text = "[";
  for (int i = 0; i < n; ++i) text += (i != 0 ? "," : "") + std::to_string(i * 3);
  text += ']';
  const auto doc = document::parse(text);
  for (int i : {0, 1, 4096, 123457, n - 1}) EXPECT_EQ(doc[i].as_int64(), i * 3);
}

// ---------------------------------------------------------------------------
// Output

TEST(Document, ToJsonKeepsNumbersAndEscapes) {
  const std::string text =
      R"({"p":189.50,"e":1E+2,"n":-0,"s":"a\"b\\c\u0001é","u":"\ud83d\ude00","x":[],"y":{}})";
  const auto doc = document::parse(text);
  EXPECT_EQ(doc.to_json(),
            "{\"p\":189.50,\"e\":1E+2,\"n\":-0,\"s\":\"a\\\"b\\\\c\\u0001\xC3\xA9\",\"u\":\"\xF0\x9F\x98\x80\","
            "\"x\":[],\"y\":{}}");
  static const tidyjson::options ascii{tidyjson::escaping::ascii_only};
  EXPECT_EQ(doc["u"].to_json(ascii), R"("\ud83d\ude00")");
  static const tidyjson::options pretty{tidyjson::indent{2}};
  EXPECT_EQ(document::parse(R"({"a":[1,{"b":null}]})").to_json(pretty),
            "{\n  \"a\": [\n    1,\n    {\n      \"b\": null\n    }\n  ]\n}");
  // Reparsing the output gives the same output.
  EXPECT_EQ(document::parse(doc.to_json()).to_json(), doc.to_json());
}

TEST(Document, DocumentationExample) {
  // docs/runtime.md, "Document".
  const auto doc = tidyjson::document::parse(R"({"customer":"Ann","lines":[{"sku":"W-1","qty":4}]})");
  const std::string_view customer = doc["customer"].as_string();
  std::int64_t units = 0;
  for (tidyjson::element line : doc["lines"].elements()) units += line["qty"].as_int64();
  EXPECT_EQ(customer, "Ann");
  EXPECT_EQ(units, 4);
  EXPECT_FALSE(doc.find("notes").has_value());
}

TEST(Document, TryParse) {
  auto ok = document::try_parse(R"([1,2])");
  ASSERT_TRUE(ok.has_value());
  EXPECT_EQ(ok->root().size(), 2U);
  auto bad = document::try_parse("[1,2");
  ASSERT_FALSE(bad.has_value());
  EXPECT_EQ(bad.error().code, error_code::unexpected_end);
  EXPECT_EQ(bad.error().describe(), "$: unexpected end of input (line 1, column 5)");
}

}  // namespace
