// tidyjson/document/document.hpp: tidyjson::document, a read-only JSON tree,
// and tidyjson::element, a view of one of its values.
//
//   auto doc = tidyjson::document::parse(text);            // throws tidyjson::error
//   tidyjson::element order = doc.root();
//   std::string_view customer = order["customer"].as_string();
//   for (tidyjson::element line : order["lines"].elements()) total += line["qty"].as_int64();
//   if (auto notes = order.find("notes")) print(notes->as_string());
//
// An element is two words (where its document's data is, and which value) and
// is copied by value. It, and every string_view it hands out, is valid as long
// as its document lives; moving the document keeps them valid. element::copy()
// makes an owning document of one value when it must outlive its document.
//
// clang warns when an element or a view is taken from a document that dies at
// the end of the statement (the document's accessors are
// [[clang::lifetimebound]]):
//
//   tidyjson::element e = tidyjson::document::parse(text).root();  // warning: dangling
//
// The element's own accessors are not marked: an element is a view, and clang
// would bind their results to the temporary element in `doc.root()["a"]`,
// a false warning on correct code.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "tidyjson/context/context.hpp"
#include "tidyjson/core/config.hpp"
#include "tidyjson/core/error.hpp"
#include "tidyjson/core/meta.hpp"  // ascii_iequal
#include "tidyjson/core/options.hpp"
#include "tidyjson/document/parse.hpp"
#include "tidyjson/document/storage.hpp"
#include "tidyjson/read/input.hpp"
#include "tidyjson/read/scan.hpp"
#include "tidyjson/types/decimal.hpp"
#include "tidyjson/write/sink.hpp"
#include "tidyjson/write/writer.hpp"

namespace tidyjson {

class document;
class element;

namespace detail {
struct document_access;

/// The data of a default-constructed (or moved-from) document: one null.
inline const document_data& null_document_data() {
  static const document_data d = [] {
    document_data x;
    x.nodes.push_back(node{0, 0, node_kind::null, 0, 0});
    return x;
  }();
  return d;
}

/// "a string", "an array", ... for messages, like the reader's.
constexpr const char* kind_phrase(node_kind k) noexcept {
  switch (k) {
    case node_kind::null: return "null";
    case node_kind::false_value:
    case node_kind::true_value: return "a boolean";
    case node_kind::number: return "a number";
    case node_kind::string:
    case node_kind::key: return "a string";
    case node_kind::array: return "an array";
    case node_kind::object: return "an object";
  }
  return "a value";
}
}  // namespace detail

/// Iterates over the elements of an array (element::elements()).
class element_iterator {
 public:
  using value_type = element;
  using difference_type = std::ptrdiff_t;
  using iterator_concept = std::forward_iterator_tag;
  using iterator_category = std::input_iterator_tag;  // operator* returns a value, not a reference

  element_iterator() noexcept = default;
  element_iterator(const detail::document_data* d, std::size_t i) noexcept : d_(d), i_(i) {}

  [[nodiscard]] element operator*() const noexcept;
  element_iterator& operator++() noexcept {
    i_ = d_->next(i_);
    return *this;
  }
  element_iterator operator++(int) noexcept {
    element_iterator old = *this;
    ++*this;
    return old;
  }
  friend bool operator==(const element_iterator& a, const element_iterator& b) noexcept { return a.i_ == b.i_; }

 private:
  const detail::document_data* d_ = nullptr;
  std::size_t i_ = 0;
};

/// One member of an object: its name and its value.
struct member;

/// Iterates over the members of an object (element::members()), in document
/// order; members shadowed by a later one of the same name
/// (duplicates::last_wins) are left out.
class member_iterator {
 public:
  using value_type = member;
  using difference_type = std::ptrdiff_t;
  using iterator_concept = std::forward_iterator_tag;
  using iterator_category = std::input_iterator_tag;

  member_iterator() noexcept = default;
  member_iterator(const detail::document_data* d, std::size_t key, std::size_t end) noexcept
      : d_(d), i_(key), end_(end) {
    skip_shadowed();
  }

  [[nodiscard]] member operator*() const noexcept;
  member_iterator& operator++() noexcept {
    i_ = d_->next(i_ + 1);
    skip_shadowed();
    return *this;
  }
  member_iterator operator++(int) noexcept {
    member_iterator old = *this;
    ++*this;
    return old;
  }
  friend bool operator==(const member_iterator& a, const member_iterator& b) noexcept { return a.i_ == b.i_; }

 private:
  void skip_shadowed() noexcept {
    while (i_ < end_ && (d_->nodes[i_].flags & detail::node_shadowed) != 0) i_ = d_->next(i_ + 1);
  }

  const detail::document_data* d_ = nullptr;
  std::size_t i_ = 0;
  std::size_t end_ = 0;
};

/// The elements of an array, as a forward range.
class array_range {
 public:
  array_range(const detail::document_data* d, std::size_t first, std::size_t end, std::size_t count) noexcept
      : d_(d), first_(first), end_(end), count_(count) {}
  [[nodiscard]] element_iterator begin() const noexcept { return {d_, first_}; }
  [[nodiscard]] element_iterator end() const noexcept { return {d_, end_}; }
  [[nodiscard]] std::size_t size() const noexcept { return count_; }
  [[nodiscard]] bool empty() const noexcept { return count_ == 0; }

 private:
  const detail::document_data* d_;
  std::size_t first_, end_, count_;
};

/// The members of an object, as a forward range of tidyjson::member.
class object_range {
 public:
  object_range(const detail::document_data* d, std::size_t first, std::size_t end, std::size_t count) noexcept
      : d_(d), first_(first), end_(end), count_(count) {}
  [[nodiscard]] member_iterator begin() const noexcept { return {d_, first_, end_}; }
  [[nodiscard]] member_iterator end() const noexcept { return {d_, end_, end_}; }
  [[nodiscard]] std::size_t size() const noexcept { return count_; }
  [[nodiscard]] bool empty() const noexcept { return count_ == 0; }

 private:
  const detail::document_data* d_;
  std::size_t first_, end_, count_;
};

/// A view of one value of a document: cheap to copy, valid while the document
/// lives. A default-constructed element views nothing (valid() is false) and
/// throws on every accessor but valid() and the is_ tests.
class element {
 public:
  element() noexcept = default;

  /// Whether the element views a value.
  [[nodiscard]] bool valid() const noexcept { return d_ != nullptr; }

  [[nodiscard]] json_type type() const {
    switch (node().kind) {
      case detail::node_kind::null: return json_type::null;
      case detail::node_kind::false_value:
      case detail::node_kind::true_value: return json_type::boolean;
      case detail::node_kind::number: return json_type::number;
      case detail::node_kind::string:
      case detail::node_kind::key: return json_type::string;
      case detail::node_kind::array: return json_type::array;
      case detail::node_kind::object: return json_type::object;
    }
    return json_type::null;
  }
  [[nodiscard]] bool is_null() const noexcept { return is(detail::node_kind::null); }
  [[nodiscard]] bool is_bool() const noexcept {
    return is(detail::node_kind::true_value) || is(detail::node_kind::false_value);
  }
  [[nodiscard]] bool is_number() const noexcept { return is(detail::node_kind::number); }
  /// A number written without fraction or exponent ("42", not "42.0" or "4.2e1").
  [[nodiscard]] bool is_integer() const noexcept {
    return is_number() && (d_->nodes[i_].flags & detail::node_integral) != 0;
  }
  [[nodiscard]] bool is_string() const noexcept { return is(detail::node_kind::string); }
  [[nodiscard]] bool is_array() const noexcept { return is(detail::node_kind::array); }
  [[nodiscard]] bool is_object() const noexcept { return is(detail::node_kind::object); }

  /// The boolean; type_mismatch for anything else.
  [[nodiscard]] bool as_bool() const {
    const detail::node& n = node();
    if (n.kind == detail::node_kind::true_value) return true;
    if (n.kind == detail::node_kind::false_value) return false;
    mismatch("a boolean");
  }

  /// The number as an int64_t, exactly: a fraction is type_mismatch, a value
  /// outside the range of int64_t is out_of_range. With
  /// numbers::allow_reading_from_string a string holding a number ("42") is
  /// accepted too.
  [[nodiscard]] std::int64_t as_int64() const { return as_integer<std::int64_t>(); }
  /// The number as a uint64_t, exactly (see as_int64).
  [[nodiscard]] std::uint64_t as_uint64() const { return as_integer<std::uint64_t>(); }

  /// The double nearest to the number (correctly rounded); out_of_range when
  /// it overflows (1e400). With numbers::allow_named_literals the strings
  /// "NaN", "Infinity" and "-Infinity" are accepted.
  [[nodiscard]] double as_double() const {
    detail::input sub(nullptr, 0, 1);
    detail::number_token t;
    const std::string_view text = number_source("a number", sub, t, true);
    if (text.data() == nullptr) return named_literal();
    double v = 0;
    if (!detail::number_to_floating(sub, t, v)) fail_from(sub);
    return v;
  }

  /// The number as an exact tidyjson::decimal ("189.50" keeps its scale);
  /// out_of_range beyond 18 significant digits or a scale of 18.
  [[nodiscard]] decimal as_decimal() const {
    detail::input sub(nullptr, 0, 1);
    detail::number_token t;
    const std::string_view text = number_source("a number", sub, t, false);
    const auto d = decimal::parse(text);
    if (!d) {
      raise(error_code::out_of_range,
            "number " + detail::excerpt(text) + " does not fit in tidyjson::decimal (18 digits, scale up to 18)");
    }
    return *d;
  }

  /// The number's text exactly as it was written ("189.50", "1e3").
  [[nodiscard]] std::string_view number_text() const {
    if (!is_number()) mismatch("a number");
    return d_->text(i_);
  }

  /// The string, unescaped; the view is valid while the document lives.
  [[nodiscard]] std::string_view as_string() const {
    if (!is_string()) mismatch("a string");
    return d_->text(i_);
  }

  /// The number of elements of an array or members of an object.
  [[nodiscard]] std::size_t size() const {
    const detail::node& n = node();
    if (!detail::is_container(n.kind)) mismatch("an array or an object");
    return n.size;
  }
  [[nodiscard]] bool empty() const { return size() == 0; }

  /// The member named `key`; missing_member when there is none.
  [[nodiscard]] element operator[](std::string_view key) const {
    const std::size_t k = find_key(key);
    if (k == npos) {
      raise(error_code::missing_member, "no member \"" + std::string(key) + "\" in the object");
    }
    return {d_, k + 1};
  }
  [[nodiscard]] element operator[](const char* key) const { return (*this)[std::string_view(key)]; }

  /// The member named `key`, or nothing. With names::case_insensitive, a
  /// member whose name differs only in the case of ASCII letters is found
  /// when no exact match exists. O(members).
  [[nodiscard]] std::optional<element> find(std::string_view key) const {
    const std::size_t k = find_key(key);
    if (k == npos) return std::nullopt;
    return element(d_, k + 1);
  }
  [[nodiscard]] bool contains(std::string_view key) const { return find_key(key) != npos; }

  /// The element at `index` of an array; out_of_range past the end. O(1) for
  /// an array of scalars, O(index) otherwise.
  [[nodiscard]] element operator[](std::size_t index) const {
    const detail::node& n = node();
    if (n.kind != detail::node_kind::array) mismatch("an array");
    if (index >= n.size) {
      raise(error_code::out_of_range,
            "index " + std::to_string(index) + " is past the end of an array of " + std::to_string(n.size) +
                " elements");
    }
    if ((n.flags & detail::node_flat) != 0) return {d_, i_ + 1 + index};
    std::size_t j = i_ + 1;
    for (std::size_t k = 0; k < index; ++k) j = d_->next(j);
    return {d_, j};
  }
  template <class I>
    requires(std::is_integral_v<I> && !std::is_same_v<I, bool> && !std::is_same_v<I, std::size_t>)
  [[nodiscard]] element operator[](I index) const {
    if constexpr (std::is_signed_v<I>) {
      if (index < 0) raise(error_code::out_of_range, "index " + std::to_string(index) + " is negative");
    }
    return (*this)[static_cast<std::size_t>(index)];
  }

  /// The elements of an array; type_mismatch for anything else.
  [[nodiscard]] array_range elements() const {
    const detail::node& n = node();
    if (n.kind != detail::node_kind::array) mismatch("an array");
    return {d_, i_ + 1, static_cast<std::size_t>(n.payload), n.size};
  }
  /// The members of an object; type_mismatch for anything else.
  [[nodiscard]] object_range members() const {
    const detail::node& n = node();
    if (n.kind != detail::node_kind::object) mismatch("an object");
    return {d_, i_ + 1, static_cast<std::size_t>(n.payload), n.size};
  }

  /// The JSONPath of the element in its document ("$.lines[2].qty").
  /// Linear in the size of the document.
  [[nodiscard]] std::string path() const {
    check_valid();
    return d_->path_to(i_);
  }

  /// An owning document holding a copy of this value, for when it must
  /// outlive its document. Linear in the size of the value.
  [[nodiscard]] document copy() const;

  /// The value as JSON text, written with `opts`' indentation and escaping.
  /// Numbers are written exactly as they were read.
  [[nodiscard]] std::string to_json(const options& opts = detail::default_options()) const;

 private:
  friend class document;
  friend class element_iterator;
  friend class member_iterator;
  friend struct detail::document_access;
  static constexpr std::size_t npos = static_cast<std::size_t>(-1);

  element(const detail::document_data* d, std::size_t i) noexcept : d_(d), i_(i) {}

  [[nodiscard]] bool is(detail::node_kind k) const noexcept { return d_ != nullptr && d_->nodes[i_].kind == k; }

  const detail::node& node() const {
    check_valid();
    return d_->nodes[i_];
  }
  void check_valid() const {
    if (d_ == nullptr) [[unlikely]] {
      detail::raise(error_info{error_code::not_supported, "the element is empty (default-constructed)", "$", 0, 0, 0});
    }
  }

  /// Throws the error with this element's path.
  [[noreturn]] TIDYJSON_COLD void raise(error_code code, std::string message) const {
    check_valid();
    detail::raise(error_info{code, std::move(message), d_->path_to(i_), 0, 0, 0});
  }
  [[noreturn]] TIDYJSON_COLD void mismatch(std::string_view expected) const {
    check_valid();
    raise(error_code::type_mismatch,
          "expected " + std::string(expected) + ", got " + detail::kind_phrase(d_->nodes[i_].kind));
  }
  [[noreturn]] TIDYJSON_COLD void fail_from(const detail::input& sub) const {
    const error_info e = sub.error();
    raise(e.code, e.message);
  }

  /// The key node of the visible member named `key`, or npos.
  [[nodiscard]] std::size_t find_key(std::string_view key) const {
    const detail::node& n = node();
    if (n.kind != detail::node_kind::object) mismatch("an object");
    const std::size_t end = static_cast<std::size_t>(n.payload);
    for (std::size_t k = i_ + 1; k < end; k = d_->next(k + 1)) {
      const detail::node& kn = d_->nodes[k];
      if (kn.size == key.size() && (kn.flags & detail::node_shadowed) == 0 && d_->text(k) == key) return k;
    }
    if (d_->name_matching == names::case_insensitive) {
      for (std::size_t k = i_ + 1; k < end; k = d_->next(k + 1)) {
        const detail::node& kn = d_->nodes[k];
        if (kn.size == key.size() && (kn.flags & detail::node_shadowed) == 0 && detail::ascii_iequal(d_->text(k), key)) {
          return k;
        }
      }
    }
    return npos;
  }

  /// Prepares `sub` and `t` to convert the number (or, with
  /// allow_reading_from_string, the string holding a number) to C++. Returns
  /// the number's text; a null view when `named` and the string is a named
  /// literal that numbers::allow_named_literals allows.
  std::string_view number_source(std::string_view expected, detail::input& sub, detail::number_token& t,
                                 bool named) const {
    const detail::node& n = node();
    if (n.kind == detail::node_kind::number) {
      const std::string_view text = d_->text(i_);
      // The text was validated when the document was built.
      t.begin = text.data();
      t.end = text.data() + text.size();
      sub.begin = sub.cur = t.begin;
      sub.end = t.end;
      if (!detail::scan_number(sub, t)) fail_from(sub);
      return text;
    }
    if (n.kind == detail::node_kind::string) {
      const std::string_view text = d_->text(i_);
      if (named && has(d_->number_handling, numbers::allow_named_literals) &&
          (text == "NaN" || text == "Infinity" || text == "-Infinity")) {
        return {};
      }
      if (has(d_->number_handling, numbers::allow_reading_from_string)) {
        sub.begin = sub.cur = text.data();
        sub.end = text.data() + text.size();
        if (!(detail::scan_number(sub, t) && sub.at_end())) {
          raise(error_code::invalid_number, "the string \"" + detail::excerpt(text) + "\" is not a valid number");
        }
        return text;
      }
    }
    mismatch(expected);
  }

  [[nodiscard]] double named_literal() const {
    const std::string_view text = d_->text(i_);
    if (text == "NaN") return std::numeric_limits<double>::quiet_NaN();
    return text[0] == '-' ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
  }

  template <class I>
  [[nodiscard]] I as_integer() const {
    detail::input sub(nullptr, 0, 1);
    detail::number_token t;
    (void)number_source("an integer", sub, t, false);
    I v{};
    if (!detail::number_to_integer(sub, t, v)) fail_from(sub);
    return v;
  }

  const detail::document_data* d_ = nullptr;
  std::size_t i_ = 0;
};

struct member {
  std::string_view key;  ///< the member name, unescaped
  element value;
};

inline element element_iterator::operator*() const noexcept { return element(d_, i_); }
inline member member_iterator::operator*() const noexcept { return member{d_->text(i_), element(d_, i_ + 1)}; }

/// A read-only JSON tree parsed with the strict reader's rules. Owns its
/// memory (two blocks: nodes and text); copying it copies them, moving it
/// moves them and keeps elements valid.
class document {
 public:
  /// A document holding `null`.
  document() noexcept = default;
  document(const document& other)
      : d_(other.d_ ? std::make_unique<detail::document_data>(*other.d_) : nullptr) {}
  document(document&&) noexcept = default;
  document& operator=(const document& other) {
    if (this != &other) d_ = other.d_ ? std::make_unique<detail::document_data>(*other.d_) : nullptr;
    return *this;
  }
  document& operator=(document&&) noexcept = default;
  ~document() = default;

  /// Parses exactly one JSON value (an optional UTF-8 byte order mark and
  /// whitespace around it) with the reading settings of `opts`: comments,
  /// trailing commas, max_depth, duplicates (error, or last_wins: the last
  /// member of a name is the one found and iterated), names (case-insensitive
  /// find) and numbers (strings read as numbers, named literals).
  /// Throws tidyjson::error with the JSON path, line and column.
  [[nodiscard]] static document parse(std::string_view text, const options& opts = detail::default_options()) {
    return parse_with(text, opts.get());
  }
  /// Parses with the settings of a context.
  template <detail::context_type Ctx>
  [[nodiscard]] static document parse(std::string_view text, const Ctx&) {
    return parse_with(text, Ctx::settings_v);
  }

  /// parse without exceptions: the document, or the error.
  [[nodiscard]] static result<document> try_parse(std::string_view text,
                                                  const options& opts = detail::default_options()) {
    return try_parse_with(text, opts.get());
  }
  template <detail::context_type Ctx>
  [[nodiscard]] static result<document> try_parse(std::string_view text, const Ctx&) {
    return try_parse_with(text, Ctx::settings_v);
  }

  /// The top-level value. Valid while this document lives.
  [[nodiscard]] element root() const TIDYJSON_LIFETIMEBOUND { return element(&data(), 0); }
  /// root()[key], root()[index], root().find(key).
  [[nodiscard]] element operator[](std::string_view key) const TIDYJSON_LIFETIMEBOUND { return root()[key]; }
  [[nodiscard]] element operator[](const char* key) const TIDYJSON_LIFETIMEBOUND { return root()[key]; }
  [[nodiscard]] element operator[](std::size_t index) const TIDYJSON_LIFETIMEBOUND { return root()[index]; }
  template <class I>
    requires(std::is_integral_v<I> && !std::is_same_v<I, bool> && !std::is_same_v<I, std::size_t>)
  [[nodiscard]] element operator[](I index) const TIDYJSON_LIFETIMEBOUND {
    return root()[index];
  }
  [[nodiscard]] std::optional<element> find(std::string_view key) const TIDYJSON_LIFETIMEBOUND {
    return root().find(key);
  }
  [[nodiscard]] json_type type() const { return root().type(); }

  /// The document as JSON text (see element::to_json).
  [[nodiscard]] std::string to_json(const options& opts = detail::default_options()) const {
    return root().to_json(opts);
  }

  /// Values and member names held (each one 16-byte node).
  [[nodiscard]] std::size_t node_count() const noexcept { return data().nodes.size(); }
  /// Bytes held: nodes and text, allocated capacity included.
  [[nodiscard]] std::size_t memory_usage() const noexcept {
    const detail::document_data& d = data();
    return d.nodes.capacity() * sizeof(detail::node) + d.arena.capacity() + (d_ ? sizeof(detail::document_data) : 0);
  }

 private:
  friend struct detail::document_access;
  explicit document(std::unique_ptr<detail::document_data> d) noexcept : d_(std::move(d)) {}

  [[nodiscard]] const detail::document_data& data() const noexcept {
    return d_ ? *d_ : detail::null_document_data();
  }

  static document parse_with(std::string_view text, const settings& s) {
    auto d = std::make_unique<detail::document_data>();
    error_info err;
    if (!detail::parse_document(text, s, *d, err)) detail::raise(std::move(err));
    return document(std::move(d));
  }
  static result<document> try_parse_with(std::string_view text, const settings& s) {
    auto d = std::make_unique<detail::document_data>();
    error_info err;
    if (!detail::parse_document(text, s, *d, err)) return err;
    return document(std::move(d));
  }

  std::unique_ptr<detail::document_data> d_;
};

namespace detail {

/// Builds documents from outside the parser (element::copy, interop).
struct document_access {
  [[nodiscard]] static document make(std::unique_ptr<document_data> d) noexcept { return document(std::move(d)); }
  [[nodiscard]] static const document_data& data(const document& doc) noexcept { return doc.data(); }
  [[nodiscard]] static const document_data* data(const element& e) noexcept { return e.d_; }
  [[nodiscard]] static std::size_t index(const element& e) noexcept { return e.i_; }
  [[nodiscard]] static element make_element(const document_data* d, std::size_t i) noexcept { return element(d, i); }
};

/// Writes the subtree at `first` to `w`. Iterative: a document nested as
/// deep as its max_depth allowed never deepens the C++ stack.
inline void write_subtree(writer& w, const document_data& d, std::size_t first) {
  const std::size_t stop = d.next(first);
  std::vector<std::pair<std::size_t, bool>> open;  // (end, is_object)
  std::size_t i = first;
  for (;;) {
    while (!open.empty() && i == open.back().first) {
      if (open.back().second) {
        w.end_object();
      } else {
        w.end_array();
      }
      open.pop_back();
    }
    if (i >= stop) break;
    const node& n = d.nodes[i];
    switch (n.kind) {
      case node_kind::null: w.null(); ++i; break;
      case node_kind::false_value: w.boolean(false); ++i; break;
      case node_kind::true_value: w.boolean(true); ++i; break;
      case node_kind::number: w.raw_value(d.text(i)); ++i; break;
      case node_kind::string: w.string(d.text(i)); ++i; break;
      case node_kind::key:
        if ((n.flags & node_shadowed) != 0) {
          i = d.next(i + 1);
        } else {
          w.key(d.text(i));
          ++i;
        }
        break;
      case node_kind::array:
        w.begin_array();
        open.emplace_back(static_cast<std::size_t>(n.payload), false);
        ++i;
        break;
      case node_kind::object:
        w.begin_object();
        open.emplace_back(static_cast<std::size_t>(n.payload), true);
        ++i;
        break;
    }
  }
}

}  // namespace detail

inline document element::copy() const {
  check_valid();
  const std::size_t first = i_;
  const std::size_t stop = d_->next(first);
  auto out = std::make_unique<detail::document_data>();
  out->name_matching = d_->name_matching;
  out->number_handling = d_->number_handling;
  std::size_t text_bytes = 0;
  for (std::size_t j = first; j < stop; ++j) {
    if (detail::has_text(d_->nodes[j].kind)) text_bytes += d_->nodes[j].size;
  }
  out->arena.reserve(text_bytes);
  out->nodes.reserve(stop - first);
  for (std::size_t j = first; j < stop; ++j) {
    detail::node n = d_->nodes[j];
    if (detail::has_text(n.kind)) {
      const std::uint64_t at = out->arena.size();
      out->arena.append(d_->text(j));
      n.payload = at;
    } else if (detail::is_container(n.kind)) {
      n.payload -= first;
    }
    out->nodes.push_back(n);
  }
  return detail::document_access::make(std::move(out));
}

inline std::string element::to_json(const options& opts) const {
  check_valid();
  // The document was depth-checked when it was built; numbers are written
  // verbatim, so the number settings do not apply.
  settings s = opts.get();
  s.depth_limit = std::numeric_limits<int>::max();
  std::string out;
  detail::string_sink snk(out);
  TIDYJSON_DETAIL_VERIFIED(snk);
  writer w(snk_out, s);
  detail::write_subtree(w, *d_, i_);
  if (w.failed()) detail::raise(w.error());
  if (!w.finish()) detail::raise(w.error());
  TIDYJSON_DETAIL_VERIFY(snk);
  return out;
}

}  // namespace tidyjson
