// Hostile input: nesting a million levels deep, huge strings and numbers,
// invalid UTF-8 in every position class, NUL bytes, every prefix of a valid
// document, byte order marks, a multi-gigabyte array through the streaming
// reader in bounded memory, and values the writer must refuse. Every entry
// point that reads text is exercised: deserialize, document::parse, the pull
// reader and deserialize_stream.
//
// The big stream is 2.4 GB (past 2^31 bytes; about 5 s in a Release build);
// TIDYJSON_HOSTILE_BIG=0 makes it 276 MB. runtime.sanitizers leaves it out.
#include "test_util.hpp"

#include <sys/mman.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

using tidyjson::document;
using tidyjson::error_code;
using tidyjson_test::failure;
using tidyjson_test::read_code;
using tidyjson_test::read_failure;
using tidyjson_test::write_failure;

namespace hostile {
struct Named {
  std::string name;
};
TIDYJSON_TYPE(Named, name)

struct Link {
  int v = 0;
  std::unique_ptr<Link> next;
};
TIDYJSON_TYPE(Link, v, next)

struct Book {
  std::string isbn;
  std::string title;
  std::vector<std::string> authors;
  tidyjson::decimal price;
  double rating = 0;
  long stock = 0;
  bool used = false;
  std::optional<std::string> note;
};
TIDYJSON_TYPE(Book, isbn, title, authors, price, rating, stock, used, note)

struct Bookstore {
  std::string name;
  std::vector<Book> books;
  std::map<std::string, int> shelves;
};
TIDYJSON_TYPE(Bookstore, name, books, shelves)

struct Item {
  std::int64_t id = 0;
  std::string name;
  std::vector<std::string> tags;
};
TIDYJSON_TYPE(Item, id, name, tags)
}  // namespace hostile

namespace {

using hostile::Book;
using hostile::Bookstore;
using hostile::Item;
using hostile::Link;
using hostile::Named;

constexpr std::size_t million = 1'000'000;

std::string repeat(std::string_view s, std::size_t n) {
  std::string out;
  out.reserve(s.size() * n);
  for (std::size_t i = 0; i < n; ++i) out += s;
  return out;
}

/// The error of parsing `text` as a document; code none when it parses.
failure parse_failure(std::string_view text, const tidyjson::options& opts = tidyjson_test::defaults()) {
  auto r = document::try_parse(text, opts);
  return r.has_value() ? failure{} : tidyjson_test::from(r.error());
}

/// Reads every token of `text` with the pull reader (one final buffer).
struct pull_result {
  bool done = false;
  tidyjson::error_info error;
  std::size_t tokens = 0;
  int deepest = 0;
};
pull_result pull(std::string_view text, const tidyjson::options& opts = tidyjson_test::defaults(), bool final = true) {
  tidyjson::reader r(text, final, tidyjson::reader_state(opts));
  pull_result p;
  while (r.read()) {
    ++p.tokens;
    p.deepest = std::max(p.deepest, r.depth());
  }
  p.done = r.done();
  if (r.failed()) p.error = r.error();
  if (!final) p.done = r.needs_more();
  return p;
}

failure pull_failure(std::string_view text, const tidyjson::options& opts = tidyjson_test::defaults()) {
  const pull_result p = pull(text, opts);
  if (p.done) return {};
  return {p.error.code, p.error.message, p.error.path, p.error.line, p.error.column};
}

/// Reads `text` with deserialize_stream<T>; the error, and the elements read.
template <class T>
failure stream_failure(const std::string& text, std::size_t* count = nullptr,
                       const tidyjson::options& opts = tidyjson_test::defaults()) {
  std::istringstream is(text);
  auto range = tidyjson::deserialize_stream<T>(is, opts);
  std::size_t n = 0;
  try {
    for (auto it = range.begin(); it != range.end(); ++it) ++n;
  } catch (const tidyjson::error& e) {
    if (count != nullptr) *count = n;
    EXPECT_TRUE(range.failed());
    return tidyjson_test::from(e.info());
  }
  if (count != nullptr) *count = n;
  EXPECT_FALSE(range.failed());
  return {};
}

std::string depth_message(int limit) {
  return "nesting deeper than the maximum depth of " + std::to_string(limit) + " (tidyjson::max_depth)";
}

// ---------------------------------------------------------------------------
// Depth: a million levels, through every reader

TEST(HostileDepth, MillionArraysInASkippedMemberStopAtTheDefaultLimit) {
  const std::string text = "{\"skip\":" + std::string(million, '[');
  const failure f = read_failure<Named>(text);
  // The object is depth 1, so the 64th '[' (at byte 8 + 63) is depth 65.
  // A member the type does not have is validated and skipped; failures
  // inside it carry the path of the object that holds it.
  EXPECT_EQ(f, (failure{error_code::depth_exceeded, depth_message(64), "$", 1, 72}));
}

TEST(HostileDepth, MillionObjectsStopAtTheDefaultLimit) {
  const std::string text = repeat("{\"a\":", million);
  // Typed: "a" is not a member of Named, so the rest is skipped (and still counted).
  const failure f = read_failure<Named>(text);
  EXPECT_EQ(f.code, error_code::depth_exceeded);
  EXPECT_EQ(f.message, depth_message(64));
  EXPECT_EQ(f.line, 1U);
  EXPECT_EQ(f.column, 64U * 5 + 1);
  // A recursive type: the 65th object is the 64th "next".
  const std::string links = repeat("{\"next\":", million);
  const failure g = read_failure<Link>(links);
  std::string path = "$";
  for (int i = 0; i < 64; ++i) path += ".next";
  EXPECT_EQ(g, (failure{error_code::depth_exceeded, depth_message(64), path, 1, 64U * 8 + 1}));
}

TEST(HostileDepth, RaisedLimitIsExact) {
  constexpr int limit = tidyjson::max_depth::typed_limit;
  static const tidyjson::options deep{tidyjson::max_depth{limit}};
  // Depth `limit` in total (the object is one level) reads; one more does not.
  const std::string ok = "{\"skip\":" + std::string(limit - 1, '[') + std::string(limit - 1, ']') + ",\"name\":\"x\"}";
  EXPECT_EQ(tidyjson::deserialize<Named>(ok, deep).name, "x");
  const std::string too_deep = "{\"skip\":" + std::string(million, '[');
  EXPECT_EQ(read_failure<Named>(too_deep, deep),
            (failure{error_code::depth_exceeded, depth_message(limit), "$", 1, 8 + limit}));
  // The document and the pull reader are iterative: any limit.
  static const tidyjson::options deeper{tidyjson::max_depth{1000}};
  EXPECT_EQ(parse_failure(too_deep, deeper),
            (failure{error_code::depth_exceeded, depth_message(1000), "$.skip" + repeat("[0]", 999), 1, 8 + 1000}));
  EXPECT_EQ(pull_failure(too_deep, deeper).code, error_code::depth_exceeded);
  EXPECT_EQ(pull_failure(too_deep, deeper).column, 8U + 1000);
  // The typed reader refuses a limit above the one its stack use is proven
  // safe for, before it reads anything.
  EXPECT_EQ(read_failure<Named>(ok, deeper).code, error_code::depth_limit_too_high);
  // A lower limit is exact too.
  static const tidyjson::options two{tidyjson::max_depth{2}};
  EXPECT_EQ(read_code<Named>(R"({"skip":[1]})", two), error_code::none);
  EXPECT_EQ(read_code<Named>(R"({"skip":[[1]]})", two), error_code::depth_exceeded);
}

TEST(HostileDepth, DocumentStopsAtTheLimit) {
  const std::string arrays(million, '[');
  EXPECT_EQ(parse_failure(arrays), (failure{error_code::depth_exceeded, depth_message(64), "$" + repeat("[0]", 64), 1, 65}));
  const failure f = parse_failure(repeat("{\"a\":", million));
  EXPECT_EQ(f, (failure{error_code::depth_exceeded, depth_message(64), "$" + repeat(".a", 64), 1, 64U * 5 + 1}));
}

TEST(HostileDepth, DocumentIsIterativeAtAMillionLevels) {
  // With the limit raised, a million levels parse without touching the C++
  // stack (the parser keeps its own stack of open containers).
  static const tidyjson::options deep{tidyjson::max_depth{static_cast<int>(million)}};
  const std::string text = std::string(million, '[') + std::string(million, ']');
  const auto doc = document::parse(text, deep);
  EXPECT_EQ(doc.node_count(), million);
  EXPECT_EQ(parse_failure("[" + text + "]", deep).code, error_code::depth_exceeded);
  const std::string objects = repeat("{\"a\":", million) + "1" + std::string(million, '}');
  const auto nested = document::parse(objects, deep);
  EXPECT_EQ(nested.root()["a"]["a"]["a"].type(), tidyjson::json_type::object);
}

TEST(HostileDepth, PullReaderStopsAtTheLimit) {
  const failure f = pull_failure(std::string(million, '['));
  EXPECT_EQ(f, (failure{error_code::depth_exceeded, depth_message(64), "$", 1, 65}));
  const failure g = pull_failure(repeat("{\"a\":", million));
  EXPECT_EQ(g, (failure{error_code::depth_exceeded, depth_message(64), "$", 1, 64U * 5 + 1}));
  // The pull reader keeps its own stack too: a million levels with the limit raised.
  static const tidyjson::options deep{tidyjson::max_depth{static_cast<int>(million)}};
  const pull_result p = pull(std::string(million, '[') + std::string(million, ']'), deep);
  EXPECT_TRUE(p.done);
  EXPECT_EQ(p.tokens, 2 * million);
  EXPECT_EQ(p.deepest, static_cast<int>(million) - 1);
}

TEST(HostileDepth, StreamReaderStopsAtTheLimit) {
  // The top-level array is depth 1, its elements start at depth 2.
  std::size_t n = 99;
  const failure f = stream_failure<Named>("[{\"name\":\"a\"}," + std::string(million, '['), &n);
  EXPECT_EQ(n, 1U);
  EXPECT_EQ(f.code, error_code::type_mismatch);  // a Named is an object, not an array
  const failure g = stream_failure<Named>("[{\"name\":\"a\"},{\"x\":" + std::string(million, '['), &n);
  EXPECT_EQ(n, 1U);
  EXPECT_EQ(g, (failure{error_code::depth_exceeded, depth_message(64), "$[1]", 1, 14 + 5 + 62 + 1}));
  const failure h = stream_failure<Named>("[" + repeat("{\"a\":", million), &n);
  EXPECT_EQ(n, 0U);
  EXPECT_EQ(h.code, error_code::depth_exceeded);
  EXPECT_EQ(h.column, 1 + 63U * 5 + 1);
}

// ---------------------------------------------------------------------------
// Huge strings

TEST(HostileStrings, SixtyFourMegabyteString) {
  constexpr std::size_t size = 64U << 20;
  std::string text;
  text.reserve(size + 16);
  text += '"';
  for (std::size_t i = 0; i < size; ++i) text += static_cast<char>('a' + i % 26);
  text += '"';
  const auto s = tidyjson::deserialize<std::string>(text);
  ASSERT_EQ(s.size(), size);
  EXPECT_EQ(s.compare(0, 26, "abcdefghijklmnopqrstuvwxyz"), 0);
  EXPECT_EQ(s.back(), static_cast<char>('a' + (size - 1) % 26));
  // The same with an escape at the end (the decoding path) and as a member.
  text.insert(text.size() - 1, "\\u00e9");
  const auto named = tidyjson::deserialize<Named>("{\"name\":" + text + "}");
  ASSERT_EQ(named.name.size(), size + 2);
  EXPECT_EQ(named.name.substr(size), "\xC3\xA9");
  const auto doc = document::parse(text);
  EXPECT_EQ(doc.root().as_string().size(), size + 2);
  // And back out.
  EXPECT_EQ(tidyjson::serialize(named.name).size(), size + 4);
  // An unterminated huge string is an unexpected end, at the end.
  const failure f = read_failure<std::string>(std::string_view(text).substr(0, size));
  EXPECT_EQ(f, (failure{error_code::unexpected_end, "unexpected end of input", "$", 1, size + 1}));
}

TEST(HostileStrings, StreamElementLargerThanTheLimitIsTokenTooLarge) {
  const std::string big = "[\"" + std::string(300 * 1024, 'x') + "\",\"" + std::string(3 << 20, 'y') + "\"]";
  std::istringstream is(big);
  auto range = tidyjson::deserialize_stream<std::string>(is);
  range.max_element_size(1 << 20);
  auto it = range.begin();
  ASSERT_FALSE(it == range.end());
  EXPECT_EQ(it->size(), 300U * 1024);
  try {
    ++it;
    ADD_FAILURE() << "an element over max_element_size was read";
  } catch (const tidyjson::error& e) {
    EXPECT_EQ(e.code(), error_code::token_too_large);
    EXPECT_EQ(e.message(), "an array element is larger than the maximum element size of 1048576 bytes");
    EXPECT_EQ(e.path(), "$[1]");
    EXPECT_EQ(e.column(), 300U * 1024 + 5);
  }
  EXPECT_TRUE(range.failed());
  EXPECT_EQ(range.count(), 1U);
}

// ---------------------------------------------------------------------------
// Numbers of ten thousand digits

TEST(HostileNumbers, TenThousandDigitIntegers) {
  const std::string big = "1" + std::string(9999, '0');
  for (const std::string& text : {big, "-" + big}) {
    const failure f = read_failure<std::int64_t>(text);
    EXPECT_EQ(f.code, error_code::out_of_range);
    // The message quotes the start of the number and its length, not all of it.
    EXPECT_EQ(f.message, "number " + text.substr(0, 32) + "... (" + std::to_string(text.size()) +
                             " bytes) does not fit in " + std::string("int64_t"));
    EXPECT_EQ(f.column, 1U);
    EXPECT_EQ(read_code<std::uint64_t>(text), error_code::out_of_range);
    EXPECT_EQ(read_code<int>(text), error_code::out_of_range);
    EXPECT_EQ(read_code<std::uint8_t>(text), error_code::out_of_range);
  }
  // In a member: the path and the column of the number's first digit.
  const failure g = read_failure<Book>("{\"stock\": " + big + "}");
  EXPECT_EQ(g.code, error_code::out_of_range);
  EXPECT_EQ(g.path, "$.stock");
  EXPECT_EQ(g.column, 11U);
  // Digits after a zero fraction are still not an integer.
  EXPECT_EQ(read_code<std::int64_t>("0." + std::string(9999, '0')), error_code::type_mismatch);
  // The largest integers still read exactly at the edge, whatever the digit count.
  EXPECT_EQ(tidyjson::deserialize<std::uint64_t>("18446744073709551615"), std::numeric_limits<std::uint64_t>::max());
  EXPECT_EQ(read_code<std::uint64_t>("18446744073709551616"), error_code::out_of_range);
  EXPECT_EQ(tidyjson::deserialize<std::int64_t>("-9223372036854775808"), std::numeric_limits<std::int64_t>::min());
  EXPECT_EQ(read_code<std::int64_t>("-9223372036854775809"), error_code::out_of_range);
  EXPECT_EQ(read_code<std::uint64_t>("99999999999999999999"), error_code::out_of_range);
}

TEST(HostileNumbers, TenThousandDigitDoubles) {
  const std::string big = "1" + std::string(9999, '0');
  const failure f = read_failure<double>(big);
  EXPECT_EQ(f, (failure{error_code::out_of_range, "number 10000000000000000000000000000000... (10000 bytes) is too large for double",
                        "$", 1, 1}));
  // 10,000 significant digits that round to an ordinary double: correctly rounded.
  std::string digits = "0.";
  for (int i = 0; i < 10000; ++i) digits += static_cast<char>('0' + (i * 7 + 3) % 10);
  EXPECT_EQ(tidyjson::deserialize<double>(digits), std::strtod(digits.c_str(), nullptr));
  const std::string near_max = "1" + std::string(308, '0') + "." + std::string(9690, '9');
  EXPECT_EQ(tidyjson::deserialize<double>(near_max), 1e308);
  // Tiny values underflow to zero; a zero with ten thousand digits is zero.
  EXPECT_EQ(tidyjson::deserialize<double>("0." + std::string(9998, '0') + "1"), 0.0);
  EXPECT_EQ(tidyjson::deserialize<double>("-0." + std::string(9999, '0')), 0.0);
  EXPECT_TRUE(std::signbit(tidyjson::deserialize<double>("-0." + std::string(9999, '0'))));
  // Exponents beyond any range.
  EXPECT_EQ(read_code<double>("1e999999999999999999999"), error_code::out_of_range);
  EXPECT_EQ(tidyjson::deserialize<double>("1e-999999999999999999999"), 0.0);
  EXPECT_EQ(read_code<float>(big), error_code::out_of_range);
  EXPECT_EQ(read_code<std::int64_t>("1e999999999999999999999"), error_code::type_mismatch);
}

TEST(HostileNumbers, TenThousandDigitDecimals) {
  const std::string big = "1" + std::string(9999, '0');
  const failure f = read_failure<tidyjson::decimal>(big);
  EXPECT_EQ(f, (failure{error_code::out_of_range,
                        "number 10000000000000000000000000000000... (10000 bytes) does not fit in tidyjson::decimal "
                        "(18 digits, scale up to 18)",
                        "$", 1, 1}));
  EXPECT_EQ(read_code<tidyjson::decimal>("0." + std::string(9999, '0') + "1"), error_code::out_of_range);
  EXPECT_EQ(read_code<tidyjson::decimal>("1e999999999999999999999"), error_code::out_of_range);
  EXPECT_EQ(read_code<tidyjson::decimal>("1e-999999999999999999999"), error_code::out_of_range);
  // Trailing zeros in the fraction are kept as scale, so 10,000 of them are too many.
  EXPECT_EQ(read_code<tidyjson::decimal>("1." + std::string(9999, '0')), error_code::out_of_range);
  // At the edge: 18 digits and scale 18 read.
  EXPECT_EQ(tidyjson::serialize(tidyjson::deserialize<tidyjson::decimal>("0.999999999999999999")), "0.999999999999999999");
  EXPECT_EQ(read_code<tidyjson::decimal>("0.9999999999999999999"), error_code::out_of_range);
}

TEST(HostileNumbers, TenThousandDigitsThroughTheDocumentAndThePullReader) {
  const std::string big = "1" + std::string(9999, '0');
  const auto doc = document::parse("[" + big + "]");
  EXPECT_EQ(doc.root()[0].number_text(), big);
  try {
    (void)doc.root()[0].as_int64();
    ADD_FAILURE() << "as_int64 of a 10,000-digit number";
  } catch (const tidyjson::error& e) {
    EXPECT_EQ(e.code(), error_code::out_of_range);
  }
  tidyjson::reader r(big);
  ASSERT_TRUE(r.read());
  EXPECT_EQ(r.type(), tidyjson::token::number);
  EXPECT_EQ(r.raw(), big);
  std::int64_t i = 0;
  EXPECT_FALSE(r.get(i));
  double d = 0;
  EXPECT_FALSE(r.get(d));
  tidyjson::decimal dec;
  EXPECT_FALSE(r.get(dec));
}

// ---------------------------------------------------------------------------
// Invalid UTF-8

struct bad_utf8 {
  const char* name;
  std::string bytes;
};

const std::vector<bad_utf8>& bad_sequences() {
  static const std::vector<bad_utf8> all = {
      {"lone continuation 80", "\x80"},
      {"lone continuation BF", "\xBF"},
      {"truncated 2-byte C3", "\xC3"},
      {"truncated 3-byte E2 82", "\xE2\x82"},
      {"truncated 4-byte F0 9F 98", "\xF0\x9F\x98"},
      {"overlong C0 80", "\xC0\x80"},
      {"overlong C1 BF", "\xC1\xBF"},
      {"overlong E0 80 80", "\xE0\x80\x80"},
      {"overlong F0 80 80 80", "\xF0\x80\x80\x80"},
      {"surrogate ED A0 80", "\xED\xA0\x80"},
      {"surrogate ED BF BF", "\xED\xBF\xBF"},
      {"above U+10FFFF F4 90 80 80", "\xF4\x90\x80\x80"},
      {"F5", "\xF5\x80\x80\x80"},
      {"FE", "\xFE"},
      {"FF", "\xFF"},
  };
  return all;
}

std::string hex_of(unsigned char c) {
  constexpr char hex[] = "0123456789ABCDEF";
  return std::string("byte 0x") + hex[c >> 4] + hex[c & 0xF];
}

std::string utf8_message(const std::string& bad) {
  return "invalid UTF-8 in string (" + hex_of(static_cast<unsigned char>(bad[0])) + ")";
}

TEST(HostileUtf8, InStringValues) {
  for (const auto& [name, bad] : bad_sequences()) {
    SCOPED_TRACE(name);
    // Plain, and after an escape (the decoding path).
    const std::string plain = "{\"name\":\"ab" + bad + "cd\"}";
    const failure expected{error_code::invalid_utf8, utf8_message(bad), "$.name", 1, 12};
    EXPECT_EQ(read_failure<Named>(plain), expected);
    EXPECT_EQ(parse_failure(plain), expected);
    EXPECT_EQ(pull_failure(plain), (failure{error_code::invalid_utf8, utf8_message(bad), "$", 1, 12}));
    const std::string escaped = "{\"name\":\"\\n" + bad + "cd\"}";
    EXPECT_EQ(read_failure<Named>(escaped), expected);
    EXPECT_EQ(parse_failure(escaped), expected);
    // In a skipped member, in an array, on a second line, through the stream.
    EXPECT_EQ(read_failure<Named>("{\"skip\":[1,\"" + bad + "\"]}"),
              (failure{error_code::invalid_utf8, utf8_message(bad), "$", 1, 13}));
    EXPECT_EQ(read_failure<std::vector<std::string>>("[\"ok\",\n \"xy" + bad + "\"]"),
              (failure{error_code::invalid_utf8, utf8_message(bad), "$[1]", 2, 5}));
    EXPECT_EQ(stream_failure<std::string>("[\"ok\",\n \"xy" + bad + "\"]"),
              (failure{error_code::invalid_utf8, utf8_message(bad), "$[1]", 2, 5}));
  }
}

TEST(HostileUtf8, InMemberNames) {
  for (const auto& [name, bad] : bad_sequences()) {
    SCOPED_TRACE(name);
    const std::string text = "{\"name\":\"x\",\"n" + bad + "\":1}";
    const failure expected{error_code::invalid_utf8, utf8_message(bad), "$", 1, 15};
    EXPECT_EQ(read_failure<Named>(text), expected);
    EXPECT_EQ(parse_failure(text), expected);
    EXPECT_EQ(pull_failure(text), expected);
    EXPECT_EQ((read_failure<std::map<std::string, std::string>>(text)).code, error_code::invalid_utf8);
    EXPECT_EQ(stream_failure<Named>("[" + text + "]"),
              (failure{error_code::invalid_utf8, utf8_message(bad), "$[0]", 1, 16}));
  }
}

TEST(HostileUtf8, AtTheVeryEndOfTheInput) {
  for (const auto& [name, bad] : bad_sequences()) {
    SCOPED_TRACE(name);
    const std::string text = "\"abc" + bad;
    // A byte that can never start or continue a well-formed sequence here is
    // invalid_utf8 at once; a well-formed prefix of a sequence cut by the end
    // of the input is an unterminated string: unexpected_end at the end.
    char32_t cp = 0;
    const int len = tidyjson::detail::decode_utf8(bad.data(), bad.data() + bad.size(), cp);
    const failure expected = len == -1
                                 ? failure{error_code::unexpected_end, "unexpected end of input", "$", 1, text.size() + 1}
                                 : failure{error_code::invalid_utf8, utf8_message(bad), "$", 1, 5};
    EXPECT_EQ(read_failure<std::string>(text), expected);
    EXPECT_EQ(parse_failure(text), expected);
    EXPECT_EQ(pull_failure(text), expected);
    // After a complete value, any such byte is trailing content (outside a
    // string bytes are never UTF-8 text).
    EXPECT_EQ(read_failure<std::string>("\"abc\"" + bad),
              (failure{error_code::trailing_content, "unexpected " + hex_of(static_cast<unsigned char>(bad[0])) +
                                                         " after the JSON value",
                       "$", 1, 6}));
  }
  // Which of them are cut-off prefixes: the truncated ones, and the overlong
  // or surrogate lead bytes whose second byte is only checked for range last.
  EXPECT_EQ(read_code<std::string>("\"\xC3"), error_code::unexpected_end);
  EXPECT_EQ(read_code<std::string>("\"\xF0\x9F\x98"), error_code::unexpected_end);
  EXPECT_EQ(read_code<std::string>("\"\xC0\x80"), error_code::invalid_utf8);
  EXPECT_EQ(read_code<std::string>("\"\xFF"), error_code::invalid_utf8);
}

TEST(HostileUtf8, OutsideStrings) {
  EXPECT_EQ(read_failure<std::vector<int>>("[1,\xFF]"),
            (failure{error_code::unexpected_character, "unexpected byte 0xFF; expected a number", "$[1]", 1, 4}));
  EXPECT_EQ(parse_failure("[1,\xC3\xA9]").code, error_code::unexpected_character);
  EXPECT_EQ(pull_failure("[1,\xC3\xA9]").code, error_code::unexpected_character);
  EXPECT_EQ(read_failure<Named>("{\xC3\xA9:1}").code, error_code::unexpected_character);
}

// ---------------------------------------------------------------------------
// NUL bytes

TEST(HostileNul, InsideAndOutsideStrings) {
  using namespace std::string_literals;
  const failure in_string{error_code::invalid_string, "control character U+0000 must be escaped in a string", "$.name", 1,
                          11};
  EXPECT_EQ(read_failure<Named>("{\"name\":\"a\0b\"}"s), in_string);
  EXPECT_EQ(parse_failure("{\"name\":\"a\0b\"}"s), in_string);
  EXPECT_EQ(pull_failure("{\"name\":\"a\0b\"}"s).code, error_code::invalid_string);
  EXPECT_EQ(read_failure<Named>("{\"na\0me\":\"a\"}"s).code, error_code::invalid_string);
  // Escaped, a NUL is an ordinary character, and it is written escaped.
  const auto s = tidyjson::deserialize<std::string>("\"a\\u0000b\""s);
  EXPECT_EQ(s, "a\0b"s);
  EXPECT_EQ(tidyjson::serialize(s), "\"a\\u0000b\""s);
  // Outside strings a NUL is never whitespace.
  EXPECT_EQ(read_failure<std::vector<int>>("[1,\0 2]"s),
            (failure{error_code::unexpected_character, "unexpected byte 0x00; expected a number", "$[1]", 1, 4}));
  EXPECT_EQ(read_failure<int>("1\0"s),
            (failure{error_code::trailing_content, "unexpected byte 0x00 after the JSON value", "$", 1, 2}));
  EXPECT_EQ(read_failure<int>("\0"s).code, error_code::unexpected_character);
  EXPECT_EQ(parse_failure("[1,\0 2]"s).code, error_code::unexpected_character);
  EXPECT_EQ(parse_failure("1\0"s).code, error_code::trailing_content);
  EXPECT_EQ(pull_failure("[1,\0 2]"s).code, error_code::unexpected_character);
  EXPECT_EQ(pull_failure("1\0"s).code, error_code::trailing_content);
  EXPECT_EQ(stream_failure<int>("[1,\0 2]"s).code, error_code::unexpected_character);
}

// ---------------------------------------------------------------------------
// Truncated input: every prefix of a valid document

const std::string& bookstore() {
  static const std::string text = R"({
  "name": "Caf\u00e9 Livres \ud83d\udcda",
  "books": [
    {"isbn": "978-0-13-110362-7", "title": "The C Programming Language", "authors": ["Kernighan", "Ritchie"],
     "price": 54.99, "rating": 4.7, "stock": 12, "used": false, "note": null},
    {"isbn": "978-2-07-036822-8", "title": "L'\u00c9tranger \"caf\u00e9\"", "authors": [],
     "price": 7.50, "rating": -1.5e-3, "stock": 0, "used": true, "note": "sign\u00e9 ✓ 😀"},
    {"isbn": "x", "title": "", "authors": ["\\"], "price": 0, "rating": 1E+2, "stock": -9223372036854775808,
     "used": true, "note": "tab\there", "unknown": {"deep": [[{}], [], {"a": [true, false, null]}]}}
  ],
  "shelves": {"fiction": 2, "computing": 1, "": 0}
})";
  return text;
}

TEST(HostileTruncation, TheFullDocumentReadsEverywhere) {
  const auto store = tidyjson::deserialize<Bookstore>(bookstore());
  ASSERT_EQ(store.books.size(), 3U);
  EXPECT_EQ(store.books[1].note, "sign\xC3\xA9 \xE2\x9C\x93 \xF0\x9F\x98\x80");
  EXPECT_EQ(store.books[2].stock, std::numeric_limits<long>::min());
  EXPECT_EQ(document::parse(bookstore())["books"].size(), 3U);
  EXPECT_TRUE(pull(bookstore()).done);
  std::size_t n = 0;
  EXPECT_EQ(stream_failure<Book>(tidyjson::serialize(store.books), &n), failure{});
  EXPECT_EQ(n, 3U);
}

TEST(HostileTruncation, EveryPrefixIsAnUnexpectedEndAtTheEnd) {
  const std::string& full = bookstore();
  for (std::size_t len = 0; len < full.size(); ++len) {
    const std::string prefix = full.substr(0, len);  // its own allocation, for ASan
    SCOPED_TRACE("prefix length " + std::to_string(len));
    auto typed = tidyjson::try_deserialize<Bookstore>(prefix);
    ASSERT_FALSE(typed.has_value());
    EXPECT_EQ(typed.error().code, error_code::unexpected_end);
    EXPECT_EQ(typed.error().offset, len);
    auto doc = document::try_parse(prefix);
    ASSERT_FALSE(doc.has_value());
    EXPECT_EQ(doc.error().code, error_code::unexpected_end);
    EXPECT_EQ(doc.error().offset, len);
    // The pull reader: an error in a final buffer, a request for more otherwise.
    const pull_result p = pull(prefix);
    EXPECT_FALSE(p.done);
    EXPECT_EQ(p.error.code, error_code::unexpected_end);
    EXPECT_TRUE(pull(prefix, tidyjson_test::defaults(), false).done) << "needs_more";
  }
}

TEST(HostileTruncation, EveryPrefixOfAStreamFails) {
  const std::string full = tidyjson::serialize(tidyjson::deserialize<Bookstore>(bookstore()).books);
  const std::size_t complete = 3;
  for (std::size_t len = 0; len < full.size(); ++len) {
    SCOPED_TRACE("prefix length " + std::to_string(len));
    std::size_t n = 0;
    const failure f = stream_failure<Book>(full.substr(0, len), &n);
    EXPECT_EQ(f.code, error_code::unexpected_end);
    EXPECT_LE(n, complete);
  }
}

// ---------------------------------------------------------------------------
// Byte order mark

TEST(HostileBom, SkippedOnceByEveryReader) {
  const std::string bom = "\xEF\xBB\xBF";
  EXPECT_EQ(tidyjson::deserialize<std::vector<int>>(bom + "[1,2]"), (std::vector<int>{1, 2}));
  EXPECT_EQ(document::parse(bom + "[1,2]").root().size(), 2U);
  std::size_t n = 0;
  EXPECT_EQ(stream_failure<int>(bom + "[1,2]", &n), failure{});
  EXPECT_EQ(n, 2U);
  // Columns count the mark's three bytes.
  EXPECT_EQ(read_failure<std::vector<int>>(bom + "[1,x]"),
            (failure{error_code::unexpected_character, "unexpected 'x'; expected a number", "$[1]", 1, 7}));
  EXPECT_EQ(parse_failure(bom + "[1,x]").column, 7U);
  // Only one mark, only at the start.
  EXPECT_EQ(read_failure<std::vector<int>>(bom + bom + "[1]"),
            (failure{error_code::unexpected_character, "unexpected byte 0xEF; expected an array", "$", 1, 4}));
  EXPECT_EQ(read_code<std::vector<int>>("[" + bom + "1]"), error_code::unexpected_character);
  EXPECT_EQ(read_code<std::vector<int>>(" " + bom + "[1]"), error_code::unexpected_character);
  EXPECT_EQ(parse_failure(bom + bom + "[1]").code, error_code::unexpected_character);
  EXPECT_EQ(stream_failure<int>(bom + bom + "[1]").code, error_code::type_mismatch);
  // A mark alone is an empty input.
  EXPECT_EQ(read_failure<int>(bom),
            (failure{error_code::unexpected_end, "the input is empty; expected a JSON value", "$", 1, 4}));
  // The pull reader skips one at the start of the document (a fresh
  // reader_state), and only one.
  EXPECT_EQ(pull_failure(bom + "[1]"), failure{});
  EXPECT_EQ(pull_failure(bom + "[1,x]"),
            (failure{error_code::unexpected_character, "unexpected 'x'; expected a value", "$", 1, 7}));
  EXPECT_EQ(pull_failure(bom + bom + "[1]"),
            (failure{error_code::unexpected_character, "unexpected byte 0xEF; expected a value", "$", 1, 4}));
}

// ---------------------------------------------------------------------------
// A multi-gigabyte array, generated on the fly, in bounded memory

/// Produces `[` + n objects + `]` lazily, 64 KiB at a time, never holding
/// the whole text.
class generated_array : public std::streambuf {
 public:
  generated_array(std::uint64_t n, std::string tail = "]") : n_(n), tail_(std::move(tail)) { buf_.reserve(chunk + 256); }
  [[nodiscard]] std::uint64_t bytes() const noexcept { return bytes_; }

 protected:
  int_type underflow() override {
    if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
    buf_.clear();
    if (!started_) {
      buf_ += '[';
      started_ = true;
    }
    while (buf_.size() < chunk && i_ < n_) {
      if (i_ != 0) buf_ += ',';
      buf_ += "{\"id\":";
      buf_ += std::to_string(i_);
      buf_ += ",\"name\":\"item number ";
      buf_ += std::to_string(i_);
      buf_ += "\",\"tags\":[\"hostile\",\"caf\\u00e9\",\"\xE2\x9C\x93\"],\"extra\":{\"skip\":[1,2.5,null,true]}}";
      ++i_;
    }
    if (i_ == n_ && !ended_) {
      buf_ += tail_;
      ended_ = true;
    }
    if (buf_.empty()) return traits_type::eof();
    bytes_ += buf_.size();
    setg(buf_.data(), buf_.data(), buf_.data() + buf_.size());
    return traits_type::to_int_type(*gptr());
  }

 private:
  static constexpr std::size_t chunk = 64 * 1024;
  std::uint64_t n_;
  std::uint64_t i_ = 0;
  std::string tail_;
  std::string buf_;
  std::uint64_t bytes_ = 0;
  bool started_ = false;
  bool ended_ = false;
};

/// A line of /proc/self/status in KiB (VmRSS, VmHWM), or 0 when unavailable.
std::size_t status_kib(std::string_view key) {
  std::ifstream f("/proc/self/status");
  std::string line;
  while (std::getline(f, line)) {
    if (line.compare(0, key.size(), key) == 0 && line.size() > key.size() && line[key.size()] == ':') {
      return static_cast<std::size_t>(std::strtoull(line.c_str() + key.size() + 1, nullptr, 10));
    }
  }
  return 0;
}

/// Resets VmHWM to the current RSS (Linux: "5" to clear_refs); false when not possible.
bool reset_peak_rss() {
  std::ofstream f("/proc/self/clear_refs");
  if (!f) return false;
  f << "5";
  f.flush();
  return static_cast<bool>(f);
}

/// The full 2.4 GB run takes about 5 s in a Release build;
/// TIDYJSON_HOSTILE_BIG=0 makes it a 276 MB run.
bool big_requested() {
  const char* v = std::getenv("TIDYJSON_HOSTILE_BIG");
  return v == nullptr || std::string_view(v) != "0";
}

// Each element is about 115 bytes: 2.4 GB (past 2^31), or 276 MB.
std::uint64_t big_count() { return big_requested() ? 22'000'000 : 2'400'000; }

TEST(HostileBigStream, ConstantMemoryCorrectCountAndTheOffsetOfAnErrorAtTheEnd) {
  // The array is followed by an 'x': every element reads, then the error is
  // reported at the last byte, past every 32-bit offset in the full run.
  const std::uint64_t n = big_count();
  generated_array gen(n, "]x");
  std::istream is(&gen);
  const bool hwm = reset_peak_rss();
  const std::size_t rss_before = status_kib("VmRSS");
  std::size_t rss_peak = rss_before;
  std::uint64_t count = 0;
  std::uint64_t id_sum = 0;
  bool in_order = true;
  auto range = tidyjson::deserialize_stream<Item>(is);
  try {
    for (const Item& item : range) {
      in_order = in_order && item.id == static_cast<std::int64_t>(count);
      id_sum += static_cast<std::uint64_t>(item.id);
      if ((count & 0xFFFF) == 0) {
        rss_peak = std::max(rss_peak, status_kib("VmRSS"));
        ASSERT_EQ(item.name, "item number " + std::to_string(count));
        ASSERT_EQ(item.tags, (std::vector<std::string>{"hostile", "caf\xC3\xA9", "\xE2\x9C\x93"}));
      }
      ++count;
    }
    ADD_FAILURE() << "trailing content was accepted";
  } catch (const tidyjson::error& e) {
    EXPECT_EQ(e.code(), error_code::trailing_content);
    EXPECT_EQ(e.message(), "unexpected 'x' after the JSON array");
    EXPECT_EQ(e.path(), "$[" + std::to_string(n) + "]");
    EXPECT_EQ(e.offset(), gen.bytes() - 1);
    EXPECT_EQ(e.line(), 1U);
    EXPECT_EQ(e.column(), gen.bytes());
  }
  EXPECT_EQ(count, n);
  EXPECT_EQ(range.count(), n);
  EXPECT_TRUE(in_order);
  EXPECT_EQ(id_sum, n * (n - 1) / 2);
  if (hwm) rss_peak = std::max(rss_peak, status_kib("VmHWM"));
  const std::size_t growth_kib = rss_peak > rss_before ? rss_peak - rss_before : 0;
  std::printf("streamed %llu bytes, %llu elements; peak RSS growth %zu KiB%s\n",
              static_cast<unsigned long long>(gen.bytes()), static_cast<unsigned long long>(count), growth_kib,
              hwm ? " (VmHWM)" : " (sampled VmRSS)");
  EXPECT_GT(gen.bytes(), big_requested() ? (std::uint64_t{1} << 31) : (std::uint64_t{256} << 20));
  // The input is hundreds of megabytes or more; memory is a few buffers.
  EXPECT_LT(growth_kib, 16U * 1024);
  // The measure itself works: touching 32 MiB of fresh pages shows up in it.
  // (Fresh from mmap: a vector could reuse pages that the heap of earlier
  // tests keeps resident, and then the peak would not move.)
  if (hwm) {
    const std::size_t rss_now = status_kib("VmRSS");
    constexpr std::size_t size = std::size_t{32} << 20;
    void* fresh = mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    ASSERT_NE(fresh, MAP_FAILED);
    std::memset(fresh, 1, size);
    EXPECT_GE(status_kib("VmHWM"), rss_now + 24U * 1024);
    munmap(fresh, size);
  }
}

// ---------------------------------------------------------------------------
// Writing hostile values

TEST(HostileWriting, InvalidUtf8IsRefused) {
  for (const auto& [name, bad] : bad_sequences()) {
    SCOPED_TRACE(name);
    const failure f = write_failure(Named{"ok " + bad});
    EXPECT_EQ(f.code, error_code::invalid_utf8_output);
    constexpr char hex[] = "0123456789abcdef";
    const auto lead = static_cast<unsigned char>(bad[0]);
    EXPECT_EQ(f.message, std::string("string is not valid UTF-8 (byte 0x") + hex[lead >> 4] + hex[lead & 0xF] + ")");
    EXPECT_EQ(f.path, "$.name");
    EXPECT_EQ(f.line, 0U);
    EXPECT_EQ(write_failure(std::vector<std::string>{"a", "b" + bad}).path, "$[1]");
    EXPECT_EQ(write_failure(std::map<std::string, int>{{"k" + bad, 1}}).code, error_code::invalid_utf8_output);
  }
}

TEST(HostileWriting, NonFiniteNumbersAreRefused) {
  const std::string message = "cannot write NaN or infinity as a JSON number (numbers::allow_named_literals writes them as strings)";
  EXPECT_EQ(write_failure(std::numeric_limits<double>::quiet_NaN()),
            (failure{error_code::non_finite_number, message, "$", 0, 0}));
  EXPECT_EQ(write_failure(std::vector<double>{1, -std::numeric_limits<double>::infinity()}),
            (failure{error_code::non_finite_number, message, "$[1]", 0, 0}));
  EXPECT_EQ(write_failure(std::numeric_limits<float>::infinity()).code, error_code::non_finite_number);
  Book b;
  b.rating = std::nan("");
  EXPECT_EQ(write_failure(b).path, "$.rating");
}

TEST(HostileWriting, DeepValuesStopAtTheLimit) {
  // A chain of 100 links: depth 64 is written, 65 is refused.
  auto chain = std::make_unique<Link>();
  Link* last = chain.get();
  for (int i = 1; i < 100; ++i) {
    last->next = std::make_unique<Link>();
    last->next->v = i;
    last = last->next.get();
  }
  const failure f = write_failure(*chain);
  EXPECT_EQ(f.code, error_code::depth_exceeded);
  EXPECT_EQ(f.message, depth_message(64));
  EXPECT_EQ(f.path, "$" + repeat(".next", 64));
  static const tidyjson::options deep{tidyjson::max_depth{100}};
  const std::string text = tidyjson::serialize(*chain, deep);
  EXPECT_EQ(read_failure<Link>(text).code, error_code::depth_exceeded);
  EXPECT_EQ(tidyjson::deserialize<Link>(text, deep).next->next->v, 2);
}

}  // namespace
