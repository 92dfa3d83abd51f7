// RUN: %check_json_tidy %s json-prefer-streaming %t

// Containers that are kept, or iterated more than once, or read from memory
// the program holds anyway: nothing to report, and the file is unchanged.

#include <tidyjson/tidyjson.hpp>

#include <algorithm>
#include <functional>
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

struct Order {
  int id = 0;
  std::string customer;
};
TIDYJSON_TYPE(Order, id, customer)

void consume(const std::vector<Order>&);

// Returned.
std::vector<Order> returned(std::istream& in) {
  auto orders = tidyjson::deserialize<std::vector<Order>>(in);
  for (const Order& o : orders)
    std::cout << o.id;
  return orders;
}

// Two loops.
void two_loops(std::istream& in) {
  auto orders = tidyjson::deserialize<std::vector<Order>>(in);
  for (const Order& o : orders)
    std::cout << o.id;
  for (const Order& o : orders)
    std::cout << o.customer;
}

// Indexed, sized, sorted.
void indexed(std::istream& in) {
  auto orders = tidyjson::deserialize<std::vector<Order>>(in);
  for (const Order& o : orders)
    std::cout << o.id;
  std::cout << orders[0].id;
}
void sized(std::istream& in) {
  auto orders = tidyjson::deserialize<std::vector<Order>>(in);
  std::cout << orders.size();
  for (const Order& o : orders)
    std::cout << o.id;
}
void sorted(std::istream& in) {
  auto orders = tidyjson::deserialize<std::vector<Order>>(in);
  std::sort(orders.begin(), orders.end(), [](const Order& a, const Order& b) { return a.id < b.id; });
  for (const Order& o : orders)
    std::cout << o.id;
}

// Captured by a lambda, iterated inside it.
std::function<void()> captured(std::istream& in) {
  auto orders = tidyjson::deserialize<std::vector<Order>>(in);
  return [orders] {
    for (const Order& o : orders)
      std::cout << o.id;
  };
}
void captured_by_reference(std::istream& in) {
  auto orders = tidyjson::deserialize<std::vector<Order>>(in);
  auto print = [&] {
    for (const Order& o : orders)
      std::cout << o.id;
  };
  print();
}

// Passed on, stored, moved.
void passed_on(std::istream& in) {
  auto orders = tidyjson::deserialize<std::vector<Order>>(in);
  consume(orders);
  for (const Order& o : orders)
    std::cout << o.id;
}
struct Store {
  std::vector<Order> kept;
  void stored(std::istream& in) {
    kept = tidyjson::deserialize<std::vector<Order>>(in);
    for (const Order& o : kept)
      std::cout << o.id;
  }
  void moved(std::istream& in) {
    auto orders = tidyjson::deserialize<std::vector<Order>>(in);
    kept = std::move(orders);
  }
};

// The loop runs more than once per read.
void loop_in_loop(std::istream& in, int times) {
  auto orders = tidyjson::deserialize<std::vector<Order>>(in);
  for (int i = 0; i < times; ++i)
    for (const Order& o : orders)
      std::cout << o.id;
}

// A goto may run the loop again.
void with_goto(std::istream& in) {
  int round = 0;
  auto orders = tidyjson::deserialize<std::vector<Order>>(in);
again:
  for (const Order& o : orders)
    std::cout << o.id;
  if (++round < 2)
    goto again;
}

// Static: kept across calls.
void kept_static(std::istream& in) {
  static auto orders = tidyjson::deserialize<std::vector<Order>>(in);
  for (const Order& o : orders)
    std::cout << o.id;
}

// Not a configured container, or not an array at all.
void other_types(std::istream& in, std::istream& in2, std::istream& in3) {
  for (int id : tidyjson::deserialize<std::set<int>>(in))
    std::cout << id;
  for (const auto& [k, v] : tidyjson::deserialize<std::map<std::string, int>>(in2))
    std::cout << k << v;
  Order one = tidyjson::deserialize<Order>(in3);
  std::cout << one.id;
}

// The text is in memory already (a parameter, a literal, a string the
// program built): streaming would not bound the memory.
void from_memory(std::string_view text, const std::string& body) {
  for (const Order& o : tidyjson::deserialize<std::vector<Order>>(text))
    std::cout << o.id;
  auto orders = tidyjson::deserialize<std::vector<Order>>(body);
  for (const Order& o : orders)
    std::cout << o.id;
  for (int i : tidyjson::deserialize<std::vector<int>>("[1,2,3]"))
    std::cout << i;
}

// Already a stream.
void already(std::istream& in) {
  for (const Order& o : tidyjson::deserialize_stream<Order>(in))
    std::cout << o.id;
}

// A template: the container's type depends on the parameter.
template <class T>
void dependent(std::istream& in) {
  auto items = tidyjson::deserialize<std::vector<T>>(in);
  for (const T& item : items)
    std::cout << item;
}
template void dependent<int>(std::istream&);

// A macro that hides the whole read and loop: reported where it is
// written, in the macro's own file only.
#define PRINT_ALL(in)                                                    \
  do {                                                                   \
    auto orders_ = tidyjson::deserialize<std::vector<Order>>(in);        \
    std::cout << orders_.size();                                         \
    for (const Order& o : orders_)                                       \
      std::cout << o.id;                                                 \
  } while (0)
void in_macro(std::istream& in) { PRINT_ALL(in); }

// Suppressed.
void suppressed(std::istream& in) {
  auto orders = tidyjson::deserialize<std::vector<Order>>(in); // NOLINT(json-prefer-streaming)
  for (const Order& o : orders)
    std::cout << o.id;
}
