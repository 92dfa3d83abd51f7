// Compile-fail test: a type that a context neither lists nor reaches from its
// root types is one compile error naming the context and the type.
// CompileFail.cmake builds this file as it is (it must compile) and with
// -DTIDYJSON_COMPILE_FAIL, which writes a Coupon through ShopJson.
//
// EXPECT: context_serves_type<shop::ShopJson, shop::Coupon>
// EXPECT: add it to the root types of TIDYJSON_CONTEXT
#include <tidyjson/tidyjson.hpp>

#include <string>
#include <vector>

namespace shop {
struct Line {
  std::string sku;
  int quantity = 0;
};
TIDYJSON_TYPE(Line, sku, quantity)

struct Order {
  std::string id;
  std::vector<Line> lines;
};
TIDYJSON_TYPE(Order, id, lines)

// Described, but not reachable from Order.
struct Coupon {
  std::string code;
};
TIDYJSON_TYPE(Coupon, code)

TIDYJSON_CONTEXT(ShopJson, (Order), tidyjson::naming::camel_case)
}  // namespace shop

int main() {
  const shop::Order order{"o1", {{"a", 1}}};
  std::string text = tidyjson::serialize(order, shop::ShopJson{});
  // Line is reachable from Order: served without being listed.
  text += tidyjson::serialize(order.lines.front(), shop::ShopJson{});
#ifdef TIDYJSON_COMPILE_FAIL
  text += tidyjson::serialize(shop::Coupon{"SPRING"}, shop::ShopJson{});
#endif
  return text.empty() ? 1 : 0;
}
