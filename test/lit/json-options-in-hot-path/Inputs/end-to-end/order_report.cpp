// The classic helper, several times over: build options, serialize one
// order, return the string; called for every order of a batch. The
// end-to-end test runs this program, lets json-options-in-hot-path fix it,
// runs it again and compares the two outputs byte for byte.
#include <tidyjson/tidyjson.hpp>

#include <functional>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

enum class OrderStatus { pending, processing, shipped, cancelled };
TIDYJSON_ENUM(OrderStatus, pending, processing, shipped, cancelled)

struct Line {
  std::string sku;
  int qty = 0;
};
TIDYJSON_TYPE(Line, sku, qty)

struct Order {
  int order_id = 0;
  std::string customer_name;
  OrderStatus status = OrderStatus::pending;
  std::vector<Line> lines;
  std::optional<std::string> delivery_notes;
};
TIDYJSON_TYPE(Order, order_id, customer_name, status, lines, delivery_notes)

constexpr int kPrettyIndent = 2;

// A local built on every call.
std::string to_json(const Order& order) {
  tidyjson::options options{tidyjson::naming::camel_case, tidyjson::ignore::when_null,
                            tidyjson::enums::as_string};
  return tidyjson::serialize(order, options);
}

// A temporary built on every call.
std::string to_pretty_json(const Order& order) {
  return tidyjson::serialize(order, tidyjson::options{tidyjson::naming::snake_case, tidyjson::indent{kPrettyIndent}});
}

// Two temporaries in one statement, behind ?:.
std::string to_json_as(const Order& order, bool web) {
  return tidyjson::serialize(order, web ? tidyjson::options{tidyjson::web}
                                        : tidyjson::options{tidyjson::naming::kebab_case});
}

// Reading, with a name already taken in the function.
Order from_json(const std::string& json_options) {
  return tidyjson::deserialize<Order>(json_options, tidyjson::options{tidyjson::naming::camel_case,
                                                                      tidyjson::enums::as_string});
}

int main() {
  std::vector<Order> orders;
  for (int i = 0; i < 200; ++i) {
    Order o;
    o.order_id = 1000 + i;
    o.customer_name = "Customer " + std::to_string(i % 17);
    o.status = static_cast<OrderStatus>(i % 4);
    for (int l = 0; l < i % 3 + 1; ++l)
      o.lines.push_back({"SKU-" + std::to_string(i * 7 + l), l + 1});
    if (i % 5 == 0)
      o.delivery_notes = "Leave at dock " + std::to_string(i % 9);
    orders.push_back(o);
  }

  // A request handler, called per order.
  std::vector<std::function<std::string(const Order&)>> handlers;
  handlers.push_back([](const Order& o) {
    const tidyjson::options options{tidyjson::ignore::when_null};
    return tidyjson::serialize(o, options);
  });

  std::size_t bytes = 0;
  for (const Order& o : orders) {
    const std::string text = to_json(o);
    const Order back = from_json(text);
    if (back.order_id != o.order_id || back.customer_name != o.customer_name)
      std::cout << "round trip failed for " << o.order_id << '\n';
    std::cout << text << '\n';
    std::cout << to_json_as(o, o.order_id % 2 == 0) << '\n';
    std::cout << handlers.front()(o) << '\n';
    bytes += text.size();
  }
  std::cout << to_pretty_json(orders.back()) << '\n';
  std::cout << "bytes " << bytes << '\n';
}
