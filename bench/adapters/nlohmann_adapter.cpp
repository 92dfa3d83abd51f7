// bench/adapters/nlohmann_adapter.cpp: nlohmann::json, the typed way.
//
// to_json / from_json for each type (found by argument-dependent lookup),
// then json(value).dump() to write and json::parse(text).get<T>() to read, as
// the library's README shows. nlohmann::json keeps object members sorted by
// name, so its output lists them in another order: the same JSON object.
// Decimals are written as doubles (the library has no raw number output).
#include <nlohmann/json.hpp>

#include <string>

#include "codec.hpp"
#include "peer_support.hpp"

using nlohmann::json;

namespace bench {

void to_json(json& j, OrderStatus s) { j = peer::name_of(s); }
void from_json(const json& j, OrderStatus& s) { s = peer::order_status(j.get_ref<const std::string&>()); }

void to_json(json& j, const Line& l) {
  j = json{{"sku", l.sku}, {"qty", l.qty}, {"unitPrice", peer::to_double(l.unit_price)}};
}
void from_json(const json& j, Line& l) {
  j.at("sku").get_to(l.sku);
  j.at("qty").get_to(l.qty);
  l.unit_price = peer::money_from_double(j.at("unitPrice").get<double>());
}

void to_json(json& j, const Order& o) {
  j = json{{"id", o.id.to_string()},
           {"customer", o.customer},
           {"placed", peer::timestamp_string(o.placed)},
           {"status", o.status},
           {"lines", o.lines}};
  if (o.notes) j["notes"] = *o.notes;
}
void from_json(const json& j, Order& o) {
  o.id = peer::parse_uuid(j.at("id").get_ref<const std::string&>());
  j.at("customer").get_to(o.customer);
  o.placed = peer::parse_timestamp(j.at("placed").get_ref<const std::string&>());
  j.at("status").get_to(o.status);
  j.at("lines").get_to(o.lines);
  const auto notes = j.find("notes");
  if (notes != j.end() && !notes->is_null()) {
    o.notes = notes->get<std::string>();
  } else {
    o.notes.reset();
  }
}

}  // namespace bench

namespace bookstore {

void to_json(json& j, OrderStatus s) { j = bench::peer::name_of(s); }
void from_json(const json& j, OrderStatus& s) { s = bench::peer::bookstore_status(j.get_ref<const std::string&>()); }

void to_json(json& j, const Item& i) {
  j = json{{"isbn", i.isbn},
           {"title", i.title},
           {"quantity", i.quantity},
           {"unitPrice", bench::peer::to_double(i.unit_price)},
           {"lineTotal", bench::peer::to_double(i.line_total)}};
}
void from_json(const json& j, Item& i) {
  j.at("isbn").get_to(i.isbn);
  j.at("title").get_to(i.title);
  j.at("quantity").get_to(i.quantity);
  i.unit_price = bench::peer::money_from_double(j.at("unitPrice").get<double>());
  i.line_total = bench::peer::money_from_double(j.at("lineTotal").get<double>());
}

void to_json(json& j, const Order& o) {
  j = json{{"number", o.number},
           {"customer", o.customer},
           {"createdAt", bench::peer::timestamp_string(o.created_at)},
           {"status", o.status},
           {"currency", o.currency},
           {"items", o.items},
           {"total", bench::peer::to_double(o.total)}};
}
void from_json(const json& j, Order& o) {
  j.at("number").get_to(o.number);
  j.at("customer").get_to(o.customer);
  o.created_at = bench::peer::parse_timestamp(j.at("createdAt").get_ref<const std::string&>());
  j.at("status").get_to(o.status);
  j.at("currency").get_to(o.currency);
  j.at("items").get_to(o.items);
  o.total = bench::peer::money_from_double(j.at("total").get<double>());
}

}  // namespace bookstore

namespace {

std::string order_buf, orders_buf;

std::string_view write_order(const bench::Order& v) {
  order_buf = json(v).dump();
  return order_buf;
}
std::string_view write_orders(const bench::Orders& v) {
  orders_buf = json(v).dump();
  return orders_buf;
}
bench::Order read_order(std::string_view text) { return json::parse(text).get<bench::Order>(); }
bench::Orders read_orders(std::string_view text) { return json::parse(text).get<bench::Orders>(); }

}  // namespace

namespace bench {

void add_nlohmann_codecs(std::vector<codec>& out) {
  out.push_back({"nlohmann", "typed", TIDYJSON_BENCH_COMPILER, {}, write_order, read_order, write_orders, read_orders});
}

}  // namespace bench
