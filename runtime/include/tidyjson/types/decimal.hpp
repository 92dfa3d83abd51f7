// tidyjson/types/decimal.hpp: an exact decimal number that keeps its scale.
//
// `189.50` reads and writes as `189.50`: the value is a 64-bit integer
// coefficient and a scale (digits after the point), so nothing passes through
// binary floating point. The coefficient holds up to 18 significant digits and
// the scale goes up to 18; anything beyond is an overflow, reported as an error
// when reading and as std::overflow_error by the arithmetic operators.
#pragma once

#include <charconv>
#include <compare>
#include <cstdint>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "tidyjson/core/config.hpp"
#include "tidyjson/core/digits.hpp"

namespace tidyjson {

namespace detail {
/// decimal's range error, out of line: the checks stay in line at every
/// construction (a number read from JSON makes one) without the throw.
[[noreturn]] TIDYJSON_COLD inline void decimal_out_of_range() {
  TIDYJSON_THROW(std::overflow_error("tidyjson::decimal: coefficient or scale out of range"));
}
}  // namespace detail

class decimal {
 public:
  static constexpr int max_scale = 18;
  static constexpr int max_digits = 18;
  static constexpr std::int64_t max_coefficient = 999'999'999'999'999'999;

  constexpr decimal() noexcept = default;
  /// coefficient * 10^-scale; scale in [0, 18], |coefficient| up to 18 digits.
  constexpr decimal(std::int64_t coefficient, int scale) : coef_(coefficient), scale_(static_cast<std::uint8_t>(scale)) {
    if (scale < 0 || scale > max_scale || coefficient > max_coefficient || coefficient < -max_coefficient) [[unlikely]] {
      detail::decimal_out_of_range();
    }
  }
  /// An integer value with scale 0.
  static constexpr decimal from_integer(std::int64_t v) { return decimal(v, 0); }

  /// Parses a JSON number ("-12.50", "1e3", "0.125E-2") exactly; nullopt when
  /// the text is not a JSON number or does not fit.
  static constexpr std::optional<decimal> parse(std::string_view text) noexcept {
    std::size_t i = 0;
    bool negative = false;
    if (i < text.size() && text[i] == '-') {
      negative = true;
      ++i;
    }
    if (i >= text.size() || text[i] < '0' || text[i] > '9') return std::nullopt;
    if (text[i] == '0' && i + 1 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '9') return std::nullopt;
    std::int64_t coef = 0;
    int digits = 0;
    int scale = 0;
    auto add_digit = [&](char c) {
      if (coef == 0 && c == '0') return true;  // leading zeros carry no digits
      if (++digits > max_digits) return false;
      coef = coef * 10 + (c - '0');
      return true;
    };
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
      if (!add_digit(text[i])) return std::nullopt;
    }
    if (i < text.size() && text[i] == '.') {
      ++i;
      if (i >= text.size() || text[i] < '0' || text[i] > '9') return std::nullopt;
      for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
        if (!add_digit(text[i])) return std::nullopt;
        ++scale;
      }
    }
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
      ++i;
      bool exp_negative = false;
      if (i < text.size() && (text[i] == '+' || text[i] == '-')) exp_negative = text[i++] == '-';
      if (i >= text.size() || text[i] < '0' || text[i] > '9') return std::nullopt;
      int exp = 0;
      for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
        if (exp > 1000) return std::nullopt;
        exp = exp * 10 + (text[i] - '0');
      }
      scale += exp_negative ? exp : -exp;
    }
    if (i != text.size()) return std::nullopt;
    // A negative scale means trailing zeros: multiply them into the coefficient.
    while (scale < 0) {
      if (coef != 0 && ++digits > max_digits) return std::nullopt;
      coef *= 10;
      ++scale;
    }
    if (scale > max_scale) return std::nullopt;
    return decimal::raw(negative ? -coef : coef, scale);
  }

  /// The shortest text that keeps the scale: 18950 with scale 2 is "189.50".
  /// Writes at most 21 characters to `out` and returns how many.
  TIDYJSON_ALWAYS_INLINE constexpr std::size_t format_to(char* out) const noexcept {
    const std::uint64_t u = coef_ < 0 ? 0 - static_cast<std::uint64_t>(coef_) : static_cast<std::uint64_t>(coef_);
    char* p = out;
    if (coef_ < 0) *p++ = '-';
    if (scale_ == 0) return static_cast<std::size_t>(detail::write_u64(p, u) - out);
    // Money has two decimals: a division by a constant (a multiply), the
    // integer part and two digits.
    if (scale_ == 2) {
      const std::uint64_t whole = u / 100;
      p = detail::write_u64(p, whole);
      *p = '.';
      detail::put_pair(p + 1, u - whole * 100);
      return static_cast<std::size_t>(p + 3 - out);
    }
    return static_cast<std::size_t>(format_scaled(p, u) - out);
  }

  [[nodiscard]] std::string to_string() const {
    char buf[24];
    return std::string(buf, format_to(buf));
  }

  [[nodiscard]] constexpr std::int64_t coefficient() const noexcept { return coef_; }
  [[nodiscard]] constexpr int scale() const noexcept { return scale_; }
  /// The nearest double (correctly rounded).
  [[nodiscard]] double to_double() const noexcept {
    // Both the coefficient and the power of ten are exact doubles: one
    // division rounds once.
    const std::uint64_t mag = coef_ < 0 ? 0 - static_cast<std::uint64_t>(coef_) : static_cast<std::uint64_t>(coef_);
    if (mag <= (std::uint64_t{1} << 53)) {
      double p = 1.0;
      for (int i = 0; i < scale_; ++i) p *= 10.0;
      return static_cast<double>(coef_) / p;
    }
    // Otherwise the digits as text, read by from_chars (correctly rounded).
    char buf[32];
    char* e = std::to_chars(buf, buf + sizeof buf, coef_).ptr;
    *e++ = 'e';
    *e++ = '-';
    e = std::to_chars(e, buf + sizeof buf, static_cast<int>(scale_)).ptr;
    double d = 0;
    std::from_chars(buf, e, d);
    return d;
  }

  /// The same value at a larger scale (189.5 -> 189.50); throws on overflow.
  [[nodiscard]] constexpr decimal rescaled(int scale) const {
    if (scale < scale_) TIDYJSON_THROW(std::invalid_argument("tidyjson::decimal: rescaling would lose digits"));
    std::int64_t c = coef_;
    for (int s = scale_; s < scale; ++s) c = checked_mul(c, 10);
    return decimal(c, scale);
  }

  friend constexpr decimal operator+(decimal a, decimal b) {
    // Equal scales (a running total of prices): one addition, no rescaling.
    // Anything out of range takes the general way below, which reports it.
    if (a.scale_ == b.scale_) {
      std::int64_t r = 0;
      if (!__builtin_add_overflow(a.coef_, b.coef_, &r) && r <= max_coefficient && r >= -max_coefficient) [[likely]] {
        return raw(r, a.scale_);
      }
    }
    // At the larger scale, in 128 bits: an operand may need 19 digits there
    // when the sum does not (1 - 0.000000000000000001).
    const int s = a.scale_ > b.scale_ ? a.scale_ : b.scale_;
    __int128 x = a.coef_;
    __int128 y = b.coef_;
    for (int k = a.scale_; k < s; ++k) x *= 10;
    for (int k = b.scale_; k < s; ++k) y *= 10;
    const __int128 r = x + y;
    if (r > max_coefficient || r < -max_coefficient) overflow();
    return raw(static_cast<std::int64_t>(r), s);
  }
  friend constexpr decimal operator-(decimal a) { return decimal(-a.coef_, a.scale_); }
  friend constexpr decimal operator-(decimal a, decimal b) { return a + (-b); }
  /// The exact product: the scales add up (1.50 * 3 is 4.50).
  friend constexpr decimal operator*(decimal a, decimal b) {
    return decimal(checked_mul(a.coef_, b.coef_), a.scale_ + b.scale_);
  }
  constexpr decimal& operator+=(decimal b) { return *this = *this + b; }
  constexpr decimal& operator-=(decimal b) { return *this = *this - b; }
  constexpr decimal& operator*=(decimal b) { return *this = *this * b; }

  /// Numeric comparison: 1.5 == 1.50. Use same_representation() to compare text.
  friend constexpr std::strong_ordering operator<=>(decimal a, decimal b) noexcept {
    // Compare in 128 bits so that rescaling cannot overflow.
    __int128 x = a.coef_;
    __int128 y = b.coef_;
    for (int s = a.scale_; s < b.scale_; ++s) x *= 10;
    for (int s = b.scale_; s < a.scale_; ++s) y *= 10;
    return x <=> y;
  }
  friend constexpr bool operator==(decimal a, decimal b) noexcept { return (a <=> b) == 0; }
  [[nodiscard]] constexpr bool same_representation(decimal b) const noexcept {
    return coef_ == b.coef_ && scale_ == b.scale_;
  }

 private:
  static constexpr decimal raw(std::int64_t c, int s) noexcept {
    decimal d;
    d.coef_ = c;
    d.scale_ = static_cast<std::uint8_t>(s);
    return d;
  }
  /// The integer part of u / 10^scale, the point, then exactly `scale`
  /// fraction digits.
  constexpr char* format_scaled(char* p, std::uint64_t u) const noexcept {
    constexpr std::uint64_t powers[19] = {1ULL,
                                          10ULL,
                                          100ULL,
                                          1000ULL,
                                          10000ULL,
                                          100000ULL,
                                          1000000ULL,
                                          10000000ULL,
                                          100000000ULL,
                                          1000000000ULL,
                                          10000000000ULL,
                                          100000000000ULL,
                                          1000000000000ULL,
                                          10000000000000ULL,
                                          100000000000000ULL,
                                          1000000000000000ULL,
                                          10000000000000000ULL,
                                          100000000000000000ULL,
                                          1000000000000000000ULL};
    const std::uint64_t pow = powers[scale_];
    std::uint64_t frac = u % pow;
    p = detail::write_u64(p, u / pow);
    *p++ = '.';
    char* const end = p + scale_;
    char* q = end;
    while (q - p >= 2) {
      q -= 2;
      detail::put_pair(q, frac % 100);
      frac /= 100;
    }
    if (q > p) *--q = static_cast<char>('0' + frac % 10);
    return end;
  }
  [[noreturn]] static void overflow() { TIDYJSON_THROW(std::overflow_error("tidyjson::decimal: overflow")); }
  static constexpr std::int64_t checked_mul(std::int64_t a, std::int64_t b) {
    std::int64_t r = 0;
    if (__builtin_mul_overflow(a, b, &r) || r > max_coefficient || r < -max_coefficient) overflow();
    return r;
  }

  std::int64_t coef_ = 0;
  std::uint8_t scale_ = 0;
};

}  // namespace tidyjson
