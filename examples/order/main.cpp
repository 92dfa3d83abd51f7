// The order from the design's API sketch, serialized with camelCase names,
// empty optionals left out and enums written as strings, on one line.
#include <tidyjson/tidyjson.hpp>

#include <chrono>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

enum class OrderStatus { pending, processing, shipped, cancelled };
TIDYJSON_ENUM(OrderStatus, pending, processing, shipped, cancelled)

struct Line {
  std::string sku;
  int qty;
  tidyjson::decimal unit_price;
};
TIDYJSON_TYPE(Line, sku, qty, unit_price)

struct Order {
  tidyjson::uuid id;
  std::string customer;
  std::chrono::sys_seconds placed;
  OrderStatus status;
  std::vector<Line> lines;
  std::optional<std::string> notes;
};
TIDYJSON_TYPE(Order, id, customer, placed, status, lines, notes)

int main() {
  using namespace std::chrono;
  static const tidyjson::options options{tidyjson::naming::camel_case, tidyjson::ignore::when_null,
                                         tidyjson::enums::as_string};
  const Order order{
      *tidyjson::uuid::parse("4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90"),
      "Acme Logistics",
      sys_days{year{2026} / October / 19} + 8h + 11min,
      OrderStatus::processing,
      {{"WIDGET-01", 4, tidyjson::decimal(1250, 2)},
       {"GASKET-77", 20, tidyjson::decimal(95, 2)},
       {"BOLT-M6", 500, tidyjson::decimal(3, 2)}},
      "Leave at dock 3. Call on arrival.",
  };
  std::cout << tidyjson::serialize(order, options) << '\n';
}
