// Strings: escaping on output (minimal, HTML-safe, ASCII-only, custom),
// decoding on input, UTF-8 validation both ways, string_view and C strings.
#include "test_util.hpp"

#include <map>
#include <random>
#include <string>
#include <string_view>
#include <vector>

using tidyjson::error_code;
using tidyjson_test::read_code;
using tidyjson_test::read_failure;
using tidyjson_test::write_failure;

namespace {

using namespace std::string_literals;

struct Named {
  std::string name;
  std::vector<std::string> tags;
  friend bool operator==(const Named&, const Named&) = default;
};
TIDYJSON_TYPE(Named, name, tags)

// ---------------------------------------------------------------------------
// Writing

TEST(StringWrite, MinimalEscapes) {
  EXPECT_EQ(tidyjson::serialize("plain"s), R"("plain")");
  EXPECT_EQ(tidyjson::serialize("\"\\/\b\f\n\r\t"s), R"("\"\\/\b\f\n\r\t")");
  EXPECT_EQ(tidyjson::serialize("\x01\x1f\x7f"s), "\"\\u0001\\u001f\x7f\"");
  EXPECT_EQ(tidyjson::serialize("a\0b"s), R"("a\u0000b")");
  EXPECT_EQ(tidyjson::serialize(""s), R"("")");
  // Non-ASCII text is written as it is.
  EXPECT_EQ(tidyjson::serialize("h\xc3\xa9llo \xe2\x82\xac \xf0\x9f\x98\x80"s), "\"h\xc3\xa9llo \xe2\x82\xac \xf0\x9f\x98\x80\"");
  // HTML-sensitive characters are not escaped by default.
  EXPECT_EQ(tidyjson::serialize("<a href='x'>&</a>"s), R"("<a href='x'>&</a>")");
}

TEST(StringWrite, EscapesInEveryPositionOfAWord) {
  // The writer scans eight bytes at a time; put the special byte at each offset.
  for (std::size_t len = 1; len < 40; ++len) {
    for (std::size_t at = 0; at < len; ++at) {
      std::string s(len, 'x');
      s[at] = '\n';
      // Appended piece by piece: GCC 12 misreports `"literal" + std::string` (-Wrestrict).
      std::string expected(1, '"');
      expected.append(at, 'x');
      expected.append("\\n");
      expected.append(len - at - 1, 'x');
      expected.push_back('"');
      ASSERT_EQ(tidyjson::serialize(s), expected) << len << " " << at;
    }
  }
}

TEST(StringWrite, HtmlSafe) {
  static const tidyjson::options opts{tidyjson::escaping::html_safe};
  EXPECT_EQ(tidyjson::serialize("<a href='x'>&</a>"s, opts),
            R"("\u003ca href=\u0027x\u0027\u003e\u0026\u003c/a\u003e")");
  EXPECT_EQ(tidyjson::serialize("a long prefix to reach the fast path <script>"s, opts),
            R"("a long prefix to reach the fast path \u003cscript\u003e")");
  EXPECT_EQ(tidyjson::serialize("caf\xc3\xa9"s, opts), "\"caf\xc3\xa9\"");
}

TEST(StringWrite, AsciiOnlyWithSurrogatePairs) {
  static const tidyjson::options opts{tidyjson::escaping::ascii_only};
  EXPECT_EQ(tidyjson::serialize("caf\xc3\xa9"s, opts), R"("caf\u00e9")");
  EXPECT_EQ(tidyjson::serialize("\xe2\x82\xac"s, opts), R"("\u20ac")");
  EXPECT_EQ(tidyjson::serialize("\xef\xbf\xbf"s, opts), R"("\uffff")");
  EXPECT_EQ(tidyjson::serialize("\xf0\x9f\x98\x80"s, opts), R"("\ud83d\ude00")");
  EXPECT_EQ(tidyjson::serialize("\xf4\x8f\xbf\xbf"s, opts), R"("\udbff\udfff")");
  EXPECT_EQ(tidyjson::serialize("\xf0\x90\x80\x80"s, opts), R"("\ud800\udc00")");
  EXPECT_EQ(tidyjson::serialize("x<\n"s, opts), R"("x<\n")");
  // And it reads back.
  const std::string text = "a\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80z";
  EXPECT_EQ(tidyjson::deserialize<std::string>(tidyjson::serialize(text, opts)), text);
}

bool escape_plus_and_e_acute(char32_t cp) { return cp == U'+' || cp == U'\u00e9'; }

TEST(StringWrite, CustomEscaper) {
  static const tidyjson::options opts{tidyjson::custom_escaper{&escape_plus_and_e_acute}};
  EXPECT_EQ(tidyjson::serialize("1+1"s, opts), R"("1\u002b1")");
  // Long enough for the eight-bytes-at-a-time scan.
  EXPECT_EQ(tidyjson::serialize("one plus one: 1+1, caf\xc3\xa9"s, opts), R"("one plus one: 1\u002b1, caf\u00e9")");
  // Member names too.
  EXPECT_EQ(tidyjson::serialize(std::map<std::string, int>{{"a+b", 1}}, opts), R"({"a\u002bb":1})");
  static const tidyjson::options html{tidyjson::escaping::html_safe, tidyjson::custom_escaper{&escape_plus_and_e_acute}};
  EXPECT_EQ(tidyjson::serialize("<1+1 is two, so they say>"s, html), R"("\u003c1\u002b1 is two, so they say\u003e")");
}

std::string random_text(std::mt19937& rng, std::size_t n) {
  static const std::vector<std::string> pieces = {"a", "Z", " ", "\"", "\\", "\n", "\x01", "\x1f", "<", "&", "'", "/",
                                                  "\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80", "\x7f", "0123456789"};
  std::string s;
  while (s.size() < n) s += pieces[rng() % pieces.size()];
  return s;
}

TEST(StringWrite, LongStringsRoundTripInEveryMode) {
  std::mt19937 rng(3);
  for (auto mode : {tidyjson::escaping::minimal, tidyjson::escaping::html_safe, tidyjson::escaping::ascii_only}) {
    const tidyjson::options opts{mode};
    for (std::size_t n : {0u, 7u, 8u, 9u, 1023u, 1024u, 1025u, 3000u, 10000u}) {
      const std::string s = random_text(rng, n);
      const std::string text = tidyjson::serialize(s, opts);
      ASSERT_EQ(tidyjson::deserialize<std::string>(text), s);
      if (mode == tidyjson::escaping::ascii_only) {
        for (char c : text) ASSERT_LT(static_cast<unsigned char>(c), 0x80);
      }
      if (mode == tidyjson::escaping::html_safe) {
        ASSERT_EQ(text.find_first_of("<>&'"), std::string::npos);
      }
    }
  }
}

TEST(StringWrite, WorstCaseExpansionAcrossTheEscapeBlock) {
  // Every byte expands to six, then a four-byte sequence straddles the
  // writer's 1024-byte escape block and expands to twelve.
  static const tidyjson::options opts{tidyjson::escaping::ascii_only};
  for (std::size_t controls : {1020u, 1021u, 1022u, 1023u, 2045u, 2046u, 2047u}) {
    const std::string s = std::string(controls, '\x01') + "\xf0\x9f\x98\x80" + std::string(5, '\x02');
    std::string expected = "\"";
    for (std::size_t i = 0; i < controls; ++i) expected += "\\u0001";
    expected += "\\ud83d\\ude00";
    for (int i = 0; i < 5; ++i) expected += "\\u0002";
    expected += "\"";
    ASSERT_EQ(tidyjson::serialize(s, opts), expected) << controls;
    std::string buffer;
    tidyjson::serialize_to(buffer, std::vector<std::string>{s, s}, opts);
    ASSERT_EQ(buffer, "[" + expected + "," + expected + "]");
  }
}

TEST(StringWrite, InvalidUtf8IsAnErrorNeverMangled) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"\x80", "80"},                  // lone continuation byte
      {"ab\xc3", "c3"},                // truncated at the end
      {"\xc3(", "c3"},                 // bad continuation
      {"\xc0\xaf", "c0"},              // overlong '/'
      {"\xe0\x80\xaf", "e0"},          // overlong, three bytes
      {"\xed\xa0\x80", "ed"},          // an encoded surrogate
      {"\xf4\x90\x80\x80", "f4"},      // above U+10FFFF
      {"\xf5\x80\x80\x80", "f5"},      // invalid lead byte
      {"\xff", "ff"},
  };
  for (const auto& [bad, byte] : cases) {
    for (auto mode : {tidyjson::escaping::minimal, tidyjson::escaping::html_safe, tidyjson::escaping::ascii_only}) {
      const tidyjson::options opts{mode};
      const auto f = write_failure("valid text first " + bad + " and after", opts);
      EXPECT_EQ(f.code, error_code::invalid_utf8_output) << byte;
      EXPECT_EQ(f.message, "string is not valid UTF-8 (byte 0x" + byte + ")");
      EXPECT_EQ(f.path, "$");
      EXPECT_EQ(f.line, 0u);
    }
  }
}

TEST(StringWrite, InvalidUtf8ErrorHasThePath) {
  const Named n{"ok", {"fine", "bad\xfe"}};
  const auto f = write_failure(n);
  EXPECT_EQ(f.code, error_code::invalid_utf8_output);
  EXPECT_EQ(f.path, "$.tags[1]");
  const auto g = write_failure(Named{"\xc3", {}});
  EXPECT_EQ(g.path, "$.name");
  // Deep in a long string, past the first escape block.
  const auto h = write_failure(std::string(5000, 'a') + "\xc3");
  EXPECT_EQ(h.code, error_code::invalid_utf8_output);
}

TEST(StringWrite, FailedSerializeToLeavesNoPartialOutput) {
  std::string buffer = "old";
  EXPECT_THROW(tidyjson::serialize_to(buffer, Named{"ok", {"fine", "bad\xfe"}}), tidyjson::error);
  EXPECT_EQ(buffer, "");
}

TEST(StringWrite, CStringsAndViews) {
  EXPECT_EQ(tidyjson::serialize("literal"), R"("literal")");
  const char* p = "pointer";
  EXPECT_EQ(tidyjson::serialize(p), R"("pointer")");
  const char* null = nullptr;
  EXPECT_EQ(tidyjson::serialize(null), "null");
  EXPECT_EQ(tidyjson::serialize(std::string_view("view\t")), R"("view\t")");
  char buffer[8] = "ab";
  EXPECT_EQ(tidyjson::serialize(buffer), R"("ab")");
}

// ---------------------------------------------------------------------------
// Reading

TEST(StringRead, Escapes) {
  EXPECT_EQ(tidyjson::deserialize<std::string>(R"("\"\\\/\b\f\n\r\t")"), "\"\\/\b\f\n\r\t");
  EXPECT_EQ(tidyjson::deserialize<std::string>(R"("\u0041\u00e9\u20AC")"), "A\xc3\xa9\xe2\x82\xac");
  EXPECT_EQ(tidyjson::deserialize<std::string>(R"("\u0000")"), "\0"s);
  EXPECT_EQ(tidyjson::deserialize<std::string>(R"("\ud83d\ude00")"), "\xf0\x9f\x98\x80");
  EXPECT_EQ(tidyjson::deserialize<std::string>(R"("\uDBFF\uDFFF")"), "\xf4\x8f\xbf\xbf");
  EXPECT_EQ(tidyjson::deserialize<std::string>(R"("x\ud83d\ude00y\n")"), "x\xf0\x9f\x98\x80y\n");
  EXPECT_EQ(tidyjson::deserialize<std::string>("\"\xef\xbf\xbf\x7f\""), "\xef\xbf\xbf\x7f");
  EXPECT_EQ(tidyjson::deserialize<std::string>("\"caf\xc3\xa9 \\\" \xe2\x82\xac\""), "caf\xc3\xa9 \" \xe2\x82\xac");
}

TEST(StringRead, BadEscapes) {
  auto f = read_failure<std::string>(R"("ab\x")");
  EXPECT_EQ(f.code, error_code::invalid_string);
  EXPECT_EQ(f.message, "invalid escape sequence '\\x' in string");
  EXPECT_EQ(f.column, 4u);
  f = read_failure<std::string>(R"("\u12G4")");
  EXPECT_EQ(f.code, error_code::invalid_string);
  EXPECT_EQ(f.message, "invalid \\u escape: expected four hexadecimal digits");
  EXPECT_EQ(f.column, 2u);
  EXPECT_EQ(read_code<std::string>(R"("\U0041")"), error_code::invalid_string);
  EXPECT_EQ(read_code<std::string>(R"("\')"), error_code::invalid_string);
  // A short \u escape near the end of the text is wrong whatever follows
  // once a byte that is not a hex digit is there (the closing quote): not
  // "unexpected end of input".
  for (const char* text : {R"("\u12")", R"("\u")", R"(["\u1"])"}) {
    const auto g = tidyjson::document::try_parse(text);
    ASSERT_FALSE(g) << text;
    EXPECT_EQ(g.error().code, error_code::invalid_string) << text;
    EXPECT_EQ(g.error().message, "invalid \\u escape: expected four hexadecimal digits") << text;
  }
  EXPECT_EQ(read_failure<std::string>(R"("\u12")").column, 2u);
  // Cut off inside the hex digits: the input ends there.
  EXPECT_EQ(read_code<std::string>(R"("\u12)"), error_code::unexpected_end);
}

TEST(StringRead, UnpairedSurrogates) {
  auto f = read_failure<std::string>(R"("a\ud800")");
  EXPECT_EQ(f.code, error_code::invalid_string);
  EXPECT_EQ(f.message, "unpaired surrogate \\ud800 in string (a high surrogate must be followed by a low one)");
  EXPECT_EQ(f.column, 3u);
  f = read_failure<std::string>(R"("\udc00x")");
  EXPECT_EQ(f.code, error_code::invalid_string);
  EXPECT_EQ(f.message, "unpaired surrogate \\udc00 in string (a low surrogate without a high one)");
  EXPECT_EQ(f.column, 2u);
  EXPECT_EQ(read_code<std::string>(R"("\ud800\u0041")"), error_code::invalid_string);
  EXPECT_EQ(read_code<std::string>(R"("\ud800\ud800")"), error_code::invalid_string);
  EXPECT_EQ(read_code<std::string>(R"("\ud800\n")"), error_code::invalid_string);
  EXPECT_EQ(read_code<std::string>(R"("\ud800")"), error_code::invalid_string);
  EXPECT_EQ(read_code<std::vector<std::string>>(R"(["\ud800"])"), error_code::invalid_string);
}

TEST(StringRead, ControlCharactersMustBeEscaped) {
  auto f = read_failure<std::string>("\"ab\ncd\"");
  EXPECT_EQ(f.code, error_code::invalid_string);
  EXPECT_EQ(f.message, "control character U+000A must be escaped in a string");
  EXPECT_EQ(f.line, 1u);
  EXPECT_EQ(f.column, 4u);
  f = read_failure<std::string>("\"\\n\tx\"");
  EXPECT_EQ(f.message, "control character U+0009 must be escaped in a string");
  EXPECT_EQ(f.column, 4u);
  EXPECT_EQ(read_code<std::string>("\"0123456789\x1f\""), error_code::invalid_string);
  EXPECT_EQ(read_code<std::string>("\"\0\""s), error_code::invalid_string);
}

TEST(StringRead, InvalidUtf8) {
  const std::vector<std::string> bad = {"\x80", "\xc3(", "\xc0\xaf", "\xe0\x80\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80",
                                        "\xf5\x80\x80\x80", "\xff", "\xe2\x82\""};
  for (const std::string& b : bad) {
    for (const std::string& prefix : {""s, "0123456789abcdef"s, "\\n"s}) {
      const std::string text = "\"" + prefix + b + "\"";
      const auto f = read_failure<std::string>(text);
      EXPECT_EQ(f.code, error_code::invalid_utf8) << text;
      EXPECT_EQ(f.column, 2 + prefix.size()) << text;
    }
  }
  const auto f = read_failure<std::string>("\"\xff\"");
  EXPECT_EQ(f.message, "invalid UTF-8 in string (byte 0xFF)");
  // In member names and in skipped values as well.
  EXPECT_EQ(read_code<Named>("{\"na\xffme\":1}"), error_code::invalid_utf8);
  EXPECT_EQ(read_code<Named>("{\"other\":\"\xc3\"}"), error_code::invalid_utf8);
}

TEST(StringRead, TruncatedStrings) {
  EXPECT_EQ(read_code<std::string>("\"abc"), error_code::unexpected_end);
  EXPECT_EQ(read_code<std::string>("\"abc\\"), error_code::unexpected_end);
  EXPECT_EQ(read_code<std::string>("\"abc\\u12"), error_code::unexpected_end);
  EXPECT_EQ(read_code<std::string>("\"\xe2\x82"), error_code::unexpected_end);
  EXPECT_EQ(read_code<std::string>("\"0123456789abcdefgh"), error_code::unexpected_end);
}

TEST(StringRead, WrongType) {
  const auto f = read_failure<std::string>("42");
  EXPECT_EQ(f.code, error_code::type_mismatch);
  EXPECT_EQ(f.message, "expected a string, got a number");
  EXPECT_EQ(read_code<std::string>("null"), error_code::type_mismatch);
}

TEST(StringRead, StringViewPointsIntoTheInput) {
  const std::string text = R"("hello")";
  const auto v = tidyjson::deserialize<std::string_view>(text);
  EXPECT_EQ(v, "hello");
  EXPECT_EQ(v.data(), text.data() + 1);
  const auto f = read_failure<std::string_view>(R"("a\nb")");
  EXPECT_EQ(f.code, error_code::not_supported);
  EXPECT_EQ(f.message, "a std::string_view cannot hold a string with escape sequences; use std::string");
}

TEST(StringRead, ByteOrderMarkIsSkipped) {
  EXPECT_EQ(tidyjson::deserialize<std::string>("\xef\xbb\xbf\"x\""), "x");
  const auto f = read_failure<std::string>("\xef\xbb\xbf\"x");
  EXPECT_EQ(f.code, error_code::unexpected_end);
  EXPECT_EQ(f.column, 6u);
}

TEST(StringRead, RoundTripOfEveryCodePointClass) {
  std::string all;
  for (char32_t cp : {U'\u0000', U'\u001f', U'\u0020', U'\u007f', U'\u0080', U'\u07ff', U'\u0800', U'\ud7ff',
                      U'\ue000', U'\ufffd', U'\uffff', U'\U00010000', U'\U0010ffff'}) {
    char buf[4];
    all.append(buf, static_cast<std::size_t>(tidyjson::detail::encode_utf8(cp, buf)));
  }
  for (auto mode : {tidyjson::escaping::minimal, tidyjson::escaping::html_safe, tidyjson::escaping::ascii_only}) {
    const tidyjson::options opts{mode};
    EXPECT_EQ(tidyjson_test::round_trip(all, opts), all);
    const Named n{all, {all, "", all}};
    EXPECT_EQ(tidyjson_test::round_trip(n, opts), n);
  }
}

}  // namespace
