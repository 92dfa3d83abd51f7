// tidyjson/api.hpp: the entry points.
//
//   std::string text = tidyjson::serialize(order, options);
//   tidyjson::serialize_to(buffer, order, options);          // reuses buffer's capacity
//   Order back = tidyjson::deserialize<Order>(text, options); // throws tidyjson::error
//   auto r = tidyjson::try_deserialize<Order>(text, options); // no exceptions
//
// Every entry point carries the "tidyjson::entry" marker that the json-*
// checks key off, with the direction ("write" or "read") as its argument.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <istream>
#include <limits>
#include <iterator>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>

#include "tidyjson/core/config.hpp"
#include "tidyjson/core/error.hpp"
#include "tidyjson/core/options.hpp"
#include "tidyjson/core/reach.hpp"
#include "tidyjson/read/value.hpp"
#include "tidyjson/write/value.hpp"

namespace tidyjson {

namespace detail {

inline std::string_view skip_bom(std::string_view text) noexcept {
  if (text.size() >= 3 && static_cast<unsigned char>(text[0]) == 0xEF && static_cast<unsigned char>(text[1]) == 0xBB &&
      static_cast<unsigned char>(text[2]) == 0xBF) {
    text.remove_prefix(3);
  }
  return text;
}

#if TIDYJSON_VERIFY_WRITES
/// Test builds (TIDYJSON_VERIFY_WRITES=1): a sink that passes everything on
/// and keeps a copy, which verify() reads back with the strict reader. A
/// successful write whose output is not one valid JSON value aborts the
/// program with the output, so that no test can pass over such a write.
class verified_sink final : public sink {
 public:
  // The copy and the name log are kept per thread and reused, so that a
  // test that counts allocations sees none from the verification.
  explicit verified_sink(sink& inner) : inner_(inner), copy_(nested_++ == 0 ? reused() : own_) { copy_.clear(); }
  verified_sink(const verified_sink&) = delete;
  verified_sink& operator=(const verified_sink&) = delete;
  ~verified_sink() override { --nested_; }

  char* start(std::size_t& size) override {
    kept_ = 0;
    return inner_.start(size);
  }
  char* make_room(char* buffer, std::size_t& used, std::size_t n, std::size_t& size) override {
    copy_.append(buffer + kept_, used - kept_);
    char* moved = inner_.make_room(buffer, used, n, size);
    kept_ = used;  // 0 when the inner sink drained the bytes
    return moved;
  }
  bool finish(char* buffer, std::size_t used) override {
    if (buffer != nullptr) copy_.append(buffer + kept_, used - kept_);
    return inner_.finish(buffer, used);
  }
  void verify() const {
    settings strict;
    strict.depth_limit = std::numeric_limits<int>::max();
    input in(copy_.data(), copy_.size(), strict.depth_limit);
    thread_local member_name_log names;
    thread_local std::string scratch;
    in.lend_names(names);
    in.scratch.swap(scratch);
    const bool ok = skip_ws(in, strict) && skip_value(in, strict) && skip_ws(in, strict) &&
                    (in.at_end() || in.fail(error_code::trailing_content, "more after the value"));
    in.scratch.swap(scratch);
    if (ok) return;
    std::fprintf(stderr, "tidyjson: TIDYJSON_VERIFY_WRITES: a successful write produced invalid JSON: %s\n%s\n",
                 in.error().describe().c_str(), copy_.substr(0, 4096).c_str());
    std::abort();
  }

 private:
  static std::string& reused() {
    thread_local std::string buffer;
    return buffer;
  }
  static inline thread_local int nested_ = 0;
  sink& inner_;
  std::string own_;
  std::string& copy_;
  std::size_t kept_ = 0;
};
#define TIDYJSON_DETAIL_VERIFIED(snk) \
  ::tidyjson::detail::verified_sink snk##_verified(snk);  \
  ::tidyjson::sink& snk##_out = snk##_verified
#define TIDYJSON_DETAIL_VERIFY(snk) snk##_verified.verify()
#else
#define TIDYJSON_DETAIL_VERIFIED(snk) ::tidyjson::sink& snk##_out = snk
#define TIDYJSON_DETAIL_VERIFY(snk) (void)0
#endif

/// Whether `s` may drive the recursive readers and writers; otherwise fills
/// `err` with depth_limit_too_high.
TIDYJSON_ALWAYS_INLINE bool depth_limit_ok(const settings& s, error_info& err) {
  if (s.depth_limit <= max_depth::typed_limit) [[likely]] return true;
  err = error_info{error_code::depth_limit_too_high,
                   "max_depth{" + std::to_string(s.depth_limit) + "} is above " +
                       std::to_string(max_depth::typed_limit) +
                       ", the deepest that typed reading and writing support (they recurse, and deeper nesting "
                       "could exhaust a thread's stack); document::parse and the pull reader take any depth",
                   "$", 0, 0, 0};
  return false;
}

/// Writes `value` to `snk`; on failure fills `err` and returns false.
template <class T, class Cfg>
bool write_root(sink& snk, const T& value, const Cfg& cfg, error_info& err) {
  if (!depth_limit_ok(cfg.s(), err)) return false;
  TIDYJSON_DETAIL_VERIFIED(snk);
  writer w(snk_out, cfg.s());
  write_value(w, value, cfg);
  if (w.failed()) [[unlikely]] {
    err = w.error();
    // Discard what is still buffered, so a string never holds a partial value
    // (a stream keeps only the chunks it already received).
    (void)snk.finish(nullptr, 0);
    return false;
  }
  if (!w.finish()) {
    err = w.error();
    return false;
  }
  TIDYJSON_DETAIL_VERIFY(snk);
  return true;
}

/// Reads exactly one JSON value (and nothing after it) from `text` into `out`.
template <class T, class Cfg>
bool read_root(std::string_view text, T& out, const Cfg& cfg, error_info& err) {
  if (!depth_limit_ok(cfg.s(), err)) return false;
  const std::string_view body = skip_bom(text);
  input in(body.data(), body.size(), cfg.s().depth_limit);
  const settings& s = cfg.s();
  bool ok = skip_ws(in, s);
  if (ok && in.at_end()) ok = in.fail(error_code::unexpected_end, "the input is empty; expected a JSON value");
  ok = ok && read_value(in, out, cfg) && skip_ws(in, s);
  if (ok && !in.at_end()) {
    ok = in.fail(error_code::trailing_content, "unexpected " + in.describe_at(in.cur) + " after the JSON value");
  }
  if (!ok) [[unlikely]] {
    err = in.error();
    if (body.size() != text.size()) {
      err.offset += 3;
      if (err.line == 1) err.column += 3;
    }
  }
  return ok;
}

/// What to read from a text, and what came of it: the whole text as one
/// value, or one value at its start (a stream element), possibly at a depth
/// and possibly cut short when the text is not the final block.
struct read_request {
  std::string_view text;
  bool whole = true;         ///< exactly one value and nothing after it
  bool final = true;         ///< no more input follows the text
  int depth = 0;             ///< nesting depth the value starts at
  bool reuse = false;        ///< read into the value's current contents (input::reuse)
  element_recycler* recycler = nullptr;  ///< with reuse: spare elements of sequences
  std::size_t consumed = 0;  ///< out: bytes of the value (prefix reads)
  bool incomplete = false;   ///< out: the text ended inside the value
};

/// Reads one value at the start of req.text (the rest is left alone). On
/// failure `err` has offsets, lines and columns relative to req.text.
template <class T, class Cfg>
bool read_prefix(read_request& req, T& out, const Cfg& cfg, error_info& err) {
  if (!depth_limit_ok(cfg.s(), err)) return false;
  input in(req.text.data(), req.text.size(), cfg.s().depth_limit, req.final);
  in.set_depth(req.depth);
  in.set_reuse(req.reuse, req.recycler);
  if (read_value(in, out, cfg)) {
    req.consumed = static_cast<std::size_t>(in.cur - req.text.data());
    return true;
  }
  if (in.code() == error_code::incomplete) {
    req.incomplete = true;
    return false;
  }
  err = in.error();
  return false;
}

/// read_root or read_prefix, as the request says.
template <class T, class Cfg>
bool read_requested(read_request& req, T& out, const Cfg& cfg, error_info& err) {
  return req.whole ? read_root(req.text, out, cfg, err) : read_prefix(req, out, cfg, err);
}

template <class T, class Cfg>
std::string serialize_with(const T& value, const Cfg& cfg) {
  std::string out;
  if constexpr (check_supported<T>()) {
    string_sink snk(out);
    error_info err;
    if (!write_root(snk, value, cfg, err)) raise(std::move(err));
  }
  return out;
}

template <class T, class Cfg>
void serialize_to_sink(sink& snk, const T& value, const Cfg& cfg) {
  if constexpr (check_supported<T>()) {
    error_info err;
    if (!write_root(snk, value, cfg, err)) raise(std::move(err));
  }
}

/// The result of a write into a caller's fixed buffer: its size, or
/// buffer_too_small with the size the output needs.
inline result<std::size_t> span_result(const span_sink& snk, std::size_t capacity) {
  if (snk.fits()) [[likely]] return snk.size();
  error_info err;
  err.code = error_code::buffer_too_small;
  err.message = "the output takes " + std::to_string(snk.size()) + " bytes; the buffer holds " +
                std::to_string(capacity);
  return err;
}

template <class T, class Cfg>
result<std::size_t> serialize_to_span(std::span<char> buffer, const T& value, const Cfg& cfg) {
  span_sink snk(buffer);
  if constexpr (check_supported<T>()) {
    error_info err;
    if (!write_root(snk, value, cfg, err)) [[unlikely]] return err;
  }
  return span_result(snk, buffer.size());
}

template <class T, class Cfg>
result<std::string> try_serialize_with(const T& value, const Cfg& cfg) {
  std::string out;
  if constexpr (check_supported<T>()) {
    string_sink snk(out);
    error_info err;
    if (!write_root(snk, value, cfg, err)) return err;
  }
  return out;
}

template <class T, class Cfg>
result<T> try_deserialize_with(std::string_view text, const Cfg& cfg) {
  static_assert(std::is_default_constructible_v<T>, "tidyjson: deserialize needs a default-constructible type");
  if constexpr (check_supported<T, true>()) {
    T out{};
    error_info err;
    if (!read_root(text, out, cfg, err)) return err;
    return out;
  } else {
    return T{};
  }
}

template <class T, class Cfg>
T deserialize_with(std::string_view text, const Cfg& cfg) {
  static_assert(std::is_default_constructible_v<T>, "tidyjson: deserialize needs a default-constructible type");
  T out{};
  if constexpr (check_supported<T, true>()) {
    error_info err;
    if (!read_root(text, out, cfg, err)) raise(std::move(err));
  }
  return out;
}

/// The whole of a stream's buffer, whatever the stream's state; nothing at
/// all from a failed stream (a std::ifstream whose file did not open) is an
/// io_error, not an empty input.
inline std::string read_all(std::istream& is) {
  std::string text{std::istreambuf_iterator<char>(is), std::istreambuf_iterator<char>()};
  if (text.empty() && (is.fail() || is.rdbuf() == nullptr)) {
    raise({error_code::io_error, "the input could not be read (the stream has failed: a file that did not open?)",
           "$", 0, 0, 0});
  }
  return text;
}

}  // namespace detail

/// Serializes `value` to a new string.
/// Throws tidyjson::error (invalid UTF-8 in a string, NaN without
/// numbers::allow_named_literals, depth beyond max_depth, an unregistered
/// derived type).
template <class T TIDYJSON_LIVE_VERDICTS(T, false)>
[[nodiscard]] TIDYJSON_MARK_AS(ENTRY, WRITE) std::string
    serialize(const T& value, const options& opts = detail::default_options()) {
  return detail::serialize_with(value, detail::runtime_config{&opts});
}

/// Serializes `value` into `buffer`, replacing its contents and reusing its
/// capacity: once the buffer is large enough, no allocation happens.
template <class T TIDYJSON_LIVE_VERDICTS(T, false)>
TIDYJSON_MARK_AS(ENTRY, WRITE)
void serialize_to(std::string& buffer, const T& value, const options& opts = detail::default_options()) {
  detail::string_sink snk(buffer, true);
  detail::serialize_to_sink(snk, value, detail::runtime_config{&opts});
}

/// Serializes `value` into the caller's fixed `buffer` (an array, a
/// std::vector<char>, any contiguous range of char): the number of bytes
/// written, or error_code::buffer_too_small, whose message gives the size
/// the output needs. Never writes past the end of the buffer; on failure
/// its contents are unspecified. No exceptions; no allocation, except
/// scratch room when a long string comes near the end of a full buffer.
template <class T>
[[nodiscard]] TIDYJSON_ANNOTATE("tidyjson::entry", "write") result<std::size_t>
    serialize_to(std::span<char> buffer, const T& value, const options& opts = detail::default_options()) {
  return detail::serialize_to_span(buffer, value, detail::runtime_config{&opts});
}

/// Serializes `value` to a stream, in chunks of at most 64 KiB.
template <class T TIDYJSON_LIVE_VERDICTS(T, false)>
TIDYJSON_MARK_AS(ENTRY, WRITE)
void serialize_to(std::ostream& os, const T& value, const options& opts = detail::default_options()) {
  detail::ostream_sink snk(os);
  detail::serialize_to_sink(snk, value, detail::runtime_config{&opts});
}

/// Serializes `value` to a C stream.
template <class T TIDYJSON_LIVE_VERDICTS(T, false)>
TIDYJSON_MARK_AS(ENTRY, WRITE)
void serialize_to(std::FILE* file, const T& value, const options& opts = detail::default_options()) {
  detail::file_sink snk(file);
  detail::serialize_to_sink(snk, value, detail::runtime_config{&opts});
}

/// Serializes `value` to a file descriptor (tidyjson::fd{1} is stdout).
template <class T TIDYJSON_LIVE_VERDICTS(T, false)>
TIDYJSON_MARK_AS(ENTRY, WRITE)
void serialize_to(fd file, const T& value, const options& opts = detail::default_options()) {
  detail::fd_sink snk(file.value);
  detail::serialize_to_sink(snk, value, detail::runtime_config{&opts});
}

/// serialize without exceptions: the text, or the error.
template <class T TIDYJSON_LIVE_VERDICTS(T, false)>
[[nodiscard]] TIDYJSON_MARK_AS(ENTRY, WRITE) result<std::string>
    try_serialize(const T& value, const options& opts = detail::default_options()) {
  return detail::try_serialize_with(value, detail::runtime_config{&opts});
}

/// Reads a T from `text`: exactly one JSON value, optionally preceded by a
/// UTF-8 byte order mark. Throws tidyjson::error with the JSON path, line and
/// column of the first problem; nothing partially read escapes.
template <class T TIDYJSON_LIVE_VERDICTS(T, true)>
[[nodiscard]] TIDYJSON_MARK_AS(ENTRY, READ) T
    deserialize(std::string_view text, const options& opts = detail::default_options()) {
  return detail::deserialize_with<T>(text, detail::runtime_config{&opts});
}

/// Reads a T from the whole of a stream.
template <class T TIDYJSON_LIVE_VERDICTS(T, true)>
[[nodiscard]] TIDYJSON_MARK_AS(ENTRY, READ) T
    deserialize(std::istream& is, const options& opts = detail::default_options()) {
  if constexpr (detail::check_owns_its_strings<T>()) {
    const std::string text = detail::read_all(is);
    return detail::deserialize_with<T>(text, detail::runtime_config{&opts});
  } else {
    return T{};
  }
}

/// deserialize without exceptions: the value, or the error.
template <class T TIDYJSON_LIVE_VERDICTS(T, true)>
[[nodiscard]] TIDYJSON_MARK_AS(ENTRY, READ) result<T>
    try_deserialize(std::string_view text, const options& opts = detail::default_options()) {
  return detail::try_deserialize_with<T>(text, detail::runtime_config{&opts});
}

}  // namespace tidyjson
