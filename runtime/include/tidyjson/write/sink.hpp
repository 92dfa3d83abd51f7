// tidyjson/write/sink.hpp: where a writer's bytes go.
//
// A writer fills a buffer through a raw pointer and calls its sink only when
// the buffer is full: a string sink grows the string in place (serialize_to
// into a reused std::string allocates nothing once the string is large
// enough); a chunked sink hands full chunks to a stream, a FILE*, a file
// descriptor or a callback, so memory stays bounded however long the output.
#pragma once

#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <functional>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <unistd.h>

namespace tidyjson {

class sink {
 public:
  virtual ~sink() = default;
  /// Makes room for at least `n` more bytes after `used` bytes of `buffer`;
  /// returns the (possibly moved) buffer and sets `size` to its capacity. A
  /// chunked sink drains the used bytes first and returns the buffer empty,
  /// which it signals by setting `used` to 0.
  virtual char* make_room(char* buffer, std::size_t& used, std::size_t n, std::size_t& size) = 0;
  /// Called once at the end with the bytes still in the buffer; returns false
  /// when the destination failed.
  virtual bool finish(char* buffer, std::size_t used) = 0;
  /// The initial buffer.
  virtual char* start(std::size_t& size) = 0;
};

namespace detail {

/// Appends to a std::string, or replaces its contents, reusing its
/// capacity. The string's own bytes are the writer's buffer. std::string
/// cannot grow without writing zeros over the new part (C++23's
/// resize_and_overwrite aside): a string whose contents are replaced keeps
/// its size until the end, so only the bytes beyond the previous output are
/// zeroed, up to half as many again as it had.
class string_sink final : public sink {
 public:
  static constexpr std::size_t min_room = 256;
  /// With `replace`, the string's current bytes are overwritten from the
  /// start (serialize_to); otherwise the output goes after them.
  explicit string_sink(std::string& s, bool replace = false) noexcept : s_(s), replace_(replace) {}
  string_sink(const string_sink&) = delete;
  string_sink& operator=(const string_sink&) = delete;
  /// A writer left by an exception (a converter's) leaves the string as it
  /// was before the output (empty when replacing), not half written.
  ~string_sink() override {
    if (started_ && !finished_) s_.resize(offset_);
  }
  char* start(std::size_t& size) override {
    started_ = true;
    offset_ = replace_ ? 0 : s_.size();
    if (s_.capacity() < offset_ + min_room) s_.reserve(offset_ + min_room);
    // The capacity, but not far beyond the previous output's size: a string
    // that once held a large output is not zeroed whole for a small one.
    const std::size_t previous = s_.size() - offset_;
    std::size_t room = offset_ + previous + previous / 2 + min_room;
    if (room > s_.capacity()) room = s_.capacity();
    s_.resize(room);
    size = s_.size() - offset_;
    return s_.data() + offset_;
  }
  char* make_room(char*, std::size_t& used, std::size_t n, std::size_t& size) override {
    const std::size_t want = offset_ + used + n;
    const std::size_t grown = s_.size() * 2;
    s_.resize(grown > want ? grown : want);
    size = s_.size() - offset_;
    return s_.data() + offset_;
  }
  bool finish(char*, std::size_t used) override {
    s_.resize(offset_ + used);
    finished_ = true;
    return true;
  }

 private:
  std::string& s_;
  std::size_t offset_ = 0;
  bool replace_;
  bool started_ = false;
  bool finished_ = false;
};

/// Writes into a caller's fixed buffer and never past its end. The writer
/// reserves room before it knows how much it will use (a string is given
/// room for every byte escaped), so near the end of the buffer a
/// reservation may not fit although the output would: the writer then
/// continues in a scratch buffer (512 bytes inside the sink, or on the heap
/// for a larger reservation), whose bytes are copied into the caller's
/// buffer as long as they fit. Output that does not fit is only counted, so
/// that the caller learns the size it needs.
class span_sink final : public sink {
 public:
  explicit span_sink(std::span<char> out) noexcept : out_(out) {}
  char* start(std::size_t& size) override {
    size = out_.size();
    return out_.data();
  }
  char* make_room(char* buffer, std::size_t& used, std::size_t n, std::size_t& size) override {
    commit(buffer, used);
    used = 0;
    if (filled_ == needed_ && out_.size() - filled_ >= n) {
      scratch_ = false;
      size = out_.size() - filled_;
      return out_.data() + filled_;
    }
    scratch_ = true;
    if (n <= sizeof small_) {
      size = sizeof small_;
      return small_;
    }
    if (big_.size() < n) big_.resize(n);
    size = big_.size();
    return big_.data();
  }
  bool finish(char* buffer, std::size_t used) override {
    commit(buffer, used);
    return true;
  }
  /// Whether the whole output is in the caller's buffer.
  [[nodiscard]] bool fits() const noexcept { return filled_ == needed_; }
  /// The size of the whole output (only the first out.size() bytes of it
  /// were written when it does not fit).
  [[nodiscard]] std::size_t size() const noexcept { return needed_; }

 private:
  void commit(const char* buffer, std::size_t used) noexcept {
    if (scratch_ && filled_ == needed_ && out_.size() - filled_ >= used) {
      // A failed write finishes with (nullptr, 0): memcpy must not see it.
      if (used != 0) std::memcpy(out_.data() + filled_, buffer, used);
      filled_ += used;
    } else if (!scratch_) {
      filled_ += used;  // written in place
    }
    needed_ += used;
  }

  std::span<char> out_;
  std::size_t filled_ = 0;  // bytes of the output in out_
  std::size_t needed_ = 0;  // bytes of the output so far
  bool scratch_ = false;    // the writer's buffer is small_ or big_
  char small_[512];
  std::vector<char> big_;
};

/// A fixed-size chunk buffer drained into some destination. Several
/// writers may append to it one after another (a stream of values): with
/// segments(true), finish() keeps the bytes and close() drains them.
class chunked_sink : public sink {
 public:
  static constexpr std::size_t default_chunk = 64 * 1024;
  explicit chunked_sink(std::size_t chunk = default_chunk) : buf_(chunk) {}
  char* start(std::size_t& size) override {
    size = buf_.size() - kept_;
    return buf_.data() + kept_;
  }
  char* make_room(char*, std::size_t& used, std::size_t n, std::size_t& size) override {
    const std::size_t total = kept_ + used;
    if (total > 0) ok_ = ok_ && drain(buf_.data(), total);
    kept_ = 0;
    used = 0;
    if (n > buf_.size()) buf_.resize(n);  // one value larger than a chunk
    size = buf_.size();
    return buf_.data();
  }
  bool finish(char*, std::size_t used) override {
    kept_ += used;
    if (segments_) return ok_;
    return close();
  }
  /// Drains what is kept and flushes the destination.
  bool close() {
    if (kept_ > 0) ok_ = ok_ && drain(buf_.data(), kept_);
    kept_ = 0;
    return ok_ && flush();
  }
  /// Keep the bytes of each finished writer for the next one.
  void segments(bool on) noexcept { segments_ = on; }
  [[nodiscard]] bool ok() const noexcept { return ok_; }

 protected:
  virtual bool drain(const char* data, std::size_t n) = 0;
  virtual bool flush() { return true; }

 private:
  std::vector<char> buf_;
  std::size_t kept_ = 0;
  bool ok_ = true;
  bool segments_ = false;
};

class ostream_sink final : public chunked_sink {
 public:
  explicit ostream_sink(std::ostream& os, std::size_t chunk = default_chunk) : chunked_sink(chunk), os_(os) {}

 protected:
  bool drain(const char* data, std::size_t n) override {
    os_.write(data, static_cast<std::streamsize>(n));
    return static_cast<bool>(os_);
  }
  bool flush() override {
    os_.flush();
    return static_cast<bool>(os_);
  }

 private:
  std::ostream& os_;
};

class file_sink final : public chunked_sink {
 public:
  explicit file_sink(std::FILE* f, std::size_t chunk = default_chunk) : chunked_sink(chunk), f_(f) {}

 protected:
  bool drain(const char* data, std::size_t n) override { return std::fwrite(data, 1, n, f_) == n; }
  bool flush() override { return std::fflush(f_) == 0; }

 private:
  std::FILE* f_;
};

class fd_sink final : public chunked_sink {
 public:
  explicit fd_sink(int fd, std::size_t chunk = default_chunk) : chunked_sink(chunk), fd_(fd) {}

 protected:
  bool drain(const char* data, std::size_t n) override {
    while (n > 0) {
      const ssize_t w = ::write(fd_, data, n);
      if (w < 0) {
        if (errno == EINTR) continue;
        return false;
      }
      data += w;
      n -= static_cast<std::size_t>(w);
    }
    return true;
  }

 private:
  int fd_;
};

class callback_sink final : public chunked_sink {
 public:
  explicit callback_sink(std::function<bool(std::string_view)> cb, std::size_t chunk = default_chunk)
      : chunked_sink(chunk), cb_(std::move(cb)) {}

 protected:
  bool drain(const char* data, std::size_t n) override { return cb_(std::string_view(data, n)); }

 private:
  std::function<bool(std::string_view)> cb_;
};

}  // namespace detail

/// A file descriptor to write to (serialize_to, serialize_stream).
struct fd {
  int value;
  constexpr explicit fd(int v) noexcept : value(v) {}
};

/// A function that receives the output in chunks; returning false stops the
/// writer with error_code::io_error.
using chunk_callback = std::function<bool(std::string_view chunk)>;

}  // namespace tidyjson
