// The model of the integration test project: Line is described, Order is
// not (json-missing-registration writes its TIDYJSON_TYPE line here, once,
// although two files report it).
#pragma once

#include <tidyjson/tidyjson.hpp>

#include <string>
#include <vector>

namespace shop {

struct Line {
  std::string sku;
  int qty = 0;
};
TIDYJSON_TYPE(Line, sku, qty)

struct Order {
  int id = 0;
  std::string customer;
  std::vector<Line> lines;
};

}  // namespace shop
