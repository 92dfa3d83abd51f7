// tidyjson/context/entry.hpp: the entry points that take a context, and the
// TIDYJSON_CONTEXT macros.
#pragma once

#include <cstddef>
#include <istream>
#include <iterator>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>

#include "tidyjson/api.hpp"
#include "tidyjson/context/context.hpp"

namespace tidyjson {
namespace detail {

// Named in compile errors (the compiler prints the template arguments).
// Their own `value` (not std::false_type's) so that GCC, too, prints them.
template <class Ctx, class T>
struct context_serves_type {
  static constexpr bool value = false;
};
template <class Ctx, int MaxDepth>
struct context_max_depth_above_typed_limit {
  static constexpr bool value = false;
};
template <class Ctx, class T>
struct write_only_context_cannot_read {
  static constexpr bool value = false;
};
template <class Ctx, class T, class Blocker>
struct fast_path_cannot_serve {
  static constexpr bool value = false;
};

/// Checks, at the call, that Ctx serves T (and can read it, for reads).
template <class Ctx, class T, bool Read>
constexpr bool check_context_use() {
  using U = std::remove_cvref_t<T>;
  if constexpr (!list_contains<U, served_types_t<Ctx>>::value) {
#if TIDYJSON_REGISTRATION_ERRORS
    static_assert(context_serves_type<Ctx, U>::value,
                  "tidyjson: this type is not listed in the context and not reachable from its root types; "
                  "add it to the root types of TIDYJSON_CONTEXT");
#endif
    return false;
  } else if constexpr (!servable_v<Ctx>) {
    return context_roots_checked<Ctx> && false;  // the roots' compile error, here too
  } else if constexpr (Ctx::settings_v.depth_limit > max_depth::typed_limit) {
#if TIDYJSON_REGISTRATION_ERRORS
    static_assert(context_max_depth_above_typed_limit<Ctx, Ctx::settings_v.depth_limit>::value,
                  "tidyjson: the context's max_depth is above tidyjson::max_depth::typed_limit, the deepest that "
                  "typed reading and writing support (they recurse); document::parse with the context takes it");
#endif
    return false;
  } else if constexpr (Read && Ctx::generation_mode == generation::fast_path) {
#if TIDYJSON_REGISTRATION_ERRORS
    static_assert(write_only_context_cannot_read<Ctx, U>::value,
                  "tidyjson: the context is generated with tidyjson::generation::fast_path, which only writes; "
                  "use generation::both (the default) or generation::metadata to read");
#endif
    return false;
  } else if constexpr (Read && !all_readable_v<Ctx> && !check_supported<U, true>()) {
    return false;
  } else if constexpr (!Read && Ctx::generation_mode == generation::fast_path && !fast_path_served_v<Ctx, U>) {
#if TIDYJSON_REGISTRATION_ERRORS
    static_assert(fast_path_cannot_serve<Ctx, fast_path_blocked_type_t<Ctx, U>, fast_path_blocker_t<Ctx, U>>::value,
                  "tidyjson: the fast path of this context cannot serve the type (first template argument: the "
                  "context; second: the type, void for a context setting; third: what blocks the fast path); use "
                  "generation::both to fall back to the metadata path");
#endif
    return false;
  } else {
    return true;
  }
}

/// Writes a T with context Ctx: the fast path when it serves T.
template <class Ctx, class T>
bool context_write_as(sink& snk, const T& value, error_info& err) {
  if constexpr (Ctx::generation_mode != generation::metadata && fast_path_served_v<Ctx, T>) {
    return write_root(snk, value, context_config<Ctx, true>{}, err);
  } else if constexpr (Ctx::generation_mode == generation::fast_path) {
    err.code = error_code::not_supported;
    err.message = "the fast path of context " + std::string(type_name<Ctx>()) + " cannot serve " +
                  std::string(type_name<T>());
    return false;
  } else {
    return write_root(snk, value, context_config<Ctx, false>{}, err);
  }
}

template <class Ctx, class T>
bool context_read_as(read_request& req, T& out, error_info& err) {
  if constexpr (Ctx::generation_mode == generation::fast_path) {
    err.code = error_code::not_supported;
    err.message = "context " + std::string(type_name<Ctx>()) + " is write-only (generation::fast_path)";
    return false;
  } else {
    return read_requested(req, out, context_config<Ctx, false>{}, err);
  }
}

/// The type-erased entry of a context: the type is an index into its served
/// types. Instantiated where the context is defined, so every type's code is
/// compiled there once. A table of functions rather than a fold: contexts may
/// serve more types than a fold expression may have operands.
template <class Ctx, class T>
bool context_write_erased(const void* value, sink& snk, error_info& err) {
  if constexpr (servable_v<Ctx>) {
    return context_write_as<Ctx>(snk, *static_cast<const T*>(value), err);
  } else {
    return false;  // never called: the context does not compile
  }
}
template <class Ctx, class T>
bool context_read_erased(read_request& req, void* value, error_info& err) {
  if constexpr (servable_v<Ctx> && (all_readable_v<Ctx> || supported_v<T, true>)) {
    return context_read_as<Ctx>(req, *static_cast<T*>(value), err);
  } else {
    // Never called: reading T through the context is a compile error.
    err.code = error_code::not_supported;
    err.message = std::string(type_name<T>()) + " cannot be read";
    return false;
  }
}

template <class Ctx, class... T>
bool context_write_dispatch(type_list<T...>, std::size_t type, const void* value, sink& snk, error_info& err) {
  using fn = bool (*)(const void*, sink&, error_info&);
  static constexpr fn table[] = {&context_write_erased<Ctx, T>...};
  return type < sizeof...(T) && table[type](value, snk, err);
}

template <class Ctx, class... T>
bool context_read_dispatch(type_list<T...>, std::size_t type, read_request& req, void* value, error_info& err) {
  using fn = bool (*)(read_request&, void*, error_info&);
  static constexpr fn table[] = {&context_read_erased<Ctx, T>...};
  return type < sizeof...(T) && table[type](req, value, err);
}

/// The index of T among the types Ctx serves.
template <class Ctx, class T>
inline constexpr std::size_t served_index = index_in<std::remove_cvref_t<T>, served_types_t<Ctx>>::value;

/// Reads a whole text with context Ctx into `out`.
template <class Ctx, class T>
bool context_read(std::string_view text, T& out, error_info& err) {
  read_request req;
  req.text = text;
  return Ctx::tidyjson_read(served_index<Ctx, T>, req, &out, err);
}

template <class Ctx, class T>
bool context_write(sink& snk, const T& value, error_info& err) {
  return Ctx::tidyjson_write(served_index<Ctx, T>, &value, snk, err);
}

}  // namespace detail

/// Serializes `value` with context Ctx (compile-time settings and names).
template <class T, detail::context_type Ctx TIDYJSON_LIVE_VERDICTS(T, false)>
[[nodiscard]] TIDYJSON_MARK_AS(ENTRY, WRITE) std::string serialize(const T& value, const Ctx&) {
  std::string out;
  if constexpr (detail::check_context_use<Ctx, T, false>()) {
    detail::string_sink snk(out);
    error_info err;
    if (!detail::context_write<Ctx>(snk, value, err)) detail::raise(std::move(err));
  }
  return out;
}

/// Serializes into `buffer`, replacing its contents and reusing its capacity:
/// with the fast path, no heap allocation once the buffer is large enough.
template <class T, detail::context_type Ctx TIDYJSON_LIVE_VERDICTS(T, false)>
TIDYJSON_MARK_AS(ENTRY, WRITE)
void serialize_to(std::string& buffer, const T& value, const Ctx&) {
  if constexpr (detail::check_context_use<Ctx, T, false>()) {
    detail::string_sink snk(buffer, true);
    error_info err;
    if (!detail::context_write<Ctx>(snk, value, err)) detail::raise(std::move(err));
  }
}

/// Serializes into the caller's fixed `buffer`: the number of bytes written,
/// or error_code::buffer_too_small (see serialize_to with options). With the
/// fast path, nothing is allocated when the output fits.
template <class T, detail::context_type Ctx>
[[nodiscard]] TIDYJSON_ANNOTATE("tidyjson::entry", "write") result<std::size_t>
    serialize_to(std::span<char> buffer, const T& value, const Ctx&) {
  detail::span_sink snk(buffer);
  if constexpr (detail::check_context_use<Ctx, T, false>()) {
    error_info err;
    if (!detail::context_write<Ctx>(snk, value, err)) [[unlikely]] return err;
  }
  return detail::span_result(snk, buffer.size());
}

template <class T, detail::context_type Ctx TIDYJSON_LIVE_VERDICTS(T, false)>
TIDYJSON_MARK_AS(ENTRY, WRITE)
void serialize_to(std::ostream& os, const T& value, const Ctx&) {
  if constexpr (detail::check_context_use<Ctx, T, false>()) {
    detail::ostream_sink snk(os);
    error_info err;
    if (!detail::context_write<Ctx>(snk, value, err)) detail::raise(std::move(err));
  }
}

template <class T, detail::context_type Ctx TIDYJSON_LIVE_VERDICTS(T, false)>
TIDYJSON_MARK_AS(ENTRY, WRITE)
void serialize_to(fd file, const T& value, const Ctx&) {
  if constexpr (detail::check_context_use<Ctx, T, false>()) {
    detail::fd_sink snk(file.value);
    error_info err;
    if (!detail::context_write<Ctx>(snk, value, err)) detail::raise(std::move(err));
  }
}

template <class T, detail::context_type Ctx TIDYJSON_LIVE_VERDICTS(T, false)>
[[nodiscard]] TIDYJSON_MARK_AS(ENTRY, WRITE) result<std::string>
    try_serialize(const T& value, const Ctx&) {
  std::string out;
  if constexpr (detail::check_context_use<Ctx, T, false>()) {
    detail::string_sink snk(out);
    error_info err;
    if (!detail::context_write<Ctx>(snk, value, err)) return err;
  }
  return out;
}

/// Reads a T with context Ctx (generation::both or generation::metadata).
template <class T, detail::context_type Ctx TIDYJSON_LIVE_VERDICTS(T, true)>
[[nodiscard]] TIDYJSON_MARK_AS(ENTRY, READ) T deserialize(std::string_view text, const Ctx&) {
  T out{};
  if constexpr (detail::check_context_use<Ctx, T, true>()) {
    error_info err;
    if (!detail::context_read<Ctx>(text, out, err)) detail::raise(std::move(err));
  }
  return out;
}

/// Reads a T with context Ctx from the whole of a stream, as
/// deserialize(std::istream&, options) does.
template <class T, detail::context_type Ctx TIDYJSON_LIVE_VERDICTS(T, true)>
[[nodiscard]] TIDYJSON_MARK_AS(ENTRY, READ) T deserialize(std::istream& is, const Ctx& ctx) {
  if constexpr (detail::check_owns_its_strings<T>()) {
    const std::string text = detail::read_all(is);
    return deserialize<T>(std::string_view(text), ctx);
  } else {
    return T{};
  }
}

template <class T, detail::context_type Ctx TIDYJSON_LIVE_VERDICTS(T, true)>
[[nodiscard]] TIDYJSON_MARK_AS(ENTRY, READ) result<T>
    try_deserialize(std::string_view text, const Ctx&) {
  T out{};
  if constexpr (detail::check_context_use<Ctx, T, true>()) {
    error_info err;
    if (!detail::context_read<Ctx>(text, out, err)) return err;
  }
  return out;
}

}  // namespace tidyjson

#define TIDYJSON_DETAIL_CONTEXT_DEFINE(Name, Inline)                                                              \
  static_assert(::tidyjson::detail::context_roots_checked<Name>);                                               \
  Inline bool Name::tidyjson_write(::std::size_t type, const void* value, ::tidyjson::sink& out,                 \
                                   ::tidyjson::error_info& err) {                                                \
    return ::tidyjson::detail::context_write_dispatch<Name>(::tidyjson::detail::served_types_t<Name>{}, type, value, out, err);       \
  }                                                                                                             \
  Inline bool Name::tidyjson_read(::std::size_t type, ::tidyjson::detail::read_request& request, void* value,     \
                                  ::tidyjson::error_info& err) {                                                 \
    return ::tidyjson::detail::context_read_dispatch<Name>(::tidyjson::detail::served_types_t<Name>{}, type, request, value, err);    \
  }

/// Compiles the serializers of a context declared with TIDYJSON_CONTEXT_DECLARE,
/// in exactly one .cpp file.
#define TIDYJSON_CONTEXT_DEFINE(Name) TIDYJSON_DETAIL_CONTEXT_DEFINE(Name, )

/// Declares and defines a context in one place (header-only use).
#define TIDYJSON_CONTEXT(Name, Roots, ...)                  \
  TIDYJSON_CONTEXT_DECLARE(Name, Roots __VA_OPT__(, ) __VA_ARGS__) \
  TIDYJSON_DETAIL_CONTEXT_DEFINE(Name, inline)
