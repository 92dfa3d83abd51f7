// bench/adapters/file_boostjson.cpp: Boost.JSON on the bookstore file: serializer per order, basic_parser pull.
//
// Writing: Boost.JSON has no streaming writer of typed values, so each order
// becomes a json::value through value_from (the tag_invoke overloads of
// boostjson_adapter.cpp, the same conversions bench_bookstore measures) and a
// json::serializer, kept, drains it into a 64 KiB buffer that goes to the file
// with write() when full, between the "[", "," and "]" written by hand.
// Decimals are written as doubles (1.26E2 for 126.00: the same number).
//
// Pulling: json::basic_parser with a handler that tracks the depth and sums
// the items' lineTotal (as doubles rounded to cents), fed 64 KiB read() chunks
// with write_some; keys split across chunks arrive in parts and are
// reassembled. basic_parser is a template (basic_parser_impl.hpp), so it is
// compiled here by the main compiler.
#include <boost/json.hpp>
#include <boost/json/basic_parser_impl.hpp>

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <string>
#include <vector>

#include "file_codec.hpp"
#include "peer_support.hpp"

namespace json = boost::json;

// Defined in boostjson_adapter.cpp.
namespace bookstore {
void tag_invoke(const json::value_from_tag&, json::value& jv, const Order& ord);
}  // namespace bookstore

namespace {

using namespace bench;

constexpr std::size_t chunk = 64 * 1024;

void write_all(int fd, const char* p, std::size_t n) {
  while (n > 0) {
    const ssize_t w = ::write(fd, p, n);
    if (w < 0) {
      if (errno == EINTR) continue;
      peer::fail("boost.json: write failed");
    }
    p += w;
    n -= static_cast<std::size_t>(w);
  }
}

void write_file(const std::vector<bookstore::Order>& orders, int fd) {
  std::vector<char> buf(chunk);
  std::size_t used = 0;
  auto put = [&](char c) {
    if (used == buf.size()) {
      write_all(fd, buf.data(), used);
      used = 0;
    }
    buf[used++] = c;
  };
  json::serializer sr;
  put('[');
  bool first = true;
  for (const bookstore::Order& o : orders) {
    if (!first) put(',');
    first = false;
    const json::value jv = json::value_from(o);
    sr.reset(&jv);
    while (!sr.done()) {
      if (used == buf.size()) {
        write_all(fd, buf.data(), used);
        used = 0;
      }
      used += sr.read(buf.data() + used, buf.size() - used).size();
    }
  }
  put(']');
  write_all(fd, buf.data(), used);
}

/// Depth 1 is the top array, 2 an order, 3 its items, 4 an item.
struct line_total_handler {
  constexpr static std::size_t max_object_size = std::size_t(-1);
  constexpr static std::size_t max_array_size = std::size_t(-1);
  constexpr static std::size_t max_key_size = std::size_t(-1);
  constexpr static std::size_t max_string_size = std::size_t(-1);

  file::tally* out = nullptr;
  int depth = 0;
  bool line_total = false;
  std::string key;  // a key split across chunks, reassembled

  bool on_document_begin(json::error_code&) { return true; }
  bool on_document_end(json::error_code&) { return true; }
  bool on_array_begin(json::error_code&) {
    ++depth;
    line_total = false;
    return true;
  }
  bool on_array_end(std::size_t, json::error_code&) {
    --depth;
    return true;
  }
  bool on_object_begin(json::error_code&) {
    ++depth;
    line_total = false;
    return true;
  }
  bool on_object_end(std::size_t, json::error_code&) {
    if (depth == 2) ++out->orders;
    --depth;
    return true;
  }
  bool on_string_part(json::string_view, std::size_t, json::error_code&) { return true; }
  bool on_string(json::string_view, std::size_t, json::error_code&) {
    line_total = false;
    return true;
  }
  bool on_key_part(json::string_view s, std::size_t, json::error_code&) {
    key.append(s.data(), s.size());
    return true;
  }
  bool on_key(json::string_view s, std::size_t, json::error_code&) {
    std::string_view k(s.data(), s.size());
    if (!key.empty()) {
      key.append(s.data(), s.size());
      k = key;
    }
    line_total = depth == 4 && k == "lineTotal";
    key.clear();
    return true;
  }
  bool on_number_part(json::string_view, json::error_code&) { return true; }
  bool on_int64(std::int64_t v, json::string_view, json::error_code&) { return on_number(static_cast<double>(v)); }
  bool on_uint64(std::uint64_t v, json::string_view, json::error_code&) { return on_number(static_cast<double>(v)); }
  bool on_double(double v, json::string_view, json::error_code&) { return on_number(v); }
  bool on_number(double v) {
    if (line_total) {
      ++out->items;
      out->revenue += peer::money_from_double(v);
      line_total = false;
    }
    return true;
  }
  bool on_bool(bool, json::error_code&) {
    line_total = false;
    return true;
  }
  bool on_null(json::error_code&) {
    line_total = false;
    return true;
  }
  bool on_comment_part(json::string_view, json::error_code&) { return true; }
  bool on_comment(json::string_view, json::error_code&) { return true; }
};

file::tally pull(const char* path) {
  const int fd = ::open(path, O_RDONLY);
  if (fd < 0) peer::fail("boost.json: cannot open the file");
  file::tally t;
  json::basic_parser<line_total_handler> p(json::parse_options{});
  p.handler().out = &t;
  std::vector<char> buf(chunk);
  json::error_code ec;
  for (;;) {
    const ssize_t got = ::read(fd, buf.data(), buf.size());
    if (got < 0) {
      if (errno == EINTR) continue;
      peer::fail("boost.json: read failed");
    }
    const bool more = got > 0;
    p.write_some(more, buf.data(), static_cast<std::size_t>(got), ec);
    if (ec) peer::fail("boost.json: " + ec.message());
    if (!more) break;
  }
  ::close(fd);
  if (!p.done()) peer::fail("boost.json: incomplete JSON");
  return t;
}

}  // namespace

namespace bench::file {

void add_boostjson_peers(std::vector<peer>& out) {
  out.push_back({"write", "boost.json", "serializer", TIDYJSON_BENCH_COMPILER,
                 "value_from per order, serializer into a 64 KiB buffer", write_file, nullptr});
  out.push_back({"pull", "boost.json", "basic_parser", TIDYJSON_BENCH_COMPILER, "64 KiB read() chunks, write_some",
                 nullptr, pull});
}

}  // namespace bench::file
