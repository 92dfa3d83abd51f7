// RUN: %check_json_tidy %s json-options-in-hot-path %t

// Every note: where the construction runs (loop, hot function, lambda), and
// why no fix is offered. Notes sit at the place they talk about.

#include <tidyjson/tidyjson.hpp>

#include <string>
#include <string_view>
#include <vector>

struct Order {
  std::string customer;
  int qty = 0;
};
TIDYJSON_TYPE(Order, customer, qty)

//===--- Where it runs ----------------------------------------------------===//

void positive_loop(const std::vector<Order>& orders, std::string& out) {
  for (const Order& o : orders) {
    tidyjson::options opts{tidyjson::web};
    out += tidyjson::serialize(o, opts);
  }
  // CHECK-NOTES: :[[@LINE-3]]:23: warning: options object 'opts' is built on every call; each call looks up its per-type metadata again, and rebuilds it when its settings are not in the shared cache [json-options-in-hot-path]
  // CHECK-NOTES: :[[@LINE-5]]:3: note: it is built on every iteration of this loop
}

[[gnu::hot]] std::string positive_hot(const Order& o) {
  return tidyjson::serialize(o, tidyjson::options{tidyjson::web});
  // CHECK-NOTES: :[[@LINE-1]]:33: warning: temporary options object is built on every call; each call looks up its per-type metadata again, and rebuilds it when its settings are not in the shared cache [json-options-in-hot-path]
  // CHECK-NOTES: :[[@LINE-3]]:26: note: 'positive_hot' is marked hot
}

[[gnu::hot]] void positive_hot_loop(const std::vector<Order>& orders, std::string& out) {
  for (const Order& o : orders)
    out += tidyjson::serialize(o, tidyjson::options{tidyjson::naming::snake_case});
  // CHECK-NOTES: :[[@LINE-1]]:35: warning: temporary options object is built on every call
  // CHECK-NOTES: :[[@LINE-3]]:3: note: it is built on every iteration of this loop
  // CHECK-NOTES: :[[@LINE-5]]:19: note: 'positive_hot_loop' is marked hot
}

auto g_handler = [](const Order& o) {
  tidyjson::options opts{tidyjson::web};
  return tidyjson::serialize(o, opts);
};
// CHECK-NOTES: :[[@LINE-3]]:21: warning: options object 'opts' is built on every call
// CHECK-NOTES: :[[@LINE-5]]:18: note: it is built on every call of this lambda

auto g_hot_handler = [](const Order& o) __attribute__((hot)) {
  return tidyjson::serialize(o, tidyjson::options{tidyjson::indent{2}});
};
// CHECK-NOTES: :[[@LINE-2]]:33: warning: temporary options object is built on every call
// CHECK-NOTES: :[[@LINE-4]]:22: note: the lambda is marked hot
// CHECK-NOTES: :[[@LINE-5]]:22: note: it is built on every call of this lambda

//===--- Why there is no fix ----------------------------------------------===//

std::string positive_depends_on_parameter(const Order& o, int indent) {
  tidyjson::options opts{tidyjson::indent{indent}};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:43: note: the initializer depends on 'indent'; keep one options object per distinct value
  return tidyjson::serialize(o, opts);
}

std::string positive_temporary_depends_on_parameter(const Order& o, int indent) {
  return tidyjson::serialize(o, tidyjson::options{tidyjson::indent{indent}});
  // CHECK-NOTES: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:68: note: the initializer depends on 'indent'; keep one options object per distinct value
}

std::string positive_depends_on_local(const Order& o) {
  int width = o.qty > 10 ? 2 : 4;
  tidyjson::options opts{tidyjson::indent{width}};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:43: note: the initializer depends on 'width'; keep one options object per distinct value
  return tidyjson::serialize(o, opts);
}

struct Exporter {
  tidyjson::naming naming_ = tidyjson::naming::camel_case;
  std::string positive_depends_on_member(const Order& o) const {
    tidyjson::options opts{naming_};
    // CHECK-NOTES: :[[@LINE-1]]:23: warning: options object 'opts' is built on every call
    // CHECK-NOTES: :[[@LINE-2]]:28: note: the initializer depends on 'naming_'; keep one options object per distinct value
    return tidyjson::serialize(o, opts);
  }
};

tidyjson::naming naming_from_environment();
std::string positive_calls_non_constexpr(const Order& o) {
  tidyjson::options opts{naming_from_environment()};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:26: note: the initializer calls 'naming_from_environment', which is not constexpr; keep one options object per distinct value
  return tidyjson::serialize(o, opts);
}

std::string positive_copy(const Order& o, const tidyjson::options& given) {
  const tidyjson::options opts = given;
  // CHECK-NOTES: :[[@LINE-1]]:27: warning: options object 'opts' is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:34: note: 'opts' is a copy; bind a const reference to the original instead
  return tidyjson::serialize(o, opts);
}

// A lambda without captures is a constant (a function).
std::string positive_captureless_lambda(const Order& o, std::string prefix) {
  tidyjson::options opts{tidyjson::naming_callback{[](std::string_view s) { return std::string(s); }}};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::naming_callback{[](std::string_view s) { return std::string(s); }}};{{$}}
  return prefix + tidyjson::serialize(o, opts);
}

// A naming callback with metadata_sharing::per_options is asked again for
// each object built (what per_options is for): one static object would keep
// its first answers.
std::string current_style(std::string_view s);
std::string positive_per_options_callback(const Order& o) {
  tidyjson::options opts{tidyjson::naming_callback{&current_style}, tidyjson::metadata_sharing::per_options};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:69: note: the initializer sets a naming callback or custom escaper with metadata_sharing::per_options, which asks it again for each object built: one object for all calls would keep its first answers; keep one options object per distinct value
  return tidyjson::serialize(o, opts);
}
// Shared metadata asks the callback once per settings value anyway: fixed.
std::string positive_shared_callback(const Order& o) {
  tidyjson::options opts{tidyjson::naming_callback{&current_style}};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::naming_callback{&current_style}};{{$}}
  return tidyjson::serialize(o, opts);
}

constexpr std::size_t positive_constexpr_function(const Order& o, bool dry_run) {
  if (dry_run)
    return 0;
  return tidyjson::serialize(o, tidyjson::options{tidyjson::web}).size();
  // CHECK-NOTES: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:33: note: no fix in a constexpr function, which cannot hold a static variable; build the options object outside it
}

#define DECLARE_OPTIONS(name) tidyjson::options name{tidyjson::web}
#define WEB_OPTIONS tidyjson::options{tidyjson::web}
std::string positive_macro(const Order& o) {
  DECLARE_OPTIONS(opts);
  // CHECK-NOTES: :[[@LINE-1]]:19: warning: options object 'opts' is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:19: note: no fix inside a macro expansion; hoist the options object by hand
  return tidyjson::serialize(o, opts) + tidyjson::serialize(o, WEB_OPTIONS);
  // CHECK-NOTES: :[[@LINE-1]]:64: warning: temporary options object is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:64: note: no fix inside a macro expansion; hoist the options object by hand
}

std::string positive_several_declarators(const Order& o) {
  tidyjson::options a{tidyjson::web}, b{tidyjson::naming::snake_case};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'a' is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:21: note: no fix for a declaration of several variables; declare one per statement
  // CHECK-NOTES: :[[@LINE-3]]:39: warning: options object 'b' is built on every call
  // CHECK-NOTES: :[[@LINE-4]]:39: note: no fix for a declaration of several variables; declare one per statement
  return tidyjson::serialize(o, a) + tidyjson::serialize(o, b);
}

std::string positive_init_statement(const std::vector<Order>& orders) {
  std::string out;
  for (tidyjson::options opts{tidyjson::web}; const Order& o : orders)
    out += tidyjson::serialize(o, opts);
  // CHECK-NOTES: :[[@LINE-2]]:26: warning: options object 'opts' is built on every call
  // CHECK-NOTES: :[[@LINE-3]]:26: note: no fix for a declaration in this position; make it static by hand
  return out;
}

std::string positive_captured_by_name(const Order& o) {
  tidyjson::options opts{tidyjson::web};
  return [&opts, &o] { return tidyjson::serialize(o, opts); }();
  // CHECK-NOTES: :[[@LINE-2]]:21: warning: options object 'opts' is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:12: note: 'opts' is captured by name here; a static variable needs no capture
}

struct Snapshot {
  std::string text;
  explicit Snapshot(const Order& o) : text(tidyjson::serialize(o, tidyjson::options{tidyjson::web})) {}
  // CHECK-NOTES: :[[@LINE-1]]:67: warning: temporary options object is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:67: note: no fix: there is no statement in a block to hoist it before; make it a static object by hand
};

std::string positive_jump_into_statement(const Order& o, bool skip) {
  std::string out;
  if (skip)
    goto inside;
  while (out.size() < 3 && tidyjson::serialize(o, tidyjson::options{tidyjson::web}).size() > 1) {
  inside:
    out += "x";
  }
  // CHECK-NOTES: :[[@LINE-4]]:51: warning: temporary options object is built on every call
  // CHECK-NOTES: :[[@LINE-5]]:3: note: it is built on every iteration of this loop
  // CHECK-NOTES: :[[@LINE-6]]:51: note: no fix: a jump into the statement would skip the initialization of a hoisted object; hoist it by hand
  return out;
}

std::string positive_declared_inside_statement(const Order& o) {
  if (constexpr int width = 2; width > 0)
    return tidyjson::serialize(o, tidyjson::options{tidyjson::indent{width}});
  // CHECK-NOTES: :[[@LINE-1]]:35: warning: temporary options object is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:70: note: no fix: the initializer names a variable declared inside the statement
  return {};
}

// Two temporaries of one statement: one fix, carried by the first.
std::string positive_same_statement(const Order& a, const Order& b) {
  return tidyjson::serialize(a, tidyjson::options{tidyjson::web}) + tidyjson::serialize(b, tidyjson::options{});
  // CHECK-NOTES: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:92: warning: temporary options object is built on every call
  // CHECK-NOTES: :[[@LINE-3]]:33: note: hoisted by the fix for this options object of the same statement
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  static const tidyjson::options json_options_2{};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(a, json_options) + tidyjson::serialize(b, json_options_2);{{$}}
}

// One of them cannot be hoisted: the other one still is.
std::string positive_same_statement_mixed(const Order& a, int width) {
  return tidyjson::serialize(a, tidyjson::options{tidyjson::indent{width}}) + tidyjson::serialize(a, tidyjson::options{tidyjson::web});
  // CHECK-NOTES: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:68: note: the initializer depends on 'width'; keep one options object per distinct value
  // CHECK-NOTES: :[[@LINE-3]]:102: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(a, tidyjson::options{tidyjson::indent{width}}) + tidyjson::serialize(a, json_options);{{$}}
}
