// tidyjson/core/traits.hpp: which family a C++ type belongs to.
//
// Families are recognized by shape where the standard library allows it (any
// range with push_back is an array, any range with key_type and mapped_type is
// an object), so containers from other libraries work as well.
// The families recognized by name carry the marker "tidyjson::family" with the
// role their JSON plays (core/markers.hpp): the json-* checks read the standard
// templates and classes each marked concept names, rather than a list of
// their own.
#pragma once

#include <array>
#include <bit>
#include <chrono>
#include <concepts>
#include <cstddef>
#include <memory>
#include <optional>
#include <iterator>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <variant>

#include "tidyjson/core/config.hpp"
#include "tidyjson/core/describe.hpp"

namespace tidyjson {
// Built-in value types (types/), named here by declaration only: a family
// is a property of a type's name, and core/ must not depend on types/.
class decimal;
class uuid;
}  // namespace tidyjson

namespace tidyjson::detail {

// The range concepts the runtime needs, from the range access of <iterator>
// (std::ranges::begin, end, size), which the standard makes available without
// <ranges>: that header alone is about a tenth of the runtime's parse time.
// They mean what std::ranges::range, sized_range, input_range,
// range_value_t and range_reference_t mean.
template <class T>
concept range = requires(T& t) {
  std::ranges::begin(t);
  std::ranges::end(t);
};
template <class T>
using iterator_t = decltype(std::ranges::begin(std::declval<T&>()));
template <class T>
concept sized_range = range<T> && requires(T& t) { std::ranges::size(t); };
template <class T>
concept input_range = range<T> && std::input_iterator<iterator_t<T>>;
template <range T>
using range_value_t = std::iter_value_t<iterator_t<T>>;
template <range T>
using range_reference_t = std::iter_reference_t<iterator_t<T>>;

template <class T, template <class...> class Tmpl>
struct is_specialization_of : std::false_type {};
template <template <class...> class Tmpl, class... A>
struct is_specialization_of<Tmpl<A...>, Tmpl> : std::true_type {};
template <class T, template <class...> class Tmpl>
inline constexpr bool is_specialization_of_v = is_specialization_of<std::remove_cv_t<T>, Tmpl>::value;

template <class>
inline constexpr bool always_false = false;

template <class T>
concept boolean = std::same_as<T, bool>;

template <class T>
concept character = std::same_as<T, char8_t> || std::same_as<T, char16_t> || std::same_as<T, char32_t> ||
                    std::same_as<T, wchar_t>;

/// Integers of 8 to 64 bits, signed or not (char, signed char and unsigned
/// char included: they are numbers in JSON).
template <class T>
concept integer = std::is_integral_v<T> && !boolean<T> && !character<T> && sizeof(T) <= 8;

/// Integers wider than 64 bits (__int128): not supported, a compile error
/// that says so rather than a type to describe.
template <class T>
concept wide_integer = (std::is_integral_v<T> && sizeof(T) > 8)
#if defined(__SIZEOF_INT128__)
                       || std::same_as<T, __int128> || std::same_as<T, unsigned __int128>
#endif
    ;

template <class T>
concept floating = std::is_floating_point_v<T>;

/// Strings that can be read into: std::basic_string<char, ...>.
template <class T>
concept owning_string TIDYJSON_MARK_AS(FAMILY, LEAF) = requires {
  typename T::traits_type;
  requires std::same_as<typename T::value_type, char>;
  requires std::same_as<T, std::basic_string<char, typename T::traits_type, typename T::allocator_type>>;
};

/// Strings that can be written: owning strings, string_view, C strings.
template <class T>
concept string_like TIDYJSON_MARK_AS(FAMILY, LEAF) =
    owning_string<T> || std::same_as<T, std::string_view> || std::same_as<T, const char*> || std::same_as<T, char*> ||
    (std::is_array_v<T> && std::same_as<std::remove_extent_t<T>, char>);

template <class T>
concept null_like TIDYJSON_MARK_AS(FAMILY, LEAF) = std::same_as<T, std::nullptr_t> || std::same_as<T, std::monostate>;

template <class T>
concept optional_like TIDYJSON_MARK_AS(FAMILY, WRAPPER) = is_specialization_of_v<T, std::optional>;

template <class T>
concept unique_pointer TIDYJSON_MARK_AS(FAMILY, WRAPPER) = requires {
  typename T::element_type;
  typename T::deleter_type;
  requires std::same_as<T, std::unique_ptr<typename T::element_type, typename T::deleter_type>>;
};

template <class T>
concept shared_pointer TIDYJSON_MARK_AS(FAMILY, WRAPPER) = is_specialization_of_v<T, std::shared_ptr>;

template <class T>
concept smart_pointer = unique_pointer<T> || shared_pointer<T>;

/// Raw pointers (other than C strings) are written as null or their pointee; never read.
template <class T>
concept raw_pointer = std::is_pointer_v<T> && !string_like<T> && !std::is_function_v<std::remove_pointer_t<T>>;

template <class T>
concept variant_like TIDYJSON_MARK_AS(FAMILY, ALTERNATIVES) = is_specialization_of_v<T, std::variant>;

template <class T>
concept tuple_like TIDYJSON_MARK_AS(FAMILY, TUPLE) =
    is_specialization_of_v<T, std::tuple> || is_specialization_of_v<T, std::pair>;

template <class T>
struct is_std_array : std::false_type {};
template <class U, std::size_t N>
struct is_std_array<std::array<U, N>> : std::true_type {};

template <class T>
concept fixed_array TIDYJSON_MARK_AS(FAMILY, ARRAY) =
    is_std_array<T>::value || (std::is_array_v<T> && std::extent_v<T> > 0 && !string_like<T>);

template <class T>
concept map_like = range<T> && requires {
  typename T::key_type;
  typename T::mapped_type;
};

/// A range whose elements are of its own type (nlohmann::json,
/// std::filesystem::path): not an array of values but a value of its own,
/// which must be described or converted; walking it as an array would never
/// reach a leaf.
template <class T>
concept self_similar_range =
    range<T> && std::same_as<std::remove_cvref_t<range_value_t<T>>, T>;

/// Arrays in JSON: ranges that are not strings or maps.
template <class T>
concept sequence = range<T> && !map_like<T> && !string_like<T> && !described<T> && !self_similar_range<T>;

template <class T>
concept appendable = requires(T& c, typename T::value_type v) { c.push_back(std::move(v)); };
template <class T>
concept insertable = requires(T& c, typename T::value_type v) { c.insert(std::move(v)); };
template <class T>
concept front_insertable = requires(T& c, typename T::value_type v) { c.push_front(std::move(v)); };

/// Ranges the reader can fill: cleared first, then appended to.
template <class T>
concept fillable_sequence = requires(T& c) { c.clear(); } && (appendable<T> || insertable<T> || front_insertable<T>);

/// Maps whose keys are unique, as the names of a JSON object must be: those
/// with try_emplace, or whose insert says whether it inserted (not
/// std::multimap, which would write the same name twice).
template <class T>
concept unique_key_map = requires(T& c, typename T::key_type k, typename T::mapped_type v) {
  c.try_emplace(std::move(k), std::move(v));
} || requires(T& c, range_value_t<T> e) {
  { c.insert(std::move(e)).second } -> std::convertible_to<bool>;
};

/// Maps the reader can fill: cleared first, then one try_emplace per member
/// (which is also how duplicate names are found).
template <class T>
concept fillable_map = requires(T& c, typename T::key_type k, typename T::mapped_type v) {
  c.clear();
  c.try_emplace(std::move(k), std::move(v));
};

template <class T>
concept time_point_like TIDYJSON_MARK_AS(FAMILY, LEAF) = is_specialization_of_v<T, std::chrono::time_point> &&
                          std::same_as<typename T::clock, std::chrono::system_clock>;

template <class T>
struct is_duration : std::false_type {};
template <class R, class P>
struct is_duration<std::chrono::duration<R, P>> : std::true_type {};
template <class T>
concept duration_like TIDYJSON_MARK_AS(FAMILY, LEAF) = is_duration<std::remove_cv_t<T>>::value;

template <class T>
concept calendar_date TIDYJSON_MARK_AS(FAMILY, LEAF) = std::same_as<T, std::chrono::year_month_day>;

template <class T>
concept uuid_like TIDYJSON_MARK_AS(FAMILY, LEAF) = std::same_as<T, uuid>;
template <class T>
concept decimal_like TIDYJSON_MARK_AS(FAMILY, LEAF) = std::same_as<T, decimal>;

/// Map keys: written as JSON member names.
template <class K>
concept map_key = owning_string<K> || std::same_as<K, std::string_view> || integer<K> || described_enum<K> ||
                  uuid_like<K>;

/// The element type of a range.
template <class T>
using element_t = std::remove_cvref_t<range_value_t<T>>;

/// A readable name for T in messages ("shop::Order"), from the compiler.
template <class T>
constexpr std::string_view type_name() noexcept {
#if defined(__clang__)
  constexpr std::string_view p = __PRETTY_FUNCTION__;
  constexpr std::string_view prefix = "type_name() [T = ";
  constexpr std::string_view suffix = "]";
#elif defined(__GNUC__)
  constexpr std::string_view p = __PRETTY_FUNCTION__;
  constexpr std::string_view prefix = "type_name() [with T = ";
  constexpr std::string_view suffix = "; std::string_view = std::basic_string_view<char>]";
#else
  constexpr std::string_view p = "T";
  constexpr std::string_view prefix = "";
  constexpr std::string_view suffix = "";
#endif
  const auto start = p.find(prefix);
  if (start == std::string_view::npos) return p;
  const auto b = start + prefix.size();
  const auto e = p.rfind(suffix);
  if (e == std::string_view::npos || e < b) return p.substr(b);
  return p.substr(b, e - b);
}

/// The name messages give a number type: integers by their width, the same
/// on every platform ("int64_t", not "long"); other types as type_name.
template <class T>
constexpr std::string_view number_type_name() noexcept {
  if constexpr (std::same_as<T, char>) {
    return "char";
  } else if constexpr (integer<T>) {
    constexpr std::string_view names[2][4] = {{"uint8_t", "uint16_t", "uint32_t", "uint64_t"},
                                              {"int8_t", "int16_t", "int32_t", "int64_t"}};
    return names[std::is_signed_v<T> ? 1 : 0][std::bit_width(sizeof(T)) - 1];
  } else {
    return type_name<T>();
  }
}


// ---------------------------------------------------------------------------
// What copying and comparing a value instantiates
//
// The standard containers, std::optional, std::variant and std::tuple declare
// copy assignment and == whatever their elements allow (a
// std::vector<std::unique_ptr<X>> claims to be copy-assignable), so these
// traits look at the elements as well. They look inside a type only where
// the serializer does: never inside a described or converted type, nor a
// range of its own type (std::filesystem::path), whose own operators are
// taken at their word. A trait that looked further would instantiate parts
// of a type nobody asked to serialize, and a converter for such a type would
// not compile.

/// The families whose JSON is made of their elements' JSON, when the type has
/// no description or converter of its own.
template <class T>
concept walked_range = !described<T> && (sequence<T> || fixed_array<T>);
template <class T>
concept walked_map = !described<T> && map_like<T>;
template <class T>
concept walked_compound = !described<T> && (optional_like<T> || variant_like<T> || tuple_like<T>);

/// Whether `a == b` compiles *and* instantiates for T.
template <class T>
struct deep_equality : std::bool_constant<std::equality_comparable<T>> {};
template <class T>
  requires walked_range<T>
struct deep_equality<T> : std::bool_constant<std::equality_comparable<T> && deep_equality<element_t<T>>::value> {};
template <class T>
  requires walked_map<T>
struct deep_equality<T>
    : std::bool_constant<std::equality_comparable<T> && deep_equality<std::remove_cv_t<typename T::key_type>>::value &&
                         deep_equality<typename T::mapped_type>::value> {};
template <class... A, template <class...> class W>
  requires walked_compound<W<A...>>
struct deep_equality<W<A...>> : std::bool_constant<(deep_equality<std::remove_cv_t<A>>::value && ...)> {};

/// Whether assigning a copy of T compiles *and* instantiates.
template <class T>
struct copy_assignable : std::bool_constant<std::is_copy_assignable_v<T>> {};
template <class T>
  requires walked_range<T>
struct copy_assignable<T> : std::bool_constant<std::is_copy_assignable_v<T> && copy_assignable<element_t<T>>::value> {};
template <class T>
  requires walked_map<T>
struct copy_assignable<T>
    : std::bool_constant<std::is_copy_assignable_v<T> && std::is_copy_constructible_v<typename T::key_type> &&
                         copy_assignable<typename T::mapped_type>::value> {};
template <class... A, template <class...> class W>
  requires walked_compound<W<A...>>
struct copy_assignable<W<A...>> : std::bool_constant<(copy_assignable<std::remove_cv_t<A>>::value && ...)> {};

}  // namespace tidyjson::detail
