// RUN: %check_json_tidy %s json-options-in-hot-path %t

// Less common places for an options object.

#include <tidyjson/tidyjson.hpp>

#include <map>
#include <string>
#include <utility>
#include <vector>

struct Order {
  std::string customer;
  int qty = 0;
};
TIDYJSON_TYPE(Order, customer, qty)

// A GNU statement expression.
std::string positive_statement_expression(const Order& o) {
  return ({
    tidyjson::options inner{tidyjson::web};
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: options object 'inner' is built on every call; each call looks up its per-type metadata again, and rebuilds it when its settings are not in the shared cache [json-options-in-hot-path]
    // CHECK-FIXES: {{^}}    static const tidyjson::options inner{tidyjson::web};{{$}}
    tidyjson::serialize(o, inner);
  });
}

// Structured bindings: a temporary in the initializer, a local reused by a
// loop over bindings.
std::string positive_structured_bindings(const std::map<int, Order>& orders) {
  const tidyjson::options opts{tidyjson::web};
  std::string out;
  for (const auto& [id, order] : orders)
    out += std::to_string(id) + tidyjson::serialize(order, opts);
  auto [text, size] = std::pair{tidyjson::serialize(orders.begin()->second, tidyjson::options{tidyjson::indent{2}}), out.size()};
  // CHECK-MESSAGES: :[[@LINE-1]]:77: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::indent{2}};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  auto [text, size] = std::pair{tidyjson::serialize(orders.begin()->second, json_options), out.size()};{{$}}
  return out + text + std::to_string(size);
}

// Pack expansions and fold expressions.
template <class... Ts>
std::string positive_fold(const Ts&... values) {
  return (tidyjson::serialize(values, tidyjson::options{tidyjson::web}) + ...);
  // CHECK-MESSAGES: :[[@LINE-1]]:39: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return (tidyjson::serialize(values, json_options) + ...);{{$}}
}

template <class... Ts>
std::vector<std::string> positive_pack_expansion(const Ts&... values) {
  return {tidyjson::serialize(values, tidyjson::options{tidyjson::naming::snake_case})...};
  // CHECK-MESSAGES: :[[@LINE-1]]:39: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::naming::snake_case};{{$}}
}

std::string use_packs(const Order& o) {
  return positive_fold(o, o) + positive_pack_expansion(o, o).front();
}

// Nested serializer calls: three temporaries, one fix.
std::string positive_nested_calls(const Order& o) {
  return tidyjson::serialize(tidyjson::deserialize<Order>(tidyjson::serialize(o, tidyjson::options{tidyjson::web}),
                                                          tidyjson::options{tidyjson::web}),
                             tidyjson::options{tidyjson::naming::snake_case});
  // CHECK-MESSAGES: :[[@LINE-3]]:82: warning: temporary options object is built on every call
  // CHECK-MESSAGES: :[[@LINE-3]]:59: warning: temporary options object is built on every call
  // CHECK-MESSAGES: :[[@LINE-3]]:30: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  static const tidyjson::options json_options_2{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  static const tidyjson::options json_options_3{tidyjson::naming::snake_case};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(tidyjson::deserialize<Order>(tidyjson::serialize(o, json_options),{{$}}
  // CHECK-FIXES-NEXT: {{^}}                                                          json_options_2),{{$}}
  // CHECK-FIXES-NEXT: {{^}}                             json_options_3);{{$}}
}

// A label: the declaration goes after it, where a jump to it still runs it.
std::string positive_after_goto_label(const Order& o, bool skip) {
  if (skip)
    goto done;
  (void)o;
done:
  return tidyjson::serialize(o, tidyjson::options{tidyjson::web});
  // CHECK-MESSAGES: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}done:{{$}}
  // CHECK-FIXES-NEXT: {{^}}  static const tidyjson::options json_options{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(o, json_options);{{$}}
}

// try and catch blocks.
std::string positive_try_catch(const Order& o) {
  try {
    return tidyjson::serialize(o, tidyjson::options{tidyjson::web});
    // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: temporary options object is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options json_options{tidyjson::web};{{$}}
  } catch (const tidyjson::error&) {
    return tidyjson::serialize(o, tidyjson::options{});
    // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: temporary options object is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options json_options_2{};{{$}}
  }
}

// extern "C" functions are functions.
extern "C" int positive_c_api(const Order* o) {
  return static_cast<int>(tidyjson::serialize(*o, tidyjson::options{tidyjson::web}).size());
  // CHECK-MESSAGES: :[[@LINE-1]]:51: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::web};{{$}}
}

//===--- Not reported -----------------------------------------------------===//

// Unevaluated operands never run.
auto negative_unevaluated(const Order& o) -> decltype(tidyjson::serialize(o, tidyjson::options{tidyjson::web})) {
  static_assert(sizeof(tidyjson::serialize(o, tidyjson::options{})) > 0);
  static_assert(noexcept(tidyjson::options{}) || true);
  return {};
}

template <class T>
concept Serializable = requires(const T& t) { tidyjson::serialize(t, tidyjson::options{tidyjson::web}); };
static_assert(Serializable<Order>);

// A default argument is evaluated by callers, outside any body.
std::string negative_default_argument(const Order& o,
                                      std::string prefix = tidyjson::serialize(Order{}, tidyjson::options{tidyjson::web})) {
  return prefix + o.customer;
}

// A default member initializer runs per object.
struct WithDefault {
  std::string text = tidyjson::serialize(Order{}, tidyjson::options{tidyjson::web});
};
WithDefault negative_default_member_initializer() { return WithDefault{}; }

// Namespace-scope initializers run once.
const std::string g_text = tidyjson::serialize(Order{}, tidyjson::options{tidyjson::web});
const tidyjson::options g_options{tidyjson::web};

// decltype(auto) takes no other specifier: `static` alone (found by a review
// on code outside these tests: `static const decltype(auto)` does not compile).
std::string positive_decltype_auto(const Order& o) {
  decltype(auto) opts = tidyjson::options{tidyjson::naming::camel_case, tidyjson::indent{2}};
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static decltype(auto) opts = tidyjson::options{tidyjson::naming::camel_case, tidyjson::indent{2}};{{$}}
  return tidyjson::serialize(o, opts);
}
std::string positive_const_auto_ref(const Order& o) {
  auto&& opts = tidyjson::options{tidyjson::web};
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const auto&& opts = tidyjson::options{tidyjson::web};{{$}}
  return tidyjson::serialize(o, opts);
}

// A codebase's own options class derived from tidyjson::options holds the
// same cache (found by a review on code outside these tests: not reported).
struct AppOptions : tidyjson::options {
  using options::options;
};
std::string positive_derived_options(const Order& o) {
  AppOptions opts{tidyjson::naming::camel_case};
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const AppOptions opts{tidyjson::naming::camel_case};{{$}}
  return tidyjson::serialize(o, opts);
}
std::string negative_derived_static(const Order& o) {
  static const AppOptions opts{tidyjson::naming::camel_case};
  return tidyjson::serialize(o, opts);
}

// A derived class whose own constructor reads run-time state: the object is
// not the same on every call (found by a review outside these tests: the
// fix froze the settings of the first call).
struct Settings {
  tidyjson::naming naming = tidyjson::naming::camel_case;
  bool pretty = false;
};
inline Settings g_settings;
struct ServiceOptions : tidyjson::options {
  ServiceOptions() : tidyjson::options(g_settings.naming, tidyjson::indent{g_settings.pretty ? 2 : 0}) {}
};
std::string positive_derived_reading_globals(const Order& o) {
  ServiceOptions opts;
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  ServiceOptions opts;{{$}}
  return tidyjson::serialize(o, opts);
}

// The negative twins: already static, a decltype(auto) or derived options
// object is left alone.
std::string negative_static_decltype_auto(const Order& o) {
  static decltype(auto) opts = tidyjson::options{tidyjson::web};
  return tidyjson::serialize(o, opts);
}
