// RUN: %check_json_tidy %s json-missing-registration %t

// Types a context does not serve, reading through a write-only context.

#include <tidyjson/tidyjson.hpp>

#include <deque>
#include <string>
#include <vector>

namespace shop {
struct Line {
  std::string sku;
  int qty = 0;
};
TIDYJSON_TYPE(Line, sku, qty)

struct Order {
  std::string customer;
  std::vector<Line> lines;
};
TIDYJSON_TYPE(Order, customer, lines)
}  // namespace shop

TIDYJSON_CONTEXT(ShopJson, (shop::Order), tidyjson::naming::camel_case)
// CHECK-FIXES: {{^}}TIDYJSON_CONTEXT(ShopJson, (shop::Order, std::vector<shop::Order>, std::deque<shop::Order>), tidyjson::naming::camel_case){{$}}

TIDYJSON_CONTEXT(SingleRoot, shop::Line)
// CHECK-FIXES: {{^}}TIDYJSON_CONTEXT(SingleRoot, (shop::Line, shop::Order)){{$}}

TIDYJSON_CONTEXT(WriteOnly, (shop::Order), tidyjson::generation::fast_path)
// CHECK-FIXES: {{^}}TIDYJSON_CONTEXT(WriteOnly, (shop::Order), tidyjson::generation::both){{$}}

std::string positive_container_root(const std::vector<shop::Order>& orders) {
  return tidyjson::serialize(orders, ShopJson{});
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: type 'std::vector<shop::Order>' is not served by context 'ShopJson'; add it to the context's root types [json-missing-registration]
}

std::deque<shop::Order> positive_read_wrapper(const std::string& text) {
  return tidyjson::deserialize<std::deque<shop::Order>>(text, ShopJson{});
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: type 'std::deque<shop::Order>' is not served by context 'ShopJson'
}

std::string positive_unparenthesized_roots(const shop::Order& o) {
  return tidyjson::serialize(o, SingleRoot{});
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: type 'shop::Order' is not served by context 'SingleRoot'
}

shop::Order positive_write_only(const std::string& text) {
  return tidyjson::deserialize<shop::Order>(text, WriteOnly{});
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: context 'WriteOnly' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
}

// A second read: reported, with no second copy of the fix (clang-tidy drops
// both copies of an edit carried by two diagnostics as overlapping).
shop::Order positive_second_write_only(const std::string& text) {
  return tidyjson::deserialize<shop::Order>(text, WriteOnly{});
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: context 'WriteOnly' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
}

// Everything reachable from a root is served.
std::string negative_reachable(const shop::Line& l) { return tidyjson::serialize(l, ShopJson{}); }
std::string negative_reachable_container(const std::vector<shop::Line>& v) {
  return tidyjson::serialize(v, ShopJson{});
}
std::string negative_root(const shop::Order& o) { return tidyjson::serialize(o, ShopJson{}); }
std::string negative_write_only_writes(const shop::Order& o) { return tidyjson::serialize(o, WriteOnly{}); }
