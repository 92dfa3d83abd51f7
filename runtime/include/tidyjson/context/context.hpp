// tidyjson/context/context.hpp: contexts, the compile-time form of options.
//
//   TIDYJSON_CONTEXT(BookstoreJson, (Order, std::vector<Order>),
//                    tidyjson::naming::camel_case, tidyjson::enums::as_string)
//
//   std::string text = tidyjson::serialize(order, BookstoreJson{});
//
// A context fixes its settings at compile time and lists its root types;
// everything reachable from a root is served (a container used as a root, such
// as std::vector<Order>, must be listed itself). Names are converted and
// escaped by the compiler. The generation mode decides the code:
//
//   generation::both       the fast path writes every type it can serve, the
//                          metadata path writes the rest and reads (default)
//   generation::metadata   the metadata path reads and writes
//   generation::fast_path  write only, fast path only; reading, or a type the
//                          fast path cannot serve, is a compile error
//
// The fast path writes straight-line code with compile-time keys and no heap
// allocation into a reused buffer. What it cannot serve is declared where the
// attribute or setting is defined (`fast_path = false` with a
// `fast_path_blocker`); fast_path_blocker_t<Ctx, T> names the first one.
//
// Declared in a header and defined in one .cpp, a context compiles its
// serializers once:
//
//   // bookstore_json.hpp
//   TIDYJSON_CONTEXT_DECLARE(BookstoreJson, (Order), tidyjson::naming::camel_case)
//   // bookstore_json.cpp
//   TIDYJSON_CONTEXT_DEFINE(BookstoreJson)
#pragma once

#include <cstddef>
#include <string_view>
#include <type_traits>

#include "tidyjson/context/declare.hpp"
#include "tidyjson/context/meta.hpp"
#include "tidyjson/core/config.hpp"
#include "tidyjson/core/error.hpp"
#include "tidyjson/core/options.hpp"
#include "tidyjson/core/pp.hpp"
#include "tidyjson/core/reach.hpp"
#include "tidyjson/core/settings.hpp"
#include "tidyjson/write/sink.hpp"

namespace tidyjson::detail {

template <class List>
struct reachable_of;
template <class... R>
struct reachable_of<type_list<R...>> {
  using type = reachable_t<R...>;
};

/// Every type a context serves: everything reachable from its roots.
template <class Ctx>
using served_types_t = typename reachable_of<typename Ctx::root_types>::type;

/// Whether every type a context serves can be written. When one cannot, the
/// context is one compile error that names it and its path from a root
/// (check_context_roots), and its serializers are not generated.
template <class Ctx>
inline constexpr bool servable_v = first_defect<served_types_t<Ctx>, false>::what == defect::none;

/// Whether every served type can also be read (no raw pointers, C strings,
/// ranges that cannot be filled); if not, each read checks its own type.
template <class Ctx>
inline constexpr bool all_readable_v = first_defect<served_types_t<Ctx>, true>::what == defect::none;

template <class List>
struct roots_checker;
template <class... R>
struct roots_checker<type_list<R...>> {
  static constexpr bool value = (check_supported_roots<false, R...>(), true);
};

/// Reports (as one compile error) the first type the context's roots reach
/// that cannot be served. Where the context is defined
/// (TIDYJSON_CONTEXT_DEFINE, TIDYJSON_CONTEXT) and at every use.
template <class Ctx>
inline constexpr bool context_roots_checked = roots_checker<typename Ctx::root_types>::value;

/// Options with the context's settings, for the run-time metadata of
/// contexts that need it (runtime_names); built on first use.
template <class Ctx>
const options& context_runtime_options() {
  static const options instance{settings_tag{}, Ctx::settings_v};
  return instance;
}

}  // namespace tidyjson::detail

namespace tidyjson {

namespace detail {

template <class T>
concept context_type = requires {
  typename T::root_types;
  { T::settings_v } -> std::convertible_to<const settings&>;
} && std::is_empty_v<T>;

template <class T>
struct same_as_pred {
  template <class U>
  struct pred : std::is_same<T, U> {};
};

/// The position of T in a list (its size if absent).
template <class T, class List>
struct index_in {
  static constexpr std::size_t value = find_first<same_as_pred<T>::template pred, List>::value;
};

// ---------------------------------------------------------------------------
// What the fast path cannot serve

/// The first attribute in a list of attribute tuples that the fast path
/// cannot serve (void if none).
template <class... Tuples>
struct first_blocking_attr {
  using type = void;
};
template <class... Rest>
struct first_blocking_attr<std::tuple<>, Rest...> {
  using type = typename first_blocking_attr<Rest...>::type;
};
template <class A, class... As, class... Rest>
struct first_blocking_attr<std::tuple<A, As...>, Rest...> {
  using type = std::conditional_t<!fast_path_ok<A>(), A, typename first_blocking_attr<std::tuple<As...>, Rest...>::type>;
};

template <class F>
using live_attributes_t = std::conditional_t<field_skipped<F>, std::tuple<>, typename F::attribute_types>;

template <class Desc>
struct object_blocker {
  using type = void;
};
template <class T, class... F>
struct object_blocker<object_desc<T, F...>> {
  using type = typename first_blocking_attr<live_attributes_t<F>...>::type;
};

/// What in T's own description the fast path cannot serve: a polymorphic
/// registration, or the first blocking field attribute (void if none).
template <class T>
struct own_blocker {
  static auto pick() {
    if constexpr (polymorphic<T>) {
      return std::type_identity<polymorphic_t<T>>{};
    } else if constexpr (described_object<T>) {
      return std::type_identity<typename object_blocker<description_t<T>>::type>{};
    } else {
      return std::type_identity<void>{};
    }
  }
  using type = typename decltype(pick())::type;
};

template <class T>
struct is_blocked : std::bool_constant<!std::is_void_v<typename own_blocker<T>::type>> {};

/// The first type of a list that the fast path cannot serve, and what blocks it.
template <class List>
struct first_blocked_type {
  static constexpr std::size_t index = find_first<is_blocked, List>::value;
  using type = typename list_at<index, List>::type;
  using blocker = typename std::conditional_t<std::is_void_v<type>, std::type_identity<void>, own_blocker<type>>::type;
};

template <class List>
struct first_blocking_setting {
  using type = void;
};
template <class S, class... Ss>
struct first_blocking_setting<type_list<S, Ss...>> {
  using type = std::conditional_t<!fast_path_ok<S>(), S, typename first_blocking_setting<type_list<Ss...>>::type>;
};

}  // namespace detail

/// What keeps the fast path of context Ctx from serving T: a context setting,
/// a field attribute, or a polymorphic description (the type that declares
/// `fast_path = false`); void when the fast path serves T.
template <class Ctx, class T>
using fast_path_blocker_t = std::conditional_t<
    !std::is_void_v<typename detail::first_blocking_setting<typename Ctx::setting_types>::type>,
    typename detail::first_blocking_setting<typename Ctx::setting_types>::type,
    typename detail::first_blocked_type<detail::reachable_t<std::remove_cvref_t<T>>>::blocker>;

/// The type (reachable from T) that carries the blocker; void if none or if
/// the blocker is a context setting.
template <class Ctx, class T>
using fast_path_blocked_type_t = typename detail::first_blocked_type<detail::reachable_t<std::remove_cvref_t<T>>>::type;

/// Whether writing a T through context Ctx takes the fast path.
template <class Ctx, class T>
inline constexpr bool fast_path_served_v =
    Ctx::generation_mode != generation::metadata && std::is_void_v<fast_path_blocker_t<Ctx, T>>;

namespace detail {

/// Serializer configuration for a context; `Fast` selects the fast path.
template <class Ctx, bool Fast>
struct context_config {
  static constexpr bool is_context = true;
  static constexpr bool fast = Fast;
  static constexpr const settings& settings_v = Ctx::settings_v;
  [[nodiscard]] static constexpr const settings& s() noexcept { return Ctx::settings_v; }
  template <class T>
  using meta_type = static_object_meta<T, Ctx::settings_v>;
  template <class T>
  [[nodiscard]] TIDYJSON_ALWAYS_INLINE static decltype(auto) object_meta() {
    if constexpr (Ctx::runtime_names) {
      return context_runtime_options<Ctx>().template object_meta<T>();
    } else {
      static constexpr meta_type<T> meta{};
      return (meta);
    }
  }
};

}  // namespace detail
}  // namespace tidyjson
