// RUN: %check_json_tidy --no-compile %s json-missing-registration %t

// A fix that several reports share goes on a report that NOLINT does not
// suppress, and lists only what such reports need (found by a review outside
// these tests: a suppressed first report took the fix with it, or added its
// own type anyway). The NOLINT'd call stays broken, so the file is not
// compiled after the run.

#include <tidyjson/tidyjson.hpp>

#include <iostream>
#include <string>
#include <vector>

struct Order {
  int id = 0;
};
TIDYJSON_TYPE(Order, id)
TIDYJSON_CONTEXT(ShopJson, (Order))
// CHECK-FIXES: {{^}}TIDYJSON_CONTEXT(ShopJson, (Order, std::vector<Order>)){{$}}

std::string legacy(const std::vector<std::string>& v) {
  return tidyjson::serialize(v, ShopJson{});  // NOLINT(json-missing-registration)
}
std::string orders(const std::vector<Order>& v) {
  return tidyjson::serialize(v, ShopJson{});
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: type 'std::vector<Order>' is not served by context 'ShopJson'; add it to the context's root types [json-missing-registration]
}

struct Job {
  enum Kind { batch, interactive };
  Kind kind = batch;
  std::string name;
};
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(Job, kind, name){{$}}
// CHECK-FIXES-NEXT: {{^}}TIDYJSON_ENUM(Job::Kind, batch, interactive){{$}}

// NOLINTNEXTLINE(json-missing-registration)
void debug_dump(const Job& j) { std::cerr << tidyjson::serialize(j); }
std::string to_json(const Job& j) { return tidyjson::serialize(j); }
// CHECK-MESSAGES: :[[@LINE-1]]:44: warning: type 'Job' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
// CHECK-MESSAGES: :[[@LINE-2]]:44: warning: type 'Job::Kind' is not described, so this call cannot write it; add TIDYJSON_ENUM(...) after its definition [json-missing-registration]
