// tidyjson/core/error.hpp: what went wrong, where in the JSON, and where in the text.
#pragma once

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include "tidyjson/core/config.hpp"

namespace tidyjson {

/// Every failure the runtime reports, grouped by what the caller can do about it.
enum class error_code : std::uint8_t {
  none = 0,
  // The text is not JSON (or not the JSON dialect the settings accept).
  unexpected_end,        ///< the text ends inside a value
  unexpected_character,  ///< a character that cannot start or continue the value here
  invalid_number,        ///< leading zeros, a lone '-', a '.' without digits, ...
  invalid_string,        ///< a bad escape, an unpaired surrogate, a raw control character
  invalid_utf8,          ///< bytes that are not well-formed UTF-8
  trailing_comma,        ///< a ',' before '}' or ']' without trailing_commas::allow
  comment,               ///< a comment without comments::skip
  trailing_content,      ///< something after the top-level value
  depth_exceeded,        ///< nesting deeper than max_depth (reading or writing)
  depth_limit_too_high,  ///< max_depth above max_depth::typed_limit for a recursive reader or writer
  // The text is JSON but does not fit the C++ type.
  type_mismatch,         ///< e.g. a string where an integer is expected
  out_of_range,          ///< a number that does not fit the target type exactly
  duplicate_member,      ///< a member given twice (duplicates::error)
  unknown_member,        ///< a member the type does not have (unmapped::error)
  missing_member,        ///< a required member is absent
  unknown_enumerator,    ///< a string or number that names no enumerator
  unknown_discriminator, ///< a polymorphic "$type" value that names no registered type
  invalid_value,         ///< a string that is not a valid uuid, date, duration, decimal...
  // Writing.
  unregistered_type,     ///< a polymorphic object whose dynamic type is not registered
  invalid_utf8_output,   ///< a string to write is not valid UTF-8
  non_finite_number,     ///< NaN or infinity without numbers::allow_named_literals
  // Plumbing.
  io_error,              ///< the stream or file descriptor failed
  token_too_large,       ///< a single token does not fit the reader's buffer
  incomplete,            ///< more input is needed (resumable readers only)
  not_supported,         ///< the operation is not available with these settings
  converter_failed,      ///< a user converter reported a failure
  buffer_too_small,      ///< the output does not fit the caller's fixed buffer (serialize_to a span)
};

/// A short English name for an error code ("invalid UTF-8", ...).
constexpr std::string_view to_string(error_code c) noexcept {
  switch (c) {
    case error_code::none: return "no error";
    case error_code::unexpected_end: return "unexpected end of input";
    case error_code::unexpected_character: return "unexpected character";
    case error_code::invalid_number: return "invalid number";
    case error_code::invalid_string: return "invalid string";
    case error_code::invalid_utf8: return "invalid UTF-8";
    case error_code::trailing_comma: return "trailing comma";
    case error_code::comment: return "comment";
    case error_code::trailing_content: return "trailing content";
    case error_code::depth_exceeded: return "maximum depth exceeded";
    case error_code::depth_limit_too_high: return "depth limit too high";
    case error_code::type_mismatch: return "type mismatch";
    case error_code::out_of_range: return "number out of range";
    case error_code::duplicate_member: return "duplicate member";
    case error_code::unknown_member: return "unknown member";
    case error_code::missing_member: return "missing required member";
    case error_code::unknown_enumerator: return "unknown enumerator";
    case error_code::unknown_discriminator: return "unknown discriminator";
    case error_code::invalid_value: return "invalid value";
    case error_code::unregistered_type: return "unregistered type";
    case error_code::invalid_utf8_output: return "invalid UTF-8 in output";
    case error_code::non_finite_number: return "non-finite number";
    case error_code::io_error: return "I/O error";
    case error_code::token_too_large: return "token too large";
    case error_code::incomplete: return "incomplete input";
    case error_code::not_supported: return "not supported";
    case error_code::converter_failed: return "converter failed";
    case error_code::buffer_too_small: return "buffer too small";
  }
  return "unknown error";
}

/// Everything known about a failure, without exceptions.
///
/// `path` is a JSONPath to the value that failed (`$.lines[2].qty`); `line` and
/// `column` are 1-based, the column counting bytes from the start of the line;
/// `offset` is the 0-based byte offset into the input. Errors raised while
/// writing have a path but no position (line and column are 0).
struct error_info {
  error_code code = error_code::none;
  std::string message;
  std::string path = "$";
  std::size_t line = 0;
  std::size_t column = 0;
  std::size_t offset = 0;

  /// "$.lines[2].qty: expected an integer, got a string (line 3, column 17)"
  [[nodiscard]] std::string describe() const {
    std::string s = path;
    s += ": ";
    s += message;
    if (line != 0) {
      s += " (line ";
      s += std::to_string(line);
      s += ", column ";
      s += std::to_string(column);
      s += ')';
    }
    return s;
  }
};

/// The exception thrown by the throwing entry points (deserialize, serialize...).
class error : public std::runtime_error {
 public:
  explicit error(error_info info)
      : std::runtime_error("tidyjson: " + info.describe()), info_(std::move(info)) {}

  [[nodiscard]] error_code code() const noexcept { return info_.code; }
  /// The message without path or position ("expected an integer, got a string").
  [[nodiscard]] const std::string& message() const noexcept { return info_.message; }
  [[nodiscard]] const std::string& path() const noexcept { return info_.path; }
  [[nodiscard]] std::size_t line() const noexcept { return info_.line; }
  [[nodiscard]] std::size_t column() const noexcept { return info_.column; }
  [[nodiscard]] std::size_t offset() const noexcept { return info_.offset; }
  [[nodiscard]] const error_info& info() const noexcept { return info_; }

 private:
  error_info info_;
};

namespace detail {
/// Throws tidyjson::error, or aborts with the message when exceptions are off.
[[noreturn]] TIDYJSON_COLD inline void raise(error_info info) {
#if TIDYJSON_EXCEPTIONS
  throw error(std::move(info));
#else
  std::string text = "tidyjson: " + info.describe() + "\n";
  std::fputs(text.c_str(), stderr);
  std::abort();
#endif
}
}  // namespace detail

/// The value of a `try_` entry point: a T, or the error_info saying why not.
/// Usable with -fno-exceptions as long as value() is only called on success.
template <class T>
class [[nodiscard]] result {
 public:
  result(T value) : v_(std::in_place_index<0>, std::move(value)) {}  // NOLINT(google-explicit-constructor)
  result(error_info e) : v_(std::in_place_index<1>, std::move(e)) {}  // NOLINT(google-explicit-constructor)

  [[nodiscard]] bool has_value() const noexcept { return v_.index() == 0; }
  explicit operator bool() const noexcept { return has_value(); }

  /// The value; throws tidyjson::error (or aborts without exceptions) on failure.
  [[nodiscard]] T& value() & {
    if (!has_value()) detail::raise(std::get<1>(v_));
    return std::get<0>(v_);
  }
  [[nodiscard]] const T& value() const& {
    if (!has_value()) detail::raise(std::get<1>(v_));
    return std::get<0>(v_);
  }
  [[nodiscard]] T&& value() && {
    if (!has_value()) detail::raise(std::get<1>(v_));
    return std::get<0>(std::move(v_));
  }
  [[nodiscard]] T& operator*() & noexcept { return *std::get_if<0>(&v_); }
  [[nodiscard]] const T& operator*() const& noexcept { return *std::get_if<0>(&v_); }
  [[nodiscard]] T&& operator*() && noexcept { return std::move(*std::get_if<0>(&v_)); }
  [[nodiscard]] T* operator->() noexcept { return std::get_if<0>(&v_); }
  [[nodiscard]] const T* operator->() const noexcept { return std::get_if<0>(&v_); }

  /// The error; only meaningful when has_value() is false.
  [[nodiscard]] const error_info& error() const& noexcept { return *std::get_if<1>(&v_); }

 private:
  std::variant<T, error_info> v_;
};

/// The result of an operation that produces no value (serialize_to, ...).
template <>
class [[nodiscard]] result<void> {
 public:
  result() = default;
  result(error_info e) : e_(std::move(e)) {}  // NOLINT(google-explicit-constructor)
  [[nodiscard]] bool has_value() const noexcept { return e_.code == error_code::none; }
  explicit operator bool() const noexcept { return has_value(); }
  void value() const {
    if (!has_value()) detail::raise(e_);
  }
  [[nodiscard]] const error_info& error() const& noexcept { return e_; }

 private:
  error_info e_;
};

}  // namespace tidyjson
