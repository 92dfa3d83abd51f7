// tidyjson/read/value.hpp: the generic typed reader, one branch per type family.
//
// read_value(in, out, cfg) reads one JSON value (cursor on its first byte)
// into `out`. Composite readers add their path segment when a child fails.
// The entry points read into a fresh object and hand it out only on success,
// so a failure never leaves a half-built object visible to the caller.
#pragma once

#include <array>
#include <bitset>
#include <chrono>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "tidyjson/core/describe.hpp"
#include "tidyjson/core/reach.hpp"
#include "tidyjson/core/settings.hpp"
#include "tidyjson/core/traits.hpp"
#include "tidyjson/read/input.hpp"
#include "tidyjson/read/scan.hpp"
#include "tidyjson/types/chrono.hpp"
#include "tidyjson/types/decimal.hpp"
#include "tidyjson/types/uuid.hpp"

namespace tidyjson::detail {

template <class T, class Cfg>
bool read_value(input& in, T& out, const Cfg& cfg);

// ---------------------------------------------------------------------------
// Structure helpers

/// After a value inside an array or object: ',' (then true with `more`) or the
/// closing character. Handles trailing commas per the settings.
/// Neither ',' nor the closing bracket after a value. Out of line, as every
/// error is: next_item is inlined once per member of every described type.
TIDYJSON_COLD inline bool fail_after_value(input& in, char close) {
  return in.fail(error_code::unexpected_character,
                 std::string("expected ',' or '") + close + "' after a value, got " + in.describe_at(in.cur));
}

TIDYJSON_COLD inline bool fail_trailing_comma(input& in, char close, const char* comma) {
  return in.fail(error_code::trailing_comma, trailing_comma_message(close), comma);
}

TIDYJSON_ALWAYS_INLINE bool next_item(input& in, const settings& s, char close, bool& more) {
  if (!skip_ws(in, s)) return false;
  if (in.at_end()) return in.fail_end();
  const char c = *in.cur;
  if (c == ',') {
    const char* comma = in.cur++;
    if (!skip_ws(in, s)) return false;
    if (in.at_end()) return in.fail_end();
    if (*in.cur == close) [[unlikely]] {
      if (s.trailing_comma_handling != trailing_commas::allow) return fail_trailing_comma(in, close, comma);
      ++in.cur;
      more = false;
      return true;
    }
    more = true;
    return true;
  }
  if (c == close) {
    ++in.cur;
    more = false;
    return true;
  }
  return fail_after_value(in, close);
}

/// Opens an array or object: checks the opening character and the depth, and
/// reports whether it is empty (the closing character is consumed then).
TIDYJSON_ALWAYS_INLINE bool open_container(input& in, const settings& s, char open, const char* what, bool& empty) {
  if (in.at_end()) return in.fail_end();
  if (*in.cur != open) return fail_expected(in, what);
  if (!in.enter()) return false;
  ++in.cur;
  if (!skip_ws(in, s)) return false;
  if (in.at_end()) return in.fail_end();
  empty = *in.cur == (open == '{' ? '}' : ']');
  if (empty) {
    ++in.cur;
    in.leave();
  }
  return true;
}

TIDYJSON_COLD inline bool fail_after_name(input& in) {
  return in.fail(error_code::unexpected_character, "expected ':' after a member name, got " + in.describe_at(in.cur));
}

/// An array read into a fixed-size one had `got` elements (more than n when
/// `more`).
TIDYJSON_COLD inline bool fail_array_size(input& in, std::size_t n, std::size_t got, bool more, const char* at) {
  return in.fail(error_code::type_mismatch,
                 "expected an array of " + std::to_string(n) + " elements, got " +
                     (more ? std::string("more") : std::to_string(got)),
                 at);
}

/// Reads `"key" :` (cursor at the quote) and leaves the cursor on the value.
TIDYJSON_ALWAYS_INLINE bool read_member_name(input& in, const settings& s, std::string_view& key) {
  if (in.at_end()) return in.fail_end();
  if (*in.cur != '"') [[unlikely]] {
    if (*in.cur == '}') return fail_trailing_comma(in, '}', in.cur);
    return fail_member_name(in);
  }
  if (!read_key(in, key)) return false;
  if (in.cur < in.end && *in.cur == ':') [[likely]] {
    ++in.cur;
  } else {
    if (!skip_ws(in, s)) return false;
    if (in.at_end()) return in.fail_end();
    if (*in.cur != ':') return fail_after_name(in);
    ++in.cur;
  }
  return skip_ws(in, s);
}

// ---------------------------------------------------------------------------
// Scalars

template <class N, class Cfg>
TIDYJSON_NOINLINE bool read_number_general(input& in, N& out, const Cfg& cfg, bool allow_string);

/// A number: the common form (see scan_simple_number) inline, with no call
/// and nothing saved; everything else, and every error, out of line.
template <class N, class Cfg>
TIDYJSON_ALWAYS_INLINE bool read_number(input& in, N& out, const Cfg& cfg, bool allow_string) {
  if constexpr (integer<N> || decimal_like<N> || std::is_same_v<N, double>) {
    std::uint64_t mag = 0;
    int scale = 0;
    bool negative = false;
    if (const char* end = scan_simple_number(in.cur, in.end, mag, scale, negative)) [[likely]] {
      if (simple_number_to(mag, scale, negative, out)) {
        in.cur = end;
        return true;
      }
    }
  }
  return read_number_general(in, out, cfg, allow_string);
}

template <class N, class Cfg>
TIDYJSON_NOINLINE bool read_number_general(input& in, N& out, const Cfg& cfg, bool allow_string) {
  if (in.at_end()) return in.fail_end();
  const bool quoted = *in.cur == '"';
  const char* start = in.cur;
  if (quoted) {
    // Numbers the same settings write as strings read back from strings.
    const bool from_string = allow_string || has(cfg.s().number_handling, numbers::allow_reading_from_string) ||
                             has(cfg.s().number_handling, numbers::write_as_string);
    // Named literals are only meaningful in quotes, and are accepted whenever
    // they are allowed: they are what the writer produces for NaN and infinity.
    const bool named = floating<N> && has(cfg.s().number_handling, numbers::allow_named_literals);
    if (!from_string && !named) return fail_expected(in, integer<N> ? "an integer" : "a number");
    std::string_view text;
    if (!read_key(in, text)) return false;
    if constexpr (floating<N>) {
      if (named) {
        if (text == "NaN") {
          out = std::numeric_limits<N>::quiet_NaN();
          return true;
        }
        if (text == "Infinity" || text == "-Infinity") {
          out = text[0] == '-' ? -std::numeric_limits<N>::infinity() : std::numeric_limits<N>::infinity();
          return true;
        }
      }
    }
    if (!from_string) {
      in.cur = start;
      return fail_expected(in, "a number");
    }
    input sub(text.data(), text.size(), 1);
    number_token t;
    if (!(scan_number(sub, t) && sub.at_end())) {
      return in.fail(error_code::invalid_number,
                     "the string \"" + excerpt(text) + "\" is not a valid number for " + std::string(number_type_name<N>()),
                     start);
    }
    // A well-formed number that does not fit keeps its own code (out_of_range,
    // or type_mismatch for a fraction read into an integer).
    bool ok = true;
    if constexpr (floating<N>) {
      ok = number_to_floating(sub, t, out);
    } else if constexpr (decimal_like<N>) {
      auto d = decimal::parse(std::string_view(t.begin, static_cast<std::size_t>(t.end - t.begin)));
      if (d) {
        out = *d;
      } else {
        ok = sub.fail(error_code::out_of_range,
                      "number " + excerpt(text) + " does not fit in tidyjson::decimal (18 digits, scale up to 18)");
      }
    } else {
      ok = number_to_integer(sub, t, out);
    }
    if (!ok) {
      const error_info e = sub.error();
      return in.fail(e.code, e.message, start);
    }
    return true;
  }
  number_token t;
  if (!scan_number(in, t)) return false;
  if constexpr (floating<N>) {
    return number_to_floating(in, t, out);
  } else if constexpr (decimal_like<N>) {
    auto d = decimal::parse(std::string_view(t.begin, static_cast<std::size_t>(t.end - t.begin)));
    if (!d) {
      return in.fail(error_code::out_of_range,
                     "number " + excerpt(t.begin, t.end) + " does not fit in tidyjson::decimal (18 digits, scale up to 18)",
                     t.begin);
    }
    out = *d;
    return true;
  } else {
    return number_to_integer(in, t, out);
  }
}

template <class E>
bool enum_from_name(std::string_view name, E& out, bool case_insensitive) noexcept {
  constexpr auto& d = description_v<E>;
  for (std::size_t i = 0; i < d.size; ++i) {
    if (d.names[i] == name || (case_insensitive && ascii_iequal(d.names[i], name))) {
      out = d.values[i];
      return true;
    }
  }
  return false;
}

template <class E, class Cfg>
bool read_enum_name(input& in, E& out, const Cfg& cfg) {
  if (in.at_end()) return in.fail_end();
  if (*in.cur != '"') return fail_expected(in, "a string naming an enumerator of " + std::string(type_name<E>()));
  const char* start = in.cur;
  std::string_view name;
  if (!read_key(in, name)) return false;
  if (!enum_from_name(name, out, cfg.s().name_matching == names::case_insensitive)) {
    return in.fail(error_code::unknown_enumerator,
                   "\"" + std::string(name) + "\" is not an enumerator of " + std::string(type_name<E>()), start);
  }
  return true;
}

template <class E, class Cfg>
bool read_enum(input& in, E& out, const Cfg& cfg) {
  if (cfg.s().enum_format == enums::as_string) return read_enum_name(in, out, cfg);
  const char* at = in.cur;
  std::underlying_type_t<E> v{};
  if (!read_number(in, v, cfg, false)) return false;
  // Strict: only the values the description lists.
  constexpr auto& d = description_v<E>;
  for (std::size_t i = 0; i < d.size; ++i) {
    if (static_cast<std::underlying_type_t<E>>(d.values[i]) == v) {
      out = d.values[i];
      return true;
    }
  }
  return in.fail(error_code::unknown_enumerator,
                 std::to_string(+v) + " is not the value of an enumerator of " + std::string(type_name<E>()), at);
}

template <class T, class Cfg>
bool read_text_value(input& in, T& out, const Cfg&) {
  if (in.at_end()) return in.fail_end();
  const char* start = in.cur;
  const char* what = uuid_like<T> ? "a UUID string" : time_point_like<T> ? "an RFC 3339 date-time string"
                     : duration_like<T> ? "an ISO 8601 duration string" : "an ISO 8601 date string";
  if (*in.cur != '"') return fail_expected(in, what);
  // The common forms, when whole in the input, without scanning the string
  // first: a canonical UUID, a time stamp "YYYY-MM-DDTHH:MM:SSZ". Their
  // characters leave no room for an escape or a control character. Anything
  // else, including every error, goes the general way below.
  if constexpr (uuid_like<T>) {
    if (in.end - in.cur >= 38 && in.cur[37] == '"') {
      if (auto u = uuid::parse(std::string_view(in.cur + 1, 36))) {
        out = *u;
        in.cur += 38;
        return true;
      }
    }
  } else if constexpr (time_point_like<T>) {
    std::int64_t secs = 0;
    if (in.end - in.cur >= 22 && in.cur[21] == '"' && parse_rfc3339_utc_seconds(in.cur + 1, secs) &&
        time_point_from_seconds(secs, out)) {
      in.cur += 22;
      return true;
    }
  }
  std::string_view text;
  if (!read_key(in, text)) return false;
  time_parse r = time_parse::malformed;
  if constexpr (uuid_like<T>) {
    auto u = uuid::parse(text);
    if (u) {
      out = *u;
      r = time_parse::ok;
    }
  } else if constexpr (time_point_like<T>) {
    r = parse_time_point(text, out);
  } else if constexpr (duration_like<T>) {
    r = parse_duration(text, out);
  } else {
    auto d = parse_date(text);
    if (d) {
      out = *d;
      r = time_parse::ok;
    }
  }
  switch (r) {
    case time_parse::ok: return true;
    case time_parse::malformed:
      return in.fail(error_code::invalid_value, "\"" + excerpt(text) + "\" is not " + what, start);
    case time_parse::precision:
      return in.fail(error_code::invalid_value,
                     "\"" + excerpt(text) + "\" is finer than " + std::string(type_name<T>()) + " can hold", start);
    case time_parse::range:
      return in.fail(error_code::out_of_range,
                     "\"" + excerpt(text) + "\" does not fit in " + std::string(type_name<T>()), start);
  }
  return false;
}

// ---------------------------------------------------------------------------
// Containers

/// How many elements of a std::vector are first read into a buffer on the
/// stack, so that a short array costs one allocation of the right size
/// instead of the 1, 2, 4 growth; 0 when not worth it. At most 512 bytes.
template <class C>
inline constexpr std::size_t vector_stage_size = 0;
template <class E, class A>
  requires(!std::is_same_v<E, bool> && std::is_nothrow_move_constructible_v<E> &&
           std::is_default_constructible_v<E> && sizeof(E) * 2 <= 512)
inline constexpr std::size_t vector_stage_size<std::vector<E, A>> = 512 / sizeof(E) < 8 ? 512 / sizeof(E) : 8;

/// The elements of a std::vector after the '[' (not empty): the first ones
/// through the stage, the rest in place.
template <class C, class Cfg>
bool read_vector_elements(input& in, C& out, const Cfg& cfg) {
  using E = typename C::value_type;
  constexpr std::size_t stage_size = vector_stage_size<C>;
  const settings& s = cfg.s();
  alignas(E) unsigned char raw[stage_size * sizeof(E)];
  E* const stage = reinterpret_cast<E*>(raw);
  struct built_elements {
    E* first;
    std::size_t n = 0;
    ~built_elements() { std::destroy_n(first, n); }
  } built{stage};
  bool more = true;
  while (more && built.n < stage_size) {
    E* e = ::new (static_cast<void*>(stage + built.n)) E();
    ++built.n;
    if (!read_value(in, *e, cfg)) {
      in.unwind_index(built.n - 1);
      return false;
    }
    if (!next_item(in, s, ']', more)) return false;
  }
  std::size_t i = built.n;
  out.reserve(more ? 2 * stage_size : i);
  for (std::size_t k = 0; k < i; ++k) out.push_back(std::move(stage[k]));
  while (more) {
    auto& e = out.emplace_back();
    if (!read_value(in, e, cfg)) {
      in.unwind_index(i);
      return false;
    }
    ++i;
    if (!next_item(in, s, ']', more)) return false;
  }
  in.leave();
  return true;
}

/// A sequence whose elements can be read in place (operator[] hands out a
/// real reference, not std::vector<bool>'s proxy) and whose tail can be
/// erased.
template <class C>
concept reusable_sequence = appendable<C> && requires(C& c, std::size_t i) {
  { c[i] } -> std::same_as<typename C::value_type&>;
  c.erase(c.begin() + 1, c.end());
};

/// Element reuse: the elements a sequence already has are read in place (so
/// their own strings and vectors keep their capacity); more are taken from
/// the recycler's spares, or appended; those beyond the array's length go to
/// the spares (the sequence keeps its capacity).
template <class C, class Cfg>
bool read_sequence_reusing(input& in, C& out, const Cfg& cfg, bool empty) {
  using E = typename C::value_type;
  const std::size_t had = out.size();
  std::vector<E>* spares = nullptr;
  if constexpr (std::is_move_constructible_v<E>) {
    if (in.recycler() != nullptr) spares = &in.recycler()->template spares<E>();
  }
  std::size_t i = 0;
  if (!empty) {
    const settings& s = cfg.s();
    for (bool more = true; more;) {
      if (i >= had && spares != nullptr && !spares->empty()) {
        if constexpr (std::is_move_constructible_v<E>) {
          out.push_back(std::move(spares->back()));
          spares->pop_back();
        }
      }
      auto& e = i < out.size() ? out[i] : out.emplace_back();
      if (!read_value(in, e, cfg)) {
        in.unwind_index(i);
        return false;
      }
      ++i;
      if (!next_item(in, s, ']', more)) return false;
    }
    in.leave();
  }
  if (i < out.size()) {
    if constexpr (std::is_move_constructible_v<E>) {
      if (spares != nullptr) {
        for (std::size_t k = out.size(); k > i; --k) spares->push_back(std::move(out[k - 1]));
      }
    }
    out.erase(out.begin() + static_cast<std::ptrdiff_t>(i), out.end());
  }
  return true;
}

template <class C, class Cfg>
bool read_sequence(input& in, C& out, const Cfg& cfg) {
  const settings& s = cfg.s();
  bool empty = false;
  if (!open_container(in, s, '[', "an array", empty)) return false;
  if constexpr (fixed_array<C>) {
    // std::extent for C arrays, the tuple size for std::array (never both:
    // std::tuple_size<int[3]> does not exist).
    constexpr std::size_t n = [] {
      if constexpr (std::is_array_v<C>) {
        return std::extent_v<C>;
      } else {
        return std::tuple_size_v<C>;
      }
    }();
    std::size_t i = 0;
    if (!empty) {
      for (bool more = true; more;) {
        if (i == n) return fail_array_size(in, n, i, true, in.cur);
        if (!read_value(in, out[i], cfg)) {
          in.unwind_index(i);
          return false;
        }
        ++i;
        if (!next_item(in, s, ']', more)) return false;
      }
      in.leave();
    }
    if (i != n) return fail_array_size(in, n, i, false, in.cur - 1);
    return true;
  } else {
    if constexpr (reusable_sequence<C>) {
      if (in.reuse()) [[unlikely]] return read_sequence_reusing(in, out, cfg, empty);
    }
    out.clear();
    if (empty) return true;
    if constexpr (vector_stage_size<C> >= 2) {
      return read_vector_elements(in, out, cfg);
    }
    std::size_t i = 0;
    for (bool more = true; more;) {
      // In place when emplace_back hands out a real reference (not the proxy
      // of std::vector<bool>).
      if constexpr (appendable<C> && requires {
                      { out.emplace_back() } -> std::same_as<typename C::value_type&>;
                    }) {
        auto& e = out.emplace_back();
        if (!read_value(in, e, cfg)) {
          in.unwind_index(i);
          return false;
        }
      } else {
        typename C::value_type e{};
        if (!read_value(in, e, cfg)) {
          in.unwind_index(i);
          return false;
        }
        if constexpr (appendable<C>) {
          out.push_back(std::move(e));
        } else if constexpr (insertable<C>) {
          out.insert(std::move(e));
        } else if constexpr (front_insertable<C>) {
          out.push_front(std::move(e));
        } else {
          static_assert(always_false<C>, "tidyjson: this container cannot be filled (no push_back, insert or push_front)");
        }
      }
      ++i;
      if (!next_item(in, s, ']', more)) return false;
    }
    in.leave();
    if constexpr (front_insertable<C> && !appendable<C> && !insertable<C>) out.reverse();
    return true;
  }
}

template <class K, class Cfg>
bool map_key_from(input& in, std::string_view text, K& key, const Cfg& cfg, const char* at) {
  if constexpr (owning_string<K>) {
    key.assign(text.data(), text.size());
    return true;
  } else if constexpr (described_enum<K>) {
    if (enum_from_name(text, key, cfg.s().name_matching == names::case_insensitive)) return true;
    return in.fail(error_code::unknown_enumerator,
                   "\"" + excerpt(text) + "\" is not an enumerator of " + std::string(type_name<K>()), at);
  } else if constexpr (integer<K>) {
    input sub(text.data(), text.size(), 1);
    number_token t;
    if (scan_number(sub, t) && sub.at_end() && number_to_integer(sub, t, key)) return true;
    return in.fail(error_code::invalid_value,
                   "member name \"" + excerpt(text) + "\" is not an integer that fits " + std::string(number_type_name<K>()), at);
  } else if constexpr (uuid_like<K>) {
    auto u = uuid::parse(text);
    if (u) {
      key = *u;
      return true;
    }
    return in.fail(error_code::invalid_value, "member name \"" + excerpt(text) + "\" is not a UUID", at);
  } else {
    static_assert(always_false<K>, "tidyjson: unsupported map key type");
  }
}

template <class M, class Cfg>
bool read_map(input& in, M& out, const Cfg& cfg) {
  const settings& s = cfg.s();
  bool empty = false;
  if (!open_container(in, s, '{', "an object", empty)) return false;
  out.clear();
  if (empty) return true;
  using K = std::remove_cv_t<typename M::key_type>;
  for (bool more = true; more;) {
    const char* at = in.cur;
    std::string_view name;
    if (!read_member_name(in, s, name)) return false;
    // A name with escapes is decoded into the scratch buffer, which the
    // value's own member names reuse; keep a copy for the messages below.
    std::string decoded;
    if (!in.scratch.empty() && name.data() == in.scratch.data()) {
      decoded.assign(name.data(), name.size());
      name = decoded;
    }
    K key{};
    if (!map_key_from(in, name, key, cfg, at)) return false;
    typename M::mapped_type value{};
    if (!read_value(in, value, cfg)) {
      in.unwind_key(name);
      return false;
    }
    auto [it, inserted] = out.try_emplace(std::move(key), std::move(value));
    if (!inserted) {
      if (s.duplicate_members == duplicates::error) {
        return in.fail(error_code::duplicate_member,
                       duplicate_member_message(name), at);
      }
      it->second = std::move(value);
    }
    if (!next_item(in, s, '}', more)) return false;
  }
  in.leave();
  return true;
}

template <class Tup, class Cfg>
bool read_tuple(input& in, Tup& out, const Cfg& cfg) {
  const settings& s = cfg.s();
  constexpr std::size_t n = std::tuple_size_v<Tup>;
  bool empty = false;
  if (!open_container(in, s, '[', "an array", empty)) return false;
  if (empty) {
    if (n == 0) return true;
    return in.fail(error_code::type_mismatch, "expected an array of " + std::to_string(n) + " elements, got 0", in.cur - 1);
  }
  std::size_t i = 0;
  bool more = true;
  const bool ok = std::apply(
      [&](auto&... e) {
        return ((more ? (read_value(in, e, cfg) ? (++i, next_item(in, s, ']', more)) : (in.unwind_index(i), false))
                      : in.fail(error_code::type_mismatch, "expected an array of " + std::to_string(n) +
                                                               " elements, got " + std::to_string(i))) &&
                ...);
      },
      out);
  if (!ok) return false;
  if (more) return in.fail(error_code::type_mismatch, "expected an array of " + std::to_string(n) + " elements, got more");
  in.leave();
  return true;
}

// ---------------------------------------------------------------------------
// Described objects

/// A set of seen members: one word up to 64 members.
template <std::size_t N>
struct seen_set {
  std::conditional_t<(N <= 64), std::uint64_t, std::bitset<N>> bits{};
  [[nodiscard]] bool test(std::size_t i) const noexcept {
    if constexpr (N <= 64) {
      return (bits >> i) & 1U;
    } else {
      return bits.test(i);
    }
  }
  void set(std::size_t i) noexcept {
    if constexpr (N <= 64) {
      bits |= std::uint64_t{1} << i;
    } else {
      bits.set(i);
    }
  }
  /// Whether every one of the N members was seen.
  [[nodiscard]] bool all() const noexcept {
    if constexpr (N == 0) {
      return true;
    } else if constexpr (N < 64) {
      return bits == (std::uint64_t{1} << N) - 1;
    } else if constexpr (N == 64) {
      return bits == ~std::uint64_t{0};
    } else {
      return bits.all();
    }
  }
};

// ---------------------------------------------------------------------------
// Converters

template <class C, class S, class T>
bool apply_from_json(input& in, S& surrogate, T& out, const char* at) {
  if constexpr (requires { { C::from_json(surrogate) } -> std::same_as<result<T>>; }) {
    auto r = C::from_json(surrogate);
    if (!r) return in.fail(error_code::converter_failed, r.error().message, at);
    out = std::move(*r);
    return true;
  } else {
#if TIDYJSON_EXCEPTIONS
    try {
      out = C::from_json(std::move(surrogate));
    } catch (const error& e) {
      return in.fail(e.code(), e.message(), at);
    } catch (const std::exception& e) {
      return in.fail(error_code::converter_failed, e.what(), at);
    }
#else
    out = C::from_json(std::move(surrogate));
#endif
    return true;
  }
}

/// A std::string value (read_value's branch, and the member loop's in line).
template <class S>
TIDYJSON_ALWAYS_INLINE bool read_owning_string(input& in, S& out) {
  if (in.at_end()) [[unlikely]] return in.fail_end();
  if (*in.cur != '"') [[unlikely]] return fail_expected(in, "a string");
  return read_string_into(in, out);
}

template <class F, class M, class Cfg>
TIDYJSON_ALWAYS_INLINE bool read_field_value(input& in, const F& f, M& m, const Cfg& cfg) {
  using Attrs = typename F::attribute_types;
  if constexpr (F::template has<string_enum>) {
    return read_enum_name(in, m, cfg);
  } else if constexpr (F::template has<number_as_string> && (floating<M> || integer<M> || decimal_like<M>)) {
    return read_number(in, m, cfg, true);
  } else if constexpr (F::template has<number_as_string> && optional_like<M>) {
    if (match_literal(in, "null")) {
      m.reset();
      return true;
    }
    return read_number(in, m.emplace(), cfg, true);
  } else if constexpr (constexpr std::size_t ci = converter_index<Attrs>(); ci != npos_index) {
    using A = std::tuple_element_t<ci, Attrs>;
    const char* start = in.cur;
    if constexpr (requires { typename A::converter; }) {
      using S = converter_json_t<typename A::converter, M>;
      S surrogate{};
      if (!read_value(in, surrogate, cfg)) return false;
      return apply_from_json<typename A::converter>(in, surrogate, m, start);
    } else {
      using S = std::remove_cvref_t<decltype(std::get<ci>(f.attrs).to_json(m))>;
      S surrogate{};
      if (!read_value(in, surrogate, cfg)) return false;
      auto r = std::get<ci>(f.attrs).from_json(surrogate);
      if (!r) return in.fail(error_code::converter_failed, r.error().message, start);
      m = std::move(*r);
      return true;
    }
  } else if constexpr ((integer<M> || decimal_like<M> || std::is_same_v<M, double>) && !converted<M>) {
    // read_value's own branch for these, in line in the member loop: the
    // common number costs no call (read_number keeps the rest out of line).
    // A type-level converter (TIDYJSON_CONVERTER on the type, or on an
    // alias of it) goes through read_value, which applies it.
    return read_number(in, m, cfg, false);
  } else if constexpr (std::is_same_v<M, std::string> && !converted<M>) {
    return read_owning_string(in, m);
  } else {
    return read_value(in, m, cfg);
  }
}

/// Element reuse: member K of `obj` gets the value it has in a
/// value-initialized T, copied from one kept instance, so that strings and
/// vectors keep their capacity. A member that cannot be copied is moved from
/// a fresh T; a T that cannot be value-initialized has the member
/// value-initialized instead; a member that cannot be assigned at all (a
/// std::mutex marked skip) is left alone.
template <class T>
const T& default_instance() {
  static const T defaults{};
  return defaults;
}

template <std::size_t K, class T>
void reset_member(T& obj) {
  const auto ptr = std::get<K>(fields_of<T>()).ptr;
  using M = std::remove_cvref_t<decltype(obj.*ptr)>;
  if constexpr (!std::is_default_constructible_v<T>) {
    if constexpr (std::is_default_constructible_v<M> && std::is_move_assignable_v<M>) obj.*ptr = M{};
  } else if constexpr (copy_assignable<M>::value) {
    obj.*ptr = default_instance<T>().*ptr;
  } else if constexpr (std::rank_v<M> == 1 && copy_assignable<std::remove_extent_t<M>>::value) {
    const T& defaults = default_instance<T>();
    for (std::size_t i = 0; i < std::extent_v<M>; ++i) (obj.*ptr)[i] = (defaults.*ptr)[i];
  } else if constexpr (std::is_move_assignable_v<M>) {
    T fresh{};
    obj.*ptr = std::move(fresh.*ptr);
  }
}

template <std::size_t I, class T, class Cfg>
TIDYJSON_ALWAYS_INLINE bool read_field(input& in, T& obj, const Cfg& cfg) {
  constexpr const auto& f = std::get<I>(fields_of<T>());
  using F = std::remove_cvref_t<decltype(f)>;
  if constexpr (F::template has<skip>) {
    return skip_value(in, cfg.s());
  } else {
    if constexpr (keeps_default_for_null<F>) {
      if (cfg.s().null_members == nulls::keep_default && !in.at_end() && *in.cur == 'n') [[unlikely]] {
        if (match_literal(in, "null")) {
          if (in.reuse()) reset_member<I>(obj);
          return true;
        }
      }
    }
    return read_field_value(in, f, obj.*(f.ptr), cfg);
  }
}

/// Dispatches to field `i` (a run-time index) with a compile-time switch.
/// Out of line: the in-order path below has each field inlined already.
template <class T, class Cfg, std::size_t... I>
TIDYJSON_NOINLINE bool read_field_at(input& in, T& obj, const Cfg& cfg, std::size_t i, std::index_sequence<I...>) {
  bool ok = false;
  (void)((i == I ? (ok = read_field<I>(in, obj, cfg), true) : false) || ...);
  return ok;
}

/// Member I read where declaration order puts it: its key as written
/// (`"name":`) is compared with the input, and the field is read with a
/// compile-time index. False with `failed` unset when the key is another
/// one: read_object_members then goes on the general way.
template <std::size_t I, class T, class Cfg, class Meta, std::size_t N>
TIDYJSON_ALWAYS_INLINE bool read_member_in_order(input& in, T& obj, const Cfg& cfg, const Meta& meta, seen_set<N>& seen,
                                                 bool& more, bool& failed) {
  const std::string_view k = meta.key(I);
  if (!starts_with_bytes(in, k)) return false;
  in.cur += k.size();
  const settings& s = cfg.s();
  if (!skip_ws(in, s)) [[unlikely]] {
    failed = true;
    return false;
  }
  seen.set(I);
  if (!read_field<I>(in, obj, cfg)) [[unlikely]] {
    in.unwind_key(meta.name(I));
    failed = true;
    return false;
  }
  if (!next_item(in, s, '}', more)) [[unlikely]] {
    failed = true;
    return false;
  }
  return true;
}

template <class T, class Cfg, std::size_t... I>
bool check_required(input& in, const seen_set<sizeof...(I)>& seen, const Cfg& cfg, const char* at,
                    std::index_sequence<I...>) {
  const auto& meta = cfg.template object_meta<T>();
  bool ok = true;
  auto one = [&](auto idx) {
    constexpr std::size_t k = decltype(idx)::value;
    using F = std::remove_cvref_t<decltype(std::get<k>(fields_of<T>()))>;
    if constexpr (F::template has<required>) {
      if (ok && !seen.test(k)) {
        ok = in.fail(error_code::missing_member,
                     "missing required member \"" + std::string(meta.name(k)) + "\" of " + std::string(type_name<T>()),
                     at);
      }
    }
  };
  (one(std::integral_constant<std::size_t, I>{}), ...);
  return ok;
}

template <class T>
inline constexpr bool has_required_fields = std::apply(
    [](const auto&... f) { return (std::remove_cvref_t<decltype(f)>::template has<required> || ...); }, fields_of<T>());

/// Whether T has `skip` members, which element reuse resets whatever the input says.
template <class T>
inline constexpr bool has_skipped_fields = std::apply(
    [](const auto&... f) { return (std::remove_cvref_t<decltype(f)>::template has<skip> || ...); }, fields_of<T>());

/// Element reuse: every member the input did not give, and every `skip`
/// member (whose value the input never gives, even when it names it, which
/// only marks it seen for the duplicate check), goes back to its default
/// (reset_member).
template <class T, std::size_t N, std::size_t... I>
TIDYJSON_NOINLINE void reset_unseen(T& obj, const seen_set<N>& seen, std::index_sequence<I...>) {
  const auto reset = [&](auto index) {
    constexpr std::size_t k = decltype(index)::value;
    using F = std::remove_cvref_t<decltype(std::get<k>(fields_of<T>()))>;
    if (seen.test(k) && !F::template has<skip>) return;
    reset_member<k>(obj);
  };
  (void)reset;  // a type without members
  (reset(std::integral_constant<std::size_t, I>{}), ...);
}

/// Reads the members of a described object. `opened` means the '{' (and maybe
/// some members, e.g. a discriminator) was consumed by the caller, who also
/// entered the depth level; `empty` then says whether '}' followed at once.
/// The members of an object that its caller read before the described ones
/// (a discriminator, an "$id"), for the duplicate check.
struct taken_names {
  std::string_view first;
  std::string_view second;
  [[nodiscard]] bool has(std::string_view name) const noexcept {
    return (!first.empty() && first == name) || (!second.empty() && second == name);
  }
};

/// A member the type does not have: a duplicate of another unknown one (or
/// of a name the caller took) fails with duplicates::error, the rule every
/// reader applies; otherwise its value is skipped. `logged` says whether this
/// object's names are open in the input's name log.
TIDYJSON_NOINLINE inline bool skip_unknown_member(input& in, const settings& s, std::string_view name, const char* at,
                                                  taken_names taken, bool& logged) {
  if (s.duplicate_members == duplicates::error) {
    if (!logged) {
      in.names().open();
      logged = true;
    }
    if (taken.has(name) || !in.names().add(name)) {
      return in.fail(error_code::duplicate_member,
                     duplicate_member_message(name), at);
    }
  }
  return skip_value(in, s);
}

TIDYJSON_COLD inline bool fail_meta_problem(input& in, error_code code, std::string_view message, const char* at) {
  return in.fail(code, std::string(message), at);
}

TIDYJSON_COLD inline bool fail_duplicate_member(input& in, std::string_view name, const char* at) {
  return in.fail(error_code::duplicate_member, duplicate_member_message(name), at);
}

TIDYJSON_COLD inline bool fail_unknown_member(input& in, std::string_view name, std::string_view type, const char* at) {
  return in.fail(error_code::unknown_member,
                 "unknown member \"" + std::string(name) + "\" for " + std::string(type) +
                     " (tidyjson::unmapped::skip ignores it)",
                 at);
}

template <class T, class Cfg>
bool read_object_members(input& in, T& obj, const Cfg& cfg, const char* open_at, bool empty,
                         taken_names taken = {}) {
  const settings& s = cfg.s();
  const auto& meta = cfg.template object_meta<T>();
  if (meta.problem() != error_code::none) [[unlikely]] return fail_meta_problem(in, meta.problem(), meta.problem_message(), open_at);
  constexpr std::size_t n = std::tuple_size_v<std::remove_cvref_t<decltype(fields_of<T>())>>;
  seen_set<n> seen;
  bool logged = false;  // unknown members' names are in the input's log
  if (!empty) {
    // Members usually come in declaration order: read them that way, with
    // straight-line code, for as long as the input follows it.
    bool more = true;
    bool failed = false;
    std::size_t hint = 0;
    if (meta.match_keys()) [[likely]] {
      [&]<std::size_t... I>(std::index_sequence<I...>) TIDYJSON_INLINE_LAMBDA {
        (void)((more && read_member_in_order<I>(in, obj, cfg, meta, seen, more, failed) && (hint = I + 1, true)) && ...);
      }(std::make_index_sequence<n>{});
    }
    if (failed) return false;
    while (more) {
      const char* at = in.cur;
      int i = -1;
      // Members usually come in declaration order: try the next one's key
      // as written (`"name":`) against the input before scanning a string.
      // A name written with other escapes goes the general way below.
      if (hint < n && meta.match_keys()) {
        const std::string_view k = meta.key(hint);
        if (starts_with_bytes(in, k)) {
          in.cur += k.size();
          if (!skip_ws(in, s)) return false;
          i = static_cast<int>(hint);
        }
      }
      if (i < 0) {
        std::string_view name;
        if (!read_member_name(in, s, name)) return false;
        i = meta.find(name, hint);
        if (i < 0) [[unlikely]] {
          if (s.unmapped_members == unmapped::error) return fail_unknown_member(in, name, type_name<T>(), at);
          if (!skip_unknown_member(in, s, name, at, taken, logged)) return false;
        }
      }
      if (i >= 0) {
        const auto idx = static_cast<std::size_t>(i);
        if (seen.test(idx)) [[unlikely]] {
          if (s.duplicate_members == duplicates::error) return fail_duplicate_member(in, meta.name(idx), at);
        }
        seen.set(idx);
        if (!read_field_at(in, obj, cfg, idx, std::make_index_sequence<n>{})) [[unlikely]] {
          in.unwind_key(meta.name(idx));
          return false;
        }
        hint = idx + 1;
      }
      if (!next_item(in, s, '}', more)) return false;
    }
    if (logged) in.names().close();
    in.leave();
  }
  // Element reuse: what the input did not give goes back to its default (an
  // element that gave every member, the usual one, has nothing to reset
  // unless T has skip members).
  if (in.reuse() && (has_skipped_fields<T> || !seen.all())) [[unlikely]] {
    reset_unseen(obj, seen, std::make_index_sequence<n>{});
  }
  if constexpr (has_required_fields<T>) {
    return check_required<T>(in, seen, cfg, open_at, std::make_index_sequence<n>{});
  }
  return true;
}

template <class T, class Cfg>
bool read_object(input& in, T& obj, const Cfg& cfg) {
  const char* open_at = in.cur;
  bool empty = false;
  if (!open_container(in, cfg.s(), '{', "an object", empty)) return false;
  return read_object_members(in, obj, cfg, open_at, empty);
}

// ---------------------------------------------------------------------------
// Polymorphism

template <class Base>
TIDYJSON_COLD bool fail_missing_discriminator(input& in, const char* open_at) {
  return in.fail(error_code::unknown_discriminator,
                 "expected the discriminator \"" + std::string(polymorphic_v<Base>.key) + "\" as the first member of " +
                     std::string(type_name<Base>()),
                 open_at);
}

/// The rest of `{"$type": "name", ...members}` once the object is open and
/// its first member's name, `name`, is read (the discriminator, or it is an
/// error): the registered type named by the discriminator is read through
/// `make`, which receives the chosen type and returns where to read.
/// `taken`: a member read before the discriminator ("$id").
template <class Base, class Cfg, class Make>
bool read_discriminated_rest(input& in, const Cfg& cfg, Make&& make, const char* open_at, std::string_view name,
                             std::string_view taken = {}) {
  constexpr const auto& d = polymorphic_v<Base>;
  const settings& s = cfg.s();
  if (name != d.key) return fail_missing_discriminator<Base>(in, open_at);
  if (in.at_end()) return in.fail_end();
  if (*in.cur != '"') return fail_expected(in, "a string discriminator");
  const char* value_at = in.cur;
  std::string tag;
  if (!read_string_into(in, tag)) return false;
  bool more = false;
  if (!next_item(in, s, '}', more)) return false;
  bool found = false;
  bool ok = false;
  // The explicit `-> void` matters: with a deduced return type, std::apply's
  // noexcept check instantiates the body in an unevaluated context, and clang
  // then emits std::make_shared's control-block vtable without its members
  // (undefined references at link time).
  std::apply(
      [&](const auto&... e) -> void {
        ((!found && e.name == tag
              ? (found = true, ok = read_object_members(in, make(std::type_identity<typename std::remove_cvref_t<decltype(e)>::type>{}),
                                                        cfg, open_at, !more, taken_names{d.key, taken}))
              : false),
         ...);
      },
      d.entries);
  if (!found) {
    return in.fail(error_code::unknown_discriminator,
                   "\"" + tag + "\" is not a type registered in TIDYJSON_POLYMORPHIC(" + std::string(type_name<Base>()) + ", ...)",
                   value_at);
  }
  if (!more) in.leave();
  return ok;
}

/// Reads `{"$type": "name", ...members}` into the registered type named by the
/// discriminator; `make` receives the chosen type and returns where to read.
template <class Base, class Cfg, class Make>
bool read_discriminated(input& in, const Cfg& cfg, Make&& make) {
  const char* open_at = in.cur;
  bool empty = false;
  if (!open_container(in, cfg.s(), '{', "an object", empty)) return false;
  if (empty) return fail_missing_discriminator<Base>(in, open_at);
  std::string_view name;
  if (!read_member_name(in, cfg.s(), name)) return false;
  return read_discriminated_rest<Base>(in, cfg, std::forward<Make>(make), open_at, name);
}

// ---------------------------------------------------------------------------
// Variants by shape

template <class T>
constexpr char shape_of() noexcept {
  if constexpr (null_like<T> || optional_like<T> || smart_pointer<T>) {
    return 'n';
  } else if constexpr (boolean<T>) {
    return 't';
  } else if constexpr (integer<T>) {
    return 'i';
  } else if constexpr (floating<T> || decimal_like<T>) {
    return 'd';
  } else if constexpr (string_like<T> || uuid_like<T> || time_point_like<T> || duration_like<T> || calendar_date<T> ||
                       described_enum<T>) {
    return 's';
  } else if constexpr (described_object<T> || map_like<T> || polymorphic<T>) {
    return 'o';
  } else if constexpr (sequence<T> || fixed_array<T> || tuple_like<T>) {
    return 'a';
  } else {
    return '?';
  }
}

/// Whether an alternative of V from the I-th on is an integer.
/// Whether a T can be read from a JSON value of this shape (shape_of's
/// letters): a nullable wrapper (an optional, a smart pointer) from null and
/// from whatever its target reads, a converted type from what its converter's
/// JSON type reads, a variant from what any alternative reads.
template <class T>
constexpr bool accepts_shape(char shape) noexcept {
  if constexpr (converted<T>) {
    return accepts_shape<converter_json_t<typename description_t<T>::converter, T>>(shape);
  } else if constexpr (optional_like<T>) {
    return shape == 'n' || accepts_shape<std::remove_cv_t<typename T::value_type>>(shape);
  } else if constexpr (smart_pointer<T>) {
    return shape == 'n' || accepts_shape<std::remove_cv_t<typename T::element_type>>(shape);
  } else if constexpr (variant_like<T> && !polymorphic<T>) {
    return [&]<class... A>(std::type_identity<std::variant<A...>>) {
      return (accepts_shape<std::remove_cv_t<A>>(shape) || ...);
    }(std::type_identity<T>{});
  } else {
    return shape_of<T>() == shape;
  }
}

template <class V, std::size_t I>
constexpr bool later_integer() noexcept {
  if constexpr (I >= std::variant_size_v<V>) {
    return false;
  } else {
    return integer<std::variant_alternative_t<I, V>> || later_integer<V, I + 1>();
  }
}

template <class V, class Cfg>
bool read_variant(input& in, V& out, const Cfg& cfg) {
  if (in.at_end()) return in.fail_end();
  const char c = *in.cur;
  char want;
  bool is_integral_number = false;
  switch (c) {
    case 'n': want = 'n'; break;
    case 't':
    case 'f': want = 't'; break;
    case '"': want = 's'; break;
    case '{': want = 'o'; break;
    case '[': want = 'a'; break;
    default: {
      // Peek at the number to prefer an integer alternative for integers.
      const char* p = in.cur;
      if (p < in.end && *p == '-') ++p;
      while (p < in.end && is_dig(*p)) ++p;
      is_integral_number = !(p < in.end && (*p == '.' || *p == 'e' || *p == 'E'));
      want = 'i';
    }
  }
  constexpr std::size_t n = std::variant_size_v<V>;
  bool done = false;
  bool ok = false;
  const char* const start = in.cur;
  auto try_alt = [&]<std::size_t I>(std::integral_constant<std::size_t, I>, char shape) {
    using A = std::variant_alternative_t<I, V>;
    if (done || !accepts_shape<A>(shape)) return;
    done = true;
    A& a = out.template emplace<I>();
    if constexpr (null_like<A>) {
      ok = match_literal(in, "null") || fail_literal(in);
    } else {
      ok = read_value(in, a, cfg);
      // An integer too wide for this alternative: the next integer
      // alternative may hold it (variant<int, std::uint64_t> writes both).
      if constexpr (integer<A>) {
        if (!ok && in.code() == error_code::out_of_range && later_integer<V, I + 1>()) {
          in.clear_failure();
          in.cur = start;
          done = false;
        }
      }
    }
  };
  auto pass = [&](char shape) {
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      (try_alt(std::integral_constant<std::size_t, I>{}, shape), ...);
    }(std::make_index_sequence<n>{});
  };
  if (want == 'i') {
    if (is_integral_number) pass('i');
    pass('d');
    if (!is_integral_number) pass('i');  // an integer alternative reports the fraction
  } else {
    pass(want);
  }
  if (!done) return fail_expected(in, "a value matching one of the alternatives of " + std::string(type_name<V>()));
  return ok;
}

// ---------------------------------------------------------------------------
// references::preserve

/// The value of an "$id" or "$ref" member (cursor on it) and what follows it.
struct reference_member {
  std::string id;
  const char* at = nullptr;  ///< where the id string starts
  bool more = false;         ///< other members follow
};
inline bool read_reference_member(input& in, const settings& s, reference_member& r) {
  if (in.at_end()) return in.fail_end();
  r.at = in.cur;
  if (*in.cur != '"') return fail_expected(in, "a string id");
  if (!read_string_into(in, r.id)) return false;
  return next_item(in, s, '}', r.more);
}

/// {"$ref":"id"}, the rest of it: the object read earlier under that id.
template <class E>
bool resolve_reference(input& in, const reference_member& r, std::shared_ptr<E>& out) {
  if (r.more) return in.fail(error_code::invalid_value, "a \"$ref\" object must have no other members", r.at);
  in.leave();
  auto& refs = in.references();
  auto it = refs.find(r.id);
  if (it == refs.end()) {
    return in.fail(error_code::invalid_value, "\"$ref\": \"" + r.id + "\" names no object read before it", r.at);
  }
  if (it->second.type != type_key<E>()) {
    return in.fail(error_code::type_mismatch,
                   "\"$ref\": \"" + r.id + "\" names an object of another type than " + std::string(type_name<E>()),
                   r.at);
  }
  out = std::static_pointer_cast<E>(it->second.object);
  return true;
}

/// Registers `object` under an "$id" before its members are read, so that
/// cycles resolve.
template <class E>
bool register_reference(input& in, const reference_member& r, const std::shared_ptr<E>& object) {
  if (!in.references().try_emplace(r.id, input::referenced{object, type_key<E>()}).second) {
    return in.fail(error_code::duplicate_member, "\"$id\": \"" + r.id + "\" is used twice", r.at);
  }
  return true;
}

/// Reads a shared object written with references::preserve: {"$ref":"id"}
/// is the object read earlier under that id; an object whose first member is
/// "$id" is registered under it before its members are read (so that cycles
/// resolve); any other object is read as usual.
template <class E, class Cfg>
bool read_shared_reference(input& in, std::shared_ptr<E>& out, const Cfg& cfg) {
  const settings& s = cfg.s();
  const char* open_at = in.cur;
  bool empty = false;
  if (!open_container(in, s, '{', "an object", empty)) return false;
  auto p = std::make_shared<E>();
  if (empty) {
    out = std::move(p);
    return read_object_members(in, *out, cfg, open_at, true);
  }
  const char* first = in.cur;
  std::string_view name;
  if (!read_member_name(in, s, name)) return false;
  if (name != "$ref" && name != "$id") {
    in.cur = first;  // an ordinary member: read the object from its start
    if (!read_object_members(in, *p, cfg, open_at, false)) return false;
    out = std::move(p);
    return true;
  }
  const bool is_ref = name == "$ref";
  reference_member r;
  if (!read_reference_member(in, s, r)) return false;
  if (is_ref) return resolve_reference(in, r, out);
  if (!register_reference(in, r, p)) return false;
  out = p;
  if (!read_object_members(in, *p, cfg, open_at, !r.more, taken_names{"$id", {}})) return false;
  if (!r.more) in.leave();
  return true;
}

/// The same for a polymorphic base: {"$ref":"id"}, or the object with an
/// optional "$id" first and the discriminator right after it
/// ({"$id":"1","$type":"circle",...}), as the writer writes them.
template <class E, class Cfg>
bool read_shared_polymorphic(input& in, std::shared_ptr<E>& out, const Cfg& cfg) {
  const settings& s = cfg.s();
  const char* open_at = in.cur;
  bool empty = false;
  if (!open_container(in, s, '{', "an object", empty)) return false;
  if (empty) return fail_missing_discriminator<E>(in, open_at);
  std::string_view name;
  if (!read_member_name(in, s, name)) return false;
  reference_member r;
  bool has_id = false;
  if (name == "$ref" || name == "$id") {
    const bool is_ref = name == "$ref";
    if (!read_reference_member(in, s, r)) return false;
    if (is_ref) return resolve_reference(in, r, out);
    if (!r.more) return fail_missing_discriminator<E>(in, open_at);
    if (in.references().contains(r.id)) return register_reference(in, r, out);  // the "used twice" error
    has_id = true;
    if (!read_member_name(in, s, name)) return false;
  }
  return read_discriminated_rest<E>(
      in, cfg,
      [&]<class D>(std::type_identity<D>) -> D& {
        auto p = std::make_shared<D>();
        D& ref = *p;
        out = std::move(p);
        if (has_id) (void)register_reference(in, r, out);  // cannot fail: the id was checked above
        return ref;
      },
      open_at, name, has_id ? std::string_view("$id") : std::string_view());
}

// ---------------------------------------------------------------------------
// The dispatcher

template <class T, class Cfg>
bool read_value(input& in, T& out, const Cfg& cfg) {
  if constexpr (converted<T>) {
    using C = typename description_t<T>::converter;
    using S = converter_json_t<C, T>;
    const char* at = in.cur;
    S surrogate{};
    if (!read_value(in, surrogate, cfg)) return false;
    return apply_from_json<C>(in, surrogate, out, at);
  } else if constexpr (polymorphic<T> && variant_like<T>) {
    return read_discriminated<T>(in, cfg, [&]<class D>(std::type_identity<D>) -> D& { return out.template emplace<D>(); });
  } else if constexpr (described_object<T>) {
    return read_object(in, out, cfg);
  } else if constexpr (described_enum<T>) {
    return read_enum(in, out, cfg);
  } else if constexpr (boolean<T>) {
    if (match_literal(in, "true")) {
      out = true;
      return true;
    }
    if (match_literal(in, "false")) {
      out = false;
      return true;
    }
    if (in.at_end()) return in.fail_end();
    if (*in.cur == 't' || *in.cur == 'f') return fail_literal(in);
    return fail_expected(in, "a boolean");
  } else if constexpr (integer<T> || floating<T> || decimal_like<T>) {
    return read_number(in, out, cfg, false);
  } else if constexpr (owning_string<T>) {
    return read_owning_string(in, out);
  } else if constexpr (std::same_as<T, std::string_view>) {
    // A view into the input: only possible when the string has no escapes.
    if (in.at_end()) return in.fail_end();
    if (*in.cur != '"') return fail_expected(in, "a string");
    const char* at = in.cur;
    std::string_view v;
    const scanned r = scan_string(in, v, in.scratch);
    if (r == scanned::decoded) {
      return in.fail(error_code::not_supported,
                     "a std::string_view cannot hold a string with escape sequences; use std::string", at);
    }
    out = v;
    return r != scanned::failed;
  } else if constexpr (null_like<T>) {
    if (match_literal(in, "null")) return true;
    return fail_expected(in, "null");
  } else if constexpr (uuid_like<T> || time_point_like<T> || duration_like<T> || calendar_date<T>) {
    return read_text_value(in, out, cfg);
  } else if constexpr (optional_like<T>) {
    if (match_literal(in, "null")) {
      out.reset();
      return true;
    }
    if (in.reuse() && out.has_value()) [[unlikely]] return read_value(in, *out, cfg);
    return read_value(in, out.emplace(), cfg);
  } else if constexpr (smart_pointer<T>) {
    using E = typename T::element_type;
    if (match_literal(in, "null")) {
      out.reset();
      return true;
    }
    if constexpr (polymorphic<E>) {
      if constexpr (shared_pointer<T> && !variant_like<E>) {
        if (cfg.s().preserve_references) return read_shared_polymorphic(in, out, cfg);
      }
      return read_discriminated<E>(in, cfg, [&]<class D>(std::type_identity<D>) -> D& {
        if constexpr (shared_pointer<T>) {
          auto p = std::make_shared<D>();
          D& ref = *p;
          out = std::move(p);
          return ref;
        } else {
          auto p = std::make_unique<D>();
          D& ref = *p;
          out = std::move(p);
          return ref;
        }
      });
    } else {
      if constexpr (shared_pointer<T> && described_object<E>) {
        if (cfg.s().preserve_references) return read_shared_reference(in, out, cfg);
      }
      if constexpr (shared_pointer<T>) {
        auto p = std::make_shared<E>();
        if (!read_value(in, *p, cfg)) return false;
        out = std::move(p);
      } else {
        // A unique_ptr is the only owner: its object can be read into.
        if (in.reuse() && out != nullptr) [[unlikely]] return read_value(in, *out, cfg);
        auto p = std::make_unique<E>();
        if (!read_value(in, *p, cfg)) return false;
        out = std::move(p);
      }
      return true;
    }
  } else if constexpr (variant_like<T>) {
    return read_variant(in, out, cfg);
  } else if constexpr (tuple_like<T>) {
    return read_tuple(in, out, cfg);
  } else if constexpr (map_like<T>) {
    return read_map(in, out, cfg);
  } else if constexpr (sequence<T> || fixed_array<T>) {
    return read_sequence(in, out, cfg);
  } else if constexpr (raw_pointer<T>) {
    static_assert(always_false<T>, "tidyjson: raw pointers cannot be read (who would own the object?); use std::unique_ptr");
    return false;
  } else {
    // The entry points and contexts name such a type, with its path, in one
    // compile error before getting here.
    static_assert(!TIDYJSON_REGISTRATION_ERRORS || always_false<T>, "tidyjson: no reader for this type");
    return false;
  }
}

}  // namespace tidyjson::detail
