// tidyjson/core/reach.hpp: the graph of types reachable from a type.
//
// children_t<T> lists the types T's JSON is made of (described members,
// container elements, map keys and values, optional and pointer targets,
// variant alternatives, registered derived types, converter outputs).
// Two traversals use it: unsupported_t<T> finds the first type that is
// neither built in nor described (to name it in one compile error), and
// reachable_t<Roots...> lists everything a context serves.
#pragma once

#include <cstddef>
#include <tuple>
#include <type_traits>
#include <utility>

#include "tidyjson/core/describe.hpp"
#include "tidyjson/core/traits.hpp"

namespace tidyjson::detail {

template <class... Ts>
struct type_list {
  static constexpr std::size_t size = sizeof...(Ts);
};

// Membership in O(1) template depth: a list of distinct types as a class with
// one empty base per type. (A fold over the list would hit the compilers'
// nesting limit of 256 for large contexts.)
template <class T>
struct set_tag {};
template <class... Ts>
struct type_set : set_tag<Ts>... {};

/// Whether T is one of the (distinct) types of List.
template <class T, class List>
struct list_contains;
template <class T, class... Ts>
struct list_contains<T, type_list<Ts...>> : std::bool_constant<std::is_base_of_v<set_tag<T>, type_set<Ts...>>> {};

/// The index of the first type of a list for which Pred<T>::value is true
/// (the list's size if none), without recursing over the list.
template <template <class> class Pred, class List>
struct find_first;
template <template <class> class Pred, class... Ts>
struct find_first<Pred, type_list<Ts...>> {
  static constexpr std::size_t value = [] {
    constexpr bool hits[] = {Pred<Ts>::value..., false};
    for (std::size_t i = 0; i < sizeof...(Ts); ++i) {
      if (hits[i]) return i;
    }
    return sizeof...(Ts);
  }();
};

/// The I-th type of a list (void past the end).
template <std::size_t I, class List>
struct list_at {
  using type = void;
};
template <std::size_t I, class... Ts>
  requires(I < sizeof...(Ts))
struct list_at<I, type_list<Ts...>> {
  using type = std::tuple_element_t<I, std::tuple<Ts...>>;
};

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

// ---------------------------------------------------------------------------
// reachable_t<Roots...>: every type reachable from the roots, roots included,
// breadth first. The template depth grows with the depth of the type graph,
// not with its size, so contexts serving hundreds of types compile.

template <class... Lists>
struct concat_all {
  using type = type_list<>;
};
template <class... A>
struct concat_all<type_list<A...>> {
  using type = type_list<A...>;
};
template <class... A, class... B, class... Rest>
struct concat_all<type_list<A...>, type_list<B...>, Rest...> {
  using type = typename concat_all<type_list<A..., B...>, Rest...>::type;
};

/// The types of Candidates that are neither in Seen nor repeated, in order.
template <class Seen, class Out, class Candidates>
struct new_types {
  using type = Out;
};
template <class Seen, class... O, class T, class... Ts>
struct new_types<Seen, type_list<O...>, type_list<T, Ts...>> {
  static constexpr bool fresh = !list_contains<T, Seen>::value && !list_contains<T, type_list<O...>>::value;
  using type = typename new_types<Seen, std::conditional_t<fresh, type_list<O..., T>, type_list<O...>>,
                                  type_list<Ts...>>::type;
};

template <class Visited, class Frontier>
struct bfs {
  using type = Visited;
};
template <class... V, class F, class... Fs>
struct bfs<type_list<V...>, type_list<F, Fs...>> {
  using seen = type_list<V..., F, Fs...>;
  using candidates = typename concat_all<children_t<F>, children_t<Fs>...>::type;
  using type = typename bfs<seen, typename new_types<seen, type_list<>, candidates>::type>::type;
};

template <class... Roots>
using reachable_t =
    typename bfs<type_list<>, typename new_types<type_list<>, type_list<>, type_list<std::remove_cv_t<Roots>...>>::type>::type;

// ---------------------------------------------------------------------------
// unsupported_t<T>: the first type reachable from T that is not known (void
// if none), named as the error should name it.

template <class T>
struct is_unknown : std::bool_constant<!known_node<T>> {};

template <class List>
struct first_unknown {
  static constexpr std::size_t index = find_first<is_unknown, List>::value;
  using found = typename list_at<index, List>::type;
  using type = typename std::conditional_t<std::is_void_v<found>, std::type_identity<void>, unknown_culprit<found>>::type;
};
template <>
struct unknown_culprit<void> {
  using type = void;
};

template <class T>
using unsupported_t = typename first_unknown<reachable_t<std::remove_cv_t<T>>>::type;

}  // namespace tidyjson::detail
