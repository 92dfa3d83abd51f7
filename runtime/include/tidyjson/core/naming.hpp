// tidyjson/core/naming.hpp: member name conversion (camelCase, snake_case, ...).
//
// constexpr, so that a context converts its names at compile time with the
// same code that tidyjson::options runs lazily at run time.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "tidyjson/core/settings.hpp"

namespace tidyjson::detail {

constexpr bool is_upper(char c) noexcept { return c >= 'A' && c <= 'Z'; }
constexpr bool is_lower(char c) noexcept { return c >= 'a' && c <= 'z'; }
constexpr bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }
constexpr char to_lower(char c) noexcept { return is_upper(c) ? static_cast<char>(c - 'A' + 'a') : c; }
constexpr char to_upper(char c) noexcept { return is_lower(c) ? static_cast<char>(c - 'a' + 'A') : c; }

/// The longest name convert_name can produce from `n` input characters.
constexpr std::size_t max_converted_size(std::size_t n) noexcept { return 2 * n; }

/// Writes `name` converted under `policy` to `out` (room for
/// max_converted_size(name.size()) characters) and returns the length; with a
/// null `out` it only counts.
///
/// Words break at '_' and '-', before an upper-case letter that follows a
/// lower-case letter or digit ("unitPrice"), and before the last capital of an
/// acronym that is followed by a lower-case letter ("HTTPServer" is HTTP,
/// Server). Digits stay with the word before them.
constexpr std::size_t convert_name(std::string_view name, naming policy, char* out) noexcept {
  std::size_t n = 0;
  auto put = [&](char c) {
    if (out != nullptr) out[n] = c;
    ++n;
  };
  if (policy == naming::as_declared) {
    for (char c : name) put(c);
    return n;
  }
  std::size_t word = 0;  // index of the current word
  std::size_t i = 0;
  while (i < name.size()) {
    // Skip separators.
    while (i < name.size() && (name[i] == '_' || name[i] == '-')) ++i;
    if (i == name.size()) break;
    // Find the end of this word.
    std::size_t j = i + 1;
    while (j < name.size()) {
      const char prev = name[j - 1];
      const char c = name[j];
      if (c == '_' || c == '-') break;
      if (is_upper(c) && (is_lower(prev) || is_digit(prev))) break;
      if (is_upper(c) && is_upper(prev) && j + 1 < name.size() && is_lower(name[j + 1])) break;
      ++j;
    }
    if (word > 0 && (policy == naming::snake_case || policy == naming::kebab_case)) {
      put(policy == naming::snake_case ? '_' : '-');
    }
    for (std::size_t k = i; k < j; ++k) {
      const char c = name[k];
      switch (policy) {
        case naming::snake_case:
        case naming::kebab_case:
          put(to_lower(c));
          break;
        case naming::camel_case:
          put(word == 0 ? to_lower(c) : k == i ? to_upper(c) : c);
          break;
        case naming::pascal_case:
          put(k == i ? to_upper(c) : c);
          break;
        case naming::as_declared:
          put(c);
          break;
      }
    }
    ++word;
    i = j;
  }
  return n;
}

/// Run-time form: converts with the policy, or with a naming callback.
inline std::string converted_name(std::string_view name, const settings& s) {
  if (s.naming_fn != nullptr) return s.naming_fn(name);
  std::string out(max_converted_size(name.size()), '\0');
  out.resize(convert_name(name, s.naming_policy, out.data()));
  return out;
}

}  // namespace tidyjson::detail
