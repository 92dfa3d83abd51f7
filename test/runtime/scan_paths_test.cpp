// The readers' fast paths:
//
//   1. scan_string (read/scan.hpp) scans 16 bytes at a time with SSE2, then 8
//      (SWAR), then byte by byte: a special byte (escape, control character,
//      UTF-8 lead) at every position of strings of every length up to 80, and
//      inputs that end inside, at, or just past a 16-byte block.
//   2. read_object_members (read/value.hpp) compares the input with the next
//      expected member's key (`"name":`) before it scans a name: every order,
//      missing and unknown members, escaped names, names that are a prefix or
//      an extension of the expected one, whitespace and comments, duplicates,
//      case-insensitive and renamed names, keys of 4 to 24 bytes, truncation
//      and streaming, with runtime options and with contexts.
//   3. tidyjson::reader (read/reader.hpp) reads the token after a ',' at once
//      and consumes the ':' after a property name: the same tokens, offsets
//      and errors whether a document comes in one buffer or in two split at
//      every byte.
//
// scan_paths.cmake builds this file twice: as it is (runtime.scan_paths, the
// SSE2 scan on x86-64) and with TIDYJSON_NO_SIMD (runtime.scan_paths.portable,
// the word-at-a-time scan).
#include "test_util.hpp"

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <memory>
#include <new>
#include <optional>
#include <ostream>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

using tidyjson::error_code;

// Every allocation of the program, for PullReader.HandingTheStateOnAllocatesNothing.
#include "counted_new.hpp"
using tidyjson_test::allocations;

// ---------------------------------------------------------------------------
// Types and contexts

namespace scan {

/// A string between two other members: the cursor must land right after it.
struct Around {
  int a = 0;
  std::string s;
  int z = 0;
  friend bool operator==(const Around&, const Around&) = default;
};
TIDYJSON_TYPE(Around, a, s, z)

struct Item {
  std::string sku;
  int qty = 0;
  std::vector<int> sizes;
  bool gift = false;
  std::optional<std::string> note;
  friend bool operator==(const Item&, const Item&) = default;
};
TIDYJSON_TYPE(Item, sku, qty, sizes, gift, note)

/// Member names of 1 to 21 bytes (keys `"a":` of 4 to 24 bytes: every branch
/// of the key compare), each one a prefix of the next, so that the name in
/// the input is often a prefix or an extension of the expected one.
struct Chain {
  int a = 0, ab = 0, abc = 0, abcd = 0, abcde = 0, abcdef = 0, abcdefg = 0, abcdefgh = 0, abcdefghi = 0, abcdefghij = 0,
      abcdefghijk = 0, abcdefghijkl = 0, abcdefghijklm = 0, abcdefghijklmn = 0, abcdefghijklmno = 0,
      abcdefghijklmnop = 0, abcdefghijklmnopq = 0, abcdefghijklmnopqr = 0, abcdefghijklmnopqrs = 0,
      abcdefghijklmnopqrst = 0, abcdefghijklmnopqrstu = 0;
  friend bool operator==(const Chain&, const Chain&) = default;
};
TIDYJSON_TYPE(Chain, a, ab, abc, abcd, abcde, abcdef, abcdefg, abcdefgh, abcdefghi, abcdefghij, abcdefghijk,
              abcdefghijkl, abcdefghijklm, abcdefghijklmn, abcdefghijklmno, abcdefghijklmnop, abcdefghijklmnopq,
              abcdefghijklmnopqr, abcdefghijklmnopqrs, abcdefghijklmnopqrst, abcdefghijklmnopqrstu)

inline constexpr std::size_t kChainSize = 21;
inline constexpr int Chain::*kChainMembers[kChainSize] = {
    &Chain::a,
    &Chain::ab,
    &Chain::abc,
    &Chain::abcd,
    &Chain::abcde,
    &Chain::abcdef,
    &Chain::abcdefg,
    &Chain::abcdefgh,
    &Chain::abcdefghi,
    &Chain::abcdefghij,
    &Chain::abcdefghijk,
    &Chain::abcdefghijkl,
    &Chain::abcdefghijklm,
    &Chain::abcdefghijklmn,
    &Chain::abcdefghijklmno,
    &Chain::abcdefghijklmnop,
    &Chain::abcdefghijklmnopq,
    &Chain::abcdefghijklmnopqr,
    &Chain::abcdefghijklmnopqrs,
    &Chain::abcdefghijklmnopqrst,
    &Chain::abcdefghijklmnopqrstu,
};

/// Names changed by the naming policy, renamed, and renamed to names whose
/// keys are escaped under some escaping modes (`"a\u003cb":` with html_safe,
/// `"caf\u00e9":` with ascii_only), and to the empty name (a 3-byte key).
struct Renamed {
  int unit_price = 0;
  std::string line_total;
  int HTTPServer = 0;
  int tag = 0;
  int cafe = 0;
  int blank = 0;
  friend bool operator==(const Renamed&, const Renamed&) = default;
};
TIDYJSON_TYPE(Renamed, unit_price, (line_total, tidyjson::rename{"Line Total"}), HTTPServer,
              (tag, tidyjson::rename{"a<b"}), (cafe, tidyjson::rename{"caf\xc3\xa9"}), (blank, tidyjson::rename{""}))

/// A member renamed to a name that is not UTF-8: a mistake in a description,
/// which must not make the reader accept such bytes in its input.
struct OddName {
  int x = 0;
  int y = 0;
  friend bool operator==(const OddName&, const OddName&) = default;
};
TIDYJSON_TYPE(OddName, (x, tidyjson::rename{"\xff"}), y)

// Readable values in failure messages.
template <tidyjson::detail::described_object T>
std::ostream& operator<<(std::ostream& os, const T& v) {
  return os << tidyjson::serialize(v);
}

}  // namespace scan

// One context per combination of settings that the member tests use; each
// test runs with these and with tidyjson::options holding the same settings.
TIDYJSON_CONTEXT(ScanPlain, (scan::Around, scan::Item, std::vector<scan::Item>, scan::Chain, std::vector<scan::Chain>))
TIDYJSON_CONTEXT(ScanStrict, (scan::Item, std::vector<scan::Item>, scan::Chain), tidyjson::unmapped::error)
TIDYJSON_CONTEXT(ScanLastWins, (scan::Item), tidyjson::duplicates::last_wins)
TIDYJSON_CONTEXT(ScanInsensitive, (scan::Item, scan::Chain), tidyjson::names::case_insensitive)
TIDYJSON_CONTEXT(ScanInsensitiveStrict, (scan::Item), tidyjson::names::case_insensitive, tidyjson::unmapped::error)
TIDYJSON_CONTEXT(ScanComments, (scan::Item), tidyjson::comments::skip)
TIDYJSON_CONTEXT(ScanCamel, (scan::Renamed), tidyjson::naming::camel_case, tidyjson::unmapped::error)
TIDYJSON_CONTEXT(ScanCamelHtml, (scan::Renamed), tidyjson::naming::camel_case, tidyjson::escaping::html_safe,
                 tidyjson::unmapped::error)
TIDYJSON_CONTEXT(ScanCamelAscii, (scan::Renamed), tidyjson::naming::camel_case, tidyjson::escaping::ascii_only,
                 tidyjson::unmapped::error)

namespace {

using tidyjson::reader;
using tidyjson::reader_state;
using tidyjson::token;

// ---------------------------------------------------------------------------
// Helpers

/// `text` with every byte outside printable ASCII as \xHH, for messages.
std::string printable(std::string_view text) {
  constexpr char hex[] = "0123456789ABCDEF";
  std::string out;
  for (char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (c >= 0x20 && c < 0x7F && c != '\\') {
      out += ch;
    } else if (c == '\\') {
      out += "\\\\";
    } else {
      out += "\\x";
      out += hex[c >> 4];
      out += hex[c & 0xF];
    }
  }
  return out;
}

/// An error as reported, offset included; code none for a success.
struct outcome {
  error_code code = error_code::none;
  std::string message;
  std::string path = "$";
  std::size_t line = 0;
  std::size_t column = 0;
  std::size_t offset = 0;
  friend bool operator==(const outcome&, const outcome&) = default;
  friend std::ostream& operator<<(std::ostream& os, const outcome& o) {
    return os << "{" << tidyjson::to_string(o.code) << ", \"" << printable(o.message) << "\", " << o.path << ", line "
              << o.line << ", column " << o.column << ", offset " << o.offset << "}";
  }
};

outcome of(const tidyjson::error_info& e) { return {e.code, e.message, e.path, e.line, e.column, e.offset}; }

/// The expected error at byte `offset` of `text`: line and column counted
/// here (a line ends at '\n'; the column counts bytes).
outcome at(std::string_view text, std::size_t offset, error_code code, std::string message, std::string path = "$") {
  std::size_t line = 1;
  std::size_t line_start = 0;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      line_start = i + 1;
    }
  }
  return {code, std::move(message), std::move(path), line, offset - line_start + 1, offset};
}

template <class T>
std::string show(const T& v) {
  std::ostringstream os;
  if constexpr (std::is_same_v<T, std::string>) {
    os << '"' << printable(v) << '"';
  } else {
    os << printable(tidyjson::serialize(v));
  }
  return os.str();
}

/// Reading `text` gives exactly `expected` (options or a context).
template <class T, class Cfg>
::testing::AssertionResult reads_as(std::string_view text, const Cfg& cfg, const T& expected) {
  auto r = tidyjson::try_deserialize<T>(text, cfg);
  if (!r) {
    return ::testing::AssertionFailure() << "failed with " << of(r.error()) << "\n  input: " << printable(text);
  }
  if (!(*r == expected)) {
    return ::testing::AssertionFailure() << "read " << show(*r) << "\n  expected " << show(expected)
                                         << "\n  input: " << printable(text);
  }
  return ::testing::AssertionSuccess();
}

/// Reading `text` fails with exactly `expected`.
template <class T, class Cfg>
::testing::AssertionResult fails_with(std::string_view text, const Cfg& cfg, const outcome& expected) {
  auto r = tidyjson::try_deserialize<T>(text, cfg);
  if (r) return ::testing::AssertionFailure() << "read " << show(*r) << "\n  input: " << printable(text);
  const outcome got = of(r.error());
  if (!(got == expected)) {
    return ::testing::AssertionFailure() << "failed with " << got << "\n  expected    " << expected
                                         << "\n  input: " << printable(text);
  }
  return ::testing::AssertionSuccess();
}

/// Printable ASCII that never stops a string scan, cycled: it includes ' '
/// (0x20, the first byte that is not a control character) and DEL (0x7F, the
/// last byte below the UTF-8 range), the two edges of the compare.
std::string filler(std::size_t n) {
  static const std::string pool =
      "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789!#$%&'()*+,-./:;<=>?@[]^_`{|}~\x7f";
  std::string s;
  s.reserve(n);
  for (std::size_t i = 0; i < n; ++i) s += pool[i % pool.size()];
  return s;
}

constexpr char kHex[] = "0123456789ABCDEF";
std::string hex_byte(unsigned char c) { return {kHex[c >> 4], kHex[c & 0xF]}; }

// ===========================================================================
// The scan that was compiled

TEST(ScanBuild, TheExpectedScanIsCompiled) {
#if defined(TIDYJSON_NO_SIMD)
  EXPECT_EQ(TIDYJSON_SSE2, 0) << "TIDYJSON_NO_SIMD must select the portable scan";
#elif defined(__SSE2__)
  EXPECT_EQ(TIDYJSON_SSE2, 1) << "SSE2 is available: the 16-byte scan must be compiled";
#else
  GTEST_SKIP() << "no SSE2 on this target: both builds test the portable scan";
#endif
}

// ===========================================================================
// 1. scan_string: a special byte at every position of every length

/// What a string piece is written as and what it decodes to.
struct piece {
  std::string label;
  std::string raw;
  std::string decoded;
};

const std::vector<piece>& valid_pieces() {
  static const std::vector<piece> pieces = {
      {"escape \\n", "\\n", "\n"},
      {"escape \\\"", "\\\"", "\""},
      {"escape \\\\", "\\\\", "\\"},
      {"escape \\/", "\\/", "/"},
      {"escape \\u00e9", "\\u00e9", "\xc3\xa9"},
      {"escape \\u0000", "\\u0000", std::string(1, '\0')},
      {"surrogate pair \\ud83d\\ude00", "\\ud83d\\ude00", "\xf0\x9f\x98\x80"},
      {"2-byte U+00E9", "\xc3\xa9", "\xc3\xa9"},
      {"2-byte U+0080", "\xc2\x80", "\xc2\x80"},
      {"2-byte U+07FF", "\xdf\xbf", "\xdf\xbf"},
      {"3-byte U+20AC", "\xe2\x82\xac", "\xe2\x82\xac"},
      {"3-byte U+0800", "\xe0\xa0\x80", "\xe0\xa0\x80"},
      {"3-byte U+FFFF", "\xef\xbf\xbf", "\xef\xbf\xbf"},
      {"4-byte U+1F600", "\xf0\x9f\x98\x80", "\xf0\x9f\x98\x80"},
      {"4-byte U+10FFFF", "\xf4\x8f\xbf\xbf", "\xf4\x8f\xbf\xbf"},
  };
  return pieces;
}

/// The pull reader reads `"raw"` as one string token that decodes to `expected`.
::testing::AssertionResult pulls_string(std::string_view raw, std::string_view expected) {
  const std::string doc = "\"" + std::string(raw) + "\"";
  reader r(doc);
  if (!r.read()) return ::testing::AssertionFailure() << "no token: " << of(r.error()) << " in " << printable(doc);
  if (r.type() != token::string || r.get_string() != expected || r.raw() != raw ||
      r.has_escapes() != (raw.find('\\') != std::string_view::npos)) {
    return ::testing::AssertionFailure() << "token " << static_cast<int>(r.type()) << " \"" << printable(r.get_string())
                                         << "\" raw \"" << printable(r.raw()) << "\" for " << printable(doc);
  }
  if (r.read() || !r.done()) return ::testing::AssertionFailure() << "not done after the string: " << printable(doc);
  return ::testing::AssertionSuccess();
}

TEST(ScanString, EveryValidPieceAtEveryPositionOfEveryLength) {
  // Filler of every length 0..80 with the piece inserted after k bytes, once,
  // and again with a second copy at the end (the scan resumes after a stop).
  for (const piece& pc : valid_pieces()) {
    for (int copies = 1; copies <= 2; ++copies) {
      for (std::size_t len = 0; len <= 80; ++len) {
        const std::string fill = filler(len);
        for (std::size_t k = 0; k <= len; ++k) {
          std::string raw = fill.substr(0, k) + pc.raw + fill.substr(k);
          std::string expected = fill.substr(0, k) + pc.decoded + fill.substr(k);
          if (copies == 2) {
            raw += pc.raw;
            expected += pc.decoded;
          }
          SCOPED_TRACE(pc.label + " x" + std::to_string(copies) + ", length " + std::to_string(len) + ", at " +
                       std::to_string(k));
          const std::string top = "\"" + raw + "\"";
          ASSERT_TRUE(reads_as<std::string>(top, tidyjson_test::defaults(), expected));
          const std::string member = R"({"a":1,"s":")" + raw + R"(","z":2})";
          const scan::Around around{1, expected, 2};
          ASSERT_TRUE(reads_as<scan::Around>(member, tidyjson_test::defaults(), around));
          ASSERT_TRUE(reads_as<scan::Around>(member, ScanPlain{}, around));
          ASSERT_TRUE(pulls_string(raw, expected));
          // What the writer makes of the decoded value reads back the same.
          ASSERT_EQ(tidyjson::deserialize<std::string>(tidyjson::serialize(expected)), expected);
          ASSERT_EQ(tidyjson::deserialize<scan::Around>(tidyjson::serialize(around)), around);
          ASSERT_EQ(tidyjson::deserialize<scan::Around>(tidyjson::serialize(around, ScanPlain{}), ScanPlain{}), around);
        }
      }
    }
  }
}

// Prefixes that make the scan stop and resume before the special byte: a
// multi-byte character (scan_string continues its loop) and an escape
// (decode_string takes over). The column counts bytes.
const std::vector<std::string> kPrefixes = {"", "\xc3\xa9", "\xf0\x9f\x98\x80", "\\t", "\\u00e9"};

TEST(ScanString, RawControlCharacterAtEveryPositionIsAnError) {
  for (const unsigned char c : {0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1F}) {
    const std::string message = "control character U+00" + hex_byte(c) + " must be escaped in a string";
    for (const std::string& prefix : kPrefixes) {
      for (std::size_t len = 1; len <= 80; ++len) {
        for (std::size_t k = 0; k < len; ++k) {
          std::string raw = prefix + filler(len);
          raw[prefix.size() + k] = static_cast<char>(c);
          const std::size_t bad = 1 + prefix.size() + k;  // offset of the byte in `"raw"`
          SCOPED_TRACE("U+00" + hex_byte(c) + " after \"" + printable(prefix) + "\", length " + std::to_string(len) +
                       ", at " + std::to_string(k));
          const std::string top = "\"" + raw + "\"";
          ASSERT_TRUE(fails_with<std::string>(top, tidyjson_test::defaults(),
                                              {error_code::invalid_string, message, "$", 1, bad + 1, bad}));
          const std::string member = R"({"a":1,"s":")" + raw + R"(","z":2})";
          const outcome in_member{error_code::invalid_string, message, "$.s", 1, bad + 12, bad + 11};
          ASSERT_TRUE(fails_with<scan::Around>(member, tidyjson_test::defaults(), in_member));
          ASSERT_TRUE(fails_with<scan::Around>(member, ScanPlain{}, in_member));
          reader r(top);
          ASSERT_FALSE(r.read());
          ASSERT_EQ(of(r.error()), (outcome{error_code::invalid_string, message, "$", 1, bad + 1, bad}));
        }
      }
    }
  }
}

TEST(ScanString, InvalidUtf8AtEveryPositionIsAnError) {
  struct bad_bytes {
    std::string bytes;
    unsigned char reported;  // the byte the message names: where the sequence starts
  };
  const std::vector<bad_bytes> cases = {
      {"\x80", 0x80},              // lone continuation byte
      {"\xbf", 0xBF},              // lone continuation byte
      {"\xc0\xaf", 0xC0},          // overlong '/'
      {"\xc1\xbf", 0xC1},          // overlong, two bytes
      {"\xe0\x80\xaf", 0xE0},      // overlong, three bytes
      {"\xf0\x80\x80\xaf", 0xF0},  // overlong, four bytes
      {"\xed\xa0\x80", 0xED},      // an encoded surrogate
      {"\xf4\x90\x80\x80", 0xF4},  // above U+10FFFF
      {"\xf5\x80\x80\x80", 0xF5},  // invalid lead byte
      {"\xff", 0xFF},              // invalid lead byte
      {"\xc3(", 0xC3},             // a lead byte without its continuation
      {"\xe2\x82(", 0xE2},         // cut short by an ASCII byte
      {"\xf0\x9f\x98(", 0xF0},     // cut short by an ASCII byte
      {"\xe2\x82\"", 0xE2},        // cut short by the closing quote
  };
  for (const bad_bytes& b : cases) {
    const std::string message = "invalid UTF-8 in string (byte 0x" + hex_byte(b.reported) + ")";
    for (const std::string& prefix : kPrefixes) {
      for (std::size_t len = 0; len <= 80; ++len) {
        const std::string fill = filler(len);
        for (std::size_t k = 0; k <= len; ++k) {
          const std::string raw = prefix + fill.substr(0, k) + b.bytes + fill.substr(k);
          const std::size_t bad = 1 + prefix.size() + k;
          SCOPED_TRACE(printable(b.bytes) + " after \"" + printable(prefix) + "\", length " + std::to_string(len) +
                       ", at " + std::to_string(k));
          const std::string top = "\"" + raw + "\"";
          ASSERT_TRUE(fails_with<std::string>(top, tidyjson_test::defaults(),
                                              {error_code::invalid_utf8, message, "$", 1, bad + 1, bad}));
          const std::string member = R"({"a":1,"s":")" + raw + R"(","z":2})";
          const outcome in_member{error_code::invalid_utf8, message, "$.s", 1, bad + 12, bad + 11};
          ASSERT_TRUE(fails_with<scan::Around>(member, tidyjson_test::defaults(), in_member));
          ASSERT_TRUE(fails_with<scan::Around>(member, ScanPlain{}, in_member));
          reader r(top);
          ASSERT_FALSE(r.read());
          ASSERT_EQ(of(r.error()).code, error_code::invalid_utf8);
          ASSERT_EQ(of(r.error()).offset, bad);
        }
      }
    }
  }
}

/// An input that ends after `text`, held in a buffer that goes on with
/// `bait`: bytes that would complete the value, so that a scan that looks
/// past the end of its input reads a different result.
struct baited {
  std::string storage;
  std::size_t size;
  baited(const std::string& text, const std::string& bait) : storage(text + bait), size(text.size()) {}
  [[nodiscard]] std::string_view view() const { return std::string_view(storage.data(), size); }
};

TEST(ScanString, EndOfInputInsideAStringAtEveryLength) {
  // What the input ends with, and what would complete the string.
  struct cut {
    std::string tail;
    std::string rest;
  };
  const std::vector<cut> cuts = {
      {"", "\""},                  // no closing quote
      {"\\", "n\""},               // inside an escape
      {"\\u00", "e9\""},           // inside a \u escape
      {"\\ud83d", "\\ude00\""},    // a high surrogate, the low one missing
      {"\\ud83d\\", "ude00\""},    // ... cut inside the low one
      {"\\ud83d\\ude0", "0\""},    // ... cut inside its digits
      {"\xc3", "\xa9\""},          // truncated 2-byte sequence
      {"\xe2", "\x82\xac\""},      // truncated 3-byte sequence
      {"\xe2\x82", "\xac\""},      // truncated 3-byte sequence
      {"\xf0", "\x9f\x98\x80\""},  // truncated 4-byte sequence
      {"\xf0\x9f", "\x98\x80\""},  // truncated 4-byte sequence
      {"\xf0\x9f\x98", "\x80\""},  // truncated 4-byte sequence
      {"\xc3\xa9", "\""},          // a complete character, then the end
      {"\\n", "\""},               // a complete escape, then the end
  };
  for (const cut& c : cuts) {
    for (std::size_t len = 0; len <= 80; ++len) {
      SCOPED_TRACE("\"" + printable(c.tail) + "\" after " + std::to_string(len) + " bytes");
      const std::string fill = filler(len);
      // Completed, the string reads (the bait is a real completion).
      const std::string whole = "\"" + fill + c.tail + c.rest;
      ASSERT_EQ(tidyjson::try_deserialize<std::string>(whole).has_value(), true) << printable(whole);

      const baited top("\"" + fill + c.tail, c.rest);
      const outcome end_top = at(top.view(), top.size, error_code::unexpected_end, "unexpected end of input");
      ASSERT_TRUE(fails_with<std::string>(top.view(), tidyjson_test::defaults(), end_top));
      const baited member(R"({"a":1,"s":")" + fill + c.tail, c.rest + R"(,"z":2})");
      const outcome end_member =
          at(member.view(), member.size, error_code::unexpected_end, "unexpected end of input", "$.s");
      ASSERT_TRUE(fails_with<scan::Around>(member.view(), tidyjson_test::defaults(), end_member));
      ASSERT_TRUE(fails_with<scan::Around>(member.view(), ScanPlain{}, end_member));
      reader r(top.view());
      ASSERT_FALSE(r.read());
      ASSERT_EQ(of(r.error()), end_top);
    }
  }
}

TEST(ScanString, InputsEndingAtTheBlockBoundaries) {
  // The input ends 15, 16 or 17 bytes (and 7..9, 31..33) past the opening
  // quote: exactly at, before and after the end of a 16-byte (or 8-byte)
  // block, with the string at the start of the input and as a member value.
  for (const std::size_t n : {7u, 8u, 9u, 15u, 16u, 17u, 31u, 32u, 33u}) {
    for (const std::string& before : {std::string(), std::string(R"({"a":1,"s":)")}) {
      SCOPED_TRACE(std::to_string(n) + " bytes past the quote, after \"" + before + "\"");
      const bool top = before.empty();
      const std::string path = top ? "$" : "$.s";
      const auto read = [&](std::string_view text, const outcome& expected) {
        if (top) return fails_with<std::string>(text, tidyjson_test::defaults(), expected);
        return fails_with<scan::Around>(text, tidyjson_test::defaults(), expected);
      };
      // The closing quote is the last byte.
      const std::string closed = before + "\"" + filler(n - 2) + "\"";
      if (top) {
        ASSERT_TRUE(reads_as<std::string>(closed, tidyjson_test::defaults(), filler(n - 2)));
      } else {
        ASSERT_TRUE(reads_as<scan::Around>(closed + "}", tidyjson_test::defaults(), scan::Around{1, filler(n - 2), 0}));
        const baited open_object(closed, "}");
        ASSERT_TRUE(read(open_object.view(), at(open_object.view(), open_object.size, error_code::unexpected_end,
                                                "unexpected end of input", "$")));
      }
      // Content to the last byte, no closing quote.
      const baited open(before + "\"" + filler(n - 1), "\"}");
      ASSERT_TRUE(
          read(open.view(), at(open.view(), open.size, error_code::unexpected_end, "unexpected end of input", path)));
      // The last byte is a control character, a UTF-8 lead byte, a backslash.
      const baited control(before + "\"" + filler(n - 2) + "\x01", "\"}");
      ASSERT_TRUE(read(control.view(), at(control.view(), control.size - 1, error_code::invalid_string,
                                          "control character U+0001 must be escaped in a string", path)));
      const baited lead(before + "\"" + filler(n - 2) + "\xc3", "\xa9\"}");
      ASSERT_TRUE(
          read(lead.view(), at(lead.view(), lead.size, error_code::unexpected_end, "unexpected end of input", path)));
      const baited backslash(before + "\"" + filler(n - 2) + "\\", "n\"}");
      ASSERT_TRUE(read(backslash.view(), at(backslash.view(), backslash.size, error_code::unexpected_end,
                                            "unexpected end of input", path)));
      // A complete two-byte character as the last bytes, no closing quote.
      const baited character(before + "\"" + filler(n - 3) + "\xc3\xa9", "\"}");
      ASSERT_TRUE(read(character.view(), at(character.view(), character.size, error_code::unexpected_end,
                                            "unexpected end of input", path)));
    }
  }
}

TEST(ScanString, LongStringsWithSpecialBytesNearTheirEnd) {
  // Many blocks before the stop: the 16- and 8-byte loops run several times.
  for (const std::size_t len : {255u, 256u, 257u, 1000u, 4096u}) {
    for (std::size_t back = 0; back <= 17; ++back) {
      std::string raw = filler(len);
      std::string expected = raw;
      raw.insert(len - back, "\\\"");
      expected.insert(len - back, "\"");
      ASSERT_TRUE(reads_as<std::string>("\"" + raw + "\"", tidyjson_test::defaults(), expected)) << len << " " << back;
      std::string bad = filler(len);
      bad[len - 1 - back] = '\x1f';
      const outcome expected_error{error_code::invalid_string,
                                   "control character U+001F must be escaped in a string",
                                   "$",
                                   1,
                                   len - back + 1,
                                   len - back};
      ASSERT_TRUE(fails_with<std::string>("\"" + bad + "\"", tidyjson_test::defaults(), expected_error))
          << len << " " << back;
    }
  }
}

// ===========================================================================
// 2. read_object_members: the next member's key, matched before a scan

/// Whitespace around the structural characters of an object. The key
/// compare matches `"name":` only when no whitespace precedes the colon
/// (compact and pretty); whitespace after it is skipped after the match.
struct layout {
  const char* label;
  std::string open, before_colon, after_colon, before_comma, after_comma, close;
};
const std::vector<layout>& layouts() {
  static const std::vector<layout> all = {
      {"compact", "{", "", "", "", "", "}"},
      {"pretty", "{\n  ", "", " ", "", "\n  ", "\n}"},
      {"spaced", "{ ", " ", " ", " ", " ", " }"},
      {"lines", "{\n  ", "\n", "\n\t", "\r\n", "\n  ", "\n}"},
      {"tabs", "{\t", "", "\t\r\n ", " ", "\t", "\t}"},
  };
  return all;
}

/// A member as written: the name between the quotes (escapes as written) and the value.
struct written {
  std::string name;
  std::string value;
};

/// An object's text and where each member's key (its opening quote), colon
/// end and value start.
struct object_text {
  std::string text;
  std::vector<std::size_t> key_at, colon_end, value_at;
};

object_text write_object(const std::vector<written>& members, const layout& l) {
  object_text o;
  o.text = l.open;
  for (std::size_t i = 0; i < members.size(); ++i) {
    if (i != 0) o.text += l.before_comma + "," + l.after_comma;
    o.key_at.push_back(o.text.size());
    o.text += "\"" + members[i].name + "\"" + l.before_colon + ":";
    o.colon_end.push_back(o.text.size());
    o.text += l.after_colon;
    o.value_at.push_back(o.text.size());
    o.text += members[i].value;
  }
  o.text += l.close;
  return o;
}

// scan::Item's members: their names, the values the tests write, first and
// second (for duplicates).
struct item_member {
  const char* name;
  const char* first;
  const char* second;
};
constexpr item_member kItem[] = {
    {"sku", R"("A-1")", R"("B-2")"}, {"qty", "7", "-8"},         {"sizes", "[1,2]", "[]"},
    {"gift", "true", "false"},       {"note", R"("n")", "null"},
};
constexpr std::size_t kItemSize = 5;

void assign(scan::Item& it, std::size_t member, bool second) {
  switch (member) {
    case 0:
      it.sku = second ? "B-2" : "A-1";
      break;
    case 1:
      it.qty = second ? -8 : 7;
      break;
    case 2:
      it.sizes = second ? std::vector<int>{} : std::vector<int>{1, 2};
      break;
    case 3:
      it.gift = !second;
      break;
    default:
      it.note = second ? std::nullopt : std::optional<std::string>("n");
      break;
  }
}

/// Every ordered selection of scan::Item's members (326 of them: every
/// subset in every order, declaration order and reverse order among them).
std::vector<std::vector<std::size_t>> every_order() {
  std::vector<std::vector<std::size_t>> all;
  for (unsigned mask = 0; mask < (1u << kItemSize); ++mask) {
    std::vector<std::size_t> members;
    for (std::size_t i = 0; i < kItemSize; ++i) {
      if (mask & (1u << i)) members.push_back(i);
    }
    do {
      all.push_back(members);
    } while (std::next_permutation(members.begin(), members.end()));
  }
  return all;
}

std::string order_label(const std::vector<std::size_t>& order) {
  std::string s;
  for (std::size_t i : order) s += std::string(s.empty() ? "" : ",") + kItem[i].name;
  return "[" + s + "]";
}

const std::string kUnknownValue = R"({"x":[1,"y",{"sku":2,"qty":[]}],"sku":"no"})";

/// Unknown names: a prefix, an extension, a different case of a member name...
const std::vector<std::string> kUnknownNames = {"zz",   "sk",   "skus", "sku2",  "SKU",   "qt",
                                                "qtyy", "size", "",     "gift_", "notes", "Note"};

template <class Cfg>
void every_order_reads(const Cfg& cfg, const char* label) {
  SCOPED_TRACE(label);
  for (const auto& order : every_order()) {
    scan::Item expected;
    std::vector<written> members;
    for (std::size_t i : order) {
      members.push_back({kItem[i].name, kItem[i].first});
      assign(expected, i, false);
    }
    for (const layout& l : layouts()) {
      const object_text o = write_object(members, l);
      ASSERT_TRUE(reads_as<scan::Item>(o.text, cfg, expected)) << order_label(order) << " " << l.label;
    }
  }
}

TEST(MemberKeys, EveryOrderAndSubsetReadsTheSameValues) {
  every_order_reads(tidyjson_test::defaults(), "options");
  every_order_reads(ScanPlain{}, "context");
}

template <class SkipCfg, class ErrorCfg>
void unknown_members_everywhere(const SkipCfg& skip, const ErrorCfg& error, const char* label) {
  SCOPED_TRACE(label);
  std::size_t n = 0;
  for (const auto& order : every_order()) {
    scan::Item expected;
    for (std::size_t i : order) assign(expected, i, false);
    for (std::size_t at_index = 0; at_index <= order.size(); ++at_index) {
      const std::string& unknown = kUnknownNames[n++ % kUnknownNames.size()];
      std::vector<written> members;
      for (std::size_t j = 0; j < order.size(); ++j) {
        if (j == at_index) members.push_back({unknown, kUnknownValue});
        members.push_back({kItem[order[j]].name, kItem[order[j]].first});
      }
      if (at_index == order.size()) members.push_back({unknown, kUnknownValue});
      for (const layout& l : layouts()) {
        SCOPED_TRACE(order_label(order) + " with \"" + unknown + "\" at " + std::to_string(at_index) + ", " + l.label);
        const object_text o = write_object(members, l);
        ASSERT_TRUE(reads_as<scan::Item>(o.text, skip, expected));
        ASSERT_TRUE(fails_with<scan::Item>(
            o.text, error,
            at(o.text, o.key_at[at_index], error_code::unknown_member,
               "unknown member \"" + unknown + "\" for scan::Item (tidyjson::unmapped::skip ignores it)")));
      }
    }
  }
}

TEST(MemberKeys, UnknownMembersAnywhereAreSkippedOrReported) {
  static const tidyjson::options strict{tidyjson::unmapped::error};
  unknown_members_everywhere(tidyjson_test::defaults(), strict, "options");
  unknown_members_everywhere(ScanPlain{}, ScanStrict{}, "context");
}

template <class SkipCfg, class ErrorCfg>
void prefixes_and_extensions(const SkipCfg& skip, const ErrorCfg& error, const char* label) {
  SCOPED_TRACE(label);
  // Where "sku" is expected (first), and where "qty" is (after "sku"): the
  // name is the expected one cut short or extended, and is not it.
  struct near_miss {
    std::string text;
    std::string unknown;
    std::size_t key_at;
    scan::Item read;
  };
  scan::Item qty_only;
  qty_only.qty = 7;
  scan::Item sku_only;
  sku_only.sku = "A-1";
  scan::Item sku_qty = sku_only;
  sku_qty.qty = 7;
  const std::vector<near_miss> cases = {
      {R"({"sk":"x","qty":7})", "sk", 1, qty_only},
      {R"({"s":"x","qty":7})", "s", 1, qty_only},
      {R"({"skus":"x","qty":7})", "skus", 1, qty_only},
      {R"({"sku2":"x","qty":7})", "sku2", 1, qty_only},
      {R"({"sku ":"x","qty":7})", "sku ", 1, qty_only},
      {R"({"Sku":"x","qty":7})", "Sku", 1, qty_only},
      {R"({"skv":"x","qty":7})", "skv", 1, qty_only},
      {R"({"":"x","qty":7})", "", 1, qty_only},
      {R"({"sku":"A-1","qt":5})", "qt", 13, sku_only},
      {R"({"sku":"A-1","qtyy":5})", "qtyy", 13, sku_only},
      {R"({"sku":"A-1","qty_":5})", "qty_", 13, sku_only},
      {R"({"sku":"A-1","aty":5})", "aty", 13, sku_only},
      {R"({"sku":"A-1","qtz":5,"qty":7})", "qtz", 13, sku_qty},
      // An escaped quote where the expected key has its closing quote.
      {R"({"sku\":":"x","qty":7})", "sku\":", 1, qty_only},
  };
  for (const near_miss& c : cases) {
    ASSERT_TRUE(reads_as<scan::Item>(c.text, skip, c.read));
    ASSERT_TRUE(fails_with<scan::Item>(
        c.text, error,
        at(c.text, c.key_at, error_code::unknown_member,
           "unknown member \"" + c.unknown + "\" for scan::Item (tidyjson::unmapped::skip ignores it)")));
  }
}

TEST(MemberKeys, APrefixOrExtensionOfTheExpectedNameDoesNotMatchIt) {
  static const tidyjson::options strict{tidyjson::unmapped::error};
  prefixes_and_extensions(tidyjson_test::defaults(), strict, "options");
  prefixes_and_extensions(ScanPlain{}, ScanStrict{}, "context");
}

template <class Cfg, class LastCfg>
void escaped_names(const Cfg& cfg, const LastCfg& last_wins, const char* label) {
  SCOPED_TRACE(label);
  scan::Item all;
  for (std::size_t i = 0; i < kItemSize; ++i) assign(all, i, false);
  // Names written with escapes are the same names: they miss the key compare
  // and match after decoding.
  const std::vector<std::string> docs = {
      R"({"s\u006bu":"A-1","qty":7,"sizes":[1,2],"gift":true,"note":"n"})",
      R"({"\u0073ku":"A-1","qty":7,"sizes":[1,2],"gift":true,"note":"n"})",
      R"({"sk\u0075":"A-1","qty":7,"sizes":[1,2],"gift":true,"note":"n"})",
      R"({"\u0073\u006B\u0075":"A-1","q\u0074y":7,"sizes":[1,2],"gift":true,"note":"n"})",
      R"({"sku":"A-1","qty":7,"s\u0069zes":[1,2],"gift":true,"not\u0065":"n"})",
      R"({"sku":"A-1","\u0071\u0074\u0079":7,"sizes":[1,2],"\u0067ift":true,"note":"n"})",
      R"({"note":"n","gi\u0066t":true,"sizes":[1,2],"q\u0074y":7,"\u0073ku":"A-1"})",
  };
  for (const std::string& d : docs) ASSERT_TRUE(reads_as<scan::Item>(d, cfg, all));
  // The escaped spelling of a name read before is a duplicate, and the other
  // way round.
  const std::string dup1 = R"({"sku":"A-1","s\u006bu":"B-2"})";
  ASSERT_TRUE(fails_with<scan::Item>(dup1, cfg,
                                     at(dup1, 13, error_code::duplicate_member,
                                        "duplicate member \"sku\" (tidyjson::duplicates::last_wins accepts it)")));
  const std::string dup2 = R"({"s\u006bu":"A-1","qty":7,"sku":"B-2"})";
  ASSERT_TRUE(fails_with<scan::Item>(dup2, cfg,
                                     at(dup2, 26, error_code::duplicate_member,
                                        "duplicate member \"sku\" (tidyjson::duplicates::last_wins accepts it)")));
  scan::Item second;
  second.sku = "B-2";
  ASSERT_TRUE(reads_as<scan::Item>(dup1, last_wins, second));
  second.qty = 7;
  ASSERT_TRUE(reads_as<scan::Item>(dup2, last_wins, second));
}

TEST(MemberKeys, NamesWrittenWithEscapesStillMatch) {
  static const tidyjson::options last{tidyjson::duplicates::last_wins};
  escaped_names(tidyjson_test::defaults(), last, "options");
  escaped_names(ScanPlain{}, ScanLastWins{}, "context");
}

template <class Cfg, class CommentsCfg>
void whitespace_and_comments(const Cfg& cfg, const CommentsCfg& with_comments, const char* label) {
  SCOPED_TRACE(label);
  scan::Item two;
  two.sku = "A-1";
  two.qty = 7;
  const std::vector<std::string> docs = {
      R"({"sku" : "A-1" , "qty" :7})",       "{\"sku\":\n\"A-1\",\"qty\":\r\n\t 7}",
      "{\"sku\"\t:\t\"A-1\",\"qty\"\n:\n7}", "{ \"sku\":  \"A-1\"\n,\n\"qty\":7 }",
      "{\"sku\":\"A-1\",\"qty\":7     }",    "{\"sku\"         :\"A-1\",\"qty\"                :7}",
  };
  for (const std::string& d : docs) {
    ASSERT_TRUE(reads_as<scan::Item>(d, cfg, two));
    ASSERT_TRUE(reads_as<scan::Item>(d, with_comments, two));
  }
  // Comments after the colon of a matched key, between a name and its colon,
  // after a comma.
  const std::vector<std::pair<std::string, std::size_t>> commented = {
      {R"({"sku":/*c*/"A-1","qty":7})", 7}, {"{\"sku\":\"A-1\",\"qty\"://c\n7}", 19},
      {R"({"sku"/*c*/:"A-1","qty":7})", 6}, {R"({"sku":"A-1",/*c*/"qty":7})", 13},
      {R"({/*c*/"sku":"A-1","qty":7})", 1}, {R"({"sku": /*c*/ "A-1" /*d*/, /*e*/ "qty" /*f*/ : /*g*/ 7 /*h*/})", 8},
  };
  for (const auto& [d, comment_at] : commented) {
    ASSERT_TRUE(reads_as<scan::Item>(d, with_comments, two));
    ASSERT_TRUE(fails_with<scan::Item>(
        d, cfg,
        at(d, comment_at, error_code::comment, "comments are not allowed (tidyjson::comments::skip accepts them)")));
  }
}

TEST(MemberKeys, WhitespaceAndCommentsAroundTheColon) {
  static const tidyjson::options comments{tidyjson::comments::skip};
  whitespace_and_comments(tidyjson_test::defaults(), comments, "options");
  whitespace_and_comments(ScanPlain{}, ScanComments{}, "context");
}

template <class Cfg, class LastCfg>
void duplicates_in_every_order(const Cfg& cfg, const LastCfg& last_wins, const char* label) {
  SCOPED_TRACE(label);
  // Every order of all five members; a second occurrence of each member
  // inserted at every later position. The first occurrence is sometimes
  // matched by its key (in order), sometimes by a scan; so is the second.
  std::vector<std::size_t> order = {0, 1, 2, 3, 4};
  do {
    for (std::size_t m = 0; m < kItemSize; ++m) {
      const std::size_t first_at = static_cast<std::size_t>(std::find(order.begin(), order.end(), m) - order.begin());
      for (std::size_t dup_at = first_at + 1; dup_at <= order.size(); ++dup_at) {
        std::vector<written> members;
        scan::Item expected;
        for (std::size_t j = 0; j <= order.size(); ++j) {
          if (j == dup_at) members.push_back({kItem[m].name, kItem[m].second});
          if (j < order.size()) {
            members.push_back({kItem[order[j]].name, kItem[order[j]].first});
            assign(expected, order[j], false);
          }
        }
        assign(expected, m, true);
        for (const layout& l : layouts()) {
          SCOPED_TRACE(order_label(order) + " with " + kItem[m].name + " again at " + std::to_string(dup_at) + ", " +
                       l.label);
          const object_text o = write_object(members, l);
          ASSERT_TRUE(fails_with<scan::Item>(o.text, cfg,
                                             at(o.text, o.key_at[dup_at], error_code::duplicate_member,
                                                std::string("duplicate member \"") + kItem[m].name +
                                                    "\" (tidyjson::duplicates::last_wins accepts it)")));
          ASSERT_TRUE(reads_as<scan::Item>(o.text, last_wins, expected));
        }
      }
    }
  } while (std::next_permutation(order.begin(), order.end()));
}

TEST(MemberKeys, DuplicatesAreReportedWhereverTheFirstOccurrenceWas) {
  static const tidyjson::options last{tidyjson::duplicates::last_wins};
  duplicates_in_every_order(tidyjson_test::defaults(), last, "options");
  duplicates_in_every_order(ScanPlain{}, ScanLastWins{}, "context");
}

std::string spelled(std::string_view name, std::size_t variant) {
  std::string s(name);
  switch (variant % 4) {
    case 0:
      break;  // as declared: the key compare matches
    case 1:
      for (char& c : s) c = tidyjson::detail::to_upper(c);
      break;
    case 2:
      s[0] = tidyjson::detail::to_upper(s[0]);
      break;
    default:
      s.back() = tidyjson::detail::to_upper(s.back());
      break;
  }
  return s;
}

template <class Cfg, class StrictCfg>
void case_insensitive_names(const Cfg& cfg, const StrictCfg& strict, const char* label) {
  SCOPED_TRACE(label);
  std::size_t n = 0;
  for (const auto& order : every_order()) {
    scan::Item expected;
    std::vector<written> members;
    for (std::size_t i : order) {
      members.push_back({spelled(kItem[i].name, n++), kItem[i].first});
      assign(expected, i, false);
    }
    for (const layout& l : layouts()) {
      const object_text o = write_object(members, l);
      ASSERT_TRUE(reads_as<scan::Item>(o.text, cfg, expected)) << l.label;
      ASSERT_TRUE(reads_as<scan::Item>(o.text, strict, expected)) << l.label;
    }
  }
  // Two spellings of one member are a duplicate, whichever came first. The
  // message names the member's JSON name, not the spelling in the input
  // (since e7aeebc, which takes the name from the metadata because a key
  // matched by its bytes has no scanned name; before it, "SKU" here).
  for (const std::string& d : {std::string(R"({"sku":"A-1","SKU":"B-2"})"), std::string(R"({"SKU":"A-1","sku":"B-2"})"),
                               std::string(R"({"Sku":"A-1","sKU":"B-2"})")}) {
    ASSERT_TRUE(fails_with<scan::Item>(d, cfg,
                                       at(d, 13, error_code::duplicate_member,
                                          "duplicate member \"sku\" (tidyjson::duplicates::last_wins accepts it)")));
  }
  // A name that differs in more than the case of its letters is unknown.
  const std::string d = R"({"sku":"A-1","QTY_":7})";
  ASSERT_TRUE(
      fails_with<scan::Item>(d, strict,
                             at(d, 13, error_code::unknown_member,
                                "unknown member \"QTY_\" for scan::Item (tidyjson::unmapped::skip ignores it)")));
}

TEST(MemberKeys, CaseInsensitiveNamesStillMatch) {
  static const tidyjson::options ci{tidyjson::names::case_insensitive};
  static const tidyjson::options ci_strict{tidyjson::names::case_insensitive, tidyjson::unmapped::error};
  case_insensitive_names(ci, ci_strict, "options");
  case_insensitive_names(ScanInsensitive{}, ScanInsensitiveStrict{}, "context");
}

template <class Cfg>
void renamed_members(const Cfg& cfg, const char* label, tidyjson::escaping mode) {
  SCOPED_TRACE(label);
  const scan::Renamed expected{3, "t", 4, 5, 6, 7};
  // The keys as these settings write them: what the key compare looks for.
  const std::string tag_key = mode == tidyjson::escaping::html_safe ? R"("a\u003cb")" : R"("a<b")";
  const std::string cafe_key = mode == tidyjson::escaping::ascii_only ? R"("caf\u00e9")" : "\"caf\xc3\xa9\"";
  ASSERT_EQ(tidyjson::serialize(expected, cfg),
            R"({"unitPrice":3,"Line Total":"t","httpServer":4,)" + tag_key + ":5," + cafe_key + R"(:6,"":7})");
  // Every order of the six members, each name in one of its spellings: as
  // the key is written, or with other escapes (the compare misses, the
  // decoded name matches).
  const std::vector<std::vector<std::string>> spellings = {
      {"unitPrice", "\\u0075nitPrice"},
      {"Line Total", "Line\\u0020Total"},
      {"httpServer", "httpServe\\u0072"},
      {"a<b", "a\\u003cb", "a\\u003Cb"},
      {"caf\xc3\xa9", "caf\\u00e9", "caf\\u00E9", "\\u0063af\xc3\xa9"},
      {"", ""},
  };
  const std::vector<std::string> values = {"3", "\"t\"", "4", "5", "6", "7"};
  std::vector<std::size_t> order = {0, 1, 2, 3, 4, 5};
  std::size_t n = 0;
  do {
    std::vector<written> members;
    for (std::size_t i : order) members.push_back({spellings[i][(n + i) % spellings[i].size()], values[i]});
    ++n;
    const object_text o = write_object(members, layouts()[n % layouts().size()]);
    ASSERT_TRUE(reads_as<scan::Renamed>(o.text, cfg, expected));
  } while (std::next_permutation(order.begin(), order.end()));
  // The declared names, and near misses of the converted ones, are unknown.
  const std::vector<std::pair<std::string, std::string>> unknown = {
      {R"({"unit_price":3})", "unit_price"},
      {R"({"line_total":"t"})", "line_total"},
      {R"({"HTTPServer":4})", "HTTPServer"},
      {R"({"tag":5})", "tag"},
      {R"({"unitprice":3})", "unitprice"},
      {R"({"Line Totals":"t"})", "Line Totals"},
      {R"({"a<":5})", "a<"},
      {R"({"a<bc":5})", "a<bc"},
      {R"({"cafe":6})", "cafe"},
      {"{\"caf\xc3\xa9s\":6}", "caf\xc3\xa9s"},
      {R"({" ":7})", " "},
      {R"({"blank":7})", "blank"},
  };
  for (const auto& [d, name] : unknown) {
    ASSERT_TRUE(fails_with<scan::Renamed>(
        d, cfg,
        at(d, 1, error_code::unknown_member,
           "unknown member \"" + name + "\" for scan::Renamed (tidyjson::unmapped::skip ignores it)")));
  }
  // A second "Line Total" after the first was matched by its key.
  const std::string dup = R"({"unitPrice":3,"Line Total":"t","Line Total":"u"})";
  ASSERT_TRUE(
      fails_with<scan::Renamed>(dup, cfg,
                                at(dup, 32, error_code::duplicate_member,
                                   "duplicate member \"Line Total\" (tidyjson::duplicates::last_wins accepts it)")));
  // A second empty name, matched by its key.
  const std::string empty_dup = R"({"":7,"":8})";
  ASSERT_TRUE(fails_with<scan::Renamed>(empty_dup, cfg,
                                        at(empty_dup, 6, error_code::duplicate_member,
                                           "duplicate member \"\" (tidyjson::duplicates::last_wins accepts it)")));
}

TEST(MemberKeys, RenamedAndConvertedNamesMatch) {
  using tidyjson::escaping;
  static const tidyjson::options camel{tidyjson::naming::camel_case, tidyjson::unmapped::error};
  static const tidyjson::options camel_html{tidyjson::naming::camel_case, escaping::html_safe,
                                            tidyjson::unmapped::error};
  static const tidyjson::options camel_ascii{tidyjson::naming::camel_case, escaping::ascii_only,
                                             tidyjson::unmapped::error};
  renamed_members(camel, "options", escaping::minimal);
  renamed_members(ScanCamel{}, "context", escaping::minimal);
  renamed_members(camel_html, "options, html_safe", escaping::html_safe);
  renamed_members(ScanCamelHtml{}, "context, html_safe", escaping::html_safe);
  renamed_members(camel_ascii, "options, ascii_only", escaping::ascii_only);
  renamed_members(ScanCamelAscii{}, "context, ascii_only", escaping::ascii_only);
}

/// Escapes 'k' on top of the minimal escaping.
bool escape_k(char32_t cp) { return cp == U'k'; }

TEST(MemberKeys, KeysEscapedByACustomEscaper) {
  // Runtime options only (a custom escaper blocks contexts' fast path): the
  // key of "sku" is `"s\u006bu":`, which the input may or may not use.
  static const tidyjson::options custom{tidyjson::custom_escaper{&escape_k}, tidyjson::unmapped::error};
  scan::Item all;
  for (std::size_t i = 0; i < kItemSize; ++i) assign(all, i, false);
  const std::string written_keys = tidyjson::serialize(all, custom);
  ASSERT_EQ(written_keys, R"({"s\u006bu":"A-1","qty":7,"sizes":[1,2],"gift":true,"note":"n"})");
  ASSERT_TRUE(reads_as<scan::Item>(written_keys, custom, all));
  ASSERT_TRUE(reads_as<scan::Item>(R"({"sku":"A-1","qty":7,"sizes":[1,2],"gift":true,"note":"n"})", custom, all));
  ASSERT_TRUE(reads_as<scan::Item>(R"({"s\u006Bu":"A-1","qty":7,"sizes":[1,2],"gift":true,"note":"n"})", custom, all));
  const std::string dup = R"({"s\u006bu":"A-1","sku":"B-2"})";
  ASSERT_TRUE(fails_with<scan::Item>(dup, custom,
                                     at(dup, 18, error_code::duplicate_member,
                                        "duplicate member \"sku\" (tidyjson::duplicates::last_wins accepts it)")));
}

// Fixed bug (of e7aeebc): the key compare accepted bytes the scan rejects. A
// member renamed to a name that is not UTF-8 (rename{"\xff"}) has the key
// `"\xff":`; when it came where declaration order expects it, the input
// `{"\xff":1,"y":2}` read (x=1, y=2). Since then such a name is refused
// before any input is looked at: with options every read of the type fails
// at its object with invalid_utf8_output, whatever the keys (the writer
// refuses it the same way); in a context it is a compile error
// (compile_fail/context_name_not_utf8.cpp).
TEST(MemberKeys, ANameThatIsNotUtf8IsRefusedBeforeAnyKeyIsRead) {
  const std::string message = "the JSON name of member 'x' of scan::OddName is not valid UTF-8";
  for (const std::string& text : {std::string("{\"y\":2,\"\xff\":1}"), std::string("{\"\xff\":1,\"y\":2}"),
                                 std::string("{\"y\":2}"), std::string("  {}")}) {
    const std::size_t open = text.find('{');
    EXPECT_TRUE(fails_with<scan::OddName>(text, tidyjson_test::defaults(),
                                          at(text, open, error_code::invalid_utf8_output, message)));
  }
}

// ---- keys of 4 to 24 bytes ------------------------------------------------

std::string chain_name(std::size_t i) { return std::string("abcdefghijklmnopqrstu").substr(0, i + 1); }

/// A Chain with member i set to i + 1 for each i in `present`.
scan::Chain chain_with(const std::vector<std::size_t>& present) {
  scan::Chain c;
  for (std::size_t i : present) c.*scan::kChainMembers[i] = static_cast<int>(i + 1);
  return c;
}

std::vector<written> chain_members(const std::vector<std::size_t>& order) {
  std::vector<written> m;
  for (std::size_t i : order) m.push_back({chain_name(i), std::to_string(i + 1)});
  return m;
}

template <class Cfg, class StrictCfg, class InsensitiveCfg>
void chain_keys(const Cfg& cfg, const StrictCfg& strict, const InsensitiveCfg& insensitive, const char* label) {
  SCOPED_TRACE(label);
  std::vector<std::size_t> all(scan::kChainSize);
  for (std::size_t i = 0; i < all.size(); ++i) all[i] = i;
  for (const layout& l : layouts()) {
    SCOPED_TRACE(l.label);
    // In declaration order, every key matches at once; reversed, none does.
    ASSERT_TRUE(reads_as<scan::Chain>(write_object(chain_members(all), l).text, cfg, chain_with(all)));
    std::vector<std::size_t> reversed(all.rbegin(), all.rend());
    ASSERT_TRUE(reads_as<scan::Chain>(write_object(chain_members(reversed), l).text, strict, chain_with(all)));
    // One member missing: the name in the input extends the expected one.
    // Swapped neighbours: the name in the input is a prefix of, then an
    // extension of, the expected one.
    for (std::size_t gap = 0; gap < all.size(); ++gap) {
      std::vector<std::size_t> order = all;
      order.erase(order.begin() + static_cast<std::ptrdiff_t>(gap));
      ASSERT_TRUE(reads_as<scan::Chain>(write_object(chain_members(order), l).text, strict, chain_with(order))) << gap;
      if (gap + 1 < all.size()) {
        std::vector<std::size_t> swapped = all;
        std::swap(swapped[gap], swapped[gap + 1]);
        ASSERT_TRUE(reads_as<scan::Chain>(write_object(chain_members(swapped), l).text, strict, chain_with(all)))
            << gap;
      }
    }
  }
  // Shuffled, with a few members left out.
  std::mt19937 rng(20261130);
  for (int round = 0; round < 200; ++round) {
    std::vector<std::size_t> order = all;
    std::shuffle(order.begin(), order.end(), rng);
    order.resize(all.size() - static_cast<std::size_t>(round % 4));
    const object_text o =
        write_object(chain_members(order), layouts()[static_cast<std::size_t>(round) % layouts().size()]);
    ASSERT_TRUE(reads_as<scan::Chain>(o.text, strict, chain_with(order))) << round;
  }
  // Every name with one byte changed, in its place in declaration order: a
  // different name, whichever byte of the key compare it falls in. With
  // case-insensitive names, the same byte in upper case still matches.
  for (std::size_t i = 0; i < all.size(); ++i) {
    for (std::size_t b = 0; b <= i; ++b) {
      std::vector<written> members = chain_members(all);
      members[i].name[b] = 'z';
      const object_text o = write_object(members, layouts()[0]);
      std::vector<std::size_t> others = all;
      others.erase(others.begin() + static_cast<std::ptrdiff_t>(i));
      SCOPED_TRACE("member " + std::to_string(i) + " as \"" + members[i].name + "\"");
      ASSERT_TRUE(reads_as<scan::Chain>(o.text, cfg, chain_with(others)));
      ASSERT_TRUE(fails_with<scan::Chain>(
          o.text, strict,
          at(o.text, o.key_at[i], error_code::unknown_member,
             "unknown member \"" + members[i].name + "\" for scan::Chain (tidyjson::unmapped::skip ignores it)")));
      members[i].name[b] = tidyjson::detail::to_upper(chain_name(i)[b]);
      const object_text upper = write_object(members, layouts()[0]);
      ASSERT_TRUE(reads_as<scan::Chain>(upper.text, insensitive, chain_with(all)));
      ASSERT_TRUE(reads_as<scan::Chain>(upper.text, cfg, chain_with(others)));
      // The byte written as an escape: the same name.
      members[i].name = chain_name(i);
      members[i].name.replace(b, 1, "\\u00" + hex_byte(static_cast<unsigned char>(chain_name(i)[b])));
      ASSERT_TRUE(reads_as<scan::Chain>(write_object(members, layouts()[0]).text, strict, chain_with(all)));
    }
    // One more byte: an unknown name that starts with the expected key's name.
    std::vector<written> members = chain_members(all);
    members[i].name += 'v';
    const object_text o = write_object(members, layouts()[0]);
    ASSERT_TRUE(fails_with<scan::Chain>(
        o.text, strict,
        at(o.text, o.key_at[i], error_code::unknown_member,
           "unknown member \"" + members[i].name + "\" for scan::Chain (tidyjson::unmapped::skip ignores it)")));
  }
}

TEST(MemberKeys, KeysOfEveryLengthFrom4To24Bytes) {
  static const tidyjson::options strict{tidyjson::unmapped::error};
  static const tidyjson::options ci{tidyjson::names::case_insensitive};
  chain_keys(tidyjson_test::defaults(), strict, ci, "options");
  chain_keys(ScanPlain{}, ScanStrict{}, ScanInsensitive{}, "context");
}

// ---- truncation and streaming ---------------------------------------------

/// A source that hands out one byte per read: a streaming reader sees every
/// possible end of its buffer.
class one_byte_source final : public tidyjson::detail::source {
 public:
  explicit one_byte_source(std::string text) : text_(std::move(text)) {}
  std::size_t read(char* buf, std::size_t n) override {
    if (n == 0 || at_ == text_.size()) return 0;
    buf[0] = text_[at_++];
    return 1;
  }

 private:
  std::string text_;
  std::size_t at_ = 0;
};

template <class T>
struct streamed {
  std::vector<T> values;
  outcome error;
};

template <class T, class Range>
streamed<T> drain(Range& range) {
  streamed<T> out;
  try {
    for (const T& v : range) out.values.push_back(v);
  } catch (const tidyjson::error& e) {
    out.error = of(e.info());
  }
  if (range.failed()) {
    EXPECT_EQ(of(range.error()), out.error) << "the exception and error() disagree";
  }
  return out;
}

/// The elements of the array `text`, streamed from a std::istringstream.
template <class T, class Cfg>
streamed<T> stream_from_istream(const std::string& text, const Cfg& cfg) {
  std::istringstream is(text);
  auto range = tidyjson::deserialize_stream<T>(is, cfg);
  return drain<T>(range);
}

/// The same, one byte per read.
template <class T, class Cfg>
streamed<T> stream_one_byte_at_a_time(const std::string& text, const Cfg& cfg) {
  auto src = std::make_unique<one_byte_source>(text);
  if constexpr (std::is_same_v<Cfg, tidyjson::options>) {
    auto range = tidyjson::detail::make_options_stream<T>(std::move(src), cfg);
    return drain<T>(range);
  } else {
    auto range = tidyjson::detail::make_context_stream<T, Cfg>(std::move(src));
    return drain<T>(range);
  }
}

/// `text` cut after every byte: the error is unexpected_end at the cut, with
/// path "$" inside a key or right after it (no colon yet), and the member's
/// path right after its colon (and the whitespace after it). The text
/// carries on in memory past the cut, so a compare that read past the end of
/// the input would find the whole key there.
template <class T, class Cfg>
void truncated_everywhere(const object_text& o, const std::vector<std::string>& member_names, const Cfg& cfg) {
  for (std::size_t cut = 1; cut < o.text.size(); ++cut) {
    SCOPED_TRACE("cut after " + std::to_string(cut) + " bytes of " + printable(o.text));
    const std::string_view part(o.text.data(), cut);
    auto r = tidyjson::try_deserialize<T>(part, cfg);
    ASSERT_FALSE(r.has_value());
    const outcome got = of(r.error());
    const outcome end = at(part, cut, error_code::unexpected_end, "unexpected end of input", got.path);
    ASSERT_EQ(got, end);
    for (std::size_t m = 0; m < o.key_at.size(); ++m) {
      if (cut >= o.key_at[m] && cut < o.colon_end[m]) {
        ASSERT_EQ(got.path, "$") << "inside the key of " << member_names[m];
      }
      if (cut >= o.colon_end[m] && cut <= o.value_at[m]) {
        ASSERT_EQ(got.path, "$." + member_names[m]) << "after the colon of " << member_names[m];
      }
    }
  }
}

template <class Cfg>
void truncated_items(const Cfg& cfg, const char* label) {
  SCOPED_TRACE(label);
  std::vector<written> members;
  std::vector<std::string> names;
  for (const item_member& m : kItem) {
    members.push_back({m.name, m.first});
    names.push_back(m.name);
  }
  for (const layout& l : layouts()) {
    truncated_everywhere<scan::Item>(write_object(members, l), names, cfg);
    std::vector<written> reversed(members.rbegin(), members.rend());
    std::vector<std::string> reversed_names(names.rbegin(), names.rend());
    truncated_everywhere<scan::Item>(write_object(reversed, l), reversed_names, cfg);
  }
  std::vector<std::size_t> all(scan::kChainSize);
  std::vector<std::string> chain_names;
  for (std::size_t i = 0; i < all.size(); ++i) {
    all[i] = i;
    chain_names.push_back(chain_name(i));
  }
  for (const layout& l : layouts())
    truncated_everywhere<scan::Chain>(write_object(chain_members(all), l), chain_names, cfg);
}

TEST(MemberKeys, InputCutInsideOrRightAfterAKeyIsUnexpectedEnd) {
  truncated_items(tidyjson_test::defaults(), "options");
  truncated_items(ScanPlain{}, "context");
}

/// A stream of `text` (an array, complete or cut) gives what a whole read of
/// it as std::vector<T> gives: the same elements, or the same error.
template <class T, class Cfg>
void streams_like_whole_read(const std::string& text, const Cfg& cfg, bool complete) {
  auto whole = tidyjson::try_deserialize<std::vector<T>>(text, cfg);
  for (int how = 0; how < 2; ++how) {
    SCOPED_TRACE(how == 0 ? "istringstream" : "one byte at a time");
    const streamed<T> s = how == 0 ? stream_from_istream<T>(text, cfg) : stream_one_byte_at_a_time<T>(text, cfg);
    if (complete) {
      ASSERT_TRUE(whole.has_value()) << of(whole.error());
      ASSERT_EQ(s.error, outcome{});
      ASSERT_EQ(s.values, *whole);
    } else {
      ASSERT_FALSE(whole.has_value());
      ASSERT_EQ(s.error, of(whole.error()));
    }
  }
}

template <class Cfg>
void streamed_items(const Cfg& cfg, const char* label) {
  SCOPED_TRACE(label);
  // Every order of every subset, in each layout, as one array.
  for (const layout& l : layouts()) {
    std::string array = "[";
    for (const auto& order : every_order()) {
      std::vector<written> members;
      for (std::size_t i : order) members.push_back({kItem[i].name, kItem[i].first});
      if (array.size() > 1) array += ",\n";
      array += write_object(members, l).text;
    }
    array += "]";
    streams_like_whole_read<scan::Item>(array, cfg, true);
  }
  // One element, cut after every byte inside it.
  std::vector<written> members;
  for (const item_member& m : kItem) members.push_back({m.name, m.first});
  for (const layout& l : layouts()) {
    const std::string array = "[\n" + write_object(members, l).text + "]";
    for (std::size_t cut = 3; cut + 1 < array.size(); ++cut) {
      SCOPED_TRACE("cut after " + std::to_string(cut) + " bytes of " + printable(array));
      streams_like_whole_read<scan::Item>(array.substr(0, cut), cfg, false);
    }
  }
  std::vector<std::size_t> all(scan::kChainSize);
  for (std::size_t i = 0; i < all.size(); ++i) all[i] = i;
  const std::string chain = "[" + write_object(chain_members(all), layouts()[0]).text + "]";
  streams_like_whole_read<scan::Chain>(chain, cfg, true);
  for (std::size_t cut = 2; cut + 1 < chain.size(); ++cut) {
    SCOPED_TRACE("cut after " + std::to_string(cut) + " bytes of the chain");
    streams_like_whole_read<scan::Chain>(chain.substr(0, cut), cfg, false);
  }
}

TEST(MemberKeys, StreamsReadLikeAWholeRead) {
  streamed_items(tidyjson_test::defaults(), "options");
  streamed_items(ScanPlain{}, "context");
}

// ===========================================================================
// 3. tidyjson::reader: the token after a comma, the colon after a name

/// One token as the reader reports it, copied out of its buffer.
struct pulled {
  token type = token::none;
  int depth = 0;
  std::string raw;
  std::string text;  // get_string() for strings and property names
  bool escaped = false;
  std::uint64_t offset = 0;
  friend bool operator==(const pulled&, const pulled&) = default;
  friend std::ostream& operator<<(std::ostream& os, const pulled& t) {
    return os << "{" << static_cast<int>(t.type) << " @" << t.depth << " raw \"" << printable(t.raw) << "\" text \""
              << printable(t.text) << "\"" << (t.escaped ? " escaped" : "") << " at " << t.offset << "}";
  }
};

pulled current(const reader& r) {
  pulled t;
  t.type = r.type();
  t.depth = r.depth();
  t.raw = std::string(r.raw());
  if (r.type() == token::string || r.type() == token::property_name) {
    t.text = std::string(r.get_string());
    t.escaped = r.has_escapes();
  }
  t.offset = r.token_offset();
  return t;
}

/// The same from a token read_each hands out.
pulled of_view(const tidyjson::token_view& v) {
  pulled t;
  t.type = v.type();
  t.depth = v.depth();
  t.raw = std::string(v.raw());
  if (v.type() == token::string || v.type() == token::property_name) {
    t.text = std::string(v.get_string());
    t.escaped = v.has_escapes();
  }
  t.offset = v.offset();
  return t;
}

/// How pull() takes the tokens: read() one at a time, read_each() in
/// batches, or read_each() stopped by its callback after every other token
/// (then read() for one token, then read_each() again).
enum class pull_mode { one, batch, batch_stopping };

struct pull_result {
  std::vector<pulled> tokens;
  outcome error;  // code none when the document was read to its end
  friend bool operator==(const pull_result&, const pull_result&) = default;
  friend std::ostream& operator<<(std::ostream& os, const pull_result& p) {
    os << p.tokens.size() << " tokens";
    for (const pulled& t : p.tokens) os << "\n    " << t;
    return os << "\n  then " << p.error;
  }
};

constexpr std::size_t kRest = std::numeric_limits<std::size_t>::max();

/// Reads `doc` from a first buffer of `first` bytes, then buffers of `step`
/// bytes, as reader.hpp documents: keep the bytes after consumed(), append
/// more, continue with state(). read() (pull_mode::one) hands the state on
/// by copy, read_each by move (`std::move(r).state()`).
pull_result pull(std::string_view doc, std::size_t first, std::size_t step, const reader_state& initial = {},
                 pull_mode mode = pull_mode::one) {
  pull_result out;
  first = std::min(first, doc.size());
  std::string buf(doc.substr(0, first));
  std::size_t fed = first;
  reader_state state = initial;
  for (std::size_t round = 0; round <= doc.size() + 1; ++round) {
    const bool final = fed == doc.size();
    reader r = mode == pull_mode::one ? reader(buf, final, state) : reader(buf, final, std::move(state));
    if (mode == pull_mode::one) {
      while (r.read()) out.tokens.push_back(current(r));
    } else if (mode == pull_mode::batch) {
      EXPECT_FALSE(r.read_each([&](const tidyjson::token_view& t) { out.tokens.push_back(of_view(t)); }));
    } else {
      // Stop after every other token: the reader stands on it, as after read().
      for (bool odd = false;;) {
        const bool stopped = r.read_each([&](const tidyjson::token_view& t) {
          out.tokens.push_back(of_view(t));
          odd = !odd;
          return !odd;
        });
        if (!stopped) break;
        EXPECT_EQ(current(r), out.tokens.back());
        if (!r.read()) break;
        out.tokens.push_back(current(r));
      }
    }
    if (r.failed()) {
      out.error = of(r.error());
      return out;
    }
    if (r.done()) return out;
    if (!r.needs_more() || final) {
      out.error = {error_code::incomplete, "the reader stopped without an error or the end of the document"};
      return out;
    }
    // The state first: it counts the lines of the bytes consumed, still in buf.
    const std::size_t used = r.consumed();
    state = mode == pull_mode::one ? r.state() : std::move(r).state();
    buf.erase(0, used);
    const std::size_t n = std::min(step, doc.size() - fed);
    buf.append(doc.substr(fed, n));
    fed += n;
  }
  out.error = {error_code::incomplete, "no progress"};
  return out;
}

/// The same tokens and the same end (or error) whether `doc` comes whole,
/// split in two at every byte, or one byte at a time.
/// read_each gives the same in batches, and when its callback stops it.
void same_at_every_split(std::string_view doc, const reader_state& st, const pull_result& whole) {
  for (const pull_mode mode : {pull_mode::one, pull_mode::batch, pull_mode::batch_stopping}) {
    SCOPED_TRACE(mode == pull_mode::one ? "read()" : mode == pull_mode::batch ? "read_each()" : "read_each(), stopped");
    for (std::size_t k = 0; k <= doc.size(); ++k) {
      ASSERT_EQ(pull(doc, k, kRest, st, mode), whole) << "split after " << k << " bytes of " << printable(doc);
    }
    ASSERT_EQ(pull(doc, 0, 1, st, mode), whole) << "one byte at a time: " << printable(doc);
    ASSERT_EQ(pull(doc, 1, 2, st, mode), whole) << "two bytes at a time: " << printable(doc);
  }
}

const reader_state& strict_state() {
  static const reader_state s;
  return s;
}
const reader_state& comment_state() {
  static const reader_state s(tidyjson::options{tidyjson::comments::skip});
  return s;
}
const reader_state& trailing_state() {
  static const reader_state s(tidyjson::options{tidyjson::trailing_commas::allow});
  return s;
}
const reader_state& lenient_state() {
  static const reader_state s(tidyjson::options{tidyjson::comments::skip, tidyjson::trailing_commas::allow});
  return s;
}

TEST(PullReader, TokensOfACompactDocumentAreExact) {
  const std::string doc = R"({"a":[1,{"b":"x\n"}],"c":null})";
  const std::vector<pulled> expected = {
      {token::begin_object, 0, "{", "", false, 0},   {token::property_name, 1, "a", "a", false, 1},
      {token::begin_array, 1, "[", "", false, 5},    {token::number, 2, "1", "", false, 6},
      {token::begin_object, 2, "{", "", false, 8},   {token::property_name, 3, "b", "b", false, 9},
      {token::string, 3, "x\\n", "x\n", true, 13},   {token::end_object, 2, "}", "", false, 18},
      {token::end_array, 1, "]", "", false, 19},     {token::property_name, 1, "c", "c", false, 21},
      {token::null_value, 1, "null", "", false, 25}, {token::end_object, 0, "}", "", false, 29},
  };
  const pull_result whole = pull(doc, doc.size(), kRest);
  ASSERT_EQ(whole, (pull_result{expected, {}}));
  same_at_every_split(doc, strict_state(), whole);
}

TEST(PullReader, TokensWithWhitespaceAndCommentsAreExact) {
  const std::string doc = "/*h*/ [ 1 ,//x\n \"s\" ,\n{ \"k\"\t:/**/2}]";
  const std::vector<pulled> expected = {
      {token::begin_array, 0, "[", "", false, 6},     {token::number, 1, "1", "", false, 8},
      {token::string, 1, "s", "s", false, 16},        {token::begin_object, 1, "{", "", false, 22},
      {token::property_name, 2, "k", "k", false, 24}, {token::number, 2, "2", "", false, 33},
      {token::end_object, 1, "}", "", false, 34},     {token::end_array, 0, "]", "", false, 35},
  };
  const pull_result whole = pull(doc, doc.size(), kRest, comment_state());
  ASSERT_EQ(whole, (pull_result{expected, {}}));
  same_at_every_split(doc, comment_state(), whole);
}

TEST(PullReader, EverySplitOfManyDocumentsGivesTheSameTokens) {
  struct document {
    std::string text;
    const reader_state* state;
    std::size_t tokens;  // how many the whole read gives
  };
  const std::vector<document> docs = {
      // Nested arrays and objects, compact: a token right after every comma.
      {R"({"a":[1,[2,[3,{}]],{"b":{"c":[]}}],"d":{"e":"f","g":[true,false,null]},"h":-1.5e3})", &strict_state(), 35},
      {R"([1,"s",{"a":1},[2],true,false,null,-3,0.5,[],{},"",[[[]]]])", &strict_state(), 27},
      {R"({"a":1,"b":"s","c":{},"d":[],"e":true,"f":null,"g":false,"h":-0})", &strict_state(), 20},
      {R"([[[[{"a":[[{"b":{}}]]}]]]])", &strict_state(), 20},
      // Whitespace and newlines everywhere.
      {" \n{ \r\n\"a\" :\t[ 1 ,\n[ 2 ] ] ,\n \"b\"\n:\n{ } , \"c\" : \"x\" ,\"d\":[ ],\"e\" :{\"f\":\n0}} \n",
       &strict_state(), 22},
      {"[\n  1,\n  2,\n  {\n    \"k\": \"v\",\n    \"l\": [\n      3\n    ]\n  }\n]\n", &strict_state(), 12},
      // Names and strings with escapes, UTF-8, and longer than a 16-byte block.
      {R"({"k\u00e9y":"v\"al\\ue","long key past sixteen bytes":)"
       R"("a long value that is longer than sixteen bytes \ud83d\ude00","":"","caf)"
       "\xc3\xa9\":[\"\xe2\x82\xac\",\"\xf0\x9f\x98\x80 and more than sixteen bytes\"]}",
       &strict_state(), 13},
      // Scalars at the top level.
      {"-12.5e-3", &strict_state(), 1},
      {" \"top\" ", &strict_state(), 1},
      // Comments everywhere, when the state allows them.
      {"/*a*/{/*b*/\"a\"/*c*/:/*d*/1/*e*/,/*f*/\"b\"//g\n:[//h\n1,/*i*/2/*j*/]}//end", &comment_state(), 9},
      {"[1,/**/2,//x\n3,\n/* \n */4]", &comment_state(), 6},
      {"{\"a\"//x\n://y\n\"b\",//z\n\"c\":[]/**/}", &comment_state(), 7},
      // Trailing commas, when the state allows them.
      {"[1,2,]", &trailing_state(), 4},
      {R"({"a":1,})", &trailing_state(), 4},
      {R"([[1,],{"a":[],},])", &trailing_state(), 10},
      {R"({"a":{"b":[1,],},})", &trailing_state(), 9},
      {"[1 , ]", &trailing_state(), 3},
      {"[ 1 ,\n ]", &trailing_state(), 3},
      {"[1,/*c*/]", &lenient_state(), 3},
      {"{\"a\":1,//x\n}", &lenient_state(), 4},
      {"[{\"a\":[1,],},/**/]", &lenient_state(), 8},
  };
  for (const document& d : docs) {
    SCOPED_TRACE(printable(d.text));
    const pull_result whole = pull(d.text, d.text.size(), kRest, *d.state);
    ASSERT_EQ(whole.error, outcome{});
    ASSERT_EQ(whole.tokens.size(), d.tokens);
    same_at_every_split(d.text, *d.state, whole);
  }
}

TEST(PullReader, ErrorsAreTheSameAtEverySplit) {
  struct bad {
    std::string text;
    const reader_state* state;
    outcome expected;
    std::size_t tokens_before;  // read before the error
  };
  const std::string trailing_bracket = "trailing comma before ']' (tidyjson::trailing_commas::allow accepts it)";
  const std::string trailing_brace = "trailing comma before '}' (tidyjson::trailing_commas::allow accepts it)";
  const std::string no_colon = "expected ':' after a member name, got ";
  const std::string comments = "comments are not allowed (tidyjson::comments::skip accepts them)";
  const std::vector<bad> cases = {
      {"[1,2,]", &strict_state(), {error_code::trailing_comma, trailing_bracket, "$", 1, 5, 4}, 3},
      {"[1,2, ]", &strict_state(), {error_code::trailing_comma, trailing_bracket, "$", 1, 5, 4}, 3},
      {R"({"a":1,})", &strict_state(), {error_code::trailing_comma, trailing_brace, "$", 1, 7, 6}, 3},
      {R"({"a" 1})", &strict_state(), {error_code::unexpected_character, no_colon + "'1'", "$", 1, 6, 5}, 2},
      {R"({"a"1})", &strict_state(), {error_code::unexpected_character, no_colon + "'1'", "$", 1, 5, 4}, 2},
      {"{\"a\"\n1}", &strict_state(), {error_code::unexpected_character, no_colon + "'1'", "$", 2, 1, 5}, 2},
      {R"({"a":1,"b" "c"})", &strict_state(), {error_code::unexpected_character, no_colon + "'\"'", "$", 1, 12, 11}, 4},
      {R"({"a":1,"b"})", &strict_state(), {error_code::unexpected_character, no_colon + "'}'", "$", 1, 11, 10}, 4},
      {R"({"a":1 "b":2})",
       &strict_state(),
       {error_code::unexpected_character, "expected ',' or '}' after a value, got '\"'", "$", 1, 8, 7},
       3},
      {"[1 2]",
       &strict_state(),
       {error_code::unexpected_character, "expected ',' or ']' after a value, got '2'", "$", 1, 4, 3},
       2},
      {"[1,}",
       &strict_state(),
       {error_code::unexpected_character, "unexpected '}'; expected a value", "$", 1, 4, 3},
       2},
      {"[1,,2]",
       &strict_state(),
       {error_code::unexpected_character, "unexpected ','; expected a value", "$", 1, 4, 3},
       2},
      {R"({"a":[1,}]})",
       &strict_state(),
       {error_code::unexpected_character, "unexpected '}'; expected a value", "$", 1, 9, 8},
       4},
      {R"({"a":1,,"b":2})",
       &strict_state(),
       {error_code::unexpected_character, "unexpected ','; expected a member name (a string)", "$", 1, 8, 7},
       3},
      {R"({"a":1,2})",
       &strict_state(),
       {error_code::unexpected_character, "unexpected '2'; expected a member name (a string)", "$", 1, 8, 7},
       3},
      {R"({"a"::1})",
       &strict_state(),
       {error_code::unexpected_character, "unexpected ':'; expected a value", "$", 1, 6, 5},
       2},
      {R"({"a":})",
       &strict_state(),
       {error_code::unexpected_character, "unexpected '}'; expected a value", "$", 1, 6, 5},
       2},
      {"[1,x]",
       &strict_state(),
       {error_code::unexpected_character, "unexpected 'x'; expected a value", "$", 1, 4, 3},
       2},
      {"[1,tru]",
       &strict_state(),
       {error_code::unexpected_character, "unexpected 't'; expected a value", "$", 1, 4, 3},
       2},
      {R"({"a":1,"b\x":2})",
       &strict_state(),
       {error_code::invalid_string, "invalid escape sequence '\\x' in string", "$", 1, 10, 9},
       3},
      {"[1,\"a\x01\"]",
       &strict_state(),
       {error_code::invalid_string, "control character U+0001 must be escaped in a string", "$", 1, 6, 5},
       2},
      {"[1,\"\xff\"]",
       &strict_state(),
       {error_code::invalid_utf8, "invalid UTF-8 in string (byte 0xFF)", "$", 1, 5, 4},
       2},
      {"[1,01]",
       &strict_state(),
       {error_code::invalid_number, "leading zeros are not allowed in numbers", "$", 1, 4, 3},
       2},
      {"[1,", &strict_state(), {error_code::unexpected_end, "unexpected end of input", "$", 1, 4, 3}, 2},
      // A control character is not whitespace: read_each once skipped one
      // after '[' or '{' and read on.
      {"[\x01 1]",
       &strict_state(),
       {error_code::unexpected_character, "unexpected byte 0x01; expected a value", "$", 1, 2, 1},
       1},
      {"{\x01\"a\":1}",
       &strict_state(),
       {error_code::unexpected_character, "unexpected byte 0x01; expected a member name (a string)", "$", 1, 2, 1},
       1},
      {"[[1]\x1f]",
       &strict_state(),
       {error_code::unexpected_character, "expected ',' or ']' after a value, got byte 0x1F", "$", 1, 5, 4},
       4},
      {"{\"a\":1\x0b}",
       &strict_state(),
       {error_code::unexpected_character, "expected ',' or '}' after a value, got byte 0x0B", "$", 1, 7, 6},
       3},
      {R"({"a":1,"b)", &strict_state(), {error_code::unexpected_end, "unexpected end of input", "$", 1, 10, 9}, 3},
      {R"({"a":1,"b")", &strict_state(), {error_code::unexpected_end, "unexpected end of input", "$", 1, 11, 10}, 4},
      {R"({"a":1,"b":)", &strict_state(), {error_code::unexpected_end, "unexpected end of input", "$", 1, 12, 11}, 4},
      {R"({"a":)", &strict_state(), {error_code::unexpected_end, "unexpected end of input", "$", 1, 6, 5}, 2},
      {"[1]]", &strict_state(), {error_code::trailing_content, "unexpected ']' after the JSON value", "$", 1, 4, 3}, 3},
      {"[1,/*x*/2]", &strict_state(), {error_code::comment, comments, "$", 1, 4, 3}, 2},
      {R"({"a"/*x*/:1})", &strict_state(), {error_code::comment, comments, "$", 1, 5, 4}, 2},
      {R"({"a":/*x*/1})", &strict_state(), {error_code::comment, comments, "$", 1, 6, 5}, 2},
      {R"({"a":1,/*x*/"b":2})", &strict_state(), {error_code::comment, comments, "$", 1, 8, 7}, 3},
      // Still errors when trailing commas or comments are allowed.
      {"[1,,]",
       &lenient_state(),
       {error_code::unexpected_character, "unexpected ','; expected a value", "$", 1, 4, 3},
       2},
      {R"({"a":1,,})",
       &lenient_state(),
       {error_code::unexpected_character, "unexpected ','; expected a member name (a string)", "$", 1, 8, 7},
       3},
      {"[,]",
       &lenient_state(),
       {error_code::unexpected_character, "unexpected ','; expected a value", "$", 1, 2, 1},
       1},
      {"{\"a\" /*c*/ 1}", &lenient_state(), {error_code::unexpected_character, no_colon + "'1'", "$", 1, 12, 11}, 2},
      {"[1,/*x", &lenient_state(), {error_code::unexpected_end, "unterminated comment", "$", 1, 4, 3}, 2},
      // Depth: the container after a comma is one level too deep.
      {"[1,[2,[3,[4]]]]",
       nullptr,
       {error_code::depth_exceeded, "nesting deeper than the maximum depth of 3 (tidyjson::max_depth)", "$", 1, 10, 9},
       6},
  };
  static const reader_state depth3(tidyjson::options{tidyjson::max_depth(3)});
  for (const bad& c : cases) {
    SCOPED_TRACE(printable(c.text));
    const reader_state& st = c.state != nullptr ? *c.state : depth3;
    const pull_result whole = pull(c.text, c.text.size(), kRest, st);
    ASSERT_EQ(whole.error, c.expected);
    ASSERT_EQ(whole.tokens.size(), c.tokens_before);
    same_at_every_split(c.text, st, whole);
  }
}

// Fixed bug (tidyjson::reader::error(), older than the fast paths): a
// trailing comma was reported at the comma, but with the line count
// of the closing bracket. When a newline (or a comment holding one) sits
// between them, the line is too high and the column, the comma's offset
// minus the start of the bracket's line, wraps around: `{"a":1,\n}` gives
// line 2, column 18446744073709551615 (offset 6) instead of line 1, column 7.
// The typed reader reports the same input at line 1, column 7.
TEST(PullReader, TrailingCommaBeforeANewlineIsReportedAtTheComma) {
  const std::string trailing_bracket = "trailing comma before ']' (tidyjson::trailing_commas::allow accepts it)";
  const std::string trailing_brace = "trailing comma before '}' (tidyjson::trailing_commas::allow accepts it)";
  struct bad {
    std::string text;
    const reader_state* state;
    outcome expected;
  };
  const std::vector<bad> cases = {
      {"{\"a\":1,\n}", &strict_state(), {error_code::trailing_comma, trailing_brace, "$", 1, 7, 6}},
      {"[1,\n2,\n]", &strict_state(), {error_code::trailing_comma, trailing_bracket, "$", 2, 2, 5}},
      {"[1, \n ]", &strict_state(), {error_code::trailing_comma, trailing_bracket, "$", 1, 3, 2}},
      {"[1,/*\n*/]", &comment_state(), {error_code::trailing_comma, trailing_bracket, "$", 1, 3, 2}},
  };
  for (const bad& c : cases) {
    SCOPED_TRACE(printable(c.text));
    const pull_result whole = pull(c.text, c.text.size(), kRest, *c.state);
    EXPECT_EQ(whole.error, c.expected);
    same_at_every_split(c.text, *c.state, whole);
  }
}

TEST(PullReader, StringsOfEveryLengthWithASpecialByteAnywhere) {
  // read_each takes a name whose closing quote is among its next 16 bytes,
  // and a string value whose closing quote is among its next 32, with one
  // test; anything else (escapes, UTF-8, control characters, longer
  // strings, a string the buffer cuts) goes the general way. Both must give
  // read()'s tokens and errors, as names and as values.
  const std::vector<std::string> pieces = {"", "\\n", "\\u00e9", "\xc3\xa9", "\xe2\x82\xac", "\x01", "\xff", "\\q", "\""};
  for (std::size_t n = 0; n <= 40; n += n < 36 ? 1 : 4) {
    for (const std::string& piece : pieces) {
      for (std::size_t at = 0; at <= n; at += piece.empty() ? n + 1 : 1) {
        std::string s(n, 'a');
        s.insert(at, piece);
        const std::string doc = "{\"" + s + "\":[\"" + s + "\",1],\"k\":\"" + s + "\"}";
        SCOPED_TRACE(printable(doc));
        const pull_result whole = pull(doc, doc.size(), kRest, strict_state());
        for (const pull_mode mode : {pull_mode::batch, pull_mode::batch_stopping}) {
          ASSERT_EQ(pull(doc, doc.size(), kRest, strict_state(), mode), whole);
          for (std::size_t k = 0; k <= doc.size(); k += 3) {
            ASSERT_EQ(pull(doc, k, kRest, strict_state(), mode), whole) << "split after " << k;
          }
        }
      }
    }
  }
}

TEST(PullReader, NestingDeeperThanTheBatchRegisterGivesTheSameTokens) {
  // read_each keeps up to 63 levels of nesting in a register; deeper, it
  // hands the tokens to read() one at a time, and comes back when the
  // nesting is shallow again. The tokens, depths and errors are read()'s.
  const reader_state deep(tidyjson::options{tidyjson::max_depth(100)});
  for (const int levels : {62, 63, 64, 65, 70, 99}) {
    // Objects and arrays in turn: {"k":[1,{"k":[1,..."leaf",{}],"z":[]},{}],"z":[]}
    std::string doc;
    std::size_t tokens = 1;  // the leaf
    for (int i = 0; i < levels; ++i) doc += i % 2 == 0 ? R"({"k":)" : "[1,";
    doc += R"("leaf")";
    for (int i = levels; i-- > 0;) {
      doc += i % 2 == 0 ? R"(,"z":[]})" : ",{}]";
      tokens += i % 2 == 0 ? 2 + 4 : 2 + 3;
    }
    SCOPED_TRACE(levels);
    const pull_result whole = pull(doc, doc.size(), kRest, deep);
    ASSERT_EQ(whole.error, outcome{});
    ASSERT_EQ(whole.tokens.size(), tokens);
    same_at_every_split(doc, deep, whole);
  }
  // One level past the limit: the same error, at the same place, however
  // the tokens are taken.
  std::string too_deep(101, '[');
  too_deep += std::string(101, ']');
  const pull_result whole = pull(too_deep, too_deep.size(), kRest, deep);
  EXPECT_EQ(whole.error.code, error_code::depth_exceeded);
  EXPECT_EQ(whole.tokens.size(), 100U);
  same_at_every_split(too_deep, deep, whole);
}

TEST(PullReader, GuessedNameLengthsNeverChangeTheTokens) {
  // read_each guesses a member name's length from the name read at the same
  // place before (the same depth, the same number of members before it),
  // and only confirms the guess against the bytes. Each document below reads
  // one shape and then names the guess gets wrong in every way: longer,
  // shorter, a quote at the guessed place that is escaped, a backslash or a
  // multi-byte UTF-8 sequence there, a name the 16-byte look cannot finish;
  // and places that share a guess (more than 16 members, nesting deeper than
  // 8 levels). The tokens are read()'s, at every split.
  const std::vector<std::string> docs = {
      R"([{"abc":1,"de":2},{"abc":1,"de":2},{"ab":1,"def":2},{"abcd":1,"d":2},{"abc":1,"de":2}])",
      R"([{"abc":1},{"ab\"c":2},{"abc":3},{"a\\b":4},{"abc":5},{"a\u0062c":6},{"abc":7},{"abc\"d":8},{"abc":9},)"
      R"({"abc\\":10},{"abc":11},{"abc\u00e9":12}])",
      "[{\"abc\":1},{\"ab\xc3\xa9\":2},{\"abc\":3},{\"a\xc3\xa9\":4},{\"abc\":5},{\"\xe2\x82\xac\":6},{\"abc\":7},"
      "{\"abc\xc3\xa9\":8}]",
      R"([{"abcdefghijklmno":1},{"abcdefghijklmnop":2},{"abcdefghijklmno":3},{"abcdefghijklmnopq":4}])",
      R"([{"":1,"a":2},{"":1,"a":2},{"a":1,"":2},{"":1,"a":2}])",
      R"([{"a":1,"bb":{"ccc":[1,2],"d":2},"eeee":3},{"a":1,"bb":{"ccc":[],"dd":{}},"eee":3},{"aa":1,"b":[],"eeee":{}}])",
      R"({"m0":0,"m1":1,"m2":2,"m3":3,"m4":4,"m5":5,"m6":6,"m7":7,"m8":8,"m9":9,"ma":10,"mb":11,"mc":12,"md":13,)"
      R"("me":14,"mf":15,"long16":16,"x17":17,"y18":18,"m0":0})",
      R"([{"a":{"b":{"c":{"d":{"e":{"f":{"g":{"h":{"i":{"jj":1}}}}}}}}}},{"aa":{"b":{"c":{"d":{"e":{"f":{"g":{"h":{"ii":{"j":1}}}}}}}}}}])",
      R"([{"k":"v","kk":"vv"},{"kk":"vv","k":"v"},{"k":"v","kk":"vv"}])",
  };
  for (const std::string& doc : docs) {
    SCOPED_TRACE(printable(doc));
    const pull_result whole = pull(doc, doc.size(), kRest);
    ASSERT_EQ(whole.error, outcome{});
    same_at_every_split(doc, strict_state(), whole);
  }
  // A wrong guess does not hide an error either: a raw control character
  // or a bad byte at the guessed place, after the shape was learned.
  for (const std::string bad : {"[{\"abc\":1},{\"ab\x01\":2}]", "[{\"abc\":1},{\"ab\xff\":2}]",
                                "[{\"abc\":1},{\"ab\\q\":2}]", "[{\"abc\":1},{\"abc\x01\":2}]",
                                "[{\"abc\":1},{\"abc\xff\":2}]", "[{\"abc\":1},{\"abc\\q\":2}]"}) {
    SCOPED_TRACE(printable(bad));
    const pull_result whole = pull(bad, bad.size(), kRest);
    ASSERT_NE(whole.error.code, error_code::none);
    same_at_every_split(bad, strict_state(), whole);
  }
}

TEST(PullReader, TheColonIsConsumedWithTheName) {
  // `{"a":` ends right after a name's colon: both tokens are complete, and
  // the colon is consumed with the name.
  {
    reader r(R"({"a":)", false);
    ASSERT_TRUE(r.read());
    ASSERT_TRUE(r.read());
    EXPECT_EQ(r.type(), token::property_name);
    EXPECT_FALSE(r.read());
    EXPECT_TRUE(r.needs_more());
    EXPECT_EQ(r.consumed(), 5u);
    reader next("1}", true, r.state());
    ASSERT_TRUE(next.read());
    EXPECT_EQ(next.type(), token::number);
    EXPECT_EQ(next.token_offset(), 5u);
    ASSERT_TRUE(next.read());
    EXPECT_EQ(next.type(), token::end_object);
    EXPECT_FALSE(next.read());
    EXPECT_TRUE(next.done());
  }
  // `{"a"` ends before it: the colon comes with the next buffer.
  {
    reader r(R"({"a")", false);
    ASSERT_TRUE(r.read());
    ASSERT_TRUE(r.read());
    EXPECT_EQ(r.get_string(), "a");
    EXPECT_FALSE(r.read());
    EXPECT_TRUE(r.needs_more());
    EXPECT_EQ(r.consumed(), 4u);
    reader next(" : 1}", true, r.state());
    ASSERT_TRUE(next.read());
    EXPECT_EQ(next.type(), token::number);
    EXPECT_EQ(next.token_offset(), 7u);
  }
  // A comma at the end of a buffer is given again with the next one (it is
  // not a token of its own).
  {
    reader r("[1,", false);
    ASSERT_TRUE(r.read());
    ASSERT_TRUE(r.read());
    EXPECT_FALSE(r.read());
    EXPECT_TRUE(r.needs_more());
    EXPECT_EQ(r.consumed(), 2u);
    reader next(",2]", true, r.state());
    ASSERT_TRUE(next.read());
    EXPECT_EQ(next.raw(), "2");
    EXPECT_EQ(next.token_offset(), 3u);
  }
}

}  // namespace

/// A loop over buffers that hands the state from each reader to the next
/// with std::move allocates nothing once it has been as deep as the document
/// goes: the nesting moves from reader to reader. Copying it (r.state() on
/// an lvalue) allocates for every buffer, which is what makes the count mean
/// something. Both give the tokens of one read of the whole document.
TEST(PullReader, HandingTheStateOnAllocatesNothing) {
  std::string doc = "[";
  for (int i = 0; i < 300; ++i) {
    if (i != 0) doc += ',';
    doc += R"({"id":)" + std::to_string(i) + R"(,"items":[{"q":1,"name":"x"},{"q":2,"tags":[[1],[2,3]]}],"ok":true})";
  }
  doc += "]";
  std::size_t whole_tokens = 0;
  {
    reader r(doc);
    r.read_each([&](const tidyjson::token_view&) { ++whole_tokens; });
    ASSERT_TRUE(r.done());
  }
  struct counts {
    std::size_t tokens = 0;
    std::size_t rounds = 0;
    std::size_t allocations_after_warm_up = 0;
  };
  const auto run = [&](bool by_move) {
    counts c;
    std::string buf;
    buf.reserve(256);  // the caller's buffer never grows: only the reader's allocations are counted
    std::size_t fed = 0;
    reader_state state;
    const std::size_t warm_up = 10;  // a few records: the nesting has been 6 deep and its vector has grown
    for (;; ++c.rounds) {
      const std::size_t n = std::min<std::size_t>(48, doc.size() - fed);
      buf.append(doc, fed, n);
      fed += n;
      const std::size_t before = allocations.load();
      reader r = by_move ? reader(buf, fed == doc.size(), std::move(state)) : reader(buf, fed == doc.size(), state);
      r.read_each([&](const tidyjson::token_view&) { ++c.tokens; });
      if (r.done() || r.failed()) {
        EXPECT_TRUE(r.done());
        break;
      }
      const std::size_t used = r.consumed();
      state = by_move ? std::move(r).state() : r.state();
      buf.erase(0, used);
      if (c.rounds >= warm_up) c.allocations_after_warm_up += allocations.load() - before;
    }
    return c;
  };
  const counts moved = run(true);
  EXPECT_EQ(moved.tokens, whole_tokens);
  EXPECT_GT(moved.rounds, 400u);
  EXPECT_EQ(moved.allocations_after_warm_up, 0u);
  const counts copied = run(false);
  EXPECT_EQ(copied.tokens, whole_tokens);
  EXPECT_GE(copied.allocations_after_warm_up, copied.rounds - 10);
}
