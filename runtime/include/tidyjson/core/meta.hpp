// tidyjson/core/meta.hpp: per-type metadata (names, pre-escaped keys, lookup).
//
// An object's metadata is what the settings make of its description: each
// member's JSON name (renamed, or converted by the naming policy), the key as
// written (`"unitPrice":`, escaped for the escaping mode) and a lookup for
// reading that honours case-insensitive matching. tidyjson::options builds it
// lazily at run time (runtime_object_meta); a context computes the same data at
// compile time (context/meta.hpp). Both answer key(i), name(i) and find().
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "tidyjson/core/describe.hpp"
#include "tidyjson/core/error.hpp"
#include "tidyjson/core/naming.hpp"
#include "tidyjson/core/settings.hpp"
#include "tidyjson/core/traits.hpp"
#include "tidyjson/core/utf8.hpp"

namespace tidyjson::detail {

constexpr bool ascii_iequal(std::string_view a, std::string_view b) noexcept {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (to_lower(a[i]) != to_lower(b[i])) return false;
  }
  return true;
}

/// Writes `s` as a quoted JSON string escaped for `mode` to `out` (when not
/// null) and returns the length. constexpr, so that contexts escape their keys
/// at compile time with the same rules as the writer; names are short, so
/// this is the simple byte-wise form of the writer's escaper.
constexpr std::size_t write_quoted(char* out, std::string_view s, escaping mode,
                                   bool (*custom)(char32_t) = nullptr) noexcept {
  constexpr char hex[] = "0123456789abcdef";
  std::size_t n = 0;
  auto put = [&](char c) {
    if (out != nullptr) out[n] = c;
    ++n;
  };
  auto u_escape = [&](unsigned v) {
    put('\\');
    put('u');
    put(hex[(v >> 12) & 0xF]);
    put(hex[(v >> 8) & 0xF]);
    put(hex[(v >> 4) & 0xF]);
    put(hex[v & 0xF]);
  };
  put('"');
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      const bool html = mode == escaping::html_safe && (c == '<' || c == '>' || c == '&' || c == '\'');
      if (c == '"' || c == '\\') {
        put('\\');
        put(static_cast<char>(c));
      } else if (c < 0x20 || html || (custom != nullptr && custom(c))) {
        u_escape(c);
      } else {
        put(static_cast<char>(c));
      }
      ++i;
      continue;
    }
    char32_t cp = 0;
    const int len = decode_utf8(s.data() + i, s.data() + s.size(), cp);
    if (len <= 0) {  // names come from source code; keep such bytes as they are
      put(static_cast<char>(c));
      ++i;
      continue;
    }
    if (mode == escaping::ascii_only || (custom != nullptr && custom(cp))) {
      if (cp >= 0x10000) {
        u_escape(0xD800 + static_cast<unsigned>((cp - 0x10000) >> 10));
        u_escape(0xDC00 + static_cast<unsigned>((cp - 0x10000) & 0x3FF));
      } else {
        u_escape(static_cast<unsigned>(cp));
      }
    } else {
      for (int k = 0; k < len; ++k) put(s[i + static_cast<std::size_t>(k)]);
    }
    i += static_cast<std::size_t>(len);
  }
  put('"');
  return n;
}

inline void append_quoted(std::string& out, std::string_view s, escaping mode, bool (*custom)(char32_t)) {
  const std::size_t at = out.size();
  out.resize(at + write_quoted(nullptr, s, mode, custom));
  write_quoted(out.data() + at, s, mode, custom);
}

/// Two members of one type that the reader could not tell apart: the same
/// JSON name (or, matched case-insensitively, names equal but for case), or
/// a name the writer would emit that is not UTF-8. `first == count` when the
/// names are fine. Members never written or read (skip) take no part.
struct name_problem {
  std::size_t first;
  std::size_t second;  ///< == first: the first member's name is not UTF-8
  [[nodiscard]] constexpr bool any(std::size_t count) const noexcept { return first != count; }
};

template <class Name, class Used>
constexpr name_problem find_name_problem(std::size_t count, Name name, Used used, bool case_insensitive) noexcept {
  for (std::size_t i = 0; i < count; ++i) {
    if (!used(i)) continue;
    const std::string_view a = name(i);
    if (!is_utf8(a.data(), a.data() + a.size())) return {i, i};
    for (std::size_t j = i + 1; j < count; ++j) {
      if (used(j) && (a == name(j) || (case_insensitive && ascii_iequal(a, name(j))))) return {i, j};
    }
  }
  return {count, count};
}

/// Base of everything held in an options object's metadata cache.
struct meta_base {
  virtual ~meta_base() = default;
};

/// What the metadata needs of one field: its C++ name, its rename (if any)
/// and whether it is written and read at all (not skip).
struct field_spec {
  std::string_view declared;
  std::string_view renamed;
  bool has_rename = false;
  bool used = true;
};

template <class F>
constexpr field_spec spec_of(const F& f) noexcept {
  if constexpr (F::template has<rename>) {
    return {f.declared_name, f.template get<rename>().name, true, !F::template has<skip>};
  } else {
    return {f.declared_name, {}, false, !F::template has<skip>};
  }
}

/// The fields of described type T, as data: all the metadata builder needs,
/// so that the builder is one function for every type (it runs once per type
/// and settings value; a copy per type would only cost compile time).
template <class T>
inline constexpr auto field_specs_v =
    std::apply([](const auto&... f) { return std::array<field_spec, sizeof...(f)>{spec_of(f)...}; }, fields_of<T>());

/// The JSON name of a field under settings `s`.
inline std::string field_json_name(const field_spec& f, const settings& s) {
  return f.has_rename ? std::string(f.renamed) : converted_name(f.declared, s);
}

/// Run-time object metadata, built once per type and options object.
class runtime_object_meta final : public meta_base {
 public:
  template <class T>
  static std::unique_ptr<runtime_object_meta> build(const settings& s) {
    constexpr const auto& fields = field_specs_v<T>;
    return build_from(fields.data(), fields.size(), type_name<T>(), s);
  }

  /// The metadata of a type whose `n` fields are `fields`, named `type` in messages.
  TIDYJSON_NOINLINE static std::unique_ptr<runtime_object_meta> build_from(const field_spec* fields, std::size_t n,
                                                                           std::string_view type, const settings& s) {
    auto m = std::make_unique<runtime_object_meta>();
    m->case_insensitive_ = s.name_matching == names::case_insensitive;
    m->match_keys_ = true;
    std::vector<std::string> names;
    names.reserve(n);
    for (std::size_t i = 0; i < n; ++i) names.push_back(field_json_name(fields[i], s));
    if (const name_problem np = find_name_problem(
            n, [&](std::size_t i) -> std::string_view { return names[i]; },
            [&](std::size_t i) { return fields[i].used; }, m->case_insensitive_);
        np.any(n)) {
      m->problem_ = np.first == np.second ? error_code::invalid_utf8_output : error_code::not_supported;
      const auto declared = [&](std::size_t k) { return std::string(fields[k].declared); };
      m->problem_message_ =
          np.first == np.second
              ? "the JSON name of member '" + declared(np.first) + "' of " + std::string(type) + " is not valid UTF-8"
              : "members '" + declared(np.first) + "' and '" + declared(np.second) + "' of " + std::string(type) +
                    " have one JSON name, \"" + names[np.second] +
                    "\", under these settings: a reader could not tell them apart (rename one)";
    }
    // One allocation holds every name and key; the views point into it.
    std::vector<std::string> keys;
    keys.reserve(names.size());
    std::size_t total = 0;
    for (const auto& name : names) {
      std::string k;
      append_quoted(k, name, s.escape_mode, s.escape_fn);
      k += ':';
      total += name.size() + k.size();
      keys.push_back(std::move(k));
    }
    m->storage_ = std::make_unique<char[]>(total + 1);
    char* p = m->storage_.get();
    m->names_.reserve(names.size());
    m->keys_.reserve(names.size());
    for (std::size_t i = 0; i < names.size(); ++i) {
      std::memcpy(p, names[i].data(), names[i].size());
      m->names_.emplace_back(p, names[i].size());
      p += names[i].size();
      std::memcpy(p, keys[i].data(), keys[i].size());
      m->keys_.emplace_back(p, keys[i].size());
      m->match_keys_ = m->match_keys_ && is_utf8(names[i].data(), names[i].data() + names[i].size());
      p += keys[i].size();
    }
    return m;
  }

  [[nodiscard]] std::string_view key(std::size_t i) const noexcept { return keys_[i]; }
  /// Why no value of the type can be written or read under these settings
  /// (two members with one JSON name, a name that is not UTF-8), or none.
  [[nodiscard]] error_code problem() const noexcept { return problem_; }
  [[nodiscard]] const std::string& problem_message() const noexcept { return problem_message_; }
  /// Whether input may be matched against key(i) byte for byte: every name
  /// is UTF-8, so bytes that equal a key are valid input.
  [[nodiscard]] bool match_keys() const noexcept { return match_keys_; }
  [[nodiscard]] std::string_view name(std::size_t i) const noexcept { return names_[i]; }
  [[nodiscard]] std::size_t size() const noexcept { return names_.size(); }

  /// The index of the member named `k`, trying `hint` first; -1 if none.
  [[nodiscard]] int find(std::string_view k, std::size_t hint) const noexcept {
    const std::size_t n = names_.size();
    if (hint < n && matches(names_[hint], k)) return static_cast<int>(hint);
    for (std::size_t i = 0; i < n; ++i) {
      if (matches(names_[i], k)) return static_cast<int>(i);
    }
    return -1;
  }

 private:
  [[nodiscard]] bool matches(std::string_view name, std::string_view k) const noexcept {
    if (name.size() != k.size()) return false;
    if (std::memcmp(name.data(), k.data(), k.size()) == 0) return true;
    return case_insensitive_ && ascii_iequal(name, k);
  }

  std::unique_ptr<char[]> storage_;
  std::string problem_message_;
  error_code problem_ = error_code::none;
  std::vector<std::string_view> names_;
  std::vector<std::string_view> keys_;
  bool case_insensitive_ = false;
  bool match_keys_ = true;
};

}  // namespace tidyjson::detail
