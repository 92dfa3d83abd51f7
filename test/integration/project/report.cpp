// Findings: a temporary options object built on every call, and shop::Order
// again (the same fix as in orders.cpp: applied once).
#include "model.hpp"

#include <iostream>
#include <string>

std::string line_json(const shop::Line& line) {
  return tidyjson::serialize(line, tidyjson::options{tidyjson::naming::snake_case});
}

std::string order_report(const shop::Order& order) { return tidyjson::serialize(order); }

int main() {
  const shop::Order order{7, "Ada", {{"B-1", 2}}};
  std::cout << line_json(order.lines.front()) << '\n' << order_report(order) << '\n';
}
