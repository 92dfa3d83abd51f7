// bench/adapters/rapidjson_adapter.cpp: RapidJSON, written and read by hand.
//
// Built with g++: Debian's RapidJSON 1.1.0 headers do not compile with
// clang 19 (GenericStringRef's assignment operator assigns to a const member).
//
// Writing: one Writer<StringBuffer> per workload, kept and Reset() onto its
// cleared buffer, so a warm call reuses both; keys and values written by hand,
// decimals exactly with RawValue. Reading: a fresh Document per call (as
// applications do), parsed with the default flags, then the values pulled out
// by hand, member by member in whatever order they come.
//
// RapidJSON allocates with malloc, not operator new; its allocator is a
// template parameter, so the adapter plugs in one that calls malloc and
// counts, and bytes_per_call covers RapidJSON like the other libraries.
#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <cstdlib>
#include <string>

#include "alloc_stats.hpp"
#include "codec.hpp"
#include "peer_support.hpp"

namespace {

using namespace bench;

/// RapidJSON's CrtAllocator, counted.
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

using Buffer = rapidjson::GenericStringBuffer<rapidjson::UTF8<>, counting_allocator>;
using Writer = rapidjson::Writer<Buffer, rapidjson::UTF8<>, rapidjson::UTF8<>, counting_allocator>;
using Document =
    rapidjson::GenericDocument<rapidjson::UTF8<>, rapidjson::MemoryPoolAllocator<counting_allocator>, counting_allocator>;
using Value = Document::ValueType;

// ---- writing ---------------------------------------------------------------

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
void timestamp(Writer& w, std::chrono::sys_seconds t) {
  char buf[peer::timestamp_size];
  peer::format_timestamp(buf, t);
  w.String(buf, peer::timestamp_size);
}

void emit(Writer& w, const Line& l) {
  w.StartObject();
  key(w, "sku");
  string(w, l.sku);
  key(w, "qty");
  w.Int(l.qty);
  key(w, "unitPrice");
  number(w, l.unit_price);
  w.EndObject();
}

void emit(Writer& w, const Order& o) {
  w.StartObject();
  key(w, "id");
  char id[36];
  o.id.format_to(id);
  w.String(id, 36);
  key(w, "customer");
  string(w, o.customer);
  key(w, "placed");
  timestamp(w, o.placed);
  key(w, "status");
  string(w, peer::name_of(o.status));
  key(w, "lines");
  w.StartArray();
  for (const Line& l : o.lines) emit(w, l);
  w.EndArray();
  if (o.notes) {
    key(w, "notes");
    string(w, *o.notes);
  }
  w.EndObject();
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
  timestamp(w, o.created_at);
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

void emit(Writer& w, const Orders& orders) {
  w.StartArray();
  for (const auto& o : orders) emit(w, o);
  w.EndArray();
}

/// A buffer and its writer, reused from call to call.
struct output {
  Buffer buffer;
  Writer writer{buffer};

  template <class T>
  std::string_view write(const T& value) {
    buffer.Clear();
    writer.Reset(buffer);
    emit(writer, value);
    if (!writer.IsComplete()) peer::fail("rapidjson: incomplete output");
    return {buffer.GetString(), buffer.GetSize()};
  }
};

output order_out, orders_out;

std::string_view write_order(const Order& v) { return order_out.write(v); }
std::string_view write_orders(const Orders& v) { return orders_out.write(v); }

// ---- reading ---------------------------------------------------------------

std::string_view str(const Value& v) {
  if (!v.IsString()) peer::fail("rapidjson: expected a string");
  return {v.GetString(), v.GetStringLength()};
}
int int32(const Value& v) {
  if (!v.IsInt()) peer::fail("rapidjson: expected an int");
  return v.GetInt();
}
std::int64_t int64(const Value& v) {
  if (!v.IsInt64()) peer::fail("rapidjson: expected an integer");
  return v.GetInt64();
}
tidyjson::decimal money(const Value& v) {
  if (!v.IsNumber()) peer::fail("rapidjson: expected a number");
  return peer::money_from_double(v.GetDouble());
}
const Value& object(const Value& v) {
  if (!v.IsObject()) peer::fail("rapidjson: expected an object");
  return v;
}
const Value& array(const Value& v) {
  if (!v.IsArray()) peer::fail("rapidjson: expected an array");
  return v;
}

Line read_line(const Value& v) {
  Line l;
  for (auto m = object(v).MemberBegin(); m != v.MemberEnd(); ++m) {
    const std::string_view k(m->name.GetString(), m->name.GetStringLength());
    if (k == "sku") {
      l.sku = str(m->value);
    } else if (k == "qty") {
      l.qty = int32(m->value);
    } else if (k == "unitPrice") {
      l.unit_price = money(m->value);
    }
  }
  return l;
}

Order read_order_value(const Value& v) {
  Order o;
  for (auto m = object(v).MemberBegin(); m != v.MemberEnd(); ++m) {
    const std::string_view k(m->name.GetString(), m->name.GetStringLength());
    const Value& x = m->value;
    if (k == "id") {
      o.id = peer::parse_uuid(str(x));
    } else if (k == "customer") {
      o.customer = str(x);
    } else if (k == "placed") {
      o.placed = peer::parse_timestamp(str(x));
    } else if (k == "status") {
      o.status = peer::order_status(str(x));
    } else if (k == "lines") {
      o.lines.reserve(array(x).Size());
      for (auto e = x.Begin(); e != x.End(); ++e) o.lines.push_back(read_line(*e));
    } else if (k == "notes") {
      if (x.IsNull()) {
        o.notes.reset();
      } else {
        o.notes = str(x);
      }
    }
  }
  return o;
}

bookstore::Item read_item(const Value& v) {
  bookstore::Item i;
  for (auto m = object(v).MemberBegin(); m != v.MemberEnd(); ++m) {
    const std::string_view k(m->name.GetString(), m->name.GetStringLength());
    const Value& x = m->value;
    if (k == "isbn") {
      i.isbn = str(x);
    } else if (k == "title") {
      i.title = str(x);
    } else if (k == "quantity") {
      i.quantity = int32(x);
    } else if (k == "unitPrice") {
      i.unit_price = money(x);
    } else if (k == "lineTotal") {
      i.line_total = money(x);
    }
  }
  return i;
}

bookstore::Order read_bookstore_order(const Value& v) {
  bookstore::Order o;
  for (auto m = object(v).MemberBegin(); m != v.MemberEnd(); ++m) {
    const std::string_view k(m->name.GetString(), m->name.GetStringLength());
    const Value& x = m->value;
    if (k == "number") {
      o.number = int64(x);
    } else if (k == "customer") {
      o.customer = str(x);
    } else if (k == "createdAt") {
      o.created_at = peer::parse_timestamp(str(x));
    } else if (k == "status") {
      o.status = peer::bookstore_status(str(x));
    } else if (k == "currency") {
      o.currency = str(x);
    } else if (k == "items") {
      o.items.reserve(array(x).Size());
      for (auto e = x.Begin(); e != x.End(); ++e) o.items.push_back(read_item(*e));
    } else if (k == "total") {
      o.total = money(x);
    }
  }
  return o;
}

void parse(Document& doc, std::string_view text) {
  doc.Parse(text.data(), text.size());
  if (doc.HasParseError()) peer::fail("rapidjson: invalid JSON");
}

Order read_order(std::string_view text) {
  Document doc;
  parse(doc, text);
  return read_order_value(doc);
}

Orders read_orders(std::string_view text) {
  Document doc;
  parse(doc, text);
  Orders out;
  out.reserve(array(doc).Size());
  for (auto e = doc.Begin(); e != doc.End(); ++e) out.push_back(read_bookstore_order(*e));
  return out;
}

}  // namespace

namespace bench {

void add_rapidjson_codecs(std::vector<codec>& out) {
  out.push_back({"rapidjson", "writer_document", TIDYJSON_BENCH_COMPILER, {}, write_order, read_order, write_orders,
                 read_orders});
}

}  // namespace bench
