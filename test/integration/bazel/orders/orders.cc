#include "orders/orders.h"

#include <tidyjson/tidyjson.hpp>

TIDYJSON_TYPE(orders::Line, sku, qty)

namespace orders {
std::string line_json(const Line& line) {
  tidyjson::options options{tidyjson::naming::camel_case};
  return tidyjson::serialize(line, options);
}
}  // namespace orders
