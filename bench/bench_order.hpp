// bench/bench_order.hpp: the order of the design's API sketch (about 320 bytes of JSON).
#pragma once

#include <tidyjson/tidyjson.hpp>

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace bench {

enum class OrderStatus { pending, processing, shipped, cancelled };
TIDYJSON_ENUM(OrderStatus, pending, processing, shipped, cancelled)

struct Line {
  std::string sku;
  int qty = 0;
  tidyjson::decimal unit_price;
  friend bool operator==(const Line&, const Line&) = default;
};
TIDYJSON_TYPE(Line, sku, qty, unit_price)

struct Order {
  tidyjson::uuid id;
  std::string customer;
  std::chrono::sys_seconds placed;
  OrderStatus status = OrderStatus::pending;
  std::vector<Line> lines;
  std::optional<std::string> notes;
  /// Decimals compare by value (12.5 == 12.50), so a reader that goes through
  /// double still reads back an equal order.
  friend bool operator==(const Order&, const Order&) = default;
};
TIDYJSON_TYPE(Order, id, customer, placed, status, lines, notes)

inline Order sample_order() {
  using namespace std::chrono;
  return Order{
      tidyjson::uuid({0x4a, 0x1c, 0x0b, 0x2e, 0x9f, 0x3d, 0x4e, 0x7a, 0x8c, 0x21, 0x0d, 0x5e, 0x6f, 0x7a, 0x8b,
                      0x90}),  // 4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90
      "Acme Logistics",
      sys_days{year{2026} / October / 19} + 8h + 11min,
      OrderStatus::processing,
      {{"WIDGET-01", 4, tidyjson::decimal(1250, 2)},
       {"GASKET-77", 20, tidyjson::decimal(95, 2)},
       {"BOLT-M6", 500, tidyjson::decimal(3, 2)}},
      "Leave at dock 3. Call on arrival.",
  };
}

}  // namespace bench
