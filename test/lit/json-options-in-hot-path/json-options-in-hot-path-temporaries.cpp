// RUN: %check_json_tidy %s json-options-in-hot-path %t

// Temporaries built in the argument list of a serializer call: the fix
// declares `static const <type> <name>{...};` on its own line before the
// statement and uses the name in the call. All temporaries of one statement
// are hoisted by one fix, so that no two fixes insert text at the same place,
// and every name is new in its function.

#include <tidyjson/tidyjson.hpp>

#include <sstream>
#include <string>
#include <vector>

struct Order {
  std::string customer;
  int qty = 0;
};
TIDYJSON_TYPE(Order, customer, qty)

//===--- Spellings --------------------------------------------------------===//

std::string positive_braces(const Order& o) {
  return tidyjson::serialize(o, tidyjson::options{tidyjson::naming::snake_case});
  // CHECK-MESSAGES: :[[@LINE-1]]:33: warning: temporary options object is built on every call; each call looks up its per-type metadata again, and rebuilds it when its settings are not in the shared cache [json-options-in-hot-path]
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::naming::snake_case};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(o, json_options);{{$}}
}

std::string positive_parens(const Order& o) {
  return tidyjson::serialize(o, tidyjson::options(tidyjson::naming::camel_case, tidyjson::ignore::when_null));
  // CHECK-MESSAGES: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options(tidyjson::naming::camel_case, tidyjson::ignore::when_null);{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(o, json_options);{{$}}
}

std::string positive_one_argument_cast(const Order& o) {
  return tidyjson::serialize(o, tidyjson::options(tidyjson::indent(2)));
  // CHECK-MESSAGES: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options(tidyjson::indent(2));{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(o, json_options);{{$}}
}

std::string positive_empty_parens(const Order& o) {
  return tidyjson::serialize(o, tidyjson::options());
  // CHECK-MESSAGES: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(o, json_options);{{$}}
}

// `static const T name(U());` would declare a function: copy-initialize.
std::string positive_vexing_parse(const Order& o) {
  return tidyjson::serialize(o, tidyjson::options(tidyjson::web_preset()));
  // CHECK-MESSAGES: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options = tidyjson::options(tidyjson::web_preset());{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(o, json_options);{{$}}
}

// `static const T name(U(ns::x));` is a qualified declarator the parser
// refuses: copy-initialize too.
namespace limits {
constexpr int kDepth = 16;
}  // namespace limits
std::string positive_vexing_qualified(const Order& o) {
  return tidyjson::serialize(o, tidyjson::options(tidyjson::max_depth(limits::kDepth)));
  // CHECK-MESSAGES: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options = tidyjson::options(tidyjson::max_depth(limits::kDepth));{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(o, json_options);{{$}}
}

// No type written: it is spelled in full.
std::string positive_braced_list(const Order& o) {
  return tidyjson::serialize(o, {tidyjson::naming::camel_case, tidyjson::ignore::when_null});
  // CHECK-MESSAGES: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const ::tidyjson::options json_options{tidyjson::naming::camel_case, tidyjson::ignore::when_null};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(o, json_options);{{$}}
}

namespace shop {
using JsonOptions = tidyjson::options;
std::string positive_alias(const Order& o) {
  return tidyjson::serialize(o, JsonOptions{tidyjson::web});
  // CHECK-MESSAGES: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const JsonOptions json_options{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(o, json_options);{{$}}
}
} // namespace shop

std::string positive_comments_and_lines(const Order& o) {
  return tidyjson::serialize(o, tidyjson::options{tidyjson::naming::camel_case,  // names
                                                  tidyjson::indent{2}});         // pretty
  // CHECK-MESSAGES: :[[@LINE-2]]:33: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::naming::camel_case,  // names{{$}}
  // CHECK-FIXES-NEXT: {{^}}                                                  tidyjson::indent{2}};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(o, json_options);         // pretty{{$}}
}

std::string positive_parenthesized(const Order& o) {
  return tidyjson::serialize(o, (tidyjson::options{tidyjson::web}));
  // CHECK-MESSAGES: :[[@LINE-1]]:34: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(o, (json_options));{{$}}
}

//===--- Entry points -----------------------------------------------------===//

void positive_entry_points(const Order& o, std::string& buffer, std::ostream& os) {
  tidyjson::serialize_to(buffer, o, tidyjson::options{tidyjson::naming::camel_case});
  // CHECK-MESSAGES: :[[@LINE-1]]:37: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::naming::camel_case};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  tidyjson::serialize_to(buffer, o, json_options);{{$}}
  tidyjson::serialize_to(os, o, tidyjson::options{tidyjson::naming::kebab_case});
  // CHECK-MESSAGES: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options_2{tidyjson::naming::kebab_case};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  tidyjson::serialize_to(os, o, json_options_2);{{$}}
  auto text = tidyjson::try_serialize(o, tidyjson::options{tidyjson::ignore::when_default});
  // CHECK-MESSAGES: :[[@LINE-1]]:42: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options_3{tidyjson::ignore::when_default};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  auto text = tidyjson::try_serialize(o, json_options_3);{{$}}
  Order back = tidyjson::deserialize<Order>(buffer, tidyjson::options{tidyjson::names::case_insensitive});
  // CHECK-MESSAGES: :[[@LINE-1]]:53: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options_4{tidyjson::names::case_insensitive};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  Order back = tidyjson::deserialize<Order>(buffer, json_options_4);{{$}}
  if (auto r = tidyjson::try_deserialize<Order>(buffer, tidyjson::options{tidyjson::comments::skip}))
    back = *r;
  // CHECK-MESSAGES: :[[@LINE-2]]:57: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options_5{tidyjson::comments::skip};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  if (auto r = tidyjson::try_deserialize<Order>(buffer, json_options_5)){{$}}
}

//===--- Several temporaries ----------------------------------------------===//

// One statement, two temporaries: one fix hoists both.
std::string positive_two_in_one_statement(const Order& a, const Order& b) {
  return tidyjson::serialize(a, tidyjson::options{tidyjson::naming::camel_case}) +
         tidyjson::serialize(b, tidyjson::options{tidyjson::naming::snake_case});
  // CHECK-MESSAGES: :[[@LINE-2]]:33: warning: temporary options object is built on every call
  // CHECK-MESSAGES: :[[@LINE-2]]:33: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::naming::camel_case};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  static const tidyjson::options json_options_2{tidyjson::naming::snake_case};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(a, json_options) +{{$}}
  // CHECK-FIXES-NEXT: {{^}}         tidyjson::serialize(b, json_options_2);{{$}}
}

// Two statements of one function get different names.
std::string positive_two_statements(const Order& a) {
  std::string text = tidyjson::serialize(a, tidyjson::options{tidyjson::web});
  // CHECK-MESSAGES: :[[@LINE-1]]:45: warning: temporary options object is built on every call
  text += tidyjson::serialize(a, tidyjson::options{tidyjson::naming::pascal_case});
  // CHECK-MESSAGES: :[[@LINE-1]]:34: warning: temporary options object is built on every call
  return text;
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  std::string text = tidyjson::serialize(a, json_options);{{$}}
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options_2{tidyjson::naming::pascal_case};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  text += tidyjson::serialize(a, json_options_2);{{$}}
}

// Both arms of ?:.
std::string positive_conditional(const Order& o, bool web) {
  return tidyjson::serialize(o, web ? tidyjson::options{tidyjson::web}
                                    : tidyjson::options{tidyjson::naming::snake_case});
  // CHECK-MESSAGES: :[[@LINE-2]]:39: warning: temporary options object is built on every call
  // CHECK-MESSAGES: :[[@LINE-2]]:39: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  static const tidyjson::options json_options_2{tidyjson::naming::snake_case};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(o, web ? json_options{{$}}
  // CHECK-FIXES-NEXT: {{^}}                                    : json_options_2);{{$}}
}

// One arm depends on a parameter: only the other one is hoisted, and the
// conditional copies it (options are copyable).
std::string positive_conditional_mixed(const Order& o, int width) {
  return tidyjson::serialize(o, width == 0 ? tidyjson::options{tidyjson::web}
                                           : tidyjson::options{tidyjson::indent{width}});
  // CHECK-MESSAGES: :[[@LINE-2]]:46: warning: temporary options object is built on every call
  // CHECK-MESSAGES: :[[@LINE-2]]:46: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(o, width == 0 ? json_options{{$}}
  // CHECK-FIXES-NEXT: {{^}}                                           : tidyjson::options{tidyjson::indent{width}});{{$}}
}

std::string positive_nested_conditional(const Order& o, int style) {
  return tidyjson::serialize(o, style == 0   ? tidyjson::options{}
                                : style == 1 ? tidyjson::options{tidyjson::web}
                                             : tidyjson::options{tidyjson::naming::kebab_case});
  // CHECK-MESSAGES: :[[@LINE-3]]:48: warning: temporary options object is built on every call
  // CHECK-MESSAGES: :[[@LINE-3]]:48: warning: temporary options object is built on every call
  // CHECK-MESSAGES: :[[@LINE-3]]:48: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  static const tidyjson::options json_options_2{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  static const tidyjson::options json_options_3{tidyjson::naming::kebab_case};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(o, style == 0   ? json_options{{$}}
  // CHECK-FIXES-NEXT: {{^}}                                : style == 1 ? json_options_2{{$}}
  // CHECK-FIXES-NEXT: {{^}}                                             : json_options_3);{{$}}
}

//===--- Names that are taken ---------------------------------------------===//

std::string positive_local_named_json_options(const Order& o) {
  int json_options = 0;
  (void)json_options;
  return tidyjson::serialize(o, tidyjson::options{tidyjson::web});
  // CHECK-MESSAGES: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options_2{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(o, json_options_2);{{$}}
}

std::string positive_parameter_named_json_options(const Order& o, const std::string& json_options) {
  return json_options + tidyjson::serialize(o, tidyjson::options{tidyjson::web});
  // CHECK-MESSAGES: :[[@LINE-1]]:48: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options_2{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return json_options + tidyjson::serialize(o, json_options_2);{{$}}
}

// A name used in the function, declared outside it, must keep its meaning.
static const tidyjson::options json_options{tidyjson::naming::camel_case};
std::string positive_global_named_json_options(const Order& a, const Order& b) {
  std::string text = tidyjson::serialize(a, json_options);
  return text + tidyjson::serialize(b, tidyjson::options{tidyjson::web});
  // CHECK-MESSAGES: :[[@LINE-1]]:40: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options_2{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return text + tidyjson::serialize(b, json_options_2);{{$}}
}

// A macro with the name would rewrite the declaration.
#define json_options_2 unrelated_macro
std::string positive_macro_named_like_the_name(const Order& a) {
  int json_options = 1;
  (void)json_options;
  return tidyjson::serialize(a, tidyjson::options{tidyjson::web});
  // CHECK-MESSAGES: :[[@LINE-1]]:33: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options_3{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(a, json_options_3);{{$}}
}
#undef json_options_2

template <class json_options>
std::string positive_template_parameter_named_json_options(const json_options& value) {
  return tidyjson::serialize(value, tidyjson::options{tidyjson::web});
  // CHECK-MESSAGES: :[[@LINE-1]]:37: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options_2{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::serialize(value, json_options_2);{{$}}
}
template std::string positive_template_parameter_named_json_options(const Order&);

template <class json_options>
struct Exporter {
  std::string positive_class_template_parameter(const Order& o) {
    return tidyjson::serialize(o, tidyjson::options{tidyjson::web});
    // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: temporary options object is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options json_options_2{tidyjson::web};{{$}}
    // CHECK-FIXES-NEXT: {{^}}    return tidyjson::serialize(o, json_options_2);{{$}}
  }
};
template struct Exporter<int>;

struct Printer {
  int json_options = 0;
  std::string positive_member_named_json_options(const Order& o) const {
    return std::to_string(json_options) + tidyjson::serialize(o, tidyjson::options{tidyjson::web});
    // CHECK-MESSAGES: :[[@LINE-1]]:66: warning: temporary options object is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options json_options_2{tidyjson::web};{{$}}
    // CHECK-FIXES-NEXT: {{^}}    return std::to_string(json_options) + tidyjson::serialize(o, json_options_2);{{$}}
  }
};

//===--- Where the declaration goes ---------------------------------------===//

// Before the loop statement: the static object is built once.
void positive_loop_without_braces(const std::vector<Order>& orders, std::vector<std::string>& out) {
  for (const Order& o : orders)
    out.push_back(tidyjson::serialize(o, tidyjson::options{tidyjson::web}));
  // CHECK-MESSAGES: :[[@LINE-1]]:42: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  for (const Order& o : orders){{$}}
  // CHECK-FIXES-NEXT: {{^}}    out.push_back(tidyjson::serialize(o, json_options));{{$}}
}

void positive_loop_body(const std::vector<Order>& orders, std::vector<std::string>& out) {
  for (const Order& o : orders) {
    if (o.qty > 0)
      out.push_back(tidyjson::serialize(o, tidyjson::options{tidyjson::web}));
    // CHECK-MESSAGES: :[[@LINE-1]]:44: warning: temporary options object is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options json_options{tidyjson::web};{{$}}
    // CHECK-FIXES-NEXT: {{^}}    if (o.qty > 0){{$}}
    // CHECK-FIXES-NEXT: {{^}}      out.push_back(tidyjson::serialize(o, json_options));{{$}}
  }
}

bool positive_loop_condition(std::vector<std::string>& texts, const Order& o) {
  while (tidyjson::serialize(o, tidyjson::options{tidyjson::indent{2}}).size() > texts.size())
    texts.emplace_back();
  // CHECK-MESSAGES: :[[@LINE-2]]:33: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::indent{2}};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  while (tidyjson::serialize(o, json_options).size() > texts.size()){{$}}
  return true;
}

std::string positive_else_if(const Order& o, int style) {
  if (style == 0)
    return {};
  else if (style == 1)
    return tidyjson::serialize(o, tidyjson::options{tidyjson::web});
  // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  if (style == 0){{$}}
  return {};
}

std::string positive_case_label(const Order& o, int style) {
  switch (style) {
  case 1:
    return tidyjson::serialize(o, tidyjson::options{tidyjson::web});
    // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: temporary options object is built on every call
    // CHECK-FIXES: {{^}}  case 1:{{$}}
    // CHECK-FIXES-NEXT: {{^}}    static const tidyjson::options json_options{tidyjson::web};{{$}}
    // CHECK-FIXES-NEXT: {{^}}    return tidyjson::serialize(o, json_options);{{$}}
  case 2: return tidyjson::serialize(o, tidyjson::options{tidyjson::naming::snake_case});
    // CHECK-MESSAGES: :[[@LINE-1]]:41: warning: temporary options object is built on every call
    // CHECK-FIXES: {{^}}  case 2: static const tidyjson::options json_options_2{tidyjson::naming::snake_case}; return tidyjson::serialize(o, json_options_2);{{$}}
  default:
    return {};
  }
}

std::string positive_one_line(const Order& o) { return tidyjson::serialize(o, tidyjson::options{tidyjson::web}); }
// CHECK-MESSAGES: :[[@LINE-1]]:79: warning: temporary options object is built on every call
// CHECK-FIXES: {{^}}std::string positive_one_line(const Order& o) { static const tidyjson::options json_options{tidyjson::web}; return tidyjson::serialize(o, json_options); }{{$}}

std::string positive_init_capture(const Order& o) {
  auto get = [text = tidyjson::serialize(o, tidyjson::options{tidyjson::web})] { return text; };
  // CHECK-MESSAGES: :[[@LINE-1]]:45: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  auto get = [text = tidyjson::serialize(o, json_options)] { return text; };{{$}}
  return get();
}

//===--- Not reported -----------------------------------------------------===//

const tidyjson::options& shared();
tidyjson::options make();
std::string negative_not_built_here(const Order& o, const tidyjson::options& given) {
  return tidyjson::serialize(o, given) + tidyjson::serialize(o, shared()) +
         tidyjson::serialize(o);
}

// A factory call: no construction is written in the argument list.
std::string negative_factory_call(const Order& o) {
  return tidyjson::serialize(o, make());
}

// Handed to something that is not a serializer.
std::size_t measure(const tidyjson::options&);
std::size_t negative_not_a_serializer() {
  return measure(tidyjson::options{tidyjson::web});
}

// Static initialization runs once.
static const std::string g_text = tidyjson::serialize(Order{}, tidyjson::options{tidyjson::web});
std::string negative_static_init() {
  static const std::string text = tidyjson::serialize(Order{}, tidyjson::options{tidyjson::web});
  return text;
}

[[gnu::cold]] std::string negative_cold(const Order& o) {
  return tidyjson::serialize(o, tidyjson::options{tidyjson::web});
}

std::string negative_nolint(const Order& o) {
  return tidyjson::serialize(o, tidyjson::options{tidyjson::web});  // NOLINT(json-options-in-hot-path)
}
