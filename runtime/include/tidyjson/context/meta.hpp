// tidyjson/context/meta.hpp: object metadata computed at compile time.
//
// The same data as runtime_object_meta (JSON names, escaped keys, lookup),
// built by the compiler from a context's constant settings: a context pays
// nothing at run time for its names, not even on first use. `chunk(i)` is the
// key with its leading separator ("{\"id\":" for the first written member,
// ",\"qty\":" for the others), which the fast path writes in one move.
#pragma once

#include <array>
#include <cstddef>
#include <cstring>
#include <string_view>
#include <tuple>
#include <type_traits>

#include "tidyjson/core/describe.hpp"
#include "tidyjson/core/meta.hpp"
#include "tidyjson/core/naming.hpp"
#include "tidyjson/core/settings.hpp"

namespace tidyjson::detail {

/// The JSON name of field `f` under settings `s`, written to `out` (when not
/// null); returns its length.
template <class F>
constexpr std::size_t static_field_name(const F& f, const settings& s, char* out) noexcept {
  if constexpr (F::template has<rename>) {
    const std::string_view n = f.template get<rename>().name;
    if (out != nullptr) {
      for (std::size_t i = 0; i < n.size(); ++i) out[i] = n[i];
    }
    return n.size();
  } else {
    return convert_name(f.declared_name, s.naming_policy, out);
  }
}

template <class T, const settings& S>
struct static_object_meta {
  static constexpr const auto& fields = fields_of<T>();
  static constexpr std::size_t n = std::tuple_size_v<std::remove_cvref_t<decltype(fields)>>;

  template <class Fn>
  static constexpr void each(Fn&& fn) {
    std::size_t i = 0;
    std::apply([&](const auto&... f) { (fn(i++, f), ...); }, fields);
  }

  // Names.
  static constexpr std::array<std::size_t, n + 1> name_off = [] {
    std::array<std::size_t, n + 1> off{};
    std::size_t pos = 0;
    each([&](std::size_t i, const auto& f) {
      off[i] = pos;
      pos += static_field_name(f, S, nullptr);
    });
    off[n] = pos;
    return off;
  }();
  static constexpr std::array<char, name_off[n] + 1> names = [] {
    std::array<char, name_off[n] + 1> buf{};
    each([&](std::size_t i, const auto& f) { static_field_name(f, S, buf.data() + name_off[i]); });
    return buf;
  }();
  static constexpr std::string_view name(std::size_t i) noexcept {
    return {names.data() + name_off[i], name_off[i + 1] - name_off[i]};
  }

  // Whether a field is ever written (skip fields are not).
  static constexpr std::array<bool, n + 1> written = [] {
    std::array<bool, n + 1> w{};
    each([&](std::size_t i, const auto& f) { w[i] = !std::remove_cvref_t<decltype(f)>::template has<skip>; });
    return w;
  }();
  static constexpr std::size_t first_written = [] {
    for (std::size_t i = 0; i < n; ++i) {
      if (written[i]) return i;
    }
    return n;
  }();

  // Chunks: separator + quoted key + ':'. The key alone is chunk minus its
  // first character.
  static constexpr std::array<std::size_t, n + 1> chunk_off = [] {
    std::array<std::size_t, n + 1> off{};
    std::size_t pos = 0;
    for (std::size_t i = 0; i < n; ++i) {
      off[i] = pos;
      pos += 1 + write_quoted(nullptr, name(i), S.escape_mode) + 1;
    }
    off[n] = pos;
    return off;
  }();
  static constexpr std::array<char, chunk_off[n] + 1> chunks = [] {
    std::array<char, chunk_off[n] + 1> buf{};
    for (std::size_t i = 0; i < n; ++i) {
      char* p = buf.data() + chunk_off[i];
      *p++ = i == first_written ? '{' : ',';
      p += write_quoted(p, name(i), S.escape_mode);
      *p = ':';
    }
    return buf;
  }();
  /// Whether input may be matched against key(i) byte for byte: every name
  /// is UTF-8, so bytes that equal a key are valid input.
  static constexpr bool match_keys_v = [] {
    for (std::size_t i = 0; i < n; ++i) {
      if (!is_utf8(name(i).data(), name(i).data() + name(i).size())) return false;
    }
    return true;
  }();
  static constexpr bool match_keys() noexcept { return match_keys_v; }

  // Two members with one JSON name would be written twice into one object
  // (invalid JSON) and read into the first; a name that is not UTF-8 would
  // be written as it is. Both are compile errors in a context.
  static constexpr name_problem names_problem =
      find_name_problem(n, name, [](std::size_t i) { return written[i]; }, S.name_matching == names::case_insensitive);
  static_assert(!names_problem.any(n) || names_problem.first == names_problem.second,
                "tidyjson: two members of this type have one JSON name under the context's settings (naming policy, "
                "rename, case-insensitive matching): rename one");
  static_assert(!names_problem.any(n) || names_problem.first != names_problem.second,
                "tidyjson: a member's JSON name (rename) is not valid UTF-8");
  static constexpr error_code problem() noexcept { return error_code::none; }
  static constexpr std::string_view problem_message() noexcept { return {}; }
  /// `"name":`
  static constexpr std::string_view key(std::size_t i) noexcept {
    return {chunks.data() + chunk_off[i] + 1, chunk_off[i + 1] - chunk_off[i] - 1};
  }
  /// `{"name":` or `,"name":`
  static constexpr std::string_view chunk(std::size_t i) noexcept {
    return {chunks.data() + chunk_off[i], chunk_off[i + 1] - chunk_off[i]};
  }

  static constexpr std::size_t size() noexcept { return n; }

  /// The index of the member named `k`, trying `hint` first; -1 if none.
  static int find(std::string_view k, std::size_t hint) noexcept {
    constexpr bool ci = S.name_matching == names::case_insensitive;
    if (hint < n && matches<ci>(name(hint), k)) return static_cast<int>(hint);
    for (std::size_t i = 0; i < n; ++i) {
      if (matches<ci>(name(i), k)) return static_cast<int>(i);
    }
    return -1;
  }

 private:
  template <bool CaseInsensitive>
  static bool matches(std::string_view a, std::string_view b) noexcept {
    if (a.size() != b.size()) return false;
    if (std::memcmp(a.data(), b.data(), a.size()) == 0) return true;
    if constexpr (CaseInsensitive) {
      return ascii_iequal(a, b);
    } else {
      return false;
    }
  }
};

}  // namespace tidyjson::detail
