// RUN: %check_json_tidy --no-compile %s json-missing-registration %t

// A registration line names types at namespace scope, where it stands: a
// fix that names a type that line cannot see does not compile. Each of these
// gets a note instead, and the file is left unchanged.

#include <tidyjson/tidyjson.hpp>

#include <memory>
#include <string>

// A private (or protected) nested class cannot be named outside its class.
class Layer {
  struct Style {
    std::string color;
    int width = 1;
  };
  enum class Blend { normal, multiply };

 public:
  Style style;
  Blend blend = Blend::normal;
};
TIDYJSON_TYPE(Layer, style, blend)

std::string write_layer(const Layer& l) {
  return tidyjson::serialize(l);
  // CHECK-NOTES: :[[@LINE-1]]:10: warning: type 'Layer::Blend' is not described, so this call cannot write it; add TIDYJSON_ENUM(...) after its definition [json-missing-registration]
  // CHECK-NOTES: :[[@LINE-2]]:10: note: 'Layer::Blend' is reached through Layer::blend -> Blend
  // CHECK-NOTES: :18:14: note: 'Blend' is defined here
  // CHECK-NOTES: :18:14: note: no automatic fix: 'Blend' is a private member of 'Layer': a registration at namespace scope cannot name it; make it public, or give the member that holds it a converter
  // CHECK-NOTES: :[[@LINE-5]]:10: warning: type 'Layer::Style' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-NOTES: :[[@LINE-6]]:10: note: 'Layer::Style' is reached through Layer::style -> Style
  // CHECK-NOTES: :14:10: note: 'Style' is defined here
  // CHECK-NOTES: :14:10: note: no automatic fix: 'Style' is a private member of 'Layer': a registration at namespace scope cannot name it; make it public, or give the member that holds it a converter
}

// A derived class defined after the polymorphic registration line.
struct Shape {
  virtual ~Shape() = default;
  int id = 0;
};
TIDYJSON_TYPE(Shape, id)
struct Square : Shape {
  int side = 1;
};
TIDYJSON_DERIVED_TYPE(Square, Shape, side)
TIDYJSON_POLYMORPHIC(Shape, (Square, "square"))
struct Circle : Shape {
  int r = 1;
};
TIDYJSON_DERIVED_TYPE(Circle, Shape, r)

std::string write_shape(const std::unique_ptr<Shape>& s) {
  return tidyjson::serialize(s);
  // CHECK-NOTES: :[[@LINE-1]]:10: warning: 'Circle' derives from polymorphic 'Shape' but is not registered with it; writing or reading one fails at run time [json-missing-registration]
  // CHECK-NOTES: :48:1: note: 'Shape' registers its derived types here
  // CHECK-NOTES: :49:8: note: 'Circle' is defined here
  // CHECK-NOTES: :49:8: note: no automatic fix: 'Circle' is defined after the registration line, or in a file it does not see; register it by hand where both classes are visible
}

// A context root defined after the context's line.
struct Ticket {
  int id = 0;
};
TIDYJSON_TYPE(Ticket, id)
TIDYJSON_CONTEXT(DeskJson, (Ticket))
struct Summary {
  int open = 0;
};
TIDYJSON_TYPE(Summary, open)

std::string write_summary(const Summary& s) {
  return tidyjson::serialize(s, DeskJson{});
  // CHECK-NOTES: :[[@LINE-1]]:10: warning: type 'Summary' is not served by context 'DeskJson'; add it to the context's root types [json-missing-registration]
  // CHECK-NOTES: :67:18: note: context 'DeskJson' is declared here
  // CHECK-NOTES: :67:18: note: no automatic fix: 'Summary' is defined after the context's line, or in a file it does not see; add it to the roots by hand where the type is visible, or move the type above the context
}
