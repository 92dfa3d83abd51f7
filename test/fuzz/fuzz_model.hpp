// test/fuzz/fuzz_model.hpp: the types the fuzz targets read, covering every
// family of the runtime (objects, enums, containers, maps, variants,
// optional and pointers, decimals, uuids, chrono, polymorphism).
#pragma once

#include <tidyjson/tidyjson.hpp>

#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace fuzz {

enum class Status { pending, paid, shipped };
TIDYJSON_ENUM(Status, pending, paid, shipped)

struct Line {
  std::string sku;
  int qty = 0;
  tidyjson::decimal unit_price;
  bool operator==(const Line&) const = default;
};
TIDYJSON_TYPE(Line, sku, qty, unit_price)

struct Shape {
  virtual ~Shape() = default;
  int id = 0;
};
TIDYJSON_TYPE(Shape, id)
struct Circle : Shape {
  double radius = 0;
};
TIDYJSON_DERIVED_TYPE(Circle, Shape, radius)
struct Square : Shape {
  std::int64_t side = 0;
};
TIDYJSON_DERIVED_TYPE(Square, Shape, side)
TIDYJSON_POLYMORPHIC(Shape, (Circle, "circle"), (Square, "square"))

struct Order {
  tidyjson::uuid id;
  std::string customer;
  std::chrono::sys_seconds placed;
  std::chrono::milliseconds wait{};
  Status status = Status::pending;
  std::vector<Line> lines;
  std::optional<std::string> notes;
  std::map<std::string, std::uint64_t> counters;
  std::variant<std::monostate, std::int64_t, double, std::string, std::vector<int>> extra;
  std::unique_ptr<Shape> shape;
  std::vector<std::optional<float>> weights;
  std::array<std::int8_t, 2> pair{};
};
TIDYJSON_TYPE(Order, id, customer, placed, wait, status, lines, notes, counters, extra, shape, weights, pair)

TIDYJSON_CONTEXT(FuzzJson, (Order, std::vector<Order>), tidyjson::naming::camel_case, tidyjson::enums::as_string)

}  // namespace fuzz
