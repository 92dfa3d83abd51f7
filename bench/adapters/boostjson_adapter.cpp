// bench/adapters/boostjson_adapter.cpp: Boost.JSON with value_from / value_to.
//
// tag_invoke overloads for each type (found by argument-dependent lookup), as
// Boost.JSON's documentation shows. Writing builds a json::value with
// value_from and serializes it with a json::serializer kept between calls into
// a buffer that only grows; reading is json::parse, then value_to. Both use
// the default memory resource (operator new). Boost.JSON's parser and
// serializer live in Debian's libboost_json.so; the tag_invoke code is built
// with the main compiler. Decimals are written as doubles, which Boost.JSON
// prints in exponent form (12.5 is 1.25E1): the same number.
#include <boost/json.hpp>

#include <string>
#include <vector>

#include "codec.hpp"
#include "peer_support.hpp"

namespace json = boost::json;

namespace {

std::string_view str(const json::value& v) { return v.as_string(); }
tidyjson::decimal money(const json::value& v) { return bench::peer::money_from_double(v.to_number<double>()); }

}  // namespace

namespace bench {

void tag_invoke(const json::value_from_tag&, json::value& jv, OrderStatus s) { jv = peer::name_of(s); }
OrderStatus tag_invoke(const json::value_to_tag<OrderStatus>&, const json::value& jv) {
  return peer::order_status(str(jv));
}

void tag_invoke(const json::value_from_tag&, json::value& jv, const Line& l) {
  json::object& o = jv.emplace_object();
  o.reserve(3);
  o.emplace("sku", l.sku);
  o.emplace("qty", l.qty);
  o.emplace("unitPrice", peer::to_double(l.unit_price));
}
Line tag_invoke(const json::value_to_tag<Line>&, const json::value& jv) {
  const json::object& o = jv.as_object();
  Line l;
  l.sku = str(o.at("sku"));
  l.qty = o.at("qty").to_number<int>();
  l.unit_price = money(o.at("unitPrice"));
  return l;
}

void tag_invoke(const json::value_from_tag&, json::value& jv, const Order& ord) {
  json::object& o = jv.emplace_object();
  o.reserve(6);
  o.emplace("id", ord.id.to_string());
  o.emplace("customer", ord.customer);
  o.emplace("placed", peer::timestamp_string(ord.placed));
  o.emplace("status", peer::name_of(ord.status));
  o.emplace("lines", json::value_from(ord.lines, o.storage()));
  if (ord.notes) o.emplace("notes", *ord.notes);
}
Order tag_invoke(const json::value_to_tag<Order>&, const json::value& jv) {
  const json::object& o = jv.as_object();
  Order ord;
  ord.id = peer::parse_uuid(str(o.at("id")));
  ord.customer = str(o.at("customer"));
  ord.placed = peer::parse_timestamp(str(o.at("placed")));
  ord.status = json::value_to<OrderStatus>(o.at("status"));
  ord.lines = json::value_to<std::vector<Line>>(o.at("lines"));
  if (const json::value* notes = o.if_contains("notes"); notes != nullptr && !notes->is_null()) {
    ord.notes = std::string(str(*notes));
  }
  return ord;
}

}  // namespace bench

namespace bookstore {

using namespace bench;

void tag_invoke(const json::value_from_tag&, json::value& jv, OrderStatus s) { jv = peer::name_of(s); }
OrderStatus tag_invoke(const json::value_to_tag<OrderStatus>&, const json::value& jv) {
  return peer::bookstore_status(str(jv));
}

void tag_invoke(const json::value_from_tag&, json::value& jv, const Item& i) {
  json::object& o = jv.emplace_object();
  o.reserve(5);
  o.emplace("isbn", i.isbn);
  o.emplace("title", i.title);
  o.emplace("quantity", i.quantity);
  o.emplace("unitPrice", peer::to_double(i.unit_price));
  o.emplace("lineTotal", peer::to_double(i.line_total));
}
Item tag_invoke(const json::value_to_tag<Item>&, const json::value& jv) {
  const json::object& o = jv.as_object();
  Item i;
  i.isbn = str(o.at("isbn"));
  i.title = str(o.at("title"));
  i.quantity = o.at("quantity").to_number<int>();
  i.unit_price = money(o.at("unitPrice"));
  i.line_total = money(o.at("lineTotal"));
  return i;
}

void tag_invoke(const json::value_from_tag&, json::value& jv, const Order& ord) {
  json::object& o = jv.emplace_object();
  o.reserve(7);
  o.emplace("number", ord.number);
  o.emplace("customer", ord.customer);
  o.emplace("createdAt", peer::timestamp_string(ord.created_at));
  o.emplace("status", peer::name_of(ord.status));
  o.emplace("currency", ord.currency);
  o.emplace("items", json::value_from(ord.items, o.storage()));
  o.emplace("total", peer::to_double(ord.total));
}
Order tag_invoke(const json::value_to_tag<Order>&, const json::value& jv) {
  const json::object& o = jv.as_object();
  Order ord;
  ord.number = o.at("number").to_number<std::int64_t>();
  ord.customer = str(o.at("customer"));
  ord.created_at = peer::parse_timestamp(str(o.at("createdAt")));
  ord.status = json::value_to<OrderStatus>(o.at("status"));
  ord.currency = str(o.at("currency"));
  ord.items = json::value_to<std::vector<Item>>(o.at("items"));
  ord.total = money(o.at("total"));
  return ord;
}

}  // namespace bookstore

namespace {

/// A serializer and a buffer that only grows, reused from call to call.
struct output {
  json::serializer serializer;
  std::vector<char> buffer = std::vector<char>(4096);

  std::string_view write(const json::value& jv) {
    serializer.reset(&jv);
    std::size_t n = 0;
    while (!serializer.done()) {
      if (n == buffer.size()) buffer.resize(buffer.size() * 2);
      n += serializer.read(buffer.data() + n, buffer.size() - n).size();
    }
    return {buffer.data(), n};
  }
};

output order_out, orders_out;

std::string_view write_order(const bench::Order& v) { return order_out.write(json::value_from(v)); }
std::string_view write_orders(const bench::Orders& v) { return orders_out.write(json::value_from(v)); }
bench::Order read_order(std::string_view text) { return json::value_to<bench::Order>(json::parse(text)); }
bench::Orders read_orders(std::string_view text) { return json::value_to<bench::Orders>(json::parse(text)); }

}  // namespace

namespace bench {

void add_boostjson_codecs(std::vector<codec>& out) {
  out.push_back({"boost.json", "value_from_to", TIDYJSON_BENCH_COMPILER, "parser and serializer: Debian's libboost_json.so",
                 write_order, read_order, write_orders, read_orders});
}

}  // namespace bench
