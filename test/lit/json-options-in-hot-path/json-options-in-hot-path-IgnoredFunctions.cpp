// RUN: %check_json_tidy %s json-options-in-hot-path %t -- \
// RUN:   -config="{CheckOptions: {json-options-in-hot-path.IgnoredFunctions: 'legacy_.*;::tools::.*;Exporter::dump$'}}"

// IgnoredFunctions: semicolon-separated regular expressions; code in a
// matching function (lambdas inside it included) is not reported. A pattern
// matches the whole name, qualified name, or qualified name with a leading
// "::".

#include <tidyjson/tidyjson.hpp>

#include <functional>
#include <string>

struct Order {
  std::string customer;
  int qty = 0;
};
TIDYJSON_TYPE(Order, customer, qty)

std::string legacy_export(const Order& o) {
  tidyjson::options opts{tidyjson::web};
  return tidyjson::serialize(o, opts) + tidyjson::serialize(o, tidyjson::options{tidyjson::web});
}

std::function<std::string(const Order&)> legacy_handler() {
  return [](const Order& o) { return tidyjson::serialize(o, tidyjson::options{tidyjson::web}); };
}

namespace tools {
std::string dump(const Order& o) {
  return tidyjson::serialize(o, tidyjson::options{tidyjson::indent{2}});
}
} // namespace tools

struct Exporter {
  std::string dump(const Order& o) const {
    tidyjson::options opts{tidyjson::indent{4}};
    return tidyjson::serialize(o, opts);
  }
  // `Exporter::dump$` does not match this one.
  std::string dump_all(const Order& o) const {
    tidyjson::options opts{tidyjson::indent{4}};
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: options object 'opts' is built on every call; each call looks up its per-type metadata again, and rebuilds it when its settings are not in the shared cache [json-options-in-hot-path]
    // CHECK-FIXES: {{^}}    static const tidyjson::options opts{tidyjson::indent{4}};{{$}}
    return tidyjson::serialize(o, opts);
  }
};

// Patterns match whole names: `legacy_.*` does not match this one.
std::string modern_export(const Order& o) {
  return tidyjson::serialize(o, tidyjson::options{tidyjson::web});
  // CHECK-MESSAGES: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::web};{{$}}
}

namespace app::tools {
// `::tools::.*` is anchored at the global namespace.
std::string dump(const Order& o) {
  return tidyjson::serialize(o, tidyjson::options{tidyjson::naming::snake_case});
  // CHECK-MESSAGES: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::naming::snake_case};{{$}}
}
} // namespace app::tools
