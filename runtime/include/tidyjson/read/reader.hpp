// tidyjson/read/reader.hpp: tidyjson::reader, a resumable pull reader of JSON tokens.
//
//   tidyjson::reader r(buffer, /*is_final_block=*/false, state);
//   while (r.read()) {
//     if (r.type() == tidyjson::token::property_name && r.get_string() == "lineTotal") ...
//   }
//   if (r.needs_more()) { state = r.state(); keep buffer.substr(r.consumed()); read more; }
//
// The reader validates as strictly as deserialize (UTF-8, escapes, numbers,
// structure, depth) and never allocates per token. Given a buffer that ends in
// the middle of a token and is not the final block, read() returns false with
// needs_more(): the caller keeps the bytes after consumed(), appends more
// input, and continues with state(). The tokens are exactly those of a single
// read of the whole document, wherever the buffers are split. A token must fit
// in one buffer: when read() needs more and consumed() is 0, the caller's
// buffer holds a token it cannot complete; grow the buffer, or report
// error_code::token_too_large (stream_reader does).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "tidyjson/core/config.hpp"
#include "tidyjson/core/error.hpp"
#include "tidyjson/core/options.hpp"
#include "tidyjson/core/settings.hpp"
#include "tidyjson/read/input.hpp"
#include "tidyjson/read/scan.hpp"
#include "tidyjson/types/decimal.hpp"

namespace tidyjson {

enum class token : std::uint8_t {
  none,
  begin_object,
  end_object,
  begin_array,
  end_array,
  property_name,
  string,
  number,
  true_value,
  false_value,
  null_value,
};

/// Where a reader stopped: pass it to the next reader to continue.
class reader_state {
 public:
  reader_state() = default;
  /// The settings a reader honours: comments, trailing commas, max_depth.
  explicit reader_state(const settings& s)
      : comments_(s.comment_handling == comments::skip),
        trailing_commas_(s.trailing_comma_handling == trailing_commas::allow),
        max_depth_(s.depth_limit) {}
  explicit reader_state(const options& o) : reader_state(o.get()) {}

  /// Nesting depth at the stop (0 outside any array or object).
  [[nodiscard]] int depth() const noexcept { return static_cast<int>(stack_.size()); }
  /// Bytes consumed by all readers that carried this state.
  [[nodiscard]] std::uint64_t offset() const noexcept { return offset_; }
  [[nodiscard]] std::uint64_t line() const noexcept { return line_; }

 private:
  friend class reader;
  enum class expect : std::uint8_t { value, value_or_end, key_or_end, key, colon, comma_or_end, done };
  std::vector<std::uint8_t> stack_;  // 1 for an object, 0 for an array
  expect expect_ = expect::value;
  bool comments_ = false;
  bool trailing_commas_ = false;
  int max_depth_ = 64;
  std::uint64_t offset_ = 0;  // bytes before the current buffer
  std::uint64_t line_ = 1;
  std::uint64_t line_start_ = 0;  // offset of the first byte of the current line
};

class reader {
 public:
  explicit reader(std::string_view buffer, bool is_final_block = true, reader_state state = {})
      : state_(std::move(state)),
        settings_(make_settings(state_)),
        in_(buffer.data(), buffer.size(), state_.max_depth_, is_final_block),
        start_(buffer.data()) {
    in_.set_depth(state_.depth());
    if (state_.offset_ == 0 && state_.expect_ == reader_state::expect::value) [[unlikely]] skip_bom();
  }

  /// Moves to the next token. False at the end of the document (done()),
  /// when the buffer ends inside a token (needs_more()), or on an error
  /// (failed()).
  TIDYJSON_ALWAYS_INLINE bool read() {
    if (status_ != status::ok) [[unlikely]] return false;
    // What a needs-more return rolls back to: the expectation at the end of
    // the last token (the cursor goes back to committed_).
    const reader_state::expect expect_before = state_.expect_;
    using E = reader_state::expect;
    for (;;) {
      if (in_.cur >= in_.end) [[unlikely]] return at_buffer_end(expect_before);
      char c = *in_.cur;
      // Whitespace and comments: compact JSON has none, so one test.
      if (static_cast<unsigned char>(c) <= ' ' || c == '/') [[unlikely]] {
        if (!skip_whitespace()) return rollback(expect_before);
        if (in_.cur >= in_.end) return at_buffer_end(expect_before);
        c = *in_.cur;  // neither whitespace nor a comment: the switch judges it
      }
      switch (state_.expect_) {
        case E::comma_or_end: {
          const bool object = state_.stack_.back() != 0;
          if (c == ',') {
            comma_at_ = in_.cur;
            ++in_.cur;
            // Compact JSON: the next token starts right after the comma, so
            // read it without another trip through the loop.
            if (in_.cur < in_.end) [[likely]] {
              const char n = *in_.cur;
              if (object && n == '"') {
                state_.expect_ = E::key;
                if (!read_key()) return rollback(expect_before);
                return true;
              }
              if (!object && static_cast<unsigned char>(n) > ' ' && n != '/' && n != ']') {
                state_.expect_ = E::value;
                if (!read_value(n)) return rollback(expect_before);
                return true;
              }
            }
            state_.expect_ = object ? E::key : E::value;
            continue;
          }
          if (c == (object ? '}' : ']')) return close_container();
          return fail_after_value(object);
        }
        case E::colon:
          if (c != ':') return fail_colon();
          ++in_.cur;
          state_.expect_ = E::value;
          continue;
        case E::key:
        case E::key_or_end:
          if (c == '"') [[likely]] {
            if (!read_key()) return rollback(expect_before);
            return true;
          }
          if (c == '}') {
            if (state_.expect_ == E::key && !state_.trailing_commas_) {
              return fail_trailing_comma("trailing comma before '}' (tidyjson::trailing_commas::allow accepts it)");
            }
            return close_container();
          }
          detail::fail_member_name(in_);
          status_ = in_.code() == error_code::incomplete ? status::more : status::error;
          return rollback(expect_before);
        case E::value:
        case E::value_or_end:
          if (c == ']' && !state_.stack_.empty() && !state_.stack_.back()) {
            if (state_.expect_ == E::value && !state_.trailing_commas_) {
              return fail_trailing_comma("trailing comma before ']' (tidyjson::trailing_commas::allow accepts it)");
            }
            return close_container();
          }
          if (!read_value(c)) return rollback(expect_before);
          return true;
        case E::done:
          return fail_trailing_content();
      }
    }
  }

  [[nodiscard]] token type() const noexcept { return type_; }
  /// The depth of the current token: 0 for the top-level value; the members
  /// of an object at depth d are at d + 1, its closing brace at d.
  [[nodiscard]] int depth() const noexcept { return depth_; }
  /// The token as written: a string's content between the quotes (escapes
  /// intact), a number's text, a literal.
  [[nodiscard]] std::string_view raw() const noexcept { return raw_; }
  /// A string or property name, unescaped; valid until the next read().
  [[nodiscard]] std::string_view get_string() const noexcept { return value_; }
  /// Whether the current string or property name had escape sequences.
  [[nodiscard]] bool has_escapes() const noexcept { return escaped_; }

  /// The current number, exactly, as N (an integer, floating-point or
  /// tidyjson::decimal type); false when it does not fit or is not a number.
  template <class N>
  bool get(N& out) {
    if (type_ != token::number) return false;
    {
      std::uint64_t mag = 0;
      int scale = 0;
      bool negative = false;
      if (detail::scan_simple_number<true>(raw_.data(), raw_.data() + raw_.size(), mag, scale, negative) &&
          detail::simple_number_to(mag, scale, negative, out)) {
        return true;
      }
    }
    if constexpr (std::is_same_v<N, decimal>) {
      auto d = decimal::parse(raw_);
      if (!d) return false;
      out = *d;
      return true;
    }
    detail::input sub(raw_.data(), raw_.size(), 1);
    detail::number_token t;
    if (!detail::scan_number(sub, t)) return false;
    if constexpr (std::is_same_v<N, decimal>) {
      return false;
    } else if constexpr (std::is_floating_point_v<N>) {
      return detail::number_to_floating(sub, t, out);
    } else {
      return detail::number_to_integer(sub, t, out);
    }
  }
  /// get(), throwing tidyjson::error when the token is not such a number.
  template <class N>
  [[nodiscard]] N get() {
    N out{};
    if (!get(out)) {
      error_info e;
      e.code = type_ == token::number ? error_code::out_of_range : error_code::type_mismatch;
      e.message = "the token " + std::string(raw_) + " is not a number that fits the requested type";
      e.offset = token_offset();
      detail::raise(std::move(e));
    }
    return out;
  }

  /// Skips the children of the current begin_object or begin_array (the
  /// reader then stands on the matching end token). False, with nothing
  /// consumed, when the buffer ends before the matching end: provide more
  /// input and call skip() again.
  bool skip() {
    if (type_ != token::begin_object && type_ != token::begin_array) return true;
    const int target = depth_;
    const reader_state saved = state_;
    const char* saved_cur = in_.cur;
    const char* saved_commit = committed_;
    const int saved_in_depth = in_.depth();
    while (read()) {
      if ((type_ == token::end_object || type_ == token::end_array) && depth_ == target) return true;
    }
    if (status_ == status::more) {
      state_ = saved;
      in_.cur = saved_cur;
      committed_ = saved_commit;
      in_.set_depth(saved_in_depth);
    }
    return false;
  }

  [[nodiscard]] bool done() const noexcept { return status_ == status::done; }
  [[nodiscard]] bool needs_more() const noexcept { return status_ == status::more; }
  [[nodiscard]] bool failed() const noexcept { return status_ == status::error; }

  /// The failure, with its line and column in the whole document.
  [[nodiscard]] error_info error() const {
    error_info e;
    e.code = in_.code();
    e.message = in_.failure_message();
    const char* at = in_.failure_at() != nullptr ? in_.failure_at() : in_.cur;
    e.offset = state_.offset_ + static_cast<std::size_t>(at - start_);
    std::uint64_t line = 0;
    std::uint64_t line_start = 0;
    line_of(at, line, line_start);
    e.line = static_cast<std::size_t>(line);
    e.column = static_cast<std::size_t>(e.offset - line_start) + 1;
    e.path = "$";
    return e;
  }

  /// Bytes of this buffer consumed: everything up to the end of the last
  /// complete token. Bytes after it must be given again.
  [[nodiscard]] std::size_t consumed() const noexcept { return static_cast<std::size_t>(committed_ - start_); }

  /// The state to continue from, with the bytes after consumed().
  [[nodiscard]] reader_state state() const {
    reader_state s = state_;
    s.offset_ = state_.offset_ + consumed();
    line_of(committed_, s.line_, s.line_start_);
    return s;
  }

  /// Offset of the current token in the whole document.
  [[nodiscard]] std::uint64_t token_offset() const noexcept {
    return state_.offset_ + static_cast<std::uint64_t>(token_at_ - start_);
  }

 private:
  enum class status : std::uint8_t { ok, done, more, error };

  static settings make_settings(const reader_state& st) {
    settings s;
    s.comment_handling = st.comments_ ? comments::skip : comments::reject;
    s.trailing_comma_handling = st.trailing_commas_ ? trailing_commas::allow : trailing_commas::reject;
    s.depth_limit = st.max_depth_;
    return s;
  }

  bool fail(error_code code, std::string message, const char* at = nullptr) {
    in_.fail(code, std::move(message), at);
    status_ = status::error;
    return false;
  }
  /// At the comma (whitespace and comments may sit between it and the
  /// closing bracket).
  TIDYJSON_NOINLINE bool fail_trailing_comma(const char* message) {
    return fail(error_code::trailing_comma, message, comma_at_);
  }
  // The errors read() can meet, out of line: read() itself is inlined into
  // the caller's loop.
  TIDYJSON_NOINLINE bool fail_after_value(bool object) {
    return fail(error_code::unexpected_character, std::string("expected ',' or '") + (object ? '}' : ']') +
                                                      "' after a value, got " + in_.describe_at(in_.cur));
  }
  TIDYJSON_NOINLINE bool fail_colon() {
    return fail(error_code::unexpected_character, "expected ':' after a member name, got " + in_.describe_at(in_.cur));
  }
  TIDYJSON_NOINLINE bool fail_trailing_content() {
    return fail(error_code::trailing_content, "unexpected " + in_.describe_at(in_.cur) + " after the JSON value");
  }
  bool fail_expected_here(std::string_view what) {
    detail::fail_expected(in_, what);
    status_ = in_.code() == error_code::incomplete ? status::more : status::error;
    return false;
  }
  /// A lexer failure: more input (the caller rolls back), or an error.
  bool lexer_failed() {
    if (in_.code() == error_code::incomplete) {
      in_.clear_failure();
      status_ = status::more;
    } else {
      status_ = status::error;
    }
    return false;
  }

  /// Needs more input: back to the end of the last complete token, with the
  /// expectation of that point. (Lines are counted only when asked for, so
  /// there is no line count to roll back.)
  bool rollback(reader_state::expect expect) {
    if (status_ != status::more) return false;
    in_.cur = committed_;
    state_.expect_ = expect;
    return false;
  }

  /// The end of the buffer, between tokens: the end of the document, a
  /// request for more input, or an error in a final buffer.
  TIDYJSON_NOINLINE bool at_buffer_end(reader_state::expect expect_before) {
    if (state_.expect_ == reader_state::expect::done) {
      commit();
      status_ = in_.is_final() ? status::done : status::more;
      return false;
    }
    if (in_.is_final()) {
      in_.fail(error_code::unexpected_end, "unexpected end of input");
      status_ = status::error;
      return false;
    }
    status_ = status::more;
    return rollback(expect_before);
  }

  TIDYJSON_ALWAYS_INLINE void commit() noexcept { committed_ = in_.cur; }

  /// A UTF-8 byte order mark at the start of the document is consumed (as
  /// deserialize does); a buffer holding only the start of one needs more.
  void skip_bom() noexcept {
    static constexpr char bom[] = "\xEF\xBB\xBF";
    const std::size_t have = static_cast<std::size_t>(in_.end - in_.cur);
    if (have >= 3) {
      if (std::memcmp(in_.cur, bom, 3) == 0) {
        in_.cur += 3;
        commit();
      }
    } else if (have > 0 && !in_.is_final() && std::memcmp(in_.cur, bom, have) == 0) {
      status_ = status::more;  // consumed() is 0: the caller gives these bytes again
    }
  }

  /// The line of the byte at p in this buffer, and the document offset of the
  /// first byte of that line. Counted from the buffer's start on demand
  /// (errors, state()), so reading tokens never counts newlines.
  void line_of(const char* p, std::uint64_t& line, std::uint64_t& line_start) const noexcept {
    line = state_.line_;
    line_start = state_.line_start_;
    const char* q = start_;
    while (q < p) {
      const void* nl = std::memchr(q, '\n', static_cast<std::size_t>(p - q));
      if (nl == nullptr) break;
      q = static_cast<const char*>(nl) + 1;
      ++line;
      line_start = state_.offset_ + static_cast<std::uint64_t>(q - start_);
    }
  }

  // Whitespace and comments; everything skipped is consumed with the next
  // token.
  bool skip_whitespace() {
    const char* p = in_.cur;
    const char* const e = in_.end;
    for (;;) {
      while (p < e && (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\r')) ++p;
      if (p < e && *p == '/') {
        in_.cur = p;
        if (!state_.comments_) return fail(error_code::comment, "comments are not allowed (tidyjson::comments::skip accepts them)");
        if (!detail::skip_comment(in_, settings_)) return lexer_failed();
        p = in_.cur;
        continue;
      }
      break;
    }
    in_.cur = p;
    return true;
  }

  TIDYJSON_ALWAYS_INLINE bool scan_string_token() {
    const char* at = in_.cur;
    token_at_ = at;
    std::string_view v;
    const detail::scanned r = detail::scan_string(in_, v, scratch_);
    if (r == detail::scanned::failed) return lexer_failed();
    escaped_ = r == detail::scanned::decoded;
    value_ = v;
    raw_ = std::string_view(at + 1, static_cast<std::size_t>(in_.cur - at - 2));
    depth_ = in_.depth();
    return true;
  }

  /// A member name at the cursor. The colon after it is consumed with it
  /// when it follows at once (compact JSON), which saves a state.
  TIDYJSON_ALWAYS_INLINE bool read_key() {
    if (!scan_string_token()) return false;
    type_ = token::property_name;
    if (in_.cur < in_.end && *in_.cur == ':') [[likely]] {
      ++in_.cur;
      state_.expect_ = reader_state::expect::value;
    } else {
      state_.expect_ = reader_state::expect::colon;
    }
    commit();
    return true;
  }

  bool after_value() {
    state_.expect_ = state_.stack_.empty() ? reader_state::expect::done : reader_state::expect::comma_or_end;
    commit();
    return true;
  }

  TIDYJSON_ALWAYS_INLINE bool read_value(char c) {
    using E = reader_state::expect;
    depth_ = in_.depth();
    token_at_ = in_.cur;
    switch (c) {
      case '{':
      case '[':
        if (!in_.enter()) {
          status_ = status::error;
          return false;
        }
        raw_ = std::string_view(in_.cur, 1);
        ++in_.cur;
        state_.stack_.push_back(c == '{' ? 1 : 0);
        type_ = c == '{' ? token::begin_object : token::begin_array;
        state_.expect_ = c == '{' ? E::key_or_end : E::value_or_end;
        commit();
        return true;
      case '"':
        if (!scan_string_token()) return false;
        type_ = token::string;
        return after_value();
      case 't':
      case 'f':
      case 'n': {
        const char* at = in_.cur;
        const std::string_view word = c == 't' ? "true" : c == 'f' ? "false" : "null";
        if (!detail::match_literal(in_, word)) {
          detail::fail_literal(in_);
          return lexer_failed();
        }
        raw_ = std::string_view(at, word.size());
        type_ = c == 't' ? token::true_value : c == 'f' ? token::false_value : token::null_value;
        return after_value();
      }
      default: {
        const char* at = in_.cur;
        std::uint64_t mag = 0;
        int scale = 0;
        bool negative = false;
        if (const char* end = detail::scan_simple_number(at, in_.end, mag, scale, negative)) [[likely]] {
          in_.cur = end;
        } else {
          detail::number_token t;
          if (!detail::scan_number(in_, t)) return lexer_failed();
        }
        raw_ = std::string_view(at, static_cast<std::size_t>(in_.cur - at));
        type_ = token::number;
        return after_value();
      }
    }
  }

  bool close_container() {
    const bool object = state_.stack_.back() != 0;
    raw_ = std::string_view(in_.cur, 1);
    ++in_.cur;
    state_.stack_.pop_back();
    in_.leave();
    depth_ = in_.depth();
    token_at_ = in_.cur - 1;
    type_ = object ? token::end_object : token::end_array;
    return after_value();
  }

  reader_state state_;
  settings settings_;
  detail::input in_;
  const char* start_;
  const char* committed_ = start_;
  const char* comma_at_ = nullptr;
  const char* token_at_ = start_;
  std::string scratch_;
  std::string_view value_;
  std::string_view raw_;
  token type_ = token::none;
  int depth_ = 0;
  bool escaped_ = false;
  status status_ = status::ok;
};

}  // namespace tidyjson
