// examples/bookstore/model.hpp: a bookstore's orders, and a deterministic generator.
//
// The same seed gives the same orders on every machine and with every
// compiler, so exported files (and benchmark inputs) are reproducible byte for
// byte. The generator produces one order at a time, so an export of millions
// of orders never holds more than one in memory.
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

// Six customers; one name outside ASCII so that every UTF-8 path runs.
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

/// Orders one at a time: numbers from 100001, creation times from
/// 2026-01-01T00:00Z one to 120 minutes apart, 1 to 5 items of 1 to 3 copies
/// each, totals that add up.
class order_generator {
 public:
  explicit order_generator(std::uint32_t seed = 2026) noexcept : rng_(seed) {}

  /// Fills `o` with the next order, reusing its storage.
  void next(Order& o) {
    using namespace std::chrono;
    constexpr std::array<OrderStatus, 8> statuses{OrderStatus::paid,    OrderStatus::paid,      OrderStatus::shipped,
                                                  OrderStatus::shipped, OrderStatus::delivered, OrderStatus::delivered,
                                                  OrderStatus::pending, OrderStatus::cancelled};
    const detail::customer& who = detail::customers[rng_.between(0, detail::customers.size() - 1)];
    at_ += minutes{rng_.between(1, 120)};
    o.number = number_++;
    o.customer = who.name;
    o.created_at = at_;
    o.status = statuses[rng_.between(0, statuses.size() - 1)];
    o.currency = who.currency;
    o.total = tidyjson::decimal();
    const std::uint32_t n = rng_.between(1, 5);
    o.items.resize(n);
    for (Item& item : o.items) {
      const detail::book& b = detail::catalog[rng_.between(0, detail::catalog.size() - 1)];
      item.isbn = b.isbn;
      item.title = b.title;
      item.quantity = static_cast<int>(rng_.between(1, 3));
      item.unit_price = tidyjson::decimal(b.cents, 2);
      item.line_total = item.unit_price * tidyjson::decimal::from_integer(item.quantity);
      o.total += item.line_total;
    }
  }

 private:
  detail::sequence rng_;
  std::int64_t number_ = 100001;
  std::chrono::sys_seconds at_ = std::chrono::sys_days{std::chrono::year{2026} / std::chrono::January / 1};
};

/// `count` orders in a vector.
inline std::vector<Order> generate_orders(std::size_t count = 1000, std::uint32_t seed = 2026) {
  order_generator gen(seed);
  std::vector<Order> orders(count);
  for (Order& o : orders) gen.next(o);
  return orders;
}

/// The JSON settings of the bookstore's exports.
TIDYJSON_CONTEXT(BookstoreJson, (Order, std::vector<Order>), tidyjson::naming::camel_case, tidyjson::enums::as_string)

}  // namespace bookstore
