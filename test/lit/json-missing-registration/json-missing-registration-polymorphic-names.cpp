// RUN: %check_json_tidy --no-compile %s json-missing-registration %t

// The fix registers a derived type under its name with a lower-case first
// letter. Two types under one name would read back as the first of them, so
// a name another derived type has, or would get from the same fix, gets a
// note instead. The types noted stay unregistered: the file still fails at
// run time after --fix, as before it (the user must name them).

#include <tidyjson/tidyjson.hpp>

#include <memory>
#include <string>

struct Shape {
  virtual ~Shape() = default;
  int id = 0;
};
TIDYJSON_TYPE(Shape, id)

namespace metric {
struct Square : Shape {
  int side = 1;
};
}  // namespace metric
TIDYJSON_DERIVED_TYPE(metric::Square, Shape, side)

namespace imperial {
struct Square : Shape {
  double side = 2;
};
}  // namespace imperial
TIDYJSON_DERIVED_TYPE(imperial::Square, Shape, side)

struct Circle : Shape {
  int r = 3;
};
TIDYJSON_DERIVED_TYPE(Circle, Shape, r)

namespace other {
struct Circle : Shape {
  int d = 6;
};
}  // namespace other
TIDYJSON_DERIVED_TYPE(other::Circle, Shape, d)

struct Hexagon : Shape {
  int a = 4;
};
TIDYJSON_DERIVED_TYPE(Hexagon, Shape, a)

TIDYJSON_POLYMORPHIC(Shape, (Circle, "circle"))
// CHECK-FIXES: {{^}}TIDYJSON_POLYMORPHIC(Shape, (Circle, "circle"), (Hexagon, "hexagon")){{$}}

std::string write(const std::unique_ptr<Shape>& s) {
  return tidyjson::serialize(s);
  // Sorted by name; both Squares are reported: their names are qualified,
  // so the two findings are not one message that clang-tidy prints once.
  // CHECK-NOTES: :[[@LINE-3]]:10: warning: 'Hexagon' derives from polymorphic 'Shape' but is not registered with it; writing or reading one fails at run time [json-missing-registration]
  // CHECK-NOTES: :51:1: note: 'Shape' registers its derived types here
  // CHECK-NOTES: :46:8: note: 'Hexagon' is defined here
  // CHECK-NOTES: :[[@LINE-6]]:10: warning: 'imperial::Square' derives from polymorphic 'Shape' but is not registered with it; writing or reading one fails at run time [json-missing-registration]
  // CHECK-NOTES: :51:1: note: 'Shape' registers its derived types here
  // CHECK-NOTES: :28:8: note: 'imperial::Square' is defined here
  // CHECK-NOTES: :28:8: note: no automatic fix: another derived type would be named "square" too; register both by hand with names of their own
  // CHECK-NOTES: :[[@LINE-10]]:10: warning: 'metric::Square' derives from polymorphic 'Shape' but is not registered with it; writing or reading one fails at run time [json-missing-registration]
  // CHECK-NOTES: :51:1: note: 'Shape' registers its derived types here
  // CHECK-NOTES: :21:8: note: 'metric::Square' is defined here
  // CHECK-NOTES: :21:8: note: no automatic fix: another derived type would be named "square" too; register both by hand with names of their own
  // CHECK-NOTES: :[[@LINE-14]]:10: warning: 'other::Circle' derives from polymorphic 'Shape' but is not registered with it; writing or reading one fails at run time [json-missing-registration]
  // CHECK-NOTES: :51:1: note: 'Shape' registers its derived types here
  // CHECK-NOTES: :40:8: note: 'other::Circle' is defined here
  // CHECK-NOTES: :40:8: note: no automatic fix: "circle" already names another derived type; register it by hand with a name of its own
}
