// RUN: %check_json_tidy --std=c++17 --check-suffix=CXX17 %s json-options-in-hot-path %t-17
// RUN: %check_json_tidy --std=c++14 --check-suffix=CXX14 %s json-options-in-hot-path %t-14

// Before C++17 there is no guaranteed copy elision: the forms that need
// `static const T name = ...;` get no fix. Stand-ins for the runtime keep the
// file free of C++20.

#include <string>

namespace lib {
struct Preset {};
constexpr Preset web{};
struct Indent {
  int width;
};

class [[clang::annotate("tidyjson::options")]] Opts {
public:
  Opts() = default;
  Opts(Preset) {}  // implicit on purpose
  explicit Opts(Indent i) : width_(i.width) {}
  Opts(Opts&&) = default;

private:
  int width_ = 0;
};

struct Order {
  int id = 0;
};
[[clang::annotate("tidyjson::entry", "write")]] std::string serialize(const Order& o, const Opts& opts);
} // namespace lib

std::string positive_braces(const lib::Order& o) {
  return lib::serialize(o, lib::Opts{lib::Indent{2}});
  // CHECK-MESSAGES-CXX17: :[[@LINE-1]]:28: warning: temporary options object is built on every call; each call looks up its per-type metadata again, and rebuilds it when its settings are not in the shared cache [json-options-in-hot-path]
  // CHECK-MESSAGES-CXX14: :[[@LINE-2]]:28: warning: temporary options object is built on every call
  // CHECK-FIXES-CXX17: {{^}}  static const lib::Opts json_options{lib::Indent{2}};{{$}}
  // CHECK-FIXES-CXX14: {{^}}  static const lib::Opts json_options{lib::Indent{2}};{{$}}
}

// `static const lib::Opts name(lib::Preset());` would declare a function.
std::string positive_vexing(const lib::Order& o) {
  return lib::serialize(o, lib::Opts(lib::Preset()));
  // CHECK-MESSAGES-CXX17: :[[@LINE-1]]:28: warning: temporary options object is built on every call
  // CHECK-MESSAGES-CXX14: :[[@LINE-2]]:28: warning: temporary options object is built on every call
  // CHECK-FIXES-CXX17: {{^}}  static const lib::Opts json_options = lib::Opts(lib::Preset());{{$}}
  // CHECK-FIXES-CXX14: {{^}}  return lib::serialize(o, lib::Opts(lib::Preset()));{{$}}
}

// An implicit conversion builds a temporary too.
std::string positive_implicit_conversion(const lib::Order& o) {
  return lib::serialize(o, lib::web);
  // CHECK-MESSAGES-CXX17: :[[@LINE-1]]:28: warning: temporary options object is built on every call
  // CHECK-MESSAGES-CXX14: :[[@LINE-2]]:28: warning: temporary options object is built on every call
  // CHECK-FIXES-CXX17: {{^}}  static const ::lib::Opts json_options = lib::web;{{$}}
  // CHECK-FIXES-CXX17-NEXT: {{^}}  return lib::serialize(o, json_options);{{$}}
  // CHECK-FIXES-CXX14: {{^}}  return lib::serialize(o, lib::web);{{$}}
}

std::string positive_local(const lib::Order& o) {
  lib::Opts opts{lib::Indent{4}};
  // CHECK-MESSAGES-CXX17: :[[@LINE-1]]:13: warning: options object 'opts' is built on every call
  // CHECK-MESSAGES-CXX14: :[[@LINE-2]]:13: warning: options object 'opts' is built on every call
  // CHECK-FIXES-CXX17: {{^}}  static const lib::Opts opts{lib::Indent{4}};{{$}}
  // CHECK-FIXES-CXX14: {{^}}  static const lib::Opts opts{lib::Indent{4}};{{$}}
  return lib::serialize(o, opts);
}

// Taken by value, and the type cannot be copied: a named object would not do.
namespace lib {
[[clang::annotate("tidyjson::entry", "write")]] std::string serialize_owned(const Order& o, Opts opts);
}
std::string positive_by_value_move_only(const lib::Order& o) {
  return lib::serialize_owned(o, lib::Opts{lib::Indent{8}});
  // CHECK-MESSAGES-CXX17: :[[@LINE-1]]:34: warning: temporary options object is built on every call
  // CHECK-MESSAGES-CXX14: :[[@LINE-2]]:34: warning: temporary options object is built on every call
  // CHECK-FIXES-CXX17: {{^}}  return lib::serialize_owned(o, lib::Opts{lib::Indent{8}});{{$}}
  // CHECK-FIXES-CXX14: {{^}}  return lib::serialize_owned(o, lib::Opts{lib::Indent{8}});{{$}}
}
