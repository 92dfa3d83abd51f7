// RUN: %check_json_tidy %s json-* %t

// Every json-* check at once, as the docs recommend: a read through a
// write-only context is reported once (by json-missing-registration), and
// its fix applies. When both checks carried the same edit, clang-tidy
// dropped both as overlapping and the file stayed broken (found by a review
// outside these tests).

#include <tidyjson/tidyjson.hpp>

#include <iostream>
#include <string>

struct Event {
  std::string name;
  int level = 0;
};
TIDYJSON_TYPE(Event, name, level)
TIDYJSON_CONTEXT(EventJson, (Event), tidyjson::naming::camel_case, tidyjson::generation::fast_path)
// CHECK-FIXES: {{^}}TIDYJSON_CONTEXT(EventJson, (Event), tidyjson::naming::camel_case, tidyjson::generation::both){{$}}

Event parse(const std::string& s) { return tidyjson::deserialize<Event>(s, EventJson{}); }
// CHECK-MESSAGES: :[[@LINE-1]]:44: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
Event parse_again(const std::string& s) { return tidyjson::deserialize<Event>(s, EventJson{}); }
// CHECK-MESSAGES: :[[@LINE-1]]:50: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]

int main() { std::cout << tidyjson::serialize(parse(R"({"name":"x","level":2})"), EventJson{}) << "\n"; }
