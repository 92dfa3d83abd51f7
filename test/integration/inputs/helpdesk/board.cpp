// The board: tickets and their events, through the shared context.
#include "helpdesk.h"

#include <iostream>
#include <vector>

std::string ticket_json(const desk::Ticket& t) { return tidyjson::serialize(t, DeskJson{}); }

std::string event_json(const desk::Event& e) { return tidyjson::serialize(e, DeskJson{}); }

int main() {
  const std::vector<desk::Ticket> tickets{{1, desk::Status::open}, {2, desk::Status::closed}};
  for (const desk::Ticket& t : tickets)
    std::cout << ticket_json(t) << "\n";
  std::cout << event_json({2, desk::Priority::high}) << "\n";
  std::cout << desk::note_json({2, "closed by the reporter"}) << "\n";
}
