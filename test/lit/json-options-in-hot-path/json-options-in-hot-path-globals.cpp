// RUN: %check_json_tidy %s json-options-in-hot-path %t

// Constants read from globals and constexpr functions. A `static const`
// options object keeps the values of its first call; they must be the
// values of every call. A const scalar initialized at run time (or in
// another file) reads as 0 until its initializer has run, and a function
// may be called while globals are initialized, before it: no fix. A
// constexpr function is a constant only where it evaluates as one: it may
// read a global that changes.

#include <tidyjson/tidyjson.hpp>

#include <cstdlib>
#include <string>

struct Item {
  int qty = 0;
};
TIDYJSON_TYPE(Item, qty)

std::string encode_runtime_const(const Item& it);
std::string encode_extern_const(const Item& it);

// Initialized before g_indent (definition order): its call sees g_indent == 0.
const std::string banner = encode_runtime_const(Item{1});
const int g_indent = std::getenv("TIDYJSON_LIT_COMPACT") != nullptr ? 0 : 2;
extern const int g_level;  // defined in another file
const int g_fixed = 2;
int g_mutable = 0;
constexpr int level_of(bool live) { return live ? g_mutable : 2; }

std::string encode_runtime_const(const Item& it) {
  tidyjson::options o{tidyjson::indent{g_indent}};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'o' is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:40: note: the initializer depends on 'g_indent'; keep one options object per distinct value
  return tidyjson::serialize(it, o);
}

std::string encode_extern_const(const Item& it) {
  tidyjson::options o{tidyjson::indent{g_level}};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'o' is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:40: note: the initializer depends on 'g_level'; keep one options object per distinct value
  return tidyjson::serialize(it, o);
}

std::string encode_constexpr_reading_a_global(const Item& it) {
  tidyjson::options o{tidyjson::indent{level_of(true)}};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'o' is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:40: note: the initializer calls 'level_of', whose result here is not a constant; keep one options object per distinct value
  return tidyjson::serialize(it, o);
}

// Constants: the fix.
std::string encode_constant_global(const Item& it) {
  tidyjson::options o{tidyjson::indent{g_fixed}};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'o' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options o{tidyjson::indent{g_fixed}};{{$}}
  return tidyjson::serialize(it, o);
}

std::string encode_constexpr_constant(const Item& it) {
  tidyjson::options o{tidyjson::indent{level_of(false)}};
  // CHECK-NOTES: :[[@LINE-1]]:21: warning: options object 'o' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options o{tidyjson::indent{level_of(false)}};{{$}}
  return tidyjson::serialize(it, o);
}

// A class derived from the options that keeps state or has effects of its
// own: one object per call and one for all calls differ. No fix.
struct TimedOptions : tidyjson::options {
  using tidyjson::options::options;
  mutable int uses = 0;
  int use() const { return ++uses; }
};
std::string encode_stateful_options(const Item& it) {
  TimedOptions o{tidyjson::naming::camel_case};
  // CHECK-NOTES: :[[@LINE-1]]:16: warning: options object 'o' is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:16: note: the initializer builds a 'TimedOptions', which keeps state or has effects of its own (a mutable member, a destructor, or a member built or destroyed by code that is not constexpr); keep one options object per distinct value
  return tidyjson::serialize(it, o) + std::to_string(o.use());
}

int g_built = 0;
struct Counted {
  Counted() { ++g_built; }
};
struct CountedOptions : tidyjson::options {
  using tidyjson::options::options;
  Counted counted;
};
std::string encode_counting_options(const Item& it) {
  CountedOptions o{tidyjson::naming::camel_case};
  // CHECK-NOTES: :[[@LINE-1]]:18: warning: options object 'o' is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:18: note: the initializer builds a 'CountedOptions', which keeps state or has effects of its own (a mutable member, a destructor, or a member built or destroyed by code that is not constexpr); keep one options object per distinct value
  return tidyjson::serialize(it, o);
}

struct LoggedOptions : tidyjson::options {
  using tidyjson::options::options;
  ~LoggedOptions() { ++g_built; }
};
std::string encode_logged_options(const Item& it) {
  LoggedOptions o{tidyjson::naming::camel_case};
  // CHECK-NOTES: :[[@LINE-1]]:17: warning: options object 'o' is built on every call
  // CHECK-NOTES: :[[@LINE-2]]:17: note: the initializer builds a 'LoggedOptions', which keeps state or has effects of its own (a mutable member, a destructor, or a member built or destroyed by code that is not constexpr); keep one options object per distinct value
  return tidyjson::serialize(it, o);
}
