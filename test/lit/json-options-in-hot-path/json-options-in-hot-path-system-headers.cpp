// RUN: %check_json_tidy %s json-options-in-hot-path %t -- -config={} -- -isystem %S/Inputs/system

// Code in system headers is not reported, nor are its templates when user
// code instantiates them.

#include <vendor_json.h>

struct Order {
  std::string customer;
  int qty = 0;
};
TIDYJSON_TYPE(Order, customer, qty)

std::string negative_vendor_code(const Order& o) {
  return vendor::to_json(o) + vendor::ping();
}

std::string positive_user_code(const Order& o) {
  return tidyjson::serialize(o, tidyjson::options{tidyjson::web});
  // CHECK-MESSAGES: :[[@LINE-1]]:33: warning: temporary options object is built on every call; each call looks up its per-type metadata again, and rebuilds it when its settings are not in the shared cache [json-options-in-hot-path]
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::web};{{$}}
}
