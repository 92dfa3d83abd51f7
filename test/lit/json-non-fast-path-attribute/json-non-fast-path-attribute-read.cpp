// RUN: %check_json_tidy --no-compile %s json-non-fast-path-attribute %t

// A read through a context generated with generation::fast_path, which only
// writes, is json-missing-registration's to report (the context does not
// serve the call; json-missing-registration-write-only.cpp): this check says
// nothing about it, whether or not the other check runs. The reads are
// compile errors outside clang-tidy, so the file is not compiled after the
// run.

#include <tidyjson/tidyjson.hpp>

#include <string>

struct Event {
  std::string name;
  int level = 0;
};
TIDYJSON_TYPE(Event, name, level)

TIDYJSON_CONTEXT(EventJson, (Event), tidyjson::naming::camel_case, tidyjson::generation::fast_path)

Event negative_read(const std::string& text) { return tidyjson::deserialize<Event>(text, EventJson{}); }
Event negative_second_read(const std::string& text) { return tidyjson::deserialize<Event>(text, EventJson{}); }
std::string negative_write(const Event& e) { return tidyjson::serialize(e, EventJson{}); }
