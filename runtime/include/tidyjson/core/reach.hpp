// tidyjson/core/reach.hpp: the graph of types reachable from a type.
//
// children_t<T> lists the types T's JSON is made of (described members,
// container elements, map keys and values, optional and pointer targets,
// variant alternatives, registered derived types, converter outputs).
// Two traversals use it: unsupported_t<T> finds the first type that is
// neither built in nor described (to name it in one compile error), and
// reachable_t<Roots...> lists everything a context serves.
#pragma once

#include <type_traits>
#include <utility>

#include "tidyjson/core/describe.hpp"
#include "tidyjson/core/traits.hpp"

namespace tidyjson::detail {

template <class... Ts>
struct type_list {
  static constexpr std::size_t size = sizeof...(Ts);
};

template <class T, class List>
struct list_contains;
template <class T, class... Ts>
struct list_contains<T, type_list<Ts...>> : std::bool_constant<(std::is_same_v<T, Ts> || ...)> {};

template <class A, class B>
struct list_concat;
template <class... A, class... B>
struct list_concat<type_list<A...>, type_list<B...>> {
  using type = type_list<A..., B...>;
};

/// The JSON-ready type a converter produces for T.
template <class C, class T>
using converter_json_t = std::remove_cvref_t<decltype(C::to_json(std::declval<const T&>()))>;

/// What a field contributes to the JSON: its member type, or what its
/// converter attribute turns it into.
template <class F, class A>
struct attr_json_type {
  using type = void;
};
template <class F, class C>
struct attr_json_type<F, with<C>> {
  using type = converter_json_t<C, typename F::member_type>;
};
template <class F, class T, class S>
struct attr_json_type<F, converter_fn<T, S>> {
  using type = S;
};

template <class F, class Attrs = typename F::attribute_types>
struct field_json_type;
template <class F, class... A>
struct field_json_type<F, std::tuple<A...>> {
  template <class Acc, class X>
  using pick = std::conditional_t<std::is_void_v<typename attr_json_type<F, X>::type>, Acc,
                                  typename attr_json_type<F, X>::type>;
  template <class Acc, class... Xs>
  struct fold {
    using type = Acc;
  };
  template <class Acc, class X, class... Xs>
  struct fold<Acc, X, Xs...> {
    using type = typename fold<pick<Acc, X>, Xs...>::type;
  };
  using type = std::remove_cv_t<typename fold<typename F::member_type, A...>::type>;
};

template <class F>
inline constexpr bool field_skipped = F::template has<skip>;

template <class Desc>
struct object_children;
template <class T, class... F>
struct object_children<object_desc<T, F...>> {
  template <class Acc, class... Fs>
  struct collect {
    using type = Acc;
  };
  template <class... Acc, class G, class... Fs>
  struct collect<type_list<Acc...>, G, Fs...> {
    using next = std::conditional_t<field_skipped<G>, type_list<Acc...>,
                                    type_list<Acc..., typename field_json_type<G>::type>>;
    using type = typename collect<next, Fs...>::type;
  };
  using type = typename collect<type_list<>, F...>::type;
};

template <class P>
struct polymorphic_children;
template <class B, class... D>
struct polymorphic_children<polymorphic_desc<B, D...>> {
  using type = type_list<D...>;
};

template <class T>
struct children {
  using type = type_list<>;
};
template <class T>
  requires converted<T>
struct children<T> {
  using type = type_list<converter_json_t<typename description_t<T>::converter, T>>;
};
/// The members of a polymorphic base, if it is described itself (an abstract
/// base or a discriminated variant has none). Lazy: object_children is only
/// instantiated for a described object.
template <class T, bool = described_object<T>>
struct own_children {
  using type = type_list<>;
};
template <class T>
struct own_children<T, true> {
  using type = typename object_children<description_t<T>>::type;
};

template <class T>
  requires(!converted<T> && polymorphic<T>)
struct children<T> {
  using type = typename list_concat<typename polymorphic_children<polymorphic_t<T>>::type,
                                    typename own_children<T>::type>::type;
};
template <class T>
  requires(!converted<T> && !polymorphic<T> && described_object<T>)
struct children<T> {
  using type = typename object_children<description_t<T>>::type;
};
template <class T>
  requires(!described<T> && !polymorphic<T> && optional_like<T>)
struct children<T> {
  using type = type_list<std::remove_cv_t<typename T::value_type>>;
};
template <class T>
  requires(!described<T> && !polymorphic<T> && smart_pointer<T>)
struct children<T> {
  using type = type_list<std::remove_cv_t<typename T::element_type>>;
};
template <class T>
  requires(!described<T> && raw_pointer<T>)
struct children<T> {
  using type = type_list<std::remove_cv_t<std::remove_pointer_t<T>>>;
};
template <class T>
  requires(!described<T> && !polymorphic<T> && (sequence<T> || fixed_array<T>) && !optional_like<T>)
struct children<T> {
  using type = type_list<element_t<T>>;
};
template <class T>
  requires(!described<T> && map_like<T>)
struct children<T> {
  using type = type_list<std::remove_cv_t<typename T::key_type>, std::remove_cv_t<typename T::mapped_type>>;
};
template <class... A>
  requires(!polymorphic<std::variant<A...>>)
struct children<std::variant<A...>> {
  using type = type_list<std::remove_cv_t<A>...>;
};
template <class... A>
struct children<std::tuple<A...>> {
  using type = type_list<std::remove_cv_t<A>...>;
};
template <class A, class B>
struct children<std::pair<A, B>> {
  using type = type_list<std::remove_cv_t<A>, std::remove_cv_t<B>>;
};

template <class T>
using children_t = typename children<std::remove_cv_t<T>>::type;

/// Types that need no description.
template <class T>
concept builtin_leaf = boolean<T> || integer<T> || floating<T> || string_like<T> || null_like<T> || uuid_like<T> ||
                       decimal_like<T> || time_point_like<T> || duration_like<T> || calendar_date<T>;

/// A node the serializer knows how to handle (its children may still not be).
template <class T>
concept known_node = builtin_leaf<T> || described<T> || polymorphic<T> || optional_like<T> || smart_pointer<T> ||
                     raw_pointer<T> || sequence<T> || fixed_array<T> || variant_like<T> || tuple_like<T> ||
                     (map_like<T> && map_key<std::remove_cv_t<typename T::key_type>>);

// ---------------------------------------------------------------------------
// unsupported_t<T>: the first type reachable from T that is not known (void if none).

/// The type to name for an unknown node: a map's key when the key itself is
/// unknown (an undescribed enumeration), so that the error names the type to
/// describe rather than the map.
template <class T>
struct unknown_culprit {
  using type = T;
};
template <class T>
  requires(map_like<T> && !known_node<std::remove_cv_t<typename T::key_type>>)
struct unknown_culprit<T> {
  using type = std::remove_cv_t<typename T::key_type>;
};

template <class T, class Visited>
struct find_unsupported;

template <class Visited, class List>
struct find_unsupported_in {
  using type = void;
};
template <class Visited, class T, class... Ts>
struct find_unsupported_in<Visited, type_list<T, Ts...>> {
  using head = typename find_unsupported<T, Visited>::type;
  using type = std::conditional_t<std::is_void_v<head>, typename find_unsupported_in<Visited, type_list<Ts...>>::type,
                                  head>;
};

template <class T, class... V>
struct find_unsupported<T, type_list<V...>> {
  static auto pick() {
    if constexpr (list_contains<T, type_list<V...>>::value) {
      return std::type_identity<void>{};
    } else if constexpr (!known_node<T>) {
      return std::type_identity<typename unknown_culprit<T>::type>{};
    } else {
      return std::type_identity<typename find_unsupported_in<type_list<V..., T>, children_t<T>>::type>{};
    }
  }
  using type = typename decltype(pick())::type;
};

template <class T>
using unsupported_t = typename find_unsupported<std::remove_cv_t<T>, type_list<>>::type;

// ---------------------------------------------------------------------------
// reachable_t<Roots...>: every type reachable from the roots, roots included.

template <class Visited, class Pending>
struct walk {
  using type = Visited;
};
template <class... V, class T, class... P>
struct walk<type_list<V...>, type_list<T, P...>> {
  static auto pick() {
    if constexpr (list_contains<T, type_list<V...>>::value) {
      return std::type_identity<typename walk<type_list<V...>, type_list<P...>>::type>{};
    } else {
      using more = typename list_concat<children_t<T>, type_list<P...>>::type;
      return std::type_identity<typename walk<type_list<V..., T>, more>::type>{};
    }
  }
  using type = typename decltype(pick())::type;
};

template <class... Roots>
using reachable_t = typename walk<type_list<>, type_list<std::remove_cv_t<Roots>...>>::type;

}  // namespace tidyjson::detail
