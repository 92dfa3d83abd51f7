// A model header on the light header: descriptions, a converter and a
// context declaration, and nothing that reads or writes.
#pragma once

#include <string>
#include <vector>

#include <tidyjson/describe.hpp>

namespace shop {
enum class Status { open, shipped };

struct Customer {
  std::string name;
};

struct Order {
  int id = 0;
  Status status = Status::open;
  std::string note;
};

struct Money {
  long cents = 0;
};

struct MoneyConverter {
  static long to_json(const Money& m) { return m.cents; }
  static Money from_json(long cents) { return {cents}; }
};
}  // namespace shop

TIDYJSON_ENUM(shop::Status, open, shipped)
TIDYJSON_TYPE(shop::Order, id, status, note)
TIDYJSON_CONVERTER(shop::Money, shop::MoneyConverter)
TIDYJSON_CONTEXT_DECLARE(ShopJson, (shop::Order))
