// tidyjson/core/reach.hpp: the graph of types reachable from a type.
//
// children_t<T> lists the types T's JSON is made of (described members,
// container elements, map keys and values, optional and pointer targets,
// variant alternatives, registered derived types, converter outputs), and
// children<T>::segment names the step to each in a JSON path (".lines",
// "[*]"). reachable_t<Roots...> lists everything a context serves;
// check_supported_roots<Read, Roots...>() finds the first type reached that cannot
// be served (neither built in nor described, or not readable) and names it in
// one compile error, with its path from the root.
#pragma once

#include <cstddef>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include "tidyjson/core/describe.hpp"
#include "tidyjson/core/traits.hpp"
#include "tidyjson/core/type_list.hpp"

namespace tidyjson::detail {

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

inline constexpr std::size_t npos_index = static_cast<std::size_t>(-1);

template <class A>
struct is_converter_attr : std::false_type {};
template <class C>
struct is_converter_attr<with<C>> : std::true_type {};
template <class T, class S>
struct is_converter_attr<converter_fn<T, S>> : std::true_type {};

/// The position of the first converter attribute in a field's attributes
/// (npos_index if none): the one the reader and the writer apply.
template <class Attrs>
constexpr std::size_t converter_index() noexcept {
  return []<std::size_t... I>(std::index_sequence<I...>) {
    std::size_t r = npos_index;
    ((r == npos_index && is_converter_attr<std::tuple_element_t<I, Attrs>>::value ? (r = I) : r), ...);
    return r;
  }(std::make_index_sequence<std::tuple_size_v<Attrs>>{});
}

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

/// Whether reading null into a T succeeds by itself: an optional, a pointer,
/// std::monostate or std::nullptr_t, a variant with such an alternative, or a
/// type whose converter's JSON type is one of those.
template <class T>
struct reads_null : std::bool_constant<optional_like<T> || smart_pointer<T> || raw_pointer<T> || null_like<T>> {};
template <class T>
  requires converted<T>
struct reads_null<T> : reads_null<converter_json_t<typename description_t<T>::converter, T>> {};
template <class... A>
  requires(!converted<std::variant<A...>>)
struct reads_null<std::variant<A...>> : std::bool_constant<(reads_null<std::remove_cv_t<A>>::value || ...)> {};

/// Whether nulls::keep_default applies to field F: a member whose JSON type
/// cannot be null, and that is not required{} (a required member must be
/// given a value).
template <class F>
inline constexpr bool keeps_default_for_null =
    !F::template has<required> && !reads_null<typename field_json_type<F>::type>::value;

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

/// A JSON path built at compile time (std::string is not usable in constant
/// expressions with every standard library clang may be paired with), with
/// the places where one step ends. A path longer than its capacity ends in
/// "...".
struct path_buffer {
  static constexpr std::size_t capacity = 480;
  static constexpr std::size_t max_steps = 64;
  char text[capacity] = {};
  std::size_t size = 0;
  std::size_t step_end[max_steps] = {};
  std::size_t steps = 0;

  constexpr path_buffer& operator+=(std::string_view s) {
    for (char c : s) *this += c;
    return *this;
  }
  constexpr path_buffer& operator+=(char c) {
    if (size < capacity - 3) {
      text[size++] = c;
    } else if (size == capacity - 3) {
      while (size < capacity) text[size++] = '.';
    }
    return *this;
  }
  constexpr void end_step() {
    if (steps < max_steps && (steps == 0 || step_end[steps - 1] != size)) step_end[steps++] = size;
  }
};

/// The C++ name of the I-th written (not skipped) field of described type T.
template <class T>
constexpr std::string_view written_field_name(std::size_t i) {
  std::string_view name;
  std::apply(
      [&](const auto&... f) {
        std::size_t k = 0;
        ((field_skipped<std::remove_cvref_t<decltype(f)>> ? void() : void(k++ == i ? (name = f.declared_name) : name)),
         ...);
      },
      fields_of<T>());
  return name;
}

/// Steps that add nothing to a JSON path (an optional, a pointer, a variant
/// alternative, a converter's output: the JSON is the value itself).
struct same_place {
  static constexpr void segment(std::size_t, path_buffer&) {}
};

template <class T>
struct TIDYJSON_MARK(GRAPH) children : same_place {
  using type = type_list<>;
};
template <class T>
  requires converted<T>
struct children<T> : same_place {
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
  using derived = typename polymorphic_children<polymorphic_t<T>>::type;
  using type = typename list_concat<derived, typename own_children<T>::type>::type;
  /// A registered derived type as "<shop::Circle>", then the base's members.
  static constexpr void segment(std::size_t i, path_buffer& out) {
    if (i < derived::size) {
      [&]<class... D>(type_list<D...>) {
        std::size_t k = 0;
        ((k++ == i ? void((out += '<', out += type_name<D>(), out += '>')) : void()), ...);
      }(derived{});
    } else if constexpr (described_object<T>) {
      (out += '.') += written_field_name<T>(i - derived::size);
    }
  }
};
template <class T>
  requires(!converted<T> && !polymorphic<T> && described_object<T>)
struct children<T> {
  using type = typename object_children<description_t<T>>::type;
  static constexpr void segment(std::size_t i, path_buffer& out) { (out += '.') += written_field_name<T>(i); }
};
template <class T>
  requires(!described<T> && !polymorphic<T> && optional_like<T>)
struct children<T> : same_place {
  using type = type_list<std::remove_cv_t<typename T::value_type>>;
};
template <class T>
  requires(!described<T> && !polymorphic<T> && smart_pointer<T>)
struct children<T> : same_place {
  using type = type_list<std::remove_cv_t<typename T::element_type>>;
};
template <class T>
  requires(!described<T> && raw_pointer<T>)
struct children<T> : same_place {
  using type = type_list<std::remove_cv_t<std::remove_pointer_t<T>>>;
};
template <class T>
  requires(!described<T> && !polymorphic<T> && (sequence<T> || fixed_array<T>) && !optional_like<T>)
struct children<T> {
  using type = type_list<element_t<T>>;
  static constexpr void segment(std::size_t, path_buffer& out) { out += "[*]"; }
};
template <class T>
  requires(!described<T> && map_like<T>)
struct children<T> {
  using type = type_list<std::remove_cv_t<typename T::key_type>, std::remove_cv_t<typename T::mapped_type>>;
  /// The keys (the names of every member: ".*~", as in JSONPath-Plus),
  /// then the values of every member (".*").
  static constexpr void segment(std::size_t i, path_buffer& out) { out += i == 0 ? ".*~" : ".*"; }
};
template <class... A>
  requires(!polymorphic<std::variant<A...>>)
struct children<std::variant<A...>> : same_place {
  using type = type_list<std::remove_cv_t<A>...>;
};
/// Tuples and pairs are arrays of fixed length.
struct indexed_place {
  static constexpr void segment(std::size_t i, path_buffer& out) {
    char digits[20];
    std::size_t n = 0;
    do {
      digits[n++] = static_cast<char>('0' + i % 10);
      i /= 10;
    } while (i != 0);
    out += '[';
    while (n != 0) out += digits[--n];
    out += ']';
  }
};
template <class... A>
struct children<std::tuple<A...>> : indexed_place {
  using type = type_list<std::remove_cv_t<A>...>;
};
template <class A, class B>
struct children<std::pair<A, B>> : indexed_place {
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
// What cannot be served, and where it is reached

/// Nodes that can be written but not read: raw pointers (who would own the
/// object?), C strings and views, ranges that cannot be filled, maps keyed by
/// std::string_view.
template <class T>
concept write_only_node =
    raw_pointer<T> || (string_like<T> && !owning_string<T> && !std::same_as<T, std::string_view>) ||
    (sequence<T> && !fixed_array<T> && !fillable_sequence<T>) ||
    (map_like<T> && (!fillable_map<T> || std::same_as<std::remove_cv_t<typename T::key_type>, std::string_view>));

/// Why a node cannot be served.
enum class defect : unsigned char { none, undescribed, map_key, write_only, wide_integer, repeated_keys };

template <class T, bool Read>
constexpr defect defect_of() noexcept {
  if constexpr (described<T>) {
    // A description or a converter serves the type whatever its shape (a
    // converter for std::multimap, __int128 or a range the reader cannot fill).
    return defect::none;
  } else if constexpr (wide_integer<T>) {
    return defect::wide_integer;
  } else if constexpr (map_like<T> && !unique_key_map<T>) {
    return defect::repeated_keys;
  } else if constexpr (known_node<T>) {
    return Read && write_only_node<T> ? defect::write_only : defect::none;
  } else if constexpr (map_like<T>) {
    return known_node<std::remove_cv_t<typename T::key_type>> ? defect::map_key : defect::undescribed;
  } else {
    return defect::undescribed;
  }
}

/// The type an error names for a defective node: the key of a map keyed by
/// an undescribed type (an enumeration to describe) or by a type that cannot
/// be a member name, otherwise the node.
template <class T, defect D>
struct culprit {
  using type = T;
};
template <class T, defect D>
  requires(map_like<T> && (D == defect::undescribed || D == defect::map_key))
struct culprit<T, D> {
  using type = std::remove_cv_t<typename T::key_type>;
};

/// defect_of<T, Read>() as a variable: the checks read its value for every
/// type a call reaches (json-missing-registration reports what it says).
template <class T, bool Read>
inline constexpr defect defect_v TIDYJSON_MARK(VERDICT) = defect_of<T, Read>();

// Under json-clangd (TIDYJSON_LIVE_ANALYSIS) every entry point takes one more
// template argument, defaulted to live_verdicts<T, Read>(): working it out
// at the call instantiates defect_v for every type the call reaches, which
// json-missing-registration reads. clangd parses headers without function
// bodies, so the verdicts the entry's body would instantiate are not there;
// a declaration's default template argument is instantiated at every call.
// Nothing else changes, and the macro is empty for every other build.
template <class List, bool Read>
struct live_verdicts_of;
template <class... Ts, bool Read>
struct live_verdicts_of<type_list<Ts...>, Read> {
  static constexpr bool value = (((void)defect_v<Ts, Read>, true) && ...);
};
template <class T, bool Read>
constexpr bool live_verdicts() noexcept {
  return live_verdicts_of<reachable_t<std::remove_cvref_t<T>>, Read>::value;
}
#if defined(TIDYJSON_LIVE_ANALYSIS)
#define TIDYJSON_LIVE_VERDICTS(T, Read) , bool = ::tidyjson::detail::live_verdicts<T, Read>()
#else
#define TIDYJSON_LIVE_VERDICTS(T, Read)
#endif

template <bool Read>
struct has_defect {
  template <class T>
  struct pred : std::bool_constant<defect_v<T, Read> != defect::none> {};
};

/// The first defective node of a list of types: `index` (the list's size if
/// none), `what` and the type to name.
template <class List, bool Read>
struct first_defect {
  static constexpr std::size_t index = find_first<has_defect<Read>::template pred, List>::value;
  using node = typename list_at<index, List>::type;
  static constexpr defect what = [] {
    if constexpr (std::is_void_v<node>) {
      return defect::none;
    } else {
      return defect_of<node, Read>();
    }
  }();
  using type = typename culprit<node, what>::type;
  /// Where the path leads: to the key itself when it is undescribed, to the
  /// map when its key cannot be a member name.
  using path_target = std::conditional_t<what == defect::map_key, node, type>;
};

// The shortest path from a root to a type, found breadth first over the same
// graph as reachable_t, each step remembering where it came from. Only
// instantiated to word a compile error.

/// T, reached as child I of the type of step Prev (void for a root).
template <class T, class Prev, std::size_t I>
struct step {
  using type = T;
};

template <class Prev, class Children, class Indices>
struct steps_from;
template <class Prev, class... C, std::size_t... I>
struct steps_from<Prev, type_list<C...>, std::index_sequence<I...>> {
  using type = type_list<step<C, Prev, I>...>;
};
template <class Prev>
using next_steps_t = typename steps_from<Prev, children_t<typename Prev::type>,
                                         std::make_index_sequence<children_t<typename Prev::type>::size>>::type;

/// The steps of Candidates to types neither in Seen nor reached earlier.
template <class Seen, class Out, class Candidates>
struct fresh_steps {
  using type = Out;
  using seen = Seen;
};
template <class... S, class... O, class C, class... Cs>
struct fresh_steps<type_list<S...>, type_list<O...>, type_list<C, Cs...>> {
  static constexpr bool fresh = !list_contains<typename C::type, type_list<S...>>::value;
  using next = fresh_steps<std::conditional_t<fresh, type_list<S..., typename C::type>, type_list<S...>>,
                           std::conditional_t<fresh, type_list<O..., C>, type_list<O...>>, type_list<Cs...>>;
  using type = typename next::type;
  using seen = typename next::seen;
};

template <class Target>
struct step_to {
  template <class S>
  struct pred : std::is_same<typename S::type, Target> {};
};

template <class Target, class Seen, class Frontier>
struct find_step {
  using type = void;
};
template <class Target, class Seen, class F, class... Fs>
struct find_step<Target, Seen, type_list<F, Fs...>> {
  using frontier = type_list<F, Fs...>;
  static constexpr std::size_t hit = find_first<step_to<Target>::template pred, frontier>::value;
  template <bool Found, class = void>
  struct go {
    using type = typename list_at<hit, frontier>::type;
  };
  template <class Unused>
  struct go<false, Unused> {
    using next = fresh_steps<Seen, type_list<>, typename concat_all<next_steps_t<F>, next_steps_t<Fs>...>::type>;
    using type = typename find_step<Target, typename next::seen, typename next::type>::type;
  };
  using type = typename go<(hit < frontier::size)>::type;
};

template <class Target, class Roots>
struct path_step;
template <class Target, class... Roots>
struct path_step<Target, type_list<Roots...>> {
  using type = typename find_step<Target, type_list<Roots...>, type_list<step<Roots, void, 0>...>>::type;
};
/// The step that reaches Target first from the (distinct) roots.
template <class Target, class... Roots>
using path_step_t =
    typename path_step<Target, typename new_types<type_list<>, type_list<>, type_list<Roots...>>::type>::type;

/// The root a step starts from, and the JSON path of the step from it.
template <class S>
struct step_path;
template <class T>
struct step_path<step<T, void, 0>> {
  using root = T;
  static constexpr void append(path_buffer& out) {
    out += '$';
    out.end_step();
  }
};
template <class T, class Prev, std::size_t I>
struct step_path<step<T, Prev, I>> {
  using root = typename step_path<Prev>::root;
  static constexpr void append(path_buffer& out) {
    step_path<Prev>::append(out);
    children<typename Prev::type>::segment(I, out);
    out.end_step();
  }
};

template <class S>
constexpr path_buffer path_of() {
  path_buffer b;
  step_path<S>::append(b);
  b.step_end[b.steps - 1] = b.size;  // a truncated path ends with its "..."
  return b;
}

/// A string that can be a template argument, so that compilers print it.
template <std::size_t N>
struct fixed_string {
  char text[N];
};

/// A path cut at step boundaries into parts of at most 36 characters: clang
/// prints a longer string argument cut short.
struct path_parts {
  static constexpr std::size_t max_length = 36;
  std::size_t begin[path_buffer::max_steps] = {};
  std::size_t end[path_buffer::max_steps] = {};
  std::size_t count = 0;
};
constexpr path_parts split_path(const path_buffer& b) {
  path_parts p;
  std::size_t start = 0;
  for (std::size_t k = 0; k < b.steps; ++k) {
    const bool last = k + 1 == b.steps;
    if (last || b.step_end[k + 1] - start > path_parts::max_length) {
      p.begin[p.count] = start;
      p.end[p.count++] = b.step_end[k];
      start = b.step_end[k];
    }
  }
  return p;
}

template <class S, std::size_t K>
constexpr auto path_part() {
  constexpr path_buffer b = path_of<S>();
  constexpr path_parts p = split_path(b);
  constexpr std::size_t n = p.end[K] - p.begin[K];
  fixed_string<n + 1> out{};
  // Every character set explicitly, the terminator included: clang prints
  // the argument as a string only then.
  for (std::size_t i = 0; i <= n; ++i) out.text[i] = i < n ? b.text[p.begin[K] + i] : '\0';
  return out;
}

/// A JSON path from a root, in C++ member names, printed in parts:
/// "$.lines[*].unit" ("[*]" for every element, ".*" for every map value,
/// ".*~" for the map's keys, "[1]" for a tuple's element,
/// "<shop::Circle>" for a registered derived type).
template <fixed_string... Parts>
struct json_path {};

template <class S, std::size_t... K>
auto make_json_path(std::index_sequence<K...>) -> json_path<path_part<S, K>()...>;
template <class S>
using json_path_t = decltype(make_json_path<S>(std::make_index_sequence<split_path(path_of<S>()).count>{}));

/// Where an error's type is reached: the root type, and the path from it.
template <class Root, class Path>
struct reached_from {};

// Named in the compile errors (the compiler prints the template arguments).
// Their own `value` (not std::false_type's) so that GCC, too, prints the
// template in its note.
template <class T, class Where>
struct type_must_be_described {
  static constexpr bool value = false;
};
template <class T, class Where>
struct standard_type_needs_a_converter {
  static constexpr bool value = false;
};
template <class T, class Where>
struct character_type_needs_a_converter {
  static constexpr bool value = false;
};
template <class Key, class Where>
struct map_key_must_be_a_string_integer_enum_or_uuid {
  static constexpr bool value = false;
};
template <class T, class Where>
struct type_cannot_be_read {
  static constexpr bool value = false;
};
template <class T, class Where>
struct integers_wider_than_64_bits_are_not_supported {
  static constexpr bool value = false;
};
template <class T, class Where>
struct map_with_repeated_keys_cannot_be_a_json_object {
  static constexpr bool value = false;
};

/// Whether T is declared in namespace std (where no description can go), by
/// its name as the compiler spells it.
template <class T>
constexpr bool in_namespace_std() noexcept {
  return type_name<T>().starts_with("std::");
}

template <defect D, class T, class Where>
constexpr void report_defect() {
#if TIDYJSON_REGISTRATION_ERRORS
  if constexpr (D == defect::undescribed && character<T>) {
    static_assert(character_type_needs_a_converter<T, Where>::value,
                  "tidyjson: this character type is not a type tidyjson writes (strings are UTF-8 std::string); give "
                  "the member a converter, tidyjson::with<Converter>{} (second template argument: the root type "
                  "and the path that reaches it)");
  } else if constexpr (D == defect::undescribed && in_namespace_std<T>()) {
    static_assert(standard_type_needs_a_converter<T, Where>::value,
                  "tidyjson: this standard-library type is not built in, and a description cannot be added to it; "
                  "give it a converter: TIDYJSON_CONVERTER(Type, Converter) at global scope, or "
                  "tidyjson::with<Converter>{} on the member (second template argument: the root type and the path "
                  "that reaches it)");
  } else if constexpr (D == defect::undescribed) {
    static_assert(type_must_be_described<T, Where>::value,
                  "tidyjson: this type is neither built in nor described; add TIDYJSON_TYPE(Type, members...) or "
                  "TIDYJSON_ENUM(Type, enumerators...) after its definition, in its own namespace or at global scope "
                  "(second template argument: the root type and the path that reaches it)");
  } else if constexpr (D == defect::map_key) {
    static_assert(map_key_must_be_a_string_integer_enum_or_uuid<T, Where>::value,
                  "tidyjson: map keys are written as member names, so they must be strings, integers, described "
                  "enumerations or tidyjson::uuid (second template argument: the root type and the path)");
  } else if constexpr (D == defect::repeated_keys) {
    static_assert(map_with_repeated_keys_cannot_be_a_json_object<T, Where>::value,
                  "tidyjson: a map that can hold a key twice (std::multimap) would write a member name twice; use "
                  "a map of vectors, or a vector of pairs (second template argument: the root type and the path)");
  } else if constexpr (D == defect::wide_integer) {
    static_assert(integers_wider_than_64_bits_are_not_supported<T, Where>::value,
                  "tidyjson: integers of 8 to 64 bits are supported; for a wider one use tidyjson::decimal (18 "
                  "digits), two 64-bit members, or a converter to a string (second template argument: the root "
                  "type and the path)");
  } else {
    static_assert(type_cannot_be_read<T, Where>::value,
                  "tidyjson: this type can be written but not read: a raw pointer (use std::unique_ptr), a C string "
                  "or std::string_view map key (use std::string), or a range without clear() and "
                  "push_back/insert/push_front (maps: clear() and try_emplace) (second template argument: the root "
                  "type and the path)");
  }
#endif
}

/// True when everything reachable from the roots can be written (and read,
/// with Read); otherwise reports the first defect, named with its path from
/// a root, in one compile error and is false.
template <bool Read, class... Roots>
constexpr bool check_supported_roots() {
  using found = first_defect<reachable_t<Roots...>, Read>;
  if constexpr (found::what == defect::none) {
    return true;
  } else {
    using to = path_step_t<typename found::path_target, std::remove_cv_t<Roots>...>;
    report_defect<found::what, typename found::type,
                  reached_from<typename step_path<to>::root, json_path_t<to>>>();
    return false;
  }
}

/// check_supported_roots for one root, T.
template <class T, bool Read = false>
constexpr bool check_supported() {
  return check_supported_roots<Read, std::remove_cvref_t<T>>();
}

/// Whether a value read as T can hold a view of the text it was read from: a
/// std::string_view anywhere in it (the reader points it into the text).
template <class List>
struct holds_view;
template <class... Ts>
struct holds_view<type_list<Ts...>> : std::bool_constant<(std::same_as<Ts, std::string_view> || ...)> {};
template <class T>
inline constexpr bool borrows_text_v = holds_view<reachable_t<std::remove_cv_t<T>>>::value;

// Named in the compile error.
template <class T>
struct type_holds_a_string_view_into_text_the_call_frees {
  static constexpr bool value = false;
};

/// For the entry points that own the text they read (a std::istream, a
/// file, deserialize_stream's buffer): a T that would hold views into that
/// text, freed or overwritten when the call returns or the next element is
/// read, is a compile error. False then.
template <class T>
constexpr bool check_owns_its_strings() {
  if constexpr (borrows_text_v<T>) {
#if TIDYJSON_REGISTRATION_ERRORS
    static_assert(type_holds_a_string_view_into_text_the_call_frees<T>::value,
                  "tidyjson: this type holds a std::string_view, which would point into text this call reads into a "
                  "buffer of its own and frees (a stream, a file, deserialize_stream's buffer); use std::string, or "
                  "keep the text in a string of your own and call deserialize(std::string_view)");
#endif
    return false;
  } else {
    return true;
  }
}

/// Whether everything reachable from T can be written (and read, with Read);
/// no error.
template <class T, bool Read>
inline constexpr bool supported_v = first_defect<reachable_t<T>, Read>::what == defect::none;

}  // namespace tidyjson::detail
