// RUN: %check_json_tidy %s json-non-fast-path-attribute %t

// A string_enum converter restates enums::as_string only when nothing else
// writes the type. Calls with the default options (enumerations as numbers)
// inside a function template or a generic lambda write it too, once
// instantiated: the attribute is kept, and the file is left unchanged.

#include <tidyjson/tidyjson.hpp>

#include <iostream>
#include <string>

enum class Status { open, shipped };
TIDYJSON_ENUM(Status, open, shipped)

struct Ticket {
  Status status = Status::shipped;
};
TIDYJSON_TYPE(Ticket, (status, tidyjson::string_enum{}))
// CHECK-NOTES: :[[@LINE-1]]:32: warning: tidyjson::string_enum on 'Ticket::status' (a string enum converter resolved at run time) takes 'Ticket' off the fast path of context 'Fast'; it falls back to the metadata path [json-non-fast-path-attribute]
// CHECK-NOTES: :[[@LINE+9]]:18: note: context 'Fast' is declared here
// CHECK-NOTES: :[[@LINE+8]]:18: note: 'Ticket' is a root type of context 'Fast'
// CHECK-NOTES: :[[@LINE-4]]:32: note: the attribute is kept: 'Ticket' is also written by a context or a call that writes enumerations as numbers

struct Badge {
  Status status = Status::open;
};
TIDYJSON_TYPE(Badge, (status, tidyjson::string_enum{}))
// CHECK-NOTES: :[[@LINE-1]]:31: warning: tidyjson::string_enum on 'Badge::status' (a string enum converter resolved at run time) takes 'Badge' off the fast path of context 'Fast'; it falls back to the metadata path [json-non-fast-path-attribute]
TIDYJSON_CONTEXT(Fast, (Ticket, Badge), tidyjson::enums::as_string)
// CHECK-NOTES: :[[@LINE-1]]:18: note: context 'Fast' is declared here
// CHECK-NOTES: :[[@LINE-2]]:18: note: 'Badge' is a root type of context 'Fast'
// CHECK-NOTES: :[[@LINE-5]]:31: note: the attribute is kept: 'Badge' is also written by a context or a call that writes enumerations as numbers

// Found by a review on code outside these tests: the fix used to remove the
// attribute here, and to_json(Ticket{}) then printed {"status":1}.
template <class T>
std::string to_json(const T& v) {
  return tidyjson::serialize(v);
}

int main() {
  auto badge_json = [](const auto& v) { return tidyjson::serialize(v); };
  std::cout << tidyjson::serialize(Ticket{}, Fast{}) << to_json(Ticket{}) << tidyjson::serialize(Badge{}, Fast{})
            << badge_json(Badge{}) << "\n";
}
