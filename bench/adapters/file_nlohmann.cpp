// bench/adapters/file_nlohmann.cpp: nlohmann::json on the bookstore file: dump() per order.
//
// nlohmann::json has no streaming writer: each order becomes a json through
// to_json (the overloads of nlohmann_adapter.cpp, the same conversions
// bench_bookstore measures), whose dump() is appended to a 64 KiB buffer that
// goes to the file with write() when full, between the "[", "," and "]"
// written by hand. Decimals are written as doubles, members sorted by name.
#include <nlohmann/json.hpp>

#include <unistd.h>

#include <cerrno>
#include <string>
#include <vector>

#include "file_codec.hpp"
#include "peer_support.hpp"

// Defined in nlohmann_adapter.cpp.
namespace bookstore {
void to_json(nlohmann::json& j, const Order& o);
}  // namespace bookstore

namespace {

using namespace bench;

constexpr std::size_t chunk = 64 * 1024;

void write_all(int fd, const char* p, std::size_t n) {
  while (n > 0) {
    const ssize_t w = ::write(fd, p, n);
    if (w < 0) {
      if (errno == EINTR) continue;
      peer::fail("nlohmann: write failed");
    }
    p += w;
    n -= static_cast<std::size_t>(w);
  }
}

void write_file(const std::vector<bookstore::Order>& orders, int fd) {
  std::string buf;
  buf.reserve(2 * chunk);
  buf += '[';
  bool first = true;
  for (const bookstore::Order& o : orders) {
    if (!first) buf += ',';
    first = false;
    buf += nlohmann::json(o).dump();
    if (buf.size() >= chunk) {
      write_all(fd, buf.data(), buf.size());
      buf.clear();
    }
  }
  buf += ']';
  write_all(fd, buf.data(), buf.size());
}

}  // namespace

namespace bench::file {

void add_nlohmann_peers(std::vector<peer>& out) {
  out.push_back({"write", "nlohmann", "dump", TIDYJSON_BENCH_COMPILER, "json(order).dump() per order, 64 KiB buffer",
                 write_file, nullptr});
}

}  // namespace bench::file
