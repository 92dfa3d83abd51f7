// tidyjson/core/digits.hpp: integers as decimal text, for the writer and for
// the types that format themselves (tidyjson::decimal).
#pragma once

#include <cstdint>
#include <type_traits>

#include "tidyjson/core/config.hpp"

namespace tidyjson::detail {

inline constexpr char digit_pairs[201] =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

/// The number of decimal digits of v (1 for 0).
constexpr int decimal_digits(std::uint64_t v) noexcept {
  int n = 1;
  for (;;) {
    if (v < 10) return n;
    if (v < 100) return n + 1;
    if (v < 1000) return n + 2;
    if (v < 10000) return n + 3;
    v /= 10000U;
    n += 4;
  }
}

/// Two digits of v (< 100) at p.
TIDYJSON_ALWAYS_INLINE constexpr void put_pair(char* p, std::uint64_t v) noexcept {
  p[0] = digit_pairs[v * 2];
  p[1] = digit_pairs[v * 2 + 1];
}

/// write_u64 for values of five digits and more.
constexpr char* write_u64_long(char* p, std::uint64_t v) noexcept {
  const int n = decimal_digits(v);
  char* end = p + n;
  char* q = end;
  while (v >= 100) {
    q -= 2;
    put_pair(q, v % 100);
    v /= 100;
  }
  if (v >= 10) {
    put_pair(q - 2, v);
  } else {
    q[-1] = static_cast<char>('0' + v);
  }
  return end;
}

/// Writes v in decimal at p (at most 20 characters) and returns the end.
/// Up to four digits, the common case for counts and prices, take one branch
/// per digit count and no loop.
TIDYJSON_ALWAYS_INLINE constexpr char* write_u64(char* p, std::uint64_t v) noexcept {
  if (v < 100) {
    if (v < 10) {
      *p = static_cast<char>('0' + v);
      return p + 1;
    }
    put_pair(p, v);
    return p + 2;
  }
  if (v < 10000) {
    if (v < 1000) {
      const std::uint64_t hi = v / 100;
      *p = static_cast<char>('0' + hi);
      put_pair(p + 1, v - hi * 100);
      return p + 3;
    }
    const std::uint64_t hi = v / 100;
    put_pair(p, hi);
    put_pair(p + 2, v - hi * 100);
    return p + 4;
  }
  return write_u64_long(p, v);
}

/// Writes an integer of any width (at most 20 characters).
template <class I>
TIDYJSON_ALWAYS_INLINE char* write_integer(char* p, I value) noexcept {
  auto u = static_cast<std::uint64_t>(value);
  if constexpr (std::is_signed_v<I>) {
    if (value < 0) {
      *p++ = '-';
      u = 0 - static_cast<std::uint64_t>(static_cast<std::int64_t>(value));
    }
  }
  return write_u64(p, u);
}

}  // namespace tidyjson::detail
