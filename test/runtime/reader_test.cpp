// tidyjson::reader: tokens, depth, errors, and resumption at every split point.
#include <tidyjson/tidyjson.hpp>

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

namespace {

using tidyjson::reader;
using tidyjson::reader_state;
using tidyjson::token;

struct tok {
  token type;
  int depth;
  std::string text;  // unescaped for strings and names, raw otherwise
  friend bool operator==(const tok&, const tok&) = default;
  friend std::ostream& operator<<(std::ostream& os, const tok& t) {
    return os << static_cast<int>(t.type) << "@" << t.depth << ":" << t.text;
  }
};

tok current(const reader& r) {
  const bool str = r.type() == token::string || r.type() == token::property_name;
  return {r.type(), r.depth(), std::string(str ? r.get_string() : r.raw())};
}

std::vector<tok> read_whole(std::string_view doc, const reader_state& initial = {}) {
  std::vector<tok> out;
  reader r(doc, true, initial);
  while (r.read()) out.push_back(current(r));
  EXPECT_TRUE(r.done()) << (r.failed() ? r.error().describe() : "not done");
  return out;
}

/// Feeds `doc` as a first buffer of `first` bytes, then chunks of `step`
/// bytes, carrying the unconsumed tail and the state across buffers.
std::vector<tok> read_split(std::string_view doc, std::size_t first, std::size_t step, tidyjson::error_info* err = nullptr,
                            const reader_state& initial = {}) {
  std::vector<tok> out;
  std::string buf(doc.substr(0, first));
  std::size_t fed = buf.size();
  reader_state state = initial;
  for (int guard = 0; guard < 100000; ++guard) {
    const bool final = fed == doc.size();
    reader r(buf, final, state);
    while (r.read()) out.push_back(current(r));
    if (r.failed()) {
      if (err) *err = r.error();
      return out;
    }
    if (r.done()) return out;
    EXPECT_TRUE(r.needs_more());
    state = r.state();
    buf.erase(0, r.consumed());
    const std::size_t n = std::min(step, doc.size() - fed);
    EXPECT_TRUE(n > 0 || final) << "stuck";
    buf.append(doc.substr(fed, n));
    fed += n;
  }
  ADD_FAILURE() << "no progress";
  return out;
}

const std::string document = R"({"orders":[{"id":1,"items":[{"isbn":"978-0","lineTotal":12.50,"q":-3e2,"f":0.001}],
  "ok":true,"none":null,"no":false,"s":"a\u00e9\n\"b\ud83d\ude00 é"}],
  "empty_array" : [ ] , "empty_object":{}, "nested":[[[1,[2]],{"k":[]}]], "big":18446744073709551615})";

TEST(Reader, TokensAndDepths) {
  const auto toks = read_whole(R"({"a":[1,{"b":"x"}],"c":null})");
  const std::vector<tok> expected{
      {token::begin_object, 0, "{"}, {token::property_name, 1, "a"}, {token::begin_array, 1, "["},
      {token::number, 2, "1"},       {token::begin_object, 2, "{"},  {token::property_name, 3, "b"},
      {token::string, 3, "x"},       {token::end_object, 2, "}"},    {token::end_array, 1, "]"},
      {token::property_name, 1, "c"}, {token::null_value, 1, "null"}, {token::end_object, 0, "}"},
  };
  EXPECT_EQ(toks, expected);
}

TEST(Reader, ScalarDocuments) {
  EXPECT_EQ(read_whole("42"), (std::vector<tok>{{token::number, 0, "42"}}));
  EXPECT_EQ(read_whole(" \"x\" "), (std::vector<tok>{{token::string, 0, "x"}}));
  EXPECT_EQ(read_whole("true"), (std::vector<tok>{{token::true_value, 0, "true"}}));
}

TEST(Reader, EverySplitPointGivesTheSameTokens) {
  const auto whole = read_whole(document);
  ASSERT_GT(whole.size(), 40u);
  for (std::size_t k = 0; k <= document.size(); ++k) {
    for (std::size_t step : {std::size_t{1}, std::size_t{3}, std::size_t{64}}) {
      ASSERT_EQ(read_split(document, k, step), whole) << "first buffer " << k << ", then " << step;
    }
  }
}

TEST(Reader, NumbersAreExact) {
  reader r(R"([18446744073709551615,-9223372036854775808,1.5,189.50,1e400])");
  ASSERT_TRUE(r.read());
  ASSERT_TRUE(r.read());
  EXPECT_EQ(r.get<std::uint64_t>(), 18446744073709551615ULL);
  std::int64_t i = 0;
  EXPECT_FALSE(r.get(i));  // does not fit
  ASSERT_TRUE(r.read());
  EXPECT_EQ(r.get<std::int64_t>(), INT64_MIN);
  ASSERT_TRUE(r.read());
  EXPECT_EQ(r.get<double>(), 1.5);
  EXPECT_FALSE(r.get(i));  // not an integer
  ASSERT_TRUE(r.read());
  EXPECT_EQ(r.get<tidyjson::decimal>().to_string(), "189.50");
  ASSERT_TRUE(r.read());
  double d = 0;
  EXPECT_FALSE(r.get(d));  // out of range
  EXPECT_THROW((void)r.get<double>(), tidyjson::error);
}

TEST(Reader, StringsAreUnescaped) {
  reader r(R"(["a\"b\\c\/d\u0041\n", "plain"])");
  ASSERT_TRUE(r.read());
  ASSERT_TRUE(r.read());
  EXPECT_EQ(r.get_string(), "a\"b\\c/dA\n");
  EXPECT_TRUE(r.has_escapes());
  EXPECT_EQ(r.raw(), R"(a\"b\\c\/d\u0041\n)");
  ASSERT_TRUE(r.read());
  EXPECT_EQ(r.get_string(), "plain");
  EXPECT_FALSE(r.has_escapes());
}

TEST(Reader, OnlyStringsAndNamesHaveAString) {
  // get_string() and has_escapes() belong to strings and property names:
  // every other token gives "" and false, through read(), through a
  // read_each callback, and through the reader after read_each stopped on
  // it; never the text of an earlier string, whose decoded copy may be gone.
  const std::string long_escaped = "x\\n" + std::string(200, 'y');
  const std::string doc = R"(["esc\"aped",1,{"k\n":true},[null],")" + long_escaped + R"(",-2.5,false])";
  auto check = [](token type, std::string_view text, bool escaped) {
    if (type == token::string || type == token::property_name) return;
    EXPECT_EQ(text, "") << static_cast<int>(type);
    EXPECT_FALSE(escaped) << static_cast<int>(type);
  };
  {
    reader r(doc);
    int tokens = 0;
    while (r.read()) {
      check(r.type(), r.get_string(), r.has_escapes());
      ++tokens;
    }
    EXPECT_TRUE(r.done());
    EXPECT_EQ(tokens, 14);
  }
  {
    // Stopped at every token, so that each batch starts from the token the
    // one before left in the reader.
    reader r(doc);
    int tokens = 0;
    for (;;) {
      const bool stopped = r.read_each([&](const tidyjson::token_view& t) {
        check(t.type(), t.get_string(), t.has_escapes());
        ++tokens;
        return false;
      });
      if (!stopped) break;
      check(r.type(), r.get_string(), r.has_escapes());
    }
    EXPECT_TRUE(r.done());
    EXPECT_EQ(tokens, 14);
  }
  {
    // The escaped string is decoded in one batch, which stops on it; the
    // next batch stops on the number after it.
    const std::string two = R"(["a\nbbbbbbbbbbbbbbbbbbbb",")" + long_escaped + R"(",1])";
    reader r(two);
    int seen = 0;
    auto stop_at = [&](int n) {
      return r.read_each([&](const tidyjson::token_view&) { return ++seen != n; });
    };
    ASSERT_TRUE(stop_at(2));
    EXPECT_EQ(r.get_string(), "a\nbbbbbbbbbbbbbbbbbbbb");
    EXPECT_TRUE(r.has_escapes());
    ASSERT_TRUE(stop_at(4));
    EXPECT_EQ(r.type(), token::number);
    EXPECT_EQ(r.get_string(), "");
    EXPECT_FALSE(r.has_escapes());
    EXPECT_EQ(r.raw(), "1");
  }
}

TEST(Reader, SkipJumpsOverAValue) {
  reader r(R"({"skip":{"a":[1,2,{"b":3}]},"keep":4})");
  ASSERT_TRUE(r.read());  // {
  ASSERT_TRUE(r.read());  // "skip"
  ASSERT_TRUE(r.read());  // {
  ASSERT_TRUE(r.skip());
  EXPECT_EQ(r.type(), token::end_object);
  ASSERT_TRUE(r.read());
  EXPECT_EQ(r.get_string(), "keep");
}

TEST(Reader, SkipAcrossBuffersNeedsMoreWithoutConsuming) {
  const std::string doc = R"({"skip":{"a":[1,2,3]},"keep":4})";
  reader r(std::string_view(doc).substr(0, 15), false);
  ASSERT_TRUE(r.read());
  ASSERT_TRUE(r.read());
  ASSERT_TRUE(r.read());
  const std::size_t before = r.consumed();
  EXPECT_FALSE(r.skip());
  EXPECT_TRUE(r.needs_more());
  EXPECT_EQ(r.consumed(), before);
}

struct bad_case {
  const char* input;
  tidyjson::error_code code;
  std::size_t line;
  std::size_t column;
};

class PullReaderErrors : public ::testing::TestWithParam<bad_case> {};

TEST_P(PullReaderErrors, AreReportedWithPositionAtEverySplit) {
  const bad_case& c = GetParam();
  const std::string_view doc = c.input;
  for (std::size_t k = 0; k <= doc.size(); ++k) {
    tidyjson::error_info err;
    read_split(doc, k, 2, &err);
    EXPECT_EQ(err.code, c.code) << c.input << " split at " << k << ": " << err.describe();
    EXPECT_EQ(err.line, c.line) << c.input << " split at " << k;
    EXPECT_EQ(err.column, c.column) << c.input << " split at " << k;
  }
}

INSTANTIATE_TEST_SUITE_P(
    Strict, PullReaderErrors,
    ::testing::Values(bad_case{"[1,2,]", tidyjson::error_code::trailing_comma, 1, 5},
                      bad_case{"{\"a\":1,}", tidyjson::error_code::trailing_comma, 1, 7},
                      bad_case{"[1]\n x", tidyjson::error_code::trailing_content, 2, 2},
                      bad_case{"[01]", tidyjson::error_code::invalid_number, 1, 2},
                      bad_case{"[-]", tidyjson::error_code::invalid_number, 1, 2},
                      bad_case{"[\"\\x\"]", tidyjson::error_code::invalid_string, 1, 3},
                      bad_case{"[\"\\ud800\"]", tidyjson::error_code::invalid_string, 1, 3},
                      bad_case{"[\"a\x01\"]", tidyjson::error_code::invalid_string, 1, 4},
                      bad_case{"[\"\xff\"]", tidyjson::error_code::invalid_utf8, 1, 3},
                      bad_case{"// c\n[1]", tidyjson::error_code::comment, 1, 1},
                      bad_case{"[1,\n2\n", tidyjson::error_code::unexpected_end, 3, 1},
                      bad_case{"{\"a\" 1}", tidyjson::error_code::unexpected_character, 1, 6},
                      bad_case{"[tru]", tidyjson::error_code::unexpected_character, 1, 2},
                      // Newlines between the comma and the bracket: the error is at the comma.
                      bad_case{"[1,\n\n]", tidyjson::error_code::trailing_comma, 1, 3},
                      bad_case{"{\n\"a\":1,\r\n}", tidyjson::error_code::trailing_comma, 2, 6},
                      bad_case{"[\n1,\n\"a\",\n\t\"b\" x]", tidyjson::error_code::unexpected_character, 4, 6}));

// Lines and columns are counted on demand; newlines inside comments count
// too, wherever the buffers are split.
TEST(Reader, ErrorPositionAfterMultiLineComments) {
  const tidyjson::options lenient{tidyjson::comments::skip};
  const std::string doc = "/* a\nb */ [1,\n// c\n  x]";
  for (std::size_t k = 0; k <= doc.size(); ++k) {
    tidyjson::error_info err;
    read_split(doc, k, 3, &err, reader_state(lenient));
    EXPECT_EQ(err.code, tidyjson::error_code::unexpected_character) << k;
    EXPECT_EQ(err.line, 4u) << k;
    EXPECT_EQ(err.column, 3u) << k;
    EXPECT_EQ(err.offset, doc.size() - 2) << k;
  }
}

// A UTF-8 byte order mark at the start is skipped, as deserialize skips it,
// wherever the buffers split it; positions still count its three bytes.
TEST(Reader, ByteOrderMarkAtTheStartIsSkipped) {
  const std::string doc = "\xEF\xBB\xBF[1,\"a\"]";
  const auto whole = read_whole(doc);
  EXPECT_EQ(whole, read_whole(doc.substr(3)));
  for (std::size_t k = 0; k <= doc.size(); ++k) EXPECT_EQ(read_split(doc, k, 1), whole) << k;
  const std::string bad = "\xEF\xBB\xBF[1,]";
  for (std::size_t k = 0; k <= bad.size(); ++k) {
    tidyjson::error_info err;
    read_split(bad, k, 1, &err);
    EXPECT_EQ(err.code, tidyjson::error_code::trailing_comma) << k;
    EXPECT_EQ(err.offset, 5u) << k;
    EXPECT_EQ(err.column, 6u) << k;
  }
  EXPECT_EQ(tidyjson::try_deserialize<std::vector<int>>(bad).error().column, 6u);
  // Only at the start of the document, and only a whole one.
  reader later("[\xEF\xBB\xBF]");
  ASSERT_TRUE(later.read());
  EXPECT_FALSE(later.read());
  EXPECT_TRUE(later.failed());
  reader cut("\xEF\xBB");
  EXPECT_FALSE(cut.read());
  EXPECT_TRUE(cut.failed());
  EXPECT_EQ(cut.error().offset, 0u);
}

// The state carries the line of the first unconsumed byte: the end of the
// last complete token (the comma after it and the unfinished string are
// given again).
TEST(Reader, StateCarriesTheLine) {
  const std::string doc = "[\n1,\n2,\n\"abc";
  reader r(doc, false);
  while (r.read()) {
  }
  ASSERT_TRUE(r.needs_more());
  EXPECT_EQ(r.consumed(), 6u);
  EXPECT_EQ(r.state().line(), 3u);
  EXPECT_EQ(r.state().offset(), 6u);
  const std::string rest = doc.substr(6) + "\n\n]";
  reader next(rest, true, r.state());
  while (next.read()) {
  }
  ASSERT_TRUE(next.failed());
  EXPECT_EQ(next.error().code, tidyjson::error_code::invalid_string);
  EXPECT_EQ(next.error().line, 4u);
  EXPECT_EQ(next.error().column, 5u);
}

TEST(Reader, SettingsComeWithTheState) {
  const tidyjson::options lenient{tidyjson::comments::skip, tidyjson::trailing_commas::allow};
  const std::string doc = "/* head */ [1, // one\n 2,]";
  const auto toks = read_whole(doc, reader_state(lenient));
  EXPECT_EQ(toks.size(), 4u);
  for (std::size_t k = 0; k <= doc.size(); ++k) EXPECT_EQ(read_split(doc, k, 1, nullptr, reader_state(lenient)), toks);
}

TEST(Reader, MaxDepthIsEnforced) {
  std::string deep(70, '[');
  deep += std::string(70, ']');
  reader r(deep);
  while (r.read()) {
  }
  ASSERT_TRUE(r.failed());
  EXPECT_EQ(r.error().code, tidyjson::error_code::depth_exceeded);
  EXPECT_EQ(r.error().column, 65u);
}

TEST(Reader, ATokenLargerThanTheBufferNeedsMoreWithNothingConsumed) {
  const std::string doc = "[\"" + std::string(1000, 'x') + "\"]";
  reader r(std::string_view(doc).substr(0, 100), false);
  ASSERT_TRUE(r.read());  // [
  EXPECT_FALSE(r.read());
  EXPECT_TRUE(r.needs_more());
  EXPECT_EQ(r.consumed(), 1u);  // only the '[': the string must be given again, whole
}

}  // namespace

namespace {

// Found by fuzz_reader: a line comment cut by the end of a buffer may go on
// in the next one.
TEST(ReaderRegression, LineCommentSplitAcrossBuffers) {
  const tidyjson::options lenient{tidyjson::comments::skip};
  const std::string doc = "5 //2\x81]";
  const auto whole = read_whole(doc, reader_state(lenient));
  for (std::size_t k = 0; k <= doc.size(); ++k) EXPECT_EQ(read_split(doc, k, 2, nullptr, reader_state(lenient)), whole);
}

// Found by fuzz_reader: a member name that starts like a literal, cut by the
// end of a buffer, must not leave the reader past the comma.
TEST(ReaderRegression, LiteralPrefixWhereANameIsExpected) {
  const std::string doc = "{\"a\":[],fal\t21.5}";
  tidyjson::error_info whole_err;
  read_split(doc, doc.size(), 1, &whole_err);
  for (std::size_t k = 0; k <= doc.size(); ++k) {
    tidyjson::error_info err;
    read_split(doc, k, 4, &err);
    EXPECT_EQ(err.code, whole_err.code) << k;
    EXPECT_EQ(err.column, whole_err.column) << k;
  }
  EXPECT_EQ(whole_err.code, tidyjson::error_code::unexpected_character);
}

}  // namespace
