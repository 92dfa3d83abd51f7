// RUN: %check_json_tidy --no-compile %s json-options-in-hot-path %t

// Code that does not compile gets no advice: the AST may not say what the
// user meant, and a fix could make things worse.

#include <tidyjson/tidyjson.hpp>

#include <string>

struct Order {
  std::string customer;
};
TIDYJSON_TYPE(Order, customer)

std::string negative_valid_function(const Order& o) {
  tidyjson::options opts{tidyjson::web};
  return tidyjson::serialize(o, opts);
}

std::string negative_broken_function(const Order& o) {
  tidyjson::options opts{tidyjson::naming::no_such_policy};
  // CHECK-MESSAGES: :[[@LINE-1]]:44: error: no member named 'no_such_policy' in 'tidyjson::naming' [clang-diagnostic-error]
  return tidyjson::serialize(o, opts);
}
