// RUN: %check_json_tidy %s json-options-in-hot-path %t

// Lambdas: a lambda handed to a server runs for every request, so options
// built in its body are built per request. A lambda invoked on the spot, or
// held in a local and only called there, runs as part of its function.

#include <tidyjson/tidyjson.hpp>

#include <algorithm>
#include <functional>
#include <string>
#include <utility>
#include <vector>

struct Order {
  std::string customer;
  int qty = 0;
};
TIDYJSON_TYPE(Order, customer, qty)

struct Request {
  Order order;
  std::string body;
};
struct Response {
  std::string body;
  void set_content(std::string text, const char*) { body = std::move(text); }
};
using Handler = std::function<void(const Request&, Response&)>;
struct Server {
  void Get(const char*, Handler h) { handlers.push_back(std::move(h)); }
  void Post(const char*, Handler h) { handlers.push_back(std::move(h)); }
  std::vector<Handler> handlers;
};

//===--- Request handlers -------------------------------------------------===//

void positive_handlers(Server& server) {
  server.Get("/orders", [](const Request& req, Response& res) {
    tidyjson::options opts{tidyjson::naming::camel_case, tidyjson::ignore::when_null};
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: options object 'opts' is built on every call; each call looks up its per-type metadata again, and rebuilds it when its settings are not in the shared cache [json-options-in-hot-path]
    // CHECK-FIXES: {{^}}    static const tidyjson::options opts{tidyjson::naming::camel_case, tidyjson::ignore::when_null};{{$}}
    res.set_content(tidyjson::serialize(req.order, opts), "application/json");
  });
  server.Post("/orders", [](const Request& req, Response& res) {
    Order order = tidyjson::deserialize<Order>(req.body, tidyjson::options{tidyjson::web});
    // CHECK-MESSAGES: :[[@LINE-1]]:58: warning: temporary options object is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options json_options{tidyjson::web};{{$}}
    // CHECK-FIXES-NEXT: {{^}}    Order order = tidyjson::deserialize<Order>(req.body, json_options);{{$}}
    res.set_content(tidyjson::serialize(order, tidyjson::options{tidyjson::web}), "application/json");
    // CHECK-MESSAGES: :[[@LINE-1]]:48: warning: temporary options object is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options json_options_2{tidyjson::web};{{$}}
    // CHECK-FIXES-NEXT: {{^}}    res.set_content(tidyjson::serialize(order, json_options_2), "application/json");{{$}}
  });
}

// Generic lambdas are reported once, in their pattern.
void positive_generic_handler(Server& server) {
  server.Get("/generic", [](const auto& req, auto& res) {
    const tidyjson::options opts{tidyjson::web};
    // CHECK-MESSAGES: :[[@LINE-1]]:29: warning: options object 'opts' is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options opts{tidyjson::web};{{$}}
    res.body = tidyjson::serialize(req.order, opts);
  });
}

// A handler registered in a loop: the loop builds lambdas, not options.
void positive_handler_in_loop(Server& server, const std::vector<const char*>& paths) {
  for (const char* path : paths)
    server.Get(path, [](const Request& req, Response& res) { res.body = tidyjson::serialize(req.order, tidyjson::options{tidyjson::web}); });
  // CHECK-MESSAGES: :[[@LINE-1]]:104: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}    server.Get(path, [](const Request& req, Response& res) { static const tidyjson::options json_options{tidyjson::web}; res.body = tidyjson::serialize(req.order, json_options); });{{$}}
}

// A lambda at namespace scope, and one kept in a member.
auto g_to_json = [](const Order& o) {
  tidyjson::options opts{tidyjson::naming::snake_case};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::naming::snake_case};{{$}}
  return tidyjson::serialize(o, opts);
};

struct Router {
  Handler fallback = [](const Request& req, Response& res) {
    res.body = tidyjson::serialize(req.order, tidyjson::options{tidyjson::web});
    // CHECK-MESSAGES: :[[@LINE-1]]:47: warning: temporary options object is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options json_options{tidyjson::web};{{$}}
    // CHECK-FIXES-NEXT: {{^}}    res.body = tidyjson::serialize(req.order, json_options);{{$}}
  };
};

// Handed to an algorithm: runs once per element.
void positive_algorithm(const std::vector<Order>& orders, std::vector<std::string>& out) {
  std::transform(orders.begin(), orders.end(), std::back_inserter(out), [](const Order& o) {
    tidyjson::options opts{tidyjson::web};
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: options object 'opts' is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options opts{tidyjson::web};{{$}}
    return tidyjson::serialize(o, opts);
  });
}

// A lambda in a lambda.
void positive_nested(Server& server) {
  server.Get("/nested", [](const Request& req, Response& res) {
    auto each = [&](const Order& o) {
      tidyjson::options opts{tidyjson::web};
      // CHECK-MESSAGES: :[[@LINE-1]]:25: warning: options object 'opts' is built on every call
      // CHECK-FIXES: {{^}}      static const tidyjson::options opts{tidyjson::web};{{$}}
      return tidyjson::serialize(o, opts);
    };
    res.body = each(req.order) + each(req.order);
  });
}

// A `mutable` lambda and attributes on the lambda.
void positive_mutable(Server& server) {
  server.Get("/mutable", [count = 0](const Request& req, Response& res) mutable {
    ++count;
    res.body = tidyjson::serialize(req.order, tidyjson::options{tidyjson::indent{2}});
    // CHECK-MESSAGES: :[[@LINE-1]]:47: warning: temporary options object is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options json_options{tidyjson::indent{2}};{{$}}
  });
}

//===--- Lambdas that run as part of their function -----------------------===//

// Invoked on the spot, per call of the function.
std::string positive_invoked_on_the_spot(const Order& o) {
  return [&] {
    tidyjson::options opts{tidyjson::web};
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: options object 'opts' is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options opts{tidyjson::web};{{$}}
    return tidyjson::serialize(o, opts);
  }();
}

// Held in a local and called per element.
void positive_local_lambda_in_loop(const std::vector<Order>& orders, std::string& out) {
  auto write_one = [&](const Order& o) {
    tidyjson::options opts{tidyjson::web};
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: options object 'opts' is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options opts{tidyjson::web};{{$}}
    out += tidyjson::serialize(o, opts);
  };
  for (const Order& o : orders)
    write_one(o);
}

// Captured by reference by a local lambda that only runs here.
std::string positive_captured_by_local_lambda(const Order& o) {
  tidyjson::options opts{tidyjson::web};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::web};{{$}}
  auto text = [&] { return tidyjson::serialize(o, opts); };
  return text() + text();
}

// Captured by copy: the fix is safe, a static needs no capture.
std::string positive_captured_by_copy(const Order& o) {
  tidyjson::options opts{tidyjson::web};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::web};{{$}}
  return [=] { return tidyjson::serialize(o, opts); }();
}

// Captured by name: a static variable cannot be, so no fix (see -notes).
std::string positive_captured_by_name(const Order& o) {
  tidyjson::options opts{tidyjson::web};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  tidyjson::options opts{tidyjson::web};{{$}}
  return [&opts, &o] { return tidyjson::serialize(o, opts); }();
}

//===--- Not reported -----------------------------------------------------===//

// Captured by a lambda that outlives the scope: the lambda keeps it.
Handler negative_captured_by_escaping_lambda() {
  tidyjson::options opts{tidyjson::web};
  return [opts](const Request& req, Response& res) { res.body = tidyjson::serialize(req.order, opts); };
}

void negative_captured_into_server(Server& server) {
  tidyjson::options opts{tidyjson::web};
  server.Get("/captured", [opts = std::move(opts)](const Request& req, Response& res) {
    res.body = tidyjson::serialize(req.order, opts);
  });
}

Handler negative_captured_by_reference_escaping(const tidyjson::options& given) {
  tidyjson::options opts{tidyjson::web};
  (void)given;
  return [&](const Request& req, Response& res) { res.body = tidyjson::serialize(req.order, opts); };
}

// Built once, reused by every call of a local lambda in a loop.
void negative_amortized_through_lambda(const std::vector<Order>& orders, std::string& out) {
  const tidyjson::options opts{tidyjson::web};
  auto write_one = [&](const Order& o) { out += tidyjson::serialize(o, opts); };
  for (const Order& o : orders)
    write_one(o);
}

// A static initializer runs once, lambda or not.
const std::string g_banner = [] {
  tidyjson::options opts{tidyjson::web};
  return tidyjson::serialize(Order{"banner", 1}, opts);
}();

std::string negative_static_initialized_by_lambda() {
  static const std::string text = [] {
    tidyjson::options opts{tidyjson::web};
    return tidyjson::serialize(Order{"once", 1}, opts);
  }();
  return text;
}

// A cold function: its lambdas are left alone too.
[[gnu::cold]] void negative_cold_registration(Server& server) {
  server.Get("/cold", [](const Request& req, Response& res) {
    res.body = tidyjson::serialize(req.order, tidyjson::options{tidyjson::web});
  });
}

// `main`: lambdas run as part of it unless handed elsewhere.
int main() {
  Order o{"main", 1};
  auto once = [&] {
    tidyjson::options opts{tidyjson::web};
    return tidyjson::serialize(o, opts);
  };
  std::string text = once();
  text += [&] { return tidyjson::serialize(o, tidyjson::options{tidyjson::web}); }();
  Server server;
  server.Get("/main", [](const Request& req, Response& res) {
    res.body = tidyjson::serialize(req.order, tidyjson::options{tidyjson::naming::kebab_case});
    // CHECK-MESSAGES: :[[@LINE-1]]:47: warning: temporary options object is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options json_options{tidyjson::naming::kebab_case};{{$}}
  });
  return static_cast<int>(text.size());
}
