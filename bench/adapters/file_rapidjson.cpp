// bench/adapters/file_rapidjson.cpp: RapidJSON on the bookstore file: Writer on a FileWriteStream, SAX Reader on a
// FileReadStream.
//
// Built with g++ (Debian's RapidJSON 1.1.0 does not compile with clang 19), as
// rapidjson_adapter.cpp. Writing: one Writer over a FileWriteStream with a
// 64 KiB buffer (the size of tidyjson's chunks), keys and values written by
// hand, decimals exactly with RawValue: the output is byte for byte the file
// tidyjson writes. Reading: the SAX Reader with default flags over a
// FileReadStream with a 64 KiB buffer and a handler that fills one reused
// bookstore::Order, field by field in whatever order they come (numbers with
// a fraction arrive as doubles and are rounded to cents, as in
// rapidjson_adapter.cpp), then tallies it: the typed read tidyjson's
// deserialize_stream does. The Writer's and Reader's stacks allocate through a
// counted malloc.
#include <rapidjson/filereadstream.h>
#include <rapidjson/filewritestream.h>
#include <rapidjson/reader.h>
#include <rapidjson/writer.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "alloc_stats.hpp"
#include "file_codec.hpp"
#include "peer_support.hpp"

namespace {

using namespace bench;

/// RapidJSON's CrtAllocator, counted (as in rapidjson_adapter.cpp).
class counting_allocator {
 public:
  static const bool kNeedFree = true;
  void* Malloc(std::size_t size) {
    if (size == 0) return nullptr;
    count_allocation(size);
    return std::malloc(size);
  }
  void* Realloc(void* original, std::size_t, std::size_t size) {
    if (size == 0) {
      std::free(original);
      return nullptr;
    }
    count_allocation(size);
    return std::realloc(original, size);
  }
  static void Free(void* p) { std::free(p); }
};

constexpr std::size_t chunk = 64 * 1024;

// ---- writing ---------------------------------------------------------------

using Writer = rapidjson::Writer<rapidjson::FileWriteStream, rapidjson::UTF8<>, rapidjson::UTF8<>, counting_allocator>;

template <std::size_t N>
void key(Writer& w, const char (&k)[N]) {
  w.Key(k, N - 1);
}
void string(Writer& w, std::string_view s) { w.String(s.data(), static_cast<rapidjson::SizeType>(s.size())); }
void number(Writer& w, tidyjson::decimal d) {
  char buf[24];
  const std::size_t n = d.format_to(buf);
  w.RawValue(buf, n, rapidjson::kNumberType);
}

void emit(Writer& w, const bookstore::Item& i) {
  w.StartObject();
  key(w, "isbn");
  string(w, i.isbn);
  key(w, "title");
  string(w, i.title);
  key(w, "quantity");
  w.Int(i.quantity);
  key(w, "unitPrice");
  number(w, i.unit_price);
  key(w, "lineTotal");
  number(w, i.line_total);
  w.EndObject();
}

void emit(Writer& w, const bookstore::Order& o) {
  w.StartObject();
  key(w, "number");
  w.Int64(o.number);
  key(w, "customer");
  string(w, o.customer);
  key(w, "createdAt");
  char at[peer::timestamp_size];
  peer::format_timestamp(at, o.created_at);
  w.String(at, peer::timestamp_size);
  key(w, "status");
  string(w, peer::name_of(o.status));
  key(w, "currency");
  string(w, o.currency);
  key(w, "items");
  w.StartArray();
  for (const auto& i : o.items) emit(w, i);
  w.EndArray();
  key(w, "total");
  number(w, o.total);
  w.EndObject();
}

void write_file(const std::vector<bookstore::Order>& orders, int fd) {
  std::FILE* f = ::fdopen(::dup(fd), "wb");
  if (f == nullptr) peer::fail("rapidjson: fdopen");
  static char buffer[chunk];
  rapidjson::FileWriteStream os(f, buffer, sizeof buffer);
  Writer w(os);
  w.StartArray();
  for (const auto& o : orders) emit(w, o);
  w.EndArray();
  os.Flush();
  if (!w.IsComplete() || std::fclose(f) != 0) peer::fail("rapidjson: incomplete output");
}

// ---- reading ---------------------------------------------------------------

/// Fills one reused order from SAX events; depth 1 is the top array, 2 an
/// order, 3 its items array, 4 an item.
struct handler : rapidjson::BaseReaderHandler<rapidjson::UTF8<>, handler> {
  enum class field : std::uint8_t {
    other,
    number,
    customer,
    created_at,
    status,
    currency,
    total,
    isbn,
    title,
    quantity,
    unit_price,
    line_total
  };

  file::tally* out = nullptr;
  bookstore::Order order;
  std::size_t items = 0;  // items of the current order so far
  int depth = 0;
  field next = field::other;

  bookstore::Item& item() { return order.items[items - 1]; }

  bool StartObject() {
    ++depth;
    if (depth == 2) {
      items = 0;
    } else if (depth == 4) {
      if (items == order.items.size()) order.items.emplace_back();
      ++items;
    }
    return true;
  }
  bool EndObject(rapidjson::SizeType) {
    if (depth == 2) {
      order.items.resize(items);
      out->add(order);
    }
    --depth;
    return true;
  }
  bool StartArray() {
    ++depth;
    return true;
  }
  bool EndArray(rapidjson::SizeType) {
    --depth;
    return true;
  }
  bool Key(const char* s, rapidjson::SizeType n, bool) {
    const std::string_view k(s, n);
    next = field::other;
    if (depth == 2) {
      if (k == "number") next = field::number;
      else if (k == "customer") next = field::customer;
      else if (k == "createdAt") next = field::created_at;
      else if (k == "status") next = field::status;
      else if (k == "currency") next = field::currency;
      else if (k == "total") next = field::total;
    } else if (depth == 4) {
      if (k == "isbn") next = field::isbn;
      else if (k == "title") next = field::title;
      else if (k == "quantity") next = field::quantity;
      else if (k == "unitPrice") next = field::unit_price;
      else if (k == "lineTotal") next = field::line_total;
    }
    return true;
  }
  bool String(const char* s, rapidjson::SizeType n, bool) {
    const std::string_view v(s, n);
    switch (next) {
      case field::customer: order.customer = v; break;
      case field::created_at: order.created_at = peer::parse_timestamp(v); break;
      case field::status: order.status = peer::bookstore_status(v); break;
      case field::currency: order.currency = v; break;
      case field::isbn: item().isbn = v; break;
      case field::title: item().title = v; break;
      default: break;
    }
    return true;
  }
  bool integer(std::int64_t v) {
    if (next == field::number) {
      order.number = v;
    } else if (next == field::quantity) {
      item().quantity = static_cast<int>(v);
    } else {
      return number(static_cast<double>(v));
    }
    return true;
  }
  bool number(double v) {
    switch (next) {
      case field::total: order.total = peer::money_from_double(v); break;
      case field::unit_price: item().unit_price = peer::money_from_double(v); break;
      case field::line_total: item().line_total = peer::money_from_double(v); break;
      default: break;
    }
    return true;
  }
  bool Int(int v) { return integer(v); }
  bool Uint(unsigned v) { return integer(v); }
  bool Int64(std::int64_t v) { return integer(v); }
  bool Uint64(std::uint64_t v) { return integer(static_cast<std::int64_t>(v)); }
  bool Double(double v) { return number(v); }
};

file::tally sax_read(const char* path) {
  std::FILE* f = std::fopen(path, "rb");
  if (f == nullptr) peer::fail("rapidjson: cannot open the file");
  static char buffer[chunk];
  rapidjson::FileReadStream is(f, buffer, sizeof buffer);
  file::tally t;
  handler h;
  h.out = &t;
  rapidjson::GenericReader<rapidjson::UTF8<>, rapidjson::UTF8<>, counting_allocator> reader;
  const rapidjson::ParseResult ok = reader.Parse(is, h);
  std::fclose(f);
  if (!ok) peer::fail("rapidjson: invalid JSON");
  return t;
}

}  // namespace

namespace bench::file {

void add_rapidjson_peers(std::vector<peer>& out) {
  out.push_back({"write", "rapidjson", "file_write_stream", TIDYJSON_BENCH_COMPILER, "Writer<FileWriteStream>, 64 KiB",
                 write_file, nullptr});
  out.push_back({"stream", "rapidjson", "sax_reader", TIDYJSON_BENCH_COMPILER,
                 "Reader over FileReadStream (64 KiB), typed handler", nullptr, sax_read});
}

}  // namespace bench::file
