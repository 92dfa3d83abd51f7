// RUN: %check_json_tidy %s json-options-in-hot-path %t -- \
// RUN:   -config="{CheckOptions: {json-options-in-hot-path.HotFunctions: 'handle_.*|::api::Server::on_request'}}"
// RUN: %check_json_tidy --check-suffix=HOTONLY %s json-options-in-hot-path %t-hotonly -- \
// RUN:   -config="{CheckOptions: {json-options-in-hot-path.HotFunctions: 'handle_.*|::api::Server::on_request', json-options-in-hot-path.HotOnly: true}}"

// HotFunctions: a regular expression naming hot functions (it must match the
// whole name, qualified name, or "::"-prefixed qualified name). A match adds a
// note and, with HotOnly, makes the function reported.

#include <tidyjson/tidyjson.hpp>

#include <string>

struct Order {
  std::string customer;
  int qty = 0;
};
TIDYJSON_TYPE(Order, customer, qty)

std::string handle_get(const Order& o) {
  tidyjson::options opts{tidyjson::web};
  return tidyjson::serialize(o, opts);
  // CHECK-NOTES: :[[@LINE-2]]:21: warning: options object 'opts' is built on every call; each call looks up its per-type metadata again, and rebuilds it when its settings are not in the shared cache [json-options-in-hot-path]
  // CHECK-NOTES: :[[@LINE-4]]:13: note: 'handle_get' matches the HotFunctions option
  // CHECK-NOTES-HOTONLY: :[[@LINE-4]]:21: warning: options object 'opts' is built on every call
  // CHECK-NOTES-HOTONLY: :[[@LINE-6]]:13: note: 'handle_get' matches the HotFunctions option
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::web};{{$}}
  // CHECK-FIXES-HOTONLY: {{^}}  static const tidyjson::options opts{tidyjson::web};{{$}}
}

namespace api {
struct Server {
  std::string on_request(const Order& o) {
    return tidyjson::serialize(o, tidyjson::options{tidyjson::naming::snake_case});
    // CHECK-NOTES: :[[@LINE-1]]:35: warning: temporary options object is built on every call
    // CHECK-NOTES: :[[@LINE-3]]:15: note: 'on_request' matches the HotFunctions option
    // CHECK-NOTES-HOTONLY: :[[@LINE-3]]:35: warning: temporary options object is built on every call
    // CHECK-NOTES-HOTONLY: :[[@LINE-5]]:15: note: 'on_request' matches the HotFunctions option
    // CHECK-FIXES: {{^}}    static const tidyjson::options json_options{tidyjson::naming::snake_case};{{$}}
    // CHECK-FIXES-HOTONLY: {{^}}    static const tidyjson::options json_options{tidyjson::naming::snake_case};{{$}}
  }
  // The qualified pattern does not match another class's member.
  std::string on_close(const Order& o) {
    return tidyjson::serialize(o, tidyjson::options{tidyjson::indent{2}});
    // CHECK-NOTES: :[[@LINE-1]]:35: warning: temporary options object is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options json_options{tidyjson::indent{2}};{{$}}
    // CHECK-FIXES-HOTONLY: {{^}}    return tidyjson::serialize(o, tidyjson::options{tidyjson::indent{2}});{{$}}
  }
};
} // namespace api

namespace other {
struct Server {
  std::string on_request(const Order& o) {
    tidyjson::options opts{tidyjson::naming::kebab_case};
    // CHECK-NOTES: :[[@LINE-1]]:23: warning: options object 'opts' is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options opts{tidyjson::naming::kebab_case};{{$}}
    // CHECK-FIXES-HOTONLY: {{^}}    tidyjson::options opts{tidyjson::naming::kebab_case};{{$}}
    return tidyjson::serialize(o, opts);
  }
};
} // namespace other

// Not hot: neither the pattern nor the attribute.
std::string export_report(const Order& o) {
  tidyjson::options opts{tidyjson::naming::pascal_case};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::naming::pascal_case};{{$}}
  // CHECK-FIXES-HOTONLY: {{^}}  tidyjson::options opts{tidyjson::naming::pascal_case};{{$}}
  return tidyjson::serialize(o, opts);
}
