// tidyjson/write/numbers.hpp: integer and floating-point formatting (the
// integer writers live in core/digits.hpp, for the types that format
// themselves too).
#pragma once

#include <charconv>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "tidyjson/core/config.hpp"
#include "tidyjson/core/digits.hpp"

namespace tidyjson::detail {

/// Writes the shortest text that reads back as exactly `value` (at most 32
/// characters). `value` must be finite.
template <class F>
inline char* write_floating(char* p, F value) noexcept {
  if constexpr (std::is_same_v<F, long double>) {
    return std::to_chars(p, p + 48, value).ptr;
  } else {
    return std::to_chars(p, p + 32, value).ptr;
  }
}

}  // namespace tidyjson::detail
