// Registrations that go to one place: a class and the enumeration nested in
// it, and two derived types appended to one polymorphic registration.
#include <tidyjson/tidyjson.hpp>

#include <iostream>
#include <memory>
#include <string>
#include <vector>

struct Job {
  enum Kind { batch, interactive };
  Kind kind = batch;
  std::string name;
};

struct Shape {
  virtual ~Shape() = default;
  int id = 0;
};
TIDYJSON_TYPE(Shape, id)
struct Circle : Shape {
  double r = 0;
};
TIDYJSON_DERIVED_TYPE(Circle, Shape, r)
struct Square : Shape {
  double side = 0;
};
TIDYJSON_DERIVED_TYPE(Square, Shape, side)
struct Star : Shape {
  int points = 5;
};
TIDYJSON_DERIVED_TYPE(Star, Shape, points)
TIDYJSON_POLYMORPHIC(Shape, (Circle, "circle"))

struct Drawing {
  std::vector<std::unique_ptr<Shape>> shapes;
};
TIDYJSON_TYPE(Drawing, shapes)

int main() {
  Drawing d;
  d.shapes.push_back(std::make_unique<Circle>());
  d.shapes.push_back(std::make_unique<Square>());
  d.shapes.push_back(std::make_unique<Star>());
  std::cout << tidyjson::serialize(Job{Job::interactive, "nightly"}) << tidyjson::serialize(d) << "\n";
}
