// RUN: %check_json_tidy --no-compile %s 'json-*' %t

// Code that does not compile: the checks stay silent and offer no fix
// (clang-tidy itself reports the compile errors).

#include <tidyjson/tidyjson.hpp>

#include <string>

struct Order {
  std::string customer;
  UnknownType broken;
};

std::string f(const Order& o, int indent) {
  tidyjson::options opts{tidyjson::naming::camel_case};
  return tidyjson::serialize(o, opts) + undeclared_function(indent);
}

// Only the compiler's errors, no json-* warning:
// CHECK-MESSAGES: :12:3: error: unknown type name 'UnknownType' [clang-diagnostic-error]
// CHECK-MESSAGES: :17:41: error: use of undeclared identifier 'undeclared_function' [clang-diagnostic-error]
