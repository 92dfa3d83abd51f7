// A small program that works, but carries the mistakes the json-* checks
// find. `scripts/json-tidy` reports them; `scripts/json-tidy --fix
// examples/findings/report.cpp` repairs them, and the program prints exactly
// the same JSON afterwards (test/lit/examples/findings-fix.test proves it).
#include <tidyjson/tidyjson.hpp>

#include <iostream>
#include <string>
#include <vector>

namespace support {

enum class Priority { low, normal, urgent };
TIDYJSON_ENUM(Priority, low, normal, urgent)

struct Ticket {
  int id = 0;
  std::string title;
  Priority priority = Priority::normal;
};
// json-non-fast-path-attribute: the string enum converter restates what
// TicketJson already does, and keeps Ticket off its fast path.
TIDYJSON_TYPE(Ticket, id, title, (priority, tidyjson::string_enum{}))

}  // namespace support

TIDYJSON_CONTEXT(TicketJson, (std::vector<support::Ticket>), tidyjson::naming::camel_case, tidyjson::enums::as_string)

// json-options-in-hot-path: the options (and their metadata cache) are built
// again on every call.
std::string to_json(const support::Ticket& ticket) {
  tidyjson::options options{tidyjson::naming::camel_case, tidyjson::enums::as_string};
  return tidyjson::serialize(ticket, options);
}

int main() {
  const std::vector<support::Ticket> tickets{
      {101, "Printer on fire", support::Priority::urgent},
      {102, "Update the wiki", support::Priority::low},
      {103, "Rotate the keys", support::Priority::normal},
  };
  for (const support::Ticket& t : tickets) std::cout << to_json(t) << '\n';
  std::cout << tidyjson::serialize(tickets, TicketJson{}) << '\n';
}
