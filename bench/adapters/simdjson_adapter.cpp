// bench/adapters/simdjson_adapter.cpp: simdjson's on-demand API, driven by hand (reading only).
//
// Built with clang 19: simdjson's on-demand front end, which is compiled into
// this translation unit from the header, runs about twice as slow built with
// g++ 12. The structural indexing (stage 1) runs in Debian's libsimdjson.so,
// picked at run time for the CPU.
//
// One parser per workload, kept between calls (as simdjson recommends); the
// input is the caller's buffer, which keeps read_padding readable bytes after
// the text, so nothing is copied. Fields are taken in whatever order they
// come, keys compared raw (unescaped keys are not expected here).
#include <simdjson.h>

#include <string>

#include "codec.hpp"
#include "peer_support.hpp"

namespace {

using namespace bench;
namespace od = simdjson::ondemand;

static_assert(simdjson::SIMDJSON_PADDING <= read_padding, "the benchmarks must keep simdjson's padding after the input");

od::parser order_parser, orders_parser;

std::string_view str(od::value v) { return v.get_string(); }
tidyjson::decimal money(od::value v) { return peer::money_from_double(v.get_double()); }

Line read_line(od::object obj) {
  Line l;
  for (od::field f : obj) {
    const od::raw_json_string k = f.key();
    od::value v = f.value();
    if (k == "sku") {
      l.sku = str(v);
    } else if (k == "qty") {
      l.qty = static_cast<int>(v.get_int64());
    } else if (k == "unitPrice") {
      l.unit_price = money(v);
    }
  }
  return l;
}

Order read_order_object(od::object obj) {
  Order o;
  for (od::field f : obj) {
    const od::raw_json_string k = f.key();
    od::value v = f.value();
    if (k == "id") {
      o.id = peer::parse_uuid(str(v));
    } else if (k == "customer") {
      o.customer = str(v);
    } else if (k == "placed") {
      o.placed = peer::parse_timestamp(str(v));
    } else if (k == "status") {
      o.status = peer::order_status(str(v));
    } else if (k == "lines") {
      for (od::value e : v.get_array()) o.lines.push_back(read_line(e.get_object()));
    } else if (k == "notes") {
      if (v.is_null()) {
        o.notes.reset();
      } else {
        o.notes = str(v);
      }
    }
  }
  return o;
}

bookstore::Item read_item(od::object obj) {
  bookstore::Item i;
  for (od::field f : obj) {
    const od::raw_json_string k = f.key();
    od::value v = f.value();
    if (k == "isbn") {
      i.isbn = str(v);
    } else if (k == "title") {
      i.title = str(v);
    } else if (k == "quantity") {
      i.quantity = static_cast<int>(v.get_int64());
    } else if (k == "unitPrice") {
      i.unit_price = money(v);
    } else if (k == "lineTotal") {
      i.line_total = money(v);
    }
  }
  return i;
}

bookstore::Order read_bookstore_order(od::object obj) {
  bookstore::Order o;
  for (od::field f : obj) {
    const od::raw_json_string k = f.key();
    od::value v = f.value();
    if (k == "number") {
      o.number = v.get_int64();
    } else if (k == "customer") {
      o.customer = str(v);
    } else if (k == "createdAt") {
      o.created_at = peer::parse_timestamp(str(v));
    } else if (k == "status") {
      o.status = peer::bookstore_status(str(v));
    } else if (k == "currency") {
      o.currency = str(v);
    } else if (k == "items") {
      for (od::value e : v.get_array()) o.items.push_back(read_item(e.get_object()));
    } else if (k == "total") {
      o.total = money(v);
    }
  }
  return o;
}

simdjson::padded_string_view padded(std::string_view text) {
  return simdjson::padded_string_view(text.data(), text.size(), text.size() + read_padding);
}

Order read_order(std::string_view text) {
  od::document doc = order_parser.iterate(padded(text));
  return read_order_object(doc.get_object());
}

Orders read_orders(std::string_view text) {
  od::document doc = orders_parser.iterate(padded(text));
  Orders out;
  for (od::value e : doc.get_array()) out.push_back(read_bookstore_order(e.get_object()));
  return out;
}

}  // namespace

namespace bench {

void add_simdjson_codecs(std::vector<codec>& out) {
  // The on-demand front end compiled here is the implementation the compiler
  // flags allow (SIMDJSON_BUILTIN_IMPLEMENTATION in this translation unit;
  // simdjson::builtin_implementation() would answer for the shared library);
  // stage 1 is the best implementation for this CPU ("active").
  static const std::string note = "front end " + std::string(SIMDJSON_STRINGIFY(SIMDJSON_BUILTIN_IMPLEMENTATION)) +
                                  ", stage 1 " + std::string(simdjson::get_active_implementation()->name());
  out.push_back({"simdjson", "ondemand", TIDYJSON_BENCH_COMPILER, note, nullptr, read_order, nullptr, read_orders});
}

}  // namespace bench
