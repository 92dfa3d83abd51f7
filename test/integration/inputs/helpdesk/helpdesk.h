// What the three programs share: the descriptions, a context, a helper.
#pragma once

#include <tidyjson/tidyjson.hpp>

#include <string>

namespace desk {

enum class Status { open, closed };
enum class Priority { low, high };

struct Ticket {
  int id = 0;
  Status status = Status::open;
};

struct Event {
  int ticket = 0;
  Priority priority = Priority::low;
};

struct Note {
  int ticket = 0;
  std::string text;
};

}  // namespace desk

TIDYJSON_ENUM(desk::Status, open, closed)
TIDYJSON_ENUM(desk::Priority, low, high)
// Redundant for DeskJson, but audit.cpp writes tickets with other options:
// the attribute is what keeps its "status" a string there.
TIDYJSON_TYPE(desk::Ticket, id, (status, tidyjson::string_enum{}))
// Redundant everywhere: every program writes events through DeskJson only.
TIDYJSON_TYPE(desk::Event, ticket, (priority, tidyjson::string_enum{}))
TIDYJSON_TYPE(desk::Note, ticket, text)
TIDYJSON_CONTEXT(DeskJson, (desk::Ticket, desk::Event), tidyjson::enums::as_string)

namespace desk {

// Called for every note: the options are the same on every call.
inline std::string note_json(const Note& note) {
  tidyjson::options options{tidyjson::naming::camel_case};
  return tidyjson::serialize(note, options);
}

}  // namespace desk
