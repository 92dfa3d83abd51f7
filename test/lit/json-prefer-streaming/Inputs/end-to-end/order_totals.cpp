// The shape json-prefer-streaming reports: a whole array of orders read from
// a file into a vector, iterated once to print totals. The end-to-end test
// fixes it with the check and compares output and peak RSS.
#include <tidyjson/tidyjson.hpp>

#include <cstdint>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

struct Line {
  std::string sku;
  int qty = 0;
  std::int64_t cents = 0;
};
TIDYJSON_TYPE(Line, sku, qty, cents)

struct Order {
  std::int64_t id = 0;
  std::string customer;
  std::vector<Line> lines;
};
TIDYJSON_TYPE(Order, id, customer, lines)

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: order_totals FILE\n";
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  std::int64_t orders_seen = 0, items = 0, cents = 0, checksum = 0;
  auto orders = tidyjson::deserialize<std::vector<Order>>(in);
  for (const Order& o : orders) {
    ++orders_seen;
    checksum = checksum * 31 + o.id + static_cast<std::int64_t>(o.customer.size());
    for (const Line& l : o.lines) {
      items += l.qty;
      cents += l.qty * l.cents;
    }
  }
  std::cout << orders_seen << " orders, " << items << " items, " << cents << " cents, checksum " << checksum << '\n';
  return 0;
}
