// tidyjson/schema/value.hpp: the small mutable JSON value a schema is built in.
//
// Schemas are built once per call and are small, so this is the simplest
// tree that keeps member order (JSON Schema readers care about content, but
// people read "type" first): a kind, scalars, items and ordered members.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tidyjson/write/writer.hpp"

namespace tidyjson::detail::schema {

class value {
 public:
  enum class kind : std::uint8_t { null, boolean, integer, unsigned_integer, string, array, object };

  value() = default;  // an empty object
  static value string(std::string_view s) {
    value v(kind::string);
    v.s_.assign(s.data(), s.size());
    return v;
  }
  static value boolean(bool b) {
    value v(kind::boolean);
    v.b_ = b;
    return v;
  }
  static value integer(std::int64_t i) {
    value v(kind::integer);
    v.i_ = i;
    return v;
  }
  static value unsigned_integer(std::uint64_t u) {
    value v(kind::unsigned_integer);
    v.u_ = u;
    return v;
  }
  static value null() { return value(kind::null); }
  static value array(std::vector<value> items = {}) {
    value v(kind::array);
    v.items_ = std::move(items);
    return v;
  }
  /// {"key": v}
  static value with(std::string_view key, value v) {
    value o;
    o.set(key, std::move(v));
    return o;
  }

  /// Any integer, as signed or unsigned.
  template <class I>
  static value number(I i) {
    if constexpr (std::is_signed_v<I>) {
      return integer(static_cast<std::int64_t>(i));
    } else {
      return unsigned_integer(static_cast<std::uint64_t>(i));
    }
  }

  [[nodiscard]] kind type() const noexcept { return kind_; }
  [[nodiscard]] bool is_object() const noexcept { return kind_ == kind::object; }
  [[nodiscard]] bool is_string() const noexcept { return kind_ == kind::string; }
  [[nodiscard]] bool is_array() const noexcept { return kind_ == kind::array; }
  [[nodiscard]] const std::string& str() const noexcept { return s_; }
  [[nodiscard]] std::vector<value>& items() noexcept { return items_; }
  [[nodiscard]] const std::vector<value>& items() const noexcept { return items_; }
  [[nodiscard]] std::vector<std::pair<std::string, value>>& members() noexcept { return members_; }
  [[nodiscard]] const std::vector<std::pair<std::string, value>>& members() const noexcept { return members_; }

  /// Sets member `key`, in place if present, appended otherwise.
  value& set(std::string_view key, value v) {
    if (value* old = get(key)) {
      *old = std::move(v);
      return *old;
    }
    members_.emplace_back(std::string(key), std::move(v));
    return members_.back().second;
  }
  [[nodiscard]] value* get(std::string_view key) noexcept {
    for (auto& [k, v] : members_) {
      if (k == key) return &v;
    }
    return nullptr;
  }
  [[nodiscard]] const value* get(std::string_view key) const noexcept {
    for (const auto& [k, v] : members_) {
      if (k == key) return &v;
    }
    return nullptr;
  }
  [[nodiscard]] bool has(std::string_view key) const noexcept { return get(key) != nullptr; }
  void push(value v) { items_.push_back(std::move(v)); }

  friend bool operator==(const value& a, const value& b) = default;

  /// Writes the value with the writer's structured layer.
  void write(writer& w) const {
    switch (kind_) {
      case kind::null: w.null(); break;
      case kind::boolean: w.boolean(b_); break;
      case kind::integer: w.number(i_); break;
      case kind::unsigned_integer: w.number(u_); break;
      case kind::string: w.string(s_); break;
      case kind::array:
        w.begin_array();
        for (const value& v : items_) v.write(w);
        w.end_array();
        break;
      case kind::object:
        w.begin_object();
        for (const auto& [k, v] : members_) {
          w.key(k);
          v.write(w);
        }
        w.end_object();
        break;
    }
  }

 private:
  explicit value(kind k) : kind_(k) {}

  kind kind_ = kind::object;
  bool b_ = false;
  std::int64_t i_ = 0;
  std::uint64_t u_ = 0;
  std::string s_;
  std::vector<value> items_;
  std::vector<std::pair<std::string, value>> members_;
};

}  // namespace tidyjson::detail::schema
