// tidyjson/core/utf8.hpp: strict UTF-8 decoding and encoding, and word-at-a-time scans.
#pragma once

#include <cstdint>
#include <cstring>

#include "tidyjson/core/config.hpp"

// SSE2 is part of x86-64, so the 16-byte scans need no -march flag. Define
// TIDYJSON_NO_SIMD to build the portable word-at-a-time code instead (the
// tests build both).
#if defined(__SSE2__) && !defined(TIDYJSON_NO_SIMD)
#define TIDYJSON_SSE2 1
#include <emmintrin.h>
#else
#define TIDYJSON_SSE2 0
#endif

namespace tidyjson::detail {

/// Decodes one multi-byte UTF-8 sequence starting at p (whose first byte is
/// >= 0x80). Returns its length (2 to 4) and sets cp, or returns 0 when the
/// bytes are not well-formed UTF-8 (RFC 3629: no overlong forms, no
/// surrogates, nothing above U+10FFFF, no truncated sequence). A return of -1
/// means the sequence may be valid but runs past `end`.
/// Works on `char` or `unsigned char` bytes, at compile time too.
template <class Byte>
constexpr int decode_utf8(const Byte* p, const Byte* end, char32_t& cp) noexcept {
  const auto b0 = static_cast<unsigned char>(p[0]);
  int len = 0;
  char32_t min = 0;
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    len = 2;
    cp = b0 & 0x1F;
    min = 0x80;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    len = 3;
    cp = b0 & 0x0F;
    min = 0x800;
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    len = 4;
    cp = b0 & 0x07;
    min = 0x10000;
  } else {
    return 0;  // continuation byte, overlong lead (C0, C1) or F5..FF
  }
  const long avail = end - p;
  for (int i = 1; i < len; ++i) {
    if (i >= avail) return -1;
    const auto b = static_cast<unsigned char>(p[i]);
    if ((b & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (b & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return len;
}

/// Whether the bytes are well-formed UTF-8 (at compile time too).
constexpr bool is_utf8(const char* p, const char* end) noexcept {
  while (p < end) {
    if (static_cast<unsigned char>(*p) < 0x80) {
      ++p;
      continue;
    }
    char32_t cp = 0;
    const int len = decode_utf8(p, end, cp);
    if (len <= 0) return false;
    p += len;
  }
  return true;
}

/// Encodes cp (a scalar value) as UTF-8 at out; returns the length.
inline int encode_utf8(char32_t cp, char* out) noexcept {
  if (cp < 0x80) {
    out[0] = static_cast<char>(cp);
    return 1;
  }
  if (cp < 0x800) {
    out[0] = static_cast<char>(0xC0 | (cp >> 6));
    out[1] = static_cast<char>(0x80 | (cp & 0x3F));
    return 2;
  }
  if (cp < 0x10000) {
    out[0] = static_cast<char>(0xE0 | (cp >> 12));
    out[1] = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out[2] = static_cast<char>(0x80 | (cp & 0x3F));
    return 3;
  }
  out[0] = static_cast<char>(0xF0 | (cp >> 18));
  out[1] = static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
  out[2] = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
  out[3] = static_cast<char>(0x80 | (cp & 0x3F));
  return 4;
}

// Word-at-a-time (SWAR) helpers on 8 bytes in a uint64_t.
inline constexpr std::uint64_t ones8 = 0x0101010101010101ULL;
inline constexpr std::uint64_t highs8 = 0x8080808080808080ULL;

TIDYJSON_ALWAYS_INLINE std::uint64_t load8(const char* p) noexcept {
  std::uint64_t v;
  std::memcpy(&v, p, 8);
  return v;
}
/// High bit set in each byte of x that equals c (no false negatives).
TIDYJSON_ALWAYS_INLINE std::uint64_t bytes_equal(std::uint64_t x, unsigned char c) noexcept {
  const std::uint64_t y = x ^ (ones8 * c);
  return (y - ones8) & ~y & highs8;
}
/// High bit set in each byte of x below c (c <= 0x80; no false negatives).
TIDYJSON_ALWAYS_INLINE std::uint64_t bytes_below(std::uint64_t x, unsigned char c) noexcept {
  return (x - ones8 * c) & ~x & highs8;
}

#if TIDYJSON_SSE2
/// One bit per byte of p[0..16) that ends a plain run of string content: a
/// quote, a backslash, a control character or a byte of a multi-byte UTF-8
/// sequence. A signed compare with 0x20 catches both of the last two.
TIDYJSON_ALWAYS_INLINE __m128i load16(const char* p) noexcept {
  return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
}
TIDYJSON_ALWAYS_INLINE unsigned string_stops16(__m128i v) noexcept {
  const __m128i stops = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('"')),
                                                  _mm_cmpeq_epi8(v, _mm_set1_epi8('\\'))),
                                     _mm_cmplt_epi8(v, _mm_set1_epi8(0x20)));
  return static_cast<unsigned>(_mm_movemask_epi8(stops));
}
TIDYJSON_ALWAYS_INLINE unsigned string_stops16(const char* p) noexcept { return string_stops16(load16(p)); }
/// The bytes HTML-safe escaping also escapes: < > & '.
TIDYJSON_ALWAYS_INLINE unsigned html_stops16(__m128i v) noexcept {
  const __m128i stops = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('<')), _mm_cmpeq_epi8(v, _mm_set1_epi8('>'))),
                                     _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('&')), _mm_cmpeq_epi8(v, _mm_set1_epi8('\''))));
  return static_cast<unsigned>(_mm_movemask_epi8(stops));
}
#endif

}  // namespace tidyjson::detail
