// The header after a header-only change: Item gains a member of a type that
// is not described, which breaks every file that serializes an Item (and no
// line of theirs changed).
#pragma once

#include <tidyjson/tidyjson.hpp>

#include <string>

namespace shop {

struct Batch {
  std::string code;
};

struct Item {
  std::string sku;
  int count = 0;
  Batch batch;
};
TIDYJSON_TYPE(Item, sku, count, batch)

}  // namespace shop
