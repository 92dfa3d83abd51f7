// tidyjson/read/scan.hpp: the lexical layer of the strict reader.
//
// Whitespace and comments, strings (validated as UTF-8, escapes decoded),
// numbers (RFC 8259 grammar, exact integers, correctly rounded doubles),
// literals, and skip_value, which validates a value it does not store.
#pragma once

#include <locale.h>  // newlocale, for strtold_l

#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <string>
#include <string_view>
#include <system_error>
#include <type_traits>
#include <vector>

#include "tidyjson/core/config.hpp"
#include "tidyjson/core/settings.hpp"
#include "tidyjson/core/traits.hpp"
#include "tidyjson/core/utf8.hpp"
#include "tidyjson/read/input.hpp"
#include "tidyjson/types/decimal.hpp"

namespace tidyjson::detail {

TIDYJSON_ALWAYS_INLINE constexpr bool is_ws(char c) noexcept {
  return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}
TIDYJSON_ALWAYS_INLINE constexpr bool is_dig(char c) noexcept { return c >= '0' && c <= '9'; }

// ---------------------------------------------------------------------------
// Whitespace and comments

TIDYJSON_NOINLINE inline bool skip_comment(input& in, const settings& s) {
  const char* start = in.cur;
  if (s.comment_handling != comments::skip) {
    return in.fail(error_code::comment, "comments are not allowed (tidyjson::comments::skip accepts them)");
  }
  if (in.left() < 2) return in.fail_end();
  if (in.cur[1] == '/') {
    in.cur += 2;
    while (in.cur < in.end && *in.cur != '\n') ++in.cur;
    // Without its newline, a line comment may go on in the next buffer.
    if (in.cur == in.end && !in.is_final()) return in.fail_end();
    return true;
  }
  if (in.cur[1] == '*') {
    in.cur += 2;
    while (in.left() >= 2) {
      if (in.cur[0] == '*' && in.cur[1] == '/') {
        in.cur += 2;
        return true;
      }
      ++in.cur;
    }
    in.cur = in.end;
    if (!in.is_final()) return in.fail_end();
    return in.fail(error_code::unexpected_end, "unterminated comment", start);
  }
  return in.fail(error_code::unexpected_character, "unexpected character '/'");
}

/// Skips whitespace (and comments when allowed). Stops at the first other
/// byte or at the end; false only after a comment error.
TIDYJSON_ALWAYS_INLINE bool skip_ws(input& in, const settings& s) {
  // Compact JSON: the next byte is neither whitespace nor a comment (every
  // control character goes on to the loop, which leaves it to the caller).
  if (in.cur < in.end && static_cast<unsigned char>(*in.cur) > ' ' && *in.cur != '/') [[likely]] return true;
  for (;;) {
    if (in.cur >= in.end) return true;
    const char c = *in.cur;
    if (is_ws(c)) {
      ++in.cur;
      continue;
    }
    if (c == '/') [[unlikely]] {
      if (!skip_comment(in, s)) return false;
      continue;
    }
    return true;
  }
}

/// The JSON type of the value starting at p, for messages ("a string").
inline const char* json_kind(const input& in, const char* p) noexcept {
  if (p >= in.end) return "the end of the input";
  switch (*p) {
    case '"': return "a string";
    case '{': return "an object";
    case '[': return "an array";
    case 't':
    case 'f': return "a boolean";
    case 'n': return "null";
    default: return (*p == '-' || is_dig(*p)) ? "a number" : "an invalid token";
  }
}

/// Fails with "expected <what>, got <kind>".
/// Text quoted in an error message (a number, a string that is not a valid
/// UUID, ...): verbatim up to 64 bytes, otherwise its first 32 bytes (cut at a
/// UTF-8 boundary) and its length, so that hostile input of megabytes does
/// not make a message of megabytes.
TIDYJSON_COLD inline std::string excerpt(std::string_view text) {
  if (text.size() <= 64) return std::string(text);
  std::size_t n = 32;
  while (n > 0 && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80) --n;
  return std::string(text.substr(0, n)) + "... (" + std::to_string(text.size()) + " bytes)";
}
TIDYJSON_COLD inline std::string excerpt(const char* begin, const char* end) {
  return excerpt(std::string_view(begin, static_cast<std::size_t>(end - begin)));
}

TIDYJSON_COLD inline bool fail_expected(input& in, std::string_view what) {
  if (in.at_end()) return in.fail_end();
  // A broken or truncated literal ("nul", "tru x") is a syntax error, not a
  // value of the wrong type; a prefix at the end of the input may continue.
  if (const char c = *in.cur; c == 't' || c == 'f' || c == 'n') {
    const std::string_view word = c == 't' ? "true" : c == 'f' ? "false" : "null";
    const std::size_t n = in.left() < word.size() ? in.left() : word.size();
    if (n < word.size() && std::memcmp(in.cur, word.data(), n) == 0) return in.fail_end();
    if (n < word.size() || std::memcmp(in.cur, word.data(), n) != 0) {
      return in.fail(error_code::unexpected_character,
                     "unexpected " + in.describe_at(in.cur) + "; expected " + std::string(what));
    }
  }
  const char* k = json_kind(in, in.cur);
  if (k[1] == 'n' && k[0] == 'a' && k[3] == 'i') {  // "an invalid token"
    return in.fail(error_code::unexpected_character,
                   "unexpected " + in.describe_at(in.cur) + "; expected " + std::string(what));
  }
  return in.fail(error_code::type_mismatch, "expected " + std::string(what) + ", got " + k);
}

/// Fails where a member name should start: member names are strings, so
/// anything else there is a syntax error, not a value of the wrong type.
TIDYJSON_COLD inline bool fail_member_name(input& in) {
  if (in.at_end()) return in.fail_end();
  return in.fail(error_code::unexpected_character,
                 "unexpected " + in.describe_at(in.cur) + "; expected a member name (a string)");
}

// ---------------------------------------------------------------------------
// Strings

TIDYJSON_COLD inline bool fail_control(input& in, const char* p) {
  constexpr char hex[] = "0123456789ABCDEF";
  const auto c = static_cast<unsigned char>(*p);
  return in.fail(error_code::invalid_string,
                 std::string("control character U+00") + hex[c >> 4] + hex[c & 0xF] + " must be escaped in a string",
                 p);
}

TIDYJSON_COLD inline bool fail_utf8(input& in, const char* p) {
  return in.fail(error_code::invalid_utf8, "invalid UTF-8 in string (" + in.describe_at(p) + ")", p);
}

inline int hex4(const char* p) noexcept {
  int v = 0;
  for (int i = 0; i < 4; ++i) {
    const char c = p[i];
    int d;
    if (c >= '0' && c <= '9') {
      d = c - '0';
    } else if (c >= 'a' && c <= 'f') {
      d = c - 'a' + 10;
    } else if (c >= 'A' && c <= 'F') {
      d = c - 'A' + 10;
    } else {
      return -1;
    }
    v = v * 16 + d;
  }
  return v;
}

/// Decodes the rest of a string that contains escapes: `p` is at the first
/// backslash, [content, p) is already known to be plain. Appends the decoded
/// text to `out` and leaves the cursor after the closing quote.
TIDYJSON_NOINLINE inline bool decode_string(input& in, const char* content, const char* p, std::string& out) {
  out.append(content, static_cast<std::size_t>(p - content));
  for (;;) {
    if (p >= in.end) {
      in.cur = p;
      return in.fail_end();
    }
    const auto c = static_cast<unsigned char>(*p);
    if (c == '"') {
      in.cur = p + 1;
      return true;
    }
    if (c < 0x20) return fail_control(in, p);
    if (c >= 0x80) {
      char32_t cp;
      const int len = decode_utf8(reinterpret_cast<const unsigned char*>(p),
                                  reinterpret_cast<const unsigned char*>(in.end), cp);
      if (len == -1) {
        in.cur = p;
        return in.fail_end();
      }
      if (len == 0) return fail_utf8(in, p);
      out.append(p, static_cast<std::size_t>(len));
      p += len;
      continue;
    }
    if (c != '\\') {
      // Copy a run of plain bytes.
      const char* q = p + 1;
      while (q < in.end && static_cast<unsigned char>(*q) >= 0x20 && *q != '"' && *q != '\\' &&
             static_cast<unsigned char>(*q) < 0x80) {
        ++q;
      }
      out.append(p, static_cast<std::size_t>(q - p));
      p = q;
      continue;
    }
    if (in.end - p < 2) {
      in.cur = p;
      return in.fail_end();
    }
    const char e = p[1];
    switch (e) {
      case '"': out += '"'; p += 2; continue;
      case '\\': out += '\\'; p += 2; continue;
      case '/': out += '/'; p += 2; continue;
      case 'b': out += '\b'; p += 2; continue;
      case 'f': out += '\f'; p += 2; continue;
      case 'n': out += '\n'; p += 2; continue;
      case 'r': out += '\r'; p += 2; continue;
      case 't': out += '\t'; p += 2; continue;
      case 'u': break;
      default:
        return in.fail(error_code::invalid_string,
                       "invalid escape sequence '\\" + std::string(1, e) + "' in string", p);
    }
    if (in.end - p < 6) {
      // Cut off, unless a byte already here is not a hex digit (`"\u12"`):
      // then the escape is wrong whatever follows.
      for (const char* h = p + 2; h < in.end; ++h) {
        const bool hex = (*h >= '0' && *h <= '9') || ((*h | 0x20) >= 'a' && (*h | 0x20) <= 'f');
        if (!hex) return in.fail(error_code::invalid_string, "invalid \\u escape: expected four hexadecimal digits", p);
      }
      in.cur = p;
      return in.fail_end();
    }
    int u = hex4(p + 2);
    if (u < 0) return in.fail(error_code::invalid_string, "invalid \\u escape: expected four hexadecimal digits", p);
    char32_t cp = static_cast<char32_t>(u);
    const char* esc = p;
    p += 6;
    if (cp >= 0xDC00 && cp <= 0xDFFF) {
      return in.fail(error_code::invalid_string,
                     "unpaired surrogate \\u" + std::string(esc + 2, 4) + " in string (a low surrogate without a high one)",
                     esc);
    }
    if (cp >= 0xD800 && cp <= 0xDBFF) {
      // The input ends where the low surrogate's escape should be: truncated
      // input (or a request for more), not an unpaired surrogate.
      if (in.end - p < 6 && (p == in.end || (p[0] == '\\' && (in.end - p < 2 || p[1] == 'u')))) {
        in.cur = esc;
        return in.fail_end();
      }
      const int lo = (in.end - p >= 6 && p[0] == '\\' && p[1] == 'u') ? hex4(p + 2) : -1;
      if (lo < 0xDC00 || lo > 0xDFFF) {
        return in.fail(error_code::invalid_string,
                       "unpaired surrogate \\u" + std::string(esc + 2, 4) + " in string (a high surrogate must be followed by a low one)",
                       esc);
      }
      cp = 0x10000 + ((cp - 0xD800) << 10) + (static_cast<char32_t>(lo) - 0xDC00);
      p += 6;
    }
    char buf[4];
    out.append(buf, static_cast<std::size_t>(encode_utf8(cp, buf)));
  }
}

#if TIDYJSON_SSE2
/// The bytes of v other than a quote that end a plain run of string
/// content: a backslash, a control character, a byte of a multi-byte UTF-8
/// sequence (string_stops16 less the quotes).
TIDYJSON_ALWAYS_INLINE __m128i other_stops16(__m128i v) noexcept {
  return _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('\\')), _mm_cmplt_epi8(v, _mm_set1_epi8(0x20)));
}

/// The offset of the first quote in `quotes` when no bit of `others` comes
/// before it, or -1. The end is worked out from the quotes alone, and the
/// other stops are only tested against it (a branch, well predicted): the
/// next token's position waits for one compare, not for all of them.
TIDYJSON_ALWAYS_INLINE int first_plain_quote(unsigned quotes, unsigned others) noexcept {
  if (quotes != 0 && (others & ((quotes & (0U - quotes)) - 1)) == 0) [[likely]] return __builtin_ctz(quotes);
  return -1;
}

/// The closing quote of the string whose content starts at p, when it is
/// among the 16 bytes at p (all readable) and nothing before it needs a
/// closer look (an escape, a control character, a byte of a multi-byte
/// UTF-8 sequence); nullptr otherwise. Most member names take one load and
/// one compare here.
TIDYJSON_ALWAYS_INLINE const char* plain_string_end16(const char* p) noexcept {
  const __m128i v = load16(p);
  const auto quotes = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8('"'))));
  const auto others = static_cast<unsigned>(_mm_movemask_epi8(other_stops16(v)));
  const int at = first_plain_quote(quotes, others);
  return at >= 0 ? p + at : nullptr;
}

/// plain_string_end16 over the 32 bytes at p (all readable), for string
/// values, whose lengths vary more than member names' do: a date, a title
/// or a name of 16 to 31 bytes is found as cheaply as a short one, so
/// whether a string takes the quick way depends on its bytes rather than on
/// its length. Both halves are tested at once, without a branch between.
TIDYJSON_ALWAYS_INLINE const char* plain_string_end32(const char* p) noexcept {
  const __m128i lo = load16(p);
  const __m128i hi = load16(p + 16);
  const __m128i quote = _mm_set1_epi8('"');
  const unsigned quotes = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(lo, quote))) |
                          (static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(hi, quote))) << 16);
  const unsigned others = static_cast<unsigned>(_mm_movemask_epi8(other_stops16(lo))) |
                          (static_cast<unsigned>(_mm_movemask_epi8(other_stops16(hi))) << 16);
  const int at = first_plain_quote(quotes, others);
  return at >= 0 ? p + at : nullptr;
}
#endif

/// short_plain_string_end for a member name whose length is guessed: the
/// same answer, worked out so that the next token's position need not wait
/// for it. When the 16 bytes at p show that the guess is right (a quote at
/// `guess`, no quote or other stop before it) the end is p + guess, a sum
/// of two values known before the bytes are loaded; the test only confirms
/// it, on a branch the processor predicts. Otherwise the end comes from the
/// bytes and becomes the next guess. read_each guesses each name's length
/// from the name read at the same place before (reader::name_guess), which
/// in an array of objects of one shape is almost always right; when it is
/// wrong the name costs a mispredicted branch more than it would have.
TIDYJSON_ALWAYS_INLINE const char* guessed_name_end(const char* p, const char* end, std::uint8_t& guess) noexcept {
#if TIDYJSON_SSE2
  if (end - p >= 16) [[likely]] {
    const __m128i v = load16(p);
    const auto quotes = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8('"'))));
    const auto others = static_cast<unsigned>(_mm_movemask_epi8(other_stops16(v)));
    const unsigned g = guess & 15U;
    // Up to and including byte g: exactly one stop, the quote at g.
    if ((((quotes ^ (1U << g)) | others) & ((2U << g) - 1)) == 0) [[likely]] return p + g;
    const int at = first_plain_quote(quotes, others);
    if (at < 0) return nullptr;
    guess = static_cast<std::uint8_t>(at);
    return p + at;
  }
#else
  (void)p;
  (void)end;
  (void)guess;
#endif
  return nullptr;
}

/// plain_string_end16 where the buffer may end sooner (nullptr then too):
/// scan_string's quick way, and read_each's for member names.
TIDYJSON_ALWAYS_INLINE const char* short_plain_string_end(const char* p, const char* end) noexcept {
#if TIDYJSON_SSE2
  if (end - p >= 16) return plain_string_end16(p);
#else
  (void)p;
  (void)end;
#endif
  return nullptr;
}

/// plain_string_end32 where the buffer may end sooner: read_each's quick
/// way for string values (16 bytes when fewer than 32 are left).
TIDYJSON_ALWAYS_INLINE const char* plain_string_end(const char* p, const char* end) noexcept {
#if TIDYJSON_SSE2
  if (end - p >= 32) return plain_string_end32(p);
#endif
  return short_plain_string_end(p, end);
}

/// What scan_string found.
enum class scanned : unsigned char {
  failed,   ///< not a valid string (the input holds the error)
  plain,    ///< no escapes: the view is the raw content, inside the input
  decoded,  ///< escapes: the view is the decoded text, in `out`
};

/// scan_string for a string that short_plain_string_end did not finish
/// (the pull reader tries that first itself): the opening quote is at the
/// cursor, which ends after the closing quote; `view` is the content.
TIDYJSON_ALWAYS_INLINE scanned scan_string_rest(input& in, std::string_view& view, std::string& out) {
  const char* const content = in.cur + 1;
  const char* p = content;
  for (;;) {
#if TIDYJSON_SSE2
    while (in.end - p >= 16) {
      const unsigned stops = string_stops16(p);
      if (stops != 0) {
        p += __builtin_ctz(stops);
        goto found;
      }
      p += 16;
    }
#endif
    while (in.end - p >= 8) {
      const std::uint64_t x = load8(p);
      const std::uint64_t special =
          bytes_below(x, 0x20) | bytes_equal(x, '"') | bytes_equal(x, '\\') | (x & highs8);
      if (special != 0) {
        p += __builtin_ctzll(special) / 8;
        goto found;
      }
      p += 8;
    }
    while (p < in.end) {
      const auto c = static_cast<unsigned char>(*p);
      if (c == '"' || c == '\\' || c < 0x20 || c >= 0x80) goto found;
      ++p;
    }
    in.cur = p;
    in.fail_end();
    return scanned::failed;
  found:
    const auto c = static_cast<unsigned char>(*p);
    if (c == '"') {
      view = std::string_view(content, static_cast<std::size_t>(p - content));
      in.cur = p + 1;
      return scanned::plain;
    }
    if (c == '\\') {
      out.clear();
      if (!decode_string(in, content, p, out)) return scanned::failed;
      view = out;
      return scanned::decoded;
    }
    if (c < 0x20) {
      fail_control(in, p);
      return scanned::failed;
    }
    // A two-byte sequence (Latin, Greek, Cyrillic...), in a few operations: a
    // lead byte C2 to DF and one continuation byte is always well-formed.
    if (c >= 0xC2 && c <= 0xDF && in.end - p >= 2 && (static_cast<unsigned char>(p[1]) & 0xC0) == 0x80) {
      p += 2;
      continue;
    }
    char32_t cp;
    const int len = decode_utf8(reinterpret_cast<const unsigned char*>(p),
                                reinterpret_cast<const unsigned char*>(in.end), cp);
    if (len <= 0) {
      if (len == -1) {
        in.cur = p;
        in.fail_end();
      } else {
        fail_utf8(in, p);
      }
      return scanned::failed;
    }
    p += len;
  }
}

/// Scans a string whose opening quote is at the cursor, leaving the cursor
/// after the closing quote, and sets `view` to its content.
/// Value: a string value, whose quick way looks at 32 bytes (plain_string_end)
/// rather than a member name's 16.
template <bool Value = false>
TIDYJSON_ALWAYS_INLINE scanned scan_string(input& in, std::string_view& view, std::string& out) {
  const char* const content = in.cur + 1;
  const char* const q = Value ? plain_string_end(content, in.end) : short_plain_string_end(content, in.end);
  if (q != nullptr) [[likely]] {
    view = std::string_view(content, static_cast<std::size_t>(q - content));
    in.cur = q + 1;
    return scanned::plain;
  }
  return scan_string_rest(in, view, out);
}

/// Reads a string value into `out` (cursor at the opening quote).
TIDYJSON_ALWAYS_INLINE bool read_string_into(input& in, std::string& out) {
  std::string_view v;
  const scanned r = scan_string<true>(in, v, out);
  if (r == scanned::plain) {
    out.clear();
    out.append(v.data(), v.size());
  }
  return r != scanned::failed;
}

/// Reads a member name (cursor at the opening quote); the view is valid until
/// the next key is read.
TIDYJSON_ALWAYS_INLINE bool read_key(input& in, std::string_view& key) {
  return scan_string(in, key, in.scratch) != scanned::failed;
}

/// Whether the n bytes at p are those at k, without a call for short keys:
/// two overlapping loads cover 4 to 16 bytes.
TIDYJSON_ALWAYS_INLINE bool same_bytes(const char* p, const char* k, std::size_t n) noexcept {
  if (n >= 8 && n <= 16) {
    return ((load8(p) ^ load8(k)) | (load8(p + n - 8) ^ load8(k + n - 8))) == 0;
  }
  if (n >= 4 && n < 8) {
    std::uint32_t a0, a1, b0, b1;
    std::memcpy(&a0, p, 4);
    std::memcpy(&a1, p + n - 4, 4);
    std::memcpy(&b0, k, 4);
    std::memcpy(&b1, k + n - 4, 4);
    return ((a0 ^ b0) | (a1 ^ b1)) == 0;
  }
  return std::memcmp(p, k, n) == 0;
}

/// Whether the input at the cursor starts with `k`'s bytes.
TIDYJSON_ALWAYS_INLINE bool starts_with_bytes(const input& in, std::string_view k) noexcept {
  return static_cast<std::size_t>(in.end - in.cur) >= k.size() && same_bytes(in.cur, k.data(), k.size());
}

// ---------------------------------------------------------------------------
// Literals

/// Matches `word` at the cursor ("true", "false", "null").
TIDYJSON_ALWAYS_INLINE bool match_literal(input& in, std::string_view word) {
  if (in.left() >= word.size() && std::memcmp(in.cur, word.data(), word.size()) == 0) {
    in.cur += word.size();
    return true;
  }
  return false;
}

TIDYJSON_COLD inline bool fail_literal(input& in) {
  // A prefix of a literal at the end of a partial buffer may continue later.
  for (std::string_view w : {std::string_view("true"), std::string_view("false"), std::string_view("null")}) {
    if (in.left() < w.size() && std::memcmp(in.cur, w.data(), in.left()) == 0) return in.fail_end();
  }
  return in.fail(error_code::unexpected_character, "unexpected " + in.describe_at(in.cur) + "; expected a value");
}

// ---------------------------------------------------------------------------
// Numbers

/// The extent of a number token, validated against RFC 8259's grammar.
struct number_token {
  const char* begin;
  const char* end;
  bool negative;
  bool integral;           ///< no fraction and no exponent
  std::uint64_t mantissa;  ///< the first 19 significant digits, as an integer
  int digits;              ///< significant digits in mantissa (leading zeros excluded)
  bool truncated;          ///< more than 19 significant digits
  std::int64_t exponent;   ///< value = mantissa * 10^exponent (when not truncated)
};

/// Scans a number at the cursor into `t` and moves past it.
TIDYJSON_ALWAYS_INLINE bool scan_number(input& in, number_token& t) {
  const char* p = in.cur;
  const char* const e = in.end;
  t.begin = p;
  t.end = p;
  t.negative = false;
  t.integral = true;
  t.mantissa = 0;
  t.digits = 0;
  t.truncated = false;
  t.exponent = 0;
  if (p < e && *p == '-') {
    t.negative = true;
    ++p;
  }
  if (p >= e) return in.fail_end();
  if (*p == '0') {
    ++p;
    if (p < e && is_dig(*p)) {
      return in.fail(error_code::invalid_number, "leading zeros are not allowed in numbers", t.begin);
    }
  } else if (is_dig(*p)) {
    do {
      if (t.digits < 19) {
        t.mantissa = t.mantissa * 10 + static_cast<unsigned>(*p - '0');
        ++t.digits;
      } else {
        t.truncated = true;
        ++t.exponent;
      }
      ++p;
    } while (p < e && is_dig(*p));
  } else {
    if (t.negative) {
      return in.fail(error_code::invalid_number, "'-' must be followed by a digit", t.begin);
    }
    return fail_expected(in, "a number");
  }
  if (p < e && *p == '.') {
    t.integral = false;
    ++p;
    if (p >= e) {
      in.cur = p;
      return in.fail_end();
    }
    if (!is_dig(*p)) return in.fail(error_code::invalid_number, "a '.' in a number must be followed by a digit", p);
    do {
      if (t.digits < 19) {
        if (t.mantissa != 0 || *p != '0') {
          t.mantissa = t.mantissa * 10 + static_cast<unsigned>(*p - '0');
          ++t.digits;
        }
        --t.exponent;
      } else if (*p != '0') {
        t.truncated = true;
      }
      ++p;
    } while (p < e && is_dig(*p));
  }
  if (p < e && (*p == 'e' || *p == 'E')) {
    t.integral = false;
    ++p;
    bool exp_negative = false;
    if (p < e && (*p == '+' || *p == '-')) exp_negative = *p++ == '-';
    if (p >= e) {
      in.cur = p;
      return in.fail_end();
    }
    if (!is_dig(*p)) return in.fail(error_code::invalid_number, "an exponent must have digits", p);
    std::int64_t x = 0;
    do {
      if (x < 100000000) x = x * 10 + (*p - '0');
      ++p;
    } while (p < e && is_dig(*p));
    t.exponent += exp_negative ? -x : x;
  }
  // In a partial buffer a number that touches the end may continue.
  if (p >= e && !in.is_final()) {
    in.cur = p;
    return in.fail_end();
  }
  t.end = p;
  in.cur = p;
  return true;
}

/// The common number in one pass: an optional '-', digits without a leading
/// zero, an optional fraction, no exponent, 18 digits at most. Returns the
/// end, with the digits as one integer `mag` and the fraction's length in
/// `scale`; or nullptr, having consumed nothing, for everything else, which
/// scan_number then reads (and reports) the general way. Inside a document
/// (Whole false) a byte that cannot continue the number must follow it in
/// the buffer; a Whole text must be the number and nothing else.
template <bool Whole = false>
TIDYJSON_ALWAYS_INLINE const char* scan_simple_number(const char* p, const char* end, std::uint64_t& mag, int& scale,
                                                      bool& negative) noexcept {
  negative = p < end && *p == '-';
  const char* q = p + (negative ? 1 : 0);
  const char* const first = q;
  std::uint64_t v = 0;
  while (q < end && is_dig(*q)) v = v * 10 + static_cast<unsigned>(*q++ - '0');
  const auto int_digits = q - first;
  if (int_digits == 0 || (int_digits > 1 && *first == '0')) return nullptr;
  const char* fraction = q;
  if (q < end && *q == '.') {
    fraction = ++q;
    while (q < end && is_dig(*q)) v = v * 10 + static_cast<unsigned>(*q++ - '0');
    if (q == fraction) return nullptr;
  }
  // Digits wrapped around above 19 are never used: more than 18 bail out.
  if (int_digits + (q - fraction) > 18) return nullptr;
  if constexpr (Whole) {
    if (q != end) return nullptr;
  } else {
    if (q >= end || *q == 'e' || *q == 'E') return nullptr;
  }
  mag = v;
  scale = static_cast<int>(q - fraction);
  return q;
}

inline constexpr double exact_powers_of_ten[23] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                                   1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                                   1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

/// N from scan_simple_number's parts, exactly, when the quick way can: any
/// integer type in range without a fraction, a decimal (18 digits always
/// fit), a double whose digits are an exact double. False means: read it the
/// general way (which also produces the error, if any).
template <class N>
TIDYJSON_ALWAYS_INLINE bool simple_number_to(std::uint64_t mag, int scale, bool negative, N& out) {
  if constexpr (decimal_like<N>) {
    const auto coef = static_cast<std::int64_t>(mag);
    out = N(negative ? -coef : coef, scale);
    return true;
  } else if constexpr (std::is_same_v<N, double>) {
    if (mag > (std::uint64_t{1} << 53)) return false;
    // Clinger's fast path: both operands are exact doubles.
    const double d = static_cast<double>(mag) / exact_powers_of_ten[scale];
    out = negative ? -d : d;
    return true;
  } else if constexpr (std::is_integral_v<N> && !std::is_same_v<N, bool>) {
    if (scale != 0) return false;
    if constexpr (std::is_signed_v<N>) {
      using U = std::make_unsigned_t<N>;
      if (mag > static_cast<std::uint64_t>(static_cast<U>(std::numeric_limits<N>::max())) + (negative ? 1 : 0)) {
        return false;
      }
      out = negative ? static_cast<N>(0 - mag) : static_cast<N>(mag);
      return true;
    } else {
      if ((negative && mag != 0) || mag > static_cast<std::uint64_t>(std::numeric_limits<N>::max())) return false;
      out = static_cast<N>(mag);
      return true;
    }
  } else {
    return false;
  }
}


#if defined(__GLIBC__)
/// The long double nearest to [begin, end), a number too small for a normal
/// long double, read by glibc in the C locale (whatever the program's).
TIDYJSON_NOINLINE inline long double subnormal_long_double(const char* begin, const char* end) {
  static const locale_t c_locale = newlocale(LC_ALL_MASK, "C", locale_t{});
  const std::string text(begin, end);
  return c_locale != locale_t{} ? strtold_l(text.c_str(), nullptr, c_locale) : 0.0L;
}
#endif

/// The double nearest to the token (correctly rounded).
template <class F>
inline bool number_to_floating(input& in, const number_token& t, F& out) {
  // Clinger's fast path: both the mantissa and the power of ten are exact doubles.
  if constexpr (std::is_same_v<F, double>) {
    if (!t.truncated && t.mantissa <= (std::uint64_t{1} << 53) && t.exponent >= -22 && t.exponent <= 22) {
      double d = static_cast<double>(t.mantissa);
      d = t.exponent < 0 ? d / exact_powers_of_ten[-t.exponent] : d * exact_powers_of_ten[t.exponent];
      out = t.negative ? -d : d;
      return true;
    }
  }
  F v{};
  const auto r = std::from_chars(t.begin, t.end, v);
  if (r.ec == std::errc::result_out_of_range) {
    // Underflow to zero is fine (the nearest double); overflow is not.
    if (t.exponent < 0 || t.mantissa == 0) {
      out = t.negative ? -F{0} : F{0};
#if defined(__GLIBC__)
      // libstdc++ reports a subnormal long double as out of range too (its
      // strtold sets ERANGE for it) and leaves it unread; glibc's strtold_l,
      // in the C locale, gives the nearest value, subnormal or zero.
      if constexpr (std::is_same_v<F, long double>) out = subnormal_long_double(t.begin, t.end);
#endif
      return true;
    }
    return in.fail(error_code::out_of_range,
                   "number " + excerpt(t.begin, t.end) + " is too large for " + std::string(type_name<F>()), t.begin);
  }
  if (r.ec != std::errc() || r.ptr != t.end) {
    return in.fail(error_code::invalid_number, "invalid number " + excerpt(t.begin, t.end), t.begin);
  }
  out = v;
  return true;
}

/// The token as integer type I, exactly.
template <class I>
inline bool number_to_integer(input& in, const number_token& t, I& out) {
  if (!t.integral) {
    return in.fail(error_code::type_mismatch,
                   "expected an integer, got " + excerpt(t.begin, t.end), t.begin);
  }
  // Up to 19 digits the mantissa is exact; a 20th needs the overflow check.
  std::uint64_t mag = t.mantissa;
  bool overflow = false;
  if (t.truncated) {
    // Digits beyond 19 were counted in exponent.
    for (std::int64_t k = 0; k < t.exponent && !overflow; ++k) {
      const char digit = t.begin[(t.negative ? 1 : 0) + 19 + k];
      overflow = __builtin_mul_overflow(mag, std::uint64_t{10}, &mag) ||
                 __builtin_add_overflow(mag, static_cast<std::uint64_t>(digit - '0'), &mag) || k > 0;
    }
  }
  if (!overflow) {
    if constexpr (std::is_signed_v<I>) {
      using U = std::make_unsigned_t<I>;
      const auto limit = static_cast<std::uint64_t>(static_cast<U>(std::numeric_limits<I>::max())) + (t.negative ? 1 : 0);
      if (mag <= limit) {
        out = t.negative ? static_cast<I>(0 - mag) : static_cast<I>(mag);
        return true;
      }
    } else {
      if (!t.negative || mag == 0) {
        if (mag <= static_cast<std::uint64_t>(std::numeric_limits<I>::max())) {
          out = static_cast<I>(mag);
          return true;
        }
      }
    }
  }
  return in.fail(error_code::out_of_range,
                 "number " + excerpt(t.begin, t.end) + " does not fit in " + std::string(number_type_name<I>()), t.begin);
}

// ---------------------------------------------------------------------------
// Validating skip

/// One bit per open container (1: an object), for the iterative readers:
/// the first 64 levels in a word, deeper ones on the heap.
class container_stack {
 public:
  void push(bool object) {
    if (size_ >= 64) [[unlikely]] {
      const std::size_t i = size_ - 64;
      if (i / 64 >= more_.size()) more_.push_back(0);
      more_[i / 64] = (more_[i / 64] & ~(std::uint64_t{1} << (i % 64))) | (std::uint64_t{object} << (i % 64));
    } else {
      first_ = (first_ & ~(std::uint64_t{1} << size_)) | (std::uint64_t{object} << size_);
    }
    ++size_;
  }
  void pop() noexcept { --size_; }
  [[nodiscard]] bool empty() const noexcept { return size_ == 0; }
  [[nodiscard]] bool top_is_object() const noexcept {
    const std::size_t i = size_ - 1;
    if (i >= 64) [[unlikely]] return ((more_[(i - 64) / 64] >> ((i - 64) % 64)) & 1) != 0;
    return ((first_ >> i) & 1) != 0;
  }

 private:
  std::uint64_t first_ = 0;
  std::size_t size_ = 0;
  std::vector<std::uint64_t> more_;
};

/// Reads `"name" :` inside a skipped object, checking the name against the
/// object's others (duplicates::error); leaves the cursor on the value.
TIDYJSON_NOINLINE inline bool skip_member_name(input& in, const settings& s) {
  if (in.at_end()) return in.fail_end();
  if (*in.cur != '"') return fail_member_name(in);
  const char* at = in.cur;
  std::string_view k;
  if (!read_key(in, k)) return false;
  if (s.duplicate_members == duplicates::error && !in.names().add(k)) [[unlikely]] {
    return in.fail(error_code::duplicate_member,
                   duplicate_member_message(k), at);
  }
  if (!skip_ws(in, s)) return false;
  if (in.at_end()) return in.fail_end();
  if (*in.cur != ':') {
    return in.fail(error_code::unexpected_character, "expected ':' after a member name, got " + in.describe_at(in.cur));
  }
  ++in.cur;
  return skip_ws(in, s);
}

/// Validates and skips the value at the cursor (after whitespace), with the
/// rules of every reader: depth, trailing commas, duplicate members.
/// Iterative: the C++ stack does not grow with the nesting.
inline bool skip_value(input& in, const settings& s) {
  const bool check_names = s.duplicate_members == duplicates::error;
  container_stack open;
  for (;;) {
    // A value.
    if (in.at_end()) return in.fail_end();
    switch (*in.cur) {
      case '"': {
        std::string_view v;
        if (scan_string(in, v, in.scratch) == scanned::failed) return false;
        break;
      }
      case '{':
      case '[': {
        const bool object = *in.cur == '{';
        if (!in.enter()) return false;
        ++in.cur;
        if (!skip_ws(in, s)) return false;
        if (in.at_end()) return in.fail_end();
        if (*in.cur == (object ? '}' : ']')) {
          ++in.cur;
          in.leave();
          break;
        }
        open.push(object);
        if (object) {
          if (check_names) in.names().open();
          if (!skip_member_name(in, s)) return false;
        }
        continue;  // the first element or member value
      }
      case 't':
        if (!match_literal(in, "true")) return fail_literal(in);
        break;
      case 'f':
        if (!match_literal(in, "false")) return fail_literal(in);
        break;
      case 'n':
        if (!match_literal(in, "null")) return fail_literal(in);
        break;
      default: {
        // Any value may come here: what starts none is "expected a value".
        if (*in.cur != '-' && !is_dig(*in.cur)) return fail_expected(in, "a value");
        number_token t;
        if (!scan_number(in, t)) return false;
      }
    }
    // After a value: the next element or member, or the ends of containers.
    for (;;) {
      if (open.empty()) return true;
      const bool object = open.top_is_object();
      const char close = object ? '}' : ']';
      if (!skip_ws(in, s)) return false;
      if (in.at_end()) return in.fail_end();
      if (*in.cur == ',') {
        const char* comma = in.cur;
        ++in.cur;
        if (!skip_ws(in, s)) return false;
        if (in.at_end()) return in.fail_end();
        if (*in.cur != close) {
          if (object && !skip_member_name(in, s)) return false;
          break;  // the next value
        }
        if (s.trailing_comma_handling != trailing_commas::allow) {
          return in.fail(error_code::trailing_comma,
                         trailing_comma_message(close),
                         comma);
        }
      } else if (*in.cur != close) {
        return in.fail(error_code::unexpected_character,
                       std::string("expected ',' or '") + close + "', got " + in.describe_at(in.cur));
      }
      ++in.cur;
      in.leave();
      open.pop();
      if (object && check_names) in.names().close();
    }
  }
}

}  // namespace tidyjson::detail
