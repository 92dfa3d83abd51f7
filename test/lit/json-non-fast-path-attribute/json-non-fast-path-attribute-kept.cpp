// RUN: %check_json_tidy %s json-non-fast-path-attribute %t

// A string_enum converter restates enums::as_string only when nothing else
// writes the type. Calls with the default options (enumerations as numbers)
// inside a function template or a generic lambda write it too, once
// instantiated: the attribute is kept, and the file is left unchanged.

#include <tidyjson/tidyjson.hpp>

#include <iostream>
#include <ranges>
#include <sstream>
#include <string>
#include <vector>

enum class Status { open, shipped };
TIDYJSON_ENUM(Status, open, shipped)

struct Ticket {
  Status status = Status::shipped;
};
TIDYJSON_TYPE(Ticket, (status, tidyjson::string_enum{}))
// CHECK-NOTES: :[[@LINE-1]]:32: warning: tidyjson::string_enum on 'Ticket::status' (a string enum converter resolved at run time) takes 'Ticket' off the fast path of context 'Fast'; it falls back to the metadata path [json-non-fast-path-attribute]
// CHECK-NOTES: :[[@LINE+9]]:18: note: context 'Fast' is declared here
// CHECK-NOTES: :[[@LINE+8]]:18: note: 'Ticket' is a root type of context 'Fast'
// CHECK-NOTES: :70:10: note: the attribute on 'Ticket::status' is kept: this call also writes 'Ticket', with options that may write enumerations as numbers

struct Badge {
  Status status = Status::open;
};
TIDYJSON_TYPE(Badge, (status, tidyjson::string_enum{}))
// CHECK-NOTES: :[[@LINE-1]]:31: warning: tidyjson::string_enum on 'Badge::status' (a string enum converter resolved at run time) takes 'Badge' off the fast path of context 'Fast'; it falls back to the metadata path [json-non-fast-path-attribute]
TIDYJSON_CONTEXT(Fast, (Ticket, Badge), tidyjson::enums::as_string)
// CHECK-NOTES: :[[@LINE-1]]:18: note: context 'Fast' is declared here
// CHECK-NOTES: :[[@LINE-2]]:18: note: 'Badge' is a root type of context 'Fast'
// CHECK-NOTES: :74:48: note: the attribute on 'Badge::status' is kept: this call also writes 'Badge', with options that may write enumerations as numbers

// Written through a range view with the default options, and with an enums
// setting chosen at run time: kept too (found by a second review: both
// removals changed the output).
struct Parcel {
  Status status = Status::shipped;
};
TIDYJSON_TYPE(Parcel, (status, tidyjson::string_enum{}))
// CHECK-NOTES: :[[@LINE-1]]:32: warning: tidyjson::string_enum on 'Parcel::status' (a string enum converter resolved at run time) takes 'Parcel' off the fast path of context 'Api'; it falls back to the metadata path [json-non-fast-path-attribute]
// CHECK-NOTES: :[[@LINE+8]]:18: note: context 'Api' is declared here
// CHECK-NOTES: :[[@LINE+7]]:18: note: 'Parcel' is a root type of context 'Api'
// CHECK-NOTES: :61:3: note: the attribute on 'Parcel::status' is kept: this call also writes 'Parcel', with options that may write enumerations as numbers
struct Crate {
  Status status = Status::shipped;
};
TIDYJSON_TYPE(Crate, (status, tidyjson::string_enum{}))
// CHECK-NOTES: :[[@LINE-1]]:31: warning: tidyjson::string_enum on 'Crate::status' (a string enum converter resolved at run time) takes 'Crate' off the fast path of context 'Api'; it falls back to the metadata path [json-non-fast-path-attribute]
TIDYJSON_CONTEXT(Api, (Parcel, Crate), tidyjson::enums::as_string)
// CHECK-NOTES: :[[@LINE-1]]:18: note: context 'Api' is declared here
// CHECK-NOTES: :[[@LINE-2]]:18: note: 'Crate' is a root type of context 'Api'
// CHECK-NOTES: :62:22: note: the attribute on 'Crate::status' is kept: this call also writes 'Crate', with options that may write enumerations as numbers
inline tidyjson::enums g_enum_style = tidyjson::enums::as_number;
std::string parcels_and_crates(const std::vector<Parcel>& parcels) {
  std::ostringstream out;
  tidyjson::serialize_stream(out, parcels | std::views::filter([](const Parcel&) { return true; }));
  return out.str() + tidyjson::serialize(Crate{}, tidyjson::options{tidyjson::enums::as_string, g_enum_style}) +
         tidyjson::serialize(parcels.front(), Api{});
}

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
