// RUN: %check_json_tidy %s json-missing-registration %t

// The notes of an unregistered derived class point at the user's lines: the
// TIDYJSON_POLYMORPHIC line that registers the derived types, never the
// runtime's macros that line expands to (no "expanded from macro" notes into
// the runtime's headers).

#include <tidyjson/tidyjson.hpp>

#include <memory>
#include <string>

namespace draw {
struct Shape {
  virtual ~Shape() = default;
  int id = 0;
};
TIDYJSON_TYPE(Shape, id)

struct Circle : Shape {
  double radius = 0;
};
TIDYJSON_DERIVED_TYPE(Circle, Shape, radius)

struct Square : Shape {
  double side = 0;
};
TIDYJSON_DERIVED_TYPE(Square, Shape, side)

TIDYJSON_POLYMORPHIC(Shape, (Circle, "circle"))
// CHECK-FIXES: {{^}}TIDYJSON_POLYMORPHIC(Shape, (Circle, "circle"), (draw::Square, "square")){{$}}
}  // namespace draw

std::string positive_unregistered(const std::unique_ptr<draw::Shape>& s) {
  return tidyjson::serialize(s);
  // CHECK-NOTES: :[[@LINE-1]]:10: warning: 'draw::Square' derives from polymorphic 'draw::Shape' but is not registered with it; writing or reading one fails at run time [json-missing-registration]
  // CHECK-NOTES: :30:1: note: 'draw::Shape' registers its derived types here
  // CHECK-NOTES: :25:8: note: 'draw::Square' is defined here
}
