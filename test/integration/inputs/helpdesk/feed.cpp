// The feed: events, in pretty-printed form, through the shared context.
#include "helpdesk.h"

#include <iostream>
#include <vector>

std::string feed_line(const desk::Event& e) {
  tidyjson::options pretty{tidyjson::indent{2}};
  return tidyjson::serialize(e, DeskJson{}) + " " + tidyjson::serialize(desk::Note{e.ticket, "seen"}, pretty);
}

int main() {
  const std::vector<desk::Event> events{{1, desk::Priority::low}, {3, desk::Priority::high}};
  for (const desk::Event& e : events)
    std::cout << feed_line(e) << "\n";
}
