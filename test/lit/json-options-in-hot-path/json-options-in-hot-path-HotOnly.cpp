// RUN: %check_json_tidy %s json-options-in-hot-path %t -- \
// RUN:   -config="{CheckOptions: {json-options-in-hot-path.HotOnly: true}}"
// RUN: %check_json_tidy --check-suffix=DEFAULT %s json-options-in-hot-path %t-default

// HotOnly: only loops, hot functions and lambdas are reported.

#include <tidyjson/tidyjson.hpp>

#include <functional>
#include <string>
#include <vector>

struct Order {
  std::string customer;
  int qty = 0;
};
TIDYJSON_TYPE(Order, customer, qty)

void positive_loop(const std::vector<Order>& orders, std::string& out) {
  for (const Order& o : orders) {
    tidyjson::options opts{tidyjson::web};
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: options object 'opts' is built on every call; each call looks up its per-type metadata again, and rebuilds it when its settings are not in the shared cache [json-options-in-hot-path]
    // CHECK-MESSAGES-DEFAULT: :[[@LINE-2]]:23: warning: options object 'opts' is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options opts{tidyjson::web};{{$}}
    // CHECK-FIXES-DEFAULT: {{^}}    static const tidyjson::options opts{tidyjson::web};{{$}}
    out += tidyjson::serialize(o, opts);
  }
}

[[gnu::hot]] std::string positive_hot(const Order& o) {
  return tidyjson::serialize(o, tidyjson::options{tidyjson::naming::snake_case});
  // CHECK-MESSAGES: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-2]]:33: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::naming::snake_case};{{$}}
  // CHECK-FIXES-DEFAULT: {{^}}  static const tidyjson::options json_options{tidyjson::naming::snake_case};{{$}}
}

std::function<std::string(const Order&)> positive_lambda() {
  return [](const Order& o) { return tidyjson::serialize(o, tidyjson::options{tidyjson::web}); };
  // CHECK-MESSAGES: :[[@LINE-1]]:61: warning: temporary options object is built on every call
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-2]]:61: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  return [](const Order& o) { static const tidyjson::options json_options{tidyjson::web}; return tidyjson::serialize(o, json_options); };{{$}}
  // CHECK-FIXES-DEFAULT: {{^}}  return [](const Order& o) { static const tidyjson::options json_options{tidyjson::web}; return tidyjson::serialize(o, json_options); };{{$}}
}

// A local lambda called in a loop: the loop counts.
void positive_local_lambda_in_loop(const std::vector<Order>& orders, std::string& out) {
  auto one = [&](const Order& o) { out += tidyjson::serialize(o, tidyjson::options{tidyjson::web}); };
  // CHECK-MESSAGES: :[[@LINE-1]]:66: warning: temporary options object is built on every call
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-2]]:66: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  auto one = [&](const Order& o) { static const tidyjson::options json_options{tidyjson::web}; out += tidyjson::serialize(o, json_options); };{{$}}
  // CHECK-FIXES-DEFAULT: {{^}}  auto one = [&](const Order& o) { static const tidyjson::options json_options{tidyjson::web}; out += tidyjson::serialize(o, json_options); };{{$}}
  for (const Order& o : orders)
    one(o);
}

// Plain functions: reported by default, not with HotOnly.
std::string negative_plain_function(const Order& o) {
  tidyjson::options opts{tidyjson::web};
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES-DEFAULT: {{^}}  static const tidyjson::options opts{tidyjson::web};{{$}}
  // CHECK-FIXES: {{^}}  tidyjson::options opts{tidyjson::web};{{$}}
  return tidyjson::serialize(o, opts);
}

std::string negative_plain_temporary(const Order& o) {
  return tidyjson::serialize(o, tidyjson::options{tidyjson::indent{2}});
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-FIXES-DEFAULT: {{^}}  static const tidyjson::options json_options{tidyjson::indent{2}};{{$}}
  // CHECK-FIXES: {{^}}  return tidyjson::serialize(o, tidyjson::options{tidyjson::indent{2}});{{$}}
}
