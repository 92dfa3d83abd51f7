// RUN: %check_json_tidy %s json-missing-registration %t

// Where the registration line goes for a typedef'd anonymous struct (it is
// described by the typedef's name) and for types in extern "C" / "C++"
// blocks (after the block: the macro declares templates, which need C++
// linkage). Found by a review outside these tests: both got a false "no
// automatic fix" note.

#include <tidyjson/tidyjson.hpp>

#include <string>

namespace geo {
typedef struct {
  int x;
  int y;
} Point;
// CHECK-FIXES: {{^}}} Point;{{$}}
// CHECK-FIXES-NEXT: {{^}}TIDYJSON_TYPE(Point, x, y){{$}}
}  // namespace geo

extern "C" {
struct sensor_reading {
  int id;
  double value;
};
}
// CHECK-FIXES: {{^}}}{{$}}
// CHECK-FIXES-NEXT: {{^}}TIDYJSON_TYPE(sensor_reading, id, value){{$}}

extern "C++" {
namespace shop {
struct Box {
  int w = 0;
};
// CHECK-FIXES: {{^}}};{{$}}
// CHECK-FIXES-NEXT: {{^}}TIDYJSON_TYPE(Box, w){{$}}
}  // namespace shop
}

typedef enum { LEVEL_LOW, LEVEL_HIGH } level_t;
// CHECK-FIXES: {{^}}typedef enum { LEVEL_LOW, LEVEL_HIGH } level_t;{{$}}
// CHECK-FIXES-NEXT: {{^}}TIDYJSON_ENUM(level_t, LEVEL_LOW, LEVEL_HIGH){{$}}

std::string positive_typedef_enum(level_t level) {
  return tidyjson::serialize(level);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: type 'level_t' is not described, so this call cannot write it; add TIDYJSON_ENUM(...) after its definition [json-missing-registration]
}

std::string positive_typedef(const geo::Point& p) {
  return tidyjson::serialize(p);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: type 'geo::Point' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
}
std::string positive_extern_c(const sensor_reading& r) {
  return tidyjson::serialize(r);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: type 'sensor_reading' is not described
}
shop::Box positive_extern_cxx(const std::string& text) {
  return tidyjson::deserialize<shop::Box>(text);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: type 'shop::Box' is not described, so this call cannot read it
}

// The negative twins: described typedef'd and extern "C" types are not
// reported.
typedef struct {
  int w;
} Described;
TIDYJSON_TYPE(Described, w)
extern "C" {
struct c_described {
  int v;
};
}
TIDYJSON_TYPE(c_described, v)
std::string negative_described(const Described& d, const c_described& c) {
  return tidyjson::serialize(d) + tidyjson::serialize(c);
}
