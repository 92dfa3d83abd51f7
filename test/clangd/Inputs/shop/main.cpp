// One finding of each json-* check, in the file an editor has open; the
// descriptions it builds on are in models.h.
#include "models.h"

#include <tidyjson/tidyjson.hpp>

#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace shop {

struct Note {
  std::string text;
};

struct Badge {
  Status status = Status::open;
  std::string label;
};
TIDYJSON_TYPE(Badge, (status, tidyjson::string_enum{}), label)

}  // namespace shop

TIDYJSON_CONTEXT(BadgeJson, (shop::Badge), tidyjson::enums::as_string)

std::string order_json(const shop::Order& order) {
  tidyjson::options opts{tidyjson::enums::as_string};
  return tidyjson::serialize(order, opts);
}

std::string note_json(const shop::Note& note) { return tidyjson::serialize(note); }

int total_quantity(std::istream& in) {
  int total = 0;
  const auto lines = tidyjson::deserialize<std::vector<shop::Line>>(in);
  for (const shop::Line& line : lines) total += line.quantity;
  return total;
}

int main() {
  shop::Order order{7, shop::Status::shipped, {{"A-1", 2}, {"B-2", 3}}};
  std::cout << order_json(order) << '\n';
  std::cout << note_json(shop::Note{"fragile"}) << '\n';
  std::cout << tidyjson::serialize(shop::Badge{shop::Status::shipped, "gold"}, BadgeJson{}) << '\n';
  std::istringstream lines(R"([{"sku":"A-1","quantity":2},{"sku":"B-2","quantity":3}])");
  std::cout << total_quantity(lines) << '\n';
}
