#pragma once
#include <string>

namespace orders {
struct Line {
  std::string sku;
  int qty = 0;
};
std::string line_json(const Line& line);
}  // namespace orders
