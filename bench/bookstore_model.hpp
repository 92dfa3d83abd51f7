// bench/bookstore_model.hpp: a bookstore's orders, the second benchmark workload.
//
// Plain structs described for tidyjson, plus a deterministic generator: the
// same seed gives the same orders on every machine and with every compiler,
// so benchmark inputs and outputs are reproducible byte for byte. Examples can
// include this header as it is.
//
//   const std::vector<bookstore::Order> orders = bookstore::generate_orders(1000);
//
// With camelCase names the first order of the default list reads
//
//   {"number":100001,"customer":"Zoë Ångström","createdAt":"2026-01-01T00:16:00Z",
//    "status":"shipped","currency":"EUR","items":[{"isbn":"9780132350884",
//    "title":"Clean Code","quantity":3,"unitPrice":42.00,"lineTotal":126.00},
//    ...],"total":...}
//
// and the 1,000 orders of generate_orders() take 461,695 bytes.
#pragma once

#include <tidyjson/tidyjson.hpp>

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bookstore {

enum class OrderStatus : std::uint8_t { pending, paid, shipped, delivered, cancelled };
TIDYJSON_ENUM(OrderStatus, pending, paid, shipped, delivered, cancelled)

struct Item {
  std::string isbn;
  std::string title;
  int quantity = 0;
  tidyjson::decimal unit_price;
  tidyjson::decimal line_total;  ///< unit_price * quantity
  friend bool operator==(const Item&, const Item&) = default;
};
TIDYJSON_TYPE(Item, isbn, title, quantity, unit_price, line_total)

struct Order {
  std::int64_t number = 0;
  std::string customer;
  std::chrono::sys_seconds created_at;
  OrderStatus status = OrderStatus::pending;
  std::string currency;  ///< ISO 4217 code
  std::vector<Item> items;
  tidyjson::decimal total;  ///< the sum of the line totals
  /// Decimals compare by value (12.5 == 12.50).
  friend bool operator==(const Order&, const Order&) = default;
};
TIDYJSON_TYPE(Order, number, customer, created_at, status, currency, items, total)

namespace detail {

/// A small, portable pseudo-random sequence (xorshift32): the standard
/// distributions are not specified bit for bit, this is.
class sequence {
 public:
  explicit constexpr sequence(std::uint32_t seed) noexcept : state_(seed == 0 ? 0x9E3779B9U : seed) {}
  constexpr std::uint32_t next() noexcept {
    state_ ^= state_ << 13;
    state_ ^= state_ >> 17;
    state_ ^= state_ << 5;
    return state_;
  }
  /// A number in [lo, hi].
  constexpr std::uint32_t between(std::uint32_t lo, std::uint32_t hi) noexcept { return lo + next() % (hi - lo + 1); }

 private:
  std::uint32_t state_;
};

struct customer {
  std::string_view name;
  std::string_view currency;
};

// Six customers; one name outside ASCII so that every library's UTF-8 path runs.
inline constexpr std::array<customer, 6> customers{{
    {"Ada Lovelace", "GBP"},
    {"Grace Hopper", "USD"},
    {"Zoë Ångström", "EUR"},
    {"Alan Turing", "GBP"},
    {"Barbara Liskov", "USD"},
    {"Edsger Dijkstra", "EUR"},
}};

struct book {
  std::string_view isbn;
  std::string_view title;
  std::int64_t cents;
};

inline constexpr std::array<book, 10> catalog{{
    {"9780201633610", "Design Patterns", 5499},
    {"9780131103627", "The C Programming Language", 6750},
    {"9780262033848", "Introduction to Algorithms", 9900},
    {"9780465026562", "Gödel, Escher, Bach", 2495},
    {"9780201835953", "The Mythical Man-Month", 3999},
    {"9780132350884", "Clean Code", 4200},
    {"9780201616224", "The Pragmatic Programmer", 4495},
    {"9780321356680", "Effective Java", 5299},
    {"9781491903995", "Effective Modern C++", 4799},
    {"9780596007126", "Head First Design Patterns", 3850},
}};

}  // namespace detail

/// `count` orders: numbers from 100001, creation times from 2026-01-01T00:00Z
/// one to 120 minutes apart, 1 to 5 items of 1 to 3 copies each, totals that
/// add up. Deterministic for a given seed.
inline std::vector<Order> generate_orders(std::size_t count = 1000, std::uint32_t seed = 2026) {
  using namespace std::chrono;
  constexpr std::array<OrderStatus, 8> statuses{OrderStatus::paid,    OrderStatus::paid,      OrderStatus::shipped,
                                                OrderStatus::shipped, OrderStatus::delivered, OrderStatus::delivered,
                                                OrderStatus::pending, OrderStatus::cancelled};
  detail::sequence rng(seed);
  std::vector<Order> orders;
  orders.reserve(count);
  sys_seconds at = sys_days{year{2026} / January / 1};
  for (std::size_t i = 0; i < count; ++i) {
    const detail::customer& who = detail::customers[rng.between(0, detail::customers.size() - 1)];
    at += minutes{rng.between(1, 120)};
    Order o;
    o.number = 100001 + static_cast<std::int64_t>(i);
    o.customer = who.name;
    o.created_at = at;
    o.status = statuses[rng.between(0, statuses.size() - 1)];
    o.currency = who.currency;
    const std::uint32_t n = rng.between(1, 5);
    o.items.reserve(n);
    for (std::uint32_t k = 0; k < n; ++k) {
      const detail::book& b = detail::catalog[rng.between(0, detail::catalog.size() - 1)];
      Item item;
      item.isbn = b.isbn;
      item.title = b.title;
      item.quantity = static_cast<int>(rng.between(1, 3));
      item.unit_price = tidyjson::decimal(b.cents, 2);
      item.line_total = item.unit_price * tidyjson::decimal::from_integer(item.quantity);
      o.total += item.line_total;
      o.items.push_back(std::move(item));
    }
    orders.push_back(std::move(o));
  }
  return orders;
}

}  // namespace bookstore
