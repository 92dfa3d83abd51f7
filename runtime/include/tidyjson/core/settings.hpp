// tidyjson/core/settings.hpp: the settings shared by runtime options and contexts.
//
// A setting is a value of one of the token types below. The same tokens
// configure tidyjson::options at run time and TIDYJSON_CONTEXT at compile time:
//
//   tidyjson::options opts{tidyjson::naming::camel_case, tidyjson::ignore::when_null};
//   TIDYJSON_CONTEXT(ShopJson, (Order), tidyjson::naming::camel_case)
//
// A token type that the compile-time fast path cannot serve says so with two
// static members, `fast_path` (false) and `fast_path_blocker` (why). The json-*
// checks read those members, and so does the runtime (detail::fast_path_ok).
// The enumerations the checks read (enums, generation) carry a marker, and
// the checks read their values by enumerator name (core/markers.hpp).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>

#include "tidyjson/core/config.hpp"

namespace tidyjson {

/// How member names are written: as declared, or converted word by word.
/// Words are split at '_', '-', lower-to-upper changes and acronym ends
/// (`unit_price`, `unitPrice` and `UnitPrice` all have the words unit, price).
enum class naming : std::uint8_t {
  as_declared,  ///< the C++ name, unchanged (the default)
  camel_case,   ///< unitPrice
  snake_case,   ///< unit_price
  kebab_case,   ///< unit-price
  pascal_case,  ///< UnitPrice
};

/// Which members are left out when writing.
enum class ignore : std::uint8_t {
  never,         ///< write every member (the default)
  when_null,     ///< leave out empty optionals and null pointers
  when_default,  ///< also leave out members equal to a value-initialized one
};

/// How enumerations are written and read.
enum class TIDYJSON_MARK_AS(SETTING, ENUMS) enums : std::uint8_t {
  as_number,  ///< the underlying integer (the default)
  as_string,  ///< the name given in TIDYJSON_ENUM
};

/// How numbers are read and written. Flags; combine with `|`.
enum class numbers : std::uint8_t {
  strict = 0,                     ///< numbers are JSON numbers (the default)
  allow_reading_from_string = 1,  ///< also accept "42" where a number is expected
  write_as_string = 2,            ///< write every number quoted
  allow_named_literals = 4,       ///< accept and write "NaN", "Infinity", "-Infinity"
};
constexpr numbers operator|(numbers a, numbers b) noexcept {
  return static_cast<numbers>(static_cast<std::uint8_t>(a) | static_cast<std::uint8_t>(b));
}
constexpr bool has(numbers set, numbers flag) noexcept {
  return (static_cast<std::uint8_t>(set) & static_cast<std::uint8_t>(flag)) != 0;
}

/// How member names are matched when reading.
enum class names : std::uint8_t {
  case_sensitive,    ///< exact match (the default)
  case_insensitive,  ///< ASCII letters match regardless of case
};

/// Members in the JSON that the C++ type does not have.
enum class unmapped : std::uint8_t {
  skip,   ///< ignore them (the default)
  error,  ///< fail with error_code::unknown_member
};

/// Members given more than once in one object.
enum class duplicates : std::uint8_t {
  error,      ///< fail with error_code::duplicate_member (the default)
  last_wins,  ///< keep the last value
};

/// `null` given for a member whose type cannot hold it (anything but an
/// optional, a pointer, std::monostate or a variant that has a null
/// alternative, or a converter to one of those). Other libraries write null
/// for a value they hold no data for: nlohmann::json writes `"section": null`
/// for a struct whose to_json wrote nothing.
enum class nulls : std::uint8_t {
  error,         ///< fail with error_code::type_mismatch, "expected ..., got null" (the default)
  keep_default,  ///< leave the member as initialized, as if it were absent (not a required{} member)
};

/// Comments (`// ...` and `/* ... */`) in the input.
enum class comments : std::uint8_t {
  reject,  ///< an error (the default; RFC 8259 has no comments)
  skip,    ///< treated as whitespace
};

/// A ',' right before '}' or ']'.
enum class trailing_commas : std::uint8_t {
  reject,  ///< an error (the default)
  allow,   ///< accepted and ignored
};

/// Which characters are escaped in strings when writing.
enum class escaping : std::uint8_t {
  minimal,     ///< only what RFC 8259 requires: '"', '\\' and U+0000..U+001F (the default)
  html_safe,   ///< also '<', '>', '&' and '\'' (for JSON embedded in HTML)
  ascii_only,  ///< also every non-ASCII character, as \uXXXX (surrogate pairs beyond the BMP)
};

/// How a context generates code (contexts only).
enum class TIDYJSON_MARK_AS(SETTING, GENERATION) generation : std::uint8_t {
  both,       ///< fast path for writing where possible, metadata for the rest (the default)
  metadata,   ///< metadata for reading and writing
  fast_path,  ///< fast-path writing only: reading, or a type the fast path cannot serve, is an error
};

/// Where an options object keeps its per-type metadata (options only; a
/// context computes its metadata at compile time).
enum class metadata_sharing : std::uint8_t {
  /// In the process-wide cache, shared by every options object whose settings
  /// are equal (the default); see docs/runtime.md, "The metadata cache".
  by_settings,
  /// In the options object itself, built anew by each object: for a naming
  /// callback or custom escaper whose answers change while the program runs.
  per_options,
};

/// The deepest nesting of arrays and objects accepted when reading and
/// produced when writing (default 64). The top-level value is depth 1.
struct max_depth {
  /// The highest max_depth that typed reading and writing (deserialize,
  /// serialize and their forms, the streams, contexts) accept: they recurse,
  /// one C++ call chain per level, and at this depth the heaviest path
  /// measured stays well within a 1 MiB thread stack with g++ and clang, at
  /// -O0, -O2 and with AddressSanitizer (docs/security.md, "Depth"). A higher
  /// setting fails them with error_code::depth_limit_too_high (a compile
  /// error for a context). document::parse, the pull reader and the
  /// nlohmann::json interop keep their own stack and take any depth.
  static constexpr int typed_limit = 256;

  int value = 64;
  constexpr explicit max_depth(int v) noexcept : value(v) {}
};

/// Pretty printing: `width` spaces (or tabs) per level; 0 writes compact JSON
/// (the default).
struct indent {
  int width = 0;
  char character = ' ';
  constexpr explicit indent(int w, char c = ' ') noexcept : width(w), character(c) {}
};

/// A naming policy supplied as a function, called at run time for each member
/// name. Blocks the fast path: the names cannot be computed at compile time.
struct naming_callback {
  std::string (*convert)(std::string_view declared_name) = nullptr;
  static constexpr bool fast_path = false;
  static constexpr const char fast_path_blocker[] = "a naming callback supplied at run time";
};

/// Custom escaping: `should_escape(cp)` decides, on top of the escaping mode,
/// whether code point `cp` is written as \uXXXX. Blocks the fast path.
struct custom_escaper {
  bool (*should_escape)(char32_t code_point) = nullptr;
  static constexpr bool fast_path = false;
  static constexpr const char fast_path_blocker[] = "custom escaping";
};

/// naming_callback and custom_escaper as compile-time constants, for contexts
/// built by every compiler: `tidyjson::naming_callback_of<fn>{}`,
/// `tidyjson::custom_escaper_of<fn>{}`. GCC 12 refuses a function pointer
/// inside a class-type template argument, so `naming_callback{fn}` and
/// `custom_escaper{fn}` work in a context with clang only; options take
/// either form.
template <std::string (*Convert)(std::string_view)>
struct naming_callback_of {
  static constexpr bool fast_path = false;
  static constexpr const char fast_path_blocker[] = "a naming callback supplied at run time";
};
template <bool (*ShouldEscape)(char32_t)>
struct custom_escaper_of {
  static constexpr bool fast_path = false;
  static constexpr const char fast_path_blocker[] = "custom escaping";
};

namespace references {
/// Object identity is kept: a shared object (std::shared_ptr) is written once
/// with an "$id" and referenced afterwards with {"$ref": id}, and read back as
/// one shared object. Blocks the fast path: it needs a table per call.
struct preserve_t {
  static constexpr bool fast_path = false;
  static constexpr const char fast_path_blocker[] = "reference preservation";
};
inline constexpr preserve_t preserve{};
/// The default: a shared object is written every time it is reached.
struct ignore_t {};
inline constexpr ignore_t ignore{};
}  // namespace references

/// The web preset: camelCase names, case-insensitive matching, numbers also
/// read from strings. Later settings override it.
struct web_preset {};
inline constexpr web_preset web{};

/// All settings as plain data. tidyjson::options holds one at run time; a
/// context computes one at compile time.
struct settings {
  naming naming_policy = naming::as_declared;
  ignore ignore_condition = ignore::never;
  enums enum_format = enums::as_number;
  numbers number_handling = numbers::strict;
  names name_matching = names::case_sensitive;
  unmapped unmapped_members = unmapped::skip;
  duplicates duplicate_members = duplicates::error;
  nulls null_members = nulls::error;
  comments comment_handling = comments::reject;
  trailing_commas trailing_comma_handling = trailing_commas::reject;
  escaping escape_mode = escaping::minimal;
  bool preserve_references = false;
  generation generation_mode = generation::both;
  int depth_limit = 64;
  int indent_width = 0;
  char indent_char = ' ';
  std::string (*naming_fn)(std::string_view) = nullptr;
  bool (*escape_fn)(char32_t) = nullptr;
  metadata_sharing metadata = metadata_sharing::by_settings;

  [[nodiscard]] constexpr bool pretty() const noexcept { return indent_width > 0; }

  /// Equal when every setting is equal; callbacks compare by address.
  friend constexpr bool operator==(const settings&, const settings&) noexcept = default;
};

namespace detail {

constexpr void apply(settings& s, naming v) noexcept { s.naming_policy = v; }
constexpr void apply(settings& s, ignore v) noexcept { s.ignore_condition = v; }
constexpr void apply(settings& s, enums v) noexcept { s.enum_format = v; }
constexpr void apply(settings& s, numbers v) noexcept { s.number_handling = v; }
constexpr void apply(settings& s, names v) noexcept { s.name_matching = v; }
constexpr void apply(settings& s, unmapped v) noexcept { s.unmapped_members = v; }
constexpr void apply(settings& s, duplicates v) noexcept { s.duplicate_members = v; }
constexpr void apply(settings& s, nulls v) noexcept { s.null_members = v; }
constexpr void apply(settings& s, comments v) noexcept { s.comment_handling = v; }
constexpr void apply(settings& s, trailing_commas v) noexcept { s.trailing_comma_handling = v; }
constexpr void apply(settings& s, escaping v) noexcept { s.escape_mode = v; }
constexpr void apply(settings& s, generation v) noexcept { s.generation_mode = v; }
constexpr void apply(settings& s, max_depth v) noexcept { s.depth_limit = v.value; }
constexpr void apply(settings& s, indent v) noexcept {
  s.indent_width = v.width;
  s.indent_char = v.character;
}
constexpr void apply(settings& s, naming_callback v) noexcept { s.naming_fn = v.convert; }
constexpr void apply(settings& s, custom_escaper v) noexcept { s.escape_fn = v.should_escape; }
template <std::string (*Convert)(std::string_view)>
constexpr void apply(settings& s, naming_callback_of<Convert>) noexcept {
  s.naming_fn = Convert;
}
template <bool (*ShouldEscape)(char32_t)>
constexpr void apply(settings& s, custom_escaper_of<ShouldEscape>) noexcept {
  s.escape_fn = ShouldEscape;
}
constexpr void apply(settings& s, metadata_sharing v) noexcept { s.metadata = v; }
constexpr void apply(settings& s, references::preserve_t) noexcept { s.preserve_references = true; }
constexpr void apply(settings& s, references::ignore_t) noexcept { s.preserve_references = false; }
constexpr void apply(settings& s, web_preset) noexcept {
  s.naming_policy = naming::camel_case;
  s.name_matching = names::case_insensitive;
  s.number_handling = s.number_handling | numbers::allow_reading_from_string;
}

template <class S>
concept setting = requires(settings& s, S v) { detail::apply(s, v); };

/// Whether a setting, attribute or description type can be served by the fast
/// path: true unless the type declares `static constexpr bool fast_path = false`.
template <class T>
constexpr bool fast_path_ok() noexcept {
  if constexpr (requires { requires std::is_same_v<std::remove_cv_t<decltype(T::fast_path)>, bool>; }) {
    return T::fast_path;
  } else {
    return true;
  }
}

template <class T>
constexpr std::string_view fast_path_blocker() noexcept {
  if constexpr (std::is_class_v<T> && requires { T::fast_path_blocker; }) {
    return T::fast_path_blocker;
  } else {
    return {};
  }
}

template <class... S>
constexpr settings make_settings(S... s) noexcept {
  settings out{};
  (detail::apply(out, s), ...);
  return out;
}

}  // namespace detail
}  // namespace tidyjson
