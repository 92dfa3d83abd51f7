// The nested types whose stack cost per level is measured
// (bench/stack_depth.cpp) and tested at the typed depth limit
// (test/runtime/depth_test.cpp): one definition, so the test runs what the
// figures in docs/security.md measure.
#pragma once

#include <tidyjson/tidyjson.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace depth {

// One level = one JSON nesting level (an array or an object).

/// {"id":1,"kids":[{"id":1,"kids":[...]}]}: two levels per Tree.
struct Tree {
  int id = 0;
  std::vector<Tree> kids;
};
TIDYJSON_TYPE(Tree, id, kids)

/// {"value":1,"next":{"value":1,"next":null}}: one level per Link.
struct Link {
  int value = 0;
  std::unique_ptr<Link> next;
};
TIDYJSON_TYPE(Link, value, next)

/// Any JSON value, as a recursive variant behind a converter: [[[...]]].
struct Any {
  std::variant<std::nullptr_t, bool, double, std::string, std::vector<Any>, std::map<std::string, Any>> value;
};
struct AnyAsVariant {
  static const decltype(Any::value)& to_json(const Any& a) { return a.value; }
  static Any from_json(decltype(Any::value) v) { return Any{std::move(v)}; }
};
TIDYJSON_CONVERTER(Any, AnyAsVariant)

/// A described object with many members of every family and a recursive
/// member: the frame of the inlined member readers is what it measures.
struct Wide {
  int a = 0;
  double b = 0;
  std::string c;
  std::optional<std::string> d;
  std::vector<int> e;
  std::map<std::string, int> f;
  tidyjson::decimal g;
  tidyjson::uuid h;
  std::chrono::sys_seconds i;
  bool j = false;
  std::int64_t k = 0;
  std::string l;
  std::vector<std::string> m;
  std::optional<double> n;
  std::unique_ptr<Wide> next;
};
TIDYJSON_TYPE(Wide, a, b, c, d, e, f, g, h, i, j, k, l, m, n, next)

}  // namespace depth
