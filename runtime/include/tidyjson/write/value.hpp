// tidyjson/write/value.hpp: the generic writer, one branch per type family.
//
// write_value(w, v, cfg) writes one JSON value. `cfg` is the configuration:
// run-time options (detail::runtime_config) or a context (context/context.hpp),
// whose settings are compile-time constants so the branches on them fold away.
// Failures are sticky in the writer; composite writers stop at the first one
// and add their path segment on the way out.
#pragma once

#include <chrono>
#include <exception>
#include <optional>
#include <cstring>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <variant>

#if TIDYJSON_RTTI
#include <cstdlib>
#include <typeinfo>
#if __has_include(<cxxabi.h>)
#include <cxxabi.h>
#define TIDYJSON_HAS_CXXABI 1
#endif
#endif

#include "tidyjson/core/describe.hpp"
#include "tidyjson/core/meta.hpp"
#include "tidyjson/core/reach.hpp"
#include "tidyjson/core/settings.hpp"
#include "tidyjson/core/traits.hpp"
#include "tidyjson/types/chrono.hpp"
#include "tidyjson/types/decimal.hpp"
#include "tidyjson/types/uuid.hpp"
#include "tidyjson/write/writer.hpp"

namespace tidyjson::detail {

template <class T, class Cfg>
void write_value(writer& w, const T& v, const Cfg& cfg);

// ---------------------------------------------------------------------------
// Null tests for ignore conditions.

template <class T>
constexpr bool is_null_value(const T& v) noexcept {
  if constexpr (optional_like<T>) {
    return !v.has_value();
  } else if constexpr (smart_pointer<T> || raw_pointer<T>) {
    return v == nullptr;
  } else if constexpr (null_like<T>) {
    return true;
  } else {
    return false;
  }
}

/// Whether a variant has an integer alternative.
template <class V>
inline constexpr bool variant_has_integer_v = false;
template <class... A>
inline constexpr bool variant_has_integer_v<std::variant<A...>> = (integer<A> || ...);

/// Writes what a converter's to_json returns. An exception it throws fails
/// the write at the value's path, as one thrown by from_json fails a read:
/// tidyjson::error keeps its code, any other std::exception is
/// converter_failed with its what(). Only the converter's own call is guarded:
/// what the writer throws itself (std::bad_alloc) goes on to the caller.
template <class ToJson, class Cfg>
TIDYJSON_ALWAYS_INLINE void write_converted(writer& w, ToJson&& to_json, const Cfg& cfg) {
#if TIDYJSON_EXCEPTIONS
  if constexpr (!noexcept(to_json())) {
    using R = decltype(to_json());
    // A reference to_json returns is kept as a pointer, not copied.
    using Held = std::conditional_t<std::is_reference_v<R>, std::remove_reference_t<R>*, R>;
    std::optional<Held> held;
    try {
      if constexpr (std::is_reference_v<R>) {
        held.emplace(&to_json());
      } else {
        held.emplace(to_json());
      }
    } catch (const error& e) {
      w.fail(e.code(), e.message());
      return;
    } catch (const std::exception& e) {
      w.fail(error_code::converter_failed, e.what());
      return;
    }
    if constexpr (std::is_reference_v<R>) {
      write_value(w, **held, cfg);
    } else {
      write_value(w, *held, cfg);
    }
    return;
  }
#endif
  write_value(w, to_json(), cfg);
}

/// ignore::when_default: null, an empty string or container, or a value equal
/// to a value-initialized one (for types that can be compared).
template <class T>
bool is_default_value(const T& v) {
  if (is_null_value(v)) return true;
  if constexpr (sized_range<T> && !fixed_array<T>) {
    return std::ranges::empty(v);
  } else if constexpr (std::is_arithmetic_v<T> || std::is_enum_v<T>) {
    return v == T{};
  } else if constexpr (std::is_array_v<T>) {
    // A C array: `v == T{}` would compare two decayed pointers.
    for (const auto& e : v) {
      if (!is_default_value(e)) return false;
    }
    return true;
  } else if constexpr (deep_equality<T>::value && std::is_default_constructible_v<T> && !optional_like<T> &&
                       !smart_pointer<T>) {
    return static_cast<bool>(v == T{});
  } else {
    return false;
  }
}

template <class T>
TIDYJSON_ALWAYS_INLINE bool skip_by_condition(const T& v, ignore cond) {
  switch (cond) {
    case ignore::never: return false;
    case ignore::when_null: return is_null_value(v);
    case ignore::when_default: return is_default_value(v);
  }
  return false;
}

// ---------------------------------------------------------------------------
// Scalars
//
// Every scalar whose written size has a bound known before its value is
// looked at (value_bound) is written by put_bounded into room reserved
// beforehand: by write_value for the value alone, or by an object's member
// writer for the key and the value together (one capacity check per member).

/// Whether a byte is written as it is in every escaping mode (without a
/// custom escaper).
constexpr bool plain_in_every_mode(char c) noexcept {
  const auto u = static_cast<unsigned char>(c);
  return u >= 0x20 && u < 0x7F && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' && c != '\'';
}

/// The names of a described enumeration, quoted by the compiler, each at a
/// fixed stride so that one constant-size copy writes any of them. `fast`
/// when every name is plain in every escaping mode and short; otherwise
/// names go through the string writer.
template <class E>
struct enum_names {
  static constexpr const auto& d = description_v<E>;
  static constexpr std::size_t n = d.size;
  static constexpr std::size_t longest = [] {
    std::size_t m = 0;
    for (std::size_t i = 0; i < n; ++i) m = d.names[i].size() > m ? d.names[i].size() : m;
    return m + 2;
  }();
  static constexpr std::size_t stride = (longest + 7) / 8 * 8;
  static constexpr bool fast = [] {
    for (std::size_t i = 0; i < n; ++i) {
      for (const char c : d.names[i]) {
        if (!plain_in_every_mode(c)) return false;
      }
    }
    return n > 0 && stride <= 64;
  }();
  static constexpr std::array<char, n * stride + 1> quoted = [] {
    std::array<char, n * stride + 1> out{};
    for (std::size_t i = 0; i < n; ++i) {
      char* q = out.data() + i * stride;
      q[0] = '"';
      for (std::size_t k = 0; k < d.names[i].size(); ++k) q[1 + k] = d.names[i][k];
      q[1 + d.names[i].size()] = '"';
    }
    return out;
  }();
  /// Whether the enumerators are consecutive values in declaration order:
  /// then a value's index is a subtraction.
  static constexpr bool dense = [] {
    for (std::size_t i = 0; i < n; ++i) {
      if (static_cast<long long>(static_cast<std::underlying_type_t<E>>(d.values[i])) !=
          static_cast<long long>(static_cast<std::underlying_type_t<E>>(d.values[0])) + static_cast<long long>(i)) {
        return false;
      }
    }
    return n > 0;
  }();

  /// The index of v among the described enumerators, or -1.
  static constexpr int index(E v) noexcept {
    if constexpr (dense) {
      const auto k = static_cast<unsigned long long>(static_cast<long long>(static_cast<std::underlying_type_t<E>>(v)) -
                                                     static_cast<long long>(static_cast<std::underlying_type_t<E>>(d.values[0])));
      return k < n ? static_cast<int>(k) : -1;
    } else {
      for (std::size_t i = 0; i < n; ++i) {
        if (d.values[i] == v) return static_cast<int>(i);
      }
      return -1;
    }
  }
};

/// The most bytes put_bounded writes for a T with configuration Cfg, or 0
/// when no bound is known before the value is looked at (strings, containers,
/// objects, anything converted).
template <class T, class Cfg>
consteval std::size_t value_bound() {
  if constexpr (converted<T> || polymorphic<T> || described_object<T>) {
    return 0;
  } else if constexpr (described_enum<T>) {
    constexpr std::size_t number = value_bound<std::underlying_type_t<T>, Cfg>();
    constexpr std::size_t name = enum_names<T>::fast ? enum_names<T>::stride : 0;
    if constexpr (name == 0) {
      return 0;
    } else {
      return name > number ? name : number;
    }
  } else if constexpr (boolean<T> || null_like<T>) {
    return 5;
  } else if constexpr (integer<T> || decimal_like<T>) {
    return 24;  // 20 digits, a sign and quotes; a decimal's 21 characters and quotes
  } else if constexpr (std::same_as<T, float> || std::same_as<T, double>) {
    return 40;  // the 32 bytes to_chars is given, and quotes
  } else if constexpr (uuid_like<T>) {
    return 38;
  } else if constexpr (time_point_like<T> || calendar_date<T>) {
    return 32;
  } else if constexpr (duration_like<T>) {
    return 56;
  } else if constexpr (optional_like<T>) {
    constexpr std::size_t inner = value_bound<typename T::value_type, Cfg>();
    return inner == 0 ? 0 : inner > 4 ? inner : 4;
  } else {
    return 0;
  }
}

// The put_ functions write at p, into room reserved beforehand, and return
// the end of what they wrote, or nullptr when the writer has failed. The
// position travels in a local variable, not in the writer: a store through
// a char* may alias the writer's own members, which would have the compiler
// reload them after every byte.

/// A number (value_bound); a non-finite floating-point one goes through the
/// writer.
template <class Cfg, class N>
TIDYJSON_ALWAYS_INLINE char* put_number(char* p, N v, writer& w, const Cfg& cfg, bool as_string) {
  if constexpr (floating<N>) {
    // NaN and infinity are written as quoted names (or fail the writer), so
    // they must not be quoted a second time.
    if (!TIDYJSON_IS_FINITE(v)) [[unlikely]] {
      w.advance_to(p);
      w.write_floating(v, has(cfg.s().number_handling, numbers::allow_named_literals));
      return w.failed() ? nullptr : w.pos();
    }
  }
  const bool quoted = as_string || has(cfg.s().number_handling, numbers::write_as_string);
  *p = '"';
  p += quoted ? 1 : 0;
  if constexpr (floating<N>) {
    p = write_floating(p, v);
  } else if constexpr (decimal_like<N>) {
    p += v.format_to(p);
  } else {
    p = write_integer(p, v);
  }
  *p = '"';
  return p + (quoted ? 1 : 0);
}

template <class Cfg, class N>
TIDYJSON_ALWAYS_INLINE void write_number(writer& w, N v, const Cfg& cfg, bool as_string) {
  if constexpr (std::same_as<N, long double>) {
    if (!TIDYJSON_IS_FINITE(v)) [[unlikely]] {
      w.write_floating(v, has(cfg.s().number_handling, numbers::allow_named_literals));
      return;
    }
    const bool quoted = as_string || has(cfg.s().number_handling, numbers::write_as_string);
    if (quoted) w.put('"');
    w.write_floating(v, false);
    if (quoted) w.put('"');
  } else {
    char* p = put_number(w.room(w.pos(), value_bound<N, Cfg>()), v, w, cfg, as_string);
    if (p != nullptr) w.advance_to(p);
  }
}

template <class Cfg>
TIDYJSON_ALWAYS_INLINE void write_str(writer& w, std::string_view s, const Cfg& cfg) {
  w.write_string(s, cfg.s().escape_mode, cfg.s().escape_fn);
}

template <class E>
TIDYJSON_COLD void fail_unknown_enumerator(writer& w, E v) {
  w.fail(error_code::unknown_enumerator,
         "value " + std::to_string(static_cast<long long>(static_cast<std::underlying_type_t<E>>(v))) + " of " +
             std::string(type_name<E>()) + " has no name in its TIDYJSON_ENUM description");
}

/// An enumerator's name: with enum_names<E>::fast and no custom escaper, one
/// copy of enum_names<E>::stride bytes; otherwise through the writer.
template <class E, class Cfg>
TIDYJSON_ALWAYS_INLINE char* put_enum_name(char* p, E v, writer& w, const Cfg& cfg) {
  using names = enum_names<E>;
  const int i = names::index(v);
  if (i < 0) [[unlikely]] {
    fail_unknown_enumerator(w, v);
    return nullptr;
  }
  const auto k = static_cast<std::size_t>(i);
  if constexpr (names::fast) {
    if (cfg.s().escape_fn == nullptr) [[likely]] {
      std::memcpy(p, names::quoted.data() + k * names::stride, names::stride);
      return p + names::d.names[k].size() + 2;
    }
  }
  w.advance_to(p);
  write_str(w, names::d.names[k], cfg);
  return w.failed() ? nullptr : w.pos();
}

template <class E, class Cfg>
void write_enum_name(writer& w, E v, const Cfg& cfg) {
  char* p = w.pos();
  if constexpr (enum_names<E>::fast) p = w.room(p, enum_names<E>::stride);
  p = put_enum_name(p, v, w, cfg);
  if (p != nullptr) w.advance_to(p);
}

template <class T>
TIDYJSON_COLD void fail_time(writer& w, const T& v) {
  if constexpr (duration_like<T>) {
    w.fail(error_code::invalid_value, "duration beyond 2^127 nanoseconds, which tidyjson cannot write");
  } else {
    if constexpr (std::is_same_v<T, std::chrono::year_month_day>) {
      // A year in range: the month or the day is what is wrong (2026-02-30).
      if (const int y = static_cast<int>(v.year()); y >= 0 && y <= 9999) {
        w.fail(error_code::invalid_value, "invalid date: year " + std::to_string(y) + ", month " +
                                              std::to_string(static_cast<unsigned>(v.month())) + ", day " +
                                              std::to_string(static_cast<unsigned>(v.day())));
        return;
      }
    } else {
      (void)v;
    }
    w.fail(error_code::invalid_value, "date outside the years 0000 to 9999 that RFC 3339 can express");
  }
}

/// A time point, duration or date (value_bound).
template <class T>
TIDYJSON_ALWAYS_INLINE char* put_time(char* p, const T& v, writer& w) {
  *p++ = '"';
  char* end = nullptr;
  if constexpr (time_point_like<T>) {
    end = format_time_point(p, v);
  } else if constexpr (duration_like<T>) {
    end = format_duration(p, v);
  } else {
    end = format_date(p, v);
  }
  if (end == nullptr) [[unlikely]] {
    fail_time<T>(w, v);
    return nullptr;
  }
  *end = '"';
  return end + 1;
}

/// A value with a value_bound.
template <class T, class Cfg>
TIDYJSON_ALWAYS_INLINE char* put_bounded(char* p, const T& v, writer& w, const Cfg& cfg) {
  static_assert(value_bound<T, Cfg>() != 0);
  if constexpr (described_enum<T>) {
    if (cfg.s().enum_format == enums::as_string) return put_enum_name(p, v, w, cfg);
    return put_number(p, static_cast<std::underlying_type_t<T>>(v), w, cfg, false);
  } else if constexpr (boolean<T>) {
    // "true" or "false" from an 8-byte constant each, five bytes copied.
    std::memcpy(p, v ? "true\0\0\0" : "false\0\0", 5);
    return p + (v ? 4 : 5);
  } else if constexpr (null_like<T>) {
    std::memcpy(p, "null", 4);
    return p + 4;
  } else if constexpr (integer<T> || floating<T> || decimal_like<T>) {
    return put_number(p, v, w, cfg, false);
  } else if constexpr (uuid_like<T>) {
    *p = '"';
    v.format_to(p + 1);
    p[37] = '"';
    return p + 38;
  } else if constexpr (time_point_like<T> || duration_like<T> || calendar_date<T>) {
    return put_time(p, v, w);
  } else if constexpr (optional_like<T>) {
    if (v.has_value()) return put_bounded(p, *v, w, cfg);
    std::memcpy(p, "null", 4);
    return p + 4;
  }
}

// ---------------------------------------------------------------------------
// Containers

template <class Cfg>
TIDYJSON_ALWAYS_INLINE void write_separator(writer& w, bool first, const Cfg& cfg) {
  if (!first) w.put(',');
  if (cfg.s().pretty()) w.newline(w.depth());
}

template <class R, class Cfg>
void write_array(writer& w, const R& r, const Cfg& cfg) {
  if (!w.enter()) return;
  w.put('[');
  std::size_t i = 0;
  for (const auto& e : r) {
    write_separator(w, i == 0, cfg);
    write_value(w, e, cfg);
    if (w.failed()) [[unlikely]] {
      w.unwind_index(i);
      return;
    }
    ++i;
  }
  w.leave();
  if (i != 0 && cfg.s().pretty()) w.newline(w.depth());
  w.put(']');
}

template <class K, class Cfg>
void write_map_key(writer& w, const K& k, const Cfg& cfg) {
  if constexpr (owning_string<K> || std::same_as<K, std::string_view>) {
    write_str(w, k, cfg);
  } else if constexpr (described_enum<K>) {
    write_enum_name(w, k, cfg);
  } else if constexpr (integer<K>) {
    w.put('"');
    w.write_integer(k);
    w.put('"');
  } else if constexpr (uuid_like<K>) {
    w.reserve(38);
    char* p = w.pos();
    *p = '"';
    k.format_to(p + 1);
    p[37] = '"';
    w.advance_to(p + 38);
  } else {
    static_assert(!TIDYJSON_REGISTRATION_ERRORS || always_false<K>, "tidyjson: no writer for this map key");
  }
}

template <class M, class Cfg>
void write_map(writer& w, const M& m, const Cfg& cfg) {
  if (!w.enter()) return;
  w.put('{');
  bool first = true;
  for (const auto& [k, v] : m) {
    write_separator(w, first, cfg);
    first = false;
    write_map_key(w, k, cfg);
    if (w.failed()) [[unlikely]] return;
    w.put(':');
    if (cfg.s().pretty()) w.put(' ');
    write_value(w, v, cfg);
    if (w.failed()) [[unlikely]] {
      if constexpr (owning_string<std::remove_cvref_t<decltype(k)>>) {
        w.unwind_key(k);
      } else if constexpr (integer<std::remove_cvref_t<decltype(k)>>) {
        w.unwind_key(std::to_string(k));
      }
      return;
    }
  }
  w.leave();
  if (!first && cfg.s().pretty()) w.newline(w.depth());
  w.put('}');
}

template <class Tup, class Cfg>
void write_tuple(writer& w, const Tup& t, const Cfg& cfg) {
  if (!w.enter()) return;
  w.put('[');
  std::apply(
      [&](const auto&... e) {
        std::size_t i = 0;
        (void)((write_separator(w, i == 0, cfg), write_value(w, e, cfg),
                w.failed() ? (w.unwind_index(i), false) : (++i, true)) &&
               ...);
      },
      t);
  if (w.failed()) return;
  w.leave();
  if (std::tuple_size_v<Tup> != 0 && cfg.s().pretty()) w.newline(w.depth());
  w.put(']');
}

// ---------------------------------------------------------------------------
// Described objects

/// Applies a field's converter attributes, then writes the value.
template <class F, class M, class Cfg>
TIDYJSON_ALWAYS_INLINE void write_field_value(writer& w, const F& f, const M& m, const Cfg& cfg) {
  using Attrs = typename F::attribute_types;
  if constexpr (F::template has<string_enum>) {
    static_assert(described_enum<M>, "tidyjson::string_enum applies to described enumerations only");
    write_enum_name(w, m, cfg);
  } else if constexpr (F::template has<number_as_string> && (floating<M> || integer<M> || decimal_like<M>)) {
    write_number(w, m, cfg, true);
  } else if constexpr (F::template has<number_as_string> && optional_like<M>) {
    using N = typename M::value_type;
    static_assert(floating<N> || integer<N> || decimal_like<N>,
                  "tidyjson::number_as_string applies to numbers and optional numbers");
    if (m.has_value()) {
      write_number(w, *m, cfg, true);
    } else {
      w.put(std::string_view("null"));
    }
  } else if constexpr (constexpr std::size_t ci = converter_index<Attrs>(); ci != npos_index) {
    using A = std::tuple_element_t<ci, Attrs>;
    if constexpr (requires { typename A::converter; }) {
      write_converted(w, [&]() -> decltype(auto) { return A::converter::to_json(m); }, cfg);
    } else {
      // converter_fn: a call through a pointer chosen at run time.
      write_converted(w, [&]() -> decltype(auto) { return std::get<ci>(f.attrs).to_json(m); }, cfg);
    }
  } else {
    write_value(w, m, cfg);
  }
}

/// Whether a member's value is written by the plain writers: no attribute
/// changes how.
template <class F>
inline constexpr bool plain_member = converter_index<typename F::attribute_types>() == npos_index &&
                                     !F::template has<string_enum> && !F::template has<number_as_string>;

template <class M>
concept string_member = owning_string<M> || std::same_as<M, std::string_view>;
template <class M>
concept optional_string = optional_like<M> && string_member<typename M::value_type>;

/// The room for a member's value when it can be reserved together with the
/// member's key: the value's bound, or for a string of at most escape_block
/// bytes its string_room; 0 otherwise (the value reserves its own room).
template <class F, class M, class Cfg>
TIDYJSON_ALWAYS_INLINE std::size_t member_room(const M& m) noexcept {
  if constexpr (!plain_member<F>) {
    return 0;
  } else if constexpr (value_bound<M, Cfg>() != 0) {
    return value_bound<M, Cfg>();
  } else if constexpr (string_member<M>) {
    return m.size() <= writer::escape_block ? writer::string_room(m.size()) : 0;
  } else if constexpr (optional_string<M>) {
    if (!m.has_value()) return 4;  // null
    return m->size() <= writer::escape_block ? writer::string_room(m->size()) : 0;
  } else {
    return 0;
  }
}

/// The value of a member whose member_room is not 0.
template <class M, class Cfg>
TIDYJSON_ALWAYS_INLINE char* put_member(char* p, const M& m, writer& w, const Cfg& cfg) {
  if constexpr (value_bound<M, Cfg>() != 0) {
    return put_bounded(p, m, w, cfg);
  } else if constexpr (string_member<M>) {
    return w.put_string(p, m, cfg.s().escape_mode, cfg.s().escape_fn);
  } else if constexpr (optional_string<M>) {
    if (m.has_value()) return w.put_string(p, *m, cfg.s().escape_mode, cfg.s().escape_fn);
    std::memcpy(p, "null", 4);
    return p + 4;
  } else {
    return p;  // member_room is 0: never called
  }
}

/// The writer of one field; returns false once the writer has failed.
template <std::size_t I, class T, class Meta, class Cfg>
TIDYJSON_ALWAYS_INLINE bool write_field(writer& w, const T& obj, const Meta& meta, const Cfg& cfg, bool& first) {
  constexpr const auto& f = std::get<I>(fields_of<T>());
  using F = std::remove_cvref_t<decltype(f)>;
  if constexpr (F::template has<skip>) {
    return true;
  } else {
    const auto& m = obj.*(f.ptr);
    using M = std::remove_cvref_t<decltype(m)>;
    // A required member is always written: leaving it out would make the
    // output unreadable with the same description.
    if constexpr (!F::template has<required>) {
      ignore cond = cfg.s().ignore_condition;
      if constexpr (F::template has<ignore_if>) cond = f.template get<ignore_if>().condition;
      if (skip_by_condition(m, cond)) return true;
    }
    const std::string_view key = meta.key(I);
    if (cfg.s().pretty()) {
      if (!first) w.put(',');
      w.newline(w.depth());
      w.put(key);
      w.put(' ');
      first = false;
      write_field_value(w, f, m, cfg);
    } else if (const std::size_t room = member_room<F, M, Cfg>(m); room != 0) {
      // The separator, the key and the value in room reserved at once.
      char* p = w.room(w.pos(), 1 + key.size() + room);
      *p = ',';
      p += first ? 0 : 1;
      std::memcpy(p, key.data(), key.size());
      first = false;
      p = put_member(p + key.size(), m, w, cfg);
      if (p == nullptr) [[unlikely]] {
        w.unwind_key(meta.name(I));
        return false;
      }
      w.advance_to(p);
      return true;
    } else {
      w.reserve(key.size() + 1);
      if (!first) w.put_unchecked(',');
      w.put_unchecked(key);
      first = false;
      write_field_value(w, f, m, cfg);
    }
    if (w.failed()) [[unlikely]] {
      w.unwind_key(meta.name(I));
      return false;
    }
    return true;
  }
}

/// A member written before the described ones ("$id", a discriminator).
template <class Cfg>
TIDYJSON_COLD void write_prefix_member(writer& w, std::string_view key, std::string_view value, const Cfg& cfg,
                                       bool& first) {
  if (!first) w.put(',');
  first = false;
  if (cfg.s().pretty()) w.newline(w.depth());
  write_str(w, key, cfg);
  w.put(':');
  if (cfg.s().pretty()) w.put(' ');
  write_str(w, value, cfg);
}

/// Whether no written member (of `n`, `fields`, named by `meta`) has the
/// name of a member written before them ("$id", a discriminator); otherwise
/// fails the writer: the object would have one name twice.
template <class Meta>
TIDYJSON_COLD bool prefix_names_free(writer& w, const Meta& meta, const field_spec* fields, std::size_t n,
                                     std::string_view type, std::string_view id_key, std::string_view disc_key) {
  for (const std::string_view k : {id_key, disc_key}) {
    if (k.empty()) continue;
    bool taken = false;
    for (std::size_t i = 0; i < n && !taken; ++i) taken = fields[i].used && meta.name(i) == k;
    if (taken) {
      w.fail(error_code::not_supported, "a member of " + std::string(type) + " has the JSON name \"" +
                                            std::string(k) + "\", which tidyjson writes before the members (" +
                                            (k == id_key ? "references::preserve's id" : "the discriminator") +
                                            "): rename the member");
      return false;
    }
  }
  return true;
}

TIDYJSON_COLD inline void fail_meta_problem(writer& w, error_code code, std::string_view message) {
  w.fail(code, std::string(message));
}

/// Writes a described object; an "$id" (references::preserve) and a
/// discriminator member come first when given.
template <class T, class Cfg>
void write_object(writer& w, const T& obj, const Cfg& cfg, std::string_view disc_key = {},
                  std::string_view disc_value = {}, std::string_view id = {}) {
  const auto& meta = cfg.template object_meta<T>();
  if (meta.problem() != error_code::none) [[unlikely]] {
    fail_meta_problem(w, meta.problem(), meta.problem_message());
    return;
  }
  if (!id.empty() || !disc_key.empty()) [[unlikely]] {
    constexpr const auto& fields = field_specs_v<T>;
    if (!prefix_names_free(w, meta, fields.data(), fields.size(), type_name<T>(),
                           id.empty() ? std::string_view() : "$id", disc_key)) {
      return;
    }
  }
  if (!w.enter()) return;
  w.put('{');
  bool first = true;
  if (!id.empty()) [[unlikely]] write_prefix_member(w, "$id", id, cfg, first);
  if (!disc_key.empty()) [[unlikely]] write_prefix_member(w, disc_key, disc_value, cfg, first);
  constexpr std::size_t n = std::tuple_size_v<std::remove_cvref_t<decltype(fields_of<T>())>>;
  const bool ok = [&]<std::size_t... I>(std::index_sequence<I...>) {
    return (write_field<I>(w, obj, meta, cfg, first) && ...);
  }(std::make_index_sequence<n>{});
  if (!ok) [[unlikely]] return;
  w.leave();
  if (!first && cfg.s().pretty()) w.newline(w.depth());
  w.put('}');
}

/// Whether every member of T is always written under constant settings `s`:
/// then the separators are constants too and travel with the keys.
template <class T>
constexpr bool always_writes_all(const settings& s) noexcept {
  if (s.ignore_condition != ignore::never || s.pretty()) return false;
  return std::apply([](const auto&... f) { return (!std::remove_cvref_t<decltype(f)>::template has<ignore_if> && ...); },
                    fields_of<T>());
}

/// Whether the last member of T that is written has a value_bound and no
/// attribute: its reservation then covers the closing brace.
template <class T, class Cfg>
consteval bool last_member_bounded() {
  return std::apply(
      [](const auto&... f) {
        bool bounded = false;
        ((std::remove_cvref_t<decltype(f)>::template has<skip>
              ? void()
              : void(bounded = plain_member<std::remove_cvref_t<decltype(f)>> &&
                               value_bound<std::remove_cvref_t<decltype(std::declval<const T&>().*(f.ptr))>, Cfg>() != 0)),
         ...);
        return bounded;
      },
      fields_of<T>());
}

/// One member on the fast path: its key with the separator before it (a
/// compile-time constant) and its value, at `p`, the writer's position kept
/// in the caller's register; the writer's own is only brought up to date
/// around values written through it. False once the writer has failed.
template <std::size_t I, class M, class T, class Cfg>
TIDYJSON_ALWAYS_INLINE bool write_fast_member(writer& w, char*& p, const T& obj, const Cfg& cfg) {
  constexpr const auto& f = std::get<I>(fields_of<T>());
  using F = std::remove_cvref_t<decltype(f)>;
  if constexpr (F::template has<skip>) {
    return true;
  } else {
    constexpr std::string_view chunk = M::chunk(I);
    const auto& m = obj.*(f.ptr);
    using V = std::remove_cvref_t<decltype(m)>;
    if (const std::size_t room = member_room<F, V, Cfg>(m); room != 0) {
      // The key, the value and the closing brace in room reserved at once.
      p = w.room(p, chunk.size() + room + 1);
      std::memcpy(p, chunk.data(), chunk.size());
      p = put_member(p + chunk.size(), m, w, cfg);
      if (p == nullptr) [[unlikely]] {
        w.unwind_key(M::name(I));
        return false;
      }
      return true;
    }
    p = w.room(p, chunk.size());
    std::memcpy(p, chunk.data(), chunk.size());
    w.advance_to(p + chunk.size());
    write_field_value(w, f, m, cfg);
    if (w.failed()) [[unlikely]] {
      w.unwind_key(M::name(I));
      return false;
    }
    p = w.pos();
    return true;
  }
}

/// The fast path: compile-time keys written with their separators in one
/// move, no settings consulted at run time. Contexts only.
template <class T, class Cfg>
TIDYJSON_ALWAYS_INLINE void write_object_fast(writer& w, const T& obj, const Cfg& cfg) {
  if constexpr (!always_writes_all<T>(Cfg::settings_v) || Cfg::settings_v.escape_fn != nullptr ||
                Cfg::settings_v.naming_fn != nullptr) {
    write_object(w, obj, cfg);
  } else {
    using M = typename Cfg::template meta_type<T>;
    if (!w.enter()) return;
    char* p = w.pos();
    const bool ok = [&]<std::size_t... I>(std::index_sequence<I...>) {
      return (write_fast_member<I, M>(w, p, obj, cfg) && ...);
    }(std::make_index_sequence<M::n>{});
    if (!ok) [[unlikely]] return;
    w.leave();
    if constexpr (M::first_written == M::n) {
      p = w.room(p, 2);
      std::memcpy(p, "{}", 2);
      w.advance_to(p + 2);
    } else {
      // The last member's reservation covered the brace when it was bounded.
      if constexpr (!last_member_bounded<T, Cfg>()) p = w.room(p, 1);
      *p = '}';
      w.advance_to(p + 1);
    }
  }
}

// ---------------------------------------------------------------------------
// Polymorphism

#if TIDYJSON_RTTI
/// The readable name of a dynamic type ("shop::Circle") for messages; the
/// mangled typeid name where the ABI offers no demangler.
TIDYJSON_COLD inline std::string dynamic_type_name(const std::type_info& t) {
#if defined(TIDYJSON_HAS_CXXABI)
  int status = 0;
  char* name = abi::__cxa_demangle(t.name(), nullptr, nullptr, &status);
  if (status == 0 && name != nullptr) {
    std::string out(name);
    std::free(name);
    return out;
  }
  std::free(name);
#endif
  return t.name();
}
#endif

/// `id`: the object's "$id" with references::preserve, written first.
template <class Base, class Cfg>
void write_polymorphic(writer& w, const Base& v, const Cfg& cfg, std::string_view id = {}) {
  constexpr const auto& d = polymorphic_v<Base>;
  if constexpr (variant_like<Base>) {
    std::visit(
        [&](const auto& alt) {
          using A = std::remove_cvref_t<decltype(alt)>;
          bool done = false;
          std::apply(
              [&](const auto&... e) {
                ((std::is_same_v<typename std::remove_cvref_t<decltype(e)>::type, A> && !done
                      ? (write_object(w, alt, cfg, d.key, e.name), done = true)
                      : false),
                 ...);
              },
              d.entries);
          if (!done) {
            w.fail(error_code::unregistered_type, "variant alternative " + std::string(type_name<A>()) +
                                                      " is not registered in TIDYJSON_POLYMORPHIC(" +
                                                      std::string(type_name<Base>()) + ", ...)");
          }
        },
        v);
  } else {
#if TIDYJSON_RTTI
    const std::type_info& dynamic = typeid(v);
    bool done = false;
    std::apply(
        [&](const auto&... e) {
          ((!done && dynamic == typeid(typename std::remove_cvref_t<decltype(e)>::type)
                ? (write_object(w, static_cast<const typename std::remove_cvref_t<decltype(e)>::type&>(v), cfg, d.key,
                                e.name, id),
                   done = true)
                : false),
           ...);
        },
        d.entries);
    if (!done) {
      w.fail(error_code::unregistered_type,
             "cannot write an object of dynamic type " + dynamic_type_name(dynamic) +
                 ": it is not registered in TIDYJSON_POLYMORPHIC(" + std::string(type_name<Base>()) +
                 ", ...) and would be sliced");
    }
#else
    static_assert(always_false<Base>, "tidyjson: polymorphic class hierarchies need RTTI (-frtti)");
#endif
  }
}

// ---------------------------------------------------------------------------
// references::preserve

/// A shared object: written in full, with an "$id" first, the first time it
/// is reached; as {"$ref":"<id>"} every later time (cycles included). An
/// object of a polymorphic class is known by its most derived address, so
/// pointers of different static types to it share the id.
template <class P, class Cfg>
void write_shared_reference(writer& w, const P& p, const Cfg& cfg) {
  using E = typename P::element_type;
  const void* address = p.get();
#if TIDYJSON_RTTI
  if constexpr (std::is_polymorphic_v<E>) address = dynamic_cast<const void*>(p.get());
#endif
  const auto [id, fresh] = w.reference_id(address);
  char digits[24];
  const std::string_view id_text(digits, static_cast<std::size_t>(write_u64(digits, id) - digits));
  if (!fresh) {
    w.put(std::string_view("{\"$ref\":\""));
    w.put(id_text);
    w.put(std::string_view("\"}"));
    return;
  }
  if constexpr (polymorphic<E>) {
    write_polymorphic(w, *p, cfg, id_text);
  } else {
    write_object(w, *p, cfg, {}, {}, id_text);
  }
}

// ---------------------------------------------------------------------------
// The dispatcher

template <class T, class Cfg>
void write_value(writer& w, const T& v, const Cfg& cfg) {
  if constexpr (converted<T>) {
    write_converted(w, [&]() -> decltype(auto) { return description_t<T>::converter::to_json(v); }, cfg);
  } else if constexpr (polymorphic<T>) {
    write_polymorphic(w, v, cfg);
  } else if constexpr (described_object<T>) {
    if constexpr (Cfg::fast) {
      write_object_fast(w, v, cfg);
    } else {
      write_object(w, v, cfg);
    }
  } else if constexpr (value_bound<T, Cfg>() != 0) {
    char* p = put_bounded(w.room(w.pos(), value_bound<T, Cfg>()), v, w, cfg);
    if (p != nullptr) w.advance_to(p);
  } else if constexpr (described_enum<T>) {
    if (cfg.s().enum_format == enums::as_string) {
      write_enum_name(w, v, cfg);
    } else {
      write_number(w, static_cast<std::underlying_type_t<T>>(v), cfg, false);
    }
  } else if constexpr (integer<T> || floating<T> || decimal_like<T>) {
    write_number(w, v, cfg, false);
  } else if constexpr (string_like<T>) {
    if constexpr (std::is_pointer_v<T>) {
      if (v == nullptr) {
        w.put(std::string_view("null"));
      } else {
        write_str(w, std::string_view(v), cfg);
      }
    } else if constexpr (std::is_array_v<T>) {
      write_str(w, std::string_view(v, ::strnlen(v, std::extent_v<T>)), cfg);
    } else {
      write_str(w, v, cfg);
    }
  } else if constexpr (optional_like<T>) {
    if (v.has_value()) {
      write_value(w, *v, cfg);
    } else {
      w.put(std::string_view("null"));
    }
  } else if constexpr (smart_pointer<T> || raw_pointer<T>) {
    if (v == nullptr) {
      w.put(std::string_view("null"));
    } else {
      if constexpr (shared_pointer<T>) {
        using E = typename T::element_type;
        if constexpr ((described_object<E> || polymorphic<E>) && !variant_like<E>) {
          if (cfg.s().preserve_references) {
            write_shared_reference(w, v, cfg);
            return;
          }
        }
      }
      write_value(w, *v, cfg);
    }
  } else if constexpr (variant_like<T>) {
    std::visit(
        [&](const auto& alt) {
          write_value(w, alt, cfg);
          // A variant is read back by the shape of its JSON: a double with an
          // integral value keeps a fraction ("1.0", "-0.0"), or it would come
          // back as the integer alternative.
          if constexpr (floating<std::remove_cvref_t<decltype(alt)>> && variant_has_integer_v<T>) {
            if (TIDYJSON_IS_FINITE(alt) && !has(cfg.s().number_handling, numbers::write_as_string)) {
              char text[64];
              const char* end = write_floating(text, alt);
              bool plain = true;
              for (const char* p = text; p != end; ++p) plain = plain && *p != '.' && *p != 'e' && *p != 'E';
              if (plain) w.put(std::string_view(".0"));
            }
          }
        },
        v);
  } else if constexpr (tuple_like<T>) {
    write_tuple(w, v, cfg);
  } else if constexpr (map_like<T>) {
    write_map(w, v, cfg);
  } else if constexpr (sequence<T> || fixed_array<T>) {
    write_array(w, v, cfg);
  } else {
    // The entry points and contexts name such a type, with its path, in one
    // compile error before getting here; never write nothing in its place.
    static_assert(!TIDYJSON_REGISTRATION_ERRORS || always_false<T>, "tidyjson: no writer for this type");
  }
}

}  // namespace tidyjson::detail
