// RUN: %check_json_tidy %s json-missing-registration %t

// Class templates, aliases and typedefs, calls inside templates, nested
// namespaces, nested classes, and a type declared before it is defined.

#include <tidyjson/tidyjson.hpp>

#include <string>
#include <vector>

namespace outer::inner {
template <class T>
struct Page {
  std::vector<T> items;
  std::string next_cursor;
};
// CHECK-FIXES: {{^}}  std::string next_cursor;{{$}}
// CHECK-FIXES-NEXT: {{^}}};{{$}}
// CHECK-FIXES-NEXT: {{^}}template <class T>{{$}}
// CHECK-FIXES-NEXT: {{^}}TIDYJSON_TYPE(Page<T>, items, next_cursor){{$}}

struct Book {
  std::string title;
};
TIDYJSON_TYPE(Book, title)

struct Shelf {
  struct Label {
    std::string text;
  };
  Label label;
  int slots = 0;
};
TIDYJSON_TYPE(Shelf, label, slots)
// The nested class is described after its enclosing class, qualified.
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(Shelf::Label, text){{$}}
// CHECK-FIXES-NEXT: {{^}}TIDYJSON_TYPE(Shelf, label, slots){{$}}
}  // namespace outer::inner

using BookPage = outer::inner::Page<outer::inner::Book>;

std::string positive_class_template_through_alias(const BookPage& page) {
  return tidyjson::serialize(page);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: type 'outer::inner::Page<outer::inner::Book>' is not described
}

std::string positive_nested_class(const outer::inner::Shelf& s) {
  return tidyjson::serialize(s);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: type 'outer::inner::Shelf::Label' is not described
}

struct Later;
typedef Later LaterAlias;

template <class T>
std::string to_json(const T& value) {
  return tidyjson::serialize(value);
  // One report per type that reaches this call site.
  // CHECK-MESSAGES: :[[@LINE-2]]:10: warning: type 'Gizmo' is not described
  // CHECK-MESSAGES: :[[@LINE-3]]:10: warning: type 'Later' is not described
}

struct Later {
  int value = 0;
};
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(Later, value){{$}}

struct Gizmo {
  double size = 0;
};
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(Gizmo, size){{$}}

std::string positive_through_template_instantiations(const LaterAlias& l, const Gizmo& g) {
  return to_json(l) + to_json(g) + to_json(l);
}

// The uninstantiated template and described types: nothing.
template <class T>
std::string negative_never_instantiated(const T& t) {
  return tidyjson::serialize(t);
}
std::string negative_described_instance(const outer::inner::Book& b) { return to_json(b); }
