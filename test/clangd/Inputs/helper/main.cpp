// The attribute restates what TicketJson does, but dump() in dump.h writes a
// Ticket with the default options, where it is what makes the status a
// string: removing it would change dump's output. An editor that parsed the
// headers without function bodies cannot see that call.
#include "dump.h"

#include <iostream>
#include <string>

enum class Status { open, closed };
TIDYJSON_ENUM(Status, open, closed)

struct Ticket {
  int id = 0;
  Status status = Status::open;
};
TIDYJSON_TYPE(Ticket, id, (status, tidyjson::string_enum{}))

TIDYJSON_CONTEXT(TicketJson, (Ticket), tidyjson::enums::as_string)

int main() {
  const Ticket t{1, Status::closed};
  std::cout << tidyjson::serialize(t, TicketJson{}) << '\n' << dump(t) << '\n';
}
