// RUN: %check_json_tidy %s json-prefer-streaming %t

// Reads the check reports without a fix, each with a note saying why: the
// rewrite would not be exact. The file must come out unchanged.

#include <tidyjson/tidyjson.hpp>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>
#include <unistd.h>
#include <vector>

struct Order {
  int id = 0;
  std::string customer;
};
TIDYJSON_TYPE(Order, id, customer)

// The text is read whole first, from a stream, a FILE* or a descriptor.
void whole_stream(const char* path) {
  std::ifstream in(path);
  const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  // CHECK-NOTES: :[[@LINE+1]]:17: warning: the whole JSON array is read into 'orders' only to be iterated once; read its elements one at a time with tidyjson::deserialize_stream [json-prefer-streaming]
  auto orders = tidyjson::deserialize<std::vector<Order>>(text);
  for (const Order& o : orders)
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    // CHECK-NOTES: :[[@LINE-5]]:21: note: no automatic fix: the text is read whole from a std::istream first; pass the source itself to deserialize_stream
    std::cout << o.id;
}

void whole_file(std::FILE* f, std::size_t size) {
  std::string text(size, '\0');
  text.resize(std::fread(text.data(), 1, size, f));
  // CHECK-NOTES: :[[@LINE+1]]:25: warning: the whole JSON array is read into a temporary 'std::vector<Order>' only to be iterated once
  for (const Order& o : tidyjson::deserialize<std::vector<Order>>(text))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    // CHECK-NOTES: :[[@LINE-4]]:15: note: no automatic fix: the text is read whole from a FILE* first; pass the source itself to deserialize_stream
    std::cout << o.id;
}

void whole_descriptor(int fd) {
  std::vector<char> buffer(1 << 20);
  const ssize_t got = ::read(fd, buffer.data(), buffer.size());
  // CHECK-NOTES: :[[@LINE+1]]:25: warning: the whole JSON array is read into a temporary 'std::vector<Order>' only to be iterated once
  for (const Order& o : tidyjson::deserialize<std::vector<Order>>(std::string_view(buffer.data(), got > 0 ? got : 0)))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    // CHECK-NOTES: :[[@LINE-4]]:23: note: no automatic fix: the text is read whole from a file descriptor first; pass the source itself to deserialize_stream
    std::cout << o.id;
}

// The try_ form reports its error before the loop.
bool try_form(std::istream& in) {
  const std::string text{std::istreambuf_iterator<char>(in), {}};
  // CHECK-NOTES: :[[@LINE+1]]:17: warning: the whole JSON array is read into 'result' only to be iterated once
  auto result = tidyjson::try_deserialize<std::vector<Order>>(text);
  if (!result) {
    std::cerr << result.error().message;
    return false;
  }
  for (const Order& o : *result)
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    // CHECK-NOTES: :[[@LINE-7]]:17: note: no automatic fix: a try_ read reports an error before the loop runs; deserialize_stream reports it after the elements before it (failed(), error())
    std::cout << o.id;
  return true;
}

// Declared with another variable.
void two_declarators(std::istream& in) {
  int count = 0;
  // CHECK-NOTES: :[[@LINE+1]]:31: warning: the whole JSON array is read into 'orders'
  std::vector<Order> orders = tidyjson::deserialize<std::vector<Order>>(in), none;
  for (const Order& o : orders)
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    // CHECK-NOTES: :[[@LINE-3]]:22: note: no automatic fix: 'orders' is declared together with other variables
    count += o.id;
  std::cout << count;
}

void statements_between(std::istream& in) {
  // CHECK-NOTES: :[[@LINE+1]]:17: warning: the whole JSON array is read into 'orders'
  auto orders = tidyjson::deserialize<std::vector<Order>>(in);
  std::cout << "read\n";
  for (const Order& o : orders)
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    // CHECK-NOTES: :[[@LINE-2]]:3: note: no automatic fix: statements between the read and the loop would run before the elements are read; move the loop right after the read
    std::cout << o.id;
}

// The loop may change the elements; the type deduced from const elements.
void non_const(std::istream& in) {
  // CHECK-NOTES: :[[@LINE+1]]:17: warning: the whole JSON array is read into 'orders'
  auto orders = tidyjson::deserialize<std::vector<Order>>(in);
  for (Order& o : orders)
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    // CHECK-NOTES: :[[@LINE-2]]:15: note: no automatic fix: 'o' is a non-const reference: the loop may change the elements
    o.id += 1;
}
void deduced_const(std::istream& in) {
  // CHECK-NOTES: :[[@LINE+1]]:23: warning: the whole JSON array is read into 'orders'
  const auto orders = tidyjson::deserialize<std::vector<Order>>(in);
  for (auto& o : orders)
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    // CHECK-NOTES: :[[@LINE-2]]:14: note: no automatic fix: the type of 'o' is deduced from const elements; a stream's elements are not const
    std::cout << o.id;
}
void proxies(std::istream& in) {
  // CHECK-NOTES: :[[@LINE+1]]:24: warning: the whole JSON array is read into a temporary 'std::vector<bool>'
  for (const auto& b : tidyjson::deserialize<std::vector<bool>>(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    // CHECK-NOTES: :[[@LINE-2]]:20: note: no automatic fix: the container's elements are proxies, not its element type
    std::cout << b;
}

// Each element converted to a view: not a proxy, but a view of the one
// element a stream reuses.
void converted_to_views(std::istream& in) {
  // CHECK-NOTES: :[[@LINE+1]]:32: warning: the whole JSON array is read into a temporary 'std::vector<std::basic_string<char>>'
  for (std::string_view name : tidyjson::deserialize<std::vector<std::string>>(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    // CHECK-NOTES: :[[@LINE-2]]:25: note: no automatic fix: 'name' is a 'std::string_view' made from each element, which a stream reuses for every element
    std::cout << name;
}

// An element's address outlives the iteration.
void address(std::istream& in, std::vector<const Order*>& seen) {
  // CHECK-NOTES: :[[@LINE+1]]:25: warning: the whole JSON array is read into a temporary
  for (const Order& o : tidyjson::deserialize<std::vector<Order>>(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    seen.push_back(&o);
    // CHECK-NOTES: :[[@LINE-1]]:21: note: no automatic fix: the loop body takes the address of 'o', which a stream reuses for every element
}
void address_of_member(std::istream& in, std::vector<const std::string*>& names) {
  // CHECK-NOTES: :[[@LINE+1]]:25: warning: the whole JSON array is read into a temporary
  for (const Order& o : tidyjson::deserialize<std::vector<Order>>(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    names.push_back(std::addressof(o.customer));
    // CHECK-NOTES: :[[@LINE-1]]:36: note: no automatic fix: the loop body takes the address of 'o'
}
void lambda_capture(std::istream& in, std::vector<std::function<int()>>& later) {
  // CHECK-NOTES: :[[@LINE+1]]:25: warning: the whole JSON array is read into a temporary
  for (const Order& o : tidyjson::deserialize<std::vector<Order>>(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    later.push_back([&o] { return o.id; });
    // CHECK-NOTES: :[[@LINE-1]]:35: note: no automatic fix: a lambda in the loop captures 'o', which a stream reuses for every element
}

// The options would be destroyed before the loop reads the elements.
void temporary_options(std::istream& in) {
  // CHECK-NOTES: :[[@LINE+1]]:25: warning: the whole JSON array is read into a temporary
  for (const Order& o : tidyjson::deserialize<std::vector<Order>>(in, tidyjson::options{tidyjson::naming::camel_case}))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    // CHECK-NOTES: :[[@LINE-2]]:71: note: no automatic fix: this argument is a temporary; deserialize_stream keeps using it while the loop runs (name it, as a static const object)
    std::cout << o.id;
}

// The loop body reads from the same stream.
void body_reads(std::istream& in) {
  // CHECK-NOTES: :[[@LINE+1]]:25: warning: the whole JSON array is read into a temporary
  for (const Order& o : tidyjson::deserialize<std::vector<Order>>(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    std::cout << o.id << in.good();
    // CHECK-NOTES: :[[@LINE-1]]:26: note: no automatic fix: the loop body uses 'in', which deserialize_stream reads from while the loop runs
}

// The container's type is an alias: its element type is not written.
using Orders = std::vector<Order>;
void alias(std::istream& in) {
  // CHECK-NOTES: :[[@LINE+1]]:25: warning: the whole JSON array is read into a temporary 'std::vector<Order>'
  for (const Order& o : tidyjson::deserialize<Orders>(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    // CHECK-NOTES: :[[@LINE-2]]:25: note: no automatic fix: the read does not spell the element type of its container
    std::cout << o.id;
}

// In a macro.
#define READ_ORDERS(in) tidyjson::deserialize<std::vector<Order>>(in)
void macro(std::istream& in) {
  // CHECK-NOTES: :[[@LINE+1]]:25: warning: the whole JSON array is read into a temporary
  for (const Order& o : READ_ORDERS(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    // CHECK-NOTES: :[[@LINE-2]]:25: note: no automatic fix: the read or the loop is written in a macro
    std::cout << o.id;
}

// A template whose loop body depends on its parameter.
template <class Sink>
void to_sink(std::istream& in, Sink& sink) {
  // CHECK-NOTES: :[[@LINE+1]]:25: warning: the whole JSON array is read into a temporary
  for (const Order& o : tidyjson::deserialize<std::vector<Order>>(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    sink.put(o);
    // CHECK-NOTES: :[[@LINE-1]]:14: note: no automatic fix: the loop body's use of 'o' depends on a template parameter
}

// A view of the element (a std::string_view, a pointer) outlives the
// iteration: the stream's element is overwritten by the next one.
void views(std::istream& in, std::vector<std::string_view>& names, std::vector<const char*>& texts) {
  // CHECK-NOTES: :[[@LINE+1]]:25: warning: the whole JSON array is read into a temporary
  for (const Order& o : tidyjson::deserialize<std::vector<Order>>(in)) {
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    names.push_back(o.customer);
    // CHECK-NOTES: :[[@LINE-1]]:21: note: no automatic fix: the loop body makes a view (a pointer, an iterator, a std::string_view) of 'o', which a stream reuses for every element
    texts.push_back(o.customer.c_str());
  }
}

// A view of a part of the element, or a reference to it kept some other
// way: a loop over one of its members, a reference initialized from it, an
// aggregate or a tuple holding a reference, an iterator.
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
struct BasketRef {
  const Basket& basket;
};

void part_address(std::istream& in, std::vector<const Item*>& index) {
  // CHECK-NOTES: :[[@LINE+1]]:26: warning: the whole JSON array is read into a temporary
  for (const Basket& b : tidyjson::deserialize<std::vector<Basket>>(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    for (const Item& i : b.items) index.push_back(&i);
    // CHECK-NOTES: :[[@LINE-1]]:52: note: no automatic fix: the loop body takes the address of 'i' (a part of 'b'), which a stream reuses for every element
}
void part_addressof(std::istream& in, std::vector<const Item*>& index) {
  // CHECK-NOTES: :[[@LINE+1]]:26: warning: the whole JSON array is read into a temporary
  for (const Basket& b : tidyjson::deserialize<std::vector<Basket>>(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    for (const auto& i : b.items) index.push_back(std::addressof(i));
    // CHECK-NOTES: :[[@LINE-1]]:66: note: no automatic fix: the loop body takes the address of 'i' (a part of 'b'), which a stream reuses for every element
}
void part_view(std::istream& in, std::vector<std::string_view>& skus) {
  // CHECK-NOTES: :[[@LINE+1]]:26: warning: the whole JSON array is read into a temporary
  for (const Basket& b : tidyjson::deserialize<std::vector<Basket>>(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    for (const Item& i : b.items) skus.push_back(i.sku);
    // CHECK-NOTES: :[[@LINE-1]]:50: note: no automatic fix: the loop body makes a view (a pointer, an iterator, a std::string_view) of 'i' (a part of 'b'), which a stream reuses for every element
}
void reference_then_address(std::istream& in, std::vector<const Item*>& firsts) {
  // CHECK-NOTES: :[[@LINE+1]]:26: warning: the whole JSON array is read into a temporary
  for (const Basket& b : tidyjson::deserialize<std::vector<Basket>>(in)) {
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    if (b.items.empty()) continue;
    const Item& f = b.items.front();
    firsts.push_back(&f);
    // CHECK-NOTES: :[[@LINE-1]]:23: note: no automatic fix: the loop body takes the address of 'f' (a part of 'b'), which a stream reuses for every element
  }
}
void kept_iterator(std::istream& in, std::vector<std::vector<Item>::const_iterator>& starts) {
  // CHECK-NOTES: :[[@LINE+1]]:26: warning: the whole JSON array is read into a temporary
  for (const Basket& b : tidyjson::deserialize<std::vector<Basket>>(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    starts.push_back(b.items.begin());
    // CHECK-NOTES: :[[@LINE-1]]:22: note: no automatic fix: the loop body makes a view (a pointer, an iterator, a std::string_view) of 'b', which a stream reuses for every element
}
void kept_in_aggregate(std::istream& in, std::vector<BasketRef>& refs) {
  // CHECK-NOTES: :[[@LINE+1]]:26: warning: the whole JSON array is read into a temporary
  for (const Basket& b : tidyjson::deserialize<std::vector<Basket>>(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    refs.push_back(BasketRef{b});
    // CHECK-NOTES: :[[@LINE-1]]:30: note: no automatic fix: the loop body keeps a reference to 'b' in 'BasketRef', which a stream reuses for every element
}
void kept_in_tuple(std::istream& in, std::vector<std::tuple<const int&>>& ids) {
  // CHECK-NOTES: :[[@LINE+1]]:26: warning: the whole JSON array is read into a temporary
  for (const Basket& b : tidyjson::deserialize<std::vector<Basket>>(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    ids.push_back(std::tie(b.id));
    // CHECK-NOTES: :[[@LINE-1]]:28: note: no automatic fix: the loop body keeps a reference to 'b' in a tuple, which a stream reuses for every element
}
void bound_by_reference(std::istream& in, std::vector<const int*>& ids) {
  // CHECK-NOTES: :[[@LINE+1]]:26: warning: the whole JSON array is read into a temporary
  for (const Basket& b : tidyjson::deserialize<std::vector<Basket>>(in)) {
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    const auto& [id, items] = b;
    // CHECK-NOTES: :[[@LINE-1]]:31: note: no automatic fix: the loop body binds names to the parts of 'b', which a stream reuses for every element
    ids.push_back(&id);
    (void)items;
  }
}

// The loop can end before the last element: the vector form has read and
// checked every element by then, a stream would not read the rest, nor
// report an error in it.
int first_big(std::istream& in) {
  // CHECK-NOTES: :[[@LINE+1]]:25: warning: the whole JSON array is read into a temporary
  for (const Order& o : tidyjson::deserialize<std::vector<Order>>(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    if (o.id > 100) return o.id;
    // CHECK-NOTES: :[[@LINE-1]]:21: note: no automatic fix: the loop can end before the last element; a stream would not read the elements after it, nor report an error in them
  return -1;
}
void until_empty(std::istream& in) {
  // CHECK-NOTES: :[[@LINE+1]]:25: warning: the whole JSON array is read into a temporary
  for (const Order& o : tidyjson::deserialize<std::vector<Order>>(in)) {
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    if (o.customer.empty()) break;
    // CHECK-NOTES: :[[@LINE-1]]:29: note: no automatic fix: the loop can end before the last element; a stream would not read the elements after it, nor report an error in them
    std::cout << o.id;
  }
}
