// Findings: options built on every call (a local), and shop::Order, which
// is not described.
#include "model.hpp"

#include <string>

std::string order_json(const shop::Order& order) {
  tidyjson::options options{tidyjson::naming::camel_case};
  return tidyjson::serialize(order, options);
}
