// The shop's model: descriptions and a context live in a header, as
// docs/runtime.md recommends; main.cpp uses them.
#pragma once

#include <tidyjson/describe.hpp>

#include <string>
#include <vector>

namespace shop {

enum class Status { open, shipped };
TIDYJSON_ENUM(Status, open, shipped)

struct Line {
  std::string sku;
  int quantity = 0;
};
TIDYJSON_TYPE(Line, sku, quantity)

struct Order {
  int id = 0;
  Status status = Status::open;
  std::vector<Line> lines;
};
TIDYJSON_TYPE(Order, id, status, lines)

// Not described: a call in report.cpp reports it, and the fix (in this
// header, which other files include) is left out of a single-file run.
struct Coupon {
  std::string code;
};

}  // namespace shop
