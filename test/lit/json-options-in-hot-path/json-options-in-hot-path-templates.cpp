// RUN: %check_json_tidy %s json-options-in-hot-path %t

// Templates are reported once, in the template, not once per instantiation;
// the fix goes into the template (one static object per instantiation).

#include <tidyjson/tidyjson.hpp>

#include <string>
#include <type_traits>
#include <vector>

struct Order {
  std::string customer;
  int qty = 0;
};
TIDYJSON_TYPE(Order, customer, qty)

struct Invoice {
  int number = 0;
};
TIDYJSON_TYPE(Invoice, number)

// The serializer call depends on T: it is resolved per instantiation.
template <class T>
std::string positive_function_template(const T& value) {
  tidyjson::options opts{tidyjson::naming::camel_case};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call; each call looks up its per-type metadata again, and rebuilds it when its settings are not in the shared cache [json-options-in-hot-path]
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::naming::camel_case};{{$}}
  return tidyjson::serialize(value, opts);
}

template <class T>
std::string positive_template_temporary(const T& value) {
  return tidyjson::serialize(value, tidyjson::options{tidyjson::web});
  // CHECK-MESSAGES: :[[@LINE-1]]:37: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(value, json_options);{{$}}
}

// A template parameter is a constant of each instantiation.
template <int Width>
std::string positive_template_constant(const Order& o) {
  tidyjson::options opts{tidyjson::indent{Width}};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::indent{Width}};{{$}}
  return tidyjson::serialize(o, opts);
}

template <class T>
T positive_template_read(const std::string& text) {
  return tidyjson::deserialize<T>(text, tidyjson::options{tidyjson::comments::skip});
  // CHECK-MESSAGES: :[[@LINE-1]]:41: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::comments::skip};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::deserialize<T>(text, json_options);{{$}}
}

// Members of a class template, and a member template.
template <class T>
struct Repository {
  std::vector<T> items;
  std::string positive_member(std::size_t i) const {
    tidyjson::options opts{tidyjson::naming::snake_case};
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: options object 'opts' is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options opts{tidyjson::naming::snake_case};{{$}}
    return tidyjson::serialize(items[i], opts);
  }
  template <class U>
  std::string positive_member_template(const U& extra) const {
    return tidyjson::serialize(extra, tidyjson::options{tidyjson::naming::kebab_case});
    // CHECK-MESSAGES: :[[@LINE-1]]:39: warning: temporary options object is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options json_options{tidyjson::naming::kebab_case};{{$}}
  }
};

// A template declared before it is defined: its instantiations are met
// before the template's body, and are still not reported.
template <class T>
std::string positive_declared_first(const T& value);

inline std::string use_declared_first(const Order& o, const Invoice& i) {
  return positive_declared_first(o) + positive_declared_first(i);
}

template <class T>
std::string positive_declared_first(const T& value) {
  return tidyjson::serialize(value, tidyjson::options{tidyjson::indent{4}});
  // CHECK-MESSAGES: :[[@LINE-1]]:37: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::indent{4}};{{$}}
}

// A generic lambda, in a function template.
template <class T>
std::string positive_generic_lambda(const std::vector<T>& values) {
  std::string out;
  auto write = [&out](const auto& v) {
    tidyjson::options opts{tidyjson::web};
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: options object 'opts' is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options opts{tidyjson::web};{{$}}
    out += tidyjson::serialize(v, opts);
  };
  for (const T& v : values)
    write(v);
  return out;
}

// An explicit specialization is code of its own.
template <>
std::string positive_function_template<Invoice>(const Invoice& value) {
  tidyjson::options opts{tidyjson::naming::pascal_case};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::naming::pascal_case};{{$}}
  return tidyjson::serialize(value, opts);
}

// No fix when the initializer depends on the instantiation's arguments in
// a way only known at run time.
template <class T>
std::string positive_dependent_initializer(const T& value) {
  tidyjson::options opts{tidyjson::indent{value.qty}};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  tidyjson::options opts{tidyjson::indent{value.qty}};{{$}}
  return tidyjson::serialize(value, opts);
}

// Names and constructions that depend on the template's arguments are
// constants when they are in every instantiation (found by a review outside
// these tests: they got a "computed at run time" note and no fix).
struct CamelPolicy {
  static constexpr tidyjson::naming naming = tidyjson::naming::camel_case;
};
struct KebabPolicy {
  static constexpr tidyjson::naming naming = tidyjson::naming::kebab_case;
};
template <class Policy>
std::string positive_policy_member(const Order& o) {
  tidyjson::options opts{Policy::naming};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{Policy::naming};{{$}}
  return tidyjson::serialize(o, opts);
}
template <class T>
std::string positive_trait(const T& value) {
  return tidyjson::serialize(value, tidyjson::options{tidyjson::indent{std::is_class_v<T> ? 2 : 0}});
  // CHECK-MESSAGES: :[[@LINE-1]]:37: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::indent{std::is_class_v<T> ? 2 : 0}};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(value, json_options);{{$}}
}
// A temporary whose arguments depend on the template's parameters is only
// resolved per instantiation: reported in the template all the same (found
// by a review on code outside these tests: the same settings in a local were
// reported, the temporary was not).
template <class T>
struct json_traits {
  static constexpr tidyjson::naming naming = tidyjson::naming::camel_case;
};
template <class T>
std::string positive_dependent_temporary(const T& value) {
  return tidyjson::serialize(value, tidyjson::options{json_traits<T>::naming});
  // CHECK-MESSAGES: :[[@LINE-1]]:37: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{json_traits<T>::naming};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(value, json_options);{{$}}
}
template <class T>
std::string positive_dependent_temporary_at_run_time(const T& value) {
  return tidyjson::serialize(value, tidyjson::options(tidyjson::indent{value.qty}));
  // CHECK-MESSAGES: :[[@LINE-1]]:37: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  return tidyjson::serialize(value, tidyjson::options(tidyjson::indent{value.qty}));{{$}}
}
template <class Policy>
std::string positive_dependent_temporary_uninstantiated(const Order& o) {
  return tidyjson::serialize(o, tidyjson::options(Policy::naming));
  // CHECK-MESSAGES: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  return tidyjson::serialize(o, tidyjson::options(Policy::naming));{{$}}
}
// A member that is not constant in one instantiation: no fix.
struct CountingPolicy {
  static inline int depth = 8;
};
template <class Policy>
std::string positive_policy_variable(const Order& o) {
  tidyjson::options opts{tidyjson::max_depth{Policy::depth}};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  tidyjson::options opts{tidyjson::max_depth{Policy::depth}};{{$}}
  return tidyjson::serialize(o, opts);
}
struct FixedDepth {
  static constexpr int depth = 8;
};
// Never instantiated: nothing proves the name constant.
template <class Policy>
std::string positive_uninstantiated(const Order& o) {
  tidyjson::options opts{Policy::naming};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  tidyjson::options opts{Policy::naming};{{$}}
  return tidyjson::serialize(o, opts);
}
// A member function of a class template.
template <class Policy>
struct Exporter {
  std::string positive_member(const Order& o) const {
    tidyjson::options opts{Policy::naming};
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: options object 'opts' is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options opts{Policy::naming};{{$}}
    return tidyjson::serialize(o, opts);
  }
};

// A non-type template parameter that is a reference or a pointer designates
// an object that may change: not a constant (found by a review outside these
// tests: the fix froze the first value of a mutable global).
inline tidyjson::naming g_naming = tidyjson::naming::as_declared;
struct Config {
  int indent = 0;
};
inline Config g_config;
template <tidyjson::naming& N>
std::string positive_reference_parameter(const Order& o) {
  tidyjson::options opts{N};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  tidyjson::options opts{N};{{$}}
  return tidyjson::serialize(o, opts);
}
template <const Config* C>
std::string positive_pointer_parameter(const Order& o) {
  return tidyjson::serialize(o, tidyjson::options{tidyjson::indent{C->indent}});
  // CHECK-MESSAGES: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  return tidyjson::serialize(o, tidyjson::options{tidyjson::indent{C->indent}});{{$}}
}

//===--- Not reported -----------------------------------------------------===//

// The options type depends on the template: nothing is known until it is
// instantiated, and instantiations are not reported.
template <class Options, class T>
std::string negative_dependent_options_type(const T& value) {
  Options opts{tidyjson::web};
  return tidyjson::serialize(value, opts);
}

template <class T>
std::string negative_amortized(const std::vector<T>& values) {
  const tidyjson::options opts{tidyjson::web};
  std::string out;
  for (const T& v : values)
    out += tidyjson::serialize(v, opts);
  return out;
}

template <class T>
std::string negative_static(const T& value) {
  static const tidyjson::options opts{tidyjson::web};
  return tidyjson::serialize(value, opts);
}

std::string instantiate_everything(const Order& o, const Invoice& i) {
  Repository<Order> repo{{o}};
  return positive_function_template(o) + positive_function_template(i) +
         positive_template_temporary(o) + positive_template_temporary(i) +
         positive_template_constant<2>(o) + positive_template_constant<4>(o) +
         positive_template_read<Order>("{}").customer + repo.positive_member(0) +
         repo.positive_member_template(i) + positive_generic_lambda(std::vector<Order>{o}) +
         positive_generic_lambda(std::vector<Invoice>{i}) + positive_dependent_initializer(o) +
         negative_dependent_options_type<tidyjson::options>(o) +
         negative_amortized(std::vector<Order>{o}) + negative_static(o) +
         positive_policy_member<CamelPolicy>(o) + positive_policy_member<KebabPolicy>(o) +
         positive_trait(o) + positive_trait(1) + positive_policy_variable<FixedDepth>(o) +
         positive_policy_variable<CountingPolicy>(o) + Exporter<CamelPolicy>{}.positive_member(o) +
         positive_reference_parameter<g_naming>(o) + positive_pointer_parameter<&g_config>(o) +
         positive_dependent_temporary(o) + positive_dependent_temporary(i) +
         positive_dependent_temporary_at_run_time(o);
}
