// tidyjson/write/writer.hpp: tidyjson::writer, the token writer under every serializer.
//
// Two layers. The structured API (begin_object, key, value, ...) places commas
// and indentation itself and is what converters and hand-written code use. The
// raw layer (reserve, put, put_unchecked, ...) is what the generated
// serializers use: they know the shape of their output and skip the
// bookkeeping.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include "tidyjson/core/config.hpp"
#include "tidyjson/core/error.hpp"
#include "tidyjson/core/path.hpp"
#include "tidyjson/core/settings.hpp"
#include "tidyjson/core/utf8.hpp"
#include "tidyjson/types/decimal.hpp"
#include "tidyjson/write/numbers.hpp"
#include "tidyjson/write/sink.hpp"

namespace tidyjson {

namespace detail {

// 0: copy; 1: short escape (\n, \", ...); 2: \u00XX. Index: the byte.
inline constexpr unsigned char escape_class[128] = {
    2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 2, 1, 1, 2, 2,  // 0x00: \b \t \n \f \r short
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,  // 0x10
    0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0x20: '"'
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0x30
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0x40
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,  // 0x50: '\\'
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0x60
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0x70
};

inline constexpr char short_escape(unsigned char c) noexcept {
  switch (c) {
    case '\b': return 'b';
    case '\t': return 't';
    case '\n': return 'n';
    case '\f': return 'f';
    case '\r': return 'r';
    case '"': return '"';
    default: return '\\';
  }
}

inline constexpr bool html_sensitive(unsigned char c) noexcept {
  return c == '<' || c == '>' || c == '&' || c == '\'';
}

/// High bit set in each byte of x that a string cannot be copied with: a
/// quote, a backslash, a control character, a byte of a multi-byte UTF-8
/// sequence (which is validated on the slow path), and with Html also
/// < > & '.
template <bool Html>
TIDYJSON_ALWAYS_INLINE std::uint64_t word_stops(std::uint64_t x) noexcept {
  std::uint64_t stops = bytes_below(x, 0x20) | bytes_equal(x, '"') | bytes_equal(x, '\\') | (x & highs8);
  if constexpr (Html) stops |= bytes_equal(x, '<') | bytes_equal(x, '>') | bytes_equal(x, '&') | bytes_equal(x, '\'');
  return stops;
}

#if TIDYJSON_SSE2
template <bool Html>
TIDYJSON_ALWAYS_INLINE unsigned vector_stops(__m128i v) noexcept {
  if constexpr (Html) return string_stops16(v) | html_stops16(v);
  return string_stops16(v);
}
#endif

/// Copies the n bytes at p to out and returns true when none of them needs
/// escaping (see word_stops); otherwise returns false, having written
/// somewhere in out[0, n + 16). Reads nothing outside [p, p + n): strings
/// shorter than a load are covered by two overlapping loads (or three bytes
/// below four), so the common short string takes no loop and no call.
template <bool Html>
TIDYJSON_ALWAYS_INLINE bool copy_plain(char* out, const char* p, std::size_t n) noexcept {
  if (n >= 8) {
#if TIDYJSON_SSE2
    if (n >= 16) {
      std::size_t i = 0;
      do {
        const __m128i v = load16(p + i);
        if (vector_stops<Html>(v) != 0) return false;
        _mm_storeu_si128(reinterpret_cast<__m128i*>(out + i), v);
        i += 16;
      } while (i + 16 <= n);
      if (i == n) return true;
      const __m128i v = load16(p + n - 16);
      if (vector_stops<Html>(v) != 0) return false;
      _mm_storeu_si128(reinterpret_cast<__m128i*>(out + n - 16), v);
      return true;
    }
    const __m128i lo = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(p));
    const __m128i hi = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(p + n - 8));
    if (vector_stops<Html>(_mm_unpacklo_epi64(lo, hi)) != 0) return false;
    _mm_storel_epi64(reinterpret_cast<__m128i*>(out), lo);
    _mm_storel_epi64(reinterpret_cast<__m128i*>(out + n - 8), hi);
    return true;
#else
    std::size_t i = 0;
    do {
      const std::uint64_t x = load8(p + i);
      if (word_stops<Html>(x) != 0) return false;
      std::memcpy(out + i, &x, 8);
      i += 8;
    } while (i + 8 <= n);
    if (i == n) return true;
    const std::uint64_t x = load8(p + n - 8);
    if (word_stops<Html>(x) != 0) return false;
    std::memcpy(out + n - 8, &x, 8);
    return true;
#endif
  }
  if (n >= 4) {
    std::uint32_t a = 0, b = 0;
    std::memcpy(&a, p, 4);
    std::memcpy(&b, p + n - 4, 4);
    if (word_stops<Html>(a | (std::uint64_t{b} << 32)) != 0) return false;
    std::memcpy(out, &a, 4);
    std::memcpy(out + n - 4, &b, 4);
    return true;
  }
  if (n == 0) return true;
  // One to three bytes: the first, the middle and the last cover them all;
  // the other five bytes of the word are spaces, which pass.
  const auto a = static_cast<unsigned char>(p[0]);
  const auto b = static_cast<unsigned char>(p[n / 2]);
  const auto c = static_cast<unsigned char>(p[n - 1]);
  if (word_stops<Html>(0x2020202020000000ULL | a | (std::uint64_t{b} << 8) | (std::uint64_t{c} << 16)) != 0) {
    return false;
  }
  out[0] = static_cast<char>(a);
  out[n / 2] = static_cast<char>(b);
  out[n - 1] = static_cast<char>(c);
  return true;
}

TIDYJSON_ALWAYS_INLINE char* write_u_escape(char* out, unsigned v) noexcept {
  constexpr char hex[] = "0123456789abcdef";
  out[0] = '\\';
  out[1] = 'u';
  out[2] = hex[(v >> 12) & 0xF];
  out[3] = hex[(v >> 8) & 0xF];
  out[4] = hex[(v >> 4) & 0xF];
  out[5] = hex[v & 0xF];
  return out + 6;
}

}  // namespace detail

class writer {
 public:
  /// Bytes per block when escaping long strings: the buffer must hold the
  /// block's worst case (6 output bytes per input byte), a UTF-8 sequence that
  /// starts in the block and ends after it (up to 12 bytes as two \u escapes)
  /// and the quotes.
  static constexpr std::size_t escape_block = 1024;
  static constexpr std::size_t escape_block_room = escape_block * 6 + 16;

  writer(sink& s, const settings& st) : sink_(&s), settings_(&st), max_depth_(st.depth_limit) {
    std::size_t size = 0;
    base_ = sink_->start(size);
    cur_ = base_;
    end_ = base_ + size;
  }
  writer(const writer&) = delete;
  writer& operator=(const writer&) = delete;

  /// Hands the remaining bytes to the sink; false if anything failed.
  bool finish() {
    const bool ok = sink_->finish(base_, static_cast<std::size_t>(cur_ - base_));
    cur_ = end_ = base_ = nullptr;
    if (!ok && !failed()) fail(error_code::io_error, "the destination could not be written");
    return !failed();
  }

  [[nodiscard]] const settings& config() const noexcept { return *settings_; }

  // ---- errors --------------------------------------------------------------

  [[nodiscard]] bool failed() const noexcept { return err_ != nullptr; }
  /// Records the first failure; later output is discarded by the caller.
  TIDYJSON_COLD void fail(error_code code, std::string message) {
    if (err_) return;
    err_ = std::make_unique<error_state>();
    err_->info.code = code;
    err_->info.message = std::move(message);
  }
  /// Adds a path segment while a failure unwinds (innermost first).
  TIDYJSON_COLD void unwind_key(std::string_view key) {
    if (err_) err_->path.push_key(key);
  }
  TIDYJSON_COLD void unwind_index(std::size_t i) {
    if (err_) err_->path.push_index(i);
  }
  /// The failure with its path; only meaningful when failed().
  [[nodiscard]] error_info error() const {
    error_info e = err_->info;
    e.path = err_->path.str();
    return e;
  }

  // ---- raw layer -----------------------------------------------------------

  /// Guarantees room for n more bytes.
  TIDYJSON_ALWAYS_INLINE void reserve(std::size_t n) {
    if (static_cast<std::size_t>(end_ - cur_) < n) [[unlikely]] grow(n);
  }
  /// Guarantees room for n more bytes after p, a position a caller keeps in
  /// a local variable (then hands back with advance_to); returns the same
  /// position, moved if the buffer moved.
  [[nodiscard]] TIDYJSON_ALWAYS_INLINE char* room(char* p, std::size_t n) {
    if (static_cast<std::size_t>(end_ - p) < n) [[unlikely]] {
      cur_ = p;
      grow(n);
      return cur_;
    }
    return p;
  }
  /// The write position; valid for as many bytes as the last reserve() allowed.
  [[nodiscard]] TIDYJSON_ALWAYS_INLINE char* pos() noexcept { return cur_; }
  TIDYJSON_ALWAYS_INLINE void advance_to(char* p) noexcept { cur_ = p; }
  TIDYJSON_ALWAYS_INLINE void put_unchecked(char c) noexcept { *cur_++ = c; }
  TIDYJSON_ALWAYS_INLINE void put_unchecked(std::string_view s) noexcept {
    std::memcpy(cur_, s.data(), s.size());
    cur_ += s.size();
  }
  TIDYJSON_ALWAYS_INLINE void put(char c) {
    reserve(1);
    *cur_++ = c;
  }
  TIDYJSON_ALWAYS_INLINE void put(std::string_view s) {
    reserve(s.size());
    put_unchecked(s);
  }
  /// A newline and the indentation for `level` (pretty printing only).
  void newline(int level) {
    const std::size_t n = static_cast<std::size_t>(level) * static_cast<std::size_t>(settings_->indent_width);
    reserve(n + 1);
    *cur_++ = '\n';
    std::memset(cur_, settings_->indent_char, n);
    cur_ += n;
  }

  /// Nesting: call enter() when opening an array or object, leave() when
  /// closing it. enter() fails the writer past max_depth.
  TIDYJSON_ALWAYS_INLINE bool enter() {
    if (++depth_ > max_depth_) [[unlikely]] {
      fail_depth();
      return false;
    }
    return true;
  }
  TIDYJSON_ALWAYS_INLINE void leave() noexcept { --depth_; }
  [[nodiscard]] int depth() const noexcept { return depth_; }

  template <class I>
  TIDYJSON_ALWAYS_INLINE void write_integer(I v) {
    reserve(24);
    cur_ = detail::write_integer(cur_, v);
  }

  /// A finite number, shortest round-trip; NaN and infinity fail the writer
  /// unless named literals are allowed, in which case they are written as the
  /// strings "NaN", "Infinity", "-Infinity".
  template <class F>
  void write_floating(F v, bool named_literals) {
    if (!TIDYJSON_IS_FINITE(v)) [[unlikely]] {
      write_non_finite(static_cast<double>(v), named_literals);
      return;
    }
    reserve(64);
    cur_ = detail::write_floating(cur_, v);
  }

  void write_decimal(const decimal& d) {
    reserve(24);
    cur_ += d.format_to(cur_);
  }

  /// The most bytes a string of n bytes (n <= escape_block) takes when
  /// written: every byte escaped as \uXXXX, the quotes, and 16 bytes of slack
  /// for the 16-byte stores.
  static constexpr std::size_t string_room(std::size_t n) noexcept { return n * 6 + 18; }

  /// A quoted, escaped string. Fails the writer on invalid UTF-8.
  TIDYJSON_ALWAYS_INLINE void write_string(std::string_view s, escaping mode, bool (*custom)(char32_t) = nullptr) {
    if (s.size() <= escape_block) [[likely]] {
      reserve(string_room(s.size()));
      write_string_unchecked(s, mode, custom);
    } else {
      write_long_string(s, mode, custom);
    }
  }
  /// write_string for a string of at most escape_block bytes, with
  /// string_room(s.size()) bytes reserved.
  TIDYJSON_ALWAYS_INLINE void write_string_unchecked(std::string_view s, escaping mode,
                                                     bool (*custom)(char32_t) = nullptr) {
    char* p = put_string(cur_, s, mode, custom);
    if (p != nullptr) cur_ = p;
  }
  /// The same at p (see room()): returns the end of the string, or nullptr
  /// when the writer has failed. A string with nothing to escape is copied
  /// in line; any other goes to the escaper.
  [[nodiscard]] TIDYJSON_ALWAYS_INLINE char* put_string(char* p, std::string_view s, escaping mode,
                                                        bool (*custom)(char32_t) = nullptr) {
    const std::size_t n = s.size();
    *p = '"';
    if (custom == nullptr) {
      const bool plain = mode == escaping::html_safe ? detail::copy_plain<true>(p + 1, s.data(), n)
                                                     : detail::copy_plain<false>(p + 1, s.data(), n);
      if (plain) [[likely]] {
        p[n + 1] = '"';
        return p + n + 2;
      }
    }
    cur_ = p;
    write_escaped_string(s, mode, custom);
    return failed() ? nullptr : cur_;
  }

  void write_string(std::string_view s) { write_string(s, settings_->escape_mode, settings_->escape_fn); }

  // ---- structured layer ----------------------------------------------------

  void null() {
    separate();
    put(std::string_view("null"));
  }
  void boolean(bool b) {
    separate();
    put(b ? std::string_view("true") : std::string_view("false"));
  }
  template <class N>
    requires(std::is_arithmetic_v<N> && !std::is_same_v<N, bool>)
  void number(N n) {
    separate();
    if constexpr (std::is_floating_point_v<N>) {
      if (!TIDYJSON_IS_FINITE(n)) [[unlikely]] {  // written as a quoted name, never quoted twice
        write_non_finite(static_cast<double>(n), has(settings_->number_handling, numbers::allow_named_literals));
        return;
      }
    }
    const bool quoted = has(settings_->number_handling, numbers::write_as_string);
    if (quoted) put('"');
    if constexpr (std::is_floating_point_v<N>) {
      write_floating(n, has(settings_->number_handling, numbers::allow_named_literals));
    } else {
      write_integer(n);
    }
    if (quoted) put('"');
  }
  void number(const decimal& d) {
    separate();
    write_decimal(d);
  }
  void string(std::string_view s) {
    separate();
    write_string(s);
  }
  void begin_object() { open('{'); }
  void end_object() { close('}'); }
  void begin_array() { open('['); }
  void end_array() { close(']'); }
  /// A member name inside an object; the next call writes its value.
  void key(std::string_view k) {
    separate();
    write_string(k);
    put(':');
    if (settings_->pretty()) put(' ');
    after_key_ = true;
  }
  /// Writes `json` verbatim as one value; the caller vouches that it is valid JSON.
  void raw_value(std::string_view json) {
    separate();
    put(json);
  }

  /// references::preserve: the id of the object at `p`, and whether this is
  /// its first appearance in the output (ids count from 1 per call).
  std::pair<std::size_t, bool> reference_id(const void* p) {
    if (!refs_) refs_ = std::make_unique<std::unordered_map<const void*, std::size_t>>();
    auto [it, fresh] = refs_->try_emplace(p, refs_->size() + 1);
    return {it->second, fresh};
  }

  /// Resets the structured layer so that the next value is written without a
  /// separator (used before handing the writer to a converter).
  void begin_value() noexcept {
    after_key_ = true;
  }

 private:
  struct error_state {
    error_info info;
    detail::path_builder path;
  };

  TIDYJSON_NOINLINE void grow(std::size_t n) {
    std::size_t used = static_cast<std::size_t>(cur_ - base_);
    std::size_t size = 0;
    base_ = sink_->make_room(base_, used, n, size);
    cur_ = base_ + used;
    end_ = base_ + size;
  }

  TIDYJSON_COLD void fail_depth() {
    fail(error_code::depth_exceeded,
         "nesting deeper than the maximum depth of " + std::to_string(max_depth_) + " (tidyjson::max_depth)");
  }

  TIDYJSON_COLD void write_non_finite(double v, bool named_literals) {
    if (!named_literals) {
      fail(error_code::non_finite_number,
           "cannot write NaN or infinity as a JSON number (numbers::allow_named_literals writes them as strings)");
      return;
    }
    put(TIDYJSON_IS_NAN(v) ? std::string_view("\"NaN\"") : v > 0 ? std::string_view("\"Infinity\"") : std::string_view("\"-Infinity\""));
  }

  void separate() {
    if (after_key_) {
      after_key_ = false;
      return;
    }
    if (!stack_.empty()) {
      if (stack_.back() & 1) put(',');
      stack_.back() |= 1;
      if (settings_->pretty()) newline(depth_);
    }
  }
  void open(char c) {
    separate();
    if (!enter()) return;
    put(c);
    stack_.push_back(0);
  }
  void close(char c) {
    const bool had_items = !stack_.empty() && (stack_.back() & 1);
    if (!stack_.empty()) stack_.pop_back();
    leave();
    if (had_items && settings_->pretty()) newline(depth_);
    put(c);
  }

  /// Writes a string of any length in blocks of escape_block bytes, each
  /// with the room for its worst case reserved.
  template <escaping Mode>
  void write_string_blocks(std::string_view s, bool (*custom)(char32_t)) {
    const char* p = s.data();
    const char* const e = p + s.size();
    reserve(s.size() < escape_block ? s.size() * 6 + 16 : escape_block_room);
    *cur_++ = '"';
    for (;;) {
      const char* block_end = static_cast<std::size_t>(e - p) <= escape_block ? e : p + escape_block;
      if (!escape_run<Mode>(p, block_end, e, custom)) return;
      if (p >= e) break;
      reserve(escape_block_room);
    }
    *cur_++ = '"';
  }

  TIDYJSON_NOINLINE void write_long_string(std::string_view s, escaping mode, bool (*custom)(char32_t)) {
    switch (mode) {
      case escaping::minimal: write_string_blocks<escaping::minimal>(s, custom); break;
      case escaping::html_safe: write_string_blocks<escaping::html_safe>(s, custom); break;
      case escaping::ascii_only: write_string_blocks<escaping::ascii_only>(s, custom); break;
    }
  }

  /// A string of at most escape_block bytes that needs escaping (or
  /// validating), with string_room(s.size()) bytes reserved.
  TIDYJSON_NOINLINE void write_escaped_string(std::string_view s, escaping mode, bool (*custom)(char32_t)) {
    const char* p = s.data();
    const char* const e = p + s.size();
    *cur_++ = '"';
    bool ok = false;
    switch (mode) {
      case escaping::minimal: ok = escape_run<escaping::minimal>(p, e, e, custom); break;
      case escaping::html_safe: ok = escape_run<escaping::html_safe>(p, e, e, custom); break;
      case escaping::ascii_only: ok = escape_run<escaping::ascii_only>(p, e, e, custom); break;
    }
    if (ok) *cur_++ = '"';
  }

  // Escapes [p, block_end) into the buffer (room already reserved); a UTF-8
  // sequence may run past block_end up to e. Advances p; false on bad UTF-8.
  template <escaping Mode>
  TIDYJSON_ALWAYS_INLINE bool escape_run(const char*& p, const char* block_end, const char* e,
                                         bool (*custom)(char32_t)) {
    char* out = cur_;
    while (p < block_end) {
#if TIDYJSON_SSE2
      // Sixteen plain ASCII bytes at a time, stored before they are checked:
      // reserve() left room for the escaped form plus 16 bytes.
      while (custom == nullptr && block_end - p >= 16) {
        const __m128i x = detail::load16(p);
        unsigned stops = detail::string_stops16(x);
        if constexpr (Mode == escaping::html_safe) stops |= detail::html_stops16(x);
        _mm_storeu_si128(reinterpret_cast<__m128i*>(out), x);
        if (stops == 0) {
          out += 16;
          p += 16;
          continue;
        }
        const int skip = __builtin_ctz(stops);
        out += skip;
        p += skip;
        break;
      }
#endif
      // Eight plain ASCII bytes at a time; a custom escaper must see every
      // byte, so it takes the byte-wise path.
      while (custom == nullptr && block_end - p >= 8) {
        const std::uint64_t x = detail::load8(p);
        std::uint64_t special = detail::bytes_below(x, 0x20) | detail::bytes_equal(x, '"') |
                                detail::bytes_equal(x, '\\') | (x & detail::highs8);
        if constexpr (Mode == escaping::html_safe) {
          special |= detail::bytes_equal(x, '<') | detail::bytes_equal(x, '>') | detail::bytes_equal(x, '&') |
                     detail::bytes_equal(x, '\'');
        }
        std::memcpy(out, &x, 8);
        if (special == 0) {
          out += 8;
          p += 8;
          continue;
        }
        const int skip = __builtin_ctzll(special) / 8;
        out += skip;
        p += skip;
        break;
      }
      // The last 1 to 7 bytes in one masked word: most strings are short.
      if (custom == nullptr && p < block_end && block_end - p < 8) {
        const auto n = static_cast<std::size_t>(block_end - p);
        std::uint64_t x = 0;
        std::memcpy(&x, p, n);
        std::uint64_t special = detail::bytes_below(x, 0x20) | detail::bytes_equal(x, '"') |
                                detail::bytes_equal(x, '\\') | (x & detail::highs8);
        if constexpr (Mode == escaping::html_safe) {
          special |= detail::bytes_equal(x, '<') | detail::bytes_equal(x, '>') | detail::bytes_equal(x, '&') |
                     detail::bytes_equal(x, '\'');
        }
        // Borrows only travel upwards, into the padding: the real bytes'
        // flags are exact.
        special &= (std::uint64_t{1} << (8 * n)) - 1;
        if (special == 0) {
          std::memcpy(out, &x, 8);  // one store; reserve() left 16 bytes of slack
          out += n;
          p += n;
          break;
        }
        const auto skip = static_cast<std::size_t>(__builtin_ctzll(special) / 8);
        std::memcpy(out, p, skip);
        out += skip;
        p += skip;
      }
      if (p >= block_end) break;
      const auto c = static_cast<unsigned char>(*p);
      if (c < 0x80) {
        unsigned cls = detail::escape_class[c];
        if constexpr (Mode == escaping::html_safe) {
          if (detail::html_sensitive(c)) cls = 2;
        }
        if (cls == 0 && custom != nullptr && custom(c)) cls = 2;
        if (cls == 0) {
          *out++ = static_cast<char>(c);
        } else if (cls == 1) {
          *out++ = '\\';
          *out++ = detail::short_escape(c);
        } else {
          out = detail::write_u_escape(out, c);
        }
        ++p;
        continue;
      }
      char32_t cp = 0;
      const int len = detail::decode_utf8(reinterpret_cast<const unsigned char*>(p),
                                          reinterpret_cast<const unsigned char*>(e), cp);
      if (len <= 0) [[unlikely]] {
        cur_ = out;
        fail(error_code::invalid_utf8_output, "string is not valid UTF-8 (byte 0x" + hex_byte(c) + ")");
        return false;
      }
      const bool escape_it = Mode == escaping::ascii_only || (custom != nullptr && custom(cp));
      if (escape_it) {
        if (cp >= 0x10000) {
          const char32_t v = cp - 0x10000;
          out = detail::write_u_escape(out, 0xD800 + static_cast<unsigned>(v >> 10));
          out = detail::write_u_escape(out, 0xDC00 + static_cast<unsigned>(v & 0x3FF));
        } else {
          out = detail::write_u_escape(out, static_cast<unsigned>(cp));
        }
      } else {
        std::memcpy(out, p, static_cast<std::size_t>(len));
        out += len;
      }
      p += len;
    }
    cur_ = out;
    return true;
  }

  static std::string hex_byte(unsigned char c) {
    constexpr char hex[] = "0123456789abcdef";
    return std::string{hex[c >> 4], hex[c & 0xF]};
  }

  char* cur_ = nullptr;
  char* end_ = nullptr;
  char* base_ = nullptr;
  sink* sink_;
  const settings* settings_;
  int depth_ = 0;
  int max_depth_ = 64;
  bool after_key_ = false;
  std::vector<unsigned char> stack_;  // structured layer: bit 0 = container has items
  std::unique_ptr<error_state> err_;
  std::unique_ptr<std::unordered_map<const void*, std::size_t>> refs_;
};

}  // namespace tidyjson
