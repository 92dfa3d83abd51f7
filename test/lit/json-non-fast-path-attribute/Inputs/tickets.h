// A description shared by several files: whether its string_enum is
// redundant depends on how each file that includes it writes Ticket.
#pragma once

#include <tidyjson/tidyjson.hpp>

enum class Status { open, closed };
TIDYJSON_ENUM(Status, open, closed)

struct Ticket {
  int id = 0;
  Status status = Status::closed;
};
TIDYJSON_TYPE(Ticket, id, (status, tidyjson::string_enum{}))
TIDYJSON_CONTEXT(TicketJson, (Ticket), tidyjson::enums::as_string)
