// RUN: %check_json_tidy %s json-options-in-hot-path %t

// Settings read through a reference or a pointer: a `const` view of an
// object is not a constant (the object may be reloaded through another
// name), so the options object gets a note naming the view instead of the
// `static const` fix, unless what the view designates is itself a constant.

#include <tidyjson/tidyjson.hpp>

#include <string>

struct Order {
  std::string customer;
  int qty = 0;
};
TIDYJSON_TYPE(Order, customer, qty)

struct Settings {
  int indent = 2;
  tidyjson::naming naming = tidyjson::naming::camel_case;
};

// The live configuration, reloaded at run time.
Settings g_live;
void reload(const Settings& fresh) { g_live = fresh; }

//===--- Views of a configuration that changes: note, no fix -------------===//

const Settings& g_settings = g_live;
std::string positive_namespace_reference(const Order& o) {
  tidyjson::options opts{g_settings.naming};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call; each call looks up its per-type metadata again, and rebuilds it when its settings are not in the shared cache [json-options-in-hot-path]
  // CHECK-NOTES: :[[@LINE-2]]:26: note: the initializer reads through the reference 'g_settings', whose object is not known to be constant; keep one options object per distinct value
  return tidyjson::serialize(o, opts);
}

const int* const g_indent = &g_live.indent;
std::string positive_const_pointer(const Order& o) {
  tidyjson::options opts{tidyjson::indent{*g_indent}};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:44: note: the initializer reads through the pointer 'g_indent', whose object is not known to be constant; keep one options object per distinct value
  return tidyjson::serialize(o, opts);
}

const Settings* const g_settings_ptr = &g_live;
std::string positive_const_pointer_arrow(const Order& o) {
  return tidyjson::serialize(o, tidyjson::options{g_settings_ptr->naming});
  // CHECK-NOTES: :[[@LINE-1]]:33: warning: temporary options object is built on every call; each call looks up its per-type metadata again, and rebuilds it when its settings are not in the shared cache [json-options-in-hot-path]
  // CHECK-NOTES: :[[@LINE-2]]:51: note: the initializer reads through the pointer 'g_settings_ptr', whose object is not known to be constant; keep one options object per distinct value
}

constexpr int* g_constexpr_ptr = &g_live.indent;
std::string positive_constexpr_pointer_to_mutable(const Order& o) {
  tidyjson::options opts{tidyjson::indent{g_constexpr_ptr[0]}};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:43: note: the initializer reads through the pointer 'g_constexpr_ptr', whose object is not known to be constant; keep one options object per distinct value
  return tidyjson::serialize(o, opts);
}

struct Policy {
  static inline const int& indent = g_live.indent;
};
std::string positive_static_member_reference(const Order& o) {
  tidyjson::options opts{tidyjson::indent{Policy::indent}};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:43: note: the initializer reads through the reference 'Policy::indent', whose object is not known to be constant; keep one options object per distinct value
  return tidyjson::serialize(o, opts);
}

// A reference bound to a reference of the live configuration.
const Settings& g_alias = g_settings;
std::string positive_reference_to_reference(const Order& o) {
  tidyjson::options opts{g_alias.naming};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:26: note: the initializer reads through the reference 'g_alias', whose object is not known to be constant; keep one options object per distinct value
  return tidyjson::serialize(o, opts);
}

// Bound in another translation unit: what it designates is unknown.
extern const Settings& g_elsewhere;
std::string positive_extern_reference(const Order& o) {
  tidyjson::options opts{g_elsewhere.naming};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:26: note: the initializer reads through the reference 'g_elsewhere', whose object is not known to be constant; keep one options object per distinct value
  return tidyjson::serialize(o, opts);
}

template <const Settings& S>
std::string positive_reference_parameter(const Order& o) {
  tidyjson::options opts{S.naming};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:26: note: the initializer reads through the reference 'S', whose object is not known to be constant; keep one options object per distinct value
  return tidyjson::serialize(o, opts);
}
template std::string positive_reference_parameter<g_live>(const Order&);

template <const int* P>
std::string positive_pointer_parameter(const Order& o) {
  tidyjson::options opts{tidyjson::indent{*P}};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:44: note: the initializer reads through the pointer 'P', whose object is not known to be constant; keep one options object per distinct value
  return tidyjson::serialize(o, opts);
}
template std::string positive_pointer_parameter<&g_live.indent>(const Order&);

//===--- Views of constants: the fix --------------------------------------===//

constexpr Settings kDefaults{4, tidyjson::naming::snake_case};
const Settings& g_defaults = kDefaults;
std::string positive_reference_to_constexpr(const Order& o) {
  tidyjson::options opts{g_defaults.naming};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{g_defaults.naming};{{$}}
  return tidyjson::serialize(o, opts);
}

const int* const g_default_indent = &kDefaults.indent;
std::string positive_pointer_to_constexpr(const Order& o) {
  return tidyjson::serialize(o, tidyjson::options{tidyjson::indent{*g_default_indent}});
  // CHECK-NOTES: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::indent{*g_default_indent}};{{$}}
  // CHECK-FIXES: {{^}}  return tidyjson::serialize(o, json_options);{{$}}
}

const Settings kLoadedOnce{8, tidyjson::naming::kebab_case};
const Settings* const g_loaded_ptr = &kLoadedOnce;
std::string positive_pointer_to_const_object(const Order& o) {
  tidyjson::options opts{g_loaded_ptr->naming};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{g_loaded_ptr->naming};{{$}}
  return tidyjson::serialize(o, opts);
}

struct Fixed {
  static inline const int& indent = kDefaults.indent;
};
std::string positive_static_member_to_constexpr(const Order& o) {
  tidyjson::options opts{tidyjson::indent{Fixed::indent}};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::indent{Fixed::indent}};{{$}}
  return tidyjson::serialize(o, opts);
}

constexpr int kIndents[] = {2, 4};
std::string positive_constant_array(const Order& o) {
  tidyjson::options opts{tidyjson::indent{kIndents[1]}};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::indent{kIndents[1]}};{{$}}
  return tidyjson::serialize(o, opts);
}

template <const Settings& S>
std::string positive_reference_parameter_to_constexpr(const Order& o) {
  tidyjson::options opts{S.naming};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{S.naming};{{$}}
  return tidyjson::serialize(o, opts);
}
template std::string positive_reference_parameter_to_constexpr<kDefaults>(const Order&);

//===--- Not views: unchanged ---------------------------------------------===//

// A reference parameter is a local: it depends on the call.
std::string positive_reference_parameter_of_function(const Order& o, const Settings& s) {
  tidyjson::options opts{s.naming};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:26: note: the initializer depends on 's'; keep one options object per distinct value
  return tidyjson::serialize(o, opts);
}

// Reading the live object by its own name is reading a mutable global.
std::string positive_mutable_global(const Order& o) {
  tidyjson::options opts{g_live.naming};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:26: note: the initializer depends on 'g_live'; keep one options object per distinct value
  return tidyjson::serialize(o, opts);
}

// Built once, before the loop that uses it: nothing to report.
void negative_built_once(const Order* begin, const Order* end, std::string& out) {
  const tidyjson::options opts{g_settings.naming};
  for (const Order* it = begin; it != end; ++it)
    out += tidyjson::serialize(*it, opts);
}

// The program the fix must not change: the second report follows a reload.
int main() {
  Order o{"ada", 1};
  std::string out = positive_namespace_reference(o);
  reload(Settings{2, tidyjson::naming::snake_case});
  out += positive_namespace_reference(o);
  return out.empty() ? 1 : 0;
}
