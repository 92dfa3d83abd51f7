// tidyjson/read/reader.hpp: tidyjson::reader, a resumable pull reader of JSON tokens.
//
//   tidyjson::reader r(buffer, /*is_final_block=*/false, state);
//   while (r.read()) {
//     if (r.type() == tidyjson::token::property_name && r.get_string() == "lineTotal") ...
//   }
//   if (r.needs_more()) { used = r.consumed(); state = std::move(r).state(); keep buffer.substr(used); read more; }
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
#include <type_traits>
#include <vector>

#include "tidyjson/core/config.hpp"
#include "tidyjson/core/error.hpp"
#include "tidyjson/core/options.hpp"
#include "tidyjson/core/settings.hpp"
#include "tidyjson/read/input.hpp"
#include "tidyjson/read/scan.hpp"
#include "tidyjson/types/decimal.hpp"

// read_each's callback is inlined into its loop, whatever the inliner's
// budget says (clang's statement attribute; other compilers decide).
#if defined(__clang__)
#define TIDYJSON_DETAIL_INLINE_CALL [[clang::always_inline]]
#else
#define TIDYJSON_DETAIL_INLINE_CALL
#endif

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

class reader;

/// One token: what a reader's accessors describe after read(), and what
/// read_each hands its callback. Valid until the next token is read (a
/// string with escapes is unescaped into the reader's buffer).
class token_view {
 public:
  [[nodiscard]] token type() const noexcept { return type_; }
  /// The depth of the token: 0 for the top-level value; the members of an
  /// object at depth d are at d + 1, its closing brace at d.
  [[nodiscard]] int depth() const noexcept { return depth_; }
  /// The token as written: a string's content between the quotes (escapes
  /// intact), a number's text, a literal.
  [[nodiscard]] std::string_view raw() const noexcept { return raw_; }
  /// A string or property name, unescaped; empty for any other token.
  [[nodiscard]] std::string_view get_string() const noexcept { return is_text() ? value_ : std::string_view(); }
  /// Whether the string or property name had escape sequences (false for
  /// any other token).
  [[nodiscard]] bool has_escapes() const noexcept { return is_text() && escaped_; }
  /// Offset of the token in the whole document.
  [[nodiscard]] std::uint64_t offset() const noexcept;

  /// The number, exactly, as N (an integer, floating-point or
  /// tidyjson::decimal type); false when it does not fit or is not a number.
  template <class N>
  TIDYJSON_ALWAYS_INLINE bool get(N& out) const {
    if (type_ != token::number) return false;
    // A plain number was converted while it was scanned.
    if (simple_ && detail::simple_number_to(mag_, scale_, negative_, out)) [[likely]] return true;
    return number_from_text(raw_, out);
  }
  /// get(), throwing tidyjson::error when the token is not such a number.
  /// In line, with the error out of line: a caller's token that the
  /// compiler keeps in registers stays there.
  template <class N>
  [[nodiscard]] TIDYJSON_ALWAYS_INLINE N get() const {
    N out{};
    if (!get(out)) [[unlikely]] raise_not_a_number(owner_, type_, raw_);
    return out;
  }

 private:
  friend class reader;
  /// get<N>()'s error: the token's values, not the token (see get<N>()).
  /// (Out of line: TIDYJSON_NOINLINE is on the definition, below reader.)
  [[noreturn]] static void raise_not_a_number(const reader* owner, token type, std::string_view raw);
  /// get() the general way, from the number's text. Takes the text, not the
  /// token, so that a token the compiler keeps in registers stays there.
  template <class N>
  TIDYJSON_NOINLINE static bool number_from_text(std::string_view raw, N& out) {
    if constexpr (std::is_same_v<N, decimal>) {
      auto d = decimal::parse(raw);
      if (!d) return false;
      out = *d;
      return true;
    } else {
      detail::input sub(raw.data(), raw.size(), 1);
      detail::number_token t;
      if (!detail::scan_number(sub, t)) return false;
      if constexpr (std::is_floating_point_v<N>) {
        return detail::number_to_floating(sub, t, out);
      } else {
        return detail::number_to_integer(sub, t, out);
      }
    }
  }
  /// Where the token starts in its buffer: raw() less a string's quote.
  [[nodiscard]] const char* start() const noexcept { return raw_.data() - (is_text() ? 1 : 0); }
  /// A string or a property name: the kinds whose value_ and escaped_ are
  /// theirs. Other tokens leave both as an earlier token set them (read_each
  /// does not clear them at every token), which the accessors never show.
  /// In a read_each callback the kind is known where the token is made, so
  /// the test costs nothing there.
  [[nodiscard]] bool is_text() const noexcept { return type_ == token::string || type_ == token::property_name; }

  std::string_view raw_;
  std::string_view value_;
  const reader* owner_ = nullptr;
  std::uint64_t mag_ = 0;  // a plain number's digits (simple_), without the point
  int scale_ = 0;          // and how many of them follow the point
  token type_ = token::none;
  int depth_ = 0;
  bool escaped_ = false;
  bool negative_ = false;
  bool simple_ = false;  // a number of at most 18 digits without an exponent
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
              return fail_trailing_comma('}');
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
              return fail_trailing_comma(']');
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

  /// Reads tokens until the end of the buffer or of the document, and calls
  /// `on(const tidyjson::token_view&)` for each; a callback that returns bool
  /// stops the reading by returning false (the reader then stands on that
  /// token). Afterwards the reader is where read() would have left it after
  /// the same tokens: done(), needs_more() or failed(), consumed(), state()
  /// and the current token alike. Returns true when the callback stopped it.
  ///
  /// The batch form of read(): the tokens, their order and every error are
  /// read()'s, but compact JSON is read in one loop that keeps the position,
  /// the expectation and the nesting in registers and commits once, at the
  /// end. Anything else (whitespace, comments, a token the buffer cuts off,
  /// an error) goes through read() for that token. The callback must not
  /// use the reader itself.
  ///
  /// Always in line in the caller, so that the callback's own variables stay
  /// the caller's locals rather than memory reached through the lambda.
  template <class F>
  TIDYJSON_ALWAYS_INLINE bool read_each(F&& on) {
    while (status_ == status::ok) {
      if (!read_compact(on)) return true;
      if (!read()) return false;
      if (!deliver(on, tok_)) return true;
    }
    return false;
  }

  [[nodiscard]] token type() const noexcept { return tok_.type_; }
  /// The depth of the current token: 0 for the top-level value; the members
  /// of an object at depth d are at d + 1, its closing brace at d.
  [[nodiscard]] int depth() const noexcept { return tok_.depth_; }
  /// The token as written: a string's content between the quotes (escapes
  /// intact), a number's text, a literal.
  [[nodiscard]] std::string_view raw() const noexcept { return tok_.raw_; }
  /// A string or property name, unescaped, valid until the next read();
  /// empty for any other token.
  [[nodiscard]] std::string_view get_string() const noexcept { return tok_.get_string(); }
  /// Whether the current string or property name had escape sequences.
  [[nodiscard]] bool has_escapes() const noexcept { return tok_.has_escapes(); }
  /// The current token as a whole.
  [[nodiscard]] const token_view& current() const noexcept { return tok_; }

  /// The current number, exactly, as N (an integer, floating-point or
  /// tidyjson::decimal type); false when it does not fit or is not a number.
  template <class N>
  bool get(N& out) const {
    return tok_.get(out);
  }
  /// get(), throwing tidyjson::error when the token is not such a number.
  template <class N>
  [[nodiscard]] N get() const {
    return tok_.template get<N>();
  }

  /// Skips the children of the current begin_object or begin_array (the
  /// reader then stands on the matching end token). False, with nothing
  /// consumed, when the buffer ends before the matching end: provide more
  /// input and call skip() again.
  bool skip() {
    if (tok_.type_ != token::begin_object && tok_.type_ != token::begin_array) return true;
    const int target = tok_.depth_;
    const reader_state saved = state_;
    const char* saved_cur = in_.cur;
    const char* saved_commit = committed_;
    const int saved_in_depth = in_.depth();
    while (read()) {
      if ((tok_.type_ == token::end_object || tok_.type_ == token::end_array) && tok_.depth_ == target) return true;
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
  [[nodiscard]] reader_state state() const& {
    reader_state s = state_;
    s.offset_ = state_.offset_ + consumed();
    line_of(committed_, s.line_, s.line_start_);
    return s;
  }
  /// state(), taking the reader's own nesting rather than copying it. A loop
  /// that hands the state from each buffer's reader to the next this way
  /// (`reader r(buffer, eof, std::move(state))`, then
  /// `state = std::move(r).state()`) allocates nothing once it has been as
  /// deep as the document goes. The reader is done with after: call nothing
  /// on it but its destructor.
  [[nodiscard]] reader_state state() && {
    std::uint64_t line = 0;
    std::uint64_t line_start = 0;
    line_of(committed_, line, line_start);
    const std::uint64_t offset = state_.offset_ + consumed();
    reader_state s = std::move(state_);
    s.offset_ = offset;
    s.line_ = line;
    s.line_start_ = line_start;
    return s;
  }

  /// Offset of the current token in the whole document.
  [[nodiscard]] std::uint64_t token_offset() const noexcept { return offset_of(tok_); }

 private:
  friend class token_view;
  enum class status : std::uint8_t { ok, done, more, error };

  [[nodiscard]] std::uint64_t offset_of(const token_view& t) const noexcept {
    return t.type_ == token::none ? state_.offset_ : state_.offset_ + static_cast<std::uint64_t>(t.start() - start_);
  }

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
  TIDYJSON_NOINLINE bool fail_trailing_comma(char close) {
    return fail(error_code::trailing_comma, detail::trailing_comma_message(close), comma_at_);
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

  /// Calls a read_each callback; false when it asks to stop.
  template <class F>
  static TIDYJSON_ALWAYS_INLINE bool deliver(F& on, const token_view& t) {
    if constexpr (std::is_void_v<std::invoke_result_t<F&, const token_view&>>) {
      TIDYJSON_DETAIL_INLINE_CALL on(t);
      return true;
    } else {
      TIDYJSON_DETAIL_INLINE_CALL return static_cast<bool>(on(t));
    }
  }

  /// read_each's loop: tokens are read and handed to `on` with the reader's
  /// position in a local variable and the expectation in the program
  /// counter (one label per state, no dispatch on a stored state), until a
  /// byte that read() must judge: a comment, an error, anything cut off by
  /// the end of the buffer. The state is then stored back as of the end of
  /// the last token handed out (where read() would have committed), and
  /// read() goes on from there. False when the callback asked to stop.
  ///
  /// The callback is inlined where each kind of token is complete, so that
  /// a callback switching on the token's type finds it constant there. The
  /// end of the last token and the expectation after it are not kept up to
  /// date at every token: both follow from the last token itself, and are
  /// worked out once, on the way out (committed_after), which leaves the
  /// loop fewer values to keep in registers.
  template <class F>
  TIDYJSON_ALWAYS_INLINE bool read_compact(F& on) {
    using E = reader_state::expect;
    std::vector<std::uint8_t>& stack = state_.stack_;
    // The nesting, in a register: bit i is 1 when the container i levels out
    // from the innermost is an object. 63 levels fit; deeper, read() takes
    // the tokens one at a time (see max_nest).
    if (stack.size() > static_cast<std::size_t>(max_nest)) return true;
    std::uint64_t nest = 0;
    for (const std::uint8_t object : stack) nest = (nest << 1) | object;
    // How far each open container is, 4 bits a level (the innermost lowest):
    // the commas read in it, which with the depth picks the guess of the
    // next member name's length (name_guess). It only steers guesses, so it
    // may start from 0 in the middle of an object, and a count past 15 may
    // carry into the enclosing level's.
    std::uint64_t ords = 0;
    const int depth_limit = state_.max_depth_ < max_nest ? state_.max_depth_ : max_nest;
    const char* const e = in_.end;
    const char* const begin = in_.cur;
    const char* p = begin;
    token_view t = tok_;
    bool delivered = false;
    bool go_on = true;
    char c = 0;
    int depth = static_cast<int>(stack.size());
    switch (state_.expect_) {
      case E::value: goto want_value;
      case E::value_or_end: goto want_value_or_end;
      case E::key_or_end: goto want_key_or_end;
      case E::comma_or_end: goto want_comma_or_end;
      case E::colon: goto want_colon;
      case E::key:
      case E::done: goto slow;
    }

  // Each state takes the next byte; whitespace (a run of it at once, out of
  // line: compact JSON has none) is skipped where it comes, anything else
  // unexpected (a comment too) goes to read().
  want_value:
    if (p >= e) goto slow;
    c = *p;
    goto value;
  want_value_or_end:
    if (p >= e) goto slow;
    c = *p;
    if (c == ']') goto close;
    if (detail::is_ws(c)) {
      p = skip_blanks(p);
      goto want_value_or_end;
    }
    goto value;
  want_key_or_end:
    if (p >= e) goto slow;
    c = *p;
    if (c == '"') goto key;
    if (c == '}') goto close;
    if (detail::is_ws(c)) {
      p = skip_blanks(p);
      goto want_key_or_end;
    }
    goto slow;
  want_key:  // after a comma: a '}' is a trailing comma, which read() judges
    if (p >= e) goto slow;
    c = *p;
    if (c == '"') goto key;
    if (detail::is_ws(c)) {
      p = skip_blanks(p);
      goto want_key;
    }
    goto slow;
  want_comma_or_end:
    if (p >= e) goto slow;
    c = *p;
    if (c == ',') [[likely]] {
      ++p;
      ++ords;
      // Compact JSON: a member's name right after the comma.
      if ((nest & 1) != 0) {
        if (p < e && *p == '"') [[likely]] goto key;
        goto want_key;
      }
      goto want_value;  // a ']' there is a trailing comma: the value's switch sends it to read()
    }
    // The bracket that closes this container (the other one is read()'s
    // error), tested without working out which one it is first.
    if (c == '}') {
      if ((nest & 1) != 0) goto close;
      goto slow;
    }
    if (c == ']') {
      if ((nest & 1) == 0) goto close;
      goto slow;
    }
    if (detail::is_ws(c)) {
      p = skip_blanks(p);
      goto want_comma_or_end;
    }
    goto slow;
  want_colon:
    if (p >= e) goto slow;
    c = *p;
    if (c == ':') {
      ++p;
      goto want_value;
    }
    if (detail::is_ws(c)) {
      p = skip_blanks(p);
      goto want_colon;
    }
    goto slow;

  key : {
    if (const char* q = detail::guessed_name_end(p + 1, e, name_guess(depth, ords))) [[likely]] {
      set_plain(t, p + 1, q);
      p = q + 1;
    } else {
      in_.cur = p;
      std::string_view v;
      const detail::scanned r = detail::scan_string_rest(in_, v, scratch_);
      if (r == detail::scanned::failed) {
        in_.clear_failure();
        goto slow;
      }
      t.raw_ = std::string_view(p + 1, static_cast<std::size_t>(in_.cur - p - 2));
      t.value_ = v;
      t.escaped_ = r == detail::scanned::decoded;
      p = in_.cur;
    }
    t.type_ = token::property_name;
    t.depth_ = depth;
    delivered = true;
    // The colon right after the name is consumed with it, as read() does.
    if (p < e && *p == ':') [[likely]] {
      ++p;
      if (!deliver(on, t)) goto stopped;
      goto want_value;
    }
    if (!deliver(on, t)) goto stopped;
    goto want_colon;
  }

  value:
    switch (c) {
      case '{':
        if (depth >= depth_limit) goto slow;  // read() reports it, or goes deeper
        t.depth_ = depth;
        nest = (nest << 1) | 1;
        ords <<= 4;
        ++depth;
        t.raw_ = std::string_view(p, 1);
        t.type_ = token::begin_object;
        ++p;
        delivered = true;
        if (!deliver(on, t)) goto stopped;
        goto want_key_or_end;
      case '[':
        if (depth >= depth_limit) goto slow;
        t.depth_ = depth;
        nest <<= 1;
        ords <<= 4;
        ++depth;
        t.raw_ = std::string_view(p, 1);
        t.type_ = token::begin_array;
        ++p;
        delivered = true;
        if (!deliver(on, t)) goto stopped;
        goto want_value_or_end;
      case '"': {
        if (const char* q = detail::plain_string_end(p + 1, e)) [[likely]] {
          set_plain(t, p + 1, q);
          p = q + 1;
        } else {
          in_.cur = p;
          std::string_view v;
          const detail::scanned r = detail::scan_string_rest(in_, v, scratch_);
          if (r == detail::scanned::failed) {
            in_.clear_failure();
            goto slow;
          }
          t.raw_ = std::string_view(p + 1, static_cast<std::size_t>(in_.cur - p - 2));
          t.value_ = v;
          t.escaped_ = r == detail::scanned::decoded;
          p = in_.cur;
        }
        t.type_ = token::string;
        t.depth_ = depth;
        delivered = true;
        if (!deliver(on, t)) goto stopped;
        if (depth != 0) goto want_comma_or_end;
        goto out;
      }
      case 't':
        if (e - p < 4 || std::memcmp(p, "true", 4) != 0) goto slow;
        t.raw_ = std::string_view(p, 4);
        t.type_ = token::true_value;
        p += 4;
        goto scalar;
      case 'f':
        if (e - p < 5 || std::memcmp(p, "false", 5) != 0) goto slow;
        t.raw_ = std::string_view(p, 5);
        t.type_ = token::false_value;
        p += 5;
        goto scalar;
      case 'n':
        if (e - p < 4 || std::memcmp(p, "null", 4) != 0) goto slow;
        t.raw_ = std::string_view(p, 4);
        t.type_ = token::null_value;
        p += 4;
        goto scalar;
      case ' ':
      case '\n':
      case '\r':
      case '\t':
        p = skip_blanks(p);
        goto want_value;
      default: {
        std::uint64_t mag = 0;
        int scale = 0;
        bool negative = false;
        const char* end = detail::scan_simple_number(p, e, mag, scale, negative);
        if (end == nullptr) goto slow;  // not a plain number, or cut off: read() judges it
        t.mag_ = mag;
        t.scale_ = scale;
        t.negative_ = negative;
        t.raw_ = std::string_view(p, static_cast<std::size_t>(end - p));
        t.type_ = token::number;
        t.simple_ = true;
        p = end;
        t.depth_ = depth;
        delivered = true;
        if (!deliver(on, t)) goto stopped;
        if (depth != 0) goto want_comma_or_end;
        goto out;
      }
    }

  close:
    t.raw_ = std::string_view(p, 1);
    t.type_ = (nest & 1) != 0 ? token::end_object : token::end_array;
    nest >>= 1;
    ords >>= 4;
    --depth;
    ++p;
    goto scalar;
  scalar:
    // A value is complete (literals and closing brackets come here).
    t.depth_ = depth;
    delivered = true;
    if (!deliver(on, t)) goto stopped;
    if (depth != 0) goto want_comma_or_end;
    goto out;

  stopped:
    go_on = false;
  slow:
  out:
    if (delivered) {
      const char* const end = settle(t.raw_.data(), t.type_, depth);
      in_.cur = end;
      committed_ = end;
    } else {
      in_.cur = begin;  // a string that failed to scan moved it
      committed_ = begin;
    }
    // The nesting back into the state.
    stack.resize(static_cast<std::size_t>(depth));
    for (auto i = static_cast<std::size_t>(depth); i-- > 0; nest >>= 1) stack[i] = static_cast<std::uint8_t>(nest & 1);
    in_.set_depth(depth);
    return go_on;
  }

  /// The guess of the length of the name of the member read at `depth`,
  /// after the members counted in the low 4 bits of `ords`.
  TIDYJSON_ALWAYS_INLINE std::uint8_t& name_guess(int depth, std::uint64_t ords) noexcept {
    return name_guesses_[(static_cast<unsigned>(depth & 7) << 4) | static_cast<unsigned>(ords & 15)];
  }

  /// read_compact's last token, read again from where it starts (`raw`, its
  /// raw() as handed out) into tok_, as read() would have left it: only its
  /// start and kind have to outlive the loop, not all of its parts. Returns
  /// committed_after's end. `depth` is the nesting after the token.
  TIDYJSON_NOINLINE const char* settle(const char* raw, token type, int depth) noexcept {
    token_view& t = tok_;
    t.type_ = type;
    t.depth_ = depth;
    switch (type) {
      case token::begin_object:
      case token::begin_array:
        t.depth_ = depth - 1;
        t.raw_ = std::string_view(raw, 1);
        break;
      case token::end_object:
      case token::end_array: t.raw_ = std::string_view(raw, 1); break;
      case token::true_value:
      case token::null_value: t.raw_ = std::string_view(raw, 4); break;
      case token::false_value: t.raw_ = std::string_view(raw, 5); break;
      case token::number: {
        const char* end = detail::scan_simple_number(raw, in_.end, t.mag_, t.scale_, t.negative_);
        t.raw_ = std::string_view(raw, static_cast<std::size_t>(end - raw));
        t.simple_ = true;
        break;
      }
      default: {  // a string or a property name: read_compact read it whole
        in_.cur = raw - 1;
        std::string_view v;
        const detail::scanned r = detail::scan_string_rest(in_, v, scratch_);
        t.raw_ = std::string_view(raw, static_cast<std::size_t>(in_.cur - raw - 1));
        t.value_ = v;
        t.escaped_ = r == detail::scanned::decoded;
        break;
      }
    }
    return committed_after(t, depth);
  }

  /// The deepest nesting read_compact keeps in its register.
  static constexpr int max_nest = 63;

  /// Past the run of whitespace (space, tab, CR, LF) at p, which holds one.
  TIDYJSON_NOINLINE const char* skip_blanks(const char* p) noexcept {
    blanks_ = true;
    ++p;
    while (p < in_.end && detail::is_ws(*p)) ++p;
    return p;
  }

  /// A string without escapes from `begin` to `end` (its closing quote): the
  /// text as written and as read are the same bytes, both set from the same
  /// registers rather than one copied from the other.
  static TIDYJSON_ALWAYS_INLINE void set_plain(token_view& t, const char* begin, const char* end) noexcept {
    const auto n = static_cast<std::size_t>(end - begin);
    t.raw_ = std::string_view(begin, n);
    t.value_ = std::string_view(begin, n);
    t.escaped_ = false;
  }

  /// Where read() would have committed after the token t, read in compact
  /// JSON at nesting depth `depth` (the depth after it), and the expectation
  /// there, which goes to state_: the end of the token; a string's closing
  /// quote with it; a member name's colon too when it follows at once.
  const char* committed_after(const token_view& t, int depth) noexcept {
    using E = reader_state::expect;
    const char* end = t.raw_.data() + t.raw_.size();
    switch (t.type_) {
      case token::property_name:
        ++end;  // the closing quote
        if (end < in_.end && *end == ':') {
          ++end;
          state_.expect_ = E::value;
        } else {
          state_.expect_ = E::colon;
        }
        return end;
      case token::begin_object: state_.expect_ = E::key_or_end; return end;
      case token::begin_array: state_.expect_ = E::value_or_end; return end;
      case token::string: ++end; break;
      default: break;
    }
    state_.expect_ = depth == 0 ? E::done : E::comma_or_end;
    return end;
  }

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
    // Only whitespace and comments hold newlines (in a string one is an
    // error, reported at it): compact JSON needs no search.
    if (!blanks_) return;
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
    blanks_ = true;
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
    std::string_view v;
    const detail::scanned r = detail::scan_string(in_, v, scratch_);
    if (r == detail::scanned::failed) return lexer_failed();
    tok_.escaped_ = r == detail::scanned::decoded;
    tok_.value_ = v;
    tok_.raw_ = std::string_view(at + 1, static_cast<std::size_t>(in_.cur - at - 2));
    tok_.depth_ = in_.depth();
    return true;
  }

  /// A member name at the cursor. The colon after it is consumed with it
  /// when it follows at once (compact JSON), which saves a state.
  TIDYJSON_ALWAYS_INLINE bool read_key() {
    if (!scan_string_token()) return false;
    tok_.type_ = token::property_name;
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
    tok_.depth_ = in_.depth();
    switch (c) {
      case '{':
      case '[':
        if (!in_.enter()) {
          status_ = status::error;
          return false;
        }
        tok_.raw_ = std::string_view(in_.cur, 1);
        ++in_.cur;
        state_.stack_.push_back(c == '{' ? 1 : 0);
        tok_.type_ = c == '{' ? token::begin_object : token::begin_array;
        state_.expect_ = c == '{' ? E::key_or_end : E::value_or_end;
        commit();
        return true;
      case '"':
        if (!scan_string_token()) return false;
        tok_.type_ = token::string;
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
        tok_.raw_ = std::string_view(at, word.size());
        tok_.type_ = c == 't' ? token::true_value : c == 'f' ? token::false_value : token::null_value;
        return after_value();
      }
      default: {
        const char* at = in_.cur;
        if (const char* end = detail::scan_simple_number(at, in_.end, tok_.mag_, tok_.scale_, tok_.negative_))
            [[likely]] {
          in_.cur = end;
          tok_.simple_ = true;
        } else {
          // Any value may come here: what starts none is "expected a value".
          if (*at != '-' && !detail::is_dig(*at)) {
            detail::fail_expected(in_, "a value");
            return lexer_failed();
          }
          detail::number_token t;
          if (!detail::scan_number(in_, t)) return lexer_failed();
          tok_.simple_ = false;
        }
        tok_.raw_ = std::string_view(at, static_cast<std::size_t>(in_.cur - at));
        tok_.type_ = token::number;
        return after_value();
      }
    }
  }

  bool close_container() {
    const bool object = state_.stack_.back() != 0;
    tok_.raw_ = std::string_view(in_.cur, 1);
    ++in_.cur;
    state_.stack_.pop_back();
    in_.leave();
    tok_.depth_ = in_.depth();
    tok_.type_ = object ? token::end_object : token::end_array;
    return after_value();
  }

  reader_state state_;
  settings settings_;
  detail::input in_;
  const char* start_;
  const char* committed_ = start_;
  const char* comma_at_ = nullptr;
  std::string scratch_;
  bool blanks_ = false;  // whitespace or a comment skipped in this buffer (line_of)
  /// read_each's guesses of member names' lengths (detail::guessed_name_end),
  /// one per depth (modulo 8) and place in the object (modulo 16): the length
  /// of the name last read there.
  std::uint8_t name_guesses_[128] = {};
  token_view tok_ = own_token();
  status status_ = status::ok;

  [[nodiscard]] token_view own_token() const noexcept {
    token_view t;
    t.owner_ = this;
    t.raw_ = std::string_view(start_, 0);
    return t;
  }
};

inline std::uint64_t token_view::offset() const noexcept { return owner_ != nullptr ? owner_->offset_of(*this) : 0; }

TIDYJSON_NOINLINE inline void token_view::raise_not_a_number(const reader* owner, token type, std::string_view raw) {
  token_view t;
  t.type_ = type;
  t.raw_ = raw;
  error_info e;
  e.code = type == token::number ? error_code::out_of_range : error_code::type_mismatch;
  e.message = "the token " + std::string(raw) + " is not a number that fits the requested type";
  e.offset = owner != nullptr ? owner->offset_of(t) : 0;
  detail::raise(std::move(e));
}

}  // namespace tidyjson
