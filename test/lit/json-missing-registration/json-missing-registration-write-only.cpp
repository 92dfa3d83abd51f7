// RUN: %check_json_tidy %s json-missing-registration %t

// A context generated with generation::fast_path only writes: a read through
// it cannot be served. generation::both writes the same and reads too.

#include <tidyjson/tidyjson.hpp>

#include <string>

struct Event {
  std::string name;
  int level = 0;
};
TIDYJSON_TYPE(Event, name, level)

TIDYJSON_CONTEXT(EventJson, (Event), tidyjson::naming::camel_case, tidyjson::generation::fast_path)
// CHECK-FIXES: {{^}}TIDYJSON_CONTEXT(EventJson, (Event), tidyjson::naming::camel_case, tidyjson::generation::both){{$}}

TIDYJSON_CONTEXT(ReadWrite, (Event))

Event positive_read(const std::string& text) {
  return tidyjson::deserialize<Event>(text, EventJson{});
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
}

// A second read through the same context: reported, and the fix stays on
// the first report alone (the same edit on two diagnostics would make
// clang-tidy drop both as overlapping; found by a review outside these tests).
Event positive_second_read(const std::string& text) {
  return tidyjson::deserialize<Event>(text, EventJson{});
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: context 'EventJson' is generated with tidyjson::generation::fast_path, which only writes; reading needs generation::both or generation::metadata [json-missing-registration]
}

std::string negative_write(const Event& e) { return tidyjson::serialize(e, EventJson{}); }
Event negative_read_both(const std::string& text) { return tidyjson::deserialize<Event>(text, ReadWrite{}); }
