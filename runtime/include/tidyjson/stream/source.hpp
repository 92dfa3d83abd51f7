// tidyjson/stream/source.hpp: where a streaming reader's bytes come from.
#pragma once

#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <istream>

#include <unistd.h>

namespace tidyjson::detail {

class source {
 public:
  virtual ~source() = default;
  /// Reads up to n bytes into buf; 0 at the end. Sets failed() on errors.
  virtual std::size_t read(char* buf, std::size_t n) = 0;
  [[nodiscard]] bool failed() const noexcept { return failed_; }

 protected:
  bool failed_ = false;
};

/// Reads through the stream's buffer, as deserialize(std::istream&) does
/// (std::istreambuf_iterator): the stream's own state is left as it was, so
/// that a caller's `if (!in)` after reading means the same after
/// deserialize_stream as after deserialize (std::istream::read would set
/// eofbit and failbit at the end of every valid input).
class istream_source final : public source {
 public:
  explicit istream_source(std::istream& is) noexcept : is_(is) {}
  std::size_t read(char* buf, std::size_t n) override {
    std::streambuf* const sb = is_.rdbuf();
    if (sb == nullptr) {
      failed_ = true;
      return 0;
    }
    const std::streamsize got = sb->sgetn(buf, static_cast<std::streamsize>(n));
    if (got > 0) {
      any_ = true;
      return static_cast<std::size_t>(got);
    }
    // The buffer is read whatever the stream's state; but nothing at all
    // from a failed stream (a std::ifstream whose file did not open) is an
    // I/O error, not an empty input.
    if (!any_ && is_.fail()) failed_ = true;
    return 0;
  }

 private:
  std::istream& is_;
  bool any_ = false;
};

class file_source final : public source {
 public:
  explicit file_source(std::FILE* f) noexcept : f_(f) {}
  std::size_t read(char* buf, std::size_t n) override {
    const std::size_t got = std::fread(buf, 1, n, f_);
    if (got < n && std::ferror(f_)) failed_ = true;
    return got;
  }

 private:
  std::FILE* f_;
};

class fd_source final : public source {
 public:
  explicit fd_source(int fd) noexcept : fd_(fd) {}
  std::size_t read(char* buf, std::size_t n) override {
    for (;;) {
      const ssize_t got = ::read(fd_, buf, n);
      if (got >= 0) return static_cast<std::size_t>(got);
      if (errno == EINTR) continue;
      failed_ = true;
      return 0;
    }
  }

 private:
  int fd_;
};

}  // namespace tidyjson::detail
