// RUN: %check_json_tidy %s json-missing-registration %t

// The built-in types, as the runtime declares them: the standard templates
// its marked concepts name (core/traits.hpp) are walked into by their role,
// and ranges by their shape (begin, end, and value_type, or key_type and
// mapped_type). Each undescribed type below is reached through one of them,
// so each is reported; the leaves hold nothing to report.

#include <tidyjson/tidyjson.hpp>

#include <array>
#include <chrono>
#include <deque>
#include <forward_list>
#include <list>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <variant>
#include <vector>

struct F01 { int v = 0; };
// CHECK-FIXES: {{^}}struct F01 { int v = 0; };{{$}}
// CHECK-FIXES-NEXT: {{^}}TIDYJSON_TYPE(F01, v){{$}}
struct F02 { int v = 0; };
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(F02, v){{$}}
struct F03 { int v = 0; };
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(F03, v){{$}}
struct F04 { int v = 0; };
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(F04, v){{$}}
struct F05 { int v = 0; };
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(F05, v){{$}}
struct F06 { int v = 0; };
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(F06, v){{$}}
struct F07 { int v = 0; };
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(F07, v){{$}}
struct F08 { int v = 0; };
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(F08, v){{$}}
struct F09 { int v = 0; };
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(F09, v){{$}}
struct F10 { int v = 0; };
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(F10, v){{$}}
struct F11 { int v = 0; };
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(F11, v){{$}}
struct F12 { int v = 0; };
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(F12, v){{$}}
struct F13 { int v = 0; };
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(F13, v){{$}}
struct F14 { int v = 0; };
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(F14, v){{$}}
struct F15 { int v = 0; };
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(F15, v){{$}}
enum class F16 { a, b };
// CHECK-FIXES: {{^}}TIDYJSON_ENUM(F16, a, b){{$}}
struct F17 { int v = 0; };
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(F17, v){{$}}

// Leaves: nothing inside them is walked.
struct Leaves {
  std::string s;
  std::string_view sv;
  std::chrono::sys_seconds at;
  std::chrono::milliseconds took;
  std::chrono::year_month_day day;
  std::monostate none;
  tidyjson::uuid id;
  tidyjson::decimal price;
  std::set<int> ints;
  std::unordered_set<std::string> names;
};
TIDYJSON_TYPE(Leaves, s, sv, at, took, day, none, id, price, ints, names)

struct Holder {
  std::optional<F01> optional;
  std::unique_ptr<F02> unique;
  std::shared_ptr<F03> shared;
  std::variant<int, F04> alternatives;
  std::tuple<int, F05> tuple;
  std::pair<F06, int> pair;
  std::array<F07, 2> array;
  std::vector<F08> vector;
  std::deque<F09> deque;
  std::list<F10> list;
  std::forward_list<F11> forward_list;
  std::map<std::string, F12> map;
  std::unordered_map<int, F13> unordered_map;
  std::map<F16, F14> keyed;
  std::vector<std::optional<std::shared_ptr<F15>>> nested;
  Leaves leaves;
};
TIDYJSON_TYPE(Holder, optional, unique, shared, alternatives, tuple, pair, array, vector, deque, list, forward_list,
              map, unordered_map, keyed, nested, leaves)

std::string positive_every_family(const Holder& h) {
  return tidyjson::serialize(h);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: type 'F01' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-2]]:10: warning: type 'F02' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-3]]:10: warning: type 'F03' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-4]]:10: warning: type 'F04' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-5]]:10: warning: type 'F05' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-6]]:10: warning: type 'F06' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-7]]:10: warning: type 'F07' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-8]]:10: warning: type 'F08' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-9]]:10: warning: type 'F09' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-10]]:10: warning: type 'F10' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-11]]:10: warning: type 'F11' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-12]]:10: warning: type 'F12' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-13]]:10: warning: type 'F13' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-14]]:10: warning: type 'F14' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-15]]:10: warning: type 'F15' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-16]]:10: warning: type 'F16' is not described, so this call cannot write it; add TIDYJSON_ENUM(...) after its definition [json-missing-registration]
}

// A container the translation unit never completes (only a pointer to it is
// held, by a class that is not described either) is read from its template.
struct Later {
  std::unique_ptr<std::unordered_map<int, F17>> table;
};
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(Later, table){{$}}

std::string positive_never_completed(const Later& l) {
  return tidyjson::serialize(l);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: type 'F17' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-2]]:10: warning: type 'Later' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
}

std::string negative_leaves(const Leaves& l) { return tidyjson::serialize(l); }
