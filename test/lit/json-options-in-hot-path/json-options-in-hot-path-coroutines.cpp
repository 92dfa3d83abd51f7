// RUN: %check_json_tidy %s json-options-in-hot-path %t

// Coroutines: a body that runs once per call (and resumption) builds its
// options on every call, like any other function.

#include <tidyjson/tidyjson.hpp>

#include <coroutine>
#include <string>
#include <utility>
#include <vector>

struct Order {
  std::string customer;
  int qty = 0;
};
TIDYJSON_TYPE(Order, customer, qty)

// A minimal eager task producing a string.
struct Task {
  struct promise_type {
    std::string value;
    Task get_return_object() { return Task{std::coroutine_handle<promise_type>::from_promise(*this)}; }
    std::suspend_never initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
    void return_value(std::string v) { value = std::move(v); }
    void unhandled_exception() {}
  };
  std::coroutine_handle<promise_type> handle;
};

// A minimal generator of strings.
struct Lines {
  struct promise_type {
    std::string current;
    Lines get_return_object() { return Lines{std::coroutine_handle<promise_type>::from_promise(*this)}; }
    std::suspend_always initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
    std::suspend_always yield_value(std::string v) {
      current = std::move(v);
      return {};
    }
    void return_void() {}
    void unhandled_exception() {}
  };
  std::coroutine_handle<promise_type> handle;
};

Task positive_local_in_coroutine(Order o) {
  tidyjson::options opts{tidyjson::naming::camel_case};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call; each call looks up its per-type metadata again, and rebuilds it when its settings are not in the shared cache [json-options-in-hot-path]
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::naming::camel_case};{{$}}
  co_return tidyjson::serialize(o, opts);
}

Task positive_temporary_in_co_return(Order o) {
  co_await std::suspend_never{};
  co_return tidyjson::serialize(o, tidyjson::options{tidyjson::naming::snake_case});
  // CHECK-MESSAGES: :[[@LINE-1]]:36: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::naming::snake_case};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  co_return tidyjson::serialize(o, json_options);{{$}}
}

Lines positive_in_generator_loop(std::vector<Order> orders) {
  for (const Order& o : orders)
    co_yield tidyjson::serialize(o, tidyjson::options{tidyjson::web});
  // CHECK-MESSAGES: :[[@LINE-1]]:37: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::web};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  for (const Order& o : orders){{$}}
  // CHECK-FIXES-NEXT: {{^}}    co_yield tidyjson::serialize(o, json_options);{{$}}
}

Lines positive_local_in_generator_loop(std::vector<Order> orders) {
  for (const Order& o : orders) {
    tidyjson::options opts{tidyjson::web};
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: options object 'opts' is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options opts{tidyjson::web};{{$}}
    co_yield tidyjson::serialize(o, opts);
  }
}

// A coroutine lambda.
auto g_task = [](Order o) -> Task {
  co_return tidyjson::serialize(o, tidyjson::options{tidyjson::indent{2}});
  // CHECK-MESSAGES: :[[@LINE-1]]:36: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::indent{2}};{{$}}
};

//===--- Not reported -----------------------------------------------------===//

// Built once per generator, reused for every element.
Lines negative_generator_amortized(std::vector<Order> orders) {
  const tidyjson::options opts{tidyjson::web};
  for (const Order& o : orders)
    co_yield tidyjson::serialize(o, opts);
}

Task negative_static(Order o) {
  static const tidyjson::options opts{tidyjson::web};
  co_return tidyjson::serialize(o, opts);
}
