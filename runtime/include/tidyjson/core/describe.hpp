// tidyjson/core/describe.hpp: how a type is described, and the macros that do it.
//
//   struct Line { std::string sku; int qty; tidyjson::decimal unit_price; };
//   TIDYJSON_TYPE(Line, sku, qty, unit_price)
//
//   enum class OrderStatus { pending, processing, shipped, cancelled };
//   TIDYJSON_ENUM(OrderStatus, pending, processing, shipped, cancelled)
//
// A description is a constexpr function `tidyjson_describe(type_tag<T>,
// ::tidyjson_adl)` found by argument-dependent lookup. type_tag<T> brings in
// T's own namespace and ::tidyjson_adl the global one, so the macros work
// both right after the type inside its namespace and at global scope with a
// qualified name (`TIDYJSON_TYPE(shop::Line, sku, qty)`). Prefixed with a
// template head they describe class templates:
//
//   template <class T> TIDYJSON_TYPE(Page<T>, items, next_cursor)
#pragma once

#include <array>
#include <cstddef>
#include <string_view>
#include <tuple>
#include <type_traits>

#include "tidyjson/core/attributes.hpp"
#include "tidyjson/core/config.hpp"
#include "tidyjson/core/pp.hpp"

/// The global-namespace tag that makes descriptions at global scope visible to
/// argument-dependent lookup.
struct tidyjson_adl {};

namespace tidyjson::detail {

/// The first parameter of every description function. Description functions,
/// the builders they call and the descriptors they return carry the markers of
/// core/markers.hpp, which the json-* checks key off.
template <class T>
struct TIDYJSON_MARK(TYPE_TAG) type_tag {
  using type = T;
};

// ---------------------------------------------------------------------------
// Fields and objects

template <class Owner, class M, class... A>
struct field_desc {
  using owner_type = Owner;
  using member_type = M;
  using attribute_types = std::tuple<A...>;
  M Owner::*ptr;
  std::string_view declared_name;  ///< the C++ member name
  std::tuple<A...> attrs;

  template <class X>
  static constexpr bool has = (std::is_same_v<X, A> || ...);

  template <class X>
  [[nodiscard]] constexpr const X& get() const noexcept {
    return std::get<X>(attrs);
  }
};

template <class Owner, class M, class... A>
TIDYJSON_MARK(FIELD) constexpr auto make_field(M Owner::*ptr, const char* name, A... attrs) noexcept {
  return field_desc<Owner, M, A...>{ptr, name, std::tuple<A...>{attrs...}};
}

template <class T, class... F>
struct object_desc {
  using type = T;
  std::tuple<F...> fields;
  static constexpr std::size_t size = sizeof...(F);
};

template <class T, class... F>
TIDYJSON_MARK_AS(DESCRIBE, OBJECT) constexpr auto describe_object(F... fields) noexcept {
  return object_desc<T, F...>{std::tuple<F...>{fields...}};
}

// ---------------------------------------------------------------------------
// Enumerations

template <class E>
struct enumerator {
  E value;
  std::string_view name;
};

template <class E, std::size_t N>
struct enum_desc {
  using type = E;
  std::array<E, N> values;
  std::array<std::string_view, N> names;
  static constexpr std::size_t size = N;
};

template <class E, class... X>
TIDYJSON_MARK_AS(DESCRIBE, ENUM) constexpr auto describe_enum(X... e) noexcept {
  enum_desc<E, sizeof...(X)> d{};
  std::size_t i = 0;
  ((d.values[i] = e.value, d.names[i] = e.name, ++i), ...);
  return d;
}

// ---------------------------------------------------------------------------
// Converters (type level)

template <class T, class Converter>
struct TIDYJSON_MARK_AS(DESCRIBE, CONVERTER) converter_desc {
  using type = T;
  using converter = Converter;
};

// ---------------------------------------------------------------------------
// Polymorphism: class hierarchies behind pointers, and discriminated variants.

template <class D>
struct derived_entry {
  using type = D;
  std::string_view name;
};

template <class Base, class... D>
struct polymorphic_desc {
  using type = Base;
  std::string_view key;  ///< the discriminator member, "$type" by default
  std::tuple<derived_entry<D>...> entries;
  static constexpr std::size_t size = sizeof...(D);
  static constexpr bool fast_path = false;
  static constexpr const char fast_path_blocker[] = "polymorphism resolved at run time";
};

template <class Base, class... E>
TIDYJSON_MARK_AS(DESCRIBE, POLYMORPHIC) constexpr auto describe_polymorphic(std::string_view key,
                                                                          E... entries) noexcept {
  return polymorphic_desc<Base, typename E::type...>{key, {entries...}};
}

// ---------------------------------------------------------------------------
// Lookup

struct no_description {};
struct adl_fallback {
  constexpr adl_fallback(::tidyjson_adl) noexcept {}  // NOLINT(google-explicit-constructor)
};

// Chosen only when no description matches exactly: the user-defined
// conversion to adl_fallback makes it a worse match than any real one.
template <class T>
no_description tidyjson_describe(type_tag<T>, adl_fallback);
template <class T>
no_description tidyjson_polymorphic(type_tag<T>, adl_fallback);

template <class T>
using description_t = decltype(tidyjson_describe(type_tag<T>{}, ::tidyjson_adl{}));
template <class T>
using polymorphic_t = decltype(tidyjson_polymorphic(type_tag<T>{}, ::tidyjson_adl{}));

template <class T>
inline constexpr auto description_v = tidyjson_describe(type_tag<T>{}, ::tidyjson_adl{});
template <class T>
inline constexpr auto polymorphic_v = tidyjson_polymorphic(type_tag<T>{}, ::tidyjson_adl{});

template <class D>
struct is_object_desc : std::false_type {};
template <class T, class... F>
struct is_object_desc<object_desc<T, F...>> : std::true_type {};
template <class D>
struct is_enum_desc : std::false_type {};
template <class E, std::size_t N>
struct is_enum_desc<enum_desc<E, N>> : std::true_type {};
template <class D>
struct is_converter_desc : std::false_type {};
template <class T, class C>
struct is_converter_desc<converter_desc<T, C>> : std::true_type {};

template <class T>
concept described = !std::is_same_v<description_t<T>, no_description>;
template <class T>
concept described_object = described<T> && is_object_desc<description_t<T>>::value;
template <class T>
concept described_enum = described<T> && is_enum_desc<description_t<T>>::value;
template <class T>
concept converted = described<T> && is_converter_desc<description_t<T>>::value;
template <class T>
concept polymorphic = !std::is_same_v<polymorphic_t<T>, no_description>;

/// Whether the description the runtime's lookup finds for T is the converter
/// C: false when TIDYJSON_CONVERTER(T, C) was written in a namespace that
/// argument-dependent lookup for T does not look in.
template <class T, class C>
inline constexpr bool converter_found = std::is_same_v<description_t<T>, converter_desc<T, C>>;

/// The fields of a described type, including those of a described base
/// (TIDYJSON_DERIVED_TYPE).
template <class T>
constexpr const auto& fields_of() noexcept {
  return description_v<T>.fields;
}

template <class T, class Base, class... F>
TIDYJSON_MARK_AS(DESCRIBE, DERIVED) constexpr auto describe_derived(F... fields) noexcept {
  static_assert(std::is_base_of_v<Base, T>, "tidyjson: TIDYJSON_DERIVED_TYPE names a base that is not a base of the type");
  static_assert(described_object<Base>, "tidyjson: the base named in TIDYJSON_DERIVED_TYPE must be described with TIDYJSON_TYPE");
  return std::apply(
      [&](auto... base_fields) { return object_desc<T, decltype(base_fields)..., F...>{{base_fields..., fields...}}; },
      description_v<Base>.fields);
}

}  // namespace tidyjson::detail

// ---------------------------------------------------------------------------
// The macros. Each expands to one constexpr function definition, so it may be
// preceded by a template head and followed by an optional ';'.

// A field entry is a member name, or (name, attributes...).
#define TIDYJSON_DETAIL_FIELD(T, x) TIDYJSON_PP_CAT(TIDYJSON_DETAIL_FIELD_, TIDYJSON_PP_IS_PAREN(x))(T, x)
#define TIDYJSON_DETAIL_FIELD_0(T, name) ::tidyjson::detail::make_field(&T::name, #name)
#define TIDYJSON_DETAIL_FIELD_1(T, group) TIDYJSON_DETAIL_FIELD_ATTRS(T, TIDYJSON_PP_UNPAREN group)
#define TIDYJSON_DETAIL_FIELD_ATTRS(T, ...) TIDYJSON_DETAIL_FIELD_ATTRS_I(T, __VA_ARGS__)
#define TIDYJSON_DETAIL_FIELD_ATTRS_I(T, name, ...) \
  ::tidyjson::detail::make_field(&T::name, #name __VA_OPT__(, ) __VA_ARGS__)

#define TIDYJSON_DETAIL_SIGNATURE(T) \
  constexpr auto tidyjson_describe(::tidyjson::detail::type_tag<T>, ::tidyjson_adl) noexcept

/// Describes a class with public data members, at namespace scope.
#define TIDYJSON_TYPE(T, ...)                                                          \
  TIDYJSON_MARK(DESCRIPTION) TIDYJSON_DETAIL_SIGNATURE(T) {           \
    return ::tidyjson::detail::describe_object<T>(                                     \
        __VA_OPT__(TIDYJSON_PP_FOR_EACH(TIDYJSON_DETAIL_FIELD, T, __VA_ARGS__)));       \
  }

/// Describes a class from inside its own body, so private members can be listed.
#define TIDYJSON_TYPE_INTRUSIVE(T, ...)                                          \
  TIDYJSON_MARK(DESCRIPTION) friend TIDYJSON_DETAIL_SIGNATURE(T) {               \
    return ::tidyjson::detail::describe_object<T>(                               \
        __VA_OPT__(TIDYJSON_PP_FOR_EACH(TIDYJSON_DETAIL_FIELD, T, __VA_ARGS__))); \
  }

/// Describes a class whose JSON object starts with the members of its
/// described base `Base`, followed by its own.
#define TIDYJSON_DERIVED_TYPE(T, Base, ...)                                        \
  TIDYJSON_MARK(DESCRIPTION) TIDYJSON_DETAIL_SIGNATURE(T) {       \
    return ::tidyjson::detail::describe_derived<T, Base>(                          \
        __VA_OPT__(TIDYJSON_PP_FOR_EACH(TIDYJSON_DETAIL_FIELD, T, __VA_ARGS__)));   \
  }

// An enumerator entry is a name, or (name, "json name").
#define TIDYJSON_DETAIL_ENUMERATOR(E, x) TIDYJSON_PP_CAT(TIDYJSON_DETAIL_ENUMERATOR_, TIDYJSON_PP_IS_PAREN(x))(E, x)
#define TIDYJSON_DETAIL_ENUMERATOR_0(E, v) ::tidyjson::detail::enumerator<E>{E::v, #v}
#define TIDYJSON_DETAIL_ENUMERATOR_1(E, group) TIDYJSON_DETAIL_ENUMERATOR_NAMED(E, TIDYJSON_PP_UNPAREN group)
#define TIDYJSON_DETAIL_ENUMERATOR_NAMED(E, ...) TIDYJSON_DETAIL_ENUMERATOR_NAMED_I(E, __VA_ARGS__)
#define TIDYJSON_DETAIL_ENUMERATOR_NAMED_I(E, v, name) ::tidyjson::detail::enumerator<E>{E::v, name}

/// Describes an enumeration: the enumerators that may appear in JSON, with
/// their names (written when enums::as_string is set).
#define TIDYJSON_ENUM(E, ...)                                                              \
  TIDYJSON_MARK(DESCRIPTION) TIDYJSON_DETAIL_SIGNATURE(E) {               \
    return ::tidyjson::detail::describe_enum<E>(                                           \
        TIDYJSON_PP_FOR_EACH(TIDYJSON_DETAIL_ENUMERATOR, E, __VA_ARGS__));                  \
  }

/// Serializes T through `Converter`, a compile-time converter (see
/// docs/runtime.md). The runtime finds it by argument-dependent lookup, so it
/// must be written where that lookup looks: at global scope, or in T's own
/// namespace. Written anywhere else (in the namespace of the code that uses
/// T, for a type of another library), it is a compile error here that says
/// so, rather than a type later reported as not described. The return type
/// is spelled out so that the body can ask which description the runtime's
/// lookup finds for T.
#define TIDYJSON_CONVERTER(T, Converter)                                                                    \
  TIDYJSON_MARK(DESCRIPTION) constexpr ::tidyjson::detail::converter_desc<T, Converter> tidyjson_describe(  \
      ::tidyjson::detail::type_tag<T>, ::tidyjson_adl) noexcept {                                           \
    static_assert(::tidyjson::detail::converter_found<T, Converter>,                                        \
                  "tidyjson: the runtime does not find this TIDYJSON_CONVERTER: write it at global scope "  \
                  "(outside every namespace) or in the namespace that declares the converted type");        \
    return ::tidyjson::detail::converter_desc<T, Converter>{};                                              \
  }

// A derived entry is a class name (its discriminator is the name as written),
// or (class, "discriminator").
#define TIDYJSON_DETAIL_DERIVED(B, x) TIDYJSON_PP_CAT(TIDYJSON_DETAIL_DERIVED_, TIDYJSON_PP_IS_PAREN(x))(B, x)
#define TIDYJSON_DETAIL_DERIVED_0(B, D) ::tidyjson::detail::derived_entry<D>{#D}
#define TIDYJSON_DETAIL_DERIVED_1(B, group) TIDYJSON_DETAIL_DERIVED_NAMED(B, TIDYJSON_PP_UNPAREN group)
#define TIDYJSON_DETAIL_DERIVED_NAMED(B, ...) TIDYJSON_DETAIL_DERIVED_NAMED_I(B, __VA_ARGS__)
#define TIDYJSON_DETAIL_DERIVED_NAMED_I(B, D, name) ::tidyjson::detail::derived_entry<D>{name}

#define TIDYJSON_DETAIL_POLYMORPHIC_SIGNATURE(B) \
  constexpr auto tidyjson_polymorphic(::tidyjson::detail::type_tag<B>, ::tidyjson_adl) noexcept

/// Registers the types a polymorphic base (behind std::unique_ptr or
/// std::shared_ptr), or the alternatives of a std::variant, may hold, each under
/// a discriminator value written as the "$type" member, first in the object.
#define TIDYJSON_POLYMORPHIC(Base, ...) TIDYJSON_POLYMORPHIC_KEY(Base, "$type", __VA_ARGS__)

/// TIDYJSON_POLYMORPHIC with another discriminator member name.
#define TIDYJSON_POLYMORPHIC_KEY(Base, key, ...)                                                \
  TIDYJSON_MARK(POLYMORPHIC) TIDYJSON_DETAIL_POLYMORPHIC_SIGNATURE(Base) {     \
    return ::tidyjson::detail::describe_polymorphic<Base>(                                     \
        key, TIDYJSON_PP_FOR_EACH(TIDYJSON_DETAIL_DERIVED, Base, __VA_ARGS__));                 \
  }
