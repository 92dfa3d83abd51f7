// tidyjson/document/storage.hpp: the memory layout of a tidyjson::document.
//
// A document is two blocks of memory, whatever its size:
//
//   nodes  one 16-byte node per value and per member name, in document order
//          (a "tape"): a container's node is followed by its children, and
//          records the index one past its last descendant, so a subtree is
//          skipped in one step;
//   arena  the text of every string, member name and number, back to back:
//          strings unescaped, numbers exactly as written ("189.50" stays
//          "189.50"; integers and doubles are parsed from it on demand).
//
// Parsing appends to both; the arena is reserved once at the size of the
// input (it can never need more), so a big document costs a handful of
// allocations, not one per value.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "tidyjson/core/path.hpp"
#include "tidyjson/core/settings.hpp"

namespace tidyjson {

/// The JSON type of a document element.
enum class json_type : std::uint8_t { null, boolean, number, string, array, object };

/// "null", "boolean", "number", "string", "array", "object".
constexpr std::string_view to_string(json_type t) noexcept {
  switch (t) {
    case json_type::null: return "null";
    case json_type::boolean: return "boolean";
    case json_type::number: return "number";
    case json_type::string: return "string";
    case json_type::array: return "array";
    case json_type::object: return "object";
  }
  return "unknown";
}

namespace detail {

enum class node_kind : std::uint8_t { null, false_value, true_value, number, string, key, array, object };

/// Bits of node::flags.
inline constexpr std::uint8_t node_integral = 1;  ///< number: no fraction and no exponent
inline constexpr std::uint8_t node_negative = 2;  ///< number: starts with '-'
inline constexpr std::uint8_t node_shadowed = 4;  ///< key: a later member has the same name (duplicates::last_wins)
inline constexpr std::uint8_t node_flat = 8;      ///< array: no element is an array or object (O(1) indexing)

/// One value or member name. 16 bytes.
struct node {
  /// string, key, number: offset of the text in the arena.
  /// array, object: the index one past the container's last descendant.
  std::uint64_t payload;
  /// string, key, number: the length of the text.
  /// array: the number of elements; object: the number of members (shadowed ones excluded).
  std::uint32_t size;
  node_kind kind;
  std::uint8_t flags;
  std::uint16_t reserved;
};
static_assert(sizeof(node) == 16, "tidyjson: a document node should be 16 bytes");

[[nodiscard]] constexpr bool is_container(node_kind k) noexcept {
  return k == node_kind::array || k == node_kind::object;
}
[[nodiscard]] constexpr bool has_text(node_kind k) noexcept {
  return k == node_kind::number || k == node_kind::string || k == node_kind::key;
}

/// What a document owns. Held behind a pointer, so that moving a document
/// leaves the elements that view it valid.
struct document_data {
  std::vector<node> nodes;
  std::string arena;
  // The settings the accessors honour (the rest only matter while parsing).
  names name_matching = names::case_sensitive;
  numbers number_handling = numbers::strict;

  /// The index after the subtree rooted at i.
  [[nodiscard]] std::size_t next(std::size_t i) const noexcept {
    const node& n = nodes[i];
    return is_container(n.kind) ? static_cast<std::size_t>(n.payload) : i + 1;
  }
  /// The text of a string, key or number node.
  [[nodiscard]] std::string_view text(std::size_t i) const noexcept {
    const node& n = nodes[i];
    return {arena.data() + n.payload, n.size};
  }

  /// The JSONPath of the value at `target` ("$.lines[2].qty"), found by
  /// walking down from the root: linear in the size of the document, and
  /// only used for error messages and element::path().
  [[nodiscard]] std::string path_to(std::size_t target) const {
    struct segment {
      std::size_t key_node;  // a key node, or npos for an index
      std::size_t index;
    };
    constexpr std::size_t npos = static_cast<std::size_t>(-1);
    std::vector<segment> segs;
    std::size_t i = 0;
    while (i != target && i < nodes.size()) {
      const node& n = nodes[i];
      if (n.kind == node_kind::array) {
        std::size_t j = i + 1;
        std::size_t k = 0;
        while (next(j) <= target) {
          j = next(j);
          ++k;
        }
        segs.push_back({npos, k});
        i = j;
      } else if (n.kind == node_kind::object) {
        std::size_t key = i + 1;
        while (next(key + 1) <= target) key = next(key + 1);
        segs.push_back({key, 0});
        i = key + 1;
      } else {
        break;  // not reachable for a valid index
      }
    }
    path_builder path;
    for (auto it = segs.rbegin(); it != segs.rend(); ++it) {
      if (it->key_node == npos) {
        path.push_index(it->index);
      } else {
        path.push_key(text(it->key_node));
      }
    }
    return path.str();
  }
};

/// Appends nodes to a document_data. Containers are opened, filled in order
/// and closed; the builder does not check the shape (its callers do).
class tape_builder {
 public:
  explicit tape_builder(document_data& d) noexcept : d_(d) {}

  void null() { push(node_kind::null, 0, 0, 0); }
  void boolean(bool b) { push(b ? node_kind::true_value : node_kind::false_value, 0, 0, 0); }
  /// A number, given as valid JSON number text, with node_integral and
  /// node_negative set as they apply.
  void number(std::string_view text, std::uint8_t flags) { push_text(node_kind::number, text, flags); }
  void string(std::string_view s) { push_text(node_kind::string, s, 0); }
  /// A member name; returns its node index.
  std::size_t key(std::string_view s) {
    push_text(node_kind::key, s, 0);
    return d_.nodes.size() - 1;
  }
  /// Opens an array or object; returns its node index, for close().
  std::size_t open(node_kind k) {
    push(k, 0, 0, 0);
    return d_.nodes.size() - 1;
  }
  /// Closes the container opened at `at`, with `count` elements or members.
  void close(std::size_t at, std::uint32_t count, bool flat) {
    node& n = d_.nodes[at];
    n.payload = d_.nodes.size();
    n.size = count;
    if (flat && n.kind == node_kind::array) n.flags |= node_flat;
  }
  void shadow(std::size_t key_node) noexcept { d_.nodes[key_node].flags |= node_shadowed; }

  [[nodiscard]] document_data& data() noexcept { return d_; }

 private:
  void push(node_kind k, std::uint64_t payload, std::uint32_t size, std::uint8_t flags) {
    d_.nodes.push_back(node{payload, size, k, flags, 0});
  }
  void push_text(node_kind k, std::string_view s, std::uint8_t flags) {
    const std::uint64_t at = d_.arena.size();
    d_.arena.append(s.data(), s.size());
    push(k, at, static_cast<std::uint32_t>(s.size()), flags);
  }

  document_data& d_;
};

}  // namespace detail
}  // namespace tidyjson
