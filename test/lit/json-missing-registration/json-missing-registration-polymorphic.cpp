// RUN: %check_json_tidy %s json-missing-registration %t

// A class derived from a polymorphic base but not registered with it fails
// at run time when written or read through a pointer to the base.

#include <tidyjson/tidyjson.hpp>

#include <memory>
#include <string>
#include <vector>

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

struct RoundedSquare : Square {
  double corner = 0;
};
TIDYJSON_DERIVED_TYPE(RoundedSquare, Square, corner)

// Abstract: never the dynamic type of an object.
struct Abstract : Shape {
  virtual void draw() = 0;
};

TIDYJSON_POLYMORPHIC(Shape, (Circle, "circle"))
// CHECK-FIXES: {{^}}TIDYJSON_POLYMORPHIC(Shape, (Circle, "circle"), (draw::Square, "square"), (draw::RoundedSquare, "roundedSquare")){{$}}
}  // namespace draw

struct Drawing {
  std::vector<std::unique_ptr<draw::Shape>> shapes;
};
TIDYJSON_TYPE(Drawing, shapes)

std::string positive_unregistered(const Drawing& d) {
  return tidyjson::serialize(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'draw::RoundedSquare' derives from polymorphic 'draw::Shape' but is not registered with it; writing or reading one fails at run time [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-2]]:10: warning: 'draw::Square' derives from polymorphic 'draw::Shape' but is not registered with it; writing or reading one fails at run time [json-missing-registration]
}

// A shape held by value is not resolved at run time.
struct Plain {
  draw::Circle circle;
};
TIDYJSON_TYPE(Plain, circle)
std::string negative_by_value(const Plain& p) { return tidyjson::serialize(p); }
