// RUN: %check_json_tidy %s json-non-fast-path-attribute %t

// Two contexts that write enumerations as strings serve the same type: the
// attribute is reported for each, and its removal is carried by the first
// report only, so that it applies (found by a review outside these tests:
// carried by both, clang-tidy dropped it as overlapping).

#include <tidyjson/tidyjson.hpp>

#include <iostream>

enum class Status { open, shipped };
TIDYJSON_ENUM(Status, open, shipped)
struct Ticket {
  Status status = Status::shipped;
};
TIDYJSON_TYPE(Ticket, (status, tidyjson::string_enum{}))
// CHECK-MESSAGES: :[[@LINE-1]]:32: warning: tidyjson::string_enum on 'Ticket::status' (a string enum converter resolved at run time) takes 'Ticket' off the fast path of context 'PrettyJson'; it falls back to the metadata path [json-non-fast-path-attribute]
// CHECK-MESSAGES: :[[@LINE-2]]:32: warning: tidyjson::string_enum on 'Ticket::status' (a string enum converter resolved at run time) takes 'Ticket' off the fast path of context 'PublicJson'; it falls back to the metadata path [json-non-fast-path-attribute]
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(Ticket, (status)){{$}}
TIDYJSON_CONTEXT(PublicJson, (Ticket), tidyjson::enums::as_string)
TIDYJSON_CONTEXT(PrettyJson, (Ticket), tidyjson::enums::as_string, tidyjson::indent{2})

int main() { std::cout << tidyjson::serialize(Ticket{}, PublicJson{}) << tidyjson::serialize(Ticket{}, PrettyJson{}) << "\n"; }
