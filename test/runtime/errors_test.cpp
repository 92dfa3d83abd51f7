// Reader and writer errors: exact code, message, JSON path, line and column
// for every kind of bad input; truncated input at every byte; no half-built
// object ever reaches the caller; the try_ entry points.
#include "test_util.hpp"

#include <chrono>
#include <cmath>
#include <memory>
#include <optional>
#include <span>
#include <sstream>
#include <string>
#include <vector>

using tidyjson::error_code;
using tidyjson_test::failure;
using tidyjson_test::read_code;
using tidyjson_test::read_failure;

namespace err {
struct Line {
  std::string sku;
  int qty = 0;
  double weight = 0;
  tidyjson::decimal price;
};
TIDYJSON_TYPE(Line, (sku, tidyjson::required{}), qty, weight, price)

struct Order {
  tidyjson::uuid id;
  std::chrono::sys_seconds placed;
  std::chrono::year_month_day due;
  std::chrono::seconds timeout{0};
  std::vector<Line> lines;
  std::optional<std::string> notes;
};
TIDYJSON_TYPE(Order, id, placed, due, timeout, lines, notes)

/// Counts live instances, to show that a failed read destroys what it built.
struct Tracked {
  static inline int live = 0;
  int v = 0;
  Tracked() { ++live; }
  Tracked(const Tracked& o) : v(o.v) { ++live; }
  Tracked(Tracked&& o) noexcept : v(o.v) { ++live; }
  Tracked& operator=(const Tracked&) = default;
  Tracked& operator=(Tracked&&) = default;
  ~Tracked() { --live; }
};
TIDYJSON_TYPE(Tracked, v)

struct Cached {
  int v = 0;
  std::string cache;
};
TIDYJSON_TYPE(Cached, v, (cache, tidyjson::skip{}))
}  // namespace err

namespace {

struct Case {
  std::string text;
  failure expected;
};

void PrintTo(const Case& c, std::ostream* os) { *os << c.text; }

class ReaderErrors : public ::testing::TestWithParam<Case> {};

TEST_P(ReaderErrors, ExactCodeMessagePathLineAndColumn) {
  const Case& c = GetParam();
  EXPECT_EQ(read_failure<err::Order>(c.text), c.expected);
}

const std::string kId = "\"id\":\"4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90\"";

INSTANTIATE_TEST_SUITE_P(
    Table, ReaderErrors,
    ::testing::Values(
        // Not JSON at all.
        Case{"", {error_code::unexpected_end, "the input is empty; expected a JSON value", "$", 1, 1}},
        Case{"  \n ", {error_code::unexpected_end, "the input is empty; expected a JSON value", "$", 2, 2}},
        Case{"x", {error_code::unexpected_character, "unexpected 'x'; expected an object", "$", 1, 1}},
        Case{"\x01", {error_code::unexpected_character, "unexpected byte 0x01; expected an object", "$", 1, 1}},
        Case{"{} {}", {error_code::trailing_content, "unexpected '{' after the JSON value", "$", 1, 4}},
        Case{"{}\n]", {error_code::trailing_content, "unexpected ']' after the JSON value", "$", 2, 1}},
        Case{"{\"notes\":\"a\"}x", {error_code::trailing_content, "unexpected 'x' after the JSON value", "$", 1, 14}},
        // Strings.
        Case{"{\"notes\":\"ab\xff\"}", {error_code::invalid_utf8, "invalid UTF-8 in string (byte 0xFF)", "$.notes", 1, 13}},
        Case{"{\"notes\":\"\xc0\xaf\"}", {error_code::invalid_utf8, "invalid UTF-8 in string (byte 0xC0)", "$.notes", 1, 11}},
        Case{"{\"notes\":\"\\ud800x\"}",
             {error_code::invalid_string,
              "unpaired surrogate \\ud800 in string (a high surrogate must be followed by a low one)", "$.notes", 1, 11}},
        Case{"{\"notes\":\"\\udfff\"}",
             {error_code::invalid_string, "unpaired surrogate \\udfff in string (a low surrogate without a high one)",
              "$.notes", 1, 11}},
        Case{"{\"notes\":\"a\tb\"}",
             {error_code::invalid_string, "control character U+0009 must be escaped in a string", "$.notes", 1, 12}},
        Case{"{\"notes\":\"\\q\"}", {error_code::invalid_string, "invalid escape sequence '\\q' in string", "$.notes", 1, 11}},
        // Numbers.
        Case{"{\"lines\":[{\"sku\":\"a\",\"qty\":012}]}",
             {error_code::invalid_number, "leading zeros are not allowed in numbers", "$.lines[0].qty", 1, 28}},
        Case{"{\"lines\":[{\"sku\":\"a\",\"qty\":-}]}",
             {error_code::invalid_number, "'-' must be followed by a digit", "$.lines[0].qty", 1, 28}},
        Case{"{\"lines\":[{\"sku\":\"a\",\"weight\":1.}]}",
             {error_code::invalid_number, "a '.' in a number must be followed by a digit", "$.lines[0].weight", 1, 33}},
        Case{"{\"lines\":[{\"sku\":\"a\",\"weight\":1e+}]}",
             {error_code::invalid_number, "an exponent must have digits", "$.lines[0].weight", 1, 34}},
        Case{"{\"lines\":[{\"sku\":\"a\",\"weight\":.5}]}",
             {error_code::unexpected_character, "unexpected '.'; expected a number", "$.lines[0].weight", 1, 31}},
        Case{"{\"lines\":[{\"sku\":\"a\",\"qty\":1.5}]}",
             {error_code::type_mismatch, "expected an integer, got 1.5", "$.lines[0].qty", 1, 28}},
        Case{"{\"lines\":[{\"sku\":\"a\",\"qty\":2147483648}]}",
             {error_code::out_of_range, "number 2147483648 does not fit in int32_t", "$.lines[0].qty", 1, 28}},
        Case{"{\"lines\":[{\"sku\":\"a\",\"weight\":1e999}]}",
             {error_code::out_of_range, "number 1e999 is too large for double", "$.lines[0].weight", 1, 31}},
        Case{"{\"lines\":[{\"sku\":\"a\",\"price\":0.1234567890123456789}]}",
             {error_code::out_of_range,
              "number 0.1234567890123456789 does not fit in tidyjson::decimal (18 digits, scale up to 18)",
              "$.lines[0].price", 1, 30}},
        // Structure.
        Case{"{\"lines\":[{\"sku\":\"a\"},]}",
             {error_code::trailing_comma, "trailing comma before ']' (tidyjson::trailing_commas::allow accepts it)",
              "$.lines", 1, 22}},
        Case{"{\"notes\":null,}",
             {error_code::trailing_comma, "trailing comma before '}' (tidyjson::trailing_commas::allow accepts it)", "$",
              1, 14}},
        Case{"{\"notes\":null /* c */}",
             {error_code::comment, "comments are not allowed (tidyjson::comments::skip accepts them)", "$", 1, 15}},
        Case{"{\"notes\" null}", {error_code::unexpected_character, "expected ':' after a member name, got 'n'", "$", 1, 10}},
        Case{"{\"lines\":[{\"sku\":\"a\"} {}]}",
             {error_code::unexpected_character, "expected ',' or ']' after a value, got '{'", "$.lines", 1, 23}},
        Case{"{\"notes\":\"a\" \"due\":1}",
             {error_code::unexpected_character, "expected ',' or '}' after a value, got '\"'", "$", 1, 14}},
        // Members.
        Case{"{\"notes\":null,\"notes\":\"x\"}",
             {error_code::duplicate_member, "duplicate member \"notes\" (tidyjson::duplicates::last_wins accepts it)", "$",
              1, 15}},
        Case{"{\"lines\":[{\"qty\":1}]}",
             {error_code::missing_member, "missing required member \"sku\" of err::Line", "$.lines[0]", 1, 11}},
        Case{"{\"lines\":{}}", {error_code::type_mismatch, "expected an array, got an object", "$.lines", 1, 10}},
        Case{"{\"notes\":5}", {error_code::type_mismatch, "expected a string, got a number", "$.notes", 1, 10}},
        Case{"{\"lines\":[{\"sku\":true}]}",
             {error_code::type_mismatch, "expected a string, got a boolean", "$.lines[0].sku", 1, 18}},
        Case{"[]", {error_code::type_mismatch, "expected an object, got an array", "$", 1, 1}},
        Case{"{\"id\":null}", {error_code::type_mismatch, "expected a UUID string, got null", "$.id", 1, 7}},
        // Text values.
        Case{"{\"id\":\"4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b9\"}",
             {error_code::invalid_value, "\"4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b9\" is not a UUID string", "$.id", 1, 7}},
        Case{"{\"id\":\"{4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90}\"}",
             {error_code::invalid_value, "\"{4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90}\" is not a UUID string", "$.id", 1, 7}},
        Case{"{\"placed\":\"2026-13-01T00:00:00Z\"}",
             {error_code::invalid_value, "\"2026-13-01T00:00:00Z\" is not an RFC 3339 date-time string", "$.placed", 1,
              11}},
        Case{"{\"placed\":\"2026-10-19T08:11:00.5Z\"}",
             {error_code::invalid_value,
              "\"2026-10-19T08:11:00.5Z\" is finer than " +
                  std::string(tidyjson::detail::type_name<std::chrono::sys_seconds>()) + " can hold",
              "$.placed", 1, 11}},
        Case{"{\"due\":\"2026-02-30\"}",
             {error_code::invalid_value, "\"2026-02-30\" is not an ISO 8601 date string", "$.due", 1, 8}},
        Case{"{\"timeout\":\"P1M\"}",
             {error_code::invalid_value, "\"P1M\" is not an ISO 8601 duration string", "$.timeout", 1, 12}},
        Case{"{\"timeout\":\"PT0.5S\"}",
             {error_code::invalid_value,
              "\"PT0.5S\" is finer than " + std::string(tidyjson::detail::type_name<std::chrono::seconds>()) +
                  " can hold",
              "$.timeout", 1, 12}},
        Case{"{\"timeout\":30}", {error_code::type_mismatch, "expected an ISO 8601 duration string, got a number",
                                  "$.timeout", 1, 12}},
        // Positions on later lines, and after a byte order mark.
        Case{"{\n  " + kId + ",\n  \"lines\": [\n    {\"sku\": \"a\"},\n    {\"sku\": 7}\n  ]\n}",
             {error_code::type_mismatch, "expected a string, got a number", "$.lines[1].sku", 5, 13}},
        Case{"\xef\xbb\xbf{\"notes\":1}", {error_code::type_mismatch, "expected a string, got a number", "$.notes", 1, 13}},
        Case{"\xef\xbb\xbf\n{\"notes\":1}", {error_code::type_mismatch, "expected a string, got a number", "$.notes", 2, 10}},
        // Truncated input.
        Case{"{\"notes\":\"abc", {error_code::unexpected_end, "unexpected end of input", "$.notes", 1, 14}},
        Case{"{\"lines\":[{\"sku\":\"a\",\"qty\":1", {error_code::unexpected_end, "unexpected end of input", "$.lines[0]", 1, 29}},
        Case{"{\"notes\":nu", {error_code::unexpected_end, "unexpected end of input", "$.notes", 1, 12}},
        Case{"{\"notes\"", {error_code::unexpected_end, "unexpected end of input", "$", 1, 9}}));

TEST(ReaderErrorsMore, DepthBeyondMaxDepth) {
  static const tidyjson::options opts{tidyjson::max_depth{2}};
  EXPECT_EQ(read_failure<err::Order>("{\"lines\":[{\"sku\":\"a\"}]}", opts),
            (failure{error_code::depth_exceeded, "nesting deeper than the maximum depth of 2 (tidyjson::max_depth)",
                     "$.lines[0]", 1, 11}));
  EXPECT_EQ(read_failure<err::Order>("{\"extra\":[[1]]}", opts),
            (failure{error_code::depth_exceeded, "nesting deeper than the maximum depth of 2 (tidyjson::max_depth)",
                     "$", 1, 11}));
}

TEST(ReaderErrorsMore, UnknownMember) {
  static const tidyjson::options opts{tidyjson::unmapped::error};
  EXPECT_EQ(read_failure<err::Order>("{\"lines\":[{\"sku\":\"a\",\"colour\":1}]}", opts),
            (failure{error_code::unknown_member,
                     "unknown member \"colour\" for err::Line (tidyjson::unmapped::skip ignores it)", "$.lines[0]", 1,
                     22}));
}

/// A document with every kind of token, for truncation at every byte.
const std::string kFull = "{\"id\":\"4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90\",\"placed\":\"2026-10-19T08:11:00Z\","
                          "\"due\":\"2026-10-19\",\"timeout\":\"PT1H30M\",\"lines\":[{\"sku\":\"caf\xc3\xa9 \\u00e9\\ud83d\\ude00\","
                          "\"qty\":-12,\"weight\":1.5e-3,\"price\":189.50},{\"sku\":\"\\\"\",\"qty\":0}],"
                          "\"notes\":null,\"extra\":[true,false,null,{\"k\":-0.0E+1}]}";

TEST(Truncation, EveryStrictPrefixIsUnexpectedEnd) {
  ASSERT_EQ(read_code<err::Order>(kFull), error_code::none);
  for (std::size_t n = 0; n < kFull.size(); ++n) {
    const std::string prefix = kFull.substr(0, n);
    const auto f = read_failure<err::Order>(prefix);
    ASSERT_EQ(f.code, error_code::unexpected_end) << n << ": " << prefix << "\n" << f;
    ASSERT_EQ(f.line, 1u);
    // Either at the very end or at the start of an unterminated token.
    ASSERT_LE(f.column, n + 1) << prefix;
  }
}

TEST(Truncation, WhitespaceAfterEveryTokenIsAccepted) {
  // Re-inserting whitespace between tokens keeps the document valid.
  const std::string spaced = "\n{ \"id\" :\t\"4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90\" ,\r\n \"lines\" : [ { \"sku\" : \"a\" } ] } \n";
  EXPECT_EQ(read_code<err::Order>(spaced), error_code::none);
}

// ---------------------------------------------------------------------------
// No half-built objects

TEST(NoHalfBuiltObjects, ThrowingFormHandsOutNothing) {
  err::Order result;
  result.notes = "untouched";
  try {
    result = tidyjson::deserialize<err::Order>("{\"notes\":\"new\",\"lines\":[{\"sku\":\"a\"},{\"qty\":1}]}");
    FAIL() << "no exception";
  } catch (const tidyjson::error& e) {
    EXPECT_EQ(e.code(), error_code::missing_member);
  }
  EXPECT_EQ(result.notes, "untouched");
}

TEST(NoHalfBuiltObjects, TryFormHoldsOnlyTheError) {
  const auto r = tidyjson::try_deserialize<err::Order>("{\"notes\":\"new\",\"lines\":[{\"sku\":1}]}");
  ASSERT_FALSE(r.has_value());
  EXPECT_FALSE(static_cast<bool>(r));
  EXPECT_EQ(r.operator->(), nullptr);
  EXPECT_EQ(r.error().code, error_code::type_mismatch);
  EXPECT_EQ(r.error().path, "$.lines[0].sku");
  EXPECT_THROW((void)r.value(), tidyjson::error);
}

TEST(NoHalfBuiltObjects, EverythingBuiltIsDestroyed) {
  EXPECT_EQ(err::Tracked::live, 0);
  for (const char* text : {"[{\"v\":1},{\"v\":2},{\"v\":\"x\"}]", "[{\"v\":1},{\"v\":2}", "[{\"v\":1},true]"}) {
    EXPECT_NE(read_code<std::vector<std::unique_ptr<err::Tracked>>>(text), error_code::none);
    EXPECT_NE(read_code<std::vector<err::Tracked>>(text), error_code::none);
    EXPECT_EQ(err::Tracked::live, 0) << text;
  }
  {
    const auto ok = tidyjson::deserialize<std::vector<err::Tracked>>("[{\"v\":1},{\"v\":2}]");
    EXPECT_EQ(err::Tracked::live, 2);
  }
  EXPECT_EQ(err::Tracked::live, 0);
}

// ---------------------------------------------------------------------------
// The error types

TEST(ErrorTypes, DescribeAndWhat) {
  const auto r = tidyjson::try_deserialize<err::Order>("{\n\"notes\": 1}");
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().describe(), "$.notes: expected a string, got a number (line 2, column 10)");
  EXPECT_EQ(r.error().offset, 11u);
  try {
    (void)tidyjson::deserialize<err::Order>("{\n\"notes\": 1}");
  } catch (const std::runtime_error& e) {
    EXPECT_STREQ(e.what(), "tidyjson: $.notes: expected a string, got a number (line 2, column 10)");
  }
  tidyjson::error_info w{error_code::non_finite_number, "m", "$.x"};
  EXPECT_EQ(w.describe(), "$.x: m");  // writing errors have no position
}

TEST(ErrorTypes, EveryCodeHasAName) {
  for (int c = 0; c <= static_cast<int>(error_code::converter_failed); ++c) {
    EXPECT_NE(tidyjson::to_string(static_cast<error_code>(c)), "unknown error") << c;
  }
  EXPECT_EQ(tidyjson::to_string(error_code::invalid_utf8), "invalid UTF-8");
}

TEST(TryEntryPoints, SerializeAndDeserialize) {
  const auto ok = tidyjson::try_serialize(std::vector<int>{1, 2});
  ASSERT_TRUE(ok.has_value());
  EXPECT_EQ(*ok, "[1,2]");
  EXPECT_EQ(ok.value(), "[1,2]");
  const auto bad = tidyjson::try_serialize(std::vector<double>{1, std::numeric_limits<double>::infinity()});
  ASSERT_FALSE(bad.has_value());
  EXPECT_EQ(bad.error().code, error_code::non_finite_number);
  EXPECT_EQ(bad.error().path, "$[1]");
  EXPECT_EQ(bad.error().line, 0u);
  auto read = tidyjson::try_deserialize<std::vector<int>>("[3]");
  ASSERT_TRUE(read);
  EXPECT_EQ(read->size(), 1u);
  std::vector<int> moved = std::move(read).value();
  EXPECT_EQ(moved, std::vector<int>{3});
  EXPECT_THROW((void)tidyjson::serialize(std::vector<double>{std::nan("")}), tidyjson::error);
}

TEST(WriterErrors, OutputIsAlwaysValidJsonOrAnError) {
  std::string buffer;
  EXPECT_THROW(tidyjson::serialize_to(buffer, std::vector<std::string>{"ok", "bad\xc3"}), tidyjson::error);
  EXPECT_TRUE(buffer.empty());
  tidyjson::serialize_to(buffer, std::vector<std::string>{"ok"});
  EXPECT_EQ(buffer, R"(["ok"])");
  // serialize_to replaces the buffer's contents.
  tidyjson::serialize_to(buffer, 5);
  EXPECT_EQ(buffer, "5");
}

/// A write into a fixed buffer that fails on the value (invalid UTF-8, a
/// NaN) gives that error at every buffer size, writes nothing past the end,
/// and finishes without undefined behaviour (this suite runs under UBSan:
/// a failed write once handed memcpy a null pointer).
TEST(WriterErrors, AFailedWriteIntoAFixedBufferGivesItsErrorAtEverySize) {
  const std::vector<std::string> strings{"ok", std::string(40, 'a'), "bad\xc3"};
  const std::vector<double> numbers{1.5, 2.25, std::nan("")};
  for (std::size_t n = 0; n <= 64; ++n) {
    std::vector<char> buf(n + 8, '#');
    const auto r = tidyjson::serialize_to(std::span<char>(buf.data(), n), strings);
    ASSERT_FALSE(r) << n;
    EXPECT_EQ(r.error().code, tidyjson::error_code::invalid_utf8_output) << n;
    EXPECT_EQ(r.error().path, "$[2]") << n;
    const auto q = tidyjson::serialize_to(std::span<char>(buf.data(), n), numbers);
    ASSERT_FALSE(q) << n;
    EXPECT_EQ(q.error().code, tidyjson::error_code::non_finite_number) << n;
    EXPECT_EQ(std::string(buf.begin() + static_cast<std::ptrdiff_t>(n), buf.end()), std::string(8, '#')) << n;
  }
}

// ---------------------------------------------------------------------------
// One duplicate-member policy for every reader: names equal after unescaping,
// byte for byte, in any object, whether the type has the member or not, are
// duplicate_member with duplicates::error (the default) and the last one
// with duplicates::last_wins.

/// The error of reading `text` with the document parser.
failure parse_failure(std::string_view text, const tidyjson::options& opts = tidyjson_test::defaults()) {
  auto r = tidyjson::document::try_parse(text, opts);
  return r.has_value() ? failure{} : tidyjson_test::from(r.error());
}
/// The error of reading `text` as a stream of one-element arrays' elements.
template <class T>
failure stream_failure(const std::string& text, const tidyjson::options& opts = tidyjson_test::defaults()) {
  std::istringstream in(text);
  try {
    for (const T& e : tidyjson::deserialize_stream<T>(in, opts)) (void)e;
  } catch (const tidyjson::error& e) {
    return tidyjson_test::from(e.info());
  }
  return {};
}

std::string dup_message(const char* name) {
  return std::string("duplicate member \"") + name + "\" (tidyjson::duplicates::last_wins accepts it)";
}

TEST(Duplicates, AnUnknownMemberGivenTwiceIsADuplicateForEveryReader) {
  // The case of issue 19: z is not a member of Line.
  const std::string text = R"({"sku":"a","z":1,"z":2})";
  const failure expected{error_code::duplicate_member, dup_message("z"), "$", 1, 18};
  EXPECT_EQ(read_failure<err::Line>(text), expected);
  EXPECT_EQ(parse_failure(text), expected);
  EXPECT_EQ(stream_failure<err::Line>("[" + text + "]"), (failure{error_code::duplicate_member, dup_message("z"), "$[0]", 1, 19}));
  // Escapes are decoded before names are compared.
  EXPECT_EQ(read_code<err::Line>(R"({"sku":"a","z":1,"\u007a":2})"), error_code::duplicate_member);
  EXPECT_EQ(parse_failure(R"({"sku":"a","z":1,"\u007a":2})").code, error_code::duplicate_member);
  // Many unknown members: found through the hash set, after the first 16.
  std::string many = R"({"sku":"a")";
  for (int i = 0; i < 40; ++i) many += ",\"u" + std::to_string(i) + "\":" + std::to_string(i);
  EXPECT_EQ(read_code<err::Line>(many + "}"), error_code::none);
  EXPECT_EQ(read_failure<err::Line>(many + R"(,"u7":0})").message, dup_message("u7"));
  EXPECT_EQ(parse_failure(many + R"(,"u7":0})").message, dup_message("u7"));
  // Different names are not duplicates, whatever their case.
  EXPECT_EQ(read_code<err::Line>(R"({"sku":"a","z":1,"Z":2})"), error_code::none);
  EXPECT_EQ(parse_failure(R"({"sku":"a","z":1,"Z":2})").code, error_code::none);
}

TEST(Duplicates, InsideSkippedValuesToo) {
  // A value the type has no member for is validated while it is skipped,
  // duplicates included; the error carries the path of the object that
  // holds it, the document's the path of the duplicate's object.
  const std::string text = R"({"sku":"a","extra":[{"k":1},{"k":1,"k":2}]})";
  EXPECT_EQ(read_failure<err::Line>(text), (failure{error_code::duplicate_member, dup_message("k"), "$", 1, 36}));
  EXPECT_EQ(parse_failure(text), (failure{error_code::duplicate_member, dup_message("k"), "$.extra[1]", 1, 36}));
  // The same name in sibling or nested objects is no duplicate.
  EXPECT_EQ(read_code<err::Line>(R"({"sku":"a","extra":{"k":{"k":1},"j":{"k":2}},"k":3})"), error_code::none);
  // And the value of a skipped member (tidyjson::skip) is checked the same way.
  EXPECT_EQ(read_code<err::Cached>(R"({"v":1,"cache":{"a":1,"b":{"a":1,"a":1}}})"), error_code::duplicate_member);
  EXPECT_EQ(read_code<err::Cached>(R"({"v":1,"cache":{"a":1,"b":{"a":1}}})"), error_code::none);
}

TEST(Duplicates, LastWinsAcceptsThemEverywhere) {
  static const tidyjson::options last{tidyjson::duplicates::last_wins};
  const std::string text = R"({"sku":"a","qty":1,"z":1,"z":2,"extra":{"k":1,"k":2},"qty":3})";
  EXPECT_EQ(tidyjson::deserialize<err::Line>(text, last).qty, 3);
  EXPECT_EQ(tidyjson::document::parse(text, last)["qty"].as_int64(), 3);
  EXPECT_EQ(stream_failure<err::Line>("[" + text + "]", last).code, error_code::none);
}

TEST(Duplicates, TwoSpellingsOfOneMemberWithCaseInsensitiveNames) {
  // names::case_insensitive lets "QTY" and "qty" both find Line::qty: the
  // typed reader can keep only one, so it refuses the second; the document
  // keeps both names and finds the exact match first.
  static const tidyjson::options ci{tidyjson::names::case_insensitive};
  const std::string text = R"({"sku":"a","QTY":1,"qty":2})";
  EXPECT_EQ(read_failure<err::Line>(text, ci).code, error_code::duplicate_member);
  EXPECT_EQ(tidyjson::document::parse(text, ci)["qty"].as_int64(), 2);
  // Unknown names are compared exactly, like the document's.
  EXPECT_EQ(read_code<err::Line>(R"({"sku":"a","Z":1,"z":2})", ci), error_code::none);
}

}  // namespace
