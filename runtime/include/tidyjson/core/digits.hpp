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

/// Writes v in decimal at p (at most 20 characters) and returns the end.
TIDYJSON_ALWAYS_INLINE constexpr char* write_u64(char* p, std::uint64_t v) noexcept {
  const int n = decimal_digits(v);
  char* end = p + n;
  char* q = end;
  while (v >= 100) {
    const auto i = static_cast<unsigned>(v % 100) * 2;
    v /= 100;
    q -= 2;
    q[0] = digit_pairs[i];
    q[1] = digit_pairs[i + 1];
  }
  if (v >= 10) {
    q -= 2;
    q[0] = digit_pairs[v * 2];
    q[1] = digit_pairs[v * 2 + 1];
  } else {
    *--q = static_cast<char>('0' + v);
  }
  return end;
}

/// Writes an integer of any width (at most 20 characters).
template <class I>
TIDYJSON_ALWAYS_INLINE char* write_integer(char* p, I value) noexcept {
  if constexpr (std::is_signed_v<I>) {
    if (value < 0) {
      *p++ = '-';
      return write_u64(p, 0 - static_cast<std::uint64_t>(static_cast<std::int64_t>(value)));
    }
  }
  return write_u64(p, static_cast<std::uint64_t>(value));
}

}  // namespace tidyjson::detail
