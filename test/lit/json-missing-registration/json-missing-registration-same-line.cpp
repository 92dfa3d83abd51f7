// RUN: %check_json_tidy %s json-missing-registration %t

// A type defined on a line with other code after it: the registration goes
// on a line of its own, and so does the code that followed the definition.

#include <tidyjson/tidyjson.hpp>

#include <string>

struct Point { int x = 1; }; struct Size { int w = 2; };
// CHECK-FIXES: {{^}}struct Point { int x = 1; };{{$}}
// CHECK-FIXES-NEXT: {{^}}TIDYJSON_TYPE(Point, x){{$}}
// CHECK-FIXES-NEXT: {{^}}struct Size { int w = 2; };{{$}}
// CHECK-FIXES-NEXT: {{^}}TIDYJSON_TYPE(Size, w){{$}}
enum class Unit { px, em };	int unused_counter = 0;
// CHECK-FIXES: {{^}}enum class Unit { px, em };{{$}}
// CHECK-FIXES-NEXT: {{^}}TIDYJSON_ENUM(Unit, px, em){{$}}
// CHECK-FIXES-NEXT: {{^}}int unused_counter = 0;{{$}}

namespace ui {
  struct Margin { int top = 0; }; struct Padding { int left = 0; };  // sizes
// CHECK-FIXES: {{^}}  struct Margin { int top = 0; };{{$}}
// CHECK-FIXES-NEXT: {{^}}  TIDYJSON_TYPE(Margin, top){{$}}
// CHECK-FIXES-NEXT: {{^}}  struct Padding { int left = 0; };  // sizes{{$}}
// CHECK-FIXES-NEXT: {{^}}  TIDYJSON_TYPE(Padding, left){{$}}
}  // namespace ui

struct Box {
  Point at;
  Size size;
  Unit unit = Unit::em;
  ui::Margin margin;
  ui::Padding padding;
};
TIDYJSON_TYPE(Box, at, size, unit, margin, padding)

std::string write(const Box& b) {
  return tidyjson::serialize(b);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: type 'Point' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-2]]:10: warning: type 'Size' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-3]]:10: warning: type 'Unit' is not described, so this call cannot write it; add TIDYJSON_ENUM(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-4]]:10: warning: type 'ui::Margin' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-5]]:10: warning: type 'ui::Padding' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
}
