// RUN: %check_json_tidy %s json-missing-registration %t

// An inserted registration line never takes the comment that ends the
// definition's line: it goes after that comment (and after a block comment
// that starts there and spans lines), on a line of its own.

#include <tidyjson/tidyjson.hpp>

#include <string>

struct Point { int x = 0; }; // the origin by default
// CHECK-FIXES: {{^}}struct Point { int x = 0; }; // the origin by default{{$}}
// CHECK-FIXES-NEXT: {{^}}TIDYJSON_TYPE(Point, x){{$}}

struct Size { int w = 0; }; /* in pixels */ /* never negative
                              and never larger than the screen */
// CHECK-FIXES: {{^}}struct Size { int w = 0; }; /* in pixels */ /* never negative{{$}}
// CHECK-FIXES-NEXT: {{^}}                              and never larger than the screen */{{$}}
// CHECK-FIXES-NEXT: {{^}}TIDYJSON_TYPE(Size, w){{$}}

// Negative: a comment on the next line stays where it is, after the line.
struct Span { int n = 0; };
// about Span
// CHECK-FIXES: {{^}}struct Span { int n = 0; };{{$}}
// CHECK-FIXES-NEXT: {{^}}TIDYJSON_TYPE(Span, n){{$}}
// CHECK-FIXES-NEXT: {{^}}// about Span{{$}}

std::string write_all(const Point& p, const Size& s, const Span& n) {
  return tidyjson::serialize(p) + tidyjson::serialize(s) +
         tidyjson::serialize(n);
  // CHECK-MESSAGES: :[[@LINE-2]]:10: warning: type 'Point' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-3]]:35: warning: type 'Size' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-3]]:10: warning: type 'Span' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
}
