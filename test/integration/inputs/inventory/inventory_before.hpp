// The committed header of the header-change tests: Item is described.
#pragma once

#include <tidyjson/tidyjson.hpp>

#include <string>

namespace shop {

struct Item {
  std::string sku;
  int count = 0;
};
TIDYJSON_TYPE(Item, sku, count)

}  // namespace shop
