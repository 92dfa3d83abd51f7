// tidyjson/core/attributes.hpp: per-field attributes for the rich description form.
//
//   TIDYJSON_TYPE(Order,
//                 (id, tidyjson::rename{"orderId"}),
//                 customer,
//                 (total, tidyjson::number_as_string{}),
//                 (cache, tidyjson::skip{}))
//
// Every attribute type carries the marker "tidyjson::attribute", with a role
// when it changes what the field is in JSON (skip: nothing; converter: what
// its `to_json` returns). One that the compile-time fast path cannot serve
// declares it right here, with `static constexpr bool fast_path = false` and
// a `fast_path_blocker` string; detail::fast_path_ok<A>() and the
// json-non-fast-path-attribute check both read that declaration, so a new
// attribute is covered by both at once (core/markers.hpp lists the names).
#pragma once

#include <string_view>

#include "tidyjson/core/config.hpp"
#include "tidyjson/core/error.hpp"
#include "tidyjson/core/settings.hpp"

namespace tidyjson {

/// The member's JSON name, used verbatim (the naming policy does not apply).
struct TIDYJSON_MARK(ATTRIBUTE) rename {
  const char* name;
  constexpr explicit rename(const char* n) noexcept : name(n) {}
};

/// The member is neither written nor read.
struct TIDYJSON_MARK_AS(ATTRIBUTE, SKIP) skip {};

/// Reading fails with error_code::missing_member when the member is absent.
struct TIDYJSON_MARK(ATTRIBUTE) required {};

/// The number is written as a JSON string ("42") and read from a string or a number.
struct TIDYJSON_MARK(ATTRIBUTE) number_as_string {};

/// This member's ignore condition, instead of the settings' one.
struct TIDYJSON_MARK(ATTRIBUTE) ignore_if {
  ignore condition;
  constexpr explicit ignore_if(ignore c) noexcept : condition(c) {}
};

/// A converter chosen at compile time: `Converter` turns the member into a
/// JSON-ready type and back (see "Converters" in docs/runtime.md). The fast path
/// serves it: the conversion is an ordinary, inlinable call.
template <class Converter>
struct TIDYJSON_MARK_AS(ATTRIBUTE, CONVERTER) with {
  using converter = Converter;
};

/// The enumeration member is written as its enumerator name by a converter that
/// looks the name up at run time, whatever the enums setting says. Blocks the
/// fast path; a context with enums::as_string writes the same text without it.
struct TIDYJSON_MARK_AS(ATTRIBUTE, ENUMS_AS_STRING) string_enum {
  static constexpr bool fast_path = false;
  static constexpr const char fast_path_blocker[] = "a string enum converter resolved at run time";
};

/// A type-erased converter: two function pointers chosen at run time, from the
/// member type T to a JSON-ready type S and back. Blocks the fast path (an
/// indirect call per member).
template <class T, class S>
struct TIDYJSON_MARK_AS(ATTRIBUTE, CONVERTER) converter_fn {
  S (*to_json)(const T&);
  result<T> (*from_json)(const S&);
  static constexpr bool fast_path = false;
  static constexpr const char fast_path_blocker[] = "a type-erased converter chosen at run time";
};

}  // namespace tidyjson
