// tidyjson/read/input.hpp: the cursor every typed reader works on.
//
// The input is one contiguous buffer. Readers return false on failure after
// recording it here (code, message, byte offset); the path is added segment by
// segment while the failure unwinds, and line and column are computed from the
// offset only when the error is reported, so the happy path pays nothing for
// them.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "tidyjson/core/config.hpp"
#include "tidyjson/core/error.hpp"
#include "tidyjson/core/path.hpp"
#include "tidyjson/read/names.hpp"

namespace tidyjson::detail {

// The texts of the errors that more than one reader reports, written once:
// the typed readers, the skipper, the pull reader and the document parser
// must say the same thing of the same input.

/// A member name that appears twice in one object, under duplicates::error.
TIDYJSON_COLD inline std::string duplicate_member_message(std::string_view name) {
  return "duplicate member \"" + std::string(name) + "\" (tidyjson::duplicates::last_wins accepts it)";
}

/// A comma right before the bracket `close`, under trailing_commas::error.
TIDYJSON_COLD inline std::string trailing_comma_message(char close) {
  return std::string("trailing comma before '") + close + "' (tidyjson::trailing_commas::allow accepts it)";
}

/// Element reuse: the elements that reused sequences no longer need, kept
/// by type, so that a later, longer sequence takes them back with the
/// capacity of their strings and vectors instead of constructing new ones.
/// Owned by whoever reads element after element (deserialize_stream); holds
/// no more than the largest element held at once.
class element_recycler {
 public:
  template <class E>
  std::vector<E>& spares() {
    const void* key = kind<E>();
    for (const auto& s : stashes_) {
      if (s.key == key) return static_cast<stash<E>&>(*s.items).items;
    }
    stashes_.push_back({key, std::make_unique<stash<E>>()});
    return static_cast<stash<E>&>(*stashes_.back().items).items;
  }

 private:
  template <class E>
  static const void* kind() noexcept {
    static const char key = 0;
    return &key;
  }
  struct stash_base {
    virtual ~stash_base() = default;
  };
  template <class E>
  struct stash final : stash_base {
    std::vector<E> items;
  };
  struct entry {
    const void* key;
    std::unique_ptr<stash_base> items;
  };
  std::vector<entry> stashes_;
};

class input {
 public:
  input(const char* data, std::size_t size, int max_depth, bool final = true) noexcept
      : begin(data), cur(data), end(data + size), max_depth_(max_depth), final_(final) {}
  input(const input&) = delete;
  input& operator=(const input&) = delete;

  const char* begin;
  const char* cur;
  const char* end;
  std::string scratch;  ///< unescaped member names

  [[nodiscard]] TIDYJSON_ALWAYS_INLINE bool at_end() const noexcept { return cur >= end; }
  [[nodiscard]] TIDYJSON_ALWAYS_INLINE std::size_t left() const noexcept { return static_cast<std::size_t>(end - cur); }

  // ---- depth ---------------------------------------------------------------
  TIDYJSON_ALWAYS_INLINE bool enter() {
    if (++depth_ > max_depth_) [[unlikely]] return fail_depth();
    return true;
  }
  TIDYJSON_ALWAYS_INLINE void leave() noexcept { --depth_; }
  [[nodiscard]] int depth() const noexcept { return depth_; }

  // ---- failures ------------------------------------------------------------
  [[nodiscard]] bool failed() const noexcept { return code_ != error_code::none; }
  [[nodiscard]] error_code code() const noexcept { return code_; }
  /// Records a failure at `at` (default: the cursor). Always returns false.
  TIDYJSON_COLD bool fail(error_code code, std::string message, const char* at = nullptr) {
    if (code_ != error_code::none) return false;
    code_ = code;
    message_ = std::move(message);
    error_at_ = at != nullptr ? at : cur;
    return false;
  }
  /// The input ended inside a value: an error for a final buffer, a request
  /// for more input otherwise. The request's message is never shown, and is
  /// short enough for std::string to hold without allocating: a pull reader
  /// meets it at the end of nearly every buffer.
  TIDYJSON_COLD bool fail_end() {
    if (!final_) return fail(error_code::incomplete, "more input", end);
    return fail(error_code::unexpected_end, "unexpected end of input", end);
  }
  TIDYJSON_COLD void unwind_key(std::string_view key) {
    if (failed()) path_.push_key(key);
  }
  TIDYJSON_COLD void unwind_index(std::size_t i) {
    if (failed()) path_.push_index(i);
  }
  [[nodiscard]] bool is_final() const noexcept { return final_; }

  /// Element reuse (deserialize_stream's reuse_elements): values are read
  /// into what the target already holds, keeping the capacity of its strings
  /// and vectors, and the members an object lacks are reset to their
  /// defaults, so that the result equals a read into a fresh object.
  [[nodiscard]] TIDYJSON_ALWAYS_INLINE bool reuse() const noexcept { return reuse_; }
  void set_reuse(bool on, element_recycler* recycler = nullptr) noexcept {
    reuse_ = on;
    recycler_ = recycler;
  }
  /// Where reused sequences keep the elements they no longer need (may be null).
  [[nodiscard]] element_recycler* recycler() const noexcept { return recycler_; }

  // ---- resumable use (the pull reader and the streaming reader) -----------
  /// Points the input at another buffer; depth and references are kept.
  void rebase(const char* data, std::size_t size, bool final) noexcept {
    begin = cur = data;
    end = data + size;
    final_ = final;
  }
  /// Forgets a failure (after an `incomplete` that more input resolves).
  void clear_failure() noexcept {
    code_ = error_code::none;
    message_.clear();
    error_at_ = nullptr;
    path_.clear();
  }
  [[nodiscard]] const char* failure_at() const noexcept { return error_at_; }
  [[nodiscard]] const std::string& failure_message() const noexcept { return message_; }
  [[nodiscard]] std::string failure_path() const { return path_.str(); }
  void set_depth(int d) noexcept { depth_ = d; }

  /// references::preserve: objects read so far, by their "$id".
  struct referenced {
    std::shared_ptr<void> object;
    const void* type;  ///< identifies the element type (see type_key)
  };
  std::unordered_map<std::string, referenced>& references() {
    if (!refs_) refs_ = std::make_unique<std::unordered_map<std::string, referenced>>();
    return *refs_;
  }

  /// The member names of skipped objects and of unknown members, for
  /// duplicates; allocated on first use unless lend_names() gave one.
  member_name_log& names() {
    if (names_ == nullptr) {
      own_names_ = std::make_unique<member_name_log>();
      names_ = own_names_.get();
    }
    return *names_;
  }
  /// Uses `log` (emptied first) instead of a log of its own.
  void lend_names(member_name_log& log) noexcept {
    log.reset();
    names_ = &log;
  }

  /// The failure with its path, line and column.
  [[nodiscard]] error_info error() const {
    error_info e;
    e.code = code_;
    e.message = message_;
    e.path = path_.str();
    e.offset = static_cast<std::size_t>(error_at_ - begin);
    e.line = 1;
    const char* line_start = begin;
    for (const char* p = begin; p < error_at_; ++p) {
      if (*p == '\n') {
        ++e.line;
        line_start = p + 1;
      }
    }
    e.column = static_cast<std::size_t>(error_at_ - line_start) + 1;
    return e;
  }

  /// A short, printable description of the character at p ("'x'", "end of input").
  [[nodiscard]] std::string describe_at(const char* p) const {
    if (p >= end) return "end of input";
    const auto c = static_cast<unsigned char>(*p);
    if (c >= 0x20 && c < 0x7F) return std::string("'") + static_cast<char>(c) + "'";
    constexpr char hex[] = "0123456789ABCDEF";
    return std::string("byte 0x") + hex[c >> 4] + hex[c & 0xF];
  }

 private:
  TIDYJSON_COLD bool fail_depth() {
    return fail(error_code::depth_exceeded,
                "nesting deeper than the maximum depth of " + std::to_string(max_depth_) + " (tidyjson::max_depth)");
  }

  int depth_ = 0;
  int max_depth_;
  bool final_;
  bool reuse_ = false;
  element_recycler* recycler_ = nullptr;
  error_code code_ = error_code::none;
  std::string message_;
  const char* error_at_ = nullptr;
  path_builder path_;
  std::unique_ptr<std::unordered_map<std::string, referenced>> refs_;
  member_name_log* names_ = nullptr;
  std::unique_ptr<member_name_log> own_names_;
};

/// A distinct address per type, to check that a "$ref" names an object of
/// the type being read.
template <class T>
inline const void* type_key() noexcept {
  static const char key = 0;
  return &key;
}

}  // namespace tidyjson::detail
