// Helpers shared by the runtime test suites.
#pragma once

#include <tidyjson/tidyjson.hpp>

#include <gtest/gtest.h>

#include <string>
#include <string_view>

// Readable error codes in GoogleTest failure messages (found by ADL).
namespace tidyjson {
inline void PrintTo(error_code c, std::ostream* os) { *os << "error_code(" << to_string(c) << ")"; }
}  // namespace tidyjson

namespace tidyjson_test {

/// Default options, for calls that pass options explicitly.
inline const tidyjson::options& defaults() {
  static const tidyjson::options o;
  return o;
}

/// What a failed read reports, for comparison in one EXPECT_EQ.
struct failure {
  tidyjson::error_code code = tidyjson::error_code::none;
  std::string message;
  std::string path;
  std::size_t line = 0;
  std::size_t column = 0;
  friend bool operator==(const failure&, const failure&) = default;
  friend std::ostream& operator<<(std::ostream& os, const failure& f) {
    return os << "{" << tidyjson::to_string(f.code) << ", \"" << f.message << "\", " << f.path << ", line " << f.line
              << ", column " << f.column << "}";
  }
};

inline failure from(const tidyjson::error_info& e) { return {e.code, e.message, e.path, e.line, e.column}; }

/// The error of reading `text` as T; a failure with code none if it read.
/// Also checks that the throwing form throws the same error.
template <class T>
failure read_failure(std::string_view text, const tidyjson::options& opts = defaults()) {
  auto r = tidyjson::try_deserialize<T>(text, opts);
  if (r.has_value()) return {};
  failure f = from(r.error());
  try {
    (void)tidyjson::deserialize<T>(text, opts);
    ADD_FAILURE() << "deserialize did not throw for " << text;
  } catch (const tidyjson::error& e) {
    EXPECT_EQ(from(e.info()), f);
    EXPECT_EQ(e.code(), f.code);
    EXPECT_EQ(e.message(), f.message);
    EXPECT_EQ(e.path(), f.path);
  }
  return f;
}

/// The error code of reading `text` as T (none when it reads).
template <class T>
tidyjson::error_code read_code(std::string_view text, const tidyjson::options& opts = defaults()) {
  auto r = tidyjson::try_deserialize<T>(text, opts);
  return r.has_value() ? tidyjson::error_code::none : r.error().code;
}

/// The error of writing `value`; code none if it was written.
template <class T>
failure write_failure(const T& value, const tidyjson::options& opts = defaults()) {
  auto r = tidyjson::try_serialize(value, opts);
  if (r.has_value()) return {};
  failure f = from(r.error());
  try {
    (void)tidyjson::serialize(value, opts);
    ADD_FAILURE() << "serialize did not throw";
  } catch (const tidyjson::error& e) {
    EXPECT_EQ(from(e.info()), f);
  }
  return f;
}

/// Serializes and reads back.
template <class T>
T round_trip(const T& value, const tidyjson::options& opts = defaults()) {
  return tidyjson::deserialize<T>(tidyjson::serialize(value, opts), opts);
}

}  // namespace tidyjson_test
