// RUN: %check_json_tidy --no-compile %s json-missing-registration %t

// The notes: the path from the call's type to the missing one, where that
// type is defined, and why no fix is offered when there is none. Notes are
// listed under their warning, in the order clang-tidy prints them. The types
// without a fix stay undescribed, so the file does not compile after --fix
// (that is the point: the user must describe them by hand).

#include <tidyjson/tidyjson.hpp>

#include <string>
#include <vector>

struct Line {
  std::string sku;
};
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(Line, sku){{$}}

struct Order {
  std::vector<Line> lines;
};
TIDYJSON_TYPE(Order, lines)

class Secret {
  int code_ = 0;
public:
  int code() const { return code_; }
};

struct Base { int id = 0; };
struct Derived : Base { int extra = 0; };

struct Holder {
  const int& ref;
};

std::string positive_path(const Order& o) {
  return tidyjson::serialize(o);
  // CHECK-NOTES: :[[@LINE-1]]:10: warning: type 'Line' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-NOTES: :[[@LINE-2]]:10: note: 'Line' is reached through Order::lines -> std::vector<Line> -> Line
  // CHECK-NOTES: :14:8: note: 'Line' is defined here
}

std::string positive_private_members(const Secret& s) {
  return tidyjson::serialize(s);
  // CHECK-NOTES: :[[@LINE-1]]:10: warning: type 'Secret' is not described
  // CHECK-NOTES: :24:7: note: 'Secret' is defined here
  // CHECK-NOTES: :24:7: note: no automatic fix: member 'code_' is not public; describe the type from inside its body with TIDYJSON_TYPE_INTRUSIVE(Type, members...)
}

std::string positive_base_class(const Derived& d) {
  return tidyjson::serialize(d);
  // CHECK-NOTES: :[[@LINE-1]]:10: warning: type 'Derived' is not described, so this call cannot write it; add TIDYJSON_DERIVED_TYPE(...) after its definition [json-missing-registration]
  // CHECK-NOTES: :31:8: note: 'Derived' is defined here
  // CHECK-NOTES: :31:8: note: no automatic fix: the type has a base class: describe it by hand with TIDYJSON_DERIVED_TYPE(Derived, Base, extra) once 'Base' is described
}

std::string positive_reference_member(const Holder& h) {
  return tidyjson::serialize(h);
  // CHECK-NOTES: :[[@LINE-1]]:10: warning: type 'Holder' is not described
  // CHECK-NOTES: :33:8: note: 'Holder' is defined here
  // CHECK-NOTES: :33:8: note: no automatic fix: member 'ref' is a reference, which JSON cannot hold
}

// A class whose base is described: the headline names the same macro as the
// note, TIDYJSON_DERIVED_TYPE (TIDYJSON_TYPE would drop the base's members).
struct Shape { int id = 0; };
TIDYJSON_TYPE(Shape, id)
struct Circle : Shape { double radius = 0; };

std::string positive_described_base(const Circle& c) {
  return tidyjson::serialize(c);
  // CHECK-NOTES: :[[@LINE-1]]:10: warning: type 'Circle' is not described, so this call cannot write it; add TIDYJSON_DERIVED_TYPE(...) after its definition [json-missing-registration]
  // CHECK-NOTES: :[[@LINE-5]]:8: note: 'Circle' is defined here
  // CHECK-NOTES: :[[@LINE-6]]:8: note: no automatic fix: the type has a base class: describe it by hand with TIDYJSON_DERIVED_TYPE(Circle, Shape, radius) once 'Shape' is described
}
