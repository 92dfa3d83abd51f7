// RUN: %check_json_tidy %s json-options-in-hot-path %t -- \
// RUN:   -config="{CheckOptions: {json-options-in-hot-path.SerializerFunctions: '::app::to_json;app::write_json;::app::log_json;::app::take;::app::emit'}}"
// RUN: %check_json_tidy --check-suffix=DEFAULT %s json-options-in-hot-path %t-default

// SerializerFunctions: a codebase's own entry points, by fully qualified
// name, in addition to the runtime's. Options handed to any other function
// may be kept by it, so they are left alone.

#include <tidyjson/tidyjson.hpp>

#include <string>

struct Order {
  std::string customer;
  int qty = 0;
};
TIDYJSON_TYPE(Order, customer, qty)

namespace app {
std::string to_json(const Order& o, const tidyjson::options& opts);
void write_json(std::string& out, const Order& o, const tidyjson::options* opts);
template <class... Args>
void log_json(const char* what, const Args&... args);
std::string take(const Order& o, tidyjson::options&& opts);
std::string emit(const Order& o, tidyjson::options opts);
} // namespace app

std::string positive_wrapper(const Order& o) {
  tidyjson::options opts{tidyjson::naming::camel_case};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call; each call looks up its per-type metadata again, and rebuilds it when its settings are not in the shared cache [json-options-in-hot-path]
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::naming::camel_case};{{$}}
  // CHECK-FIXES-DEFAULT: {{^}}  tidyjson::options opts{tidyjson::naming::camel_case};{{$}}
  return app::to_json(o, opts);
}

std::string positive_wrapper_temporary(const Order& o) {
  return app::to_json(o, tidyjson::options{tidyjson::web});
  // CHECK-MESSAGES: :[[@LINE-1]]:26: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return app::to_json(o, json_options);{{$}}
  // CHECK-FIXES-DEFAULT: {{^}}  return app::to_json(o, tidyjson::options{tidyjson::web});{{$}}
}

// Passed by pointer to const.
void positive_pointer(std::string& out, const Order& o) {
  tidyjson::options opts{tidyjson::indent{2}};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::indent{2}};{{$}}
  app::write_json(out, o, &opts);
}

// A variadic template.
void positive_variadic(const Order& o) {
  app::log_json("order", o, tidyjson::options{tidyjson::naming::snake_case});
  // CHECK-MESSAGES: :[[@LINE-1]]:29: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::naming::snake_case};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  app::log_json("order", o, json_options);{{$}}
}

// By value: a copy of the static object is passed.
std::string positive_by_value(const Order& o) {
  return app::emit(o, tidyjson::options{tidyjson::naming::kebab_case});
  // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::naming::kebab_case};{{$}}
}

// By rvalue reference: the wrapper may keep it, a const object would not
// bind. Reported, not fixed.
std::string positive_rvalue_reference(const Order& o) {
  return app::take(o, tidyjson::options{tidyjson::naming::pascal_case});
  // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  return app::take(o, tidyjson::options{tidyjson::naming::pascal_case});{{$}}
}

// The runtime's own entry points still count.
std::string positive_runtime(const Order& o) {
  return tidyjson::serialize(o, tidyjson::options{tidyjson::web});
  // CHECK-MESSAGES: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-2]]:33: warning: temporary options object is built on every call
}

// Moved into a wrapper that takes ownership: not reported.
std::string negative_moved(const Order& o) {
  tidyjson::options opts{tidyjson::web};
  return app::take(o, std::move(opts));
}
