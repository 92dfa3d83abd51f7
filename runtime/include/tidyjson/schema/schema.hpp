// tidyjson/schema/schema.hpp: tidyjson::json_schema<T>, a JSON Schema (draft
// 2020-12) for the JSON that the serializer writes and reads for T.
//
//   std::string schema = tidyjson::json_schema<Order>(options);
//   std::string same = tidyjson::json_schema<Order>(BookstoreJson{});
//
// The schema mirrors the settings, as the serializer applies them:
//
//   member names       after renames and the naming policy (the context's
//                      compile-time names for a context)
//   required           members with tidyjson::required, and every member that
//                      is always written: not nullable (std::optional, smart
//                      pointers) and not left out by ignore::when_default
//   null               allowed wherever a nullable type is
//   numbers            integers with the minimum and maximum of their C++
//                      type; also strings (with a "pattern") when numbers
//                      are read from or written as strings, or for
//                      tidyjson::number_as_string members
//   enumerations       their names (enums::as_string, tidyjson::string_enum)
//                      or their values
//   uuid, time points, dates, durations
//                      strings with "format" uuid, date-time, date, duration
//   containers         arrays with "items" (fixed-size ones with minItems and
//                      maxItems), tuples with "prefixItems"
//   maps               objects with "additionalProperties" (and
//                      "propertyNames" for enum, integer and uuid keys)
//   std::variant       "anyOf" the alternatives
//   polymorphic types  "oneOf" the registered types, each with its
//                      discriminator as a "const"
//   unmapped::error    "additionalProperties": false
//
// Every described class (and polymorphic base) below the root is defined once
// under "$defs" and referenced with "$ref", which also covers recursive types;
// the root type's own schema is the document itself ("$ref": "#" refers to it).
#pragma once

#include <cctype>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "tidyjson/api.hpp"  // check_supported
#include "tidyjson/context/context.hpp"
#include "tidyjson/context/entry.hpp"  // context_serves_type
#include "tidyjson/core/config.hpp"
#include "tidyjson/core/describe.hpp"
#include "tidyjson/core/options.hpp"
#include "tidyjson/core/reach.hpp"
#include "tidyjson/core/settings.hpp"
#include "tidyjson/core/traits.hpp"
#include "tidyjson/read/input.hpp"   // type_key
#include "tidyjson/schema/value.hpp"
#include "tidyjson/write/sink.hpp"
#include "tidyjson/write/value.hpp"  // converter_index
#include "tidyjson/write/writer.hpp"

namespace tidyjson {
namespace detail::schema {

inline constexpr std::string_view draft_2020_12 = "https://json-schema.org/draft/2020-12/schema";

// What the reader accepts in a string where a number is expected (RFC 8259's
// number grammar, exactly: scan_number).
inline constexpr std::string_view integer_pattern = "^-?(0|[1-9][0-9]*)$";
inline constexpr std::string_view unsigned_pattern = "^(0|[1-9][0-9]*)$";
inline constexpr std::string_view number_pattern = "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$";
inline constexpr std::string_view named_literal_pattern = "^(NaN|-?Infinity)$";
inline constexpr std::string_view number_or_named_pattern =
    "^(-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?|NaN|-?Infinity)$";

inline value type_is(std::string_view t) { return value::with("type", value::string(t)); }

inline value formatted(std::string_view format) {
  value v = type_is("string");
  v.set("format", value::string(format));
  return v;
}

/// The schema `v` that also allows null.
inline value nullable(value v) {
  const value null_type = type_is("null");
  value* type = v.get("type");
  const bool plain = !v.has("const") && !v.has("$ref") && !v.has("anyOf") && !v.has("oneOf");
  if (type != nullptr && plain) {
    if (type->is_string()) {
      if (type->str() == "null") return v;
      *type = value::array({*type, value::string("null")});
    } else if (type->is_array()) {
      for (const value& t : type->items()) {
        if (t.is_string() && t.str() == "null") return v;
      }
      type->push(value::string("null"));
    }
    if (value* e = v.get("enum")) e->push(value::null());
    return v;
  }
  if (value* any = v.get("anyOf"); any != nullptr && v.members().size() == 1) {
    for (const value& alt : any->items()) {
      if (alt == null_type) return v;
    }
    any->push(null_type);
    return v;
  }
  return value::with("anyOf", value::array({std::move(v), null_type}));
}

/// "shop::Page<shop::Book>" -> "Page<Book>": the last component of every
/// qualified name.
inline std::string unqualified(std::string_view name) {
  std::string out;
  for (std::size_t i = 0; i < name.size(); ++i) {
    if (name[i] == ':' && i + 1 < name.size() && name[i + 1] == ':') {
      while (!out.empty() && (std::isalnum(static_cast<unsigned char>(out.back())) || out.back() == '_')) {
        out.pop_back();
      }
      ++i;
      continue;
    }
    out += name[i];
  }
  return out;
}

/// A name usable in "#/$defs/<name>" without escaping: letters, digits, '_',
/// '.' and '-'; "::" becomes '.', '<' and ',' become '_', the rest goes.
inline std::string def_name(std::string_view name) {
  std::string out;
  for (std::size_t i = 0; i < name.size(); ++i) {
    const char c = name[i];
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.') {
      out += c;
    } else if (c == ':' && i + 1 < name.size() && name[i + 1] == ':') {
      out += '.';
      ++i;
    } else if (c == '<' || c == ',') {
      out += '_';
    }
  }
  return out.empty() ? std::string("type") : out;
}

template <class T>
inline constexpr bool nullable_type = optional_like<T> || smart_pointer<T> || raw_pointer<T> || null_like<T>;

/// Builds the schema of one root type under configuration `Cfg` (run-time
/// options or a context), collecting the "$defs" on the way.
template <class Cfg>
class builder {
 public:
  explicit builder(const Cfg& cfg) : cfg_(cfg) {}

  template <class T>
  value document() {
    using U = std::remove_cv_t<T>;
    value body;
    if constexpr (!converted<U> && (polymorphic<U> || described_object<U>)) {
      root_ = type_key<U>();
      body = definition<U>();
    } else {
      body = of<U>();
    }
    value out = value::with("$schema", value::string(draft_2020_12));
    for (auto& [k, v] : body.members()) out.set(k, std::move(v));
    if (!defs_.empty()) {
      value defs;
      for (auto& d : defs_) defs.set(d.name, std::move(d.schema));
      out.set("$defs", std::move(defs));
    }
    return out;
  }

 private:
  struct def {
    const void* key;
    std::string name;
    value schema;
  };

  [[nodiscard]] const settings& s() const noexcept { return cfg_.s(); }
  /// Numbers may appear as strings: read from them, or written as them.
  [[nodiscard]] bool numbers_as_strings() const noexcept {
    return has(s().number_handling, numbers::allow_reading_from_string) ||
           has(s().number_handling, numbers::write_as_string);
  }

  /// The schema of a value of type T (no member attributes).
  template <class T>
  value of() {
    using U = std::remove_cv_t<T>;
    if constexpr (converted<U>) {
      return of<converter_json_t<typename description_t<U>::converter, U>>();
    } else if constexpr (polymorphic<U> || described_object<U>) {
      return ref<U>();
    } else if constexpr (described_enum<U>) {
      return enumeration<U>(s().enum_format == enums::as_string);
    } else if constexpr (boolean<U>) {
      return type_is("boolean");
    } else if constexpr (integer<U>) {
      return integer_schema<U>(false);
    } else if constexpr (floating<U> || decimal_like<U>) {
      return number_schema<U>(false);
    } else if constexpr (string_like<U>) {
      return type_is("string");
    } else if constexpr (null_like<U>) {
      return type_is("null");
    } else if constexpr (uuid_like<U>) {
      return formatted("uuid");
    } else if constexpr (time_point_like<U>) {
      return formatted("date-time");
    } else if constexpr (calendar_date<U>) {
      return formatted("date");
    } else if constexpr (duration_like<U>) {
      return formatted("duration");
    } else if constexpr (optional_like<U>) {
      return nullable(of<typename U::value_type>());
    } else if constexpr (smart_pointer<U>) {
      using E = std::remove_cv_t<typename U::element_type>;
      if constexpr (shared_pointer<U> && (described_object<E> || polymorphic<E>) && !variant_like<E>) {
        if (s().preserve_references) {
          // {"$ref": "<id>"} for an object written before.
          value back = type_is("object");
          back.set("properties", value::with("$ref", type_is("string")));
          back.set("required", value::array({value::string("$ref")}));
          back.set("additionalProperties", value::boolean(false));
          return nullable(value::with("anyOf", value::array({of<E>(), std::move(back)})));
        }
      }
      return nullable(of<E>());
    } else if constexpr (raw_pointer<U>) {
      return nullable(of<std::remove_cv_t<std::remove_pointer_t<U>>>());
    } else if constexpr (variant_like<U>) {
      return alternatives<U>(std::make_index_sequence<std::variant_size_v<U>>{});
    } else if constexpr (tuple_like<U>) {
      return tuple<U>(std::make_index_sequence<std::tuple_size_v<U>>{});
    } else if constexpr (map_like<U>) {
      return map<U>();
    } else if constexpr (sequence<U> || fixed_array<U>) {
      value v = type_is("array");
      v.set("items", of<element_t<U>>());
      if constexpr (fixed_array<U>) {
        constexpr std::size_t n = [] {
          if constexpr (std::is_array_v<U>) {
            return std::extent_v<U>;
          } else {
            return std::tuple_size_v<U>;
          }
        }();
        v.set("minItems", value::number(n));
        v.set("maxItems", value::number(n));
      }
      return v;
    } else {
      return value();  // unreachable: check_supported rejected T
    }
  }

  template <class I>
  value integer_schema(bool as_string) {
    const bool strings = as_string || numbers_as_strings();
    value v;
    if (strings) {
      v.set("type", value::array({value::string("integer"), value::string("string")}));
      v.set("pattern", value::string(std::is_signed_v<I> ? integer_pattern : unsigned_pattern));
    } else {
      v.set("type", value::string("integer"));
    }
    v.set("minimum", value::number(std::numeric_limits<I>::min()));
    v.set("maximum", value::number(std::numeric_limits<I>::max()));
    return v;
  }

  template <class N>
  value number_schema(bool as_string) {
    const bool strings = as_string || numbers_as_strings();
    const bool named = floating<N> && has(s().number_handling, numbers::allow_named_literals);
    if (!strings && !named) return type_is("number");
    value v;
    v.set("type", value::array({value::string("number"), value::string("string")}));
    v.set("pattern", value::string(strings && named ? number_or_named_pattern
                                   : strings        ? number_pattern
                                                    : named_literal_pattern));
    return v;
  }

  template <class E>
  value enumeration(bool by_name) {
    constexpr auto& d = description_v<E>;
    std::vector<value> values;
    values.reserve(2 * d.size);
    if (by_name) {
      for (std::size_t i = 0; i < d.size; ++i) values.push_back(value::string(d.names[i]));
      value v = type_is("string");
      v.set("enum", value::array(std::move(values)));
      return v;
    }
    using U = std::underlying_type_t<E>;
    for (std::size_t i = 0; i < d.size; ++i) values.push_back(value::number(static_cast<U>(d.values[i])));
    value v;
    if (numbers_as_strings()) {
      // The same values, quoted.
      for (std::size_t i = 0; i < d.size; ++i) {
        values.push_back(value::string(std::to_string(static_cast<U>(d.values[i]))));
      }
      v.set("type", value::array({value::string("integer"), value::string("string")}));
    } else {
      v.set("type", value::string("integer"));
    }
    v.set("enum", value::array(std::move(values)));
    return v;
  }

  template <class V, std::size_t... I>
  value alternatives(std::index_sequence<I...>) {
    std::vector<value> alts;
    alts.reserve(sizeof...(I));
    (alts.push_back(of<std::variant_alternative_t<I, V>>()), ...);
    return value::with("anyOf", value::array(std::move(alts)));
  }

  template <class Tup, std::size_t... I>
  value tuple(std::index_sequence<I...>) {
    std::vector<value> items;
    items.reserve(sizeof...(I));
    (items.push_back(of<std::tuple_element_t<I, Tup>>()), ...);
    value v = type_is("array");
    v.set("prefixItems", value::array(std::move(items)));
    v.set("items", value::boolean(false));
    v.set("minItems", value::number(sizeof...(I)));
    v.set("maxItems", value::number(sizeof...(I)));
    return v;
  }

  template <class M>
  value map() {
    using K = std::remove_cv_t<typename M::key_type>;
    value v = type_is("object");
    if constexpr (described_enum<K>) {
      std::vector<value> names;
      names.reserve(description_v<K>.size);
      for (std::size_t i = 0; i < description_v<K>.size; ++i) names.push_back(value::string(description_v<K>.names[i]));
      v.set("propertyNames", value::with("enum", value::array(std::move(names))));
    } else if constexpr (integer<K>) {
      v.set("propertyNames",
            value::with("pattern", value::string(std::is_signed_v<K> ? integer_pattern : unsigned_pattern)));
    } else if constexpr (uuid_like<K>) {
      v.set("propertyNames", value::with("format", value::string("uuid")));
    }
    v.set("additionalProperties", of<typename M::mapped_type>());
    return v;
  }

  /// {"$ref": ...} to the definition of T, made on first use.
  template <class T>
  value ref() {
    const void* key = type_key<T>();
    if (key == root_) return value::with("$ref", value::string("#"));
    for (const def& d : defs_) {
      if (d.key == key) return value::with("$ref", value::string("#/$defs/" + d.name));
    }
    const std::size_t at = defs_.size();
    defs_.push_back(def{key, unique_name(type_name<T>()), value()});
    value body = definition<T>();  // may add definitions (defs_ may move)
    defs_[at].schema = std::move(body);
    return value::with("$ref", value::string("#/$defs/" + defs_[at].name));
  }

  std::string unique_name(std::string_view type) const {
    const auto taken = [&](const std::string& n) {
      for (const def& d : defs_) {
        if (d.name == n) return true;
      }
      return false;
    };
    std::string name = def_name(unqualified(type));
    if (!taken(name)) return name;
    name = def_name(type);
    std::string candidate = name;
    for (int k = 2; taken(candidate); ++k) candidate = name + "_" + std::to_string(k);
    return candidate;
  }

  /// The schema of a described class, or the "oneOf" of a polymorphic base.
  template <class T>
  value definition() {
    if constexpr (polymorphic<T>) {
      constexpr const auto& d = polymorphic_v<T>;
      std::vector<value> alts;
      std::apply(
          [&](const auto&... e) {
            (alts.push_back(object<typename std::remove_cvref_t<decltype(e)>::type>(d.key, e.name)), ...);
          },
          d.entries);
      return value::with("oneOf", value::array(std::move(alts)));
    } else {
      return object<T>({}, {});
    }
  }

  /// A described class as an object schema; with a discriminator member
  /// first when `disc_key` is not empty.
  template <class T>
  value object(std::string_view disc_key, std::string_view disc_value) {
    const auto& meta = cfg_.template object_meta<T>();
    value properties;
    std::vector<value> required_names;
    if (!disc_key.empty()) {
      properties.set(disc_key, value::with("const", value::string(disc_value)));
      required_names.push_back(value::string(disc_key));
    }
    if (s().preserve_references) {
      // An object behind a shared pointer, polymorphic ones included, may
      // carry its "$id" (first, before a discriminator).
      properties.set("$id", type_is("string"));
    }
    std::size_t i = 0;
    std::apply([&](const auto&... f) { (member(f, meta.name(i++), properties, required_names), ...); }, fields_of<T>());
    value v = type_is("object");
    v.set("properties", std::move(properties));
    if (!required_names.empty()) v.set("required", value::array(std::move(required_names)));
    if (s().unmapped_members == unmapped::error) v.set("additionalProperties", value::boolean(false));
    return v;
  }

  template <class F>
  void member(const F& f, std::string_view name, value& properties, std::vector<value>& required_names) {
    if constexpr (!F::template has<skip>) {
      using M = std::remove_cv_t<typename F::member_type>;
      using J = typename field_json_type<F>::type;
      value v;
      if constexpr (F::template has<string_enum>) {
        v = enumeration<M>(true);
      } else if constexpr (F::template has<number_as_string> && integer<M>) {
        v = integer_schema<M>(true);
      } else if constexpr (F::template has<number_as_string> && (floating<M> || decimal_like<M>)) {
        v = number_schema<M>(true);
      } else {
        v = of<J>();
      }
      // nulls::keep_default reads null for such a member as "as initialized".
      if constexpr (keeps_default_for_null<F>) {
        if (s().null_members == nulls::keep_default) v = nullable(std::move(v));
      }
      ignore cond = s().ignore_condition;
      if constexpr (F::template has<ignore_if>) cond = f.template get<ignore_if>().condition;
      const bool always_written = !nullable_type<J> && cond != ignore::when_default;
      if (F::template has<required> || always_written) required_names.push_back(value::string(name));
      properties.set(name, std::move(v));
    } else {
      // Never written, and ignored when read: with unmapped::error the
      // reader still accepts it (it is no unknown member), so the schema
      // lets it be, with any value ({}).
      (void)f;
      (void)required_names;
      if (s().unmapped_members == unmapped::error) properties.set(name, value{});
    }
  }

  const Cfg& cfg_;
  const void* root_ = nullptr;
  std::vector<def> defs_;
};

/// The schema of T under `cfg`, as text written with `cfg`'s indentation and
/// escaping.
template <class T, class Cfg>
std::string json_schema_with(const Cfg& cfg) {
  std::string out;
  if constexpr (check_supported<T>()) {
    builder<Cfg> b(cfg);
    const value v = b.template document<T>();
    // Schema keywords are never quoted numbers, whatever the settings.
    settings ws = cfg.s();
    ws.number_handling = numbers::strict;
    ws.depth_limit = std::numeric_limits<int>::max();
    string_sink snk(out);
    writer w(snk, ws);
    v.write(w);
    if (w.failed()) raise(w.error());
    if (!w.finish()) raise(w.error());
  }
  return out;
}

}  // namespace detail::schema

/// A JSON Schema (draft 2020-12) for the JSON that serialize writes and
/// deserialize reads for T with `opts` (see the list at the top of this file).
/// An undescribed type reachable from T is the same single compile error as
/// for serialize. The text is compact, or indented with `opts`' indent.
/// Linear in the number of types reachable from T.
template <class T>
[[nodiscard]] TIDYJSON_MARK_AS(ENTRY, SCHEMA) std::string
    json_schema(const options& opts = detail::default_options()) {
  return detail::schema::json_schema_with<T>(detail::runtime_config{&opts});
}

/// The schema of T with a context's settings and compile-time names. T must be
/// served by the context (one compile error naming both otherwise).
template <class T, detail::context_type Ctx>
[[nodiscard]] TIDYJSON_MARK_AS(ENTRY, SCHEMA) std::string json_schema(const Ctx&) {
  using U = std::remove_cvref_t<T>;
  if constexpr (!detail::list_contains<U, detail::served_types_t<Ctx>>::value) {
#if TIDYJSON_REGISTRATION_ERRORS
    static_assert(detail::context_serves_type<Ctx, U>::value,
                  "tidyjson: this type is not listed in the context and not reachable from its root types; "
                  "add it to the root types of TIDYJSON_CONTEXT");
#endif
    return {};
  } else {
    return detail::schema::json_schema_with<U>(detail::context_config<Ctx, false>{});
  }
}

}  // namespace tidyjson
