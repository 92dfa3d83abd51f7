// tidyjson/types/chrono.hpp: ISO 8601 text for std::chrono time points, durations and dates.
//
//   time_point<system_clock, D>  "2026-10-19T08:11:00Z", fraction only when non-zero
//                                ("...:00.25Z"); read with 'Z' or a "+02:00" offset
//   duration<integral, P>        "PT1H30M", "PT0.5S", "-PT5S", "PT0S"; read also with
//                                days and weeks ("P1DT2H", "P2W"), never years or months
//   year_month_day               "2026-10-19"
//
// Reading is exact: a value finer than the target's precision is an error,
// never silently truncated.
#pragma once

#include <chrono>
#include <cstdint>
#include <limits>
#include <optional>
#include <string_view>
#include <type_traits>

namespace tidyjson::detail {

inline char* put2(char* p, unsigned v) noexcept {
  p[0] = static_cast<char>('0' + v / 10);
  p[1] = static_cast<char>('0' + v % 10);
  return p + 2;
}

inline char* put4(char* p, unsigned v) noexcept {
  p = put2(p, v / 100);
  return put2(p, v % 100);
}

/// "YYYY-MM-DD" (10 characters); nullptr when the year is outside 0..9999.
inline char* format_date(char* p, std::chrono::year_month_day ymd) noexcept {
  const int y = static_cast<int>(ymd.year());
  if (y < 0 || y > 9999 || !ymd.ok()) return nullptr;
  p = put4(p, static_cast<unsigned>(y));
  *p++ = '-';
  p = put2(p, static_cast<unsigned>(ymd.month()));
  *p++ = '-';
  return put2(p, static_cast<unsigned>(ymd.day()));
}

/// Fraction digits of `ns` nanoseconds (0 < ns < 1e9), trailing zeros dropped,
/// preceded by '.'.
inline char* format_fraction(char* p, std::uint32_t ns) noexcept {
  char digits[9];
  for (int i = 8; i >= 0; --i) {
    digits[i] = static_cast<char>('0' + ns % 10);
    ns /= 10;
  }
  int n = 9;
  while (n > 1 && digits[n - 1] == '0') --n;
  *p++ = '.';
  for (int i = 0; i < n; ++i) *p++ = digits[i];
  return p;
}

/// RFC 3339 in UTC (at most 30 characters); nullptr outside years 0..9999.
template <class D>
char* format_time_point(char* p, std::chrono::time_point<std::chrono::system_clock, D> tp) noexcept {
  using namespace std::chrono;
  const auto day = floor<days>(tp);
  p = format_date(p, year_month_day{day});
  if (p == nullptr) return nullptr;
  const auto since_midnight = tp - day;
  const auto secs = floor<seconds>(since_midnight);
  const auto s = static_cast<unsigned>(secs.count());
  *p++ = 'T';
  p = put2(p, s / 3600);
  *p++ = ':';
  p = put2(p, s / 60 % 60);
  *p++ = ':';
  p = put2(p, s % 60);
  if constexpr (std::ratio_less_v<typename D::period, std::ratio<1>>) {
    const auto frac = duration_cast<nanoseconds>(since_midnight - secs).count();
    if (frac != 0) p = format_fraction(p, static_cast<std::uint32_t>(frac));
  }
  *p++ = 'Z';
  return p;
}

struct text_cursor {
  std::string_view s;
  std::size_t i = 0;
  [[nodiscard]] bool done() const noexcept { return i >= s.size(); }
  [[nodiscard]] char peek() const noexcept { return i < s.size() ? s[i] : '\0'; }
  bool eat(char c) noexcept {
    if (peek() != c) return false;
    ++i;
    return true;
  }
  /// Exactly n digits.
  bool digits(int n, int& out) noexcept {
    out = 0;
    for (int k = 0; k < n; ++k) {
      const char c = peek();
      if (c < '0' || c > '9') return false;
      out = out * 10 + (c - '0');
      ++i;
    }
    return true;
  }
};

inline std::optional<std::chrono::year_month_day> parse_date_at(text_cursor& c) noexcept {
  int y = 0, m = 0, d = 0;
  if (!c.digits(4, y) || !c.eat('-') || !c.digits(2, m) || !c.eat('-') || !c.digits(2, d)) return std::nullopt;
  const std::chrono::year_month_day ymd{std::chrono::year{y}, std::chrono::month{static_cast<unsigned>(m)},
                                        std::chrono::day{static_cast<unsigned>(d)}};
  if (!ymd.ok()) return std::nullopt;
  return ymd;
}

inline std::optional<std::chrono::year_month_day> parse_date(std::string_view s) noexcept {
  text_cursor c{s};
  auto ymd = parse_date_at(c);
  if (!ymd || !c.done()) return std::nullopt;
  return ymd;
}

/// The outcome of parsing a time point or duration.
enum class time_parse { ok, malformed, precision, range };

/// Parses RFC 3339 into seconds since the epoch plus nanoseconds.
inline time_parse parse_rfc3339(std::string_view s, std::int64_t& secs, std::int64_t& nanos) noexcept {
  using namespace std::chrono;
  text_cursor c{s};
  const auto ymd = parse_date_at(c);
  if (!ymd) return time_parse::malformed;
  if (!(c.eat('T') || c.eat('t'))) return time_parse::malformed;
  int hh = 0, mm = 0, ss = 0;
  if (!c.digits(2, hh) || !c.eat(':') || !c.digits(2, mm) || !c.eat(':') || !c.digits(2, ss)) {
    return time_parse::malformed;
  }
  if (hh > 23 || mm > 59 || ss > 59) return time_parse::malformed;
  nanos = 0;
  bool lost = false;
  if (c.eat('.')) {
    int n = 0;
    while (c.peek() >= '0' && c.peek() <= '9') {
      const int digit = c.peek() - '0';
      if (n < 9) {
        nanos = nanos * 10 + digit;
      } else if (digit != 0) {
        lost = true;
      }
      ++n;
      ++c.i;
    }
    if (n == 0) return time_parse::malformed;
    for (; n < 9; ++n) nanos *= 10;
  }
  std::int64_t offset = 0;
  if (c.eat('Z') || c.eat('z')) {
  } else if (c.peek() == '+' || c.peek() == '-') {
    const bool neg = c.peek() == '-';
    ++c.i;
    int oh = 0, om = 0;
    if (!c.digits(2, oh) || !c.eat(':') || !c.digits(2, om) || oh > 23 || om > 59) return time_parse::malformed;
    offset = (oh * 3600 + om * 60) * (neg ? -1 : 1);
  } else {
    return time_parse::malformed;
  }
  if (!c.done()) return time_parse::malformed;
  secs = sys_days{*ymd}.time_since_epoch().count() * 86400LL + hh * 3600 + mm * 60 + ss - offset;
  return lost ? time_parse::precision : time_parse::ok;
}

template <class D>
time_parse parse_time_point(std::string_view s, std::chrono::time_point<std::chrono::system_clock, D>& out) noexcept {
  using namespace std::chrono;
  std::int64_t secs = 0, nanos = 0;
  const time_parse r = parse_rfc3339(s, secs, nanos);
  if (r != time_parse::ok) return r;
  // In 128-bit nanoseconds: 64-bit nanoseconds only reach the years 1677 to
  // 2262, and the count must be checked against the target's range.
  using P = typename D::period;
  const __int128 exact_ns = static_cast<__int128>(secs) * 1'000'000'000 + nanos;
  const __int128 per_tick = static_cast<__int128>(P::num) * 1'000'000'000;
  if ((exact_ns * P::den) % per_tick != 0) return time_parse::precision;
  const __int128 count = exact_ns * P::den / per_tick;
  using Rep = typename D::rep;
  if (count > static_cast<__int128>(std::numeric_limits<Rep>::max()) ||
      count < static_cast<__int128>(std::numeric_limits<Rep>::min())) {
    return time_parse::range;
  }
  out = time_point<system_clock, D>{D{static_cast<Rep>(count)}};
  return time_parse::ok;
}

/// ISO 8601 duration, hours at most ("PT36H"); at most 48 characters.
template <class Rep, class Period>
char* format_duration(char* p, std::chrono::duration<Rep, Period> d) noexcept {
  static_assert(std::is_integral_v<Rep>, "tidyjson: durations with a floating-point count are not supported");
  using namespace std::chrono;
  // 128-bit nanoseconds: no overflow for any 64-bit count of any standard period.
  __int128 ns = static_cast<__int128>(d.count()) * Period::num * 1'000'000'000 / Period::den;
  if (ns < 0) {
    *p++ = '-';
    ns = -ns;
  }
  *p++ = 'P';
  *p++ = 'T';
  const __int128 total_s = ns / 1'000'000'000;
  const auto frac = static_cast<std::uint32_t>(ns % 1'000'000'000);
  const __int128 h = total_s / 3600;
  const auto m = static_cast<unsigned>(total_s / 60 % 60);
  const auto s = static_cast<unsigned>(total_s % 60);
  auto put_num = [&p](__int128 v) {
    char tmp[40];
    int n = 0;
    do {
      tmp[n++] = static_cast<char>('0' + static_cast<int>(v % 10));
      v /= 10;
    } while (v != 0);
    while (n > 0) *p++ = tmp[--n];
  };
  if (h != 0) {
    put_num(h);
    *p++ = 'H';
  }
  if (m != 0) {
    put_num(m);
    *p++ = 'M';
  }
  if (s != 0 || frac != 0 || (h == 0 && m == 0)) {
    put_num(s);
    if (frac != 0) p = format_fraction(p, frac);
    *p++ = 'S';
  }
  return p;
}

template <class Rep, class Period>
time_parse parse_duration(std::string_view s, std::chrono::duration<Rep, Period>& out) noexcept {
  static_assert(std::is_integral_v<Rep>, "tidyjson: durations with a floating-point count are not supported");
  text_cursor c{s};
  const bool negative = c.eat('-');
  if (!c.eat('P')) return time_parse::malformed;
  __int128 ns = 0;
  bool any = false;
  bool in_time = false;
  bool lost = false;
  int last_rank = 0;  // W=1 D=2 H=3 M=4 S=5: units must come in order, once each
  while (!c.done()) {
    if (c.eat('T')) {
      if (in_time) return time_parse::malformed;
      in_time = true;
      continue;
    }
    __int128 value = 0;
    int ndigits = 0;
    while (c.peek() >= '0' && c.peek() <= '9') {
      if (++ndigits > 20) return time_parse::malformed;
      value = value * 10 + (c.peek() - '0');
      ++c.i;
    }
    if (ndigits == 0) return time_parse::malformed;
    __int128 frac_ns = 0;
    bool has_frac = false;
    if (c.eat('.') || c.eat(',')) {
      has_frac = true;
      int n = 0;
      while (c.peek() >= '0' && c.peek() <= '9') {
        const int digit = c.peek() - '0';
        if (n < 9) {
          frac_ns = frac_ns * 10 + digit;
        } else if (digit != 0) {
          lost = true;
        }
        ++n;
        ++c.i;
      }
      if (n == 0) return time_parse::malformed;
      for (; n < 9; ++n) frac_ns *= 10;
    }
    const char unit = c.peek();
    ++c.i;
    int rank = 0;
    __int128 unit_ns = 0;
    if (!in_time && unit == 'W') {
      rank = 1;
      unit_ns = 7LL * 86400 * 1'000'000'000;
    } else if (!in_time && unit == 'D') {
      rank = 2;
      unit_ns = 86400LL * 1'000'000'000;
    } else if (in_time && unit == 'H') {
      rank = 3;
      unit_ns = 3600LL * 1'000'000'000;
    } else if (in_time && unit == 'M') {
      rank = 4;
      unit_ns = 60LL * 1'000'000'000;
    } else if (in_time && unit == 'S') {
      rank = 5;
      unit_ns = 1'000'000'000;
    } else {
      return time_parse::malformed;  // years and months have no fixed length
    }
    if (rank <= last_rank || (has_frac && rank != 5)) return time_parse::malformed;
    last_rank = rank;
    ns += value * unit_ns + frac_ns;
    any = true;
  }
  if (!any || (in_time && last_rank < 3)) return time_parse::malformed;
  if (negative) ns = -ns;
  const __int128 num = static_cast<__int128>(Period::num) * 1'000'000'000;
  if ((ns * Period::den) % num != 0) return time_parse::precision;
  const __int128 count = ns * Period::den / num;
  if (count > static_cast<__int128>(std::numeric_limits<Rep>::max()) ||
      count < static_cast<__int128>(std::numeric_limits<Rep>::min())) {
    return time_parse::range;
  }
  out = std::chrono::duration<Rep, Period>{static_cast<Rep>(count)};
  return lost ? time_parse::precision : time_parse::ok;
}

}  // namespace tidyjson::detail
