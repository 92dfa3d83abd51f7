// RUN: %check_json_tidy %s json-options-in-hot-path %t

#include <tidyjson/tidyjson.hpp>

#include <string>
#include <vector>

struct Order {
  std::string customer;
  int qty = 0;
};
TIDYJSON_TYPE(Order, customer, qty)

constexpr int kIndent = 2;

std::string positive_local(const Order& o) {
  tidyjson::options opts{tidyjson::naming::camel_case, tidyjson::ignore::when_null};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call; its per-type metadata cache is rebuilt each time [json-options-in-hot-path]
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::naming::camel_case, tidyjson::ignore::when_null};{{$}}
  return tidyjson::serialize(o, opts);
}

std::string positive_const_local(const Order& o) {
  const tidyjson::options opts{tidyjson::indent{kIndent}};
  // CHECK-MESSAGES: :[[@LINE-1]]:27: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::indent{kIndent}};{{$}}
  return tidyjson::serialize(o, opts);
}

std::string positive_auto(const Order& o) {
  auto opts = tidyjson::options{tidyjson::web};  // keep this comment
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const auto opts = tidyjson::options{tidyjson::web};  // keep this comment{{$}}
  return tidyjson::serialize(o, opts);
}

std::string positive_temporary(const Order& o) {
  return tidyjson::serialize(o, tidyjson::options{tidyjson::naming::snake_case});
  // CHECK-MESSAGES: :[[@LINE-1]]:33: warning: temporary options object is built on every call; its per-type metadata cache is rebuilt each time [json-options-in-hot-path]
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::naming::snake_case};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(o, json_options);{{$}}
}

std::string positive_depends_on_parameter(const Order& o, int indent) {
  tidyjson::options opts{tidyjson::indent{indent}};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  tidyjson::options opts{tidyjson::indent{indent}};{{$}}
  return tidyjson::serialize(o, opts);
}

void positive_loop(const std::vector<Order>& orders, std::vector<std::string>& out) {
  for (const Order& o : orders) {
    tidyjson::options opts{tidyjson::naming::camel_case};
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: options object 'opts' is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options opts{tidyjson::naming::camel_case};{{$}}
    out.push_back(tidyjson::serialize(o, opts));
  }
}

void negative_hoisted_before_loop(const std::vector<Order>& orders, std::vector<std::string>& out) {
  const tidyjson::options opts{tidyjson::naming::camel_case};
  for (const Order& o : orders) out.push_back(tidyjson::serialize(o, opts));
}

std::string negative_static(const Order& o) {
  static const tidyjson::options opts{tidyjson::naming::camel_case};
  return tidyjson::serialize(o, opts);
}

tidyjson::options negative_factory() {
  tidyjson::options opts{tidyjson::naming::camel_case};
  return opts;
}

void keep(const tidyjson::options&);
std::string negative_passed_elsewhere(const Order& o) {
  tidyjson::options opts{tidyjson::naming::camel_case};
  keep(opts);
  return tidyjson::serialize(o, opts);
}

int main() {
  tidyjson::options opts{tidyjson::naming::camel_case};
  Order o;
  return static_cast<int>(tidyjson::serialize(o, opts).size());
}
