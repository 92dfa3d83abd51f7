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

#include <bit>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <limits>
#include <optional>
#include <string_view>
#include <type_traits>

#include "tidyjson/core/utf8.hpp"

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

/// Four numbers below 100, one per 16-bit lane of x, as eight ASCII digits
/// (the first number's in the low two bytes): the tens of a lane are
/// (v * 103) >> 10 for v < 179, and no lane's product reaches the next.
inline std::uint64_t four_pairs(std::uint64_t x) noexcept {
  const std::uint64_t tens = ((x * 103) >> 10) & 0x000F000F000F000FULL;
  const std::uint64_t ones = x - tens * 10;
  return (tens | (ones << 8)) + 0x3030303030303030ULL;
}

/// "YYYY-MM-DDTHH:MM:SS" (19 characters) for a count of seconds since the
/// epoch; nullptr outside the years 0000-9999. The date comes from days
/// since 0000-03-01 by Neri and Schneider's Euclidean affine functions (2022)
/// over a calendar shifted one 400-year cycle on, so that the arithmetic is
/// unsigned; the digits of the date and of the time come four pairs at once.
inline char* format_utc_seconds(char* p, std::int64_t secs) noexcept {
  constexpr std::int64_t first = -62167219200;  // 0000-01-01T00:00:00Z
  constexpr std::int64_t last = 253402300799;   // 9999-12-31T23:59:59Z
  if (secs < first || secs > last) [[unlikely]] return nullptr;
  const auto since_year0 = static_cast<std::uint64_t>(secs - first);
  const auto day0 = static_cast<std::uint32_t>(since_year0 / 86400);
  const auto tod = static_cast<std::uint32_t>(since_year0 - std::uint64_t{day0} * 86400);
  // 0000-03-01 is day 60 of year 0 (a leap year); 146097 days are 400 years.
  const std::uint32_t n1 = 4 * (day0 + 146097 - 60) + 3;
  const std::uint32_t century = n1 / 146097;
  const std::uint32_t n2 = (n1 % 146097) / 4 * 4 + 3;
  const std::uint64_t p2 = std::uint64_t{2939745} * n2;
  const auto year_of_century = static_cast<std::uint32_t>(p2 >> 32);
  const std::uint32_t day_of_year = static_cast<std::uint32_t>(p2) / 2939745 / 4;  // from March 1
  const std::uint32_t n3 = 2141 * day_of_year + 197913;
  const std::uint32_t january = day_of_year >= 306 ? 1 : 0;
  const std::uint32_t y = 100 * century + year_of_century + january - 400;
  const std::uint32_t m = (n3 >> 16) - 12 * january;
  const std::uint32_t d = (n3 & 0xFFFF) / 2141 + 1;
  const std::uint32_t hh = tod / 3600;
  const std::uint32_t rest = tod - hh * 3600;
  const std::uint32_t mm = rest / 60;
  const std::uint32_t ss = rest - mm * 60;
  const std::uint32_t yh = y / 100;
  if constexpr (std::endian::native != std::endian::little) {
    std::memcpy(p, "0000-00-00T00:00:00", 19);
    put2(p, yh);
    put2(p + 2, y - yh * 100);
    put2(p + 5, m);
    put2(p + 8, d);
    put2(p + 11, hh);
    put2(p + 14, mm);
    put2(p + 17, ss);
    return p + 19;
  }
  const std::uint64_t date = four_pairs(yh | (std::uint64_t{y - yh * 100} << 16) | (std::uint64_t{m} << 32) |
                                        (std::uint64_t{d} << 48));  // YYYYMMDD
  const std::uint64_t time = four_pairs(hh | (std::uint64_t{mm} << 16) | (std::uint64_t{ss} << 32));  // HHMMSS00
  const auto year = static_cast<std::uint32_t>(date);
  const auto month = static_cast<std::uint16_t>(date >> 32);
  const auto day = static_cast<std::uint16_t>(date >> 48);
  const auto hours = static_cast<std::uint16_t>(time);
  const auto minutes = static_cast<std::uint16_t>(time >> 16);
  const auto seconds = static_cast<std::uint16_t>(time >> 32);
  std::memcpy(p, &year, 4);
  p[4] = '-';
  std::memcpy(p + 5, &month, 2);
  p[7] = '-';
  std::memcpy(p + 8, &day, 2);
  p[10] = 'T';
  std::memcpy(p + 11, &hours, 2);
  p[13] = ':';
  std::memcpy(p + 14, &minutes, 2);
  p[16] = ':';
  std::memcpy(p + 17, &seconds, 2);
  return p + 19;
}

/// Whether a time point's count converts exactly to seconds and nanoseconds
/// (an integral count of seconds, of a multiple of them, or of a fraction
/// 1/N with N dividing 10^9).
template <class D>
inline constexpr bool splits_exactly = [] {
  using P = typename D::period;
  using Rep = typename D::rep;
  if constexpr (!std::is_integral_v<Rep> || std::is_same_v<Rep, bool> || sizeof(Rep) > 8) {
    return false;
  } else {
    return P::den == 1 || (P::num == 1 && 1'000'000'000 % P::den == 0);
  }
}();

/// Seconds since the epoch and nanoseconds within the second of a time
/// point that splits_exactly; false when the seconds overflow 64 bits (far
/// outside the years 0000-9999).
template <class D>
bool split_time_point(std::chrono::time_point<std::chrono::system_clock, D> tp, std::int64_t& secs,
                      std::uint32_t& nanos) noexcept {
  using P = typename D::period;
  const auto count = static_cast<std::int64_t>(tp.time_since_epoch().count());
  if constexpr (P::den == 1) {
    nanos = 0;
    return !__builtin_mul_overflow(count, static_cast<std::int64_t>(P::num), &secs);
  } else {
    constexpr auto den = static_cast<std::int64_t>(P::den);
    std::int64_t q = count / den;
    std::int64_t r = count % den;
    if (r < 0) {  // floor, not truncation
      --q;
      r += den;
    }
    secs = q;
    nanos = static_cast<std::uint32_t>(r * (1'000'000'000 / den));
    return true;
  }
}

/// RFC 3339 in UTC (at most 30 characters); nullptr outside years 0..9999.
template <class D>
char* format_time_point(char* p, std::chrono::time_point<std::chrono::system_clock, D> tp) noexcept {
  using namespace std::chrono;
  if constexpr (splits_exactly<D>) {
    std::int64_t whole = 0;
    std::uint32_t nanos = 0;
    if (!split_time_point(tp, whole, nanos)) return nullptr;
    p = format_utc_seconds(p, whole);
    if (p == nullptr) return nullptr;
    if (nanos != 0) p = format_fraction(p, nanos);
    *p++ = 'Z';
    return p;
  } else {
    // Years 0000 to 9999 only, judged before any conversion: a count of
    // another period, or a floating one (NaN, 1e300), would overflow the
    // integral days and seconds below (undefined behaviour, a wrong date).
    const long double since_epoch = duration<long double>(tp.time_since_epoch()).count();
    if (!(since_epoch >= -62'167'219'200.0L && since_epoch < 253'402'300'800.0L)) return nullptr;
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
    if constexpr (std::ratio_less_v<typename D::period, std::ratio<1>> || std::is_floating_point_v<typename D::rep>) {
      const auto frac = duration_cast<nanoseconds>(since_midnight - secs).count();
      if (frac != 0) p = format_fraction(p, static_cast<std::uint32_t>(frac));
    }
    *p++ = 'Z';
    return p;
  }
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

/// A date and time of day in UTC, year 0..9999, checked and converted to
/// seconds since the epoch without std::chrono's general (signed, any year)
/// arithmetic.
inline bool utc_seconds_from(unsigned y, unsigned mo, unsigned d, unsigned hh, unsigned mm, unsigned ss,
                             std::int64_t& secs) noexcept {
  if (hh > 23 || mm > 59 || ss > 59) return false;
  constexpr unsigned char month_days[13] = {0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (mo - 1 > 11 || d == 0 || d > month_days[mo]) return false;
  if (mo == 2 && d == 29 && !(y % 4 == 0 && (y % 100 != 0 || y % 400 == 0))) return false;
  // Days since 0000-03-01 of a calendar shifted 400 years on (one whole
  // cycle of 146,097 days), so that January and February of year 0 stay
  // positive; then since 1970-01-01.
  const unsigned yy = y + 400 - (mo <= 2 ? 1 : 0);
  const unsigned era = yy / 400;
  const unsigned yoe = yy - era * 400;
  const unsigned doy = (153 * (mo > 2 ? mo - 3 : mo + 9) + 2) / 5 + d - 1;
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  const std::int64_t days = static_cast<std::int64_t>(era) * 146097 + doe - 719468 - 146097;
  secs = days * 86400 + hh * 3600 + mm * 60 + ss;
  return true;
}

/// Whether every byte of t under `mask` is at most 9: adding 0x76 sets bit 7
/// of a byte above 9, and a byte with bit 7 set fails as it is. Bytes outside
/// the mask are not looked at.
template <class W>
constexpr bool bytes_at_most_9(W t, W mask) noexcept {
  const auto sevens = static_cast<W>(0x7676767676767676ULL) & mask;
  const auto highs = static_cast<W>(highs8) & mask;
  return ((((t & mask) + sevens) | t) & highs) == 0;
}

/// The common form "YYYY-MM-DDTHH:MM:SSZ", exactly 20 characters at p, as
/// seconds since the epoch, with no cursor and no call. False for anything
/// else (another form, or an invalid date or time), which parse_rfc3339 then
/// reads or rejects: both accept the same strings of this form and give the
/// same seconds.
inline bool parse_rfc3339_utc_seconds(const char* p, std::int64_t& secs) noexcept {
  if constexpr (std::endian::native == std::endian::little) {
    // Three words, each XORed with what it should be ('0' where a digit
    // goes): a digit becomes its value, a separator zero. Bit 5 is set
    // first where 'T' and 'Z' go, so that 't' and 'z' pass too.
    const std::uint64_t w0 = load8(p);      // YYYY-MM-
    const std::uint64_t w1 = load8(p + 8);  // DDTHH:MM
    std::uint32_t w2 = 0;
    std::memcpy(&w2, p + 16, 4);  // :SSZ
    const std::uint64_t t0 = w0 ^ 0x2D30302D30303030ULL;                // "0000-00-"
    const std::uint64_t t1 = (w1 | 0x200000ULL) ^ 0x30303A3030743030ULL;  // "00t00:00"
    const std::uint32_t t2 = (w2 | 0x20000000U) ^ 0x7A30303AU;            // ":00z"
    // Separators exactly, digits at most 9.
    constexpr std::uint64_t d0 = 0x00FFFF00FFFFFFFFULL;  // the digit bytes of w0
    constexpr std::uint64_t d1 = 0xFFFF00FFFF00FFFFULL;  // of w1
    constexpr std::uint32_t d2 = 0x00FFFF00U;            // of w2
    if (((t0 & ~d0) | (t1 & ~d1) | (t2 & ~d2)) != 0 || !bytes_at_most_9(t0, d0) || !bytes_at_most_9(t1, d1) ||
        !bytes_at_most_9(t2, d2)) {
      return false;
    }
    const auto at = [](std::uint64_t t, int byte) noexcept { return static_cast<unsigned>(t >> (8 * byte)) & 0xFU; };
    const unsigned y = at(t0, 0) * 1000 + at(t0, 1) * 100 + at(t0, 2) * 10 + at(t0, 3);
    const unsigned mo = at(t0, 5) * 10 + at(t0, 6);
    const unsigned d = at(t1, 0) * 10 + at(t1, 1);
    const unsigned hh = at(t1, 3) * 10 + at(t1, 4), mm = at(t1, 6) * 10 + at(t1, 7);
    const unsigned ss = at(t2, 1) * 10 + at(t2, 2);
    return utc_seconds_from(y, mo, d, hh, mm, ss, secs);
  } else {
    if (p[4] != '-' || p[7] != '-' || (p[10] != 'T' && p[10] != 't') || p[13] != ':' || p[16] != ':' ||
        (p[19] != 'Z' && p[19] != 'z')) {
      return false;
    }
    unsigned v[20] = {};
    for (int i : {0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18}) {
      v[i] = static_cast<unsigned>(static_cast<unsigned char>(p[i])) - '0';  // below '0' wraps around
      if (v[i] > 9) return false;
    }
    return utc_seconds_from(v[0] * 1000 + v[1] * 100 + v[2] * 10 + v[3], v[5] * 10 + v[6], v[8] * 10 + v[9],
                            v[11] * 10 + v[12], v[14] * 10 + v[15], v[17] * 10 + v[18], secs);
  }
}

/// Seconds since the epoch into a time point whose period is 1/N second
/// (seconds, milliseconds, ...), checked against its range; false when the
/// period is another one, or the value does not fit (the general path then
/// reports it).
template <class D>
bool time_point_from_seconds(std::int64_t secs, std::chrono::time_point<std::chrono::system_clock, D>& out) noexcept {
  using P = typename D::period;
  using Rep = typename D::rep;
  if constexpr (P::num == 1 && std::is_integral_v<Rep> && !std::is_same_v<Rep, bool>) {
    Rep count{};
    if (__builtin_mul_overflow(secs, static_cast<std::intmax_t>(P::den), &count)) return false;
    out = std::chrono::time_point<std::chrono::system_clock, D>{D{count}};
    return true;
  } else {
    return false;
  }
}

/// The count of ticks of `per_tick` (nanoseconds times the period's
/// denominator) in `scaled`. When a tick is a whole number of nanoseconds
/// the text holds every count exactly, and anything finer is an error
/// (false). When it is not (a third of a second), the writer wrote each
/// count to the nanosecond below it: the nearest tick is the count.
template <class P>
constexpr bool tick_count(__int128 scaled, __int128 per_tick, __int128& count) noexcept {
  constexpr bool whole_ns = static_cast<__int128>(P::num) * 1'000'000'000 % P::den == 0;
  if constexpr (whole_ns) {
    if (scaled % per_tick != 0) return false;
    count = scaled / per_tick;
  } else {
    const __int128 half = per_tick / 2;
    count = (scaled >= 0 ? scaled + half : scaled - half) / per_tick;
  }
  return true;
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
  using Rep = typename D::rep;
  const __int128 exact_ns = static_cast<__int128>(secs) * 1'000'000'000 + nanos;
  const __int128 per_tick = static_cast<__int128>(P::num) * 1'000'000'000;
  if constexpr (std::is_floating_point_v<Rep>) {
    // A floating-point count is inexact by nature: the nearest value.
    const long double count = static_cast<long double>(exact_ns) * static_cast<long double>(P::den) /
                              static_cast<long double>(per_tick);
    if (count > static_cast<long double>(std::numeric_limits<Rep>::max()) ||
        count < static_cast<long double>(std::numeric_limits<Rep>::lowest())) {
      return time_parse::range;
    }
    out = time_point<system_clock, D>{D{static_cast<Rep>(count)}};
    return time_parse::ok;
  } else {
    // The years 0000-9999 in nanoseconds fit in 70 bits; an absurdly fine
    // period (den above 2^57) can still overflow 128, which no 64-bit count
    // could hold anyway.
    __int128 scaled = 0;
    if (__builtin_mul_overflow(exact_ns, static_cast<__int128>(P::den), &scaled)) return time_parse::range;
    __int128 count = 0;
    if (!tick_count<P>(scaled, per_tick, count)) return time_parse::precision;
    if (count > static_cast<__int128>(std::numeric_limits<Rep>::max()) ||
        count < static_cast<__int128>(std::numeric_limits<Rep>::min())) {
      return time_parse::range;
    }
    out = time_point<system_clock, D>{D{static_cast<Rep>(count)}};
    return time_parse::ok;
  }
}

/// ISO 8601 duration, hours at most ("PT36H"); at most 48 characters.
template <class Rep, class Period>
char* format_duration(char* p, std::chrono::duration<Rep, Period> d) noexcept {
  static_assert(std::is_integral_v<Rep>, "tidyjson: durations with a floating-point count are not supported");
  using namespace std::chrono;
  // 128-bit nanoseconds: no overflow for any 64-bit count of any standard
  // period; a period of more than about 500 years per tick can overflow, and
  // is refused (nullptr).
  __int128 ns = 0;
  if (__builtin_mul_overflow(static_cast<__int128>(d.count()), static_cast<__int128>(Period::num) * 1'000'000'000, &ns)) {
    return nullptr;
  }
  ns /= Period::den;
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
    // As many digits as 128 bits hold: the writer writes hours up to
    // 2^127 ns (26 digits); more is out of range, not malformed.
    while (c.peek() >= '0' && c.peek() <= '9') {
      ++ndigits;
      if (__builtin_mul_overflow(value, 10, &value) || __builtin_add_overflow(value, c.peek() - '0', &value)) {
        return time_parse::range;
      }
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
    __int128 part = 0;
    if (__builtin_mul_overflow(value, unit_ns, &part) || __builtin_add_overflow(part, frac_ns, &part) ||
        __builtin_add_overflow(ns, part, &ns)) {
      return time_parse::range;
    }
    any = true;
  }
  if (!any || (in_time && last_rank < 3)) return time_parse::malformed;
  if (negative) ns = -ns;
  const __int128 num = static_cast<__int128>(Period::num) * 1'000'000'000;
  // A fine period can overflow 128 bits here; such a value fits no 64-bit
  // count.
  __int128 scaled = 0;
  if (__builtin_mul_overflow(ns, static_cast<__int128>(Period::den), &scaled)) return time_parse::range;
  __int128 count = 0;
  if (!tick_count<Period>(scaled, num, count)) return time_parse::precision;
  if (count > static_cast<__int128>(std::numeric_limits<Rep>::max()) ||
      count < static_cast<__int128>(std::numeric_limits<Rep>::min())) {
    return time_parse::range;
  }
  out = std::chrono::duration<Rep, Period>{static_cast<Rep>(count)};
  return lost ? time_parse::precision : time_parse::ok;
}

}  // namespace tidyjson::detail
