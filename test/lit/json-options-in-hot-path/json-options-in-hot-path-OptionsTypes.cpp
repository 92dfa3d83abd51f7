// RUN: %check_json_tidy %s json-options-in-hot-path %t -- \
// RUN:   -config="{CheckOptions: {json-options-in-hot-path.OptionsTypes: '::app::AppOptions;::app::JsonConfig;::app::Codec;::app::Bare', json-options-in-hot-path.SerializerFunctions: '::app::encode'}}"
// RUN: %check_json_tidy --check-suffix=DEFAULT %s json-options-in-hot-path %t-default -- \
// RUN:   -config="{CheckOptions: {json-options-in-hot-path.SerializerFunctions: '::app::encode'}}"

// OptionsTypes: the types whose construction is expensive, by fully
// qualified name (the runtime's tidyjson::options is always one of them).

#include <tidyjson/tidyjson.hpp>

#include <string>

struct Order {
  std::string customer;
  int qty = 0;
};
TIDYJSON_TYPE(Order, customer, qty)

namespace app {
// A codebase's own wrapper of the runtime's options.
struct AppOptions : tidyjson::options {
  using tidyjson::options::options;
};

// Another expensive type, which can be modified after construction.
class JsonConfig {
public:
  JsonConfig() = default;
  constexpr explicit JsonConfig(int indent) : indent_(indent) {}
  void set_indent(int indent) { indent_ = indent; }
  int indent() const { return indent_; }
  bool pretty = false;

private:
  int indent_ = 0;
};

// One that cannot be copied.
struct Codec {
  Codec() = default;
  constexpr explicit Codec(int level) : level(level) {}
  Codec(const Codec&) = delete;
  int level = 0;
};

// One without an initializer for every member: `const Bare b;` is an error.
struct Bare {
  Bare() = default;
  int level;
};

std::string encode(const Order&, const JsonConfig&);
std::string encode(const Order&, const Codec&);
std::string encode(const Order&, const Bare&);
} // namespace app

std::string positive_wrapper_local(const Order& o) {
  app::AppOptions opts{tidyjson::naming::camel_case, tidyjson::ignore::when_null};
  // CHECK-NOTES: :[[@LINE-1]]:19: warning: options object 'opts' is built on every call; each call looks up its per-type metadata again, and rebuilds it when its settings are not in the shared cache [json-options-in-hot-path]
  // CHECK-FIXES: {{^}}  static const app::AppOptions opts{tidyjson::naming::camel_case, tidyjson::ignore::when_null};{{$}}
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-3]]:19: warning: options object 'opts' is built on every call
  // CHECK-FIXES-DEFAULT: {{^}}  static const app::AppOptions opts{tidyjson::naming::camel_case, tidyjson::ignore::when_null};{{$}}
  return tidyjson::serialize(o, opts);
}

std::string positive_wrapper_temporary(const Order& o) {
  return tidyjson::serialize(o, app::AppOptions{tidyjson::web});
  // CHECK-NOTES: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const app::AppOptions json_options{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(o, json_options);{{$}}
  // A class derived from tidyjson::options is one whatever the option says.
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-5]]:33: warning: temporary options object is built on every call
  // CHECK-FIXES-DEFAULT: {{^}}  static const app::AppOptions json_options{tidyjson::web};{{$}}
  // CHECK-FIXES-DEFAULT-NEXT: {{^}}  return tidyjson::serialize(o, json_options);{{$}}
}

std::string positive_other_type(const Order& o) {
  app::JsonConfig config{2};
  // CHECK-NOTES: :[[@LINE-1]]:19: warning: options object 'config' is built on every call
  // CHECK-FIXES: {{^}}  static const app::JsonConfig config{2};{{$}}
  if (config.indent() > 4)
    return {};
  return app::encode(o, config);
}

std::string positive_other_type_temporary(const Order& o) {
  return app::encode(o, app::Codec{9});
  // CHECK-NOTES: :[[@LINE-1]]:25: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const app::Codec json_options{9};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return app::encode(o, json_options);{{$}}
}

// Modified after construction: no fix.
std::string positive_modified_by_setter(const Order& o) {
  app::JsonConfig config{2};
  config.set_indent(4);
  return app::encode(o, config);
  // CHECK-NOTES: :[[@LINE-3]]:19: warning: options object 'config' is built on every call
  // CHECK-NOTES: :[[@LINE-3]]:3: note: 'config' is modified after it is built; give every setting in its initializer
  // CHECK-FIXES: {{^}}  app::JsonConfig config{2};{{$}}
}

std::string positive_modified_field(const Order& o) {
  app::JsonConfig config;
  config.pretty = true;
  return app::encode(o, config);
  // CHECK-NOTES: :[[@LINE-3]]:19: warning: options object 'config' is built on every call
  // CHECK-NOTES: :[[@LINE-3]]:3: note: 'config' is modified after it is built; give every setting in its initializer
  // CHECK-FIXES: {{^}}  app::JsonConfig config;{{$}}
}

// `static const app::Bare bare;` would not compile.
std::string positive_needs_initializer(const Order& o) {
  app::Bare bare;
  bare.level = 3;
  return app::encode(o, bare);
  // CHECK-NOTES: :[[@LINE-3]]:13: warning: options object 'bare' is built on every call
  // CHECK-NOTES: :[[@LINE-4]]:13: note: no fix: a const object of this type needs an initializer; write one, then make it static
  // CHECK-FIXES: {{^}}  app::Bare bare;{{$}}
}

// Every member has an initializer: `static const app::JsonConfig config;` is fine.
std::string positive_default_constructed(const Order& o) {
  app::JsonConfig config;
  // CHECK-NOTES: :[[@LINE-1]]:19: warning: options object 'config' is built on every call
  // CHECK-FIXES: {{^}}  static const app::JsonConfig config;{{$}}
  return app::encode(o, config);
}

// `?:` would copy a hoisted object, and a Codec cannot be copied.
std::string positive_not_copyable_in_conditional(const Order& o, bool fast) {
  return app::encode(o, fast ? app::Codec{1} : app::Codec{9});
  // CHECK-NOTES: :[[@LINE-1]]:32: warning: temporary options object is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:32: note: no fix: '?:' would have to copy the hoisted object, and its type cannot be copied
  // CHECK-NOTES: :[[@LINE-3]]:48: warning: temporary options object is built on every call
  // CHECK-NOTES: :[[@LINE-4]]:48: note: no fix: '?:' would have to copy the hoisted object, and its type cannot be copied
}

// The runtime's own type stays an options type whatever the option says.
std::string positive_runtime_options(const Order& o) {
  tidyjson::options opts{tidyjson::web};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-MESSAGES-DEFAULT: :[[@LINE-2]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::web};{{$}}
  // CHECK-FIXES-DEFAULT: {{^}}  static const tidyjson::options opts{tidyjson::web};{{$}}
  return tidyjson::serialize(o, opts);
}

// Not reported: an options type that is stored.
struct Service {
  app::JsonConfig config_;
  std::string negative_stored(const Order& o) {
    app::JsonConfig config{2};
    config_ = config;
    return app::encode(o, config);
  }
};
