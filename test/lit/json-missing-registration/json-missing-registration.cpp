// RUN: %check_json_tidy %s json-missing-registration %t

#include <tidyjson/tidyjson.hpp>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace shop {

enum class Status { open, shipped };
// CHECK-FIXES: {{^}}enum class Status { open, shipped };{{$}}
// CHECK-FIXES-NEXT: {{^}}TIDYJSON_ENUM(Status, open, shipped){{$}}

struct Line {
  std::string sku;
  int qty = 0;
};
// CHECK-FIXES: {{^}}};{{$}}
// CHECK-FIXES-NEXT: {{^}}TIDYJSON_TYPE(Line, sku, qty){{$}}

struct Note {
  std::string text;
};
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(Note, text){{$}}

struct Order {
  std::string customer;
  Status status = Status::open;
  std::vector<Line> lines;
  std::optional<Note> note;
};
TIDYJSON_TYPE(Order, customer, status, lines, note)

}  // namespace shop

std::string positive_reached_through_members(const shop::Order& o) {
  return tidyjson::serialize(o);
  // Same position: clang-tidy orders the warnings by their text.
  // CHECK-MESSAGES: :[[@LINE-2]]:10: warning: type 'shop::Line' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-3]]:10: warning: type 'shop::Note' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-4]]:10: warning: type 'shop::Status' is not described, so this call cannot write it; add TIDYJSON_ENUM(...) after its definition [json-missing-registration]
}

shop::Line positive_read_directly(const std::string& text) {
  return tidyjson::deserialize<shop::Line>(text);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: type 'shop::Line' is not described, so this call cannot read it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
}

struct Gadget {
  double weight = 0;
  std::map<std::string, int> tags;
};
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(Gadget, weight, tags){{$}}

std::string positive_in_containers(const std::map<std::string, std::unique_ptr<Gadget>>& m) {
  return tidyjson::serialize(m);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: type 'Gadget' is not described
}

struct Alpha { int a = 0; };
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(Alpha, a){{$}}
struct Beta { int b = 0; };
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(Beta, b){{$}}
using Either = std::variant<Alpha, Beta>;

std::string positive_variant_alternatives(const Either& e) {
  return tidyjson::serialize(e);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: type 'Alpha' is not described
  // CHECK-MESSAGES: :[[@LINE-2]]:10: warning: type 'Beta' is not described
}

void positive_reported_once_per_call_site(const shop::Line& l, std::string& out) {
  // Line is reported again (a new call site); its fix was already given.
  tidyjson::serialize_to(out, l);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: type 'shop::Line' is not described
}

// Described and built-in types are fine.
struct Plain {
  int i = 0;
  std::string s;
  std::optional<double> d;
  std::map<std::string, std::vector<int>> m;
  tidyjson::decimal price;
  tidyjson::uuid id;
  std::chrono::sys_seconds at;
  std::chrono::milliseconds took{};
  std::variant<std::monostate, int, std::string> v;
};
TIDYJSON_TYPE(Plain, i, s, d, m, price, id, at, took, v)

std::string negative_described(const Plain& p) { return tidyjson::serialize(p); }
std::string negative_builtin(const std::vector<std::map<std::string, int>>& v) {
  return tidyjson::serialize(v);
}

// A member left out by a skip attribute needs no description.
struct Cache { int hits = 0; };
struct WithSkip {
  int id = 0;
  Cache cache;
};
TIDYJSON_TYPE(WithSkip, id, (cache, tidyjson::skip{}))
std::string negative_skipped_member(const WithSkip& w) { return tidyjson::serialize(w); }

// A member not listed in the description is not serialized either.
struct Partial {
  int id = 0;
  Cache unlisted;
};
TIDYJSON_TYPE(Partial, id)
std::string negative_unlisted_member(const Partial& p) { return tidyjson::serialize(p); }

// Not a serializer call.
void unrelated(const Cache&);
void negative_other_function(const Cache& c) { unrelated(c); }
