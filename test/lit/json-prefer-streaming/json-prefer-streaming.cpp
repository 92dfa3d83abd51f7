// RUN: %check_json_tidy %s json-prefer-streaming %t

// A whole top-level array read from a stream into a container that one loop
// iterates once, and nothing else uses: the loop reads the elements one at a
// time from deserialize_stream instead. The fix moves the read into the
// loop's range, with the same arguments, the element type as written and
// the loop variable and body unchanged.

#include <tidyjson/tidyjson.hpp>

#include <cstdio>
#include <deque>
#include <fstream>
#include <iostream>
#include <list>
#include <numeric>
#include <string>
#include <vector>

struct Order {
  int id = 0;
  std::string customer;
};
TIDYJSON_TYPE(Order, id, customer)

namespace tj = tidyjson;

void variable(std::istream& in) {
  // CHECK-NOTES: :[[@LINE+1]]:17: warning: the whole JSON array is read into 'orders' only to be iterated once; read its elements one at a time with tidyjson::deserialize_stream [json-prefer-streaming]
  auto orders = tidyjson::deserialize<std::vector<Order>>(in);
  for (const Order& o : orders)
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    std::cout << o.id << ' ' << o.customer << '\n';
}
// CHECK-FIXES: {{^}}void variable(std::istream& in) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  //{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (const Order& o : tidyjson::deserialize_stream<Order>(in)){{$}}

void temporary(std::istream& in) {
  static const tidyjson::options opts{tidyjson::naming::camel_case};
  for (const auto& o : tidyjson::deserialize<std::vector<Order>>(in, opts))
    // CHECK-NOTES: :[[@LINE-1]]:24: warning: the whole JSON array is read into a temporary 'std::vector<Order>' only to be iterated once; read its elements one at a time with tidyjson::deserialize_stream [json-prefer-streaming]
    // CHECK-NOTES: :[[@LINE-2]]:3: note: the only loop over the elements
    std::cout << o.id << '\n';
}
// CHECK-FIXES: {{^}}  for (const auto& o : tidyjson::deserialize_stream<Order>(in, opts)){{$}}

// A file, the explicit type, a copy per element, a block as the body.
int file(const char* path) {
  std::ifstream in(path);
  int total = 0;
  // CHECK-NOTES: :[[@LINE+1]]:37: warning: the whole JSON array is read into 'orders' only to be iterated once
  const std::vector<Order> orders = tidyjson::deserialize<std::vector<Order>>(in);
  for (Order o : orders) {
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    o.id += 1;
    total += o.id;
  }
  return total;
}
// CHECK-FIXES: {{^}}  int total = 0;{{$}}
// CHECK-FIXES-NEXT: {{^}}  //{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (Order o : tidyjson::deserialize_stream<Order>(in)) {{{$}}

// Through a namespace alias, and unqualified after a using-directive: the
// name keeps the caller's spelling, or is qualified where it was not.
void alias(std::istream& in) {
  // CHECK-NOTES: :[[@LINE+1]]:17: warning: the whole JSON array is read into 'orders'
  auto orders = tj::deserialize<std::deque<Order>>(in);
  for (const Order& o : orders)
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop
    std::cout << o.id;
}
// CHECK-FIXES: {{^}}  for (const Order& o : tj::deserialize_stream<Order>(in)){{$}}

void unqualified(std::istream& in) {
  using namespace tidyjson;
  // CHECK-NOTES: :[[@LINE+1]]:29: warning: the whole JSON array is read into 'orders'
  std::list<Order> orders = deserialize<std::list<Order>>(in);
  for (const Order& o : orders)
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop
    std::cout << o.id;
}
// CHECK-FIXES: {{^}}  for (const Order& o : tidyjson::deserialize_stream<Order>(in)){{$}}

// std::cin, nested containers as elements, a lifetime-extended reference.
void nested() {
  // CHECK-NOTES: :[[@LINE+1]]:25: warning: the whole JSON array is read into 'batches'
  const auto& batches = tidyjson::deserialize<std::vector<std::vector<int>>>(std::cin);
  for (const std::vector<int>& batch : batches)
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop
    std::cout << batch.size() << '\n';
}
// CHECK-FIXES: {{^}}  for (const std::vector<int>& batch : tidyjson::deserialize_stream<std::vector<int>>(std::cin)){{$}}

// In a block of its own inside a loop: one read and one loop per iteration.
void per_file(const std::vector<std::string>& paths) {
  for (const std::string& path : paths) {
    std::ifstream in(path);
    // CHECK-NOTES: :[[@LINE+1]]:19: warning: the whole JSON array is read into 'orders'
    auto orders = tidyjson::deserialize<std::vector<Order>>(in);
    for (const Order& o : orders)
      // CHECK-NOTES: :[[@LINE-1]]:5: note: the only loop
      std::cout << path << ' ' << o.id << '\n';
  }
}
// CHECK-FIXES: {{^}}    std::ifstream in(path);{{$}}
// CHECK-FIXES-NEXT: {{^}}    //{{$}}
// CHECK-FIXES-NEXT: {{^}}    for (const Order& o : tidyjson::deserialize_stream<Order>(in)){{$}}

// In a lambda: the lambda's own local.
auto handler = [](std::istream& in) {
  // CHECK-NOTES: :[[@LINE+1]]:17: warning: the whole JSON array is read into 'orders'
  auto orders = tidyjson::deserialize<std::vector<Order>>(in);
  for (const Order& o : orders)
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop
    std::cout << o.id;
};
// CHECK-FIXES: {{^}}auto handler = [](std::istream& in) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  //{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (const Order& o : tidyjson::deserialize_stream<Order>(in)){{$}}

// A file descriptor and a FILE*, with a context: the read takes the source
// itself, and deserialize_stream has the same overloads.
TIDYJSON_CONTEXT(OrderJson, (std::vector<Order>, Order), tidyjson::naming::camel_case)

void descriptor(int fd) {
  // CHECK-NOTES: :[[@LINE+1]]:24: warning: the whole JSON array is read into a temporary 'std::vector<Order>'
  for (const auto& o : tidyjson::deserialize<std::vector<Order>>(tidyjson::fd{fd}, OrderJson{}))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    std::cout << o.id;
}
// CHECK-FIXES: {{^}}  for (const auto& o : tidyjson::deserialize_stream<Order>(tidyjson::fd{fd}, OrderJson{})){{$}}

void c_file(std::FILE* f) {
  // CHECK-NOTES: :[[@LINE+1]]:17: warning: the whole JSON array is read into 'orders'
  auto orders = tidyjson::deserialize<std::vector<Order>>(f);
  for (const Order& o : orders)
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    std::cout << o.id;
}
// CHECK-FIXES: {{^}}void c_file(std::FILE* f) {{{$}}
// CHECK-FIXES-NEXT: {{^}}  //{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (const Order& o : tidyjson::deserialize_stream<Order>(f)){{$}}

// The twins of the notes' early exits and views: a break that leaves only
// an inner loop or a switch, a continue, a return inside a lambda, and copies
// of the element's strings end no loop early and keep no view: fixed.
int inner_exits(std::istream& in, std::vector<std::string>& names) {
  int total = 0;
  // CHECK-NOTES: :[[@LINE+1]]:25: warning: the whole JSON array is read into a temporary
  for (const Order& o : tidyjson::deserialize<std::vector<Order>>(in)) {
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    if (o.id < 0) continue;
    for (char c : o.customer)
      if (c == ' ') break;
    switch (o.id) {
      case 1: total += 10; break;
      default: break;
    }
    const auto twice = [](int v) { return v * 2; };
    names.push_back(o.customer);
    total += twice(o.id);
  }
  return total;
}
// CHECK-FIXES: {{^}}  for (const Order& o : tidyjson::deserialize_stream<Order>(in)) {{{$}}

// Parts of the element used while the iteration lasts: still fixed. A
// loop over a member, a reference to one read at once, iterators handed to
// an algorithm that returns a value, a structured binding by value.
struct Item {
  std::string sku;
  int qty = 0;
};
TIDYJSON_TYPE(Item, sku, qty)
struct Basket {
  int id = 0;
  std::vector<Item> items;
};
TIDYJSON_TYPE(Basket, id, items)

int parts_in_place(std::istream& in, std::vector<std::string>& skus) {
  int total = 0;
  // CHECK-NOTES: :[[@LINE+1]]:26: warning: the whole JSON array is read into a temporary
  for (const Basket& b : tidyjson::deserialize<std::vector<Basket>>(in)) {
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    for (const Item& i : b.items) {
      total += i.qty;
      skus.push_back(i.sku);
    }
    if (!b.items.empty()) {
      const Item& f = b.items.front();
      total += f.qty;
    }
    total += std::accumulate(b.items.begin(), b.items.end(), 0, [](int t, const Item& i) { return t + i.qty; });
    if (b.items.begin() != b.items.end()) ++total;
    auto [id, items] = b;
    total += id + static_cast<int>(items.size());
  }
  return total;
}
// CHECK-FIXES: {{^}}  for (const Basket& b : tidyjson::deserialize_stream<Basket>(in)) {{{$}}

int main() {
  variable(std::cin);
  temporary(std::cin);
  alias(std::cin);
  unqualified(std::cin);
  nested();
  per_file({});
  handler(std::cin);
  descriptor(0);
  c_file(stdin);
  return file("orders.json");
}
