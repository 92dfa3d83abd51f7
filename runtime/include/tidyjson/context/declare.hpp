// tidyjson/context/declare.hpp: declaring a context, without its serializers.
//
//   TIDYJSON_CONTEXT_DECLARE(BookstoreJson, (Order, std::vector<Order>),
//                            tidyjson::naming::camel_case)
//
// A context's class holds its settings as one constant and its root types;
// what it serves (everything reachable from the roots) and its serializers
// are worked out by the full runtime (context/context.hpp, context/entry.hpp)
// where the context is defined (TIDYJSON_CONTEXT_DEFINE, TIDYJSON_CONTEXT) and
// where it is used. This header is part of <tidyjson/describe.hpp>, so that a
// model header can declare the context of its types without parsing the
// runtime; the json-* checks read the roots and settings from the base's
// template arguments.
#pragma once

#include <cstddef>
#include <type_traits>

#include "tidyjson/core/config.hpp"
#include "tidyjson/core/pp.hpp"
#include "tidyjson/core/settings.hpp"
#include "tidyjson/core/type_list.hpp"

namespace tidyjson {

class sink;
struct error_info;
namespace detail {
struct read_request;
}  // namespace detail

/// The root types of a context.
template <class... T>
struct roots {};

template <class Self, class Roots, auto... Settings>
struct context;

/// The base of every TIDYJSON_CONTEXT class.
template <class Self, class... R, auto... Settings>
struct TIDYJSON_MARK(CONTEXT) context<Self, roots<R...>, Settings...> {
  static_assert((detail::setting<decltype(Settings)> && ...),
                "tidyjson: a context setting is not a tidyjson setting (naming::..., enums::..., max_depth{...}, ...)");
  static_assert(sizeof...(R) > 0, "tidyjson: a context needs at least one root type");

  /// The settings, as one constant.
  static constexpr tidyjson::settings settings_v = detail::make_settings(Settings...);
  static constexpr generation generation_mode = settings_v.generation_mode;
  static constexpr enums enum_format = settings_v.enum_format;
  /// Names that must be computed at run time (a naming callback or custom
  /// escaping): the context then keeps run-time metadata like options do.
  static constexpr bool runtime_names = settings_v.naming_fn != nullptr || settings_v.escape_fn != nullptr;

  using root_types = detail::type_list<R...>;
  using setting_types = detail::type_list<std::remove_cv_t<decltype(Settings)>...>;
};

}  // namespace tidyjson

#define TIDYJSON_DETAIL_ROOTS(Roots) TIDYJSON_PP_CAT(TIDYJSON_DETAIL_ROOTS_, TIDYJSON_PP_IS_PAREN(Roots))(Roots)
#define TIDYJSON_DETAIL_ROOTS_0(Roots) Roots
#define TIDYJSON_DETAIL_ROOTS_1(Roots) TIDYJSON_PP_UNPAREN Roots

/// Declares a context: its name, its root types (one type, or several in
/// parentheses) and its settings (the same tokens as tidyjson::options, plus a
/// tidyjson::generation mode). Pair with TIDYJSON_CONTEXT_DEFINE in one .cpp.
#define TIDYJSON_CONTEXT_DECLARE(Name, Roots, ...)                                                             \
  struct TIDYJSON_MARK(CONTEXT) Name                                                         \
      : ::tidyjson::context<Name, ::tidyjson::roots<TIDYJSON_DETAIL_ROOTS(Roots)> __VA_OPT__(, ) __VA_ARGS__> { \
    static bool tidyjson_write(::std::size_t type, const void* value, ::tidyjson::sink& out,                  \
                               ::tidyjson::error_info& err);                                                 \
    static bool tidyjson_read(::std::size_t type, ::tidyjson::detail::read_request& request, void* value,      \
                              ::tidyjson::error_info& err);                                                  \
  };

