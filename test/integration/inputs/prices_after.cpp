// The committed version of prices.cpp: one finding that predates the change
// (json-tidy --changed --lines must not report it).
#include <tidyjson/tidyjson.hpp>

#include <string>

struct Price {
  std::string sku;
  long cents = 0;
};
TIDYJSON_TYPE(Price, sku, cents)

std::string price_json(const Price& price) {
  tidyjson::options options{tidyjson::naming::camel_case};
  return tidyjson::serialize(price, options);
}

// The change: a new function with a new finding (reported).
std::string price_json_pretty(const Price& price) {
  tidyjson::options pretty{tidyjson::indent{2}};
  return tidyjson::serialize(price, pretty);
}
