// bench/adapters/peer_support.hpp: the leaf conversions every peer adapter shares.
//
// The models hold a tidyjson::uuid, tidyjson::decimal amounts, a
// std::chrono::sys_seconds and enumerations. The other libraries know none of
// these, so their adapters convert them by hand, the way an application using
// those libraries would, and all of them through these same few functions so
// that no peer gets a faster or slower leaf than another:
//
//   uuid        the public uuid::format_to / uuid::parse
//   timestamp   "2026-10-19T08:11:00Z" (RFC 3339, UTC, whole seconds), below
//   decimal     written exactly with decimal::format_to where the library
//               takes raw number text (RapidJSON), otherwise as the nearest
//               double; read as a double and rounded to cents (every amount
//               in the models has two decimals)
//   enums       a switch from value to name, a chain of comparisons back
#pragma once

#include <chrono>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

#include "bench_order.hpp"
#include "bookstore_model.hpp"

/// The compiler that built the translation unit, for the result tables.
#if defined(__clang__)
#define TIDYJSON_BENCH_COMPILER "clang " __clang_version__
#elif defined(__GNUC__)
#define TIDYJSON_BENCH_COMPILER "g++ " __VERSION__
#else
#define TIDYJSON_BENCH_COMPILER "unknown compiler"
#endif

namespace bench::peer {

[[noreturn]] inline void fail(std::string_view what) { throw std::runtime_error("bench: " + std::string(what)); }

// ---- timestamps ------------------------------------------------------------

inline constexpr std::size_t timestamp_size = 20;  // 2026-10-19T08:11:00Z

inline char* put2(char* p, unsigned v) noexcept {
  p[0] = static_cast<char>('0' + v / 10);
  p[1] = static_cast<char>('0' + v % 10);
  return p + 2;
}

/// Writes the 20 characters of `t` (years 0 to 9999).
inline void format_timestamp(char* out, std::chrono::sys_seconds t) noexcept {
  using namespace std::chrono;
  const sys_days day = floor<days>(t);
  const year_month_day ymd{day};
  const auto secs = static_cast<unsigned>((t - day).count());
  const auto y = static_cast<unsigned>(static_cast<int>(ymd.year()));
  char* p = put2(out, y / 100);
  p = put2(p, y % 100);
  *p++ = '-';
  p = put2(p, static_cast<unsigned>(ymd.month()));
  *p++ = '-';
  p = put2(p, static_cast<unsigned>(ymd.day()));
  *p++ = 'T';
  p = put2(p, secs / 3600);
  *p++ = ':';
  p = put2(p, secs / 60 % 60);
  *p++ = ':';
  p = put2(p, secs % 60);
  *p = 'Z';
}

inline std::string timestamp_string(std::chrono::sys_seconds t) {
  std::string s(timestamp_size, '\0');
  format_timestamp(s.data(), t);
  return s;
}

/// Reads exactly the form format_timestamp writes; throws on anything else.
inline std::chrono::sys_seconds parse_timestamp(std::string_view s) {
  using namespace std::chrono;
  constexpr std::string_view shape = "dddd-dd-ddTdd:dd:ddZ";
  if (s.size() != shape.size()) fail("timestamp: expected YYYY-MM-DDTHH:MM:SSZ");
  for (std::size_t i = 0; i < shape.size(); ++i) {
    const bool ok = shape[i] == 'd' ? (s[i] >= '0' && s[i] <= '9') : s[i] == shape[i];
    if (!ok) fail("timestamp: expected YYYY-MM-DDTHH:MM:SSZ");
  }
  auto num = [&](std::size_t at, std::size_t n) {
    int v = 0;
    for (std::size_t i = at; i < at + n; ++i) v = v * 10 + (s[i] - '0');
    return v;
  };
  const year_month_day ymd{year{num(0, 4)}, month{static_cast<unsigned>(num(5, 2))},
                           day{static_cast<unsigned>(num(8, 2))}};
  const int hh = num(11, 2), mm = num(14, 2), ss = num(17, 2);
  if (!ymd.ok() || hh > 23 || mm > 59 || ss > 59) fail("timestamp: out of range");
  return sys_days{ymd} + hours{hh} + minutes{mm} + seconds{ss};
}

// ---- uuids -----------------------------------------------------------------

inline tidyjson::uuid parse_uuid(std::string_view s) {
  const auto u = tidyjson::uuid::parse(s);
  if (!u) fail("uuid: expected the 36-character form");
  return *u;
}

// ---- decimals --------------------------------------------------------------

/// The double nearest to `d`: one correctly rounded division (the coefficient
/// and the power of ten are both exact doubles).
inline double to_double(tidyjson::decimal d) noexcept {
  constexpr double powers[] = {1e0, 1e1, 1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8, 1e9,
                               1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18};
  return static_cast<double>(d.coefficient()) / powers[d.scale()];
}

/// An amount read as a double, back to an exact decimal in cents.
inline tidyjson::decimal money_from_double(double v) {
  if (!std::isfinite(v) || std::fabs(v) > 1e15) fail("amount out of range");
  return tidyjson::decimal(std::llround(v * 100.0), 2);
}

/// Exact: the number's own text (for libraries that expose it).
inline tidyjson::decimal decimal_from_text(std::string_view text) {
  const auto d = tidyjson::decimal::parse(text);
  if (!d) fail("decimal: not a number that fits");
  return *d;
}

// ---- enumerations ----------------------------------------------------------

inline std::string_view name_of(bench::OrderStatus s) noexcept {
  switch (s) {
    case bench::OrderStatus::pending: return "pending";
    case bench::OrderStatus::processing: return "processing";
    case bench::OrderStatus::shipped: return "shipped";
    case bench::OrderStatus::cancelled: return "cancelled";
  }
  return "";
}

inline bench::OrderStatus order_status(std::string_view s) {
  if (s == "pending") return bench::OrderStatus::pending;
  if (s == "processing") return bench::OrderStatus::processing;
  if (s == "shipped") return bench::OrderStatus::shipped;
  if (s == "cancelled") return bench::OrderStatus::cancelled;
  fail("unknown order status");
}

inline std::string_view name_of(bookstore::OrderStatus s) noexcept {
  switch (s) {
    case bookstore::OrderStatus::pending: return "pending";
    case bookstore::OrderStatus::paid: return "paid";
    case bookstore::OrderStatus::shipped: return "shipped";
    case bookstore::OrderStatus::delivered: return "delivered";
    case bookstore::OrderStatus::cancelled: return "cancelled";
  }
  return "";
}

inline bookstore::OrderStatus bookstore_status(std::string_view s) {
  if (s == "pending") return bookstore::OrderStatus::pending;
  if (s == "paid") return bookstore::OrderStatus::paid;
  if (s == "shipped") return bookstore::OrderStatus::shipped;
  if (s == "delivered") return bookstore::OrderStatus::delivered;
  if (s == "cancelled") return bookstore::OrderStatus::cancelled;
  fail("unknown order status");
}

}  // namespace bench::peer
