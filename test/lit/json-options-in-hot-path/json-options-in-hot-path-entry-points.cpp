// RUN: %check_json_tidy %s json-options-in-hot-path %t

// Entry points are recognized by the runtime's marker
// ([[clang::annotate("tidyjson::entry", ...)]]) or by their public names
// (tidyjson::serialize, serialize_to, try_serialize, deserialize,
// try_deserialize, serialize_stream, deserialize_stream, json_schema). The
// options class is recognized by its marker or by its name. This file brings
// its own stand-ins for the runtime, so that it needs no runtime header.

#include <iosfwd>
#include <string>
#include <vector>

namespace tidyjson {
enum class naming { as_declared, camel_case };
struct indent {
  int width;
  constexpr explicit indent(int w) : width(w) {}
};

// By name only: no marker.
class options {
public:
  options() = default;
  explicit options(naming n) : naming_(n) {}
  explicit options(indent i) : width_(i.width) {}
  options(naming n, indent i) : naming_(n), width_(i.width) {}

private:
  naming naming_ = naming::as_declared;
  int width_ = 0;
};

// The public names, without markers.
template <class Range>
void serialize_stream(std::ostream& os, const Range& range, const options& opts = options{});
template <class T>
std::vector<T> deserialize_stream(std::istream& is, const options& opts = options{});
template <class T>
std::string json_schema(const options& opts = options{});
} // namespace tidyjson

// Elsewhere, a marker makes any function an entry point.
namespace mylib {
struct Order {
  int id = 0;
};
[[clang::annotate("tidyjson::entry", "write")]] std::string emit(const Order& o, const tidyjson::options& opts);
[[clang::annotate("tidyjson::entry", "read")]] Order parse(const std::string& text, const tidyjson::options& opts);
// Not marked, not named: may keep the object.
void remember(const tidyjson::options& opts);

// A class with the options marker.
struct [[clang::annotate("tidyjson::options")]] Format {
  constexpr explicit Format(int w) : width(w) {}
  int width;
};
[[clang::annotate("tidyjson::entry", "write")]] std::string emit(const Order& o, const Format& format);
} // namespace mylib

void positive_stream(std::ostream& os, const std::vector<mylib::Order>& orders) {
  tidyjson::options opts{tidyjson::naming::camel_case};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call; each call looks up its per-type metadata again, and rebuilds it when its settings are not in the shared cache [json-options-in-hot-path]
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::naming::camel_case};{{$}}
  tidyjson::serialize_stream(os, orders, opts);
}

std::vector<mylib::Order> positive_read_stream(std::istream& is) {
  return tidyjson::deserialize_stream<mylib::Order>(is, tidyjson::options{tidyjson::naming::camel_case});
  // CHECK-MESSAGES: :[[@LINE-1]]:57: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::naming::camel_case};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::deserialize_stream<mylib::Order>(is, json_options);{{$}}
}

std::string positive_schema() {
  return tidyjson::json_schema<mylib::Order>(tidyjson::options{tidyjson::indent{2}});
  // CHECK-MESSAGES: :[[@LINE-1]]:46: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options json_options{tidyjson::indent{2}};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return tidyjson::json_schema<mylib::Order>(json_options);{{$}}
}

std::string positive_marked(const mylib::Order& o) {
  tidyjson::options opts{tidyjson::naming::camel_case, tidyjson::indent{2}};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::naming::camel_case, tidyjson::indent{2}};{{$}}
  mylib::Order back = mylib::parse(mylib::emit(o, opts), opts);
  return mylib::emit(back, mylib::Format{4});
  // CHECK-MESSAGES: :[[@LINE-1]]:28: warning: temporary options object is built on every call
  // CHECK-FIXES: {{^}}  static const mylib::Format json_options{4};{{$}}
  // CHECK-FIXES-NEXT: {{^}}  return mylib::emit(back, json_options);{{$}}
}

// Not reported: handed to a function that is not an entry point.
std::string negative_remembered(const mylib::Order& o) {
  tidyjson::options opts{tidyjson::naming::camel_case};
  mylib::remember(opts);
  return mylib::emit(o, opts);
}
