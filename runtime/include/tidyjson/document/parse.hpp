// tidyjson/document/parse.hpp: builds a document's tape from text.
//
// The strict reader's rules and messages, from the same lexer (read/scan.hpp)
// and structure helpers (read/value.hpp) as deserialize: comments, trailing
// commas, max_depth and duplicate members follow the settings; errors carry
// the same codes, messages, JSON paths, lines and columns.
//
// The parser is iterative, with an explicit stack of open containers, so
// the nesting depth is bounded by max_depth alone, never by the C++ stack.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "tidyjson/api.hpp"  // skip_bom
#include "tidyjson/core/error.hpp"
#include "tidyjson/core/settings.hpp"
#include "tidyjson/document/storage.hpp"
#include "tidyjson/read/input.hpp"
#include "tidyjson/read/scan.hpp"
#include "tidyjson/read/value.hpp"  // next_item, read_member_name

namespace tidyjson::detail {

/// Finds duplicate member names in one object. Up to `linear_limit` members
/// it compares with the earlier names directly; beyond that it keeps an
/// open-addressing hash set of key nodes, so a large object costs O(n), not
/// O(n^2). One instance per nesting level is reused across objects.
class member_names {
 public:
  static constexpr std::uint32_t linear_limit = 8;

  void reset() noexcept {
    hashed_ = false;
    seen_ = 0;
  }

  /// The key node of a visible earlier member named like key node `k` in the
  /// object at `obj`, or npos. Remembers `k` as the visible member of that
  /// name.
  std::size_t check(const document_data& d, std::size_t obj, std::size_t k) {
    const std::string_view name = d.text(k);
    if (!hashed_) {
      if (++seen_ <= linear_limit) {
        for (std::size_t j = obj + 1; j < k; j = d.next(j + 1)) {
          if ((d.nodes[j].flags & node_shadowed) == 0 && d.text(j) == name) return j;
        }
        return npos;
      }
      // Switch to hashing: index the visible members read so far.
      rebuild(d, obj, k);
    }
    if ((used_ + 1) * 2 > slots_.size()) grow(d);
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t h = std::hash<std::string_view>{}(name) & mask;; h = (h + 1) & mask) {
      const std::size_t s = slots_[h];
      if (s == 0) {
        slots_[h] = k + 1;
        ++used_;
        return npos;
      }
      if (d.text(s - 1) == name) {
        slots_[h] = k + 1;  // the later member is now the visible one
        return s - 1;
      }
    }
  }

  static constexpr std::size_t npos = static_cast<std::size_t>(-1);

 private:
  void rebuild(const document_data& d, std::size_t obj, std::size_t end) {
    std::size_t size = 32;
    while (size < seen_ * 4) size *= 2;
    slots_.assign(size, 0);
    used_ = 0;
    hashed_ = true;
    for (std::size_t j = obj + 1; j < end; j = d.next(j + 1)) {
      if ((d.nodes[j].flags & node_shadowed) == 0) insert(d, j);
    }
  }
  void grow(const document_data& d) {
    std::vector<std::size_t> old;
    old.swap(slots_);
    slots_.assign(old.size() * 2, 0);
    used_ = 0;
    for (std::size_t s : old) {
      if (s != 0) insert(d, s - 1);
    }
  }
  void insert(const document_data& d, std::size_t k) {
    const std::size_t mask = slots_.size() - 1;
    std::size_t h = std::hash<std::string_view>{}(d.text(k)) & mask;
    while (slots_[h] != 0) h = (h + 1) & mask;
    slots_[h] = k + 1;
    ++used_;
  }

  std::vector<std::size_t> slots_;  // key node + 1; 0 is empty
  std::size_t used_ = 0;
  std::size_t seen_ = 0;  // member names checked in this object
  bool hashed_ = false;
};

class document_parser {
 public:
  document_parser(input& in, const settings& s, document_data& d) : in_(in), s_(s), b_(d) {}

  /// Parses the value at the cursor (after whitespace) into the tape. On
  /// failure the input holds the error, its path included.
  bool run() {
    const bool ok = parse();
    if (!ok) unwind();
    return ok;
  }

 private:
  struct frame {
    std::size_t node;     // the container's node
    std::size_t current;  // object: the key node of the member being read; array: the element's index
    std::uint32_t count;  // elements, or visible members, so far
    bool object;
    bool flat;            // no child is a container
  };

  enum class state : std::uint8_t { value, after_value, member };

  bool parse() {
    state st = state::value;
    for (;;) {
      switch (st) {
        case state::value:
          in_value_ = true;
          if (!value(st)) return false;
          in_value_ = false;
          break;
        case state::after_value: {
          if (stack_.empty()) return true;
          frame& f = stack_.back();
          bool more = false;
          if (!next_item(in_, s_, f.object ? '}' : ']', more)) return false;
          if (!more) {
            close();
            break;  // still after a value: the container's
          }
          if (f.object) {
            st = state::member;
          } else {
            if (!count_one(f)) return false;
            f.current = f.count - 1;
            st = state::value;
          }
          break;
        }
        case state::member:
          if (!member()) return false;
          st = state::value;
          break;
      }
    }
  }

  /// One value at the cursor: a scalar (then after_value), or the opening of
  /// a container (then its first element or member, or after_value when it
  /// is empty).
  bool value(state& st) {
    if (in_.at_end()) return in_.fail_end();
    const char c = *in_.cur;
    switch (c) {
      case '[':
      case '{': {
        if (!in_.enter()) return false;
        const bool object = c == '{';
        if (!stack_.empty()) stack_.back().flat = false;
        const std::size_t at = b_.open(object ? node_kind::object : node_kind::array);
        ++in_.cur;
        stack_.push_back(frame{at, 0, 0, object, true});
        in_value_ = false;
        if (!skip_ws(in_, s_)) return false;
        if (in_.at_end()) return in_.fail_end();
        if (*in_.cur == (object ? '}' : ']')) {
          ++in_.cur;
          close();
          st = state::after_value;
        } else if (object) {
          st = state::member;
        } else {
          frame& f = stack_.back();
          f.count = 1;
          f.current = 0;
          st = state::value;
        }
        return true;
      }
      case '"': {
        std::string_view v;
        if (scan_string(in_, v, in_.scratch) == scanned::failed) return false;
        if (v.size() > std::numeric_limits<std::uint32_t>::max()) return too_large(v.size());
        b_.string(v);
        break;
      }
      case 't':
        if (!match_literal(in_, "true")) return fail_literal(in_);
        b_.boolean(true);
        break;
      case 'f':
        if (!match_literal(in_, "false")) return fail_literal(in_);
        b_.boolean(false);
        break;
      case 'n':
        if (!match_literal(in_, "null")) return fail_literal(in_);
        b_.null();
        break;
      default: {
        if (c != '-' && !is_dig(c)) return fail_literal(in_);  // "unexpected 'x'; expected a value"
        number_token t;
        if (!scan_number(in_, t)) return false;
        std::uint8_t flags = 0;
        if (t.integral) flags |= node_integral;
        if (t.negative) flags |= node_negative;
        if (static_cast<std::size_t>(t.end - t.begin) > std::numeric_limits<std::uint32_t>::max()) [[unlikely]] {
          return too_large(static_cast<std::size_t>(t.end - t.begin), "a number");
        }
        b_.number(std::string_view(t.begin, static_cast<std::size_t>(t.end - t.begin)), flags);
        break;
      }
    }
    st = state::after_value;
    return true;
  }

  /// `"name":` of the next member of the innermost object, with the check for
  /// duplicates; the cursor is left on the member's value.
  bool member() {
    frame& f = stack_.back();
    const char* at = in_.cur;
    std::string_view name;
    if (!read_member_name(in_, s_, name)) return false;
    if (name.size() > std::numeric_limits<std::uint32_t>::max()) return too_large(name.size());
    const std::size_t k = b_.key(name);
    f.current = k;
    const std::size_t level = stack_.size() - 1;
    if (names_.size() <= level) names_.resize(level + 1);
    if (k == f.node + 1) names_[level].reset();  // the object's first member
    const std::size_t earlier = names_[level].check(b_.data(), f.node, k);
    if (earlier != member_names::npos) {
      if (s_.duplicate_members == duplicates::error) {
        return in_.fail(error_code::duplicate_member,
                        duplicate_member_message(name),
                        at);
      }
      b_.shadow(earlier);
      return true;
    }
    return count_one(f);
  }

  bool count_one(frame& f) {
    if (f.count == std::numeric_limits<std::uint32_t>::max()) [[unlikely]] {
      return in_.fail(error_code::not_supported, "more than 4294967295 elements in one array or object");
    }
    ++f.count;
    return true;
  }

  void close() {
    const frame f = stack_.back();
    stack_.pop_back();
    in_.leave();
    b_.close(f.node, f.count, f.flat);
  }

  TIDYJSON_COLD bool too_large(std::size_t n, const char* what = "a string") {
    return in_.fail(error_code::token_too_large, std::string(what) + " of " + std::to_string(n) +
                                                     " bytes; a document holds strings and numbers up to 4 GiB");
  }

  /// Adds the path of the failure, innermost first, as deserialize does: a
  /// container's own segment is added when the failure is inside one of its
  /// values, not when it is in its punctuation.
  TIDYJSON_COLD void unwind() {
    for (std::size_t k = stack_.size(); k-- > 0;) {
      const frame& f = stack_[k];
      const bool inside_child = k + 1 < stack_.size() || in_value_;
      if (!inside_child) continue;
      if (f.object) {
        if (f.current != 0) in_.unwind_key(b_.data().text(f.current));
      } else {
        in_.unwind_index(f.current);
      }
    }
  }

  input& in_;
  const settings& s_;
  tape_builder b_;
  std::vector<frame> stack_;
  std::vector<member_names> names_;
  bool in_value_ = false;
};

/// Parses `text` (one JSON value, an optional byte order mark, whitespace)
/// into `d`; on failure fills `err` and returns false.
inline bool parse_document(std::string_view text, const settings& s, document_data& d, error_info& err) {
  const std::string_view body = skip_bom(text);
  d.name_matching = s.name_matching;
  d.number_handling = s.number_handling;
  // The arena never holds more than the input: strings only shrink when
  // unescaped, numbers are copied as they are.
  d.arena.reserve(body.size());
  d.nodes.reserve(body.size() / 16 + 4);
  input in(body.data(), body.size(), s.depth_limit);
  bool ok = skip_ws(in, s);
  if (ok && in.at_end()) ok = in.fail(error_code::unexpected_end, "the input is empty; expected a JSON value");
  if (ok) {
    document_parser p(in, s, d);
    ok = p.run() && skip_ws(in, s);
  }
  if (ok && !in.at_end()) {
    ok = in.fail(error_code::trailing_content, "unexpected " + in.describe_at(in.cur) + " after the JSON value");
  }
  if (!ok) [[unlikely]] {
    err = in.error();
    if (body.size() != text.size()) {
      err.offset += 3;
      if (err.line == 1) err.column += 3;
    }
    return false;
  }
  // Give back what the estimates over-reserved when it is a lot.
  if (d.arena.capacity() > 2 * d.arena.size() + 64) d.arena.shrink_to_fit();
  if (d.nodes.capacity() > 2 * d.nodes.size() + 16) d.nodes.shrink_to_fit();
  return true;
}

}  // namespace tidyjson::detail
