// Round trips of described types through serialize and deserialize.
#include <tidyjson/tidyjson.hpp>

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

namespace shop {
enum class Status { pending, shipped };
TIDYJSON_ENUM(Status, pending, shipped)

struct Line {
  std::string sku;
  int qty = 0;
  tidyjson::decimal unit_price;
  friend bool operator==(const Line&, const Line&) = default;
};
TIDYJSON_TYPE(Line, sku, qty, unit_price)

struct Order {
  std::string customer;
  Status status = Status::pending;
  std::vector<Line> lines;
  std::optional<std::string> notes;
  friend bool operator==(const Order&, const Order&) = default;
};
TIDYJSON_TYPE(Order, customer, status, lines, notes)
}  // namespace shop

TEST(RoundTrip, OrderWithDefaults) {
  const shop::Order order{"Acme", shop::Status::shipped, {{"A-1", 2, tidyjson::decimal(1250, 2)}}, std::nullopt};
  const std::string text = tidyjson::serialize(order);
  EXPECT_EQ(text, R"({"customer":"Acme","status":1,"lines":[{"sku":"A-1","qty":2,"unit_price":12.50}],"notes":null})");
  EXPECT_EQ(tidyjson::deserialize<shop::Order>(text), order);
}
