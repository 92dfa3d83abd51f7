// tidyjson/stream/stream.hpp: top-level arrays written and read element by element.
//
//   tidyjson::serialize_stream(std::cout, orders, options);      // any input range
//   for (const Order& o : tidyjson::deserialize_stream<Order>(file, options)) ...
//
// Memory stays bounded whatever the length of the array: the writer flushes
// in chunks of 64 KiB; the reader holds one element and a buffer that starts
// at 64 KiB and only grows to fit an element larger than it (up to
// max_element_size, 64 MiB by default, beyond which the element is an
// error_code::token_too_large error).
#pragma once

#include <cstddef>
#include <cstdio>
#include <cstring>
#include <istream>
#include <iterator>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "tidyjson/api.hpp"
#include "tidyjson/context/entry.hpp"
#include "tidyjson/stream/source.hpp"
#include "tidyjson/write/sink.hpp"

namespace tidyjson {

namespace detail {

/// Writes `range` as one JSON array into `snk`, one element at a time.
template <class R, class Cfg>
bool write_stream(chunked_sink& snk, R&& range, const Cfg& cfg, error_info& err) {
  if (!depth_limit_ok(cfg.s(), err)) return false;
  TIDYJSON_DETAIL_VERIFIED(snk);
  writer w(snk_out, cfg.s());
  const bool pretty = cfg.s().pretty();
  if (!w.enter()) {
    err = w.error();
    return false;
  }
  w.put('[');
  std::size_t i = 0;
  for (auto&& e : range) {
    if (i != 0) w.put(',');
    if (pretty) w.newline(1);
    write_value(w, e, cfg);
    if (w.failed()) {
      w.unwind_index(i);
      err = w.error();
      w.finish();
      return false;
    }
    ++i;
  }
  w.leave();
  if (pretty && i != 0) w.newline(0);
  w.put(']');
  if (!w.finish()) {
    err = w.error();
    return false;
  }
  TIDYJSON_DETAIL_VERIFY(snk);
  return true;
}

/// The same with a context: each element goes through the context's own
/// (possibly separately compiled) writer, appending to the same chunks.
template <class Ctx, class R>
bool write_stream_context(chunked_sink& snk, R&& range, error_info& err) {
  snk.segments(true);
  auto put = [&](std::string_view text) {
    std::size_t size = 0;
    char* buf = snk.start(size);
    std::size_t used = 0;
    if (size < text.size()) buf = snk.make_room(buf, used, text.size(), size);
    std::memcpy(buf, text.data(), text.size());
    snk.finish(buf, text.size());
  };
  put("[");
  std::size_t i = 0;
  for (auto&& e : range) {
    if (i != 0) put(",");
    if (!context_write<Ctx>(snk, e, err)) {
      err.path = "$[" + std::to_string(i) + "]" + err.path.substr(1);
      snk.segments(false);
      snk.close();
      return false;
    }
    ++i;
  }
  put("]");
  snk.segments(false);
  if (!snk.close()) {
    err.code = error_code::io_error;
    err.message = "the destination could not be written";
    return false;
  }
  return true;
}

template <class R>
using stream_element_t = std::remove_cvref_t<detail::range_reference_t<R>>;

template <class R, class Cfg>
void serialize_stream_with(chunked_sink& snk, R&& range, const Cfg& cfg) {
  if constexpr (check_supported<stream_element_t<R>>()) {
    error_info err;
    if (!write_stream(snk, std::forward<R>(range), cfg, err)) raise(std::move(err));
  }
}

template <class Ctx, class R>
void serialize_stream_ctx(chunked_sink& snk, R&& range) {
  if constexpr (check_context_use<Ctx, stream_element_t<R>, false>()) {
    error_info err;
    if (!write_stream_context<Ctx>(snk, std::forward<R>(range), err)) raise(std::move(err));
  }
}

}  // namespace detail

/// Writes `range` (any input range, including one that produces its elements
/// lazily) as one JSON array to a stream, in bounded chunks.
template <detail::input_range R TIDYJSON_LIVE_VERDICTS(detail::range_value_t<std::remove_cvref_t<R>>, false)>
TIDYJSON_MARK_AS(ENTRY, WRITE_RANGE)
void serialize_stream(std::ostream& os, R&& range, const options& opts = detail::default_options()) {
  detail::ostream_sink snk(os);
  detail::serialize_stream_with(snk, std::forward<R>(range), detail::runtime_config{&opts});
}
template <detail::input_range R TIDYJSON_LIVE_VERDICTS(detail::range_value_t<std::remove_cvref_t<R>>, false)>
TIDYJSON_MARK_AS(ENTRY, WRITE_RANGE)
void serialize_stream(fd file, R&& range, const options& opts = detail::default_options()) {
  detail::fd_sink snk(file.value);
  detail::serialize_stream_with(snk, std::forward<R>(range), detail::runtime_config{&opts});
}
template <detail::input_range R TIDYJSON_LIVE_VERDICTS(detail::range_value_t<std::remove_cvref_t<R>>, false)>
TIDYJSON_MARK_AS(ENTRY, WRITE_RANGE)
void serialize_stream(std::FILE* file, R&& range, const options& opts = detail::default_options()) {
  detail::file_sink snk(file);
  detail::serialize_stream_with(snk, std::forward<R>(range), detail::runtime_config{&opts});
}
/// To a callback that receives each chunk (return false to stop with io_error).
template <detail::input_range R TIDYJSON_LIVE_VERDICTS(detail::range_value_t<std::remove_cvref_t<R>>, false)>
TIDYJSON_MARK_AS(ENTRY, WRITE_RANGE)
void serialize_stream(const chunk_callback& callback, R&& range, const options& opts = detail::default_options()) {
  detail::callback_sink snk(callback);
  detail::serialize_stream_with(snk, std::forward<R>(range), detail::runtime_config{&opts});
}

template <detail::input_range R, detail::context_type Ctx TIDYJSON_LIVE_VERDICTS(detail::range_value_t<std::remove_cvref_t<R>>, false)>
TIDYJSON_MARK_AS(ENTRY, WRITE_RANGE)
void serialize_stream(std::ostream& os, R&& range, const Ctx&) {
  detail::ostream_sink snk(os);
  detail::serialize_stream_ctx<Ctx>(snk, std::forward<R>(range));
}
template <detail::input_range R, detail::context_type Ctx TIDYJSON_LIVE_VERDICTS(detail::range_value_t<std::remove_cvref_t<R>>, false)>
TIDYJSON_MARK_AS(ENTRY, WRITE_RANGE)
void serialize_stream(fd file, R&& range, const Ctx&) {
  detail::fd_sink snk(file.value);
  detail::serialize_stream_ctx<Ctx>(snk, std::forward<R>(range));
}
template <detail::input_range R, detail::context_type Ctx TIDYJSON_LIVE_VERDICTS(detail::range_value_t<std::remove_cvref_t<R>>, false)>
TIDYJSON_MARK_AS(ENTRY, WRITE_RANGE)
void serialize_stream(std::FILE* file, R&& range, const Ctx&) {
  detail::file_sink snk(file);
  detail::serialize_stream_ctx<Ctx>(snk, std::forward<R>(range));
}
template <detail::input_range R, detail::context_type Ctx TIDYJSON_LIVE_VERDICTS(detail::range_value_t<std::remove_cvref_t<R>>, false)>
TIDYJSON_MARK_AS(ENTRY, WRITE_RANGE)
void serialize_stream(const chunk_callback& callback, R&& range, const Ctx&) {
  detail::callback_sink snk(callback);
  detail::serialize_stream_ctx<Ctx>(snk, std::forward<R>(range));
}

/// An input range over the elements of a top-level JSON array read from a
/// source, holding one element and a bounded buffer. Iteration stops at the
/// end of the array or at the first error: then failed() and error() say
/// what happened (the element index is in the path, "$[41].items[0].qty",
/// with the line and column in the whole input); with exceptions on (the
/// default) the increment throws tidyjson::error instead.
template <class T, class Read>
class element_stream {
 public:
  static constexpr std::size_t initial_buffer = 64 * 1024;

  element_stream(std::unique_ptr<detail::source> src, Read read, const settings& s, bool throw_on_error)
      : src_(std::move(src)), read_(std::move(read)), settings_(&s), throw_(throw_on_error), buf_(initial_buffer) {}
  element_stream(element_stream&&) noexcept = default;
  element_stream& operator=(element_stream&&) noexcept = default;

  /// The largest single element the buffer may grow to.
  void max_element_size(std::size_t n) noexcept { max_element_ = n; }

  /// Reads every element into the same object instead of a fresh one: its
  /// strings and vectors (and theirs) keep their capacity, so that a long
  /// stream of similar elements allocates almost nothing after the first
  /// few. Members an element lacks are reset to their defaults, so each
  /// element has the same value as with a fresh object; what changes is that
  /// the element handed out is the same object every time (its contents may
  /// be moved away, the next read refills it).
  ///
  ///   for (const Order& o : tidyjson::deserialize_stream<Order>(file, ctx).reuse_elements()) ...
  element_stream& reuse_elements(bool on = true) & noexcept {
    reuse_ = on;
    return *this;
  }
  /// The same on a temporary range (in a range-for): returns it by value.
  element_stream reuse_elements(bool on = true) && noexcept {
    reuse_ = on;
    return std::move(*this);
  }

  class iterator {
   public:
    using value_type = T;
    using difference_type = std::ptrdiff_t;
    using reference = T&;
    iterator() = default;
    explicit iterator(element_stream* s) noexcept : s_(s) {}
    T& operator*() const noexcept { return s_->current_; }
    T* operator->() const noexcept { return &s_->current_; }
    iterator& operator++() {
      s_->advance();
      return *this;
    }
    void operator++(int) { ++*this; }
    // Through a member: a friend of the nested class has no access to
    // element_stream's private state_ (GCC enforces this, clang does not).
    friend bool operator==(const iterator& it, std::default_sentinel_t) noexcept { return it.at_end(); }

   private:
    [[nodiscard]] bool at_end() const noexcept { return s_ == nullptr || s_->state_ != state::element; }

    element_stream* s_ = nullptr;
  };

  iterator begin() {
    if (state_ == state::start) advance();
    return iterator(this);
  }
  std::default_sentinel_t end() const noexcept { return {}; }

  [[nodiscard]] bool failed() const noexcept { return state_ == state::failed; }
  [[nodiscard]] const error_info& error() const noexcept { return err_; }
  /// Elements read so far.
  [[nodiscard]] std::size_t count() const noexcept { return index_; }

 private:
  enum class state : std::uint8_t { start, element, done, failed };

  // ---- the buffer ----------------------------------------------------------
  /// Reads more input, keeping [begin_, end_); false at the end of the source.
  bool fill() {
    if (eof_) return false;
    // Keep the pinned byte (a comma whose error may still be reported).
    const std::size_t drop = begin_ < pinned_ ? begin_ : pinned_;
    if (drop > 0) {
      forget(drop);
      std::memmove(buf_.data(), buf_.data() + drop, end_ - drop);
      end_ -= drop;
      begin_ -= drop;
      if (pinned_ != unpinned) pinned_ -= drop;
    }
    if (end_ == buf_.size()) {
      if (buf_.size() >= max_element_) return fail_too_large();
      buf_.resize(buf_.size() * 2 < max_element_ ? buf_.size() * 2 : max_element_);
    }
    const std::size_t got = src_->read(buf_.data() + end_, buf_.size() - end_);
    if (src_->failed()) return fail_io();
    if (got == 0) eof_ = true;
    end_ += got;
    return got > 0;
  }

  /// Drops the first n bytes of the buffer from line accounting.
  void forget(std::size_t n) {
    const char* p = buf_.data();
    const char* e = p + n;
    while ((p = static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(e - p)))) != nullptr) {
      ++line_;
      ++p;
      line_start_ = offset_ + static_cast<std::size_t>(p - buf_.data());
    }
    offset_ += n;
  }

  /// Skips whitespace (and comments, when allowed) before the next token,
  /// reading more input as needed; false at the end of the input.
  bool next_char(char& c) {
    for (;;) {
      while (begin_ < end_) {
        const char ch = buf_[begin_];
        if (ch == ' ' || ch == '\n' || ch == '\r' || ch == '\t') {
          ++begin_;
          continue;
        }
        if (ch == '/') {
          detail::input in(buf_.data() + begin_, end_ - begin_, settings_->depth_limit, eof_);
          if (!detail::skip_comment(in, *settings_)) {
            if (in.code() == error_code::incomplete) break;
            // Where the comment reader found the fault (a '/' that starts
            // no comment is reported at the end of the input after it).
            fail_relative(in.error());
            return false;
          }
          begin_ += static_cast<std::size_t>(in.cur - in.begin);
          continue;
        }
        c = ch;
        return true;
      }
      if (state_ == state::failed || !fill()) {
        if (state_ != state::failed && begin_ < end_) continue;
        return false;
      }
    }
  }

  void advance() {
    if (state_ == state::done || state_ == state::failed) return;
    char c = 0;
    if (state_ == state::start) {
      // A UTF-8 byte order mark may precede the array, split across reads
      // like anything else.
      constexpr std::string_view bom = "\xEF\xBB\xBF";
      const auto held = [&] { return std::string_view(buf_.data() + begin_, end_ - begin_); };
      while (held().size() < bom.size() && !eof_ && bom.starts_with(held())) {
        if (!fill() && state_ == state::failed) return;
      }
      if (held().starts_with(bom)) begin_ += bom.size();
      if (!next_char(c)) return finish_or_fail("the input is empty; expected a JSON array");
      if (c != '[') return void(fail_at(error_code::type_mismatch, "expected a JSON array at the top level", begin_));
      ++begin_;
      if (!next_char(c)) return finish_or_fail("unexpected end of input inside the array");
      if (c == ']') {
        ++begin_;
        return close();
      }
    } else {
      // After an element: ',' or ']'.
      if (!next_char(c)) return finish_or_fail("unexpected end of input inside the array");
      if (c == ']') {
        ++begin_;
        return close();
      }
      if (c != ',') {
        return void(fail_at(error_code::unexpected_character,
                            std::string("expected ',' or ']' after an array element, got '") + c + "'", begin_));
      }
      // The comma stays in the buffer while more input is read after it, so
      // that a trailing comma is reported where it is.
      pinned_ = begin_;
      ++begin_;
      const bool more = next_char(c);
      const std::size_t comma = pinned_;
      pinned_ = unpinned;
      if (!more) return finish_or_fail("unexpected end of input inside the array");
      if (c == ']') {
        if (settings_->trailing_comma_handling != trailing_commas::allow) {
          return void(fail_at(error_code::trailing_comma, detail::trailing_comma_message(']'), comma));
        }
        ++begin_;
        return close();
      }
    }
    read_element();
  }

  void read_element() {
    for (;;) {
      if (!reuse_) current_ = T{};
      detail::read_request req;
      req.text = std::string_view(buf_.data() + begin_, end_ - begin_);
      req.whole = false;
      req.final = eof_;
      req.depth = 1;
      req.reuse = reuse_;
      req.recycler = &recycler_;
      error_info e;
      // The limit holds for an element that fits in the buffer as it is
      // too (fill() enforces it only when the buffer would have to grow).
      if (read_(req, current_, e)) {
        if (req.consumed > max_element_) [[unlikely]] return void(fail_too_large());
        begin_ += req.consumed;
        state_ = state::element;
        ++index_;
        return;
      }
      if (req.incomplete && !eof_) {
        // More than the limit held and the element still not complete.
        if (end_ - begin_ > max_element_) [[unlikely]] return void(fail_too_large());
        if (!fill() && state_ == state::failed) return;
        continue;
      }
      if (req.incomplete) e = {error_code::unexpected_end, "unexpected end of input inside an array element", "$", 0, 0, end_ - begin_};
      return fail_relative(std::move(e));
    }
  }

  void close() {
    // Only whitespace may follow the array.
    char c = 0;
    state_ = state::done;
    if (next_char(c)) {
      fail_at(error_code::trailing_content, std::string("unexpected '") + c + "' after the JSON array", begin_);
    }
  }

  void finish_or_fail(const char* message) {
    if (state_ == state::failed) return;
    fail_at(error_code::unexpected_end, message, end_);
  }

  /// An error inside an element, with offsets relative to begin_.
  void fail_relative(error_info e) {
    fail_at(e.code, std::move(e.message), begin_ + e.offset, e.path.substr(1));
  }

  /// Fails at buffer position `at`; `subpath` continues the element's path.
  bool fail_at(error_code code, std::string message, std::size_t at, std::string_view subpath = {}) {
    if (state_ == state::failed) return false;
    state_ = state::failed;
    err_.code = code;
    err_.message = std::move(message);
    err_.path = "$[" + std::to_string(index_) + "]";
    err_.path += subpath;
    err_.offset = offset_ + at;
    std::size_t line = line_;
    std::size_t line_start = line_start_;
    for (std::size_t i = 0; i < at && i < end_; ++i) {
      if (buf_[i] == '\n') {
        ++line;
        line_start = offset_ + i + 1;
      }
    }
    err_.line = line;
    err_.column = err_.offset - line_start + 1;
    if (throw_) detail::raise(err_);
    return false;
  }
  bool fail_too_large() {
    return fail_at(error_code::token_too_large,
                   "an array element is larger than the maximum element size of " + std::to_string(max_element_) +
                       " bytes",
                   begin_);
  }
  bool fail_io() { return fail_at(error_code::io_error, "the input could not be read", end_); }

  std::unique_ptr<detail::source> src_;
  Read read_;
  const settings* settings_;
  bool throw_;
  std::vector<char> buf_;
  static constexpr std::size_t unpinned = static_cast<std::size_t>(-1);
  std::size_t begin_ = 0;
  std::size_t end_ = 0;
  std::size_t pinned_ = unpinned;  // a byte fill() must keep
  bool eof_ = false;
  std::size_t max_element_ = 64 * 1024 * 1024;
  std::size_t offset_ = 0;  // bytes dropped from the buffer so far
  std::size_t line_ = 1;
  std::size_t line_start_ = 0;
  std::size_t index_ = 0;
  bool reuse_ = false;
  detail::element_recycler recycler_;
  state state_ = state::start;
  error_info err_;
  T current_{};
};

namespace detail {

template <class T>
struct options_element_reader {
  runtime_config cfg;
  bool operator()(read_request& req, T& out, error_info& err) const {
    if constexpr (supported_v<T, true>) {
      return read_prefix(req, out, cfg, err);
    } else {
      return false;  // make_options_stream reported it at compile time
    }
  }
};

template <class Ctx, class T>
struct context_element_reader {
  bool operator()(read_request& req, T& out, error_info& err) const {
    return Ctx::tidyjson_read(served_index<Ctx, T>, req, &out, err);
  }
};

template <class T>
auto make_options_stream(std::unique_ptr<source> src, const options& opts) {
  static_assert(std::is_default_constructible_v<T>, "tidyjson: deserialize_stream needs a default-constructible type");
  (void)check_supported<T, true>();
  (void)check_owns_its_strings<T>();
  return element_stream<T, options_element_reader<T>>(std::move(src), options_element_reader<T>{runtime_config{&opts}},
                                                      opts.get(), TIDYJSON_EXCEPTIONS != 0);
}

template <class T, class Ctx>
auto make_context_stream(std::unique_ptr<source> src) {
  static_assert(std::is_default_constructible_v<T>, "tidyjson: deserialize_stream needs a default-constructible type");
  (void)check_context_use<Ctx, T, true>();
  (void)check_owns_its_strings<T>();
  return element_stream<T, context_element_reader<Ctx, T>>(std::move(src), context_element_reader<Ctx, T>{},
                                                           Ctx::settings_v, TIDYJSON_EXCEPTIONS != 0);
}

/// A sequence that deserialize(fd or FILE*) fills element by element.
template <class T>
concept streamed_sequence = sequence<T> && appendable<T> && !fixed_array<T> &&
                            std::is_default_constructible_v<typename T::value_type> &&
                            std::is_move_constructible_v<typename T::value_type>;

/// The whole of a source, for values that are not read element by element.
inline std::string read_source(source& src) {
  std::string text;
  std::size_t used = 0;
  for (;;) {
    if (text.size() - used < 64 * 1024) text.resize(used + (used < 64 * 1024 ? 64 * 1024 : used));
    const std::size_t got = src.read(text.data() + used, text.size() - used);
    if (src.failed()) raise({error_code::io_error, "the input could not be read", "$", 0, 0, used});
    if (got == 0) break;
    used += got;
  }
  text.resize(used);
  return text;
}

/// A sequence from the elements of a top-level array, read one at a time
/// through deserialize_stream's bounded buffer and moved into the sequence,
/// so that memory holds the value and not its text as well.
template <class T, class Range>
T collect_elements(Range&& range) {
  T out{};
  for (auto& e : range) out.push_back(std::move(e));
  if (range.failed()) raise(range.error());  // without exceptions the increment did not throw
  return out;
}

template <class T>
T deserialize_source(std::unique_ptr<source> src, const options& opts) {
  if constexpr (!check_owns_its_strings<T>()) {
    return T{};
  } else if constexpr (streamed_sequence<T>) {
    return collect_elements<T>(make_options_stream<typename T::value_type>(std::move(src), opts));
  } else {
    return deserialize_with<T>(read_source(*src), runtime_config{&opts});
  }
}

template <class T, class Ctx>
T deserialize_source_ctx(std::unique_ptr<source> src) {
  T out{};
  if constexpr (check_context_use<Ctx, T, true>() && check_owns_its_strings<T>()) {
    if constexpr (streamed_sequence<T>) {
      out = collect_elements<T>(make_context_stream<typename T::value_type, Ctx>(std::move(src)));
    } else {
      error_info err;
      if (!context_read<Ctx>(read_source(*src), out, err)) raise(std::move(err));
    }
  }
  return out;
}

}  // namespace detail

/// Reads a T from a file descriptor or a C stream, like deserialize on its
/// whole text. A sequence (std::vector<Order>, ...) is read from the elements
/// of the top-level array one at a time, as deserialize_stream reads them,
/// and never holds the text: memory is the value and a 64 KiB buffer (an
/// error in the array's own syntax is worded as deserialize_stream words
/// it). Anything else is read from the whole text.
template <class T>
[[nodiscard]] TIDYJSON_ANNOTATE("tidyjson::entry", "read") T
    deserialize(fd file, const options& opts = detail::default_options()) {
  return detail::deserialize_source<T>(std::make_unique<detail::fd_source>(file.value), opts);
}
template <class T>
[[nodiscard]] TIDYJSON_ANNOTATE("tidyjson::entry", "read") T
    deserialize(std::FILE* file, const options& opts = detail::default_options()) {
  return detail::deserialize_source<T>(std::make_unique<detail::file_source>(file), opts);
}
template <class T, detail::context_type Ctx>
[[nodiscard]] TIDYJSON_ANNOTATE("tidyjson::entry", "read") T deserialize(fd file, const Ctx&) {
  return detail::deserialize_source_ctx<T, Ctx>(std::make_unique<detail::fd_source>(file.value));
}
template <class T, detail::context_type Ctx>
[[nodiscard]] TIDYJSON_ANNOTATE("tidyjson::entry", "read") T deserialize(std::FILE* file, const Ctx&) {
  return detail::deserialize_source_ctx<T, Ctx>(std::make_unique<detail::file_source>(file));
}

/// The elements of a top-level JSON array read from a stream, one at a time.
/// The stream must outlive the range.
template <class T TIDYJSON_LIVE_VERDICTS(T, true)>
[[nodiscard]] TIDYJSON_MARK_AS(ENTRY, READ) auto
    deserialize_stream(std::istream& is, const options& opts = detail::default_options()) {
  return detail::make_options_stream<T>(std::make_unique<detail::istream_source>(is), opts);
}
template <class T TIDYJSON_LIVE_VERDICTS(T, true)>
[[nodiscard]] TIDYJSON_MARK_AS(ENTRY, READ) auto
    deserialize_stream(std::FILE* file, const options& opts = detail::default_options()) {
  return detail::make_options_stream<T>(std::make_unique<detail::file_source>(file), opts);
}
template <class T TIDYJSON_LIVE_VERDICTS(T, true)>
[[nodiscard]] TIDYJSON_MARK_AS(ENTRY, READ) auto
    deserialize_stream(fd file, const options& opts = detail::default_options()) {
  return detail::make_options_stream<T>(std::make_unique<detail::fd_source>(file.value), opts);
}
template <class T, detail::context_type Ctx TIDYJSON_LIVE_VERDICTS(T, true)>
[[nodiscard]] TIDYJSON_MARK_AS(ENTRY, READ) auto deserialize_stream(std::istream& is, const Ctx&) {
  return detail::make_context_stream<T, Ctx>(std::make_unique<detail::istream_source>(is));
}
template <class T, detail::context_type Ctx TIDYJSON_LIVE_VERDICTS(T, true)>
[[nodiscard]] TIDYJSON_MARK_AS(ENTRY, READ) auto deserialize_stream(std::FILE* file, const Ctx&) {
  return detail::make_context_stream<T, Ctx>(std::make_unique<detail::file_source>(file));
}
template <class T, detail::context_type Ctx TIDYJSON_LIVE_VERDICTS(T, true)>
[[nodiscard]] TIDYJSON_MARK_AS(ENTRY, READ) auto deserialize_stream(fd file, const Ctx&) {
  return detail::make_context_stream<T, Ctx>(std::make_unique<detail::fd_source>(file.value));
}

}  // namespace tidyjson
