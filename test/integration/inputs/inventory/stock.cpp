// Serializes an Item: broken by inventory_after.hpp.
#include "inventory.hpp"

#include <string>

std::string stock_json(const shop::Item& item) {
  static const tidyjson::options options{tidyjson::naming::camel_case};
  return tidyjson::serialize(item, options);
}
